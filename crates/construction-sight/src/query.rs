//! Questions the page asks so it never decides a rule itself: what the roll
//! allows, where a footprint fits (and why not at a given spot), and whether a
//! plaza of some area and door count can be drawn; and the sheet's fixed facts
//! (each bench's line of cells, the pecking order), which need no seat.

use crate::city::BuildingSpec;
use crate::game::ConstructionSight;
use crate::roll::{doors_for, Roll};
use crate::sheet;
use dice::{Game, GameError, Seat};
use serde::Serialize;

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Query("query") {
        /// Every building and plaza the current roll allows, and whether each fits.
        "options" => Options,
        /// Where a width × depth rectangle fits; with `x` and `y`, why it does not
        /// fit there (if it does not), or the doors the engine chooses for a
        /// building there (if it does).
        "fits" => Fits { width: u8, depth: u8, x: Option<u8>, y: Option<u8> },
        /// Can a plaza of `area` cells filling `doors` doors be drawn now? With an
        /// example shape when it can.
        "plaza" => Plaza { area: u8, doors: u8 },
        /// The facts that never change: the city's size, sightlines, the
        /// empty-cell penalty and the pecking order.
        "content" => Content,
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct BuildingOption {
    pub width: u8,
    pub depth: u8,
    pub height: u8,
    /// Doors it must get.
    pub doors: u8,
    /// How many top-left cells it fits at on the asking seat's sheet.
    pub spots: u16,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct PlazaOption {
    pub area: u8,
    pub doors: u8,
    pub area_dice: Vec<u8>,
    pub door_dice: Vec<u8>,
    /// Can it be drawn on the asking seat's sheet?
    pub fits: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Answer {
    #[serde(rename_all = "camelCase")]
    Options {
        roll: Roll,
        buildings: Vec<BuildingOption>,
        plazas: Vec<PlazaOption>,
    },
    #[serde(rename_all = "camelCase")]
    Fits {
        /// Top-left cells (row × 10 + column) where it fits.
        spots: Vec<u8>,
        /// Why not at the asked spot (`null`: it fits there, or none was asked).
        reason: Option<String>,
        /// Where it fits at the asked spot: the doors the engine chooses for a
        /// building there (the page's "place doors for me"), those a plaza can
        /// still fill first; none otherwise.
        doors: Vec<u8>,
        /// Where it fits at the asked spot: its outline, the cells that may
        /// hold its doors; none otherwise.
        outline: Vec<u8>,
    },
    #[serde(rename_all = "camelCase")]
    Plaza {
        possible: bool,
        /// An example: its cells and the doors it fills.
        cells: Vec<u8>,
        door_cells: Vec<u8>,
    },
    #[serde(rename_all = "camelCase")]
    Content {
        /// The city is `size` columns by `size` rows: cell = row × size + column,
        /// park space = side × size + index.
        size: u8,
        /// Per park space (top, right, bottom, left, ten each): the cells it
        /// looks along, nearest first.
        lines: Vec<Vec<u8>>,
        /// Empty cells that cost nothing at the end.
        free_empty: u8,
        /// Points lost for each empty cell beyond those.
        empty_cost: u8,
        /// The pecking order for a solo score, lowest rung first.
        ladder: Vec<Rung>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Rung {
    /// The lowest score on this rung (`null`: any score below the next).
    pub from: Option<i32>,
    pub name: &'static str,
}

pub(crate) fn content() -> Answer {
    Answer::Content {
        size: sheet::SIZE as u8,
        lines: (0..sheet::PARKS).map(|p| sheet::line(p).to_vec()).collect(),
        free_empty: crate::city::FREE_EMPTY as u8,
        empty_cost: crate::city::EMPTY_COST as u8,
        ladder: crate::game::PECKING_ORDER
            .iter()
            .map(|&(from, name)| Rung {
                from: (from != i32::MIN).then_some(from),
                name,
            })
            .collect(),
    }
}

pub fn answer(g: &ConstructionSight, seat: Option<Seat>, q: &Query) -> Result<Answer, GameError> {
    if *q == Query::Content {
        return Ok(content());
    }
    let Some(seat) = seat.filter(|&s| s < g.players()) else {
        return Err(GameError::illegal(
            "ask as a seat: the answer is about its sheet",
        ));
    };
    let city = g.city(seat);
    match q {
        Query::Options => {
            let roll = g
                .roll()
                .ok_or_else(|| GameError::illegal("the dice have not been rolled yet"))?;
            let buildings = roll
                .buildings()
                .into_iter()
                .map(|(width, depth, height)| BuildingOption {
                    width,
                    depth,
                    height,
                    doors: doors_for(width, depth) as u8,
                    spots: city.spots(width, depth).len() as u16,
                })
                .collect();
            let plazas = roll
                .plazas()
                .into_iter()
                .map(|s| PlazaOption {
                    fits: city.plaza_possible(s.area as usize, s.doors as usize),
                    area: s.area,
                    doors: s.doors,
                    area_dice: s.area_dice,
                    door_dice: s.door_dice,
                })
                .collect();
            Ok(Answer::Options {
                roll,
                buildings,
                plazas,
            })
        }
        Query::Fits { width, depth, x, y } => {
            let at = match (x, y) {
                (Some(x), Some(y)) => Some((*x, *y)),
                (None, None) => None,
                _ => return Err(GameError::illegal("give both x and y, or neither")),
            };
            let spots = city
                .spots(*width, *depth)
                .into_iter()
                .map(|c| c as u8)
                .collect();
            let (x, y) = at.map_or((0, 0), |(x, y)| (x as usize, y as usize));
            let there = at.map(|_| city.rect_fits(x, y, *width, *depth));
            let (doors, outline) = match there {
                Some(Ok(())) => (
                    crate::city::fillable_doors(
                        &city.rows,
                        x,
                        y,
                        *width as usize,
                        *depth as usize,
                        doors_for(*width, *depth),
                    ),
                    BuildingSpec {
                        x: x as u8,
                        y: y as u8,
                        width: *width,
                        depth: *depth,
                        height: 0,
                        doors: Vec::new(),
                    }
                    .perimeter(),
                ),
                _ => (Vec::new(), Vec::new()),
            };
            Ok(Answer::Fits {
                spots,
                reason: there.and_then(|r| r.err()),
                doors,
                outline,
            })
        }
        Query::Plaza { area, doors } => {
            let (area, k) = (*area as usize, *doors as usize);
            if area == 0 || area > sheet::CELLS {
                return Err(GameError::illegal("a plaza's area is 1 to 100 cells"));
            }
            let possible = city.plaza_possible(area, k);
            let example = if possible {
                city.plaza_shape(area, k, None)
            } else {
                None
            };
            let (cells, door_cells) = example.unwrap_or_default();
            Ok(Answer::Plaza {
                possible,
                cells,
                door_cells,
            })
        }
        Query::Content => Ok(content()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_read_from_our_json() {
        let q: Query =
            dice::json::from_str(r#"{"type":"fits","width":4,"depth":3,"x":1,"y":2}"#).unwrap();
        assert_eq!(
            q,
            Query::Fits {
                width: 4,
                depth: 3,
                x: Some(1),
                y: Some(2)
            }
        );
        let q: Query = dice::json::from_str(r#"{"type":"options"}"#).unwrap();
        assert_eq!(q, Query::Options);
        // x without y reads, and the answer refuses it (give both or neither)
        let half: Query =
            dice::json::from_str(r#"{"type":"fits","width":4,"depth":3,"x":1}"#).unwrap();
        let g = <ConstructionSight as Game>::new(&ConstructionSight::default_config(1, 1)).unwrap();
        assert!(answer(&g, Some(0), &half).is_err());
        assert!(dice::json::from_str::<Query>(r#"{"type":"fits","width":4}"#).is_err());
        assert!(dice::json::from_str::<Query>(r#"{"type":"why"}"#).is_err());
        let q: Query = dice::json::from_str(r#"{"type":"content"}"#).unwrap();
        assert_eq!(q, Query::Content);
    }

    #[test]
    fn the_content_names_every_line_and_the_rung_of_every_score() {
        let Answer::Content { lines, ladder, .. } = content() else {
            panic!("a content answer")
        };
        assert_eq!(lines.len(), sheet::PARKS);
        for (p, l) in lines.iter().enumerate() {
            assert_eq!(l.as_slice(), sheet::line(p));
        }
        for score in -200..80 {
            let rung = ladder
                .iter()
                .rev()
                .find(|r| r.from.is_none_or(|f| score >= f))
                .unwrap();
            assert_eq!(rung.name, crate::game::pecking_order(score), "{score}");
        }
    }

    #[test]
    fn the_city_is_size_by_size_cells_row_by_row_and_parks_side_by_side() {
        let Answer::Content { size, lines, .. } = content() else {
            panic!("a content answer")
        };
        let n = size as usize;
        assert_eq!(n, sheet::SIZE);
        assert_eq!(n * n, sheet::CELLS);
        assert_eq!(
            lines.len(),
            4 * n,
            "a bench at each end of every row and column"
        );
        for i in 0..n {
            // top of column i looks down it; the left end of row i looks along it
            assert_eq!(lines[i][0] as usize, i);
            assert_eq!(lines[3 * n + i][0] as usize, i * n);
            assert_eq!(sheet::cell(i, i), i * n + i);
        }
    }

    #[test]
    fn empty_cells_beyond_the_free_ones_each_cost_the_content_s_points() {
        let Answer::Content {
            free_empty,
            empty_cost,
            ..
        } = content()
        else {
            panic!("a content answer")
        };
        let (free, cost) = (free_empty as i32, empty_cost as i32);
        for empty in [100, free + 1, free, 0] {
            let mut city = crate::city::City::new([1; sheet::PARKS]);
            let drawn: Vec<u8> = (0..(sheet::CELLS as i32 - empty) as u8).collect();
            if !drawn.is_empty() {
                city.place_plaza(&drawn, &[]);
            }
            let s = city.score();
            assert_eq!(s.empty_cells, empty);
            assert_eq!(s.penalty, -cost * (empty - free).max(0), "{empty} empty");
        }
    }

    #[test]
    fn doors_go_on_the_outline_the_fits_answer_names() {
        let g = <ConstructionSight as Game>::new(&ConstructionSight::default_config(1, 1)).unwrap();
        let q = Query::Fits {
            width: 6,
            depth: 5,
            x: Some(2),
            y: Some(3),
        };
        let Answer::Fits { outline, .. } = answer(&g, Some(0), &q).unwrap() else {
            panic!("a fits answer")
        };
        assert_eq!(outline.len(), 2 * (6 + 5) - 4);
        let roll = Roll::new([6, 5, 4]).unwrap();
        let want = doors_for(6, 5);
        for cell in 0..sheet::CELLS as u8 {
            let mut doors = vec![cell];
            doors.extend(outline.iter().filter(|&&c| c != cell).take(want - 1));
            let b = BuildingSpec {
                x: 2,
                y: 3,
                width: 6,
                depth: 5,
                height: 4,
                doors,
            };
            let ok = g.city(0).check_building(&b, roll).is_ok();
            assert_eq!(ok, outline.contains(&cell), "a door on cell {cell}");
        }
        // where it does not fit there is no outline to hold doors
        let off = Query::Fits {
            width: 6,
            depth: 5,
            x: Some(7),
            y: Some(3),
        };
        let Answer::Fits { outline, .. } = answer(&g, Some(0), &off).unwrap() else {
            panic!("a fits answer")
        };
        assert!(outline.is_empty());
    }
}
