//! The solo city scenarios: a goal for the finished skyline, checked when the
//! game ends (and, as a hint, against the skyline as it stands).

use crate::config::Scenario;
use crate::die::Rise;
use crate::game::{Phase, Skyline};
use serde::Serialize;

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
    let (met, lost) = match s {
        Scenario::Dubai => (heights(&[3]) >= 3, false),
        Scenario::Essen => (game.demolished(0) == 0, game.demolished(0) > 0),
        Scenario::NewYork => (heights(&[5, 6]) >= 2, false),
        Scenario::SaoPaulo => (heights(&[4]) >= 4, false),
        // Unfinished Mid- and High-Rise columns are discarded at the end, so
        // only finished (and lone Low-Rise) buildings count; while playing, an
        // open column of the type is a warning, hence `any_of` before the end.
        Scenario::Shanghai => {
            let low = if over {
                tiles.iter().any(|t| t.rise == Rise::Low)
            } else {
                any_of(Rise::Low)
            };
            (!low, false)
        }
        Scenario::Toronto => (tiles.len() == 7, false),
        Scenario::Tucson => {
            let high = if over {
                tiles.iter().any(|t| t.rise == Rise::High)
            } else {
                any_of(Rise::High)
            };
            (!high, false)
        }
    };
    Verdict {
        id: s.id(),
        met,
        decided: over || lost,
    }
}
