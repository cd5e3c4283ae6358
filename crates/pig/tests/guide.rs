//! docs/adding-a-game.md walks through this crate: its quoted code must be the
//! code here and the files it names must exist, so the guide cannot rot.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The fenced blocks of `lang` in `text`, each with its lines trimmed.
fn blocks(text: &str, lang: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<Vec<&str>> = None;
    for line in text.lines() {
        match (&mut cur, line.trim_start().strip_prefix("```")) {
            (None, Some(tag)) if tag == lang => cur = Some(Vec::new()),
            (Some(_), Some("")) => out.push(cur.take().unwrap().join("\n")),
            (Some(lines), None) => lines.push(line.trim()),
            _ => {}
        }
    }
    out
}

fn trimmed(text: &str) -> String {
    text.lines().map(str::trim).collect::<Vec<_>>().join("\n")
}

#[test]
fn the_guides_code_is_the_example_games_code() {
    let guide = read("docs/adding-a-game.md");
    let rust = ["game.rs", "action.rs", "config.rs"]
        .map(|f| trimmed(&read(&format!("crates/pig/src/{f}"))))
        .join("\n");
    for block in blocks(&guide, "rust") {
        assert!(rust.contains(&block), "not in crates/pig/src:\n{block}");
    }
    let tomls = trimmed(&(read("crates/pig/Cargo.toml") + &read("crates/catalog/Cargo.toml")));
    for block in blocks(&guide, "toml") {
        assert!(tomls.contains(&block), "not in the manifests:\n{block}");
    }
}

#[test]
fn the_files_the_guide_names_exist() {
    let guide = read("docs/adding-a-game.md");
    let mut named = 0;
    for quoted in guide.split('`').skip(1).step_by(2) {
        let path = if quoted.starts_with("src/") || quoted.starts_with("tests/") {
            format!("crates/pig/{quoted}")
        } else {
            quoted.to_string()
        };
        let is_path = ["crates/", "www/", "docs/"]
            .iter()
            .any(|p| path.starts_with(p));
        let built = path.starts_with("www/pkg/");
        let placeholder = ["ID", "NAME", "CRATE"].iter().any(|p| path.contains(p));
        if is_path && !built && !placeholder {
            assert!(root().join(&path).exists(), "the guide names {path}");
            named += 1;
        }
    }
    assert!(named > 8, "{named}");
}
