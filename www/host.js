// What the page needs from where it is hosted: the limits on links and saves, where
// this copy keeps its saves, the embed mode and its messages to the host page, and
// the service worker that keeps the site playable offline. No rules here. Reading
// and writing links is in www/links.js, loaded only when a link is opened or made.

/**
 * What a link or a save may hold (docs/embed.md, "Limits"), about ten times the
 * longest game the computers play (tests/api/limits.test.mjs measures it: a save
 * of 24 KB and a replay link of 2.3 KB, Cityscape with four players and twelve
 * rounds). Anything larger is refused by its size, before it is read.
 */
export const LIMITS = {
  /** characters after "#" in a setup link (game, seats, names, options, seed) */
  setupLink: 2000,
  /** characters of a replay link's packed game */
  replayLink: 25_000,
  /** characters of a save's text: imported, autosaved or unpacked from a replay link */
  save: 250_000,
  /** characters of a player's name */
  name: 20,
};

/**
 * A player's name as typed, in a link or in a save, made safe to show: control characters,
 * line breaks and the marks that reorder text (bidi embeddings, overrides, isolates) removed,
 * spaces tidied, cut to LIMITS.name characters. A right-to-left override would otherwise turn
 * "Mallory 43" into "34 yrollaM". The one place every name passes through.
 */
export const cleanName = (name) =>
  Array.from(
    String(name ?? "")
      .replace(/[\p{Cc}\p{Bidi_C}\u2028\u2029]/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, LIMITS.name)
    .join("");

/** `https://Club.Example/games/` → `https://club.example`; anything not http(s) → null. */
export function normalOrigin(value) {
  if (typeof value !== "string" || !value) return null;
  try {
    const u = new URL(value);
    return /^https?:$/.test(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where this copy of the site keeps things in the browser: every key starts with
 * the folder it is served from, so two copies on one host (`/live/`, `/staging/`)
 * never read or replace each other's saves (docs/embed.md).
 */
export function storageKey(name, where = location.href) {
  return `skyline-table:${new URL(".", where).pathname}:${name}`;
}

/**
 * Messages to the page that embeds us, sent only to the origin it named in the
 * link (`origin=`); nothing is sent without one. Messages arriving from any other
 * origin are ignored. `onCommand` receives `{type, ...}` from the host.
 * @param {?string} origin
 * @param {(command: {type: string}) => void} [onCommand]
 */
export function hostChannel(origin, onCommand = () => {}) {
  const embedded = window.parent !== window;
  const ok = embedded && !!origin && normalOrigin(origin) === origin;
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
 * A new version installs in the background and serves the pages loaded after it;
 * a page already open keeps its own version's files (www/sw.js), so a game in
 * progress never switches code under its feet. Its autosave loads in the new
 * version at the next load (saves are versioned and old ones read).
 */
export async function registerOffline() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  try {
    await navigator.serviceWorker.register("sw.js");
  } catch {
    // Offline play is a bonus: a host that forbids workers still serves the site.
  }
}
