//! End-of-turn values for the turn search: what open columns are worth for the
//! rest of the game. `Fixed` gives each column kind one number (the normal
//! bot); `Poly` is a polynomial in the counts of open columns, fitted per turn
//! by `examples/fit.rs` and read from `data/values.txt` (the hard bot).

use super::solver::{Cols, Valuer, OPEN};
use dice::GameError;
use std::sync::OnceLock;

/// Monomials of degree at most 2 in the nine counts: 1, the counts, and their
/// pairwise products.
pub const QUADRATIC: usize = 1 + OPEN + OPEN * (OPEN + 1) / 2;
/// Monomials of degree at most 3: the quadratic ones, then the products of
/// three counts (i <= j <= k).
pub const CUBIC: usize = QUADRATIC + OPEN * (OPEN + 1) * (OPEN + 2) / 6;

/// The monomials of `cols` of degree at most 3, in the order the coefficients
/// are listed: 1; x_i; x_i x_j (i <= j); x_i x_j x_k (i <= j <= k).
pub fn features(cols: &Cols) -> [f64; CUBIC] {
    let mut f = [0.0; CUBIC];
    f[..QUADRATIC].copy_from_slice(&quadratic(cols));
    let mut k = QUADRATIC;
    for i in 0..OPEN {
        let x = cols[i] as f64;
        for j in i..OPEN {
            let xy = x * cols[j] as f64;
            for &z in &cols[j..OPEN] {
                f[k] = xy * z as f64;
                k += 1;
            }
        }
    }
    f
}

/// The first [`QUADRATIC`] of [`features`].
fn quadratic(cols: &Cols) -> [f64; QUADRATIC] {
    let mut f = [0.0; QUADRATIC];
    f[0] = 1.0;
    let mut k = 1 + OPEN;
    for i in 0..OPEN {
        let x = cols[i] as f64;
        f[1 + i] = x;
        for &y in &cols[i..OPEN] {
            f[k] = x * y as f64;
            k += 1;
        }
    }
    f
}

/// One value per open column kind (L1, M1–M3, H1–H5), the same every turn but
/// the last (after which only lone Low-Rise floors count).
pub struct Fixed(pub [f64; OPEN]);

/// Hand-tuned on 300 games of the compact model (about 72 points there); they
/// undervalue a column early and overvalue it late, which is what keeps the
/// normal bot well below the hard one.
pub const FIXED: Fixed = Fixed([1.0, 3.0, 6.5, 11.0, 3.0, 6.0, 10.0, 16.0, 23.0]);

impl Valuer for Fixed {
    fn value(&self, _turn: u8, cols: &Cols) -> f64 {
        (0..OPEN).map(|k| self.0[k] * cols[k] as f64).sum()
    }
}

/// Per turn (after turns 1 to rounds − 1), a polynomial in the counts: the
/// first `turns[t].len()` monomials of [`features`] ([`QUADRATIC`] or
/// [`CUBIC`] of them).
#[derive(Clone, Debug, PartialEq)]
pub struct Poly {
    pub turns: Vec<Vec<f64>>,
}

impl Valuer for Poly {
    fn value(&self, turn: u8, cols: &Cols) -> f64 {
        let Some(w) = self.turns.get(turn as usize - 1) else {
            return cols[0] as f64;
        };
        let mut v = 0.0;
        if w.len() == QUADRATIC {
            for (a, b) in w.iter().zip(&quadratic(cols)) {
                v += a * b;
            }
        } else {
            for (a, b) in w.iter().zip(&features(cols)) {
                v += a * b;
            }
        }
        v
    }
}

/// Coefficients are stored as whole millionths, so reading them needs no float
/// parser and gives the same bits everywhere.
pub const SCALE: f64 = 1_000_000.0;

impl Poly {
    pub fn parse(text: &str) -> Result<Poly, GameError> {
        let mut turns = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (head, rest) = line.split_once(':').ok_or_else(|| {
                GameError::data(format!("values.txt line {}: `turn N: …`", n + 1))
            })?;
            let t: usize = head
                .trim()
                .strip_prefix("turn ")
                .and_then(|x| x.trim().parse().ok())
                .ok_or_else(|| GameError::data(format!("values.txt line {}: `turn N`", n + 1)))?;
            if t != turns.len() + 1 {
                return Err(GameError::data(format!(
                    "values.txt line {}: turns must be listed 1, 2, … in order",
                    n + 1
                )));
            }
            let nums: Vec<i64> = rest
                .split_whitespace()
                .map(|x| x.parse::<i64>())
                .collect::<Result<_, _>>()
                .map_err(|_| {
                    GameError::data(format!("values.txt line {}: whole numbers", n + 1))
                })?;
            if nums.len() != QUADRATIC && nums.len() != CUBIC {
                return Err(GameError::data(format!(
                    "values.txt line {}: {QUADRATIC} or {CUBIC} coefficients, found {}",
                    n + 1,
                    nums.len()
                )));
            }
            turns.push(nums.iter().map(|&v| v as f64 / SCALE).collect());
        }
        if turns.len() + 1 != crate::content::content().rounds as usize {
            return Err(GameError::data(
                "values.txt needs one line per turn but the last",
            ));
        }
        Ok(Poly { turns })
    }

    pub fn to_text(&self) -> String {
        let mut s = String::from(
            "# End-of-turn values for the hard bot, written by examples/fit.rs.\n\
             # turn t: value after turn t as 1, the counts of open L1 M1 M2 M3 H1 H2 H3 H4 H5\n\
             # columns, their pairwise products (i <= j) and, for a cubic, the products\n\
             # of three (i <= j <= k), in millionths of a point.\n",
        );
        for (t, w) in self.turns.iter().enumerate() {
            s.push_str(&format!("turn {}:", t + 1));
            for &x in w.iter() {
                s.push_str(&format!(" {}", (x * SCALE).round() as i64));
            }
            s.push('\n');
        }
        s
    }
}

/// `data/values.txt` as a table written at compile time by `build.rs` (the
/// tests check it against [`Poly::parse`]).
static VALUES: &[&[i32]] = include!(concat!(env!("OUT_DIR"), "/values.rs"));

pub fn fitted() -> &'static Poly {
    static CELL: OnceLock<Poly> = OnceLock::new();
    CELL.get_or_init(|| Poly {
        turns: VALUES
            .iter()
            .map(|w| w.iter().map(|&v| v as f64 / SCALE).collect())
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fitted_values_load_and_round_trip() {
        let q = fitted();
        assert_eq!(q.turns.len(), 8);
        assert!(q
            .turns
            .iter()
            .all(|w| w.len() == QUADRATIC || w.len() == CUBIC));
        assert_eq!(&Poly::parse(&q.to_text()).unwrap(), q);
    }

    #[test]
    fn the_compiled_table_is_the_checked_data_file() {
        let q = Poly::parse(include_str!("../../data/values.txt")).unwrap();
        assert_eq!(&q, fitted());
    }

    #[test]
    fn features_list_every_monomial_up_to_degree_three_once() {
        assert_eq!((QUADRATIC, CUBIC), (55, 220));
        let mut c = [0u8; 10];
        c[0] = 2;
        c[1] = 3;
        c[8] = 5;
        c[9] = 7; // dead columns are not read
        let f = features(&c);
        assert_eq!(&f[..4], &[1.0, 2.0, 3.0, 0.0]);
        assert_eq!(f[9], 5.0);
        // Quadratic: x0², x0 x1 first; x8² last.
        assert_eq!((f[10], f[11], f[QUADRATIC - 1]), (4.0, 6.0, 25.0));
        // Cubic: x0³, x0² x1 first; x8³ last.
        assert_eq!(
            (f[QUADRATIC], f[QUADRATIC + 1], f[CUBIC - 1]),
            (8.0, 12.0, 125.0)
        );
        let sum: f64 = f.iter().sum();
        // (1 + 2 + 3 + 5) expanded to degree 3: 1 + 10 + 100 + 1000, with each
        // monomial once: 1 + 10 + (2² + 3² + 5² + 2·3 + 2·5 + 3·5) + …
        let s2 = 4.0 + 9.0 + 25.0 + 6.0 + 10.0 + 15.0;
        let s3 = [8.0, 27.0, 125.0, 12.0, 20.0, 18.0, 50.0, 45.0, 75.0, 30.0]
            .iter()
            .sum::<f64>();
        assert_eq!(sum, 1.0 + 10.0 + s2 + s3);
    }

    #[test]
    fn a_cubic_line_is_read_and_a_line_of_another_length_refused() {
        let q = fitted();
        let mut cubic = q.clone();
        for w in cubic.turns.iter_mut() {
            w.resize(CUBIC, 0.0);
        }
        cubic.turns[0][CUBIC - 1] += 0.5;
        let back = Poly::parse(&cubic.to_text()).unwrap();
        assert_eq!(back, cubic);
        let mut c = [0u8; 10];
        c[8] = 2;
        assert_eq!(back.value(1, &c) - q.value(1, &c), 4.0);
        assert!(Poly::parse(&format!("turn 1:{}", " 1".repeat(56))).is_err());
    }

    #[test]
    fn broken_value_files_are_refused() {
        assert!(Poly::parse("turn 1: 1 2 3").is_err());
        assert!(Poly::parse("turn 2: 0").is_err());
        assert!(Poly::parse("").is_err());
    }

    #[test]
    fn an_empty_skyline_is_worth_something_early_and_columns_add_value() {
        let q = fitted();
        let mut c = [0u8; 10];
        let empty = q.value(1, &c);
        c[4] = 1;
        assert!(q.value(1, &c) > empty);
        assert!(empty > 40.0, "{empty}");
    }
}
