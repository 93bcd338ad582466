//! Step 4 of the exact solver, complete assignments: which runs of a
//! compartment fit its open cells one digit each, and which candidates lie
//! in some such assignment (perfect matchings on bit masks, Régin's
//! all-different filtering).

use crate::board::{Mask, ALL_DIGITS};
use crate::str8ts::runs::run_union;

/// The runs (of `starts`) of a compartment of length `len` with placed
/// digits `known` whose needed digits go one to each open cell (candidates
/// `cands`), and for each open cell the digits it takes in one of them.
pub(super) fn fitting_runs(
    cands: &[Mask],
    known: Mask,
    starts: Mask,
    len: usize,
) -> (Mask, [Mask; 9]) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::digit_mask;
    use crate::rng::Rng;
    use crate::str8ts::runs::run_starts;

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
}
