// The moves that are asked about or kept, fetched when one is first needed (none is in a
// first visit): a move that would end the game in a loss asks first, and so does a new game
// that would replace the game in progress; a move a save kept placed before its reveal is
// placed again; "Confirm each move" is turned on or off.
import { apply, ask, codeText, ctx, device, isHuman, kinds, render, resultLine, S, say, shownSeat, step } from "./app.js";
import { t } from "./dom.js";

/** A new game would replace the game in progress (kept in this browser): true if the player says so. */
export function askReplace() {
  return ask(
    t("Replace the game in progress?"),
    t("Your {game} game ({progress}) is saved in this browser. Starting a new game replaces that save.", {
      game: kinds().name,
      progress: S.mod.progress(S.game.view()),
    }),
    t("Start the new game"),
    t("Keep my game"),
  );
}

/** A person's move that ends the game in a loss (`r`, the engine's preview of the result):
 * said in the engine's words, and made only if the player says so; it cannot be taken back. */
export function askLoss(seat, action, r) {
  const hash = S.game.stateHash();
  const move = S.mod.describeMove(seat, action, ctx());
  const result = resultLine(r);
  ask(
    t("This ends the game"),
    r.notes?.length
      ? t("“{move}” ends the game at once, and it cannot be taken back. {result} Why: {why}.", {
          move,
          result,
          why: r.notes.map(codeText).join("; "),
        })
      : t("“{move}” ends the game at once, and it cannot be taken back. {result}", { move, result }),
    t("End the game"),
    t("Keep playing"),
  ).then((yes) => {
    if (!yes) {
      say(t("Nothing was played: the game goes on."));
      render();
      return;
    }
    if (S.game.stateHash() !== hash || device.viewer !== seat) {
      say(t("The game moved on, so nothing was played."));
      render();
      return;
    }
    apply(seat, action, true);
  });
}

/** A placed move from a save (untrusted): kept only for a person's seat, with a short label, when
 * the engine says it is legal now; it waits for that seat if the device must pass first. */
export function placeAgain(p) {
  if (!p || typeof p !== "object" || !Number.isInteger(p.seat) || !isHuman(p.seat) || typeof p.reveal !== "string" || p.reveal.length > 40)
    return;
  const g = S.game;
  try {
    if (g.isOver() || !g.mayAct(p.seat) || !g.check(p.seat, p.action).ok) return;
  } catch {
    return;
  }
  step.pending({ seat: p.seat, action: p.action, key: JSON.stringify(p.action), t: 0, hash: g.stateHash(), reveal: p.reveal });
  render();
  if (shownSeat() === p.seat)
    say(
      t("Your placed move is still placed: {move}. {reveal}, or Undo to take it back.", {
        move: S.mod.describeMove(p.seat, p.action, ctx()),
        reveal: p.reveal,
      }),
    );
}

/** A second tap on a selected move came too soon after the first: nothing was played. */
export function doubleTap(reveal) {
  say(
    reveal
      ? t("That was a quick double tap, so nothing was revealed: tap it once more or press {reveal}.", { reveal })
      : t("That was a quick double tap, so nothing was played: tap once more or press Confirm to make this move."),
  );
}

/** Confirm with nothing selected, or with a selection the game has moved past (dropped). */
export function notConfirmed(p) {
  if (!p) return say(t("Nothing is selected yet, so there is nothing to confirm: choose a move first."));
  step.pending(null);
  say(t("The selected move no longer fits the game, so nothing was played: choose again."));
  render();
}

/** "Confirm each move" was turned on or off (S.prefs.confirm): a first tap selects a move, a
 * second tap or Confirm makes it. A move selected before is dropped. */
export function confirmModeSet() {
  step.pending(null);
  say(
    S.prefs.confirm
      ? t("Confirm each move is on: a first tap selects a move, a second tap or Confirm makes it.")
      : t("Confirm each move is off: a tap makes the move."),
  );
  if (S.game) render();
}
