// Cities co-op's words and content: the cards, tile shapes and bars as the engine's
// `cards` query gives them, and how the page names them. Square names ("B19") are the
// move list's: row letter, then column number.
import { h, mark, signed, t } from "./dom.js";

// ---------- card faces and tile shapes: the engine's content (its `cards` query) ----------
// Filled once from the engine when the view mounts; the page keeps no copy of the cards.
export const CARDS = {};
export const SHAPES = {}; // name → cells [x, y]
export const ZONE_SHAPES = { R: [], C: [], I: [] }; // tile shape names per zone kind, in supply order
/** The administration board's limits, from the same answer: `bars` (each bar's ends and calm
 * values); and the game's numbers, its `rules` answer (`happinessLoss`, `employmentStep`,
 * `success`, `swapCost`, ...). */
export const LIMITS = {};
export const SVC_CODE = { healthcare: "H", education: "E", transport: "T", fire: "F", police: "P", parks: "K" };
/** Asks the engine (`query`) once for the cards and the game's numbers. */
export function loadContent(query) {
  if (Object.keys(CARDS).length) return;
  const ans = query({ type: "cards" });
  if (!ans?.cards) return;
  Object.assign(LIMITS, query({ type: "rules" }), ans);
  for (const s of ans.shapes) SHAPES[s.name] = s.cells;
  ans.zoneTiles.forEach((list, i) => {
    ZONE_SHAPES["RCI"[i]] = list.map(([si]) => ans.shapes[si].name);
  });
  for (const { card: c, tile } of ans.cards) {
    const k = c.kind;
    const kind =
      k.type === "zone"
        ? k.zone[0].toUpperCase()
        : k.type === "service"
          ? `svc:${k.service}`
          : k.type === "utility"
            ? `util:${k.bar}`
            : k.type;
    CARDS[c.id] = {
      id: c.id,
      kind,
      // worded when shown (the language may change mid-game)
      get name() {
        return t(NAMES[c.id] || c.id);
      },
      tile: tile || "any",
      cost: c.cost,
      reward: c.reward,
      pre: c.prereq,
      get prereq() {
        return prereqText(c.prereq);
      },
      stage: c.stage,
      raw: c,
      get effect() {
        return EFFECTS.mod ? EFFECTS.mod.effectText(c, barLow) : "";
      },
    };
  }
}

// ---------- words ----------
/** What bar `b` does, in words, from the engine's limits (LIMITS). */
export const BAR_NOTE = (b) =>
  b.bar === "employment"
    ? t("each step from 0 costs {n} money at a milestone end", { n: LIMITS.employmentStep })
    : b.bar === "happiness"
      ? t("added to the skyline at each milestone end; {n} loses", { n: LIMITS.happinessLoss })
      : b.min < 0
        ? t("below {n}: happiness drops at each milestone end", { n: b.calm[0] })
        : t("subtracted from the skyline at the end");
const BAR_WORD = {
  power: mark("Power"),
  water: mark("Water"),
  garbage: mark("Garbage"),
  happiness: mark("Happiness"),
  employment: mark("Employment"),
  pollution: mark("Pollution"),
  traffic: mark("Traffic"),
  crime: mark("Crime"),
  money: mark("Money"),
};
/** A bar's name ("Power"), in the page's language. */
export const barWord = (b) => (BAR_WORD[b] ? t(BAR_WORD[b]) : b);
export const UTIL_LETTERS = { power: "Pw", water: "Wa", garbage: "Ga" };
// what a card is, by its kind (CARDS' `kind`, without a service's or utility's "svc:", "util:")
const KIND_WORD = {
  R: mark("Residential zone"),
  C: mark("Commercial zone"),
  I: mark("Industrial zone"),
  healthcare: mark("Service: healthcare"),
  education: mark("Service: education"),
  transport: mark("Service: public transport"),
  fire: mark("Service: fire"),
  police: mark("Service: police"),
  parks: mark("Service: parks"),
  power: mark("Utility: power"),
  water: mark("Utility: water"),
  garbage: mark("Utility: garbage"),
  unique: mark("Unique building"),
  role: mark("Role"),
  policy: mark("Policy"),
  news: mark("News"),
};
export const ANY_TILE = { R: mark("any residential tile"), C: mark("any commercial tile"), I: mark("any industrial tile") };
export const STAGES = ["I", "II", "III"];
export const cardOf = (id) => CARDS[id] || { id, kind: "?", name: id, tile: "any", cost: [], reward: [], prereq: "", effect: "" };

// ---------- the cards' names (the engine knows cards by id) ----------
const NAMES = {
  "1-01": mark("Starter homes"),
  "1-02": mark("Worker cottages"),
  "1-03": mark("Terraced houses"),
  "1-04": mark("Garden homes"),
  "1-05": mark("Family homes"),
  "1-06": mark("Commuter homes"),
  "1-07": mark("Quiet street"),
  "1-08": mark("Duplexes"),
  "1-09": mark("Corner shop"),
  "1-10": mark("Local market"),
  "1-11": mark("Shopping street"),
  "1-12": mark("Café"),
  "1-13": mark("Workshop"),
  "1-14": mark("Warehouse"),
  "1-15": mark("Small factory"),
  "1-16": mark("Light industry"),
  "1-17": mark("Medical clinic"),
  "1-18": mark("Elementary school"),
  "1-19": mark("Bus depot"),
  "1-20": mark("Fire house"),
  "1-21": mark("Police station"),
  "1-22": mark("Small park"),
  "1-23": mark("Wind turbine"),
  "1-24": mark("Water tower"),
  "1-25": mark("Landfill site"),
  "2-01": mark("Popular neighbourhood"),
  "2-02": mark("Safe suburb"),
  "2-03": mark("Apartment blocks"),
  "2-04": mark("Transit village"),
  "2-05": mark("Park-side flats"),
  "2-06": mark("Patrolled estate"),
  "2-07": mark("Mixed-use block"),
  "2-08": mark("Student housing"),
  "2-09": mark("Busy high street"),
  "2-10": mark("Transit mall"),
  "2-11": mark("Department store"),
  "2-12": mark("Night market"),
  "2-13": mark("Assembly plant"),
  "2-14": mark("Supplier park"),
  "2-15": mark("Green factory"),
  "2-16": mark("Logistics hub"),
  "2-17": mark("Hospital"),
  "2-18": mark("High school"),
  "2-19": mark("Metro station"),
  "2-20": mark("Fire station"),
  "2-21": mark("Police headquarters"),
  "2-22": mark("City park"),
  "2-23": mark("Oil power plant"),
  "2-24": mark("Water pumping station"),
  "2-25": mark("Incineration plant"),
  "3-01": mark("Upscale district"),
  "3-02": mark("Eco housing"),
  "3-03": mark("High-rise towers"),
  "3-04": mark("Gated community"),
  "3-05": mark("Dense neighbourhood"),
  "3-06": mark("Downtown lofts"),
  "3-07": mark("Luxury villas"),
  "3-08": mark("Campus quarter"),
  "3-09": mark("Shopping centre"),
  "3-10": mark("Office park"),
  "3-11": mark("Entertainment district"),
  "3-12": mark("Boutique quarter"),
  "3-13": mark("Industrial estate"),
  "3-14": mark("Chemical plant"),
  "3-15": mark("Freight terminal"),
  "3-16": mark("High-tech industry"),
  "3-17": mark("Medical laboratory"),
  "3-18": mark("University"),
  "3-19": mark("Train station"),
  "3-20": mark("Fire helicopter depot"),
  "3-21": mark("Prison"),
  "3-22": mark("Nature reserve"),
  "3-23": mark("Solar power plant"),
  "3-24": mark("Water treatment plant"),
  "3-25": mark("Recycling centre"),
  U01: mark("Posh mall"),
  U02: mark("Opera house"),
  U03: mark("Stadium"),
  U04: mark("City hall"),
  U05: mark("Court house"),
  U06: mark("Official park"),
  U07: mark("Colossal Order offices"),
  U08: mark("Expo center"),
  U09: mark("Sea-and-Sky scraper"),
  U10: mark("Eden project"),
  RL01: mark("Mayor"),
  RL02: mark("City planner"),
  RL03: mark("Treasurer"),
  RL04: mark("Environmentalist"),
  RL05: mark("Police commissioner"),
  RL06: mark("Traffic engineer"),
  RL07: mark("Utility engineer"),
  RL08: mark("Labour officer"),
  RL09: mark("Developer"),
  RL10: mark("Public relations"),
  PO01: mark("Recycling"),
  PO02: mark("Neighbourhood watch"),
  PO03: mark("Water usage awareness"),
  PO04: mark("Power usage awareness"),
  PO05: mark("Smoke detector campaign"),
  PO06: mark("Free public transport"),
  PO07: mark("Parks and recreation"),
  PO08: mark("Small business support"),
  PO09: mark("Industrial space planning"),
  PO10: mark("Education boost"),
  NW01: mark("Heat wave"),
  NW02: mark("Garbage strike"),
  NW03: mark("Gridlock"),
  NW04: mark("Crime wave"),
  NW05: mark("Budget cuts"),
  NW06: mark("Blackout fears"),
  NW07: mark("Smog alert"),
  NW08: mark("Recession"),
  NW09: mark("Union strike"),
  NW10: mark("Protests"),
};
// What a unique building, role, policy or news card does: words only the scenarios from 1 on
// show, loaded with them (cities-coop-effects.js); `render` draws again once they are here.
export const EFFECTS = { mod: null, load: null };
export function loadEffects(render) {
  EFFECTS.load ||= import("../cities-coop-effects.js").then((m) => {
    EFFECTS.mod = m;
    render();
  });
}
// A service as a prerequisite or a refusal names it, in running text.
export const SERVICE_WORD = {
  healthcare: mark("healthcare"),
  education: mark("education"),
  transport: mark("public transport"),
  fire: mark("fire service"),
  police: mark("police"),
  parks: mark("parks"),
};
// a bar in running text ("power is 3 after the cost row")
const BAR_LOW = {
  power: mark("power"),
  water: mark("water"),
  garbage: mark("garbage"),
  happiness: mark("happiness"),
  employment: mark("employment"),
  pollution: mark("pollution"),
  traffic: mark("traffic"),
  crime: mark("crime"),
  money: mark("money"),
};
export const barLow = (b) => (BAR_LOW[b] ? t(BAR_LOW[b]) : b);
const DISTRICT_NEED = {
  residential: mark("{n}+ other residential in the district"),
  commercial: mark("{n}+ other commercial in the district"),
  industrial: mark("{n}+ other industrial in the district"),
};
/** A zone card's prerequisite (the engine's `prereq`: services, zones in the district, bars
 * after the cost row) in words ("uses healthcare, 2+ other residential in the district"). */
export const prereqText = (p) =>
  [
    ...p.services.map((s) => t("uses {service}", { service: t(SERVICE_WORD[s] || s) })),
    ...p.district.map(([z, n]) => t(DISTRICT_NEED[z], { n })),
    ...p.bars.map(([b, c, n]) => `${barLow(b)} ${c} ${n}`),
  ].join(", ");
// What the first row of a card is: a zone's cost, a building's or a policy's price. A
// role's row is its price and a news card's its strength, both in the engine's words.
export const rowWord = (k) => (k === "policy" ? t("Plays for") : k === "role" || k === "news" ? null : t("Builds for"));
export const kindClass = (k) => (k.startsWith("svc") ? "svc" : k.startsWith("util") ? "util" : k);
export const badge = (c) => {
  const k = kindClass(c.kind);
  return k === "svc" ? SVC_CODE[c.kind.slice(4)] : k === "util" ? UTIL_LETTERS[c.kind.slice(5)] : k.length > 1 ? k[0].toUpperCase() : k;
};
export const kindWord = (k) => {
  const w = KIND_WORD[k.replace(/^\w+:/, "")];
  return w ? t(w) : k;
};
export const stageOf = (id) => STAGES[(CARDS[id]?.stage ?? Number(id[0])) - 1] || "–";
export const effText = (e) => `${barWord(e.bar)} ${signed(e.delta)}`;
export const rowText = (row) => (row.length ? row.map(effText).join(", ") : t("nothing"));

export function effChips(row, cls) {
  return h(
    "span",
    { class: `cc-row ${cls}` },
    row.length
      ? row.map((e) => h("span", { class: `cc-eff ${e.delta < 0 ? "neg" : "pos"} b-${e.bar}` }, effText(e)))
      : h("span", { class: "muted" }, "—"),
  );
}

export const colName = (x) => String(x + 1);
export const rowName = (y) => String.fromCharCode(65 + y);
export const sqName = ([x, y]) => `${rowName(y)}${colName(x)}`;
export const cellsText = (cells) => cells.map(sqName).join(" ");

/** The board piece under square (x, y) of view `v` (pieces are 8 squares a side), or undefined. */
export const pieceAt = (v, x, y) => v.pieces.find((p) => x >= p.col * 8 && x < p.col * 8 + 8 && y >= p.row * 8 && y < p.row * 8 + 8);
/** The city as last shown (the view's update sets it, before the shell asks for the words of the
 * next move's events): where an event's squares are, in districts. */
export const SEEN = { view: null };
/** The district ("D2") of a tile on squares `cells` of the city last shown (a tile lies in one
 * district: the engine's rule), or "". */
export function districtOf([[x, y]]) {
  const v = SEEN.view;
  const d = v ? v.district[y * v.width + x] : -1;
  return d >= 0 ? `D${districtNames(v).get(d)}` : "";
}
// district numbering: in order of first square (reading order)
export function districtNames(view) {
  const order = [];
  view.district.forEach((d) => {
    if (d >= 0 && !order.includes(d)) order.push(d);
  });
  const names = new Map(order.map((d, i) => [d, i + 1]));
  return names;
}
// The map's zoom: a square's size zoomed in (a finger's width), and the button's words.
export const ZOOM_PX = 28;
export const ZOOM_WORD = [mark("Zoom in"), mark("Whole city")];
// The status line by phase: for the player to act on this screen, and while another acts
// (also the seats' list).
export const STATUS = {
  arrange: [mark("arrange the board pieces: land must meet land, water meet water."), mark("arranging the board pieces")],
  pick: [mark("choose one of the offered cards."), mark("choosing a card")],
  choosePiece: [mark("choose the board piece to open next."), mark("choosing a board piece")],
  turn: [mark("play a card onto a spot, exchange a card ({exchange} money), or end the milestone."), mark("taking a turn")],
  draw: [mark("draw a card from a stage pile, or take one from the exchange pile."), mark("drawing a card")],
  swap: [mark("swap cards after the milestone ({swap} money each), or keep your hand."), mark("deciding on a swap")],
};
// A card's controls: the visible words; the control's name adds the card's ("Place: Police Station").
export const CARD_ACT = {
  place: mark("Place"),
  exchange: mark("Exchange ({n} money)"),
  policy: mark("Play the policy"),
  pick: mark("Keep this one"),
  take: mark("Take"),
};

// ---------- the engine's refusals (codes: crates/cities-coop, dice::Said) ----------
const ZONE_LOW = {
  residential: mark("other residential zones"),
  commercial: mark("other commercial zones"),
  industrial: mark("other industrial zones"),
};
const SAYS = {
  "treasury-short": mark("the treasury holds {have} money, {need} needed"),
  "bar-below": mark("{bar} would fall to {to}, below {min}"),
  "employment-beyond": mark("employment would move to {to}, beyond ±{limit}"),
  "bar-above": mark("{bar} would rise to {to}, above {max}"),
  "no-service": mark("no {service} here (a Stage I building next to the tile, or a Stage II/III one in the district)"),
  "district-short": mark("{zone}: {have} in the district, {need} needed"),
  "bar-after-cost": mark("{bar} is {value} after the cost row"),
  "off-board": mark("a square is off the board"),
  "on-water": mark("a square is on water"),
  "face-down": mark("a square is on a face-down board piece"),
  occupied: mark("a square already holds a tile"),
  "crosses-street": mark("the tile would cross a street"),
  protests: mark("no utility buildings may be built while the protests last"),
  "cost-unpaid": mark("cannot pay the cost: {why}"),
  "reward-breaks-everywhere": mark("the reward would break a limit wherever it applies: {why}"),
  "no-spot": mark("no free spot fits the tile"),
  "square-twice": mark("a square is listed twice"),
  "not-zone-tile": mark("the squares do not form a zone tile of this kind left in the supply"),
  "not-card-tile": mark("the squares do not form this card's tile ({shape})"),
  "district-has-utility": mark("this district already has a utility building"),
  "reward-breaks": mark("the reward applies here and would break a limit: {why}"),
  "no-reward-row": mark("buildings have no reward row"),
  "reward-lost": mark("the reward is lost"),
  "districts-short": mark(
    "{short, plural, one {# district holds} other {# districts hold}} fewer than {need, plural, one {# tile} other {# tiles}}",
  ),
  "milestone-not-yet": mark("the milestone cannot end yet: {why}"),
  "limit-breaks": mark("a limit would break: {why}"),
  "not-a-policy": mark("{card} is not a policies card"),
  "policy-blocked": mark("the policy cannot be played: {why}"),
  "policy-kept": mark("policies cards cannot be exchanged"),
  "not-in-hand": mark("{card} is not in {name}'s hand"),
  "not-now": mark("that is not possible now"),
  "turn-start": mark("cards are played only at the start of a turn"),
  "must-end": mark("the stage piles are empty: the game must end now"),
  "piece-face-up": mark("piece {piece} is already face up"),
  "piece-apart": mark("piece {piece} does not touch a face-up piece"),
  "piece-costs": mark("piece {piece} costs {cost}, the treasury holds {have}"),
  "piece-cannot-go": mark("piece {piece} cannot go there: {why}"),
  "bad-turns": mark("a rotation is 0 to 3 quarter turns"),
  "piece-there": mark("another piece lies there"),
  "land-meets-water": mark("land would meet water along an edge"),
  "edge-middle-water": mark("the middle of an edge must be land on both sides"),
  "must-touch": mark("a piece must share an edge with one already placed"),
  "exchange-costs": mark("an exchange costs {cost}, the treasury holds {have}"),
  "swap-costs": mark("swapping {n, plural, one {# card} other {# cards}} costs {cost}, the treasury holds {have}"),
  "pile-empty": mark("the Stage {pile} pile is empty"),
  "pile-holds": mark("the Stage {pile} pile holds {n, plural, one {# card} other {# cards}}"),
  "not-exchanged": mark("{card} is not on the exchange pile"),
  "not-offered": mark("{card} is not on offer"),
};
/** The view's words for a refusal's code (the module's `words`): its code arguments worded
 * first (a bar, a card, a service; `why`, a reason within it, with the same arguments). */
export function words(s, c) {
  const m = SAYS[s.code];
  if (!m) return null;
  const a = { ...s.args };
  if (a.why) a.why = words({ code: a.why, args: { ...a, why: "" } }, c) ?? a.why;
  if (a.bar) a.bar = barLow(a.bar);
  if (a.service) a.service = t(SERVICE_WORD[a.service] || a.service);
  if (a.zone) a.zone = t(ZONE_LOW[a.zone]);
  if (a.card) a.card = cardOf(a.card).name;
  if (a.pile) a.pile = STAGES[a.pile - 1];
  if (a.seat != null) a.name = c.name(a.seat);
  return t(m, a);
}
/** An engine's reason (a code) in the page's words, through the shell (`host.why`: it knows
 * the match's own codes too); set when the view mounts. */
export const WHY = { host: null };
export const say = (s) => (s ? WHY.host.why(s) : "");
