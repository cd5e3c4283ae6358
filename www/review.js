// Stepping through a game (the replay viewer): the position after any number of its
// moves, rebuilt by a second engine. Fetched the first time a move of the list is chosen,
// a finished game is stepped through, or a replay link is opened.
import { btn, closeDialog, ctx, device, entryText, exitReview, fill, Game, h, isAct, refresh, S, say, step, stopBots, ui } from "./app.js";
import { t } from "./dom.js";

/** Shows the game after its first `k` history entries. Chance entries are drawn again by the
 * engine itself as it applies the moves again (same config, same seed), so only decisions are
 * applied; with the table's own dice they are entered again as recorded. */
export function enterReview(k, focusBar = false) {
  const hist = S.game.history();
  k = Math.max(0, Math.min(k, hist.length));
  let r = S.review;
  if (!r || r.k > k) {
    r?.game.free();
    const game = new Game(S.id, S.game.config(), { entered: S.game.entered() });
    r = { k: game.history().length, game, events: [], total: hist.length };
  }
  try {
    while (r.k < k) {
      const e = hist[r.k];
      if (isAct(e)) {
        r.events = r.game.apply(e.seat, e.action, device.eventViewer);
        r.k = Math.max(r.k + 1, r.game.history().length);
      } else if (r.game.entered()) {
        r.events = r.game.enter(e.chance, device.eventViewer);
        r.k++;
      } else r.k++;
    }
  } catch (err) {
    say(t("Replay failed: {why}", { why: err.message }));
  }
  r.total = hist.length;
  step.review(r);
  stopBots();
  closeDialog(ui.main);
  refresh();
  if (focusBar) {
    const b = ui.reviewBar.querySelector(k >= hist.length ? "[data-rv=back]" : "[data-rv=next]");
    (b && !b.disabled ? b : ui.reviewBar.querySelector("[data-rv=exit]"))?.focus();
  }
}

export function renderReviewBar() {
  const r = S.review;
  ui.reviewBar.hidden = !r;
  if (!r) return;
  const hist = S.game.history();
  const what = r.k ? `${r.k}. ${entryText(hist[r.k - 1], ctx({ reveal: S.game.isOver(), view: S.game.view() }))}` : t("The start");
  fill(
    ui.reviewBar,
    h(
      "span",
      { class: "rv-label" },
      h("strong", null, t("Replay")),
      ` · ${t("move {k} of {total}:", { k: r.k, total: r.total })} `,
      what,
      h("small", { class: "rv-keys" }, ` ${t("(← → step, Esc returns)")}`),
    ),
    h(
      "span",
      { class: "rv-btns" },
      btn(`◀ ${t("Back")}`, () => enterReview(r.k - 1, true), "btn small", {
        disabled: r.k === 0,
        "aria-label": t("Previous move"),
        "aria-keyshortcuts": "ArrowLeft",
        "data-rv": "back",
      }),
      btn(`${t("Next")} ▶`, () => enterReview(r.k + 1, true), "btn small", {
        disabled: r.k >= r.total,
        "aria-label": t("Next move"),
        "aria-keyshortcuts": "ArrowRight",
        "data-rv": "next",
      }),
      btn(S.game.isOver() ? t("Final position") : t("Back to the game"), () => exitReview(), "btn small primary", { "data-rv": "exit" }),
    ),
  );
}
