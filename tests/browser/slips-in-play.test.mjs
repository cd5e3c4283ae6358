// Issue 18, bad input: keys and clicks while a computer plays, a resize in the middle of a
// move, a double click on Confirm: nothing is applied twice and nothing is lost.

import assert from "node:assert/strict";
import { test } from "node:test";
import { until, useSite } from "./helpers.mjs";

const site = useSite();

const hist = (page) => page.evaluate(() => window.__skyline.game.history());

/** A Cityscape table (a person and an easy computer) past its goals, the person to build. */
async function building(page) {
  await page.waitForSelector(".play:not([hidden])");
  await page.evaluate(() => {
    const s = window.__skyline;
    s.act(0, { type: "goals", codes: [1, 2, 3, 4, 5, 6, 1, 2] });
  });
  await until(
    page,
    () =>
      window.__skyline.thinking === null &&
      window.__skyline.game.toAct().join() === "0" &&
      window.__skyline.game.view().phase === "building",
    null,
    {
      what: "the person's first block",
    },
  );
}

test("keys and clicks while a computer plays apply nothing; its move is applied once", { timeout: 90_000 }, async () => {
  await site.withPage(
    { at: "index.html?pace=1500#game=cityscape&players=2&bots=1&level=easy&seed=31", viewport: { width: 1366, height: 900 } },
    async (page) => {
      await building(page);
      const n0 = (await hist(page)).length;
      await page.evaluate(() => {
        const g = window.__skyline.game;
        window.__skyline.act(0, g.legalActions(0)[0]);
      });
      await until(page, () => window.__skyline.thinking === 1, null, { what: "the computer's turn" });
      // a person's keys and taps while the computer plays (not Undo: that one asks to take back)
      for (const key of ["Enter", " ", "1", "2", "ArrowRight", "ArrowDown", "Enter", "r", "3", "Enter"]) await page.keyboard.press(key);
      for (const lot of [0, 5, 10])
        await page
          .locator(`.lot[data-lot="${lot}"]`)
          .click({ force: true, timeout: 2000 })
          .catch(() => {});
      await until(page, () => window.__skyline.thinking === null && window.__skyline.game.toAct().includes(0), null, {
        what: "the person's turn again",
      });
      const h = await hist(page);
      const after = h.slice(n0);
      assert.equal(after.filter((e) => e.seat === 0).length, 1, "only the person's own block");
      assert.ok(
        after.slice(1).every((e) => e.seat === 1),
        "then the computer's moves only",
      );
      assert.equal(after.filter((e) => e.seat === 1).length, 1, "the computer's block, once");
      assert.deepEqual(page.errors, []);
    },
  );
});

test("a resize in the middle of a move keeps the selected move; a double click on Confirm plays it once", { timeout: 90_000 }, async () => {
  await site.withPage(
    { at: "index.html?pace=0#game=cityscape&players=2&bots=1&level=easy&seed=32", viewport: { width: 1366, height: 900 } },
    async (page) => {
      await building(page);
      await page.getByRole("button", { name: "Confirm each move" }).click();
      const n0 = (await hist(page)).length;
      const h = await page.$eval(".hbtn:not([disabled])", (b) => Number(b.dataset.height));
      await page.locator(`.hbtn[data-height="${h}"]`).click();
      await page.locator('.lot[data-lot="7"]').click();
      assert.match(await page.locator("#status").innerText(), /Selected:/);
      // the phone is turned, then back: the selection stays, nothing is played
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(200);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.waitForTimeout(200);
      assert.equal((await hist(page)).length, n0, "nothing played by the resize");
      assert.match(await page.locator("#status").innerText(), /Selected:/);
      await page.waitForTimeout(450);
      await page.locator(".statusbar .confirm").dblclick();
      await until(page, (n) => window.__skyline.game.history().length > n, n0, { what: "the move" });
      await page.waitForTimeout(300);
      const mine = (await hist(page)).slice(n0).filter((e) => e.seat === 0);
      assert.deepEqual(mine, [{ seat: 0, action: { type: "place", lot: 7, height: h } }], "played once");
      assert.deepEqual(page.errors, []);
    },
  );
});

test("Skyline's roll is said once its dice have stopped tumbling, not while they tumble", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "index.html?pace=0#game=skyline&players=1&seed=21", viewport: { width: 390, height: 844 } }, async (page) => {
    await page.waitForSelector(".play:not([hidden])");
    await page.evaluate(() => window.__skyline.act(0, window.__skyline.game.botAction(0, "normal")));
    await page.waitForSelector(".sd.rolling");
    assert.doesNotMatch(await page.locator("#status").innerText(), /Rolled/);
    await until(page, () => !document.querySelector(".sd.rolling"), null, { what: "the animation's end" });
    await until(page, () => /Rolled: /.test(document.querySelector("#status .st-last")?.textContent || ""), null, {
      what: "the roll said once the dice stopped",
    });
    assert.deepEqual(page.errors, []);
  });
});

test("clicks and keys during Skyline's roll animation apply nothing; the dice rolled are all there after it", {
  timeout: 90_000,
}, async () => {
  await site.withPage({ at: "index.html?pace=0#game=skyline&players=1&seed=21", viewport: { width: 1366, height: 900 } }, async (page) => {
    await page.waitForSelector(".play:not([hidden])");
    // the person takes dice (as the page does it), and the roll animates
    await page.evaluate(() => {
      const g = window.__skyline.game;
      window.__skyline.act(0, g.botAction(0, "normal"));
    });
    await page.waitForSelector(".sd.rolling");
    // what came up is said once the dice have stopped, not while they tumble
    assert.doesNotMatch(await page.locator("#status .st-last").innerText(), /Rolled/, "the status tells the roll before the dice show it");
    const n0 = (await hist(page)).length;
    const dice = await page.evaluate(() => window.__skyline.game.view(0).active.length);
    // a slip during the animation: taps on a die, Enter and Space
    for (let i = 0; i < 3; i++)
      await page
        .locator('[data-die="0"]')
        .first()
        .click({ force: true, timeout: 2000 })
        .catch(() => {});
    for (const key of ["Enter", " ", "Enter"]) await page.keyboard.press(key);
    await until(page, () => !document.querySelector(".sd.rolling"), null, { what: "the animation's end" });
    assert.equal((await hist(page)).length, n0, "nothing was applied");
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).active.length), dice, "no die lost");
    assert.equal((await page.locator("[data-die]").count()) >= dice, true, "every rolled die on screen");
    assert.deepEqual(page.errors, []);
  });
});
