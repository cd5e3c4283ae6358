// A whole two-player Cityscape game, human against the easy computer, played through the
// page with clicks and keys only; the scores on screen must be the engine's result().

import assert from "node:assert/strict";
import { test } from "node:test";
import { scoreIfAsked, setupGame, shot, useSite } from "./helpers.mjs";

const site = useSite();

const state = (page) =>
  page.evaluate(() => {
    const s = window.__skyline;
    return { over: s.game.isOver(), toAct: s.game.toAct(), thinking: s.thinking, moves: s.game.history().length };
  });

test("two players, human vs easy computer: goals, keyboard and click building, final scores", { timeout: 180_000 }, async () => {
  await site.withPage({ at: "?pace=60" }, async (page) => {
    await setupGame(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Robo", kind: "easy" },
      ],
      rounds: 1,
      seed: 2024,
    });
    assert.equal(await page.evaluate(() => window.__skyline.game.config().seed), 2024);

    // Goals: eight selects, South's four then West's four.
    const sels = page.locator(".goalform select");
    assert.equal(await sels.count(), 8);
    const codes = [3, 5, 6, 2, 1, 4, 5, 6];
    // an incomplete form is refused by the page with a message, and nothing is sent
    await sels.nth(0).selectOption("3");
    await page.getByRole("button", { name: "Lock in my goals" }).click();
    await page.waitForSelector(".goalform .err:not(:empty)");
    assert.equal((await state(page)).moves <= 1, true);
    for (let i = 0; i < 8; i++) await sels.nth(i).selectOption(String(codes[i]));
    await page.getByRole("button", { name: "Lock in my goals" }).click();
    await page.waitForSelector('.chips[data-goals-seat="0"] .die');
    const myGoals = await page.evaluate(() => window.__skyline.game.view(0).myGoals);
    assert.deepEqual(myGoals, [
      { side: "south", codes: [3, 5, 6, 2] },
      { side: "west", codes: [1, 4, 5, 6] },
    ]);
    const chipDigits = await page.$$eval('.chips[data-goals-seat="0"] .die', (ds) => ds.map((d) => Number(d.textContent)));
    assert.deepEqual(chipDigits, codes);

    let turn = 0;
    for (;;) {
      await page.waitForFunction(
        () => {
          const s = window.__skyline;
          return s.game.isOver() || (s.game.toAct()[0] === 0 && s.thinking === null && !document.querySelector("dialog[open]"));
        },
        null,
        { timeout: 30_000 },
      );
      const before = await state(page);
      if (before.over) break;
      const heights = await page.$$eval(".hbtn:not([disabled])", (bs) => bs.map((b) => Number(b.dataset.height)));
      assert.ok(heights.length > 0, "some block height is available");
      const hgt = heights[(turn * 3) % heights.length];
      if (turn === 1) {
        // Undo: slow the computer down, place, take it back.
        await page.evaluate(() => window.__skyline.setPace(60_000));
        await page.locator(`.hbtn[data-height="${hgt}"]`).click();
        await page.locator('.lot[data-lot="5"]').click();
        await page.waitForSelector(".undo:not([hidden])");
        assert.equal((await state(page)).moves, before.moves + 1);
        await page.locator(".undo").click();
        assert.equal((await state(page)).moves, before.moves);
        assert.equal(await page.locator(".undo").getAttribute("aria-disabled"), "false", "the move before (and its reply) may go too");
        await page.evaluate(() => window.__skyline.setPace(60));
      }
      if (turn % 2 === 0) {
        // keyboard: a number key picks the height, arrows move the cursor, Enter builds
        await page.keyboard.press(String(hgt));
        assert.equal(await page.locator(`.hbtn[data-height="${hgt}"]`).getAttribute("aria-pressed"), "true");
        await page.locator('.lot[tabindex="0"]').focus();
        const moves = [["ArrowUp", "ArrowRight"], ["ArrowRight", "ArrowRight"], ["ArrowUp"], ["ArrowLeft", "ArrowDown"]][turn % 4];
        for (const k of moves) await page.keyboard.press(k);
        const lot = Number(await page.evaluate(() => document.activeElement.dataset.lot));
        assert.ok(lot >= 0 && lot < 16, "focus is on a lot");
        await page.keyboard.press("Enter");
        await scoreIfAsked(page);
        await page.waitForFunction((n) => window.__skyline.game.history().length > n, before.moves);
        const last = await page.evaluate((n) => window.__skyline.game.history()[n], before.moves); // (the reply may follow at once)
        assert.deepEqual(last, { seat: 0, action: { type: "place", lot, height: hgt } });
      } else {
        // mouse: click a height button, then click the board
        const lot = (turn * 7) % 16;
        await page.locator(`.hbtn[data-height="${hgt}"]`).click();
        await page.locator(`.lot[data-lot="${lot}"]`).click();
        await scoreIfAsked(page);
        await page.waitForFunction((n) => window.__skyline.game.history().length > n, before.moves);
        const last = await page.evaluate((n) => window.__skyline.game.history()[n], before.moves); // (the reply may follow at once)
        assert.deepEqual(last, { seat: 0, action: { type: "place", lot, height: hgt } });
      }
      turn++;
      assert.ok(turn <= 13, "the human builds 13 of the 25 blocks when building first");
    }
    assert.equal(turn, 13);
    assert.equal(await page.evaluate(() => window.__skyline.usingWorker), true, "the computer thought in a Web Worker");

    // The final screen: totals and winners as the engine has them.
    await page.waitForSelector("dialog.main[open] .totals");
    const result = await page.evaluate(() => window.__skyline.game.result());
    const shown = await page.$$eval("[data-total-seat]", (tds) => tds.map((td) => [Number(td.dataset.totalSeat), Number(td.textContent)]));
    assert.equal(shown.length, 2);
    for (const s of result.scores) assert.equal(shown.find(([seat]) => seat === s.seat)[1], s.total);
    const title = await page.locator(".final-title").textContent();
    const names = ["Ana", "Robo"];
    for (const w of result.winners) assert.ok(title.includes(names[w]), `${title} names winner ${names[w]}`);
    // every line explained: each of the engine's lines (a code the view words) is listed
    // with its points, naming its side, its line and what its goal found
    const lines = await page.$$eval(".every .lines li", (lis) => lis.map((li) => li.textContent));
    assert.equal(
      lines.length,
      result.scores.reduce((n, s) => n + s.lines.length, 0),
    );
    const said = result.scores.flatMap((s) => s.lines.map((l) => [l.said, l.points]));
    said.forEach(([s, points], i) => {
      const side = s.args.side[0].toUpperCase() + s.args.side.slice(1);
      // (one round: no round named)
      assert.ok(lines[i].startsWith(`${side} line ${s.args.line} · `), `${lines[i]} for ${JSON.stringify(s)}`);
      assert.ok(lines[i].endsWith(points > 0 ? `+${points}` : `${points}`), lines[i]);
    });
    // the last round's eight side-lines per player, revealed with points
    await page.waitForSelector("dialog.main .sum-side"); // the round pictures load with the help module
    assert.equal(await page.locator("dialog.main .sum-side").count(), 4);
    await page.screenshot({ path: shot("cityscape-final-desktop.png") });

    // Step through the game: replay shows the board at each move.
    await page.getByRole("button", { name: "Step through the game" }).click();
    await page.waitForSelector(".reviewbar:not([hidden])");
    assert.equal(await page.evaluate(() => window.__skyline.review), 0);
    await page.getByRole("button", { name: "Next move" }).click();
    await page.getByRole("button", { name: "Next move" }).click();
    await page.getByRole("button", { name: "Next move" }).click();
    assert.equal(await page.evaluate(() => window.__skyline.review), 3);
    const hist = await page.evaluate(() => window.__skyline.game.history());
    const first = hist[2].action;
    const label = await page.locator(`.lot[data-lot="${first.lot}"]`).getAttribute("aria-label");
    assert.match(label, new RegExp(`height ${first.height} `));
    const empties = await page.$$eval(".lot", (ls) => ls.filter((l) => / empty/.test(l.getAttribute("aria-label"))).length);
    assert.equal(empties, 15);
    // a move in the log jumps there
    await page.locator(".log-move").nth(9).click();
    assert.equal(await page.evaluate(() => window.__skyline.review), 10);
    await page.getByRole("button", { name: "Final position" }).click();
    assert.equal(await page.evaluate(() => window.__skyline.review), null);

    assert.deepEqual(page.errors, []);
  });
});
