//! Strategies over whole rows and columns: high/low str8ts and Setti's rule,
//! and the line analysis they (and the fish) share.

use super::analysis::{Ctx, LineOptions};
use super::explain::Detail;
use super::grid::{digits_of, Compartment, Grid, Shape};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Line, Mask, Pos};
use crate::str8ts::runs::run_union;
use std::ops::ControlFlow;

/// Eliminations from compartment `span` of the candidates outside `keep`.
fn trim(shape: &Shape, grid: &Grid, span: Compartment, keep: Mask, out: &mut Vec<(Pos, u8)>) {
    for c in span.cells() {
        if grid.open(shape, c) {
            out.extend(digits_of(grid.cand[c] & !keep).map(|d| (Pos::new(c), d)));
        }
    }
}

/// **High/Low Str8ts.** The compartments of a row (or column) cannot share
/// a digit. Try every way to give each compartment of the line a straight
/// it can hold, no two overlapping: a compartment keeps only the straights
/// that take part in such a way. Typically, beside a long compartment that
/// takes the middle digits, a shorter one must be all high or all low, so
/// its middle candidates go.
pub(crate) fn high_low_str8ts(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for l in Line::all() {
        if shape.line_range(l).len() < 2 {
            continue;
        }
        let Some(opts) = LineOptions::of(ctx, l) else {
            continue;
        };
        for i in 0..opts.n {
            let span = opts.spans[i];
            let starts = opts.surviving(i, 0);
            if starts == 0 {
                continue;
            }
            let mut elims = Vec::new();
            trim(shape, grid, span, run_union(starts, span.len()), &mut elims);
            if elims.is_empty() {
                continue;
            }
            let cells = shape.spans_of_line(l).flat_map(|s| s.positions()).collect();
            let others = (0..opts.n)
                .filter(|&j| j != i)
                .map(|j| (opts.spans[j], opts.starts[j]))
                .collect();
            let detail = Detail::HighLow {
                line: l,
                span,
                own: opts.starts[i],
                starts,
                others,
            };
            let mut step = Step::new(Strategy::HighLowStr8ts, cells, detail);
            step.eliminations = elims;
            found.add(step)?;
        }
    }
    ControlFlow::Continue(())
}

/// **Setti's Rule.** Digits never repeat in a row or column, so each digit
/// appears in as many rows as columns (counting white cells). Count, for a
/// digit, the rows that must contain it, the rows that may, and the same
/// for columns. If the columns that must contain it are as many as the rows
/// that may, every row that may contain it must; if the columns that may
/// are as many as the rows that must, no other row can contain it (and the
/// same with rows and columns swapped). A row that must contain the digit
/// gets it placed when only one cell can take it, or else keeps only the
/// straights that hold it.
pub(crate) fn settis_rule(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let Some((contains, possible)) = ctx.line_digits() else {
        return ControlFlow::Continue(());
    };
    for d in 1..=9u8 {
        let bit = digit_mask(d);
        let count = |range: std::ops::Range<usize>, masks: &[Mask; 18]| {
            range.filter(|&l| masks[l] & bit != 0).count() as u8
        };
        let (req_r, pos_r) = (count(0..9, contains), count(0..9, possible));
        let (req_c, pos_c) = (count(9..18, contains), count(9..18, possible));
        for rows in [true, false] {
            let (req, pos, other_req, other_pos) = if rows {
                (req_r, pos_r, req_c, pos_c)
            } else {
                (req_c, pos_c, req_r, pos_r)
            };
            if pos == req {
                continue;
            }
            let base = if rows { 0 } else { 9 };
            let optional: Vec<Line> = (base..base + 9)
                .map(Line::new)
                .filter(|&l| possible[l] & bit != 0 && contains[l] & bit == 0)
                .collect();
            let step = if other_req == pos {
                let counted = (
                    lines_of(possible, rows, bit),
                    lines_of(contains, !rows, bit),
                );
                setti_inside(ctx, d, &optional, rows, pos, counted)
            } else if other_pos == req {
                let counted = (
                    lines_of(contains, rows, bit),
                    lines_of(possible, !rows, bit),
                );
                setti_outside(shape, grid, d, &optional, rows, req, counted)
            } else {
                None
            };
            if let Some(step) = step {
                found.add(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The rows (`rows`) or columns whose mask in `masks` has `bit`, as a mask
/// of line numbers (bit `k` for line `k+1`): the lines Setti's rule counts.
fn lines_of(masks: &[Mask; 18], rows: bool, bit: Mask) -> u16 {
    let base = if rows { 0 } else { 9 };
    (0..9)
        .filter(|k| masks[base + k] & bit != 0)
        .fold(0, |m, k| m | 1 << k)
}

/// Setti's rule when every line in `optional` must contain `d`; `counted`
/// are the lines counted (see [`Detail::Setti`]'s `these` and `others`).
fn setti_inside(
    ctx: &Ctx,
    d: u8,
    optional: &[Line],
    rows: bool,
    need: u8,
    counted: (u16, u16),
) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let bit = digit_mask(d);
    let mut step = Step::new(
        Strategy::SettisRule,
        Vec::new(),
        Detail::Source {
            cell: Pos::new(0),
            digit: 0,
            black: false,
        },
    );
    let mut forced = 0u16;
    for &l in optional {
        let cells: Vec<usize> = (0..9)
            .map(|k| l.cell(k).index())
            .filter(|&c| grid.open(shape, c) && grid.cand[c] & bit != 0)
            .collect();
        let before = step.eliminations.len() + step.placements.len();
        if let [c] = cells[..] {
            step.placements.push((Pos::new(c), d));
        } else if let Some(opts) = LineOptions::of(ctx, l) {
            for i in 0..opts.n {
                let span = opts.spans[i];
                let keep = run_union(opts.surviving(i, bit), span.len());
                trim(shape, grid, span, keep, &mut step.eliminations);
            }
        }
        if step.eliminations.len() + step.placements.len() > before {
            forced |= 1 << l.ordinal();
            step.cells.extend(cells.into_iter().map(Pos::new));
        }
    }
    if forced == 0 {
        return None;
    }
    step.detail = Detail::Setti {
        digit: d,
        rows,
        inside: true,
        need,
        forced,
        these: counted.0,
        others: counted.1,
    };
    Some(step)
}

/// Setti's rule when no line in `optional` can contain `d`; `counted` as
/// for [`setti_inside`].
fn setti_outside(
    shape: &Shape,
    grid: &Grid,
    d: u8,
    optional: &[Line],
    rows: bool,
    need: u8,
    counted: (u16, u16),
) -> Option<Step> {
    let bit = digit_mask(d);
    let mut forced = 0u16;
    let mut elims = Vec::new();
    for &l in optional {
        for k in 0..9 {
            let c = l.cell(k).index();
            if grid.open(shape, c) && grid.cand[c] & bit != 0 {
                elims.push((Pos::new(c), d));
                forced |= 1 << l.ordinal();
            }
        }
    }
    if elims.is_empty() {
        return None;
    }
    elims.sort_unstable();
    let detail = Detail::Setti {
        digit: d,
        rows,
        inside: false,
        need,
        forced,
        these: counted.0,
        others: counted.1,
    };
    let mut step = Step::new(
        Strategy::SettisRule,
        elims.iter().map(|e| e.0).collect(),
        detail,
    );
    step.eliminations = elims;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::*;
    use crate::str8ts::logic::figure::tests::{check, houses, line, marks, span};
    use crate::str8ts::logic::find_first;
    use crate::str8ts::logic::testutil::*;

    /// A board of the given top rows (the rest black) with these candidates.
    fn position(rows: &[&'static str], cands: &[(usize, &[u8])]) -> (Shape, Grid) {
        let mut all = blank();
        all[..rows.len()].copy_from_slice(rows);
        let b = board(&all);
        let (shape, mut grid) = state(&b);
        for &(c, ds) in cands {
            grid.cand[c] = m(ds);
        }
        (shape, grid)
    }

    #[test]
    fn high_low_keeps_room_for_the_other_compartments() {
        // r1c6-r1c7 and r1c9 need three of 5..9, so r1c1-r1c3 cannot
        // reach 7 or 8.
        let (shape, grid) = position(
            &["...##..#."],
            &[
                (0, &[2, 3, 4, 5, 6, 7, 8]),
                (1, &[2, 3, 4, 5, 6, 7, 8]),
                (2, &[1, 2, 6, 7]),
                (5, &[5, 6, 8, 9]),
                (6, &[5, 6, 7, 8, 9]),
                (8, &[5, 6, 7, 8]),
            ],
        );
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::HighLowStr8ts).unwrap();
        assert_eq!(
            step.eliminations,
            [(0, 7), (0, 8), (1, 7), (1, 8), (2, 7)].map(|(c, d)| (Pos::new(c), d))
        );
        assert_eq!(
            step.explain(),
            "a digit appears only once in row 1, so its compartments cannot share a digit. On their own, the compartment r1c6-r1c7 can be 5-6, 6-7, 7-8 or 8-9 and the cell r1c9 can be 5, 6, 7 or 8. Of the straights the compartment r1c1-r1c3 could hold (1-3, 2-4, 4-6, 5-7 and 6-8), only 1-3, 2-4 and 4-6 work beside these without sharing a digit, so r1c1 and r1c2 cannot be 7 or 8, and r1c3 cannot be 7"
        );
        // The compartment, its row and the row's other compartments.
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![
                span(&[0, 1, 2], Focus),
                line(0, Pattern),
                span(&[5, 6], Pattern),
                span(&[8], Pattern)
            ]
        );
    }

    #[test]
    fn line_required_counts_every_filling() {
        // Row 1: r1c1-r1c5 (5 cells) and r1c7-r1c9 (3 cells) fill as 1-5 +
        // 6-8 or 7-9, 2-6 + 7-9, 4-8 + 1-3, 5-9 + 1-3 or 2-4: every
        // filling uses 2, 3, 5, 7 and 8.
        let (shape, grid) = position(&[".....#..."], &[]);
        let opts = LineOptions::of(&Ctx::new(&shape, &grid), Line::new(0)).unwrap();
        assert_eq!(opts.required(), m(&[2, 3, 5, 7, 8]));
    }

    #[test]
    fn settis_rule_keeps_a_digit_out() {
        // Columns 2 and 4 (4 cells each) require 3; only rows 2 and 3 can
        // hold a 3, so only two columns do: columns 1 and 3 cannot.
        let (shape, grid) = position(
            &["#.#.#####", "....#####", "#.#.#####", "#.#.#####"],
            &[
                (1, &[1, 2, 4, 5]),
                (3, &[4, 5]),
                (9, &[1, 2, 3, 5]),
                (10, &[2, 3, 5]),
                (11, &[1, 2, 3, 4]),
                (12, &[2, 3, 4]),
                (19, &[2, 3]),
                (21, &[3, 4, 5]),
                (28, &[1, 4]),
                (30, &[1, 2, 4, 5]),
            ],
        );
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::SettisRule).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(9), 3), (Pos::new(11), 3)]);
        assert_eq!(
            step.explain(),
            "each 3 lies in one row and one column, and no row or column holds two, so 3 appears in as many rows as columns. Only rows 2 and 3 can hold a 3, so at most 2 columns hold one. Columns 2 and 4 must contain a 3 (placed already, or needed by every way to fill their compartments), so no other column can hold one: r2c1 and r2c3 cannot be 3"
        );
        // Columns 1 and 3 lose their 3s; columns 2 and 4 require it, rows
        // 2 and 3 are the only rows that can hold it.
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![
                line(9, Focus),
                line(11, Focus),
                line(10, Base),
                line(12, Base),
                line(1, Cover),
                line(2, Cover)
            ]
        );
    }

    #[test]
    fn settis_rule_forces_a_digit_in() {
        // Columns 1, 2 and 3 require 2 (their straights all hold it); only
        // rows 2, 3 and 4 can hold a 2, so row 4 must: r4c1 is its only 2.
        let (shape, grid) = position(
            &[".#.######", "....#####", "....#####", ".#.######"],
            &[
                (0, &[1, 4]),
                (2, &[3, 4]),
                (9, &[1, 2]),
                (10, &[1, 2, 3]),
                (11, &[1, 2, 3, 4, 5]),
                (12, &[3, 4]),
                (18, &[1, 3, 4, 5]),
                (19, &[1, 2]),
                (20, &[2, 3, 4]),
                (21, &[2, 4, 5]),
                (27, &[2, 3, 4]),
                (29, &[3, 5]),
            ],
        );
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::SettisRule).unwrap();
        assert_eq!(step.placements, vec![(Pos::new(27), 2)]);
        assert!(step.eliminations.is_empty());
        assert_eq!(
            step.explain(),
            "each 2 lies in one row and one column, and no row or column holds two, so 2 appears in as many rows as columns. Columns 1, 2 and 3 must contain a 2 (placed already, or needed by every way to fill their compartments), so at least 3 rows hold one. Only rows 2, 3 and 4 can hold a 2, so each of them must, row 4 included. Only r4c1 can take a 2 in row 4, so r4c1 must be 2"
        );
        // Row 4 must hold the 2; rows 2 to 4 can hold it, columns 1 to 3
        // require it.
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![
                line(3, Focus),
                line(1, Base),
                line(2, Base),
                line(9, Cover),
                line(10, Cover),
                line(11, Cover)
            ]
        );
        assert_eq!(marks(&step), vec![(27, 2, Base)]);
    }
}
