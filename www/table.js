// Play at the table, with no server: results as links (checked by the engine, so a typed-in
// score cannot pass), challenges on the same dice, today's city, a table's ranking, your
// own results over time, and a game sent on to the next player's device. Fetched when
// first needed. The links hold saves: every score shown is the engine's, recomputed from
// the moves.
import {
  ask,
  autosave,
  beginGame,
  bundle,
  enterReview,
  fill,
  Game,
  h,
  kinds,
  NAMES,
  notice,
  openFinal,
  readSave,
  refresh,
  S,
  say,
  seatName,
  sheet,
  storageKey,
  ui,
} from "./app.js";
import { readReplay, replayLink } from "./replays.js";

await sheet(new URL("./table.css", import.meta.url).href); // its styles, before anything shows

const RESULTS_KEY = storageKey("results");
const TABLES_KEY = storageKey("tables");

/** Today's date in UTC (YYYY-MM-DD): everyone's "today's city" is the same that day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The seed of today's city for game `id` on `day` (FNV-1a of the two, a 32-bit whole number). */
export function dailySeed(id, day = todayUtc()) {
  let x = 0x811c9dc5;
  for (const c of `${id}:${day}`) x = Math.imul(x ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return x;
}

const load = (key, fallback) => {
  try {
    const v = JSON.parse(localStorage.getItem(key) || "null");
    return v ?? fallback;
  } catch {
    return fallback;
  }
};
const keep = (key, v) => {
  try {
    localStorage.setItem(key, JSON.stringify(v));
  } catch {
    /* full or blocked: the results just are not kept */
  }
};

/** The person's own seat in a finished game: the only human seat, or null. */
function ownSeat() {
  const people = S.seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
  return people.length === 1 ? people[0] : null;
}

/** A table: the same game, config and seed (so the same dice), whoever plays it. */
export function tableKey(id, config) {
  const c = Object.keys(config)
    .filter((k) => k !== "players")
    .sort()
    .map((k) => `${k}=${config[k]}`)
    .join("&");
  return `${id}|${c}`;
}

// ---------- your results over time ----------

/** Called once a game ends: keeps the person's score (one person at the table) with the day. */
export function record() {
  const seat = ownSeat();
  const r = S.game?.result();
  if (seat == null || !r) return;
  const mine = r.scores.find((s) => s.seat === seat);
  if (!mine) return;
  const list = load(RESULTS_KEY, []);
  const hash = S.game.stateHash();
  if (list.some((e) => e.hash === hash)) return;
  list.push({ game: S.id, day: todayUtc(), total: mine.total, level: r.level || r.grade || "", daily: S.table?.daily || null, hash });
  keep(RESULTS_KEY, list.slice(-300));
}

/** Your results in game `id`: a small chart of the scores over time and the last few in words. */
export function historyNode(id, name) {
  const list = load(RESULTS_KEY, []).filter((e) => e.game === id);
  if (!list.length) return h("p", { class: "muted" }, `No finished ${name} games kept in this browser yet.`);
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
  const svg = `<svg viewBox="0 0 ${W} ${H}" width="100%" height="${H}" role="img" aria-label="Scores over time, from ${lo} to ${hi}"><polyline fill="none" stroke="#c4532e" stroke-width="2" points="${points}"/>${list
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
      `${list.length} game${list.length === 1 ? "" : "s"}: best ${hi}, worst ${lo}, mean ${mean.toFixed(1)}. Gold dots are today's cities.`,
    ),
    h(
      "ol",
      { class: "history-last small", reversed: true },
      list
        .slice(-5)
        .reverse()
        .map((e) => h("li", null, `${e.day}: ${e.total}${e.level ? ` (${e.level})` : ""}${e.daily ? ", today's city" : ""}`)),
    ),
  );
}

// ---------- result links ----------

/** A link to this finished game with its score: whoever opens it sees the game and the score,
 * recomputed by the engine from the moves. */
export async function resultLink() {
  const r = S.game.result();
  const text = JSON.stringify({
    ...JSON.parse(bundle()),
    claim: r.scores.map((s) => ({ seat: s.seat, total: s.total })),
    table: S.table || undefined,
  });
  return (await replayLink(text)).replace("#replay=", "#result=");
}

/**
 * Reads a result link's game: `{game, seats, claim, table, text}`; throws, in words for the
 * player, when it is damaged, unfinished, or its score is not what its moves score.
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
  if (!game.isOver()) fail("the game in it is not finished");
  const real = game.result().scores;
  const claim = Array.isArray(extra.claim) ? extra.claim : null;
  if (!claim || claim.length !== real.length) fail("it holds no score to check");
  for (const s of real) {
    const c = claim.find((x) => x && x.seat === s.seat);
    const name = seats[s.seat]?.name || `Player ${s.seat + 1}`;
    if (!c || c.total !== s.total)
      fail(`it says ${name} scored ${c?.total ?? "nothing"}, but the moves in it score ${s.total}: it was changed after the game`);
  }
  const table =
    extra.table && typeof extra.table === "object"
      ? { daily: typeof extra.table.daily === "string" ? extra.table.daily.slice(0, 10) : null }
      : null;
  return { game, seats, claim, table, text };
}

// ---------- a table's ranking ----------

/** Adds a checked result to its table's ranking in this browser (one entry a finished sheet). */
export function addToTable(game, seats) {
  const key = tableKey(game.id(), game.config());
  const all = load(TABLES_KEY, {});
  const list = all[key] || [];
  const hash = game.stateHash();
  const r = game.result();
  for (const s of r.scores) {
    const name = seats[s.seat]?.name || `Player ${s.seat + 1}`;
    if (!list.some((e) => e.hash === hash && e.seat === s.seat))
      list.push({ name, total: s.total, level: r.level || "", hash, seat: s.seat });
  }
  all[key] = list.slice(-16);
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - 40))) delete all[k]; // the 40 newest tables
  keep(TABLES_KEY, all);
  return list;
}

/** The ranking of the table of the game on screen: every result added here, best first. */
export function rankingNode() {
  const list = [...(load(TABLES_KEY, {})[tableKey(S.id, S.game.config())] || [])].sort((a, b) => b.total - a.total);
  if (!list.length) return h("p", { class: "muted small" }, "No results added yet.");
  return h(
    "ol",
    { class: "ranking", "aria-label": "Ranking of this table" },
    list.map((e) => h("li", { "data-total": e.total }, h("strong", null, e.name), ` ${e.total}${e.level ? ` · ${e.level}` : ""}`)),
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
      html: `<svg viewBox="0 0 ${n + 8} ${n + 8}" width="100%" role="img" aria-label="QR code of the link" shape-rendering="crispEdges"><rect width="${n + 8}" height="${n + 8}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
    }),
  );
}

// ---------- sharing ----------

/** Shares `url` (the system's share sheet where there is one), else copies it; says which. */
export async function share(url, title, say) {
  if (navigator.share) {
    try {
      await navigator.share({ url, title });
      say("Shared.");
      return;
    } catch (e) {
      if (e?.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    say("Link copied: paste it in a message.");
  } catch {
    window.prompt?.("Copy this link:", url);
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
      h("button", { type: "button", class: "btn", onclick: () => share(url, label, say) }, navigator.share ? "Share…" : "Copy the link"),
      h(
        "button",
        {
          type: "button",
          class: "btn",
          onclick: (e) => {
            e.target.disabled = true;
            qrInto(qr, url).catch((err) => fill(qr, h("p", { class: "err" }, `No QR code: ${err.message}`)));
          },
        },
        "Show a QR code",
      ),
    ),
    qr,
  );
}

/** What the final screen adds: the result as a link (a challenge on the same dice), the table's
 * ranking when the game was played at a table, and your results over time. */
export async function finalExtras(say) {
  const url = await resultLink();
  const name = S.infos.find((g) => g.id === S.id)?.name || S.id;
  const parts = [
    h("h3", null, S.table ? "Your result for the table" : "Challenge a friend"),
    h(
      "p",
      { class: "small muted" },
      S.table
        ? "Send this link (or show its QR code) to the table. Any phone that opens the others' links shows the ranking, each score recomputed from its moves."
        : "Whoever opens this link sees your game and your score, recomputed from your moves, and can play the same dice.",
    ),
    linkBox(url, "Link to your result", say),
  ];
  if (S.table) {
    const game = S.game;
    addToTable(game, S.seats);
    const rank = h("div", { class: "ranking-box" }, rankingNode());
    const input = h("input", {
      type: "text",
      placeholder: "Paste a result link of this table",
      "aria-label": "A result link of this table",
    });
    const msg = h("p", { class: "small", role: "status" });
    parts.push(
      h("h3", null, "The table's ranking"),
      rank,
      h(
        "form",
        {
          class: "row add-result",
          onsubmit: async (e) => {
            e.preventDefault();
            msg.textContent = await addLink(String(input.value));
            fill(rank, rankingNode());
            input.value = "";
          },
        },
        input,
        h("button", { type: "submit", class: "btn" }, "Add"),
      ),
      msg,
    );
  }
  parts.push(h("details", { class: "history-box" }, h("summary", null, `Your ${name} results over time`), historyNode(S.id, name)));
  return h("div", { class: "final-extras" }, parts);
}

/** Adds another sheet's result link to this table's ranking; returns what happened, in words. */
export async function addLink(text) {
  const m = text.trim().match(/[#&]result=([A-Za-z0-9_-]+)/);
  if (!m) return "That is not a result link of this site.";
  try {
    const base = new URL(text.trim(), location.href);
    if (base.origin !== location.origin || base.pathname !== location.pathname)
      return "That link is for another site, so it was not added.";
  } catch {
    return "That is not a link.";
  }
  let res;
  try {
    res = await readResult(m[1]);
  } catch (e) {
    return `Not added: ${e.message}.`;
  }
  const same = tableKey(res.game.id(), res.game.config()) === tableKey(S.id, S.game.config());
  if (!same) {
    res.game.free();
    return "Not added: that result is from another table (other dice).";
  }
  addToTable(res.game, res.seats);
  const who = res.seats.map((s) => s.name).join(", ");
  res.game.free();
  return `Added: ${who}, recomputed from the moves.`;
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
export async function openSend(to, say) {
  const url = await continueLink(to);
  fill(
    ui.main,
    h(
      "div",
      { class: "dlg-body" },
      h("h2", null, `Send the game to ${seatName(to)}`),
      h("p", null, `${seatName(to)} opens this link on their own device, plays, and sends it on the same way.`),
      linkBox(url, "Link to the game so far", say),
      h(
        "p",
        { class: "small muted" },
        "Fair warning: the link holds the game's seed, and the seed decides every roll and draw still to come. Someone who reads it closely could learn them. For a game nobody can peek at, start it with “We roll and draw ourselves” and use real dice and cards.",
      ),
    ),
    h(
      "div",
      { class: "dlg-actions" },
      h("button", { type: "button", class: "btn primary", autofocus: true, onclick: () => ui.main.close() }, "Done"),
    ),
  );
  ui.main.setAttribute("aria-label", "Send the game on");
  if (!ui.main.open) ui.main.showModal();
  autosave();
}

// ---------- links that open here ----------

/** Opens a result link: the finished game and its score, recomputed by the engine from the
 * moves (an edited score or move is refused, saying so), added to its table's ranking. */
export async function openResult(param) {
  let res;
  try {
    res = await readResult(param);
  } catch (e) {
    notice(`This result link could not be used: ${e.message}.`);
    return false;
  }
  if (S.game && !S.game.isOver() && S.game.history().length) {
    const ok = await ask(
      "Open the result?",
      `Your ${kinds().name} game in progress is saved in this browser. Opening the result replaces that save.`,
      "Open the result",
      "Keep my game",
    );
    if (!ok) {
      res.game.free();
      return true;
    }
  }
  if (res.table) addToTable(res.game, res.seats);
  const scores = res.game
    .result()
    .scores.map((s) => `${res.seats[s.seat]?.name || `Player ${s.seat + 1}`} ${s.total}`)
    .join(", ");
  await beginGame(res.game.id(), res.game, res.seats, null, { replay: true, table: res.table });
  await enterReview(S.game.history().length, true);
  S.lastLine = `A result link: ${scores}, recomputed from the moves.`;
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
    notice(`This game link could not be opened: ${e.message}`);
    return false;
  }
  const info = loaded.game.info();
  if (info.hiddenInformation || loaded.game.isOver()) {
    loaded.game.free();
    notice(
      info.hiddenInformation ? "This game hides things from its players, so it cannot be sent by link." : "The game in this link is over.",
    );
    return false;
  }
  // the same game coming back (this device played its earlier moves) continues without asking
  const mine = S.game?.history() || [];
  const same =
    S.game?.id() === loaded.game.id() &&
    JSON.stringify(S.game.config()) === JSON.stringify(loaded.game.config()) &&
    JSON.stringify(loaded.game.history().slice(0, mine.length)) === JSON.stringify(mine);
  if (S.game && !S.game.isOver() && mine.length && !same) {
    const ok = await ask(
      "Continue the game sent to you?",
      `Your ${kinds().name} game in progress is saved in this browser. Continuing the game sent to you replaces that save.`,
      "Continue it",
      "Keep my game",
    );
    if (!ok) {
      loaded.game.free();
      return true;
    }
  }
  await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { table: loaded.table });
  const seat = to ?? S.game.toAct()[0];
  if (seat != null && S.seats[seat]) {
    const since = sinceLastTurn(seat);
    S.lastLine = since.length
      ? `Since ${seatName(seat)}'s last turn: ${since.join("; ")}.`
      : `${seatName(seat)}: nothing happened since your last turn.`;
    refresh();
  }
  return true;
}

/** From a result someone sent: a new game on the same dice (same config and seed), people in
 * the same seats, and their score to beat. */
export function sameDice() {
  const r = S.game.result();
  const by = r.scores.map((s) => `${seatName(s.seat)} ${s.total}`).join(", ");
  const seats = S.seats.map((s, i) => (s.kind === "human" ? { name: NAMES[i], kind: "human" } : { ...s }));
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
    S.challenge = `on these dice: ${by}.`;
    say(`The same dice as the result you opened (${by}). Beat it!`);
  });
}

/** Opens a replay link: the game it holds, shown in the replay viewer at its last position. */
export async function openReplay(param) {
  let loaded;
  try {
    loaded = await readSave(await readReplay(param));
  } catch (e) {
    notice(`This replay link could not be opened: ${e.message}`);
    return false;
  }
  if (S.game && !S.game.isOver() && S.game.history().length) {
    const ok = await ask(
      "Open the replay?",
      `Your ${kinds().name} game in progress is saved in this browser. Opening the replay replaces that save.`,
      "Open the replay",
      "Keep my game",
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
