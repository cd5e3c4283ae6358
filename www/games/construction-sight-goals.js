// The form for writing park goals on a blank sheet, loaded on demand by
// www/games/construction-sight.js when a blank sheet's first side begins (a printed
// sheet never needs it). The view keeps the choices (`drafts`), checks and acts.
import { h, sheet } from "../dom.js";
import { COLS, parkName, SIDE_NAME, SIDES } from "./construction-sight.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./construction-sight-goals.css", import.meta.url).href);

/** o: {view, seat, parks, drafts (park → goal, changed in place), changed(), write(action, errEl)} */
export function goalForm({ view: v, seat, parks, drafts, changed, write }) {
  const sIdx = SIDES.indexOf(v.phase.side);
  const spaces = Array.from({ length: 10 }, (_, i) => sIdx * 10 + i);
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
    h("h3", null, `${SIDE_NAME[v.phase.side]} park: ${first ? "write 1 to 3 of these dice" : "fill every empty space"}`),
    h(
      "p",
      { class: "small" },
      first
        ? `Each die may go into one empty space of this side.${v.sheets.length > 1 ? " The others see your goals once everybody has finished the side." : ""}`
        : "Every space still empty on this side takes one of these numbers; a number may be used more than once.",
    ),
    h(
      "div",
      { class: "csi-goalgrid" },
      spaces.map((p) => {
        const pk = parks[p];
        const label = across ? `Column ${COLS[p % 10]}` : `Row ${(p % 10) + 1}`;
        const tag = h(
          "span",
          null,
          h("span", { class: "long" }, label),
          h("span", { class: "short", "aria-hidden": "true" }, across ? COLS[p % 10] : String((p % 10) + 1)),
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
              "aria-label": `Goal for the ${parkName(p)}`,
              onchange: (e) => {
                const n = Number(e.target.value);
                if (n) drafts[p] = n;
                else delete drafts[p];
                err.textContent = "";
                changed();
              },
            },
            h("option", { value: "" }, first ? "—" : "Choose"),
            vals.map((d) => h("option", { value: d, selected: drafts[p] === d }, String(d))),
          ),
        );
      }),
    ),
    err,
    h("button", { type: "submit", class: "btn primary" }, "Write these goals"),
  );
}
