//! Turns the game lines of `Cargo.toml` (every dependency but `dice`) into
//! `$OUT_DIR/games.rs`: the `games!` list that `src/lib.rs` expands. With
//! `CATALOG_GAMES="id,..."` only those games are listed, so a wasm module built
//! for one game links that game's engine and no other.

use std::fmt::Write as _;

// The catalog's one reader (crates/catalog/list), compiled into this script
// from its source. Not a build-dependency: that changes the catalog's build,
// and with it a few bytes of every wasm module (Cities co-op's grew by 4 B).
#[path = "list/src/lib.rs"]
#[allow(dead_code)]
mod catalog_list;
use std::{env, fs, path::Path};

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
    let all: Vec<String> = catalog_list::games(&manifest)
        .into_iter()
        .map(|g| g.id)
        .collect();
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
