// Construction Sight without sight (issue 37): a solo game played by keyboard alone, deciding
// from the accessibility tree (the controls' names, the focused cell's name) and the status
// line, at phone and laptop size: a building run off the sheet's edge (the cursor reaches
// every cell, and the refusal is said once), a building whose doors the engine places (each
// beside a vacant cell a plaza can still fill), a plaza painted cell by cell after "Clear",
// and another building. After each screen: focus never on the page itself, nothing said twice,
// no bare number said, one live region, no two controls sharing a name, no axe violation.

import assert from "node:assert/strict";
import path from "node:path";
import { before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { checkScreen, focusedName, tabTo, watchFocus, watchSaid } from "./a11y.mjs";
import { setupGame, shot, siteDir, useSite } from "./helpers.mjs";

const site = useSite();
/** The game's id, read from the catalog (the view's own files alone may name it). */
let id = "";
before(async () => {
  const games = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
  id = games.find((g) => g.name === "Construction Sight").id;
});

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 900 } },
];
const CELL = /^([A-J])(\d+): /; // a cell's name: "C4: empty"

/** The focused cell's number (row × 10 + column), read from its name. */
async function focusedCell(page) {
  const m = (await focusedName(page)).match(CELL);
  assert.ok(m, `focus is on a cell of the city, not ${await focusedName(page)}`);
  return (Number(m[2]) - 1) * 10 + "ABCDEFGHIJ".indexOf(m[1]);
}

/** Moves the cursor by arrow keys from the focused cell to `to`. */
async function arrowTo(page, to) {
  const from = await focusedCell(page);
  const dx = (to % 10) - (from % 10),
    dy = Math.floor(to / 10) - Math.floor(from / 10);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowDown" : "ArrowUp");
  assert.equal(await focusedCell(page), to);
}

const literal = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const history = (page) => page.evaluate(() => window.__skyline.game.history().length);

/** "Next roll": the placed move is made by the button of that name, a moment after placing. */
async function nextRoll(page, what) {
  const n = await history(page);
  await page.waitForTimeout(450); // a quicker second press counts as a slip
  await tabTo(page, new RegExp(`^Next roll ▸, making the placed ${what}`));
  await page.keyboard.press("Enter");
  await page.waitForFunction((m) => window.__skyline.game.history().length > m + 1, n, { timeout: 10_000 });
  // the move made, focus is back on the sheet for the next roll
  await page.waitForFunction(() => document.activeElement?.classList.contains("csi-cell"));
  await page.waitForTimeout(300); // the page settles on the new roll
}

/** A building by keys: the first size with doors (or any) that fits; `edge`: first run it off the
 * sheet's right edge, hearing why once. Returns whether it got doors. */
async function building(page, focus, said, where, edge) {
  if ((await focusedName(page)) !== "Building") {
    await tabTo(page, /^Building$/);
    await page.keyboard.press("Enter");
  }
  const sizes = await page
    .getByRole("button", { name: /^Width \d, depth \d, \d high, .*\d spots?$/ })
    .evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
  assert.ok(sizes.length, "a building fits");
  const pick = sizes.find((n) => /door/.test(n) && !/^Width 6/.test(n)) || sizes.find((n) => /door/.test(n)) || sizes[0];
  await tabTo(page, new RegExp(`^${literal(pick)}$`));
  await page.keyboard.press("Enter");
  await tabTo(page, CELL);
  assert.match(await focusedName(page), /top-left corner of the new building, (fits|does not fit)$/);
  const width = Number(pick.match(/^Width (\d)/)[1]);
  if (edge) {
    // the cursor reaches column J whatever the width; the footprint that runs off says so
    await said.clear();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
    assert.match(await focusedName(page), /^J\d+: .*does not fit$/, "the cursor reaches column J");
    const told = (await said.list()).filter((t) => /runs off the sheet/.test(t));
    assert.ok(told.length >= 1, "why it does not fit is said");
    assert.equal(new Set(told).size, told.length, "each refusal said once");
    await page.keyboard.press("ArrowRight"); // nothing further right: nothing new said
    assert.equal((await said.list()).filter((t) => /runs off the sheet/.test(t)).length, told.length);
    await checkScreen(page, focus, said, `${where}, run off the edge`, { axe: true });
    for (let i = 0; i < 10 && !/, fits$/.test(await focusedName(page)); i++) await page.keyboard.press("ArrowLeft");
    if (!/, fits$/.test(await focusedName(page))) {
      await tabTo(page, /^Nearest spot that fits$/);
      await page.keyboard.press("Enter");
      await tabTo(page, CELL, { back: true });
    }
    assert.ok(
      (await said.list()).some((t) => /fits at [A-J]\d+\.$/.test(t)),
      "fitting again is said",
    );
    assert.ok(width >= 1);
  }
  if (!/, fits$/.test(await focusedName(page))) {
    await tabTo(page, /^Nearest spot that fits$/);
    await page.keyboard.press("Enter");
    await tabTo(page, CELL, { back: true });
  }
  assert.match(await focusedName(page), /, fits$/);
  await page.keyboard.press("Enter");
  let doors = false;
  if (/door/.test(pick)) {
    // the doors: left to the engine, then built
    assert.match(await focusedName(page), CELL, "focus on the outline for the doors");
    await tabTo(page, /^Place doors for me$/);
    await page.keyboard.press("Enter");
    assert.match(await focusedName(page), /^Place doors for me$/);
    await checkScreen(page, focus, said, `${where}, doors`, { axe: true });
    await tabTo(page, /^Build with \d doors?$/, { back: true });
    await page.keyboard.press("Enter");
    doors = true;
  }
  await checkScreen(page, focus, said, `${where}, placed`, { axe: true });
  await nextRoll(page, "building");
  return doors;
}

for (const size of SIZES) {
  test(`by keyboard alone at ${size.name} size: buildings, doors and a plaza, each change said once`, { timeout: 180_000 }, async () => {
    await site.withPage({ at: "?pace=0", ...size }, async (page) => {
      const focus = await watchFocus(page);
      const said = await watchSaid(page);
      await page.locator(`input[name=game][value="${id}"]`).check({ force: true });
      await setupGame(page, { seats: [{ name: "Ana", kind: "human" }], seed: 21 });
      await page.waitForSelector(".csi .csi-canvas");
      await page.waitForFunction(() => document.activeElement?.closest(".stage"));
      await checkScreen(page, focus, said, "the first roll", { axe: true });
      await page.screenshot({ path: shot(`a11y-cs-start-${size.name}.png`) });

      // 1. a building with doors, first run off the sheet's edge
      const withDoors = await building(page, focus, said, "first building", true);
      const sheet = await page.evaluate(() => window.__skyline.game.view(0).sheets[0]);
      const b = sheet.structures[0];
      assert.equal(b.doors.length > 0, withDoors);
      for (const d of b.doors.map((x) => x.cell)) {
        const n = [d - 10, d + 10, d % 10 ? d - 1 : -1, d % 10 < 9 ? d + 1 : -1].filter((c) => c >= 0 && c < 100);
        assert.ok(
          n.some((c) => !b.cells.includes(c) && sheet.cells[c] == null),
          `door ${d} placed for me has a vacant cell beside it`,
        );
      }

      // 2. a plaza: a size, a suggested shape, Clear (focus goes to the sheet), then painted by Space
      await tabTo(page, /^Plaza$/);
      await page.keyboard.press("Enter");
      const sizes = await page
        .getByRole("button", { name: /^\d+ cells, / })
        .evaluateAll((bs) => bs.filter((b) => !b.disabled).map((b) => b.getAttribute("aria-label")));
      assert.ok(sizes.length, "a plaza can be drawn");
      const pz = sizes.find((n) => /no doors/.test(n) && Number(n.match(/^(\d+)/)[1]) <= 6) || sizes[0];
      await tabTo(page, new RegExp(`^${literal(pz)}$`));
      await page.keyboard.press("Enter");
      await tabTo(page, /^Suggest a shape$/);
      await page.keyboard.press("Enter");
      const shape = await page.evaluate(() => ({
        cells: [...document.querySelectorAll(".csi-cell[aria-selected=true]")].map((c) => Number(c.dataset.cell)),
      }));
      await tabTo(page, /^Clear$/);
      await page.keyboard.press("Enter");
      await page.waitForTimeout(300);
      assert.match(await focusedName(page), CELL, "after Clear, focus is on the sheet");
      assert.deepEqual(await focus.lost(), [], "Clear keeps the focus");
      await said.clear();
      const keysBefore = (await said.list()).length;
      for (const c of shape.cells) {
        await arrowTo(page, c);
        await page.keyboard.press("Space");
      }
      // moving and painting say each change once; the cell is told by its name
      const spoken = (await said.list()).slice(keysBefore);
      assert.ok(spoken.length <= shape.cells.length, `at most one thing said a key press: ${spoken.join(" | ")}`);
      assert.match(await focusedName(page), /in the new plaza/);
      await checkScreen(page, focus, said, "the plaza painted", { axe: true });
      await page.screenshot({ path: shot(`a11y-cs-plaza-${size.name}.png`) });
      // the size may need doors: pick them on the sheet as the hint says (the suggestion's)
      const need = await page.evaluate(() => document.querySelector(".csi-count")?.textContent || "");
      if (!/doors (\d+) of \1/.test(need)) {
        await tabTo(page, /^Suggest a shape$/);
        await page.keyboard.press("Enter");
        await tabTo(page, CELL, { back: true });
      }
      await page.keyboard.press("Enter");
      await page.waitForSelector('.csi [data-act="next"]');
      await nextRoll(page, "plaza");

      // 3. another building
      await tabTo(page, /^Building$/);
      await page.keyboard.press("Enter");
      assert.ok(await page.getByRole("button", { name: /^Width .*\d spots?$/ }).count(), "a building fits on the fourth roll");
      await building(page, focus, said, "second building", false);
      await checkScreen(page, focus, said, "the fourth roll", { axe: true });
      await page.screenshot({ path: shot(`a11y-cs-later-${size.name}.png`) });

      // a roll is said by the status line, once
      const rolls = (await said.list()).filter((t) => /New roll/.test(t));
      assert.deepEqual(rolls, [], "the roll is not said a second time");
      assert.deepEqual(page.errors, []);
    });
  });
}
