// Hostile links and saves, two copies of the site on one host, secrets of the dice,
// and the example host page (docs/embed.md: "Limits", "Who can see what is coming",
// "Two copies on one host", "Embedding"). The built site is served twice, from
// /live/ and /staging/ of one origin, under the strict CSP.

import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { launch, openPage, setupGame, siteDir, TYPES, until } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

let srv, browser, origin;
/** Pages made by a test at the host root: {"/path": html}. */
const pages = {};

function serveAll() {
  const mounts = { "/live/": siteDir(), "/staging/": siteDir(), "/examples/": path.join(root, "examples") };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (pages[url.pathname]) {
      res.writeHead(200, { "content-type": TYPES[".html"] }).end(pages[url.pathname]);
      return;
    }
    const mount = Object.keys(mounts).find((m) => url.pathname.startsWith(m));
    if (!mount) {
      res.writeHead(404).end("not found");
      return;
    }
    const base = mounts[mount];
    let file = path.join(base, decodeURIComponent(url.pathname.slice(mount.length)));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404).end("not found");
        return;
      }
      const headers = { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" };
      if (mount !== "/examples/") headers["content-security-policy"] = CSP;
      res.writeHead(200, headers).end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

before(async () => {
  srv = await serveAll();
  origin = `http://127.0.0.1:${srv.address().port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  srv?.closeAllConnections?.();
  await new Promise((r) => srv?.close(r));
});

const live = (rest = "") => `${origin}/live/index.html?pace=0${rest}`;

/**
 * Records the longest time the page's main thread was busy (a 10 ms timer late by
 * more than that: the page could not have answered a click meanwhile) and when the
 * page's notice first said something, both from the moment the app starts
 * (its "skyline-table:boot" mark): the page's own work. What the browser does with
 * a megabyte-long address before that is the browser's (and, here, the test
 * driver's, which copies the address into every message it sends).
 */
async function watchResponsiveness(page) {
  await page.addInitScript(() => {
    const boot = () => performance.getEntriesByName("skyline-table:boot")[0]?.startTime;
    window.__busy = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      if (boot() != null && now > boot()) window.__busy = Math.max(window.__busy, now - Math.max(last, boot()) - 10);
      last = now;
    }, 10);
    new MutationObserver(() => {
      if (window.__noticeAt == null && document.querySelector(".notice")?.textContent)
        window.__noticeAt = performance.now() - (boot() ?? 0);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The longest busy stretch of a plain visit (no link, no save), the most of three:
 * starting the page has work of its own (compiling an engine, drawing the setup),
 * which a hostile link must not add to. Anything a link brings is bounded by size,
 * so its visit stays within "about 100 ms" or the plain visit's own stretch.
 */
let plainBusy = null;
async function allowedBusy() {
  if (plainBusy == null) {
    plainBusy = 0;
    for (let i = 0; i < 3; i++) {
      const context = await ctx();
      const page = await openPage(context, null);
      await watchResponsiveness(page);
      await page.goto(live());
      await page.evaluate(() => window.__skyline.ready);
      await page.waitForSelector("#quick");
      await page.waitForTimeout(300);
      plainBusy = Math.max(plainBusy, await page.evaluate(() => window.__busy));
      await context.close();
    }
  }
  return Math.max(150, plainBusy + 100);
}

/** A fresh context; `sw: false` blocks the offline worker (most tests need none). */
async function ctx(sw = false) {
  return browser.newContext({ serviceWorkers: sw ? "allow" : "block", viewport: { width: 1280, height: 800 } });
}

/** Waits for the page's notice (role=alert) to say something matching `re`; returns when it
 * first spoke, in ms since the navigation began (watchResponsiveness), or since `t0`. */
async function noticeSays(page, re, t0) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector(".notice")?.textContent || ""), re.source, {
    timeout: 10000,
  });
  const at = await page.evaluate(() => window.__noticeAt);
  return at ?? Date.now() - t0;
}

/** A deflate stream of `mb` megabytes of zeros, as a replay link's parameter. */
function bomb(mb) {
  const d = zlib.createDeflateRaw({ level: 9 });
  const out = [];
  d.on("data", (c) => out.push(c));
  const zero = Buffer.alloc(1 << 20);
  for (let i = 0; i < mb; i++) d.write(zero);
  return new Promise((resolve) => d.end(() => resolve(Buffer.concat(out).toString("base64url"))));
}

/** Starts a person's game from a link; returns the autosave key and text. */
async function gameInProgress(page, base = "/live/") {
  await page.goto(`${origin}${base}index.html?pace=0#game=skyline&players=1&seed=11`);
  await page.waitForFunction(() => window.__skyline?.game && !document.querySelector(".play")?.hidden);
  await page.evaluate(() => window.__skyline.ready);
  const key = `skyline-table:${base}:autosave`;
  await page.waitForFunction((k) => !!localStorage.getItem(k), key);
  return { key, text: await page.evaluate((k) => localStorage.getItem(k), key) };
}

test("a replay link that unpacks to 1,000 MB, or to 15 MB, is refused in under a second, the page answering throughout", async () => {
  for (const mb of [1000, 15]) {
    const param = await bomb(mb);
    const context = await ctx();
    const page = await openPage(context, null);
    await watchResponsiveness(page);
    // A game in progress first: the bomb must leave it and its autosave as they were.
    const { key, text } = await gameInProgress(page);
    // The same visit without the link: the start-up's own longest task, for comparison.
    await page.goto("about:blank");
    await page.goto(live());
    await page.evaluate(() => window.__skyline.ready);
    await page.waitForTimeout(300);
    const plain = await page.evaluate(() => window.__busy);
    await page.goto("about:blank");
    const t0 = Date.now();
    await page.goto(live(`#replay=${param}`));
    const ms = await noticeSays(page, mb === 1000 ? /holds at most 25 KB/ : /unpacks to more than 250 KB/, t0);
    assert.ok(ms < 1000, `${mb} MB bomb: refused after ${ms} ms`);
    await page.evaluate(() => window.__skyline.ready);
    await page.waitForTimeout(300);
    const busy = await page.evaluate(() => window.__busy);
    assert.ok(
      busy < Math.max(150, plain + 100),
      `${mb} MB bomb: the page was busy for ${busy.toFixed(0)} ms at a stretch (the same visit without it: ${plain.toFixed(0)})`,
    );
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), text, `${mb} MB bomb: the autosave changed`);
    assert.equal(await page.evaluate(() => window.__skyline.game?.id()), "skyline", `${mb} MB bomb: the game in progress is gone`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test("a damaged replay link says it is damaged, not that a fetch failed", async () => {
  const context = await ctx();
  const page = await openPage(context, null);
  const good = zlib.deflateRawSync(Buffer.from('{"app":"skyline-table"')).toString("base64url");
  for (const param of [good.slice(0, -3), good.slice(0, -4), "@@@"]) {
    await page.goto("about:blank");
    await page.goto(live(`#replay=${param}`));
    await noticeSays(page, /replay link could not be opened: it is damaged or cut short/, Date.now());
  }
  assert.doesNotMatch(await page.locator(".notice").textContent(), /fetch/i);
  await context.close();
});

test("a 10 MB save, pasted or as a file, is refused by its size at once; the game in progress and its autosave stay", async () => {
  const context = await ctx();
  const page = await openPage(context, null);
  await watchResponsiveness(page);
  const { key, text } = await gameInProgress(page);
  const hash = await page.evaluate(() => window.__skyline.game.stateHash());
  await page.getByRole("button", { name: "Save & load" }).click();
  await page.waitForSelector("dialog.saves[open] .err", { state: "attached" });
  const huge = `{"app":"skyline-table","seats":[${'{"name":"x"},'.repeat(800000)}{}]}`;
  assert.ok(huge.length > 10e6);
  const refused = () =>
    page.waitForFunction(() => /a save can be at most 250 KB/.test(document.querySelector("dialog.saves .err")?.textContent || ""), null, {
      timeout: 5000,
    });
  const clear = () =>
    page.evaluate(() => {
      document.querySelector("dialog.saves .err").textContent = "";
      window.__busy = 0;
    });
  const box = "dialog.saves textarea:not([readonly])";
  // The page's own longest stretch for a tiny unreadable save loaded the same way: the
  // machine's load, for comparison (a busy machine slows the page's own work too).
  await clear();
  await page.locator(box).fill("x");
  await page.getByRole("button", { name: "Load this save" }).click();
  await page.waitForFunction(() => !!document.querySelector("dialog.saves .err")?.textContent);
  await page.waitForTimeout(200);
  const plain = await page.evaluate(() => window.__busy);
  const calm = (busy) => busy < Math.max(100, plain + 100);
  await page.locator(box).fill("");
  // Pasted: refused as it arrives, and it never fills the box (timed in the page: handing
  // 10 MB to the page from the test takes a while of its own).
  await clear();
  // The clipboard's contents are made first: handing 10 MB to the page and filling the
  // event's data is the test's work, not the page's.
  await page.evaluate((t) => {
    window.__paste = new DataTransfer();
    window.__paste.setData("text/plain", t);
  }, huge);
  await page.waitForTimeout(200);
  await clear();
  const pasteMs = await page.evaluate((sel) => {
    const t = performance.now();
    document
      .querySelector(sel)
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: window.__paste, bubbles: true, cancelable: true }));
    return performance.now() - t;
  }, box);
  await refused();
  assert.ok(pasteMs < 1000, `pasted: refused after ${pasteMs} ms`);
  assert.equal(await page.locator(box).inputValue(), "");
  let busy = await page.evaluate(() => window.__busy);
  assert.ok(calm(busy), `pasted: the page was busy for ${busy.toFixed(0)} ms at a stretch (a tiny save: ${plain.toFixed(0)})`);
  // Typed or dropped in some other way, then loaded: refused by its size, before it is read.
  await clear();
  await page.evaluate(
    ([sel, n]) => {
      const el = document.querySelector(sel);
      el.value = "x".repeat(n);
      void el.scrollHeight; // laid out now: the box's own layout is the test's filling, not the load
    },
    [box, 300000],
  );
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    window.__busy = 0;
  });
  const t0 = Date.now();
  await page.getByRole("button", { name: "Load this save" }).click();
  await refused();
  assert.ok(Date.now() - t0 < 1000, `loaded: refused after ${Date.now() - t0} ms`);
  busy = await page.evaluate(() => window.__busy);
  assert.ok(calm(busy), `loaded: the page was busy for ${busy.toFixed(0)} ms at a stretch (a tiny save: ${plain.toFixed(0)})`);
  // A file: refused by its size before it is read (timed in the page, from its arrival).
  await clear();
  await page.evaluate(() => {
    const err = document.querySelector("dialog.saves .err");
    document.querySelector("dialog.saves input[type=file]").addEventListener(
      "change",
      () => {
        window.__fileAt = performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (err.textContent && window.__errAt == null) window.__errAt = performance.now();
    }).observe(err, { childList: true, characterData: true, subtree: true });
  });
  // From a file on disk, as a player picks it (handing the bytes over would cost the test's time).
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "skyline-save-")), "huge.json");
  fs.writeFileSync(file, huge);
  await page.locator("dialog.saves input[type=file]").setInputFiles(file);
  await refused();
  const fileMs = await page.evaluate(() => window.__errAt - window.__fileAt);
  assert.ok(fileMs < 1000, `file: refused after ${fileMs} ms`);
  busy = await page.evaluate(() => window.__busy);
  assert.ok(calm(busy), `file: the page was busy for ${busy.toFixed(0)} ms at a stretch (a tiny save: ${plain.toFixed(0)})`);
  assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), hash);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), text);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("a 4 MB autosave is refused by its size at start-up and kept untouched", async () => {
  const context = await ctx();
  const page = await openPage(context, null);
  await watchResponsiveness(page);
  await page.goto(live());
  await page.evaluate(() => window.__skyline.ready);
  const key = "skyline-table:/live/:autosave";
  const big = `{"app":"skyline-table","v":1,"game":"skyline","save":"${"9".repeat(4 << 20)}"}`;
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, big]);
  const t0 = Date.now();
  await page.reload();
  const ms = await noticeSays(page, /could not be reopened: it is \d+ KB, and a save can be at most 250 KB/, t0);
  assert.ok(ms < 1000, `refused after ${ms} ms`);
  await page.waitForSelector("#quick");
  await page.waitForTimeout(300);
  const busy = await page.evaluate(() => window.__busy);
  assert.ok(
    busy < (await allowedBusy()),
    `the page was busy for ${busy.toFixed(0)} ms at a stretch (a plain visit: ${plainBusy.toFixed(0)})`,
  );
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), big, "the autosave was changed");
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("link values are checked before anything is built, each refusal named", async () => {
  const context = await ctx();
  const page = await openPage(context, null);
  await watchResponsiveness(page);
  const cases = [
    ["game=skyline&players=100000000", /players=100000000 is not a whole number|Skyline seats 1 to 4 players/],
    ["game=cityscape&players=9", /players=9: Cityscape seats 2 to 4 players/],
    ["game=skyline&players=abc", /players="abc" is not a whole number/],
    ["game=skyline&players=2&bots=3", /bots=3: more computers than the 2 seats/],
    ["game=skyline&players=1&level=godlike", /level="godlike" is not a computer level/],
    ["game=skyline&players=1&seed=12ab", /seed="12ab" is not a seed/],
    [`game=skyline&players=1&names=${"n".repeat(1 << 20)}`, /a link to this site holds at most 25 KB/],
    [`game=skyline&players=1&names=${"n".repeat(30)}`, /longer than 20 characters/],
    ["game=skyline&players=1&constructor=1", /"constructor" is not a setting a link can hold/],
  ];
  for (const [hash, re] of cases) {
    await page.goto("about:blank");
    const t0 = Date.now();
    await page.goto(live(`#${hash}`));
    const ms = await noticeSays(page, re, t0);
    assert.ok(ms < 1000, `${hash.slice(0, 60)}: refused after ${ms} ms`);
    assert.equal(await page.evaluate(() => window.__skyline.game), null, `${hash.slice(0, 60)} started a game`);
    await page.waitForSelector("#quick");
    await page.waitForTimeout(300);
    const busy = await page.evaluate(() => window.__busy);
    assert.ok(
      busy < (await allowedBusy()),
      `${hash.slice(0, 60)}: busy for ${busy.toFixed(0)} ms (a plain visit: ${plainBusy.toFixed(0)})`,
    );
  }
  // A comma in a name survives "Copy link".
  await page.goto("about:blank");
  await page.goto(live("#game=skyline&players=2&names=Ana%252C%20Jr,Ben&seed=5"));
  await page
    .waitForFunction(() => window.__skyline?.game, null, { timeout: 10000 })
    .catch(async (e) => {
      throw new Error(
        `${e.message}: ${await page.evaluate(() => document.querySelector(".notice")?.textContent + " | " + document.querySelector("dialog[open]")?.textContent)}`,
      );
    });
  assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => s.name)), ["Ana, Jr", "Ben"]);
  const link = await page.evaluate(() => window.__skyline.setupLink());
  await page.evaluate(() => localStorage.clear());
  await page.goto("about:blank");
  await page.goto(link.replace("index.html#", "index.html?pace=0#"));
  await page.waitForFunction(() => window.__skyline?.game);
  assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => s.name)), ["Ana, Jr", "Ben"]);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("during play nothing on the page holds the seed; the final screen shows it", async () => {
  const context = await ctx();
  const page = await openPage(context, null);
  const seed = "3141592653";
  // Through the setup screen, the seed typed in; a computer plays slowly enough to look.
  await page.goto(`${origin}/live/index.html?pace=400`);
  await page.evaluate(() => window.__skyline.ready);
  await page.locator('label:has(> input[name=game][value="skyline"])').click();
  await setupGame(page, { players: 1, seats: [{ name: "Ana", kind: "easy" }], seed });
  const inPage = async () => {
    const html = await page.evaluate(
      () => document.documentElement.outerHTML + [...document.querySelectorAll("input,textarea")].map((e) => e.value).join(" "),
    );
    const tree = await page.locator("body").ariaSnapshot();
    return html.includes(seed) || tree.includes(seed);
  };
  assert.equal(await page.evaluate(() => window.__skyline.game.isOver()), false);
  assert.equal(await inPage(), false, "the seed is in the page during play");
  // The save dialog, opened during play, does not put it in the page either.
  await page.getByRole("button", { name: "Save & load" }).click();
  await page.waitForSelector("dialog.saves[open]");
  assert.equal(await inPage(), false, "the save dialog put the seed in the page");
  await page.locator("dialog.saves[open]").getByRole("button", { name: "Close" }).click();
  await page.evaluate(() => window.__skyline.setPace(0));
  await page.waitForSelector("dialog.main[open]", { timeout: 60000 });
  assert.match(await page.locator("dialog.main[open]").textContent(), new RegExp(`Seed ${seed}`));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("page settings in a save take only the keys and types they expect", async () => {
  const context = await ctx();
  const page = await openPage(context, null);
  await page.goto(live("#game=cityscape&players=2&bots=1&seed=4"));
  await page.waitForFunction(() => window.__skyline?.game);
  await page.evaluate(() => window.__skyline.ready);
  const save = await page.evaluate(() => window.__skyline.game.save());
  const bundle = `{"app":"skyline-table","v":1,"game":"cityscape","seats":[{"name":"Ana","kind":"human"},{"name":"Ben","kind":"easy"}],
    "ui":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"look":{"__proto__":["north"],"constructor":["east"],"0":"south"},"odds":"yes"},
    "save":${JSON.stringify(save)}}`;
  await page.getByRole("button", { name: "Save & load" }).click();
  await page.locator("dialog.saves textarea:not([readonly])").fill(bundle);
  await page.getByRole("button", { name: "Load this save" }).click();
  await page.waitForFunction(() => !document.querySelector("dialog.saves[open]"));
  assert.equal(await page.evaluate(() => ({}).polluted), undefined);
  // Cityscape's skyline cards still name their sides, and every lot still answers.
  await page.evaluate(() => window.__skyline.ready);
  assert.equal(await page.evaluate(() => window.__skyline.game.id()), "cityscape");
  const text = await page.locator(".stage").textContent();
  assert.doesNotMatch(text, /undefined|nobody sits here/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("two copies on one host keep their own saves and offline files", async () => {
  const context = await ctx(true);
  const page = await openPage(context, null);
  const ready = async (base) =>
    until(
      page,
      async (b) => {
        const reg = await navigator.serviceWorker.getRegistration();
        const keys = await caches.keys();
        return reg?.active && navigator.serviceWorker.controller && keys.some((k) => k.startsWith(`skyline-table:${b}:v:`));
      },
      base,
      { timeout: 60000, what: `${base} offline` },
    );
  const a = await gameInProgress(page, "/live/");
  const liveHash = await page.evaluate(() => window.__skyline.game.stateHash());
  await ready("/live/");
  await page.goto(`${origin}/staging/index.html?pace=0#game=cityscape&players=2&seed=9`);
  await page.waitForFunction(() => window.__skyline?.game);
  assert.equal(await page.evaluate(() => window.__skyline.game.id()), "cityscape", "staging opened live's game");
  const stagingHash = await page.evaluate(() => window.__skyline.game.stateHash());
  await ready("/staging/");
  await page.reload();
  await ready("/staging/");
  // Visiting staging (twice, its worker now in charge) left live's offline files alone.
  const keys = await page.evaluate(() => caches.keys());
  assert.ok(
    keys.some((k) => k.startsWith("skyline-table:/live/:v:")),
    `live's cache is gone: ${keys}`,
  );
  await context.setOffline(true);
  for (const [base, id, hash] of [
    ["/live/", "skyline", liveHash],
    ["/staging/", "cityscape", stagingHash],
  ]) {
    await page.goto(`${origin}${base}index.html?pace=0`);
    await page.evaluate(() => window.__skyline.ready);
    assert.equal(await page.evaluate(() => window.__skyline.game?.id()), id, `${base} offline resumed another game`);
    assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), hash);
  }
  assert.equal(a.key, "skyline-table:/live/:autosave");
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("the example host page frames only its own site, whatever ?site= says", async () => {
  const context = await ctx();
  const host = await openPage(context, null);
  const dialogs = [];
  host.on("dialog", (d) => {
    dialogs.push(d.message());
    d.dismiss();
  });
  for (const bad of [
    "javascript:alert(document.domain)//",
    "data:text/html,<script>parent.alert(1)</script>",
    "https://evil.example/game.html",
    "//evil.example/x",
  ]) {
    await host.goto(`${origin}/examples/host.html?site=${encodeURIComponent(bad)}`);
    await host.waitForFunction(() => document.body.dataset.siteRefused === "1");
    const src = await host.locator("#skyline-table").getAttribute("src");
    assert.ok(src.startsWith(`${origin}/dist/index.html#`), `${bad} framed ${src}`);
    assert.match(await host.locator("#news").textContent(), /The address in \?site= was ignored/);
  }
  assert.deepEqual(dialogs, []);
  // Another page on the page's own origin is not the game: refused; the game's own address is taken.
  await host.goto(`${origin}/examples/host.html?site=${encodeURIComponent(`${origin}/live/index.html`)}`);
  await host.waitForFunction(() => document.body.dataset.siteRefused === "1");
  assert.ok((await host.locator("#skyline-table").getAttribute("src")).startsWith(`${origin}/dist/index.html#`));
  await host.goto(`${origin}/examples/host.html?site=${encodeURIComponent(`${origin}/dist/index.html`)}`);
  assert.equal(await host.evaluate(() => document.body.dataset.siteRefused), undefined);
  assert.ok((await host.locator("#skyline-table").getAttribute("src")).startsWith(`${origin}/dist/index.html#`));
  await context.close();
});

test("origin= is read as an origin; every game that starts or resumes says so; a sandbox without same-origin is explained", async () => {
  const context = await ctx();
  // The origin written with a path, a trailing slash and capitals still matches.
  const named = `${origin.replace("http", "HTTP")}/Club/Night/`;
  const frameSrc = `/live/index.html?pace=0#game=skyline&players=1&bots=1&level=easy&seed=5&embed=1&origin=${encodeURIComponent(named)}`;
  pages["/host-a"] = `<!doctype html><title>host</title><iframe id="f" src="${frameSrc}"></iframe>`;
  pages["/host-r"] = `<!doctype html><title>host</title><iframe id="f" src="${frameSrc.replace("pace=0", "pace=1000000")}"></iframe>`;
  const host = await openPage(context, null);
  await host.addInitScript(() => {
    window.__heard = [];
    addEventListener("message", (e) => window.__heard.push(e.data.type + (e.data.resumed ? ":resumed" : "")));
  });
  await host.goto(`${origin}/host-a`);
  await host.waitForFunction(() => window.__heard.includes("skyline-table:over"), null, { timeout: 60000 });
  assert.deepEqual(await host.evaluate(() => window.__heard), ["skyline-table:started", "skyline-table:over"]);
  // Rematch: started again.
  const frame = host.frames().find((f) => f !== host.mainFrame());
  await frame.locator("dialog.main[open]").getByRole("button", { name: "Rematch" }).click();
  await host
    .waitForFunction(() => window.__heard.filter((t) => t === "skyline-table:started").length === 2, null, { timeout: 20000 })
    .catch(async (e) => {
      throw new Error(`${e.message}: heard ${await host.evaluate(() => window.__heard)}`);
    });
  // A reload of a game in progress (its computer slow to move): started again.
  await host.goto(`${origin}/host-r`);
  await host.waitForFunction(() => window.__heard.some((t) => t.startsWith("skyline-table:started")), null, { timeout: 20000 });
  await host.evaluate(() => {
    window.__heard = [];
    document.getElementById("f").contentWindow.location.reload();
  });
  await host.waitForFunction(() => window.__heard.some((t) => t.startsWith("skyline-table:started")), null, { timeout: 20000 });
  // Not an origin at all: nothing is sent, and the console says why.
  pages["/host-b"] =
    `<!doctype html><title>host</title><iframe id="f" src="/live/index.html?pace=0#game=skyline&players=1&bots=1&level=easy&seed=5&embed=1&origin=club"></iframe>`;
  const warned = [];
  host.on("console", (m) => {
    if (m.type() === "warning") warned.push(m.text());
  });
  await host.goto(`${origin}/host-b`);
  await host.waitForFunction(() => document.getElementById("f").contentWindow.__skyline?.game?.isOver(), null, { timeout: 60000 });
  assert.ok(
    warned.some((w) => /origin=club is not an origin/.test(w)),
    `no console warning: ${warned}`,
  );
  assert.deepEqual(await host.evaluate(() => window.__heard), []);
  // Sandboxed without allow-same-origin: a clear message instead of "Setting up the table…".
  pages["/host-c"] =
    `<!doctype html><title>host</title><iframe id="f" sandbox="allow-scripts" src="/live/index.html#game=skyline&players=1"></iframe>`;
  await host.goto(`${origin}/host-c`);
  const sandboxed = host.frameLocator("#f");
  await sandboxed.locator("p.boot[role=alert]").waitFor({ timeout: 10000 });
  assert.match(await sandboxed.locator("p.boot").textContent(), /allow-scripts allow-same-origin/);
  // in the frame's language, though no catalog can be fetched there (the build wrote its words in)
  pages["/host-d"] =
    `<!doctype html><title>host</title><iframe id="f" sandbox="allow-scripts" src="/live/index.html#game=skyline&players=1&lang=de"></iframe>`;
  await host.goto(`${origin}/host-d`);
  await sandboxed.locator("p.boot[role=alert]").waitFor({ timeout: 10000 });
  assert.match(
    await sandboxed.locator("p.boot").textContent(),
    /^Skyline Table kann in diesem Rahmen nicht laufen: .*allow-scripts allow-same-origin/,
  );
  await context.close();
});
