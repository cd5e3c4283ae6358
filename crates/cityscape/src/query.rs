//! Questions the page may ask, so that it draws and explains the board from the
//! engine's own tables and never keeps a copy of a rule.

use crate::code::{goal_points, Code};
use crate::config::{sides_of, Config, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS};
use crate::side::{Side, LINES};
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Query("query") {
        /// The board's geometry and the goals' points: the same for every game.
        "rules" => Rules,
    }
}

/// What one goal code scores when it is met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct GoalPoints {
    pub code: u8,
    pub points: i32,
    /// The points count once for each building that meets the goal (twins),
    /// rather than once for the line.
    pub each: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Answer {
    Rules {
        /// `lines[side][line][distance]`: the lot of each line, nearest first,
        /// sides in seating order (South, West, North, East).
        lines: [[[u8; 4]; 4]; 4],
        goals: Vec<GoalPoints>,
        /// The most rounds a game may have.
        #[serde(rename = "maxRounds")]
        max_rounds: u8,
        /// A table of each player count, fewest first.
        tables: Vec<Table>,
    },
}

/// What a game of one player count starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Table {
    pub players: u8,
    /// The rounds a game plays unless its config says otherwise.
    pub rounds: u8,
    /// The seat that builds first unless the config says otherwise.
    pub first_builder: u8,
    /// Whether a builder may take back the block just placed, unless the config says otherwise.
    pub take_back: bool,
    /// The sides each seat builds for, by seat.
    pub seat_sides: Vec<&'static [Side]>,
}

pub fn answer(q: &Query) -> Answer {
    match q {
        Query::Rules => Answer::Rules {
            lines: LINES,
            goals: Code::ALL
                .iter()
                .map(|&c| {
                    let (points, each) = goal_points(c);
                    GoalPoints {
                        code: c.value(),
                        points,
                        each,
                    }
                })
                .collect(),
            max_rounds: MAX_ROUNDS,
            tables: (MIN_PLAYERS..=MAX_PLAYERS)
                .map(|players| Table {
                    players,
                    rounds: Config::new(players, 0).rounds(),
                    first_builder: Config::new(players, 0).first_builder(),
                    take_back: Config::new(players, 0).take_back(),
                    seat_sides: (0..players).map(|s| sides_of(players, s)).collect(),
                })
                .collect(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::score_line;

    #[test]
    fn the_rules_answer_holds_the_lines_and_the_points_a_met_goal_scores() {
        let q: Query = dice::json::from_str(r#"{"type":"rules"}"#).expect("reads");
        let Answer::Rules {
            lines,
            goals,
            max_rounds,
            tables,
        } = answer(&q);
        assert_eq!(max_rounds, crate::config::MAX_ROUNDS);
        // Two players build for two sides each and play four rounds; three or
        // four build for one side each and play one round each.
        let two = [&[Side::South, Side::West][..], &[Side::North, Side::East]];
        assert_eq!((tables[0].players, tables[0].rounds), (2, 4));
        assert_eq!(tables[0].seat_sides, two);
        assert_eq!((tables[1].players, tables[1].rounds), (3, 3));
        assert_eq!((tables[2].rounds, tables[2].seat_sides.len()), (4, 4));
        assert_eq!(lines, LINES);
        // South's line 1 runs up the West column from the South edge.
        assert_eq!(lines[0][0], [12, 8, 4, 0]);
        // Each code's points are what scoring gives a line that meets it.
        let met = [
            [4, 0, 0, 0], // 1 in view
            [1, 4, 0, 0], // 2 in view
            [1, 2, 4, 0], // 3 in view
            [1, 2, 3, 4], // 4 in view
            [2, 2, 0, 0], // two twins
            [5, 0, 0, 0], // the tallest
        ];
        for (g, line) in goals.iter().zip(met) {
            let code = Code::new(g.code).expect("a code");
            let s = score_line(line, code, 5);
            assert!(s.met, "code {} met by {line:?}", g.code);
            let want = if g.each { g.points * 2 } else { g.points };
            assert_eq!(s.points, want, "code {}", g.code);
        }
        assert_eq!(goals.iter().filter(|g| g.each).count(), 1);
        assert!(dice::json::from_str::<Query>(r#"{"type":"rules","x":1}"#).is_err());
        assert!(dice::json::from_str::<Query>(r#"{"type":"odds"}"#).is_err());
    }
}
