//! What a seat (or the public) sees. Skyline hides nothing, so every view shows
//! the whole table; bots decide from it alone.

use crate::city::{Column, Tile};
use crate::content::content;
use crate::die::{Counts, Face, Kind};
use crate::game::{Phase, Skyline};
use crate::scenario::{self, Verdict};
use serde::Serialize;

/// A rolled die in the active player's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct ActiveDie {
    pub kind: Kind,
    pub face: Face,
    /// Fits one of the active player's buildings, or starts one, on its own.
    pub fits: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    /// Unfinished buildings, each with its number and its dice bottom first.
    pub columns: Vec<Column>,
    /// Finished buildings, in the order they were finished.
    pub tiles: Vec<Tile>,
    /// The number the next building started gets (then the next, in a Build
    /// that starts several).
    pub next_building: u8,
    /// The score if the game ended now.
    pub score: i32,
    /// Buildings that would count at the end (the tie-break).
    pub buildings: u32,
    pub demolished: u8,
    /// Per building under construction: its points if the game ended now.
    pub column_points: Vec<i32>,
    /// Per building under construction: no die can ever finish it.
    pub unfinishable: Vec<bool>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Whose view this is; `None` for the public view.
    pub seat: Option<u8>,
    pub players: u8,
    /// The current round (1-based) and the most there can be.
    pub round: u8,
    pub rounds: u8,
    /// The active player.
    pub turn: u8,
    pub phase: Phase,
    pub to_act: Vec<u8>,
    pub yard: Counts,
    /// Always empty in a solo game (there is no Abandoned District).
    pub district: Counts,
    /// Dice taken but not rolled yet (only while chance acts).
    pub pending: Counts,
    /// The active player's rolled dice, in the order actions refer to them.
    pub active: Vec<ActiveDie>,
    /// How many dice a Take takes now (three, unless the yard runs short).
    pub take_size: u8,
    pub seats: Vec<SeatView>,
    /// Tiles of heights 1 to 6 still in the box (a building completes even when
    /// its height has run out).
    pub tiles_left: Vec<u8>,
    /// A six-dice building was finished this round, so the round is the last.
    pub last_round: bool,
    /// Solo: the level the current score reaches, by its code ("project-manager").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// While the active player resolves: the building that costs least to
    /// demolish (the page's advice when no die can be built), by its place in
    /// their `columns` then `tiles`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cheapest: Option<u8>,
    /// Solo: the scenario attempted and how it stands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<Verdict>,
}

impl View {
    pub fn of(g: &Skyline, seat: Option<u8>) -> View {
        let c = content();
        let players = dice::Game::players(g);
        let seats: Vec<SeatView> = (0..players)
            .map(|s| {
                let city = g.city(s);
                SeatView {
                    columns: city.columns.clone(),
                    tiles: city.tiles.clone(),
                    next_building: city.founded + 1,
                    score: city.score(),
                    buildings: city.completed() as u32,
                    demolished: g.demolished(s),
                    column_points: city.column_points(),
                    unfinishable: city.unfinishable(),
                }
            })
            .collect();
        let tiles_left = c
            .tiles
            .iter()
            .map(|t| {
                let used = (0..players)
                    .flat_map(|s| g.city(s).tiles.iter())
                    .filter(|x| x.height == t.height)
                    .count();
                t.copies.saturating_sub(used as u8)
            })
            .collect();
        let city = g.city(g.turn());
        let active = g
            .active()
            .iter()
            .map(|&f| ActiveDie {
                kind: f.kind(),
                face: f,
                fits: city.fits(f),
            })
            .collect();
        let solo = players == 1;
        View {
            seat,
            players,
            round: g.round(),
            rounds: c.rounds,
            turn: g.turn(),
            phase: g.phase(),
            to_act: dice::Game::to_act(g),
            yard: g.yard(),
            district: g.district(),
            pending: Counts::of_kinds(g.pending().iter().copied()),
            active,
            take_size: g.take_size() as u8,
            seats,
            tiles_left,
            last_round: g.six_high,
            level: if solo {
                c.level(g.score(0)).map(|l| l.id.to_string())
            } else {
                None
            },
            cheapest: if g.phase() == Phase::Resolve {
                city.cheapest()
            } else {
                None
            },
            scenario: g.scenario().map(|s| scenario::verdict(g, s)),
        }
    }

    /// The active dice's faces, in order.
    pub fn faces(&self) -> Vec<Face> {
        self.active.iter().map(|d| d.face).collect()
    }
}
