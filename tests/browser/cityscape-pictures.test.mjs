// The skyline pictures mark what the engine counted: numbered badges on the buildings seen
// (the engine's `visible`), twin marks (its `matched`); labels never overlap; the final screen
// keeps every round's pictures and names goals, not codes.

import assert from "node:assert/strict";
import { test } from "node:test";
import { putAutosave, scoreIfAsked, setupGame, shot, useSite } from "./helpers.mjs";

const site = useSite();
/** Ana against the easy computer. */
const SEATS = [
  { name: "Ana", kind: "human" },
  { name: "Robo", kind: "easy" },
];

/** Every drawn label box of every skyline canvas, and the counted marks. */
const pictures = (page, scope) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} canvas.sky-canvas`)]
        .filter((c) => c.dataset.counted)
        .map((c) => ({
          side: c.dataset.side || null,
          counted: JSON.parse(c.dataset.counted),
          labels: JSON.parse(c.dataset.labels || "[]"),
          w: c.clientWidth,
        })),
    scope,
  );

function noOverlap(pics, where) {
  for (const p of pics) {
    for (let i = 0; i < p.labels.length; i++)
      for (let j = i + 1; j < p.labels.length; j++) {
        const [ax, ay, aw, ah, at] = p.labels[i],
          [bx, by, bw, bh, bt] = p.labels[j];
        const apart = ax + aw <= bx + 0.5 || bx + bw <= ax + 0.5 || ay + ah <= by + 0.5 || by + bh <= ay + 0.5;
        assert.ok(apart, `${where}: labels "${at}" and "${bt}" overlap (${p.labels[i]} / ${p.labels[j]})`);
      }
  }
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`skyline marks equal the engine's counts, labels never overlap (${width}×${height})`, { timeout: 60_000 }, async () => {
    await site.withPage({ at: "?pace=0", viewport: { width, height } }, async (page) => {
      await setupGame(page, {
        players: 2,
        seats: SEATS,
        rounds: 2,
        seed: 21,
      });
      await page.waitForFunction(() => window.__skyline.thinking === null && window.__skyline.game.history().length === 1);
      // Round 1 nearly built (tall stacks, twins, hidden buildings), then played to its end on the page.
      const saved = await page.evaluate(() => {
        const g = window.__skyline.game,
          G = g.constructor;
        const m = new G("cityscape", g.config());
        m.apply(0, { type: "goals", codes: [1, 2, 5, 6, 3, 4, 5, 2] });
        m.apply(1, { type: "goals", codes: [5, 5, 6, 1, 2, 3, 4, 5] });
        const lots = [0, 5, 10, 15, 0, 5, 3, 12, 6, 9, 1, 2, 4, 8, 13, 14, 7, 11, 0, 10, 3, 3, 6, 9];
        for (const lot of lots) {
          const s = m.toAct()[0];
          const a = m.legalActions(s).find((x) => x.lot === lot);
          m.apply(s, a);
        }
        const save = m.save();
        m.free();
        return save;
      });
      await putAutosave(page, { game: "cityscape", seats: SEATS, save: saved });
      await page.reload();
      await page.waitForFunction(() => window.__skyline.game?.history().length === 26 && window.__skyline.thinking === null);
      // live pictures: the marks follow the engine's own figures for this seat's lines
      await page.waitForFunction(() => [...document.querySelectorAll(".sky canvas")].every((c) => c.dataset.counted));
      const v = await page.evaluate(() => window.__skyline.game.view(0));
      const live = await page.evaluate(() =>
        [...document.querySelectorAll(".sky")].map((s) => ({
          mine: s.classList.contains("mine"),
          title: s.querySelector(".sky-title").textContent,
          counted: JSON.parse(s.querySelector("canvas").dataset.counted),
          labels: JSON.parse(s.querySelector("canvas").dataset.labels),
        })),
      );
      for (const card of live.filter((c) => c.mine)) {
        const side = ["south", "west", "north", "east"].find((sd) => card.title.toLowerCase().includes(sd));
        const lines = v.myLines.find((x) => x.side === side).lines;
        assert.deepEqual(
          card.counted.map((c) => c.seen),
          lines.map((l) => l.visible),
          `${side}: numbered buildings = engine's visible`,
        );
        assert.deepEqual(
          card.counted.map((c) => c.twins),
          lines.map((l) => l.matched),
          `${side}: twin marks = engine's matched`,
        );
      }
      noOverlap(live, "live skylines");

      // the last block: the round is scored and its summary shows every side's marks
      const h = await page.$eval(".hbtn:not([disabled])", (b) => Number(b.dataset.height));
      await page.locator(`.hbtn[data-height="${h}"]`).click();
      await page.locator('.lot[data-lot="15"]').click();
      assert.ok(await scoreIfAsked(page), "the round's last block waits for Score the round");
      await page.waitForSelector("dialog.main[open] .cs-summary");
      await page.waitForFunction(() => [...document.querySelectorAll("dialog.main canvas.sky-canvas")].every((c) => c.dataset.counted));
      const rec = await page.evaluate(() => window.__skyline.game.view().history[0]);
      const sum = await pictures(page, "dialog.main");
      assert.equal(sum.length, 4, "four sides in the round summary");
      for (const p of sum) {
        const ss = rec.sides.find((x) => x.side === p.side);
        assert.deepEqual(
          p.counted.map((c) => c.seen),
          ss.lines.map((l) => l.visible),
          `${p.side}: seen marks`,
        );
        assert.deepEqual(
          p.counted.map((c) => c.twins),
          ss.lines.map((l) => l.matched),
          `${p.side}: twin marks`,
        );
      }
      noOverlap(sum, "round summary");
      await page.screenshot({ path: shot(`summary-${width}.png`) });
      assert.doesNotMatch(await page.locator("dialog.main").innerText(), /code \d/i, "goals are named, not numbered codes");
      await page.getByRole("button", { name: "Continue" }).click();
      assert.deepEqual(page.errors, []);
    });
  });
}
