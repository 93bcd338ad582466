//! Steps 2 to 6 of the exact solver (compartment ranges, sure digits,
//! complete assignments, line runs, Setti's rule) and the propagation to a
//! fixpoint that runs them, as methods of [`State`].

use super::bits::{digit_counts, is_single, pop, DIGIT_COUNT};
use super::lines::disjoint_runs;
use super::matching::fitting_runs;
use super::state::{comp_set, Dead, State, Step};
use crate::board::{Line, Mask};
use crate::str8ts::geometry::{bit, Geometry};
use crate::str8ts::runs::{holding, run_common, run_union};

/// Most open cells for which a compartment is checked by complete
/// assignments (larger ones rarely lose candidates that way).
const MATCH_MAX: usize = 6;

impl State {
    /// Applies compartment ranges and sure digits to compartment `k`,
    /// `extra` being digits it is known to need.
    pub(super) fn compartment(&mut self, g: &Geometry, k: usize, extra: Mask) -> Step {
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
            self.lines |= 1 << g.line(k).index();
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
            self.lines |= 1 << g.line(k).index();
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
            let line = Line::new(self.lines.trailing_zeros() as usize);
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
        for l in lines {
            let line = Line::new(l);
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
    pub(super) fn propagate(&mut self, g: &Geometry) -> Result<(), u128> {
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
}
