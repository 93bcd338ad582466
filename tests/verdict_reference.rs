//! The setter's verdict (`Engine::try_verdict`, what `straights check` and
//! the wasm `verdict` print) against the independent references: the
//! Str8ts counter (`tests/reference/mod.rs`) and a brute-force Sudoku
//! counter (`tests/reference/sudoku.rs`), neither sharing code with the
//! crate's solvers.
//!
//! On 1,000 random boards of each kind (clues from a random solution at a
//! random density, perturbed copies, scattered digits):
//! - **broken** only when the clues clash, and then the reference finds
//!   no solution; **none** when the reference finds none;
//! - **many** when it finds two, with two different solutions valid by the
//!   reference's own check and the cells where they differ;
//! - **unique** when it finds one, with its solution, a grade named by the
//!   kind's grade names and strategies of the kind's table; and every clue
//!   is listed as removable exactly when the reference, counting without
//!   it, still finds one solution (minimality, clue by clue).
//!
//! Every third board, when the reference finds it unique, is first made
//! minimal (clues dropped while one solution is left, by the crate's fast
//! counter; its verdict is then checked clue by clue against the
//! reference), since random clue sets almost never are. Every outcome
//! (broken, none, many, unique; minimal and not) must occur in numbers.
//!
//! Release only (`./build.sh test` runs `cargo test --release --test
//! verdict_reference`: some ten seconds on two cores; minutes in debug).

mod reference;
#[path = "reference/sudoku.rs"]
mod sudoku_reference;

use reference::{RefBoard, Xorshift};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use straights::board::{Board, Cell, Variant, CELLS};
use straights::check::Verdict;
use straights::engine::engine;

/// Reference search nodes per count before it gives up (the board is then
/// still judged, for panics, but not compared).
const BUDGET: u64 = 20_000;

/// What one board showed, for the tally.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    Broken,
    None,
    Many,
    Minimal,
    NotMinimal,
    Unsettled,
}

/// A reference's count: how many solutions (up to 2), the first, whether it gave up.
struct RefResult {
    count: usize,
    first: Option<[u8; CELLS]>,
    gave_up: bool,
}

/// One kind's reference: counts a board's clue set, checks a solution.
trait Reference {
    /// The crate's board.
    fn board(&self) -> Board;
    /// The reference's count of the clues with the clue at `without` removed.
    fn count(&self, without: Option<usize>) -> RefResult;
    /// Is the engine's solution (0 on black cells) valid by the reference?
    fn valid(&self, solution: &[u8; CELLS]) -> bool;
    /// The reference's solution as the engine writes it (0 on black cells).
    fn engine_digits(&self, grid: &[u8; CELLS]) -> [u8; CELLS];
    /// The board without the clue at `i` (a black cell stays black).
    fn without(&self, i: usize) -> Self;
    /// The cells holding a clue.
    fn clues(&self) -> Vec<usize>;
}

impl Reference for RefBoard {
    fn board(&self) -> Board {
        let mut b = Board::new(Variant::Str8ts);
        for i in 0..CELLS {
            b.cells[i] = match (self.black[i], self.digits[i]) {
                (true, 0) => Cell::BLACK,
                (true, d) => Cell::black_clue(d),
                (false, 0) => Cell::EMPTY,
                (false, d) => Cell::given(d),
            };
        }
        b
    }

    fn count(&self, without: Option<usize>) -> RefResult {
        let mut rb = self.clone();
        if let Some(i) = without {
            rb.digits[i] = 0;
        }
        let r = reference::count(&rb, 2, BUDGET);
        RefResult {
            count: r.count,
            first: r.first,
            gave_up: r.gave_up,
        }
    }

    fn valid(&self, s: &[u8; CELLS]) -> bool {
        let blacks_empty = (0..CELLS).all(|i| !self.black[i] || s[i] == 0);
        let with_clues: [u8; CELLS] =
            std::array::from_fn(|i| if self.black[i] { self.digits[i] } else { s[i] });
        blacks_empty && reference::is_valid_solution(self, &with_clues)
    }

    fn engine_digits(&self, grid: &[u8; CELLS]) -> [u8; CELLS] {
        std::array::from_fn(|i| if self.black[i] { 0 } else { grid[i] })
    }

    fn without(&self, i: usize) -> Self {
        let mut rb = self.clone();
        rb.digits[i] = 0;
        rb
    }

    fn clues(&self) -> Vec<usize> {
        (0..CELLS).filter(|&i| self.digits[i] != 0).collect()
    }
}

/// A Sudoku board for the reference: its clues, 0 for an empty cell.
struct SudokuClues([u8; CELLS]);

impl Reference for SudokuClues {
    fn board(&self) -> Board {
        let mut b = Board::new(Variant::Sudoku);
        for (cell, &d) in b.cells.iter_mut().zip(&self.0) {
            if d != 0 {
                *cell = Cell::given(d);
            }
        }
        b
    }

    fn count(&self, without: Option<usize>) -> RefResult {
        let mut clues = self.0;
        if let Some(i) = without {
            clues[i] = 0;
        }
        let r = sudoku_reference::count(&clues, 2, BUDGET);
        RefResult {
            count: r.count,
            first: r.first,
            gave_up: r.gave_up,
        }
    }

    fn valid(&self, s: &[u8; CELLS]) -> bool {
        sudoku_reference::is_valid_solution(&self.0, s)
    }

    fn engine_digits(&self, grid: &[u8; CELLS]) -> [u8; CELLS] {
        *grid
    }

    fn without(&self, i: usize) -> Self {
        let mut clues = self.0;
        clues[i] = 0;
        SudokuClues(clues)
    }

    fn clues(&self) -> Vec<usize> {
        (0..CELLS).filter(|&i| self.0[i] != 0).collect()
    }
}

/// Judges one board and checks the verdict against the reference; panics
/// with the board on any disagreement.
fn check_board(r: &impl Reference) -> Outcome {
    let board = r.board();
    let row = engine(board.variant);
    let text = || straights::codec::encode(&board, row.facts.grid_format).unwrap();
    let verdict = row.try_verdict(&board).unwrap();
    let counted = r.count(None);
    if counted.gave_up {
        return Outcome::Unsettled;
    }
    match (&verdict, counted.count) {
        (Verdict::Broken { cells, text: why }, 0) => {
            assert!(!cells.is_empty(), "{why} on\n{}", text());
            Outcome::Broken
        }
        (Verdict::None, 0) => Outcome::None,
        (Verdict::Many { solutions, differ }, 2) => {
            assert!(solutions.iter().all(|s| r.valid(s)), "{}", text());
            let expected: Vec<usize> = (0..CELLS)
                .filter(|&i| solutions[0][i] != solutions[1][i])
                .collect();
            assert!(!expected.is_empty(), "{}", text());
            assert_eq!(differ, &expected, "{}", text());
            Outcome::Many
        }
        (Verdict::Unique(u), 1) => {
            let only = r.engine_digits(&counted.first.unwrap());
            assert_eq!(u.solution, only, "{}", text());
            let facts = &row.facts;
            assert_eq!(u.grade_name, facts.grade_names[u.grade as usize]);
            assert!(u
                .strategies
                .iter()
                .all(|s| facts.strategies.iter().any(|t| t.name == *s)));
            check_minimality(r, &board, &u.removable, &text)
        }
        (v, n) => panic!(
            "verdict {} but the reference counts {n} on\n{}",
            v.status(),
            text()
        ),
    }
}

/// Every clue is removable exactly when the reference still counts one
/// solution without it.
fn check_minimality(
    r: &impl Reference,
    board: &Board,
    removable: &[usize],
    text: &impl Fn() -> String,
) -> Outcome {
    for i in (0..CELLS).filter(|&i| board.cells[i].given) {
        let without = r.count(Some(i));
        if without.gave_up {
            return Outcome::Unsettled;
        }
        assert_eq!(
            removable.contains(&i),
            without.count == 1,
            "clue r{}c{} on\n{}",
            i / 9 + 1,
            i % 9 + 1,
            text()
        );
    }
    if removable.is_empty() {
        Outcome::Minimal
    } else {
        Outcome::NotMinimal
    }
}

/// Boards per kind.
const BOARDS: u64 = 1_000;

/// A unique board made minimal: its clues in a random order, each dropped
/// when one solution is left without it (a clue needed then stays needed
/// as others go, so one pass leaves every clue needed). Random clue sets
/// are almost never minimal, so the test makes some this way. The crate's
/// exact counter makes them, for speed: the verdict on them is still
/// checked clue by clue against the reference.
fn reduced<R: Reference>(mut r: R, rng: &mut Xorshift) -> R {
    let mut clues = r.clues();
    for k in (1..clues.len()).rev() {
        clues.swap(k, rng.below(k as u64 + 1) as usize);
    }
    for i in clues {
        let fewer = r.without(i);
        let board = fewer.board();
        if (engine(board.variant).rules.count)(&board, 2) == 1 {
            r = fewer;
        }
    }
    r
}

/// Judges `count` boards made by `make` from seeds `seed ^ n`, every
/// third unique one first [`reduced`] to a minimal puzzle, on every core
/// (each thread taking the next board number from one shared counter, so
/// a failure names its board); the tally.
fn run<R: Reference>(
    seed: u64,
    count: u64,
    make: impl Fn(&mut Xorshift) -> R + Sync,
) -> BTreeMap<Outcome, u64> {
    let next = AtomicU64::new(0);
    let tally = Mutex::new(BTreeMap::new());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let n = next.fetch_add(1, Ordering::Relaxed);
                if n >= count {
                    break;
                }
                let mut rng = Xorshift::new(seed ^ n.wrapping_mul(0x100_0000_01B3));
                let mut board = make(&mut rng);
                if n % 3 == 0 {
                    let counted = board.count(None);
                    if !counted.gave_up && counted.count == 1 {
                        board = reduced(board, &mut rng);
                    }
                }
                let outcome = check_board(&board);
                *tally.lock().unwrap().entry(outcome).or_insert(0) += 1;
            });
        }
    });
    tally.into_inner().unwrap()
}

/// Every outcome occurs on at least `share` of the boards, and the
/// reference settles all but 2% of them.
fn assert_mix(tally: &BTreeMap<Outcome, u64>, share: f64) {
    println!("{tally:?}");
    let n = |o| tally.get(&o).copied().unwrap_or(0);
    let total: u64 = tally.values().sum();
    assert!(n(Outcome::Unsettled) * 50 <= total, "{tally:?}");
    let least = (total as f64 * share) as u64;
    for o in [
        Outcome::Broken,
        Outcome::None,
        Outcome::Many,
        Outcome::Minimal,
        Outcome::NotMinimal,
    ] {
        assert!(n(o) >= least, "{o:?}: {tally:?}");
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn str8ts_verdicts_agree_with_the_reference() {
    let tally = run(0x5e77e2, BOARDS, |rng| reference::random_board(rng).0);
    assert_mix(&tally, 0.03);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn sudoku_verdicts_agree_with_the_reference() {
    let tally = run(0x50d0c0, BOARDS, |rng| {
        SudokuClues(sudoku_reference::random_board(&mut |n| rng.below(n)).0)
    });
    assert_mix(&tally, 0.03);
}
