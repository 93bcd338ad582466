//! Forcing chains and nets: the last resort. Every candidate is assumed
//! true and assumed false in turn, and what follows is derived (see
//! [`propagate`]): a placed digit leaves its peers and the cell's other
//! candidates, a cell or house with one place left for a digit takes it.
//!
//! * A **contradiction**: an assumption breaks a rule (a cell without
//!   candidates, a digit without place in a house, a cell that must take a
//!   digit already gone from it), so its opposite holds.
//! * A **verity**: every candidate of a cell, every place of a digit in a
//!   house, or a candidate both true and false, lead to the same placement
//!   or elimination, which therefore holds.
//!
//! A **chain** follows only facts forced by one earlier fact (a cell or
//! house completed that had two candidates); a **net** completes any cell
//! or house, however many facts emptied it, and keeps every branch. The
//! chain finders run first; the net finders report only what needs a
//! branching derivation. When nets of singles find nothing at all, the net
//! finders try deep nets, which also use box-line intersections (a few of
//! the hardest puzzles need them). Among the results the shortest
//! derivations (fewest facts) come first. HoDoKu's group and ALS nodes are
//! not used.
//!
//! All four finders share one table per position and mode: what every
//! assumption leads to. It is kept for the last position seen, since the
//! solver asks for the contradiction and then the verity of each mode on
//! the same position.

mod propagate;

use std::cell::RefCell;
use std::rc::Rc;

use super::grid::{bit, cells, house_name, Grid, Set, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, Mask, CELLS};
use crate::outcome::{Figure, Role};
use propagate::{Base, Cause, Conflict, Lit, Proof, Prop, Rules, LITS};

/// **Forcing Chain Contradiction.** Assuming a candidate true (or false),
/// a single line of forced facts (or several lines from the same
/// assumption) breaks a rule: the candidate is false (or true).
pub(super) fn chain_contradiction(g: &Grid, f: &mut Finds) {
    contradictions(g, f, Mode::Chain);
}

/// **Forcing Chain Verity.** Every candidate of a cell, every place of a
/// digit in a house, or a candidate true and false, each start a chain
/// ending in the same placement or elimination: it holds.
pub(super) fn chain_verity(g: &Grid, f: &mut Finds) {
    verities(g, f, Mode::Chain);
}

/// **Forcing Net Contradiction.** Assuming a candidate true (or false) and
/// keeping every consequence, cells and houses completed by several facts
/// included, breaks a rule: the candidate is false (or true). Deep nets
/// (with intersections) only when plain nets give no contradiction and no
/// verity.
pub(super) fn net_contradiction(g: &Grid, f: &mut Finds) {
    contradictions(g, f, Mode::Net);
    if !f.done() && !any_verity(&tables(g, Mode::Net), g) {
        contradictions(g, f, Mode::DeepNet);
    }
}

/// **Forcing Net Verity.** Every candidate of a cell, every place of a
/// digit in a house, or a candidate true and false, each start a net
/// leading to the same placement or elimination: it holds. Deep nets only
/// when plain nets give no verity and no contradiction.
pub(super) fn net_verity(g: &Grid, f: &mut Finds) {
    verities(g, f, Mode::Net);
    if !f.done() && !any_contradiction(&tables(g, Mode::Net)) {
        verities(g, f, Mode::DeepNet);
    }
}

/// Chains (one reason per fact), nets (any number) or deep nets (nets
/// with intersections, tried when nets find nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Chain,
    Net,
    DeepNet,
}

impl Mode {
    fn rules(self) -> Rules {
        match self {
            Mode::Chain => Rules::Links,
            Mode::Net => Rules::Singles,
            Mode::DeepNet => Rules::Intersections,
        }
    }

    fn contradiction(self) -> Strategy {
        match self {
            Mode::Chain => Strategy::ForcingChainContradiction,
            Mode::Net | Mode::DeepNet => Strategy::ForcingNetContradiction,
        }
    }

    fn verity(self) -> Strategy {
        match self {
            Mode::Chain => Strategy::ForcingChainVerity,
            Mode::Net | Mode::DeepNet => Strategy::ForcingNetVerity,
        }
    }

    /// True when a derivation of this shape belongs to the mode's finders
    /// (a net finder leaves the chain-shaped ones to the chain finders).
    fn owns(self, proof: &Proof) -> bool {
        self == Mode::Chain || proof.net
    }
}

/// What one assumption leads to.
#[derive(Clone, Copy, Debug)]
enum Outcome {
    /// Not an assumption of this position.
    Absent,
    /// A broken rule, by this derivation.
    Broken(Proof),
    /// Every fact derived: index into [`Tables::facts`].
    Holds(u32),
}

/// Every assumption of a position followed in one mode.
struct Tables {
    mode: Mode,
    cand: [Mask; CELLS],
    value: [u8; CELLS],
    base: Base,
    /// By literal number.
    outcome: Vec<Outcome>,
    /// Per holding assumption: the cells each digit was placed in
    /// (0..9) and removed from (9..18).
    facts: Vec<[Set; 18]>,
}

impl Tables {
    /// Follows every candidate of the grid, true and false.
    fn build(g: &Grid, mode: Mode) -> Tables {
        let base = Base::new(g);
        let mut outcome = vec![Outcome::Absent; LITS];
        let mut facts = Vec::new();
        {
            let mut prop = Prop::new(&base, mode.rules());
            for premise in premises(g) {
                outcome[premise.index()] = if prop.run(premise) {
                    facts.push(std::array::from_fn(|k| {
                        let d = (k % 9) as u8 + 1;
                        if k < 9 {
                            prop.ons(d)
                        } else {
                            prop.offs(d)
                        }
                    }));
                    Outcome::Holds(facts.len() as u32 - 1)
                } else {
                    Outcome::Broken(prop.conflict_proof())
                };
            }
        }
        Tables {
            mode,
            cand: g.cand,
            value: g.value,
            base,
            outcome,
            facts,
        }
    }

    /// The facts of a holding assumption.
    fn facts(&self, premise: Lit) -> Option<&[Set; 18]> {
        match self.outcome[premise.index()] {
            Outcome::Holds(k) => self.facts.get(k as usize),
            _ => None,
        }
    }
}

thread_local! {
    /// The tables of the last position seen, one per mode.
    static CACHE: RefCell<Vec<Rc<Tables>>> = const { RefCell::new(Vec::new()) };
}

/// The tables of the grid in a mode, built or taken from the cache.
fn tables(g: &Grid, mode: Mode) -> Rc<Tables> {
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(t) = cache
            .iter()
            .find(|t| t.mode == mode && t.cand == g.cand && t.value == g.value)
        {
            return Rc::clone(t);
        }
        let t = Rc::new(Tables::build(g, mode));
        cache.retain(|old| old.mode != mode);
        cache.push(Rc::clone(&t));
        t
    })
}

/// Every candidate of the grid as an assumption, true then false.
fn premises(g: &Grid) -> impl Iterator<Item = Lit> + '_ {
    (0..CELLS).flat_map(move |i| {
        digits_of(g.cand[i]).flat_map(move |d| [Lit::new(i, d, true), Lit::new(i, d, false)])
    })
}

/// True when some assumption of the tables breaks a rule.
fn any_contradiction(t: &Tables) -> bool {
    t.outcome.iter().any(|o| matches!(o, Outcome::Broken(_)))
}

/// True when every assumption of some group agrees on a conclusion.
fn any_verity(t: &Tables, g: &Grid) -> bool {
    groups(g).any(|group| {
        common_facts(t, &group.premises(&t.base)).is_some_and(|c| c.iter().any(|&s| s != 0))
    })
}

/// Reports the assumptions that break a rule, shortest derivation first.
fn contradictions(g: &Grid, f: &mut Finds, mode: Mode) {
    let t = tables(g, mode);
    let mut found: Vec<(u32, Lit)> = premises(g)
        .filter_map(|p| match t.outcome[p.index()] {
            Outcome::Broken(proof) if mode.owns(&proof) => Some((proof.size, p)),
            _ => None,
        })
        .collect();
    found.sort_unstable();
    let mut prop = Prop::new(&t.base, mode.rules());
    for (_, premise) in found {
        if prop.run(premise) {
            continue;
        }
        if f.add(contradiction_step(&prop, premise, mode, f.texts())) {
            return;
        }
    }
}

/// The step of an assumption whose propagation (in `prop`) broke a rule,
/// with its figure when `texts` (see [`draw_contradiction`]).
fn contradiction_step(prop: &Prop, premise: Lit, mode: Mode, texts: bool) -> Step {
    let proof = prop.conflict_proof();
    let (cell, d) = (premise.cell(), premise.digit());
    let step = Step::new(mode.contradiction(), digit_mask(d), proof.cells)
        .drawn_if(texts, |fig| draw_contradiction(fig, prop, premise));
    let step = if premise.on() {
        step.eliminate(bit(cell), d)
    } else {
        step.place(cell, d)
    };
    step.because_if(texts, || contradiction_reason(prop, premise, mode, &proof))
}

/// Why an assumption breaks the rules: in words (each chain line walked)
/// and in chain notation.
fn contradiction_reason(prop: &Prop, premise: Lit, mode: Mode, proof: &Proof) -> super::Reason {
    let (broken, lines) = describe_conflict(prop);
    let detail = match mode {
        Mode::Chain => lines.join("; "),
        Mode::Net | Mode::DeepNet => {
            let (ends, _) = prop.conflict_ends();
            net_detail(&prop.placements(&ends), proof)
        }
    };
    let name = mode.contradiction().name();
    let notation = format!(
        "{name}: if {}, then {broken}, a contradiction ({detail}): so {}",
        premise.words(),
        premise.negated().words()
    );
    let how = match mode {
        Mode::Chain => {
            let walks: Vec<String> = lines
                .iter()
                .map(|l| line_words(l, true))
                .filter(|w| !w.is_empty())
                .collect();
            if walks.is_empty() {
                String::new()
            } else {
                format!(": then {}", walks.join("; and "))
            }
        }
        Mode::Net | Mode::DeepNet => format!(
            ": then following what it forces, branch by branch ({} inferences)",
            proof.size
        ),
    };
    super::Reason::new(
        format!(
            "{name}: suppose {}{how}. So {broken}, which breaks the rules: {} after all",
            premise.words(),
            premise.negated().words()
        ),
        notation,
    )
}

/// A chain line in words: "r1c2=5 -> r3c4<>5 -> r3c4=7" becomes "r1c2 is
/// 5, so r3c4 is not 5, so r3c4 is 7" (without its first fact, the
/// assumption, when `skip_first`).
fn line_words(line: &str, skip_first: bool) -> String {
    let facts: Vec<String> = line
        .split(" -> ")
        .skip(usize::from(skip_first))
        .map(|fact| match fact.split_once("<>") {
            Some((cell, d)) => format!("{cell} is not {d}"),
            None => match fact.split_once('=') {
                Some((cell, d)) => format!("{cell} is {d}"),
                None => fact.to_string(),
            },
        })
        .collect();
    facts.join(", so ")
}

/// The figure of a contradiction: the assumption's cell to look at and
/// its candidate as the target, the derivation from it to the broken rule
/// (see [`Prop::draw`]), and the house left without the digit or the cell
/// left without candidates as the pattern.
fn draw_contradiction(fig: &mut Figure, prop: &Prop, premise: Lit) {
    fig.cell(premise.cell(), Role::Focus)
        .candidate(premise.cell(), premise.digit(), Role::Target);
    match prop.conflict {
        Some(Conflict::EmptyHouse(h, _)) => {
            fig.grid_house(h, Role::Pattern);
        }
        Some(Conflict::EmptyCell(c)) => {
            fig.cell(c, Role::Pattern);
        }
        _ => {}
    }
    prop.draw(&prop.conflict_ends().0, fig);
}

/// A net in a few words: the digits it places, in order, whether it uses
/// intersections, and its size ("via r3c4=7, r5c7=3; 15 inferences").
fn net_detail(placed: &[Lit], proof: &Proof) -> String {
    let names: Vec<String> = placed.iter().map(|l| l.notation()).collect();
    let mut via = names.join(", ");
    if proof.locked {
        via = if via.is_empty() {
            "box-line intersections".to_string()
        } else {
            format!("{via} and box-line intersections")
        };
    }
    if via.is_empty() {
        format!("{} inferences", proof.size)
    } else {
        format!("via {via}; {} inferences", proof.size)
    }
}

/// The broken rule in words, and the chain lines leading to it.
fn describe_conflict(prop: &Prop) -> (String, Vec<String>) {
    match prop.conflict {
        Some(Conflict::Clash { cell, digit, cause }) => {
            let line = prop.clash_line(cell, digit, cause);
            match prop.cause(Lit::new(cell, digit, false)) {
                Cause::Placed(on) if on.cell() == cell => (
                    format!(
                        "{} must be both {} and {digit}",
                        cell_name(cell),
                        on.digit()
                    ),
                    vec![prop.line(on), line],
                ),
                Cause::Placed(on) => (
                    format!(
                        "{} must be {digit} and {} must be {digit} as well",
                        cell_name(on.cell()),
                        cell_name(cell)
                    ),
                    vec![prop.line(on), line],
                ),
                Cause::Locked(from, to) => (
                    format!(
                        "{} must be {digit}, yet {digit} in {} lies only where it meets {}",
                        cell_name(cell),
                        house_name(from as usize),
                        house_name(to as usize)
                    ),
                    vec![line],
                ),
                _ => (
                    format!("{} must be {digit} after all", cell_name(cell)),
                    vec![line],
                ),
            }
        }
        Some(Conflict::EmptyCell(cell)) => (
            format!("{} has no candidate left", cell_name(cell)),
            prop.conflict_ends()
                .0
                .into_iter()
                .map(|l| prop.line(l))
                .collect(),
        ),
        Some(Conflict::EmptyHouse(h, d)) => (
            format!("{d} has no place left in {}", house_name(h)),
            prop.conflict_ends()
                .0
                .into_iter()
                .map(|l| prop.line(l))
                .collect(),
        ),
        None => (String::new(), Vec::new()),
    }
}

/// A set of assumptions one of which is true.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Group {
    /// The candidates of a cell.
    Cell(usize),
    /// The places of a digit in a house.
    House(usize, u8),
    /// A candidate, true or false.
    Either(usize, u8),
}

impl Group {
    /// The assumptions of the group.
    fn premises(self, base: &Base) -> Vec<Lit> {
        match self {
            Group::Cell(c) => digits_of(base.cand(c))
                .map(|d| Lit::new(c, d, true))
                .collect(),
            Group::House(h, d) => cells(base.cells_with(d) & HOUSE_SETS[h])
                .map(|c| Lit::new(c, d, true))
                .collect(),
            Group::Either(c, d) => vec![Lit::new(c, d, true), Lit::new(c, d, false)],
        }
    }

    /// The group in a figure: its cell or house to look at first, its
    /// alternatives as on candidates and, for a cell's candidates or a
    /// house's places, links from the first alternative to the others, so
    /// that each branch starts where a link ended: strong between two
    /// (a bivalue cell or a conjugate pair: one of them is true), weak to
    /// each of three or more (no two of them are true).
    fn draw(self, base: &Base, fig: &mut Figure) {
        match self {
            Group::Cell(c) | Group::Either(c, _) => {
                fig.cell(c, Role::Focus);
            }
            Group::House(h, _) => {
                fig.grid_house(h, Role::Focus);
            }
        }
        if let Group::Either(c, d) = self {
            fig.candidate(c, d, Role::On);
            return;
        }
        let premises = self.premises(base);
        for p in &premises {
            fig.candidate(p.cell(), p.digit(), Role::On);
        }
        if let [first, rest @ ..] = &premises[..] {
            for other in rest {
                fig.link(first.node(), other.node(), rest.len() == 1);
            }
        }
    }

    /// The alternatives in words: "whether r1c2 is 5 or 7".
    fn text(self, base: &Base) -> String {
        match self {
            Group::Cell(c) => {
                let names: Vec<String> = digits_of(base.cand(c)).map(|d| d.to_string()).collect();
                format!("whether {} is {}", cell_name(c), join_or(&names))
            }
            Group::House(h, d) => {
                let names: Vec<String> = cells(base.cells_with(d) & HOUSE_SETS[h])
                    .map(cell_name)
                    .collect();
                format!(
                    "wherever {d} goes in {} ({})",
                    house_name(h),
                    join_or(&names)
                )
            }
            Group::Either(c, d) => format!("whether {} is {d} or not", cell_name(c)),
        }
    }
}

/// Every group of the position: cells with two or more candidates, digits
/// with two or more places in a house, every candidate.
fn groups(g: &Grid) -> impl Iterator<Item = Group> + '_ {
    let cells_ = (0..CELLS)
        .filter(|&c| g.cand[c].count_ones() >= 2)
        .map(Group::Cell);
    let houses = (0..27).flat_map(move |h| {
        (1..=9u8)
            .filter(move |&d| g.house_cells_with(h, d).count_ones() >= 2)
            .map(move |d| Group::House(h, d))
    });
    let either =
        (0..CELLS).flat_map(move |c| digits_of(g.cand[c]).map(move |d| Group::Either(c, d)));
    cells_.chain(houses).chain(either)
}

/// A conclusion every assumption of a group leads to.
struct Verity {
    group: Group,
    conclusion: Lit,
    proof: Proof,
}

/// Reports the conclusions common to every assumption of a group,
/// shortest derivations first.
fn verities(g: &Grid, f: &mut Finds, mode: Mode) {
    let t = tables(g, mode);
    let mut prop = Prop::new(&t.base, mode.rules());
    let mut found: Vec<Verity> = Vec::new();
    for group in groups(g) {
        let premises = group.premises(&t.base);
        let Some(common) = common_facts(&t, &premises) else {
            continue;
        };
        let conclusions: Vec<Lit> = (0..18)
            .flat_map(|k| {
                let d = (k % 9) as u8 + 1;
                cells(common[k]).map(move |c| Lit::new(c, d, k < 9))
            })
            .collect();
        if conclusions.is_empty() {
            continue;
        }
        let mut proofs = vec![Proof::default(); conclusions.len()];
        for &p in &premises {
            prop.run(p);
            for (proof, &c) in proofs.iter_mut().zip(&conclusions) {
                let branch = prop.proof(&[c], Proof::default());
                proof.size += branch.size;
                proof.net |= branch.net;
                proof.locked |= branch.locked;
                proof.cells |= branch.cells;
            }
        }
        for (proof, conclusion) in proofs.into_iter().zip(conclusions) {
            if mode.owns(&proof) {
                found.push(Verity {
                    group,
                    conclusion,
                    proof,
                });
            }
        }
    }
    found.sort_by_key(|v| v.proof.size);
    for v in found {
        if f.add(verity_step(&mut prop, &t.base, &v, mode, f.texts())) {
            return;
        }
    }
}

/// The placements (0..9) and removals (9..18) every assumption leads to;
/// `None` when one of them breaks a rule (a contradiction's business).
fn common_facts(t: &Tables, premises: &[Lit]) -> Option<[Set; 18]> {
    let mut common = [!0u128; 18];
    for &p in premises {
        let facts = t.facts(p)?;
        for (c, f) in common.iter_mut().zip(facts) {
            *c &= f;
        }
    }
    Some(common)
}

/// The step of a verity, with its chain lines or net size, and with its
/// figure when `texts`: the group (see [`Group::draw`]), the conclusion
/// as the target, and each branch's derivation of it from its assumption
/// in turn (see [`Prop::draw`]).
fn verity_step(prop: &mut Prop, base: &Base, v: &Verity, mode: Mode, texts: bool) -> Step {
    let (cell, d) = (v.conclusion.cell(), v.conclusion.digit());
    let step = Step::new(mode.verity(), digit_mask(d), v.proof.cells);
    let mut fig = Figure::default();
    if texts {
        fig.candidate(cell, d, Role::Target);
        v.group.draw(base, &mut fig);
    }
    let (mut step, outcome) = if v.conclusion.on() {
        (
            step.place(cell, d),
            format!("{} must be {d}", cell_name(cell)),
        )
    } else {
        (
            step.eliminate(bit(cell), d),
            format!("{} cannot be {d}", cell_name(cell)),
        )
    };
    let branches: Vec<String> = v
        .group
        .premises(base)
        .into_iter()
        .map(|p| {
            prop.run(p);
            if texts {
                prop.draw(&[v.conclusion], &mut fig);
            }
            match mode {
                Mode::Chain => prop.line(v.conclusion),
                Mode::Net | Mode::DeepNet => {
                    let placed = prop.placements(&[v.conclusion]);
                    let names: Vec<String> = placed.iter().map(|l| l.notation()).collect();
                    if names.is_empty() {
                        format!("{} directly", p.notation())
                    } else {
                        format!("{}: {}", p.notation(), names.join(", "))
                    }
                }
            }
        })
        .collect();
    step.figure = fig;
    let detail = match mode {
        Mode::Chain => branches.join("; "),
        Mode::Net | Mode::DeepNet => {
            let with = if v.proof.locked {
                ", with box-line intersections"
            } else {
                ""
            };
            format!("{}; {} inferences{with}", branches.join("; "), v.proof.size)
        }
    };
    let name = mode.verity().name();
    let notation = format!("{name}: {}, {outcome} ({detail})", v.group.text(base));
    let text = match mode {
        Mode::Chain => {
            let walks: Vec<String> = branches.iter().map(|l| line_words(l, false)).collect();
            format!(
                "{name}: {}, {outcome}: {}",
                v.group.text(base),
                walks.join("; ")
            )
        }
        Mode::Net | Mode::DeepNet => format!(
            "{name}: {}, {outcome}: each case, followed branch by branch, leads there \
             ({} inferences in all)",
            v.group.text(base),
            v.proof.size
        ),
    };
    step.because(super::Reason::new(text, notation))
}

/// Words joined as alternatives: "a", "a or b", "a, b or c".
fn join_or(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests;
