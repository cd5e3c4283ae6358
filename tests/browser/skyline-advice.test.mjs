// Skyline's advice before a move that costs something (issue 33): forced to demolish, the
// page names the building the engine says costs least, the steps agree with each other and
// the demolition says how to take it back; planning the floor that finishes a six-floor
// building in a solo game warns, before Build, that the game then ends. Each position is
// played with the JS API on dice the test enters (a game of the table's own dice, saved and
// loaded through "Save & load"), then every move the test makes goes through the page.

import assert from "node:assert/strict";
import { test } from "node:test";
import { loadSave, shot, statusSays, useSite } from "./helpers.mjs";

const site = useSite();
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** A solo game played with the API on entered dice: `script` lists takes ({take}), rolls
 * ({roll: faces}) and other actions; returns the save. */
function position(page, script) {
  return page.evaluate((steps) => {
    const G = window.__skyline.game.constructor;
    const g = new G("skyline", { players: 1, seed: 3 }, { entered: true });
    const key = (fs) => [...fs].sort().join();
    try {
      for (const s of steps) {
        if (s.roll) {
          const o = g.chance().find((c) => key(c.outcome.faces) === key(s.roll));
          if (!o) throw new Error(`no roll ${s.roll}`);
          g.enter(o.outcome);
        } else if (s.take) g.apply(0, { type: "take", ...s.take });
        else {
          // dice named by face: their indexes in the roll as it stands
          const faces = g.view(0).active.map((d) => d.face);
          const at = (f) => {
            const i = faces.findIndex((x, k) => x === f && !at.used.has(k));
            at.used.add(i);
            return i;
          };
          at.used = new Set();
          const a = s.build
            ? { type: "build", placements: s.build.map(([f, column]) => ({ die: at(f), ...(column == null ? {} : { column }) })) }
            : s;
          g.apply(0, a);
        }
      }
      return g.save();
    } finally {
      g.free();
    }
  }, script);
}

async function open(page, script) {
  await page.goto(`${site.url}index.html?pace=0#game=skyline&players=1&seed=1`);
  await page.waitForSelector(".play:not([hidden]) .sk");
  await loadSave(page, await position(page, script));
  await page.waitForFunction(() => window.__skyline.game.view(0).phase === "resolve" && !document.querySelector("dialog[open]"));
}

/** Nothing runs past the screen's right edge. */
const fitsWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

for (const viewport of SIZES) {
  test(`forced to demolish at ${viewport.width}: the advice names what costs least, the steps agree, Undo is named`, {
    timeout: 90_000,
  }, async () => {
    await site.withPage({ at: null, viewport, serviceWorkers: "block" }, async (page) => {
      // a one-floor Mid-Rise beside a two-floor High-Rise, then three blanks: nothing fits
      await open(page, [
        { take: { ground: 1, upper: 1, penthouse: 1 } },
        { roll: ["groundMid", "upperHigh", "blank"] },
        { build: [["groundMid"], ["upperHigh", 0]] },
        { type: "resign" },
        { take: { ground: 0, upper: 0, penthouse: 3 } },
        { roll: ["blank", "blank", "blank"] },
      ]);
      const hint = page.locator('[data-hint="stuck"]');
      await hint.waitFor();
      const text = await hint.textContent();
      assert.match(text, /Losing building 2 \(Mid-Rise, 1 floor under construction\) costs least: no points now\./, text);
      assert.doesNotMatch(text, /Building 1 scores nothing/, text);
      await page.screenshot({ path: shot(`skyline-demolish-advice-${viewport.width}.png`), fullPage: true });
      assert.ok(await fitsWidth(page), "nothing past the screen's edge");

      // three dice: pressing Demolish asks for a die first, and picking a building before one says so
      await page.locator("[data-act=demolish]").click();
      assert.match(await statusSays(page, /select the dice to give up, then pick/), /select the dice to give up, then pick the building/);
      assert.match(await page.locator(".sk-controls").textContent(), /Demolish: select the dice to give up, then pick/);
      await page.locator('.sk-sky.mine [data-column="1"]').click();
      assert.match(await statusSays(page, /Select the dice to demolish with first/), /Select the dice to demolish with first/);
      // one die selected, the building picked: it is demolished, and the line says how to take it back
      await page.locator('.sk-die[data-die="0"]').click();
      await page.locator('.sk-sky.mine [data-column="1"]').click();
      const said = await statusSays(page, /demolished/);
      assert.match(
        said,
        /demolished a building under construction of 1 floor with 1 penthouse\. Undo takes it back until the next roll\./,
        said,
      );
      assert.equal(await page.locator(".sk-sky.mine [data-column]").count(), 1, "the Mid-Rise went");
      await page.keyboard.press("u");
      await page.waitForFunction(() => window.__skyline.game.view(0).seats[0].columns.length === 2);
      assert.deepEqual(page.errors, []);
    });
  });

  test(`a solo Build that finishes a six-floor building warns at ${viewport.width}, before Build, that the game then ends`, {
    timeout: 90_000,
  }, async () => {
    await site.withPage({ at: null, viewport, serviceWorkers: "block" }, async (page) => {
      // the High-Rise at four floors, then an Upper and a Penthouse High: five, then six with its top
      await open(page, [
        { take: { ground: 0, upper: 3, penthouse: 0 } },
        { roll: ["upperHigh", "upperHigh", "upperHigh"] },
        {
          build: [
            ["upperHigh", 0],
            ["upperHigh", 0],
            ["upperHigh", 0],
          ],
        },
        { take: { ground: 0, upper: 1, penthouse: 2 } },
        { roll: ["upperHigh", "penthouseHigh", "blank"] },
      ]);
      const faces = await page.evaluate(() => window.__skyline.game.view(0).active.map((d) => d.face));
      const warn = page.locator('[data-hint="doomed"]');
      // the fifth floor alone: no warning
      await page.locator(`.sk-die[data-die="${faces.indexOf("upperHigh")}"]`).click();
      await page.locator('.sk-sky.mine [data-column="0"]').click();
      assert.equal(await warn.count(), 0, "five floors end nothing");
      // the Penthouse on top: warned in the tray and in the status line, nothing built yet
      await page.locator(`.sk-die[data-die="${faces.indexOf("penthouseHigh")}"]`).click();
      await page.locator('.sk-sky.mine [data-column="0"]').click();
      await warn.waitFor();
      assert.match(await warn.textContent(), /finishes a six-floor building, so the game ends when your turn does/);
      assert.match(await statusSays(page, /six-floor/), /Press Build\.|Add more, or press Build\./);
      assert.equal(await page.evaluate(() => window.__skyline.game.view(0).seats[0].columns[0].dice.length), 4, "not built yet");
      await warn.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`skyline-six-floor-warning-${viewport.width}.png`) });
      assert.ok(await fitsWidth(page), "nothing past the screen's edge");
      // built: the game ends with the turn, as it said
      await page.locator("[data-act=build]").click();
      await page.locator("[data-act=resign]").click();
      await page.waitForFunction(() => window.__skyline.game.isOver());
      assert.deepEqual(page.errors, []);
    });
  });
}
