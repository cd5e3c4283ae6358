// Skyline's words and the dice's shapes: names of kinds, rises and faces, counts in words,
// odds as percentages. Part of www/games/skyline.js (inlined at build time).
export const KINDS = ["ground", "upper", "penthouse"];
export const KIND = {
  ground: { letter: "G", name: "Ground Floor", short: "ground" },
  upper: { letter: "U", name: "Upper Floor", short: "upper" },
  penthouse: { letter: "P", name: "Penthouse", short: "penthouse" },
};
export const RISE = {
  low: { letter: "L", name: "Low-Rise" },
  mid: { letter: "M", name: "Mid-Rise" },
  high: { letter: "H", name: "High-Rise" },
};
export const FACE = {
  groundLow: { rise: "low", word: "Low" },
  groundMid: { rise: "mid", word: "Mid" },
  groundHigh: { rise: "high", word: "High" },
  upperLow: { rise: "low", word: "Low roof" },
  upperMid: { rise: "mid", word: "Mid" },
  upperHigh: { rise: "high", word: "High" },
  penthouseMid: { rise: "mid", word: "Mid" },
  penthouseHigh: { rise: "high", word: "High" },
  blank: { rise: null, word: "blank" },
};
export const kindOfFace = (f) => (f.startsWith("ground") ? "ground" : f.startsWith("upper") ? "upper" : "penthouse");
/** "Mid ground", "Low roof (upper)", "blank penthouse" */
export function faceText(face, kind = kindOfFace(face)) {
  if (face === "blank") return `blank ${KIND[kind].short}`;
  if (face === "upperLow") return "Low-Rise roof (upper)";
  return `${FACE[face].word} ${KIND[kind].short}`;
}
export const listText = (xs) => (xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}` : xs[0] || "");
export function countsText(c) {
  const parts = KINDS.filter((k) => c?.[k]).map((k) => `${c[k]} ${KIND[k].short}`);
  return parts.length ? listText(parts) : "no dice";
}
export const countsTotal = (c) => KINDS.reduce((n, k) => n + (c?.[k] || 0), 0);
export const pct = (p) => {
  if (!p) return "–";
  const v = (p.numerator / p.denominator) * 100;
  return v >= 99.95 && p.numerator !== p.denominator ? ">99.9%" : v > 0 && v < 0.05 ? "<0.1%" : `${v.toFixed(v >= 10 || v === 0 ? 0 : 1)}%`;
};
export const dec = (p) => (p ? (p.numerator / p.denominator).toFixed(2) : "–");
