//! The solo city scenarios: a goal for the finished skyline, checked when the
//! game ends (and, as a hint, against the skyline as it stands).

use crate::config::Scenario;
use crate::die::Rise;
use crate::game::{Phase, Skyline};
use serde::Serialize;

/// What a scenario asks of the finished skyline, in one place: the verdict reads it, and
/// so does the page, which words it (its numbers and building types as arguments). It
/// reaches the page as a plain record (`{kind, count, heights, rise}`, what the kind
/// needs): a tagged enum's serializer costs the module half a kilobyte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(into = "GoalRecord", rename_all = "camelCase")]
pub enum Goal {
    /// At least `count` buildings in the skyline whose height is one of `heights`.
    #[serde(rename_all = "camelCase")]
    AtLeast { count: u8, heights: &'static [u8] },
    /// Nothing demolished all game.
    NoDemolition,
    /// No building of this type in the skyline.
    NoRise { rise: Rise },
    /// Exactly `count` buildings in the skyline.
    Exactly { count: u8 },
}

/// A goal as the page reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct GoalRecord {
    /// `atLeast`, `noDemolition`, `noRise` or `exactly`.
    pub kind: &'static str,
    /// atLeast, exactly: how many buildings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
    /// atLeast: the heights that count.
    #[serde(skip_serializing_if = "<[u8]>::is_empty")]
    pub heights: &'static [u8],
    /// noRise: the building type.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rise: Option<Rise>,
}

impl From<Goal> for GoalRecord {
    fn from(g: Goal) -> Self {
        let r = |kind| GoalRecord {
            kind,
            count: None,
            heights: &[],
            rise: None,
        };
        match g {
            Goal::AtLeast { count, heights } => GoalRecord {
                count: Some(count),
                heights,
                ..r("atLeast")
            },
            Goal::NoDemolition => r("noDemolition"),
            Goal::NoRise { rise } => GoalRecord {
                rise: Some(rise),
                ..r("noRise")
            },
            Goal::Exactly { count } => GoalRecord {
                count: Some(count),
                ..r("exactly")
            },
        }
    }
}

impl Scenario {
    pub const fn goal(self) -> Goal {
        match self {
            Scenario::Dubai => Goal::AtLeast {
                count: 3,
                heights: &[3],
            },
            Scenario::Essen => Goal::NoDemolition,
            Scenario::NewYork => Goal::AtLeast {
                count: 2,
                heights: &[5, 6],
            },
            Scenario::SaoPaulo => Goal::AtLeast {
                count: 4,
                heights: &[4],
            },
            Scenario::Shanghai => Goal::NoRise { rise: Rise::Low },
            Scenario::Toronto => Goal::Exactly { count: 7 },
            Scenario::Tucson => Goal::NoRise { rise: Rise::High },
        }
    }
}

/// How a scenario stands: `met` if the game ended now; `decided` once the
/// game is over (or the goal can no longer be met, as after a demolish in Essen).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    /// The scenario's id (the page names the city and words its goal).
    pub id: &'static str,
    pub met: bool,
    pub decided: bool,
}

impl Verdict {
    /// The result's note, a code the page words: the scenario's id, then `-met` or
    /// `-missed` ("essen-met").
    pub fn note(&self) -> String {
        format!("{}-{}", self.id, if self.met { "met" } else { "missed" })
    }
}

pub fn verdict(game: &Skyline, s: Scenario) -> Verdict {
    let city = game.city(0);
    let tiles = city.final_tiles();
    let heights = |h: &[u8]| tiles.iter().filter(|t| h.contains(&t.height)).count();
    let any_of =
        |r: Rise| tiles.iter().any(|t| t.rise == r) || city.columns.iter().any(|c| c.rise == r);
    let over = game.phase() == Phase::Over;
    let (met, lost) = match s.goal() {
        Goal::AtLeast { count, heights: h } => (heights(h) >= count as usize, false),
        Goal::NoDemolition => (game.demolished(0) == 0, game.demolished(0) > 0),
        // Unfinished Mid- and High-Rise columns are discarded at the end, so
        // only finished (and lone Low-Rise) buildings count; while playing, an
        // open column of the type is a warning, hence `any_of` before the end.
        Goal::NoRise { rise } => {
            let some = if over {
                tiles.iter().any(|t| t.rise == rise)
            } else {
                any_of(rise)
            };
            (!some, false)
        }
        Goal::Exactly { count } => (tiles.len() == count as usize, false),
    };
    Verdict {
        id: s.id(),
        met,
        decided: over || lost,
    }
}
