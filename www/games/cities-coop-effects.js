// What a unique building, role, policy or news card does, in our own words: only the scenarios
// from 1 on deal such cards, so their words load with them (words.js loadEffects), not with
// every first visit. The numbers that live in the engine's data (a role's price, how hard a news
// card hits) are read from the card, so a tuned number reads right.
import { mark, t } from "../dom.js";

const ROLE = {
  mayor: mark("Your exchange action costs 1 money instead of 2."),
  planner: mark("Zones you build use Stage I services anywhere in their district as if adjacent."),
  treasurer: mark("A zone you build whose reward pays 2 or more money pays 1 more."),
  green: mark("Cards you play raise pollution by 1 less."),
  police: mark("Cards you play raise crime by 1 less."),
  traffic: mark("Cards you play raise traffic by 1 less."),
  utility: mark("Utility buildings you build cost 1 less money and give 1 more capacity."),
  labour: mark("After the cost row of a zone you build, employment moves 1 step toward 0."),
  developer: mark("When you draw from a stage pile you see two cards, keep one and return the other."),
  pr: mark("Service buildings you build add 1 happiness."),
};
// a role's price, by the zones it applies to (every kind, or commercial and industrial)
const PRICE_MONEY = {
  every: mark("Price: every zone you build earns {n} less money (not below 0)."),
  some: mark("Price: the commercial and industrial zones you build earn {n} less money (not below 0)."),
};
const PRICE_MOVE = {
  every: mark("Price: every zone you build moves {bar} by {d} more."),
  some: mark("Price: the commercial and industrial zones you build move {bar} by {d} more."),
};
const NEWS = {
  water: mark("Every use of water on a card takes {n} more."),
  garbage: mark("Every use of garbage capacity on a card takes {n} more."),
  power: mark("Every use of power on a card takes {n} more."),
  gridlock: mark("Commercial zones raise traffic by {n} more."),
  crime: mark("Residential zones raise crime by {n} more."),
  cuts: mark("Service buildings cost {n} more money."),
  smog: mark("Industrial zones raise pollution by {n} more."),
  recession: mark("Commercial zones' money rewards are {n} lower (not below 0)."),
  strike: mark("Industrial zones move employment {n} more, and the exchange action costs 3 money."),
  protests: mark("No utility buildings may be built."),
};
const UNIQUE = {
  mall: mark("Once, when built: 1 money per commercial zone in the city (at most 6)."),
  opera: mark("Once, when built: 1 happiness per district with a residential zone (at most 6)."),
  stadium: mark("Every residential zone built after it adds 1 happiness, and 1 traffic when it is outside the stadium's district."),
  hall: mark("At each milestone end, the payment for employment is 2 less."),
  court: mark("Residential zones' cost rows raise no crime."),
  park: mark("Serves its whole district as a parks service; pollution 1 lower at each milestone end."),
  offices: mark("Commercial zones whose reward pays money pay 1 more."),
  expo: mark("2 money at each milestone end."),
  scraper: mark("2 happiness at each milestone end."),
  eden: mark("Industrial zones' cost rows raise pollution by 1 less."),
};
const POLICY = {
  fire: mark("1 more happiness when the city has a fire service."),
  shops: mark("1 money per commercial zone in the city (at most 5)."),
  jobs: mark("Employment moves up to 3 steps toward 0."),
  schools: mark("1 happiness per district with an education service (at most 4)."),
};

/** The card's effect in words (the engine's card: its kind and rows); "" for construction
 * cards, whose rows say it. `barLow` names a bar in running text (words.js). */
export function effectText(c, barLow) {
  const k = c.kind;
  if (k.type === "role") {
    // the zones it applies to are kept as the card's district list
    const whom = c.prereq.district.length >= 3 ? "every" : "some";
    const price = c.cost.map((d) =>
      d.bar === "money" ? t(PRICE_MONEY[whom], { n: -d.delta }) : t(PRICE_MOVE[whom], { bar: barLow(d.bar), d: d.delta }),
    );
    return [t(ROLE[k.role]), ...price].join(" ");
  }
  if (k.type === "news") {
    const n = Math.abs(c.cost[0]?.delta ?? 0);
    return `${t(NEWS[k.news], { n })} ${t("Until the milestone ends.")}`;
  }
  if (k.type === "unique") return t(UNIQUE[k.effect]);
  if (k.type === "policy") return POLICY[k.extra] ? t(POLICY[k.extra]) : "";
  return "";
}
