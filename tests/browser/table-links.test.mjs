// Issue 20, parts 2–4: one roll and many sheets (a table link, each phone its own sheet,
// results exchanged as links and ranked, every score recomputed from its moves), results and
// challenges as links (an edited score or move refused), today's city, and a game sent on to
// the next player's device.

import assert from "node:assert/strict";
import { test } from "node:test";
import { openAtTable, openPage, playOut, setupGame, shot, statusSays, until, useSite } from "./helpers.mjs";

const site = useSite();

/** Opens a table link on a fresh "phone", names its person, and plays that person's sheet with
 * the computer's choices at `level` (a different sheet on the same rolls) to the end; returns
 * the page and its result link. */
async function sheet(level, seed = 91, name = "Ana") {
  const ctx = await site.newContext({ viewport: { width: 390, height: 844 } });
  const page = await openAtTable(ctx, `${site.url}index.html?pace=0#game=construction-sight&players=1&seed=${seed}&table=1`, name);
  await playOut(page, { level });
  await page.waitForSelector("dialog.main[open] .link-text");
  const link = await page.locator("dialog.main .link-text").inputValue();
  return { ctx, page, link };
}

const rolls = (page) =>
  page.evaluate(() =>
    window.__skyline.game
      .history()
      .filter((e) => !("action" in e))
      .map((e) => e.chance),
  );
/** The ranking's lines as read, without the mark of this phone's own line. */
const ranking = (page) =>
  page.locator("dialog.main .ranking li").evaluateAll((li) => li.map((x) => x.textContent.replace(" · this phone", "")));

test("one table link, two phones: different sheets on the same rolls, results exchanged as links, the same ranking", {
  timeout: 300_000,
}, async () => {
  const a = await sheet("easy", 91, "Ana");
  const b = await sheet("normal", 91, "Ben");
  const [ra, rb] = [await rolls(a.page), await rolls(b.page)];
  const n = Math.min(ra.length, rb.length);
  assert.ok(n > 5);
  assert.deepEqual(ra.slice(0, n), rb.slice(0, n), "the same rolls on both phones");
  assert.notEqual(
    await a.page.evaluate(() => window.__skyline.game.stateHash()),
    await b.page.evaluate(() => window.__skyline.game.stateHash()),
    "two sheets",
  );
  assert.match(a.link, /#result=/);
  // each phone adds the other's result
  for (const [me, other] of [
    [a, b],
    [b, a],
  ]) {
    await me.page.locator("dialog.main .add-result input").fill(other.link);
    await me.page.locator("dialog.main .add-result button").click();
    await until(me.page, () => /Added:/.test(document.querySelector("dialog.main .add-result + p")?.textContent || ""), null, {
      what: "the result added",
    });
  }
  const [ka, kb] = [await ranking(a.page), await ranking(b.page)];
  assert.equal(ka.length, 2);
  assert.deepEqual(ka, kb, "both phones rank the table the same");
  assert.deepEqual(ka.map((t) => t.split(" ")[0]).sort(), ["Ana", "Ben"], "each phone named itself");
  // each phone marks its own line, and only that one
  for (const [p, name] of [
    [a.page, "Ana"],
    [b.page, "Ben"],
  ])
    assert.deepEqual(
      await p.locator("dialog.main .ranking li.mine").evaluateAll((li) => li.map((x) => x.querySelector("bdi").textContent)),
      [name],
    );
  // each score in the ranking is the engine's
  const totals = [
    await a.page.evaluate(() => window.__skyline.game.result().scores[0].total),
    await b.page.evaluate(() => window.__skyline.game.result().scores[0].total),
  ];
  assert.deepEqual(
    (await a.page.locator("dialog.main .ranking li").evaluateAll((li) => li.map((x) => Number(x.dataset.total)))).sort(),
    totals.sort(),
  );
  // bad input: a result of another table, a link cut short, a link of another site
  const c = await sheet("easy", 92, "Cleo");
  const add = async (text) => {
    await a.page.locator("dialog.main .add-result input").fill(text);
    await a.page.locator("dialog.main .add-result button").click();
    await a.page.waitForTimeout(300);
    return a.page.locator("dialog.main .add-result + p").textContent();
  };
  assert.match(await add(c.link), /another table/);
  assert.match(await add(b.link.slice(0, b.link.length - 40)), /damaged or cut short|checksum|Not added/);
  assert.match(await add(b.link.replace(/^https?:\/\/[^/]+/, "https://elsewhere.example")), /another site/);
  assert.equal((await ranking(a.page)).length, 2, "nothing more was added");
  for (const p of [a, b, c]) {
    assert.deepEqual(p.page.errors, []);
    await p.ctx.close();
  }
});

test("a result link replays to its stated score and offers the same dice; an edited score or move is refused", {
  timeout: 240_000,
}, async () => {
  const a = await sheet("normal", 93);
  const total = await a.page.evaluate(() => window.__skyline.game.result().scores[0].total);
  // opened on another device: the game, its score recomputed, "Play the same dice"
  const ctx = await site.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await openPage(ctx, a.link.replace(/^.*#/, `${site.url}index.html?pace=0#`));
  await until(page, () => window.__skyline.game?.isOver() && window.__skyline.review != null, null, { what: "the replay" });
  assert.equal(await page.evaluate(() => window.__skyline.game.result().scores[0].total), total);
  await page.waitForSelector("dialog.main[open]");
  assert.match(await page.locator("#status").innerText(), new RegExp(`${total}, recomputed from the moves`));
  const seed = await page.evaluate(() => window.__skyline.game.config().seed);
  // someone else's result: named as the sender's, never "your"
  const sender = await page.evaluate(() => window.__skyline.seats.find((s) => s.kind === "human").name);
  await page.waitForSelector("dialog.main[open] .link-text");
  assert.match(await page.locator("dialog.main").textContent(), new RegExp(`${sender}'s result`));
  assert.doesNotMatch(await page.locator("dialog.main").textContent(), /your result|your score|\(you\)/i);
  await page.getByRole("button", { name: "Play the same dice" }).click();
  // the person who opened it takes the challenge under their own name, the sender named in it
  await page.waitForSelector("dialog.main[open] form input");
  assert.match(await page.locator("dialog.main").textContent(), /Who takes the challenge\?/);
  await page.locator("dialog.main form input").fill("Dee");
  await page.getByRole("button", { name: "Start" }).click();
  await until(page, () => !window.__skyline.game.isOver() && window.__skyline.review == null, null, { what: "the challenge" });
  assert.equal(await page.evaluate(() => window.__skyline.game.config().seed), seed, "the same dice");
  assert.deepEqual(await page.evaluate(() => window.__skyline.seats.filter((s) => s.kind === "human").map((s) => s.name)), ["Dee"]);
  assert.match(
    await statusSays(page, /Beat it/),
    new RegExp(`The same dice as the result you opened \\(${sender} ${total}\\)\\. Beat it!`),
  );
  // an edited score, then an edited move: each refused, saying so
  const edit = async (fn) =>
    page.evaluate(
      async ([link, src]) => {
        const r = await import(new URL("www/replays.js", document.baseURI).href);
        const text = await r.readReplay(link.split("#result=")[1]);
        // biome-ignore lint/security/noGlobalEval: the test's own edit, sent as text
        // biome-ignore lint/complexity/noCommaOperator: an indirect eval, at the page's top level
        const edited = (0, eval)(`(${src})`)(JSON.parse(text));
        return (await r.replayLink(JSON.stringify(edited), location.href)).replace("#replay=", "#result=");
      },
      [a.link, fn.toString()],
    );
  const score = await edit((d) => ({ ...d, claim: d.claim.map((c) => ({ ...c, total: c.total + 5 })) }));
  const move = await edit((d) => ({ ...d, save: d.save.replace(/"x":(\d)/, (_, x) => `"x":${(Number(x) + 1) % 10}`) }));
  for (const [link, why] of [
    [score, /scored \d+, but the moves in it score \d+: it was changed after the game/],
    [move, /could not be used: the game in it was changed or damaged after it was saved/],
  ]) {
    const c2 = await site.newContext();
    const p2 = await openPage(c2, link.replace(/^.*#/, `${site.url}index.html#`));
    await until(p2, () => !document.querySelector(".notice")?.hidden, null, { what: "the refusal" });
    assert.match(await p2.locator(".notice").textContent(), why);
    assert.equal(await p2.evaluate(() => window.__skyline.game), null, "nothing was opened");
    await c2.close();
  }
  assert.deepEqual(page.errors, []);
  await ctx.close();
  await a.ctx.close();
});

test("today's city: the same dice for everyone today; your results over time", { timeout: 180_000 }, async () => {
  const seeds = [];
  for (let i = 0; i < 2; i++) {
    await site.withPage({ at: "index.html?pace=0" }, async (page) => {
      await page.locator('label[data-game="skyline"]').click();
      await page.waitForSelector("#today");
      await page.locator("#today").click();
      await page.waitForSelector(".play:not([hidden])");
      seeds.push(await page.evaluate(() => window.__skyline.game.config().seed));
      // called today's city while it is played, not only at its end
      assert.match(await page.locator("header .meta").textContent(), /^Today's city · /);
      if (i === 1) {
        // played to the end (the person's moves made for them here): kept in your results
        await page.evaluate(() => {
          const g = window.__skyline.game;
          while (!g.isOver()) window.__skyline.act(0, g.botAction(0, "normal"));
        });
        await page.waitForSelector("dialog.main[open] .history-box");
        await page.locator("dialog.main .history-box summary").click();
        const total = await page.evaluate(() => window.__skyline.game.result().scores[0].total);
        const text = await page.locator("dialog.main .history-box").textContent();
        assert.match(text, /1 game: best (-?\d+)/);
        assert.match(text, new RegExp(`: ${total}.*today's city`));
        assert.ok(await page.locator("dialog.main .history-box svg").count(), "a chart");
        assert.deepEqual(page.errors, []);
      }
    });
  }
  assert.equal(seeds[0], seeds[1], "two people, the same dice today");
});

test("a game sent on by links, device to device, ends as the same moves on one device", { timeout: 180_000 }, async () => {
  const phones = [await site.newContext(), await site.newContext()];
  let page = await openPage(phones[0], `${site.url}index.html?pace=0#game=skyline&players=2&names=Ana,Ben&seed=8`);
  await page.waitForSelector(".play:not([hidden])");
  const config = await page.evaluate(() => window.__skyline.game.config());
  for (let turn = 0; turn < 6; turn++) {
    const seat = await page.evaluate(() => window.__skyline.game.toAct()[0]);
    // this phone's person plays their whole turn
    await page.evaluate((s) => {
      const g = window.__skyline.game;
      while (!g.isOver() && g.toAct()[0] === s) window.__skyline.act(s, g.botAction(s, "normal"));
    }, seat);
    if (await page.evaluate(() => window.__skyline.game.isOver())) break;
    // … and sends it on
    await page.locator(".statusbar").getByRole("button", { name: "Send to the next player" }).click();
    await page.waitForSelector("dialog.main[open] .link-text");
    assert.match(
      await page.locator("dialog.main").textContent(),
      /seed.*We (roll|draw|roll and draw) ourselves/s,
      "says what the link could tell, and the fair alternative",
    );
    const link = await page.locator("dialog.main .link-text").inputValue();
    const next = phones[(turn + 1) % 2];
    page = await openPage(next, link.replace(/^.*#/, `${site.url}index.html?pace=0#`));
    await until(page, () => window.__skyline.game && !window.__skyline.game.isOver(), null, { what: "the game sent on" });
    assert.match(await page.locator("#status").innerText(), /Since .*'s last turn|nothing happened since/);
  }
  // the same moves on one device reach the same position
  const moves = await page.evaluate(() => window.__skyline.game.history().filter((e) => "action" in e));
  const same = await page.evaluate(
    async ([cfg, list]) => {
      const { Game } = await import(new URL("www/engine.js", document.baseURI).href);
      const g = new Game("skyline", cfg);
      for (const m of list) g.apply(m.seat, m.action);
      const h = g.stateHash();
      g.free();
      return h;
    },
    [config, moves],
  );
  assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), same);
  for (const p of phones) await p.close();
});

test("a challenge on the dice of several people's result asks each new person's name, seat by seat", { timeout: 120_000 }, async () => {
  await site.withPage({ at: "?pace=0", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (page) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    await setupGame(page, {
      seats: [
        { name: "Ana", kind: "human" },
        { name: "Ben", kind: "human" },
      ],
      seed: 8,
    });
    await page.evaluate(() => {
      const g = window.__skyline.game;
      while (!g.isOver()) {
        const seat = g.toAct()[0];
        window.__skyline.act(seat, g.botAction(seat, "easy"));
      }
    });
    await page.waitForSelector("dialog.main[open] .link-text");
    const link = await page.locator("dialog.main .link-text").inputValue();
    // opened on another phone: the two of them take the challenge there
    await page.goto(link.replace(/^.*#/, `${site.url}index.html?pace=0#`));
    await page.waitForSelector("dialog.main[open]");
    await page.getByRole("button", { name: "Play the same dice" }).click();
    await page.waitForSelector("dialog.main[open] form input");
    const form = page.locator("dialog.main form");
    assert.match(await form.textContent(), /Each of you plays a seat/);
    for (const [whose, name] of [
      ["Ana", "Dee"],
      ["Ben", "Eve"],
    ])
      await form.getByLabel(`Who plays ${whose}'s seat?`).fill(name);
    await page.screenshot({ path: shot("challenge-names-phone.png") });
    await page.getByRole("button", { name: "Start" }).click();
    await until(page, () => !window.__skyline.game.isOver(), null, { what: "the challenge" });
    assert.deepEqual(await page.evaluate(() => window.__skyline.seats.map((s) => s.name)), ["Dee", "Eve"]);
    assert.deepEqual(page.errors, []);
  });
});
