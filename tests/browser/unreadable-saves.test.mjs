// A save or a link's game that cannot be read says what is wrong with the text in a player's
// words (www/saves.js WHY, from the engine's code), never how a parser failed on it; and it
// changes nothing. On a phone and on a laptop.

import assert from "node:assert/strict";
import { test } from "node:test";
import { ready, SAVE_KEY, useSite } from "./helpers.mjs";

const site = useSite();

// What a parser would say: none of it may reach a player.
const PARSER = /character \d|position \d|JSON|unterminated|unexpected|expected|field `|SyntaxError/i;

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Pastes `text` into Save & load and presses "Load this save"; returns what the dialog says. */
async function loadSays(page, text) {
  const box = page.locator('textarea[aria-label="Saved game to load"]');
  const err = page.locator("dialog.saves .err");
  await err.evaluate((e) => {
    e.textContent = "";
  });
  await box.fill(text);
  await page.getByRole("button", { name: "Load this save" }).click();
  await page.waitForSelector("dialog.saves .err:not(:empty)", { timeout: 15000 });
  return err.textContent();
}

for (const viewport of SIZES) {
  test(`an unreadable save says why in a player's words, and changes nothing (${viewport.width} px)`, { timeout: 90_000 }, async () => {
    await site.withPage({ at: "index.html#game=skyline&players=1&seed=5", viewport }, async (page) => {
      await page.waitForSelector(".play:not([hidden])");
      const save = await page.evaluate(() => window.__skyline.game.save());
      const before = await page.evaluate(() => window.__skyline.game.stateHash());
      const stored = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
      await page.getByRole("button", { name: "Save & load" }).click();
      await page.waitForSelector("dialog.saves[open]");

      const cases = [
        [save.slice(0, save.length - 40), /^That save could not be loaded: this text is not a whole save; it may have been cut short\./],
        [save.slice(0, 30), /not a whole save; it may have been cut short/],
        ["My city, 42 points, beat that!", /this text is not a saved game\. A save is the whole text that "Save & load" copies/],
        ['{"note": "not a game"}', /this text is not a Skyline Table save/],
        [save.replace('"game":"skyline"', '"game":"chess"'), /a game this site does not have \("chess"\)/],
        [save.replace(/"hash":"[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith("0") ? "1" : "0")), /changed or damaged/],
        [save.replace('"format":"skyline-table/2"', '"format":"skyline-table/9"'), /another version of Skyline Table/],
      ];
      for (const [text, says] of cases) {
        assert.notEqual(text, save);
        const said = await loadSays(page, text);
        assert.match(said, says);
        assert.doesNotMatch(said, PARSER, `a parser's words: ${said}`);
      }
      // an empty box (or only spaces) asks for a save first
      assert.equal(await loadSays(page, "   "), "Paste a saved game first.");
      // a hostile, oversized paste is refused as it arrives, before the page holds it
      const err = page.locator("dialog.saves .err");
      await err.evaluate((e) => {
        e.textContent = "";
      });
      await page.locator('textarea[aria-label="Saved game to load"]').fill(`{"app":"skyline-table","save":"${"x".repeat(300_000)}"}`);
      await page.waitForSelector("dialog.saves .err:not(:empty)");
      assert.match(await err.textContent(), /it is 30\d KB, and a save can be at most 250 KB/);
      assert.equal(await page.locator('textarea[aria-label="Saved game to load"]').inputValue(), "");
      // the message fits the screen
      const box = await err.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `message past the edge: ${JSON.stringify(box)}`);

      // nothing changed: the same game, the same autosave
      assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), before);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), stored);
      assert.deepEqual(page.errors, []);
    });
  });
}

test("before any game is open, a cut-short save is still told apart from one that is not a save", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "index.html", viewport: SIZES[0] }, async (page) => {
    await page.getByRole("button", { name: "Save & load" }).click();
    const said = await loadSays(page, '{"app":"skyline-table","v":1,"game":"cityscape","seats":[{"name":"Ana"');
    assert.match(said, /not a whole save; it may have been cut short/);
    assert.doesNotMatch(said, PARSER);
    assert.match(await loadSays(page, "<html>hello</html>"), /this text is not a saved game/);
    assert.ok(await page.locator(".setup:not([hidden])").isVisible());
    assert.deepEqual(page.errors, []);
  });
});

test("an autosave cut short says so on reload, in a player's words, and is kept", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "index.html#game=skyline&players=1&seed=6", viewport: SIZES[1] }, async (page) => {
    await page.waitForSelector(".play:not([hidden])");
    await page.waitForFunction((k) => localStorage.getItem(k), SAVE_KEY);
    const whole = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
    const cut = whole.slice(0, Math.floor(whole.length / 2));
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, cut]);
    await page.goto(page.url().split("#")[0]);
    await ready(page);
    await page.waitForSelector(".notice:not([hidden])");
    const said = await page.locator(".notice").textContent();
    assert.match(said, /Your last game could not be reopened: this text is not a whole save; it may have been cut short/);
    assert.doesNotMatch(said, PARSER);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), cut);
    assert.deepEqual(page.errors, []);
  });
});
