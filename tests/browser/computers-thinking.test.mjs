// A computer that thinks a while (issue 34, item 4): after about 300 ms the page says so in
// the status line (a polite live region), naming the computer's seat, calmly (no spinner) and
// once; a person's move meanwhile is taken (Construction Sight: every seat decides on the roll
// at once), and one the engine refuses is refused in words.
// The worker is made slow on purpose (its answers held back 4 s), so no figure depends on
// this machine's speed.

import assert from "node:assert/strict";
import { test } from "node:test";
import { shot, statusSays, useSite } from "./helpers.mjs";

const site = useSite();
/** Text without the isolates around a seat's name (www/dom.js isolate). */
const plain = (t) => t.replace(/[\u2066-\u2069]/g, "");

/** The worker's answers, each held back `ms`: a computer that thinks that long. */
async function slowWorker(context, ms) {
  await context.route(/\/bot-worker\.js(\?.*)?$/, async (route) => {
    const res = await route.fetch();
    const body = `{ const post = self.postMessage.bind(self); self.postMessage = (m) => setTimeout(() => post(m), ${ms}); }\n${await res.text()}`;
    await route.fulfill({ response: res, body });
  });
}

test("a computer thinking a while is said calmly, once, and a person's move meanwhile is not lost", { timeout: 120_000 }, async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await site.withPage({ at: null, viewport }, async (page, context) => {
      await slowWorker(context, 4000);
      // a record of what the readers' region said, and whether a spinner ever showed
      await context.addInitScript(() => {
        window.__said = [];
        let last = "";
        new MutationObserver(() => {
          const t = document.querySelector("#status .st-last")?.textContent || "";
          if (t.includes("thinking") && t !== last) window.__said.push(t);
          last = t;
          if (document.querySelector(".spinner")) window.__spinner = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(`${site.url}?pace=0#game=construction-sight&players=2&bots=1&level=normal&seed=34&names=Ana`);
      await page.waitForSelector(".play:not([hidden])");
      const robo = await page.evaluate(() => window.__skyline.seats[1].name);

      // the computer is thinking (its answer is held back): said after ~300 ms, not before
      await page.waitForFunction(() => window.__skyline.thinking === 1);
      const think = page.locator("#status .st-last", { hasText: "thinking" });
      await think.waitFor({ timeout: 5000 });
      assert.ok(plain(await think.innerText()).endsWith(`${robo} is thinking…`));
      assert.equal(await page.locator("#status").getAttribute("aria-live"), "polite");
      await page.screenshot({ path: shot(`computers-thinking-${viewport.width}.png`) });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= viewport.width, `nothing past the screen's edge (${wide} px wide)`);

      // said once for this thought, though the status line may be drawn again meanwhile
      await page.waitForTimeout(300);
      if (await page.evaluate(() => window.__skyline.thinking === 1)) assert.equal((await page.evaluate(() => window.__said)).length, 1);

      // the person decides meanwhile: the move is taken, not lost
      const before = await page.evaluate(() => window.__skyline.game.history().length);
      const took = await page.evaluate(() => {
        const s = window.__skyline;
        return s.act(0, s.game.botAction(0, "normal"));
      });
      assert.equal(took, true);
      assert.equal(await page.evaluate(() => window.__skyline.game.history().length), before + 1);
      // a second decision on the same roll is refused, in words
      const again = await page.evaluate(() => window.__skyline.act(0, { type: "stop" }));
      assert.equal(again, false);
      assert.match(await statusSays(page, /Not allowed/), /Not allowed: .*decided/);

      // the computer answers: the words go, and the next roll is the person's
      await page.waitForFunction(() => window.__skyline.game.toAct().includes(0) && window.__skyline.game.history().length > 2, null, {
        timeout: 20_000,
      });
      assert.equal(await page.evaluate(() => window.__spinner ?? false), false, "no spinner");
      assert.deepEqual(page.errors, []);
    });
  }
});

// A computer's turn of several steps (Skyline: take, roll, build, end the turn) is one question to
// its worker: it sends the moves in a row, and the page makes them while the game is as the
// worker played it (each step's state hash), at the instant pace at once.
test("a computer's whole turn is one question to its worker, its moves made in a row", { timeout: 120_000 }, async () => {
  await site.withPage({ at: null }, async (page, context) => {
    await context.addInitScript(() => {
      window.__posts = [];
      const W = window.Worker;
      window.Worker = class extends W {
        constructor(...a) {
          super(...a);
          const post = this.postMessage.bind(this);
          this.postMessage = (m) => {
            window.__posts.push({ seat: m.seat, moves: window.__skyline.game.history().length });
            post(m);
          };
        }
      };
    });
    await page.goto(`${site.url}?pace=0#game=skyline&players=2&bots=1&level=normal&seed=36&names=Ana`);
    await page.waitForSelector(".play:not([hidden])");
    // the person plays until the computer has had two whole turns
    const turns = await page.evaluate(async () => {
      const s = window.__skyline;
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
      const out = [];
      while (out.length < 2 && !s.game.isOver()) {
        while (!(s.game.isOver() || (s.game.toAct().includes(0) && s.thinking === null))) await frame();
        const before = s.game.history().length;
        const posts = window.__posts.length;
        s.act(0, s.game.botAction(0, "easy"));
        await frame();
        while (!(s.game.isOver() || (s.game.toAct().includes(0) && s.thinking === null))) await frame();
        const theirs = s.game
          .history()
          .slice(before + 1)
          .filter((e) => "action" in e && e.seat === 1).length;
        if (theirs) out.push({ theirs, asked: window.__posts.length - posts });
      }
      return out;
    });
    assert.equal(turns.length, 2, JSON.stringify(turns));
    for (const t of turns) {
      assert.ok(t.theirs >= 2, `a turn of several moves: ${JSON.stringify(t)}`);
      assert.equal(t.asked, 1, `one question for the whole turn: ${JSON.stringify(t)}`);
    }
    assert.deepEqual(page.errors, []);
  });
});
