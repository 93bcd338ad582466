//! The Sudoku generator: unique puzzles of an exact HoDoKu level, with a
//! symmetric clue pattern, minimal on request, seedable.
//!
//! ```
//! use straights::sudoku::generate::{generate, Options};
//! use straights::sudoku::logic::{grade, Level};
//! use straights::sudoku::solve::count_solutions;
//! use straights::symmetry::Symmetry;
//! let options = Options { level: Some(Level::Medium), symmetry: Symmetry::Rotate180, minimal: false, seed: 7 };
//! let board = generate(&options).unwrap();
//! assert_eq!(count_solutions(&board, 2), 1);
//! assert_eq!(grade(&board, true).level, Some(Level::Medium));
//! assert_eq!(generate(&options).unwrap(), board);
//! ```
//!
//! # Method
//!
//! 1. **Solution.** A random solved grid (depth-first search, fewest
//!    options first, digits in random order).
//! 2. **Uniqueness chain.** The symmetry's orbits (one, two or four cells)
//!    are taken in random order and each is removed while the exact solver
//!    says the puzzle keeps one solution. The end of the chain is a random
//!    puzzle that is minimal for the symmetry (no orbit can go).
//! 3. **Judging.** The logic solver decides whether the end of the chain is
//!    below, at or above the requested level with
//!    [`grade_at_most`](crate::sudoku::logic::grade_at_most), which stops as
//!    soon as a harder step is due; so a puzzle is never solved with chains
//!    to learn that it is too hard for Medium. At the level: done. Below it:
//!    the next solution grid (more clues cannot make a puzzle harder in
//!    practice, so nothing is gained from this one).
//! 4. **Back to the level.** Above it: a binary search along the chain
//!    finds the last puzzle not above the level, and from there every
//!    orbit still present is tried once more and removed when the puzzle
//!    stays unique and not above the level. The result is kept when it has
//!    exactly the level.
//! 5. **Minimal.** With `minimal`, a result is kept only when no orbit can
//!    go without a second solution (with no symmetry: no single clue).
//!
//! Without a level (`level: None`) the end of the chain is the puzzle: a
//! random minimal puzzle, not graded (the benchmark of raw generation).
//!
//! The chain tests runs of removals at once while they succeed (doubling
//! the run), then, after the first second solution, one orbit at a time by
//! asking whether a solution differs from the grid on the orbit's cells
//! (a search that stops at the first solution, cheaper than counting to
//! two). A puzzle stays unique when clues are added, so this removes
//! exactly the orbits that one-by-one counts would.
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

use crate::board::{Board, Cell, Variant, CELLS};
pub use crate::outcome::GenerateError;
use crate::outcome::{GenerateRequest, Generated};
use crate::rng::{splitmix64, Rng};
use crate::sudoku::logic::Level;
use crate::symmetry::Symmetry;

/// The symmetry names the generator takes (every symmetry of the board).
pub const SYMMETRY_NAMES: [&str; 6] = crate::symmetry::NAMES;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The exact HoDoKu level of the puzzle (see [`crate::sudoku::logic::grade`]);
    /// `None` for a random minimal puzzle of any level, not graded.
    pub level: Option<Level>,
    /// The symmetry of the clue pattern.
    pub symmetry: Symmetry,
    /// Every clue is needed: removing any orbit of the symmetry (any clue
    /// without symmetry) gives a second solution.
    pub minimal: bool,
    /// The seed: the same seed and options give the same puzzle on every
    /// platform.
    pub seed: u64,
}

impl Options {
    /// Options for `level` with the default symmetry (rotate180), not minimal.
    pub fn new(level: Level, seed: u64) -> Options {
        Options {
            level: Some(level),
            symmetry: Symmetry::default(),
            minimal: false,
            seed,
        }
    }

    /// The seed of the random stream: the user's seed mixed with the other
    /// options, so that each level, symmetry and flag gets its own stream.
    fn stream_seed(&self) -> u64 {
        let mut s = self.seed;
        let mut mix = splitmix64(&mut s);
        mix ^= u64::from(self.level.map_or(0, Level::number)) << 8 | self.symmetry.code();
        mix ^= u64::from(self.minimal) << 16 | 0x5d << 24;
        splitmix64(&mut mix)
    }
}

/// What one generation cost: a benchmark hook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Solution grids drawn.
    pub grids: u32,
    /// Exact-solver uniqueness checks.
    pub counts: u32,
    /// Logic gradings (each stops once the level is known to be too high).
    pub gradings: u32,
}

/// Solution grids tried before giving up (Extreme puzzles with a symmetry
/// need a few hundred at most).
const MAX_GRIDS: u32 = 20_000;

/// Generates a Sudoku puzzle of exactly the requested level whose only
/// solution is `board.solution`. The same options give the same board
/// everywhere.
pub fn generate(options: &Options) -> Result<Board, GenerateError> {
    generate_with_stats(options).map(|(board, _)| board)
}

/// [`generate`], also returning what the generation cost.
pub fn generate_with_stats(options: &Options) -> Result<(Board, Stats), GenerateError> {
    let mut rng = Rng::new(options.stream_seed());
    let mut stats = Stats::default();
    while stats.grids < MAX_GRIDS {
        stats.grids += 1;
        let solution = fill::random_grid(&mut rng);
        if let Some(clues) = carve::carve(&solution, options, &mut rng, &mut stats) {
            let mut board = board_of(&clues);
            board.solution = Some(solution);
            return Ok((board, stats));
        }
    }
    let level = options.level.map_or("minimal", Level::name);
    Err(GenerateError::new(format!(
        "no {level} puzzle found after {MAX_GRIDS} solution grids"
    )))
}

/// The generator's options from the engine table's plain request, checked
/// (a level outside 0..=5, an unknown symmetry, a black-cell range: one
/// sentence each). Level 0 asks for a random minimal puzzle of any level.
pub fn options_of(request: &GenerateRequest) -> Result<Options, String> {
    let level = match request.grade {
        0 => None,
        n => Some(Level::from_number(n).ok_or_else(|| {
            format!(
                "generate: the Sudoku level must be {}, or 0 for any, not {n}",
                Level::span()
            )
        })?),
    };
    if request.black_range.is_some() {
        return Err("generate: Sudoku puzzles have no black cells".to_string());
    }
    let symmetry = match request.symmetry.as_deref() {
        None => Symmetry::default(),
        Some(name) => Symmetry::from_name(name).ok_or_else(|| {
            format!(
                "generate: unknown symmetry '{name}': expected {}",
                SYMMETRY_NAMES.join(", ")
            )
        })?,
    };
    Ok(Options {
        level,
        symmetry,
        minimal: request.minimal,
        seed: request.seed,
    })
}

/// The engine table's generator: [`generate`] from a plain request (grade
/// 0: a random minimal puzzle, reported with grade 0, not graded).
pub fn generate_request(request: &GenerateRequest) -> Result<Generated, String> {
    let options = options_of(request)?;
    let (board, stats) = generate_with_stats(&options).map_err(|e| e.to_string())?;
    Ok(Generated {
        board,
        grade: options.level.map_or(0, Level::number),
        symmetry: options.symmetry.name(),
        work: vec![
            ("solution grids", stats.grids),
            ("exact counts", stats.counts),
            ("gradings", stats.gradings),
        ],
    })
}

/// The puzzle of some clues (0 for an empty cell).
fn board_of(clues: &[u8; CELLS]) -> Board {
    let mut board = Board::new(Variant::Sudoku);
    for (cell, &d) in board.cells.iter_mut().zip(clues) {
        if d != 0 {
            *cell = Cell::given(d);
        }
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::grade;
    use crate::sudoku::solve::count_solutions;

    /// The clue pattern of a board, a flag per cell.
    fn pattern(board: &Board) -> [bool; CELLS] {
        std::array::from_fn(|i| board.cells[i].value != 0)
    }

    #[test]
    fn every_level_and_symmetry_is_made_as_asked() {
        for (k, level) in Level::ALL.into_iter().enumerate() {
            let symmetry = Symmetry::ALL[k % Symmetry::ALL.len()];
            let options = Options {
                level: Some(level),
                symmetry,
                minimal: false,
                seed: 11,
            };
            let board = generate(&options).unwrap();
            assert_eq!(count_solutions(&board, 2), 1);
            assert_eq!(grade(&board, true).level, Some(level), "{symmetry}");
            assert!(symmetry.holds(&pattern(&board)), "{level} {symmetry}");
            let solution = board.solution.unwrap();
            assert!((0..CELLS)
                .all(|i| matches!(board.cells[i].value, 0) || board.cells[i].value == solution[i]));
        }
    }

    #[test]
    fn minimal_puzzles_need_every_clue() {
        let options = Options {
            level: Some(Level::Hard),
            symmetry: Symmetry::None,
            minimal: true,
            seed: 3,
        };
        let any = Options {
            level: None,
            ..options
        };
        for options in [options, any] {
            let board = generate(&options).unwrap();
            assert_minimal(&board);
        }
    }

    /// No clue can go without a second solution.
    fn assert_minimal(board: &Board) {
        for i in (0..CELLS).filter(|&i| board.cells[i].value != 0) {
            let mut fewer = board.clone();
            fewer.cells[i] = Cell::EMPTY;
            assert_eq!(
                count_solutions(&fewer, 2),
                2,
                "clue r{}c{}",
                i / 9 + 1,
                i % 9 + 1
            );
        }
    }

    #[test]
    fn requests_are_checked() {
        let request = |grade: u8, symmetry: Option<&str>| GenerateRequest {
            grade,
            seed: 1,
            symmetry: symmetry.map(String::from),
            black_range: None,
            minimal: false,
        };
        assert_eq!(
            options_of(&request(6, None)).unwrap_err(),
            "generate: the Sudoku level must be 1 (Easy) to 5 (Extreme), or 0 for any, not 6"
        );
        assert_eq!(
            options_of(&request(2, Some("spiral"))).unwrap_err(),
            "generate: unknown symmetry 'spiral': expected none, rotate180, diagonal, mirror, rotate90, anti-diagonal"
        );
        let made = generate_request(&request(1, Some("rotate90"))).unwrap();
        assert_eq!((made.grade, made.symmetry), (1, "rotate90"));
    }
}
