//! Which four-piece layouts are hard and which are easy: the tool behind the
//! scenarios' layouts (docs/cities-balance.md).
//!
//! `cargo run --release -p cities-coop --example layouts -- list` prints every
//! legal arrangement of four of the six pieces (land meets land, water meets
//! water), one per line with its development cost, district count and land.
//!
//! `… -- play <games> <money> <layout>…` plays each layout with every scenario-4
//! rule (it is scenario 5 with the pieces and arrangement forced, so unique
//! buildings, roles, policies and news are all in), normal partners, tuning seeds 1000… (`dice::seeds::TUNING`),
//! at 1–4 players, and prints the success rate and mean result. A layout is
//! written as in `data/board.txt`: `D:0,0,0+F:1,0,90+E:0,1,270+A:1,1,180`
//! (pieces joined by `+`, each touching one before it).

use cities_coop::board::{arrange_fault, joined, Board};
use cities_coop::content::{content, Layout, Placed};
use cities_coop::{Action, Chance, CitiesCoop, Config, Difficulty};
use dice::{BotLevel, Match};
use std::collections::BTreeSet;

fn letter(p: usize) -> char {
    content().pieces[p].letter
}

fn write(placed: &[Placed]) -> String {
    let mut v: Vec<_> = placed.to_vec();
    v.sort_by_key(|p| (p.row, p.col));
    v.iter()
        .map(|p| {
            format!(
                "{}:{},{},{}",
                letter(p.piece),
                p.col,
                p.row,
                p.turns as u32 * 90
            )
        })
        .collect::<Vec<_>>()
        .join("+")
}

fn parse(s: &str) -> Vec<Placed> {
    s.split('+')
        .map(|part| {
            let (l, rest) = part.split_once(':').expect("piece:col,row,degrees");
            let n: Vec<usize> = rest
                .split(',')
                .map(|x| x.parse().expect("number"))
                .collect();
            let piece = content()
                .pieces
                .iter()
                .position(|p| p.letter.to_string() == l)
                .expect("a piece A–F");
            Placed {
                piece,
                col: n[0],
                row: n[1],
                turns: (n[2] / 90) as u8,
            }
        })
        .collect()
}

/// Districts once every piece is revealed (seams merge a district on each side).
fn districts(placed: &[Placed]) -> usize {
    district_sizes(placed).len()
}

/// The land squares of each district once every piece is revealed, smallest first.
fn district_sizes(placed: &[Placed]) -> Vec<usize> {
    let board = Board::new(Layout {
        scenario: 5,
        money: 10,
        pieces: placed.to_vec(),
    });
    let geo = &board.geo;
    assert!(geo.faults.is_empty(), "{:?}", geo.faults);
    let mut sizes = std::collections::BTreeMap::new();
    for d in geo.districts(&vec![true; placed.len()]) {
        if d != cities_coop::board::NONE {
            *sizes.entry(d).or_insert(0) += 1;
        }
    }
    let mut v: Vec<usize> = sizes.into_values().collect();
    v.sort();
    v
}

fn list() {
    let n = content().pieces.len();
    let mut seen = BTreeSet::new();
    for mask in 0u32..1 << n {
        if mask.count_ones() != 4 {
            continue;
        }
        let pieces: Vec<usize> = (0..n).filter(|i| mask >> i & 1 != 0).collect();
        // The first piece unturned: turning the whole arrangement gives the same city.
        let mut stack = vec![joined(&[], pieces[0], (0, 0), 0)];
        while let Some(placed) = stack.pop() {
            if placed.len() == 4 {
                let mut key = placed.clone();
                key.sort_by_key(|p| p.piece);
                let key: Vec<_> = key
                    .iter()
                    .map(|p| (p.piece, p.col, p.row, p.turns))
                    .collect();
                if seen.insert(key) {
                    let cost: i32 = placed.iter().map(|p| content().pieces[p.piece].cost).sum();
                    let land = Board::new(Layout {
                        scenario: 5,
                        money: 10,
                        pieces: placed.clone(),
                    })
                    .geo
                    .land
                    .iter()
                    .filter(|&&l| l)
                    .count();
                    let w = placed.iter().map(|p| p.col).max().unwrap() + 1;
                    let h = placed.iter().map(|p| p.row).max().unwrap() + 1;
                    println!(
                        "cost {cost:2}  districts {:2}  land {land}  {w}x{h}  {}",
                        districts(&placed),
                        write(&placed)
                    );
                }
                continue;
            }
            let next = pieces
                .iter()
                .find(|&&p| !placed.iter().any(|q| q.piece == p));
            if let Some(&p) = next {
                for at in cities_coop::board::arrange_positions(&placed) {
                    for t in 0..4 {
                        if arrange_fault(&placed, p, at, t).is_ok() {
                            stack.push(joined(&placed, p, at, t));
                        }
                    }
                }
            }
        }
    }
}

fn play_one(placed: &[Placed], money: i32, players: u8, seed: u32) -> (bool, i32) {
    let mut c = Config::new(players, seed);
    c.scenario = 5;
    c.difficulty = match money {
        12 => Difficulty::Beginner,
        8 => Difficulty::Expert,
        _ => Difficulty::Advanced,
    };
    let mut m = Match::<CitiesCoop>::new_paused(c).expect("config");
    let mask = placed.iter().fold(0u8, |m, p| m | 1 << p.piece);
    m.force_chance(Chance::Pieces(mask)).expect("pieces");
    // Add the pieces so that each touches one already placed, at its final spot.
    let mut todo = placed.to_vec();
    todo.sort_by_key(|p| (p.row, p.col));
    let mut done: Vec<Placed> = Vec::new();
    while !todo.is_empty() {
        let i = todo
            .iter()
            .position(|p| {
                done.is_empty()
                    || done
                        .iter()
                        .any(|q| p.col.abs_diff(q.col) + p.row.abs_diff(q.row) == 1)
            })
            .expect("a connected layout");
        let p = todo.remove(i);
        // `joined` keeps the top-left piece at (0, 0): give positions relative to it.
        let min_c = done.iter().map(|q| q.col).min().unwrap_or(p.col);
        let min_r = done.iter().map(|q| q.row).min().unwrap_or(p.row);
        m.apply(
            0,
            Action::Arrange {
                piece: letter(p.piece),
                col: p.col as i8 - min_c as i8,
                row: p.row as i8 - min_r as i8,
                turns: p.turns,
            },
        )
        .expect("arrange");
        done.push(p);
    }
    while !m.is_over() {
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, BotLevel::Normal).expect("bot acts");
        if let Err(e) = m.apply(seat, a) {
            // The moves that led there, to rebuild the case in a test.
            let h = m.history();
            for e in &h[h.len().saturating_sub(8)..] {
                eprintln!("{e:?}");
            }
            eprintln!("phase {:?}", m.state().phase());
            panic!("{players} players, seed {seed}: {e}");
        }
    }
    let r = m.result().expect("result");
    (r.won == Some(true), r.scores[0].total)
}

fn play(games: u32, money: i32, layouts: &[String]) {
    for s in layouts {
        let placed = parse(s);
        let cost: i32 = placed.iter().map(|p| content().pieces[p.piece].cost).sum();
        let mut cells = Vec::new();
        for players in 1..=4u8 {
            let results: Vec<(bool, i32)> = std::thread::scope(|scope| {
                let threads: u32 = 2;
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let placed = &placed;
                        scope.spawn(move || {
                            (0..games)
                                .filter(|g| g % threads == t)
                                .map(|g| {
                                    play_one(placed, money, players, dice::seeds::tuning(1000 + g))
                                })
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|h| h.join().unwrap())
                    .collect()
            });
            let won = results.iter().filter(|r| r.0).count() as f64 / games as f64 * 100.0;
            let mean = results.iter().map(|r| r.1 as f64).sum::<f64>() / games as f64;
            cells.push((won, mean));
        }
        let avg = cells.iter().map(|c| c.0).sum::<f64>() / 4.0;
        println!(
            "{s}  cost {cost} districts {:?}: {} | mean {avg:.1}",
            district_sizes(&placed),
            cells
                .iter()
                .map(|(w, m)| format!("{w:.0}% {m:.1}"))
                .collect::<Vec<_>>()
                .join(" / ")
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("list") => list(),
        Some("play") if args.len() >= 4 => play(
            args[1].parse().expect("games"),
            args[2].parse().expect("money"),
            &args[3..],
        ),
        _ => eprintln!("usage: layouts list | layouts play <games> <money> <layout>…"),
    }
}
