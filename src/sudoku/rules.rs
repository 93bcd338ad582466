//! The rules of Sudoku: conflicts, solved and correct.
//!
//! A Sudoku board is a 9x9 grid of cells in nine rows, nine columns and nine
//! 3x3 boxes (numbered 1 to 9 row by row in messages). Each of these 27
//! *houses* holds every digit 1 to 9 exactly once.

use crate::board::{cell_name, Board, Mask, Pos, Variant, ALL_DIGITS, CELLS};
use crate::outcome::RuleBreak;

/// The nine 3x3 boxes, each as its cells (0..80 row by row), box 1 at the
/// top left, row by row: the houses Sudoku has beyond rows and columns, as
/// the engine table's facts give them to the player.
pub const BOXES: [[u8; 9]; 9] = boxes();

/// Builds [`BOXES`] when compiling.
const fn boxes() -> [[u8; 9]; 9] {
    let mut out = [[0; 9]; 9];
    let mut b = 0;
    while b < 9 {
        let mut k = 0;
        while k < 9 {
            out[b][k] = ((b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3) as u8;
            k += 1;
        }
        b += 1;
    }
    out
}

/// The kind of house two equal digits share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum House {
    /// A row (0-based index).
    Row(u8),
    /// A column (0-based index).
    Column(u8),
    /// A 3x3 box (0-based, row by row).
    Box(u8),
}

impl House {
    /// The house as a message names it: `a row`, `a column`, `box 1`..`box 9`
    /// (cell names already give the row and column, not the box).
    pub fn name(self) -> String {
        match self {
            House::Row(_) => "a row".to_string(),
            House::Column(_) => "a column".to_string(),
            House::Box(b) => format!("box {}", b + 1),
        }
    }

    /// The nine cells of the house.
    pub fn cells(self) -> [usize; 9] {
        match self {
            House::Row(r) => std::array::from_fn(|k| r as usize * 9 + k),
            House::Column(c) => std::array::from_fn(|k| k * 9 + c as usize),
            House::Box(b) => {
                let top = (b as usize / 3) * 27 + (b as usize % 3) * 3;
                std::array::from_fn(|k| top + (k / 3) * 9 + k % 3)
            }
        }
    }
}

/// The same digit twice in one house (givens and placed digits alike).
///
/// Two cells sharing a row or a column are reported for that line only, not
/// again for their box: a box repeat is one of two cells in different rows
/// and columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// The two cells holding it, in board order.
    pub cells: [usize; 2],
    /// The house they share.
    pub house: House,
}

impl Conflict {
    /// Every cell involved.
    pub fn cells(&self) -> Vec<usize> {
        self.cells.to_vec()
    }

    /// One sentence for the player, e.g. `5 appears twice in box 1: r1c1 and r2c3`.
    pub fn describe(&self) -> String {
        format!(
            "{} appears twice in {}: {} and {}",
            self.digit,
            self.house.name(),
            cell_name(self.cells[0]),
            cell_name(self.cells[1])
        )
    }
}

/// Every conflict on a Sudoku board: each pair of equal digits in a row,
/// then in a column, then in a box (the houses taken in the order row 1,
/// column 1, box 1, row 2, ...). The board's digits are read whatever its variant.
pub fn conflicts(board: &Board) -> Vec<Conflict> {
    let mut out = Vec::new();
    for k in 0..9u8 {
        for house in [House::Row(k), House::Column(k), House::Box(k)] {
            repeats(board, house, &mut out);
        }
    }
    out
}

/// Adds the pairs of equal digits in `house` (for a box, only pairs in
/// different rows and columns).
fn repeats(board: &Board, house: House, out: &mut Vec<Conflict>) {
    let cells = house.cells();
    for (n, &a) in cells.iter().enumerate() {
        let d = board.cells[a].value;
        if d == 0 {
            continue;
        }
        for &b in &cells[n + 1..] {
            let in_line = Pos::new(a).shares_line(Pos::new(b));
            if board.cells[b].value == d && !(matches!(house, House::Box(_)) && in_line) {
                out.push(Conflict {
                    digit: d,
                    cells: [a.min(b), a.max(b)],
                    house,
                });
            }
        }
    }
}

/// Every conflict as plain data for the engine table (all `repeat`).
pub fn rule_breaks(board: &Board) -> Vec<RuleBreak> {
    conflicts(board)
        .into_iter()
        .map(|c| RuleBreak {
            kind: "repeat",
            cells: c.cells(),
            text: c.describe(),
        })
        .collect()
}

/// The naive candidates from the digits on the board only (givens and
/// placed digits alike): digits not yet in the cell's row, column and box.
/// Cells with a digit get that digit's mask.
pub fn naive_candidates(board: &Board) -> [Mask; CELLS] {
    let houses = board.house_digits();
    std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.value != 0 {
            c.value_mask()
        } else if c.black {
            0
        } else {
            let p = Pos::new(i);
            ALL_DIGITS & !(houses.rows[p.row()] | houses.cols[p.col()] | houses.boxes[p.block()])
        }
    })
}

/// A Sudoku board whose every cell holds a digit and nothing breaks the rules.
pub fn is_solved(board: &Board) -> bool {
    board.variant == Variant::Sudoku
        && board.cells.iter().all(|c| c.value != 0)
        && conflicts(board).is_empty()
}

/// The cells whose digit disagrees with `solution` (empty when every digit on
/// the board is right, whether or not the board is complete).
pub fn wrong_cells(board: &Board, solution: &[u8; CELLS]) -> Vec<usize> {
    (0..CELLS)
        .filter(|&i| board.cells[i].value != 0 && board.cells[i].value != solution[i])
        .collect()
}

/// True when every digit on the board agrees with `solution`.
pub fn is_correct(board: &Board, solution: &[u8; CELLS]) -> bool {
    wrong_cells(board, solution).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{box_of, digit_mask, Cell};

    #[test]
    fn sudoku_naive_candidates_follow_row_column_box() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(1);
        b.cells[80] = Cell::placed(9);
        let c = naive_candidates(&b);
        assert_eq!(c[0], digit_mask(1));
        assert_eq!(c[1], ALL_DIGITS & !digit_mask(1));
        assert_eq!(c[10], ALL_DIGITS & !digit_mask(1));
        assert_eq!(c[72], ALL_DIGITS & !digit_mask(1) & !digit_mask(9));
        assert_eq!(c[40], ALL_DIGITS);
        assert_eq!(c[8], ALL_DIGITS & !digit_mask(1) & !digit_mask(9));
    }

    #[test]
    fn houses_list_their_cells() {
        assert_eq!(House::Row(1).cells()[0], 9);
        assert_eq!(House::Column(2).cells()[8], 74);
        assert_eq!(House::Box(4).cells(), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(House::Box(8).name(), "box 9");
        for b in 0..9 {
            assert!(House::Box(b)
                .cells()
                .iter()
                .all(|&i| box_of(i) == b as usize));
        }
    }

    #[test]
    fn conflicts_are_found_and_described() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(5);
        b.cells[4] = Cell::placed(5); // row 1
        b.cells[20] = Cell::placed(5); // box 1 (r3c3), not in r1c1's row or column
        b.cells[15] = Cell::given(7);
        b.cells[69] = Cell::placed(7); // column 7
        let c = conflicts(&b);
        let texts: Vec<String> = c.iter().map(Conflict::describe).collect();
        assert_eq!(
            texts,
            [
                "5 appears twice in a row: r1c1 and r1c5",
                "5 appears twice in box 1: r1c1 and r3c3",
                "7 appears twice in a column: r2c7 and r8c7",
            ]
        );
        assert_eq!(c[1].cells(), vec![0, 20]);
        assert_eq!(c[1].house, House::Box(0));
        assert!(!is_solved(&b));
    }

    #[test]
    fn a_row_pair_in_one_box_is_reported_once() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(3);
        b.cells[1] = Cell::placed(3);
        assert_eq!(
            conflicts(&b),
            vec![Conflict {
                digit: 3,
                cells: [0, 1],
                house: House::Row(0)
            }]
        );
    }

    #[test]
    fn solved_correct_and_wrong() {
        let sol: [u8; CELLS] =
            std::array::from_fn(|i| ((i / 9 * 3 + i / 27 + i % 9) % 9) as u8 + 1);
        let mut b = Board::new(Variant::Sudoku);
        for (c, &d) in b.cells.iter_mut().zip(&sol) {
            *c = Cell::placed(d);
        }
        assert!(is_solved(&b));
        assert!(is_correct(&b, &sol));
        b.cells[10] = Cell::placed(sol[10] % 9 + 1);
        assert_eq!(wrong_cells(&b, &sol), vec![10]);
        assert!(!is_solved(&b));
        b.cells[10] = Cell::EMPTY;
        assert!(is_correct(&b, &sol));
        assert!(!is_solved(&b));
    }
}
