// The sheet's fixed facts (each bench's line of cells, the pecking order), read once from
// the engine's content query so that this page holds no sheet geometry of its own. Part of
// www/games/construction-sight.js.
import { Game } from "../../engine.js";

let CONTENT = null;
export function content() {
  if (CONTENT) return CONTENT;
  let g = null;
  try {
    g = new Game("construction-sight", { players: 1, seed: 0 });
    CONTENT = g.query(0, { type: "content" });
  } catch {
    CONTENT = null;
  } finally {
    g?.free();
  }
  return CONTENT;
}
/** Cells along park space p's sightline, nearest first. */
export const lineCells = (p) => content()?.lines?.[p] || [];
