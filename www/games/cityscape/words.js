// Cityscape's words and the engine's rule facts: sides, lots ("B3"), the goals in words,
// and, from the engine's `rules` answer, the sides' order, the lots' names, which lots make up
// each line, the block heights and what each goal asks and scores. The page keeps no copy.
import { fact } from "../../engine.js";
import { h, mark, t } from "./dom.js";

// (marked: t() words them where they are shown; the short ones are the look-from buttons)
export const SIDE_NAME = { south: mark("South"), west: mark("West"), north: mark("North"), east: mark("East") };
export const SIDE_SHORT = { south: mark("S"), west: mark("W"), north: mark("N"), east: mark("E") };

/** @typedef {Extract<Cityscape.Answer, {type: "rules"}>} RulesAnswer */
/** @type {Cityscape.Query} the engine's board, block and goal tables (a fact of the game) */
export const RULES_Q = { type: "rules" };

/**
 * The engine's rules answer, read once where it is asked (the mounted view, or a hook):
 * `lines[s][k][d]` is the lot of side `sides[s]`'s line k (0 = leftmost as that player faces
 * the board) at distance d from that side; `where[s][lot]` is {k, d}; `goals[code]` is what
 * the code asks and scores; `n` lines a side, `depth` lots a line.
 * @param {RulesAnswer} ans
 */
export function readRules(ans) {
  const where = ans.lines.map((lines) => {
    /** @type {{k: number, d: number}[]} */
    const w = [];
    lines.forEach((lots, k) =>
      lots.forEach((lot, d) => {
        w[lot] = { k, d };
      }),
    );
    return w;
  });
  /** @type {Cityscape.Goal[]} */
  const goals = [];
  for (const g of ans.goals) goals[g.code] = g;
  return {
    sides: ans.sides,
    lotNames: ans.lotNames,
    lines: ans.lines,
    where,
    goals,
    codes: ans.goals.map((g) => g.code),
    heights: ans.heights,
    n: ans.lines[0].length,
    depth: ans.lines[0][0].length,
    /** @param {Cityscape.Side} side */
    linesOf: (side) => ans.lines[ans.sides.indexOf(side)],
  };
}
/** The rules for a hook outside the mounted view (describing a move, a round's pictures),
 * asked of the game itself. Kept once read: it is the same for every game, seat and
 * position, so nothing of one game stays behind for the next (and the log describes every
 * move again on each change: 0.13 ms a move when asked afresh). */
let kept = null;
export const rulesFact = () => (kept ??= readRules(/** @type {RulesAnswer} */ (fact("cityscape", RULES_Q))));

/** A goal's points in words: "20 points", "10 points each". */
export const goalPoints = (R, code) => {
  const p = R.goals[code];
  const n = p?.points;
  return p
    ? p.each
      ? t("{n, plural, one {# point each} other {# points each}}", { n })
      : t("{n, plural, one {# point} other {# points}}", { n })
    : "?";
};

export const BLOCK = ["#f3dcae", "#ebb766", "#d8845a", "#a95a4a", "#6b4668"]; // by height, lowest first
export const INK = ["#3b2a1c", "#3b2a1c", "#2b1a12", "#fff8ee", "#fff8ee"];
export const SEAT = ["#c4532f", "#2d6e89", "#b9821a", "#6f4f9a"];
// The goals in words, by what the engine says a goal asks: an in-view goal by its count.
const IN_VIEW_LONG = [
  null,
  mark("Exactly one building can be seen down this line: the front one, the tallest, hides the rest."),
  mark("Exactly two buildings can be seen down this line."),
  mark("Exactly three buildings can be seen down this line."),
  mark("All four can be seen: every building is taller than each one in front of it."),
];
const KIND = {
  twins: {
    short: mark("Twins"),
    long: mark(
      "From just above the front roofs, two or more buildings of the same height are on show (none of them has anything taller in front).",
    ),
  },
  tallest: { short: mark("Tallest"), long: mark("This line holds the tallest building in the whole city; sharing first place counts.") },
};
/** A goal's short name ("2 in view", "Twins"). */
export const goalShort = (R, code) => {
  const g = R.goals[code];
  return g.kind === "inView" ? t("{n} in view", { n: g.count }) : t(KIND[g.kind].short);
};
/** What a goal asks, in a sentence. */
export const goalLong = (R, code) => {
  const g = R.goals[code];
  return t(g.kind === "inView" ? IN_VIEW_LONG[g.count] : KIND[g.kind].long);
};

// ---------- small DOM pieces ----------
export const die = (code, cls = "") => h("span", { class: `die ${cls}`, "aria-hidden": "true" }, code ? String(code) : "?");

/** What the engine found in a line, for that line's goal. */
export const lineWhat = (R, line) =>
  R.goals[line.code].kind === "inView"
    ? t("{n} in view", { n: line.visible })
    : R.goals[line.code].kind === "twins"
      ? line.matched
        ? t("{n} twins", { n: line.matched })
        : t("no twins")
      : line.tallest
        ? t("has the tallest")
        : t("not the tallest");

/** A line's chip in one sentence: "Line 1: your goal is 1 in view; now 2 in view, not met." */
export const lineSentence = (R, k, code, now, owned) => {
  const a = { k: k + 1, goal: code ? goalShort(R, code) : "", now: now ? lineWhat(R, now) : "" };
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

export function resultChip(R, k, line) {
  const what = R.goals[line.code].kind === "inView" ? t("saw {n}", { n: line.visible }) : lineWhat(R, line);
  const a = { k: k + 1, goal: goalShort(R, line.code), what, n: line.points };
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
