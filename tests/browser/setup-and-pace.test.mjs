// Issue 18, parts 1 and 5: choosing a game says what it will start and starts exactly
// that; every game card explains itself before it is chosen; the keyboard and a phone
// keep their place; computer turns play at the speed the player chose, remembered, and
// at once when no person is playing.

import assert from "node:assert/strict";
import { test } from "node:test";
import { openMore, ready, until, useSite } from "./helpers.mjs";

const site = useSite();

test("the big start button starts the table 'More options' holds, and says what it is", { timeout: 60_000 }, async () => {
  await site.withPage({ viewport: { width: 1366, height: 900 } }, async (page) => {
    await page.locator('label[data-game="skyline"]').click();
    await until(page, () => document.querySelector("#quick")?.textContent.includes("Skyline"), null, { what: "Skyline's quick table" });
    // Skyline's quick table is a solo game: the line above and "More options" agree
    assert.equal(await page.locator("#quick").textContent(), "Play Skyline solo");
    await openMore(page);
    assert.equal(await page.locator("input[name=players]:checked").inputValue(), "1");
    // three seats set up below: the big button now says so, and starts them
    await page.locator('label:has(> input[name=players][value="3"])').click();
    await page.waitForFunction(() => document.querySelectorAll(".seats li").length === 3);
    await page.locator(".seats li").nth(1).locator("select").selectOption("human");
    await page.locator(".seats li").nth(1).locator("input[type=text]").fill("Bea");
    assert.equal(await page.locator("#quick").textContent(), "Play Skyline: 2 people and a computer");
    assert.match(await page.locator("#quick-help").textContent(), /^Ana, Bea, Cleo \(computer, normal\)/);
    await page.locator("#quick").click();
    await page.waitForSelector(".play:not([hidden])");
    const seats = await page.evaluate(() => window.__skyline.seats);
    assert.deepEqual(seats, [
      { name: "Ana", kind: "human" },
      { name: "Bea", kind: "human" },
      { name: "Cleo", kind: "normal" },
    ]);
    assert.equal(await page.evaluate(() => window.__skyline.game.config().players), 3);
    assert.deepEqual(page.errors, []);
  });
});

test("switching games: 'More options' agrees with the line above; each card has its picture and blurb before it is chosen", {
  timeout: 60_000,
}, async () => {
  await site.withPage({ viewport: { width: 1366, height: 900 } }, async (page) => {
    // every card, chosen or not, shows a blurb and a painted picture
    await until(
      page,
      () =>
        [...document.querySelectorAll("[data-game]")].every((card) => {
          const c = card.querySelector("canvas");
          if (!card.querySelector(".gc-blurb").textContent.trim() || !c.width) return false;
          const px = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
          for (let i = 3; i < px.length; i += 4 * 97) if (px[i]) return true;
          return false;
        }),
      null,
      { what: "every card's picture and blurb" },
    );
    await openMore(page);
    for (const id of ["cityscape", "construction-sight", "cities-coop", "skyline"]) {
      await page.locator(`label[data-game="${id}"]`).click();
      await until(
        page,
        // drawn again for the chosen game: its name in the button, its seats below
        (g) =>
          document.querySelector("input[name=game]:checked")?.value === g &&
          document.querySelector("#quick")?.textContent.includes(document.querySelector(`label[data-game="${g}"] .gc-name`).textContent),
        id,
      );
      const quick = await page.locator("#quick").textContent();
      const players = Number(await page.locator("input[name=players]:checked").inputValue());
      const kinds = await page.locator(".seats li select").evaluateAll((s) => s.map((x) => x.value));
      assert.equal(kinds.length, players, `${id}: one seat row a player`);
      const bots = kinds.filter((k) => k !== "human").length;
      if (players === 1) assert.match(quick, /solo$/, id);
      else assert.match(quick, bots === 1 ? /(against|with) the computer$/ : new RegExp(`${bots} computers$`), `${id}: ${quick}`);
      assert.match(
        await page.locator("#quick-help").textContent(),
        players === 1 ? /^Ana \(you\)/ : /^Ana \(you\), Ben \(computer, normal\)/,
        id,
      );
    }
    assert.deepEqual(page.errors, []);
  });
});

test("an arrow key on the game cards keeps focus; on a phone the Play button is in view after a card is tapped", {
  timeout: 60_000,
}, async () => {
  await site.withPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (page) => {
    await page.locator("input[name=game]:checked").focus();
    const first = await page.locator("input[name=game]:checked").inputValue();
    await page.keyboard.press("ArrowDown");
    await until(page, (f) => document.querySelector("input[name=game]:checked")?.value !== f, first, { what: "the next game" });
    await until(page, () => document.activeElement?.matches("input[name=game]:checked"), null, { what: "focus on the chosen card" });
    await page.keyboard.press("ArrowDown");
    await until(page, () => document.activeElement?.matches("input[name=game]:checked"), null, { what: "focus kept after a second arrow" });
    // tap the last card: the Play button comes into view under it
    await page.locator('label[data-game="cities-coop"]').tap();
    await until(
      page,
      () => {
        const b = document.querySelector("#quick")?.getBoundingClientRect();
        return b && /Cities/.test(document.querySelector("#quick").textContent) && b.top >= -1 && b.bottom <= innerHeight + 1;
      },
      null,
      { what: "the Play button in view" },
    );
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, "nothing past the screen's edge");
    assert.deepEqual(page.errors, []);
  });
});

test("computer speed: chosen, remembered, and instant when no person plays", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "index.html#game=skyline&players=2&bots=1&seed=5", viewport: { width: 1366, height: 900 } }, async (page) => {
    await page.waitForSelector(".play:not([hidden])");
    const pace = page.locator("#pace");
    assert.ok(await pace.isVisible(), "offered while a computer plays");
    assert.equal(await pace.inputValue(), "normal");
    assert.equal(await page.evaluate(() => window.__skyline.paceMs()), 700);
    await pace.selectOption("fast");
    assert.equal(await page.evaluate(() => window.__skyline.paceMs()), 250);
    await page.reload();
    await ready(page);
    assert.equal(await page.locator("#pace").inputValue(), "fast", "remembered");
    assert.equal(await page.evaluate(() => window.__skyline.paceMs()), 250);
  });
  // computers only: nobody watches, so no waiting at all, whatever the setting
  await site.withPage({ at: "index.html#game=skyline&players=2&bots=2&seed=6", viewport: { width: 1366, height: 900 } }, async (page) => {
    await page.waitForSelector(".play:not([hidden])");
    assert.equal(await page.evaluate(() => window.__skyline.paceMs()), 0);
    assert.ok(await page.locator("#pace").isHidden(), "nobody to pace for");
    await until(page, () => window.__skyline.game.isOver(), null, { timeout: 90_000, what: "the computers' game to end" });
    assert.deepEqual(page.errors, []);
  });
});

test("an option that belongs to another is offered only with it (Cities co-op: starting money, scenario 5)", {
  timeout: 60_000,
}, async () => {
  await site.withPage({ viewport: { width: 1366, height: 900 } }, async (page) => {
    await page.locator('label[data-game="cities-coop"]').click();
    await until(
      page,
      () =>
        document.querySelector("input[name=game]:checked")?.value === "cities-coop" && document.querySelector('select[name="scenario"]'),
      null,
      {
        what: "Cities co-op's options",
      },
    );
    await openMore(page);
    assert.equal(await page.locator('select[name="difficulty"]').count(), 0, "the introductory game has no starting money to choose");
    await page.locator('select[name="scenario"]').selectOption("5");
    await page.waitForSelector('select[name="difficulty"]');
    assert.ok(await page.evaluate(() => document.activeElement?.getAttribute("name") === "scenario"), "the keyboard stays on the scenario");
    await page.locator('select[name="difficulty"]').selectOption("expert");
    await page.locator("#quick").click();
    await page.waitForSelector(".play:not([hidden])");
    const cfg = await page.evaluate(() => window.__skyline.game.config());
    assert.equal(cfg.scenario, 5);
    assert.equal(cfg.difficulty, "expert");
    assert.deepEqual(page.errors, []);
  });
});
