//! The candidate grid the Sudoku logic solver works on, and the geometry of
//! its 27 houses.
//!
//! Cells are numbered 0..81 row by row; a set of cells is a `u128` with bit
//! `i` for cell `i` ([`Set`]). Houses are numbered 0..27: rows 0..9, columns
//! 9..18, boxes 18..27 (boxes row by row). Digits are 1..=9 and a digit set
//! is a [`Mask`] with bit `d-1` for digit `d`, as everywhere in the crate.

use crate::board::{cell_name, digit_mask, Board, CellSet, House, Mask, Pos, ALL_DIGITS, CELLS};

/// A set of cells: bit `i` for cell `i`.
pub type Set = u128;

/// Every cell.
pub const ALL_CELLS: Set = (1u128 << CELLS) - 1;

/// The cells of each house, in line order (boxes row by row).
pub static HOUSES: [[usize; 9]; 27] = houses();

/// The cells of each house as a set.
pub static HOUSE_SETS: [Set; 27] = house_sets();

/// The cells that share a house with each cell (the cell itself excluded).
pub static PEERS: [Set; CELLS] = peers();

const fn houses() -> [[usize; 9]; 27] {
    let mut out = [[0usize; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            out[k][j] = k * 9 + j;
            out[9 + k][j] = j * 9 + k;
            out[18 + k][j] = (k / 3) * 27 + (k % 3) * 3 + (j / 3) * 9 + j % 3;
            j += 1;
        }
        k += 1;
    }
    out
}

const fn house_sets() -> [Set; 27] {
    let h = houses();
    let mut out = [0u128; 27];
    let mut k = 0;
    while k < 27 {
        let mut j = 0;
        while j < 9 {
            out[k] |= 1u128 << h[k][j];
            j += 1;
        }
        k += 1;
    }
    out
}

const fn peers() -> [Set; CELLS] {
    let sets = house_sets();
    let mut out = [0u128; CELLS];
    let mut i = 0;
    while i < CELLS {
        let [r, c, b] = cell_houses(i);
        out[i] = (sets[r] | sets[c] | sets[b]) & !(1u128 << i);
        i += 1;
    }
    out
}

/// The three houses of a cell: its row, column and box (as house numbers).
#[inline]
pub const fn cell_houses(i: usize) -> [usize; 3] {
    let [r, c, b] = Pos::new(i).houses();
    [r.index(), c.index(), b.index()]
}

/// The row (0..9) of a cell.
#[inline]
pub const fn row_of(i: usize) -> usize {
    Pos::new(i).row().index()
}

/// The column (0..9) of a cell.
#[inline]
pub const fn col_of(i: usize) -> usize {
    Pos::new(i).col().index()
}

/// The set holding one cell. Read from a table: WebAssembly has no 128-bit
/// shift, so `1u128 << i` is a call to a compiler-rt helper there
/// (`__ashlti3`), and LLVM folds any arithmetic spelling of it back into
/// that shift; natively the load is as cheap as the shift.
#[inline]
pub fn bit(i: usize) -> Set {
    BITS[i]
}

/// `1 << i` for every bit of a [`Set`], for [`bit`].
static BITS: [Set; 128] = {
    let mut out = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        out[i] = 1u128 << i;
        i += 1;
    }
    out
};

/// The cells of a set, lowest first.
#[inline]
pub fn cells(set: Set) -> CellSet {
    CellSet(set)
}

/// The cells of a set as positions, lowest first: what a step and its
/// figure take (the finders' loops run over [`cells`]).
#[inline]
pub fn positions(set: Set) -> impl Iterator<Item = Pos> {
    cells(set).map(Pos::new)
}

/// The number of cells in a set.
#[inline]
pub fn count(set: Set) -> u32 {
    set.count_ones()
}

/// The cells every cell of `set` sees (the intersection of their peers);
/// every cell when the set is empty.
pub fn common_peers(set: Set) -> Set {
    cells(set).fold(ALL_CELLS, |acc, i| acc & PEERS[i])
}

/// The name in a sentence of house `h` (0..9 rows, 9..18 columns, 18..27
/// boxes): "row 3", "column 7", "box 5" (see [`House`]).
pub fn house_name(h: usize) -> String {
    House::new(h).name()
}

/// The cells of a set named in a sentence: "r1c2, r1c5 and r3c4".
pub fn cell_list(set: Set) -> String {
    let names: Vec<String> = cells(set).map(cell_name).collect();
    join_and(&names)
}

/// The digits of a mask in a sentence: "4", "4 and 7", "1, 4 and 7".
pub fn digit_list(mask: Mask) -> String {
    let names: Vec<String> = crate::board::digits_of(mask)
        .map(|d| d.to_string())
        .collect();
    join_and(&names)
}

/// Words joined the way a sentence lists them: "a", "a and b", "a, b and c".
pub fn join_and(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Words joined as alternatives: "a", "a or b", "a, b or c".
pub fn join_or(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Eliminations in a sentence: "r5c3<>4, r5c8<>4" style is HoDoKu's; we say
/// "remove 4 from r5c3 and r5c8" (grouped by digit, in digit order).
pub fn removal_text(eliminations: &[(Pos, u8)]) -> String {
    let mut parts = Vec::new();
    for d in 1..=9u8 {
        let set = eliminations
            .iter()
            .filter(|e| e.1 == d)
            .fold(0, |s, e| s | bit(e.0.index()));
        if set != 0 {
            parts.push(format!("{d} from {}", cell_list(set)));
        }
    }
    format!("remove {}", join_and(&parts))
}

/// The position the logic solver works on: the digit of each cell and the
/// candidates of the empty ones, with each digit's candidate cells kept
/// alongside so that pattern searches read them in one word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// The digit of each cell, 0 when empty.
    pub value: [u8; CELLS],
    /// The candidates of each empty cell (0 for a cell with a digit).
    pub cand: [Mask; CELLS],
    /// The givens of the puzzle (cells whose digit is a clue).
    pub givens: Set,
    /// For digit `d`, at index `d-1`: the empty cells that have it as candidate.
    dcells: [Set; 9],
}

impl Grid {
    /// The position of a Sudoku board: its digits (givens and placed ones)
    /// and, for empty cells, the board's candidates when it has them (minus
    /// any digit a peer already holds), otherwise every digit no peer holds.
    pub fn from_board(board: &Board) -> Grid {
        let naive = crate::sudoku::rules::naive_candidates(board);
        let mut g = Grid {
            value: [0; CELLS],
            cand: [0; CELLS],
            givens: 0,
            dcells: [0; 9],
        };
        for (i, c) in board.cells.iter().enumerate() {
            if c.value != 0 {
                g.value[i] = c.value;
                g.givens |= if c.given { bit(i) } else { 0 };
            } else if board.has_candidates {
                g.cand[i] = c.candidates & naive[i];
            } else {
                g.cand[i] = naive[i];
            }
        }
        g.index();
        g
    }

    /// A grid from 81 digits (0 empty, else 1-9) with naive candidates;
    /// every digit is a given. The same grid as [`Grid::from_board`] of
    /// the board with these givens, built without the board (the
    /// generator grades thousands of clue sets: no allocation here).
    pub fn from_digits(digits: &[u8; CELLS]) -> Grid {
        let mut used: [Mask; 27] = [0; 27];
        for (i, &d) in digits.iter().enumerate() {
            if d != 0 {
                for h in cell_houses(i) {
                    used[h] |= digit_mask(d);
                }
            }
        }
        let mut g = Grid {
            value: *digits,
            cand: [0; CELLS],
            givens: 0,
            dcells: [0; 9],
        };
        for (i, &d) in digits.iter().enumerate() {
            if d != 0 {
                g.givens |= bit(i);
            } else {
                let [r, c, b] = cell_houses(i);
                g.cand[i] = ALL_DIGITS & !(used[r] | used[c] | used[b]);
            }
        }
        g.index();
        g
    }

    /// Rebuilds the per-digit candidate sets from `cand`.
    fn index(&mut self) {
        self.dcells = [0; 9];
        for i in 0..CELLS {
            for d in crate::board::digits_of(self.cand[i]) {
                self.dcells[d as usize - 1] |= bit(i);
            }
        }
    }

    /// The empty cells that have `d` as candidate.
    #[inline]
    pub fn cells_with(&self, d: u8) -> Set {
        self.dcells[d as usize - 1]
    }

    /// The cells of house `h` that have `d` as candidate.
    #[inline]
    pub fn house_cells_with(&self, h: usize, d: u8) -> Set {
        self.dcells[d as usize - 1] & HOUSE_SETS[h]
    }

    /// True when cell `i` has candidate `d`.
    #[inline]
    pub fn has(&self, i: usize, d: u8) -> bool {
        self.cand[i] & digit_mask(d) != 0
    }

    /// The cells with at least one candidate (the empty cells, unless one
    /// has lost every candidate), from the digit sets: nine word operations.
    pub fn open_cells(&self) -> Set {
        self.dcells.iter().fold(0, |open, &with| open | with)
    }

    /// The empty cells.
    pub fn empty_cells(&self) -> Set {
        (0..CELLS)
            .filter(|&i| self.value[i] == 0)
            .fold(0, |s, i| s | bit(i))
    }

    /// The empty cells with exactly two candidates.
    pub fn bivalue_cells(&self) -> Set {
        (0..CELLS)
            .filter(|&i| self.cand[i].count_ones() == 2)
            .fold(0, |s, i| s | bit(i))
    }

    /// The digits already in house `h`.
    pub fn house_values(&self, h: usize) -> Mask {
        HOUSES[h]
            .iter()
            .filter(|&&i| self.value[i] != 0)
            .fold(0, |m, &i| m | digit_mask(self.value[i]))
    }

    /// Every cell has a digit. Read eight cells per 64-bit word (a word
    /// holds an empty cell when it has a zero byte): grading asks this
    /// before every step, and a byte-by-byte loop is not vectorized in
    /// WebAssembly.
    pub fn is_solved(&self) -> bool {
        const ONES: u64 = u64::from_ne_bytes([1; 8]);
        const HIGHS: u64 = ONES << 7;
        let words = self.value.chunks_exact(8);
        let rest = words.remainder();
        words
            .map(|w| {
                let mut bytes = [0; 8];
                bytes.copy_from_slice(w);
                u64::from_ne_bytes(bytes)
            })
            .all(|x| x.wrapping_sub(ONES) & !x & HIGHS == 0)
            && rest.iter().all(|&v| v != 0)
    }

    /// Removes candidate `d` from cell `i`; true when it was there.
    pub fn remove(&mut self, i: usize, d: u8) -> bool {
        let had = self.has(i, d);
        self.cand[i] &= !digit_mask(d);
        self.dcells[d as usize - 1] &= !bit(i);
        had
    }

    /// Places `d` in cell `i` and removes it from the candidates of the cell's peers.
    pub fn place(&mut self, i: usize, d: u8) {
        for e in crate::board::digits_of(self.cand[i]) {
            self.dcells[e as usize - 1] &= !bit(i);
        }
        self.value[i] = d;
        self.cand[i] = 0;
        for p in cells(PEERS[i] & self.cells_with(d)) {
            self.remove(p, d);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry() {
        assert_eq!(HOUSES[0], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(HOUSES[9 + 2], [2, 11, 20, 29, 38, 47, 56, 65, 74]);
        assert_eq!(HOUSES[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(cell_houses(40), [4, 13, 22]);
        assert_eq!(count(PEERS[0]), 20);
        assert_eq!(house_name(0), "row 1");
        assert_eq!(house_name(17), "column 9");
        assert_eq!(house_name(26), "box 9");
        assert_eq!(cell_list(bit(0) | bit(80)), "r1c1 and r9c9");
        assert_eq!(digit_list(0b101), "1 and 3");
        assert_eq!(
            removal_text(&[(44, 4), (49, 4), (0, 2)].map(|(i, d)| (Pos::new(i), d))),
            "remove 2 from r1c1 and 4 from r5c9 and r6c5"
        );
    }

    #[test]
    fn grids_from_digits_match_grids_from_boards() {
        let digits: [u8; CELLS] =
            std::array::from_fn(|i| [0, 5, 0, 3, 0, 0, 9, 0, 1][i % 9] * u8::from(i % 7 != 2));
        let mut board = Board::new(crate::board::Variant::Sudoku);
        for (i, &d) in digits.iter().enumerate() {
            if d != 0 {
                board.cells[i] = crate::board::Cell::given(d);
            }
        }
        let g = Grid::from_digits(&digits);
        assert_eq!(g, Grid::from_board(&board));
        assert_eq!(g.cand[0], 0b0_1110_1010);
        assert_eq!(g.open_cells(), g.empty_cells());
    }

    #[test]
    fn solved_means_no_empty_cell() {
        let full: [u8; CELLS] = std::array::from_fn(|i| (i % 9) as u8 + 1);
        assert!(Grid::from_digits(&full).is_solved());
        for empty in [0, 7, 8, 40, 79, 80] {
            let mut digits = full;
            digits[empty] = 0;
            assert!(!Grid::from_digits(&digits).is_solved(), "cell {empty}");
        }
        assert!(!Grid::from_digits(&[0; CELLS]).is_solved());
    }

    #[test]
    fn place_updates_peers() {
        let mut g = Grid::from_digits(&[0; CELLS]);
        assert_eq!(count(g.cells_with(5)), 81);
        g.place(0, 5);
        assert_eq!(count(g.cells_with(5)), 60);
        assert!(!g.has(1, 5) && g.has(1, 4) && g.cand[0] == 0);
        assert_eq!(g.house_values(18), digit_mask(5));
    }
}
