// Hosting, links, embedding and offline play (docs/embed.md), on the built site:
// served from a sub-folder under a strict Content-Security-Policy; links that start
// an exact setup or open a replay; the example host page receiving the game-over
// message, while a page of another origin is ignored; the site playing offline.

import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launch, openPage, siteDir, TYPES, until } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const MOUNT = "/club/games/skyline/";

/** The site under MOUNT with the CSP header; the examples folder under /examples/. */
function serveSite() {
  const site = siteDir();
  const examples = path.join(root, "examples");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    let base, rel;
    if (url.pathname.startsWith(MOUNT)) [base, rel] = [site, url.pathname.slice(MOUNT.length)];
    else if (url.pathname.startsWith("/examples/")) [base, rel] = [examples, url.pathname.slice("/examples/".length)];
    else {
      res.writeHead(404).end("not found");
      return;
    }
    let file = path.join(base, decodeURIComponent(rel));
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
      if (base === site) headers["content-security-policy"] = CSP;
      if (file === path.join(examples, "host.js")) {
        // As a club would: the copy of the example names the other copy of the game it may frame.
        const text = data
          .toString()
          .replace(
            /const OTHER_SITES = \[[^\]]*\];/,
            `const OTHER_SITES = ["http://localhost:${server.address().port}${MOUNT}index.html?pace=0"];`,
          );
        if (text === data.toString()) throw new Error("examples/host.js has no OTHER_SITES list");
        data = text;
      }
      res.writeHead(200, headers).end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: server.address().port })));
}

let srv, browser, catalog;
before(async () => {
  srv = await serveSite();
  browser = await launch();
  catalog = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
});
after(async () => {
  await browser?.close();
  srv?.server.closeAllConnections?.();
  await new Promise((r) => srv?.server.close(r));
});

const site = (host = "127.0.0.1") => `http://${host}:${srv.port}${MOUNT}`;
const allComputers = (g) => {
  const players = Math.max(g.minPlayers, Math.min(2, g.maxPlayers));
  return `game=${g.id}&players=${players}&bots=${players}&level=easy&seed=7`;
};

/** Records CSP violations (reported in the page) next to console errors. */
async function cspPage(context, url) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  return visit(context, url, page);
}

/** Opens `url` with error collection and waits for the shell to exist (a link may
 * be starting a game, so the shell's boot promise is not waited for). */
async function visit(context, url, page) {
  const p = await openPage(context, null, page ? { page } : {});
  await p.goto(url);
  await p.waitForFunction(() => !!window.__skyline);
  return p;
}

async function waitStarted(page, id) {
  await page.waitForFunction((want) => window.__skyline.game && window.__skyline.game.id() === want, id);
}

test("the built site runs from a sub-folder under a strict CSP; every game in the catalog starts", async () => {
  for (const g of catalog) {
    // A fresh browser profile a game: otherwise the previous game, autosaved and
    // unfinished, would be resumed and the link would ask before replacing it.
    const context = await browser.newContext();
    const page = await cspPage(context, `${site()}?pace=0#${allComputers(g)}`);
    await waitStarted(page, g.id);
    // A few moves by the computers, then the game is still well.
    await page.waitForFunction(() => window.__skyline.game.history().length >= 3 || window.__skyline.game.isOver(), null, {
      timeout: 60000,
    });
    assert.deepEqual(await page.evaluate(() => window.__violations), [], `${g.id}: CSP violations`);
    assert.deepEqual(page.errors, [], `${g.id}: console errors`);
    await context.close();
  }
});

test("a link starts exactly its setup, and a replay link shows the same final position", async () => {
  const context = await browser.newContext();
  const page = await visit(context, `${site()}?pace=0#game=cityscape&players=3&bots=3&level=easy&seed=42&rounds=1`);
  await waitStarted(page, "cityscape");
  const cfg = await page.evaluate(() => window.__skyline.game.config());
  assert.equal(cfg.players, 3);
  assert.equal(cfg.seed, 42);
  assert.equal(cfg.rounds, 1);
  assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => s.kind)), ["easy", "easy", "easy"]);
  await page.waitForFunction(() => window.__skyline.game.isOver(), null, { timeout: 90000 });
  const { hash, history } = await page.evaluate(() => ({
    hash: window.__skyline.game.stateHash(),
    history: window.__skyline.game.history(),
  }));
  // The same config and actions in the engine, outside the page: the same position.
  const glue = path.join(siteDir(), "www", "pkg", "cityscape", "skyline_table.js");
  const mod = await import(pathToFileURL(glue).href);
  mod.initSync({ module: fs.readFileSync(glue.replace(/\.js$/, "_bg.wasm")) });
  const again = new mod.Game("cityscape", { players: 3, seed: 42, rounds: 1 });
  for (const e of history) if ("action" in e) again.apply(e.seat, e.action);
  assert.equal(again.stateHash(), hash);

  const replay = await page.evaluate(() => window.__skyline.replayLink());
  assert.match(replay, /#replay=[A-Za-z0-9_-]+$/);
  const viewer = await visit(context, replay);
  await viewer.waitForFunction(() => window.__skyline.game && window.__skyline.review != null);
  assert.equal(await viewer.evaluate(() => window.__skyline.game.stateHash()), hash);
  assert.equal(await viewer.evaluate(() => window.__skyline.review), history.length);
  assert.deepEqual([...page.errors, ...viewer.errors], []);
  await context.close();
});

test("the example host page embeds a game and hears its end; another origin is ignored", async () => {
  const context = await browser.newContext();
  // The host at 127.0.0.1, the game site at localhost: two origins.
  const gameUrl = `${site("localhost")}index.html?pace=0`;
  const setup = "game=cityscape&players=2&bots=2&level=easy&rounds=1&seed=3";
  const host = await openPage(context, null);
  await host.goto(`http://127.0.0.1:${srv.port}/examples/host.html?site=${encodeURIComponent(gameUrl)}&setup=${encodeURIComponent(setup)}`);
  await host.waitForFunction(() => document.body.dataset.gameOver, null, { timeout: 90000 });
  const over = JSON.parse(await host.evaluate(() => document.body.dataset.gameOver));
  assert.equal(over.type, "skyline-table:over");
  assert.equal(over.game, "cityscape");
  assert.equal(over.scores.length, 2);
  for (const sc of over.scores) assert.equal(typeof sc.total, "number");
  // the result in the page's own words and language, for the host page's people
  assert.equal(over.lang, "en");
  assert.match(over.summary, /wins\.$|share the win\.$|Nobody won\.$/);

  // A page of a third origin embeds the game naming the host's origin, and sends
  // it a command: ignored; and it hears nothing from the game.
  const hostOrigin = `http://127.0.0.1:${srv.port}`;
  const evilSrv = http.createServer((_req, res) => {
    res
      .writeHead(200, { "content-type": "text/html" })
      .end(
        `<!doctype html><title>elsewhere</title><iframe id="f" src="${gameUrl}#${setup}&embed=1&origin=${encodeURIComponent(hostOrigin)}"></iframe>`,
      );
  });
  await new Promise((r) => evilSrv.listen(0, "127.0.0.1", r));
  const evil = await context.newPage();
  await evil.goto(`http://127.0.0.1:${evilSrv.address().port}/`);
  await evil.evaluate(() => {
    window.__heard = [];
    addEventListener("message", (e) => window.__heard.push(e.data));
  });
  const inner = () => evil.frames().find((f) => f !== evil.mainFrame());
  await evil.waitForFunction(() => document.getElementById("f").contentWindow);
  await inner().waitForFunction(() => window.__skyline?.game?.isOver(), null, {
    timeout: 90000,
  });
  const evilHash = await inner().evaluate(() => window.__skyline.game.stateHash());
  await evil.evaluate(() => document.getElementById("f").contentWindow.postMessage({ type: "skyline-table:new-game" }, "*"));
  await evil.waitForTimeout(1000);
  assert.equal(await inner().evaluate(() => window.__skyline.game.stateHash()), evilHash, "a command from another origin acted");
  assert.deepEqual(await evil.evaluate(() => window.__heard), [], "the game spoke to an origin it was not told");

  // From the host's own origin the same command starts the game again.
  assert.equal(await host.evaluate(() => document.body.dataset.started), "1");
  await host.evaluate(() => document.getElementById("skyline-table").contentWindow.postMessage({ type: "skyline-table:new-game" }, "*"));
  await host.waitForFunction(() => document.body.dataset.started === "2", null, { timeout: 10000 });
  // Chrome reports, as a console error, that it refused to move focus into a
  // cross-origin frame the user has not touched yet (the final dialog's button):
  // that is the browser protecting the host page, not a fault of ours.
  assert.deepEqual(
    host.errors.filter((e) => !/Blocked autofocusing .* cross-origin subframe/.test(e)),
    [],
  );
  evilSrv.closeAllConnections?.();
  await new Promise((r) => evilSrv.close(r));
  await context.close();
});

test("after one online visit the site loads and every game plays offline", async () => {
  const context = await browser.newContext();
  const page = await visit(context, `${site()}?pace=0`);
  await until(
    page,
    async () => {
      const reg = await navigator.serviceWorker.ready;
      const keys = await caches.keys();
      return reg.active && keys.some((k) => k.startsWith("skyline-table:"));
    },
    null,
    { timeout: 60000, what: "the offline worker" },
  );
  // The worker is active only once its install (caching every file) has finished.
  await context.setOffline(true);
  for (const g of catalog) {
    const p = await visit(context, `${site()}?pace=0#${allComputers(g)}`);
    await waitStarted(p, g.id);
    await p.waitForFunction(() => window.__skyline.game.history().length >= 3 || window.__skyline.game.isOver(), null, { timeout: 60000 });
    assert.deepEqual(p.errors, [], `${g.id} offline: console errors`);
    // The next link must not find this game to resume: stop the computers, then forget it.
    await p.evaluate(() => window.__skyline.setPace(1e9));
    await p.waitForTimeout(300);
    await p.evaluate(() => localStorage.clear());
    await p.close();
  }
  await context.close();
});
