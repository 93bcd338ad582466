//! The compact state the strategies read: 81 candidate masks and digits, and
//! the puzzle's fixed shape (black cells, givens, compartments as spans).

pub use crate::board::digits_of;
use crate::board::{digit_mask, Board, Line, Mask, Pos, ALL_DIGITS, CELLS};
pub use crate::str8ts::geometry::{sees, Compartment, Geometry};
use crate::str8ts::rules::{compartment_range, naive_candidates};
pub use crate::str8ts::runs::{run_mask, run_starts, runs_union_common};

/// The fixed part of a puzzle: its layout's [`Geometry`] (read through
/// `Deref`), which white cells are givens, and whether it is known unique.
#[derive(Clone, Debug)]
pub struct Shape {
    /// The compartments of the black layout.
    pub geometry: Geometry,
    /// White cells whose digit is a clue of the puzzle.
    pub given: [bool; CELLS],
    /// The puzzle is known to have one solution (unique rectangles allowed).
    pub unique: bool,
}

impl Shape {
    /// The shape of a Str8ts board.
    pub fn of(board: &Board, unique: bool) -> Shape {
        Shape {
            geometry: Geometry::of(board),
            given: std::array::from_fn(|i| board.cells[i].given && !board.cells[i].black),
            unique,
        }
    }

    /// The compartments of line `l`, in order.
    pub fn spans_of_line(&self, l: Line) -> impl Iterator<Item = Compartment> + '_ {
        self.geometry.comps_of_line(l).iter().copied()
    }
}

impl std::ops::Deref for Shape {
    type Target = Geometry;
    fn deref(&self) -> &Geometry {
        &self.geometry
    }
}

/// The changing part: candidates and digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Candidates of an open white cell; the digit's mask for a white cell
    /// with a digit; 0 for black cells.
    pub cand: [Mask; CELLS],
    /// The digit of a white cell or black clue, 0 for none.
    pub value: [u8; CELLS],
}

impl Grid {
    /// The state of `board` as a player sees it: digits, and the candidates
    /// of open cells (the player's own if the board has them, the naive ones
    /// otherwise; an open cell with no candidate written gets the naive ones).
    pub fn of(board: &Board) -> Grid {
        let naive = naive_candidates(board);
        let mut g = Grid {
            cand: [0; CELLS],
            value: [0; CELLS],
        };
        for (i, c) in board.cells.iter().enumerate() {
            g.value[i] = c.value;
            g.cand[i] = if c.value != 0 {
                if c.black {
                    0
                } else {
                    c.value_mask()
                }
            } else if c.black {
                0
            } else if board.has_candidates && c.candidates != 0 {
                c.candidates & ALL_DIGITS
            } else {
                naive[i]
            };
        }
        g
    }

    /// An open (white, empty) cell.
    #[inline]
    pub fn open(&self, shape: &Shape, i: usize) -> bool {
        !shape.is_black(i) && self.value[i] == 0
    }

    /// Every digit in line `l`: white digits and black clues. Branch-free
    /// (`(1 << v) >> 1` is the digit's mask, and 0 for an empty cell): the
    /// easiest strategies call this for every line on every search.
    pub fn line_digits(&self, l: Line) -> Mask {
        (0..9).fold(0, |m, k| {
            let v = self.value[l.cell(k)];
            m | ((1 << v) >> 1)
        })
    }

    /// The digits placed in the white cells of line `l`.
    pub fn line_white_digits(&self, shape: &Shape, l: Line) -> Mask {
        (0..9).fold(0, |m, k| {
            let i = l.cell(k).index();
            if shape.is_black(i) || self.value[i] == 0 {
                m
            } else {
                m | digit_mask(self.value[i])
            }
        })
    }

    /// The digits placed in a compartment.
    pub fn span_digits(&self, span: Compartment) -> Mask {
        span.cells().fold(0, |m, c| {
            if self.value[c] == 0 {
                m
            } else {
                m | digit_mask(self.value[c])
            }
        })
    }

    /// The union of the candidates (and digits) of a compartment's cells.
    pub fn span_union(&self, span: Compartment) -> Mask {
        span.cells().fold(0, |m, c| m | self.cand[c])
    }

    /// The straights a compartment can still hold, as a mask of start
    /// digits (bit `s-1` for the run `s..s+len-1`): runs that contain every
    /// digit placed in it and whose every digit some cell of it can take.
    pub fn straights(&self, span: Compartment) -> u16 {
        run_starts(self.span_union(span), self.span_digits(span), span.len())
    }

    /// Places digit `d` in cell `i`.
    pub fn place(&mut self, i: usize, d: u8) {
        self.value[i] = d;
        self.cand[i] = digit_mask(d);
    }

    /// Removes candidate `d` from cell `i`.
    pub fn eliminate(&mut self, i: usize, d: u8) {
        self.cand[i] &= !digit_mask(d);
    }

    /// Every white cell holds a digit.
    pub fn complete(&self, shape: &Shape) -> bool {
        (0..CELLS).all(|i| shape.is_black(i) || self.value[i] != 0)
    }

    /// Why the state cannot lead to a solution, if it visibly cannot.
    pub fn contradiction(&self, shape: &Shape) -> Option<Contradiction> {
        for i in 0..CELLS {
            if !shape.is_black(i) && self.cand[i] == 0 {
                return Some(Contradiction::Empty(Pos::new(i)));
            }
        }
        for l in Line::all() {
            let mut seen: Mask = 0;
            for k in 0..9 {
                let v = self.value[l.cell(k)];
                if v != 0 {
                    if seen & digit_mask(v) != 0 {
                        return Some(Contradiction::Repeat(l, v));
                    }
                    seen |= digit_mask(v);
                }
            }
        }
        for &span in shape.compartments() {
            if self.straights(span) == 0 {
                return Some(Contradiction::NoStraight(span));
            }
        }
        None
    }
}

/// A visible dead end of a state (used by forcing chains).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// A white cell without any candidate.
    Empty(Pos),
    /// A digit twice in a line.
    Repeat(Line, u8),
    /// A compartment that can hold no straight.
    NoStraight(Compartment),
}

/// The digits of a compartment of `len` cells allowed by the bounds of its
/// cells: it must reach a digit of the cell whose smallest candidate is
/// largest (`a`) and of the cell whose largest candidate is smallest (`b`).
pub fn bounds_range(a: u8, b: u8, len: u8) -> Mask {
    let from = (a as i32 - len as i32 + 1).max(1);
    let to = (b as i32 + len as i32 - 1).min(9);
    if from > to {
        return 0;
    }
    (from..=to).fold(0, |m, d| m | digit_mask(d as u8))
}

/// Re-export for the naked single explanation.
pub fn known_range(known: Mask, len: usize) -> Mask {
    compartment_range(known, len)
}
