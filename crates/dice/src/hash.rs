//! A hasher whose output is the same on every platform (FNV-1a, 64-bit).
//! `std`'s `Hash` writes `usize` in native width, so `write_usize` is widened to
//! `u64` here: native and wasm32 then hash equal states equally.

use std::hash::{Hash, Hasher};

#[derive(Clone, Debug)]
pub struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_le_bytes())
    }
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_le_bytes())
    }
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_le_bytes())
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    fn write_i16(&mut self, i: i16) {
        self.write(&i.to_le_bytes())
    }
    fn write_i32(&mut self, i: i32) {
        self.write(&i.to_le_bytes())
    }
    fn write_i64(&mut self, i: i64) {
        self.write(&i.to_le_bytes())
    }
    fn write_isize(&mut self, i: isize) {
        self.write_i64(i as i64)
    }
}

pub fn stable_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = StableHasher::default();
    value.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usize_hashes_like_u64() {
        assert_eq!(stable_hash(&(5usize)), stable_hash(&(5u64)));
        assert_eq!(stable_hash(&vec![1u8, 2]), stable_hash(&vec![1u8, 2]));
        assert_ne!(stable_hash(&vec![1u8, 2]), stable_hash(&vec![2u8, 1]));
    }

    /// Pinned: a change here changes every stateHash() and breaks old fixtures.
    #[test]
    fn fnv_is_pinned() {
        let mut h = StableHasher::default();
        h.write(b"a");
        assert_eq!(h.finish(), 0xaf63dc4c8601ec8c);
    }
}
