//! A die is a face table: rolling picks one face uniformly.
//! Games keep their face tables in data files and build dice from them.

use crate::error::GameError;
use crate::rng::DiceRng;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Die<F> {
    faces: Vec<F>,
}

impl<F: Clone> Die<F> {
    pub fn new(faces: Vec<F>) -> Result<Self, GameError> {
        if faces.is_empty() {
            return Err(GameError::data("a die needs at least one face"));
        }
        Ok(Die { faces })
    }

    pub fn faces(&self) -> &[F] {
        &self.faces
    }

    pub fn roll(&self, rng: &mut DiceRng) -> F {
        self.faces[rng.index(self.faces.len())].clone()
    }

    /// Probability of a face satisfying `pred` (for odds hints and bots).
    pub fn chance(&self, pred: impl Fn(&F) -> bool) -> f64 {
        self.faces.iter().filter(|f| pred(f)).count() as f64 / self.faces.len() as f64
    }
}

/// Reads a face table: one die per line, `name: face, face, …`; `#` starts a comment.
/// Face names are kept as text; the game maps them to its own types.
pub fn parse_face_table(text: &str) -> Result<Vec<(String, Vec<String>)>, GameError> {
    let mut dice = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (name, faces) = line.split_once(':').ok_or_else(|| {
            GameError::data(format!("face table line {}: expected `name: faces`", n + 1))
        })?;
        let faces: Vec<String> = faces.split(',').map(|f| f.trim().to_string()).collect();
        if faces.iter().any(|f| f.is_empty()) {
            return Err(GameError::data(format!(
                "face table line {}: empty face",
                n + 1
            )));
        }
        dice.push((name.trim().to_string(), faces));
    }
    Ok(dice)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_d6_rolls_every_face() {
        let d = Die::new(vec![1, 2, 3, 4, 5, 6]).unwrap();
        let mut rng = DiceRng::new(11);
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[d.roll(&mut rng) as usize - 1] = true;
        }
        assert!(seen.iter().all(|s| *s));
        assert!((d.chance(|f| *f >= 5) - 1.0 / 3.0).abs() < 1e-9);
    }

    #[test]
    fn an_empty_die_is_an_error() {
        assert!(Die::<u8>::new(vec![]).is_err());
    }

    #[test]
    fn face_tables_parse_and_reject_junk() {
        let t =
            parse_face_table("# dice\nPenthouse: Mid, Mid, High, blank, blank, blank\n").unwrap();
        assert_eq!(t[0].0, "Penthouse");
        assert_eq!(t[0].1.len(), 6);
        assert!(parse_face_table("no colon").is_err());
        assert!(parse_face_table("a: x,,y").is_err());
    }
}
