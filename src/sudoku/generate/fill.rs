//! Random solution grids.

use crate::board::CELLS;
use crate::rng::Rng;
use crate::sudoku::logic;

/// The 9-bit masks of the digits still free in each house (the logic
/// solver's house numbering: rows 0..9, columns 9..18, boxes 18..27).
struct Free([u16; 27]);

impl Free {
    /// The digits cell `i` may still take.
    fn at(&self, i: usize) -> u16 {
        let [r, c, b] = HOUSES_OF[i];
        self.0[usize::from(r)] & self.0[usize::from(c)] & self.0[usize::from(b)]
    }

    /// Marks digit bit `bit` taken (or free again) in cell `i`'s houses.
    fn toggle(&mut self, i: usize, bit: u16) {
        for h in HOUSES_OF[i] {
            self.0[usize::from(h)] ^= bit;
        }
    }
}

/// [`logic::cell_houses`] of every cell, read from a table: the search
/// asks for them thousands of times per grid.
static HOUSES_OF: [[u8; 3]; CELLS] = {
    let mut out = [[0u8; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let [r, c, b] = logic::cell_houses(i);
        out[i] = [r as u8, c as u8, b as u8];
        i += 1;
    }
    out
};

/// A random solved Sudoku grid (digits 1-9 per cell). Cells are filled by
/// depth-first search, always the empty cell with the fewest digits left
/// (the first of equals), trying its digits in random order; the search
/// almost never backtracks, so this costs a few microseconds. The same
/// generator state gives the same grid on every platform.
pub(crate) fn random_grid(rng: &mut Rng) -> [u8; CELLS] {
    let mut grid = [0u8; CELLS];
    let mut free = Free([0x1ff; 27]);
    let all = logic::ALL_CELLS;
    let filled = fill(&mut grid, all, &[all; 9], &mut free, rng);
    debug_assert!(filled, "an empty grid always has a solution");
    grid
}

/// Fills the empty cells of `grid` (the cells of `empty`, a bit per cell);
/// false when some cell has no digit left. `allowed[d - 1]` holds the empty cells that may still take `d`
/// (the digit sets of `free`, kept by cell so that the most constrained
/// cell is found with word operations, see [`most_constrained`]).
fn fill(
    grid: &mut [u8; CELLS],
    empty: u128,
    allowed: &[u128; 9],
    free: &mut Free,
    rng: &mut Rng,
) -> bool {
    let Some(i) = most_constrained(empty, allowed) else {
        return true;
    };
    let mut options = u32::from(free.at(i));
    while let Some(b) = rng.pick_bit(options) {
        options &= !(1 << b);
        let bit = 1u16 << b;
        grid[i] = b as u8 + 1;
        free.toggle(i, bit);
        let mut next = allowed.map(|cells| cells & !logic::bit(i));
        next[b as usize] &= !logic::PEERS[i];
        if fill(grid, empty & !logic::bit(i), &next, free, rng) {
            return true;
        }
        free.toggle(i, bit);
        grid[i] = 0;
    }
    false
}

/// The empty cell (a cell of `empty`) with the fewest digits left (the
/// first of equals), or `None` when the grid is full. The nine digit sets are added up cell by
/// cell in four bit planes (a counter per cell, all at once), then the
/// planes, highest first, keep the cells whose count is smallest: some
/// forty word operations instead of a look at every empty cell.
fn most_constrained(empty: u128, allowed: &[u128; 9]) -> Option<usize> {
    let mut planes = [0u128; 4];
    for &cells in allowed {
        let mut carry = cells;
        for plane in &mut planes {
            (*plane, carry) = (*plane ^ carry, *plane & carry);
        }
    }
    let mut fewest = empty;
    for plane in planes.iter().rev() {
        let below = fewest & !plane;
        if below != 0 {
            fewest = below;
        }
    }
    (fewest != 0).then(|| fewest.trailing_zeros() as usize)
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
