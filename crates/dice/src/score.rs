//! A finished game's result: every seat's total explained line by line.
use crate::seat::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    pub label: String,
    pub points: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatScore {
    pub seat: Seat,
    pub total: i32,
    pub lines: Vec<ScoreLine>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub scores: Vec<SeatScore>,
    pub winners: Vec<Seat>,
}

impl GameResult {
    /// Winners are every seat with the highest total (ties share the win), unless
    /// the game passes its own list (tie-breakers, co-operative play).
    pub fn by_highest_total(scores: Vec<SeatScore>) -> Self {
        let best = scores.iter().map(|s| s.total).max();
        let winners = scores
            .iter()
            .filter(|s| Some(s.total) == best)
            .map(|s| s.seat)
            .collect();
        GameResult { scores, winners }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
