// What a player who cannot see the screen meets, checked from the page: where focus is, what
// the live regions say, what the controls are called, and axe-core's WCAG 2.1 A/AA rules.
// A test plays by keyboard alone (tabTo, page.keyboard) and asks these after each step.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core in the page (once per document): its rules, and its accessible-name computation. */
async function ensureAxe(page) {
  if (await page.evaluate(() => !!window.axe)) return;
  await page.evaluate(AXE);
}

// The page-side part, installed with each new document (addInitScript) and at once.
function install() {
  const w = /** @type {any} */ (window);
  if (w.__a11y) return;
  const describe = (el) => {
    if (!(el instanceof Element)) return "";
    const name = (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `${el.getAttribute("role") || el.tagName.toLowerCase()} “${name}”`;
  };
  const state = { lost: [], said: [], last: "", bodySince: 0 };
  w.__a11y = state;
  // Focus that stays on <body> (or nowhere) for a while, after something else had it: a
  // screen reader then starts over from the top of the page. A re-render that puts focus
  // back at once is not caught, as no player notices it.
  document.addEventListener("focusin", (e) => {
    state.last = describe(e.target);
  });
  setInterval(() => {
    const a = document.activeElement;
    const onBody = !a || a === document.body || a === document.documentElement;
    if (!onBody || !state.last) {
      state.bodySince = 0;
      return;
    }
    if (!state.bodySince) state.bodySince = performance.now();
    else if (state.bodySince > 0 && performance.now() - state.bodySince > 200) {
      state.lost.push({ after: state.last });
      state.bodySince = -1; // said once until focus goes somewhere again
    }
  }, 50);
  // What a polite or assertive region announces: the text of the nodes that changed in it
  // (the whole region when aria-atomic), as a screen reader reads a region that is not atomic.
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output';
  const start = () =>
    new MutationObserver((records) => {
      const texts = new Map();
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = node?.closest(LIVE);
        if (!region || region.closest("[hidden], [aria-hidden='true']")) continue;
        const atomic = region.getAttribute("aria-atomic") === "true";
        let t = "";
        if (atomic) t = region.textContent || "";
        else if (r.type === "characterData") t = r.target.textContent || "";
        else for (const n of r.addedNodes) t += ` ${n.textContent || ""}`;
        t = t.replace(/\s+/g, " ").trim();
        if (!t) continue;
        const before = atomic ? "" : (texts.get(region)?.text ?? "");
        texts.set(region, { key: describe(region), text: `${before} ${t}`.trim() });
      }
      for (const { key, text } of texts.values()) state.said.push({ region: key, text, at: performance.now() });
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  if (document.documentElement) start();
  else addEventListener("DOMContentLoaded", start);
}

async function installed(page) {
  if (!page.__a11yInit) {
    page.__a11yInit = true;
    await page.addInitScript(install);
  }
  await page.evaluate(install);
}

/** Records focus falling to the page itself. `lost()`: [{after: what had focus last}]. */
export async function watchFocus(page) {
  await installed(page);
  return {
    lost: () => page.evaluate(() => /** @type {any} */ (window).__a11y.lost.slice()),
    clear: () =>
      page.evaluate(() => {
        /** @type {any} */ (window).__a11y.lost.length = 0;
      }),
  };
}

/** Records what the live regions announce. `list()`: the texts in order; `repeats()`: a text
 * announced again right after itself (by any region, within 3 s: one change said twice; the
 * same words for a later change, with others between, are no repeat); `bare()`: texts that
 * are only numbers. */
export async function watchSaid(page) {
  await installed(page);
  const all = () => page.evaluate(() => /** @type {any} */ (window).__a11y.said.slice());
  return {
    list: async () => (await all()).map((s) => s.text),
    repeats: async () => {
      const s = await all();
      return s.filter((x, i) => i > 0 && s[i - 1].text === x.text && x.at - s[i - 1].at < 3000).map((x) => x.text);
    },
    bare: async () => (await all()).map((s) => s.text).filter((t) => /^[\s\d.,:;/%×+\-−–]+$/u.test(t)),
    clear: () =>
      page.evaluate(() => {
        /** @type {any} */ (window).__a11y.said.length = 0;
      }),
  };
}

/** Polite live regions a player can meet on the screen now (not inside hidden parts;
 * a region inside another counts once). Alerts (role=alert) are not counted. */
export function liveRegions(page) {
  return page.evaluate(() => {
    const POLITE = '[aria-live="polite"], [role="status"], [role="log"], output';
    const shown = (el) => !el.closest("[hidden], [inert], [aria-hidden='true'], dialog:not([open])");
    return [...document.querySelectorAll(POLITE)].filter((el) => shown(el) && !el.parentElement?.closest(POLITE)).length;
  });
}

/** The focusable controls on the screen now (inside the open modal dialog, if any), with
 * their accessible names as axe-core computes them. */
async function controls(page) {
  await ensureAxe(page);
  return page.evaluate(() => {
    const axe = /** @type {any} */ (window).axe;
    axe.setup?.(document);
    const SEL =
      "button, a[href], input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1']), " +
      "[role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=menuitem], [role=option]";
    const modal = [...document.querySelectorAll("dialog[open]")].find((d) => d.matches(":modal"));
    const root = modal || document;
    const out = [];
    for (const el of root.querySelectorAll(SEL)) {
      if (el.closest("[hidden], [inert], [aria-hidden='true'], dialog:not([open])")) continue;
      if (!modal && el.closest("dialog[open]:modal")) continue;
      if (el.matches(":disabled, [aria-disabled='true']") || !el.checkVisibility({ visibilityProperty: true })) continue;
      let name = "";
      try {
        name = axe.commons.text.accessibleText(el);
      } catch {
        name = el.getAttribute("aria-label") || el.textContent || "";
      }
      out.push(name.replace(/\s+/g, " ").trim());
    }
    axe.teardown?.();
    return out;
  });
}

/** Names shared by two or more visible, enabled controls of the screen now: [[name, count]]. */
export async function duplicateNames(page) {
  const counts = new Map();
  for (const n of await controls(page)) counts.set(n, (counts.get(n) || 0) + 1);
  return [...counts].filter(([, c]) => c > 1);
}

/** axe-core's WCAG 2.1 A and AA violations on the page now: [{id, nodes: [selector]}]. */
export async function axeViolations(page, { exclude = [] } = {}) {
  await ensureAxe(page);
  return page.evaluate(async (exclude) => {
    const axe = /** @type {any} */ (window).axe;
    const r = await axe.run(
      { include: [document], exclude: exclude.map((s) => [s]) },
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] },
    );
    return r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  }, exclude);
}

/** The accessible name of what has focus now ("" for the page itself). */
export async function focusedName(page) {
  await ensureAxe(page);
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return "";
    const axe = /** @type {any} */ (window).axe;
    axe.setup?.(document);
    try {
      return axe.commons.text.accessibleText(a).replace(/\s+/g, " ").trim();
    } catch {
      return (a.getAttribute("aria-label") || a.textContent || "").trim();
    } finally {
      axe.teardown?.();
    }
  });
}

/** Presses Tab (Shift+Tab with `back`) until the focused control's name matches `re`; returns
 * that name. Throws, listing the names passed, when `max` presses do not reach it. */
export async function tabTo(page, re, { max = 80, back = false } = {}) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const name = await focusedName(page);
    if (re.test(name)) return name;
    seen.push(name);
  }
  throw new Error(`no control named ${re} within ${max} presses of Tab; passed: ${seen.join(" | ")}`);
}

/** Every check of a screen at once, after a step (`what` names it in a failure): focus never
 * fell to the page, nothing said twice or as a bare number, at most one polite live region,
 * no two controls of one name, and (`axe`) no axe-core violation. */
export async function checkScreen(page, focus, said, what, { axe = false } = {}) {
  assert.deepEqual(await focus.lost(), [], `${what}: focus fell to the page`);
  assert.deepEqual(await said.repeats(), [], `${what}: something was said twice`);
  assert.deepEqual(await said.bare(), [], `${what}: a bare number was said`);
  assert.ok((await liveRegions(page)) <= 1, `${what}: more than one live region`);
  assert.deepEqual(await duplicateNames(page), [], `${what}: two controls share a name`);
  if (axe) assert.deepEqual(await axeViolations(page), [], `${what}: axe`);
}
