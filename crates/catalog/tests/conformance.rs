//! The conformance and secrecy suites over every game in the catalog: adding a
//! game to the catalog adds it here.

use catalog::{infos, visit, Visitor};
use dice::conformance::{self, Plan};
use dice::Game;

struct Conformance(Plan);

impl Visitor for Conformance {
    type Out = Result<usize, String>;
    fn visit<G: Game>(self) -> Self::Out {
        conformance::run::<G>(self.0).map_err(|e| e.to_string())
    }
}

struct Secrecy(u32, u64);

impl Visitor for Secrecy {
    type Out = Result<usize, String>;
    fn visit<G: Game>(self) -> Self::Out {
        conformance::secrecy::<G>(self.0, self.1).map_err(|e| e.to_string())
    }
}

struct Secrets(u32, u64);

impl Visitor for Secrets {
    type Out = Result<conformance::Channels, String>;
    fn visit<G: Game>(self) -> Self::Out {
        conformance::secrets::<G>(self.0, self.1).map_err(|e| e.to_string())
    }
}

/// Query answers, events as each viewer is shown them, refusal reasons and
/// previews reveal nothing a seat's view hides (`conformance::secrets`): for
/// every game, twins with another future; for a game with hidden information,
/// twins with another hidden choice too, on every channel.
#[test]
fn every_game_keeps_secrets_on_every_channel() {
    for info in infos() {
        let n = visit(info.id, Secrets(6, 37)).unwrap();
        let n = n.unwrap_or_else(|e| panic!("{}: {e}", info.id));
        println!("{}: {n:?}", info.id);
        assert!(
            n.twins >= 10 && n.events > 0,
            "{}: too little compared: {n:?}",
            info.id
        );
        if info.hidden_information {
            assert!(
                n.hidden >= 10 && n.queries > 0 && n.refusals > 0 && n.previews > 0,
                "{}: too little compared with a hidden difference: {n:?}",
                info.id
            );
        }
    }
}

struct Entered(u32, u64);

impl Visitor for Entered {
    type Out = Result<usize, String>;
    fn visit<G: Game>(self) -> Self::Out {
        conformance::entered::<G>(self.0, self.1).map_err(|e| e.to_string())
    }
}

#[test]
fn every_game_plays_the_same_with_the_tables_own_dice_and_cards() {
    for info in infos() {
        let n = visit(info.id, Entered(3, 29)).unwrap();
        let n = n.unwrap_or_else(|e| panic!("{}: {e}", info.id));
        println!("{}: {n} outcomes entered", info.id);
    }
}

#[test]
fn every_game_passes_the_conformance_suite() {
    assert!(!infos().is_empty());
    for info in infos() {
        let steps = visit(info.id, Conformance(Plan::quick(6, 11))).unwrap();
        let steps = steps.unwrap_or_else(|e| panic!("{}: {e}", info.id));
        println!("{}: {steps} steps checked", info.id);
        assert!(steps > 20, "{}: too few steps", info.id);
    }
}

#[test]
fn every_game_keeps_secrets_from_bots() {
    for info in infos() {
        let compared = visit(info.id, Secrecy(4, 23)).unwrap();
        let compared = compared.unwrap_or_else(|e| panic!("{}: {e}", info.id));
        println!("{}: {compared} equal views compared", info.id);
    }
}

struct Seeded(u32, u64);

impl Visitor for Seeded {
    type Out = Result<conformance::Forgeries, String>;
    fn visit<G: Game>(self) -> Self::Out {
        conformance::seeded::<G>(self.0, self.1).map_err(|e| e.to_string())
    }
}

#[test]
fn every_game_refuses_outcomes_its_seed_did_not_give() {
    for info in infos() {
        let n = visit(info.id, Seeded(4, 31)).unwrap();
        let n = n.unwrap_or_else(|e| panic!("{}: {e}", info.id));
        println!("{}: {n:?}", info.id);
        assert!(n.honest >= 8, "{}: honest saves loaded: {n:?}", info.id);
        if info.chance {
            assert!(
                n.swapped >= 3 && n.unmarked >= 3,
                "{}: too few forgeries tried: {n:?}",
                info.id
            );
        }
    }
}
