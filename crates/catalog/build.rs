//! Turns the game lines of `Cargo.toml` (every dependency but `dice`) into
//! `$OUT_DIR/games.rs`: the `games!` list that `src/lib.rs` expands. With
//! `CATALOG_GAMES="id,..."` only those games are listed, so a wasm module built
//! for one game links that game's engine and no other.

use std::fmt::Write as _;
use std::{env, fs, path::Path};

/// The ids of the games in the manifest, in order: the keys of `[dependencies]`
/// other than `dice`.
fn ids(manifest: &str) -> Vec<String> {
    let mut in_deps = false;
    let mut out = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
            continue;
        }
        if !in_deps || line.is_empty() || line.starts_with('#') {
            continue;
        }
        let key = line.split(['=', '.']).next().unwrap_or("").trim();
        if key != "dice" {
            out.push(key.to_string());
        }
    }
    out
}

/// `cities-coop` -> `CitiesCoop`.
fn camel(id: &str) -> String {
    id.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn main() {
    println!("cargo:rerun-if-changed=Cargo.toml");
    println!("cargo:rerun-if-env-changed=CATALOG_GAMES");
    let dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    let manifest = fs::read_to_string(Path::new(&dir).join("Cargo.toml")).unwrap();
    let all = ids(&manifest);
    let only: Vec<String> = env::var("CATALOG_GAMES")
        .unwrap_or_default()
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    for id in &only {
        assert!(
            all.contains(id),
            "CATALOG_GAMES names \"{id}\", which is not in the catalog ({})",
            all.join(", ")
        );
    }
    let mut code = String::from("games!(\n");
    for id in all.iter().filter(|id| only.is_empty() || only.contains(id)) {
        let krate = id.replace('-', "_");
        writeln!(code, "    {id:?} => {krate}::{},", camel(id)).unwrap();
    }
    code.push_str(");\n");
    let list = all.iter().map(|id| format!("{id:?}")).collect::<Vec<_>>();
    writeln!(
        code,
        "/// Every game of the catalog, built here or not (`CATALOG_GAMES`).\npub const ALL: &[&str] = &[{}];",
        list.join(", ")
    )
    .unwrap();
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("games.rs"),
        code,
    )
    .unwrap();
}
