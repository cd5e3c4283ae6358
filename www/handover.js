// The hand-over screen: nothing of any seat's secrets, and the only way a seat's screen opens
// in a game with secrets and several people. Who holds the device is www/app/device.js's
// (this screen changes it only through its transitions). Fetched when such a game begins.
import {
  askReturn,
  askUndo,
  btn,
  ctx,
  device,
  dropAsks,
  fill,
  h,
  hand,
  handNote,
  holdBy,
  humans,
  openModal,
  refresh,
  S,
  seatName,
  sheet,
  step,
  ui,
  undoPlan,
} from "./app.js";
import { t } from "./dom.js";
import { doUndo } from "./undo.js";

await sheet(new URL("./handover.css", import.meta.url).href); // its styles, before it first shows

/** Why the hand-over stays up, for its own status line. */
function handWhy() {
  const s = device.returnAsk ?? device.undoAsk ?? device.handover;
  return s == null
    ? t("This screen stays until someone chooses one of its buttons.")
    : t("This screen stays until {name} says so with the button above: nothing else closes it.", { name: seatName(s) });
}

ui.hand.addEventListener("cancel", (e) => {
  e.preventDefault();
  handNote(handWhy());
});
// Only the hand-over's own buttons end it. Chromium stops honouring cancel's
// preventDefault after a few Escapes (a back gesture closes a dialog too), so
// whatever closed it, a hand-over still pending opens again at once.
const closeHand = ui.hand.close.bind(ui.hand);
ui.hand.close = (v) => {
  hand.wanted = false;
  closeHand(v);
};
ui.hand.addEventListener("close", () => {
  if (!hand.wanted || !S.game) return;
  ui.hand.showModal();
  handNote(handWhy());
});
// A held key repeats: never let a repeat press a hand-over button.
ui.hand.addEventListener(
  "keydown",
  (e) => {
    if (e.repeat && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      handNote(t("A held key does nothing here: let go, then press once."));
    } else if (e.key === "Escape") {
      e.preventDefault();
      handNote(handWhy());
    }
  },
  true,
);
// a tap beside the hand-over (its backdrop: a slow phone's second tap) does nothing; say so
ui.hand.addEventListener("pointerdown", (e) => {
  if (e.target === ui.hand) handNote(t("A tap beside the buttons does nothing. {why}", { why: handWhy() }));
});

/** A confirmation button arms only ARM_MS after its screen first appears, so the press or tap
 * that ended the last turn cannot reach it. */
const ARM_MS = 500;
const handArmed = () => performance.now() >= hand.armAt;

/** A confirmation that reveals a seat's screen: refused, with the reason, until armed. */
function armed(fn) {
  return (e) => {
    if (!handArmed()) {
      handNote(t("Not yet: this button wakes half a second after the screen appears, so a double press cannot reach it. Press again."));
      return;
    }
    if (e?.detail > 1) {
      handNote(t("That was a double tap: press once."));
      return;
    }
    fn();
  };
}
/** Arms the hand-over's confirmation buttons once per new screen. The card stays in one place
 * (the middle): the wait before they wake, not a jump away from the last tap, keeps a
 * double tap off them, and a player finds it where it was last time. */
function armHand(key) {
  const fresh = key !== hand.key || !ui.hand.open;
  hand.key = key;
  if (fresh) {
    hand.armAt = performance.now() + ARM_MS;
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
 * next player. With `device.handover` null it only asks for that (a computer is to move). */
export function openHandover() {
  const to = device.handover;
  const p = undoPlan();
  const plan = p.why ? {} : p; // only a move that may be taken back is offered (a refusal names a seat too)
  const back = device.undoAsk != null && plan.seat === device.undoAsk ? device.undoAsk : null;
  if (back == null) dropAsks({ ret: false });
  if (to == null && back == null) {
    ui.hand.close();
    return;
  }
  // Seats nobody waits for that may still change their mind (the engine says
  // so: mayAct); each comes back through its own "I'm …".
  const waiting = S.game.toAct();
  const again = to == null ? [] : humans().filter((s) => s !== to && !waiting.includes(s) && S.game.mayAct(s));
  const ret = device.returnAsk != null && again.includes(device.returnAsk) ? device.returnAsk : null;
  if (ret == null) dropAsks({ undo: false });
  const note = () => h("p", { class: "hand-note small", role: "status", "aria-live": "polite" });
  const cancel = () => {
    dropAsks();
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
        h("h2", null, t("Give the device back to {name}", { name: seatName(ret) })),
        h("p", null, t("Only {name} should look: this opens {name}'s own screen.", { name: seatName(ret) })),
      ),
      h(
        "div",
        { class: "dlg-actions" },
        btn(
          t("I'm {name}: show my screen", { name: seatName(ret) }),
          armed(() => {
            holdBy(ret, { revisit: true });
            step.handedOver();
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
    step.handedOver();
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
        h("h2", null, t("Give the device back to {name}", { name: seatName(back) })),
        h("p", null, t("Only {name} should continue: taking the move back opens {name}'s own screen.", { name: seatName(back) })),
      ),
      h(
        "div",
        { class: "dlg-actions" },
        btn(
          t("I'm {name}: take back my move", { name: seatName(back) }),
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
        h("h2", null, t("Pass the device to {name}", { name: seatName(to) })),
        h("p", null, S.mod.handoverText?.(S.game.view(), to, ctx()) || t("It's {name}'s turn.", { name: seatName(to) })),
        S.lastLine ? h("p", { class: "muted small" }, S.lastLine) : null,
      ),
      h(
        "div",
        { class: "dlg-actions" },
        btn(t("I'm {name}: show my screen", { name: seatName(to) }), armed(take), "btn primary big", {
          autofocus: true,
          "data-handover-to": to,
          "data-arm": "",
        }),
        plan.seat != null && plan.seat !== to
          ? btn(
              t("{name}: take back my move", { name: seatName(plan.seat) }),
              () => {
                askUndo(plan.seat);
                openHandover();
                ui.hand.querySelector("[data-undo-confirm]")?.focus();
              },
              "btn",
              { "data-undo-ask": plan.seat },
            )
          : null,
        again.map((s) =>
          btn(
            t("{name}: {what}", { name: seatName(s), what: S.mod.changeText?.(S.game.view(), s) || t("change my choice") }),
            () => {
              askReturn(s);
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
