//! The content files: counts per kind and stage, tile shapes, layouts whose seams
//! pair land with land and water with water, and the rulebook's card examples.
use cities_coop::board::fixed;
use cities_coop::content::{content, Bar, CardId, CardKind, Cmp, Service, Zone};

fn card(s: &str) -> &'static cities_coop::content::Card {
    CardId::parse(s).unwrap().card()
}

fn row(text: &str) -> Vec<(Bar, i32)> {
    text.split_whitespace()
        .map(|w| {
            let at = w.find(['+', '-']).unwrap();
            let bar = match &w[..at] {
                "PWR" => Bar::Power,
                "WAT" => Bar::Water,
                "GAR" => Bar::Garbage,
                "HAP" => Bar::Happiness,
                "EMP" => Bar::Employment,
                "POL" => Bar::Pollution,
                "TRA" => Bar::Traffic,
                "CRI" => Bar::Crime,
                _ => Bar::Money,
            };
            (bar, w[at..].trim_start_matches('+').parse().unwrap())
        })
        .collect()
}

fn effects(d: &[cities_coop::content::BarMove]) -> Vec<(Bar, i32)> {
    d.iter().map(|x| (x.bar, x.delta)).collect()
}

#[test]
fn the_content_loads() {
    cities_coop::content::load().expect("data files are well formed");
}

#[test]
fn seventy_five_cards_twenty_five_a_stage_with_the_same_mix() {
    let c = content();
    assert_eq!(
        c.cards.len(),
        115,
        "construction, unique, roles, policies, news"
    );
    let construction = &c.cards[..75];
    for stage in 1..=3u8 {
        let s: Vec<_> = construction.iter().filter(|x| x.stage == stage).collect();
        assert_eq!(s.len(), 25);
        let zone = |z: Zone| {
            s.iter()
                .filter(|x| x.kind == CardKind::Zone { zone: z })
                .count()
        };
        assert_eq!(
            (
                zone(Zone::Residential),
                zone(Zone::Commercial),
                zone(Zone::Industrial)
            ),
            (8, 4, 4)
        );
        let services = s
            .iter()
            .filter(|x| matches!(x.kind, CardKind::Service { .. }))
            .count();
        let utilities = s
            .iter()
            .filter(|x| matches!(x.kind, CardKind::Utility { .. }))
            .count();
        assert_eq!((services, utilities), (6, 3));
    }
}

#[test]
fn zone_tiles_are_24_12_12_and_shapes_are_the_design_library() {
    let c = content();
    let total = |z: usize| c.zone_tiles[z].iter().map(|t| t.1 as u32).sum::<u32>();
    assert_eq!((total(0), total(1), total(2)), (24, 12, 12));
    let squares = |z: usize| {
        c.zone_tiles[z]
            .iter()
            .map(|&(s, n)| c.shapes[s as usize].size() as u32 * n as u32)
            .sum::<u32>()
    };
    assert_eq!((squares(0), squares(1), squares(2)), (72, 39, 48));
    let sizes: Vec<(String, usize)> = c
        .shapes
        .iter()
        .map(|s| (s.name.clone(), s.size()))
        .collect();
    for (name, size) in sizes {
        let digit: usize = name[1..].parse().unwrap();
        assert_eq!(size, digit, "{name}");
    }
    // Orientations: a domino has 2, an L-tetromino 8, the square 1, the X 1.
    let orient = |n: &str| {
        c.shapes[c.shape_index(n).unwrap() as usize]
            .orientations
            .len()
    };
    assert_eq!(
        (orient("I2"), orient("L4"), orient("O4"), orient("X5")),
        (2, 8, 1, 1)
    );
}

#[test]
fn building_cards_name_their_tile_by_stage() {
    let c = content();
    for k in &c.cards[..75] {
        if let Some(s) = k.shape {
            let name = &c.shapes[s as usize].name;
            let expected = match (k.stage, k.kind) {
                (1, _) => "I2",
                (2, _) => "L3",
                (
                    3,
                    CardKind::Service {
                        service: Service::Parks,
                    },
                ) => "T4",
                (
                    3,
                    CardKind::Service {
                        service: Service::Transport,
                    },
                ) => "I4",
                _ => "O4",
            };
            assert_eq!(name, expected, "{}", k.id.text());
        }
    }
}

#[test]
fn pieces_are_eight_by_eight_with_the_sourced_costs() {
    let c = content();
    assert_eq!(c.pieces.len(), 6);
    let cost = |l: char| c.pieces[c.piece_index(l).unwrap()].cost;
    assert_eq!((cost('A'), cost('B'), cost('E')), (2, 4, 5));
    for p in &c.pieces {
        assert_eq!(p.rows.len(), 8);
        // Edge profile: top row and left column land; right column and bottom
        // row land at 0–4 and water at 5–7.
        for i in 0..8 {
            assert_ne!(p.rows[0][i], '~');
            assert_ne!(p.rows[i][0], '~');
            assert_eq!(p.rows[i][7] == '~', i >= 5, "piece {} right edge", p.letter);
            assert_eq!(
                p.rows[7][i] == '~',
                i >= 5,
                "piece {} bottom edge",
                p.letter
            );
        }
    }
}

#[test]
fn every_layout_pairs_land_with_land_and_water_with_water_and_joins_one_district_a_side() {
    let c = content();
    for (i, l) in c.layouts.iter().enumerate() {
        let b = fixed(i);
        let g = &b.geo;
        assert!(g.faults.is_empty(), "layout {}: {:?}", l.scenario, g.faults);
        // Every pair of side-by-side pieces has exactly one joining seam.
        let mut pairs = 0;
        for a in 0..l.pieces.len() {
            for b in a + 1..l.pieces.len() {
                if cities_coop::board::pieces_adjacent(l, a, b) {
                    pairs += 1;
                }
            }
        }
        assert_eq!(g.seams.len(), pairs, "layout {}", l.scenario);
    }
}

#[test]
fn layouts_have_the_designed_land_and_district_counts() {
    let c = content();
    for (i, l) in c.layouts.iter().enumerate() {
        let b = fixed(i);
        let g = &b.geo;
        let all = vec![true; l.pieces.len()];
        let d = g.districts(&all);
        let land = g.land.iter().filter(|&&x| x).count();
        let mut ids: Vec<u8> = d.iter().copied().filter(|&x| x != 255).collect();
        ids.sort_unstable();
        ids.dedup();
        let want = match l.scenario {
            0 => (165, 9),
            1 => (220, 10),
            2 => (223, 9),
            3 => (221, 9),
            _ => (221, 10),
        };
        assert_eq!((land, ids.len()), want, "layout {}", l.scenario);
    }
    assert_eq!(c.layout(0).unwrap().money, 12);
}

#[test]
fn the_rulebook_examples_are_present_unchanged() {
    let x = |id: &str, cost: &str, reward: &str| {
        let k = card(id);
        assert_eq!(effects(&k.cost), row(cost), "{id} cost");
        assert_eq!(effects(&k.reward), row(reward), "{id} reward");
        k
    };
    // X1 clinic, X2 wind turbine.
    assert!(matches!(
        x("1-17", "$-1 HAP+1", "").kind,
        CardKind::Service {
            service: Service::Healthcare
        }
    ));
    assert!(matches!(
        x("1-23", "$-3 PWR+3", "").kind,
        CardKind::Utility { bar: Bar::Power }
    ));
    // X3 residential using healthcare.
    assert_eq!(
        x("1-01", "WAT-1 EMP+1", "$+1").prereq.services,
        vec![Service::Healthcare]
    );
    // X4 two other residential zones in the district.
    assert_eq!(
        x("1-03", "PWR-1 GAR-1", "HAP+2").prereq.district,
        vec![(Zone::Residential, 2)]
    );
    // X5 happiness above five.
    assert_eq!(
        x("2-01", "WAT-1 GAR-1", "EMP+1 HAP+1 $+1").prereq.bars,
        vec![(Bar::Happiness, Cmp::Gt, 5)]
    );
    // X6 no crime.
    assert_eq!(
        x("2-02", "WAT-1 GAR-1 EMP+1", "HAP+3").prereq.bars,
        vec![(Bar::Crime, Cmp::Eq, 0)]
    );
    // X7 residential, commercial and industrial in the district.
    assert_eq!(
        x("2-09", "GAR-1 EMP-1 TRA+1", "$+4").prereq.district,
        vec![
            (Zone::Residential, 1),
            (Zone::Commercial, 1),
            (Zone::Industrial, 1)
        ]
    );
    // X8 three commercial zones and fire service.
    let x8 = x("3-13", "EMP-3 POL+1 TRA+1", "$+8");
    assert_eq!(x8.prereq.district, vec![(Zone::Commercial, 3)]);
    assert_eq!(x8.prereq.services, vec![Service::Fire]);
    // X9 healthcare and education.
    assert_eq!(
        x("2-03", "PWR-1 WAT-1 CRI+1", "HAP+1 EMP+2")
            .prereq
            .services,
        vec![Service::Healthcare, Service::Education]
    );
    // X10 employment below zero.
    assert_eq!(
        x("1-02", "GAR-1 EMP+1", "$+2").prereq.bars,
        vec![(Bar::Employment, Cmp::Lt, 0)]
    );
}

#[test]
fn card_ids_read_and_write_as_stage_and_number() {
    assert_eq!(CardId::parse("1-17").unwrap().text(), "1-17");
    assert_eq!(CardId::parse("3-25").unwrap().0, 74);
    assert_eq!(CardId::parse("U10").unwrap().0, 84);
    assert_eq!(CardId::parse("U01").unwrap().text(), "U01");
    for bad in [
        "0-01", "4-01", "1-26", "1-1", "x", "1-00", "U11", "U00", "U1",
    ] {
        assert!(CardId::parse(bad).is_none(), "{bad}");
    }
}

#[test]
fn ten_unique_buildings_five_a_pile_with_the_two_sourced_names() {
    let c = content();
    let u = &c.cards[75..85];
    assert_eq!(u.len(), 10);
    assert_eq!(u.iter().filter(|k| k.stage == 2).count(), 5);
    assert_eq!(u.iter().filter(|k| k.stage == 3).count(), 5);
    assert!(u
        .iter()
        .all(|k| matches!(k.kind, CardKind::Unique { .. }) && k.shape.is_some()));
    let squares: usize = u
        .iter()
        .map(|k| c.shapes[k.shape.unwrap() as usize].size())
        .sum();
    assert_eq!(squares, 52);
    // the published game's two (the page names them Posh mall and Opera house)
    assert!(matches!(
        card("U01").kind,
        CardKind::Unique {
            effect: cities_coop::content::Unique::Mall
        }
    ));
    assert!(matches!(
        card("U02").kind,
        CardKind::Unique {
            effect: cities_coop::content::Unique::Opera
        }
    ));
}

#[test]
fn ten_role_cards_follow_the_unique_buildings() {
    let c = content();
    let roles = &c.cards[85..95];
    assert_eq!(roles.len(), 10);
    assert!(roles
        .iter()
        .all(|k| matches!(k.kind, CardKind::Role { .. })));
    assert_eq!(CardId::parse("RL01").unwrap().0, 85);
    assert_eq!(CardId::parse("RL10").unwrap().text(), "RL10");
    assert!(CardId::parse("RL11").is_none());
}

#[test]
fn ten_policies_five_a_pile_follow_the_roles() {
    let c = content();
    let p = &c.cards[95..105];
    assert_eq!(p.len(), 10);
    assert!(p.iter().all(|k| matches!(k.kind, CardKind::Policy { .. })));
    assert_eq!(p.iter().filter(|k| k.stage == 2).count(), 5);
    assert_eq!(CardId::parse("PO01").unwrap().0, 95);
    assert_eq!(CardId::parse("PO10").unwrap().text(), "PO10");
}

#[test]
fn ten_news_cards_five_a_pile_come_last() {
    let c = content();
    let n = &c.cards[105..];
    assert_eq!(n.len(), 10);
    assert!(n.iter().all(|k| matches!(k.kind, CardKind::News { .. })));
    assert_eq!(n.iter().filter(|k| k.stage == 2).count(), 5);
    assert_eq!(n.iter().filter(|k| k.stage == 3).count(), 5);
    assert_eq!(CardId::parse("NW10").unwrap().text(), "NW10");
}
