// Who holds the device: the shell's one owner of it, and the hand-over screen.
// Every other part reads `device` (frozen: an assignment elsewhere throws) and changes
// it only through the transitions below, so a seat's secrets reach the page only on
// that seat's own confirmation (holdBy) and leave it the moment settle() says its
// turn is done.
import { openModal } from "./dialogs.js";
import { fill, h } from "./imports.js";
import { refresh } from "./play.js";
import { btn, ctx, hidden, humans, isHuman, S, seatName, ui } from "./state.js";
import { doUndo, undoPlan } from "./undo.js";

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

/** Decides whose screen is shown, and whether the device must be passed first. Secrets of a
 * seat are shown only to a viewer who confirmed being that seat (the hand-over screen), unless
 * the game hides nothing or only one person plays. */
export function settle() {
  const g = S.game;
  const hs = humans();
  if (g.isOver()) {
    d.handover = null;
    d.viewer = hs.length === 1 ? hs[0] : null;
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

/** The hand-over: the shell's one owner of "who holds the device". `wanted` is true while a
 * hand-over must stay up (only its own buttons end it); a confirmation button arms only
 * ARM_MS after its screen first appears, so the press or tap that ended the last turn cannot
 * reach it, and the dialog sits away from where that tap landed. */
const ARM_MS = 500;
export const hand = { wanted: false, key: "", armAt: 0, timer: 0, lastY: null };
const handArmed = () => performance.now() >= hand.armAt;
export function handWhy() {
  const s = d.returnAsk ?? d.undoAsk ?? d.handover;
  return s == null
    ? "This screen stays until someone chooses one of its buttons."
    : `This screen stays until ${seatName(s)} says so with the button above: nothing else closes it.`;
}
/** The hand-over's own status line (the page's status line is behind it). */
export function handNote(text) {
  const n = ui.hand.querySelector(".hand-note");
  if (n) n.textContent = text;
}
/** A confirmation that reveals a seat's screen: refused, with the reason, until armed. */
function armed(fn) {
  return (e) => {
    if (!handArmed()) {
      handNote("Not yet: this button wakes half a second after the screen appears, so a double press cannot reach it. Press again.");
      return;
    }
    if (e?.detail > 1) {
      handNote("That was a double tap: press once.");
      return;
    }
    fn();
  };
}
/** Arms the hand-over's confirmation buttons once per new screen and places the dialog in the
 * half of the screen the last tap did not land in. */
function armHand(key) {
  const fresh = key !== hand.key || !ui.hand.open;
  hand.key = key;
  if (fresh) {
    hand.armAt = performance.now() + ARM_MS;
    const low = hand.lastY != null && hand.lastY > innerHeight / 2;
    ui.hand.classList.toggle("at-top", low);
    ui.hand.classList.toggle("at-bottom", hand.lastY != null && !low);
    clearTimeout(hand.timer);
    hand.timer = setTimeout(() => {
      if (ui.hand.open) armHand(hand.key);
    }, ARM_MS + 10);
  }
  // refilled while open (a computer moved meanwhile): keep the keyboard in the hand-over
  if (!fresh && !ui.hand.contains(document.activeElement)) ui.hand.querySelector("[autofocus]")?.focus();
  const on = handArmed();
  for (const b of ui.hand.querySelectorAll("[data-arm]")) {
    b.setAttribute("aria-disabled", String(!on));
    b.classList.toggle("arming", !on);
  }
  ui.hand.dataset.armed = String(on);
}

/** The hand-over screen: nothing of any seat's secrets. Taking a move back from here needs the
 * mover's own confirmation first ("I'm Ana"), because the person holding the device may be the
 * next player. With `d.handover` null it only asks for that (a computer is to move). */
export function openHandover() {
  const to = d.handover;
  const plan = undoPlan();
  const back = d.undoAsk != null && plan.seat === d.undoAsk ? d.undoAsk : null;
  if (back == null) d.undoAsk = null;
  if (to == null && back == null) {
    ui.hand.close();
    return;
  }
  // Seats nobody waits for that may still change their mind (the engine says
  // so: mayAct); each comes back through its own "I'm …".
  const waiting = S.game.toAct();
  const again = to == null ? [] : humans().filter((s) => s !== to && !waiting.includes(s) && S.game.mayAct(s));
  const ret = d.returnAsk != null && again.includes(d.returnAsk) ? d.returnAsk : null;
  if (ret == null) d.returnAsk = null;
  const note = () => h("p", { class: "hand-note small", role: "status", "aria-live": "polite" });
  const cancel = () => {
    d.returnAsk = null;
    d.undoAsk = null;
    if (to == null) {
      ui.hand.close();
      refresh();
      return;
    }
    openHandover();
    ui.hand.querySelector("[data-handover-to]")?.focus();
  };
  if (ret != null) {
    fill(
      ui.hand,
      h(
        "div",
        { class: "dlg-body handover" },
        h("div", { class: `hand-badge seat-c${ret}`, "aria-hidden": "true" }, String(ret + 1)),
        h("h2", null, `Give the device back to ${seatName(ret)}`),
        h("p", null, `Only ${seatName(ret)} should look: this opens ${seatName(ret)}'s own screen.`),
      ),
      h(
        "div",
        { class: "dlg-actions" },
        btn(
          `I'm ${seatName(ret)}: show my screen`,
          armed(() => {
            holdBy(ret, { revisit: true });
            S.wantFocus = S.forceFocus = true;
            ui.hand.close();
            refresh();
          }),
          "btn primary big",
          { autofocus: true, "data-return-confirm": ret, "data-arm": "" },
        ),
        btn("Cancel", cancel, "btn"),
        note(),
      ),
    );
    armHand(`ret${ret}`);
    hand.wanted = true;
    openModal(ui.hand);
    return;
  }
  const take = () => {
    holdBy(to);
    S.wantFocus = S.forceFocus = true;
    ui.hand.close();
    refresh();
  };
  if (back != null) {
    fill(
      ui.hand,
      h(
        "div",
        { class: "dlg-body handover" },
        h("div", { class: `hand-badge seat-c${back}`, "aria-hidden": "true" }, String(back + 1)),
        h("h2", null, `Give the device back to ${seatName(back)}`),
        h("p", null, `Only ${seatName(back)} should continue: taking the move back opens ${seatName(back)}'s own screen.`),
      ),
      h(
        "div",
        { class: "dlg-actions" },
        btn(
          `I'm ${seatName(back)}: take back my move`,
          armed(() => doUndo(back)),
          "btn primary big",
          { autofocus: true, "data-undo-confirm": back, "data-arm": "" },
        ),
        btn("Cancel", cancel, "btn"),
        note(),
      ),
    );
    armHand(`back${back}`);
  } else {
    fill(
      ui.hand,
      h(
        "div",
        { class: "dlg-body handover" },
        h("div", { class: `hand-badge seat-c${to}`, "aria-hidden": "true" }, String(to + 1)),
        h("h2", null, `Pass the device to ${seatName(to)}`),
        h("p", null, S.mod.handoverText?.(S.game.view(), to, ctx()) || `It's ${seatName(to)}'s turn.`),
        S.lastLine ? h("p", { class: "muted small" }, S.lastLine) : null,
      ),
      h(
        "div",
        { class: "dlg-actions" },
        btn(`I'm ${seatName(to)}: show my screen`, armed(take), "btn primary big", {
          autofocus: true,
          "data-handover-to": to,
          "data-arm": "",
        }),
        plan.seat != null && plan.seat !== to
          ? btn(
              `${seatName(plan.seat)}: take back my move`,
              () => {
                d.undoAsk = plan.seat;
                openHandover();
                ui.hand.querySelector("[data-undo-confirm]")?.focus();
              },
              "btn",
              { "data-undo-ask": plan.seat },
            )
          : null,
        again.map((s) =>
          btn(
            `${seatName(s)}: ${S.mod.changeText?.(S.game.view(), s) || "change my choice"}`,
            () => {
              d.returnAsk = s;
              openHandover();
              ui.hand.querySelector("[data-return-confirm]")?.focus();
            },
            "btn",
            { "data-return-ask": s },
          ),
        ),
        note(),
      ),
    );
    armHand(`to${to}`);
  }
  hand.wanted = true;
  openModal(ui.hand);
}
