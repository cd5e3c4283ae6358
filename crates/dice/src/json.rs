//! A small JSON codec for serde, used for saves and for every value that crosses
//! into JS. The same code runs natively and in wasm, so a save written by one
//! reads byte for byte the same on the other. It is deliberately narrow: numbers
//! are whole (no game value is fractional), which keeps float parsing and
//! formatting out of the wasm module; nesting is limited, so hostile input cannot
//! exhaust the stack.

use crate::wire::{FromValue, Value};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor,
};
use serde::ser::{self, Serialize};
use std::fmt;

const MAX_DEPTH: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
    // serde's own wording formats `Unexpected` with its float arm, which drags
    // float printing into the wasm module; no value here is fractional anyway.
    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!("expected {exp}, found {}", describe(unexp)))
    }
    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!("expected {exp}, found {}", describe(unexp)))
    }
}

fn describe(u: de::Unexpected) -> String {
    use de::Unexpected as U;
    match u {
        U::Bool(b) => format!("{b}"),
        U::Unsigned(n) => format!("{n}"),
        U::Signed(n) => format!("{n}"),
        U::Str(s) => format!("\"{s}\""),
        U::Char(c) => format!("'{c}'"),
        U::Unit => "null".into(),
        U::Seq => "a list".into(),
        U::Map => "an object".into(),
        U::Float(_) => "a fractional number".into(),
        _ => "something else".into(),
    }
}

pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = String::new();
    value.serialize(&mut Writer { out: &mut out })?;
    Ok(out)
}

pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = T::deserialize(&mut r)?;
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(v)
}

/// The parts of a JSON object (`keyed`) or list, each as its own JSON text
/// (an object's names are read, repeated ones refused). Saves are read this
/// way: each part then goes through the reader the page's values already use,
/// instead of a derived reader for every save type in every wasm module.
fn parts(text: &str, keyed: bool) -> Result<Vec<(String, &str)>, Error> {
    let (open, close, what) = if keyed {
        (b'{', b'}', "expected an object")
    } else {
        (b'[', b']', "expected a list")
    };
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    if r.peek() != Some(open) {
        return Err(r.err(what));
    }
    r.enter()?;
    let mut out: Vec<(String, &str)> = Vec::new();
    let mut items = Items {
        r: &mut r,
        first: true,
        done: false,
        close,
    };
    while items.next()? {
        let mut name = String::new();
        if keyed {
            if items.r.peek() != Some(b'"') {
                return Err(items.r.err("object keys must be strings"));
            }
            name = items.r.string()?;
            if out.iter().any(|(k, _)| *k == name) {
                return Err(Error(format!("duplicate field `{name}`")));
            }
            if items.r.peek() != Some(b':') {
                return Err(items.r.err("expected :"));
            }
            items.r.i += 1;
        }
        items.r.ws();
        let start = items.r.i;
        items.r.value()?;
        out.push((name, text.get(start..items.r.i).unwrap_or_default()));
    }
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(out)
}

/// Why `text` is no JSON value: None when it is one; Some(true) when it only ends too soon
/// (a text cut short), Some(false) when it is not JSON at all.
pub fn fault(text: &str) -> Option<bool> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    match r.value() {
        Err(_) => Some(r.i >= r.s.len()),
        Ok(_) if r.peek().is_some() => Some(false),
        Ok(_) => None,
    }
}

/// An object's members as (name, the value's JSON text), in order.
pub fn members(text: &str) -> Result<Vec<(String, &str)>, Error> {
    parts(text, true)
}

/// A list's items, each as its JSON text.
pub fn items(text: &str) -> Result<Vec<&str>, Error> {
    Ok(parts(text, false)?.into_iter().map(|(_, v)| v).collect())
}

/// A JSON string's value.
pub fn string(text: &str) -> Result<String, Error> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    if r.peek() != Some(b'"') {
        return Err(r.err("expected a string"));
    }
    let v = r.string()?;
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(v)
}

/// A JSON text as a [`Value`]: the one reader of everything the page sends
/// (actions, configs, questions, saves). Hand-written rather than through
/// serde's visitors, which cost several KB in every wasm module.
pub fn value(text: &str) -> Result<Value, Error> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = r.value()?;
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(v)
}

/// A JSON text read as `T` through its [`FromValue`] reader.
pub fn read<T: FromValue>(text: &str) -> Result<T, Error> {
    T::from_value(value(text)?).map_err(Error)
}

mod read;
mod write;
use read::{Items, Reader};
use write::Writer;

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    /// A text that stops inside `true`, `false` or `null` was cut short, like one that stops
    /// inside a string or a number; a wrong word there is no JSON.
    #[test]
    fn a_text_cut_inside_true_false_or_null_is_cut_short() {
        for whole in [r#"{"a":true}"#, r#"{"a":false}"#, r#"[null]"#] {
            assert_eq!(fault(whole), None, "{whole}");
            let word = whole.find(['t', 'f', 'n']).unwrap();
            for cut in word + 1..whole.len() - 1 {
                assert_eq!(fault(&whole[..cut]), Some(true), "{}", &whole[..cut]);
            }
        }
        for wrong in [r#"{"a":trux}"#, r#"{"a":fals }"#, "[nul]"] {
            assert_eq!(fault(wrong), Some(false), "{wrong}");
        }
    }

    #[test]
    fn members_and_items_keep_each_part_as_its_text() {
        let m = members(r#" {"a": [1, {"b": "}"}], "c" :"x\"y", "d":null} "#).unwrap();
        let names: Vec<&str> = m.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(names, ["a", "c", "d"]);
        assert_eq!(m[0].1, r#"[1, {"b": "}"}]"#);
        assert_eq!(string(m[1].1).unwrap(), "x\"y");
        assert_eq!(items(m[0].1).unwrap(), ["1", r#"{"b": "}"}"#]);
        assert_eq!(items(" [] ").unwrap(), Vec::<&str>::new());
        for bad in [
            "",
            "[]",
            "{",
            r#"{"a":1,"a":2}"#,
            r#"{"a":1} x"#,
            r#"{"a" 1}"#,
            r#"{1:2}"#,
            r#"{"a":}"#,
            r#"{"a":1,}"#,
        ] {
            assert!(members(bad).is_err(), "{bad}");
        }
        assert!(items("{}").is_err());
        assert!(string("1").is_err());
        assert!(string(r#""a" "b""#).is_err());
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct Sample {
        name: String,
        seat_count: u8,
        delta: i32,
        maybe: Option<u32>,
        list: Vec<(u8, String)>,
        kind: Kind,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    enum Kind {
        Low,
        HighRise,
    }

    fn sample() -> Sample {
        Sample {
            name: "Ana \"the builder\"\n\u{1}é🏙".into(),
            seat_count: 4,
            delta: -17,
            maybe: None,
            list: vec![(0, "a".into()), (3, "".into())],
            kind: Kind::HighRise,
        }
    }

    #[test]
    fn round_trips_and_agrees_with_serde_json() {
        let s = sample();
        let text = to_string(&s).unwrap();
        assert_eq!(text, serde_json::to_string(&s).unwrap());
        assert_eq!(from_str::<Sample>(&text).unwrap(), s);
        let pretty = serde_json::to_string_pretty(&s).unwrap();
        assert_eq!(from_str::<Sample>(&pretty).unwrap(), s);
    }

    #[test]
    fn escapes_and_surrogates_read() {
        assert_eq!(
            from_str::<String>(r#""\u00e9\ud83c\udfd9\/\t""#).unwrap(),
            "é🏙/\t"
        );
        assert!(from_str::<String>(r#""\ud83c""#).is_err());
        assert!(from_str::<String>("\"a\u{1}\"").is_err());
    }

    #[test]
    fn numbers_must_be_whole_and_fit() {
        assert_eq!(from_str::<u32>("3.0").unwrap(), 3);
        assert_eq!(from_str::<u32>("3e2").unwrap(), 300);
        assert_eq!(from_str::<i32>("-5").unwrap(), -5);
        assert!(from_str::<u32>("1.5")
            .unwrap_err()
            .message()
            .contains("whole"));
        assert!(from_str::<u8>("256").is_err());
        assert!(from_str::<u8>("-1").is_err());
        assert!(from_str::<u64>("99999999999999999999").is_err());
        assert!(from_str::<u32>("1e-2").is_err());
        assert_eq!(from_str::<i64>("-9223372036854775808").unwrap(), i64::MIN);
    }

    #[test]
    fn junk_is_an_error_not_a_panic() {
        let good = to_string(&sample()).unwrap();
        for cut in 0..good.len() {
            if good.is_char_boundary(cut) {
                assert!(
                    from_str::<Sample>(&good[..cut]).is_err(),
                    "accepted {:?}",
                    &good[..cut]
                );
            }
        }
        for bad in [
            "",
            "{}",
            "\u{0}\u{ffff}",
            "[1,]",
            "{\"a\" 1}",
            "nul",
            "tru",
            "[1 2]",
            "{,}",
            "-",
            "1.",
            "01x",
        ] {
            assert!(from_str::<Sample>(bad).is_err(), "{bad:?}");
        }
        assert!(from_str::<Vec<u8>>("[1,2] x").is_err());
        assert!(from_str::<Sample>(&good.replace("seatCount", "seats")).is_err());
    }

    #[test]
    fn deep_nesting_is_refused() {
        let deep = "[".repeat(10_000);
        assert!(from_str::<serde::de::IgnoredAny>(&deep)
            .unwrap_err()
            .message()
            .contains("deeply"));
    }

    #[test]
    fn fractions_are_not_written() {
        assert!(to_string(&1.5f64).is_err());
    }
}
