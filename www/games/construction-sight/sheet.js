// Drawing a city sheet on a canvas: the park ring with its goals and marks, the grid with
// its column letters and row numbers, structures, doors, a building or plaza being placed.
// Part of www/games/construction-sight.js.
import { citySize, lineCells } from "./content.js";
import { h, roundRect } from "./dom.js";
import { colOf, rowOf } from "./words.js";

// Heights 1–6, light to dark; ink that reads on each.
export const HEIGHT = ["#f7e9c0", "#f2c25f", "#e58a4a", "#c4533f", "#8d4668", "#4b3d6e"];
export const HINK = ["#3b2a1c", "#3b2a1c", "#2b1a12", "#fff8ee", "#fff8ee", "#fff8ee"];
export const PLAZA = "#cfe2c6",
  PLAZA_INK = "#2f5a34";

/** Position of park space p on the drawing grid: the city's cells are 1..n, the park ring 0 and n + 1. */
export function parkPos(p) {
  const n = citySize(),
    side = Math.floor(p / n),
    i = p % n;
  return [
    [i + 1, 0],
    [n + 1, i + 1],
    [i + 1, n + 1],
    [0, i + 1],
  ][side];
}

// ---------- dice ----------
// each face's pips, two digits a pip (column, row: 0, 1, 2 for 7, 12, 17 in the 24-unit box)
const PIPS = ["11", "0022", "001122", "00200222", "0020110222", "002001210222"];
export function dieSvg(n, cls = "") {
  const pips = (PIPS[n - 1] || "").replace(/(.)(.)/g, (_, x, y) => `<circle cx="${7 + 5 * x}" cy="${7 + 5 * y}" r="2.3"/>`);
  return h("span", {
    class: `csi-die ${cls}`,
    "aria-hidden": "true",
    html: `<svg viewBox="0 0 24 24"><rect x="1" y="1" width="22" height="22" rx="5"/>${pips}</svg>`,
  });
}

/** The sheet's layout in a W × H box: n + 3 units across, a half-unit band each side for the
 * column letters and row numbers (real text over the canvas, see the view), the park ring
 * (one unit) and the city (n). S is the park's outer size; (ox, oy) its top-left. */
export function geom(W, H) {
  const n = citySize(),
    T = Math.min(W, H),
    u = T / (n + 3);
  return { S: (n + 2) * u, u, n, ox: (W - T) / 2 + u / 2, oy: (H - T) / 2 + u / 2 };
}

function drawDoor(c, x, y, u, filled, hot) {
  const w = u * 0.36,
    hh = u * 0.5,
    dx = x + (u - w) / 2,
    dy = y + u * 0.88 - hh;
  c.beginPath();
  c.moveTo(dx, dy + hh);
  c.lineTo(dx, dy + w / 2);
  c.arc(dx + w / 2, dy + w / 2, w / 2, Math.PI, 0);
  c.lineTo(dx + w, dy + hh);
  c.closePath();
  c.fillStyle = filled ? "#2a211c" : "#fffaf2";
  c.fill();
  c.lineWidth = Math.max(1.2, u * 0.05);
  c.strokeStyle = hot ? "#c4532f" : "#2a211c";
  c.stroke();
  if (!filled) {
    c.beginPath();
    c.arc(dx + w * 0.72, dy + hh * 0.62, Math.max(1, u * 0.03), 0, 7);
    c.fillStyle = "#2a211c";
    c.fill();
  }
  if (hot) {
    c.beginPath();
    c.arc(x + u / 2, y + u / 2, u * 0.44, 0, 7);
    c.lineWidth = Math.max(2, u * 0.07);
    c.strokeStyle = "#c4532f";
    c.stroke();
  }
}

/**
 * o: {sheet, drafts (park → goal shown lightly), preview: {cells, ok, height, doors, perim}, plaza: {cells:Set, doors:Set},
 *     hiLine (park index), hiCell, mini}
 */
export function drawSheet(c, W, H, o) {
  const { S, u, n, ox, oy } = geom(W, H);
  const sh = o.sheet;
  if (!sh) return;
  const X = (col) => ox + (col + 1) * u,
    Y = (row) => oy + (row + 1) * u;
  // paper and park
  roundRect(c, ox, oy, S, S, u * 0.45);
  c.fillStyle = "#e3efd3";
  c.fill();
  c.fillStyle = "#fffdf7";
  c.fillRect(X(0), Y(0), n * u, n * u);
  // highlighted line
  const hiCells = o.hiLine != null ? new Set(lineCells(o.hiLine)) : null;
  if (hiCells) {
    c.fillStyle = "#fff0c2";
    for (const cell of hiCells) c.fillRect(X(colOf(cell)), Y(rowOf(cell)), u, u);
  }
  // graph-paper grid
  c.strokeStyle = "#c9d8e4";
  c.lineWidth = 1;
  c.beginPath();
  for (let i = 0; i <= n; i++) {
    c.moveTo(X(i), Y(0));
    c.lineTo(X(i), Y(n));
    c.moveTo(X(0), Y(i));
    c.lineTo(X(n), Y(i));
  }
  c.stroke();
  // structures
  const cells = sh.cells || [];
  const structs = sh.structures || [];
  structs.forEach((st, si) => {
    const plaza = st.kind === "plaza";
    const fillC = plaza ? PLAZA : HEIGHT[st.height - 1];
    for (const cell of st.cells) {
      const x = X(colOf(cell)),
        y = Y(rowOf(cell));
      c.fillStyle = fillC;
      c.fillRect(x, y, u, u);
      if (plaza) {
        // paving
        c.fillStyle = "rgba(47,90,52,.18)";
        c.fillRect(x + u * 0.2, y + u * 0.2, u * 0.08, u * 0.08);
        c.fillRect(x + u * 0.66, y + u * 0.6, u * 0.08, u * 0.08);
      }
      if (hiCells?.has(cell)) {
        c.fillStyle = "rgba(255,220,120,.35)";
        c.fillRect(x, y, u, u);
      }
    }
    outline(c, st.cells, (cell) => cells[cell] === si, X, Y, u, plaza ? PLAZA_INK : "#3b2a1c", Math.max(1.5, u * 0.07));
    // the number: at the middle of a building, near the middle of a plaza
    const cx = st.cells.reduce((s, k) => s + colOf(k), 0) / st.cells.length,
      cy = st.cells.reduce((s, k) => s + rowOf(k), 0) / st.cells.length;
    let at = st.cells[0],
      best = 1e9;
    for (const k of st.cells) {
      const d = (colOf(k) - cx) ** 2 + (rowOf(k) - cy) ** 2;
      if (d < best && !(st.doors || []).some((dr) => dr.cell === k)) {
        best = d;
        at = k;
      }
    }
    const big = !plaza && st.cells.length > 1 && !(st.doors || []).length ? 1.35 : 1;
    const lx = plaza ? X(colOf(at)) + u / 2 : X(cx) + u / 2,
      ly = plaza ? Y(rowOf(at)) + u / 2 : Y(cy) + u / 2;
    const spot =
      plaza || (st.doors || []).some((dr) => Math.abs(colOf(dr.cell) - cx) < 0.6 && Math.abs(rowOf(dr.cell) - cy) < 0.6)
        ? [X(colOf(at)) + u / 2, Y(rowOf(at)) + u / 2]
        : [lx, ly];
    c.font = `800 ${Math.round(u * 0.62 * big)}px system-ui, sans-serif`;
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillStyle = plaza ? PLAZA_INK : HINK[st.height - 1];
    c.fillText(String(st.height), spot[0], spot[1] + 1);
    for (const dr of st.doors || []) drawDoor(c, X(colOf(dr.cell)), Y(rowOf(dr.cell)), u, dr.filled, o.plaza?.doors.has(dr.cell));
  });
  // plaza being painted
  if (o.plaza) {
    for (const cell of o.plaza.cells) {
      c.fillStyle = "rgba(120,180,110,.55)";
      c.fillRect(X(colOf(cell)), Y(rowOf(cell)), u, u);
    }
    c.setLineDash([5, 3]);
    outline(c, [...o.plaza.cells], (k) => o.plaza.cells.has(k), X, Y, u, PLAZA_INK, Math.max(2, u * 0.08), "butt");
    c.setLineDash([]);
    if (o.plaza.wantDoors)
      for (const st of structs)
        for (const dr of st.doors || [])
          if (!dr.filled && !o.plaza.doors.has(dr.cell)) {
            c.beginPath();
            c.arc(X(colOf(dr.cell)) + u / 2, Y(rowOf(dr.cell)) + u / 2, u * 0.44, 0, 7);
            c.setLineDash([3, 3]);
            c.lineWidth = 1.5;
            c.strokeStyle = "#c4532f";
            c.stroke();
            c.setLineDash([]);
          }
  }
  // building preview
  const pv = o.preview;
  if (pv) {
    const set = new Set(pv.cells.filter((k) => k >= 0));
    for (const cell of set) {
      const x = X(colOf(cell)),
        y = Y(rowOf(cell));
      c.globalAlpha = pv.ok ? 0.8 : 1;
      c.fillStyle = pv.ok ? HEIGHT[pv.height - 1] : "rgba(200,60,40,.22)";
      c.fillRect(x, y, u, u);
      c.globalAlpha = 1;
      if (pv.ok) {
        // light "under construction" stripes
        c.save();
        c.beginPath();
        c.rect(x, y, u, u);
        c.clip();
        c.strokeStyle = "rgba(255,255,255,.45)";
        c.lineWidth = u * 0.12;
        c.beginPath();
        for (let t = -u; t < u; t += u / 2.5) {
          c.moveTo(x + t, y);
          c.lineTo(x + t + u, y + u);
        }
        c.stroke();
        c.restore();
      }
      if (!pv.ok) {
        // hatching: not colour alone
        c.save();
        c.beginPath();
        c.rect(x, y, u, u);
        c.clip();
        c.strokeStyle = "rgba(163,58,42,.7)";
        c.lineWidth = 1.5;
        c.beginPath();
        for (let t = -u; t < u; t += u / 3) {
          c.moveTo(x + t, y + u);
          c.lineTo(x + t + u, y);
        }
        c.stroke();
        c.restore();
      }
      if (pv.perim?.has(cell) && !pv.doors.has(cell)) {
        c.setLineDash([3, 3]);
        c.strokeStyle = "#2a211c";
        c.lineWidth = 1.2;
        c.strokeRect(x + u * 0.12, y + u * 0.12, u * 0.76, u * 0.76);
        c.setLineDash([]);
      }
    }
    // the new building: a thick dashed outline (white under the dashes), never mistaken for a drawn one
    outline(c, [...set], (k) => set.has(k), X, Y, u, "#fffdf7", Math.max(3, u * 0.12));
    c.setLineDash([Math.max(5, u * 0.22), Math.max(3, u * 0.12)]);
    outline(c, [...set], (k) => set.has(k), X, Y, u, pv.ok ? "#c4532f" : "#a33a2a", Math.max(3, u * 0.12), "butt");
    c.setLineDash([]);
    if (set.size) {
      const xs = [...set].map(colOf),
        ys = [...set].map(rowOf);
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2,
        cy = (Math.min(...ys) + Math.max(...ys)) / 2;
      c.font = `800 ${Math.round(u * 0.7)}px system-ui, sans-serif`;
      c.textAlign = "center";
      c.textBaseline = "middle";
      c.fillStyle = pv.ok ? HINK[pv.height - 1] : "#a33a2a";
      c.fillText(pv.ok ? String(pv.height) : "✕", X(cx) + u / 2, Y(cy) + u / 2 + 1);
    }
    for (const d of pv.doors) drawDoor(c, X(colOf(d)), Y(rowOf(d)), u, false, false);
  }
  // city border
  c.strokeStyle = "#5a4a3c";
  c.lineWidth = Math.max(1.5, u * 0.05);
  c.strokeRect(X(0), Y(0), n * u, n * u);
  // park spaces: goal, marks by shape (circle = guaranteed, cross = impossible)
  (sh.parks || []).forEach((pk, p) => {
    const [gx, gy] = parkPos(p);
    const side = Math.floor(p / n);
    // the player's own sheet always has them; a smaller sheet beside it only when roomy
    const badge = !o.mini && (o.badges ? u >= 24 : u >= 34) && pk.goal != null && (sh.structures || []).length > 0;
    // the badge: on the corner towards the city, at least 11 CSS px of text even on a phone
    const fs = Math.max(11, u * 0.2),
      r = Math.max(fs * 0.72, u * 0.15),
      e = Math.min(0.84, 1 - r / u + 0.06),
      f = 1 - e;
    const [bx, by] = [
      [e, e],
      [f, e],
      [e, f],
      [e, e],
    ][side];
    // On a small sheet the goal, its circle and its cross shrink a little and step into the far
    // corner, clear of the badge (the cross's arm towards it included), so neither sits on the other.
    const small = badge && u < 44;
    const size = small ? 0.8 : 1;
    const away = small ? Math.max(0, (0.43 * size + r / u + 0.03) / Math.SQRT2 - (e - 0.5)) : 0;
    const x = ox + gx * u,
      y = oy + gy * u,
      cx = x + u * (0.5 + Math.sign(0.5 - bx) * away),
      cy = y + u * (0.5 + Math.sign(0.5 - by) * away);
    const hot = o.hiLine === p;
    if (o.setupSide != null && side === o.setupSide) {
      c.fillStyle = "rgba(255,217,138,.55)";
      c.fillRect(x + 1, y + 1, u - 2, u - 2);
    }
    if (hot) {
      c.beginPath();
      c.arc(x + u / 2, y + u / 2, u * 0.46, 0, 7);
      c.fillStyle = "#fff0c2";
      c.fill();
    }
    const draft = o.drafts?.[p];
    const goal = pk.goal ?? draft ?? null;
    c.textAlign = "center";
    c.textBaseline = "middle";
    if (goal == null) {
      c.beginPath();
      c.arc(cx, cy, u * 0.3, 0, 7);
      c.setLineDash([2, 3]);
      c.strokeStyle = "rgba(60,80,50,.55)";
      c.lineWidth = 1.2;
      c.stroke();
      c.setLineDash([]);
      if (o.secret) {
        c.font = `700 ${Math.round(u * 0.38)}px system-ui, sans-serif`;
        c.fillStyle = "rgba(60,80,50,.7)";
        c.fillText("?", cx, cy + 1);
      }
      return;
    }
    const imp = pk.goal != null && pk.mark === "impossible",
      sure = pk.goal != null && pk.mark === "guaranteed";
    c.font = `800 ${Math.round(u * 0.56 * size)}px system-ui, sans-serif`;
    c.fillStyle = pk.goal == null ? "#8a6a2a" : imp ? "rgba(42,33,28,.6)" : "#1f2a1a";
    c.fillText(String(goal), cx, cy + 1);
    if (pk.goal == null) {
      c.beginPath();
      c.arc(cx, cy, u * 0.34, 0, 7);
      c.setLineDash([3, 2]);
      c.strokeStyle = "#8a6a2a";
      c.lineWidth = 1.5;
      c.stroke();
      c.setLineDash([]);
    }
    if (sure) {
      c.beginPath();
      c.arc(cx, cy, u * 0.36 * size, 0, 7);
      c.strokeStyle = "#1d6b3a";
      c.lineWidth = Math.max(2, u * 0.08);
      c.stroke();
    }
    if (imp) {
      const k = u * 0.3 * size;
      c.beginPath();
      c.moveTo(cx - k, cy - k);
      c.lineTo(cx + k, cy + k);
      c.moveTo(cx + k, cy - k);
      c.lineTo(cx - k, cy + k);
      c.strokeStyle = "rgba(163,58,42,.85)";
      c.lineWidth = Math.max(1.6, u * 0.055);
      c.lineCap = "round";
      c.stroke();
      c.lineCap = "butt";
    }
    // how many structures it sees now: a small badge on the corner towards the city
    if (badge) {
      const [tx, ty] = [x + u * bx, y + u * by];
      c.beginPath();
      c.arc(tx, ty, r, 0, 7);
      c.fillStyle = pk.met ? "#1d6b3a" : "#fffdf7";
      c.fill();
      c.lineWidth = 1;
      c.strokeStyle = pk.met ? "#1d6b3a" : "#8a9a80";
      c.stroke();
      c.font = `700 ${Math.round(fs)}px system-ui, sans-serif`;
      c.fillStyle = pk.met ? "#fff" : "#4a5a42";
      c.fillText(String(pk.visible), tx, ty + 0.5);
    }
  });
}

/** Strokes the outer edges of a set of cells. */
function outline(c, list, inSet, X, Y, u, color, width, cap = "square") {
  c.strokeStyle = color;
  c.lineWidth = width;
  c.lineCap = cap;
  c.beginPath();
  const N = citySize();
  for (const k of list) {
    const col = colOf(k),
      row = rowOf(k),
      x = X(col),
      y = Y(row);
    if (row === 0 || !inSet(k - N)) {
      c.moveTo(x, y);
      c.lineTo(x + u, y);
    }
    if (row === N - 1 || !inSet(k + N)) {
      c.moveTo(x, y + u);
      c.lineTo(x + u, y + u);
    }
    if (col === 0 || !inSet(k - 1)) {
      c.moveTo(x, y);
      c.lineTo(x, y + u);
    }
    if (col === N - 1 || !inSet(k + 1)) {
      c.moveTo(x + u, y);
      c.lineTo(x + u, y + u);
    }
  }
  c.stroke();
  c.lineCap = "butt";
}
