//! Random legal play, shared by property tests, the conformance suite and
//! benchmarks: chance nodes draw by their weights, seats pick uniformly among
//! listed actions or through the game's own sampler where actions are not listed.

use crate::engine::Game;
use crate::error::GameError;
use crate::hash::stable_hash;
use crate::record::{draw, Entry};
use crate::rng::DiceRng;
use crate::seat::Seat;

/// One random legal action for one of the seats to act (`None`: nobody acts).
pub fn random_action<G: Game>(
    state: &G,
    rng: &mut DiceRng,
) -> Result<Option<(Seat, G::Action)>, GameError> {
    let seats = state.to_act();
    let Some(&seat) = rng.pick(&seats) else {
        return Ok(None);
    };
    Ok(Some((seat, state.sample_action(seat, rng)?)))
}

/// One entry of a game's history.
pub type EntryOf<G> = Entry<<G as Game>::Action, <G as Game>::Chance>;

/// One random step: a chance draw where chance acts, else a random action.
/// Returns the entry taken, or `None` at the end of the game.
pub fn random_step<G: Game>(
    state: &mut G,
    rng: &mut DiceRng,
) -> Result<Option<EntryOf<G>>, GameError> {
    if let Some(outcomes) = state.chance() {
        let c = draw(&outcomes, rng)?;
        state.apply_chance(&c)?;
        return Ok(Some(Entry::Chance(c)));
    }
    match random_action(state, rng)? {
        Some((seat, action)) => {
            state.apply(seat, &action)?;
            Ok(Some(Entry::Act(seat, action)))
        }
        None => Ok(None),
    }
}

/// Every entry of a game, in order.
pub type Moves<G> = Vec<EntryOf<G>>;

/// Plays one game to the end at random; returns the final position and its history.
pub fn random_game<G: Game>(
    config: &G::Config,
    rng: &mut DiceRng,
) -> Result<(G, Moves<G>), GameError> {
    let mut state = G::new(config)?;
    let mut moves = Vec::new();
    while let Some(entry) = random_step(&mut state, rng)? {
        moves.push(entry);
        if moves.len() > 200_000 {
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

/// Checks that `question` is a fact of `G` ([`Game::fact`] answers it) whose answer
/// is the same from [`Game::query`] in every position of `games` random games, for
/// every seat and the public. Returns the number of positions checked.
pub fn fact_holds<G: Game>(question: &G::Query, games: u32, seed: u64) -> Result<usize, GameError> {
    let json =
        |a: &G::Answer| crate::json::to_string(a).map_err(|e| GameError::illegal(e.to_string()));
    let fact = G::fact(question).ok_or_else(|| GameError::illegal("not a fact of this game"))?;
    let fact = json(&fact)?;
    let mut rng = DiceRng::new(seed);
    let mut checked = 0;
    for _ in 0..games {
        let config = G::random_config(&mut rng);
        let mut state = G::new(&config)?;
        loop {
            for seat in std::iter::once(None).chain((0..state.players()).map(Some)) {
                if json(&state.query(seat, question)?)? != fact {
                    return Err(GameError::illegal(format!(
                        "a position answers the fact differently for seat {seat:?}"
                    )));
                }
            }
            checked += 1;
            if random_step(&mut state, &mut rng)?.is_none() {
                break;
            }
        }
    }
    Ok(checked)
}
