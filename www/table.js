// Play at the table, with no server: results as links (checked by the engine, so a typed-in
// score cannot pass), challenges on the same dice, today's city, a table's ranking, your
// own results over time, and a game sent on to the next player's device. Fetched when
// first needed. The links hold saves: every score shown is the engine's, recomputed from
// the moves, on the outcomes the seed gives (the engine refuses any other, unless the
// save says the players entered them: then it is ranked only with games on entered dice).
import {
  ask,
  autosave,
  beginGame,
  bundle,
  codeText,
  enterReview,
  fill,
  Game,
  h,
  humans,
  isolate,
  kinds,
  NAMES,
  notice,
  num,
  openFinal,
  openLink,
  readSave,
  refresh,
  S,
  say,
  seatName,
  seatText,
  sheet,
  step,
  storageKey,
  ui,
} from "./app.js";
import { lang, t } from "./dom.js";
import { cleanName } from "./host.js";
import { readReplay, replayLink } from "./replays.js";

await sheet(new URL("./table.css", import.meta.url).href); // its styles, before anything shows

/** The words of this module that others read too (www/setup.js: tableDice), each worded when
 * read: a getter for a sentence, a function for one with arguments. */
export const WORDS = {
  get tableDice() {
    return t(
      "Fair warning: the table's link holds the game's seed, and the seed decides every roll. Someone who reads it closely could learn the rolls to come: fine among friends. For a table where that matters, choose “We roll real dice” and roll them at the table.",
    );
  },
  get entered() {
    return t(
      "Its dice were entered by the players (their own dice), not rolled by the page: the moves and scores are checked, the rolls are theirs.",
    );
  },
  get notRolls() {
    return t("Not added: those are not this table's rolls.");
  },
  tooMany: (n) => t("Not added: it ranks more sheets than the {n, plural, one {# seat} other {# seats}} of this table.", { n }),
  already: (names) => t("Already in the ranking: that sheet counts once (as {names}).", { names }),
  get mine() {
    return ` · ${t("this phone")}`;
  },
  all: (n) => t("All {n} results", { n }),
  get unkept() {
    return t("This browser is not keeping results now (its storage is full or blocked): they last until the page closes.");
  },
  get nameTitle() {
    return t("Your name at this table");
  },
  get nameWhy() {
    return t("It shows on the table's ranking, beside your score: use one the others will know.");
  },
  get nameLabel() {
    return t("Your name");
  },
  get nameStart() {
    return t("Start my sheet");
  },
  // a challenge opened from someone's result: the person here plays, under their own name
  get challengeTitle() {
    return t("Who takes the challenge?");
  },
  challengeWhy: (by, one) =>
    one
      ? t("You play the seat of the result you opened ({by}), under your own name.", { by })
      : t("Each of you plays a seat of the result you opened ({by}), under your own name.", { by }),
  challengeSeat: (name) => t("Who plays {name}'s seat?", { name }),
  get challengeStart() {
    return t("Start");
  },
  challenge: (by) =>
    same(
      t("beat {by}, on the same dice.", { by }),
      t("beat {by}, on the same cards.", { by }),
      t("beat {by}, on the same dice and cards.", { by }),
      t("beat {by}, on the same game.", { by }),
    ),
  challenged: (by) =>
    same(
      t("The same dice as the result you opened ({by}). Beat it!", { by }),
      t("The same cards as the result you opened ({by}). Beat it!", { by }),
      t("The same dice and cards as the result you opened ({by}). Beat it!", { by }),
      t("The same game as the result you opened ({by}). Beat it!", { by }),
    ),
  // the final screen's link, for whose result it is: this device's people, or someone else's
  get linkOwn() {
    return t("Link to your result");
  },
  get tableOwn() {
    return t("Your result for the table");
  },
  tableOf: (names) => t("{names}'s result for the table", { names }),
  get dayOwn() {
    return t("Your result for today's city");
  },
  dayOf: (names) => t("{names}'s result for today's city", { names }),
  linkOf: (names) => t("Link to {names}'s result", { names }),
  sendOwn: () =>
    same(
      t("Whoever opens this link sees your game and your score, recomputed from your moves, and can play the same dice."),
      t("Whoever opens this link sees your game and your score, recomputed from your moves, and can play the same cards."),
      t("Whoever opens this link sees your game and your score, recomputed from your moves, and can play the same dice and cards."),
      t("Whoever opens this link sees your game and your score, recomputed from your moves, and can play the same game."),
    ),
  sendMany: () =>
    same(
      t("Whoever opens this link sees this game and every player's score, recomputed from the moves, and can play the same dice."),
      t("Whoever opens this link sees this game and every player's score, recomputed from the moves, and can play the same cards."),
      t(
        "Whoever opens this link sees this game and every player's score, recomputed from the moves, and can play the same dice and cards.",
      ),
      t("Whoever opens this link sees this game and every player's score, recomputed from the moves, and can play the same game."),
    ),
  sendOf: (names) =>
    same(
      t(
        "This is {names}'s result. Whoever you send it to sees that game and its score, recomputed from the moves, and can play the same dice.",
        { names },
      ),
      t(
        "This is {names}'s result. Whoever you send it to sees that game and its score, recomputed from the moves, and can play the same cards.",
        { names },
      ),
      t(
        "This is {names}'s result. Whoever you send it to sees that game and its score, recomputed from the moves, and can play the same dice and cards.",
        { names },
      ),
      t(
        "This is {names}'s result. Whoever you send it to sees that game and its score, recomputed from the moves, and can play the same game.",
        { names },
      ),
    ),
};

/** Today's date in UTC (YYYY-MM-DD): everyone's "today's city" is the same that day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The seed of today's city for game `id` on `day` (FNV-1a of the two, a 32-bit whole number). */
export function dailySeed(id, day = todayUtc()) {
  let x = 0x811c9dc5;
  for (const c of `${id}:${day}`) x = Math.imul(x ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return x;
}

/** Is this game the city of `day`? Its seed is that date's, one seat, the page's own dice.
 * Anything else is an ordinary game on those dice, whatever it says. */
export const isDaily = (id, config, entered, day) =>
  !!day && !entered && config.players === 1 && Number(config.seed) === dailySeed(id, day);

/** A daily= link's config `cfg` gets its seed from the date, unless seed= names another; returns
 * the day when it is today's city as docs/embed.md says (today, its own seed, the page's dice, one
 * seat), else null: an ordinary challenge on those dice. */
export function dailyLink(link, id, cfg, entered) {
  cfg.seed ??= dailySeed(id, link.daily);
  return link.daily === todayUtc() && link.seed == null && isDaily(id, cfg, entered, link.daily) ? link.daily : null;
}

/** Of one message's four wordings, the one for what this game deals (kinds().deals): what a
 * challenge replays is the same dice, the same cards, both, or (nothing random) the same game. */
const same = (dice, cards, both, game) => ({ dice, cards, "dice and cards": both })[kinds().deals] ?? game;
const RESULTS_KEY = storageKey("results");
const TABLES_KEY = storageKey("tables");
const NAME_KEY = storageKey("name");
/** Lines a table's ranking keeps (this phone's own always stay); tables kept. */
const LINES = 60;
const TABLES = 40;

/** What is kept under each key, as read or last written: the page goes on with it when the
 * browser will not store it (full, blocked), and never reads it twice. */
const memo = {};
/** Keys whose stored text could not be read, nor set aside: never written over. */
const stuck = new Set();
let unkept = false;

/**
 * What is kept under `key`, each part checked by `check` (returns the readable part, or null).
 * Stored text that cannot be read (or only in part) is set aside, whole, under its own key with a
 * console warning, so nothing is lost; the readable part is used.
 */
function load(key, fallback, check) {
  if (key in memo) return memo[key];
  let raw = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    /* blocked: nothing kept */
  }
  let v = fallback;
  if (raw != null) {
    let whole = false;
    try {
      const parsed = JSON.parse(raw);
      v = check(parsed) ?? fallback;
      whole = JSON.stringify(v) === JSON.stringify(parsed);
    } catch {
      /* unreadable */
    }
    if (!whole) {
      const aside = `${key}:set-aside:${Date.now()}`;
      try {
        localStorage.setItem(aside, raw);
        console.warn(`Skyline Table: stored results that could not be read were set aside under "${aside}".`);
      } catch {
        stuck.add(key);
        console.warn(`Skyline Table: stored results under "${key}" could not be read; they are left as they are.`);
      }
    }
  }
  return (memo[key] = v);
}
const keep = (key, v) => {
  memo[key] = v;
  if (stuck.has(key)) return;
  try {
    localStorage.setItem(key, JSON.stringify(v));
    unkept = false;
  } catch {
    unkept = true; // full or blocked: kept for this visit, and the final screen says so
  }
};
const isText = (x) => typeof x === "string";
/** The entries of `v` (a list) that `ok` accepts; null when it is no list. */
const entries = (v, ok) => (Array.isArray(v) ? v.filter(ok) : null);
const okResult = (e) => e && isText(e.game) && isText(e.day) && Number.isFinite(e.total) && isText(e.hash);
const okLine = (e) =>
  e && isText(e.name) && Number.isFinite(e.total) && isText(e.hash) && Number.isInteger(e.seat) && (!e.rolls || isText(e.rolls));
const results = () => load(RESULTS_KEY, [], (v) => entries(v, okResult));
const tables = () =>
  load(TABLES_KEY, {}, (v) => {
    if (!v || typeof v !== "object" || Array.isArray(v)) return null;
    const out = {};
    for (const [k, list] of Object.entries(v)) {
      const ok = entries(list, okLine);
      if (ok) out[k] = ok;
    }
    return out;
  });

/** The person's own seat in a finished game: the only human seat, or null. */
function ownSeat() {
  const people = S.seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
  return people.length === 1 ? people[0] : null;
}

/** The seats a result of this phone ranks: those its people played (every seat when nobody did). */
function claimSeats() {
  const people = S.seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
  return people.length ? people : S.seats.map((_, i) => i);
}

/** A table: the same game, config and seed (so the same dice), whoever plays it; a table that
 * enters its own dice is another table, never ranked with the seed's. */
export function tableKey(id, config, entered) {
  const c = Object.keys(config)
    .filter((k) => k !== "players")
    .sort()
    .map((k) => `${k}=${config[k]}`)
    .join("&");
  return `${id}|${c}${entered ? "|entered" : ""}`;
}

/** The rolls and draws of a game, in order, each as text. */
const rollsOf = (game) =>
  game
    .history()
    .filter((e) => "chance" in e)
    .map((e) => JSON.stringify(e.chance));

/** Two sheets of a table that enters its dice: did they enter the same rolls (the shorter
 * game's, all of them)? */
function sameRolls(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---------- a name for this phone ----------

/** Asks the name of the person holding this phone, at a table: the last one used on this device
 * is offered (or `offered`); resolves with it, cleaned. */
export function askName(offered = "", w = { title: WORDS.nameTitle, why: WORDS.nameWhy, start: WORDS.nameStart }) {
  return askNames([{ label: WORDS.nameLabel, offered, fallback: NAMES[0] }], w).then(([name]) => name);
}

/** Asks several people their names in one form (`fields`: each input's label, the name offered
 * and the one taken when the form is closed without it); the first field offers the name used
 * here last. Resolves with the names, in order. */
function askNames(fields, w) {
  let last = "";
  try {
    last = localStorage.getItem(NAME_KEY) || "";
  } catch {
    /* blocked */
  }
  const inputs = fields.map((f, i) =>
    h("input", {
      type: "text",
      required: true,
      maxlength: 40,
      autocomplete: i ? "off" : "nickname",
      value: cleanName((!i && last) || f.offered),
    }),
  );
  const names = () => inputs.map((input) => cleanName(input.value));
  return new Promise((resolve) => {
    const done = () => {
      const empty = inputs.find((input) => !cleanName(input.value));
      if (empty) return empty.focus();
      try {
        localStorage.setItem(NAME_KEY, names()[0]);
      } catch {
        /* not kept: asked again next time */
      }
      ui.main.onclose = null;
      ui.main.close();
      resolve(names());
    };
    fill(
      ui.main,
      h(
        "form",
        {
          class: "dlg-body",
          onsubmit: (e) => {
            e.preventDefault();
            done();
          },
        },
        h("h2", null, w.title),
        h("p", null, w.why),
        fields.map((f, i) => h("label", { class: "field" }, h("span", null, f.label), inputs[i])),
        h("div", { class: "dlg-actions" }, h("button", { type: "submit", class: "btn primary" }, w.start)),
      ),
    );
    ui.main.setAttribute("aria-label", w.title);
    // closed without the names (Esc): those typed, else the ones offered
    ui.main.onclose = () => resolve(names().map((n, i) => n || fields[i].fallback));
    if (!ui.main.open) ui.main.showModal();
    inputs[0].focus();
    inputs[0].select();
  });
}

// ---------- your results over time ----------

/** Called once a game ends: keeps the person's score (one person at the table) with the day. */
export function record() {
  const seat = ownSeat();
  const r = S.game?.result();
  if (seat == null || !r) return;
  const mine = r.scores.find((s) => s.seat === seat);
  if (!mine) return;
  const list = results();
  const hash = S.game.stateHash();
  if (list.some((e) => e.hash === hash)) return;
  const day = S.table?.daily;
  const daily = isDaily(S.id, S.game.config(), S.game.entered(), day) ? day : null;
  list.push({ game: S.id, day: todayUtc(), total: mine.total, level: r.level || r.grade || "", daily, hash });
  keep(RESULTS_KEY, list.slice(-300));
}

/** Your results in game `id`: a small chart of the scores over time and the last few in words. */
export function historyNode(id, name) {
  const list = results().filter((e) => e.game === id);
  if (!list.length) return h("p", { class: "muted" }, t("No finished {game} games kept in this browser yet.", { game: name }));
  const W = 300,
    H = 90,
    pad = 8;
  const totals = list.map((e) => e.total);
  const lo = Math.min(...totals),
    hi = Math.max(...totals);
  const x = (i) => pad + (list.length === 1 ? (W - 2 * pad) / 2 : (i * (W - 2 * pad)) / (list.length - 1));
  const y = (t) => H - pad - (hi === lo ? (H - 2 * pad) / 2 : ((t - lo) * (H - 2 * pad)) / (hi - lo));
  const points = list.map((e, i) => `${x(i).toFixed(1)},${y(e.total).toFixed(1)}`).join(" ");
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
  const svg = `<svg viewBox="0 0 ${W} ${H}" width="100%" height="${H}" role="img" aria-label="${t("Scores over time, from {lo} to {hi}", { lo: String(lo), hi: String(hi) })}"><polyline fill="none" stroke="#c4532e" stroke-width="2" points="${points}"/>${list
    .map(
      (e, i) =>
        `<circle cx="${x(i).toFixed(1)}" cy="${y(e.total).toFixed(1)}" r="${e.daily ? 4 : 2.5}" fill="${e.daily ? "#e0a31a" : "#c4532e"}"/>`,
    )
    .join("")}</svg>`;
  return h(
    "div",
    { class: "history" },
    h("div", { class: "history-chart", html: svg }),
    h(
      "p",
      { class: "small" },
      t("{n, plural, one {# game} other {# games}}: best {hi}, worst {lo}, mean {mean}. Gold dots are today's cities.", {
        n: list.length,
        hi: String(hi),
        lo: String(lo),
        mean: new Intl.NumberFormat(lang() === "qps" ? "en" : lang(), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }).format(mean),
      }),
    ),
    h(
      "ol",
      { class: "history-last small", reversed: true },
      list
        .slice(-5)
        .reverse()
        .map((e) => {
          // the level is the engine's word for it
          const score = e.level ? `${e.total} (${codeText(e.level)})` : String(e.total);
          return h("li", null, e.daily ? t("{day}: {score}, today's city", { day: e.day, score }) : `${e.day}: ${score}`);
        }),
    ),
  );
}

// ---------- result links ----------

/** A link to this finished game with its score: whoever opens it sees the game and the score,
 * recomputed by the engine from the moves. */
export async function resultLink() {
  const r = S.game.result();
  // at a table: the seats this phone's people played, nobody else's
  const seats = S.table ? claimSeats() : null;
  const text = JSON.stringify({
    ...JSON.parse(bundle()),
    claim: r.scores.filter((s) => !seats || seats.includes(s.seat)).map((s) => ({ seat: s.seat, total: s.total })),
    table: S.table || undefined,
  });
  return (await replayLink(text)).replace("#replay=", "#result=");
}

/**
 * Reads a result link's game: `{game, seats, claim, table, text}`; throws, in words for the
 * player, when it is damaged, unfinished, on outcomes its seed did not give (the engine's
 * refusal), or its score is not what its moves score. `claim` names the seats it ranks, each
 * once, every one of them checked.
 */
export async function readResult(param) {
  const text = await readReplay(param);
  const { game, seats } = await readSave(text);
  let extra = {};
  try {
    extra = JSON.parse(text);
  } catch {
    /* a bare engine save: no claim */
  }
  const fail = (why) => {
    game.free();
    throw new Error(why);
  };
  if (!game.isOver()) fail(t("the game in it is not finished"));
  const real = game.result().scores;
  const claim = Array.isArray(extra.claim) ? extra.claim : [];
  const seen = new Set();
  for (const c of claim) {
    const s = real.find((x) => x.seat === c?.seat);
    if (!s || seen.has(s.seat)) fail(t("its scores do not match its players"));
    seen.add(s.seat);
    if (c.total !== s.total)
      fail(
        t("it says {name} scored {claimed}, but the moves in it score {total}: it was changed after the game", {
          name: seats[s.seat].name,
          claimed: String(c.total),
          total: String(s.total),
        }),
      );
  }
  if (!claim.length) fail(t("it holds no score to check"));
  // today's city only when it is that day's city (its seed, one seat, the page's dice)
  const day = extra.table?.daily;
  const table =
    extra.table && typeof extra.table === "object"
      ? { daily: isText(day) && isDaily(game.id(), game.config(), game.entered(), day) ? day : null }
      : null;
  return { game, seats, claim: claim.map((c) => c.seat), table, text };
}

// ---------- a table's ranking ----------

/**
 * Adds a checked result to its table's ranking in this browser: the seats `which`, one line a
 * finished sheet (the same sheet again, under any name, is the line it already has). `own`: this
 * phone's own sheet, which no other result pushes out. Returns the names added and the names
 * of the lines the sheet already had.
 */
export function addToTable(game, seats, which, own = false) {
  const key = tableKey(game.id(), game.config(), game.entered());
  const all = tables();
  const list = all[key] || [];
  const hash = game.stateHash();
  const r = game.result();
  const out = { added: [], already: [] };
  for (const s of r.scores) {
    if (!which.includes(s.seat)) continue;
    const old = list.find((e) => e.hash === hash && e.seat === s.seat);
    if (old) {
      if (own) old.own = true;
      out.already.push(old.name);
      continue;
    }
    const name = cleanName(seats[s.seat]?.name) || t("Player {n}", { n: s.seat + 1 });
    // a table that enters its dice keeps this phone's rolls, to check the others' against
    const rolls = own && game.entered() ? JSON.stringify(rollsOf(game)) : undefined;
    list.push({ name, total: s.total, level: r.level || "", hash, seat: s.seat, own: own || undefined, rolls });
    out.added.push(name);
  }
  // the oldest of the others' lines go first; this phone's own stay
  for (let i = list.findIndex((e) => !e.own); list.length > LINES && i >= 0; i = list.findIndex((e) => !e.own)) list.splice(i, 1);
  delete all[key];
  all[key] = list; // the newest table last
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - TABLES))) delete all[k];
  keep(TABLES_KEY, all);
  return out;
}

/** This phone's rolls at the table `key`, when it enters its own dice and has finished a sheet. */
function ownRolls(key) {
  const line = (tables()[key] || []).find((e) => e.own && e.rolls);
  try {
    return line ? JSON.parse(line.rolls) : null;
  } catch {
    return null;
  }
}

/** The ranking of the table of the game on screen, best first, equal totals sharing a place:
 * the first ten and this phone's own lines, every line behind "All N results". */
export function rankingNode() {
  const list = [...(tables()[tableKey(S.id, S.game.config(), S.game.entered())] || [])].sort((a, b) => b.total - a.total);
  if (!list.length) return h("p", { class: "muted small" }, t("No results added yet."));
  const place = [];
  list.forEach((e, i) => place.push(i && e.total === list[i - 1].total ? place[i - 1] : i + 1));
  const row = (e, i) =>
    h(
      "li",
      { value: place[i], "data-total": e.total, class: e.own ? "mine" : null },
      h("bdi", { class: "r-name" }, e.name),
      ` ${num(e.total)}${e.level ? ` · ${codeText(e.level)}` : ""}`,
      e.own ? h("strong", null, WORDS.mine) : null,
    );
  const top = list.map(row).filter((_, i) => i < 10 || list[i].own);
  return h(
    "div",
    null,
    h("ol", { class: "ranking", "aria-label": t("Ranking of this table") }, top),
    top.length < list.length
      ? h(
          "details",
          { class: "ranking-all" },
          h("summary", null, WORDS.all(list.length)),
          h("ol", { class: "ranking-full" }, list.map(row)),
        )
      : null,
    unkept ? h("p", { class: "small muted" }, WORDS.unkept) : null,
  );
}

// ---------- QR codes ----------

/** Draws `text` as a QR code into `box` (an npm library kept with the site, fetched only now). */
export async function qrInto(box, text) {
  const { qrcode } = await import(new URL("./vendor/qrcode.js", import.meta.url).href);
  const qr = qrcode(0, "L");
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let path = "";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
  fill(
    box,
    h("div", {
      class: "qr",
      html: `<svg viewBox="0 0 ${n + 8} ${n + 8}" width="100%" role="img" aria-label="${t("QR code of the link")}" shape-rendering="crispEdges"><rect width="${n + 8}" height="${n + 8}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
    }),
  );
}

// ---------- sharing ----------

/** Shares `url` (the system's share sheet where there is one), else copies it; says which. */
export async function share(url, title, say) {
  if (navigator.share) {
    try {
      await navigator.share({ url, title });
      say(t("Shared."));
      return;
    } catch (e) {
      if (e?.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    say(t("Link copied: paste it in a message."));
  } catch {
    window.prompt?.(t("Copy this link:"), url);
  }
}

/** A link box: the link as text to select, Copy/Share, and its QR code on request. */
export function linkBox(url, label, say) {
  const qr = h("div", { class: "qr-box" });
  return h(
    "div",
    { class: "linkbox" },
    h(
      "label",
      { class: "field" },
      h("span", null, label),
      h("input", { type: "text", readonly: true, value: url, class: "link-text", onfocus: (e) => e.target.select() }),
    ),
    h(
      "div",
      { class: "row" },
      h(
        "button",
        { type: "button", class: "btn", onclick: () => share(url, label, say) },
        navigator.share ? t("Share…") : t("Copy the link"),
      ),
      h(
        "button",
        {
          type: "button",
          class: "btn",
          onclick: (e) => {
            e.target.disabled = true;
            qrInto(qr, url).catch((err) => fill(qr, h("p", { class: "err" }, t("No QR code: {why}", { why: err.message }))));
          },
        },
        t("Show a QR code"),
      ),
    ),
    qr,
  );
}

/** What the final screen adds: the result as a link (a challenge on the same dice), the table's
 * ranking when the game was played at a table, and your results over time. */
export async function finalExtras(say) {
  const url = await resultLink();
  // someone else's result, opened from their link: named as theirs, never "your"
  const theirs = S.watched && opened === S.game.stateHash() ? seatText(humans().map(seatName)) : "";
  const name = S.infos.find((g) => g.id === S.id)?.name || S.id;
  const day = S.table?.daily;
  const parts = [
    S.game.entered() ? h("p", { class: "small entered-note" }, WORDS.entered) : null,
    // today's city is played by everyone on their own, not at a table: it is called what it is
    h(
      "h3",
      null,
      day
        ? theirs
          ? WORDS.dayOf(theirs)
          : WORDS.dayOwn
        : S.table
          ? theirs
            ? WORDS.tableOf(theirs)
            : WORDS.tableOwn
          : t("Challenge a friend"),
    ),
    h(
      "p",
      { class: "small muted" },
      day
        ? t(
            "Send this link (or show its QR code) to anyone playing today's city. Any phone that opens the others' links shows today's ranking, each score recomputed from its moves.",
          )
        : S.table
          ? t(
              "Send this link (or show its QR code) to the table. Any phone that opens the others' links shows the ranking, each score recomputed from its moves.",
            )
          : theirs
            ? WORDS.sendOf(theirs)
            : humans().length > 1
              ? WORDS.sendMany()
              : WORDS.sendOwn(),
    ),
    linkBox(url, theirs ? WORDS.linkOf(theirs) : WORDS.linkOwn, say),
  ];
  if (S.table) {
    // this phone's own sheet (a result opened by link was added as the others' are)
    if (opened !== S.game.stateHash()) addToTable(S.game, S.seats, claimSeats(), true);
    const rank = h("div", { class: "ranking-box" }, rankingNode());
    const input = h("input", {
      type: "text",
      placeholder: day ? t("Paste someone's result link of today's city") : t("Paste a result link of this table"),
      "aria-label": day ? t("A result link of today's city") : t("A result link of this table"),
    });
    const msg = h("p", { class: "small", role: "status" });
    parts.push(
      h("h3", null, day ? t("Today's ranking") : t("The table's ranking")),
      rank,
      h(
        "form",
        {
          class: "row add-result",
          onsubmit: async (e) => {
            e.preventDefault();
            fill(msg, await addLink(String(input.value)));
            fill(rank, rankingNode());
            input.value = "";
          },
        },
        input,
        h("button", { type: "submit", class: "btn" }, t("Add")),
      ),
      msg,
    );
  }
  let history;
  try {
    history = historyNode(S.id, name);
  } catch (e) {
    history = h("p", { class: "small muted" }, e.message); // never at the cost of the link and the ranking
  }
  parts.push(h("details", { class: "history-box" }, h("summary", null, t("Your {game} results over time", { game: name })), history));
  return h("div", { class: "final-extras" }, parts);
}

/** The state hash of the result opened by link on this page, if any: not this phone's sheet. */
let opened = null;

/** Why result `res` may not join the ranking of table `key` (of `players` seats), in words, or
 * null: more sheets than the table has seats, or on a table that enters its dice, other rolls
 * than this phone entered. */
function refusal(res, key, players) {
  if (res.claim.length > players) return WORDS.tooMany(players);
  const mine = res.game.entered() && ownRolls(key);
  return mine && !sameRolls(mine, rollsOf(res.game)) ? WORDS.notRolls : null;
}

/** What adding did, in words: the names added, or the line the sheet already had. */
function added(res, out) {
  const who = (names) => names.map(isolate).join(", ");
  const said = out.added.length
    ? t("Added: {names}, recomputed from the moves.", { names: who(out.added) })
    : WORDS.already(who(out.already));
  return res.game.entered() ? `${said} ${WORDS.entered}` : said;
}

/** Adds another sheet's result link to this table's ranking; returns what happened, in words. */
export async function addLink(text) {
  const m = text.trim().match(/[#&]result=([A-Za-z0-9_-]+)/);
  if (!m) return t("That is not a result link of this site.");
  try {
    const base = new URL(text.trim(), location.href);
    if (base.origin !== location.origin || base.pathname !== location.pathname)
      return t("That link is for another site, so it was not added.");
  } catch {
    return t("That is not a link.");
  }
  let res;
  try {
    res = await readResult(m[1]);
  } catch (e) {
    return t("Not added: {why}.", { why: e.message });
  }
  const key = tableKey(S.id, S.game.config(), S.game.entered());
  const theirs = tableKey(res.game.id(), res.game.config(), res.game.entered());
  const why =
    theirs === key
      ? refusal(res, key, S.game.config().players)
      : theirs.replace("|entered", "") === key.replace("|entered", "")
        ? res.game.entered()
          ? t("Not added: its dice were entered by its players, and this table's are rolled by the page.")
          : t("Not added: its dice were rolled by the page, and this table's are entered by the players.")
        : t("Not added: that result is from another table (other dice).");
  const said = why || added(res, addToTable(res.game, res.seats, res.claim));
  res.game.free();
  return said;
}

// ---------- sending a game on ----------

/** A link that continues this game on another device (games that hide nothing). */
export async function continueLink(to) {
  const text = JSON.stringify({ ...JSON.parse(bundle()), to });
  return (await replayLink(text)).replace("#replay=", "#continue=");
}

/** What happened since `seat` last acted, in the view module's words (for whoever opens a
 * continue link). */
export function sinceLastTurn(seat) {
  const hist = S.game.history();
  let i = hist.length - 1;
  while (i >= 0 && !(hist[i].seat === seat && "action" in hist[i])) i--;
  const since = hist.slice(i + 1).filter((e) => "action" in e);
  const c = { name: seatName, seats: S.seats, isHuman: (s) => S.seats[s]?.kind === "human", viewer: seat, over: S.game.isOver() };
  return since.map((e) => S.mod.describeMove(e.seat, e.action, c));
}

/** The "send to the next player" dialog: the link, and what reading it could tell. */
/** "Send to the next player": the game so far as a link for the seat to play now. */
export function sendOn() {
  const to = S.game?.toAct().find((s) => S.seats[s]?.kind === "human") ?? null;
  if (to == null) say(t("Nobody is waiting to play on another device now."));
  else openSend(to, say);
}

export async function openSend(to, say) {
  const url = await continueLink(to);
  fill(
    ui.main,
    h(
      "div",
      { class: "dlg-body" },
      h("h2", null, t("Send the game to {name}", { name: seatName(to) })),
      h("p", null, t("{name} opens this link on their own device, plays, and sends it on the same way.", { name: seatName(to) })),
      linkBox(url, t("Link to the game so far"), say),
      h(
        "p",
        { class: "small muted" },
        // named as the setup's choice names it (www/setup.js)
        same(
          t(
            "Fair warning: the link holds the game's seed, and the seed decides every roll and draw still to come. Someone who reads it closely could learn them. For a game nobody can peek at, start it with “We roll ourselves” and use real dice.",
          ),
          t(
            "Fair warning: the link holds the game's seed, and the seed decides every roll and draw still to come. Someone who reads it closely could learn them. For a game nobody can peek at, start it with “We draw ourselves” and use real cards.",
          ),
          t(
            "Fair warning: the link holds the game's seed, and the seed decides every roll and draw still to come. Someone who reads it closely could learn them. For a game nobody can peek at, start it with “We roll and draw ourselves” and use real dice and cards.",
          ),
          t("Fair warning: the link holds the game's seed. Someone who reads it closely could learn what is still to come."),
        ),
      ),
    ),
    h(
      "div",
      { class: "dlg-actions" },
      h("button", { type: "button", class: "btn primary", autofocus: true, onclick: () => ui.main.close() }, t("Done")),
    ),
  );
  ui.main.setAttribute("aria-label", t("Send the game on"));
  if (!ui.main.open) ui.main.showModal();
  autosave();
}

// ---------- links that open here ----------

/**
 * Is the game in progress (or just finished) the one setup link `link` starts? Its game, its
 * config as the engine reads it (`cfg`: players, every option, the seed when the link names
 * one: a link without a seed is the same game on any seed), entered dice or not, its seats'
 * kinds and the names the link gives, at a table or not (and which day's city).
 */
export function isLinkGame(link, t, cfg) {
  const g = S.game;
  if (!g || S.review || S.id !== link.game || g.entered() !== t.entered) return false;
  const have = g.config();
  const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  for (const k of new Set([...Object.keys(cfg), ...Object.keys(have)]))
    if (!(k === "seed" && t.cfg.seed == null) && !same(cfg[k], have[k])) return false;
  return (
    same(t.table, S.table) &&
    t.seats.every(
      (s, i) => S.seats[i]?.kind === s.kind && (t.table || s.kind !== "human" || !link.names?.[i] || cleanName(s.name) === S.seats[i].name),
    )
  );
}

/** Links opened in this tab after it loaded, one at a time, in order. */
let queue = Promise.resolve();

/**
 * A link opened in a tab that already shows the site (pasted in the address bar, or a host
 * page changing its frame's address): it acts as it would in a new tab. Embedding stays as the
 * page was loaded (`embed=`, `origin=` and the one game of an embedded frame). A link opened
 * while an earlier one still asks waits for the answer, and is skipped if yet another came after.
 */
export function follow() {
  const hash = location.hash;
  queue = queue
    .then(async () => {
      if (hash.length < 2 || hash !== location.hash) return;
      const link = { ...(await import("./links.js")).readLink(hash), embed: S.link?.embed ?? false, origin: S.link?.origin ?? null };
      if (await openLink(link)) S.link = link;
    })
    .catch((e) => notice(t("This link could not be used: {why}", { why: e.message })));
  return queue;
}

/** Opens a link holding a whole game: a replay, a result or a game sent on. */
export const openPacked = (link) =>
  link.replay ? openReplay(link.replay) : link.result ? openResult(link.result) : openContinue(link.continue, link.to);

/** How the game `g` of a link stands to the game in progress: "same" (its config and every
 * move), "on" (the game in progress went on from it), "ahead" (it went on from the game in
 * progress), or null: another game. */
function standing(g) {
  const m = S.game;
  if (!m || m.id() !== g.id() || m.entered() !== g.entered() || JSON.stringify(m.config()) !== JSON.stringify(g.config())) return null;
  const [a, b] = [m.history(), g.history()].map((h) => h.map((e) => JSON.stringify(e)));
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return null;
  return a.length === b.length ? "same" : a.length > b.length ? "on" : "ahead";
}

/** Opens a result link: the finished game and its score, recomputed by the engine from the
 * moves (an edited score or move is refused, saying so), added to its table's ranking. */
export async function openResult(param) {
  let res;
  try {
    res = await readResult(param);
  } catch (e) {
    notice(t("This result link could not be used: {why}.", { why: e.message }));
    return false;
  }
  if (S.game && !S.game.isOver() && S.game.history().length) {
    const ok = await ask(
      t("Open the result?"),
      t("Your {game} game in progress is saved in this browser. Opening the result replaces that save.", { game: kinds().name }),
      t("Open the result"),
      t("Keep my game"),
    );
    if (!ok) {
      res.game.free();
      return true;
    }
  }
  // ranked with its table here, unless it cannot be (see refusal)
  const key = tableKey(res.game.id(), res.game.config(), res.game.entered());
  const why = res.table && refusal(res, key, res.game.config().players);
  if (res.table && !why) addToTable(res.game, res.seats, res.claim);
  opened = res.game.stateHash();
  const scores = res.game
    .result()
    .scores.filter((s) => res.claim.includes(s.seat))
    .map((s) => `${isolate(res.seats[s.seat].name)} ${num(s.total)}`)
    .join(", ");
  await beginGame(res.game.id(), res.game, res.seats, null, { replay: true, table: res.table });
  await enterReview(S.game.history().length, true);
  say(
    [t("A result link: {scores}, recomputed from the moves.", { scores }), S.game.entered() ? WORDS.entered : "", why || ""]
      .join(" ")
      .trim(),
  );
  openFinal(); // with "Play the same dice"
  return true;
}

/** Opens a game sent on from another device (games that hide nothing): it continues here,
 * for seat `to`, and says what happened since that seat's last turn. */
export async function openContinue(param, to) {
  let loaded;
  try {
    loaded = await readSave(await readReplay(param));
  } catch (e) {
    notice(t("This game link could not be opened: {why}", { why: e.message }));
    return false;
  }
  const info = loaded.game.info();
  if (info.hiddenInformation || loaded.game.isOver()) {
    loaded.game.free();
    notice(
      info.hiddenInformation
        ? t("This game hides things from its players, so it cannot be sent by link.")
        : t("The game in this link is over."),
    );
    return false;
  }
  // the same game coming back (this device played its earlier moves) continues without asking;
  // the game in progress is this one already, or went on from it (a reload): it goes on
  const rel = standing(loaded.game);
  if (rel === "same" || rel === "on") {
    loaded.game.free();
    return true;
  }
  if (S.game && !S.game.isOver() && S.game.history().length && !rel) {
    const ok = await ask(
      t("Continue the game sent to you?"),
      t("Your {game} game in progress is saved in this browser. Continuing the game sent to you replaces that save.", {
        game: kinds().name,
      }),
      t("Continue it"),
      t("Keep my game"),
    );
    if (!ok) {
      loaded.game.free();
      return true;
    }
  }
  await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { table: loaded.table, resumed: true });
  const seat = to ?? S.game.toAct()[0];
  if (seat != null && S.seats[seat]) {
    const since = sinceLastTurn(seat);
    step.said(
      since.length
        ? t("Since {name}'s last turn: {moves}.", { name: seatName(seat), moves: since.join("; ") })
        : t("{name}: nothing happened since your last turn.", { name: seatName(seat) }),
    );
    refresh();
  }
  return true;
}

/** From a result someone sent: a new game on the same dice (same config and seed), people in
 * the same seats, and their score to beat. */
export async function sameDice() {
  const r = S.game.result();
  const by = r.scores.map((s) => `${seatName(s.seat)} ${s.total}`).join(", ");
  // new people take the challenge, each under their own name (asked, in one form; the last one
  // used here offered first), in the seats of the people whose result it was
  const people = S.seats.flatMap((s, i) => (s.kind === "human" ? [i] : []));
  const taken = new Set(S.seats.map((s) => s.name));
  const fresh = NAMES.filter((n) => !taken.has(n));
  const one = people.length === 1;
  const fields = people.map((seat, k) => ({
    label: one ? WORDS.nameLabel : WORDS.challengeSeat(seatName(seat)),
    offered: "",
    fallback: fresh[k] || NAMES[k],
  }));
  const names = await askNames(fields, { title: WORDS.challengeTitle, why: WORDS.challengeWhy(by, one), start: WORDS.challengeStart });
  const seats = S.seats.map((s, i) => (s.kind === "human" ? { name: names[people.indexOf(i)], kind: "human" } : { ...s }));
  let g;
  try {
    g = new Game(S.id, S.game.config(), { entered: S.game.entered() });
  } catch (e) {
    say(e.message);
    return;
  }
  const at = S.table;
  ui.main.close();
  beginGame(S.id, g, seats, null, { table: at }).then(() => {
    step.challenge(WORDS.challenge(by));
    say(WORDS.challenged(by));
  });
}

/** Opens a replay link: the game it holds, shown in the replay viewer at its last position. */
export async function openReplay(param) {
  let loaded;
  try {
    loaded = await readSave(await readReplay(param));
  } catch (e) {
    notice(t("This replay link could not be opened: {why}", { why: e.message }));
    return false;
  }
  // the game in progress with the same moves (a reload): nothing is lost, nothing to ask
  if (S.game && !S.game.isOver() && S.game.history().length && standing(loaded.game) !== "same") {
    const ok = await ask(
      t("Open the replay?"),
      t("Your {game} game in progress is saved in this browser. Opening the replay replaces that save.", { game: kinds().name }),
      t("Open the replay"),
      t("Keep my game"),
    );
    if (!ok) {
      loaded.game.free();
      return true;
    }
  }
  await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { replay: true });
  await enterReview(S.game.history().length, true);
  return true;
}
