//! Questions the page may ask, so that it draws and explains the board from the
//! engine's own tables and never keeps a copy of a rule.

use crate::board::{lot_name, LOTS};
use crate::code::{goal_points, Code, GoalKind};
use crate::config::{sides_of, Config, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, QUICK_ROUNDS_FOR_TWO};
use crate::content::{BLOCK_HEIGHTS, COPIES};
use crate::side::{Side, LINES, SIDES};
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Query("query") {
        /// The board's geometry, the blocks and the goals: the same for every game.
        "rules" => Rules,
    }
}

/// One goal code: what it asks of its line and what it scores when met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
pub struct Goal {
    pub code: u8,
    pub kind: GoalKind,
    /// For an in-view goal, how many buildings must be seen (else null).
    pub count: Option<u8>,
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
        /// The sides, clockwise from South: the order of every per-side list.
        sides: [Side; 4],
        /// Each lot's name, as the board's edges label it ("A1": West column,
        /// South row).
        #[serde(rename = "lotNames")]
        lot_names: Vec<String>,
        /// `lines[side][line][distance]`: the lot of each line, nearest first,
        /// sides in seating order (South, West, North, East).
        lines: [[[u8; 4]; 4]; 4],
        goals: Vec<Goal>,
        /// The block heights, lowest first, and how many blocks of each the box holds.
        heights: [u8; 5],
        copies: u8,
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
    /// The rounds of the quick game, where the rulebook has one (two players: 2).
    pub quick_rounds: Option<u8>,
    /// The sides each seat builds for, by seat.
    pub seat_sides: Vec<&'static [Side]>,
}

pub fn answer(q: &Query) -> Answer {
    match q {
        Query::Rules => Answer::Rules {
            sides: SIDES,
            lot_names: (0..LOTS).map(lot_name).collect(),
            lines: LINES,
            goals: Code::ALL
                .iter()
                .map(|&c| {
                    let (points, each) = goal_points(c);
                    Goal {
                        code: c.value(),
                        kind: c.kind(),
                        count: c.in_view(),
                        points,
                        each,
                    }
                })
                .collect(),
            heights: BLOCK_HEIGHTS,
            copies: COPIES,
            max_rounds: MAX_ROUNDS,
            tables: (MIN_PLAYERS..=MAX_PLAYERS)
                .map(|players| Table {
                    players,
                    rounds: Config::new(players, 0).rounds(),
                    first_builder: Config::new(players, 0).first_builder(),
                    take_back: Config::new(players, 0).take_back(),
                    quick_rounds: (players == 2).then_some(QUICK_ROUNDS_FOR_TWO),
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
            ..
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

    fn rules() -> Answer {
        answer(&Query::Rules)
    }

    #[test]
    fn lots_are_named_by_column_letter_from_the_west_and_row_number_from_the_south() {
        let Answer::Rules { lot_names, .. } = rules();
        assert_eq!(lot_names.len(), LOTS as usize);
        // Lot 0 is the North-West corner, lot 15 the South-East one.
        assert_eq!(lot_names[0], "A4");
        assert_eq!(lot_names[3], "D4");
        assert_eq!(lot_names[12], "A1");
        assert_eq!(lot_names[15], "D1");
        // South's leftmost line runs up the A column, A1 nearest.
        let south: Vec<&str> = LINES[0][0]
            .iter()
            .map(|&l| lot_names[l as usize].as_str())
            .collect();
        assert_eq!(south, ["A1", "A2", "A3", "A4"]);
        let mut unique = lot_names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), lot_names.len(), "every lot has its own name");
    }

    #[test]
    fn sides_are_listed_clockwise_from_south() {
        let Answer::Rules { sides, .. } = rules();
        assert_eq!(sides, [Side::South, Side::West, Side::North, Side::East]);
        assert!(sides.iter().enumerate().all(|(i, s)| s.index() == i));
    }

    #[test]
    fn goals_1_to_4_count_buildings_in_view_5_is_twins_6_the_tallest() {
        let Answer::Rules { goals, .. } = rules();
        let parts: Vec<(u8, GoalKind, Option<u8>)> =
            goals.iter().map(|g| (g.code, g.kind, g.count)).collect();
        assert_eq!(
            parts,
            [
                (1, GoalKind::InView, Some(1)),
                (2, GoalKind::InView, Some(2)),
                (3, GoalKind::InView, Some(3)),
                (4, GoalKind::InView, Some(4)),
                (5, GoalKind::Twins, None),
                (6, GoalKind::Tallest, None),
            ]
        );
        // Each kind is what scoring checks: an in-view goal is met exactly when
        // its count of buildings is seen.
        for g in goals.iter().filter(|g| g.kind == GoalKind::InView) {
            let code = Code::new(g.code).expect("a code");
            for line in [[1, 2, 3, 4], [4, 3, 2, 1], [1, 3, 2, 4], [2, 1, 3, 0]] {
                let s = score_line(line, code, 4);
                assert_eq!(
                    s.met,
                    Some(s.visible) == g.count,
                    "code {} on {line:?}",
                    g.code
                );
            }
        }
        let twins = Code::new(5).expect("a code");
        assert!(score_line([2, 2, 0, 0], twins, 2).met);
        assert!(!score_line([2, 3, 0, 0], twins, 3).met);
        let tallest = Code::new(6).expect("a code");
        assert!(score_line([1, 5, 0, 0], tallest, 5).met);
        assert!(!score_line([1, 4, 0, 0], tallest, 5).met);
    }

    #[test]
    fn the_box_holds_five_blocks_each_of_heights_one_to_five() {
        let Answer::Rules {
            heights, copies, ..
        } = rules();
        assert_eq!(heights, [1, 2, 3, 4, 5]);
        assert_eq!(copies, 5);
        // A new round's supply is exactly that.
        let g = <crate::Cityscape as dice::Game>::new(&Config::new(2, 0)).expect("a game");
        assert_eq!(g.board().supply(), [copies; 5]);
    }

    #[test]
    fn two_players_have_a_quick_game_of_two_rounds_and_more_players_none() {
        let Answer::Rules { tables, .. } = rules();
        let quick: Vec<(u8, Option<u8>)> =
            tables.iter().map(|t| (t.players, t.quick_rounds)).collect();
        assert_eq!(quick, [(2, Some(2)), (3, None), (4, None)]);
        let two = Config::new(2, 0).with_rounds(QUICK_ROUNDS_FOR_TWO);
        assert!(two.validate().is_ok());
        assert_eq!(two.rounds(), 2);
    }
}
