use super::*;
use crate::city::Tile;

fn tile(height: u8, rise: Rise) -> Tile {
    Tile {
        id: 0,
        height,
        rise,
    }
}

fn over(players: u8) -> Skyline {
    let mut g = Skyline::new(&Config::new(players, 1)).unwrap();
    for c in &mut g.cities {
        c.columns.clear();
    }
    g.phase = Phase::Over;
    g
}

#[test]
fn scoring_is_height_squared_lone_low_floors_score_one_and_unfinished_dice_nothing() {
    let mut g = over(1);
    let city = &mut g.cities[0];
    city.tiles = vec![tile(5, Rise::High), tile(3, Rise::Mid), tile(2, Rise::Low)];
    city.columns = vec![
        Column {
            id: 1,
            rise: Rise::Low,
            dice: vec![Kind::Ground],
        },
        Column {
            id: 2,
            rise: Rise::Mid,
            dice: vec![Kind::Ground, Kind::Upper, Kind::Upper],
        },
    ];
    let r = g.result().unwrap();
    assert_eq!(r.scores[0].total, 25 + 9 + 4 + 1);
    // Each line a code the page words ("High-Rise, 5 floors"), tallest first.
    let lines: Vec<String> = r.scores[0]
        .lines
        .iter()
        .map(|l| format!("{}{}", l.label, l.said.as_ref().unwrap()))
        .collect();
    assert_eq!(
        lines,
        vec![
            "building-score rise=high floors=5",
            "building-score rise=mid floors=3",
            "building-score rise=low floors=2",
            "building-score rise=low floors=1"
        ]
    );
    assert_eq!(r.level, None);
}

#[test]
fn ties_go_to_the_most_completed_buildings_then_are_shared() {
    let mut g = over(3);
    g.cities[0].tiles = vec![tile(4, Rise::Mid)];
    g.cities[1].tiles = vec![
        tile(2, Rise::Low),
        tile(2, Rise::Mid),
        tile(2, Rise::Low),
        tile(2, Rise::Mid),
    ];
    g.cities[2].tiles = vec![tile(3, Rise::High), tile(1, Rise::Low)];
    // 16 each for seats 0 and 1; seat 1 has four buildings.
    assert_eq!(g.result().unwrap().winners, vec![1]);
    g.cities[0].tiles = vec![
        tile(2, Rise::Low),
        tile(2, Rise::Mid),
        tile(2, Rise::Low),
        tile(2, Rise::Mid),
    ];
    assert_eq!(g.result().unwrap().winners, vec![0, 1]);
}

#[test]
fn with_an_empty_yard_only_the_district_can_be_taken() {
    let mut g = Skyline::new(&Config::new(2, 1)).unwrap();
    g.yard = Counts::default();
    assert_eq!(g.takes(), vec![Action::TakeDistrict]);
    let e = g
        .clone()
        .apply(
            0,
            &Action::Take {
                ground: 0,
                upper: 0,
                penthouse: 0,
            },
        )
        .unwrap_err();
    assert_eq!(e.said().map(ToString::to_string), Some("yard-empty".into()));
    // With fewer than three left, a take takes them all.
    g.yard = Counts::new(0, 1, 1);
    assert_eq!(g.take_size(), 2);
    assert!(g.takes().contains(&Action::Take {
        ground: 0,
        upper: 1,
        penthouse: 1
    }));
}

#[test]
fn a_game_with_nothing_left_to_take_passes_the_turn_and_still_ends() {
    let mut g = Skyline::new(&Config::new(2, 1)).unwrap();
    g.yard = Counts::default();
    g.district = Counts::default();
    let mut events = Vec::new();
    g.next_turn(&mut events);
    assert_eq!(g.phase, Phase::Over);
    assert!(events.contains(&Event::GameOver));
}
