import { stopBots } from "./bots.js";
import { askUndo, device, hand, handNote, holdBy, openHandover } from "./device.js";
import { closeDialog } from "./dialogs.js";
import { apply, refresh, render, say } from "./play.js";
import { autosave } from "./saving.js";
import { ctx, hidden, humans, isAct, isHuman, S, seatName, ui } from "./state.js";

/** What undo would do now: {seat, n} (the human seat taking back its last decision, and how
 * many entries go with it), or {why} when nothing may be taken back. The engine decides
 * (`canUndo(seat, true)`): never across a chance entry or a reveal. */
export function undoPlan() {
  if (!S.game) return { why: "There is no game to undo." };
  if (S.review) return { why: "This is a replay: go back to the game to take a move back." };
  if (S.game.isOver()) return { why: "The game is over: its moves stand." };
  const hs = humans();
  if (!hs.length) return { why: "Only computer players are playing: there is nothing of yours to take back." };
  const hist = S.game.history();
  // the table's own dice: an outcome it entered last was typed, not revealed
  if (S.game.entered() && hist.length && !isAct(hist.at(-1))) return { outcome: hist.at(-1).label };
  let at = -1,
    chance = false;
  for (let i = hist.length - 1; i >= 0; i--) {
    if (!isAct(hist[i])) {
      chance = !S.game.entered();
      continue;
    }
    if (isHuman(hist[i].seat)) {
      at = i;
      break;
    }
  }
  if (at < 0) return { why: chance ? "Nothing to take back: the dice or cards have spoken since." : "Nothing to take back yet." };
  const seat = hist[at].seat;
  if (hs.length > 1 && hidden() && device.viewer != null && device.viewer !== seat && device.handover == null) {
    return { why: `The device has been passed on, so ${seatName(seat)}'s move stands.` };
  }
  if (chance) return { why: `Nothing to take back: a draw of chance came after ${seatName(seat)}'s move, and chance is never undone.` };
  if (!S.game.canUndo(seat, true)) {
    // the module says what happened (a choice became final, something was scored), in its words
    const why = S.mod.undoRefusal?.(seat, hist[at].action, S.game.view(), ctx({ config: S.game.config() }));
    return { why: why || `${seatName(seat)}'s last move can no longer be taken back (something was revealed or scored since).` };
  }
  return { seat, n: hist.length - at };
}

export function undo() {
  if (hand.wanted) {
    handNote("Take a move back with this screen's own button: only its mover may.");
    return false;
  }
  if (ui.main.open) return false;
  if (S.pending?.reveal) {
    S.pending = null;
    say("Taken back: nothing was revealed, so the move never happened.");
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
  S.redo = [];
  S.pending = null;
  S.lastEvents = [];
  S.lastLine = `Taken back: ${label}. Enter what came up again.`;
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return true;
}

/** Takes back `seat`'s last decision and every computer reply after it (and, with the table's
 * own dice, the outcomes entered after it); remembers them for redo. */
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
  S.redo.push({ seat, entries: gone, hash: S.game.stateHash() });
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
  const top = S.redo.at(-1);
  if (S.review) {
    say("This is a replay: go back to the game to redo.");
    return false;
  }
  if (!S.game || !top) {
    say("Nothing to redo: no move has been taken back since the last one was made.");
    return false;
  }
  if (top.hash !== S.game.stateHash()) {
    S.redo = [];
    say("Nothing to redo: the game has moved on.");
    return false;
  }
  if (humans().length > 1 && hidden() && device.viewer !== top.seat) {
    say(`Only ${seatName(top.seat)} may redo that move.`);
    return false;
  }
  S.redo.pop();
  stopBots();
  S.pending = null;
  const events = [];
  let done = 0;
  for (const e of top.entries) {
    if (e.chance !== undefined) {
      // an outcome the table had entered: entered again as it was
      try {
        events.push(...S.game.enter(e.chance, device.eventViewer));
      } catch {
        break;
      }
    } else if (!apply(e.seat, e.action, isHuman(e.seat), true)) break;
    else events.push(...S.lastEvents);
    done++;
  }
  S.lastEvents = events;
  S.lastHuman = false;
  S.lastLine = `Redone: ${top.entries
    .slice(0, done)
    .map((e) => (e.chance !== undefined ? `entered ${e.label}` : S.mod.describeMove(e.seat, e.action, ctx())))
    .join("; ")}.`;
  holdBy(top.seat);
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return done > 0;
}
