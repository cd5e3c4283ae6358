import { device, shownSeat } from "./device.js";
import { chanceText, hidden, humans, S } from "./state.js";

/** What undo would do now: {seat, n} (the person taking back their last decision, and how many
 * entries go with it), {outcome} (the label of an outcome the table entered last), or {why, seat?}:
 * the engine's code (`undoPlan`: never across a chance entry or a reveal; "none", "chance", "over",
 * "final"), or the page's ("game", "replay", "computers", "passed": the device went to another).
 * www/undo.js words a refusal when Undo is pressed.
 * @returns {{seat?: number, n?: number, why?: string, outcome?: string}} */
export function undoPlan() {
  const g = S.game;
  if (!g) return { why: "game" };
  if (S.review) return { why: "replay" };
  const hs = humans();
  const p = g.undoPlan(hs.reduce((m, s) => m | (1 << s), 0));
  if (p.why === "over") return p;
  if (!hs.length) return { why: "computers" };
  // the table's own dice: an outcome it entered last was typed, not revealed
  if (p.why === "outcome") {
    const e = g.history().at(-1);
    return { outcome: chanceText(e.chance, e.label) };
  }
  if (p.seat != null && hs.length > 1 && hidden() && device.viewer != null && device.viewer !== p.seat && device.handover == null)
    return { why: "passed", seat: p.seat };
  return p;
}

/** Undo and redo themselves (www/undo.js): fetched when there is first something to take back
 * (render asks for it then: see `undoReady`), so a first visit does not carry them. */
let undoModule = null;
const undoing = () => (undoModule ??= import("../undo.js"));
/** render: a move could be taken back or redone now, so the handlers had better be here. */
export const undoReady = () => void undoing();
export const undo = () => undoing().then((m) => m.undo());
export const redo = () => undoing().then((m) => m.redo());

/** A placed move Undo took back before its reveal (the engine never saw it) fits the game still. */
export const unplacedFits = () => {
  const u = S.unplaced;
  return !!u && !S.pending && u.hash === S.game?.stateHash() && u.seat === shownSeat();
};
