//! The one board model every other module reads and writes.
//!
//! A board is 81 cells in row-major order (`r1c1`, `r1c2`, ..., `r9c9`) of
//! either variant. A cell is black (Str8ts only) or white, holds a digit or
//! not, says whether that digit is a given (a clue; a *black clue* on a black
//! cell) or was placed by a player or solver, and, for an empty white cell, a
//! set of candidates as a 9-bit [`Mask`] (bit `d-1` stands for digit `d`).
//!
//! Whether candidates are known at all is part of the board: an 81-character
//! string carries none, a str8ts.com 243-character string carries them for
//! every cell. Where they are unknown, [`crate::rules::candidates`] answers
//! with the naive candidates of the variant's rules: the board model knows
//! no rules beyond its own shape, so it asks nothing of any solver.

use std::fmt;

mod pos;
pub use pos::{Block, Col, House, Line, Pos, Row};

/// Number of cells on a board.
pub const CELLS: usize = 81;

/// A set of digits: bit `d-1` set means digit `d` is in the set.
pub type Mask = u16;

/// The set of all nine digits.
pub const ALL_DIGITS: Mask = 0x1ff;

/// The mask holding only digit `d` (1..=9).
#[inline]
pub const fn digit_mask(d: u8) -> Mask {
    1 << (d - 1)
}

/// The digit of a mask with exactly one bit set, `None` otherwise.
#[inline]
pub fn single_digit(mask: Mask) -> Option<u8> {
    (is_single(mask) && mask <= ALL_DIGITS).then(|| mask.trailing_zeros() as u8 + 1)
}

/// True for a mask with exactly one digit.
#[inline]
pub fn is_single(m: Mask) -> bool {
    m != 0 && m & (m - 1) == 0
}

/// The digits of a mask in increasing order (a fast bit iterator).
#[inline]
pub fn digits_of(mask: Mask) -> Digits {
    Digits(mask & ALL_DIGITS)
}

/// Iterator over the digits of a mask, see [`digits_of`].
#[derive(Clone, Copy, Debug)]
pub struct Digits(Mask);

impl Iterator for Digits {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
}

/// The cells of a 128-bit set (bit `i` for cell `i`), lowest first: along
/// a row or down a column, that is line order.
#[derive(Clone, Copy, Debug)]
pub struct CellSet(pub u128);

impl Iterator for CellSet {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// The name of cell `index` (0..81) as used in every message: `r1c1`..`r9c9`.
pub fn cell_name(index: usize) -> String {
    Pos::new(index).name()
}

/// The digits in each house of a board, see [`Board::house_digits`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseDigits {
    /// Rows 1..9 (index 0..9).
    pub rows: [Mask; 9],
    /// Columns 1..9.
    pub cols: [Mask; 9],
    /// Boxes 1..9, row by row.
    pub boxes: [Mask; 9],
}

/// Declares the puzzle kinds from one list: the [`Variant`] enum (in the
/// list's order, which is also the engine table's), [`Variant::ALL`], each
/// kind's name and title, and whether its boards have black cells.
macro_rules! kinds {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident { name: $name:literal, title: $title:literal, black_cells: $black:literal }
    )+) => {
        /// Which puzzle's rules a board follows.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Variant {
            $($(#[doc = $doc])* $kind,)+
        }

        impl Variant {
            /// Every kind, in the list's order (the engine table's order).
            pub const ALL: [Variant; [$($name),+].len()] = [$(Variant::$kind),+];
        }

        /// The kinds' lowercase names, titles and black-cell flags, in the list's order.
        const KINDS: [(&str, &str, bool); Variant::ALL.len()] = [$(($name, $title, $black)),+];
    };
}

kinds! {
    /// Str8ts: black cells split rows and columns into compartments of consecutive digits.
    Str8ts { name: "str8ts", title: "Str8ts", black_cells: true }
    /// Classic Sudoku: rows, columns and 3x3 boxes hold each digit once.
    Sudoku { name: "sudoku", title: "Sudoku", black_cells: false }
}

impl Variant {
    /// The kind's position in the list of kinds (and in the engine table).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name used in JSON and messages (`str8ts`, `sudoku`).
    pub const fn name(self) -> &'static str {
        KINDS[self.index()].0
    }

    /// The kind's name in sentences: "Str8ts", "Sudoku".
    pub const fn title(self) -> &'static str {
        KINDS[self.index()].1
    }

    /// Whether the kind's boards may have black cells.
    pub const fn black_cells(self) -> bool {
        KINDS[self.index()].2
    }

    /// Whether `rows` name every kind once, each at its place in the list
    /// of kinds: a table indexed by [`Variant::index`] (the engine table,
    /// the rules rows) asserts this of its rows' kinds when compiling.
    pub const fn follow_the_list(rows: &[Variant]) -> bool {
        let mut k = 0;
        while k < rows.len() {
            if rows[k].index() != k {
                return false;
            }
            k += 1;
        }
        rows.len() == Variant::ALL.len()
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One cell of a board.
///
/// Build cells with the constructors ([`Cell::given`], [`Cell::black_clue`], ...)
/// so that the invariants hold: a given has a value, candidates belong only to
/// empty white cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Cell {
    /// A black cell (Str8ts only).
    pub black: bool,
    /// The digit 1..=9 in the cell, 0 for none.
    pub value: u8,
    /// The value is a clue of the puzzle (on a black cell: a black clue).
    pub given: bool,
    /// Candidates of an empty white cell; 0 for every other cell.
    pub candidates: Mask,
}

impl Cell {
    /// An empty white cell without candidates.
    pub const EMPTY: Cell = Cell {
        black: false,
        value: 0,
        given: false,
        candidates: 0,
    };
    /// An empty black cell.
    pub const BLACK: Cell = Cell {
        black: true,
        value: 0,
        given: false,
        candidates: 0,
    };

    /// A white cell holding clue `d`.
    pub const fn given(d: u8) -> Cell {
        Cell {
            black: false,
            value: d,
            given: true,
            candidates: 0,
        }
    }

    /// A white cell holding digit `d` placed by a player or solver.
    pub const fn placed(d: u8) -> Cell {
        Cell {
            black: false,
            value: d,
            given: false,
            candidates: 0,
        }
    }

    /// A black cell holding clue `d`.
    pub const fn black_clue(d: u8) -> Cell {
        Cell {
            black: true,
            value: d,
            given: true,
            candidates: 0,
        }
    }

    /// An empty white cell with the given candidate set.
    pub const fn with_candidates(mask: Mask) -> Cell {
        Cell {
            black: false,
            value: 0,
            given: false,
            candidates: mask,
        }
    }

    /// An empty white cell (no digit).
    pub fn is_open(&self) -> bool {
        !self.black && self.value == 0
    }

    /// A white cell whose digit was placed, not given.
    pub fn is_placed(&self) -> bool {
        !self.black && self.value != 0 && !self.given
    }

    /// The mask of this cell's digit (0 for none).
    pub fn value_mask(&self) -> Mask {
        if self.value == 0 {
            0
        } else {
            digit_mask(self.value)
        }
    }
}

/// A Sudoku or Str8ts board: cells, whether candidates are known, and an optional known solution.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The rules the board follows.
    pub variant: Variant,
    /// The 81 cells, row by row.
    pub cells: [Cell; CELLS],
    /// Candidates of empty white cells are known (as opposed to "never written down").
    pub has_candidates: bool,
    /// The solution, when known: the digit of every white cell, 0 on black cells.
    pub solution: Option<[u8; CELLS]>,
}

/// Why a board is not well formed (returned by [`Board::check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// The cell at fault, if one is.
    pub cell: Option<usize>,
    /// What is wrong, in words.
    pub message: String,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cell {
            Some(i) => write!(f, "{}: {}", cell_name(i), self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// An empty board of the given variant: all cells white and empty, no candidates.
    pub fn new(variant: Variant) -> Board {
        Board {
            variant,
            cells: [Cell::EMPTY; CELLS],
            has_candidates: false,
            solution: None,
        }
    }

    /// Checks the invariants a decoder or an API caller must respect: digits in
    /// 1..=9, black cells only on boards of a kind that has them (Str8ts), givens have a value,
    /// candidates only on empty white cells and within 9 bits, a solution that
    /// agrees with the givens.
    pub fn check(&self) -> Result<(), BoardError> {
        let no_black = !self.variant.black_cells();
        // One branch-free pass for the common case of a well-formed board.
        if self
            .cells
            .iter()
            .fold(false, |bad, c| bad | cell_is_bad(c, no_black))
        {
            for (i, c) in self.cells.iter().enumerate() {
                if let Some(message) = cell_fault(c, self.variant) {
                    return Err(BoardError {
                        cell: Some(i),
                        message,
                    });
                }
            }
        }
        if let Some(sol) = &self.solution {
            for (i, (c, &s)) in self.cells.iter().zip(sol.iter()).enumerate() {
                if let Some(message) = solution_fault(c, s) {
                    return Err(BoardError {
                        cell: Some(i),
                        message: message.to_string(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The digits placed in each row, column and box (givens, placed
    /// digits and black clues alike), as masks indexed 0..9.
    pub fn house_digits(&self) -> HouseDigits {
        let mut h = HouseDigits {
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        };
        for (i, c) in self.cells.iter().enumerate() {
            let m = c.value_mask();
            let p = Pos::new(i);
            h.rows[p.row()] |= m;
            h.cols[p.col()] |= m;
            h.boxes[p.block()] |= m;
        }
        h
    }

    /// Sets the candidates of every open cell from `masks` (one per cell)
    /// and marks the candidates as known.
    pub fn set_candidates(&mut self, masks: &[Mask; CELLS]) {
        for (c, &m) in self.cells.iter_mut().zip(masks) {
            if c.is_open() {
                c.candidates = m;
            }
        }
        self.has_candidates = true;
    }

    /// The puzzle alone: givens and black clues kept, placed digits and
    /// candidates dropped (the known solution, part of the puzzle, stays).
    pub fn puzzle_only(&self) -> Board {
        let mut b = self.clone();
        for c in b.cells.iter_mut() {
            if !c.given {
                c.value = 0;
            }
            c.candidates = 0;
        }
        b.has_candidates = false;
        b
    }

    /// Forgets the candidates (every empty white cell back to "unknown").
    pub fn clear_candidates(&mut self) {
        for c in self.cells.iter_mut() {
            c.candidates = 0;
        }
        self.has_candidates = false;
    }

    /// Number of black cells.
    pub fn black_count(&self) -> usize {
        self.cells.iter().filter(|c| c.black).count()
    }

    /// True if any white cell holds a placed (not given) digit.
    pub fn has_placed(&self) -> bool {
        self.cells.iter().any(Cell::is_placed)
    }
}

/// True when a cell breaks an invariant of [`Board::check`] (no branches:
/// boards come in every shape, so branches would be mispredicted).
#[inline]
fn cell_is_bad(c: &Cell, no_black: bool) -> bool {
    let has_digit = c.value != 0;
    (c.value > 9)
        | (c.black & no_black)
        | (c.given & !has_digit)
        | (c.black & has_digit & !c.given)
        | (c.candidates > ALL_DIGITS)
        | ((c.candidates != 0) & (c.black | has_digit))
}

/// What is wrong with a cell on its own, if anything (see [`Board::check`]).
#[inline]
fn cell_fault(c: &Cell, variant: Variant) -> Option<String> {
    let no_black = !variant.black_cells();
    if !cell_is_bad(c, no_black) {
        return None;
    }
    if c.value <= 9 && c.black && no_black {
        return Some(format!("a {} board has no black cells", variant.title()));
    }
    Some(
        if c.value > 9 {
            "a digit must be 1 to 9"
        } else if c.given && c.value == 0 {
            "a given must hold a digit"
        } else if c.black && c.value != 0 && !c.given {
            "a digit on a black cell must be a clue"
        } else if c.candidates > ALL_DIGITS {
            "candidates must be digits 1 to 9"
        } else {
            "only empty white cells have candidates"
        }
        .to_string(),
    )
}

/// What is wrong with a cell's solution digit `s`, if anything.
#[inline]
fn solution_fault(c: &Cell, s: u8) -> Option<&'static str> {
    if c.black {
        (s != 0).then_some("the solution has no digit on a black cell")
    } else if !(1..=9).contains(&s) {
        Some("the solution needs a digit 1 to 9 on every white cell")
    } else {
        (c.given && c.value != s).then_some("the solution disagrees with the given")
    }
}

/// The 3x3 box (0..9, row-major) of cell `i`.
#[inline]
pub fn box_of(i: usize) -> usize {
    Pos::new(i).block().index()
}

/// The cells of row `r` (0-based), left to right.
pub fn row_cells(r: usize) -> [usize; 9] {
    Row::new(r).cell_indices()
}

/// The cells of column `c` (0-based), top to bottom.
pub fn col_cells(c: usize) -> [usize; 9] {
    Col::new(c).cell_indices()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_masks() {
        assert_eq!(cell_name(0), "r1c1");
        assert_eq!(cell_name(80), "r9c9");
        assert_eq!(cell_name(13), "r2c5");
        assert_eq!(single_digit(digit_mask(7)), Some(7));
        assert_eq!(single_digit(0b11), None);
        assert_eq!(single_digit(0), None);
        assert_eq!(digits_of(0b1_0000_0101).collect::<Vec<_>>(), vec![1, 3, 9]);
        assert_eq!(box_of(0), 0);
        assert_eq!(box_of(80), 8);
        assert_eq!(box_of(30), 4);
    }

    #[test]
    fn check_rejects_broken_boards() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[4] = Cell::BLACK;
        assert_eq!(
            b.check().unwrap_err().to_string(),
            "r1c5: a Sudoku board has no black cells"
        );
        let mut b = Board::new(Variant::Str8ts);
        b.cells[5] = Cell {
            black: false,
            value: 3,
            given: false,
            candidates: 3,
        };
        assert_eq!(b.check().unwrap_err().cell, Some(5));
    }
}
