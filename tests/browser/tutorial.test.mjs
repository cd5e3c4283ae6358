// Learn by playing (www/tutorial.js): each game's lesson completed on a phone and a laptop by
// following only what the bubble points at (its ringed target, else its Next button); a move
// it did not teach is refused in the bubble's own words; a reload comes back to the same step;
// the lesson's game ends, its score is explained, and "Play a real game" starts a fresh one.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { ready, shot, siteDir, useSite } from "./helpers.mjs";

const site = useSite();
/** @type {{id: string, name: string, lesson?: boolean}[]} */
let lessons = [];
before(async () => {
  const catalog = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
  lessons = catalog.filter((g) => g.lesson);
});

/** A lesson that stops before its game ends (its script says so), leaving the game to play on. */
const endsEarly = (id) =>
  JSON.parse(fs.readFileSync(path.join(siteDir(), "www", "games", `${id}-tutorial.json`), "utf8")).endsEarly === true;

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 900 } },
];

const bubble = (page) =>
  page.evaluate(() => {
    const b = document.querySelector(".tut");
    const s = window.__skyline;
    return {
      text: b?.querySelector(".tut-say")?.textContent ?? null,
      count: b?.querySelector(".tut-count")?.textContent ?? "",
      ringed: document.querySelectorAll(".tut-target").length,
      over: s.game.isOver(),
      moves: s.game.history().length,
      focus: document.activeElement?.tagName ?? "",
    };
  });

/** What a press must change: the bubble's words, what is ringed, the game's moves, what the page shows. */
const sig = () =>
  JSON.stringify([
    document.querySelector(".tut .tut-say")?.textContent,
    [...document.querySelectorAll(".tut-target")].map((e) => e.outerHTML.slice(0, 120)),
    window.__skyline.game.history().length,
    document.querySelector(".play")?.textContent, // a count moved, a die selected
  ]);

/** Presses what the bubble points at (its ringed target, else its first button) until it offers
 * a real game; `keys`: by the keyboard alone, Enter on whatever has focus. */
async function follow(page, id, size, keys = false) {
  for (let n = 0; n < 200; n++) {
    await page.waitForFunction(() => document.querySelector(".tut")?.isConnected, null, { timeout: 10_000 });
    // the game's end: its score explained line by line, then back to the lesson's last words
    if (await page.evaluate(() => window.__skyline.game.isOver()))
      await page.waitForSelector("dialog.main[open]", { timeout: 10_000 }).catch(() => {});
    if (await page.locator("dialog.main[open]").count()) {
      const over = await page.evaluate(() => window.__skyline.game.isOver());
      // a lesson that stops early may pass a milestone's summary on the way: read, then Continue
      assert.ok(over || endsEarly(id), `${id} (${size}): a dialog opened before the end`);
      if (!over) {
        await page.screenshot({ path: shot(`tutorial-${id}-${size}-milestone.png`) });
        if (keys) await page.keyboard.press("Enter");
        else await page.locator("dialog.main[open] button", { hasText: "Continue" }).click();
        await page.waitForFunction(() => !document.querySelector("dialog.main[open]"));
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        continue;
      }
      assert.match(await page.locator("dialog.main").innerText(), /\d+ points?/);
      await page.screenshot({ path: shot(`tutorial-${id}-${size}-scores.png`) });
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => !document.querySelector("dialog.main[open]"));
    }
    const b = await bubble(page);
    assert.notEqual(b.focus, "BODY", `${id} (${size}): focus is on the page itself at "${b.text}"`);
    if (await page.locator(".tut button", { hasText: "Play a real game" }).count()) return b;
    const was = await page.evaluate(sig);
    // a move placed and waiting for its reveal (Construction Sight's Next roll): a second press
    // sooner than 0.4 s is taken for a slip, as a person's would be
    if (await page.locator(".statusbar [data-reveal]:not([hidden])").count()) await page.waitForTimeout(450);
    if (process.env.TUT_DEBUG) console.log(size, was.slice(0, 300));
    // a step that explains waits for Next (its ring only shows where); a move, for its ringed target
    const next = page.locator(".tut button", { hasText: /^Next$/ });
    if (keys && !(await page.locator("select.tut-target").count())) {
      // focus is on what the bubble points at (or on its Next)
      const on = await page.evaluate(() => {
        const a = document.activeElement;
        return a?.classList.contains("tut-target") || (a?.closest(".tut") && a.textContent === "Next");
      });
      assert.ok(on, `${id} (${size}): focus is not on what the bubble points at ("${b.text}")`);
      await page.keyboard.press("Enter");
    } else if (await next.count()) await next.click();
    else if (await page.locator("select.tut-target").count()) {
      // a select the bubble points at: set to the value the bubble names
      const want = await page.evaluate(() => {
        const t = window.__skyline.game.tutor;
        return t.s.steps[t.at()].do[t.k].value;
      });
      await page.locator("select.tut-target").selectOption(want);
    } else await page.locator(".tut-target").first().click();
    // something follows each press: the ring moves on, the step changes or the game moves
    for (const t = Date.now(); (await page.evaluate(sig)) === was; await page.waitForTimeout(50))
      assert.ok(Date.now() - t < 10_000, `${id} (${size}): nothing changed after pressing at "${b.text}"`);
    // the bubble follows once the page has drawn
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  throw new Error(`${id} (${size}): the lesson did not end`);
}

test("every lesson is completed at both sizes by following only the bubble", async () => {
  assert.ok(lessons.length > 0, "no game has a lesson");
  for (const g of lessons)
    for (const { name, ...opts } of SIZES)
      await site.withPage({ at: "?pace=0", ...opts }, async (page) => {
        await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
        await page.locator("#learn-btn").click();
        await page.waitForSelector(".tut .tut-say");
        const first = await bubble(page);
        assert.match(first.count, /step 1 of \d+/);
        await page.screenshot({ path: shot(`tutorial-${g.id}-${name}-start.png`) });
        // the bubble never reaches past the screen's edge
        const box = await page.locator(".tut").boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= opts.viewport.width + 0.5, `${g.id} (${name}): the bubble is past the edge`);
        const end = await follow(page, g.id, name);
        const early = endsEarly(g.id);
        assert.equal(end.over, !early, `${g.id} (${name}): the game is over at the lesson's end unless the lesson ends early`);
        await page.screenshot({ path: shot(`tutorial-${g.id}-${name}-end.png`) });
        if (early && name === "phone") {
          // "Play this game on": the lesson's game, from where it stopped, as an ordinary game
          await page.locator(".tut button", { hasText: "Play this game on" }).click();
          await page.waitForFunction(() => !window.__skyline.game.tutor && !document.querySelector(".tut, .tut-target"));
          assert.equal(await page.evaluate(() => window.__skyline.game.history().length), end.moves, "the game goes on from there");
          assert.equal(await page.evaluate(() => window.__skyline.game.entered()), false, "on the page's own dice");
        } else {
          // "Play a real game": the same players, a game of its own, the lesson gone
          await page.locator(".tut button", { hasText: "Play a real game" }).click();
          // a city left under way (a lesson that stops early) is replaced only when its player says so
          if (early) await page.getByRole("button", { name: "Start the new game" }).click();
          await page.waitForFunction(() => !window.__skyline.game.tutor && !document.querySelector(".tut, .tut-target"));
          // no move made yet (a game that opens with a roll has rolled)
          assert.equal(await page.evaluate(() => window.__skyline.game.history().filter((e) => !e.chance).length), 0);
        }
        assert.deepEqual(page.errors, []);
      });
});

test("every lesson can be followed by the keyboard alone: focus is always on what the bubble points at", async () => {
  for (const g of lessons)
    await site.withPage({ at: "?pace=0", viewport: { width: 1366, height: 900 } }, async (page) => {
      await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
      // from the rules panel this time
      await page.getByRole("button", { name: /^Rules of / }).click();
      await page.locator("dialog.rules[open] [data-learn]").click();
      await page.waitForSelector(".tut .tut-say");
      const end = await follow(page, g.id, "keyboard", true);
      assert.equal(end.over, !endsEarly(g.id));
      assert.deepEqual(page.errors, []);
    });
});

test("a move the lesson did not teach is refused in the bubble's words, and a reload resumes the step", async () => {
  for (const g of lessons)
    await site.withPage({ at: "?pace=0" }, async (page) => {
      await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
      await page.locator("#learn-btn").click();
      await page.waitForSelector(".tut .tut-say");
      // on to the first taught move (past the explaining steps)
      while (!(await page.locator(".tut button", { hasText: "Do this step for me" }).count())) {
        const count = await page.locator(".tut-count").textContent();
        await page.locator(".tut button", { hasText: /^Next$/ }).click();
        await page.waitForFunction((c) => document.querySelector(".tut-count")?.textContent !== c, count);
      }
      const taught = await bubble(page);
      // an untaught move, made as the page makes a person's move: refused in the bubble's words
      const other = await page.evaluate(() => {
        const g = window.__skyline.game;
        const key = (v) =>
          JSON.stringify(v, (_, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
        const want = key(g.tutor.s.steps[g.tutor.at()].move);
        return g.legalActions(0)?.find((a) => key(a) !== want) ?? null;
      });
      if (other) {
        await page.evaluate((a) => window.__skyline.act(0, a), other);
        assert.equal(await bubble(page).then((x) => x.moves), taught.moves, `${g.id}: an untaught move was played`);
        assert.ok((await page.locator("#status").innerText()).includes(taught.text), `${g.id}: the refusal is not the bubble's words`);
      }
      // "Do this step for me" makes the taught move; a reload comes back to the step after it
      await page.locator(".tut button", { hasText: "Do this step for me" }).click();
      await page.waitForFunction((n) => window.__skyline.game.history().length > n, taught.moves);
      // past the computers' scripted replies, to the learner's next step (one with Next or a move)
      await page.waitForFunction(() =>
        [...document.querySelectorAll(".tut button")].some((b) => /^(Next|Do this step for me)$/.test(b.textContent)),
      );
      const after = await bubble(page);
      assert.notEqual(after.text, taught.text);
      await page.reload();
      await ready(page);
      await page.waitForSelector(".tut .tut-say");
      const back = await bubble(page);
      assert.equal(back.text, after.text, `${g.id}: a reload resumes the lesson at its step`);
      assert.equal(back.moves, after.moves);
      assert.deepEqual(page.errors, []);
    });
});

test("the lesson's script is fetched only when asked for", async () => {
  await site.withPage({ at: null }, async (page) => {
    const fetched = [];
    page.on("request", (r) => fetched.push(r.url()));
    await page.goto(`${site.url}?pace=0`);
    await ready(page);
    for (const g of lessons) await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
    assert.deepEqual(
      fetched.filter((u) => /tutorial/.test(u)),
      [],
      "the chooser fetched a lesson",
    );
  });
  assert.ok(fs.existsSync(path.join(siteDir(), "www", "tutorial.js")));
});
