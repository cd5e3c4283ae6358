// Three people share one device. At every step, the page may show a player's goals only
// to that player, after the device has been handed to them.

import assert from "node:assert/strict";
import { test } from "node:test";
import { setupGame, useSite } from "./helpers.mjs";

const site = useSite();

const NAMES = ["Ana", "Ben", "Cleo"];
const GOALS = [
  [1, 2, 3, 4],
  [5, 6, 5, 6],
  [4, 3, 2, 1],
];

/** What the page shows right now, as far as secrets go. */
async function snapshot(page) {
  return page.evaluate(() => {
    const s = window.__skyline;
    const goalSeats = [...document.querySelectorAll("[data-goals-seat]")].map((e) => Number(e.getAttribute("data-goals-seat")));
    const hand = document.querySelector("dialog.hand[open] [data-handover-to]");
    return {
      viewer: s.viewer,
      handover: s.handover,
      goalSeats,
      handTo: hand ? Number(hand.getAttribute("data-handover-to")) : null,
      form: document.querySelector(".goalform") ? Number(document.querySelector(".goalform").dataset.goalsSeat) : null,
      text: document.body.innerText,
      dice: [...document.querySelectorAll(".chips[data-goals-seat] .die")].map((d) => d.textContent).join(""),
    };
  });
}

/** The invariant: goal UI only for the handed-over viewer; none during a hand-over. */
function checkSecrets(snap, where) {
  if (snap.handTo != null) {
    assert.deepEqual(snap.goalSeats, [], `${where}: no goals on screen while passing to ${NAMES[snap.handTo]}`);
    assert.equal(snap.viewer, null, `${where}: nobody is the viewer during a hand-over`);
  }
  for (const seat of snap.goalSeats) assert.equal(seat, snap.viewer, `${where}: goals of seat ${seat} shown to viewer ${snap.viewer}`);
  assert.doesNotMatch(snap.text, /goals (South|West|North|East) \d·\d/, `${where}: the log reveals no codes`);
}

async function takeDevice(page, seat, where) {
  await page.waitForSelector(`dialog.hand[open] [data-handover-to="${seat}"]`);
  const snap = await snapshot(page);
  checkSecrets(snap, where);
  assert.match(await page.locator("dialog.hand[open] h2").textContent(), new RegExp(`Pass the device to ${NAMES[seat]}`));
  await page.locator(`[data-handover-to="${seat}"]`).click();
  await page.waitForFunction((s) => window.__skyline.viewer === s, seat);
  const after = await snapshot(page);
  checkSecrets(after, `${where}, after ${NAMES[seat]} took the device`);
  return after;
}

test("three humans on one device: nobody sees another player's goals", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await setupGame(page, { players: 3, seats: NAMES.map((name) => ({ name, kind: "human" })), rounds: 1, seed: 5 });

    // Goal setting: each player in turn, each behind a hand-over screen.
    for (let seat = 0; seat < 3; seat++) {
      const snap = await takeDevice(page, seat, `goals ${NAMES[seat]}`);
      assert.equal(snap.form, seat, `${NAMES[seat]} sees their own goal form`);
      const sels = page.locator(`.goalform[data-goals-seat="${seat}"] select`);
      assert.equal(await sels.count(), 4);
      for (let k = 0; k < 4; k++) {
        await sels.nth(k).selectOption(String(GOALS[seat][k]));
        checkSecrets(await snapshot(page), `choosing ${NAMES[seat]} line ${k + 1}`);
      }
      assert.equal((await snapshot(page)).dice, GOALS[seat].join(""), "the chips echo the draft");
      await page.getByRole("button", { name: "Lock in my goals" }).click();
      const done = await snapshot(page);
      checkSecrets(done, `after ${NAMES[seat]} locked in`);
      assert.equal(done.form, null, "the form is gone once goals are set");
      assert.deepEqual(done.goalSeats, [], "no goals stay on screen for the next player");
    }

    // Building: seat 0 starts; after every block the device goes to the next player.
    const lots = [5, 6, 9, 10, 5, 0, 15];
    for (let i = 0; i < lots.length; i++) {
      const seat = i % 3;
      const snap = await takeDevice(page, seat, `building ${i + 1} (${NAMES[seat]})`);
      assert.ok(snap.goalSeats.length > 0 && snap.goalSeats.every((s) => s === seat), `${NAMES[seat]} sees their own goals while building`);
      assert.equal(snap.dice, GOALS[seat].join(""));
      const height = (i % 5) + 1;
      await page.keyboard.press(String(height));
      await page.locator(`.lot[data-lot="${lots[i]}"]`).click();
      await page.waitForSelector("dialog.hand[open]");
      checkSecrets(await snapshot(page), `right after ${NAMES[seat]} built`);
      if (i === 3) {
        // The builder may take the block back from the hand-over screen.
        const n = await page.evaluate(() => window.__skyline.game.history().length);
        // The next player may be holding the device: taking back asks for the mover first.
        await page
          .locator("dialog.hand")
          .getByRole("button", { name: `${NAMES[seat]}: take back my move` })
          .click();
        await page.waitForSelector(`dialog.hand[open] [data-undo-confirm="${seat}"]`);
        const asking = await snapshot(page);
        assert.deepEqual(asking.goalSeats, [], "no goals while asking for the mover");
        assert.equal(asking.viewer, null);
        assert.equal(await page.evaluate(() => window.__skyline.game.history().length), n, "nothing taken back before the mover confirms");
        await page.locator(`[data-undo-confirm="${seat}"]`).click();
        await page.waitForFunction((s) => window.__skyline.viewer === s && !document.querySelector("dialog.hand[open]"), seat);
        assert.equal(await page.evaluate(() => window.__skyline.game.history().length), n - 1);
        const back = await snapshot(page);
        checkSecrets(back, "after undo");
        assert.equal(back.dice, GOALS[seat].join(""));
        await page.locator(`.hbtn[data-height="${height}"]`).click();
        await page.locator(`.lot[data-lot="${lots[i]}"]`).click();
        await page.waitForSelector("dialog.hand[open]");
      }
    }
    // Save & load does not put the save (which holds every goal) on screen unasked.
    await page.locator(`[data-handover-to]`).click();
    await page.getByRole("button", { name: "Save & load" }).click();
    assert.equal(await page.locator('textarea[aria-label="This game as text"]').isVisible(), false);
    await page.locator("dialog.saves").getByRole("button", { name: "Close" }).click();
    // closed, the dialog keeps nothing: no save text anywhere in the document
    await page.waitForFunction(() => !document.querySelector("dialog.saves[open]"));
    const save = await page.evaluate(() => window.__skyline.game.save());
    assert.equal(
      await page.evaluate(
        (t) =>
          document.documentElement.outerHTML.includes(JSON.stringify(t).slice(1, 60)) ||
          [...document.querySelectorAll("textarea")].some((x) => x.value.includes(t.slice(0, 60))),
        save,
      ),
      false,
      "no save text left in the page",
    );
    const view = await page.evaluate(() => window.__skyline.game.view());
    assert.equal(view.placements.length, lots.length);
    assert.deepEqual(page.errors, []);
  });
});
