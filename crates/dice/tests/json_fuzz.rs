//! The JSON codec reads whatever it is given without panicking, and agrees with
//! serde_json on every whole-number document.
use proptest::prelude::*;
use serde_json::Value;

fn whole_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        ".*".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(".*", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_text_never_panics(text in ".*") {
        let _ = dice::json::from_str::<serde::de::IgnoredAny>(&text);
        let _ = dice::json::from_str::<Vec<(u8, String)>>(&text);
        let _ = dice::json::value(&text);
        let _ = dice::json::members(&text);
    }

    #[test]
    fn damaged_documents_never_panic(v in whole_json(), cut in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let text = serde_json::to_string(&v).unwrap();
        let mut bytes = text.clone().into_bytes();
        let i = cut.index(bytes.len().max(1)).min(bytes.len().saturating_sub(1));
        if !bytes.is_empty() && byte.is_ascii() {
            bytes[i] = byte;
        }
        if let Ok(s) = String::from_utf8(bytes) {
            let _ = dice::json::from_str::<Value>(&s);
            let _ = dice::json::value(&s);
        }
        let half = (0..=text.len() / 2).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let _ = dice::json::from_str::<Value>(&text[..half]);
    }

    #[test]
    fn agrees_with_serde_json(v in whole_json()) {
        let ours = dice::json::to_string(&v).unwrap();
        prop_assert_eq!(&ours, &serde_json::to_string(&v).unwrap());
        prop_assert_eq!(dice::json::from_str::<Value>(&ours).unwrap(), v.clone());
        // The hand reader (the one the wasm modules use) reads it back alike.
        prop_assert_eq!(back(dice::json::value(&ours).unwrap()), clamp(v));
    }
}

/// Our value as serde_json's, to compare (numbers are whole in both).
fn back(v: dice::wire::Value) -> Value {
    use dice::wire::Value as W;
    match v {
        W::Null => Value::Null,
        W::Bool(b) => Value::Bool(b),
        W::Int(n) => Value::from(n),
        W::Str(s) => Value::String(s),
        W::List(l) => Value::Array(l.into_iter().map(back).collect()),
        W::Map(m) => Value::Object(m.into_iter().map(|(k, v)| (k, back(v))).collect()),
    }
}

/// Whole numbers beyond i64 read as i64::MAX (beyond every field's range either way).
fn clamp(v: Value) -> Value {
    match v {
        Value::Number(n) if n.as_i64().is_none() => Value::from(i64::MAX),
        Value::Array(l) => Value::Array(l.into_iter().map(clamp).collect()),
        Value::Object(m) => Value::Object(m.into_iter().map(|(k, v)| (k, clamp(v))).collect()),
        v => v,
    }
}
