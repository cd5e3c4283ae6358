//! What the active player can do, what chance does, and what the page is told
//! happened.

use crate::city::Tile;
use crate::die::{Counts, Face, Kind, Rise};
use crate::wire::{self, Fields, FromValue, Value};
use serde::{Deserialize, Serialize};

/// One die of a Build: `die` is its index in the active dice; `column` the
/// building it goes on (an index into the player's columns as they stood when
/// the Build began; buildings started earlier in the same Build follow, in the
/// order they were started), or absent to start a new building.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    pub die: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// Three dice (all that are left, if fewer) from the Construction Yard.
    Take {
        ground: u8,
        upper: u8,
        penthouse: u8,
    },
    /// Every die in the Abandoned District.
    TakeDistrict,
    /// Dice (indices into the active dice) sent to the Abandoned District.
    Abandon { dice: Vec<u8> },
    /// Dice built, in order.
    Build { placements: Vec<Placement> },
    /// Dice sent back to the yard together with one building: an open column
    /// (`column`) or a finished one (`tile`, an index into the tiles).
    Demolish {
        dice: Vec<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        column: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        tile: Option<u8>,
    },
    /// Roll these remaining active dice again (at least one).
    Reroll { dice: Vec<u8> },
    /// End the turn; remaining active dice go back to the yard.
    Resign,
}

/// An action as it arrives, read as one flat object (serde's reader for tagged
/// enums buffers the whole value and costs kilobytes of wasm).
struct ActionFields {
    kind: String,
    ground: Option<u8>,
    upper: Option<u8>,
    penthouse: Option<u8>,
    dice: Option<Vec<u8>>,
    placements: Option<Vec<Placement>>,
    column: Option<u8>,
    tile: Option<u8>,
}

impl ActionFields {
    fn read(v: Value) -> Result<ActionFields, String> {
        let mut f = Fields::of(v)?;
        let opt = |x: Option<Value>| x.map(wire::byte).transpose();
        let a = ActionFields {
            kind: wire::string(f.need("type")?)?,
            ground: opt(f.take("ground"))?,
            upper: opt(f.take("upper"))?,
            penthouse: opt(f.take("penthouse"))?,
            dice: f.take("dice").map(wire::bytes).transpose()?,
            placements: f
                .take("placements")
                .map(|v| wire::list(v, Placement::read))
                .transpose()?,
            column: opt(f.take("column"))?,
            tile: opt(f.take("tile"))?,
        };
        f.done()?;
        Ok(a)
    }
}

impl Placement {
    fn read(v: Value) -> Result<Placement, String> {
        let mut f = Fields::of(v)?;
        let p = Placement {
            die: wire::byte(f.need("die")?)?,
            column: f.take("column").map(wire::byte).transpose()?,
        };
        f.done()?;
        Ok(p)
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
        let counts = f.ground.is_some() || f.upper.is_some() || f.penthouse.is_some();
        let only_dice = !counts && f.placements.is_none() && f.column.is_none() && f.tile.is_none();
        let nothing = only_dice && f.dice.is_none();
        match f.kind.as_str() {
            "take" if f.dice.is_none() && f.placements.is_none() && f.column.is_none() && f.tile.is_none() => {
                Ok(Action::Take {
                    ground: f.ground.unwrap_or(0),
                    upper: f.upper.unwrap_or(0),
                    penthouse: f.penthouse.unwrap_or(0),
                })
            }
            "take" => Err("a take action has ground, upper and penthouse counts only".into()),
            "takeDistrict" if nothing => Ok(Action::TakeDistrict),
            "resign" if nothing => Ok(Action::Resign),
            "abandon" | "reroll" if only_dice && f.dice.is_some() => {
                let dice = f.dice.unwrap_or_default();
                Ok(if f.kind == "abandon" {
                    Action::Abandon { dice }
                } else {
                    Action::Reroll { dice }
                })
            }
            "build" if !counts && f.dice.is_none() && f.column.is_none() && f.tile.is_none() => {
                Ok(Action::Build {
                    placements: f.placements.ok_or("a build action lists its placements")?,
                })
            }
            "demolish" if !counts && f.placements.is_none() && f.dice.is_some() => {
                Ok(Action::Demolish {
                    dice: f.dice.unwrap_or_default(),
                    column: f.column,
                    tile: f.tile,
                })
            }
            "takeDistrict" | "resign" | "abandon" | "reroll" | "build" | "demolish" => Err(format!(
                "fields that do not belong to a {} action",
                f.kind
            )),
            other => Err(format!(
                "unknown action type \"{other}\": use take, takeDistrict, abandon, build, demolish, reroll or resign"
            )),
        }
    }
}

/// What chance did: the faces of the dice just rolled (a multiset, in the
/// order of [`Face`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Roll {
    pub faces: Vec<Face>,
}

impl FromValue for Roll {
    fn from_value(v: Value) -> Result<Roll, String> {
        let mut f = Fields::of(v)?;
        let faces = wire::list(f.need("faces")?, |v| wire::named(v, &Face::ALL, Face::id))?;
        f.done()?;
        Ok(Roll { faces })
    }
}
dice::serde_via_value!(Roll);

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    Took {
        seat: u8,
        dice: Counts,
        district: bool,
    },
    Rolled {
        faces: Vec<Face>,
    },
    Abandoned {
        seat: u8,
        dice: Counts,
    },
    Built {
        seat: u8,
        faces: Vec<Face>,
    },
    /// A building finished: its column became a tile and its dice went back.
    Completed {
        seat: u8,
        rise: Rise,
        height: u8,
        points: i32,
    },
    Demolished {
        seat: u8,
        dice: Counts,
        column: Option<Vec<Kind>>,
        tile: Option<Tile>,
    },
    /// The roll could be neither built nor used to demolish (solo): the turn ends.
    Stuck {
        seat: u8,
    },
    TurnEnded {
        seat: u8,
        returned: Counts,
    },
    Restocked {
        dice: Counts,
    },
    RoundEnded {
        round: u8,
    },
    GameOver,
}
