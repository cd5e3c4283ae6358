//! Goal codes and how one line of lots scores against one.
//!
//! Codes 1–4: exactly N buildings visible, where a building is visible when it is
//! strictly taller than every building in front of it; scores 10·N.
//! Code 5: from a raised view a building shows when nothing in front is strictly
//! taller; each such building whose height another such building shares scores 10.
//! Code 6: the line holds a building as tall as the tallest on the board; 25.
//! Empty lots (height 0) are not buildings.

use dice::GameError;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code(u8);

impl Code {
    pub const ALL: [Code; 6] = [Code(1), Code(2), Code(3), Code(4), Code(5), Code(6)];
    pub const EQUAL_HEIGHTS: Code = Code(5);
    pub const TALLEST: Code = Code(6);

    pub fn new(n: u8) -> Result<Code, GameError> {
        if (1..=6).contains(&n) {
            Ok(Code(n))
        } else {
            Err(GameError::illegal(format!(
                "goal codes are 1 to 6, not {n}"
            )))
        }
    }

    pub fn value(self) -> u8 {
        self.0
    }

    /// What the code asks of its line; scoring and the page's `rules` answer
    /// both read it.
    pub const fn kind(self) -> GoalKind {
        match self.0 {
            1..=4 => GoalKind::InView,
            5 => GoalKind::Twins,
            _ => GoalKind::Tallest,
        }
    }

    /// For an in-view goal, how many buildings must be seen.
    pub const fn in_view(self) -> Option<u8> {
        match self.kind() {
            GoalKind::InView => Some(self.0),
            _ => None,
        }
    }
}

/// The three kinds of goal: a count of buildings seen at eye level, twins seen
/// from a raised view, or the city's tallest building.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum GoalKind {
    InView,
    Twins,
    Tallest,
}

/// How one line met (or missed) its code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct LineScore {
    pub code: u8,
    pub met: bool,
    pub points: i32,
    /// Buildings visible from the player's eye level (codes 1–4).
    pub visible: u8,
    /// Buildings counted for code 5 (visible from a raised view, sharing a height).
    pub matched: u8,
    /// Whether the line holds a building of the board's greatest height.
    pub tallest: bool,
    /// Which buildings (nearest first) make up `visible`, `matched` and `tallest`,
    /// so that pictures can mark exactly what the engine counted.
    pub marks: LineMarks,
}

/// The marks follow from the line's heights, so they add nothing to a position:
/// they stay out of the hash (and state hashes stay as they were before them).
impl std::hash::Hash for LineScore {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.code.hash(state);
        self.met.hash(state);
        self.points.hash(state);
        self.visible.hash(state);
        self.matched.hash(state);
        self.tallest.hash(state);
    }
}

/// Per building of a line (nearest first): does it count?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct LineMarks {
    /// Seen at eye level (strictly taller than everything in front): the
    /// `visible` buildings of codes 1–4.
    pub seen: [bool; 4],
    /// On show from a raised view and sharing its height with another building on
    /// show: the `matched` buildings of code 5.
    pub twins: [bool; 4],
    /// As tall as the tallest building on the board (code 6).
    pub top: [bool; 4],
}

/// Marks the buildings of `line` (nearest first) that each kind of goal counts.
pub fn line_marks(line: [u8; 4], board_max: u8) -> LineMarks {
    let mut seen = [false; 4];
    let mut shown = [false; 4];
    let (mut strict, mut raised) = (0, 0);
    for (d, &h) in line.iter().enumerate() {
        if h > strict {
            strict = h;
            seen[d] = true;
        }
        if h > 0 && h >= raised {
            raised = h;
            shown[d] = true;
        }
    }
    let mut twins = [false; 4];
    for d in 0..4 {
        twins[d] = shown[d] && (0..4).any(|e| e != d && shown[e] && line[e] == line[d]);
    }
    let top = line.map(|h| board_max > 0 && h == board_max);
    LineMarks { seen, twins, top }
}

/// Marks for a whole side's four lines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct SideMarks {
    pub side: crate::side::Side,
    pub lines: Vec<LineMarks>,
}

/// Buildings strictly taller than everything in front of them.
#[inline(always)]
pub fn visible_count(line: [u8; 4]) -> u8 {
    let mut tallest = 0;
    let mut n = 0;
    for h in line {
        if h > tallest {
            tallest = h;
            n += 1;
        }
    }
    n
}

/// Buildings seen from a raised view (nothing in front strictly taller) whose height
/// another such building shares.
pub fn matched_count(line: [u8; 4]) -> u8 {
    let mut shown = [0u8; 4];
    let mut len = 0;
    let mut tallest = 0;
    for h in line {
        if h > 0 && h >= tallest {
            tallest = h;
            shown[len] = h;
            len += 1;
        }
    }
    let shown = &shown[..len];
    shown
        .iter()
        .filter(|h| shown.iter().filter(|g| g == h).count() >= 2)
        .count() as u8
}

/// What a met goal scores, and whether that is for each building that meets it
/// (twins) rather than for the line. The page shows these through the engine's
/// `rules` question.
pub const fn goal_points(code: Code) -> (i32, bool) {
    match code.0 {
        n @ 1..=4 => (10 * n as i32, false),
        5 => (10, true),
        _ => (25, false),
    }
}

/// Scores one line (heights nearest first) against `code`, given the tallest
/// building on the whole board (0 for an empty board).
pub fn score_line(line: [u8; 4], code: Code, board_max: u8) -> LineScore {
    let visible = visible_count(line);
    let matched = matched_count(line);
    let tallest = board_max > 0 && line.contains(&board_max);
    let (pts, _) = goal_points(code);
    let points = match code.kind() {
        GoalKind::InView if code.in_view() == Some(visible) => pts,
        GoalKind::Twins => pts * matched as i32,
        GoalKind::Tallest if tallest => pts,
        _ => 0,
    };
    LineScore {
        code: code.0,
        met: points > 0,
        points,
        visible,
        matched,
        tallest,
        marks: line_marks(line, board_max),
    }
}

/// Points only; the bots' inner loop. Always inlined: in the module (this crate at
/// opt-level 2) it stayed a call, about 30 % of the hard bot's time.
#[inline(always)]
pub fn line_points(line: [u8; 4], code: u8, board_max: u8) -> i32 {
    match code {
        1..=4 if visible_count(line) == code => 10 * code as i32,
        5 => 10 * matched_count(line) as i32,
        6 if board_max > 0 && line.contains(&board_max) => 25,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(line: [u8; 4], code: u8, max: u8) -> i32 {
        let s = score_line(line, Code::new(code).unwrap(), max);
        assert_eq!(s.points, line_points(line, code, max));
        s.points
    }

    // Rulebook, codes 1–4: "increasingly taller … you see all four".
    #[test]
    fn marks_agree_with_the_counts_on_every_line() {
        for n in 0..6u32.pow(4) {
            let line = [0, 1, 2, 3].map(|i| ((n / 6u32.pow(i)) % 6) as u8);
            let max = *line.iter().max().unwrap();
            let m = line_marks(line, max);
            let count = |a: [bool; 4]| a.iter().filter(|&&b| b).count() as u8;
            assert_eq!(count(m.seen), visible_count(line), "{line:?}");
            assert_eq!(count(m.twins), matched_count(line), "{line:?}");
            assert_eq!(count(m.top) > 0, max > 0, "{line:?}");
        }
    }

    #[test]
    fn rising_line_shows_all_four_buildings() {
        assert_eq!(visible_count([1, 2, 3, 4]), 4);
        assert_eq!(pts([1, 2, 3, 4], 4, 5), 40);
    }

    // "If the front building is the tallest, it is the only building you can see."
    #[test]
    fn tallest_in_front_hides_the_rest() {
        assert_eq!(visible_count([5, 1, 2, 3]), 1);
        assert_eq!(pts([5, 1, 2, 3], 1, 5), 10);
    }

    // "If the second building is the tallest, you can see two buildings."
    #[test]
    fn tallest_second_shows_two() {
        assert_eq!(visible_count([2, 6, 3, 4]), 2);
        assert_eq!(pts([2, 6, 3, 4], 2, 6), 20);
    }

    // "If the second building is the shortest but the third the tallest … two."
    #[test]
    fn shortest_second_tallest_third_shows_two() {
        assert_eq!(visible_count([3, 1, 6, 2]), 2);
    }

    #[test]
    fn equal_height_behind_is_hidden_for_codes_1_to_4() {
        assert_eq!(visible_count([3, 3, 3, 3]), 1);
    }

    #[test]
    fn vacant_lots_are_not_buildings() {
        assert_eq!(visible_count([0, 0, 0, 0]), 0);
        assert_eq!(visible_count([0, 2, 0, 4]), 2);
        for code in 1..=6 {
            assert_eq!(pts([0, 0, 0, 0], code, 3), 0);
        }
    }

    #[test]
    fn codes_1_to_4_need_exactly_that_many() {
        assert_eq!(pts([1, 2, 3, 0], 3, 9), 30);
        assert_eq!(pts([1, 2, 3, 0], 2, 9), 0);
        assert_eq!(pts([1, 2, 3, 0], 4, 9), 0);
        // Rulebook: code 3 with two visible scores nothing (no partial scores).
        assert_eq!(pts([2, 5, 1, 1], 3, 9), 0);
    }

    // Spec worked examples for code 5 (front → back).
    #[test]
    fn code5_two_pairs_rising_scores_40() {
        assert_eq!(pts([3, 3, 4, 4], 5, 4), 40);
    }
    #[test]
    fn code5_three_equal_then_taller_scores_30() {
        assert_eq!(pts([2, 2, 2, 5], 5, 5), 30);
    }
    #[test]
    fn code5_four_equal_scores_40() {
        assert_eq!(pts([4, 4, 4, 4], 5, 4), 40);
    }
    #[test]
    fn code5_pair_behind_a_taller_building_scores_0() {
        assert_eq!(pts([4, 3, 3, 0], 5, 4), 0);
    }
    #[test]
    fn code5_pair_split_by_a_taller_building_scores_0() {
        assert_eq!(pts([3, 5, 3, 0], 5, 5), 0);
    }
    #[test]
    fn code5_pair_across_a_vacant_lot_scores_20() {
        assert_eq!(pts([2, 0, 2, 0], 5, 2), 20);
    }
    #[test]
    fn code5_all_vacant_scores_0() {
        assert_eq!(pts([0, 0, 0, 0], 5, 0), 0);
    }
    // Rulebook: "the shorter pair must be in front of the taller pair".
    #[test]
    fn code5_taller_pair_in_front_hides_the_shorter_pair() {
        assert_eq!(pts([4, 4, 3, 3], 5, 4), 20);
    }

    #[test]
    fn code6_tallest_in_the_city_scores_25() {
        assert_eq!(pts([1, 9, 0, 0], 6, 9), 25);
        assert_eq!(pts([1, 8, 0, 0], 6, 9), 0);
    }
    // Ties: every line holding a tied tower meets code 6, and 25 is the cap.
    #[test]
    fn code6_ties_count_and_never_score_more_than_25() {
        assert_eq!(pts([9, 9, 0, 0], 6, 9), 25);
    }
    #[test]
    fn code6_on_an_empty_board_is_not_met() {
        assert_eq!(pts([0, 0, 0, 0], 6, 0), 0);
    }

    #[test]
    fn codes_outside_1_to_6_are_rejected() {
        assert!(Code::new(0).is_err());
        assert!(Code::new(7).is_err());
    }
}
