//! Uniqueness: the unique rectangle tests 1-6, the hidden rectangle, the
//! avoidable rectangles of type 1 and 2, and the bivalue universal grave + 1.
//!
//! Every technique here assumes the puzzle has exactly one solution: a
//! "deadly pattern" (two digits on the four corners of a rectangle that
//! spans two rows, two columns and two boxes) could swap its digits and
//! give a second solution, so the position must avoid it.
//!
//! The unique rectangles are four empty cells where no placed digit rules
//! out the two digits, at least one of them with only those two candidates
//! (HoDoKu's definition with its default switch allowing candidates of the
//! pair to be missing; the uniqueness argument holds all the same, since
//! it is about the digits of the solution). The avoidable rectangles are
//! made of digits placed by the solver (never givens) on two cells of one
//! box and the two cells facing them in another box.

use super::grid::{
    bit, cell_houses, cell_list, cells, col_of, common_peers, count, digit_list, house_name,
    positions, row_of, Grid, Set, HOUSE_SETS, PEERS,
};
use super::{Finds, Step, Strategy};
use crate::board::{box_of, cell_name, digit_mask, digits_of, single_digit, Mask, CELLS};
use crate::board::{House, Pos};
use crate::outcome::{Figure, Node, Role};

#[cfg(test)]
mod tests;

/// **Uniqueness Test 1.** Three corners of a rectangle hold only the pair:
/// the fourth corner cannot take either digit of it, or the two digits
/// could swap.
pub(super) fn uniqueness_1(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Uniqueness Test 2.** Two corners on one side of a rectangle hold only
/// the pair, the other two the pair and one same extra digit: one of them
/// takes the extra digit, so every cell seeing both loses it.
pub(super) fn uniqueness_2(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Uniqueness Test 3.** Two corners on one side of a rectangle hold
/// extra candidates: together they act as one cell holding the extra
/// digits, which may form a naked subset with other cells of a house they
/// share (row, column or box); the subset's digits leave the rest of that
/// house (and of the box too when the subset lies in one).
pub(super) fn uniqueness_3(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Uniqueness Test 4.** Two corners on one line hold extra candidates,
/// and one digit of the pair has no other place in the houses they share:
/// one of them takes it, so neither can take the other digit of the pair.
pub(super) fn uniqueness_4(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Uniqueness Test 5.** Like test 2, with the extra digit on two
/// diagonal corners or on three corners: cells seeing all of them lose it.
pub(super) fn uniqueness_5(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Uniqueness Test 6.** Two diagonal corners hold only the pair, and one
/// digit of the pair appears in the rectangle's two rows and two columns
/// only on its corners (an X-Wing): it must take the pair-only diagonal,
/// so the other two corners lose it.
pub(super) fn uniqueness_6(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Hidden Rectangle.** A corner holding only the pair (one such corner, or
/// two on a diagonal): when one digit of the pair lies only on the
/// rectangle in the row and the column of the opposite corner, that
/// corner cannot take the other digit.
pub(super) fn hidden_rectangle(g: &Grid, f: &mut Finds) {
    unique_rectangles(g, f);
}

/// **Avoidable Rectangle Type 1.** Three corners of a rectangle hold placed
/// digits (not givens) so that the fourth corner's candidate would let the
/// digits swap: it loses that candidate.
pub(super) fn avoidable_rectangle_1(g: &Grid, f: &mut Finds) {
    avoidable_rectangles(g, f);
}

/// **Avoidable Rectangle Type 2.** Two placed digits (not givens) in one
/// box, and facing them two empty bivalue cells that would complete the
/// swap, with the same extra digit: one of them takes it, so every cell
/// seeing both loses it.
pub(super) fn avoidable_rectangle_2(g: &Grid, f: &mut Finds) {
    avoidable_rectangles(g, f);
}

/// **Bivalue Universal Grave + 1.** Every empty cell has two candidates but
/// one, which has three, and every digit appears twice in each house where
/// it appears but one digit, three times in that cell's row, column and
/// box: without that digit the cell would leave a grid with no solution or
/// several (a bivalue universal grave), so it keeps only that digit.
///
/// HoDoKu's rule; the grave is checked in full (no other cell with one
/// candidate, no digit once in a house), since a hidden or naked single
/// breaks the argument.
pub(super) fn bug_plus_1(g: &Grid, f: &mut Finds) {
    let mut three = None;
    for i in 0..CELLS {
        match g.cand[i].count_ones() {
            0 if g.value[i] != 0 => {}
            2 => {}
            3 if three.is_none() => three = Some(i),
            _ => return,
        }
    }
    let Some(cell) = three else { return };
    let Some(digit) = bug_digit(g, cell) else {
        return;
    };
    let others = g.cand[cell] & !digit_mask(digit);
    let mut step = Step::new(Strategy::BugPlus1, 0, bit(cell));
    for d in digits_of(others) {
        step = step.eliminate(bit(cell), d);
    }
    let reason = || {
        format!(
            "Bivalue Universal Grave + 1: every other empty cell has two candidates and {digit} \
         appears three times in the row, column and box of {}, so it is {digit}",
            cell_name(cell)
        )
    };
    f.add_drawn(step, reason, |fig| draw_bug(fig, g, cell, digit));
}

/// The digit of `cell` that appears three times in each house of the cell,
/// when every other house has each digit twice or not at all (and the
/// cell's houses have every other digit so).
fn bug_digit(g: &Grid, cell: usize) -> Option<u8> {
    let mut digit = None;
    let houses = cell_houses(cell);
    for h in 0..27 {
        for d in 1..=9u8 {
            match count(g.house_cells_with(h, d)) {
                0 | 2 => {}
                3 if houses.contains(&h) && g.has(cell, d) && digit.is_none_or(|e| e == d) => {
                    digit = Some(d);
                }
                _ => return None,
            }
        }
    }
    let d = digit?;
    houses
        .iter()
        .all(|&h| count(g.house_cells_with(h, d)) == 3)
        .then_some(d)
}

/// A unique rectangle: four empty cells on two rows, two columns and two
/// boxes that could all hold the digits of `pair`.
struct Rect {
    /// The corners, (top left, top right, bottom left, bottom right).
    corners: [usize; 4],
    /// The corners as a set.
    set: Set,
    /// The two digits.
    pair: Mask,
    /// The corners holding only digits of the pair.
    two: Set,
    /// The corners holding other candidates too.
    extra: Set,
}

impl Rect {
    /// The rectangle on the cells of `set` (four corners) with digits `pair`.
    fn new(g: &Grid, set: Set, pair: Mask) -> Rect {
        let mut corners = [0; 4];
        for (k, i) in cells(set).enumerate().take(4) {
            corners[k] = i;
        }
        let two = cells(set)
            .filter(|&i| g.cand[i] & !pair == 0)
            .fold(0, |s, i| s | bit(i));
        Rect {
            corners,
            set,
            pair,
            two,
            extra: set & !two,
        }
    }

    /// The two digits, smaller first.
    fn digits(&self) -> (u8, u8) {
        let d1 = self.pair.trailing_zeros() as u8 + 1;
        let d2 = 16 - self.pair.leading_zeros() as u8;
        (d1, d2)
    }

    /// The corner diagonally opposite corner `i`.
    fn opposite(&self, i: usize) -> usize {
        let k = self.corners.iter().position(|&c| c == i).unwrap_or(0);
        self.corners[3 - k]
    }

    /// The rectangle in a sentence: "1 and 3 in r5c8, r5c9, r8c8 and r8c9".
    fn name(&self) -> String {
        let (d1, d2) = self.digits();
        format!("{d1} and {d2} in {}", cell_list(self.set))
    }

    /// The rectangle in a figure: its corners as pattern cells and the
    /// digits of the pair each corner still has as base candidates.
    fn draw(&self, fig: &mut Figure, g: &Grid) {
        for i in cells(self.set) {
            fig.cell(Pos::new(i), Role::Pattern);
            for d in digits_of(g.cand[i] & self.pair) {
                fig.candidate(Pos::new(i), d, Role::Base);
            }
        }
    }

    /// The other corner on the row of corner `i`.
    fn row_mate(&self, i: usize) -> usize {
        cells(self.set & HOUSE_SETS[row_of(i)] & !bit(i))
            .next()
            .unwrap_or(i)
    }

    /// The other corner on the column of corner `i`.
    fn col_mate(&self, i: usize) -> usize {
        cells(self.set & HOUSE_SETS[9 + col_of(i)] & !bit(i))
            .next()
            .unwrap_or(i)
    }

    /// A step of `strategy` on this rectangle (its two digits, its corners and `more` cells).
    fn step(&self, strategy: Strategy, more: Set) -> Step {
        Step::new(strategy, self.pair, self.set | more)
    }
}

/// Draws the strong links of digit `d` between the cells of `pairs`
/// (conjugate pairs the test relies on), skipping a pair one of whose
/// cells lacks the digit (a corner may have lost a digit of the pair), in
/// chain order: each link starts at the first pair's first cell or where
/// an earlier link ended, turned around when that is its other end.
fn conjugates(fig: &mut Figure, g: &Grid, d: u8, pairs: &[(usize, usize)]) {
    let mut left: Vec<(usize, usize)> = pairs
        .iter()
        .copied()
        .filter(|&(a, b)| g.has(a, d) && g.has(b, d))
        .collect();
    let Some(&(start, _)) = left.first() else {
        return;
    };
    let mut reached = vec![start];
    while let Some(k) = left
        .iter()
        .position(|(a, b)| reached.contains(a) || reached.contains(b))
    {
        let (a, b) = left.remove(k);
        let (from, to) = if reached.contains(&a) { (a, b) } else { (b, a) };
        fig.link(Node::at(Pos::new(from), d), Node::at(Pos::new(to), d), true);
        reached.push(to);
    }
}

/// Test 6's X-Wing on the rectangle as a loop of four strong links, from
/// the corner `a` with extra candidates (`b` is the other, diagonal to it):
/// along its row, down a column to `b`, along `b`'s row and back.
fn x_wing_loop(r: &Rect, a: usize, b: usize) -> [(usize, usize); 4] {
    let (ta, tb) = (r.row_mate(a), r.row_mate(b));
    [(a, ta), (ta, b), (b, tb), (tb, a)]
}

/// The figure of a bivalue universal grave + 1: the cell to look at, the
/// digit it keeps as the target, and that digit's other places in the
/// cell's row, column and box (two more in each), which are outlined.
fn draw_bug(fig: &mut Figure, g: &Grid, cell: usize, digit: u8) {
    fig.cell(Pos::new(cell), Role::Focus)
        .candidate(Pos::new(cell), digit, Role::Target);
    for h in cell_houses(cell) {
        fig.grid_house(House::new(h), Role::Pattern).candidates(
            positions(g.house_cells_with(h, digit)),
            digit,
            Role::Base,
        );
    }
}

/// Test 3's figure: the rectangle, the naked subset of the corners'
/// extra digits `more` and the `chosen` cells' candidates as one set, and
/// the `houses` it clears.
fn draw_type_3(fig: &mut Figure, g: &Grid, r: &Rect, chosen: Set, more: Mask, houses: &[usize]) {
    r.draw(fig, g);
    for i in cells(r.extra) {
        for e in digits_of(g.cand[i] & more) {
            fig.candidate(Pos::new(i), e, Role::Set(1));
        }
    }
    for i in cells(chosen) {
        for e in digits_of(g.cand[i]) {
            fig.candidate(Pos::new(i), e, Role::Set(1));
        }
    }
    for &k in houses {
        fig.grid_house(House::new(k), Role::Focus);
    }
}

/// Marks the corners of an avoidable rectangle as pattern cells (after
/// any mark the figure gave them already).
fn avoidable_corners(fig: &mut Figure, set: Set) {
    for i in cells(set) {
        fig.cell(Pos::new(i), Role::Pattern);
    }
}

/// The two cells of a two-cell set.
fn two_cells(set: Set) -> (usize, usize) {
    let mut it = cells(set);
    let a = it.next().unwrap_or(0);
    (a, it.next().unwrap_or(a))
}

/// True when two cells share neither a row nor a column.
fn diagonal(a: usize, b: usize) -> bool {
    row_of(a) != row_of(b) && col_of(a) != col_of(b)
}

/// True when every cell of the set lies in one row or in one column.
fn in_one_line(set: Set) -> bool {
    (0..18).any(|h| set & !HOUSE_SETS[h] == 0)
}

/// Every unique rectangle, each once, checked for the wanted technique.
///
/// As HoDoKu searches (with its default of allowing missing candidates):
/// from each bivalue cell `a` (digits `pair`), a cell `b` of its box on its
/// row or column, and the cells `c` and `d` facing them in another box (`c`
/// on `a`'s line). The other corners need only be empty cells where no
/// placed digit rules the pair out (HoDoKu checks `c` for the smaller
/// digit only), so earlier steps may have removed a digit of the pair
/// from them. A rectangle is checked once, with the pair of the first
/// bivalue cell it is found from.
fn unique_rectangles(g: &Grid, f: &mut Finds) {
    let allowed = allowed_cells(g);
    let mut seen: Vec<Set> = Vec::new();
    for a in cells(g.bivalue_cells()) {
        let pair = g.cand[a];
        let mut ds = digits_of(pair);
        let (Some(d1), Some(d2)) = (ds.next(), ds.next()) else {
            continue;
        };
        let (first, both) = (
            allowed[d1 as usize - 1],
            allowed[d1 as usize - 1] & allowed[d2 as usize - 1],
        );
        let (r, c) = (row_of(a), col_of(a));
        let mates = HOUSE_SETS[18 + box_of(a)] & (HOUSE_SETS[r] | HOUSE_SETS[9 + c]);
        for b in cells(mates & both & !bit(a)) {
            let along_row = row_of(b) == r;
            for k in 0..9 {
                let (cc, dd) = if along_row {
                    (k * 9 + c, k * 9 + col_of(b))
                } else {
                    (r * 9 + k, row_of(b) * 9 + k)
                };
                if box_of(cc) == box_of(a) || first & bit(cc) == 0 || both & bit(dd) == 0 {
                    continue;
                }
                let set = bit(a) | bit(b) | bit(cc) | bit(dd);
                if seen.contains(&set) {
                    continue;
                }
                seen.push(set);
                if check_rectangle(g, f, &Rect::new(g, set, pair)) {
                    return;
                }
            }
        }
    }
}

/// For each digit (index `d-1`), the empty cells no placed digit of a peer rules it out of.
fn allowed_cells(g: &Grid) -> [Set; 9] {
    let empty = g.empty_cells();
    let mut out = [empty; 9];
    for i in 0..CELLS {
        if g.value[i] != 0 {
            out[g.value[i] as usize - 1] &= !PEERS[i];
        }
    }
    out
}

/// Reports the wanted technique's steps on one rectangle; true to stop.
fn check_rectangle(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    match f.wanted() {
        Strategy::Uniqueness1 => type_1(g, f, r),
        Strategy::Uniqueness2 | Strategy::Uniqueness5 => type_2_or_5(g, f, r),
        Strategy::Uniqueness3 => type_3(g, f, r),
        Strategy::Uniqueness4 => type_4(g, f, r),
        Strategy::Uniqueness6 => type_6(g, f, r),
        Strategy::HiddenRectangle => hidden(g, f, r),
        _ => true,
    }
}

/// Test 1: one corner with extra candidates loses both digits.
fn type_1(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    if count(r.two) != 3 {
        return false;
    }
    let (d1, d2) = r.digits();
    let step = r
        .step(Strategy::Uniqueness1, 0)
        .eliminate(r.extra, d1)
        .eliminate(r.extra, d2);
    let reason = || {
        format!(
            "Uniqueness Test 1: {} would be a deadly pattern, so {} is neither {d1} nor {d2}",
            r.name(),
            cell_list(r.extra)
        )
    };
    f.add_drawn(step, reason, |fig| {
        fig.cell(Pos::new(r.extra.trailing_zeros() as usize), Role::Focus);
        r.draw(fig, g);
    })
}

/// Tests 2 and 5: the corners with extra candidates share one extra digit
/// (and hold no other); it leaves every cell seeing all of them. Two such
/// corners on a line make test 2, on a diagonal or three of them test 5.
fn type_2_or_5(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    if !(1..=2).contains(&count(r.two)) {
        return false;
    }
    let more = cells(r.extra).fold(0, |m, i| m | (g.cand[i] & !r.pair));
    let Some(x) = single_digit(more) else {
        return false;
    };
    let (a, b) = two_cells(r.extra);
    let strategy = if count(r.extra) == 3 || diagonal(a, b) {
        Strategy::Uniqueness5
    } else {
        Strategy::Uniqueness2
    };
    if strategy != f.wanted() {
        return false;
    }
    let victims = common_peers(r.extra) & g.cells_with(x);
    let step = r.step(strategy, 0).eliminate(victims, x);
    let reason = || {
        format!(
            "{}: to avoid the deadly pattern {}, {x} must go in {}",
            strategy.name(),
            r.name(),
            cell_list(r.extra).replace(" and ", " or ")
        )
    };
    f.add_drawn(step, reason, |fig| {
        r.draw(fig, g);
        fig.candidates(positions(r.extra), x, Role::Fin);
    })
}

/// Test 3: the two corners with extra candidates, taken as one cell holding
/// their extra digits, form a naked subset with cells of a house they share.
fn type_3(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    if count(r.two) != 2 {
        return false;
    }
    let (a, b) = two_cells(r.extra);
    let more = (g.cand[a] | g.cand[b]) & !r.pair;
    let [ra, ca, ba] = cell_houses(a);
    let [rb, cb, bb] = cell_houses(b);
    let shared = [(ra, ra == rb), (ca, ca == cb), (ba, ba == bb)];
    for (h, _) in shared.into_iter().filter(|&(_, same)| same) {
        if type_3_in_house(g, f, r, h, more) {
            return true;
        }
    }
    false
}

/// Test 3 in house `h`: every choice of other cells of the house without
/// the pair whose digits with `more` number one less than the cells (the
/// two corners counting as two).
fn type_3_in_house(g: &Grid, f: &mut Finds, r: &Rect, h: usize, more: Mask) -> bool {
    let mut pool = [0usize; 9];
    let mut n = 0;
    for i in cells(HOUSE_SETS[h] & !r.set) {
        if g.cand[i] != 0 && g.cand[i] & r.pair == 0 {
            pool[n] = i;
            n += 1;
        }
    }
    for pick in 1u32..(1 << n) {
        let chosen = cells(pick as Set).fold(0, |s, k| s | bit(pool[k]));
        let subset = r.extra | chosen;
        if h >= 18 && in_one_line(subset) {
            continue; // found already as a subset of that line
        }
        let digits = cells(chosen).fold(more, |m, i| m | g.cand[i]);
        if digits.count_ones() + 1 != count(subset) {
            continue;
        }
        let mut step = r.step(Strategy::Uniqueness3, chosen);
        let mut houses = vec![h];
        for d in digits_of(digits) {
            step = step.eliminate(g.house_cells_with(h, d) & !subset, d);
        }
        if step.eliminations.is_empty() {
            continue;
        }
        let b = 18 + box_of(r.extra.trailing_zeros() as usize);
        if h < 18 && subset & !HOUSE_SETS[b] == 0 {
            houses.push(b);
            for d in digits_of(digits) {
                step = step.eliminate(g.house_cells_with(b, d) & !subset, d);
            }
        }
        let names: Vec<String> = houses.iter().map(|&k| house_name(k)).collect();
        let reason = || {
            format!(
                "Uniqueness Test 3: to avoid the deadly pattern {}, {} hold one of {}, \
             so with {} they form a naked subset of {} in {}",
                r.name(),
                cell_list(r.extra),
                digit_list(more),
                cell_list(chosen),
                digit_list(digits),
                super::grid::join_and(&names)
            )
        };
        if f.add_drawn(step, reason, |fig| {
            draw_type_3(fig, g, r, chosen, more, &houses)
        }) {
            return true;
        }
    }
    false
}

/// Test 4: the two corners with extra candidates share a line, and one
/// digit of the pair has no place in their shared houses outside them: the
/// other digit leaves both.
fn type_4(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    if count(r.two) != 2 {
        return false;
    }
    let (a, b) = two_cells(r.extra);
    if diagonal(a, b) {
        return false;
    }
    let (d1, d2) = r.digits();
    let seen = common_peers(r.extra);
    let (keep, drop) = if seen & g.cells_with(d1) == 0 {
        (d1, d2)
    } else if seen & g.cells_with(d2) == 0 {
        (d2, d1)
    } else {
        return false;
    };
    let step = r.step(Strategy::Uniqueness4, 0).eliminate(r.extra, drop);
    let reason = || {
        format!(
            "Uniqueness Test 4: in the deadly pattern {}, {keep} must go in {} or {} \
             (no other cell they both see has it), so neither can be {drop}",
            r.name(),
            cell_name(a),
            cell_name(b)
        )
    };
    f.add_drawn(step, reason, |fig| {
        r.draw(fig, g);
        conjugates(fig, g, keep, &[(a, b)]);
    })
}

/// Test 6: the two corners with extra candidates are diagonal, and one
/// digit of the pair lies in the rectangle's rows and columns only on its
/// corners: it leaves the corners with extra candidates.
fn type_6(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    if count(r.two) != 2 {
        return false;
    }
    let (a, b) = two_cells(r.extra);
    if !diagonal(a, b) {
        return false;
    }
    let lines = HOUSE_SETS[row_of(a)]
        | HOUSE_SETS[row_of(b)]
        | HOUSE_SETS[9 + col_of(a)]
        | HOUSE_SETS[9 + col_of(b)];
    let outside = lines & !r.set;
    let (d1, d2) = r.digits();
    let x = if outside & g.cells_with(d1) == 0 {
        d1
    } else if outside & g.cells_with(d2) == 0 {
        d2
    } else {
        return false;
    };
    let step = r.step(Strategy::Uniqueness6, 0).eliminate(r.extra, x);
    let reason = || {
        format!(
            "Uniqueness Test 6: in the deadly pattern {}, {x} lies in its rows and columns \
             only on its corners, so it goes in {}, not in {}",
            r.name(),
            cell_list(r.two),
            cell_list(r.extra)
        )
    };
    f.add_drawn(step, reason, |fig| {
        r.draw(fig, g);
        conjugates(fig, g, x, &x_wing_loop(r, a, b));
    })
}

/// Hidden Rectangle: from each pair-only corner (one, or two on a
/// diagonal), a digit of the pair found only on the rectangle in the row
/// and column of the opposite corner keeps the other digit out of it.
fn hidden(g: &Grid, f: &mut Finds, r: &Rect) -> bool {
    let (a, b) = two_cells(r.two);
    if count(r.two) == 2 && !diagonal(a, b) || !(1..=2).contains(&count(r.two)) {
        return false;
    }
    let (d1, d2) = r.digits();
    for corner in cells(r.two) {
        let opp = r.opposite(corner);
        let row = HOUSE_SETS[row_of(opp)] & !r.set;
        let col = HOUSE_SETS[9 + col_of(opp)] & !r.set;
        for (x, y) in [(d1, d2), (d2, d1)] {
            if (row | col) & g.cells_with(x) != 0 {
                continue;
            }
            let step = r.step(Strategy::HiddenRectangle, 0).eliminate(bit(opp), y);
            let reason = || {
                format!(
                    "Hidden Rectangle: in the deadly pattern {} with corner {}, {x} lies in \
                     row {} and column {} only on the rectangle, so {} cannot be {y}",
                    r.name(),
                    cell_name(corner),
                    row_of(opp) + 1,
                    col_of(opp) + 1,
                    cell_name(opp)
                )
            };
            if f.add_drawn(step, reason, |fig| {
                r.draw(fig, g);
                conjugates(fig, g, x, &[(opp, r.row_mate(opp)), (opp, r.col_mate(opp))]);
            }) {
                return true;
            }
        }
    }
    false
}

/// Every avoidable rectangle: two placed (not given) digits in one box on a
/// line, and the two cells facing them on the lines through them in
/// another box, checked for the wanted type.
fn avoidable_rectangles(g: &Grid, f: &mut Finds) {
    let placed = (0..CELLS)
        .filter(|&i| g.value[i] != 0 && g.givens & bit(i) == 0)
        .fold(0, |s, i| s | bit(i));
    for p in cells(placed) {
        let (r, c) = (row_of(p), col_of(p));
        let mates = HOUSE_SETS[18 + box_of(p)] & (HOUSE_SETS[r] | HOUSE_SETS[9 + c]);
        for q in cells(placed & mates & !(bit(p + 1) - 1)) {
            let along_row = row_of(q) == r;
            for k in 0..9 {
                let (a, b) = if along_row {
                    (k * 9 + c, k * 9 + col_of(q))
                } else {
                    (r * 9 + k, row_of(q) * 9 + k)
                };
                let other_box = if along_row {
                    k / 3 != r / 3
                } else {
                    k / 3 != c / 3
                };
                if other_box && check_avoidable(g, f, placed, [p, q, a, b]) {
                    return;
                }
            }
        }
    }
}

/// Checks the rectangle `[p, q, a, b]`: placed digits in `p` and `q`, `a`
/// facing `p` and `b` facing `q`. Swapping needs `a` = digit of `q` and `b`
/// = digit of `p`; true to stop.
fn check_avoidable(g: &Grid, f: &mut Finds, placed: Set, [p, q, a, b]: [usize; 4]) -> bool {
    let (v1, v2) = (g.value[p], g.value[q]);
    let open = |i: usize, d: u8| g.value[i] == 0 && g.has(i, d) && g.cand[i].count_ones() == 2;
    let set = bit(p) | bit(q) | bit(a) | bit(b);
    let pair = digit_mask(v1) | digit_mask(v2);
    let ends = if placed & bit(a) != 0 && g.value[a] == v2 && open(b, v1) {
        Some((b, v1))
    } else if placed & bit(b) != 0 && g.value[b] == v1 && open(a, v2) {
        Some((a, v2))
    } else {
        None
    };
    if let Some((cell, d)) = ends {
        if f.wanted() != Strategy::AvoidableRectangle1 {
            return false;
        }
        let step = Step::new(Strategy::AvoidableRectangle1, pair, set).eliminate(bit(cell), d);
        let reason = || {
            format!(
                "Avoidable Rectangle Type 1: {d} in {} would complete the placed {} in {} \
                 into a rectangle whose digits could swap",
                cell_name(cell),
                digit_list(pair),
                cell_list(set & !bit(cell))
            )
        };
        return f.add_drawn(step, reason, |fig| {
            fig.cell(Pos::new(cell), Role::Focus);
            avoidable_corners(fig, set);
        });
    }
    if f.wanted() != Strategy::AvoidableRectangle2 || !open(a, v2) || !open(b, v1) {
        return false;
    }
    let x = (g.cand[a] & !digit_mask(v2)).trailing_zeros() as u8 + 1;
    if !g.has(b, x) {
        return false;
    }
    let victims = common_peers(bit(a) | bit(b)) & g.cells_with(x);
    let step = Step::new(Strategy::AvoidableRectangle2, pair, set).eliminate(victims, x);
    let reason = || {
        format!(
            "Avoidable Rectangle Type 2: {} and {} cannot be {v2} and {v1} beside the placed \
             {v1} and {v2} in {} and {}, so one of them is {x}",
            cell_name(a),
            cell_name(b),
            cell_name(p),
            cell_name(q)
        )
    };
    f.add_drawn(step, reason, |fig| {
        // The digits that would complete the swap, and the extra one.
        fig.candidate(Pos::new(a), v2, Role::Base)
            .candidate(Pos::new(b), v1, Role::Base)
            .candidate(Pos::new(a), x, Role::Fin)
            .candidate(Pos::new(b), x, Role::Fin);
        avoidable_corners(fig, set);
    })
}
