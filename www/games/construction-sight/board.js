// The sheet's board: the canvas, the grid of cells over it (for the keys and screen readers), the
// column letters and row numbers round it, the key to its marks, and which bench a pointer is on.
// Part of www/games/construction-sight.js.
import { citySize } from "./content.js";
import { h, t } from "./dom.js";
import { geom } from "./sheet.js";
import { COLS, cellName, cellOf, cellWords } from "./words.js";

/** The city's n × n cells, one focusable gridcell each: [grid, cells]. */
export function cellGrid() {
  const n = citySize();
  const gridEl = h("div", {
    class: "csi-grid",
    role: "grid",
    "aria-label": t("City, {n} columns ({first} to {last}) by {n} rows", { n, first: COLS[0], last: COLS[n - 1] }),
    "aria-describedby": "csi-info",
  });
  const cellEls = [];
  for (let r = 0; r < n; r++) {
    const row = h("div", { role: "row", class: "csi-row" });
    for (let col = 0; col < n; col++) {
      const k = cellOf(col, r);
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
  const n = citySize(),
    letters = [...COLS.slice(0, n)],
    numbers = Array.from({ length: n }, (_, i) => String(i + 1));
  return h(
    "div",
    // the stylesheet lays the grid and the coordinates out in n columns and rows
    { class: "csi-board", style: `--n: ${n}` },
    canvas,
    gridEl,
    coords("top", letters),
    coords("bottom", letters),
    coords("left", numbers),
    coords("right", numbers),
  );
}

/** The park bench (side × n + index; sides top, right, bottom, left) under a pointer event on the canvas, or null. */
export function benchAt(canvas, e) {
  const { u, n, ox, oy } = geom(canvas.clientWidth, canvas.clientHeight);
  const r = canvas.getBoundingClientRect();
  const gx = Math.floor((e.clientX - r.left - ox) / u),
    gy = Math.floor((e.clientY - r.top - oy) / u);
  let p = null;
  if (gy === 0 && gx >= 1 && gx <= n) p = gx - 1;
  else if (gx === n + 1 && gy >= 1 && gy <= n) p = n + gy - 1;
  else if (gy === n + 1 && gx >= 1 && gx <= n) p = 2 * n + gx - 1;
  else if (gx === 0 && gy >= 1 && gy <= n) p = 3 * n + gy - 1;
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
  const r = gridEl.getBoundingClientRect(),
    n = citySize();
  const col = Math.floor(((e.clientX - r.left) / r.width) * n),
    row = Math.floor(((e.clientY - r.top) / r.height) * n);
  return col < 0 || col >= n || row < 0 || row >= n ? null : cellOf(col, row);
}

/** Focus cell `target`, the one cell reached by Tab. */
export function focusCell(cellEls, target) {
  cellEls.forEach((ce, i) => {
    ce.tabIndex = i === target ? 0 : -1;
  });
  cellEls[target].focus({ preventScroll: true });
}
