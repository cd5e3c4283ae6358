// Where a building stands on the engine's n × n city, given its size `b` ({width, depth, doors})
// and its top-left corner `a` ({x, y}): its cells, the spot nearest, a corner kept on the sheet.
// Cells are numbered row by row (content.js). Which cells may hold its doors is the engine's
// answer (the fits query's outline). Part of www/games/construction-sight.js.
import { citySize } from "./content.js";
import { cellOf, colOf, rowOf } from "./words.js";

/** The cells under the building, row by row (-1 for one off the sheet); none without a building. */
export function cellsUnder(b, a) {
  const out = [],
    n = citySize();
  if (!b) return out;
  for (let dy = 0; dy < b.depth; dy++)
    for (let dx = 0; dx < b.width; dx++) {
      const x = a.x + dx,
        y = a.y + dy;
      out.push(x < n && y < n ? cellOf(x, y) : -1);
    }
  return out;
}

/** Of the cells in `spots`, the one nearest to `a` (in steps along rows and columns). */
export function nearest(spots, a) {
  let best = spots[0],
    d = 1e9;
  for (const s of spots) {
    const dd = Math.abs(colOf(s) - a.x) + Math.abs(rowOf(s) - a.y);
    if (dd < d) {
      d = dd;
      best = s;
    }
  }
  return best;
}

/** `a` moved just enough for building `b` to lie on the sheet. */
export function keepOnSheet(a, b) {
  if (!b) return a;
  const n = citySize();
  return { x: Math.max(0, Math.min(n - b.width, a.x)), y: Math.max(0, Math.min(n - b.depth, a.y)) };
}
