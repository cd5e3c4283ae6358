// Reading a link (docs/embed.md, "Links" and "Limits"): fetched only when the page
// is opened with something after "#". Writing links and reading a replay's packed
// game are in www/replays.js. No rules here.
import { mark, t } from "./dom.js";
import { LIMITS, normalOrigin } from "./host.js";

/** A length in whole kilobytes. */
const kb = (n) => Math.round(n / 1000);
/** "the link is … long; …": said of a link past its limit. */
const tooLong = (n) => t("the link is {kb} KB long; a link to this site holds at most {max} KB", { kb: kb(n), max: kb(LIMITS.replayLink) });

/**
 * Reads the part of the URL after "#": `game=cityscape&players=3&bots=2&seed=42`
 * (a setup), `replay=…` (a finished game), plus `level=hard` (the computers'
 * level), `names=Ana,Ben`, any game option by its config name (`rounds=2`), and
 * for embedding `embed=1`, `origin=https://club.example` (where to send events).
 * Every value is checked for its form here, before anything is built from it;
 * `problems` lists what was refused, in words for the player (the catalog's
 * limits are checked when the game is known, in the shell).
 */
export function readLink(hash = location.hash) {
  const raw = hash.replace(/^#/, "");
  const out = { options: {}, problems: [] };
  // www/boot.js dropped a link far past every limit before anything read it: said once
  if (self.droppedLinkLength) {
    out.problems.push(tooLong(self.droppedLinkLength));
    self.droppedLinkLength = 0;
  }
  if (raw.length > LIMITS.replayLink + LIMITS.setupLink) {
    out.problems.push(tooLong(raw.length));
    return out;
  }
  const p = new URLSearchParams(raw);
  // replay, result and continue each hold a whole game, packed (www/replays.js)
  const packed = ["replay", "result", "continue"];
  const known = new Set([
    "game",
    "players",
    "bots",
    "level",
    "seed",
    "names",
    ...packed,
    "to",
    "table",
    "dice",
    "daily",
    "embed",
    "origin",
    "only",
    "lang",
  ]);
  let rest = 0;
  for (const [k, v] of p) {
    if (!packed.includes(k)) rest += k.length + v.length + 2;
    if (known.has(k)) out[k] = v;
    else if (/^[a-zA-Z][a-zA-Z0-9]{0,31}$/.test(k) && !(k in Object.prototype))
      out.options[k] = /^-?\d{1,9}$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v;
    else out.problems.push(t('"{key}" is not a setting a link can hold', { key: k.slice(0, 32) }));
  }
  if (rest > LIMITS.setupLink) {
    out.problems.push(t("the link's setup is {n} characters long; a setup link holds at most {max}", { n: rest, max: LIMITS.setupLink }));
    out.options = {};
    for (const k of ["game", "players", "bots", "level", "seed", "names"]) delete out[k];
  }
  for (const k of packed) {
    if (out[k] != null && out[k].length > LIMITS.replayLink) {
      out.problems.push(
        t("the game in this link is {kb} KB long; a link holds at most {max} KB", { kb: kb(out[k].length), max: kb(LIMITS.replayLink) }),
      );
      delete out[k];
    }
  }
  // each value's form, and what is wrong in words when it is not (the setting and its value as written)
  /** @type {Record<string, [RegExp, string]>} */
  const FORMS = {
    players: [/^\d{1,9}$/, mark("{setting} is not a whole number")],
    bots: [/^\d{1,9}$/, mark("{setting} is not a whole number")],
    to: [/^\d$/, mark("{setting} is not a seat")],
    level: [/^(easy|normal|hard)$/, mark("{setting} is not a computer level (easy, normal or hard)")],
    seed: [/^\d{1,10}$/, mark("{setting} is not a seed (a whole number)")],
    table: [/^1$/, mark("{setting} is not a table (table=1)")],
    dice: [/^own$/, mark("{setting} is not a choice of dice (dice=own: your own dice or cards)")],
    daily: [/^\d{4}-\d{2}-\d{2}$/, mark("{setting} is not a date (YYYY-MM-DD)")],
    lang: [/^(en|de|fr|nl|qps)$/, mark("{setting} is not a language (en, de, fr or nl)")],
  };
  for (const [k, [form, what]] of Object.entries(FORMS)) {
    if (out[k] == null) continue;
    if (!form.test(out[k])) {
      out.problems.push(t(what, { setting: `${k}=${JSON.stringify(String(out[k]).slice(0, 20))}` }));
      delete out[k];
    } else if (/^\d+$/.test(out[k]) && k !== "seed") out[k] = Number(out[k]);
  }
  out.embed = out.embed === "1" || out.embed === "true";
  if (out.names != null) {
    out.names = out.names.split(",").map((s) => {
      try {
        return decodeURIComponent(s).trim();
      } catch {
        return s.trim();
      }
    });
    const long = out.names.find((n) => n.length > LIMITS.name);
    if (long) {
      // isolated: marks in it cannot reorder the message (every name is cleaned where a game starts)
      out.problems.push(
        t('the name "{name}…" is longer than {max} characters', { name: `\u2068${long.slice(0, LIMITS.name)}\u2069`, max: LIMITS.name }),
      );
      delete out.names;
    }
  }
  if (out.origin != null) {
    const o = normalOrigin(out.origin);
    if (!o)
      console.warn(
        `Skyline Table: origin=${out.origin.slice(0, 80)} is not an origin such as https://club.example; no events will be sent.`,
      );
    out.origin = o;
  }
  return out;
}

/**
 * The table a setup link asks for, checked against the game's catalog entry `info`
 * (undefined: this site lacks the game): `{cfg, seats}` (people first, then the
 * `bots` computers), or `{problem}` in words for the player. A daily= link fetches
 * www/table.js (today's city), which no other link needs.
 */
export async function linkTable(link, info, names) {
  if (!info) return { problem: t('This site has no game "{game}".', { game: String(link.game).slice(0, 40) }) };
  const players = link.players ?? info.minPlayers;
  const problems = [];
  if (players < info.minPlayers || players > info.maxPlayers)
    problems.push(
      info.minPlayers === info.maxPlayers
        ? t("players={players}: {game} seats {n, plural, one {# player} other {# players}}", {
            players,
            game: info.name,
            n: info.minPlayers,
          })
        : t("players={players}: {game} seats {min} to {max} players", {
            players,
            game: info.name,
            min: info.minPlayers,
            max: info.maxPlayers,
          }),
    );
  else if ((link.bots ?? 0) > players)
    problems.push(t("bots={bots}: more computers than the {players, plural, one {# seat} other {# seats}}", { bots: link.bots, players }));
  if (link.names && link.names.length > players)
    problems.push(t("{n} names for {players, plural, one {# seat} other {# seats}}", { n: link.names.length, players }));
  if (problems.length) return { problem: t("This link's game could not start: {problems}.", { problems: problems.join("; ") }) };
  const bots = link.bots ?? 0;
  const level = link.level ?? "normal";
  const seats = Array.from({ length: players }, (_, i) =>
    i < players - bots ? { name: link.names?.[i] || names[i], kind: "human" } : { name: names[i], kind: level },
  );
  const cfg = { ...link.options, players };
  const entered = link.dice === "own";
  if (link.seed != null) cfg.seed = link.seed;
  // daily=: the seed from the date, today's city or not (www/table.js)
  const daily = link.daily ? (await import("./table.js")).dailyLink(link, info.id, cfg, entered) : null;
  // a table (one roll, many sheets) or today's city: results are ranked together
  const table = link.table || daily ? { daily } : null;
  return { cfg, seats, table, entered };
}
