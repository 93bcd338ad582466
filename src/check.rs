//! What is wrong with a puzzle, if anything: the first thing a player (or a
//! program) should know before playing a board.
//!
//! Only the puzzle counts here (givens and black clues); placed digits and
//! candidates are the player's, and hints deal with them. Clues that break
//! the rules are reported first, naming the cells; then a puzzle with no
//! solution, then one with more than one.
//!
//! ```
//! use straights::check::{check_puzzle, PuzzleCheck};
//! use straights::codec;
//! let text = format!("5...5{}", ".".repeat(76));
//! let board = codec::decode(&text).unwrap().board;
//! let check = check_puzzle(&board);
//! assert_eq!(check.text(), "The givens break the rules: 5 appears twice in a row: r1c1 and r1c5.");
//! ```

use crate::board::{Board, Pos, CELLS};
use crate::outcome::{Problem, Solution};
use crate::rules::{rules, Rules};

pub mod verdict;
pub use verdict::{verdict, UniqueVerdict, Verdict};

/// The verdict on a puzzle (its givens and black clues).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCheck {
    /// Exactly one solution: a proper puzzle.
    Unique,
    /// Clues that break the rules (a repeated digit, a compartment that
    /// cannot be a straight): the first such conflict.
    Conflict {
        /// The clue cells involved.
        cells: Vec<usize>,
        /// The conflict in words, e.g. "4 appears twice in a row: r1c2 and r1c7".
        text: String,
    },
    /// No solution, though no two clues clash outright.
    NoSolution,
    /// Two or more solutions.
    Several,
}

impl PuzzleCheck {
    /// A short machine name: "unique", "conflict", "none" or "multiple".
    pub fn status(&self) -> &'static str {
        match self {
            PuzzleCheck::Unique => "unique",
            PuzzleCheck::Conflict { .. } => "conflict",
            PuzzleCheck::NoSolution => "none",
            PuzzleCheck::Several => "multiple",
        }
    }

    /// The cells to show (the clashing clues), none for the other verdicts.
    pub fn cells(&self) -> &[usize] {
        match self {
            PuzzleCheck::Conflict { cells, .. } => cells,
            _ => &[],
        }
    }

    /// One sentence for the player (empty for a proper puzzle).
    pub fn text(&self) -> String {
        match self {
            PuzzleCheck::Unique => String::new(),
            PuzzleCheck::Conflict { text, .. } => format!("The givens break the rules: {text}."),
            PuzzleCheck::NoSolution => "This puzzle has no solution.".to_string(),
            PuzzleCheck::Several => {
                "This puzzle has more than one solution, so logic alone cannot finish it."
                    .to_string()
            }
        }
    }
}

/// The first conflict among the clues of a board, as (cells, text).
pub fn clue_conflict(board: &Board) -> Option<(Vec<usize>, String)> {
    first_clue_conflict(board, rules(board.variant))
}

/// The first conflict among the clues of a board by the rules `row`.
fn first_clue_conflict(board: &Board, row: &Rules) -> Option<(Vec<usize>, String)> {
    let puzzle = board.puzzle_only();
    (row.conflicts)(&puzzle)
        .into_iter()
        .next()
        .map(|c| (c.cells, c.text))
}

/// Checks a puzzle: conflicting clues first, then its number of solutions
/// (by the exact solver of its variant, counting up to two).
pub fn check_puzzle(board: &Board) -> PuzzleCheck {
    check_and_solve(board).0
}

/// [`check_puzzle`] with the solution of a proper puzzle (digits of the
/// white cells, 0 on black ones), from the same single search: a player
/// opening a puzzle needs both.
pub fn check_and_solve(board: &Board) -> (PuzzleCheck, Option<[u8; CELLS]>) {
    if let Some((cells, text)) = clue_conflict(board) {
        return (PuzzleCheck::Conflict { cells, text }, None);
    }
    match (rules(board.variant).solve)(board) {
        Solution::None => (PuzzleCheck::NoSolution, None),
        Solution::Unique(s) => (PuzzleCheck::Unique, Some(s)),
        Solution::Multiple(..) => (PuzzleCheck::Several, None),
    }
}

/// What a hint must say before any logic step, see [`position_check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionCheck {
    /// Broken clues, a wrong digit or a removed solution candidate, if any.
    pub problem: Option<Problem>,
    /// The puzzle (givens and black clues) has exactly one solution.
    pub unique: bool,
    /// The solution the position is checked against: the board's own, else
    /// the exact solver's of a unique puzzle; `None` when there is neither
    /// (what a hint's last resort reveals digits of).
    pub solution: Option<[u8; CELLS]>,
}

/// Checks a player's position the way both puzzles' hints do: clues that
/// break the rules first; then, against the solution (the board's own or
/// the exact solver's when the puzzle is unique), a placed digit that is
/// wrong and, when the board carries candidates, an open cell whose
/// candidates leave out its solution digit. Without a solution, a placed
/// digit that repeats in a house is the mistake.
///
/// The kind's logic passes its own rules `row` (its conflicts and exact
/// solver), so that checking asks no table of kinds above it.
pub fn position_check(board: &Board, row: &Rules) -> PositionCheck {
    if let Some((cells, text)) = first_clue_conflict(board, row) {
        let cells = cells.into_iter().map(Pos::new).collect();
        return PositionCheck {
            problem: Some(Problem::BrokenClues { cells, text }),
            unique: false,
            solution: None,
        };
    }
    let exact = (row.solve)(board);
    let unique = exact.is_unique();
    let solution = board.solution.or(match exact {
        Solution::Unique(s) => Some(s),
        _ => None,
    });
    let problem = match solution {
        Some(sol) => first_mistake(board, &sol),
        None => (row.conflicts)(board)
            .iter()
            .flat_map(|c| c.cells.iter().map(|&i| Pos::new(i)))
            .find(|&p| board.cells[p].is_placed())
            .map(|p| Problem::Mistake {
                cell: p,
                digit: board.cells[p].value,
            }),
    };
    PositionCheck {
        problem,
        unique,
        solution,
    }
}

/// A placed digit that disagrees with the solution, else an open cell whose
/// written candidates leave out its solution digit.
fn first_mistake(board: &Board, sol: &[u8; CELLS]) -> Option<Problem> {
    let cells = Pos::all().zip(&board.cells);
    if let Some((p, c)) = cells
        .clone()
        .find(|(p, c)| c.is_placed() && c.value != sol[*p])
    {
        return Some(Problem::Mistake {
            cell: p,
            digit: c.value,
        });
    }
    if !board.has_candidates {
        return None;
    }
    cells
        .filter(|(p, c)| {
            c.is_open()
                && c.candidates != 0
                && c.candidates & crate::board::digit_mask(sol[*p]) == 0
        })
        .map(|(p, _)| Problem::MissingCandidate {
            cell: p,
            digit: sol[p],
        })
        .next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;
    use crate::codec;

    fn board(text: &str) -> Board {
        codec::decode(text).unwrap().board
    }

    #[test]
    fn a_str8ts_board_with_several_solutions_says_so() {
        // The user's board of the reliability issue: it made the solver panic.
        let b = board(
            "...#....ia.#......i.....#...............#...............#.....g......a.##....#...",
        );
        assert_eq!(check_puzzle(&b), PuzzleCheck::Several);
        assert_eq!(check_puzzle(&b).status(), "multiple");
        assert_eq!(
            check_puzzle(&b).text(),
            "This puzzle has more than one solution, so logic alone cannot finish it."
        );
    }

    #[test]
    fn clashing_str8ts_clues_are_named() {
        // Black clue 4 (d) and a white given 4 in row 1.
        let mut rows = vec!["d...4....".to_string()];
        rows.extend(std::iter::repeat_n(".........".to_string(), 8));
        let b = board(&rows.join("\n"));
        let check = check_puzzle(&b);
        assert_eq!(check.cells(), &[0, 4]);
        assert_eq!(
            check.text(),
            "The givens break the rules: 4 appears twice in a row: r1c1 and r1c5."
        );
    }

    #[test]
    fn placed_digits_do_not_count() {
        let mut b = board(&".".repeat(81));
        b.cells[0] = Cell::placed(5);
        b.cells[1] = Cell::placed(5);
        assert_eq!(clue_conflict(&b), None);
    }

    #[test]
    fn sudoku_verdicts() {
        let top =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        assert_eq!(check_puzzle(&board(top)), PuzzleCheck::Unique);
        assert_eq!(check_puzzle(&board(top)).text(), "");
        let mut several = top.to_string();
        several.replace_range(0..1, ".");
        several.replace_range(6..7, ".");
        assert_eq!(check_puzzle(&board(&several)), PuzzleCheck::Several);
        // r1c9 can only be 9, which column 9 already holds.
        let none = format!("12345678.........9{}", ".".repeat(63));
        assert_eq!(check_puzzle(&board(&none)), PuzzleCheck::NoSolution);
        assert_eq!(
            check_puzzle(&board(&none)).text(),
            "This puzzle has no solution."
        );
    }

    /// The solution comes with the verdict of a proper puzzle only, and is
    /// the exact solver's.
    #[test]
    fn check_and_solve_gives_a_proper_puzzles_solution() {
        let weekly = "weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000";
        let b = board(weekly);
        let Solution::Unique(s) = crate::str8ts::solve::solve(&b) else {
            panic!("weekly001 is unique");
        };
        assert_eq!(check_and_solve(&b), (PuzzleCheck::Unique, Some(s)));
        let several = board(
            "...#....ia.#......i.....#...............#...............#.....g......a.##....#...",
        );
        assert_eq!(check_and_solve(&several), (PuzzleCheck::Several, None));
        let clash = board(&format!("d...4....{}", ".".repeat(72)));
        assert!(matches!(
            check_and_solve(&clash),
            (PuzzleCheck::Conflict { .. }, None)
        ));
    }
}
