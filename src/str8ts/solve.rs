//! The exact Str8ts solver: solve a puzzle, test a position, count solutions.
//!
//! # Algorithm
//!
//! Every white cell carries a candidate set (a 9-bit [`Mask`]); black cells
//! carry none. Propagation runs to a fixpoint, driven by two work sets kept
//! as bit sets: cells that just became singles, and compartments whose
//! cells changed.
//!
//! 1. **Row/column uniqueness.** A cell left with one candidate is placed:
//!    its digit is struck from every other white cell of its row and column
//!    (black clues are struck once at the start). Placing a digit its row or
//!    column already holds is a contradiction.
//! 2. **Compartment ranges.** A compartment of length `L` holds one run of
//!    `L` consecutive digits. A run is still possible when it contains the
//!    compartment's placed digits and every one of its digits is a candidate
//!    of some cell of the compartment (this is
//!    [`rules::straight_digits`](super::rules::straight_digits), computed
//!    here with shifts: the possible run starts are `possible & possible >> 1
//!    & ... & possible >> (L-1)`, limited by the lowest and highest placed
//!    digit). Every cell is restricted to the union of the possible runs; no
//!    possible run is a contradiction.
//! 3. **Sure digits.** The digits common to all possible runs must be in the
//!    compartment. A sure digit that only one cell can hold is placed there
//!    (none is a contradiction), and every sure digit is struck from the
//!    white cells of the row or column outside the compartment.
//! 4. **Naked singles** fall out of 1: any cell reduced to one candidate is
//!    placed at once; an empty candidate set is a contradiction.
//!
//! When propagation stalls the search branches on the open cell with the
//! fewest candidates, trying each digit on a copy of the state (a few hundred
//! bytes on the stack; the last digit reuses the state). Counting stops as
//! soon as `limit` solutions are found, so `count_solutions(b, 2)` is the
//! uniqueness test of the generator; it is exact (no node budget).
//!
//! [`Solver`] holds the precomputed geometry of one black layout
//! (compartments and peers as fixed arrays) and solves any clues on it
//! without touching the heap, so a generator can build it once and call
//! [`Solver::count`] many times with different clues.

use crate::board::{Board, Mask, ALL_DIGITS, CELLS};

/// Result of solving the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// Exactly one solution: the digit of every white cell, 0 on black cells.
    Unique([u8; CELLS]),
    /// At least two solutions; two different ones.
    Multiple([u8; CELLS], [u8; CELLS]),
    /// No solution.
    None,
}

impl Solution {
    /// The (first) solution, if there is one.
    pub fn first(&self) -> Option<&[u8; CELLS]> {
        match self {
            Solution::Unique(s) | Solution::Multiple(s, _) => Some(s),
            Solution::None => None,
        }
    }

    /// True for exactly one solution.
    pub fn is_unique(&self) -> bool {
        matches!(self, Solution::Unique(_))
    }
}

/// Solves the puzzle made of the board's givens and black clues (placed digits and candidates ignored).
pub fn solve(board: &Board) -> Solution {
    Solver::for_board(board).solve(&puzzle_clues(board))
}

/// Same, but placed digits count as givens (is the player's position still solvable?).
pub fn solve_position(board: &Board) -> Solution {
    Solver::for_board(board).solve(&position_clues(board))
}

/// Number of solutions of the puzzle (givens + black clues), counting stops at `limit`.
///
/// Exact: never reports 1 when it gave up; there is no node budget.
pub fn count_solutions(board: &Board, limit: usize) -> usize {
    Solver::for_board(board).count(&puzzle_clues(board), limit)
}

/// The clue array of a puzzle: the digit of every given and black clue, 0 elsewhere.
pub fn puzzle_clues(board: &Board) -> [u8; CELLS] {
    std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.given {
            c.value
        } else {
            0
        }
    })
}

/// The clue array of a position: givens, black clues and placed digits, 0 elsewhere.
pub fn position_clues(board: &Board) -> [u8; CELLS] {
    std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.given || !c.black {
            c.value
        } else {
            0
        }
    })
}

/// Most compartments a board can have (5 per row and 5 per column).
const MAX_COMPARTMENTS: usize = 90;

/// Most other white cells in a cell's row and column.
const MAX_PEERS: usize = 16;

/// The bit of cell or compartment `i` in a 128-bit set.
#[inline]
fn bit(i: usize) -> u128 {
    1u128 << i
}

/// True for a mask with at most one digit.
#[inline]
fn is_single(m: Mask) -> bool {
    m & m.wrapping_sub(1) == 0
}

/// The lowest and highest bit index of a non-zero mask.
#[inline]
fn bounds(m: Mask) -> (u32, u32) {
    (m.trailing_zeros(), 15 - m.leading_zeros())
}

/// The bit mask of run starts (bit `s` = digits `s+1 ..= s+len`) of a
/// compartment of `len` cells whose candidates together are `possible` and
/// whose placed digits are `known`.
#[inline]
fn run_starts(possible: Mask, known: Mask, len: usize) -> Mask {
    let mut starts = possible;
    for k in 1..len {
        starts &= possible >> k;
    }
    if known != 0 {
        let (lo, hi) = bounds(known);
        let first = (hi + 1).saturating_sub(len as u32);
        starts &= ((2 << lo) - 1) & !((1 << first) - 1);
    }
    starts
}

/// Every digit of some run starting at one of `starts`.
#[inline]
fn run_union(starts: Mask, len: usize) -> Mask {
    let mut union = starts;
    for k in 1..len {
        union |= starts << k;
    }
    union & ALL_DIGITS
}

/// The digits common to every run starting at one of `starts` (non-zero).
#[inline]
fn run_common(starts: Mask, len: usize) -> Mask {
    let (first, last) = bounds(starts);
    let end = first + len as u32;
    if last >= end {
        return 0;
    }
    (((1u32 << end) - 1) & !((1u32 << last) - 1)) as Mask
}

/// The fixed arrays describing one black layout: compartments, the rest of
/// each compartment's line, and every white cell's peers.
#[derive(Clone, Debug)]
struct Geometry {
    /// Number of compartments.
    count: usize,
    /// Cells of each compartment.
    cells: [[u8; 9]; MAX_COMPARTMENTS],
    /// Length of each compartment.
    len: [u8; MAX_COMPARTMENTS],
    /// White cells of the compartment's row or column outside it.
    rest: [[u8; 8]; MAX_COMPARTMENTS],
    /// Number of cells in `rest`.
    rest_len: [u8; MAX_COMPARTMENTS],
    /// The two compartments of each white cell, as a bit set.
    comps_of: [u128; CELLS],
    /// Other white cells of each cell's row and column.
    peers: [[u8; MAX_PEERS]; CELLS],
    /// Number of peers.
    peer_len: [u8; CELLS],
    /// The white cells.
    white: u128,
    /// Black cells.
    black: [bool; CELLS],
}

impl Geometry {
    fn new(black: &[bool; CELLS]) -> Geometry {
        let mut g = Geometry {
            count: 0,
            cells: [[0; 9]; MAX_COMPARTMENTS],
            len: [0; MAX_COMPARTMENTS],
            rest: [[0; 8]; MAX_COMPARTMENTS],
            rest_len: [0; MAX_COMPARTMENTS],
            comps_of: [0; CELLS],
            peers: [[0; MAX_PEERS]; CELLS],
            peer_len: [0; CELLS],
            white: 0,
            black: *black,
        };
        for line in 0..9 {
            g.add_line(std::array::from_fn(|k| line * 9 + k));
        }
        for line in 0..9 {
            g.add_line(std::array::from_fn(|k| k * 9 + line));
        }
        for i in (0..CELLS).filter(|&i| !black[i]) {
            g.white |= bit(i);
            g.add_peers(i);
        }
        g
    }

    /// Adds the compartments of one row or column (cells in order).
    fn add_line(&mut self, line: [usize; 9]) {
        let mut start = 0;
        while start < 9 {
            if self.black[line[start]] {
                start += 1;
                continue;
            }
            let mut end = start;
            while end < 9 && !self.black[line[end]] {
                end += 1;
            }
            self.add_compartment(&line, start, end);
            start = end;
        }
    }

    /// Adds the compartment `line[start..end]`.
    fn add_compartment(&mut self, line: &[usize; 9], start: usize, end: usize) {
        let k = self.count;
        self.count += 1;
        for (n, &i) in line[start..end].iter().enumerate() {
            self.cells[k][n] = i as u8;
            self.comps_of[i] |= bit(k);
        }
        self.len[k] = (end - start) as u8;
        let outside = line[..start].iter().chain(&line[end..]);
        for &i in outside.filter(|&&i| !self.black[i]) {
            self.rest[k][self.rest_len[k] as usize] = i as u8;
            self.rest_len[k] += 1;
        }
    }

    /// Records the white cells sharing a row or column with white cell `i`.
    fn add_peers(&mut self, i: usize) {
        let (r, c) = (i / 9, i % 9);
        let row = (0..9).map(|k| r * 9 + k);
        let col = (0..9).map(|k| k * 9 + c);
        for j in row.chain(col).filter(|&j| j != i && !self.black[j]) {
            self.peers[i][self.peer_len[i] as usize] = j as u8;
            self.peer_len[i] += 1;
        }
    }

    #[inline]
    fn compartment(&self, k: usize) -> &[u8] {
        &self.cells[k][..self.len[k] as usize]
    }

    #[inline]
    fn rest(&self, k: usize) -> &[u8] {
        &self.rest[k][..self.rest_len[k] as usize]
    }

    #[inline]
    fn peers(&self, i: usize) -> &[u8] {
        &self.peers[i][..self.peer_len[i] as usize]
    }
}

/// A contradiction: the current branch has no solution.
#[derive(Clone, Copy, Debug)]
struct Dead;

type Step = Result<(), Dead>;

/// The search state: candidates and the work sets of propagation.
#[derive(Clone, Copy, Debug)]
struct State {
    /// Candidates of each white cell (0 on black cells).
    cand: [Mask; CELLS],
    /// Digits placed in each row (black clues included).
    row_used: [Mask; 9],
    /// Digits placed in each column (black clues included).
    col_used: [Mask; 9],
    /// White cells not yet placed.
    open: u128,
    /// Open cells with a single candidate, waiting to be placed.
    pending: u128,
    /// Compartments to re-examine.
    dirty: u128,
}

impl State {
    /// The starting state of `clues` on `g`, or `Dead` if the clues clash.
    fn new(g: &Geometry, clues: &[u8; CELLS]) -> Result<State, Dead> {
        let mut s = State {
            cand: [0; CELLS],
            row_used: [0; 9],
            col_used: [0; 9],
            open: g.white,
            pending: 0,
            dirty: (bit(g.count) - 1),
        };
        for i in (0..CELLS).filter(|&i| g.black[i] && clues[i] != 0) {
            s.use_digit(i, digit(clues[i])?)?;
        }
        for i in (0..CELLS).filter(|&i| !g.black[i]) {
            let used = s.row_used[i / 9] | s.col_used[i % 9];
            s.cand[i] = match clues[i] {
                0 => ALL_DIGITS & !used,
                d => digit(d)?,
            };
            if s.cand[i] == 0 {
                return Err(Dead);
            }
            if is_single(s.cand[i]) {
                s.pending |= bit(i);
            }
        }
        Ok(s)
    }

    /// Records digit mask `m` as present in the row and column of cell `i`.
    #[inline]
    fn use_digit(&mut self, i: usize, m: Mask) -> Step {
        let (r, c) = (i / 9, i % 9);
        if (self.row_used[r] | self.col_used[c]) & m != 0 {
            return Err(Dead);
        }
        self.row_used[r] |= m;
        self.col_used[c] |= m;
        Ok(())
    }

    /// Narrows cell `i` to the non-empty mask `m`, scheduling the follow-ups.
    #[inline]
    fn set(&mut self, g: &Geometry, i: usize, m: Mask) -> Step {
        if m == 0 {
            return Err(Dead);
        }
        self.cand[i] = m;
        self.dirty |= g.comps_of[i];
        if is_single(m) {
            self.pending |= bit(i) & self.open;
        }
        Ok(())
    }

    /// Removes the digits `m` from cell `i`.
    #[inline]
    fn strike(&mut self, g: &Geometry, i: usize, m: Mask) -> Step {
        let c = self.cand[i];
        if c & m == 0 {
            return Ok(());
        }
        self.set(g, i, c & !m)
    }

    /// Places the single candidate of cell `i` and strikes it from its peers.
    fn place(&mut self, g: &Geometry, i: usize) -> Step {
        self.open &= !bit(i);
        let m = self.cand[i];
        self.use_digit(i, m)?;
        for &p in g.peers(i) {
            self.strike(g, p as usize, m)?;
        }
        Ok(())
    }

    /// Applies compartment ranges and sure digits to compartment `k`.
    fn compartment(&mut self, g: &Geometry, k: usize) -> Step {
        let cells = g.compartment(k);
        let (mut known, mut possible) = (0, 0);
        for &i in cells {
            let m = self.cand[i as usize];
            possible |= m;
            if is_single(m) {
                known |= m;
            }
        }
        let starts = run_starts(possible, known, cells.len());
        if starts == 0 {
            return Err(Dead);
        }
        let union = run_union(starts, cells.len());
        if possible & !union != 0 {
            for &i in cells {
                let i = i as usize;
                if self.cand[i] & !union != 0 {
                    self.set(g, i, self.cand[i] & union)?;
                }
            }
        }
        let sure = run_common(starts, cells.len());
        if sure != 0 {
            self.sure_digits(g, k, sure & !known)?;
            for &i in g.rest(k) {
                self.strike(g, i as usize, sure)?;
            }
        }
        Ok(())
    }

    /// Places every digit of `sure` that only one cell of compartment `k` can hold.
    fn sure_digits(&mut self, g: &Geometry, k: usize, mut sure: Mask) -> Step {
        while sure != 0 {
            let d = sure & sure.wrapping_neg();
            sure ^= d;
            let (mut count, mut at) = (0, 0);
            for &i in g.compartment(k) {
                if self.cand[i as usize] & d != 0 {
                    count += 1;
                    at = i as usize;
                }
            }
            match count {
                0 => return Err(Dead),
                1 if self.cand[at] != d => self.set(g, at, d)?,
                _ => {}
            }
        }
        Ok(())
    }

    /// Propagates to a fixpoint.
    fn propagate(&mut self, g: &Geometry) -> Step {
        loop {
            while self.pending != 0 {
                let i = self.pending.trailing_zeros() as usize;
                self.pending &= self.pending - 1;
                self.place(g, i)?;
            }
            if self.dirty == 0 {
                return Ok(());
            }
            let k = self.dirty.trailing_zeros() as usize;
            self.dirty &= self.dirty - 1;
            self.compartment(g, k)?;
        }
    }

    /// The open cell with the fewest candidates, if any cell is open.
    fn branch_cell(&self) -> Option<usize> {
        let mut open = self.open;
        let (mut best, mut best_count) = (None, u32::MAX);
        while open != 0 {
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            let n = self.cand[i].count_ones();
            if n < best_count {
                (best, best_count) = (Some(i), n);
                if n == 2 {
                    break;
                }
            }
        }
        best
    }

    /// The digits of a solved state: every white cell's digit, 0 on black cells.
    fn digits(&self) -> [u8; CELLS] {
        std::array::from_fn(|i| match self.cand[i] {
            0 => 0,
            m => m.trailing_zeros() as u8 + 1,
        })
    }
}

/// The mask of clue `d`, `Dead` if it is not a digit.
fn digit(d: u8) -> Result<Mask, Dead> {
    match d {
        1..=9 => Ok(1 << (d - 1)),
        _ => Err(Dead),
    }
}

/// What a search found: how many solutions (up to its limit) and the first two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Number of solutions found (never more than the limit).
    pub count: usize,
    /// The first two solutions found (all zero where none was found).
    pub solutions: [[u8; CELLS]; 2],
}

impl Found {
    fn record(&mut self, s: &State) {
        if self.count < 2 {
            self.solutions[self.count] = s.digits();
        }
        self.count += 1;
    }
}

/// A reusable, allocation-free exact solver for one black layout.
///
/// Build it once per layout with [`Solver::new`] or [`Solver::for_board`],
/// then ask it about any clues on that layout. A clue array holds, for every
/// cell, the digit of a given (white cell) or black clue (black cell), and 0
/// for none; [`puzzle_clues`] and [`position_clues`] make one from a board.
#[derive(Clone, Debug)]
pub struct Solver {
    geometry: Geometry,
}

impl Solver {
    /// The solver of the layout whose black cells are `black`.
    pub fn new(black: &[bool; CELLS]) -> Solver {
        Solver {
            geometry: Geometry::new(black),
        }
    }

    /// The solver of a board's black layout (its digits are not used).
    pub fn for_board(board: &Board) -> Solver {
        Solver::new(&std::array::from_fn(|i| board.cells[i].black))
    }

    /// Number of compartments of the layout.
    pub fn compartment_count(&self) -> usize {
        self.geometry.count
    }

    /// Number of solutions of `clues`, counting stops at `limit`.
    pub fn count(&self, clues: &[u8; CELLS], limit: usize) -> usize {
        self.search(clues, limit).count
    }

    /// Solves `clues`: unique, multiple (with two solutions) or none.
    pub fn solve(&self, clues: &[u8; CELLS]) -> Solution {
        let found = self.search(clues, 2);
        match found.count {
            0 => Solution::None,
            1 => Solution::Unique(found.solutions[0]),
            _ => Solution::Multiple(found.solutions[0], found.solutions[1]),
        }
    }

    /// Searches `clues` until `limit` solutions are found or the search is
    /// exhausted, keeping the first two solutions.
    pub fn search(&self, clues: &[u8; CELLS], limit: usize) -> Found {
        let mut found = Found {
            count: 0,
            solutions: [[0; CELLS]; 2],
        };
        if limit == 0 {
            return found;
        }
        if let Ok(mut state) = State::new(&self.geometry, clues) {
            self.explore(&mut state, limit, &mut found);
        }
        found
    }

    /// Propagates `state` and explores its branches until `found` reaches `limit`.
    fn explore(&self, state: &mut State, limit: usize, found: &mut Found) {
        let g = &self.geometry;
        if state.propagate(g).is_err() {
            return;
        }
        let Some(i) = state.branch_cell() else {
            found.record(state);
            return;
        };
        let mut rest = state.cand[i];
        while rest != 0 && found.count < limit {
            let d = rest & rest.wrapping_neg();
            rest ^= d;
            if rest == 0 {
                state.cand[i] = d;
                state.pending |= bit(i);
                state.dirty |= g.comps_of[i];
                return self.explore(state, limit, found);
            }
            let mut child = *state;
            child.cand[i] = d;
            child.pending |= bit(i);
            child.dirty |= g.comps_of[i];
            self.explore(&mut child, limit, found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{digit_mask, Cell, Variant};
    use crate::str8ts::rules;

    /// A board from 9 rows. Each cell is two characters: first `.` (white) or `#` (black), then
    /// the digit (`.` for none).
    fn board(rows: [&str; 9]) -> Board {
        let mut b = Board::new(Variant::Str8ts);
        for (r, row) in rows.iter().enumerate() {
            let chars: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
            for c in 0..9 {
                let (kind, val) = (chars[2 * c], chars[2 * c + 1]);
                let d = val.to_digit(10).unwrap_or(0) as u8;
                b.cells[r * 9 + c] = match (kind, d) {
                    ('#', 0) => Cell::BLACK,
                    ('#', d) => Cell::black_clue(d),
                    (_, 0) => Cell::EMPTY,
                    (_, d) => Cell::given(d),
                };
            }
        }
        b
    }

    /// A full valid Str8ts grid without black cells: a shifted Latin square.
    fn latin() -> [u8; CELLS] {
        std::array::from_fn(|i| ((i / 9 + i % 9) % 9) as u8 + 1)
    }

    fn with_givens(sol: &[u8; CELLS], keep: impl Fn(usize) -> bool) -> Board {
        let mut b = Board::new(Variant::Str8ts);
        for i in (0..CELLS).filter(|&i| keep(i)) {
            b.cells[i] = Cell::given(sol[i]);
        }
        b
    }

    fn assert_valid(b: &Board, sol: &[u8; CELLS]) {
        let mut filled = b.clone();
        for i in (0..CELLS).filter(|&i| !b.cells[i].black) {
            assert!(b.cells[i].value == 0 || b.cells[i].value == sol[i]);
            filled.cells[i] = Cell::placed(sol[i]);
        }
        assert!(rules::is_solved(&filled), "{:?}", rules::conflicts(&filled));
    }

    #[test]
    fn run_helpers_match_straight_digits() {
        for len in 1..=9 {
            for possible in 0..=ALL_DIGITS {
                for known in [0, digit_mask(3), digit_mask(4) | digit_mask(6)] {
                    let known = known & possible;
                    let starts = run_starts(possible, known, len);
                    let union = run_union(starts, len);
                    assert_eq!(union, rules::straight_digits(known, possible, len));
                }
            }
        }
        // Length 4 with runs 2..5 and 3..6: 3, 4, 5 are sure.
        let starts = run_starts(0b0_0011_1110, 0, 4);
        assert_eq!(starts, 0b110);
        assert_eq!(run_common(starts, 4), 0b0_0001_1100);
        assert_eq!(run_common(0b1_0001, 4), 0);
    }

    #[test]
    fn full_grid_minus_one_row_is_unique() {
        let sol = latin();
        let b = with_givens(&sol, |i| i >= 9);
        assert_eq!(solve(&b), Solution::Unique(sol));
        assert_eq!(count_solutions(&b, 5), 1);
    }

    #[test]
    fn empty_board_has_many_solutions() {
        let b = Board::new(Variant::Str8ts);
        assert_eq!(count_solutions(&b, 3), 3);
        let Solution::Multiple(a, c) = solve(&b) else {
            panic!("expected several solutions");
        };
        assert_ne!(a, c);
        assert_valid(&b, &a);
        assert_valid(&b, &c);
        assert_eq!(count_solutions(&b, 0), 0);
    }

    #[test]
    fn two_open_rows_of_a_latin_square_have_two_solutions() {
        // Rows 1 and 2 open: column c misses digits c+1 and c+2, so row 1 is
        // either 1..9 or 2..9,1 and row 2 the other one.
        let sol = latin();
        let b = with_givens(&sol, |i| i >= 18);
        let found = Solver::for_board(&b).search(&puzzle_clues(&b), 10);
        assert_eq!(found.count, 2);
        let [a, c] = found.solutions;
        assert!(a == sol || c == sol);
        assert_ne!(a, c);
        assert_valid(&b, &a);
        assert_valid(&b, &c);
        assert!(matches!(solve(&b), Solution::Multiple(..)));
    }

    #[test]
    fn clashing_clues_have_no_solution() {
        // A black clue repeating a given of its column.
        let mut b = with_givens(&latin(), |i| i >= 9);
        b.cells[8] = Cell::black_clue(5);
        assert_eq!(solve(&b), Solution::None);
        // r1c1-r1c2 hold 1 and so need a 2, which column 2 already has.
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::given(1);
        b.cells[2] = Cell::BLACK;
        b.cells[46] = Cell::given(2);
        assert_eq!(solve(&b), Solution::None);
        assert_eq!(count_solutions(&b, 2), 0);
    }

    #[test]
    #[ignore = "minutes in a debug build with this solver; the faster solver in progress replaces it"]
    fn compartments_force_straights() {
        // Row 1: a compartment of two cells between black cells, one given 9:
        // the other must be 8.
        let b = board([
            ".9 .. #. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
            ".. .. .. .. .. .. .. .. ..",
        ]);
        let Solution::Multiple(a, c) = solve(&b) else {
            panic!("expected several solutions");
        };
        assert_eq!((a[1], c[1]), (8, 8));
        assert_valid(&b, &a);
        assert_valid(&b, &c);
        // Force the impossible: a two-cell compartment holding 1 and 3.
        let mut b = b;
        b.cells[0] = Cell::given(1);
        b.cells[1] = Cell::given(3);
        assert_eq!(solve(&b), Solution::None);
    }

    #[test]
    fn position_counts_placed_digits() {
        let sol = latin();
        let mut b = with_givens(&sol, |i| i >= 9);
        for (i, d) in [(0, 1), (1, 2)] {
            b.cells[i] = Cell::placed(d);
        }
        assert_eq!(solve_position(&b), Solution::Unique(sol));
        b.cells[1] = Cell::placed(3);
        assert_eq!(solve_position(&b), Solution::None);
        assert_eq!(solve(&b), Solution::Unique(sol));
    }

    #[test]
    fn solver_is_reusable_across_clues() {
        let sol = latin();
        let solver = Solver::new(&[false; CELLS]);
        assert_eq!(solver.compartment_count(), 18);
        let mut clues = sol;
        clues[..9].fill(0);
        assert_eq!(solver.count(&clues, 2), 1);
        clues[20] = 0;
        assert_eq!(solver.count(&clues, 2), 1);
        clues.fill(0);
        assert_eq!(solver.count(&clues, 2), 2);
        clues[0] = 10;
        assert_eq!(solver.count(&clues, 2), 0);
    }
}
