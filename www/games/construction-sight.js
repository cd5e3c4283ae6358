// Construction Sight view module: draws each player's 10×10 sheet with its ring of park
// goals, and collects buildings, plazas, door choices, goal writing (blank sheet) and
// "stop for good". The engine decides every rule: placements are judged by its `check`
// and `query` answers (legalActions is null for this game), scores and goal marks come
// from its view. This file only draws, asks and explains.
import { h, fill, autoCanvas, roundRect } from "../dom.js";

const SIDES = ["top", "right", "bottom", "left"];
const SIDE_NAME = { top: "Top", right: "Right", bottom: "Bottom", left: "Left" };
const COLS = "ABCDEFGHIJ";
const NEXT = "Next roll"; // the step that reveals the next roll after a placement (host.act reveal)
const cellName = (c) => `${COLS[c % 10]}${Math.floor(c / 10) + 1}`;
const colOf = (c) => c % 10, rowOf = (c) => Math.floor(c / 10);
const num = (n) => n < 0 ? `−${-n}` : String(n);
const signed = (n) => n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
const plural = (n, one, many = one + "s") => `${n} ${n === 1 ? one : many}`;
const nice = (reason) => String(reason || "").replace(/column (\d+), row (\d+)/g, (_, c, r) => Number(c) < 10 && Number(r) < 10 ? cellName(Number(r) * 10 + Number(c)) : `column ${c}, row ${r}`).replace(/cell (\d+)/g, (_, n) => `cell ${cellName(Number(n))}`).replace(/door (\d+)/g, (_, n) => `door ${cellName(Number(n))}`).replace(/door\(s\)/g, "doors");
// Heights 1–6, light to dark; ink that reads on each.
const HEIGHT = ["#f7e9c0", "#f2c25f", "#e58a4a", "#c4533f", "#8d4668", "#4b3d6e"];
const HINK = ["#3b2a1c", "#3b2a1c", "#2b1a12", "#fff8ee", "#fff8ee", "#fff8ee"];
const SEATC = ["#c4532f", "#2d6e89", "#b9821a", "#6f4f9a", "#2f7d4d", "#b0406f", "#4d5a6b", "#8a5a2b"];
const PLAZA = "#cfe2c6", PLAZA_INK = "#2f5a34";

/** The park space's name for people: "top of column C", "left of row 4". */
function parkName(p) {
  const side = SIDES[Math.floor(p / 10)], i = p % 10;
  return side === "top" || side === "bottom" ? `${side} of column ${COLS[i]}` : `${side} end of row ${i + 1}`;
}
/** Cells along park space p's sightline, nearest first. */
function lineCells(p) {
  const side = Math.floor(p / 10), i = p % 10;
  return Array.from({ length: 10 }, (_, d) => [d * 10 + i, i * 10 + 9 - d, (9 - d) * 10 + i, i * 10 + d][side]);
}
/** Position of park space p on the 12×12 drawing grid (city cells are 1..10). */
function parkPos(p) {
  const side = Math.floor(p / 10), i = p % 10;
  return [[i + 1, 0], [11, i + 1], [i + 1, 11], [0, i + 1]][side];
}

// ---------- dice ----------
const PIPS = { 1: [[12, 12]], 2: [[7, 7], [17, 17]], 3: [[7, 7], [12, 12], [17, 17]], 4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]], 6: [[7, 7], [17, 7], [7, 12], [17, 12], [7, 17], [17, 17]] };
function dieSvg(n, cls = "") {
  const pips = (PIPS[n] || []).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.3"/>`).join("");
  return h("span", { class: `csi-die ${cls}`, "aria-hidden": "true", html: `<svg viewBox="0 0 24 24"><rect x="1" y="1" width="22" height="22" rx="5"/>${pips}</svg>` });
}

// ---------- stylesheet, once ----------
function ensureCss() {
  if (document.querySelector("link[data-csi-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL("./construction-sight.css", import.meta.url).href;
  link.setAttribute("data-csi-css", "");
  document.head.append(link);
}

// ---------- drawing the sheet ----------

function geom(W, H) {
  const S = Math.min(W, H), u = S / 12;
  return { S, u, ox: (W - S) / 2, oy: (H - S) / 2 };
}

function drawDoor(c, x, y, u, filled, hot) {
  const w = u * 0.36, hh = u * 0.5, dx = x + (u - w) / 2, dy = y + u * 0.88 - hh;
  c.beginPath();
  c.moveTo(dx, dy + hh); c.lineTo(dx, dy + w / 2); c.arc(dx + w / 2, dy + w / 2, w / 2, Math.PI, 0); c.lineTo(dx + w, dy + hh); c.closePath();
  c.fillStyle = filled ? "#2a211c" : "#fffaf2"; c.fill();
  c.lineWidth = Math.max(1.2, u * 0.05); c.strokeStyle = hot ? "#c4532f" : "#2a211c"; c.stroke();
  if (!filled) { c.beginPath(); c.arc(dx + w * 0.72, dy + hh * 0.62, Math.max(1, u * 0.03), 0, 7); c.fillStyle = "#2a211c"; c.fill(); }
  if (hot) { c.beginPath(); c.arc(x + u / 2, y + u / 2, u * 0.44, 0, 7); c.lineWidth = Math.max(2, u * 0.07); c.strokeStyle = "#c4532f"; c.stroke(); }
}

/**
 * o: {sheet, drafts (park → goal shown lightly), preview: {cells, ok, height, doors, perim}, plaza: {cells:Set, doors:Set},
 *     hiLine (park index), hiCell, mini}
 */
function drawSheet(c, W, H, o) {
  const { S, u, ox, oy } = geom(W, H);
  const sh = o.sheet;
  if (!sh) return;
  const X = (col) => ox + (col + 1) * u, Y = (row) => oy + (row + 1) * u;
  // paper and park
  roundRect(c, ox, oy, S, S, u * 0.45);
  c.fillStyle = "#e3efd3"; c.fill();
  c.save(); roundRect(c, ox, oy, S, S, u * 0.45); c.clip();
  c.fillStyle = "rgba(95,140,80,.16)";
  for (let i = 0; i < 60; i++) { // little shrubs in the park ring (fixed pattern)
    const a = (i * 0.618034) % 1, b = (i * 0.754877) % 1;
    const side = i % 4, t = a * S, d = b * u * 0.9;
    const [px, py] = [[ox + t, oy + d], [ox + S - d, oy + t], [ox + t, oy + S - d], [ox + d, oy + t]][side];
    c.beginPath(); c.arc(px, py, u * (0.06 + 0.05 * b), 0, 7); c.fill();
  }
  c.restore();
  c.fillStyle = "#fffdf7"; c.fillRect(X(0), Y(0), 10 * u, 10 * u);
  // highlighted line
  const hiCells = o.hiLine != null ? new Set(lineCells(o.hiLine)) : null;
  if (hiCells) { c.fillStyle = "#fff0c2"; for (const cell of hiCells) c.fillRect(X(colOf(cell)), Y(rowOf(cell)), u, u); }
  // graph-paper grid
  c.strokeStyle = "#c9d8e4"; c.lineWidth = 1;
  c.beginPath();
  for (let i = 0; i <= 10; i++) { c.moveTo(X(i), Y(0)); c.lineTo(X(i), Y(10)); c.moveTo(X(0), Y(i)); c.lineTo(X(10), Y(i)); }
  c.stroke();
  // structures
  const cells = sh.cells || [];
  const structs = sh.structures || [];
  structs.forEach((st, si) => {
    const plaza = st.kind === "plaza";
    const fillC = plaza ? PLAZA : HEIGHT[st.height - 1];
    for (const cell of st.cells) {
      const x = X(colOf(cell)), y = Y(rowOf(cell));
      c.fillStyle = fillC; c.fillRect(x, y, u, u);
      if (plaza) { // paving
        c.fillStyle = "rgba(47,90,52,.18)";
        c.fillRect(x + u * 0.2, y + u * 0.2, u * 0.08, u * 0.08); c.fillRect(x + u * 0.66, y + u * 0.6, u * 0.08, u * 0.08);
      }
      if (hiCells && hiCells.has(cell)) { c.fillStyle = "rgba(255,220,120,.35)"; c.fillRect(x, y, u, u); }
    }
    outline(c, st.cells, (cell) => cells[cell] === si, X, Y, u, plaza ? PLAZA_INK : "#3b2a1c", Math.max(1.5, u * 0.07));
    // the number: at the middle of a building, near the middle of a plaza
    const cx = st.cells.reduce((s, k) => s + colOf(k), 0) / st.cells.length, cy = st.cells.reduce((s, k) => s + rowOf(k), 0) / st.cells.length;
    let at = st.cells[0], best = 1e9;
    for (const k of st.cells) { const d = (colOf(k) - cx) ** 2 + (rowOf(k) - cy) ** 2; if (d < best && !(st.doors || []).some((dr) => dr.cell === k)) { best = d; at = k; } }
    const big = !plaza && st.cells.length > 1 && !(st.doors || []).length ? 1.35 : 1;
    const lx = plaza ? X(colOf(at)) + u / 2 : X(cx) + u / 2, ly = plaza ? Y(rowOf(at)) + u / 2 : Y(cy) + u / 2;
    const spot = plaza || (st.doors || []).some((dr) => Math.abs(colOf(dr.cell) - cx) < 0.6 && Math.abs(rowOf(dr.cell) - cy) < 0.6) ? [X(colOf(at)) + u / 2, Y(rowOf(at)) + u / 2] : [lx, ly];
    c.font = `800 ${Math.round(u * 0.62 * big)}px system-ui, sans-serif`;
    c.textAlign = "center"; c.textBaseline = "middle";
    c.fillStyle = plaza ? PLAZA_INK : HINK[st.height - 1];
    c.fillText(String(st.height), spot[0], spot[1] + 1);
    for (const dr of st.doors || []) drawDoor(c, X(colOf(dr.cell)), Y(rowOf(dr.cell)), u, dr.filled, o.plaza?.doors.has(dr.cell));
  });
  // plaza being painted
  if (o.plaza) {
    for (const cell of o.plaza.cells) {
      c.fillStyle = "rgba(120,180,110,.55)"; c.fillRect(X(colOf(cell)), Y(rowOf(cell)), u, u);
    }
    c.setLineDash([5, 3]);
    outline(c, [...o.plaza.cells], (k) => o.plaza.cells.has(k), X, Y, u, PLAZA_INK, Math.max(2, u * 0.08), "butt");
    c.setLineDash([]);
    if (o.plaza.wantDoors) for (const st of structs) for (const dr of st.doors || []) if (!dr.filled && !o.plaza.doors.has(dr.cell)) {
      c.beginPath(); c.arc(X(colOf(dr.cell)) + u / 2, Y(rowOf(dr.cell)) + u / 2, u * 0.44, 0, 7);
      c.setLineDash([3, 3]); c.lineWidth = 1.5; c.strokeStyle = "#c4532f"; c.stroke(); c.setLineDash([]);
    }
  }
  // building preview
  const pv = o.preview;
  if (pv) {
    const set = new Set(pv.cells.filter((k) => k >= 0));
    for (const cell of set) {
      const x = X(colOf(cell)), y = Y(rowOf(cell));
      c.fillStyle = pv.ok ? hexA(HEIGHT[pv.height - 1], 0.8) : "rgba(200,60,40,.22)"; c.fillRect(x, y, u, u);
      if (pv.ok) { // light "under construction" stripes
        c.save(); c.beginPath(); c.rect(x, y, u, u); c.clip();
        c.strokeStyle = "rgba(255,255,255,.45)"; c.lineWidth = u * 0.12; c.beginPath();
        for (let t = -u; t < u; t += u / 2.5) { c.moveTo(x + t, y); c.lineTo(x + t + u, y + u); }
        c.stroke(); c.restore();
      }
      if (!pv.ok) { // hatching: not colour alone
        c.save(); c.beginPath(); c.rect(x, y, u, u); c.clip();
        c.strokeStyle = "rgba(163,58,42,.7)"; c.lineWidth = 1.5; c.beginPath();
        for (let t = -u; t < u; t += u / 3) { c.moveTo(x + t, y + u); c.lineTo(x + t + u, y); }
        c.stroke(); c.restore();
      }
      if (pv.perim && pv.perim.has(cell) && !pv.doors.has(cell)) {
        c.setLineDash([3, 3]); c.strokeStyle = "#2a211c"; c.lineWidth = 1.2; c.strokeRect(x + u * 0.12, y + u * 0.12, u * 0.76, u * 0.76); c.setLineDash([]);
      }
    }
    // the new building: a thick dashed outline (white under the dashes), never mistaken for a drawn one
    outline(c, [...set], (k) => set.has(k), X, Y, u, "#fffdf7", Math.max(3, u * 0.12));
    c.setLineDash([Math.max(5, u * 0.22), Math.max(3, u * 0.12)]);
    outline(c, [...set], (k) => set.has(k), X, Y, u, pv.ok ? "#c4532f" : "#a33a2a", Math.max(3, u * 0.12), "butt");
    c.setLineDash([]);
    if (set.size) {
      const xs = [...set].map(colOf), ys = [...set].map(rowOf);
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2, cy = (Math.min(...ys) + Math.max(...ys)) / 2;
      c.font = `800 ${Math.round(u * 0.7)}px system-ui, sans-serif`; c.textAlign = "center"; c.textBaseline = "middle";
      c.fillStyle = pv.ok ? HINK[pv.height - 1] : "#a33a2a";
      c.fillText(pv.ok ? String(pv.height) : "✕", X(cx) + u / 2, Y(cy) + u / 2 + 1);
    }
    for (const d of pv.doors) drawDoor(c, X(colOf(d)), Y(rowOf(d)), u, false, false);
  }
  // city border
  c.strokeStyle = "#5a4a3c"; c.lineWidth = Math.max(1.5, u * 0.05); c.strokeRect(X(0), Y(0), 10 * u, 10 * u);
  // park spaces: goal, marks by shape (circle = guaranteed, cross = impossible)
  (sh.parks || []).forEach((pk, p) => {
    const [gx, gy] = parkPos(p);
    const x = ox + gx * u, y = oy + gy * u, cx = x + u / 2, cy = y + u / 2;
    const hot = o.hiLine === p;
    if (o.setupSide != null && Math.floor(p / 10) === o.setupSide) { c.fillStyle = "rgba(255,217,138,.55)"; c.fillRect(x + 1, y + 1, u - 2, u - 2); }
    if (hot) { c.beginPath(); c.arc(cx, cy, u * 0.46, 0, 7); c.fillStyle = "#fff0c2"; c.fill(); }
    const draft = o.drafts?.[p];
    const goal = pk.goal ?? draft ?? null;
    c.textAlign = "center"; c.textBaseline = "middle";
    if (goal == null) {
      c.beginPath(); c.arc(cx, cy, u * 0.3, 0, 7); c.setLineDash([2, 3]); c.strokeStyle = "rgba(60,80,50,.55)"; c.lineWidth = 1.2; c.stroke(); c.setLineDash([]);
      if (o.secret) { c.font = `700 ${Math.round(u * 0.38)}px system-ui, sans-serif`; c.fillStyle = "rgba(60,80,50,.7)"; c.fillText("?", cx, cy + 1); }
      return;
    }
    const imp = pk.goal != null && pk.mark === "impossible", sure = pk.goal != null && pk.mark === "guaranteed";
    c.font = `800 ${Math.round(u * 0.56)}px system-ui, sans-serif`;
    c.fillStyle = pk.goal == null ? "#8a6a2a" : imp ? "rgba(42,33,28,.6)" : "#1f2a1a";
    c.fillText(String(goal), cx, cy + 1);
    if (pk.goal == null) { c.beginPath(); c.arc(cx, cy, u * 0.34, 0, 7); c.setLineDash([3, 2]); c.strokeStyle = "#8a6a2a"; c.lineWidth = 1.5; c.stroke(); c.setLineDash([]); }
    if (sure) { c.beginPath(); c.arc(cx, cy, u * 0.36, 0, 7); c.strokeStyle = "#1d6b3a"; c.lineWidth = Math.max(2, u * 0.08); c.stroke(); }
    if (imp) {
      const r = u * 0.3;
      c.beginPath(); c.moveTo(cx - r, cy - r); c.lineTo(cx + r, cy + r); c.moveTo(cx + r, cy - r); c.lineTo(cx - r, cy + r);
      c.strokeStyle = "rgba(163,58,42,.85)"; c.lineWidth = Math.max(1.6, u * 0.055); c.lineCap = "round"; c.stroke(); c.lineCap = "butt";
    }
    // how many structures it sees now: a small badge on the corner towards the city
    if (!o.mini && u >= 24 && pk.goal != null && (sh.structures || []).length) {
      const side = Math.floor(p / 10);
      const [tx, ty] = [[x + u * 0.86, y + u * 0.84], [x + u * 0.16, y + u * 0.86], [x + u * 0.86, y + u * 0.16], [x + u * 0.84, y + u * 0.86]][side];
      const r = u * 0.15;
      c.beginPath(); c.arc(tx, ty, r, 0, 7);
      c.fillStyle = pk.met ? "#1d6b3a" : "#fffdf7"; c.fill();
      c.lineWidth = 1; c.strokeStyle = pk.met ? "#1d6b3a" : "#8a9a80"; c.stroke();
      c.font = `700 ${Math.round(u * 0.2)}px system-ui, sans-serif`;
      c.fillStyle = pk.met ? "#fff" : "#4a5a42";
      c.fillText(String(pk.visible), tx, ty + 0.5);
    }
  });
}

function hexA(hex, a) {
  const n = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${n.join(",")},${a})`;
}

/** Strokes the outer edges of a set of cells. */
function outline(c, list, inSet, X, Y, u, color, width, cap = "square") {
  c.strokeStyle = color; c.lineWidth = width; c.lineCap = cap;
  c.beginPath();
  for (const k of list) {
    const col = colOf(k), row = rowOf(k), x = X(col), y = Y(row);
    if (row === 0 || !inSet(k - 10)) { c.moveTo(x, y); c.lineTo(x + u, y); }
    if (row === 9 || !inSet(k + 10)) { c.moveTo(x, y + u); c.lineTo(x + u, y + u); }
    if (col === 0 || !inSet(k - 1)) { c.moveTo(x, y); c.lineTo(x, y + u); }
    if (col === 9 || !inSet(k + 1)) { c.moveTo(x + u, y); c.lineTo(x + u, y + u); }
  }
  c.stroke(); c.lineCap = "butt";
}

// ---------- words ----------
function sheetSummary(sh, name) {
  if (!sh) return "";
  const s = sh.score;
  const met = sh.parks.filter((p) => p.met).length;
  const sure = sh.parks.filter((p) => p.mark === "guaranteed").length, gone = sh.parks.filter((p) => p.mark === "impossible").length;
  return `${name}'s sheet: ${plural(sh.structures.length, "structure")}, ${sh.emptyCells} empty cells, ${met} of 40 park goals met now (${sure} guaranteed, ${gone} impossible), ${plural(sh.filledDoors, "filled door")}, ${plural(sh.unfilledDoors, "unfilled door")}. Score now ${num(s.total)}.`;
}

function cellWords(sh, cell) {
  const si = sh.cells[cell];
  if (si == null) return "empty";
  const st = sh.structures[si];
  const door = (st.doors || []).find((d) => d.cell === cell);
  return st.kind === "plaza" ? "plaza (height 0)" : `building, height ${st.height}${door ? `, ${door.filled ? "filled" : "unfilled"} door` : ""}`;
}

function parkWords(pk, p) {
  if (pk.goal == null) return `${parkName(p)}: no goal yet`;
  const mark = pk.mark === "guaranteed" ? "guaranteed (circled)" : pk.mark === "impossible" ? "impossible (crossed out)" : pk.met ? "met for now" : "open";
  return `${parkName(p)}: goal ${pk.goal}, sees ${pk.visible}, ${mark}`;
}

/** The goals along a cell's row and column, for the info line. */
function crossWords(sh, cell) {
  const r = rowOf(cell), col = colOf(cell);
  const g = (p) => { const pk = sh.parks[p]; return pk.goal == null ? "–" : `${pk.goal} (sees ${pk.visible})`; };
  return `Row ${r + 1}: left ${g(30 + r)}, right ${g(10 + r)} · Column ${COLS[col]}: top ${g(col)}, bottom ${g(20 + col)}`;
}

const whoList = (names) => names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0] || "";

// ---------- the module ----------
export default {
  id: "construction-sight",
  blurb: "Roll three dice, draw buildings and plazas on a 10×10 city, and aim for the number of structures each park bench should see.",

  options() {
    return [{ key: "sheet", label: "Park goals", value: "beginner", choices: [
      { value: "beginner", label: "Printed sheet (goals given)" },
      { value: "blank", label: "Blank sheet (roll your own goals first)" },
    ] }];
  },

  quick() { return { options: { sheet: "beginner" }, note: "on the printed sheet" }; },

  // The rules text is a module of its own, loaded when opened (not part of the first visit).
  rules(config) { return import("./construction-sight-help.js").then((m) => m.rulesHtml(config)); },

  art(canvas) {
    ensureCss();
    // a band across the middle of a sheet in play
    const sheet = artSheet();
    autoCanvas(canvas, (c, w, hh) => { c.save(); c.translate(0, -(w - hh) / 2); drawSheet(c, w, w, { sheet, mini: true }); c.restore(); });
  },

  // The how-to and its picture come with the rules, on demand.
  howto() { ensureCss(); return import("./construction-sight-help.js").then((m) => m.howto({ h, autoCanvas, COLS, HEIGHT, HINK, PLAZA, PLAZA_INK })); },

  progress(view) {
    if (view.phase.type === "setup") return `Writing goals: ${SIDE_NAME[view.phase.side]} side`;
    if (view.phase.type === "over") return "Finished";
    return `Roll ${view.turn}`;
  },

  status(view, ctx) {
    const me = ctx.viewer;
    const waiting = (view.toAct || []).filter((s) => s !== me).map(ctx.name);
    if (view.phase.type === "setup") {
      const side = SIDE_NAME[view.phase.side].toLowerCase();
      const dice = (view.roll || []).join(", ");
      if (me != null && view.toAct.includes(me)) return `${ctx.name(me)}: ${view.phase.step === 0 ? `write 1 to 3 of the dice ${dice} into the ${side} park` : `fill the rest of the ${side} park with ${dice}`}.`;
      return `Writing goals for the ${side} side${waiting.length ? `: waiting for ${whoList(waiting)}` : ""}.`;
    }
    const roll = view.roll ? view.roll.join(", ") : "";
    if (me != null && view.toAct.includes(me)) return `${ctx.name(me)}, the roll is ${roll}: draw a building or a plaza, or stop for good.`;
    if (me != null && view.sheets[me]?.ended) return `Your city is finished${waiting.length ? `; ${whoList(waiting)} still building` : ""}.`;
    if (waiting.length) return `Roll ${roll}: waiting for ${whoList(waiting)}.`;
    return roll ? `Roll ${roll}.` : "";
  },

  handoverText(view, seat, ctx) {
    return view.phase.type === "setup" ? `${ctx.name(seat)} writes goals for the ${view.phase.side} side.` : `${ctx.name(seat)} decides on the roll ${view.roll?.join(", ") || ""}.`;
  },

  seatStatus(view, seat) {
    const sh = view.sheets[seat];
    if (!sh) return "";
    if (sh.ended === "stopped") return "stopped";
    if (sh.ended === "nothingFits") return "nothing fits: done";
    if (view.toAct.includes(seat)) return view.phase.type === "setup" ? "writing goals" : "deciding";
    return view.phase.type === "play" ? "done this roll" : "";
  },

  scoreOf(view, seat) {
    const sh = view.sheets[seat];
    return sh?.score ? `${num(sh.score.total)} pts` : null;
  },

  describeEvents(events, ctx) {
    const out = [];
    for (const e of events) {
      if (e.type === "rolled") out.push(`New roll: ${e.dice.join(", ")}.`);
      else if (e.type === "built") out.push(`${ctx.name(e.seat)} drew a building.`);
      else if (e.type === "plazaDrawn") out.push(`${ctx.name(e.seat)} drew a plaza${e.doorsFilled ? ` and filled ${plural(e.doorsFilled, "door")}` : ""}.`);
      else if (e.type === "stopped") out.push(`${ctx.name(e.seat)} stopped for good.`);
      else if (e.type === "nothingFits") out.push(`Nothing fits for ${ctx.name(e.seat)} any more: that city is finished.`);
      else if (e.type === "wrote") out.push(`${ctx.name(e.seat)} wrote goals.`);
      else if (e.type === "sideShown") out.push(`The ${e.side} goals are shown.`);
      else if (e.type === "gameOver") out.push("Every city is finished.");
    }
    return out.join(" ");
  },

  describeMove(seat, a, ctx) {
    const n = ctx.name(seat);
    if (a.type === "build") return `${n}: ${a.width}×${a.depth} building, height ${a.height}, at ${cellName(a.y * 10 + a.x)}${a.doors?.length ? `, doors ${a.doors.map(cellName).join(" ")}` : ""}`;
    if (a.type === "plaza") return `${n}: plaza of ${plural(a.cells.length, "cell")}${a.doors?.length ? `, filling ${plural(a.doors.length, "door")}` : ""}`;
    if (a.type === "stop") return `${n} stopped for good`;
    if (a.type === "write") {
      if (!ctx.reveal) return `${n} wrote ${plural(a.spaces.length, "goal")}`;
      const side = SIDES[Math.floor(a.spaces[0] / 10)];
      const at = (p) => (side === "top" || side === "bottom" ? COLS[p % 10] : `row ${p % 10 + 1}`);
      return `${n} wrote in the ${side} park: ${a.spaces.map((p, i) => `${at(p)} ${a.goals[i]}`).join(", ")}`;
    }
    return `${n}: ${a.type}`;
  },

  finalDetails(view, result, ctx) {
    ensureCss();
    return h("div", { class: "csi-final" }, view.sheets.map((sh) => {
      const canvas = h("canvas", { class: "csi-final-canvas", role: "img", "aria-label": sheetSummary(sh, ctx.name(sh.seat)) });
      const p = autoCanvas(canvas, (c, w, hh) => drawSheet(c, w, hh, { sheet: sh, mini: true }));
      setTimeout(p.redraw, 0);
      return h("figure", { class: `csi-final-sheet seat-c${sh.seat}` }, canvas, h("figcaption", null, ctx.name(sh.seat), breakdown(sh, true)));
    }));
  },

  mount,
};

/** A made-up sheet for the game chooser's picture. */
function artSheet() {
  const structures = [
    { kind: "building", height: 4, x: 0, y: 3, w: 3, d: 2 }, { kind: "building", height: 2, x: 3, y: 2, w: 2, d: 3 },
    { kind: "building", height: 6, x: 6, y: 4, w: 2, d: 2 }, { kind: "building", height: 1, x: 8, y: 3, w: 2, d: 4 },
    { kind: "building", height: 3, x: 1, y: 5, w: 4, d: 2, door: 62 }, { kind: "building", height: 5, x: 5, y: 6, w: 1, d: 2 },
  ].map((b) => {
    const cells = [];
    for (let dy = 0; dy < b.d; dy++) for (let dx = 0; dx < b.w; dx++) cells.push((b.y + dy) * 10 + b.x + dx);
    return { kind: b.kind, height: b.height, cells, doors: b.door ? [{ cell: b.door, filled: false }] : [] };
  });
  structures.push({ kind: "plaza", height: 0, cells: [35, 36, 45, 55], doors: [] });
  const cells = Array(100).fill(null);
  structures.forEach((st, i) => st.cells.forEach((k) => { cells[k] = i; }));
  const goals = [2, 5, 3, 3, 2, 5, 3, 3, 2, 5, 3, 5, 6, 2, 3, 5, 6, 2, 3, 5, 1, 1, 2, 1, 5, 1, 2, 1, 5, 1, 4, 1, 3, 2, 4, 1, 3, 2, 4, 1];
  const parks = goals.map((goal, p) => ({ goal, visible: 0, met: false, mark: [33, 34, 14].includes(p) ? "guaranteed" : [31, 15, 16].includes(p) ? "impossible" : "open" }));
  return { cells, structures, parks };
}

function breakdown(sh, compact = false) {
  const s = sh.score;
  const met = sh.parks.filter((p) => p.met).length;
  return h("dl", { class: "csi-score" + (compact ? " compact" : "") },
    h("div", null, h("dt", null, `Goals met (${met} of 40)`), h("dd", { "data-part": "goals" }, signed(s.goalsMet))),
    h("div", null, h("dt", null, "Filled doors"), h("dd", { "data-part": "doors" }, signed(s.filledDoors))),
    h("div", { class: s.penalty < 0 ? "neg" : "" }, h("dt", null, `Empty cells beyond 7 (${s.emptyCells} empty)`), h("dd", { "data-part": "penalty" }, signed(s.penalty))),
    h("div", { class: "total" + (s.total < 0 ? " neg" : "") }, h("dt", null, "Total"), h("dd", { "data-part": "total" }, num(s.total))));
}

function mount(el, host) {
  ensureCss();
  let st = null; // the last state from the shell
  let mode = "build"; // build | plaza | stop
  let optIdx = 0; // chosen building option
  let anchor = { x: 0, y: 0 }; // building's top-left
  let step = "place"; // place | doors
  let doorSel = new Set();
  let plazaIdx = -1;
  let plazaCells = new Set(), plazaDoors = new Set();
  let cursor = 44;
  let hoverPark = null, hoverCell = null;
  let rivalSeat = null, mainPick = null;
  let cache = { key: "", options: null, fits: {} };
  let drafts = {}; // setup: park → goal
  let draftKey = "";
  let info = "";
  let painting = null; // plaza drag: "add" | "remove"
  let touchAt = null;
  let revealTap = false; // a press on the placed (pending) structure: the player's "Next roll"
  /** The cells of a placed move still waiting for its reveal (state.pending). */
  const pendingCells = () => {
    const a = st?.pending;
    if (!a) return [];
    if (a.type === "plaza") return [...a.cells, ...a.doors];
    return a.type === "build" ? footprint({ width: a.width, depth: a.depth }, { x: a.x, y: a.y }) : [];
  };
  const nextRoll = () => st?.pending && host.act(st.pending, { reveal: NEXT });

  // ----- engine questions (the shell's host may offer them; else the game object) -----
  const game = () => (typeof host.game === "function" ? host.game() : null) || window.__skyline?.game || null;
  function query(q) {
    try { return host.query ? host.query(q) : game()?.query(st.seat, q) ?? null; } catch { return null; }
  }
  function check(action) {
    try { return host.check ? host.check(action) : game()?.check(st.seat, action) ?? { ok: false, reason: "the engine is not available" }; } catch (e) { return { ok: false, reason: e.message }; }
  }

  // ----- skeleton -----
  const canvas = h("canvas", { class: "csi-canvas", role: "img", "aria-label": "The city sheet" });
  const gridEl = h("div", { class: "csi-grid", role: "grid", "aria-label": "City, 10 columns (A to J) by 10 rows", "aria-describedby": "csi-info" });
  const cellEls = [];
  for (let r = 0; r < 10; r++) {
    const row = h("div", { role: "row", class: "csi-row" });
    for (let col = 0; col < 10; col++) {
      const k = r * 10 + col;
      const ce = h("div", { role: "gridcell", class: "csi-cell", tabindex: -1, "data-cell": k });
      cellEls.push(ce); row.append(ce);
    }
    gridEl.append(row);
  }
  const board = h("div", { class: "csi-board" }, canvas, gridEl);
  const mainTitle = h("h2", { class: "csi-title" });
  const mainTabs = h("div", { class: "csi-tabs", role: "group", "aria-label": "Whose sheet to show" });
  const infoEl = h("p", { class: "csi-info", id: "csi-info", "aria-live": "polite" });
  const actBar = h("div", { class: "csi-actbar" });
  const mainScore = h("div", { class: "csi-scorebox" });
  const parkList = h("ul", { class: "sr", "aria-label": "Park goals" });
  const legend = h("details", { class: "csi-legend" }, h("summary", null, "How to read the sheet"),
    h("ul", null,
      h("li", null, h("span", { class: "csi-key sure", "aria-hidden": "true" }, "3"), " circled: that goal is guaranteed, nothing drawn later can spoil it."),
      h("li", null, h("span", { class: "csi-key gone", "aria-hidden": "true" }, "3"), " crossed out: that goal can no longer be met."),
      h("li", null, h("span", { class: "csi-key", "aria-hidden": "true" }, "3"), " plain: still open. The small number beside it is how many structures that bench sees now (green when the goal is met right now)."),
      h("li", null, "Buildings carry their height; plazas are green with a 0. Hollow doors wait to be filled by a plaza, solid doors are filled (1 point each)."),
      h("li", null, "Point at or focus a cell to read the goals of its row and column; point at a park bench to light up its sightline.")));
  const mainCard = h("section", { class: "csi-sheetcard card" }, h("header", { class: "csi-head" }, mainTitle, mainTabs), board, infoEl, actBar, mainScore, legend, parkList);

  const rollEl = h("div", { class: "csi-roll", "aria-label": "The roll" });
  const modeSeg = h("div", { class: "seg csi-modes", role: "group", "aria-label": "What to draw" });
  const modeBtns = {
    build: h("button", { type: "button", class: "segbtn", onclick: () => setMode("build") }, "Building"),
    plaza: h("button", { type: "button", class: "segbtn", onclick: () => setMode("plaza") }, "Plaza"),
    stop: h("button", { type: "button", class: "segbtn", onclick: () => setMode("stop") }, "Stop…"),
  };
  modeSeg.append(modeBtns.build, modeBtns.plaza, modeBtns.stop);
  const optsEl = h("div", { class: "csi-opts" });
  const setupEl = h("div", { class: "csi-setup" });
  const panel = h("section", { class: "csi-panel card", "aria-label": "Your roll" }, rollEl, modeSeg, optsEl, setupEl);

  const rivalTabs = h("div", { class: "csi-tabs", role: "group", "aria-label": "Which other player's sheet to show" });
  const rivalCanvas = h("canvas", { class: "csi-canvas", role: "img" });
  const rivalTitle = h("h2", { class: "csi-title" });
  const rivalScore = h("div", { class: "csi-scorebox" });
  const rivalCard = h("section", { class: "csi-rival card" }, h("header", { class: "csi-head" }, rivalTitle), rivalTabs, h("div", { class: "csi-board mini" }, rivalCanvas), rivalScore);

  const root = h("div", { class: "csi" }, panel, mainCard, rivalCard);
  el.append(root);

  const mainPaint = autoCanvas(canvas, (c, w, hh) => st && drawSheet(c, w, hh, mainSpec()));
  let rivalSheet = null;
  const rivalPaint = autoCanvas(rivalCanvas, (c, w, hh) => rivalSheet && drawSheet(c, w, hh, { sheet: rivalSheet, mini: w < 300, secret: st?.view.phase.type === "setup" }));

  // ----- helpers over the state -----
  const view = () => st.view;
  const mainSeat = () => st.seat ?? mainPick ?? 0;
  const sheet = () => view().sheets[mainSeat()] || view().sheets[0];
  const playing = () => st && st.canAct && !st.review && view().phase.type === "play";
  const setupTurn = () => st && st.canAct && !st.review && view().phase.type === "setup";

  function options() {
    if (!playing()) return null;
    const v = view();
    const key = `${v.turn}|${st.seat}|${sheet().structures.length}|${v.roll}`;
    if (cache.key !== key) {
      cache = { key, options: query({ type: "options" }), fits: {} };
      const o = cache.options;
      // keep the chosen orientation if the roll allows it; else the first that fits anywhere
      optIdx = Math.max(0, o?.buildings.findIndex((b) => b.spots > 0) ?? 0);
      plazaIdx = -1; plazaCells = new Set(); plazaDoors = new Set(); step = "place"; doorSel = new Set();
      if (o && !o.buildings.some((b) => b.spots > 0) && o.plazas.some((p) => p.fits)) mode = "plaza";
      else if (mode === "stop" || (mode === "plaza" && !o?.plazas.some((p) => p.fits))) mode = "build";
      if (mode === "plaza") plazaIdx = o.plazas.findIndex((p) => p.fits);
      const spots = fitsOf(o?.buildings[optIdx]);
      if (spots?.length && !spots.includes(anchor.y * 10 + anchor.x)) { anchor = { x: spots[0] % 10, y: Math.floor(spots[0] / 10) }; }
    }
    return cache.options;
  }
  function fitsOf(b) {
    if (!b) return null;
    const k = `${b.width}x${b.depth}`;
    if (!(k in cache.fits)) cache.fits[k] = query({ type: "fits", width: b.width, depth: b.depth })?.spots || [];
    return cache.fits[k];
  }
  const building = () => options()?.buildings[optIdx] || null;
  /** Plaza sizes in the order shown: those that fit now first (engine order otherwise). */
  const plazaOrder = (o) => o.plazas.map((q, i) => i).sort((a, b) => o.plazas[b].fits - o.plazas[a].fits);
  const plazaOpt = () => (plazaIdx >= 0 ? options()?.plazas[plazaIdx] : null) || null;

  function footprint(b = building(), a = anchor) {
    const out = [];
    if (!b) return out;
    for (let dy = 0; dy < b.depth; dy++) for (let dx = 0; dx < b.width; dx++) {
      const x = a.x + dx, y = a.y + dy;
      out.push(x < 10 && y < 10 ? y * 10 + x : -1);
    }
    return out;
  }
  function perimeter(b = building(), a = anchor) {
    const p = new Set();
    if (!b) return p;
    for (let dy = 0; dy < b.depth; dy++) for (let dx = 0; dx < b.width; dx++) {
      if (dx === 0 || dy === 0 || dx === b.width - 1 || dy === b.depth - 1) p.add((a.y + dy) * 10 + a.x + dx);
    }
    return p;
  }
  function fitReason(b = building(), a = anchor) {
    if (!b) return "no building";
    const r = query({ type: "fits", width: b.width, depth: b.depth, x: a.x, y: a.y });
    return r ? r.reason : "the engine did not answer";
  }
  const buildAction = () => { const b = building(); return { type: "build", x: anchor.x, y: anchor.y, width: b.width, depth: b.depth, height: b.height, doors: [...doorSel] }; };

  function mainSpec() {
    const v = st.view;
    const o = { sheet: sheet(), hiLine: hoverPark, secret: v.phase.type === "setup" && st.seat !== mainSeat() };
    if (setupTurn()) { o.drafts = drafts; o.setupSide = SIDES.indexOf(v.phase.side); }
    if (playing() && mode === "build" && building()) {
      const b = building();
      const reason = step === "doors" ? null : fitReason();
      o.preview = { cells: footprint(), ok: !reason, height: b.height, doors: doorSel, perim: step === "doors" ? perimeter() : null };
    }
    if (playing() && mode === "plaza" && plazaOpt()) o.plaza = { cells: plazaCells, doors: plazaDoors, wantDoors: plazaOpt().doors > plazaDoors.size };
    if (!o.preview && st.pending?.type === "build") {
      const a = st.pending, b = { width: a.width, depth: a.depth };
      o.preview = { cells: footprint(b, { x: a.x, y: a.y }), ok: true, height: a.height, doors: new Set(a.doors), perim: null };
    }
    return o;
  }

  // ----- the roll and the choices -----
  function renderPanel() {
    const v = view();
    panel.hidden = v.phase.type === "over";
    root.classList.toggle("nopanel", panel.hidden);
    if (panel.hidden) return;
    const roll = v.roll;
    fill(rollEl,
      h("span", { class: "csi-roll-label" }, v.phase.type === "setup" ? "Goal dice" : `Roll ${v.turn}`),
      roll ? h("span", { class: "csi-dice", role: "img", "aria-label": `Dice: ${roll.join(", ")}` }, roll.map((d) => dieSvg(d, "big"))) : h("span", { class: "muted small" }, "rolling…"),
      !st.canAct && !st.review ? h("span", { class: "csi-wait small muted" }, st.seat != null && v.sheets[st.seat]?.ended ? "Your city is finished." : st.seat != null ? "Waiting for the others…" : "") : null);
    const inPlay = playing();
    modeSeg.hidden = !inPlay;
    for (const [k, b] of Object.entries(modeBtns)) b.setAttribute("aria-pressed", String(mode === k));
    setupEl.hidden = !setupTurn();
    if (setupTurn()) renderSetup(); else { fill(setupEl); draftKey = ""; }
    if (!inPlay) { fill(optsEl); return; }
    const o = options();
    if (!o) { fill(optsEl, h("p", { class: "err" }, "The engine gave no options for this roll.")); return; }
    if (mode === "build") {
      const any = o.buildings.some((b) => b.spots > 0);
      fill(optsEl,
        h("p", { class: "csi-hint small" }, any ? "Choose which die is the width, the depth and the height. R turns the building." : "No building of this roll fits anywhere: draw a plaza, or stop."),
        h("div", { class: "csi-optlist", role: "group", "aria-label": "Building size: width × depth, and height" }, o.buildings.map((b, i) => h("button", {
          type: "button", class: "csi-opt", "aria-pressed": String(i === optIdx), disabled: !b.spots, "data-build-opt": i, "data-k": `b${i}`,
          "aria-label": `Width ${b.width}, depth ${b.depth}, height ${b.height}${b.doors ? `, ${plural(b.doors, "door")}` : ""}: ${b.spots ? `fits at ${plural(b.spots, "spot")}` : "fits nowhere"}`,
          onclick: () => chooseBuilding(i),
        }, h("span", { class: "csi-wd" }, dieSvg(b.width), h("span", { class: "x" }, "×"), dieSvg(b.depth)),
        h("span", { class: "csi-h" }, h("span", { class: "lbl" }, "height"), dieSvg(b.height)),
        h("span", { class: "csi-meta" }, b.doors ? `${plural(b.doors, "door")} · ` : "", b.spots ? `${b.spots} spots` : "no room")))));
    } else if (mode === "plaza") {
      const p = plazaOpt();
      fill(optsEl,
        h("p", { class: "csi-hint small" }, "Use two or three dice, a highest one among them: some add up to the plaza's area, the rest to the number of unfilled doors it fills."),
        h("div", { class: "csi-optlist", role: "group", "aria-label": "Plaza size" }, plazaOrder(o).map((i) => [o.plazas[i], i]).map(([q, i]) => h("button", {
          type: "button", class: "csi-opt plaza", "aria-pressed": String(i === plazaIdx), disabled: !q.fits, "data-plaza-opt": i, "data-k": `p${i}`,
          "aria-label": `Area ${q.area} from dice ${q.areaDice.join(" + ")}${q.doors ? `, fill ${q.doors} doors from dice ${q.doorDice.join(" + ")}` : ", no doors"}${q.fits ? "" : ": cannot be drawn now"}`,
          onclick: () => choosePlaza(i),
        }, h("span", { class: "csi-pz" }, h("strong", null, String(q.area)), h("small", null, " cells")),
        h("span", { class: "csi-pzd" }, q.doors ? `fill ${q.doors} door${q.doors > 1 ? "s" : ""}` : "no doors"),
        h("span", { class: "csi-meta" }, `area ${q.areaDice.join("+")}${q.doorDice.length ? ` · doors ${q.doorDice.join("+")}` : ""}${q.fits ? "" : " · no room"}`)))),
        p ? h("p", { class: "csi-count", "aria-live": "polite" },
          h("span", { class: plazaCells.size === p.area ? "ok" : "" }, `Area ${plazaCells.size} of ${p.area}`), " · ",
          h("span", { class: plazaDoors.size === p.doors ? "ok" : "" }, `doors ${plazaDoors.size} of ${p.doors}`)) : null);
    } else {
      fill(optsEl, h("div", { class: "csi-stop" },
        h("p", null, `Stopping ends your game for good: your sheet is scored as it stands, ${num(sheet().score.total)} points now.`),
        h("div", { class: "row" },
          h("button", { type: "button", class: "btn primary", "data-stop-confirm": "", "data-k": "stop-yes", onclick: () => { host.act({ type: "stop" }, { confirmed: true }); } }, "Yes, stop for good"),
          h("button", { type: "button", class: "btn", "data-k": "stop-no", onclick: () => setMode("build") }, "Keep playing"))));
    }
  }

  function setMode(m) {
    if (!playing()) return;
    mode = m; step = "place"; doorSel = new Set();
    if (m === "plaza" && plazaIdx < 0) { const o = options(); plazaIdx = o ? o.plazas.findIndex((p) => p.fits) : -1; }
    info = m === "stop" ? "Stop for good? Confirm in the panel." : "";
    paintAll();
    // focus the safe choice: a second press of the key that opened this must not stop for good
    if (m === "stop") optsEl.querySelector('[data-k="stop-no"]')?.focus();
  }

  function chooseBuilding(i) {
    const b = options()?.buildings[i];
    if (!b) return;
    optIdx = i; step = "place"; doorSel = new Set();
    const spots = fitsOf(b);
    if (spots.length && fitReason(b, anchor)) { const s = nearest(spots, anchor); anchor = { x: s % 10, y: Math.floor(s / 10) }; }
    info = placeText();
    paintAll();
  }
  function nearest(spots, a) {
    let best = spots[0], d = 1e9;
    for (const s of spots) { const dd = Math.abs(s % 10 - a.x) + Math.abs(Math.floor(s / 10) - a.y); if (dd < d) { d = dd; best = s; } }
    return best;
  }
  function rotate() {
    const o = options(), b = building();
    if (!o || !b || mode !== "build") return;
    const j = o.buildings.findIndex((x) => x.width === b.depth && x.depth === b.width && x.height === b.height);
    if (j < 0 || j === optIdx) { host.announce(`A ${b.width}×${b.depth} looks the same turned.`); return; }
    optIdx = j; step = "place"; doorSel = new Set();
    anchor = clampAnchor(anchor);
    info = placeText();
    paintAll();
  }
  function choosePlaza(i) {
    plazaIdx = i; plazaDoors = new Set();
    const p = plazaOpt();
    if (p && plazaCells.size > p.area) plazaCells = new Set([...plazaCells].slice(0, p.area));
    info = plazaText();
    paintAll();
  }

  function clampAnchor(a, b = building()) {
    if (!b) return a;
    return { x: Math.max(0, Math.min(10 - b.width, a.x)), y: Math.max(0, Math.min(10 - b.depth, a.y)) };
  }

  function placeText() {
    const b = building();
    if (!b) return "";
    const where = `${b.width}×${b.depth}, height ${b.height}, at ${cellName(anchor.y * 10 + anchor.x)}`;
    if (step === "doors") return doorSel.size === b.doors
      ? `All ${plural(b.doors, "door")} chosen: press Build (or Enter). Tap a door again to move it.`
      : `Pick ${plural(b.doors, "door")} on the building's outline (dashed cells): ${doorSel.size} of ${b.doors} chosen. Space or Enter picks the focused cell.`;
    const r = fitReason();
    return r ? `Not here: ${nice(r)}.` : `${where} fits. ${b.doors ? `Place it, then pick ${plural(b.doors, "door")}.` : "Click, tap again or press Enter to build."}`;
  }
  function plazaText() {
    const p = plazaOpt();
    if (!p) return "Choose a plaza size first.";
    if (plazaCells.size !== p.area || plazaDoors.size !== p.doors) {
      return `Plaza: ${plazaCells.size} of ${p.area} cells${p.doors ? `, ${plazaDoors.size} of ${p.doors} doors (select unfilled doors next to it)` : ""}.`;
    }
    const r = check(plazaAction());
    return r.ok ? "This plaza can be drawn: press Draw plaza." : `Not yet: ${nice(r.reason)}.`;
  }
  const plazaAction = () => ({ type: "plaza", cells: [...plazaCells], doors: [...plazaDoors] });

  // ----- acting -----
  function place() {
    const b = building();
    if (!b) return;
    const r = fitReason();
    if (r) { info = `Not here: ${nice(r)}.`; host.announce(info); paintAll(); return; }
    if (b.doors && step === "place") {
      step = "doors"; doorSel = new Set();
      info = placeText(); paintAll();
      cursor = [...perimeter()][0]; focusCursor();
      return;
    }
    if (b.doors && doorSel.size !== b.doors) { info = placeText(); host.announce(info); paintAll(); return; }
    const act = buildAction();
    const c = check(act);
    if (!c.ok) { info = `Not allowed: ${nice(c.reason)}.`; host.announce(info); paintAll(); return; }
    // placed, not yet built: the next roll waits for the player's own "Next roll" (or a second tap)
    host.act(act, { reveal: NEXT });
  }
  function toggleDoor(cell) {
    const b = building();
    if (!perimeter().has(cell)) { info = "Doors go on the outline of the new building."; host.announce(info); paintAll(); return; }
    if (doorSel.has(cell)) doorSel.delete(cell);
    else if (doorSel.size < b.doors) doorSel.add(cell);
    else { info = `That is all ${b.doors} doors: take one off first.`; host.announce(info); paintAll(); return; }
    info = placeText(); paintAll();
  }
  function anyDoors() {
    const b = building();
    // spread evenly round the outline, clockwise from the top-left corner
    const { x, y } = anchor, w = b.width, d = b.depth, ring = [];
    for (let i = 0; i < w; i++) ring.push(y * 10 + x + i);
    for (let i = 1; i < d; i++) ring.push((y + i) * 10 + x + w - 1);
    for (let i = w - 2; i >= 0; i--) ring.push((y + d - 1) * 10 + x + i);
    for (let i = d - 2; i > 0; i--) ring.push((y + i) * 10 + x);
    doorSel = new Set(Array.from({ length: b.doors }, (_, i) => ring[Math.floor(((i + 0.5) * ring.length) / b.doors)]));
    info = placeText(); paintAll();
  }
  function togglePlazaCell(cell, force) {
    const p = plazaOpt();
    if (!p) { info = "Choose a plaza size first."; paintAll(); return; }
    const sh = sheet();
    const si = sh.cells[cell];
    if (si != null) {
      const door = (sh.structures[si].doors || []).find((d) => d.cell === cell);
      if (door && !door.filled && force == null) {
        if (plazaDoors.has(cell)) plazaDoors.delete(cell);
        else if (plazaDoors.size < p.doors) plazaDoors.add(cell);
        else { info = p.doors ? `This plaza fills exactly ${plural(p.doors, "door")}.` : "This plaza fills no doors."; paintAll(); return; }
      } else if (force == null) { info = `${cellName(cell)} is already drawn on.`; paintAll(); return; }
    } else {
      const add = force ?? !plazaCells.has(cell);
      if (add && !plazaCells.has(cell)) {
        if (plazaCells.size >= p.area) { info = `The plaza already has its ${p.area} cells: take one off first.`; paintAll(); return; }
        plazaCells.add(cell);
      } else if (!add) plazaCells.delete(cell);
    }
    info = plazaText(); paintAll();
  }
  function plazaExample() {
    const p = plazaOpt();
    if (!p) return;
    const r = query({ type: "plaza", area: p.area, doors: p.doors });
    if (!r?.possible) { info = "No plaza of that size fits now."; paintAll(); return; }
    plazaCells = new Set(r.cells); plazaDoors = new Set(r.doorCells);
    info = plazaText(); paintAll();
  }
  function drawPlaza() {
    const p = plazaOpt();
    if (!p) return;
    const c = check(plazaAction());
    if (!c.ok) { info = `Not yet: ${nice(c.reason)}.`; host.announce(info); paintAll(); return; }
    host.act(plazaAction(), { reveal: NEXT });
  }

  function renderActBar() {
    if (!playing()) { fill(actBar); actBar.hidden = true; return; }
    actBar.hidden = false;
    if (pendingCells().length) {
      // placed, not yet made: the next roll waits for the player (Undo takes it back)
      fill(actBar,
        h("button", { type: "button", class: "btn primary", "data-act": "next", "data-k": "next", onclick: nextRoll }, `${NEXT} ▸`),
        h("span", { class: "small muted" }, "Placed, not built yet: Undo takes it back; tap it again or press Enter for the next roll."));
      return;
    }
    if (mode === "build" && building()) {
      const b = building();
      if (step === "doors") {
        fill(actBar,
          h("button", { type: "button", class: "btn primary", "data-act": "build", "data-k": "build", "aria-disabled": String(doorSel.size !== b.doors), onclick: place }, `Build with ${plural(b.doors, "door")}`),
          h("button", { type: "button", class: "btn", "data-k": "anydoors", onclick: anyDoors }, "Place doors for me"),
          h("button", { type: "button", class: "btn", "data-k": "moveit", onclick: () => { step = "place"; doorSel = new Set(); info = placeText(); paintAll(); } }, "Move it"));
      } else {
        const ok = !fitReason();
        fill(actBar,
          h("button", { type: "button", class: "btn primary", "data-act": "place", "data-k": "place", "aria-disabled": String(!ok), onclick: place }, b.doors ? "Place, then doors" : "Build here"),
          ok ? null : h("button", { type: "button", class: "btn", "data-act": "snap", "data-k": "snap", onclick: snap }, "Nearest spot that fits"),
          h("button", { type: "button", class: "btn", "aria-keyshortcuts": "R", "data-k": "turn", onclick: rotate }, "↻ Turn (R)"),
          h("span", { class: "csi-nudge", role: "group", "aria-label": "Move the building" },
            [["←", -1, 0, "left"], ["↑", 0, -1, "up"], ["↓", 0, 1, "down"], ["→", 1, 0, "right"]].map(([t, dx, dy, w]) =>
              h("button", { type: "button", class: "btn csi-arrow", "aria-label": `Move ${w}`, "data-k": `mv-${w}`, onclick: () => move(dx, dy) }, t))));
      }
    } else if (mode === "plaza") {
      const p = plazaOpt();
      const ready = p && plazaCells.size === p.area && plazaDoors.size === p.doors;
      fill(actBar,
        h("button", { type: "button", class: "btn primary", "data-act": "plaza", "data-k": "plaza", "aria-disabled": String(!ready), onclick: drawPlaza }, "Draw plaza"),
        h("button", { type: "button", class: "btn", "data-act": "example", "data-k": "example", disabled: !p, onclick: plazaExample }, "Suggest a shape"),
        h("button", { type: "button", class: "btn", "data-k": "clear", disabled: !plazaCells.size && !plazaDoors.size, onclick: () => { plazaCells = new Set(); plazaDoors = new Set(); info = plazaText(); paintAll(); } }, "Clear"));
    } else fill(actBar);
  }

  function snap() {
    const spots = fitsOf(building());
    if (!spots?.length) { info = "This size fits nowhere on your sheet now."; paintAll(); return; }
    const sp = nearest(spots, anchor);
    anchor = { x: sp % 10, y: Math.floor(sp / 10) };
    info = placeText(); paintAll();
    if (document.activeElement?.classList?.contains("csi-cell") || !document.activeElement?.isConnected) focusCursor();
  }
  function move(dx, dy) {
    if (mode === "build" && step === "place") {
      anchor = clampAnchor({ x: anchor.x + dx, y: anchor.y + dy });
      cursor = anchor.y * 10 + anchor.x;
      info = placeText(); paintAll();
    }
  }

  // ----- setup (blank sheet): write goals into one side -----
  function renderSetup() {
    const v = view();
    const key = `${v.phase.side}|${v.phase.step}|${st.seat}|${v.roll}`;
    if (draftKey === key && setupEl.firstChild) return;
    draftKey = key; drafts = {};
    const sIdx = SIDES.indexOf(v.phase.side);
    const parks = sheet().parks;
    const spaces = Array.from({ length: 10 }, (_, i) => sIdx * 10 + i);
    const err = h("p", { class: "err", role: "alert" });
    const first = v.phase.step === 0;
    const vals = [...new Set(v.roll)].sort((a, b) => a - b);
    const form = h("form", { class: "csi-goalform", "data-goals-seat": st.seat, onsubmit: (e) => {
      e.preventDefault();
      const sp = Object.keys(drafts).map(Number);
      const act = { type: "write", spaces: sp, goals: sp.map((p) => drafts[p]) };
      const c = check(act);
      if (!c.ok) { err.textContent = `Not yet: ${nice(c.reason)}.`; return; }
      host.act(act, { confirmed: true });
    } },
    h("h3", null, `${SIDE_NAME[v.phase.side]} park: ${first ? "write 1 to 3 of these dice" : "fill every empty space"}`),
    h("p", { class: "small" }, first
      ? "Each die may go into one empty space of this side. The others see your goals once everybody has finished the side."
      : "Every space still empty on this side takes one of these numbers; a number may be used more than once."),
    h("div", { class: "csi-goalgrid" }, spaces.map((p) => {
      const pk = parks[p];
      const across = v.phase.side === "top" || v.phase.side === "bottom";
      const label = across ? `Column ${COLS[p % 10]}` : `Row ${p % 10 + 1}`;
      const tag = h("span", null, h("span", { class: "long" }, label), h("span", { class: "short", "aria-hidden": "true" }, across ? COLS[p % 10] : String(p % 10 + 1)));
      if (pk.goal != null) return h("div", { class: "csi-goalcell fixed" }, tag, h("strong", null, String(pk.goal)));
      return h("label", { class: "csi-goalcell" }, tag,
        h("select", { "data-space": p, "aria-label": `Goal for the ${parkName(p)}`, onchange: (e) => { const n = Number(e.target.value); if (n) drafts[p] = n; else delete drafts[p]; err.textContent = ""; mainPaint.redraw(); } },
          h("option", { value: "" }, first ? "—" : "Choose"), vals.map((d) => h("option", { value: d }, String(d)))));
    })),
    err,
    h("button", { type: "submit", class: "btn primary" }, "Write these goals"));
    fill(setupEl, form);
  }

  // ----- pointer and keys on the grid -----
  const cellAt = (e) => {
    const r = gridEl.getBoundingClientRect();
    const col = Math.floor(((e.clientX - r.left) / r.width) * 10), row = Math.floor(((e.clientY - r.top) / r.height) * 10);
    return col < 0 || col > 9 || row < 0 || row > 9 ? null : row * 10 + col;
  };
  function anchorFor(cell) {
    const b = building();
    return clampAnchor({ x: colOf(cell) - Math.floor((b.width - 1) / 2), y: rowOf(cell) - Math.floor((b.depth - 1) / 2) });
  }
  gridEl.addEventListener("pointerdown", (e) => {
    const cell = cellAt(e);
    if (hoverPark != null) { hoverPark = null; mainPaint.redraw(); }
    if (cell == null || !playing()) return;
    if (pendingCells().includes(cell)) { revealTap = true; e.preventDefault(); return; }
    cursor = cell;
    if (mode === "build" && building()) {
      if (step === "doors") { toggleDoor(cell); return; }
      // a touch on the outline already shown confirms it; elsewhere it moves the outline there
      const same = e.pointerType !== "mouse" && footprint().includes(cell);
      touchAt = { same, pointer: e.pointerType, moved: false };
      if (!same) anchor = anchorFor(cell);
      gridEl.setPointerCapture?.(e.pointerId);
      info = placeText(); paintAll();
    } else if (mode === "plaza") {
      const sh = sheet();
      if (sh.cells[cell] != null) { togglePlazaCell(cell); return; }
      painting = plazaCells.has(cell) ? "remove" : "add";
      gridEl.setPointerCapture?.(e.pointerId);
      togglePlazaCell(cell, painting === "add");
    }
    e.preventDefault();
  });
  gridEl.addEventListener("pointermove", (e) => {
    const cell = cellAt(e);
    if (cell !== hoverCell) { hoverCell = cell; if (cell != null && !touchAt && !painting && sheet()) { infoHover(cell); } }
    if (cell == null || !playing()) return;
    if (mode === "build" && building() && step === "place" && (touchAt || e.pointerType === "mouse")) {
      if (touchAt?.same && footprint().includes(cell)) return; // a finger resting on the outline
      const a = anchorFor(cell);
      if (a.x !== anchor.x || a.y !== anchor.y) { anchor = a; if (touchAt) touchAt.moved = true; info = placeText(); paintAll(); }
    } else if (mode === "plaza" && painting && sheet().cells[cell] == null) {
      if ((painting === "add") !== plazaCells.has(cell)) togglePlazaCell(cell, painting === "add");
    }
  });
  const endPointer = (e, cancel) => {
    if (revealTap) { revealTap = false; if (!cancel) nextRoll(); return; }
    if (touchAt && !cancel && mode === "build" && step === "place") {
      // a mouse click places at once; a touch places when tapping the spot already shown
      if (touchAt.pointer === "mouse" || (touchAt.same && !touchAt.moved)) place();
      else host.announce(placeText());
    }
    touchAt = null; painting = null;
  };
  gridEl.addEventListener("pointerup", (e) => endPointer(e, false));
  gridEl.addEventListener("pointercancel", (e) => endPointer(e, true));
  gridEl.addEventListener("pointerleave", () => { hoverCell = null; });
  const onRing = (e) => {
    const { u, ox, oy } = geom(canvas.clientWidth, canvas.clientHeight);
    const r = canvas.getBoundingClientRect();
    const gx = Math.floor((e.clientX - r.left - ox) / u), gy = Math.floor((e.clientY - r.top - oy) / u);
    let p = null;
    if (gy === 0 && gx >= 1 && gx <= 10) p = gx - 1; else if (gx === 11 && gy >= 1 && gy <= 10) p = 10 + gy - 1;
    else if (gy === 11 && gx >= 1 && gx <= 10) p = 20 + gx - 1; else if (gx === 0 && gy >= 1 && gy <= 10) p = 30 + gy - 1;
    if (p !== hoverPark) {
      hoverPark = p;
      if (p != null && sheet()) infoEl.textContent = parkWords(sheet().parks[p], p).replace(/^./, (ch) => ch.toUpperCase()) + ".";
      mainPaint.redraw();
    }
  };
  canvas.addEventListener("pointermove", onRing);
  canvas.addEventListener("pointerdown", onRing); // a tap on a bench names it and lights its line
  canvas.addEventListener("pointerleave", (e) => { if (e.pointerType === "mouse" && hoverPark != null) { hoverPark = null; infoEl.textContent = info; mainPaint.redraw(); } });

  function infoHover(cell) {
    if (playing() && (mode === "build" || mode === "plaza")) return; // the preview text wins
    infoEl.textContent = `${cellName(cell)}: ${cellWords(sheet(), cell)}. ${crossWords(sheet(), cell)}.`;
  }

  gridEl.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const k = e.key;
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k];
    if (d) {
      e.preventDefault();
      if (playing() && mode === "build" && step === "place" && building()) { move(d[0], d[1]); focusCursor(); return; }
      const col = Math.max(0, Math.min(9, colOf(cursor) + d[0])), row = Math.max(0, Math.min(9, rowOf(cursor) + d[1]));
      cursor = row * 10 + col;
      focusCursor();
      if (!(playing() && mode === "plaza")) infoEl.textContent = `${cellName(cursor)}: ${cellWords(sheet(), cursor)}. ${crossWords(sheet(), cursor)}.`;
      else { info = `${cellName(cursor)}: ${plazaCells.has(cursor) ? "in the plaza" : cellWords(sheet(), cursor)}. ${plazaText()}`; paintAll(); }
      return;
    }
    if (!playing()) return;
    if (/^[1-9]$/.test(k)) { // the n-th size in the list beside the dice
      e.preventDefault();
      const o = options(), i = Number(k) - 1;
      if (mode === "build" && o?.buildings[i]?.spots) { chooseBuilding(i); focusCursor(); }
      else if (mode === "plaza" && o) { const j = plazaOrder(o)[i]; if (j != null && o.plazas[j].fits) { choosePlaza(j); focusCursor(); } }
      return;
    }
    if (k === "b" || k === "p") { e.preventDefault(); setMode(k === "b" ? "build" : "plaza"); focusCursor(); return; }
    if (k === "Enter" || k === " ") {
      e.preventDefault();
      if (mode === "build") { if (step === "doors") { if (k === "Enter" && doorSel.size === building().doors) place(); else toggleDoor(cursor); } else place(); }
      else if (mode === "plaza") {
        if (k === "Enter" && plazaOpt() && plazaCells.size === plazaOpt().area && plazaDoors.size === plazaOpt().doors) drawPlaza();
        else togglePlazaCell(cursor);
      }
    } else if (k === "Escape" && mode === "build" && step === "doors") {
      e.preventDefault(); step = "place"; doorSel = new Set(); info = placeText(); paintAll(); focusCursor();
    }
  });
  // R turns the building (taken before the shell's own R = redo, only while placing a building)
  const onKeyCapture = (e) => {
    if (e.key !== "r" && e.key !== "R") return;
    if (e.ctrlKey || e.metaKey || e.altKey || !playing() || mode !== "build" || step !== "place") return;
    if (!root.isConnected || root.closest("[hidden]")) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) || document.querySelector("dialog[open]")) return;
    e.preventDefault();
    rotate();
  };
  document.addEventListener("keydown", onKeyCapture, true);

  function focusCursor() {
    const target = mode === "build" && step === "place" && playing() ? anchor.y * 10 + anchor.x : cursor;
    cursor = target;
    cellEls.forEach((ce, i) => { ce.tabIndex = i === target ? 0 : -1; });
    cellEls[target].focus({ preventScroll: true });
  }

  // ----- the cells' words for screen readers -----
  function renderCells() {
    const sh = sheet();
    const act = playing();
    const fp = act && mode === "build" && building() ? new Set(footprint()) : null;
    if (act && mode === "build" && step === "place") cursor = anchor.y * 10 + anchor.x;
    cellEls.forEach((ce, k) => {
      let label = `${cellName(k)}: ${cellWords(sh, k)}`;
      if (fp?.has(k)) label += step === "doors" ? (doorSel.has(k) ? "; door chosen" : perimeter().has(k) ? "; on the outline, may take a door" : "; new building") : "; under the new building";
      if (act && mode === "plaza" && plazaCells.has(k)) label += "; in the new plaza";
      if (act && mode === "plaza" && plazaDoors.has(k)) label += "; door to fill";
      ce.setAttribute("aria-label", label);
      ce.setAttribute("aria-selected", String(!!(act && ((mode === "plaza" && (plazaCells.has(k) || plazaDoors.has(k))) || (mode === "build" && step === "doors" && doorSel.has(k))))));
      ce.tabIndex = k === cursor ? 0 : -1;
    });
    gridEl.setAttribute("aria-readonly", String(!act));
    gridEl.classList.toggle("live", act);
    gridEl.dataset.mode = act ? `${mode}-${step}` : "view";
  }

  function renderTitle() {
    const v = view();
    const ms = mainSeat();
    fill(mainTitle, h("span", { class: `seat-dot mini seat-c${ms}`, "aria-hidden": "true" }, String(ms + 1)),
      st.seat != null ? `Your sheet, ${host.name(ms)}` : `${host.name(ms)}'s sheet`);
    mainCard.className = `csi-sheetcard card seat-c${ms}`;
    if (st.seat == null && v.sheets.length > 1) {
      mainTabs.hidden = false;
      fill(mainTabs, v.sheets.map((s) => h("button", { type: "button", class: "csi-tab", "data-k": `mt${s.seat}`, "aria-pressed": String(s.seat === ms), onclick: () => { mainPick = s.seat; paintAll(); } }, host.name(s.seat))));
    } else { mainTabs.hidden = true; fill(mainTabs); }
    const sh = sheet();
    canvas.setAttribute("aria-label", sheetSummary(sh, host.name(ms)));
    fill(mainScore, breakdown(sh));
    fill(parkList, sh.parks.map((pk, p) => h("li", null, parkWords(pk, p))));
  }

  function renderRival() {
    const v = view();
    const ms = mainSeat();
    const others = v.sheets.map((s) => s.seat).filter((s) => s !== ms);
    rivalCard.hidden = !others.length;
    if (!others.length) { rivalSheet = null; return; }
    if (!others.includes(rivalSeat)) rivalSeat = others[0];
    rivalSheet = v.sheets[rivalSeat];
    fill(rivalTitle, h("span", { class: `seat-dot mini seat-c${rivalSeat}`, "aria-hidden": "true" }, String(rivalSeat + 1)), `${host.name(rivalSeat)}'s sheet`,
      h("small", { class: "muted" }, rivalSheet.ended ? (rivalSheet.ended === "stopped" ? " · stopped" : " · finished") : ""));
    rivalCard.className = `csi-rival card seat-c${rivalSeat}`;
    rivalTabs.hidden = others.length < 2;
    fill(rivalTabs, others.length < 2 ? [] : others.map((s) => h("button", { type: "button", class: "csi-tab", "data-k": `rt${s}`, "aria-pressed": String(s === rivalSeat), onclick: () => { rivalSeat = s; paintAll(); } }, host.name(s))));
    rivalCanvas.setAttribute("aria-label", sheetSummary(rivalSheet, host.name(rivalSeat)));
    fill(rivalScore, breakdown(rivalSheet, true));
  }

  function paintAll() {
    if (!st) return;
    const active = document.activeElement;
    const focusedCell = active?.classList?.contains("csi-cell");
    const fk = root.contains(active) ? active.getAttribute("data-k") : null;
    renderTitle();
    renderPanel();
    renderActBar();
    renderCells();
    renderRival();
    if (hoverPark == null) infoEl.textContent = info || (playing() ? (mode === "build" ? placeText() : mode === "plaza" ? plazaText() : "") : "");
    root.classList.toggle("many", view().sheets.length > 1);
    root.classList.toggle("solo", view().sheets.length === 1);
    mainPaint.redraw();
    rivalPaint.redraw();
    if (focusedCell) cellEls[cursor].focus({ preventScroll: true });
    else if (fk && !active.isConnected) (root.querySelector(`[data-k="${fk}"]`) || root.querySelector('[data-k="next"]'))?.focus({ preventScroll: true });
  }

  return {
    update(s) {
      const prevKey = st ? `${st.view.turn}|${st.seat}|${st.view.phase.type}` : "";
      st = s;
      if (`${s.view.turn}|${s.seat}|${s.view.phase.type}` !== prevKey) { info = ""; hoverPark = null; }
      if (!s.canAct) { step = "place"; doorSel = new Set(); }
      if (playing()) options();
      paintAll();
    },
    focus() {
      if (setupTurn()) { setupEl.querySelector("select")?.focus({ preventScroll: true }); return; }
      if (playing()) focusCursor();
    },
    getUi() { return { mode }; },
    setUi(u) { if (u && ["build", "plaza"].includes(u.mode)) mode = u.mode; },
    destroy() {
      document.removeEventListener("keydown", onKeyCapture, true);
      mainPaint.stop(); rivalPaint.stop();
      root.remove();
    },
  };
}
