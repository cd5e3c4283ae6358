// Undo and redo (www/app/undo.js fetches this when there is first something to take back): a
// person takes back their last move and the computers' replies after it, or an outcome the
// table entered; redo makes again what was taken back. The engine decides and keeps what it
// can redo (undoPlan, redoSpan); this says it in words and moves the page on by its steps.
import {
  askUndo,
  autosave,
  closeDialog,
  ctx,
  device,
  endRevisit,
  hand,
  handNote,
  hidden,
  holdBy,
  humans,
  isAct,
  openHandover,
  refresh,
  render,
  S,
  say,
  seatName,
  step,
  stopBots,
  ui,
  undoPlan,
  unplacedFits,
} from "./app.js";

/** Why undo takes nothing back now (`p`: undoPlan's answer), in words.
 * @param {{why?: string, seat?: number}} p */
function refusal({ why, seat }) {
  const g = S.game;
  const who = seat != null ? seatName(seat) : "";
  if (why === "final") {
    // the module says what happened (a choice became final, something was scored), in its words
    const last = g.history().findLast((e) => e.seat === seat);
    const said = S.mod.undoRefusal?.(seat, last.action, g.view(), ctx({ config: g.config() }));
    return said || `${who}'s last move can no longer be taken back (something was revealed or scored since).`;
  }
  if (why === "chance")
    return who
      ? `Nothing to take back: a draw of chance came after ${who}'s move, and chance is never undone.`
      : "Nothing to take back: the dice or cards have spoken since.";
  return (
    {
      game: "There is no game to undo.",
      replay: "This is a replay: go back to the game to take a move back.",
      over: "The game is over: its moves stand.",
      computers: "Only computer players are playing: there is nothing of yours to take back.",
      passed: `The device has been passed on, so ${who}'s move stands.`,
    }[why] || "Nothing to take back yet."
  );
}

export function undo() {
  if (hand.wanted) {
    handNote("Take a move back with this screen's own button: only its mover may.");
    return false;
  }
  if (ui.main.open) return false;
  if (S.pending?.reveal) {
    step.unplaced(); // Redo places it again
    say("Taken back: nothing was revealed, so the move never happened. Redo places it again.");
    render();
    autosave();
    return true;
  }
  const p = undoPlan();
  if (p.why) {
    say(refusal(p));
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
  step.undone(`Taken back: ${label}. Enter what came up again.`);
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
  holdBy(seat);
  step.undone(
    (replies > 0
      ? `${seatName(seat)} took back a move and the ${replies} repl${replies > 1 ? "ies" : "y"} after it`
      : `${seatName(seat)} took back the last move`) + (gone.length - 1 > replies ? ", with what the table entered after it." : "."),
  );
  closeDialog(ui.hand);
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
    events = g.redo(top.seat, device.eventViewer);
  } catch (e) {
    say(e.message);
    return false;
  }
  stopBots();
  endRevisit();
  step.undone(
    `Redone: ${g
      .history()
      .slice(-top.n)
      .map((e) => (isAct(e) ? S.mod.describeMove(e.seat, e.action, ctx()) : `entered ${e.label}`))
      .join("; ")}.`,
    events,
  );
  holdBy(top.seat);
  autosave();
  refresh();
  return true;
}

/** Redo after Undo took back a placed move: placed again, waiting for its reveal. */
function placeAgain() {
  const u = S.unplaced;
  if (!unplacedFits()) {
    say("Nothing to redo: no move has been taken back since the last one was made.");
    return false;
  }
  step.replaced();
  say(`Placed again: ${S.mod.describeMove(u.seat, u.action, ctx())}. ${u.reveal}, or Undo to take it back.`);
  render();
  autosave();
  return true;
}
