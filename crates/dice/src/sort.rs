//! One small stable insertion sort for the engines' short lists (a few dice, a
//! dozen tiles, the bots' moves): each use of the standard library's sorts adds
//! several KB to every wasm module, and these lists are too short for that to
//! buy any speed. A stable sort's result is fully determined by its comparison,
//! so these give exactly what `sort_by` gives.
//!
//! Also compiled into `cities-coop`'s build script by path, so it uses `std` only.

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

/// Sorts `v` in ascending order, stably (see [`sort_by`]).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// Sorts a long list of large items stably by sorting their positions first
/// (cheap swaps), then moving each item once.
pub fn sort_vec_by<T>(v: &mut Vec<T>, mut less: impl FnMut(&T, &T) -> bool) {
    let mut order: Vec<u32> = (0..v.len() as u32).collect();
    sort_by(&mut order, |&i, &j| less(&v[i as usize], &v[j as usize]));
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(
        order
            .into_iter()
            .map(|i| slots[i as usize].take().expect("each item once")),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_stably() {
        let mut v: Vec<(u32, u32)> = (0..40).map(|i| ((i * 7) % 5, i)).collect();
        let mut w = v.clone();
        sort_by(&mut v, |a, b| a.0 < b.0);
        w.sort_by_key(|x| x.0);
        assert_eq!(v, w);
        let mut x = vec![3, 1, 2, 1];
        sort(&mut x);
        assert_eq!(x, [1, 1, 2, 3]);
    }

    #[test]
    fn descending_and_by_position_match_the_standard_library() {
        let v: Vec<(u32, u32)> = (0..300).map(|i| ((i * 7919) % 13, i)).collect();
        let mut want = v.clone();
        want.sort_by_key(|b| std::cmp::Reverse(b.0));
        let mut a = v.clone();
        sort_by(&mut a, |x, y| x.0 > y.0);
        assert_eq!(a, want);
        let mut b = v;
        sort_vec_by(&mut b, |x, y| x.0 > y.0);
        assert_eq!(b, want);
    }

    #[test]
    fn empty_and_single_lists() {
        let mut e: Vec<u8> = vec![];
        sort(&mut e);
        assert!(e.is_empty());
        let mut one = vec![7];
        sort(&mut one);
        assert_eq!(one, [7]);
        let mut ev: Vec<String> = vec![];
        sort_vec_by(&mut ev, |a, b| a < b);
        assert!(ev.is_empty());
    }
}
