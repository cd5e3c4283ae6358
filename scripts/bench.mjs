// npm run bench: one run, one report. Native figures come from `cargo bench`
// (random playouts per second, bot time per move); the same playouts then run in
// wasm under Node (dist/ must be built: npm run build), printed as a ratio.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { root } from "./lib.mjs";

const r = spawnSync("cargo", ["bench", "-p", "cityscape", "--bench", "cityscape"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
process.stdout.write(r.stdout || "");
if (r.status !== 0) process.exit(1);
const line = (r.stdout || "").split("\n").find((l) => l.startsWith("BENCH "));
if (!line) {
  console.error("cargo bench printed no BENCH line");
  process.exit(1);
}
const native = JSON.parse(line.slice(6));

const glue = path.join(root, "dist", "www", "pkg", "skyline_table.js");
if (!fs.existsSync(glue)) {
  console.error("dist/ is not built: run npm run build first");
  process.exit(1);
}
const mod = await import(pathToFileURL(glue).href);
mod.initSync({ module: fs.readFileSync(glue.replace(/\.js$/, "_bg.wasm")) });

function wasmPlayouts(players, seconds = 2) {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    mod.benchPlayouts("cityscape", players, 20, 1 + n);
    n += 20;
  }
  return n / ((performance.now() - t0) / 1000);
}

function wasmHardMs() {
  // Positions from a seeded game: the hard bot's time per placement.
  const g = new mod.Game("cityscape", { players: 2, seed: 11, rounds: 1 });
  let total = 0, moves = 0;
  while (!g.isOver() && moves < 8) {
    const seat = g.toAct()[0];
    const v = g.view(seat);
    if (v.phase === "building") {
      const t0 = performance.now();
      g.botAction(seat, "hard");
      total += performance.now() - t0;
      moves++;
    }
    g.apply(seat, g.botAction(seat, "easy"));
  }
  return total / moves;
}

const rows = [];
for (const p of [2, 4]) {
  const w = wasmPlayouts(p);
  const nat = native[`playouts_per_sec_${p}p`];
  rows.push([`random playouts/s, ${p} players`, nat, w, w / nat]);
}
const hardW = wasmHardMs();
rows.push(["hard bot ms per placement", native.hard_ms_per_move, hardW, hardW / native.hard_ms_per_move]);

console.log("\nCityscape             native        wasm (Node)   wasm/native");
for (const [what, n, w, ratio] of rows) {
  console.log(`${what.padEnd(30)} ${n.toFixed(1).padStart(10)} ${w.toFixed(1).padStart(12)} ${ratio.toFixed(2).padStart(10)}`);
}
