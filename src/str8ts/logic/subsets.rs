//! Naked and hidden pairs and triples in rows and columns.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{digits_of, runs_union_common, Compartment};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Line, Mask, Pos};
use std::ops::ControlFlow;

/// **Naked Pair.** Two open cells of a row or column whose candidates are
/// the same two digits hold those two digits between them, so no other
/// cell of that row or column can hold either.
pub(crate) fn naked_pair(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    naked_set(ctx, 2, Strategy::NakedPair, found)
}

/// **Naked Triple.** Three open cells of a row or column with only three
/// digits among their candidates hold those three digits, so no other cell
/// of that row or column can hold them.
pub(crate) fn naked_triple(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    naked_set(ctx, 3, Strategy::NakedTriple, found)
}

/// **Hidden Pair.** Two digits that a row or column must contain (because
/// one of its compartments requires each) and that fit only the same two
/// cells of it fill those cells, whose other candidates go.
pub(crate) fn hidden_pair(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    hidden_set(ctx, 2, Strategy::HiddenPair, found)
}

/// **Hidden Triple.** Three digits that a row or column must contain and
/// that fit only the same three cells of it fill those cells, whose other
/// candidates go.
pub(crate) fn hidden_triple(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    hidden_set(ctx, 3, Strategy::HiddenTriple, found)
}

/// Calls `f` with every `n`-subset (as a bit mask) of the bits of `set`, in
/// lexicographic order of their bit positions, until it returns `Break`.
/// `n` is at most 4 (the positions are kept on the stack: this runs for
/// every line on every search for a step).
fn subsets(set: u16, n: u32, mut f: impl FnMut(u16) -> ControlFlow<()>) -> ControlFlow<()> {
    let n = n as usize;
    debug_assert!(n <= 4);
    let k = set.count_ones() as usize;
    if n > k {
        return ControlFlow::Continue(());
    }
    let mut items = [0u16; 16];
    let mut bits = set;
    for item in &mut items[..k] {
        *item = bits.trailing_zeros() as u16;
        bits &= bits - 1;
    }
    let mut idx = [0usize, 1, 2, 3];
    loop {
        let mask = idx[..n].iter().fold(0u16, |m, &i| m | (1 << items[i]));
        f(mask)?;
        let mut i = n;
        while i > 0 && idx[i - 1] == k - n + i - 1 {
            i -= 1;
        }
        if i == 0 {
            return ControlFlow::Continue(());
        }
        idx[i - 1] += 1;
        for j in i..n {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// The step of a naked or hidden set: the cells of line `l` at the
/// positions set in `where_` (bit `k` for the line's `k`-th cell) hold
/// `digits`; for a hidden set, `needs` are the compartments of the line
/// that require them (see [`Detail::Subset`]). Cold: building a step is
/// off the search loop's hot path.
#[cold]
fn subset_step(
    strategy: Strategy,
    l: Line,
    (where_, digits): (u16, Mask),
    needs: Vec<(Compartment, u16, Mask)>,
    elims: Vec<(Pos, u8)>,
) -> Step {
    let cells = (0..9)
        .filter(|k| where_ & (1 << k) != 0)
        .map(|k| l.cell(k))
        .collect();
    let detail = Detail::Subset {
        line: l,
        digits,
        needs,
    };
    let mut step = Step::new(strategy, cells, detail);
    step.eliminations = elims;
    step
}

/// Every naked set of `n` cells, line by line, each line's sets in order.
fn naked_set(ctx: &Ctx, n: u32, strategy: Strategy, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for l in Line::all() {
        let mut pool = 0u16;
        for k in 0..9 {
            let c = l.cell(k).index();
            let count = grid.cand[c].count_ones();
            if grid.open(shape, c) && (2..=n).contains(&count) {
                pool |= 1 << k;
            }
        }
        subsets(pool, n, |set| {
            let union = (0..9)
                .filter(|k| set & (1 << k) != 0)
                .fold(0 as Mask, |m, k| m | grid.cand[l.cell(k).index()]);
            if union.count_ones() != n {
                return ControlFlow::Continue(());
            }
            let mut elims = Vec::new();
            for k in (0..9).filter(|k| set & (1 << k) == 0) {
                let c = l.cell(k).index();
                if grid.open(shape, c) {
                    elims.extend(digits_of(grid.cand[c] & union).map(|d| (Pos::new(c), d)));
                }
            }
            if elims.is_empty() {
                return ControlFlow::Continue(());
            }
            found.add(subset_step(strategy, l, (set, union), Vec::new(), elims))
        })?;
    }
    ControlFlow::Continue(())
}

/// The digits line `l` must contain and does not hold yet: those some
/// compartment of it requires.
pub(crate) fn line_required_by_compartments(ctx: &Ctx, l: Line) -> Mask {
    let shape = ctx.shape;
    let required = shape.line_range(l).fold(0, |m, id| {
        let span = shape.compartment(id);
        m | runs_union_common(ctx.straights(id), span.len as u32).1
    });
    required & !ctx.grid.line_digits(l)
}

/// The compartments of line `l` that require some of `digits`, each with
/// the straights it can hold and the digits of `digits` it requires.
#[cold]
fn requiring(ctx: &Ctx, l: Line, digits: Mask) -> Vec<(Compartment, u16, Mask)> {
    ctx.shape
        .line_range(l)
        .filter_map(|id| {
            let span = ctx.shape.compartment(id);
            let starts = ctx.straights(id);
            let common = runs_union_common(starts, span.len as u32).1 & digits;
            (common != 0).then_some((span, starts, common))
        })
        .collect()
}

/// Every hidden set of `n` required digits, line by line, each line's sets
/// in order.
fn hidden_set(ctx: &Ctx, n: u32, strategy: Strategy, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for l in Line::all() {
        let required = line_required_by_compartments(ctx, l);
        let mut pos = [0u16; 10];
        for d in digits_of(required) {
            for k in 0..9 {
                let c = l.cell(k).index();
                if grid.open(shape, c) && grid.cand[c] & digit_mask(d) != 0 {
                    pos[d as usize] |= 1 << k;
                }
            }
        }
        subsets(required, n, |digits| {
            let digits = digits as Mask;
            let mut where_ = 0u16;
            for d in digits_of(digits) {
                if pos[d as usize] == 0 {
                    return ControlFlow::Continue(());
                }
                where_ |= pos[d as usize];
            }
            if where_.count_ones() != n {
                return ControlFlow::Continue(());
            }
            let mut elims = Vec::new();
            for k in (0..9).filter(|k| where_ & (1 << k) != 0) {
                let c = l.cell(k).index();
                elims.extend(digits_of(grid.cand[c] & !digits).map(|d| (Pos::new(c), d)));
            }
            if elims.is_empty() {
                return ControlFlow::Continue(());
            }
            let needs = requiring(ctx, l, digits);
            found.add(subset_step(strategy, l, (where_, digits), needs, elims))
        })?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::*;
    use crate::str8ts::logic::figure::tests::{check, houses, line, marks, span};
    use crate::str8ts::logic::testutil::*;
    use crate::str8ts::logic::{find_all, find_first};

    #[test]
    fn naked_pair_in_a_row() {
        let mut rows = blank();
        rows[0] = "...#.....";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[1] = m(&[4, 7]);
        grid.cand[5] = m(&[4, 7]);
        grid.cand[0] = m(&[3, 4, 5]);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::NakedPair).unwrap();
        assert_eq!(step.cells, [1, 5].map(Pos::new));
        let want: Vec<(Pos, u8)> = [
            (0, 4),
            (2, 4),
            (2, 7),
            (4, 4),
            (4, 7),
            (6, 4),
            (6, 7),
            (7, 4),
            (7, 7),
            (8, 4),
            (8, 7),
        ]
        .map(|(c, d)| (Pos::new(c), d))
        .to_vec();
        assert_eq!(step.eliminations, want);
        assert_eq!(
            step.explain(),
            "in row 1 the two cells r1c2 and r1c6 can only be 4 or 7. So they hold 4 and 7, one each, and no other cell of row 1 can be 4 or 7: r1c1 cannot be 4, and r1c3, r1c5, r1c7, r1c8 and r1c9 cannot be 4 or 7"
        );
        // The row and the pair's digits in its cells.
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![line(0, Focus)]);
        assert_eq!(
            marks(&step),
            vec![(1, 4, Base), (1, 7, Base), (5, 4, Base), (5, 7, Base)]
        );
    }

    #[test]
    fn naked_pairs_of_every_line() {
        // Row 1 as above; in row 3, r3c1 and r3c9 hold 2 and 3.
        let mut rows = blank();
        rows[0] = "...#.....";
        rows[2] = "...#.....";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[1] = m(&[4, 7]);
        grid.cand[5] = m(&[4, 7]);
        grid.cand[0] = m(&[3, 4, 5]);
        grid.cand[18] = m(&[2, 3]);
        grid.cand[26] = m(&[2, 3]);
        let ctx = Ctx::new(&shape, &grid);
        let all = find_all(&ctx, Strategy::NakedPair);
        assert_eq!(all.len(), 2);
        assert_eq!(find_first(&ctx, Strategy::NakedPair).as_ref(), all.first());
        assert_eq!(all[0].cells, [1, 5].map(Pos::new));
        assert_eq!(all[0].eliminations.len(), 11);
        assert_eq!(all[1].cells, [18, 26].map(Pos::new));
        let want: Vec<(Pos, u8)> = [19, 20, 22, 23, 24, 25]
            .map(Pos::new)
            .iter()
            .flat_map(|&c| [(c, 2), (c, 3)])
            .collect();
        assert_eq!(all[1].eliminations, want);
        assert!(all[1].placements.is_empty());
    }

    #[test]
    fn naked_triple_in_a_column() {
        let mut rows = blank();
        for r in rows.iter_mut().take(5) {
            *r = ".########";
        }
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 4]);
        grid.cand[9] = m(&[4, 7]);
        grid.cand[18] = m(&[1, 7]);
        grid.cand[27] = m(&[1, 2, 3, 4, 5]);
        grid.cand[36] = m(&[2, 3, 4, 5, 6]);
        assert!(find_first(&Ctx::new(&shape, &grid), Strategy::NakedPair).is_none());
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::NakedTriple).unwrap();
        assert_eq!(step.cells, [0, 9, 18].map(Pos::new));
        assert_eq!(
            step.eliminations,
            vec![(Pos::new(27), 1), (Pos::new(27), 4), (Pos::new(36), 4)]
        );
        assert_eq!(
            step.explain(),
            "in column 1 the three cells r1c1, r2c1 and r3c1 can only be 1, 4 or 7 between them. So they hold 1, 4 and 7, one each, and no other cell of column 1 can be 1, 4 or 7: r4c1 cannot be 1 or 4, and r5c1 cannot be 4"
        );
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![line(9, Focus)]);
        assert_eq!(
            marks(&step),
            vec![
                (0, 1, Base),
                (0, 4, Base),
                (9, 4, Base),
                (9, 7, Base),
                (18, 1, Base),
                (18, 7, Base)
            ]
        );
    }

    #[test]
    fn hidden_pair_of_required_digits() {
        // r1c1-r1c5 requires 5; r1c1-r1c5 with candidates 3..7 requires 5
        // too. Make 4 and 5 required: 4-cell compartment within 3..6.
        let mut rows = blank();
        rows[0] = "....#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[3, 4, 5, 6]);
        grid.cand[1] = m(&[3, 4, 5, 6]);
        grid.cand[2] = m(&[3, 6]);
        grid.cand[3] = m(&[3, 6]);
        // 3-6 is the only straight: 4 and 5 are required and fit only r1c1, r1c2.
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::HiddenPair).unwrap();
        assert_eq!(step.cells, [0, 1].map(Pos::new));
        assert_eq!(
            step.eliminations,
            vec![
                (Pos::new(0), 3),
                (Pos::new(0), 6),
                (Pos::new(1), 3),
                (Pos::new(1), 6)
            ]
        );
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c4 can only be 3-6, which contains 4 and 5, so row 1 must contain 4 and 5. In row 1 only r1c1 and r1c2 can take them, so these two cells hold 4 and 5, one each, and nothing else: r1c1 and r1c2 cannot be 3 or 6"
        );
        // The row, the compartment that requires the pair, the pair.
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![line(0, Focus), span(&[0, 1, 2, 3], Pattern)]
        );
        assert_eq!(
            marks(&step),
            vec![(0, 4, Base), (0, 5, Base), (1, 4, Base), (1, 5, Base)]
        );
    }

    #[test]
    fn hidden_triple_of_required_digits() {
        let mut rows = blank();
        rows[0] = ".....####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        // 5 cells within 3..7: 3-7 only; 4, 5, 6 only in r1c1..r1c3.
        grid.cand[0] = m(&[3, 4, 5, 7]);
        grid.cand[1] = m(&[4, 6, 7]);
        grid.cand[2] = m(&[3, 5, 6]);
        grid.cand[3] = m(&[3, 7]);
        grid.cand[4] = m(&[3, 7]);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::HiddenTriple).unwrap();
        assert_eq!(step.cells, [0, 1, 2].map(Pos::new));
        assert_eq!(
            step.eliminations,
            vec![
                (Pos::new(0), 3),
                (Pos::new(0), 7),
                (Pos::new(1), 7),
                (Pos::new(2), 3)
            ]
        );
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c5 can only be 3-7, which contains 4, 5 and 6, so row 1 must contain 4, 5 and 6. In row 1 only r1c1, r1c2 and r1c3 can take them, so these three cells hold 4, 5 and 6, one each, and nothing else: r1c1 cannot be 3 or 7, r1c2 cannot be 7, and r1c3 cannot be 3"
        );
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![line(0, Focus), span(&[0, 1, 2, 3, 4], Pattern)]
        );
        assert_eq!(
            marks(&step),
            vec![
                (0, 4, Base),
                (0, 5, Base),
                (1, 4, Base),
                (1, 6, Base),
                (2, 5, Base),
                (2, 6, Base)
            ]
        );
    }

    #[test]
    fn subsets_enumerates_combinations() {
        let mut seen = Vec::new();
        let all = subsets(0b1011, 2, |s| {
            seen.push(s);
            ControlFlow::Continue(())
        });
        assert_eq!(all, ControlFlow::Continue(()));
        assert_eq!(seen, vec![0b0011, 0b1001, 0b1010]);
    }
}
