// Reading a link (docs/embed.md, "Links" and "Limits"): fetched only when the page
// is opened with something after "#". Writing links and reading a replay's packed
// game are in www/replays.js. No rules here.
import { LIMITS, normalOrigin } from "./host.js";

const kb = (n) => `${Math.round(n / 1000)} KB`;

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
    out.problems.push(`the link is ${kb(self.droppedLinkLength)} long; a link to this site holds at most ${kb(LIMITS.replayLink)}`);
    self.droppedLinkLength = 0;
  }
  if (raw.length > LIMITS.replayLink + LIMITS.setupLink) {
    out.problems.push(`the link is ${kb(raw.length)} long; a link to this site holds at most ${kb(LIMITS.replayLink)}`);
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
    else out.problems.push(`"${k.slice(0, 32)}" is not a setting a link can hold`);
  }
  if (rest > LIMITS.setupLink) {
    out.problems.push(`the link's setup is ${rest} characters long; a setup link holds at most ${LIMITS.setupLink}`);
    out.options = {};
    for (const k of ["game", "players", "bots", "level", "seed", "names"]) delete out[k];
  }
  for (const k of packed) {
    if (out[k] != null && out[k].length > LIMITS.replayLink) {
      out.problems.push(`the game in this link is ${kb(out[k].length)} long; a link holds at most ${kb(LIMITS.replayLink)}`);
      delete out[k];
    }
  }
  // each value's form, and what it is in words when it is not
  /** @type {Record<string, [RegExp, string]>} */
  const FORMS = {
    players: [/^\d{1,9}$/, "a whole number"],
    bots: [/^\d{1,9}$/, "a whole number"],
    to: [/^\d$/, "a seat"],
    level: [/^(easy|normal|hard)$/, "a computer level (easy, normal or hard)"],
    seed: [/^\d{1,10}$/, "a seed (a whole number)"],
    table: [/^1$/, "a table (table=1)"],
    dice: [/^own$/, "a choice of dice (dice=own: your own dice or cards)"],
    daily: [/^\d{4}-\d{2}-\d{2}$/, "a date (YYYY-MM-DD)"],
    lang: [/^(en|de|fr|nl|qps)$/, "a language (en, de, fr or nl)"],
  };
  for (const [k, [form, what]] of Object.entries(FORMS)) {
    if (out[k] == null) continue;
    if (!form.test(out[k])) {
      out.problems.push(`${k}=${JSON.stringify(String(out[k]).slice(0, 20))} is not ${what}`);
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
      out.problems.push(`the name "\u2068${long.slice(0, LIMITS.name)}\u2069…" is longer than ${LIMITS.name} characters`);
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
  if (!info) return { problem: `This site has no game "${String(link.game).slice(0, 40)}".` };
  const players = link.players ?? info.minPlayers;
  const problems = [];
  const range = info.minPlayers === info.maxPlayers ? info.minPlayers : `${info.minPlayers} to ${info.maxPlayers}`;
  if (players < info.minPlayers || players > info.maxPlayers) problems.push(`players=${players}: ${info.name} seats ${range} players`);
  else if ((link.bots ?? 0) > players) problems.push(`bots=${link.bots}: more computers than the ${players} seats`);
  if (link.names && link.names.length > players) problems.push(`${link.names.length} names for ${players} seats`);
  if (problems.length) return { problem: `This link's game could not start: ${problems.join("; ")}.` };
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
