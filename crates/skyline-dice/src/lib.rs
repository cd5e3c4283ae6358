//! Skyline (David Short, 2012): a push-your-luck dice game. Take three dice,
//! roll, build what the faces allow (Low-, Mid- and High-Rise columns topped
//! by a Penthouse), re-roll the rest or stop; finished buildings score their
//! height squared.
//!
//! One concept per file: the dice and building types ([`die`]), the numbers
//! from the data file ([`content`]), options ([`config`]), a player's skyline
//! and the build rules ([`city`]), rolls ([`roll`]), actions, chance outcomes
//! and events ([`action`]), the game ([`game`]), solo scenarios
//! ([`scenario`]), what a seat sees ([`view`]), the odds hint ([`query`]) and
//! the computer players ([`bot`]).

pub mod action;
pub mod bot;
pub mod city;
pub mod config;
pub mod content;
pub mod die;
pub mod game;
pub mod query;
pub mod roll;
pub mod scenario;
pub mod view;
mod wire;

pub use action::{Action, Event, Placement, Roll};
pub use city::{City, Column, Tile};
pub use config::{Config, Scenario};
pub use content::content;
pub use die::{Counts, Face, Kind, Rise};
pub use game::{Phase, Skyline};
pub use query::{Answer, Query};
pub use view::View;
