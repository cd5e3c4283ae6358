//! Scenario 1: unique buildings. Piece B of the Scenario 1 city lies unturned in
//! the top-left corner: district a is x 0–2, y 0–2; b is x 3–7, y 0–2; c is
//! x 0–3, y 3–7 (and x 4 at y 6–7); d is x 4–7, y 3–4 and x 4–5, y 5.
mod support;
use cities_coop::{Action, CitiesCoop, Config, Phase};
use dice::{Game, Match};
use support::*;

const HAND: [&str; 7] = ["1-09", "1-10", "1-02", "1-17", "1-23", "1-24", "1-20"];

fn solo_on_b() -> CitiesCoop {
    let mut m = dealt_in(1, &[&HAND]);
    m.apply_paused(0, piece('B')).expect("piece B");
    m.state().clone()
}

#[test]
fn scenario_one_starts_with_ten_money_four_pieces_and_unique_buildings_in_piles_two_and_three() {
    let mut config = Config::new(2, 9);
    config.scenario = 1;
    let m = Match::<CitiesCoop>::new(config).unwrap();
    let g = m.state();
    assert_eq!(g.admin().money, 10);
    assert_eq!(g.revealed().len(), 4);
    assert_eq!(g.piles()[1].len(), 30);
    assert_eq!(g.piles()[2].len(), 30);
    assert!(g.piles()[1].contains(&id("U01")));
    assert!(g.piles()[2].contains(&id("U02")));
    let mut later = Config::new(2, 9);
    later.scenario = 6;
    assert!(Match::<CitiesCoop>::new(later).is_err());
}

#[test]
fn posh_mall_pays_once_for_every_commercial_zone() {
    let mut g = solo_on_b();
    play_draw(&mut g, "1-09", &[[0, 0], [1, 0]], 1, "1-11");
    play_draw(&mut g, "1-10", &[[0, 2], [1, 2]], 1, "1-12");
    let mut g = set(g.trial_turn(0, id("U01")), |a| a.money = 10);
    g.apply(0, &play("U01", &[[3, 0], [4, 0], [5, 0], [4, 1], [4, 2]]))
        .unwrap();
    assert_eq!(admin(&g).money, 10 - 4 + 2);
}

#[test]
fn a_unique_building_needs_its_own_tile() {
    let g = solo_on_b().trial_turn(0, id("U01"));
    let e = g
        .check_spot(
            id("U01"),
            &g.to_cells(&[[3, 0], [4, 0], [5, 0], [6, 0], [7, 0]])
                .unwrap(),
        )
        .unwrap_err();
    assert_eq!(e.code, "not-card-tile", "{e}");
}

#[test]
fn court_house_keeps_residential_zones_from_adding_crime() {
    let g = set(solo_on_b().trial_turn(0, id("U05")), |a| a.money = 10);
    let mut g = g;
    g.apply(0, &play("U05", &[[0, 3], [0, 4], [0, 5], [0, 6], [1, 6]]))
        .unwrap();
    let mut g = g.trial_turn(0, id("2-03"));
    g.apply(0, &play("2-03", &[[3, 0], [4, 0]])).unwrap();
    assert_eq!(admin(&g).crime, 0);
}

#[test]
fn stadium_adds_happiness_and_traffic_outside_its_district() {
    let mut g = set(solo_on_b().trial_turn(0, id("U03")), |a| a.money = 10);
    g.apply(
        0,
        &play("U03", &[[3, 0], [4, 0], [3, 1], [4, 1], [3, 2], [4, 2]]),
    )
    .unwrap();
    let mut inside = g.trial_turn(0, id("1-02"));
    inside.apply(0, &play("1-02", &[[6, 0], [7, 0]])).unwrap();
    assert_eq!((admin(&inside).happiness, admin(&inside).traffic), (1, 0));
    let mut outside = g.trial_turn(0, id("1-02"));
    outside.apply(0, &play("1-02", &[[0, 0], [1, 0]])).unwrap();
    assert_eq!((admin(&outside).happiness, admin(&outside).traffic), (1, 1));
}

#[test]
fn city_hall_expo_scraper_and_official_park_act_at_a_milestone_end() {
    let mut g = set(solo_on_b(), |a| a.money = 40);
    for (card, cells) in [
        ("U04", vec![[0, 3], [1, 3], [0, 4], [1, 4], [0, 5]]),
        ("U08", vec![[3, 0], [4, 0], [3, 1], [4, 1], [3, 2], [4, 2]]),
        ("U09", vec![[4, 3], [5, 3], [6, 3], [7, 3], [4, 4]]),
        ("U06", vec![[0, 0], [2, 0], [0, 1], [1, 1], [2, 1]]),
    ] {
        g = g.trial_turn(0, id(card));
        g.apply(0, &play(card, &cells)).unwrap();
        assert_eq!(g.phase(), Phase::Draw);
    }
    let mut g = set(g.trial_turn(0, id("1-01")), |a| {
        a.money = 10;
        a.employment = 3;
        a.pollution = 2;
        a.happiness = 1;
    });
    g.apply(0, &Action::EndMilestone).unwrap();
    let a = admin(&g);
    assert_eq!(a.pollution, 1, "official park: pollution 1 lower");
    assert_eq!(
        a.happiness, 3,
        "scraper: 2 more happiness before it is banked"
    );
    assert_eq!(a.skyline, 3);
    assert_eq!(
        a.money,
        10 + 2 - 1,
        "expo +2, employment 3 less 2 (city hall)"
    );
}

#[test]
fn official_park_serves_its_whole_district_as_parks() {
    let mut g = set(solo_on_b().trial_turn(0, id("U06")), |a| a.money = 10);
    g.apply(0, &play("U06", &[[3, 0], [5, 0], [3, 1], [4, 1], [5, 1]]))
        .unwrap();
    // Garden homes (parks) far from the park but in the same district b.
    let t = g.trial_turn(0, id("1-04"));
    let spot = t
        .check_spot(id("1-04"), &t.to_cells(&[[6, 2], [7, 2]]).unwrap())
        .unwrap();
    assert!(spot.reward);
}

// ---- Scenario 2: role cards. Piece A of the Scenario 2 city lies turned half
// round in the top-left corner: district c is x 3–7, y 0–4 (water at the left
// of y 0–2), b is x 0–2, y 3–7, a is x 3–7, y 5–7.

/// One player in Scenario 2 offered `role` and `other`, keeping `role`, on piece A.
fn solo_with_role(role: &str, other: &str) -> CitiesCoop {
    let mut m = dealt_in(2, &[&HAND]);
    assert_eq!(m.state().phase(), Phase::Pick);
    m.force_chance(ch(role)).unwrap();
    m.force_chance(ch(other)).unwrap();
    m.apply_paused(0, Action::Pick { card: id(role) }).unwrap();
    assert_eq!(m.state().phase(), Phase::ChoosePiece);
    m.apply_paused(0, piece('A')).unwrap();
    m.state().clone()
}

#[test]
fn the_role_draft_offers_each_seat_two_and_the_other_goes_back_to_the_box() {
    let mut m = dealt_in(
        2,
        &[
            &["1-01", "1-02", "1-03", "1-07", "1-08"],
            &["1-04", "1-05", "1-06", "1-09", "1-10"],
        ],
    );
    m.force_chance(ch("RL01")).unwrap();
    m.force_chance(ch("RL02")).unwrap();
    assert_eq!(m.state().offer(), &[id("RL01"), id("RL02")]);
    let list = m.legal_actions(0).unwrap().unwrap();
    assert_eq!(list.len(), 2);
    m.apply_paused(0, Action::Pick { card: id("RL01") })
        .unwrap();
    // Seat 1 is offered two of the eight left; RL02 went back into the box.
    let outcomes = m.chance().unwrap();
    assert_eq!(outcomes.len(), 8);
    assert!(!outcomes.iter().any(|o| o.outcome == ch("RL02")));
    m.force_chance(ch("RL03")).unwrap();
    m.force_chance(ch("RL04")).unwrap();
    m.apply_paused(1, Action::Pick { card: id("RL04") })
        .unwrap();
    assert_eq!(
        m.state().role_of(1),
        Some(cities_coop::content::Role::Green)
    );
    assert_eq!(m.state().phase(), Phase::ChoosePiece);
    assert_eq!(m.state().admin().money, 10);
}

#[test]
fn public_relations_adds_happiness_to_service_buildings() {
    let mut g = solo_with_role("RL10", "RL01");
    g.apply(0, &play("1-17", &[[3, 3], [4, 3]])).unwrap();
    assert_eq!(admin(&g).happiness, 2);
}

#[test]
fn the_mayor_exchanges_for_one_money() {
    let mut g = solo_with_role("RL01", "RL02");
    let money = admin(&g).money;
    // the page is told the mayor's price, in the view and in the event
    assert_eq!(g.view(Some(0)).exchange_cost, 1);
    let ev = g.apply(0, &Action::Exchange { card: id("1-24") }).unwrap();
    assert_eq!(admin(&g).money, money - 1);
    assert!(
        ev.iter()
            .any(|e| matches!(e, cities_coop::Event::Exchanged { price: 1, .. })),
        "{ev:?}"
    );
}

#[test]
fn the_utility_engineer_pays_one_less_and_gets_one_more_capacity() {
    let mut g = solo_with_role("RL07", "RL01");
    let money = admin(&g).money;
    g.apply(0, &play("1-23", &[[3, 3], [4, 3]])).unwrap();
    assert_eq!((admin(&g).money, admin(&g).power), (money - 2, 4));
}

#[test]
fn the_environmentalist_raises_pollution_one_less() {
    let mut g = solo_with_role("RL04", "RL01").trial_turn(0, id("1-25"));
    g.apply(0, &play("1-25", &[[3, 3], [4, 3]])).unwrap();
    assert_eq!(admin(&g).pollution, 0);
}

#[test]
fn the_labour_officer_moves_employment_toward_zero_after_the_cost_row() {
    let mut g = solo_with_role("RL08", "RL01");
    // Worker cottages: employment +1, then one step back to 0.
    g.apply(0, &play("1-02", &[[3, 3], [4, 3]])).unwrap();
    assert_eq!(admin(&g).employment, 0);
}

#[test]
fn the_city_planner_uses_stage_one_services_anywhere_in_the_district() {
    let mut g = solo_with_role("RL02", "RL01");
    play_draw(&mut g, "1-17", &[[3, 3], [4, 3]], 1, "1-19");
    let t = g.trial_turn(0, id("1-01"));
    let far = t
        .check_spot(id("1-01"), &t.to_cells(&[[6, 0], [7, 0]]).unwrap())
        .unwrap();
    assert!(
        far.reward,
        "healthcare in the district counts for the planner"
    );
    let plain = solo_with_role("RL01", "RL02");
    let mut plain = plain;
    play_draw(&mut plain, "1-17", &[[3, 3], [4, 3]], 1, "1-19");
    let t = plain.trial_turn(0, id("1-01"));
    let far = t
        .check_spot(id("1-01"), &t.to_cells(&[[6, 0], [7, 0]]).unwrap())
        .unwrap();
    assert!(!far.reward);
}

#[test]
fn a_role_has_a_price_commercial_and_industrial_zones_its_holder_builds_pay_one_less() {
    let mut g = solo_with_role("RL01", "RL02");
    play_draw(&mut g, "1-02", &[[3, 3], [4, 3]], 1, "1-11");
    let money = admin(&g).money;
    // Local market next to a residential zone: 5 money less the role's price.
    g.apply(0, &play("1-10", &[[5, 3], [6, 3]])).unwrap();
    assert_eq!(admin(&g).money, money + 4);
}

#[test]
fn the_strongest_roles_pay_their_price_on_residential_zones_too() {
    // Starter homes next to a clinic pay 1 money: public relations pays it
    // back as its price, the mayor does not (commercial and industrial only).
    for (role, paid) in [("RL10", 0), ("RL01", 1)] {
        let mut g = solo_with_role(role, "RL02");
        play_draw(&mut g, "1-17", &[[3, 3], [4, 3]], 1, "1-11");
        let mut g = g.trial_turn(0, id("1-01"));
        let money = admin(&g).money;
        g.apply(0, &play("1-01", &[[5, 3], [6, 3]])).unwrap();
        assert_eq!(admin(&g).money, money + paid, "{role}");
    }
}

#[test]
fn the_developer_sees_two_cards_keeps_one_and_returns_the_other() {
    let mut g = solo_with_role("RL09", "RL01");
    g.apply(0, &play("1-17", &[[3, 3], [4, 3]])).unwrap();
    g.apply(0, &Action::Draw { pile: 2 }).unwrap();
    assert_eq!(g.phase(), Phase::Pick);
    g.draw(id("2-17")).unwrap();
    g.draw(id("2-18")).unwrap();
    assert_eq!(g.offer(), &[id("2-17"), id("2-18")]);
    let before = g.piles()[1].len();
    g.apply(0, &Action::Pick { card: id("2-18") }).unwrap();
    assert!(g.hand(0).contains(&id("2-18")));
    assert!(g.piles()[1].contains(&id("2-17")));
    assert_eq!(g.piles()[1].len(), before + 1);
    assert_eq!(g.phase(), Phase::Turn);
}

// ---- Scenario 3: policies. Piece C of the Scenario 3 city lies turned three
// times in the top-left corner (its lake at the top right): district b is
// x 0–4, y 0–4; c is x 5–7, y 3–7; a is x 0–4, y 5–7.

fn solo_scenario_three() -> CitiesCoop {
    let mut m = dealt_in(3, &[&HAND]);
    m.force_chance(ch("RL01")).unwrap();
    m.force_chance(ch("RL02")).unwrap();
    m.apply_paused(0, Action::Pick { card: id("RL01") })
        .unwrap();
    m.apply_paused(0, piece('C')).unwrap();
    m.state().clone()
}

#[test]
fn scenario_three_mixes_five_policies_into_piles_two_and_three() {
    let g = solo_scenario_three();
    assert_eq!(g.piles()[1].len(), 35);
    assert_eq!(g.piles()[2].len(), 35);
    assert!(g.piles()[1].contains(&id("PO01")));
    assert!(g.piles()[2].contains(&id("PO10")));
    assert_eq!(admin(&g).money, 7);
}

#[test]
fn a_policy_acts_once_leaves_the_game_and_the_player_draws() {
    let mut g = set(solo_scenario_three().trial_turn(0, id("PO02")), |a| {
        a.crime = 3
    });
    let money = admin(&g).money;
    g.apply(0, &Action::Policy { card: id("PO02") }).unwrap();
    assert_eq!((admin(&g).crime, admin(&g).money), (1, money - 1));
    assert!(!g.hand(0).contains(&id("PO02")));
    assert_eq!(g.phase(), Phase::Draw);
    assert!(!g.exchange_pile().contains(&id("PO02")));
}

#[test]
fn policies_cannot_be_exchanged() {
    let mut g = solo_scenario_three().trial_turn(0, id("PO03"));
    let e = err(g.apply(0, &Action::Exchange { card: id("PO03") }));
    assert_eq!(e, "policy-kept");
}

#[test]
fn small_business_support_and_industrial_space_planning_read_the_city() {
    let mut g = solo_scenario_three();
    play_draw(&mut g, "1-09", &[[3, 0], [4, 0]], 1, "1-11");
    play_draw(&mut g, "1-10", &[[3, 2], [4, 2]], 1, "1-12");
    let mut shops = g.trial_turn(0, id("PO08"));
    let money = admin(&shops).money;
    shops
        .apply(0, &Action::Policy { card: id("PO08") })
        .unwrap();
    assert_eq!(admin(&shops).money, money + 2);
    let mut jobs = set(g.trial_turn(0, id("PO09")), |a| a.employment = -4);
    jobs.apply(0, &Action::Policy { card: id("PO09") }).unwrap();
    assert_eq!(admin(&jobs).employment, -1);
}

#[test]
fn unused_policies_are_discarded_when_a_milestone_ends() {
    let mut g = solo_scenario_three();
    play_draw(&mut g, "1-17", &[[3, 0], [4, 0]], 1, "1-19");
    play_draw(&mut g, "1-20", &[[0, 5], [1, 5]], 1, "1-21");
    play_draw(&mut g, "1-24", &[[5, 3], [6, 3]], 1, "1-22");
    let mut g = set(g.trial_turn(0, id("PO04")), |a| a.money = 20);
    let ev = g.apply(0, &Action::EndMilestone).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, cities_coop::Event::PoliciesDiscarded { .. })));
    assert!(!g.hand(0).contains(&id("PO04")));
}

// ---- Scenario 4: news. Piece E of the Scenario 4 city lies turned three times
// in the top-left corner (its lake at the top right): district b is x 0–2,
// y 0–5; d is x 3–4, y 0–3; c is x 5–7, y 3 and x 3–7, y 4–5; a is x 0–7,
// y 6–7.

/// One player in Scenario 4 on piece E with 20 money, after playing the clinic
/// and drawing `news` (then `next`) from its pile.
fn solo_with_news(news: &str, next: &str) -> CitiesCoop {
    let mut m = dealt_in(4, &[&HAND]);
    m.force_chance(ch("RL01")).unwrap();
    m.force_chance(ch("RL02")).unwrap();
    m.apply_paused(0, Action::Pick { card: id("RL02") })
        .unwrap();
    m.apply_paused(0, piece('E')).unwrap();
    let mut g = set(m.state().clone(), |a| a.money = 20);
    g.apply(0, &play("1-17", &[[0, 0], [1, 0]])).unwrap();
    let pile = id(news).card().stage;
    g.apply(0, &Action::Draw { pile }).unwrap();
    let ev = g.draw(id(news)).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, cities_coop::Event::News { .. })));
    assert!(g.chance().is_some(), "the player draws again");
    g.draw(id(next)).unwrap();
    assert!(g.hand(0).contains(&id(next)));
    g
}

#[test]
fn a_news_card_goes_into_force_at_once_and_the_player_draws_again() {
    let g = solo_with_news("NW01", "2-17");
    assert_eq!(g.news(), Some(cities_coop::content::News::Water));
    assert_eq!(g.hand(0).len(), 7);
    assert_eq!(g.phase(), Phase::Turn);
}

#[test]
fn heat_wave_makes_every_water_use_three_more() {
    // news.txt: Heat wave hits by WAT-3 (tuned; docs/cities-balance.md).
    let mut g = solo_with_news("NW01", "2-17").trial_turn(0, id("1-01"));
    g.apply(0, &play("1-01", &[[0, 3], [1, 3]])).unwrap();
    assert_eq!(admin(&g).water, -4);
}

#[test]
fn protests_stop_utility_buildings() {
    let mut g = solo_with_news("NW10", "3-17");
    let e = err(g.apply(0, &play("1-23", &[[0, 3], [1, 3]])));
    assert_eq!(e, "protests");
}

#[test]
fn budget_cuts_make_service_buildings_cost_three_more() {
    // news.txt: Budget cuts hit by $-3 (tuned).
    let mut g = solo_with_news("NW05", "2-17");
    let money = admin(&g).money;
    g.apply(0, &play("1-20", &[[0, 3], [1, 3]])).unwrap();
    assert_eq!(admin(&g).money, money - 4);
}

#[test]
fn a_new_news_card_replaces_the_old_and_news_ends_with_the_milestone() {
    let mut g = solo_with_news("NW01", "2-17");
    g.apply(0, &play("1-20", &[[3, 0], [4, 0]])).unwrap();
    g.apply(0, &Action::Draw { pile: 2 }).unwrap();
    g.draw(id("NW02")).unwrap();
    assert_eq!(g.news(), Some(cities_coop::content::News::Garbage));
    g.draw(id("2-18")).unwrap();
    g.apply(0, &play("1-24", &[[5, 4], [6, 4]])).unwrap();
    g.apply(0, &Action::Draw { pile: 1 }).unwrap();
    g.draw(id("1-19")).unwrap();
    g.apply(0, &play("1-23", &[[0, 6], [1, 6]])).unwrap();
    g.apply(0, &Action::Draw { pile: 1 }).unwrap();
    g.draw(id("1-22")).unwrap();
    let mut g = set(g, |a| a.money = 20);
    g.apply(0, &Action::EndMilestone).unwrap();
    assert_eq!(g.news(), None);
}

#[test]
fn news_drawn_in_the_milestone_exchange_leaves_without_effect() {
    let mut g = solo_with_news("NW01", "2-17");
    g.apply(0, &play("1-20", &[[3, 0], [4, 0]])).unwrap();
    g.apply(0, &Action::Draw { pile: 1 }).unwrap();
    g.draw(id("1-19")).unwrap();
    g.apply(0, &play("1-24", &[[5, 4], [6, 4]])).unwrap();
    g.apply(0, &Action::Draw { pile: 1 }).unwrap();
    g.draw(id("1-22")).unwrap();
    g.apply(0, &play("1-23", &[[0, 6], [1, 6]])).unwrap();
    g.apply(0, &Action::Draw { pile: 1 }).unwrap();
    g.draw(id("1-16")).unwrap();
    let mut g = set(g, |a| a.money = 20);
    g.apply(0, &Action::EndMilestone).unwrap();
    let next = g.piece_candidates()[0];
    let letter = cities_coop::content().pieces[g.layout().pieces[next].piece].letter;
    g.apply(0, &piece(letter)).unwrap();
    let card = g.hand(0)[0];
    g.apply(
        0,
        &Action::Swap {
            cards: vec![card],
            piles: vec![3],
        },
    )
    .unwrap();
    let ev = g.draw(id("NW06")).unwrap();
    assert!(ev
        .iter()
        .any(|e| matches!(e, cities_coop::Event::NewsDiscarded { .. })));
    assert_eq!(g.news(), None);
    g.draw(id("3-17")).unwrap();
    assert!(g.hand(0).contains(&id("3-17")));
    assert_eq!(g.phase(), Phase::Turn);
}
