// The service worker: keeps the whole site (every game) playable offline once it
// has been opened. `npm run build` writes it to dist/sw.js, beside index.html so
// that its scope covers the page, with VERSION and FILES filled in (a hash of the
// site, and every file in it relative to this script with its SHA-256).
//
// Three promises (docs/embed.md, "Deploying"):
// - Each copy of the site keeps its own caches: every cache name carries this
//   worker's scope, and only caches of the same scope are ever deleted.
// - A version is installed only when every file the server gives matches the hash
//   it was built with; a deploy still under way (sw.js uploaded before www/) fails
//   the install, and the next visit tries again. So a version never mixes files.
// - A tab keeps running the version it started with: each page (and its workers)
//   is served from the cache of the version that served its document, which is
//   kept while any such tab is open. So a new version takes charge as soon as it
//   is installed, with nothing to wait for: it serves pages loaded from then on,
//   and a tab in the middle of a game gets it only when it reloads.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const VERSION = "__VERSION__";
const FILES = __FILES__;
const PREFIX = `skyline-table:${new URL(sw.registration.scope).pathname}:`;
const CACHE = `${PREFIX}v:${VERSION}`;
// {clientId: version} for the pages and workers of this scope, and the version
// installed and waiting to take over (its files are in use soon, not yet).
const CLIENTS = `${PREFIX}clients`;
const CLIENTS_URL = new URL("__clients__", sw.registration.scope).href;
const WAITING_URL = new URL("__waiting__", sw.registration.scope).href;

const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");

sw.addEventListener("install", (event) => {
  // Everything, every game's engine included: an offline visit may pick any game.
  // Every file is fetched and checked before any is kept: a failed attempt writes
  // nothing, so it can never spoil another attempt at the same version.
  event.waitUntil(
    (async () => {
      const checked = await Promise.all(
        FILES.map(async ([file, sha]) => {
          const res = await fetch(new Request(file, { cache: "reload" }));
          if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
          const got = hex(await crypto.subtle.digest("SHA-256", await res.clone().arrayBuffer()));
          if (got !== sha) throw new Error(`${file} is not the file version ${VERSION} was built with (is a deploy under way?)`);
          return [file, res];
        }),
      );
      const cache = await caches.open(CACHE);
      await Promise.all(checked.map(([file, res]) => cache.put(file, res)));
      await (await caches.open(CLIENTS)).put(WAITING_URL, new Response(VERSION));
      await sw.skipWaiting();
    })(),
  );
});

let clientsMap = null;
async function versions() {
  if (!clientsMap) {
    const hit = await (await caches.open(CLIENTS)).match(CLIENTS_URL);
    try {
      clientsMap = hit ? await hit.json() : {};
    } catch {
      clientsMap = {};
    }
  }
  return clientsMap;
}

/** Records which version serves a new page or worker, and forgets clients that are gone. */
async function remember(id, version) {
  const map = await versions();
  const live = new Set((await sw.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id));
  for (const k of Object.keys(map)) if (!live.has(k) && k !== id) delete map[k];
  map[id] = version;
  await (await caches.open(CLIENTS)).put(
    CLIENTS_URL,
    new Response(JSON.stringify(map), { headers: { "content-type": "application/json" } }),
  );
}

/** Deletes this scope's versions that no open tab uses any more (never another copy's). */
async function tidy() {
  const map = await versions();
  const live = new Set((await sw.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id));
  const waiting = await (await (await caches.open(CLIENTS)).match(WAITING_URL))?.text();
  const used = new Set([
    VERSION,
    waiting,
    ...Object.entries(map)
      .filter(([id]) => live.has(id))
      .map(([, v]) => v),
  ]);
  for (const key of await caches.keys()) {
    if (key.startsWith(`${PREFIX}v:`) && !used.has(key.slice(PREFIX.length + 2))) await caches.delete(key);
    // Caches named before they carried a scope: deleted only when they hold this scope's files.
    if (/^skyline-table-[0-9a-f]+$/.test(key)) {
      const first = (await (await caches.open(key)).keys())[0];
      if (first?.url.startsWith(sw.registration.scope)) await caches.delete(key);
    }
  }
}

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await sw.clients.claim();
      const meta = await caches.open(CLIENTS);
      if ((await (await meta.match(WAITING_URL))?.text()) === VERSION) await meta.delete(WAITING_URL);
      // Pages opened before any worker served them (a first visit) run what the server
      // gave them then: this version, which was installed from the same server.
      const map = await versions();
      for (const c of await sw.clients.matchAll({ includeUncontrolled: true, type: "all" })) if (!map[c.id]) await remember(c.id, VERSION);
      await tidy();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(sw.registration.scope)) return;
  event.respondWith(
    (async () => {
      // A new document runs this version; a worker runs its page's; anything else, its client's.
      let version = VERSION;
      if (req.mode !== "navigate") version = (await versions())[event.clientId] || VERSION;
      if (event.resultingClientId) {
        const work =
          req.mode === "navigate" ? remember(event.resultingClientId, VERSION).then(tidy) : remember(event.resultingClientId, version);
        // Bounded: a waiting version takes over only once this worker has no events
        // left, and listing clients can wait on a page that is still being replaced.
        event.waitUntil(Promise.race([work.catch(() => {}), new Promise((r) => setTimeout(r, 2000))]));
      }
      const name = `${PREFIX}v:${version}`;
      const cache = await caches.open((await caches.has(name)) ? name : CACHE);
      // A link with a setup or replay after "#" is the same document.
      const hit = await cache.match(req, { ignoreSearch: req.mode === "navigate" });
      if (hit) return hit;
      try {
        return await fetch(req);
      } catch (e) {
        if (req.mode === "navigate") {
          const page = await cache.match(new URL("index.html", sw.registration.scope).href);
          if (page) return page;
        }
        throw e;
      }
    })(),
  );
});
