//! Construction Sight (Karl Hanf): a roll-and-write city on a 10×10 sheet. Each
//! roll of three dice becomes a building or a plaza; the forty park spaces around
//! the city score when exactly their goal's number of structures can be seen
//! along their row or column.
//!
//! One concept per file: the sheet's geometry and beginner goals ([`sheet`]), the
//! roll and what it allows ([`roll`]), one player's city and the drawing rules
//! ([`city`]), options ([`config`]), actions and events ([`action`]), the game
//! ([`game`]), what a seat sees ([`view`]), the page's questions ([`query`]) and
//! the computer players ([`bot`]).

pub mod action;
pub mod bot;
pub mod city;
pub mod config;
pub mod game;
pub mod query;
pub mod roll;
pub mod sheet;
mod sort;
pub mod view;
use dice::wire;

pub use action::{Action, Event};
pub use city::{BuildingSpec, City, Mark, Score};
pub use config::{Config, SheetKind};
pub use game::{pecking_order, ConstructionSight, Ending, Phase};
pub use query::{Answer, Query};
pub use roll::Roll;
pub use view::View;
