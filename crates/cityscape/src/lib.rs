//! Cityscape (Sjaak Griffioen, 2001): stack 25 blocks on a 4×4 board so that the
//! skyline seen from your side meets the goals you set in secret.
//!
//! One concept per file: the block set ([`content`]), sides and lines ([`side`]),
//! the board ([`board`]), goal codes and line scoring ([`code`]), options
//! ([`config`]), actions and events ([`action`]), the game itself ([`game`]), what a
//! seat sees ([`view`]), the page's questions ([`query`]) and the computer opponents
//! ([`bot`]).

pub mod action;
pub mod board;
pub mod bot;
pub mod code;
pub mod config;
pub mod content;
pub mod game;
pub mod query;
pub mod side;
pub mod view;

pub use action::{Action, Event};
pub use board::{Board, LOTS};
pub use code::{line_marks, score_line, Code, LineMarks, LineScore, SideMarks};
pub use config::Config;
pub use game::{Cityscape, Phase};
pub use query::{Answer, Query};
pub use side::{Side, LINES_PER_SIDE};
pub use view::View;
