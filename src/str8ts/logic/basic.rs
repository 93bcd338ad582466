//! The easiest strategies: row/column elimination, naked and hidden singles.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{line_cell, runs_union_common};
use super::{Step, Strategy};
use crate::board::{digit_mask, CELLS};

/// **Row/Column Elimination.** No digit repeats in a row or column, black
/// clues included: a digit in a cell (a white cell's digit or a black clue)
/// is removed from the candidates of every other cell of its row and column.
pub(crate) fn row_column_elimination(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let mut lines = [0; 18];
    for (l, m) in lines.iter_mut().enumerate() {
        *m = grid.line_digits(l);
    }
    // The first open cell with a candidate its row or column already holds.
    let (cell, stale) = (0..CELLS).find_map(|i| {
        let stale = grid.cand[i] & (lines[i / 9] | lines[9 + i % 9]);
        (stale != 0 && grid.open(shape, i)).then_some((i, stale))
    })?;
    let d = stale.trailing_zeros() as u8 + 1;
    let in_row = lines[cell / 9] & digit_mask(d) != 0;
    let l = if in_row { cell / 9 } else { 9 + cell % 9 };
    let i = (0..9)
        .map(|k| line_cell(l, k))
        .find(|&j| grid.value[j] == d)?;
    let bit = digit_mask(d);
    let mut elims = Vec::new();
    for l in [i / 9, 9 + i % 9] {
        for k in 0..9 {
            let j = line_cell(l, k);
            if j != i && grid.open(shape, j) && grid.cand[j] & bit != 0 {
                elims.push((j, d));
            }
        }
    }
    elims.sort_unstable();
    elims.dedup();
    let detail = Detail::Source {
        cell: i,
        digit: d,
        black: shape.is_black(i),
    };
    let mut step = Step::new(Strategy::RowColumnElimination, vec![i], detail);
    step.eliminations = elims;
    Some(step)
}

/// **Naked Single.** An open cell with a single candidate left must hold it.
pub(crate) fn naked_single(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let i = (0..CELLS).find(|&i| grid.open(shape, i) && grid.cand[i].count_ones() == 1)?;
    let d = grid.cand[i].trailing_zeros() as u8 + 1;
    let others = |l: usize| {
        (0..9)
            .map(|k| line_cell(l, k))
            .filter(|&j| j != i && grid.value[j] != 0)
            .fold(0, |m, j| m | digit_mask(grid.value[j]))
    };
    let span_of = |k: usize| {
        let span = shape.compartment(k);
        let known = grid.span_digits(span);
        (known != 0).then_some((span, known))
    };
    let detail = Detail::Single {
        cell: i,
        digit: d,
        row: others(i / 9),
        col: others(9 + i % 9),
        across: span_of(shape.across(i)),
        down: span_of(shape.down(i)),
    };
    let mut step = Step::new(Strategy::NakedSingle, vec![i], detail);
    step.placements.push((i, d));
    Some(step)
}

/// **Hidden Single.** A digit every straight of a compartment contains (a
/// required digit) must go in the compartment; if only one of its cells can
/// take it, that cell holds it.
pub(crate) fn hidden_single(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        let starts = ctx.straights(id);
        if starts == 0 {
            continue;
        }
        let (_, common) = runs_union_common(starts, span.len as u32);
        let missing = common & !grid.span_digits(span);
        for d in super::grid::digits_of(missing) {
            let bit = digit_mask(d);
            let mut cells = span.cells().filter(|&c| grid.cand[c] & bit != 0);
            let (Some(c), None) = (cells.next(), cells.next()) else {
                continue;
            };
            if !grid.open(shape, c) {
                continue;
            }
            let detail = Detail::Straights {
                span,
                starts,
                digits: bit,
            };
            let mut step = Step::new(Strategy::HiddenSingle, span.cells().collect(), detail);
            step.placements.push((c, d));
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::str8ts::logic::testutil::*;

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
        crate::engine::fill_naive_candidates(&mut b);
        b.cells[1].candidates = m(&[4, 5, 6]);
        let (shape, grid) = state(&b);
        let step = row_column_elimination(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.eliminations, vec![(1, 5)]);
        assert_eq!(step.cells, vec![0]);
        assert_eq!(
            step.explain(),
            "r1c1 holds the black clue 5, so no other cell of row 1 or column 1 can be 5: remove 5 from r1c2"
        );
    }

    #[test]
    fn naked_single_names_the_compartment() {
        // r3c2-r3c5 holds 3, 4 and 6: r3c4 can only be 5.
        let mut rows = blank();
        rows[2] = "#34.6####";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let step = naked_single(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.placements, vec![(21, 5)]);
        assert_eq!(
            step.explain(),
            "r3c4 can only be 5: the compartment r3c2-r3c5 already holds 3, 4 and 6"
        );
    }

    #[test]
    fn naked_single_names_row_and_column() {
        // r1c3-r1c4 holds 3 (so 2 or 4), column 3 holds 2.
        let mut rows = blank();
        rows[0] = "7#.3#####";
        rows[2] = "##2######";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let step = naked_single(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.placements, vec![(2, 4)]);
        assert_eq!(
            step.explain(),
            "r1c3 can only be 4: the compartment r1c3-r1c4 already holds 3 and column 3 already holds 2"
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
        let step = hidden_single(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.placements, vec![(2, 5)]);
        assert_eq!(
            step.explain(),
            "r1c3 must be 5: the compartment r1c1-r1c5 must contain 5 (it can only be 1-5, 2-6, 3-7, 4-8 or 5-9) and r1c3 is its only cell that can take it"
        );
    }
}
