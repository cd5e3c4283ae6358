// Drawing the city (and, in scenario 5, the pieces being arranged) on the map's canvas,
// and its key. Drawing only: where a tile may go
// is the engine's answer.
import { h, mark, t } from "./dom.js";
import { badge, cardOf, colName, districtNames, kindClass, pieceAt, rowName } from "./words.js";

// ---------- geometry (drawing only) ----------
export function transform(cells, rot, mir) {
  let cs = cells.map(([x, y]) => [x, y]);
  if (mir) cs = cs.map(([x, y]) => [-x, y]);
  for (let i = 0; i < rot; i++) cs = cs.map(([x, y]) => [-y, x]);
  const mx = Math.min(...cs.map((c) => c[0])),
    my = Math.min(...cs.map((c) => c[1]));
  return cs.map(([x, y]) => [x - mx, y - my]);
}
export const DASHES = [[], [8, 4], [2, 4], [10, 3, 2, 3], [4, 4], [1, 3], [12, 4, 4, 4]];

/** The map with its coordinates (rows A…, columns 1…, as the move list names squares), the
 * tiles (`fresh`: indices of tiles to mark as new) and the ghost. */
export function drawCity(ctx, w, hgt, view, ghost, fresh = new Set()) {
  const W = view.width,
    H = view.height;
  const L = 16; // room for the coordinates
  const s = Math.min((w - L) / W, (hgt - L) / H);
  const ox = L + (w - L - s * W) / 2,
    oy = L + (hgt - L - s * H) / 2;
  const at = (x, y) => y * W + x;
  const dn = districtNames(view);
  const pieceOf = (x, y) => pieceAt(view, x, y);
  // outside every piece (a layout that is not a rectangle) is neither land nor water
  ctx.fillStyle = "#e4e2dc";
  ctx.fillRect(0, 0, w, hgt);
  drawCoords(ctx, W, H, s, ox, oy);
  // ground
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (view.terrain[y][x] === " ") continue;
      const p = pieceOf(x, y);
      const water = view.terrain[y][x] === "~";
      let fillc;
      if (water) fillc = p?.revealed ? "#7fb6d6" : "#9cbfd0";
      else if (!p?.revealed) fillc = (x + y) % 2 ? "#9fb98a" : "#a6bf90";
      else fillc = (x + y) % 2 ? "#f3ecdc" : "#efe6d3";
      ctx.fillStyle = fillc;
      ctx.fillRect(ox + x * s, oy + y * s, s + 0.5, s + 0.5);
    }
  // face-down pieces: letter and cost
  for (const p of view.pieces) {
    if (p.revealed) continue;
    const px = ox + p.col * 8 * s,
      py = oy + p.row * 8 * s;
    ctx.fillStyle = "rgba(45,70,40,.82)";
    ctx.font = `800 ${Math.round(s * 3)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(p.letter, px + 4 * s, py + 3.2 * s);
    ctx.font = `700 ${Math.max(10, Math.round(s * 0.9))}px system-ui, sans-serif`;
    ctx.fillText(`${"$".repeat(p.cost)}  ${t("cost {n}", { n: p.cost })}`, px + 4 * s, py + 5.4 * s);
  }
  // grid lines on land
  ctx.strokeStyle = "rgba(90,70,50,.13)";
  ctx.lineWidth = 1;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (view.district[at(x, y)] >= 0) ctx.strokeRect(ox + x * s + 0.5, oy + y * s + 0.5, s - 1, s - 1);
  // tiles
  const tiles = view.position.tiles;
  tiles.forEach((t, _ti) => {
    const c = cardOf(t.card);
    const k = kindClass(c.kind);
    const col = { R: "#5fae5b", C: "#4f86c6", I: "#d9a93a", svc: "#9a6bbf", util: "#d9743f" }[k] || "#999";
    const cells = t.cells.map((i) => [i % W, Math.floor(i / W)]);
    ctx.fillStyle = col;
    for (const [x, y] of cells) ctx.fillRect(ox + x * s + 1, oy + y * s + 1, s - 2, s - 2);
    // join neighbouring squares of the same tile
    for (const [x, y] of cells) {
      if (cells.some(([a, b]) => a === x + 1 && b === y)) ctx.fillRect(ox + x * s + s - 2, oy + y * s + 1, 4, s - 2);
      if (cells.some(([a, b]) => a === x && b === y + 1)) ctx.fillRect(ox + x * s + 1, oy + y * s + s - 2, s - 2, 4);
    }
    const [lx, ly] = cells[0];
    ctx.fillStyle = "#fff";
    ctx.font = `800 ${Math.round(s * 0.5)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const letter = badge(c);
    ctx.fillText(letter, ox + lx * s + s / 2, oy + ly * s + s / 2);
  });
  // district outlines: a different line style per district (and a number)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const d = view.district[at(x, y)];
      if (d < 0) continue;
      const style = (dn.get(d) - 1) % DASHES.length;
      ctx.setLineDash(DASHES[style].map((v) => (v * s) / 24));
      ctx.strokeStyle = "rgba(60,40,30,.55)";
      ctx.lineWidth = Math.max(1.2, s / 14);
      const edge = (x1, y1, x2, y2) => {
        ctx.beginPath();
        ctx.moveTo(ox + x1 * s, oy + y1 * s);
        ctx.lineTo(ox + x2 * s, oy + y2 * s);
        ctx.stroke();
      };
      const other = (a, b) => a < 0 || b < 0 || a >= W || b >= H || view.district[at(a, b)] !== d;
      const inset = 0.12;
      if (other(x, y - 1)) edge(x, y + inset, x + 1, y + inset);
      if (other(x, y + 1)) edge(x, y + 1 - inset, x + 1, y + 1 - inset);
      if (other(x - 1, y)) edge(x + inset, y, x + inset, y + 1);
      if (other(x + 1, y)) edge(x + 1 - inset, y, x + 1 - inset, y + 1);
    }
  ctx.setLineDash([]);
  // streets (along edges)
  ctx.lineWidth = Math.max(2.5, s / 6);
  ctx.lineCap = "round";
  const open = (x, y) => !!pieceOf(x, y)?.revealed;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = at(x, y);
      // streets of face-down pieces show faintly (where the districts will be)
      ctx.strokeStyle = open(x, y) || open(x + 1, y) ? "#5a5550" : "rgba(60,80,50,.28)";
      if (view.streetRight[i]) {
        ctx.beginPath();
        ctx.moveTo(ox + (x + 1) * s, oy + y * s);
        ctx.lineTo(ox + (x + 1) * s, oy + (y + 1) * s);
        ctx.stroke();
      }
      ctx.strokeStyle = open(x, y) || open(x, y + 1) ? "#5a5550" : "rgba(60,80,50,.28)";
      if (view.streetDown[i]) {
        ctx.beginPath();
        ctx.moveTo(ox + x * s, oy + (y + 1) * s);
        ctx.lineTo(ox + (x + 1) * s, oy + (y + 1) * s);
        ctx.stroke();
      }
    }
  ctx.lineCap = "butt";
  // district numbers
  const seen = new Set();
  ctx.font = `700 ${Math.max(9, Math.round(s * 0.38))}px system-ui, sans-serif`;
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const d = view.district[at(x, y)];
      if (d < 0 || seen.has(d)) continue;
      seen.add(d);
      if (view.tileAt[at(x, y)] >= 0) continue;
      ctx.fillStyle = "rgba(60,40,30,.7)";
      ctx.fillText(`D${dn.get(d)}`, ox + x * s + s * 0.2, oy + y * s + s * 0.2);
    }
  // piece seams
  ctx.strokeStyle = "rgba(40,30,20,.35)";
  ctx.lineWidth = 1;
  ctx.setLineDash([3, 3]);
  for (const p of view.pieces) ctx.strokeRect(ox + p.col * 8 * s + 0.5, oy + p.row * 8 * s + 0.5, 8 * s - 1, 8 * s - 1);
  ctx.setLineDash([]);
  // tiles new since the viewer's last move: a dashed frame round each, so colour is not the cue
  tiles.forEach((t, ti) => {
    if (!fresh.has(ti)) return;
    const cells = t.cells.map((i) => [i % W, Math.floor(i / W)]);
    const has = (a, b) => cells.some(([x, y]) => x === a && y === b);
    for (const [pass, col, width, dash] of [
      [0, "#fff", 5, []],
      [1, "#1b1b1b", 2.5, [5, 3]],
    ]) {
      ctx.strokeStyle = col;
      ctx.lineWidth = width;
      ctx.setLineDash(dash);
      ctx.beginPath();
      for (const [x, y] of cells) {
        const X = ox + x * s,
          Y = oy + y * s;
        if (!has(x, y - 1)) {
          ctx.moveTo(X, Y);
          ctx.lineTo(X + s, Y);
        }
        if (!has(x, y + 1)) {
          ctx.moveTo(X, Y + s);
          ctx.lineTo(X + s, Y + s);
        }
        if (!has(x - 1, y)) {
          ctx.moveTo(X, Y);
          ctx.lineTo(X, Y + s);
        }
        if (!has(x + 1, y)) {
          ctx.moveTo(X + s, Y);
          ctx.lineTo(X + s, Y + s);
        }
      }
      ctx.stroke();
      if (pass) ctx.setLineDash([]);
    }
  });
  // ghost
  if (ghost?.cells) {
    const ok = ghost.ok;
    for (const [x, y] of ghost.cells) {
      if (x < 0 || y < 0 || x >= W || y >= H) continue;
      ctx.fillStyle = ok ? "rgba(47,125,77,.55)" : "rgba(163,58,42,.45)";
      ctx.fillRect(ox + x * s + 2, oy + y * s + 2, s - 4, s - 4);
      ctx.strokeStyle = ok ? "#1d5a36" : "#7a1f14";
      ctx.lineWidth = 2.5;
      if (!ok) ctx.setLineDash([4, 3]);
      ctx.strokeRect(ox + x * s + 2, oy + y * s + 2, s - 4, s - 4);
      ctx.setLineDash([]);
      if (!ok) {
        // a cross, so illegality is not shown by colour alone
        ctx.beginPath();
        ctx.moveTo(ox + x * s + 5, oy + y * s + 5);
        ctx.lineTo(ox + x * s + s - 5, oy + y * s + s - 5);
        ctx.moveTo(ox + x * s + s - 5, oy + y * s + 5);
        ctx.lineTo(ox + x * s + 5, oy + y * s + s - 5);
        ctx.stroke();
      }
    }
  }
  return { s, ox, oy };
}

/** Row letters down the left and column numbers along the top (every other one when the
 * squares are too small for all), as the grid's squares are named. */
function drawCoords(ctx, W, H, s, ox, oy) {
  const size = Math.max(8, Math.min(11, Math.round(s * 0.6)));
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.fillStyle = "#4a4038";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const step = ctx.measureText(String(W)).width + 3 > s ? 2 : 1;
  for (let x = 0; x < W; x += step) ctx.fillText(colName(x), ox + (x + 0.5) * s, oy - 8);
  for (let y = 0; y < H; y++) ctx.fillText(rowName(y), ox - 8, oy + (y + 0.5) * s);
}

// the key's entries: class, the swatch's letter, the words
const LEGEND = [
  ["k-R", "R", mark("Residential")],
  ["k-C", "C", mark("Commercial")],
  ["k-I", "I", mark("Industrial")],
  ["k-svc", "S", mark("Service")],
  ["k-util", "U", mark("Utility")],
  ["street", "", mark("Street")],
  ["water", "", mark("Water")],
  ["dash", "", mark("District outline (one line style each, D1…)")],
];
/** The key to the map: the kinds of tile, streets, water, district outlines, the letters used. */
export function mapLegend() {
  return h(
    "p",
    { class: "cc-legend small" },
    LEGEND.map(([k, letter, word]) =>
      h("span", { class: `cc-leg ${k}` }, h("span", { class: `sw ${k}`, "aria-hidden": "true" }, letter), t(word)),
    ),
    h(
      "span",
      { class: "cc-leg" },
      t("Services: H healthcare, E education, T transport, F fire, P police, K parks · utilities: Pw power, Wa water, Ga garbage"),
    ),
  );
}
