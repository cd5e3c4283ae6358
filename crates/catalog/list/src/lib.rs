//! The one reader of the catalog: the game lines of `crates/catalog/Cargo.toml`
//! (every key of `[dependencies]` but `dice`, in the chooser's order). The
//! catalog's `build.rs` compiles this file in (`#[path]`) and turns them into
//! its `games!` list, the workspace's tests (`listed_once`, `checklist`) read
//! them through this crate, and the npm scripts run its binary, which prints
//! them as JSON (`scripts/lib.mjs`, `catalogGames`). Nothing else parses the
//! catalog.

/// One game line: `id = { path = "../dir", package = "..." }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// The game's id, the line's key (`Game::INFO.id`).
    pub id: String,
    /// The crate's folder under `crates/`.
    pub dir: String,
    /// The crate's package name (`package = "..."`, or the id).
    pub package: String,
}

/// The path of the catalog's manifest, from the workspace root.
pub const MANIFEST: &str = "crates/catalog/Cargo.toml";

/// The value of `key = "value"` inside an inline table, if present.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!("{key} = \""))? + key.len() + 4;
    line[at..].split('"').next()
}

/// The games of the catalog's manifest text, in order. Panics on a game line
/// that is not a path dependency on a crate under `crates/`.
pub fn games(manifest: &str) -> Vec<Listed> {
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
        let id = line.split(['=', '.']).next().unwrap_or("").trim();
        if id == "dice" {
            continue;
        }
        let dir = field(line, "path")
            .and_then(|p| p.strip_prefix("../"))
            .unwrap_or_else(|| {
                panic!("{MANIFEST}: the game line `{line}` needs `path = \"../DIR\"`")
            });
        out.push(Listed {
            id: id.to_string(),
            dir: dir.to_string(),
            package: field(line, "package").unwrap_or(id).to_string(),
        });
    }
    out
}

/// `[{"id": ..., "dir": ..., "package": ...}, ...]`: ids, folders and package
/// names are plain words (letters, digits, `-`, `_`), checked here.
pub fn json(games: &[Listed]) -> String {
    let word = |s: &str| {
        assert!(
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
            "{MANIFEST}: `{s}` is not a plain name"
        );
        format!("\"{s}\"")
    };
    let items: Vec<String> = games
        .iter()
        .map(|g| {
            format!(
                "{{\"id\": {}, \"dir\": {}, \"package\": {}}}",
                word(&g.id),
                word(&g.dir),
                word(&g.package)
            )
        })
        .collect();
    format!("[{}]", items.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_lines_of_dependencies_only() {
        let toml = "[package]\nname = \"catalog\"\n# a = { path = \"../a\" }\n[dependencies]\ndice.workspace = true\n# comment\nfoo = { path = \"../foo\" }\n\nbar-baz = { path = \"../bar\", package = \"bar\" }\n[build-dependencies]\ncatalog-list = { path = \"list\" }\n";
        let got = games(toml);
        assert_eq!(
            got,
            vec![
                Listed {
                    id: "foo".into(),
                    dir: "foo".into(),
                    package: "foo".into()
                },
                Listed {
                    id: "bar-baz".into(),
                    dir: "bar".into(),
                    package: "bar".into()
                },
            ]
        );
        assert_eq!(
            json(&got),
            "[{\"id\": \"foo\", \"dir\": \"foo\", \"package\": \"foo\"}, {\"id\": \"bar-baz\", \"dir\": \"bar\", \"package\": \"bar\"}]"
        );
    }

    #[test]
    #[should_panic(expected = "needs `path")]
    fn a_game_line_without_a_path_is_refused() {
        games("[dependencies]\nfoo = \"1\"\n");
    }
}
