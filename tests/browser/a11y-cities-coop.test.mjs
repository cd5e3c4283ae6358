// Cities: Skylines – The Board Game without sight: a city with a computer partner played by
// keyboard alone (Tab, arrows, Enter, the map grid's keys), each decision read from the
// accessibility tree and the status line, through a milestone's end and its swap, at phone and
// laptop size. On every screen: focus never falls to the page nor lands on "End the milestone",
// nothing is announced twice or as a bare number, one live region, no two controls share a name,
// no axe-core WCAG 2.1 A/AA violation.

import assert from "node:assert/strict";
import { test } from "node:test";
import { axeViolations, duplicateNames, focusedName, liveRegions, tabTo, watchFocus, watchSaid } from "./a11y.mjs";
import { shot, startCitiesCoop, useSite } from "./helpers.mjs";

const site = useSite();

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 900 } },
];

/** Waits until the status line says it is Ana's turn (or a milestone's summary is open, or the
 * city is finished): "turn", "summary" or "over". Only what a player hears and sees decides. */
async function ownTurn(page) {
  await page.waitForFunction(
    () =>
      !!document.querySelector("dialog.main[open] [data-summary]") ||
      // (a player's name is set off by isolation marks)
      /^(Your turn, Ana|The city is finished)/.test((document.querySelector("#status")?.textContent || "").replace(/[\u2066-\u2069]/g, "")),
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(150); // the view's own focus after the shell's
  if (await page.locator("dialog.main[open] [data-summary]").count()) return "summary";
  return /^The city is finished/.test(await page.locator("#status").textContent()) ? "over" : "turn";
}

/** What the screen checks say now: the names shared, the live regions, axe's violations. */
async function screenChecks(page, where) {
  assert.deepEqual(await duplicateNames(page), [], `${where}: two controls share a name`);
  assert.ok((await liveRegions(page)) <= 1, `${where}: one live region`);
  assert.deepEqual(await axeViolations(page), [], `${where}: axe`);
}

/** The accessibility tree's text of the actions panel ("Your actions"). */
const actionsTree = (page) => page.getByRole("region", { name: "Your actions" }).ariaSnapshot();

/** Whether a visible control named `re` is enabled (read from the accessibility tree). */
async function enabled(page, re) {
  const b = page.getByRole("button", { name: re });
  for (let i = 0; i < (await b.count()); i++) if ((await b.nth(i).isVisible()) && (await b.nth(i).isEnabled())) return true;
  return false;
}

/** Presses `key` and waits until a move has been made (the game's history grows). */
async function moveBy(page, key) {
  const n = await page.evaluate(() => window.__skyline.game.history().length);
  await page.keyboard.press(key);
  await page
    .waitForFunction((k) => window.__skyline.game.history().length > k, n, { timeout: 10_000 })
    .catch(async (e) => {
      const why = await page.evaluate(
        () => `${document.querySelector("#status")?.textContent} | ${document.querySelector("dialog[open]")?.textContent || ""}`,
      );
      throw new Error(`${key} made no move: ${why}`, { cause: e });
    });
}

for (const size of SIZES) {
  test(`Cities co-op by keyboard alone at ${size.name} size: the map grid, names, focus, said once`, { timeout: 240_000 }, async () => {
    await site.withPage({ at: "?pace=0", ...size }, async (page) => {
      const focus = await watchFocus(page);
      const said = await watchSaid(page);
      await startCitiesCoop(page, {
        players: 2,
        seats: [
          { name: "Ana", kind: "human" },
          { name: "Ben", kind: "normal" },
        ],
        seed: 7,
      });
      await screenChecks(page, "the start");
      let partnerMoved = false;
      const seen = { pieces: 0, builds: 0, draws: 0, ends: 0, refused: 0, exchanges: 0, summaries: 0, swaps: 0 };
      for (let step = 0; step < 120 && seen.swaps < 1; step++) {
        const state = await ownTurn(page);
        if (state === "over") break;
        if (state === "summary") {
          seen.summaries++;
          await screenChecks(page, "the milestone's summary");
          await tabTo(page, /^Continue$/);
          await page.keyboard.press("Enter");
          await page.waitForFunction(() => !document.querySelector("dialog.main[open]"));
          await page.waitForTimeout(300);
          assert.notEqual(await focusedName(page), "", "after the summary's Continue, focus is on a control");
          continue;
        }
        const tree = await actionsTree(page);
        // where the page put the focus after the partner's turn: never on ending the milestone
        if (partnerMoved) assert.doesNotMatch(await focusedName(page), /End the (milestone|game)/, "focus put on ending the milestone");
        partnerMoved = false;
        if (/Open piece/.test(tree)) {
          // the first piece the page offers, from its name
          await tabTo(page, /^Open piece [A-F]/);
          await moveBy(page, "Enter");
          seen.pieces++;
        } else if (/Draw Stage/.test(tree)) {
          await tabTo(page, /^Draw Stage I+ \(/); // the first pile with cards
          await moveBy(page, "Enter");
          seen.draws++;
          partnerMoved = true; // the turn passes to Ben
          continue;
        } else if (/Keep my hand/.test(tree)) {
          // the swap: each card's box names its card
          const boxes = await page.getByRole("checkbox", { name: /^Swap away: / }).count();
          assert.ok(boxes >= 1, "the swap's boxes name their cards");
          await screenChecks(page, "the swap");
          // focus came to the first card's box; Space ticks it (the table is drawn anew, the
          // focus stays on that box) and unticks it
          const box = await focusedName(page);
          assert.match(box, /^Swap away: /, "after the milestone, focus on the first card's swap box");
          await page.keyboard.press("Space");
          assert.equal(await focusedName(page), box, "the box keeps the focus when ticked");
          await screenChecks(page, "the swap with a card ticked");
          await page.keyboard.press("Space");
          await tabTo(page, /^Keep my hand$/, { back: true });
          await moveBy(page, "Enter");
          seen.swaps++;
        } else if (/Your turn/.test(tree)) {
          // as the page offers: a card that can be placed (its Place button enabled), else the
          // milestone's end, else an exchange; a city the end would fail is asked about first
          const canPlace = await enabled(page, /^Place: /);
          if (canPlace) {
            // a card's Place button names the card; Enter puts the tile on the map's grid, on the
            // square of the first spot the engine lists (one with the reward first), which reads it
            const place = await tabTo(page, /^Place: /);
            await page.keyboard.press("Enter");
            await page.waitForTimeout(100);
            const first = await focusedName(page);
            assert.match(first, /^[A-Z]\d+, (land|water), .*; .* tile on ([A-Z]\d+ ?)+: /, `${place}: the square reads the tile`);
            await screenChecks(page, "placing a tile");
            // the arrows go from square to square, the tile with them; N and Shift+N go through
            // the allowed spots (back to the first here)
            await page.keyboard.press("ArrowRight");
            assert.notEqual(await focusedName(page), first, "the arrow moved to the next square");
            await page.keyboard.press("n");
            await page.keyboard.press("Shift+N");
            await page.waitForTimeout(50);
            assert.match(await page.locator("#status").textContent(), /Legal spot \d+ of \d+\./);
            const cell = await page.locator(".cc-grid [tabindex='0']").getAttribute("aria-label");
            assert.equal(cell, first, "back on the first spot");
            assert.match(cell, /: allowed\./, "an allowed spot");
            await moveBy(page, "Enter");
            assert.match(await focusedName(page), /^[A-Z]\d+, /, "after building, focus stays on the map");
            seen.builds++;
          } else if (await enabled(page, /^End the milestone$/)) {
            await tabTo(page, /^End the milestone$/);
            await page.keyboard.press("Enter");
            await page.waitForTimeout(300);
            if (await page.locator("dialog[open]").count()) {
              await screenChecks(page, "the question before ending");
              await tabTo(page, /^Keep playing$/);
              await page.keyboard.press("Enter");
              await page.waitForTimeout(200);
              assert.notEqual(await focusedName(page), "", "after Keep playing, focus is on a control");
              seen.refused++;
              break; // a city that cannot pay its milestone: what it had to show is shown
            }
            seen.ends++;
          } else {
            // a card exchanged for 2 money, its button named by it
            await tabTo(page, /^Exchange \(2 money\): /);
            await moveBy(page, "Enter");
            seen.exchanges++;
          }
        } else await page.waitForTimeout(100); // the panel's module is on its way ("Loading…")
        await screenChecks(page, `step ${step}`);
      }
      await page.screenshot({ path: shot(`a11y-cities-coop-${size.name}.png`) });
      console.log(`# ${size.name}: ${JSON.stringify(seen)}`);
      // (the milestone is ended by whoever may first: Ana as soon as no card can be placed, or Ben)
      assert.ok(seen.builds >= 2 && seen.summaries >= 1 && seen.swaps >= 1, JSON.stringify(seen));
      // a partner's move was said with where it went
      const list = (await said.list()).map((t) => t.replace(/[\u2066-\u2069]/g, ""));
      assert.ok(
        list.some((t) => /Ben built .+ on [A-Z]\d+/.test(t)),
        `Ben's builds said with their squares: ${list.slice(-8).join(" | ")}`,
      );
      assert.deepEqual(await focus.lost(), [], "focus fell to the page");
      assert.deepEqual(await said.repeats(), [], "said again");
      assert.deepEqual(await said.bare(), [], "a bare number said");
      assert.deepEqual(page.errors, []);
    });
  });
}
