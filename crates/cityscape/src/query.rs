//! Questions the page may ask, so that it draws and explains the board from the
//! engine's own tables and never keeps a copy of a rule.

use crate::code::{goal_points, Code};
use crate::side::LINES;
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
    },
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
        let Answer::Rules { lines, goals } = answer(&q);
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
