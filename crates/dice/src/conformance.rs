//! The conformance suite every registered game must pass (OpenSpiel's random
//! simulation test): random games from random configs, checking at every step
//! the promises the engine interface makes. A game's tests call [`run`],
//! [`secrecy`] and [`secrets`]; the workspace's catalog test runs them (and
//! [`entered`], [`seeded`]) over every game.

use crate::bot::BotLevel;
use crate::engine::Game;
use crate::error::GameError;
use crate::hash::stable_hash;
use crate::json;
use crate::record::{Entry, Match};
use crate::rng::DiceRng;
use crate::seat::Seat;
use crate::wire::{FromValue, Value};
use serde::Serialize;

/// How much to play: `games` random games from `seed`; bots are asked for a move
/// at about one step in `bot_every` (their moves are then played), capped at
/// `bot_calls` calls per level per game (strong bots are slow).
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub games: u32,
    pub seed: u64,
    pub bot_every: u32,
    pub bot_calls: [u32; 3],
}

impl Plan {
    pub fn quick(games: u32, seed: u64) -> Self {
        Plan {
            games,
            seed,
            bot_every: 3,
            bot_calls: [1000, 20, 3],
        }
    }
}

fn fail(game: u32, step: usize, what: impl std::fmt::Display) -> GameError {
    GameError::data(format!("conformance, game {game} step {step}: {what}"))
}

const LEVELS: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

/// Plays `plan.games` random games and checks every step. Returns the number of
/// steps checked.
pub fn run<G: Game>(plan: Plan) -> Result<usize, GameError> {
    // the page names what chance deals by these: a game of chance deals dice or cards
    if G::INFO.chance != (G::INFO.dice || G::INFO.cards) {
        return Err(fail(0, 0, "INFO: chance must be dice or cards (or both)"));
    }
    let mut rng = DiceRng::new(plan.seed);
    let mut checked = 0;
    for g in 0..plan.games {
        let config = G::random_config(&mut rng);
        let mut m = Match::<G>::new_paused(config.clone())
            .map_err(|e| fail(g, 0, format!("random config {config:?} refused: {e}")))?;
        let mut calls = [0u32; 3];
        let mut previous: Option<(Seat, G::Action)> = None;
        // Earlier actions and outcomes: most of them are refused later on.
        let mut actions: Vec<G::Action> = Vec::new();
        let mut seen: Vec<G::Chance> = Vec::new();
        let mut step = 0usize;
        loop {
            step += 1;
            if step > 100_000 {
                return Err(fail(g, step, "the game does not end"));
            }
            check_step(&m, g, step)?;
            checked += 1;
            if let Some(outcomes) = m.chance() {
                let total: u64 = outcomes.iter().map(|o| o.weight).sum();
                if outcomes.is_empty() || outcomes.iter().any(|o| o.weight == 0) || total == 0 {
                    return Err(fail(g, step, "a chance node with no or zero weights"));
                }
                for (i, a) in outcomes.iter().enumerate() {
                    if outcomes[..i].iter().any(|b| b.outcome == a.outcome) {
                        return Err(fail(g, step, "a chance outcome listed twice"));
                    }
                }
                if !m.to_act().is_empty() {
                    return Err(fail(g, step, "seats to act at a chance node"));
                }
                let not_now: Vec<G::Chance> = seen
                    .iter()
                    .filter(|c| !outcomes.iter().any(|o| &o.outcome == *c))
                    .cloned()
                    .collect();
                refused_untouched(&m, &[], &not_now, &mut rng, g, step)?;
                let at = m.history().len();
                m.let_chance_act().map_err(|e| fail(g, step, e))?;
                for e in &m.history()[at..] {
                    if let Entry::Chance(c) = e {
                        remember(&mut seen, c.clone());
                    }
                }
                continue;
            }
            let seats = m.to_act();
            if seats.is_empty() {
                if m.result().is_none() {
                    return Err(fail(g, step, "nobody to act but no result"));
                }
                break;
            }
            if m.result().is_some() {
                return Err(fail(g, step, "a result while seats are to act"));
            }
            let seat = seats[rng.index(seats.len())];

            // A refused action and a refused undo change nothing.
            let before = m.state_hash();
            if let Some((s, a)) = &previous {
                let mut copy = m.clone();
                if copy.apply_paused(*s, a.clone()).is_err() && copy.state_hash() != before {
                    return Err(fail(g, step, "a refused action changed the state"));
                }
            }
            // The engine's own apply leaves the position as it was when it refuses
            // (the match applies to the position itself); so does apply_chance
            // where chance does not act.
            refused_untouched(&m, &actions, &seen, &mut rng, g, step)?;
            for s in 0..m.state().players() {
                if !m.can_undo(s) {
                    let mut copy = m.clone();
                    if copy.undo(s).is_ok() || copy.state_hash() != before {
                        return Err(fail(g, step, format!("seat {s}: a refused undo acted")));
                    }
                }
            }

            // The move: a bot's now and then, otherwise a random legal one.
            let mut action = None;
            if rng.below(plan.bot_every.max(1) as u64) == 0 {
                let k = rng.index(3);
                if calls[k] < plan.bot_calls[k] {
                    calls[k] += 1;
                    let level = LEVELS[k];
                    let a = m.bot_action(seat, level).map_err(|e| fail(g, step, e))?;
                    let again = m.bot_action(seat, level).map_err(|e| fail(g, step, e))?;
                    if a != again {
                        return Err(fail(g, step, "the same view gave another bot choice"));
                    }
                    m.check(seat, &a).map_err(|e| {
                        fail(
                            g,
                            step,
                            format!("{} bot chose an illegal {a:?}: {e}", level.name()),
                        )
                    })?;
                    action = Some(a);
                }
            }
            let action = match action {
                Some(a) => a,
                None => m
                    .state()
                    .sample_action(seat, &mut rng)
                    .map_err(|e| fail(g, step, format!("no random action: {e}")))?,
            };
            if let Some(list) = m.legal_actions(seat).map_err(|e| fail(g, step, e))? {
                if !list.contains(&action) {
                    return Err(fail(g, step, format!("{action:?} is not in the list")));
                }
            }
            m.check(seat, &action)
                .map_err(|e| fail(g, step, format!("check refused a legal {action:?}: {e}")))?;
            if m.state_hash() != before {
                return Err(fail(g, step, "check changed the state"));
            }
            m.apply_paused(seat, action.clone())
                .map_err(|e| fail(g, step, format!("{action:?} refused: {e}")))?;
            // Undo, where allowed, restores the position before the action.
            if m.chance().is_none() && m.can_undo(seat) {
                let mut copy = m.clone();
                copy.undo(seat).map_err(|e| fail(g, step, e))?;
                if copy.state_hash() != before {
                    return Err(fail(g, step, "undo did not restore the position"));
                }
            }
            if m.chance().is_none() {
                undo_redo(&m, seat, g, step)?;
            }
            remember(&mut actions, action.clone());
            previous = Some((seat, action));
        }
    }
    Ok(checked)
}

/// Undo (with the replies after it) then redo returns to the same position and
/// history; redo is the undoing seat's alone, and refused redo changes nothing.
/// What undo would take back for `seat` as the table's one person
/// ([`Match::undo_plan`]) agrees with [`Match::undo_span`].
fn undo_redo<G: Game>(m: &Match<G>, seat: Seat, g: u32, step: usize) -> Result<(), GameError> {
    use crate::record::{Entry, UndoBar};
    let span = m.undo_span(seat, true);
    let outcome_last = m.entered() && matches!(m.history().last(), Some(Entry::Chance(_)));
    match m.undo_plan(|s| s == seat) {
        Ok((s, n)) if s == seat && span == Some(n) => {}
        Err(UndoBar::Final(s)) if s == seat && span.is_none() => {}
        Err(UndoBar::Chance(_)) if span.is_none() => {}
        Err(UndoBar::Over) if m.is_over() => {}
        Err(UndoBar::Outcome) if outcome_last => {}
        other => {
            return Err(fail(
                g,
                step,
                format!("undo_plan {other:?} disagrees with undo_span {span:?}"),
            ))
        }
    }
    let Some(n) = span else { return Ok(()) };
    let mut copy = m.clone();
    copy.undo_back(seat, true).map_err(|e| fail(g, step, e))?;
    if copy.redo_span() != Some((seat, n)) {
        return Err(fail(g, step, "redo_span does not name what undo took back"));
    }
    let undone = copy.state_hash();
    for s in (0..m.state().players()).filter(|&s| s != seat) {
        if copy.redo(s).is_ok() || copy.state_hash() != undone || !copy.can_redo(seat) {
            return Err(fail(g, step, format!("seat {s} redid seat {seat}'s undo")));
        }
    }
    copy.redo(seat).map_err(|e| fail(g, step, e))?;
    if copy.state_hash() != m.state_hash() || copy.history() != m.history() {
        return Err(fail(
            g,
            step,
            "undo then redo did not return to the position",
        ));
    }
    if copy.redo_span().is_some() {
        return Err(fail(g, step, "something left to redo after redoing it all"));
    }
    Ok(())
}

/// Keeps the last 32 distinct items.
fn remember<T: PartialEq>(pool: &mut Vec<T>, item: T) {
    if !pool.contains(&item) {
        if pool.len() >= 32 {
            pool.remove(0);
        }
        pool.push(item);
    }
}

/// Some of `actions`, each for a random seat, and some `outcomes` (none possible
/// now), applied by the engine itself: whatever it refuses must leave the
/// position exactly as it was (the same state hash).
fn refused_untouched<G: Game>(
    m: &Match<G>,
    actions: &[G::Action],
    outcomes: &[G::Chance],
    rng: &mut DiceRng,
    g: u32,
    step: usize,
) -> Result<(), GameError> {
    let before = m.state_hash();
    let players = m.state().players() as u64;
    for _ in 0..6 {
        if let Some(a) = rng.pick(actions) {
            let seat = rng.below(players) as Seat;
            let mut copy = m.state().clone();
            if copy.apply(seat, a).is_err() && stable_hash(&copy) != before {
                return Err(fail(
                    g,
                    step,
                    format!("the engine refused seat {seat}'s {a:?} but changed the position"),
                ));
            }
        }
    }
    for _ in 0..2 {
        if let Some(c) = rng.pick(outcomes) {
            let mut copy = m.state().clone();
            match copy.apply_chance(c) {
                Ok(_) => {
                    return Err(fail(
                        g,
                        step,
                        format!("the engine applied {c:?}, which chance does not offer now"),
                    ))
                }
                Err(_) if stable_hash(&copy) != before => {
                    return Err(fail(
                        g,
                        step,
                        format!("the engine refused {c:?} but changed the position"),
                    ))
                }
                Err(_) => {}
            }
        }
    }
    Ok(())
}

/// Save → load keeps the hash; damaged saves are refused; views are well formed.
fn check_step<G: Game>(m: &Match<G>, g: u32, step: usize) -> Result<(), GameError> {
    let text = m.save_text().map_err(|e| fail(g, step, e))?;
    let mut back = Match::<G>::load_text(&text).map_err(|e| fail(g, step, e))?;
    if m.chance().is_some() {
        // Loading settles a held-back chance node; compare before it.
        back = Match::<G>::replay(m.config().clone(), m.history().to_vec())
            .map_err(|e| fail(g, step, e))?;
    }
    if back.state_hash() != m.state_hash() {
        return Err(fail(g, step, "save → load changed the state hash"));
    }
    for bad in [
        &text[..text.len() / 2],
        "",
        "{}",
        "null",
        &text.replacen("\"hash\":\"", "\"hash\":\"0", 1),
    ] {
        if Match::<G>::load_text(bad).is_ok() {
            return Err(fail(g, step, format!("a damaged save loaded: {bad:.40}")));
        }
    }
    for s in 0..m.state().players() {
        json::to_string(&m.view(Some(s)).map_err(|e| fail(g, step, e))?)
            .map_err(|e| fail(g, step, e))?;
    }
    if m.is_over() != (m.result().is_some()) {
        return Err(fail(g, step, "is_over and result() disagree"));
    }
    Ok(())
}

/// Hidden information, checked generically: at random points of random games,
/// (1) a different future for chance changes no seat's view, bot seed or bot
/// choice; (2) where another seat could have acted differently and a seat's view
/// came out the same either way, that seat's bot seed and choice are the same.
pub fn secrecy<G: Game>(games: u32, seed: u64) -> Result<usize, GameError> {
    let mut rng = DiceRng::new(seed);
    let mut compared = 0;
    for g in 0..games {
        let config = G::random_config(&mut rng);
        let mut m = Match::<G>::new(config).map_err(|e| fail(g, 0, e))?;
        let mut step = 0;
        while !m.is_over() {
            step += 1;
            if step > 100_000 {
                return Err(fail(g, step, "the game does not end"));
            }
            let seats = m.to_act();
            let seat = seats[rng.index(seats.len())];
            let a = m
                .state()
                .sample_action(seat, &mut rng)
                .map_err(|e| fail(g, step, e))?;
            let b = m
                .state()
                .sample_action(seat, &mut rng)
                .map_err(|e| fail(g, step, e))?;
            let mut ma = m.clone();
            ma.apply(seat, a).map_err(|e| fail(g, step, e))?;
            if rng.below(4) == 0 {
                let future = ma.clone().with_chance_key(rng.next_u64());
                let mut mb = m.clone().with_chance_key(rng.next_u64());
                mb.apply(seat, b).map_err(|e| fail(g, step, e))?;
                for (x, y, same_future) in [(&ma, &future, true), (&ma, &mb, false)] {
                    for s in 0..x.state().players() {
                        let (vx, vy) = (x.view(Some(s))?, y.view(Some(s))?);
                        if vx != vy {
                            if same_future {
                                return Err(fail(g, step, "the chance future changed a view"));
                            }
                            continue;
                        }
                        compared += 1;
                        for level in [BotLevel::Easy, BotLevel::Normal] {
                            if x.bot_seed(s, level, &vx)? != y.bot_seed(s, level, &vy)? {
                                return Err(fail(g, step, "same view, different bot seed"));
                            }
                            if x.to_act().contains(&s) && y.to_act().contains(&s) {
                                let (bx, by) = (x.bot_action(s, level)?, y.bot_action(s, level)?);
                                if bx != by {
                                    return Err(fail(g, step, "same view, different bot choice"));
                                }
                            }
                        }
                    }
                }
            }
            m = ma;
        }
    }
    Ok(compared)
}

/// What [`secrets`] compared: pairs of positions that look the same to some
/// viewer, and how often each channel was asked of both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Channels {
    /// pairs of positions probed (some viewer's views equal)
    pub twins: usize,
    /// pairs of different positions that some seat cannot tell apart (another
    /// hidden choice, not only another future)
    pub hidden: usize,
    pub queries: usize,
    /// event lists compared, as one viewer sees them
    pub events: usize,
    pub refusals: usize,
    pub previews: usize,
}

/// Secrets are kept on every channel a seat reads, not only in its view.
///
/// "Reveals nothing `view(s)` hides" is checked against twins: two positions
/// that `view(s)` cannot tell apart but that differ in what it hides. Whatever
/// else seat `s` is told must then be the same for both, or it would tell them
/// apart. The view is the definition of what a seat may know, so the check
/// needs no knowledge of any game's secrets (and no list of them to forget
/// one). The twins, at random points of random games:
///
/// - **another future**: the same position with another key for the chance
///   draws to come, and the same history replayed under another seed (so a game
///   that kept the seed, or anything drawn from it, in its position would show);
/// - **another hidden choice**: where a seat could have acted otherwise and
///   some viewer's view came out the same either way (a secret goal), the other
///   choice is kept as a twin and played on with the same moves while any
///   viewer still cannot tell the two apart.
///
/// For every viewer (each seat, and the public) whose views of the twins are
/// equal, and so sees nothing that tells them apart:
///
/// - **queries**: the answer to each of [`Game::sample_queries`] for that view
///   (or the error) is the same text;
/// - **actions** (a seat): whether it may act and its legal actions are the
///   same (not what it may take back: that follows the history, which is public
///   and which no view need keep); for its own sampled moves and earlier moves of any
///   seat, [`Match::check`]'s verdict (the refusal reason word for word) and a
///   refused [`Match::apply`]'s reason are the same, and for a legal one so is
///   [`Match::preview`];
/// - **events**: the events of a move made by any seat in both twins, as
///   [`Game::events_for`] filters them for the viewer, are the same whenever the
///   viewer's views after it are equal too (an event may tell what the view
///   after it shows, no more): with the chance draws that follow it where the
///   twins share a future, without them where the future is what differs (once
///   drawn, an outcome is no secret: everyone saw the roll, even one that no
///   view keeps, such as the roll that left a Skyline player stuck); and, in a game
///   with hidden information, where a seat's two choices left a viewer's views
///   equal, that viewer's events of the two are the same (without hidden
///   information every move is public, events and all, even where a view does
///   not keep it: which dice were re-rolled when one came up as it was).
///
/// A difference on any channel is a leak, named with the viewer and the channel.
/// And a game that says its events hold no secret ([`Game::SECRET_EVENTS`]
/// false, so the JS facade reads no viewer) must filter none.
///
/// Not checked here: bots ([`secrecy`] does), and the history, saves and state
/// hashes, which hold everything by design (a save must replay every move): a
/// page shows them to nobody who may not see them (Cityscape's move list names
/// goals only once the game is over).
pub fn secrets<G: Game>(games: u32, seed: u64) -> Result<Channels, GameError> {
    let mut rng = DiceRng::new(seed);
    let mut n = Channels::default();
    for g in 0..games {
        let config = G::random_config(&mut rng);
        let mut m = Match::<G>::new(config.clone()).map_err(|e| fail(g, 0, e))?;
        let mut twin: Option<Match<G>> = None;
        let mut pool: Vec<(Seat, G::Action)> = Vec::new();
        let mut step = 0;
        while !m.is_over() {
            step += 1;
            if step > 100_000 {
                return Err(fail(g, step, "the game does not end"));
            }
            let mut p = Probe {
                pool: &pool,
                rng: &mut rng,
                n: &mut n,
                g,
                step,
            };
            if p.rng.below(6) == 0 {
                let key = p.rng.next_u64();
                p.twins(
                    &m,
                    &m.clone().with_chance_key(key),
                    "another chance future",
                    true,
                )?;
                let other = p.rng.next_u64() as u32;
                if let Some(c) = reseeded::<G>(&config, other) {
                    // a game whose rules use the seed itself may not replay: skip it
                    if let Ok(y) = Match::replay(c, m.history().to_vec()) {
                        p.twins(&m, &y, "the same history under another seed", true)?;
                    }
                }
            }
            if let Some(t) = &twin {
                p.n.hidden += 1;
                p.twins(&m, t, "another hidden choice", false)?;
            }
            let seats = m.to_act();
            let seat = seats[rng.index(seats.len())];
            let a = m
                .state()
                .sample_action(seat, &mut rng)
                .map_err(|e| fail(g, step, e))?;
            let mut next = m.clone();
            let ea = next.apply(seat, a.clone()).map_err(|e| fail(g, step, e))?;
            if !G::SECRET_EVENTS {
                // The facade reads no viewer then: every viewer must get every event.
                let all = said(&Ok::<_, GameError>(ea.clone()));
                let players = m.state().players();
                for v in std::iter::once(None).chain((0..players).map(Some)) {
                    if shown::<G>(v, &ea) != all {
                        return Err(fail(
                            g,
                            step,
                            format!(
                                "events_for hides events from {}, but SECRET_EVENTS is false",
                                who(v)
                            ),
                        ));
                    }
                }
            }
            if twin.is_none() && rng.below(3) == 0 {
                // Another choice of the same seat: a twin wherever a seat's view
                // cannot tell the two apart.
                let b = m
                    .state()
                    .sample_action(seat, &mut rng)
                    .map_err(|e| fail(g, step, e))?;
                if b != a {
                    let mut other = m.clone();
                    let eb = other.apply(seat, b.clone()).map_err(|e| fail(g, step, e))?;
                    let blind = blind(&next, &other)?;
                    // (In a game without hidden information every move is public,
                    // events and all, even where a view does not keep it: which
                    // dice were re-rolled, when a die came up as it was.)
                    let told = if G::INFO.hidden_information {
                        &blind[..]
                    } else {
                        &[]
                    };
                    for &v in told {
                        let (x, y) = (shown::<G>(v, &ea), shown::<G>(v, &eb));
                        if x != y {
                            let (x, y) = apart(&x, &y);
                            return Err(fail(
                                g,
                                step,
                                format!(
                                    "{} cannot tell seat {seat}'s {a:?} from its {b:?}, but their events differ: {x} and {y}",
                                    who(v)
                                ),
                            ));
                        }
                        n.events += 1;
                    }
                    if blind.iter().any(|v| v.is_some())
                        && !other.is_over()
                        && other.state_hash() != next.state_hash()
                    {
                        twin = Some(other);
                    }
                }
            } else if let Some(mut t) = twin.take() {
                // The same move in the twin, where it is legal there too.
                let before = blind(&m, &t)?;
                match t.apply(seat, a.clone()) {
                    Ok(et) => {
                        let after = blind(&next, &t)?;
                        for &v in before.iter().filter(|v| after.contains(v)) {
                            let (x, y) = (shown::<G>(v, &ea), shown::<G>(v, &et));
                            if x != y {
                                let (x, y) = apart(&x, &y);
                                return Err(fail(
                                    g,
                                    step,
                                    format!(
                                        "another hidden choice: {} sees the same before and after seat {seat}'s {a:?}, but its events differ: {x} and {y}",
                                        who(v)
                                    ),
                                ));
                            }
                            n.events += 1;
                        }
                        if after.iter().any(|v| v.is_some())
                            && !t.is_over()
                            && t.state_hash() != next.state_hash()
                        {
                            twin = Some(t);
                        }
                    }
                    Err(e) if before.contains(&Some(seat)) => {
                        return Err(fail(
                            g,
                            step,
                            format!("another hidden choice: seat {seat}'s view is the same, but its {a:?} is legal in one and refused in the other ({e})"),
                        ))
                    }
                    Err(_) => {} // the seat's own secret decided it
                }
            }
            remember(&mut pool, (seat, a));
            m = next;
        }
    }
    Ok(n)
}

/// The viewers (the public first, then each seat) whose views of `x` and `y` are equal.
fn blind<G: Game>(x: &Match<G>, y: &Match<G>) -> Result<Vec<Option<Seat>>, GameError> {
    let mut out = Vec::new();
    for v in std::iter::once(None).chain((0..x.state().players()).map(Some)) {
        if x.view(v)? == y.view(v)? {
            out.push(v);
        }
    }
    Ok(out)
}

/// Where two texts first differ: a stretch of each from a little before it.
fn apart(a: &str, b: &str) -> (String, String) {
    let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let cut = |t: &str| -> String {
        let from = (0..=at.saturating_sub(60))
            .rev()
            .find(|&i| t.is_char_boundary(i))
            .unwrap_or(0);
        let text: String = t[from..].chars().take(160).collect();
        if from > 0 {
            format!("…{text}")
        } else {
            text
        }
    };
    (cut(a), cut(b))
}

fn who(v: Option<Seat>) -> String {
    v.map_or("the public".to_string(), |s| format!("seat {s}"))
}

/// Events as `viewer` is shown them, as text.
fn shown<G: Game>(viewer: Option<Seat>, events: &[G::Event]) -> String {
    let mut events = events.to_vec();
    G::events_for(viewer, &mut events);
    said(&Ok::<_, GameError>(events))
}

/// An answer or a refusal, as text: two are the same when their texts are.
fn said<T: Serialize>(r: &Result<T, GameError>) -> String {
    match r {
        Ok(v) => json::to_string(v).unwrap_or_else(|e| format!("unwritable: {e}")),
        Err(e) => format!("refused: {e}"),
    }
}

/// `config` with another seed (through its JSON form, which every config has).
fn reseeded<G: Game>(config: &G::Config, seed: u32) -> Option<G::Config> {
    let text = json::to_string(config).ok()?;
    let mut v = json::value(&text).ok()?;
    let Value::Map(fields) = &mut v else {
        return None;
    };
    let (_, old) = fields.iter_mut().find(|(k, _)| k == "seed")?;
    *old = Value::Int(seed as i64);
    G::Config::from_value(v).ok()
}

/// One probe of twins: what [`secrets`] asks of both.
struct Probe<'a, G: Game> {
    pool: &'a [(Seat, G::Action)],
    rng: &'a mut DiceRng,
    n: &'a mut Channels,
    g: u32,
    step: usize,
}

impl<G: Game> Probe<'_, G> {
    /// `future`: the twins differ in the chance draws to come (the rest of the
    /// time, in something hidden now).
    fn twins(
        &mut self,
        x: &Match<G>,
        y: &Match<G>,
        what: &str,
        future: bool,
    ) -> Result<(), GameError> {
        let blind = blind(x, y)?;
        if blind.is_empty() {
            return Ok(());
        }
        self.n.twins += 1;
        let (g, step) = (self.g, self.step);
        let leak = |v: Option<Seat>, channel: String, a: String, b: String| {
            let (a, b) = apart(&a, &b);
            fail(
                g,
                step,
                format!(
                    "{what}: {} sees the same view, but {channel} differs: {a} and {b}",
                    who(v)
                ),
            )
        };
        for &v in &blind {
            for q in G::sample_queries(&x.view(v)?, self.rng) {
                let (a, b) = (said(&x.query(v, &q)), said(&y.query(v, &q)));
                if a != b {
                    return Err(leak(v, format!("the answer to {q:?}"), a, b));
                }
                self.n.queries += 1;
            }
            let Some(s) = v else { continue };
            // (Not what it may take back: that follows the history, which is
            // public and which no view need keep.)
            let may = |m: &Match<G>| -> Result<String, GameError> {
                Ok(format!(
                    "may act {}, legal {:?}",
                    m.may_act(s),
                    m.legal_actions(s)?
                ))
            };
            let (a, b) = (may(x)?, may(y)?);
            if a != b {
                return Err(leak(v, "what it may do".into(), a, b));
            }
            // Its own moves (sampled in either twin) and earlier moves of any seat.
            let mut tries = Vec::new();
            for m in [x, y] {
                if m.may_act(s) {
                    tries.extend(m.state().sample_action(s, self.rng).ok());
                }
            }
            for _ in 0..4 {
                tries.extend(self.rng.pick(self.pool).map(|(_, a)| a.clone()));
            }
            for a in tries {
                let (cx, cy) = (x.check(s, &a), y.check(s, &a));
                let (tx, ty) = (said(&cx), said(&cy));
                if tx != ty {
                    return Err(leak(v, format!("the verdict on {a:?}"), tx, ty));
                }
                if cx.is_err() {
                    let (mut ax, mut ay) = (x.clone(), y.clone());
                    let (rx, ry) = (ax.apply(s, a.clone()), ay.apply(s, a.clone()));
                    if let (Err(ex), Err(ey)) = (&rx, &ry) {
                        if ex.to_string() != ey.to_string() {
                            let (ex, ey) = (ex.to_string(), ey.to_string());
                            return Err(leak(v, format!("the refusal of {a:?}"), ex, ey));
                        }
                    }
                    self.n.refusals += 1;
                    continue;
                }
                let (px, py) = (
                    said(&x.preview(s, a.clone())),
                    said(&y.preview(s, a.clone())),
                );
                if px != py {
                    return Err(leak(v, format!("the preview of {a:?}"), px, py));
                }
                self.n.previews += 1;
                self.events(x, y, s, a, &blind, what, future)?;
            }
        }
        // Every seat's move, as each viewer who cannot tell the twins apart sees it.
        for t in x.to_act() {
            if let Ok(a) = x.state().sample_action(t, self.rng) {
                self.events(x, y, t, a, &blind, what, future)?;
            }
        }
        Ok(())
    }

    /// `seat`'s `action` in both twins (where both take it): the events as each
    /// viewer in `blind` is shown them, where its views after are equal too. With
    /// another `future` only the move's own events count: the draws that follow
    /// are not the future any more but what happened, for all to see (a roll
    /// that left a Skyline player stuck, which no view keeps).
    #[allow(clippy::too_many_arguments)]
    fn events(
        &mut self,
        x: &Match<G>,
        y: &Match<G>,
        seat: Seat,
        action: G::Action,
        blind: &[Option<Seat>],
        what: &str,
        future: bool,
    ) -> Result<(), GameError> {
        let (mut ax, mut ay) = (x.clone(), y.clone());
        let moved = |m: &mut Match<G>| match future {
            true => m.apply_paused(seat, action.clone()),
            false => m.apply(seat, action.clone()),
        };
        let (Ok(ex), Ok(ey)) = (moved(&mut ax), moved(&mut ay)) else {
            return Ok(());
        };
        for &v in blind {
            if ax.view(v)? != ay.view(v)? {
                continue;
            }
            let (a, b) = (shown::<G>(v, &ex), shown::<G>(v, &ey));
            if a != b {
                let (a, b) = apart(&a, &b);
                return Err(fail(
                    self.g,
                    self.step,
                    format!(
                        "{what}: {} sees the same before and after seat {seat}'s {action:?}, but its events differ: {a} and {b}",
                        who(v)
                    ),
                ));
            }
            self.n.events += 1;
        }
        Ok(())
    }
}

/// A random game from `config` played to its end: its outcomes drawn from the
/// seed, or with `entered`, entered at random (any the game offers).
fn random_game<G: Game>(
    config: G::Config,
    rng: &mut DiceRng,
    g: u32,
    entered: bool,
) -> Result<Match<G>, GameError> {
    let m = match entered {
        true => Match::<G>::new_entered(config),
        false => Match::<G>::new(config),
    };
    let mut m = m.map_err(|e| fail(g, 0, e))?;
    let mut step = 0usize;
    while !m.is_over() && step < 100_000 {
        step += 1;
        if let Some(outcomes) = m.chance() {
            let pick = outcomes[rng.index(outcomes.len())].outcome.clone();
            m.enter(pick).map_err(|e| fail(g, step, e))?;
            continue;
        }
        let seats = m.to_act();
        let seat = seats[rng.index(seats.len())];
        let a = m
            .state()
            .sample_action(seat, rng)
            .map_err(|e| fail(g, step, e))?;
        m.apply(seat, a).map_err(|e| fail(g, step, e))?;
    }
    Ok(m)
}

/// The table's own dice and cards ([`Match::new_entered`]): random games played
/// with drawn outcomes, then again with each outcome entered by hand, must pass
/// through the same positions and end in the same one. At every chance node of
/// the entered game: taking the outcome back and entering it again changes
/// nothing, a save loads back still waiting for the table, and undo may cross an
/// entered outcome. Returns the number of outcomes entered.
pub fn entered<G: Game>(games: u32, seed: u64) -> Result<usize, GameError> {
    let mut rng = DiceRng::new(seed);
    let mut entered = 0;
    for g in 0..games {
        let config = G::random_config(&mut rng);
        let drawn = random_game::<G>(config.clone(), &mut rng, g, false)?;
        let step = drawn.history().len();
        let mut m = Match::<G>::new_entered(config).map_err(|e| fail(g, 0, e))?;
        for (i, e) in drawn.history().iter().enumerate() {
            match e {
                crate::record::Entry::Act(s, a) => {
                    m.apply(*s, a.clone()).map_err(|e| fail(g, i, e))?;
                    if m.chance().is_none()
                        != !matches!(
                            drawn.history().get(i + 1),
                            Some(crate::record::Entry::Chance(_))
                        )
                    {
                        return Err(fail(
                            g,
                            i,
                            "an entered game stopped where the drawn one did not, or went on",
                        ));
                    }
                }
                crate::record::Entry::Chance(c) => {
                    if m.chance().is_none() {
                        return Err(fail(g, i, "no chance node where the drawn game drew"));
                    }
                    let before = m.state_hash();
                    let save = m.save_text().map_err(|e| fail(g, i, e))?;
                    let back = Match::<G>::load_text(&save).map_err(|e| fail(g, i, e))?;
                    if !back.entered() || back.state_hash() != before || back.chance().is_none() {
                        return Err(fail(
                            g,
                            i,
                            "a save of an entered game did not load back waiting for the table",
                        ));
                    }
                    m.enter(c.clone()).map_err(|e| fail(g, i, e))?;
                    entered += 1;
                    let after = m.state_hash();
                    let mut copy = m.clone();
                    if !copy.take_back_outcome().map_err(|e| fail(g, i, e))?
                        || copy.state_hash() != before
                    {
                        return Err(fail(
                            g,
                            i,
                            "taking back an entered outcome did not restore the position",
                        ));
                    }
                    // Undo crosses an entered outcome: a move that could be taken
                    // back before its outcome was entered still can, with it.
                    if let Some(crate::record::Entry::Act(s, _)) =
                        i.checked_sub(1).map(|j| &drawn.history()[j])
                    {
                        if copy.undo_span(*s, false) == Some(1) && m.undo_span(*s, false) != Some(2)
                        {
                            return Err(fail(g, i, "undo did not cross an entered outcome"));
                        }
                    }
                    if let Some(crate::record::Entry::Act(s, _)) =
                        i.checked_sub(1).map(|j| &drawn.history()[j])
                    {
                        undo_redo(&m, *s, g, i)?;
                    }
                    copy.enter(c.clone()).map_err(|e| fail(g, i, e))?;
                    if copy.state_hash() != after {
                        return Err(fail(
                            g,
                            i,
                            "entering the same outcome again gave another position",
                        ));
                    }
                }
            }
        }
        if m.state_hash() != drawn.state_hash() || m.history().len() != drawn.history().len() {
            return Err(fail(
                g,
                step,
                "the entered game did not end where the drawn one did",
            ));
        }
    }
    Ok(entered)
}

/// What [`seeded`] checked: honest saves loaded, forged ones refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Forgeries {
    /// honest saves (drawn, or entered and marked so) that loaded
    pub honest: usize,
    /// saves with one outcome swapped (the checksum made to fit) that were refused
    pub swapped: usize,
    /// games played on entered outcomes, the `entered` mark removed, that were refused
    pub unmarked: usize,
}

/// A ranked score is one the dice really gave: in random games, a save whose
/// outcomes the seed drew loads, and says nothing was entered; the same game
/// with one outcome swapped for another possible one (played on as far as its
/// moves still go, its checksum recomputed) is refused, naming that roll or
/// draw; a game played on entered outcomes with its `entered` mark removed is
/// refused likewise (unless every outcome entered happened to be the seed's:
/// then it is the seed's own game and loads), and loads with the mark.
pub fn seeded<G: Game>(games: u32, seed: u64) -> Result<Forgeries, GameError> {
    let mut rng = DiceRng::new(seed);
    let mut n = Forgeries::default();
    let unmark = |m: &Match<G>| {
        let mut save = m.to_save();
        save.entered = false;
        json::to_string(&save).map_err(|e| GameError::data(e.to_string()))
    };
    // A forgery must be refused, and the refusal must name the first roll or
    // draw that is not the seed's.
    let refused = |g: u32, text: &str, k: u64, what: &str| -> Result<(), GameError> {
        match Match::<G>::load_text(text) {
            Ok(_) => Err(fail(g, 0, format!("{what} loaded as the seed's own game"))),
            Err(e) if e.message().contains(&format!("roll or draw {k} ")) => Ok(()),
            Err(e) => Err(fail(
                g,
                0,
                format!("{what} refused without naming roll or draw {k}: {e}"),
            )),
        }
    };
    for g in 0..games {
        let config = G::random_config(&mut rng);
        let m = random_game::<G>(config.clone(), &mut rng, g, false)?;
        let step = m.history().len();
        // The honest game.
        let text = m.save_text().map_err(|e| fail(g, step, e))?;
        let back = Match::<G>::load_text(&text)
            .map_err(|e| fail(g, step, format!("an honest save was refused: {e}")))?;
        if back.state_hash() != m.state_hash() || back.entered() || m.off_seed().is_some() {
            return Err(fail(
                g,
                step,
                "an honest save did not load back as the seed's own game",
            ));
        }
        n.honest += 1;

        // One outcome swapped for another possible one, the rest played on.
        let history = m.history().to_vec();
        let chances: Vec<usize> = (0..history.len())
            .filter(|&i| matches!(history[i], Entry::Chance(_)))
            .collect();
        for _ in 0..chances.len().min(8) {
            let j = chances[rng.index(chances.len())];
            let Entry::Chance(real) = &history[j] else {
                unreachable!()
            };
            let mut forged = Match::<G>::replay(config.clone(), history[..j].to_vec())
                .map_err(|e| fail(g, j, e))?;
            let Some(outcomes) = forged.chance() else {
                return Err(fail(g, j, "no chance node where the game drew"));
            };
            let others: Vec<G::Chance> = outcomes
                .into_iter()
                .map(|o| o.outcome)
                .filter(|o| o != real)
                .collect();
            if others.is_empty() {
                continue; // only one thing could come up here
            }
            forged
                .force_chance(others[rng.index(others.len())].clone())
                .map_err(|e| fail(g, j, e))?;
            for e in &history[j + 1..] {
                let ok = match e.clone() {
                    Entry::Act(s, a) => forged.apply_paused(s, a).is_ok(),
                    Entry::Chance(c) => forged.force_chance(c).is_ok(),
                };
                if !ok {
                    break; // as far as the forger's moves still go
                }
            }
            let k = chances.iter().position(|&c| c == j).unwrap() as u64 + 1;
            if forged.off_seed() != Some(k) {
                return Err(fail(g, j, "a swapped outcome did not mark the match"));
            }
            refused(g, &unmark(&forged)?, k, "a save with a swapped outcome")?;
            n.swapped += 1;
            break;
        }

        // Played on entered outcomes, then passed off as drawn.
        let m = random_game::<G>(config, &mut rng, g, true)?;
        let step = m.history().len();
        let marked = m.save_text().map_err(|e| fail(g, step, e))?;
        let back = Match::<G>::load_text(&marked)
            .map_err(|e| fail(g, step, format!("an entered save was refused: {e}")))?;
        if !back.entered() || back.state_hash() != m.state_hash() {
            return Err(fail(
                g,
                step,
                "an entered save did not load back as entered",
            ));
        }
        n.honest += 1;
        let text = unmark(&m)?;
        match m.off_seed() {
            Some(k) => {
                refused(g, &text, k, "an entered game without its mark")?;
                n.unmarked += 1;
            }
            None => {
                // every outcome entered was the seed's: it is the seed's game
                Match::<G>::load_text(&text).map_err(|e| {
                    fail(
                        g,
                        step,
                        format!("the seed's own outcomes, entered, were refused: {e}"),
                    )
                })?;
                n.honest += 1;
            }
        }
    }
    Ok(n)
}
