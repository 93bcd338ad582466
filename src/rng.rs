//! A small deterministic pseudo-random number generator.
//!
//! [`Rng`] is xoshiro256** (Blackman and Vigna) seeded through SplitMix64,
//! so every 64-bit seed, 0 included, gives a well-mixed state. Every
//! sampling helper works on `u32`/`u64` arithmetic only, never on `usize`,
//! so the same seed draws the same numbers on 64-bit native targets and on
//! wasm32: generators built on it produce the same puzzles everywhere.
//!
//! ```
//! use straights::rng::Rng;
//! let mut a = Rng::new(42);
//! let mut b = Rng::new(42);
//! assert_eq!(a.next_u64(), b.next_u64());
//! let d = a.below(9);
//! assert!(d < 9);
//! ```

/// One step of SplitMix64: advances `state` and returns a mixed value.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The xoshiro256** generator: fast, 256 bits of state, platform-independent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator whose state is four SplitMix64 outputs of `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut sm = seed;
        Rng {
            s: std::array::from_fn(|_| splitmix64(&mut sm)),
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// The next 32 random bits (the high half of [`Rng::next_u64`]).
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A uniform number in `0..n` (Lemire's unbiased multiply-and-reject);
    /// 0 when `n` is 0.
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u64::from(self.next_u32()) * u64::from(n);
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    /// A uniform number in `lo..=hi` (`lo` when `hi < lo`).
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) < num
    }

    /// A uniform index into a slice of `len` elements (`len` must fit in
    /// `u32`; 0 for an empty slice).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u32) as usize
    }

    /// Shuffles a slice uniformly (Fisher-Yates with `u32` draws).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// A uniformly chosen set bit of `mask` (its index), `None` for 0.
    pub fn pick_bit(&mut self, mask: u32) -> Option<u32> {
        if mask == 0 {
            return None;
        }
        let mut k = self.below(mask.count_ones());
        let mut m = mask;
        loop {
            let b = m.trailing_zeros();
            if k == 0 {
                return Some(b);
            }
            k -= 1;
            m &= m - 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_values() {
        // SplitMix64 of seed 0 (published test vector).
        let mut s = 0;
        assert_eq!(splitmix64(&mut s), 0xe220_a839_7b1d_cdaf);
        assert_eq!(splitmix64(&mut s), 0x6e78_9e6a_a1b9_65f4);
        // The generator is a fixed function of its seed.
        let a: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let mut r = Rng::new(7);
        assert!(a.iter().all(|&x| x == r.next_u64()));
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut r = Rng::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[r.below(7) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
        assert_eq!(r.below(0), 0);
        assert_eq!(r.below(1), 0);
        assert_eq!(r.range(5, 5), 5);
        assert!((3..=6).contains(&r.range(3, 6)));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(3);
        let mut v: Vec<u32> = (0..50).collect();
        r.shuffle(&mut v);
        assert_ne!(v, (0..50).collect::<Vec<_>>());
        v.sort_unstable();
        assert_eq!(v, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn pick_bit_picks_set_bits() {
        let mut r = Rng::new(9);
        let mut seen = 0u32;
        for _ in 0..200 {
            let b = r.pick_bit(0b1010_0110).unwrap();
            seen |= 1 << b;
        }
        assert_eq!(seen, 0b1010_0110);
        assert_eq!(r.pick_bit(0), None);
    }
}
