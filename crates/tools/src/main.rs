//! The native side of the checks, over every game in the catalog:
//!
//! - `tools games`: the catalog (`catalog::infos()`) as JSON.
//! - `tools trace GAME GAMES CONFIGS_JSON`: plays seeded games natively with
//!   computer players and prints, as JSON, every config, every action (with the bot
//!   level that chose it) and the state hash after it. `scripts/determinism.mjs`
//!   replays the same in wasm and demands the same bot choices and hashes.
//! - `tools bench GAME PLAYERS N SEED`: runs `N` random playouts natively
//!   (`dice::playout::bench`, the code behind the module's `benchPlayouts`) and
//!   prints `{"checksum", "seconds", "per_sec"}`; `scripts/bench.mjs` runs the same
//!   playouts in wasm and prints the ratio. Build it with `--profile bench`.
//! - `tools match GAME PLAYERS N SEED`: like `bench`, but every move goes through
//!   `Match::apply` (chance drawn by the match, as in the page), so it times
//!   what the match adds to the engine's own `apply`.
//! - `tools bot GAME PLAYERS SEED MOVES LEVEL`: times the bot at LEVEL on
//!   the first MOVES decisions of a seeded game (advanced by the bot's choices) and
//!   prints `{"config", "moves", "ms_per_move", "worst_ms", "hash"}`; the bench does the same
//!   in wasm, and `hash` shows both met the same positions.
//! - `tools types FILE` (built with the `ts` feature and every game's own, as
//!   scripts/types.mjs does): writes the TypeScript types of every game's values
//!   to FILE, after checking random games' values against them (src/types.rs).
//!   `npm run build` writes www/pkg/types.d.ts so.

#[cfg(feature = "ts")]
mod types;

use catalog::Visitor;
use dice::{BotLevel, Game, GameError, Match, Seat};
use serde::Serialize;
use serde_json::{json, Value};

#[derive(Serialize)]
struct Step<A> {
    seat: Seat,
    level: &'static str,
    action: A,
    hash: String,
}

#[derive(Serialize)]
struct Trace<C, A> {
    config: C,
    initial: String,
    steps: Vec<Step<A>>,
}

const LEVELS: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

struct TraceOf<'a>(u32, &'a [Value]);
impl Visitor for TraceOf<'_> {
    type Out = Result<Value, GameError>;
    fn visit<G: Game>(self) -> Self::Out {
        trace::<G>(self.0, self.1)
    }
}

fn trace<G: Game>(games: u32, configs: &[Value]) -> Result<Value, GameError> {
    let mut out = Vec::new();
    for cfg in configs {
        for i in 0..games {
            let mut cfg = cfg.clone();
            if let Some(obj) = cfg.as_object_mut() {
                obj.entry("seed").or_insert(json!(7000 + i));
            }
            let config: G::Config =
                serde_json::from_value(cfg).map_err(|e| GameError::config(e.to_string()))?;
            let mut m = Match::<G>::new(config.clone())?;
            let initial = m.state_hash_hex();
            let mut steps = Vec::new();
            while let Some(&seat) = m.to_act().first() {
                let level = LEVELS[(seat as usize + i as usize) % LEVELS.len()];
                let action = m.bot_action(seat, level)?;
                m.apply(seat, action.clone())?;
                steps.push(Step {
                    seat,
                    level: level.name(),
                    action,
                    hash: m.state_hash_hex(),
                });
            }
            out.push(Trace {
                config,
                initial,
                steps,
            });
        }
    }
    serde_json::to_value(out).map_err(|e| GameError::data(e.to_string()))
}

/// A game played by computers at `level` from `config`, written as a tutorial
/// script's skeleton (www/tutorial.js): seat 0's moves as `move`, the others'
/// as `reply`, chance as `enter`. An author then keeps the moves that teach,
/// words them and chooses the dice (docs/adding-a-game.md, "A guided first game").
struct ScriptOf(Value, String);
impl Visitor for ScriptOf {
    type Out = Result<Value, GameError>;
    fn visit<G: Game>(self) -> Self::Out {
        let level = LEVELS
            .iter()
            .copied()
            .find(|l| l.name() == self.1)
            .ok_or_else(|| GameError::config(format!("unknown level {:?}", self.1)))?;
        let config: G::Config =
            serde_json::from_value(self.0).map_err(|e| GameError::config(e.to_string()))?;
        let mut m = Match::<G>::new(config.clone())?;
        while let Some(&seat) = m.to_act().first() {
            let action = m.bot_action(seat, level)?;
            m.apply(seat, action)?;
        }
        let steps: Vec<Value> = m
            .records()
            .into_iter()
            .map(|r| match (r.seat, r.action, r.chance) {
                (Some(0), Some(a), _) => json!({ "move": a }),
                (Some(s), Some(a), _) => json!({ "reply": { "seat": s, "action": a } }),
                (_, _, c) => json!({ "enter": c, "label": r.label }),
            })
            .collect();
        Ok(json!({ "config": config, "steps": steps, "result": m.result() }))
    }
}

/// Times `n` random playouts (the same crate and code as the module's
/// `benchPlayouts`) after one untimed warm-up playout.
fn bench(game: &str, players: u8, n: u32, seed: u32) -> Result<Value, GameError> {
    let unknown = || GameError::config(format!("unknown game {game:?}"));
    playouts::bench(game, players, 1, seed).ok_or_else(unknown)??;
    let t = std::time::Instant::now();
    let sum =
        std::hint::black_box(playouts::bench(game, players, n, seed)).ok_or_else(unknown)??;
    let seconds = t.elapsed().as_secs_f64();
    Ok(json!({
        // The module's benchPlayouts returns the checksum shifted to fit a JS number.
        "checksum": sum >> 11,
        "seconds": seconds,
        "per_sec": n as f64 / seconds.max(1e-9),
    }))
}

/// `n` random games played through [`Match::apply`], after one untimed warm-up.
struct MatchTime(u8, u32, u32);
impl Visitor for MatchTime {
    type Out = Result<Value, GameError>;
    fn visit<G: Game>(self) -> Self::Out {
        let MatchTime(players, n, seed) = self;
        let play = |n: u32| -> Result<(u64, u64), GameError> {
            let mut rng = dice::DiceRng::new(seed as u64);
            let (mut sum, mut moves) = (0u64, 0u64);
            for i in 0..n {
                let mut m = Match::<G>::new(G::default_config(players, seed.wrapping_add(i)))?;
                while let Some(&seat) = rng.pick(&m.to_act()) {
                    let action = m.state().sample_action(seat, &mut rng)?;
                    m.apply(seat, action)?;
                    moves += 1;
                }
                sum = sum.wrapping_add(m.state_hash());
            }
            Ok((sum, moves))
        };
        play(1)?;
        let t = std::time::Instant::now();
        let (sum, moves) = std::hint::black_box(play(n)?);
        let seconds = t.elapsed().as_secs_f64();
        Ok(json!({
            "checksum": sum >> 11,
            "seconds": seconds,
            "moves": moves,
            "us_per_move": seconds * 1e6 / moves.max(1) as f64,
        }))
    }
}

/// Times the bot at `level` on the first `moves` decisions of a seeded game with
/// `players` seats (the game advances by the bot's own choices, so the wasm side
/// meets the same positions); prints the mean and the checksum of the choices.
struct BotTime<'a>(u8, u32, u32, &'a str);
impl Visitor for BotTime<'_> {
    type Out = Result<Value, GameError>;
    fn visit<G: Game>(self) -> Self::Out {
        let BotTime(players, seed, moves, level) = self;
        let level: BotLevel = level.parse()?;
        let config = G::default_config(players, seed);
        let config_json =
            serde_json::to_value(&config).map_err(|e| GameError::data(e.to_string()))?;
        let mut m = Match::<G>::new(config)?;
        let mut total = 0.0;
        let mut timed = 0u32;
        let mut worst: f64 = 0.0;
        while timed < moves {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let t = std::time::Instant::now();
            let action = std::hint::black_box(m.bot_action(seat, level)?);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            total += ms;
            worst = worst.max(ms);
            timed += 1;
            m.apply(seat, action)?;
        }
        Ok(json!({
            "config": config_json,
            "moves": timed,
            "ms_per_move": total / timed.max(1) as f64,
            "worst_ms": worst,
            "hash": m.state_hash_hex(),
        }))
    }
}

fn number<T: std::str::FromStr>(s: &str, name: &str) -> T {
    s.parse().unwrap_or_else(|_| {
        eprintln!("{name}: not a number: {s:?}");
        std::process::exit(2)
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let unknown = |game: &str| GameError::config(format!("unknown game {game:?}"));
    let result = match args.as_slice() {
        [cmd] if cmd == "games" => {
            serde_json::to_value(catalog::infos()).map_err(|e| GameError::data(e.to_string()))
        }
        [cmd, game, players, n, seed] if cmd == "bench" => bench(
            game,
            number(players, "PLAYERS"),
            number(n, "N"),
            number(seed, "SEED"),
        ),
        [cmd, game, players, n, seed] if cmd == "match" => catalog::visit(
            game,
            MatchTime(
                number(players, "PLAYERS"),
                number(n, "N"),
                number(seed, "SEED"),
            ),
        )
        .unwrap_or_else(|| Err(unknown(game))),
        [cmd, game, players, seed, moves, level] if cmd == "bot" => catalog::visit(
            game,
            BotTime(
                number(players, "PLAYERS"),
                number(seed, "SEED"),
                number(moves, "MOVES"),
                level,
            ),
        )
        .unwrap_or_else(|| Err(unknown(game))),
        #[cfg(feature = "ts")]
        [cmd, file] if cmd == "types" => {
            let ts = types::declarations().unwrap_or_else(|e| {
                eprintln!("the types do not fit what the engine sends: {e}");
                std::process::exit(1)
            });
            if let Some(dir) = std::path::Path::new(file).parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            std::fs::write(file, ts).unwrap_or_else(|e| {
                eprintln!("{file}: {e}");
                std::process::exit(1)
            });
            return;
        }
        [cmd, game, config, level] if cmd == "script" => {
            let config: Value = serde_json::from_str(config).unwrap_or_else(|e| {
                eprintln!("CONFIG_JSON: {e}");
                std::process::exit(2)
            });
            catalog::visit(game, ScriptOf(config, level.clone()))
                .unwrap_or_else(|| Err(unknown(game)))
        }
        [cmd, game, games, configs] if cmd == "trace" => {
            let games: u32 = games.parse().unwrap_or(1);
            let configs: Vec<Value> = serde_json::from_str(configs).unwrap_or_else(|e| {
                eprintln!("CONFIGS_JSON: {e}");
                std::process::exit(2)
            });
            catalog::visit(game, TraceOf(games, &configs)).unwrap_or_else(|| Err(unknown(game)))
        }
        _ => {
            eprintln!(
                "usage: tools games
       tools trace GAME GAMES CONFIGS_JSON
       tools script GAME CONFIG_JSON LEVEL
       tools bench GAME PLAYERS N SEED
       tools match GAME PLAYERS N SEED
       tools bot GAME PLAYERS SEED MOVES LEVEL
       tools types FILE"
            );
            std::process::exit(2)
        }
    };
    match result {
        Ok(v) => println!("{v}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
