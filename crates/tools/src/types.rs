//! `tools types FILE`: the TypeScript types of every game's values (configs,
//! actions, chance outcomes, events, views, questions, answers, results, history
//! entries), from the engines' own declarations (`dice::wire!`,
//! `#[derive(dice::Ts)]`: crates/dice/src/ts.rs), as one declaration file with a
//! namespace per game (`Cityscape.View`). `npm run build` writes it to
//! www/pkg/types.d.ts for the page's type check.
//!
//! Before writing, it plays random games of every game (the table entering
//! every roll and draw, so every chance node is listed) and checks every value
//! the page could get (config, views of every seat and of the public, legal
//! actions, events, chance outcomes, history, result) against those types: a
//! type that does not say what the engine sends fails here, not in the page.

use catalog::Visitor;
use dice::ts::{Decls, Ty};
use dice::{DiceRng, EntryRecord, Game, GameError, GameInfo, GameResult, Match};
use serde::Serialize;
use std::fmt::Write as _;

/// Random games checked per game.
const GAMES: u64 = 3;

/// The seven kinds of value a game has, with what the facade adds.
struct Of {
    decls: Decls,
    roles: Vec<(&'static str, Ty)>,
}

fn of<G: Game>() -> Of {
    let mut d = Decls::default();
    let roles = vec![
        ("Config", d.of::<G::Config>()),
        ("Action", d.of::<G::Action>()),
        ("Chance", d.of::<G::Chance>()),
        ("Event", d.of::<G::Event>()),
        ("View", d.of::<G::View>()),
        ("Query", d.of::<G::Query>()),
        ("Answer", d.of::<G::Answer>()),
        ("Result", d.of::<GameResult>()),
        ("Info", d.of::<GameInfo>()),
        ("Entry", d.of::<EntryRecord<G::Action, G::Chance>>()),
    ];
    Of { decls: d, roles }
}

fn value<T: Serialize + ?Sized>(v: &T) -> Result<dice::wire::Value, String> {
    let text = dice::json::to_string(v).map_err(|e| e.to_string())?;
    dice::json::value(&text).map_err(|e| e.to_string())
}

/// Checks `v` against the role's type.
fn check<T: Serialize + ?Sized>(of: &Of, role: &str, v: &T) -> Result<(), String> {
    let ty = &of.roles.iter().find(|(r, _)| *r == role).expect("a role").1;
    of.decls
        .check(&value(v)?, ty)
        .map_err(|e| format!("{role}{e}"))
}

fn list<T: Serialize>(of: &Of, role: &str, v: &[T]) -> Result<(), String> {
    v.iter().try_for_each(|x| check(of, role, x))
}

/// Plays `GAMES` random games with entered chance and checks every value.
fn play<G: Game>(of: &Of) -> Result<usize, String> {
    let e = |e: GameError| e.to_string();
    let mut checked = 0;
    check(of, "Info", &G::INFO)?;
    for g in 0..GAMES {
        let mut rng = DiceRng::new(0x7e57_0000 + g);
        let config = G::random_config(&mut rng);
        check(of, "Config", &config)?;
        let mut m = Match::<G>::new_entered(config).map_err(e)?;
        for step in 0..100_000 {
            let players = m.state().players();
            check(of, "View", &m.view(None).map_err(e)?)?;
            for s in 0..players {
                check(of, "View", &m.view(Some(s)).map_err(e)?)?;
                if let Some(legal) = m.legal_actions(s).map_err(e)? {
                    list(of, "Action", &legal)?;
                }
            }
            checked += 1;
            if let Some(outcomes) = m.chance() {
                for o in &outcomes {
                    check(of, "Chance", &o.outcome)?;
                }
                let o = rng.pick(&outcomes).expect("an outcome").outcome.clone();
                list(of, "Event", &m.enter(o).map_err(e)?)?;
                continue;
            }
            let seats = m.to_act();
            let Some(&seat) = rng.pick(&seats) else {
                break;
            };
            let action = m.state().sample_action(seat, &mut rng).map_err(e)?;
            check(of, "Action", &action)?;
            list(of, "Event", &m.apply(seat, action).map_err(e)?)?;
            if step == 99_999 {
                return Err("a random game did not end".into());
            }
        }
        list(of, "Entry", &m.records())?;
        if let Some(r) = m.result() {
            check(of, "Result", &r)?;
        }
    }
    Ok(checked)
}

/// `cities-coop` -> `CitiesCoop`.
fn camel(id: &str) -> String {
    id.split('-')
        .map(|w| w[..1].to_ascii_uppercase() + &w[1..])
        .collect()
}

struct Declare;
impl Visitor for Declare {
    type Out = Result<(String, usize), String>;
    fn visit<G: Game>(self) -> Self::Out {
        let of = of::<G>();
        let checked = play::<G>(&of).map_err(|e| format!("{}: {e}", G::INFO.id))?;
        let ns = camel(G::INFO.id);
        let mut out = format!(
            "/** {}: its values as its engine sends and reads them. */\ndeclare namespace {ns} {{\n",
            G::INFO.name
        );
        out += &of.decls.render(1);
        // A role whose Rust type has another name (or none) gets its own.
        for (role, ty) in &of.roles {
            if *ty != Ty::Named(role.to_string()) {
                if of.decls.has(role) {
                    return Err(format!(
                        "{}: a type called {role} is not the game's {role}: rename it",
                        G::INFO.id
                    ));
                }
                writeln!(out, "  export type {role} = {};", ty.ts_at(1)).unwrap();
            }
        }
        out += "  /** Every type of the game, for `EngineGame<T>` (www/types.d.ts). */\n  export interface Types {\n";
        for (role, _) in &of.roles {
            writeln!(out, "    {role}: {role};").unwrap();
        }
        out += "  }\n}\n";
        Ok((out, checked))
    }
}

/// The declaration file of every game in the catalog.
pub fn declarations() -> Result<String, String> {
    let mut out = String::from(
        "// Generated by npm run build (scripts/types.mjs: `tools types`) from the engines'\n\
         // declarations (dice::wire!, #[derive(dice::Ts)]): do not edit.\n\n",
    );
    let mut ids = String::new();
    for id in catalog::ALL {
        let (ns, _) = catalog::visit(id, Declare).ok_or(format!("{id}: not in this build"))??;
        out += &ns;
        out.push('\n');
        writeln!(ids, "  {id:?}: {}.Types;", camel(id)).unwrap();
    }
    write!(
        out,
        "/** Every game's types, by id. */\ninterface EngineTypesById {{\n{ids}}}\n"
    )
    .unwrap();
    Ok(out)
}

#[cfg(test)]
mod tests {
    /// Every game's values are what its types say (see `play`), and the file names
    /// every game.
    #[test]
    fn every_game_sends_what_its_types_say() {
        let ts = super::declarations().unwrap();
        for id in catalog::ALL {
            assert!(ts.contains(&format!("{id:?}: ")), "{id}");
        }
        assert!(ts.contains("declare namespace Cityscape {"));
    }
}
