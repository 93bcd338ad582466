//! Straights as digit masks: the arithmetic every Str8ts engine shares.
//!
//! A compartment of `len` cells holds one *run* of `len` consecutive
//! digits. A set of runs is written as a mask of their *starts* (bit `s-1`
//! for the run `s ..= s+len-1`), so the runs still open to a compartment
//! are one `u16`, and their union (the digits its cells may hold) and their
//! intersection (the digits it surely holds) follow with a few shifts.
//!
//! ```
//! use straights::str8ts::runs::{feasible_starts, runs_union_common};
//! // Four cells, 5 placed, 1 and 9 impossible: runs 2-5, 3-6, 4-7, 5-8.
//! let starts = feasible_starts(4, 1 << 4, 0b0_1111_1110);
//! assert_eq!(starts, 0b1111 << 1);
//! assert_eq!(runs_union_common(starts, 4), (0b0_1111_1110, 1 << 4));
//! ```

use crate::board::{Mask, ALL_DIGITS};

/// The mask of the run of `len` digits starting at `start` (1-based).
#[inline]
pub fn run_mask(start: u32, len: u32) -> Mask {
    (((1u32 << len) - 1) << (start - 1)) as Mask
}

/// The starts (bit `s-1` for the run `s ..= s+len-1`) of the runs of `len`
/// digits that contain all of `known` and lie within `avail`.
#[inline]
pub fn feasible_starts(len: u32, known: Mask, avail: Mask) -> Mask {
    if len == 0 || len > 9 {
        return 0;
    }
    // Bit s-1 survives when digits s..s+len-1 are all available.
    let mut st = u32::from(avail);
    for k in 1..len {
        st &= u32::from(avail) >> k;
    }
    st &= (1 << (10 - len)) - 1;
    if known != 0 {
        let lo = known.trailing_zeros() + 1;
        let hi = 16 - known.leading_zeros();
        // A run from s holds lo..hi when hi-len+1 <= s <= lo.
        let from = hi.saturating_sub(len);
        if from >= lo {
            return 0;
        }
        st &= ((1u32 << lo) - 1) & !((1u32 << from) - 1);
    }
    st as Mask
}

/// The union and the intersection of the runs of `len` digits starting at
/// `starts` (both 0 when there is none).
#[inline]
pub fn runs_union_common(starts: Mask, len: u32) -> (Mask, Mask) {
    if starts == 0 {
        return (0, 0);
    }
    let run: u32 = (1 << len) - 1;
    let first = starts.trailing_zeros();
    let last = 15 - starts.leading_zeros();
    let mut union = 0u32;
    let mut bits = u32::from(starts);
    while bits != 0 {
        union |= run << bits.trailing_zeros();
        bits &= bits - 1;
    }
    // Common: from the last start to the end of the first run.
    let common = if last < first + len {
        ((1u32 << (first + len)) - 1) & !((1u32 << last) - 1)
    } else {
        0
    };
    ((union as Mask) & ALL_DIGITS, (common as Mask) & ALL_DIGITS)
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
                    let got = feasible_starts(len, known, avail);
                    assert_eq!(got, want, "len {len} known {known:b} avail {avail:b}");
                    let common = if want == 0 { 0 } else { common };
                    assert_eq!(runs_union_common(got, len), (union, common));
                }
            }
        }
        assert_eq!(feasible_starts(0, 0, ALL_DIGITS), 0);
        assert_eq!(feasible_starts(10, 0, ALL_DIGITS), 0);
        assert_eq!(run_mask(3, 2), 0b1100);
    }
}
