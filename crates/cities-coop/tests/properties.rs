//! Whole games: the engine interface's promises (conformance and secrecy suites),
//! invariants over random legal games, refused input leaving the state alone,
//! queries and the computer partners.
mod support;
use cities_coop::board::NONE;
use cities_coop::content::{content, CardKind, Service};
use cities_coop::place::{each_footprint, fits};
use cities_coop::{Action, Answer, CitiesCoop, Config, Event, Phase, Query};
use dice::{BotLevel, DiceRng, Game, Match};
use support::*;

#[test]
fn conformance_suite() {
    let steps = dice::conformance::run::<CitiesCoop>(dice::conformance::Plan::quick(8, 11))
        .expect("conformance");
    assert!(steps > 100, "{steps}");
}

#[test]
fn secrecy_suite() {
    let compared = dice::conformance::secrecy::<CitiesCoop>(4, 12).expect("secrecy");
    assert!(compared > 0);
}

/// Checks the invariants of a position: bars within their limits, money never
/// negative, tiles on free revealed land without crossing streets.
fn check_invariants(g: &CitiesCoop) {
    let a = g.admin();
    assert!(a.money >= 0, "money {a:?}");
    for u in [a.power, a.water, a.garbage] {
        assert!((-5..=10).contains(&u), "{a:?}");
    }
    for n in [a.pollution, a.traffic, a.crime] {
        assert!((0..=10).contains(&n), "{a:?}");
    }
    assert!(a.employment.abs() <= 5, "{a:?}");
    assert!(a.happiness <= 25, "{a:?}");
    let geo = g.geo();
    let mut seen = vec![false; geo.cells()];
    for t in g.tiles() {
        let d = g.district_of(t.cells[0] as usize);
        for &c in &t.cells {
            let c = c as usize;
            assert!(!seen[c], "overlapping tiles");
            seen[c] = true;
            assert!(geo.land[c], "a tile on water");
            assert_ne!(g.district_of(c), NONE, "a tile off the revealed land");
            assert_eq!(g.district_of(c), d, "a tile across districts");
        }
        for &x in &t.cells {
            for &y in &t.cells {
                let (x, y) = (x as usize, y as usize);
                if geo.neighbours(x).any(|n| n == y) {
                    assert!(!geo.street_between(x, y), "a tile across a street");
                }
            }
        }
    }
}

/// Plays one game with random legal moves (and bot moves when `bot`), checking
/// invariants at every step; returns the number of steps.
fn random_game(players: u8, seed: u32, bot: Option<BotLevel>) -> usize {
    random_game_in(Config::new(players, seed), bot)
}

fn random_game_in(config: Config, bot: Option<BotLevel>) -> usize {
    let (players, seed) = (config.players, config.seed.0);
    let mut m = Match::<CitiesCoop>::new(config).unwrap();
    let mut rng = DiceRng::new(seed as u64);
    let mut steps = 0;
    while !m.is_over() {
        steps += 1;
        assert!(steps < 3000, "the game does not end");
        let seat = m.to_act()[0];
        let action = match bot {
            Some(level) if rng.below(2) == 0 => m.bot_action(seat, level).unwrap(),
            _ => m.state().sample_action(seat, &mut rng).unwrap(),
        };
        // A utility is built only in a district without one.
        let before = m.state().clone();
        let events = m.apply(seat, action).unwrap();
        for e in &events {
            if let Event::Played { card, cells, .. } = e {
                if matches!(card.card().kind, CardKind::Utility { .. }) {
                    let c = before.to_cells(cells).unwrap();
                    let d = before.district_of(c[0] as usize);
                    let clash = before.tiles().iter().any(|t| {
                        matches!(t.card.card().kind, CardKind::Utility { .. })
                            && before.district_of(t.cells[0] as usize) == d
                    });
                    assert!(!clash, "a second utility in a district");
                }
            }
        }
        check_invariants(m.state());
    }
    let r = m.result().expect("a result at the end");
    assert_eq!(r.scores.len(), players as usize);
    steps
}

/// Every placement of every shape on a position, found square by square with
/// [`fits`] at every anchor, in the order the footprint search gives them.
fn footprints_by_fits(g: &CitiesCoop, shape: u8) -> Vec<(Vec<u16>, u8)> {
    let geo = g.geo();
    let mut out = Vec::new();
    for o in &content().shapes[shape as usize].orientations {
        for y in 0..geo.height as i32 {
            for x in 0..geo.width as i32 {
                let cells: Option<Vec<u16>> = o
                    .iter()
                    .map(|&(dx, dy)| geo.at(x + dx, y + dy).map(|c| c as u16))
                    .collect();
                if let Some(cells) = cells {
                    if let Ok(d) = fits(g, &cells) {
                        out.push((cells, d));
                    }
                }
            }
        }
    }
    out
}

/// The footprint search tests a whole row of anchors at once on bit masks; it
/// must find exactly what `fits` accepts, in the same order, on positions of
/// random games in every layout.
#[test]
fn footprint_search_finds_exactly_the_placements_that_fit() {
    let mut rng = DiceRng::new(91);
    let mut found = 0;
    for game in 0..18u8 {
        let scenario = game % 6;
        let mut config = Config::new(1 + game % 4, 300 + game as u32);
        config.scenario = scenario;
        let mut m = Match::<CitiesCoop>::new(config).unwrap();
        let mut step = 0;
        while !m.is_over() {
            if step % 3 == 0 {
                for shape in 0..content().shapes.len() as u8 {
                    let mut got = Vec::new();
                    each_footprint(m.state(), shape, |cells, d| {
                        got.push((cells.to_vec(), d));
                        true
                    });
                    assert_eq!(got, footprints_by_fits(m.state(), shape), "shape {shape}");
                    found += got.len();
                }
            }
            let seat = m.to_act()[0];
            let action = m.state().sample_action(seat, &mut rng).unwrap();
            m.apply(seat, action).unwrap();
            step += 1;
        }
    }
    assert!(found > 10_000, "{found} placements compared");
}

#[test]
fn random_legal_games_keep_every_invariant_and_end() {
    for seed in 0..12u32 {
        random_game(1 + (seed % 4) as u8, seed, None);
    }
}

#[test]
fn random_legal_games_of_every_scenario_keep_every_invariant_and_end() {
    let mut rng = DiceRng::new(55);
    let mut fives = 0;
    for _ in 0..16 {
        let c = CitiesCoop::random_config(&mut rng);
        fives += (c.scenario == 5) as u32;
        random_game_in(c, None);
    }
    for d in cities_coop::Difficulty::ALL {
        let mut c = Config::new(2, 77);
        c.scenario = 5;
        c.difficulty = d;
        random_game_in(c.clone(), None);
        random_game_in(c, Some(BotLevel::Normal));
    }
    assert!(fives > 0, "random configs include scenario 5");
}

#[test]
fn games_mixing_random_and_partner_moves_keep_every_invariant_and_end() {
    for seed in 0..4u32 {
        random_game(1 + seed as u8, 100 + seed, Some(BotLevel::Normal));
    }
}

#[test]
fn normal_partners_finish_a_game_at_every_player_count() {
    for players in 1..=4u8 {
        let mut m = Match::<CitiesCoop>::new(Config::new(players, 40 + players as u32)).unwrap();
        while !m.is_over() {
            let seat = m.to_act()[0];
            let a = m.bot_action(seat, BotLevel::Normal).unwrap();
            m.apply(seat, a).unwrap();
            check_invariants(m.state());
        }
        let r = m.result().unwrap();
        assert_eq!(r.kind, dice::ResultKind::Team);
        assert!(r.grade.is_some());
        if r.won == Some(true) {
            assert!(r.scores[0].total >= 11);
        }
    }
}

#[test]
fn a_finished_game_is_a_team_result_with_each_milestones_happiness_by_its_sources_penalty_lines_and_a_grade(
) {
    let mut m = Match::<CitiesCoop>::new(Config::new(2, 1001)).unwrap();
    let mut happiness = Vec::new();
    while !m.is_over() {
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, BotLevel::Normal).unwrap();
        for e in m.apply(seat, a).unwrap() {
            if let Event::MilestoneEnded { happiness: h, .. } = e {
                happiness.push(h);
            }
        }
    }
    let r = m.result().unwrap();
    let lines: Vec<&str> = r.scores[0].lines.iter().map(|l| l.label.as_str()).collect();
    // each milestone's lines name where its happiness came from and add up to
    // the happiness it added to the skyline
    assert!(!happiness.is_empty());
    for (i, h) in happiness.iter().enumerate() {
        let head = format!("Milestone {}: happiness", i + 1);
        let mine: Vec<_> = r.scores[0]
            .lines
            .iter()
            .filter(|l| l.label.starts_with(&head))
            .collect();
        assert!(
            mine.iter()
                .any(|l| l.label.ends_with("from the cards played")),
            "{lines:?}"
        );
        assert_eq!(mine.iter().map(|l| l.points).sum::<i32>(), *h, "{lines:?}");
    }
    let sum: i32 = r.scores[0].lines.iter().map(|l| l.points).sum();
    assert_eq!(sum, r.scores[0].total, "{lines:?}");
    if r.notes.is_empty() {
        assert_eq!(lines[lines.len() - 3..], ["Pollution", "Traffic", "Crime"]);
        assert_eq!(r.grade.as_deref(), Some(cities_coop::admin::grade(sum)));
        assert_eq!(r.won, Some(sum >= 11));
    }
    assert_eq!(
        r.scores[0].total, r.scores[1].total,
        "everyone shares the result"
    );
    assert_eq!(r.scores[0].lines, r.scores[1].lines);
}

#[test]
fn a_failed_citys_result_says_what_was_taken_off_and_adds_up() {
    // random games until some fail: every failed result's lines add up to its
    // total, and a failure by the final penalties lists them
    let mut failed = 0;
    for seed in 0..40 {
        let mut m = Match::<CitiesCoop>::new(Config::new(1, seed)).unwrap();
        let mut rng = DiceRng::new(seed as u64);
        while !m.is_over() {
            let seat = m.to_act()[0];
            let a = m.state().sample_action(seat, &mut rng).unwrap();
            m.apply(seat, a).unwrap();
        }
        let r = m.result().unwrap();
        if r.won == Some(true) {
            continue;
        }
        let s = &r.scores[0];
        let sum: i32 = s.lines.iter().map(|l| l.points).sum();
        assert_eq!(sum, s.total, "seed {seed}: {:?}", s.lines);
        if r.notes.iter().any(|n| n.contains("final penalties")) {
            let labels: Vec<&str> = s.lines.iter().map(|l| l.label.as_str()).collect();
            assert_eq!(
                labels[labels.len() - 3..],
                ["Pollution", "Traffic", "Crime"]
            );
        }
        failed += 1;
    }
    assert!(failed > 0, "no random game failed");
}

#[test]
fn the_grades_question_answers_the_success_table() {
    let g = CitiesCoop::new(&Config::new(1, 1)).unwrap();
    let q: Query = dice::json::from_str(r#"{"type":"grades"}"#).unwrap();
    let Answer::Grades { grades } = g.query(None, &q).unwrap() else {
        panic!("not a grades answer")
    };
    assert_eq!(grades.len(), 8);
    assert_eq!(
        (grades[0].name, grades[0].from, grades[0].to),
        ("Dying city", None, Some(-1))
    );
    assert_eq!(
        (grades[7].name, grades[7].from, grades[7].to),
        ("Heavenly city", Some(61), None)
    );
    // every result falls in exactly the row whose grade the engine gives it, and
    // the rows from 11 on are the successes
    for total in -20..80 {
        let rows: Vec<_> = grades
            .iter()
            .filter(|r| r.from.is_none_or(|f| total >= f) && r.to.is_none_or(|t| total <= t))
            .collect();
        assert_eq!(rows.len(), 1, "{total}");
        assert_eq!(rows[0].name, cities_coop::admin::grade(total));
        assert_eq!(rows[0].success, total >= 11, "{total}");
    }
    assert!(dice::json::from_str::<Query>(r#"{"type":"grades","seat":1}"#).is_err());
}

/// A code argument of a refusal, as the engine sends it.
fn code(c: &str) -> dice::Arg {
    dice::Arg::Code(c.into())
}

fn refused(m: &mut Match<CitiesCoop>, seat: u8, a: Action, why: &str) {
    let before = m.state_hash();
    let e = m.apply(seat, a.clone()).expect_err("refused");
    // a refusal's code and arguments ("illegal action: pile-empty pile=2"), or a
    // developer's message for what no page offers
    assert!(e.to_string().contains(why), "{a:?}: {e}");
    assert_eq!(m.state_hash(), before, "{a:?} changed the state");
}

#[test]
fn bad_input_is_refused_with_a_reason_and_changes_nothing() {
    let mut m = dealt(&[&["1-17", "1-23", "1-24", "1-01", "1-02", "1-03", "1-13"]]);
    refused(&mut m, 0, piece('Z'), "not in this game");
    m.apply_paused(0, piece('A')).unwrap();
    refused(
        &mut m,
        0,
        play("2-17", &[[16, 0], [17, 0], [16, 1]]),
        ": not-in-hand card=2-17 seat=0",
    );
    refused(&mut m, 0, play("1-17", &[[15, 0], [16, 0]]), ": face-down");
    refused(
        &mut m,
        0,
        play("1-17", &[[20, 0], [21, 0]]),
        ": crosses-street",
    );
    refused(&mut m, 0, play("1-17", &[[17, 3], [17, 4]]), ": on-water");
    refused(
        &mut m,
        0,
        play("1-17", &[[16, 0], [18, 0]]),
        ": not-card-tile shape=I2",
    );
    refused(
        &mut m,
        0,
        Action::EndMilestone,
        ": milestone-not-yet why=districts-short short=",
    );
    refused(&mut m, 0, Action::Draw { pile: 1 }, ": not-now act=draw");
    refused(&mut m, 1, Action::EndMilestone, "no seat 1");
    m.apply_paused(0, play("1-23", &[[21, 0], [22, 0]]))
        .unwrap();
    m.apply_paused(0, Action::Draw { pile: 1 }).unwrap();
    m.force_chance(ch("1-19")).unwrap();
    refused(
        &mut m,
        0,
        play("1-24", &[[22, 2], [23, 2]]),
        ": district-has-utility",
    );
    // 7 money left: the bus depot (2) is fine, then make the treasury too poor.
    let mut poor = Match::<CitiesCoop>::replay(m.config().clone(), m.history().to_vec()).unwrap();
    poor.apply_paused(0, play("1-19", &[[16, 0], [17, 0]]))
        .unwrap();
    poor.apply_paused(0, Action::Draw { pile: 3 }).unwrap();
    poor.force_chance(ch("3-23")).unwrap();
    poor.apply_paused(0, play("1-24", &[[16, 2], [17, 2]]))
        .unwrap();
    poor.apply_paused(0, Action::Draw { pile: 1 }).unwrap();
    poor.force_chance(ch("1-20")).unwrap();
    assert_eq!(poor.state().admin().money, 3);
    refused(
        &mut poor,
        0,
        play("3-23", &[[21, 5], [22, 5], [21, 6], [22, 6]]),
        ": cost-unpaid why=treasury-short have=3 need=",
    );
}

#[test]
fn every_refusal_a_player_can_meet_is_a_code_the_page_words() {
    // Random legal games; at every step, actions a page could offer (cards from any
    // hand, squares on or off the board, piles 1 to 3, the layout's pieces) by the
    // seat to act and by another. Each one refused must be a code with arguments
    // (GameError::Refused), never prose, and leave the position alone.
    let all: Vec<_> = content().cards.iter().map(|c| c.id).collect();
    for (players, seed, scenario) in [(1, 3, 0), (2, 5, 2), (3, 8, 4), (4, 13, 5)] {
        let mut config = Config::new(players, seed);
        config.scenario = scenario;
        let mut m = Match::<CitiesCoop>::new(config).unwrap();
        let mut rng = DiceRng::new(seed as u64);
        let (mut steps, mut refusals) = (0, 0);
        while !m.is_over() && steps < 400 {
            steps += 1;
            let g = m.state().clone();
            let seat = m.to_act()[0];
            for _ in 0..12 {
                let who = if rng.below(4) == 0 {
                    (seat + 1) % players
                } else {
                    seat
                };
                let hand = g.hand(who);
                let card = if !hand.is_empty() && rng.below(3) != 0 {
                    hand[rng.below(hand.len() as u64) as usize]
                } else {
                    all[rng.below(all.len() as u64) as usize]
                };
                let (x, y) = (rng.below(26) as u8, rng.below(18) as u8);
                // the layout's pieces, and one a drawn scenario 5 has not placed yet
                let letters: Vec<char> = g
                    .layout()
                    .pieces
                    .iter()
                    .map(|p| content().pieces[p.piece].letter)
                    .chain(['A'])
                    .collect();
                let action = match rng.below(8) {
                    0 => Action::Play {
                        card,
                        cells: vec![[x, y], [x + 1, y]],
                    },
                    1 => Action::Policy { card },
                    2 => Action::Exchange { card },
                    3 => Action::Draw {
                        pile: 1 + rng.below(3) as u8,
                    },
                    4 => Action::Take { card },
                    5 => Action::EndMilestone,
                    6 => Action::Pick { card },
                    _ => Action::ChoosePiece {
                        piece: letters[rng.below(letters.len() as u64) as usize],
                    },
                };
                let mut trial = g.clone();
                if let Err(e) = trial.apply(who, &action) {
                    assert!(
                        matches!(e, dice::GameError::Refused(_)),
                        "{action:?} by seat {who}: {e}"
                    );
                    assert_eq!(trial, g, "{action:?} changed the position");
                    refusals += 1;
                }
            }
            let action = m.state().sample_action(seat, &mut rng).unwrap();
            m.apply(seat, action).unwrap();
        }
        assert!(steps > 5 && refusals > steps * 6, "{steps} {refusals}");
    }
}

#[test]
fn actions_read_from_json_and_bad_ones_are_explained() {
    let a: Action =
        dice::json::from_str(r#"{"type":"play","card":"1-17","cells":[[16,0],[17,0]]}"#).unwrap();
    assert_eq!(a, play("1-17", &[[16, 0], [17, 0]]));
    let p: Action = dice::json::from_str(r#"{"type":"choosePiece","piece":"A"}"#).unwrap();
    assert_eq!(p, piece('A'));
    let s = dice::json::to_string(&a).unwrap();
    assert_eq!(dice::json::from_str::<Action>(&s).unwrap(), a);
    for bad in [
        r#"{"type":"play","card":"9-99","cells":[]}"#,
        r#"{"type":"fly"}"#,
        r#"{"type":"draw"}"#,
        r#"{"type":"endMilestone","card":"1-01"}"#,
    ] {
        assert!(dice::json::from_str::<Action>(bad).is_err(), "{bad}");
    }
}

#[test]
fn hand_query_says_which_cards_can_be_played_and_why_not() {
    let mut m = dealt(&[&["1-17", "1-23", "1-24", "1-01", "1-02", "1-03", "1-13"]]);
    m.apply_paused(0, piece('A')).unwrap();
    let g = set(m.state().trial_turn(0, id("3-23")), |a| a.money = 3);
    let Answer::Hand { cards, .. } = g.query(Some(0), &Query::Hand { seat: None }).unwrap() else {
        panic!("a hand answer")
    };
    let by = |c: &str| cards.iter().find(|s| s.card == id(c)).unwrap();
    assert!(by("1-17").playable);
    assert!(!by("3-23").playable);
    let why = by("3-23").why_not.as_ref().unwrap();
    assert_eq!(
        (why.code, why.args.get("why")),
        ("cost-unpaid", Some(&code("treasury-short")))
    );
    // No healthcare anywhere yet: starter homes lose their reward.
    assert!(by("1-01").playable);
    assert_eq!(by("1-01").reward_spots, 0);
    let lost = by("1-01").reward_lost.as_ref().unwrap();
    assert_eq!(lost.code, "no-service");
    assert_eq!(lost.args.get("service"), Some(&code("healthcare")));
    // Another seat's hand is not theirs to play now.
    let two = dealt(&[
        &["1-17", "1-23", "1-24"],
        &["1-01", "1-02", "1-03"],
        &["1-04", "1-05", "1-06"],
        &["1-07", "1-08", "1-09"],
    ]);
    let Answer::Hand { cards, .. } = two
        .state()
        .query(Some(1), &Query::Hand { seat: None })
        .unwrap()
    else {
        panic!()
    };
    assert!(cards.iter().all(|c| !c.playable));
}

#[test]
fn spot_query_explains_why_a_tile_does_not_fit_and_whether_the_reward_applies() {
    let mut m = dealt(&[&["1-17", "1-23", "1-24", "1-01", "1-02", "1-03", "1-13"]]);
    m.apply_paused(0, piece('A')).unwrap();
    m.apply_paused(0, play("1-17", &[[16, 0], [17, 0]]))
        .unwrap();
    m.apply_paused(0, Action::Draw { pile: 1 }).unwrap();
    m.force_chance(ch("1-19")).unwrap();
    let ask = |cells: &[[u8; 2]]| {
        m.query(
            Some(0),
            &Query::Spot {
                card: id("1-01"),
                cells: cells.to_vec(),
            },
        )
        .unwrap()
    };
    match ask(&[[16, 1], [17, 1]]) {
        Answer::Spot { fits, reward, .. } => assert!(fits && reward),
        other => panic!("{other:?}"),
    }
    match ask(&[[21, 1], [22, 1]]) {
        Answer::Spot {
            fits,
            reward,
            reward_why_not,
            ..
        } => {
            assert!(fits && !reward);
            assert_eq!(
                reward_why_not.unwrap().to_string(),
                "no-service service=healthcare"
            );
        }
        other => panic!("{other:?}"),
    }
    match ask(&[[20, 1], [21, 1]]) {
        Answer::Spot { fits, why_not, .. } => {
            assert!(!fits);
            assert_eq!(why_not.unwrap().code, "crosses-street");
        }
        other => panic!("{other:?}"),
    }
    let Answer::Spots { spots, .. } = m
        .query(Some(0), &Query::Spots { card: id("1-01") })
        .unwrap()
    else {
        panic!()
    };
    assert!(spots.iter().any(|s| s.reward));
    assert!(spots.iter().any(|s| !s.reward));
    let q: Query = dice::json::from_str(r#"{"type":"spots","card":"1-01"}"#).unwrap();
    assert_eq!(q, Query::Spots { card: id("1-01") });
    // camelCase as API.md says and the page reads (it was `why_none`)
    let none = Answer::Spots {
        spots: vec![],
        why_none: Some(dice::Said::new("no-spot")),
    };
    let json = dice::json::to_string(&none).unwrap();
    assert_eq!(
        json,
        r#"{"type":"spots","spots":[],"whyNone":{"code":"no-spot"}}"#
    );
}

#[test]
fn the_easy_partner_plays_the_first_card_it_can() {
    let mut m = dealt(&[&["1-17", "1-23", "1-24", "1-01", "1-02", "1-03", "1-13"]]);
    m.apply_paused(0, piece('A')).unwrap();
    match m.bot_action(0, BotLevel::Easy).unwrap() {
        Action::Play { card, .. } => assert_eq!(card, id("1-17")),
        other => panic!("{other:?}"),
    }
}

#[test]
fn partners_choose_the_cheapest_first_piece() {
    let m = dealt(&[&["1-17", "1-23", "1-24", "1-01", "1-02", "1-03", "1-13"]]);
    assert_eq!(m.state().phase(), Phase::ChoosePiece);
    assert_eq!(m.bot_action(0, BotLevel::Normal).unwrap(), piece('A'));
}

#[test]
fn cards_query_gives_the_page_every_card_in_our_own_words() {
    let m = Match::<CitiesCoop>::new(Config::new(1, 2)).unwrap();
    let q: Query = dice::json::from_str(r#"{"type":"cards","cards":["1-01","U01"]}"#).unwrap();
    let Answer::Cards { cards, .. } = m.query(None, &q).unwrap() else {
        panic!("a cards answer")
    };
    assert_eq!(cards.len(), 2);
    assert_eq!(cards[0].card.prereq.services, [Service::Healthcare]);
    assert_eq!(cards[1].tile.as_deref(), Some("T5"));
    let text = dice::json::to_string(&cards).unwrap();
    // names are the page's words: the engine sends ids and numbers only
    assert!(!text.contains("Starter homes"), "{text}");
    let all: Query = dice::json::from_str(r#"{"type":"cards"}"#).unwrap();
    let Answer::Cards { cards, .. } = m.query(None, &all).unwrap() else {
        panic!()
    };
    assert_eq!(cards.len(), 115);
}

#[test]
fn saves_written_before_the_milestone_record_still_load_and_now_explain_each_milestone() {
    // Written by the engine before the result listed each milestone's happiness: the
    // record of milestones is left out of the state hash, so their checksums still hold.
    for (text, total, tail) in [
        (
            include_str!("data/save-finished-before-record.json"),
            21,
            &["Pollution", "Traffic", "Crime"][..],
        ),
        (
            include_str!("data/save-failed-before-record.json"),
            7,
            &[][..],
        ),
    ] {
        let m = Match::<CitiesCoop>::load_text(text).expect("an old save loads");
        let r = m.result().expect("finished");
        let s = &r.scores[0];
        assert_eq!(s.total, total);
        assert!(
            s.lines[0].label.starts_with("Milestone 1: happiness"),
            "{:?}",
            s.lines
        );
        let labels: Vec<&str> = s.lines.iter().map(|l| l.label.as_str()).collect();
        assert!(labels.ends_with(tail), "{labels:?}");
        assert_eq!(s.lines.iter().map(|l| l.points).sum::<i32>(), total);
    }
}
