// Cities co-op's words and content: the cards, tile shapes and bars as the engine's
// `cards` query gives them, and how the page names them. Square names ("B19") are the
// move list's: row letter, then column number.
import { h, num, signed } from "./dom.js";

// ---------- card faces and tile shapes: the engine's content (its `cards` query) ----------
// Filled once from the engine when the view mounts; the page keeps no copy of the cards.
export const CARDS = {};
export const SHAPES = {}; // name → cells [x, y]
export const ZONE_SHAPES = { R: [], C: [], I: [] }; // tile shape names per zone kind, in supply order
/** The administration board's limits, from the same answer: `bars` (each bar's ends and calm
 * values), `happinessLoss`, `employmentStep`, `success`. */
export const LIMITS = {};
export const SVC_CODE = { healthcare: "H", education: "E", transport: "T", fire: "F", police: "P", parks: "K" };
export function loadContent(ans) {
  if (!ans?.cards || Object.keys(CARDS).length) return;
  Object.assign(LIMITS, ans);
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
    ? `each step from 0 costs ${LIMITS.employmentStep} money at a milestone end`
    : b.bar === "happiness"
      ? `added to the skyline at each milestone end; ${num(LIMITS.happinessLoss)} loses`
      : b.min < 0
        ? `below ${b.calm[0]}: happiness drops at each milestone end`
        : "subtracted from the skyline at the end";
export const BAR_WORD = {
  power: "Power",
  water: "Water",
  garbage: "Garbage",
  happiness: "Happiness",
  employment: "Employment",
  pollution: "Pollution",
  traffic: "Traffic",
  crime: "Crime",
  money: "Money",
};
export const UTIL_LETTERS = { power: "Pw", water: "Wa", garbage: "Ga" };
export const ZONE = { R: "Residential", C: "Commercial", I: "Industrial" };
export const STAGES = ["I", "II", "III"];
export const cardOf = (id) => CARDS[id] || { id, kind: "?", name: id, tile: "any", cost: [], reward: [], prereq: "", effect: "" };
// What the first row of a card is: a zone's cost, a building's or a policy's price. A
// role's row is its price and a news card's its strength, both in the engine's words.
export const rowWord = (k) => (k === "policy" ? "Plays for" : k === "role" || k === "news" ? null : "Builds for");
export const kindClass = (k) => (k.startsWith("svc") ? "svc" : k.startsWith("util") ? "util" : k);
export const badge = (c) => {
  const k = kindClass(c.kind);
  return k === "svc" ? SVC_CODE[c.kind.slice(4)] : k === "util" ? UTIL_LETTERS[c.kind.slice(5)] : k.length > 1 ? k[0].toUpperCase() : k;
};
export function kindWord(k) {
  if (ZONE[k]) return `${ZONE[k]} zone`;
  if (k.startsWith("svc:")) return `Service: ${k === "svc:transport" ? "public transport" : k.slice(4)}`;
  if (k.startsWith("util:")) return `Utility: ${k.slice(5)}`;
  // role, policy, news: the kind's own name
  return k === "unique" ? "Unique building" : k[0].toUpperCase() + k.slice(1);
}
export const stageOf = (id) => STAGES[(CARDS[id]?.stage ?? Number(id[0])) - 1] || "–";
export const effText = (e) => `${BAR_WORD[e.bar] || e.bar} ${signed(e.delta)}`;
export const rowText = (row) => (row.length ? row.map(effText).join(", ") : "nothing");

export function effChips(row, cls) {
  return h(
    "span",
    { class: `cc-row ${cls}` },
    row.length
      ? row.map((e) => h("span", { class: `cc-eff ${e.delta < 0 ? "neg" : "pos"} b-${e.bar}` }, `${BAR_WORD[e.bar]} ${signed(e.delta)}`))
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
/** " in district D2" for squares `cells` of the city last shown, or "". */
export function inDistrict(cells) {
  const v = SEEN.view;
  if (!v) return "";
  const dn = districtNames(v);
  const ds = [...new Set(cells.map(([x, y]) => v.district[y * v.width + x]).filter((d) => d >= 0))];
  return ds.length ? ` in district ${ds.map((d) => `D${dn.get(d)}`).join(" and ")}` : "";
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
export const ZOOM_WORD = ["Zoom in", "Whole city"];
// The status line by phase: for the player to act on this screen (also the actions panel's
// hint), and while another acts (also the seats' list).
export const STATUS = {
  arrange: ["arrange the board pieces: land must meet land, water meet water.", "arranging the board pieces."],
  pick: ["choose one of the offered cards.", "choosing a card."],
  choosePiece: ["choose the board piece to open next.", "choosing a board piece."],
  turn: ["play a card onto a spot, exchange a card (2 money), or end the milestone.", "taking a turn."],
  draw: ["draw a card from a stage pile, or take one from the exchange pile.", "drawing a card."],
  swap: ["swap cards after the milestone (1 money each), or keep your hand.", "deciding on a swap."],
};
// The map's grid (grid.js) and the tile being placed, as a cell's name reads them.
export const GRID_WORD = {
  name: (w, hh) => `The city, ${w} columns by ${hh} rows (A to ${rowName(hh - 1)})`,
  outside: "outside the city",
  water: "water",
  land: "land",
  down: (p) => `piece ${p}, face down`,
  empty: "empty",
  under: "under the tile being placed",
  noTile: "Choose a card to place first (its Place button).",
};
export const LOADING = "Loading…";
// A card's controls: the visible words; the control's name adds the card's ("Place: Police Station").
export const CARD_ACT = {
  place: "Place",
  exchange: "Exchange (2 money)",
  policy: "Play the policy",
  pick: "Keep this one",
  take: "Take",
  swap: "Swap away",
  pile: "replace from",
};
