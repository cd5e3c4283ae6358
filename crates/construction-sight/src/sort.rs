//! One small stable insertion sort for the crate's lists (plaza splits, a
//! building's perimeter, the bots' moves): each use of the standard library's
//! sorts adds kilobytes of wasm. A stable sort's result is fully determined by
//! its comparison, so these give exactly what `sort_by` gave.

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

/// Three dice from highest to lowest.
pub fn desc3(mut d: [u8; 3]) -> [u8; 3] {
    if d[0] < d[1] {
        d.swap(0, 1);
    }
    if d[1] < d[2] {
        d.swap(1, 2);
    }
    if d[0] < d[1] {
        d.swap(0, 1);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_stably() {
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
    fn three_dice_highest_first() {
        for a in 1..=6 {
            for b in 1..=6 {
                for c in 1..=6 {
                    let mut want = [a, b, c];
                    want.sort_unstable_by(|x, y| y.cmp(x));
                    assert_eq!(desc3([a, b, c]), want);
                }
            }
        }
    }
}
