//! Sue de Coq, with HoDoKu's extended forms (more cells, extra digits).

use super::grid::{bit, cells, digit_list, house_name, Grid, Set, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, Mask};
use crate::board::{House, Pos};
use crate::outcome::{Figure, Role};
use std::collections::HashSet;

/// **Sue de Coq.** Two or three cells `S` where a line meets a box, with
/// at least two more digits `C` than cells, plus cells `N` of the rest of
/// the line and `D` of the rest of the box (no cell twice). `N` takes some
/// of `C` (and maybe extra digits), `D` others of `C` — never one `N`
/// took — and the counts match: the cells of `S`, `N` and `D` number the
/// digits of `C` plus the extra digits (an extra digit in both `N` and `D`
/// counted twice). Each digit can then appear only once in the pattern
/// (twice for a shared extra, once in each house), so every digit does:
/// the digits of `S` and `N` not in `D` leave the rest of the line, those
/// of `S` and `D` not in `N` leave the rest of the box, and a shared extra
/// digit leaves both.
pub(super) fn sue_de_coq(g: &Grid, f: &mut Finds) {
    let empty: Set = (0..81)
        .filter(|&i| g.cand[i] != 0)
        .fold(0, |s, i| s | bit(i));
    let mut seen = HashSet::new();
    for (line, &line_cells) in HOUSE_SETS.iter().enumerate().take(18) {
        for (b, &box_cells) in HOUSE_SETS.iter().enumerate().skip(18) {
            let line_set = line_cells & empty;
            let box_set = box_cells & empty;
            let meet: Vec<usize> = cells(line_set & box_set).collect();
            if meet.len() < 2 {
                continue;
            }
            let houses = Houses {
                line,
                b,
                line_set,
                box_set,
            };
            for s in intersection_subsets(&meet) {
                let digits = cells(s).fold(0, |m: Mask, i| m | g.cand[i]);
                let n_plus = digits.count_ones() as i32 - s.count_ones() as i32;
                if n_plus < 2 {
                    continue;
                }
                if search(g, &houses, s, digits, n_plus, &mut seen, f) {
                    return;
                }
            }
        }
    }
}

/// The line and box of a pattern, with their empty cells.
struct Houses {
    line: usize,
    b: usize,
    line_set: Set,
    box_set: Set,
}

/// The sets of two and three cells of the intersection `meet`.
fn intersection_subsets(meet: &[usize]) -> Vec<Set> {
    let mut out = Vec::new();
    for (k1, &a) in meet.iter().enumerate() {
        for (k2, &b) in meet.iter().enumerate().skip(k1 + 1) {
            out.push(bit(a) | bit(b));
            for &c in &meet[k2 + 1..] {
                out.push(bit(a) | bit(b) | bit(c));
            }
        }
    }
    out
}

/// The subsets of `list` (by bit mask over its positions) with the union
/// of their candidates, index = mask.
fn unions(g: &Grid, list: &[usize]) -> Vec<Mask> {
    let mut u = vec![0 as Mask; 1 << list.len()];
    for m in 1..u.len() {
        let k = m.trailing_zeros() as usize;
        u[m] = u[m & (m - 1)] | g.cand[list[k]];
    }
    u
}

/// The cells of `list` picked by the bit mask `m`.
fn picked(list: &[usize], m: usize) -> Set {
    cells(m as Set).fold(0, |s, k| s | bit(list[k]))
}

/// Every Sue de Coq on the intersection cells `s` with digits `c`
/// (`n_plus` more than cells). Returns true when the sink wants no more.
fn search(
    g: &Grid,
    h: &Houses,
    s: Set,
    c: Mask,
    n_plus: i32,
    seen: &mut HashSet<[Set; 9]>,
    f: &mut Finds,
) -> bool {
    let line_list: Vec<usize> = cells(h.line_set & !s).collect();
    let box_list: Vec<usize> = cells(h.box_set & !s).collect();
    let line_unions = unions(g, &line_list);
    let box_unions = unions(g, &box_list);
    for (nm, &cn) in line_unions.iter().enumerate().skip(1) {
        let (inside, extra) = ((cn & c).count_ones() as i32, (cn & !c).count_ones() as i32);
        let size = nm.count_ones() as i32;
        if inside == 0 || size <= extra || size - extra >= n_plus {
            continue;
        }
        let n = picked(&line_list, nm);
        let forbidden = cn & c;
        let left = n_plus - (size - extra);
        for (dm, &cd) in box_unions.iter().enumerate().skip(1) {
            if cd & forbidden != 0 {
                continue;
            }
            let d = picked(&box_list, dm);
            if d & n != 0 {
                continue;
            }
            let (inside, extra) = ((cd & c).count_ones() as i32, (cd & !c).count_ones() as i32);
            if inside == 0 || dm.count_ones() as i32 - extra != left {
                continue;
            }
            let pattern = Pattern { s, c, n, cn, d, cd };
            if let Some(step) = pattern.step(g, h, seen, f.texts()) {
                let step = step.drawn_if(f.texts(), |fig| pattern.draw(fig, g, h));
                if f.add(step) {
                    return true;
                }
            }
        }
    }
    false
}

/// One Sue de Coq: intersection cells `s` (digits `c`), line cells `n`
/// (digits `cn`) and box cells `d` (digits `cd`).
struct Pattern {
    s: Set,
    c: Mask,
    n: Set,
    cn: Mask,
    d: Set,
    cd: Mask,
}

impl Pattern {
    /// The figure: the line and the box outlined, the intersection cells
    /// as pattern cells with their candidates as base candidates, the line
    /// cells' candidates as the first set and the box cells' as the second.
    fn draw(&self, fig: &mut Figure, g: &Grid, h: &Houses) {
        fig.grid_house(House::new(h.line), Role::Pattern)
            .grid_house(House::new(h.b), Role::Pattern);
        for i in cells(self.s) {
            fig.cell(Pos::new(i), Role::Pattern);
        }
        for (set, role) in [
            (self.s, Role::Base),
            (self.n, Role::Set(1)),
            (self.d, Role::Set(2)),
        ] {
            for i in cells(set) {
                for d in digits_of(g.cand[i]) {
                    fig.candidate(Pos::new(i), d, role);
                }
            }
        }
    }

    /// The step, if it eliminates something not reported yet.
    fn step(
        &self,
        g: &Grid,
        h: &Houses,
        seen: &mut HashSet<[Set; 9]>,
        texts: bool,
    ) -> Option<Step> {
        let shared = self.cd & self.cn;
        let box_digits = ((self.c | self.cd) & !self.cn) | shared;
        let line_digits = ((self.c | self.cn) & !self.cd) | shared;
        let box_rest = h.box_set & !self.d & !self.s;
        let line_rest = h.line_set & !self.n & !self.s;
        let mut out = [0 as Set; 9];
        for d in 1..=9u8 {
            let k = d as usize - 1;
            if box_digits & digit_mask(d) != 0 {
                out[k] |= box_rest & g.cells_with(d);
            }
            if line_digits & digit_mask(d) != 0 {
                out[k] |= line_rest & g.cells_with(d);
            }
        }
        let removed: Mask = (1..=9u8)
            .filter(|&d| out[d as usize - 1] != 0)
            .fold(0, |m, d| m | digit_mask(d));
        if removed == 0 || !seen.insert(out) {
            return None;
        }
        let mut step = Step::new(Strategy::SueDeCoq, removed, self.s | self.n | self.d);
        for d in digits_of(removed) {
            step = step.eliminate(out[d as usize - 1], d);
        }
        Some(step.because_if(texts, || {
        let (line, bx) = (house_name(h.line), house_name(h.b));
        let text = format!(
            "Sue de Coq: {} (where {line} meets {bx}) hold only {}; {} elsewhere in {line} {} \
             and {} elsewhere in {bx} {}. These cells are as many as the digits they hold \
             and no digit can be twice in them except in both houses, so each digit is in them \
             exactly once. So {} cannot be anywhere else in {line}, and {} cannot be anywhere else in {bx}",
            super::grid::cell_list(self.s),
            digit_list(self.c),
            super::grid::cell_list(self.n),
            hold_only(self.n, self.cn),
            super::grid::cell_list(self.d),
            hold_only(self.d, self.cd),
            digit_list(line_digits),
            digit_list(box_digits),
        );
        let notation = format!(
            "Sue de Coq in {} and {}: {} with {} in the line and {} in the box",
            house_name(h.line),
            house_name(h.b),
            group(self.s, self.c),
            group(self.n, self.cn),
            group(self.d, self.cd)
        );
        super::Reason::new(text, notation)
        }))
    }
}

/// "holds only 1 and 8" / "hold only 1, 2 and 8".
fn hold_only(set: Set, digits: Mask) -> String {
    let verb = if set.count_ones() == 1 {
        "holds"
    } else {
        "hold"
    };
    format!("{verb} only {}", digit_list(digits))
}

/// Cells and their digits in a sentence: "r7c4,r7c5 {1236}".
fn group(set: Set, digits: Mask) -> String {
    let names: Vec<String> = cells(set).map(cell_name).collect();
    let ds: String = digits_of(digits).map(|d| char::from(b'0' + d)).collect();
    format!("{} {{{ds}}}", names.join(","))
}

#[cfg(test)]
mod tests {
    use super::super::testutil::grid;
    use super::super::{find_all, Strategy};
    use crate::board::Pos;
    use crate::outcome::{CellMark, HouseKind, Role};

    /// A library line of an empty grid whose listed cells keep only the
    /// given candidates (every other candidate deleted).
    fn line_with(cells: &[(usize, &str)]) -> String {
        let mut deleted = Vec::new();
        for &(i, keep) in cells {
            for d in 1..=9u8 {
                if !keep.contains(char::from(b'0' + d)) {
                    deleted.push(format!("{d}{}{}", i / 9 + 1, i % 9 + 1));
                }
            }
        }
        format!(":0000:x:{}:{}::", ".".repeat(81), deleted.join(" "))
    }

    #[test]
    fn basic_sue_de_coq() {
        // r1c1,r1c2 {1234}; r1c5 {12} in the row; r2c3 {34} in the box:
        // 1 and 2 leave the rest of row 1, 3 and 4 the rest of box 1.
        let g = grid(&line_with(&[
            (0, "1234"),
            (1, "1234"),
            (4, "12"),
            (11, "34"),
        ]));
        let steps = find_all(&g, Strategy::SueDeCoq);
        let s = steps
            .iter()
            .find(|s| s.digits == [1, 2, 3, 4])
            .expect("a Sue de Coq");
        let row_rest = [2usize, 3, 5, 6, 7, 8];
        let box_rest = [2usize, 9, 10, 18, 19, 20];
        for &i in &row_rest {
            assert!(
                s.eliminations.contains(&(Pos::new(i), 1))
                    && s.eliminations.contains(&(Pos::new(i), 2))
            );
        }
        for &i in &box_rest {
            assert!(
                s.eliminations.contains(&(Pos::new(i), 3))
                    && s.eliminations.contains(&(Pos::new(i), 4))
            );
        }
        assert!(
            !s.eliminations.contains(&(Pos::new(3), 3))
                && !s.eliminations.contains(&(Pos::new(9), 1))
        );
        // The intersection cells (pattern, their candidates base), the
        // line's cell as the first set, the box's as the second.
        let fig = &s.figure;
        let roles = |role: Role| -> Vec<(usize, u8)> {
            fig.candidates
                .iter()
                .filter(|m| m.role == role)
                .map(|m| (m.cell.index(), m.digit))
                .collect()
        };
        let s_cands: Vec<(usize, u8)> = [0, 1]
            .into_iter()
            .flat_map(|i| (1..=4).map(move |d| (i, d)))
            .collect();
        assert_eq!(roles(Role::Base), s_cands);
        assert_eq!(roles(Role::Set(1)), vec![(4, 1), (4, 2)]);
        assert_eq!(roles(Role::Set(2)), vec![(11, 3), (11, 4)]);
        assert_eq!(
            fig.cells,
            vec![
                CellMark {
                    cell: Pos::new(0),
                    role: Role::Pattern
                },
                CellMark {
                    cell: Pos::new(1),
                    role: Role::Pattern
                }
            ]
        );
        let houses: Vec<(HouseKind, usize, Role)> = fig
            .houses
            .iter()
            .map(|h| (h.kind, h.cells[0].index(), h.role))
            .collect();
        assert_eq!(
            houses,
            vec![
                (HouseKind::Row, 0, Role::Pattern),
                (HouseKind::Box, 0, Role::Pattern)
            ]
        );
        assert!(
            s.notation.starts_with(
                "Sue de Coq in row 1 and box 1: r1c1,r1c2 {1234} with r1c5 {12} in the line and r2c3 {34} in the box"
            ),
            "{}",
            s.text
        );
    }

    #[test]
    fn sue_de_coq_in_a_column() {
        // Top1465 #1 after a few steps.
        let g = grid(":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9.7......:475 675 875 678 878 679 879 682 492 692::");
        let steps = find_all(&g, Strategy::SueDeCoq);
        let s = steps
            .iter()
            .find(|s| s.digits == [1, 2])
            .expect("a Sue de Coq");
        assert_eq!(
            s.eliminations,
            vec![
                (Pos::new(1), 1),
                (Pos::new(1), 2),
                (Pos::new(10), 1),
                (Pos::new(10), 2),
                (Pos::new(19), 2),
                (Pos::new(28), 1),
                (Pos::new(28), 2)
            ]
        );
        assert_eq!(
            format!("{}: {}", s.notation, s.effect()),
            "Sue de Coq in column 2 and box 7: r7c2,r8c2 {1246} with r9c2 {12} in the line and r7c1,r7c3 {468} in the box: remove 1 from r1c2, r2c2 and r4c2 and 2 from r1c2, r2c2, r3c2 and r4c2"
        );
    }
}
