//! Step 5 of the exact solver, line runs: the runs of the compartments of
//! one line are disjoint, so a run stays only beside some runs of the
//! others (subset sweeps up and down the digits, no backtracking).

use crate::board::Mask;
use crate::str8ts::runs::run_union;

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
pub(super) fn disjoint_runs(starts: &[Mask], lens: &[usize]) -> [Mask; 5] {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

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
}
