//! One test per rule of Construction Sight, driving the public API.

use construction_sight::city::{Kind, FREE_EMPTY};
use construction_sight::query::Answer;
use construction_sight::sheet::{self, PARKS};
use construction_sight::{
    Action, BuildingSpec, City, Config, ConstructionSight, Ending, Mark, Phase, Query, Roll,
};
use dice::{Arg, Game, GameError, Match, ResultKind, Said};

type M = Match<ConstructionSight>;

/// The code of a refusal a player reads (panics on a developer's error).
fn code(e: &GameError) -> &'static str {
    e.said()
        .unwrap_or_else(|| panic!("a refusal a player reads: {e}"))
        .code
}

fn num(s: &Said, name: &str) -> i64 {
    match s.args.get(name) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{s}: {name} is {other:?}"),
    }
}

fn roll(a: u8, b: u8, c: u8) -> Roll {
    Roll::new([a, b, c]).unwrap()
}

/// A solo beginner game stopped before its first roll, then rolled as asked.
fn rolled(players: u8, a: u8, b: u8, c: u8) -> M {
    let mut m = M::new_paused(Config::new(players, 5)).unwrap();
    m.force_chance(roll(a, b, c)).unwrap();
    m
}

fn build(x: u8, y: u8, width: u8, depth: u8, height: u8, doors: &[u8]) -> Action {
    Action::Build {
        x,
        y,
        width,
        depth,
        height,
        doors: doors.to_vec(),
    }
}

fn spec(x: u8, y: u8, width: u8, depth: u8, height: u8) -> BuildingSpec {
    BuildingSpec {
        x,
        y,
        width,
        depth,
        height,
        doors: Vec::new(),
    }
}

/// A city with goals zero everywhere, for sightline tests.
fn empty_city() -> City {
    City::new([0; PARKS])
}

const LEFT_ROW0: usize = 30;
const RIGHT_ROW0: usize = 10;

#[test]
fn example_roll_6_6_1_offers_what_the_rulebook_lists() {
    let m = rolled(1, 6, 1, 6);
    let Answer::Options {
        roll: r,
        buildings,
        plazas,
    } = m.query(Some(0), &Query::Options).unwrap()
    else {
        panic!("options answer")
    };
    assert_eq!(r.dice(), [6, 6, 1]);
    let mut shapes: Vec<(u8, u8, u8)> = buildings
        .iter()
        .map(|b| (b.width.max(b.depth), b.width.min(b.depth), b.height))
        .collect();
    shapes.sort();
    shapes.dedup();
    // A 6×6 building (height 1) or a 6×1 building (height 6), either way round.
    assert_eq!(shapes, vec![(6, 1, 6), (6, 6, 1)]);
    assert!(buildings.iter().any(|b| (b.width, b.depth) == (1, 6)));
    assert!(buildings.iter().any(|b| (b.width, b.depth) == (6, 1)));
    assert_eq!(
        buildings
            .iter()
            .find(|b| b.width == 6 && b.depth == 6)
            .unwrap()
            .doors,
        6
    );
    let mut splits: Vec<(u8, u8)> = plazas.iter().map(|p| (p.area, p.doors)).collect();
    splits.sort();
    let mut want = vec![
        (13, 0),
        (12, 1),
        (12, 0),
        (7, 6),
        (7, 0),
        (6, 7),
        (6, 6),
        (6, 1),
        (1, 12),
        (1, 6),
    ];
    want.sort();
    assert_eq!(splits, want);
    // On an empty sheet no door exists, so only door-free plazas fit.
    for p in &plazas {
        assert_eq!(p.fits, p.doors == 0, "{p:?}");
    }
}

#[test]
fn roll_outcomes_are_sorted_triples_weighted_by_their_orders() {
    let m = M::new_paused(Config::new(1, 1)).unwrap();
    let outcomes = m.chance().unwrap();
    assert_eq!(outcomes.len(), 56);
    let w = |d: [u8; 3]| {
        outcomes
            .iter()
            .find(|o| o.outcome.dice() == d)
            .unwrap()
            .weight
    };
    assert_eq!((w([6, 6, 6]), w([6, 6, 1]), w([6, 5, 1])), (1, 3, 6));
    // the engine sends no words for a roll (the page words it), only the dice that came up
    assert_eq!(ConstructionSight::describe_chance(&roll(1, 6, 6)), "");
    assert_eq!(
        ConstructionSight::chance_parts(&roll(1, 6, 6)),
        ["6", "6", "1"]
    );
}

#[test]
fn dice_go_to_width_depth_and_height_in_any_order() {
    for (w, d, h) in [(6, 1, 6), (1, 6, 6), (6, 6, 1)] {
        let mut m = rolled(1, 6, 6, 1);
        let doors: Vec<u8> = if (w, d) == (6, 6) {
            vec![0, 1, 2, 3, 4, 5]
        } else {
            vec![]
        };
        m.apply(0, build(0, 0, w, d, h, &doors)).unwrap();
    }
    let mut m = rolled(1, 6, 6, 1);
    let before = m.state_hash();
    let e = m.apply(0, build(0, 0, 6, 2, 6, &[])).unwrap_err();
    assert_eq!(code(&e), "not-the-dice");
    let s = e.said().unwrap();
    let args: Vec<i64> = ["w", "d", "h", "a", "b", "c"]
        .iter()
        .map(|k| num(s, k))
        .collect();
    assert_eq!(args, [6, 2, 6, 6, 6, 1]);
    assert_eq!(m.state_hash(), before);
}

#[test]
fn doors_only_when_both_sides_are_at_least_three() {
    // 5×4: 2 + 1 doors.
    let mut m = rolled(1, 5, 4, 2);
    let e = m.apply(0, build(0, 0, 5, 4, 2, &[0, 1])).unwrap_err();
    assert_eq!(code(&e), "door-count");
    assert_eq!(
        (num(e.said().unwrap(), "want"), num(e.said().unwrap(), "n")),
        (3, 2)
    );
    m.apply(0, build(0, 0, 5, 4, 2, &[0, 1, 30])).unwrap();
    let v = m.view(Some(0)).unwrap();
    assert_eq!(v.sheets[0].structures[0].doors.len(), 3);
    assert!(v.sheets[0].structures[0].doors.iter().all(|d| !d.filled));
    // 5×2: no doors at all.
    let mut m = rolled(1, 5, 2, 4);
    let e = m.apply(0, build(0, 0, 5, 2, 4, &[0])).unwrap_err();
    assert_eq!(code(&e), "door-count");
    m.apply(0, build(0, 0, 5, 2, 4, &[])).unwrap();
}

#[test]
fn a_door_on_an_interior_cell_or_twice_on_one_cell_is_refused() {
    let mut m = rolled(1, 4, 3, 3);
    let before = m.state_hash();
    // 4×3 at the top-left: cell 11 (row 1, column 1) is inside.
    let e = m.apply(0, build(0, 0, 4, 3, 3, &[11])).unwrap_err();
    assert_eq!(code(&e), "door-off-outline");
    assert_eq!(num(e.said().unwrap(), "cell"), 11);
    let m2 = rolled(1, 6, 4, 3);
    let e = m2
        .check(0, &build(0, 0, 6, 4, 3, &[0, 0, 1, 2]))
        .unwrap_err();
    // no page sends a door twice: for developers
    assert!(
        e.said().is_none() && e.message().contains("two doors"),
        "{e}"
    );
    assert_eq!(m.state_hash(), before);
}

#[test]
fn a_rectangle_off_the_sheet_or_over_a_drawn_cell_is_refused() {
    let mut m = rolled(1, 3, 2, 1);
    let before = m.state_hash();
    let e = m.apply(0, build(8, 0, 3, 2, 1, &[])).unwrap_err();
    assert_eq!(code(&e), "runs-off");
    let s = e.said().unwrap();
    let at: Vec<i64> = ["w", "d", "x", "y"].iter().map(|k| num(s, k)).collect();
    assert_eq!(at, [3, 2, 8, 0]);
    assert_eq!(m.state_hash(), before);
    m.apply(0, build(0, 0, 3, 2, 1, &[])).unwrap();
    // Next roll: try to cover the first building.
    let mut m2 = M::new_paused(Config::new(1, 5)).unwrap();
    m2.force_chance(roll(3, 2, 1)).unwrap();
    m2.apply_paused(0, build(0, 0, 3, 2, 1, &[])).unwrap();
    m2.force_chance(roll(3, 2, 1)).unwrap();
    let before = m2.state_hash();
    let e = m2.apply(0, build(2, 1, 3, 2, 1, &[])).unwrap_err();
    assert_eq!(code(&e), "covers-drawn");
    // the first drawn cell it covers: column 2, row 1
    assert_eq!(
        (num(e.said().unwrap(), "x"), num(e.said().unwrap(), "y")),
        (2, 1)
    );
    assert_eq!(m2.state_hash(), before);
}

#[test]
fn fits_query_lists_spots_and_says_why_not() {
    let mut m = M::new_paused(Config::new(1, 5)).unwrap();
    m.force_chance(roll(6, 6, 1)).unwrap();
    m.apply_paused(0, build(0, 0, 6, 6, 1, &[0, 1, 2, 3, 4, 5]))
        .unwrap();
    m.force_chance(roll(4, 4, 4)).unwrap();
    let Answer::Fits { spots, reason, .. } = m
        .query(
            Some(0),
            &Query::Fits {
                width: 4,
                depth: 4,
                x: Some(3),
                y: Some(3),
            },
        )
        .unwrap()
    else {
        panic!("fits answer")
    };
    let reason = reason.unwrap();
    assert_eq!(reason.code, "covers-drawn");
    assert_eq!((num(&reason, "x"), num(&reason, "y")), (3, 3));
    assert!(spots.contains(&6) && spots.contains(&60) && !spots.contains(&0));
}

fn doors_game() -> M {
    // A 6×6 building with all six doors on its right edge, then a roll for a plaza.
    let mut m = M::new_paused(Config::new(1, 5)).unwrap();
    m.force_chance(roll(6, 6, 1)).unwrap();
    m.apply_paused(0, build(0, 0, 6, 6, 1, &[5, 15, 25, 35, 45, 55]))
        .unwrap();
    m
}

#[test]
fn plaza_fills_exactly_its_door_count_and_may_touch_others() {
    let mut m = doors_game();
    // 6, 2, 1: area 6 + 1 = 7 with 2 doors, among others.
    m.force_chance(roll(6, 2, 1)).unwrap();
    // A column of 6 cells right of the doors (column 6, rows 0–5) + row 6 col 6.
    let cells: Vec<u8> = vec![6, 16, 26, 36, 46, 56, 66];
    m.apply_paused(
        0,
        Action::Plaza {
            cells,
            doors: vec![5, 15],
        },
    )
    .unwrap();
    let v = m.view(Some(0)).unwrap();
    let s = &v.sheets[0];
    assert_eq!(s.filled_doors, 2);
    assert_eq!(s.unfilled_doors, 4, "the other touched doors stay unfilled");
    assert_eq!(s.structures[1].kind, Kind::Plaza);
    assert_eq!(s.structures[1].height, 0);
}

#[test]
fn plaza_mistakes_are_refused_and_change_nothing() {
    let mut m = doors_game();
    m.force_chance(roll(6, 2, 1)).unwrap();
    let before = m.state_hash();
    let cases: Vec<(Action, &str)> = vec![
        // Area 3 = 2 + 1 leaves out the highest die.
        (
            Action::Plaza {
                cells: vec![6, 7, 8],
                doors: vec![],
            },
            "no-such-plaza",
        ),
        // Not connected.
        (
            Action::Plaza {
                cells: vec![6, 16, 26, 36, 46, 56, 68],
                doors: vec![],
            },
            "not-connected",
        ),
        // Area 6 fills 1, 2 or 3 doors with these dice, never 4.
        (
            Action::Plaza {
                cells: vec![6, 16, 26, 36, 46, 56],
                doors: vec![5, 15, 25, 35],
            },
            "no-such-plaza",
        ),
        // Area 7 with 2 doors, but the plaza does not touch door 55.
        (
            Action::Plaza {
                cells: vec![6, 16, 26, 7, 17, 27, 8],
                doors: vec![5, 55],
            },
            "door-not-touched",
        ),
        // A cell that is drawn on.
        (
            Action::Plaza {
                cells: vec![5, 6, 7, 8, 9, 19, 29],
                doors: vec![],
            },
            "cell-drawn",
        ),
        // A door cell with no door.
        (
            Action::Plaza {
                cells: vec![6, 16, 26, 36, 46, 56, 66],
                doors: vec![4, 5],
            },
            "no-unfilled-door",
        ),
    ];
    for (a, why) in cases {
        let e = m.apply(0, a.clone()).unwrap_err();
        assert_eq!(code(&e), why, "{a:?}: {e}");
        assert_eq!(m.state_hash(), before, "{a:?}");
    }
}

#[test]
fn one_decision_per_roll_and_only_for_seats_to_act() {
    let mut m = M::new_paused(Config::new(2, 5)).unwrap();
    let before = m.state_hash();
    let e = m.apply(0, Action::Stop).unwrap_err();
    assert_eq!(code(&e), "not-rolled", "nothing before the roll");
    assert_eq!(m.state_hash(), before);
    m.force_chance(roll(3, 2, 1)).unwrap();
    assert_eq!(m.to_act(), vec![0, 1]);
    m.apply_paused(0, build(0, 0, 3, 2, 1, &[])).unwrap();
    assert_eq!(m.to_act(), vec![1]);
    let before = m.state_hash();
    let e = m.apply(0, build(5, 5, 3, 2, 1, &[])).unwrap_err();
    assert_eq!(code(&e), "already-decided");
    assert_eq!(num(e.said().unwrap(), "seat"), 0);
    assert_eq!(m.state_hash(), before);
    assert!(m.apply(2, Action::Stop).is_err(), "no seat 2");
    assert_eq!(m.state_hash(), before);
    m.apply_paused(1, build(0, 0, 2, 3, 1, &[])).unwrap();
    assert!(m.chance().is_some(), "everyone decided: the next roll");
}

#[test]
fn stopping_ends_your_game_only() {
    let mut m = rolled(2, 3, 2, 1);
    m.apply(0, Action::Stop).unwrap();
    m.apply(1, build(0, 0, 3, 2, 1, &[])).unwrap();
    assert_eq!(m.state().ended(0), Some(Ending::Stopped));
    assert_eq!(m.to_act(), vec![1]);
    m.apply(1, Action::Stop).unwrap();
    let r = m.result().unwrap();
    assert_eq!(r.kind, ResultKind::Ranked);
    // Seat 1 has 94 empty cells, seat 0 all 100: seat 1 wins.
    assert_eq!(r.winners, vec![1]);
}

#[test]
fn nothing_fits_ends_a_players_game() {
    let mut city = empty_city();
    for c in 0..99u8 {
        city.place_building(&spec(
            sheet::col_of(c as usize) as u8,
            sheet::row_of(c as usize) as u8,
            1,
            1,
            1,
        ));
    }
    assert!(!city.anything_fits(roll(6, 6, 6)));
    assert!(!city.anything_fits(roll(3, 2, 2)));
    // Two 1s make a 1×1 building.
    assert!(city.anything_fits(roll(1, 1, 5)));
}

#[test]
fn sight_vacant_cells_neither_count_nor_block() {
    let mut c = empty_city();
    c.place_building(&spec(1, 0, 1, 1, 2));
    c.place_building(&spec(4, 0, 1, 1, 3));
    assert_eq!(c.visible(LEFT_ROW0), 2);
    assert_eq!(c.visible(RIGHT_ROW0), 1, "from the right the 3 hides the 2");
}

#[test]
fn sight_equal_heights_hide() {
    let mut c = empty_city();
    c.place_building(&spec(0, 0, 1, 1, 3));
    c.place_building(&spec(3, 0, 2, 1, 3));
    c.place_building(&spec(6, 0, 1, 1, 4));
    assert_eq!(c.visible(LEFT_ROW0), 2);
    assert_eq!(c.visible(RIGHT_ROW0), 1);
}

#[test]
fn sight_plaza_in_front_counts_behind_does_not() {
    let mut c = empty_city();
    c.place_plaza(&[0, 1], &[]);
    c.place_building(&spec(4, 0, 1, 1, 2));
    assert_eq!(c.visible(LEFT_ROW0), 2, "plaza then building");
    assert_eq!(
        c.visible(RIGHT_ROW0),
        1,
        "the plaza behind the building is hidden"
    );
}

#[test]
fn sight_a_structure_crossing_a_line_twice_counts_once() {
    let mut c = empty_city();
    // A U-shaped plaza: row 0 columns 0 and 2, joined through row 1.
    c.place_plaza(&[0, 10, 11, 12, 2], &[]);
    c.place_building(&spec(1, 0, 1, 1, 2));
    c.place_building(&spec(5, 0, 1, 1, 3));
    // From the left: plaza, the 2, (plaza again: already counted), the 3.
    assert_eq!(c.visible(LEFT_ROW0), 3);
    // From the right: the 3 hides everything else.
    assert_eq!(c.visible(RIGHT_ROW0), 1);
    // Column 0 from the top: the plaza twice (rows 0 and 1), once.
    assert_eq!(c.visible(0), 1);
}

#[test]
fn sight_a_structure_is_seen_from_both_ends() {
    let mut c = empty_city();
    c.place_building(&spec(2, 0, 6, 1, 4));
    assert_eq!(c.visible(LEFT_ROW0), 1);
    assert_eq!(c.visible(RIGHT_ROW0), 1);
    // And along the columns it covers, from top and bottom.
    assert_eq!(c.visible(2), 1);
    assert_eq!(c.visible(22), 1);
    assert_eq!(c.visible(21), 0);
}

#[test]
fn score_counts_goals_met_doors_and_empty_cells_after_the_seventh() {
    let mut goals = [6u8; PARKS];
    goals[LEFT_ROW0] = 2;
    goals[RIGHT_ROW0] = 1;
    let mut c = City::new(goals);
    c.place_building(&spec(1, 0, 1, 1, 2));
    c.place_building(&spec(4, 0, 1, 1, 3));
    let s = c.score();
    assert_eq!(s.goals_met, 3);
    assert_eq!(s.empty_cells, 98);
    assert_eq!(s.penalty, -2 * (98 - FREE_EMPTY));
    assert_eq!(s.total, 3 - 182);

    let mut full = City::new([6; PARKS]);
    // Fill all but 7 cells: no penalty; then all but 8: −2.
    for cell in 0..93usize {
        full.place_building(&spec(
            sheet::col_of(cell) as u8,
            sheet::row_of(cell) as u8,
            1,
            1,
            1,
        ));
    }
    assert_eq!(full.score().penalty, 0);
    let mut eight = City::new([6; PARKS]);
    for cell in 0..92usize {
        eight.place_building(&spec(
            sheet::col_of(cell) as u8,
            sheet::row_of(cell) as u8,
            1,
            1,
            1,
        ));
    }
    assert_eq!(eight.score().penalty, -2);

    let mut d = City::new([6; PARKS]);
    d.place_building(&BuildingSpec {
        doors: vec![3, 13],
        ..spec(0, 0, 4, 5, 1)
    });
    d.place_plaza(&[4, 14], &[3, 13]);
    assert_eq!(d.score().filled_doors, 2);
}

#[test]
fn solo_result_has_three_lines_and_a_pecking_order() {
    let mut m = rolled(1, 3, 2, 1);
    m.apply(0, Action::Stop).unwrap();
    let r = m.result().unwrap();
    assert_eq!(r.kind, ResultKind::Solo);
    let s = &r.scores[0];
    assert_eq!(s.lines.len(), 3);
    assert_eq!(s.lines[2].points, -2 * (100 - 7));
    assert_eq!(s.total, s.lines.iter().map(|l| l.points).sum::<i32>());
    // the lines and the level are codes the page words
    let codes: Vec<&str> = s
        .lines
        .iter()
        .map(|l| l.said.as_ref().unwrap().code)
        .collect();
    assert_eq!(codes, ["goals-met", "filled-doors", "empty-beyond-free"]);
    assert!(
        s.lines.iter().all(|l| l.label.is_empty()),
        "no engine words"
    );
    let empty = s.lines[2].said.as_ref().unwrap();
    assert_eq!((num(empty, "free"), num(empty, "n")), (7, 100));
    assert_eq!(r.level.as_deref(), Some("flocked"));
    assert_eq!(construction_sight::pecking_order(29), "flocked");
    assert_eq!(construction_sight::pecking_order(30), "wingin-it");
    assert_eq!(
        construction_sight::pecking_order(45),
        "eggseeds-eggspektations"
    );
    assert_eq!(construction_sight::pecking_order(60), "pecktacular");
}

#[test]
fn marks_circle_and_cross_out_goals() {
    let mut goals = [0u8; PARKS];
    goals[LEFT_ROW0] = 1;
    goals[RIGHT_ROW0] = 3;
    let mut c = City::new(goals);
    assert_eq!(c.mark(LEFT_ROW0), Mark::Open);
    // A 6 nearest on the left: nothing behind it can be seen from there.
    c.place_building(&spec(0, 0, 1, 1, 6));
    assert_eq!(c.mark(LEFT_ROW0), Mark::Guaranteed);
    // From the right, the 6 is last: 3 is still reachable.
    assert_eq!(c.mark(RIGHT_ROW0), Mark::Open);
    c.place_building(&spec(1, 0, 9, 1, 6));
    assert_eq!(c.mark(RIGHT_ROW0), Mark::Impossible);
}

#[test]
fn blank_sheet_setup_writes_each_side_in_two_rolls_and_hides_it_meanwhile() {
    let mut m = M::new_paused(Config::new(2, 9).blank()).unwrap();
    assert!(matches!(m.state().phase(), Phase::Setup { .. }));
    m.force_chance(roll(2, 3, 5)).unwrap();
    let before = m.state_hash();
    // Not a die of the roll; too many; another side's space; building in setup.
    for (bad, why) in [
        (
            Action::Write {
                spaces: vec![0],
                goals: vec![4],
            },
            "not-a-die-left",
        ),
        (
            Action::Write {
                spaces: vec![0, 1],
                goals: vec![5, 5],
            },
            "not-a-die-left",
        ),
        (
            Action::Write {
                spaces: vec![0, 1, 2, 3],
                goals: vec![2, 3, 5, 2],
            },
            "write-one-to-three",
        ),
        (
            Action::Write {
                spaces: vec![12],
                goals: vec![2],
            },
            "park-off-side",
        ),
        (build(0, 0, 2, 3, 5, &[]), "setup-write-only"),
    ] {
        let e = m.apply(0, bad).unwrap_err();
        assert_eq!(code(&e), why, "{e}");
        assert_eq!(m.state_hash(), before);
    }
    m.apply_paused(
        0,
        Action::Write {
            spaces: vec![4, 7],
            goals: vec![3, 2],
        },
    )
    .unwrap();
    // Seat 1 cannot see seat 0's new goals; seat 0 can.
    let other = m.view(Some(1)).unwrap();
    assert_eq!(other.sheets[0].parks[4].goal, None);
    assert_eq!(m.view(Some(0)).unwrap().sheets[0].parks[4].goal, Some(3));
    m.apply_paused(
        1,
        Action::Write {
            spaces: vec![0],
            goals: vec![5],
        },
    )
    .unwrap();
    m.force_chance(roll(1, 1, 4)).unwrap();
    // The rest of the side: all eight spaces, numbers of this roll, reused.
    let rest: Vec<u8> = (0..10).filter(|&p| p != 4 && p != 7).collect();
    let e = m
        .check(
            0,
            &Action::Write {
                spaces: rest[..7].to_vec(),
                goals: vec![1; 7],
            },
        )
        .unwrap_err();
    assert_eq!(code(&e), "fill-the-side");
    assert_eq!(num(e.said().unwrap(), "n"), 8);
    assert_eq!(
        e.said().unwrap().args.get("side"),
        Some(&Arg::Code("top".into()))
    );
    let e = m
        .check(
            0,
            &Action::Write {
                spaces: rest.clone(),
                goals: vec![1, 4, 1, 1, 4, 1, 1, 6],
            },
        )
        .unwrap_err();
    assert_eq!(code(&e), "not-a-die");
    assert_eq!(num(e.said().unwrap(), "goal"), 6);
    let e = m
        .check(
            0,
            &Action::Write {
                spaces: vec![4],
                goals: vec![1],
            },
        )
        .unwrap_err();
    // park space 4 was written on the first roll
    assert_eq!(code(&e), "park-written");
    assert_eq!(num(e.said().unwrap(), "park"), 4);
    m.apply_paused(
        0,
        Action::Write {
            spaces: rest.clone(),
            goals: vec![1, 4, 1, 1, 4, 1, 1, 1],
        },
    )
    .unwrap();
    let rest1: Vec<u8> = (1..10).collect();
    m.apply_paused(
        1,
        Action::Write {
            spaces: rest1,
            goals: vec![4; 9],
        },
    )
    .unwrap();
    // The side is done: everyone sees it, and the right side comes next.
    assert_eq!(m.view(Some(1)).unwrap().sheets[0].parks[4].goal, Some(3));
    assert!(matches!(
        m.state().phase(),
        Phase::Setup {
            side: sheet::Side::Right,
            step: 0
        }
    ));
}

#[test]
fn blank_sheet_setup_leads_to_play_with_forty_goals() {
    let mut m = M::new(Config::new(1, 4).blank()).unwrap();
    while matches!(m.state().phase(), Phase::Setup { .. }) {
        let a = m.bot_action(0, dice::BotLevel::Normal).unwrap();
        m.apply(0, a).unwrap();
    }
    let v = m.view(Some(0)).unwrap();
    assert!(v.sheets[0].parks.iter().all(|p| p.goal.is_some()));
    assert_eq!(m.state().phase(), Phase::Play);
}

#[test]
fn view_lists_cells_structures_and_parks_in_camel_case() {
    let mut m = rolled(1, 5, 4, 2);
    m.apply(0, build(1, 2, 5, 4, 2, &[21, 22, 23])).unwrap();
    let v = m.view(Some(0)).unwrap();
    let s = &v.sheets[0];
    assert_eq!(s.cells.len(), 100);
    assert_eq!(s.cells[21], Some(0));
    assert_eq!(s.cells[20], None);
    assert_eq!(s.parks.len(), 40);
    let text = dice::json::to_string(&v).unwrap();
    for key in [
        "\"filledDoors\"",
        "\"structures\"",
        "\"kind\":\"building\"",
        "\"mark\":\"open\"",
        "\"side\":\"top\"",
        "\"toAct\"",
    ] {
        assert!(text.contains(key), "{key} in {text:.300}");
    }
}

#[test]
fn plaza_query_answers_with_an_example() {
    let mut m = doors_game();
    m.force_chance(roll(6, 3, 1)).unwrap();
    let Answer::Plaza {
        possible,
        cells,
        door_cells,
    } = m
        .query(Some(0), &Query::Plaza { area: 6, doors: 3 })
        .unwrap()
    else {
        panic!("plaza answer")
    };
    assert!(possible);
    let a = Action::Plaza {
        cells,
        doors: door_cells,
    };
    m.check(0, &a).unwrap();
    let Answer::Plaza { possible, .. } = m
        .query(Some(0), &Query::Plaza { area: 6, doors: 7 })
        .unwrap()
    else {
        panic!("plaza answer")
    };
    assert!(!possible, "only six doors exist");
}

#[test]
fn the_sheet_content_is_a_fact_of_the_game_the_same_in_every_position() {
    let q: construction_sight::query::Query =
        dice::json::from_str(r#"{"type":"content"}"#).unwrap();
    let checked = dice::playout::fact_holds::<ConstructionSight>(&q, 3, 32).unwrap();
    assert!(checked > 30, "{checked} positions");
}

#[test]
fn place_doors_for_me_prefers_doors_a_plaza_can_still_fill() {
    // A 6×6 in the top-left corner, then a 4×4 against its right side in the top-right
    // corner: of its outline, only the bottom row has vacant cells beside it.
    let mut m = M::new_paused(Config::new(1, 5)).unwrap();
    m.force_chance(roll(6, 6, 1)).unwrap();
    m.apply_paused(0, build(0, 0, 6, 6, 1, &[5, 15, 25, 35, 45, 55]))
        .unwrap();
    m.force_chance(roll(4, 4, 2)).unwrap();
    let fits = |m: &M, x: u8, y: u8| {
        let q = Query::Fits {
            width: 4,
            depth: 4,
            x: Some(x),
            y: Some(y),
        };
        let Answer::Fits { reason, doors, .. } = m.query(Some(0), &q).unwrap() else {
            panic!("fits answer")
        };
        (reason, doors)
    };
    let (reason, doors) = fits(&m, 6, 0);
    assert_eq!(reason, None);
    let chosen = doors;
    assert_eq!(chosen.len(), 2, "a 4×4 gets two doors");
    let city = m.state().city(0);
    for &c in &chosen {
        let (r, col) = (sheet::row_of(c as usize), sheet::col_of(c as usize));
        assert!(
            (0..4).contains(&r) && (6..10).contains(&col),
            "{c} on the building"
        );
        let outside_vacant = sheet::neighbours(c as usize).any(|n| {
            let inside = sheet::row_of(n) < 4 && sheet::col_of(n) >= 6;
            !inside && city.is_vacant(n)
        });
        assert!(
            outside_vacant,
            "door {c} has a vacant cell beside it for a plaza"
        );
    }
    // where it does not fit: why, and no doors
    let (reason, doors) = fits(&m, 7, 0);
    assert_eq!(reason.unwrap().code, "runs-off");
    assert!(doors.is_empty());
    // the doors chosen make a legal building
    m.apply_paused(0, build(6, 0, 4, 4, 2, &chosen)).unwrap();
}
