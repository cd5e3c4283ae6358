// Native vs wasm determinism: the native tool plays seeded games with computer
// players and records every action and stateHash(); the wasm module (dist/) must
// make the same bot choices and reach the same hashes, step by step.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, run } from "./lib.mjs";

const GAMES = [["cityscape", 3, [{ players: 2, rounds: 2 }, { players: 3 }, { players: 4, rounds: 1 }]]];

// Key order differs between serde_json and JS objects: compare canonically.
const canon = (v) =>
  Array.isArray(v) ? `[${v.map(canon).join(",")}]`
  : v && typeof v === "object" ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canon(v[k])}`).join(",")}}`
  : JSON.stringify(v);

const out = path.join(root, "target", "trace.json");
const glue = path.join(root, "dist", "www", "pkg", "skyline_table.js");
const mod = await import(pathToFileURL(glue).href);
mod.initSync({ module: fs.readFileSync(glue.replace(/\.js$/, "_bg.wasm")) });

let games = 0;
let steps = 0;
for (const [id, n, configs] of GAMES) {
  run("cargo", ["run", "--quiet", "--profile", "fast", "-p", "skyline-tools", "--", "trace", id, String(n), JSON.stringify(configs)], {
    stdio: ["ignore", fs.openSync(out, "w"), "inherit"],
  });
  const traces = JSON.parse(fs.readFileSync(out, "utf8"));
  for (const t of traces) {
    const g = new mod.Game(id, t.config);
    const where = `${id} ${JSON.stringify(t.config)}`;
    if (g.stateHash() !== t.initial) throw new Error(`${where}: initial hash differs`);
    t.steps.forEach((s, i) => {
      const a = g.botAction(s.seat, s.level);
      if (canon(a) !== canon(s.action)) {
        console.error(`${where} step ${i + 1}: ${s.level} bot chose ${JSON.stringify(a)} in wasm, ${JSON.stringify(s.action)} natively`);
        process.exit(1);
      }
      g.apply(s.seat, s.action);
      if (g.stateHash() !== s.hash) {
        console.error(`${where} step ${i + 1}: stateHash ${g.stateHash()} in wasm, ${s.hash} natively`);
        process.exit(1);
      }
      steps++;
    });
    if (!g.isOver()) throw new Error(`${where}: the native game ended but the wasm one did not`);
    games++;
  }
}
console.log(`determinism: ${games} games, ${steps} steps: the same bot choices and stateHash() natively and in wasm`);
