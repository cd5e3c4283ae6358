// Skyline without sight: several turns played by the keyboard alone (Tab, Enter, the number keys),
// each move decided from the controls' accessible names and the status line, never from the
// page's state. On every screen it passes through: focus never falls to the page, nothing is said
// twice in a row or as a bare number, one polite live region, no two controls share a name, and
// axe-core finds no WCAG 2.1 A/AA violation. At phone and laptop size.

import assert from "node:assert/strict";
import path from "node:path";
import { before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { checkScreen, focusedName, tabTo, watchFocus, watchSaid } from "./a11y.mjs";
import { shot, siteDir, useSite } from "./helpers.mjs";

const site = useSite();
const ID = "skyline";
before(async () => {
  const games = (await import(pathToFileURL(path.join(siteDir(), "www", "pkg", "catalog.js")).href)).default;
  assert.ok(
    games.some((g) => g.id === ID),
    "the catalog lists the game",
  );
});

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 900 } },
];

/** The status line's main sentence (what the player is asked to do now). */
const mainLine = async (page) => ((await page.locator("#status .st-main").textContent()) || "").replace(/[\u2066-\u2069]/g, "");

/** Waits until the status line asks the human (Ana) for something, or says the game is over. */
async function myMove(page) {
  await page.waitForFunction(
    () => {
      // (a player's name comes set off by isolating marks)
      const t = (document.querySelector("#status .st-main")?.textContent || "").replace(/[\u2066-\u2069]/g, "");
      return !document.querySelector("dialog[open]") && /^(Your turn, Ana|Your roll, Ana|Ana: re-roll)|^Game over/.test(t);
    },
    null,
    { timeout: 20_000 },
  );
}

/** The names of the buttons in a part of the screen, read from the accessibility tree. */
async function buttonNames(page, selector) {
  const snap = await page.locator(selector).ariaSnapshot();
  return [...snap.matchAll(/- '?button "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"'));
}

/**
 * One decision by keyboard, read from the names: take (stepping the counts first), build the
 * first die that fits where a building's button offers it, demolish when nothing fits, resign.
 * Returns what was done.
 */
async function decide(page, focus, said, seen, size, { penthouses = false } = {}) {
  const line = await mainLine(page);
  const first = !seen.has(line.replace(/Ana.*?:/, ""));
  seen.add(line.replace(/Ana.*?:/, ""));
  if (/^Your turn, Ana: take/.test(line) && penthouses) {
    // three penthouses: each count stepped until its button gives way, which hands focus to its partner
    for (const [kind, dir, partner] of [
      ["Ground Floor", "fewer", "more"],
      ["Upper Floor", "fewer", "more"],
      ["Penthouse", "more", "fewer"],
    ]) {
      await tabTo(page, new RegExp(`^One ${kind} die (fewer|more)$`));
      if ((await focusedName(page)) !== `One ${kind} die ${dir}`) await tabTo(page, new RegExp(`^One ${kind} die ${dir}$`));
      for (let n = 0; n < 4 && (await focusedName(page)) === `One ${kind} die ${dir}`; n++) await page.keyboard.press("Enter");
      assert.equal(await focusedName(page), `One ${kind} die ${partner}`, `focus went to the partner of “${dir}”`);
    }
    await checkScreen(page, focus, said, `${size}: three penthouses chosen`, { axe: first });
    assert.equal(await tabTo(page, /^Take and roll /), "Take and roll 3 penthouse");
    await page.keyboard.press("Enter");
    return "take";
  }
  if (/^Your turn, Ana: take/.test(line)) {
    // the counts: a step down and a step up, by Enter on the steppers (each says what it did);
    // which of them may be pressed, the accessibility tree says
    const steppers = async () => {
      const snap = await page.locator(".sk-steps").ariaSnapshot();
      return { snap, enabled: [...snap.matchAll(/- '?button "(One (.+) die (fewer|more))"(?! \[disabled\])/g)] };
    };
    let { snap, enabled } = await steppers();
    const down = enabled.find((m) => m[3] === "fewer");
    assert.ok(down, `a count can come down: ${snap}`);
    await tabTo(page, new RegExp(`^${down[1]}$`));
    await page.keyboard.press("Enter");
    assert.match(await focusedName(page), new RegExp(`^One ${down[2]} die (fewer|more)$`), "focus stays with the steppers");
    ({ snap, enabled } = await steppers());
    const up = enabled.find((m) => m[3] === "more" && m[2] !== down[2]);
    assert.ok(up, `another count can go up: ${snap}`);
    await tabTo(page, new RegExp(`^${up[1]}$`), { back: true });
    await page.keyboard.press("Enter");
    assert.match(await focusedName(page), new RegExp(`^One ${up[2]} die (fewer|more)$`), "focus stays with the steppers");
    const spoke = (await said.list()).at(-1) || "";
    assert.match(spoke, /\d+ (ground|upper|penthouse) taken, \d of 3 dice chosen\./, "a step is said in words");
    await checkScreen(page, focus, said, `${size}: the take`, { axe: first });
    await tabTo(page, /^Take and roll /);
    await page.keyboard.press("Enter");
    return "take";
  }
  if (/^Your roll, Ana/.test(line)) {
    const dice = await buttonNames(page, ".sk-dice");
    await checkScreen(page, focus, said, `${size}: a roll`, { axe: first });
    const fit = dice.findIndex((d) => /can be built now/.test(d));
    if (fit >= 0) {
      await page.keyboard.press(String(fit + 1));
      const targets = await buttonNames(page, ".sk-sky.mine");
      // the buildings offer the die by name only where it goes
      const offer = targets.find((t) => /Build die \d+ \(.+\) here$|^New building: start it with die/.test(t));
      assert.ok(offer, `a building offers die ${fit + 1}: ${targets.join(" | ")}`);
      for (const t of targets) assert.doesNotMatch(t, /blank/, "a blank die is never offered");
      await tabTo(page, new RegExp(`^${offer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await checkScreen(page, focus, said, `${size}: a die selected`, { axe: first });
      await page.keyboard.press("Enter");
      assert.match(await focusedName(page), /^Build 1 die$/, "planning a die puts focus on Build");
      await page.keyboard.press("Enter");
      return "build";
    }
    // nothing fits: the status said so; demolish a building with the first die
    assert.match(line, /nothing can be built/);
    await tabTo(page, /^Demolish…$/);
    await page.keyboard.press("Enter");
    if (dice.length > 1) await page.keyboard.press("1");
    const target = await tabTo(page, /Demolish this/);
    await checkScreen(page, focus, said, `${size}: a demolition`, { axe: true });
    await page.keyboard.press("Enter");
    await page
      .waitForFunction(() => /demolished a/.test(document.querySelector("#status")?.textContent || ""), null, { timeout: 5000 })
      .catch(() => {});
    const spoke = (await said.list()).join(" ").replace(/[\u2066-\u2069]/g, "");
    assert.match(spoke, /Ana demolished a (finished .+|building under construction) of \d+ floors? with /, `${target}: said`);
    return "demolish";
  }
  if (/^Ana: re-roll/.test(line)) {
    await checkScreen(page, focus, said, `${size}: re-roll or resign`, { axe: first });
    await tabTo(page, /^Resign: end my turn$/);
    await page.keyboard.press("Enter");
    return "resign";
  }
  return "over";
}

for (const size of SIZES) {
  test(`Skyline by keyboard alone at ${size.name} size: turns against a computer, and a solo roll that forces a demolition`, {
    timeout: 180_000,
  }, async () => {
    // against a computer: its moves are said, and focus stays on the table while it plays
    await site.withPage({ at: null, ...size, reducedMotion: "reduce", serviceWorkers: "block" }, async (page) => {
      const focus = await watchFocus(page);
      const said = await watchSaid(page);
      await page.goto(`${site.url}?pace=0#game=${ID}&players=2&bots=1&level=easy&seed=11&names=Ana`);
      await page.waitForSelector(".play:not([hidden])");
      const done = [];
      const seen = new Set();
      while (done.filter((d) => d === "take").length < 4) {
        await myMove(page);
        const d = await decide(page, focus, said, seen, size.name);
        if (d === "over") break;
        done.push(d);
      }
      assert.ok(done.includes("build"), `a die was built: ${done.join(", ")}`);
      // the computer's moves were said, in words
      assert.ok(
        (await said.list()).some((t) => /\u2068?Ben\u2069? took .+ from the yard|Ben took the Abandoned District/.test(t)),
        "the computer's take was said",
      );
      await checkScreen(page, focus, said, `${size.name}: after the turns`, { axe: true });
      await page.screenshot({ path: shot(`a11y-skyline-${size.name}.png`) });
      assert.deepEqual(page.errors, []);
    });
    // solo: three penthouses on a lone ground floor fit nowhere: the status says so, and the demolition is said
    await site.withPage({ at: null, ...size, reducedMotion: "reduce", serviceWorkers: "block" }, async (page) => {
      const focus = await watchFocus(page);
      const said = await watchSaid(page);
      await page.goto(`${site.url}?pace=0#game=${ID}&players=1&seed=3&names=Ana`);
      await page.waitForSelector(".play:not([hidden])");
      const done = [];
      const seen = new Set();
      for (let n = 0; n < 12 && !done.includes("demolish"); n++) {
        await myMove(page);
        if (/^Game over/.test(await mainLine(page))) break;
        done.push(await decide(page, focus, said, seen, size.name, { penthouses: true }));
      }
      assert.ok(done.includes("demolish"), `a roll forced a demolition: ${done.join(", ")}`);
      await checkScreen(page, focus, said, `${size.name}: after the demolition`, { axe: true });
      await page.screenshot({ path: shot(`a11y-skyline-demolish-${size.name}.png`) });
      assert.deepEqual(page.errors, []);
    });
  });
}
