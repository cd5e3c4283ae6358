//! End-of-turn values for the turn search: what open columns are worth for the
//! rest of the game. `Fixed` gives each column kind one number (the normal
//! bot); `Quadratic` is fitted per turn by `examples/fit.rs` and read from
//! `data/values.txt` (the hard bot).

use super::solver::{Cols, Valuer, OPEN};
use dice::GameError;
use std::sync::OnceLock;

/// Features of a position: 1, the nine counts, and their pairwise products.
pub const FEATURES: usize = 1 + OPEN + OPEN * (OPEN + 1) / 2;

pub fn features(cols: &Cols) -> [f64; FEATURES] {
    let mut f = [0.0; FEATURES];
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

/// Per turn (after turns 1 to rounds − 1), a quadratic in the counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Quadratic {
    pub turns: Vec<[f64; FEATURES]>,
}

impl Valuer for Quadratic {
    fn value(&self, turn: u8, cols: &Cols) -> f64 {
        let Some(w) = self.turns.get(turn as usize - 1) else {
            return cols[0] as f64;
        };
        let f = features(cols);
        let mut v = 0.0;
        for i in 0..FEATURES {
            v += w[i] * f[i];
        }
        v
    }
}

/// Coefficients are stored as whole millionths, so reading them needs no float
/// parser and gives the same bits everywhere.
pub const SCALE: f64 = 1_000_000.0;

impl Quadratic {
    pub fn parse(text: &str) -> Result<Quadratic, GameError> {
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
            if nums.len() != FEATURES {
                return Err(GameError::data(format!(
                    "values.txt line {}: {FEATURES} coefficients, found {}",
                    n + 1,
                    nums.len()
                )));
            }
            let mut w = [0.0; FEATURES];
            for (x, &v) in w.iter_mut().zip(&nums) {
                *x = v as f64 / SCALE;
            }
            turns.push(w);
        }
        if turns.len() + 1 != crate::content::content().rounds as usize {
            return Err(GameError::data(
                "values.txt needs one line per turn but the last",
            ));
        }
        Ok(Quadratic { turns })
    }

    pub fn to_text(&self) -> String {
        let mut s = String::from(
            "# End-of-turn values for the hard bot, written by examples/fit.rs.\n\
             # turn t: value after turn t as 1, the counts of open L1 M1 M2 M3 H1 H2 H3 H4 H5\n\
             # columns, and their pairwise products (i <= j), in millionths of a point.\n",
        );
        for (t, w) in self.turns.iter().enumerate() {
            s.push_str(&format!("turn {}:", t + 1));
            for &x in w {
                s.push_str(&format!(" {}", (x * SCALE).round() as i64));
            }
            s.push('\n');
        }
        s
    }
}

/// `data/values.txt` as a table written at compile time by `build.rs` (the
/// tests check it against [`Quadratic::parse`]).
static VALUES: &[[i32; FEATURES]] = include!(concat!(env!("OUT_DIR"), "/values.rs"));

pub fn fitted() -> &'static Quadratic {
    static CELL: OnceLock<Quadratic> = OnceLock::new();
    CELL.get_or_init(|| Quadratic {
        turns: VALUES.iter().map(|w| w.map(|v| v as f64 / SCALE)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fitted_values_load_and_round_trip() {
        let q = fitted();
        assert_eq!(q.turns.len(), 8);
        assert_eq!(&Quadratic::parse(&q.to_text()).unwrap(), q);
    }

    #[test]
    fn the_compiled_table_is_the_checked_data_file() {
        let q = Quadratic::parse(include_str!("../../data/values.txt")).unwrap();
        assert_eq!(&q, fitted());
    }

    #[test]
    fn broken_value_files_are_refused() {
        assert!(Quadratic::parse("turn 1: 1 2 3").is_err());
        assert!(Quadratic::parse("turn 2: 0").is_err());
        assert!(Quadratic::parse("").is_err());
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
