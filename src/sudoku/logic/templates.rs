//! Templates: Template Set and Template Delete.
//!
//! A template of a digit is one way to place it nine times, once in every
//! row, column and box (46,656 in all). The templates that fit the grid are
//! those covering every cell already holding the digit and otherwise only
//! cells that still have it as candidate. They are then refined against the
//! other digits, as HoDoKu does: a cell that every fitting template of
//! digit `k` uses must hold `k`, so no template of another digit may use
//! it; this is repeated until nothing more is dropped. A candidate every
//! remaining template uses is placed, one no template uses is removed.

use super::grid::{bit, cell_list, cells, positions, Grid, Set, ALL_CELLS, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{digit_mask, Pos};
use crate::outcome::{Figure, Role};

/// **Template Set.** Every template of a digit that fits the grid (and
/// leaves room for the other digits' certain cells) uses the same cell:
/// the digit goes there.
pub(super) fn template_set(g: &Grid, f: &mut Finds) {
    let Some(fits) = fitting_templates(g) else {
        return;
    };
    for d in 1..=9u8 {
        let set = fits[d as usize - 1].common & g.cells_with(d);
        if set == 0 {
            continue;
        }
        let step = cells(set).fold(
            Step::new(Strategy::TemplateSet, digit_mask(d), set),
            |s, i| s.place(Pos::new(i), d),
        );
        let reason = || {
            format!(
                "Template Set: every way to place {d} in all nine rows, columns and boxes \
                 that fits the grid uses {}",
                cell_list(set)
            )
        };
        if f.add_drawn(step, reason, |fig| draw(fig, g, d, set)) {
            return;
        }
    }
}

/// **Template Delete.** No template of a digit that fits the grid (and
/// leaves room for the other digits' certain cells) uses a candidate cell:
/// the digit leaves it.
pub(super) fn template_delete(g: &Grid, f: &mut Finds) {
    let Some(fits) = fitting_templates(g) else {
        return;
    };
    for d in 1..=9u8 {
        let set = g.cells_with(d) & !fits[d as usize - 1].any;
        if set == 0 {
            continue;
        }
        let step = Step::new(Strategy::TemplateDelete, digit_mask(d), set).eliminate(set, d);
        let reason = || {
            format!(
                "Template Delete: no way to place {d} in all nine rows, columns and boxes \
                 that fits the grid uses {}",
                cell_list(set)
            )
        };
        if f.add_drawn(step, reason, |fig| draw(fig, g, d, set)) {
            return;
        }
    }
}

/// The figure of a template step on digit `d`: the cells it places in or
/// removes from to look at, the candidate itself as the target (marked
/// placed or eliminated once the figure is finished), and the digit's other
/// candidates as the pattern the templates are laid over.
fn draw(fig: &mut Figure, g: &Grid, d: u8, set: Set) {
    for i in cells(set) {
        fig.cell(Pos::new(i), Role::Focus)
            .candidate(Pos::new(i), d, Role::Target);
    }
    fig.candidates(positions(g.cells_with(d) & !set), d, Role::Base);
}

/// The fitting templates of one digit, summed up.
#[derive(Clone, Copy, Debug)]
struct Fit {
    /// The cells every fitting template uses.
    common: Set,
    /// The cells some fitting template uses.
    any: Set,
}

/// Every digit's fitting templates after HoDoKu's refinement, summed up;
/// `None` when some digit has no fitting template (a broken position).
fn fitting_templates(g: &Grid) -> Option<[Fit; 9]> {
    let mut lists: Vec<Vec<Set>> = (1..=9u8).map(|d| templates_of(g, d)).collect();
    if lists.iter().any(Vec::is_empty) {
        return None;
    }
    let mut common: [Set; 9] = std::array::from_fn(|k| and_all(&lists[k]));
    loop {
        let mut dropped = false;
        for j in 0..9 {
            let taken = (0..9).filter(|&k| k != j).fold(0, |acc, k| acc | common[k]);
            let before = lists[j].len();
            lists[j].retain(|&t| t & taken == 0);
            if lists[j].len() != before {
                if lists[j].is_empty() {
                    return None;
                }
                common[j] = and_all(&lists[j]);
                dropped = true;
            }
        }
        if !dropped {
            break;
        }
    }
    Some(std::array::from_fn(|k| Fit {
        common: common[k],
        any: lists[k].iter().fold(0, |acc, &t| acc | t),
    }))
}

/// The cells every template of a list uses (every cell for an empty list).
fn and_all(list: &[Set]) -> Set {
    list.iter().fold(ALL_CELLS, |acc, &t| acc & t)
}

/// Every template of digit `d` that fits the grid: one cell per row,
/// column and box, each holding `d` or having it as candidate, and every
/// cell holding `d` among them.
fn templates_of(g: &Grid, d: u8) -> Vec<Set> {
    let placed: Set = (0..9).fold(0, |acc, r| {
        acc | cells(HOUSE_SETS[r])
            .filter(|&i| g.value[i] == d)
            .fold(0, |s, i| s | bit(i))
    });
    let allowed = placed | g.cells_with(d);
    // Per row, the columns the digit may take: the placed one if any.
    let rows: [u16; 9] = std::array::from_fn(|r| {
        let row = HOUSE_SETS[r];
        let own = if placed & row != 0 {
            placed & row
        } else {
            allowed & row
        };
        cells(own).fold(0u16, |m, i| m | 1 << Pos::new(i).col().index())
    });
    let mut out = Vec::new();
    extend(&rows, 0, 0, 0, 0, &mut out);
    out
}

/// Depth-first search over the rows: `cols` are the columns used so far,
/// `boxes` the box columns used in the current band (bit per box column).
fn extend(rows: &[u16; 9], r: usize, cols: u16, boxes: u16, acc: Set, out: &mut Vec<Set>) {
    if r == 9 {
        out.push(acc);
        return;
    }
    let band_boxes = if r % 3 == 0 { 0 } else { boxes };
    let mut free = rows[r] & !cols;
    while free != 0 {
        let c = free.trailing_zeros() as usize;
        free &= free - 1;
        let b = 1u16 << (c / 3);
        if band_boxes & b != 0 {
            continue;
        }
        extend(
            rows,
            r + 1,
            cols | 1 << c,
            band_boxes | b,
            acc | bit(r * 9 + c),
            out,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find_all, Strategy};
    use super::*;
    use crate::outcome::{CandidateMark, CellMark};

    #[test]
    fn an_empty_grid_has_all_templates() {
        let g = Grid::from_digits(&[0; 81]);
        assert_eq!(templates_of(&g, 5).len(), 46_656);
    }

    /// A grid whose digit 1 is placed everywhere but in the last band:
    /// the rows 7-9 of 1 must take the three columns and boxes left.
    fn band_position() -> Grid {
        // Rows 1-6 of a valid solution, 1s placed in columns 1,4,7,2,5,8.
        let mut digits = [0u8; 81];
        let solution = "123456789456789123789123456214365897365897214897214365";
        for (k, ch) in solution.bytes().enumerate() {
            digits[k] = ch - b'0';
        }
        Grid::from_digits(&digits)
    }

    #[test]
    fn template_set_and_delete_in_the_last_band() {
        // 1 is left for columns 3, 6 and 9 in rows 7-9 (six templates).
        // Without r7c3, r8c6 and r7c9 only (r7c6, r8c3, r9c9) and
        // (r7c6, r8c9, r9c3) fit: r7c6 is certain, r9c6 impossible.
        let mut g = band_position();
        for i in [56, 68, 62] {
            g.remove(i, 1);
        }
        let steps = find_all(&g, Strategy::TemplateSet);
        let s = steps
            .iter()
            .find(|s| s.digits == [1])
            .expect("a template set of 1");
        assert_eq!(s.placements, vec![(Pos::new(59), 1)]);
        assert_eq!(
            s.text,
            "Template Set: every way to place 1 in all nine rows, columns and boxes \
             that fits the grid uses r7c6: place 1 in r7c6"
        );
        // The cell to look at, its 1 the target, the other 1s the pattern.
        let fig = &s.figure;
        assert_eq!(
            fig.cells,
            vec![CellMark {
                cell: Pos::new(59),
                role: Role::Focus
            }]
        );
        assert_eq!(
            fig.candidates[0],
            CandidateMark {
                cell: Pos::new(59),
                digit: 1,
                role: Role::Target
            }
        );
        assert!(fig.candidates[1..].iter().all(|m| m.digit == 1
            && m.role == Role::Base
            && m.cell != Pos::new(59)
            && g.has(m.cell.index(), 1)));
        assert_eq!(
            fig.candidates.len(),
            (g.cells_with(1).count_ones()) as usize
        );
        let steps = find_all(&g, Strategy::TemplateDelete);
        let s = steps
            .iter()
            .find(|s| s.digits == [1])
            .expect("a template delete of 1");
        assert_eq!(s.eliminations, vec![(Pos::new(77), 1)]);
        assert_eq!(
            s.text,
            "Template Delete: no way to place 1 in all nine rows, columns and boxes \
             that fits the grid uses r9c6: remove 1 from r9c6"
        );
        // Refinement: r7c6 is certain for 1, so every other digit leaves it.
        for d in 2..=9u8 {
            if g.has(59, d) {
                assert!(
                    steps
                        .iter()
                        .any(|s| s.digits == [d] && s.eliminations.contains(&(Pos::new(59), d))),
                    "{d} stays in r7c6: {steps:?}"
                );
            }
        }
    }

    #[test]
    fn nothing_to_do_with_every_template_open() {
        // Six templates of 1 use every open cell of columns 3, 6, 9.
        let g = band_position();
        assert!(find_all(&g, Strategy::TemplateDelete).is_empty());
        assert!(find_all(&g, Strategy::TemplateSet).is_empty());
        let fits = fitting_templates(&g).expect("a consistent grid");
        for (k, fit) in fits.iter().enumerate() {
            let d = k as u8 + 1;
            assert_eq!(fit.any & g.cells_with(d), g.cells_with(d));
        }
    }
}
