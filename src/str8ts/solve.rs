//! The exact Str8ts solver: solve a puzzle, test a position, count solutions.
//!
//! # Algorithm
//!
//! Every white cell carries a candidate set (a 9-bit
//! [`Mask`](crate::board::Mask)); black cells carry none. Per digit, a
//! 128-bit set holds the cells that may still have it (a superset), so
//! striking a digit only visits cells that may lose it.
//! Every compartment keeps, up to date with each change, how many of its
//! cells can take each digit (as four bit planes: plane `p` holds bit `p`
//! of every digit's count, so one change to a cell updates all nine counts
//! with a few bit operations), hence its *possible* digits (the union of
//! the planes), those with two or more places (the union of the upper
//! three), and its *known* (single) digits (looked at only when some digit
//! that left a cell is down to one place), and the starts
//! of its runs still possible. Propagation runs to a fixpoint, driven by
//! work sets (cells that just became singles, compartments whose possible,
//! doubled or known digits changed, lines whose compartments lost runs):
//!
//! 1. **Row/column uniqueness.** A cell left with one candidate is placed:
//!    its digit is struck from the open cells of its row and column (black
//!    clues and givens are struck at the start). A digit its row or column
//!    already holds, two singles with one digit in a compartment, or a cell
//!    left without candidates is a contradiction.
//! 2. **Compartment ranges.** A compartment of length `L` holds one run of
//!    `L` consecutive digits. A run is still possible when it contains the
//!    known digits and every one of its digits is possible in the
//!    compartment (as in [`rules::straight_digits`](super::rules::straight_digits);
//!    the starts of the runs of `L` possible digits, and the union of the
//!    runs of some starts, come from 10 KB tables). Every cell is
//!    restricted to the union of the possible runs; no possible run is a
//!    contradiction, checked as soon as a compartment loses a possible
//!    digit. The possible starts are kept, so that runs ruled out by steps
//!    4 and 5 stay out.
//! 3. **Sure digits.** The digits common to all possible runs must be in the
//!    compartment: one that only one cell can take is placed there, and all
//!    are struck from the rest of the row or column.
//! 4. **Complete assignments.** A compartment with two to six open cells is
//!    checked exactly: for each possible run, the digits it still needs must
//!    go one to each open cell. A perfect matching (augmenting paths on bit
//!    masks) says whether the run fits; a candidate belongs to some complete
//!    assignment when it is the cell's mate or its owner can reach the cell
//!    back by alternating paths (Régin's all-different filtering). Other
//!    candidates and runs go. This covers naked and hidden pairs, triples...
//!    inside compartments.
//! 5. **Line runs.** The runs of the compartments of one line are disjoint
//!    (no digit repeats in a line). Disjoint runs are ordered by digit, so
//!    one sweep up the digits finds which subsets of the line's
//!    compartments fit below each digit and one sweep down which fit above
//!    it (sets of subsets as 32-bit masks); a run stays when the other
//!    compartments split into a subset below it and the rest above. Only
//!    the lines whose compartments lost runs are looked at, and lines whose
//!    compartments share no possible digit are skipped.
//! 6. **Setti's rule.** A digit fills as many rows as columns. Counting, per
//!    digit, the rows and columns that must hold it (a sure digit of one of
//!    their compartments) and those that can gives bounds on that number;
//!    when they meet, the digit leaves the lines that need not hold it, or
//!    enters those that can (when one compartment of the line can take it).
//!    Bounds that cross are a contradiction.
//!
//! Steps 1-3 run first, step 4 on the compartments changed since, step 6
//! once the others are at rest, step 5 when all are; then all again until
//! nothing changes. The search branches on the open cell with the fewest
//! candidates per failure weight of its two compartments (dom/wdeg: each
//! contradiction adds to the weights of the compartments it came from),
//! ties going to the cell with the most open peers. Each digit is tried on
//! a copy of the state (about 2 KB on the stack; the last digit reuses it).
//! Counting stops as soon as `limit` solutions are found, so
//! `count_solutions(b, 2)` is the uniqueness test of the generator. It is
//! exact, with no node budget: every deduction is sound (steps 4 to 6 only
//! prune, so running them more or less often changes the work, never the
//! count), and a leaf counts only once every cell is placed with every
//! row, column and compartment checked.
//!
//! **Restarts.** On sparse boards (few blacks and givens) a depth-first
//! search has a heavy tail: an early wrong choice can leave millions of
//! dead subtrees to exhaust, and boards with thousands of solutions ran
//! for minutes. So a run that has visited `RESTART_NODES` (1,000) nodes stops and
//! the search starts again from the root, keeping the failure weights it
//! learnt and, every other run, breaking ties between equal cells
//! differently (runs in the plain order keep unsatisfiable boards, whose
//! proofs random orders can make endless, within reach); each run may
//! visit twice as many nodes as the one before, so a board whose proof
//! needs many nodes in every order still gets a run long enough, after
//! about as many nodes again in the runs before it. Puzzles, even the
//! hardest published ones, finish in a few hundred nodes and never
//! restart. A run that stops keeps the solutions it found, and a later run
//! does not count them again; restarts end once more than two solutions
//! are found (only two are kept to recognise), and that run goes on to the
//! end. On 200,000 random boards of the tests' reference generator,
//! restarts with new tie-breaks in every run (before the plain-order runs
//! were interleaved) cut the nodes from over 85 million (three boards
//! still unfinished at 20 million nodes each) to 2.8 million, the most for
//! one board from over 20 million to one million; fixed cut-offs (the Luby
//! sequence) or restarts without the new tie-break did worse.
//!
//! [`Solver`] holds the precomputed geometry of one black layout
//! (compartments, lines and peers as fixed arrays and bit sets) and solves
//! any clues on it without touching the heap, so a generator can build it
//! once and call [`Solver::count`] many times with different clues.

mod bits;
mod lines;
mod matching;
mod propagate;
mod search;
mod state;

use crate::board::Board;
pub use crate::outcome::{position_clues, puzzle_clues, Found, Solution};
pub use search::Solver;

/// Solves the puzzle made of the board's givens and black clues (placed digits and candidates ignored).
///
/// ```
/// use straights::{codec, str8ts::solve::{count_solutions, solve, Solution}};
///
/// let board = codec::decode("weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000")?.board;
/// assert!(matches!(solve(&board), Solution::Unique(_)));
/// assert_eq!(count_solutions(&board, 2), 1);
/// # Ok::<(), straights::CodecError>(())
/// ```
pub fn solve(board: &Board) -> Solution {
    Solver::for_board(board).solve(&puzzle_clues(board))
}

/// Same, but placed digits count as givens (is the player's position still solvable?).
pub fn solve_position(board: &Board) -> Solution {
    Solver::for_board(board).solve(&position_clues(board))
}

/// Number of solutions of the puzzle (givens + black clues), counting stops at `limit`.
///
/// Exact: never reports 1 when it gave up; there is no node budget.
pub fn count_solutions(board: &Board, limit: usize) -> usize {
    Solver::for_board(board).count(&puzzle_clues(board), limit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{digit_mask, Cell, Variant, ALL_DIGITS, CELLS};
    use crate::rng::Rng;
    use crate::str8ts::rules;
    use crate::str8ts::runs::{run_common, run_starts, run_union};

    /// A full valid Str8ts grid without black cells: a shifted Latin square.
    fn latin() -> [u8; CELLS] {
        std::array::from_fn(|i| ((i / 9 + i % 9) % 9) as u8 + 1)
    }

    fn with_givens(sol: &[u8; CELLS], keep: impl Fn(usize) -> bool) -> Board {
        let mut b = Board::new(Variant::Str8ts);
        for i in (0..CELLS).filter(|&i| keep(i)) {
            b.cells[i] = Cell::given(sol[i]);
        }
        b
    }

    fn assert_valid(b: &Board, sol: &[u8; CELLS]) {
        let mut filled = b.clone();
        for i in (0..CELLS).filter(|&i| !b.cells[i].black) {
            assert!(b.cells[i].value == 0 || b.cells[i].value == sol[i]);
            filled.cells[i] = Cell::placed(sol[i]);
        }
        assert!(rules::is_solved(&filled), "{:?}", rules::conflicts(&filled));
    }

    #[test]
    fn run_helpers_match_straight_digits() {
        for len in 1..=9 {
            for possible in 0..=ALL_DIGITS {
                for known in [0, digit_mask(3), digit_mask(4) | digit_mask(6)] {
                    let known = known & possible;
                    let starts = run_starts(possible, known, len);
                    let union = run_union(starts, len);
                    assert_eq!(union, rules::straight_digits(known, possible, len));
                }
            }
        }
        // Length 4 with runs 2..5 and 3..6: 3, 4, 5 are sure.
        let starts = run_starts(0b0_0011_1110, 0, 4);
        assert_eq!(starts, 0b110);
        assert_eq!(run_common(starts, 4), 0b0_0001_1100);
        assert_eq!(run_common(0b1_0001, 4), 0);
    }

    /// A random board: a random layout, with givens from a solution of it
    /// at a random density, one in twenty of them replaced by any digit.
    fn random_board(rng: &mut Rng) -> Board {
        let black: [bool; CELLS] = std::array::from_fn(|_| rng.below(100) < 12);
        let filled = Solver::new(&black).search(&[0; CELLS], 1).solutions[0];
        let density = rng.below(40);
        let mut b = Board::new(Variant::Str8ts);
        for i in 0..CELLS {
            b.cells[i] = match (black[i], rng.below(100) < density) {
                (true, _) => Cell::BLACK,
                // A layout without solution leaves `filled` at 0.
                (false, true) if rng.below(20) == 0 || filled[i] == 0 => {
                    Cell::given(rng.below(9) as u8 + 1)
                }
                (false, true) => Cell::given(filled[i]),
                (false, false) => Cell::EMPTY,
            };
        }
        b
    }

    /// Restarting after every few nodes finds the same solutions as one
    /// run to the end: no solution counted twice, none missed, with limits
    /// below, at and above the two solutions a search remembers.
    #[test]
    fn restarts_count_every_solution_once() {
        let mut rng = Rng::new(41);
        let mut restarted = 0;
        for _ in 0..300 {
            let b = random_board(&mut rng);
            let (solver, clues) = (Solver::for_board(&b), puzzle_clues(&b));
            for limit in [1, 2, 3, 7] {
                let plain = solver.search_restarting(&clues, limit, usize::MAX);
                let often = solver.search_restarting(&clues, limit, 3);
                assert_eq!(often.count, plain.count, "limit {limit}: {b:?}");
                let kept = &often.solutions[..often.count.min(2)];
                kept.iter().for_each(|s| assert_valid(&b, s));
                assert!(kept.len() < 2 || kept[0] != kept[1]);
                restarted += usize::from(often.nodes > 4);
            }
        }
        assert!(restarted > 300, "only {restarted} searches restarted");
    }

    #[test]
    fn full_grid_minus_one_row_is_unique() {
        let sol = latin();
        let b = with_givens(&sol, |i| i >= 9);
        assert_eq!(solve(&b), Solution::Unique(sol));
        assert_eq!(count_solutions(&b, 5), 1);
    }

    #[test]
    fn empty_board_has_many_solutions() {
        let b = Board::new(Variant::Str8ts);
        assert_eq!(count_solutions(&b, 3), 3);
        let Solution::Multiple(a, c) = solve(&b) else {
            panic!("expected several solutions");
        };
        assert_ne!(a, c);
        assert_valid(&b, &a);
        assert_valid(&b, &c);
        assert_eq!(count_solutions(&b, 0), 0);
    }

    #[test]
    fn two_open_rows_of_a_latin_square_have_two_solutions() {
        // Rows 1 and 2 open: column c misses digits c+1 and c+2, so row 1 is
        // either 1..9 or 2..9,1 and row 2 the other one.
        let sol = latin();
        let b = with_givens(&sol, |i| i >= 18);
        let found = Solver::for_board(&b).search(&puzzle_clues(&b), 10);
        assert_eq!(found.count, 2);
        let [a, c] = found.solutions;
        assert!(a == sol || c == sol);
        assert_ne!(a, c);
        assert_valid(&b, &a);
        assert_valid(&b, &c);
        assert!(matches!(solve(&b), Solution::Multiple(..)));
    }

    #[test]
    fn clashing_clues_have_no_solution() {
        // A black clue repeating a given of its column.
        let mut b = with_givens(&latin(), |i| i >= 9);
        b.cells[8] = Cell::black_clue(5);
        assert_eq!(solve(&b), Solution::None);
        // r1c1-r1c2 hold 1 and so need a 2, which column 2 already has.
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::given(1);
        b.cells[2] = Cell::BLACK;
        b.cells[46] = Cell::given(2);
        assert_eq!(solve(&b), Solution::None);
        assert_eq!(count_solutions(&b, 2), 0);
    }

    /// The shifted Latin square with its 9s as black clues (the anti-diagonal):
    /// every row and column splits into two straights, `r+1..=8` and `1..=r`.
    fn split_layout() -> (Board, [u8; CELLS]) {
        let mut sol = latin();
        let mut b = Board::new(Variant::Str8ts);
        for (d, cell) in sol.iter_mut().zip(b.cells.iter_mut()) {
            if *d == 9 {
                *d = 0;
                *cell = Cell::black_clue(9);
            }
        }
        (b, sol)
    }

    #[test]
    fn compartments_force_straights() {
        // Rows 1 and 2 open: only the straights make the completion unique.
        let (mut b, sol) = split_layout();
        for i in (18..CELLS).filter(|&i| sol[i] != 0) {
            b.cells[i] = Cell::given(sol[i]);
        }
        assert_valid(&b, &sol);
        assert_eq!(solve(&b), Solution::Unique(sol));
        // A 2 in r1c1 (no clash) leaves r2c1 a 1, out of r2c1-r2c7's 2..8.
        b.cells[0] = Cell::given(2);
        assert_eq!(solve(&b), Solution::None);
        // A two-cell compartment holding 1 and 3 is no straight.
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::given(1);
        b.cells[1] = Cell::given(3);
        b.cells[2] = Cell::BLACK;
        assert_eq!(solve(&b), Solution::None);
    }

    #[test]
    fn an_empty_layout_has_many_solutions() {
        let (b, _) = split_layout();
        let Solution::Multiple(a, c) = solve(&b) else {
            panic!("expected several solutions");
        };
        assert_ne!(a, c);
        assert_valid(&b, &a);
        assert_valid(&b, &c);
    }

    #[test]
    fn position_counts_placed_digits() {
        let sol = latin();
        let mut b = with_givens(&sol, |i| i >= 9);
        for (i, d) in [(0, 1), (1, 2)] {
            b.cells[i] = Cell::placed(d);
        }
        assert_eq!(solve_position(&b), Solution::Unique(sol));
        b.cells[1] = Cell::placed(3);
        assert_eq!(solve_position(&b), Solution::None);
        assert_eq!(solve(&b), Solution::Unique(sol));
    }

    #[test]
    fn solver_is_reusable_across_clues() {
        let sol = latin();
        let solver = Solver::new(&[false; CELLS]);
        assert_eq!(solver.compartment_count(), 18);
        let mut clues = sol;
        clues[..9].fill(0);
        assert_eq!(solver.count(&clues, 2), 1);
        clues[20] = 0;
        assert_eq!(solver.count(&clues, 2), 1);
        clues.fill(0);
        assert_eq!(solver.count(&clues, 2), 2);
        clues[0] = 10;
        assert_eq!(solver.count(&clues, 2), 0);
    }
}
