// A deploy never runs a mix of versions (docs/embed.md, "Deploying a new version").
// Two versions of the built site, A and B, differ in every script and style sheet;
// each script records which version of itself ran. The server first serves A, then
// (an upload in rsync's order) B's sw.js beside A's files, then all of B. One tab
// stays open from the start; another comes and goes.

import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { walk } from "../../scripts/lib.mjs";
import { writeOffline } from "../../scripts/offline.mjs";
import { launch, openPage, siteDir, TYPES, until } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A copy of the built site as version `tag`: every script marks that it ran, every style differs. */
function version(tag, catalog, tmp) {
  const dir = path.join(tmp, tag);
  fs.cpSync(siteDir(), dir, { recursive: true });
  fs.rmSync(path.join(dir, "sw.js"));
  for (const f of walk(path.join(dir, "www"))) {
    const rel = path.relative(path.join(dir, "www"), f).split(path.sep).join("/");
    if (f.endsWith(".css")) fs.appendFileSync(f, `\n/* ${tag} */\n`);
    if (!f.endsWith(".js")) continue;
    // boot.js is a classic script; every other script is a module.
    const where = rel === "boot.js" ? JSON.stringify(rel) : 'new URL(import.meta.url).pathname.split("/www/")[1]';
    fs.appendFileSync(f, `\n;(globalThis.__ran ||= {})[${where}] = ${JSON.stringify(tag)};\n`);
  }
  fs.copyFileSync(path.join(root, "www", "sw.js"), path.join(dir, "www", "sw.js"));
  const { version: v } = writeOffline(dir, catalog);
  return { dir, v };
}

let srv, browser, tmp, A, B;
let stage = 1; // 1: all A; 2: B's sw.js, A's files; 3: all B
const hits = []; // [stage, file] of every request
const MOUNT = "/night/";

before(async () => {
  const catalog = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "skyline-deploy-"));
  A = version("A", catalog, tmp);
  B = version("B", catalog, tmp);
  assert.notEqual(A.v, B.v);
  srv = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (!url.pathname.startsWith(MOUNT)) {
      res.writeHead(404).end();
      return;
    }
    const rel = decodeURIComponent(url.pathname.slice(MOUNT.length)) || "index.html";
    hits.push([stage, rel]);
    const base = stage === 3 || (stage === 2 && rel === "sw.js") ? B.dir : A.dir;
    const file = path.join(base, rel);
    if (!file.startsWith(base) || !fs.existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res
      .writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" })
      .end(fs.readFileSync(file));
  });
  await new Promise((r) => srv.listen(0, "127.0.0.1", r));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  srv?.closeAllConnections?.();
  await new Promise((r) => srv?.close(r));
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const ran = (page) => page.evaluate(() => ({ ...globalThis.__ran }));
const versions = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.includes(":v:")).map((k) => k.split(":v:")[1]));
const swState = (page) =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { installing: !!r?.installing, waiting: !!r?.waiting, active: !!r?.active, controlled: !!navigator.serviceWorker.controller };
  });

test("sw.js uploaded before www/, and two tabs across a deploy: every file that runs is of one version", async () => {
  const url = `http://127.0.0.1:${srv.address().port}${MOUNT}index.html?pace=0`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });

  // Version A, tab 1: the first visit; it stays open throughout.
  const tab1 = await openPage(context, url);
  await until(tab1, async () => !!navigator.serviceWorker.controller && (await caches.keys()).some((k) => k.includes(":v:")), null, {
    timeout: 60000,
    what: "version A in charge",
  });
  assert.deepEqual(await versions(tab1), [A.v]);
  const ran1 = await ran(tab1);
  assert.ok(Object.keys(ran1).includes("app.js") && Object.keys(ran1).includes("boot.js"), JSON.stringify(ran1));
  assert.ok(
    Object.values(ran1).every((t) => t === "A"),
    JSON.stringify(ran1),
  );

  // The upload has begun: B's sw.js is there, www/ is still A's. A visit tries to install
  // B, finds files that are not B's, and gives up; the visitor runs A.
  stage = 2;
  const tab2 = await openPage(context, url);
  // A visit checks for a new sw.js; asked for here so as not to wait on the browser's timing.
  const check = (page) =>
    page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration()).update().catch(() => {});
    });
  await check(tab2);
  // The visit checked sw.js, found B's, and fetched files to install it...
  const began = () => hits.findIndex(([st, f]) => st === 2 && f === "sw.js");
  for (let i = 0; i < 300 && !(began() >= 0 && hits.slice(began()).some(([, f]) => f.startsWith("www/pkg/"))); i++)
    await tab2.waitForTimeout(100);
  assert.ok(began() >= 0, "no visit checked sw.js");
  // ...and the install has ended.
  await until(tab2, async () => !(await navigator.serviceWorker.getRegistration()).installing, null, {
    timeout: 60000,
    what: "the failed install to end",
  });
  assert.deepEqual(await swState(tab2), { installing: false, waiting: false, active: true, controlled: true });
  assert.deepEqual(await versions(tab2), [A.v], "a half-uploaded version was kept");
  assert.ok(Object.values(await ran(tab2)).every((t) => t === "A"));

  // The upload is complete: B installs in the background and takes charge; the page
  // that was open keeps running A, and its next load is B.
  stage = 3;
  await tab2.reload();
  await check(tab2);
  await until(
    tab2,
    async (b) => {
      const r = await navigator.serviceWorker.getRegistration();
      return !r.installing && !r.waiting && (await caches.keys()).some((k) => k.endsWith(`:v:${b}`));
    },
    B.v,
    { timeout: 60000, what: "version B in charge" },
  );
  assert.ok(
    Object.values(await ran(tab2)).every((t) => t === "A"),
    "B's files ran in a page loaded before B",
  );
  await tab2.reload();
  await tab2
    .waitForFunction(() => globalThis.__ran?.["app.js"] === "B" && window.__skyline, null, { timeout: 30000 })
    .catch(async (e) => {
      throw new Error(
        `${e.message}: ran ${JSON.stringify(await ran(tab2))}, ${JSON.stringify(await swState(tab2))}, caches ${await versions(tab2)}, A ${A.v}, B ${B.v}`,
      );
    });
  await tab2.evaluate(() => window.__skyline.ready);
  // Everything tab 2 runs now is B's: the shell, a game's view and engine, the save dialog.
  await tab2.locator('label:has(> input[name=game][value="cityscape"])').click();
  await tab2.waitForFunction(() => globalThis.__ran?.["games/cityscape.js"] && globalThis.__ran?.["pkg/cityscape/skyline_table.js"]);
  await tab2.getByRole("button", { name: "Save & load" }).click();
  await tab2.waitForFunction(() => globalThis.__ran?.["saves.js"]);
  const ran2 = await ran(tab2);
  assert.ok(
    Object.values(ran2).every((t) => t === "B"),
    JSON.stringify(ran2),
  );

  // Tab 1 still runs A, and what it loads on demand now is A's too, not B's.
  await tab1.locator('label:has(> input[name=game][value="construction-sight"])').click();
  await tab1.waitForFunction(
    () => globalThis.__ran?.["games/construction-sight.js"] && globalThis.__ran?.["pkg/construction-sight/skyline_table.js"],
    null,
    { timeout: 30000 },
  );
  await tab1.getByRole("button", { name: "Save & load" }).click();
  await tab1.waitForFunction(() => globalThis.__ran?.["saves.js"]);
  const ran1b = await ran(tab1);
  assert.ok(
    Object.values(ran1b).every((t) => t === "A"),
    `the old tab ran a mix: ${JSON.stringify(ran1b)}`,
  );
  assert.deepEqual((await versions(tab2)).sort(), [A.v, B.v].sort(), "A's files must stay while tab 1 runs A");

  // Once tab 1 is closed, A's files go at the next load.
  await tab1.close();
  await tab2.reload();
  await until(
    tab2,
    async (b) => {
      const v = (await caches.keys()).filter((k) => k.includes(":v:"));
      return v.length === 1 && v[0].endsWith(b);
    },
    B.v,
    { timeout: 30000, what: "A's files to go" },
  );
  assert.deepEqual([...tab1.errors, ...tab2.errors], []);
  await context.close();
});
