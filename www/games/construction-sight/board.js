// The sheet's board: the canvas, the grid of cells over it (for the keys and screen readers), the
// column letters and row numbers round it, the key to its marks, and which bench a pointer is on.
// Part of www/games/construction-sight.js.
import { h, t } from "./dom.js";
import { geom } from "./sheet.js";
import { COLS, cellName, cellWords } from "./words.js";

/** The city's 10 × 10 cells, one focusable gridcell each: [grid, cells]. */
export function cellGrid() {
  const gridEl = h("div", {
    class: "csi-grid",
    role: "grid",
    "aria-label": t("City, 10 columns (A to J) by 10 rows"),
    "aria-describedby": "csi-info",
  });
  const cellEls = [];
  for (let r = 0; r < 10; r++) {
    const row = h("div", { role: "row", class: "csi-row" });
    for (let col = 0; col < 10; col++) {
      const k = r * 10 + col;
      const ce = h("div", { role: "gridcell", class: "csi-cell", tabindex: -1, "data-cell": k });
      cellEls.push(ce);
      row.append(ce);
    }
    gridEl.append(row);
  }
  return [gridEl, cellEls];
}

/** The canvas and the grid, with the coordinates round the city. */
export function sheetBoard(canvas, gridEl) {
  // column letters and row numbers round the city, the names every message uses ("C5")
  const coords = (cls, names) =>
    h(
      "div",
      { class: `csi-coords ${cls}`, "aria-hidden": "true" },
      names.map((n) => h("span", { "data-coord": n }, n)),
    );
  const letters = [...COLS],
    numbers = Array.from({ length: 10 }, (_, i) => String(i + 1));
  return h(
    "div",
    { class: "csi-board" },
    canvas,
    gridEl,
    coords("top", letters),
    coords("bottom", letters),
    coords("left", numbers),
    coords("right", numbers),
  );
}

/** The park bench (0 to 39: top, right, bottom, left) under a pointer event on the canvas, or null. */
export function benchAt(canvas, e) {
  const { u, ox, oy } = geom(canvas.clientWidth, canvas.clientHeight);
  const r = canvas.getBoundingClientRect();
  const gx = Math.floor((e.clientX - r.left - ox) / u),
    gy = Math.floor((e.clientY - r.top - oy) / u);
  let p = null;
  if (gy === 0 && gx >= 1 && gx <= 10) p = gx - 1;
  else if (gx === 11 && gy >= 1 && gy <= 10) p = 10 + gy - 1;
  else if (gy === 11 && gx >= 1 && gx <= 10) p = 20 + gx - 1;
  else if (gx === 0 && gy >= 1 && gy <= 10) p = 30 + gy - 1;
  return p;
}

/** The cells' words for screen readers, and which are chosen: `act` whether the viewer is placing
 * (`mode` build or plaza, `step` place or doors), `fp` the new building's cells, `doorSel` its
 * doors, `outline()` its outline, the plaza's cells and doors, the cell to focus by Tab and what its name adds (`note`). */
export function labelCells(gridEl, cellEls, sh, act, mode, step, fp, doorSel, outline, plazaCells, plazaDoors, cursor, note) {
  cellEls.forEach((ce, k) => {
    let label = t("{cell}: {holds}", { cell: cellName(k), holds: cellWords(sh, k) });
    if (k === cursor && note) label += note;
    else if (fp?.has(k))
      label +=
        step === "doors"
          ? doorSel.has(k)
            ? t("; door chosen")
            : outline().has(k)
              ? t("; on the outline, may take a door")
              : t("; new building")
          : t("; under the new building");
    if (act && mode === "plaza" && plazaCells.has(k)) label += t("; in the new plaza");
    if (act && mode === "plaza" && plazaDoors.has(k)) label += t("; door to fill");
    ce.setAttribute("aria-label", label);
    ce.setAttribute(
      "aria-selected",
      String(
        !!(
          act &&
          ((mode === "plaza" && (plazaCells.has(k) || plazaDoors.has(k))) || (mode === "build" && step === "doors" && doorSel.has(k)))
        ),
      ),
    );
    ce.tabIndex = k === cursor ? 0 : -1;
  });
  gridEl.setAttribute("aria-readonly", String(!act));
  gridEl.classList.toggle("live", act);
}

/** The cell under a pointer event on the grid, or null. */
export function cellAt(gridEl, e) {
  const r = gridEl.getBoundingClientRect();
  const col = Math.floor(((e.clientX - r.left) / r.width) * 10),
    row = Math.floor(((e.clientY - r.top) / r.height) * 10);
  return col < 0 || col > 9 || row < 0 || row > 9 ? null : row * 10 + col;
}

/** Focus cell `target`, the one cell reached by Tab. */
export function focusCell(cellEls, target) {
  cellEls.forEach((ce, i) => {
    ce.tabIndex = i === target ? 0 : -1;
  });
  cellEls[target].focus({ preventScroll: true });
}
