// The JS API contract, as an embedding site relies on it, for every game the
// built site offers (dist/ from npm run build; SITE_DIR overrides). For each game:
// seeded games with "easy" computer players on every seat at several player
// counts end; result() is well formed for its kind; save -> load keeps
// stateHash(); damaged saves and nonsense actions throw a plain Error and change
// nothing.

import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const site = process.env.SITE_DIR || path.join(root, "dist");
const GAMES_PER_COUNT = Number(process.env.CONTRACT_GAMES || 6);

/** Every wasm-bindgen module under the site: a .js glue file with its .wasm beside it. */
function modules(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) modules(p, out);
    else if (e.name.endsWith(".js")) {
      const base = p.slice(0, -3);
      const wasm = [`${base}_bg.wasm`, `${base}.wasm`].find((w) => fs.existsSync(w));
      if (wasm) out.push({ glue: p, wasm });
    }
  }
  return out.sort((a, b) => a.glue.localeCompare(b.glue));
}

/** id -> the loaded module that offers it (the first found). */
async function loadAll() {
  const byId = new Map();
  for (const m of modules(path.join(site, "www"))) {
    const mod = await import(pathToFileURL(m.glue).href);
    if (typeof mod.initSync !== "function") continue;
    mod.initSync({ module: fs.readFileSync(m.wasm) });
    for (const info of mod.games()) if (!byId.has(info.id)) byId.set(info.id, { mod, info });
  }
  return byId;
}

const byId = await loadAll();

function plainError(fn, what) {
  let threw = false;
  try {
    fn();
  } catch (e) {
    threw = true;
    assert.ok(e instanceof Error, `${what}: threw a non-Error ${e}`);
    assert.doesNotMatch(String(e), /unreachable|RuntimeError|memory access/, what);
  }
  return threw;
}

test("the site offers at least one game, each described with its kinds", () => {
  assert.ok(byId.size > 0, `no wasm module under ${site}/www`);
  for (const { info } of byId.values()) {
    for (const k of ["id", "name"]) assert.equal(typeof info[k], "string");
    assert.ok(info.minPlayers >= 1 && info.maxPlayers >= info.minPlayers, JSON.stringify(info));
    for (const k of ["simultaneous", "hiddenInformation", "chance", "cooperative", "solo"]) {
      assert.equal(typeof info[k], "boolean", `${info.id}.${k}`);
    }
  }
});

for (const [id, { mod, info }] of byId) {
  test(`${id}: seeded computer games end with a well-formed result; saves and bad input hold`, () => {
    const { Game } = mod;
    const counts = [...new Set([info.minPlayers, Math.min(info.maxPlayers, info.minPlayers + 1), Math.min(info.maxPlayers, 4)])];
    for (const players of counts) {
      for (let i = 0; i < GAMES_PER_COUNT; i++) {
        const config = { players, seed: 1000 + i };
        const g = new Game(id, config);
        let steps = 0;
        while (!g.isOver()) {
          const seats = g.toAct();
          assert.ok(Array.isArray(seats) && seats.length > 0, `toAct() empty before the end (${JSON.stringify(config)})`);
          const seat = seats[0];
          const action = g.botAction(seat, "easy");
          assert.deepEqual(g.check(seat, action), { ok: true }, `check disagrees with the bot: ${JSON.stringify(action)}`);
          g.apply(seat, action);
          assert.ok(++steps < 20000, `no end after 20000 actions (${JSON.stringify(config)})`);
          if (steps === 7) {
            const h = g.stateHash();
            const s = g.save();
            assert.equal(mod.Game.load(s).stateHash(), h, "save -> load changed stateHash");
            for (const bad of [s.slice(0, Math.floor(s.length / 2)), "", "{}", "\u0000\uffff", s.replace(/"hash":"/, '"hash":"0')]) {
              assert.ok(
                plainError(() => Game.load(bad), `load(${JSON.stringify(bad.slice(0, 30))})`),
                "a damaged save loaded",
              );
            }
            assert.ok(
              plainError(() => g.apply(seat, { type: "no-such-action", junk: [1, 2, 3] }), "nonsense action"),
              "nonsense accepted",
            );
            assert.equal(g.stateHash(), h, "a refused action changed the state");
            assert.equal(g.save(), s);
          }
        }
        const r = g.result();
        assert.ok(r && Array.isArray(r.scores) && Array.isArray(r.winners), `result(): ${JSON.stringify(r)}`);
        assert.ok(["ranked", "solo", "team"].includes(r.kind), `kind: ${r.kind}`);
        for (const sc of r.scores) {
          assert.equal(typeof sc.total, "number");
          assert.ok(Array.isArray(sc.lines));
          for (const l of sc.lines) assert.ok(typeof l.label === "string" && Number.isInteger(l.points), JSON.stringify(l));
        }
        if (r.kind === "solo") assert.deepEqual(r.winners, []);
        if (r.kind === "team") assert.equal(typeof r.won, "boolean");
        if (r.kind === "ranked") assert.ok(r.winners.length >= 1);
        assert.deepEqual(g.toAct(), []);
        g.free();
      }
    }
  });
}
