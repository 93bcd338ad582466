//! Strategies inside one compartment: range check, stranded digits,
//! required digits, split compartments.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{bounds_range, digits_of, runs_union_common, Compartment, Grid, Shape};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Mask, Pos};
use std::ops::ControlFlow;

/// The eliminations `cand & !keep` over the open cells of a compartment.
fn outside(
    shape: &Shape,
    grid: &Grid,
    span: Compartment,
    keep: impl Fn(usize) -> Mask,
) -> Vec<(Pos, u8)> {
    let mut out = Vec::new();
    for (k, c) in span.cells().enumerate() {
        if grid.open(shape, c) {
            for d in digits_of(grid.cand[c] & !keep(k)) {
                out.push((Pos::new(c), d));
            }
        }
    }
    out
}

fn has_open(shape: &Shape, grid: &Grid, span: Compartment) -> bool {
    span.cells().any(|c| grid.open(shape, c))
}

/// **Compartment Range Check.** A compartment of `L` cells holds `L`
/// consecutive digits, and it must include one digit of every cell. Let `a`
/// be the largest of the cells' smallest candidates and `b` the smallest of
/// their largest candidates (a digit counts as its own only candidate): the
/// straight must reach up to `a` and down to `b`, so every digit lies within
/// `a-L+1 ..= b+L-1`; candidates outside go. With placed digits `lo..hi`
/// this is the classic rule `hi-L+1 ..= lo+L-1`.
pub(crate) fn range_check(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for &span in shape.compartments() {
        if !has_open(shape, grid, span) {
            continue;
        }
        let Some((lo, hi)) = bounds(grid, span) else {
            continue;
        };
        let allowed = bounds_range(lo.1, hi.1, span.len);
        if allowed == 0 {
            continue;
        }
        let elims = outside(shape, grid, span, |_| allowed);
        if elims.is_empty() {
            continue;
        }
        found.add(range_step(span, lo, hi, allowed, elims))?;
    }
    ControlFlow::Continue(())
}

/// The range check of `span`, whose bounds `lo` and `hi` allow only the
/// digits `allowed`, removing `elims`. Cold: building a step is off the
/// search loop's hot path.
#[cold]
fn range_step(
    span: Compartment,
    lo: Bound,
    hi: Bound,
    allowed: Mask,
    elims: Vec<(Pos, u8)>,
) -> Step {
    let below = elims.iter().any(|&(_, d)| digit_mask(d) < allowed);
    let above = elims.iter().any(|&(_, d)| digit_mask(d) > allowed);
    let detail = Detail::Range {
        span,
        lo: below.then_some(typed(lo)),
        hi: above.then_some(typed(hi)),
        allowed,
    };
    let mut cells = Vec::new();
    for (c, ..) in [lo, hi] {
        if !cells.contains(&Pos::new(c)) && (c == lo.0 && below || c == hi.0 && above) {
            cells.push(Pos::new(c));
        }
    }
    let mut step = Step::new(Strategy::CompartmentRangeCheck, cells, detail);
    step.eliminations = elims;
    step
}

/// The cell with the largest smallest candidate and the cell with the
/// smallest largest candidate, each as (cell, bound, holds a digit); a
/// placed digit wins ties. `None` if a cell has no candidate.
type Bound = (usize, u8, bool);

/// A bound with its cell typed, as [`Detail::Range`] keeps it.
fn typed((cell, digit, held): Bound) -> (Pos, u8, bool) {
    (Pos::new(cell), digit, held)
}
fn bounds(grid: &Grid, span: Compartment) -> Option<(Bound, Bound)> {
    let mut lo: Bound = (0, 0, false);
    let mut hi: Bound = (0, 10, false);
    for c in span.cells() {
        let m = grid.cand[c];
        if m == 0 {
            return None;
        }
        let placed = grid.value[c] != 0;
        let (min, max) = (m.trailing_zeros() as u8 + 1, 16 - m.leading_zeros() as u8);
        if min > lo.1 || (min == lo.1 && placed && !lo.2) {
            lo = (c, min, placed);
        }
        if max < hi.1 || (max == hi.1 && placed && !hi.2) {
            hi = (c, max, placed);
        }
    }
    Some((lo, hi))
}

/// **Stranded Digits.** A compartment's straight must be a run of `L`
/// digits each of which some cell of the compartment can take (and that
/// contains its placed digits). A candidate that lies in no such run is
/// stranded: it cannot join up with enough neighbours, so it goes.
pub(crate) fn stranded_digits(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        if !has_open(shape, grid, span) {
            continue;
        }
        let starts = ctx.straights(id);
        if starts == 0 {
            continue;
        }
        let (union, _) = runs_union_common(starts, span.len as u32);
        let elims = outside(shape, grid, span, |_| union);
        if elims.is_empty() {
            continue;
        }
        let detail = Detail::Stranded {
            span,
            avail: grid.span_union(span),
            held: grid.span_digits(span),
            starts,
        };
        let mut step = Step::new(Strategy::StrandedDigits, span.positions().collect(), detail);
        step.eliminations = elims;
        found.add(step)?;
    }
    ControlFlow::Continue(())
}

/// **Required Digits** (sure candidates). A digit that every straight a
/// compartment can still hold contains must be in that compartment, so no
/// other cell of its row (or column) can hold it.
pub(crate) fn required_digits(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        let starts = ctx.straights(id);
        let (_, common) = runs_union_common(starts, span.len as u32);
        if common == 0 {
            continue;
        }
        let mut elims = Vec::new();
        for j in span.line().cells().map(Pos::index) {
            if grid.open(shape, j) && !span.contains(j) {
                for d in digits_of(grid.cand[j] & common) {
                    elims.push((Pos::new(j), d));
                }
            }
        }
        if elims.is_empty() {
            continue;
        }
        let detail = Detail::Straights {
            span,
            starts,
            digits: elims.iter().fold(0, |m, &(_, d)| m | digit_mask(d)),
            avail: grid.span_union(span),
            held: grid.span_digits(span),
            allowed: starts,
        };
        let mut step = Step::new(Strategy::RequiredDigits, span.positions().collect(), detail);
        step.eliminations = elims;
        found.add(step)?;
    }
    ControlFlow::Continue(())
}

/// **Split Compartments.** Split a compartment by the straights it can still
/// hold and try each on its own: with that straight, every cell takes a
/// different digit of it that its candidates allow. A straight that cannot
/// be laid out that way is out, and a candidate used by no complete layout
/// of any remaining straight goes (in each case this is a naked or hidden
/// set within the straight).
pub(crate) fn split_compartments(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        if !has_open(shape, grid, span) {
            continue;
        }
        let Some(&(surviving, support)) = ctx.layout(id) else {
            continue;
        };
        let elims = outside(shape, grid, span, |k| support[k]);
        if elims.is_empty() {
            continue;
        }
        let detail = Detail::Straights {
            span,
            starts: surviving,
            digits: 0,
            avail: grid.span_union(span),
            held: grid.span_digits(span),
            allowed: ctx.straights(id),
        };
        let mut step = Step::new(
            Strategy::SplitCompartments,
            span.positions().collect(),
            detail,
        );
        step.eliminations = elims;
        found.add(step)?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::{self, *};
    use crate::str8ts::logic::figure::tests::cells as marked;
    use crate::str8ts::logic::figure::tests::{check, houses, line, links, marks, span};
    use crate::str8ts::logic::find_first;
    use crate::str8ts::logic::testutil::*;

    #[test]
    fn range_check_uses_cell_bounds() {
        // r1c1-r1c4: r1c3 holds 7, so the straight lies within 4..9.
        let mut rows = blank();
        rows[0] = "..7.#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 2, 3, 4, 5, 6, 8, 9]);
        grid.cand[1] = m(&[1, 2, 3, 4, 5, 6, 8, 9]);
        grid.cand[3] = m(&[1, 2, 3, 4, 5, 6, 8, 9]);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::CompartmentRangeCheck).unwrap();
        let want: Vec<(Pos, u8)> = [0, 1, 3]
            .map(Pos::new)
            .iter()
            .flat_map(|&c| [(c, 1), (c, 2), (c, 3)])
            .collect();
        assert_eq!(step.eliminations, want);
        assert_eq!(step.cells, [2].map(Pos::new));
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c4 has 4 cells, so it holds a straight of 4 consecutive digits. r1c3 holds 7, so the straight is at least 4-7. So r1c1, r1c2 and r1c4 cannot be 1, 2 or 3"
        );
        // The compartment and the placed 7 that bounds it.
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![span(&[0, 1, 2, 3], Focus)]);
        assert_eq!(marked(&step), vec![(2, Pattern)]);
        assert!(marks(&step).is_empty());
    }

    #[test]
    fn range_check_with_open_bounds() {
        // r1c1-r1c3: r1c2 is 7 or 8, r1c3 is 1..8 and r1c1 is anything.
        let mut rows = blank();
        rows[0] = "...######";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[1] = m(&[7, 8]);
        grid.cand[2] = m(&[6, 7, 8]);
        grid.cand[0] = m(&[2, 6, 9]);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::CompartmentRangeCheck).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(0), 2)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c3 has 3 cells, so it holds a straight of 3 consecutive digits. r1c2 can only be 7 or more, so the straight is at least 5-7. So r1c1 cannot be 2"
        );
        // The open bound's candidates are the pattern.
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![span(&[0, 1, 2], Focus)]);
        assert_eq!(marks(&step), vec![(1, 7, Base), (1, 8, Base)]);
    }

    #[test]
    fn stranded_digit_without_a_neighbour() {
        // 2457-456-4567: no 3, so 2 cannot join a straight of 3.
        let mut rows = blank();
        rows[0] = "...######";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[2, 4, 5, 7]);
        grid.cand[1] = m(&[4, 5, 6]);
        grid.cand[2] = m(&[4, 5, 6, 7]);
        assert!(find_first(&Ctx::new(&shape, &grid), Strategy::CompartmentRangeCheck).is_none());
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::StrandedDigits).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(0), 2)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c3 has 3 cells, so it holds a straight of 3 consecutive digits. Its cells can only take 2, 4, 5, 6 and 7 between them, so its straight can only be 4-6 or 5-7. 2 is in none of these, so r1c1 cannot be 2"
        );
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![span(&[0, 1, 2], Focus)]);
    }

    #[test]
    fn required_digits_leave_the_rest_of_the_row() {
        // r1c1-r1c5 always holds 5; r1c7 and r1c8 lose it.
        let mut rows = blank();
        rows[0] = ".....#..#";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::RequiredDigits).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(6), 5), (Pos::new(7), 5)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c5 has 5 cells, so it holds a straight of 5 consecutive digits. Any 5 consecutive digits fit, so it can be 1-5, 2-6, 3-7, 4-8 or 5-9. Each of these contains 5, so this compartment holds it, and as a digit appears only once in row 1, no other cell of row 1 can be 5: r1c7 and r1c8 cannot be 5"
        );
        // The compartment, the row that loses the 5 and the 5's places.
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![span(&[0, 1, 2, 3, 4], Focus), line(0, Pattern)]
        );
        let fives: Vec<(usize, u8, Role)> = (0..5).map(|c| (c, 5, Base)).collect();
        assert_eq!(marks(&step), fives);
    }

    #[test]
    fn split_compartment_tries_each_straight() {
        // r1c1-r1c4 with 12-12-345-345: 2-5 would need 2 twice in r1c1 and
        // r1c2 and 3-6 has no 6, so only 1-4 works: r1c3 and r1c4 hold 3 and 4.
        let mut rows = blank();
        rows[0] = "....#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 2]);
        grid.cand[1] = m(&[1, 2]);
        grid.cand[2] = m(&[3, 4, 5]);
        grid.cand[3] = m(&[3, 4, 5]);
        assert!(find_first(&Ctx::new(&shape, &grid), Strategy::CompartmentRangeCheck).is_none());
        assert!(find_first(&Ctx::new(&shape, &grid), Strategy::StrandedDigits).is_none());
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::SplitCompartments).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(2), 5), (Pos::new(3), 5)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c4 has 4 cells, so it holds a straight of 4 consecutive digits. Its cells can only take 1 to 5 between them, so its straight can only be 1-4 or 2-5. 2-5 cannot be laid out on its cells, each cell taking a different one of its candidates, so its straight must be 1-4. In every way to lay out 1-4 like that, r1c3 and r1c4 are never 5"
        );
        check(&step, &shape, &grid);
        assert_eq!(houses(&step), vec![span(&[0, 1, 2, 3], Focus)]);
        assert!(links(&step).is_empty());
    }
}
