//! The Str8ts generator: unique puzzles of an exact grade, seedable.
//!
//! ```
//! use straights::str8ts::generate::{generate, Options, Symmetry};
//! use straights::str8ts::logic::{grade, Grade};
//! use straights::str8ts::solve::count_solutions;
//! let options = Options { grade: Grade::Gentle, symmetry: Symmetry::Rotate180, seed: 7, black_range: None };
//! let board = generate(&options).unwrap();
//! assert_eq!(count_solutions(&board, 2), 1);
//! assert_eq!(grade(&board).grade, Some(Grade::Gentle));
//! assert_eq!(generate(&options).unwrap(), board);
//! ```
//!
//! # Method
//!
//! 1. **Layout.** A black-cell count is drawn from the range and black
//!    cells are added one symmetry orbit at a time in random order, skipping
//!    any that would break the realism rules of published puzzles: no 2x2
//!    black block, no black cluster of more than 5 cells, at most 5 black
//!    cells in a line, no white cell shut in on all four sides.
//! 2. **Fill.** A random solution of the layout by depth-first search with
//!    propagation (singles, compartment ranges, stranded and required
//!    digits), random digit order, learnt branching weights and restarts
//!    with small node budgets (about 0.1 to 0.5 ms).
//! 3. **Black clues.** 4 to 7 black cells get a digit missing from both
//!    their row and column (a grid without room for 4 is tried no further).
//! 4. **Carving, grades 1 to 3.** The *quick logic* (the module
//!    `propagate`) applies the strategies of grades 1 to 3 of
//!    [`crate::str8ts::logic`] as a fixpoint over digit masks; its fixpoint
//!    completes the grid exactly when the logic solver grades the puzzle at
//!    most that grade, and a completed grid proves the puzzle unique. White
//!    givens are removed in random order while the quick logic still solves
//!    the puzzle within the target grade; runs of removals are tested at
//!    once (doubling after success, halving after failure: the same result
//!    as one by one, with fewer checks). The end state is minimal for the
//!    target grade; it is kept when it needs exactly the target grade,
//!    which the logic solver confirms once.
//! 5. **Carving, grades 4 to 6.** Givens are first removed while the
//!    quick logic's Easy rules still solve the puzzle (as in step 4). Every
//!    puzzle one more removal away is then graded when it is unique (the
//!    quick logic completing it proves that, else the exact solver,
//!    [`Solver::count`], decides); the first of the target grade is carved
//!    on, else the first easier one: more givens are removed while the
//!    puzzle stays unique and not above the target, until it has the target
//!    grade and at most 13 givens. (One chain of removals to a minimal
//!    unique puzzle mostly jumps from grade 3 or 4 to above 5 and misses
//!    grade 5.) Grading along the way is fast: the quick logic's fixpoint
//!    stands for the logic solver's easy steps (the same fixpoint whatever
//!    the order), and the logic solver is asked only for the steps of
//!    grades 4 to 6, each followed by the quick logic again. The carved
//!    puzzle is graded once more from scratch by the logic solver and kept
//!    only with exactly the target grade.
//! 6. **Retries.** A failed carving tries other black clues (3 sets), then
//!    another solution grid (2 per layout), then another layout.
//!
//! White givens follow no symmetry (as on str8ts.com): the symmetry is that
//! of the black layout. A hard puzzle left with fewer than 6 givens gets its
//! last removals back when that keeps its grade; a puzzle with fewer than 6
//! or more than 13 white givens (the range of published puzzles) is not
//! kept, so every puzzle has 4 to 7 black clues and 6 to 13 white givens.
//!
//! # Determinism
//!
//! Everything random comes from one [`Rng`] seeded by [`Options::seed`]
//! mixed with the other options; sampling uses `u32` arithmetic only, and no
//! step depends on timing, hashing or the pointer width, so a seed gives the
//! same puzzle natively and in WebAssembly. The puzzle depends on the exact
//! solver only through its (exact) solution counts, but on the logic
//! solver's grades: a change in the logic may change the puzzles.

mod carve;
mod fill;
mod layout;
mod propagate;

use crate::board::{Board, Cell, Variant, CELLS};
use crate::outcome::{GenerateRequest, Generated};
use crate::rng::{splitmix64, Rng};
use crate::str8ts::logic::explain::join;
use crate::str8ts::logic::Grade;
use crate::str8ts::solve::Solver;

/// The symmetry of the black layout: every symmetry of the board is
/// taken (rotate180 by default, as on str8ts.com).
pub use crate::symmetry::Symmetry;

/// The symmetry names the generator takes, as [`Symmetry::ALL`] orders them.
pub const SYMMETRY_NAMES: [&str; 6] = crate::symmetry::NAMES;

/// The black-cell counts used when [`Options::black_range`] is `None`: the
/// range of the puzzles published on str8ts.com.
pub const DEFAULT_BLACK_RANGE: (u8, u8) = (13, 24);

/// The largest black-cell count a range may ask for: more leave too little
/// room for the layout rules.
pub const MAX_BLACK: u8 = 40;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The exact grade of the puzzle (see [`crate::str8ts::logic::grade`]).
    pub grade: Grade,
    /// The symmetry of the black layout and of the white givens.
    pub symmetry: Symmetry,
    /// The seed: the same seed and options give the same puzzle on every
    /// platform.
    pub seed: u64,
    /// Inclusive range of the number of black cells; `None` for
    /// [`DEFAULT_BLACK_RANGE`].
    pub black_range: Option<(u8, u8)>,
}

impl Options {
    /// Options for `grade` with the default symmetry and black range.
    pub fn new(grade: Grade, seed: u64) -> Options {
        Options {
            grade,
            symmetry: Symmetry::default(),
            seed,
            black_range: None,
        }
    }

    /// The black range to use, checked.
    fn range(&self) -> Result<(u8, u8), GenerateError> {
        let (lo, hi) = self.black_range.unwrap_or(DEFAULT_BLACK_RANGE);
        if lo > hi {
            return Err(GenerateError::new(format!(
                "invalid black range {lo}-{hi}: the minimum is larger than the maximum"
            )));
        }
        if hi > MAX_BLACK {
            return Err(GenerateError::new(format!(
                "invalid black range {lo}-{hi}: at most {MAX_BLACK} black cells"
            )));
        }
        Ok((lo, hi))
    }

    /// The seed of the random stream: the user's seed mixed with the other
    /// options, so that each grade and symmetry gets its own stream.
    fn stream_seed(&self, range: (u8, u8)) -> u64 {
        let mut s = self.seed;
        let mut mix = splitmix64(&mut s);
        mix ^= u64::from(self.grade.number()) << 8 | self.symmetry.code();
        mix ^= u64::from(range.0) << 16 | u64::from(range.1) << 24;
        splitmix64(&mut mix)
    }
}

pub use crate::outcome::GenerateError;

/// What one generation cost: a benchmark hook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Black layouts drawn (including rejected draws).
    pub layouts: u32,
    /// Solution grids filled.
    pub fills: u32,
    /// Carving attempts (a solution with one set of black clues).
    pub attempts: u32,
    /// Exact-solver uniqueness checks.
    pub counts: u32,
    /// Logic gradings (beyond the quick logic).
    pub gradings: u32,
    /// Quick-logic runs (the rules of grades 1 to 3 as a fixpoint).
    pub quick: u32,
}

/// Layout draws before giving up.
const MAX_LAYOUTS: u32 = 5_000;

/// Solution grids tried per layout.
const FILLS_PER_LAYOUT: u32 = 2;

/// Black-clue sets tried per solution grid.
const CLUE_SETS: u32 = 3;

/// Generates a Str8ts puzzle: a board with black cells, black clues and
/// white givens whose only solution is `board.solution`, of exactly the
/// requested grade. The same options give the same board everywhere.
pub fn generate(options: &Options) -> Result<Board, GenerateError> {
    generate_with_stats(options).map(|(board, _)| board)
}

/// [`generate`], also returning what the generation cost.
pub fn generate_with_stats(options: &Options) -> Result<(Board, Stats), GenerateError> {
    let range = options.range()?;
    let mut rng = Rng::new(options.stream_seed(range));
    let mut stats = Stats::default();
    while stats.layouts < MAX_LAYOUTS {
        stats.layouts += 1;
        let count = rng.range(range.0.into(), range.1.into()) as usize;
        let Some(black) = layout::random_layout(&mut rng, options.symmetry, count) else {
            continue;
        };
        if let Some(board) = from_layout(&black, options, &mut rng, &mut stats) {
            return Ok((board, stats));
        }
    }
    Err(GenerateError::new(format!(
        "no {} puzzle found after {MAX_LAYOUTS} layouts",
        options.grade
    )))
}

/// The generator's options from the engine table's plain request, checked
/// (a grade outside 1..=6, an unknown symmetry: one sentence each).
pub fn options_of(request: &GenerateRequest) -> Result<Options, String> {
    if request.grade == 0 {
        return Err(format!(
            "generate: Str8ts puzzles are made for a grade, {}; any grade is for Sudoku",
            Grade::span()
        ));
    }
    let grade = Grade::from_number(request.grade).ok_or_else(|| {
        format!(
            "generate: grade must be {}, not {}",
            Grade::span(),
            request.grade
        )
    })?;
    if request.minimal {
        return Err(
            "generate: minimal puzzles are made for Sudoku only (a Str8ts puzzle's givens follow its grade)"
                .to_string(),
        );
    }
    let symmetry = match request.symmetry.as_deref() {
        None => Symmetry::default(),
        Some(name) => Symmetry::from_name(name).ok_or_else(|| {
            format!(
                "generate: unknown symmetry '{name}': expected {}",
                join(&SYMMETRY_NAMES.map(String::from), "or")
            )
        })?,
    };
    Ok(Options {
        grade,
        symmetry,
        seed: request.seed,
        black_range: request.black_range,
    })
}

/// The engine table's generator: [`generate`] from a plain request.
pub fn generate_request(request: &GenerateRequest) -> Result<Generated, String> {
    let options = options_of(request)?;
    let (board, stats) = generate_with_stats(&options).map_err(|e| e.to_string())?;
    Ok(Generated {
        board,
        grade: options.grade.number(),
        symmetry: options.symmetry.name(),
        work: vec![
            ("layouts", stats.layouts),
            ("solution grids", stats.fills),
            ("attempts", stats.attempts),
            ("exact counts", stats.counts),
            ("gradings", stats.gradings),
            ("quick logic runs", stats.quick),
        ],
    })
}

/// Tries a few solution grids and black-clue sets on one layout.
fn from_layout(
    black: &[bool; CELLS],
    options: &Options,
    rng: &mut Rng,
    stats: &mut Stats,
) -> Option<Board> {
    let solver = Solver::new(black);
    let geometry = solver.geometry();
    for _ in 0..FILLS_PER_LAYOUT {
        let solution = fill::random_solution(geometry, rng)?;
        stats.fills += 1;
        for _ in 0..CLUE_SETS {
            stats.attempts += 1;
            let Some(black_clues) = carve::black_clues(black, &solution, rng) else {
                continue;
            };
            let mut carver = carve::Carver::new(geometry, &solver, options, stats);
            if let Some(clues) = carver.carve(&solution, &black_clues, rng) {
                let mut board = board_of(black, &clues);
                // The fill leaves 0 on black cells, as a board's solution has it.
                board.solution = Some(solution);
                return Some(board);
            }
        }
    }
    None
}

/// The puzzle of a layout and clues (givens and black clues).
fn board_of(black: &[bool; CELLS], clues: &[u8; CELLS]) -> Board {
    let mut board = Board::new(Variant::Str8ts);
    for i in 0..CELLS {
        board.cells[i] = match (black[i], clues[i]) {
            (true, 0) => Cell::BLACK,
            (true, d) => Cell::black_clue(d),
            (false, 0) => Cell::EMPTY,
            (false, d) => Cell::given(d),
        };
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plain request of `grade`, otherwise the defaults.
    fn request(grade: u8) -> GenerateRequest {
        GenerateRequest {
            grade,
            seed: 1,
            symmetry: None,
            black_range: None,
            minimal: false,
        }
    }

    /// Grades outside the scale get the scale's span, built from `Grade`.
    #[test]
    fn grades_outside_the_scale_are_refused_by_name() {
        assert_eq!(
            options_of(&request(0)).unwrap_err(),
            "generate: Str8ts puzzles are made for a grade, 1 (Easy) to 6 (Extreme); any grade is for Sudoku"
        );
        assert_eq!(
            options_of(&request(7)).unwrap_err(),
            "generate: grade must be 1 (Easy) to 6 (Extreme), not 7"
        );
        assert_eq!(options_of(&request(6)).map(|o| o.grade), Ok(Grade::Extreme));
    }
}
