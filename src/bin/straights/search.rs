//! `straights uas`: the minimal unavoidable sets of a Sudoku solution grid
//! (the minimal-clue search's first part; `straights search` comes next).

use std::process::ExitCode;
use straights::board::CELLS;
use straights::search::{self, Cells, Grid};

/// A set of cells as 81 characters: the grid's digit on its cells, `.`
/// elsewhere (paste it anywhere a Sudoku is read to see the pattern).
fn pattern(grid: &Grid, set: Cells) -> String {
    (0..CELLS)
        .map(|i| {
            if set >> i & 1 != 0 {
                (b'0' + grid[i]) as char
            } else {
                '.'
            }
        })
        .collect()
}

/// `straights uas GRID --max-size S`: one UA per line, smallest first; the
/// count and the number of each size on stderr.
pub fn uas(grid_text: &str, max_size: usize) -> ExitCode {
    let grid = match search::parse_grid(grid_text) {
        Ok(grid) => grid,
        Err(e) => {
            eprintln!("straights: uas: {e}");
            return ExitCode::from(2);
        }
    };
    let sets = search::uas(&grid, max_size);
    let mut sizes = [0usize; CELLS + 1];
    for &set in &sets {
        sizes[set.count_ones() as usize] += 1;
        out!("{}", pattern(&grid, set));
    }
    let histogram: Vec<String> = sizes
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(size, n)| format!("{n} of {size}"))
        .collect();
    eprintln!(
        "straights: {} minimal unavoidable sets of up to {max_size} cells ({})",
        sets.len(),
        histogram.join(", ")
    );
    ExitCode::SUCCESS
}
