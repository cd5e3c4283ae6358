// Skyline's words and the dice's shapes: names of kinds, rises and faces, counts in words,
// odds as percentages. Part of www/games/skyline.js (inlined at build time). The names are
// marked English messages: t() words them where they are shown.
import { content } from "./content.js";
import { lang, mark, t } from "./dom.js";

export const KINDS = ["ground", "upper", "penthouse"];
export const KIND = {
  ground: { letter: mark("G"), name: mark("Ground Floor"), short: mark("ground") },
  upper: { letter: mark("U"), name: mark("Upper Floor"), short: mark("upper") },
  penthouse: { letter: mark("P"), name: mark("Penthouse"), short: mark("penthouse") },
};
export const RISE = {
  low: { letter: mark("L"), name: mark("Low-Rise") },
  mid: { letter: mark("M"), name: mark("Mid-Rise") },
  high: { letter: mark("H"), name: mark("High-Rise") },
};
// `word`: what the die shows under its letters
export const FACE = {
  groundLow: { rise: "low", word: mark("Low") },
  groundMid: { rise: "mid", word: mark("Mid") },
  groundHigh: { rise: "high", word: mark("High") },
  upperLow: { rise: "low", word: mark("roof") },
  upperMid: { rise: "mid", word: "Mid" },
  upperHigh: { rise: "high", word: "High" },
  penthouseMid: { rise: "mid", word: "Mid" },
  penthouseHigh: { rise: "high", word: "High" },
  blank: { rise: null, word: mark("blank") },
};
export const kindOfFace = (f) => (f.startsWith("ground") ? "ground" : f.startsWith("upper") ? "upper" : "penthouse");
/** "Mid ground", "Low-Rise roof (upper)", "blank penthouse" */
export const faceText = (face, kind = kindOfFace(face)) =>
  face === "upperLow" ? t("Low-Rise roof (upper)") : t("{rise} {kind}", { rise: t(FACE[face].word), kind: t(KIND[kind].short) });
export const listText = (xs) =>
  xs.length > 1 ? t("{list} and {last}", { list: xs.slice(0, -1).join(", "), last: xs.at(-1) }) : xs[0] || "";
export function countsText(c) {
  const parts = KINDS.filter((k) => c?.[k]).map((k) => t("{n} {kind}", { n: c[k], kind: t(KIND[k].short) }));
  return parts.length ? listText(parts) : t("no dice");
}
/** The number of the building at place `c` of a seat's buildings under construction, those a
 * plan starts after them (the engine numbers them on from `nextBuilding`, in order). */
export const numberAt = (s, c) => s.columns[c]?.id ?? s.nextBuilding + c - s.columns.length;
export const countsTotal = (c) => KINDS.reduce((n, k) => n + (c?.[k] || 0), 0);
// a number with `d` decimals in the page's language (a percentage with `style`)
const fixed = (x, d, style) =>
  x.toLocaleString(lang() === "qps" ? "en" : lang(), { style, minimumFractionDigits: d, maximumFractionDigits: d });
export const pct = (p) => {
  if (!p) return "–";
  const x = p.numerator / p.denominator;
  return x >= 0.9995 && x < 1
    ? `>${fixed(0.999, 1, "percent")}`
    : x > 0 && x < 0.0005
      ? `<${fixed(0.001, 1, "percent")}`
      : fixed(x, x >= 0.1 || !x ? 0 : 1, "percent");
};
export const dec = (p) => (p ? fixed(p.numerator / p.denominator, 2) : "–");

// The solo levels and cities, by the engine's codes (its content and view name them so).
const LEVEL = {
  "project-manager": mark("Project Manager"),
  "junior-architect": mark("Junior Architect"),
  "senior-architect": mark("Senior Architect"),
  "principal-architect": mark("Principal Architect"),
  "urban-planner": mark("Urban Planner"),
  "master-planner": mark("Master Planner"),
  "urban-overseer": mark("Urban Overseer"),
};
export const levelName = (id) => t(LEVEL[id] || id);
const CITY = {
  dubai: mark("Dubai"),
  essen: mark("Essen"),
  newYork: mark("New York"),
  saoPaulo: mark("Sao Paulo"),
  shanghai: mark("Shanghai"),
  toronto: mark("Toronto"),
  tucson: mark("Tucson"),
};
/** A scenario's goal as the engine states it (content's `goal`), worded: its numbers and
 * building types are the engine's. */
function goalWords(g) {
  if (g?.kind === "noDemolition") return t("never demolish anything");
  if (g?.kind === "noRise") return t("end with no {rise} building in the skyline", { rise: t(RISE[g.rise]?.name || g.rise) });
  if (g?.kind === "exactly") return t("end with exactly {count, plural, one {# building} other {# buildings}}", { count: g.count });
  if (g?.kind !== "atLeast") return "";
  if (g.heights.length === 1) return t("end with {count} or more height-{height} buildings", { count: g.count, height: g.heights[0] });
  const heights = g.heights.slice(0, -1).join(", ");
  return t("end with {count} or more buildings of height {heights} or {last}", { count: g.count, heights, last: g.heights.at(-1) });
}
/** A solo scenario's city and goal, worded: `{city, goal}`. */
export const cityWords = (id) => ({
  city: t(CITY[id] || id),
  goal: goalWords(content()?.scenarios?.find((s) => s.id === id)?.goal),
});

// The refusals' words (www/games/skyline-says.js), loaded with the first move a person makes
// (the view asks): a refusal follows one. Until they are here, a refusal is said plainly.
let SAYS = null;
export const loadSays = () => {
  SAYS ??= import("../skyline-says.js").then(
    (m) => (SAYS = m),
    () => (SAYS = null),
  );
};
const REFUSALS = new Set(["game-over", "not-your-turn"]);

/** What the engine sent as a code (a refusal, a score line, a level, a scenario's verdict) in
 * the page's words; null for a code not Skyline's (the shell's own refusals among them). */
export function sayText({ code, args }) {
  const a = { ...args };
  // code arguments first: a building's type, a die's kind and face
  for (const k of ["rise", "on"]) if (RISE[a[k]]) a[k] = t(RISE[a[k]].name);
  if (KIND[a.kind]) a.kind = t(KIND[a.kind].name);
  if (FACE[a.face]) a.face = faceText(a.face);
  if (code === "building-score") return t("{rise}, {floors, plural, one {# floor} other {# floors}}", a);
  if (LEVEL[code]) return t(LEVEL[code]);
  const v = /^(\w+)-(met|missed)$/.exec(code);
  if (v && CITY[v[1]])
    return v[2] === "met" ? t("{city} scenario ({goal}): met", cityWords(v[1])) : t("{city} scenario ({goal}): missed", cityWords(v[1]));
  if (REFUSALS.has(code)) return null;
  if (SAYS?.refusalText) return SAYS.refusalText(code, a);
  loadSays();
  return t("that is not possible now");
}
/** A roll, as the log and a replay say it: "rolled Mid ground, Low-Rise roof (upper), blank penthouse". */
export const rollText = (faces) => t("rolled {faces}", { faces: faces.map((f) => faceText(f)).join(", ") });
