//! What a player can do, and what the page is told happened.

use crate::city::BuildingSpec;
use crate::roll::Roll;
use crate::wire::{self, Fields, FromValue, Value};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// A building: top-left cell at column `x`, row `y`; `width` columns by
    /// `depth` rows, `height` 1–6; the three numbers are the three dice. `doors`:
    /// the perimeter cells (row × 10 + column) that get doors.
    Build {
        x: u8,
        y: u8,
        width: u8,
        depth: u8,
        height: u8,
        doors: Vec<u8>,
    },
    /// A plaza on `cells`, filling the unfilled doors on `doors`.
    Plaza { cells: Vec<u8>, doors: Vec<u8> },
    /// Stop for good and score the city as it stands.
    Stop,
    /// Blank-sheet setup: write `goals[i]` into park space `spaces[i]`.
    Write { spaces: Vec<u8>, goals: Vec<u8> },
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

/// An action as it arrives, read as one flat object (through [`wire`]: derived
/// readers cost kilobytes of wasm each).
struct ActionFields {
    kind: String,
    x: Option<u8>,
    y: Option<u8>,
    width: Option<u8>,
    depth: Option<u8>,
    height: Option<u8>,
    doors: Option<Vec<u8>>,
    cells: Option<Vec<u8>>,
    spaces: Option<Vec<u8>>,
    goals: Option<Vec<u8>>,
}

impl ActionFields {
    fn read(v: wire::Value) -> Result<ActionFields, String> {
        let mut f = Fields::of(v)?;
        let mut byte = |name| f.take(name).map(wire::byte).transpose();
        let (x, y, width, depth, height) = (
            byte("x")?,
            byte("y")?,
            byte("width")?,
            byte("depth")?,
            byte("height")?,
        );
        let mut bytes = |name| f.take(name).map(wire::bytes).transpose();
        let (doors, cells, spaces, goals) = (
            bytes("doors")?,
            bytes("cells")?,
            bytes("spaces")?,
            bytes("goals")?,
        );
        let a = ActionFields {
            kind: wire::string(f.need("type")?)?,
            x,
            y,
            width,
            depth,
            height,
            doors,
            cells,
            spaces,
            goals,
        };
        f.done()?;
        Ok(a)
    }
}

impl FromValue for Action {
    fn from_value(v: Value) -> Result<Action, String> {
        ActionFields::read(v).and_then(Action::try_from)
    }
}
dice::serde_via_value!(Action);

impl TryFrom<ActionFields> for Action {
    type Error = String;
    fn try_from(f: ActionFields) -> Result<Action, String> {
        let ActionFields {
            kind,
            x,
            y,
            width,
            depth,
            height,
            doors,
            cells,
            spaces,
            goals,
        } = f;
        match kind.as_str() {
            "build" => match (x, y, width, depth, height, cells, spaces, goals) {
                (Some(x), Some(y), Some(width), Some(depth), Some(height), None, None, None) => {
                    Ok(Action::Build {
                        x,
                        y,
                        width,
                        depth,
                        height,
                        doors: doors.unwrap_or_default(),
                    })
                }
                _ => Err("a build action has x, y, width, depth, height and doors".into()),
            },
            "plaza" => match (x, y, width, depth, height, cells, spaces, goals) {
                (None, None, None, None, None, Some(cells), None, None) => Ok(Action::Plaza {
                    cells,
                    doors: doors.unwrap_or_default(),
                }),
                _ => Err("a plaza action has cells and doors and nothing else".into()),
            },
            "stop" => match (x, y, width, depth, height, doors, cells, spaces, goals) {
                (None, None, None, None, None, None, None, None, None) => Ok(Action::Stop),
                _ => Err("a stop action has nothing else".into()),
            },
            "write" => match (x, y, width, depth, height, doors, cells, spaces, goals) {
                (None, None, None, None, None, None, None, Some(spaces), Some(goals)) => {
                    Ok(Action::Write { spaces, goals })
                }
                _ => Err("a write action has spaces and goals and nothing else".into()),
            },
            other => Err(format!(
                "unknown action type \"{other}\": use \"build\", \"plaza\", \"stop\" or \"write\""
            )),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
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

    use serde::Deserialize;

    /// The derived reader the hand one replaced, for comparison.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct OldFields {
        #[serde(rename = "type")]
        kind: String,
        x: Option<u8>,
        y: Option<u8>,
        width: Option<u8>,
        depth: Option<u8>,
        height: Option<u8>,
        doors: Option<Vec<u8>>,
        cells: Option<Vec<u8>>,
        spaces: Option<Vec<u8>>,
        goals: Option<Vec<u8>>,
    }

    #[test]
    fn hand_reader_accepts_what_the_derived_one_did() {
        for j in [
            r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":[21]}"#,
            r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5}"#,
            r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":null}"#,
            r#"{"type":"build","x":256,"y":2,"width":4,"depth":3,"height":5}"#,
            r#"{"type":"build","x":-1,"y":2,"width":4,"depth":3,"height":5}"#,
            r#"{"type":"build","x":"1","y":2,"width":4,"depth":3,"height":5}"#,
            r#"{"type":"build","x":1,"x":1,"y":2,"width":4,"depth":3,"height":5}"#,
            r#"{"type":"build","x":1,"y":2,"width":4,"depth":3,"height":5,"doors":[true]}"#,
            r#"{"type":"plaza","cells":[1,2],"doors":[3]}"#,
            r#"{"type":"plaza","cells":[1,2],"extra":1}"#,
            r#"{"type":"plaza","cells":{"a":1}}"#,
            r#"{"type":"stop"}"#,
            r#"{"type":"stop","x":null}"#,
            r#"{"type":"write","spaces":[0,1],"goals":[3,4]}"#,
            r#"{"type":5}"#,
            r#"{"x":1}"#,
            r#"[1,2]"#,
            r#""stop""#,
            r#"null"#,
        ] {
            let new = dice::json::from_str::<Action>(j).ok();
            let old = dice::json::from_str::<OldFields>(j).ok().and_then(|o| {
                Action::try_from(ActionFields {
                    kind: o.kind,
                    x: o.x,
                    y: o.y,
                    width: o.width,
                    depth: o.depth,
                    height: o.height,
                    doors: o.doors,
                    cells: o.cells,
                    spaces: o.spaces,
                    goals: o.goals,
                })
                .ok()
            });
            assert_eq!(new, old, "{j}");
        }
    }
}
