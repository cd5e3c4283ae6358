// Who holds the device: the shell's one owner of it, and the hand-over screen.
// Every other part reads `device` (frozen: an assignment elsewhere throws) and changes
// it only through the transitions below, so a seat's secrets reach the page only on
// that seat's own confirmation (holdBy) and leave it the moment settle() says its
// turn is done.
import { t } from "./imports.js";
import { hidden, humans, isHuman, S, ui } from "./state.js";

/** @type {{viewer: ?number, handover: ?number, undoAsk: ?number, returnAsk: ?number, revisit: ?number}} */
const d = { viewer: null, handover: null, undoAsk: null, returnAsk: null, revisit: null };

/**
 * Read-only. `viewer`: the seat whose screen (and secrets) is shown, null for the public
 * view; `handover`: the seat the device must pass to first (nobody's screen meanwhile);
 * `undoAsk` / `returnAsk`: a seat asked, from the hand-over, to take its move back / to
 * change its choice, and must confirm first; `revisit`: a seat back on its own screen to
 * change its choice, which keeps the screen until it acts.
 */
export const device = Object.freeze({
  get viewer() {
    return d.viewer;
  },
  get handover() {
    return d.handover;
  },
  get undoAsk() {
    return d.undoAsk;
  },
  get returnAsk() {
    return d.returnAsk;
  },
  get revisit() {
    return d.revisit;
  },
  /** Whose events a move or an entered outcome brings (the engine filters them: docs/api.md):
   * the shown seat's, or the public's where several people keep secrets, as the screen passes on. */
  get eventViewer() {
    return humans().length > 1 && hidden() ? null : shownSeat();
  },
});

/** The seat whose view is on screen now: nobody's while the device is being passed. */
export const shownSeat = () => (d.handover != null ? null : d.viewer);

/** A new game, or one reopened: nobody holds the device until settle() decides. */
export function resetDevice() {
  d.viewer = d.handover = d.undoAsk = d.returnAsk = d.revisit = null;
}

/** `seat` confirmed holding the device (its "I'm …", its own undo or redo); `revisit`: it came
 * back to change its choice. */
export function holdBy(seat, { revisit = false } = {}) {
  d.viewer = seat;
  d.handover = d.undoAsk = d.returnAsk = null;
  if (revisit) d.revisit = seat;
}

/** The revisiting seat acted or said it is done. */
export function endRevisit() {
  d.revisit = null;
}

/** From the hand-over: `seat` wants its last move back; it confirms first. */
export function askUndo(seat) {
  d.undoAsk = seat;
}

/** From the hand-over: `seat`, done but allowed to change its choice, asks for the device back. */
export function askReturn(seat) {
  d.returnAsk = seat;
}

/** The hand-over drops what was asked of it (a cancel, or an ask that no longer fits). */
export function dropAsks({ undo = true, ret = true } = {}) {
  if (undo) d.undoAsk = null;
  if (ret) d.returnAsk = null;
}

/** Decides whose screen is shown, and whether the device must be passed first. Secrets of a
 * seat are shown only to a viewer who confirmed being that seat (the hand-over screen), unless
 * the game hides nothing or only one person plays. */
export function settle() {
  const g = S.game;
  const hs = humans();
  if (g.isOver()) {
    d.handover = null;
    d.viewer = hs.length === 1 && !S.watched ? hs[0] : null;
    return;
  }
  const turn = g.toAct().filter(isHuman);
  if (!hs.length) {
    d.viewer = null;
    d.handover = null;
    return;
  }
  if (hs.length === 1 || !hidden()) {
    d.handover = null;
    d.viewer = turn[0] ?? (hs.length === 1 ? hs[0] : d.viewer);
    return;
  }
  // A seat that came back through its own confirmation to change its mind
  // (the game allows it: see mayAct) keeps the screen until it acts or is done.
  if (d.revisit != null) {
    if (d.viewer === d.revisit && g.mayAct(d.revisit)) {
      d.handover = null;
      return;
    }
    d.revisit = null;
    if (d.viewer != null && !turn.includes(d.viewer)) d.viewer = null;
  }
  // Everyone has just looked at the scores so far together: whoever held the device, the next
  // secret screen waits for its seat's own "I'm …" (the game goes on as it began).
  if (S.summary) d.viewer = null;
  if (d.handover != null && turn.includes(d.handover)) return;
  d.handover = null;
  if (d.viewer != null && turn.includes(d.viewer)) return;
  if (turn.length) {
    d.handover = turn[0];
    d.viewer = null;
  }
  // A computer is to move: the last person's turn is done, so their secrets leave now,
  // before it thinks (people pass the device on right after their tap).
  else d.viewer = null;
}

/** The hand-over dialog's own state: `wanted` is true while a hand-over must stay up (only its
 * own buttons end it); `key`, `armAt` and `timer` arm its confirmation a moment after each new
 * screen (www/handover.js). */
export const hand = { wanted: false, key: "", armAt: 0, timer: 0 };

/** The hand-over's own status line (the page's status line is behind it). */
export function handNote(text) {
  const n = ui.hand.querySelector(".hand-note");
  if (n) n.textContent = text;
}
/** The hand-over screen (www/handover.js): fetched when a game with secrets and several people
 * begins, so a game that never passes the device does not carry it. */
let screen = null;
export const prepareHandover = () => (screen ??= import("../handover.js"));

/** Shows the hand-over screen for what `device` holds now (or closes it when nothing is asked). */
export function openHandover() {
  prepareHandover().then(
    (m) => m.openHandover(),
    (e) => handNote(t("The hand-over screen could not be opened: {error}", { error: e.message })),
  );
}
