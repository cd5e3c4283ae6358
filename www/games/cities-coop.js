// Cities: Skylines – The Board Game (co-operative city building) view module. Draws the city
// from its board pieces (streets, water, districts outlined by line style), a tile ghost that
// follows the pointer or the arrow keys, the hands with each card's rows, the administration
// board, piles, exchange pile and skyline total, and sends actions. Every rule comes from the
// engine: legalActions (piece choice, draws), check (the ghost's legality and reason) and the
// hand/spot/spots queries (why a card cannot be played, legal spots).
import { h, fill, autoCanvas } from "../dom.js";

// ---------- card faces and tile shapes: the engine's content (its `cards` query) ----------
// Filled once from the engine when the view mounts; the page keeps no copy of the cards.
export const CARDS = {};
const SHAPES = {}; // name → cells [x, y]
const ZONE_SHAPES = { R: [], C: [], I: [] }; // tile shape names per zone kind, in supply order
const BAR_CODE = { power: "PWR", water: "WAT", garbage: "GAR" };
const SVC_CODE = { healthcare: "H", education: "E", transport: "T", fire: "F", police: "P", parks: "K" };
function loadContent(ans) {
  if (!ans?.cards || Object.keys(CARDS).length) return;
  for (const s of ans.shapes) SHAPES[s.name] = s.cells;
  ans.zoneTiles.forEach((list, i) => { ZONE_SHAPES["RCI"[i]] = list.map(([si]) => ans.shapes[si].name); });
  for (const { card: c, tile, prerequisite, effect } of ans.cards) {
    const k = c.kind;
    const kind = k.type === "zone" ? k.zone[0].toUpperCase() : k.type === "service" ? `svc:${SVC_CODE[k.service]}` : k.type === "utility" ? `util:${BAR_CODE[k.bar]}` : k.type;
    CARDS[c.id] = { id: c.id, kind, name: c.name, tile: tile || "any", cost: c.cost, reward: c.reward, prereq: prerequisite, stage: c.stage, effect: effect || "" };
  }
}

// ---------- words ----------
const BARS = [
  { key: "power", name: "Power", min: -5, max: 10, red: (v) => v < 0, note: "below 0: happiness drops at each milestone end" },
  { key: "water", name: "Water", min: -5, max: 10, red: (v) => v < 0, note: "below 0: happiness drops at each milestone end" },
  { key: "garbage", name: "Garbage", min: -5, max: 10, red: (v) => v < 0, note: "below 0: happiness drops at each milestone end" },
  { key: "happiness", name: "Happiness", min: -5, max: 25, red: (v) => v <= -5, note: "added to the skyline at each milestone end; −5 loses" },
  { key: "employment", name: "Employment", min: -5, max: 5, red: (v) => v !== 0, note: "each step from 0 costs 1 money at a milestone end" },
  { key: "pollution", name: "Pollution", min: 0, max: 10, red: (v) => v > 0, note: "subtracted from the skyline at the end" },
  { key: "traffic", name: "Traffic", min: 0, max: 10, red: (v) => v > 0, note: "subtracted from the skyline at the end" },
  { key: "crime", name: "Crime", min: 0, max: 10, red: (v) => v > 0, note: "subtracted from the skyline at the end" },
];
const BAR_WORD = { power: "Power", water: "Water", garbage: "Garbage", happiness: "Happiness", employment: "Employment", pollution: "Pollution", traffic: "Traffic", crime: "Crime", money: "Money" };
const SVC = { H: "healthcare", E: "education", T: "public transport", F: "fire", P: "police", K: "parks" };
const UTIL = { PWR: "power", WAT: "water", GAR: "garbage" };
const UTIL_LETTERS = { PWR: "Pw", WAT: "Wa", GAR: "Ga" };
const ZONE = { R: "Residential", C: "Commercial", I: "Industrial" };
const STAGES = ["I", "II", "III"];
const GRADES = [
  ["Dying city", "below 0"], ["City of no importance", "0–10"], ["Ambitious city", "11–20"], ["Busy city", "21–30"],
  ["Showcase city", "31–40"], ["Boom city", "41–50"], ["Grand city", "51–60"], ["Heavenly city", "61 and up"],
];
const plural = (n, one, many = one + "s") => `${n} ${n === 1 ? one : many}`;
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const num = (n) => (n < 0 ? `−${-n}` : String(n));
const cardOf = (id) => CARDS[id] || { id, kind: "?", name: id, tile: "any", cost: [], reward: [], prereq: "", effect: "" };
// What the first row of a card is: a zone's cost, a building's or a policy's price. A
// role's row is its price and a news card's its strength, both in the engine's words.
const rowWord = (k) => (k === "policy" ? "Plays for" : k === "role" || k === "news" ? null : "Builds for");
const kindClass = (k) => (k.startsWith("svc") ? "svc" : k.startsWith("util") ? "util" : k);
const badge = (c) => { const k = kindClass(c.kind); return k === "svc" ? c.kind.slice(4) : k === "util" ? UTIL_LETTERS[c.kind.slice(5)] : k.length > 1 ? k[0].toUpperCase() : k; };
function kindWord(k) {
  if (ZONE[k]) return `${ZONE[k]} zone`;
  if (k.startsWith("svc:")) return `Service: ${SVC[k.slice(4)] || k.slice(4)}`;
  if (k.startsWith("util:")) return `Utility: ${UTIL[k.slice(5)] || k.slice(5)}`;
  return { unique: "Unique building", role: "Role", policy: "Policy", news: "News" }[k] || k;
}
const stageOf = (id) => STAGES[(CARDS[id]?.stage ?? Number(id[0])) - 1] || "–";
const effText = (e) => `${BAR_WORD[e.bar] || e.bar} ${signed(e.delta)}`;
const rowText = (row) => row.length ? row.map(effText).join(", ") : "nothing";
const prereqText = (p) => p;
const pieceName = (p) => `piece ${p.letter}`;

function effChips(row, cls) {
  return h("span", { class: `cc-row ${cls}` }, row.length ? row.map((e) => h("span", { class: `cc-eff ${e.delta < 0 ? "neg" : "pos"} b-${e.bar}` },
    `${BAR_WORD[e.bar]} ${signed(e.delta)}`)) : h("span", { class: "muted" }, "—"));
}

// ---------- stylesheet (once) ----------
function ensureCss() {
  if (typeof document === "undefined" || document.getElementById("cities-coop-css")) return;
  document.head.append(h("link", { rel: "stylesheet", id: "cities-coop-css", href: new URL("./cities-coop.css", import.meta.url).href }));
}

// ---------- geometry (drawing only) ----------
function transform(cells, rot, mir) {
  let cs = cells.map(([x, y]) => [x, y]);
  if (mir) cs = cs.map(([x, y]) => [-x, y]);
  for (let i = 0; i < rot; i++) cs = cs.map(([x, y]) => [-y, x]);
  const mx = Math.min(...cs.map((c) => c[0])), my = Math.min(...cs.map((c) => c[1]));
  return cs.map(([x, y]) => [x - mx, y - my]);
}
const colName = (x) => String(x + 1);
const rowName = (y) => String.fromCharCode(65 + y);
const sqName = ([x, y]) => `${rowName(y)}${colName(x)}`;
const cellsText = (cells) => cells.map(sqName).join(" ");

// district numbering: in order of first square (reading order)
function districtNames(view) {
  const order = [];
  view.district.forEach((d) => { if (d >= 0 && !order.includes(d)) order.push(d); });
  const names = new Map(order.map((d, i) => [d, i + 1]));
  return names;
}
const DASHES = [[], [8, 4], [2, 4], [10, 3, 2, 3], [4, 4], [1, 3], [12, 4, 4, 4]];
const DASH_WORD = ["solid", "long dashes", "dots", "dash-dot", "short dashes", "fine dots", "dash-dash"];

function drawCity(ctx, w, hgt, view, ghost) {
  const W = view.width, H = view.height;
  const s = Math.min(w / W, hgt / H);
  const ox = (w - s * W) / 2, oy = (hgt - s * H) / 2;
  const at = (x, y) => y * W + x;
  const dn = districtNames(view);
  const pieceAt = (x, y) => view.pieces.find((p) => x >= p.col * 8 && x < p.col * 8 + 8 && y >= p.row * 8 && y < p.row * 8 + 8);
  // ground
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const p = pieceAt(x, y);
    const water = view.terrain[y][x] === "~";
    let fillc;
    if (water) fillc = p && p.revealed ? "#7fb6d6" : "#9cbfd0";
    else if (!p || !p.revealed) fillc = (x + y) % 2 ? "#9fb98a" : "#a6bf90";
    else fillc = (x + y) % 2 ? "#f3ecdc" : "#efe6d3";
    ctx.fillStyle = fillc;
    ctx.fillRect(ox + x * s, oy + y * s, s + 0.5, s + 0.5);
  }
  // face-down pieces: letter and cost
  for (const p of view.pieces) {
    if (p.revealed) continue;
    const px = ox + p.col * 8 * s, py = oy + p.row * 8 * s;
    ctx.fillStyle = "rgba(45,70,40,.82)";
    ctx.font = `800 ${Math.round(s * 3)}px system-ui, sans-serif`;
    ctx.textAlign = "center"; ctx.textBaseline = "middle";
    ctx.fillText(p.letter, px + 4 * s, py + 3.2 * s);
    ctx.font = `700 ${Math.max(10, Math.round(s * 0.9))}px system-ui, sans-serif`;
    ctx.fillText(`${"$".repeat(p.cost)}  cost ${p.cost}`, px + 4 * s, py + 5.4 * s);
  }
  // grid lines on land
  ctx.strokeStyle = "rgba(90,70,50,.13)"; ctx.lineWidth = 1;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (view.district[at(x, y)] >= 0) ctx.strokeRect(ox + x * s + 0.5, oy + y * s + 0.5, s - 1, s - 1);
  // tiles
  const tiles = view.position.tiles;
  tiles.forEach((t, ti) => {
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
    ctx.fillStyle = "#fff"; ctx.font = `800 ${Math.round(s * 0.5)}px system-ui, sans-serif`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
    const letter = badge(c);
    ctx.fillText(letter, ox + lx * s + s / 2, oy + ly * s + s / 2);
  });
  // district outlines: a different line style per district (and a number)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const d = view.district[at(x, y)];
    if (d < 0) continue;
    const style = (dn.get(d) - 1) % DASHES.length;
    ctx.setLineDash(DASHES[style].map((v) => v * s / 24));
    ctx.strokeStyle = "rgba(60,40,30,.55)"; ctx.lineWidth = Math.max(1.2, s / 14);
    const edge = (x1, y1, x2, y2) => { ctx.beginPath(); ctx.moveTo(ox + x1 * s, oy + y1 * s); ctx.lineTo(ox + x2 * s, oy + y2 * s); ctx.stroke(); };
    const other = (a, b) => a < 0 || b < 0 || a >= W || b >= H || view.district[at(a, b)] !== d;
    const inset = 0.12;
    if (other(x, y - 1)) edge(x, y + inset, x + 1, y + inset);
    if (other(x, y + 1)) edge(x, y + 1 - inset, x + 1, y + 1 - inset);
    if (other(x - 1, y)) edge(x + inset, y, x + inset, y + 1);
    if (other(x + 1, y)) edge(x + 1 - inset, y, x + 1 - inset, y + 1);
  }
  ctx.setLineDash([]);
  // streets (along edges)
  ctx.lineWidth = Math.max(2.5, s / 6); ctx.lineCap = "round";
  const open = (x, y) => !!pieceAt(x, y)?.revealed;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = at(x, y);
    // streets of face-down pieces show faintly (where the districts will be)
    ctx.strokeStyle = open(x, y) || open(x + 1, y) ? "#5a5550" : "rgba(60,80,50,.28)";
    if (view.streetRight[i]) { ctx.beginPath(); ctx.moveTo(ox + (x + 1) * s, oy + y * s); ctx.lineTo(ox + (x + 1) * s, oy + (y + 1) * s); ctx.stroke(); }
    ctx.strokeStyle = open(x, y) || open(x, y + 1) ? "#5a5550" : "rgba(60,80,50,.28)";
    if (view.streetDown[i]) { ctx.beginPath(); ctx.moveTo(ox + x * s, oy + (y + 1) * s); ctx.lineTo(ox + (x + 1) * s, oy + (y + 1) * s); ctx.stroke(); }
  }
  ctx.lineCap = "butt";
  // district numbers
  const seen = new Set();
  ctx.font = `700 ${Math.max(9, Math.round(s * 0.38))}px system-ui, sans-serif`; ctx.textAlign = "left"; ctx.textBaseline = "top";
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const d = view.district[at(x, y)];
    if (d < 0 || seen.has(d)) continue;
    seen.add(d);
    if (view.tileAt[at(x, y)] >= 0) continue;
    ctx.fillStyle = "rgba(60,40,30,.7)";
    ctx.fillText(`D${dn.get(d)}`, ox + x * s + s * 0.2, oy + y * s + s * 0.2);
  }
  // piece seams
  ctx.strokeStyle = "rgba(40,30,20,.35)"; ctx.lineWidth = 1; ctx.setLineDash([3, 3]);
  for (const p of view.pieces) ctx.strokeRect(ox + p.col * 8 * s + 0.5, oy + p.row * 8 * s + 0.5, 8 * s - 1, 8 * s - 1);
  ctx.setLineDash([]);
  // ghost
  if (ghost && ghost.cells) {
    const ok = ghost.ok;
    for (const [x, y] of ghost.cells) {
      if (x < 0 || y < 0 || x >= W || y >= H) continue;
      ctx.fillStyle = ok ? "rgba(47,125,77,.55)" : "rgba(163,58,42,.45)";
      ctx.fillRect(ox + x * s + 2, oy + y * s + 2, s - 4, s - 4);
      ctx.strokeStyle = ok ? "#1d5a36" : "#7a1f14"; ctx.lineWidth = 2.5;
      if (!ok) ctx.setLineDash([4, 3]);
      ctx.strokeRect(ox + x * s + 2, oy + y * s + 2, s - 4, s - 4);
      ctx.setLineDash([]);
      if (!ok) { // a cross, so illegality is not shown by colour alone
        ctx.beginPath(); ctx.moveTo(ox + x * s + 5, oy + y * s + 5); ctx.lineTo(ox + x * s + s - 5, oy + y * s + s - 5);
        ctx.moveTo(ox + x * s + s - 5, oy + y * s + 5); ctx.lineTo(ox + x * s + 5, oy + y * s + s - 5); ctx.stroke();
      }
    }
  }
  return { s, ox, oy };
}

// Scenario 5: the pieces arranged so far, one free piece's width around them, and the ghost
// of the piece being placed (turned as chosen). `a`: {piece, col, row, turns, ok}.
const turnRows = (rows, turns) => { let g = rows.map((r) => [...r]); for (let t = 0; t < turns; t++) g = g.map((_, r) => g.map((_, c) => g[7 - c][r])); return g; };
function arrangeGeom(view) {
  const m = view.pieces.length ? 1 : 0;
  return { m, sw: view.width / 8 + 2 * m, sh: view.height / 8 + 2 * m };
}
function drawArrange(ctx, w, hgt, view, a, slots) {
  const { m, sw, sh } = arrangeGeom(view);
  const s = Math.min(w / (sw * 8), hgt / (sh * 8));
  const ox = (w - s * sw * 8) / 2, oy = (hgt - s * sh * 8) / 2;
  ctx.fillStyle = "#e9efe4"; ctx.fillRect(0, 0, w, hgt);
  const sq = (x, y, c) => { ctx.fillStyle = c; ctx.fillRect(ox + x * s, oy + y * s, s + 0.5, s + 0.5); };
  for (let y = 0; y < view.height; y++) for (let x = 0; x < view.width; x++) {
    const t = view.terrain[y][x];
    if (t !== " ") sq(x + 8 * m, y + 8 * m, t === "~" ? "#7fb6d6" : (x + y) % 2 ? "#f3ecdc" : "#efe6d3");
  }
  ctx.strokeStyle = "#5a5550"; ctx.lineWidth = Math.max(1.5, s / 6);
  for (let y = 0; y < view.height; y++) for (let x = 0; x < view.width; x++) {
    const i = y * view.width + x, X = ox + (x + 8 * m) * s, Y = oy + (y + 8 * m) * s;
    if (view.streetRight[i]) { ctx.beginPath(); ctx.moveTo(X + s, Y); ctx.lineTo(X + s, Y + s); ctx.stroke(); }
    if (view.streetDown[i]) { ctx.beginPath(); ctx.moveTo(X, Y + s); ctx.lineTo(X + s, Y + s); ctx.stroke(); }
  }
  ctx.font = `800 ${Math.round(s * 2.4)}px system-ui, sans-serif`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
  for (const p of view.pieces) { ctx.fillStyle = "rgba(45,70,40,.35)"; ctx.fillText(p.letter, ox + ((p.col + m) * 8 + 4) * s, oy + ((p.row + m) * 8 + 4) * s); }
  ctx.setLineDash([4, 4]); ctx.strokeStyle = "rgba(29,90,54,.8)"; ctx.lineWidth = 2;
  for (const [c, r] of slots) ctx.strokeRect(ox + (c + m) * 8 * s + 3, oy + (r + m) * 8 * s + 3, 8 * s - 6, 8 * s - 6);
  ctx.setLineDash([]);
  const lp = a && view.toPlace.find((p) => p.letter === a.piece);
  if (lp) {
    const g = turnRows(lp.rows, a.turns), X = ox + (a.col + m) * 8 * s, Y = oy + (a.row + m) * 8 * s;
    ctx.globalAlpha = 0.8;
    for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) {
      sq((a.col + m) * 8 + c, (a.row + m) * 8 + r, g[r][c] === "~" ? "#5f9fc6" : "#dccfa8");
      ctx.strokeStyle = "#6a5a40"; ctx.lineWidth = 1.5;
      if (c < 7 && g[r][c] !== g[r][c + 1] && g[r][c] !== "~" && g[r][c + 1] !== "~") { ctx.beginPath(); ctx.moveTo(X + (c + 1) * s, Y + r * s); ctx.lineTo(X + (c + 1) * s, Y + (r + 1) * s); ctx.stroke(); }
      if (r < 7 && g[r][c] !== g[r + 1][c] && g[r][c] !== "~" && g[r + 1][c] !== "~") { ctx.beginPath(); ctx.moveTo(X + c * s, Y + (r + 1) * s); ctx.lineTo(X + (c + 1) * s, Y + (r + 1) * s); ctx.stroke(); }
    }
    ctx.globalAlpha = 1;
    ctx.strokeStyle = a.ok ? "#1d5a36" : "#7a1f14"; ctx.lineWidth = 4;
    if (!a.ok) ctx.setLineDash([8, 5]);
    ctx.strokeRect(X + 2, Y + 2, 8 * s - 4, 8 * s - 4);
    if (!a.ok) { ctx.beginPath(); ctx.moveTo(X + 6, Y + 6); ctx.lineTo(X + 8 * s - 6, Y + 8 * s - 6); ctx.moveTo(X + 8 * s - 6, Y + 6); ctx.lineTo(X + 6, Y + 8 * s - 6); ctx.stroke(); }
    ctx.setLineDash([]);
    ctx.fillStyle = "rgba(30,30,30,.75)"; ctx.fillText(a.piece, X + 4 * s, Y + 4 * s);
  }
  return { s: s * 8, ox: ox + m * 8 * s, oy: oy + m * 8 * s };
}

function cityText(view) {
  const dn = districtNames(view);
  const W = view.width;
  const byD = new Map();
  view.district.forEach((d, i) => { if (d >= 0) { if (!byD.has(d)) byD.set(d, { squares: 0, tiles: new Set() }); const e = byD.get(d); e.squares++; if (view.tileAt[i] >= 0) e.tiles.add(view.tileAt[i]); } });
  const items = [];
  for (const p of view.pieces) items.push(`Piece ${p.letter} (columns ${p.col * 8 + 1}–${p.col * 8 + 8}): ${p.revealed ? "built on" : `face down, costs ${p.cost} to open`}.`);
  for (const [d, e] of [...byD.entries()].sort((a, b) => dn.get(a[0]) - dn.get(b[0]))) {
    const i = dn.get(d) - 1;
    const ts = [...e.tiles].map((t) => { const tile = view.position.tiles[t]; return `${cardOf(tile.card).name} on ${cellsText(tile.cells.map((c) => [c % W, Math.floor(c / W)]))}`; });
    items.push(`District D${i + 1} (outline: ${DASH_WORD[i % DASH_WORD.length]}), ${e.squares} squares, ${plural(e.tiles.size, "tile")}${ts.length ? ": " + ts.join("; ") : ""}.`);
  }
  return items;
}

// ---------- the module ----------
export default {
  id: "cities-coop",
  blurb: "Build one city together: open board pieces, place zones and services, balance the administration board and raise the skyline.",

  options() {
    return [
      { key: "scenario", label: "Scenario", value: 0, choices: [
        { value: 0, label: "Introductory game (3 pieces)" },
        { value: 1, label: "1: unique buildings" }, { value: 2, label: "2: … and roles" },
        { value: 3, label: "3: … and policies" }, { value: 4, label: "4: … and news" },
        { value: 5, label: "5: four random pieces you arrange, everything in play" },
      ] },
      { key: "difficulty", label: "Starting money (scenario 5 only)", value: "beginner", choices: [
        { value: "beginner", label: "Beginner: 12 money" }, { value: "advanced", label: "Advanced: 10 money" }, { value: "expert", label: "Expert: 8 money" },
      ] },
    ];
  },

  progress(view) {
    const sky = `skyline ${num(view.position.admin.skyline)}`;
    if (view.phase === "over") return `City complete · ${sky}`;
    if (view.phase === "arrange") return `Arranging the board pieces · ${view.toPlace.length} to place`;
    const open = view.pieces.filter((p) => p.revealed).length;
    return `Milestone ${Math.min(view.position.milestones + 1, view.pieces.length)} of ${view.pieces.length} · ${open}/${view.pieces.length} pieces open · ${sky}`;
  },

  status(view, c) {
    if (view.phase === "over") return "The city is finished.";
    const who = view.toAct[0];
    const name = c.name(who);
    const me = who === c.viewer && c.isHuman(who);
    const lead = me ? `Your turn, ${name}: ` : `${name}: `;
    switch (view.phase) {
      case "arrange": return lead + (me ? "arrange the board pieces: land must meet land, water meet water." : "arranging the board pieces.");
      case "pick": return lead + (me ? "choose one of the offered cards." : "choosing a card.");
      case "choosePiece": return lead + (me ? "choose the board piece to open next." : "choosing a board piece.");
      case "turn": return lead + (me ? "play a card onto a spot, exchange a card (2 money), or end the milestone." : "taking a turn.");
      case "draw": return lead + (me ? "draw a card from a stage pile, or take one from the exchange pile." : "drawing a card.");
      case "swap": return lead + (me ? "swap cards after the milestone (1 money each), or keep your hand." : "deciding on a swap.");
      default: return lead + "…";
    }
  },

  seatStatus(view, seat) {
    if (view.phase === "over" || view.toAct[0] !== seat) return "";
    return { arrange: "arranging", pick: "choosing", choosePiece: "choosing a piece", turn: "playing", draw: "drawing", swap: "swapping" }[view.phase] || "";
  },

  // a team game: the shared skyline total is in the header and on the administration board
  scoreOf() { return null; },

  describeEvents(events, c) {
    const out = [];
    for (const e of events) {
      const n = e.seat != null ? c.name(e.seat) : "";
      switch (e.type) {
        case "pieceRevealed": out.push(`Piece ${e.piece} opened for ${e.cost} money.`); break;
        case "piecesDrawn": out.push(`Board pieces drawn: ${[...e.pieces].join(", ")}.`); break;
        case "roleChosen": out.push(`${n} took the role ${cardOf(e.card).name}.`); break;
        case "policyPlayed": out.push(`${n} played the policy ${cardOf(e.card).name}: ${rowText(e.effects)}.`); break;
        case "news": out.push(`News: ${cardOf(e.card).name}.`); break;
        case "played": out.push(`${n} built ${cardOf(e.card).name}${e.reward ? " with its reward" : ""}: ${rowText(e.effects)}.`); break;
        case "exchanged": out.push(`${n} exchanged ${cardOf(e.card).name} for 2 money.`); break;
        case "drew": out.push(`${n} drew ${cardOf(e.card).name}.`); break;
        case "took": out.push(`${n} took ${cardOf(e.card).name} from the exchange pile.`); break;
        case "overflow": out.push("Happiness over 25 went straight to the skyline."); break;
        case "milestoneEnded": out.push(`${n} ended the milestone: happiness ${num(e.happiness)} added, skyline now ${num(e.skyline)}.`); break;
        case "swapped": out.push(e.cards?.length ? `${n} swapped ${plural(e.cards.length, "card")}.` : `${n} kept the hand.`); break;
        case "gameOver": out.push(`The city is finished: ${e.grade}, ${num(e.total)}.`); break;
        case "lost": out.push(`The city failed: ${e.reason}.`); break;
        default: break;
      }
    }
    return out.join(" ");
  },

  describeMove(seat, a, c) {
    const n = c.name(seat);
    switch (a.type) {
      case "arrange": return `${n}: placed piece ${a.piece}, turned ${a.turns * 90}°`;
      case "arrangeRandom": return `${n}: the suggested arrangement`;
      case "pick": return `${n}: keep ${cardOf(a.card).name}`;
      case "policy": return `${n}: policy ${cardOf(a.card).name}`;
      case "choosePiece": return `${n}: open piece ${a.piece}`;
      case "play": return `${n}: ${cardOf(a.card).name} on ${cellsText(a.cells)}`;
      case "exchange": return `${n}: exchange ${cardOf(a.card).name}`;
      case "draw": return `${n}: draw from Stage ${STAGES[a.pile - 1]}`;
      case "take": return `${n}: take ${cardOf(a.card).name}`;
      case "endMilestone": return `${n}: end the milestone`;
      case "swap": return a.cards.length ? `${n}: swap ${a.cards.map((x) => cardOf(x).name).join(", ")}` : `${n}: keep the hand`;
      default: return `${n}: ${a.type}`;
    }
  },

  logHeadings(hist) {
    const heads = {};
    let m = 0;
    hist.forEach((e, i) => { if (e?.action?.type === "choosePiece") heads[i] = `Milestone ${++m}`; });
    return heads;
  },

  summary(events, view, c) {
    const e = events.find((x) => x.type === "milestoneEnded");
    if (!e) return null;
    const a = view.position.admin;
    return h("div", { class: "cc-summary", "data-summary": "milestone" },
      h("h2", null, `Milestone ${view.position.milestones} complete`),
      h("p", null, `${c.name(e.seat)} ended it.`),
      h("table", { class: "cc-sumtable" }, h("tbody", null,
        h("tr", null, h("th", { scope: "row" }, "Red steps on power, water and garbage"), h("td", { class: "num" }, String(e.red))),
        h("tr", null, h("th", { scope: "row" }, "Happiness added to the skyline"), h("td", { class: "num" }, num(e.happiness))),
        h("tr", null, h("th", { scope: "row" }, "Money paid for employment"), h("td", { class: "num" }, String(e.employment))),
        h("tr", null, h("th", { scope: "row" }, "Skyline total now"), h("td", { class: "num", "data-skyline": "" }, num(e.skyline))),
        h("tr", null, h("th", { scope: "row" }, "Money left"), h("td", { class: "num" }, String(a.money))))),
      view.phase === "choosePiece" ? h("p", null, "Next: choose the board piece to open, then each player may swap cards.") : null);
  },

  finalDetails(view, result) {
    if (!view) return null;
    return successTable(result?.grade, result?.scores?.[0]?.total, view);
  },

  rules(cfg) { return import("./cities-coop-help.js").then((m) => m.rulesHtml(cfg)); },

  art(canvas) {
    autoCanvas(canvas, (ctx, w, hgt) => {
      ctx.fillStyle = "#cfe3ee"; ctx.fillRect(0, 0, w, hgt);
      const cols = ["#5fae5b", "#4f86c6", "#d9a93a", "#9a6bbf", "#5fae5b", "#d9743f", "#4f86c6"];
      const bw = w / 9;
      cols.forEach((c, i) => { const bh = hgt * (0.3 + ((i * 37) % 50) / 100); ctx.fillStyle = c; ctx.fillRect(bw * (i + 1), hgt - bh, bw * 0.8, bh); });
      ctx.fillStyle = "#5a5550"; ctx.fillRect(0, hgt - 6, w, 6);
    });
  },

  mount(root, host) { ensureCss(); return mountView(root, host); },
};

function successTable(grade, total, view) {
  return h("section", { class: "cc-final" },
    h("h3", null, "Success table"),
    h("table", { class: "cc-success", "aria-label": "Success table" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, "Result"), h("th", { scope: "col" }, "City"), h("th", { scope: "col" }, "Success?"))),
      h("tbody", null,
        h("tr", { class: grade === "Failed city" ? "hit" : "" }, h("td", null, "failed"), h("th", { scope: "row" }, "Failed city"), h("td", null, "no")),
        GRADES.map(([g, range], i) => h("tr", { class: `${i >= 2 ? "win" : ""}${g === grade ? " hit" : ""}`, "data-grade": g, "aria-current": g === grade ? "true" : null },
          h("td", null, range), h("th", { scope: "row" }, g, g === grade ? h("strong", null, ` ← your city${total != null ? ` (${num(total)})` : ""}`) : null), h("td", null, i >= 2 ? "yes" : "no"))))),
    view ? h("p", { class: "small muted" }, `Final bars: pollution ${view.position.admin.pollution}, traffic ${view.position.admin.traffic}, crime ${view.position.admin.crime} (each point comes off the overall happiness).`) : null);
}

// ---------- the view ----------
function mountView(root, host) {
  let st = null;
  let sel = null; // {card, shapes, shapeIdx, rot, mir, x, y}
  let spotsCache = new Map(); // key state+card → spots answer
  let handCache = { key: "", ans: null };
  let swapSel = new Map(); // card → pile
  let lastHash = "";
  let geom = null;

  const live = () => (typeof window !== "undefined" ? window.__skyline?.game : null) || null;
  function check(action) {
    try { if (host.check) return host.check(action); const g = live(); return g ? g.check(st.seat, action) : { ok: true }; } catch (e) { return { ok: false, reason: e.message }; }
  }
  function query(q) {
    try { if (host.query) return host.query(q); const g = live(); return g ? g.query(st.seat ?? 0, q) : null; } catch { return null; }
  }
  const stateKey = () => { try { return String(live()?.stateHash?.() ?? ""); } catch { return ""; } };

  // --- DOM skeleton ---
  const canvas = h("canvas", { class: "cc-canvas", role: "img", tabindex: "0", "aria-label": "The city", "aria-describedby": "cc-citytext" });
  const cityList = h("ul", { id: "cc-citytext", class: "cc-citytext small" });
  const cityDetails = h("details", { class: "cc-citydetails" }, h("summary", null, "The city in words"), cityList);
  const legend = h("p", { class: "cc-legend small" },
    ["R", "C", "I", "svc", "util"].map((k) => h("span", { class: `cc-leg k-${k}` }, h("span", { class: "sw", "aria-hidden": "true" }, k === "svc" ? "S" : k === "util" ? "U" : k), { R: "Residential", C: "Commercial", I: "Industrial", svc: "Service", util: "Utility" }[k])),
    h("span", { class: "cc-leg" }, h("span", { class: "sw street", "aria-hidden": "true" }), "Street"),
    h("span", { class: "cc-leg" }, h("span", { class: "sw water", "aria-hidden": "true" }), "Water"),
    h("span", { class: "cc-leg" }, h("span", { class: "sw dash", "aria-hidden": "true" }), "District outline (each its own line style, labelled D1…)"),
    h("span", { class: "cc-leg" }, "Services: H healthcare, E education, T transport, F fire, P police, K parks · utilities: Pw power, Wa water, Ga garbage"));
  const ghostBar = h("div", { class: "cc-ghostbar", hidden: true });
  const ghostMsg = h("p", { class: "cc-ghostmsg", "aria-live": "polite" });
  const cityCard = h("section", { class: "cc-city card", "aria-label": "City" },
    h("div", { class: "cc-canvaswrap" }, canvas), h("p", { class: "cc-swipe small muted", "aria-hidden": "true" }, "← swipe the map to see all of it →"), ghostBar, ghostMsg, legend, cityDetails);
  const actions = h("section", { class: "cc-actions card", "aria-label": "Your actions" });
  const hands = h("div", { class: "cc-hands" });
  const admin = h("section", { class: "cc-admin card", "aria-label": "Administration board" });
  const piles = h("section", { class: "cc-piles card", "aria-label": "Piles and treasury" });
  const note = h("p", { class: "cc-note small" });
  const el = h("div", { class: "cc" }, cityCard,
    h("div", { class: "cc-main" }, actions, hands),
    h("div", { class: "cc-side" }, admin, piles, note));
  root.append(el);

  const drawer = autoCanvas(canvas, (ctx, w, hgt) => {
    if (!st) return;
    geom = st.view.phase === "arrange" ? drawArrange(ctx, w, hgt, st.view, arrInfo(), arrSlots()) : drawCity(ctx, w, hgt, st.view, ghostInfo());
  });

  // --- Scenario 5: arranging the board pieces (a ghost piece moved a piece at a time) ---
  let arr = null; // {piece, col, row, turns}
  let arrCheck = null; // {key, ok, reason}
  const arrangeActs = () => (st.legal || []).filter((a) => a.type === "arrange");
  const arrSlots = () => (arr ? arrangeActs().filter((a) => a.piece === arr.piece && a.turns === arr.turns).map((a) => [a.col, a.row]) : []);
  function arrInfo() {
    if (!arr) return null;
    const action = { type: "arrange", ...arr };
    const key = JSON.stringify(action);
    if (arrCheck?.key !== key) { const r = st.canAct ? check(action) : { ok: false, reason: "it is not your turn" }; arrCheck = { key, ok: !!r.ok, reason: r.reason }; }
    return { ...arr, ok: arrCheck.ok };
  }
  function arrWords() {
    const a = arrInfo();
    if (!a) return "";
    const m = arrangeGeom(st.view).m; // the frames on the map, counted from its top left
    return `Piece ${a.piece} in frame ${a.col + m + 1} across, ${a.row + m + 1} down, turned ${a.turns * 90}°: ${a.ok ? "allowed" : `not allowed: ${arrCheck.reason}`}.`;
  }
  function arrSelect(letter) {
    const first = arrangeActs().find((a) => a.piece === letter);
    arr = first ? { piece: letter, col: first.col, row: first.row, turns: first.turns } : { piece: letter, col: 0, row: 0, turns: 0 };
    render(); host.announce(`Piece ${letter} picked up. ${arrWords()} Arrow keys move it, R turns it, N finds the next allowed spot, Enter places it.`);
    canvas.focus();
  }
  function arrMove(dc, dr) {
    if (!arr) return;
    const { sw, sh, m } = arrangeGeom(st.view);
    arr.col = Math.max(-m, Math.min(sw - 1 - m, arr.col + dc)); arr.row = Math.max(-m, Math.min(sh - 1 - m, arr.row + dr));
    render(); host.announce(arrWords());
  }
  function arrTurn() { if (!arr) return; arr.turns = (arr.turns + 1) % 4; render(); host.announce(`Turned. ${arrWords()}`); }
  function arrNext() {
    const list = arrangeActs().filter((a) => a.piece === arr?.piece);
    if (!list.length) return;
    const i = list.findIndex((a) => a.col === arr.col && a.row === arr.row && a.turns === arr.turns);
    const a = list[(i + 1) % list.length];
    Object.assign(arr, { col: a.col, row: a.row, turns: a.turns }); render(); host.announce(arrWords());
  }
  function arrPlace() {
    if (!arr) return;
    const action = { type: "arrange", ...arr };
    const r = check(action);
    if (!r.ok) { host.announce(`Not allowed here: ${r.reason}`); return; }
    const keep = arr; arr = null;
    if (!host.act(action)) { arr = keep; render(); }
  }

  // --- ghost ---
  let ghostCheck = null; // {key, ok, reason, spot}
  function ghostCells() {
    if (!sel) return null;
    const base = SHAPES[sel.shapes[sel.shapeIdx]];
    const cs = transform(base, sel.rot, sel.mir);
    return cs.map(([x, y]) => [x + sel.x, y + sel.y]);
  }
  function ghostInfo() {
    const cells = ghostCells();
    if (!cells) return null;
    const key = JSON.stringify([sel.card, cells]);
    if (!ghostCheck || ghostCheck.key !== key) {
      const action = { type: "play", card: sel.card, cells };
      const r = st.canAct ? check(action) : { ok: false, reason: "it is not your turn" };
      const spot = r.ok ? query({ type: "spot", card: sel.card, cells }) : null;
      ghostCheck = { key, ok: !!r.ok, reason: r.reason, spot };
    }
    return { cells, ok: ghostCheck.ok };
  }
  function clampSel() {
    const cs = transform(SHAPES[sel.shapes[sel.shapeIdx]], sel.rot, sel.mir);
    const w = Math.max(...cs.map((c) => c[0])) + 1, hh = Math.max(...cs.map((c) => c[1])) + 1;
    sel.x = Math.max(0, Math.min(st.view.width - w, sel.x));
    sel.y = Math.max(0, Math.min(st.view.height - hh, sel.y));
  }
  function spotsFor(card) {
    const k = stateKey() + card;
    if (!spotsCache.has(k)) spotsCache.set(k, query({ type: "spots", card }));
    return spotsCache.get(k);
  }
  function shapesFor(card) {
    const c = cardOf(card);
    if (c.tile !== "any") return [c.tile];
    const kinds = ZONE_SHAPES[c.kind] || [];
    const ki = { R: 0, C: 1, I: 2 }[c.kind];
    const sup = st.view.position.supply?.[ki] || [];
    const left = kinds.filter((_, i) => (sup[i] ?? 1) > 0);
    return left.length ? left : kinds;
  }
  function selectCard(card) {
    if (!st?.canAct || st.view.phase !== "turn") return;
    const shapes = shapesFor(card);
    sel = { card, shapes, shapeIdx: 0, rot: 0, mir: false, x: 0, y: 0 };
    // start on the first legal spot the engine lists (rewarding spots first), else the open land
    const sp = spotsFor(card);
    const first = sp?.spots?.find((s) => s.reward) || sp?.spots?.[0];
    if (first) placeOn(first); else { const p = st.view.pieces.find((q) => q.revealed); if (p) { sel.x = p.col * 8 + 1; sel.y = p.row * 8 + 1; } clampSel(); }
    spotIdx = first ? sp.spots.indexOf(first) : -1;
    ghostCheck = null;
    render();
    host.announce(`${cardOf(card).name} picked up. ${ghostWords()} Arrow keys move it, R turns, M mirrors${shapes.length > 1 ? ", S changes the shape" : ""}, Enter builds, Escape puts it back.`);
    canvas.focus();
  }
  let spotIdx = -1;
  function placeOn(spot) {
    // find the shape/rotation/mirror that gives exactly these cells
    const xs = spot.cells.map((c) => c[0]), ys = spot.cells.map((c) => c[1]);
    const mx = Math.min(...xs), my = Math.min(...ys);
    const norm = spot.cells.map(([x, y]) => `${x - mx},${y - my}`).sort().join(" ");
    const si = sel.shapes.indexOf(spot.shape);
    const tryShapes = si >= 0 ? [si] : sel.shapes.map((_, i) => i);
    for (const s of tryShapes) for (let m = 0; m < 2; m++) for (let r = 0; r < 4; r++) {
      if (transform(SHAPES[sel.shapes[s]], r, !!m).map(([x, y]) => `${x},${y}`).sort().join(" ") === norm) {
        sel.shapeIdx = s; sel.rot = r; sel.mir = !!m; sel.x = mx; sel.y = my; return;
      }
    }
  }
  function nextSpot(dir) {
    if (!sel) return;
    const sp = spotsFor(sel.card);
    if (!sp?.spots?.length) { host.announce(`No legal spot: ${sp?.whyNone || "none found"}.`); return; }
    spotIdx = (spotIdx + dir + sp.spots.length) % sp.spots.length;
    placeOn(sp.spots[spotIdx]);
    ghostCheck = null;
    render();
    host.announce(`Legal spot ${spotIdx + 1} of ${sp.spots.length}. ${ghostWords()}`);
  }
  function ghostWords() {
    if (!sel) return "";
    const g = ghostInfo();
    const shape = sel.shapes[sel.shapeIdx];
    const where = `${shape} tile on ${cellsText(g.cells)}`;
    if (!g.ok) return `${where}: not allowed here: ${ghostCheck.reason}.`;
    const sp = ghostCheck.spot;
    const eff = sp?.effects?.length ? ` Effects: ${rowText(sp.effects)}.` : "";
    const rw = cardOf(sel.card).reward.length ? (sp?.reward ? " The reward applies." : ` No reward here${sp?.rewardWhyNot ? `: ${sp.rewardWhyNot}` : ""}.`) : "";
    return `${where}: allowed.${rw}${eff}`;
  }
  function moveGhost(dx, dy) { if (!sel) return; sel.x += dx; sel.y += dy; clampSel(); ghostCheck = null; render(); host.announce(ghostWords()); }
  function turnGhost() { if (!sel) return; sel.rot = (sel.rot + 1) % 4; clampSel(); ghostCheck = null; render(); host.announce(`Turned. ${ghostWords()}`); }
  function mirrorGhost() { if (!sel) return; sel.mir = !sel.mir; clampSel(); ghostCheck = null; render(); host.announce(`Mirrored. ${ghostWords()}`); }
  function shapeGhost() { if (!sel || sel.shapes.length < 2) return; sel.shapeIdx = (sel.shapeIdx + 1) % sel.shapes.length; clampSel(); ghostCheck = null; render(); host.announce(`Shape ${sel.shapes[sel.shapeIdx]}. ${ghostWords()}`); }
  function cancelGhost() { if (!sel) return; const name = cardOf(sel.card).name; sel = null; render(); host.announce(`${name} put back in the hand.`); }
  function buildGhost() {
    if (!sel) return;
    const cells = ghostCells();
    const action = { type: "play", card: sel.card, cells };
    const r = check(action);
    if (!r.ok) { host.announce(`Not allowed here: ${r.reason}`); return; }
    const keep = sel;
    sel = null;
    if (!host.act(action)) { sel = keep; render(); }
  }

  const arrPointer = (e) => {
    const r = canvas.getBoundingClientRect();
    const c = Math.floor((e.clientX - r.left - geom.ox) / geom.s), w = Math.floor((e.clientY - r.top - geom.oy) / geom.s);
    const { sw, sh, m } = arrangeGeom(st.view);
    if (c < -m || w < -m || c > sw - 1 - m || w > sh - 1 - m) return false;
    const same = c === arr.col && w === arr.row;
    arr.col = c; arr.row = w;
    return same;
  };
  canvas.addEventListener("pointermove", (e) => {
    if (arr && geom && e.pointerType !== "touch" && st.view.phase === "arrange") { const k = JSON.stringify(arr); arrPointer(e); if (k !== JSON.stringify(arr)) render(); return; }
    if (!sel || !geom || e.pointerType === "touch") return;
    pointerTo(e);
  });
  canvas.addEventListener("pointerdown", (e) => {
    if (arr && geom && st.view.phase === "arrange") { if (arrPointer(e) && arrCheck?.ok) arrPlace(); else { render(); host.announce(arrWords()); } return; }
    if (!sel || !geom) return;
    const before = JSON.stringify(ghostCells());
    pointerTo(e);
    // a click (or a second tap) on the ghost where it already stands builds it; a first tap moves it
    if (before === JSON.stringify(ghostCells()) && ghostCheck?.ok) buildGhost();
  });
  function pointerTo(e) {
    const r = canvas.getBoundingClientRect();
    const x = Math.floor((e.clientX - r.left - geom.ox) / geom.s), y = Math.floor((e.clientY - r.top - geom.oy) / geom.s);
    const cs = transform(SHAPES[sel.shapes[sel.shapeIdx]], sel.rot, sel.mir);
    const w = Math.max(...cs.map((c) => c[0])) + 1, hh = Math.max(...cs.map((c) => c[1])) + 1;
    const nx = x - Math.floor((w - 1) / 2), ny = y - Math.floor((hh - 1) / 2);
    if (nx === sel.x && ny === sel.y) return;
    sel.x = nx; sel.y = ny; clampSel(); ghostCheck = null; renderGhostOnly();
  }

  const onKey = (e) => {
    if (!st || !(sel || arr) || e.altKey || e.ctrlKey || e.metaKey || document.querySelector("dialog[open]")) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
    const k = e.key;
    if (arr) {
      const am = { ArrowLeft: () => arrMove(-1, 0), ArrowRight: () => arrMove(1, 0), ArrowUp: () => arrMove(0, -1), ArrowDown: () => arrMove(0, 1), r: arrTurn, R: arrTurn, n: arrNext, N: arrNext };
      if (k === "Enter" && e.target === canvas) { e.preventDefault(); arrPlace(); } else if (am[k]) { e.preventDefault(); am[k](); }
      return;
    }
    const map = { ArrowLeft: () => moveGhost(-1, 0), ArrowRight: () => moveGhost(1, 0), ArrowUp: () => moveGhost(0, -1), ArrowDown: () => moveGhost(0, 1),
      r: turnGhost, R: turnGhost, m: mirrorGhost, M: mirrorGhost, s: shapeGhost, S: shapeGhost, Escape: cancelGhost, n: () => nextSpot(1), N: () => nextSpot(-1) };
    if (k === "Enter" && e.target === canvas) { e.preventDefault(); buildGhost(); return; }
    if (map[k]) { e.preventDefault(); map[k](); }
  };
  document.addEventListener("keydown", onKey);

  // --- rendering pieces ---
  function renderGhostOnly() {
    drawer.redraw();
    renderGhostBar();
  }
  function renderGhostBar() {
    const v = st.view;
    canvas.setAttribute("aria-label", `The city: ${v.width} by ${v.height} squares, ${plural(v.position.tiles.length, "tile")} built, ${v.pieces.filter((p) => p.revealed).length} of ${v.pieces.length} pieces open.${sel ? " Ghost: " + ghostWords() : arr ? " " + arrWords() : ""}`);
    ghostBar.hidden = !sel;
    if (arr) { const a = arrInfo(); ghostMsg.className = `cc-ghostmsg ${a.ok ? "ok" : "no"}`; fill(ghostMsg, a.ok ? h("strong", null, "✓ ") : h("strong", null, "✗ "), arrWords()); return; }
    if (!sel) { fill(ghostMsg, ""); ghostMsg.className = "cc-ghostmsg"; return; }
    const g = ghostInfo();
    const c = cardOf(sel.card);
    const b = (label, fn, extra = {}) => h("button", { type: "button", class: "btn cc-gbtn", onclick: fn, ...extra }, label);
    fill(ghostBar,
      h("span", { class: "cc-gname" }, h("strong", null, c.name), ` · ${sel.shapes[sel.shapeIdx]}`),
      h("span", { class: "cc-pad", role: "group", "aria-label": "Move the tile" },
        b("◀", () => moveGhost(-1, 0), { "aria-label": "Move left" }), b("▲", () => moveGhost(0, -1), { "aria-label": "Move up" }),
        b("▼", () => moveGhost(0, 1), { "aria-label": "Move down" }), b("▶", () => moveGhost(1, 0), { "aria-label": "Move right" })),
      b("⟳ Turn (R)", turnGhost, { "data-ghost": "turn" }), b("⇋ Mirror (M)", mirrorGhost, { "data-ghost": "mirror" }),
      sel.shapes.length > 1 ? b(`Shape (S): ${sel.shapes[sel.shapeIdx]}`, shapeGhost, { "data-ghost": "shape" }) : null,
      b("Next legal spot (N)", () => nextSpot(1), { "data-ghost": "next" }),
      h("button", { type: "button", class: "btn primary cc-gbtn", "data-ghost": "build", disabled: !g.ok, onclick: buildGhost }, "Build here (Enter)"),
      b("Cancel (Esc)", cancelGhost, { "data-ghost": "cancel" }));
    const wrap = canvas.parentElement;
    if (geom && wrap.scrollWidth > wrap.clientWidth + 1) { // keep the ghost in view on narrow screens
      const xs = g.cells.map((c) => c[0]);
      const left = geom.ox + Math.min(...xs) * geom.s, right = geom.ox + (Math.max(...xs) + 1) * geom.s;
      if (left < wrap.scrollLeft || right > wrap.scrollLeft + wrap.clientWidth) wrap.scrollLeft = Math.max(0, (left + right) / 2 - wrap.clientWidth / 2);
    }
    ghostMsg.className = `cc-ghostmsg ${g.ok ? "ok" : "no"}`;
    const sp = ghostCheck.spot;
    fill(ghostMsg, g.ok
      ? [h("strong", null, "✓ Allowed here. "), c.reward.length ? (sp?.reward ? "The reward applies. " : `No reward here${sp?.rewardWhyNot ? ` (${sp.rewardWhyNot})` : ""}. `) : "",
        sp?.effects?.length ? `Effects: ${rowText(sp.effects)}.` : ""]
      : [h("strong", null, "✗ Not here: "), ghostCheck.reason || "not allowed"]);
  }

  function handAnswer() {
    const key = stateKey() + ":" + st.seat;
    if (handCache.key !== key) handCache = { key, ans: st.seat != null ? query({ type: "hand", seat: st.seat }) : null };
    return handCache.ans;
  }

  function cardNode(id, opts = {}) {
    const c = cardOf(id);
    const status = opts.status;
    const kc = kindClass(c.kind);
    const btns = [];
    if (opts.act) {
      if (opts.phase === "turn" && c.kind === "policy") {
        btns.push(h("button", { type: "button", class: "btn small primary", "data-policy": id, disabled: status && !status.playable, onclick: () => host.act({ type: "policy", card: id }) }, "Play the policy"));
      } else if (opts.phase === "turn") {
        btns.push(h("button", { type: "button", class: `btn small primary${sel?.card === id ? " on" : ""}`, "data-play": id, disabled: status && !status.playable, "aria-pressed": sel?.card === id ? "true" : "false", onclick: () => selectCard(id) }, "Place…"));
        btns.push(h("button", { type: "button", class: "btn small", "data-exchange": id, disabled: status && !status.exchangeable, onclick: () => exchange(id) }, "Exchange (2 money)"));
      }
    }
    if (opts.pick) btns.push(h("button", { type: "button", class: "btn small primary", "data-pick": id, onclick: () => host.act({ type: "pick", card: id }) }, "Keep this one"));
    if (opts.take) btns.push(h("button", { type: "button", class: "btn small primary", "data-take": id, onclick: () => host.act({ type: "take", card: id }) }, "Take"));
    if (opts.swap) {
      const on = swapSel.has(id);
      btns.push(h("label", { class: "cc-swapchk" }, h("input", { type: "checkbox", checked: on, "data-swap": id, onchange: (e) => { if (e.target.checked) swapSel.set(id, 1); else swapSel.delete(id); render(); } }), " Swap away"));
      if (on) btns.push(h("label", { class: "cc-swappile" }, "replace from ", h("select", { "data-swappile": id, onchange: (e) => { swapSel.set(id, Number(e.target.value)); render(); } },
        [1, 2, 3].map((p) => h("option", { value: p, selected: swapSel.get(id) === p, disabled: !st.view.pileSizes[p - 1] }, `Stage ${STAGES[p - 1]} (${st.view.pileSizes[p - 1]})`)))));
    }
    let stat = null;
    if (status) {
      stat = status.playable
        ? [h("p", { class: "cc-stat ok" }, h("span", { "aria-hidden": "true" }, "✓ "), `Playable: ${plural(status.spots, "spot")}`,
          c.reward.length && status.rewardSpots ? `, ${status.rewardSpots} with the reward` : ""),
          c.reward.length && !status.rewardSpots ? h("p", { class: "cc-lost small" }, "No reward anywhere now: ", (status.rewardLost || "").replace(/^prerequisite unmet everywhere, the reward is lost \((.*)\)$/, "$1")) : null]
        : h("p", { class: "cc-stat no" }, h("span", { "aria-hidden": "true" }, "✗ "), `Not playable now: ${status.whyNot || "no reason given"}`);
    }
    return h("article", { class: `cc-card k-${kc}${sel?.card === id ? " sel" : ""}`, "data-card": id, "aria-label": `${c.name}, ${kindWord(c.kind)}, Stage ${stageOf(id)}` },
      h("header", { class: "cc-chead" }, h("span", { class: "cc-badge", "aria-hidden": "true" }, badge(c)),
        h("span", { class: "cc-cname" }, c.name), h("span", { class: "cc-stage", title: `Stage ${stageOf(id)}` }, stageOf(id))),
      h("p", { class: "cc-kind small" }, kindWord(c.kind), c.kind === "role" || c.kind === "news" ? null : [" · ", c.tile === "any" ? `any ${ZONE[c.kind]?.toLowerCase() || ""} tile` : `tile ${c.tile}`]),
      opts.compact || (!c.reward.length && !rowWord(c.kind)) ? null : h("dl", { class: "cc-rows" },
        h("dt", null, c.reward.length ? "Cost" : rowWord(c.kind)), h("dd", null, effChips(c.cost, "cost")),
        c.reward.length ? [h("dt", null, "Reward"), h("dd", null, effChips(c.reward, "reward")),
          h("dt", null, "If"), h("dd", { class: "cc-pre small", title: c.prereq.includes("svc:") ? "A Stage I service serves the squares next to it; a Stage II or III service serves its whole district." : null }, prereqText(c.prereq))] : null),
      c.effect ? h("p", { class: "cc-effect small", "data-effect": "" }, c.effect) : null,
      stat,
      btns.length ? h("div", { class: "cc-cbtns" }, btns) : null);
  }

  function exchange(id) {
    const action = { type: "exchange", card: id };
    const r = check(action);
    if (!r.ok) { host.announce(`Not allowed: ${r.reason}`); return; }
    host.act(action);
  }

  function renderActions() {
    const v = st.view;
    const can = st.canAct;
    const me = st.seat;
    const kids = [];
    const title = (t) => h("h2", { class: "cc-h" }, t);
    if (v.phase === "over") {
      const o = v.position.outcome;
      kids.push(title("The city is finished"), o ? h("p", { class: "cc-over" }, o.won ? "Success: " : "Not a success: ", h("strong", null, o.grade || (o.won ? "won" : "lost")), o.total != null ? ` (${num(o.total)})` : "") : null);
    } else if (!can) {
      const who = v.toAct[0];
      kids.push(title(`${host.name(who)} is playing`), h("p", { class: "small muted" }, "Watch the city grow; your options appear on your turn."));
    } else if (v.phase === "arrange") {
      const rnd = { type: "arrangeRandom" };
      kids.push(title("Arrange the board pieces"),
        h("p", { class: "small" }, "Lay the drawn pieces next to each other, edge to edge. Where two pieces touch, land must face land and water face water; open edges may show anything. Pick a piece, move it with the arrow keys or the pointer, turn it with R, place it with Enter; dashed frames show where it fits as turned now."),
        h("div", { class: "cc-btnrow", role: "group", "aria-label": "Pieces to place" }, v.toPlace.map((p) => h("button", { type: "button", class: `btn${arr?.piece === p.letter ? " primary" : ""}`, "data-arrange-piece": p.letter, "aria-pressed": arr?.piece === p.letter ? "true" : "false", onclick: () => arrSelect(p.letter) }, `Piece ${p.letter} · costs ${p.cost}`))),
        arr ? h("div", { class: "cc-btnrow", role: "group", "aria-label": "Move the piece" },
          [["◀", -1, 0, "left"], ["▲", 0, -1, "up"], ["▼", 0, 1, "down"], ["▶", 1, 0, "right"]].map(([t, dc, dr, w]) => h("button", { type: "button", class: "btn cc-gbtn", "aria-label": `Move ${w}`, onclick: () => arrMove(dc, dr) }, t)),
          h("button", { type: "button", class: "btn", "data-arrange-turn": "", onclick: arrTurn }, "⟳ Turn (R)"),
          h("button", { type: "button", class: "btn", onclick: arrNext }, "Next allowed spot (N)"),
          h("button", { type: "button", class: "btn primary", "data-arrange-place": "", disabled: !arrInfo().ok, onclick: arrPlace }, "Place here (Enter)")) : null,
        h("p", null, h("button", { type: "button", class: "btn", "data-arrange-random": "", onclick: () => { arr = null; host.act(rnd); } }, "Use a random arrangement"),
          h("span", { class: "small muted" }, " places the rest at once: the engine picks a compact arrangement from the game's seed.")));
    } else if (v.phase === "pick") {
      const picks = (st.legal || []).filter((a) => a.type === "pick");
      const role = picks.some((a) => cardOf(a.card).kind === "role");
      kids.push(title(role ? "Choose your role" : "Keep one card"),
        h("p", { class: "small" }, role ? "Keep one of the two roles offered; the other goes back in the box. Your role's ability works for the whole game." : "You saw two cards: keep one, the other goes back under its pile."),
        h("div", { class: "cc-cards" }, picks.map((a) => cardNode(a.card, { pick: true }))));
    } else if (v.phase === "choosePiece") {
      kids.push(title("Open a board piece"), h("p", { class: "small" }, `Paid from the shared treasury (${v.position.admin.money} money now). ${v.pieces.some((p) => p.revealed) ? "Only a piece next to the open city can be opened." : "The first piece may be any of them."}`),
        h("div", { class: "cc-btnrow" }, (st.legal || []).filter((a) => a.type === "choosePiece").map((a) => {
          const p = v.pieces.find((q) => q.letter === a.piece);
          return h("button", { type: "button", class: "btn primary big", "data-piece": a.piece, onclick: () => host.act(a) }, `Open piece ${a.piece} · ${p?.cost ?? "?"} money`);
        })));
    } else if (v.phase === "turn") {
      const endA = { type: "endMilestone" };
      const ec = check(endA);
      kids.push(title("Your turn"),
        h("p", { class: "small" }, sel ? "Place the tile on the city, or pick another card." : "Pick a card below to place it, exchange one for 2 money, or end the milestone."),
        h("div", { class: "cc-btnrow" },
          h("button", { type: "button", class: "btn", "data-end": "", disabled: !ec.ok, onclick: () => host.act(endA) }, v.position.mustEnd ? "End the game now" : "End the milestone"),
          !ec.ok ? h("span", { class: "small muted cc-why" }, `Not yet: ${ec.reason || v.endBlocked}`) : null,
          v.position.mustEnd ? h("span", { class: "small cc-why" }, "The stage piles are empty: the milestone must end now.") : null));
    } else if (v.phase === "draw") {
      const legal = st.legal || [];
      kids.push(title("Take a new card"),
        h("div", { class: "cc-btnrow" }, [1, 2, 3].map((p) => {
          const a = legal.find((x) => x.type === "draw" && x.pile === p);
          return h("button", { type: "button", class: "btn primary", "data-draw": p, disabled: !a, onclick: () => a && host.act(a) }, `Draw Stage ${STAGES[p - 1]} (${v.pileSizes[p - 1]} left)`);
        })),
        legal.some((x) => x.type === "take") ? h("p", { class: "small" }, "…or take a card from the exchange pile (shown with the piles).") : null);
    } else if (v.phase === "swap") {
      const cards = [...swapSel.keys()].filter((c) => v.position.hands[me]?.includes(c));
      const action = { type: "swap", cards, piles: cards.map((c) => swapSel.get(c)) };
      const r = check(action);
      kids.push(title("Swap after the milestone"),
        h("p", { class: "small" }, "Tick cards in your hand to give them to the exchange pile (1 money each) and choose the stage pile for each replacement, or keep your hand."),
        h("div", { class: "cc-btnrow" },
          h("button", { type: "button", class: "btn primary", "data-swapgo": "", disabled: !cards.length || !r.ok, onclick: () => { if (host.act(action)) swapSel.clear(); } }, `Swap ${plural(cards.length, "card")} (${cards.length} money)`),
          h("button", { type: "button", class: "btn", "data-keep": "", onclick: () => { swapSel.clear(); host.act({ type: "swap", cards: [], piles: [] }); } }, "Keep my hand"),
          cards.length && !r.ok ? h("span", { class: "small cc-why" }, `Not allowed: ${r.reason}`) : null));
    }
    fill(actions, kids);
  }

  function renderHands() {
    const v = st.view;
    const me = st.seat;
    const ans = st.canAct && (v.phase === "turn" || v.phase === "swap") ? handAnswer() : null;
    const statusOf = (id) => ans?.cards?.find((c) => c.card === id) || null;
    const sections = [];
    const order = me != null ? [me, ...v.position.hands.map((_, i) => i).filter((i) => i !== me)] : v.position.hands.map((_, i) => i);
    for (const seat of order) {
      const hand = v.position.hands[seat];
      const mine = seat === me && st.canAct;
      sections.push(h("section", { class: `cc-hand card seat-c${seat}${seat === me ? " mine" : ""}`, "data-hand-seat": seat, "aria-label": `${host.name(seat)}'s cards` },
        h("h2", { class: "cc-h" }, h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(seat + 1)), ` ${host.name(seat)}${seat === me ? " (you)" : ""} · ${plural(hand.length, "card")}`,
          v.toAct[0] === seat && v.phase !== "over" ? h("small", null, " · to act") : null),
        h("div", { class: `cc-cards${seat === me ? "" : " others"}` }, hand.map((id) => cardNode(id, {
          act: mine, phase: v.phase, status: mine ? statusOf(id) : null, swap: mine && v.phase === "swap", compact: seat !== me && v.position.hands.length > 2,
        })))));
    }
    fill(hands, sections);
  }

  function renderAdmin() {
    const a = st.view.position.admin;
    fill(admin,
      h("h2", { class: "cc-h" }, "Administration board"),
      h("div", { class: "cc-skyline", "data-skyline-total": a.skyline },
        h("span", { class: "cc-skynum" }, num(a.skyline)), h("span", null, h("strong", null, "Skyline"), h("br"), h("small", null, "overall happiness · 11+ is a success"))),
      h("div", { class: "cc-money" }, h("span", { class: "cc-coin", "aria-hidden": "true" }, "$"), h("span", null, h("strong", { "data-money": a.money }, String(a.money)), " money in the treasury")),
      h("ul", { class: "cc-bars" }, BARS.map((b) => {
        const val = a[b.key];
        const span = b.max - b.min;
        const pos = (Math.max(b.min, Math.min(b.max, val)) - b.min) / span * 100;
        const zero = (0 - b.min) / span * 100;
        return h("li", { class: `cc-bar${b.red(val) ? " red" : ""}`, "data-bar": b.key },
          h("span", { class: "cc-bname" }, b.name),
          h("span", { class: "cc-track", role: "meter", "aria-valuemin": b.min, "aria-valuemax": b.max, "aria-valuenow": val, "aria-label": `${b.name} ${num(val)}, from ${num(b.min)} to ${num(b.max)}; ${b.note}` },
            h("span", { class: "cc-zero", style: `left:${zero}%` }),
            h("span", { class: "cc-fillbar", style: `left:${Math.min(zero, pos)}%;width:${Math.abs(pos - zero)}%` }),
            h("span", { class: "cc-mark", style: `left:${pos}%` })),
          h("span", { class: "cc-bval" }, h("strong", null, num(val)), h("small", null, ` ${num(b.min)}…${num(b.max)}`)));
      })),
      h("p", { class: "small muted" }, "Red = costs you at a milestone end (utilities below 0, employment away from 0) or at the game end (pollution, traffic, crime)."));
  }

  function renderPiles() {
    const v = st.view;
    const takes = st.canAct && v.phase === "draw" ? (st.legal || []).filter((a) => a.type === "take") : [];
    fill(piles,
      h("h2", { class: "cc-h" }, "Piles"),
      h("ul", { class: "cc-pilelist" }, [0, 1, 2].map((i) => h("li", { "data-pile": i + 1 }, h("span", { class: "cc-deck", "aria-hidden": "true" }, STAGES[i]), h("span", null, `Stage ${STAGES[i]}: `, h("strong", null, String(v.pileSizes[i])), ` card${v.pileSizes[i] === 1 ? "" : "s"}`)))),
      h("h3", { class: "cc-h3" }, `Exchange pile (${v.position.exchange.length})`),
      v.position.exchange.length
        ? h("div", { class: "cc-cards exch" }, v.position.exchange.map((id) => cardNode(id, { take: takes.some((a) => a.card === id), compact: false })))
        : h("p", { class: "small muted" }, "Empty. Exchanged and swapped cards land here face up."),
      v.position.news ? h("p", { class: "cc-news", "data-news": v.position.news }, h("strong", null, "News in force: "), `${cardOf(v.position.news).name}. ${cardOf(v.position.news).effect}`) : null,
      v.position.roles.some((r) => r) ? h("ul", { class: "small", "data-roles": "" }, v.position.roles.map((r, i) => (r ? h("li", null, h("strong", null, `${host.name(i)}: ${cardOf(r).name}.`), ` ${cardOf(r).effect}`) : null))) : null,
      h("p", { class: "small muted" }, `Milestones ended: ${v.position.milestones}. Start player: ${host.name(v.position.starter)}.`));
  }

  function render() {
    if (!st) return;
    const v = st.view;
    if (sel && (!st.canAct || v.phase !== "turn" || !v.position.hands[st.seat]?.includes(sel.card))) sel = null;
    if (v.phase !== "swap") swapSel.clear();
    if (v.phase !== "arrange" || !st.canAct || (arr && !v.toPlace.some((p) => p.letter === arr.piece))) arr = null;
    const ag = v.phase === "arrange" ? arrangeGeom(v) : null;
    canvas.style.aspectRatio = String(Math.max(4 / 3, ag ? ag.sw / ag.sh : v.width / v.height));
    fill(cityList, cityText(v).map((t) => h("li", null, t)));
    note.textContent = v.note ? `Content note: ${v.note}` : "";
    renderActions();
    renderHands();
    renderAdmin();
    renderPiles();
    renderGhostBar();
    drawer.redraw();
  }

  return {
    update(state) {
      st = state;
      loadContent(query({ type: "cards" }));
      const hsh = stateKey();
      if (hsh !== lastHash) { lastHash = hsh; ghostCheck = null; if (spotsCache.size > 50) spotsCache = new Map(); }
      render();
    },
    focus() {
      if (!st?.canAct) return;
      const t = el.querySelector("[data-arrange-piece], [data-pick], [data-piece], [data-draw]:not([disabled]), [data-play]:not([disabled]), [data-keep], [data-end]:not([disabled])");
      (sel ? canvas : t)?.focus();
    },
    destroy() { document.removeEventListener("keydown", onKey); drawer.stop(); el.remove(); },
  };
}
