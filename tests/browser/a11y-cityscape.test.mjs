// Cityscape without sight: goals chosen and blocks built by the keyboard alone (Tab, the arrow
// keys, the number keys, Enter) against a computer, each move decided from the controls'
// accessible names and the status line; then the last block of a round, its scores said with
// every player's points, and focus on round two's goals once the scores are closed. On every
// screen: focus never falls to the page, nothing said twice in a row or as a bare number, one
// polite live region, no two controls share a name, no axe-core WCAG 2.1 A/AA violation.

import assert from "node:assert/strict";
import path from "node:path";
import { before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { axeViolations, checkScreen, focusedName, tabTo, watchFocus, watchSaid } from "./a11y.mjs";
import { cityscapeRoundNearlyBuilt, putAutosave, ready, shot, siteDir, useSite } from "./helpers.mjs";

const site = useSite();
const ID = "cityscape";
before(async () => {
  const games = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
  assert.ok(
    games.some((g) => g.id === ID),
    "the catalog lists the game",
  );
});

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 900 } },
];
const LINK = `?pace=0#game=${ID}&players=2&bots=1&level=easy&seed=5&names=Ana&rounds=2`;
/** The status line's text, without the marks that set a player's name off. */
const status = async (page) => ((await page.locator("#status").textContent()) || "").replace(/[\u2066-\u2069]/g, "");

/** Chooses every goal of the open form by the keyboard (focus on its first select), then locks them in. */
async function goalsByKeyboard(page, focus, said, what) {
  await page.waitForFunction(() => document.activeElement?.matches(".goalform select"), null, { timeout: 10_000 });
  for (let i = 0; /^Goal for /.test(await focusedName(page)); i++) {
    // a goal's number picks it (a closed list's type-ahead): goals 1, 2, … 6, 1, …
    await page.keyboard.press(String((i % 6) + 1));
    await page.keyboard.press("Tab");
  }
  await checkScreen(page, focus, said, `${what}: goals chosen`, { axe: true });
  await tabTo(page, /^Lock in my goals$/);
  await page.keyboard.press("Enter");
}

/** One block by the keyboard: a height by its number key, the first empty lot the arrows reach, Enter. */
async function blockByKeyboard(page, focus, said, what, axe) {
  await page.waitForFunction(
    () => /Your turn, .*Ana.*: pick a block height/.test(document.querySelector("#status")?.textContent || ""),
    null,
    {
      timeout: 20_000,
    },
  );
  // a height still to be had, as its button says
  const heights = await page.locator(".cs-heights").ariaSnapshot();
  const h = heights.match(/button "Height (\d): [1-9]\d* blocks? left"(?! \[disabled\])/)?.[1];
  assert.ok(h, `a height is left: ${heights}`);
  await page.keyboard.press(h);
  // the board: one Tab stop; its lots say what a press builds, and follow the height chosen
  if (!/^Lot /.test(await focusedName(page))) await tabTo(page, /^Lot /, { back: true });
  assert.match(await focusedName(page), new RegExp(`Press to build a block of height ${h} here$`), "the lot's name follows the height");
  for (let n = 0; n < 16 && !/: empty/.test(await focusedName(page)); n++) await page.keyboard.press(n % 8 < 4 ? "ArrowRight" : "ArrowUp");
  const lot = (await focusedName(page)).match(/^Lot (\w\d)/)?.[1];
  await checkScreen(page, focus, said, `${what}: a block chosen`, { axe });
  await page.keyboard.press("Enter");
  // built (as said: the computer's reply may already be the status line's last words), or (the
  // round's last block) placed, waiting for the step that scores the round
  const built = new RegExp(`Ana.? put a \\d on ${lot}|ready to score`);
  for (const t = Date.now(); !(await said.list()).some((x) => built.test(x)); await page.waitForTimeout(100))
    assert.ok(Date.now() - t < 10_000, `${what}: the block on ${lot} was not said`);
  return lot;
}

for (const size of SIZES) {
  test(`Cityscape by keyboard alone at ${size.name} size: goals and blocks against a computer`, { timeout: 120_000 }, async () => {
    await site.withPage({ at: null, ...size, serviceWorkers: "block" }, async (page) => {
      const focus = await watchFocus(page);
      const said = await watchSaid(page);
      await page.goto(site.url + LINK);
      await page.waitForSelector(".play:not([hidden])");
      await checkScreen(page, focus, said, `${size.name}: the goal form`, { axe: true });
      await goalsByKeyboard(page, focus, said, size.name);
      for (let i = 0; i < 3; i++) await blockByKeyboard(page, focus, said, `${size.name}: block ${i + 1}`, i === 0);
      // the computer's blocks are said with where they went
      assert.ok(
        (await said.list()).some((t) => /Ben.? put a \d on [A-D][1-4]/.test(t)),
        "the computer's block was said",
      );
      await checkScreen(page, focus, said, `${size.name}: after three blocks`, { axe: true });
      await page.screenshot({ path: shot(`a11y-cityscape-${size.name}.png`) });
      assert.deepEqual(page.errors, []);
    });
  });

  test(`Cityscape's round scored by keyboard at ${size.name} size: the scores are said, then focus is on round two's goals`, {
    timeout: 120_000,
  }, async () => {
    await site.withPage({ at: null, ...size, serviceWorkers: "block" }, async (page) => {
      await page.goto(site.url + LINK);
      await ready(page);
      await page.waitForSelector(".play:not([hidden])");
      // a round one block short of its end (the blocks and goals made by the engine), Ana to build the last
      // (once the computer has chosen its goals, so that its game's autosave cannot come after this one)
      await page.waitForFunction(() => /Ben.? has chosen goals/.test(document.querySelector("#status")?.textContent || ""));
      const save = await cityscapeRoundNearlyBuilt(page, 3);
      await putAutosave(page, {
        game: ID,
        seats: [
          { name: "Ana", kind: "human" },
          { name: "Ben", kind: "easy" },
        ],
        save,
      });
      await page.goto(`${site.url}?pace=0`); // the saved game, resumed (not the link's new one)
      await ready(page);
      const focus = await watchFocus(page);
      const said = await watchSaid(page);
      await page.waitForSelector(".play:not([hidden])");
      await page.locator("#status").focus();
      await blockByKeyboard(page, focus, said, `${size.name}: the last block`, true);
      // the last block waits for its own step, which reveals every goal
      assert.match(await status(page), /the round is ready to score/);
      await tabTo(page, /^Score the round/, { back: true });
      await page.keyboard.press("Enter");
      await page.waitForSelector("dialog.main[open]");
      const spoke = (await said.list()).join(" ").replace(/[\u2066-\u2069]/g, "");
      assert.match(spoke, /Round 1 scored: Ana \d+ points? \(\d+ in all\), Ben \d+ points? \(\d+ in all\)\./, spoke);
      await checkScreen(page, focus, said, `${size.name}: the round's scores`);
      assert.deepEqual(await axeViolations(page), [], `${size.name}: the round's scores: axe`);
      await page.keyboard.press("Enter"); // Continue
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));
      await page.waitForFunction(() => document.activeElement?.matches(".goalform select"), null, { timeout: 5000 }).catch(() => {});
      assert.match(await focusedName(page), /^Goal for \w+ line 1/, "focus is on round two's first goal");
      await page.screenshot({ path: shot(`a11y-cityscape-round2-${size.name}.png`) });
      await goalsByKeyboard(page, focus, said, `${size.name}: round two`);
      await blockByKeyboard(page, focus, said, `${size.name}: round two's first block`, false);
      await checkScreen(page, focus, said, `${size.name}: round two`, { axe: true });
      assert.deepEqual(page.errors, []);
    });
  });
}
