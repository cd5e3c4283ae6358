//! What the active player can do, what chance does, and what the page is told
//! happened.

use crate::city::Tile;
use crate::die::{Counts, Face, Kind, Rise};
use crate::wire::{self, Fields, FromValue, Value};
use serde::Serialize;

dice::wire! {
    /// One die of a Build: `die` is its index in the active dice; `building`
    /// the number of the building it goes on (buildings started earlier in the
    /// same Build have the next numbers, in the order they were started), or
    /// `column` its place (an index into the player's columns as they stood when
    /// the Build began, then those started in it: what saves written before the
    /// numbers hold); neither starts a new building.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Placement {
        pub die: u8,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub building: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pub column: Option<u8>,
    }
}

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Action("action") {
        /// Three dice (all that are left, if fewer) from the Construction Yard.
        "take" => Take {
            ground: u8 = 0,
            upper: u8 = 0,
            penthouse: u8 = 0,
        },
        /// Every die in the Abandoned District.
        "takeDistrict" => TakeDistrict,
        /// Dice (indices into the active dice) sent to the Abandoned District.
        "abandon" => Abandon { dice: Vec<u8> },
        /// Dice built, in order.
        "build" => Build { placements: Vec<Placement> },
        /// Dice sent back to the yard together with one building: by its number
        /// (`building`), or by its place as saves before the numbers name it: an
        /// open column (`column`) or a finished one (`tile`, an index into the tiles).
        "demolish" => Demolish {
            dice: Vec<u8>,
            #[serde(skip_serializing_if = "Option::is_none")]
            building: Option<u8>,
            #[serde(skip_serializing_if = "Option::is_none")]
            column: Option<u8>,
            #[serde(skip_serializing_if = "Option::is_none")]
            tile: Option<u8>,
        },
        /// Roll these remaining active dice again (at least one).
        "reroll" => Reroll { dice: Vec<u8> },
        /// End the turn; remaining active dice go back to the yard.
        "resign" => Resign,
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
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
#[cfg_attr(feature = "ts", derive(dice::Ts))]
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
        /// Its number.
        building: u8,
        rise: Rise,
        height: u8,
        points: i32,
    },
    Demolished {
        seat: u8,
        /// The building's number.
        building: u8,
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
