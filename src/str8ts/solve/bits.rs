//! Bit tricks of the exact solver: sets of cells as `u128`, digit counts
//! of a mask, and per-compartment digit counters kept as four bit planes
//! (so one cell's change updates all nine counts with a few operations).

use crate::board::Mask;

/// The lowest member of a non-empty 128-bit set, removed from it.
#[inline]
pub(super) fn pop(set: &mut u128) -> usize {
    let i = set.trailing_zeros() as usize;
    *set &= *set - 1;
    i
}

/// `DIGIT_COUNT[m]`: the number of digits of mask `m` (a lookup: the
/// portable x86-64 build has no popcount instruction).
pub(super) static DIGIT_COUNT: [u8; 512] = {
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
pub(super) fn is_single(m: Mask) -> bool {
    m & m.wrapping_sub(1) == 0
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
pub(super) fn add_one(planes: &mut [Mask; 4], m: Mask) {
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
pub(super) fn take_one(planes: &mut [Mask; 4], m: Mask) {
    let mut borrow = m;
    for p in planes.iter_mut() {
        let next = !*p & borrow;
        *p ^= borrow;
        borrow = next;
    }
}

/// The digits with a count (as four bit planes) of at least one, and of at least two.
#[inline]
pub(super) fn places(planes: &[Mask; 4]) -> (Mask, Mask) {
    let [ones, twos, fours, eights] = *planes;
    let twice = twos | fours | eights;
    (ones | twice, twice)
}

/// For each digit (4 bits per digit), in how many of `masks` it is.
#[inline]
pub(super) fn digit_counts(masks: &[Mask]) -> u64 {
    masks.iter().map(|&m| SPREAD[m as usize]).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

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
}
