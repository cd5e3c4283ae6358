// Skyline's words and the dice's shapes: names of kinds, rises and faces, counts in words,
// odds as percentages. Part of www/games/skyline.js (inlined at build time). The names are
// marked English messages: t() words them where they are shown.
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
