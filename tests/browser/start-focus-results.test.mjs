// A first game in one click at laptop and phone sizes; focus and scroll follow the game
// (start, goals locked, undo); starting over asks first; every kind of result reads right;
// the shell knows no game's words; seats up to eight have colour plus a second cue.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { lockGoals, shot, useSite } from "./helpers.mjs";

const site = useSite();

/** Where things are, relative to the screen. */
const where = (page) =>
  page.evaluate(() => {
    const r = (sel) => {
      const e = document.querySelector(sel);
      if (!e) return null;
      const b = e.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom };
    };
    const a = document.activeElement;
    return {
      h: innerHeight,
      status: r(".statusbar"),
      board: r(".cs-board"),
      focus: a === document.body ? "body" : `${a.tagName}.${a.className}`,
      inGame: !!document.querySelector(".cs")?.contains(a),
      inForm: !!document.querySelector(".goalform")?.contains(a),
    };
  });

function inView(w, what) {
  assert.ok(w.status && w.status.top >= 0 && w.status.bottom <= w.h, `${what}: the status line is on screen (${JSON.stringify(w.status)})`);
  assert.ok(w.board && w.board.top < w.h - 100 && w.board.bottom > 100, `${what}: the board is on screen (${JSON.stringify(w.board)})`);
}

for (const [width, height, touch] of [
  [1280, 800, false],
  [390, 844, true],
]) {
  test(`one click starts a game at ${width}×${height}; focus follows the game`, { timeout: 60_000 }, async () => {
    const device = touch ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {};
    await site.withPage({ at: "?pace=0", viewport: { width, height }, ...device }, async (page) => {
      const quick = page.locator("#quick");
      assert.match(await quick.innerText(), /Play Cityscape against the computer/);
      const box = await quick.boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= height, `the one-click button is above the fold (${JSON.stringify(box)})`);
      const how = await page.locator("#howto-btn").boundingBox();
      assert.ok(how && how.y + how.height <= height, "the illustrated how-to is reachable from the chooser, above the fold");
      assert.equal(await page.locator("details#more").evaluate((d) => d.open), false, "the full setup waits under More options");
      if (touch) await quick.tap();
      else await quick.click();
      await page.waitForSelector(".goalform");
      const cfg = await page.evaluate(() => ({ ...window.__skyline.game.config(), seats: window.__skyline.seats }));
      assert.equal(cfg.players, 2);
      assert.equal(cfg.rounds, 2, "the quick game");
      assert.deepEqual(
        cfg.seats.map((s) => s.kind),
        ["human", "normal"],
      );
      let w = await where(page);
      assert.ok(w.inForm, `after Start, focus is on the goal form (${w.focus})`);
      inView(w, "after Start");
      await page.screenshot({ path: shot(`start-${width}.png`) });

      await lockGoals(page);
      await page.waitForFunction(() => {
        const s = window.__skyline;
        return s.game.view().phase === "building" && s.thinking === null && s.game.toAct()[0] === 0;
      });
      w = await where(page);
      assert.ok(w.inGame, `after locking goals, focus is in the game (${w.focus})`);
      inView(w, "after locking goals");

      // build once (the computer replies), then undo: focus comes back to the board's controls
      await page.locator(".hbtn:not([disabled])").first().click();
      await page.locator('.lot[data-lot="5"]').click();
      await page.waitForFunction(() => window.__skyline.game.history().length === 4 && window.__skyline.thinking === null);
      await page.locator(".undo").click();
      await page.waitForFunction(() => window.__skyline.game.history().length === 2);
      w = await where(page);
      assert.ok(w.inGame, `after undo, focus is in the game (${w.focus})`);
      inView(w, "after undo");
      assert.deepEqual(page.errors, []);
    });
  });
}

test("setup takes its limits from the engine; the rules name the table's options; the how-to opens", { timeout: 30_000 }, async () => {
  await site.withPage({}, async (page) => {
    await page.locator("details#more > summary").click();
    const rounds = await page.$$eval("select[name=rounds] option", (os) => os.map((o) => Number(o.value)));
    assert.deepEqual(
      rounds,
      Array.from({ length: 12 }, (_, i) => i + 1),
      "1 to the engine's maximum of rounds",
    );
    assert.deepEqual(await page.$$eval("select[name=firstBuilder] option", (os) => os.map((o) => o.textContent)), ["Player 1", "Player 2"]);
    await page.locator("select[name=takeBack]").selectOption("false");
    await page.locator("select[name=firstBuilder]").selectOption("1");
    await page.locator(".setup").getByRole("button", { name: "Rules of Cityscape" }).click();
    await page.waitForSelector("dialog.rules[open] .prose h2");
    const rules = await page.locator("dialog.rules").innerText();
    assert.match(rules, /youngest/);
    assert.match(rules, /at this table player 2 starts/);
    assert.match(rules, /each of them starts two rounds/);
    assert.match(rules, /1 to 12 rounds/);
    assert.match(rules, /At this table it is off/);
    await page.locator("dialog.rules [data-howto]").click();
    await page.waitForSelector("dialog.howto[open] canvas.howto-canvas");
    assert.equal(await page.locator("dialog.howto figure").count(), 3, "sightlines, twins, tallest");
    await page.locator("dialog.howto").getByRole("button", { name: "Close" }).click();
    await page.locator("#start").click();
    await page.waitForSelector(".goalform");
    const cfg = await page.evaluate(() => window.__skyline.game.config());
    assert.equal(cfg.takeBack, false);
    assert.equal(cfg.firstBuilder, 1);
    assert.deepEqual(page.errors, []);
  });
});

test("a new game while one is in progress asks first; keeping it keeps it", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator("#quick").click();
    await page.waitForSelector(".goalform");
    await lockGoals(page, () => 4);
    await page.waitForFunction(() => window.__skyline.game.view().phase === "building");
    const hash = await page.evaluate(() => window.__skyline.game.stateHash());
    const saved = await page.evaluate(() => localStorage.getItem(`skyline-table:${new URL(".", location.href).pathname}:autosave`));
    await page.getByRole("button", { name: "New game" }).click();
    await page.locator("#quick").click();
    await page.waitForSelector("dialog.ask[open]");
    assert.match(await page.locator("dialog.ask").innerText(), /Replace the game in progress/);
    await page.getByRole("button", { name: "Keep my game" }).click();
    assert.equal(
      await page.evaluate(() => localStorage.getItem(`skyline-table:${new URL(".", location.href).pathname}:autosave`)),
      saved,
      "the autosave is untouched",
    );
    await page.locator("#back-to-game").click();
    assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), hash);
    await page.getByRole("button", { name: "New game" }).click();
    await page.locator("#quick").click();
    await page.getByRole("button", { name: "Start the new game" }).click();
    await page.waitForSelector(".goalform");
    assert.notEqual(await page.evaluate(() => window.__skyline.game.stateHash()), hash);
    assert.deepEqual(page.errors, []);
  });
});

test("every result kind reads right: ranked ties, solo level, team won or lost, negatives", { timeout: 30_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator("#quick").click();
    await page.waitForSelector(".goalform");
    const line = (label, points) => ({ label, points });
    const cases = {
      tie: {
        kind: "ranked",
        winners: [0, 1],
        scores: [
          { seat: 0, total: 40, lines: [line("a", 40)] },
          { seat: 1, total: 40, lines: [line("b", 40)] },
        ],
      },
      one: {
        kind: "ranked",
        winners: [1],
        scores: [
          { seat: 0, total: -5, lines: [line("penalty", -5)] },
          { seat: 1, total: 12, lines: [line("b", 12)] },
        ],
      },
      solo: {
        kind: "solo",
        winners: [],
        level: "Master planner",
        notes: ["Challenge met"],
        scores: [{ seat: 0, total: 93, lines: [line("a", 95), line("late", -2)] }],
      },
      soloNone: { kind: "solo", winners: [], scores: [{ seat: 0, total: -3, lines: [line("late", -3)] }] },
      won: {
        kind: "team",
        won: true,
        grade: "A thriving city",
        winners: [0, 1],
        scores: [
          { seat: 0, total: 10, lines: [] },
          { seat: 1, total: 8, lines: [] },
        ],
      },
      lost: {
        kind: "team",
        won: false,
        grade: "Not this time",
        winners: [],
        scores: [
          { seat: 0, total: 2, lines: [] },
          { seat: 1, total: -1, lines: [line("x", -1)] },
        ],
      },
    };
    const out = {};
    for (const [k, r] of Object.entries(cases)) out[k] = await page.evaluate((res) => window.__skyline.previewResult(res), r);
    for (const [k, o] of Object.entries(out)) assert.doesNotMatch(o.text + o.status, /undefined|NaN|null/, `${k}: no holes`);
    assert.match(out.tie.status, /A tie: Ana and Ben share the win/);
    assert.match(out.tie.text, /share the win/);
    assert.match(out.one.status, /Ben wins/);
    assert.match(out.one.text, /−5/, "a negative total shows its minus sign");
    assert.doesNotMatch(out.solo.text + out.solo.status, /wins|winner/, "nobody 'wins' a solo game");
    assert.match(out.solo.text, /93 points/);
    assert.match(out.solo.text, /Level reached: Master planner/);
    assert.match(out.solo.text, /Challenge met/);
    assert.match(out.solo.text, /−2/);
    assert.match(out.soloNone.text, /Below the first level/);
    assert.match(out.won.text, /The team won!/);
    assert.match(out.won.text, /A thriving city/);
    assert.match(out.lost.status, /The team lost: Not this time/);
    assert.doesNotMatch(out.lost.text, /winner/);
    assert.deepEqual(page.errors, []);
  });
});

test("the shell has no game's words; seats up to eight differ by colour and by a second cue", { timeout: 30_000 }, async () => {
  // the page: www/app.js and its parts in www/app/
  const www = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "www");
  const files = ["app.js", ...fs.readdirSync(path.join(www, "app")).map((f) => `app/${f}`)];
  for (const f of files) {
    const src = fs.readFileSync(path.join(www, f), "utf8");
    for (const word of [/goal/i, /cityscape/i, /\bblocks?\b(?!:)/i, /\blots?\b/i, /building/i, /\bround/i])
      assert.doesNotMatch(src, word, `${f} mentions ${word}`);
  }
  await site.withPage({}, async (page) => {
    const looks = await page.evaluate(() =>
      Array.from({ length: 8 }, (_, i) => {
        const d = document.createElement("span");
        d.className = `seat-dot seat-c${i}`;
        d.textContent = String(i + 1);
        document.body.append(d);
        const cs = getComputedStyle(d);
        const r = { colour: cs.backgroundColor, cue: `${cs.borderRadius}|${cs.outlineStyle}|${cs.boxShadow}`, text: d.textContent };
        d.remove();
        return r;
      }),
    );
    assert.equal(new Set(looks.map((l) => l.colour)).size, 8, "eight colours");
    assert.equal(new Set(looks.map((l) => l.cue)).size, 8, "eight shapes or outlines, for anyone who cannot tell the colours apart");
    assert.deepEqual(
      looks.map((l) => l.text),
      ["1", "2", "3", "4", "5", "6", "7", "8"],
    );
  });
});
