// The page's named steps: a game begins, a move is applied, undone or redone, an outcome is
// entered or taken back, the device is handed over, a replay is opened or left. They are
// the only code that writes the state of the game in play (S's game fields); everything
// else reads it. Each step says what it resets. Other parts of S have one owner each:
// who holds the device is ./device.js's, the computers' thinking ./bots.js's (and
// www/computers.js's), the setup screen's choices www/setup.js's, the player's
// preferences ./state.js's.
//
// A view's own state (a selection, a preview, the cursor, focus, a form's draft, a dice
// choice) belongs to one game and one person. The view is mounted afresh when a game
// begins and whenever its screen passes to another person (`person` below, checked at
// every render), so none of it can reach the next game or the next person, whatever the
// view remembers.
import { t } from "./imports.js";
import { ctx, onlyKnown, S } from "./state.js";

/** The person whose screen the mounted view last showed (null: nobody's yet). */
let person = null;
/** The view's settings a save kept, `{ui, seat}`: for that person's screen only (null: none). */
let kept = null;

/** The person whose view's settings a save keeps (see bundle in ./saving.js). */
export const uiSeat = () => person;

/** What the page shows after a move or an outcome: its events, its line, a summary or the end. */
function after(events, human, line) {
  S.lastEvents = events;
  S.lastHuman = human;
  S.lastLine = line;
  if (S.game.isOver()) S.finalOpen = true;
  else S.summary = S.mod.summary?.(events, S.game.view(), ctx()) || null;
  if (human) S.wantFocus = true;
}

export const step = {
  /** A game begins or resumes here: everything of the last game ends, its view too. */
  begin(id, game, mod, seats, table, savedUi) {
    if (S.game && S.game !== game) S.game.free();
    S.ctrl?.destroy();
    S.ctrl = null; // mounted afresh for this game (viewFor)
    person = null;
    kept = savedUi?.ui ? savedUi : null;
    Object.assign(S, { game, id, mod, seats, table, challenge: null, lastEvents: [], lastLine: "", lastHuman: false });
    Object.assign(S, {
      summary: null,
      finalOpen: game.isOver(),
      pending: null,
      unplaced: null,
      wantFocus: true,
      forceFocus: true,
      quietFocus: false,
    });
  },
  /** This game plays the dice of a result someone else had: `by` says whose. */
  challenge(by) {
    S.challenge = by;
  },
  /** A move was applied (a person's when `human`): a move Undo had unplaced is gone for good
   * (the engine forgets what it could redo by itself). */
  moved(events, human) {
    S.pending = S.unplaced = null;
    after(events, human, S.mod.describeEvents(events, ctx()));
  },
  /** The table entered what it rolled or drew. */
  entered(events, label) {
    S.pending = S.unplaced = null;
    after(events, true, t("Entered by the table: {what}", { what: S.mod.describeEvents(events, ctx()) || label }));
  },
  /** Moves (or an entered outcome) were taken back (no `events`), or made again by redo (their
   * events: a summary too); `line` says what. The engine keeps what it can redo. */
  undone(line, events = []) {
    S.pending = null;
    S.lastEvents = events;
    S.lastHuman = false;
    S.lastLine = line;
    S.summary = events.length ? S.mod.summary?.(events, S.game.view(), ctx()) || null : null;
    S.wantFocus = S.forceFocus = true;
  },
  /** A move kept selected or placed before its reveal changed, or went (null). */
  pending(p) {
    S.pending = p;
  },
  /** A move was selected or placed before its reveal: one Undo had unplaced is gone for good. */
  placed(p) {
    S.pending = p;
    S.unplaced = null;
  },
  /** Undo took back a placed move before its reveal (the engine never saw it): Redo may place it again. */
  unplaced() {
    S.unplaced = S.pending;
    S.pending = null;
  },
  /** Redo placed again the move Undo had unplaced. */
  replaced() {
    S.pending = { ...S.unplaced, t: performance.now() };
    S.unplaced = null;
  },
  /** The device passed to someone (a hand-over's "I'm …", a return visit, the end of a
   * revisit): focus lands on the game itself, on nothing that acts on a key press. */
  handedOver() {
    S.wantFocus = S.forceFocus = true;
    S.quietFocus = true;
  },
  /** A replay opened or moved to another position (`r`), or left (null). */
  review(r) {
    if (!r || !S.review) S.lastLine = "";
    if (!r) S.wantFocus = S.forceFocus = true;
    S.review = r;
  },
  /** A summary or the final screen was opened: shown once. */
  shown() {
    S.summary = null;
    S.finalOpen = false;
  },
  /** The status line's message (a refusal, what just happened). */
  said(text) {
    S.lastLine = text;
  },
  /** Focus went where the player acts next (`done`), or to the status line until they can. */
  focused(done) {
    S.forceFocus = false;
    if (done) S.wantFocus = S.quietFocus = false;
  },
};

/**
 * The view's controller for the screen of `seat` (null: nobody's, the public view): mounted
 * afresh when none is, and when the screen passes to a person other than the last one shown
 * (the next person then starts with focus on nothing that acts). The settings a save kept
 * go to the first screen shown, if it is the person they were kept for.
 */
export function viewFor(stage, host, seat) {
  const shown = S.review ? null : seat;
  const other = !!S.ctrl && shown != null && person != null && shown !== person;
  if (!S.ctrl || other) {
    S.ctrl?.destroy();
    stage.replaceChildren();
    S.ctrl = S.mod.mount(stage, host);
    if (other) S.quietFocus = S.wantFocus = S.forceFocus = true;
  }
  if (shown == null) return;
  if (kept && person == null && (kept.seat == null || kept.seat === shown)) restoreUi(S.ctrl, kept.ui);
  kept = null;
  person = shown;
}

/** Settings a save kept for the view (untrusted): only those the view has, each of the same type. */
function restoreUi(c, saved) {
  if (!c.getUi || !c.setUi) return;
  const { kept: ok, dropped } = onlyKnown(saved, c.getUi());
  c.setUi(ok);
  if (dropped.length) console.warn(`Skyline Table: page settings not understood and left out: ${dropped.slice(0, 8).join(", ")}`);
}
