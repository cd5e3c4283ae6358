// Native vs wasm determinism, for every game in the built site's catalog: the
// native tool (tools trace) plays seeded games with computer players at
// every level and records each action and stateHash(); that game's own wasm module
// (dist/www/pkg/<id>/) must make the same bot choices and reach the same hashes,
// step by step. Player counts: each from the game's minimum to its maximum (at
// most 4 counts); DETERMINISM_GAMES (default 2) games per count.
import fs from "node:fs";
import path from "node:path";
import { builtCatalog, loadModule } from "./build.mjs";
import { root, run } from "./lib.mjs";

const dist = path.join(root, "dist");
const PER_COUNT = Number(process.env.DETERMINISM_GAMES || 2);

// Key order differs between serde_json and JS objects: compare canonically.
const canon = (v) =>
  Array.isArray(v)
    ? `[${v.map(canon).join(",")}]`
    : v && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canon(v[k])}`)
          .join(",")}}`
      : JSON.stringify(v);

function fail(msg) {
  console.error(`determinism: ${msg}`);
  process.exit(1);
}

const games = await builtCatalog(dist);
const out = path.join(root, "target", "trace.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
const totals = [];
for (const info of games) {
  const t0 = performance.now();
  const mod = await loadModule(dist, info.id);
  const counts = [];
  for (let n = info.minPlayers; n <= info.maxPlayers && counts.length < 4; n++) counts.push(n);
  const configs = counts.map((players) => ({ players }));
  run("cargo", ["run", "--quiet", "--profile", "fast", "-p", "tools", "--", "trace", info.id, String(PER_COUNT), JSON.stringify(configs)], {
    stdio: ["ignore", fs.openSync(out, "w"), "inherit"],
  });
  const traces = JSON.parse(fs.readFileSync(out, "utf8"));
  let steps = 0;
  for (const t of traces) {
    const g = new mod.Game(info.id, t.config);
    const where = `${info.id} ${JSON.stringify(t.config)}`;
    if (g.stateHash() !== t.initial) fail(`${where}: initial hash ${g.stateHash()} in wasm, ${t.initial} natively`);
    t.steps.forEach((s, i) => {
      // Chance draws follow an action inside apply(), seeded by the config, so
      // the hash after each step covers them too.
      const a = g.botAction(s.seat, s.level);
      if (canon(a) !== canon(s.action))
        fail(`${where} step ${i + 1}: ${s.level} bot chose ${JSON.stringify(a)} in wasm, ${JSON.stringify(s.action)} natively`);
      g.apply(s.seat, s.action);
      if (g.stateHash() !== s.hash) fail(`${where} step ${i + 1}: stateHash ${g.stateHash()} in wasm, ${s.hash} natively`);
      steps++;
    });
    if (!g.isOver()) fail(`${where}: the native game ended but the wasm one did not`);
    g.free();
  }
  totals.push({ id: info.id, games: traces.length, steps, seconds: (performance.now() - t0) / 1000 });
}
for (const t of totals) {
  console.log(
    `determinism ${t.id}: ${t.games} games, ${t.steps} steps: the same bot choices and stateHash() natively and in wasm (${t.seconds.toFixed(1)} s)`,
  );
}
