//! The rules of Str8ts: compartments, conflicts, solved and correct.
//!
//! A Str8ts board is a 9x9 grid of white and black cells. No digit repeats in
//! a row or a column (black clues count). Each maximal run of white cells in
//! a row or column, a *compartment*, holds a set of consecutive digits (a
//! "straight") in any order.

use crate::board::{cell_name, col_cells, row_cells, Board, Mask, Variant, CELLS};
use crate::str8ts::runs::{feasible_starts, runs_union_common};

/// A maximal run of white cells in one row or column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compartment {
    /// The cells, left to right or top to bottom.
    pub cells: Vec<usize>,
    /// True for a run in a row, false for a run in a column.
    pub horizontal: bool,
}

impl Compartment {
    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a compartment has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The compartment's name for messages: `r3c2-r3c5`, or `r4c7` for a single cell.
    pub fn name(&self) -> String {
        match (self.cells.first(), self.cells.last()) {
            (Some(&a), Some(&b)) if a != b => format!("{}-{}", cell_name(a), cell_name(b)),
            (Some(&a), _) => cell_name(a),
            _ => String::new(),
        }
    }

    /// The mask of the digits placed in the compartment.
    pub fn digits(&self, board: &Board) -> Mask {
        self.cells
            .iter()
            .fold(0, |m, &i| m | board.cells[i].value_mask())
    }
}

/// The compartments of a board and, for every white cell, which compartment
/// holds it across (in its row) and down (in its column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Row compartments first (row by row, left to right), then column compartments.
    pub compartments: Vec<Compartment>,
    /// Index into `compartments` of each white cell's row compartment (`u8::MAX` on black cells).
    pub across: [u8; CELLS],
    /// Index into `compartments` of each white cell's column compartment (`u8::MAX` on black cells).
    pub down: [u8; CELLS],
}

impl Layout {
    /// The layout of a board's black cells.
    pub fn of(board: &Board) -> Layout {
        let mut layout = Layout {
            compartments: Vec::new(),
            across: [u8::MAX; CELLS],
            down: [u8::MAX; CELLS],
        };
        for horizontal in [true, false] {
            for line in 0..9 {
                let cells = if horizontal {
                    row_cells(line)
                } else {
                    col_cells(line)
                };
                let mut run = Vec::new();
                for i in cells.into_iter().chain(std::iter::once(usize::MAX)) {
                    if i != usize::MAX && !board.cells[i].black {
                        run.push(i);
                    } else if !run.is_empty() {
                        layout.push(Compartment {
                            cells: std::mem::take(&mut run),
                            horizontal,
                        });
                    }
                }
            }
        }
        layout
    }

    fn push(&mut self, c: Compartment) {
        let k = self.compartments.len() as u8;
        for &i in &c.cells {
            if c.horizontal {
                self.across[i] = k;
            } else {
                self.down[i] = k;
            }
        }
        self.compartments.push(c);
    }
}

/// Something on the board that breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Conflict {
    /// The same digit twice in a row or column (black clues included).
    Repeat {
        /// The repeated digit.
        digit: u8,
        /// The two cells holding it.
        cells: [usize; 2],
    },
    /// A compartment whose digits cannot belong to one straight: the lowest
    /// and highest are too far apart for its length (or a digit repeats in it).
    NotStraight {
        /// The compartment's cells.
        cells: Vec<usize>,
        /// The digits placed in it.
        digits: Mask,
    },
}

impl Conflict {
    /// Every cell involved.
    pub fn cells(&self) -> Vec<usize> {
        match self {
            Conflict::Repeat { cells, .. } => cells.to_vec(),
            Conflict::NotStraight { cells, .. } => cells.clone(),
        }
    }

    /// One sentence for the player.
    pub fn describe(&self) -> String {
        match self {
            Conflict::Repeat { digit, cells } => {
                let line = if cells[0] / 9 == cells[1] / 9 {
                    "row"
                } else {
                    "column"
                };
                format!(
                    "{digit} appears twice in a {line}: {} and {}",
                    cell_name(cells[0]),
                    cell_name(cells[1])
                )
            }
            Conflict::NotStraight { cells, digits } => {
                let c = Compartment {
                    cells: cells.clone(),
                    horizontal: true,
                };
                let list: Vec<String> = crate::board::digits_of(*digits)
                    .map(|d| d.to_string())
                    .collect();
                format!(
                    "the compartment {} ({} cells) cannot hold {} in one straight",
                    c.name(),
                    cells.len(),
                    list.join(", ")
                )
            }
        }
    }
}

/// Every conflict on a Str8ts board: repeated digits in rows and columns, and
/// compartments whose digits span more than their length allows.
pub fn conflicts(board: &Board) -> Vec<Conflict> {
    let mut out = Vec::new();
    for line in 0..9 {
        for cells in [row_cells(line), col_cells(line)] {
            repeats(board, &cells, &mut out);
        }
    }
    for c in Layout::of(board).compartments {
        let digits = c.digits(board);
        if digits == 0 {
            continue;
        }
        let lo = digits.trailing_zeros() as usize;
        let hi = 15 - digits.leading_zeros() as usize;
        if hi - lo >= c.len() {
            out.push(Conflict::NotStraight {
                cells: c.cells,
                digits,
            });
        }
    }
    out
}

fn repeats(board: &Board, cells: &[usize; 9], out: &mut Vec<Conflict>) {
    let mut first = [usize::MAX; 10];
    for &i in cells {
        let d = board.cells[i].value as usize;
        if d == 0 {
            continue;
        }
        if first[d] == usize::MAX {
            first[d] = i;
        } else {
            out.push(Conflict::Repeat {
                digit: d as u8,
                cells: [first[d], i],
            });
        }
    }
}

/// Every white cell holds a digit and nothing breaks the rules.
pub fn is_solved(board: &Board) -> bool {
    board.variant == Variant::Str8ts
        && board.cells.iter().all(|c| c.black || c.value != 0)
        && conflicts(board).is_empty()
}

/// The white cells whose digit disagrees with `solution` (empty when every
/// digit on the board is right, whether or not the board is complete).
pub fn wrong_cells(board: &Board, solution: &[u8; CELLS]) -> Vec<usize> {
    (0..CELLS)
        .filter(|&i| {
            !board.cells[i].black
                && board.cells[i].value != 0
                && board.cells[i].value != solution[i]
        })
        .collect()
}

/// True when every digit on the board agrees with `solution`.
pub fn is_correct(board: &Board, solution: &[u8; CELLS]) -> bool {
    wrong_cells(board, solution).is_empty()
}

/// The `k`-th cell (0..9) of line `l`: rows are lines 0..9, columns 9..18.
#[inline]
pub fn line_cell(l: usize, k: usize) -> usize {
    if l < 9 {
        l * 9 + k
    } else {
        k * 9 + (l - 9)
    }
}

/// The digits a compartment of `len` cells can still hold when its cells'
/// candidates together are `possible` and its placed digits are `known`:
/// every digit that lies in some run of `len` consecutive digits that
/// contains all of `known` and whose every digit is possible somewhere.
pub fn straight_digits(known: Mask, possible: Mask, len: usize) -> Mask {
    let len = len.min(10) as u32;
    runs_union_common(feasible_starts(len, known, possible), len).0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::digit_mask;
    use crate::board::Cell;
    use crate::codec;

    const SEED_243: &str = "0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g";

    #[test]
    fn layout_of_the_seed_board() {
        let b = codec::decode(SEED_243).unwrap().board;
        let l = Layout::of(&b);
        // Row 1: r1c1-r1c7 then black r1c8, r1c9.
        assert_eq!(l.compartments[0].cells, (0..7).collect::<Vec<_>>());
        assert_eq!(l.compartments[0].name(), "r1c1-r1c7");
        assert_eq!(l.across[0], 0);
        assert_eq!(l.across[7], u8::MAX);
        let down = &l.compartments[l.down[0] as usize];
        assert!(!down.horizontal);
        assert_eq!(down.cells[0], 0);
        // Every white cell is in exactly one compartment each way.
        let white = b.cells.iter().filter(|c| !c.black).count();
        let across: usize = l
            .compartments
            .iter()
            .filter(|c| c.horizontal)
            .map(Compartment::len)
            .sum();
        let down: usize = l
            .compartments
            .iter()
            .filter(|c| !c.horizontal)
            .map(Compartment::len)
            .sum();
        assert_eq!((across, down), (white, white));
        assert!(conflicts(&b).is_empty());
        assert!(!is_solved(&b));
    }

    #[test]
    fn conflicts_are_found_and_described() {
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::black_clue(5);
        b.cells[4] = Cell::placed(5);
        b.cells[9] = Cell::BLACK;
        b.cells[10] = Cell::given(1);
        b.cells[11] = Cell::placed(4);
        b.cells[12] = Cell::BLACK;
        let c = conflicts(&b);
        assert_eq!(
            c[0],
            Conflict::Repeat {
                digit: 5,
                cells: [0, 4]
            }
        );
        assert_eq!(c[0].describe(), "5 appears twice in a row: r1c1 and r1c5");
        let straight = c
            .iter()
            .find(|c| matches!(c, Conflict::NotStraight { .. }))
            .unwrap();
        assert_eq!(straight.cells(), vec![10, 11]);
        assert_eq!(
            straight.describe(),
            "the compartment r2c2-r2c3 (2 cells) cannot hold 1, 4 in one straight"
        );
    }

    #[test]
    fn straight_digits_cover_runs_through_known_digits() {
        let m = |ds: &[u8]| ds.iter().fold(0, |m, &d| m | digit_mask(d));
        assert_eq!(straight_digits(m(&[5]), 0x1ff, 3), m(&[3, 4, 5, 6, 7]));
        assert_eq!(straight_digits(0, m(&[1, 2, 4, 5, 6]), 3), m(&[4, 5, 6]));
        assert_eq!(straight_digits(m(&[2, 6]), 0x1ff, 3), 0);
        assert_eq!(straight_digits(0, 0x1ff, 9), 0x1ff);
    }

    #[test]
    fn correct_and_wrong_digits() {
        let mut b = Board::new(Variant::Str8ts);
        let mut sol = [1u8; CELLS];
        sol[3] = 4;
        b.cells[3] = Cell::placed(4);
        assert!(is_correct(&b, &sol));
        b.cells[3] = Cell::placed(5);
        assert_eq!(wrong_cells(&b, &sol), vec![3]);
    }
}
