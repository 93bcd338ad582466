//! Straights as digit masks: the arithmetic every Str8ts engine shares.
//!
//! A compartment of `len` cells holds one *run* of `len` consecutive
//! digits. A set of runs is written as a mask of their *starts* (bit `s-1`
//! for the run `s ..= s+len-1`), so the runs still open to a compartment
//! are one `u16`, and their union (the digits its cells may hold) and their
//! intersection (the digits it surely holds) follow with a few shifts.
//!
//! ```
//! use straights::str8ts::runs::{run_starts, runs_union_common};
//! // Four cells, 5 placed, 1 and 9 impossible: runs 2-5, 3-6, 4-7, 5-8.
//! let starts = run_starts(0b0_1111_1110, 1 << 4, 4);
//! assert_eq!(starts, 0b1111 << 1);
//! assert_eq!(runs_union_common(starts, 4), (0b0_1111_1110, 1 << 4));
//! ```

use crate::board::{Mask, ALL_DIGITS};

/// The mask of the run of `len` digits starting at `start` (1-based).
#[inline]
pub fn run_mask(start: u32, len: u32) -> Mask {
    (((1u32 << len) - 1) << (start - 1)) as Mask
}

/// Builds [`RUN_STARTS`] (`starts`) or [`RUN_UNION`] (`!starts`).
const fn run_table(starts: bool) -> [[Mask; 512]; 10] {
    let mut t: [[Mask; 512]; 10] = [[0; 512]; 10];
    let mut len = 1;
    while len <= 9 {
        let mut m: usize = 0;
        while m < 512 {
            let mut s = 0;
            while s + len <= 9 {
                let run: Mask = ((1 << len) - 1) << s;
                if starts && m as Mask & run == run {
                    t[len][m] |= 1 << s;
                } else if !starts && (m >> s) & 1 != 0 {
                    t[len][m] |= run;
                }
                s += 1;
            }
            m += 1;
        }
        len += 1;
    }
    t
}

/// `RUN_STARTS[len][possible]`: the starts of the runs of `len` digits all
/// in `possible` (a lookup: the exact solver asks this in its hot loop).
static RUN_STARTS: [[Mask; 512]; 10] = run_table(true);

/// `RUN_UNION[len][starts]`: every digit of some run of `len` digits
/// starting at one of `starts`.
static RUN_UNION: [[Mask; 512]; 10] = run_table(false);

/// The starts of the runs of `len` digits that contain every digit of `known`.
#[inline]
pub fn holding(known: Mask, len: usize) -> Mask {
    if known == 0 {
        return ALL_DIGITS;
    }
    let lo = known.trailing_zeros();
    let first = (16 - known.leading_zeros()).saturating_sub(len as u32);
    ((2 << lo) - 1) & !((1 << first) - 1)
}

/// The starts of the runs of `len` (1..=9) digits that lie within
/// `possible` and contain every digit of `known`.
#[inline]
pub fn run_starts(possible: Mask, known: Mask, len: usize) -> Mask {
    RUN_STARTS[len][(possible & ALL_DIGITS) as usize] & holding(known, len)
}

/// Every digit of some run of `len` (1..=9) digits starting at one of `starts`.
#[inline]
pub fn run_union(starts: Mask, len: usize) -> Mask {
    RUN_UNION[len][(starts & ALL_DIGITS) as usize]
}

/// The digits common to every run of `len` digits starting at one of
/// `starts` (which must not be empty): from the last start to the end of
/// the first run.
#[inline]
pub fn run_common(starts: Mask, len: usize) -> Mask {
    let first = starts.trailing_zeros();
    let last = 15 - starts.leading_zeros();
    let end = first + len as u32;
    if last >= end {
        return 0;
    }
    (((1u32 << end) - 1) & !((1u32 << last) - 1)) as Mask
}

/// The union and the intersection of the runs of `len` digits starting at
/// `starts` (both 0 when there is none).
#[inline]
pub fn runs_union_common(starts: Mask, len: u32) -> (Mask, Mask) {
    if starts == 0 || !(1..=9).contains(&len) {
        return (0, 0);
    }
    let len = len as usize;
    (run_union(starts, len), run_common(starts, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_match_a_plain_scan() {
        for len in 1..=9u32 {
            for known in (0..512u16).step_by(7) {
                for avail in (0..512u16).step_by(5) {
                    let avail = avail | known;
                    let mut want = 0;
                    let (mut union, mut common) = (0, ALL_DIGITS);
                    for s in 1..=(10 - len) {
                        let r = run_mask(s, len);
                        if r & known == known && r & avail == r {
                            want |= 1 << (s - 1);
                            union |= r;
                            common &= r;
                        }
                    }
                    let got = run_starts(avail, known, len as usize);
                    assert_eq!(got, want, "len {len} known {known:b} avail {avail:b}");
                    let common = if want == 0 { 0 } else { common };
                    assert_eq!(runs_union_common(got, len), (union, common));
                }
            }
        }
        assert_eq!(run_mask(3, 2), 0b1100);
    }
}
