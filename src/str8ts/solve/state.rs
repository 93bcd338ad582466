//! The search state of the exact solver and its narrowing primitives:
//! candidates, per-compartment digit counters and work sets, kept up to
//! date by every change to a cell (step 1, placing singles, is here; the
//! other deduction steps are in `propagate`).

use super::bits::{add_one, is_single, places, pop, take_one, DIGIT_COUNT};
use crate::board::{Line, Mask, Pos, ALL_DIGITS, CELLS};
use crate::str8ts::geometry::{bit, Geometry, MAX_COMPARTMENTS};
use crate::str8ts::runs::run_starts;

/// The two compartments of white cell `i` as a set.
#[inline]
pub(super) fn comp_set(g: &Geometry, i: usize) -> u128 {
    bit(g.across(i)) | bit(g.down(i))
}

/// A contradiction: the current branch has no solution.
#[derive(Clone, Copy, Debug)]
pub(super) struct Dead;

/// The outcome of one propagation step.
pub(super) type Step = Result<(), Dead>;

/// The search state: candidates and the work sets of propagation.
#[derive(Clone, Copy, Debug)]
pub(super) struct State {
    /// Candidates of each white cell (0 on black cells).
    pub(super) cand: [Mask; CELLS],
    /// Digits placed in each row (black clues included).
    pub(super) row_used: [Mask; 9],
    /// Digits placed in each column (black clues included).
    pub(super) col_used: [Mask; 9],
    /// White cells not yet placed.
    pub(super) open: u128,
    /// Number of open cells in each line (rows 0..9, columns 9..18).
    pub(super) open_count: [u8; 18],
    /// For each digit (bit index), the open cells that may still have it as
    /// a candidate: a superset (strikes clear it, other narrowing does not),
    /// so that a strike skips most cells without the digit.
    pub(super) has: [u128; 9],
    /// Open cells with a single candidate, waiting to be placed.
    pub(super) pending: u128,
    /// Compartments to re-examine by ranges and sure digits.
    pub(super) dirty: u128,
    /// Compartments to re-examine by complete assignments.
    pub(super) deep: u128,
    /// For each compartment, how many of its cells can take each digit, as
    /// four bit planes (plane `p` holds bit `p` of every digit's count).
    pub(super) counts: [[Mask; 4]; MAX_COMPARTMENTS],
    /// For each compartment, the digits some of its cells can take.
    pub(super) possible: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the digits two or more of its cells can take.
    pub(super) twice: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the digits of its cells with one candidate.
    pub(super) known: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the sure digits already struck from the rest of its line.
    pub(super) struck: [Mask; MAX_COMPARTMENTS],
    /// For each compartment, the starts of its runs still possible (never
    /// more than [`run_starts`] of its possible and known digits).
    pub(super) starts: [Mask; MAX_COMPARTMENTS],
    /// Lines (rows 0..9, columns 9..18) some of whose compartments lost
    /// runs since [`State::line_runs`] last looked at them.
    pub(super) lines: u32,
}

impl State {
    /// The starting state of `clues` on `g`, or `Dead` if the clues clash.
    pub(super) fn new(g: &Geometry, clues: &[u8; CELLS]) -> Result<State, Dead> {
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
            open_count: std::array::from_fn(|l| g.line_cells(Line::new(l)).count_ones() as u8),
        };
        for i in (0..CELLS).filter(|&i| g.is_black(i) && clues[i] != 0) {
            s.use_digit(i, digit(clues[i])?)?;
        }
        // Givens leave their peers at once (placing them strikes nothing more).
        let mut rows = s.row_used;
        let mut cols = s.col_used;
        for i in (0..CELLS).filter(|&i| !g.is_black(i) && clues[i] != 0) {
            let d = digit(clues[i])?;
            let p = Pos::new(i);
            rows[p.row()] |= d;
            cols[p.col()] |= d;
        }
        for i in (0..CELLS).filter(|&i| !g.is_black(i)) {
            let p = Pos::new(i);
            let used = rows[p.row()] | cols[p.col()];
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
    pub(super) fn use_digit(&mut self, i: usize, m: Mask) -> Step {
        let p = Pos::new(i);
        let (r, c) = (p.row(), p.col());
        if (self.row_used[r] | self.col_used[c]) & m != 0 {
            return Err(Dead);
        }
        self.row_used[r] |= m;
        self.col_used[c] |= m;
        Ok(())
    }

    /// Narrows cell `i` to the mask `m`, scheduling the follow-ups.
    #[inline]
    pub(super) fn set(&mut self, g: &Geometry, i: usize, m: Mask) -> Step {
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
    pub(super) fn count_out(
        &mut self,
        g: &Geometry,
        k: usize,
        gone: Mask,
        m: Mask,
        single: bool,
    ) -> Step {
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
                self.lines |= 1 << g.line(k).index();
            }
        }
        if changed {
            self.dirty |= bit(k);
            self.deep |= bit(k);
        }
        Ok(())
    }

    /// Tries digit mask `d` in open cell `i` (a branch of the search).
    pub(super) fn choose(&mut self, g: &Geometry, i: usize, d: Mask) -> Result<(), u128> {
        self.set(g, i, d).map_err(|_| comp_set(g, i))
    }

    /// Removes the digits `m` from the open cells of `cells`, visiting only
    /// those that may have them.
    #[inline]
    pub(super) fn strike(&mut self, g: &Geometry, cells: u128, m: Mask) -> Step {
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
    pub(super) fn place(&mut self, g: &Geometry, i: usize) -> Step {
        self.open &= !bit(i);
        let [row, col] = Pos::new(i).lines();
        self.open_count[row] -= 1;
        self.open_count[col] -= 1;
        let m = self.cand[i];
        self.use_digit(i, m)?;
        self.strike(g, g.peer_set(i), m)
    }

    /// The open cell to branch on: fewest candidates per failure weight of
    /// its compartments, then most open peers, then the lowest `ties`.
    pub(super) fn branch_cell(
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
            let [r, c] = Pos::new(i).lines();
            let w = (w * 64 + (lines[r] + lines[c]) as u64) * 16 + ties[i] as u64;
            if n * best_w < best_n * w {
                (best, best_n, best_w) = (Some(i), n, w);
            }
        }
        best
    }

    /// The digits of a solved state: every white cell's digit, 0 on black cells.
    pub(super) fn digits(&self) -> [u8; CELLS] {
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
