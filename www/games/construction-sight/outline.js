// Where a building stands on the 10 × 10 city, given its size `b` ({width, depth, doors}) and
// its top-left corner `a` ({x, y}): its cells, its outline, the spot nearest, a corner kept on the
// sheet, doors spread round it. Cells are numbered row by row, 0 to 99. Part of
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

/** `b.doors` doors spread evenly round the outline of building `b` at `a`, clockwise from the
 * top-left corner. */
export function spreadDoors(b, a) {
  const { x, y } = a,
    w = b.width,
    d = b.depth,
    ring = [];
  for (let i = 0; i < w; i++) ring.push(y * 10 + x + i);
  for (let i = 1; i < d; i++) ring.push((y + i) * 10 + x + w - 1);
  for (let i = w - 2; i >= 0; i--) ring.push((y + d - 1) * 10 + x + i);
  for (let i = d - 2; i > 0; i--) ring.push((y + i) * 10 + x);
  return new Set(Array.from({ length: b.doors }, (_, i) => ring[Math.floor(((i + 0.5) * ring.length) / b.doors)]));
}
