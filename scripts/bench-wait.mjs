// The person's wait, measured where it is felt (issue 34): the built site (dist/) in
// headless Chromium with the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate, about a
// mid-range phone), one person and hard computers (3 seats where the game allows), the
// computers at "instant" pace (?pace=0). Per person's move: the time from the move (made as
// the page makes it, window.__skyline.act) to the page being ready for that person's next
// input (the person to act again and no dialog open: in a game where every seat decides at
// once, Construction Sight's rolls, the next roll; computers may think on in their worker
// then, as the page does not wait for them). The person's moves are the easy computer's
// choice for their seat, chosen before the clock starts, and made at once (WAIT_THINK=ms:
// after that long instead, as a person takes a while; computers that answer meanwhile move
// before the person does). The clock runs only from the person's move.
// One line per game:
// BENCH_WAIT {"game","throttle","players","p50_ms","p95_ms","worst_ms","moves"}.
// A benchmark: it measures and fails on no figure. Run alone: BENCH_ONLY=wait npm run bench
// (or node scripts/bench-wait.mjs); GAMES=a,b narrows it; WAIT_MOVES caps the person's
// moves timed per game (default 40); WAIT_SEED the game seed (default 1); WAIT_ALL=1 logs every
// move's wait too.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launch, serve } from "../tests/browser/helpers.mjs";
import { ensureChromium, log, root } from "./lib.mjs";

const THROTTLE = 4;
const MOVES = Number(process.env.WAIT_MOVES || 40);
const SEED = Number(process.env.WAIT_SEED || 1);
const THINK = Number(process.env.WAIT_THINK || 0);

/** The time from each person's move to their next chance to act, in one game. */
async function waits(page, moves) {
  return page.evaluate(
    async ([moves, think]) => {
      const s = window.__skyline;
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
      // A dialog the game opens on its own (a round's scores) holds the computers back until the
      // person closes it: it is closed at once here, as a person reading nothing would.
      const shut = () => {
        for (const d of document.querySelectorAll("dialog[open]")) d.querySelector("button")?.click() ?? d.close();
      };
      const readyFor0 = () => {
        shut();
        return s.game.isOver() || (s.game.toAct().includes(0) && !document.querySelector("dialog[open]"));
      };
      const out = [];
      while (!readyFor0()) await frame();
      while (out.length < moves && !s.game.isOver()) {
        if (think) await new Promise((r) => setTimeout(r, think));
        if (s.game.isOver() || !readyFor0()) continue;
        const action = s.game.botAction(0, "easy");
        const t0 = performance.now();
        if (!s.act(0, action)) throw new Error(`the person's move was refused: ${JSON.stringify(action)}`);
        // the move's own answer is on screen now; wait for the computers' replies and the next turn
        await frame();
        while (!readyFor0()) await frame();
        out.push(performance.now() - t0);
      }
      return out;
    },
    [moves, THINK],
  );
}

const pct = (xs, p) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? a[Math.min(a.length - 1, Math.ceil((p / 100) * a.length) - 1)] : 0;
};

export async function benchWait() {
  const dist = path.join(root, "dist");
  if (!fs.existsSync(path.join(dist, "www", "pkg", "catalog.js"))) throw new Error("dist/ is not built: run npm run build first");
  ensureChromium();
  const only = (process.env.GAMES || "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  const before = process.env.SITE_DIR;
  process.env.SITE_DIR = dist;
  const srv = await serve();
  const browser = await launch();
  try {
    // the site's games, as its catalog lists them (www/pkg/catalog.js)
    const games = (await import(pathToFileURL(path.join(dist, "www", "pkg", "catalog.js")).href)).default.map((g) => g.id);
    for (const game of games) {
      if (only.length && !only.includes(game)) continue;
      for (const players of [3, 2]) {
        const context = await browser.newContext({ serviceWorkers: "block" });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${srv.url}?pace=0#game=${game}&players=${players}&bots=${players - 1}&level=hard&seed=${SEED}`);
        const started = await page
          .waitForSelector(".play:not([hidden])", { timeout: 30_000 })
          .then(() => true)
          .catch(() => false);
        if (!started) {
          await context.close();
          continue; // fewer seats in this game
        }
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
        log(`wait: ${game}, ${players} players, CPU throttled ${THROTTLE}×`);
        const ms = await waits(page, MOVES);
        await context.close();
        const r = (x) => Math.round(x);
        if (process.env.WAIT_ALL) log(`wait: ${game}, each move (ms): ${ms.map(r).join(" ")}`);
        console.log(
          `BENCH_WAIT ${JSON.stringify({ game, throttle: THROTTLE, players, ...(THINK ? { person_ms: THINK } : {}), p50_ms: r(pct(ms, 50)), p95_ms: r(pct(ms, 95)), worst_ms: r(Math.max(0, ...ms)), moves: ms.length })}`,
        );
        break;
      }
    }
  } finally {
    await browser.close();
    await srv.close();
    if (before == null) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = before;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchWait();
