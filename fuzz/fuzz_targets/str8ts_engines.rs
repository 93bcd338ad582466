#![no_main]
//! Fuzzes the Str8ts engines on arbitrary boards: the exact solver (and the
//! generator's oracle, `Solver::count`), the logic solver's grade and hint,
//! the puzzle check, and, for inputs starting with 0xFF, the generator.
//! Nothing may panic; where the independent reference
//! (`tests/reference/mod.rs`) settles a board within a small budget, the
//! solution count must agree with it and every solution must be valid.
//!
//! Input: one byte per cell, row by row (missing bytes are empty white
//! cells): the high bit makes the cell black, the low nibble is its digit
//! when it is 1..=9 (a black clue or a white given).
use libfuzzer_sys::fuzz_target;
use straights::board::{Board, Cell, Variant, CELLS};
use straights::check::check_puzzle;
use straights::str8ts::generate::{generate, Options, Symmetry};
use straights::str8ts::logic::{self, Grade};
use straights::str8ts::solve::{puzzle_clues, solve, Solution, Solver};

#[path = "../../tests/reference/mod.rs"]
mod reference;

/// The board of the input bytes.
fn board_of(data: &[u8]) -> Board {
    let mut b = Board::new(Variant::Str8ts);
    for (i, &byte) in data.iter().take(CELLS).enumerate() {
        let d = byte & 0x0f;
        let d = if (1..=9).contains(&d) { d } else { 0 };
        b.cells[i] = match (byte & 0x80 != 0, d) {
            (true, 0) => Cell::BLACK,
            (true, d) => Cell::black_clue(d),
            (false, 0) => Cell::EMPTY,
            (false, d) => Cell::given(d),
        };
    }
    b
}

/// Runs the generator with options read from the bytes after the 0xFF.
fn fuzz_generator(data: &[u8]) {
    let byte = |k: usize| data.get(k).copied().unwrap_or(0);
    let grade = Grade::from_number(byte(1) % 6 + 1).unwrap();
    let symmetry = match byte(2) % 4 {
        0 => Symmetry::None,
        1 => Symmetry::Rotate180,
        2 => Symmetry::Diagonal,
        _ => Symmetry::Mirror,
    };
    let lo = byte(3) % 45;
    let hi = lo + byte(4) % 10;
    let seed = u64::from_le_bytes(std::array::from_fn(|k| byte(5 + k)));
    let options = Options { grade, symmetry, seed, black_range: Some((lo, hi)) };
    if let Ok(puzzle) = generate(&options) {
        let clues = puzzle_clues(&puzzle);
        let black = std::array::from_fn(|i| puzzle.cells[i].black);
        assert_eq!(Solver::new(&black).count(&clues, 2), 1, "generated puzzle not unique");
        assert_eq!(logic::grade(&puzzle).grade, Some(grade), "wrong grade");
    }
}

fuzz_target!(|data: &[u8]| {
    if data.first() == Some(&0xff) {
        return fuzz_generator(data);
    }
    let board = board_of(data);
    let clues = puzzle_clues(&board);
    let black: [bool; CELLS] = std::array::from_fn(|i| board.cells[i].black);
    let count = Solver::new(&black).count(&clues, 2);
    let solution = solve(&board);
    let _ = check_puzzle(&board);
    let _ = logic::hint(&board);
    let _ = logic::grade_up_to(&board, count == 1, Grade::Tough);
    let rb = reference::RefBoard { black, digits: clues };
    let r = reference::count(&rb, 2, 2_000);
    if r.gave_up {
        return;
    }
    assert_eq!(count, r.count, "count differs from the reference");
    for s in [solution.first()].into_iter().flatten() {
        let with_clues: [u8; CELLS] = std::array::from_fn(|i| if black[i] { clues[i] } else { s[i] });
        assert!(reference::is_valid_solution(&rb, &with_clues), "invalid solution");
    }
    if let Solution::Multiple(a, b) = solution {
        assert_ne!(a, b);
    }
});
