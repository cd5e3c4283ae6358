//! Three dice from highest to lowest without a sort call. The stable sorts the
//! crate uses for its lists are [`dice::sort`] (shared by the engines).

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
