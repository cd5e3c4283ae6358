// The shell without sight, for every game of the catalog: a heading naming the game, one polite
// live region, the menu's dialogs opened and closed by keyboard with focus coming back to the
// button that opened them, no two controls of a screen sharing a name, no axe-core WCAG 2.1
// A/AA violation, and an unchanged status line never announced again.

import assert from "node:assert/strict";
import path from "node:path";
import { before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { axeViolations, duplicateNames, focusedName, liveRegions, tabTo, watchFocus, watchSaid } from "./a11y.mjs";
import { openMore, setupGame, shot, siteDir, useSite } from "./helpers.mjs";

const site = useSite();
/** @type {{id: string, name: string, minPlayers: number, hiddenInformation: boolean}[]} */
let games = [];
before(async () => {
  games = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
});

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 900 } },
];

for (const size of SIZES) {
  test(`the setup screen, all options open, at ${size.name} size: names apart, no axe violation`, async () => {
    await site.withPage({ at: "?pace=0", ...size }, async (page) => {
      const focus = await watchFocus(page);
      await openMore(page);
      for (const g of games) {
        await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
        assert.deepEqual(await duplicateNames(page), [], `${g.id}: controls of the setup share a name`);
        assert.deepEqual(await axeViolations(page), [], `${g.id}: the setup screen`);
      }
      assert.deepEqual(await focus.lost(), []);
    });
  });

  test(`every game's screen at ${size.name} size: a heading, one live region, the menu's dialogs by keyboard`, {
    timeout: 120_000,
  }, async () => {
    for (const g of games) {
      await site.withPage({ at: "?pace=0", ...size }, async (page) => {
        const focus = await watchFocus(page);
        const said = await watchSaid(page);
        await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
        const seats = Array.from({ length: Math.max(2, g.minPlayers) }, (_, i) => ({
          name: ["Ana", "Ben"][i],
          kind: i ? "easy" : "human",
        }));
        await setupGame(page, { seats, seed: 3 });
        await page.waitForTimeout(300);
        assert.deepEqual(await page.locator("h1:visible, h1.sr").allTextContents(), [g.name], `${g.id}: one h1, the game's name`);
        assert.equal(await liveRegions(page), 1, `${g.id}: one polite live region on the game's screen`);
        assert.deepEqual(await duplicateNames(page), [], `${g.id}: controls of the game's screen share a name`);
        assert.deepEqual(await axeViolations(page), [], `${g.id}: the game's screen`);
        await page.screenshot({ path: shot(`a11y-shell-${g.id}-${size.name}.png`) });
        for (const menu of [/^Rules$/, /^Save & load$/]) {
          await page.locator("#status").focus();
          await tabTo(page, menu, { back: true });
          await page.keyboard.press("Enter");
          await page.waitForSelector("dialog[open]");
          assert.deepEqual(await axeViolations(page), [], `${g.id}: the ${menu.source} dialog`);
          assert.deepEqual(await duplicateNames(page), [], `${g.id}: controls of the ${menu.source} dialog share a name`);
          await page.keyboard.press("Escape");
          await page.waitForFunction(() => !document.querySelector("dialog[open]"));
          assert.match(await focusedName(page), menu, `${g.id}: focus is back on the button that opened the ${menu.source} dialog`);
        }
        assert.deepEqual(await focus.lost(), [], `${g.id}: focus fell to the page`);
        assert.deepEqual(await said.repeats(), [], `${g.id}: said again`);
        assert.deepEqual(await said.bare(), [], `${g.id}: a bare number said`);
        assert.deepEqual(page.errors, []);
      });
    }
  });
}

for (const size of SIZES) {
  test(`the hand-over and the final scores at ${size.name} size: names apart, no axe violation, focus kept`, {
    timeout: 180_000,
  }, async () => {
    for (const g of games) {
      // two people at one device: in a game with secrets, the hand-over screen comes between their turns
      if (g.hiddenInformation)
        await site.withPage({ at: "?pace=0", ...size }, async (page) => {
          await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
          await setupGame(page, {
            seats: [
              { name: "Ana", kind: "human" },
              { name: "Ben", kind: "human" },
            ],
            seed: 5,
          });
          await page.evaluate(() => {
            const s = window.__skyline;
            // until the hand-over is due (its screen may open a moment later, once its module is in)
            for (let k = 0; k < 40 && s.handover == null && !document.querySelector("dialog.hand[open]"); k++) {
              const seat = s.game.toAct()[0];
              s.act(seat, s.game.botAction(seat, "easy"));
            }
          });
          await page.waitForSelector("dialog.hand[open]");
          assert.deepEqual(await axeViolations(page), [], `${g.id}: the hand-over screen`);
          assert.deepEqual(await duplicateNames(page), [], `${g.id}: controls of the hand-over share a name`);
        });
      // a person and a computer, to the end: a round's scores closed by Enter on their
      // Continue (which has focus), as a player would
      await site.withPage({ at: "?pace=0", ...size }, async (page) => {
        const focus = await watchFocus(page);
        await page.locator(`input[name=game][value="${g.id}"]`).check({ force: true });
        await setupGame(page, {
          seats: [
            { name: "Ana", kind: "human" },
            { name: "Ben", kind: "easy" },
          ],
          seed: 5,
        });
        for (let n = 0; n < 2000; n++) {
          const at = await page.evaluate(() => {
            const s = window.__skyline;
            if (s.game.isOver()) return "over";
            if (document.querySelector("dialog.main[open]")) return "dialog";
            if (s.game.toAct().includes(0)) s.act(0, s.game.botAction(0, "easy"));
            return "play";
          });
          if (at === "over") break;
          if (at === "dialog") {
            assert.match(await focusedName(page), /^Continue$/, `${g.id}: a round's scores open on Continue`);
            await page.keyboard.press("Enter");
            await page.waitForFunction(() => !document.querySelector("dialog.main[open]"));
          } else await page.waitForTimeout(20);
        }
        await page.waitForSelector("dialog.main[open]");
        assert.deepEqual(await axeViolations(page), [], `${g.id}: the final scores`);
        assert.deepEqual(await duplicateNames(page), [], `${g.id}: controls of the final scores share a name`);
        await page.screenshot({ path: shot(`a11y-final-${g.id}-${size.name}.png`) });
        await page.keyboard.press("Escape");
        await page.waitForFunction(() => !document.querySelector("dialog[open]"));
        // the dialog's close event, which places focus when what had it is gone, comes a task
        // after its open attribute goes: wait for it (the watch below still catches focus that stays lost)
        await page
          .waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 2000 })
          .catch(() => {});
        // back on what had focus before they opened, or else on Scores: a control, never the page
        assert.notEqual(await focusedName(page), "", `${g.id}: focus after the final scores close`);
        assert.deepEqual(await focus.lost(), [], `${g.id}: focus fell to the page`);
        assert.deepEqual(page.errors, []);
      });
    }
  });
}
