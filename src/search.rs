//! Minimal-clue search in a Sudoku solution grid: every `k`-clue puzzle
//! whose only solution is the grid (the method of McGuire's checker as
//! refined by Dobrichev, blue and champagne; `docs/design/17-clue-search.md`
//! has the research behind it).
//!
//! The parts: the grid model ([`Grid`], 81-bit cell sets [`Cells`],
//! [`parse_grid`]), the collection of unavoidable sets ([`mod@uas`]), the
//! hitting-set enumeration split into tasks ([`hitting`]) and the whole
//! search of a grid on threads or shards with progress ([`search`]).

pub mod hitting;
mod run;
pub mod uas;

pub use run::{search, Options, Progress, Summary};
pub use uas::uas;

use crate::board::{Block, Pos, CELLS};

/// A solution grid: 81 digits 1..9, row by row.
pub type Grid = [u8; CELLS];

/// A set of cells: bit `i` for cell `i` (0..81, row by row).
pub type Cells = u128;

/// Every cell of the board.
pub const ALL_CELLS: Cells = (1 << CELLS) - 1;

/// Reads a solution grid from 81 digits (whitespace around them ignored),
/// checking that it is one: digits 1-9 only, no digit twice in a row,
/// column or box. The error names what is wrong and where.
pub fn parse_grid(text: &str) -> Result<Grid, String> {
    let text = text.trim();
    let count = text.chars().count();
    if count != CELLS {
        return Err(format!(
            "a solution grid has 81 digits, this text has {count} characters"
        ));
    }
    let mut grid = [0u8; CELLS];
    for (i, ch) in text.chars().enumerate() {
        grid[i] = match ch {
            '1'..='9' => ch as u8 - b'0',
            _ => {
                return Err(format!(
                    "{}: expected a digit 1-9 of a solution grid, found {ch:?}",
                    Pos::new(i)
                ))
            }
        };
    }
    let mut board = crate::board::Board::new(crate::board::Variant::Sudoku);
    for (cell, &d) in board.cells.iter_mut().zip(&grid) {
        *cell = crate::board::Cell::given(d);
    }
    if let Some(c) = crate::sudoku::rules::conflicts(&board).first() {
        return Err(format!("not a solution grid: {}", c.describe()));
    }
    Ok(grid)
}

/// The cells of a set, lowest first, as bit positions rather than [`Pos`]:
/// the search also runs it over sets of renumbered cells, over words of its
/// UA tables and over band-local masks, where a bit is not a board cell.
pub fn cells_of(set: Cells) -> impl Iterator<Item = usize> {
    crate::board::CellSet(set)
}

/// A set of cells of `grid` as 81 characters: the grid's digit on each of
/// its cells, `.` elsewhere (a puzzle's text for a clue set; any Sudoku
/// reader shows a UA's pattern from it).
pub fn pattern(grid: &Grid, set: Cells) -> String {
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

/// The puzzles `clues` of `grid` as texts ([`pattern`]), in the sorted
/// order the CLI prints and the wasm returns.
pub fn puzzle_texts(grid: &Grid, clues: &[Cells]) -> Vec<String> {
    let mut texts: Vec<String> = clues.iter().map(|&p| pattern(grid, p)).collect();
    texts.sort_unstable();
    texts
}

/// The clue array of the cells `set` of `grid`: their digits, 0 elsewhere.
pub fn clues_of(grid: &Grid, set: Cells) -> [u8; CELLS] {
    std::array::from_fn(|i| if set >> i & 1 != 0 { grid[i] } else { 0 })
}

/// The cells where `other` differs from `grid` (a UA when `other` is
/// another solution of a clue set of the grid).
pub fn difference(grid: &Grid, other: &[u8; CELLS]) -> Cells {
    (0..CELLS)
        .filter(|&i| other[i] != grid[i])
        .fold(0, |m, i| m | 1 << i)
}

/// The 27 cells of band `b` (rows 3b..3b+3) for `b` in 0..3, of stack `b - 3`
/// (columns) for `b` in 3..6.
pub fn band_cells(b: usize) -> Cells {
    Pos::all()
        .filter(|p| {
            if b < 3 {
                p.row().index() / 3 == b
            } else {
                p.col().index() / 3 == b - 3
            }
        })
        .fold(0, |m, p| m | 1 << p.index())
}

/// The 9 cells of box `b`.
pub fn box_cells(b: Block) -> Cells {
    b.cells().fold(0, |m, p| m | 1 << p.index())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The "SF" grid: exactly 29 17-clue puzzles.
    pub(crate) const SF_GRID: &str =
        "123456789456789123798231564234675918815943276967812435379164852582397641641528397";

    #[test]
    fn grids_are_read_and_checked() {
        let g = parse_grid(SF_GRID).unwrap();
        assert_eq!(g[0], 1);
        assert_eq!(g[80], 7);
        assert_eq!(
            parse_grid("123").unwrap_err(),
            "a solution grid has 81 digits, this text has 3 characters"
        );
        let dot = SF_GRID.replacen('5', ".", 1);
        assert_eq!(
            parse_grid(&dot).unwrap_err(),
            "r1c5: expected a digit 1-9 of a solution grid, found '.'"
        );
        let twice = SF_GRID.replacen('2', "1", 1);
        assert_eq!(
            parse_grid(&twice).unwrap_err(),
            "not a solution grid: 1 appears twice in a row: r1c1 and r1c2"
        );
    }

    #[test]
    fn bands_stacks_and_boxes() {
        assert_eq!(band_cells(0).count_ones(), 27);
        assert_eq!(band_cells(0).trailing_zeros(), 0);
        assert_eq!(band_cells(3) >> 3 & 1, 0);
        assert_eq!(cells_of(band_cells(5)).next(), Some(6));
        assert_eq!(
            cells_of(box_cells(Block::new(4))).collect::<Vec<_>>(),
            [30, 31, 32, 39, 40, 41, 48, 49, 50]
        );
    }
}
