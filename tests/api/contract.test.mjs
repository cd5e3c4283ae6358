// The JS API contract, as an embedding site relies on it, for every game the
// built site offers (dist/ from npm run build; SITE_DIR overrides). For each game:
// seeded games with "easy" computer players on every seat at several player
// counts end; result() is well formed for its kind; save -> load keeps
// stateHash(); damaged saves and nonsense actions throw a plain Error and change
// nothing; undo then redo returns to the same stateHash, and what undoPlan and
// redoSpan say is what undo and redo do.

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
        let last = null;
        while (!g.isOver()) {
          const seats = g.toAct();
          assert.ok(Array.isArray(seats) && seats.length > 0, `toAct() empty before the end (${JSON.stringify(config)})`);
          const seat = seats[0];
          const action = g.botAction(seat, "easy");
          assert.deepEqual(g.check(seat, action), { ok: true }, `check disagrees with the bot: ${JSON.stringify(action)}`);
          // a seat that may not act now is refused with a code the page words (its game's own,
          // when the move is wrong for that seat anyway, else the shared one naming the seat)
          const idle = [...Array(players).keys()].find((s) => !g.mayAct(s));
          if (idle !== undefined && steps % 50 === 0) {
            const h = g.stateHash();
            assert.throws(
              () => g.apply(idle, action),
              (e) => /^[a-z0-9-]+$/.test(e.code) && (e.code !== "not-your-turn" || e.args?.seat === idle),
              `seat ${idle} out of turn (${JSON.stringify(config)})`,
            );
            assert.equal(g.stateHash(), h);
          }
          g.apply(seat, action);
          last = { seat, action };
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
        // once over, every move is refused with the shared code, whatever it was
        assert.throws(
          () => g.apply(last.seat, last.action),
          (e) => e.code === "game-over" && e instanceof Error,
          "a move after the end",
        );
        assert.deepEqual(g.check(last.seat, last.action).code, "game-over");
        const r = g.result();
        assert.ok(r && Array.isArray(r.scores) && Array.isArray(r.winners), `result(): ${JSON.stringify(r)}`);
        assert.ok(["ranked", "solo", "team"].includes(r.kind), `kind: ${r.kind}`);
        for (const sc of r.scores) {
          assert.equal(typeof sc.total, "number");
          assert.ok(Array.isArray(sc.lines));
          // a line is a code for the page to word ({code, args}), or an engine's own words still
          for (const l of sc.lines)
            assert.ok(
              (typeof l.label === "string" || (typeof l.said?.code === "string" && /^[a-z0-9-]+$/.test(l.said.code))) &&
                Number.isInteger(l.points),
              JSON.stringify(l),
            );
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

const WHY = ["none", "chance", "over", "final", "outcome"];

for (const [id, { mod, info }] of byId) {
  test(`${id}: undoPlan says what undo takes back; redo restores it, for its seat only, until the game moves on`, () => {
    const { Game } = mod;
    const players = Math.min(info.maxPlayers, Math.max(2, info.minPlayers));
    let redone = 0;
    for (let i = 0; i < 3; i++) {
      const g = new Game(id, { players, seed: 2000 + i });
      const everyone = [...Array(players).keys()];
      assert.equal(g.redoSpan(), null, "nothing to redo at the start");
      for (let steps = 0; !g.isOver() && steps < 400; steps++) {
        const seat = g.toAct()[0];
        g.apply(seat, g.botAction(seat, "easy"));
        assert.equal(g.redoSpan(), null, "a move leaves nothing to redo");
        // seat 0 is the one person at the table; the others are computers
        const plan = g.undoPlan(1);
        if (plan.why) {
          assert.ok(WHY.includes(plan.why), `a code: ${JSON.stringify(plan)}`);
          assert.ok(!("n" in plan), JSON.stringify(plan));
          if (plan.why === "final") assert.equal(g.canUndo(plan.seat, true), false);
          if (plan.why === "over") assert.ok(g.isOver());
          continue;
        }
        assert.equal(plan.seat, 0, JSON.stringify(plan));
        assert.equal(g.canUndo(0, true), true);
        const [hash, history] = [g.stateHash(), JSON.stringify(g.history())];
        assert.equal(g.undo(0, true), plan.n, "undo takes back what undoPlan said");
        const undone = g.stateHash();
        assert.deepEqual(g.redoSpan(), { seat: 0, n: plan.n, depth: 1 });
        for (const s of everyone.slice(1)) {
          assert.ok(
            plainError(() => g.redo(s), `redo(${s})`),
            `seat ${s} redid seat 0's undo`,
          );
          assert.equal(g.stateHash(), undone, "a refused redo changed the state");
        }
        assert.ok(Array.isArray(g.redo(0)), "redo returns the events");
        assert.equal(g.stateHash(), hash, "undo then redo: the same state");
        assert.equal(JSON.stringify(g.history()), history);
        assert.equal(g.redoSpan(), null);
        assert.ok(
          plainError(() => g.redo(0), "redo twice"),
          "redone twice",
        );
        redone++;
      }
      // nonsense where the people go (bit k: seat k) is a plain Error naming them
      for (const bad of [undefined, "1", [0], { seat: 0 }, -1, 0.5, 2 ** 32]) {
        assert.throws(() => g.undoPlan(bad), /people/, `undoPlan(${JSON.stringify(bad)}) accepted`);
      }
      assert.equal(typeof g.undoPlan(0).why, "string", "nobody's moves to take back");
      g.free();
    }
    assert.ok(redone > 0, `${id}: no move was ever undone and redone`);
  });
}
