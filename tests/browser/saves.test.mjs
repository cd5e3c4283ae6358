// Autosave and resume, export/import, and unreadable saves that must never be lost.

import assert from "node:assert/strict";
import { test } from "node:test";
import { loadSave, lockGoals, openMore, ready, SAVE_KEY, setupGame, useSite } from "./helpers.mjs";

const site = useSite();

const KEY = SAVE_KEY;
const hash = (page) => page.evaluate(() => window.__skyline.game.stateHash());
const autosave = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const idle = (page) =>
  page.waitForFunction(() => {
    const s = window.__skyline;
    return s.game && s.thinking === null && s.game.toAct()[0] === 0;
  });

async function build(page, height, lot) {
  await idle(page);
  const n = await page.evaluate(() => window.__skyline.game.history().length);
  await page.locator(`.hbtn[data-height="${height}"]`).click();
  await page.locator(`.lot[data-lot="${lot}"]`).click();
  await page.waitForFunction((m) => window.__skyline.game.history().length > m, n);
}

test("reloading mid-game resumes the same position; saves export, import and fail safely", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "?pace=40" }, async (page) => {
    // A bad seed is refused with the engine's own message.
    await openMore(page);
    await page.locator("#seed").fill("12ab");
    await page.locator("#start").click();
    await page.waitForSelector("#setup-error:not(:empty)");
    assert.match(await page.locator("#setup-error").textContent(), /seed must be a whole number/);
    assert.ok(await page.locator(".setup:not([hidden])").isVisible());
    await setupGame(page, {
      players: 3,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "easy" },
        { name: "Cleo", kind: "normal" },
      ],
      rounds: 1,
      seed: 99,
    });
    await lockGoals(page);
    await build(page, 4, 6);
    await build(page, 2, 9);
    await idle(page);
    const before = await hash(page);
    const moves = await page.evaluate(() => window.__skyline.game.history().length);
    assert.ok(moves >= 8);
    assert.ok((await autosave(page)).includes("skyline-table"));

    // Reload: same position, same seats, our goals back on screen.
    await page.reload();
    await ready(page);
    await idle(page);
    assert.equal(await hash(page), before);
    assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => `${s.name}/${s.kind}`)), [
      "Ana/human",
      "Ben/easy",
      "Cleo/normal",
    ]);
    assert.ok(await page.locator('.chips[data-goals-seat="0"] .die').first().isVisible());
    assert.match(await page.locator('.lot[data-lot="6"]').getAttribute("aria-label"), /height [4-9]|height 1\d/);

    // Export shows the game as text; importing garbage is refused and changes nothing.
    const stored = await autosave(page);
    await page.getByRole("button", { name: "Save & load" }).click();
    // the text holds every seat's secrets: it enters the page only when asked for (issue 17)
    assert.equal(await page.locator('textarea[aria-label="This game as text"]').inputValue(), "");
    await page.locator("dialog.saves details.savetext > summary").click();
    await page.waitForFunction(() => document.querySelector('textarea[aria-label="This game as text"]').value.length > 0);
    const exported = await page.locator('textarea[aria-label="This game as text"]').inputValue();
    assert.ok(exported.length > 50);
    const broken = exported.slice(0, exported.length - 40);
    await page.locator('textarea[aria-label="Saved game to load"]').fill(broken);
    await page.getByRole("button", { name: "Load this save" }).click();
    await page.waitForSelector("dialog.saves .err:not(:empty)");
    assert.match(await page.locator("dialog.saves .err").textContent(), /could not be loaded/);
    assert.equal(await autosave(page), stored);
    assert.equal(await hash(page), before);
    // an edited move is caught by the engine too
    const tampered = exported.replace(/"lot\\?":\s*(\d+)/, (m, d) => m.replace(d, String((Number(d) + 1) % 16)));
    await page.locator('textarea[aria-label="Saved game to load"]').fill(tampered);
    await page.getByRole("button", { name: "Load this save" }).click();
    assert.match(await page.locator("dialog.saves .err").textContent(), /could not be loaded/);
    assert.equal(await autosave(page), stored);
    await page.getByRole("button", { name: "Close" }).click();

    // Play on, then import the earlier export: back to that position.
    await build(page, 1, 0);
    assert.notEqual(await hash(page), before);
    await loadSave(page, exported);
    assert.equal(await hash(page), before);
    assert.equal(JSON.parse(await autosave(page)).save, JSON.parse(exported).save);

    // A corrupt autosave: a clear message on reload, and the text stays where it was.
    const corrupt = (await autosave(page)).replace(/"hash\\":\\"[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith("0") ? "1" : "0"));
    assert.notEqual(corrupt, await autosave(page));
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, corrupt]);
    await page.reload();
    await ready(page);
    await page.waitForSelector(".notice:not([hidden])");
    assert.match(await page.locator(".notice").textContent(), /could not be reopened/);
    assert.equal(await autosave(page), corrupt);
    assert.ok(await page.locator(".setup:not([hidden])").isVisible());
    // importing another corrupt save does not touch it either
    await page.getByRole("button", { name: "Save & load" }).click();
    assert.equal(await page.locator('textarea[aria-label="Unreadable save text"]').inputValue(), corrupt);
    await page.locator('textarea[aria-label="Saved game to load"]').fill("{not a save");
    await page.getByRole("button", { name: "Load this save" }).click();
    await page.waitForSelector("dialog.saves .err:not(:empty)");
    assert.equal(await autosave(page), corrupt);
    await page.getByRole("button", { name: "Close" }).click();
    // Starting a new game keeps the unreadable save aside before the first autosave.
    await openMore(page);
    await page.locator("#start").click();
    await page.waitForSelector(".play:not([hidden])");
    assert.equal(
      await page.evaluate(() => localStorage.getItem(`skyline-table:${new URL(".", location.href).pathname}:unreadable-autosave`)),
      corrupt,
    );
    assert.notEqual(await autosave(page), corrupt);

    assert.deepEqual(page.errors, []);
  });
});
