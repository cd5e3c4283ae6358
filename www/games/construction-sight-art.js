// The game chooser's picture of Construction Sight, loaded on demand by
// www/games/construction-sight.js (a visit straight to a game never needs it).
import { autoCanvas } from "../dom.js";
import { drawSheet, picture } from "./construction-sight.js";

// the made-up sheet below is 10 × 10 (a picture: the chooser loads no engine to ask)
const SIZE = 10;

export function drawArt(canvas) {
  // a band across the middle of a sheet in play
  const sheet = artSheet();
  // the park ring across the whole width (the sheet's coordinate band falls outside)
  autoCanvas(canvas, (c, w, hh) => {
    const W = (w * 13) / 12;
    c.save();
    c.translate(-(W - w) / 2, -(W - hh) / 2);
    picture(SIZE);
    drawSheet(c, W, W, { sheet, mini: true });
    picture(0);
    c.restore();
  });
}

/** A made-up sheet for the game chooser's picture. */
function artSheet() {
  const structures = [
    { kind: "building", height: 4, x: 0, y: 3, w: 3, d: 2 },
    { kind: "building", height: 2, x: 3, y: 2, w: 2, d: 3 },
    { kind: "building", height: 6, x: 6, y: 4, w: 2, d: 2 },
    { kind: "building", height: 1, x: 8, y: 3, w: 2, d: 4 },
    { kind: "building", height: 3, x: 1, y: 5, w: 4, d: 2, door: 62 },
    { kind: "building", height: 5, x: 5, y: 6, w: 1, d: 2 },
  ].map((b) => {
    const cells = [];
    for (let dy = 0; dy < b.d; dy++) for (let dx = 0; dx < b.w; dx++) cells.push((b.y + dy) * SIZE + b.x + dx);
    return { kind: b.kind, height: b.height, cells, doors: b.door ? [{ cell: b.door, filled: false }] : [] };
  });
  structures.push({ kind: "plaza", height: 0, cells: [35, 36, 45, 55], doors: [] });
  const cells = Array(SIZE * SIZE).fill(null);
  structures.forEach((st, i) =>
    st.cells.forEach((k) => {
      cells[k] = i;
    }),
  );
  const goals = [2, 5, 3, 3, 2, 5, 3, 3, 2, 5, 3, 5, 6, 2, 3, 5, 6, 2, 3, 5, 1, 1, 2, 1, 5, 1, 2, 1, 5, 1, 4, 1, 3, 2, 4, 1, 3, 2, 4, 1];
  const parks = goals.map((goal, p) => ({
    goal,
    visible: 0,
    met: false,
    mark: [33, 34, 14].includes(p) ? "guaranteed" : [31, 15, 16].includes(p) ? "impossible" : "open",
  }));
  return { cells, structures, parks };
}
