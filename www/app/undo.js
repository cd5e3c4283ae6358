import { device, shownSeat } from "./device.js";
import { ctx, hidden, humans, S, seatName } from "./state.js";

/** What undo would do now: {seat, n} (the person taking back their last decision, and how many
 * entries go with it), {outcome} (the label of an outcome the table entered last), or {why}. The
 * engine decides (`undoPlan`: never across a chance entry or a reveal); this only words it.
 * @returns {{seat?: number, n?: number, why?: string, outcome?: string}} */
export function undoPlan() {
  const g = S.game;
  if (!g) return { why: "There is no game to undo." };
  if (S.review) return { why: "This is a replay: go back to the game to take a move back." };
  const hs = humans();
  const p = g.undoPlan(hs.reduce((m, s) => m | (1 << s), 0)),
    seat = p.seat;
  if (p.why === "over") return { why: "The game is over: its moves stand." };
  if (!hs.length) return { why: "Only computer players are playing: there is nothing of yours to take back." };
  // the table's own dice: an outcome it entered last was typed, not revealed
  if (p.why === "outcome") return { outcome: g.history().at(-1).label };
  if (seat == null)
    return { why: p.why === "chance" ? "Nothing to take back: the dice or cards have spoken since." : "Nothing to take back yet." };
  if (hs.length > 1 && hidden() && device.viewer != null && device.viewer !== seat && device.handover == null) {
    return { why: `The device has been passed on, so ${seatName(seat)}'s move stands.` };
  }
  if (p.why === "chance")
    return { why: `Nothing to take back: a draw of chance came after ${seatName(seat)}'s move, and chance is never undone.` };
  if (p.why) {
    // "final": the module says what happened (a choice became final, something was scored), in its words
    const last = g.history().findLast((e) => e.seat === seat);
    const why = S.mod.undoRefusal?.(seat, last.action, g.view(), ctx({ config: g.config() }));
    return { why: why || `${seatName(seat)}'s last move can no longer be taken back (something was revealed or scored since).` };
  }
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
