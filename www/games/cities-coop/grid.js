// The map for the keys and screen readers: a grid of one cell per square over the canvas, named
// by square, ground, district and what stands there; one cell is in the Tab order (the cursor)
// and the arrows move it. The view decides what a cell's keys do. Part of www/games/cities-coop.js.
import { h, t } from "./dom.js";
import { cardOf, districtNames, pieceAt, rowName, sqName } from "./words.js";

/** A square in words: "C4, land, district D2, Police Station". */
export function squareWords(v, x, y, dn) {
  const i = y * v.width + x;
  const g = v.terrain[y][x];
  if (g === " ") return `${sqName([x, y])}, ${t("outside the city")}`;
  const p = pieceAt(v, x, y);
  const w = [sqName([x, y]), g === "~" ? t("water") : t("land")];
  if (p && !p.revealed) w.push(t("piece {piece}, face down", { piece: p.letter }));
  else if (v.district[i] >= 0) w.push(t("district {district}", { district: `D${dn.get(v.district[i])}` }));
  const ti = v.tileAt[i];
  w.push(ti >= 0 ? cardOf(v.position.tiles[ti].card).name : t("empty"));
  return w.join(", ");
}

/** The grid element and its controller: `keys(e, x, y)` handles a key on the cell (x, y) and
 * returns whether it did. */
export function cityGrid(keys) {
  const el = h("div", { class: "cc-grid", role: "grid" });
  let cells = [],
    W = 0,
    H = 0,
    cur = [0, 0];
  el.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const [x, y] = cur;
    const to = { ArrowLeft: [x - 1, y], ArrowRight: [x + 1, y], ArrowUp: [x, y - 1], ArrowDown: [x, y + 1] }[e.key];
    if (to) {
      e.preventDefault();
      e.stopPropagation(); // the page's own arrow keys (the ghost's) are these
      ctl.move(to[0], to[1], true);
    } else if (keys(e, x, y)) {
      e.preventDefault();
      e.stopPropagation();
    }
  });
  const ctl = {
    el,
    at: () => cur,
    /** Name every cell for view `v`; `extra(x, y)` adds words for a cell (the tile being placed). */
    label(v, extra) {
      if (v.width !== W || v.height !== H) {
        W = v.width;
        H = v.height;
        cells = [];
        const rows = [];
        for (let y = 0; y < H; y++) {
          const row = h("div", { role: "row", class: "cc-grow" });
          for (let x = 0; x < W; x++) {
            const c = h("div", { role: "gridcell", class: "cc-cell", tabindex: -1 });
            cells.push(c);
            row.append(c);
          }
          rows.push(row);
        }
        el.replaceChildren(...rows);
        cur = [Math.min(cur[0], W - 1), Math.min(cur[1], H - 1)];
      }
      el.setAttribute("aria-label", t("The city, {w} columns by {h} rows (A to {last})", { w: W, h: H, last: rowName(H - 1) }));
      const dn = districtNames(v);
      cells.forEach((c, i) => {
        const x = i % W,
          y = Math.floor(i / W);
        const more = extra(x, y);
        c.setAttribute("aria-label", squareWords(v, x, y, dn) + (more ? `; ${more}` : ""));
        c.tabIndex = x === cur[0] && y === cur[1] ? 0 : -1;
      });
    },
    /** Put the cursor on (x, y); `focus`: move the focus there too (the cell's name says where). */
    move(x, y, focus) {
      x = Math.max(0, Math.min(W - 1, x));
      y = Math.max(0, Math.min(H - 1, y));
      cur = [x, y];
      ctl.onMove?.(x, y);
      cells.forEach((c, i) => {
        c.tabIndex = i === y * W + x ? 0 : -1;
      });
      if (focus) ctl.focus();
    },
    focus() {
      cells[cur[1] * W + cur[0]]?.focus();
    },
    /** Lay the grid over the map's squares, as drawn: `g` the drawing's {s, ox, oy}. */
    place(g, canvas) {
      el.style.cssText = `left:${canvas.offsetLeft + g.ox}px;top:${canvas.offsetTop + g.oy}px;width:${g.s * W}px;height:${g.s * H}px`;
    },
    onMove: null,
  };
  return ctl;
}
