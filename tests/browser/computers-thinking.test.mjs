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

// Construction Sight: every seat writes the same roll at once. The computers start the moment
// the roll is shown, each in a worker of its own, side by side; an answer thought out while the
// person decides stands once the person has written (it used to be thrown away and thought
// again, so the person waited for it after their move).
test("computers think from the roll's showing, side by side, and an answer given before the person's move stands", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: null }, async (page, context) => {
    await slowWorker(context, 1500);
    // what the page asks of its workers: how many there are, and every job posted
    await context.addInitScript(() => {
      window.__workers = 0;
      window.__posts = [];
      const W = window.Worker;
      window.Worker = class extends W {
        constructor(...a) {
          super(...a);
          window.__workers++;
          const post = this.postMessage.bind(this);
          this.postMessage = (m) => {
            window.__posts.push({ seat: m.seat, moves: window.__skyline.game.history().length });
            post(m);
          };
        }
      };
    });
    await page.goto(`${site.url}?pace=0#game=construction-sight&players=3&bots=2&level=hard&seed=35&names=Ana`);
    await page.waitForSelector(".play:not([hidden])");
    // both computers are asked at once, before anyone has written on the roll
    await page.waitForFunction(() => window.__posts.length === 2);
    const asked = await page.evaluate(() => ({ workers: window.__workers, posts: window.__posts, toAct: window.__skyline.game.toAct() }));
    assert.equal(asked.workers, 2, "a worker per computer seat");
    assert.deepEqual(asked.posts.map((p) => p.seat).sort(), [1, 2]);
    assert.deepEqual(asked.toAct, [0, 1, 2], "asked while the person decides too");
    // the person writes meanwhile; the computers' answers, thought out before, stand
    const moves = await page.evaluate(() => window.__skyline.game.history().length);
    assert.equal(await page.evaluate(() => window.__skyline.act(0, window.__skyline.game.botAction(0, "normal"))), true);
    await page.waitForFunction((n) => window.__skyline.game.history().length >= n + 3, moves, { timeout: 20_000 });
    const posts = await page.evaluate(() => window.__posts.filter((p) => p.moves === window.__posts[0].moves));
    assert.equal(posts.length, 2, `no computer was asked again on that roll: ${JSON.stringify(posts)}`);
    assert.deepEqual(page.errors, []);
  });
});
