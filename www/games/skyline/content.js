// Skyline's numbers (dice faces, building sizes, tile points, levels, scenarios) with their
// sources, read once from the engine's content query. Part of www/games/skyline.js.
import { Game } from "../../engine.js";

let CONTENT = null;
export function content() {
  if (CONTENT) return CONTENT;
  let g = null;
  try {
    g = new Game("skyline", { players: 1, seed: 0 });
    CONTENT = g.query(0, { type: "content" });
  } catch {
    CONTENT = null;
  } finally {
    g?.free();
  }
  return CONTENT;
}
export const buildingSpec = (rise) => content()?.buildings?.find((b) => b.rise === rise) || null;
export const tilePoints = (height) => content()?.tiles?.find((t) => t.height === height)?.points;
