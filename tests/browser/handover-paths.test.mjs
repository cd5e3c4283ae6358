// Two people share one device. Every path that could show a seat's secret goals (taking a
// move back from the pass screen, reloading, replay, a refused action, the game's end) must go
// through that seat's own "I'm X" confirmation first.

import assert from "node:assert/strict";
import { test } from "node:test";
import { cityscapeRoundNearlyBuilt, putAutosave, ready, scoreIfAsked, setupGame, shot, statusSays, useSite } from "./helpers.mjs";

const site = useSite();

const NAMES = ["Ana", "Ben"];
const SEATS = NAMES.map((name) => ({ name, kind: "human" }));

/** Seats whose secrets are in the DOM now, and the hand-over state. */
const secrets = (page) =>
  page.evaluate(() => ({
    seats: [...new Set([...document.querySelectorAll("[data-goals-seat]")].map((e) => Number(e.getAttribute("data-goals-seat"))))],
    hand: !!document.querySelector("dialog.hand[open]"),
    viewer: window.__skyline.viewer,
  }));

/** The invariant: only the seat that confirmed last may have secrets on screen; none behind a pass screen. */
async function check(page, confirmed, where) {
  const s = await secrets(page);
  if (s.hand) assert.deepEqual(s.seats, [], `${where}: nothing secret behind the pass screen`);
  for (const seat of s.seats)
    assert.equal(
      seat,
      confirmed,
      `${where}: ${NAMES[seat]}'s goals on screen, but ${confirmed == null ? "nobody" : NAMES[confirmed]} confirmed`,
    );
  return s;
}

async function take(page, seat) {
  await page.waitForSelector(`dialog.hand[open] [data-handover-to="${seat}"]`);
  await check(page, null, `pass screen for ${NAMES[seat]}`);
  await page.locator(`[data-handover-to="${seat}"]`).click();
  await page.waitForFunction((s) => window.__skyline.viewer === s && !document.querySelector("dialog.hand[open]"), seat);
  await check(page, seat, `${NAMES[seat]}'s screen`);
  // Focus after a hand-over: where the player acts next, not the page body.
  assert.ok(
    await page.evaluate(() => document.querySelector(".cs").contains(document.activeElement)),
    "focus in the game after the hand-over",
  );
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
  await site.withPage({ at: "?pace=0" }, async (page) => {
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
    assert.deepEqual(
      (await page.evaluate(() => window.__skyline.game.view(0).myGoals)).flatMap((g) => g.codes),
      [6, 5, 4, 3, 2, 1, 6, 5],
    );
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
    assert.match(await statusSays(page, /passed on, so Ana's move stands/), /passed on, so Ana's move stands/);
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
    assert.match(await statusSays(page, /This is a replay/), /This is a replay/, "a click during replay says why at once");
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
    const saved = await cityscapeRoundNearlyBuilt(page, 4);
    await putAutosave(page, { game: "cityscape", seats: SEATS, save: saved });
    await page.reload();
    await ready(page);
    const last = await page.evaluate(() => window.__skyline.game.toAct()[0]);
    const h = await page.evaluate((s) => window.__skyline.game.legalActions(s)[0].height, last);
    await take(page, last);
    await page.locator(`.hbtn[data-height="${h}"]`).click();
    await page.locator('.lot[data-lot="0"]').click();
    // the last block shows every goal and the result: its own step, on the builder's screen
    await check(page, last, "the last block placed, not made");
    assert.ok(await scoreIfAsked(page), "the last block waits for Final scores");
    await page.waitForSelector("dialog.main[open] .final-title");
    const end = await check(page, null, "game over");
    assert.equal(end.viewer, null, "nobody's screen after the end with two people at the table");
    assert.deepEqual(page.errors, []);
  });
});

test("hot-seat: a seat may change its locked goals until the last seat locks theirs, through its own confirmation", {
  timeout: 90_000,
}, async () => {
  const names = ["Ana", "Ben", "Cleo"];
  await site.withPage({ at: "?pace=0" }, async (page) => {
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
  });
});

// ---------- slips (issue 17): the input that ended a turn never reaches the next screen ----------

const state = (page) =>
  page.evaluate(() => ({
    viewer: window.__skyline.viewer,
    handover: window.__skyline.handover,
    n: window.__skyline.game.history().length,
    open: !!document.querySelector("dialog.hand[open]"),
    note: document.querySelector("dialog.hand .hand-note")?.textContent || "",
    goals: [...document.querySelectorAll("[data-goals-seat]")].map((e) => Number(e.getAttribute("data-goals-seat"))),
  }));

/** Nobody's secrets in the document or in the accessibility tree while nobody has confirmed. */
async function noSecrets(page, where) {
  const s = await state(page);
  assert.deepEqual(s.goals, [], `${where}: no goals in the document`);
  assert.equal(s.viewer, null, `${where}: nobody holds the device`);
  const tree = await page.locator("body").ariaSnapshot();
  // a seat's own goals read "your goal 3, Exactly three buildings…" in the tree
  assert.doesNotMatch(
    tree,
    /your goal \d|Lock in my goals|goals (South|West|North|East) \d/i,
    `${where}: no goals in the accessibility tree`,
  );
  return s;
}

async function fillGoals(page, seat) {
  const sels = page.locator(`.goalform[data-goals-seat="${seat}"] select`);
  for (let i = 0; i < (await sels.count()); i++) await sels.nth(i).selectOption(String(((i + seat) % 6) + 1));
}

test("slips: double Enter, a held key, a double tap where the next button appears, Escape spam and a closed dialog never open the next screen", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (page) => {
    await setupGame(page, { players: 2, seats: SEATS, rounds: 1, seed: 3 });

    // Double Enter: the Enter that locks Ana's goals and a second one at once.
    await page.waitForSelector('dialog.hand[open] [data-handover-to="0"]');
    // a press before the button arms is refused, and says why
    await page.locator('[data-handover-to="0"]').dispatchEvent("click");
    let s = await noSecrets(page, "an unarmed press");
    assert.match(s.note, /Not yet/);
    await take(page, 0);
    await fillGoals(page, 0);
    await page.getByRole("button", { name: "Lock in my goals" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.waitForSelector('dialog.hand[open] [data-handover-to="1"]');
    s = await noSecrets(page, "double Enter");
    assert.match(s.note, /Not yet/, "the refused press says why");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.handoverTo), "1", "focus on Ben's button");
    await page.screenshot({ path: shot("handover-phone-unarmed.png") });

    // A held Enter: the repeats that follow the lock never press the armed button.
    await take(page, 1);
    await fillGoals(page, 1);
    await page.getByRole("button", { name: "Lock in my goals" }).focus();
    await page.keyboard.down("Enter");
    await page.waitForSelector("dialog.hand[open] [data-handover-to]");
    await page.waitForTimeout(700);
    await page.keyboard.down("Enter"); // a repeat (the key is still down)
    await page.keyboard.down("Enter");
    await page.keyboard.up("Enter");
    s = await noSecrets(page, "a held Enter");
    assert.match(s.note, /held key/);

    // Escape spam, and the browser closing the dialog: the hand-over stays, nothing behind it works.
    const builder = await page.evaluate(() => window.__skyline.game.toAct()[0]);
    for (let i = 0; i < 12; i++) await page.keyboard.press("Escape");
    s = await noSecrets(page, "Escape spam");
    assert.ok(s.open, "still open after 12 Escapes");
    assert.match(s.note, /stays until/);
    // as the browser closes it (a back gesture, a close watcher): not through the page's own code
    await page.evaluate(() => HTMLDialogElement.prototype.close.call(document.querySelector("dialog.hand")));
    await page.waitForFunction(() => !!document.querySelector("dialog.hand[open]"));
    await page.keyboard.press("u");
    s = await noSecrets(page, "u behind the hand-over");
    assert.equal(s.handover, builder);

    // A double tap on a bottom-row lot: the second tap lands where the hand-over now is.
    await take(page, builder);
    // the legal lot lowest on the board, scrolled to the bottom of the screen (where the
    // hand-over's button sat before: A1–D1 on a phone)
    const act = await page.evaluate((seat) => {
      const acts = window.__skyline.game.legalActions(seat);
      const y = (a) => document.querySelector(`.lot[data-lot="${a.lot}"]`).getBoundingClientRect().bottom;
      return acts.reduce((b, a) => (y(a) > y(b) ? a : b));
    }, builder);
    await page.locator(`.hbtn[data-height="${act.height}"]`).tap();
    const lot = page.locator(`.lot[data-lot="${act.lot}"]`);
    await lot.evaluate((el) => el.scrollIntoView({ block: "end" }));
    const box = await lot.boundingBox();
    const x = box.x + box.width / 2,
      y = box.y + box.height / 2;
    await page.touchscreen.tap(x, y);
    await page.waitForSelector("dialog.hand[open]");
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(150);
    s = await noSecrets(page, "double tap on a bottom lot");
    assert.match(s.note, /A tap beside the buttons does nothing/, "the second tap is answered");
    // Escape with the focus wherever that tap left it: Chromium may close the dialog itself; it reopens
    await page.evaluate(() => document.activeElement?.blur());
    for (let i = 0; i < 8; i++) await page.keyboard.press("Escape");
    await page.waitForTimeout(50);
    s = await noSecrets(page, "Escape spam without focus in the hand-over");
    assert.ok(s.open, "still open");
    const btnBox = await page.locator("dialog.hand [data-handover-to]").boundingBox();
    assert.ok(y > 422, `the tap was low on the screen (${y})`);
    assert.ok(y < btnBox.y || y > btnBox.y + btnBox.height, "the confirmation is not where the last tap landed");
    await page.screenshot({ path: shot("handover-phone-after-tap.png") });
    await page.waitForTimeout(600);
    await page.screenshot({ path: shot("handover-phone-armed.png") });
    assert.deepEqual(page.errors, []);
  });
});

test("a computer's turn after a person's: the person's screen closes at once; undo while it thinks asks the mover; the save dialog", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "?pace=700", viewport: { width: 1366, height: 900 } }, async (page) => {
    await setupGame(page, { players: 3, seats: [...SEATS, { name: "Cleo", kind: "normal" }], rounds: 1, seed: 4 });
    await goals(page, 0);
    await goals(page, 1);
    // Building: play people's turns until the computer is next after a person.
    for (let guard = 0; guard < 12; guard++) {
      await page.waitForFunction(
        () => window.__skyline.handover != null || (window.__skyline.thinking == null && window.__skyline.game.toAct().some((x) => x < 2)),
      );
      const seat = await page.evaluate(() => window.__skyline.game.toAct()[0]);
      if (seat === 2) {
        await page.waitForTimeout(100);
        continue;
      }
      await take(page, seat);
      const a = await page.evaluate((x) => window.__skyline.game.legalActions(x)[0], seat);
      await page.locator(`.hbtn[data-height="${a.height}"]`).click();
      await page.locator(`.lot[data-lot="${a.lot}"]`).click();
      const next = await page.evaluate(() => window.__skyline.game.toAct()[0]);
      if (next !== 2) continue;
      // the computer thinks: the person's goals are gone already
      assert.equal(await page.evaluate(() => window.__skyline.thinking), 2);
      await noSecrets(page, "while the computer thinks");
      assert.match(await statusSays(page, /Cleo is thinking/), /Cleo is thinking/);
      // Undo now: the mover confirms first
      await page.locator(".statusbar").getByRole("button", { name: /Undo/ }).click();
      await page.waitForSelector(`dialog.hand[open] [data-undo-confirm="${seat}"]`);
      await noSecrets(page, "asking the mover to take back");
      const n = await page.evaluate(() => window.__skyline.game.history().length);
      await page.locator(`[data-undo-confirm="${seat}"]`).click();
      await page.waitForFunction((x) => window.__skyline.viewer === x && !document.querySelector("dialog.hand[open]"), seat);
      assert.ok(await page.evaluate((m) => window.__skyline.game.history().length < m, n), "the move (and any reply) was taken back");
      await check(page, seat, "after the confirmed take-back");
      // The save dialog on this person's screen: export asks first; closed, the text is gone.
      const save = await page.evaluate(() => window.__skyline.game.save());
      await page.getByRole("button", { name: "Save & load" }).click();
      assert.equal(
        await page.evaluate((t) => document.documentElement.innerHTML.includes(JSON.stringify(t).slice(1, 40)), save),
        false,
        "no save text before it is asked for",
      );
      await page.locator("dialog.saves").getByRole("button", { name: "Download" }).click();
      await page.waitForSelector("dialog.ask[open]");
      assert.match(await page.locator("dialog.ask").innerText(), /every player's secrets/);
      await page.locator('dialog.ask [data-ask="no"]').click();
      await page.locator("dialog.saves summary").click();
      await page.waitForFunction(() => document.querySelector('textarea[aria-label="This game as text"]').value.length > 0);
      assert.ok((await page.locator('textarea[aria-label="This game as text"]').inputValue()).length > 50, "shown when asked for");
      await page.locator("dialog.saves").getByRole("button", { name: "Close" }).click();
      await page.waitForFunction(() => !document.querySelector("dialog.saves[open]"));
      // (emptied by the dialog's close event, which the browser fires a moment after it closes)
      await page
        .waitForFunction(() => document.querySelector("dialog.saves").textContent === "", null, { timeout: 2000 })
        .catch(() => assert.fail("the save dialog leaves nothing behind"));
      assert.deepEqual(page.errors, []);
      return;
    }
    assert.fail("the computer never moved right after a person");
  });
});

test("refusals say what happened: goals that became final are not 'revealed or scored'", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await setupGame(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "normal" },
      ],
      rounds: 1,
      seed: 3,
    });
    await page.waitForSelector('.goalform[data-goals-seat="0"]');
    await fillGoals(page, 0);
    await page.getByRole("button", { name: "Lock in my goals" }).click();
    await page.waitForFunction(() => window.__skyline.game.view().phase === "building");
    await page.waitForFunction(() => window.__skyline.thinking == null && window.__skyline.game.toAct().includes(0));
    const n = await page.evaluate(() => window.__skyline.game.history().length);
    await page.locator("body").press("u");
    assert.match(
      await statusSays(page, /Ana's goals are final: every player has locked theirs in/),
      /Ana's goals are final: every player has locked theirs in/,
    );
    assert.doesNotMatch(await page.locator("#status").innerText(), /revealed or scored/);
    assert.equal(await page.evaluate(() => window.__skyline.game.history().length), n, "nothing changed");
    assert.deepEqual(page.errors, []);
  });
});
