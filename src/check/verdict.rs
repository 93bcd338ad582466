//! A setter's verdict on a puzzle being made: is it broken, without a
//! solution, open to several, or a proper puzzle — and then how hard it is
//! and whether every clue is needed.
//!
//! The player's create mode asks for it after every keystroke (in a Web
//! Worker), and `straights check` prints it, so it is one exact search plus,
//! for a proper puzzle, one grading and one count to two per clue:
//!
//! 1. **broken**: clues that break the rules (the first conflict of
//!    [`super::clue_conflict`], in its words and cells);
//! 2. **none**: no solution;
//! 3. **many**: two solutions (the exact solver's first two) and the cells
//!    where they differ: a clue in one of them is needed;
//! 4. **unique**: the grade of the kind's human-style grader (number, name,
//!    the strategies it needs), and the clues that could go.
//!
//! # What counts as a clue
//! A clue is every digit of the puzzle: a white given, and for Str8ts the
//! digit of a black clue. Removing a black clue's digit leaves the cell
//! black (the layout is the setter's drawing, not a clue to test). A
//! puzzle is *minimal* when removing any single clue leaves more than one
//! solution; the clues whose removal alone keeps the solution unique are
//! [`UniqueVerdict::removable`] (they could go one at a time, not
//! necessarily all together).
//!
//! Like [`super::position_check`], the kind's functions are passed in (its
//! rules row and its grader), so this module asks no table of kinds: the
//! engine table's [`crate::engine::Engine::try_verdict`] hands them over.

use super::first_clue_conflict;
use crate::board::{cell_name, Board, Cell, CELLS};
use crate::outcome::{GradeView, Solution};
use crate::rules::Rules;

/// A kind's grader as the engine table holds it: the board and whether it
/// is known to be unique in, the grade out.
pub type GradeFn = fn(&Board, bool) -> GradeView;

/// The verdict on a puzzle for its setter (see the module's doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Clues that break the rules: the first conflict.
    Broken {
        /// The clashing clue cells (0..80 row by row).
        cells: Vec<usize>,
        /// The conflict in words, e.g. "5 appears twice in a row: r3c1 and r3c7".
        text: String,
    },
    /// No solution, though no two clues clash outright.
    None,
    /// At least two solutions.
    Many {
        /// Two different solutions (digits on white cells, 0 on black ones).
        solutions: [[u8; CELLS]; 2],
        /// The cells where they differ, sorted: a clue in one of them is needed.
        differ: Vec<usize>,
    },
    /// Exactly one solution.
    Unique(UniqueVerdict),
}

/// What a proper puzzle's verdict tells (see [`Verdict::Unique`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniqueVerdict {
    /// The solution (digits on white cells, 0 on black ones).
    pub solution: [u8; CELLS],
    /// The grader's grade number (1 the easiest; 0 when logic cannot finish).
    pub grade: u8,
    /// The grade's name ("Moderate"; "Unfinished" for 0).
    pub grade_name: &'static str,
    /// The strategies the grader used, in the kind's table order.
    pub strategies: Vec<&'static str>,
    /// The clues that could go, each alone (the solution stays unique
    /// without it), sorted; empty for a minimal puzzle.
    pub removable: Vec<usize>,
}

impl Verdict {
    /// A short machine name: "broken", "none", "many" or "unique".
    pub fn status(&self) -> &'static str {
        match self {
            Verdict::Broken { .. } => "broken",
            Verdict::None => "none",
            Verdict::Many { .. } => "many",
            Verdict::Unique(_) => "unique",
        }
    }

    /// The cells to mark: the clashing clues, the cells where two solutions
    /// differ, or the clues that could go; none without a solution.
    pub fn cells(&self) -> &[usize] {
        match self {
            Verdict::Broken { cells, .. } => cells,
            Verdict::None => &[],
            Verdict::Many { differ, .. } => differ,
            Verdict::Unique(u) => &u.removable,
        }
    }

    /// The solutions found: two for "many", the one for "unique", else none.
    pub fn solutions(&self) -> Vec<&[u8; CELLS]> {
        match self {
            Verdict::Many { solutions, .. } => solutions.iter().collect(),
            Verdict::Unique(u) => vec![&u.solution],
            _ => Vec::new(),
        }
    }

    /// Whether every clue is needed; `None` unless the puzzle is unique.
    pub fn minimal(&self) -> Option<bool> {
        match self {
            Verdict::Unique(u) => Some(u.removable.is_empty()),
            _ => None,
        }
    }

    /// One sentence for the setter.
    pub fn text(&self) -> String {
        match self {
            Verdict::Broken { text, .. } => format!("The clues break the rules: {text}."),
            Verdict::None => "This puzzle has no solution.".to_string(),
            Verdict::Many { differ, .. } => format!(
                "This puzzle has more than one solution: one more clue in one of these {} cells is needed.",
                differ.len()
            ),
            Verdict::Unique(u) => {
                let grade = match u.grade {
                    0 => "logic alone cannot finish it".to_string(),
                    n => format!("grade {n} ({})", u.grade_name),
                };
                let clues = match u.removable.as_slice() {
                    [] => "every clue is needed".to_string(),
                    [one] => format!("the clue in {} could go", cell_name(*one)),
                    many => format!("{} clues could go, each alone", many.len()),
                };
                format!("This puzzle has one solution, {grade}; {clues}.")
            }
        }
    }
}

/// The setter's verdict on a board's puzzle (its givens and black clues;
/// placed digits, candidates and a known solution are ignored), by the
/// kind's rules `row` (conflicts, exact solver and counter) and `grade`r.
pub fn verdict(board: &Board, row: &Rules, grade: GradeFn) -> Verdict {
    let mut puzzle = board.puzzle_only();
    puzzle.solution = None;
    if let Some((cells, text)) = first_clue_conflict(&puzzle, row) {
        return Verdict::Broken { cells, text };
    }
    match (row.solve)(&puzzle) {
        Solution::None => Verdict::None,
        Solution::Multiple(a, b) => Verdict::Many {
            differ: differing_cells(&a, &b),
            solutions: [a, b],
        },
        Solution::Unique(solution) => {
            let removable = removable_clues(&puzzle, row);
            // Known unique, with its solution: the grader counts nothing again.
            puzzle.solution = Some(solution);
            let g = grade(&puzzle, true);
            Verdict::Unique(UniqueVerdict {
                solution,
                grade: g.grade,
                grade_name: g.name,
                strategies: g.steps.iter().map(|&(name, _)| name).collect(),
                removable,
            })
        }
    }
}

/// The cells where two solutions differ, sorted.
pub fn differing_cells(a: &[u8; CELLS], b: &[u8; CELLS]) -> Vec<usize> {
    (0..CELLS).filter(|&i| a[i] != b[i]).collect()
}

/// The clue cells of a puzzle (see the module's doc): white givens and
/// black clues, the cells holding a digit of the puzzle.
pub fn clue_cells(puzzle: &Board) -> Vec<usize> {
    (0..CELLS)
        .filter(|&i| puzzle.cells[i].given && puzzle.cells[i].value != 0)
        .collect()
}

/// The clues of a unique puzzle that could go, each alone: those whose
/// removal leaves exactly one solution (by the kind's exact counter,
/// counting to 2: the solution without the clue is still one). A removed
/// black clue leaves its cell black.
pub fn removable_clues(puzzle: &Board, row: &Rules) -> Vec<usize> {
    let mut trial = puzzle.clone();
    clue_cells(puzzle)
        .into_iter()
        .filter(|&i| {
            let kept = trial.cells[i];
            trial.cells[i] = if kept.black { Cell::BLACK } else { Cell::EMPTY };
            let still_unique = (row.count)(&trial, 2) == 1;
            trial.cells[i] = kept;
            still_unique
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec;
    use crate::rules::rules;

    fn board(text: &str) -> Board {
        codec::decode(text).unwrap().board
    }

    /// A stand-in grader, so that these tests need no logic solver: grade
    /// 2 "Two" with one strategy, and it must be told the puzzle is unique.
    fn fake_grade(b: &Board, known_unique: bool) -> GradeView {
        assert!(known_unique && b.solution.is_some());
        GradeView {
            grade: 2,
            name: "Two",
            finished: true,
            score: None,
            steps: vec![("Some Step", 3)],
        }
    }

    fn of(text: &str) -> Verdict {
        let b = board(text);
        verdict(&b, rules(b.variant), fake_grade)
    }

    const TOP1: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn a_17_clue_sudoku_is_unique_and_minimal() {
        let v = of(TOP1);
        assert_eq!(v.status(), "unique");
        assert_eq!(v.minimal(), Some(true));
        assert!(v.cells().is_empty());
        let Verdict::Unique(u) = &v else { panic!() };
        assert_eq!((u.grade, u.grade_name), (2, "Two"));
        assert_eq!(u.strategies, ["Some Step"]);
        assert_eq!(v.solutions().len(), 1);
        assert_eq!(
            v.text(),
            "This puzzle has one solution, grade 2 (Two); every clue is needed."
        );
    }

    #[test]
    fn an_extra_clue_could_go() {
        let b = board(TOP1);
        let Solution::Unique(s) = (rules(b.variant).solve)(&b) else {
            panic!()
        };
        let mut more = b.clone();
        more.cells[1] = Cell::given(s[1]);
        let v = verdict(&more, rules(b.variant), fake_grade);
        assert_eq!(v.minimal(), Some(false));
        // The added clue can go; so may others now, each alone.
        assert!(v.cells().contains(&1), "{v:?}");
        for &i in v.cells() {
            let mut less = more.clone();
            less.cells[i] = Cell::EMPTY;
            assert_eq!((rules(b.variant).count)(&less, 2), 1);
        }
    }

    #[test]
    fn a_missing_clue_gives_two_solutions_and_where_they_differ() {
        let mut text = TOP1.to_string();
        text.replace_range(0..1, ".");
        let v = of(&text);
        let Verdict::Many { solutions, differ } = &v else {
            panic!("{v:?}")
        };
        assert_ne!(solutions[0], solutions[1]);
        assert!(!differ.is_empty() && differ.windows(2).all(|w| w[0] < w[1]));
        for (i, (a, b)) in solutions[0].iter().zip(&solutions[1]).enumerate() {
            assert_eq!(differ.contains(&i), a != b);
        }
        assert_eq!(v.cells(), differ.as_slice());
        assert_eq!(v.minimal(), None);
        assert!(v.text().contains(&format!("these {} cells", differ.len())));
    }

    #[test]
    fn clashing_clues_are_broken_with_checks_sentence() {
        let text = format!("{}5.....5..{}", ".".repeat(18), ".".repeat(54));
        let v = of(&text);
        assert_eq!(v.status(), "broken");
        assert_eq!(v.cells(), &[18, 24]);
        assert_eq!(
            v.text(),
            "The clues break the rules: 5 appears twice in a row: r3c1 and r3c7."
        );
        let none = format!("12345678.........9{}", ".".repeat(63));
        assert_eq!(of(&none), Verdict::None);
    }

    #[test]
    fn placed_digits_do_not_count() {
        let mut b = board(&".".repeat(81));
        b.cells[0] = Cell::placed(5);
        b.cells[1] = Cell::placed(5);
        assert_eq!(verdict(&b, rules(b.variant), fake_grade).status(), "many");
    }

    #[test]
    fn a_str8ts_black_clue_is_a_clue_and_its_cell_stays_black() {
        let weekly = "weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000";
        let b = board(weekly);
        let clues = clue_cells(&b);
        assert!(clues.iter().any(|&i| b.cells[i].black));
        assert!(clues.iter().any(|&i| !b.cells[i].black));
        let v = verdict(&b, rules(b.variant), fake_grade);
        assert_eq!(v.status(), "unique");
        for &i in v.cells() {
            let mut less = b.clone();
            less.cells[i] = if b.cells[i].black {
                Cell::BLACK
            } else {
                Cell::EMPTY
            };
            assert_eq!((rules(b.variant).count)(&less, 2), 1);
        }
        // Every clue not listed is needed.
        for &i in clues.iter().filter(|i| !v.cells().contains(i)) {
            let mut less = b.clone();
            less.cells[i].value = 0;
            less.cells[i].given = false;
            assert_eq!((rules(b.variant).count)(&less, 2), 2, "clue {i}");
        }
    }
}
