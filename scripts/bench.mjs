// npm run bench: the same work natively and in wasm, in one run, for every game
// in the built site's catalog (dist/ from npm run build). Per game:
//  - random playouts: `tools bench` (native, the same crate as the
//    module's benchPlayouts) against that game's module, built here with the
//    "bench" feature into target/bench-site/ (the site's modules leave that
//    export out); the two must agree on the checksum of the final positions;
//  - the hard bot: `tools bot` against botAction in the site's own wasm
//    module on the same seeded positions (the state hashes must agree).
// The wasm side runs where players run it: in the page, in headless Chromium
// (Debian's, as the browser tests use). Node's older V8 is measured too, as a
// second column: it runs the same module about 15-25 % slower than Chromium.
// Native and wasm runs alternate, best of BENCH_ROUNDS (3) each, so that load from
// other processes weighs on both alike. Last line per game:
// BENCH_SUMMARY {"game": "<id>", "wasm_native_ratio": <playouts, wasm in Chromium / native>}.
// Last of all, the person's wait in the built site, CPU throttled 4× (scripts/bench-wait.mjs):
// one BENCH_WAIT line per game. BENCH_ONLY=wait runs that alone.
// Benchmarks measure; nothing here fails on a figure.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launch, serve } from "../tests/browser/helpers.mjs";
import { benchWait } from "./bench-wait.mjs";
import { buildWasm, builtCatalog, loadModule } from "./build.mjs";
import { catalogGames, ensureChromium, log, root, run } from "./lib.mjs";

const dist = path.join(root, "dist");
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 1); // per timed playout run
const BOT_MOVES = Number(process.env.BENCH_BOT_MOVES || 8);
const SEED = 1;

if (!fs.existsSync(path.join(dist, "www", "pkg", "catalog.js"))) {
  console.error("dist/ is not built: run npm run build first");
  process.exit(1);
}
if (process.env.BENCH_ONLY === "wait") {
  await benchWait();
  process.exit(0);
}
log("building the native tool (cargo --profile bench)");
run("cargo", ["build", "--quiet", "--profile", "bench", "-p", "tools"]);

// Bot strength, each engine's own seeded runs (README, "Computer players"), all
// on the reporting seeds (dice::seeds::REPORTING in crates/dice/src/seeds.rs),
// which no tuning tool plays (they play dice::seeds::TUNING): Skyline 1,000
// solo games at easy and normal and 4,000 at hard, Construction Sight 1,000 a
// level on each sheet, Cityscape the hard bot against normal ones at 3 and 4
// players (each seed from every seat) and two-player duels, Cities co-op per
// scenario and player count. Each prints one machine-readable line per game and
// level: STRENGTH {"game", "level", "of", "mean", "se", "games", "seeds": [first, last]}.
// BENCH_STRENGTH=0 skips them (together they take a few hours on two cores);
// GAMES=a,b narrows them as it narrows the build.
if (process.env.BENCH_STRENGTH !== "0") {
  const only = (process.env.GAMES || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const { id, dir, package: crate } of catalogGames()) {
    if (only.length && !only.includes(id)) continue;
    if (!fs.existsSync(path.join(root, "crates", dir, "benches", "strength.rs"))) continue;
    log(`bot strength: ${crate} (cargo bench --bench strength)`);
    run("cargo", ["bench", "--quiet", "-p", crate, "--bench", "strength"]);
  }
}
const targetDir = process.env.CARGO_TARGET_DIR || path.join(root, "target");
const benchSite = path.join(root, "target", "bench-site");
log("building the wasm modules with the benchmark export (target/bench-site)");
buildWasm({ base: benchSite, features: ["bench"] });
const tool = path.join(targetDir, "release", process.platform === "win32" ? "tools.exe" : "tools");

function native(...args) {
  const r = spawnSync(tool, args.map(String), { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tools ${args.join(" ")}: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout);
}

// The timed work, self-contained so that the page runs the same source
// (`inPage` sends it there): `mod` is a loaded module.
function timePlayouts(mod, id, players, n, seed) {
  const t0 = performance.now();
  const checksum = mod.benchPlayouts(id, players, n, seed);
  const seconds = (performance.now() - t0) / 1000;
  return { checksum, seconds, per_sec: n / seconds };
}

function timeBot(mod, id, config, moves, level) {
  const g = new mod.Game(id, config);
  let total = 0,
    worst = 0,
    timed = 0;
  while (timed < moves && g.toAct().length) {
    const seat = g.toAct()[0];
    const t0 = performance.now();
    const action = g.botAction(seat, level);
    const ms = performance.now() - t0;
    total += ms;
    worst = Math.max(worst, ms);
    timed++;
    g.apply(seat, action);
  }
  const hash = g.stateHash();
  g.free();
  return { moves: timed, ms_per_move: total / Math.max(timed, 1), worst_ms: worst, hash };
}

// The page's side: one headless Chromium, each module imported from a local
// server as the site imports it. `window.mods[key]` holds a loaded module.
// The site's own modules are copied beside the bench modules: one origin, as a
// module import from another would need CORS.
ensureChromium();
fs.cpSync(path.join(dist, "www", "pkg"), path.join(benchSite, "www", "site-pkg"), { recursive: true });
process.env.SITE_DIR = benchSite;
const benchServer = await serve({ "/bench.html": "<!doctype html><title>bench</title>" });
const browser = await launch();
const page = await (await browser.newContext()).newPage();
await page.goto(benchServer.origin + "/bench.html");

async function pageModule(key, url) {
  await page.evaluate(
    async ([key, url]) => {
      const m = await import(url);
      await m.default();
      (window.mods ||= {})[key] = m;
    },
    [key, url],
  );
}

/** Runs one of the timing functions above in the page, on module `key`. */
const inPage = (fn, key, ...args) =>
  page.evaluate(
    // biome-ignore lint/security/noGlobalEval: the bench's own timing function, sent as text into the page
    // biome-ignore lint/complexity/noCommaOperator: an indirect eval, so it runs at the page's top level
    ([src, key, args]) => (0, eval)(`(${src})`)(window.mods[key], ...args),
    [fn.toString(), key, args],
  );

const best = (a, b, key) => (!a || b[key] > a[key] ? b : a);
const fastest = (a, b) => (!a || b.ms_per_move < a.ms_per_move ? b : a);

// GAMES=a,b narrows the speed runs too (the bench modules are built for those only)
const onlyGames = (process.env.GAMES || "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const games = (await builtCatalog(dist)).filter((g) => !onlyGames.length || onlyGames.includes(g.id));
const results = [];
for (const info of games) {
  const { id } = info;
  const players = Math.min(info.maxPlayers, Math.max(info.minPlayers, 2));
  log(`${id}: ${players} players`);
  const mod = await loadModule(dist, id);
  const benchMod = await loadModule(benchSite, id);
  await pageModule(`bench-${id}`, `${benchServer.url}www/pkg/${id}/skyline_table.js`);
  await pageModule(`site-${id}`, `${benchServer.url}www/site-pkg/${id}/skyline_table.js`);
  // Calibrate: about SECONDS of native playouts per timed run.
  const probe = native("bench", id, players, 20, SEED);
  const n = Math.max(20, Math.round(probe.per_sec * SECONDS));
  const { config } = native("bot", id, players, SEED, 0, "hard");
  // About half a second of native decisions (at least BOT_MOVES, at most 16
  // times that, up to the whole game): a bot that answers in a millisecond or
  // two (Skyline's, Cities co-op's) timed over 8 decisions is mostly noise.
  const probeMs = native("bot", id, players, SEED, BOT_MOVES, "hard").ms_per_move;
  const botMoves = Math.min(BOT_MOVES * 16, Math.max(BOT_MOVES, Math.ceil(500 / probeMs)));
  // The same untimed warm-up as natively, and a few bot moves, so that the
  // engines' hot code is compiled by the optimising tier before timing.
  timePlayouts(benchMod, id, players, 1, SEED);
  await inPage(timePlayouts, `bench-${id}`, id, players, 1, SEED);
  timeBot(mod, id, config, 2, "hard");
  await inPage(timeBot, `site-${id}`, id, config, 2, "hard");
  let nat = null,
    was = null,
    node = null,
    natBot = null,
    wasBot = null,
    nodeBot = null;
  for (let r = 0; r < ROUNDS; r++) {
    const a = native("bench", id, players, n, SEED);
    const b = await inPage(timePlayouts, `bench-${id}`, id, players, n, SEED);
    const b2 = timePlayouts(benchMod, id, players, n, SEED);
    for (const w of [b, b2]) {
      if (a.checksum !== w.checksum) throw new Error(`${id}: playout checksums differ: ${a.checksum} natively, ${w.checksum} in wasm`);
    }
    nat = best(nat, a, "per_sec");
    was = best(was, b, "per_sec");
    node = best(node, b2, "per_sec");
    const c = native("bot", id, players, SEED, botMoves, "hard");
    const d = await inPage(timeBot, `site-${id}`, id, config, botMoves, "hard");
    const d2 = timeBot(mod, id, config, botMoves, "hard");
    if (c.hash !== d.hash && r === 0)
      console.warn(
        `WARNING ${id}: the hard bot reached ${d.hash} in wasm, ${c.hash} natively (not the same positions: see npm test's determinism check)`,
      );
    natBot = fastest(natBot, c);
    wasBot = fastest(wasBot, d);
    nodeBot = fastest(nodeBot, d2);
  }
  const row = {
    id,
    players,
    n,
    native_per_sec: nat.per_sec,
    wasm_per_sec: was.per_sec,
    ratio: was.per_sec / nat.per_sec,
    node_per_sec: node.per_sec,
    node_ratio: node.per_sec / nat.per_sec,
    bot_moves: natBot.moves,
    native_bot_ms: natBot.ms_per_move,
    wasm_bot_ms: wasBot.ms_per_move,
    bot_ratio: natBot.ms_per_move / wasBot.ms_per_move,
    node_bot_ms: nodeBot.ms_per_move,
    node_bot_ratio: natBot.ms_per_move / nodeBot.ms_per_move,
  };
  results.push(row);
  console.log(
    `random playouts/s: native ${row.native_per_sec.toFixed(0)}, wasm in Chromium ${row.wasm_per_sec.toFixed(0)} (x${row.ratio.toFixed(2)}), in Node ${row.node_per_sec.toFixed(0)} (x${row.node_ratio.toFixed(2)})`,
  );
  console.log(
    `hard bot ms/decision (${row.bot_moves} decisions): native ${row.native_bot_ms.toFixed(2)}, wasm in Chromium ${row.wasm_bot_ms.toFixed(2)} (speed x${row.bot_ratio.toFixed(2)}), in Node ${row.node_bot_ms.toFixed(2)} (x${row.node_bot_ratio.toFixed(2)})`,
  );
}
await browser.close();
await benchServer.close();

log("wasm in the page (headless Chromium) and in Node against native; ratio = wasm speed / native speed");
console.log(
  "| game | players | playouts/s native | wasm (Chromium) | ratio | wasm (Node) | ratio | hard bot ms native | wasm (Chromium) | ratio | wasm (Node) | ratio |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(
    `| ${r.id} | ${r.players} | ${r.native_per_sec.toFixed(0)} | ${r.wasm_per_sec.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.node_per_sec.toFixed(0)} | ${r.node_ratio.toFixed(2)} | ${r.native_bot_ms.toFixed(2)} | ${r.wasm_bot_ms.toFixed(2)} | ${r.bot_ratio.toFixed(2)} | ${r.node_bot_ms.toFixed(2)} | ${r.node_bot_ratio.toFixed(2)} |`,
  );
}
fs.writeFileSync(path.join(root, "target", "bench.json"), JSON.stringify(results, null, 1));
for (const r of results) {
  console.log(`BENCH_BOT ${JSON.stringify({ game: r.id, wasm_native_ratio: Number(r.bot_ratio.toFixed(3)) })}`);
  console.log(`BENCH_SUMMARY ${JSON.stringify({ game: r.id, wasm_native_ratio: Number(r.ratio.toFixed(3)) })}`);
}
log("the person's wait in the page, CPU throttled (scripts/bench-wait.mjs)");
await benchWait();
