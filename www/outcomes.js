// The table's own dice and cards: at a chance node of a game started with "we roll
// and draw ourselves", the page asks what came up. It offers exactly the outcomes the
// engine lists (`chance()`), built a die or a card at a time from their `parts`, and
// entering is its own step ("Enter: rolled 6, 5, 3"), so a stray tap enters nothing.
// The engine checks the outcome (`enter`); the page decides nothing. A module of its own,
// fetched when a game with the table's own dice first waits for one.
import { autosave, btn, chanceText, device, fill, h, postOver, refresh, S, say, sheet, step, ui, waitingOutcome, why } from "./app.js";
import { t } from "./dom.js";

await sheet(new URL("./outcomes.css", import.meta.url).href); // its styles, before it first shows

/** What has been picked so far at this chance node (parts, in the order picked). */
const pick = { key: "", parts: /** @type {string[]} */ ([]) };

/** Is `want` (a multiset) contained in `have`? */
function within(want, have) {
  const left = [...have];
  for (const p of want) {
    const i = left.indexOf(p);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** How the game's view draws a part (Skyline: the die itself, by shape and letters), once its
 * module has said (`outcomeParts`); until then, and for other games, the engine's words. */
let looks = { mod: null, fn: null };
function lookFor() {
  if (looks.mod === S.mod) return;
  const mine = { mod: S.mod, fn: null };
  looks = mine;
  S.mod?.outcomeParts?.().then(
    (fn) => {
      mine.fn = fn;
      if (looks === mine) renderOutcome();
    },
    () => {},
  );
}
const seen = (p) => looks.fn?.(p) || null;
const said = (p) => seen(p)?.label || p;
const look = (p) => {
  const v = seen(p);
  return v ? [v.node, " ", v.label] : p;
};

/** Shows or hides the "What came up?" panel. */
export function renderOutcome() {
  const offers = waitingOutcome();
  ui.outcome.hidden = !offers;
  if (offers) lookFor();
  if (!offers) {
    pick.parts = [];
    pick.key = "";
    return;
  }
  const key = `${S.game.stateHash()}`;
  if (pick.key !== key) {
    pick.key = key;
    pick.parts = [];
  }
  const size = Math.max(...offers.map((o) => o.parts.length));
  const fits = offers.filter((o) => within(pick.parts, o.parts));
  const done = fits.find((o) => o.parts.length === pick.parts.length);
  const next = [...new Set(fits.filter((o) => o.parts.length > pick.parts.length).flatMap((o) => o.parts))].filter((p) =>
    fits.some((o) => within([...pick.parts, p], o.parts)),
  );
  const focusAfter = document.activeElement?.closest?.(".outcome") != null;
  fill(
    ui.outcome,
    h("h2", { id: "outcome-title" }, size > 1 ? t("Roll the dice: what came up?") : t("Draw: what came up?")),
    h(
      "p",
      { class: "small muted" },
      size > 1
        ? t("Tap each die as it landed, in any order ({n} in all). Only what these dice can show is offered.", { n: size })
        : t("Tap what was drawn. Only what can be drawn now is offered."),
    ),
    h(
      "div",
      { class: "outcome-picked", "aria-label": t("Picked so far") },
      pick.parts.length
        ? pick.parts.map((p, i) =>
            btn(["✕ ", look(p)], () => unpick(i), "btn small chip", {
              "aria-label": t("Remove {part}", { part: said(p) }),
              "data-picked": p,
            }),
          )
        : h("span", { class: "muted small" }, t("Nothing picked yet.")),
    ),
    next.length
      ? h(
          "div",
          { class: "outcome-parts", role: "group", "aria-labelledby": "outcome-title" },
          next.map((p) => btn(look(p), () => add(p), "btn", { "data-part": p, "aria-label": said(p) })),
        )
      : null,
    done
      ? h(
          "div",
          { class: "row" },
          btn(t("Enter: {outcome}", { outcome: chanceText(done.outcome, done.label) }), () => enterOutcome(done), "btn primary", {
            "data-enter": "",
          }),
          h("span", { class: "small muted" }, t("Undo takes it back if it was mistyped.")),
        )
      : null,
  );
  if (focusAfter) /** @type {?HTMLElement} */ (ui.outcome.querySelector("[data-enter], [data-part], [data-picked]"))?.focus();
}

function add(part) {
  pick.parts.push(part);
  renderOutcome();
}

function unpick(i) {
  pick.parts.splice(i, 1);
  renderOutcome();
}

/** Enters what the table rolled or drew; the engine refuses anything it does not offer now. */
function enterOutcome(offer) {
  let events;
  try {
    events = S.game.enter(offer.outcome, device.eventViewer);
  } catch (e) {
    say(t("Not entered: {why}", { why: why(e) }));
    return;
  }
  pick.parts = [];
  // the module's words for what followed (a roll says itself), else the engine's label
  step.entered(events, chanceText(offer.outcome, offer.label));
  if (S.game.isOver()) postOver();
  autosave();
  refresh();
}
