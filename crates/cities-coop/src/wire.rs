//! This crate's JSON readers on top of [`dice::wire`] (the shared [`Value`],
//! [`Fields`] and number/string/list helpers, re-exported here): each derived
//! `Deserialize` would cost kilobytes of wasm.

use crate::content::CardId;
pub use dice::wire::*;

/// A card id such as "1-17" or "U03".
pub fn card(v: Value) -> Result<CardId, String> {
    let s = string(v)?;
    CardId::parse(&s).ok_or_else(|| {
        format!(
            "unknown card \"{s}\": cards are \"1-01\" to \"3-25\", \"U01\" to \"U10\", roles \"RL01\" to \"RL10\", policies \"PO01\" to \"PO10\" and news \"NW01\" to \"NW10\""
        )
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
            r#"{"players":2,"seed":1,"scenario":"3"}"#,
            r#"{"players":300,"seed":1}"#,
            r#"{"players":2,"seed":1,"colour":"red"}"#,
            r#"{"seed":1}"#,
        ] {
            same::<Config, OldConfig>(j, true);
        }
        // Since `dice::wire!`, null is "left out" for every field that may be
        // left out: a null scenario is the default, as a null difficulty was.
        let c: Config =
            dice::json::from_str(r#"{"players":2,"seed":1,"scenario":null}"#).expect("reads");
        assert_eq!(c.scenario, 0);
        let c: Config =
            dice::json::from_str(r#"{"players":2,"seed":"9","scenario":4}"#).expect("reads");
        assert_eq!((c.players, c.seed.0, c.scenario), (2, 9, 4));
    }
}
