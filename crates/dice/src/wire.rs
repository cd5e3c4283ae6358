//! Reading JSON from the page: actions, chance outcomes, options and questions
//! arrive as one small generic [`Value`] (read by [`crate::json::value`]) and
//! are checked by hand ([`FromValue`]). Derived `Deserialize` readers cost
//! several KB each in every wasm module; serde users (tests, tools) still get a
//! `Deserialize` through the same reader ([`crate::serde_via_value`]). Each
//! engine keeps its own readers (and tests comparing them with the derived ones
//! they replace) on top of these.

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// A JSON value (numbers are whole: the reader refuses fractions).
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    List(Vec<Value>),
    Map(Vec<(String, Value)>),
}

impl<'de> de::Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
        d.deserialize_any(Any)
    }
}

struct Any;

impl<'de> Visitor<'de> for Any {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("JSON")
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Int(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        // Beyond i64 is beyond every field's range either way.
        Ok(Value::Int(i64::try_from(v).unwrap_or(i64::MAX)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Value, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = a.next_element()? {
            v.push(x);
        }
        Ok(Value::List(v))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Value, A::Error> {
        let mut v: Vec<(String, Value)> = Vec::new();
        while let Some(k) = a.next_key::<String>()? {
            if v.iter().any(|(x, _)| *x == k) {
                return Err(de::Error::custom(format!("duplicate field `{k}`")));
            }
            let x = a.next_value()?;
            v.push((k, x));
        }
        Ok(Value::Map(v))
    }
}

/// A type read by hand from a [`Value`].
pub trait FromValue: Sized {
    fn from_value(v: Value) -> Result<Self, String>;

    /// The value of a field left out, if it may be: `None` means it must be there.
    fn absent() -> Option<Self> {
        None
    }
}

/// A die's face, a seat: a number from 0 to 255.
impl FromValue for u8 {
    fn from_value(v: Value) -> Result<u8, String> {
        byte(v)
    }
}

/// A whole number that fits `$t`.
macro_rules! whole {
    ($($t:ty),*) => {$(
        impl FromValue for $t {
            fn from_value(v: Value) -> Result<$t, String> {
                let n = int(v)?;
                <$t>::try_from(n).map_err(|_| format!("{n} is out of range"))
            }
        }
    )*};
}
whole!(i8, u16, i16, u32, i32, i64);

impl FromValue for bool {
    fn from_value(v: Value) -> Result<bool, String> {
        boolean(v)
    }
}

impl FromValue for String {
    fn from_value(v: Value) -> Result<String, String> {
        string(v)
    }
}

impl FromValue for crate::Seed {
    fn from_value(v: Value) -> Result<crate::Seed, String> {
        seed(v)
    }
}

impl<T: FromValue> FromValue for Vec<T> {
    fn from_value(v: Value) -> Result<Vec<T>, String> {
        list(v, T::from_value)
    }
}

/// One character: a piece's letter.
impl FromValue for char {
    fn from_value(v: Value) -> Result<char, String> {
        let s = string(v)?;
        let mut it = s.chars();
        match (it.next(), it.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(format!("expected one letter, not \"{s}\"")),
        }
    }
}

/// A list of exactly `N`: a square's `[x, y]`.
impl<T: FromValue, const N: usize> FromValue for [T; N] {
    fn from_value(v: Value) -> Result<[T; N], String> {
        let items = list(v, T::from_value)?;
        <[T; N]>::try_from(items).map_err(|_| format!("expected a list of {N}"))
    }
}

/// Left out or null: `None`.
impl<T: FromValue> FromValue for Option<T> {
    fn from_value(v: Value) -> Result<Option<T>, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_value(v).map(Some),
        }
    }

    fn absent() -> Option<Option<T>> {
        Some(None)
    }
}

/// `serde::Deserialize` for types that implement [`FromValue`], through the same
/// reader (for serde users: tests, tools).
#[macro_export]
macro_rules! serde_via_value {
    ($($t:ty),* $(,)?) => {$(
        impl<'de> ::serde::Deserialize<'de> for $t {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::wire::read(d, <$t as $crate::wire::FromValue>::from_value)
            }
        }
    )*};
}

/// Declares an action, a config, a question or a chance outcome once: the type,
/// its serde `Serialize` (derived), its reader ([`FromValue`]) and its serde
/// `Deserialize` (through that reader) all come from the one declaration, so the
/// JSON the page sends and the JSON a save holds cannot drift apart.
///
/// A tagged enum reads and writes `{"type": TAG, ...fields}`; `"what"` names it
/// in errors (`unknown action type "fly": use goals, place`):
///
/// ```ignore
/// dice::wire! {
///     #[derive(Clone, Debug, PartialEq)]
///     pub enum Action("action") {
///         /// Roll once more.
///         "roll" => Roll,
///         "place" => Place { lot: u8, height: u8 },
///         "demolish" => Demolish { dice: Vec<u8>, column: Option<u8> },
///     }
/// }
/// ```
///
/// A struct reads and writes an object of its fields. In both, a field whose
/// JSON name differs is `name as "jsonName": Type`, and a field that may be left
/// out is an `Option` or has a default (`count: u8 = 0`). Unknown fields are
/// refused. Field types implement [`FromValue`] themselves. Do not derive
/// `Serialize` in the attributes: the macro does. It
/// also writes the type's TypeScript type ([`crate::ts`]) under the calling
/// crate's own `ts` feature (`ts = ["dice/ts"]` in its Cargo.toml): an enum is a union
/// on `type`, and a field that may be left out (an `Option`, or one with a
/// default) is optional.
#[macro_export]
macro_rules! wire {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($what:literal) {
            $(
                $(#[$vmeta:meta])*
                $tag:literal => $variant:ident $({
                    $(
                        $(#[$fmeta:meta])*
                        $field:ident $(as $key:literal)? : $fty:ty $(= $default:expr)?
                    ),* $(,)?
                })?
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(::serde::Serialize)]
        #[serde(tag = "type")]
        $vis enum $name {
            $(
                $(#[$vmeta])*
                #[serde(rename = $tag)]
                $variant $({
                    $(
                        $(#[$fmeta])*
                        $(#[serde(rename = $key)])?
                        $field: $fty
                    ),*
                })?
            ),+
        }

        impl $crate::wire::FromValue for $name {
            fn from_value(v: $crate::wire::Value) -> Result<Self, String> {
                let mut f = $crate::wire::Fields::of(v)?;
                let kind = $crate::wire::string(f.need("type")?)?;
                let out = match kind.as_str() {
                    $($tag => $name::$variant $({
                        $($field: $crate::wire_field!(f, $field $(as $key)?, $fty $(= $default)?)),*
                    })?,)+
                    other => {
                        return Err(format!(
                            concat!("unknown ", $what, " type \"{}\": use ", $crate::wire_tags!($($tag),+)),
                            other
                        ))
                    }
                };
                f.done()?;
                Ok(out)
            }
        }
        $crate::serde_via_value!($name);
        // The calling crate's `ts` feature (an engine's), as its derives.
        #[cfg(feature = "ts")]
        impl $crate::ts::Ts for $name {
            fn ty(d: &mut $crate::ts::Decls) -> $crate::ts::Ty {
                d.named(stringify!($name), ::core::any::type_name::<Self>(), "", |d| {
                    $crate::ts::Ty::or(vec![$(
                        $crate::ts::Ty::tagged("type", $tag, vec![$($(
                            $crate::ts::Field::new(
                                $crate::wire_key!($field $(as $key)?),
                                <$fty as $crate::ts::Ts>::ty(d),
                                // Left out: an `Option`, or a field with a default.
                                <$fty as $crate::ts::Ts>::OPTIONAL $(|| {
                                    let _ = stringify!($default);
                                    true
                                })?,
                                "",
                            )
                        ),*)?]),
                    )+])
                })
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[$fmeta:meta])*
                $fvis:vis $field:ident $(as $key:literal)? : $fty:ty $(= $default:expr)?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(::serde::Serialize)]
        $vis struct $name {
            $(
                $(#[$fmeta])*
                $(#[serde(rename = $key)])?
                $fvis $field: $fty
            ),*
        }

        impl $crate::wire::FromValue for $name {
            fn from_value(v: $crate::wire::Value) -> Result<Self, String> {
                let mut f = $crate::wire::Fields::of(v)?;
                let out = $name {
                    $($field: $crate::wire_field!(f, $field $(as $key)?, $fty $(= $default)?)),*
                };
                f.done()?;
                Ok(out)
            }
        }
        $crate::serde_via_value!($name);
        // The calling crate's `ts` feature (an engine's), as its derives.
        #[cfg(feature = "ts")]
        impl $crate::ts::Ts for $name {
            fn ty(d: &mut $crate::ts::Decls) -> $crate::ts::Ty {
                d.named(stringify!($name), ::core::any::type_name::<Self>(), "", |d| {
                    $crate::ts::Ty::Obj(vec![$(
                        $crate::ts::Field::new(
                            $crate::wire_key!($field $(as $key)?),
                            <$fty as $crate::ts::Ts>::ty(d),
                            <$fty as $crate::ts::Ts>::OPTIONAL $(|| {
                                let _ = stringify!($default);
                                true
                            })?,
                            "",
                        )
                    ),*])
                })
            }
        }
    };
}

/// One field of a [`wire!`] declaration, read from [`Fields`].
#[doc(hidden)]
#[macro_export]
macro_rules! wire_field {
    ($f:ident, $field:ident, $fty:ty) => {
        $f.field::<$fty>(stringify!($field))?
    };
    ($f:ident, $field:ident as $key:literal, $fty:ty) => {
        $f.field::<$fty>($key)?
    };
    ($f:ident, $field:ident, $fty:ty = $default:expr) => {
        $f.field::<Option<$fty>>(stringify!($field))?
            .unwrap_or($default)
    };
    ($f:ident, $field:ident as $key:literal, $fty:ty = $default:expr) => {
        $f.field::<Option<$fty>>($key)?.unwrap_or($default)
    };
}

/// A field's JSON name: its own, or the one after `as` in [`crate::wire!`].
#[doc(hidden)]
#[macro_export]
macro_rules! wire_key {
    ($field:ident) => {
        stringify!($field)
    };
    ($field:ident as $key:literal) => {
        $key
    };
}

/// The tags of a [`wire!`] enum, for its error message: "a, b, c".
#[doc(hidden)]
#[macro_export]
macro_rules! wire_tags {
    ($first:literal $(, $rest:literal)*) => {
        concat!($first $(, ", ", $rest)*)
    };
}

/// Reads `T` through [`Value`]: the body of a hand-written `Deserialize`.
pub fn read<'de, D: Deserializer<'de>, T>(
    d: D,
    from: impl FnOnce(Value) -> Result<T, String>,
) -> Result<T, D::Error> {
    let v = <Value as de::Deserialize>::deserialize(d)?;
    from(v).map_err(de::Error::custom)
}

/// The fields of a JSON object, each taken once; [`Fields::done`] refuses any
/// left over (as `deny_unknown_fields` does).
pub struct Fields(Vec<(String, Value)>);

impl Fields {
    pub fn of(v: Value) -> Result<Fields, String> {
        match v {
            Value::Map(m) => Ok(Fields(m)),
            _ => Err("expected an object".into()),
        }
    }

    /// The field `name`; absent or null is `None` (as for an `Option` field).
    pub fn take(&mut self, name: &str) -> Option<Value> {
        match self.raw(name)? {
            Value::Null => None,
            v => Some(v),
        }
    }

    /// The field `name` as given (null kept: for a field with a default).
    pub fn raw(&mut self, name: &str) -> Option<Value> {
        let i = self.0.iter().position(|(k, _)| k == name)?;
        Some(self.0.remove(i).1)
    }

    /// The field `name` read as `T`: absent is [`FromValue::absent`] (for an
    /// `Option`, `None`) or an error; null is read as `T` reads it.
    pub fn field<T: FromValue>(&mut self, name: &str) -> Result<T, String> {
        match self.raw(name) {
            Some(v) => T::from_value(v),
            None => T::absent().ok_or_else(|| format!("missing field `{name}`")),
        }
    }

    /// A field that must be there.
    pub fn need(&mut self, name: &str) -> Result<Value, String> {
        self.take(name)
            .ok_or_else(|| format!("missing field `{name}`"))
    }

    /// A config's `seed`: it must be there, and null is refused as any other
    /// wrong value is (see [`seed`]).
    pub fn seed(&mut self) -> Result<crate::Seed, String> {
        match self.raw("seed") {
            None => Err("missing field `seed`".into()),
            Some(v) => seed(v),
        }
    }

    pub fn done(self) -> Result<(), String> {
        match self.0.first() {
            Some((k, _)) => Err(format!("unknown field `{k}`")),
            None => Ok(()),
        }
    }
}

pub fn int(v: Value) -> Result<i64, String> {
    match v {
        Value::Int(n) => Ok(n),
        _ => Err("expected a whole number".into()),
    }
}

pub fn byte(v: Value) -> Result<u8, String> {
    let n = int(v)?;
    u8::try_from(n).map_err(|_| format!("{n} is not a number from 0 to 255"))
}

pub fn string(v: Value) -> Result<String, String> {
    match v {
        Value::Str(s) => Ok(s),
        _ => Err("expected a string".into()),
    }
}

pub fn list<T>(v: Value, each: impl FnMut(Value) -> Result<T, String>) -> Result<Vec<T>, String> {
    match v {
        Value::List(l) => l.into_iter().map(each).collect(),
        _ => Err("expected a list".into()),
    }
}

pub fn bytes(v: Value) -> Result<Vec<u8>, String> {
    list(v, byte)
}

/// The one of `all` whose `id` is the string `v`.
/// A config's seed, read as [`crate::Seed`] reads it: a whole number from 0 to
/// 2^32 − 1, or its digits as a string (no float parsing linked).
pub fn seed(v: Value) -> Result<crate::Seed, String> {
    const SEED: &str = "seed must be a whole number from 0 to 4294967295";
    match v {
        Value::Int(n) => u32::try_from(n).map_err(|_| format!("{SEED}, not {n}")),
        Value::Str(s) => {
            let t = s.trim();
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("{SEED}, not \"{s}\""));
            }
            t.bytes()
                .try_fold(0u32, |n, b| {
                    n.checked_mul(10)?.checked_add((b - b'0') as u32)
                })
                .ok_or_else(|| format!("{SEED}, not \"{s}\""))
        }
        _ => Err(SEED.into()),
    }
    .map(crate::Seed)
}

pub fn boolean(v: Value) -> Result<bool, String> {
    match v {
        Value::Bool(b) => Ok(b),
        _ => Err("expected true or false".into()),
    }
}

pub fn named<T: Copy>(v: Value, all: &[T], id: impl Fn(T) -> &'static str) -> Result<T, String> {
    let s = string(v)?;
    all.iter()
        .copied()
        .find(|&x| id(x) == s)
        .ok_or_else(|| format!("unknown variant `{s}`"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(j: &str) -> Result<Value, String> {
        crate::json::value(j).map_err(|e| e.to_string())
    }

    /// The hand reader and the serde one agree on every value kind.
    #[test]
    fn the_hand_reader_and_serdes_agree() {
        for j in [
            r#"{"a":[1,-2,true,false,null,"x\u00e9"],"b":{"c":[]}}"#,
            "12",
            "3.0",
            r#""\ud83c\udfd9""#,
        ] {
            let hand = format!("{:?}", debug(&parse(j).unwrap()));
            let serde = format!("{:?}", debug(&crate::json::from_str::<Value>(j).unwrap()));
            assert_eq!(hand, serde, "{j}");
        }
        for bad in [
            "",
            "[1,]",
            r#"{"a":1,"a":2}"#,
            "1.5",
            "[",
            "nul",
            r#"{"a" 1}"#,
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    fn debug(v: &Value) -> String {
        match v {
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Int(n) => n.to_string(),
            Value::Str(s) => format!("{s:?}"),
            Value::List(l) => format!("[{}]", l.iter().map(debug).collect::<Vec<_>>().join(",")),
            Value::Map(m) => format!(
                "{{{}}}",
                m.iter()
                    .map(|(k, v)| format!("{k:?}:{}", debug(v)))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        }
    }

    #[test]
    fn reads_every_kind_of_value() {
        let mut f = Fields::of(
            parse(r#"{"n":-3,"b":true,"s":"x","l":[1,2],"z":null,"big":18446744073709551615}"#)
                .unwrap(),
        )
        .unwrap();
        assert_eq!(int(f.need("n").unwrap()), Ok(-3));
        assert!(matches!(f.take("b"), Some(Value::Bool(_))));
        assert_eq!(string(f.need("s").unwrap()), Ok("x".into()));
        assert_eq!(bytes(f.need("l").unwrap()), Ok(vec![1, 2]));
        assert!(f.take("z").is_none());
        assert_eq!(int(f.need("big").unwrap()), Ok(i64::MAX));
        assert!(f.take("absent").is_none());
        assert!(f.done().is_ok());
    }

    #[test]
    fn raw_keeps_null_and_take_drops_it() {
        let mut f = Fields::of(parse(r#"{"a":null,"b":null}"#).unwrap()).unwrap();
        assert!(matches!(f.raw("a"), Some(Value::Null)));
        assert!(f.take("b").is_none());
        assert!(f.raw("a").is_none(), "each field is taken once");
        assert!(f.done().is_ok());
    }

    #[test]
    fn refusals() {
        assert!(parse(r#"{"a":1,"a":2}"#).is_err(), "duplicate field");
        assert!(Fields::of(parse("[1]").unwrap()).is_err());
        let mut f = Fields::of(parse(r#"{"x":1}"#).unwrap()).unwrap();
        assert_eq!(f.need("y").err(), Some("missing field `y`".into()));
        assert_eq!(f.done().err(), Some("unknown field `x`".into()));
        assert!(byte(parse("256").unwrap()).is_err());
        assert!(byte(parse("-1").unwrap()).is_err());
        assert!(int(parse("\"1\"").unwrap()).is_err());
        assert!(string(parse("1").unwrap()).is_err());
        assert!(list(parse("{}").unwrap(), int).is_err());
        assert!(bytes(parse("[1,300]").unwrap()).is_err());
    }

    #[test]
    fn named_finds_by_id() {
        let all = [1u8, 2, 3];
        let id = |x: u8| ["", "one", "two", "three"][x as usize];
        assert_eq!(named(parse("\"two\"").unwrap(), &all, id), Ok(2));
        assert!(named(parse("\"four\"").unwrap(), &all, id).is_err());
    }

    #[test]
    fn seeds_read_as_numbers_or_digits() {
        use super::{seed, Value};
        assert_eq!(seed(Value::Int(7)), Ok(crate::Seed(7)));
        assert_eq!(
            seed(Value::Str(" 4294967295 ".into())),
            Ok(crate::Seed(u32::MAX))
        );
        for bad in [
            Value::Int(-1),
            Value::Int(1 << 32),
            Value::Str("4294967296".into()),
            Value::Str("1a".into()),
            Value::Str(String::new()),
        ] {
            assert!(seed(bad).unwrap_err().starts_with("seed must be"));
        }
    }
}
