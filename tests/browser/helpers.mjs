// Shared helpers for the browser tests: a static server for the built site (mounted
// under a sub-folder, to prove relative URLs), headless Chromium, error collection.

import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const MOUNT = "/game-night/tables/"; // the site is served from a folder, not the host root
/** The page's storage keys carry the folder it is served from (www/host.js storageKey). */
export const SAVE_KEY = `skyline-table:${MOUNT}:autosave`;
export const KEPT_KEY = `skyline-table:${MOUNT}:unreadable-autosave`;

export function siteDir() {
  if (process.env.SITE_DIR) return path.resolve(process.env.SITE_DIR);
  const dist = path.join(root, "dist");
  return fs.existsSync(path.join(dist, "index.html")) ? dist : root;
}

export { CONTENT_TYPES as TYPES } from "../../scripts/lib.mjs";

import { CONTENT_TYPES as TYPES } from "../../scripts/lib.mjs";

/** Serves the site under MOUNT, plus `extra` pages ({"/path": html}) at the host root. */
export function serve(extra = {}) {
  const base = siteDir();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (extra[url.pathname]) {
      res.writeHead(200, { "content-type": TYPES[".html"] }).end(extra[url.pathname]);
      return;
    }
    if (!url.pathname.startsWith(MOUNT)) {
      res.writeHead(404).end("not found");
      return;
    }
    let file = path.join(base, decodeURIComponent(url.pathname.slice(MOUNT.length)));
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
      res
        .writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-store" })
        .end(data);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        server,
        origin,
        url: origin + MOUNT,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(r);
          }),
      });
    }),
  );
}

/** Headless Chromium with a throwaway profile; newContext() gives an isolated browser session. */
export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    browser,
    newContext: (opts = {}) => browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts }),
    close: () => browser.close(),
  };
}

/**
 * @typedef {import("playwright-core").BrowserContext} Context
 * @typedef {import("playwright-core").BrowserContextOptions} ContextOptions
 * @typedef {import("playwright-core").Page & { errors: string[] }} TestPage a page from openPage, with what went wrong in it
 * @typedef {{ at?: string | null } & ContextOptions} PageOptions `at`: where the page opens, after the
 *   site's URL ("?pace=0"; "" the site itself, null nowhere: the test goes there); the rest are the context's options
 */

/**
 * One static server and one Chromium for a whole test file, started in `before` and closed in
 * `after`, instead of one of each per test. Tests stay isolated all the same: each
 * takes a fresh context, so storage (the autosave) never leaks from one test into the next.
 * @param {Record<string, string>} [extra] pages served at the host root, as for serve()
 */
export function useSite(extra = {}) {
  /** @type {Awaited<ReturnType<typeof serve>>} */
  let srv;
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let br;
  before(async () => {
    srv = await serve(extra);
    br = await launch();
  });
  after(async () => {
    await br?.close();
    await srv?.close();
  });
  const site = {
    /** The site's URL (under MOUNT). */
    get url() {
      return srv.url;
    },
    /** The host's origin, where `extra` pages are. */
    get origin() {
      return srv.origin;
    },
    /**
     * A fresh context (1280×800 unless told); the caller closes it.
     * @param {ContextOptions} [opts]
     * @returns {Promise<Context>}
     */
    newContext: (opts = {}) => br.newContext(opts),
    /**
     * Runs `body` with a page of its own fresh context (errors collected by openPage), and
     * closes that context afterwards, also when `body` fails.
     * @template T
     * @param {PageOptions} opts
     * @param {(page: TestPage, context: Context) => Promise<T>} body
     * @returns {Promise<T>}
     */
    async withPage({ at = "", ...opts }, body) {
      const context = await br.newContext(opts);
      try {
        const page = await openPage(context, at == null ? null : srv.url + at);
        return await body(page, context);
      } finally {
        await context.close();
      }
    },
  };
  return site;
}

/**
 * Opens a page that records console errors and page errors in page.errors.
 * @param {Context} context
 * @param {string | null} url
 * @param {{ page?: import("playwright-core").Page, viewport?: { width: number, height: number } }} [opts]
 * @returns {Promise<TestPage>}
 */
export async function openPage(context, url, opts = {}) {
  const page = /** @type {TestPage} */ (opts.page || (await context.newPage()));
  page.errors = page.errors || [];
  page.on("console", (m) => {
    if (m.type() === "error") page.errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => page.errors.push(`page: ${e.message}`));
  if (opts.viewport) await page.setViewportSize(opts.viewport);
  if (url) {
    await page.goto(url);
    await ready(page);
  }
  return page;
}

export async function ready(page) {
  await page.waitForFunction(() => window.__skyline?.ready);
  await page.evaluate(() => window.__skyline.ready);
}

/** Opens "More options" on the setup screen (players, seats, rounds, seed). */
export async function openMore(page) {
  if (!(await page.locator("details#more").evaluate((d) => d.open))) await page.locator("details#more > summary").click();
}

/**
 * @typedef {{ name: string, kind: string }} Seat
 * @typedef {{ players?: number, seats: Seat[], rounds?: number, options?: Record<string, string | number>, seed?: number | string | null }} Setup
 *   `players` defaults to the number of seats; `options` are the setup's other selects by name
 *   (scenario, sheet, entered…), chosen after `rounds`
 */

/**
 * Fills "More options" on the setup screen for the game already chosen: players, seats,
 * rounds, the other options, the seed; does not start.
 * @param {import("playwright-core").Page} page
 * @param {Setup} setup
 */
export async function fillSetup(page, { players, seats, rounds, options = {}, seed }) {
  players ??= seats.length;
  await openMore(page);
  await page.locator(`label:has(> input[name=players][value="${players}"])`).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll(".seats li").length === n && document.querySelector(`input[name=players][value="${n}"]`).checked,
    players,
  );
  const rows = page.locator(".seats li");
  for (let i = 0; i < seats.length; i++) {
    await rows.nth(i).locator("input[type=text]").fill(seats[i].name);
    await rows.nth(i).locator("select").selectOption(seats[i].kind);
  }
  if (rounds) await page.locator("select[name=rounds]").selectOption(String(rounds));
  for (const [k, v] of Object.entries(options)) await page.locator(`select[name=${k}]`).selectOption(String(v));
  if (seed != null) await page.locator("#seed").fill(String(seed));
}

/** Presses Start on the setup screen and waits for the game. */
export async function startGame(page) {
  await page.locator("#start").click();
  await page.waitForSelector(".play:not([hidden])");
}

/**
 * Fills the setup screen (fillSetup) and starts the game.
 * @param {import("playwright-core").Page} page
 * @param {Setup} setup
 */
export async function setupGame(page, setup) {
  await fillSetup(page, setup);
  await startGame(page);
}

/**
 * Starts Cities co-op through the setup screen (fillSetup), then lets the computers move at once.
 * @param {import("playwright-core").Page} page
 * @param {Setup} setup
 */
export async function startCitiesCoop(page, setup) {
  await page.locator('input[name=game][value="cities-coop"]').check({ force: true });
  await setupGame(page, setup);
  await page.waitForSelector(".cc .cc-canvas");
  await page.evaluate(() => window.__skyline.setPace(0));
}

/**
 * A solo Cities co-op city, played badly (random moves, never ending a milestone) until the
 * engine's preview says ending the milestone now fails the city: its seed, state hash, the
 * engine's reasons and save; null when no seed up to 40 gets there.
 * @param {import("playwright-core").Page} page a page with the engine loaded
 * @returns {Promise<{ seed: number, hash: string, notes: string[], save: string } | null>}
 */
export function failingCity(page) {
  return page.evaluate(() => {
    const G = window.__skyline.game.constructor;
    for (let seed = 1; seed < 40; seed++) {
      const g = new G("cities-coop", { players: 1, seed });
      let r = seed * 7919;
      const rnd = (n) => {
        r = (r * 1103515245 + 12345) % 2147483648;
        return r % n;
      };
      for (let step = 0; step < 300 && !g.isOver(); step++) {
        const end = { type: "endMilestone" };
        if (g.check(0, end).ok) {
          const p = g.preview(0, end);
          if (p.over && !p.result.won) {
            const out = { seed, hash: g.stateHash(), notes: p.result.notes, save: g.save() };
            g.free();
            return out;
          }
        }
        const legal = (g.legalActions(0) || []).filter((a) => a.type !== "endMilestone");
        g.apply(0, legal.length ? legal[rnd(legal.length)] : g.botAction(0, "easy"));
      }
      g.free();
    }
    return null;
  });
}

/**
 * Loads `text` through "Save & load" and waits for the dialog to close (the save was taken).
 * @param {import("playwright-core").Page} page
 * @param {string} text
 */
export async function loadSave(page, text) {
  await page.getByRole("button", { name: "Save & load" }).click();
  await page.locator('textarea[aria-label="Saved game to load"]').fill(text);
  await page.getByRole("button", { name: "Load this save" }).click();
  await page.waitForFunction(() => !document.querySelector("dialog.saves[open]"));
}

/**
 * Puts `save` where the page keeps its autosave, as the page writes it (www/host.js), so that the
 * next load resumes that position.
 * @param {import("playwright-core").Page} page a page of the site, under MOUNT
 * @param {{ game: string, seats: Seat[], save: string }} position
 */
export async function putAutosave(page, { game, seats, save }) {
  const text = JSON.stringify({ app: "skyline-table", v: 1, game, seats, ui: null, save });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVE_KEY, text]);
}

/**
 * Cityscape: the running game's setup one block before the end of round 1, built with the
 * engine (fixed goals for two seats, then the legal move at `i % pick` for each block i), as a save.
 * @param {import("playwright-core").Page} page a page with a two-seat Cityscape game
 * @param {number} pick
 * @returns {Promise<string>}
 */
export function cityscapeRoundNearlyBuilt(page, pick) {
  return page.evaluate((k) => {
    const g = window.__skyline.game,
      G = g.constructor;
    const m = new G("cityscape", g.config());
    m.apply(0, { type: "goals", codes: [1, 2, 3, 4, 5, 6, 1, 2] });
    m.apply(1, { type: "goals", codes: [2, 2, 2, 2, 6, 6, 6, 6] });
    for (let i = 0; i < 24; i++) {
      const s = m.toAct()[0];
      m.apply(s, m.legalActions(s)[i % k]);
    }
    const save = m.save();
    m.free();
    return save;
  }, pick);
}

/**
 * Cityscape: the block that ends a round scores it and shows every goal, as a step of its own
 * (issue 17). Presses that step when it is offered; true if it was.
 * @param {import("playwright-core").Page} page
 */
export async function scoreIfAsked(page) {
  const b = page.locator(".statusbar [data-reveal]");
  if (!(await b.count())) return false;
  assert.match(await b.textContent(), /Score the round|Final scores/);
  await b.click();
  return true;
}

/**
 * Cityscape: fills the goal form open in `target` (a page or an iframe's frame), line i
 * with `code(i)`, and locks it in.
 * @param {import("playwright-core").Page | import("playwright-core").Frame} target
 * @param {(i: number) => number} [code]
 */
export async function lockGoals(target, code = (i) => (i % 6) + 1) {
  const sels = target.locator(".goalform select");
  const n = await sels.count();
  for (let i = 0; i < n; i++) await sels.nth(i).selectOption(String(code(i)));
  await target.getByRole("button", { name: "Lock in my goals" }).click();
}

/**
 * Opens a table's link, answers the name it asks for (www/table.js askName: the page is ready
 * only once it is answered) and waits for the game.
 * @param {Context} context
 * @param {string} url
 * @param {string} name
 * @returns {Promise<TestPage>}
 */
export async function openAtTable(context, url, name) {
  const page = await openPage(context, null);
  await page.goto(url);
  await page.waitForSelector("dialog.main[open] input[autocomplete=nickname]");
  await page.locator("dialog.main input[autocomplete=nickname]").fill(name);
  await page.getByRole("button", { name: "Start my sheet" }).click();
  await ready(page);
  await page.waitForSelector(".play:not([hidden])");
  return page;
}

/**
 * Plays seat 0's moves with the computer's choice at `level` until the game ends (a person's
 * moves, made as the page makes them), or for `moves` moves and then `last` (say, stop for good).
 * @param {import("playwright-core").Page} page
 * @param {{ level?: string, moves?: number, last?: any }} [how]
 */
export function playOut(page, { level = "easy", moves = Infinity, last = null } = {}) {
  return page.evaluate(
    ([lv, n, end]) => {
      const g = window.__skyline.game;
      for (let i = 0; i < n && !g.isOver(); i++) window.__skyline.act(0, g.botAction(0, lv));
      if (end && !g.isOver()) window.__skyline.act(0, end);
      return g.isOver();
    },
    [level, moves === Infinity ? 1e9 : moves, last],
  );
}

export const shot = (name) => {
  const dir = path.join(root, "test-results");
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
};

/**
 * Waits until `fn` (run in the page, may be async) returns something truthy, and
 * returns it. Playwright's waitForFunction takes an async function's promise for a
 * truthy answer at once, so anything that must await in the page waits here.
 */
export async function until(page, fn, arg, { timeout = 30000, every = 200, what = "the condition" } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await page.evaluate(fn, arg).catch(() => null); // a reload in between: ask again
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/**
 * Waits until the status line says `re` (Undo and Redo answer once their module is fetched,
 * a moment after the key on a first press), and returns its text.
 * @param {import("playwright-core").Page} page
 * @param {RegExp} re
 */
export async function statusSays(page, re) {
  const box = page.locator("#status");
  await page
    .waitForFunction((src) => new RegExp(src).test(document.querySelector("#status")?.textContent || ""), re.source, {
      timeout: 10000,
    })
    .catch(() => {});
  return box.innerText();
}
