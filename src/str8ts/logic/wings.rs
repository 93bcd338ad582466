//! Y-wings and unique rectangles.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{sees, Grid, Shape};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Mask, Pos, CELLS};
use std::ops::ControlFlow;

/// The open cells sharing a row or column with `i`.
fn peers<'a>(shape: &'a Shape, grid: &'a Grid, i: usize) -> impl Iterator<Item = usize> + 'a {
    Pos::new(i)
        .lines()
        .into_iter()
        .flat_map(|l| l.cells().map(Pos::index))
        .filter(move |&j| j != i && grid.open(shape, j))
}

/// **Y-Wing.** A pivot cell with candidates `{a, b}` sees (shares a row or
/// column with) a pincer `{a, c}` and a pincer `{b, c}`. Whichever digit
/// the pivot takes, one pincer is `c`, so no cell that sees both pincers
/// can be `c`.
pub(crate) fn y_wing(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let bivalue = |i: usize| grid.open(shape, i) && grid.cand[i].count_ones() == 2;
    for pivot in (0..CELLS).filter(|&i| bivalue(i)) {
        let p = grid.cand[pivot];
        for x in peers(shape, grid, pivot).filter(|&j| bivalue(j)) {
            let shared = grid.cand[x] & p;
            if shared.count_ones() != 1 {
                continue;
            }
            let c_bit = grid.cand[x] & !p;
            let b_bit = p & !shared;
            let want = b_bit | c_bit;
            for y in peers(shape, grid, pivot).filter(|&j| j != x && grid.cand[j] == want) {
                let elims: Vec<(Pos, u8)> = (0..CELLS)
                    .filter(|&j| {
                        j != pivot
                            && grid.open(shape, j)
                            && grid.cand[j] & c_bit != 0
                            && sees(j, x)
                            && sees(j, y)
                    })
                    .map(|j| (Pos::new(j), bit_digit(c_bit)))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let detail = Detail::Wing {
                    pivot: Pos::new(pivot),
                    x: Pos::new(x),
                    y: Pos::new(y),
                    a: bit_digit(shared),
                    b: bit_digit(b_bit),
                    c: bit_digit(c_bit),
                };
                let mut step = Step::new(
                    Strategy::YWing,
                    vec![Pos::new(pivot), Pos::new(x), Pos::new(y)],
                    detail,
                );
                step.eliminations = elims;
                found.add(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

fn bit_digit(bit: Mask) -> u8 {
    bit.trailing_zeros() as u8 + 1
}

/// **Unique Rectangle** (type 1; only for a puzzle known to have one
/// solution). Four non-given cells at the corners of a rectangle, where
/// each pair of corners in a row shares a row compartment and each pair in
/// a column shares a column compartment: if all four held only `a` and `b`,
/// swapping `a` and `b` around the rectangle would keep every row, column
/// and compartment valid, a second solution. So when three corners have
/// exactly the candidates `{a, b}`, the fourth cannot be `a` or `b`.
pub(crate) fn unique_rectangle(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    if !shape.unique {
        return ControlFlow::Continue(());
    }
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if let Some(step) = rectangle(shape, grid, corners) {
                        found.add(step)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn rectangle(shape: &Shape, grid: &Grid, corners: [usize; 4]) -> Option<Step> {
    if corners
        .iter()
        .any(|&c| !grid.open(shape, c) || shape.given[c] || grid.cand[c].count_ones() < 2)
    {
        return None;
    }
    let [a, b, c, d] = corners;
    let same = shape.across(a) == shape.across(b)
        && shape.across(c) == shape.across(d)
        && shape.down(a) == shape.down(c)
        && shape.down(b) == shape.down(d);
    if !same {
        return None;
    }
    let pairs: Vec<usize> = corners
        .iter()
        .copied()
        .filter(|&x| grid.cand[x].count_ones() == 2)
        .collect();
    if pairs.len() != 3 {
        return None;
    }
    let ab = grid.cand[pairs[0]];
    if pairs.iter().any(|&x| grid.cand[x] != ab) {
        return None;
    }
    let target = *corners.iter().find(|x| !pairs.contains(x))?;
    if grid.cand[target] & ab != ab {
        return None;
    }
    let lo = bit_digit(ab & ab.wrapping_neg());
    let hi = bit_digit(ab & !digit_mask(lo));
    let detail = Detail::Rectangle {
        a: lo,
        b: hi,
        target: Pos::new(target),
    };
    let mut step = Step::new(
        Strategy::UniqueRectangle,
        corners.map(Pos::new).to_vec(),
        detail,
    );
    let target = Pos::new(target);
    step.eliminations = vec![(target, lo), (target, hi)];
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::*;
    use crate::str8ts::logic::figure::tests::cells as marked;
    use crate::str8ts::logic::figure::tests::{check, houses, links, marks, span};
    use crate::str8ts::logic::grid::Shape;
    use crate::str8ts::logic::testutil::*;
    use crate::str8ts::logic::{find_all, find_first};

    #[test]
    fn y_wing_removes_the_shared_digit() {
        // Pivot r1c1 {2,5}; pincers r1c4 {2,7} and r4c1 {5,7}; r4c4 sees both.
        let mut rows = blank();
        rows[0] = "....#####";
        rows[1] = ".########";
        rows[2] = ".########";
        rows[3] = "....#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[2, 5]);
        grid.cand[3] = m(&[2, 7]);
        grid.cand[27] = m(&[5, 7]);
        grid.cand[30] = m(&[3, 7, 8]);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::YWing).unwrap();
        assert_eq!(step.cells, [0, 3, 27].map(Pos::new));
        assert_eq!(step.eliminations, vec![(Pos::new(30), 7)]);
        assert_eq!(
            step.explain(),
            "r1c1 can only be 2 or 5. r1c4, also in row 1, can only be 2 or 7, and r4c1, also in column 1, can only be 5 or 7. If r1c1 is 2, r1c4 must be 7; if it is 5, r4c1 must be 7. Either way r1c4 or r4c1 is 7, so no cell that shares a row or column with both can be 7: that rules it out in r4c4"
        );
        // The pivot and pincers' candidates, and the wing as a chain:
        // r1c4 7 = 2 - r1c1 2 = 5 - r4c1 5 = 7.
        check(&step, &shape, &grid);
        assert_eq!(marked(&step), vec![(0, Focus)]);
        assert_eq!(
            marks(&step),
            vec![
                (0, 2, Base),
                (0, 5, Base),
                (3, 2, Base),
                (3, 7, Base),
                (27, 5, Base),
                (27, 7, Base)
            ]
        );
        assert_eq!(
            links(&step),
            vec![
                ((3, 7), (3, 2), true),
                ((3, 2), (0, 2), false),
                ((0, 2), (0, 5), true),
                ((0, 5), (27, 5), false),
                ((27, 5), (27, 7), true)
            ]
        );
    }

    #[test]
    fn y_wing_lists_every_wing_once() {
        // The wing above in the top-left corner and its mirror image in the
        // bottom-right one: pivot r6c6 {2,5}, pincers r6c9 {2,7} and r9c6
        // {5,7}. Each wing is seen from both pincers but listed once.
        let mut rows = blank();
        rows[0] = "....#####";
        rows[1] = ".########";
        rows[2] = ".########";
        rows[3] = "....#####";
        rows[5] = "#####....";
        rows[6] = "#####.###";
        rows[7] = "#####.###";
        rows[8] = "#####....";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        for (pivot, x, y, target) in [(0, 3, 27, 30), (50, 53, 77, 80)] {
            grid.cand[pivot] = m(&[2, 5]);
            grid.cand[x] = m(&[2, 7]);
            grid.cand[y] = m(&[5, 7]);
            grid.cand[target] = m(&[3, 7, 8]);
        }
        let ctx = Ctx::new(&shape, &grid);
        let all = find_all(&ctx, Strategy::YWing);
        assert_eq!(all.len(), 2);
        assert_eq!(find_first(&ctx, Strategy::YWing).as_ref(), all.first());
        assert_eq!(all[0].cells, [0, 3, 27].map(Pos::new));
        assert_eq!(all[0].eliminations, vec![(Pos::new(30), 7)]);
        assert_eq!(all[1].cells, [50, 53, 77].map(Pos::new));
        assert_eq!(all[1].eliminations, vec![(Pos::new(80), 7)]);
    }

    #[test]
    fn unique_rectangle_needs_shared_compartments() {
        // A 2x2 block of white cells: corners share compartments.
        let mut rows = blank();
        rows[0] = "..#######";
        rows[1] = "..#######";
        let b = board(&rows);
        let (_, mut grid) = state(&b);
        grid.cand[0] = m(&[4, 8]);
        grid.cand[1] = m(&[4, 8]);
        grid.cand[9] = m(&[4, 8]);
        grid.cand[10] = m(&[3, 4, 8]);
        let unique = Shape::of(&b, true);
        let step = find_first(&Ctx::new(&unique, &grid), Strategy::UniqueRectangle).unwrap();
        assert_eq!(
            step.eliminations,
            vec![(Pos::new(10), 4), (Pos::new(10), 8)]
        );
        assert_eq!(
            step.explain(),
            "r1c1, r1c2 and r2c1 can only be 4 or 8, and with r2c2 they are the corners of a rectangle whose corners in a row share a compartment, as do those in a column. If r2c2 were 4 or 8 too, the 4s and 8s could swap places around the rectangle and every row, column and compartment would still be right, so the puzzle would have a second solution. It has only one, so r2c2 cannot be 4 or 8"
        );
        // The pair in the three bivalue corners, the fourth corner and
        // the compartments the corners share.
        check(&step, &unique, &grid);
        assert_eq!(marked(&step), vec![(10, Focus)]);
        assert_eq!(
            marks(&step),
            vec![
                (0, 4, Base),
                (0, 8, Base),
                (1, 4, Base),
                (1, 8, Base),
                (9, 4, Base),
                (9, 8, Base)
            ]
        );
        assert_eq!(
            houses(&step),
            vec![
                span(&[0, 1], Pattern),
                span(&[0, 9], Pattern),
                span(&[1, 10], Pattern),
                span(&[9, 10], Pattern)
            ]
        );
        // Not known to be unique: no step.
        let not = Shape::of(&b, false);
        assert!(find_first(&Ctx::new(&not, &grid), Strategy::UniqueRectangle).is_none());
        // Corners in different compartments: no deadly pattern.
        let mut rows = blank();
        rows[0] = ".#.######";
        rows[1] = ".#.######";
        let b = board(&rows);
        let (_, mut grid) = state(&b);
        grid.cand[0] = m(&[4, 8]);
        grid.cand[2] = m(&[4, 8]);
        grid.cand[9] = m(&[4, 8]);
        grid.cand[11] = m(&[3, 4, 8]);
        assert!(find_first(
            &Ctx::new(&Shape::of(&b, true), &grid),
            Strategy::UniqueRectangle
        )
        .is_none());
    }
}
