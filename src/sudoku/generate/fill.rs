//! Random solution grids.

use crate::board::CELLS;
use crate::rng::Rng;

/// The 9-bit masks of the digits still free in each row, column and box.
struct Free {
    row: [u16; 9],
    col: [u16; 9],
    boxes: [u16; 9],
}

impl Free {
    fn box_of(i: usize) -> usize {
        i / 27 * 3 + i % 9 / 3
    }

    /// The digits cell `i` may still take.
    fn at(&self, i: usize) -> u16 {
        self.row[i / 9] & self.col[i % 9] & self.boxes[Free::box_of(i)]
    }

    /// Marks digit bit `bit` taken (or free again) in cell `i`'s houses.
    fn toggle(&mut self, i: usize, bit: u16) {
        self.row[i / 9] ^= bit;
        self.col[i % 9] ^= bit;
        self.boxes[Free::box_of(i)] ^= bit;
    }
}

/// A random solved Sudoku grid (digits 1-9 per cell). Cells are filled by
/// depth-first search, always the empty cell with the fewest digits left
/// (the first of equals), trying its digits in random order; the search
/// almost never backtracks, so this costs a few microseconds. The same
/// generator state gives the same grid on every platform.
pub(crate) fn random_grid(rng: &mut Rng) -> [u8; CELLS] {
    let mut grid = [0u8; CELLS];
    let mut free = Free {
        row: [0x1ff; 9],
        col: [0x1ff; 9],
        boxes: [0x1ff; 9],
    };
    let filled = fill(&mut grid, &mut free, rng);
    debug_assert!(filled, "an empty grid always has a solution");
    grid
}

/// Fills the empty cells of `grid`; false when some cell has no digit left.
fn fill(grid: &mut [u8; CELLS], free: &mut Free, rng: &mut Rng) -> bool {
    let Some(i) = most_constrained(grid, free) else {
        return true;
    };
    let mut options = u32::from(free.at(i));
    while let Some(b) = rng.pick_bit(options) {
        options &= !(1 << b);
        let bit = 1u16 << b;
        grid[i] = b as u8 + 1;
        free.toggle(i, bit);
        if fill(grid, free, rng) {
            return true;
        }
        free.toggle(i, bit);
        grid[i] = 0;
    }
    false
}

/// The empty cell with the fewest digits left (the first of equals), or
/// `None` when the grid is full.
fn most_constrained(grid: &[u8; CELLS], free: &Free) -> Option<usize> {
    (0..CELLS)
        .filter(|&i| grid[i] == 0)
        .min_by_key(|&i| free.at(i).count_ones())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_are_valid_and_differ_by_seed() {
        let valid = |g: &[u8; CELLS]| {
            (0..9).all(|k| {
                let (mut r, mut c, mut b) = (0u16, 0u16, 0u16);
                for j in 0..9 {
                    r |= 1 << g[k * 9 + j];
                    c |= 1 << g[j * 9 + k];
                    b |= 1 << g[(k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3];
                }
                r == 0x3fe && c == 0x3fe && b == 0x3fe
            })
        };
        let a = random_grid(&mut Rng::new(1));
        let b = random_grid(&mut Rng::new(2));
        assert!(valid(&a) && valid(&b));
        assert_ne!(a, b);
        assert_eq!(a, random_grid(&mut Rng::new(1)));
    }
}
