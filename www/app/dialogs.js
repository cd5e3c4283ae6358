import { device, openHandover } from "./device.js";
import { fill, h, t } from "./imports.js";
import { refresh } from "./play.js";
import { btn, S, ui } from "./state.js";
import { step } from "./steps.js";

/** A yes/no question in a dialog; resolves true for yes. */
export function ask(title, text, yes, no) {
  return new Promise((resolve) => {
    const done = (v) => {
      resolve(v);
      ui.ask.close();
    };
    ui.ask.onclose = () => resolve(false);
    fill(
      ui.ask,
      h("div", { class: "dlg-body" }, h("h2", null, title), h("p", null, text)),
      h(
        "div",
        { class: "dlg-actions" },
        btn(yes, () => done(true), "btn primary", { "data-ask": "yes" }),
        btn(no, () => done(false), "btn", { autofocus: true, "data-ask": "no" }),
      ),
    );
    openModal(ui.ask);
  });
}

/** A message at the top of the page, with `more` (a button) beside its Dismiss. */
export function notice(text, more = null) {
  ui.notice.hidden = !text;
  fill(ui.notice, text || "", text ? [more, btn(t("Dismiss"), () => notice(""), "btn small")] : null);
}

export function openModal(d) {
  if (!d.open) d.showModal();
}
export function closeDialog(d) {
  if (d.open) d.close();
}

export function syncDialogs() {
  if (S.review || !ui.setup.hidden) return;
  if (S.finalOpen) {
    step.shown();
    openFinal();
    return;
  }
  if (S.summary) {
    openSummary(S.summary);
    step.shown();
    return;
  }
  if (ui.main.open) return;
  if (device.handover != null || device.undoAsk != null) openHandover();
  else closeDialog(ui.hand);
}

export function onMainClosed() {
  if (!S.game) return;
  refresh();
  // A closed dialog gives focus back to what had it before; when that is gone, focus goes to
  // the game's next control (at the end, Scores), never to the page itself.
  const a = document.activeElement;
  if ((a && a !== document.body && a !== ui.status) || document.querySelector("dialog[open]")) return;
  if (S.game.isOver() && !ui.scoresBtn.hidden) ui.scoresBtn.focus();
  else S.ctrl?.focus?.();
  if (document.activeElement === document.body) ui.status.focus({ preventScroll: true });
}

function openSummary(node) {
  closeDialog(ui.hand);
  fill(
    ui.main,
    // a long summary scrolls: the keyboard reaches it as a named region
    h("div", { class: "dlg-body", tabindex: 0, role: "region", "aria-label": t("Scores so far") }, node),
    h(
      "div",
      { class: "dlg-actions" },
      btn(t("Continue"), () => ui.main.close(), "btn primary big", { autofocus: true }),
    ),
  );
  ui.main.setAttribute("aria-label", t("Scores so far"));
  openModal(ui.main);
}

/** The final screen's module (www/results.js), fetched when a game first ends. */
export const results = () => import("../results.js");

/** The final screen (www/results.js draws it: nothing of it is needed before a game ends). */
export async function openFinal() {
  if (!S.game?.isOver()) return;
  let m;
  try {
    m = await results();
  } catch (e) {
    notice(t("The scores could not be shown: {error}", { error: e.message }));
    return;
  }
  if (S.game?.isOver()) m.openFinal(); // not after a take-back while it loaded
}

/** The rules and the how-to in pictures (www/rules.js, fetched when first opened). */
export const openRules = () => rules().then((m) => m.openRules());
export const openHowto = (id) => rules().then((m) => m.openHowto(id));
let rulesModule = null;
const rules = () => (rulesModule ??= import("../rules.js"));
