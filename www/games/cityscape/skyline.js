// A skyline seen from one side: the buildings of each line, nearest in front, with what the
// engine marked (seen, twins, the tallest) and, under them, each line's heights in text.

import { fitText, mix, shade } from "./board.js";
import { t } from "./dom.js";
import { BLOCK } from "./words.js";

// ---------- skyline from one side ----------
const STARS = Array.from({ length: 22 }, (_, i) => [(i * 0.618034) % 1, ((i * 0.381966 * 7) % 1) * 0.5, i % 3]);

/** `o.lines`: the side's lines of lots, nearest first (the engine's; the chooser's picture
 * brings its own). */
export function drawSkyline(c, W, H, o) {
  const lines = o.lines,
    N = lines.length,
    depth = lines[0].length;
  const rows = o.plain ? 0 : o.marks ? 3 : 2;
  const fs = Math.round(Math.max(10, Math.min(12.5, W / 52)));
  const G = o.plain ? Math.max(16, H * 0.12) : rows * (fs + 3) + 6,
    ground = H - G;
  const sky = c.createLinearGradient(0, 0, 0, ground);
  sky.addColorStop(0, "#27244a");
  sky.addColorStop(0.55, "#74496f");
  sky.addColorStop(1, "#f0a25c");
  c.fillStyle = sky;
  c.fillRect(0, 0, W, ground);
  for (const [x, y, k] of STARS) {
    c.fillStyle = `rgba(255,245,220,${0.35 + k * 0.2})`;
    c.fillRect(x * W, y * ground, k ? 1.5 : 1, k ? 1.5 : 1);
  }
  const sunX = W * 0.8,
    sunY = ground - H * 0.04,
    sr = H * 0.2;
  const glow = c.createRadialGradient(sunX, sunY, sr * 0.2, sunX, sunY, sr * 1.6);
  glow.addColorStop(0, "rgba(255,214,130,.9)");
  glow.addColorStop(0.4, "rgba(255,190,110,.35)");
  glow.addColorStop(1, "rgba(255,180,100,0)");
  c.fillStyle = glow;
  c.fillRect(0, 0, W, ground);
  c.beginPath();
  c.arc(sunX, sunY, sr * 0.42, 0, 7);
  c.fillStyle = "#ffd98a";
  c.fill();

  const pad = W * 0.015,
    pw = (W - 2 * pad) / N,
    bw = pw * 0.5,
    sx = (pw * 0.86 - bw) / (depth - 1);
  const tot = (lot) => o.heights[lot] + (o.preview?.lot === lot ? o.preview.height : 0);
  const r = Math.round(Math.max(7, Math.min(10, bw * 0.2)));
  let maxH = 6;
  for (const lot of lines.flat()) maxH = Math.max(maxH, tot(lot));
  const unit = (ground - (o.marks ? 2 * r + 8 : Math.max(20, H * 0.13))) / maxH;
  const ghosts = [];
  const xOf = (k, d) => pad + k * pw + pw * 0.07 + d * sx;
  for (let k = 0; k < N; k++) {
    const px = pad + k * pw;
    if (o.hi === k) {
      c.fillStyle = "rgba(255,244,214,.16)";
      c.fillRect(px, 0, pw, ground);
    }
    const m = o.marks?.[k];
    for (let d = depth - 1; d >= 0; d--) {
      const lot = lines[k][d];
      const x = xOf(k, d);
      const pv = o.preview?.lot === lot ? o.preview.height : 0;
      // a building nobody can see from this edge is faded
      const faded = !!m && o.heights[lot] > 0 && !m.seen[d];
      drawTower(c, x, ground, bw, unit, o.stacks[lot], o.heights[lot], d, lot, pv, faded);
      if (m && o.heights[lot]) {
        const top = ground - o.heights[lot] * unit;
        // twins: a cyan roof line; the tallest in the city: a gold one
        if (m.twins[d]) {
          c.fillStyle = "#7fe3f0";
          c.fillRect(x - 1, top - 4, bw + 2, 3);
        }
        if (m.top[d]) {
          c.fillStyle = "#ffd24a";
          c.fillRect(x - 1, top - (m.twins[d] ? 7 : 4), bw + 2, 3);
        }
      }
      if (pv) ghosts.push([x, ground - tot(lot) * unit, bw, pv * unit]);
    }
  }
  // numbered badges on the buildings seen at eye level (front first), never overlapping
  const labels = [];
  const drawn = [];
  const clear = (b) => labels.every((a) => b.x + b.w <= a.x || a.x + a.w <= b.x || b.y + b.h <= a.y || a.y + a.h <= b.y);
  for (let k = 0; k < N && o.marks; k++) {
    const m = o.marks[k];
    let n = 0,
      twins = 0;
    for (let d = 0; d < depth; d++) {
      const lot = lines[k][d];
      if (m.twins[d] && o.heights[lot]) twins++;
      if (!m.seen[d] || !o.heights[lot]) continue;
      n++;
      const cx = xOf(k, d) + bw / 2;
      let b = { x: cx - r, y: ground - o.heights[lot] * unit - 2 * r - 6, w: 2 * r, h: 2 * r };
      // slide up, then sideways, until the badge is clear of every other label
      for (let i = 0; i < 12 && !clear(b); i++)
        b = i < 6 && b.y - 2 * r - 2 >= 0 ? { ...b, y: b.y - 2 * r - 2 } : { ...b, x: b.x + r, y: Math.max(0, b.y) };
      b.y = Math.max(0, b.y);
      labels.push({ ...b, text: String(n), k, d });
      c.beginPath();
      c.arc(b.x + r, b.y + r, r, 0, 7);
      c.fillStyle = "#fff6e6";
      c.fill();
      c.lineWidth = 2;
      c.strokeStyle = "#c4532f";
      c.stroke();
      c.fillStyle = "#2b1d18";
      c.font = `800 ${Math.round(r * 1.2)}px system-ui, sans-serif`;
      c.textAlign = "center";
      c.textBaseline = "middle";
      c.fillText(String(n), b.x + r, b.y + r + 0.5);
    }
    drawn.push({ seen: n, twins });
  }
  // ground: per line its number, the heights nearest first, and what counts
  c.fillStyle = "#2f2836";
  c.fillRect(0, ground, W, G);
  c.fillStyle = "#4a3f4f";
  c.fillRect(0, ground, W, 2);
  c.textAlign = "center";
  c.textBaseline = "middle";
  for (let k = 0; k < N && !o.plain; k++) {
    const cx = pad + k * pw + pw / 2,
      maxW = pw - 6;
    const hs = lines[k].map((lot) => o.heights[lot]);
    const m = o.marks?.[k];
    const seen = drawn[k]?.seen ?? 0;
    const texts = [
      m ? t("line {k} · {n} seen", { k: k + 1, n: seen }) : t("line {k}", { k: k + 1 }),
      hs.some((x) => x) ? hs.map((x) => x || "–").join(" ") : t("empty"),
    ];
    if (m) {
      const twinH = [...new Set(hs.filter((x, d) => m.twins[d] && x))];
      const topH = hs.find((x, d) => m.top[d] && x);
      texts.push(
        [twinH.length ? t("twins {h}", { h: twinH.join(", ") }) : "", topH ? t("tallest {h}", { h: topH }) : ""]
          .filter(Boolean)
          .join(" · "),
      );
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
    o.canvas.dataset.labels = JSON.stringify(
      labels.map((b) => [
        Math.round(b.x * 10) / 10,
        Math.round(b.y * 10) / 10,
        Math.round(b.w * 10) / 10,
        Math.round(b.h * 10) / 10,
        b.text,
      ]),
    );
    o.canvas.dataset.counted = JSON.stringify(drawn);
  }
  // the block being considered, outlined over everything so it can be found
  c.setLineDash([4, 3]);
  c.lineWidth = 1.5;
  c.strokeStyle = "rgba(255,255,255,.9)";
  for (const [x, y, w, hh] of ghosts) c.strokeRect(x + 0.5, y + 0.5, w - 1, hh - 1);
  c.setLineDash([]);
}

function drawTower(c, x, ground, bw, unit, stack, total, d, lot, pv, faded) {
  const haze = Math.min(0.8, d * 0.17 + (faded ? 0.45 : 0)),
    hazeTo = "#8d6b8a";
  const side = Math.max(3, bw * 0.12);
  let y = ground;
  for (let i = 0; i < stack.length; i++) {
    const bh = stack[i],
      t = bh * unit,
      col = BLOCK[bh - 1];
    c.fillStyle = mix(shade(col, -0.35), hazeTo, haze);
    c.fillRect(x + bw, y - t, side, t);
    c.fillStyle = mix(col, hazeTo, haze);
    c.fillRect(x, y - t, bw, t);
    // windows, one row per unit of height
    if (unit >= 7) {
      const cols = bw > 46 ? 3 : 2,
        ww = bw * 0.13,
        wh = Math.min(unit * 0.42, 7);
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
    c.fillStyle = "rgba(30,15,25,.35)";
    c.fillRect(x, y - t, bw + side, 1);
    y -= t;
  }
  if (total) {
    c.fillStyle = "rgba(30,15,25,.45)";
    c.fillRect(x - 1, y - 2, bw + side + 2, 3); // roof cap
  }
  if (faded && total) {
    // hidden from this edge: a dashed outline instead of a solid face
    c.save();
    c.setLineDash([3, 3]);
    c.strokeStyle = "rgba(255,240,220,.55)";
    c.lineWidth = 1;
    c.strokeRect(x + 0.5, y + 0.5, bw - 1, total * unit - 1);
    c.restore();
  }
  if (pv) {
    const t = pv * unit;
    c.save();
    c.globalAlpha = 0.55;
    c.fillStyle = BLOCK[pv - 1];
    c.fillRect(x, y - t, bw, t);
    c.restore();
  }
}

/** A side's lines (`lines`: its lots, nearest first) in words. */
export function describeLines(lines, heights) {
  return lines
    .map((lots, k) =>
      t("line {k}: {heights}", {
        k: k + 1,
        heights: lots.map((lot) => heights[lot] || t("empty")).join(", "),
      }),
    )
    .join("; ");
}
