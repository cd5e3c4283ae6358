//! `skyline-tools trace GAME GAMES CONFIGS_JSON`: plays seeded games natively with
//! computer players and prints, as JSON, every config, every action (with the bot
//! level that chose it) and the state hash after it. `scripts/determinism.mjs`
//! replays the same in wasm and demands the same bot choices and hashes.

use catalog::Visitor;
use dice::record::Seeded;
use dice::{BotLevel, Game, GameError, Match, Seat};
use serde::Serialize;
use serde_json::{json, Value};
use std::fmt::Debug;

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
    fn visit<G>(self) -> Self::Out
    where
        G: Game + 'static,
        G::Config: Seeded,
        G::View: PartialEq + Debug,
    {
        trace::<G>(self.0, self.1)
    }
}

fn trace<G: Game>(games: u32, configs: &[Value]) -> Result<Value, GameError>
where
    G::Config: Seeded,
{
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [cmd, game, games, configs] if cmd == "trace" => {
            let games: u32 = games.parse().unwrap_or(1);
            let configs: Vec<Value> = serde_json::from_str(configs).unwrap_or_else(|e| {
                eprintln!("CONFIGS_JSON: {e}");
                std::process::exit(2)
            });
            catalog::visit(game, TraceOf(games, &configs))
                .unwrap_or_else(|| Err(GameError::config(format!("unknown game {game:?}"))))
        }
        _ => {
            eprintln!("usage: skyline-tools trace GAME GAMES CONFIGS_JSON");
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
