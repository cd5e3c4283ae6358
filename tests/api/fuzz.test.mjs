// The JS boundary never traps: for every game in the built site (each game's own
// module, dist/ from npm run build; SITE_DIR overrides), FUZZ_INPUTS (default
// 100,000) junk calls per game at every export and argument position: junk and
// mutated configs, actions (mutations of real legal actions and bot moves, random
// JSON, every JS type, throwing getters, proxies, cyclic objects, typed arrays),
// seats, levels, queries, saves (truncated or edited real saves).
//
// A call fails the test when it traps (WebAssembly.RuntimeError, "unreachable",
// out-of-bounds memory), throws something other than an Error, leaves the module
// unusable, changes the game (stateHash() or save()) when refused or when it
// only asks (check, query, view, ...), or refuses an argument of the wrong JS type
// without naming it. FUZZ_SEED picks another sequence; a failure prints its seed.

import assert from "node:assert/strict";
import { test } from "node:test";
import { catalog, engine } from "./site.mjs";

const PER_GAME = Number(process.env.FUZZ_INPUTS || 100_000);
const SEED = Number(process.env.FUZZ_SEED || 20261126);

// ---------- a small seeded generator ----------
function rng(seed) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
  const R = {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (a) => a[Math.floor(next() * a.length)],
  };
  return R;
}

// ---------- junk of every JS type ----------
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  15,
  16,
  255,
  256,
  65535,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32 - 1,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  2 ** 64,
  1e309,
  -1e309,
  NaN,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  0.5,
  1.5,
  -0.5,
  2.000001,
  1e-300,
  3.9999999999999996,
  -7,
  -255,
  -256,
  1e21,
  123456789012,
];
const STRINGS = [
  "",
  "0",
  "1",
  "-1",
  "2",
  "1.5",
  "NaN",
  "easy",
  "normal",
  "hard",
  "brilliant",
  "EASY",
  "null",
  "true",
  "undefined",
  "{}",
  "[]",
  '{"type":"place"}',
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "\u0000",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "é",
  "🏙️",
  " 1",
  "1 ",
  "0x10",
  "1e3",
  "skyline-table/2",
  "x".repeat(300),
];
const KEYS = [
  "type",
  "lot",
  "height",
  "codes",
  "players",
  "seed",
  "rounds",
  "seat",
  "action",
  "kind",
  "game",
  "format",
  "config",
  "moves",
  "check",
  "die",
  "dice",
  "value",
  "index",
  "cell",
  "row",
  "col",
  "x",
  "y",
  "card",
  "cards",
  "tile",
  "building",
  "keep",
  "reroll",
  "choice",
  "target",
  "level",
  "chance",
  "label",
  "__proto__",
  "constructor",
  "",
];

/** An own, plain property even for "__proto__" (as JSON.parse makes it). */
function put(o, k, v) {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function junk(R, ctx, depth = 0) {
  const k = R.int(depth > 2 ? 9 : 16);
  switch (k) {
    case 0:
      return R.pick([undefined, null, true, false]);
    case 1:
    case 2:
      return R.pick(NUMBERS);
    case 3:
      return R.chance(0.5) ? R.int(20) - 3 : (R.next() - 0.5) * 10 ** R.int(12);
    case 4:
      return R.pick([...STRINGS, ...ctx.ids, ...ctx.types]);
    case 5:
      return R.pick([0n, 1n, -1n, 2n ** 64n, BigInt(R.int(10))]);
    case 6:
      return R.pick([Symbol("junk"), Symbol.iterator, Symbol.for("seat")]);
    case 7:
      return R.pick([
        () => 1,
        function named() {
          return "x";
        },
        class K {},
        async () => 0,
        Math.max,
      ]);
    case 8:
      return odd(R);
    case 9:
    case 10:
    case 11: {
      const a = [];
      for (let i = R.int(6); i > 0; i--) a.push(junk(R, ctx, depth + 1));
      if (R.chance(0.05)) a.length += 3; // holes
      return a;
    }
    default: {
      const o = R.chance(0.1) ? Object.create(null) : {};
      for (let i = R.int(5); i > 0; i--) put(o, R.pick([...KEYS, ...ctx.keys]), junk(R, ctx, depth + 1));
      return o;
    }
  }
}

/** Objects that fight back: getters and proxies that throw, cycles, typed arrays, exotic objects. */
function odd(R) {
  const boom = () => {
    throw new Error("boom from a getter");
  };
  switch (R.int(17)) {
    case 0:
      return {
        get type() {
          return boom();
        },
        lot: 0,
        height: 1,
      };
    case 1:
      return new Proxy({}, { get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, has: boom });
    case 2:
      return new Proxy([1, 2], { get: (t, p) => (p === "length" ? 2 ** 32 - 1 : t[p]) });
    case 3: {
      const o = { type: "place" };
      o.self = o;
      return o;
    }
    case 4: {
      const a = [1];
      a.push(a);
      return a;
    }
    case 5:
      return R.pick([new Uint8Array([1, 2, 3]), new Float64Array([NaN, 1]), new Int32Array(4), new BigInt64Array(2)]);
    case 6:
      return R.pick([new ArrayBuffer(8), new DataView(new ArrayBuffer(4))]);
    case 7:
      return R.pick([new Date(0), new Date(NaN), /re/g, new Map([[1, 2]]), new Set([1]), new WeakMap(), new Error("e")]);
    case 8:
      return { toJSON: boom };
    case 9:
      return { toJSON: () => ({ type: "place", lot: R.int(20), height: R.int(7) }) };
    case 10:
      return { toJSON: () => undefined };
    case 11:
      return { valueOf: boom, toString: boom };
    case 12:
      return Object.freeze({ type: "goals", codes: new Array(R.int(12)).fill(R.int(8)) });
    case 13: {
      let a = 1;
      for (let i = 40 + R.int(60); i > 0; i--) a = [a];
      return a;
    }
    case 14:
      return R.pick([new String("easy"), new Number(1), new Boolean(true), Object(1n), Object(Symbol("s"))]);
    case 15: {
      // Calls back into the module while it reads the value (re-entrancy).
      const action = { type: "place", lot: 0, height: 1 };
      return R.chance(0.5)
        ? {
            get type() {
              odd.poke?.();
              return "place";
            },
            lot: 1,
            height: 1,
          }
        : {
            toJSON: () => {
              odd.poke?.();
              return action;
            },
          };
    }
    default:
      return new Proxy({ type: "place", lot: 1, height: 1 }, {});
  }
}

// ---------- mutations of real values ----------
function mutate(R, ctx, v, depth = 0) {
  if (R.chance(0.15) || depth > 3) return junk(R, ctx, depth);
  if (Array.isArray(v)) {
    const a = v.slice();
    switch (R.int(6)) {
      case 0:
        a.pop();
        break;
      case 1:
        a.push(R.chance(0.5) ? a[0] : junk(R, ctx, depth + 1));
        break;
      case 2:
        if (a.length) {
          const i = R.int(a.length);
          a[i] = mutate(R, ctx, a[i], depth + 1);
        }
        break;
      case 3:
        a.reverse();
        break;
      case 4:
        return a.length ? a[R.int(a.length)] : a;
      default:
        a.splice(R.int(a.length + 1), 0, ...a.slice(0, R.int(3)));
    }
    return a;
  }
  if (v && typeof v === "object") {
    const o = { ...v };
    const keys = Object.keys(o);
    switch (R.int(6)) {
      case 0:
        if (keys.length) delete o[R.pick(keys)];
        break;
      case 1:
        put(o, R.pick([...KEYS, ...ctx.keys]), junk(R, ctx, depth + 1));
        break;
      case 2:
        if (keys.length) {
          const k = R.pick(keys);
          put(o, k, mutate(R, ctx, o[k], depth + 1));
        }
        break;
      case 3:
        if (keys.length) {
          const k = R.pick(keys);
          put(o, k, o[R.pick(keys)]);
        }
        break;
      case 4:
        if (keys.length) {
          const k = R.pick(keys);
          put(o, k, String(o[k]));
        }
        break;
      default:
        if (keys.length) {
          const k = R.pick(keys);
          put(o, k, [o[k]]);
        }
    }
    return o;
  }
  if (typeof v === "number") return R.pick([v + 1, v - 1, -v, v * 2, v + 0.5, v + 2 ** 32, String(v), [v], R.pick(NUMBERS)]);
  if (typeof v === "string")
    return R.pick(["", v + "x", v.slice(1), v.toUpperCase(), R.pick(ctx.types.length ? ctx.types : STRINGS), Number(v.length)]);
  if (typeof v === "boolean") return R.pick([!v, Number(v), String(v)]);
  return junk(R, ctx, depth);
}

/** Damaged save text: cut, flipped, spliced, re-stringified with edits, other games'. */
function damage(R, ctx, save) {
  switch (R.int(9)) {
    case 0:
      return save.slice(0, R.int(save.length));
    case 1: {
      const i = R.int(save.length);
      return save.slice(0, i) + String.fromCharCode(R.int(128)) + save.slice(i + 1);
    }
    case 2: {
      const i = R.int(save.length);
      return save.slice(0, i) + R.pick(["{", "}", "[", "]", '"', ",", ":", "\\", "\\u", "-", "1e999", "null"]) + save.slice(i);
    }
    case 3:
      return save.replace(/\d+/g, (d) => (R.chance(0.1) ? String(Number(d) + R.int(3) - 1) : d));
    case 4: {
      let d;
      try {
        d = JSON.parse(save);
      } catch {
        return save;
      }
      try {
        return JSON.stringify(mutate(R, ctx, d)) ?? save;
      } catch {
        return save.slice(1); // the mutation held a BigInt or a cycle
      }
    }
    case 5:
      return save.replace(/"game":"[^"]*"/, `"game":${JSON.stringify(R.pick([...ctx.allIds, "chess", "", "x".repeat(50)]))}`);
    case 6:
      return save + save.slice(0, R.int(save.length));
    case 7:
      return save.replace(
        /"format":"[^"]*"/,
        `"format":${JSON.stringify(R.pick(["skyline-table/1", "skyline-table/3", "", "skyline-table/2 "]))}`,
      );
    default:
      return R.pick([...ctx.saves, ""]).slice(0, R.int(4000));
  }
}

// ---------- what a trap looks like ----------
function isTrap(e) {
  if (e instanceof WebAssembly.RuntimeError) return true;
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return /unreachable|memory access out of bounds|RuntimeError|panicked|recursive use of an object|null pointer passed to rust|already (mutably )?borrowed/i.test(
    text,
  );
}

function describe(v) {
  try {
    if (typeof v === "bigint") return `${v}n`;
    if (typeof v === "symbol" || typeof v === "function") return String(v);
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 300 ? `${s.slice(0, 300)}…` : s;
  } catch {
    try {
      return Object.prototype.toString.call(v);
    } catch {
      return "(an object that throws when looked at)";
    }
  }
}

// ---------- the run for one game ----------
async function fuzzGame(info, allIds) {
  const mod = await engine(info.id);
  const { Game } = mod;
  const R = rng(SEED ^ [...info.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  const counts = [];
  for (let n = info.minPlayers; n <= info.maxPlayers && counts.length < 4; n++) counts.push(n);

  // Real material: configs, positions at several stages, their legal actions,
  // bot moves, saves, and the words the engine uses.
  const ctx = {
    ids: [info.id, ...allIds.filter((x) => x !== info.id).slice(0, 2), "no-such-game"],
    allIds,
    types: [],
    keys: [],
    saves: [],
    actions: [],
    configs: [],
  };
  const words = (v) => {
    if (Array.isArray(v)) v.forEach(words);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (!ctx.keys.includes(k) && ctx.keys.length < 60) ctx.keys.push(k);
        if (k === "type" && typeof x === "string" && !ctx.types.includes(x)) ctx.types.push(x);
        words(x);
      }
  };
  const positions = [];
  for (let i = 0; i < 8; i++) {
    // every fourth one rolls the table's own dice: its chance nodes wait for `enter`
    const g = new Game(info.id, { players: counts[i % counts.length], seed: 1000 + i }, i % 4 === 3 ? { entered: true } : undefined);
    ctx.configs.push(g.config());
    const steps = [0, 1, 3, 6, 12, 25, 50, 200][i];
    for (let k = 0; k < steps && !g.isOver(); k++) {
      const offers = g.chance();
      if (offers) {
        g.enter(R.pick(offers).outcome);
        continue;
      }
      const seat = g.toAct()[0];
      const list = g.legalActions(seat);
      const a = list?.length && R.chance(0.7) ? R.pick(list) : g.botAction(seat, "easy");
      ctx.actions.push(a);
      g.apply(seat, a);
    }
    positions.push(g);
    ctx.saves.push(g.save());
    words([g.view(), g.config(), g.history()]);
    const seat = g.toAct()[0];
    if (seat !== undefined) {
      const list = g.legalActions(seat);
      if (list) ctx.actions.push(...list.slice(0, 40));
      ctx.actions.push(g.botAction(seat, "easy"));
    }
  }
  words(ctx.actions);
  const reference = (() => {
    const g = new Game(info.id, { ...ctx.configs[0] });
    for (let k = 0; k < 5 && !g.isOver(); k++) {
      const s = g.toAct()[0];
      g.apply(s, g.botAction(s, "easy"));
    }
    const h = g.stateHash();
    g.free();
    return h;
  })();
  const usable = () => {
    const g = new Game(info.id, { ...ctx.configs[0] });
    for (let k = 0; k < 5 && !g.isOver(); k++) {
      const s = g.toAct()[0];
      g.apply(s, g.botAction(s, "easy"));
    }
    const h = g.stateHash();
    g.free();
    assert.equal(h, reference, `${info.id}: the module no longer plays the same game after the fuzzing (seed ${SEED})`);
  };

  // Argument makers: a valid value, or junk, or a near miss.
  const seatArg = (g) =>
    R.chance(0.45)
      ? R.chance(0.5) && g.toAct().length
        ? R.pick(g.toAct())
        : R.int(Math.max(1, g.config().players ?? 2) + 1)
      : R.chance(0.3)
        ? mutate(R, ctx, 0)
        : junk(R, ctx);
  const actionArg = () =>
    R.chance(0.55) && ctx.actions.length
      ? mutate(R, ctx, R.pick(ctx.actions))
      : R.chance(0.1) && ctx.actions.length
        ? R.pick(ctx.actions)
        : junk(R, ctx);
  const levelArg = () => (R.chance(0.2) ? "easy" : junk(R, ctx));
  const configArg = () => (R.chance(0.6) ? mutate(R, ctx, R.pick(ctx.configs)) : junk(R, ctx));
  const saveArg = () => (R.chance(0.6) ? damage(R, ctx, R.pick(ctx.saves)) : R.chance(0.05) ? R.pick(ctx.saves) : junk(R, ctx));
  const idArg = () => (R.chance(0.5) ? R.pick(ctx.ids) : junk(R, ctx));
  // The JS types each argument takes; a refusal of another type must name the argument.
  const wrong = {
    seat: (v) => typeof v !== "number" && !(v instanceof Number),
    optSeat: (v) => v !== undefined && v !== null && typeof v !== "number" && !(v instanceof Number),
    id: (v) => typeof v !== "string",
    save: (v) => typeof v !== "string",
    level: (v) => typeof v !== "string",
    config: (v) => v === null || typeof v !== "object" || Array.isArray(v),
    whole: (v) => typeof v !== "number",
  };

  const stats = { calls: 0, refused: 0, accepted: 0, traps: 0 };
  const failures = [];
  const fail = (what) => {
    if (failures.length < 10) failures.push(what);
  };

  /** Runs one call; `g` (if any) must not change unless `changes` and the call succeeded. */
  // The last known [stateHash, save] of each position, dropped when it may have moved.
  const known = new Map();
  const snap = (g) => [g.stateHash(), g.save()];
  function call(name, fn, g, { changes = false, args = [] } = {}) {
    const before = g ? known.get(g) || snap(g) : null;
    stats.calls++;
    let threw = null;
    try {
      const out = fn();
      stats.accepted++;
      if (out && typeof out === "object" && typeof out.free === "function" && out !== g) out.free();
    } catch (e) {
      threw = e;
      stats.refused++;
      if (isTrap(e) || !(e instanceof Error)) {
        stats.traps++;
        fail(
          `${name}(${args.map(([, v]) => describe(v)).join(", ")}) trapped or threw a non-Error: ${e instanceof Error ? `${e.name}: ${e.message}` : describe(e)}`,
        );
        return;
      }
      const named = args.filter(([kind, v]) => wrong[kind]?.(v)).map(([kind]) => ({ optSeat: "seat", whole: null })[kind] ?? kind);
      const names = args
        .filter(([kind, v]) => wrong[kind]?.(v))
        .map(([, , n]) => n)
        .filter(Boolean);
      const want = [...named.filter(Boolean), ...names];
      // Refused for another argument first (named "seat: …")? Then that is the reason given.
      const all = args.map(([kind, , n]) => n || { optSeat: "seat" }[kind] || kind);
      const other = all.some((n) => new RegExp(`\\b${n}: `).test(e.message));
      if (want.length && !other && !want.some((n) => new RegExp(`\\b${n}\\b`).test(e.message))) {
        fail(
          `${name}(${args.map(([, v]) => describe(v)).join(", ")}) refused a wrong type without naming ${want.join(" or ")}: ${e.message}`,
        );
      }
    }
    if (g && (threw || !changes)) {
      const after = snap(g);
      if (after[0] !== before[0] || after[1] !== before[1]) {
        fail(
          `${name}(${args.map(([, v]) => describe(v)).join(", ")}) ${threw ? `was refused (${threw.message}) but` : "only asks but"} changed the game`,
        );
      }
      known.set(g, after);
    } else if (g) {
      known.delete(g);
    }
  }

  // What a re-entrant getter does: ask or act on one of the positions, or make
  // and drop a game. Errors here (such as wasm-bindgen's "recursive use of an
  // object" when that very game is busy) are the getter's own and are passed on.
  odd.poke = () => {
    const p = R.pick(positions);
    switch (R.int(4)) {
      case 0:
        return p.stateHash();
      case 1: {
        const s = p.toAct()[0];
        known.delete(p);
        return s === undefined ? null : p.apply(s, p.botAction(s, "easy"));
      }
      case 2:
        return p.view();
      default:
        new Game(info.id, { ...ctx.configs[0] }).free();
    }
  };
  const t0 = performance.now();
  let pos = 0;
  while (stats.calls < PER_GAME && failures.length === 0) {
    let g = positions[(pos = (pos + 1) % positions.length)];
    if (g.isOver() && R.chance(0.3)) {
      g.free();
      known.delete(g);
      g = positions[pos] = new Game(info.id, { ...R.pick(ctx.configs), seed: R.int(1e6) });
    }
    const kind = R.int(100);
    if (kind < 22) {
      // now and then the viewer whose events come back (a seat, null for the public, or junk)
      const s = seatArg(g),
        a = actionArg(),
        v = R.chance(0.6) ? undefined : R.chance(0.3) ? null : R.chance(0.8) ? seatArg(g) : junk(R, ctx);
      call("apply", () => (v === undefined ? g.apply(s, a) : g.apply(s, a, v)), g, {
        changes: true,
        args: [
          ["seat", s],
          ["action", a],
          ["optSeat", v, "viewer"],
        ],
      });
    } else if (kind < 36) {
      const s = seatArg(g),
        a = actionArg();
      call("check", () => g.check(s, a), g, {
        args: [
          ["seat", s],
          ["action", a],
        ],
      });
      // a preview is a dry run too: an answer or a plain Error, and nothing changes
      call("preview", () => g.preview(s, a), g, {
        args: [
          ["seat", s],
          ["action", a],
        ],
      });
    } else if (kind < 44) {
      const s = R.chance(0.3) ? null : seatArg(g),
        q = R.chance(0.5)
          ? mutate(R, ctx, R.pick([...ctx.actions, {}, { type: R.pick(ctx.types.length ? ctx.types : ["x"]) }]))
          : junk(R, ctx);
      call("query", () => g.query(s, q), g, {
        args: [
          ["optSeat", s],
          ["query", q, "query"],
        ],
      });
    } else if (kind < 50) {
      const s = R.chance(0.2) ? undefined : seatArg(g);
      call("view", () => g.view(s), g, { args: [["optSeat", s]] });
    } else if (kind < 56) {
      const s = seatArg(g),
        m = R.chance(0.5) ? "legalActions" : "mayAct";
      call(m, () => g[m](s), g, { args: [["seat", s]] });
    } else if (kind < 61) {
      // The bot thinks for real only at "easy" on a valid seat; junk elsewhere.
      const s = seatArg(g),
        l = levelArg();
      call("botAction", () => g.botAction(s, l), g, {
        args: [
          ["seat", s],
          ["level", l],
        ],
      });
    } else if (kind < 66) {
      const s = seatArg(g),
        o = junk(R, ctx);
      call("canUndo", () => g.canUndo(s, o), g, { args: [["seat", s]] });
      // what undo would take back for the people (bit k: seat k; or junk): an answer or a plain Error
      const people = R.chance(0.6) ? R.int(16) : junk(R, ctx);
      call("undoPlan", () => g.undoPlan(people), g, { args: [["whole", people, "people"]] });
    } else if (kind < 70) {
      const s = seatArg(g),
        o = junk(R, ctx);
      if (R.chance(0.7)) call("undo", () => g.undo(s, o), g, { changes: true, args: [["seat", s]] });
      else call("redo", () => g.redo(s), g, { changes: true, args: [["seat", s]] });
    } else if (kind < 72) {
      // the table's own dice: an outcome (one offered now, mangled, or junk), or taking one back
      const offers = g.chance();
      const o =
        offers && R.chance(0.4) ? R.pick(offers).outcome : R.chance(0.5) && offers ? mutate(R, ctx, R.pick(offers).outcome) : junk(R, ctx);
      if (R.chance(0.7)) call("enter", () => g.enter(o), g, { changes: true, args: [["outcome", o, "outcome"]] });
      else call("takeBackOutcome", () => g.takeBackOutcome(), g, { changes: true, args: [] });
    } else if (kind < 80) {
      const id = idArg(),
        c = configArg();
      // now and then a table that rolls its own dice (or junk where its options go)
      const t = R.chance(0.7) ? undefined : R.chance(0.5) ? { entered: true } : junk(R, ctx);
      call("new Game", () => new Game(id, c, t), null, {
        args: [
          ["id", id],
          ["config", c],
        ],
      });
    } else if (kind < 90) {
      const s = saveArg();
      call("Game.load", () => Game.load(s), null, { args: [["save", s]] });
    } else if (kind < 94 && mod.benchPlayouts) {
      // only in npm run bench's own build
      // Small counts only: a valid huge n is slow, not wrong.
      const id = idArg(),
        p = R.chance(0.5) ? R.pick(counts) : junk(R, ctx),
        n = R.chance(0.5) ? R.int(3) : junk(R, ctx),
        sd = R.chance(0.5) ? R.int(100) : junk(R, ctx);
      if (typeof n === "number" && !(n <= 2)) continue;
      call("benchPlayouts", () => mod.benchPlayouts(id, p, n, sd), null, {
        args: [
          ["id", id],
          ["whole", p, "players"],
          ["whole", n, "n"],
          ["whole", sd, "seed"],
        ],
      });
    } else {
      const j = junk(R, ctx);
      const m = R.pick([
        "games",
        "id",
        "info",
        "config",
        "toAct",
        "chance",
        "isOver",
        "result",
        "history",
        "save",
        "stateHash",
        "redoSpan",
      ]);
      call(m, () => (m === "games" ? mod.games(j) : g[m](j)), m === "games" ? null : g, { args: [] });
    }
    if (stats.calls % 5000 === 0) usable();
  }
  usable();
  const seconds = (performance.now() - t0) / 1000;
  for (const g of positions) g.free();
  return { ...stats, seconds, failures };
}

const games = await catalog();
const allIds = games.map((g) => g.id);
const totals = [];

for (const info of games) {
  test(`${info.id}: ${PER_GAME} junk calls, no trap, no change when refused, wrong types named`, async () => {
    const r = await fuzzGame(info, allIds);
    totals.push({ id: info.id, ...r });
    console.log(
      `# fuzz ${info.id}: ${r.calls} calls (${r.refused} refused, ${r.accepted} accepted) in ${r.seconds.toFixed(1)} s, ${Math.round(r.calls / r.seconds)} inputs/s (seed ${SEED})`,
    );
    assert.deepEqual(r.failures, [], `${info.id} (FUZZ_SEED=${SEED}):\n${r.failures.join("\n")}`);
    assert.ok(r.calls >= PER_GAME);
  });
}
