//! The computer player: rolls while the expected gain of a roll beats the
//! expected loss, reading the die's distribution; easy flips a coin.

use crate::action::Action;
use crate::game::{die, View};
use dice::{BotLevel, DiceRng, GameError, Seat};

pub fn choose(
    view: &View,
    _seat: Seat,
    level: BotLevel,
    rng: &mut DiceRng,
) -> Result<Action, GameError> {
    let faces = die();
    let total_weight: u64 = faces.iter().map(|f| f.weight).sum();
    let gain: u64 = faces
        .iter()
        .filter(|f| f.outcome != 1)
        .map(|f| f.weight * f.outcome as u64)
        .sum();
    let bust: u64 = faces
        .iter()
        .filter(|f| f.outcome == 1)
        .map(|f| f.weight)
        .sum();
    let roll = match level {
        BotLevel::Easy => rng.below(2) == 0,
        _ => gain > bust * view.total as u64 && view.total < total_weight as u32 * 4,
    };
    Ok(if roll || view.total == 0 {
        Action::Roll
    } else {
        Action::Hold
    })
}
