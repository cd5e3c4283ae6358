import { fill, h, t } from "./imports.js";
import { refresh, say } from "./play.js";
import { chanceText, ctx, isAct, S, ui } from "./state.js";
import { step } from "./steps.js";

let logSig = "";
export function renderLog() {
  const hist = S.game.history();
  const over = S.game.isOver();
  const sig = `${hist.length}|${S.game.stateHash()}|${S.review?.k ?? -1}|${over}|${S.seats.map((s) => s.name).join()}`;
  if (sig === logSig) return;
  logSig = sig;
  const heads = S.mod.logHeadings?.(hist, S.game.config()) || {};
  const c = ctx({ reveal: over, view: S.game.view() });
  const items = [];
  hist.forEach((e, i) => {
    if (heads[i]) items.push(h("li", { class: "log-head" }, heads[i]));
    const cur = S.review?.k === i + 1;
    const who = isAct(e)
      ? h("span", { class: `seat-dot mini seat-c${e.seat}`, "aria-hidden": "true" }, String(e.seat + 1))
      : h("span", { class: "seat-dot mini chance", "aria-hidden": "true" }, "⚄");
    items.push(
      h(
        "li",
        null,
        h(
          "button",
          {
            type: "button",
            class: "log-move" + (cur ? " cur" : ""),
            "aria-current": cur ? "step" : null,
            onclick: () => enterReview(i + 1, true),
          },
          h("span", { class: "n" }, String(i + 1)),
          who,
          entryText(e, c),
        ),
      ),
    );
  });
  if (!hist.length) items.push(h("li", { class: "muted small" }, t("No moves yet.")));
  fill(ui.log, items);
  const cur = ui.log.querySelector(".cur");
  if (cur) cur.scrollIntoView({ block: "nearest" });
  else if (!S.review) ui.log.scrollTop = ui.log.scrollHeight;
}

/** A history entry in words: the module describes decisions; chance reads its engine label. */
export function entryText(e, c) {
  if (isAct(e)) return S.mod.describeMove(e.seat, e.action, c);
  const label = chanceText(e.chance, e.label);
  return S.game.entered() ? t("Entered: {label}", { label }) : t("Chance: {label}", { label });
}

/** Steps through the game (www/review.js, fetched the first time): the position after its
 * first `k` history entries. */
export function enterReview(k, focusBar = false) {
  return review().then(
    (m) => m.enterReview(k, focusBar),
    (e) => say(t("The replay could not be opened: {error}", { error: e.message })),
  );
}

let reviewModule = null;
const review = () => (reviewModule ??= import("../review.js"));

export function exitReview(again = true) {
  if (!S.review) return;
  S.review.game.free();
  step.review(null);
  if (again) refresh();
}

/** The replay bar: only while stepping through a game, so www/review.js is loaded then. */
export function renderReviewBar() {
  ui.reviewBar.hidden = !S.review;
  if (S.review) review().then((m) => m.renderReviewBar());
}
