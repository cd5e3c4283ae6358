// The pecking order's rung names in the page's language, for the end screen and the rules
// (both loaded on demand by www/games/construction-sight.js; the rungs themselves, their
// order and scores, are the engine's content).
import { mark, t } from "../dom.js";

/** The rungs by the engine's names (its result's `level`): our own bird puns. */
const GRADE = {
  Flocked: mark("Flocked"),
  "Wingin' it": mark("Wingin' it"),
  "Cooo-mendable": mark("Cooo-mendable"),
  "Eggseeds Eggspektations": mark("Eggseeds Eggspektations"),
  "A feather in your cap": mark("A feather in your cap"),
  "Simply dove-ine": mark("Simply dove-ine"),
  "Pecktacular!": mark("Pecktacular!"),
};
/** A rung's name in the page's language. */
export const gradeName = (name) => t(GRADE[name] || name);
