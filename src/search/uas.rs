//! Unavoidable sets (UAs) of a Sudoku solution grid, collected by brute
//! force.
//!
//! A UA is a set of cells whose digits can be rearranged into another valid
//! grid; every puzzle whose only solution is the grid holds a clue in each.
//! Blanking a region of the grid and enumerating every completion gives, for
//! each completion other than the grid, the cells where it differs: a UA (not
//! necessarily minimal); the minimal ones among them are exactly the minimal
//! UAs inside the region. A minimal UA of `s` cells uses at most `s / 2`
//! digits (each of its digits appears at least twice), so blanking every set
//! of four digits finds every UA of up to 9 cells; the other runs (two and
//! three digits, bands, stacks, sets of four boxes, five digits inside two
//! bands or two stacks) add larger ones cheaply. The search needs many UAs,
//! not all: a clue set that hits every known UA is checked by the exact
//! solver, which finds any UA that was missed.

use super::{band_cells, box_cells, clues_of, difference, Cells, Grid, ALL_CELLS};
use crate::board::{Block, CELLS};
use crate::sudoku::solve::for_each_solution;
use std::collections::HashSet;
use std::ops::ControlFlow;

/// Completions enumerated per blanked region before it is cut short (the
/// differences found so far are still UAs; only minimality of what is kept
/// is then guaranteed by the final filter over every run).
pub const MAX_COMPLETIONS: usize = 200_000;

/// The minimal UAs of `grid` of at most `max_size` cells that the
/// brute-force runs find (every one of up to 9 cells, see the module
/// docs), smallest first (ties in cell order), as 81-bit cell sets.
pub fn uas(grid: &Grid, max_size: usize) -> Vec<Cells> {
    let mut found = HashSet::new();
    for region in regions(grid) {
        collect(grid, region, max_size, &mut found);
    }
    minimal(found.into_iter().collect())
}

/// The regions blanked, one brute-force run each.
fn regions(grid: &Grid) -> Vec<Cells> {
    let digit_cells: [Cells; 10] = std::array::from_fn(|d| {
        (0..CELLS)
            .filter(|&i| grid[i] as usize == d)
            .fold(0, |m, i| m | 1 << i)
    });
    let digits = |set: u16| -> Cells {
        (1..=9)
            .filter(|d| set >> d & 1 != 0)
            .fold(0, |m, d| m | digit_cells[d])
    };
    let mut out = Vec::new();
    for set in (0u16..1 << 10).filter(|s| s & 1 == 0) {
        match set.count_ones() {
            2..=4 => out.push(digits(set)),
            5 => {
                for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                    out.push(digits(set) & (band_cells(a) | band_cells(b)));
                    out.push(digits(set) & (band_cells(3 + a) | band_cells(3 + b)));
                }
            }
            _ => {}
        }
    }
    out.extend((0..6).map(band_cells));
    for set in (0u16..1 << 9).filter(|s| s.count_ones() == 4) {
        out.push(
            Block::all()
                .filter(|b| set >> b.index() & 1 != 0)
                .fold(0, |m, b| m | box_cells(b)),
        );
    }
    out
}

/// Adds the differences of every completion of `grid` with `region` blanked
/// (up to `max_size` cells) to `found`.
fn collect(grid: &Grid, region: Cells, max_size: usize, found: &mut HashSet<Cells>) {
    let mut seen = 0;
    for_each_solution(&clues_of(grid, ALL_CELLS & !region), |solution| {
        let diff = difference(grid, solution);
        if diff != 0 && diff.count_ones() as usize <= max_size {
            found.insert(diff);
        }
        seen += 1;
        if seen >= MAX_COMPLETIONS {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
}

/// The sets of `sets` that contain no other one, smallest first.
pub fn minimal(mut sets: Vec<Cells>) -> Vec<Cells> {
    sets.sort_unstable_by_key(|&s| (s.count_ones(), s));
    sets.dedup();
    // Kept sets by their lowest cell: a kept set inside `s` has its lowest
    // cell in `s`, so only those buckets need a look.
    let mut by_low: Vec<Vec<Cells>> = vec![Vec::new(); CELLS];
    let mut out = Vec::new();
    for s in sets {
        let inside = super::cells_of(s).any(|c| by_low[c].iter().any(|&k| k & !s == 0));
        if !inside {
            by_low[s.trailing_zeros() as usize].push(s);
            out.push(s);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Col, Pos, Row};
    use crate::search::{cells_of, parse_grid};
    use crate::sudoku::solve::count_clues;

    /// The grid of the table that holds exactly one 17-clue puzzle.
    pub(crate) const ONE_17: &str =
        "286537941541982736379614258917358624452176893863429517625743189194865372738291465";

    /// The grid with `blank` emptied.
    fn blanked(grid: &Grid, blank: Cells) -> [u8; CELLS] {
        clues_of(grid, ALL_CELLS & !blank)
    }

    #[test]
    fn every_set_is_a_minimal_unavoidable_set() {
        let grid = parse_grid(ONE_17).unwrap();
        let uas = uas(&grid, 12);
        assert!(uas.len() > 20, "{}", uas.len());
        for &u in &uas {
            // Unavoidable: with its cells blank the grid has another completion.
            assert_eq!(count_clues(&blanked(&grid, u), 2), 2);
            // Minimal: blank all but one of its cells and the grid is the only one.
            for c in cells_of(u) {
                assert_eq!(count_clues(&blanked(&grid, u & !(1 << c)), 2), 1);
            }
        }
        assert!(uas
            .windows(2)
            .all(|w| w[0].count_ones() <= w[1].count_ones()));
    }

    /// Every UA of four cells is a rectangle: two rows, two columns, two
    /// boxes, holding two digits crosswise. An independent scan finds them
    /// all; the collection must give exactly these.
    #[test]
    fn every_four_cell_set_is_found() {
        for text in [ONE_17, crate::search::tests::SF_GRID] {
            let grid = parse_grid(text).unwrap();
            let mut rectangles = Vec::new();
            for (r1, r2) in pairs() {
                for (c1, c2) in pairs() {
                    let (r1, r2, c1, c2) = (Row::new(r1), Row::new(r2), Col::new(c1), Col::new(c2));
                    let corners =
                        [(r1, c1), (r1, c2), (r2, c1), (r2, c2)].map(|(r, c)| Pos::at(r, c));
                    let [a, b, c, d] = corners;
                    let boxes: HashSet<Block> = corners.iter().map(|p| p.block()).collect();
                    if grid[a] == grid[d] && grid[b] == grid[c] && boxes.len() == 2 {
                        rectangles.push(corners.iter().fold(0, |m, p| m | 1 << p.index()));
                    }
                }
            }
            rectangles.sort_unstable();
            let four: Vec<Cells> = uas(&grid, 4);
            let mut sorted = four.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, rectangles, "{text}");
        }
    }

    /// The pairs (i, j), i < j, of 0..9.
    fn pairs() -> impl Iterator<Item = (usize, usize)> {
        (0..9).flat_map(|i| (i + 1..9).map(move |j| (i, j)))
    }

    #[test]
    fn minimal_drops_supersets_and_duplicates() {
        let sets = vec![0b1111, 0b11, 0b1100, 0b11, 0b111000];
        assert_eq!(minimal(sets), vec![0b11, 0b1100, 0b111000]);
    }
}
