//! Sorting for short lists (also used by the build script).

/// A stable insertion sort: the lists sorted here are short, and one tiny loop
/// per element type costs far less wasm than `std`'s sorts (about 3 KB each).
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Ascending order (see [`sort_by`]).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b)
}
