//! Scenario 5: four board pieces drawn by chance, arranged by the team with land
//! meeting land and water meeting water, and a starting treasury chosen by
//! difficulty. Every piece lies as printed (lake at the bottom right) unless
//! turned: turned once clockwise, its bottom row becomes its left column.
mod support;
use cities_coop::{Action, Chance, CitiesCoop, Config, Difficulty, Event, Phase};
use dice::{BotLevel, Game, Match};
use support::*;

/// Pieces A, B, C, D (a bit per piece, A first).
const ABCD: u8 = 0b001111;

fn config(players: u8, seed: u32, d: Difficulty) -> Config {
    let mut c = Config::new(players, seed);
    c.scenario = 5;
    c.difficulty = d;
    c
}

/// A paused scenario 5 match with pieces A–D drawn.
fn drawn() -> Match<CitiesCoop> {
    let mut m = Match::<CitiesCoop>::new_paused(config(2, 5, Difficulty::Beginner)).unwrap();
    m.force_chance(Chance::Pieces(ABCD)).unwrap();
    m
}

fn arrange(piece: char, col: i8, row: i8, turns: u8) -> Action {
    Action::Arrange {
        piece,
        col,
        row,
        turns,
    }
}

fn refused(m: &mut Match<CitiesCoop>, a: Action, why: &str) {
    let before = m.state_hash();
    let e = m.apply_paused(0, a.clone()).expect_err("refused");
    assert!(e.to_string().contains(why), "{a:?}: {e}");
    assert_eq!(m.state_hash(), before, "{a:?} changed the state");
}

#[test]
fn difficulty_sets_the_starting_money() {
    for (d, money) in [
        (Difficulty::Beginner, 12),
        (Difficulty::Advanced, 10),
        (Difficulty::Expert, 8),
    ] {
        let m = Match::<CitiesCoop>::new(config(1, 3, d)).unwrap();
        assert_eq!(m.state().admin().money, money, "{d:?}");
    }
    let mut c = Config::new(1, 3);
    c.difficulty = Difficulty::Expert;
    assert!(Match::<CitiesCoop>::new(c).is_err(), "only scenario 5");
}

#[test]
fn four_pieces_are_drawn_by_chance_and_labelled() {
    let m = Match::<CitiesCoop>::new_paused(config(1, 1, Difficulty::Beginner)).unwrap();
    assert_eq!(m.state().phase(), Phase::Arrange);
    let outcomes = m.chance().expect("the draw is chance");
    assert_eq!(outcomes.len(), 15, "any four of six");
    assert!(outcomes.iter().all(|o| o.weight == 1));
    // labelled by the page (describeChance): the engine gives the letters
    assert_eq!(
        CitiesCoop::chance_parts(&Chance::Pieces(0b111010)),
        ["B", "D", "E", "F"]
    );
    let mut m = m;
    let ev = m.force_chance(Chance::Pieces(0b111010)).unwrap();
    assert_eq!(
        ev,
        vec![Event::PiecesDrawn {
            pieces: "BDEF".into()
        }]
    );
    assert_eq!(m.to_act(), vec![0]);
    let rec = serde_json::to_string(&m.records()).unwrap();
    assert!(rec.contains(r#""chance":"BDEF""#), "{rec}");
    assert!(!rec.contains("drew"), "no engine label: {rec}");
    // Read back from the record.
    let back: Chance = serde_json::from_str(r#""BDEF""#).unwrap();
    assert_eq!(back, Chance::Pieces(0b111010));
    for bad in [r#""BDE""#, r#""DBEF""#, r#""BBEF""#, r#""BDEG""#] {
        assert!(serde_json::from_str::<Chance>(bad).is_err(), "{bad}");
    }
    // A card is no outcome of the piece draw, nor the piece draw of a card draw.
    let mut m = Match::<CitiesCoop>::new_paused(config(1, 1, Difficulty::Beginner)).unwrap();
    assert!(m.force_chance(ch("1-01")).is_err());
    let mut intro = Match::<CitiesCoop>::new_paused(Config::new(1, 1)).unwrap();
    assert!(intro.force_chance(Chance::Pieces(ABCD)).is_err());
}

#[test]
fn a_seam_must_pair_land_with_land_and_water_with_water() {
    let mut m = drawn();
    m.apply_paused(0, arrange('A', 0, 0, 0)).unwrap();
    // A's right edge has its lake at rows 5–7; B unturned has land all down its
    // left edge.
    refused(
        &mut m,
        arrange('B', 1, 0, 0),
        "piece-cannot-go piece=B why=land-meets-water",
    );
    // Turned once, B's bottom row (lake at 5–7) is its left edge: it matches.
    assert!(m.check(0, &arrange('B', 1, 0, 1)).is_ok());
    let listed = m.legal_actions(0).unwrap().unwrap();
    assert!(listed.contains(&arrange('B', 1, 0, 1)));
    assert!(!listed.contains(&arrange('B', 1, 0, 0)));
    assert!(listed.contains(&Action::ArrangeRandom));
    m.apply_paused(0, arrange('B', 1, 0, 1)).unwrap();
    // Every seam the geometry finds pairs land with land.
    assert!(m.state().geo().faults.is_empty());
}

#[test]
fn a_new_piece_must_touch_the_arrangement_and_bad_input_changes_nothing() {
    let mut m = drawn();
    m.apply_paused(0, arrange('A', 0, 0, 0)).unwrap();
    refused(&mut m, arrange('B', 2, 0, 1), "why=must-touch");
    refused(&mut m, arrange('B', 1, 1, 1), "why=must-touch");
    refused(&mut m, arrange('B', 0, 0, 1), "why=piece-there");
    refused(&mut m, arrange('E', 1, 0, 1), "not among the pieces left");
    refused(&mut m, arrange('A', 1, 0, 1), "not among the pieces left");
    refused(&mut m, arrange('B', 1, 0, 4), "why=bad-turns");
    refused(&mut m, piece('A'), ": not-now act=choose-piece");
    refused(&mut m, Action::EndMilestone, ": not-now act=end-milestone");
    // Left of the first piece: everything shifts right by one piece.
    m.apply_paused(0, arrange('B', -1, 0, 0)).unwrap_err();
    let ok = m
        .legal_actions(0)
        .unwrap()
        .unwrap()
        .into_iter()
        .find(|a| {
            matches!(
                a,
                Action::Arrange {
                    piece: 'B',
                    col: -1,
                    ..
                }
            )
        })
        .expect("B fits left of A in some turn");
    m.apply_paused(0, ok).unwrap();
    let l = &m.state().layout().pieces;
    assert_eq!((l[0].col, l[0].row), (1, 0), "A moved right");
    assert_eq!((l[1].col, l[1].row), (0, 0));
    assert_eq!(m.state().geo().width, 16);
}

#[test]
fn districts_join_across_the_seams_of_the_arrangement() {
    let mut m = drawn();
    m.apply_paused(0, arrange('A', 0, 0, 0)).unwrap();
    m.apply_paused(0, arrange('B', 1, 0, 1)).unwrap();
    let geo = m.state().geo().clone();
    // A's district b reaches its right edge at rows 3–4; B turned has its
    // district c there (its bottom row, columns 3–4).
    let (a_b, b_c) = (7, 8);
    let both = geo.districts(&[true, true]);
    assert_ne!(both[a_b], cities_coop::board::NONE);
    assert_eq!(both[a_b], both[b_c], "merged across the seam");
    let one = geo.districts(&[true, false]);
    assert_eq!(one[b_c], cities_coop::board::NONE);
    // A street runs along the rest of the seam.
    assert!(geo.street_right[7]);
    assert!(!geo.street_right[3 * 16 + 7]);
    assert!(!geo.street_right[4 * 16 + 7]);
}

#[test]
fn after_the_arrangement_the_game_goes_on_with_everything_in_play() {
    let mut m = Match::<CitiesCoop>::new(config(2, 8, Difficulty::Advanced)).unwrap();
    assert_eq!(m.state().phase(), Phase::Arrange);
    m.apply(0, Action::ArrangeRandom).unwrap();
    let g = m.state();
    assert_eq!(g.layout().pieces.len(), 4);
    assert_eq!(g.revealed(), &[false; 4]);
    assert!(g.geo().faults.is_empty());
    assert_eq!(g.admin().money, 10);
    // The role draft follows the deal; uniques, policies and news are in the piles.
    assert_eq!(g.phase(), Phase::Pick);
    let mut four = Config::new(2, 8);
    four.scenario = 4;
    let s4 = Match::<CitiesCoop>::new(four).unwrap();
    let sizes = |g: &CitiesCoop| g.piles().iter().map(|p| p.len()).sum::<usize>();
    assert_eq!(sizes(g), sizes(s4.state()));
    // The suggestion is the same for the same seed.
    let mut again = Match::<CitiesCoop>::new(config(2, 8, Difficulty::Advanced)).unwrap();
    again.apply(0, Action::ArrangeRandom).unwrap();
    assert_eq!(again.state().layout(), m.state().layout());
    // Arranging is over.
    let e = m.apply(0, Action::ArrangeRandom).unwrap_err();
    assert_eq!(
        e.said().map(|s| s.to_string()).as_deref(),
        Some("not-now act=arrange")
    );
}

#[test]
fn a_random_arrangement_finishes_one_begun_by_hand() {
    let mut m = drawn();
    m.apply_paused(0, arrange('A', 0, 0, 0)).unwrap();
    m.apply_paused(0, arrange('B', 1, 0, 1)).unwrap();
    m.apply_paused(0, Action::ArrangeRandom).unwrap();
    let l = &m.state().layout().pieces;
    assert_eq!(l.len(), 4);
    assert_eq!((l[0].piece, l[0].turns), (0, 0));
    assert_eq!((l[1].piece, l[1].turns), (1, 1));
    assert!(m.state().geo().faults.is_empty());
    assert_eq!(m.state().phase(), Phase::Deal);
}

#[test]
fn every_listed_placement_is_legal_and_every_arrangement_is_sound() {
    for seed in 0..30u32 {
        let mut m = Match::<CitiesCoop>::new(config(1, seed, Difficulty::Beginner)).unwrap();
        let mut rng = dice::DiceRng::new(seed as u64);
        while m.state().phase() == Phase::Arrange {
            let list = m.legal_actions(0).unwrap().unwrap();
            for a in &list {
                m.check(0, a).unwrap();
            }
            let a = list[rng.index(list.len())].clone();
            m.apply(0, a).unwrap();
        }
        let g = m.state();
        assert!(g.geo().faults.is_empty(), "{:?}", g.geo().faults);
        // Each seam joins one district a side.
        let adjacent = (0..4)
            .flat_map(|i| (0..i).map(move |j| (i, j)))
            .filter(|&(i, j)| cities_coop::board::pieces_adjacent(g.layout(), i, j))
            .count();
        assert_eq!(g.geo().seams.len(), adjacent);
    }
}

#[test]
fn partners_arrange_a_compact_block_and_play_on() {
    for seed in 0..12u32 {
        let mut m = Match::<CitiesCoop>::new(config(2, seed, Difficulty::Beginner)).unwrap();
        if seed % 2 == 1 {
            // Begun by hand: the partner completes it.
            let first = m.legal_actions(0).unwrap().unwrap()[0].clone();
            m.apply(0, first).unwrap();
        }
        let a = m.bot_action(0, BotLevel::Normal).unwrap();
        assert_eq!(a, Action::ArrangeRandom);
        m.apply(0, a).unwrap();
        let g = m.state();
        assert_eq!(
            (g.geo().width, g.geo().height),
            (16, 16),
            "a 2 × 2 block, seed {seed}"
        );
        assert_eq!(g.geo().seams.len(), 4);
        for _ in 0..20 {
            if m.is_over() {
                break;
            }
            let seat = m.to_act()[0];
            let a = m.bot_action(seat, BotLevel::Easy).unwrap();
            m.apply(seat, a).unwrap();
        }
    }
}

#[test]
fn the_suggestion_is_compact_for_every_draw() {
    let mut blocks = 0;
    for seed in 0..60u32 {
        let mut m = Match::<CitiesCoop>::new(config(1, seed, Difficulty::Beginner)).unwrap();
        m.apply(0, Action::ArrangeRandom).unwrap();
        let g = m.state().geo();
        blocks += ((g.width, g.height) == (16, 16)) as u32;
    }
    assert_eq!(blocks, 60);
}
