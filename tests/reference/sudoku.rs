//! A deliberately simple Sudoku reference: a solution counter by plain
//! backtracking, a check of a whole grid, and a maker of random boards.
//!
//! It shares no code with the crate's engines (`sudoku::solve`,
//! `sudoku::rules`, the board model): it works on plain arrays of 81
//! digits, finds a cell's peers by scanning its row, column and box, and
//! fills the empty cell with the fewest possible digits first. A leaf is
//! counted only after the whole grid is checked again from scratch
//! ([`is_valid_solution`]).
//!
//! Used by the setter's verdict test (`tests/verdict_reference.rs`), which
//! includes this file by path beside the Str8ts reference (`mod.rs`).

// Each user of the module needs only part of it; index loops read plainly here.
#![allow(dead_code, clippy::needless_range_loop)]

/// Cells of a board, row by row.
pub const N: usize = 81;

/// What a count found: how many solutions (up to the limit), the first
/// one, and whether the node budget ran out first (the count is then unknown).
#[derive(Clone, Debug)]
pub struct SudokuCount {
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution found.
    pub first: Option<[u8; N]>,
    /// The budget ran out: `count` is only a lower bound.
    pub gave_up: bool,
}

/// True when cells `a` and `b` (different) share a row, column or box.
fn peers(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
    ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)
}

/// True when `grid` is a full Sudoku grid (1..=9 everywhere, no digit twice
/// in a row, column or box) that keeps every clue of `clues` (0 = empty).
pub fn is_valid_solution(clues: &[u8; N], grid: &[u8; N]) -> bool {
    (0..N).all(|i| (1..=9).contains(&grid[i]) && (clues[i] == 0 || clues[i] == grid[i]))
        && (0..N).all(|a| (0..N).all(|b| a == b || !peers(a, b) || grid[a] != grid[b]))
}

/// The cells of cell `i`'s row, column and box (itself among them).
fn houses_of(i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / 9, i % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    (0..9)
        .map(move |k| r * 9 + k)
        .chain((0..9).map(move |k| k * 9 + c))
        .chain((0..9).map(move |k| (br + k / 3) * 9 + bc + k % 3))
}

/// The digits cell `i` may take: those none of its peers holds.
fn allowed(grid: &[u8; N], i: usize) -> Vec<u8> {
    let mut held = [false; 10];
    for j in houses_of(i).filter(|&j| j != i) {
        held[grid[j] as usize] = true;
    }
    (1..=9).filter(|&d| !held[d as usize]).collect()
}

/// The counting search: the grid so far, the limit, the nodes left.
struct Search {
    grid: [u8; N],
    clues: [u8; N],
    limit: usize,
    budget: u64,
    result: SudokuCount,
}

impl Search {
    /// Fills the empty cell with the fewest allowed digits, each in turn.
    fn run(&mut self) {
        if self.result.count >= self.limit || self.result.gave_up {
            return;
        }
        if self.budget == 0 {
            self.result.gave_up = true;
            return;
        }
        self.budget -= 1;
        let best = (0..N)
            .filter(|&i| self.grid[i] == 0)
            .map(|i| (i, allowed(&self.grid, i)))
            .min_by_key(|(_, digits)| digits.len());
        let Some((i, digits)) = best else {
            if is_valid_solution(&self.clues, &self.grid) {
                self.result.count += 1;
                self.result.first.get_or_insert(self.grid);
            }
            return;
        };
        for d in digits {
            self.grid[i] = d;
            self.run();
            self.grid[i] = 0;
        }
    }
}

/// Counts the solutions of the clues (0 = empty) up to `limit`, giving up
/// after `budget` search nodes. Clues that clash have no solution.
pub fn count(clues: &[u8; N], limit: usize, budget: u64) -> SudokuCount {
    let mut s = Search {
        grid: *clues,
        clues: *clues,
        limit,
        budget,
        result: SudokuCount {
            count: 0,
            first: None,
            gave_up: false,
        },
    };
    let clash = (0..N)
        .any(|a| clues[a] != 0 && (0..N).any(|b| a != b && peers(a, b) && clues[a] == clues[b]));
    if !clash {
        s.run();
    }
    s.result
}

/// A random full grid: the empty grid filled cell by cell with digits
/// tried in a random order (`below(n)` draws a number in `0..n`).
pub fn random_grid(below: &mut impl FnMut(u64) -> u64) -> [u8; N] {
    fn fill(grid: &mut [u8; N], i: usize, below: &mut impl FnMut(u64) -> u64) -> bool {
        if i == N {
            return true;
        }
        let mut digits = allowed(grid, i);
        for k in (1..digits.len()).rev() {
            digits.swap(k, below(k as u64 + 1) as usize);
        }
        for d in digits {
            grid[i] = d;
            if fill(grid, i + 1, below) {
                return true;
            }
        }
        grid[i] = 0;
        false
    }
    let mut grid = [0u8; N];
    assert!(fill(&mut grid, 0, below), "an empty grid always fills");
    grid
}

/// Which kind of random board [`random_board`] made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Clues taken from a full grid: at least one solution.
    FromSolution,
    /// The same with one clue changed: often no solution or a clash.
    Perturbed,
    /// Digits at random places: mostly clashing or wide open.
    Scattered,
}

/// A random board: clues taken from a random full grid at a random density
/// (so that some boards have one solution and others many), or that with
/// one clue changed (to a digit that clashes with no clue, when one does
/// not), or random digits at random places.
pub fn random_board(below: &mut impl FnMut(u64) -> u64) -> ([u8; N], Kind) {
    let kind = match below(10) {
        0..=5 => Kind::FromSolution,
        6..=7 => Kind::Perturbed,
        _ => Kind::Scattered,
    };
    let mut clues = [0u8; N];
    if kind == Kind::Scattered {
        for _ in 0..below(30) {
            clues[below(N as u64) as usize] = 1 + below(9) as u8;
        }
        return (clues, kind);
    }
    let grid = random_grid(below);
    let keep = match below(3) {
        0 => 15 + below(20),
        _ => 40 + below(35),
    };
    for i in 0..N {
        if below(100) < keep {
            clues[i] = grid[i];
        }
    }
    if kind == Kind::Perturbed {
        // Another digit, one its peers do not hold when there is one (a
        // board without a solution rather than clashing clues).
        let filled: Vec<usize> = (0..N).filter(|&i| clues[i] != 0).collect();
        if !filled.is_empty() {
            let i = filled[below(filled.len() as u64) as usize];
            let was = clues[i];
            clues[i] = 0;
            let quiet: Vec<u8> = allowed(&clues, i)
                .into_iter()
                .filter(|&d| d != was)
                .collect();
            clues[i] = match quiet.len() {
                0 => (was + below(8) as u8) % 9 + 1,
                n => quiet[below(n as u64) as usize],
            };
        }
    }
    (clues, kind)
}

#[cfg(test)]
mod self_tests {
    use super::*;

    /// A full grid by a pattern: row r is 1..9 shifted by 3r + r/3.
    fn pattern() -> [u8; N] {
        std::array::from_fn(|i| {
            let (r, c) = (i / 9, i % 9);
            ((c + 3 * (r % 3) + r / 3) % 9) as u8 + 1
        })
    }

    #[test]
    fn the_sudoku_reference_counts_small_cases_by_hand() {
        let full = pattern();
        assert!(is_valid_solution(&full, &full));
        assert_eq!(count(&full, 2, 100).count, 1);
        let mut clash = full;
        clash[1] = clash[0];
        assert!(!is_valid_solution(&[0; N], &clash));
        assert_eq!(count(&clash, 2, 100).count, 0);
        // A whole row open: its columns still decide it.
        let mut open = full;
        open[..9].fill(0);
        assert_eq!(count(&open, 2, 10_000).count, 1);
        // An empty grid has many solutions; two are found at once.
        let r = count(&[0; N], 2, 10_000);
        assert_eq!((r.count, r.gave_up), (2, false));
    }
}
