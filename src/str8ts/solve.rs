//! The exact Str8ts solver: solve a puzzle, test a position, count solutions.
//!
//! # Algorithm
//!
//! Every white cell carries a candidate set (a 9-bit [`Mask`]); black cells
//! carry none. Per digit, a 128-bit set holds the cells that may still have
//! it (a superset), so striking a digit only visits cells that may lose it.
//! Every compartment keeps, up to date with each change, how many of its
//! cells can take each digit (as four bit planes: plane `p` holds bit `p`
//! of every digit's count, so one change to a cell updates all nine counts
//! with a few bit operations), hence its *possible* digits (the union of
//! the planes), those with two or more places (the union of the upper
//! three), and its *known* (single) digits (looked at only when some digit
//! that left a cell is down to one place), and the starts
//! of its runs still possible. Propagation runs to a fixpoint, driven by
//! work sets (cells that just became singles, compartments whose possible,
//! doubled or known digits changed, lines whose compartments lost runs):
//!
//! 1. **Row/column uniqueness.** A cell left with one candidate is placed:
//!    its digit is struck from the open cells of its row and column (black
//!    clues and givens are struck at the start). A digit its row or column
//!    already holds, two singles with one digit in a compartment, or a cell
//!    left without candidates is a contradiction.
//! 2. **Compartment ranges.** A compartment of length `L` holds one run of
//!    `L` consecutive digits. A run is still possible when it contains the
//!    known digits and every one of its digits is possible in the
//!    compartment (as in [`rules::straight_digits`](super::rules::straight_digits);
//!    the starts of the runs of `L` possible digits, and the union of the
//!    runs of some starts, come from 10 KB tables). Every cell is
//!    restricted to the union of the possible runs; no possible run is a
//!    contradiction, checked as soon as a compartment loses a possible
//!    digit. The possible starts are kept, so that runs ruled out by steps
//!    4 and 5 stay out.
//! 3. **Sure digits.** The digits common to all possible runs must be in the
//!    compartment: one that only one cell can take is placed there, and all
//!    are struck from the rest of the row or column.
//! 4. **Complete assignments.** A compartment with two to six open cells is
//!    checked exactly: for each possible run, the digits it still needs must
//!    go one to each open cell. A perfect matching (augmenting paths on bit
//!    masks) says whether the run fits; a candidate belongs to some complete
//!    assignment when it is the cell's mate or its owner can reach the cell
//!    back by alternating paths (Régin's all-different filtering). Other
//!    candidates and runs go. This covers naked and hidden pairs, triples...
//!    inside compartments.
//! 5. **Line runs.** The runs of the compartments of one line are disjoint
//!    (no digit repeats in a line). Disjoint runs are ordered by digit, so
//!    one sweep up the digits finds which subsets of the line's
//!    compartments fit below each digit and one sweep down which fit above
//!    it (sets of subsets as 32-bit masks); a run stays when the other
//!    compartments split into a subset below it and the rest above. Only
//!    the lines whose compartments lost runs are looked at, and lines whose
//!    compartments share no possible digit are skipped.
//! 6. **Setti's rule.** A digit fills as many rows as columns. Counting, per
//!    digit, the rows and columns that must hold it (a sure digit of one of
//!    their compartments) and those that can gives bounds on that number;
//!    when they meet, the digit leaves the lines that need not hold it, or
//!    enters those that can (when one compartment of the line can take it).
//!    Bounds that cross are a contradiction.
//!
//! Steps 1-3 run first, step 4 on the compartments changed since, step 6
//! once the others are at rest, step 5 when all are; then all again until
//! nothing changes. The search branches on the open cell with the fewest
//! candidates per failure weight of its two compartments (dom/wdeg: each
//! contradiction adds to the weights of the compartments it came from),
//! ties going to the cell with the most open peers. Each digit is tried on
//! a copy of the state (about 2 KB on the stack; the last digit reuses it).
//! Counting stops as soon as `limit` solutions are found, so
//! `count_solutions(b, 2)` is the uniqueness test of the generator. It is
//! exact, with no node budget: every deduction is sound (steps 4 to 6 only
//! prune, so running them more or less often changes the work, never the
//! count), and a leaf counts only once every cell is placed with every
//! row, column and compartment checked.
//!
//! **Restarts.** On sparse boards (few blacks and givens) a depth-first
//! search has a heavy tail: an early wrong choice can leave millions of
//! dead subtrees to exhaust, and boards with thousands of solutions ran
//! for minutes. So a run that has visited `RESTART_NODES` (1,000) nodes stops and
//! the search starts again from the root, keeping the failure weights it
//! learnt and, every other run, breaking ties between equal cells
//! differently (runs in the plain order keep unsatisfiable boards, whose
//! proofs random orders can make endless, within reach); each run may
//! visit twice as many nodes as the one before, so a board whose proof
//! needs many nodes in every order still gets a run long enough, after
//! about as many nodes again in the runs before it. Puzzles, even the
//! hardest published ones, finish in a few hundred nodes and never
//! restart. A run that stops keeps the solutions it found, and a later run
//! does not count them again; restarts end once more than two solutions
//! are found (only two are kept to recognise), and that run goes on to the
//! end. On 200,000 random boards of the tests' reference generator,
//! restarts with new tie-breaks in every run (before the plain-order runs
//! were interleaved) cut the nodes from over 85 million (three boards
//! still unfinished at 20 million nodes each) to 2.8 million, the most for
//! one board from over 20 million to one million; fixed cut-offs (the Luby
//! sequence) or restarts without the new tie-break did worse.
//!
//! [`Solver`] holds the precomputed geometry of one black layout
//! (compartments, lines and peers as fixed arrays and bit sets) and solves
//! any clues on it without touching the heap, so a generator can build it
//! once and call [`Solver::count`] many times with different clues.

use crate::board::{Board, Mask, ALL_DIGITS, CELLS};
pub use crate::outcome::{position_clues, puzzle_clues, Found, Solution};
use crate::str8ts::geometry::{bit, Geometry, MAX_COMPARTMENTS};
use crate::str8ts::runs::{holding, run_common, run_starts, run_union};

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

/// Search nodes before the first restart; each later run may visit twice
/// as many as the one before (see the module documentation).
const RESTART_NODES: usize = 1000;

/// Most open cells for which a compartment is checked by complete
/// assignments (larger ones rarely lose candidates that way).
const MATCH_MAX: usize = 6;

/// The lowest member of a non-empty 128-bit set, removed from it.
#[inline]
fn pop(set: &mut u128) -> usize {
    let i = set.trailing_zeros() as usize;
    *set &= *set - 1;
    i
}

/// `DIGIT_COUNT[m]`: the number of digits of mask `m` (a lookup: the
/// portable x86-64 build has no popcount instruction).
static DIGIT_COUNT: [u8; 512] = {
    let mut t = [0; 512];
    let mut m = 1;
    while m < 512 {
        t[m] = t[m >> 1] + (m & 1) as u8;
        m += 1;
    }
    t
};

/// True for a mask with at most one digit.
#[inline]
fn is_single(m: Mask) -> bool {
    m & m.wrapping_sub(1) == 0
}

/// For each compartment `j` of a line (up to 5), the subsets of the line's
/// compartments without `j`, as a 32-bit set of subsets (bit `S` for subset `S`).
const WITHOUT: [u32; 5] = [
    0x5555_5555,
    0x3333_3333,
    0x0f0f_0f0f,
    0x00ff_00ff,
    0x0000_ffff,
];

/// For compartments of one line with possible run starts `starts` and
/// lengths `lens`, the starts that belong to some choice of pairwise
/// disjoint runs, one per compartment.
///
/// Disjoint runs are ordered by digit, so a sweep up the digits finds the
/// subsets of compartments that fit below each digit, and a sweep down those
/// that fit above it (stored by complement). A start is kept when the other
/// compartments split into a subset that fits below its run and the rest
/// above it.
fn disjoint_runs(starts: &[Mask], lens: &[usize]) -> [Mask; 5] {
    let n = starts.len();
    let mut support = [0 as Mask; 5];
    let mut seen = 0;
    let mut apart = true;
    for j in 0..n {
        let union = run_union(starts[j], lens[j]);
        apart &= seen & union == 0 && union != 0;
        seen |= union;
        support[j] = starts[j];
    }
    if apart {
        // No two compartments share a possible digit: every choice is disjoint.
        return support;
    }
    let full = (1u32 << n) - 1;
    // below[p]: bit S when the compartments of S fit in digits (bits) 0..p.
    let mut below = [0u32; 10];
    // above[p]: bit full^S when the compartments of S fit in digits p..9.
    let mut above = [0u32; 10];
    below[0] = 1;
    above[9] = 1 << full;
    for p in 0..9 {
        below[p + 1] |= below[p];
        for j in (0..n).filter(|&j| starts[j] >> p & 1 != 0) {
            below[p + lens[j]] |= (below[p] & WITHOUT[j]) << (1 << j);
        }
    }
    for p in (0..9).rev() {
        above[p] |= above[p + 1];
        for j in (0..n).filter(|&j| starts[j] >> p & 1 != 0) {
            above[p] |= (above[p + lens[j]] & !WITHOUT[j]) >> (1 << j);
        }
    }
    for j in 0..n {
        support[j] = 0;
        let mut rest = starts[j];
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if (below[p] & WITHOUT[j]) << (1 << j) & above[p + lens[j]] != 0 {
                support[j] |= 1 << p;
            }
        }
    }
    support
}

/// No cell or digit (in a matching).
const NONE: u8 = u8::MAX;

/// The cells reachable from the cells `from` along `edges` (`from` included).
fn closure_from(edges: &[u16; 9], from: u16) -> u16 {
    let (mut seen, mut frontier) = (from, from);
    while frontier != 0 {
        let mut next = 0;
        while frontier != 0 {
            next |= edges[frontier.trailing_zeros() as usize];
            frontier &= frontier - 1;
        }
        frontier = next & !seen;
        seen |= next;
    }
    seen
}

/// A perfect matching of open cells to needed digits, grown one cell at a
/// time by augmenting paths (Kuhn's algorithm on bit masks).
struct Matching<'a> {
    /// Candidates of each open cell, within the needed digits.
    cands: &'a [Mask],
    /// Digit (bit index) of each cell.
    mate: [u8; 9],
    /// Cell holding each digit (bit index), `NONE` for none.
    owner: [u8; 9],
    /// Digits no cell holds yet.
    free: Mask,
}

impl<'a> Matching<'a> {
    /// A perfect matching of `cands` (each within the `cands.len()` needed
    /// digits), if there is one.
    fn of(cands: &'a [Mask]) -> Option<Matching<'a>> {
        let mut m = Matching {
            cands,
            mate: [NONE; 9],
            owner: [NONE; 9],
            free: cands.iter().fold(0, |a, &c| a | c),
        };
        for (j, &c) in cands.iter().enumerate() {
            let f = c & m.free;
            if f != 0 {
                let b = f.trailing_zeros() as usize;
                m.free ^= 1 << b;
                m.mate[j] = b as u8;
                m.owner[b] = j as u8;
            } else {
                let mut seen = 0;
                if !m.augment(j, &mut seen) {
                    return None;
                }
            }
        }
        Some(m)
    }

    /// Finds a digit for cell `j`, moving other cells along the way.
    fn augment(&mut self, j: usize, seen: &mut Mask) -> bool {
        let mut options = self.cands[j] & !*seen;
        *seen |= options;
        while options != 0 {
            let b = options.trailing_zeros() as usize;
            options &= options - 1;
            let o = self.owner[b];
            if o == NONE {
                self.free &= !(1 << b);
            }
            if o == NONE || self.augment(o as usize, seen) {
                self.mate[j] = b as u8;
                self.owner[b] = j as u8;
                return true;
            }
        }
        false
    }

    /// For every cell, the digits it takes in some perfect matching: its
    /// mate, and any digit whose owner can reach it back by alternating
    /// paths (the two then lie on one alternating cycle).
    fn supports(&self, support: &mut [Mask; 9]) {
        let k = self.cands.len();
        let all = (1u16 << k) - 1;
        // next[j]: cells j points to (the owners of its other digits); back: reversed.
        let mut next = [0u16; 9];
        let mut back = [0u16; 9];
        for (j, (&c, &mate)) in self.cands.iter().zip(&self.mate).enumerate() {
            let mut others = c & !(1 << mate);
            while others != 0 {
                let o = self.owner[others.trailing_zeros() as usize] as usize;
                others &= others - 1;
                next[j] |= 1 << o;
                back[o] |= 1 << j;
            }
        }
        if closure_from(&next, 1) == all && closure_from(&back, 1) == all {
            // One strongly connected graph: every candidate lies on a cycle.
            for (s, &c) in support.iter_mut().zip(self.cands) {
                *s |= c;
            }
            return;
        }
        let mut reach = next;
        for m in 0..k {
            let via = reach[m];
            for r in reach.iter_mut().take(k) {
                *r |= via & 0u16.wrapping_sub((*r >> m) & 1);
            }
        }
        for (j, (&c, &mate)) in self.cands.iter().zip(&self.mate).enumerate() {
            let mut s = 1 << mate;
            let mut others = c & !s;
            while others != 0 {
                let b = others.trailing_zeros() as usize;
                others &= others - 1;
                if reach[self.owner[b] as usize] >> j & 1 != 0 {
                    s |= 1 << b;
                }
            }
            support[j] |= s;
        }
    }
}

/// For every 9-bit mask, one 4-bit counter per digit holding its bit.
const SPREAD: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let mut b = 0;
        while b < 9 {
            t[m] |= ((m as u64 >> b) & 1) << (4 * b);
            b += 1;
        }
        m += 1;
    }
    t
};

/// Adds one to the count (as four bit planes) of every digit of `m`.
#[inline]
fn add_one(planes: &mut [Mask; 4], m: Mask) {
    let mut carry = m;
    for p in planes.iter_mut() {
        let next = *p & carry;
        *p ^= carry;
        carry = next;
    }
}

/// Takes one from the count (as four bit planes) of every digit of `m`
/// (each must be at least 1), borrowing plane by plane without branches.
#[inline]
fn take_one(planes: &mut [Mask; 4], m: Mask) {
    let mut borrow = m;
    for p in planes.iter_mut() {
        let next = !*p & borrow;
        *p ^= borrow;
        borrow = next;
    }
}

/// The digits with a count (as four bit planes) of at least one, and of at least two.
#[inline]
fn places(planes: &[Mask; 4]) -> (Mask, Mask) {
    let [ones, twos, fours, eights] = *planes;
    let twice = twos | fours | eights;
    (ones | twice, twice)
}

/// For each digit (4 bits per digit), in how many of `masks` it is.
#[inline]
fn digit_counts(masks: &[Mask]) -> u64 {
    masks.iter().map(|&m| SPREAD[m as usize]).sum()
}

/// The two compartments of white cell `i` as a set.
#[inline]
fn comp_set(g: &Geometry, i: usize) -> u128 {
    bit(g.across(i)) | bit(g.down(i))
}

/// A contradiction: the current branch has no solution.
#[derive(Clone, Copy, Debug)]
struct Dead;

/// The outcome of one propagation step.
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
    /// Number of open cells in each line (rows 0..9, columns 9..18).
    open_count: [u8; 18],
    /// For each digit (bit index), the open cells that may still have it as
    /// a candidate: a superset (strikes clear it, other narrowing does not),
    /// so that a strike skips most cells without the digit.
    has: [u128; 9],
    /// Open cells with a single candidate, waiting to be placed.
    pending: u128,
    /// Compartments to re-examine by ranges and sure digits.
    dirty: u128,
    /// Compartments to re-examine by complete assignments.
    deep: u128,
    /// For each compartment, how many of its cells can take each digit, as
    /// four bit planes (plane `p` holds bit `p` of every digit's count).
    counts: [[Mask; 4]; MAX_COMPARTMENTS],
    /// For each compartment, the digits some of its cells can take.
    possible: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the digits two or more of its cells can take.
    twice: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the digits of its cells with one candidate.
    known: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the sure digits already struck from the rest of its line.
    struck: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the starts of its runs still possible (never
    /// more than [`run_starts`] of its possible and known digits).
    starts: [Mask; MAX_COMPARTMENTS],
    /// Lines (rows 0..9, columns 9..18) some of whose compartments lost
    /// runs since [`State::line_runs`] last looked at them.
    lines: u32,
}

impl State {
    /// The starting state of `clues` on `g`, or `Dead` if the clues clash.
    fn new(g: &Geometry, clues: &[u8; CELLS]) -> Result<State, Dead> {
        let all = bit(g.count()) - 1;
        let mut s = State {
            cand: [0; CELLS],
            row_used: [0; 9],
            col_used: [0; 9],
            open: g.white(),
            has: [g.white(); 9],
            pending: 0,
            dirty: all,
            deep: all,
            counts: [[0; 4]; MAX_COMPARTMENTS],
            possible: [0; MAX_COMPARTMENTS],
            twice: [0; MAX_COMPARTMENTS],
            known: [0; MAX_COMPARTMENTS],
            struck: [0; MAX_COMPARTMENTS],
            starts: [0; MAX_COMPARTMENTS],
            lines: (1 << 18) - 1,
            open_count: std::array::from_fn(|l| g.line_cells(l).count_ones() as u8),
        };
        for i in (0..CELLS).filter(|&i| g.is_black(i) && clues[i] != 0) {
            s.use_digit(i, digit(clues[i])?)?;
        }
        // Givens leave their peers at once (placing them strikes nothing more).
        let mut rows = s.row_used;
        let mut cols = s.col_used;
        for i in (0..CELLS).filter(|&i| !g.is_black(i) && clues[i] != 0) {
            let d = digit(clues[i])?;
            rows[i / 9] |= d;
            cols[i % 9] |= d;
        }
        for i in (0..CELLS).filter(|&i| !g.is_black(i)) {
            let used = rows[i / 9] | cols[i % 9];
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
            for k in [g.across(i), g.down(i)] {
                add_one(&mut s.counts[k], s.cand[i]);
                if is_single(s.cand[i]) {
                    s.known[k] |= s.cand[i];
                }
            }
        }
        for k in 0..g.count() {
            (s.possible[k], s.twice[k]) = places(&s.counts[k]);
            s.starts[k] = run_starts(s.possible[k], s.known[k], g.len(k));
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

    /// Narrows cell `i` to the mask `m`, scheduling the follow-ups.
    #[inline]
    fn set(&mut self, g: &Geometry, i: usize, m: Mask) -> Step {
        if m == 0 {
            return Err(Dead);
        }
        let gone = self.cand[i] & !m;
        self.cand[i] = m;
        let single = is_single(m);
        if single {
            self.pending |= bit(i) & self.open;
        }
        self.count_out(g, g.across(i), gone, m, single)?;
        self.count_out(g, g.down(i), gone, m, single)
    }

    /// Compartment `k` lost the candidates `gone` of a cell now holding
    /// `m`: updates its counters and marks it for a new look if its
    /// possible, doubled or known digits changed. The common case, every
    /// digit gone still having two or more places, returns at once.
    #[inline(always)]
    fn count_out(&mut self, g: &Geometry, k: usize, gone: Mask, m: Mask, single: bool) -> Step {
        let planes = &mut self.counts[k];
        take_one(planes, gone);
        let (possible, twice) = places(planes);
        if !single && gone & !twice == 0 {
            // Every digit gone still has two or more places: nothing changes.
            return Ok(());
        }
        let mut known = self.known[k];
        if single {
            if known & m != 0 {
                return Err(Dead);
            }
            known |= m;
        }
        let narrowed = possible != self.possible[k] || known != self.known[k];
        let changed = narrowed || twice != self.twice[k];
        self.possible[k] = possible;
        self.twice[k] = twice;
        self.known[k] = known;
        if narrowed {
            // A quick check now saves propagating into a dead end.
            let starts = self.starts[k] & run_starts(possible, known, g.len(k));
            if starts == 0 {
                return Err(Dead);
            }
            if starts != self.starts[k] {
                self.starts[k] = starts;
                self.lines |= 1 << g.line(k);
            }
        }
        if changed {
            self.dirty |= bit(k);
            self.deep |= bit(k);
        }
        Ok(())
    }

    /// Tries digit mask `d` in open cell `i` (a branch of the search).
    fn choose(&mut self, g: &Geometry, i: usize, d: Mask) -> Result<(), u128> {
        self.set(g, i, d).map_err(|_| comp_set(g, i))
    }

    /// Removes the digits `m` from the open cells of `cells`, visiting only
    /// those that may have them.
    #[inline]
    fn strike(&mut self, g: &Geometry, cells: u128, m: Mask) -> Step {
        let mut digits = m;
        let mut hit = 0;
        while digits != 0 {
            let b = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            hit |= self.has[b];
            self.has[b] &= !cells;
        }
        let mut cells = cells & hit & self.open;
        while cells != 0 {
            let i = pop(&mut cells);
            if self.cand[i] & m != 0 {
                self.set(g, i, self.cand[i] & !m)?;
            }
        }
        Ok(())
    }

    /// Places the single candidate of cell `i` and strikes it from its peers.
    fn place(&mut self, g: &Geometry, i: usize) -> Step {
        self.open &= !bit(i);
        self.open_count[i / 9] -= 1;
        self.open_count[9 + i % 9] -= 1;
        let m = self.cand[i];
        self.use_digit(i, m)?;
        self.strike(g, g.peer_set(i), m)
    }

    /// Applies compartment ranges and sure digits to compartment `k`,
    /// `extra` being digits it is known to need.
    fn compartment(&mut self, g: &Geometry, k: usize, extra: Mask) -> Step {
        let starts = self.starts[k] & holding(extra, g.len(k));
        self.compartment_runs(g, k, starts)
    }

    /// Restricts compartment `k` to the runs starting at `starts`.
    fn compartment_runs(&mut self, g: &Geometry, k: usize, starts: Mask) -> Step {
        let cells = g.cells(k);
        let possible = self.possible[k];
        if starts == 0 {
            return Err(Dead);
        }
        if starts != self.starts[k] {
            self.starts[k] = starts;
            self.lines |= 1 << g.line(k);
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
            let mut lone = sure & !self.known[k] & !self.twice[k];
            while lone != 0 {
                let d = lone & lone.wrapping_neg();
                lone ^= d;
                self.place_in(g, cells, d)?;
            }
            let new = sure & !self.struck[k];
            if new != 0 {
                self.struck[k] |= new;
                self.strike(g, g.rest(k), new)?;
            }
        }
        Ok(())
    }

    /// Places digit `d` in the one cell of `cells` that can hold it.
    fn place_in(&mut self, g: &Geometry, cells: &[u8], d: Mask) -> Step {
        for &i in cells {
            let i = i as usize;
            if self.cand[i] & d != 0 {
                return if self.cand[i] == d {
                    Ok(())
                } else {
                    self.set(g, i, d)
                };
            }
        }
        Err(Dead)
    }

    /// Checks compartment `k` by complete assignments when it has few open cells.
    fn compartment_matchings(&mut self, g: &Geometry, k: usize) -> Step {
        let cells = g.cells(k);
        // One open cell: the ranges already say all (singles have distinct digits).
        let known = self.known[k];
        let n = cells.len() - DIGIT_COUNT[known as usize] as usize;
        if n <= 1 || n > MATCH_MAX {
            return Ok(());
        }
        let mut open = [0u8; MATCH_MAX];
        let mut cands = [0 as Mask; MATCH_MAX];
        let mut j = 0;
        for &i in cells {
            let m = self.cand[i as usize];
            if !is_single(m) {
                open[j] = i;
                cands[j] = m;
                j += 1;
            }
        }
        // The invariants the matching relies on: the open cells are those
        // without a known digit, and every run still open holds the known
        // digits, so each run needs exactly one digit per open cell.
        debug_assert_eq!(j, n, "open cells of compartment {k}");
        debug_assert_eq!(
            self.starts[k] & !holding(known, cells.len()),
            0,
            "stale runs of compartment {k}"
        );
        let (kept, support) = fitting_runs(&cands[..n], known, self.starts[k], cells.len());
        if kept == 0 {
            return Err(Dead);
        }
        if kept != self.starts[k] {
            self.starts[k] = kept;
            self.lines |= 1 << g.line(k);
        }
        for j in 0..n {
            let i = open[j] as usize;
            if self.cand[i] & !support[j] != 0 {
                self.set(g, i, self.cand[i] & support[j])?;
            }
        }
        let new = run_common(kept, cells.len()) & !self.struck[k];
        if new != 0 {
            self.struck[k] |= new;
            self.strike(g, g.rest(k), new)?;
        }
        Ok(())
    }

    /// The runs of the compartments of a line are disjoint: keeps the runs
    /// of each compartment that fit beside some runs of the others.
    fn line_runs(&mut self, g: &Geometry) -> Step {
        while self.lines != 0 {
            let line = self.lines.trailing_zeros() as usize;
            self.lines &= self.lines - 1;
            let mut comps = g.line_comp_set(line);
            if comps & comps.wrapping_sub(1) == 0 {
                continue;
            }
            let mut ks = [0usize; 5];
            let mut starts = [0 as Mask; 5];
            let mut lens = [0usize; 5];
            let mut n = 0;
            while comps != 0 {
                let k = pop(&mut comps);
                ks[n] = k;
                lens[n] = g.len(k);
                starts[n] = self.starts[k];
                n += 1;
            }
            let support = disjoint_runs(&starts[..n], &lens[..n]);
            for j in 0..n {
                // Narrowing one compartment propagates and may narrow the
                // next ones: keep only starts that are still open now.
                let kept = support[j] & self.starts[ks[j]];
                if kept != self.starts[ks[j]] {
                    // Already at rest for this line: no need to look again.
                    self.starts[ks[j]] = kept;
                    self.compartment_runs(g, ks[j], kept)?;
                }
            }
        }
        Ok(())
    }

    /// Setti's rule for every digit.
    fn setti(&mut self, g: &Geometry) -> Step {
        let mut can = [0 as Mask; 18];
        let mut must = [0 as Mask; 18];
        for k in 0..g.count() {
            let len = g.len(k);
            let starts = self.starts[k];
            let line = g.line(k);
            can[line] |= self.possible[k];
            must[line] |= run_common(starts, len);
        }
        let counts = [
            digit_counts(&can[..9]),
            digit_counts(&must[..9]),
            digit_counts(&can[9..]),
            digit_counts(&must[9..]),
        ];
        for b in 0..9 {
            let [rc, rm, cc, cm] = counts.map(|c| (c >> (4 * b)) & 15);
            let (lo, hi) = (rm.max(cm), rc.min(cc));
            if lo > hi {
                return Err(Dead);
            }
            let d = 1 << b;
            if rm < rc && (hi == rm || lo == rc) {
                self.settle(g, 0..9, &can, &must, d, hi == rm)?;
            }
            if cm < cc && (hi == cm || lo == cc) {
                self.settle(g, 9..18, &can, &must, d, hi == cm)?;
            }
        }
        Ok(())
    }

    /// Digit `d` leaves (`strike`) or must enter the `lines` that can but
    /// need not hold it.
    fn settle(
        &mut self,
        g: &Geometry,
        lines: std::ops::Range<usize>,
        can: &[Mask; 18],
        must: &[Mask; 18],
        d: Mask,
        strike: bool,
    ) -> Step {
        for line in lines {
            if can[line] & !must[line] & d == 0 {
                continue;
            }
            if strike {
                self.strike(g, g.line_cells(line), d)?;
                continue;
            }
            let mut comps = 0;
            let mut cells = g.line_cells(line) & self.open;
            while cells != 0 {
                let i = pop(&mut cells);
                if self.cand[i] & d != 0 {
                    comps |= comp_set(g, i);
                }
            }
            comps &= g.line_comp_set(line);
            if comps != 0 && comps & (comps - 1) == 0 {
                self.compartment(g, comps.trailing_zeros() as usize, d)?;
            }
        }
        Ok(())
    }

    /// Propagates to a fixpoint. On a contradiction, returns the
    /// compartments to blame (as a bit set).
    fn propagate(&mut self, g: &Geometry) -> Result<(), u128> {
        loop {
            self.propagate_local(g)?;
            self.setti(g).map_err(|_| 0u128)?;
            if self.pending | self.dirty | self.deep == 0 {
                self.line_runs(g).map_err(|_| 0u128)?;
            }
            if self.pending | self.dirty | self.deep == 0 {
                return Ok(());
            }
        }
    }

    /// Propagates steps 1 to 4 to a fixpoint (single cells first, then
    /// ranges and sure digits, then complete assignments).
    fn propagate_local(&mut self, g: &Geometry) -> Result<(), u128> {
        loop {
            if self.pending != 0 {
                let i = pop(&mut self.pending);
                self.place(g, i).map_err(|_| comp_set(g, i))?;
            } else if self.dirty != 0 {
                let k = pop(&mut self.dirty);
                self.compartment(g, k, 0).map_err(|_| bit(k))?;
            } else if self.deep != 0 {
                let k = self.deep.trailing_zeros() as usize;
                self.compartment_matchings(g, k).map_err(|_| bit(k))?;
                self.deep &= !bit(k);
            } else {
                return Ok(());
            }
        }
    }

    /// The open cell to branch on: fewest candidates per failure weight of
    /// its compartments, then most open peers, then the lowest `ties`.
    fn branch_cell(
        &self,
        g: &Geometry,
        weights: &[u32; MAX_COMPARTMENTS],
        ties: &[u8; CELLS],
    ) -> Option<usize> {
        let mut open = self.open;
        let lines = &self.open_count;
        let (mut best, mut best_n, mut best_w) = (None, 1u64, 0u64);
        while open != 0 {
            let i = pop(&mut open);
            let n = DIGIT_COUNT[self.cand[i] as usize] as u64;
            let w = (weights[g.across(i)] + weights[g.down(i)]) as u64;
            let w = (w * 64 + (lines[i / 9] + lines[9 + i % 9]) as u64) * 16 + ties[i] as u64;
            if n * best_w < best_n * w {
                (best, best_n, best_w) = (Some(i), n, w);
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

/// The runs (of `starts`) of a compartment of length `len` with placed
/// digits `known` whose needed digits go one to each open cell (candidates
/// `cands`), and for each open cell the digits it takes in one of them.
fn fitting_runs(cands: &[Mask], known: Mask, starts: Mask, len: usize) -> (Mask, [Mask; 9]) {
    let n = cands.len();
    let all = cands.iter().fold(ALL_DIGITS, |a, &m| a & m);
    let mut kept = 0;
    let mut support = [0 as Mask; 9];
    let mut rest = starts;
    while rest != 0 {
        let s = rest & rest.wrapping_neg();
        rest ^= s;
        let need = run_union(s, len) & !known;
        let fits = if need & all == need {
            // Every open cell can take every needed digit.
            support[..n].iter_mut().for_each(|m| *m |= need);
            true
        } else if n == 2 {
            pair_fits(cands[0], cands[1], need, &mut support)
        } else {
            run_fits(cands, need, &mut support)
        };
        if fits {
            kept |= s;
        }
    }
    (kept, support)
}

/// Two open cells `a` and `b` taking the two digits of `need`.
#[inline]
fn pair_fits(a: Mask, b: Mask, need: Mask, support: &mut [Mask; 9]) -> bool {
    let x = need & need.wrapping_neg();
    let y = need ^ x;
    let straight = a & x != 0 && b & y != 0;
    let crossed = a & y != 0 && b & x != 0;
    if straight {
        support[0] |= x;
        support[1] |= y;
    }
    if crossed {
        support[0] |= y;
        support[1] |= x;
    }
    straight || crossed
}

/// Open cells `cands` taking the digits `need` one each: adds each cell's
/// possible digits to `support`.
fn run_fits(cands: &[Mask], need: Mask, support: &mut [Mask; 9]) -> bool {
    let mut within = [0 as Mask; 9];
    for (w, &c) in within.iter_mut().zip(cands) {
        *w = c & need;
    }
    match Matching::of(&within[..cands.len()]) {
        Some(m) => {
            m.supports(support);
            true
        }
        None => false,
    }
}

/// Pseudo-random tie-breaks (0..16) of the cells for run `run` (the
/// first run and every other one keep the plain order: ties all 0).
fn tie_breaks(run: u64) -> [u8; CELLS] {
    std::array::from_fn(|i| {
        (run.wrapping_mul(2 * i as u64 + 1)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            >> 60) as u8
    })
}

/// The mask of clue `d`, `Dead` if it is not a digit.
fn digit(d: u8) -> Result<Mask, Dead> {
    match d {
        1..=9 => Ok(1 << (d - 1)),
        _ => Err(Dead),
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

/// The mutable part of one search: what was found, the failure weights,
/// and the current run.
struct Search {
    found: Found,
    limit: usize,
    weights: [u32; MAX_COMPARTMENTS],
    /// The node count at which the current run stops (the search restarts).
    cutoff: usize,
    /// The tie-breaks of the current run (all 0 in the plain-order runs).
    ties: [u8; CELLS],
    /// The current run stopped at its cut-off.
    stopped: bool,
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

    /// The layout's geometry, shared with the generator.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// Number of compartments of the layout.
    pub fn compartment_count(&self) -> usize {
        self.geometry.count()
    }

    /// Number of solutions of `clues`, counting stops at `limit`.
    pub fn count(&self, clues: &[u8; CELLS], limit: usize) -> usize {
        self.search(clues, limit).count
    }

    /// Solves `clues`: unique, multiple (with two solutions) or none.
    pub fn solve(&self, clues: &[u8; CELLS]) -> Solution {
        let found = self.search(clues, 2);
        Solution::of(&found)
    }

    /// Searches `clues` until `limit` solutions are found or the search is
    /// exhausted, keeping the first two solutions.
    pub fn search(&self, clues: &[u8; CELLS], limit: usize) -> Found {
        self.search_restarting(clues, limit, RESTART_NODES)
    }

    /// [`Solver::search`] with a first run of `unit` nodes (a parameter so
    /// that the tests can restart all the time).
    fn search_restarting(&self, clues: &[u8; CELLS], limit: usize, unit: usize) -> Found {
        let mut search = Search {
            found: Found::new(),
            limit,
            weights: [1; MAX_COMPARTMENTS],
            cutoff: usize::MAX,
            ties: [0; CELLS],
            stopped: false,
        };
        let Some(root) = self.root(clues, limit, &mut search.found) else {
            return search.found;
        };
        let mut length = unit;
        for run in 1.. {
            search.cutoff = search.found.nodes.saturating_add(length);
            search.stopped = false;
            let mut state = root;
            self.explore(&mut state, &mut search, None);
            if !search.stopped {
                break;
            }
            // Run `run + 1` next: odd runs in the plain order.
            search.ties = if run % 2 == 0 {
                [0; CELLS]
            } else {
                tie_breaks(run)
            };
            length = length.saturating_mul(2);
        }
        search.found
    }

    /// The propagated state of `clues`, where every run starts (counted as
    /// one node), or `None` if there is nothing to search.
    fn root(&self, clues: &[u8; CELLS], limit: usize, found: &mut Found) -> Option<State> {
        if limit == 0 {
            return None;
        }
        let mut state = State::new(&self.geometry, clues).ok()?;
        found.nodes += 1;
        state.propagate(&self.geometry).ok()?;
        Some(state)
    }

    /// Tries `choice` on `state` (none: the propagated root) and explores
    /// its branches until the limit is reached or the run stops at its
    /// cut-off.
    fn explore(&self, state: &mut State, search: &mut Search, choice: Option<(usize, Mask)>) {
        let g = &self.geometry;
        if search.found.nodes >= search.cutoff {
            if search.found.count <= 2 {
                search.stopped = true;
                return;
            }
            // A third solution would not be told apart from a later run's
            // finding it again: this run goes on to the end.
            search.cutoff = usize::MAX;
        }
        // The root's one propagation was counted by `root`.
        search.found.nodes += usize::from(choice.is_some());
        let outcome = match choice {
            Some((i, d)) => state.choose(g, i, d).and_then(|_| state.propagate(g)),
            // The root, propagated once for all runs.
            None => Ok(()),
        };
        if let Err(mut blame) = outcome {
            while blame != 0 {
                search.weights[pop(&mut blame)] += 1;
            }
            return;
        }
        let Some(i) = state.branch_cell(g, &search.weights, &search.ties) else {
            search.found.record_new(state.digits());
            return;
        };
        let mut rest = state.cand[i];
        while rest != 0 && search.found.count < search.limit && !search.stopped {
            let d = rest & rest.wrapping_neg();
            rest ^= d;
            if rest == 0 {
                return self.explore(state, search, Some((i, d)));
            }
            let mut child = *state;
            self.explore(&mut child, search, Some((i, d)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{digit_mask, Cell, Variant};
    use crate::rng::Rng;
    use crate::str8ts::rules;

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
    fn bit_plane_counts_match_plain_counts() {
        let mut rng = Rng::new(7);
        let mut planes = [0 as Mask; 4];
        let mut counts = [0u32; 9];
        let mut added = Vec::new();
        for step in 0..400 {
            if step % 3 == 2 && !added.is_empty() {
                let m = added.swap_remove(rng.index(added.len()));
                take_one(&mut planes, m);
                (0..9)
                    .filter(|b| m >> b & 1 != 0)
                    .for_each(|b| counts[b] -= 1);
            } else if added.len() < 15 {
                let m = rng.below(512) as Mask;
                add_one(&mut planes, m);
                (0..9)
                    .filter(|b| m >> b & 1 != 0)
                    .for_each(|b| counts[b] += 1);
                added.push(m);
            }
            for (b, &n) in counts.iter().enumerate() {
                let got = (0..4).map(|p| (planes[p] >> b & 1) << p).sum::<Mask>();
                assert_eq!(got as u32, n, "digit {} at step {step}", b + 1);
            }
        }
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

    /// `fitting_runs` by brute force: every assignment of distinct digits.
    fn fitting_runs_slowly(
        cands: &[Mask],
        known: Mask,
        starts: Mask,
        len: usize,
    ) -> (Mask, [Mask; 9]) {
        fn assign(
            cands: &[Mask],
            left: Mask,
            picks: &mut Vec<Mask>,
            support: &mut [Mask; 9],
        ) -> bool {
            let Some(&c) = cands.get(picks.len()) else {
                picks
                    .iter()
                    .zip(support.iter_mut())
                    .for_each(|(&p, s)| *s |= p);
                return true;
            };
            let mut any = false;
            for d in (0..9).map(|b| 1 << b).filter(|d| c & left & d != 0) {
                picks.push(d);
                any |= assign(cands, left & !d, picks, support);
                picks.pop();
            }
            any
        }
        let (mut kept, mut support) = (0, [0; 9]);
        for s in (0..9).map(|b| 1 << b).filter(|s| starts & s != 0) {
            let need = run_union(s, len) & !known;
            if assign(cands, need, &mut Vec::new(), &mut support) {
                kept |= s;
            }
        }
        (kept, support)
    }

    /// The subset sweeps of `disjoint_runs` against backtracking, on
    /// pseudo-random lines of 2 to 5 compartments.
    #[test]
    fn disjoint_runs_match_backtracking() {
        let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
        for _ in 0..20000 {
            let seed = rng.next_u64();
            let n = 2 + (seed % 4) as usize;
            let lens: Vec<usize> = (0..n)
                .map(|j| 1 + (seed >> (4 + 3 * j)) as usize % (10 - n) / 2)
                .collect();
            let starts: Vec<Mask> = (0..n)
                .map(|j| (seed >> (24 + 8 * j)) as Mask & ((1 << (10 - lens[j])) - 1))
                .collect();
            assert_eq!(
                disjoint_runs(&starts, &lens),
                disjoint_runs_slowly(&starts, &lens),
                "{starts:?} {lens:?}"
            );
        }
    }

    /// `disjoint_runs` by backtracking: for compartments of one line with
    /// possible run starts `starts` and lengths `lens`, the starts that
    /// belong to some choice of pairwise disjoint runs, one per compartment.
    fn disjoint_runs_slowly(starts: &[Mask], lens: &[usize]) -> [Mask; 5] {
        let n = starts.len();
        let mut support = [0 as Mask; 5];
        let mut pick = [0 as Mask; 5];
        for j in 0..n {
            let mut todo = starts[j] & !support[j];
            while todo != 0 {
                let s = todo & todo.wrapping_neg();
                todo ^= s;
                pick[j] = s;
                if complete_runs(starts, lens, j, run_union(s, lens[j]), 0, &mut pick) {
                    for (sup, &p) in support.iter_mut().zip(&pick[..n]) {
                        *sup |= p;
                    }
                    todo &= !support[j];
                }
            }
        }
        support
    }

    /// Picks a run for every compartment from `at` on but `fixed`, disjoint
    /// from `used` and each other.
    fn complete_runs(
        starts: &[Mask],
        lens: &[usize],
        fixed: usize,
        used: Mask,
        at: usize,
        pick: &mut [Mask; 5],
    ) -> bool {
        if at == starts.len() {
            return true;
        }
        if at == fixed {
            return complete_runs(starts, lens, fixed, used, at + 1, pick);
        }
        let mut rest = starts[at];
        while rest != 0 {
            let s = rest & rest.wrapping_neg();
            rest ^= s;
            let run = run_union(s, lens[at]);
            if run & used == 0 {
                pick[at] = s;
                if complete_runs(starts, lens, fixed, used | run, at + 1, pick) {
                    return true;
                }
            }
        }
        false
    }

    #[test]
    fn complete_assignments_match_brute_force() {
        // A naked pair {1,2} leaves the third cell the 3 of the run 1..3.
        let cands = [0b0011, 0b0011, 0b1111];
        let (kept, support) = fitting_runs(&cands, 0, 0b11, 3);
        assert_eq!(kept, 0b01);
        assert_eq!(&support[..3], &[0b0011, 0b0011, 0b0100]);
        // Pseudo-random compartments of 2..=5 open cells, with and without a placed digit.
        let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
        for _ in 0..3000 {
            let seed = rng.next_u64();
            let n = 2 + (seed % 4) as usize;
            let known = if seed >> 8 & 1 == 0 { 0 } else { digit_mask(5) };
            let len = n + (known != 0) as usize;
            let cands: Vec<Mask> = (0..n)
                .map(|j| ((seed >> (12 + 9 * j)) as Mask | 1 << (j * 2 % 9)) & ALL_DIGITS & !known)
                .collect();
            let possible = cands.iter().fold(known, |a, &c| a | c);
            let starts = run_starts(possible, known, len);
            let fast = fitting_runs(&cands, known, starts, len);
            let slow = fitting_runs_slowly(&cands, known, starts, len);
            assert_eq!(fast.0, slow.0, "{cands:?} known {known}");
            assert_eq!(&fast.1[..n], &slow.1[..n], "{cands:?} known {known}");
        }
    }

    /// A random board: a random layout, with givens from a solution of it
    /// at a random density, one in twenty of them replaced by any digit.
    fn random_board(rng: &mut Rng) -> Board {
        let black: [bool; CELLS] = std::array::from_fn(|_| rng.below(100) < 12);
        let filled = Solver::new(&black).search(&[0; CELLS], 1).solutions[0];
        let density = rng.below(40);
        let mut b = Board::new(Variant::Str8ts);
        for i in 0..CELLS {
            b.cells[i] = match (black[i], rng.below(100) < density) {
                (true, _) => Cell::BLACK,
                // A layout without solution leaves `filled` at 0.
                (false, true) if rng.below(20) == 0 || filled[i] == 0 => {
                    Cell::given(rng.below(9) as u8 + 1)
                }
                (false, true) => Cell::given(filled[i]),
                (false, false) => Cell::EMPTY,
            };
        }
        b
    }

    /// Restarting after every few nodes finds the same solutions as one
    /// run to the end: no solution counted twice, none missed, with limits
    /// below, at and above the two solutions a search remembers.
    #[test]
    fn restarts_count_every_solution_once() {
        let mut rng = Rng::new(41);
        let mut restarted = 0;
        for _ in 0..300 {
            let b = random_board(&mut rng);
            let (solver, clues) = (Solver::for_board(&b), puzzle_clues(&b));
            for limit in [1, 2, 3, 7] {
                let plain = solver.search_restarting(&clues, limit, usize::MAX);
                let often = solver.search_restarting(&clues, limit, 3);
                assert_eq!(often.count, plain.count, "limit {limit}: {b:?}");
                let kept = &often.solutions[..often.count.min(2)];
                kept.iter().for_each(|s| assert_valid(&b, s));
                assert!(kept.len() < 2 || kept[0] != kept[1]);
                restarted += usize::from(often.nodes > 4);
            }
        }
        assert!(restarted > 300, "only {restarted} searches restarted");
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

    /// The shifted Latin square with its 9s as black clues (the anti-diagonal):
    /// every row and column splits into two straights, `r+1..=8` and `1..=r`.
    fn split_layout() -> (Board, [u8; CELLS]) {
        let mut sol = latin();
        let mut b = Board::new(Variant::Str8ts);
        for (d, cell) in sol.iter_mut().zip(b.cells.iter_mut()) {
            if *d == 9 {
                *d = 0;
                *cell = Cell::black_clue(9);
            }
        }
        (b, sol)
    }

    #[test]
    fn compartments_force_straights() {
        // Rows 1 and 2 open: only the straights make the completion unique.
        let (mut b, sol) = split_layout();
        for i in (18..CELLS).filter(|&i| sol[i] != 0) {
            b.cells[i] = Cell::given(sol[i]);
        }
        assert_valid(&b, &sol);
        assert_eq!(solve(&b), Solution::Unique(sol));
        // A 2 in r1c1 (no clash) leaves r2c1 a 1, out of r2c1-r2c7's 2..8.
        b.cells[0] = Cell::given(2);
        assert_eq!(solve(&b), Solution::None);
        // A two-cell compartment holding 1 and 3 is no straight.
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::given(1);
        b.cells[1] = Cell::given(3);
        b.cells[2] = Cell::BLACK;
        assert_eq!(solve(&b), Solution::None);
    }

    #[test]
    fn an_empty_layout_has_many_solutions() {
        let (b, _) = split_layout();
        let Solution::Multiple(a, c) = solve(&b) else {
            panic!("expected several solutions");
        };
        assert_ne!(a, c);
        assert_valid(&b, &a);
        assert_valid(&b, &c);
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
