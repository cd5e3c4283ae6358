// The game chooser's picture of Cityscape, loaded on demand by www/games/cityscape.js (the
// chooser shows it; a visit straight to a game never needs it).
import { autoCanvas } from "../dom.js";
import { drawSkyline } from "./cityscape.js";

export function drawArt(canvas) {
  // a picture, not a game: its four lines are simply stacks 0–3, 4–7, … (nearest first)
  const stacks = [[1, 2], [5], [3], [2], [4], [], [4, 4, 2], [1, 3], [], [3, 5, 1], [2, 1], [], [3], [2], [1], [5, 4]];
  const heights = stacks.map((st) => st.reduce((a, b) => a + b, 0));
  const lines = [0, 4, 8, 12].map((i) => [i, i + 1, i + 2, i + 3]);
  autoCanvas(canvas, (c, w, hh) => drawSkyline(c, w, hh, { side: "south", heights, stacks, lines, plain: true }));
}
