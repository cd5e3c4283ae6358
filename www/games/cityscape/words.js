// Cityscape's names and the engine's rule facts: sides, lots ("B3"), the goals in words,
// and, from the engine's `rules` question, which lots make up each line and what a met
// goal scores. The page keeps no copy of either.
import { h, mark, t } from "./dom.js";

/** @type {Cityscape.Side[]} */
export const SIDES = ["south", "west", "north", "east"];
// (marked: t() words them where they are shown; the short ones are the look-from buttons)
export const SIDE_NAME = { south: mark("South"), west: mark("West"), north: mark("North"), east: mark("East") };
export const SIDE_SHORT = { south: mark("S"), west: mark("W"), north: mark("N"), east: mark("E") };

// Filled from the engine when the view mounts: LINES[side][k][d] is the lot of line k (0 =
// leftmost as that player faces the board) at distance d from that side; WHERE[side][lot]
// is {k, d}; POINTS[code] is {points, each} (each: for every building that meets it).
export const RULES = { lines: null, where: null, points: null };
export function loadRules(ans) {
  if (!ans?.lines || RULES.lines) return;
  RULES.lines = ans.lines;
  RULES.where = ans.lines.map((lines) => {
    const w = [];
    lines.forEach((lots, k) =>
      lots.forEach((lot, d) => {
        w[lot] = { k, d };
      }),
    );
    return w;
  });
  RULES.points = [];
  for (const g of ans.goals) RULES.points[g.code] = g;
}
/** A goal's points in words: "20 points", "10 points each". */
export const goalPoints = (code) => {
  const p = RULES.points?.[code];
  const n = p?.points;
  return p
    ? p.each
      ? t("{n, plural, one {# point each} other {# points each}}", { n })
      : t("{n, plural, one {# point} other {# points}}", { n })
    : "?";
};

export const lotName = (lot) => "ABCD"[lot % 4] + (4 - (lot >> 2));
export const BLOCK = ["#f3dcae", "#ebb766", "#d8845a", "#a95a4a", "#6b4668"]; // heights 1–5
export const INK = ["#3b2a1c", "#3b2a1c", "#2b1a12", "#fff8ee", "#fff8ee"];
export const SEAT = ["#c4532f", "#2d6e89", "#b9821a", "#6f4f9a"];
export const CODES = [
  null,
  { short: mark("1 in view"), long: mark("Exactly one building can be seen down this line: the front one, the tallest, hides the rest.") },
  { short: mark("2 in view"), long: mark("Exactly two buildings can be seen down this line.") },
  { short: mark("3 in view"), long: mark("Exactly three buildings can be seen down this line.") },
  { short: mark("4 in view"), long: mark("All four can be seen: every building is taller than each one in front of it.") },
  {
    short: mark("Twins"),
    long: mark(
      "From just above the front roofs, two or more buildings of the same height are on show (none of them has anything taller in front).",
    ),
  },
  { short: mark("Tallest"), long: mark("This line holds the tallest building in the whole city; sharing first place counts.") },
];

// ---------- small DOM pieces ----------
export const die = (code, cls = "") => h("span", { class: `die ${cls}`, "aria-hidden": "true" }, code ? String(code) : "?");

/** What the engine found in a line, for that line's goal. */
export const lineWhat = (line) =>
  line.code <= 4
    ? t("{n} in view", { n: line.visible })
    : line.code === 5
      ? line.matched
        ? t("{n} twins", { n: line.matched })
        : t("no twins")
      : line.tallest
        ? t("has the tallest")
        : t("not the tallest");

/** A line's chip in one sentence: "Line 1: your goal is 1 in view; now 2 in view, not met." */
export const lineSentence = (k, code, now, owned) => {
  const a = { k: k + 1, goal: code ? t(CODES[code].short) : "", now: now ? lineWhat(now) : "" };
  return code
    ? now
      ? now.met
        ? t("Line {k}: your goal is {goal}; now {now}, met.", a)
        : t("Line {k}: your goal is {goal}; now {now}, not met.", a)
      : t("Line {k}: your goal is {goal}.", a)
    : owned
      ? t("Line {k}: goal secret.", a)
      : t("Line {k}: no goal.", a);
};

export function resultChip(k, line) {
  const what = line.code <= 4 ? t("saw {n}", { n: line.visible }) : lineWhat(line);
  const a = { k: k + 1, goal: t(CODES[line.code].short), what, n: line.points };
  return h(
    "li",
    { class: "chip " + (line.met ? "met" : "missed") },
    h("span", { class: "chip-line", "aria-hidden": "true" }, t("Line {k}", a)),
    h("span", { class: "chip-main", "aria-hidden": "true" }, die(line.code), h("span", { class: "chip-cap" }, a.goal)),
    h("span", { class: "chip-res", "aria-hidden": "true" }, what),
    h("span", { class: "chip-pts", "aria-hidden": "true" }, line.met ? `✓ +${line.points}` : "✗ 0"),
    h(
      "span",
      { class: "sr" },
      line.met ? t("Line {k}: goal {goal}, {what}, met, {n} points.", a) : t("Line {k}: goal {goal}, {what}, missed, 0 points.", a),
    ),
  );
}
