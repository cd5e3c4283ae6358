// The page in the players' own language (issue 36): lang= in a link, the browser's languages,
// the header's picker (at once, mid-game, remembered), <html lang>; the pseudo-language
// (lang=qps) walked through every game's screens, finding no word that did not come from the
// catalog and no player's name translated; German on a phone held upright, nothing past the
// screen's edge.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { openMore, playOut, setupGame, shot, until, useSite } from "./helpers.mjs";

/** Seat 0's moves, each as the page makes it, waiting for the computers between; true once the game is over. */
async function advance(page, moves) {
  await page.evaluate(() => window.__skyline.setPace(0));
  for (let i = 0; i < moves; i++) {
    const now = await until(
      page,
      () => {
        const s = window.__skyline;
        if (s.game.isOver()) return "over";
        // a round's summary waits for its button (Cityscape's "Next round")
        const next = document.querySelector("dialog[open] .btn.primary, .summary .btn.primary");
        if (next && s.thinking === null && !s.game.toAct().includes(0)) /** @type {HTMLElement} */ (next).click();
        return s.thinking === null && s.game.toAct().includes(0) ? "mine" : null;
      },
      null,
      { what: "seat 0's turn", timeout: 60000 },
    );
    if (now === "over") return true;
    await page.evaluate(() => window.__skyline.act(0, window.__skyline.game.botAction(0, "easy")));
  }
  return false;
}

const site = useSite();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const catalog = (lang, part) => JSON.parse(fs.readFileSync(path.join(root, "www", "lang", lang, `${part}.json`), "utf8"));
const GAMES = ["cityscape", "skyline", "construction-sight", "cities-coop"];
// The games whose engines still send some prose of their own (issue 36): what they send is
// taken out of what is on screen (engineWords). A game leaves this list once its engine
// sends codes only, and then every word on its screens must come from the catalog.
const ENGINE_PROSE = new Set(["cities-coop"]);
const SEATS = {
  cityscape: [
    { name: "Zed", kind: "human" },
    { name: "Quinn", kind: "easy" },
  ],
  skyline: [
    { name: "Zed", kind: "human" },
    { name: "Quinn", kind: "easy" },
  ],
  "construction-sight": [
    { name: "Zed", kind: "human" },
    { name: "Quinn", kind: "easy" },
  ],
  "cities-coop": [{ name: "Zed", kind: "human" }],
};
// Proper names, never translated: the games' as their publishers print them, and the setup's
// default players'.
const GAME_NAMES = ["Cities: Skylines – The Board Game", "Construction Sight", "Cityscape", "Skyline"];
const DEFAULT_NAMES = ["Ana", "Ben", "Cleo", "Dev"];

/**
 * Text on screen that did not come through the catalog: every visible text node and every
 * read attribute, with the pseudo-language's ⟦…⟧, the players' names, numbers and signs taken
 * out; whatever still has two letters in a row is an English word the catalog never saw.
 */
const unworded = async (page, names, id) => {
  const engine = ENGINE_PROSE.has(id) ? await engineWords(page, id) : [];
  return page.evaluate(
    ([names, engine]) => {
      // proper names (the site's, the games', the players', each language's own) and what the
      // engine sent, longest first so that a name goes whole before a shorter one inside it
      const keep = [...names, ...engine, "Skyline Table", "English", "Deutsch", "Français", "Nederlands"].sort(
        (a, b) => b.length - a.length,
      );
      const rest = (s) => {
        // a message may run over several text nodes (markup inside it): its head and its tail count too
        let r = s
          .replace(/⟦[^⟧]*⟧/g, " ")
          .replace(/^[^⟦]*⟧/, " ")
          .replace(/⟦[^⟧]*$/, " ")
          .replace(/[\u2068\u2069]/g, "");
        r = r.replace(/\b[IVX]+\b/g, " ").toLowerCase(); // a stage's number
        for (const k of keep) r = r.split(k.toLowerCase()).join(" ");
        return /\p{L}{2,}/u.test(r) ? s.trim().slice(0, 90) : null;
      };
      const shown = (el) => {
        if (!el || el.closest("[hidden], dialog:not([open])")) return false;
        const st = getComputedStyle(el);
        return st.display !== "none" && st.visibility !== "hidden";
      };
      const out = new Set();
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement;
        if (!el || /^(SCRIPT|STYLE|NOSCRIPT)$/.test(el.tagName) || !n.textContent.trim() || !shown(el)) continue;
        const r = rest(n.textContent);
        // a symbol set off for the eye only (a utility's two letters, explained beside it)
        if (r && !(el.closest("[aria-hidden=true]") && n.textContent.trim().length <= 2))
          out.add(`${el.tagName.toLowerCase()}.${el.className || ""}: ${r}`);
      }
      for (const el of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
        if (!shown(el)) continue;
        for (const a of ["aria-label", "title", "alt", "placeholder"]) {
          const v = el.getAttribute(a);
          const r = v && rest(v);
          if (r) out.add(`${el.tagName.toLowerCase()}[${a}]: ${r}`);
        }
      }
      return [...out];
    },
    [names, engine],
  );
};

/**
 * The words the engine itself still sends (issue 36's next step: codes, worded by the page):
 * every text in the game's views, history, result and content. They are taken out of what is
 * on screen, so the test finds every word the page writes itself, and sees more of the screen
 * as the engines send codes instead.
 */
const engineWords = (page, id) =>
  page.evaluate(async (id) => {
    const g = window.__skyline.game;
    const { fact, loadEngine } = await import(new URL("www/engine.js", location.href).href);
    await loadEngine(id);
    const out = new Set();
    const walk = (v) => {
      if (typeof v === "string") {
        if (!/\p{L}{2}/u.test(v)) return;
        out.add(v);
        // a list or a label and its reason, as the page may show their parts
        for (const part of v.split(/, | and |: |; /)) if (/\p{L}{2}/u.test(part)) out.add(part.trim());
        const bare = v.replace(/^(rolled|drew) /, "");
        if (bare !== v) out.add(v);
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    const tryWalk = (f) => {
      try {
        walk(f());
      } catch {
        /* a question this game does not answer */
      }
    };
    if (g) {
      tryWalk(() => g.view(0));
      tryWalk(() => g.view());
      tryWalk(() => g.history());
      tryWalk(() => (g.isOver() ? g.result() : null));
    }
    for (const q of ["content", "rules", "cards", "grades", "options"]) {
      tryWalk(() => fact(id, { type: q }));
      if (g) tryWalk(() => g.query(0, { type: q }));
    }
    return [...out];
  }, id);

test("every catalog holds every message the page says, with the same arguments", async () => {
  const { faults, messages } = await import("../../scripts/words.mjs");
  const all = messages();
  assert.ok(all.shell.size > 100, "the shell's messages are gathered");
  for (const g of GAMES) assert.ok(all[g]?.size > 20, `${g}'s messages are gathered`);
  assert.deepEqual(faults(all), []);
});

test("lang= in the address, the browser's languages, then English; <html lang> follows", async () => {
  const de = catalog("de", "shell");
  await site.withPage({ at: "?lang=de" }, async (page) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
    assert.equal((await page.locator("header .nav .btn").first().textContent()).trim(), de.Rules);
    assert.equal(await page.locator("header select.lang").inputValue(), "de");
  });
  await site.withPage({ at: "", locale: "nl-BE" }, async (page) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), "nl");
  });
  await site.withPage({ at: "", locale: "ja-JP" }, async (page) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    assert.equal((await page.locator("header .nav .btn").first().textContent()).trim(), "Rules");
  });
  // an embedded frame's address: the link after "#"
  await site.withPage({ at: "#game=skyline&embed=1&lang=fr" }, async (page) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), "fr");
  });
});

test("the picker changes the language at once, mid-game, and the choice is remembered", async () => {
  const fr = catalog("fr", "shell");
  await site.withPage({ at: "?pace=0" }, async (page, context) => {
    await page.locator('input[name=game][value="skyline"]').check({ force: true });
    await setupGame(page, { seats: [{ name: "Zed", kind: "human" }] }); // alone: nothing moves while the language changes
    await playOut(page, { moves: 3 });
    const hash = await page.evaluate(() => window.__skyline.game.stateHash());
    await page.locator("header select.lang").selectOption("fr");
    await until(page, () => document.documentElement.lang === "fr", null, { what: "French" });
    assert.equal((await page.locator("header .nav .btn").first().textContent()).trim(), fr.Rules);
    assert.equal(await page.evaluate(() => window.__skyline.game.stateHash()), hash, "the game goes on where it was");
    assert.equal(await page.locator(".play").isVisible(), true);
    assert.deepEqual(page.errors, []);
    const again = await context.newPage();
    await again.goto(site.url);
    await again.waitForFunction(() => window.__skyline?.ready);
    await again.evaluate(() => window.__skyline.ready);
    assert.equal(await again.evaluate(() => document.documentElement.lang), "fr", "remembered in this browser");
  });
});

for (const id of GAMES) {
  test(`${id} in the pseudo-language: every word from the catalog, no name translated`, async () => {
    await site.withPage({ at: "?lang=qps&pace=0" }, async (page) => {
      const names = [...SEATS[id].map((s) => s.name), ...GAME_NAMES, ...DEFAULT_NAMES];
      const found = new Map();
      const look = async (where) => {
        for (const u of await unworded(page, names, id)) if (!found.has(u)) found.set(u, where);
      };
      await page.locator(`input[name=game][value="${id}"]`).check({ force: true });
      await openMore(page);
      await look("setup");
      await setupGame(page, { seats: SEATS[id], seed: 7 }); // the same game every run
      await page.waitForTimeout(300);
      await look("start");
      for (let k = 0; k < 3; k++) {
        await advance(page, 4);
        await page.waitForTimeout(200);
        await look(`play ${k}`);
      }
      const text = await page.locator(".play").innerText();
      // the pseudo-language accents every vowel of what it words: a name so written was worded
      const accented = (n) => n.replace(/[aeiou]/g, (c) => ({ a: "á", e: "é", i: "ï", o: "ö", u: "ü" })[c]);
      for (const n of SEATS[id].map((s) => s.name)) {
        assert.ok(text.includes(n), `${n} is on screen as typed`);
        assert.ok(!text.includes(accented(n)), `${n} was translated`);
      }
      // a game over this soon shows its scores first: closed, so that the header can be reached
      if (await page.locator("dialog.main[open]").count()) await page.keyboard.press("Escape");
      await page.locator("header .nav .btn").first().click();
      await page.waitForSelector("dialog.rules[open]");
      await page.waitForTimeout(300);
      await look("rules");
      await page.keyboard.press("Escape");
      assert.ok(await advance(page, 2000), "the game ends");
      await page.waitForTimeout(500);
      await look("end");
      await page.screenshot({ path: shot(`lang-qps-${id}.png`) });
      const report = [...found].map(([u, w]) => `${w} · ${u}`);
      assert.deepEqual(report, [], `words on ${id}'s screens that are not from the catalog`);
    });
  });
}

test("German on a phone held upright: nothing past the screen's edge", async () => {
  const over = async (page, where) => {
    const o = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const out = [];
      for (const el of document.querySelectorAll("body *")) {
        const r = el.getBoundingClientRect();
        if (r.width && r.right > w + 1 && !el.closest("dialog:not([open]), [hidden]")) out.push(`${el.tagName}.${el.className}`);
      }
      return { scroll: document.documentElement.scrollWidth - w, out: out.slice(0, 5) };
    });
    assert.ok(o.scroll <= 0 && !o.out.length, `${where}: ${JSON.stringify(o)}`);
  };
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  for (const id of GAMES) {
    await site.withPage({ at: "?lang=de&pace=0", ...phone }, async (page) => {
      await page.locator(`input[name=game][value="${id}"]`).check({ force: true });
      await openMore(page);
      await over(page, `${id}'s setup`);
      await setupGame(page, { seats: SEATS[id], seed: 7 }); // the same game every run
      await advance(page, 2);
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot(`lang-de-phone-${id}.png`), fullPage: true });
      await over(page, id);
      await page.locator("header .nav .btn").first().click(); // the rules
      await page.waitForSelector("dialog.rules[open]");
      await page.waitForTimeout(300);
      await over(page, `${id}'s rules`);
      assert.deepEqual(page.errors, []);
    });
  }
});

// Each game played in one of the other languages, so that every language plays a game to its
// end: the lesson's first words, the rules, a game to its end and its final screen, each as
// that language's catalog words it.
const PLAYED_IN = { cityscape: "de", skyline: "fr", "construction-sight": "nl", "cities-coop": "de" };
for (const [id, code] of Object.entries(PLAYED_IN)) {
  test(`${id} in ${code}: its lesson, its rules and a game to its end, in that language`, { timeout: 240_000 }, async () => {
    const shell = catalog(code, "shell");
    const own = catalog(code, id);
    const words = new Set([...Object.values(shell), ...Object.values(own)].map((w) => w.replace(/<[^>]+>/g, "").trim()));
    const lesson = JSON.parse(fs.readFileSync(path.join(root, "www", "games", `${id}-tutorial.json`), "utf8"));
    // the bubble's first words: the first step that says something (a chance step before it says nothing)
    const first = lesson.steps.find((s) => s.say).say;
    await site.withPage({ at: `?lang=${code}&pace=0` }, async (page) => {
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      await page.locator(`input[name=game][value="${id}"]`).check({ force: true });
      await page.locator("#learn-btn").click();
      await page.waitForSelector(".tut .tut-say");
      // the lesson's first words, as the catalog words them (when the first step has no arguments)
      const said = (await page.locator(".tut .tut-say").textContent()).trim();
      assert.ok(said, "the lesson speaks");
      if (!first.includes("{")) assert.equal(said, own[first].replace(/<[^>]+>/g, "").trim(), "the lesson's first words");
      else assert.notEqual(said, first, "the lesson's first words are not the English");
    });
    await site.withPage({ at: `?lang=${code}&pace=0` }, async (page) => {
      await page.locator(`input[name=game][value="${id}"]`).check({ force: true });
      await setupGame(page, { seats: SEATS[id], seed: 7 });
      await page.locator("header .nav .btn").first().click(); // the rules
      await page.waitForSelector("dialog.rules[open]");
      // its headings as the catalog words them (a game's name stays as it is)
      await page.waitForSelector("dialog.rules[open] :is(h2, h3, h4)");
      const heads = (await page.locator("dialog.rules[open] :is(h2, h3, h4)").allTextContents()).map((x) => x.trim());
      const english = new Set([...Object.keys(shell), ...Object.keys(own)]);
      const theirs = heads.filter((x) => words.has(x) && !english.has(x));
      assert.ok(theirs.length >= 2, `the rules' headings are ${code}'s: ${JSON.stringify(heads)}`);
      await page.keyboard.press("Escape");
      assert.ok(await advance(page, 2000), "the game ends");
      await page.waitForSelector("dialog.main[open]");
      const every = (await page.locator("dialog.main[open] details.every summary").first().textContent()).trim();
      assert.equal(every, shell["Every point, line by line"], "the final screen");
      await page.screenshot({ path: shot(`lang-${code}-${id}-end.png`) });
      assert.deepEqual(page.errors, []);
    });
  });
}
