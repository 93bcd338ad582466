//! The easiest strategies: row/column elimination, naked and hidden singles.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{digits_of, runs_union_common, Compartment, Grid};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Line, Mask, Pos, CELLS};
use std::ops::ControlFlow;

/// **Row/Column Elimination.** No digit repeats in a row or column, black
/// clues included: a digit in a cell (a white cell's digit or a black clue)
/// is removed from the candidates of every other cell of its row and column.
///
/// Steps come source by source, in the order of the open cells with a
/// candidate their row or column already holds: for each such cell its
/// stale digits in order, the row's source before the column's.
pub(crate) fn row_column_elimination(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let lines: [Mask; 18] = std::array::from_fn(|l| grid.line_digits(Line::new(l)));
    // Each cell holds one digit, so a source is known by its cell.
    let mut reported = [false; CELLS];
    let mut from = 0;
    while let Some((cell, stale)) = (from..CELLS).find_map(|i| {
        let [r, c] = Pos::new(i).lines();
        let stale = grid.cand[i] & (lines[r] | lines[c]);
        (stale != 0 && grid.open(shape, i)).then_some((i, stale))
    }) {
        from = cell + 1;
        for d in digits_of(stale) {
            for l in Pos::new(cell).lines() {
                if lines[l] & digit_mask(d) == 0 {
                    continue;
                }
                let source = l.cells().map(Pos::index).find(|&j| grid.value[j] == d);
                if let Some(i) = source.filter(|&i| !reported[i]) {
                    reported[i] = true;
                    found.add(source_step(ctx, i, d))?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The row/column elimination from the digit `d` in cell `i`: every open
/// cell of its row and column that still has `d` as a candidate loses it.
/// Cold: building a step is off the search loop's hot path.
#[cold]
fn source_step(ctx: &Ctx, i: usize, d: u8) -> Step {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let bit = digit_mask(d);
    let mut elims = Vec::new();
    for l in Pos::new(i).lines() {
        for j in l.cells().map(Pos::index) {
            if j != i && grid.open(shape, j) && grid.cand[j] & bit != 0 {
                elims.push((Pos::new(j), d));
            }
        }
    }
    elims.sort_unstable();
    elims.dedup();
    let detail = Detail::Source {
        cell: Pos::new(i),
        digit: d,
        black: shape.is_black(i),
    };
    let mut step = Step::new(Strategy::RowColumnElimination, vec![Pos::new(i)], detail);
    step.eliminations = elims;
    step
}

/// **Naked Single.** An open cell with a single candidate left must hold it.
pub(crate) fn naked_single(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for i in 0..CELLS {
        if grid.open(shape, i) && grid.cand[i].count_ones() == 1 {
            found.add(single_step(ctx, i))?;
        }
    }
    ControlFlow::Continue(())
}

/// The naked single in open cell `i`, whose one candidate it places.
/// Cold: building a step is off the search loop's hot path.
#[cold]
fn single_step(ctx: &Ctx, i: usize) -> Step {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let d = grid.cand[i].trailing_zeros() as u8 + 1;
    let others = |l: Line| {
        l.cells()
            .map(Pos::index)
            .filter(|&j| j != i && grid.value[j] != 0)
            .fold(0, |m, j| m | digit_mask(grid.value[j]))
    };
    let span_of = |k: usize| {
        let span = shape.compartment(k);
        let known = grid.span_digits(span);
        (known != 0).then_some((span, known))
    };
    let detail = Detail::Single {
        cell: Pos::new(i),
        digit: d,
        row: others(Pos::new(i).row_line()),
        col: others(Pos::new(i).col_line()),
        across: span_of(shape.across(i)),
        down: span_of(shape.down(i)),
    };
    let mut step = Step::new(Strategy::NakedSingle, vec![Pos::new(i)], detail);
    step.placements.push((Pos::new(i), d));
    step
}

/// **Hidden Single.** A digit every straight of a compartment contains (a
/// required digit) must go in the compartment; if only one of its cells can
/// take it, that cell holds it.
pub(crate) fn hidden_single(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        let starts = ctx.straights(id);
        if starts == 0 {
            continue;
        }
        let (_, common) = runs_union_common(starts, span.len as u32);
        let missing = common & !grid.span_digits(span);
        for d in digits_of(missing) {
            let bit = digit_mask(d);
            let mut cells = span.cells().filter(|&c| grid.cand[c] & bit != 0);
            let (Some(c), None) = (cells.next(), cells.next()) else {
                continue;
            };
            if !grid.open(shape, c) {
                continue;
            }
            found.add(hidden_step(grid, span, starts, c, d))?;
        }
    }
    ControlFlow::Continue(())
}

/// The hidden single placing `d` in cell `c`, the only cell of `span` (which
/// can hold the straights `starts`) that can take it. Cold: building a step
/// is off the search loop's hot path.
#[cold]
fn hidden_step(grid: &Grid, span: Compartment, starts: u16, c: usize, d: u8) -> Step {
    let detail = Detail::Straights {
        span,
        starts,
        digits: digit_mask(d),
        avail: grid.span_union(span),
        held: grid.span_digits(span),
        allowed: starts,
    };
    let mut step = Step::new(Strategy::HiddenSingle, span.positions().collect(), detail);
    step.placements.push((Pos::new(c), d));
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::*;
    use crate::str8ts::logic::figure::tests::cells as marked;
    use crate::str8ts::logic::figure::tests::{check, houses, line, links, marks, span};
    use crate::str8ts::logic::testutil::*;
    use crate::str8ts::logic::{find_all, find_first};

    #[test]
    fn row_column_elimination_clears_peers_of_a_black_clue() {
        let mut b = board(&[
            "e....####",
            "#########",
            ".########",
            "#########",
            "#########",
            "#########",
            "#########",
            "#########",
            "#########",
        ]);
        crate::rules::fill_naive_candidates(&mut b);
        b.cells[1].candidates = m(&[4, 5, 6]);
        let (shape, grid) = state(&b);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::RowColumnElimination).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(1), 5)]);
        assert_eq!(step.cells, [0].map(Pos::new));
        assert_eq!(
            step.explain(),
            "r1c1 holds the black clue 5, and a digit appears only once in a row or column (black clues count too), so no other cell of row 1 can be 5: that rules it out in r1c2"
        );
        // The clue's cell and the row that loses its 5 (not the column).
        check(&step, &shape, &grid);
        assert_eq!(marked(&step), vec![(0, Focus)]);
        assert_eq!(houses(&step), vec![line(0, Pattern)]);
        assert!(marks(&step).is_empty() && links(&step).is_empty());
    }

    #[test]
    fn naked_single_names_the_compartment() {
        // r3c2-r3c5 holds 3, 4 and 6: r3c4 can only be 5.
        let mut rows = blank();
        rows[2] = "#34.6####";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::NakedSingle).unwrap();
        assert_eq!(step.placements, vec![(Pos::new(21), 5)]);
        assert_eq!(
            step.explain(),
            "the compartment r3c2-r3c5 already holds 3, 4 and 6, so its 4 consecutive digits lie within 3 to 6. So r3c4 can only be 5"
        );
        // The cell, the compartment cited and the cells holding its digits.
        check(&step, &shape, &grid);
        assert_eq!(
            marked(&step),
            vec![(21, Focus), (19, Pattern), (20, Pattern), (22, Pattern)]
        );
        assert_eq!(houses(&step), vec![span(&[19, 20, 21, 22], Pattern)]);
    }

    #[test]
    fn naked_single_names_row_and_column() {
        // r1c3-r1c4 holds 3 (so 2 or 4), column 3 holds 2.
        let mut rows = blank();
        rows[0] = "7#.3#####";
        rows[2] = "##2######";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::NakedSingle).unwrap();
        assert_eq!(step.placements, vec![(Pos::new(2), 4)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c3-r1c4 already holds 3, so its 2 consecutive digits lie within 2 to 4. Column 3 already holds 2. So r1c3 can only be 4"
        );
        check(&step, &shape, &grid);
        assert_eq!(marked(&step), vec![(2, Focus), (3, Pattern), (20, Pattern)]);
        assert_eq!(
            houses(&step),
            vec![span(&[2, 3], Pattern), line(11, Pattern)]
        );
    }

    #[test]
    fn hidden_single_places_the_only_cell_for_a_required_digit() {
        // A compartment of 5 always holds 5; only r1c3 can take it.
        let mut rows = blank();
        rows[0] = ".....####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        for c in [0, 1, 3, 4] {
            grid.cand[c] &= !m(&[5]);
        }
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::HiddenSingle).unwrap();
        assert_eq!(step.placements, vec![(Pos::new(2), 5)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c5 has 5 cells, so it holds a straight of 5 consecutive digits. Any 5 consecutive digits fit, so it can be 1-5, 2-6, 3-7, 4-8 or 5-9, and each of these contains 5. Of its cells only r1c3 can take a 5, so r1c3 must be 5"
        );
        // The compartment that must hold the 5.
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![span(&[0, 1, 2, 3, 4], Focus)]);
    }

    #[test]
    fn row_column_elimination_lists_every_source() {
        // r1c2 still has 3 (the given r1c5) and 5 (the black clue r1c1);
        // r1c3 still has 5. The lower digit's source comes first.
        let mut rows = blank();
        rows[0] = "e...3####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[1] = m(&[3, 4, 5]);
        grid.cand[2] = m(&[2, 4, 5]);
        let ctx = Ctx::new(&shape, &grid);
        let all = find_all(&ctx, Strategy::RowColumnElimination);
        assert_eq!(
            changes(&all),
            vec![(vec![(1, 3)], vec![]), (vec![(1, 5), (2, 5)], vec![])]
        );
        assert_eq!(all[0].cells, [4].map(Pos::new));
        assert_eq!(all[1].cells, [0].map(Pos::new));
        assert_eq!(
            find_first(&ctx, Strategy::RowColumnElimination).as_ref(),
            all.first()
        );
    }

    #[test]
    fn naked_single_lists_every_cell() {
        // r3c4 can only be 5 (r3c2-r3c5 holds 3, 4, 6), r5c4 only 3
        // (r5c2-r5c4 holds 1 and 2).
        let mut rows = blank();
        rows[2] = "#34.6####";
        rows[4] = "#12.#####";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let ctx = Ctx::new(&shape, &grid);
        let all = find_all(&ctx, Strategy::NakedSingle);
        assert_eq!(
            changes(&all),
            vec![(vec![], vec![(21, 5)]), (vec![], vec![(39, 3)])]
        );
        assert_eq!(
            find_first(&ctx, Strategy::NakedSingle).as_ref(),
            all.first()
        );
        assert_eq!(
            all[1].explain(),
            "the compartment r5c2-r5c4 already holds 1 and 2, so its 3 consecutive digits lie within 1 to 3. So r5c4 can only be 3"
        );
    }

    #[test]
    fn hidden_single_lists_every_compartment() {
        // Compartments of 5 always hold 5: only r1c3 can take it in row 1,
        // only r3c1 in row 3.
        let mut rows = blank();
        rows[0] = ".....####";
        rows[2] = ".....####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        for c in [0, 1, 3, 4, 19, 20, 21, 22] {
            grid.cand[c] &= !m(&[5]);
        }
        let ctx = Ctx::new(&shape, &grid);
        let all = find_all(&ctx, Strategy::HiddenSingle);
        assert_eq!(
            changes(&all),
            vec![(vec![], vec![(2, 5)]), (vec![], vec![(18, 5)])]
        );
        assert_eq!(
            find_first(&ctx, Strategy::HiddenSingle).as_ref(),
            all.first()
        );
    }
}
