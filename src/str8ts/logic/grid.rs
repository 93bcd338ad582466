//! The compact state the strategies read: 81 candidate masks and digits, and
//! the puzzle's fixed shape (black cells, givens, compartments as spans).

use crate::board::{compartment_range, digit_mask, Board, Mask, ALL_DIGITS, CELLS};
pub use crate::str8ts::rules::line_cell;
pub use crate::str8ts::runs::{feasible_starts, run_mask, runs_union_common};

/// A compartment: `len` white cells from `first`, across (`horizontal`) or down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The first (leftmost or topmost) cell.
    pub first: u8,
    /// Number of cells.
    pub len: u8,
    /// A run in a row (true) or in a column (false).
    pub horizontal: bool,
}

impl Span {
    /// The `k`-th cell of the span.
    #[inline]
    pub fn cell(self, k: usize) -> usize {
        self.first as usize + k * if self.horizontal { 1 } else { 9 }
    }

    /// The cells, left to right or top to bottom.
    pub fn cells(self) -> impl Iterator<Item = usize> {
        (0..self.len as usize).map(move |k| self.cell(k))
    }

    /// The line (0..9 rows, 9..18 columns) the span lies in.
    pub fn line(self) -> usize {
        let f = self.first as usize;
        if self.horizontal {
            f / 9
        } else {
            9 + f % 9
        }
    }

    /// Its name in messages: `r3c2-r3c5`, or `r4c7` for a single cell.
    pub fn name(self) -> String {
        let first = crate::board::cell_name(self.first as usize);
        if self.len <= 1 {
            first
        } else {
            format!(
                "{first}-{}",
                crate::board::cell_name(self.cell(self.len as usize - 1))
            )
        }
    }

    /// True if `cell` is one of the span's cells.
    pub fn contains(self, cell: usize) -> bool {
        self.cells().any(|c| c == cell)
    }
}

/// The digits of a mask in increasing order (a fast bit iterator).
#[inline]
pub fn digits_of(mask: Mask) -> Digits {
    Digits(mask)
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

/// True if cells `a` and `b` (different) share a row or a column.
#[inline]
pub fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9)
}

/// The fixed part of a puzzle: black cells, givens, compartments.
#[derive(Clone, Debug)]
pub struct Shape {
    /// Black cells.
    pub black: [bool; CELLS],
    /// White cells whose digit is a clue of the puzzle.
    pub given: [bool; CELLS],
    /// Every compartment: row runs first, then column runs.
    pub spans: Vec<Span>,
    /// Index into `spans` of each white cell's row compartment.
    pub across: [u8; CELLS],
    /// Index into `spans` of each white cell's column compartment.
    pub down: [u8; CELLS],
    /// The compartments of each line (0..9 rows, 9..18 columns), in order.
    pub line_spans: [[u8; 5]; 18],
    /// How many entries of `line_spans` are used.
    pub line_count: [u8; 18],
    /// The puzzle is known to have one solution (unique rectangles allowed).
    pub unique: bool,
}

impl Shape {
    /// The shape of a Str8ts board.
    pub fn of(board: &Board, unique: bool) -> Shape {
        let mut s = Shape {
            black: [false; CELLS],
            given: [false; CELLS],
            spans: Vec::with_capacity(64),
            across: [u8::MAX; CELLS],
            down: [u8::MAX; CELLS],
            line_spans: [[0; 5]; 18],
            line_count: [0; 18],
            unique,
        };
        for (i, c) in board.cells.iter().enumerate() {
            s.black[i] = c.black;
            s.given[i] = c.given && !c.black;
        }
        for l in 0..18 {
            let mut k = 0;
            while k < 9 {
                if s.black[line_cell(l, k)] {
                    k += 1;
                    continue;
                }
                let start = k;
                while k < 9 && !s.black[line_cell(l, k)] {
                    k += 1;
                }
                s.push(Span {
                    first: line_cell(l, start) as u8,
                    len: (k - start) as u8,
                    horizontal: l < 9,
                });
            }
        }
        s
    }

    fn push(&mut self, span: Span) {
        let id = self.spans.len() as u8;
        let l = span.line();
        self.line_spans[l][self.line_count[l] as usize] = id;
        self.line_count[l] += 1;
        for c in span.cells() {
            if span.horizontal {
                self.across[c] = id;
            } else {
                self.down[c] = id;
            }
        }
        self.spans.push(span);
    }

    /// The compartments of line `l`.
    pub fn spans_of_line(&self, l: usize) -> impl Iterator<Item = Span> + '_ {
        self.line_spans[l][..self.line_count[l] as usize]
            .iter()
            .map(move |&k| self.spans[k as usize])
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
        let naive = board.naive_candidates();
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
        !shape.black[i] && self.value[i] == 0
    }

    /// Every digit in line `l`: white digits and black clues.
    pub fn line_digits(&self, l: usize) -> Mask {
        (0..9).fold(0, |m, k| {
            let v = self.value[line_cell(l, k)];
            if v == 0 {
                m
            } else {
                m | digit_mask(v)
            }
        })
    }

    /// The digits placed in the white cells of line `l`.
    pub fn line_white_digits(&self, shape: &Shape, l: usize) -> Mask {
        (0..9).fold(0, |m, k| {
            let i = line_cell(l, k);
            if shape.black[i] || self.value[i] == 0 {
                m
            } else {
                m | digit_mask(self.value[i])
            }
        })
    }

    /// The digits placed in a compartment.
    pub fn span_digits(&self, span: Span) -> Mask {
        span.cells().fold(0, |m, c| {
            if self.value[c] == 0 {
                m
            } else {
                m | digit_mask(self.value[c])
            }
        })
    }

    /// The union of the candidates (and digits) of a compartment's cells.
    pub fn span_union(&self, span: Span) -> Mask {
        span.cells().fold(0, |m, c| m | self.cand[c])
    }

    /// The straights a compartment can still hold, as a mask of start
    /// digits (bit `s-1` for the run `s..s+len-1`): runs that contain every
    /// digit placed in it and whose every digit some cell of it can take.
    pub fn straights(&self, span: Span) -> u16 {
        feasible_starts(
            span.len as u32,
            self.span_digits(span),
            self.span_union(span),
        )
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
        (0..CELLS).all(|i| shape.black[i] || self.value[i] != 0)
    }

    /// Why the state cannot lead to a solution, if it visibly cannot.
    pub fn contradiction(&self, shape: &Shape) -> Option<Contradiction> {
        for i in 0..CELLS {
            if !shape.black[i] && self.cand[i] == 0 {
                return Some(Contradiction::Empty(i));
            }
        }
        for l in 0..18 {
            let mut seen: Mask = 0;
            for k in 0..9 {
                let v = self.value[line_cell(l, k)];
                if v != 0 {
                    if seen & digit_mask(v) != 0 {
                        return Some(Contradiction::Repeat(l, v));
                    }
                    seen |= digit_mask(v);
                }
            }
        }
        for &span in &shape.spans {
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
    Empty(usize),
    /// A digit twice in a line.
    Repeat(usize, u8),
    /// A compartment that can hold no straight.
    NoStraight(Span),
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

/// What one search for a step may compute once and share between
/// strategies: the layouts of every compartment and the line digits.
pub(crate) struct Ctx<'a> {
    /// The puzzle's shape.
    pub shape: &'a Shape,
    /// The current state.
    pub grid: &'a Grid,
    layouts: [std::cell::OnceCell<Option<Layouts>>; MAX_SPANS],
    straights: [std::cell::Cell<u16>; MAX_SPANS],
    lines: std::cell::OnceCell<Option<LineDigits>>,
}

/// Marks a compartment's straights as not computed yet.
const UNKNOWN: u16 = u16::MAX;

/// Most compartments a board can have (5 per line).
const MAX_SPANS: usize = 90;

/// The straights a compartment can lay out and the digits each cell takes in them.
pub(crate) type Layouts = (u16, [Mask; 9]);

/// For every line, the digits it certainly contains and those it may contain.
pub(crate) type LineDigits = ([Mask; 18], [Mask; 18]);

impl<'a> Ctx<'a> {
    /// A context with nothing computed yet.
    pub fn new(shape: &'a Shape, grid: &'a Grid) -> Ctx<'a> {
        Ctx {
            shape,
            grid,
            layouts: std::array::from_fn(|_| std::cell::OnceCell::new()),
            straights: std::array::from_fn(|_| std::cell::Cell::new(UNKNOWN)),
            lines: std::cell::OnceCell::new(),
        }
    }

    /// The straights compartment `k` can hold (see [`Grid::straights`]).
    pub fn straights(&self, k: usize) -> u16 {
        let cached = self.straights[k].get();
        if cached != UNKNOWN {
            return cached;
        }
        let s = self.grid.straights(self.shape.spans[k]);
        self.straights[k].set(s);
        s
    }

    /// The layouts of compartment `k` (see `compartments::layouts`).
    pub fn layout(&self, k: usize) -> Option<&Layouts> {
        self.layouts[k]
            .get_or_init(|| super::compartments::layouts(self.grid, self.shape.spans[k]))
            .as_ref()
    }

    /// The digits each line certainly or possibly contains.
    pub fn line_digits(&self) -> Option<&LineDigits> {
        self.lines
            .get_or_init(|| super::lines::line_digits(self))
            .as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_name_and_cells() {
        let s = Span {
            first: 19,
            len: 4,
            horizontal: true,
        };
        assert_eq!(s.name(), "r3c2-r3c5");
        assert_eq!(s.cells().collect::<Vec<_>>(), vec![19, 20, 21, 22]);
        assert_eq!(s.line(), 2);
        let d = Span {
            first: 3,
            len: 2,
            horizontal: false,
        };
        assert_eq!(d.name(), "r1c4-r2c4");
        assert_eq!(d.line(), 12);
        assert!(d.contains(12) && !d.contains(21));
        assert!(sees(0, 8) && sees(0, 72) && !sees(0, 10) && !sees(5, 5));
    }
}
