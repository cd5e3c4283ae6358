// Phone held upright and laptop layouts (no sideways scrolling, 44 px touch targets),
// and the site working from a sub-folder inside another site's iframe.
// Screenshots go to test-results/ for people to look at.

import assert from "node:assert/strict";
import { test } from "node:test";
import { lockGoals, MOUNT, openMore, setupGame, shot, until, useSite } from "./helpers.mjs";

// Another site's page that frames this one (the last test), served from the host root.
const embed = `<!doctype html><meta charset="utf-8"><title>Friday game night</title><link rel="icon" href="data:,">
<body style="margin:0;font-family:sans-serif;background:#223;color:#eee"><h1 style="margin:12px">Friday game night</h1>
<iframe src="${MOUNT}index.html?pace=0" title="Skyline Table" style="width:420px;height:900px;border:0;background:#fff"></iframe></body>`;
// A phone-wide frame on an embedding page: Construction Sight, embedded by its link (docs/embed.md).
const phoneFrame = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Club</title><link rel="icon" href="data:,">
<body style="margin:0;padding:12px;background:#223"><iframe src="${MOUNT}index.html?pace=0#game=construction-sight&players=1&seed=12&embed=1" title="Skyline Table" style="width:100%;height:780px;border:0;background:#fff"></iframe></body>`;
const site = useSite({ "/embed.html": embed, "/phone-frame.html": phoneFrame });

const pickGoals = (page) => lockGoals(page, (i) => ((i * 5) % 6) + 1);

async function buildSome(page, n, tap) {
  const lots = [5, 9, 6, 10, 5, 13, 2, 9];
  for (let i = 0; i < n; i++) {
    await page.waitForFunction(() => {
      const s = window.__skyline;
      return s.thinking === null && s.game.toAct()[0] === 0;
    });
    const heights = await page.$$eval(".hbtn:not([disabled])", (bs) => bs.map((b) => Number(b.dataset.height)));
    const hb = page.locator(`.hbtn[data-height="${heights[(i * 2) % heights.length]}"]`);
    const lot = page.locator(`.lot[data-lot="${lots[i % lots.length]}"]`);
    if (tap) {
      await hb.tap();
      await lot.tap();
    } else {
      await hb.click();
      await lot.click();
    }
    await page.waitForFunction((k) => window.__skyline.game.history().length > k, 2 + 2 * i);
  }
  await page.waitForFunction(() => {
    const s = window.__skyline;
    return s.thinking === null && s.game.toAct()[0] === 0;
  });
}

/** Visible controls smaller than 44×44 CSS pixels, and sideways overflow. */
const audit = (page) =>
  page.evaluate(() => {
    const small = [];
    for (const el of document.querySelectorAll("button, select, input:not([type=radio]):not([type=file]), summary, label.segbtn")) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === "hidden") continue;
      if (el.closest("dialog:not([open])")) continue;
      if (r.height < 44 || r.width < 44)
        small.push(
          `${el.tagName}.${el.className} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return { small, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });

test("phone upright: no sideways scrolling, touch targets of 44 px, tap to play", { timeout: 120_000 }, async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  await site.withPage({ at: "?pace=30", ...phone }, async (page) => {
    await page.screenshot({ path: shot("phone-setup.png"), fullPage: true });
    let a = await audit(page);
    assert.ok(a.overflow <= 0, `setup scrolls sideways by ${a.overflow}px`);
    assert.deepEqual(a.small, [], "setup touch targets");
    await setupGame(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "easy" },
      ],
      rounds: 2,
      seed: 31,
    });
    await page.screenshot({ path: shot("phone-goals.png"), fullPage: true });
    a = await audit(page);
    assert.ok(a.overflow <= 0, `goal setting scrolls sideways by ${a.overflow}px`);
    assert.deepEqual(a.small, [], "goal setting touch targets");
    await pickGoals(page);
    await buildSome(page, 6, true);
    await page.locator(".hbtn:not([disabled])").first().tap();
    await page.screenshot({ path: shot("phone-building.png") });
    await page.screenshot({ path: shot("phone-building-full.png"), fullPage: true });
    a = await audit(page);
    assert.ok(a.overflow <= 0, `play scrolls sideways by ${a.overflow}px`);
    assert.deepEqual(a.small, [], "play touch targets");
    const board = await page.locator(".cs-board").boundingBox();
    assert.ok(board.width >= 330, `the board uses the phone's width (${board.width}px)`);
    // Scrolled down to the end of the skylines, the board and the block picker stay docked in view.
    await page.evaluate(() => {
      const r = document.querySelector(".cs-skies").getBoundingClientRect();
      window.scrollBy(0, r.bottom - innerHeight);
    });
    const docked = await page.evaluate(() =>
      [".cs-board", ".cs-heights"].map((q) => {
        const r = document.querySelector(q).getBoundingClientRect();
        return { q, top: r.top, bottom: r.bottom };
      }),
    );
    for (const d of docked) assert.ok(d.top >= 0 && d.bottom <= 844, `${d.q} in view after scrolling down (${d.top}–${d.bottom})`);
    await page.screenshot({ path: shot("phone-building-scrolled.png") });
    await page.getByRole("button", { name: "Rules" }).tap();
    await page.waitForSelector("dialog.rules[open] .prose h2"); // the rules load on demand
    await page.screenshot({ path: shot("phone-rules.png") });
    assert.match(await page.locator("dialog.rules").textContent(), /sourced|review/i);
    assert.deepEqual(page.errors, []);
  });
});

test("laptop screenshots, and the page inside an iframe on another site", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "?pace=30", viewport: { width: 1280, height: 800 } }, async (page) => {
    await page.screenshot({ path: shot("desktop-setup.png") });
    await setupGame(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "hard" },
      ],
      rounds: 2,
      seed: 77,
    });
    await page.screenshot({ path: shot("desktop-goals.png") });
    await pickGoals(page);
    // The hard computer thinks in a worker: the page keeps drawing frames meanwhile.
    await page.evaluate(() => {
      window.__gap = 0;
      let last = performance.now();
      const tick = (t) => {
        window.__gap = Math.max(window.__gap, t - last);
        last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await buildSome(page, 7, false);
    const gap = await page.evaluate(() => window.__gap);
    console.log(`longest frame gap while the hard computer played: ${Math.round(gap)} ms`);
    assert.ok(gap < 400, `the page froze for ${Math.round(gap)} ms while the computer thought`);
    await page.keyboard.press(String(await page.$eval(".hbtn:not([disabled])", (b) => b.dataset.height)));
    await page.locator('.lot[data-lot="10"]').hover();
    await page.screenshot({ path: shot("desktop-building.png") });
    const a = await audit(page);
    assert.ok(a.overflow <= 0, `desktop scrolls sideways by ${a.overflow}px`);
    assert.deepEqual(page.errors, []);
  });

  // Embedded: relative URLs from a sub-folder, inside an iframe.
  await site.withPage({ at: null, viewport: { width: 900, height: 1000 } }, async (host) => {
    await host.goto(site.origin + "/embed.html");
    const frame = host.frames().find((f) => f.url().includes(MOUNT));
    assert.ok(frame, "the iframe loaded the site");
    await frame.waitForFunction(() => window.__skyline?.ready);
    await frame.evaluate(() => window.__skyline.ready);
    await frame.locator("#quick").click();
    await frame.waitForSelector(".goalform");
    await lockGoals(frame, () => 3);
    await frame.waitForFunction(() => window.__skyline.game.view().phase === "building");
    await host.screenshot({ path: shot("iframe-embed.png") });
    assert.deepEqual(host.errors, []);
  });
});

// Issue 33, "Everywhere": at 390 px nothing passes the screen's edge, with the most players a
// game seats too; in a phone-wide embedding frame the mode tabs show their whole words; the
// hand-over card keeps one place, whatever it holds and wherever the last tap landed.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Elements matching `sel` whose box passes the screen's right or left edge, or whose text is cut. */
const pastEdge = (target, sel) =>
  target.evaluate(
    (q) =>
      [...document.querySelectorAll(q)]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width && (r.left < 0 || r.right > document.documentElement.clientWidth + 0.5 || el.scrollWidth > el.clientWidth + 1);
        })
        .map((el) => `${el.className} "${el.textContent.trim().slice(0, 20)}"`),
    sel,
  );

test("phone: the players row with 8 players, a phone-wide frame's tabs, and a hand-over card that stays put", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "?pace=0", ...phone }, async (page) => {
    await page.locator('label[data-game="construction-sight"]').tap(); // 1 to 8 players: the longest row
    await openMore(page);
    const eight = page.locator('.count label.segbtn:has(input[value="8"])');
    await eight.tap();
    await page.waitForSelector('.count label.segbtn.on:has(input[value="8"])');
    await page.screenshot({ path: shot("phone-setup-8-players.png"), fullPage: true });
    const a = await audit(page);
    assert.ok(a.overflow <= 0, `the setup with 8 players scrolls sideways by ${a.overflow}px`);
    assert.deepEqual(a.small, [], "setup touch targets with 8 players");
    assert.deepEqual(await pastEdge(page, ".count .seg, .count .segbtn"), [], "the players row fits");
    assert.equal(await page.locator(".count .segbtn").count(), 8);
    assert.deepEqual(page.errors, []);
  });

  // an embedding page's phone-wide frame (docs/embed.md): Construction Sight's tabs in full
  await site.withPage({ at: null, ...phone }, async (host) => {
    await host.goto(`${site.origin}/phone-frame.html`);
    await host.waitForFunction(() => document.querySelector("iframe")?.contentWindow);
    const frame = await until(host, () => true).then(() => host.frames().find((f) => f.url().includes(MOUNT)));
    assert.ok(frame, "the iframe loaded the site");
    await frame.waitForSelector(".csi-modes .segbtn");
    await host.screenshot({ path: shot("phone-frame-construction-sight.png") });
    assert.deepEqual(await pastEdge(frame, ".csi-modes .segbtn"), [], "the tabs show their whole words");
    assert.deepEqual(
      await frame.locator(".csi-modes .segbtn").allInnerTexts(),
      ["Building", "Plaza", "Stop…"],
      "every tab's word, none cut",
    );
    assert.ok(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "nothing past the frame's edge");
    assert.deepEqual(host.errors, []);
  });

  // two people, secret goals: the card sits where it sat, after a tap low on the screen too
  await site.withPage({ at: "?pace=0", ...phone }, async (page) => {
    await setupGame(page, {
      players: 2,
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "human" },
      ],
      rounds: 1,
      seed: 8,
    });
    const top = async (seat) => {
      await page.waitForSelector(`dialog.hand[open] [data-handover-to="${seat}"]`);
      await page.waitForFunction(() => document.querySelector("dialog.hand")?.dataset.armed === "true");
      return page.locator("dialog.hand").evaluate((d) => Math.round(d.getBoundingClientRect().top));
    };
    const first = await top(0);
    await page.locator('[data-handover-to="0"]').tap();
    await page.waitForSelector(".goalform");
    const sels = page.locator(".goalform select");
    for (let i = 0; i < (await sels.count()); i++) await sels.nth(i).selectOption(String((i % 6) + 1));
    const lock = page.getByRole("button", { name: "Lock in my goals" });
    await lock.scrollIntoViewIfNeeded();
    const at = await lock.boundingBox();
    await lock.tap();
    const second = await top(1);
    await page.screenshot({ path: shot("phone-handover-second.png") });
    assert.equal(second, first, `the card moved from ${first}px to ${second}px after a tap at ${Math.round(at.y)}px`);
    assert.deepEqual(page.errors, []);
  });
});
