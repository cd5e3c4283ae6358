// Skyline (the dice game) through the page: a whole solo game with a scenario, and a 3-seat game
// (one human, two computers) on a phone, played with clicks, taps and keys. The page only reads
// state through page.evaluate; every move goes through the page's buttons.

import assert from "node:assert/strict";
import { test } from "node:test";
import { fillSetup, openMore, setupGame, shot, startGame, statusSays, useSite } from "./helpers.mjs";

const site = useSite();

const view = (page) =>
  page.evaluate(() => {
    const g = window.__skyline.game;
    return { over: g.isOver(), v: g.view(0), moves: g.history().length };
  });

/** Waits until seat 0 (the human) may act, or the game is over. */
async function myTurn(page) {
  await page.waitForFunction(
    () => {
      const s = window.__skyline;
      return s.game.isOver() || (s.game.toAct()[0] === 0 && s.thinking === null && !document.querySelector("dialog[open]"));
    },
    null,
    { timeout: 30_000 },
  );
}

async function acted(page, before) {
  await page.waitForFunction((n) => window.__skyline.game.history().length > n || window.__skyline.game.isOver(), before, {
    timeout: 10_000,
  });
}

/** Sets the dice selection in the tray to exactly `want` (indexes), by clicks or number keys. */
async function select(page, want, useKeys) {
  const on = await page.$$eval(".sk-die[aria-pressed=true]", (bs) => bs.map((b) => Number(b.dataset.die)));
  const flip = [...on.filter((i) => !want.includes(i)), ...want.filter((i) => !on.includes(i))];
  for (const i of flip) {
    if (useKeys && i < 9) await page.keyboard.press(String(i + 1));
    else await page.locator(`.sk-die[data-die="${i}"]`).click();
  }
  const now = await page.$$eval(".sk-die[aria-pressed=true]", (bs) => bs.map((b) => Number(b.dataset.die)).sort((a, b) => a - b));
  assert.deepEqual(
    now,
    [...want].sort((a, b) => a - b),
  );
}

/**
 * One decision of the human, made through the page: the move is the one the engine's hard
 * computer player would choose (read with page.evaluate, never applied from there), and the
 * test expresses it with the page's own buttons and keys. The history must then hold exactly it.
 */
async function step(page, ts, useKeys) {
  const { v, moves } = await view(page);
  const want = await page.evaluate(() => window.__skyline.game.botAction(0, "hard"));
  const skip = page.locator(".sk-skip:not([hidden])");
  if (ts.reduced) assert.equal(await page.locator(".sd.rolling").count(), 0, "no roll animation with reduced motion");
  if (await skip.count()) {
    // the animation may end on its own between the count and the click (a busy machine): the
    // button is gone then, and the dice have stopped all the same
    await skip.click({ timeout: 3000 }).catch(async (e) => {
      if (await skip.count()) throw e;
    });
    assert.equal(await page.locator(".sd.rolling").count(), 0, "skipping ends the roll animation");
    ts.skipped = (ts.skipped || 0) + 1;
  }
  const mine = page.locator(".sk-sky.mine");
  switch (want.type) {
    case "take": {
      for (const k of ["ground", "upper", "penthouse"]) {
        for (let guard = 0; guard < 12; guard++) {
          const n = Number(await page.locator(`[data-take="${k}"]`).textContent());
          if (n === want[k]) break;
          // lower the others first so that "+" is never blocked by the total
          const b = page.locator(`[data-step="${k}${n < want[k] ? "+" : "-"}"]`);
          if (n < want[k] && !(await b.isEnabled())) {
            for (const o of ["ground", "upper", "penthouse"]) {
              if (o === k) continue;
              const m = Number(await page.locator(`[data-take="${o}"]`).textContent());
              if (m > want[o]) {
                await page.locator(`[data-step="${o}-"]`).click();
                break;
              }
            }
            continue;
          }
          await b.click();
        }
        assert.equal(Number(await page.locator(`[data-take="${k}"]`).textContent()), want[k], `take ${k}`);
      }
      const take = page.locator("[data-act=take]");
      if (useKeys) {
        await take.focus();
        await page.keyboard.press("Enter");
      } else await take.click();
      break;
    }
    case "takeDistrict":
      await page.locator("[data-act=takeDistrict]").click();
      break;
    case "build": {
      const s = v.seats[0],
        base = s.columns.length;
      for (const p of want.placements) {
        await select(page, [p.die], useKeys);
        // the move names a building by its number; the page shows it at its place (one this build
        // starts comes after the others, numbered on from nextBuilding)
        const at = p.building == null ? null : s.columns.findIndex((c) => c.id === p.building);
        const column = at == null ? null : at >= 0 ? at : base + p.building - s.nextBuilding;
        const target = column == null ? mine.locator('[data-column="new"]') : mine.locator(`[data-column="${column}"]`);
        await target.first().click();
        assert.equal(await page.locator(`.sk-die[data-die="${p.die}"].staged`).count(), 1, "the die is planned");
        if (column != null && column >= base) ts.plannedOnNew = true;
      }
      if (want.placements.length > 1) ts.multi = (ts.multi || 0) + 1;
      const build = page.locator("[data-act=build]");
      if (useKeys) {
        await build.focus();
        await page.keyboard.press("Enter");
      } else await build.click();
      break;
    }
    case "demolish": {
      await select(page, want.dice, useKeys);
      await page.locator("[data-act=demolish]").click();
      const s = v.seats[0],
        column = s.columns.findIndex((c) => c.id === want.building);
      await mine
        .locator(column >= 0 ? `[data-column="${column}"]` : `[data-tile="${s.tiles.findIndex((x) => x.id === want.building)}"]`)
        .first()
        .click();
      ts.demolished = (ts.demolished || 0) + 1;
      break;
    }
    case "abandon": {
      await select(page, want.dice, useKeys);
      await page.locator("[data-act=abandon]").click();
      ts.abandoned = (ts.abandoned || 0) + 1;
      break;
    }
    case "reroll": {
      await select(page, want.dice, useKeys);
      if (ts.showOdds) {
        await page.waitForSelector(".sk-odds [data-odds=buildable]");
        const q = await page.evaluate((dice) => window.__skyline.game.query(0, { type: "odds", dice }), want.dice);
        const shown = await page.locator(".sk-odds [data-odds=buildable]").textContent();
        const pctv = (q.buildable.numerator / q.buildable.denominator) * 100;
        if (pctv > 1 && pctv < 99) assert.ok(Math.abs(parseFloat(shown) - pctv) < 0.6, `odds shown ${shown} vs ${pctv}`);
        const best = Number(await page.locator(".sk-odds [data-odds=best]").textContent());
        assert.ok(Math.abs(best - q.expectedBest.numerator / q.expectedBest.denominator) < 0.006, "expected best shown");
      }
      await page.locator("[data-act=reroll]").click();
      break;
    }
    case "resign":
      await page.locator("[data-act=resign]").click();
      break;
    default:
      throw new Error(`unexpected action ${JSON.stringify(want)}`);
  }
  await acted(page, moves);
  const last = await page.evaluate(
    () =>
      window.__skyline.game
        .history()
        .filter((e) => e.action && e.seat === 0)
        .at(-1).action,
  );
  assert.deepEqual(last, want, "the page made the chosen move");
  return want.type;
}

async function finalCheck(page, names) {
  await page.waitForSelector("dialog.main[open] .totals");
  const result = await page.evaluate(() => window.__skyline.game.result());
  const shown = await page.$$eval("dialog.main [data-total-seat]", (tds) =>
    tds.map((td) => [Number(td.dataset.totalSeat), Number(td.textContent.replace("−", "-"))]),
  );
  assert.equal(shown.length, names.length);
  for (const s of result.scores) {
    assert.equal(shown.find(([seat]) => seat === s.seat)[1], s.total, "final dialog total");
    // the module's own skyline card in the final screen shows the same score
    const mine = await page.locator(`dialog.main .sk-pts[data-score-seat="${s.seat}"]`).first().textContent();
    assert.equal(parseInt(mine, 10), s.total, "skyline card score");
  }
  return result;
}

test("solo Skyline with a scenario, played through the page: scores, level and scenario as the engine says", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    // the how-to in pictures draws the dice by shape
    await page.locator("#howto-btn").click();
    await page.waitForSelector("dialog.howto[open] .sk-howto .sd.k-penthouse");
    await page.locator("dialog.howto").getByRole("button", { name: "Close" }).click();
    await openMore(page);
    await page.locator('label:has(> input[name=players][value="1"])').click();
    await page.waitForFunction(() => document.querySelectorAll(".seats li").length === 1);
    await page.locator(".seats li input[type=text]").fill("Ana");
    // the scenario choices come from the engine's content
    const opts = await page.$$eval("select[name=scenario] option", (os) => os.map((o) => o.value));
    assert.ok(opts.includes("essen") && opts.includes("newYork") && opts.includes(""), opts.join());
    await page.locator("select[name=scenario]").selectOption("essen");
    await page.locator("#seed").fill("31");
    await page.locator("#start").click();
    await page.waitForSelector(".sk-board");
    assert.deepEqual(await page.evaluate(() => window.__skyline.game.config().scenario), "essen");
    assert.match(await page.locator(".sk-scen").textContent(), /Essen/);
    assert.equal(await page.locator(".sk-track li").count(), 9);
    // odds are on by default in solo; the take shows them
    assert.equal(await page.locator(".sk-opt", { hasText: "Odds" }).getAttribute("aria-pressed"), "true");
    await page.waitForSelector(".sk-odds [data-odds=buildable]");

    // "confirm each move": the first press only selects the take, the second makes it
    await page.locator(".confirmopt").click();
    const m0 = (await view(page)).moves;
    await page.locator("[data-act=take]").click();
    assert.equal((await view(page)).moves, m0, "selected, not yet played");
    assert.equal(await page.locator("[data-act=take]").isEnabled(), true);
    await page.waitForTimeout(450);
    await page.locator("[data-act=take]").click();
    await acted(page, m0);
    await page.locator(".confirmopt").click();
    const ts = { showOdds: true };
    let n = 0,
      shotTaken = false;
    for (;;) {
      await myTurn(page);
      if ((await view(page)).over) break;
      const { v } = await view(page);
      if (!shotTaken && v.phase === "resolve" && v.round >= 3) {
        const skip = page.locator(".sk-skip:not([hidden])");
        if (await skip.count()) await skip.click();
        await page.screenshot({ path: shot("skyline-solo-desktop.png"), fullPage: true });
        shotTaken = true;
      }
      await step(page, ts, n % 4 === 1);
      n++;
      assert.ok(n < 400, "the game ends");
    }
    assert.ok(ts.skipped > 0, "the roll animation was seen and skipped at least once");
    console.log(`solo: ${n} decisions, ${ts.multi || 0} multi-dice builds, ${ts.demolished || 0} demolitions`);
    const result = await finalCheck(page, ["Ana"]);
    assert.equal(result.kind, "solo");
    const verdict = await page.locator("dialog.main .verdict").textContent();
    // the engine's level and verdict are codes ("master-planner", "essen-met"): the page words them
    const level = result.level?.replace(/(^|-)(\w)/g, (_, s, c) => `${s && " "}${c.toUpperCase()}`);
    if (level) assert.ok(verdict.includes(level), `${level}: ${verdict}`);
    assert.ok(result.notes?.length === 1 && /^essen-(met|missed)$/.test(result.notes[0]), `the scenario is judged: ${result.notes}`);
    assert.match(await page.locator("dialog.main").textContent(), /Essen scenario \(never demolish anything\): (met|missed)/);
    assert.match(await page.locator("dialog.main .sk-scen").textContent(), /Essen/);
    await page.screenshot({ path: shot("skyline-solo-final-desktop.png") });
    // the log says what was rolled
    const log = await page.$$eval(".log-move", (bs) => bs.map((b) => b.textContent));
    assert.ok(log.some((t) => /Chance: rolled/.test(t)) && log.some((t) => /Ana: build/.test(t)), "log shows rolls and moves");
    // step through the game: the replay draws the dice and skylines of each move
    await page.getByRole("button", { name: "Step through the game" }).click();
    await page.waitForSelector(".reviewbar:not([hidden])");
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next move" }).click();
    assert.ok((await page.evaluate(() => window.__skyline.review)) >= 3);
    assert.ok((await page.locator(".sk-dice .sk-die").count()) > 0, "the replay shows the rolled dice");
    assert.equal(await page.locator(".sk-dice button").count(), 0, "nothing to press in a replay");
    await page.getByRole("button", { name: "Final position" }).click();
    // rules name reconstructed values and our decisions
    await page.getByRole("button", { name: "Rules", exact: true }).click();
    await page.waitForSelector("dialog.rules[open] .prose h2");
    const rules = await page.locator("dialog.rules").textContent();
    assert.match(rules, /reconstructed/);
    assert.match(rules, /our design/);
    assert.deepEqual(page.errors, []);
  });
});

test("3 seats on a phone: one human and two computers, played to the end by taps", { timeout: 120_000 }, async () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: "reduce" };
  await site.withPage({ at: "?pace=0", ...phone }, async (page) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    const seats = [
      { name: "Ana", kind: "human" },
      { name: "Robo", kind: "easy" },
      { name: "Cy", kind: "normal" },
    ];
    await fillSetup(page, { seats, seed: 77 });
    assert.equal(await page.locator("select[name=scenario]").count(), 0, "no scenario with several players");
    await startGame(page);
    await page.waitForSelector(".sk-board");
    // the odds hint is off by default with several players, and a button turns it on
    const oddsBtn = page.locator(".sk-opt", { hasText: "Odds" });
    assert.equal(await oddsBtn.getAttribute("aria-pressed"), "false");
    await oddsBtn.tap();
    assert.equal(await oddsBtn.getAttribute("aria-pressed"), "true");

    // the system asks for reduced motion: the animation is off and says why
    const animBtn = page.locator(".sk-opt", { hasText: "Roll animation" });
    assert.equal(await animBtn.getAttribute("aria-pressed"), "false");
    assert.equal(await animBtn.isDisabled(), true);
    const ts = { showOdds: true, reduced: true };
    let n = 0,
      shots = 0;
    for (;;) {
      await myTurn(page);
      if ((await view(page)).over) break;
      const { v } = await view(page);
      if (shots === 0 && v.phase === "take" && v.round >= 2) {
        // touch targets: every visible button in the game area is at least 44 px both ways
        const small = await page.$$eval(".sk button", (bs) =>
          bs
            .filter((b) => b.offsetParent)
            .map((b) => {
              const r = b.getBoundingClientRect();
              return [b.textContent.trim().slice(0, 20), Math.round(r.width), Math.round(r.height)];
            })
            .filter(([, w, hh]) => w < 44 || hh < 44),
        );
        assert.deepEqual(small, []);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, "no sideways scrolling");
        await page.screenshot({ path: shot("skyline-3p-phone-take.png"), fullPage: true });
        shots++;
      }
      if (shots === 1 && v.phase === "resolve" && v.round >= 3) {
        const skip = page.locator(".sk-skip:not([hidden])");
        if (await skip.count()) await skip.tap();
        await page
          .locator(".sk-die.fits")
          .first()
          .tap()
          .catch(() => {});
        // touch targets again, now with dice, building targets and "New building" on screen
        const small2 = await page.$$eval(".sk button", (bs) =>
          bs
            .filter((b) => b.offsetParent)
            .map((b) => {
              const r = b.getBoundingClientRect();
              return [b.className, Math.round(r.width), Math.round(r.height)];
            })
            .filter(([, w, hh]) => w < 44 || hh < 44),
        );
        assert.deepEqual(small2, []);
        assert.ok((await page.locator(".sk-sky.mine button.target").count()) > 0, "building targets are buttons");
        await page.screenshot({ path: shot("skyline-3p-phone-resolve.png"), fullPage: true });
        await page.locator(".sk-tray").screenshot({ path: shot("skyline-3p-phone-tray.png") });
        await page.locator(".sk-skies").screenshot({ path: shot("skyline-3p-phone-skies.png") });
        // take the selection back so that the scripted player starts clean
        const on = page.locator(".sk-die[aria-pressed=true]");
        if (await on.count()) await on.first().tap();
        shots++;
      }
      await step(page, ts, false);
      n++;
      assert.ok(n < 400, "the game ends");
    }
    const result = await finalCheck(page, ["Ana", "Robo", "Cy"]);
    assert.equal(result.kind, "ranked");
    const title = await page.locator(".final-title").textContent();
    for (const w of result.winners) assert.ok(title.includes(seats[w].name), title);
    await page.screenshot({ path: shot("skyline-3p-phone-final.png") });
    assert.deepEqual(page.errors, []);
  });
});

test("take back until revealed: a resolved die comes back (and redo replays it) until the next roll; the roll is its own button", {
  timeout: 90_000,
}, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 1366, height: 900 } }, async (page) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    await setupGame(page, { players: 1, seats: [], seed: 31 });
    const ts = {};
    let tookBack = false,
      refused = false;
    for (let i = 0; i < 40 && !(tookBack && refused); i++) {
      await myTurn(page);
      if (await page.evaluate(() => window.__skyline.game.isOver())) break;
      const type = await step(page, ts, false);
      const hist = await page.evaluate(() => window.__skyline.game.history());
      if (hist.at(-1).chance && !refused) {
        // the dice have been rolled (by the player's own "Take and roll" / "Re-roll"): they stand
        await page.locator("body").press("u");
        assert.match(await statusSays(page, /chance|dice or cards have spoken/), /chance|dice or cards have spoken/);
        assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, hist.length);
        refused = true;
      } else if (
        !hist.at(-1).chance &&
        hist.at(-1).seat === 0 &&
        !tookBack &&
        (await page.evaluate(() => window.__skyline.game.canUndo(0, true)))
      ) {
        // nothing revealed since this move: it comes back, and redo replays it
        await page.locator("body").press("u");
        assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, hist.length - 1, `${type} taken back`);
        await page.locator("body").press("r");
        assert.equal((await page.evaluate(() => window.__skyline.game.history())).length, hist.length, `${type} redone`);
        tookBack = true;
      }
    }
    assert.ok(tookBack && refused, "both rules met");
    assert.deepEqual(page.errors, []);
  });
});
