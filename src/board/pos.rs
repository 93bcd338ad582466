//! Typed positions on the 9x9 board: a cell ([`Pos`]), a [`Row`], a [`Col`],
//! a 3x3 [`Block`], a [`Line`] (a row or a column, as Str8ts reads them) and a
//! [`House`] (a row, a column or a box, as Sudoku reads them).
//!
//! Each is a `#[repr(transparent)]` newtype over the `usize` index the engines
//! always used, numbered the way they number them: cells 0..81 row by row,
//! lines 0..9 for rows and 9..18 for columns, houses 0..9 rows, 9..18 columns
//! and 18..27 boxes. The constructors and accessors are `const fn` and
//! inlined, so a typed position costs nothing over the raw index; the one
//! place that divides a cell index by 9 is here. Arrays of 9, 18, 27 and 81
//! entries can be indexed by the matching type (`lines[pos.row_line()]`).
//!
//! ```
//! use straights::board::{Line, Pos, Row, Col};
//! let p = Pos::at(Row::new(1), Col::new(4));
//! assert_eq!(p.index(), 13);
//! assert_eq!(p.to_string(), "r2c5");
//! assert_eq!(p.block().index(), 1);
//! assert_eq!(p.lines(), [Line::new(1), Line::new(13)]);
//! assert_eq!(Line::new(13).cell(1), p);
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// A cell of the board, 0..81 row by row (`r1c1` is 0, `r9c9` is 80).
#[repr(transparent)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Pos(usize);

/// A row, 0..9 from the top.
#[repr(transparent)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Row(usize);

/// A column, 0..9 from the left.
#[repr(transparent)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Col(usize);

/// A 3x3 box, 0..9 row by row.
#[repr(transparent)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Block(usize);

/// A row or a column: rows are lines 0..9, columns lines 9..18 (the Str8ts
/// engines' numbering).
#[repr(transparent)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Line(usize);

/// A row, a column or a box: rows are houses 0..9, columns 9..18 and boxes
/// 18..27 (the Sudoku engines' numbering).
#[repr(transparent)]
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct House(usize);

impl Pos {
    /// The cell of index `i` (0..81).
    #[inline]
    pub const fn new(i: usize) -> Pos {
        debug_assert!(i < 81);
        Pos(i)
    }

    /// The cell where `row` and `col` cross.
    #[inline]
    pub const fn at(row: Row, col: Col) -> Pos {
        Pos(row.0 * 9 + col.0)
    }

    /// Every cell, row by row.
    #[inline]
    pub fn all() -> impl Iterator<Item = Pos> + Clone {
        (0..81).map(Pos)
    }

    /// The index 0..81, row by row.
    #[inline]
    pub const fn index(self) -> usize {
        self.0
    }

    /// The cell's row.
    #[inline]
    pub const fn row(self) -> Row {
        Row(self.0 / 9)
    }

    /// The cell's column.
    #[inline]
    pub const fn col(self) -> Col {
        Col(self.0 % 9)
    }

    /// The cell's 3x3 box.
    #[inline]
    pub const fn block(self) -> Block {
        Block(self.0 / 27 * 3 + self.0 % 9 / 3)
    }

    /// The cell's row as a line.
    #[inline]
    pub const fn row_line(self) -> Line {
        self.row().line()
    }

    /// The cell's column as a line.
    #[inline]
    pub const fn col_line(self) -> Line {
        self.col().line()
    }

    /// The cell's two lines: its row, then its column.
    #[inline]
    pub const fn lines(self) -> [Line; 2] {
        [self.row_line(), self.col_line()]
    }

    /// The cell's three houses: its row, its column, then its box.
    #[inline]
    pub const fn houses(self) -> [House; 3] {
        [self.row().house(), self.col().house(), self.block().house()]
    }

    /// True if `other` is another cell of this cell's row or column.
    #[inline]
    pub const fn sees(self, other: Pos) -> bool {
        self.0 != other.0 && self.shares_line(other)
    }

    /// True if `other` lies in this cell's row or column (or is this cell).
    #[inline]
    pub const fn shares_line(self, other: Pos) -> bool {
        self.row().0 == other.row().0 || self.col().0 == other.col().0
    }

    /// True if `other` lies in this cell's row, column or box (or is this cell).
    #[inline]
    pub const fn shares_house(self, other: Pos) -> bool {
        self.shares_line(other) || self.block().0 == other.block().0
    }

    /// The line both cells lie in, the row first, if they share one.
    #[inline]
    pub const fn common_line(self, other: Pos) -> Option<Line> {
        if self.row().0 == other.row().0 {
            Some(self.row_line())
        } else if self.col().0 == other.col().0 {
            Some(self.col_line())
        } else {
            None
        }
    }

    /// The name used in every message: `r1c1`..`r9c9`. Written byte by
    /// byte rather than through `format!`, which costs the page's wasm module
    /// the formatting machinery's calls for a four-letter name.
    pub fn name(self) -> String {
        let digit = |i: usize| b'1' + i as u8;
        let name = [b'r', digit(self.row().0), b'c', digit(self.col().0)];
        String::from(std::str::from_utf8(&name).unwrap_or("r?c?"))
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl From<Pos> for usize {
    #[inline]
    fn from(p: Pos) -> usize {
        p.0
    }
}

/// Declares the accessors a 9-long house type shares ([`Row`], [`Col`], [`Block`]).
macro_rules! nine {
    ($ty:ident, $what:literal) => {
        impl $ty {
            #[doc = concat!("The ", $what, " of index `i` (0..9).")]
            #[inline]
            pub const fn new(i: usize) -> $ty {
                debug_assert!(i < 9);
                $ty(i)
            }

            #[doc = concat!("Every ", $what, " in order.")]
            #[inline]
            pub fn all() -> impl Iterator<Item = $ty> + Clone {
                (0..9).map($ty)
            }

            /// The index 0..9.
            #[inline]
            pub const fn index(self) -> usize {
                self.0
            }

            #[doc = concat!("The ", $what, "'s cells in order.")]
            #[inline]
            pub fn cells(self) -> impl Iterator<Item = Pos> + Clone {
                (0..9).map(move |k| self.cell(k))
            }

            #[doc = concat!("The ", $what, "'s cells as indices, in order.")]
            #[inline]
            pub fn cell_indices(self) -> [usize; 9] {
                std::array::from_fn(|k| self.cell(k).0)
            }
        }
    };
}

nine!(Row, "row");
nine!(Col, "column");
nine!(Block, "box");

impl Row {
    /// The `k`-th cell (0..9) from the left.
    #[inline]
    pub const fn cell(self, k: usize) -> Pos {
        Pos(self.0 * 9 + k)
    }

    /// The row as a line (0..9).
    #[inline]
    pub const fn line(self) -> Line {
        Line(self.0)
    }

    /// The row as a house (0..9).
    #[inline]
    pub const fn house(self) -> House {
        House(self.0)
    }
}

impl Col {
    /// The `k`-th cell (0..9) from the top.
    #[inline]
    pub const fn cell(self, k: usize) -> Pos {
        Pos(k * 9 + self.0)
    }

    /// The column as a line (9..18).
    #[inline]
    pub const fn line(self) -> Line {
        Line(9 + self.0)
    }

    /// The column as a house (9..18).
    #[inline]
    pub const fn house(self) -> House {
        House(9 + self.0)
    }
}

impl Block {
    /// The `k`-th cell (0..9) of the box, row by row.
    #[inline]
    pub const fn cell(self, k: usize) -> Pos {
        Pos((self.0 / 3 * 3 + k / 3) * 9 + self.0 % 3 * 3 + k % 3)
    }

    /// The box as a house (18..27).
    #[inline]
    pub const fn house(self) -> House {
        House(18 + self.0)
    }
}

impl Line {
    /// The line of index `l`: 0..9 rows, 9..18 columns.
    #[inline]
    pub const fn new(l: usize) -> Line {
        debug_assert!(l < 18);
        Line(l)
    }

    /// Every line: the rows, then the columns.
    #[inline]
    pub fn all() -> impl Iterator<Item = Line> + Clone {
        (0..18).map(Line)
    }

    /// The index: 0..9 rows, 9..18 columns.
    #[inline]
    pub const fn index(self) -> usize {
        self.0
    }

    /// True for a row, false for a column.
    #[inline]
    pub const fn is_row(self) -> bool {
        self.0 < 9
    }

    /// Which row or column (0..9) the line is among its kind.
    #[inline]
    pub const fn ordinal(self) -> usize {
        if self.0 < 9 {
            self.0
        } else {
            self.0 - 9
        }
    }

    /// The `k`-th cell (0..9) along the line: left to right, top to bottom.
    #[inline]
    pub const fn cell(self, k: usize) -> Pos {
        if self.0 < 9 {
            Row(self.0).cell(k)
        } else {
            Col(self.0 - 9).cell(k)
        }
    }

    /// Where cell `p` (one of the line's cells) lies along the line (0..9).
    #[inline]
    pub const fn place_of(self, p: Pos) -> usize {
        if self.0 < 9 {
            p.col().0
        } else {
            p.row().0
        }
    }

    /// True if cell `p` is on the line.
    #[inline]
    pub const fn contains(self, p: Pos) -> bool {
        if self.0 < 9 {
            p.row().0 == self.0
        } else {
            p.col().0 + 9 == self.0
        }
    }

    /// The line's cells in order.
    #[inline]
    pub fn cells(self) -> impl Iterator<Item = Pos> + Clone {
        (0..9).map(move |k| self.cell(k))
    }

    /// The line as a house (rows 0..9, columns 9..18: the same index).
    #[inline]
    pub const fn house(self) -> House {
        House(self.0)
    }

    /// "row 3" or "column 4".
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.house().fmt(f)
    }
}

impl House {
    /// The house of index `h`: 0..9 rows, 9..18 columns, 18..27 boxes.
    #[inline]
    pub const fn new(h: usize) -> House {
        debug_assert!(h < 27);
        House(h)
    }

    /// Every house: the rows, the columns, then the boxes.
    #[inline]
    pub fn all() -> impl Iterator<Item = House> + Clone {
        (0..27).map(House)
    }

    /// The index: 0..9 rows, 9..18 columns, 18..27 boxes.
    #[inline]
    pub const fn index(self) -> usize {
        self.0
    }

    /// The `k`-th cell (0..9) of the house in reading order.
    #[inline]
    pub const fn cell(self, k: usize) -> Pos {
        if self.0 < 18 {
            Line(self.0).cell(k)
        } else {
            Block(self.0 - 18).cell(k)
        }
    }

    /// The house's cells in reading order.
    #[inline]
    pub fn cells(self) -> impl Iterator<Item = Pos> + Clone {
        (0..9).map(move |k| self.cell(k))
    }

    /// "row 3", "column 7" or "box 5".
    pub fn name(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0..=8 => write!(f, "row {}", self.0 + 1),
            9..=17 => write!(f, "column {}", self.0 - 8),
            _ => write!(f, "box {}", self.0 - 17),
        }
    }
}

/// Lets an array of `$n` entries be indexed by position type `$ty`.
macro_rules! index_by {
    ($ty:ident, $n:literal) => {
        impl<T> Index<$ty> for [T; $n] {
            type Output = T;
            #[inline(always)]
            fn index(&self, at: $ty) -> &T {
                &self[at.0]
            }
        }

        impl<T> IndexMut<$ty> for [T; $n] {
            #[inline(always)]
            fn index_mut(&mut self, at: $ty) -> &mut T {
                &mut self[at.0]
            }
        }
    };
}

index_by!(Pos, 81);
index_by!(Row, 9);
index_by!(Col, 9);
index_by!(Block, 9);
index_by!(Line, 18);
index_by!(House, 27);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_know_their_houses() {
        for p in Pos::all() {
            let i = p.index();
            assert_eq!(Pos::at(p.row(), p.col()), p);
            assert_eq!(p.row().index(), i / 9);
            assert_eq!(p.col().index(), i % 9);
            assert_eq!(p.block().index(), (i / 27) * 3 + (i % 9) / 3);
            assert_eq!(
                p.houses().map(House::index),
                [i / 9, 9 + i % 9, 18 + p.block().index()]
            );
            for h in p.houses() {
                assert!(h.cells().any(|q| q == p), "{p} in {h}");
            }
            for l in p.lines() {
                assert!(l.contains(p));
                assert_eq!(l.cell(l.place_of(p)), p);
            }
        }
    }

    #[test]
    fn houses_cover_the_board_once_each() {
        for kind in [0, 9, 18] {
            let mut seen = [0; 81];
            for h in (kind..kind + 9).map(House::new) {
                for p in h.cells() {
                    seen[p] += 1;
                }
            }
            assert_eq!(seen, [1; 81]);
        }
        assert_eq!(
            Block::new(4).cell_indices(),
            [30, 31, 32, 39, 40, 41, 48, 49, 50]
        );
        assert_eq!(Col::new(2).cell_indices()[8], 74);
        assert_eq!(Row::new(8).cells().last(), Some(Pos::new(80)));
    }

    #[test]
    fn sight_and_names() {
        let (a, b, c) = (Pos::new(0), Pos::new(8), Pos::new(10));
        assert!(a.sees(b) && !a.sees(a) && !b.sees(c));
        assert!(a.shares_house(c) && !b.shares_house(c));
        assert_eq!(a.common_line(b), Some(Line::new(0)));
        assert_eq!(a.common_line(Pos::new(72)), Some(Line::new(9)));
        assert_eq!(a.common_line(c), None);
        assert_eq!(Pos::new(80).name(), "r9c9");
        assert_eq!(Line::new(12).name(), "column 4");
        assert_eq!(House::new(20).name(), "box 3");
        assert_eq!(Line::new(12).ordinal(), 3);
        assert_eq!(serde_json::to_string(&[Pos::new(5)]).unwrap(), "[5]");
    }
}
