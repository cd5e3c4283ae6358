//! What a unique building, role, policy or news card does, in our own words, for
//! the page to print on the card. A role's ability is its data file's sentence;
//! the numbers that live in the data files (a role's price, how hard a news card
//! hits) are read from the card, so a tuned number reads right; the others are
//! the rules code's own.

use crate::content::{Bar, Card, CardKind, News, PolicyEffect, Unique, Zone};

/// The card's effect in words; empty for construction cards, whose rows say it.
pub fn effect(card: &Card) -> String {
    match card.kind {
        CardKind::Role { .. } => format!("{} Price: {}", card.text, price(card)),
        CardKind::News { news } => {
            let n = card.cost.first().map_or(0, |d| d.delta.abs());
            format!("{} Until the milestone ends.", headline(news, n))
        }
        CardKind::Unique { effect } => unique(effect).into(),
        CardKind::Policy { extra } => policy(extra).into(),
        _ => String::new(),
    }
}

/// A role's price: the zones it applies to (kept as the card's district list)
/// and its row, as `CitiesCoop::role_rows` applies them.
fn price(card: &Card) -> String {
    let kinds: Vec<Zone> = card.prereq.district.iter().map(|d| d.0).collect();
    let every = kinds.len() >= 3;
    let whom = if every {
        "every zone you build".to_string()
    } else {
        let names: Vec<&str> = kinds.iter().map(|z| zone_word(*z)).collect();
        format!("the {} zones you build", names.join(" and "))
    };
    let s = if every { "s" } else { "" };
    let parts: Vec<String> = card
        .cost
        .iter()
        .map(|d| match d.bar {
            Bar::Money => format!("earn{s} {} less money (not below 0)", -d.delta),
            b => format!("move{s} {} by {:+} more", b.name(), d.delta),
        })
        .collect();
    if parts.is_empty() {
        "none.".into()
    } else {
        format!("{whom} {}.", parts.join(" and "))
    }
}

fn zone_word(z: Zone) -> &'static str {
    match z {
        Zone::Residential => "residential",
        Zone::Commercial => "commercial",
        Zone::Industrial => "industrial",
    }
}

fn headline(news: News, n: i32) -> String {
    match news {
        News::Water => format!("Every use of water on a card takes {n} more."),
        News::Garbage => format!("Every use of garbage capacity on a card takes {n} more."),
        News::Power => format!("Every use of power on a card takes {n} more."),
        News::Gridlock => format!("Commercial zones raise traffic by {n} more."),
        News::Crime => format!("Residential zones raise crime by {n} more."),
        News::Cuts => format!("Service buildings cost {n} more money."),
        News::Smog => format!("Industrial zones raise pollution by {n} more."),
        News::Recession => {
            format!("Commercial zones' money rewards are {n} lower (not below 0).")
        }
        News::Strike => format!(
            "Industrial zones move employment {n} more, and the exchange action costs 3 money."
        ),
        News::Protests => "No utility buildings may be built.".into(),
    }
}

fn unique(u: Unique) -> &'static str {
    match u {
        Unique::Mall => "Once, when built: 1 money per commercial zone in the city (at most 6).",
        Unique::Opera => {
            "Once, when built: 1 happiness per district with a residential zone (at most 6)."
        }
        Unique::Stadium => {
            "Every residential zone built after it adds 1 happiness, and 1 traffic when it is \
             outside the stadium's district."
        }
        Unique::Hall => "At each milestone end, the payment for employment is 2 less.",
        Unique::Court => "Residential zones' cost rows raise no crime.",
        Unique::Park => {
            "Serves its whole district as a parks service; pollution 1 lower at each milestone end."
        }
        Unique::Offices => "Commercial zones whose reward pays money pay 1 more.",
        Unique::Expo => "2 money at each milestone end.",
        Unique::Scraper => "2 happiness at each milestone end.",
        Unique::Eden => "Industrial zones' cost rows raise pollution by 1 less.",
    }
}

fn policy(extra: PolicyEffect) -> &'static str {
    match extra {
        PolicyEffect::None => "",
        PolicyEffect::Fire => "1 more happiness when the city has a fire service.",
        PolicyEffect::Shops => "1 money per commercial zone in the city (at most 5).",
        PolicyEffect::Jobs => "Employment moves up to 3 steps toward 0.",
        PolicyEffect::Schools => "1 happiness per district with an education service (at most 4).",
    }
}

/// A count with its noun, "1 card" or "3 cards": messages never say "card(s)".
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{content, CardId};

    #[test]
    fn every_special_card_says_what_it_does_and_construction_cards_leave_it_to_their_rows() {
        for card in &content().cards {
            let text = effect(card);
            match card.kind {
                CardKind::Zone { .. } | CardKind::Service { .. } | CardKind::Utility { .. } => {
                    assert!(text.is_empty(), "{}", card.name)
                }
                CardKind::Policy {
                    extra: PolicyEffect::None,
                } => assert!(text.is_empty()),
                _ => assert!(text.ends_with('.'), "{}: {text:?}", card.name),
            }
        }
    }

    #[test]
    fn a_roles_price_and_a_news_cards_strength_are_read_from_the_data() {
        let mayor = CardId::parse("RL01").unwrap().card();
        let price = mayor.cost.iter().find(|d| d.bar == Bar::Money).unwrap();
        let text = effect(mayor);
        assert!(
            text.starts_with("Your exchange action costs 1 money"),
            "{text}"
        );
        assert!(
            text.contains(&format!("{} less money", -price.delta)),
            "{text}"
        );
        let heat = CardId::parse("NW01").unwrap().card();
        let n = heat.cost[0].delta.abs();
        assert_eq!(
            effect(heat),
            format!("Every use of water on a card takes {n} more. Until the milestone ends.")
        );
    }
}
