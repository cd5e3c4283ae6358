//! The three kinds of die, the three building types, and the nine results a
//! rolled die can show (its kind is part of the result: a Mid face on a Ground
//! Floor die starts a building, a Mid face on a Penthouse die finishes one).

use serde::{Deserialize, Serialize};

/// A kind of die, as it sits in the yard, the Abandoned District or a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Ground,
    Upper,
    Penthouse,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Ground, Kind::Upper, Kind::Penthouse];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The kind's name in JSON (an argument of a refusal the page words).
    pub fn id(self) -> &'static str {
        match self {
            Kind::Ground => "ground",
            Kind::Upper => "upper",
            Kind::Penthouse => "penthouse",
        }
    }
}

/// A building type (a column of dice keeps one type from the ground up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Rise {
    Low,
    Mid,
    High,
}

impl Rise {
    pub const ALL: [Rise; 3] = [Rise::Low, Rise::Mid, Rise::High];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The type's name in JSON (an argument of a refusal or score line the page words).
    pub fn id(self) -> &'static str {
        match self {
            Rise::Low => "low",
            Rise::Mid => "mid",
            Rise::High => "high",
        }
    }
}

/// What a rolled die shows. `UpperLow` is the Low-Rise roof on an Upper Floor die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Face {
    GroundLow,
    GroundMid,
    GroundHigh,
    UpperLow,
    UpperMid,
    UpperHigh,
    PenthouseMid,
    PenthouseHigh,
    Blank,
}

impl Face {
    pub const ALL: [Face; 9] = [
        Face::GroundLow,
        Face::GroundMid,
        Face::GroundHigh,
        Face::UpperLow,
        Face::UpperMid,
        Face::UpperHigh,
        Face::PenthouseMid,
        Face::PenthouseHigh,
        Face::Blank,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Face {
        Face::ALL[i]
    }

    pub fn kind(self) -> Kind {
        match self {
            Face::GroundLow | Face::GroundMid | Face::GroundHigh => Kind::Ground,
            Face::UpperLow | Face::UpperMid | Face::UpperHigh => Kind::Upper,
            Face::PenthouseMid | Face::PenthouseHigh | Face::Blank => Kind::Penthouse,
        }
    }

    /// The building type this face belongs to; `None` for a blank.
    pub fn rise(self) -> Option<Rise> {
        match self {
            Face::GroundLow | Face::UpperLow => Some(Rise::Low),
            Face::GroundMid | Face::UpperMid | Face::PenthouseMid => Some(Rise::Mid),
            Face::GroundHigh | Face::UpperHigh | Face::PenthouseHigh => Some(Rise::High),
            Face::Blank => None,
        }
    }

    /// The face of `kind` showing `rise` (`None`: a blank, only on Penthouse dice;
    /// a Penthouse die has no Low-Rise side).
    pub fn of(kind: Kind, rise: Option<Rise>) -> Option<Face> {
        Some(match (kind, rise) {
            (Kind::Ground, Some(Rise::Low)) => Face::GroundLow,
            (Kind::Ground, Some(Rise::Mid)) => Face::GroundMid,
            (Kind::Ground, Some(Rise::High)) => Face::GroundHigh,
            (Kind::Upper, Some(Rise::Low)) => Face::UpperLow,
            (Kind::Upper, Some(Rise::Mid)) => Face::UpperMid,
            (Kind::Upper, Some(Rise::High)) => Face::UpperHigh,
            (Kind::Penthouse, Some(Rise::Mid)) => Face::PenthouseMid,
            (Kind::Penthouse, Some(Rise::High)) => Face::PenthouseHigh,
            (Kind::Penthouse, None) => Face::Blank,
            _ => return None,
        })
    }

    /// The face's name in JSON.
    pub fn id(self) -> &'static str {
        match self {
            Face::GroundLow => "groundLow",
            Face::GroundMid => "groundMid",
            Face::GroundHigh => "groundHigh",
            Face::UpperLow => "upperLow",
            Face::UpperMid => "upperMid",
            Face::UpperHigh => "upperHigh",
            Face::PenthouseMid => "penthouseMid",
            Face::PenthouseHigh => "penthouseHigh",
            Face::Blank => "blank",
        }
    }
}

/// Counts per kind of die: `{ground, upper, penthouse}` in JSON.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(deny_unknown_fields)]
pub struct Counts {
    pub ground: u8,
    pub upper: u8,
    pub penthouse: u8,
}

impl Counts {
    pub fn new(ground: u8, upper: u8, penthouse: u8) -> Self {
        Counts {
            ground,
            upper,
            penthouse,
        }
    }

    pub fn get(&self, k: Kind) -> u8 {
        match k {
            Kind::Ground => self.ground,
            Kind::Upper => self.upper,
            Kind::Penthouse => self.penthouse,
        }
    }

    pub fn slot(&mut self, k: Kind) -> &mut u8 {
        match k {
            Kind::Ground => &mut self.ground,
            Kind::Upper => &mut self.upper,
            Kind::Penthouse => &mut self.penthouse,
        }
    }

    pub fn total(&self) -> u32 {
        self.ground as u32 + self.upper as u32 + self.penthouse as u32
    }

    pub fn covers(&self, other: &Counts) -> bool {
        Kind::ALL.iter().all(|&k| self.get(k) >= other.get(k))
    }

    /// The dice as a list of kinds, ground first.
    pub fn kinds(&self) -> Vec<Kind> {
        Kind::ALL
            .iter()
            .flat_map(|&k| std::iter::repeat_n(k, self.get(k) as usize))
            .collect()
    }

    pub fn of_kinds(kinds: impl IntoIterator<Item = Kind>) -> Counts {
        let mut c = Counts::default();
        for k in kinds {
            *c.slot(k) += 1;
        }
        c
    }
}
