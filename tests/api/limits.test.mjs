// The page's limits on links and saves (www/host.js LIMITS, docs/embed.md "Limits")
// against the longest games the built engines actually play: every game at its
// most seats (Cityscape at its most rounds), easy computers on every seat, a few
// seeds. A limit must leave at least five times the longest real game's size, so
// a real save or replay link is never refused; the page refuses anything larger
// by its size before reading it.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const site = process.env.SITE_DIR || path.join(root, "dist");
const { LIMITS } = await import(pathToFileURL(path.join(root, "www", "host.js")).href);
const catalog = (await import(pathToFileURL(path.join(site, "www", "pkg", "catalog.js")).href)).default;

async function load(id) {
  const glue = path.join(site, "www", "pkg", id, "skyline_table.js");
  const mod = await import(pathToFileURL(glue).href);
  mod.initSync({ module: fs.readFileSync(glue.replace(/\.js$/, "_bg.wasm")) });
  return mod;
}

/** One whole game with easy computers everywhere; returns the page's save text for it. */
function play(mod, id, config) {
  const g = new mod.Game(id, config);
  for (let guard = 0; !g.isOver() && guard < 100000; guard++) {
    for (const seat of g.toAct()) if (!g.isOver() && g.toAct().includes(seat)) g.apply(seat, g.botAction(seat, "easy"));
  }
  assert.ok(g.isOver(), `${id} ${JSON.stringify(config)} did not end`);
  // What the page keeps: its bundle around the engine's save (www/app.js).
  const seats = Array.from({ length: config.players }, () => ({ name: "x".repeat(LIMITS.name), kind: "easy" }));
  const text = JSON.stringify({ app: "skyline-table", v: 1, game: id, seats, ui: null, save: g.save() });
  g.free();
  return text;
}

test("links and saves of the longest real games fit well within the page's limits", async () => {
  let longest = { save: 0, link: 0, what: "" };
  for (const info of catalog) {
    const mod = await load(info.id);
    const configs = [{ players: info.maxPlayers }];
    if (info.id === "cityscape") configs.push({ players: info.maxPlayers, rounds: 12 });
    for (const base of configs) {
      for (const seed of [1, 2, 3]) {
        const text = play(mod, info.id, { ...base, seed });
        // A replay link: the text packed with deflate, in URL-safe base64.
        const link = Math.ceil((zlib.deflateRawSync(Buffer.from(text)).length * 4) / 3);
        if (text.length > longest.save) longest = { ...longest, save: text.length, what: `${info.id} ${JSON.stringify(base)}` };
        longest.link = Math.max(longest.link, link);
      }
    }
  }
  console.log(`longest save ${longest.save} characters (${longest.what}); longest replay link ${longest.link} characters`);
  assert.ok(LIMITS.save >= 5 * longest.save, `LIMITS.save ${LIMITS.save} leaves too little room for a save of ${longest.save}`);
  assert.ok(
    LIMITS.replayLink >= 5 * longest.link,
    `LIMITS.replayLink ${LIMITS.replayLink} leaves too little room for a link of ${longest.link}`,
  );
  // And they are not so loose that they stop protecting the page.
  assert.ok(
    LIMITS.save <= 50 * longest.save && LIMITS.replayLink <= 50 * longest.link,
    "a limit is more than fifty times the longest real game",
  );
});
