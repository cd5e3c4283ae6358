//! The seeded random number generator every engine and bot uses.
//!
//! xoshiro256++ (from `rand`, a named algorithm whose output is fixed) seeded with
//! SplitMix64. All sampling here works on `u64`, never `usize`, so native (64-bit)
//! and wasm32 draw the same numbers.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug)]
pub struct DiceRng {
    seed: u64,
    draws: u64,
    inner: Xoshiro256PlusPlus,
}

impl DiceRng {
    pub fn new(seed: u64) -> Self {
        DiceRng {
            seed,
            draws: 0,
            inner: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// A generator for a sub-task (a bot's search, a shuffle) that must not disturb
    /// this one's sequence but should still follow from it.
    pub fn derive(seed: u64, stream: u64) -> Self {
        let mut s = DiceRng::new(seed ^ stream.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        s.next_u64();
        s
    }

    pub fn next_u64(&mut self) -> u64 {
        self.draws += 1;
        self.inner.next_u64()
    }

    /// Uniform in `0..n` (Lemire's multiply-and-reject: unbiased, platform-free).
    /// `n == 0` returns 0 rather than panicking.
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let mut m = (self.next_u64() as u128) * (n as u128);
        // Only a low part below `n` can fall under the rejection threshold
        // (which is below `n`), so the division is skipped nearly always; the
        // draws and results are the same as testing every draw.
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = (self.next_u64() as u128) * (n as u128);
            }
        }
        (m >> 64) as u64
    }

    /// Uniform index into a slice of length `len`.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.index(items.len())])
        }
    }

    /// Fisher–Yates, drawing through [`DiceRng::below`].
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// Index drawn with probability proportional to `weights` (non-negative);
    /// uniform when they sum to zero.
    pub fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().filter(|w| **w > 0.0).sum();
        if total.is_nan() || total <= 0.0 {
            return self.index(weights.len());
        }
        let mut x = self.unit() * total;
        for (i, w) in weights.iter().enumerate() {
            if *w > 0.0 {
                if x < *w {
                    return i;
                }
                x -= w;
            }
        }
        weights.iter().rposition(|w| *w > 0.0).unwrap_or(0)
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn draws(&self) -> u64 {
        self.draws
    }
}

/// The generator's state is fully determined by its seed and how far it has run,
/// which is cheaper and clearer to hash than its internal words.
impl Hash for DiceRng {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.seed.hash(state);
        self.draws.hash(state);
    }
}

impl PartialEq for DiceRng {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed && self.draws == other.draws
    }
}
impl Eq for DiceRng {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = DiceRng::new(7);
        let mut b = DiceRng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_eq!(a, b);
    }

    /// Pinned values: if these change, every saved game and replay changes too.
    #[test]
    fn sequence_is_pinned() {
        let mut r = DiceRng::new(1);
        let v: Vec<u64> = (0..6).map(|_| r.below(6)).collect();
        let again: Vec<u64> = {
            let mut r = DiceRng::new(1);
            (0..6).map(|_| r.below(6)).collect()
        };
        assert_eq!(v, again);
        let mut r = DiceRng::new(0);
        assert_eq!(r.next_u64(), 0x53175d61490b23df);
    }

    /// Skipping the threshold's division for most draws changes no result:
    /// the same values and the same number of draws as testing every draw,
    /// also for bounds near 2^64 where rejections are frequent.
    #[test]
    fn below_draws_as_testing_every_draw_does() {
        fn reference(r: &mut DiceRng, n: u64) -> u64 {
            if n <= 1 {
                return 0;
            }
            let threshold = n.wrapping_neg() % n;
            loop {
                let m = (r.next_u64() as u128) * (n as u128);
                if (m as u64) >= threshold {
                    return (m >> 64) as u64;
                }
            }
        }
        let bounds = [
            2,
            3,
            6,
            7,
            80,
            1 << 33,
            (1 << 63) + 1,
            u64::MAX - 1,
            u64::MAX,
        ];
        let (mut a, mut b) = (DiceRng::new(9), DiceRng::new(9));
        for i in 0..200_000 {
            let n = bounds[i % bounds.len()];
            assert_eq!(a.below(n), reference(&mut b, n), "bound {n}");
            assert_eq!(a.draws(), b.draws());
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = DiceRng::new(42);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let x = r.below(6);
            assert!(x < 6);
            seen[x as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800 && n < 1200), "{seen:?}");
        assert_eq!(r.below(0), 0);
        assert_eq!(r.below(1), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = DiceRng::new(3);
        let mut v: Vec<u32> = (0..20).collect();
        r.shuffle(&mut v);
        let mut s = v.clone();
        s.sort();
        assert_eq!(s, (0..20).collect::<Vec<_>>());
        assert_ne!(v, (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn weighted_respects_zero_weights() {
        let mut r = DiceRng::new(5);
        for _ in 0..200 {
            let i = r.weighted(&[0.0, 2.0, 0.0, 1.0]);
            assert!(i == 1 || i == 3);
        }
        assert!(r.weighted(&[0.0, 0.0]) < 2);
    }

    #[test]
    fn derived_streams_differ() {
        let mut a = DiceRng::derive(9, 1);
        let mut b = DiceRng::derive(9, 2);
        assert_ne!(a.next_u64(), b.next_u64());
    }
}
