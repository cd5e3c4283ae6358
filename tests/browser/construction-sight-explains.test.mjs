// Construction Sight explains itself (issue 18, part 3): the sheet carries the column letters
// and row numbers the messages use, the score in play is what is won apart from the penalty
// "if you stopped now", a phone shows the sheet without sideways scrolling (the plaza sizes do
// not push it away), a solo blank sheet does not speak of others, goal choices survive a
// reload, and the end screen is the engine's result line by line with the pecking order.
// Positions are reached by playing the engine's computer moves on a second Game in the page
// and loading the save through "Save & load"; moves on the live game go through the page.

import assert from "node:assert/strict";
import { test } from "node:test";
import { loadSave, useSite } from "./helpers.mjs";

const site = useSite();

/**
 * Runs `body` on Construction Sight opened by a link, in a fresh context (site.withPage);
 * `init` runs in the page before its own scripts.
 */
function withGame({ viewport = { width: 1280, height: 800 }, hash = "players=1&seed=1", init = null }, body) {
  return site.withPage({ at: null, viewport, serviceWorkers: "block" }, async (page) => {
    if (init) await page.addInitScript(init);
    await page.goto(`${site.url}index.html?pace=0#game=construction-sight&${hash}`);
    await page.waitForSelector(".play:not([hidden]) .csi");
    return body(page);
  });
}

/** A solo sheet after `moves` computer moves, as a save. */
const position = (page, moves) =>
  page.evaluate((moves) => {
    const G = window.__skyline.game.constructor;
    const g = new G("construction-sight", { players: 1, seed: 3 });
    for (let n = 0; n < moves && !g.isOver(); n++) {
      const a = g.botAction(0, "normal");
      if (a.type === "stop" || g.preview(0, a).over) break; // the test ends it through the page
      g.apply(0, a);
    }
    return g.save();
  }, moves);

async function load(page, save) {
  await loadSave(page, save);
  await page.waitForTimeout(300);
}

test("the sheet's column letters and row numbers are the names the messages use", { timeout: 60_000 }, async () => {
  await withGame({}, async (page) => {
    // a size without doors: one press places it
    await page.locator('[data-build-opt]:not([disabled]):not([aria-label*="door"])').first().click();
    await page.locator('[data-act="place"]').click();
    await page.waitForTimeout(500); // the reveal waits for a deliberate second step
    await page.locator('[data-act="next"]').click();
    await page.waitForFunction(() => window.__skyline.game.history().some((e) => e.action?.type === "build"));
    const a = await page.evaluate(() => window.__skyline.game.history().find((e) => e.action?.type === "build").action);
    const said = (await page.locator(".log li").allTextContents()).find((t) => /building, height/.test(t)) || "";
    const name = said.trim().match(/building, height \d, at ([A-J])(\d+)$/);
    assert.ok(name, `the move list names the cell: ${said}`);
    // the letter above the named cell's column and the number beside its row are the name's
    const at = await page.evaluate(
      ({ cell, letter, row }) => {
        const c = document.querySelector(`.csi-cell[data-cell="${cell}"]`).getBoundingClientRect();
        const cx = (c.left + c.right) / 2,
          cy = (c.top + c.bottom) / 2;
        const hit = (sel, f) =>
          [...document.querySelectorAll(sel)]
            .filter((s) => {
              const r = s.getBoundingClientRect();
              return r.width > 0 && f(r);
            })
            .map((s) => s.textContent);
        return {
          top: hit(".csi-coords.top span", (r) => r.left <= cx && cx <= r.right && r.bottom <= c.top),
          left: hit(".csi-coords.left span", (r) => r.top <= cy && cy <= r.bottom && r.right <= c.left),
          letter,
          row,
        };
      },
      { cell: a.y * 10 + a.x, letter: name[1], row: name[2] },
    );
    assert.deepEqual(at.top, [name[1]], "the column letter above it");
    assert.deepEqual(at.left, [name[2]], "the row number beside it");
    const letters = await page.locator(".csi-coords.top span").allTextContents();
    assert.deepEqual(letters, [..."ABCDEFGHIJ"]);
    assert.deepEqual(page.errors, []);
  });
});

test("in play the score is what is won so far, the empty cells only 'if you stopped now'", { timeout: 60_000 }, async () => {
  await withGame({}, async (page) => {
    const sh = await page.evaluate(() => window.__skyline.game.view(0).sheets[0]);
    const box = page.locator(".csi-sheetcard .csi-score");
    assert.equal(
      await box.locator('[data-part="secured"]').textContent({ timeout: 5000 }),
      String(sh.score.goalsMet + sh.score.filledDoors),
    );
    assert.match(await box.locator('[data-part="penalty"]').locator("xpath=..").textContent(), /if you stopped now/i);
    const panel = await page.locator(".players").textContent();
    assert.doesNotMatch(panel, /−186/, "the players' panel does not start at −186");
    assert.deepEqual(page.errors, []);
  });
});

test("phone: no sideways scrolling, nothing wider than the screen, the sheet in view beside the plaza sizes", {
  timeout: 60_000,
}, async () => {
  await withGame({ viewport: { width: 390, height: 844 }, hash: "players=2&bots=1&seed=1" }, async (page) => {
    const check = () =>
      page.evaluate(() => {
        const W = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll(".play *")]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.left < -0.5 || r.right > W + 0.5) && !e.closest(".sr");
          })
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
        return { W, scroll: document.documentElement.scrollWidth, wide };
      });
    let m = await check();
    assert.ok(m.scroll <= m.W, `no sideways scrolling: ${m.scroll}`);
    assert.deepEqual(m.wide, []);
    await page.locator(".csi-modes button", { hasText: "Plaza" }).click();
    m = await check();
    assert.ok(m.scroll <= m.W);
    assert.deepEqual(m.wide, []);
    const top = await page.locator(".csi-sheetcard .csi-board").evaluate((b) => b.getBoundingClientRect().top);
    assert.ok(top < 844 - 120, `the sheet starts on the screen with the plaza sizes open (top ${Math.round(top)})`);
    assert.deepEqual(page.errors, []);
  });
});

test('phone: every number drawn on the sheet, the benches\' "sees N" badges too, is at least 11 px', { timeout: 60_000 }, async () => {
  // the sizes of the text the sheet's canvas draws, recorded as it draws
  const init = () => {
    window.__texts = [];
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      if (this.canvas.closest?.(".csi-sheetcard"))
        window.__texts.push([String(text), Number.parseFloat(this.font.match(/(\d+(?:\.\d+)?)px/)?.[1])]);
      return fill.call(this, text, ...rest);
    };
  };
  await withGame({ viewport: { width: 390, height: 844 }, hash: "players=1&seed=1", init }, async (page) => {
    await load(page, await position(page, 6));
    await page.evaluate(() => {
      window.__texts = [];
      window.dispatchEvent(new Event("resize"));
    });
    await page.locator(".csi-modes button", { hasText: "Building" }).click();
    await page.waitForTimeout(300);
    const texts = await page.evaluate(() => window.__texts);
    const visible = await page.evaluate(() => window.__skyline.game.view(0).sheets[0].parks.map((p) => String(p.visible)));
    assert.ok(
      texts.some(([t]) => visible.includes(t)),
      "the badges were drawn",
    );
    const small = texts.filter(([, px]) => !(px >= 11));
    assert.deepEqual(small, [], "no text under 11 px on the sheet");
    assert.deepEqual(page.errors, []);
  });
});

test("a solo blank sheet speaks of no others, and a reload keeps the goals chosen so far", { timeout: 60_000 }, async () => {
  await withGame({ viewport: { width: 1280, height: 800 }, hash: "players=1&seed=2&sheet=blank" }, async (page) => {
    await page.waitForSelector(".csi-goalform select");
    assert.doesNotMatch(await page.locator(".csi-panel").textContent(), /the others/i);
    const sel = page.locator(".csi-goalform select").nth(2);
    const value = await sel.locator("option").nth(1).getAttribute("value");
    await sel.selectOption(value);
    const space = await sel.getAttribute("data-space");
    await page.waitForTimeout(300);
    await page.reload();
    await page.waitForSelector(".csi-goalform select");
    assert.equal(
      await page.locator(`.csi-goalform select[data-space="${space}"]`).inputValue(),
      value,
      "the choice made before the reload",
    );
    assert.deepEqual(page.errors, []);
  });
});

test("the end screen shows the result line by line, the benches that scored and the pecking order", { timeout: 60_000 }, async () => {
  await withGame({}, async (page) => {
    await load(page, await position(page, 6));
    await page.locator(".csi-modes button", { hasText: "Stop" }).click();
    await page.locator("[data-stop-confirm]").click();
    await page.waitForFunction(() => window.__skyline.game.isOver());
    await page.waitForSelector("dialog[open] .csi-fin-lines");
    const r = await page.evaluate(() => window.__skyline.game.result());
    const sh = await page.evaluate(() => window.__skyline.game.view(0).sheets[0]);
    const s = r.scores[0];
    const shown = await page
      .locator("dialog[open] .csi-fin-lines tr[data-line]")
      .evaluateAll((rows) => rows.map((tr) => Number(tr.dataset.points)));
    assert.deepEqual(
      shown,
      s.lines.map((l) => l.points),
      "every line of the result, in order",
    );
    assert.equal((await page.locator('dialog[open] [data-final-total="0"]').textContent()).replace("−", "-"), String(s.total));
    const met = sh.parks.filter((p) => p.met);
    assert.equal(await page.locator("dialog[open] .csi-benches li").count(), met.length, "one line per bench that scored");
    assert.equal(
      met.reduce((a, p) => a + p.goal, 0),
      s.lines[0].points,
      "the benches add up to the goals line",
    );
    assert.equal(await page.locator("dialog[open] .csi-structs li").count(), sh.structures.length, "a line per structure");
    assert.equal(
      await page.locator("dialog[open] .csi-ladder li.got").getAttribute("data-rung"),
      r.level,
      "the rung reached is the result's level",
    );
    assert.deepEqual(page.errors, []);
  });
});
