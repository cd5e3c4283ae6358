//! One test per rule, named after it, and the rulebook's worked examples.
//!
//! Map of the introductory city used below (piece A, the first revealed): district
//! K is squares x 16–20, y 0–3 (plus y 4 at x 16, 18–20; water at (17, 4)),
//! district I is x 21–23, y 0–4, district J is x 19–23, y 5–7. A street runs
//! between x 20 and x 21, and below y 4 for x 19–23.
mod support;
use cities_coop::content::CardKind;
use cities_coop::{Action, Chance, CitiesCoop, Config, Event, Phase};
use dice::{Game, Match};
use support::*;

const SERVICES: [&str; 7] = ["1-17", "1-18", "1-20", "1-21", "1-23", "1-24", "1-25"];

#[test]
fn hands_are_dealt_by_player_count_from_the_stage_one_pile() {
    for (players, size) in [(1u8, 7usize), (2, 5), (3, 4), (4, 3)] {
        let m = Match::<CitiesCoop>::new(Config::new(players, 3)).unwrap();
        let g = m.state();
        assert_eq!(g.phase(), Phase::ChoosePiece);
        for s in 0..players {
            assert_eq!(g.hand(s).len(), size);
            assert!(g.hand(s).iter().all(|c| c.card().stage == 1));
        }
        assert_eq!(g.piles()[0].len(), 25 - size * players as usize);
        assert_eq!(g.piles()[1].len(), 25);
        assert_eq!(g.piles()[2].len(), 25);
    }
}

#[test]
fn the_game_starts_with_twelve_money_and_every_marker_at_zero() {
    let m = Match::<CitiesCoop>::new(Config::new(2, 1)).unwrap();
    let a = m.state().admin();
    assert_eq!(a.money, 12);
    assert_eq!(
        [
            a.power,
            a.water,
            a.garbage,
            a.happiness,
            a.employment,
            a.pollution,
            a.traffic,
            a.crime,
            a.skyline
        ],
        [0; 9]
    );
}

#[test]
fn a_draw_is_a_chance_node_weighted_by_the_cards_in_the_pile() {
    let m = Match::<CitiesCoop>::new_paused(Config::new(1, 1)).unwrap();
    let outcomes = m.chance().expect("dealing is chance");
    assert_eq!(outcomes.len(), 25);
    assert!(outcomes
        .iter()
        .all(|o| matches!(o.outcome, Chance::Card(c) if o.weight == 1 && c.card().stage == 1)));
    // no engine words: the page words the card's id (the view's describeChance)
    assert_eq!(CitiesCoop::describe_chance(&ch("1-17")), "");
    assert_eq!(CitiesCoop::chance_parts(&ch("1-17")), ["1-17"]);
}

#[test]
fn the_first_piece_may_be_any_piece_and_is_paid_for() {
    let mut m = dealt(&[&SERVICES]);
    assert!(m.check(0, &piece('E')).is_ok());
    assert!(m.check(0, &piece('B')).is_ok());
    m.apply_paused(0, piece('A')).unwrap();
    assert_eq!(m.state().admin().money, 10);
    assert_eq!(m.state().phase(), Phase::Turn);
}

#[test]
fn clinic_example_costs_one_money_and_adds_one_happiness() {
    let mut g = solo_on_a(&SERVICES);
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    let a = admin(&g);
    assert_eq!((a.money, a.happiness), (9, 1));
}

#[test]
fn wind_turbine_example_costs_three_money_and_adds_three_power() {
    let mut g = solo_on_a(&SERVICES);
    play_draw(&mut g, "1-23", &[[21, 0], [22, 0]], 1, "1-19");
    let a = admin(&g);
    assert_eq!((a.money, a.power), (7, 3));
}

#[test]
fn residential_example_next_to_the_clinic_uses_healthcare_for_one_money() {
    let mut g = solo_on_a(&["1-17", "1-01", "1-02", "1-03", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    let ev = play_draw(&mut g, "1-01", &[[16, 1], [17, 1]], 1, "1-20");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Played { reward: true, .. })));
    let a = admin(&g);
    assert_eq!((a.water, a.employment, a.money), (-1, 1, 10));
}

#[test]
fn a_zone_touching_a_stage_one_service_only_at_a_corner_does_not_use_it() {
    let mut g = solo_on_a(&["1-17", "1-01", "1-02", "1-03", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    let ev = play_draw(&mut g, "1-01", &[[18, 1], [19, 1]], 1, "1-20");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Played { reward: false, .. })));
    assert_eq!(admin(&g).money, 9);
}

#[test]
fn a_service_built_later_does_not_pay_zones_retroactively() {
    let mut g = solo_on_a(&["1-17", "1-01", "1-02", "1-03", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-01", &[[16, 1], [17, 1]], 1, "1-19");
    assert_eq!(admin(&g).money, 10);
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-20");
    assert_eq!(admin(&g).money, 9);
}

#[test]
fn terraced_houses_example_needs_two_other_residential_zones_in_the_district() {
    let mut g = solo_on_a(&["1-01", "1-02", "1-03", "1-05", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-01", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-02", &[[16, 2], [17, 2]], 1, "1-20");
    let before = admin(&g);
    let ev = play_draw(&mut g, "1-03", &[[19, 0], [20, 0]], 1, "1-21");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Played { reward: true, .. })));
    let a = admin(&g);
    assert_eq!(a.power, before.power - 1);
    assert_eq!(a.garbage, before.garbage - 1);
    assert_eq!(a.happiness, before.happiness + 2);
}

#[test]
fn district_counts_exclude_other_districts() {
    let mut g = solo_on_a(&["1-01", "1-02", "1-03", "1-05", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-01", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-02", &[[16, 2], [17, 2]], 1, "1-20");
    // District I (across the street) holds no residential zone yet.
    let ev = play_draw(&mut g, "1-03", &[[21, 0], [22, 0]], 1, "1-21");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Played { reward: false, .. })));
}

#[test]
fn worker_cottages_example_pays_two_when_employment_is_below_zero() {
    let mut g = solo_on_a(&["1-13", "1-02", "1-03", "1-05", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-13", &[[16, 0], [17, 0], [16, 1]], 1, "1-19");
    assert_eq!(admin(&g).employment, -2);
    let money = admin(&g).money;
    play_draw(&mut g, "1-02", &[[21, 0], [22, 0]], 1, "1-20");
    let a = admin(&g);
    assert_eq!((a.employment, a.garbage, a.money), (-1, -1, money + 2));
}

#[test]
fn popular_neighbourhood_example_needs_happiness_above_five() {
    let g = solo_on_a(&SERVICES);
    let mut g = set(g.trial_turn(0, id("2-01")), |a| a.happiness = 6);
    let ev = g.apply(0, &play("2-01", &[[21, 0], [22, 0]])).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Played { reward: true, .. })));
    let a = admin(&g);
    assert_eq!(
        (a.water, a.garbage, a.employment, a.happiness, a.money),
        (-1, -1, 1, 7, 11)
    );
    let mut low = set(solo_on_a(&SERVICES).trial_turn(0, id("2-01")), |a| {
        a.happiness = 5
    });
    low.apply(0, &play("2-01", &[[21, 0], [22, 0]])).unwrap();
    assert_eq!(admin(&low).happiness, 5);
}

#[test]
fn safe_suburb_example_gives_three_happiness_without_crime() {
    let mut g = solo_on_a(&SERVICES).trial_turn(0, id("2-02"));
    g.apply(0, &play("2-02", &[[21, 0], [22, 0]])).unwrap();
    let a = admin(&g);
    assert_eq!(
        (a.water, a.garbage, a.employment, a.happiness),
        (-1, -1, 1, 3)
    );
    let mut crime = set(solo_on_a(&SERVICES).trial_turn(0, id("2-02")), |a| {
        a.crime = 1
    });
    crime.apply(0, &play("2-02", &[[21, 0], [22, 0]])).unwrap();
    assert_eq!(admin(&crime).happiness, 0);
}

#[test]
fn apartment_blocks_example_needs_healthcare_and_education() {
    let mut g = solo_on_a(&["1-17", "1-18", "1-03", "1-05", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-18", &[[16, 2], [17, 2]], 1, "1-20");
    let before = admin(&g);
    let mut g = g.trial_turn(0, id("2-03"));
    g.apply(0, &play("2-03", &[[16, 1], [17, 1]])).unwrap();
    let a = admin(&g);
    assert_eq!(a.power, before.power - 1);
    assert_eq!(a.water, before.water - 1);
    assert_eq!(a.crime, before.crime + 1);
    assert_eq!(a.happiness, before.happiness + 1);
    assert_eq!(a.employment, before.employment + 2);
}

#[test]
fn busy_high_street_example_pays_four_in_a_district_with_all_three_zones() {
    let mut g = solo_on_a(&["1-01", "1-10", "1-13", "1-05", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-01", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-10", &[[16, 2], [17, 2]], 1, "1-20");
    play_draw(&mut g, "1-13", &[[19, 0], [20, 0], [19, 1]], 1, "1-21");
    let before = admin(&g);
    let mut g = g.trial_turn(0, id("2-09"));
    g.apply(0, &play("2-09", &[[19, 2], [20, 2]])).unwrap();
    let a = admin(&g);
    assert_eq!(a.money, before.money + 4);
    assert_eq!(a.garbage, before.garbage - 1);
    assert_eq!(a.employment, before.employment - 1);
    assert_eq!(a.traffic, before.traffic + 1);
}

#[test]
fn industrial_estate_example_pays_eight_with_three_commercial_zones_and_fire_service() {
    let mut g = solo_on_a(&["1-09", "1-10", "1-11", "1-20", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-09", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-10", &[[19, 0], [20, 0]], 1, "1-21");
    play_draw(&mut g, "1-20", &[[16, 2], [17, 2]], 1, "1-22");
    // Two commercial zones only: no reward yet.
    let probe = g.trial_turn(0, id("3-13"));
    let l3 = [[17, 1], [18, 1], [18, 2]];
    let spot = probe.check_spot(id("3-13"), &probe.to_cells(&l3).unwrap());
    assert!(!spot.unwrap().reward);
    play_draw(&mut g, "1-11", &[[19, 2], [20, 2]], 1, "1-12");
    let mut g = set(g.trial_turn(0, id("3-13")), |a| a.employment = 2);
    let before = admin(&g);
    g.apply(0, &play("3-13", &l3)).unwrap();
    let a = admin(&g);
    assert_eq!(a.money, before.money + 8);
    assert_eq!(a.employment, before.employment - 3);
    assert_eq!(a.pollution, before.pollution + 1);
    assert_eq!(a.traffic, before.traffic + 1);
}

#[test]
fn stage_two_services_serve_their_whole_district() {
    let mut g = solo_on_a(&SERVICES).trial_turn(0, id("2-17"));
    g.apply(0, &play("2-17", &[[16, 0], [17, 0], [16, 1]]))
        .unwrap();
    let mut g = g.trial_turn(0, id("1-01"));
    let money = admin(&g).money;
    // Far from the hospital but in the same district K.
    g.apply(0, &play("1-01", &[[19, 3], [20, 3]])).unwrap();
    assert_eq!(admin(&g).money, money + 1);
}

#[test]
fn tiles_may_be_turned_and_mirrored() {
    let g = solo_on_a(&SERVICES).trial_turn(0, id("1-13"));
    // An L of three in all four turns.
    for cells in [
        [[16, 0], [16, 1], [17, 1]],
        [[16, 0], [17, 0], [16, 1]],
        [[16, 0], [17, 0], [17, 1]],
        [[17, 0], [16, 1], [17, 1]],
    ] {
        assert!(g
            .check_spot(id("1-13"), &g.to_cells(&cells).unwrap())
            .is_ok());
    }
    // Not an industrial shape.
    let bad = g.check_spot(id("1-13"), &g.to_cells(&[[16, 0], [17, 0]]).unwrap());
    assert_eq!(bad.unwrap_err().code, "not-zone-tile");
}

#[test]
fn tiles_stay_on_revealed_land_off_water_within_districts_and_off_other_tiles() {
    let mut g = solo_on_a(&SERVICES);
    let cases: [(&[[u8; 2]], &str); 4] = [
        (&[[20, 0], [21, 0]], "crosses-street"),
        (&[[17, 3], [17, 4]], "on-water"),
        (&[[15, 0], [16, 0]], "face-down"),
        (&[[23, 0], [24, 0]], "off-board"),
    ];
    for (cells, why) in cases {
        let e = err(g.apply(0, &play("1-17", cells)));
        assert_eq!(e, why, "{cells:?}");
    }
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    let e = err(g.apply(0, &play("1-18", &[[17, 0], [18, 0]])));
    assert_eq!(e, "occupied");
}

#[test]
fn a_district_takes_only_one_utility_building() {
    let mut g = solo_on_a(&SERVICES);
    play_draw(&mut g, "1-23", &[[21, 0], [22, 0]], 1, "1-19");
    let e = err(g.apply(0, &play("1-24", &[[21, 2], [22, 2]])));
    assert_eq!(e, "district-has-utility");
    assert!(g.apply(0, &play("1-24", &[[16, 0], [17, 0]])).is_ok());
}

#[test]
fn a_card_the_treasury_cannot_pay_for_may_not_be_played() {
    let mut g = set(solo_on_a(&SERVICES), |a| a.money = 2);
    let e = err(g.apply(0, &play("1-23", &[[21, 0], [22, 0]])));
    assert_eq!(e, "cost-unpaid why=treasury-short have=2 need=3");
}

#[test]
fn utilities_may_not_go_below_their_last_red_square_but_stop_at_the_top() {
    let hand = ["1-03", "1-23", "1-01", "1-05", "1-24", "1-25", "1-17"];
    let mut low = set(solo_on_a(&hand), |a| a.power = -5);
    let e = err(low.apply(0, &play("1-03", &[[16, 0], [17, 0]])));
    assert!(
        e.starts_with("cost-unpaid why=bar-below bar=power to=-"),
        "{e}"
    );
    let mut high = set(solo_on_a(&hand), |a| a.power = 9);
    high.apply(0, &play("1-23", &[[21, 0], [22, 0]])).unwrap();
    assert_eq!(admin(&high).power, 10);
}

#[test]
fn nuisances_may_not_pass_the_top_but_stop_at_zero() {
    let mut top = set(solo_on_a(&SERVICES), |a| a.pollution = 10);
    let e = err(top.apply(0, &play("1-25", &[[21, 0], [22, 0]])));
    assert!(
        e.starts_with("cost-unpaid why=bar-above bar=pollution to=1"),
        "{e}"
    );
    let mut zero = solo_on_a(&SERVICES);
    zero.apply(0, &play("1-21", &[[16, 0], [17, 0]])).unwrap();
    assert_eq!(admin(&zero).crime, 0);
}

#[test]
fn employment_may_not_move_beyond_five() {
    let hand = ["1-01", "1-13", "1-03", "1-05", "1-24", "1-25", "1-17"];
    let mut g = set(solo_on_a(&hand), |a| a.employment = 5);
    let e = err(g.apply(0, &play("1-01", &[[16, 0], [17, 0]])));
    assert!(e.contains("why=employment-beyond to=6 limit=5"), "{e}");
    let mut g = set(solo_on_a(&hand), |a| a.employment = -4);
    let e = err(g.apply(0, &play("1-13", &[[16, 0], [17, 0], [16, 1]])));
    assert!(e.contains("why=employment-beyond to=-6 limit=5"), "{e}");
}

#[test]
fn a_reward_that_would_break_a_limit_makes_that_spot_illegal_but_not_others() {
    let mut g = solo_on_a(&["1-17", "1-18", "1-03", "1-05", "1-23", "1-24", "1-25"]);
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-18", &[[16, 2], [17, 2]], 1, "1-20");
    let mut g = set(g.trial_turn(0, id("2-03")), |a| a.employment = 4);
    let e = err(g.clone().apply(0, &play("2-03", &[[16, 1], [17, 1]])));
    assert!(e.starts_with("reward-breaks why=employment-beyond"), "{e}");
    assert!(g.apply(0, &play("2-03", &[[21, 0], [22, 0]])).is_ok());
}

#[test]
fn happiness_beyond_twenty_five_goes_straight_to_the_skyline() {
    let mut g = set(solo_on_a(&SERVICES), |a| a.happiness = 25);
    let ev = g.apply(0, &play("1-17", &[[16, 0], [17, 0]])).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Overflow { points: 1 })));
    assert_eq!((admin(&g).happiness, admin(&g).skyline), (25, 1));
}

#[test]
fn exchanging_costs_two_and_the_card_goes_face_up_to_the_exchange_pile() {
    let mut g = solo_on_a(&SERVICES);
    g.apply(0, &Action::Exchange { card: id("1-24") }).unwrap();
    assert_eq!(admin(&g).money, 8);
    assert_eq!(g.exchange_pile(), &[id("1-24")]);
    assert_eq!(g.phase(), Phase::Draw);
    // Taking it back from the exchange pile instead of drawing.
    g.apply(0, &Action::Take { card: id("1-24") }).unwrap();
    assert!(g.hand(0).contains(&id("1-24")));
    assert_eq!(g.phase(), Phase::Turn);
    let mut poor = set(solo_on_a(&SERVICES), |a| a.money = 1);
    let e = err(poor.apply(0, &Action::Exchange { card: id("1-24") }));
    assert_eq!(e, "exchange-costs cost=2 have=1");
}

#[test]
fn after_playing_the_player_draws_from_any_stage_pile() {
    let mut g = solo_on_a(&SERVICES);
    g.apply(0, &play("1-17", &[[16, 0], [17, 0]])).unwrap();
    g.apply(0, &Action::Draw { pile: 3 }).unwrap();
    let outcomes = g.chance().unwrap();
    assert!(outcomes
        .iter()
        .all(|o| matches!(o.outcome, Chance::Card(c) if c.card().stage == 3)));
    g.draw(id("3-17")).unwrap();
    assert!(g.hand(0).contains(&id("3-17")));
    assert_eq!(g.piles()[2].len(), 24);
}

fn tile_every_district_of_a(g: &mut CitiesCoop) {
    play_draw(g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(g, "1-18", &[[21, 0], [22, 0]], 1, "1-22");
    play_draw(g, "1-20", &[[21, 5], [22, 5]], 1, "1-16");
}

#[test]
fn a_milestone_ends_only_with_a_tile_in_every_district() {
    let mut g = solo_on_a(&SERVICES);
    let e = err(g.apply(0, &Action::EndMilestone));
    assert_eq!(e, "milestone-not-yet why=districts-short short=3 need=1");
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-18", &[[21, 0], [22, 0]], 1, "1-22");
    assert!(g.clone().apply(0, &Action::EndMilestone).is_err());
    play_draw(&mut g, "1-20", &[[21, 5], [22, 5]], 1, "1-16");
    assert!(g.apply(0, &Action::EndMilestone).is_ok());
}

#[test]
fn milestone_example_red_steps_then_skyline_then_employment_payment() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| {
        a.happiness = 9;
        a.power = -2;
        a.garbage = -1;
        a.employment = -2;
        a.money = 10;
    });
    g.apply(0, &Action::EndMilestone).unwrap();
    let a = admin(&g);
    assert_eq!(a.happiness, 6, "three red steps cost three happiness");
    assert_eq!(a.skyline, 6, "happiness goes onto the skyline");
    assert_eq!(a.money, 8, "employment two away from 0 costs two");
    assert_eq!(
        (a.power, a.garbage, a.employment),
        (-2, -1, -2),
        "markers stay"
    );
    assert_eq!(g.phase(), Phase::ChoosePiece);
}

#[test]
fn the_happiness_bar_is_not_reset_and_counts_again_at_the_next_milestone() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| a.happiness = 4);
    g.apply(0, &Action::EndMilestone).unwrap();
    assert_eq!((admin(&g).happiness, admin(&g).skyline), (4, 4));
}

#[test]
fn the_next_piece_must_touch_a_revealed_one_then_everyone_may_swap() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| a.money = 12);
    g.apply(0, &Action::EndMilestone).unwrap();
    let e = err(g.clone().apply(0, &piece('B')));
    assert_eq!(e, "piece-apart piece=B");
    let money = admin(&g).money;
    g.apply(0, &piece('E')).unwrap();
    assert_eq!(admin(&g).money, money - 5);
    assert_eq!(g.phase(), Phase::Swap);
    // Swap two cards for 1 money each; draws come from the stage piles.
    let hand = g.hand(0).to_vec();
    g.apply(
        0,
        &Action::Swap {
            cards: vec![hand[0], hand[1]],
            piles: vec![2, 3],
        },
    )
    .unwrap();
    assert_eq!(admin(&g).money, money - 7);
    g.draw(id("2-17")).unwrap();
    g.draw(id("3-17")).unwrap();
    assert_eq!(g.phase(), Phase::Turn);
    assert_eq!(g.exchange_pile().len(), 2);
}

#[test]
fn districts_join_across_a_seam_once_both_pieces_are_face_up() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| a.money = 12);
    g.apply(0, &Action::EndMilestone).unwrap();
    g.apply(0, &piece('E')).unwrap();
    g.apply(
        0,
        &Action::Swap {
            cards: vec![],
            piles: vec![],
        },
    )
    .unwrap();
    // A's district K now reaches into E through the gap at y 3–4.
    assert_eq!(g.district_of(15 + 3 * 24), g.district_of(16 + 3 * 24));
    assert_ne!(
        g.district_of(15),
        g.district_of(16),
        "a street along the rest of the seam"
    );
    // A tile may cross the seam at the gap but not elsewhere.
    let gap = g.to_cells(&[[15, 3], [16, 3]]).unwrap();
    let fit = g.check_spot(id("1-21"), &gap);
    assert!(fit.is_ok(), "{fit:?}");
    let street = g.to_cells(&[[15, 1], [16, 1]]).unwrap();
    assert!(g
        .check_spot(id("1-21"), &street)
        .is_err_and(|e| e.code == "crosses-street"));
}

#[test]
fn losing_when_happiness_falls_to_minus_five() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| {
        a.happiness = -1;
        a.power = -4;
    });
    g.apply(0, &Action::EndMilestone).unwrap();
    let o = g.outcome().unwrap();
    assert!(!o.won && o.lost.as_ref().unwrap().contains("happiness"));
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn losing_when_the_skyline_reaches_minus_ten() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| {
        a.skyline = -8;
        a.happiness = -3;
    });
    g.apply(0, &Action::EndMilestone).unwrap();
    assert!(g
        .outcome()
        .unwrap()
        .lost
        .as_ref()
        .unwrap()
        .contains("overall"));
}

#[test]
fn losing_when_the_employment_payment_cannot_be_made() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| {
        a.employment = 3;
        a.money = 2;
    });
    g.apply(0, &Action::EndMilestone).unwrap();
    assert!(g
        .outcome()
        .unwrap()
        .lost
        .as_ref()
        .unwrap()
        .contains("employment"));
}

#[test]
fn losing_when_the_next_piece_cannot_be_paid_for() {
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| a.money = 4);
    g.apply(0, &Action::EndMilestone).unwrap();
    assert!(g
        .outcome()
        .unwrap()
        .lost
        .as_ref()
        .unwrap()
        .contains("board piece"));
}

#[test]
fn losing_when_a_player_can_do_nothing_on_their_turn() {
    let mut g = set(solo_on_a(&SERVICES), |a| a.money = 1);
    g.apply(0, &play("1-17", &[[16, 0], [17, 0]])).unwrap();
    g.apply(0, &Action::Draw { pile: 1 }).unwrap();
    let ev = g.draw(id("1-19")).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::Lost { .. })), "{ev:?}");
    assert!(g.result().is_some_and(|r| r.won == Some(false)));
}

#[test]
fn hands_lie_face_up_so_every_seat_sees_every_hand() {
    let m = Match::<CitiesCoop>::new(Config::new(3, 5)).unwrap();
    const { assert!(!CitiesCoop::INFO.hidden_information) };
    let v = m.view(Some(1)).unwrap();
    for s in 0..3 {
        assert_eq!(v.position.hand(s), m.state().hand(s));
    }
}

#[test]
fn stage_one_services_remember_their_stage_and_zones_their_kind() {
    let c = cities_coop::content();
    let clinic = id("1-17").card();
    assert_eq!(clinic.stage, 1);
    assert!(matches!(clinic.kind, CardKind::Service { .. }));
    assert_eq!(c.cards.len(), 115);
}

/// The board's limits as the page is given them: the bars (the `cards`
/// question), the happiness that fails the city and employment's price per
/// step (the `rules` fact).
fn limits() -> (&'static [cities_coop::admin::BarLimits], i32, i32) {
    let g = solo_on_a(&SERVICES);
    let bars = match g.query(None, &cities_coop::Query::Cards { cards: Vec::new() }) {
        Ok(cities_coop::Answer::Cards { bars, .. }) => bars,
        other => panic!("not a cards answer: {other:?}"),
    };
    let r = rules_fact();
    (bars, r.happiness_loss, r.employment_step)
}

/// The `rules` fact's numbers, asked with no game made, as the page asks them.
struct RulesFact {
    scenarios: Vec<cities_coop::query::ScenarioRow>,
    difficulties: Vec<(cities_coop::config::Difficulty, i32)>,
    board_pieces: u32,
    exchange_cost: i32,
    swap_cost: i32,
    happiness_loss: i32,
    skyline_loss: i32,
    employment_step: i32,
    success: i32,
}

fn rules_fact() -> RulesFact {
    match <CitiesCoop as Game>::fact(&cities_coop::Query::Rules) {
        Some(cities_coop::Answer::Rules {
            scenarios,
            difficulties,
            board_pieces,
            exchange_cost,
            swap_cost,
            happiness_loss,
            skyline_loss,
            employment_step,
            success,
        }) => RulesFact {
            scenarios,
            difficulties,
            board_pieces,
            exchange_cost,
            swap_cost,
            happiness_loss,
            skyline_loss,
            employment_step,
            success,
        },
        other => panic!("not a rules answer: {other:?}"),
    }
}

#[test]
fn each_bar_stops_or_refuses_at_the_limits_the_page_is_given() {
    use cities_coop::content::{Bar, BarMove};
    let (bars, loss, _) = limits();
    assert_eq!(bars.len(), 8, "power to crime, in the board's order");
    for &b in bars {
        let at = |v: i32, delta: i32| {
            let mut a = cities_coop::admin::Admin::default();
            *match b.bar {
                Bar::Power => &mut a.power,
                Bar::Water => &mut a.water,
                Bar::Garbage => &mut a.garbage,
                Bar::Happiness => &mut a.happiness,
                Bar::Employment => &mut a.employment,
                Bar::Pollution => &mut a.pollution,
                Bar::Traffic => &mut a.traffic,
                Bar::Crime => &mut a.crime,
                Bar::Money => &mut a.money,
            } = v;
            a.apply(&[BarMove { bar: b.bar, delta }])
                .map(|_| a.get(b.bar))
        };
        // Every value between the ends may be reached.
        assert_eq!(at(b.min, 0), Ok(b.min), "{b:?}");
        assert_eq!(at(b.max, 0), Ok(b.max), "{b:?}");
        match b.bar {
            // A utility may not pass its lowest square, stops at its top.
            Bar::Power | Bar::Water | Bar::Garbage => {
                assert!(at(b.min, -1).is_err(), "{b:?}");
                assert_eq!(at(b.max, 1), Ok(b.max), "{b:?}");
            }
            // Employment may pass neither end.
            Bar::Employment => {
                assert!(at(b.min, -1).is_err() && at(b.max, 1).is_err(), "{b:?}");
            }
            // A nuisance may not pass its top, stops at 0.
            Bar::Pollution | Bar::Traffic | Bar::Crime => {
                assert!(at(b.max, 1).is_err(), "{b:?}");
                assert_eq!(at(b.min, -1), Ok(b.min), "{b:?}");
            }
            // Happiness past its top goes to the skyline; its loss is its bottom.
            Bar::Happiness => {
                assert_eq!(at(b.max, 1), Ok(b.max), "{b:?}");
                assert_eq!(loss, b.min, "{b:?}");
            }
            Bar::Money => panic!("the treasury is no bar"),
        }
        assert!(b.min <= b.calm[0] && b.calm[0] <= b.calm[1] && b.calm[1] <= b.max);
    }
}

#[test]
fn happiness_at_the_loss_the_page_is_given_loses_at_a_milestones_end() {
    let loss = limits().1;
    for (happiness, lost) in [(loss, true), (loss + 1, false)] {
        let mut g = solo_on_a(&SERVICES);
        tile_every_district_of_a(&mut g);
        let mut g = set(g, |a| a.happiness = happiness);
        let ev = g.apply(0, &Action::EndMilestone).unwrap();
        let did = ev.iter().any(|e| matches!(e, Event::Lost { .. }));
        assert_eq!(did, lost, "happiness {happiness}: {ev:?}");
    }
}

#[test]
fn employment_costs_the_step_price_the_page_is_given_for_each_step_from_zero() {
    let cost = limits().2;
    for employment in [-3, 0, 2] {
        let mut g = solo_on_a(&SERVICES);
        tile_every_district_of_a(&mut g);
        let mut g = set(g, |a| {
            a.employment = employment;
            a.money = 10;
        });
        g.apply(0, &Action::EndMilestone).unwrap();
        assert_eq!(
            admin(&g).money,
            10 - cost * employment.abs(),
            "employment {employment}"
        );
    }
}

#[test]
fn a_milestone_that_cannot_end_says_how_many_districts_still_need_tiles() {
    let mut g = solo_on_a(&SERVICES);
    let said = |g: &CitiesCoop| g.view(None).end_blocked.map(|s| s.to_string());
    assert_eq!(said(&g).as_deref(), Some("districts-short short=3 need=1"));
    play_draw(&mut g, "1-17", &[[16, 0], [17, 0]], 1, "1-19");
    play_draw(&mut g, "1-18", &[[21, 0], [22, 0]], 1, "1-22");
    assert_eq!(said(&g).as_deref(), Some("districts-short short=1 need=1"));
    play_draw(&mut g, "1-20", &[[21, 5], [22, 5]], 1, "1-16");
    assert_eq!(said(&g), None);
}

#[test]
fn the_cards_grades_and_rules_are_facts_of_the_game_the_same_in_every_position() {
    for q in [
        r#"{"type":"rules"}"#,
        r#"{"type":"grades"}"#,
        r#"{"type":"cards","cards":["1-01","U03"]}"#,
    ] {
        let q: cities_coop::Query = dice::json::from_str(q).unwrap();
        let checked = dice::playout::fact_holds::<CitiesCoop>(&q, 2, 34).unwrap();
        assert!(checked > 50, "{q:?}: {checked} positions");
    }
    // a question about a position is no fact
    assert!(<CitiesCoop as Game>::fact(&cities_coop::Query::Hand { seat: None }).is_none());
    assert!(dice::json::from_str::<cities_coop::Query>(r#"{"type":"rules","x":1}"#).is_err());
}

#[test]
fn each_scenario_starts_with_the_pieces_and_money_the_rules_give() {
    use cities_coop::Difficulty;
    let r = rules_fact();
    assert_eq!(
        r.scenarios.iter().map(|s| s.scenario).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4, 5]
    );
    assert_eq!(r.board_pieces, 6, "the pieces A to F");
    for s in &r.scenarios {
        let mut config = Config::new(2, 5);
        config.scenario = s.scenario;
        let m = Match::<CitiesCoop>::new(config).unwrap();
        let v = m.state().view(None);
        // scenario 5 draws its pieces first: those to arrange
        let pieces = if s.scenario == 5 {
            v.to_place.len()
        } else {
            v.pieces.len()
        };
        assert_eq!(pieces as u32, s.pieces, "scenario {}", s.scenario);
        assert_eq!(m.state().admin().money, s.money, "scenario {}", s.scenario);
    }
    // scenario 5's money is its difficulty's (its row: the default's)
    assert_eq!(
        r.difficulties,
        vec![
            (Difficulty::Beginner, 12),
            (Difficulty::Advanced, 10),
            (Difficulty::Expert, 8)
        ]
    );
    for &(d, money) in &r.difficulties {
        let mut config = Config::new(1, 5);
        config.scenario = 5;
        config.difficulty = d;
        let m = Match::<CitiesCoop>::new(config).unwrap();
        assert_eq!(m.state().admin().money, money, "{d:?}");
    }
    assert_eq!(r.scenarios[5].money, r.difficulties[0].1);
}

#[test]
fn an_exchange_costs_the_price_the_rules_give_and_the_view_and_event_say_it() {
    let price = rules_fact().exchange_cost;
    let mut g = solo_on_a(&SERVICES);
    assert_eq!(g.view(Some(0)).exchange_cost, price);
    let money = admin(&g).money;
    let ev = g.apply(0, &Action::Exchange { card: id("1-24") }).unwrap();
    assert_eq!(admin(&g).money, money - price);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Exchanged { price: p, .. } if *p == price)),
        "{ev:?}"
    );
}

#[test]
fn each_card_swapped_after_a_milestone_costs_the_swap_price_the_rules_give() {
    let price = rules_fact().swap_cost;
    let mut g = solo_on_a(&SERVICES);
    tile_every_district_of_a(&mut g);
    let mut g = set(g, |a| a.money = 12);
    g.apply(0, &Action::EndMilestone).unwrap();
    g.apply(0, &piece('E')).unwrap();
    let money = admin(&g).money;
    let hand = g.hand(0).to_vec();
    let swap = Action::Swap {
        cards: vec![hand[0], hand[1]],
        piles: vec![2, 3],
    };
    // short of the price: refused, nothing changed
    let mut poor = set(g.clone(), |a| a.money = 2 * price - 1);
    let e = err(poor.apply(0, &swap));
    assert_eq!(
        e,
        format!("swap-costs n=2 cost={} have={}", 2 * price, 2 * price - 1)
    );
    g.apply(0, &swap).unwrap();
    assert_eq!(admin(&g).money, money - 2 * price);
}

#[test]
fn the_skyline_at_the_loss_the_rules_give_fails_the_city() {
    let loss = rules_fact().skyline_loss;
    for (skyline, lost) in [(loss, true), (loss + 1, false)] {
        let mut g = solo_on_a(&SERVICES);
        tile_every_district_of_a(&mut g);
        // the milestone adds 0 happiness to the skyline
        let mut g = set(g, |a| {
            a.skyline = skyline;
            a.happiness = 0;
        });
        g.apply(0, &Action::EndMilestone).unwrap();
        let failed = g.outcome().is_some_and(|o| !o.won);
        assert_eq!(failed, lost, "skyline {skyline}");
    }
}

#[test]
fn a_result_of_the_success_the_rules_give_succeeds() {
    let r = rules_fact();
    let grades = match <CitiesCoop as Game>::fact(&cities_coop::Query::Grades) {
        Some(cities_coop::Answer::Grades { grades }) => grades,
        other => panic!("not a grades answer: {other:?}"),
    };
    let first = grades.iter().find(|g| g.success).unwrap();
    assert_eq!(first.from, Some(r.success));
}
