//! One test per rule of Skyline, driving the public API with forced rolls.

use dice::{Game, GameError, Match, Seat};
use skyline_dice::{
    Action, Config, Counts, Face, Kind, Phase, Placement, Rise, Roll, Scenario, Skyline,
};

type M = Match<Skyline>;

/// A refusal a player reads, as its code and arguments (`take-exactly n=3 taken=2`).
fn said(e: &GameError) -> String {
    e.said()
        .map_or_else(|| format!("not a code: {e}"), ToString::to_string)
}

fn game(players: u8) -> M {
    M::new_paused(Config::new(players, 7)).expect("a valid config")
}

/// Scripted play: methods, so that an argument may look at the match
/// (`m.act(0, build(&[(die(&m, …), …)]))`).
trait Script {
    fn take(&mut self, seat: Seat, g: u8, u: u8, p: u8);
    fn act(&mut self, seat: Seat, a: Action);
    fn roll(&mut self, faces: &[Face]);
    /// The error of an action that must be refused, after checking it changed nothing.
    fn refused(&mut self, seat: Seat, a: Action) -> GameError;
}

impl Script for M {
    fn take(&mut self, seat: Seat, g: u8, u: u8, p: u8) {
        self.act(
            seat,
            Action::Take {
                ground: g,
                upper: u,
                penthouse: p,
            },
        );
    }

    fn act(&mut self, seat: Seat, a: Action) {
        self.apply_paused(seat, a.clone())
            .unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    }

    fn roll(&mut self, faces: &[Face]) {
        let mut faces = faces.to_vec();
        faces.sort();
        self.force_chance(Roll { faces })
            .unwrap_or_else(|e| panic!("roll refused: {e}"));
    }

    fn refused(&mut self, seat: Seat, a: Action) -> GameError {
        let before = self.state_hash();
        let e = self.apply_paused(seat, a).expect_err("must be refused");
        assert_eq!(
            self.state_hash(),
            before,
            "a refused action changed the state"
        );
        e
    }
}

/// The index of the first active die showing `face` (not in `skip`).
fn die(m: &M, face: Face, skip: &[u8]) -> u8 {
    m.state()
        .active()
        .iter()
        .enumerate()
        .position(|(i, f)| *f == face && !skip.contains(&(i as u8)))
        .unwrap_or_else(|| panic!("no active {face:?} in {:?}", m.state().active())) as u8
}

fn build(placements: &[(u8, Option<u8>)]) -> Action {
    Action::Build {
        placements: placements
            .iter()
            .map(|&(die, column)| Placement {
                die,
                building: None,
                column,
            })
            .collect(),
    }
}

fn heights(m: &M, seat: Seat) -> Vec<(Rise, u8)> {
    m.state()
        .city(seat)
        .columns
        .iter()
        .map(|c| (c.rise, c.height()))
        .collect()
}

fn tiles(m: &M, seat: Seat) -> Vec<u8> {
    m.state()
        .city(seat)
        .tiles
        .iter()
        .map(|t| t.height)
        .collect()
}

fn total_dice(m: &M) -> Counts {
    m.state().dice_everywhere()
}

#[test]
fn setup_gives_high_mid_and_low_ground_floors_and_the_fourth_player_none() {
    let m = game(4);
    assert_eq!(heights(&m, 0), vec![(Rise::High, 1)]);
    assert_eq!(heights(&m, 1), vec![(Rise::Mid, 1)]);
    assert_eq!(heights(&m, 2), vec![(Rise::Low, 1)]);
    assert!(heights(&m, 3).is_empty());
    let two = game(2);
    assert_eq!(two.state().yard(), Counts::new(25 - 1 - 2, 27, 6));
}

#[test]
fn setup_puts_one_die_of_each_type_in_the_abandoned_district() {
    let m = game(3);
    assert_eq!(m.state().district(), Counts::new(1, 1, 1));
    assert_eq!(total_dice(&m), Counts::new(25, 28, 7));
    let solo = game(1);
    assert_eq!(solo.state().district(), Counts::default());
    assert_eq!(solo.state().yard(), Counts::new(24, 28, 7));
}

#[test]
fn take_any_three_dice_from_the_construction_yard() {
    let mut m = game(2);
    let e = m.refused(
        0,
        Action::Take {
            ground: 1,
            upper: 1,
            penthouse: 0,
        },
    );
    assert_eq!(said(&e), "take-exactly n=3 taken=2");
    m.refused(
        0,
        Action::Take {
            ground: 2,
            upper: 1,
            penthouse: 1,
        },
    );
    m.take(0, 0, 0, 3);
    assert_eq!(m.state().yard().penthouse, 3);
    assert_eq!(m.state().phase(), Phase::Roll);
}

#[test]
fn only_dice_in_the_yard_can_be_taken() {
    let mut m = game(2);
    // Seat 0 takes three Penthouse dice and keeps them in hand; the yard has 3 left.
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    m.act(0, Action::Abandon { dice: vec![0] });
    m.act(0, Action::Resign);
    // The district (1 each + 1 Penthouse) keeps its dice; the yard has 6−3+2 = 5.
    assert_eq!(m.state().yard().penthouse, 5);
    m.take(1, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    m.act(
        1,
        Action::Abandon {
            dice: vec![0, 1, 2],
        },
    );
    assert_eq!(m.state().yard().penthouse, 2);
    let e = m.refused(
        0,
        Action::Take {
            ground: 0,
            upper: 0,
            penthouse: 3,
        },
    );
    assert_eq!(said(&e), "yard-short n=2 kind=penthouse");
}

#[test]
fn take_all_dice_of_the_abandoned_district_and_restock_it_when_emptied() {
    let mut m = game(2);
    m.act(0, Action::TakeDistrict);
    assert_eq!(m.state().district(), Counts::default());
    assert_eq!(
        m.state().pending(),
        &[Kind::Ground, Kind::Upper, Kind::Penthouse]
    );
    m.roll(&[Face::GroundLow, Face::UpperLow, Face::Blank]);
    m.act(
        0,
        build(&[
            (die(&m, Face::GroundLow, &[]), None),
            (die(&m, Face::UpperLow, &[]), Some(1)),
        ]),
    );
    assert_eq!(tiles(&m, 0), vec![2]);
    m.act(0, Action::Resign);
    // Emptied during the turn: restocked with one die of each type before the next.
    assert_eq!(m.state().district(), Counts::new(1, 1, 1));
    assert_eq!(total_dice(&m), Counts::new(25, 28, 7));
}

#[test]
fn every_roll_is_a_chance_node_weighted_by_the_faces() {
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    let outcomes = m.chance().expect("a roll waits");
    assert!(m.to_act().is_empty());
    assert_eq!(outcomes.iter().map(|o| o.weight).sum::<u64>(), 216);
    assert_eq!(outcomes.len(), 27);
    let blank = outcomes
        .iter()
        .find(|o| o.outcome.faces == vec![Face::GroundMid, Face::UpperLow, Face::Blank])
        .unwrap();
    assert_eq!(blank.weight, 2 * 2 * 3);
    // The engine names the faces by id; the page words them.
    assert_eq!(Skyline::describe_chance(&blank.outcome), "");
    assert_eq!(
        Skyline::chance_parts(&blank.outcome),
        vec!["groundMid", "upperLow", "blank"]
    );
    // A roll of other dice than those taken is refused.
    assert!(m
        .force_chance(Roll {
            faces: vec![Face::Blank, Face::Blank, Face::Blank]
        })
        .is_err());
}

#[test]
fn at_least_one_die_must_be_resolved_before_rolling_again_or_resigning() {
    let mut m = game(1);
    m.take(0, 3, 0, 0);
    m.roll(&[Face::GroundLow, Face::GroundMid, Face::GroundHigh]);
    m.refused(0, Action::Resign);
    m.refused(0, Action::Reroll { dice: vec![0] });
    m.refused(0, Action::Build { placements: vec![] });
    m.act(0, build(&[(0, None)]));
    assert_eq!(m.state().phase(), Phase::Continue);
    // One action per roll: a second Build needs a roll first.
    m.refused(0, build(&[(0, None)]));
}

#[test]
fn ground_floor_dice_can_always_be_built() {
    let mut m = game(1);
    m.take(0, 3, 0, 0);
    m.roll(&[Face::GroundLow, Face::GroundMid, Face::GroundHigh]);
    // Never on top of (or between) dice already built.
    let e = m.refused(0, build(&[(die(&m, Face::GroundHigh, &[]), Some(0))]));
    assert_eq!(said(&e), "ground-on-top die=3 face=groundHigh");
    m.act(0, build(&[(0, None), (1, None), (2, None)]));
    assert_eq!(
        heights(&m, 0),
        vec![
            (Rise::High, 1),
            (Rise::Low, 1),
            (Rise::Mid, 1),
            (Rise::High, 1)
        ]
    );
    // No dice left: the turn ends without a resign.
    assert_eq!(m.state().phase(), Phase::Take);
    assert_eq!(m.state().round(), 2);
}

#[test]
fn upper_floor_and_penthouse_dice_need_a_building_of_their_type() {
    let mut m = game(1);
    m.take(0, 0, 2, 1);
    m.roll(&[Face::UpperMid, Face::UpperHigh, Face::PenthouseMid]);
    let e = m.refused(0, build(&[(die(&m, Face::UpperMid, &[]), Some(0))]));
    assert_eq!(said(&e), "wrong-rise die=1 face=upperMid rise=mid on=high");
    let e = m.refused(0, build(&[(die(&m, Face::UpperMid, &[]), None)]));
    assert_eq!(said(&e), "not-ground die=1 face=upperMid");
    m.act(0, build(&[(die(&m, Face::UpperHigh, &[]), Some(0))]));
    assert_eq!(heights(&m, 0), vec![(Rise::High, 2)]);
}

#[test]
fn a_blank_face_can_never_be_built() {
    let mut m = game(1);
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::PenthouseHigh]);
    let e = m.refused(0, build(&[(die(&m, Face::Blank, &[]), Some(0))]));
    assert_eq!(said(&e), "blank-side die=2 face=blank");
}

#[test]
fn a_penthouse_may_not_finish_a_building_under_its_minimum_height() {
    let mut m = game(1);
    m.take(0, 1, 0, 2);
    m.roll(&[Face::GroundMid, Face::PenthouseHigh, Face::PenthouseMid]);
    // High-Rise of one die + Penthouse = 2 < 3.
    let e = m.refused(0, build(&[(die(&m, Face::PenthouseHigh, &[]), Some(0))]));
    assert_eq!(
        said(&e),
        "under-minimum die=3 face=penthouseHigh rise=high height=2 min=3"
    );
    // Mid-Rise: a ground floor and a Penthouse make 2, its minimum: complete.
    m.act(
        0,
        build(&[
            (die(&m, Face::GroundMid, &[]), None),
            (die(&m, Face::PenthouseMid, &[]), Some(1)),
        ]),
    );
    assert_eq!(tiles(&m, 0), vec![2]);
    assert_eq!(heights(&m, 0), vec![(Rise::High, 1)]);
}

#[test]
fn a_low_rise_is_complete_when_an_upper_floor_is_built_on_it() {
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    m.roll(&[Face::GroundLow, Face::UpperLow, Face::Blank]);
    let yard = m.state().yard();
    m.act(0, build(&[(0, None), (1, Some(1))]));
    assert_eq!(tiles(&m, 0), vec![2]);
    assert_eq!(m.state().city(0).tiles[0].rise, Rise::Low);
    // Its two dice went back to the Construction Yard.
    assert_eq!(
        m.state().yard(),
        Counts::new(yard.ground + 1, yard.upper + 1, yard.penthouse)
    );
}

#[test]
fn buildings_never_grow_past_their_maximum_height() {
    let mut m = game(1);
    // Mid-Rise: 4 dice at most. Build G + 3 Upper, then a 4th Upper is refused.
    m.take(0, 1, 2, 0);
    m.roll(&[Face::GroundMid, Face::UpperMid, Face::UpperMid]);
    m.act(0, build(&[(0, None), (1, Some(1)), (2, Some(1))]));
    m.take(0, 0, 3, 0);
    m.roll(&[Face::UpperMid, Face::UpperMid, Face::UpperMid]);
    let e = m.refused(0, build(&[(0, Some(1)), (1, Some(1))]));
    assert_eq!(said(&e), "too-high die=2 face=upperMid rise=mid max=4");
    m.act(0, build(&[(0, Some(1))]));
    assert_eq!(heights(&m, 0)[1], (Rise::Mid, 4));
}

#[test]
fn a_building_at_its_greatest_height_without_its_top_can_never_be_finished_and_scores_nothing() {
    let mut m = game(1);
    m.take(0, 1, 2, 0);
    m.roll(&[Face::GroundMid, Face::UpperMid, Face::UpperMid]);
    m.act(0, build(&[(0, None), (1, Some(1)), (2, Some(1))]));
    let s = &m.view(None).unwrap().seats[0];
    assert_eq!(s.unfinishable, vec![false, false]);
    m.take(0, 0, 3, 0);
    m.roll(&[Face::UpperMid, Face::UpperMid, Face::UpperMid]);
    // asked before the build: the plan would leave building 2 stuck, and says so
    let q: skyline_dice::Query =
        dice::json::from_str(r#"{"type":"plan","placements":[{"die":0,"column":1}]}"#).unwrap();
    let a = dice::json::to_string(&m.query(Some(0), &q).unwrap()).unwrap();
    assert_eq!(a, r#"{"doomed":[false,true],"ends":null}"#);
    let none: skyline_dice::Query =
        dice::json::from_str(r#"{"type":"plan","placements":[]}"#).unwrap();
    assert_eq!(
        dice::json::to_string(&m.query(Some(0), &none).unwrap()).unwrap(),
        r#"{"doomed":[false,false],"ends":null}"#
    );
    let bad: skyline_dice::Query =
        dice::json::from_str(r#"{"type":"plan","placements":[{"die":7,"column":1}]}"#).unwrap();
    assert!(m.query(Some(0), &bad).is_err());
    m.act(0, build(&[(0, Some(1))]));
    let s = &m.view(None).unwrap().seats[0];
    assert_eq!(s.unfinishable, vec![false, true]);
    assert_eq!(s.column_points, vec![0, 0]);
}

#[test]
fn a_lone_low_rise_ground_floor_scores_as_a_one_floor_building() {
    let m = game(3);
    let v = m.view(None).unwrap();
    assert_eq!(heights(&m, 2), vec![(Rise::Low, 1)]);
    assert_eq!(v.seats[2].column_points, vec![v.seats[2].score]);
    assert!(v.seats[2].score > 0);
    assert_eq!(v.seats[1].column_points, vec![0]);
}

#[test]
fn dice_may_not_go_on_a_building_finished_in_the_same_build() {
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    m.roll(&[Face::GroundLow, Face::UpperLow, Face::Blank]);
    let mut m2 = M::new_paused(Config::new(1, 7)).unwrap();
    m2.take(0, 1, 2, 0);
    m2.roll(&[Face::GroundLow, Face::UpperLow, Face::UpperLow]);
    let e = m2.refused(0, build(&[(0, None), (1, Some(1)), (2, Some(1))]));
    assert_eq!(said(&e), "finished-in-build die=3 face=upperLow building=2");
}

#[test]
fn demolish_sends_the_dice_and_one_building_to_the_yard() {
    let mut m = game(1);
    m.take(0, 0, 1, 2);
    m.roll(&[Face::UpperHigh, Face::Blank, Face::Blank]);
    let yard = m.state().yard();
    m.act(
        0,
        Action::Demolish {
            dice: vec![die(&m, Face::Blank, &[])],
            building: None,
            column: Some(0),
            tile: None,
        },
    );
    assert!(heights(&m, 0).is_empty());
    assert_eq!(
        m.state().yard(),
        Counts::new(yard.ground + 1, yard.upper, yard.penthouse + 1)
    );
    assert_eq!(m.state().demolished(0), 1);
    let e = m.refused(
        0,
        Action::Demolish {
            dice: vec![0],
            building: None,
            column: None,
            tile: Some(0),
        },
    );
    assert_eq!(said(&e), "not-now action=demolish phase=continue");
}

/// The view's `cheapest` as (column, tile, its points now), while the active player resolves.
fn cheapest(m: &M) -> Option<(Option<u8>, Option<u8>, i32)> {
    let v = m.view(None).unwrap();
    let i = v.cheapest? as usize;
    let s = &v.seats[0];
    Some(match s.column_points.get(i) {
        Some(&p) => (Some(i as u8), None, p),
        None => {
            let t = s.tiles[i - s.columns.len()];
            let p = skyline_dice::content().tile_points(t.height);
            (None, Some((i - s.columns.len()) as u8), p)
        }
    })
}

#[test]
fn forced_to_demolish_the_building_that_costs_least_is_the_one_with_least_to_lose() {
    // A one-floor Mid-Rise beside a two-floor High-Rise: both score nothing now, but the
    // High-Rise is further on its way to its points, so the Mid-Rise costs least.
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    assert_eq!(cheapest(&m), None, "asked only while dice are resolved");
    m.roll(&[Face::GroundMid, Face::UpperHigh, Face::Blank]);
    let mid = die(&m, Face::GroundMid, &[]);
    let up = die(&m, Face::UpperHigh, &[]);
    m.act(0, build(&[(mid, None), (up, Some(0))]));
    m.act(0, Action::Resign);
    assert_eq!(heights(&m, 0), vec![(Rise::High, 2), (Rise::Mid, 1)]);
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    assert!(m.view(None).unwrap().active.iter().all(|d| !d.fits));
    assert_eq!(cheapest(&m), Some((Some(1), None, 0)));

    // A lone Low-Rise ground floor beside the two-floor High-Rise: it scores a point now,
    // which is still less than the High-Rise may bring, so it is the one to lose.
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    m.roll(&[Face::GroundLow, Face::UpperHigh, Face::Blank]);
    let low = die(&m, Face::GroundLow, &[]);
    let up = die(&m, Face::UpperHigh, &[]);
    m.act(0, build(&[(low, None), (up, Some(0))]));
    m.act(0, Action::Resign);
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    assert_eq!(cheapest(&m), Some((Some(1), None, 1)));
    // The advice is a legal demolition, and it costs what it says.
    let before = m.view(None).unwrap().seats[0].score;
    m.act(
        0,
        Action::Demolish {
            dice: vec![0],
            building: None,
            column: Some(1),
            tile: None,
        },
    );
    assert_eq!(before - m.view(None).unwrap().seats[0].score, 1);
    assert_eq!(heights(&m, 0), vec![(Rise::High, 2)]);
    assert_eq!(
        cheapest(&m),
        None,
        "re-roll or resign: nothing is resolved now"
    );
}

#[test]
fn a_building_that_can_never_be_finished_costs_nothing_to_lose_and_a_finished_one_its_points() {
    let mut m = game(1);
    // Mid-Rise of four dice without its Penthouse (stuck) and a finished Low-Rise of two.
    m.take(0, 2, 1, 0);
    m.roll(&[Face::GroundMid, Face::GroundLow, Face::UpperMid]);
    let gm = die(&m, Face::GroundMid, &[]);
    let gl = die(&m, Face::GroundLow, &[]);
    let um = die(&m, Face::UpperMid, &[]);
    m.act(0, build(&[(gm, None), (gl, None), (um, Some(1))]));
    m.take(0, 0, 3, 0);
    m.roll(&[Face::UpperMid, Face::UpperMid, Face::UpperLow]);
    let a = die(&m, Face::UpperMid, &[]);
    let b = die(&m, Face::UpperMid, &[a]);
    let l = die(&m, Face::UpperLow, &[]);
    m.act(0, build(&[(a, Some(1)), (b, Some(1)), (l, Some(2))]));
    assert_eq!(heights(&m, 0), vec![(Rise::High, 1), (Rise::Mid, 4)]);
    assert_eq!(tiles(&m, 0), vec![2]);
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    assert_eq!(cheapest(&m), Some((Some(1), None, 0)));
    // Without it: the High-Rise of one floor (worth a few points to come) before the
    // finished Low-Rise (4 points now).
    m.act(
        0,
        Action::Demolish {
            dice: vec![0],
            building: None,
            column: Some(1),
            tile: None,
        },
    );
    m.act(0, Action::Resign);
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    assert_eq!(cheapest(&m), Some((Some(0), None, 0)));
}

/// The engine's answer to a plan of `placements` (JSON text), as JSON text.
fn plan(m: &M, seat: Seat, placements: &str) -> String {
    let q: skyline_dice::Query =
        dice::json::from_str(&format!(r#"{{"type":"plan","placements":{placements}}}"#)).unwrap();
    dice::json::to_string(&m.query(Some(seat), &q).unwrap()).unwrap()
}

#[test]
fn finishing_a_six_floor_building_ends_the_game_early_and_the_plan_says_so_first() {
    // Solo: every turn is a round's last, so the game ends with this turn.
    let mut m = game(1);
    m.take(0, 0, 3, 0);
    m.roll(&[Face::UpperHigh, Face::UpperHigh, Face::UpperHigh]);
    m.act(0, build(&[(0, Some(0)), (1, Some(0)), (2, Some(0))]));
    m.take(0, 0, 1, 2);
    m.roll(&[Face::UpperHigh, Face::PenthouseHigh, Face::Blank]);
    let up = die(&m, Face::UpperHigh, &[]);
    let top = die(&m, Face::PenthouseHigh, &[]);
    let five = format!(r#"[{{"die":{up},"column":0}}]"#);
    assert_eq!(plan(&m, 0, &five), r#"{"doomed":[false],"ends":null}"#);
    let six = format!(r#"[{{"die":{up},"column":0}},{{"die":{top},"column":0}}]"#);
    assert_eq!(plan(&m, 0, &six), r#"{"doomed":[false],"ends":"game"}"#);
    m.act(0, build(&[(up, Some(0)), (top, Some(0))]));
    assert_eq!(m.state().round(), 2);
    m.act(0, Action::Resign);
    assert!(m.is_over(), "round 2 of 9 was the last");

    // Two players: the first player's six-floor building makes the round the last; the
    // round's last player's would end the game with their turn.
    let mut m = game(2);
    m.take(0, 0, 3, 0);
    m.roll(&[Face::UpperHigh, Face::UpperHigh, Face::UpperHigh]);
    m.act(0, build(&[(0, Some(0)), (1, Some(0)), (2, Some(0))]));
    m.take(1, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    m.act(
        1,
        Action::Abandon {
            dice: vec![0, 1, 2],
        },
    );
    m.take(0, 0, 1, 2);
    m.roll(&[Face::UpperHigh, Face::PenthouseHigh, Face::Blank]);
    let up = die(&m, Face::UpperHigh, &[]);
    let top = die(&m, Face::PenthouseHigh, &[]);
    let six = format!(r#"[{{"die":{up},"column":0}},{{"die":{top},"column":0}}]"#);
    assert_eq!(plan(&m, 0, &six), r#"{"doomed":[false],"ends":"round"}"#);
    m.act(0, build(&[(up, Some(0)), (top, Some(0))]));
    // Once the round is the last, a second six-floor building changes nothing.
    assert!(m.view(None).unwrap().last_round);
}

#[test]
fn abandon_moves_dice_to_the_district_and_does_not_exist_in_solo() {
    let mut m = game(2);
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::PenthouseMid]);
    m.act(0, Action::Abandon { dice: vec![1, 2] });
    assert_eq!(m.state().district(), Counts::new(1, 1, 3));
    let mut solo = game(1);
    solo.take(0, 0, 0, 3);
    solo.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    let e = solo.refused(0, Action::Abandon { dice: vec![0] });
    assert_eq!(said(&e), "no-abandon-solo");
    let e = solo.refused(0, Action::TakeDistrict);
    assert_eq!(said(&e), "not-now action=take phase=resolve");
}

#[test]
fn reroll_any_remaining_dice_keeping_the_others_or_resign() {
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    m.roll(&[Face::GroundHigh, Face::UpperMid, Face::Blank]);
    m.act(0, build(&[(die(&m, Face::GroundHigh, &[]), None)]));
    // Re-roll only the blank; the Mid upper stays as it is.
    m.act(
        0,
        Action::Reroll {
            dice: vec![die(&m, Face::Blank, &[])],
        },
    );
    assert_eq!(m.state().active(), &[Face::UpperMid]);
    m.roll(&[Face::PenthouseHigh]);
    assert_eq!(m.state().active(), &[Face::UpperMid, Face::PenthouseHigh]);
    // Nothing fits: demolish the new High-Rise with the Penthouse, keep the Mid.
    m.act(
        0,
        Action::Demolish {
            dice: vec![die(&m, Face::PenthouseHigh, &[])],
            building: None,
            column: Some(1),
            tile: None,
        },
    );
    let yard = m.state().yard();
    m.act(0, Action::Resign);
    // Resigning sends the remaining active dice back to the yard.
    assert_eq!(
        m.state().yard(),
        Counts::new(yard.ground, yard.upper + 1, yard.penthouse)
    );
    assert_eq!(m.state().round(), 2);
    let e = m.refused(0, Action::Reroll { dice: vec![] });
    assert_eq!(said(&e), "not-now action=reroll phase=take");
}

#[test]
fn with_no_active_dice_left_the_turn_ends() {
    let mut m = game(2);
    m.take(0, 3, 0, 0);
    m.roll(&[Face::GroundLow, Face::GroundLow, Face::GroundLow]);
    m.act(0, build(&[(0, None), (1, None), (2, None)]));
    assert_eq!(m.state().turn(), 1);
    assert_eq!(m.state().phase(), Phase::Take);
}

#[test]
fn in_solo_a_roll_that_can_neither_build_nor_demolish_ends_the_turn() {
    let mut m = game(1);
    // Lose the only building first: demolish the High-Rise ground floor.
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    m.act(
        0,
        Action::Demolish {
            dice: vec![0, 1, 2],
            building: None,
            column: Some(0),
            tile: None,
        },
    );
    assert_eq!(m.state().round(), 2);
    m.take(0, 0, 2, 1);
    m.roll(&[Face::UpperHigh, Face::UpperMid, Face::PenthouseMid]);
    // Nothing fits and there is nothing to demolish: next turn.
    assert_eq!(m.state().round(), 3);
    assert_eq!(m.state().phase(), Phase::Take);
    assert_eq!(total_dice(&m), Counts::new(25, 28, 7));
}

#[test]
fn the_game_ends_at_the_end_of_the_round_in_which_a_six_dice_building_was_finished() {
    let mut m = game(2);
    m.take(0, 0, 3, 0);
    m.roll(&[Face::UpperHigh, Face::UpperHigh, Face::UpperHigh]);
    m.act(0, build(&[(0, Some(0)), (1, Some(0)), (2, Some(0))]));
    m.take(1, 3, 0, 0);
    m.roll(&[Face::GroundLow, Face::GroundLow, Face::GroundLow]);
    m.act(1, build(&[(0, None)]));
    m.act(1, Action::Resign);
    // Round 2: High-Rise 4 → 5 → finished at 6.
    m.take(0, 0, 1, 2);
    m.roll(&[Face::UpperHigh, Face::PenthouseHigh, Face::Blank]);
    m.act(
        0,
        build(&[
            (die(&m, Face::UpperHigh, &[]), Some(0)),
            (die(&m, Face::PenthouseHigh, &[]), Some(0)),
        ]),
    );
    assert_eq!(tiles(&m, 0), vec![6]);
    assert!(m.view(None).unwrap().last_round);
    m.act(0, Action::Resign);
    assert!(!m.is_over(), "the round is played to its end");
    m.take(1, 3, 0, 0);
    m.roll(&[Face::GroundLow, Face::GroundLow, Face::GroundLow]);
    m.act(1, build(&[(0, None)]));
    m.act(1, Action::Resign);
    assert!(m.is_over());
    let r = m.result().unwrap();
    assert_eq!(r.winners, vec![0]);
    assert_eq!(r.scores[0].total, 36);
    assert_eq!(
        r.scores[0].lines[0].said.as_ref().map(ToString::to_string),
        Some("building-score rise=high floors=6".into())
    );
    // Seat 1: two lone Low-Rise ground floors become height-1 tiles; the Mid-Rise is lost.
    assert_eq!(r.scores[1].total, 2);
}

#[test]
fn the_game_ends_after_round_nine() {
    for seed in 0..6 {
        let mut m = M::new(Config::new(1 + (seed % 4) as u8, seed)).unwrap();
        while !m.is_over() {
            let seat = m.to_act()[0];
            let a = m.bot_action(seat, dice::BotLevel::Easy).unwrap();
            m.apply(seat, a).unwrap();
        }
        let six = (0..m.state().players()).any(|s| tiles(&m, s).contains(&6));
        assert!(m.state().round() <= 9);
        if !six {
            assert_eq!(m.state().round(), 9);
        }
    }
}

#[test]
fn a_refusal_names_the_die_as_the_page_numbers_it() {
    let mut m = game(1);
    m.take(0, 1, 1, 1);
    m.roll(&[Face::GroundLow, Face::UpperMid, Face::Blank]);
    let e = m.refused(0, build(&[(2, None)]));
    assert_eq!(said(&e), "not-ground die=3 face=blank");
}

#[test]
fn acting_out_of_turn_or_with_unknown_dice_is_refused() {
    let mut m = game(3);
    let e = m.refused(
        1,
        Action::Take {
            ground: 3,
            upper: 0,
            penthouse: 0,
        },
    );
    assert_eq!(said(&e), "not-your-turn seat=1");
    m.take(0, 3, 0, 0);
    // Nobody acts while the dice roll.
    m.refused(0, build(&[(0, None)]));
    m.roll(&[Face::GroundLow, Face::GroundMid, Face::GroundMid]);
    // Dice are named as the page numbers them, from 1.
    let e = m.refused(0, build(&[(5, None)]));
    assert_eq!(said(&e), "no-die die=6 dice=3");
    let e = m.refused(0, build(&[(1, None), (1, None)]));
    assert_eq!(said(&e), "die-twice die=2");
    let e = m.refused(
        0,
        Action::Demolish {
            dice: vec![0],
            building: None,
            column: Some(0),
            tile: Some(0),
        },
    );
    assert!(e.message().contains("one building"), "{e}");
    m.refused(
        0,
        Action::Demolish {
            dice: vec![0],
            building: None,
            column: None,
            tile: Some(0),
        },
    );
    m.refused(0, Action::Abandon { dice: vec![] });
}

#[test]
fn solo_levels_and_scenarios_are_the_verdict() {
    let mut m = M::new(Config::new(1, 3).with_scenario(Scenario::Essen)).unwrap();
    assert!(m.view(None).unwrap().scenario.unwrap().met);
    while !m.is_over() {
        let a = m.bot_action(0, dice::BotLevel::Hard).unwrap();
        m.apply(0, a).unwrap();
    }
    let r = m.result().unwrap();
    assert_eq!(r.kind, dice::ResultKind::Solo);
    let total = r.scores[0].total;
    let expect = skyline_dice::content()
        .levels
        .iter()
        .rev()
        .find(|l| total >= l.points)
        .map(|l| l.id.to_string());
    assert_eq!(r.level, expect);
    let met = m.state().demolished(0) == 0;
    assert_eq!(r.notes.len(), 1);
    let want = if met { "essen-met" } else { "essen-missed" };
    assert_eq!(r.notes, vec![want.to_string()]);
    assert_eq!(
        r.scores[0].lines.iter().map(|l| l.points).sum::<i32>(),
        total
    );
}

#[test]
fn the_essen_scenario_is_lost_by_a_demolish() {
    let mut m = M::new_paused(Config::new(1, 3).with_scenario(Scenario::Essen)).unwrap();
    m.take(0, 0, 0, 3);
    m.roll(&[Face::Blank, Face::Blank, Face::Blank]);
    m.act(
        0,
        Action::Demolish {
            dice: vec![0],
            building: None,
            column: Some(0),
            tile: None,
        },
    );
    let v = m.view(None).unwrap().scenario.unwrap();
    assert!(!v.met && v.decided);
}

/// The sample round of the rulebook (round 3 of a three-player game), with
/// rolls chosen to fit its text; rounds 1 and 2 build the skylines it starts from.
#[test]
fn the_sample_round_eileen_tim_and_david() {
    let (e, t, d) = (0, 1, 2);
    let mut m = game(3);
    // Round 1. Eileen (High-Rise 1): High-Rise to 2.
    m.take(e, 0, 3, 0);
    m.roll(&[Face::UpperHigh, Face::UpperHigh, Face::UpperHigh]);
    m.act(e, build(&[(0, Some(0))]));
    m.act(e, Action::Resign);
    // Tim (Mid-Rise 1): a Penthouse finishes it at 2.
    m.take(t, 1, 1, 1);
    m.roll(&[Face::GroundMid, Face::UpperMid, Face::PenthouseMid]);
    m.act(t, build(&[(die(&m, Face::PenthouseMid, &[]), Some(0))]));
    m.act(t, Action::Resign);
    // David (Low-Rise 1): a Low roof finishes it at 2.
    m.take(d, 1, 2, 0);
    m.roll(&[Face::GroundMid, Face::UpperLow, Face::UpperLow]);
    m.act(d, build(&[(die(&m, Face::UpperLow, &[]), Some(0))]));
    m.act(d, Action::Resign);
    // Round 2.
    m.take(e, 1, 2, 0);
    m.roll(&[Face::GroundMid, Face::UpperHigh, Face::UpperHigh]);
    m.act(
        e,
        build(&[
            (die(&m, Face::GroundMid, &[]), None),
            (die(&m, Face::UpperHigh, &[]), Some(0)),
        ]),
    );
    m.act(e, Action::Resign);
    m.take(t, 1, 2, 0);
    m.roll(&[Face::GroundMid, Face::UpperMid, Face::UpperMid]);
    m.act(t, build(&[(0, None), (1, Some(0)), (2, Some(0))]));
    m.take(d, 1, 1, 1);
    m.roll(&[Face::GroundLow, Face::UpperLow, Face::Blank]);
    m.act(d, build(&[(0, None), (1, Some(0))]));
    m.act(d, Action::Resign);

    // Round 3 begins: three dice in the Abandoned District.
    assert_eq!(m.state().round(), 3);
    assert_eq!(m.state().district(), Counts::new(1, 1, 1));
    assert_eq!(heights(&m, e), vec![(Rise::High, 3), (Rise::Mid, 1)]);
    assert_eq!(tiles(&m, t), vec![2]);
    assert_eq!(heights(&m, t), vec![(Rise::Mid, 3)]);
    assert_eq!(tiles(&m, d), vec![2, 2]);

    // Eileen takes three Upper Floor dice, builds all three, resigns.
    m.take(e, 0, 3, 0);
    m.roll(&[Face::UpperHigh, Face::UpperHigh, Face::UpperMid]);
    m.act(e, build(&[(0, Some(1)), (1, Some(0)), (2, Some(0))]));
    assert_eq!(heights(&m, e), vec![(Rise::High, 5), (Rise::Mid, 2)]);
    assert_eq!(m.state().turn(), t);

    // Tim takes one Ground Floor and two Upper Floor dice.
    m.take(t, 1, 2, 0);
    m.roll(&[Face::GroundHigh, Face::UpperLow, Face::UpperLow]);
    // He cannot build the Low roofs (no Low-Rise), so he builds the High ground floor.
    let e1 = m.refused(t, build(&[(die(&m, Face::UpperLow, &[]), Some(0))]));
    assert_eq!(said(&e1), "wrong-rise die=2 face=upperLow rise=low on=mid");
    m.act(t, build(&[(die(&m, Face::GroundHigh, &[]), None)]));
    m.act(t, Action::Reroll { dice: vec![0, 1] });
    m.roll(&[Face::UpperLow, Face::UpperLow]);
    // Neither fits: he abandons one and re-rolls the other.
    m.act(t, Action::Abandon { dice: vec![0] });
    m.act(t, Action::Reroll { dice: vec![0] });
    m.roll(&[Face::UpperHigh]);
    m.act(t, build(&[(0, Some(1))]));
    assert_eq!(heights(&m, t), vec![(Rise::Mid, 3), (Rise::High, 2)]);
    assert_eq!(m.state().turn(), d, "no dice left: his turn is over");

    // David takes the whole district: 1 Ground, 2 Upper, 1 Penthouse.
    assert_eq!(m.state().district(), Counts::new(1, 2, 1));
    m.act(d, Action::TakeDistrict);
    m.roll(&[Face::GroundMid, Face::UpperLow, Face::UpperLow, Face::Blank]);
    m.act(d, build(&[(die(&m, Face::GroundMid, &[]), None)]));
    m.act(
        d,
        Action::Reroll {
            dice: vec![0, 1, 2],
        },
    );
    m.roll(&[Face::UpperHigh, Face::UpperMid, Face::Blank]);
    // He cannot build the High upper floor and keeps the Mid one for later:
    // he demolishes a height-2 tile with the High upper floor die.
    m.act(
        d,
        Action::Demolish {
            dice: vec![die(&m, Face::UpperHigh, &[])],
            building: None,
            column: None,
            tile: Some(0),
        },
    );
    assert_eq!(tiles(&m, d), vec![2]);
    // Keeps the Mid upper floor, re-rolls the Penthouse only.
    m.act(
        d,
        Action::Reroll {
            dice: vec![die(&m, Face::Blank, &[])],
        },
    );
    m.roll(&[Face::PenthouseMid]);
    m.act(
        d,
        build(&[
            (die(&m, Face::UpperMid, &[]), Some(0)),
            (die(&m, Face::PenthouseMid, &[]), Some(0)),
        ]),
    );
    // A three-dice Mid-Rise: replaced by a height-3 tile, its dice to the yard.
    assert_eq!(tiles(&m, d), vec![2, 3]);
    assert!(heights(&m, d).is_empty());
    // The district was emptied: restocked before the next turn.
    assert_eq!(m.state().district(), Counts::new(1, 1, 1));
    assert_eq!(m.state().round(), 4);
    assert_eq!(total_dice(&m), Counts::new(25, 28, 7));
}

#[test]
fn the_view_shows_counts_columns_tiles_and_scores_in_camel_case() {
    let mut m = game(2);
    m.take(0, 1, 1, 1);
    m.roll(&[Face::GroundLow, Face::UpperLow, Face::Blank]);
    let text = dice::json::to_string(&m.view(Some(0)).unwrap()).unwrap();
    for key in [
        "\"yard\":{\"ground\":21,\"upper\":26,\"penthouse\":5}",
        "\"district\":{\"ground\":1,\"upper\":1,\"penthouse\":1}",
        "\"active\":[{\"kind\":\"ground\",\"face\":\"groundLow\",\"fits\":true}",
        "\"columns\":[{\"id\":1,\"rise\":\"high\",\"dice\":[\"ground\"]}]",
        "\"nextBuilding\":2",
        "\"tilesLeft\":[8,20,6,18,4,4]",
        "\"toAct\":[0]",
        "\"round\":1",
        "\"score\":0",
    ] {
        assert!(text.contains(key), "{key} missing in {text}");
    }
}

#[test]
fn the_odds_query_is_exact() {
    let mut m = game(1);
    m.take(0, 0, 1, 2);
    m.roll(&[Face::UpperHigh, Face::Blank, Face::Blank]);
    m.act(0, build(&[(die(&m, Face::UpperHigh, &[]), Some(0))]));
    // Re-roll both blanks: High-Rise of 2 takes a High Penthouse (1 side in 6);
    // the pair has 11 ways in 36 to show at least one.
    let q: skyline_dice::Query = dice::json::from_str(r#"{"type":"odds","dice":[0,1]}"#).unwrap();
    let a = dice::json::to_string(&m.query(Some(0), &q).unwrap()).unwrap();
    assert!(
        a.contains("\"buildable\":{\"numerator\":11,\"denominator\":36,\"perMille\":305}"),
        "{a}"
    );
    let q: skyline_dice::Query = dice::json::from_str(r#"{"type":"content"}"#).unwrap();
    let a = dice::json::to_string(&m.query(None, &q).unwrap()).unwrap();
    assert!(a.contains("\"source\":\"reconstructed\""), "{a}");
    // an odds question with neither dice nor take (or both) is refused, saying so
    for bad in [
        r#"{"type":"odds"}"#,
        r#"{"type":"odds","dice":[0],"take":{"ground":1,"upper":0,"penthouse":0}}"#,
    ] {
        let q: skyline_dice::Query = dice::json::from_str(bad).unwrap();
        let e = m.query(Some(0), &q).unwrap_err();
        assert!(e.message().contains("either dice"), "{bad}: {e}");
    }
}

#[test]
fn the_content_is_a_fact_of_the_game_the_same_in_every_position() {
    let q: skyline_dice::query::Query = dice::json::from_str(r#"{"type":"content"}"#).unwrap();
    let checked = dice::playout::fact_holds::<Skyline>(&q, 6, 31).unwrap();
    assert!(checked > 50, "{checked} positions");
    // an odds question is about a position: no fact
    let odds: skyline_dice::query::Query =
        dice::json::from_str(r#"{"type":"odds","dice":[0]}"#).unwrap();
    assert!(Skyline::fact(&odds).is_none());
}

fn on(placements: &[(u8, Option<u8>)]) -> Action {
    Action::Build {
        placements: placements
            .iter()
            .map(|&(die, building)| Placement {
                die,
                building,
                column: None,
            })
            .collect(),
    }
}

fn numbers(m: &M, seat: Seat) -> (Vec<u8>, Vec<u8>, u8) {
    let v = m.view(Some(seat)).unwrap();
    let s = &v.seats[seat as usize];
    (
        s.columns.iter().map(|c| c.id).collect(),
        s.tiles.iter().map(|t| t.id).collect(),
        s.next_building,
    )
}

#[test]
fn a_building_keeps_its_number_when_another_is_completed() {
    let mut m = game(1);
    // The High-Rise ground floor of the setup is building 1.
    assert_eq!(numbers(&m, 0), (vec![1], vec![], 2));
    m.take(0, 2, 1, 0);
    m.roll(&[Face::GroundLow, Face::GroundMid, Face::UpperMid]);
    let low = die(&m, Face::GroundLow, &[]);
    let mid = die(&m, Face::GroundMid, &[]);
    m.act(0, on(&[(low, None), (mid, None)]));
    assert_eq!(numbers(&m, 0), (vec![1, 2, 3], vec![], 4));
    m.act(0, Action::Reroll { dice: vec![0] });
    m.roll(&[Face::UpperLow]);
    // Building 2 (the Low-Rise) is finished mid-turn: building 3 stays 3, in
    // the view and in the move that names it next.
    let events = m.apply_paused(0, on(&[(0, Some(2))])).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, skyline_dice::Event::Completed { building: 2, .. })),
        "{events:?}"
    );
    assert_eq!(numbers(&m, 0), (vec![1, 3], vec![2], 4));
    m.take(0, 0, 1, 2);
    m.roll(&[Face::UpperMid, Face::Blank, Face::Blank]);
    let e = m.refused(0, on(&[(die(&m, Face::UpperMid, &[]), Some(2))]));
    assert_eq!(said(&e), "no-open-building die=1 face=upperMid building=2");
    let e = m.refused(0, on(&[(die(&m, Face::UpperMid, &[]), Some(9))]));
    assert_eq!(said(&e), "no-open-building die=1 face=upperMid building=9");
    m.act(0, on(&[(die(&m, Face::UpperMid, &[]), Some(3))]));
    assert_eq!(heights(&m, 0), vec![(Rise::High, 1), (Rise::Mid, 2)]);
    m.act(0, Action::Reroll { dice: vec![0, 1] });
    m.roll(&[Face::Blank, Face::Blank]);
    // Demolished, a number is not given again.
    let e = m.refused(
        0,
        Action::Demolish {
            dice: vec![0],
            building: Some(1),
            column: Some(0),
            tile: None,
        },
    );
    assert!(e.message().contains("not both"), "{e}");
    let events = m
        .apply_paused(
            0,
            Action::Demolish {
                dice: vec![0],
                building: Some(1),
                column: None,
                tile: None,
            },
        )
        .unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, skyline_dice::Event::Demolished { building: 1, .. })),
        "{events:?}"
    );
    assert_eq!(numbers(&m, 0), (vec![3], vec![2], 4));
}

#[test]
fn saves_written_before_buildings_had_numbers_load_to_the_same_positions() {
    // Bot games of 1 to 4 players and random games (one stopped mid-game),
    // saved before the numbers: every one loads and hashes to its checksum,
    // and a bot game's every move is chosen again the same.
    for text in [
        include_str!("data/save-1-before-ids.json"),
        include_str!("data/save-2-before-ids.json"),
        include_str!("data/save-3-before-ids.json"),
        include_str!("data/save-4-before-ids.json"),
        include_str!("data/save-5-before-ids.json"),
        include_str!("data/save-6-before-ids.json"),
        include_str!("data/save-7-before-ids.json"),
        include_str!("data/save-8-before-ids.json"),
    ] {
        let m = M::load_text(text).unwrap_or_else(|e| panic!("an old save loads: {e}"));
        assert_eq!(m.save_text().unwrap(), text.trim(), "saved again the same");
    }
}

/// Each city's goal, stated once by the engine and read both by its verdict and by the
/// page (content's `scenarios[].goal`): the rulebook's cities and our two.
#[test]
fn each_scenario_states_its_goal_in_the_content() {
    use skyline_dice::die::Rise;
    use skyline_dice::scenario::Goal;
    let goal = |id: &str| {
        skyline_dice::content()
            .scenarios
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.goal)
            .unwrap()
    };
    assert_eq!(
        goal("dubai"),
        Goal::AtLeast {
            count: 3,
            heights: &[3]
        }
    );
    assert_eq!(goal("essen"), Goal::NoDemolition);
    assert_eq!(
        goal("newYork"),
        Goal::AtLeast {
            count: 2,
            heights: &[5, 6]
        }
    );
    assert_eq!(
        goal("saoPaulo"),
        Goal::AtLeast {
            count: 4,
            heights: &[4]
        }
    );
    assert_eq!(goal("shanghai"), Goal::NoRise { rise: Rise::Low });
    assert_eq!(goal("toronto"), Goal::Exactly { count: 7 });
    assert_eq!(goal("tucson"), Goal::NoRise { rise: Rise::High });
    for s in Scenario::ALL {
        assert_eq!(
            goal(s.id()),
            s.goal(),
            "{}: the content and the verdict read one goal",
            s.id()
        );
    }
    assert_eq!(
        dice::json::to_string(&goal("newYork")).unwrap(),
        r#"{"kind":"atLeast","count":2,"heights":[5,6]}"#
    );
}
