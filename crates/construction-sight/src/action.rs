//! What a player can do, and what the page is told happened.

use crate::city::BuildingSpec;
use crate::roll::Roll;
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Action("action") {
        /// A building: top-left cell at column `x`, row `y`; `width` columns by
        /// `depth` rows, `height` 1–6; the three numbers are the three dice. `doors`:
        /// the perimeter cells (row × 10 + column) that get doors.
        "build" => Build {
            x: u8,
            y: u8,
            width: u8,
            depth: u8,
            height: u8,
            doors: Vec<u8> = Vec::new(),
        },
        /// A plaza on `cells`, filling the unfilled doors on `doors`.
        "plaza" => Plaza { cells: Vec<u8>, doors: Vec<u8> = Vec::new() },
        /// Stop for good and score the city as it stands.
        "stop" => Stop,
        /// Blank-sheet setup: write `goals[i]` into park space `spaces[i]`.
        "write" => Write { spaces: Vec<u8>, goals: Vec<u8> },
    }
}

impl Action {
    pub fn building(b: &BuildingSpec) -> Action {
        Action::Build {
            x: b.x,
            y: b.y,
            width: b.width,
            depth: b.depth,
            height: b.height,
            doors: b.doors.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// The dice for everyone (setup or play).
    #[serde(rename_all = "camelCase")]
    Rolled {
        dice: Roll,
    },
    #[serde(rename_all = "camelCase")]
    Built {
        seat: u8,
        structure: u8,
    },
    #[serde(rename_all = "camelCase")]
    PlazaDrawn {
        seat: u8,
        structure: u8,
        doors_filled: u8,
    },
    /// A seat wrote goals during setup (what it wrote stays private for now).
    #[serde(rename_all = "camelCase")]
    Wrote {
        seat: u8,
    },
    /// A side's goals are now visible to all.
    #[serde(rename_all = "camelCase")]
    SideShown {
        side: crate::sheet::Side,
    },
    #[serde(rename_all = "camelCase")]
    Stopped {
        seat: u8,
    },
    /// Nothing the roll allows fits on this seat's sheet: its game is over.
    #[serde(rename_all = "camelCase")]
    NothingFits {
        seat: u8,
    },
    GameOver,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_as_flat_objects() {
        let a: Action = serde_json::from_str(
            r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":[21]}"#,
        )
        .unwrap();
        assert!(matches!(a, Action::Build { width: 4, .. }));
        let p: Action = serde_json::from_str(r#"{"type":"plaza","cells":[1,2]}"#).unwrap();
        assert_eq!(
            p,
            Action::Plaza {
                cells: vec![1, 2],
                doors: vec![]
            }
        );
        assert!(serde_json::from_str::<Action>(r#"{"type":"stop","x":1}"#).is_err());
        assert!(serde_json::from_str::<Action>(r#"{"type":"fly"}"#).is_err());
        let back = serde_json::to_string(&Action::Stop).unwrap();
        assert_eq!(back, r#"{"type":"stop"}"#);
    }

    /// What the reader accepts: what the hand reader before `dice::wire!` did,
    /// except that a null field of another action is now refused too
    /// (`{"type":"stop","x":null}`), as serde's `deny_unknown_fields` would.
    #[test]
    fn the_reader_accepts_actions_and_refuses_the_rest() {
        for (j, ok) in [
            (
                r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":[21]}"#,
                true,
            ),
            (
                r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5}"#,
                true,
            ),
            (
                r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":null}"#,
                true,
            ),
            (
                r#"{"type":"build","x":256,"y":2,"width":4,"depth":3,"height":5}"#,
                false,
            ),
            (
                r#"{"type":"build","x":-1,"y":2,"width":4,"depth":3,"height":5}"#,
                false,
            ),
            (
                r#"{"type":"build","x":"1","y":2,"width":4,"depth":3,"height":5}"#,
                false,
            ),
            (
                r#"{"type":"build","x":1,"x":1,"y":2,"width":4,"depth":3,"height":5}"#,
                false,
            ),
            (
                r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":[true]}"#,
                false,
            ),
            (r#"{"type":"build","x":1,"y":2,"width":4,"depth":3}"#, false),
            (r#"{"type":"plaza","cells":[1,2],"doors":[3]}"#, true),
            (r#"{"type":"plaza","cells":[1,2],"extra":1}"#, false),
            (r#"{"type":"plaza","cells":{"a":1}}"#, false),
            (r#"{"type":"stop"}"#, true),
            (r#"{"type":"stop","x":null}"#, false),
            (r#"{"type":"write","spaces":[0,1],"goals":[3,4]}"#, true),
            (r#"{"type":5}"#, false),
            (r#"{"x":1}"#, false),
            (r#"[1,2]"#, false),
            (r#""stop""#, false),
            (r#"null"#, false),
        ] {
            assert_eq!(dice::json::from_str::<Action>(j).is_ok(), ok, "{j}");
        }
    }
}
