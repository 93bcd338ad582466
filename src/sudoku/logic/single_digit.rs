//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty
//! Rectangle, and the dual kites and rectangles.
//!
//! Every pattern works on one digit and its conjugate pairs (a house where
//! the digit has exactly two places, one of which must hold it). Two such
//! strong links joined by a weak link (two places seeing each other) form
//! a three-link chain: one of its two free ends holds the digit, so a place
//! seeing both ends cannot. The named patterns are the shapes of that chain
//! HoDoKu singles out; Turbot Fish is any such chain.

use super::chains::draw_chain;
use super::grid::{
    bit, cells, col_of, house_name, positions, row_of, Grid, Set, HOUSE_SETS, PEERS,
};
use super::{Finds, Step, Strategy};
use crate::board::{box_of, cell_name, digit_mask};
use crate::board::{House, Pos};
use crate::outcome::{Figure, Node, Role};

/// Draws the three-link chain `a = b - c = e` of digit `d`, its nodes
/// Off, On, Off, On.
fn draw_three_links(fig: &mut Figure, d: u8, [a, b, c, e]: [usize; 4]) {
    draw_chain(fig, &[a, b, c, e].map(|i| Node::at(Pos::new(i), d)), true);
}

/// A conjugate pair: the only two places `a < b` of a digit in `house`.
#[derive(Clone, Copy, Debug, Default)]
struct Pair {
    house: usize,
    a: usize,
    b: usize,
}

impl Pair {
    /// The pair's two cells as a set.
    fn set(self) -> Set {
        bit(self.a) | bit(self.b)
    }

    /// The pair read from either end: `(start, other)`.
    fn ends(self) -> [(usize, usize); 2] {
        [(self.a, self.b), (self.b, self.a)]
    }
}

/// The conjugate pairs of one digit in a range of houses (at most 27).
struct Pairs {
    list: [Pair; 27],
    len: usize,
}

impl Pairs {
    /// The conjugate pairs of `d` in the houses of `houses`.
    fn of(g: &Grid, d: u8, houses: std::ops::Range<usize>) -> Pairs {
        let mut out = Pairs {
            list: [Pair::default(); 27],
            len: 0,
        };
        for h in houses {
            out.push_house(g, d, h);
        }
        out
    }

    /// The strong links HoDoKu's chains use for `d`: conjugate pairs of
    /// rows and columns, and of boxes when the two cells share no line
    /// (a box pair on one line is a link only when the line is one too).
    fn strong_links(g: &Grid, d: u8) -> Pairs {
        let mut out = Pairs::of(g, d, 0..18);
        for h in 18..27 {
            let places = g.house_cells_with(h, d);
            if places.count_ones() == 2 {
                let mut it = cells(places);
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    if row_of(a) != row_of(b) && col_of(a) != col_of(b) {
                        out.push(Pair { house: h, a, b });
                    }
                }
            }
        }
        out
    }

    /// Adds house `h`'s pair of `d`, if the digit has exactly two places there.
    fn push_house(&mut self, g: &Grid, d: u8, h: usize) {
        let places = g.house_cells_with(h, d);
        if places.count_ones() != 2 {
            return;
        }
        let mut it = cells(places);
        if let (Some(a), Some(b)) = (it.next(), it.next()) {
            self.push(Pair { house: h, a, b });
        }
    }

    fn push(&mut self, p: Pair) {
        self.list[self.len] = p;
        self.len += 1;
    }

    fn as_slice(&self) -> &[Pair] {
        &self.list[..self.len]
    }
}

/// The cell at row `r`, column `c` (0-based).
fn at(r: usize, c: usize) -> usize {
    r * 9 + c
}

/// **Skyscraper.** Two parallel lines where a digit has two places each,
/// with one end of each on a common crossing line (the base): one of the
/// two other ends (the tops) holds the digit, so places seeing both tops
/// lose it. Tops on a common line too would make an X-Wing instead.
pub(super) fn skyscraper(g: &Grid, f: &mut Finds) {
    for d in 1..=9u8 {
        for lines in [0..9, 9..18] {
            let pairs = Pairs::of(g, d, lines);
            let list = pairs.as_slice();
            for (k, &x) in list.iter().enumerate() {
                for &y in &list[k + 1..] {
                    if let Some(step) = skyscraper_step(g, d, x, y, f.texts()) {
                        if f.add(step) {
                            return;
                        }
                    }
                }
            }
        }
    }
}

/// The skyscraper of the parallel conjugate lines `x` and `y`, if their ends
/// meet on one crossing line and the other ends do not.
fn skyscraper_step(g: &Grid, d: u8, x: Pair, y: Pair, texts: bool) -> Option<Step> {
    // The coordinate along the lines: the column for rows, the row for columns.
    let along = |i: usize| if x.house < 9 { col_of(i) } else { row_of(i) };
    let mut found = None;
    for (bx, tx) in x.ends() {
        for (by, ty) in y.ends() {
            if along(bx) == along(by) {
                if found.is_some() {
                    return None; // both ends aligned: an X-Wing
                }
                found = Some((bx, tx, by, ty));
            }
        }
    }
    let (bx, tx, by, ty) = found?;
    let victims = g.cells_with(d) & PEERS[tx] & PEERS[ty];
    if victims == 0 {
        return None;
    }
    let base = if x.house < 9 {
        9 + col_of(bx)
    } else {
        row_of(bx)
    };
    let step = Step::new(Strategy::Skyscraper, digit_mask(d), x.set() | y.set())
        .eliminate(victims, d)
        .drawn_if(texts, |fig| draw_three_links(fig, d, [tx, bx, by, ty]))
        .because_if(texts, || {
            format!(
                "Skyscraper: {} and {}. {} and {} share {}, so at most one of them is {d}: \
                 {}",
                only_places(d, tx, bx, x.house),
                only_places(d, ty, by, y.house),
                cell_name(bx),
                cell_name(by),
                house_name(base),
                one_end_holds(d, tx, ty),
            )
        });
    Some(step)
}

/// A 2-String Kite: a row pair and a column pair of digit `d` with one end
/// of each in a common box (`row_box`, `col_box`), and the place `victim`
/// seeing both free ends.
#[derive(Clone, Copy)]
struct Kite {
    d: u8,
    row: Pair,
    col: Pair,
    row_box: usize,
    col_box: usize,
    victim: usize,
}

/// **2-String Kite.** A row and a column where a digit has two places
/// each, with one end of each (different cells) in a common box: the free
/// end of the row or that of the column holds the digit, so the cell in
/// the free ends' crossing loses it.
pub(super) fn two_string_kite(g: &Grid, f: &mut Finds) {
    let texts = f.texts();
    for d in 1..=9u8 {
        let stop = kites(g, d, &mut |kite| f.add(kite_step(&[kite], texts)));
        if stop {
            return;
        }
    }
}

/// **Dual 2-String Kite.** Two kites whose box ends are the same two
/// cells (in the same or swapped roles) with different eliminations: one
/// step with both. As in HoDoKu, the two kites may be on different digits
/// (each elimination stands on its own kite); the step's digit is the
/// first kite's, kites being taken in digit order.
pub(super) fn dual_two_string_kite(g: &Grid, f: &mut Finds) {
    let mut found: Vec<Kite> = Vec::new();
    for d in 1..=9u8 {
        kites(g, d, &mut |kite| {
            found.push(kite);
            false
        });
    }
    for (k, one) in found.iter().enumerate() {
        for two in &found[k + 1..] {
            let same = one.row_box == two.row_box && one.col_box == two.col_box;
            let swapped = one.row_box == two.col_box && one.col_box == two.row_box;
            let differ = (one.victim, one.d) != (two.victim, two.d);
            if (same || swapped) && differ && f.add(kite_step(&[*one, *two], f.texts())) {
                return;
            }
        }
    }
}

/// Calls `visit` with every 2-String Kite of `d` that removes a candidate;
/// stops when it returns true (and returns true then).
fn kites(g: &Grid, d: u8, visit: &mut dyn FnMut(Kite) -> bool) -> bool {
    let rows = Pairs::of(g, d, 0..9);
    let cols = Pairs::of(g, d, 9..18);
    for &row in rows.as_slice() {
        for &col in cols.as_slice() {
            if row.set() & col.set() != 0 {
                continue;
            }
            for (row_box, row_end) in row.ends() {
                for (col_box, col_end) in col.ends() {
                    if box_of(row_box) != box_of(col_box) {
                        continue;
                    }
                    let victim = at(row_of(col_end), col_of(row_end));
                    if g.has(victim, d) {
                        let kite = Kite {
                            d,
                            row,
                            col,
                            row_box,
                            col_box,
                            victim,
                        };
                        if visit(kite) {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

/// The step of one kite, or of a dual kite (two), about the first kite's digit.
fn kite_step(kites: &[Kite], texts: bool) -> Step {
    let d = kites[0].d;
    let strategy = if kites.len() == 1 {
        Strategy::TwoStringKite
    } else {
        Strategy::DualTwoStringKite
    };
    let pattern = kites.iter().fold(0, |s, k| s | k.row.set() | k.col.set());
    let mut step = Step::new(strategy, digit_mask(d), pattern);
    for k in kites {
        step = step.eliminate(bit(k.victim), k.d);
    }
    step.because_if(texts, || kite_text(kites, strategy))
        .drawn_if(texts, |fig| kites.iter().for_each(|k| draw_kite(fig, k)))
}

/// Draws a kite as its text reads it: the row pair from its free end into
/// the box, the weak link in the box, the column pair to its free end;
/// the box outlined.
fn draw_kite(fig: &mut Figure, k: &Kite) {
    let row_end = k.row.a + k.row.b - k.row_box;
    let col_end = k.col.a + k.col.b - k.col_box;
    fig.grid_house(House::new(18 + box_of(k.row_box)), Role::Pattern);
    draw_three_links(fig, k.d, [row_end, k.row_box, k.col_box, col_end]);
}

/// "3 goes in r2c1 or r2c6 (the only places in row 2)": a strong link.
fn only_places(d: u8, a: usize, b: usize, house: usize) -> String {
    format!(
        "{d} goes in {} or {} (the only places in {})",
        cell_name(a),
        cell_name(b),
        house_name(house)
    )
}

/// The end of a three-link chain in words: one of its free ends `a` and
/// `e` holds `d`, so the cells seeing both lose it.
fn one_end_holds(d: u8, a: usize, e: usize) -> String {
    if a == e {
        format!(
            "{} is {d} either way, so no cell it sees can be {d}",
            cell_name(a)
        )
    } else {
        format!(
            "{} or {} is {d}, so a cell that sees both cannot be {d}",
            cell_name(a),
            cell_name(e)
        )
    }
}

/// Why a 2-String Kite (or a dual one) removes, in words: its row and
/// column pairs, the box joining them and the free ends.
fn kite_text(kites: &[Kite], strategy: Strategy) -> String {
    let parts: Vec<String> = kites
        .iter()
        .map(|k| {
            let d = k.d;
            let row_end = k.row.a + k.row.b - k.row_box;
            let col_end = k.col.a + k.col.b - k.col_box;
            format!(
                "{} and {}. {} and {} share box {}, so at most one of them is {d}: \
                 {} or {} is {d}, so {}, which sees both, cannot be {d}",
                only_places(d, row_end, k.row_box, k.row.house),
                only_places(d, k.col_box, col_end, k.col.house),
                cell_name(k.row_box),
                cell_name(k.col_box),
                box_of(k.row_box) + 1,
                cell_name(row_end),
                cell_name(col_end),
                cell_name(k.victim),
            )
        })
        .collect();
    match parts.as_slice() {
        [one, two] => format!(
            "{}: two kites on the same box cells. First, {one}. Second, {two}",
            strategy.name()
        ),
        _ => format!("{}: {}", strategy.name(), parts.join(". ")),
    }
}

/// **Turbot Fish.** A three-link X-Chain: two strong links of one digit
/// (conjugate pairs) whose inner ends see each other. One of the two outer
/// ends holds the digit, so places seeing both lose it. Skyscrapers and
/// 2-String Kites are special shapes of it, and HoDoKu lists them under
/// this name as well. When the chain closes on its start (both strong
/// links leave the same cell), that cell holds the digit and every place
/// it sees loses it.
pub(super) fn turbot_fish(g: &Grid, f: &mut Finds) {
    for d in 1..=9u8 {
        let links = Pairs::strong_links(g, d);
        let list = links.as_slice();
        for &first in list {
            for &second in list {
                for (start, inner1) in first.ends() {
                    for (inner2, end) in second.ends() {
                        let chain = [start, inner1, inner2, end];
                        if let Some(step) = turbot_step(g, d, chain, first, second, f.texts()) {
                            if f.add(step) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The Turbot Fish `start = inner1 - inner2 = end` on the strong links
/// `first` and `second`, if it is a chain (no cell used twice but a closing
/// end) and something sees both ends.
fn turbot_step(
    g: &Grid,
    d: u8,
    chain: [usize; 4],
    first: Pair,
    second: Pair,
    texts: bool,
) -> Option<Step> {
    let [start, inner1, inner2, end] = chain;
    let distinct = inner2 != start && inner2 != inner1 && end != inner1;
    if !distinct || PEERS[inner1] & bit(inner2) == 0 {
        return None;
    }
    let victims = g.cells_with(d) & PEERS[start] & PEERS[end];
    if victims == 0 {
        return None;
    }
    let pattern = chain.iter().fold(0, |s, &i| s | bit(i));
    let step = Step::new(Strategy::TurbotFish, digit_mask(d), pattern)
        .eliminate(victims, d)
        .drawn_if(texts, |fig| draw_three_links(fig, d, chain))
        .because_if(texts, || {
            super::Reason::new(
                format!(
                    "Turbot Fish: {} and {}. {} and {} see each other, so at most one of them is {d}: \
                     {}",
                    only_places(d, start, inner1, first.house),
                    only_places(d, inner2, end, second.house),
                    cell_name(inner1),
                    cell_name(inner2),
                    one_end_holds(d, start, end),
                ),
                format!(
                    "Turbot Fish on {d}: {}={}-{}={} (strong links in {} and {})",
                    cell_name(start),
                    cell_name(inner1),
                    cell_name(inner2),
                    cell_name(end),
                    house_name(first.house),
                    house_name(second.house)
                ),
            )
        });
    Some(step)
}

/// An Empty Rectangle: in `house` (a box), the digit's places all lie on
/// one row and one column (the ER lines); a conjugate pair `near`-`far`
/// starts on one ER line outside the box, and `victim` is where the other
/// ER line meets the far end's parallel line.
#[derive(Clone, Copy)]
struct EmptyRect {
    house: usize,
    row: usize,
    col: usize,
    near: usize,
    far: usize,
    victim: usize,
}

/// **Empty Rectangle.** When a digit's places in a box all lie on one row
/// and one column of it (some off the crossing on each), the digit is on
/// that row or that column. A conjugate pair leaving the row (along a
/// column) ends on a line that meets the ER column outside the box: the
/// meeting cell sees both alternatives and loses the digit (likewise with
/// rows and columns swapped). HoDoKu asks for at least two places on one
/// of the two lines, unless `two_candidate_empty_rectangles` is set.
pub(super) fn empty_rectangle(g: &Grid, f: &mut Finds) {
    let two = f.options().two_candidate_empty_rectangles;
    let texts = f.texts();
    for d in 1..=9u8 {
        for b in 18..27 {
            let stop = empty_rectangles(g, d, b, two, &mut |er| f.add(er_step(g, d, &[er], texts)));
            if stop {
                return;
            }
        }
    }
}

/// **Dual Empty Rectangle.** Two empty rectangles of one digit in the same
/// box with different eliminations: one step with both.
pub(super) fn dual_empty_rectangle(g: &Grid, f: &mut Finds) {
    let two = f.options().two_candidate_empty_rectangles;
    let mut found: Vec<EmptyRect> = Vec::new();
    for d in 1..=9u8 {
        for b in 18..27 {
            found.clear();
            empty_rectangles(g, d, b, two, &mut |er| {
                if found.iter().all(|e| e.victim != er.victim) {
                    found.push(er);
                }
                false
            });
            for (k, &one) in found.iter().enumerate() {
                for &other in &found[k + 1..] {
                    if f.add(er_step(g, d, &[one, other], f.texts())) {
                        return;
                    }
                }
            }
        }
    }
}

/// Calls `visit` with every empty rectangle of `d` in box house `b` that
/// removes a candidate; stops when it returns true (and returns true then).
fn empty_rectangles(
    g: &Grid,
    d: u8,
    b: usize,
    two: bool,
    visit: &mut dyn FnMut(EmptyRect) -> bool,
) -> bool {
    let places = g.house_cells_with(b, d);
    if !(2..=5).contains(&places.count_ones()) {
        return false;
    }
    let (band, stack) = ((b - 18) / 3 * 3, (b - 18) % 3 * 3);
    for (row, &row_set) in HOUSE_SETS.iter().enumerate().skip(band).take(3) {
        for (col, &col_set) in HOUSE_SETS[9..18].iter().enumerate().skip(stack).take(3) {
            let on_row = places & row_set;
            let on_col = places & col_set;
            if places & !(row_set | col_set) != 0
                || on_row & !col_set == 0
                || on_col & !row_set == 0
            {
                continue;
            }
            if !two && on_row.count_ones() < 2 && on_col.count_ones() < 2 {
                continue;
            }
            let er = |near, far, victim| EmptyRect {
                house: b,
                row,
                col,
                near,
                far,
                victim,
            };
            let outside = g.cells_with(d) & !HOUSE_SETS[b];
            // A pair along a column from the ER row: its far end's row meets the ER column.
            for near in cells(outside & row_set) {
                if let Some(far) = other_end(g, d, 9 + col_of(near), near) {
                    let victim = at(row_of(far), col);
                    if outside & bit(victim) != 0 && visit(er(near, far, victim)) {
                        return true;
                    }
                }
            }
            // A pair along a row from the ER column: its far end's column meets the ER row.
            for near in cells(outside & col_set) {
                if let Some(far) = other_end(g, d, row_of(near), near) {
                    let victim = at(row, col_of(far));
                    if outside & bit(victim) != 0 && visit(er(near, far, victim)) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// The other place of `d` in house `h` when `h` holds exactly two, one being `i`.
fn other_end(g: &Grid, d: u8, h: usize, i: usize) -> Option<usize> {
    let places = g.house_cells_with(h, d);
    (places.count_ones() == 2).then(|| (places & !bit(i)).trailing_zeros() as usize)
}

/// The step of one empty rectangle, or of a dual one (two in one box).
fn er_step(g: &Grid, d: u8, ers: &[EmptyRect], texts: bool) -> Step {
    let strategy = if ers.len() == 1 {
        Strategy::EmptyRectangle
    } else {
        Strategy::DualEmptyRectangle
    };
    let b = ers[0].house;
    let pattern = ers.iter().fold(g.house_cells_with(b, d), |s, e| {
        s | bit(e.near) | bit(e.far)
    });
    let mut step = Step::new(strategy, digit_mask(d), pattern);
    for e in ers {
        step = step.eliminate(bit(e.victim), d);
    }
    step.because_if(texts, || er_text(d, ers, strategy))
        .drawn_if(texts, |fig| draw_ers(fig, g, d, ers))
}

/// Draws empty rectangles of one box: the box outlined, its candidates
/// `Base` (the chain's colours do not replace that), and each rectangle's
/// chain from the box to the far end of its pair: the box's places off
/// the pair's ER line (a group), strongly linked to those on it (the box
/// holds the digit on one line or the other), weakly to the pair's near
/// end, strongly to its far end. The eliminated cell sees both ends.
fn draw_ers(fig: &mut Figure, g: &Grid, d: u8, ers: &[EmptyRect]) {
    let b = ers[0].house;
    let places = g.house_cells_with(b, d);
    fig.grid_house(House::new(b), Role::Pattern)
        .candidates(positions(places), d, Role::Base);
    for e in ers {
        // The ER line the pair starts on, and the other one.
        let (line, other) = if row_of(e.near) == e.row {
            (HOUSE_SETS[e.row], HOUSE_SETS[9 + e.col])
        } else {
            (HOUSE_SETS[9 + e.col], HOUSE_SETS[e.row])
        };
        let group = |set: Set| Node::group(&positions(set).collect::<Vec<_>>(), d);
        let nodes = [
            group(places & other & !line),
            group(places & line),
            Node::at(Pos::new(e.near), d),
            Node::at(Pos::new(e.far), d),
        ];
        draw_chain(fig, &nodes, true);
    }
}

/// Why an Empty Rectangle (or a dual one) removes, in words: the box's
/// two lines, the pair leaving one of them and the cell that sees both
/// the pair's far end and the other line.
fn er_text(d: u8, ers: &[EmptyRect], strategy: Strategy) -> String {
    let b = ers[0].house;
    let mut parts = Vec::new();
    for e in ers {
        // The ER line the pair starts on, the other one, and the pair's house.
        let (line, other, pair) = if row_of(e.near) == e.row {
            (e.row, 9 + e.col, 9 + col_of(e.near))
        } else {
            (9 + e.col, e.row, row_of(e.near))
        };
        parts.push(format!(
            "in {}, every place of {d} lies in row {} or column {}, so one of these lines holds the box's {d}. \
             {}: if {} is {d}, {} has no other {d} and the box's {d} lies in {}; if not, {} is {d}. \
             Either way {} cannot be {d}: it lies in {} and sees {}",
            house_name(b),
            e.row + 1,
            e.col + 1,
            only_places(d, e.near, e.far, pair),
            cell_name(e.near),
            house_name(line),
            house_name(other),
            cell_name(e.far),
            cell_name(e.victim),
            house_name(other),
            cell_name(e.far),
        ));
    }
    match parts.as_slice() {
        [one, two] => format!(
            "{}: two empty rectangles in one box. First, {one}. Second, {two}",
            strategy.name()
        ),
        _ => format!("{}: {}", strategy.name(), parts.join(". ")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::chains::figure_check::{assert_sound, marks};
    use super::super::testutil::grid;
    use super::super::{find_all, find_all_with, Options, Step, Strategy};
    use crate::board::Pos;
    use crate::outcome::{HouseKind, Link, Node, Role};

    /// A link as (from cells, to cells, digit, strong).
    type Drawn = (Vec<usize>, Vec<usize>, u8, bool);

    /// The figure's links.
    fn links(s: &Step) -> Vec<Drawn> {
        let ix = |n: &Node| n.cells().into_iter().map(Pos::index).collect();
        let cells = |l: &Link| (ix(&l.from), ix(&l.to), l.from.digit, l.strong);
        s.figure.links.iter().map(cells).collect()
    }

    /// The three-link chain `a = b - c = e` of digit `d`, as [`links`] lists it.
    fn three(d: u8, [a, b, c, e]: [usize; 4]) -> Vec<Drawn> {
        vec![
            (vec![a], vec![b], d, true),
            (vec![b], vec![c], d, false),
            (vec![c], vec![e], d, true),
        ]
    }

    /// The roles of candidate `d` in `cells`.
    fn roles(s: &Step, cells: &[usize], d: u8) -> Vec<Option<Role>> {
        let role = |c: usize| {
            let mut marks = s.figure.candidates.iter();
            marks
                .find(|m| m.cell == Pos::new(c) && m.digit == d)
                .map(|m| m.role)
        };
        cells.iter().map(|&c| role(c)).collect()
    }

    /// A top1465 puzzle (row 1 `4...3....`) after some steps, with
    /// conjugate pairs of 4 in row 2 and columns 4 and 7.
    const FOURS: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::";

    fn only(steps: Vec<Step>) -> Step {
        assert_eq!(steps.len(), 1, "{steps:?}");
        steps.into_iter().next().expect("one step")
    }

    fn with_elims(steps: Vec<Step>, elims: &[(Pos, u8)]) -> Step {
        steps
            .into_iter()
            .find(|s| s.eliminations == elims)
            .expect("the step")
    }

    #[test]
    fn skyscraper_on_two_columns() {
        let s = only(find_all(&grid(FOURS), Strategy::Skyscraper));
        assert_eq!(s.digits, [4]);
        assert_eq!(s.eliminations, [(Pos::new(44), 4), (Pos::new(50), 4)]);
        assert_eq!(
            s.text,
            "Skyscraper: 4 goes in r5c4 or r3c4 (the only places in column 4) and 4 goes in \
             r6c7 or r3c7 (the only places in column 7). r3c4 and r3c7 share row 3, so at most \
             one of them is 4: r5c4 or r6c7 is 4, so a cell that sees both cannot be 4: \
             remove 4 from r5c9 and r6c6"
        );
        // r5c4 = r3c4 - r3c7 = r6c7.
        assert_sound(&grid(FOURS), &s);
        assert_eq!(links(&s), three(4, [39, 21, 24, 51]));
        let colours = [Role::Off, Role::On, Role::Off, Role::On].map(Some);
        assert_eq!(roles(&s, &[39, 21, 24, 51], 4), colours);
    }

    #[test]
    fn two_string_kites_remove_the_crossing_cell() {
        let steps = find_all(&grid(FOURS), Strategy::TwoStringKite);
        assert_eq!(steps.len(), 2);
        let s = with_elims(steps, &[(Pos::new(44), 4)]);
        assert_eq!(
            s.text,
            "2-String Kite: 4 goes in r2c9 or r2c6 (the only places in row 2) and 4 goes in \
             r3c4 or r5c4 (the only places in column 4). r2c6 and r3c4 share box 2, so at most \
             one of them is 4: r2c9 or r5c4 is 4, so r5c9, which sees both, cannot be 4: \
             remove 4 from r5c9"
        );
        // r2c9 = r2c6 - r3c4 = r5c4, in box 2.
        assert_sound(&grid(FOURS), &s);
        assert_eq!(links(&s), three(4, [17, 14, 21, 39]));
        let house = &s.figure.houses[0];
        assert_eq!((house.kind, house.role), (HouseKind::Box, Role::Pattern));
        assert_eq!(house.cells, [3, 4, 5, 12, 13, 14, 21, 22, 23].map(Pos::new));
    }

    #[test]
    fn turbot_fish_is_any_three_link_x_chain() {
        // The skyscraper and both kites on 4 are Turbot Fish too.
        assert_eq!(find_all(&grid(FOURS), Strategy::TurbotFish).len(), 3);
        let g = grid(":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::");
        let s = only(find_all(&g, Strategy::TurbotFish));
        assert_eq!(s.eliminations, [(Pos::new(33), 1), (Pos::new(51), 1)]);
        assert_eq!(
            s.text,
            "Turbot Fish: 1 goes in r8c7 or r8c2 (the only places in row 8) and 1 goes in \
             r9c2 or r9c7 (the only places in row 9). r8c2 and r9c2 see each other, so at most \
             one of them is 1: r8c7 or r9c7 is 1, so a cell that sees both cannot be 1: \
             remove 1 from r4c7 and r6c7"
        );
        assert_eq!(
            s.notation,
            "Turbot Fish on 1: r8c7=r8c2-r9c2=r9c7 (strong links in row 8 and row 9)"
        );
        assert_sound(&g, &s);
        assert_eq!(links(&s), three(1, [69, 64, 73, 78]));
        assert_eq!(marks(&s.figure), "=-=");
    }

    #[test]
    fn empty_rectangle_with_a_column_pair() {
        let steps = find_all(&grid(FOURS), Strategy::EmptyRectangle);
        assert_eq!(steps.len(), 2);
        let s = with_elims(steps, &[(Pos::new(50), 4)]);
        assert_eq!(
            s.text,
            "Empty Rectangle: in box 2, every place of 4 lies in row 3 or column 6, so one of \
             these lines holds the box's 4. 4 goes in r3c7 or r6c7 (the only places in column 7): \
             if r3c7 is 4, row 3 has no other 4 and the box's 4 lies in column 6; if not, r6c7 \
             is 4. Either way r6c6 cannot be 4: it lies in column 6 and sees r6c7: \
             remove 4 from r6c6"
        );
        // The box's 4s off row 3 (in column 6) = those on row 3 - r3c7 = r6c7.
        let g = grid(FOURS);
        assert_sound(&g, &s);
        let places: Vec<usize> = super::cells(g.house_cells_with(19, 4)).collect();
        assert_eq!(roles(&s, &places, 4), vec![Some(Role::Base); places.len()]);
        assert_eq!(
            s.figure.houses[0].cells,
            [3, 4, 5, 12, 13, 14, 21, 22, 23].map(Pos::new)
        );
        let l = links(&s);
        assert_eq!(marks(&s.figure), "=-=");
        assert!(l[0].0.iter().all(|&c| c % 9 == 5 && c / 9 < 2), "{l:?}");
        assert!(l[0].1.iter().all(|&c| c / 9 == 2), "{l:?}");
        assert_eq!(l[1].1, [24]);
        assert_eq!(l[2].1, [51]);
        assert_eq!(roles(&s, &[24, 51], 4), [Role::Off, Role::On].map(Some));
    }

    /// A top1465 puzzle late in its solution: box 5 holds 5 only in r5c6 and r6c4.
    const TWO_IN_BOX: &str = ":0000:x:1+437+9+2+6+85+9+5+26+84..+78+7+6.+5.+9+4+2+7+3+581+9+2+6+4+29.+4+6.7..+46..+2+7.9..2+9.+7.4..5.+4+23+6.+7+9..+7.+4..2.:::";

    #[test]
    fn two_candidate_empty_rectangles_need_the_switch() {
        let g = grid(TWO_IN_BOX);
        assert!(find_all(&g, Strategy::EmptyRectangle).is_empty());
        let on = Options {
            two_candidate_empty_rectangles: true,
            ..Options::default()
        };
        let steps = find_all_with(&g, Strategy::EmptyRectangle, on);
        assert_eq!(steps.len(), 2);
        let s = only(find_all_with(&g, Strategy::DualEmptyRectangle, on));
        assert_eq!(s.eliminations, [(Pos::new(57), 5), (Pos::new(77), 5)]);
        assert_eq!(
            s.text,
            "Dual Empty Rectangle: two empty rectangles in one box. First, in box 5, every \
             place of 5 lies in row 5 or column 4, so one of these lines holds the box's 5. 5 goes \
             in r5c8 or r7c8 (the only places in column 8): if r5c8 is 5, row 5 has no other 5 \
             and the box's 5 lies in column 4; if not, r7c8 is 5. Either way r7c4 cannot be 5: \
             it lies in column 4 and sees r7c8. Second, in box 5, every place of 5 lies in row 6 \
             or column 6, so one of these lines holds the box's 5. 5 goes in r6c7 or r9c7 (the \
             only places in column 7): if r6c7 is 5, row 6 has no other 5 and the box's 5 lies \
             in column 6; if not, r9c7 is 5. Either way r9c6 cannot be 5: it lies in column 6 \
             and sees r9c7: remove 5 from r7c4 and r9c6"
        );
        // One chain from the box per rectangle, in the text's order (the
        // box's two 5s are r5c6 and r6c4): r6c4 = r5c6 - r5c8 = r7c8 and
        // r5c6 = r6c4 - r6c7 = r9c7.
        assert_sound(&g, &s);
        assert_eq!(links(&s)[..3], three(5, [48, 41, 43, 61]));
        assert_eq!(links(&s)[3..], three(5, [41, 48, 51, 78]));
        assert_eq!(roles(&s, &[41, 48], 5), [Some(Role::Base); 2]);
    }

    #[test]
    fn dual_kite_joins_kites_of_two_digits_on_the_same_cells() {
        let g = grid(":0000:x:2...6+4..8.743.+8.......2...+462....+4+81...4+8.5..8+4.....+9....5..34......1+8.....+8..+17.:513 927 929 132 332 532 932 133 333 533 933 637 638 356 756 956 358 259 659 767 269 669 583 593::");
        assert_eq!(find_all(&g, Strategy::TwoStringKite).len(), 2);
        let s = only(find_all(&g, Strategy::DualTwoStringKite));
        assert_eq!(s.digits, [2]);
        assert_eq!(s.eliminations, [(Pos::new(70), 2), (Pos::new(70), 6)]);
        assert_eq!(
            s.text,
            "Dual 2-String Kite: two kites on the same box cells. First, 2 goes in r5c8 or \
             r5c6 (the only places in row 5) and 2 goes in r6c4 or r8c4 (the only places in \
             column 4). r5c6 and r6c4 share box 5, so at most one of them is 2: r5c8 or r8c4 is \
             2, so r8c8, which sees both, cannot be 2. Second, 6 goes in r5c8 or r5c6 (the only \
             places in row 5) and 6 goes in r6c4 or r8c4 (the only places in column 4). r5c6 and \
             r6c4 share box 5, so at most one of them is 6: r5c8 or r8c4 is 6, so r8c8, which \
             sees both, cannot be 6: remove 2 from r8c8 and 6 from r8c8"
        );
        // Each kite its chain: r5c8 = r5c6 - r6c4 = r8c4 on 2, then on 6.
        assert_sound(&g, &s);
        let mut both = three(2, [43, 41, 48, 66]);
        both.extend(three(6, [43, 41, 48, 66]));
        assert_eq!(links(&s), both);
        assert_eq!(s.figure.houses.len(), 1);
        assert_eq!(s.figure.links[3].from, Node::at(Pos::new(43), 6));
    }
}
