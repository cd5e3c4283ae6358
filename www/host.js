// What the page needs from where it is hosted: links that carry a setup or a
// replay, the embed mode and its messages to the host page, and the service
// worker that keeps the site playable offline. No rules here.

/**
 * Reads the part of the URL after "#": `game=cityscape&players=3&bots=2&seed=42`
 * (a setup), `replay=…` (a finished game), plus `level=hard` (the computers'
 * level), `names=Ana,Ben`, any game option by its config name (`rounds=2`), and
 * for embedding `embed=1`, `origin=https://club.example` (where to send events).
 */
export function readLink(hash = location.hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const out = { options: {} };
  const known = new Set(["game", "players", "bots", "level", "seed", "names", "replay", "embed", "origin", "only"]);
  for (const [k, v] of p) {
    if (known.has(k)) out[k] = v;
    else if (/^[a-zA-Z][a-zA-Z0-9]*$/.test(k)) out.options[k] = /^-?\d+$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v;
  }
  if (out.players != null) out.players = Number(out.players);
  if (out.bots != null) out.bots = Number(out.bots);
  out.embed = out.embed === "1" || out.embed === "true";
  if (out.names) out.names = out.names.split(",").map((s) => s.trim()).filter(Boolean);
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
  p.set("names", seats.filter((s) => s.kind === "human").map((s) => s.name).join(","));
  for (const [k, v] of Object.entries(config)) {
    if (k === "players" || k === "seed") continue;
    if (["string", "number", "boolean"].includes(typeof v)) p.set(k, String(v));
  }
  p.set("seed", String(config.seed));
  return `${base.split("#")[0]}#${p}`;
}

const b64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const unb64url = (s) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** A link to a finished (or any) game's replay: its save text, compressed. */
export async function replayLink(saveText, base = location.href) {
  const packed = await pipe(new TextEncoder().encode(saveText), new CompressionStream("deflate-raw"));
  return `${base.split("#")[0]}#replay=${b64url(packed)}`;
}

/** The save text inside a replay link's parameter; throws if it is damaged. */
export async function readReplay(param) {
  const bytes = await pipe(unb64url(param), new DecompressionStream("deflate-raw"));
  return new TextDecoder().decode(bytes);
}

/**
 * Messages to the page that embeds us, sent only to the origin it named in the
 * link (`origin=`); nothing is sent without one. Messages arriving from any other
 * origin are ignored. `onCommand` receives `{type, ...}` from the host.
 */
export function hostChannel(origin, onCommand = () => {}) {
  const embedded = window.parent !== window;
  const ok = embedded && typeof origin === "string" && /^https?:\/\/[^/]+$/.test(origin);
  if (ok) {
    addEventListener("message", (e) => {
      if (e.origin !== origin || e.source !== window.parent) return;
      const d = e.data;
      if (d && typeof d === "object" && typeof d.type === "string" && d.type.startsWith("skyline-table:")) onCommand(d);
    });
  }
  return {
    active: ok,
    post(type, data = {}) {
      if (ok) window.parent.postMessage({ type: `skyline-table:${type}`, ...data }, origin);
    },
  };
}

/**
 * Registers the service worker (sw.js beside index.html, written by the build).
 * An update installs in the background and takes over at the next load, before
 * any game starts, so a game in progress never switches code under its feet;
 * its autosave loads in the new version (saves are versioned and old ones read).
 */
export async function registerOffline() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  try {
    const hadController = !!navigator.serviceWorker.controller;
    const reg = await navigator.serviceWorker.register("sw.js");
    if (reg.waiting && hadController) {
      // A newer version finished installing during an earlier visit: switch now,
      // at start-up, and load the page once more from it.
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
      reg.waiting.postMessage("skip-waiting");
    }
  } catch {
    // Offline play is a bonus: a host that forbids workers still serves the site.
  }
}
