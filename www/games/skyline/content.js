// Skyline's numbers (dice faces, building sizes, tile points, levels, scenarios) with their
// sources, read once from the engine's content (a fact of the game: no game is made for it). Part of www/games/skyline.js.
import { fact } from "../../engine.js";

let CONTENT = null;
export function content() {
  if (CONTENT) return CONTENT;
  try {
    CONTENT = fact("skyline", { type: "content" });
  } catch {
    CONTENT = null;
  }
  return CONTENT;
}
export const buildingSpec = (rise) => content()?.buildings?.find((b) => b.rise === rise) || null;
export const tilePoints = (height) => content()?.tiles?.find((t) => t.height === height)?.points;
