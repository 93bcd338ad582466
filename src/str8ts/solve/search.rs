//! The search of the exact solver: [`Solver`] branches on the most
//! constrained cell (dom/wdeg), propagating each choice, and restarts with
//! new tie-breaks when a run grows too long (see the `solve` module's
//! documentation).

use super::bits::pop;
use super::state::State;
use crate::board::{Board, Mask, CELLS};
use crate::outcome::{Found, Solution};
use crate::str8ts::geometry::{Geometry, MAX_COMPARTMENTS};

/// Search nodes before the first restart; each later run may visit twice
/// as many as the one before (see the module documentation).
const RESTART_NODES: usize = 1000;

/// Pseudo-random tie-breaks (0..16) of the cells for run `run` (the
/// first run and every other one keep the plain order: ties all 0).
fn tie_breaks(run: u64) -> [u8; CELLS] {
    std::array::from_fn(|i| {
        (run.wrapping_mul(2 * i as u64 + 1)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            >> 60) as u8
    })
}

/// A reusable, allocation-free exact solver for one black layout.
///
/// Build it once per layout with [`Solver::new`] or [`Solver::for_board`],
/// then ask it about any clues on that layout. A clue array holds, for every
/// cell, the digit of a given (white cell) or black clue (black cell), and 0
/// for none; [`puzzle_clues`](crate::outcome::puzzle_clues) and
/// [`position_clues`](crate::outcome::position_clues) make one from a board.
#[derive(Clone, Debug)]
pub struct Solver {
    geometry: Geometry,
}

/// The mutable part of one search: what was found, the failure weights,
/// and the current run.
struct Search {
    found: Found,
    limit: usize,
    weights: [u32; MAX_COMPARTMENTS],
    /// The node count at which the current run stops (the search restarts).
    cutoff: usize,
    /// The tie-breaks of the current run (all 0 in the plain-order runs).
    ties: [u8; CELLS],
    /// The current run stopped at its cut-off.
    stopped: bool,
}

impl Solver {
    /// The solver of the layout whose black cells are `black`.
    pub fn new(black: &[bool; CELLS]) -> Solver {
        Solver {
            geometry: Geometry::new(black),
        }
    }

    /// The solver of a board's black layout (its digits are not used).
    pub fn for_board(board: &Board) -> Solver {
        Solver::new(&std::array::from_fn(|i| board.cells[i].black))
    }

    /// The layout's geometry, shared with the generator.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// Number of compartments of the layout.
    pub fn compartment_count(&self) -> usize {
        self.geometry.count()
    }

    /// Number of solutions of `clues`, counting stops at `limit`.
    pub fn count(&self, clues: &[u8; CELLS], limit: usize) -> usize {
        self.search(clues, limit).count
    }

    /// Solves `clues`: unique, multiple (with two solutions) or none.
    pub fn solve(&self, clues: &[u8; CELLS]) -> Solution {
        let found = self.search(clues, 2);
        Solution::of(&found)
    }

    /// Searches `clues` until `limit` solutions are found or the search is
    /// exhausted, keeping the first two solutions.
    pub fn search(&self, clues: &[u8; CELLS], limit: usize) -> Found {
        self.search_restarting(clues, limit, RESTART_NODES)
    }

    /// [`Solver::search`] with a first run of `unit` nodes (a parameter so
    /// that the tests can restart all the time).
    pub(super) fn search_restarting(
        &self,
        clues: &[u8; CELLS],
        limit: usize,
        unit: usize,
    ) -> Found {
        let mut search = Search {
            found: Found::new(),
            limit,
            weights: [1; MAX_COMPARTMENTS],
            cutoff: usize::MAX,
            ties: [0; CELLS],
            stopped: false,
        };
        let Some(root) = self.root(clues, limit, &mut search.found) else {
            return search.found;
        };
        let mut length = unit;
        for run in 1.. {
            search.cutoff = search.found.nodes.saturating_add(length);
            search.stopped = false;
            let mut state = root;
            self.explore(&mut state, &mut search, None);
            if !search.stopped {
                break;
            }
            // Run `run + 1` next: odd runs in the plain order.
            search.ties = if run % 2 == 0 {
                [0; CELLS]
            } else {
                tie_breaks(run)
            };
            length = length.saturating_mul(2);
        }
        search.found
    }

    /// The propagated state of `clues`, where every run starts (counted as
    /// one node), or `None` if there is nothing to search.
    fn root(&self, clues: &[u8; CELLS], limit: usize, found: &mut Found) -> Option<State> {
        if limit == 0 {
            return None;
        }
        let mut state = State::new(&self.geometry, clues).ok()?;
        found.nodes += 1;
        state.propagate(&self.geometry).ok()?;
        Some(state)
    }

    /// Tries `choice` on `state` (none: the propagated root) and explores
    /// its branches until the limit is reached or the run stops at its
    /// cut-off.
    fn explore(&self, state: &mut State, search: &mut Search, choice: Option<(usize, Mask)>) {
        let g = &self.geometry;
        if search.found.nodes >= search.cutoff {
            if search.found.count <= 2 {
                search.stopped = true;
                return;
            }
            // A third solution would not be told apart from a later run's
            // finding it again: this run goes on to the end.
            search.cutoff = usize::MAX;
        }
        // The root's one propagation was counted by `root`.
        search.found.nodes += usize::from(choice.is_some());
        let outcome = match choice {
            Some((i, d)) => state.choose(g, i, d).and_then(|_| state.propagate(g)),
            // The root, propagated once for all runs.
            None => Ok(()),
        };
        if let Err(mut blame) = outcome {
            while blame != 0 {
                search.weights[pop(&mut blame)] += 1;
            }
            return;
        }
        let Some(i) = state.branch_cell(g, &search.weights, &search.ties) else {
            search.found.record_new(state.digits());
            return;
        };
        let mut rest = state.cand[i];
        while rest != 0 && search.found.count < search.limit && !search.stopped {
            let d = rest & rest.wrapping_neg();
            rest ^= d;
            if rest == 0 {
                return self.explore(state, search, Some((i, d)));
            }
            let mut child = *state;
            self.explore(&mut child, search, Some((i, d)));
        }
    }
}
