//! The rules of Str8ts: compartments, conflicts, solved and correct.
//!
//! A Str8ts board is a 9x9 grid of white and black cells. No digit repeats in
//! a row or a column (black clues count). Each maximal run of white cells in
//! a row or column, a *compartment*, holds a set of consecutive digits (a
//! "straight") in any order.

use crate::board::{
    cell_name, col_cells, digit_mask, row_cells, Board, Mask, Pos, Variant, ALL_DIGITS, CELLS,
};
use crate::outcome::RuleBreak;
use crate::str8ts::geometry::{Compartment, Geometry};
use crate::str8ts::runs::{run_starts, runs_union_common};

/// The digits placed in compartment `c` of a board (white digits; a
/// compartment holds no black cell).
pub fn placed_digits(c: Compartment, board: &Board) -> Mask {
    c.cells().fold(0, |m, i| m | board.cells[i].value_mask())
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
                let line = if Pos::new(cells[0]).row() == Pos::new(cells[1]).row() {
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
                let list: Vec<String> = crate::board::digits_of(*digits)
                    .map(|d| d.to_string())
                    .collect();
                format!(
                    "the compartment {} ({} cells) cannot hold {} in one straight",
                    compartment_of(cells).map_or_else(String::new, Compartment::name),
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
    for &c in Geometry::of(board).compartments() {
        let digits = placed_digits(c, board);
        if digits == 0 {
            continue;
        }
        let lo = digits.trailing_zeros() as usize;
        let hi = 15 - digits.leading_zeros() as usize;
        if hi - lo >= c.len() {
            out.push(Conflict::NotStraight {
                cells: c.cells().collect(),
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

/// Every conflict as plain data for the engine table (`repeat` or `not-straight`).
pub fn rule_breaks(board: &Board) -> Vec<RuleBreak> {
    conflicts(board)
        .into_iter()
        .map(|c| RuleBreak {
            kind: match c {
                Conflict::Repeat { .. } => "repeat",
                Conflict::NotStraight { .. } => "not-straight",
            },
            cells: c.cells(),
            text: c.describe(),
        })
        .collect()
}

/// The cells of every compartment of a board, row runs first.
pub fn compartment_cells(board: &Board) -> Vec<Vec<usize>> {
    Geometry::of(board)
        .compartments()
        .iter()
        .map(|c| c.cells().collect())
        .collect()
}

/// The naive candidates from the digits on the board only (givens, black
/// clues and placed digits alike): digits not yet in the cell's row and
/// column that also fit its compartments' ranges (a compartment of length L
/// holding digits lo..hi allows only hi-L+1 ..= lo+L-1). Cells with a digit
/// get that digit's mask, empty black cells 0.
pub fn naive_candidates(board: &Board) -> [Mask; CELLS] {
    let houses = board.house_digits();
    let mut out: [Mask; CELLS] = std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.value != 0 {
            c.value_mask()
        } else if c.black {
            0
        } else {
            let p = Pos::new(i);
            ALL_DIGITS & !(houses.rows[p.row()] | houses.cols[p.col()])
        }
    });
    for &comp in Geometry::of(board).compartments() {
        let range = compartment_range(placed_digits(comp, board), comp.len());
        for i in comp.cells().filter(|&i| board.cells[i].value == 0) {
            out[i] &= range;
        }
    }
    out
}

/// The digits a compartment of `len` cells may hold given the digits `known`
/// in it: every digit within `len - 1` of both the lowest and the highest known digit.
pub fn compartment_range(known: Mask, len: usize) -> Mask {
    if known == 0 || len == 0 {
        return ALL_DIGITS;
    }
    let lo = known.trailing_zeros() as i32 + 1;
    let hi = 16 - known.leading_zeros() as i32;
    let from = (hi - len as i32 + 1).max(1);
    let to = (lo + len as i32 - 1).min(9);
    if from > to {
        return 0;
    }
    (from..=to).fold(0, |m, d| m | digit_mask(d as u8))
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

/// The compartment made of `cells` (consecutive in a row or a column).
fn compartment_of(cells: &[usize]) -> Option<Compartment> {
    let first = *cells.first()?;
    Some(Compartment {
        first: first as u8,
        len: cells.len() as u8,
        horizontal: cells.get(1).is_none_or(|&c| c == first + 1),
    })
}

/// The digits a compartment of `len` cells can still hold when its cells'
/// candidates together are `possible` and its placed digits are `known`:
/// every digit that lies in some run of `len` consecutive digits that
/// contains all of `known` and whose every digit is possible somewhere.
pub fn straight_digits(known: Mask, possible: Mask, len: usize) -> Mask {
    if !(1..=9).contains(&len) {
        return 0;
    }
    runs_union_common(run_starts(possible, known, len), len as u32).0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::digit_mask;
    use crate::board::Cell;

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
    fn compartment_range_bounds_digits() {
        // Length 3 holding a 5: 3..=7.
        assert_eq!(compartment_range(digit_mask(5), 3), 0b0_0111_1100);
        // Length 2 holding 1: 1..=2.
        assert_eq!(compartment_range(digit_mask(1), 2), 0b11);
        // Length 2 holding 2 and 6: impossible.
        assert_eq!(compartment_range(digit_mask(2) | digit_mask(6), 2), 0);
        assert_eq!(compartment_range(0, 4), ALL_DIGITS);
    }

    #[test]
    fn str8ts_naive_candidates_use_compartments_and_black_clues() {
        let mut b = Board::new(Variant::Str8ts);
        // Row 1: r1c1 black clue 9, r1c2..r1c3 white (r1c2 given 2), r1c4 black.
        b.cells[0] = Cell::black_clue(9);
        b.cells[1] = Cell::given(2);
        b.cells[3] = Cell::BLACK;
        let c = naive_candidates(&b);
        assert_eq!(c[0], digit_mask(9));
        assert_eq!(c[3], 0);
        // r1c3: compartment of 2 with a 2: digits 1..3, not 2 (row), not 9.
        assert_eq!(c[2], digit_mask(1) | digit_mask(3));
        // r2c1: column 1 holds the black clue 9; its column compartment r2c1..r9c1 is 8 long.
        assert_eq!(c[9], ALL_DIGITS & !digit_mask(9));
        assert!(b.check().is_ok());
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
