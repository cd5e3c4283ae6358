// Cityscape between rounds (issue 33): the last block of a round, placed, says the round is
// ready to score (not "pick a block height"); after round 1's scores the device is passed
// again, as before round 1, and no seat's goal form is in the page until its seat confirms.

import assert from "node:assert/strict";
import { test } from "node:test";
import { cityscapeRoundNearlyBuilt, putAutosave, ready, setupGame, shot, statusSays, useSite } from "./helpers.mjs";

const site = useSite();
const SEATS = ["Ana", "Ben"].map((name) => ({ name, kind: "human" }));

/** Seats whose goals (or goal forms) are in the DOM now. */
const secretSeats = (page) =>
  page.evaluate(() => [...document.querySelectorAll("[data-goals-seat]")].map((e) => Number(e.getAttribute("data-goals-seat"))));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`after round 1's scores the device is passed again at ${viewport.width}, with no goal form in the page`, {
    timeout: 90_000,
  }, async () => {
    await site.withPage({ at: "?pace=0", viewport }, async (page) => {
      await setupGame(page, { players: 2, seats: SEATS, rounds: 2, seed: 4 });
      await putAutosave(page, { game: "cityscape", seats: SEATS, save: await cityscapeRoundNearlyBuilt(page, 3) });
      await page.reload();
      await ready(page);
      const last = await page.evaluate(() => window.__skyline.game.toAct()[0]);
      const a = await page.evaluate((s) => window.__skyline.game.legalActions(s)[0], last);
      await page.locator(`dialog.hand[open] [data-handover-to="${last}"]`).click();
      await page.waitForFunction((s) => window.__skyline.viewer === s && !document.querySelector("dialog.hand[open]"), last);
      await page.locator(`.hbtn[data-height="${a.height}"]`).click();
      await page.locator(`.lot[data-lot="${a.lot}"]`).click();

      // placed, not made: the status says what is true now, in one line of words
      const st = await statusSays(page, /ready to score/);
      assert.match(st, /the round is ready to score: press “Score the round”, or Undo to take your block back\./, st);
      assert.doesNotMatch(st, /pick a block height|1 blocks/, st);
      const score = page.locator(".statusbar [data-reveal]");
      // "Score the round" on one line, even on a phone
      const lines = await score.evaluate((b) => {
        const r = document.createRange();
        r.selectNodeContents(b);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      });
      assert.equal(lines, 1, "the button's words on one line");
      await page.screenshot({ path: shot(`cityscape-ready-to-score-${viewport.width}.png`) });
      await score.click();

      // round 1's scores: shown to the table, no goals of round 2 behind them
      await page.waitForSelector("dialog.main[open]");
      assert.deepEqual(await secretSeats(page), [], "no goal form behind the scores");
      await page.locator("dialog.main").getByRole("button", { name: "Continue" }).click();

      // the hand-over, as before round 1: nobody's goals in the page until a seat confirms
      await page.waitForSelector("dialog.hand[open] [data-handover-to]");
      assert.deepEqual(await secretSeats(page), [], "no goal form behind the hand-over");
      assert.equal(await page.evaluate(() => window.__skyline.viewer), null, "nobody holds the device");
      await page.screenshot({ path: shot(`cityscape-round-2-handover-${viewport.width}.png`) });
      const to = Number(await page.locator("dialog.hand[open] [data-handover-to]").first().getAttribute("data-handover-to"));
      await page.locator(`dialog.hand[open] [data-handover-to="${to}"]`).click();
      await page.waitForSelector(`.goalform[data-goals-seat="${to}"]`);
      assert.deepEqual([...new Set(await secretSeats(page))], [to], "only the seat that confirmed");
      // a chosen goal reads whole in its menu ("2 · 2 in view", not "2 · 2 in vi…")
      const sel = page.locator(".goalform select").first();
      await sel.selectOption("2");
      const [text, room] = await sel.evaluate((s) => {
        const c = document.createElement("canvas").getContext("2d");
        c.font = getComputedStyle(s).font;
        return [c.measureText(s.selectedOptions[0].textContent).width, s.clientWidth - 40];
      });
      assert.ok(text <= room, `the goal's words fit its menu (${text} of ${room} px)`);
      assert.deepEqual(page.errors, []);
    });
  });
}
