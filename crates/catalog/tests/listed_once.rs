//! A game is one crate, one line in this crate's Cargo.toml and its view files
//! (www/games/ID.*): everything else that needs the list of games (the
//! workspace, the facade, the tools, the build, the benchmarks, the page's list
//! of view modules, the test suites) reads it from the catalog. This test fails
//! when a game is named anywhere else that lists games.
//!
//! The files read: the root and facade manifests, the Rust of the facade, the
//! tools, dice and the catalog, scripts/, index.html and all of www/ (folders
//! too). Not counted: a game's own crate and view (`www/games/ID.js`,
//! `ID-*.js`, `ID/`), the built engines (www/pkg/), vendored code, tests written
//! for one game (and
//! dev-dependencies: dice's tests play the example game), prose, and the root
//! Cargo.toml's `[profile.*.package.NAME]` sections (one engine's
//! speed and size tuning: a game works without them).

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// (id, crate folder) of every game, from the catalog's one reader.
fn games() -> Vec<(String, String)> {
    let manifest = fs::read_to_string(root().join(catalog_list::MANIFEST)).unwrap();
    let games: Vec<(String, String)> = catalog_list::games(&manifest)
        .into_iter()
        .map(|g| (g.id, g.dir))
        .collect();
    let ids: Vec<&str> = games.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(
        ids,
        catalog::ALL,
        "build.rs reads the catalog as this test does"
    );
    games
}

/// Whether `word` occurs in `text` as a whole word (letters, digits, `_`, `-`
/// around it do not count) followed by `after` (after spaces), if given.
fn names(text: &str, word: &str, after: Option<char>) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let rest = &text[i + word.len()..];
        before.is_none_or(|c| !is_word(c))
            && rest.chars().next().is_none_or(|c| !is_word(c))
            && after.is_none_or(|a| rest.trim_start_matches(' ').starts_with(a))
    })
}

/// Where `text` (the file `file`) names the game `id` in crate folder `dir`.
fn listings(file: &str, text: &str, id: &str, dir: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut section = String::new();
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with('[') {
            section = t.to_string();
        }
        let comment = t.starts_with("//") || t.starts_with('#') || t.starts_with('*');
        if comment || section.starts_with("[profile.") || section == "[dev-dependencies]" {
            continue;
        }
        let mut hit = false;
        for name in [id, dir] {
            let quoted = ['"', '\'']
                .iter()
                .any(|q| line.contains(&format!("{q}{name}{q}")));
            hit |= quoted || line.contains(&format!("games/{name}."));
            hit |= file.ends_with(".toml")
                && (names(t, name, Some('=')) || line.contains(&format!("/{name}\"")));
            hit |= file.ends_with(".toml") && t.starts_with(&format!("{name}.workspace"));
            hit |= file.ends_with("js") && names(line, name, Some(':'));
            hit |= file.ends_with(".rs") && line.contains(&format!("{}::", name.replace('-', "_")));
        }
        if hit {
            found.push(format!("{file}:{}: {t}", n + 1));
        }
    }
    found
}

/// Every file under `dir` (recursively) whose name ends with `ext`, sorted.
fn under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in fs::read_dir(&d).unwrap_or_else(|e| panic!("{d:?}: {e}")) {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else if p.to_string_lossy().ends_with(ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Whether `rel` (a path under www/) is one game's own view: `games/ID.js`,
/// `games/ID-help.js` and the like, or a part in `games/ID/`.
fn own_view(rel: &Path, games: &[(String, String)]) -> bool {
    let Ok(rest) = rel.strip_prefix("www/games") else {
        return false;
    };
    let first = rest
        .components()
        .next()
        .map(|c| c.as_os_str().to_string_lossy().to_string());
    let first = first.unwrap_or_default();
    games.iter().any(|(id, _)| {
        first == *id
            || first
                .strip_prefix(id.as_str())
                .is_some_and(|r| r.starts_with('.') || r.starts_with('-'))
    })
}

/// The files that wire the games together: none of them may name one. All of
/// www/ but a game's own view, the built engines (www/pkg/, written by the
/// build from the catalog) and vendored code (www/vendor/).
fn wiring(games: &[(String, String)]) -> Vec<PathBuf> {
    let r = root();
    let mut files = vec![r.join("Cargo.toml"), r.join("index.html")];
    let in_dir = |dir: &str, ext: &str| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = fs::read_dir(r.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().ends_with(ext))
            .collect();
        v.sort();
        v
    };
    for dir in [
        "crates/web",
        "crates/web/playouts",
        "crates/tools",
        "crates/dice",
        "crates/catalog/list",
    ] {
        files.push(r.join(dir).join("Cargo.toml"));
    }
    for dir in [
        "crates/web/src",
        "crates/web/playouts/src",
        "crates/tools/src",
        "crates/dice/src",
        "crates/catalog/src",
        "crates/catalog/list/src",
    ] {
        files.extend(in_dir(dir, ".rs"));
    }
    files.extend(
        in_dir("crates/catalog/tests", ".rs")
            .into_iter()
            .filter(|p| !p.ends_with("listed_once.rs") && !p.ends_with("checklist.rs")),
    );
    files.extend(in_dir("scripts", ".mjs"));
    for ext in [".js", ".mjs", ".html"] {
        files.extend(under(&r.join("www"), ext).into_iter().filter(|p| {
            let rel = p.strip_prefix(&r).unwrap();
            !rel.starts_with("www/pkg") && !rel.starts_with("www/vendor") && !own_view(rel, games)
        }));
    }
    files
}

/// The check covers the whole of www/, parts in folders included.
#[test]
fn the_check_reads_all_of_www() {
    let games = games();
    let files = wiring(&games);
    let has = |rel: &str| files.iter().any(|p| p.ends_with(rel));
    assert!(has("www/app.js") && has("www/app/state.js"));
    assert!(!has("www/games/cityscape.js") && !has("www/games/cityscape/board.js"));
    let r = root();
    for (rel, own) in [
        ("www/games/skyline-help.js", true),
        ("www/games/skyline/board.js", true),
        ("www/games/cities-coop-final.js", true),
        ("www/games/skylines.js", false),
        ("www/app/skyline.js", false),
    ] {
        assert_eq!(own_view(Path::new(rel), &games), own, "{rel}");
    }
    assert!(files.iter().all(|p| p.starts_with(&r)));
}

#[test]
fn a_game_is_listed_only_in_the_catalog() {
    let games = games();
    assert!(games.len() >= 2);
    let mut found = Vec::new();
    for path in wiring(&games) {
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        let file = path
            .strip_prefix(root())
            .unwrap()
            .to_string_lossy()
            .to_string();
        for (id, dir) in &games {
            found.extend(listings(&file, &text, id, dir));
        }
    }
    assert!(
        found.is_empty(),
        "games named outside the catalog (crates/catalog/Cargo.toml):\n{}",
        found.join("\n")
    );
}

/// The check itself: it sees each way a game used to be listed.
#[test]
fn the_check_sees_every_kind_of_listing() {
    let cases = [
        ("Cargo.toml", "members = [\"crates/cities-coop\"]"),
        (
            "Cargo.toml",
            "cities-coop = { path = \"crates/cities-coop\" }",
        ),
        (
            "crates/web/Cargo.toml",
            "cities-coop = [\"catalog/cities-coop\"]",
        ),
        ("crates/web/Cargo.toml", "default = [\"cities-coop\"]"),
        ("crates/tools/Cargo.toml", "cities-coop.workspace = true"),
        (
            "crates/catalog/src/lib.rs",
            "games!(\"cities-coop\" => cities_coop::CitiesCoop)",
        ),
        (
            "www/app.js",
            "const MODULES = { \"cities-coop\": () => import(\"./games/cities-coop.js\") };",
        ),
        ("www/app.js", "const MODULES = { pig: 1 };"),
        (
            "scripts/bench.mjs",
            "for (const crate of [\"skyline-dice\", \"cities-coop\"]) {",
        ),
    ];
    for (file, line) in cases {
        let id = if line.contains("pig") {
            "pig"
        } else {
            "cities-coop"
        };
        let dir = if id == "pig" { "pig" } else { "cities-coop" };
        assert!(!listings(file, line, id, dir).is_empty(), "{file}: {line}");
    }
    let fine = [
        (
            "Cargo.toml",
            "[profile.release.package.cities-coop]\nopt-level = \"z\"",
        ),
        ("www/host.js", " * `game=cityscape&players=3`"),
        (
            "www/app.js",
            "const MODULES = Object.fromEntries(games().map((g) => [g.id, 1]));",
        ),
        (
            "crates/dice/src/sort.rs",
            "//! compiled into `cities-coop`'s build script",
        ),
    ];
    for (file, text) in fine {
        for id in ["cities-coop", "cityscape"] {
            assert!(listings(file, text, id, id).is_empty(), "{file}: {text}");
        }
    }
}
