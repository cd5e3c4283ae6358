// Two people share one device. Every path that could show a seat's secret goals (taking a
// move back from the pass screen, reloading, replay, a refused action, the game's end) must go
// through that seat's own "I'm X" confirmation first.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, openPage, setupGame, ready } from "./helpers.mjs";

const NAMES = ["Ana", "Ben"];
const SEATS = NAMES.map((name) => ({ name, kind: "human" }));

/** Seats whose secrets are in the DOM now, and the hand-over state. */
const secrets = (page) => page.evaluate(() => ({
  seats: [...new Set([...document.querySelectorAll("[data-goals-seat]")].map((e) => Number(e.getAttribute("data-goals-seat"))))],
  hand: document.querySelector("dialog.hand[open]") ? true : false,
  viewer: window.__skyline.viewer,
}));

/** The invariant: only the seat that confirmed last may have secrets on screen; none behind a pass screen. */
async function check(page, confirmed, where) {
  const s = await secrets(page);
  if (s.hand) assert.deepEqual(s.seats, [], `${where}: nothing secret behind the pass screen`);
  for (const seat of s.seats) assert.equal(seat, confirmed, `${where}: ${NAMES[seat]}'s goals on screen, but ${confirmed == null ? "nobody" : NAMES[confirmed]} confirmed`);
  return s;
}

async function take(page, seat) {
  await page.waitForSelector(`dialog.hand[open] [data-handover-to="${seat}"]`);
  await check(page, null, `pass screen for ${NAMES[seat]}`);
  await page.locator(`[data-handover-to="${seat}"]`).click();
  await page.waitForFunction((s) => window.__skyline.viewer === s && !document.querySelector("dialog.hand[open]"), seat);
  await check(page, seat, `${NAMES[seat]}'s screen`);
  // Focus after a hand-over: where the player acts next, not the page body.
  assert.ok(await page.evaluate(() => document.querySelector(".cs").contains(document.activeElement)), "focus in the game after the hand-over");
}

async function goals(page, seat) {
  await take(page, seat);
  const sels = page.locator(`.goalform[data-goals-seat="${seat}"] select`);
  for (let i = 0; i < (await sels.count()); i++) await sels.nth(i).selectOption(String(((i + seat) % 6) + 1));
  await page.getByRole("button", { name: "Lock in my goals" }).click();
  await check(page, seat, `${NAMES[seat]} locked goals`);
}

async function build(page, seat, height, lot) {
  await take(page, seat);
  await page.locator(`.hbtn[data-height="${height}"]`).click();
  await page.locator(`.lot[data-lot="${lot}"]`).click();
  await page.waitForSelector("dialog.hand[open]");
  await check(page, null, `right after ${NAMES[seat]} built`);
}

test("hot-seat: undo, reload, replay, errors and the end never show a seat's goals to another", { timeout: 90_000 }, async () => {
  const srv = await serve();
  const br = await launch();
  try {
    const ctx = await br.newContext();
    const page = await openPage(ctx, srv.url + "?pace=0");
    await setupGame(page, { players: 2, seats: SEATS, rounds: 1, seed: 3 });
    await goals(page, 0);
    // Ana may change her goals until the last seat has locked theirs: from Ben's pass screen,
    // after her own confirmation, her goal form comes back.
    await page.waitForSelector('dialog.hand[open] [data-handover-to="1"]');
    await page.locator("dialog.hand").getByRole("button", { name: "Ana: take back my move" }).click();
    await check(page, null, "asking for Ana (goals)");
    await page.locator('[data-undo-confirm="0"]').click();
    await page.waitForSelector('.goalform[data-goals-seat="0"]');
    await check(page, 0, "Ana changing her goals");
    const sels = page.locator('.goalform[data-goals-seat="0"] select');
    for (let i = 0; i < (await sels.count()); i++) await sels.nth(i).selectOption(String(6 - (i % 6)));
    await page.getByRole("button", { name: "Lock in my goals" }).click();
    assert.deepEqual((await page.evaluate(() => window.__skyline.game.view(0).myGoals)).flatMap((g) => g.codes), [6, 5, 4, 3, 2, 1, 6, 5]);
    await goals(page, 1);
    // the last lock ends the goal phase: nothing to take back from the next pass screen
    await page.waitForSelector('dialog.hand[open] [data-handover-to="0"]');
    assert.equal(await page.locator("dialog.hand [data-undo-ask]").count(), 0, "goals stand once everyone has locked");
    await build(page, 0, 3, 5);

    // Undo from the pass screen: the person holding the device may be Ben, so Ana confirms first.
    const n = (await page.evaluate(() => window.__skyline.game.history())).length;
    await page.locator("dialog.hand").getByRole("button", { name: "Ana: take back my move" }).click();
    await page.waitForSelector('dialog.hand[open] [data-undo-confirm="0"]');
    await check(page, null, "asking for Ana");
    assert.match(await page.locator("dialog.hand h2").innerText(), /Give the device back to Ana/);
    await page.locator("dialog.hand").getByRole("button", { name: "Cancel" }).click();
    await page.waitForSelector('dialog.hand[open] [data-handover-to="1"]');
    assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, n, "cancel changes nothing");
    await page.locator("dialog.hand").getByRole("button", { name: "Ana: take back my move" }).click();
    await page.locator('[data-undo-confirm="0"]').click();
    await page.waitForFunction(() => window.__skyline.viewer === 0 && !document.querySelector("dialog.hand[open]"));
    assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, n - 1);
    await check(page, 0, "Ana after her confirmed undo");

    // Reload while Ana's screen is up: the page asks who holds the device before showing anything.
    await page.reload();
    await ready(page);
    await page.waitForSelector("dialog.hand[open]");
    assert.equal((await check(page, null, "after reload")).viewer, null);

    await build(page, 0, 2, 6);
    await take(page, 1);
    // Ben holds the device now: Ana's move stands, and u says so.
    await page.locator("body").press("u");
    assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, n);
    assert.match(await page.locator("#status").innerText(), /passed on, so Ana's move stands/);
    await check(page, 1, "u on Ben's screen");

    // Replay with two people at the table: nobody's goals.
    await page.locator(".log-move").nth(1).click();
    await page.waitForSelector(".reviewbar:not([hidden])");
    await check(page, null, "replay");
    assert.deepEqual((await secrets(page)).seats, []);
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => window.__skyline.review), 3, "arrow keys step the replay");
    await check(page, null, "replay step");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await page.evaluate(() => window.__skyline.review), 2);
    await page.locator(".lot").first().click({ force: true }); // aria-disabled in replay, still clickable
    assert.match(await page.locator("#status").innerText(), /This is a replay/, "a click during replay says why at once");
    await page.getByRole("button", { name: "Back to the game" }).click();
    await check(page, 1, "back from replay");

    // A refused action (an unreadable save) changes nothing and shows nothing more.
    await page.getByRole("button", { name: "Save & load" }).click();
    await page.locator('textarea[aria-label="Saved game to load"]').fill("{not a save");
    await page.getByRole("button", { name: "Load this save" }).click();
    await page.waitForSelector("dialog.saves .err:not(:empty)");
    await check(page, 1, "a refused load");
    await page.locator("dialog.saves").getByRole("button", { name: "Close" }).click();

    // The end: a position one block from the end, reloaded; the last builder confirms; the
    // result shows revealed goals only (the round is over), and no seat's screen stays open.
    await page.evaluate(() => {
      const g = window.__skyline.game, G = g.constructor;
      const m = new G("cityscape", g.config());
      m.apply(0, { type: "goals", codes: [1, 2, 3, 4, 5, 6, 1, 2] });
      m.apply(1, { type: "goals", codes: [2, 2, 2, 2, 6, 6, 6, 6] });
      for (let i = 0; i < 24; i++) { const s = m.toAct()[0]; m.apply(s, m.legalActions(s)[i % 4]); }
      localStorage.setItem(`skyline-table:${new URL(".", location.href).pathname}:autosave`, JSON.stringify({ app: "skyline-table", v: 1, game: "cityscape", seats: [{ name: "Ana", kind: "human" }, { name: "Ben", kind: "human" }], ui: null, save: m.save() }));
      m.free();
    });
    await page.reload();
    await ready(page);
    const last = await page.evaluate(() => window.__skyline.game.toAct()[0]);
    const h = await page.evaluate((s) => window.__skyline.game.legalActions(s)[0].height, last);
    await take(page, last);
    await page.locator(`.hbtn[data-height="${h}"]`).click();
    await page.locator('.lot[data-lot="0"]').click();
    await page.waitForSelector("dialog.main[open] .final-title");
    const end = await check(page, null, "game over");
    assert.equal(end.viewer, null, "nobody's screen after the end with two people at the table");
    assert.deepEqual(page.errors, []);
  } finally {
    await br.close();
    await srv.close();
  }
});

test("hot-seat: a seat may change its locked goals until the last seat locks theirs, through its own confirmation", { timeout: 90_000 }, async () => {
  const srv = await serve();
  const br = await launch();
  const names = ["Ana", "Ben", "Cleo"];
  try {
    const ctx = await br.newContext();
    const page = await openPage(ctx, srv.url + "?pace=0");
    await setupGame(page, { players: 3, seats: names.map((name) => ({ name, kind: "human" })), rounds: 1, seed: 5 });
    await goals(page, 0);
    await goals(page, 1);
    // Cleo's pass screen: Ana's choice is not the last move (no undo for her), yet she may change it.
    await page.waitForSelector('dialog.hand[open] [data-handover-to="2"]');
    assert.equal(await page.locator('dialog.hand [data-undo-ask="0"]').count(), 0, "Ana's goals are not the last move");
    await page.locator('dialog.hand [data-return-ask="0"]').click();
    await page.waitForSelector('dialog.hand[open] [data-return-confirm="0"]');
    await check(page, null, "asking for Ana to come back");
    await page.locator('[data-return-confirm="0"]').click();
    await page.waitForSelector('.goalform[data-goals-seat="0"] [data-change-goals]');
    await check(page, 0, "Ana's locked goals");
    await page.locator("[data-change-goals]").click();
    const sels = page.locator('.goalform[data-goals-seat="0"] select');
    assert.equal(await sels.nth(0).inputValue(), "1", "the form opens with the goals she locked");
    await sels.nth(0).selectOption("6");
    await page.getByRole("button", { name: "Lock in my goals" }).click();
    await page.waitForSelector('dialog.hand[open] [data-handover-to="2"]');
    await check(page, null, "after Ana changed her goals");
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).myGoals[0].codes[0]), 6, "Ana's new goal counts");
    // Ben comes back and keeps his goals: the device goes on to Cleo, nothing changes.
    const hash = await page.evaluate(() => window.__skyline.game.stateHash());
    await page.locator('dialog.hand [data-return-ask="1"]').click();
    await page.locator('[data-return-confirm="1"]').click();
    await page.waitForSelector('.goalform[data-goals-seat="1"] [data-keep-goals]');
    await check(page, 1, "Ben's locked goals");
    await page.locator("[data-keep-goals]").click();
    await page.waitForSelector('dialog.hand[open] [data-handover-to="2"]');
    await check(page, null, "Ben kept his goals");
    assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), hash, "keeping changes nothing");
    // Cleo locks last: building starts, and nobody may change goals any more.
    await goals(page, 2);
    await page.waitForSelector('dialog.hand[open] [data-handover-to="0"]');
    assert.equal(await page.locator("dialog.hand [data-return-ask]").count(), 0, "goals stand once everyone has locked");
    assert.equal(await page.evaluate(() => window.__skyline.game.mayAct(1)), false);
    assert.deepEqual(page.errors, []);
  } finally {
    await br.close();
    await srv.close();
  }
});
