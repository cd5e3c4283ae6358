// Links that hold a setup or a whole game (docs/embed.md, "Links" and "Limits"):
// written by the save dialog, read when a replay link is opened; fetched only then.
// No rules here.
import { t } from "./dom.js";
import { LIMITS } from "./host.js";

/** A length in whole kilobytes. */
const kb = (n) => Math.round(n / 1000);

/** The link that starts this setup: game, seats, level, seed and options; `extra` adds
 * table=1, dice=own or daily=… (play at the table, your own dice, today's city). */
export function setupLink(id, config, seats, base = location.href, extra = {}) {
  const p = new URLSearchParams();
  p.set("game", id);
  p.set("players", String(config.players));
  const bots = seats.filter((s) => s.kind !== "human");
  if (bots.length) {
    p.set("bots", String(bots.length));
    p.set("level", bots[0].kind);
  }
  // Each name escaped on its own, so that a comma in a name survives the list; none when no
  // person is named (a table's link: each phone names itself).
  const names = seats.filter((s) => s.kind === "human").map((s) => encodeURIComponent(s.name));
  if (names.some(Boolean)) p.set("names", names.join(","));
  for (const [k, v] of Object.entries(config)) {
    if (k === "players" || k === "seed") continue;
    if (["string", "number", "boolean"].includes(typeof v)) p.set(k, String(v));
  }
  p.set("seed", String(config.seed));
  for (const [k, v] of Object.entries(extra)) if (v != null) p.set(k, String(v));
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
  if (param.length > LIMITS.replayLink)
    throw new LinkError(
      t("it is {kb} KB long, and a replay link holds at most {max} KB", { kb: kb(param.length), max: kb(LIMITS.replayLink) }),
    );
  let bytes;
  try {
    bytes = unb64url(param);
  } catch {
    throw new LinkError(t("it is damaged or cut short"));
  }
  const PIECE = 256; // deflate unpacks at most about 1,000 times: a piece gives at most ~260 KB
  let at = 0;
  const input = new ReadableStream(
    {
      pull(c) {
        if (at >= bytes.length) c.close();
        else c.enqueue(bytes.subarray(at, (at += PIECE)));
      },
    },
    { highWaterMark: 0 },
  );
  const reader = input.pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let n = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      n += value.length;
      if (n > LIMITS.save) throw new LinkError(t("it unpacks to more than {max} KB, more than any game holds", { max: kb(LIMITS.save) }));
      parts.push(value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    if (e instanceof LinkError) throw e;
    throw new LinkError(t("it is damaged or cut short"));
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(parts).arrayBuffer());
  } catch {
    throw new LinkError(t("it is damaged (its text is not readable)"));
  }
}
