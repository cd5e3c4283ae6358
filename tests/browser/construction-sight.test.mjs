// Construction Sight through the page: a whole solo game driven by the UI (the first size
// the page offers, a spot its preview accepts, plazas from its own suggestion), the shown
// score equal to the engine's result; then a game against a computer rival, on a phone.
// Screenshots go to test-results/ (cs-*.png).

import assert from "node:assert/strict";
import { test } from "node:test";
import { ready, setupGame, shot, statusSays, useSite } from "./helpers.mjs";

const site = useSite();

const shots = new Set();
async function once(page, name) {
  if (!shots.has(name)) {
    shots.add(name);
    await page.screenshot({ path: shot(name) });
  }
}
const minus = (t) =>
  Number(
    String(t)
      .trim()
      .replace("−", "-")
      .replace(/[^\d-]/g, ""),
  );

/** Starts Construction Sight through the setup screen (setupGame; the sheet is one of its options). */
async function choose(page, setup) {
  await page.locator('input[name=game][value="construction-sight"]').check();
  await page.waitForSelector('select[name="sheet"]', { state: "attached" });
  await setupGame(page, setup);
  await page.waitForSelector(".csi .csi-canvas");
}

/** Waits until seat 0 may decide, or the game is over; true while it may decide. */
async function myTurn(page) {
  await page.waitForFunction(
    () => {
      const s = window.__skyline;
      return s.game.isOver() || (s.thinking === null && s.game.toAct().includes(0) && !!document.querySelector(".csi-modes:not([hidden])"));
    },
    null,
    { timeout: 20_000 },
  );
  return page.evaluate(() => !window.__skyline.game.isOver());
}

/** The placed move waits for its reveal (issue 17): nothing is built or rolled until the
 * player says "Next roll": by Enter on the sheet, or the button. */
async function nextRoll(page, how) {
  await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
  const n = await page.evaluate(() => window.__skyline.game.history().length);
  assert.match(await statusSays(page, /Placed: .*Undo takes it back/), /Placed: .*Undo takes it back/);
  await page.waitForTimeout(420); // a quicker second press counts as a slip
  if (how === "keys") {
    await page.locator(".csi-cell[tabindex='0']").focus();
    await page.keyboard.press("Enter");
  } else await page.locator(".statusbar [data-reveal]").click();
  await page.waitForFunction((m) => window.__skyline.game.history().length > m, n, { timeout: 10_000 });
}

/** One decision through the UI: a building if one fits (tapping/clicking as a player would), else a plaza. */
async function decide(page, k, useGrid) {
  const before = await page.evaluate(() => window.__skyline.game.history().length);
  const build = page.locator(".csi-opt[data-build-opt]:not([disabled])");
  const plazaFits = await page.evaluate(() => window.__skyline.game.query(0, { type: "options" }).plazas.some((p) => p.fits));
  if ((await build.count()) && !(useGrid === "plaza" && plazaFits)) {
    await page.locator('.csi-modes button:text("Building")').click();
    await build.nth(k % (await build.count())).click();
    const preview = await page.locator(".csi-info").textContent();
    assert.match(preview, /fits|Not here/, "the preview says whether the spot fits");
    if (useGrid === "grid") {
      // the page's own preview sits on a spot that fits: click a cell of it with the mouse
      const cell = await page.evaluate(() => Number(document.querySelector(".csi-cell[tabindex='0']").dataset.cell));
      await page.locator(`.csi-cell[data-cell="${cell}"]`).click();
      // clicking re-centres the outline on that cell; if it no longer fits, the preview says why
      if (await page.locator('[data-act="place"]').count()) {
        const t = await page.locator(".csi-info").textContent();
        if (/Not here/.test(t)) {
          await page.keyboard.press("ArrowLeft");
          await page.keyboard.press("ArrowUp");
        }
      }
    }
    if (useGrid === "keys" && /fits\./.test(await page.locator(".csi-info").textContent())) {
      // keyboard only: Enter places; Space picks doors along the top edge; Enter builds
      await page.locator(".csi-cell[tabindex='0']").focus();
      await page.keyboard.press("Enter");
      if (await page.locator('[data-act="build"]').count()) {
        const need = Number((await page.locator('[data-act="build"]').textContent()).match(/\d+/)[0]);
        for (let i = 0; i < need; i++) {
          await page.keyboard.press("Space");
          await page.keyboard.press("ArrowRight");
        }
        await page.keyboard.press("Enter");
      }
      await nextRoll(page, "keys");
      await page.waitForFunction((n) => window.__skyline.game.history().length > n, before, { timeout: 10_000 });
      return true;
    }
    // (a mouse click on the sheet already placed it: it waits for Next roll)
    if ((await page.locator('[data-act="place"]').count()) && !(await page.locator(".statusbar [data-reveal]").count())) {
      // a spot the preview accepts: move with the keys until it says "fits"
      if (!/fits\./.test(await page.locator(".csi-info").textContent())) await page.locator('[data-act="snap"]').click();
      assert.match(await page.locator(".csi-info").textContent(), /fits\./);
      await page.locator('[data-act="place"]').click();
    }
    if (await page.locator('[data-act="build"]').count()) {
      await page.getByRole("button", { name: "Place doors for me" }).click();
      if (page.viewportSize().width > 1000) await once(page, "cs-desktop-doors.png");
      await page.locator('[data-act="build"]').click();
    }
  } else {
    await page.locator('.csi-modes button:text("Plaza")').click();
    const pz = page.locator(".csi-opt[data-plaza-opt]:not([disabled])");
    if (!(await pz.count())) return false;
    await pz.first().click();
    if (useGrid === "plaza") {
      // paint the suggested cells by hand: click each one, then let the running count confirm
      const want = await page.evaluate(() => {
        const o = window.__skyline.game.query(0, { type: "options" }).plazas.find((p) => p.fits);
        return window.__skyline.game.query(0, { type: "plaza", area: o.area, doors: o.doors });
      });
      for (const c of [...want.cells, ...want.doorCells]) await page.locator(`.csi-cell[data-cell="${c}"]`).click();
      if (page.viewportSize().width > 1000) await once(page, "cs-desktop-plaza.png");
    } else await page.locator('[data-act="example"]').click();
    assert.match(await page.locator(".csi-count").textContent(), /Area (\d+) of \1/);
    await page.locator('[data-act="plaza"]').click();
  }
  await nextRoll(page, useGrid);
  await page.waitForFunction((n) => window.__skyline.game.history().length > n, before, { timeout: 10_000 });
  return true;
}

async function finalTotals(page) {
  await page.waitForSelector("dialog.main[open] [data-total-seat]");
  const shown = await page.$$eval("dialog.main [data-total-seat]", (tds) =>
    tds.map((td) => [Number(td.dataset.totalSeat), td.textContent]),
  );
  const result = await page.evaluate(() => window.__skyline.game.result());
  return { shown: Object.fromEntries(shown.map(([s, t]) => [s, minus(t)])), result };
}

test("solo: a whole game through the page, keys, taps and plazas; the score shown is the engine's", { timeout: 150_000 }, async () => {
  const t0 = Date.now();
  await site.withPage({ at: "?pace=0", viewport: { width: 1280, height: 800 } }, async (page) => {
    await choose(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 12 });
    // rules in our own words, with what is reconstructed
    await page.getByRole("button", { name: "Rules" }).click();
    await page.waitForSelector("dialog.rules[open] .prose h2"); // the rules load on demand
    assert.match(await page.locator("dialog.rules").textContent(), /Reconstructed/);
    await page.locator("dialog.rules").getByRole("button", { name: "Close" }).click();
    // the dice are shown as dice, the sizes come from the engine
    assert.equal(await page.locator(".csi-roll .csi-die").count(), 3);
    const opts = await page.evaluate(() => window.__skyline.game.query(0, { type: "options" }));
    assert.equal(await page.locator(".csi-opt[data-build-opt]").count(), opts.buildings.length);
    // an illegal spot is explained: push the outline against the edge and run it off with R
    await page.locator(".csi-opt[data-build-opt]:not([disabled])").first().click();
    await page.locator(".csi-cell[tabindex='0']").focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
    await page.screenshot({ path: shot("cs-desktop-preview.png") });
    // R turns the building (and is not the shell's redo here)
    const before = await page.locator(".csi-opt[aria-pressed=true]").getAttribute("aria-label");
    await page.keyboard.press("r");
    const after = await page.locator(".csi-opt[aria-pressed=true]").getAttribute("aria-label");
    const sq = /Width (\d), depth \1/.test(before);
    if (!sq) assert.notEqual(after, before, "R turned the building");
    // digits pick a size from the list, P and B switch between plaza and building
    await page.keyboard.press("2");
    assert.equal(await page.locator(".csi-opt[aria-pressed=true]").getAttribute("data-build-opt"), "1");
    await page.keyboard.press("p");
    assert.equal(await page.locator('.csi-modes button:text("Plaza")').getAttribute("aria-pressed"), "true");
    await page.keyboard.press("b");
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains("csi-cell")), true, "focus stays on the sheet");

    // pointing at a bench names its goal and what it sees
    const cv = await page.locator(".csi-sheetcard .csi-canvas").boundingBox();
    await page.mouse.move(cv.x + (cv.width / 12) * 3.5, cv.y + (cv.width / 12) * 0.5);
    assert.match(await page.locator(".csi-info").textContent(), /^Top of column C: goal 3, sees 0/);
    await page.mouse.move(cv.x + cv.width / 2, cv.y + cv.height + 60);

    let moves = 0;
    while (await myTurn(page)) {
      if (moves === 5) await page.screenshot({ path: shot("cs-desktop-midgame.png") });
      if (moves === 14) {
        // stop for good, with a confirmation
        await page.locator('.csi-modes button:text("Stop…")').click();
        await page.locator("[data-stop-confirm]").click();
        break;
      }
      const ok = await decide(page, moves, ["click", "grid", "keys", "plaza"][moves % 4]);
      if (!ok) break;
      moves++;
      // the breakdown under the sheet is the engine's running score
      const score = await page.evaluate(() => window.__skyline.game.view(0).sheets[0].score);
      assert.equal(minus(await page.locator('.csi-sheetcard [data-part="total"]').textContent()), score.total);
    }
    const { shown, result } = await finalTotals(page);
    assert.equal(shown[0], result.scores[0].total, "the final total is the engine's");
    assert.equal(result.kind, "solo");
    // the level reached, a code of the engine's, in the view's words
    const level = await page.evaluate(
      async (code) =>
        (await import(new URL("www/games/construction-sight.js", location.href).href)).default.words({ code, args: {} }, { name: String }),
      result.level,
    );
    assert.ok(level && level !== result.level, `the view words ${result.level}`);
    assert.ok((await page.locator("dialog.main").textContent()).includes(level), `${level} on the end screen`);
    await page.screenshot({ path: shot("cs-desktop-final.png") });
    // the goal marks, as the engine gives them, are in the sheet's text alternative too
    const marks = await page.evaluate(() => window.__skyline.game.view(0).sheets[0].parks.map((p) => p.mark));
    const words = await page.$$eval('.csi-sheetcard ul[aria-label="Park goals"] li', (lis) => lis.map((li) => li.textContent));
    assert.equal(words.length, 40);
    marks.forEach((m, i) =>
      assert.ok(
        m === "guaranteed"
          ? /circled/.test(words[i])
          : m === "impossible"
            ? /crossed out/.test(words[i])
            : !/circled|crossed/.test(words[i]),
        `park ${i}: ${m} / ${words[i]}`,
      ),
    );
    assert.ok(moves >= 5, `played ${moves} moves`);
    assert.deepEqual(page.errors, []);
    console.log(`solo game: ${moves} moves, total ${result.scores[0].total}, ${Date.now() - t0} ms`);
  });
});

test("phone: against a computer rival, both sheets shown, touch targets, stop for good", { timeout: 150_000 }, async () => {
  const t0 = Date.now();
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  await site.withPage({ at: "?pace=0", ...phone }, async (page) => {
    await choose(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "normal" },
      ],
      seed: 11,
    });
    await page.evaluate(() => window.__skyline.setPace(0));
    // a tap on the grid moves the outline; a second tap on the same spot builds
    assert.ok(await myTurn(page));
    await page.locator(".csi-opt[data-build-opt]:not([disabled])").first().tap();
    const cell = await page.evaluate(() => Number(document.querySelector(".csi-cell[tabindex='0']").dataset.cell));
    await page.screenshot({ path: shot("cs-phone-play.png") });
    const audit = await page.evaluate(() => {
      const small = [];
      for (const el of document.querySelectorAll("button, select, summary")) {
        const r = el.getBoundingClientRect();
        if (!r.width || el.closest("dialog:not([open])")) continue;
        if (r.width < 44 || r.height < 44)
          small.push(`${el.className} ${el.textContent.trim().slice(0, 20)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return { small, overflow: document.documentElement.scrollWidth - innerWidth };
    });
    assert.deepEqual(audit.small, [], "touch targets of 44 px");
    assert.ok(audit.overflow <= 0, `no sideways scrolling (${audit.overflow})`);
    const box = await page.locator(".csi-sheetcard .csi-board").boundingBox();
    assert.ok(box.width >= 340, `the sheet uses the phone's width (${box.width})`);
    const h0 = await page.evaluate(() => window.__skyline.game.history().length);
    const fits = await page.locator(".csi-info").textContent();
    if (/fits\./.test(fits) && !(await page.locator(".csi-opt[aria-pressed=true]").getAttribute("aria-label")).includes("door")) {
      // the first tap (bottom-right corner, away from the outline) moves the outline there; a tap on it builds
      assert.notEqual(cell, 99);
      await page.locator('.csi-cell[data-cell="99"]').tap();
      await page.waitForTimeout(150);
      assert.equal(await page.evaluate(() => window.__skyline.game.history().length), h0, "a first tap only moves the outline");
      assert.match(await page.locator(".csi-info").textContent(), /fits\./);
      await page.locator('.csi-cell[data-cell="99"]').tap();
      // placed, not built: a third tap on it (a moment later) builds and rolls
      await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
      assert.equal(await page.evaluate(() => window.__skyline.game.history().length), h0, "placing reveals nothing");
      await page.waitForTimeout(450);
      await page.locator('.csi-cell[data-cell="99"]').tap();
      await page.waitForFunction((n) => window.__skyline.game.history().length > n, h0);
      const b = (await page.evaluate(() => window.__skyline.game.view(0).sheets[0].structures))[0];
      assert.ok(b?.cells.includes(99), "built where it was tapped");
    } else await decide(page, 0, false);
    // the rival's sheet is beside (below) ours
    await page.waitForSelector(".csi-rival:not([hidden])");
    assert.match(await page.locator(".csi-rival .csi-title").textContent(), /Ben/);
    for (let i = 1; i < 4 && (await myTurn(page)); i++) await decide(page, i, false);
    await page.screenshot({ path: shot("cs-phone-rival.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: shot("cs-desktop-rival.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    if (await myTurn(page)) {
      await page.locator('.csi-modes button:text("Stop…")').tap();
      await page.locator("[data-stop-confirm]").tap();
    }
    await page.waitForFunction(() => window.__skyline.game.isOver(), null, { timeout: 60_000 });
    const { shown, result } = await finalTotals(page);
    for (const s of result.scores) assert.equal(shown[s.seat], s.total, `seat ${s.seat}'s total`);
    assert.equal(result.kind, "ranked");
    await page.screenshot({ path: shot("cs-phone-final.png") });
    assert.deepEqual(page.errors, []);
    console.log(`vs computer: ${Date.now() - t0} ms`);
  });
});

test("blank sheet: the park goals are written through the page, side by side, then the game is stopped", { timeout: 120_000 }, async () => {
  const t0 = Date.now();
  await site.withPage({ at: "?pace=0", viewport: { width: 1280, height: 800 } }, async (page) => {
    // the chooser's picture and the how-to in pictures
    await page.locator('input[name=game][value="construction-sight"]').check();
    await page.waitForSelector("#howto-btn");
    await page.screenshot({ path: shot("cs-desktop-setup.png") });
    await page.locator("#howto-btn").click();
    await page.waitForSelector("dialog.howto[open] .csi-howto-canvas");
    await page.waitForTimeout(100);
    await page.screenshot({ path: shot("cs-desktop-howto.png") });
    await page.locator("dialog.howto").getByRole("button", { name: "Close" }).click();
    await choose(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 5, options: { sheet: "blank" } });
    for (let k = 0; k < 8; k++) {
      await page.waitForSelector(".csi-goalform select");
      const n = await page.evaluate(() => window.__skyline.game.history().length);
      const sels = page.locator(".csi-goalform select");
      const first = k % 2 === 0;
      const count = first ? (k === 0 ? 2 : 1) : await sels.count();
      if (k === 0) {
        await sels.nth(0).selectOption({ index: 1 });
        await page.screenshot({ path: shot("cs-desktop-blank-setup.png") });
        if (count > 1) await sels.nth(1).selectOption({ index: 1 });
      } else for (let i = 0; i < count; i++) await sels.nth(i).selectOption({ index: 1 });
      await page.locator(".csi-goalform button[type=submit]").click();
      await page.waitForFunction((m) => window.__skyline.game.history().length > m, n);
    }
    await myTurn(page);
    const parks = await page.evaluate(() => window.__skyline.game.view(0).sheets[0].parks);
    assert.ok(
      parks.every((p) => p.goal >= 1 && p.goal <= 6),
      "every park space has a goal",
    );
    await decide(page, 0, false);
    await myTurn(page);
    await page.locator('.csi-modes button:text("Stop…")').click();
    await page.locator("[data-stop-confirm]").click();
    const { shown, result } = await finalTotals(page);
    assert.equal(shown[0], result.scores[0].total);
    // the replay shows the sheet move by move, without input
    await page.getByRole("button", { name: "Step through the game" }).click();
    await page.waitForSelector(".reviewbar:not([hidden])");
    for (let i = 0; i < 3; i++) await page.locator('[data-rv="next"]').click();
    assert.equal(await page.locator(".csi-modes").isHidden(), true, "no choices during a replay");
    assert.equal(await page.locator(".csi-opt, .csi-goalform").count(), 0, "no choices during a replay");
    assert.equal(await page.locator(".csi-roll .csi-die").count(), 3, "the dice of that moment");
    await page.screenshot({ path: shot("cs-desktop-replay.png") });
    assert.deepEqual(page.errors, []);
    console.log(`blank sheet: ${Date.now() - t0} ms`);
  });
});

test("take back until revealed: a placed building waits for Next roll, Undo takes it back, a quick second press reveals nothing", {
  timeout: 90_000,
}, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 1366, height: 900 } }, async (page) => {
    await choose(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 12 });
    assert.ok(await myTurn(page));
    const place = async () => {
      await page.locator(".csi-opt[data-build-opt]:not([disabled])").first().click();
      if (!/fits\./.test(await page.locator(".csi-info").textContent())) await page.locator('[data-act="snap"]').click();
      await page.locator('[data-act="place"]').click();
      if (await page.locator('[data-act="build"]').count()) {
        await page.getByRole("button", { name: "Place doors for me" }).click();
        await page.locator('[data-act="build"]').click();
      }
      await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
    };
    const n0 = await page.evaluate(() => window.__skyline.game.history().length);
    const roll0 = await page.evaluate(() => window.__skyline.game.view(0).roll.join());
    await place();
    assert.equal(await page.evaluate(() => window.__skyline.game.history().length), n0, "placing changes nothing in the game");
    assert.match(await page.locator(".statusbar [data-reveal]").textContent(), /Next roll/);
    assert.match(
      await page.locator('.csi [data-act="next"]').textContent(),
      /Next roll/,
      "beside the sheet too (a phone's status bar may be scrolled away)",
    );
    // a second press at once is a slip: nothing is revealed, and the status line says so
    await page.locator(".csi-cell[tabindex='0']").focus();
    await page.keyboard.press("Enter");
    assert.match(await statusSays(page, /quick double press, so nothing was revealed/), /quick double press, so nothing was revealed/);
    assert.equal(await page.evaluate(() => window.__skyline.game.history().length), n0);
    // Undo takes the placement back: nothing was revealed
    assert.equal(await page.locator(".statusbar .undo").getAttribute("aria-disabled"), "false");
    await page.locator("body").press("u");
    assert.match(await statusSays(page, /Taken back: nothing was revealed/), /Taken back: nothing was revealed/);
    assert.equal(await page.locator(".statusbar [data-reveal]").count(), 0);
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).roll.join()), roll0, "the same roll");
    // a reload while a placement waits reveals nothing and loses nothing: the same roll,
    // nothing built, the building still placed and waiting for Next roll
    await place();
    await page.reload();
    await ready(page);
    assert.ok(await myTurn(page));
    assert.equal(await page.evaluate(() => window.__skyline.game.history().length), n0, "nothing was made");
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).roll.join()), roll0, "the same roll");
    await page.waitForSelector(".statusbar [data-reveal]:not([hidden])");
    assert.match(await statusSays(page, /still placed/), /still placed/);
    await page.locator("body").press("u");
    assert.match(await statusSays(page, /Taken back: nothing was revealed/), /Taken back: nothing was revealed/);
    assert.equal(await page.locator(".statusbar [data-reveal]").count(), 0);
    // Next roll by Enter, a moment later: built, and the dice roll
    await place();
    await page.waitForTimeout(420);
    await page.locator(".csi-cell[tabindex='0']").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => window.__skyline.game.history().length > n + 1, n0);
    const hist = await page.evaluate(() => window.__skyline.game.history());
    assert.equal(hist[n0].seat, 0, "the building");
    assert.ok(hist[n0 + 1].chance, "then the roll");
    await page.locator("body").press("u");
    assert.match(
      await statusSays(page, /dice or cards have spoken|chance is never undone/),
      /dice or cards have spoken|chance is never undone/,
    );
    await page.screenshot({ path: shot("cs-desktop-next-roll.png") });
    // Stop gives up every later point: it asks first, and a double Enter on "Stop…" only
    // reaches the safe answer (Keep playing)
    await page.locator('.csi-modes button:text("Stop…")').focus();
    await page.keyboard.press("Enter");
    assert.match(await page.locator(".csi-stop").innerText(), /ends your game for good/);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.k), "stop-no");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => window.__skyline.game.isOver()), false, "still playing");
    assert.deepEqual(page.errors, []);
  });
});

test("blank sheet with two people: Enter twice on 'Write these goals' never shows the next writer's form", {
  timeout: 90_000,
}, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 } }, async (page) => {
    await choose(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "human" },
      ],
      seed: 5,
      options: { sheet: "blank" },
    });
    const leak = () =>
      page.evaluate(() => ({
        viewer: window.__skyline.viewer,
        open: !!document.querySelector("dialog.hand[open]"),
        forms: [...document.querySelectorAll("[data-goals-seat]")].map((e) => Number(e.dataset.goalsSeat)),
        note: document.querySelector("dialog.hand .hand-note")?.textContent || "",
      }));
    let handovers = 0;
    for (let step = 0; step < 8 && handovers < 3; step++) {
      let to = await page.evaluate(() => window.__skyline.viewer);
      if (to == null) {
        await page.waitForSelector("dialog.hand[open] [data-handover-to]");
        to = Number(await page.locator("dialog.hand [data-handover-to]").getAttribute("data-handover-to"));
        assert.deepEqual((await leak()).forms, [], "no goal form behind the hand-over");
        await page.locator(`[data-handover-to="${to}"]`).click();
        handovers++;
      }
      await page.waitForSelector(`.csi-goalform[data-goals-seat="${to}"]`);
      const sels = page.locator(".csi-goalform select");
      await sels.nth(0).selectOption({ index: 1 });
      if (!/write 1 to 3/.test(await page.locator(".csi-goalform h3").textContent()))
        for (let i = 1; i < (await sels.count()); i++) await sels.nth(i).selectOption({ index: 1 });
      const n = await page.evaluate(() => window.__skyline.game.history().length);
      await page.locator(".csi-goalform button[type=submit]").focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.waitForFunction((m) => window.__skyline.game.history().length > m, n);
      await page.waitForTimeout(100);
      const s = await leak();
      // the writer may go on to their own next step; nobody else's form is ever in the page
      assert.ok(s.viewer === null || s.viewer === to, `step ${step}: the device stays with the writer or goes to nobody`);
      assert.ok(
        s.forms.every((f) => f === s.viewer),
        `step ${step}: no other writer's form in the page`,
      );
      if (s.open) {
        assert.deepEqual(s.forms, []);
        assert.match(s.note, /Not yet/, "the second Enter is answered");
      }
    }
    assert.equal(handovers, 3, "three hand-overs between the writers");
    assert.deepEqual(page.errors, []);
  });
});
