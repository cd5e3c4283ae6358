//! Turns the data files into Rust tables at compile time, so the wasm module
//! carries neither the text nor a parser for it (the files stay the one source
//! of truth; tests check the tables against the crate's own readers).
//!
//! - `data/beginner.txt` → `beginner.rs`: the forty printed goals in park order
//!   (`PrintedGoal`s);
//! - `data/parks.txt` → `parks.rs`: the learnt park table, compressed: a bit per
//!   slot (listed or not), the count of listed slots before each 64-slot word,
//!   and the listed values (thousandths) as low and high bytes (this packs to
//!   about 0.6 KB less gzipped than one `u16` per slot).

use std::fmt::Write as _;
use std::{env, fs, path::Path};

const SIDES: [&str; 4] = ["top", "right", "bottom", "left"];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=data/beginner.txt");
    println!("cargo:rerun-if-changed=data/parks.txt");
    let out = env::var("OUT_DIR").expect("OUT_DIR");
    let beginner = fs::read_to_string("data/beginner.txt").expect("data/beginner.txt");
    fs::write(
        Path::new(&out).join("beginner.rs"),
        beginner_table(&beginner),
    )
    .expect("write beginner.rs");
    let parks = fs::read_to_string("data/parks.txt").expect("data/parks.txt");
    fs::write(Path::new(&out).join("parks.rs"), parks_table(&parks)).expect("write parks.rs");
}

/// Lines that are neither blank nor comments.
fn data_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

fn beginner_table(text: &str) -> String {
    let mut goals = [(0u8, false); 40];
    let mut seen = [false; 4];
    for line in data_lines(text) {
        let mut words = line.split_whitespace();
        let name = words.next().unwrap_or_default();
        let side = SIDES
            .iter()
            .position(|&s| s == name)
            .unwrap_or_else(|| panic!("data/beginner.txt: unknown side {name}"));
        let values: Vec<&str> = words.collect();
        assert!(
            values.len() == 10,
            "data/beginner.txt: {name}: {} goals, not ten",
            values.len()
        );
        for (i, v) in values.iter().enumerate() {
            let goal: u8 = v
                .trim_end_matches('?')
                .parse()
                .unwrap_or_else(|_| panic!("data/beginner.txt: {name}: bad goal {v}"));
            assert!(
                (1..=6).contains(&goal),
                "data/beginner.txt: {name}: goal {goal} is not 1 to 6"
            );
            goals[side * 10 + i] = (goal, v.ends_with('?'));
        }
        seen[side] = true;
    }
    assert!(
        seen.iter().all(|&s| s),
        "data/beginner.txt: a side is missing"
    );
    let mut s = String::from("[");
    for (g, r) in goals {
        write!(s, "PrintedGoal {{ goal: {g}, reconstructed: {r} }},").expect("write");
    }
    s.push(']');
    s
}

fn parks_table(text: &str) -> String {
    let mut table: Vec<u16> = Vec::new();
    for line in data_lines(text) {
        let mut w = line.split_whitespace();
        let (Some(k), Some(v)) = (w.next(), w.next()) else {
            panic!("data/parks.txt: a line needs a slot and a value: {line}");
        };
        let k: usize = k
            .parse()
            .unwrap_or_else(|_| panic!("data/parks.txt: bad slot: {line}"));
        let v: u16 = v
            .parse()
            .ok()
            .filter(|&v| v < u16::MAX)
            .unwrap_or_else(|| panic!("data/parks.txt: bad value: {line}"));
        if table.len() <= k {
            table.resize(k + 1, u16::MAX);
        }
        table[k] = v;
    }
    let words = table.len().div_ceil(64);
    let (mut bits, mut rank, mut values) = (vec![0u64; words], Vec::new(), Vec::new());
    for (w, word) in bits.iter_mut().enumerate() {
        rank.push(values.len() as u16);
        for b in 0..64 {
            match table.get(w * 64 + b) {
                Some(&v) if v != u16::MAX => {
                    *word |= 1 << b;
                    values.push(v);
                }
                _ => {}
            }
        }
    }
    let list = |name: &str, ty: &str, items: Vec<String>| {
        format!(
            "pub static {name}: [{ty}; {}] = [{}];\n",
            items.len(),
            items.join(",")
        )
    };
    let mut s = String::new();
    s += &list("BITS", "u64", bits.iter().map(|b| b.to_string()).collect());
    s += &list("RANK", "u16", rank.iter().map(|r| r.to_string()).collect());
    s += &list(
        "LO",
        "u8",
        values.iter().map(|v| (v & 0xff).to_string()).collect(),
    );
    s += &list(
        "HI",
        "u8",
        values.iter().map(|v| (v >> 8).to_string()).collect(),
    );
    s
}
