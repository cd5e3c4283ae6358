// Cities co-op (and Cityscape) explain themselves to a first-time player (issue 18, part 4):
// the map's coordinates are the move list's square names, what a partner did stays in a
// feed and its new tile is marked on the map, nothing is wider than a phone held upright,
// and the final screen's lines are the engine's result() line by line.
// Screenshots go to test-results/ (cc-explains-*.png).

import assert from "node:assert/strict";
import { test } from "node:test";
import { failingCity, lockGoals, putAutosave, setupGame, shot, startCitiesCoop, useSite } from "./helpers.mjs";

const site = useSite();

/** Waits for seat 0's turn (closing milestone summaries); false once the game is over. */
async function myTurn(page) {
  for (;;) {
    await page.waitForFunction(
      () => {
        const s = window.__skyline;
        if (s.game.isOver() || document.querySelector("dialog.main[open] [data-summary]")) return true;
        return (
          s.game.toAct()[0] === 0 &&
          s.thinking === null &&
          !document.querySelector("dialog[open]") &&
          !!document.querySelector(
            ".cc-actions [data-piece], .cc-actions [data-draw], .cc-actions [data-end], .cc-actions [data-keep], .cc-actions [data-pick]",
          )
        );
      },
      null,
      { timeout: 30_000 },
    );
    if (await page.locator("dialog.main[open] [data-summary]").count()) {
      await page.locator("dialog.main[open] .dlg-actions button").first().click();
      continue;
    }
    return page.evaluate(() => !window.__skyline.game.isOver());
  }
}

/** One decision of seat 0 with the page's own buttons: keep, open, draw, keep the hand, or a
 * turn (the first playable card where the page puts it, else the milestone's end, else an
 * exchange). */
async function decide(page) {
  const before = await page.evaluate(() => window.__skyline.game.history().length);
  const first = async (sel) => {
    const l = page.locator(sel);
    if (await l.count()) {
      await l.first().click();
      return true;
    }
    return false;
  };
  const mustEnd = await page.evaluate(() => window.__skyline.game.view(0).position.mustEnd);
  if (
    !(await first(".cc-actions [data-pick]")) &&
    !(await first(".cc-actions [data-piece]")) &&
    !(await first(".cc-actions [data-draw]:not([disabled])")) &&
    !(await first(".cc-actions [data-keep]")) &&
    !(mustEnd && (await first(".cc-actions [data-end]")))
  ) {
    if (await first(".cc-hand.mine [data-play]:not([disabled])")) await page.locator("[data-ghost=build]:not([disabled])").click();
    else if (!(await first(".cc-actions [data-end]:not([disabled])"))) await first(".cc-hand.mine [data-exchange]:not([disabled])");
  }
  await page.waitForFunction((n) => window.__skyline.game.history().length > n || window.__skyline.game.isOver(), before, {
    timeout: 10_000,
  });
}

/** Elements (outside closed dialogs) reaching past the viewport's edges, and sideways scroll. */
const wide = (page) =>
  page.evaluate(() => {
    const out = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("dialog:not([open])")) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      if (r.left < -1 || r.right > window.innerWidth + 1)
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} ${Math.round(r.left)}…${Math.round(r.right)}`);
    }
    return { out: out.slice(0, 8), scroll: document.documentElement.scrollWidth - window.innerWidth };
  });

test("a partner's moves can be followed: map coordinates as in the move list, a feed that keeps them, the new tile marked", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ viewport: { width: 1366, height: 900 } }, async (page) => {
    await startCitiesCoop(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "normal" },
      ],
      seed: 8,
      options: { scenario: 0 },
    });
    // play until Ben has built two tiles
    const benPlays = () =>
      page.evaluate(() => window.__skyline.game.history().filter((e) => e.seat === 1 && e.action?.type === "play").length);
    for (let n = 0; n < 60 && (await benPlays()) < 2; n++) {
      if (!(await myTurn(page))) break;
      if ((await benPlays()) >= 2) break;
      await decide(page);
    }
    assert.ok((await benPlays()) >= 2, "Ben built two tiles");
    await myTurn(page);
    await page.waitForTimeout(1500); // longer than the status line's moment
    await page.screenshot({ path: shot("cc-explains-feed.png"), fullPage: true });

    // the move list names squares as the map's grid does (the coordinates drawn round the map)
    const check = await page.evaluate(() => {
      const g = window.__skyline.game,
        v = g.view(0);
      const cells = [...document.querySelectorAll(".cc-grid [role=gridcell]")].map((c) => c.getAttribute("aria-label"));
      const moves = [...document.querySelectorAll("ol.log .log-move")].map((b) => b.textContent);
      // a move reads "12 2 Ben: Small park on B19 B20" (its number and the seat's badge first)
      const re = /Ben: (.+) on ([A-Z]\d+(?: [A-Z]\d+)*)\s*$/;
      const plays = moves.filter((t) => re.test(t));
      const bad = [];
      for (const t of plays) {
        const [, card, squares] = t.match(re);
        for (const name of squares.split(" ")) {
          const i = cells.findIndex((l) => l.startsWith(`${name},`));
          const ti = i >= 0 ? v.tileAt[i] : -1;
          if (ti < 0) bad.push(`${name}: no tile at the map's ${name}`);
        }
        if (!card) bad.push(t);
      }
      return { cells, plays, bad, width: v.width, height: v.height };
    });
    assert.equal(check.cells.length, check.width * check.height, "a grid cell per square");
    assert.match(check.cells[check.width], /^B1, /);
    assert.match(check.cells[18], /^A19, /);
    assert.ok(check.plays.length >= 2, `Ben's builds in the move list: ${check.plays}`);
    assert.deepEqual(check.bad, []);

    // the feed keeps what Ben did, with the squares of each tile he built
    const feed = await page.$$eval(".cc-feed li", (ls) => ls.map((l) => l.textContent));
    const built = await page.evaluate(
      () => window.__skyline.game.history().filter((e) => e.seat === 1 && e.action?.type === "play").length,
    );
    const benFeed = feed.filter((t) => /Ben built /.test(t));
    assert.ok(benFeed.length >= Math.min(2, built), `feed: ${feed.join(" | ")}`);
    // Ben's latest tile is marked new on the map and in the feed, which says where it went (the
    // map's grid names what stands on each square; the move is told once, by the feed and status)
    const last = await page.evaluate(() => {
      const g = window.__skyline.game,
        v = g.view(0);
      const e = g
        .history()
        .filter((x) => x.seat === 1 && x.action?.type === "play")
        .at(-1);
      const tile = v.position.tiles.find((t) => t.card === e.action.card);
      return {
        cells: e.action.cells.map(([x, y]) => String.fromCharCode(65 + y) + (x + 1)).join(" "),
        tile: !!tile,
      };
    });
    const mine = await page.evaluate(() => window.__skyline.game.history().at(-1)?.seat);
    assert.ok(
      benFeed.some((t) => t.includes(` on ${last.cells}`)),
      `the new tile ${last.cells} in the feed: ${benFeed.join(" | ")}`,
    );
    assert.ok(feed.some((t) => /new on the map/.test(t)) || mine === 0, "the feed marks the new tile");
    assert.deepEqual(page.errors, []);
  });
});

test("phone upright: nothing wider than the screen in Cities co-op (introductory and scenario 5) and Cityscape", {
  timeout: 120_000,
}, async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  for (const scenario of [0, 5]) {
    await site.withPage(phone, async (page) => {
      await startCitiesCoop(page, {
        players: 2,
        seats: [
          { name: "Ana", kind: "human" },
          { name: "Ben", kind: "normal" },
        ],
        seed: 11,
        options: { scenario },
      });
      if (scenario === 5) {
        await page.waitForSelector(".cc-actions [data-arrange-piece] canvas");
        // the pieces' shapes show from the start, on their buttons
        assert.ok((await page.locator(".cc-actions [data-arrange-piece] .cc-piecepic").count()) >= 2);
        await page.screenshot({ path: shot("cc-explains-phone-arrange.png"), fullPage: true });
        const w = await wide(page);
        assert.deepEqual(w.out, [], "arranging: wider than the screen");
        assert.ok(w.scroll <= 0, `arranging scrolls sideways by ${w.scroll}px`);
        await page.locator("[data-arrange-random]").click();
        await page.waitForFunction(() => window.__skyline.game.view(0).phase !== "arrange");
      }
      await myTurn(page);
      await decide(page);
      await myTurn(page);
      await page.screenshot({ path: shot(`cc-explains-phone-${scenario}.png`), fullPage: true });
      const w = await wide(page);
      assert.deepEqual(w.out, [], `scenario ${scenario}: wider than the screen`);
      assert.ok(w.scroll <= 0, `scenario ${scenario} scrolls sideways by ${w.scroll}px`);
      assert.deepEqual(page.errors, []);
    });
  }
  await site.withPage(phone, async (page) => {
    await setupGame(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "easy" },
      ],
      rounds: 2,
      seed: 31,
    });
    await lockGoals(page, (i) => ((i * 5) % 6) + 1);
    await page.waitForFunction(() => {
      const s = window.__skyline;
      return s.thinking === null && s.game.view(0).phase === "building";
    });
    await page.screenshot({ path: shot("cc-explains-phone-cityscape.png"), fullPage: true });
    const w = await wide(page);
    assert.deepEqual(w.out, [], "Cityscape: wider than the screen");
    assert.ok(w.scroll <= 0, `Cityscape scrolls sideways by ${w.scroll}px`);
    assert.deepEqual(page.errors, []);
  });
});

test("the final screen shows the engine's result line by line: each milestone's happiness, what was taken off, why a city failed", {
  timeout: 120_000,
}, async () => {
  const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
  await site.withPage({ viewport: { width: 1366, height: 900 } }, async (page) => {
    await startCitiesCoop(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "normal" },
        { name: "Ben", kind: "normal" },
      ],
      seed: 5,
      options: { scenario: 0 },
    });
    // the computers play it out; each milestone's summary is closed as a player would
    for (;;) {
      await page.waitForFunction(
        () => window.__skyline.game.isOver() || !!document.querySelector("dialog.main[open] [data-summary]"),
        null,
        { timeout: 60_000 },
      );
      if (await page.evaluate(() => window.__skyline.game.isOver())) break;
      await page.locator("dialog.main[open] .dlg-actions button").first().click();
    }
    await page.waitForSelector("dialog.main[open] [data-final-lines] tr");
    await page.screenshot({ path: shot("cc-explains-final.png"), fullPage: true });
    const got = await page.evaluate(() => {
      const r = window.__skyline.game.result();
      const rows = [...document.querySelectorAll("dialog.main[open] [data-final-lines] tbody tr")].map((tr) => [
        tr.querySelector("th").textContent,
        tr.querySelector("td").textContent,
      ]);
      const total = document.querySelector("dialog.main[open] [data-final-total]")?.textContent;
      return { r, rows, total, text: document.querySelector("dialog.main[open]").textContent };
    });
    const num = (n) => (n < 0 ? `−${-n}` : String(n));
    const want = got.r.scores[0].lines.map((l) => [l.label, signed(l.points)]);
    assert.deepEqual(got.rows, want);
    assert.equal(got.total, num(got.r.scores[0].total));
    assert.ok(
      want.some(([l]) => /^Milestone 1: happiness/.test(l)),
      `a line per milestone: ${want.map((x) => x[0])}`,
    );
    if (got.r.grade !== "Failed city")
      assert.deepEqual(
        want.slice(-3).map((x) => x[0]),
        ["Pollution", "Traffic", "Crime"],
      );
    else for (const n of got.r.notes) assert.ok(got.text.includes(n), `the failure's reason "${n}" is on the screen`);
    assert.ok(!/\(s\)/.test(got.text), "no (s) on the final screen");
    // the success table comes from the engine's grades, the city's own grade marked
    const grades = await page.evaluate(() => window.__skyline.game.query(0, { type: "grades" }).grades.map((g) => g.name));
    const shown = await page.$$eval("dialog.main[open] .cc-success [data-grade]", (rs) => rs.map((r) => r.dataset.grade));
    assert.deepEqual(shown, grades);
    assert.deepEqual(page.errors, []);
  });

  // A failed city (a solo city played badly until ending the milestone fails it, saved as
  // the page saves, reloaded, then ended): its screen says what ended it and lists the lines.
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 } }, async (p2) => {
    await startCitiesCoop(p2, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 1 });
    const found = await failingCity(p2);
    assert.ok(found, "a city that ending the milestone would fail");
    await putAutosave(p2, { game: "cities-coop", seats: [{ name: "Ana", kind: "human" }], save: found.save });
    await p2.reload();
    await p2.waitForSelector(".cc-actions [data-end]");
    await p2.locator(".cc-actions [data-end]").click();
    await p2.locator('dialog.ask [data-ask="yes"]').click();
    await p2.waitForSelector("dialog.main[open] [data-final-lines] tr");
    await p2.screenshot({ path: shot("cc-explains-failed.png"), fullPage: true });
    const failed = await p2.evaluate(() => {
      const r = window.__skyline.game.result();
      const rows = [...document.querySelectorAll("dialog.main[open] [data-final-lines] tbody tr")].map((tr) => [
        tr.querySelector("th").textContent,
        tr.querySelector("td").textContent,
      ]);
      return { r, rows, why: document.querySelector("dialog.main[open]").textContent };
    });
    assert.equal(failed.r.grade, "Failed city");
    assert.deepEqual(
      failed.rows,
      failed.r.scores[0].lines.map((l) => [l.label, signed(l.points)]),
    );
    for (const n of failed.r.notes) assert.ok(failed.why.includes(n), `"${n}" in "${failed.why}"`);
    assert.deepEqual(p2.errors, []);
  });
});
