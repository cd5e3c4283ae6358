// Cityscape view module: draws the city top-down and as skylines from each side, and
// collects goals and placements. Every rule and score comes from the engine (the view,
// legalActions, apply errors, round records); this file only draws and asks.
import { h, fill, autoCanvas, roundRect } from "../dom.js";

/** Cityscape's style sheet, fetched with this module (not part of the shell's). */
function ensureCss() {
  if (typeof document === "undefined" || document.getElementById("cityscape-css")) return;
  document.head.append(h("link", { rel: "stylesheet", id: "cityscape-css", href: new URL("./cityscape.css", import.meta.url).href }));
}
ensureCss();

const SIDES = ["south", "west", "north", "east"];
export const SIDE_NAME = { south: "South", west: "West", north: "North", east: "East" };
// Board geometry (as in the engine's side.rs): LINES[side][k][d] is the lot of line k
// (0 = leftmost as that player faces the board) at distance d from that side.
const LINES = SIDES.map((_, s) => [0, 1, 2, 3].map((k) => [0, 1, 2, 3].map((d) =>
  [(3 - d) * 4 + k, k * 4 + d, d * 4 + (3 - k), (3 - k) * 4 + (3 - d)][s])));
const WHERE = LINES.map((lines) => {
  const w = [];
  lines.forEach((lots, k) => lots.forEach((lot, d) => { w[lot] = { k, d }; }));
  return w;
});
const lotName = (lot) => "ABCD"[lot % 4] + (4 - (lot >> 2));
const ORD = ["1st", "2nd", "3rd", "4th"];
const BLOCK = ["#f3dcae", "#ebb766", "#d8845a", "#a95a4a", "#6b4668"]; // heights 1–5
const INK = ["#3b2a1c", "#3b2a1c", "#2b1a12", "#fff8ee", "#fff8ee"];
const SEAT = ["#c4532f", "#2d6e89", "#b9821a", "#6f4f9a"];
const CODES = [null,
  { short: "1 in view", pts: "10", long: "Exactly one building can be seen down this line: the front one is the tallest and hides the rest." },
  { short: "2 in view", pts: "20", long: "Exactly two buildings can be seen down this line." },
  { short: "3 in view", pts: "30", long: "Exactly three buildings can be seen down this line." },
  { short: "4 in view", pts: "40", long: "All four can be seen: every building is taller than each one in front of it." },
  { short: "Twins", pts: "10 each", long: "From just above the front roofs, two or more buildings of the same height are on show (none of them has anything taller in front). 10 for each building in a matching group." },
  { short: "Tallest", pts: "25", long: "This line holds the tallest building in the whole city; sharing first place counts." },
];

// ---------- colour helpers ----------
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
function mix(a, b, t) {
  const x = rgb(a), y = rgb(b);
  return `rgb(${x.map((v, i) => Math.round(v + (y[i] - v) * t)).join(",")})`;
}
const shade = (hex, t) => mix(hex, t < 0 ? "#1c1010" : "#ffffff", Math.abs(t));


function fitText(c, text, maxW, size, weight = 700) {
  let s = size;
  do { c.font = `${weight} ${s}px system-ui, sans-serif`; s -= 1; } while (s > 7 && c.measureText(text).width > maxW);
}

// ---------- top-down board ----------
/** Screen cell of a lot when `bottom` is the side nearest the viewer. */
function cellOf(bottom, lot) {
  const { k, d } = WHERE[SIDES.indexOf(bottom)][lot];
  return { c: k, r: 3 - d };
}
const BOARD = { m: 0.12, g: 0.02 }; // margin and gap as fractions of the board's size

function drawBoard(c, W, H, o) {
  const S = Math.min(W, H), ox = (W - S) / 2, oy = (H - S) / 2;
  const m = S * BOARD.m, g = S * BOARD.g, cell = (S - 2 * m - 3 * g) / 4;
  const b = SIDES.indexOf(o.bottom);
  // wooden tray
  const wood = c.createLinearGradient(0, oy, 0, oy + S);
  wood.addColorStop(0, "#c0905c"); wood.addColorStop(1, "#94663f");
  c.save();
  c.shadowColor = "rgba(60,35,15,.35)"; c.shadowBlur = S * 0.03; c.shadowOffsetY = S * 0.01;
  roundRect(c, ox + m * 0.42, oy + m * 0.42, S - m * 0.84, S - m * 0.84, S * 0.035);
  c.fillStyle = wood; c.fill();
  c.restore();
  roundRect(c, ox + m - g * 1.3, oy + m - g * 1.3, S - 2 * m + g * 2.6, S - 2 * m + g * 2.6, S * 0.02);
  c.fillStyle = "#7b5232"; c.fill();
  // edges: who sits where
  for (let e = 0; e < 4; e++) {
    const side = SIDES[(b + e) % 4];
    const owner = o.owners[SIDES.indexOf(side)];
    const mine = o.mine.includes(side);
    const text = `${SIDE_NAME[side]}${owner != null ? " · " + o.name(owner) : ""}${mine ? " (you)" : ""}`;
    c.save();
    c.translate(ox + S / 2, oy + S / 2);
    c.rotate([0, Math.PI / 2, Math.PI, -Math.PI / 2][e]);
    // after rotating, this edge is at the bottom
    const y = S / 2 - m * 0.21;
    if (owner != null) {
      c.fillStyle = SEAT[owner];
      roundRect(c, -S * 0.3, S / 2 - m * 0.44 - 1, S * 0.6, m * 0.07 + (mine ? 2 : 0), 2); c.fill();
    }
    c.fillStyle = owner != null ? "#3b2a1c" : "#8b7b6c";
    fitText(c, text, S * 0.8, Math.round(Math.max(10, S * 0.032)), mine ? 800 : 600);
    c.textAlign = "center"; c.textBaseline = "middle";
    c.translate(0, y);
    if (e === 2) c.rotate(Math.PI); // keep the far label upright
    c.fillText(text, 0, 0);
    c.restore();
  }
  const heights = o.heights, stacks = o.stacks;
  let maxTotal = 6;
  for (let lot = 0; lot < 16; lot++) maxTotal = Math.max(maxTotal, heights[lot] + (o.preview?.lot === lot ? o.preview.height : 0));
  const unit = Math.min(cell * 0.032, (cell * 0.25) / maxTotal);
  const hiLots = o.hi ? LINES[SIDES.indexOf(o.hi.side)][o.hi.k] : [];
  for (let lot = 0; lot < 16; lot++) {
    const { c: col, r } = cellOf(o.bottom, lot);
    const x = ox + m + col * (cell + g), y = oy + m + r * (cell + g);
    roundRect(c, x, y, cell, cell, cell * 0.08);
    c.fillStyle = hiLots.includes(lot) ? "#f7e2a8" : "#efe3cc"; c.fill();
    c.strokeStyle = hiLots.includes(lot) ? "#c4532f" : "#cdb894"; c.lineWidth = hiLots.includes(lot) ? 2.5 : 1; c.stroke();
    c.fillStyle = "#a08c74";
    c.font = `600 ${Math.max(9, cell * 0.13)}px system-ui, sans-serif`;
    c.textAlign = "left"; c.textBaseline = "top";
    c.fillText(lotName(lot), x + cell * 0.06, y + cell * 0.05);
    const pv = o.preview?.lot === lot ? o.preview.height : 0;
    drawStack(c, x, y, cell, stacks[lot], heights[lot], unit, pv);
    if (o.last === lot) {
      c.beginPath(); c.arc(x + cell * 0.88, y + cell * 0.12, cell * 0.075, 0, 7);
      c.fillStyle = "#c4532f"; c.fill(); c.lineWidth = 2; c.strokeStyle = "#fff"; c.stroke();
    }
  }
  // line numbers along the viewer's own sides
  for (const side of o.mine) {
    const e = (SIDES.indexOf(side) - b + 4) % 4;
    for (let k = 0; k < 4; k++) {
      const { c: col, r } = cellOf(o.bottom, LINES[SIDES.indexOf(side)][k][0]);
      let cx = ox + m + col * (cell + g) + cell / 2, cy = oy + m + r * (cell + g) + cell / 2;
      const out = cell / 2 + m * 0.3;
      if (e === 0) cy += out; else if (e === 1) cx -= out; else if (e === 2) cy -= out; else cx += out;
      const hot = o.hi && o.hi.side === side && o.hi.k === k;
      // the seat's goal for this line, as a die beside the line's number
      const code = o.goals?.[side]?.[k];
      if (code) {
        const along = m * 0.25, ds = m * 0.4;
        const [nx, ny] = e % 2 === 0 ? [along, 0] : [0, along];
        const dx = cx + nx, dy = cy + ny;
        cx -= nx; cy -= ny;
        roundRect(c, dx - ds / 2, dy - ds / 2, ds, ds, ds * 0.2);
        c.fillStyle = "#2b2338"; c.fill();
        c.fillStyle = "#ffd98a";
        c.font = `800 ${Math.max(9, ds * 0.66)}px system-ui, sans-serif`;
        c.textAlign = "center"; c.textBaseline = "middle";
        c.fillText(String(code), dx, dy + 0.5);
      }
      c.beginPath(); c.arc(cx, cy, m * 0.2, 0, 7);
      c.fillStyle = hot ? "#c4532f" : "#fff6e6"; c.fill();
      c.fillStyle = hot ? "#fff" : "#5a3b22";
      c.font = `800 ${Math.max(9, m * 0.26)}px system-ui, sans-serif`;
      c.textAlign = "center"; c.textBaseline = "middle";
      c.fillText(String(k + 1), cx, cy + 0.5);
    }
  }
}

function drawStack(c, x, y, cell, stack, total, unit, pv) {
  if (!total && !pv) return;
  const w = cell * 0.64, x0 = x + (cell - w) / 2, yg = y + cell * 0.95 - w;
  const E = total * unit, Ep = (total + pv) * unit;
  if (total) {
    c.fillStyle = "rgba(70,45,20,.22)";
    roundRect(c, x0 + w * 0.1, yg + w * 0.12, w, w * 0.95, w * 0.12); c.fill();
    // front face: one band per block, bottom first
    let yb = yg + w;
    for (const bh of stack) {
      const t = bh * unit;
      c.fillStyle = shade(BLOCK[bh - 1], -0.2);
      c.fillRect(x0, yb - t, w, t);
      c.fillStyle = "rgba(30,15,10,.3)"; c.fillRect(x0, yb - t, w, 1);
      yb -= t;
    }
    const top = stack[stack.length - 1];
    roundRect(c, x0, yg - E, w, w, w * 0.1);
    c.fillStyle = BLOCK[top - 1]; c.fill();
    c.strokeStyle = shade(BLOCK[top - 1], -0.35); c.lineWidth = 1; c.stroke();
    c.fillStyle = INK[top - 1];
    c.textAlign = "center"; c.textBaseline = "middle";
    c.font = `800 ${Math.round(w * 0.44)}px system-ui, sans-serif`;
    c.fillText(String(total), x0 + w / 2, yg - E + w * (stack.length > 1 ? 0.42 : 0.52));
    if (stack.length > 1) {
      fitText(c, stack.join("+"), w * 0.9, Math.round(w * 0.18), 600);
      c.fillText(stack.join("+"), x0 + w / 2, yg - E + w * 0.8);
    }
  }
  if (pv) {
    c.save();
    c.globalAlpha = 0.75;
    c.fillStyle = shade(BLOCK[pv - 1], -0.2);
    c.fillRect(x0, yg - Ep + w, w, Ep - E);
    c.globalAlpha = 1;
    roundRect(c, x0, yg - Ep, w, w, w * 0.1);
    c.fillStyle = mix(BLOCK[pv - 1], "#ffffff", 0.35); c.fill();
    c.setLineDash([4, 3]); c.lineWidth = 2; c.strokeStyle = "#2b2338"; c.stroke();
    c.setLineDash([]);
    c.fillStyle = "#2b2338";
    c.textAlign = "center"; c.textBaseline = "middle";
    c.font = `800 ${Math.round(w * 0.3)}px system-ui, sans-serif`;
    c.fillText(`+${pv}`, x0 + w / 2, yg - Ep + w * 0.36);
    c.font = `700 ${Math.round(w * 0.2)}px system-ui, sans-serif`;
    c.fillText(`= ${total + pv}`, x0 + w / 2, yg - Ep + w * 0.72);
    c.restore();
  }
}

// ---------- skyline from one side ----------
const STARS = Array.from({ length: 22 }, (_, i) => [(i * 0.618034) % 1, ((i * 0.381966 * 7) % 1) * 0.5, i % 3]);

export function drawSkyline(c, W, H, o) {
  const s = SIDES.indexOf(o.side);
  const rows = o.plain ? 0 : o.marks ? 3 : 2;
  const fs = Math.round(Math.max(10, Math.min(12.5, W / 52)));
  const G = o.plain ? Math.max(16, H * 0.12) : rows * (fs + 3) + 6, ground = H - G;
  const sky = c.createLinearGradient(0, 0, 0, ground);
  sky.addColorStop(0, "#27244a"); sky.addColorStop(0.55, "#74496f"); sky.addColorStop(1, "#f0a25c");
  c.fillStyle = sky; c.fillRect(0, 0, W, ground);
  for (const [x, y, k] of STARS) {
    c.fillStyle = `rgba(255,245,220,${0.35 + k * 0.2})`;
    c.fillRect(x * W, y * ground, k ? 1.5 : 1, k ? 1.5 : 1);
  }
  const sunX = W * 0.8, sunY = ground - H * 0.04, sr = H * 0.2;
  const glow = c.createRadialGradient(sunX, sunY, sr * 0.2, sunX, sunY, sr * 1.6);
  glow.addColorStop(0, "rgba(255,214,130,.9)"); glow.addColorStop(0.4, "rgba(255,190,110,.35)"); glow.addColorStop(1, "rgba(255,180,100,0)");
  c.fillStyle = glow; c.fillRect(0, 0, W, ground);
  c.beginPath(); c.arc(sunX, sunY, sr * 0.42, 0, 7); c.fillStyle = "#ffd98a"; c.fill();

  const pad = W * 0.015, pw = (W - 2 * pad) / 4, bw = pw * 0.5, sx = (pw * 0.86 - bw) / 3;
  const tot = (lot) => o.heights[lot] + (o.preview?.lot === lot ? o.preview.height : 0);
  const r = Math.round(Math.max(7, Math.min(10, bw * 0.2)));
  let maxH = 6;
  for (let lot = 0; lot < 16; lot++) maxH = Math.max(maxH, tot(lot));
  const unit = (ground - (o.marks ? 2 * r + 8 : Math.max(20, H * 0.13))) / maxH;
  const ghosts = [];
  const xOf = (k, d) => pad + k * pw + pw * 0.07 + d * sx;
  for (let k = 0; k < 4; k++) {
    const px = pad + k * pw;
    if (o.hi === k) {
      c.fillStyle = "rgba(255,244,214,.16)"; c.fillRect(px, 0, pw, ground);
    }
    const m = o.marks?.[k];
    for (let d = 3; d >= 0; d--) {
      const lot = LINES[s][k][d];
      const x = xOf(k, d);
      const pv = o.preview?.lot === lot ? o.preview.height : 0;
      // a building nobody can see from this edge is faded
      const faded = !!m && o.heights[lot] > 0 && !m.seen[d];
      drawTower(c, x, ground, bw, unit, o.stacks[lot], o.heights[lot], d, lot, pv, faded);
      if (m && o.heights[lot]) {
        const top = ground - o.heights[lot] * unit;
        // twins: a cyan roof line; the tallest in the city: a gold one
        if (m.twins[d]) { c.fillStyle = "#7fe3f0"; c.fillRect(x - 1, top - 4, bw + 2, 3); }
        if (m.top[d]) { c.fillStyle = "#ffd24a"; c.fillRect(x - 1, top - (m.twins[d] ? 7 : 4), bw + 2, 3); }
      }
      if (pv) ghosts.push([x, ground - tot(lot) * unit, bw, pv * unit]);
    }
  }
  // numbered badges on the buildings seen at eye level (front first), never overlapping
  const labels = [];
  const drawn = [];
  const clear = (b) => labels.every((a) => b.x + b.w <= a.x || a.x + a.w <= b.x || b.y + b.h <= a.y || a.y + a.h <= b.y);
  for (let k = 0; k < 4 && o.marks; k++) {
    const m = o.marks[k];
    let n = 0, twins = 0;
    for (let d = 0; d < 4; d++) {
      const lot = LINES[s][k][d];
      if (m.twins[d] && o.heights[lot]) twins++;
      if (!m.seen[d] || !o.heights[lot]) continue;
      n++;
      const cx = xOf(k, d) + bw / 2;
      let b = { x: cx - r, y: ground - o.heights[lot] * unit - 2 * r - 6, w: 2 * r, h: 2 * r };
      // slide up, then sideways, until the badge is clear of every other label
      for (let i = 0; i < 12 && !clear(b); i++) b = i < 6 && b.y - 2 * r - 2 >= 0 ? { ...b, y: b.y - 2 * r - 2 } : { ...b, x: b.x + r, y: Math.max(0, b.y) };
      b.y = Math.max(0, b.y);
      labels.push({ ...b, text: String(n), k, d });
      c.beginPath(); c.arc(b.x + r, b.y + r, r, 0, 7); c.fillStyle = "#fff6e6"; c.fill();
      c.lineWidth = 2; c.strokeStyle = "#c4532f"; c.stroke();
      c.fillStyle = "#2b1d18"; c.font = `800 ${Math.round(r * 1.2)}px system-ui, sans-serif`; c.textAlign = "center"; c.textBaseline = "middle";
      c.fillText(String(n), b.x + r, b.y + r + 0.5);
    }
    drawn.push({ seen: n, twins });
  }
  // ground: per line its number, the heights nearest first, and what counts
  c.fillStyle = "#2f2836"; c.fillRect(0, ground, W, G);
  c.fillStyle = "#4a3f4f"; c.fillRect(0, ground, W, 2);
  c.textAlign = "center"; c.textBaseline = "middle";
  for (let k = 0; k < 4 && !o.plain; k++) {
    const cx = pad + k * pw + pw / 2, maxW = pw - 6;
    const hs = LINES[s][k].map((lot) => o.heights[lot]);
    const m = o.marks?.[k];
    const seen = drawn[k]?.seen ?? 0;
    const texts = [`line ${k + 1}${m ? ` · ${seen} seen` : ""}`, hs.some((x) => x) ? hs.map((x) => x || "–").join(" ") : "empty"];
    if (m) {
      const twinH = [...new Set(hs.filter((x, d) => m.twins[d] && x))];
      const topH = hs.find((x, d) => m.top[d] && x);
      texts.push([twinH.length ? `twins ${twinH.join(", ")}` : "", topH ? `tallest ${topH}` : ""].filter(Boolean).join(" · "));
    }
    texts.forEach((t, i) => {
      if (!t) return;
      fitText(c, t, maxW, i === 1 ? fs - 1 : fs, i === 0 ? 700 : 600);
      c.fillStyle = i === 0 ? (o.hi === k ? "#ffd98a" : "#efe2d2") : i === 2 ? "#ffd98a" : "#cbbcae";
      const y = ground + 4 + i * (fs + 3) + (fs + 3) / 2;
      const w = Math.min(maxW, c.measureText(t).width);
      labels.push({ x: cx - w / 2, y: y - fs / 2, w, h: fs, text: t, k, row: i });
      c.fillText(t, cx, y + 0.5);
    });
  }
  if (o.canvas) {
    o.canvas.dataset.labels = JSON.stringify(labels.map((b) => [Math.round(b.x * 10) / 10, Math.round(b.y * 10) / 10, Math.round(b.w * 10) / 10, Math.round(b.h * 10) / 10, b.text]));
    o.canvas.dataset.counted = JSON.stringify(drawn);
  }
  // the block being considered, outlined over everything so it can be found
  c.setLineDash([4, 3]); c.lineWidth = 1.5; c.strokeStyle = "rgba(255,255,255,.9)";
  for (const [x, y, w, hh] of ghosts) c.strokeRect(x + 0.5, y + 0.5, w - 1, hh - 1);
  c.setLineDash([]);
}

function drawTower(c, x, ground, bw, unit, stack, total, d, lot, pv, faded) {
  const haze = Math.min(0.8, d * 0.17 + (faded ? 0.45 : 0)), hazeTo = "#8d6b8a";
  const side = Math.max(3, bw * 0.12);
  let y = ground;
  for (let i = 0; i < stack.length; i++) {
    const bh = stack[i], t = bh * unit, col = BLOCK[bh - 1];
    c.fillStyle = mix(shade(col, -0.35), hazeTo, haze);
    c.fillRect(x + bw, y - t, side, t);
    c.fillStyle = mix(col, hazeTo, haze);
    c.fillRect(x, y - t, bw, t);
    // windows, one row per unit of height
    if (unit >= 7) {
      const cols = bw > 46 ? 3 : 2, ww = bw * 0.13, wh = Math.min(unit * 0.42, 7);
      const gapx = (bw - cols * ww) / (cols + 1);
      for (let r = 0; r < bh; r++) {
        const wy = y - (r + 1) * unit + (unit - wh) / 2;
        for (let q = 0; q < cols; q++) {
          const lit = !faded && (lot * 7 + (i * 5 + r) * 3 + q * 5) % 5 < 3;
          c.fillStyle = lit ? `rgba(255,231,160,${0.95 - haze})` : `rgba(40,28,48,${0.35 - haze * 0.3})`;
          c.fillRect(x + gapx + q * (ww + gapx), wy, ww, wh);
        }
      }
    }
    c.fillStyle = "rgba(30,15,25,.35)"; c.fillRect(x, y - t, bw + side, 1);
    y -= t;
  }
  if (total) {
    c.fillStyle = "rgba(30,15,25,.45)"; c.fillRect(x - 1, y - 2, bw + side + 2, 3); // roof cap
  }
  if (faded && total) {
    // hidden from this edge: a dashed outline instead of a solid face
    c.save(); c.setLineDash([3, 3]); c.strokeStyle = "rgba(255,240,220,.55)"; c.lineWidth = 1;
    c.strokeRect(x + 0.5, y + 0.5, bw - 1, total * unit - 1); c.restore();
  }
  if (pv) {
    const t = pv * unit;
    c.save(); c.globalAlpha = 0.55;
    c.fillStyle = BLOCK[pv - 1]; c.fillRect(x, y - t, bw, t);
    c.restore();
  }
}

export function describeLines(side, heights) {
  return [0, 1, 2, 3].map((k) => `line ${k + 1}: ${LINES[SIDES.indexOf(side)][k].map((lot) => heights[lot] || "empty").join(", ")}`).join("; ");
}

// ---------- small DOM pieces ----------
const die = (code, cls = "") => h("span", { class: `die ${cls}`, "aria-hidden": "true" }, code ? String(code) : "?");

/** What the engine found in a line, for that line's goal. */
const lineWhat = (line) => line.code <= 4 ? `${line.visible} in view` : line.code === 5 ? (line.matched ? `${line.matched} twins` : "no twins") : (line.tallest ? "has the tallest" : "not the tallest");

export function resultChip(k, line) {
  const what = line.code <= 4 ? `saw ${line.visible}` : lineWhat(line);
  return h("li", { class: "chip " + (line.met ? "met" : "missed") },
    h("span", { class: "chip-line" }, `Line ${k + 1}`),
    h("span", { class: "chip-main" }, die(line.code), h("span", { class: "chip-cap" }, CODES[line.code].short)),
    h("span", { class: "chip-res" }, what),
    h("span", { class: "chip-pts" }, line.met ? `✓ +${line.points}` : "✗ 0"),
    h("span", { class: "sr" }, `: goal ${line.code} (${CODES[line.code].short}), ${what}, ${line.met ? `met, ${line.points} points` : "missed, 0 points"}.`));
}

/** A node filled in once the help module (with the round pictures) has loaded: round
 * summaries are needed only at a round's end, not to start playing. */
function later(fillIt) {
  const box = h("div", { class: "cs-later" });
  import("./cityscape-help.js").then((m) => fill(box, fillIt(m)));
  return box;
}

// ---------- the module ----------
export default {
  id: "cityscape",
  blurb: "Stack 25 blocks on a shared 4×4 city. Each player secretly aims for a skyline, as seen from their own side.",
  hasSecrets: true,

  options(probe) {
    const p = probe.players, def = probe.rounds;
    const note = (n) => n === def ? (p === 2 ? " (standard)" : " (one per player, standard)") : p === 2 && n === 2 ? " (quick)" : "";
    // the engine says how many rounds a game may have
    const max = probe.maxRounds ?? def;
    const choices = Array.from({ length: max }, (_, i) => i + 1).map((n) => ({ value: n, label: `${n} round${n > 1 ? "s" : ""}${note(n)}` }));
    return [
      { key: "rounds", label: "Rounds", value: def, choices },
      { key: "firstBuilder", label: "Builds first (the youngest)", value: probe.firstBuilder ?? 0, choices: Array.from({ length: p }, (_, i) => ({ value: i, label: `Player ${i + 1}` })) },
      { key: "takeBack", label: "Taking back a block", value: String(probe.takeBack ?? true), choices: [{ value: "true", label: "Allowed (until the next move)" }, { value: "false", label: "Not allowed" }] },
    ];
  },

  /** The one-click game: two players play the quick game of two rounds. */
  quick(probe, players) {
    return players === 2 ? { options: { rounds: 2 }, note: "2 rounds (the quick game)" } : null;
  },

  seatNote(probe, seat) {
    const sides = probe.seatSides[seat] || [];
    return sides.length > 1 ? `${sides.map((x) => SIDE_NAME[x]).join(" + ")} sides` : `sits ${SIDE_NAME[sides[0]]}`;
  },

  progress(view) {
    return view.phase === "over" ? `${view.rounds} round${view.rounds > 1 ? "s" : ""} played` : `Round ${view.round} of ${view.rounds}`;
  },

  status(view, c) {
    if (view.phase === "over") return "Game over.";
    const left = view.supply.reduce((a, b) => a + b, 0);
    if (view.phase === "goals") {
      if (c.viewer != null && view.toAct.includes(c.viewer)) return `${c.name(c.viewer)}, choose your secret goals.`;
      if (c.viewer != null && view.goalsSet[c.viewer] && c.isHuman(c.viewer)) {
        const names = view.toAct.map(c.name);
        return `Your goals are locked in, ${c.name(c.viewer)}. Waiting for ${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}; you may change yours until then.`;
      }
      const names = view.toAct.map(c.name);
      return `Waiting for ${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]} to choose goals.`;
    }
    const b = view.toAct[0];
    if (b === c.viewer) return `Your turn, ${c.name(b)}: pick a block height, then a lot. ${left} blocks left.`;
    return `${c.name(b)}'s turn to build. ${left} blocks left.`;
  },

  changeText() { return "change my goals"; },

  // Why the engine will not take `action` back: say what happened (the shell asks only then).
  undoRefusal(seat, action, view, c) {
    if (action.type === "goals") return `${c.name(seat)}'s goals are final: every player has locked theirs in, so building has begun.`;
    if (c.config?.takeBack === false) return `${c.name(seat)}'s block stands: this table plays without taking blocks back.`;
    return `${c.name(seat)}'s block stands: it ended the round, which was scored and revealed every goal.`;
  },

  handoverText(view, seat) {
    return view.phase === "goals"
      ? "Next: secret goals. Everyone else, please look away until they are locked in."
      : "Their secret goals will be on screen while they build.";
  },

  seatStatus(view, seat) {
    if (view.phase === "goals") return view.goalsSet[seat] ? "goals set ✓" : "choosing goals";
    if (view.phase === "building" && view.toAct[0] === seat) return "building";
    return "";
  },

  scoreOf(view, seat) { return `${view.totals[seat]} pts`; },

  describeEvents(events, c) {
    const out = [];
    for (const e of events) {
      if (e.type === "placed") out.push(`${c.name(e.seat)} put a ${e.height} on ${lotName(e.lot)}${e.building !== e.height ? ` (now ${e.building} tall)` : ""}.`);
      else if (e.type === "goalsSet") out.push(`${c.name(e.seat)} has chosen goals.`);
      else if (e.type === "roundScored") out.push(`Round ${e.record.round} scored.`);
    }
    return out.join(" ");
  },

  describeMove(seat, action, c) {
    if (action.type === "place") return `${c.name(seat)}: ${action.height} on ${lotName(action.lot)}`;
    if (c.reveal && c.view) {
      const sides = c.view.seatSides[seat] || [];
      return `${c.name(seat)}: goals ${sides.map((sd, i) => `${SIDE_NAME[sd]} ${action.codes.slice(i * 4, i * 4 + 4).join("·")}`).join(", ")}`;
    }
    return `${c.name(seat)} chose goals`;
  },

  logHeadings(hist) {
    const heads = {};
    let r = 0;
    const type = (e) => e?.action?.type;
    hist.forEach((e, i) => { if (type(e) === "goals" && (i === 0 || type(hist[i - 1]) !== "goals")) heads[i] = `Round ${++r}`; });
    return heads;
  },

  summary(events, view, c) {
    const ev = events.find((e) => e.type === "roundScored");
    return ev ? later((m) => m.roundNode(ev.record, ev.totals, c, `Round ${ev.record.round} of ${view.rounds}: scores`)) : null;
  },

  finalDetails(view, result, c) {
    const hist = view.history;
    return later((m) => h("div", null,
      hist.length > 1 ? h("table", { class: "roundtable" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, "Player"), hist.map((r) => h("th", { scope: "col", class: "num" }, `R${r.round}`)), h("th", { scope: "col", class: "num" }, "Total"))),
        h("tbody", null, view.totals.map((t, seat) => h("tr", { class: `seat-c${seat}` },
          h("th", { scope: "row" }, c.name(seat)), hist.map((r) => h("td", { class: "num" }, String(r.scores[seat]))), h("td", { class: "num" }, String(t)))))) : null,
      // every round's pictures, the last one open
      hist.map((rec, i) => {
        const upTo = view.totals.map((_, seat) => hist.slice(0, i + 1).reduce((a, r) => a + r.scores[seat], 0));
        return h("details", { class: "round-pics", open: i === hist.length - 1 },
          h("summary", null, `Round ${rec.round}: the skylines, line by line`),
          m.roundNode(rec, upTo, c, null));
      })));
  },

  /** The rules; `cfg` (the config in force or being set up) fills in this table's options. */
  rules(cfg, probe) {
    // the help text and pictures load only when asked for (they are not needed to play)
    return import("./cityscape-help.js").then((m) => m.rulesHtml(cfg, probe));
  },

  howto() { ensureCss(); return import("./cityscape-help.js").then((m) => m.howtoNode()); },

  art(canvas) {
    const stacks = [[2], [1, 3], [], [5, 4], [3], [4, 4, 2], [2, 1], [1], [5], [], [3, 5, 1], [2], [1, 2], [4], [], [3]];
    const heights = stacks.map((st) => st.reduce((a, b) => a + b, 0));
    autoCanvas(canvas, (c, w, hh) => drawSkyline(c, w, hh, { side: "south", heights, stacks, plain: true }));
  },

  mount(root, host) { ensureCss(); return mountView(root, host); },
};

function mountView(root, host) {
  let st = null;
  let height = 0;
  let cursor = null, hover = null;
  let hi = null; // {side, k}: the line under discussion
  const drafts = {};
  const look = {};
  let formKey = null;
  let board = { heights: Array(16).fill(0), stacks: Array.from({ length: 16 }, () => []), record: null };

  const goalBox = h("div", { class: "cs-goalbox" });
  const skies = h("div", { class: "cs-skies" });
  const cards = [0, 1].map((i) => makeCard(i));
  skies.append(...cards.map((cd) => cd.el));
  const boardCanvas = h("canvas", { class: "cs-board-canvas", "aria-hidden": "true" });
  const boardPaint = autoCanvas(boardCanvas, (c, w, hh) => st && drawBoard(c, w, hh, boardOpts()));
  const lotsBox = h("div", { class: "cs-lots", role: "group", "aria-label": "Board, 16 lots", onkeydown: onLotKey });
  const lotBtns = Array.from({ length: 16 }, (_, lot) => h("button", {
    type: "button", class: "lot", "data-lot": lot, tabindex: -1,
    onclick: () => build(lot),
    onfocus: () => { cursor = lot; preview(); },
    onblur: () => preview(),
    onpointerenter: () => { hover = lot; preview(); },
    onpointerleave: () => { hover = null; preview(); },
  }));
  const caption = h("p", { class: "cs-caption small" });
  const boardBox = h("div", { class: "cs-board" }, boardCanvas, lotsBox);
  const heightsBox = h("div", { class: "cs-heights", role: "group", "aria-label": "Block height" });
  const hBtns = [1, 2, 3, 4, 5].map((n) => h("button", { type: "button", class: "hbtn", "data-height": n, onclick: () => choose(n) },
    h("span", { class: "hblk", style: `--n:${n};--c:${BLOCK[n - 1]}`, "aria-hidden": "true" }),
    h("span", { class: "hnum" }, String(n)), h("span", { class: "hleft" })));
  heightsBox.append(...hBtns);
  const hint = h("p", { class: "cs-hint small muted" });
  const controls = h("div", { class: "cs-controls" }, heightsBox, hint);
  // The board comes first in reading and tab order; on wide screens CSS puts the skylines left.
  const el = h("div", { class: "cs" },
    h("div", { class: "cs-right" },
      h("div", { class: "cs-boardwrap" }, boardBox),
      caption,
      controls),
    h("div", { class: "cs-left" }, goalBox, skies));
  root.append(el);

  const onKey = (e) => {
    if (!st?.canAct || st.view.phase !== "building" || e.altKey || e.ctrlKey || e.metaKey) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) || document.querySelector("dialog[open]")) return;
    const n = Number(e.key);
    if (n >= 1 && n <= 5) { e.preventDefault(); choose(n); }
  };
  document.addEventListener("keydown", onKey);

  function bottomSide() { return st.seat != null ? st.view.seatSides[st.seat][0] : "south"; }
  function mine() { return st.seat != null ? st.view.seatSides[st.seat] : []; }
  /** The engine's marks for a side of the board shown: a scored round's record, else the view's. */
  function marksFor(side) {
    if (board.record) {
      const ss = board.record.sides.find((x) => x.side === side);
      return ss && ss.lines.every((l) => l.marks) ? ss.lines.map((l) => l.marks) : null;
    }
    return st.view.marks?.find((x) => x.side === side)?.lines || null;
  }
  function legalHeight(n) { return !!st.legal?.some((a) => a.height === n); }
  function previewLot() { return st?.canAct && st.view.phase === "building" && height ? (hover ?? (lotsBox.contains(document.activeElement) ? cursor : null)) : null; }
  /** The block shown as a ghost: the move selected for confirmation, else the one under the pointer. */
  function previewSpec() {
    if (st?.pending?.type === "place") return { lot: st.pending.lot, height: st.pending.height };
    const pl = previewLot();
    return pl != null ? { lot: pl, height } : null;
  }

  function boardOpts() {
    const v = st.view;
    const pv = previewSpec();
    const lastP = board.record ? null : v.placements[v.placements.length - 1];
    return {
      heights: board.heights, stacks: board.stacks, bottom: bottomSide(), owners: v.sides, mine: mine(), name: host.name,
      preview: pv, hi, last: lastP ? lastP.lot : null, goals: goalsShown(),
    };
  }

  /** The board's edges show the viewer's goals: mark it as holding that seat's secrets. */
  function markBoard() {
    if (goalsShown() && !board.record) boardBox.setAttribute("data-goals-seat", st.seat);
    else boardBox.removeAttribute("data-goals-seat");
  }

  /** The viewer's goals per own side (locked, or the draft being chosen), for the board's edges. */
  function goalsShown() {
    if (st.seat == null) return null;
    const out = {};
    const ms = mine();
    for (const sd of ms) {
      const rec = board.record?.sides.find((x) => x.side === sd);
      const g = rec ? rec.lines.map((l) => l.code) : draftOf(sd) || st.view.myGoals.find((x) => x.side === sd)?.codes;
      if (g && g.some(Boolean)) out[sd] = g;
    }
    return Object.keys(out).length ? out : null;
  }

  function preview() {
    boardPaint.redraw();
    for (const cd of cards) cd.paint.redraw();
  }

  function choose(n) {
    if (!st?.canAct || !legalHeight(n)) { host.announce(st?.canAct ? `No blocks of height ${n} are left.` : "It is not your turn to build."); return; }
    height = n;
    renderHeights();
    const left = st.view.supply[n - 1];
    host.announce(`Height ${n} chosen (${left} left). Now pick a lot.`);
    preview();
  }

  function build(lot) {
    if (!st) return;
    if (!st.canAct || st.view.phase !== "building") { host.announce(st.review ? "This is a replay; go back to the game to play." : "It is not your turn to build."); return; }
    if (!height) { host.announce("Choose a block height first: the buttons below the board, or keys 1 to 5."); hBtns.find((b) => !b.disabled)?.focus(); return; }
    cursor = lot;
    const action = { type: "place", lot, height };
    // A block that ends the round scores it and shows every goal: that is its own step, so a
    // slip can still be taken back (the engine's preview says which block; a table without
    // take-backs has every block final, and no extra step)
    const p = host.preview?.(action);
    const reveal = p && !p.undoable && host.config?.()?.takeBack !== false ? (p.over ? "Final scores" : "Score the round") : null;
    host.act(action, reveal ? { reveal } : {});
  }

  function onLotKey(e) {
    const dirs = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const dir = dirs[e.key];
    if (!dir || !st) return;
    e.preventDefault();
    const b = bottomSide();
    const from = cursor ?? LINES[SIDES.indexOf(b)][0][0];
    const { c, r } = cellOf(b, from);
    const nr = Math.max(0, Math.min(3, r + dir[0])), nc = Math.max(0, Math.min(3, c + dir[1]));
    cursor = LINES[SIDES.indexOf(b)][nc][3 - nr];
    renderLots();
    lotBtns[cursor].focus();
  }

  function renderHeights() {
    const v = st.view;
    const building = v.phase === "building";
    if (height && !(st.canAct && legalHeight(height))) height = st.canAct ? 0 : height;
    hBtns.forEach((b, i) => {
      const n = i + 1, left = v.supply[i];
      b.disabled = !st.canAct || !building || !legalHeight(n);
      b.setAttribute("aria-pressed", String(st.canAct && height === n));
      b.setAttribute("aria-label", `Height ${n}: ${left} left`);
      b.querySelector(".hleft").textContent = `×${left}`;
    });
    controls.hidden = v.phase === "goals" && !st.review;
    hint.textContent = !building || st.review ? "" : st.canAct
      ? (height ? `Click or tap a lot to build a ${height} there. Keys: 1–5 height · arrows move · Enter builds.` : "Choose a block height (buttons or keys 1–5), then a lot.")
      : "Blocks left in the supply, by height.";
  }

  function renderLots() {
    const v = st.view;
    const b = bottomSide();
    const ms = mine();
    const S = 1, m = BOARD.m, g = BOARD.g, cell = (S - 2 * m - 3 * g) / 4;
    const order = [];
    if (cursor == null) cursor = LINES[SIDES.indexOf(b)][0][0];
    for (let lot = 0; lot < 16; lot++) {
      const { c, r } = cellOf(b, lot);
      order[r * 4 + c] = lot;
      const btn = lotBtns[lot];
      btn.style.left = `${(m + c * (cell + g)) * 100}%`;
      btn.style.top = `${(m + r * (cell + g)) * 100}%`;
      btn.style.width = btn.style.height = `${cell * 100}%`;
      const hgt = board.heights[lot];
      const rel = ms.map((sd) => { const w = WHERE[SIDES.indexOf(sd)][lot]; return `${SIDE_NAME[sd]} line ${w.k + 1}, ${ORD[w.d]} from the edge`; }).join("; ");
      const doing = st.canAct && v.phase === "building" && height ? `. Press to build a ${height} here` : "";
      btn.setAttribute("aria-label", `Lot ${lotName(lot)}: ${hgt ? `height ${hgt} (blocks ${board.stacks[lot].join(", ")})` : "empty"}${rel ? `; ${rel}` : ""}${doing}`);
      btn.setAttribute("aria-disabled", String(!(st.canAct && v.phase === "building")));
      btn.tabIndex = lot === cursor ? 0 : -1;
    }
    if (order.some((lot, i) => lotsBox.children[i] !== lotBtns[lot])) lotsBox.append(...order.map((lot) => lotBtns[lot]));
  }

  function makeCard(i) {
    const title = h("h3", { class: "sky-title" });
    const seg = h("div", { class: "seg small", role: "group", "aria-label": "Look from" });
    const segBtns = SIDES.map((sd) => h("button", { type: "button", class: "segbtn", "aria-label": `Look from the ${SIDE_NAME[sd]}`, onclick: () => { setLook(i, sd); } }, SIDE_NAME[sd][0]));
    seg.append(...segBtns);
    const canvas = h("canvas", { class: "sky-canvas", role: "img" });
    const chips = h("ol", { class: "chips" });
    const card = { side: "south", el: null, title, segBtns, canvas, chips };
    card.paint = autoCanvas(canvas, (c, w, hh) => st && drawSkyline(c, w, hh, {
      side: card.side, heights: board.heights, stacks: board.stacks,
      preview: previewSpec(),
      hi: hi && hi.side === card.side ? hi.k : null,
      marks: marksFor(card.side), canvas,
    }));
    card.el = h("section", { class: "sky card" }, h("header", { class: "sky-head" }, title, seg), canvas, chips);
    return card;
  }

  function setLook(i, sd) {
    const key = st.seat ?? "all";
    look[key] = look[key] || cards.map((cd) => cd.side);
    look[key][i] = sd;
    renderCards();
    host.uiChanged?.();
  }

  function defaultLook() {
    const v = st.view;
    const ms = mine();
    if (ms.length >= 2) return ms.slice(0, 2);
    if (ms.length === 1) return [ms[0], v.seatSides[(st.seat + 1) % v.players][0]];
    return [v.seatSides[0][0], v.seatSides[1][0]];
  }

  function renderCards() {
    const v = st.view;
    const key = st.seat ?? "all";
    const sides = look[key] || defaultLook();
    const ms = mine();
    cards.forEach((cd, i) => {
      cd.side = sides[i];
      const owner = v.sides[SIDES.indexOf(cd.side)];
      const isMine = ms.includes(cd.side);
      fill(cd.title, `From the ${SIDE_NAME[cd.side]}`, h("small", null, owner != null ? ` · ${host.name(owner)}${isMine ? " (you)" : ""}` : " · nobody sits here"));
      cd.segBtns.forEach((b, j) => b.setAttribute("aria-pressed", String(SIDES[j] === cd.side)));
      cd.canvas.setAttribute("aria-label", `Skyline seen from the ${SIDE_NAME[cd.side]}, nearest lot first: ${describeLines(cd.side, board.heights)}.`);
      cd.el.className = `sky card${owner != null ? ` seat-c${owner}` : ""}${isMine ? " mine" : ""}`;
      // goals beside the lines: revealed results, the seat's own goals, or nothing
      const recSide = board.record?.sides.find((x) => x.side === cd.side);
      let goals = null;
      if (isMine) {
        goals = draftOf(cd.side) || v.myGoals.find((x) => x.side === cd.side)?.codes || null;
      }
      // Met-so-far hints, when the engine's view provides them (myLines: [{side, lines}]).
      const now = isMine && goals ? v.myLines?.find((x) => x.side === cd.side)?.lines : null;
      cd.chips.removeAttribute("data-goals-seat");
      if (recSide) fill(cd.chips, recSide.lines.map((l, k) => resultChip(k, l)));
      else {
        if (goals) cd.chips.setAttribute("data-goals-seat", st.seat);
        fill(cd.chips, [0, 1, 2, 3].map((k) => h("li", {
          class: "chip" + (goals ? " goal" : ""),
          onpointerenter: () => { hi = { side: cd.side, k }; preview(); }, onpointerleave: () => { hi = null; preview(); },
        },
        h("span", { class: "chip-line" }, `Line ${k + 1}`),
        goals ? h("span", { class: "chip-main" }, die(goals[k]), h("span", { class: "chip-cap" }, goals[k] ? CODES[goals[k]].short : "not chosen"))
          : h("span", { class: "chip-main muted" }, owner != null ? "goal secret" : "no goal"),
        now && now[k] ? h("span", { class: `chip-now ${now[k].met ? "on" : "off"}` }, `${now[k].met ? "✓" : "✗"} ${lineWhat(now[k])} now`) : null,
        goals && goals[k] ? h("span", { class: "sr" }, `: your goal ${goals[k]}, ${CODES[goals[k]].long}`) : null)));
      }
      cd.paint.redraw();
    });
  }

  const draftKey = () => `${st.view.round}:${st.seat}`;
  /** The goals being chosen (or changed) for one of the viewer's sides, while the form is open. */
  function draftOf(sd) {
    if (st.view.phase !== "goals" || !st.canAct || st.review) return null;
    const d = drafts[draftKey()], i = mine().indexOf(sd);
    return d && i >= 0 ? d.slice(i * 4, i * 4 + 4) : null;
  }

  function renderGoalForm() {
    const v = st.view;
    const need = v.phase === "goals" && st.canAct && !st.review;
    if (!need) {
      if (formKey) { fill(goalBox); formKey = null; hi = null; }
      goalBox.hidden = true;
      return;
    }
    goalBox.hidden = false;
    const key = draftKey();
    const sides = v.seatSides[st.seat];
    // Locked goals may be changed until the last seat locks theirs: a card
    // with the choice, and the form again (filled in) when asked for.
    if (v.goalsSet[st.seat] && !drafts[key]) {
      const lockedKey = `${key}:locked:${st.revisit}`;
      if (formKey === lockedKey && goalBox.firstChild) return;
      formKey = lockedKey;
      const change = () => {
        drafts[key] = sides.flatMap((sd) => v.myGoals.find((x) => x.side === sd)?.codes || [0, 0, 0, 0]);
        formKey = null; renderGoalForm(); renderCards(); markBoard(); boardPaint.redraw();
        goalBox.querySelector("select")?.focus();
      };
      fill(goalBox, h("div", { class: "goalform card", "data-goals-seat": st.seat },
        h("h2", null, `${host.name(st.seat)}, your goals are locked in`),
        h("p", { class: "small" }, "They are beside your lines on the board. Until the last player has locked theirs, you may still change them."),
        h("div", { class: "row" },
          h("button", { type: "button", class: "btn primary", "data-change-goals": "", onclick: change }, "Change my goals"),
          st.revisit ? h("button", { type: "button", class: "btn", "data-keep-goals": "", onclick: () => host.release?.() }, "Keep them and pass the device") : null)));
      return;
    }
    if (formKey === key && goalBox.firstChild) return;
    formKey = key;
    const draft = drafts[key] || (drafts[key] = Array(sides.length * 4).fill(0));
    const err = h("p", { class: "err", role: "alert" });
    const form = h("form", { class: "goalform card", "data-goals-seat": st.seat, onsubmit: (e) => {
      e.preventDefault();
      const missing = [];
      draft.forEach((code, i) => { if (!code) missing.push(`${SIDE_NAME[sides[i >> 2]]} line ${(i % 4) + 1}`); });
      if (missing.length) { err.textContent = `Pick a goal for every line. Still open: ${missing.join(", ")}.`; form.querySelector(`select[data-i="${draft.indexOf(0)}"]`)?.focus(); return; }
      if (host.act({ type: "goals", codes: draft.slice() }, { confirmed: true })) delete drafts[key];
    } },
    h("h2", null, `${host.name(st.seat)}, choose your secret goals`),
    h("p", { class: "small" }, sides.length > 1
      ? "You look at the city from two sides. For each side pick one goal per line; line 1 is on your left as you face the board from that side (see the numbers around the board)."
      : "Pick one goal per line; line 1 is on your left as you face the board (see the numbers along your edge of the board)."),
    sides.map((sd, si) => h("fieldset", { class: "gsides" },
      h("legend", null, `Looking from the ${SIDE_NAME[sd]}`),
      h("div", { class: "glines" }, [0, 1, 2, 3].map((k) => {
        const i = si * 4 + k;
        const say = (n) => n ? `${CODES[n].long} (${CODES[n].pts} points)` : "";
        const desc = h("small", { class: "gdesc", id: `gd-${st.seat}-${i}` }, say(draft[i]));
        return h("label", { class: "gl" },
          h("span", { class: "gl-name" }, `Line ${k + 1}`, h("small", null, k === 0 ? " · left" : k === 3 ? " · right" : "")),
          h("select", { "data-i": i, "data-side": sd, "data-line": k, "aria-label": `Goal for ${SIDE_NAME[sd]} line ${k + 1}${k === 0 ? " (left)" : k === 3 ? " (right)" : ""}`, "aria-describedby": desc.id,
            onchange: (e) => { draft[i] = Number(e.target.value) || 0; desc.textContent = say(draft[i]); err.textContent = ""; renderCards(); markBoard(); boardPaint.redraw(); },
            onfocus: () => { hi = { side: sd, k }; preview(); },
            onblur: () => { hi = null; preview(); } },
          h("option", { value: "" }, "Choose…"),
          [1, 2, 3, 4, 5, 6].map((n) => h("option", { value: n, selected: draft[i] === n }, `${n} · ${CODES[n].short}`))),
          desc);
      })))),
    h("details", { class: "codes" }, h("summary", null, "What the six goals mean"),
      h("dl", null, [1, 2, 3, 4, 5, 6].map((n) => [h("dt", null, die(n, "small"), ` ${CODES[n].short} · ${CODES[n].pts} points`), h("dd", null, CODES[n].long)]))),
    err,
    h("button", { type: "submit", class: "btn primary big" }, "Lock in my goals"));
    fill(goalBox, form);
  }

  return {
    update(s) {
      st = s;
      const v = s.view;
      const rec = s.lastEvents?.find((e) => e.type === "roundScored")?.record;
      const showRecord = (s.review && rec) || (s.over && v.history.length);
      const r = showRecord ? (rec || v.history[v.history.length - 1]) : null;
      board = r ? { heights: r.heights, stacks: r.stacks, record: r } : { heights: v.heights, stacks: v.stacks, record: null };
      caption.textContent = r ? `The finished city of round ${r.round}.` : s.review ? "Replay: the board at this move." : "";
      if (!s.canAct) hover = null;
      el.classList.toggle("goals", v.phase === "goals" && !s.review);
      renderGoalForm();
      renderCards();
      renderLots();
      renderHeights();
      markBoard();
      boardPaint.redraw();
    },
    getUi() { return { look }; },
    setUi(ui) { if (ui && typeof ui.look === "object") for (const k in ui.look) if (Array.isArray(ui.look[k]) && ui.look[k].every((x) => SIDES.includes(x))) look[k] = ui.look[k].slice(0, 2); },
    focus() {
      const sel = goalBox.querySelector("select");
      if (sel) sel.focus({ preventScroll: true });
      else if (st?.canAct && st.view.phase === "building") {
        // the block picker first while no height is chosen, else the board
        const hb = hBtns.find((b) => b.getAttribute("aria-pressed") === "true") ? null : hBtns.find((b) => !b.disabled);
        (height || !hb ? lotBtns[cursor ?? 0] : hb).focus({ preventScroll: true });
      }
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      boardPaint.stop();
      cards.forEach((cd) => cd.paint.stop());
      el.remove();
    },
  };
}
