//! The computer partners over whole games: what issue 19 asks of them beyond
//! strength (which the strength bench measures on the reporting seeds).
use cities_coop::content::CardKind;
use cities_coop::{CardId, CitiesCoop, Config, Difficulty};
use dice::{BotLevel, Match};
use std::collections::HashMap;

/// Plays one game with `level` at every seat and checks, at every step, that no
/// policy has stayed in a hand across the end of a milestone (the rules discard
/// unused ones then, so a policy the seat cannot play clogs its hand for one
/// milestone at most). Returns how many policies reached a hand.
fn play_watching_policies(scenario: u8, players: u8, seed: u32, level: BotLevel) -> usize {
    let mut c = Config::new(players, seed);
    c.scenario = scenario;
    c.difficulty = Difficulty::Beginner;
    let mut m = Match::<CitiesCoop>::new(c).expect("config");
    // (seat, policy) -> the milestone count when it was first seen in that hand.
    let mut since: HashMap<(usize, CardId), u8> = HashMap::new();
    let mut steps = 0;
    while !m.is_over() {
        steps += 1;
        assert!(steps < 5000, "a game that does not end");
        let g = m.state();
        let now = g.milestones();
        for (seat, hand) in g.hands().iter().enumerate() {
            for &card in hand {
                if matches!(card.card().kind, CardKind::Policy { .. }) {
                    let first = *since.entry((seat, card)).or_insert(now);
                    assert_eq!(
                        first, now,
                        "scenario {scenario}, {players}p, seed {seed}, {level:?}: seat {seat} \
                         has held {card:?} since milestone count {first}, now {now}"
                    );
                }
            }
        }
        let seat = m.to_act()[0];
        let a = m.bot_action(seat, level).expect("the partner acts");
        m.apply(seat, a).expect("its action is legal");
    }
    since.len()
}

#[test]
fn a_partner_never_holds_a_policy_for_more_than_one_milestone() {
    let mut policies = 0;
    for scenario in [3, 4, 5] {
        for players in 1..=4 {
            let seed = dice::seeds::tuning(u32::from(scenario) * 10 + u32::from(players));
            policies += play_watching_policies(scenario, players, seed, BotLevel::Hard);
        }
    }
    assert!(policies > 20, "the games dealt only {policies} policies");
}
