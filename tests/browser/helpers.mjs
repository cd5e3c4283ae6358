// Shared helpers for the browser tests: a static server for the built site (mounted
// under a sub-folder, to prove relative URLs), headless Chromium, error collection.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
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

/** Opens a page that records console errors and page errors in page.errors. */
export async function openPage(context, url, opts = {}) {
  const page = opts.page || (await context.newPage());
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

/** Fills the setup screen: players, seats [{name, kind}], rounds, seed; then starts. */
/** Opens "More options" on the setup screen (players, seats, rounds, seed). */
export async function openMore(page) {
  if (!(await page.locator("details#more").evaluate((d) => d.open))) await page.locator("details#more > summary").click();
}

export async function setupGame(page, { players, seats, rounds, seed }) {
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
  if (seed != null) await page.locator("#seed").fill(String(seed));
  await page.locator("#start").click();
  await page.waitForSelector(".play:not([hidden])");
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
