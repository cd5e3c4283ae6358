//! The game's numbers, read once from `data/skyline.txt`: face tables, box
//! counts, building heights, tile points, the round limit, solo levels and
//! scenarios. Each value carries where it comes from, so the rules panel can say
//! which numbers are printed in the rules and which are ours.

use crate::die::{Face, Kind, Rise};
use dice::GameError;
use serde::Serialize;

#[cfg(test)]
const DATA: &str = include_str!("../data/skyline.txt");

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub enum Source {
    Rulebook,
    Sourced,
    Reconstructed,
    OurDesign,
}

impl Source {
    fn parse(s: &str) -> Option<Source> {
        Some(match s {
            "rulebook" => Source::Rulebook,
            "sourced" => Source::Sourced,
            "reconstructed" => Source::Reconstructed,
            "our design" => Source::OurDesign,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct DieSpec {
    pub kind: Kind,
    pub copies: u8,
    /// The six sides, as faces.
    pub sides: &'static [Face],
    pub source: Source,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct BuildingSpec {
    pub rise: Rise,
    pub min_height: u8,
    pub max_height: u8,
    pub source: Source,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct TileSpec {
    pub height: u8,
    pub copies: u8,
    pub points: i32,
    pub source: Source,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct LevelSpec {
    pub points: i32,
    /// Its code ("project-manager"): the page names the level.
    pub id: &'static str,
    pub source: Source,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct ScenarioSpec {
    /// The city's id (as in the config): the page names the city.
    pub id: &'static str,
    /// What it asks of the finished skyline: the page words it.
    pub goal: crate::scenario::Goal,
    pub source: Source,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Note {
    /// Which decision; the rules panel says it in words (the page's words, not the
    /// engine's: they are needed only there, and keep the engine small).
    pub id: &'static str,
    pub source: Source,
}

/// Everything in the data file, checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(dice::Ts))]
#[serde(rename_all = "camelCase")]
pub struct Content {
    pub dice: &'static [DieSpec],
    pub buildings: &'static [BuildingSpec],
    pub tiles: &'static [TileSpec],
    pub rounds: u8,
    pub rounds_source: Source,
    pub levels: &'static [LevelSpec],
    pub scenarios: &'static [ScenarioSpec],
    pub notes: &'static [Note],
}

impl Content {
    pub fn die(&self, k: Kind) -> &DieSpec {
        &self.dice[k.index()]
    }

    pub fn building(&self, r: Rise) -> &BuildingSpec {
        &self.buildings[r.index()]
    }

    /// How many of the six sides of its die show `face`.
    pub fn sides_showing(&self, face: Face) -> u64 {
        self.die(face.kind())
            .sides
            .iter()
            .filter(|&&f| f == face)
            .count() as u64
    }

    pub fn tile_points(&self, height: u8) -> i32 {
        self.tiles
            .iter()
            .find(|t| t.height == height)
            .map_or(0, |t| t.points)
    }

    /// The highest solo level `points` reaches.
    pub fn level(&self, points: i32) -> Option<&LevelSpec> {
        self.levels.iter().rev().find(|l| points >= l.points)
    }
}

/// The game's content: the data file as a table written at compile time by
/// `build.rs` (the tests check it against [`parse`], which reads and checks the
/// file itself).
pub fn content() -> &'static Content {
    static CONTENT: Content = include!(concat!(env!("OUT_DIR"), "/content.rs"));
    &CONTENT
}

/// A value made `'static` (the parser's results live as long as the tables).
fn leak<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

fn leak_str(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

fn bad(line: usize, what: impl std::fmt::Display) -> GameError {
    GameError::data(format!("skyline.txt line {line}: {what}"))
}

fn number<T: std::str::FromStr>(line: usize, s: &str) -> Result<T, GameError> {
    s.trim()
        .parse()
        .map_err(|_| bad(line, format!("\"{}\" is not a number", s.trim())))
}

fn face_of(kind: Kind, word: &str) -> Option<Face> {
    let rise = match word {
        "low" => Some(Rise::Low),
        "mid" => Some(Rise::Mid),
        "high" => Some(Rise::High),
        "blank" => None,
        _ => return None,
    };
    Face::of(kind, rise)
}

/// Reads and checks a data file in the format of `data/skyline.txt`.
pub fn parse(text: &str) -> Result<Content, GameError> {
    let mut dice: Vec<Option<DieSpec>> = vec![None, None, None];
    let mut buildings: Vec<Option<BuildingSpec>> = vec![None, None, None];
    let mut tiles = Vec::new();
    let mut rounds = None;
    let mut levels: Vec<LevelSpec> = Vec::new();
    let mut scenarios: Vec<ScenarioSpec> = Vec::new();
    let mut notes = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (body, source) = line
            .rsplit_once('|')
            .ok_or_else(|| bad(n, "missing `| source`"))?;
        let source = Source::parse(source.trim())
            .ok_or_else(|| bad(n, format!("unknown source \"{}\"", source.trim())))?;
        let (section, rest) = body
            .split_once(':')
            .ok_or_else(|| bad(n, "expected `section: fields`"))?;
        let fields: Vec<&str> = rest.split(',').map(str::trim).collect();
        let want = |k: usize| -> Result<(), GameError> {
            if fields.len() == k {
                Ok(())
            } else {
                Err(bad(
                    n,
                    format!("expected {k} fields, found {}", fields.len()),
                ))
            }
        };
        match section.trim() {
            "die" => {
                want(3)?;
                let kind = match fields[0] {
                    "ground" => Kind::Ground,
                    "upper" => Kind::Upper,
                    "penthouse" => Kind::Penthouse,
                    other => return Err(bad(n, format!("unknown die \"{other}\""))),
                };
                let sides = fields[2]
                    .split_whitespace()
                    .map(|w| {
                        face_of(kind, w).ok_or_else(|| {
                            bad(n, format!("a {} die has no \"{w}\" side", kind.id()))
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                if sides.len() != 6 {
                    return Err(bad(n, "a die has six sides"));
                }
                if dice[kind.index()].is_some() {
                    return Err(bad(n, "die listed twice"));
                }
                dice[kind.index()] = Some(DieSpec {
                    kind,
                    copies: number(n, fields[1])?,
                    sides: leak(sides),
                    source,
                });
            }
            "building" => {
                want(3)?;
                let rise = match fields[0] {
                    "low" => Rise::Low,
                    "mid" => Rise::Mid,
                    "high" => Rise::High,
                    other => return Err(bad(n, format!("unknown building \"{other}\""))),
                };
                let (min_height, max_height) = (number(n, fields[1])?, number(n, fields[2])?);
                if !(1..=max_height).contains(&min_height) || max_height > 6 {
                    return Err(bad(n, "heights must satisfy 1 ≤ min ≤ max ≤ 6"));
                }
                if buildings[rise.index()].is_some() {
                    return Err(bad(n, "building listed twice"));
                }
                buildings[rise.index()] = Some(BuildingSpec {
                    rise,
                    min_height,
                    max_height,
                    source,
                });
            }
            "tile" => {
                want(3)?;
                tiles.push(TileSpec {
                    height: number(n, fields[0])?,
                    copies: number(n, fields[1])?,
                    points: number(n, fields[2])?,
                    source,
                });
            }
            "rounds" => {
                want(1)?;
                rounds = Some((number::<u8>(n, fields[0])?, source));
            }
            "level" => {
                want(2)?;
                let points = number(n, fields[0])?;
                if levels.last().is_some_and(|l| l.points >= points) {
                    return Err(bad(n, "levels must rise"));
                }
                levels.push(LevelSpec {
                    points,
                    id: leak_str(fields[1]),
                    source,
                });
            }
            "scenario" => {
                want(1)?;
                let id = leak_str(fields[0]);
                let Some(s) = crate::config::Scenario::ALL
                    .into_iter()
                    .find(|s| s.id() == id)
                else {
                    return Err(GameError::data("unknown scenarios in the data file"));
                };
                scenarios.push(ScenarioSpec {
                    id,
                    goal: s.goal(),
                    source,
                });
            }
            "note" => {
                want(1)?;
                notes.push(Note {
                    id: leak_str(fields[0]),
                    source,
                });
            }
            other => return Err(bad(n, format!("unknown section \"{other}\""))),
        }
    }
    let dice: Vec<DieSpec> = dice
        .into_iter()
        .zip(Kind::ALL)
        .map(|(d, k)| d.ok_or_else(|| GameError::data(format!("no {} die", k.id()))))
        .collect::<Result<_, _>>()?;
    let buildings: Vec<BuildingSpec> = buildings
        .into_iter()
        .zip(Rise::ALL)
        .map(|(b, r)| b.ok_or_else(|| GameError::data(format!("no {} building", r.id()))))
        .collect::<Result<_, _>>()?;
    if tiles.len() != 6
        || tiles
            .iter()
            .enumerate()
            .any(|(i, t)| t.height as usize != i + 1)
    {
        return Err(GameError::data(
            "tiles must be listed for heights 1 to 6 in order",
        ));
    }
    let (rounds, rounds_source) = rounds.ok_or_else(|| GameError::data("no round limit"))?;
    if rounds == 0 {
        return Err(GameError::data("at least one round"));
    }
    for s in crate::config::Scenario::ALL {
        if !scenarios.iter().any(|x| x.id == s.id()) {
            return Err(GameError::data(format!("scenario {} missing", s.id())));
        }
    }
    if scenarios.len() != crate::config::Scenario::ALL.len() {
        return Err(GameError::data("unknown scenarios in the data file"));
    }
    // The engine's rules need: Low-Rise roofs on Upper dice only, blanks only on
    // Penthouse dice, and Low-Rise built from two dice at most.
    if buildings[Rise::Low.index()].max_height != 2 {
        return Err(GameError::data("a Low-Rise building is one or two dice"));
    }
    Ok(Content {
        dice: leak(dice),
        buildings: leak(buildings),
        tiles: leak(tiles),
        rounds,
        rounds_source,
        levels: leak(levels),
        scenarios: leak(scenarios),
        notes: leak(notes),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_loads_with_the_box_contents() {
        let c = parse(DATA).unwrap();
        let copies: Vec<u8> = c.dice.iter().map(|d| d.copies).collect();
        assert_eq!(copies, vec![25, 28, 7]);
        let tiles: Vec<u8> = c.tiles.iter().map(|t| t.copies).collect();
        assert_eq!(tiles, vec![8, 20, 6, 18, 4, 4]);
        let points: Vec<i32> = c.tiles.iter().map(|t| t.points).collect();
        assert_eq!(points, vec![1, 4, 9, 16, 25, 36]);
        assert_eq!(c.rounds, 9);
        assert_eq!(c.levels.len(), 7);
        assert_eq!(c.scenarios.len(), 7);
        assert_eq!(c.sides_showing(Face::Blank), 3);
        assert_eq!(c.sides_showing(Face::PenthouseHigh), 1);
        assert_eq!(c.sides_showing(Face::UpperLow), 2);
        for k in Kind::ALL {
            let total: u64 = Face::ALL
                .iter()
                .filter(|f| f.kind() == k)
                .map(|&f| c.sides_showing(f))
                .sum();
            assert_eq!(total, 6);
        }
    }

    #[test]
    fn the_compiled_table_is_the_checked_data_file() {
        assert_eq!(&parse(DATA).unwrap(), content());
    }

    #[test]
    fn every_ground_floor_side_can_start_a_building() {
        let c = content();
        assert!(c.die(Kind::Ground).sides.iter().all(|f| f.rise().is_some()));
    }

    #[test]
    fn levels_name_the_thresholds() {
        let c = content();
        assert_eq!(c.level(39), None);
        assert_eq!(c.level(40).unwrap().id, "project-manager");
        assert_eq!(c.level(99).unwrap().id, "master-planner");
        assert_eq!(c.level(140).unwrap().id, "urban-overseer");
    }

    #[test]
    fn broken_data_is_refused_with_its_line() {
        let good = DATA.to_string();
        for (from, to) in [
            (
                "die: penthouse, 7, mid mid high blank blank blank",
                "die: penthouse, 7, mid mid high blank blank",
            ),
            ("die: ground, 25, low", "die: ground, 25, blank"),
            ("tile: 3, 6, 9 | sourced", "tile: 3, 6, 9 | folklore"),
            ("level: 50, junior", "level: 30, junior"),
            ("scenario: tucson", "scenario: phoenix"),
            ("building: high, 3, 6", "building: high, 7, 6"),
            ("rounds: 9 | rulebook", "rounds: nine | rulebook"),
        ] {
            assert!(good.contains(from), "{from}");
            let broken = good.replacen(from, to, 1);
            let e = parse(&broken).unwrap_err();
            assert!(matches!(e, GameError::Data(_)), "{from}: {e}");
        }
    }

    #[test]
    fn values_we_chose_are_marked_as_ours() {
        let c = content();
        assert_eq!(c.die(Kind::Upper).source, Source::Reconstructed);
        assert_eq!(c.die(Kind::Penthouse).source, Source::Sourced);
        assert!(c.notes.iter().all(|n| n.source == Source::OurDesign));
        assert!(c.notes.iter().any(|n| n.id == "tiles"));
    }
}
