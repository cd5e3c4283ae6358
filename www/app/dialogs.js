import { device, openHandover } from "./device.js";
import { fill, Game, h, num, signed } from "./imports.js";
import { beginGame, refresh, say } from "./play.js";
import { enterReview } from "./replay.js";
import { showSetup } from "./setup.js";
import { btn, ctx, S, seatName, seatText, ui } from "./state.js";
import { table } from "./table-links.js";

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
  fill(ui.notice, text || "", text ? [more, btn("Dismiss", () => notice(""), "btn small")] : null);
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
    S.finalOpen = false;
    S.summary = null;
    openFinal();
    return;
  }
  if (S.summary) {
    openSummary(S.summary);
    S.summary = null;
    return;
  }
  if (ui.main.open) return;
  if (device.handover != null || device.undoAsk != null) openHandover();
  else closeDialog(ui.hand);
}

export function onMainClosed() {
  if (S.game) refresh();
}

function openSummary(node) {
  closeDialog(ui.hand);
  fill(
    ui.main,
    h("div", { class: "dlg-body" }, node),
    h(
      "div",
      { class: "dlg-actions" },
      btn("Continue", () => ui.main.close(), "btn primary big", { autofocus: true }),
    ),
  );
  ui.main.setAttribute("aria-label", "Scores so far");
  openModal(ui.main);
}

/** The final screen's module (www/results.js), fetched when a game first ends. */
export const results = () => import("../results.js");
export const wording = () => ({ seatName, seatText, ctx, num, signed });

export async function openFinal() {
  if (!S.game?.isOver()) return;
  let m;
  try {
    m = await results();
  } catch (e) {
    notice(`The scores could not be shown: ${e.message}`);
    return;
  }
  if (!S.game?.isOver()) return; // a take-back while it loaded
  closeDialog(ui.hand);
  const view = S.game.view();
  // results as links, the table's ranking, your results over time (www/table.js)
  const extras = h("div", { class: "final-more" });
  table()
    .then((t) => t.finalExtras(say))
    .then(
      (node) => fill(extras, node),
      (e) => fill(extras, h("p", { class: "small muted" }, `Links to this result are not available: ${e.message}`)),
    );
  // the scores, the challenge, the seed and the links scroll together above the buttons
  const body = m.resultBody(S.game.result(), view, S.mod.finalDetails, wording());
  body.append(
    S.challenge ? h("p", { class: "challenge" }, `The challenge: ${S.challenge}`) : "",
    h("p", { class: "small muted final-seed" }, `Seed ${S.game.config().seed}: the same seed and the same moves give this game again.`),
    extras,
  );
  fill(
    ui.main,
    body,
    h(
      "div",
      { class: "dlg-actions" },
      S.review
        ? btn("Play the same dice", () => table().then((t) => t.sameDice()), "btn primary", { autofocus: true })
        : btn("Rematch", rematch, "btn primary", { autofocus: true }),
      btn(
        "Step through the game",
        () => {
          ui.main.close();
          enterReview(0, true);
        },
        "btn",
      ),
      btn(
        "New game",
        () => {
          ui.main.close();
          showSetup();
        },
        "btn",
      ),
      btn("Close", () => ui.main.close(), "btn"),
    ),
  );
  ui.main.setAttribute("aria-label", "Final scores");
  openModal(ui.main);
}

function rematch() {
  const cfg = S.game.config();
  delete cfg.seed;
  let g;
  try {
    g = new Game(S.id, cfg, { entered: S.game.entered() }); // the same table: its own dice still
  } catch (e) {
    say(e.message);
    return;
  }
  beginGame(
    S.id,
    g,
    S.seats.map((s) => ({ ...s })),
  );
}

/** The rules and the how-to in pictures (www/rules.js, fetched when first opened). */
export const openRules = () => rules().then((m) => m.openRules());
export const openHowto = (id) => rules().then((m) => m.openHowto(id));
let rulesModule = null;
const rules = () => (rulesModule ??= import("../rules.js"));
