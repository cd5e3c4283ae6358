// Links that carry a setup or a replay (docs/embed.md, "Links" and "Limits"): read
// when the page is opened with something after "#", written by the save dialog.
// Loaded on demand: a visit without a link never fetches it. No rules here.
import { LIMITS, normalOrigin } from "./host.js";

const kb = (n) => `${Math.round(n / 1000)} KB`;
const LEVELS = ["easy", "normal", "hard"];

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
  if (raw.length > LIMITS.replayLink + LIMITS.setupLink) {
    out.problems.push(`the link is ${kb(raw.length)} long; a link to this site holds at most ${kb(LIMITS.replayLink)}`);
    return out;
  }
  const p = new URLSearchParams(raw);
  const known = new Set(["game", "players", "bots", "level", "seed", "names", "replay", "embed", "origin", "only"]);
  let rest = 0;
  for (const [k, v] of p) {
    if (k !== "replay") rest += k.length + v.length + 2;
    if (known.has(k)) out[k] = v;
    else if (/^[a-zA-Z][a-zA-Z0-9]{0,31}$/.test(k) && !(k in Object.prototype)) out.options[k] = /^-?\d{1,9}$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v;
    else out.problems.push(`"${k.slice(0, 32)}" is not a setting a link can hold`);
  }
  if (rest > LIMITS.setupLink) {
    out.problems.push(`the link's setup is ${rest} characters long; a setup link holds at most ${LIMITS.setupLink}`);
    out.options = {};
    for (const k of ["game", "players", "bots", "level", "seed", "names"]) delete out[k];
  }
  if (out.replay != null && out.replay.length > LIMITS.replayLink) {
    out.problems.push(`the replay in this link is ${kb(out.replay.length)} long; a replay link holds at most ${kb(LIMITS.replayLink)}`);
    delete out.replay;
  }
  for (const k of ["players", "bots"]) {
    if (out[k] == null) continue;
    if (/^\d{1,9}$/.test(out[k])) out[k] = Number(out[k]);
    else { out.problems.push(`${k}=${JSON.stringify(out[k].slice(0, 20))} is not a whole number`); delete out[k]; }
  }
  if (out.level != null && !LEVELS.includes(out.level)) {
    out.problems.push(`level=${JSON.stringify(out.level.slice(0, 20))} is not a computer level (easy, normal or hard)`);
    delete out.level;
  }
  if (out.seed != null && !/^\d{1,10}$/.test(out.seed)) {
    out.problems.push(`seed=${JSON.stringify(out.seed.slice(0, 20))} is not a seed (a whole number)`);
    delete out.seed;
  }
  out.embed = out.embed === "1" || out.embed === "true";
  if (out.names != null) {
    out.names = out.names.split(",").map((s) => { try { return decodeURIComponent(s).trim(); } catch { return s.trim(); } });
    const long = out.names.find((n) => n.length > LIMITS.name);
    if (long) {
      out.problems.push(`the name "${long.slice(0, LIMITS.name)}…" is longer than ${LIMITS.name} characters`);
      delete out.names;
    }
  }
  if (out.origin != null) {
    const o = normalOrigin(out.origin);
    if (!o) console.warn(`Skyline Table: origin=${out.origin.slice(0, 80)} is not an origin such as https://club.example; no events will be sent.`);
    out.origin = o;
  }
  return out;
}

/** The link that starts this setup: game, seats, level, seed and options. */
export function setupLink(id, config, seats, base = location.href) {
  const p = new URLSearchParams();
  p.set("game", id);
  p.set("players", String(config.players));
  const bots = seats.filter((s) => s.kind !== "human");
  if (bots.length) {
    p.set("bots", String(bots.length));
    p.set("level", bots[0].kind);
  }
  // Each name escaped on its own, so that a comma in a name survives the list.
  p.set("names", seats.filter((s) => s.kind === "human").map((s) => encodeURIComponent(s.name)).join(","));
  for (const [k, v] of Object.entries(config)) {
    if (k === "players" || k === "seed") continue;
    if (["string", "number", "boolean"].includes(typeof v)) p.set(k, String(v));
  }
  p.set("seed", String(config.seed));
  return `${base.split("#")[0]}#${p}`;
}

const b64url = (bytes) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};
const unb64url = (s) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/** A link to a finished (or any) game's replay: its save text, compressed. */
export async function replayLink(saveText, base = location.href) {
  const out = new Response(new Blob([new TextEncoder().encode(saveText)]).stream().pipeThrough(new CompressionStream("deflate-raw")));
  return `${base.split("#")[0]}#replay=${b64url(new Uint8Array(await out.arrayBuffer()))}`;
}

/** An error whose message is already in the player's words. */
class LinkError extends Error {}

/**
 * The save text inside a replay link's parameter; throws if it is damaged or too
 * large. Unpacked as a stream, fed a small piece at a time, and stopped as soon as
 * the text passes LIMITS.save: a small link that would unpack to gigabytes costs
 * no more than a real one, and the page keeps answering meanwhile.
 */
export async function readReplay(param) {
  if (param.length > LIMITS.replayLink) throw new LinkError(`it is ${kb(param.length)} long, and a replay link holds at most ${kb(LIMITS.replayLink)}`);
  let bytes;
  try { bytes = unb64url(param); } catch { throw new LinkError("it is damaged or cut short"); }
  const PIECE = 256; // deflate unpacks at most about 1,000 times: a piece gives at most ~260 KB
  let at = 0;
  const input = new ReadableStream({
    pull(c) {
      if (at >= bytes.length) c.close();
      else c.enqueue(bytes.subarray(at, (at += PIECE)));
    },
  }, { highWaterMark: 0 });
  const reader = input.pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let n = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      n += value.length;
      if (n > LIMITS.save) throw new LinkError(`it unpacks to more than ${kb(LIMITS.save)}, more than any game holds`);
      parts.push(value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    if (e instanceof LinkError) throw e;
    throw new LinkError("it is damaged or cut short");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(parts).arrayBuffer());
  } catch {
    throw new LinkError("it is damaged (its text is not readable)");
  }
}

