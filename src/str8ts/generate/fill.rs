//! A random solution grid for a black layout: depth-first search with
//! propagation and a random digit order.
//!
//! Propagation is event-driven and runs to a fixpoint: a cell left with
//! one candidate strikes it from its row and column; a compartment whose
//! cells changed keeps only the digits of the straights it can still hold
//! (runs of its length through its placed digits, every digit a candidate
//! somewhere in it), strikes the digits every such straight contains from
//! the rest of its row or column, and places such a digit when only one of
//! its cells can take it. The search branches on the open cell with the
//! fewest candidates and tries its digits in random order, so any solution
//! of the layout can come out. Searches restart with small node budgets
//! (random fills have heavy-tailed run times); a layout that exhausts them
//! all gives `None`.

use super::propagate::{Dead, Prop};
use crate::board::{Mask, CELLS};
use crate::rng::Rng;
use crate::str8ts::geometry::Geometry;

/// Node budgets of the successive restarts of one fill.
const BUDGETS: [u32; 5] = [60; 5];

/// The open cell with the fewest candidates per weight of its two
/// compartments (lowest index on ties).
fn branch_cell(p: &Prop, g: &Geometry, weights: &[u32]) -> Option<usize> {
    let mut best = None;
    let (mut best_n, mut best_w) = (1u32, 0u32);
    for i in 0..CELLS {
        let n = p.cand[i].count_ones();
        if n > 1 {
            let [a, d] = g.comps_of(i);
            let w = weights[a] + weights[d];
            if n * best_w < best_n * w {
                (best, best_n, best_w) = (Some(i), n, w);
            }
        }
    }
    best
}

/// A random solution of the layout: every white cell's digit, 0 on black
/// cells; `None` if none was found within the node budgets.
pub(crate) fn random_solution(g: &Geometry, rng: &mut Rng) -> Option<[u8; CELLS]> {
    let mut search = Search {
        g,
        rng,
        weights: vec![1; g.count()],
        nodes: 0,
        budget: 0,
    };
    let state = BUDGETS.iter().find_map(|&budget| {
        search.nodes = 0;
        search.budget = budget;
        search.run(Prop::new(g, 2))
    })?;
    Some(std::array::from_fn(|i| match state.cand[i] {
        0 => 0,
        m => m.trailing_zeros() as u8 + 1,
    }))
}

/// A depth-first search with a node budget; compartment weights learnt
/// from contradictions steer the branching (and survive restarts).
struct Search<'a> {
    g: &'a Geometry,
    rng: &'a mut Rng,
    weights: Vec<u32>,
    nodes: u32,
    budget: u32,
}

impl Search<'_> {
    /// A solution below `state` within the budget.
    fn run(&mut self, mut state: Prop) -> Option<Prop> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if let Err(Dead(mut blame)) = state.propagate(self.g) {
            while blame != 0 {
                self.weights[blame.trailing_zeros() as usize] += 1;
                blame &= blame - 1;
            }
            return None;
        }
        let Some(i) = branch_cell(&state, self.g, &self.weights) else {
            return Some(state);
        };
        let mut digits = [0 as Mask; 9];
        let mut n = 0;
        let mut rest = state.cand[i];
        while rest != 0 {
            digits[n] = rest & rest.wrapping_neg();
            rest &= rest - 1;
            n += 1;
        }
        self.rng.shuffle(&mut digits[..n]);
        for &d in &digits[..n] {
            let mut child = state;
            if child.set(self.g, i, d).is_ok() {
                if let Some(done) = self.run(child) {
                    return Some(done);
                }
            }
            if self.nodes > self.budget {
                return None;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::layout::random_layout;
    use super::super::Symmetry;
    use super::*;
    use crate::board::{Board, Cell, Variant};
    use crate::str8ts::rules;

    #[test]
    fn fills_are_valid_and_vary() {
        let mut rng = Rng::new(11);
        let mut found = Vec::new();
        let mut tries = 0;
        while found.len() < 20 {
            tries += 1;
            assert!(tries < 400, "too many failed fills");
            let Some(black) = random_layout(&mut rng, Symmetry::Rotate180, 18) else {
                continue;
            };
            let g = Geometry::new(&black);
            let Some(sol) = random_solution(&g, &mut rng) else {
                continue;
            };
            let mut b = Board::new(Variant::Str8ts);
            for i in 0..CELLS {
                b.cells[i] = if black[i] {
                    Cell::BLACK
                } else {
                    Cell::placed(sol[i])
                };
            }
            assert!(rules::is_solved(&b), "{:?}", rules::conflicts(&b));
            found.push(sol);
        }
        found.sort();
        found.dedup();
        assert_eq!(found.len(), 20);
    }
}
