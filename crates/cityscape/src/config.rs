//! Options for a game of Cityscape, and who sits where.

use crate::side::Side;
use dice::{GameError, Seed};

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 4;
pub const MAX_ROUNDS: u8 = 12;
/// The rulebook's quick game for two players: two rounds, so each starts one.
pub const QUICK_ROUNDS_FOR_TWO: u8 = 2;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Config {
        pub players: u8,
        pub seed: Seed,
        /// Rounds to play. Default: one per player, or four with two players (the
        /// two-player standard game; two is the quick game).
        pub rounds: Option<u8>,
        /// The seat that builds first in round 1 (the rulebook: the youngest player).
        /// Later rounds start one seat further clockwise. Default: seat 0.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub first_builder as "firstBuilder": Option<u8>,
        /// May a builder take back a block while it is still the last thing that
        /// happened? A table option, on by default.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub take_back as "takeBack": Option<bool>,
    }
}

impl Config {
    pub fn new(players: u8, seed: u32) -> Self {
        Config {
            players,
            seed: Seed(seed),
            rounds: None,
            first_builder: None,
            take_back: None,
        }
    }

    pub fn with_first_builder(mut self, seat: u8) -> Self {
        self.first_builder = Some(seat);
        self
    }

    pub fn with_take_back(mut self, on: bool) -> Self {
        self.take_back = Some(on);
        self
    }

    /// The seat that builds first in round 1.
    pub fn first_builder(&self) -> u8 {
        self.first_builder.unwrap_or(0)
    }

    /// Whether a block may be taken back (on unless the table said no).
    pub fn take_back(&self) -> bool {
        self.take_back.unwrap_or(true)
    }

    pub fn with_rounds(mut self, rounds: u8) -> Self {
        self.rounds = Some(rounds);
        self
    }

    pub fn validate(&self) -> Result<(), GameError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(GameError::config(format!(
                "Cityscape takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if let Some(f) = self.first_builder {
            if f >= self.players {
                return Err(GameError::config(format!(
                    "firstBuilder must be a seat from 0 to {}, not {f}",
                    self.players - 1
                )));
            }
        }
        if let Some(r) = self.rounds {
            if !(1..=MAX_ROUNDS).contains(&r) {
                return Err(GameError::config(format!(
                    "rounds must be 1 to {MAX_ROUNDS}, not {r}"
                )));
            }
        }
        Ok(())
    }

    pub fn rounds(&self) -> u8 {
        self.rounds
            .unwrap_or(if self.players == 2 { 4 } else { self.players })
    }
}

/// The sides each seat owns. Four players: one side each, clockwise from South.
/// Three: South, West, North (East has no goals). Two: the board sits diagonally and
/// each player takes two adjacent sides (South+West, North+East).
pub fn sides_of(players: u8, seat: u8) -> &'static [Side] {
    const TWO: [[Side; 2]; 2] = [[Side::South, Side::West], [Side::North, Side::East]];
    const ONE: [[Side; 1]; 4] = [[Side::South], [Side::West], [Side::North], [Side::East]];
    match (players, seat) {
        (2, s) if s < 2 => &TWO[s as usize],
        (3 | 4, s) if s < players => &ONE[s as usize],
        _ => &[],
    }
}

/// The seat that owns `side`, if any.
pub fn owner_of(players: u8, side: Side) -> Option<u8> {
    (0..players).find(|&s| sides_of(players, s).contains(&side))
}

impl dice::Seeded for Config {
    fn seed(&self) -> u32 {
        self.seed.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_rounds_are_one_per_player_and_four_for_two() {
        assert_eq!(Config::new(2, 0).rounds(), 4);
        assert_eq!(Config::new(3, 0).rounds(), 3);
        assert_eq!(Config::new(4, 0).rounds(), 4);
        assert_eq!(Config::new(2, 0).with_rounds(2).rounds(), 2);
    }

    #[test]
    fn two_players_take_two_adjacent_sides_each() {
        assert_eq!(sides_of(2, 0), &[Side::South, Side::West]);
        assert_eq!(sides_of(2, 1), &[Side::North, Side::East]);
    }

    #[test]
    fn three_players_leave_one_side_without_goals() {
        assert_eq!(owner_of(3, Side::East), None);
        assert_eq!(owner_of(3, Side::North), Some(2));
    }

    #[test]
    fn player_count_and_rounds_are_checked() {
        assert!(Config::new(1, 0).validate().is_err());
        assert!(Config::new(5, 0).validate().is_err());
        assert!(Config::new(3, 0).with_rounds(0).validate().is_err());
        assert!(Config::new(3, 0).with_rounds(13).validate().is_err());
        assert!(Config::new(4, 0).validate().is_ok());
    }

    #[test]
    fn unknown_options_are_rejected() {
        let e =
            serde_json::from_str::<Config>(r#"{"players":2,"seed":1,"colour":"red"}"#).unwrap_err();
        assert!(e.to_string().contains("colour"));
    }
}
