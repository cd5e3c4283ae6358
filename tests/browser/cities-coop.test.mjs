// Cities: Skylines – The Board Game through the page: a whole introductory game with a computer
// partner, every human decision made with the page's own buttons and keys (the first playable card
// on the spot the page offers, else the milestone's end, else an exchange), the shown result equal
// to the engine's result(); then a phone game for a few turns (touch targets, no sideways scroll).
// Screenshots go to test-results/ (cc-*.png).

import assert from "node:assert/strict";
import { test } from "node:test";
import { failingCity, putAutosave, shot, startCitiesCoop, useSite } from "./helpers.mjs";

const site = useSite();

/** Waits until seat 0 may act (closing a milestone summary on the way), or the game is over. */
async function myTurn(page, summaries) {
  for (;;) {
    await page.waitForFunction(
      () => {
        const s = window.__skyline;
        if (s.game.isOver()) return true;
        if (document.querySelector("dialog.main[open] [data-summary]")) return true;
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
      if (!summaries.length) await page.screenshot({ path: shot(`cc-milestone-${page.viewportSize().width}.png`) });
      summaries.push(await page.locator("dialog.main[open] [data-summary]").textContent());
      await page.locator("dialog.main[open] .dlg-actions button").first().click();
      continue;
    }
    return page.evaluate(() => !window.__skyline.game.isOver());
  }
}

/** The name of the map's square in the Tab order (the grid's cursor: it reads the ghost from there). */
const cursor = (page) => page.evaluate(() => document.querySelector(".cc-grid [tabindex='0']")?.getAttribute("aria-label") || "");
const moves = (page) => page.evaluate(() => window.__skyline.game.history().length);
async function acted(page, before) {
  await page.waitForFunction((n) => window.__skyline.game.history().length > n || window.__skyline.game.isOver(), before, {
    timeout: 10_000,
  });
}

/** The card's rows as the page prints them must be the engine's (the spot answer's effects). */
async function rowsMatch(page) {
  return page.evaluate(async () => {
    const { CARDS } = await import(new URL("www/games/cities-coop.js", document.baseURI).href);
    const g = window.__skyline.game;
    const bad = [];
    for (const id of g.view(0).position.hands[0]) {
      const sp = g.query(0, { type: "spots", card: id });
      const s = sp.spots?.[0];
      if (!s) continue;
      const a = g.query(0, { type: "spot", card: id, cells: s.cells });
      const want = [...CARDS[id].cost, ...(a.reward ? CARDS[id].reward : [])]
        .map((e) => `${e.bar}${e.delta}`)
        .sort()
        .join(" ");
      const got = a.effects
        .map((e) => `${e.bar}${e.delta}`)
        .sort()
        .join(" ");
      if (want !== got) bad.push(`${id}: page ${want} / engine ${got}`);
    }
    return bad;
  });
}

/** A tap, with the target scrolled to the middle of the screen (clear of the sticky status bar). */
async function tap(loc) {
  await loc.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await loc.tap();
}

/** One decision of seat 0 through the page. */
async function decide(page, n, stats, opts = {}) {
  const before = await moves(page);
  const click = (loc) => (opts.tap ? tap(loc) : loc.click());
  const pick = page.locator(".cc-actions [data-pick]");
  if (await pick.count()) {
    await click(pick.first());
    stats.picks = (stats.picks || 0) + 1;
    return acted(page, before);
  }
  const piece = page.locator(".cc-actions [data-piece]");
  if (await piece.count()) {
    await click(piece.first());
    stats.pieces++;
    return acted(page, before);
  }
  const draw = page.locator(".cc-actions [data-draw]:not([disabled])");
  if (await draw.count()) {
    const take = page.locator(".cc-piles [data-take]");
    if (n % 5 === 4 && (await take.count())) {
      await click(take.first());
      stats.takes++;
    } else {
      await click(draw.nth(n % Math.min(2, await draw.count())));
      stats.draws++;
    }
    return acted(page, before);
  }
  const keep = page.locator(".cc-actions [data-keep]");
  if (await keep.count()) {
    // the first swap gives one card away (replacement from Stage II) when money allows
    if (!stats.swapped && (await page.evaluate(() => window.__skyline.game.view(0).position.admin.money)) >= 3) {
      const box = page.locator(".cc-hand.mine [data-swap]").first();
      const id = await box.getAttribute("data-swap");
      await click(box);
      await page.locator(`.cc-hand.mine [data-swappile="${id}"]`).selectOption("2");
      const go = page.locator(".cc-actions [data-swapgo]");
      if (await go.isEnabled()) {
        await click(go);
        stats.swapped = id;
        await acted(page, before);
        const ex = await page.evaluate(() => window.__skyline.game.view(0).position.exchange);
        assert.ok(ex.includes(id), "the swapped card lies on the exchange pile");
        return;
      }
    }
    await click(keep);
    stats.swaps++;
    return acted(page, before);
  }
  // a turn
  const mustEnd = await page.evaluate(() => window.__skyline.game.view(0).position.mustEnd);
  const end = page.locator(".cc-actions [data-end]:not([disabled])");
  if (mustEnd) {
    await click(end);
    stats.ends++;
    return acted(page, before);
  }
  // every card shows whether it is playable, with the engine's reason when not
  const statuses = await page.$$eval(".cc-hand.mine .cc-card", (cs) => cs.map((c) => c.querySelector(".cc-stat")?.textContent || ""));
  assert.ok(
    statuses.every((t) => /Playable|Not playable now: \S/.test(t)),
    statuses.join(" | "),
  );
  const play = page.locator(".cc-hand.mine [data-play]:not([disabled])");
  if (await play.count()) {
    // (roles, news and unique buildings change rows in the scenarios: checked in the introductory game)
    const bad = opts.scenario ? [] : await rowsMatch(page);
    assert.deepEqual(bad, [], "card rows on the page equal the engine's");
    // a card that earns its reward somewhere comes first, else the first playable one
    const rewarding = page.locator(".cc-hand.mine .cc-card:has(.cc-stat.ok:text('with the reward')) [data-play]:not([disabled])");
    await click((await rewarding.count()) ? rewarding.first() : play.first());
    await page.waitForSelector(".cc-ghostbar:not([hidden])");
    if (opts.keys && !stats.keysTried) {
      // keys: R turns, M mirrors, arrows move; the page states whether the spot is allowed
      stats.keysTried = true;
      // (picking the card up put the focus on the map's grid, on the square the tile starts from)
      const cells0 = await cursor(page);
      assert.match(cells0, / tile on [A-Z]\d+/, "the focused square reads the tile's footprint");
      for (const k of ["r", "m", "ArrowLeft", "ArrowUp"]) await page.keyboard.press(k);
      const msg = await page.locator(".cc-ghostmsg").textContent();
      assert.match(msg, /Allowed here|Not here: \S/);
      assert.notEqual(await cursor(page), cells0);
      // to an illegal spot: the water at the far left bottom corner
      for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowLeft");
      for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowDown");
      assert.match(await page.locator(".cc-ghostmsg").textContent(), /Not here: \S/);
      assert.equal(await page.locator("[data-ghost=build]").isDisabled(), true);
      stats.illegalShown = true;
      await page.keyboard.press("n"); // back to a legal spot the engine lists
      assert.match(await page.locator(".cc-ghostmsg").textContent(), /Allowed here/);
      await page.keyboard.press("Enter");
      stats.plays++;
      return acted(page, before);
    }
    const build = page.locator("[data-ghost=build]");
    if (await build.isDisabled()) await click(page.locator("[data-ghost=next]"));
    await click(build);
    stats.plays++;
    return acted(page, before);
  }
  if (await end.count()) {
    await click(end);
    stats.ends++;
    return acted(page, before);
  }
  const ex = page.locator(".cc-hand.mine [data-exchange]:not([disabled])");
  assert.ok(await ex.count(), "some action is offered");
  await click(ex.first());
  stats.exchanges++;
  return acted(page, before);
}

async function finalCheck(page, names) {
  await page.waitForSelector("dialog.main[open] .totals");
  const result = await page.evaluate(() => window.__skyline.game.result());
  assert.equal(result.kind, "team");
  const title = await page.locator("dialog.main .final-title").textContent();
  assert.match(title, result.won ? /won/ : /lost/);
  assert.equal((await page.locator("dialog.main .verdict").textContent()).trim(), result.grade);
  for (const s of result.scores) {
    const shown = (await page.locator(`dialog.main [data-total-seat="${s.seat}"]`).textContent()).replace("−", "-");
    assert.equal(Number(shown), s.total, `${names[s.seat]}'s total`);
  }
  // the success table marks the grade the engine gave
  assert.match(await page.locator("dialog.main .cc-success tr.hit").textContent(), new RegExp(result.grade));
  return result;
}

test("introductory city with a computer partner, through the page: result equals the engine's", { timeout: 180_000 }, async (t) => {
  const t0 = Date.now();
  t.after(() => console.log(`desktop test: ${((Date.now() - t0) / 1000).toFixed(1)} s`));
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await startCitiesCoop(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "normal" },
      ],
      seed: Number(process.env.CC_SEED || 7),
    });
    // the content note and the rules' own-design statement
    assert.match(await page.locator(".cc-note").textContent(), /own design/);
    await page.locator("button", { hasText: "Rules" }).first().click();
    await page.waitForSelector("dialog[open]");
    assert.match(await page.locator("dialog[open]").textContent(), /our own design/);
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("dialog[open]"));
    const stats = { pieces: 0, plays: 0, draws: 0, takes: 0, swaps: 0, ends: 0, exchanges: 0 };
    const summaries = [];
    let n = 0,
      shotTaken = false;
    while (await myTurn(page, summaries)) {
      if (!shotTaken && (await page.locator(".cc-hand.mine [data-play]:not([disabled])").count()) && stats.plays >= 3) {
        await page.locator(".cc-hand.mine [data-play]:not([disabled])").first().click();
        await page.waitForSelector(".cc-ghostbar:not([hidden])");
        // the ghost follows the pointer
        const label0 = await cursor(page);
        const box = await page.locator(".cc-canvas").boundingBox();
        await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.2);
        await page.mouse.move(box.x + box.width * 0.92, box.y + box.height * 0.25);
        assert.notEqual(await cursor(page), label0, "the ghost moved with the pointer");
        assert.match(await page.locator(".cc-ghostmsg").textContent(), /Allowed here|Not here: \S/);
        await page.screenshot({ path: shot("cc-desktop-ghost.png"), fullPage: true });
        await page.keyboard.press("Escape");
        shotTaken = true;
      }
      await decide(page, n++, stats, { keys: true });
      assert.ok(n < 300, "the game ends");
    }
    console.log(`desktop: ${n} decisions`, JSON.stringify(stats), `${summaries.length} milestone summaries`);
    assert.ok(stats.plays > 0 && stats.illegalShown, "cards were played and an illegal spot explained");
    assert.ok(summaries.length >= 1 && summaries.every((t) => /Skyline total now/.test(t)), "milestone summaries shown");
    const result = await finalCheck(page, ["Ana", "Ben"]);
    await page.screenshot({ path: shot("cc-desktop-final.png") });
    // the replay shows the city read-only
    await page.locator("dialog.main .dlg-actions button", { hasText: "Step through" }).click();
    await page.waitForFunction(() => window.__skyline.review !== null);
    assert.equal(await page.locator(".cc-hand.mine [data-play]").count(), 0, "no actions in a replay");
    await page.screenshot({ path: shot("cc-desktop-replay.png") });
    await page.locator("[data-rv=exit]").click();
    await page.waitForFunction(() => window.__skyline.review === null);
    if (await page.locator("dialog.main[open]").count())
      await page.locator("dialog.main .dlg-actions button", { hasText: "Close" }).click();
    assert.equal(
      await page.locator(".cc-skyline").getAttribute("data-skyline-total"),
      String(await page.evaluate(() => window.__skyline.game.view(0).position.admin.skyline)),
    );
    await page.screenshot({ path: shot("cc-desktop-end.png"), fullPage: true });
    console.log(`result: ${result.won ? "won" : "lost"}, ${result.grade}, ${result.scores[0].total}`);
    assert.deepEqual(page.errors, [], "no console errors");
  });
});

test("phone: three seats (two computers), taps, touch targets, no sideways scrolling", { timeout: 120_000 }, async (t) => {
  const t0 = Date.now();
  t.after(() => console.log(`phone test: ${((Date.now() - t0) / 1000).toFixed(1)} s`));
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  await site.withPage({ at: "?pace=0", ...phone }, async (page) => {
    await startCitiesCoop(page, {
      players: 3,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "easy" },
        { name: "Cy", kind: "normal" },
      ],
      seed: 21,
    });
    const stats = { pieces: 0, plays: 0, draws: 0, takes: 0, swaps: 0, ends: 0, exchanges: 0 };
    const summaries = [];
    let n = 0,
      audited = false;
    while (n < 10 && (await myTurn(page, summaries))) {
      if (!audited && n >= 1) {
        const play = page.locator(".cc-hand.mine [data-play]:not([disabled])");
        if (await play.count()) {
          audited = true;
          await tap(play.first());
          await page.waitForSelector(".cc-ghostbar:not([hidden])");
          await tap(page.locator("[data-ghost=turn]"));
          await page.screenshot({ path: shot("cc-phone-ghost.png") });
          const audit = await page.evaluate(() => {
            const small = [];
            for (const el of document.querySelectorAll(".cc button, .cc select, .cc summary, .cc input")) {
              const r = el.getBoundingClientRect();
              if (!r.width) continue;
              if (r.width < 22 || r.height < (el.type === "checkbox" ? 22 : 44))
                small.push(`${el.className} ${el.textContent.trim().slice(0, 20)} ${Math.round(r.width)}×${Math.round(r.height)}`);
            }
            return { small, overflow: document.documentElement.scrollWidth - innerWidth };
          });
          assert.deepEqual(audit.small, [], "touch targets of 44 px");
          assert.ok(audit.overflow <= 0, `no sideways scrolling (${audit.overflow})`);
          // a tap on the map moves the ghost there (the engine says whether it may stand there)
          const label0 = await cursor(page);
          const cb = await page.locator(".cc-canvas").boundingBox();
          await page.touchscreen.tap(cb.x + cb.width * 0.3, cb.y + cb.height * 0.5);
          await page.waitForFunction((l) => document.querySelector(".cc-grid [tabindex='0']")?.getAttribute("aria-label") !== l, label0);
          assert.match(await page.locator(".cc-ghostmsg").textContent(), /Allowed here|Not here: \S/);
          await tap(page.locator("[data-ghost=cancel]"));
        }
      }
      await decide(page, n++, stats, { tap: true });
    }
    await page.screenshot({ path: shot("cc-phone-full.png"), fullPage: true });
    assert.ok(n >= 3 && audited, "several decisions made on the phone, touch targets checked with the ghost shown");
    assert.deepEqual(page.errors, [], "no console errors");
  });
});

test("scenario 5: pieces drawn by chance, arranged through the page (keys, pointer, random), then a few turns", {
  timeout: 120_000,
}, async (t) => {
  const t0 = Date.now();
  t.after(() => console.log(`scenario 5 test: ${((Date.now() - t0) / 1000).toFixed(1)} s`));
  await site.withPage({ at: "?pace=0" }, async (page) => {
    await startCitiesCoop(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "normal" },
      ],
      seed: 11,
      options: { scenario: 5, difficulty: "advanced" },
    });
    const cfg = await page.evaluate(() => window.__skyline.game.config());
    assert.equal(cfg.scenario, 5);
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).position.admin.money), 10, "advanced: 10 money");
    // the draw is in the history as its letters, which the view words
    const hist = await page.evaluate(() => window.__skyline.game.history());
    assert.match(hist[0].chance, /^[A-F]{4}$/);
    const said = await page.evaluate(
      async (o) => (await import(new URL("www/games/cities-coop.js", location.href).href)).default.describeChance(o),
      hist[0].chance,
    );
    assert.match(said, /^drew pieces [A-F], [A-F], [A-F], [A-F]$/);
    await page.waitForSelector(".cc-actions [data-arrange-piece]");
    const letters = await page.$$eval(".cc-actions [data-arrange-piece]", (bs) => bs.map((b) => b.getAttribute("data-arrange-piece")));
    assert.equal(letters.length, 4);
    // the first piece by keyboard: pick it, place it (Enter on the map)
    await page.locator(`[data-arrange-piece="${letters[0]}"]`).click();
    await page.locator(".cc-canvas").focus();
    assert.match(await page.locator(".cc-ghostmsg").textContent(), /allowed/);
    let before = await moves(page);
    await page.keyboard.press("Enter");
    await acted(page, before);
    // the second: moved onto the first piece, the engine says why not; N finds an allowed spot
    await page.locator(`[data-arrange-piece="${letters[1]}"]`).click();
    await page.locator(".cc-canvas").focus();
    const to = await page.evaluate(() => window.__skyline.game.view(0).pieces[0]);
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
    for (let i = 0; i <= to.col; i++) await page.keyboard.press("ArrowRight");
    for (let i = 0; i <= to.row; i++) await page.keyboard.press("ArrowDown");
    assert.match(await page.locator(".cc-ghostmsg").textContent(), /not allowed: .*another piece lies there/);
    assert.equal(await page.locator("[data-arrange-place]").isDisabled(), true);
    await page.keyboard.press("n");
    assert.match(await page.locator(".cc-ghostmsg").textContent(), /✓/);
    await page.screenshot({ path: shot("cc-arrange.png"), fullPage: true });
    before = await moves(page);
    await page.locator("[data-arrange-place]").click();
    await acted(page, before);
    // the third by pointer: a click on an allowed frame moves the piece there, a second click places it
    await page.locator(`[data-arrange-piece="${letters[2]}"]`).click();
    const spot = await page.evaluate(() => {
      const v = window.__skyline.game.view(0);
      const a = window.__skyline.game.legalActions(0).find((x) => x.type === "arrange");
      return { a, sw: v.width / 8 + 2, sh: v.height / 8 + 2 };
    });
    await page.locator(".cc-canvas").scrollIntoViewIfNeeded();
    const box = await page.locator(".cc-canvas").boundingBox();
    // the arrangement is drawn letterboxed in its frame: find the slot's centre from the piece grid
    const unit = Math.min(box.width / spot.sw, box.height / spot.sh);
    const ox = box.x + (box.width - unit * spot.sw) / 2,
      oy = box.y + (box.height - unit * spot.sh) / 2;
    const px = ox + (spot.a.col + 1.5) * unit,
      py = oy + (spot.a.row + 1.5) * unit;
    await page.locator(`[data-arrange-piece="${spot.a.piece}"]`).click();
    // the piece follows the pointer; a click where it is allowed places it
    for (let t = 0; t < 4; t++) {
      await page.mouse.move(px, py);
      if (/✓/.test(await page.locator(".cc-ghostmsg").textContent())) break;
      await page.keyboard.press("r");
    }
    before = await moves(page);
    await page.mouse.click(px, py);
    await acted(page, before);
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).pieces.length), 3);
    // the last one at random
    before = await moves(page);
    await page.locator("[data-arrange-random]").click();
    await acted(page, before);
    await page.waitForFunction(() => window.__skyline.game.view(0).phase !== "arrange");
    assert.equal(await page.evaluate(() => window.__skyline.game.view(0).pieces.length), 4);
    // then the game goes on: roles, the first piece, a few turns
    const stats = { pieces: 0, plays: 0, draws: 0, takes: 0, swaps: 0, ends: 0, exchanges: 0 };
    const summaries = [];
    let n = 0;
    while (n < 12 && (await myTurn(page, summaries))) await decide(page, n++, stats, { scenario: 5 });
    assert.ok((stats.picks || 0) >= 1 && stats.pieces === 1 && stats.plays + stats.exchanges >= 2, JSON.stringify(stats));
    // every seat's role, with what it does and its price, in the engine's words
    const roles = await page.locator("[data-roles] li").allTextContents();
    assert.equal(roles.length, 2, JSON.stringify(roles));
    for (const t of roles) assert.match(t, /: .+\. .+ Price: .+ less money/);
    await page.screenshot({ path: shot("cc-scenario5.png"), fullPage: true });
    assert.deepEqual(page.errors, [], "no console errors");
  });
});

test("an action that would fail the city says so, in the engine's words, and asks first", { timeout: 90_000 }, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (page) => {
    await startCitiesCoop(page, { players: 1, seats: [{ name: "Ana", kind: "human" }], seed: 1 });
    // A solo city played badly (random moves, never ending a milestone) until the engine's
    // preview says ending the milestone now fails the city; saved as the page saves, reloaded.
    const found = await failingCity(page);
    assert.ok(found, "a city that ending the milestone would fail");
    await putAutosave(page, { game: "cities-coop", seats: [{ name: "Ana", kind: "human" }], save: found.save });
    await page.reload();
    await page.waitForFunction(() => window.__skyline?.game?.id?.() === "cities-coop");
    await page.waitForSelector(".cc-actions [data-end]");
    const hash = await page.evaluate(() => window.__skyline.game.stateHash());
    assert.equal(hash, found.hash);
    await page.locator(".cc-actions [data-end]").tap();
    await page.waitForSelector("dialog.ask[open]");
    const text = await page.locator("dialog.ask").innerText();
    assert.match(text, /ends the game at once, and it cannot be taken back/);
    assert.match(text, /Ana lost/);
    for (const n of found.notes || []) assert.ok(text.includes(n), `the engine's reason: ${n}`);
    await page.screenshot({ path: shot("cc-phone-failed-city-ask.png") });
    // Keep playing: nothing changes, and the status line says so
    await page.locator('dialog.ask [data-ask="no"]').tap();
    await page.waitForFunction(() => !document.querySelector("dialog.ask[open]"));
    assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), hash);
    assert.match(await page.locator("#status").innerText(), /Nothing was played: the game goes on/);
    // End the game: the city fails, as the engine said
    await page.locator(".cc-actions [data-end]").tap();
    await page.locator('dialog.ask [data-ask="yes"]').tap();
    await page.waitForSelector("dialog.main[open] .final-title");
    assert.match(await page.locator("dialog.main .final-title").innerText(), /Ana lost/, "one player is named, not a team");
    assert.deepEqual(page.errors, []);
  });
});
