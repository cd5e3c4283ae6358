//! The shared JSON reader [`dice::wire`] (its [`Value`], [`Fields`] and helpers),
//! re-exported for this crate's hand-written readers in `action`, `config` and
//! `query`, and the tests comparing those with the derived readers they replace.

pub use dice::wire::*;

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
        building: Option<u8>,
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
        building: Option<u8>,
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
            Query::Odds {
                dice: None,
                take: Some(crate::Counts::new(1, 2, 0))
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
