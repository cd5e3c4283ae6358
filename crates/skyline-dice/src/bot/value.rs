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
/// [`QUADRATIC`] monomials of [`features`], then the products of three counts
/// listed in `triples` (the same few every turn: a sparse cubic).
#[derive(Clone, Debug, PartialEq)]
pub struct Poly {
    /// Kinds (i <= j <= k) of the products x_i x_j x_k the polynomials use.
    pub triples: Vec<[u8; 3]>,
    /// Per turn, [`QUADRATIC`] + `triples.len()` coefficients.
    pub turns: Vec<Vec<f64>>,
}

impl Valuer for Poly {
    fn value(&self, turn: u8, cols: &Cols) -> f64 {
        let Some(w) = self.turns.get(turn as usize - 1) else {
            return cols[0] as f64;
        };
        let mut v = 0.0;
        for (a, b) in w.iter().zip(&quadratic(cols)) {
            v += a * b;
        }
        for (a, t) in w[QUADRATIC..].iter().zip(&self.triples) {
            let x = |k: u8| cols[k as usize] as f64;
            v += a * (x(t[0]) * x(t[1]) * x(t[2]));
        }
        v
    }
}

/// Coefficients are stored as whole numbers, so reading them needs no float
/// parser and gives the same bits everywhere: the constant in hundredths of a
/// point, those of the counts in thousandths, of the pairs in two-thousandths
/// and of the triples in ten-thousandths. Each fits in 16 bits, which keeps
/// the table small.
pub const SCALES: [f64; 4] = [100.0, 1_000.0, 2_000.0, 10_000.0];

/// The degree of the monomial of coefficient `i` of a turn's line.
pub fn degree(i: usize) -> usize {
    match i {
        0 => 0,
        _ if i <= OPEN => 1,
        _ if i < QUADRATIC => 2,
        _ => 3,
    }
}

/// Where x_i x_j x_k (i <= j <= k) stands in [`features`].
pub fn triple_index(t: [u8; 3]) -> usize {
    let mut k = QUADRATIC;
    for i in 0..OPEN as u8 {
        for j in i..OPEN as u8 {
            for l in j..OPEN as u8 {
                if [i, j, l] == t {
                    return k;
                }
                k += 1;
            }
        }
    }
    panic!("not a triple of open kinds in order: {t:?}")
}

fn triple(word: &str) -> Option<[u8; 3]> {
    let d: Vec<u8> = word.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    match d[..] {
        [i, j, k] if i <= j && j <= k && (k as usize) < OPEN => Some([i, j, k]),
        _ => None,
    }
}

impl Poly {
    pub fn parse(text: &str) -> Result<Poly, GameError> {
        let mut turns = Vec::new();
        let mut triples: Vec<[u8; 3]> = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let bad = |what: &str| GameError::data(format!("values.txt line {}: {what}", n + 1));
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (head, rest) = line
                .split_once(':')
                .ok_or_else(|| bad("`triples: …` or `turn N: …`"))?;
            if head.trim() == "triples" {
                if !turns.is_empty() || !triples.is_empty() {
                    return Err(bad("one `triples` line, before the turns"));
                }
                for w in rest.split_whitespace() {
                    let t = triple(w).ok_or_else(|| bad("triples are three kinds 0–8 in order"))?;
                    if triples.contains(&t) {
                        return Err(bad("a triple listed twice"));
                    }
                    triples.push(t);
                }
                continue;
            }
            let t: usize = head
                .trim()
                .strip_prefix("turn ")
                .and_then(|x| x.trim().parse().ok())
                .ok_or_else(|| bad("`turn N`"))?;
            if t != turns.len() + 1 {
                return Err(bad("turns must be listed 1, 2, … in order"));
            }
            let nums: Vec<i16> = rest
                .split_whitespace()
                .map(|x| x.parse::<i16>())
                .collect::<Result<_, _>>()
                .map_err(|_| bad("whole numbers within ±32767"))?;
            let want = QUADRATIC + triples.len();
            if nums.len() != want {
                return Err(bad(&format!("{want} coefficients, found {}", nums.len())));
            }
            turns.push(
                nums.iter()
                    .enumerate()
                    .map(|(i, &v)| v as f64 / SCALES[degree(i)])
                    .collect(),
            );
        }
        if turns.len() + 1 != crate::content::content().rounds as usize {
            return Err(GameError::data(
                "values.txt needs one line per turn but the last",
            ));
        }
        Ok(Poly { triples, turns })
    }

    /// The text of `data/values.txt`; each coefficient is rounded to its unit
    /// (see [`SCALES`]) and must fit in 16 bits.
    pub fn to_text(&self) -> String {
        let mut s = String::from(
            "# End-of-turn values for the hard bot, written by examples/fit.rs.\n\
             # turn t: value after turn t as 1 (in hundredths of a point), the counts\n\
             # of open L1 M1 M2 M3 H1 H2 H3 H4 H5 columns (thousandths), their\n\
             # pairwise products, i <= j (two-thousandths), then the products of three\n\
             # listed under triples, by kind 0–8 (ten-thousandths).\n",
        );
        s.push_str("triples:");
        for t in &self.triples {
            s.push_str(&format!(" {}{}{}", t[0], t[1], t[2]));
        }
        s.push('\n');
        for (t, w) in self.turns.iter().enumerate() {
            s.push_str(&format!("turn {}:", t + 1));
            for (i, &x) in w.iter().enumerate() {
                let n = (x * SCALES[degree(i)]).round();
                assert!(
                    n.abs() <= i16::MAX as f64,
                    "a coefficient over 16 bits: {x}"
                );
                s.push_str(&format!(" {n}"));
            }
            s.push('\n');
        }
        s
    }
}

/// `data/values.txt` as tables written at compile time by `build.rs` (the
/// tests check them against [`Poly::parse`]): the triples, and per turn the
/// coefficients in the units of [`SCALES`].
static VALUES: (&[[u8; 3]], &[&[i16]]) = include!(concat!(env!("OUT_DIR"), "/values.rs"));

pub fn fitted() -> &'static Poly {
    static CELL: OnceLock<Poly> = OnceLock::new();
    CELL.get_or_init(|| Poly {
        triples: VALUES.0.to_vec(),
        turns: VALUES
            .1
            .iter()
            .map(|w| {
                w.iter()
                    .enumerate()
                    .map(|(i, &v)| v as f64 / SCALES[degree(i)])
                    .collect()
            })
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
            .all(|w| w.len() == QUADRATIC + q.triples.len()));
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
    fn triples_are_read_and_placed_among_the_features() {
        assert_eq!(triple_index([0, 0, 0]), QUADRATIC);
        assert_eq!(triple_index([0, 0, 1]), QUADRATIC + 1);
        assert_eq!(triple_index([8, 8, 8]), CUBIC - 1);
        let q = fitted();
        let mut cubic = q.clone();
        cubic.triples.push([8, 8, 8]);
        cubic.triples.insert(0, [0, 4, 8]);
        for w in cubic.turns.iter_mut() {
            w.insert(QUADRATIC, 0.0);
            w.push(0.0);
        }
        cubic.turns[0][QUADRATIC + q.triples.len() + 1] = 0.5;
        let back = Poly::parse(&cubic.to_text()).unwrap();
        assert_eq!(back, cubic);
        let mut c = [0u8; 10];
        c[8] = 2;
        assert_eq!(back.value(1, &c) - q.value(1, &c), 4.0);
        let f = features(&c);
        assert_eq!(f[triple_index([8, 8, 8])], 8.0);
    }

    #[test]
    fn broken_value_files_are_refused() {
        assert!(Poly::parse("turn 1: 1 2 3").is_err());
        assert!(Poly::parse("turn 2: 0").is_err());
        assert!(Poly::parse("").is_err());
        let mut two = fitted().clone();
        two.triples = vec![[0, 0, 0], [0, 0, 1]];
        for w in two.turns.iter_mut() {
            w.truncate(QUADRATIC);
            w.extend([0.0, 0.0]);
        }
        let good = two.to_text();
        assert!(Poly::parse(&good).is_ok());
        let first = good.lines().find(|l| l.starts_with("turn 1:")).unwrap();
        // One coefficient too many, or one over 16 bits.
        assert!(Poly::parse(&good.replace(first, &format!("{first} 1"))).is_err());
        let (head, rest) = first.split_once(": ").unwrap();
        let (_, rest) = rest.split_once(' ').unwrap();
        let over = format!("{head}: 40000 {rest}");
        assert!(Poly::parse(&good.replace(first, &over)).is_err());
        // Triples out of order, of a kind past H5, not three digits,
        // repeated, or after a turn.
        for t in ["210 001", "000 019", "0a1 001", "0001 001", "000 000"] {
            let bad = good.replacen("triples: 000 001", &format!("triples: {t}"), 1);
            assert!(Poly::parse(&bad).is_err(), "{t}");
        }
        assert!(Poly::parse(&format!("{good}triples:\n")).is_err());
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
