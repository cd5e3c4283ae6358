//! Reading JSON from the page: actions, chance outcomes, options and questions
//! arrive as one small generic [`Value`] and are checked by hand. The JSON
//! reader offers every value to every visitor, so each derived `Deserialize`
//! costs kilobytes of wasm; this one visitor serves every type (as in Skyline).

use crate::action::Square;
use crate::content::CardId;
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

    /// The field `name` as it is, null included (absent is `None`).
    pub fn raw(&mut self, name: &str) -> Option<Value> {
        let i = self.0.iter().position(|(k, _)| k == name)?;
        Some(self.0.remove(i).1)
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

/// A card id such as "1-17" or "U03".
pub fn card(v: Value) -> Result<CardId, String> {
    let s = string(v)?;
    CardId::parse(&s).ok_or_else(|| {
        format!(
            "unknown card \"{s}\": cards are \"1-01\" to \"3-25\", \"U01\" to \"U10\", roles \"RL01\" to \"RL10\", policies \"PO01\" to \"PO10\" and news \"NW01\" to \"NW10\""
        )
    })
}

pub fn cards(v: Value) -> Result<Vec<CardId>, String> {
    list(v, card)
}

/// A square `[x, y]`.
pub fn squares(v: Value) -> Result<Vec<Square>, String> {
    list(v, |v| match bytes(v)?[..] {
        [x, y] => Ok([x, y]),
        _ => Err("a square is [x, y]".into()),
    })
}

#[cfg(test)]
mod tests {
    use crate::{Action, CardId, Config, Query};
    use serde::Deserialize;

    /// The derived readers these replace, for comparison.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct OldAction {
        #[serde(rename = "type")]
        kind: String,
        piece: Option<String>,
        card: Option<OldCard>,
        cells: Option<Vec<[u8; 2]>>,
        pile: Option<u8>,
        cards: Option<Vec<OldCard>>,
        piles: Option<Vec<u8>>,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct OldQuery {
        #[serde(rename = "type")]
        kind: String,
        seat: Option<u8>,
        card: Option<OldCard>,
        cells: Option<Vec<[u8; 2]>>,
        cards: Option<Vec<OldCard>>,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct OldConfig {
        players: u8,
        seed: dice::Seed,
        #[serde(default)]
        scenario: u8,
    }

    struct OldCard;
    impl<'de> Deserialize<'de> for OldCard {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let s = String::deserialize(d)?;
            CardId::parse(&s)
                .map(|_| OldCard)
                .ok_or_else(|| serde::de::Error::custom("card"))
        }
    }

    /// Read now exactly when read before (the flat fields; the rules of each
    /// type are the same `TryFrom` as before, so only the fields are compared).
    fn same<New: for<'a> Deserialize<'a>, Old: for<'a> Deserialize<'a>>(j: &str, exact: bool) {
        let new = dice::json::from_str::<New>(j).is_ok();
        let old = dice::json::from_str::<Old>(j).is_ok();
        assert!(new <= old, "accepted now but not before: {j}");
        assert!(!exact || new == old, "refused now but not before: {j}");
    }

    #[test]
    fn hand_readers_accept_what_the_derived_ones_did() {
        for j in [
            r#"{"type":"choosePiece","piece":"B"}"#,
            r#"{"type":"choosePiece","piece":1}"#,
            r#"{"type":"play","card":"1-03","cells":[[1,2],[2,2]]}"#,
            r#"{"type":"play","card":"1-03","cells":[[1,2,3]]}"#,
            r#"{"type":"play","card":"1-03","cells":[[1]]}"#,
            r#"{"type":"play","card":"1-03","cells":[[256,1]]}"#,
            r#"{"type":"play","card":"1-03","cells":[[-1,1]]}"#,
            r#"{"type":"play","card":"1-3","cells":[]}"#,
            r#"{"type":"play","card":"9-99","cells":[]}"#,
            r#"{"type":"policy","card":"PO01"}"#,
            r#"{"type":"exchange","card":"U01"}"#,
            r#"{"type":"draw","pile":2}"#,
            r#"{"type":"draw","pile":null}"#,
            r#"{"type":"draw","pile":"2"}"#,
            r#"{"type":"take","card":"NW10"}"#,
            r#"{"type":"pick","card":"RL03"}"#,
            r#"{"type":"endMilestone"}"#,
            r#"{"type":"endMilestone","x":1}"#,
            r#"{"type":"draw","pile":1,"pile":1}"#,
            r#"{"type":"swap","cards":["1-01","2-02"],"piles":[1,2]}"#,
            r#"{"type":"swap","cards":[],"piles":[]}"#,
            r#"{"type":"swap","cards":"1-01","piles":[1]}"#,
            r#"{"type":5}"#,
            r#"{"pile":1}"#,
            r#"[1,2]"#,
            r#""endMilestone""#,
            r#"null"#,
        ] {
            same::<Action, OldAction>(j, false);
        }
        let a: Action = dice::json::from_str(r#"{"type":"play","card":"1-03","cells":[[1,2]]}"#)
            .expect("reads");
        assert_eq!(
            a,
            Action::Play {
                card: CardId(2),
                cells: vec![[1, 2]]
            }
        );
        for j in [
            r#"{"type":"hand"}"#,
            r#"{"type":"hand","seat":1}"#,
            r#"{"type":"hand","seat":null}"#,
            r#"{"type":"hand","seat":-1}"#,
            r#"{"type":"spot","card":"1-01","cells":[[0,0]]}"#,
            r#"{"type":"spots","card":"3-25"}"#,
            r#"{"type":"cards"}"#,
            r#"{"type":"cards","cards":["1-01"]}"#,
            r#"{"type":"cards","x":1}"#,
        ] {
            same::<Query, OldQuery>(j, false);
        }
        for j in [
            r#"{"players":1,"seed":5}"#,
            r#"{"players":1,"seed":"5"}"#,
            r#"{"players":1,"seed":" 7 "}"#,
            r#"{"players":1,"seed":"x"}"#,
            r#"{"players":1,"seed":-1}"#,
            r#"{"players":1,"seed":4294967296}"#,
            r#"{"players":2,"seed":1,"scenario":3}"#,
            r#"{"players":2,"seed":1,"scenario":null}"#,
            r#"{"players":2,"seed":1,"scenario":"3"}"#,
            r#"{"players":300,"seed":1}"#,
            r#"{"players":2,"seed":1,"colour":"red"}"#,
            r#"{"seed":1}"#,
        ] {
            same::<Config, OldConfig>(j, true);
        }
        let c: Config =
            dice::json::from_str(r#"{"players":2,"seed":"9","scenario":4}"#).expect("reads");
        assert_eq!((c.players, c.seed.0, c.scenario), (2, 9, 4));
    }
}
