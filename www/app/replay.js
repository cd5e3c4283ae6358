import { stopBots } from "./bots.js";
import { closeDialog } from "./dialogs.js";
import { fill, Game, h } from "./imports.js";
import { refresh, say } from "./play.js";
import { btn, ctx, humans, isAct, S, ui } from "./state.js";

/** Whose eyes a replay may use: the only human's (their own secrets), else nobody's. */
export function reviewSeat() {
  const hs = humans();
  return hs.length === 1 ? hs[0] : null;
}

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
  if (!hist.length) items.push(h("li", { class: "muted small" }, "No moves yet."));
  fill(ui.log, items);
  const cur = ui.log.querySelector(".cur");
  if (cur) cur.scrollIntoView({ block: "nearest" });
  else if (!S.review) ui.log.scrollTop = ui.log.scrollHeight;
}

/** A history entry in words: the module describes decisions; chance reads its engine label. */
function entryText(e, c) {
  return isAct(e) ? S.mod.describeMove(e.seat, e.action, c) : `Chance: ${e.label}`;
}

/** Shows the game after its first `k` history entries. Chance entries are drawn again by the
 * replaying engine itself (same config, same seed), so only decisions are applied. */
export function enterReview(k, focusBar = false) {
  const hist = S.game.history();
  k = Math.max(0, Math.min(k, hist.length));
  let r = S.review;
  if (!r || r.k > k) {
    r?.game.free();
    const game = new Game(S.id, S.game.config());
    r = { k: game.history().length, game, events: [], total: hist.length };
  }
  try {
    while (r.k < k) {
      const e = hist[r.k];
      if (isAct(e)) {
        r.events = r.game.apply(e.seat, e.action);
        r.k = Math.max(r.k + 1, r.game.history().length);
      } else r.k++;
    }
  } catch (err) {
    say(`Replay failed: ${err.message}`);
  }
  r.total = hist.length;
  if (!S.review) S.lastLine = "";
  S.review = r;
  stopBots();
  closeDialog(ui.main);
  refresh();
  if (focusBar) {
    const b = ui.reviewBar.querySelector(k >= hist.length ? "[data-rv=back]" : "[data-rv=next]");
    (b && !b.disabled ? b : ui.reviewBar.querySelector("[data-rv=exit]"))?.focus();
  }
}

export function exitReview(again = true) {
  if (!S.review) return;
  S.review.game.free();
  S.review = null;
  if (again) {
    S.lastLine = "";
    S.wantFocus = S.forceFocus = true;
    refresh();
  }
}

export function renderReviewBar() {
  const r = S.review;
  ui.reviewBar.hidden = !r;
  if (!r) return;
  const hist = S.game.history();
  const what = r.k ? `${r.k}. ${entryText(hist[r.k - 1], ctx({ reveal: S.game.isOver(), view: S.game.view() }))}` : "The start";
  fill(
    ui.reviewBar,
    h(
      "span",
      { class: "rv-label" },
      h("strong", null, "Replay"),
      ` · move ${r.k} of ${r.total}: `,
      what,
      h("small", { class: "rv-keys" }, " (← → step, Esc returns)"),
    ),
    h(
      "span",
      { class: "rv-btns" },
      btn("◀ Back", () => enterReview(r.k - 1, true), "btn small", {
        disabled: r.k === 0,
        "aria-label": "Previous move",
        "aria-keyshortcuts": "ArrowLeft",
        "data-rv": "back",
      }),
      btn("Next ▶", () => enterReview(r.k + 1, true), "btn small", {
        disabled: r.k >= r.total,
        "aria-label": "Next move",
        "aria-keyshortcuts": "ArrowRight",
        "data-rv": "next",
      }),
      btn(S.game.isOver() ? "Final position" : "Back to the game", () => exitReview(), "btn small primary", { "data-rv": "exit" }),
    ),
  );
}
