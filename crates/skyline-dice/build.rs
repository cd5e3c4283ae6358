//! Turns the data files into Rust tables at compile time, so the wasm module
//! carries no text parser: `data/skyline.txt` becomes `content.rs` (a static
//! `Content`) and `data/values.txt` becomes `values.rs` (the hard bot's
//! coefficients, 16 bits each). The files stay the one source of truth; the
//! checked parsers in `src/content.rs` and `src/bot/value.rs` read them again in
//! the tests, which compare the result with these tables. A malformed line
//! here is a build error.

use std::fmt::Write;
use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=data/skyline.txt");
    println!("cargo:rerun-if-changed=data/values.txt");
    let out = env::var("OUT_DIR").unwrap();
    let text = fs::read_to_string("data/skyline.txt").unwrap();
    fs::write(Path::new(&out).join("content.rs"), content(&text)).unwrap();
    let text = fs::read_to_string("data/values.txt").unwrap();
    fs::write(Path::new(&out).join("values.rs"), values(&text)).unwrap();
}

fn source(s: &str) -> &'static str {
    match s {
        "rulebook" => "Source::Rulebook",
        "sourced" => "Source::Sourced",
        "reconstructed" => "Source::Reconstructed",
        "our design" => "Source::OurDesign",
        _ => panic!("skyline.txt: unknown source {s:?}"),
    }
}

fn title(w: &str) -> String {
    let mut c = w.chars();
    let first = c.next().expect("a word").to_ascii_uppercase();
    format!("{first}{}", c.as_str())
}

fn content(text: &str) -> String {
    let (mut dice, mut buildings) = (vec![String::new(); 3], vec![String::new(); 3]);
    let (mut tiles, mut levels, mut scenarios, mut notes) =
        (String::new(), String::new(), String::new(), String::new());
    let mut rounds = String::new();
    for raw in text.lines() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (body, src) = line.rsplit_once('|').expect("`| source`");
        let src = source(src.trim());
        let (section, rest) = body.split_once(':').expect("`section: fields`");
        let f: Vec<&str> = rest.split(',').map(str::trim).collect();
        match section.trim() {
            "die" => {
                let i = ["ground", "upper", "penthouse"]
                    .iter()
                    .position(|&k| k == f[0])
                    .expect("a die kind");
                let kind = title(f[0]);
                let sides: Vec<String> = f[2]
                    .split_whitespace()
                    .map(|w| match w {
                        "blank" => "Face::Blank".to_string(),
                        _ => format!("Face::{kind}{}", title(w)),
                    })
                    .collect();
                dice[i] = format!(
                    "DieSpec {{ kind: Kind::{kind}, copies: {}, sides: &[{}], source: {src} }},",
                    f[1],
                    sides.join(", ")
                );
            }
            "building" => {
                let i = ["low", "mid", "high"]
                    .iter()
                    .position(|&k| k == f[0])
                    .expect("a building type");
                buildings[i] = format!(
                    "BuildingSpec {{ rise: Rise::{}, min_height: {}, max_height: {}, source: {src} }},",
                    title(f[0]),
                    f[1],
                    f[2]
                );
            }
            "tile" => writeln!(
                tiles,
                "TileSpec {{ height: {}, copies: {}, points: {}, source: {src} }},",
                f[0], f[1], f[2]
            )
            .unwrap(),
            "rounds" => rounds = format!("rounds: {}, rounds_source: {src},", f[0]),
            "level" => writeln!(
                levels,
                "LevelSpec {{ points: {}, id: {:?}, source: {src} }},",
                f[0], f[1]
            )
            .unwrap(),
            // the goal is the engine's own (Scenario::goal), by the variant its id names
            "scenario" => writeln!(
                scenarios,
                "ScenarioSpec {{ id: {:?}, goal: crate::config::Scenario::{}{}.goal(), source: {src} }},",
                f[0],
                f[0][..1].to_uppercase(),
                &f[0][1..]
            )
            .unwrap(),
            "note" => writeln!(notes, "Note {{ id: {:?}, source: {src} }},", rest.trim()).unwrap(),
            other => panic!("skyline.txt: unknown section {other:?}"),
        }
    }
    format!(
        "Content {{\n dice: &[{}],\n buildings: &[{}],\n tiles: &[{tiles}],\n {rounds}\n \
         levels: &[{levels}],\n scenarios: &[{scenarios}],\n notes: &[{notes}],\n}}\n",
        dice.join(""),
        buildings.join("")
    )
}

fn values(text: &str) -> String {
    let (mut triples, mut turns) = (String::new(), String::new());
    for raw in text.lines() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (head, nums) = line.split_once(':').expect("`triples: …` or `turn N: …`");
        if head.trim() == "triples" {
            for w in nums.split_whitespace() {
                let d: Vec<u8> = w.bytes().map(|b| b - b'0').collect();
                write!(triples, "{d:?},").unwrap();
            }
            continue;
        }
        // Whole numbers in the units of value.rs's SCALES, 16 bits each.
        let nums: Vec<i16> = nums
            .split_whitespace()
            .map(|x| x.parse().expect("whole numbers within ±32767"))
            .collect();
        writeln!(turns, "&{nums:?},").unwrap();
    }
    format!("(&[{triples}], &[\n{turns}])\n")
}
