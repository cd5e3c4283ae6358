// npm run bench: the same work natively and in wasm, in one run, for every game
// in the built site's catalog (dist/ from npm run build). Per game:
//  - random playouts: `skyline-tools bench` (native, the same crate as the
//    module's benchPlayouts) against that game's module under Node, built here
//    with the "bench" feature into target/bench-site/ (the site's modules leave
//    that export out); the two must agree on the checksum of the final positions;
//  - the hard bot: `skyline-tools bot` against botAction in the site's own wasm
//    module on the same seeded positions (the state hashes must agree).
// Native and wasm runs alternate, best of BENCH_ROUNDS (3) each, so that load from
// other processes weighs on both alike. Last line per game:
// BENCH_SUMMARY {"game": "<id>", "wasm_native_ratio": <playouts, wasm/native>}.
// Benchmarks measure; nothing here fails on a figure.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { root, run, log } from "./lib.mjs";
import { builtCatalog, buildWasm, loadModule } from "./build.mjs";

const dist = path.join(root, "dist");
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 1); // per timed playout run
const BOT_MOVES = Number(process.env.BENCH_BOT_MOVES || 8);
const SEED = 1;

if (!fs.existsSync(path.join(dist, "www", "pkg", "catalog.js"))) {
  console.error("dist/ is not built: run npm run build first");
  process.exit(1);
}
log("building the native tool (cargo --profile bench)");
run("cargo", ["build", "--quiet", "--profile", "bench", "-p", "skyline-tools"]);

// Bot strength, each engine's own seeded runs (README, "Computer players"): the
// dice games over 1,000 seeded solo games a level, Cities co-op per scenario and
// player count. BENCH_STRENGTH=0 skips them (they take several minutes).
if (process.env.BENCH_STRENGTH !== "0") {
  for (const crate of ["skyline-dice", "construction-sight", "cities-coop"]) {
    if (!fs.existsSync(path.join(root, "crates", crate, "benches", "strength.rs"))) continue;
    log(`bot strength: ${crate} (cargo bench --bench strength)`);
    run("cargo", ["bench", "--quiet", "-p", crate, "--bench", "strength"]);
  }
}
const targetDir = process.env.CARGO_TARGET_DIR || path.join(root, "target");
const benchSite = path.join(root, "target", "bench-site");
log("building the wasm modules with the benchmark export (target/bench-site)");
buildWasm({ base: benchSite, features: ["bench"] });
const tool = path.join(targetDir, "release", process.platform === "win32" ? "skyline-tools.exe" : "skyline-tools");

function native(...args) {
  const r = spawnSync(tool, args.map(String), { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`skyline-tools ${args.join(" ")}: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout);
}

function wasmPlayouts(mod, id, players, n) {
  mod.benchPlayouts(id, players, 1, SEED); // the same untimed warm-up as natively
  const t0 = performance.now();
  const checksum = mod.benchPlayouts(id, players, n, SEED);
  const seconds = (performance.now() - t0) / 1000;
  return { checksum, seconds, per_sec: n / seconds };
}

function wasmBot(mod, id, config, moves, level) {
  const g = new mod.Game(id, config);
  let total = 0, worst = 0, timed = 0;
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

const games = await builtCatalog(dist);
const results = [];
for (const info of games) {
  const { id } = info;
  const players = Math.min(info.maxPlayers, Math.max(info.minPlayers, 2));
  log(`${id}: ${players} players`);
  const mod = await loadModule(dist, id);
  const benchMod = await loadModule(benchSite, id);
  // Calibrate: about SECONDS of native playouts per timed run.
  const probe = native("bench", id, players, 20, SEED);
  const n = Math.max(20, Math.round(probe.per_sec * SECONDS));
  const { config } = native("bot", id, players, SEED, 0, "hard");
  wasmBot(mod, id, config, 2, "hard"); // let the engine's hot code tier up
  let nat = null, was = null, natBot = null, wasBot = null;
  for (let r = 0; r < ROUNDS; r++) {
    const a = native("bench", id, players, n, SEED);
    const b = wasmPlayouts(benchMod, id, players, n);
    if (a.checksum !== b.checksum) throw new Error(`${id}: playout checksums differ: ${a.checksum} natively, ${b.checksum} in wasm`);
    if (!nat || a.per_sec > nat.per_sec) nat = a;
    if (!was || b.per_sec > was.per_sec) was = b;
    const c = native("bot", id, players, SEED, BOT_MOVES, "hard");
    const d = wasmBot(mod, id, config, BOT_MOVES, "hard");
    if (c.hash !== d.hash && r === 0) console.warn(`WARNING ${id}: the hard bot reached ${d.hash} in wasm, ${c.hash} natively (not the same positions: see npm test's determinism check)`);
    if (!natBot || c.ms_per_move < natBot.ms_per_move) natBot = c;
    if (!wasBot || d.ms_per_move < wasBot.ms_per_move) wasBot = d;
  }
  const row = {
    id, players, n,
    native_per_sec: nat.per_sec, wasm_per_sec: was.per_sec, ratio: was.per_sec / nat.per_sec,
    bot_moves: natBot.moves, native_bot_ms: natBot.ms_per_move, wasm_bot_ms: wasBot.ms_per_move,
    bot_ratio: natBot.ms_per_move / wasBot.ms_per_move,
  };
  results.push(row);
  console.log(`random playouts/s: native ${row.native_per_sec.toFixed(0)}, wasm ${row.wasm_per_sec.toFixed(0)} (x${row.ratio.toFixed(2)})`);
  console.log(`hard bot ms/decision (${row.bot_moves} decisions): native ${row.native_bot_ms.toFixed(2)}, wasm ${row.wasm_bot_ms.toFixed(2)} (speed x${row.bot_ratio.toFixed(2)})`);
}

log("wasm (Node) against native; ratio = wasm speed / native speed");
console.log("| game | players | playouts/s native | playouts/s wasm | ratio | hard bot ms native | hard bot ms wasm | ratio |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) {
  console.log(`| ${r.id} | ${r.players} | ${r.native_per_sec.toFixed(0)} | ${r.wasm_per_sec.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.native_bot_ms.toFixed(2)} | ${r.wasm_bot_ms.toFixed(2)} | ${r.bot_ratio.toFixed(2)} |`);
}
fs.writeFileSync(path.join(root, "target", "bench.json"), JSON.stringify(results, null, 1));
for (const r of results) {
  console.log(`BENCH_BOT ${JSON.stringify({ game: r.id, wasm_native_ratio: Number(r.bot_ratio.toFixed(3)) })}`);
  console.log(`BENCH_SUMMARY ${JSON.stringify({ game: r.id, wasm_native_ratio: Number(r.ratio.toFixed(3)) })}`);
}
