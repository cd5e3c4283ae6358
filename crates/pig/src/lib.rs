//! Pig, the folk dice game, as the smallest complete Skyline Table engine: the
//! example that docs/adding-a-game.md walks through. The rules, in order:
//!
//! 1. **Setup** ([`config`]): one to three players, each with a bank of 0, and
//!    a target (20 unless the config says otherwise).
//! 2. **A turn** ([`action`], [`game`]): the player to act rolls the die as often
//!    as they like, adding each roll to the turn's total, or holds: the total
//!    goes into their bank and the next player's turn begins.
//! 3. **Chance**: each roll is a chance node with six equally likely faces; a 1
//!    loses the turn's total and ends the turn.
//! 4. **The end**: the first bank to reach the target wins; the highest bank
//!    ranks first.
//!
//! A computer player ([`bot`]) reads only the seat's view.

pub mod action;
pub mod bot;
pub mod config;
pub mod game;

pub use action::Action;
pub use config::Config;
pub use game::{Pig, View};
