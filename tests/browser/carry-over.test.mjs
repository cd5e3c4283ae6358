// Nothing carries over (issue 31): what a view keeps for a person (a selected block, a
// preview, the cursor, focus, a form's draft, a dice choice) belongs to one game and one
// seat. A new game starts from nothing of the last one; the next person's screen holds
// nothing of the last person's, and focus lands on nothing that acts.

import assert from "node:assert/strict";
import { test } from "node:test";
import { lockGoals, openMore, ready, setupGame, shot, useSite } from "./helpers.mjs";

const site = useSite();
const people = (...names) => names.map((name) => ({ name, kind: "human" }));

/** Takes the device for `seat` from its hand-over screen. */
async function take(page, seat) {
  await page.locator(`dialog.hand[open] [data-handover-to="${seat}"]`).click();
  await page.waitForFunction((s) => window.__skyline.viewer === s && !document.querySelector("dialog.hand[open]"), seat);
}

/** What focus is on: "body", or the element's tag and whether it acts on a key press. */
const focusNow = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return { body: true, acts: false, inGame: false };
    const acts = a.matches("button, input, select, textarea, a[href], [role=button], .lot, .csi-cell, canvas[tabindex]");
    return { body: false, acts, inGame: !!document.querySelector(".stage")?.contains(a), what: `${a.tagName}.${a.className}` };
  });

/** Presses Start on the setup screen; answers "Replace the game in progress?", when asked, with its red button. */
async function startReplacing(page) {
  await page.locator("#start").click();
  const yes = page.locator("dialog[open]").getByRole("button", { name: "Start the new game" });
  await yes.or(page.locator(".play:not([hidden])")).first().waitFor();
  if (await yes.isVisible()) await yes.click();
  await page.waitForSelector(".play:not([hidden])");
}

test("a quick Cityscape game left before its goals, then three people on this device: Ana locks her goals", {
  timeout: 90_000,
}, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator('input[name=game][value="cityscape"]').check({ force: true });
    await page.locator("#quick").click();
    await page.waitForSelector(".goalform select");
    // Ana starts choosing on the quick table, then leaves it for a new game
    await page.locator(".goalform select").first().selectOption("3");
    await page.locator(".nav").getByRole("button", { name: "New game" }).click();
    await openMore(page);
    await page.locator('label:has(> input[name=players][value="3"])').click();
    await page.waitForFunction(() => document.querySelectorAll(".seats li").length === 3);
    const rows = page.locator(".seats li");
    for (let i = 0; i < 3; i++) await rows.nth(i).locator("select").selectOption("human");
    await startReplacing(page);
    await take(page, 0);
    await lockGoals(page);
    await page.locator('dialog.hand[open] [data-handover-to="1"]').or(page.locator(".goalform .err:not(:empty)")).first().waitFor();
    const err = await page.locator(".goalform .err").allInnerTexts();
    assert.deepEqual(
      err.filter((t) => t.trim()),
      [],
      "no complaint about lines that are not Ana's",
    );
    assert.equal((await page.evaluate(() => window.__skyline.game.view(0).myGoals)).length, 1, "Ana's goals for her one side");
  });
});

test("hot seat, Cityscape: after Ana builds, Ben's screen has no block chosen, no preview, and focus on nothing that acts", {
  timeout: 90_000,
}, async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await site.withPage({ at: "?pace=0", viewport }, async (page) => {
      await setupGame(page, { players: 2, seats: people("Ana", "Ben"), rounds: 1, seed: 5 });
      for (const seat of [0, 1]) {
        await take(page, seat);
        await lockGoals(page);
      }
      await take(page, 0);
      await page.locator('.hbtn[data-height="3"]').click();
      await page.locator('.lot[data-lot="5"]').focus();
      await page.keyboard.press("Enter");
      await page.waitForSelector('dialog.hand[open] [data-handover-to="1"]');
      await take(page, 1);
      const n = (await page.evaluate(() => window.__skyline.game.history())).length;
      assert.equal(await page.locator('.hbtn[aria-pressed="true"]').count(), 0, "no block height chosen for Ben");
      const f = await focusNow(page);
      assert.ok(f.inGame && !f.acts, `focus in the game on nothing that acts (${f.what})`);
      await page.screenshot({ path: shot(`carry-over-ben-${viewport.width}.png`) });
      // Enter (the last person's key, pressed once more) does nothing
      await page.keyboard.press("Enter");
      await page.keyboard.press("Space");
      assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, n, "nothing was built for Ben");
      // a lot pressed without a height asks for one: Ana's 3 is not Ben's (by the keyboard:
      // Space above may still be scrolling the page, which a pointer's click could miss)
      await page.locator('.lot[data-lot="6"]').focus();
      await page.keyboard.press("Enter");
      assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, n);
      assert.match(await page.locator("#status").innerText(), /Choose a block height first/);
    });
  }
});

test("hot seat, Construction Sight: the next person's sheet starts from nothing of the last person's", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator('input[name=game][value="construction-sight"]').check({ force: true });
    await setupGame(page, { players: 2, seats: people("Ana", "Ben"), seed: 11 });
    // the screen Ben gets after a hand-over, on a fresh page (nothing of Ana's could be there)
    const screen = () =>
      page.evaluate(() => ({
        pressed: [...document.querySelectorAll(".stage [aria-pressed=true]")].map((b) => b.textContent),
        pending: window.__skyline.game && document.querySelectorAll(".stage .pending, .stage [data-pending]").length,
      }));
    await page.waitForSelector("dialog.hand[open] [data-handover-to]");
    let to = Number(await page.locator("dialog.hand [data-handover-to]").getAttribute("data-handover-to"));
    await take(page, to);
    const fresh = await screen();
    // Ana changes what her screen shows (the plaza tools), then writes her roll
    const plaza = page.locator(".csi-modes button", { hasText: "Plaza" });
    if (await plaza.isEnabled()) await plaza.click();
    await page.evaluate((s) => {
      const g = window.__skyline.game;
      window.__skyline.act(s, g.botAction(s, "easy"));
    }, to);
    await page.waitForSelector("dialog.hand[open] [data-handover-to]");
    to = Number(await page.locator("dialog.hand [data-handover-to]").getAttribute("data-handover-to"));
    await take(page, to);
    assert.deepEqual(await screen(), fresh, "Ben's screen as a fresh one");
    const f = await focusNow(page);
    assert.ok(f.inGame && !f.acts, `focus in the game on nothing that acts (${f.what})`);
  });
});

test("Skyline: a new game opens with the dice choice of a new game, not the last game's", { timeout: 90_000 }, async () => {
  const solo = { players: 1, seats: people("Ana"), seed: 21 };
  const choice = (page) => page.locator('[data-act="take"]').innerText();
  let first = "";
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    await setupGame(page, solo);
    first = await choice(page);
  });
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    await setupGame(page, solo);
    // Ana changes her choice of dice, then starts a new game on the same dice
    await page.locator('[data-step="ground-"]').click();
    await page.locator('[data-step="penthouse+"]').click();
    const changed = await choice(page);
    assert.notEqual(changed, first, "the choice did change");
    await page.locator(".nav").getByRole("button", { name: "New game" }).click();
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    await openMore(page);
    await page.locator("#seed").fill(String(solo.seed));
    await startReplacing(page);
    await page.waitForSelector('[data-act="take"]');
    await ready(page);
    assert.equal(await choice(page), first, "the new game's own first choice");
  });
});
