// The board top-down: the tray, who sits at each edge, the 16 lots with their stacks, the
// viewer's line numbers and goals, and a ghost of the block being considered.
import { roundRect, t } from "./dom.js";
import { BLOCK, INK, SEAT, SIDE_NAME } from "./words.js";

// ---------- colour helpers ----------
export const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
export function mix(a, b, t) {
  const x = rgb(a),
    y = rgb(b);
  return `rgb(${x.map((v, i) => Math.round(v + (y[i] - v) * t)).join(",")})`;
}
export const shade = (hex, t) => mix(hex, t < 0 ? "#1c1010" : "#ffffff", Math.abs(t));

export function fitText(c, text, maxW, size, weight = 700) {
  let s = size;
  do {
    c.font = `${weight} ${s}px system-ui, sans-serif`;
    s -= 1;
  } while (s > 7 && c.measureText(text).width > maxW);
}

// ---------- top-down board ----------
/** Screen cell of a lot when `bottom` is the side nearest the viewer (`R`: the engine's rules). */
export function cellOf(R, bottom, lot) {
  const { k, d } = R.where[R.sides.indexOf(bottom)][lot];
  return { c: k, r: R.depth - 1 - d };
}
export const BOARD = { m: 0.12, g: 0.02 }; // margin and gap as fractions of the board's size

/** `o.rules`: the engine's rules (readRules), for the sides, the lots and their lines. */
export function drawBoard(c, W, H, o) {
  const R = o.rules,
    N = R.n,
    sides = R.sides;
  const S = Math.min(W, H),
    ox = (W - S) / 2,
    oy = (H - S) / 2;
  const m = S * BOARD.m,
    g = S * BOARD.g,
    cell = (S - 2 * m - (N - 1) * g) / N;
  const b = sides.indexOf(o.bottom);
  // wooden tray
  const wood = c.createLinearGradient(0, oy, 0, oy + S);
  wood.addColorStop(0, "#c0905c");
  wood.addColorStop(1, "#94663f");
  c.save();
  c.shadowColor = "rgba(60,35,15,.35)";
  c.shadowBlur = S * 0.03;
  c.shadowOffsetY = S * 0.01;
  roundRect(c, ox + m * 0.42, oy + m * 0.42, S - m * 0.84, S - m * 0.84, S * 0.035);
  c.fillStyle = wood;
  c.fill();
  c.restore();
  roundRect(c, ox + m - g * 1.3, oy + m - g * 1.3, S - 2 * m + g * 2.6, S - 2 * m + g * 2.6, S * 0.02);
  c.fillStyle = "#7b5232";
  c.fill();
  // edges: who sits where (the sides come clockwise, so each next one is an edge further round)
  for (let e = 0; e < sides.length; e++) {
    const side = sides[(b + e) % sides.length];
    const owner = o.owners[sides.indexOf(side)];
    const mine = o.mine.includes(side);
    const who = owner != null ? o.name(owner) : "";
    const text = t(SIDE_NAME[side]) + (who ? ` · ${mine ? t("{name} (you)", { name: who }) : who}` : "");
    c.save();
    c.translate(ox + S / 2, oy + S / 2);
    c.rotate([0, Math.PI / 2, Math.PI, -Math.PI / 2][e]);
    // after rotating, this edge is at the bottom
    const y = S / 2 - m * 0.21;
    if (owner != null) {
      c.fillStyle = SEAT[owner];
      roundRect(c, -S * 0.3, S / 2 - m * 0.44 - 1, S * 0.6, m * 0.07 + (mine ? 2 : 0), 2);
      c.fill();
    }
    c.fillStyle = owner != null ? "#3b2a1c" : "#8b7b6c";
    fitText(c, text, S * 0.8, Math.round(Math.max(10, S * 0.032)), mine ? 800 : 600);
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.translate(0, y);
    if (e === 2) c.rotate(Math.PI); // keep the far label upright
    c.fillText(text, 0, 0);
    c.restore();
  }
  const heights = o.heights,
    stacks = o.stacks;
  let maxTotal = 6;
  const lots = R.lotNames.length;
  for (let lot = 0; lot < lots; lot++) maxTotal = Math.max(maxTotal, heights[lot] + (o.preview?.lot === lot ? o.preview.height : 0));
  const unit = Math.min(cell * 0.032, (cell * 0.25) / maxTotal);
  const hiLots = o.hi ? R.linesOf(o.hi.side)[o.hi.k] : [];
  for (let lot = 0; lot < lots; lot++) {
    const { c: col, r } = cellOf(R, o.bottom, lot);
    const x = ox + m + col * (cell + g),
      y = oy + m + r * (cell + g);
    roundRect(c, x, y, cell, cell, cell * 0.08);
    c.fillStyle = hiLots.includes(lot) ? "#f7e2a8" : "#efe3cc";
    c.fill();
    c.strokeStyle = hiLots.includes(lot) ? "#c4532f" : "#cdb894";
    c.lineWidth = hiLots.includes(lot) ? 2.5 : 1;
    c.stroke();
    c.fillStyle = "#a08c74";
    c.font = `600 ${Math.max(9, cell * 0.13)}px system-ui, sans-serif`;
    c.textAlign = "left";
    c.textBaseline = "top";
    c.fillText(R.lotNames[lot], x + cell * 0.06, y + cell * 0.05);
    const pv = o.preview?.lot === lot ? o.preview.height : 0;
    drawStack(c, x, y, cell, stacks[lot], heights[lot], unit, pv);
    if (o.last === lot) {
      c.beginPath();
      c.arc(x + cell * 0.88, y + cell * 0.12, cell * 0.075, 0, 7);
      c.fillStyle = "#c4532f";
      c.fill();
      c.lineWidth = 2;
      c.strokeStyle = "#fff";
      c.stroke();
    }
  }
  // line numbers along the viewer's own sides
  for (const side of o.mine) {
    const e = (sides.indexOf(side) - b + sides.length) % sides.length;
    for (let k = 0; k < N; k++) {
      const { c: col, r } = cellOf(R, o.bottom, R.linesOf(side)[k][0]);
      let cx = ox + m + col * (cell + g) + cell / 2,
        cy = oy + m + r * (cell + g) + cell / 2;
      const out = cell / 2 + m * 0.3;
      if (e === 0) cy += out;
      else if (e === 1) cx -= out;
      else if (e === 2) cy -= out;
      else cx += out;
      const hot = o.hi && o.hi.side === side && o.hi.k === k;
      // the seat's goal for this line, as a die beside the line's number
      const code = o.goals?.[side]?.[k];
      if (code) {
        const along = m * 0.25,
          ds = m * 0.4;
        const [nx, ny] = e % 2 === 0 ? [along, 0] : [0, along];
        const dx = cx + nx,
          dy = cy + ny;
        cx -= nx;
        cy -= ny;
        roundRect(c, dx - ds / 2, dy - ds / 2, ds, ds, ds * 0.2);
        c.fillStyle = "#2b2338";
        c.fill();
        c.fillStyle = "#ffd98a";
        c.font = `800 ${Math.max(9, ds * 0.66)}px system-ui, sans-serif`;
        c.textAlign = "center";
        c.textBaseline = "middle";
        c.fillText(String(code), dx, dy + 0.5);
      }
      c.beginPath();
      c.arc(cx, cy, m * 0.2, 0, 7);
      c.fillStyle = hot ? "#c4532f" : "#fff6e6";
      c.fill();
      c.fillStyle = hot ? "#fff" : "#5a3b22";
      c.font = `800 ${Math.max(9, m * 0.26)}px system-ui, sans-serif`;
      c.textAlign = "center";
      c.textBaseline = "middle";
      c.fillText(String(k + 1), cx, cy + 0.5);
    }
  }
}

export function drawStack(c, x, y, cell, stack, total, unit, pv) {
  if (!total && !pv) return;
  const w = cell * 0.64,
    x0 = x + (cell - w) / 2,
    yg = y + cell * 0.95 - w;
  const E = total * unit,
    Ep = (total + pv) * unit;
  if (total) {
    c.fillStyle = "rgba(70,45,20,.22)";
    roundRect(c, x0 + w * 0.1, yg + w * 0.12, w, w * 0.95, w * 0.12);
    c.fill();
    // front face: one band per block, bottom first
    let yb = yg + w;
    for (const bh of stack) {
      const t = bh * unit;
      c.fillStyle = shade(BLOCK[bh - 1], -0.2);
      c.fillRect(x0, yb - t, w, t);
      c.fillStyle = "rgba(30,15,10,.3)";
      c.fillRect(x0, yb - t, w, 1);
      yb -= t;
    }
    const top = stack[stack.length - 1];
    roundRect(c, x0, yg - E, w, w, w * 0.1);
    c.fillStyle = BLOCK[top - 1];
    c.fill();
    c.strokeStyle = shade(BLOCK[top - 1], -0.35);
    c.lineWidth = 1;
    c.stroke();
    c.fillStyle = INK[top - 1];
    c.textAlign = "center";
    c.textBaseline = "middle";
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
    c.fillStyle = mix(BLOCK[pv - 1], "#ffffff", 0.35);
    c.fill();
    c.setLineDash([4, 3]);
    c.lineWidth = 2;
    c.strokeStyle = "#2b2338";
    c.stroke();
    c.setLineDash([]);
    c.fillStyle = "#2b2338";
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.font = `800 ${Math.round(w * 0.3)}px system-ui, sans-serif`;
    c.fillText(`+${pv}`, x0 + w / 2, yg - Ep + w * 0.36);
    c.font = `700 ${Math.round(w * 0.2)}px system-ui, sans-serif`;
    c.fillText(`= ${total + pv}`, x0 + w / 2, yg - Ep + w * 0.72);
    c.restore();
  }
}
