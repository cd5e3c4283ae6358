//! Properties over many random legal games: the shared conformance and secrecy
//! suites, goal marks never contradicted by the final sheet, cells never
//! claimed twice.

use construction_sight::city::VACANT;
use construction_sight::sheet::{CELLS, PARKS};
use construction_sight::{City, Config, ConstructionSight, Mark};
use dice::conformance::{self, Plan};
use dice::{playout, DiceRng, Game};
use proptest::prelude::*;

#[test]
fn conformance_suite() {
    let steps = conformance::run::<ConstructionSight>(Plan::quick(12, 0x5eed)).unwrap();
    assert!(steps > 100, "{steps} steps");
}

#[test]
fn secrecy_suite() {
    let compared = conformance::secrecy::<ConstructionSight>(12, 0xc0de).unwrap();
    assert!(compared > 0);
}

/// Every structure owns exactly its cells and no cell is claimed twice.
fn assert_no_overlap(city: &City) {
    let mut owner = [VACANT; CELLS];
    for (id, s) in city.structures.iter().enumerate() {
        for &c in &s.cells {
            assert_eq!(owner[c as usize], VACANT, "cell {c} claimed twice");
            owner[c as usize] = id as u8;
        }
    }
    assert_eq!(owner, city.owner);
}

/// Plays one random game, recording every mark after every step, and checks
/// them against the final sheet. Returns the marks checked.
fn marks_hold(config: Config, seed: u64) -> usize {
    let mut rng = DiceRng::new(seed);
    let mut g = ConstructionSight::new(&config).unwrap();
    let n = config.players as usize;
    // Per seat and park: (ever impossible, ever guaranteed).
    let mut seen = vec![[(false, false); PARKS]; n];
    let mut steps = 0;
    while playout::random_step(&mut g, &mut rng).unwrap().is_some() {
        steps += 1;
        assert!(steps < 10_000);
        for (s, marks) in seen.iter_mut().enumerate() {
            let city = g.city(s as u8);
            assert_no_overlap(city);
            for (p, m) in marks.iter_mut().enumerate() {
                match city.mark(p) {
                    Mark::Impossible => m.0 = true,
                    Mark::Guaranteed => m.1 = true,
                    Mark::Open => {}
                }
            }
        }
    }
    let mut checked = 0;
    for (s, marks) in seen.iter().enumerate() {
        let city = g.city(s as u8);
        for (p, &(impossible, guaranteed)) in marks.iter().enumerate() {
            let met = city.goal_met(p);
            assert!(
                !(impossible && met),
                "seat {s} park {p}: met after being crossed out"
            );
            assert!(
                !guaranteed || met,
                "seat {s} park {p}: lost after being circled"
            );
            checked += impossible as usize + guaranteed as usize;
        }
    }
    checked
}

#[test]
fn marks_are_never_contradicted_over_thousands_of_games() {
    let mut checked = 0;
    for seed in 0..2000u64 {
        let config = if seed % 5 == 0 {
            Config::new(1 + (seed % 3) as u8, seed as u32).blank()
        } else {
            Config::new(1, seed as u32)
        };
        checked += marks_hold(config, seed);
    }
    assert!(checked > 10_000, "only {checked} marks checked");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_end_with_consistent_scores(seed in any::<u32>(), players in 1u8..=4) {
        let mut rng = DiceRng::new(seed as u64);
        let mut g = ConstructionSight::new(&Config::new(players, seed)).unwrap();
        while playout::random_step(&mut g, &mut rng).unwrap().is_some() {}
        let r = g.result().unwrap();
        for s in &r.scores {
            let city = g.city(s.seat);
            assert_no_overlap(city);
            prop_assert_eq!(s.total, s.lines.iter().map(|l| l.points).sum::<i32>());
            prop_assert_eq!(s.total, city.score().total);
        }
    }
}

/// Every connected set of vacant cells of exactly `area` cells (small areas).
fn shapes(city: &City, area: usize) -> Vec<Vec<usize>> {
    use std::collections::BTreeSet;
    let mut found: BTreeSet<Vec<usize>> = BTreeSet::new();
    let mut layer: BTreeSet<Vec<usize>> = (0..CELLS)
        .filter(|&c| city.is_vacant(c))
        .map(|c| vec![c])
        .collect();
    for _ in 1..area {
        let mut next = BTreeSet::new();
        for set in &layer {
            for &c in set {
                for n in construction_sight::sheet::neighbours(c) {
                    if city.is_vacant(n) && !set.contains(&n) {
                        let mut grown = set.clone();
                        grown.push(n);
                        grown.sort_unstable();
                        next.insert(grown);
                    }
                }
            }
        }
        layer = next;
    }
    found.extend(layer);
    found.into_iter().collect()
}

fn doors_touched(city: &City, cells: &[usize]) -> usize {
    let mut doors: Vec<usize> = Vec::new();
    for &c in cells {
        for n in construction_sight::sheet::neighbours(c) {
            let unfilled = city
                .structures
                .iter()
                .any(|s| s.doors.iter().any(|d| d.cell as usize == n && !d.filled));
            if unfilled && !doors.contains(&n) {
                doors.push(n);
            }
        }
    }
    doors.len()
}

#[test]
fn plaza_possibility_matches_brute_force_on_small_plazas() {
    let (mut compared, mut with_doors) = (0, 0);
    for seed in 0..60u64 {
        let mut rng = DiceRng::new(seed);
        let mut g = ConstructionSight::new(&Config::new(1, seed as u32)).unwrap();
        // Play until few cells are left or the game ends, then compare.
        while playout::random_step(&mut g, &mut rng).unwrap().is_some()
            && g.city(0).vacant_count() > 40
        {}
        let city = g.city(0).clone();
        for area in 1..=4 {
            let all = shapes(&city, area);
            let most = all.iter().map(|s| doors_touched(&city, s)).max();
            for k in 0..=4 {
                let brute = most.is_some_and(|m| m >= k);
                assert_eq!(
                    city.plaza_possible(area, k),
                    brute,
                    "seed {seed} area {area} k {k}"
                );
                compared += 1;
                with_doors += (brute && k >= 2) as usize;
            }
        }
    }
    assert!(compared > 0);
    assert!(
        with_doors > 10,
        "only {with_doors} cases with doors to fill"
    );
}

/// Distinct cells (or park spaces) below `below`, `n` of them: the shapes a page sends
/// (it keeps a set, never a number off the sheet).
fn distinct(rng: &mut DiceRng, below: u8, n: usize) -> Vec<u8> {
    let mut all: Vec<u8> = (0..below).collect();
    rng.shuffle(&mut all);
    all.truncate(n);
    all
}

/// An action as a page may send it, right or wrong: any building on the sheet's
/// cells, any plaza of distinct cells, any write of distinct park spaces, a stop.
fn page_shaped(rng: &mut DiceRng, roll: Option<[u8; 3]>) -> construction_sight::Action {
    use construction_sight::Action;
    let die = |rng: &mut DiceRng| match roll {
        Some(d) if rng.below(3) > 0 => d[rng.index(3)],
        _ => 1 + rng.below(6) as u8,
    };
    match rng.below(7) {
        0 => Action::Stop,
        1 | 2 => {
            let n = 1 + rng.index(4);
            Action::Write {
                spaces: distinct(rng, PARKS as u8, n),
                goals: (0..n).map(|_| die(rng)).collect(),
            }
        }
        3 | 4 => {
            let area = 1 + rng.index(14);
            let doors = rng.index(4);
            Action::Plaza {
                cells: distinct(rng, CELLS as u8, area),
                doors: distinct(rng, CELLS as u8, doors),
            }
        }
        _ => {
            let (width, depth, height) = (die(rng), die(rng), die(rng));
            let doors = rng.index(7);
            Action::Build {
                x: rng.below(10) as u8,
                y: rng.below(10) as u8,
                width,
                depth,
                height,
                doors: distinct(rng, CELLS as u8, doors),
            }
        }
    }
}

/// Every rule refusal is a code the page words (issue 36): over random games, every
/// move a page could send that the engine refuses, by any seat at any point (before
/// a roll, after a seat has decided or finished, once the game is over), is refused
/// with a code, and changes nothing.
#[test]
fn every_refusal_a_page_can_meet_is_a_code() {
    let mut codes = std::collections::BTreeSet::new();
    for seed in 0..60u64 {
        let mut rng = DiceRng::new(seed);
        let config = if seed % 3 == 0 {
            Config::new(1 + (seed % 4) as u8, seed as u32).blank()
        } else {
            Config::new(1 + (seed % 2) as u8, seed as u32)
        };
        let mut g = ConstructionSight::new(&config).unwrap();
        let mut steps = 0;
        loop {
            for _ in 0..20 {
                let seat = rng.below(config.players as u64) as u8;
                let a = page_shaped(&mut rng, g.roll().map(|r| r.dice()));
                let mut tried = g.clone();
                if let Err(e) = tried.apply(seat, &a) {
                    let said = e
                        .said()
                        .unwrap_or_else(|| panic!("{a:?} by seat {seat}: {e} is no code"));
                    codes.insert(said.code);
                    assert!(tried == g, "{a:?}: a refusal changes nothing");
                }
            }
            if playout::random_step(&mut g, &mut rng).unwrap().is_none() {
                break;
            }
            steps += 1;
            assert!(steps < 10_000);
        }
    }
    // the refusals met on the way, at least the common ones
    for c in [
        "game-over",
        "not-rolled",
        "already-decided",
        "runs-off",
        "covers-drawn",
        "not-the-dice",
        "no-such-plaza",
        "not-connected",
        "setup-write-only",
        "write-in-setup",
    ] {
        assert!(codes.contains(c), "{c} never met: {codes:?}");
    }
}
