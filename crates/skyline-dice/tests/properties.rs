//! Properties of random games: random legal play (and junk a careless page
//! might send) from random seeds and player counts, checked at every step.

use dice::{DiceRng, Game, Match, Seat};
use proptest::prelude::*;
use skyline_dice::{content, Action, Config, Counts, Placement, Skyline};

type M = Match<Skyline>;

/// Everything that must hold in every position.
fn check(m: &M) -> Result<(), TestCaseError> {
    let g = m.state();
    let c = content();
    let all = Counts::new(c.dice[0].copies, c.dice[1].copies, c.dice[2].copies);
    // All 60 dice are somewhere: yard, district, hand or a skyline.
    prop_assert_eq!(g.dice_everywhere(), all);
    let v = m.view(None).unwrap();
    let mut seen = v.yard;
    for k in skyline_dice::Kind::ALL {
        *seen.slot(k) += v.district.get(k) + v.pending.get(k);
        *seen.slot(k) += v.active.iter().filter(|d| d.kind == k).count() as u8;
        for s in &v.seats {
            for col in &s.columns {
                *seen.slot(k) += col.dice.iter().filter(|&&d| d == k).count() as u8;
            }
        }
    }
    prop_assert_eq!(seen, all, "the view accounts for every die");
    for s in 0..g.players() {
        let city = g.city(s);
        for col in &city.columns {
            let spec = c.building(col.rise);
            prop_assert!(col.height() >= 1 && col.height() <= spec.max_height);
            prop_assert_eq!(col.dice[0], skyline_dice::Kind::Ground);
            prop_assert!(col.dice[1..]
                .iter()
                .all(|&d| d == skyline_dice::Kind::Upper));
        }
        for t in &city.tiles {
            // The three Low-Rise of height 1 come only at the end, as scoring.
            let spec = c.building(t.rise);
            prop_assert!(t.height >= spec.min_height.max(2) && t.height <= spec.max_height);
        }
    }
    if g.solo() {
        prop_assert_eq!(v.district, Counts::default());
    }
    prop_assert!(v.round >= 1 && v.round <= c.rounds);
    Ok(())
}

fn junk(rng: &mut DiceRng) -> Action {
    let small = |rng: &mut DiceRng| rng.below(6) as u8;
    match rng.below(7) {
        0 => Action::Take {
            ground: small(rng),
            upper: small(rng),
            penthouse: small(rng),
        },
        1 => Action::TakeDistrict,
        2 => Action::Abandon {
            dice: (0..rng.below(4)).map(|_| small(rng)).collect(),
        },
        3 => Action::Build {
            placements: (0..rng.below(4))
                .map(|_| Placement {
                    die: small(rng),
                    building: (rng.below(3) == 0).then(|| small(rng)),
                    column: (rng.below(3) > 0).then(|| small(rng)),
                })
                .collect(),
        },
        4 => Action::Demolish {
            dice: (0..rng.below(3)).map(|_| small(rng)).collect(),
            building: (rng.below(3) == 0).then(|| small(rng)),
            column: (rng.below(2) == 0).then(|| small(rng)),
            tile: (rng.below(2) == 0).then(|| small(rng)),
        },
        5 => Action::Reroll {
            dice: (0..rng.below(4)).map(|_| small(rng)).collect(),
        },
        _ => Action::Resign,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn dice_are_conserved_and_buildings_stay_within_their_heights(
        players in 1u8..=4,
        seed in any::<u32>(),
    ) {
        let mut m = M::new(Config::new(players, seed)).unwrap();
        let mut rng = DiceRng::new(seed as u64);
        let mut steps = 0;
        while !m.is_over() {
            check(&m)?;
            steps += 1;
            prop_assert!(steps < 5000, "the game does not end");
            let seat: Seat = m.to_act()[0];
            // Junk now and then: refused or legal, never a change when refused.
            let j = junk(&mut rng);
            let who = rng.below(players as u64 + 1) as Seat;
            let before = m.state_hash();
            if m.clone().apply(who, j.clone()).is_err() {
                prop_assert!(m.check(who, &j).is_err());
                prop_assert_eq!(m.state_hash(), before);
            }
            let a = m.state().sample_action(seat, &mut rng).unwrap();
            m.apply(seat, a).unwrap();
        }
        check(&m)?;
        let r = m.result().unwrap();
        for s in &r.scores {
            prop_assert_eq!(s.lines.iter().map(|l| l.points).sum::<i32>(), s.total);
        }
    }
}

/// Every code a refusal may carry (the page's view words each: www/games/skyline/words.js).
const CODES: &[&str] = &[
    "game-over",
    "not-your-turn",
    "not-now",
    "choose-dice",
    "no-die",
    "die-twice",
    "blank-side",
    "ground-on-top",
    "wrong-rise",
    "too-high",
    "under-minimum",
    "no-open-building",
    "not-ground",
    "no-place",
    "finished-in-build",
    "no-building",
    "no-column",
    "no-tile",
    "yard-empty",
    "take-exactly",
    "yard-short",
    "no-district-solo",
    "district-empty",
    "no-abandon-solo",
];

/// Refusals of actions no page makes (a building named twice over): for developers.
const MALFORMED: &[&str] = &[
    "name a building by its number or by its place, not both",
    "demolish names one building: a column or a tile",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_refusal_of_a_rule_is_a_code_the_page_words(
        players in 1u8..=4,
        seed in any::<u32>(),
    ) {
        let mut m = M::new(Config::new(players, seed)).unwrap();
        let mut rng = DiceRng::new(seed as u64 ^ 0x5eed);
        let mut refused = 0;
        while !m.is_over() {
            let seat: Seat = m.to_act()[0];
            for _ in 0..3 {
                let j = junk(&mut rng);
                let who = rng.below(players as u64) as Seat;
                match m.check(who, &j) {
                    Ok(()) => {}
                    Err(dice::GameError::Refused(s)) => {
                        refused += 1;
                        prop_assert!(CODES.contains(&s.code), "unknown code {}", s);
                        // arguments are numbers or ids, never words
                        for (k, v) in &s.args.0 {
                            if let dice::Arg::Code(c) = v {
                                prop_assert!(!c.contains(' '), "{k}={c} in {s}");
                            }
                        }
                    }
                    Err(dice::GameError::Illegal(e)) => {
                        prop_assert!(MALFORMED.contains(&e.as_str()), "prose refusal: {e} for {j:?}");
                    }
                    Err(e) => prop_assert!(false, "{e} for {j:?}"),
                }
            }
            let a = m.state().sample_action(seat, &mut rng).unwrap();
            m.apply(seat, a).unwrap();
        }
        prop_assert!(refused > 0);
    }
}
