//! Forcing chains: the hardest strategy.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{
    bounds_range, digits_of, runs_union_common, Compartment, Contradiction, Grid, Shape,
};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Mask, Pos, CELLS};
use crate::str8ts::geometry::bit;
use std::ops::ControlFlow;

/// **Forcing Chain.** Take an open cell (those with the fewest candidates
/// first) and assume each of its candidates in turn, following only the
/// Easy and Gentle strategies (row/column eliminations, singles, range
/// checks, stranded and required digits). If a candidate leads to a
/// contradiction (a cell without candidates, a digit twice in a line, a
/// compartment that can hold no straight), it is false and goes. If every
/// candidate leads to the same digit in some other cell, that digit is
/// placed. Only when no such chain exists are the branches followed with
/// every other strategy of the solver instead of the easy ones alone.
///
/// Every step: each candidate that leads to a contradiction is one step;
/// a cell none of whose candidates does gives the agreement of its
/// branches, if any. The deep search runs only when the easy one finds
/// nothing (as for the first step): a deep branch runs the whole solver.
/// The list is not capped: on the str8ts.com puzzles it takes at most
/// about 0.1 s (release) at any position along the solver's path.
pub(crate) fn forcing_chain(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for deep in [false, true] {
        if deep && !found.is_empty() {
            break;
        }
        for want in 2..=9u32 {
            for cell in 0..CELLS {
                if grid.open(shape, cell) && grid.cand[cell].count_ones() == want {
                    force_cell(shape, grid, cell, deep, found)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Follows the assumption just made in `start` with every strategy easier
/// than forcing chains, recording placements in `trail`.
fn follow_deep(
    shape: &Shape,
    g: &mut Grid,
    trail: &mut Vec<(Pos, u8)>,
) -> Result<(), Contradiction> {
    loop {
        if let Some(c) = g.contradiction(shape) {
            return Err(c);
        }
        if g.complete(shape) {
            return Ok(());
        }
        let Some(step) = super::next_step_before(shape, g, Strategy::ForcingChain) else {
            return Ok(());
        };
        trail.extend_from_slice(&step.placements);
        step.apply(g);
    }
}

/// Tries every candidate of `cell`: each one that leads to a contradiction
/// is a step; when none does, the placements every branch agrees on are.
fn force_cell(
    shape: &Shape,
    grid: &Grid,
    cell: usize,
    deep: bool,
    found: &mut Found,
) -> ControlFlow<()> {
    let cands = grid.cand[cell];
    let mut outcomes: Vec<Grid> = Vec::new();
    let mut refuted = false;
    for d in digits_of(cands) {
        let mut g = grid.clone();
        g.place(cell, d);
        let mut trail = Vec::new();
        let result = if deep {
            follow_deep(shape, &mut g, &mut trail)
        } else {
            propagate(shape, &mut g, &mut trail, cell)
        };
        match result {
            Err(end) => {
                refuted = true;
                found.add(contradiction_step(cell, d, cands, trail, end, deep))?;
            }
            Ok(()) if !refuted => outcomes.push(g),
            Ok(()) => {}
        }
    }
    if refuted {
        return ControlFlow::Continue(());
    }
    let common: Vec<(Pos, u8)> = (0..CELLS)
        .filter(|&i| i != cell && grid.open(shape, i))
        .filter_map(|i| {
            let v = outcomes[0].value[i];
            (v != 0 && outcomes.iter().all(|g| g.value[i] == v)).then_some((Pos::new(i), v))
        })
        .collect();
    if common.is_empty() {
        return ControlFlow::Continue(());
    }
    let mut cells = vec![Pos::new(cell)];
    cells.extend(common.iter().map(|&(c, _)| c));
    let detail = Detail::Chain {
        cell: Pos::new(cell),
        digit: 0,
        cands,
        trail: Vec::new(),
        end: None,
        deep,
    };
    let mut step = Step::new(Strategy::ForcingChain, cells, detail);
    step.placements = common;
    found.add(step)
}

/// The step removing candidate `d` of `cell`: assuming it, the chain of
/// placements `trail` ends in the contradiction `end`.
fn contradiction_step(
    cell: usize,
    d: u8,
    cands: Mask,
    trail: Vec<(Pos, u8)>,
    end: Contradiction,
    deep: bool,
) -> Step {
    let mut cells = vec![Pos::new(cell)];
    cells.extend(trail.iter().map(|&(c, _)| c));
    if let Some(c) = end_cell(end) {
        cells.push(Pos::new(c));
    }
    let detail = Detail::Chain {
        cell: Pos::new(cell),
        digit: d,
        cands,
        trail,
        end: Some(end),
        deep,
    };
    let mut step = Step::new(Strategy::ForcingChain, cells, detail);
    step.eliminations.push((Pos::new(cell), d));
    step
}

fn end_cell(end: Contradiction) -> Option<usize> {
    match end {
        Contradiction::Empty(c) => Some(c.index()),
        _ => None,
    }
}

/// Applies the Easy and Gentle strategies in bulk until nothing changes,
/// recording placements in `trail`, after `start` got its digit. The
/// result (the closure under these rules) is the same as applying them one
/// step at a time. Only the consequences of `start` are followed: the rest
/// of the state is taken to be settled under these rules already (the
/// forcing chain runs only when no easier strategy applies).
pub(crate) fn propagate(
    shape: &Shape,
    g: &mut Grid,
    trail: &mut Vec<(Pos, u8)>,
    start: usize,
) -> Result<(), Contradiction> {
    let mut w = Work {
        queue: Vec::with_capacity(32),
        dirty: 0,
    };
    w.queue.push(start);
    w.touch(shape, start);
    loop {
        while let Some(i) = w.queue.pop() {
            clear_peers(shape, g, &mut w, trail, i)?;
        }
        if w.dirty == 0 {
            return Ok(());
        }
        let k = w.dirty.trailing_zeros() as usize;
        w.dirty &= w.dirty - 1;
        compartment_rules(shape, g, &mut w, trail, shape.compartment(k))?;
    }
}

/// Placed cells whose row and column are still to be cleared, and the
/// compartments (bit per index) whose cells changed.
struct Work {
    queue: Vec<usize>,
    dirty: u128,
}

impl Work {
    fn touch(&mut self, shape: &Shape, c: usize) {
        self.dirty |= bit(shape.across(c)) | bit(shape.down(c));
    }
}

/// Keeps only `keep` of cell `c`'s candidates; places a single.
fn narrow(
    shape: &Shape,
    g: &mut Grid,
    w: &mut Work,
    trail: &mut Vec<(Pos, u8)>,
    c: usize,
    keep: Mask,
) -> Result<(), Contradiction> {
    let new = g.cand[c] & keep;
    if new == g.cand[c] || !g.open(shape, c) {
        return Ok(());
    }
    g.cand[c] = new;
    if new == 0 {
        return Err(Contradiction::Empty(Pos::new(c)));
    }
    w.touch(shape, c);
    if new.count_ones() == 1 {
        let d = new.trailing_zeros() as u8 + 1;
        g.place(c, d);
        trail.push((Pos::new(c), d));
        w.queue.push(c);
    }
    Ok(())
}

/// Row/column elimination from the digit in `i`.
fn clear_peers(
    shape: &Shape,
    g: &mut Grid,
    w: &mut Work,
    trail: &mut Vec<(Pos, u8)>,
    i: usize,
) -> Result<(), Contradiction> {
    let d = g.value[i];
    for l in Pos::new(i).lines() {
        for j in l.cells().map(Pos::index) {
            if j == i {
                continue;
            }
            if g.value[j] == d {
                return Err(Contradiction::Repeat(l, d));
            }
            narrow(shape, g, w, trail, j, !digit_mask(d))?;
        }
    }
    Ok(())
}

/// Range check, stranded digits, required digits and hidden singles on one compartment.
fn compartment_rules(
    shape: &Shape,
    g: &mut Grid,
    w: &mut Work,
    trail: &mut Vec<(Pos, u8)>,
    span: Compartment,
) -> Result<(), Contradiction> {
    let (mut a, mut b) = (0u8, 10u8);
    for c in span.cells() {
        a = a.max(g.cand[c].trailing_zeros() as u8 + 1);
        b = b.min(16 - g.cand[c].leading_zeros() as u8);
    }
    let starts = g.straights(span);
    if starts == 0 {
        return Err(Contradiction::NoStraight(span));
    }
    let (union, common) = runs_union_common(starts, span.len as u32);
    let keep = bounds_range(a, b, span.len) & union;
    for c in span.cells() {
        narrow(shape, g, w, trail, c, keep)?;
    }
    if common == 0 {
        return Ok(());
    }
    for j in span.line().cells().map(Pos::index) {
        if !span.contains(j) {
            narrow(shape, g, w, trail, j, !common)?;
        }
    }
    for d in digits_of(common & !g.span_digits(span)) {
        let mut cells = span.cells().filter(|&c| g.cand[c] & digit_mask(d) != 0);
        match (cells.next(), cells.next()) {
            (None, _) => return Err(Contradiction::NoStraight(span)),
            (Some(c), None) => narrow(shape, g, w, trail, c, digit_mask(d))?,
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::*;
    use crate::str8ts::logic::figure::tests::cells as marked;
    use crate::str8ts::logic::figure::tests::{check, houses, links, marks, span};
    use crate::str8ts::logic::grid::{Grid, Shape};
    use crate::str8ts::logic::testutil::*;
    use crate::str8ts::logic::{find_all, find_first};

    /// A 2x2 block: r1c1 {1,2}, r1c2 {2,3}, r2c1 {2,3}, r2c2 {1,3}.
    fn two_by_two() -> (Shape, Grid) {
        let mut rows = blank();
        rows[0] = "..#######";
        rows[1] = "..#######";
        let (shape, mut grid) = state(&board(&rows));
        grid.cand[0] = m(&[1, 2]);
        grid.cand[1] = m(&[2, 3]);
        grid.cand[9] = m(&[2, 3]);
        grid.cand[10] = m(&[1, 3]);
        (shape, grid)
    }

    #[test]
    fn contradiction_removes_the_candidate() {
        // A 2x2 block: r1c1 {1,2}, r1c2 {2,3}, r2c1 {2,3}, r2c2 {1,3}. If
        // r1c1 were 2, r1c2 and r2c1 would both be 3, leaving r2c2 nothing.
        let (shape, grid) = two_by_two();
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::ForcingChain).unwrap();
        assert_eq!(step.eliminations, vec![(Pos::new(0), 2)]);
        assert_eq!(
            step.explain(),
            "suppose r1c1 were 2: following the simplest steps (row and column eliminations, singles and the checks inside compartments) places 3 in r1c2, 3 in r2c1 and 1 in r2c2, and then the compartment r2c1-r2c2 can hold no straight (no 2 consecutive digits fit its cells), which the rules forbid. So r1c1 cannot be 2"
        );
        // The branch in the order of the sentence: r1c1 2 - r1c2 2 = 3,
        // r1c1 2 - r2c1 2 = 3, r1c2 3 - r2c2 3 = 1; the dead end outlined.
        check(&step, &shape, &grid);
        assert_eq!(marked(&step), vec![(0, Focus)]);
        assert_eq!(houses(&step), vec![span(&[9, 10], Target)]);
        assert_eq!(
            links(&step),
            vec![
                ((0, 2), (1, 2), false),
                ((1, 2), (1, 3), true),
                ((0, 2), (9, 2), false),
                ((9, 2), (9, 3), true),
                ((1, 3), (10, 3), false),
                ((10, 3), (10, 1), true)
            ]
        );
        assert_eq!(
            marks(&step),
            vec![
                (0, 2, On),
                (1, 2, Off),
                (1, 3, On),
                (9, 2, Off),
                (9, 3, On),
                (10, 3, Off),
                (10, 1, On)
            ]
        );
    }

    #[test]
    fn both_candidates_agree() {
        // r1c1-r1c2 hold 1 and 2 in some order; either way r1c4 is 5.
        let mut rows = blank();
        rows[0] = "..#.#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 2]);
        grid.cand[1] = m(&[1, 2]);
        grid.cand[3] = m(&[1, 2, 5]);
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::ForcingChain).unwrap();
        assert_eq!(step.placements, vec![(Pos::new(3), 5)]);
        assert!(step.eliminations.is_empty());
        assert_eq!(step.cells, [0, 3].map(Pos::new));
        assert_eq!(
            step.explain(),
            "r1c1 can only be 1 or 2. Trying each in turn and following the simplest steps (row and column eliminations, singles and the checks inside compartments), both lead to 5 in r1c4. So whichever r1c1 is, r1c4 must be 5"
        );
        // Both branches from r1c1: no real link reaches r1c4's 5 (it
        // loses 1 and 2 to the two branches), so each shows its first
        // level, what its assumption rules out in r1c4.
        check(&step, &shape, &grid);
        assert_eq!(marked(&step), vec![(0, Focus)]);
        assert_eq!(
            links(&step),
            vec![((0, 1), (3, 1), false), ((0, 2), (3, 2), false)]
        );
        assert_eq!(
            marks(&step),
            vec![(0, 1, Base), (0, 2, Base), (3, 1, Off), (3, 2, Off)]
        );
    }

    #[test]
    fn every_contradiction_and_agreement_is_a_step() {
        // The block above: r1c1 = 1, r1c2 = 2 and r2c1 = 2 in every
        // solution, r2c2 is 1 or 3. Each false candidate of a cell is its
        // own step; r2c2, none of whose candidates fails, gives the
        // agreement of its branches.
        let (shape, grid) = two_by_two();
        let ctx = Ctx::new(&shape, &grid);
        let all = find_all(&ctx, Strategy::ForcingChain);
        assert_eq!(
            changes(&all),
            vec![
                (vec![(0, 2)], vec![]),
                (vec![(1, 3)], vec![]),
                (vec![(9, 3)], vec![]),
                (vec![], vec![(0, 1), (1, 2), (9, 2)]),
            ]
        );
        assert_eq!(
            find_first(&ctx, Strategy::ForcingChain).as_ref(),
            all.first()
        );
        assert_eq!(
            all[3].explain(),
            "r2c2 can only be 1 or 3. Trying each in turn and following the simplest steps (row and column eliminations, singles and the checks inside compartments), both lead to 1 in r1c1, 2 in r1c2 and 2 in r2c1. So whichever r2c2 is, r1c1 must be 1, r1c2 must be 2 and r2c1 must be 2"
        );
    }
}
