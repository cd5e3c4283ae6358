// The form for writing park goals on a blank sheet, loaded on demand by
// www/games/construction-sight.js when a blank sheet's first side begins (a printed
// sheet never needs it). The view keeps the choices (`drafts`), checks and acts.
import { fill, h, sheet, t } from "../dom.js";
import { COLS, nice, parkName, SIDE_NAME } from "./construction-sight.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./construction-sight-goals.css", import.meta.url).href);

/** Draws the form in `setupEl` for view `v` and the viewer at `seat` (`sheet()` their sheet),
 * unless it is there already: `g` holds the drafts ({drafts, key, saved}, the view's), kept
 * through a reload (`saved`, from setUi) for this very side, step and roll. A change calls
 * `redraw()`; the form's goals are checked (`check`) before they are written. */
export function drawGoals(g, setupEl, { v, seat, sheet, host, check, redraw }) {
  const key = `${v.phase.side}|${v.phase.step}|${seat}|${v.roll}`;
  if (g.key === key && setupEl.firstChild) return;
  const drafts = {};
  if (g.saved?.key === key)
    for (const [p, n] of Object.entries(g.saved)) if (/^\d{1,2}$/.test(p) && Number.isInteger(n) && n >= 1 && n <= 6) drafts[p] = n;
  g.drafts = drafts;
  g.key = key;
  g.saved = null;
  fill(
    setupEl,
    goalForm({
      view: v,
      seat,
      parks: sheet().parks,
      drafts,
      changed: () => {
        redraw();
        host.uiChanged?.();
      },
      write(action, err) {
        const c = check(action);
        if (!c.ok) {
          err.textContent = t("Not yet: {why}.", { why: nice(c.reason) });
          return;
        }
        host.act(action, { confirmed: true });
      },
    }),
  );
}

/** o: {view, seat, parks, drafts (park → goal, changed in place), changed(), write(action, errEl)} */
export function goalForm({ view: v, seat, parks, drafts, changed, write }) {
  // this side's park spaces, as the view numbers them
  const spaces = parks.flatMap((pk, p) => (pk.side === v.phase.side ? [p] : []));
  const err = h("p", { class: "err", role: "alert" });
  const first = v.phase.step === 0;
  const vals = [...new Set(v.roll)].sort((a, b) => a - b);
  const across = v.phase.side === "top" || v.phase.side === "bottom";
  return h(
    "form",
    {
      class: "csi-goalform",
      "data-goals-seat": seat,
      onsubmit: (e) => {
        e.preventDefault();
        const sp = Object.keys(drafts).map(Number);
        write({ type: "write", spaces: sp, goals: sp.map((p) => drafts[p]) }, err);
      },
    },
    h(
      "h3",
      null,
      first
        ? t("{side} park: write 1 to 3 of these dice", { side: t(SIDE_NAME[v.phase.side]) })
        : t("{side} park: fill every empty space", { side: t(SIDE_NAME[v.phase.side]) }),
    ),
    h(
      "p",
      { class: "small" },
      first
        ? v.sheets.length > 1
          ? t("Each die may go into one empty space of this side. The others see your goals once everybody has finished the side.")
          : t("Each die may go into one empty space of this side.")
        : t("Every space still empty on this side takes one of these numbers; a number may be used more than once."),
    ),
    h(
      "div",
      { class: "csi-goalgrid" },
      spaces.map((p) => {
        const pk = parks[p];
        const label = across ? t("Column {col}", { col: COLS[pk.index] }) : t("Row {row}", { row: pk.index + 1 });
        const tag = h(
          "span",
          null,
          h("span", { class: "long" }, label),
          h("span", { class: "short", "aria-hidden": "true" }, across ? COLS[pk.index] : String(pk.index + 1)),
        );
        if (pk.goal != null) return h("div", { class: "csi-goalcell fixed" }, tag, h("strong", null, String(pk.goal)));
        return h(
          "label",
          { class: "csi-goalcell" },
          tag,
          h(
            "select",
            {
              "data-space": p,
              "aria-label": t("Goal for the {park}", { park: parkName(p) }),
              onchange: (e) => {
                const n = Number(e.target.value);
                if (n) drafts[p] = n;
                else delete drafts[p];
                err.textContent = "";
                changed();
              },
            },
            h("option", { value: "" }, first ? "—" : t("Choose")),
            vals.map((d) => h("option", { value: d, selected: drafts[p] === d }, String(d))),
          ),
        );
      }),
    ),
    err,
    h("button", { type: "submit", class: "btn primary" }, t("Write these goals")),
  );
}
