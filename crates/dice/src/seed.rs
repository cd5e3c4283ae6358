//! The seed in a config: a whole number from 0 to 2^32 − 1, given as a number or as
//! digits. Anything else is a clear config error, not a silent default.
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed(pub u32);

const WHAT: &str = "seed must be a whole number from 0 to 4294967295";

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.0)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Seed;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(WHAT)
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Seed, E> {
                u32::try_from(v)
                    .map(Seed)
                    .map_err(|_| E::custom(format!("{WHAT}, not {v}")))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Seed, E> {
                u32::try_from(v)
                    .map(Seed)
                    .map_err(|_| E::custom(format!("{WHAT}, not {v}")))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Seed, E> {
                if v.fract() == 0.0 && (0.0..=u32::MAX as f64).contains(&v) {
                    Ok(Seed(v as u32))
                } else {
                    Err(E::custom(format!("{WHAT}, not {v}")))
                }
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Seed, E> {
                let t = v.trim();
                if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(E::custom(format!("{WHAT}, not \"{v}\"")));
                }
                t.parse::<u32>()
                    .map(Seed)
                    .map_err(|_| E::custom(format!("{WHAT}, not \"{v}\"")))
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(j: &str) -> Result<Seed, String> {
        serde_json::from_str::<Seed>(j).map_err(|e| e.to_string())
    }

    #[test]
    fn seeds_are_whole_numbers_in_range() {
        assert_eq!(parse("12").unwrap(), Seed(12));
        assert_eq!(parse("\"4294967295\"").unwrap(), Seed(u32::MAX));
        assert_eq!(parse("3.0").unwrap(), Seed(3));
        for bad in [
            "-1",
            "1.5",
            "4294967296",
            "\"12a\"",
            "\"\"",
            "null",
            "true",
            "[1]",
        ] {
            let e = parse(bad).unwrap_err();
            assert!(
                e.contains("seed must be") || e.contains("invalid type"),
                "{bad}: {e}"
            );
        }
    }
}
