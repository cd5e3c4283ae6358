//! One test per rule of Cityscape (the printed rulebook and its web version;
//! decisions recorded in docs/api.md), driving the public API only.

mod common;
use common::*;
// ---------------------------------------------------------------- players, blocks

#[test]
fn two_to_four_players() {
    assert_eq!(
        (Cityscape::INFO.min_players, Cityscape::INFO.max_players),
        (2, 4)
    );
    for players in 2..=4 {
        let m = new(players, None);
        assert_eq!(m.view(None).unwrap().players, players);
        assert_eq!(m.to_act().len(), players as usize);
    }
    for players in [0, 1, 5, 9] {
        bad_config(
            &format!(r#"{{"players":{players},"seed":1}}"#),
            "2 to 4 players",
        );
    }
}

#[test]
fn twenty_five_blocks_five_each_of_heights_one_to_five() {
    let mut m = new(3, Some(1));
    assert_eq!(m.view(None).unwrap().supply, [5, 5, 5, 5, 5]);
    set_all_goals(&mut m);
    // Every block of height 3, then one more: there are exactly five.
    for i in 0..5 {
        let seat = m.to_act()[0];
        m.apply(seat, place(i, 3)).unwrap();
    }
    assert_eq!(m.view(None).unwrap().supply, [5, 5, 0, 5, 5]);
    let seat = m.to_act()[0];
    refused(&mut m, seat, place(9, 3), "none-left");
    let legal = m.legal_actions(seat).unwrap().unwrap();
    assert!(legal
        .iter()
        .all(|a| !matches!(a, Action::Place { height: 3, .. })));
    assert_eq!(legal.len(), 16 * 4);
    // The rest: 20 more blocks, whose heights total 75 − 15.
    let mut placed = 5;
    while m.state().phase() == Phase::Building {
        let before = m.view(None).unwrap();
        placed += 1;
        place_next(&mut m, 15);
        if placed < 25 {
            let after = m.view(None).unwrap();
            assert_eq!(after.supply.iter().sum::<u8>(), 25 - placed);
            assert_eq!(before.supply.iter().sum::<u8>(), 26 - placed);
        }
    }
    assert_eq!(placed, 25);
    let round = &m.view(None).unwrap().history[0];
    assert_eq!(round.placements.len(), 25);
    let mut per_height = [0; 5];
    for p in &round.placements {
        per_height[p.height as usize - 1] += 1;
    }
    assert_eq!(per_height, [5; 5]);
    assert_eq!(round.heights.iter().map(|h| *h as u32).sum::<u32>(), 75);
}

#[test]
fn any_block_on_any_lot_vacant_or_built_stacking_adds_heights() {
    let mut m = new(2, Some(1));
    set_all_goals(&mut m);
    let legal = m.legal_actions(0).unwrap().unwrap();
    assert_eq!(legal.len(), 16 * 5, "every height on every lot");
    for lot in 0..16 {
        for height in 1..=5 {
            assert!(legal.contains(&place(lot, height)));
        }
    }
    let ev = m.apply(0, place(5, 2)).unwrap();
    assert_eq!(
        ev,
        vec![Event::Placed {
            seat: 0,
            lot: 5,
            height: 2,
            building: 2
        }]
    );
    let ev = m.apply(1, place(5, 4)).unwrap();
    assert_eq!(
        ev,
        vec![Event::Placed {
            seat: 1,
            lot: 5,
            height: 4,
            building: 6
        }]
    );
    m.apply(0, place(5, 1)).unwrap();
    let v = m.view(None).unwrap();
    assert_eq!(v.heights[5], 7);
    assert_eq!(v.stacks[5], vec![2, 4, 1]);
    assert_eq!(v.heights.iter().filter(|h| **h > 0).count(), 1);
    // Built lots stay legal targets.
    assert!(m.legal_actions(1).unwrap().unwrap().contains(&place(5, 5)));
}

#[test]
fn no_passing_the_builder_always_has_a_move_until_the_round_ends() {
    let mut m = new(4, Some(1));
    set_all_goals(&mut m);
    // No pass action exists.
    assert!(serde_json::from_str::<Action>(r#"{"type":"pass"}"#).is_err());
    while m.state().phase() == Phase::Building {
        let to_act = m.to_act();
        assert_eq!(to_act.len(), 1);
        let builder = to_act[0];
        let legal = m.legal_actions(builder).unwrap().unwrap();
        assert!(!legal.is_empty());
        assert!(legal.iter().all(|a| matches!(a, Action::Place { .. })));
        for other in (0..4).filter(|s| *s != builder) {
            assert_eq!(m.legal_actions(other).unwrap(), Some(vec![]));
        }
        // Pick the last legal action: the set shrinks as heights run out.
        m.apply(builder, legal.last().unwrap().clone()).unwrap();
    }
    assert!(m.is_over());
}

// ---------------------------------------------------------------- goals

#[test]
fn goals_are_secret_and_simultaneous() {
    let mut m = new(4, Some(1));
    assert_eq!(m.state().phase(), Phase::Goals);
    assert_eq!(m.to_act(), vec![0, 1, 2, 3], "everyone sets goals at once");
    // Any order: seat 2 first, then 0.
    let ev = m.apply(2, goals(&[1, 2, 3, 4])).unwrap();
    assert_eq!(
        ev,
        vec![Event::GoalsSet { seat: 2 }],
        "the event does not carry the codes"
    );
    assert_eq!(m.to_act(), vec![0, 1, 3]);
    m.apply(0, goals(&[6, 5, 4, 3])).unwrap();
    assert_eq!(m.to_act(), vec![1, 3]);
    let v1 = m.view(Some(1)).unwrap();
    assert!(
        v1.my_goals.is_empty(),
        "seat 1 has not set goals and sees nobody else's"
    );
    assert_eq!(
        v1.goals_set,
        vec![true, false, true, false],
        "who is done is public"
    );
    let v2 = m.view(Some(2)).unwrap();
    assert_eq!(v2.my_goals.len(), 1);
    assert_eq!(v2.my_goals[0].side, Side::North);
    assert_eq!(v2.my_goals[0].codes, vec![1, 2, 3, 4]);
    assert!(
        m.view(None).unwrap().my_goals.is_empty(),
        "the public view shows no goals"
    );
    // Building cannot start until everyone has set goals.
    refused(&mut m, 0, place(0, 1), "goals-first");
    m.apply(3, goals(&[2, 2, 2, 2])).unwrap();
    let ev = m.apply(1, goals(&[5, 5, 5, 5])).unwrap();
    assert!(ev.contains(&Event::BuildingStarted {
        round: 1,
        first_builder: 0
    }));
    for seat in 0..4 {
        let v = m.view(Some(seat)).unwrap();
        assert_eq!(v.my_goals.len(), 1);
        assert_eq!(v.my_goals[0].side, Side::from_index(seat as usize));
        let json = serde_json::to_string(&v).unwrap();
        for (other, codes) in [
            (0, "[6,5,4,3]"),
            (1, "[5,5,5,5]"),
            (2, "[1,2,3,4]"),
            (3, "[2,2,2,2]"),
        ] {
            assert_eq!(
                json.contains(codes),
                other == seat,
                "seat {seat} sees seat {other}'s goals?"
            );
        }
    }
    // Revealed once the round is scored.
    finish_round(&mut m);
    let v0 = m.view(Some(0)).unwrap();
    let revealed: Vec<Vec<u8>> = v0.history[0]
        .sides
        .iter()
        .map(|s| s.lines.iter().map(|l| l.code).collect())
        .collect();
    assert_eq!(
        revealed,
        vec![
            vec![6, 5, 4, 3],
            vec![5, 5, 5, 5],
            vec![1, 2, 3, 4],
            vec![2, 2, 2, 2]
        ]
    );
}

// ---------------------------------------------------------------- turn order, rounds

#[test]
fn play_goes_clockwise_from_the_first_builder() {
    for players in 2..=4u8 {
        let mut m = new(players, Some(1));
        set_all_goals(&mut m);
        for i in 0..25u8 {
            assert_eq!(
                m.to_act(),
                vec![i % players],
                "{players} players, placement {i}"
            );
            place_next(&mut m, i % 16);
        }
        let seats: Vec<u8> = m.view(None).unwrap().history[0]
            .placements
            .iter()
            .map(|p| p.seat)
            .collect();
        assert_eq!(seats, (0..25).map(|i| i % players).collect::<Vec<_>>());
    }
}

#[test]
fn the_first_builder_rotates_each_round() {
    for players in 2..=4u8 {
        let mut m = new(players, Some(4));
        for round in 0..4u8 {
            set_all_goals(&mut m);
            let first = round % players;
            assert_eq!(m.view(None).unwrap().first_builder, first);
            assert_eq!(
                m.to_act(),
                vec![first],
                "{players} players, round {}",
                round + 1
            );
            finish_round(&mut m);
            assert_eq!(
                m.view(None).unwrap().history[round as usize].first_builder,
                first
            );
            let seats: Vec<u8> = m.view(None).unwrap().history[round as usize]
                .placements
                .iter()
                .take(3)
                .map(|p| p.seat)
                .collect();
            assert_eq!(
                seats,
                (0..3).map(|i| (first + i) % players).collect::<Vec<_>>()
            );
        }
        assert!(m.is_over());
    }
}

#[test]
fn a_round_ends_when_all_25_blocks_are_placed() {
    let mut m = new(3, Some(2));
    set_all_goals(&mut m);
    for i in 0..24 {
        let ev = place_next(&mut m, i % 16);
        assert_eq!(ev.len(), 1, "only a placement");
        assert_eq!(m.state().phase(), Phase::Building);
        assert!(m.view(None).unwrap().history.is_empty());
    }
    assert_eq!(m.view(None).unwrap().supply.iter().sum::<u8>(), 1);
    let ev = place_next(&mut m, 3);
    assert!(matches!(ev[0], Event::Placed { .. }));
    assert!(matches!(&ev[1], Event::RoundScored { record, .. } if record.round == 1));
    assert_eq!(ev[2], Event::RoundStarted { round: 2 });
    let v = m.view(None).unwrap();
    assert_eq!((v.round, v.phase), (2, Phase::Goals));
    assert_eq!(v.heights, [0; 16], "a new round starts on an empty board");
    assert_eq!(v.supply, [5; 5]);
    assert!(v.placements.is_empty());
    assert_eq!(v.goals_set, vec![false; 3]);
    assert_eq!(m.to_act(), vec![0, 1, 2]);
    for seat in 0..3 {
        assert!(
            m.view(Some(seat)).unwrap().my_goals.is_empty(),
            "last round's goals are cleared"
        );
    }
}

#[test]
fn totals_accumulate_over_the_rounds() {
    let mut m = new(2, Some(3));
    let mut sum = vec![0; 2];
    for round in 0..3 {
        set_all_goals(&mut m);
        let ev = finish_round(&mut m);
        let rec = &m.view(None).unwrap().history[round];
        for (t, s) in sum.iter_mut().zip(&rec.scores) {
            *t += s;
        }
        let totals = ev
            .iter()
            .find_map(|e| match e {
                Event::RoundScored { totals, .. } => Some(totals.clone()),
                _ => None,
            })
            .unwrap();
        assert_eq!(totals, sum);
        assert_eq!(m.view(None).unwrap().totals, sum);
    }
    assert!(
        sum.iter().any(|s| *s > 0),
        "these goals score something: {sum:?}"
    );
    let result = m.result().unwrap();
    assert_eq!(
        result.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        sum
    );
    for s in &result.scores {
        assert_eq!(
            s.lines.len(),
            3 * 8,
            "every line of every round is explained"
        );
        assert_eq!(s.lines.iter().map(|l| l.points).sum::<i32>(), s.total);
    }
}

#[test]
fn the_most_points_wins_and_ties_share_the_win() {
    // Everyone wants four buildings in every line, and every block goes on one
    // lot: nobody scores, all four tie and share the win.
    let mut m = new(4, Some(1));
    for seat in 0..4 {
        m.apply(seat, goals(&[4, 4, 4, 4])).unwrap();
    }
    for i in 0..25 {
        place_next(&mut m, 0);
        assert_eq!(m.is_over(), i == 24);
    }
    let r = m.result().unwrap();
    assert_eq!(
        r.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![0; 4]
    );
    assert_eq!(r.winners, vec![0, 1, 2, 3]);
    // A lone best total wins alone: South's goals are 1s (lot 0 shows one building in
    // South's line 0 and nothing elsewhere).
    let mut m = new(2, Some(1));
    m.apply(0, goals(&[1, 1, 1, 1, 1, 1, 1, 1])).unwrap();
    m.apply(1, goals(&[4, 4, 4, 4, 4, 4, 4, 4])).unwrap();
    while !m.is_over() {
        place_next(&mut m, 0);
    }
    let r = m.result().unwrap();
    // Lot 0 is in South line 0 and West line 0: 10 + 10.
    assert_eq!(r.scores[0].total, 20);
    assert_eq!(r.scores[1].total, 0);
    assert_eq!(r.winners, vec![0]);
    let over = m.view(None).unwrap();
    assert_eq!(over.phase, Phase::Over);
    assert!(m.to_act().is_empty());
}

#[test]
fn default_rounds_are_one_per_player_four_for_two_and_two_for_a_quick_game() {
    assert_eq!(new(2, None).view(None).unwrap().rounds, 4);
    assert_eq!(new(3, None).view(None).unwrap().rounds, 3);
    assert_eq!(new(4, None).view(None).unwrap().rounds, 4);
    let quick: Config = serde_json::from_str(r#"{"players":2,"seed":3,"rounds":2}"#).unwrap();
    let mut m = M::new(quick).unwrap();
    assert_eq!(m.view(None).unwrap().rounds, 2);
    for round in 1..=2 {
        assert_eq!(m.view(None).unwrap().round, round);
        assert!(!m.is_over());
        set_all_goals(&mut m);
        finish_round(&mut m);
    }
    assert!(m.is_over());
    assert_eq!(m.view(None).unwrap().history.len(), 2);
    // Each player built first once.
    let firsts: Vec<u8> = m
        .view(None)
        .unwrap()
        .history
        .iter()
        .map(|r| r.first_builder)
        .collect();
    assert_eq!(firsts, vec![0, 1]);
}

// ---------------------------------------------------------------- player counts

#[test]
fn two_players_each_set_eight_codes_for_two_adjacent_sides_and_score_both() {
    let mut m = new(2, Some(1));
    let v = m.view(Some(0)).unwrap();
    assert_eq!(
        v.seat_sides,
        vec![vec![Side::South, Side::West], vec![Side::North, Side::East]]
    );
    assert_eq!(v.sides, vec![Some(0), Some(0), Some(1), Some(1)]);
    let said = refused(&mut m, 0, goals(&[1, 2, 3, 4]), "goal-count").unwrap();
    assert_eq!(said.args["want"], Arg::Num(8));
    m.apply(0, goals(&[1, 2, 3, 4, 5, 6, 1, 2])).unwrap();
    let mine = m.view(Some(0)).unwrap().my_goals;
    assert_eq!(mine.len(), 2);
    assert_eq!(
        (mine[0].side, mine[0].codes.clone()),
        (Side::South, vec![1, 2, 3, 4])
    );
    assert_eq!(
        (mine[1].side, mine[1].codes.clone()),
        (Side::West, vec![5, 6, 1, 2])
    );
    m.apply(1, goals(&[6, 6, 6, 6, 6, 6, 6, 6])).unwrap();
    // One block per turn, alternating.
    place_next(&mut m, 6);
    assert_eq!(m.to_act(), vec![1]);
    finish_round(&mut m);
    let rec = &m.view(None).unwrap().history[0];
    let sides: Vec<(Side, u8)> = rec.sides.iter().map(|s| (s.side, s.seat)).collect();
    assert_eq!(
        sides,
        vec![
            (Side::South, 0),
            (Side::West, 0),
            (Side::North, 1),
            (Side::East, 1)
        ]
    );
    for seat in 0..2u8 {
        let own: i32 = rec
            .sides
            .iter()
            .filter(|s| s.seat == seat)
            .map(|s| s.points)
            .sum();
        assert_eq!(
            rec.scores[seat as usize], own,
            "seat {seat} gets both its sides"
        );
    }
    // Seat 1 chose the tallest building for all eight lines: with every tower
    // somewhere on the board, exactly the lines through one count.
    let max = *rec.heights.iter().max().unwrap();
    let towers: Vec<usize> = (0..16).filter(|&l| rec.heights[l] == max).collect();
    let hit = |side: Side| {
        (0..4)
            .filter(|&k| side.line(k).iter().any(|l| towers.contains(&(*l as usize))))
            .count()
    };
    assert_eq!(
        rec.scores[1],
        25 * (hit(Side::North) + hit(Side::East)) as i32
    );
    assert!(rec.scores[1] >= 50);
}

#[test]
fn three_players_leave_the_east_side_without_goals() {
    let mut m = new(3, Some(1));
    let v = m.view(None).unwrap();
    assert_eq!(v.sides, vec![Some(0), Some(1), Some(2), None]);
    assert_eq!(
        v.seat_sides,
        vec![vec![Side::South], vec![Side::West], vec![Side::North]]
    );
    for seat in 0..3 {
        let said = refused(&mut m, seat, goals(&[1, 2, 3, 4, 5, 6, 1, 2]), "goal-count");
        assert_eq!(said.unwrap().args["want"], Arg::Num(4));
        m.apply(seat, goals(&[6, 6, 6, 6])).unwrap();
    }
    finish_round(&mut m);
    let rec = &m.view(None).unwrap().history[0];
    assert_eq!(
        rec.sides.iter().map(|s| s.side).collect::<Vec<_>>(),
        vec![Side::South, Side::West, Side::North]
    );
    assert_eq!(rec.scores.len(), 3);
}

// ---------------------------------------------------------------- a whole round by hand

/// The final board of the worked round, rows North to South (lot = row·4 + col):
///
/// ```text
///            North
///        9   7   .   .
///  West  .   7  20  10   East
///        4   3   .   1
///        1   3   2   8
///            South
/// ```
/// South's goals are the rulebook's example 3-5-6-2.
const STACKS: [(u8, &[u8]); 12] = [
    (0, &[5, 4]),
    (1, &[5, 2]),
    (5, &[4, 3]),
    (6, &[1, 1, 2, 2, 2, 3, 4, 5]),
    (7, &[5, 4, 1]),
    (8, &[4]),
    (9, &[3]),
    (11, &[1]),
    (12, &[1]),
    (13, &[3]),
    (14, &[2]),
    (15, &[5, 3]),
];

fn points(rec: &RoundRecord, side: Side) -> Vec<i32> {
    rec.sides
        .iter()
        .find(|s| s.side == side)
        .unwrap()
        .lines
        .iter()
        .map(|l| l.points)
        .collect()
}

#[test]
fn a_worked_round_scores_every_line_as_the_rulebook_says() {
    let mut m = new(4, Some(1));
    m.apply(0, goals(&[3, 5, 6, 2])).unwrap(); // South: the rulebook's example
    m.apply(1, goals(&[1, 6, 4, 3])).unwrap(); // West
    m.apply(2, goals(&[5, 5, 5, 6])).unwrap(); // North
    m.apply(3, goals(&[2, 3, 6, 2])).unwrap(); // East
    let moves: Vec<(u8, u8)> = STACKS
        .iter()
        .flat_map(|(lot, hs)| hs.iter().map(move |h| (*lot, *h)))
        .collect();
    assert_eq!(moves.len(), 25);
    for (i, (lot, h)) in moves.into_iter().enumerate() {
        m.apply((i % 4) as u8, place(lot, h)).unwrap();
    }
    assert!(m.is_over());
    let rec = m.view(Some(0)).unwrap().history[0].clone();
    assert_eq!(
        rec.heights,
        [9, 7, 0, 0, 0, 7, 20, 10, 4, 3, 0, 1, 1, 3, 2, 8]
    );

    // South looks north up the columns, West column first.
    //   line 1: 1,4,_,9   three visible              code 3 → 30
    //   line 2: 3,3,7,7   raised view: two pairs      code 5 → 40
    //   line 3: 2,_,20,_  holds the tallest (20)      code 6 → 25
    //   line 4: 8,1,10,_  8 and 10 visible            code 2 → 20
    assert_eq!(points(&rec, Side::South), vec![30, 40, 25, 20]);
    // West looks east along the rows, North row first.
    //   line 1: 9,7,_,_   one visible                 code 1 → 10
    //   line 2: _,7,20,10 holds the tallest           code 6 → 25
    //   line 3: 4,3,_,1   one visible, not four       code 4 → 0
    //   line 4: 1,3,2,8   1, 3, 8 visible             code 3 → 30
    assert_eq!(points(&rec, Side::West), vec![10, 25, 0, 30]);
    // North looks south down the columns, East column first.
    //   line 1: _,10,1,8  one building shows          code 5 → 0
    //   line 2: _,20,_,2  the 2 hides behind the 20   code 5 → 0
    //   line 3: 7,7,3,3   the 7s pair; 3s are hidden  code 5 → 20
    //   line 4: 9,_,4,1   no tower here               code 6 → 0
    assert_eq!(points(&rec, Side::North), vec![0, 0, 20, 0]);
    // East looks west along the rows, South row first.
    //   line 1: 8,2,3,1   one visible, not two        code 2 → 0
    //   line 2: 1,_,3,4   three visible               code 3 → 30
    //   line 3: 10,20,7,_ holds the tallest           code 6 → 25
    //   line 4: _,_,7,9   7 and 9 visible             code 2 → 20
    assert_eq!(points(&rec, Side::East), vec![0, 30, 25, 20]);

    let south = &rec.sides[0].lines;
    assert_eq!(
        south.iter().map(|l| l.visible).collect::<Vec<_>>(),
        vec![3, 2, 2, 2]
    );
    assert_eq!(south[1].matched, 4);
    assert!(south[2].tallest && south.iter().all(|l| l.met));
    assert_eq!(rec.scores, vec![115, 65, 20, 75]);
    let r = m.result().unwrap();
    assert_eq!(r.winners, vec![0]);
    assert_eq!(r.scores[0].total, 115);
    // Each line names its side, its number and what its goal found, as codes the page
    // words ("South line 2 · Twins: 4 twins"); no round in a game of one.
    let said: Vec<Option<Said>> = r.scores[0].lines.iter().map(|l| l.said.clone()).collect();
    let line = |code, k: i64| Said::new(code).code("side", "south").num("line", k);
    assert_eq!(
        said,
        vec![
            Some(line("line-in-view", 1).num("goal", 3).num("seen", 3)),
            Some(line("line-twins", 2).num("twins", 4)),
            Some(line("line-tallest", 3)),
            Some(line("line-in-view", 4).num("goal", 2).num("seen", 2)),
        ]
    );
    assert!(r
        .scores
        .iter()
        .flat_map(|s| &s.lines)
        .all(|l| l.label.is_empty()));
}

// ---------------------------------------------------------------- table options

fn new_with(config: Config) -> M {
    M::new(config).expect("a valid config")
}

#[test]
fn the_first_builder_is_a_table_choice_and_later_rounds_go_on_clockwise() {
    // The rulebook: the youngest builds first. The table names that seat.
    for players in 2..=4u8 {
        for first in 0..players {
            let mut m = new_with(
                Config::new(players, 7)
                    .with_rounds(4)
                    .with_first_builder(first),
            );
            for round in 0..4u8 {
                set_all_goals(&mut m);
                let expect = (first + round) % players;
                assert_eq!(m.to_act(), vec![expect], "{players} players, round {round}");
                assert_eq!(m.view(None).unwrap().first_builder, expect);
                finish_round(&mut m);
            }
        }
    }
}

#[test]
fn with_two_players_the_first_builder_alternates_and_each_starts_two_of_four_rounds() {
    let mut m = new(2, None);
    assert_eq!(m.view(None).unwrap().rounds, 4);
    let mut starts = [0; 2];
    for _ in 0..4 {
        set_all_goals(&mut m);
        starts[m.to_act()[0] as usize] += 1;
        finish_round(&mut m);
    }
    let firsts: Vec<u8> = m
        .view(None)
        .unwrap()
        .history
        .iter()
        .map(|r| r.first_builder)
        .collect();
    assert_eq!(firsts, vec![0, 1, 0, 1]);
    assert_eq!(starts, [2, 2]);
}

#[test]
fn the_first_builder_must_be_a_seat_at_the_table() {
    bad_config(
        r#"{"players":3,"seed":1,"firstBuilder":3}"#,
        "firstBuilder must be a seat from 0 to 2, not 3",
    );
    let m = new_with(serde_json::from_str(r#"{"players":3,"seed":1,"firstBuilder":2}"#).unwrap());
    assert_eq!(m.view(None).unwrap().first_builder, 2);
}

#[test]
fn default_table_options_leave_positions_and_hashes_as_they_were() {
    let plain = new_with(Config::new(3, 9));
    let explicit = new_with(Config::new(3, 9).with_first_builder(0).with_take_back(true));
    assert_eq!(plain.state_hash(), explicit.state_hash());
    let other = new_with(Config::new(3, 9).with_first_builder(1));
    assert_ne!(plain.state_hash(), other.state_hash());
    // the config keeps only what was said
    let text = serde_json::to_string(&Config::new(3, 9)).unwrap();
    assert!(
        !text.contains("firstBuilder") && !text.contains("takeBack"),
        "{text}"
    );
}

#[test]
fn a_seat_may_change_its_goals_until_the_last_seat_has_locked_theirs() {
    let mut m = new(3, Some(1));
    m.apply(1, goals(&[1, 2, 3, 4])).unwrap();
    // Seat 1 takes its goals back and sets others: the goal phase still lasts.
    assert!(m.can_undo(1));
    m.undo(1).unwrap();
    assert!(m.to_act().contains(&1));
    m.apply(1, goals(&[4, 3, 2, 1])).unwrap();
    assert_eq!(m.view(Some(1)).unwrap().my_goals[0].codes, vec![4, 3, 2, 1]);
    m.apply(0, goals(&[1, 1, 1, 1])).unwrap();
    // The last seat to lock ends the goal phase: from then on goals stand.
    m.apply(2, goals(&[2, 2, 2, 2])).unwrap();
    assert_eq!(m.state().phase(), Phase::Building);
    assert!(!m.can_undo(2));
    assert!(m.undo_span(0, true).is_none());
}

#[test]
fn taking_back_a_block_is_a_table_option_on_by_default() {
    let mut on = new(2, Some(1));
    assert!(on.view(None).unwrap().take_back);
    set_all_goals(&mut on);
    let seat = on.to_act()[0];
    place_next(&mut on, 5);
    assert!(on.can_undo(seat));
    on.undo(seat).unwrap();
    assert!(on.view(None).unwrap().placements.is_empty());

    let mut off = new_with(Config::new(2, 7).with_rounds(1).with_take_back(false));
    assert!(!off.view(None).unwrap().take_back);
    set_all_goals(&mut off);
    let seat = off.to_act()[0];
    place_next(&mut off, 5);
    assert!(!off.can_undo(seat));
    assert!(off.undo(seat).is_err());
    assert_eq!(off.view(None).unwrap().placements.len(), 1);
}

#[test]
fn rounds_run_from_1_to_12_and_the_rules_tell_the_page() {
    let q: cityscape::query::Query = dice::json::from_str(r#"{"type":"rules"}"#).unwrap();
    let Some(cityscape::query::Answer::Rules { max_rounds, .. }) = Cityscape::fact(&q) else {
        panic!("the rules are a fact of the game");
    };
    assert_eq!(max_rounds, 12);
    assert_eq!(new(4, Some(12)).view(None).unwrap().rounds, 12);
    bad_config(
        r#"{"players":2,"seed":1,"rounds":13}"#,
        "rounds must be 1 to 12, not 13",
    );
}

#[test]
fn the_board_and_goal_tables_are_a_fact_of_the_game_the_same_in_every_position() {
    let q: cityscape::query::Query = dice::json::from_str(r#"{"type":"rules"}"#).unwrap();
    let checked = dice::playout::fact_holds::<Cityscape>(&q, 4, 33).unwrap();
    assert!(checked > 50, "{checked} positions");
}
