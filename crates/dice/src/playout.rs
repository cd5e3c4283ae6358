//! Random legal play, shared by property tests, fuzzing-style checks and benchmarks.

use crate::bot::BotLevel;
use crate::engine::Game;
use crate::error::GameError;
use crate::hash::stable_hash;
use crate::rng::DiceRng;
use crate::seat::Seat;

/// A random legal action for one of the seats to act: uniform over the listed
/// actions, or the easy bot's choice where actions are not listed.
pub fn random_action<G: Game>(
    state: &G,
    rng: &mut DiceRng,
) -> Result<Option<(Seat, G::Action)>, GameError> {
    let seats = state.to_act();
    let Some(&seat) = rng.pick(&seats) else {
        return Ok(None);
    };
    let action = match state.legal_actions(seat) {
        Some(list) if !list.is_empty() => list[rng.index(list.len())].clone(),
        Some(_) => {
            return Err(GameError::illegal(format!(
                "seat {seat} is to act but has no legal action"
            )))
        }
        None => state.bot_action(seat, BotLevel::Easy, rng)?,
    };
    Ok(Some((seat, action)))
}

/// Every action of a game, in order, with the seat that took it.
pub type Moves<G> = Vec<(Seat, <G as Game>::Action)>;

/// Plays one game to the end at random; returns the final position and its actions.
pub fn random_game<G: Game>(
    config: &G::Config,
    rng: &mut DiceRng,
) -> Result<(G, Moves<G>), GameError> {
    let mut state = G::new(config)?;
    let mut moves = Vec::new();
    while let Some((seat, action)) = random_action(&state, rng)? {
        state.apply(seat, &action)?;
        moves.push((seat, action));
        if moves.len() > 100_000 {
            return Err(GameError::illegal("a random game did not end"));
        }
    }
    Ok((state, moves))
}

/// `n` random games from `seed`; returns a checksum of their final positions so
/// the work cannot be skipped. The same function runs natively and in wasm.
pub fn bench<G: Game>(players: u8, n: u32, seed: u32) -> Result<u64, GameError> {
    let mut rng = DiceRng::new(seed as u64);
    let mut sum = 0u64;
    for i in 0..n {
        let config = G::default_config(players, seed.wrapping_add(i));
        let (state, _) = random_game::<G>(&config, &mut rng)?;
        sum = sum.wrapping_add(stable_hash(&state));
    }
    Ok(sum)
}
