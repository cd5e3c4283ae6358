// Undo and redo against the computer: undo takes back your move and the computer's reply,
// as far back as you like, never across a reveal (locked goals, a scored round); redo replays
// what was taken back, until a new move is made. Bad input changes nothing and says why.
// Also "confirm each move": a first tap selects, a second tap or Confirm plays.

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  cityscapeRoundNearlyBuilt,
  lockGoals as lockAll,
  putAutosave,
  scoreIfAsked,
  setupGame,
  shot,
  statusSays,
  useSite,
} from "./helpers.mjs";

const site = useSite();
/** Ana against the easy computer. */
const SEATS = [
  { name: "Ana", kind: "human" },
  { name: "Robo", kind: "easy" },
];

const hist = (page) => page.evaluate(() => window.__skyline.game.history());
const status = (page) => page.locator("#status").innerText();
const myTurn = (page) =>
  page.waitForFunction(() => {
    const s = window.__skyline;
    return s.thinking === null && s.game.toAct()[0] === 0 && !document.querySelector("dialog[open]");
  });

async function lockGoals(page) {
  await lockAll(page);
  await page.waitForFunction(() => window.__skyline.game.view().phase === "building");
}

async function place(page, height, lot) {
  const n = (await hist(page)).length;
  await page.locator(`.hbtn[data-height="${height}"]`).click();
  await page.locator(`.lot[data-lot="${lot}"]`).click();
  await page.waitForFunction((k) => window.__skyline.game.history().length >= k + 2, n);
  await myTurn(page);
}

test("undo takes back my move and the computer's reply, redo replays them, barriers hold", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await setupGame(page, {
      players: 2,
      seats: SEATS,
      rounds: 2,
      seed: 7,
    });
    await lockGoals(page);
    await myTurn(page);
    const start = await hist(page);
    assert.equal(start.length, 2, "two goal entries");

    // Nothing to take back: goals are locked (revealed to the engine), so u changes nothing.
    await page.locator("body").press("u");
    assert.equal((await hist(page)).length, 2);
    // (issue 17: the refusal says what happened: the goals became final, nothing was revealed)
    assert.match(await statusSays(page, /Ana's goals are final/), /Ana's goals are final/);
    await page.locator("body").press("r");
    assert.match(await statusSays(page, /Nothing to redo/), /Nothing to redo/);
    assert.equal(await page.locator(".undo").getAttribute("aria-disabled"), "true");
    await page.locator(".undo").click({ force: true }); // aria-disabled, still clickable: it says why
    assert.match(await statusSays(page, /Ana.s goals are final/), /Ana.s goals are final/, "a click on a disabled undo says why");

    await place(page, 3, 5);
    await place(page, 2, 6);
    await place(page, 4, 9);
    const full = await hist(page);
    assert.equal(full.length, 8);
    assert.ok(
      full.slice(2).every((e, i) => e.seat === i % 2),
      "my moves and the computer's replies alternate",
    );

    // Three undos, by key, button and Ctrl+Z: each takes back my move and the reply after it.
    await page.locator("body").press("u");
    assert.deepEqual(await hist(page), full.slice(0, 6));
    assert.match(await statusSays(page, /took back a move and the 1 reply after it/), /took back a move and the 1 reply after it/);
    await page.locator(".undo").click();
    assert.deepEqual(await hist(page), full.slice(0, 4));
    await page.locator("body").press("Control+z");
    assert.deepEqual(await hist(page), full.slice(0, 2));
    assert.equal(await page.evaluate(() => window.__skyline.redoDepth), 3);
    // ...and no further: the goals stand.
    await page.locator("body").press("u");
    assert.deepEqual(await hist(page), full.slice(0, 2));
    assert.match(await statusSays(page, /Ana.s goals are final/), /Ana.s goals are final/);
    // Focus after undo is where I act next, on the board's controls, not the page body.
    assert.ok(await page.evaluate(() => document.querySelector(".cs").contains(document.activeElement)), "focus in the game after undo");

    // Redo replays the same actions (mine and the computer's), step by step.
    await page.locator("body").press("r");
    assert.deepEqual(await hist(page), full.slice(0, 4));
    await page.locator("body").press("Control+y");
    assert.deepEqual(await hist(page), full.slice(0, 6));
    assert.match(await statusSays(page, /Redone/), /Redone/);
    // A new move clears what was left to redo.
    await place(page, 1, 0);
    assert.equal(await page.evaluate(() => window.__skyline.redoDepth), 0);
    await page.locator("body").press("r");
    assert.match(await statusSays(page, /Nothing to redo/), /Nothing to redo/);

    // Replay with one human: that player's own goals stay on screen (nobody else's exist here);
    // a click on the board during replay says why at once.
    await page.locator(".log-move").nth(3).click();
    await page.waitForSelector(".reviewbar:not([hidden])");
    assert.equal(await page.evaluate(() => window.__skyline.review), 4);
    assert.ok((await page.locator('.chips[data-goals-seat="0"]').count()) > 0, "my goals in replay");
    assert.equal(await page.locator('[data-goals-seat]:not([data-goals-seat="0"])').count(), 0);
    await page.locator('.lot[data-lot="3"]').click({ force: true });
    assert.match(await statusSays(page, /This is a replay/), /This is a replay/);
    await page.keyboard.press("Escape");
    assert.equal(await page.evaluate(() => window.__skyline.review), null, "Escape leaves the replay");
    assert.deepEqual(page.errors, []);
  });
});

test("a scored round is a barrier; confirm-each-move selects, confirms, and ignores a double tap", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    // A save one block before the end of round 1, built with the engine itself.
    await setupGame(page, {
      players: 2,
      seats: SEATS,
      rounds: 2,
      seed: 11,
    });
    // (the computer sets its goals first, so that no autosave of its move lands after ours)
    await page.waitForFunction(() => window.__skyline.thinking === null && window.__skyline.game.history().length === 1);
    const saved = await cityscapeRoundNearlyBuilt(page, 3);
    await putAutosave(page, { game: "cityscape", seats: SEATS, save: saved });
    await page.reload();
    await page.waitForFunction(() => window.__skyline.game?.history().length === 26);
    await myTurn(page);
    const h0 = await page.$eval(".hbtn:not([disabled])", (b) => Number(b.dataset.height));
    await page.locator(`.hbtn[data-height="${h0}"]`).click();
    await page.locator('.lot[data-lot="3"]').click();
    // the round's last block is placed, not made: Undo takes it back, Score the round makes it
    await page.waitForSelector(".statusbar [data-reveal]");
    assert.equal((await hist(page)).length, 26, "nothing scored yet");
    await page.locator("body").press("u");
    assert.match(await statusSays(page, /Taken back: nothing was revealed/), /Taken back: nothing was revealed/);
    await page.locator('.lot[data-lot="3"]').click();
    assert.ok(await scoreIfAsked(page));
    await page.waitForSelector("dialog.main[open] .cs-summary");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForFunction(() => {
      const s = window.__skyline;
      return s.game.view().phase === "goals" && s.thinking === null && s.game.toAct().join() === "0";
    });
    const n = (await hist(page)).length;
    await page.locator(".undo").click({ force: true });
    assert.equal((await hist(page)).length, n, "the scored round stays scored");
    assert.match(
      await statusSays(page, /it ended the round, which was scored|Nothing to take back/),
      /it ended the round, which was scored|Nothing to take back/,
    );

    // Round 2: confirm each move.
    await lockGoals(page);
    await myTurn(page);
    await page.getByRole("button", { name: "Confirm each move" }).click();
    assert.equal(await page.getByRole("button", { name: "Confirm each move" }).getAttribute("aria-pressed"), "true");
    const before = (await hist(page)).length;
    await page.locator(".confirm").click({ force: true }); // aria-disabled until something is selected
    assert.match(await statusSays(page, /Nothing is selected/), /Nothing is selected/);
    await page.locator('.hbtn[data-height="2"]').click();
    await page.locator('.lot[data-lot="6"]').click();
    assert.equal((await hist(page)).length, before, "a first tap only selects");
    assert.match(await statusSays(page, /Selected: Ana: 2 on/), /Selected: Ana: 2 on/);
    // a quick double tap on the same lot does not play
    await page.locator('.lot[data-lot="6"]').dblclick();
    assert.equal((await hist(page)).length, before, "a double tap plays nothing");
    assert.match(await statusSays(page, /double tap/), /double tap/);
    await page.waitForTimeout(450);
    await page.locator(".confirm").click();
    await page.waitForFunction((k) => window.__skyline.game.history().length > k, before);
    assert.deepEqual((await hist(page))[before], { seat: 0, action: { type: "place", lot: 6, height: 2 } });
    await myTurn(page);
    // a second tap (not too quick) on the selected lot plays it too
    const b2 = (await hist(page)).length;
    await page.locator('.hbtn[data-height="1"]').click();
    await page.locator('.lot[data-lot="9"]').click();
    await page.waitForTimeout(450);
    await page.locator('.lot[data-lot="9"]').click();
    await page.waitForFunction((k) => window.__skyline.game.history().length > k, b2);
    assert.deepEqual(page.errors, []);
  });
});

test("Construction Sight solo: Redo places again a move Undo took back before its reveal", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 }, hasTouch: true }, async (page) => {
    await page.locator('input[name=game][value="construction-sight"]').check();
    await page.waitForSelector('select[name="sheet"]', { state: "attached" });
    await setupGame(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 12 });
    await page.waitForFunction(() => {
      const s = window.__skyline;
      return s.thinking === null && s.game.toAct().includes(0) && !!document.querySelector(".csi-modes:not([hidden])");
    });
    const redoBtn = page.locator(".statusbar .redo");
    assert.equal(await redoBtn.getAttribute("aria-disabled"), "true", "nothing to redo yet");
    const n0 = (await hist(page)).length;
    // a building placed, waiting for Next roll
    await page.locator(".csi-opt[data-build-opt]:not([disabled])").first().click();
    if (!/fits\./.test(await page.locator(".csi-info").textContent())) await page.locator('[data-act="snap"]').click();
    await page.locator('[data-act="place"]').click();
    if (await page.locator('[data-act="build"]').count()) {
      await page.getByRole("button", { name: "Place doors for me" }).click();
      await page.locator('[data-act="build"]').click();
    }
    await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
    const placed = (await status(page)).match(/Placed: ([^.]*)\./)[1];
    // Undo takes it back; Redo is usable and places the same move again (nothing is built or rolled)
    await page.locator(".statusbar .undo").click();
    assert.match(await statusSays(page, /Taken back: nothing was revealed/), /Taken back: nothing was revealed/);
    assert.equal(await page.locator(".statusbar [data-reveal]").count(), 0);
    assert.equal(await redoBtn.getAttribute("aria-disabled"), "false", "Redo is usable after undoing a placed move");
    assert.equal(await redoBtn.getAttribute("aria-label"), "Redo the move taken back");
    await page.screenshot({ path: shot("cs-phone-redo-placed.png") });
    await redoBtn.click();
    await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
    assert.match(await status(page), new RegExp(`Placed again: ${placed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`));
    assert.equal((await hist(page)).length, n0, "placing again changes nothing in the game");
    assert.equal(await redoBtn.getAttribute("aria-disabled"), "true", "redone: nothing left to redo");
    await page.locator("body").press("Control+y");
    assert.match(await statusSays(page, /Nothing to redo/), /Nothing to redo/);
    // Next roll makes it: built, then rolled; neither Undo nor Redo crosses the roll
    await page.waitForTimeout(420);
    await page.locator(".statusbar [data-reveal]").click();
    await page.waitForFunction((n) => window.__skyline.game.history().length > n + 1, n0);
    assert.equal((await hist(page))[n0].seat, 0, "the building");
    assert.equal(await redoBtn.getAttribute("aria-disabled"), "true");
    assert.equal(await page.locator(".statusbar .undo").getAttribute("aria-disabled"), "true");
    assert.deepEqual(page.errors, []);
  });
});
