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
  for (const { card: c, tile, prerequisite, effect } of ans.cards) {
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
      name: c.name,
      tile: tile || "any",
      cost: c.cost,
      reward: c.reward,
      prereq: prerequisite,
      stage: c.stage,
      effect: effect || "",
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
