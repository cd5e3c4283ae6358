// Size budgets (budgets.json), measured the way a first visit fetches the site: a
// fresh browser with the offline worker blocked opens a link to one game and waits
// until it can be played; every file it fetched counts once, gzipped at level 9 as a
// static host would serve it. A game over its budget fails here, not in the build.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { siteDir, useSite } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const { coldVisitKB } = JSON.parse(fs.readFileSync(path.join(root, "budgets.json"), "utf8"));

const site = useSite();
let catalog;
before(async () => {
  catalog = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
});

test("every game's cold visit, measured in Chromium, is within its budget", async () => {
  const rows = [];
  for (const g of catalog) {
    const context = await site.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const bodies = new Map();
    page.on("response", async (r) => {
      if (!r.url().startsWith(site.url) || r.status() !== 200) return;
      const url = r.url().split("#")[0];
      if (!bodies.has(url))
        bodies.set(
          url,
          r.body().then(
            (b) => zlib.gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    // As a link to the game opens it (the way the site's own links and an embedding
    // site do), people only: what it takes to play.
    await page.goto(`${site.url}index.html#game=${g.id}&players=${g.minPlayers}&seed=1`);
    await page.waitForSelector(".play:not([hidden])", { timeout: 60000 });
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all([...bodies.values()]);
    const total = sizes.reduce((a, b) => a + b, 0);
    const budget = (coldVisitKB[g.id] ?? coldVisitKB.default) * 1024;
    // The engine and the view of this game were fetched, and no other game's.
    const files = [...bodies.keys()].map((u) => u.slice(site.url.length));
    assert.ok(files.includes(`www/pkg/${g.id}/skyline_table_bg.wasm`), `${g.id}: its engine was not fetched: ${files}`);
    for (const other of catalog.filter((o) => o.id !== g.id)) {
      assert.ok(
        !files.some((f) => f.startsWith(`www/pkg/${other.id}/`) || f.startsWith(`www/games/${other.id}.`)),
        `${g.id}: fetched ${other.id}'s files`,
      );
    }
    rows.push({ id: g.id, total, budget, files: files.length });
    await context.close();
  }
  for (const r of rows)
    console.log(`cold visit, ${r.id}: ${(r.total / 1024).toFixed(1)} KB of ${(r.budget / 1024).toFixed(0)} KB (${r.files} files)`);
  const over = rows.filter((r) => r.total > r.budget);
  assert.deepEqual(
    over.map((r) => `${r.id} ${(r.total / 1024).toFixed(1)} KB > ${r.budget / 1024} KB`),
    [],
  );
});
