//! One small stable insertion sort for the crate's short lists (a few dice,
//! a dozen tiles): each use of the standard library's sorts adds kilobytes of
//! wasm, and these lists are too short for that to buy any speed.

/// Sorts `v` stably so that no element is `less` than the one before it.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` in ascending order, stably.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorts_like_the_standard_library_stably() {
        let mut v: Vec<(u32, u32)> = (0..40).map(|i| ((i * 7) % 5, i)).collect();
        let mut w = v.clone();
        super::sort_by(&mut v, |a, b| a.0 < b.0);
        w.sort_by_key(|x| x.0);
        assert_eq!(v, w);
        let mut x = vec![3, 1, 2, 1];
        super::sort(&mut x);
        assert_eq!(x, [1, 1, 2, 3]);
    }
}
