// Construction Sight by touch (issue 33): a tap inside the dashed outline of a building not
// built yet moves it there, never builds it; building is a second tap on the same cell (or
// "Build here", or Enter); once placed, the hint says what is true now. Phone and laptop.

import assert from "node:assert/strict";
import { test } from "node:test";
import { shot, useSite } from "./helpers.mjs";

const site = useSite();
const COLS = "ABCDEFGHIJ";
const cellOf = (name) => (Number(name.slice(1)) - 1) * 10 + COLS.indexOf(name[0]);

/** The outline's size and top-left cell, from the sheet's hint ("2×1, height 3, at C5 fits."). */
async function outline(page) {
  const text = await page.locator(".csi-info").textContent();
  const m = text.match(/(\d+)×(\d+), height \d+, at ([A-J]\d+)/);
  return m ? { w: Number(m[1]), d: Number(m[2]), at: cellOf(m[3]), text } : { text };
}
const moves = (page) => page.evaluate(() => window.__skyline.game.history().length);
const pending = (page) => page.locator(".statusbar [data-reveal]:not([hidden])").count();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a tap inside a building's outline moves it; a second tap on that cell builds (${viewport.width} px)`, {
    timeout: 90_000,
  }, async () => {
    const touch = { viewport, hasTouch: true, isMobile: viewport.width < 500 };
    await site.withPage({ at: "index.html?pace=0#game=construction-sight&players=1&seed=21", ...touch }, async (page) => {
      await page.waitForSelector(".csi-opt[data-build-opt]:not([disabled])");
      // the smallest building of more than one cell, with no doors to pick, so that a cell
      // inside it is not the one it sits on and it has room to move
      const opts = page.locator(".csi-opt[data-build-opt]:not([disabled])");
      let pick = -1;
      let o = null;
      for (let i = 0; i < (await opts.count()); i++) {
        await opts.nth(i).tap();
        const t = await outline(page);
        if (t.w * t.d > 1 && !/doors?\./.test(t.text) && (!o || t.w * t.d < o.w * o.d)) [pick, o] = [i, t];
      }
      assert.ok(o, "a building larger than one cell, without doors, is offered");
      await opts.nth(pick).tap();
      // put it in the middle of the sheet first (a tap on an empty cell away from it)
      await page.locator('.csi-cell[data-cell="33"]').tap();
      const before = await outline(page);
      const h0 = await moves(page);
      // the tap inside: the outline's far corner, which the building does not sit on
      const inside = before.at + (before.d - 1) * 10 + (before.w - 1);
      assert.notEqual(inside, before.at);
      await page.locator(`.csi-cell[data-cell="${inside}"]`).tap();
      await page.waitForTimeout(150);
      const after = await outline(page);
      assert.notEqual(after.at, before.at, `the tap inside moved it (${before.text} → ${after.text})`);
      assert.equal(await moves(page), h0, "a tap inside builds nothing");
      assert.equal(await pending(page), 0, "nor places it");
      await page.screenshot({ path: shot(`cs-tap-inside-${viewport.width}.png`) });
      // building: a second tap on the same cell (or, where it does not fit, the nearest spot, then "Build here")
      if (/fits\./.test(after.text)) {
        assert.match(after.text, /a second tap on that cell builds it/);
        await page.locator(`.csi-cell[data-cell="${inside}"]`).tap();
      } else {
        await page.getByRole("button", { name: "Nearest spot that fits" }).tap();
        await page.getByRole("button", { name: "Build here" }).tap();
      }
      await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
      assert.equal(await moves(page), h0, "placed, not built yet");
      // the hint says what is true now, not how to build
      const hint = await page.locator(".csi-info").textContent();
      assert.match(hint, /^Placed, not built yet: Next roll/);
      assert.doesNotMatch(hint, /tap again or press Enter to build|a second tap/);
      await page.screenshot({ path: shot(`cs-tap-placed-${viewport.width}.png`) });
      // the next roll builds it (its button wakes a moment after the placing tap, as a double tap's guard)
      await page.waitForTimeout(450);
      await page.locator('.csi-actbar [data-act="next"]').tap();
      await page.waitForFunction((n) => window.__skyline.game.history().length > n, h0);
      const built = (await page.evaluate(() => window.__skyline.game.view(0).sheets[0].structures)).at(-1);
      assert.ok(built?.cells.length === after.w * after.d, `built: ${JSON.stringify(built)}`);
      assert.deepEqual(page.errors, []);
    });
  });
}
