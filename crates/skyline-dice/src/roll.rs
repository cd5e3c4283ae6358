//! The outcomes of rolling some dice: every multiset of faces, weighted by how
//! many ways the dice can show it (multinomial count times the sides showing
//! each face). Weights are whole numbers summing to 6^n.

use crate::content::content;
use crate::die::{Counts, Face, Kind};

/// The most dice one chance node rolls; a bigger roll (a large Abandoned
/// District) is settled in parts of this size, which keeps every weight within
/// 64 bits and the outcome list short.
pub const MAX_ROLL: usize = 8;

fn faces_of(kind: Kind) -> Vec<Face> {
    Face::ALL
        .iter()
        .copied()
        .filter(|f| f.kind() == kind && content().sides_showing(*f) > 0)
        .collect()
}

/// Every way to split `n` dice among `k` faces.
fn splits(n: u8, k: usize) -> Vec<Vec<u8>> {
    if k == 1 {
        return vec![vec![n]];
    }
    let mut out = Vec::new();
    for first in 0..=n {
        for mut rest in splits(n - first, k - 1) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}

fn factorial(n: u64) -> u64 {
    (1..=n).product()
}

/// Outcomes of rolling `dice` (at most [`MAX_ROLL`]): sorted faces and weights.
pub fn outcomes(dice: Counts) -> Vec<(Vec<Face>, u64)> {
    let c = content();
    let mut acc: Vec<(Vec<Face>, u64)> = vec![(Vec::new(), 1)];
    for kind in Kind::ALL {
        let n = dice.get(kind);
        if n == 0 {
            continue;
        }
        let faces = faces_of(kind);
        let mut per_kind = Vec::new();
        for split in splits(n, faces.len()) {
            let mut w = factorial(n as u64);
            let mut list = Vec::new();
            for (&f, &m) in faces.iter().zip(&split) {
                w /= factorial(m as u64);
                w *= c.sides_showing(f).pow(m as u32);
                list.extend(std::iter::repeat_n(f, m as usize));
            }
            per_kind.push((list, w));
        }
        acc = acc
            .iter()
            .flat_map(|(a, wa)| {
                per_kind.iter().map(move |(b, wb)| {
                    let mut v = a.clone();
                    v.extend(b.iter().copied());
                    (v, wa * wb)
                })
            })
            .collect();
    }
    for (v, _) in acc.iter_mut() {
        dice::sort::sort(v);
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_sum_to_six_to_the_n_without_duplicates() {
        for dice in [
            Counts::new(1, 0, 0),
            Counts::new(0, 3, 0),
            Counts::new(1, 1, 1),
            Counts::new(0, 0, 3),
            Counts::new(3, 3, 2),
        ] {
            let o = outcomes(dice);
            let total: u64 = o.iter().map(|x| x.1).sum();
            assert_eq!(total, 6u64.pow(dice.total()));
            for (i, a) in o.iter().enumerate() {
                assert!(a.1 > 0);
                assert!(o[..i].iter().all(|b| b.0 != a.0));
                assert_eq!(Counts::of_kinds(a.0.iter().map(|f| f.kind())), dice);
            }
        }
    }

    #[test]
    fn three_penthouse_blanks_have_weight_27() {
        let o = outcomes(Counts::new(0, 0, 3));
        let blanks = o.iter().find(|x| x.0 == vec![Face::Blank; 3]).unwrap();
        assert_eq!(blanks.1, 27);
        let highs = o
            .iter()
            .find(|x| x.0 == vec![Face::PenthouseHigh; 3])
            .unwrap();
        assert_eq!(highs.1, 1);
    }
}
