// Where a building stands on the 10 × 10 city, given its size `b` ({width, depth, doors}) and
// its top-left corner `a` ({x, y}): its cells, its outline, the spot nearest, a corner kept on the
// sheet. Cells are numbered row by row, 0 to 99. Part of
// www/games/construction-sight.js.

/** The cells under the building, row by row (-1 for one off the sheet); none without a building. */
export function cellsUnder(b, a) {
  const out = [];
  if (!b) return out;
  for (let dy = 0; dy < b.depth; dy++)
    for (let dx = 0; dx < b.width; dx++) {
      const x = a.x + dx,
        y = a.y + dy;
      out.push(x < 10 && y < 10 ? y * 10 + x : -1);
    }
  return out;
}

/** The cells of its outline, where doors may go. */
export function outlineOf(b, a) {
  const p = new Set();
  if (!b) return p;
  for (let dy = 0; dy < b.depth; dy++)
    for (let dx = 0; dx < b.width; dx++) {
      if (dx === 0 || dy === 0 || dx === b.width - 1 || dy === b.depth - 1) p.add((a.y + dy) * 10 + a.x + dx);
    }
  return p;
}

/** Of the cells in `spots`, the one nearest to `a` (in steps along rows and columns). */
export function nearest(spots, a) {
  let best = spots[0],
    d = 1e9;
  for (const s of spots) {
    const dd = Math.abs((s % 10) - a.x) + Math.abs(Math.floor(s / 10) - a.y);
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
  return { x: Math.max(0, Math.min(10 - b.width, a.x)), y: Math.max(0, Math.min(10 - b.depth, a.y)) };
}
