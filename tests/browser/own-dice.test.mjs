// Issue 20, part 1: the table's own dice and cards. At each roll or draw the page asks what
// came up, offering exactly the engine's outcomes; a game played that way ends exactly as
// the same game with those outcomes drawn; undo may take an entered outcome back; the log
// says which outcomes were entered; a reload keeps the game waiting for the table.

import assert from "node:assert/strict";
import { test } from "node:test";
import { fillSetup, ready, startGame, statusSays, until, useSite } from "./helpers.mjs";

const site = useSite();

/** Sets up `id` in "More options" with `seats` ({name, kind}), the table's own dice, a seed; starts it. */
async function start(page, id, seats, seed) {
  await page.locator(`label[data-game="${id}"]`).click();
  await until(
    page,
    (g) => document.querySelector("input[name=game]:checked")?.value === g && document.querySelector("select[name=entered]"),
    id,
    { what: "the dice option" },
  );
  await fillSetup(page, { seats, options: { entered: "yes" }, seed });
  // named by what the game deals (Construction Sight: dice, no cards)
  assert.match(await page.locator("#quick-help").textContent(), /your own dice\./);
  await startGame(page);
}

/** Enters `dice` (Construction Sight's roll, the engine's outcome) through the panel: a part at a
 * time, then "Enter", which names the roll in the view's words. */
async function enter(page, dice) {
  await page.waitForSelector(".outcome:not([hidden]) [data-part]");
  const parts = await page.evaluate(
    (d) => window.__skyline.game.chance().find((o) => JSON.stringify(o.outcome) === JSON.stringify(d))?.parts,
    dice,
  );
  assert.ok(parts, `${dice} is offered`);
  for (const p of parts) await page.locator(`.outcome [data-part="${p}"]`).click();
  const button = page.locator(".outcome [data-enter]");
  assert.equal(await button.textContent(), `Enter: rolled ${dice.join(", ")}`);
  await button.click();
}

test("a game played with entered rolls ends exactly as the same game with those rolls drawn", { timeout: 240_000 }, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 1366, height: 900 } }, async (page) => {
    await start(
      page,
      "construction-sight",
      [
        { name: "Ana", kind: "normal" },
        { name: "Ben", kind: "normal" },
      ],
      77,
    );
    assert.equal(await page.evaluate(() => window.__skyline.game.entered()), true);
    // the same table drawing its own dice, played by the same computers, in the page's engine
    const ref = await page.evaluate(async () => {
      const { Game } = await import(new URL("www/engine.js", document.baseURI).href);
      const g = new Game("construction-sight", window.__skyline.game.config());
      while (!g.isOver()) {
        const s = g.toAct()[0];
        g.apply(s, g.botAction(s, "normal"));
      }
      const out = {
        rolls: g
          .history()
          .filter((e) => !("action" in e))
          .map((e) => e.chance),
        hash: g.stateHash(),
        result: g.result(),
      };
      g.free();
      return out;
    });
    assert.ok(ref.rolls.length > 5, "a real game");
    for (const dice of ref.rolls) {
      await until(
        page,
        () => window.__skyline.thinking === null && (window.__skyline.game.isOver() || window.__skyline.game.chance()),
        null,
        { what: "the next roll" },
      );
      await enter(page, dice);
    }
    await until(page, () => window.__skyline.game.isOver(), null, { what: "the end" });
    assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), ref.hash);
    assert.deepEqual(await page.evaluate(() => window.__skyline.game.result()), ref.result);
    // the move list says the rolls were entered
    assert.match(await page.locator(".log").textContent(), /Entered: rolled/);
    assert.doesNotMatch(await page.locator(".log").textContent(), /Chance: /);
    assert.deepEqual(page.errors, []);
  });
});

test("only possible outcomes are offered; undo takes an entered roll back; a reload keeps waiting for the table", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 }, hasTouch: true }, async (page) => {
    await start(page, "construction-sight", [{ name: "Ana", kind: "human" }], 5);
    await page.waitForSelector(".outcome:not([hidden])");
    assert.match(await page.locator("#status").textContent(), /enter what came up/);
    // three dice: each offers 1 to 6; two sixes and a five leave only what fits
    assert.deepEqual(await page.locator(".outcome [data-part]").evaluateAll((b) => b.map((x) => x.textContent)), [
      "6",
      "5",
      "4",
      "3",
      "2",
      "1",
    ]);
    // a reload while waiting: still waiting, nothing rolled
    await page.reload();
    await ready(page);
    await page.waitForSelector(".outcome:not([hidden])");
    assert.equal(await page.evaluate(() => window.__skyline.game.history().length), 0);
    await page.locator('.outcome [data-part="6"]').click();
    await page.locator('.outcome [data-picked="6"]').click(); // changed my mind: removed
    assert.equal(await page.locator(".outcome [data-picked]").count(), 0);
    for (const p of ["6", "6", "5"]) await page.locator(`.outcome [data-part="${p}"]`).click();
    assert.equal(await page.locator(".outcome [data-part]").count(), 0, "three dice are in: nothing more to pick");
    assert.equal(await page.evaluate(() => window.__skyline.game.history().length), 0, "picking enters nothing");
    await page.locator(".outcome [data-enter]").click();
    await until(page, () => window.__skyline.game.history().length === 1, null, { what: "the roll entered" });
    assert.ok(await page.locator(".outcome").isHidden());
    assert.match(await page.locator(".log").textContent(), /Entered: rolled 6, 6, 5/);
    // Undo's label names what it takes back: the roll the table entered, not a seat's move
    assert.equal(await page.locator(".undo").getAttribute("aria-disabled"), "false");
    assert.equal(await page.locator(".undo").getAttribute("aria-label"), "Undo what the table entered last: rolled 6, 6, 5");
    // a mistyped roll: Undo takes it back and the table is asked again
    await page.locator("body").press("u");
    await until(page, () => window.__skyline.game.history().length === 0, null, { what: "the roll taken back" });
    assert.match(await statusSays(page, /Taken back: rolled 6, 6, 5/), /Taken back: rolled 6, 6, 5/);
    await page.waitForSelector(".outcome:not([hidden])");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, "nothing past a phone's edge");
    assert.deepEqual(page.errors, []);
  });
});

test("Skyline with your own dice: each face offered is drawn as the die it is, by shape and letter", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 } }, async (page) => {
    await start(page, "skyline", [{ name: "Ana", kind: "human" }], 4);
    // Skyline starts by taking dice, then the roll waits for the table
    await page.evaluate(() => {
      const g = window.__skyline.game;
      window.__skyline.act(0, g.botAction(0, "normal"));
    });
    await page.waitForSelector(".outcome:not([hidden]) [data-part] .sd");
    const parts = await page
      .locator(".outcome [data-part]")
      .evaluateAll((b) => b.map((x) => [x.dataset.part, x.getAttribute("aria-label"), !!x.querySelector(".sd .sd-kind")]));
    assert.ok(parts.length > 1);
    for (const [face, label, drawn] of parts) {
      assert.ok(drawn, `${face} drawn as a die with its letter`);
      assert.match(label, /ground|upper|penthouse|roof|blank/i, `${face}: its words`);
    }
    assert.deepEqual(page.errors, []);
  });
});
