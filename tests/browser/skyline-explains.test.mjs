// Skyline explains itself (issue 18, part 2): refusals name the die as the page numbers it,
// "fits" counts the dice already planned, buildings carry the numbers the moves use, a long
// street on a phone wraps instead of running off the side, and the end screen's points are
// the engine's result line by line. Positions are reached by playing the engine's own
// computer moves in the page (a second Game object) and loading the save through the
// "Save & load" dialog; every move the test makes on the live game goes through the page.

import assert from "node:assert/strict";
import { test } from "node:test";
import { loadSave, useSite } from "./helpers.mjs";

const site = useSite();
/** A control's accessible name, as the accessibility tree has it (a button is named by its text). */
const nameOf = async (loc) => (await loc.ariaSnapshot()).match(/^- '?\w+ "((?:[^"\\]|\\.)*)"/)?.[1].replace(/\\"/g, '"') ?? "";

/** Runs `body` on a solo Skyline opened by a link, in a fresh context (site.withPage). */
function withGame(viewport, body) {
  return site.withPage({ at: null, viewport, serviceWorkers: "block" }, async (page) => {
    await page.goto(`${site.url}index.html?pace=0#game=skyline&players=1&seed=1`);
    await page.waitForSelector(".play:not([hidden]) .sk");
    return body(page);
  });
}

/** Plays computer moves on a fresh game in the page until `stop(view, game)` says so;
 * returns its save (or null when no seed up to `tries` got there). */
function findPosition(page, stop, { players = 1, level = "easy", tries = 40 } = {}) {
  return page.evaluate(
    async ({ stop, players, level, tries }) => {
      const G = window.__skyline.game.constructor;
      const done = new Function("v", "g", `return (${stop})(v, g);`);
      // "reroll": the easy computer's moves, but every die left is rolled again (to reach rolls nothing fits)
      const move = (g, seat) => {
        const v = g.view(seat);
        if (level === "reroll" && v.phase === "continue") return { type: "reroll", dice: v.active.map((_, i) => i) };
        return g.botAction(seat, level === "reroll" ? "easy" : level);
      };
      for (let seed = 1; seed <= tries; seed++) {
        const g = new G("skyline", { players, seed });
        try {
          for (let n = 0; n < 400 && !g.isOver(); n++) {
            const seat = g.toAct()[0];
            if (seat === 0 && done(g.view(0), g)) return g.save();
            g.apply(seat, move(g, seat));
          }
        } finally {
          g.free?.();
        }
      }
      return null;
    },
    { stop: stop.toString(), players, level, tries },
  );
}

async function load(page, save) {
  assert.ok(save, "a position was found");
  await loadSave(page, save);
  await page.waitForFunction(() => window.__skyline.game.toAct()[0] === 0 && !document.querySelector("dialog[open]"));
  await page.waitForTimeout(300);
  const skip = page.locator(".sk-skip:not([hidden])");
  if (await skip.count()) await skip.click().catch(() => {});
}

test("a refusal names the die the player clicked, numbered as on screen", { timeout: 60_000 }, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    // a roll where a die after the first fits nowhere
    const save = await findPosition(
      page,
      (v) => v.phase === "resolve" && v.active.some((d, i) => i >= 1 && !d.fits) && v.seats[0].columns.length > 0,
    );
    await load(page, save);
    const v = await page.evaluate(() => window.__skyline.game.view(0));
    const i = v.active.findIndex((d, k) => k >= 1 && !d.fits);
    await page.locator(`.sk-die[data-die="${i}"]`).click();
    await page.locator('.sk-sky.mine [data-column="0"]').click();
    const said = await page.locator(".st-last").textContent();
    assert.match(said, new RegExp(`\\bdie ${i + 1} \\(`), `the refusal names die ${i + 1}: ${said}`);
    assert.doesNotMatch(said, new RegExp(`\\bdie ${i} \\(`));
    assert.deepEqual(page.errors, []);
  });
});

test("a die that fits on a building planned in the same build is marked as fitting", { timeout: 60_000 }, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    // a ground floor and a die of its rise that fits only on the building it starts
    const save = await findPosition(page, (v, g) => {
      if (v.phase !== "resolve") return false;
      const base = v.seats[0].columns.length;
      return v.active.some(
        (d, gi) =>
          d.kind === "ground" &&
          v.active.some(
            (e, j) => j !== gi && !e.fits && g.check(0, { type: "build", placements: [{ die: gi }, { die: j, column: base }] }).ok,
          ),
      );
    });
    await load(page, save);
    const { gi, j } = await page.evaluate(() => {
      const g = window.__skyline.game,
        v = g.view(0),
        base = v.seats[0].columns.length;
      for (let gi = 0; gi < v.active.length; gi++) {
        if (v.active[gi].kind !== "ground") continue;
        for (let j = 0; j < v.active.length; j++) {
          if (j !== gi && !v.active[j].fits && g.check(0, { type: "build", placements: [{ die: gi }, { die: j, column: base }] }).ok)
            return { gi, j };
        }
      }
      return {};
    });
    const tag = () => page.locator(`.sk-die[data-die="${j}"] .sk-die-tag`).textContent();
    assert.equal(await tag(), "–", "alone, it fits nowhere yet");
    await page.locator(`.sk-die[data-die="${gi}"]`).click();
    await page.locator('.sk-sky.mine [data-column="new"]').click();
    assert.equal(await tag(), "fits", "with the ground floor planned, it fits");
    assert.match(await nameOf(page.locator(`.sk-die[data-die="${j}"]`)), /can be built now/);
    // and the planned building lights up as its target
    await page.locator(`.sk-die[data-die="${j}"]`).click();
    const planned = await page.evaluate(() => window.__skyline.game.view(0).seats[0].columns.length);
    assert.match(await page.locator(`.sk-sky.mine [data-column="${planned}"]`).getAttribute("class"), /\bfit\b/);
    assert.deepEqual(page.errors, []);
  });
});

test("when nothing can be built, the page says a building must be demolished and names them", { timeout: 60_000 }, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    const save = await findPosition(
      page,
      (v) => v.phase === "resolve" && !v.active.some((d) => d.fits) && v.seats[0].columns.length + v.seats[0].tiles.length > 0,
      { level: "reroll" },
    );
    await load(page, save);
    const s = await page.evaluate(() => window.__skyline.game.view(0).seats[0]);
    const hint = await page.locator('[data-hint="stuck"]').textContent();
    assert.match(hint, /must demolish/);
    for (const c of s.columns) assert.match(hint, new RegExp(`\\bbuilding ${c.id} \\(`));
    for (const x of s.tiles) assert.match(hint, new RegExp(`finished building ${x.id} \\(`));
    assert.deepEqual(page.errors, []);
  });
});

test("a floor that would leave a building unfinishable is warned about, and the building marked once built", {
  timeout: 90_000,
}, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    // an upper floor that would take a Mid- or High-Rise to its greatest height without its top
    const target = (v, g) => {
      if (v.phase !== "resolve") return null;
      const c = g.query(0, { type: "content" });
      for (const [ci, col] of v.seats[0].columns.entries()) {
        const max = c.buildings.find((b) => b.rise === col.rise).maxHeight;
        if (col.rise === "low" || col.dice.length !== max - 1) continue;
        const di = v.active.findIndex((d) => d.kind === "upper" && d.face.toLowerCase().endsWith(col.rise));
        if (di >= 0) return { ci, di };
      }
      return null;
    };
    const save = await findPosition(page, new Function("v", "g", `return !!(${target})(v, g);`), { level: "reroll", tries: 60 });
    await load(page, save);
    const { ci, di } = await page.evaluate(`(${target})(window.__skyline.game.view(0), window.__skyline.game)`);
    await page.locator(`.sk-die[data-die="${di}"]`).click();
    await page.locator(`.sk-sky.mine [data-column="${ci}"]`).click();
    assert.match(
      await page.locator('[data-hint="doomed"]').textContent(),
      new RegExp(
        `building ${await page.evaluate((ci) => window.__skyline.game.view(0).seats[0].columns[ci].id, ci)} would .* never be finished and would score 0`,
      ),
    );
    await page.locator('[data-act="build"]').click();
    await page.waitForFunction((ci) => window.__skyline.game.view(0).seats[0].unfinishable[ci], ci);
    assert.match(await nameOf(page.locator(`.sk-sky.mine [data-column="${ci}"]`)), /can never be finished now, so it will score 0/);
    assert.deepEqual(page.errors, []);
  });
});

test("buildings carry the numbers the move list uses", { timeout: 60_000 }, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    const save = await findPosition(page, (v) => v.phase === "resolve" && v.seats[0].columns.length >= 2 && v.seats[0].tiles.length >= 1);
    await load(page, save);
    const s = await page.evaluate(() => window.__skyline.game.view(0).seats[0]);
    for (const [c, col] of s.columns.entries()) {
      const b = page.locator(`.sk-sky.mine [data-column="${c}"]`);
      assert.equal((await b.locator(".bno").textContent()).trim(), String(col.id));
      assert.match(await nameOf(b), new RegExp(`^Building ${col.id}:`));
    }
    for (const [t, tile] of s.tiles.entries()) {
      const b = page.locator(`.sk-sky.mine [data-tile="${t}"]`);
      assert.equal((await b.locator(".bno").textContent()).trim(), String(tile.id));
      assert.match(await b.getAttribute("aria-label"), new RegExp(`^Finished building ${tile.id}:`));
    }
    assert.deepEqual(page.errors, []);
  });
});

test("a building keeps its number when another is completed mid-turn (issue 33)", { timeout: 90_000 }, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    // the table's own dice: a Low-Rise ground floor (building 2) before a Mid-Rise (building 3),
    // then a roll of three upper floors, the Low-Rise roof among them
    const save = await page.evaluate(() => {
      const g = new window.__skyline.game.constructor("skyline", { players: 1, seed: 1 }, { entered: true });
      g.apply(0, { type: "take", ground: 2, upper: 1, penthouse: 0 });
      g.enter({ faces: ["groundLow", "groundMid", "upperMid"] });
      g.apply(0, { type: "build", placements: [{ die: 0 }, { die: 1 }, { die: 2, building: 3 }] });
      g.apply(0, { type: "take", ground: 0, upper: 3, penthouse: 0 });
      g.enter({ faces: ["upperLow", "upperMid", "upperHigh"] });
      const text = g.save();
      g.free?.();
      return text;
    });
    await load(page, save);
    const ci = 1,
      di = 0;
    const names = async () => {
      const out = {};
      for (const b of await page.locator(".sk-sky.mine .bld").all())
        out[(await b.locator(".bno").textContent()).trim()] = ((await b.getAttribute("aria-label")) ?? (await nameOf(b))).split(":")[0];
      return out;
    };
    const before = await names();
    const done = (await page.locator(`.sk-sky.mine [data-column="${ci}"] .bno`).textContent()).trim();
    await page.locator(`.sk-die[data-die="${di}"]`).click();
    await page.locator(`.sk-sky.mine [data-column="${ci}"]`).click();
    await page.locator('[data-act="build"]').click();
    await page.waitForFunction(() => window.__skyline.game.view(0).phase === "continue");
    const after = await names();
    // every other building has the number and the name it had; the finished one kept its number
    for (const [no, name] of Object.entries(before))
      assert.equal(after[no], no === done ? `Finished building ${no}` : name, `building ${no}`);
    assert.deepEqual(Object.keys(after).sort(), Object.keys(before).sort());
    // the move list and the status line name it by that number
    assert.match(await page.locator(".log-move").last().textContent(), new RegExp(`on building ${done}\\)`));
    assert.match(await page.locator("#status").textContent(), new RegExp(`finished building ${done}, a Low-Rise`));
    assert.deepEqual(page.errors, []);
  });
});

test("phone: a long street wraps, nothing is wider than the screen, New building and the dice stay in reach", {
  timeout: 90_000,
}, async () => {
  await withGame({ width: 390, height: 844 }, async (page) => {
    const save = await findPosition(
      page,
      (v) => v.phase === "resolve" && v.seats[0].columns.length + v.seats[0].tiles.length >= 9 && v.active.some((d) => d.fits),
      { tries: 60 },
    );
    await load(page, save);
    const m = await page.evaluate(() => {
      const W = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll(".play *")]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && (r.left < -0.5 || r.right > W + 0.5) && !e.closest(".sr");
        })
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
      const street = document.querySelector(".sk-sky.mine .sk-street");
      const slot = document.querySelector('.sk-sky.mine [data-column="new"]').getBoundingClientRect();
      return {
        W,
        scroll: document.documentElement.scrollWidth,
        wide,
        street: [street.scrollWidth, street.clientWidth],
        slot: [slot.left, slot.right],
      };
    });
    assert.ok(m.scroll <= m.W, `no sideways scrolling: ${m.scroll} > ${m.W}`);
    assert.deepEqual(m.wide, [], "no element wider than the screen");
    assert.ok(m.street[0] <= m.street[1] + 1, `the street does not scroll sideways out of sight: ${m.street}`);
    assert.ok(m.slot[0] >= 0 && m.slot[1] <= m.W, "New building is on the screen's width");
    assert.equal(await page.locator('.sk-controls [data-act="new"]').count(), 1, "New building beside the dice too");
    // the dice at the top of the screen: the first building they may go on is on screen with them
    await page.locator(".sk-dice").evaluate((d) => d.scrollIntoView({ block: "start" }));
    const both = await page.evaluate(() => {
      const d = document.querySelector(".sk-dice").getBoundingClientRect();
      const b = document.querySelector('.sk-sky.mine [data-column="0"], .sk-sky.mine [data-column="new"]').getBoundingClientRect();
      return d.top >= 0 && b.bottom <= innerHeight;
    });
    assert.ok(both, "dice and a building to build on, on screen together");
    assert.deepEqual(page.errors, []);
  });
});

test("the end screen says why the game ended and its points are the engine's result, line by line", { timeout: 90_000 }, async () => {
  await withGame({ width: 1280, height: 800 }, async (page) => {
    // one resignation from the end, with a building left unfinished
    const save = await findPosition(
      page,
      (v, g) => v.phase === "continue" && v.seats[0].columns.length > 0 && g.preview(0, { type: "resign" }).over,
      { level: "normal" },
    );
    await load(page, save);
    await page.locator('[data-act="resign"]').click();
    await page.waitForFunction(() => window.__skyline.game.isOver());
    await page.waitForSelector("dialog[open] .sk-fin-lines");
    const r = await page.evaluate(() => window.__skyline.game.result());
    const v = await page.evaluate(() => window.__skyline.game.view(0));
    for (const s of r.scores) {
      const shown = await page
        .locator(`dialog[open] [data-final-seat="${s.seat}"] tr[data-line]`)
        .evaluateAll((rows) => rows.map((tr) => [tr.querySelector("th").textContent, Number(tr.dataset.points)]));
      // the engine sends each line as a code (building-score, its type and floors): the page words it
      const rise = { low: "Low-Rise", mid: "Mid-Rise", high: "High-Rise" };
      const words = ({ rise: r, floors: n }) => `${rise[r]}, ${n} floor${n === 1 ? "" : "s"}`;
      assert.deepEqual(
        shown,
        s.lines.map((l) => [words(l.said.args), l.points]),
        "every line of the result, in order",
      );
      const total = await page.locator(`dialog[open] [data-final-total="${s.seat}"]`).textContent();
      assert.equal(total.replace("−", "-"), String(s.total));
    }
    // unfinished buildings are named and score 0
    const zero = v.seats[0].columnPoints.filter((p) => p === 0).length;
    assert.equal(await page.locator("dialog[open] tr[data-unfinished]").count(), zero);
    const why = await page.locator("dialog[open] .sk-why").textContent();
    assert.match(why, v.lastRound ? /six floors/ : /All \d+ rounds/);
    assert.deepEqual(page.errors, []);
  });
});
