// Skyline Table app shell: game chooser and seats, hand-over screens, bots in a worker,
// log and replay, undo, autosave, save export/import, scores. It knows no game rules:
// the engine (www/pkg) decides everything; a view module per game (www/games/ID.js)
// draws that game and collects input. The module interface is in www/games/README.md.
import init, { Game, games } from "./pkg/skyline_table.js";
import { h, fill } from "./dom.js";

const MODULES = { cityscape: () => import("./games/cityscape.js") };
const SAVE_KEY = "skyline-table:autosave";
const KEPT_KEY = "skyline-table:unreadable-autosave";
const KINDS = [["human", "Human"], ["easy", "Computer · easy"], ["normal", "Computer · normal"], ["hard", "Computer · hard"]];
const NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"];
const params = new URLSearchParams(location.search);
let pace = params.has("pace") ? Math.max(0, Number(params.get("pace")) || 0) : 900; // ms per computer move

const store = {
  get(k) { try { return localStorage.getItem(k); } catch { return null; } },
  set(k, v) { try { localStorage.setItem(k, v); return true; } catch { return false; } },
};

const S = {
  infos: [], mods: {}, id: null, mod: null, ctrl: null, game: null, seats: [],
  viewer: null, handover: null, review: null, lastEvents: [], lastLine: "", lastHuman: false,
  bot: null, job: 0, worker: null, unreadable: null, setup: null, summary: null, finalOpen: false,
};
const ui = {};
const isHuman = (seat) => S.seats[seat]?.kind === "human";
const humans = () => S.seats.map((_, i) => i).filter(isHuman);
const seatName = (seat) => S.seats[seat]?.name || `Player ${seat + 1}`;
const randomSeed = () => String(Math.floor(Math.random() * 4294967296));
const btn = (label, onclick, cls = "btn", extra = {}) => h("button", { type: "button", class: cls, onclick, ...extra }, label);

function ctx(extra) {
  return { name: seatName, seats: S.seats, isHuman, viewer: S.viewer, over: !!S.game?.isOver(), ...extra };
}

// ---------- skeleton ----------
function skeleton() {
  const root = document.getElementById("app");
  const logo = h("span", { class: "logo", "aria-hidden": "true", html: '<svg viewBox="0 0 32 32" width="28" height="28"><rect x="3" y="14" width="6" height="15" rx="1" fill="#f3dcae"/><rect x="10" y="6" width="7" height="23" rx="1" fill="#d8845a"/><rect x="18" y="11" width="5" height="18" rx="1" fill="#ebb766"/><rect x="24" y="17" width="5" height="12" rx="1" fill="#a95a4a"/><rect x="2" y="28.5" width="28" height="2" rx="1" fill="#fffaf2"/></svg>' });
  ui.gameName = h("span", { class: "brand-game" });
  ui.meta = h("span", { class: "meta" });
  ui.rulesBtn = btn("Rules", openRules, "btn ghost");
  ui.saveBtn = btn("Save & load", openSaves, "btn ghost");
  ui.newBtn = btn("New game", () => showSetup(), "btn ghost");
  const header = h("header", { class: "bar" },
    h("div", { class: "brand" }, logo, h("span", { class: "brand-name" }, "Skyline Table"), ui.gameName),
    ui.meta,
    h("nav", { class: "nav", "aria-label": "Menu" }, ui.rulesBtn, ui.saveBtn, ui.newBtn));
  ui.notice = h("div", { class: "notice", role: "alert", hidden: true });
  ui.setup = h("section", { class: "setup", hidden: true, "aria-labelledby": "setup-title" });
  ui.status = h("div", { class: "status", id: "status", role: "status", "aria-live": "polite" });
  ui.undo = btn("↶ Undo", undo, "btn undo", { hidden: true });
  ui.scoresBtn = btn("Scores", () => openFinal(), "btn", { hidden: true });
  ui.reviewBar = h("div", { class: "reviewbar", hidden: true });
  ui.stage = h("div", { class: "stage" });
  ui.players = h("ol", { class: "players", "aria-label": "Players" });
  ui.log = h("ol", { class: "log" });
  ui.logWrap = h("section", { class: "logwrap", "aria-labelledby": "log-title" },
    h("h2", { id: "log-title" }, "Moves"),
    h("p", { class: "small muted" }, "Pick a move to see the board at that point."),
    ui.log);
  ui.play = h("section", { class: "play", hidden: true },
    h("div", { class: "statusbar" }, ui.status, h("div", { class: "statusbtns" }, ui.undo, ui.scoresBtn)),
    ui.reviewBar,
    h("div", { class: "playgrid" }, ui.stage, h("aside", { class: "aside" }, ui.players, ui.logWrap)));
  const dialog = (cls, label) => h("dialog", { class: `dlg ${cls}`, "aria-label": label });
  ui.hand = dialog("hand", "Pass the device");
  ui.hand.addEventListener("cancel", (e) => e.preventDefault());
  ui.main = dialog("main", "Scores");
  ui.main.addEventListener("close", onMainClosed);
  ui.rules = dialog("rules", "Rules");
  ui.saves = dialog("saves", "Save and load");
  fill(root, header, h("main", { class: "wrap" }, ui.notice, ui.setup, ui.play), ui.hand, ui.main, ui.rules, ui.saves);
}

function notice(text) {
  ui.notice.hidden = !text;
  fill(ui.notice, text || "", text ? btn("Dismiss", () => notice(""), "btn small") : null);
}

// ---------- modules ----------
async function loadModule(id) {
  if (!S.mods[id]) {
    if (!MODULES[id]) throw new Error(`this page cannot show the game "${id}" yet`);
    S.mods[id] = (await MODULES[id]()).default;
  }
  return S.mods[id];
}

function probeView(id, players) {
  let g = null;
  try { g = new Game(id, { players, seed: 0 }); return g.view(); } catch { return null; } finally { g?.free(); }
}

// ---------- setup ----------
function defaultSeats(n, old = []) {
  return Array.from({ length: n }, (_, i) => old[i] || { name: NAMES[i], kind: i === 0 ? "human" : "normal" });
}

async function showSetup(prefill) {
  stopBots();
  closeDialog(ui.hand); closeDialog(ui.main);
  exitReview(false);
  const info = S.infos.find((g) => g.id === (prefill?.id || S.setup?.id || S.id)) || S.infos[0];
  const cfg = S.game?.config();
  S.setup = prefill || S.setup || {
    id: info.id, players: cfg?.players || Math.max(info.minPlayers, Math.min(2, info.maxPlayers)),
    seats: S.seats.length ? S.seats.map((s) => ({ ...s })) : null, options: {}, seed: randomSeed(),
  };
  if (!prefill && cfg && S.id === S.setup.id) {
    S.setup.players = cfg.players; S.setup.seats = S.seats.map((s) => ({ ...s }));
    S.setup.options = { ...cfg }; S.setup.seed = randomSeed();
  }
  S.setup.seats = defaultSeats(S.setup.players, S.setup.seats || []);
  ui.play.hidden = true;
  ui.setup.hidden = false;
  window.scrollTo(0, 0);
  ui.gameName.textContent = "";
  ui.meta.textContent = "";
  ui.newBtn.hidden = true;
  await renderSetup();
}

async function renderSetup() {
  const st = S.setup;
  const info = S.infos.find((g) => g.id === st.id);
  let mod = null, err = "";
  try { mod = await loadModule(st.id); } catch (e) { err = e.message; }
  const probe = mod && probeView(st.id, st.players);
  const opts = (mod && probe && mod.options ? mod.options(probe) : []);
  for (const o of opts) if (!o.choices.some((c) => String(c.value) === String(st.options[o.key]))) st.options[o.key] = o.value;
  const errBox = h("p", { class: "err", role: "alert", id: "setup-error" }, err);

  const gamesField = h("fieldset", { class: "games" }, h("legend", null, "Game"),
    S.infos.map((g) => {
      const m = S.mods[g.id];
      const art = m?.art ? h("canvas", { class: "gc-art", "aria-hidden": "true" }) : null;
      if (art) m.art(art);
      return h("label", { class: "gamecard" + (g.id === st.id ? " on" : "") }, art,
        h("input", { type: "radio", name: "game", value: g.id, checked: g.id === st.id, onchange: () => { st.id = g.id; st.options = {}; st.players = Math.max(g.minPlayers, Math.min(st.players, g.maxPlayers)); st.seats = defaultSeats(st.players, st.seats); renderSetup(); } }),
        h("span", { class: "gc-name" }, g.name),
        h("span", { class: "gc-meta" }, `${g.minPlayers}–${g.maxPlayers} players`),
        m?.blurb ? h("span", { class: "gc-blurb" }, m.blurb) : null);
    }));

  const counts = [];
  for (let n = info.minPlayers; n <= info.maxPlayers; n++) counts.push(n);
  const countField = h("fieldset", { class: "count" }, h("legend", null, "Players"),
    h("div", { class: "seg" }, counts.map((n) => h("label", { class: "segbtn" + (n === st.players ? " on" : "") },
      h("input", { type: "radio", name: "players", value: n, checked: n === st.players, onchange: () => { st.players = n; st.options = {}; st.seats = defaultSeats(n, st.seats); renderSetup().then(() => document.querySelector(`input[name=players][value="${n}"]`)?.focus()); } }),
      h("span", null, String(n))))));

  const seatList = h("ol", { class: "seats" }, st.seats.map((seat, i) => {
    const note = mod?.seatNote && probe ? mod.seatNote(probe, i) : "";
    return h("li", { class: `seat seat-c${i}` },
      h("span", { class: "seat-dot", "aria-hidden": "true" }, String(i + 1)),
      h("label", { class: "field grow" }, h("span", null, `Player ${i + 1}${note ? " · " + note : ""}`),
        h("input", { type: "text", value: seat.name, maxlength: 20, autocomplete: "off", oninput: (e) => { seat.name = e.target.value; } })),
      h("label", { class: "field" }, h("span", null, "Played by"),
        h("select", { onchange: (e) => { seat.kind = e.target.value; } },
          KINDS.map(([v, l]) => h("option", { value: v, selected: v === seat.kind }, l)))));
  }));

  const optionFields = opts.map((o) => h("label", { class: "field" }, h("span", null, o.label),
    h("select", { name: o.key, onchange: (e) => { st.options[o.key] = e.target.value; } },
      o.choices.map((c) => h("option", { value: c.value, selected: String(c.value) === String(st.options[o.key]) }, c.label)))));

  const seedInput = h("input", { type: "text", inputmode: "numeric", value: st.seed, autocomplete: "off", "aria-describedby": "seed-help", oninput: (e) => { st.seed = e.target.value; } });
  const seedField = h("div", { class: "field seed" },
    h("label", { for: "seed" }, "Seed"),
    h("div", { class: "row" }, Object.assign(seedInput, { id: "seed" }),
      btn("New seed", () => { st.seed = randomSeed(); seedInput.value = st.seed; }, "btn small")),
    h("small", { id: "seed-help", class: "muted" }, "Random by default. The same seed and the same moves give the same game; leave it empty for a fresh random one."));

  fill(ui.setup,
    h("div", { class: "setup-card" },
      h("h1", { id: "setup-title" }, "Set up a game"),
      gamesField, countField,
      h("fieldset", null, h("legend", null, "Seats"), seatList),
      h("fieldset", { class: "options" }, h("legend", null, "Options"), optionFields, seedField),
      errBox,
      h("div", { class: "actions" },
        btn("Start game", startFromSetup, "btn primary big", { id: "start" }),
        mod?.rules ? btn(`How to play ${info.name}`, openRules, "btn") : null,
        S.game ? btn("Back to the current game", backToGame, "btn") : null)));
}

function startFromSetup() {
  const st = S.setup;
  const cfg = { players: st.players };
  for (const [k, v] of Object.entries(st.options)) if (k !== "players" && k !== "seed" && v !== "" && v != null) cfg[k] = Number.isFinite(Number(v)) ? Number(v) : v;
  const seed = String(st.seed ?? "").trim();
  if (seed) cfg.seed = seed;
  let g;
  try { g = new Game(st.id, cfg); } catch (e) {
    const box = document.getElementById("setup-error");
    if (box) box.textContent = `Cannot start: ${e.message}`;
    return;
  }
  const seats = st.seats.map((s, i) => ({ name: (s.name || "").trim() || NAMES[i], kind: s.kind }));
  beginGame(st.id, g, seats);
}

function backToGame() {
  ui.setup.hidden = true;
  ui.play.hidden = false;
  ui.newBtn.hidden = false;
  refresh();
}

// ---------- game lifecycle ----------
async function beginGame(id, game, seats, savedUi) {
  let mod;
  try { mod = await loadModule(id); } catch (e) { game.free(); notice(e.message); return false; }
  stopBots();
  exitReview(false);
  closeDialog(ui.hand); closeDialog(ui.main);
  if (S.game && S.game !== game) S.game.free();
  if (S.ctrl && S.mod !== mod) { S.ctrl.destroy(); S.ctrl = null; }
  S.game = game; S.id = id; S.mod = mod;
  S.seats = seats;
  S.viewer = null; S.handover = null; S.lastEvents = []; S.lastLine = ""; S.summary = null; S.finalOpen = false;
  if (!S.ctrl) { fill(ui.stage); S.ctrl = mod.mount(ui.stage, host); }
  if (savedUi) S.ctrl.setUi?.(savedUi);
  ui.setup.hidden = true;
  ui.play.hidden = false;
  ui.newBtn.hidden = false;
  window.scrollTo(0, 0);
  autosave();
  if (game.isOver()) S.finalOpen = true;
  refresh();
  return true;
}

const host = {
  act(action) {
    if (S.viewer == null || S.review || !S.game || S.handover != null) return false;
    return apply(S.viewer, action, true);
  },
  announce(text) { say(text); },
  uiChanged() { if (!S.review) autosave(); },
  name: seatName,
};

function apply(seat, action, human) {
  let events;
  try { events = S.game.apply(seat, action); } catch (e) {
    say(e.message.replace(/^illegal action: /, "Not allowed: "));
    return false;
  }
  S.lastEvents = events;
  S.lastHuman = human;
  S.lastLine = S.mod.describeEvents(events, ctx());
  if (S.game.isOver()) S.finalOpen = true;
  else S.summary = S.mod.summary?.(events, S.game.view(), ctx()) || null;
  autosave();
  refresh();
  return true;
}

function undo() {
  const seat = undoSeat();
  if (seat == null) return;
  try { S.game.undo(seat); } catch (e) { say(e.message); return; }
  stopBots();
  S.viewer = seat; S.handover = null;
  S.lastEvents = []; S.lastLine = `${seatName(seat)} took back the last move.`;
  closeDialog(ui.hand);
  autosave();
  refresh();
  S.ctrl?.focus?.();
}

function undoSeat() {
  if (!S.game || S.review || S.game.isOver()) return null;
  const hist = S.game.history();
  if (!hist.length) return null;
  const seat = hist[hist.length - 1][0];
  if (!isHuman(seat)) return null;
  if (humans().length > 1 && S.mod.hasSecrets && S.viewer !== seat && S.handover == null) return null;
  return S.game.canUndo(seat) ? seat : null;
}

/** Decides whose screen is shown, and whether the device must be passed first. */
function settle() {
  const g = S.game;
  const hs = humans();
  if (g.isOver()) { S.handover = null; S.viewer = hs.length === 1 ? hs[0] : null; return; }
  const turn = g.toAct().filter(isHuman);
  if (!hs.length) { S.viewer = null; S.handover = null; return; }
  if (hs.length === 1 || !S.mod.hasSecrets) { S.handover = null; S.viewer = turn[0] ?? (hs.length === 1 ? hs[0] : S.viewer); return; }
  if (S.handover != null && turn.includes(S.handover)) return;
  S.handover = null;
  if (S.viewer != null && turn.includes(S.viewer)) return;
  if (turn.length) { S.handover = turn[0]; S.viewer = null; }
}

function refresh() {
  if (!S.game) return;
  settle();
  render();
  syncDialogs();
  scheduleBots();
}

function currentView() {
  if (S.review) return S.review.game.view();
  if (S.viewer != null && S.handover == null) return S.game.view(S.viewer);
  return S.game.view();
}

function render() {
  const g = S.game;
  const view = currentView();
  const over = g.isOver();
  const seat = S.review || S.handover != null ? null : S.viewer;
  const canAct = !S.review && seat != null && isHuman(seat) && g.toAct().includes(seat);
  const c = ctx({ viewer: seat });
  S.ctrl.update({
    view, seat, canAct, legal: canAct ? g.legalActions(seat) : null, review: !!S.review, over,
    lastEvents: S.review ? S.review.events : S.lastEvents, ctx: c,
  });
  const info = S.infos.find((x) => x.id === S.id);
  ui.gameName.textContent = info ? info.name : S.id;
  const cfg = g.config();
  ui.meta.textContent = `${S.mod.progress(view)} · seed ${cfg.seed}`;
  renderStatus(view, c);
  ui.undo.hidden = undoSeat() == null;
  const us = undoSeat();
  if (us != null) ui.undo.setAttribute("aria-label", `Undo ${seatName(us)}'s last move`);
  ui.scoresBtn.hidden = !over || S.review != null;
  renderPlayers(view);
  renderLog();
  renderReviewBar();
}

function renderStatus(view, c) {
  let main;
  if (S.review) main = `Replay: after move ${S.review.k} of ${S.review.total}.`;
  else if (S.game.isOver()) {
    const r = S.game.result();
    const names = r.winners.map(seatName);
    main = `Game over: ${names.join(" and ")} ${names.length > 1 ? "share the win" : "wins"}.`;
  } else if (S.handover != null) main = `Pass the device to ${seatName(S.handover)}.`;
  else main = S.mod.status(view, c);
  const think = S.bot && !S.review ? `${seatName(S.bot.seat)} is thinking…` : "";
  fill(ui.status,
    h("span", { class: "st-main" }, main),
    think ? h("span", { class: "st-think" }, h("span", { class: "spinner", "aria-hidden": "true" }), think) : null,
    S.lastLine && !S.review ? h("span", { class: "st-last" }, S.lastLine) : null);
}

function say(text) {
  S.lastLine = text;
  if (S.game) renderStatus(currentView(), ctx());
}

function renderPlayers(view) {
  const g = S.review ? S.review.game : S.game;
  const toAct = g.toAct();
  fill(ui.players, S.seats.map((s, i) => {
    const active = toAct.includes(i);
    const extra = S.mod.seatStatus?.(view, i) || "";
    const score = S.mod.scoreOf?.(view, i);
    return h("li", { class: `player seat-c${i}` + (active ? " active" : ""), "aria-current": active ? "true" : null },
      h("span", { class: "seat-dot", "aria-hidden": "true" }, String(i + 1)),
      h("span", { class: "p-text" },
        h("span", { class: "p-name" }, s.name),
        h("span", { class: "p-state" }, [s.kind === "human" ? "" : `computer (${s.kind})`, S.bot?.seat === i ? "thinking…" : extra].filter(Boolean).join(" · "))),
      score != null ? h("span", { class: "p-score" }, score) : null);
  }));
}

let logSig = "";
function renderLog() {
  const hist = S.game.history();
  const over = S.game.isOver();
  const sig = `${hist.length}|${S.review?.k ?? -1}|${over}|${S.seats.map((s) => s.name).join()}`;
  if (sig === logSig) return;
  logSig = sig;
  const heads = S.mod.logHeadings?.(hist, S.game.config()) || {};
  const c = ctx({ reveal: over, view: S.game.view() });
  const items = [];
  hist.forEach(([seat, action], i) => {
    if (heads[i]) items.push(h("li", { class: "log-head" }, heads[i]));
    const cur = S.review?.k === i + 1;
    items.push(h("li", null, h("button", { type: "button", class: "log-move" + (cur ? " cur" : ""), "aria-current": cur ? "step" : null, onclick: () => enterReview(i + 1) },
      h("span", { class: "n" }, String(i + 1)), h("span", { class: `seat-dot mini seat-c${seat}`, "aria-hidden": "true" }, String(seat + 1)), S.mod.describeMove(seat, action, c))));
  });
  if (!hist.length) items.push(h("li", { class: "muted small" }, "No moves yet."));
  fill(ui.log, items);
  const cur = ui.log.querySelector(".cur");
  if (cur) cur.scrollIntoView({ block: "nearest" });
  else if (!S.review) ui.log.scrollTop = ui.log.scrollHeight;
}

// ---------- replay ----------
function enterReview(k) {
  const hist = S.game.history();
  k = Math.max(0, Math.min(k, hist.length));
  let r = S.review;
  if (!r || r.k > k) {
    r?.game.free();
    r = { k: 0, game: new Game(S.id, S.game.config()), events: [], total: hist.length };
  }
  try {
    for (; r.k < k; r.k++) r.events = r.game.apply(hist[r.k][0], hist[r.k][1]);
  } catch (e) { say(`Replay failed: ${e.message}`); }
  r.total = hist.length;
  S.review = r;
  stopBots();
  closeDialog(ui.main);
  refresh();
}

function exitReview(again = true) {
  if (!S.review) return;
  S.review.game.free();
  S.review = null;
  if (again) refresh();
}

function renderReviewBar() {
  const r = S.review;
  ui.reviewBar.hidden = !r;
  if (!r) return;
  const hist = S.game.history();
  const what = r.k ? `${r.k}. ${S.mod.describeMove(hist[r.k - 1][0], hist[r.k - 1][1], ctx({ reveal: S.game.isOver(), view: S.game.view() }))}` : "The start";
  fill(ui.reviewBar,
    h("span", { class: "rv-label" }, h("strong", null, "Replay"), ` · move ${r.k} of ${r.total}: `, what),
    h("span", { class: "rv-btns" },
      btn("◀ Back", () => enterReview(r.k - 1), "btn small", { disabled: r.k === 0, "aria-label": "Previous move" }),
      btn("Next ▶", () => enterReview(r.k + 1), "btn small", { disabled: r.k >= r.total, "aria-label": "Next move" }),
      btn(S.game.isOver() ? "Final position" : "Back to the game", () => exitReview(), "btn small primary")));
}

// ---------- bots ----------
function stopBots() { S.bot = null; S.job++; }

function scheduleBots() {
  const g = S.game;
  if (!g || S.bot || S.review || ui.main.open || g.isOver() || !ui.setup.hidden) return;
  const seat = g.toAct().find((s) => !isHuman(s));
  if (seat === undefined) return;
  const job = ++S.job;
  const wait = S.lastHuman ? pace * 1.6 : pace;
  S.bot = { job, seat, hash: g.stateHash(), t0: performance.now(), wait };
  const msg = { job, save: g.save(), seat, level: S.seats[seat].kind };
  renderStatus(currentView(), ctx());
  renderPlayers(currentView());
  const w = worker();
  if (w) w.postMessage(msg);
  else setTimeout(() => onBotReply({ data: thinkHere(msg) }), 20);
}

function thinkHere({ job, save, seat, level }) {
  let g = null;
  try { g = Game.load(save); return { job, action: g.botAction(seat, level) }; } catch (e) { return { job, error: e.message }; } finally { g?.free(); }
}

function worker() {
  if (S.worker === null) {
    try {
      S.worker = new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" });
      S.worker.onmessage = onBotReply;
      S.worker.onerror = (e) => {
        e.preventDefault?.();
        S.worker.terminate();
        S.worker = false; // think on the page from now on
        if (S.bot) { S.bot = null; refresh(); }
      };
    } catch { S.worker = false; }
  }
  return S.worker;
}

function onBotReply({ data }) {
  const b = S.bot;
  if (!b || data.job !== b.job) return;
  const left = b.wait - (performance.now() - b.t0);
  if (left > 5) { setTimeout(() => onBotReply({ data }), left); return; }
  S.bot = null;
  if (!S.game || S.game.stateHash() !== b.hash || S.review || ui.main.open) { refresh(); return; }
  if (data.error) { say(`${seatName(b.seat)} (computer) could not move: ${data.error}`); render(); return; }
  apply(b.seat, data.action, false);
}

// ---------- dialogs ----------
function openModal(d) { if (!d.open) d.showModal(); }
function closeDialog(d) { if (d.open) d.close(); }

function syncDialogs() {
  if (S.review || !ui.setup.hidden) return;
  if (S.finalOpen) { S.finalOpen = false; S.summary = null; openFinal(); return; }
  if (S.summary) { openSummary(S.summary); S.summary = null; return; }
  if (ui.main.open) return;
  if (S.handover != null) openHandover();
  else closeDialog(ui.hand);
}

function onMainClosed() { if (S.game) refresh(); }

function openSummary(node) {
  closeDialog(ui.hand);
  fill(ui.main,
    h("div", { class: "dlg-body" }, node),
    h("div", { class: "dlg-actions" }, btn("Continue", () => ui.main.close(), "btn primary big", { autofocus: true })));
  ui.main.setAttribute("aria-label", "Round scores");
  openModal(ui.main);
}

function openFinal() {
  if (!S.game?.isOver()) return;
  closeDialog(ui.hand);
  const r = S.game.result();
  const view = S.game.view();
  const names = r.winners.map(seatName);
  const rows = [...r.scores].sort((a, b) => b.total - a.total);
  const c = ctx({ view });
  fill(ui.main,
    h("div", { class: "dlg-body final" },
      h("h2", { class: "final-title" }, names.length > 1 ? `${names.join(" and ")} share the win!` : `${names[0]} wins!`),
      h("table", { class: "totals" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, "Player"), h("th", { scope: "col", class: "num" }, "Points"))),
        h("tbody", null, rows.map((s) => h("tr", { class: `seat-c${s.seat}` + (r.winners.includes(s.seat) ? " won" : ""), "data-seat": s.seat },
          h("th", { scope: "row" }, h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(s.seat + 1)), seatName(s.seat), r.winners.includes(s.seat) ? h("span", { class: "crown" }, " ★ winner") : ""),
          h("td", { class: "num", "data-total-seat": s.seat }, String(s.total)))))),
      S.mod.finalDetails?.(view, r, c),
      h("details", { class: "every" }, h("summary", null, "Every point, line by line"),
        r.scores.map((s) => h("section", null, h("h3", null, `${seatName(s.seat)}: ${s.total}`),
          h("ul", { class: "lines" }, s.lines.map((l) => h("li", { class: l.points > 0 ? "got" : "miss" },
            h("span", null, l.label), h("span", { class: "num" }, l.points > 0 ? `+${l.points}` : "0")))))))),
    h("div", { class: "dlg-actions" },
      btn("Rematch", rematch, "btn primary", { autofocus: true }),
      btn("Step through the game", () => { ui.main.close(); enterReview(0); }, "btn"),
      btn("New game", () => { ui.main.close(); showSetup(); }, "btn"),
      btn("Close", () => ui.main.close(), "btn")));
  ui.main.setAttribute("aria-label", "Final scores");
  openModal(ui.main);
}

function openHandover() {
  const to = S.handover;
  const us = undoSeat();
  fill(ui.hand,
    h("div", { class: "dlg-body handover" },
      h("div", { class: `hand-badge seat-c${to}`, "aria-hidden": "true" }, String(to + 1)),
      h("h2", null, `Pass the device to ${seatName(to)}`),
      h("p", null, S.mod.handoverText?.(S.game.view(), to, ctx()) || `It's ${seatName(to)}'s turn.`),
      S.lastLine ? h("p", { class: "muted small" }, S.lastLine) : null),
    h("div", { class: "dlg-actions" },
      btn(`I'm ${seatName(to)}: show my screen`, () => { S.viewer = to; S.handover = null; ui.hand.close(); refresh(); S.ctrl?.focus?.(); }, "btn primary big", { autofocus: true, "data-handover-to": to }),
      us != null ? btn(`Undo ${seatName(us)}'s last move`, undo, "btn") : null));
  openModal(ui.hand);
}

function rematch() {
  const cfg = S.game.config();
  delete cfg.seed;
  let g;
  try { g = new Game(S.id, cfg); } catch (e) { say(e.message); return; }
  beginGame(S.id, g, S.seats.map((s) => ({ ...s })));
}

async function openRules() {
  const id = ui.setup.hidden ? S.id : S.setup?.id || S.id;
  let mod;
  try { mod = await loadModule(id); } catch (e) { notice(e.message); return; }
  fill(ui.rules,
    h("div", { class: "dlg-body prose", html: mod.rules() }),
    h("div", { class: "dlg-actions" }, btn("Close", () => ui.rules.close(), "btn primary", { autofocus: true })));
  openModal(ui.rules);
}

// ---------- saving ----------
function bundle() {
  return JSON.stringify({ app: "skyline-table", v: 1, game: S.id, seats: S.seats, ui: S.ctrl?.getUi?.() || null, save: S.game.save() });
}

function autosave() {
  if (!S.game) return;
  if (S.unreadable != null) {
    // Never lose a save we could not read: keep it aside before the first overwrite.
    if (!store.set(KEPT_KEY, S.unreadable)) return;
    S.unreadable = null;
  }
  store.set(SAVE_KEY, bundle());
}

function sanitizeSeats(seats, players) {
  const kinds = KINDS.map((k) => k[0]);
  return Array.from({ length: players }, (_, i) => {
    const s = Array.isArray(seats) ? seats[i] : null;
    return {
      name: typeof s?.name === "string" && s.name.trim() ? s.name.slice(0, 20) : NAMES[i],
      kind: kinds.includes(s?.kind) ? s.kind : "human",
    };
  });
}

/** Reads our bundle or a bare engine save; returns {game, seats} or throws. */
function readSave(text) {
  let seats = null, ui = null, save = String(text).trim();
  try {
    const d = JSON.parse(save);
    if (d && d.app === "skyline-table" && typeof d.save === "string") { save = d.save; seats = d.seats; ui = d.ui; }
  } catch { /* not JSON: let the engine say why */ }
  const game = Game.load(save);
  if (!MODULES[game.id()]) { const id = game.id(); game.free(); throw new Error(`this page cannot show the game "${id}" yet`); }
  return { game, seats: sanitizeSeats(seats, game.config().players), ui };
}

async function resume() {
  const raw = store.get(SAVE_KEY);
  if (!raw) return false;
  let loaded;
  try { loaded = readSave(raw); } catch (e) {
    S.unreadable = raw;
    notice(`Your last game could not be reopened: ${e.message}. Its saved text has been kept in this browser, untouched; find it under "Save & load".`);
    return false;
  }
  return beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui);
}

function openSaves() {
  const err = h("p", { class: "err", role: "alert" });
  const input = h("textarea", { rows: 4, placeholder: "Paste a saved game here", "aria-label": "Saved game to load", spellcheck: "false" });
  const doImport = async (text) => {
    let loaded;
    try { loaded = readSave(text); } catch (e) { err.textContent = `That save could not be loaded: ${e.message}`; return; }
    ui.saves.close();
    await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui);
    notice("");
  };
  const file = h("input", { type: "file", accept: ".json,.txt,application/json,text/plain", "aria-label": "Load a save file",
    onchange: async () => { const f = file.files[0]; if (f) doImport(await f.text()); } });
  const kept = S.unreadable ?? store.get(KEPT_KEY);
  const current = S.game ? bundle() : "";
  const out = h("textarea", { rows: 4, readonly: true, "aria-label": "This game as text", spellcheck: "false" }, current);
  fill(ui.saves,
    h("div", { class: "dlg-body" },
      h("h2", null, "Save & load"),
      S.game ? h("section", null,
        h("h3", null, "This game"),
        h("p", { class: "small" }, "The game is saved in this browser after every move. To keep it elsewhere or continue on another device, copy this text or download it."),
        S.mod.hasSecrets && !S.game.isOver()
          ? h("details", { class: "savetext" }, h("summary", null, "Show the text (it includes every player's secret goals)"), out)
          : out,
        h("div", { class: "row" },
          btn("Copy", async () => { out.select(); try { await navigator.clipboard.writeText(current); say("Save copied."); } catch { document.execCommand?.("copy"); } }, "btn"),
          btn("Download", () => {
            const a = h("a", { href: URL.createObjectURL(new Blob([current], { type: "application/json" })), download: `skyline-${S.id}-${Date.now()}.json` });
            document.body.append(a); a.click(); a.remove(); setTimeout(() => URL.revokeObjectURL(a.href), 1000);
          }, "btn"))) : null,
      h("section", null,
        h("h3", null, "Load a saved game"),
        h("p", { class: "small" }, "Loading replaces the game on screen. A save that cannot be read changes nothing."),
        input, file, err,
        h("div", { class: "row" }, btn("Load this save", () => doImport(input.value), "btn primary"))),
      kept ? h("section", null,
        h("h3", null, "Unreadable earlier save"),
        h("p", { class: "small" }, "This browser held a save that could not be reopened. It is kept here as it was; copy it if you want to report it."),
        h("textarea", { rows: 3, readonly: true, "aria-label": "Unreadable save text", spellcheck: "false" }, kept)) : null),
    h("div", { class: "dlg-actions" }, btn("Close", () => ui.saves.close(), "btn")));
  openModal(ui.saves);
}

// ---------- start ----------
async function boot() {
  skeleton();
  try {
    await init({ module_or_path: new URL("./pkg/skyline_table_bg.wasm", import.meta.url) });
    S.infos = games();
  } catch (e) {
    notice(`The game engine could not start: ${e.message}`);
    return;
  }
  if (!(await resume())) await showSetup();
}

window.__skyline = {
  get game() { return S.game; }, get viewer() { return S.viewer; }, get handover() { return S.handover; },
  get seats() { return S.seats; }, get review() { return S.review?.k ?? null; }, get thinking() { return S.bot?.seat ?? null; },
  get usingWorker() { return !!S.worker; },
  setPace(ms) { pace = ms; },
  ready: boot(),
};
