// Skyline Table app shell: game chooser and seats, hand-over screens, bots in a worker,
// log and replay, undo, autosave, save export/import, scores. It knows no game rules:
// the engine (www/pkg) decides everything; a view module per game (www/games/ID.js)
// draws that game and collects input. The module interface is in www/games/README.md.
import { Game, games, loadEngine, loadEngineForSave } from "./engine.js";
import { h, fill } from "./dom.js";
import { hostChannel, registerOffline, storageKey, LIMITS } from "./host.js";

// Every game of the build's catalog (www/pkg/catalog.js) has its view at www/games/ID.js.
const MODULES = Object.fromEntries(games().map((g) => [g.id, () => import(`./games/${g.id}.js`)]));
// Keys carry the folder the site is served from: two copies on one host keep their own.
const SAVE_KEY = storageKey("autosave");
const KEPT_KEY = storageKey("unreadable-autosave");
const KINDS = [["human", "Human"], ["easy", "Computer · easy"], ["normal", "Computer · normal"], ["hard", "Computer · hard"]];
const NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"];
const PREFS_KEY = storageKey("prefs");
const params = new URLSearchParams(location.search);
let pace = params.has("pace") ? Math.max(0, Number(params.get("pace")) || 0) : 900; // ms per computer move

const store = {
  get(k) { try { return localStorage.getItem(k); } catch { return null; } },
  set(k, v) { try { localStorage.setItem(k, v); return true; } catch { return false; } },
};
// Saves from before keys carried the site's folder: the first copy opened adopts them.
for (const [old, key] of [["skyline-table:autosave", SAVE_KEY], ["skyline-table:unreadable-autosave", KEPT_KEY], ["skyline-table:prefs", PREFS_KEY]]) {
  const v = store.get(old);
  if (v != null && store.get(key) == null && store.set(key, v)) { try { localStorage.removeItem(old); } catch { /* kept */ } }
}

const S = {
  infos: [], mods: {}, id: null, mod: null, ctrl: null, game: null, seats: [],
  viewer: null, handover: null, review: null, lastEvents: [], lastLine: "", lastHuman: false,
  bot: null, job: 0, worker: null, unreadable: null, setup: null, summary: null, finalOpen: false,
  redo: [], pending: null, wantFocus: false, handUndo: null, handBack: null, revisit: null, prefs: {},
};
const ui = {};
try { S.prefs = onlyKnown(JSON.parse(store.get(PREFS_KEY) || "{}"), { confirm: false }).kept; } catch { S.prefs = {}; }
const savePrefs = () => store.set(PREFS_KEY, JSON.stringify(S.prefs));
/**
 * Page settings read from a save, a link or storage: only the keys `shape` has, each
 * of the same type (objects and arrays compared one level down, their keys plain
 * words or numbers); everything else is dropped and named in `dropped`, never applied.
 */
function onlyKnown(value, shape) {
  const kept = {};
  const dropped = [];
  if (!value || typeof value !== "object" || Array.isArray(value)) return { kept, dropped: value == null ? [] : ["(not a list of settings)"] };
  const sameType = (a, b) => Array.isArray(a) === Array.isArray(b) && typeof a === typeof b && (a === null) === (b === null);
  for (const k of Object.keys(value)) {
    if (!Object.hasOwn(shape, k) || !sameType(value[k], shape[k])) { dropped.push(k); continue; }
    const v = value[k];
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const inner = {};
      for (const j of Object.keys(v)) {
        if (/^[A-Za-z0-9_-]{1,32}$/.test(j) && !(j in Object.prototype) && (v[j] === null || typeof v[j] !== "object" || Array.isArray(v[j]))) inner[j] = v[j];
        else dropped.push(`${k}.${j}`);
      }
      kept[k] = inner;
    } else kept[k] = v;
  }
  return { kept, dropped };
}

/** The game's kinds from the engine (`games()`/`info()`): the shell never guesses from a game's wording. */
function kinds(id = S.id) {
  const i = S.infos.find((g) => g.id === id) || (id === S.id && S.game?.info ? S.game.info() : null) || {};
  // unknown → assume secrets: a missing flag must never show one seat's screen to another
  return { hiddenInformation: i.hiddenInformation !== false, simultaneous: !!i.simultaneous, cooperative: !!i.cooperative, solo: !!i.solo, chance: !!i.chance, name: i.name || id };
}
const hidden = () => kinds().hiddenInformation;
/** A history entry: {seat, action} for a decision, {chance, label} for a draw. */
const isAct = (e) => e && e.seat != null && "action" in e;
const seatText = (n) => n.length > 1 ? `${n.slice(0, -1).join(", ")} and ${n.at(-1)}` : n[0] || "";
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
  ui.status = h("div", { class: "status", id: "status", role: "status", "aria-live": "polite", tabindex: -1 });
  // Undo/redo stay visible while playing; when there is nothing to do they say why (aria-disabled, not disabled).
  ui.undo = btn("↶ Undo", () => undo(), "btn undo", { hidden: true, "aria-keyshortcuts": "U Control+Z", title: "Undo (U or Ctrl+Z)" });
  ui.redo = btn("↷ Redo", () => redo(), "btn redo", { hidden: true, "aria-keyshortcuts": "R Control+Y", title: "Redo (R or Ctrl+Y)" });
  ui.confirmBtn = btn("✓ Confirm", () => confirmPending(), "btn primary confirm", { hidden: true });
  ui.confirmOpt = btn("Confirm each move", () => setConfirmMode(!S.prefs.confirm), "btn small confirmopt", { "aria-pressed": String(!!S.prefs.confirm), title: "For touch screens: a first tap selects a move, a second tap or Confirm makes it" });
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
    h("div", { class: "statusbar" }, ui.status, h("div", { class: "statusbtns" }, ui.confirmBtn, ui.undo, ui.redo, ui.scoresBtn, ui.confirmOpt)),
    ui.reviewBar,
    h("div", { class: "playgrid" }, ui.stage, h("aside", { class: "aside" }, ui.players, ui.logWrap)));
  const dialog = (cls, label) => h("dialog", { class: `dlg ${cls}`, "aria-label": label });
  ui.hand = dialog("hand", "Pass the device");
  ui.hand.addEventListener("cancel", (e) => { e.preventDefault(); handNote(handWhy()); });
  // Only the hand-over's own buttons end it. Chromium stops honouring cancel's
  // preventDefault after a few Escapes (a back gesture closes a dialog too), so
  // whatever closed it, a hand-over still pending opens again at once.
  const closeHand = ui.hand.close.bind(ui.hand);
  ui.hand.close = (v) => { hand.wanted = false; closeHand(v); };
  ui.hand.addEventListener("close", () => {
    if (!hand.wanted || !S.game) return;
    ui.hand.showModal();
    handNote(handWhy());
  });
  // A held key repeats: never let a repeat press a hand-over button.
  ui.hand.addEventListener("keydown", (e) => {
    if (e.repeat && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); handNote("A held key does nothing here: let go, then press once."); }
    else if (e.key === "Escape") { e.preventDefault(); handNote(handWhy()); }
  }, true);
  // a tap beside the hand-over (its backdrop: a slow phone's second tap) does nothing; say so
  ui.hand.addEventListener("pointerdown", (e) => { if (e.target === ui.hand) handNote(`A tap beside the buttons does nothing. ${handWhy()}`); });
  // where the last tap landed: the hand-over's buttons sit elsewhere (see armHand)
  window.addEventListener("pointerdown", (e) => { hand.lastY = e.clientY; }, true);
  ui.main = dialog("main", "Scores");
  ui.main.addEventListener("close", onMainClosed);
  ui.rules = dialog("rules", "Rules");
  ui.saves = dialog("saves", "Save and load");
  ui.ask = dialog("ask", "Please confirm");
  ui.howto = dialog("howto", "How to play");
  fill(root, header, h("main", { class: "wrap" }, ui.notice, ui.setup, ui.play), ui.hand, ui.main, ui.rules, ui.saves, ui.ask, ui.howto);
  // on window, so that a game's own keys (registered on document) come first and may claim a key
  window.addEventListener("keydown", onShellKey);
  window.addEventListener("keydown", onRevealKey, true);
}

/** Enter or Space reveals after a placed move (see host.act's `reveal`); taken before the
 * game's own keys, which would otherwise place again. */
function onRevealKey(e) {
  const p = S.pending;
  if (!p?.reveal || (e.key !== "Enter" && e.key !== " ") || e.altKey || e.ctrlKey || e.metaKey) return;
  if (/^(INPUT|SELECT|TEXTAREA|BUTTON|A)$/.test(e.target.tagName) || document.querySelector("dialog[open]")) return;
  e.preventDefault(); e.stopPropagation();
  if (e.repeat) { say(`A held key reveals nothing: let go, then press once for ${p.reveal}.`); return; }
  if (performance.now() - p.t < 400) { say(`That was a quick double press, so nothing was revealed: press once more for ${p.reveal}.`); return; }
  confirmPending();
}

/** Shell keys: u / Ctrl+Z undo, r / Ctrl+Y (Ctrl+Shift+Z) redo, arrows step through a replay. */
function onShellKey(e) {
  if (!S.game || !ui.setup.hidden || e.defaultPrevented || e.altKey || e.metaKey) return;
  if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) || e.target.isContentEditable || document.querySelector("dialog[open]")) return;
  const k = e.key.toLowerCase();
  if (S.review) {
    const r = S.review;
    const step = { arrowleft: r.k - 1, arrowright: r.k + 1, home: 0, end: r.total }[k];
    if (step != null && !e.ctrlKey) { e.preventDefault(); enterReview(step, true); return; }
    if (k === "escape") { e.preventDefault(); exitReview(); return; }
  }
  if ((k === "z" && e.ctrlKey && e.shiftKey) || (k === "y" && e.ctrlKey) || (k === "r" && !e.ctrlKey)) { e.preventDefault(); redo(); }
  else if ((k === "z" && e.ctrlKey) || (k === "u" && !e.ctrlKey)) { e.preventDefault(); undo(); }
}

/** A yes/no question in a dialog; resolves true for yes. */
function ask(title, text, yes, no) {
  return new Promise((resolve) => {
    const done = (v) => { resolve(v); ui.ask.close(); };
    ui.ask.onclose = () => resolve(false);
    fill(ui.ask,
      h("div", { class: "dlg-body" }, h("h2", null, title), h("p", null, text)),
      h("div", { class: "dlg-actions" }, btn(yes, () => done(true), "btn primary", { "data-ask": "yes" }), btn(no, () => done(false), "btn", { autofocus: true, "data-ask": "no" })));
    openModal(ui.ask);
  });
}

function notice(text) {
  ui.notice.hidden = !text;
  fill(ui.notice, text || "", text ? btn("Dismiss", () => notice(""), "btn small") : null);
}

// ---------- modules ----------
async function loadModule(id) {
  if (!S.mods[id]) {
    if (!MODULES[id]) throw new Error(`this page cannot show the game "${id}" yet`);
    // The view module and the game's own engine (www/engine.js) load together.
    const [view] = await Promise.all([MODULES[id](), loadEngine(id)]);
    S.mods[id] = view.default;
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
  document.title = "Skyline Table";
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
  for (let n = kinds(st.id).solo ? 1 : info.minPlayers; n <= info.maxPlayers; n++) counts.push(n);
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

  const k = kinds(st.id);
  const q = quickSetup(st.id, mod, probe);
  const quickLabel = q.players === 1 ? `Play ${info.name} solo`
    : k.cooperative ? `Play ${info.name} with the computer` : `Play ${info.name} against the computer`;
  const quick = h("div", { class: "quick" },
    btn(quickLabel, () => startQuick(), "btn primary big", { id: "quick" }),
    h("p", { class: "small muted", id: "quick-help" }, q.note),
    h("div", { class: "row" },
      mod?.howto ? btn(`How to play ${info.name} (pictures)`, () => openHowto(st.id), "btn", { id: "howto-btn" }) : null,
      mod?.rules ? btn(`Rules of ${info.name}`, openRules, "btn") : null,
      S.game ? btn("Back to the current game", backToGame, "btn", { id: "back-to-game" }) : null));
  const more = h("details", { class: "more", id: "more", open: !!st.moreOpen, ontoggle: (e) => { st.moreOpen = e.target.open; } },
    h("summary", null, "More options: players, seats, ", opts.map((o) => o.label.toLowerCase() + ", "), "seed"),
    countField,
    h("fieldset", null, h("legend", null, k.cooperative ? "Team" : "Seats"), seatList),
    h("fieldset", { class: "options" }, h("legend", null, "Options"), optionFields, seedField),
    h("div", { class: "actions" }, btn("Start game", startFromSetup, "btn primary big", { id: "start" })));

  fill(ui.setup,
    h("div", { class: "setup-card" },
      h("h1", { id: "setup-title" }, "Choose a game"),
      quick, errBox, gamesField, more));
}

/** The one-click game: one human against the computer, the game's defaults plus its quick options. */
function quickSetup(id, mod, probe) {
  const info = S.infos.find((g) => g.id === id);
  const k = kinds(id);
  const players = k.solo && info.minPlayers <= 1 ? 1 : Math.max(info.minPlayers, Math.min(2, info.maxPlayers));
  const extra = (mod?.quick && probe ? mod.quick(probe, players) : null) || {};
  const options = { ...(extra.options || {}) };
  const others = players - 1;
  const note = `You${others ? ` and ${others === 1 ? "a computer player" : `${others} computer players`} (normal)` : " alone"}${extra.note ? `, ${extra.note}` : ""}. Names, seats, computer strength and the rest are under “More options”.`;
  return { players, options, note };
}

async function startQuick() {
  const st = S.setup;
  let mod = null;
  try { mod = await loadModule(st.id); } catch (e) { document.getElementById("setup-error").textContent = e.message; return; }
  const q0 = quickSetup(st.id, mod, null);
  const q = quickSetup(st.id, mod, probeView(st.id, q0.players));
  const seats = defaultSeats(q.players, st.players === q.players ? st.seats : []).map((s, i) => ({ name: s.name, kind: i === 0 ? "human" : "normal" }));
  return startWith(st.id, { players: q.players, ...q.options }, seats);
}

function startFromSetup() {
  const st = S.setup;
  const cfg = { players: st.players };
  for (const [k, v] of Object.entries(st.options)) {
    if (k === "players" || k === "seed" || v === "" || v == null) continue;
    cfg[k] = v === "true" || v === true ? true : v === "false" || v === false ? false : Number.isFinite(Number(v)) ? Number(v) : v;
  }
  const seed = String(st.seed ?? "").trim();
  if (seed) cfg.seed = seed;
  return startWith(st.id, cfg, st.seats);
}

/** Starts a game from a config; asks first when it would replace a game in progress. */
async function startWith(id, cfg, seatsIn) {
  const box = document.getElementById("setup-error");
  let g;
  await loadEngine(id).catch(() => {}); // normally loaded with the setup screen; Game says why if not
  try { g = new Game(id, cfg); } catch (e) {
    if (box) box.textContent = `Cannot start: ${e.message}`;
    return false;
  }
  if (S.game && !S.game.isOver() && S.game.history().length) {
    const name = kinds().name;
    const ok = await ask("Replace the game in progress?", `Your ${name} game (${S.mod.progress(S.game.view())}) is saved in this browser. Starting a new game replaces that save.`, "Start the new game", "Keep my game");
    if (!ok) { g.free(); ui.setup.querySelector("#start, #quick")?.focus(); return false; }
  }
  const seats = seatsIn.map((s, i) => ({ name: (s.name || "").trim() || NAMES[i], kind: s.kind }));
  return beginGame(id, g, seats);
}

function backToGame() {
  ui.setup.hidden = true;
  ui.play.hidden = false;
  ui.newBtn.hidden = false;
  refresh();
}

// ---------- game lifecycle ----------
/** `replay`: opened to be watched (a replay link), not a game that starts or resumes here. */
async function beginGame(id, game, seats, savedUi, { replay = false } = {}) {
  let mod;
  try { mod = await loadModule(id); } catch (e) { game.free(); notice(e.message); return false; }
  stopBots();
  exitReview(false);
  closeDialog(ui.hand); closeDialog(ui.main);
  if (S.game && S.game !== game) S.game.free();
  if (S.ctrl && S.mod !== mod) { S.ctrl.destroy(); S.ctrl = null; }
  S.game = game; S.id = id; S.mod = mod;
  document.title = `${kinds(id).name} · Skyline Table`;
  S.seats = seats;
  S.viewer = null; S.handover = null; S.lastEvents = []; S.lastLine = ""; S.summary = null; S.finalOpen = false;
  S.redo = []; S.pending = null; S.handUndo = null; S.handBack = null; S.revisit = null; S.wantFocus = true; S.forceFocus = true;
  if (!S.ctrl) { fill(ui.stage); S.ctrl = mod.mount(ui.stage, host); }
  fill(ui.setup); // the setup screen held this game's seed: not in the page during play
  if (savedUi && S.ctrl.getUi && S.ctrl.setUi) {
    const { kept, dropped } = onlyKnown(savedUi, S.ctrl.getUi());
    S.ctrl.setUi(kept);
    if (dropped.length) console.warn(`Skyline Table: page settings not understood and left out: ${dropped.slice(0, 8).join(", ")}`);
  }
  ui.setup.hidden = true;
  ui.play.hidden = false;
  ui.newBtn.hidden = false;
  window.scrollTo(0, 0);
  autosave();
  if (game.isOver()) S.finalOpen = true;
  refresh();
  // Every game that starts or resumes here (new, rematch, reload, loaded save) tells the host page.
  if (!replay && !game.isOver()) S.host?.post("started", { game: id, name: kinds(id).name, players: seats.length, seats: seats.map(({ name, kind }) => ({ name, kind })), resumed: game.history().length > 0 });
  return true;
}

const host = {
  /** Applies `action` for the shown seat. With "confirm each move" on, a first call selects and a
   * second identical call (or the Confirm button) applies; `{confirmed: true}` marks an action the
   * module already had the player confirm (a form's submit button). */
  act(action, opts = {}) {
    if (S.review) { say("This is a replay: go back to the game to play."); return false; }
    if (S.viewer == null || !S.game || S.handover != null) return false;
    // A move that lets chance reveal something (a roll or a draw) is only placed: it can be
    // taken back until the player says so (opts.reveal is the label of that step).
    if (opts.reveal && !opts.confirmed) return select(action, opts.reveal);
    if (S.prefs.confirm && !opts.confirmed) return select(action);
    S.pending = null;
    return applyHuman(S.viewer, action);
  },
  announce(text) { say(text); },
  /** A typed question to the engine, for the seat whose screen is shown (the public otherwise). */
  query(q) {
    const g = S.review ? S.review.game : S.game;
    const seat = S.review ? reviewSeat() : S.handover != null ? null : S.viewer;
    return g.query(seat ?? null, q);
  },
  uiChanged() { if (!S.review) autosave(); },
  /** The engine's preview of `action` for the shown seat ({over, chance, undoable, result?}), or null. */
  preview(action) {
    if (S.review || S.viewer == null || S.handover != null || !S.game) return null;
    try { return S.game.preview(S.viewer, action); } catch { return null; }
  },
  /** The table's config (players, seed, options). */
  config() { return S.game?.config() ?? null; },
  /** The seat shown on a return visit (see openHandover) is done: pass the device on. */
  release() { if (S.revisit != null && S.viewer === S.revisit) { S.revisit = null; S.wantFocus = S.forceFocus = true; refresh(); } },
  name: seatName,
};

/** A person's move. One that would end the game in a loss (the team loses) says so, in the
 * engine's words (its `preview` of the result), and asks first: such a move cannot be taken
 * back. */
function applyHuman(seat, action) {
  let p = null;
  try { p = S.game.preview?.(seat, action); } catch { /* not legal: apply says why */ }
  const r = p?.over ? p.result : null;
  if (!r || r.kind !== "team" || r.won) return apply(seat, action, true);
  const hash = S.game.stateHash();
  ask("This ends the game", `“${S.mod.describeMove(seat, action, ctx())}” ends the game at once, and it cannot be taken back. ${resultLine(r)}${r.notes?.length ? ` Why: ${r.notes.join("; ")}.` : ""}`,
    "End the game", "Keep playing").then((yes) => {
    if (!yes) { say("Nothing was played: the game goes on."); render(); return; }
    if (S.game.stateHash() !== hash || S.viewer !== seat) { say("The game moved on, so nothing was played."); render(); return; }
    apply(seat, action, true);
  });
  return false;
}

function apply(seat, action, human, fromRedo = false) {
  let events;
  try { events = S.game.apply(seat, action); } catch (e) {
    say(e.message.replace(/^illegal action: /, "Not allowed: "));
    return false;
  }
  if (!fromRedo) S.redo = [];
  if (human) S.revisit = null;
  S.lastEvents = events;
  S.lastHuman = human;
  S.lastLine = S.mod.describeEvents(events, ctx());
  if (S.game.isOver()) { S.finalOpen = true; postOver(); }
  else S.summary = S.mod.summary?.(events, S.game.view(), ctx()) || null;
  if (human) S.wantFocus = true;
  if (fromRedo) return true;
  autosave();
  refresh();
  return true;
}

// ---------- confirm each move ----------
function setConfirmMode(on) {
  S.prefs.confirm = !!on; savePrefs();
  ui.confirmOpt.setAttribute("aria-pressed", String(!!on));
  S.pending = null;
  say(on ? "Confirm each move is on: a first tap selects a move, a second tap or Confirm makes it." : "Confirm each move is off: a tap makes the move.");
  if (S.game) render();
}

function select(action, reveal = null) {
  const key = JSON.stringify(action), now = performance.now();
  const p = S.pending;
  if (p && p.key === key && p.hash === S.game.stateHash() && p.seat === S.viewer) {
    if (now - p.t < 400) { say(p.reveal ? `That was a quick double tap, so nothing was revealed: tap it once more or press ${p.reveal}.` : "That was a quick double tap, so nothing was played: tap once more or press Confirm to make this move."); return false; }
    return confirmPending();
  }
  S.pending = { seat: S.viewer, action, key, t: now, hash: S.game.stateHash(), reveal };
  say(reveal ? `Placed: ${S.mod.describeMove(S.viewer, action, ctx())}. Undo takes it back. ${reveal}: Enter, Space, the ${reveal} button, or tap it again.`
    : `Selected: ${S.mod.describeMove(S.viewer, action, ctx())}. Tap it again or press Confirm; choose something else to change it.`);
  render();
  return false;
}

function confirmPending() {
  const p = S.pending;
  if (!p) { say("Nothing is selected yet, so there is nothing to confirm: choose a move first."); return false; }
  if (S.review || p.hash !== S.game?.stateHash() || p.seat !== S.viewer || S.handover != null) {
    S.pending = null; say("The selected move no longer fits the game, so nothing was played: choose again."); render(); return false;
  }
  S.pending = null;
  return applyHuman(p.seat, p.action);
}

// ---------- undo and redo ----------
/** What undo would do now: {seat, n} (the human seat taking back its last decision, and how
 * many entries go with it), or {why} when nothing may be taken back. The engine decides
 * (`canUndo(seat, true)`): never across a chance entry or a reveal. */
function undoPlan() {
  if (!S.game) return { why: "There is no game to undo." };
  if (S.review) return { why: "This is a replay: go back to the game to take a move back." };
  if (S.game.isOver()) return { why: "The game is over: its moves stand." };
  const hs = humans();
  if (!hs.length) return { why: "Only computer players are playing: there is nothing of yours to take back." };
  const hist = S.game.history();
  let at = -1, chance = false;
  for (let i = hist.length - 1; i >= 0; i--) {
    if (!isAct(hist[i])) { chance = true; continue; }
    if (isHuman(hist[i].seat)) { at = i; break; }
  }
  if (at < 0) return { why: chance ? "Nothing to take back: the dice or cards have spoken since." : "Nothing to take back yet." };
  const seat = hist[at].seat;
  if (hs.length > 1 && hidden() && S.viewer != null && S.viewer !== seat && S.handover == null) {
    return { why: `The device has been passed on, so ${seatName(seat)}'s move stands.` };
  }
  if (chance) return { why: `Nothing to take back: a draw of chance came after ${seatName(seat)}'s move, and chance is never undone.` };
  if (!S.game.canUndo(seat, true)) {
    // the module says what happened (a choice became final, something was scored), in its words
    const why = S.mod.undoRefusal?.(seat, hist[at].action, S.game.view(), ctx({ config: S.game.config() }));
    return { why: why || `${seatName(seat)}'s last move can no longer be taken back (something was revealed or scored since).` };
  }
  return { seat, n: hist.length - at };
}

function undo() {
  if (hand.wanted) { handNote("Take a move back with this screen's own button: only its mover may."); return false; }
  if (ui.main.open) return false;
  if (S.pending?.reveal) { S.pending = null; say("Taken back: nothing was revealed, so the move never happened."); render(); return true; }
  const p = undoPlan();
  if (p.why) { say(p.why); return false; }
  // Nobody holds the device (a computer is to move): the mover confirms first.
  if (humans().length > 1 && hidden() && S.viewer !== p.seat) { S.handUndo = p.seat; openHandover(); return false; }
  return doUndo(p.seat);
}

/** Takes back `seat`'s last decision and every computer reply after it; remembers them for redo. */
function doUndo(seat) {
  const hist = S.game.history();
  let n;
  try { n = S.game.undo(seat, true); } catch (e) { say(e.message); return false; }
  const gone = hist.slice(hist.length - n).filter(isAct).map((e) => ({ seat: e.seat, action: e.action }));
  stopBots();
  S.redo.push({ seat, entries: gone, hash: S.game.stateHash() });
  S.pending = null; S.handUndo = null;
  S.viewer = seat; S.handover = null;
  S.lastEvents = [];
  S.lastLine = n > 1 ? `${seatName(seat)} took back a move and the ${n - 1} repl${n > 2 ? "ies" : "y"} after it.` : `${seatName(seat)} took back the last move.`;
  closeDialog(ui.hand);
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return true;
}

function redo() {
  if (hand.wanted) { handNote("Redo waits until this hand-over is done."); return false; }
  if (ui.main.open) return false;
  const top = S.redo.at(-1);
  if (S.review) { say("This is a replay: go back to the game to redo."); return false; }
  if (!S.game || !top) { say("Nothing to redo: no move has been taken back since the last one was made."); return false; }
  if (top.hash !== S.game.stateHash()) { S.redo = []; say("Nothing to redo: the game has moved on."); return false; }
  if (humans().length > 1 && hidden() && S.viewer !== top.seat) { say(`Only ${seatName(top.seat)} may redo that move.`); return false; }
  S.redo.pop();
  stopBots();
  S.pending = null;
  const events = [];
  let done = 0;
  for (const e of top.entries) {
    if (!apply(e.seat, e.action, isHuman(e.seat), true)) break;
    events.push(...S.lastEvents);
    done++;
  }
  S.lastEvents = events;
  S.lastHuman = false;
  S.lastLine = `Redone: ${top.entries.slice(0, done).map((e) => S.mod.describeMove(e.seat, e.action, ctx())).join("; ")}.`;
  S.viewer = top.seat;
  S.wantFocus = S.forceFocus = true;
  autosave();
  refresh();
  return done > 0;
}

/** Decides whose screen is shown, and whether the device must be passed first. Secrets of a
 * seat are shown only to a viewer who confirmed being that seat (the hand-over screen), unless
 * the game hides nothing or only one person plays. */
function settle() {
  const g = S.game;
  const hs = humans();
  if (g.isOver()) { S.handover = null; S.viewer = hs.length === 1 ? hs[0] : null; return; }
  const turn = g.toAct().filter(isHuman);
  if (!hs.length) { S.viewer = null; S.handover = null; return; }
  if (hs.length === 1 || !hidden()) { S.handover = null; S.viewer = turn[0] ?? (hs.length === 1 ? hs[0] : S.viewer); return; }
  // A seat that came back through its own confirmation to change its mind
  // (the game allows it: see mayAct) keeps the screen until it acts or is done.
  if (S.revisit != null) {
    if (S.viewer === S.revisit && g.mayAct(S.revisit)) { S.handover = null; return; }
    S.revisit = null;
    if (S.viewer != null && !turn.includes(S.viewer)) S.viewer = null;
  }
  if (S.handover != null && turn.includes(S.handover)) return;
  S.handover = null;
  if (S.viewer != null && turn.includes(S.viewer)) return;
  if (turn.length) { S.handover = turn[0]; S.viewer = null; }
  // A computer is to move: the last person's turn is done, so their secrets leave now,
  // before it thinks (people pass the device on right after their tap).
  else S.viewer = null;
}

function refresh() {
  if (!S.game) return;
  settle();
  render();
  syncDialogs();
  scheduleBots();
}

/** Whose eyes a replay may use: the only human's (their own secrets), else nobody's. */
function reviewSeat() {
  const hs = humans();
  return hs.length === 1 ? hs[0] : null;
}

function currentView() {
  if (S.review) { const rs = reviewSeat(); return rs != null ? S.review.game.view(rs) : S.review.game.view(); }
  if (S.viewer != null && S.handover == null) return S.game.view(S.viewer);
  return S.game.view();
}

function render() {
  const g = S.game;
  const view = currentView();
  const over = g.isOver();
  const seat = S.review ? reviewSeat() : S.handover != null ? null : S.viewer;
  const canAct = !S.review && seat != null && isHuman(seat) && g.mayAct(seat);
  // a placed move waiting for its reveal survives others' moves (simultaneous play) while still legal
  if (S.pending?.reveal && canAct && S.pending.seat === seat && S.pending.hash !== g.stateHash() && g.check(seat, S.pending.action).ok) S.pending.hash = g.stateHash();
  if (S.pending && (!canAct || S.pending.seat !== seat || S.pending.hash !== g.stateHash())) S.pending = null;
  const c = ctx({ viewer: seat });
  S.ctrl.update({
    view, seat, canAct, legal: canAct ? g.legalActions(seat) : null, review: !!S.review, over,
    lastEvents: S.review ? S.review.events : S.lastEvents, ctx: c, pending: S.pending ? S.pending.action : null,
    revisit: !S.review && seat != null && seat === S.revisit,
  });
  const info = S.infos.find((x) => x.id === S.id);
  ui.gameName.textContent = info ? info.name : S.id;
  const cfg = g.config();
  // The seed decides every roll and draw to come: shown once the game is over, never during play.
  fill(ui.meta, S.mod.progress(view), over ? h("span", { class: "meta-seed" }, ` · seed ${cfg.seed}`) : null);
  renderStatus(view, c);
  const plan = S.pending?.reveal ? { seat: S.pending.seat, n: 0 } : undoPlan();
  const playing = !over && !S.review;
  ui.undo.hidden = ui.redo.hidden = !playing || !humans().length;
  ui.undo.setAttribute("aria-disabled", String(!!plan.why));
  ui.undo.setAttribute("aria-label", plan.why ? `Undo (not possible now: ${plan.why})` : `Undo ${seatName(plan.seat)}'s last move${plan.n > 1 ? " and the replies after it" : ""}`);
  const canRedo = !!S.redo.length && S.redo.at(-1).hash === g.stateHash();
  ui.redo.setAttribute("aria-disabled", String(!canRedo));
  ui.redo.setAttribute("aria-label", canRedo ? "Redo the move taken back" : "Redo (nothing to redo)");
  ui.confirmOpt.hidden = !playing || !humans().length;
  const reveal = S.pending?.reveal;
  ui.confirmBtn.hidden = !playing || !(S.prefs.confirm || reveal) || !canAct;
  ui.confirmBtn.setAttribute("aria-disabled", String(!S.pending));
  ui.confirmBtn.textContent = reveal ? `${reveal} ▸` : "✓ Confirm";
  ui.confirmBtn.toggleAttribute("data-reveal", !!reveal);
  ui.scoresBtn.hidden = !over || S.review != null;
  renderPlayers(view);
  renderLog();
  renderReviewBar();
  placeFocus(canAct);
}

/** After a transition (start, a move, a hand-over, undo), put focus where the player acts next
 * and bring the status line and the board into view. Never steals focus the player moved. */
function placeFocus(canAct) {
  if (!S.wantFocus || !ui.setup.hidden || S.review || document.querySelector("dialog[open]")) return;
  const a = document.activeElement;
  const lost = !a || a === document.body || !a.isConnected || a === ui.status || a.closest?.("[hidden]");
  if (canAct) {
    S.wantFocus = false;
    if (lost || S.forceFocus) S.ctrl?.focus?.();
    S.forceFocus = false;
    if (document.activeElement === document.body || !document.activeElement) ui.status.focus({ preventScroll: true });
    revealPlay();
  } else if (lost || S.forceFocus) {
    ui.status.focus({ preventScroll: true });
    S.forceFocus = false;
    revealPlay();
  }
}

/** Scrolls so that the status line sits at the top of the screen, with the board under it. */
function revealPlay() {
  const bar = ui.status.closest(".statusbar") || ui.status;
  const top = bar.getBoundingClientRect().top;
  if (top < 0 || top > innerHeight * 0.25) window.scrollTo({ top: Math.max(0, scrollY + top - 8), behavior: "instant" });
}

/** One line saying how the game ended, for every kind of result. */
function resultLine(r) {
  if (!r) return "Game over.";
  if (r.kind === "solo") {
    const s = r.scores[0];
    return `${seatName(s.seat)} scored ${num(s.total)}${r.level ? `: ${r.level}` : ""}.`;
  }
  if (r.kind === "team") return `${r.won ? "The team won" : "The team lost"}${r.grade ? `: ${r.grade}` : "."}`.replace(/([^.!])$/, "$1.");
  const names = (r.winners || []).map(seatName);
  if (!names.length) return "Nobody won.";
  if (names.length === r.scores.length && names.length > 1) return `A tie: ${seatText(names)} share the win.`;
  return names.length > 1 ? `${seatText(names)} share the win.` : `${names[0]} wins.`;
}

/** A score with a real minus sign for negatives. */
const num = (n) => n < 0 ? `−${-n}` : String(n);
const signed = (n) => n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";

function renderStatus(view, c) {
  let main;
  if (S.review) main = `Replay: after move ${S.review.k} of ${S.review.total}.`;
  else if (S.game.isOver()) main = `Game over: ${resultLine(S.game.result())}`;
  else if (S.handover != null) main = `Pass the device to ${seatName(S.handover)}.`;
  else main = S.mod.status(view, c);
  const think = S.bot && !S.review ? `${seatName(S.bot.seat)} is thinking…` : "";
  fill(ui.status,
    h("span", { class: "st-main" }, main),
    think ? h("span", { class: "st-think" }, h("span", { class: "spinner", "aria-hidden": "true" }), think) : null,
    S.lastLine ? h("span", { class: "st-last" }, S.lastLine) : null);
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
  const sig = `${hist.length}|${S.game.stateHash()}|${S.review?.k ?? -1}|${over}|${S.seats.map((s) => s.name).join()}`;
  if (sig === logSig) return;
  logSig = sig;
  const heads = S.mod.logHeadings?.(hist, S.game.config()) || {};
  const c = ctx({ reveal: over, view: S.game.view() });
  const items = [];
  hist.forEach((e, i) => {
    if (heads[i]) items.push(h("li", { class: "log-head" }, heads[i]));
    const cur = S.review?.k === i + 1;
    const who = isAct(e) ? h("span", { class: `seat-dot mini seat-c${e.seat}`, "aria-hidden": "true" }, String(e.seat + 1)) : h("span", { class: "seat-dot mini chance", "aria-hidden": "true" }, "⚄");
    items.push(h("li", null, h("button", { type: "button", class: "log-move" + (cur ? " cur" : ""), "aria-current": cur ? "step" : null, onclick: () => enterReview(i + 1, true) },
      h("span", { class: "n" }, String(i + 1)), who, entryText(e, c))));
  });
  if (!hist.length) items.push(h("li", { class: "muted small" }, "No moves yet."));
  fill(ui.log, items);
  const cur = ui.log.querySelector(".cur");
  if (cur) cur.scrollIntoView({ block: "nearest" });
  else if (!S.review) ui.log.scrollTop = ui.log.scrollHeight;
}

/** A history entry in words: the module describes decisions; chance reads its engine label. */
function entryText(e, c) {
  return isAct(e) ? S.mod.describeMove(e.seat, e.action, c) : `Chance: ${e.label}`;
}

// ---------- replay ----------
/** Shows the game after its first `k` history entries. Chance entries are drawn again by the
 * replaying engine itself (same config, same seed), so only decisions are applied. */
function enterReview(k, focusBar = false) {
  const hist = S.game.history();
  k = Math.max(0, Math.min(k, hist.length));
  let r = S.review;
  if (!r || r.k > k) {
    r?.game.free();
    const game = new Game(S.id, S.game.config());
    r = { k: game.history().length, game, events: [], total: hist.length };
  }
  try {
    while (r.k < k) {
      const e = hist[r.k];
      if (isAct(e)) { r.events = r.game.apply(e.seat, e.action); r.k = Math.max(r.k + 1, r.game.history().length); }
      else r.k++;
    }
  } catch (err) { say(`Replay failed: ${err.message}`); }
  r.total = hist.length;
  if (!S.review) S.lastLine = "";
  S.review = r;
  stopBots();
  closeDialog(ui.main);
  refresh();
  if (focusBar) {
    const b = ui.reviewBar.querySelector(k >= hist.length ? "[data-rv=back]" : "[data-rv=next]");
    (b && !b.disabled ? b : ui.reviewBar.querySelector("[data-rv=exit]"))?.focus();
  }
}

function exitReview(again = true) {
  if (!S.review) return;
  S.review.game.free();
  S.review = null;
  if (again) { S.lastLine = ""; S.wantFocus = S.forceFocus = true; refresh(); }
}

function renderReviewBar() {
  const r = S.review;
  ui.reviewBar.hidden = !r;
  if (!r) return;
  const hist = S.game.history();
  const what = r.k ? `${r.k}. ${entryText(hist[r.k - 1], ctx({ reveal: S.game.isOver(), view: S.game.view() }))}` : "The start";
  fill(ui.reviewBar,
    h("span", { class: "rv-label" }, h("strong", null, "Replay"), ` · move ${r.k} of ${r.total}: `, what,
      h("small", { class: "rv-keys" }, " (← → step, Esc returns)")),
    h("span", { class: "rv-btns" },
      btn("◀ Back", () => enterReview(r.k - 1, true), "btn small", { disabled: r.k === 0, "aria-label": "Previous move", "aria-keyshortcuts": "ArrowLeft", "data-rv": "back" }),
      btn("Next ▶", () => enterReview(r.k + 1, true), "btn small", { disabled: r.k >= r.total, "aria-label": "Next move", "aria-keyshortcuts": "ArrowRight", "data-rv": "next" }),
      btn(S.game.isOver() ? "Final position" : "Back to the game", () => exitReview(), "btn small primary", { "data-rv": "exit" })));
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
  if (S.handover != null || S.handUndo != null) openHandover();
  else closeDialog(ui.hand);
}

function onMainClosed() { if (S.game) refresh(); }

function openSummary(node) {
  closeDialog(ui.hand);
  fill(ui.main,
    h("div", { class: "dlg-body" }, node),
    h("div", { class: "dlg-actions" }, btn("Continue", () => ui.main.close(), "btn primary big", { autofocus: true })));
  ui.main.setAttribute("aria-label", "Scores so far");
  openModal(ui.main);
}

/** The final screen's module (www/results.js), fetched when a game first ends. */
const results = () => import("./results.js");
const wording = () => ({ seatName, seatText, ctx, num, signed });

async function openFinal() {
  if (!S.game?.isOver()) return;
  let m;
  try { m = await results(); } catch (e) { notice(`The scores could not be shown: ${e.message}`); return; }
  if (!S.game?.isOver()) return; // a take-back while it loaded
  closeDialog(ui.hand);
  const view = S.game.view();
  fill(ui.main,
    m.resultBody(S.game.result(), view, S.mod.finalDetails, wording()),
    h("p", { class: "small muted final-seed" }, `Seed ${S.game.config().seed}: the same seed and the same moves give this game again.`),
    h("div", { class: "dlg-actions" },
      btn("Rematch", rematch, "btn primary", { autofocus: true }),
      btn("Step through the game", () => { ui.main.close(); enterReview(0, true); }, "btn"),
      btn("New game", () => { ui.main.close(); showSetup(); }, "btn"),
      btn("Close", () => ui.main.close(), "btn")));
  ui.main.setAttribute("aria-label", "Final scores");
  openModal(ui.main);
}

/** The hand-over: the shell's one owner of "who holds the device". `wanted` is true while a
 * hand-over must stay up (only its own buttons end it); a confirmation button arms only
 * ARM_MS after its screen first appears, so the press or tap that ended the last turn cannot
 * reach it, and the dialog sits away from where that tap landed. */
const ARM_MS = 500;
const hand = { wanted: false, key: "", armAt: 0, timer: 0, lastY: null };
const handArmed = () => performance.now() >= hand.armAt;
function handWhy() {
  const s = S.handBack ?? S.handUndo ?? S.handover;
  return s == null ? "This screen stays until someone chooses one of its buttons."
    : `This screen stays until ${seatName(s)} says so with the button above: nothing else closes it.`;
}
/** The hand-over's own status line (the page's status line is behind it). */
function handNote(text) {
  const n = ui.hand.querySelector(".hand-note");
  if (n) n.textContent = text;
}
/** A confirmation that reveals a seat's screen: refused, with the reason, until armed. */
function armed(fn) {
  return (e) => {
    if (!handArmed()) { handNote("Not yet: this button wakes half a second after the screen appears, so a double press cannot reach it. Press again."); return; }
    if (e?.detail > 1) { handNote("That was a double tap: press once."); return; }
    fn();
  };
}
/** Arms the hand-over's confirmation buttons once per new screen and places the dialog in the
 * half of the screen the last tap did not land in. */
function armHand(key) {
  const fresh = key !== hand.key || !ui.hand.open;
  hand.key = key;
  if (fresh) {
    hand.armAt = performance.now() + ARM_MS;
    const low = hand.lastY != null && hand.lastY > innerHeight / 2;
    ui.hand.classList.toggle("at-top", low);
    ui.hand.classList.toggle("at-bottom", hand.lastY != null && !low);
    clearTimeout(hand.timer);
    hand.timer = setTimeout(() => { if (ui.hand.open) armHand(hand.key); }, ARM_MS + 10);
  }
  // refilled while open (a computer moved meanwhile): keep the keyboard in the hand-over
  if (!fresh && !ui.hand.contains(document.activeElement)) ui.hand.querySelector("[autofocus]")?.focus();
  const on = handArmed();
  for (const b of ui.hand.querySelectorAll("[data-arm]")) {
    b.setAttribute("aria-disabled", String(!on));
    b.classList.toggle("arming", !on);
  }
  ui.hand.dataset.armed = String(on);
}

/** The hand-over screen: nothing of any seat's secrets. Taking a move back from here needs the
 * mover's own confirmation first ("I'm Ana"), because the person holding the device may be the
 * next player. With `S.handover` null it only asks for that (a computer is to move). */
function openHandover() {
  const to = S.handover;
  const plan = undoPlan();
  const back = S.handUndo != null && plan.seat === S.handUndo ? S.handUndo : null;
  if (back == null) S.handUndo = null;
  if (to == null && back == null) { ui.hand.close(); return; }
  // Seats nobody waits for that may still change their mind (the engine says
  // so: mayAct); each comes back through its own "I'm …".
  const waiting = S.game.toAct();
  const again = to == null ? [] : humans().filter((s) => s !== to && !waiting.includes(s) && S.game.mayAct(s));
  const ret = S.handBack != null && again.includes(S.handBack) ? S.handBack : null;
  if (ret == null) S.handBack = null;
  const note = () => h("p", { class: "hand-note small", role: "status", "aria-live": "polite" });
  const cancel = () => { S.handBack = null; S.handUndo = null; if (to == null) { ui.hand.close(); refresh(); return; } openHandover(); ui.hand.querySelector("[data-handover-to]")?.focus(); };
  if (ret != null) {
    fill(ui.hand,
      h("div", { class: "dlg-body handover" },
        h("div", { class: `hand-badge seat-c${ret}`, "aria-hidden": "true" }, String(ret + 1)),
        h("h2", null, `Give the device back to ${seatName(ret)}`),
        h("p", null, `Only ${seatName(ret)} should look: this opens ${seatName(ret)}'s own screen.`)),
      h("div", { class: "dlg-actions" },
        btn(`I'm ${seatName(ret)}: show my screen`, armed(() => { S.handBack = null; S.revisit = ret; S.viewer = ret; S.handover = null; S.wantFocus = S.forceFocus = true; ui.hand.close(); refresh(); }), "btn primary big", { autofocus: true, "data-return-confirm": ret, "data-arm": "" }),
        btn("Cancel", cancel, "btn"), note()));
    armHand(`ret${ret}`);
    hand.wanted = true;
    openModal(ui.hand);
    return;
  }
  const take = () => { S.viewer = to; S.handover = null; S.handUndo = null; S.wantFocus = S.forceFocus = true; ui.hand.close(); refresh(); };
  if (back != null) {
    fill(ui.hand,
      h("div", { class: "dlg-body handover" },
        h("div", { class: `hand-badge seat-c${back}`, "aria-hidden": "true" }, String(back + 1)),
        h("h2", null, `Give the device back to ${seatName(back)}`),
        h("p", null, `Only ${seatName(back)} should continue: taking the move back opens ${seatName(back)}'s own screen.`)),
      h("div", { class: "dlg-actions" },
        btn(`I'm ${seatName(back)}: take back my move`, armed(() => { S.handUndo = null; doUndo(back); }), "btn primary big", { autofocus: true, "data-undo-confirm": back, "data-arm": "" }),
        btn("Cancel", cancel, "btn"), note()));
    armHand(`back${back}`);
  } else {
    fill(ui.hand,
      h("div", { class: "dlg-body handover" },
        h("div", { class: `hand-badge seat-c${to}`, "aria-hidden": "true" }, String(to + 1)),
        h("h2", null, `Pass the device to ${seatName(to)}`),
        h("p", null, S.mod.handoverText?.(S.game.view(), to, ctx()) || `It's ${seatName(to)}'s turn.`),
        S.lastLine ? h("p", { class: "muted small" }, S.lastLine) : null),
      h("div", { class: "dlg-actions" },
        btn(`I'm ${seatName(to)}: show my screen`, armed(take), "btn primary big", { autofocus: true, "data-handover-to": to, "data-arm": "" }),
        plan.seat != null && plan.seat !== to ? btn(`${seatName(plan.seat)}: take back my move`, () => { S.handUndo = plan.seat; openHandover(); ui.hand.querySelector("[data-undo-confirm]")?.focus(); }, "btn", { "data-undo-ask": plan.seat }) : null,
        again.map((s) => btn(`${seatName(s)}: ${S.mod.changeText?.(S.game.view(), s) || "change my choice"}`, () => { S.handBack = s; openHandover(); ui.hand.querySelector("[data-return-confirm]")?.focus(); }, "btn", { "data-return-ask": s })),
        note()));
    armHand(`to${to}`);
  }
  hand.wanted = true;
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
  // the rules may name this table's options: the game in play, or the one being set up
  const playing = ui.setup.hidden && S.game;
  const cfg = playing ? S.game.config() : S.setup ? { players: S.setup.players, ...S.setup.options } : null;
  const probe = playing ? S.game.view() : cfg ? probeView(id, cfg.players) : null;
  let html;
  try { html = await mod.rules(cfg, probe); } catch (e) { notice(`The rules could not be loaded: ${e.message}`); return; }
  fill(ui.rules,
    mod.howto ? h("div", { class: "dlg-top" }, btn("How to play, in pictures", () => { ui.rules.close(); openHowto(id); }, "btn", { "data-howto": "" })) : null,
    h("div", { class: "dlg-body prose", html }),
    h("div", { class: "dlg-actions" }, btn("Close", () => ui.rules.close(), "btn primary", { autofocus: true })));
  openModal(ui.rules);
}

/** The game's short illustrated how-to (the module draws it). */
async function openHowto(id) {
  let mod;
  try { mod = await loadModule(id); } catch (e) { notice(e.message); return; }
  if (!mod.howto) return;
  let node;
  try { node = await mod.howto(); } catch (e) { notice(`The how-to could not be loaded: ${e.message}`); return; }
  fill(ui.howto,
    h("div", { class: "dlg-body prose howto-body" }, node),
    h("div", { class: "dlg-actions" },
      mod.rules ? btn("Full rules", () => { ui.howto.close(); openRules(); }, "btn") : null,
      btn("Close", () => ui.howto.close(), "btn primary", { autofocus: true })));
  openModal(ui.howto);
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

/** Refuses a save by its size, before anything reads it (docs/embed.md, "Limits"). */
function checkSaveSize(length) {
  if (length > LIMITS.save) throw new Error(`it is ${Math.ceil(length / 1000)} KB, and a save can be at most ${LIMITS.save / 1000} KB (no game comes near that)`);
}

/** Reads our bundle or a bare engine save; returns {game, seats} or throws. */
async function readSave(text) {
  checkSaveSize(String(text).length);
  let seats = null, ui = null, save = String(text).trim();
  try {
    const d = JSON.parse(save);
    if (d && d.app === "skyline-table" && typeof d.save === "string") { save = d.save; seats = d.seats; ui = d.ui; }
  } catch { /* not JSON: let the engine say why */ }
  await loadEngineForSave(save);
  const game = Game.load(save);
  if (!MODULES[game.id()]) { const id = game.id(); game.free(); throw new Error(`this page cannot show the game "${id}" yet`); }
  return { game, seats: sanitizeSeats(seats, game.config().players), ui };
}

async function resume() {
  const raw = store.get(SAVE_KEY);
  if (!raw) return false;
  let loaded;
  try { loaded = await readSave(raw); } catch (e) {
    // Kept as it was: the next autosave moves it aside first, and gives up rather than overwrite it.
    S.unreadable = raw;
    notice(`Your last game could not be reopened: ${e.message}. Its saved text has been kept in this browser, untouched; find it under "Save & load".`);
    return false;
  }
  return beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui);
}

/** Copies text, or shows it to copy by hand when the browser does not allow it. */
async function copyText(text, done) {
  try { await navigator.clipboard.writeText(text); say(done); } catch {
    window.prompt?.("Copy this link:", text);
  }
}

/** An unreadable save as the dialog shows it: all of a real one, the start of an oversized one. */
function keptPreview(text) {
  if (text == null || text.length <= 20000) return text;
  return `${text.slice(0, 20000)}\n… (${Math.ceil(text.length / 1000)} KB in all; only the start is shown, the whole is kept in this browser)`;
}

/** The "Save & load" dialog, a module of its own (not needed to play, so not part of the first visit). */
async function openSaves() {
  let m, l;
  try { [m, l] = await Promise.all([import("./saves.js"), replays()]); } catch (e) { notice(`Saving could not be opened: ${e.message}`); return; }
  m.openSaves({
    S, ui, btn, say, openModal, copyText, readSave, beginGame, notice, bundle, hidden, ask,
    kept: keptPreview(S.unreadable ?? store.get(KEPT_KEY)), setupLink: () => l.setupLink(S.id, S.game.config(), S.seats), replayLink: () => l.replayLink(bundle()), checkSaveSize,
  });
}

// ---------- start ----------
/** Reading a link (www/links.js), fetched only when the page is opened with one; writing
 * links and reading a replay's game (www/replays.js), only when a replay or a link is made or opened. */
const links = () => import("./links.js");
const replays = () => import("./replays.js");

async function boot() {
  performance.mark?.("skyline-table:boot"); // tests time the page's own work from here
  const link = location.hash.length > 1 ? (await links()).readLink() : { options: {}, problems: [], embed: false };
  // www/boot.js dropped a link far past every limit before anything read it.
  if (self.__skylineLongLink) link.problems.push(`the link is ${Math.ceil(self.__skylineLongLink / 1000)} KB long; a link to this site holds at most ${LIMITS.replayLink / 1000} KB`);
  S.link = link;
  if (link.embed) document.documentElement.classList.add("embed");
  skeleton();
  registerOffline();
  try {
    S.infos = games(); // from the catalog: no engine is fetched until a game is chosen
  } catch (e) {
    notice(`The game engine could not start: ${e.message}`);
    return;
  }
  // Embedded for one game: offer only that one.
  if (link.embed && link.game && S.infos.some((g) => g.id === link.game)) S.infos = S.infos.filter((g) => g.id === link.game);
  S.host = hostChannel(link.origin, onHostCommand);
  const resumed = await resume();
  if (link.problems.length) {
    // Refused values are never applied: the rest of the link is not trusted either.
    notice(`This link could not be used: ${link.problems.join("; ")}.`);
    if (!resumed) await showSetup();
    return;
  }
  // A link starts its setup or opens its replay; both ask before replacing a game in progress.
  if (link.replay && (await openReplay(link.replay))) return;
  if (!link.replay && link.game && (await startLink(link))) return;
  if (!resumed) await showSetup();
}

// ---------- links and the host page (docs/embed.md) ----------
/** Starts the setup a link describes: seats (people first, then `bots` computers), seed, options.
 * Every value is checked against the catalog before anything is built; a link that
 * asks for what the game cannot be is refused, saying which value and why. */
async function startLink(link) {
  const info = S.infos.find((g) => g.id === link.game);
  if (!info) { notice(`This site has no game "${String(link.game).slice(0, 40)}".`); return false; }
  const players = link.players ?? info.minPlayers;
  const problems = [];
  if (players < info.minPlayers || players > info.maxPlayers) problems.push(`players=${players}: ${info.name} seats ${info.minPlayers === info.maxPlayers ? info.minPlayers : `${info.minPlayers} to ${info.maxPlayers}`} players`);
  else if ((link.bots ?? 0) > players) problems.push(`bots=${link.bots}: more computers than the ${players} seats`);
  if (link.names && link.names.length > players) problems.push(`${link.names.length} names for ${players} seats`);
  if (problems.length) { notice(`This link's game could not start: ${problems.join("; ")}.`); return false; }
  const bots = link.bots ?? 0;
  const level = link.level ?? "normal";
  const seats = Array.from({ length: players }, (_, i) =>
    i < players - bots ? { name: link.names?.[i] || NAMES[i], kind: "human" } : { name: NAMES[i], kind: level });
  const cfg = { ...link.options, players };
  if (link.seed != null) cfg.seed = link.seed;
  try { await loadModule(link.game); new Game(link.game, cfg).free(); } catch (e) {
    notice(`This link's game could not start: ${e.message}`);
    return false;
  }
  return startWith(link.game, cfg, seats);
}

/** Opens a replay link: the game it holds, shown in the replay viewer at its last position. */
async function openReplay(param) {
  let loaded;
  try { loaded = await readSave(await (await replays()).readReplay(param)); } catch (e) {
    notice(`This replay link could not be opened: ${e.message}`);
    return false;
  }
  if (S.game && !S.game.isOver() && S.game.history().length) {
    const ok = await ask("Open the replay?", `Your ${kinds().name} game in progress is saved in this browser. Opening the replay replaces that save.`, "Open the replay", "Keep my game");
    if (!ok) { loaded.game.free(); return true; }
  }
  await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { replay: true });
  enterReview(S.game.history().length, true);
  return true;
}

function postOver() {
  const r = S.game?.result();
  if (!r || !S.host?.active) return;
  const extra = {};
  for (const k of ["level", "won", "grade"]) if (r[k] != null) extra[k] = r[k];
  S.host.post("over", {
    game: S.id, name: kinds().name, kind: r.kind, winners: r.winners, ...extra,
    scores: r.scores.map((sc) => ({ seat: sc.seat, name: seatName(sc.seat), total: sc.total })),
  });
}

/** Commands from the host page (only ever from the origin its link named). */
function onHostCommand(d) {
  // The link's setup again; a fresh seed unless the link fixed one.
  if (d.type === "skyline-table:new-game" && S.link?.game) startLink(S.link);
}

const currentSetupLink = async () => (await replays()).setupLink(S.id, S.game.config(), S.seats);
const currentReplayLink = async () => (await replays()).replayLink(bundle());

window.__skyline = {
  get game() { return S.game; }, get viewer() { return S.viewer; }, get handover() { return S.handover; },
  get seats() { return S.seats; }, get review() { return S.review?.k ?? null; }, get thinking() { return S.bot?.seat ?? null; },
  get usingWorker() { return !!S.worker; },
  get redoDepth() { return S.redo.length; },
  /** Test hook: the final screen's text and status line for a made-up result (any kind); a promise. */
  async previewResult(r) { const n = (await results()).resultBody(r, null, null, wording()); return { html: n.outerHTML, text: n.textContent, status: resultLine(r) }; },
  setPace(ms) { pace = ms; },
  /** The link that starts this game's setup, and the link to its replay. */
  setupLink() { return currentSetupLink(); },
  replayLink() { return currentReplayLink(); },
  ready: boot(),
};
