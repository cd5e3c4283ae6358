import { stopBots } from "./bots.js";
import { askUndo, device, endRevisit, hand, handNote, holdBy, openHandover, shownSeat } from "./device.js";
import { closeDialog } from "./dialogs.js";
import { refresh, render, say } from "./play.js";
import { autosave } from "./saving.js";
import { ctx, hidden, humans, isAct, S, seatName, ui } from "./state.js";

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

export function undo() {
  if (hand.wanted) {
    handNote("Take a move back with this screen's own button: only its mover may.");
    return false;
  }
  if (ui.main.open) return false;
  if (S.pending?.reveal) {
    S.unplaced = S.pending; // Redo places it again
    S.pending = null;
    say("Taken back: nothing was revealed, so the move never happened. Redo places it again.");
    render();
    autosave();
    return true;
  }
  const p = undoPlan();
  if (p.why) {
    say(p.why);
    return false;
  }
  if (p.outcome) return takeBackOutcome(p.outcome);
  // Nobody holds the device (a computer is to move): the mover confirms first.
  if (humans().length > 1 && hidden() && device.viewer !== p.seat) {
    askUndo(p.seat);
    openHandover();
    return false;
  }
  return doUndo(p.seat);
}

/** Takes back the outcome the table entered last (a mistyped roll or card): it is asked again. */
function takeBackOutcome(label) {
  try {
    if (!S.game.takeBackOutcome()) return false;
  } catch (e) {
    say(e.message);
    return false;
  }
  stopBots();
  S.pending = null;
  S.lastEvents = [];
  S.lastLine = `Taken back: ${label}. Enter what came up again.`;
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return true;
}

/** Takes back `seat`'s last decision and every computer reply after it (and, with the table's
 * own dice, the outcomes entered after it); the engine keeps them for redo. */
export function doUndo(seat) {
  const hist = S.game.history();
  let n;
  try {
    n = S.game.undo(seat, true);
  } catch (e) {
    say(e.message);
    return false;
  }
  const gone = hist
    .slice(hist.length - n)
    .map((e) => (isAct(e) ? { seat: e.seat, action: e.action } : { chance: e.chance, label: e.label }));
  const replies = gone.filter((e) => e.chance === undefined).length - 1;
  stopBots();
  S.pending = null;
  holdBy(seat);
  S.lastEvents = [];
  S.lastLine =
    (replies > 0
      ? `${seatName(seat)} took back a move and the ${replies} repl${replies > 1 ? "ies" : "y"} after it`
      : `${seatName(seat)} took back the last move`) + (gone.length - 1 > replies ? ", with what the table entered after it." : ".");
  closeDialog(ui.hand);
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return true;
}

export function redo() {
  if (hand.wanted) {
    handNote("Redo waits until this hand-over is done.");
    return false;
  }
  if (ui.main.open) return false;
  if (S.review) {
    say("This is a replay: go back to the game to redo.");
    return false;
  }
  const g = S.game;
  const top = g?.redoSpan();
  if (!top) return placeAgain();
  if (humans().length > 1 && hidden() && device.viewer !== top.seat) {
    say(`Only ${seatName(top.seat)} may redo that move.`);
    return false;
  }
  let events;
  try {
    events = g.redo(top.seat);
  } catch (e) {
    say(e.message);
    return false;
  }
  stopBots();
  S.pending = null;
  endRevisit();
  S.lastEvents = events;
  S.lastHuman = false;
  S.summary = S.mod.summary?.(events, g.view(), ctx()) || null;
  S.lastLine = `Redone: ${g
    .history()
    .slice(-top.n)
    .map((e) => (isAct(e) ? S.mod.describeMove(e.seat, e.action, ctx()) : `entered ${e.label}`))
    .join("; ")}.`;
  holdBy(top.seat);
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return true;
}

/** A placed move Undo took back before its reveal (the engine never saw it) fits the game still. */
export const unplacedFits = () => {
  const u = S.unplaced;
  return !!u && !S.pending && u.hash === S.game?.stateHash() && u.seat === shownSeat();
};

/** Redo after Undo took back a placed move: placed again, waiting for its reveal. */
function placeAgain() {
  const u = S.unplaced;
  if (!unplacedFits()) {
    say("Nothing to redo: no move has been taken back since the last one was made.");
    return false;
  }
  S.unplaced = null;
  S.pending = { ...u, t: performance.now() };
  say(`Placed again: ${S.mod.describeMove(u.seat, u.action, ctx())}. ${u.reveal}, or Undo to take it back.`);
  render();
  autosave();
  return true;
}
