//! A finished game's result: every seat's total explained line by line, and what
//! kind of ending it was: a ranking (winners), a solo score with a named level, or
//! a team that won or lost together. Score lines may be negative (penalties).
use crate::seat::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
pub struct ScoreLine {
    /// An engine's own words for the line, until its page words `said` instead.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub label: String,
    /// The line as a code and arguments, worded by the page (the view's `words`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said: Option<crate::Said>,
    pub points: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
pub struct SeatScore {
    pub seat: Seat,
    pub total: i32,
    pub lines: Vec<ScoreLine>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
#[serde(rename_all = "camelCase")]
pub enum ResultKind {
    /// Seats ranked by score; `winners` holds every seat sharing first place.
    Ranked,
    /// One player against the game: a score and the level it reaches.
    Solo,
    /// Everyone together: `won`, and the team's `grade`.
    Team,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(crate::Ts))]
#[serde(rename_all = "camelCase")]
pub struct GameResult {
    pub kind: ResultKind,
    pub scores: Vec<SeatScore>,
    /// Ranked: the seats sharing first place. Team: every seat if won, else none.
    /// Solo: empty (the level is the verdict).
    pub winners: Vec<Seat>,
    /// Solo: the named level reached ("Urban Overseer"), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// Team: did the team win?
    #[serde(skip_serializing_if = "Option::is_none")]
    pub won: Option<bool>,
    /// Team: the team's grade ("Success: a thriving city").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grade: Option<String>,
    /// Extra verdicts worth showing: a solo challenge met or missed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

impl GameResult {
    /// A ranking with the game's own list of winners (after tie-breakers).
    pub fn ranked(scores: Vec<SeatScore>, winners: Vec<Seat>) -> Self {
        GameResult {
            kind: ResultKind::Ranked,
            scores,
            winners,
            level: None,
            won: None,
            grade: None,
            notes: Vec::new(),
        }
    }

    /// Winners are every seat with the highest total (ties share the win).
    pub fn by_highest_total(scores: Vec<SeatScore>) -> Self {
        let best = scores.iter().map(|s| s.total).max();
        let winners = scores
            .iter()
            .filter(|s| Some(s.total) == best)
            .map(|s| s.seat)
            .collect();
        GameResult::ranked(scores, winners)
    }

    /// One player's score and the level it reached (`None`: below the lowest).
    /// Nobody "wins" a solo game: `winners` is empty and the level is the verdict.
    pub fn solo(score: SeatScore, level: Option<String>) -> Self {
        GameResult {
            kind: ResultKind::Solo,
            scores: vec![score],
            winners: Vec::new(),
            level,
            won: None,
            grade: None,
            notes: Vec::new(),
        }
    }

    /// The team's result: every seat wins or none does.
    pub fn team(scores: Vec<SeatScore>, won: bool, grade: impl Into<String>) -> Self {
        let winners = if won {
            scores.iter().map(|s| s.seat).collect()
        } else {
            Vec::new()
        };
        GameResult {
            kind: ResultKind::Team,
            scores,
            winners,
            level: None,
            won: Some(won),
            grade: Some(grade.into()),
            notes: Vec::new(),
        }
    }

    pub fn with_notes(mut self, notes: Vec<String>) -> Self {
        self.notes = notes;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json;

    fn s(seat: Seat, total: i32) -> SeatScore {
        SeatScore {
            seat,
            total,
            lines: vec![],
        }
    }

    #[test]
    fn ties_share_the_win() {
        let r = GameResult::by_highest_total(vec![s(0, 50), s(1, 70), s(2, 70)]);
        assert_eq!(r.winners, vec![1, 2]);
        assert_eq!(r.kind, ResultKind::Ranked);
    }

    #[test]
    fn solo_result_names_its_level_and_has_no_winner() {
        let r = GameResult::solo(s(0, 93), Some("Urban Overseer".into()));
        let text = json::to_string(&r).unwrap();
        assert!(text.contains(r#""kind":"solo""#), "{text}");
        assert!(text.contains(r#""level":"Urban Overseer""#), "{text}");
        assert!(text.contains(r#""winners":[]"#), "{text}");
        assert!(!text.contains("won"), "{text}");
    }

    #[test]
    fn team_result_wins_or_loses_together_and_lines_may_be_negative() {
        let mut a = s(0, -3);
        a.lines.push(ScoreLine {
            label: "penalty".into(),
            said: None,
            points: -3,
        });
        let won = GameResult::team(vec![a.clone(), s(1, -3)], true, "Success");
        assert_eq!(won.winners, vec![0, 1]);
        let lost = GameResult::team(vec![a, s(1, -3)], false, "Failure");
        assert!(lost.winners.is_empty());
        let text = json::to_string(&lost).unwrap();
        assert!(text.contains(r#""points":-3"#), "{text}");
        assert!(text.contains(r#""won":false"#), "{text}");
    }
}
