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

use crate::board::{House, Pos};
use std::cell::RefCell;
use std::rc::Rc;

use super::grid::{bit, cells, house_name, Grid, Set, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, Mask, CELLS};
use crate::outcome::{Figure, Piece, Role};
use propagate::{Base, Cause, Conflict, Fact, Lit, Proof, Prop, Rules, LITS};

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
/// with its figure and sentence when `texts` (see [`draw_contradiction`]
/// and [`contradiction_reason`]).
fn contradiction_step(prop: &Prop, premise: Lit, mode: Mode, texts: bool) -> Step {
    let proof = prop.conflict_proof();
    let (cell, d) = (premise.cell(), premise.digit());
    let step = Step::new(mode.contradiction(), digit_mask(d), proof.cells);
    let step = if premise.on() {
        step.eliminate(bit(cell), d)
    } else {
        step.place(Pos::new(cell), d)
    };
    if !texts {
        return step;
    }
    let lines = conflict_lines(prop);
    step.drawn(|fig| draw_contradiction(fig, prop, premise, &lines))
        .because(contradiction_reason(prop, premise, mode, &proof, &lines))
}

/// The lines drawn for a broken rule: for a clash, the line to the digit
/// the cell must take and the line to its removal; else the line to the
/// broken rule's last fact (see [`Prop::trail`]).
fn conflict_lines(prop: &Prop) -> Vec<Vec<Fact>> {
    let (ends, _) = prop.conflict_ends();
    match prop.conflict {
        Some(Conflict::Clash { cell, digit, .. }) => {
            vec![
                prop.clash_trail(),
                prop.trail(&[Lit::new(cell, digit, false)]),
            ]
        }
        _ => vec![prop.trail(&ends)],
    }
}

/// Why an assumption breaks the rules: in words (a chain's lines walked;
/// a net's drawn lines walked and the facts they also need named) and in
/// chain notation.
fn contradiction_reason(
    prop: &Prop,
    premise: Lit,
    mode: Mode,
    proof: &Proof,
    lines: &[Vec<Fact>],
) -> super::Reason {
    let (broken, chain_lines) = describe_conflict(prop);
    let (ends, _) = prop.conflict_ends();
    let detail = match mode {
        Mode::Chain => chain_lines.join("; "),
        Mode::Net | Mode::DeepNet => net_detail(&prop.placements(&ends), proof),
    };
    let name = mode.contradiction().name();
    let notation = format!(
        "{name}: if {}, then {broken}, a contradiction ({detail}): so {}",
        premise.words(),
        premise.negated().words()
    );
    let how = match mode {
        Mode::Chain => {
            let walks: Vec<String> = chain_lines
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
        Mode::Net | Mode::DeepNet => {
            let walks: Vec<String> = lines
                .iter()
                .map(|l| trail_words(l))
                .filter(|w| !w.is_empty())
                .collect();
            let lines: Vec<&[Fact]> = lines.iter().map(Vec::as_slice).collect();
            format!(
                ": then {}{} ({} inferences in all)",
                walks.join("; and "),
                side_words(prop, &prop.side_facts(&lines, &ends)),
                proof.size
            )
        }
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

/// A drawn line in words, without its first fact: "r3c4 is not 5, so
/// r3c4 is 7".
fn trail_words(line: &[Fact]) -> String {
    let facts: Vec<String> = line.iter().skip(1).map(|(l, _)| l.words()).collect();
    facts.join(", so ")
}

/// The facts a drawn line also needs, in words: ", which also takes what
/// it forces elsewhere: r3c4 is 7 and r5c7 is 3" (empty when none); the
/// eliminations of one box-line intersection told together with it
/// ("r7c5 and r8c5 are not 7 (7 in box 2 lies where it meets column 5)").
fn side_words(prop: &Prop, facts: &[Lit]) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut intersections: Vec<((u8, u8, u8), Vec<String>)> = Vec::new();
    for &l in facts {
        match prop.cause(l) {
            Cause::Locked(from, to) if !l.on() => {
                let key = (from, to, l.digit());
                match intersections.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, cells)) => cells.push(cell_name(l.cell())),
                    None => {
                        intersections.push((key, vec![cell_name(l.cell())]));
                        words.push(String::new());
                    }
                }
            }
            _ => words.push(l.words()),
        }
    }
    let mut told = intersections.into_iter().map(|((from, to, d), cells)| {
        let verb = if cells.len() == 1 { "is" } else { "are" };
        format!(
            "{} {verb} not {d} ({d} in {} lies where it meets {})",
            join_and(&cells),
            house_name(from as usize),
            house_name(to as usize)
        )
    });
    for w in words.iter_mut().filter(|w| w.is_empty()) {
        *w = told.next().unwrap_or_default();
    }
    if words.is_empty() {
        return String::new();
    }
    format!(
        ", which also takes what it forces elsewhere: {}",
        join_and(&words)
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
/// its candidate as the target, the house left without the digit or the
/// cell left without candidates as the pattern, and the drawn `lines`
/// from the assumption to the broken rule (see [`conflict_lines`]), in
/// parts when they are long (see [`Figure::lay_out`]).
fn draw_contradiction(fig: &mut Figure, prop: &Prop, premise: Lit, lines: &[Vec<Fact>]) {
    fig.cell(Pos::new(premise.cell()), Role::Focus).candidate(
        Pos::new(premise.cell()),
        premise.digit(),
        Role::Target,
    );
    match prop.conflict {
        Some(Conflict::EmptyHouse(h, _)) => {
            fig.grid_house(House::new(h), Role::Pattern);
        }
        Some(Conflict::EmptyCell(c)) => {
            fig.cell(Pos::new(c), Role::Pattern);
        }
        _ => {}
    }
    let pieces: Vec<Piece> = lines
        .iter()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let end = l[l.len() - 1].0;
            prop.piece(
                l,
                format!("Suppose {}: then {}", premise.words(), end.words()),
            )
        })
        .collect();
    *fig = std::mem::take(fig).lay_out(pieces);
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

    /// The group in a figure: its cell or house to look at first and its
    /// alternatives as on candidates (each branch's line starts at one).
    fn draw(self, base: &Base, fig: &mut Figure) {
        match self {
            Group::Cell(c) | Group::Either(c, _) => {
                fig.cell(Pos::new(c), Role::Focus);
            }
            Group::House(h, _) => {
                fig.grid_house(House::new(h), Role::Focus);
            }
        }
        if let Group::Either(c, d) = self {
            fig.candidate(Pos::new(c), d, Role::On);
            return;
        }
        for p in self.premises(base) {
            fig.candidate(Pos::new(p.cell()), p.digit(), Role::On);
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
/// as the target, and each branch's line from its assumption to the
/// conclusion (see [`Prop::trail`]), in parts when they are long (see
/// [`Figure::lay_out`]).
fn verity_step(prop: &mut Prop, base: &Base, v: &Verity, mode: Mode, texts: bool) -> Step {
    let (cell, d) = (v.conclusion.cell(), v.conclusion.digit());
    let step = Step::new(mode.verity(), digit_mask(d), v.proof.cells);
    let (mut step, outcome) = if v.conclusion.on() {
        (
            step.place(Pos::new(cell), d),
            format!("{} must be {d}", cell_name(cell)),
        )
    } else {
        (
            step.eliminate(bit(cell), d),
            format!("{} cannot be {d}", cell_name(cell)),
        )
    };
    if !texts {
        return step;
    }
    let mut fig = Figure::default();
    fig.candidate(Pos::new(cell), d, Role::Target);
    v.group.draw(base, &mut fig);
    let mut pieces = Vec::new();
    let mut branches = Vec::new();
    let mut walks = Vec::new();
    for p in v.group.premises(base) {
        prop.run(p);
        let line = prop.trail(&[v.conclusion]);
        let caption = format!("If {}, then {}", p.words(), v.conclusion.words());
        pieces.push(prop.piece(&line, caption));
        branches.push(branch_notation(prop, p, v.conclusion, mode));
        walks.push(match mode {
            Mode::Chain => line_words(&prop.line(v.conclusion), false),
            Mode::Net | Mode::DeepNet => branch_words(prop, p, &line, v.conclusion),
        });
    }
    step.figure = fig.lay_out(pieces);
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
    let total = match mode {
        Mode::Chain => String::new(),
        Mode::Net | Mode::DeepNet => format!(" ({} inferences in all)", v.proof.size),
    };
    let text = format!(
        "{name}: {}, {outcome}: {}{total}",
        v.group.text(base),
        walks.join("; ")
    );
    step.because(super::Reason::new(text, notation))
}

/// A branch of a verity in chain notation: a chain's line, or a net's
/// assumption and the digits it places on the way ("r1c2=5: r3c4=7").
fn branch_notation(prop: &Prop, premise: Lit, conclusion: Lit, mode: Mode) -> String {
    match mode {
        Mode::Chain => prop.line(conclusion),
        Mode::Net | Mode::DeepNet => {
            let placed = prop.placements(&[conclusion]);
            let names: Vec<String> = placed.iter().map(|l| l.notation()).collect();
            if names.is_empty() {
                format!("{} directly", premise.notation())
            } else {
                format!("{}: {}", premise.notation(), names.join(", "))
            }
        }
    }
}

/// A net verity's branch in words: "if r1c2 is 5, then r3c4 is not 5, so
/// r3c4 is 7, which also takes what it forces elsewhere: r5c7 is 3".
fn branch_words(prop: &Prop, premise: Lit, line: &[Fact], conclusion: Lit) -> String {
    let walk = trail_words(line);
    if walk.is_empty() {
        return format!("if {}, that is it", premise.words());
    }
    format!(
        "if {}, then {walk}{}",
        premise.words(),
        side_words(prop, &prop.side_facts(&[line], &[conclusion]))
    )
}

/// Words joined as a list: "a", "a and b", "a, b and c".
fn join_and(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
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
