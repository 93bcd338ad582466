//! Kraken fish, as HoDoKu defines them: a finned fish (basic or franken,
//! two to four houses, at most two fins, no endo fins: HoDoKu's kraken
//! defaults) that removes nothing by itself, helped by chains from its
//! fins.
//!
//! * **Type 1.** Without fins the fish would remove its digit from a cell;
//!   if chains show that each fin, being the digit, rules that cell's
//!   digit out too, it goes either way.
//! * **Type 2.** Without fins one of a cover house's base candidates is
//!   the digit; if each of them, and each fin, rules out the same
//!   candidate (of any digit) through chains, that candidate goes. Cover
//!   houses holding nothing but base candidates are left to forcing
//!   chains, as HoDoKu does.
//!
//! The chains are HoDoKu's forcing chains: from a candidate assumed true,
//! one fact at a time, a true candidate rules out the other candidates of
//! its cell and its digit in the cells it sees; a candidate ruled out
//! makes the other candidate of a two-candidate cell true, and the other
//! place of a digit with two places in a house.

use super::super::grid::{bit, cell_houses, cells, Grid, Set, HOUSE_SETS, PEERS};
use super::super::{Finds, Reason, Step, Strategy};
use super::franken::{draw, notation, pattern_words};
use super::general::{self, ones, Family, Found, Want};
use crate::board::Pos;
use crate::board::{cell_name, digit_mask, digits_of};
use crate::outcome::{Figure, Node};

/// HoDoKu's kraken limits: fins (`maxKrakenFins`), largest fish (`krakenMaxFishSize`).
const KRAKEN_FINS: u32 = 2;
const KRAKEN_SIZE: usize = 4;

/// **Kraken Fish Type 1.** A finned fish without eliminations whose fins
/// each rule out, through a chain, a candidate the fish without fins
/// would remove.
pub(in crate::sudoku::logic) fn kraken_type_1(g: &Grid, f: &mut Finds) {
    find(g, f, 1);
}

/// **Kraken Fish Type 2.** A finned fish without eliminations where every
/// base candidate of one cover house, and every fin, rules out the same
/// candidate through chains.
pub(in crate::sudoku::logic) fn kraken_type_2(g: &Grid, f: &mut Finds) {
    find(g, f, 2);
}

/// A candidate assumed true or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lit {
    cell: usize,
    digit: u8,
    on: bool,
}

impl Lit {
    fn index(self) -> usize {
        (self.cell * 9 + self.digit as usize - 1) * 2 + self.on as usize
    }

    /// "r1c2=8" or "r1c2≠8".
    fn text(self) -> String {
        let sign = if self.on { "=" } else { "≠" };
        format!("{}{sign}{}", cell_name(self.cell), self.digit)
    }
}

/// What one candidate assumed true implies, with each fact's cause.
struct Implied {
    /// For each fact (by [`Lit::index`]): the fact it follows from
    /// (itself for the premise), or none when it does not follow.
    from: Vec<Option<Lit>>,
}

impl Implied {
    /// True when the premise rules out `d` in `cell`.
    fn rules_out(&self, cell: usize, d: u8) -> bool {
        let lit = Lit {
            cell,
            digit: d,
            on: false,
        };
        self.from[lit.index()].is_some()
    }

    /// The chain from the premise to `lit`, premise first.
    fn chain(&self, lit: Lit) -> Vec<Lit> {
        let mut out = vec![lit];
        let mut at = lit;
        while let Some(prev) = self.from[at.index()] {
            if prev == at {
                break;
            }
            out.push(prev);
            at = prev;
        }
        out.reverse();
        out
    }
}

/// The facts that follow from `premise`, breadth first (shortest chains).
fn implied(g: &Grid, premise: Lit) -> Implied {
    let mut from = vec![None; 81 * 9 * 2];
    from[premise.index()] = Some(premise);
    let mut queue = std::collections::VecDeque::from([premise]);
    while let Some(lit) = queue.pop_front() {
        for next in consequences(g, lit) {
            if from[next.index()].is_none() {
                from[next.index()] = Some(lit);
                queue.push_back(next);
            }
        }
    }
    Implied { from }
}

/// The direct consequences of one fact (see the module's notes).
fn consequences(g: &Grid, lit: Lit) -> Vec<Lit> {
    let (i, d) = (lit.cell, lit.digit);
    let mut out = Vec::new();
    let off = |cell, digit| Lit {
        cell,
        digit,
        on: false,
    };
    let on = |cell, digit| Lit {
        cell,
        digit,
        on: true,
    };
    if lit.on {
        out.extend(digits_of(g.cand[i] & !digit_mask(d)).map(|x| off(i, x)));
        out.extend(cells(PEERS[i] & g.cells_with(d)).map(|p| off(p, d)));
        return out;
    }
    let rest = g.cand[i] & !digit_mask(d);
    if rest.count_ones() == 1 {
        out.extend(digits_of(rest).map(|x| on(i, x)));
    }
    for h in cell_houses(i) {
        let places = g.house_cells_with(h, d) & !bit(i);
        if places.count_ones() == 1 {
            out.push(on(places.trailing_zeros() as usize, d));
        }
    }
    out
}

/// The kraken search: every finned fish without eliminations, for the
/// `kind` of kraken fish asked for.
fn find(g: &Grid, f: &mut Finds, kind: u8) {
    let strategy = if kind == 1 {
        Strategy::KrakenFishType1
    } else {
        Strategy::KrakenFishType2
    };
    let mut cache: Vec<Option<Implied>> = (0..81 * 9).map(|_| None).collect();
    // Eliminations already reported, by digit: HoDoKu keeps one kraken
    // fish per elimination (the first, smallest one here).
    let mut done = [0 as Set; 10];
    for d in 1..=9u8 {
        for size in 2..=KRAKEN_SIZE {
            for &(base_kinds, cover_kinds) in Family::Franken.passes() {
                let want = Want {
                    size,
                    max_fins: KRAKEN_FINS,
                    max_endo: 0,
                    base_kinds,
                    cover_kinds,
                    keep_empty: true,
                };
                let stop = general::search(g, d, &want, &mut |fish| {
                    if fish.fins == 0 || fish.elims != 0 || fish.family() == Family::Mutant {
                        return false;
                    }
                    if kind == 1 {
                        type_1(g, fish, strategy, &mut cache, &mut done, f)
                    } else {
                        type_2(g, fish, strategy, &mut cache, &mut done, f)
                    }
                });
                if stop {
                    return;
                }
            }
        }
    }
}

/// What `cell` = `d` implies, computed once per search.
fn implied_by<'a>(g: &Grid, cache: &'a mut [Option<Implied>], cell: usize, d: u8) -> &'a Implied {
    let k = cell * 9 + d as usize - 1;
    cache[k].get_or_insert_with(|| {
        implied(
            g,
            Lit {
                cell,
                digit: d,
                on: true,
            },
        )
    })
}

/// True when every premise (`d` in each cell of `premises`) rules out `e` in `target`.
fn all_rule_out(
    g: &Grid,
    cache: &mut [Option<Implied>],
    premises: Set,
    d: u8,
    target: usize,
    e: u8,
) -> bool {
    cells(premises).all(|p| implied_by(g, cache, p, d).rules_out(target, e))
}

/// The chains from each premise to `target` ≠ `e`.
fn chains(
    g: &Grid,
    cache: &mut [Option<Implied>],
    premises: Set,
    d: u8,
    target: usize,
    e: u8,
) -> Vec<Vec<Lit>> {
    let end = Lit {
        cell: target,
        digit: e,
        on: false,
    };
    cells(premises)
        .map(|p| implied_by(g, cache, p, d).chain(end))
        .collect()
}

/// Reports the type 1 kraken steps of one fish; true when `f` is done.
fn type_1(
    g: &Grid,
    fish: &Found,
    strategy: Strategy,
    cache: &mut [Option<Implied>],
    done: &mut [Set; 10],
    f: &mut Finds,
) -> bool {
    let d = fish.digit;
    for target in cells(fish.potential & !done[d as usize]) {
        if !all_rule_out(g, cache, fish.fins, d, target, d) {
            continue;
        }
        done[d as usize] |= bit(target);
        let links = chains(g, cache, fish.fins, d, target, d);
        let step = Step::new(strategy, digit_mask(d), fish.cells).eliminate(bit(target), d);
        let why = || type_1_reason(fish, target, &links, strategy);
        if f.add_drawn(step, why, |fig| draw_kraken(fig, g, fish, &links)) {
            return true;
        }
    }
    false
}

/// Reports the type 2 kraken steps of one fish; true when `f` is done.
fn type_2(
    g: &Grid,
    fish: &Found,
    strategy: Strategy,
    cache: &mut [Option<Implied>],
    done: &mut [Set; 10],
    f: &mut Finds,
) -> bool {
    let d = fish.digit;
    for h in ones(fish.cover) {
        let unit = HOUSE_SETS[h] & g.cells_with(d);
        let base = unit & fish.cells & !fish.cannibal;
        if base == unit {
            continue;
        }
        let premises = base | fish.fins;
        for e in 1..=9u8 {
            let first = implied_by(g, cache, premises.trailing_zeros() as usize, d);
            let targets: Vec<usize> = cells(g.cells_with(e) & !done[e as usize])
                .filter(|&t| first.rules_out(t, e))
                .collect();
            for t in targets {
                if !all_rule_out(g, cache, premises, d, t, e) {
                    continue;
                }
                done[e as usize] |= bit(t);
                let links = chains(g, cache, premises, d, t, e);
                let step = Step::new(strategy, digit_mask(d), fish.cells).eliminate(bit(t), e);
                let why = || type_2_reason(fish, h, t, e, &links, strategy);
                if f.add_drawn(step, why, |fig| draw_kraken(fig, g, fish, &links)) {
                    return true;
                }
            }
        }
    }
    false
}

/// A chain in words: "r1c1=8 ⇒ r1c5≠8 ⇒ r1c5=3".
fn chain_text(chain: &[Lit]) -> String {
    chain
        .iter()
        .map(|l| l.text())
        .collect::<Vec<_>>()
        .join(" ⇒ ")
}

/// The chains' notation, one per premise.
fn chains_notation(fish: &Found, links: &[Vec<Lit>]) -> String {
    let chains: Vec<String> = links.iter().map(|c| chain_text(c)).collect();
    format!("{}; {}", notation(fish), chains.join("; "))
}

/// Why a type 1 kraken fish removes, in words.
fn type_1_reason(fish: &Found, target: usize, links: &[Vec<Lit>], strategy: Strategy) -> Reason {
    let d = fish.digit;
    let text = format!(
        "{}: {} (a finned {}). Without fins it would rule out {d} in {}; and if a fin is {d}, a chain rules it out too: {}. \
         Either way, {} cannot be {d}",
        strategy.name(),
        pattern_words(fish),
        fish_name(fish),
        cell_name(target),
        links.iter().map(|c| chain_text(c)).collect::<Vec<_>>().join("; "),
        cell_name(target),
    );
    Reason::new(text, chains_notation(fish, links))
}

/// Why a type 2 kraken fish removes, in words.
fn type_2_reason(
    fish: &Found,
    house: usize,
    target: usize,
    e: u8,
    links: &[Vec<Lit>],
    strategy: Strategy,
) -> Reason {
    let d = fish.digit;
    let text = format!(
        "{}: {} (a finned {}). So either a fin is {d} or one of the base cells of {} is {d}; \
         each of those, if {d}, rules out {e} in {} through a chain: {}. Either way, {} cannot be {e}",
        strategy.name(),
        pattern_words(fish),
        fish_name(fish),
        super::super::grid::house_name(house),
        cell_name(target),
        links.iter().map(|c| chain_text(c)).collect::<Vec<_>>().join("; "),
        cell_name(target),
    );
    Reason::new(text, chains_notation(fish, links))
}

/// "X-Wing", "franken swordfish": the fish without its kraken.
fn fish_name(fish: &Found) -> String {
    let size = ["X-Wing", "Swordfish", "Jellyfish"][fish.base.count_ones() as usize - 2];
    match fish.family() {
        Family::Basic => size.to_string(),
        _ => format!("Franken {size}"),
    }
}

/// The fish's figure with the chains drawn: from a candidate assumed
/// true, a weak link to the one it rules out, a strong link on.
fn draw_kraken(fig: &mut Figure, g: &Grid, fish: &Found, links: &[Vec<Lit>]) {
    draw(fig, g, &[*fish]);
    for chain in links {
        let nodes: Vec<Node> = chain
            .iter()
            .map(|l| Node::at(Pos::new(l.cell), l.digit))
            .collect();
        // The first link (premise true, next false) is weak; they alternate.
        fig.chain(&nodes, false);
    }
}
