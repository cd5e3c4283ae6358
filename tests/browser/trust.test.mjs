// Issue 30: a ranked score is one the dice really gave. A result forged on dice the player
// chose is refused at a table, in today's city and opened alone; games on entered dice are
// their own kind; one sheet is one line and a flood of results cannot push out this phone's
// own; each phone names itself; a name cannot rearrange the page; daily= links are today's
// city only when they are; storage that will not keep anything loses nothing and says so.

import assert from "node:assert/strict";
import { test } from "node:test";
import { MOUNT, openAtTable, openPage, playOut, SAVE_KEY, until, useSite } from "./helpers.mjs";

const site = useSite();
const TABLES_KEY = `skyline-table:${MOUNT}:tables`;
const RESULTS_KEY = `skyline-table:${MOUNT}:results`;
const today = () => new Date().toISOString().slice(0, 10);
/** The seed of the city of `day` (www/links.js dailySeed). */
function dailySeed(id, day) {
  let x = 0x811c9dc5;
  for (const c of `${id}:${day}`) x = Math.imul(x ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return x;
}
const tableUrl = (seed, extra = "") => `${site.url}index.html?pace=0#game=construction-sight&players=1&seed=${seed}&table=1${extra}`;

/**
 * A result link made in `page` (whose engine is loaded) for a game of `id` on `config`, played
 * by the computer at `level` for seat 0 (`moves` moves, then `last` if the game goes on), named
 * `name`. `rolls`: "seed" (the page draws), "chosen" (entered, picked by the forger, and passed
 * off as the seed's: the save's `entered` mark removed), or a list of outcomes to enter in order
 * (kept marked as entered). `claim`: the seats it ranks (all by default). `spot` (Construction
 * Sight): the first building goes to the spot-th place that takes it, for as many different
 * sheets as needed.
 */
function resultLink(
  page,
  {
    id = "construction-sight",
    config,
    name = "Mallory",
    level = "easy",
    moves = 1e9,
    last = null,
    rolls = "seed",
    table = { daily: null },
    claim = null,
    spot = null,
  },
) {
  return page.evaluate(
    async ([id, config, name, level, moves, last, rolls, table, claim, spot]) => {
      const G = window.__skyline.game.constructor;
      const entered = rolls !== "seed";
      const g = new G(id, config, { entered });
      let k = 0;
      for (let n = 0; !g.isOver(); ) {
        const ch = g.chance();
        if (ch) {
          const want = Array.isArray(rolls) ? rolls[k] : null;
          const pick = ch.find((o) => want && JSON.stringify(o.outcome) === want) || ch[(k * 7 + 3) % ch.length];
          g.enter(pick.outcome);
          k++;
          continue;
        }
        const s = g.toAct()[0];
        let a = g.botAction(s, level);
        if (spot != null && n === 0 && a.type === "build") {
          const places = [];
          for (let p = 0; p < 100; p++) {
            const [dx, dy] = [(p % 10) - a.x, Math.floor(p / 10) - a.y];
            const b = { ...a, x: a.x + dx, y: a.y + dy, doors: a.doors.map((d) => d + dy * 10 + dx) };
            if (g.check(s, b).ok) places.push(b);
          }
          a = places[spot % places.length] || a;
        }
        if (n++ >= moves && last) a = last;
        g.apply(s, a);
      }
      const scores = g.result().scores;
      let save = g.save();
      if (rolls === "chosen") save = save.replace('"entered":true,', "");
      const hash = g.stateHash();
      g.free();
      const seats = scores.map((_, i) => ({ name: i ? `${name} ${i + 1}` : name, kind: "human" }));
      const text = JSON.stringify({
        app: "skyline-table",
        v: 1,
        game: id,
        seats,
        ui: null,
        save,
        claim: scores.filter((s) => !claim || claim.includes(s.seat)).map((s) => ({ seat: s.seat, total: s.total })),
        table,
      });
      const r = await import(new URL("www/replays.js", document.baseURI).href);
      return { link: (await r.replayLink(text, location.href)).replace("#replay=", "#result="), total: scores[0].total, hash };
    },
    [id, config, name, level, moves, last, rolls, table, claim, spot],
  );
}

/** Pastes `link` into the final screen's "Add" box; the page's answer. */
async function add(page, link) {
  const msg = page.locator("dialog.main .add-result + p");
  await msg.evaluate((p) => {
    p.textContent = "";
  });
  await page.locator("dialog.main .add-result input").fill(link);
  await page.locator("dialog.main .add-result button").click();
  await until(page, () => document.querySelector("dialog.main .add-result + p")?.textContent, null, { what: "the answer" });
  return msg.textContent();
}
const lines = (page) => page.locator("dialog.main .ranking li").evaluateAll((li) => li.map((x) => x.textContent));
const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) || "null"), key);
/** The lines kept for the newest table in this browser. */
const newestTable = async (page) => Object.values(await stored(page, TABLES_KEY)).at(-1);
/** Plays this phone's sheet a few moves and stops for good; waits for the final screen. */
async function finishSheet(page, moves = 4) {
  await playOut(page, { moves, last: { type: "stop" } });
  await page.waitForSelector("dialog.main[open] .add-result");
}
/** Opens `link` on a fresh device; the page's notice, or null when it opened a game. */
async function openAlone(link) {
  return site.withPage({ at: null }, async (page) => {
    await page.goto(link.replace(/^.*#/, `${site.url}index.html?pace=0#`));
    await page.waitForFunction(() => window.__skyline?.ready);
    await page.evaluate(() => window.__skyline.ready);
    await until(page, () => window.__skyline.game?.isOver() || !document.querySelector(".notice")?.hidden, null, { what: "the link" });
    const opened = await page.evaluate(() => window.__skyline.game != null);
    return {
      notice: opened ? null : await page.locator(".notice").textContent(),
      status: opened ? await page.locator("#status").innerText() : null,
      errors: page.errors,
    };
  });
}

test("a result forged on chosen dice is refused: on a table, in today's city, and opened alone", { timeout: 240_000 }, async () => {
  const ctx = await site.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openAtTable(ctx, tableUrl(91), "Ana");
  await finishSheet(page);
  const config = await page.evaluate(() => window.__skyline.game.config());
  // "We roll and draw ourselves", chosen rolls, the mark removed: every move and the score check out
  const forged = await resultLink(page, { config, rolls: "chosen", moves: 12, last: { type: "stop" } });
  const refused = /roll or draw \d+ is not the one this game's dice gave/;
  assert.match(await add(page, forged.link), new RegExp(`Not added: .*${refused.source}`));
  assert.equal((await lines(page)).length, 1, "only this phone's own line");
  // the same game honestly marked as entered is another kind of table, not this one
  const marked = await resultLink(page, { config, rolls: [], moves: 12, last: { type: "stop" } });
  assert.match(await add(page, marked.link), /its dice were entered by its players, and this table's are rolled by the page/);
  // opened alone: refused, saying which roll, nothing opened
  const alone = await openAlone(forged.link);
  assert.match(alone.notice, new RegExp(`This result link could not be used: .*${refused.source}`));
  assert.deepEqual(alone.errors, []);
  assert.deepEqual(page.errors, []);
  await ctx.close();

  // today's city (a daily= link of today): the forged city is refused there too
  const c2 = await site.newContext();
  const day = today();
  const city = await openAtTable(c2, `${site.url}index.html?pace=0#game=skyline&daily=${day}`, "Ana");
  assert.equal(await city.evaluate(() => window.__skyline.game.config().seed), dailySeed("skyline", day));
  assert.deepEqual((await stored(city, SAVE_KEY)).table, { daily: day }, "today's city");
  await playOut(city, { level: "normal" });
  await city.waitForSelector("dialog.main[open] .add-result");
  const cityConfig = await city.evaluate(() => window.__skyline.game.config());
  const fake = await resultLink(city, { id: "skyline", config: cityConfig, rolls: "chosen", table: { daily: day } });
  assert.match(await add(city, fake.link), refused);
  const honest = await resultLink(city, { id: "skyline", config: cityConfig, name: "Ben", level: "easy", table: { daily: day } });
  assert.match(await add(city, honest.link), /Added: Ben, recomputed from the moves/);
  assert.equal((await lines(city)).length, 2);
  assert.deepEqual(city.errors, []);
  await c2.close();
});

test("one sheet, one line: a flood of results keeps this phone's own line; the same sheet twice, or under another name, is one line; no more seats than the table has", {
  timeout: 300_000,
}, async () => {
  const ctx = await site.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openAtTable(ctx, tableUrl(95), "Ana");
  await finishSheet(page, 2);
  const config = await page.evaluate(() => window.__skyline.game.config());
  // 70 other honest sheets of this table (short ones: a few moves, then stop for good)
  const flood = [];
  for (let i = 0; i < 70; i++)
    flood.push(await resultLink(page, { config, name: `Rival ${i}`, spot: i, moves: 1 + (i % 3), last: { type: "stop" } }));
  const said = await page.evaluate(
    async (links) => {
      const t = await import(new URL("www/table.js", document.baseURI).href);
      const out = [];
      for (const l of links) out.push(await t.addLink(l));
      return out;
    },
    flood.slice(0, -1).map((f) => f.link),
  );
  const hashes = new Set(flood.map((f) => f.hash));
  assert.ok(hashes.size > 60, `${hashes.size} different sheets`);
  assert.ok(said.filter((s) => s.startsWith("Added:")).length >= hashes.size - 1);
  assert.ok(
    said.every((s) => /^(Added|Already in the ranking)/.test(s)),
    said.find((s) => !/^(Added|Already)/.test(s)),
  );
  assert.match(await add(page, flood.at(-1).link), /^(Added|Already in the ranking)/);
  // this phone's line is still there, marked, however far down it ranks
  const list = await newestTable(page);
  assert.ok(list.length <= 60, `${list.length} lines kept`);
  assert.equal(list.filter((e) => e.own).length, 1, "this phone's own line kept");
  assert.deepEqual(await page.locator("dialog.main .ranking li.mine bdi").allTextContents(), ["Ana"]);
  assert.match(await page.locator("dialog.main .ranking li.mine").textContent(), /· this phone/);
  const shown = await lines(page);
  assert.ok(shown.length <= 11, `${shown.length} lines shown at first`);
  assert.match(await page.locator("dialog.main .ranking-all summary").textContent(), new RegExp(`All ${list.length} results`));
  // readable on a phone: nothing past the screen's edge
  assert.ok(await page.evaluate(() => document.querySelector("dialog.main").scrollWidth <= innerWidth));

  // the same sheet again, and again under another name: the line it has, and the page says so
  const before = (await newestTable(page)).length;
  const again = flood.at(-1);
  assert.match(await add(page, again.link), /Already in the ranking: that sheet counts once \(as Rival 69\)/);
  const renamed = await page.evaluate(async (link) => {
    const r = await import(new URL("www/replays.js", document.baseURI).href);
    const d = JSON.parse(await r.readReplay(link.split("#result=")[1]));
    d.seats[0].name = "Mallory";
    return (await r.replayLink(JSON.stringify(d), location.href)).replace("#replay=", "#result=");
  }, again.link);
  assert.match(await add(page, renamed), /Already in the ranking: that sheet counts once \(as Rival 69\)/);
  // this phone's own sheet, sent back to it: its own line
  const mine = await page.locator("dialog.main .link-text").inputValue();
  assert.match(await add(page, mine), /Already in the ranking: that sheet counts once \(as Ana\)/);
  // two sheets in one result, for a table of one seat
  const two = await resultLink(page, { config: { ...config, players: 2 }, moves: 4, last: { type: "stop" } });
  assert.match(await add(page, two.link), /Not added: it ranks more sheets than the 1 seat of this table/);
  assert.equal((await newestTable(page)).length, before);
  assert.deepEqual(page.errors, []);
  await ctx.close();
});

test("a name cannot rearrange the page: marks that reorder text are stripped, and a name is isolated wherever it shows", {
  timeout: 180_000,
}, async () => {
  const ctx = await site.newContext({ viewport: { width: 390, height: 844 } });
  // typed with a right-to-left override: "Mallory 43" would read "34 yrollaM"
  const page = await openAtTable(ctx, tableUrl(96), "\u202eMallory\u0007");
  assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => s.name)), ["Mallory"]);
  assert.equal(await page.locator("#status bdi").first().textContent(), "Mallory", "the status line isolates the name");
  await finishSheet(page, 3);
  assert.ok(await page.locator(".log bdi, #log bdi").count(), "the move list isolates names");
  // a name written right to left, in a result from another phone
  const config = await page.evaluate(() => window.__skyline.game.config());
  const other = await resultLink(page, { config, name: "\u05de\u05d9\u05db\u05dc", moves: 5, last: { type: "stop" } });
  assert.match(await add(page, other.link), /Added:/);
  for (const name of ["Mallory", "\u05de\u05d9\u05db\u05dc"]) {
    const li = page.locator("dialog.main .ranking li", { has: page.locator("bdi", { hasText: name }) });
    assert.equal(await li.locator("bdi").textContent(), name, "shown as typed");
    // the score sits to the right of the name, as in "Mallory 43", never before it
    const [nameBox, scoreBox] = await li.evaluate((el) => {
      const bdi = el.querySelector("bdi");
      const range = document.createRange();
      range.selectNodeContents(bdi.nextSibling);
      return [bdi.getBoundingClientRect().right, range.getBoundingClientRect().left];
    });
    assert.ok(scoreBox >= nameBox - 1, `${name}: the score (${scoreBox}) is after the name (${nameBox})`);
  }
  // names read from a link are cleaned the same way
  const linked = await site.withPage({ at: `index.html?pace=0#game=skyline&players=2&names=%E2%80%AEEve%E2%80%AC,Bob&seed=3` }, (p) =>
    p.evaluate(() => window.__skyline.seats.map((s) => s.name)),
  );
  assert.deepEqual(linked, ["Eve", "Bob"]);
  assert.deepEqual(page.errors, []);
  await ctx.close();
});

test("daily= is today's city only for today, on its own seed and the page's dice; entered dice are their own kind, said plainly", {
  timeout: 240_000,
}, async () => {
  const day = today();
  for (const [hash, table, seed, entered] of [
    [`daily=${day}`, { daily: day }, dailySeed("skyline", day), false],
    ["daily=2020-02-02", undefined, dailySeed("skyline", "2020-02-02"), false],
    [`daily=${day}&seed=5`, undefined, 5, false],
    [`daily=${day}&dice=own`, undefined, dailySeed("skyline", day), true],
  ]) {
    const ctx = await site.newContext();
    const url = `${site.url}index.html?pace=0#game=skyline&${hash}`;
    const page = table ? await openAtTable(ctx, url, "Ana") : await openPage(ctx, url);
    await page.waitForSelector(".play:not([hidden])");
    const got = await page.evaluate(() => [window.__skyline.game.config().seed, window.__skyline.game.entered()]);
    assert.deepEqual(got, [seed, entered], hash);
    assert.deepEqual((await stored(page, SAVE_KEY)).table, table, `${hash}: ${table ? "today's city" : "an ordinary challenge"}`);
    assert.deepEqual(page.errors, []);
    await ctx.close();
  }

  // A table that rolls real dice: each phone enters the table's rolls
  const ctx = await site.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openAtTable(ctx, tableUrl(98, "&dice=own"), "Ana");
  assert.ok(await page.evaluate(() => window.__skyline.game.entered()));
  // the table's rolls, entered here as they come up (the first outcome offered), a move after each
  for (let i = 0; i < 5; i++) {
    await page.evaluate(() => {
      const g = window.__skyline.game;
      const ch = g.chance();
      if (ch) g.enter(ch[0].outcome);
    });
    await playOut(page, i < 4 ? { moves: 1 } : { moves: 0, last: { type: "stop" } });
  }
  await page.waitForSelector("dialog.main[open] .add-result");
  assert.match(await page.locator("dialog.main .entered-note").textContent(), /entered by the players/);
  const config = await page.evaluate(() => window.__skyline.game.config());
  const rolls = await page.evaluate(() =>
    window.__skyline.game
      .history()
      .filter((e) => "chance" in e)
      .map((e) => JSON.stringify(e.chance)),
  );
  const same = await resultLink(page, { config, name: "Ben", rolls, moves: 3, last: { type: "stop" } });
  assert.match(await add(page, same.link), /Added: Ben, recomputed from the moves\. Its dice were entered by the players/);
  const otherRolls = await resultLink(page, { config, name: "Cleo", rolls: rolls.map(() => "other"), moves: 3, last: { type: "stop" } });
  assert.match(await add(page, otherRolls.link), /Not added: those are not this table's rolls/);
  const seeded = await resultLink(page, { config, name: "Dev", moves: 3, last: { type: "stop" } });
  assert.match(await add(page, seeded.link), /its dice were rolled by the page, and this table's are entered by the players/);
  assert.equal((await lines(page)).length, 2);
  // opened alone, a result on entered dice says so plainly
  const alone = await openAlone(same.link);
  assert.match(alone.status, /Its dice were entered by the players/);
  assert.deepEqual(page.errors, []);
  await ctx.close();
});

test("storage that will not keep anything: the page says so at once and offers the export, touches nothing saved, and the final screen keeps its link, ranking and Add box", {
  timeout: 180_000,
}, async () => {
  const ctx = await site.newContext({ viewport: { width: 390, height: 844 } });
  // storage full (or a private window) on pages opened with ?full
  await ctx.addInitScript(() => {
    if (location.search.includes("full"))
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
  });
  const warnings = [];
  // first, stored results that cannot be read: set aside (with a warning), never dropped
  let page = await openPage(ctx, `${site.url}index.html?pace=0`);
  await page.evaluate(
    ([t, r]) => {
      localStorage.setItem(t, "{not json");
      localStorage.setItem(r, JSON.stringify([{ game: "skyline", day: "2020-01-01", total: 5, hash: "a" }, { game: 7 }]));
    },
    [TABLES_KEY, RESULTS_KEY],
  );
  await page.close();
  page = await openAtTable(ctx, tableUrl(97), "Ana");
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await finishSheet(page, 3);
  const aside = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.includes(":set-aside:"))
      .map((k) => localStorage.getItem(k))
      .sort(),
  );
  assert.deepEqual(aside, ['[{"game":"skyline","day":"2020-01-01","total":5,"hash":"a"},{"game":7}]', "{not json"]);
  assert.ok(
    warnings.some((w) => /set aside/.test(w)),
    warnings.join("\n"),
  );
  assert.ok(
    (await stored(page, RESULTS_KEY)).some((e) => e.total === 5),
    "the readable result kept",
  );

  // then storage that keeps nothing: said at once, with the export; nothing stored is touched
  const before = await page.evaluate(() => ({ ...localStorage }));
  page = await openPage(ctx, null);
  await page.goto(tableUrl(99).replace("?pace=0", "?pace=0&full=1"));
  await page.locator("dialog.main input[autocomplete=nickname]").fill("Ben");
  await page.getByRole("button", { name: "Start my sheet" }).click();
  await page.waitForSelector(".notice:not([hidden])");
  assert.match(await page.locator(".notice").textContent(), /not keeping this game .*storage is full, or this is a private window/);
  await page.locator(".notice").getByRole("button", { name: "Export this game" }).click();
  await page.waitForSelector("dialog.saves[open]");
  await page.keyboard.press("Escape");
  await finishSheet(page, 2);
  assert.match(await page.locator("dialog.main .link-text").inputValue(), /#result=/);
  assert.deepEqual(await page.locator("dialog.main .ranking li.mine bdi").allTextContents(), ["Ben"]);
  assert.match(await page.locator("dialog.main .ranking-box").textContent(), /not keeping results now/);
  const config = await page.evaluate(() => window.__skyline.game.config());
  const other = await resultLink(page, { config, name: "Cleo", spot: 5, moves: 2, last: { type: "stop" } });
  assert.match(await add(page, other.link), /Added: Cleo/);
  assert.equal((await lines(page)).length, 2, "the ranking goes on in the page");
  assert.deepEqual(await page.evaluate(() => ({ ...localStorage })), before, "nothing stored was touched");
  assert.deepEqual(page.errors, []);
  await ctx.close();
});

test("the table dialog says its link holds the dice, and names nobody", async () => {
  await site.withPage({ at: "index.html?pace=0" }, async (page) => {
    await page.locator('label[data-game="construction-sight"]').click();
    await page.locator("#at-table").click();
    await page.waitForSelector("dialog.main[open] .link-text");
    const text = await page.locator("dialog.main").textContent();
    assert.match(text, /link holds the game's seed.*fine among friends.*roll them at the table/s);
    assert.doesNotMatch(await page.locator("dialog.main .link-text").inputValue(), /names=/);
    assert.deepEqual(page.errors, []);
  });
});
