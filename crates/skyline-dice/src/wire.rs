//! Reading JSON from the page: actions, chance outcomes, options and questions
//! arrive as one small generic [`Value`] and are checked by hand. The JSON
//! reader offers every value to every visitor, so each derived `Deserialize`
//! costs kilobytes of wasm; this one visitor serves every type.

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// A JSON value (numbers are whole: the reader refuses fractions).
pub enum Value {
    Null,
    /// A boolean (no field here is one, so its value is not kept).
    Bool,
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
        let _ = v;
        Ok(Value::Bool)
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
        let i = self.0.iter().position(|(k, _)| k == name)?;
        match self.0.remove(i).1 {
            Value::Null => None,
            v => Some(v),
        }
    }

    /// A field that must be there.
    pub fn need(&mut self, name: &str) -> Result<Value, String> {
        self.take(name)
            .ok_or_else(|| format!("missing field `{name}`"))
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
pub fn named<T: Copy>(v: Value, all: &[T], id: impl Fn(T) -> &'static str) -> Result<T, String> {
    let s = string(v)?;
    all.iter()
        .copied()
        .find(|&x| id(x) == s)
        .ok_or_else(|| format!("unknown variant `{s}`"))
}

#[cfg(test)]
mod tests {
    use crate::{Action, Config, Face, Query, Roll, Scenario};
    use serde::Deserialize;

    /// The derived readers these replace, for comparison.
    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct OldPlacement {
        die: u8,
        #[serde(default)]
        column: Option<u8>,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct OldAction {
        #[serde(rename = "type")]
        kind: String,
        ground: Option<u8>,
        upper: Option<u8>,
        penthouse: Option<u8>,
        dice: Option<Vec<u8>>,
        placements: Option<Vec<OldPlacement>>,
        column: Option<u8>,
        tile: Option<u8>,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct OldRoll {
        faces: Vec<Face>,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct OldConfig {
        players: u8,
        seed: dice::Seed,
        #[serde(default)]
        scenario: Option<Scenario>,
    }

    /// Accepted now only if accepted before; with `exact`, also the converse
    /// (an action object that reads may still be refused by its rules).
    fn same<New: for<'a> Deserialize<'a>, Old: for<'a> Deserialize<'a>>(j: &str, exact: bool) {
        let new = dice::json::from_str::<New>(j).is_ok();
        let old = dice::json::from_str::<Old>(j).is_ok();
        assert!(new <= old, "accepted now but not before: {j}");
        assert!(!exact || new == old, "refused now but not before: {j}");
    }

    #[test]
    fn hand_readers_accept_what_the_derived_ones_did() {
        for j in [
            r#"{"type":"take","ground":1,"upper":1,"penthouse":1}"#,
            r#"{"type":"take","ground":1,"upper":null}"#,
            r#"{"type":"take","ground":256}"#,
            r#"{"type":"take","ground":-1}"#,
            r#"{"type":"take","ground":"1"}"#,
            r#"{"type":"take","extra":1}"#,
            r#"{"type":"take","ground":1,"ground":1}"#,
            r#"{"type":"build","placements":[{"die":0},{"die":1,"column":2}]}"#,
            r#"{"type":"build","placements":[{"die":0,"x":1}]}"#,
            r#"{"type":"build","placements":[{"column":1}]}"#,
            r#"{"type":"build","placements":{"die":0}}"#,
            r#"{"type":"demolish","dice":[0],"tile":1}"#,
            r#"{"type":"reroll","dice":[0,1,2]}"#,
            r#"{"type":"reroll","dice":[0,true]}"#,
            r#"{"type":"resign"}"#,
            r#"{"type":"take","ground":1,"upper":1,"penthouse":1,"tile":null}"#,
            r#"{"type":5}"#,
            r#"{"ground":1}"#,
            r#"[1,2]"#,
            r#""resign""#,
            r#"null"#,
        ] {
            same::<Action, OldAction>(j, false);
        }
        let a: Action =
            dice::json::from_str(r#"{"type":"build","placements":[{"die":1,"column":2}]}"#)
                .unwrap();
        let Action::Build { placements } = a else {
            panic!()
        };
        assert_eq!((placements[0].die, placements[0].column), (1, Some(2)));
        for j in [
            r#"{"faces":["groundLow","blank","penthouseHigh"]}"#,
            r#"{"faces":["groundlow"]}"#,
            r#"{"faces":[]}"#,
            r#"{"faces":["blank"],"x":0}"#,
            r#"{}"#,
        ] {
            same::<Roll, OldRoll>(j, true);
        }
        for f in Face::ALL {
            let r: Roll = dice::json::from_str(&format!(r#"{{"faces":["{}"]}}"#, f.id())).unwrap();
            assert_eq!(r.faces, [f]);
            assert_eq!(
                dice::json::to_string(&f).unwrap(),
                format!("\"{}\"", f.id())
            );
        }
        for j in [
            r#"{"players":1,"seed":5}"#,
            r#"{"players":1,"seed":"5"}"#,
            r#"{"players":1,"seed":" 7 "}"#,
            r#"{"players":1,"seed":"x"}"#,
            r#"{"players":1,"seed":"4294967295"}"#,
            r#"{"players":1,"seed":"4294967296"}"#,
            r#"{"players":1,"seed":""}"#,
            r#"{"players":1,"seed":-1}"#,
            r#"{"players":1,"seed":4294967296}"#,
            r#"{"players":1,"seed":4294967295,"scenario":"saoPaulo"}"#,
            r#"{"players":1,"seed":1,"scenario":null}"#,
            r#"{"players":1,"seed":1,"scenario":"rome"}"#,
            r#"{"players":300,"seed":1}"#,
            r#"{"seed":1}"#,
        ] {
            same::<Config, OldConfig>(j, true);
        }
        for s in Scenario::ALL {
            let c: Config = dice::json::from_str(&format!(
                r#"{{"players":1,"seed":1,"scenario":"{}"}}"#,
                s.id()
            ))
            .unwrap();
            assert_eq!(c.scenario, Some(s));
        }
        let q: Query =
            dice::json::from_str(r#"{"type":"odds","take":{"ground":1,"upper":2,"penthouse":0}}"#)
                .unwrap();
        assert_eq!(
            q,
            Query::OddsOfTake {
                take: crate::Counts::new(1, 2, 0)
            }
        );
        for bad in [
            r#"{"type":"odds","take":{"ground":1,"upper":2}}"#,
            r#"{"type":"odds","take":{"ground":1,"upper":2,"penthouse":0,"x":1}}"#,
            r#"{"type":"content","x":1}"#,
        ] {
            assert!(dice::json::from_str::<Query>(bad).is_err(), "{bad}");
        }
    }
}
