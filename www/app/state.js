import { device } from "./device.js";
import { h, isolate, mark, storageKey, t } from "./imports.js";

// Keys carry the folder the site is served from: two copies on one host keep their own.
export const SAVE_KEY = storageKey("autosave");
export const KEPT_KEY = storageKey("unreadable-autosave");
/** Who plays a seat: its code, its label in the setup screen, and a computer's strength in words. */
export const KINDS = [
  ["human", mark("Human")],
  ["easy", mark("Computer · easy"), mark("easy")],
  ["normal", mark("Computer · normal"), mark("normal")],
  ["hard", mark("Computer · hard"), mark("hard")],
];
/** A computer's strength in words ("easy"), for a seat's kind. */
export const level = (kind) => {
  const w = KINDS.find((k) => k[0] === kind)?.[2];
  return w ? t(w) : kind;
};
export const NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"];
const PREFS_KEY = storageKey("prefs");
const params = new URLSearchParams(location.search);

export const store = {
  get(k) {
    try {
      return localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set(k, v) {
    try {
      localStorage.setItem(k, v);
      return true;
    } catch {
      return false;
    }
  },
};
// Saves from before keys carried the site's folder: the first copy opened adopts them.
for (const [old, key] of [
  ["skyline-table:autosave", SAVE_KEY],
  ["skyline-table:unreadable-autosave", KEPT_KEY],
  ["skyline-table:prefs", PREFS_KEY],
]) {
  const v = store.get(old);
  if (v != null && store.get(key) == null && store.set(key, v)) {
    try {
      localStorage.removeItem(old);
    } catch {
      /* kept */
    }
  }
}

/**
 * The page's one state. Who holds the device is not here: ./device.js owns it. The game's
 * fields change only through the named steps of ./steps.js.
 * @typedef {{ id: string, name: string, minPlayers: number, maxPlayers: number, hiddenInformation?: boolean, simultaneous?: boolean, cooperative?: boolean, solo?: boolean, chance?: boolean, dice?: boolean, cards?: boolean, lesson?: boolean }} GameInfo
 * @typedef {{ name: string, kind: string }} Seat
 * @typedef {{ seat: number, action: any, key: string, t: number, hash: string, reveal: ?string }} Pending
 * @typedef {{ job: number, seat: number, hash: string, t0: number, wait: number, slow?: boolean }} Bot
 *   a computer thinking: `hash` the state it was asked at (while it is the same, so is the
 *   answer); `wait` its move's least time on screen from t0; `slow` said so
 */
export const S = {
  /** @type {Record<string, () => Promise<any>>} each game's view module, by id (set by app.js) */
  views: {},
  /** @type {?URL} the computer players' worker script (set by app.js) */
  workerUrl: null,
  /** @type {URL | null} where the languages' words are (www/lang/) */
  langUrl: null,
  /** @type {() => Promise<{pseudo: (msg: string) => string}>} the pseudo-language's module (www/pseudo.js) */
  pseudo: null,
  /** @type {() => Promise<{chooseLang: (code: string) => Promise<void>}>} the picker's module (www/lang-pick.js) */
  langPick: null,
  /** @type {GameInfo[]} the catalog's games (`lesson`: it has a guided first game) */
  infos: [],
  /** @type {Record<string, any>} view modules loaded so far */
  mods: {},
  /** @type {?string} */
  id: null,
  /** @type {any} the view module of the game in play */
  mod: null,
  /** @type {any} its mounted controller */
  ctrl: null,
  /** @type {?EngineGame} */
  game: null,
  /** @type {Seat[]} */
  seats: [],
  /** @type {?{k: number, game: EngineGame, events: AnyTypes["Event"][], total: number}} the replay being watched */
  review: null,
  /** @type {AnyTypes["Event"][]} the last move's events */
  lastEvents: [],
  lastLine: "",
  lastHuman: false,
  /** @type {?Bot} the computer thinking now (one at a time: another seat's move would change
   * what it sees; a turn's later steps wait here as its next job) */
  bot: null,
  job: 0,
  /** @type {Worker | false | null} null: not started yet; false: computers think on the page */
  worker: null,
  /** @type {?string} an autosave that could not be read, kept until it is moved aside */
  unreadable: null,
  /** the last autosave could not be written (said once, until one is) */
  unsaved: false,
  /** @type {any} the setup screen's choices */
  setup: null,
  /** @type {any} a summary to show after the last move */
  summary: null,
  finalOpen: false,
  /** someone's game opened by a link to watch (a replay, a result): no seat is this device's */
  watched: false,
  /** @type {?Pending} a placed move Undo took back before its reveal, for Redo to place again
   * (the engine keeps what it applied for redo itself) */
  unplaced: null,
  /** @type {?Pending} a move selected (confirm each move) or placed before its reveal */
  pending: null,
  wantFocus: false,
  forceFocus: false,
  /** the device just passed to another person: focus lands on the game, on nothing that acts */
  quietFocus: false,
  /** @type {{confirm?: boolean, pace?: string, lang?: string}} */
  prefs: {},
  /** @type {?number} ms a computer's move stays on screen, fixed by ?pace= in the address (tests); else the player's choice */
  pace: params.has("pace") ? Math.max(0, Number(params.get("pace")) || 0) : null,
  /** @type {?{daily: ?string}} a game played at a table or as today's city: its result is ranked with the others' */
  table: null,
  /** @type {?string} the score to beat, when this game plays the dice of a result link */
  challenge: null,
  /** @type {any} what the link the page was opened with asked for (www/links.js) */
  link: null,
  /** @type {any} the channel to the embedding page (www/host.js) */
  host: null,
};
export const ui = {};
try {
  S.prefs = onlyKnown(JSON.parse(store.get(PREFS_KEY) || "{}"), { confirm: false, pace: "", lang: "" }).kept;
} catch {
  S.prefs = {};
}
export const savePrefs = () => store.set(PREFS_KEY, JSON.stringify(S.prefs));

/** How fast computer turns play out: ms each of a computer's moves stays on screen. */
/** @type {[string, string, number][]} */
export const PACES = [
  ["slow", mark("Slow"), 1500],
  ["normal", mark("Normal"), 700],
  ["fast", mark("Fast"), 250],
  ["instant", mark("Instant"), 0],
];

/** The wait before a computer's move shows: none when no person is playing (nobody to watch). */
export function paceMs() {
  if (S.pace != null) return S.pace; // fixed by the address or a test
  if (!humans().length) return 0;
  return (PACES.find((p) => p[0] === S.prefs.pace) || PACES[1])[2];
}
/**
 * Page settings read from a save, a link or storage: only the keys `shape` has, each
 * of the same type (objects and arrays compared one level down, their keys plain
 * words or numbers); everything else is dropped and named in `dropped`, never applied.
 */
export function onlyKnown(value, shape) {
  const kept = {};
  const dropped = [];
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { kept, dropped: value == null ? [] : ["(not a list of settings)"] };
  const sameType = (a, b) => Array.isArray(a) === Array.isArray(b) && typeof a === typeof b && (a === null) === (b === null);
  for (const k of Object.keys(value)) {
    if (!Object.hasOwn(shape, k) || !sameType(value[k], shape[k])) {
      dropped.push(k);
      continue;
    }
    const v = value[k];
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const inner = {};
      for (const j of Object.keys(v)) {
        if (
          /^[A-Za-z0-9_-]{1,32}$/.test(j) &&
          !(j in Object.prototype) &&
          (v[j] === null || typeof v[j] !== "object" || Array.isArray(v[j]))
        )
          inner[j] = v[j];
        else dropped.push(`${k}.${j}`);
      }
      kept[k] = inner;
    } else kept[k] = v;
  }
  return { kept, dropped };
}

/** The game's kinds from the engine (`games()`/`info()`): the shell never guesses from a game's wording. */
export function kinds(id = S.id) {
  /** @type {Partial<GameInfo>} */
  const i = S.infos.find((g) => g.id === id) || (id === S.id && S.game?.info ? S.game.info() : null) || {};
  // unknown → assume secrets: a missing flag must never show one seat's screen to another
  return {
    hiddenInformation: i.hiddenInformation !== false,
    simultaneous: !!i.simultaneous,
    cooperative: !!i.cooperative,
    solo: !!i.solo,
    chance: !!i.chance,
    // what chance deals, a code the shell words where it shows it: "dice", "cards", "dice and cards", or ""
    deals: [i.dice && "dice", i.cards && "cards"].filter(Boolean).join(" and "),
    name: i.name || id,
  };
}
export const hidden = () => kinds().hiddenInformation;
/** A history entry: {seat, action} for a decision, {chance, label} for a draw. */
export const isAct = (e) => e && e.seat != null && "action" in e;
export const seatText = (n) => (n.length > 1 ? t("{names} and {last}", { names: n.slice(0, -1).join(", "), last: n.at(-1) }) : n[0] || "");
export const isHuman = (seat) => S.seats[seat]?.kind === "human";
export const humans = () => S.seats.map((_, i) => i).filter(isHuman);
/** A seat's name for any text, isolated (www/dom.js isolate): it cannot reorder the words around it. */
export const seatName = (seat) => isolate(S.seats[seat]?.name || t("Player {n}", { n: seat + 1 }));
export const randomSeed = () => String(Math.floor(Math.random() * 4294967296));
export const btn = (label, onclick, cls = "btn", extra = {}) => h("button", { type: "button", class: cls, onclick, ...extra }, label);

/** Whose eyes a replay may use: the only human's (their own secrets), else nobody's. */
export function reviewSeat() {
  const hs = humans();
  return hs.length === 1 ? hs[0] : null;
}
/** The game on screen (a replay's, or the game in play) and the seat whose screen it is (null: the public's). */
export function onScreen() {
  if (S.review) return { g: S.review.game, seat: reviewSeat() };
  return { g: S.game, seat: device.handover != null ? null : device.viewer };
}
/** A typed question to the engine about the game on screen, for the seat whose screen it is. */
export function question(q) {
  const { g, seat } = onScreen();
  return g.query(seat ?? null, q);
}

/** What the engine sent as a code (a level, a grade, a note: a string, or {code, args}), in
 * the view's words; an engine's own text passes as it is, until its view words its codes. */
export const codeText = (c) =>
  typeof c === "string" ? (S.mod?.words?.({ code: c, args: {} }, ctx()) ?? c) : (S.mod?.words?.(c, ctx()) ?? c.code);

/** A chance outcome (a roll, a draw) in the view's words; an engine's label until its view words them. */
export const chanceText = (outcome, label) => S.mod?.describeChance?.(outcome, ctx()) ?? label;

export function ctx(extra) {
  return {
    name: seatName,
    seats: S.seats,
    isHuman,
    viewer: device.viewer,
    over: !!S.game?.isOver(),
    query: question,
    placed: S.pending?.reveal,
    ...extra,
  };
}

/**
 * One line saying how the game ended, for every kind of result.
 * @param {?AnyTypes["Result"]} r
 */
export function resultLine(r) {
  if (!r) return t("Game over.");
  const s = r.scores[0];
  const name = r.kind === "ranked" ? "" : seatName(s.seat);
  if (r.kind === "solo")
    return r.level
      ? t("{name} scored {score}: {level}.", { name, score: s.total, level: codeText(r.level) })
      : t("{name} scored {score}.", { name, score: s.total });
  // a team of one is named: one player did not win or lose as a team; the engine's grade ends the line
  if (r.kind === "team") {
    const who = r.scores[1] ? t("The team") : name;
    const grade = r.grade && codeText(r.grade).replace(/([^.!])$/, "$1.");
    if (grade) return r.won ? t("{who} won: {grade}", { who, grade }) : t("{who} lost: {grade}", { who, grade });
    return r.won ? t("{who} won.", { who }) : t("{who} lost.", { who });
  }
  const names = (r.winners || []).map(seatName);
  if (!names.length) return t("Nobody won.");
  if (names.length === r.scores.length && names.length > 1) return t("A tie: {names} share the win.", { names: seatText(names) });
  return names.length > 1 ? t("{names} share the win.", { names: seatText(names) }) : t("{name} wins.", { name: names[0] });
}
