//! Every "Learn by playing" script (www/games/ID-tutorial.json, played on the
//! page by www/tutorial.js) played through its engine, as the page plays it:
//! the table's outcomes entered, each move the person is taught and each
//! computer's scripted reply applied in turn. Every move must be legal when its
//! step comes, every outcome one that chance could give, each explaining step
//! short and pointing somewhere, and the game must end where the script does.
//!
//! The script's format (docs/adding-a-game.md, "A guided first game"):
//! `{config, seats: [{name, kind}], steps: [step]}`, one seat of kind "human"
//! (the learner), a step one of
//! - `{say, next: true, do?}`: explains, and waits for Next;
//! - `{say, do, move}`: the learner's move, written as the engine writes it;
//!   `do` lists what to press, in order (CSS selectors), for the bubble to point at;
//! - `{enter}`: the outcome chance gives next (entered by the lesson at once);
//! - `{reply: {seat, action}}`: a computer's move.

use std::fs;
use std::path::{Path, PathBuf};

use catalog::{infos, visit, Visitor};
use dice::record::Match;
use dice::Game;
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The script of `id`, if the game has a view and the view has a lesson.
fn script(id: &str) -> Option<Value> {
    let path = root().join(format!("www/games/{id}-tutorial.json"));
    let text = fs::read_to_string(&path).ok()?;
    Some(serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

/// How a script played: its steps, moves the learner made, whether it ended.
#[derive(Debug)]
struct Played {
    taught: usize,
    over: bool,
}

struct Play(Value);

fn parse<T: serde::de::DeserializeOwned>(v: &Value, what: &str) -> Result<T, String> {
    dice::json::from_str(&v.to_string()).map_err(|e| format!("{what} {v}: {e}"))
}

/// A step's words: one or two sentences.
fn short(say: &str) -> bool {
    let ends = say
        .split_inclusive(['.', '!', '?'])
        .filter(|s| s.trim().len() > 3)
        .count();
    !say.trim().is_empty() && ends <= 2
}

impl Visitor for Play {
    type Out = Result<Played, String>;
    fn visit<G: Game>(self) -> Self::Out {
        let s = self.0;
        let config: G::Config = parse(&s["config"], "config")?;
        let seats = s["seats"].as_array().ok_or("no seats")?;
        let people: Vec<usize> = (0..seats.len())
            .filter(|&i| seats[i]["kind"] == "human")
            .collect();
        let [person] = people[..] else {
            return Err(format!(
                "one learner (kind \"human\"), not {}",
                people.len()
            ));
        };
        let mut m = Match::<G>::new_entered(config).map_err(|e| e.to_string())?;
        let steps = s["steps"].as_array().ok_or("no steps")?;
        let mut taught = 0;
        for (i, st) in steps.iter().enumerate() {
            let at = |e: String| format!("step {i} ({st}): {e}");
            let say = st["say"].as_str().unwrap_or("");
            // while chance waits, only its outcome may come next (the lesson enters it at once)
            if m.chance().is_some() && st.get("enter").is_none() {
                return Err(at("chance waits here: the step must be {enter}".into()));
            }
            if st["next"] == true {
                if !short(say) {
                    return Err(at("an explaining step says one or two sentences".into()));
                }
            } else if let Some(a) = st.get("move") {
                let action: G::Action = parse(a, "move").map_err(at)?;
                // the page compares the learner's move with the script as the engine writes it
                let written = serde_json::to_value(&action).map_err(|e| at(e.to_string()))?;
                if &written != a {
                    return Err(at(format!("write the move as the engine does: {written}")));
                }
                if !short(say) || st["do"].as_array().is_none_or(|d| d.is_empty()) {
                    return Err(at(
                        "a taught move has one or two sentences and a `do` list".into()
                    ));
                }
                m.apply(person as u8, action)
                    .map_err(|e| at(e.to_string()))?;
                taught += 1;
            } else if let Some(o) = st.get("enter") {
                if m.chance().is_none() {
                    return Err(at("no chance waits here".into()));
                }
                let outcome: G::Chance = parse(o, "outcome").map_err(at)?;
                m.enter(outcome).map_err(|e| at(e.to_string()))?;
            } else if let Some(r) = st.get("reply") {
                let seat = r["seat"]
                    .as_u64()
                    .ok_or_else(|| at("reply without a seat".into()))?;
                if seat as usize == person || seat as usize >= seats.len() {
                    return Err(at("a reply is a computer's".into()));
                }
                let action: G::Action = parse(&r["action"], "reply").map_err(at)?;
                m.apply(seat as u8, action).map_err(|e| at(e.to_string()))?;
            } else {
                return Err(at("a step is next, move, enter or reply".into()));
            }
        }
        Ok(Played {
            taught,
            over: m.is_over(),
        })
    }
}

/// Every lesson plays through its engine to the game's end, the learner
/// making the moves that teach; a lesson marked `"endsEarly": true` (a game
/// too long to learn whole) stops before the end, and the learner plays on.
#[test]
fn every_tutorial_plays_to_the_end_through_its_engine() {
    let mut played = 0;
    for info in infos() {
        let Some(s) = script(info.id) else { continue };
        let early = s["endsEarly"] == true;
        let p = visit(info.id, Play(s)).unwrap();
        let p = p.unwrap_or_else(|e| panic!("{}: {e}", info.id));
        println!("{}: {p:?}", info.id);
        assert_eq!(
            p.over, !early,
            "{}: the game is over when its lesson ends, unless the lesson says it ends early (and then it is not)",
            info.id
        );
        assert!(
            p.taught >= 3,
            "{}: the learner makes too few moves",
            info.id
        );
        played += 1;
    }
    assert!(played > 0, "no tutorial found");
}

/// The guide's example game, as docs/adding-a-game.md names it (Pig), with
/// or without a view: a walk of the guide may give it one.
fn example() -> &'static str {
    let guide = fs::read_to_string(root().join("docs/adding-a-game.md")).unwrap();
    infos()
        .into_iter()
        .find(|i| {
            guide.contains(&format!(
                "the example game kept in the repository, **{}**",
                i.name
            ))
        })
        .expect("the catalog has the guide's example game")
        .id
}

/// The guide's example lesson, Pig's three steps (docs/adding-a-game.md, "A
/// guided first game"), plays to its end like the site's.
#[test]
fn the_guides_pig_lesson_plays_to_the_end() {
    let guide = fs::read_to_string(root().join("docs/adding-a-game.md")).unwrap();
    let block = guide
        .split("```json")
        .skip(1)
        .map(|b| b.split("```").next().unwrap_or(""))
        .find(|b| b.contains("\"steps\""))
        .expect("the guide shows a lesson's script");
    let s: Value = serde_json::from_str(block).unwrap();
    let p = visit(example(), Play(s)).unwrap().unwrap();
    assert!(p.over && p.taught == 3, "{p:?}");
}

/// A script that breaks a rule is refused with the step that broke it: an
/// illegal move, an impossible outcome, an outcome where none is due.
#[test]
fn a_broken_script_is_refused_at_its_step() {
    let pig = |steps: Value| {
        serde_json::json!({
            "config": {"players": 2, "seed": 1, "target": 20},
            "seats": [{"name": "You", "kind": "human"}, {"name": "Bo", "kind": "normal"}],
            "steps": steps,
        })
    };
    let run = |s: Value| visit(example(), Play(s)).unwrap();
    let err = run(pig(serde_json::json!([{"enter": 3}]))).unwrap_err();
    assert!(err.starts_with("step 0"), "{err}");
    let err = run(pig(serde_json::json!([
        {"say": "Roll.", "do": ["#roll"], "move": {"type": "roll"}},
        {"say": "Hold.", "do": ["#hold"], "move": {"type": "hold"}},
    ])))
    .unwrap_err();
    assert!(err.contains("step 1") && err.contains("enter"), "{err}");
}
