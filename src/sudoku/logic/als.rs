//! Almost locked sets: the ALS XZ-Rule, ALS XY-Wing, ALS XY-Chain and
//! Death Blossom, as HoDoKu finds them.
//!
//! Every technique here rests on one fact: an almost locked set (`n` cells
//! of a house with `n + 1` digits, see [`sets`]) that loses one of its
//! digits is locked, so each of its other digits is placed in it. Chains
//! of sets joined by restricted commons pass that along; a digit `z` that
//! must then be in one of two sets leaves every cell seeing all of its
//! places in both. The step's digits are the digits eliminated, as in
//! HoDoKu's library.
//!
//! A step's figure (drawn only when sentences are wanted) marks each set's
//! candidates `Set(1)`, `Set(2)`, ... as its sentence names the sets, the
//! eliminated digits' candidates in the sets that prove them `Target`, and
//! links each restricted common (a weak link between its places in two
//! sets), joined inside a set by the strong link from the digit it loses
//! to the one it then holds.

mod blossom;
mod chain;
mod sets;

use super::grid::{cells, positions, Grid, Set};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, Mask};
use crate::outcome::{Figure, Node, Role};
use sets::Als;
use std::collections::HashSet;

/// Eliminations being gathered for one step: a set of cells per digit.
#[derive(Clone, Copy, Default)]
struct Removals([Set; 9]);

impl Removals {
    /// Removes `d` from every cell of `set`.
    fn add(&mut self, set: Set, d: u8) {
        self.0[d as usize - 1] |= set;
    }

    /// The digits removed somewhere.
    fn digits(&self) -> Mask {
        (1..=9u8)
            .filter(|&d| self.0[d as usize - 1] != 0)
            .fold(0, |m, d| m | digit_mask(d))
    }

    /// A step of `strategy` (digits: those removed) making these removals.
    fn step(&self, strategy: Strategy, pattern: Set) -> Step {
        let mut step = Step::new(strategy, self.digits(), pattern);
        for d in 1..=9u8 {
            step = step.eliminate(self.0[d as usize - 1], d);
        }
        step
    }
}

/// The group node of the places of `d` in a set.
fn node(als: &Als, d: u8) -> Node {
    Node::group(&positions(als.with(d)).collect::<Vec<_>>(), d)
}

/// Marks the candidates of the sets `Set(1)`, `Set(2)`, ... in order,
/// those of the digits in `removed` (the step's eliminated digits) in the
/// sets `targets` (indices into `sets`) `Target` first.
fn mark_sets(fig: &mut Figure, sets: &[&Als], targets: &[usize], removed: Mask) {
    for &k in targets {
        let als = sets[k];
        for z in digits_of(als.digits & removed) {
            fig.candidates(positions(als.with(z)), z, Role::Target);
        }
    }
    for (k, als) in sets.iter().enumerate() {
        for d in digits_of(als.digits) {
            fig.candidates(positions(als.with(d)), d, Role::Set(k as u8 + 1));
        }
    }
}

/// Draws the links of a chain of sets: each restricted common `rcs[k]`
/// (a weak link from the places of the digit in `sets[k]` to those in
/// `sets[k + 1]`), and between two of them the strong link inside the set
/// from the digit it is entered with to the one it leaves with (that set,
/// having lost the first, is locked and holds the second).
fn draw_rc_chain(fig: &mut Figure, sets: &[&Als], rcs: &[u8]) {
    for (k, &x) in rcs.iter().enumerate() {
        if k > 0 {
            fig.link(node(sets[k], rcs[k - 1]), node(sets[k], x), true);
        }
        fig.link(node(sets[k], x), node(sets[k + 1], x), false);
    }
}

/// Adds to `out` the eliminations of two sets that cannot both be locked
/// (one of them holds every digit it has but `excluded`): each other digit
/// `z` common to both leaves the cells that see all its places in both.
fn common_removals(one: &Als, other: &Als, excluded: Mask, out: &mut Removals) {
    for z in digits_of(one.digits & other.digits & !excluded) {
        out.add(one.seers(z) & other.seers(z), z);
    }
}

/// **Almost Locked Set XZ-Rule.** Two ALSs A and B with a restricted
/// common x: x is in at most one of them, so the other is locked and holds
/// every other common digit z — every cell seeing all the z of both loses
/// z. Doubly linked (two RCs x and y), each set minus x and y is a locked
/// set: its other digits leave every cell seeing all their places, and
/// both RCs leave cells seeing all of theirs.
pub(super) fn als_xz(g: &Grid, f: &mut Finds) {
    let links = sets::links(g, f.options().overlapping_als);
    let alses = &links.alses;
    let mut seen = HashSet::new();
    for link in links.list.iter().filter(|l| l.a < l.b) {
        let (a, b) = (&alses[link.a], &alses[link.b]);
        let mut out = Removals::default();
        for x in digits_of(link.digits) {
            common_removals(a, b, digit_mask(x), &mut out);
        }
        if link.digits.count_ones() == 2 {
            for (one, other) in [(a, b), (b, a)] {
                for d in digits_of(one.digits & !link.digits) {
                    out.add(one.seers(d) & !other.cells, d);
                }
            }
        }
        if out.digits() == 0 || !seen.insert(out.0) {
            continue;
        }
        let reason = || {
            let text = xz_text(a, b, link.digits, out.digits());
            let kind = if link.digits.count_ones() == 2 {
                format!(
                    "restricted commons {} (doubly linked)",
                    and_digits(link.digits)
                )
            } else {
                format!("restricted common {}", and_digits(link.digits))
            };
            let notation = format!(
                "Almost Locked Set XZ-Rule: A = {} and B = {} share the {kind}",
                als_text(a),
                als_text(b)
            );
            super::Reason::new(text, notation)
        };
        let draw = |fig: &mut Figure| {
            mark_sets(fig, &[a, b], &[0, 1], out.digits());
            // Doubly linked, the two commons close a loop through both sets.
            let rcs: Vec<u8> = digits_of(link.digits).collect();
            match rcs[..] {
                [x, y] => {
                    draw_rc_chain(fig, &[a, b, a], &[x, y]);
                    fig.link(node(a, y), node(a, x), true);
                }
                _ => draw_rc_chain(fig, &[a, b], &rcs),
            }
        };
        if f.add_drawn(out.step(Strategy::AlsXz, a.cells | b.cells), reason, draw) {
            return;
        }
    }
}

/// **Almost Locked Set XY-Wing.** A middle ALS C with restricted commons x
/// to A and y to B (not both the same single digit): if A is not locked, x
/// is in A, C loses x and is locked, so y is in C and B is locked. So A or
/// B holds every other digit z common to both, and cells seeing all the z
/// of A and B lose it. A and B may not contain one another (nor overlap,
/// unless overlapping sets are allowed).
pub(super) fn als_xy_wing(g: &Grid, f: &mut Finds) {
    let overlap = f.options().overlapping_als;
    let links = sets::links(g, overlap);
    let alses = &links.alses;
    let mut seen = HashSet::new();
    for c in 0..alses.len() {
        let around = links.from(c);
        for (k, l1) in around.iter().enumerate() {
            for l2 in &around[k + 1..] {
                let single_same = l1.digits == l2.digits && l1.digits.count_ones() == 1;
                if single_same {
                    continue;
                }
                let (a, b) = (&alses[l1.b], &alses[l2.b]);
                let union = a.cells | b.cells;
                if (!overlap && a.cells & b.cells != 0) || union == a.cells || union == b.cells {
                    continue;
                }
                let mut out = Removals::default();
                common_removals(a, b, l1.digits | l2.digits, &mut out);
                if out.digits() == 0 || !seen.insert(out.0) {
                    continue;
                }
                let middle = &alses[c];
                let reason = || {
                    let notation = format!(
                        "Almost Locked Set XY-Wing: A = {}, B = {} and C = {}; \
                         A and C are linked by {}, B and C by {}",
                        als_text(a),
                        als_text(b),
                        als_text(middle),
                        and_digits(l1.digits),
                        and_digits(l2.digits)
                    );
                    let (x, y) = wing_commons(l1.digits, l2.digits);
                    let text = format!(
                        "Almost Locked Set XY-Wing: {}; {}; {}. {ALS_RULE}. {}. {}. \
                         If A does not hold {x}, its other digits fill it. If it does, C loses {x} \
                         and its other digits fill it, {y} among them, so B loses {y} and its other \
                         digits fill it. Either way A or B is filled by its digits other than {x} and {y}: {}",
                        als_define("A", a),
                        als_define("B", b),
                        als_define("C", middle),
                        restricted(x, "A", "C"),
                        restricted(y, "B", "C"),
                        either_holds(out.digits(), "A", "B"),
                    );
                    super::Reason::new(text, notation)
                };
                let draw = |fig: &mut Figure| {
                    mark_sets(fig, &[a, b, middle], &[0, 1], out.digits());
                    // A to C by x, C to B by y: two different commons.
                    let (x, y) = wing_commons(l1.digits, l2.digits);
                    draw_rc_chain(fig, &[a, middle, b], &[x, y]);
                };
                let pattern = union | middle.cells;
                if f.add_drawn(out.step(Strategy::AlsXyWing, pattern), reason, draw) {
                    return;
                }
            }
        }
    }
}

/// The commons an ALS XY-Wing's figure shows: x of the first link's
/// `one` and y of the second's `two`, different (the lowest such).
fn wing_commons(one: Mask, two: Mask) -> (u8, u8) {
    digits_of(one)
        .flat_map(|x| digits_of(two).map(move |y| (x, y)))
        .find(|(x, y)| x != y)
        .unwrap_or((1, 1))
}

/// **Almost Locked Set XY-Chain.** Four or more ALSs, each joined to the
/// next by restricted commons, the RC of each link differing from the one
/// used by the link before (that set lost it and is locked, so the next RC
/// is placed in it). If the first set is not locked, the last one is: a
/// digit z common to both ends (other than the RCs the end links use)
/// leaves every cell seeing all the z of both. As in HoDoKu, a chain has
/// at most seven sets, none twice, a doubly linked first link is tried
/// with each RC, and a link using both its RCs passes only the lower on.
pub(super) fn als_chain(g: &Grid, f: &mut Finds) {
    let links = sets::links(g, f.options().overlapping_als);
    chain::search(&links, f);
}

/// **Death Blossom.** A stem cell each of whose candidates d sees all the
/// d of an ALS (a petal; petals do not overlap unless allowed): whichever
/// digit the stem takes, that petal loses it and is locked. A digit z that
/// is not a stem candidate but is in every petal is then in one of them,
/// so cells (outside the petals and the stem) seeing all the z of every
/// petal lose it.
pub(super) fn death_blossom(g: &Grid, f: &mut Finds) {
    let alses = sets::alses(g);
    blossom::search(g, &alses, f.options().overlapping_als, f);
}

/// Numbers in words, for "four digits for three cells".
const NUMBERS: [&str; 11] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
];

/// A set defined in words the first time it is named: "A is r1c4, r1c6
/// and r2c5, which hold only 1, 3, 5 and 8 (four digits for three cells)".
fn als_define(name: &str, als: &Als) -> String {
    let n = als.cells.count_ones() as usize;
    if n == 1 {
        let cell = cell_name(als.cells.trailing_zeros() as usize);
        return format!(
            "{name} is {cell}, which holds only {}",
            and_digits(als.digits)
        );
    }
    format!(
        "{name} is {}, which hold only {} ({} digits for {} cells)",
        super::grid::cell_list(als.cells),
        and_digits(als.digits),
        NUMBERS[(n + 1).min(10)],
        NUMBERS[n.min(10)],
    )
}

/// Why an almost locked set works, said once after the sets are defined.
const ALS_RULE: &str = "A set with one digit more than cells can lack at most one of its \
                        digits: take one away and its other digits fill it";

/// "5 can be in only one of A and B (every 5 of A sees every 5 of B)".
fn restricted(x: u8, one: &str, two: &str) -> String {
    format!(
        "{x} can be in only one of {one} and {two} (every {x} of {one} sees every {x} of {two})"
    )
}

/// The conclusion of two sets one of which is filled: each removed digit
/// `z` is in one of them, so the cells seeing all its places lose it.
fn either_holds(removed: Mask, one: &str, two: &str) -> String {
    let digits = and_digits(removed);
    if removed.count_ones() == 1 {
        format!("{digits} is in {one} or {two}, so a cell that sees every {digits} of both cannot be {digits}")
    } else {
        format!(
            "{digits} are each in {one} or {two}, so a cell that sees every place of one of them \
             in both cannot be that digit"
        )
    }
}

/// The ALS XZ-Rule in words: the two sets, the restricted common(s) and
/// why the removed digits go.
fn xz_text(a: &Als, b: &Als, rcs: Mask, removed: Mask) -> String {
    let sets = format!("{}; {}", als_define("A", a), als_define("B", b));
    let mut rc = digits_of(rcs);
    let x = rc.next().unwrap_or(1);
    match rc.next() {
        None => format!(
            "Almost Locked Set XZ-Rule: {sets}. {ALS_RULE}. {}. So one of them lacks {x} and is \
             filled by its other digits: {}",
            restricted(x, "A", "B"),
            either_holds(removed, "A", "B"),
        ),
        Some(y) => format!(
            "Almost Locked Set XZ-Rule: {sets}. {ALS_RULE}. {x} and {y} can each be in only one \
             of them (every {x} of A sees every {x} of B, and every {y} of A every {y} of B), so \
             one set holds {x} and the other {y}, and each holds all its \
             other digits: a digit held by a set leaves every cell that sees all its places there, \
             and {x} and {y} leave the cells that see all their places in both"
        ),
    }
}

/// A set in a sentence: its cells and digits, "r1c2,r1c5 {147}".
fn als_text(als: &Als) -> String {
    let names: Vec<String> = cells(als.cells).map(cell_name).collect();
    format!("{} {{{}}}", names.join(","), compact_digits(als.digits))
}

/// Digits written together: "147".
fn compact_digits(mask: Mask) -> String {
    digits_of(mask).map(|d| char::from(b'0' + d)).collect()
}

/// Digits in a sentence: "4", "4 and 7".
fn and_digits(mask: Mask) -> String {
    super::grid::digit_list(mask)
}

#[cfg(test)]
mod tests;
