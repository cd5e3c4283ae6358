// Issue 31, items 4 and 5: a link acts wherever it is opened, also in a tab that already shows
// the site (hashchange), asking before it replaces a different game in progress; a reload of a
// game opened from a link (a setup link, a table's link, an embedded frame's address) resumes
// without a question; and an embedded game tells its host `resumed: true` only when it really
// resumed, not for a new game whose first roll or draw is already made.

import assert from "node:assert/strict";
import { test } from "node:test";
import { lockGoals, MOUNT, openAtTable, openPage, playOut, ready, shot, until, useSite } from "./helpers.mjs";

// A host page at the server's root: it frames the site with `?frame=` (a link without `#`),
// embedded, naming its own origin, and keeps every message it hears in window.__heard.
const HOST = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title><body><script>
window.__heard = [];
addEventListener("message", (e) => window.__heard.push(e.data));
const f = document.createElement("iframe");
f.id = "f";
f.style.cssText = "width:390px;height:760px;border:0";
f.src = "${MOUNT}index.html?pace=0#" + new URLSearchParams(location.search).get("frame") + "&embed=1&origin=" + encodeURIComponent(location.origin);
document.body.append(f);
</script></body>`;
const site = useSite({ "/host": HOST });

/** Opens `hash` in the tab as a person pasting it into the address bar would: the same page,
 * another fragment (no reload). */
async function paste(page, hash) {
  const before = await page.evaluate(() => performance.timeOrigin);
  await page.goto(`${site.url}index.html?pace=0#${hash}`);
  assert.equal(await page.evaluate(() => performance.timeOrigin), before, "the page did not reload");
}

/** What the page shows once a link was read: "asked" (a question is open), or "ready". */
function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const t = setInterval(() => {
          if (document.querySelector("dialog.ask[open]")) {
            clearInterval(t);
            resolve("asked");
          }
        }, 50);
        window.__skyline.ready.then(() =>
          setTimeout(() => {
            clearInterval(t);
            resolve("ready");
          }, 300),
        );
      }),
  );
}

/** Reloads the page and says whether it asked anything on the way up. */
async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.__skyline);
  return settled(page);
}

const stateHash = (page) => page.evaluate(() => window.__skyline.game.stateHash());
const question = (page) => page.locator("dialog.ask[open]");
async function answer(page, text, button) {
  await question(page).waitFor();
  assert.match(await question(page).innerText(), text);
  await question(page).getByRole("button", { name: button }).click();
}

test("a link pasted into a tab that shows the site acts at once, asking before it replaces another game", {
  timeout: 120_000,
}, async () => {
  await site.withPage({ at: "index.html?pace=0" }, async (page) => {
    // the setup screen: the link starts its game at once
    await paste(page, "game=skyline&players=1&seed=5");
    await until(page, () => String(window.__skyline.game?.config().seed) === "5", null, { what: "the link's game" });
    await playOut(page, { moves: 2 });
    const hash = await stateHash(page);
    // another game: asked first; keeping it keeps it
    await paste(page, "game=skyline&players=2&bots=1&seed=6");
    await page.setViewportSize({ width: 390, height: 844 });
    await answer(page, /Replace the game in progress\?/, "Keep my game");
    assert.equal(await stateHash(page), hash, "the game in progress was kept");
    // … or replaces it, when the player says so
    await paste(page, "game=skyline&players=2&bots=1&seed=7");
    await question(page).waitFor();
    await page.screenshot({ path: shot("links-open-tab-390.png") });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: shot("links-open-tab-1366.png") });
    await answer(page, /Replace the game in progress\?/, "Start the new game");
    await until(page, () => String(window.__skyline.game.config().seed) === "7", null, { what: "the new game" });
    assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => s.kind)), ["human", "normal"]);
    // links with problems: said, nothing applied
    const now = await stateHash(page);
    await paste(page, "game=skyline&players=9");
    await until(page, () => /players=9: Skyline seats/.test(document.querySelector(".notice")?.textContent || ""), null, {
      what: "the refusal",
    });
    await paste(page, "game=skyline&players=1&level=super");
    await until(page, () => /could not be used: level="super"/.test(document.querySelector(".notice")?.textContent || ""), null, {
      what: "the refusal",
    });
    await paste(page, "replay=AAAA");
    await until(page, () => /replay link could not be opened/.test(document.querySelector(".notice")?.textContent || ""), null, {
      what: "the refusal",
    });
    assert.equal(await stateHash(page), now, "a link with a problem changed the game");
    assert.equal(await question(page).count(), 0);
    // a replay link of another game: asked, then shown in the replay viewer
    await playOut(page, { moves: 1 });
    const replay = await page.evaluate(() => window.__skyline.replayLink());
    const replayed = await stateHash(page);
    await paste(page, "game=skyline&players=1&seed=8");
    await answer(page, /Replace the game in progress\?/, "Start the new game");
    await until(page, () => String(window.__skyline.game.config().seed) === "8", null, { what: "the new game" });
    await playOut(page, { moves: 1 });
    await paste(page, replay.replace(/^.*#/, ""));
    await answer(page, /Open the replay\?/, "Open the replay");
    await until(page, () => window.__skyline.review != null, null, { what: "the replay viewer" });
    assert.equal(await stateHash(page), replayed);
    // and a reload of that address opens the same replay again, asking nothing (the same moves)
    assert.equal(await reload(page), "ready");
    await until(page, () => window.__skyline.review != null, null, { what: "the replay viewer" });
    assert.equal(await stateHash(page), replayed);
    assert.deepEqual(page.errors, []);
  });
});

test("a reload of a game opened from a link resumes it without a question; a different link still asks", { timeout: 120_000 }, async () => {
  await site.withPage({ at: null }, async (page, context) => {
    // a setup link with a seed
    await page.goto(`${site.url}index.html?pace=0#game=cityscape&players=3&bots=2&seed=42`);
    await ready(page);
    await page.waitForSelector(".goalform select");
    await lockGoals(page);
    // every goal locked, seat 0 to build, no computer thinking: nothing moves before the reload
    await until(page, () => window.__skyline.game.toAct().join() === "0" && window.__skyline.thinking == null, null, {
      what: "the goals locked",
    });
    const hash = await stateHash(page);
    assert.equal(await reload(page), "ready", "a reload asked before resuming the link's own game");
    assert.equal(await stateHash(page), hash);
    // the same link in a new tab is the same game too
    const tab = await openPage(context, null);
    await tab.goto(`${site.url}index.html?pace=0#game=cityscape&players=3&bots=2&seed=42`);
    await tab.waitForFunction(() => window.__skyline);
    assert.equal(await settled(tab), "ready");
    assert.equal(await stateHash(tab), hash);
    await tab.close();
    // a link differing in anything is another game: asked
    for (const other of [
      "game=cityscape&players=3&bots=2&seed=43",
      "game=cityscape&players=3&bots=1&seed=42",
      "game=cityscape&players=3&bots=2&seed=42&rounds=1",
    ]) {
      const t = await openPage(context, null);
      await t.goto(`${site.url}index.html?pace=0#${other}`);
      await t.waitForFunction(() => window.__skyline);
      assert.equal(await settled(t), "asked", `${other} did not ask`);
      await answer(t, /Replace the game in progress\?/, "Keep my game");
      await ready(t);
      assert.equal(await stateHash(t), hash, `${other}: kept`);
      await t.close();
    }
    // a setup link without a seed: the game it started goes on at a reload
    await page.goto(`${site.url}index.html?pace=0#game=skyline&players=1&names=Ana`);
    await answer(page, /Replace the game in progress\?/, "Start the new game");
    await ready(page);
    await until(page, () => window.__skyline.game?.id() === "skyline", null, { what: "the seedless link's game" });
    await playOut(page, { moves: 2 });
    const seedless = await stateHash(page);
    assert.equal(await reload(page), "ready");
    assert.equal(await stateHash(page), seedless);
    assert.deepEqual(page.errors, []);
  });
});

test("a reload at a table (Construction Sight, one roll on every phone) resumes the sheet, asking neither the name nor to replace it", {
  timeout: 120_000,
}, async () => {
  const context = await site.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openAtTable(context, `${site.url}index.html?pace=0#game=construction-sight&players=1&seed=91&table=1`, "Ana");
  await playOut(page, { moves: 3 });
  const hash = await stateHash(page);
  await page.reload();
  await page.waitForFunction(() => window.__skyline);
  const what = await page.evaluate(
    () =>
      new Promise((resolve) => {
        setInterval(() => {
          if (document.querySelector("dialog.ask[open]")) resolve("asked to replace");
          if (document.querySelector("dialog.main[open] input[autocomplete=nickname]")) resolve("asked the name");
        }, 50);
        window.__skyline.ready.then(() => setTimeout(() => resolve("ready"), 300));
      }),
  );
  assert.equal(what, "ready");
  assert.equal(await stateHash(page), hash);
  assert.equal(await page.evaluate(() => window.__skyline.seats[0].name), "Ana");
  // a table link of other dice is another table: its name asked, then whether to replace this sheet
  await paste(page, "game=construction-sight&players=1&seed=92&table=1");
  await page.locator("dialog.main[open] input[autocomplete=nickname]").fill("Ana");
  await page.getByRole("button", { name: "Start my sheet" }).click();
  await answer(page, /Replace the game in progress\?/, "Keep my game");
  assert.equal(await stateHash(page), hash);
  assert.deepEqual(page.errors, []);
  await context.close();
});

/** The `started` messages the host heard, as `resumed` says: "new" or "resumed". */
const started = (host) =>
  host.evaluate(() => window.__heard.filter((m) => m.type === "skyline-table:started").map((m) => (m.resumed ? "resumed" : "new")));

for (const [id, setup] of [
  ["construction-sight", "game=construction-sight&players=1&seed=5"],
  ["cities-coop", "game=cities-coop&players=1&bots=0&seed=5"],
]) {
  test(`embedded ${id}: a new game says it is new, a reload resumes without a question and says so; the frame follows its address`, {
    timeout: 180_000,
  }, async () => {
    await site.withPage({ at: null }, async (host) => {
      await host.goto(`${site.origin}/host?frame=${encodeURIComponent(setup)}`);
      const frame = () => host.frames().find((f) => f !== host.mainFrame());
      await until(host, () => window.__heard.some((m) => m.type === "skyline-table:started"), null, { what: "started" });
      assert.ok(await frame().evaluate(() => window.__skyline.game.history().length > 0), "the engine made its opening roll or draw");
      assert.deepEqual(await started(host), ["new"], "a brand-new game said it resumed");
      await playOut(frame(), { moves: 2 });
      const hash = await frame().evaluate(() => window.__skyline.game.stateHash());
      // the frame reloads: the same game, no question, and it says it resumed
      await frame().evaluate(() => location.reload());
      await until(host, () => window.__heard.filter((m) => m.type === "skyline-table:started").length === 2, null, {
        what: "started again",
      });
      const f = frame();
      await f.waitForFunction(() => window.__skyline);
      assert.equal(await settled(f), "ready", "the reload asked");
      assert.equal(await f.evaluate(() => window.__skyline.game.stateHash()), hash);
      assert.deepEqual(await started(host), ["new", "resumed"]);
      // the game to its end, then the host's new game: new
      await playOut(f);
      await until(f, () => !!document.querySelector("dialog.main[open]"), null, { what: "the final screen" });
      await host.evaluate(() => document.getElementById("f").contentWindow.postMessage({ type: "skyline-table:new-game" }, "*"));
      await until(host, () => window.__heard.filter((m) => m.type === "skyline-table:started").length === 3, null, {
        what: "the new game",
      });
      assert.deepEqual(await started(host), ["new", "resumed", "new"]);
      // the host gives its frame another address: the frame follows it, asking first; the
      // page stays embedded and keeps speaking to the origin it was loaded with
      const next = `${setup.replace("seed=5", "seed=6")}&embed=1&origin=${encodeURIComponent("https://elsewhere.example")}`;
      await host.evaluate((h) => {
        const el = document.getElementById("f");
        el.src = el.src.replace(/#.*$/, `#${h}`);
      }, next);
      await answer(f, /Replace the game in progress\?/, "Start the new game");
      await until(f, () => String(window.__skyline.game.config().seed) === "6", null, { what: "the frame's new address" });
      await until(host, () => window.__heard.filter((m) => m.type === "skyline-table:started").length === 4, null, { what: "started" });
      assert.deepEqual(await started(host), ["new", "resumed", "new", "new"]);
      assert.ok(await f.evaluate(() => document.documentElement.classList.contains("embed")));
      assert.deepEqual(host.errors, []);
    });
  });
}
