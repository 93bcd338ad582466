//! The exact Sudoku solver: solve a puzzle, test a position, count solutions.
//!
//! # Algorithm
//!
//! A bitboard solver in the spirit of JCZSolve (as in Emerentius' `sudoku`
//! crate) and tdoku, written from scratch here. The state is one *plane* per
//! digit: the cells that may still hold it, stored as three 27-bit words, one
//! per band (three rows; bit `9 * row + column` within the band). A cell is
//! solved when it is taken out of the *unsolved* set; its digit's plane then
//! keeps it and every other plane has lost it. The whole state is 57 words
//! (228 bytes), copied on each guess; nothing is allocated.
//!
//! Propagation runs to a fixpoint:
//!
//! 1. **Digit planes.** Within a band a digit sits once in each of the three
//!    rows and once in each of the three boxes, so its *mini-rows* (a row's
//!    three cells in one box) that are still possible must contain a
//!    permutation: a table indexed by the 9-bit pattern of non-empty
//!    mini-rows gives the union of the permutations they contain, and every
//!    other mini-row goes. The same holds within a stack for bands and
//!    columns, computed for the three stacks at once with bit rotations (a
//!    band may keep a column when the other two bands can take the stack's
//!    other two columns). Both steps together are the locked candidates
//!    (pointing and claiming) of the digit, remove it from every peer of a
//!    cell that is the only place for it in a row, column or box, and find
//!    a row, column or box without it (no permutation: a contradiction).
//!    They alternate on a digit until its plane is stable, and only for
//!    digits whose plane changed since. Then a row with one cell left for
//!    the digit is a hidden single (one of a column or box has become one
//!    of a row by then): the cell leaves the other planes and the unsolved set.
//! 2. **Naked singles.** Per band, two bit-sliced counters over the nine
//!    planes give the cells with no candidate (a contradiction) and those
//!    with one, which are solved: their digit leaves their peers.
//!
//! The search branches on an unsolved cell with the fewest candidates: when
//! there are cells with two (almost always), the one with the most unsolved
//! peers among the first few (both branches then settle the most; this
//! takes a third fewer nodes on hard puzzles than the first such cell, and
//! counting the peers in the whole grid rather than only in the cell's band
//! a further 7-9% fewer on top1465 and the forum's hardest).
//! Each digit is tried on a copy of the state; the last digit reuses it.
//! Counting stops once `limit` solutions are found, so
//! `count_solutions(b, 2)` is a uniqueness test. Counting to 2 without
//! keeping the solutions (`count_clues`) may even stop at the first one:
//! when a cell branched on to reach it is a corner of a *deadly rectangle*
//! of non-clue cells (two rows and two columns meeting in two boxes,
//! holding `a b / b a`), swapping the rectangle's digits is a second
//! solution. It is exact, with no node budget: every deduction is sound,
//! and a leaf counts only once every cell is solved, none has lost all its
//! digits and every solved cell's digit has left its peers (two solved
//! peers with one digit leave one of them with none, which step 2 finds).
//!
//! Only plain integer operations are used (no `unsafe`, no intrinsics), so
//! the results are the same natively and on wasm32.

use crate::board::{Board, Pos, CELLS};
use std::ops::ControlFlow;

pub use crate::outcome::{position_clues, puzzle_clues, Found, Solution};

/// Solves the puzzle made of the board's givens (placed digits and candidates ignored).
///
/// The board is read as a Sudoku whatever its variant says: only its digits count.
///
/// ```
/// use straights::{codec, sudoku::solve::{solve, Solution}};
///
/// let board = codec::decode("6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8")?.board;
/// let Solution::Unique(digits) = solve(&board) else { panic!("one solution") };
/// assert!(digits.iter().all(|d| (1..=9).contains(d)));
/// # Ok::<(), straights::CodecError>(())
/// ```
pub fn solve(board: &Board) -> Solution {
    solve_clues(&puzzle_clues(board))
}

/// Same, but placed digits count as givens (is the player's position still solvable?).
pub fn solve_position(board: &Board) -> Solution {
    solve_clues(&position_clues(board))
}

/// Number of solutions of the puzzle (its givens), counting stops at `limit`.
///
/// Exact: never reports 1 when it gave up; there is no node budget.
pub fn count_solutions(board: &Board, limit: usize) -> usize {
    count_clues(&puzzle_clues(board), limit)
}

/// Solves a clue array (the digit of every given, 0 elsewhere): unique,
/// multiple (with two different solutions) or none. A clue above 9 has no solution.
pub fn solve_clues(clues: &[u8; CELLS]) -> Solution {
    let found = search(clues, 2);
    Solution::of(&found)
}

/// Number of solutions of a clue array, counting stops at `limit`.
///
/// Keeps no solution, so with `limit` 2 it may stop at the first one: see `Counting` (the solver's counting mode).
pub fn count_clues(clues: &[u8; CELLS], limit: usize) -> usize {
    counted(clues, limit, false).count
}

/// Searches a clue array until `limit` solutions are found or the search is
/// exhausted, keeping the first two solutions (in the order digits are tried).
pub fn search(clues: &[u8; CELLS], limit: usize) -> Found {
    counted(clues, limit, true)
}

/// The search of [`search`] and [`count_clues`]: counts to `limit`, keeping
/// the first two solutions when `keep` (see [`Counting`]).
#[inline]
fn counted(clues: &[u8; CELLS], limit: usize, keep: bool) -> Found {
    let mut found = Found::new();
    if limit > 0 {
        if let Ok(mut state) = State::new(clues) {
            let mut sink = Counting::new(&mut found, limit, keep, &state);
            explore(&mut state, &mut sink);
        }
    }
    found
}

/// True when the clues have a solution in which cell `cell` does not hold
/// `digit`. For a unique puzzle whose clue at `cell` is `digit`, the puzzle
/// without that clue (the `clues` given here) stays unique exactly when
/// this is false: a generator's removal test that stops at the first
/// solution instead of counting to two.
pub fn has_solution_without(clues: &[u8; CELLS], cell: usize, digit: u8) -> bool {
    let mut found = Found::new();
    let Ok(mut state) = State::new(clues) else {
        return false;
    };
    if (1..=9).contains(&digit) && clues[cell] == 0 {
        state.planes[digit as usize - 1][cell / 27] &= !(1 << (cell % 27));
    }
    let mut sink = Counting::new(&mut found, 1, false, &state);
    explore(&mut state, &mut sink);
    found.count > 0
}

/// Calls `visit` with every solution of a clue array (in the order digits
/// are tried) until it returns `ControlFlow::Break` or the search is
/// exhausted; returns the number of search nodes visited. The minimal-clue
/// search enumerates the completions of a grid's blanked cells with it.
pub fn for_each_solution(
    clues: &[u8; CELLS],
    visit: impl FnMut(&[u8; CELLS]) -> ControlFlow<()>,
) -> usize {
    let mut sink = Visiting {
        visit,
        stopped: false,
        nodes: 0,
    };
    if let Ok(mut state) = State::new(clues) {
        explore(&mut state, &mut sink);
    }
    sink.nodes
}

/// What a search does with each node and each solution it meets.
trait Sink {
    /// A node is being propagated.
    fn node(&mut self);
    /// A solution (every cell solved).
    fn solution(&mut self, state: &State);
    /// The search may stop.
    fn done(&self) -> bool;
    /// A branch on cell `x`, whose candidates were `digits` (bit per digit
    /// index), has been explored.
    #[inline]
    fn explored(&mut self, _x: usize, _digits: u32) {}
}

/// Counting up to a limit, keeping the first two solutions, or with
/// `keep` false only the count.
///
/// Without solutions to keep, a limit of 2 may stop at the first solution:
/// when it has a *deadly rectangle* of cells that were not clues (two rows
/// and two columns meeting in two boxes, holding `a b / b a`), swapping its
/// digits gives a second solution, with no further search. Such a rectangle
/// is looked for through the branching cells of the path to the first
/// solution, as the search backs out of it: a few bit tests per cell, which
/// find one in about half of the many-solution puzzles of
/// serg-benchmark-10000 (a search over all of the solution's rectangles
/// would find one in 63%, at a cost that unique puzzles pay too).
struct Counting<'a> {
    found: &'a mut Found,
    limit: usize,
    /// Whether the solutions are kept (else only the first one's planes).
    keep: bool,
    /// The digit planes of the first solution (when not kept).
    first: [[u32; 3]; 9],
    /// The cells given as clues (a rectangle must avoid them).
    clues: [u32; 3],
    /// No node has been entered since the last solution: the branches
    /// being backed out of lead to it.
    fresh: bool,
}

impl<'a> Counting<'a> {
    /// A count of the solutions of `state` (just built from the clues) into `found`.
    fn new(found: &'a mut Found, limit: usize, keep: bool, state: &State) -> Counting<'a> {
        Counting {
            found,
            limit,
            keep,
            first: [[0; 3]; 9],
            clues: state.unsolved.map(|u| BAND & !u),
            fresh: false,
        }
    }

    /// True when cell `x` of the first solution is a corner of a deadly
    /// rectangle of non-clue cells whose other digit is one of `digits`.
    #[cold]
    #[inline(never)]
    fn swaps(&self, x: usize, digits: u32) -> bool {
        let has = |d: usize, y: usize| self.first[d][y / 27] >> (y % 27) & 1 != 0;
        let clue = |y: usize| self.clues[y / 27] >> (y % 27) & 1 != 0;
        let Some(a) = (0..9).find(|&d| digits >> d & 1 != 0 && has(d, x)) else {
            return false;
        };
        let (r, c) = (Pos::new(x).row().index(), Pos::new(x).col().index());
        let mut rest = digits & !(1 << a);
        while rest != 0 {
            let b = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            // Where b sits in x's row and in x's column.
            let c2 = (self.first[b][r / 3] >> (9 * (r % 3)) & 511).trailing_zeros() as usize;
            let r2 = (0..3).find_map(|k| {
                let col = self.first[b][k] >> c & 0x40201;
                (col != 0).then(|| 3 * k + col.trailing_zeros() as usize / 9)
            });
            let Some(r2) = r2.filter(|_| c2 < 9) else {
                continue;
            };
            let (y, z, w) = (9 * r + c2, 9 * r2 + c, 9 * r2 + c2);
            let two_boxes = r / 3 == r2 / 3 || c / 3 == c2 / 3;
            if two_boxes && has(a, w) && !clue(y) && !clue(z) && !clue(w) {
                return true;
            }
        }
        false
    }
}

impl Sink for Counting<'_> {
    #[inline]
    fn node(&mut self) {
        self.found.nodes += 1;
        self.fresh = false;
    }
    #[inline]
    fn solution(&mut self, state: &State) {
        if self.keep {
            self.found.record(state.digits());
            return;
        }
        if self.found.count == 0 {
            self.first = state.planes;
        }
        self.found.count += 1;
        self.fresh = true;
    }
    #[inline]
    fn done(&self) -> bool {
        self.found.count >= self.limit
    }
    #[inline]
    fn explored(&mut self, x: usize, digits: u32) {
        if self.fresh && self.found.count == 1 && self.limit == 2 && self.swaps(x, digits) {
            self.found.count = 2;
        }
    }
}

/// Handing every solution to a closure until it breaks.
struct Visiting<F> {
    visit: F,
    stopped: bool,
    nodes: usize,
}

impl<F: FnMut(&[u8; CELLS]) -> ControlFlow<()>> Sink for Visiting<F> {
    #[inline]
    fn node(&mut self) {
        self.nodes += 1;
    }
    #[inline]
    fn solution(&mut self, state: &State) {
        self.stopped |= (self.visit)(&state.digits()).is_break();
    }
    #[inline]
    fn done(&self) -> bool {
        self.stopped
    }
}

/// How many two-candidate cells [`State::branch_cell`] compares (more
/// choose better on hard puzzles but cost more on easy ones).
const PAIRS_SCORED: u32 = 8;

/// The 27 bits of a band.
const BAND: u32 = (1 << 27) - 1;

/// For every 9-bit row of a plane, which of its three mini-rows (bit per box) are non-empty.
const SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut k = 0;
        while k < 3 {
            if (m >> (3 * k)) & 7 != 0 {
                t[m] |= 1 << k;
            }
            k += 1;
        }
        m += 1;
    }
    t
};

/// The six permutations of three: `PERMS[p][r]` is the box (or column) of row (or band) `r`.
const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For a 3x3 pattern (bit `3 * r + k`: row `r` may use box `k`), the union
/// of the permutations it contains; 0 when it contains none.
const COMPLEX: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let m32 = m as u32;
        let mut p = 0;
        while p < 6 {
            let bits: u32 =
                (1 << PERMS[p][0]) | (1 << (3 + PERMS[p][1])) | (1 << (6 + PERMS[p][2]));
            if m32 & bits == bits {
                t[m] |= bits;
            }
            p += 1;
        }
        m += 1;
    }
    t
};

/// [`COMPLEX`] spread to the cells of a band: bit `3 * r + k` becomes the
/// three cells of row `r` in box `k`.
const COMPLEX_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 9 {
            if COMPLEX[m] >> i & 1 != 0 {
                t[m] |= 7 << (9 * (i / 3) + 3 * (i % 3));
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// The peers of every cell (same row, column or box, the cell excluded) as three band words.
const PEERS: [[u32; 3]; CELLS] = {
    let mut t = [[0u32; 3]; CELLS];
    let mut x = 0;
    while x < CELLS {
        let mut y = 0;
        while y < CELLS {
            if x != y && Pos::new(x).shares_house(Pos::new(y)) {
                t[x][y / 27] |= 1 << (y % 27);
            }
            y += 1;
        }
        x += 1;
    }
    t
};

/// The clues contradict each other or a guess led nowhere.
#[derive(Debug)]
struct Dead;

/// The outcome of a propagation step.
type Step = Result<(), Dead>;

/// The candidates of a search node: digit planes and unsolved cells.
#[derive(Clone, Copy, Debug)]
struct State {
    /// `planes[d][b]`: the cells of band `b` that may hold digit `d + 1`.
    planes: [[u32; 3]; 9],
    /// The planes as the digit step last left them (to skip unchanged digits).
    seen: [[u32; 3]; 9],
    /// The cells of each band not yet solved.
    unsolved: [u32; 3],
}

impl State {
    /// The state of `clues` after placing them (not yet propagated), or `Dead` if two clash.
    ///
    /// Built in one pass rather than by placing the clues one by one: each
    /// digit's plane is the unsolved cells outside its clues' peers, plus its
    /// clues; a clue among the peers of another clue of its digit is a clash.
    fn new(clues: &[u8; CELLS]) -> Result<State, Dead> {
        let mut given = [[0u32; 3]; 9];
        let mut seen_by = [[0u32; 3]; 9];
        let mut solved = [0u32; 3];
        for (b, band) in clues.chunks_exact(27).enumerate() {
            for (o, &d) in band.iter().enumerate() {
                if d == 0 {
                    continue;
                }
                let d = usize::from(d) - 1;
                if d >= 9 {
                    return Err(Dead);
                }
                given[d][b] |= 1 << o;
                solved[b] |= 1 << o;
                let peers = &PEERS[27 * b + o];
                for (w, &p) in seen_by[d].iter_mut().zip(peers) {
                    *w |= p;
                }
            }
        }
        let mut planes = [[0u32; 3]; 9];
        let mut clash = 0;
        for ((plane, g), s) in planes.iter_mut().zip(&given).zip(&seen_by) {
            for b in 0..3 {
                clash |= g[b] & s[b];
                plane[b] = (BAND & !solved[b] & !s[b]) | g[b];
            }
        }
        if clash != 0 {
            return Err(Dead);
        }
        Ok(State {
            planes,
            seen: [[0; 3]; 9],
            unsolved: solved.map(|m| BAND & !m),
        })
    }

    /// Solves cell `x` with digit index `d` (0..9): clears it from the other
    /// planes and its peers from plane `d`. `Dead` if `d` is no longer possible there.
    #[inline]
    fn place(&mut self, x: usize, d: usize) -> Step {
        let (b, bit) = (x / 27, 1 << (x % 27));
        if self.planes[d][b] & bit == 0 {
            return Err(Dead);
        }
        for plane in self.planes.iter_mut() {
            plane[b] &= !bit;
        }
        self.clear_peers(x, d);
        self.planes[d][b] |= bit;
        self.unsolved[b] &= !bit;
        Ok(())
    }

    /// Runs both steps until nothing changes; `Dead` on a contradiction.
    /// Returns the unsolved cells with exactly two candidates (which the
    /// last, idle, naked-single pass counted on the way: the branching
    /// cell is chosen among them).
    fn propagate(&mut self) -> Result<[u32; 3], Dead> {
        let mut pairs = [0; 3];
        loop {
            for d in 0..9 {
                if !same(self.planes[d], self.seen[d]) {
                    self.settle_digit(d)?;
                }
            }
            if !self.singles(&mut pairs)? {
                return Ok(pairs);
            }
        }
    }

    /// Step 1 on digit index `d`: keeps only the mini-rows of each band and
    /// the columns of each stack that belong to some permutation, until
    /// stable; then places the digit in every unsolved cell alone in its row.
    ///
    /// The plane is worked on by value and each band written back on its
    /// own (constant indices, no array copy): on wasm32 an array copied or
    /// indexed by a variable stays in linear memory, where V8 reloads two
    /// 32-bit stores as one 64-bit load (a failed store forwarding).
    #[inline]
    fn settle_digit(&mut self, d: usize) -> Step {
        let mut w = band_step(self.planes[d]);
        loop {
            let next = stack_step(w)?;
            if same(next, w) {
                break;
            }
            w = band_step(next);
            if same(w, next) {
                break;
            }
        }
        self.settle_band(d, 0, w[0]);
        self.settle_band(d, 1, w[1]);
        self.settle_band(d, 2, w[2]);
        Ok(())
    }

    /// Stores band `b` of digit `d`'s settled plane, `x`, and solves its
    /// cells alone in their row (hidden singles: they leave the other planes).
    #[inline(always)]
    fn settle_band(&mut self, d: usize, b: usize, x: u32) {
        // At the fixpoint the digit has already left the peers of these cells.
        let hidden = row_singles(x) & self.unsolved[b];
        if hidden != 0 {
            for plane in self.planes.iter_mut() {
                plane[b] &= !hidden;
            }
            self.unsolved[b] &= !hidden;
        }
        self.planes[d][b] = x;
        self.seen[d][b] = x;
    }

    /// Step 2: places every naked single. `Dead` if a cell has no candidate;
    /// `Ok(true)` if anything was placed. `pairs` gets the unsolved cells with
    /// exactly two candidates of each band where nothing was placed.
    ///
    /// Band by band with constant indices rather than a loop over the bands:
    /// across such a loop LLVM keeps all 27 plane words in wasm locals,
    /// which V8 then spills to its stack (27 loads, 27 spills per call).
    fn singles(&mut self, pairs: &mut [u32; 3]) -> Result<bool, Dead> {
        let placed = self.singles_band(0, pairs)?;
        let placed = self.singles_band(1, pairs)? | placed;
        Ok(self.singles_band(2, pairs)? | placed)
    }

    /// [`State::singles`] in band `b`.
    #[inline(always)]
    fn singles_band(&mut self, b: usize, pairs: &mut [u32; 3]) -> Result<bool, Dead> {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for plane in &self.planes {
            three |= two & plane[b];
            two |= one & plane[b];
            one |= plane[b];
        }
        if one != BAND {
            return Err(Dead);
        }
        pairs[b] = two & !three & self.unsolved[b];
        let naked = self.unsolved[b] & !two;
        if naked == 0 {
            return Ok(false);
        }
        self.unsolved[b] &= !naked;
        for d in 0..9 {
            let mut new = self.planes[d][b] & naked;
            while new != 0 {
                let o = new.trailing_zeros() as usize;
                new &= new - 1;
                self.clear_peers(27 * b + o, d);
            }
        }
        Ok(true)
    }

    /// Clears digit index `d` from the peers of cell `x` (two solved peers
    /// with one digit leave one of them empty, which [`State::singles`] then finds).
    #[inline]
    fn clear_peers(&mut self, x: usize, d: usize) {
        for (w, &p) in self.planes[d].iter_mut().zip(&PEERS[x]) {
            *w &= !p;
        }
    }

    /// An unsolved cell with the fewest candidates, or `None` when all are
    /// solved: of the first [`PAIRS_SCORED`] cells with two, the one with the
    /// most unsolved peers (its two branches then settle the most); without
    /// such cells, the first cell with the fewest.
    /// `pairs` are its unsolved cells with exactly two candidates.
    fn branch_cell(&self, pairs: &[u32; 3]) -> Option<usize> {
        if *pairs != [0; 3] {
            return Some(self.busiest(pairs));
        }
        if self.unsolved == [0; 3] {
            return None;
        }
        let counts: [[u32; 4]; 3] = std::array::from_fn(|b| self.counts(b));
        (3..=9).find_map(|n| {
            (0..3).find_map(|b| {
                let with_n = counts[b]
                    .iter()
                    .enumerate()
                    .fold(self.unsolved[b], |m, (bit, &slice)| {
                        m & if n >> bit & 1 != 0 { slice } else { !slice }
                    });
                (with_n != 0).then(|| 27 * b + with_n.trailing_zeros() as usize)
            })
        })
    }

    /// Of the first [`PAIRS_SCORED`] cells of `cells` (a non-empty set), the
    /// one with the most unsolved peers (its row, column and box; the first
    /// on a tie). Bands 0 and 1 are counted with one 64-bit count.
    #[inline]
    fn busiest(&self, cells: &[u32; 3]) -> usize {
        let mut best = (0, usize::MAX);
        let mut left = PAIRS_SCORED;
        for (b, &set) in cells.iter().enumerate() {
            let mut rest = set;
            while rest != 0 && left > 0 {
                left -= 1;
                let x = 27 * b + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let p = &PEERS[x];
                let u = &self.unsolved;
                let score = (u64::from(p[0] & u[0]) << 32 | u64::from(p[1] & u[1])).count_ones()
                    + (p[2] & u[2]).count_ones();
                if best.1 == usize::MAX || score > best.0 {
                    best = (score, x);
                }
            }
        }
        best.1
    }

    /// The number of candidates of every cell of band `b`, bit-sliced:
    /// bit `k` of a cell's count is its bit in word `k`.
    #[inline]
    fn counts(&self, b: usize) -> [u32; 4] {
        let mut c = [0u32; 4];
        for plane in &self.planes {
            let mut carry = plane[b];
            for slice in c.iter_mut() {
                let next = *slice & carry;
                *slice ^= carry;
                carry = next;
            }
        }
        c
    }

    /// The digit indices (bit `d`) still possible in cell `x`.
    #[inline]
    fn candidates(&self, x: usize) -> u32 {
        let (b, o) = (x / 27, x % 27);
        let mut m = 0;
        for (d, plane) in self.planes.iter().enumerate() {
            m |= (plane[b] >> o & 1) << d;
        }
        m
    }

    /// The digits of a solved state, cell by cell.
    fn digits(&self) -> [u8; CELLS] {
        let mut out = [0; CELLS];
        for (d, plane) in self.planes.iter().enumerate() {
            for (b, &w) in plane.iter().enumerate() {
                let mut rest = w;
                while rest != 0 {
                    out[27 * b + rest.trailing_zeros() as usize] = d as u8 + 1;
                    rest &= rest - 1;
                }
            }
        }
        out
    }
}

/// True when two planes are equal, word by word: `==` on the arrays becomes
/// a `bcmp` of 12 bytes, which keeps them in memory on wasm32 (V8 then
/// reloads two stored words as one 64-bit word, a failed store forwarding).
#[inline]
fn same(a: [u32; 3], b: [u32; 3]) -> bool {
    (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) == 0
}

/// The 9-bit pattern of non-empty mini-rows of a band word (bit `3 * row + box`).
/// (The mask proves the index in range: no bounds check in the hot loop.)
#[inline]
fn band_pattern(x: u32) -> usize {
    let row = |r: u32| SHRINK[(x >> (9 * r) & 511) as usize] as usize;
    (row(0) | row(1) << 3 | row(2) << 6) & 511
}

/// Keeps in each band of a digit plane the mini-rows that belong to a
/// permutation of rows and boxes (an empty band stays empty: `stack_step` finds it).
#[inline]
fn band_step(w: [u32; 3]) -> [u32; 3] {
    w.map(|x| x & COMPLEX_CELLS[band_pattern(x)])
}

/// Moves column `c + 1` of every stack (3-bit group of a 9-bit column set) to column `c`, cyclically.
#[inline]
fn rotate1(x: u32) -> u32 {
    (x >> 1 & 0o333) | (x << 2 & 0o444)
}

/// Moves column `c + 2` of every stack to column `c`, cyclically.
#[inline]
fn rotate2(x: u32) -> u32 {
    (x >> 2 & 0o111) | (x << 1 & 0o666)
}

/// Keeps in each stack of a digit plane the band/column pairs that belong to
/// a permutation of bands and columns, all three stacks at once: a band may
/// use a column when the other two bands can take the stack's other two
/// columns one each. `Dead` when a stack has no permutation left.
#[inline]
fn stack_step(w: [u32; 3]) -> Result<[u32; 3], Dead> {
    let cols = w.map(|x| (x | x >> 9 | x >> 18) & 511);
    let one = cols.map(rotate1);
    let two = cols.map(rotate2);
    let keep = [
        cols[0] & ((one[1] & two[2]) | (two[1] & one[2])),
        cols[1] & ((one[0] & two[2]) | (two[0] & one[2])),
        cols[2] & ((one[0] & two[1]) | (two[0] & one[1])),
    ];
    // Band 1 uses one column in every stack that has a permutation.
    let used = keep[0] | keep[0] >> 1 | keep[0] >> 2;
    if used & 0o111 != 0o111 {
        return Err(Dead);
    }
    Ok([0, 1, 2].map(|b| w[b] & (keep[b] * 0x40201)))
}

/// For every 9-bit row, the row itself if it has one cell, 0 otherwise.
const ALONE: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut m = 1;
    while m < 512 {
        t[m] = m as u16;
        m <<= 1;
    }
    t
};

/// The cells of a band word that are alone in their row.
#[inline]
fn row_singles(x: u32) -> u32 {
    ALONE[(x & 511) as usize] as u32
        | (ALONE[(x >> 9 & 511) as usize] as u32) << 9
        | (ALONE[(x >> 18 & 511) as usize] as u32) << 18
}

/// Propagates `state` and explores its branches until the sink is done.
fn explore<S: Sink>(state: &mut State, sink: &mut S) {
    sink.node();
    let Ok(pairs) = state.propagate() else {
        return;
    };
    let Some(x) = state.branch_cell(&pairs) else {
        sink.solution(state);
        return;
    };
    let digits = state.candidates(x);
    let mut rest = digits;
    while rest != 0 && !sink.done() {
        let d = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if rest == 0 {
            if state.place(x, d).is_ok() {
                explore(state, sink);
                sink.explored(x, digits);
            }
            return;
        }
        let mut child = *state;
        if child.place(x, d).is_ok() {
            explore(&mut child, sink);
            sink.explored(x, digits);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Variant};
    use crate::sudoku::rules;

    /// A valid full grid (the classic shifted pattern).
    fn grid() -> [u8; CELLS] {
        std::array::from_fn(|i| {
            let (r, c) = (i / 9, i % 9);
            ((r * 3 + r / 3 + c) % 9) as u8 + 1
        })
    }

    fn clues(s: &str) -> [u8; CELLS] {
        let b: Vec<u8> = s
            .bytes()
            .map(|c| if c.is_ascii_digit() { c - b'0' } else { 0 })
            .collect();
        b.try_into().expect("81 cells")
    }

    fn assert_valid(clues: &[u8; CELLS], sol: &[u8; CELLS]) {
        let mut b = Board::new(Variant::Sudoku);
        for i in 0..CELLS {
            assert!(clues[i] == 0 || clues[i] == sol[i], "given {i} changed");
            b.cells[i] = Cell::placed(sol[i]);
        }
        assert!(rules::is_solved(&b), "{:?}", rules::conflicts(&b));
    }

    #[test]
    fn a_solution_without_a_clue_decides_whether_it_can_go() {
        // top1465's first puzzle is unique; each clue removed in turn: the
        // puzzle stays unique exactly when no solution avoids that clue's digit.
        let top = clues(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        );
        let mut stays = 0;
        for i in (0..CELLS).filter(|&i| top[i] != 0) {
            let mut fewer = top;
            fewer[i] = 0;
            let other = has_solution_without(&fewer, i, top[i]);
            assert_eq!(other, count_clues(&fewer, 2) == 2, "clue {i}");
            stays += usize::from(!other);
        }
        assert_eq!(stays, 0, "top1465's first puzzle is minimal");
        // A full grid less one cell: the cell can only take its digit.
        let mut full = grid();
        full[40] = 0;
        assert!(!has_solution_without(&full, 40, grid()[40]));
        assert!(has_solution_without(&full, 40, grid()[40] % 9 + 1));
    }

    #[test]
    fn tables_hold_the_permutations() {
        assert_eq!(COMPLEX[0x1ff], 0x1ff);
        assert_eq!(COMPLEX[0b100_010_001], 0b100_010_001);
        // Row 0 only in box 0: the other rows lose box 0.
        assert_eq!(COMPLEX[0b110_110_001], 0b110_110_001);
        assert_eq!(COMPLEX[0b111_111_000], 0);
        assert_eq!(SHRINK[0b100_000_001], 0b101);
        assert_eq!(
            PEERS[0][0].count_ones() + PEERS[0][1].count_ones() + PEERS[0][2].count_ones(),
            20
        );
        assert_eq!(row_singles(0b000_000_100 | 0b011 << 9), 0b100);
    }

    /// True when cells `i` and `j` (different) share a row, column or box.
    fn sees(i: usize, j: usize) -> bool {
        i != j && (j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3))
    }

    /// Counts solutions up to `limit` by plain backtracking (the reference).
    fn count_slowly(clues: &mut [u8; CELLS], limit: usize) -> usize {
        let clash =
            |clues: &[u8; CELLS], i: usize, d: u8| (0..CELLS).any(|j| clues[j] == d && sees(i, j));
        if (0..CELLS).any(|i| clues[i] != 0 && clash(clues, i, clues[i])) {
            return 0;
        }
        count_open(clues, limit, &clash)
    }

    /// [`count_slowly`] once the clues are known not to clash.
    fn count_open(
        clues: &mut [u8; CELLS],
        limit: usize,
        clash: &dyn Fn(&[u8; CELLS], usize, u8) -> bool,
    ) -> usize {
        let Some(i) = clues.iter().position(|&d| d == 0) else {
            return 1;
        };
        let mut n = 0;
        for d in 1..=9 {
            if !clash(clues, i, d) {
                clues[i] = d;
                n += count_open(clues, limit - n, clash);
                clues[i] = 0;
                if n >= limit {
                    break;
                }
            }
        }
        n
    }

    #[test]
    fn counts_match_plain_backtracking() {
        let sol = grid();
        let mut rng = crate::rng::Rng::new(0x9e37_79b9_7f4a_7c15);
        let mut next = move || rng.next_u64();
        let mut seen = [0; 4];
        for round in 0..40 {
            // The cells of 36 to 49 random draws of a relabelled grid, now and
            // then with a stray digit: none, one, several or many solutions.
            let relabel: Vec<u8> = {
                let mut v: Vec<u8> = (1..=9).collect();
                for k in (1..9).rev() {
                    v.swap(k, (next() % (k as u64 + 1)) as usize);
                }
                v
            };
            let keep = 36 + (next() % 14) as usize;
            let mut clues = [0u8; CELLS];
            for _ in 0..keep {
                let i = (next() % 81) as usize;
                clues[i] = relabel[sol[i] as usize - 1];
            }
            if round % 4 == 3 {
                clues[(next() % 81) as usize] = 1 + (next() % 9) as u8;
            }
            let fast = count_clues(&clues, 30);
            let slow = count_slowly(&mut clues.clone(), 30);
            assert_eq!(fast, slow, "round {round}: {clues:?}");
            assert_eq!(count_clues(&clues, 2), slow.min(2), "round {round}");
            assert_eq!(search(&clues, 2).count, slow.min(2), "round {round}");
            seen[match fast {
                0 | 1 => fast,
                30 => 3,
                _ => 2,
            }] += 1;
            if let Solution::Multiple(a, b) = solve_clues(&clues) {
                assert_ne!(a, b);
                assert_valid(&clues, &a);
                assert_valid(&clues, &b);
            }
        }
        assert!(seen.iter().all(|&n| n > 0), "cases seen: {seen:?}");
    }

    #[test]
    fn a_deadly_rectangle_makes_two_solutions() {
        let grid = clues(
            "841267359295348671376159824153426798968571243724893165432785916519632487687914532",
        );
        // r1c1, r1c7, r3c1, r3c7 hold 8 3 / 3 8 in two boxes: blanked, the
        // digits can swap, and counting to 2 may stop at the first solution.
        let mut two = grid;
        for i in [0, 6, 18, 24] {
            two[i] = 0;
        }
        assert_eq!(count_clues(&two, 2), 2);
        assert_eq!(count_clues(&two, 5), 2);
        assert_eq!(search(&two, 2).count, 2);
        // The same pattern over four boxes (r1c1, r1c8, r8c1, r8c8: 8 5 / 5 8)
        // cannot swap: one solution.
        let mut one = grid;
        for i in [0, 7, 63, 70] {
            one[i] = 0;
        }
        assert_eq!(count_clues(&one, 2), 1);
        // A clue in the rectangle forbids the swap.
        two[24] = grid[24];
        assert_eq!(count_clues(&two, 2), 1);
        // The test itself, on that grid as a first solution (digit indices).
        let full = State::new(&grid).expect("a valid grid");
        let swaps = |blank: &[usize], x: usize, digits: u32| {
            let mut c = grid;
            for &i in blank {
                c[i] = 0;
            }
            let mut found = Found::new();
            let mut tally = Counting::new(&mut found, 2, false, &State::new(&c).unwrap());
            tally.first = full.planes;
            tally.swaps(x, digits)
        };
        let (three, five, eight) = (1 << 2, 1 << 4, 1 << 7);
        assert!(swaps(&[0, 6, 18, 24], 0, eight | three));
        assert!(swaps(&[0, 6, 18, 24], 24, eight | three | five));
        assert!(!swaps(&[0, 6, 18], 0, eight | three), "r3c7 is a clue");
        assert!(
            !swaps(&[0, 6, 18, 24], 0, eight | five),
            "no 8 5 / 5 8 there"
        );
        assert!(!swaps(&[0, 7, 63, 70], 0, eight | five), "four boxes");
        // Random blanks of that grid (which has rectangles of both kinds):
        // the count that may stop at a rectangle is the one that searches on.
        let mut rng = crate::rng::Rng::new(0x005e_ed0f_2ec7);
        let mut many = 0;
        for round in 0..300 {
            let mut c = grid;
            let blanks = 45 + (rng.next_u64() % 30) as usize;
            for _ in 0..blanks {
                c[(rng.next_u64() % 81) as usize] = 0;
            }
            let n = search(&c, 2).count;
            assert_eq!(count_clues(&c, 2), n, "round {round}: {c:?}");
            many += usize::from(n == 2);
        }
        assert!(many > 50 && many < 250, "{many} of 300 with two solutions");
    }

    #[test]
    fn a_grid_minus_one_cell_is_unique() {
        let sol = grid();
        let mut c = sol;
        c[40] = 0;
        assert_eq!(solve_clues(&c), Solution::Unique(sol));
        c[..9].fill(0);
        assert_eq!(solve_clues(&c), Solution::Unique(sol));
    }

    #[test]
    fn an_empty_grid_has_many_solutions() {
        let empty = [0; CELLS];
        let Solution::Multiple(a, b) = solve_clues(&empty) else {
            panic!("expected several solutions");
        };
        assert_ne!(a, b);
        assert_valid(&empty, &a);
        assert_valid(&empty, &b);
        assert_eq!(count_clues(&empty, 100), 100);
        assert_eq!(count_clues(&empty, 0), 0);
    }

    #[test]
    fn clashing_clues_have_no_solution() {
        let mut c = [0; CELLS];
        c[0] = 5;
        c[20] = 5; // same box
        assert_eq!(solve_clues(&c), Solution::None);
        c[20] = 0;
        c[72] = 5; // same column
        assert_eq!(solve_clues(&c), Solution::None);
        c[72] = 10;
        assert_eq!(solve_clues(&c), Solution::None);
    }

    #[test]
    fn a_hard_puzzle_is_solved() {
        // The first of magictour's top1465.
        let c = clues(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        );
        let Solution::Unique(sol) = solve_clues(&c) else {
            panic!("expected one solution");
        };
        assert_valid(&c, &sol);
    }

    #[test]
    fn unsolvable_without_a_direct_clash() {
        // r1c1..r1c8 hold 1..8, and r2c9 holds 9: r1c9 has no digit left.
        let mut c = [0; CELLS];
        for (i, d) in (1..=8).enumerate() {
            c[i] = d;
        }
        c[17] = 9;
        assert_eq!(solve_clues(&c), Solution::None);
    }
}
