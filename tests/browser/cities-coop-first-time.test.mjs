// Cities: Skylines – The Board Game as first-time players met it (issue 33), on a 390×844 phone
// and a 1366×900 laptop: a finger-sized square on the phone's map (zoomed in, the map scrolls;
// out again, the whole city shows) and a tile placed by tapping it; the laptop's map as it was;
// the how-to in pictures on the chooser; the milestone's end explained in what is still to do;
// a solo city's end naming its one player; a team's lines shown once, with where each
// milestone's happiness came from. Screenshots go to test-results/ (cc-first-*.png).

import assert from "node:assert/strict";
import { test } from "node:test";
import { shot, startCitiesCoop, useSite } from "./helpers.mjs";

const site = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 900 } };

/** The map's square on screen, in CSS pixels: the canvas less the coordinates' 16 px, by the city's size. */
const squareJs = `(() => {
  const r = document.querySelector(".cc-canvas").getBoundingClientRect();
  const v = window.__skyline.game.view(0);
  return Math.min((r.width - 16) / v.width, (r.height - 16) / v.height);
})()`;
const square = (page) => page.evaluate(squareJs);

/** Opens the first board piece through the page, then waits until seat 0 may play a card. */
async function mayPlay(page) {
  const piece = page.locator(".cc-actions [data-piece]").first();
  await piece.waitFor();
  await piece.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await piece.click();
  await page.waitForFunction(
    () =>
      window.__skyline.game.toAct()[0] === 0 &&
      !document.querySelector("dialog[open]") &&
      !!document.querySelector(".cc-hand.mine [data-play]:not([disabled])"),
    null,
    { timeout: 30_000 },
  );
}

test("phone: zoomed in, the map's squares are a finger wide and a tap places a tile; out again, the whole city", {
  timeout: 90_000,
}, async () => {
  await site.withPage({ at: "?pace=0", ...PHONE }, async (page) => {
    await startCitiesCoop(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 3 });
    await mayPlay(page);
    const whole = await square(page);
    assert.ok(whole < 24, `the whole city on a phone has small squares (${whole})`);
    const zoomBtn = page.locator(".cc-zoom");
    assert.equal(await zoomBtn.isVisible(), true, "a phone is offered the zoom");
    // pick the first playable card, then zoom in
    const play = page.locator(".cc-hand.mine [data-play]:not([disabled])").first();
    await play.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await play.tap();
    await page.waitForSelector(".cc-ghostbar:not([hidden])");
    await zoomBtn.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await zoomBtn.tap();
    await page.waitForFunction(`${squareJs} >= 24`);
    const sq = await square(page);
    assert.ok(sq >= 24, `a finger-sized square (${sq} px)`);
    assert.equal(await zoomBtn.getAttribute("aria-pressed"), "true");
    // nothing past the screen's edge: the map scrolls inside its own box
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no sideways scrolling of the page");
    // the page's "next legal spot" puts the ghost where the engine allows it; a tap on the
    // square the ghost is centred on (where a tap puts it) builds it there
    const next = page.locator("[data-ghost=next]");
    await next.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await next.tap();
    await page.waitForFunction(() => /Allowed here/.test(document.querySelector(".cc-ghostmsg")?.textContent || ""));
    const before = await page.evaluate(() => window.__skyline.game.history().length);
    await page.locator(".cc-scroll").evaluate((el) => el.scrollIntoView({ block: "start" }));
    const at = await page.evaluate(() => {
      const canvas = document.querySelector(".cc-canvas");
      // the grid's square in the Tab order reads where the ghost stands
      const label = document.querySelector(".cc-grid [tabindex='0']").getAttribute("aria-label");
      const names = / tile on ((?:[A-Z]\d+ ?)+)/.exec(label)[1].trim().split(" ");
      const cells = names.map((n) => [Number(n.slice(1)) - 1, n.charCodeAt(0) - 65]);
      const xs = cells.map((c) => c[0]),
        ys = cells.map((c) => c[1]);
      const x = Math.min(...xs) + Math.floor((Math.max(...xs) - Math.min(...xs)) / 2),
        y = Math.min(...ys) + Math.floor((Math.max(...ys) - Math.min(...ys)) / 2);
      const sc = document.querySelector(".cc-scroll");
      const v = window.__skyline.game.view(0);
      const s = Math.min((canvas.getBoundingClientRect().width - 16) / v.width, (canvas.getBoundingClientRect().height - 16) / v.height);
      sc.scrollTo(16 + x * s - sc.clientWidth / 2, 16 + y * s - sc.clientHeight / 2);
      const r = canvas.getBoundingClientRect(),
        b = sc.getBoundingClientRect();
      const px = r.left + 16 + (x + 0.5) * s,
        py = r.top + 16 + (y + 0.5) * s;
      return { px, py, names, inside: px > b.left && px < b.right && py > b.top && py < b.bottom && py < innerHeight };
    });
    assert.ok(at.inside, `the ghost's square in sight: ${JSON.stringify(at)}`);
    await page.screenshot({ path: shot("cc-first-phone-zoomed.png") });
    await page.touchscreen.tap(at.px, at.py);
    await page.waitForFunction((n) => window.__skyline.game.history().length > n, before, { timeout: 5000 }).catch(() => {});
    const built = (await page.evaluate(() => window.__skyline.game.history().length)) > before;
    assert.ok(built, "a tile placed by tapping the zoomed map");
    const last = await page.evaluate((n) => window.__skyline.game.history()[n]?.action?.type, before);
    assert.equal(last, "play");
    // out again: the whole city fits the phone's width
    await zoomBtn.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await zoomBtn.tap();
    await page.waitForFunction(`${squareJs} < 24`);
    const fit = await page.evaluate(() => {
      const r = document.querySelector(".cc-canvas").getBoundingClientRect();
      return r.right <= innerWidth && r.left >= 0;
    });
    assert.ok(fit, "the whole city in sight again");
    assert.equal(await zoomBtn.textContent(), "Zoom in");
    await page.screenshot({ path: shot("cc-first-phone-whole.png") });
    assert.deepEqual(page.errors, []);
  });
});

test("laptop: the map stays as it was, squares of 40 px and more, no zoom offered", { timeout: 60_000 }, async () => {
  await site.withPage({ at: "?pace=0", ...LAPTOP }, async (page) => {
    await startCitiesCoop(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 3 });
    await mayPlay(page);
    const sq = await square(page);
    assert.ok(sq >= 36, `the laptop's squares (${sq} px)`);
    assert.equal(await page.locator(".cc-zoom").isVisible(), false);
    await page.screenshot({ path: shot("cc-first-laptop.png") });
    assert.deepEqual(page.errors, []);
  });
});

for (const [size, opts] of [
  ["phone", PHONE],
  ["laptop", LAPTOP],
]) {
  test(`${size}: the chooser offers the how-to in pictures; the bars and the milestone's end say their limits`, {
    timeout: 60_000,
  }, async () => {
    await site.withPage({ at: "?pace=0", ...opts }, async (page) => {
      await page.locator('input[name=game][value="cities-coop"]').check({ force: true });
      const how = page.locator("#howto-btn");
      await page.waitForFunction(() =>
        /How to play Cities: Skylines.*\(pictures\)/.test(document.querySelector("#howto-btn")?.textContent),
      );
      await how.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await how.click();
      await page.waitForSelector("dialog.howto[open] canvas.howto-canvas");
      assert.equal(await page.locator("dialog.howto[open] figure").count(), 3, "three pictures");
      const over = await page.evaluate(() => {
        const d = document.querySelector("dialog.howto[open]").getBoundingClientRect();
        return d.right - innerWidth;
      });
      assert.ok(over <= 0, `the how-to fits the screen (${over})`);
      await page.waitForTimeout(100);
      await page.screenshot({ path: shot(`cc-first-${size}-howto.png`) });
      await page.locator("dialog.howto").getByRole("button", { name: "Close" }).click();
      await startCitiesCoop(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 3 });
      await mayPlay(page);
      // the bars read their limits from the engine (its `cards` answer: the game's content; its
      // `rules` answer: the game's numbers)
      const bars = await page.evaluate(() => {
        const g = window.__skyline.game;
        const lim = { ...g.query(0, { type: "cards", cards: ["1-01"] }), ...g.query(0, { type: "rules" }) };
        const shown = [...document.querySelectorAll(".cc-bar [role=meter]")].map((m) => [
          m.closest("[data-bar]").dataset.bar,
          Number(m.getAttribute("aria-valuemin")),
          Number(m.getAttribute("aria-valuemax")),
          m.getAttribute("aria-label"),
        ]);
        return { lim, shown };
      });
      assert.deepEqual(
        bars.shown.map(([b, lo, hi]) => [b, lo, hi]),
        bars.lim.bars.map((b) => [b.bar, b.min, b.max]),
      );
      const emp = bars.shown.find(([b]) => b === "employment")[3];
      assert.match(emp, new RegExp(`costs ${bars.lim.employmentStep} money`));
      assert.match(bars.shown.find(([b]) => b === "happiness")[3], /−5 loses/);
      // the milestone's end, not yet possible, says what is still to do
      const why = await page.locator(".cc-actions .cc-why").first().textContent();
      assert.match(why, /^Not yet: \d districts? holds? fewer than 1 tile\.$/);
      assert.doesNotMatch(why, /cannot end yet/, "said once");
      assert.deepEqual(page.errors, []);
    });
  });
}

test("the end of a game: one player is named, not a team; a team's lines are shown once, with each milestone's sources", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "?pace=0", ...PHONE }, async (page) => {
    await startCitiesCoop(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "easy" },
      ],
      seed: 8,
    });
    // Ana plays as the normal computer would, through the test hook; Ben is the page's computer.
    for (let i = 0; i < 400; i++) {
      const state = await page.evaluate(() => {
        const s = window.__skyline,
          g = s.game;
        if (g.isOver()) return "over";
        if (g.toAct()[0] === 0 && s.thinking === null) {
          s.act(0, g.botAction(0, "normal"));
          return "moved";
        }
        return "wait";
      });
      if (state === "over") break;
      if (state === "wait") await page.waitForTimeout(50);
      const summary = page.locator("dialog.main[open] [data-summary]");
      if (await summary.count()) await page.locator("dialog.main[open] .dlg-actions button").first().click();
    }
    await page.waitForSelector("dialog.main[open] .final-title");
    const got = await page.evaluate(() => {
      const d = document.querySelector("dialog.main[open]");
      d.querySelector("details.every")?.setAttribute("open", "");
      return {
        title: d.querySelector(".final-title").textContent,
        heads: [...d.querySelectorAll("details.every h3")].map((x) => x.textContent),
        lines: [...d.querySelectorAll("details.every li")].map((x) => x.textContent),
        result: window.__skyline.game.result(),
      };
    });
    assert.match(got.title, /^The team (won!|lost\.)$/);
    assert.equal(got.heads.length, 1, `the team's lines once: ${got.heads}`);
    assert.match(got.heads[0], /^The team: /);
    assert.equal(got.lines.length, got.result.scores[0].lines.length);
    if (got.result.won !== false || got.result.scores[0].lines.length > 1)
      assert.ok(
        got.lines.some((l) => /^Milestone 1: happiness from the cards played/.test(l)),
        `where milestone 1's happiness came from: ${got.lines}`,
      );
    await page.screenshot({ path: shot("cc-first-phone-team-end.png") });
    // one player: the same screen names Ana (the engine's result, shown as the page shows it)
    const solo = await page.evaluate(
      (r) => window.__skyline.previewResult({ ...r, scores: r.scores.slice(0, 1), winners: r.winners.slice(0, 1) }),
      got.result,
    );
    assert.match(solo.text, /Ana (won!|lost\.)/);
    assert.doesNotMatch(solo.text + solo.status, /The team/);
    assert.deepEqual(page.errors, []);
  });
});
