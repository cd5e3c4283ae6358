// The service worker: keeps the whole site (every game) playable offline once it
// has been opened. `npm run build` writes it to dist/sw.js, beside index.html so
// that its scope covers the page, with VERSION and FILES filled in (a hash of the
// site and every file in it, relative to this script).
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `skyline-table-${VERSION}`;

self.addEventListener("install", (event) => {
  // Everything, every game's engine included: an offline visit may pick any game.
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("skyline-table-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page asks for this at start-up when a new version is waiting (www/host.js):
// never in the middle of a game.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A link with a setup or replay after "#" is the same document.
    const hit = await cache.match(req, { ignoreSearch: req.mode === "navigate" });
    if (hit) return hit;
    try {
      return await fetch(req);
    } catch (e) {
      if (req.mode === "navigate") {
        const page = await cache.match(new URL("index.html", self.registration.scope).href);
        if (page) return page;
      }
      throw e;
    }
  })());
});
