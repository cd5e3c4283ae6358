//! Every file a game needs, in one list: this test checks each game of the
//! catalog against it, and the list in docs/adding-a-game.md ("The checklist")
//! is this list word for word, so the guide says what a game truly needs.
//!
//! Two parts. Every game, the example Pig included, needs the engine items. A
//! game on the site (one with a view, `www/games/ID.js`) needs the site items
//! too; a game without a view has none of them (Pig), so a game half put on
//! the site is refused.
//!
//! In the lines, ID is the game's id (the catalog line's key) and CRATE its
//! crate (the folder under `crates/` and the package name).

use std::fs;
use std::path::{Path, PathBuf};

use catalog_list::Listed;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(rel: &str) -> String {
    fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn exists(rel: &str) -> bool {
    root().join(rel).exists()
}

/// Who needs an item.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part {
    /// Every game of the catalog.
    Engine,
    /// A game with a view, on the site.
    Site,
}

/// One thing a game needs: the guide's line for it and the check.
struct Item {
    part: Part,
    line: &'static str,
    has: fn(&Game) -> bool,
}

/// A game of the catalog with what the checks read.
struct Game {
    id: String,
    dir: String,
    package: String,
    name: String,
}

impl Game {
    fn file(&self, pattern: &str) -> String {
        pattern.replace("ID", &self.id).replace("CRATE", &self.dir)
    }
    fn has_file(&self, pattern: &str) -> bool {
        exists(&self.file(pattern))
    }
}

/// Whether the root Cargo.toml has the section `[profile.KIND.package.CRATE]`.
fn profile(kind: &str, g: &Game) -> bool {
    read("Cargo.toml")
        .lines()
        .any(|l| l.trim() == format!("[profile.{kind}.package.{}]", g.package))
}

fn items() -> Vec<Item> {
    use Part::*;
    vec![
        Item {
            part: Engine,
            line: "`crates/CRATE/Cargo.toml`: the engine's crate, depending on `dice` (the workspace takes every folder under `crates/`)",
            has: |g| g.has_file("crates/CRATE/Cargo.toml") && read(&g.file("crates/CRATE/Cargo.toml")).contains("dice.workspace = true"),
        },
        Item {
            part: Engine,
            line: "`crates/CRATE/src/lib.rs`: the rules, exporting the game type as the id in CamelCase, which implements `dice::Game`",
            has: |g| g.has_file("crates/CRATE/src/lib.rs"),
        },
        Item {
            part: Engine,
            line: "`crates/CRATE/tests/rules.rs`: one test a rule, named as the rule reads",
            has: |g| g.has_file("crates/CRATE/tests/rules.rs"),
        },
        Item {
            part: Engine,
            line: "`crates/catalog/Cargo.toml`: the game's line, `ID = { path = \"../CRATE\" }` (the conformance and secrecy suites then play it)",
            has: |_| true, // the games checked here are the catalog's lines
        },
        Item {
            part: Engine,
            line: "`Cargo.toml` (the root): `[profile.dev.package.CRATE]` at `opt-level = 3`, so the suites' thousands of random games run fast in `cargo test`",
            has: |g| profile("dev", g),
        },
        Item {
            part: Site,
            line: "`www/games/ID.js`: the view (`www/games/README.md`), its parts in `www/games/ID/`: at least `words.js` (every word a player reads) and `dom.js` (the page's helpers, re-exported)",
            has: |g| {
                g.has_file("www/games/ID.js")
                    && g.has_file("www/games/ID/words.js")
                    && g.has_file("www/games/ID/dom.js")
            },
        },
        Item {
            part: Site,
            line: "`www/games/ID.css`: the view's styles",
            has: |g| g.has_file("www/games/ID.css"),
        },
        Item {
            part: Site,
            line: "`www/games/ID-help.js`: the rules and how-to, in our own words, loaded on demand",
            has: |g| g.has_file("www/games/ID-help.js"),
        },
        Item {
            part: Site,
            line: "`www/lang/LANG/ID.json` for each language but English (`de`, `fr`, `nl`): the view's words in that language, and `docs/glossary/ID.md`, the game's terms in every language (step 8)",
            has: |g| {
                ["de", "fr", "nl"].iter().all(|l| g.has_file(&format!("www/lang/{l}/ID.json")))
                    && g.has_file("docs/glossary/ID.md")
            },
        },
        Item {
            part: Site,
            line: "`Cargo.toml` (the root): `[profile.release.package.CRATE]`, the engine's opt-level in its wasm module (the comments there say what each level cost)",
            has: |g| profile("release", g),
        },
        Item {
            part: Site,
            line: "`crates/CRATE/benches/strength.rs` (with its `[[bench]] name = \"strength\"`): the bots' strength on the reporting seeds, run by `npm run bench`",
            has: |g| g.has_file("crates/CRATE/benches/strength.rs"),
        },
        Item {
            part: Site,
            line: "`docs/api.md`'s \"The games\": a link to `crates/CRATE/API.md`, or a section of its own there named \"NAME (`ID`)\" (Cityscape's): the config, actions, chance outcomes, questions, view and result in JSON",
            has: |g| {
                let api = read("docs/api.md");
                let linked = g.has_file("crates/CRATE/API.md")
                    && api.contains(&g.file("(../crates/CRATE/API.md)"));
                linked || api.contains(&format!("\n## {} (`{}`)\n", g.name, g.id))
            },
        },
        Item {
            part: Site,
            line: "`tests/browser/ID.test.mjs` (or `ID-*.test.mjs`): the game played in Chromium",
            has: |g| {
                fs::read_dir(root().join("tests/browser")).unwrap().any(|e| {
                    let f = e.unwrap().file_name().to_string_lossy().to_string();
                    f.strip_prefix(g.id.as_str())
                        .is_some_and(|r| r.ends_with(".test.mjs") && (r.starts_with('.') || r.starts_with('-')))
                })
            },
        },
        Item {
            part: Site,
            line: "`README.md`: the game's row in the table of games (`| **NAME** ...`), and its figures under \"Size and speed\" once measured",
            has: |g| read("README.md").contains(&format!("| **{}**", g.name)),
        },
    ]
}

fn games() -> Vec<Game> {
    let names: Vec<(String, String)> = catalog::infos()
        .into_iter()
        .map(|i| (i.id.to_string(), i.name.to_string()))
        .collect();
    catalog_list::games(&read(catalog_list::MANIFEST))
        .into_iter()
        .map(|Listed { id, dir, package }| {
            let name = names.iter().find(|(i, _)| *i == id).unwrap().1.clone();
            Game {
                id,
                dir,
                package,
                name,
            }
        })
        .collect()
}

#[test]
fn every_game_has_what_the_checklist_says() {
    let mut missing = Vec::new();
    for g in games() {
        let on_site = g.has_file("www/games/ID.js");
        for item in items() {
            let needed = item.part == Part::Engine || on_site;
            let has = (item.has)(&g);
            if needed && !has {
                missing.push(format!("{}: needs {}", g.id, item.line));
            }
            if !needed && has {
                missing.push(format!(
                    "{}: has no view (www/games/{}.js) but has {}",
                    g.id, g.id, item.line
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The example game is in the catalog without a view: it shows the engine
/// part, and the guide says the site part is what it skips. By decision: a
/// walk of the guide with Pig (step 5) removes this test on its own branch.
#[test]
fn pig_is_the_engine_part_alone() {
    let games = games();
    let pig = games
        .iter()
        .find(|g| g.id == "pig")
        .expect("pig is in the catalog");
    assert!(!pig.has_file("www/games/ID.js"));
    assert!(games.iter().any(|g| g.has_file("www/games/ID.js")));
}

/// budgets.json lists a budget only for a game on the site whose budget differs
/// from the default.
#[test]
fn budgets_name_games_on_the_site() {
    let budgets = read("budgets.json");
    let at = budgets
        .find("\"coldVisitKB\"")
        .expect("budgets.json has coldVisitKB");
    let block = &budgets[at..budgets[at..].find('}').unwrap() + at];
    let games = games();
    for key in block.split('"').skip(3).step_by(2) {
        assert!(
            key == "default"
                || games
                    .iter()
                    .any(|g| g.id == key && g.has_file("www/games/ID.js")),
            "budgets.json: {key} is not a game on the site"
        );
    }
}

/// docs/adding-a-game.md's "The checklist" is this list, in this order.
#[test]
fn the_guide_is_the_checklist() {
    let guide = read("docs/adding-a-game.md");
    let at = guide
        .find("\n## The checklist\n")
        .expect("the guide has \"## The checklist\"");
    let section = &guide[at + 1..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |e| e + 3)];
    let mut lines = Vec::new();
    let mut part = None;
    for l in section.lines() {
        if l.starts_with("Every game") {
            part = Some(Part::Engine);
        } else if l.starts_with("A game on the site") {
            part = Some(Part::Site);
        } else if let Some(item) = l.strip_prefix("- ") {
            lines.push((
                part.expect("a part's heading comes first"),
                item.to_string(),
            ));
        }
    }
    let want: Vec<(Part, String)> = items()
        .into_iter()
        .map(|i| (i.part, i.line.to_string()))
        .collect();
    let show = |v: &[(Part, String)]| {
        v.iter()
            .map(|(p, l)| format!("{p:?}: - {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        show(&lines),
        show(&want),
        "docs/adding-a-game.md's checklist and this test's items differ"
    );
}
