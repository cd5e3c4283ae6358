// The sheet's fixed facts (the city's size, each bench's line of cells, the empty-cell
// penalty, the pecking order), read once from
// the engine's content (a fact of the game: no game is made for it) so that this page holds no sheet geometry of its own. Part of
// www/games/construction-sight.js.
import { fact } from "../../engine.js";

let CONTENT = null;
export function content() {
  if (CONTENT) return CONTENT;
  try {
    CONTENT = fact("construction-sight", { type: "content" });
  } catch {
    CONTENT = null;
  }
  return CONTENT;
}
/** Cells along park space p's sightline, nearest first. */
export const lineCells = (p) => content()?.lines?.[p] || [];
let pictured = 0;
/** The city is citySize() × citySize() cells, row by row; park p is side × citySize() + index. */
export const citySize = () => pictured || content()?.size || 0;
/** The chooser's picture draws a made-up sheet of its own size with no engine loaded. */
export const picture = (size) => {
  pictured = size;
};
