//! What the engines answer, for both puzzles: solutions and solver counts,
//! rule breaks, hints and grades as plain data.
//!
//! These types belong to no puzzle kind: the exact solvers of Str8ts and
//! Sudoku fill the same [`Found`] and [`Solution`], and the engine table
//! ([`crate::engine`]) hands out [`RuleBreak`], [`HintView`] and
//! [`GradeView`] so that the CLI, the wasm API and the player read one shape
//! whatever the board.
//!
//! It also holds the vocabulary the kinds and the engine table share: a
//! strategy as listed ([`StrategyInfo`]), a generator's request and result
//! ([`GenerateRequest`], [`Generated`]) and the name keys lookups compare
//! ([`name_key`], [`same_name_key`]). Living here, below both, they let the
//! kinds' modules fill the table's rows without importing the table.

use crate::board::{Board, Pos, CELLS};
use serde::Serialize;

mod figure;
pub use figure::{
    CandidateMark, CellMark, Figure, HouseKind, HouseMark, Link, Node, Piece, Role, MAX_LINKS,
};

/// Result of solving a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// Exactly one solution: the digit of every white cell, 0 on black cells.
    Unique([u8; CELLS]),
    /// At least two solutions; two different ones.
    Multiple([u8; CELLS], [u8; CELLS]),
    /// No solution.
    None,
}

impl Solution {
    /// The verdict of a search run with a limit of at least 2.
    pub fn of(found: &Found) -> Solution {
        match found.count {
            0 => Solution::None,
            1 => Solution::Unique(found.solutions[0]),
            _ => Solution::Multiple(found.solutions[0], found.solutions[1]),
        }
    }

    /// The (first) solution, if there is one.
    pub fn first(&self) -> Option<&[u8; CELLS]> {
        match self {
            Solution::Unique(s) | Solution::Multiple(s, _) => Some(s),
            Solution::None => None,
        }
    }

    /// True for exactly one solution.
    pub fn is_unique(&self) -> bool {
        matches!(self, Solution::Unique(_))
    }
}

/// What a search found: how many solutions (up to its limit) and the first two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Number of solutions found (never more than the limit).
    pub count: usize,
    /// The first two solutions found (all zero where none was found).
    pub solutions: [[u8; CELLS]; 2],
    /// Search nodes visited (propagations run) over all runs of the
    /// search, a measure of the work done.
    pub nodes: usize,
}

impl Found {
    /// Nothing found yet.
    pub fn new() -> Found {
        Found {
            count: 0,
            solutions: [[0; CELLS]; 2],
            nodes: 0,
        }
    }

    /// Counts a solution, keeping it if it is one of the first two.
    #[inline]
    pub fn record(&mut self, digits: [u8; CELLS]) {
        if self.count < 2 {
            self.solutions[self.count] = digits;
        }
        self.count += 1;
    }

    /// Counts a solution unless it is one of the two kept already (a search
    /// that restarts may meet a solution again; beyond two it cannot tell,
    /// so it stops restarting once a third is counted).
    #[inline]
    pub fn record_new(&mut self, digits: [u8; CELLS]) {
        if !self.solutions[..self.count.min(2)].contains(&digits) {
            self.record(digits);
        }
    }
}

/// The clue array of a puzzle: the digit of every given and black clue, 0 elsewhere.
pub fn puzzle_clues(board: &Board) -> [u8; CELLS] {
    std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.given {
            c.value
        } else {
            0
        }
    })
}

/// The clue array of a position: givens, black clues and placed digits, 0 elsewhere.
pub fn position_clues(board: &Board) -> [u8; CELLS] {
    std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.given || !c.black {
            c.value
        } else {
            0
        }
    })
}

impl Default for Found {
    fn default() -> Found {
        Found::new()
    }
}

/// One break of a puzzle's rules, in words and cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleBreak {
    /// `repeat` (a digit twice in a house) or `not-straight` (a Str8ts
    /// compartment whose digits cannot be consecutive).
    pub kind: &'static str,
    /// The cells involved.
    pub cells: Vec<usize>,
    /// One sentence, e.g. "5 appears twice in a row: r1c1 and r1c5".
    pub text: String,
}

/// The next step from a position, as plain data (see the engine's `hint`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HintView {
    /// `step`, `reveal` (the last resort: a digit of the solution where
    /// logic stops), `broken-clues`, `mistake`, `missing-candidate`,
    /// `solved` or `stuck`.
    pub kind: &'static str,
    /// The strategy of a step.
    pub strategy: Option<&'static str>,
    /// HoDoKu's code of a Sudoku step's technique (`0300`); none for Str8ts.
    pub code: Option<&'static str>,
    /// The digits the step is about (for Sudoku as HoDoKu's library lists
    /// them); empty when the kind does not say.
    pub digits: Vec<u8>,
    /// The hint in words (plain words for a reader who knows only the
    /// rules, ending with what the step does).
    pub text: String,
    /// The step's pattern in the notation of solvers (a chain in
    /// Eureka-like notation, almost locked sets with their digits); `None`
    /// when the sentence says everything (and for Str8ts).
    pub notation: Option<String>,
    /// The cells that prove it (or the faulty cells).
    pub cells: Vec<Pos>,
    /// Candidates removed: (cell, digit).
    pub eliminations: Vec<(Pos, u8)>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(Pos, u8)>,
    /// What to draw for a step (empty for the other kinds).
    pub figure: Figure,
}

impl HintView {
    /// A hint with no step: `kind` and its sentence.
    fn plain(kind: &'static str, text: String, cells: Vec<Pos>) -> HintView {
        HintView {
            kind,
            strategy: None,
            code: None,
            digits: Vec::new(),
            text,
            notation: None,
            cells,
            eliminations: Vec::new(),
            placements: Vec::new(),
            figure: Figure::default(),
        }
    }

    /// A logic step: its strategy, sentence, proof cells, what it changes
    /// and its figure (finished here: see [`Figure::finish`]).
    pub fn step(
        strategy: &'static str,
        text: String,
        cells: Vec<Pos>,
        eliminations: Vec<(Pos, u8)>,
        placements: Vec<(Pos, u8)>,
        mut figure: Figure,
    ) -> HintView {
        figure.finish(&eliminations, &placements, &cells);
        HintView {
            kind: "step",
            strategy: Some(strategy),
            code: None,
            digits: Vec::new(),
            text,
            notation: None,
            cells,
            eliminations,
            placements,
            figure,
        }
    }

    /// What is wrong with the player's position, as a hint.
    pub fn problem(problem: Problem) -> HintView {
        let (kind, text) = (problem.kind(), problem.text());
        let cells = match problem {
            Problem::BrokenClues { cells, .. } => cells,
            Problem::Mistake { cell, .. } | Problem::MissingCandidate { cell, .. } => vec![cell],
        };
        HintView::plain(kind, text, cells)
    }

    /// Every cell holds the right digit.
    pub fn solved() -> HintView {
        HintView::plain("solved", "the puzzle is solved".to_string(), Vec::new())
    }

    /// The last resort where logic stops: `digit` of the solution in
    /// `cell`, with why logic stopped (`stopped`, the kind's words) and
    /// that this is what HoDoKu's *Brute Force* does.
    pub fn reveal(cell: Pos, digit: u8, stopped: &str) -> HintView {
        let name = cell.name();
        let text = format!(
            "Last resort: {stopped}. So this hint reveals one digit of the solution, \
             in the cell HoDoKu's Brute Force picks (the middle one of the empty cells): \
             place {digit} in {name}"
        );
        let mut figure = Figure::default();
        figure.cell(cell, Role::Target);
        let mut view = HintView::plain("reveal", text, vec![cell]);
        view.placements = vec![(cell, digit)];
        view.digits = vec![digit];
        figure.finish(&[], &view.placements, &view.cells);
        view.figure = figure;
        view
    }

    /// No strategy makes progress and the solution is not known.
    pub fn stuck() -> HintView {
        HintView::plain(
            "stuck",
            "logic goes no further from here, and this puzzle has more than one solution, \
             so no hint can tell which digit comes next"
                .to_string(),
            Vec::new(),
        )
    }
}

/// What is wrong with a player's position before any logic step (see
/// [`crate::check::position_check`]), the same for every puzzle kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The puzzle's own clues break the rules: nothing the player does can fix it.
    BrokenClues {
        /// The clue cells that clash.
        cells: Vec<Pos>,
        /// The conflict in words, e.g. "4 appears twice in a row: r1c2 and r1c7".
        text: String,
    },
    /// A placed digit that disagrees with the solution (or, without a
    /// unique solution, breaks the rules).
    Mistake {
        /// The cell.
        cell: Pos,
        /// The wrong digit in it.
        digit: u8,
    },
    /// The player's candidates of an open cell leave out its solution digit.
    MissingCandidate {
        /// The cell.
        cell: Pos,
        /// The solution digit missing from its candidates.
        digit: u8,
    },
}

impl Problem {
    /// The hint kind: `broken-clues`, `mistake` or `missing-candidate`.
    pub fn kind(&self) -> &'static str {
        match self {
            Problem::BrokenClues { .. } => "broken-clues",
            Problem::Mistake { .. } => "mistake",
            Problem::MissingCandidate { .. } => "missing-candidate",
        }
    }

    /// One sentence for the player.
    pub fn text(&self) -> String {
        match self {
            Problem::BrokenClues { text, .. } => format!("the puzzle itself is broken: {text}"),
            Problem::Mistake { cell, digit } => {
                format!("{} should not be {digit}: that digit is wrong", cell.name())
            }
            Problem::MissingCandidate { cell, digit } => format!(
                "{} needs {digit} among its candidates: it was removed by mistake",
                cell.name()
            ),
        }
    }
}

/// The logical solution from a position, step by step, as plain data (see
/// the engine's `path`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PathView {
    /// What is wrong with the position before any step (a hint of kind
    /// `broken-clues`, `mistake` or `missing-candidate`); no steps then.
    pub problem: Option<HintView>,
    /// Logic reaches the end (every cell filled).
    pub finished: bool,
    /// The grade of the hardest technique on the path (0 with no step).
    pub grade: u8,
    /// Its name ("Unfinished" for 0).
    #[serde(rename = "gradeName")]
    pub grade_name: &'static str,
    /// The techniques used, with how often, in table order.
    pub counts: Vec<(&'static str, usize)>,
    /// Every step from the position to the end (or to where logic stops),
    /// each with its figure, in order.
    pub steps: Vec<HintView>,
}

/// A puzzle's grade as plain data (see the engine's `grade`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GradeView {
    /// 1.. (the engine's grade names), 0 when logic cannot finish.
    pub grade: u8,
    /// The grade's name ("Unfinished" for 0).
    pub name: &'static str,
    /// Logic alone solved the puzzle.
    pub finished: bool,
    /// The sum of the steps' scores, for kinds that score (Sudoku, on HoDoKu's scale).
    pub score: Option<u32>,
    /// Strategies used, with how often, in table order.
    pub steps: Vec<(&'static str, usize)>,
}

/// Why a generator made no puzzle: one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateError {
    message: String,
}

impl GenerateError {
    pub(crate) fn new(message: String) -> GenerateError {
        GenerateError { message }
    }

    /// The message, as shown by `Display`.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for GenerateError {}

/// What the generator of a puzzle kind is asked for, before the kind reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenerateRequest {
    /// The grade number (1 = the easiest of the kind's grade names).
    pub grade: u8,
    /// The seed: the same request gives the same puzzle on every platform.
    pub seed: u64,
    /// A symmetry name of the kind, or the kind's default.
    pub symmetry: Option<String>,
    /// Str8ts: the range of black cells (min, max), or the default.
    pub black_range: Option<(u8, u8)>,
    /// Sudoku: every clue needed (see [`crate::sudoku::generate::Options::minimal`]).
    pub minimal: bool,
}

/// A generated puzzle with what was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle (its known solution included).
    pub board: Board,
    /// The grade number it has.
    pub grade: u8,
    /// The symmetry it was made with.
    pub symmetry: &'static str,
    /// What making it cost, as named counters ("solution grids", "exact
    /// counts", ...): for benchmarks.
    pub work: Vec<(&'static str, u32)>,
}

/// A strategy as the engine lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyInfo {
    /// The name in hints and grades.
    pub name: &'static str,
    /// The grade number it belongs to.
    pub grade: u8,
}

/// A strategy name as lookups compare it: ASCII letters and digits only,
/// lowercase ("Locked Candidates Type 1 (Pointing)" and
/// "locked-candidates-type-1-pointing" alike), for both kinds' tables.
pub fn name_key(name: &str) -> String {
    key_chars(name).collect()
}

/// True when `a` and `b` have the same [`name_key`], compared without
/// building either key (a generator's request names its symmetry on
/// every call, and each key was an allocation).
pub fn same_name_key(a: &str, b: &str) -> bool {
    key_chars(a).eq(key_chars(b))
}

/// The characters of [`name_key`]: ASCII letters and digits, lower-cased.
fn key_chars(name: &str) -> impl Iterator<Item = char> + '_ {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_name_key_is_equality_of_name_keys() {
        let names = [
            "Anti-Diagonal",
            "antidiagonal",
            "anti_diagonal ",
            "rotate180",
            "ROTATE 180",
            "rotate18",
            "",
            "-",
        ];
        for a in names {
            for b in names {
                assert_eq!(
                    same_name_key(a, b),
                    name_key(a) == name_key(b),
                    "{a:?} {b:?}"
                );
            }
        }
        assert!(same_name_key("Rotate_180", "rotate180"));
        assert!(!same_name_key("rotate180", "rotate18"));
        assert!(same_name_key("", "-"));
    }
}
