// Undo and redo (www/app/undo.js fetches this when there is first something to take back): a
// person takes back their last move and the computers' replies after it, or an outcome the
// table entered; redo makes again what was taken back. The engine decides and keeps what it
// can redo (undoPlan, redoSpan); this says it in words and moves the page on by its steps.
import {
  askUndo,
  autosave,
  chanceText,
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
import { mark, t } from "./dom.js";

/** Why undo takes nothing back now (`p`: undoPlan's answer), in words.
 * @param {{why?: string, seat?: number}} p */
function refusal({ why, seat }) {
  const g = S.game;
  const name = seat != null ? seatName(seat) : "";
  if (why === "final") {
    // the module says what happened (a choice became final, something was scored), in its words
    const last = g.history().findLast((e) => e.seat === seat);
    const said = S.mod.undoRefusal?.(seat, last.action, g.view(), ctx({ config: g.config() }));
    return said || t("{name}'s last move can no longer be taken back (something was revealed or scored since).", { name });
  }
  if (why === "chance")
    return name
      ? t("Nothing to take back: a draw of chance came after {name}'s move, and chance is never undone.", { name })
      : t("Nothing to take back: the dice or cards have spoken since.");
  if (why === "passed") return t("The device has been passed on, so {name}'s move stands.", { name });
  return t(
    {
      game: mark("There is no game to undo."),
      replay: mark("This is a replay: go back to the game to take a move back."),
      over: mark("The game is over: its moves stand."),
      computers: mark("Only computer players are playing: there is nothing of yours to take back."),
    }[why] || mark("Nothing to take back yet."),
  );
}

export function undo() {
  if (hand.wanted) {
    handNote(t("Take a move back with this screen's own button: only its mover may."));
    return false;
  }
  if (ui.main.open) return false;
  if (S.pending?.reveal) {
    step.unplaced(); // Redo places it again
    say(t("Taken back: nothing was revealed, so the move never happened. Redo places it again."));
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
  step.undone(t("Taken back: {label}. Enter what came up again.", { label }));
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
  const name = seatName(seat);
  const entered = gone.length - 1 > replies;
  step.undone(
    replies > 0
      ? entered
        ? t(
            "{name} took back a move and the {n, plural, one {# reply} other {# replies}} after it, with what the table entered after it.",
            { name, n: replies },
          )
        : t("{name} took back a move and the {n, plural, one {# reply} other {# replies}} after it.", { name, n: replies })
      : entered
        ? t("{name} took back the last move, with what the table entered after it.", { name })
        : t("{name} took back the last move.", { name }),
  );
  closeDialog(ui.hand);
  autosave();
  refresh();
  return true;
}

export function redo() {
  if (hand.wanted) {
    handNote(t("Redo waits until this hand-over is done."));
    return false;
  }
  if (ui.main.open) return false;
  if (S.review) {
    say(t("This is a replay: go back to the game to redo."));
    return false;
  }
  const g = S.game;
  const top = g?.redoSpan();
  if (!top) return placeAgain();
  if (humans().length > 1 && hidden() && device.viewer !== top.seat) {
    say(t("Only {name} may redo that move.", { name: seatName(top.seat) }));
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
  const moves = g
    .history()
    .slice(-top.n)
    .map((e) => (isAct(e) ? S.mod.describeMove(e.seat, e.action, ctx()) : t("entered {label}", { label: chanceText(e.chance, e.label) })))
    .join("; ");
  step.undone(t("Redone: {moves}.", { moves }), events);
  holdBy(top.seat);
  autosave();
  refresh();
  return true;
}

/** Redo after Undo took back a placed move: placed again, waiting for its reveal. */
function placeAgain() {
  const u = S.unplaced;
  if (!unplacedFits()) {
    say(t("Nothing to redo: no move has been taken back since the last one was made."));
    return false;
  }
  step.replaced();
  say(
    t("Placed again: {move}. {reveal}, or Undo to take it back.", { move: S.mod.describeMove(u.seat, u.action, ctx()), reveal: u.reveal }),
  );
  render();
  autosave();
  return true;
}
