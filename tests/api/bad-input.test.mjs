// The JS API as an embedding site meets it (dist/ built by npm run build): every
// bad input gets an Error that says why, and changes nothing.

import assert from "node:assert/strict";
import { test } from "node:test";
import { catalog, engine } from "./site.mjs";

// Cityscape's own module (one module per game: www/pkg/cityscape/).
const mod = await engine("cityscape");
const { Game, games } = mod;

function throwsPlain(fn, pattern) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    assert.doesNotMatch(String(e), /unreachable|RuntimeError|panicked/);
    if (pattern instanceof RegExp) assert.match(e.message, pattern);
    // a refusal a player reads: a code and its arguments, for the page to word
    else assert.deepEqual({ code: e.code, args: e.args }, pattern, e.message);
    return true;
  });
}

/** A game in the building phase with seat 0 to move. */
function building(players = 2) {
  const g = new Game("cityscape", { players, seed: 5 });
  for (const s of g.toAct()) g.apply(s, { type: "goals", codes: Array(players === 2 ? 8 : 4).fill(3) });
  return g;
}

test("games() lists Cityscape with its player range, as the site's catalog does", async () => {
  const own = games();
  assert.deepEqual(
    own.map((g) => g.id),
    ["cityscape"],
    "the module holds one game",
  );
  // the site's catalog is the engine's games() entry, plus `lesson` (the build adds it when the
  // view has a guided first game, www/games/ID-tutorial.json)
  const { lesson, ...listed } = (await catalog()).find((g) => g.id === "cityscape");
  assert.deepEqual(own[0], listed);
  assert.equal(typeof (lesson ?? false), "boolean");
  const { id, name, minPlayers, maxPlayers } = own[0];
  assert.deepEqual({ id, name, minPlayers, maxPlayers }, { id: "cityscape", name: "Cityscape", minPlayers: 2, maxPlayers: 4 });
});

test("bad configs are refused with a reason", () => {
  throwsPlain(() => new Game("no-such-game", { players: 2 }), /unknown game "no-such-game"/);
  throwsPlain(() => new Game("cityscape", { players: 5 }), /2 to 4 players, not 5/);
  throwsPlain(() => new Game("cityscape", { players: 1, seed: 1 }), /2 to 4 players/);
  for (const seed of [-1, 1.5, "12a", 2 ** 32, null, [1]]) {
    throwsPlain(() => new Game("cityscape", { players: 2, seed }), /seed must be a whole number|1.5 is not a whole number/);
  }
  throwsPlain(() => new Game("cityscape", { players: 2, seed: 1, colour: "red" }), /unknown field `colour`/);
  throwsPlain(() => new Game("cityscape", { players: 2, rounds: 0 }), /rounds must be 1 to 12/);
  throwsPlain(() => new Game("cityscape", 3), /config: must be an object/);
  throwsPlain(() => new Game("cityscape"), /config: must be an object/);
});

test("a missing seed is chosen and reported; a seed may be digits", () => {
  const cfg = { players: 3 };
  const g = new Game("cityscape", cfg);
  assert.equal(typeof g.config().seed, "number");
  assert.deepEqual(cfg, { players: 3 }, "the caller's object is left alone");
  assert.equal(new Game("cityscape", { players: 2, seed: "42" }).config().seed, 42);
});

test("illegal actions throw, say why, and change nothing", () => {
  const g = building();
  const h = g.stateHash();
  const cases = [
    [1, { type: "place", lot: 0, height: 1 }, { code: "not-your-turn", args: { seat: 1 } }],
    [7, { type: "place", lot: 0, height: 1 }, /no seat 7/],
    [-1, { type: "place", lot: 0, height: 1 }, /seat: must be a whole number/],
    [0, { type: "place", lot: 16, height: 1 }, { code: "no-such-lot", args: { lot: 16, last: 15 } }],
    [0, { type: "place", lot: 0, height: 6 }, { code: "no-such-height", args: { height: 6, min: 1, max: 5 } }],
    [0, { type: "place", lot: 0 }, /missing field `height`/],
    [0, { type: "goals", codes: [1, 2, 3, 4, 5, 6, 1, 2] }, { code: "goals-not-now", args: {} }],
    [0, { type: "fly" }, /unknown action type "fly"/],
    [0, "place", /not a Cityscape action/],
    [0, undefined, /not a Cityscape action/],
  ];
  for (const [seat, action, why] of cases) {
    throwsPlain(() => g.apply(seat, action), why);
    assert.equal(g.stateHash(), h, `${JSON.stringify(action)} changed the state`);
  }
});

test("a height with none left is refused", () => {
  const g = building();
  for (let i = 0; i < 5; i++) g.apply(g.toAct()[0], { type: "place", lot: i, height: 5 });
  const h = g.stateHash();
  throwsPlain(() => g.apply(g.toAct()[0], { type: "place", lot: 9, height: 5 }), { code: "none-left", args: { height: 5 } });
  assert.equal(g.stateHash(), h);
  assert.ok(g.legalActions(g.toAct()[0]).every((a) => a.height !== 5));
});

test("goals stay secret: views show only the seat's own goals", () => {
  const g = new Game("cityscape", { players: 3, seed: 9 });
  g.apply(1, { type: "goals", codes: [6, 5, 4, 3] });
  assert.deepEqual(g.view(1).myGoals, [{ side: "west", codes: [6, 5, 4, 3] }]);
  for (const v of [g.view(0), g.view(2), g.view()]) {
    assert.deepEqual(v.myGoals, []);
    assert.doesNotMatch(JSON.stringify(v), /\[6,5,4,3\]/);
  }
  assert.deepEqual(g.view().goalsSet, [false, true, false]);
  assert.deepEqual(g.view(0).myLines, []);
  assert.equal(g.view(1).myLines[0].lines.length, 4);
});

test("myLines scores the seat's lines on the board as it stands", () => {
  const g = building(); // every code 3
  g.apply(0, { type: "place", lot: 12, height: 1 }); // South line 1, nearest lot
  g.apply(1, { type: "place", lot: 8, height: 2 });
  g.apply(0, { type: "place", lot: 4, height: 3 });
  const { marks, ...south } = g.view(0).myLines.find((l) => l.side === "south").lines[0];
  assert.deepEqual(south, { code: 3, met: true, points: 30, visible: 3, matched: 0, tallest: true });
  assert.deepEqual(marks?.seen, [true, true, true, false], "the three placed buildings are seen from the south");
  const north = g.view(1).myLines.find((l) => l.side === "north").lines[3]; // the same lots from the far end
  assert.equal(north.visible, 1);
  assert.equal(north.met, false);
});

test("undo: own last placement only, and only until someone else acts", () => {
  const g = building();
  const before = g.stateHash();
  g.apply(0, { type: "place", lot: 3, height: 2 });
  assert.equal(g.canUndo(0), true);
  assert.equal(g.canUndo(1), false);
  g.undo(0);
  assert.equal(g.stateHash(), before);
  g.apply(0, { type: "place", lot: 3, height: 2 });
  g.apply(1, { type: "place", lot: 4, height: 2 });
  assert.equal(g.canUndo(0), false);
  throwsPlain(() => g.undo(0), /nothing to take back/);
});

test("corrupt, truncated or edited saves are refused; a good one loads", () => {
  const g = building(3);
  g.apply(g.toAct()[0], { type: "place", lot: 5, height: 4 });
  const s = g.save();
  assert.equal(Game.load(s).stateHash(), g.stateHash());
  const edited = s.replace('"lot":5', '"lot":6');
  assert.notEqual(edited, s);
  for (const [bad, why] of [
    [s.slice(0, s.length - 3), /not a Skyline Table save|not a readable/],
    ["", /not a Skyline Table save/],
    ["{}", /missing field `game`|not a Skyline Table save/],
    ["\u0000\uffff", /not a Skyline Table save/],
    [edited, /checksum/],
    [s.replace('"cityscape"', '"chess"'), /a game this build lacks: "chess"/],
    [s.replace(/"format":"skyline-table\/\d+"/, '"format":"skyline-table/9"'), /unknown save format/],
    [s.replace(/"codes":\[3,3,3,3\]/, '"codes":[3,3,3,9]'), /does not replay: no-such-goal/],
  ]) {
    throwsPlain(() => Game.load(bad), why);
  }
});

test("results explain every point and name the winners", () => {
  const g = new Game("cityscape", { players: 2, seed: 3, rounds: 1 });
  assert.equal(g.result(), null);
  while (!g.isOver()) {
    const seat = g.toAct()[0];
    g.apply(seat, g.botAction(seat, "easy"));
  }
  const r = g.result();
  for (const s of r.scores) {
    assert.equal(s.lines.length, 8, "two sides of four lines each");
    assert.equal(
      s.lines.reduce((a, l) => a + l.points, 0),
      s.total,
    );
  }
  const best = Math.max(...r.scores.map((s) => s.total));
  assert.deepEqual(
    r.winners,
    r.scores.filter((s) => s.total === best).map((s) => s.seat),
  );
  assert.deepEqual(g.toAct(), []);
  throwsPlain(() => g.apply(0, { type: "place", lot: 0, height: 1 }), { code: "game-over", args: {} });
  throwsPlain(() => g.botAction(0, "easy"), /game-over|not-your-turn/);
  throwsPlain(() => new Game("cityscape", { players: 2 }).botAction(0, "brilliant"), /unknown bot level "brilliant"/);
});

test("preview says what a move leads to, before chance, and changes nothing", () => {
  const g = new Game("cityscape", { players: 2, seed: 3, rounds: 1 });
  for (const s of g.toAct()) g.apply(s, { type: "goals", codes: Array(8).fill(3) });
  // an ordinary block: the game goes on and the block can be taken back
  let seat = g.toAct()[0];
  const hash = g.stateHash();
  const p = g.preview(seat, g.legalActions(seat)[0]);
  assert.deepEqual(p, { over: false, chance: false, undoable: true });
  assert.equal(g.stateHash(), hash, "a preview changes nothing");
  throwsPlain(() => g.preview(1 - seat, g.legalActions(seat)[0]), /turn/);
  // the last block ends the (only) round and the game: final, but without the result it
  // gives: its scores hang on the other seat's secret goals, and previewing every last
  // block would tell them (a game with hidden information previews no result)
  while (g.history().length < 2 + 24) {
    seat = g.toAct()[0];
    g.apply(seat, g.botAction(seat, "easy"));
  }
  seat = g.toAct()[0];
  const last = g.legalActions(seat)[0];
  const q = g.preview(seat, last);
  assert.equal(q.over, true);
  assert.equal(q.undoable, false, "scored: it cannot be taken back once made");
  assert.equal(q.result, undefined, "no result in a preview where goals are secret");
  g.apply(seat, last);
  assert.ok(g.result(), "the game's result, once the block is placed");
});

test("the table's own dice: only an outcome possible now is entered; anything else is refused and changes nothing", async () => {
  const cs = await engine("construction-sight");
  const g = new cs.Game("construction-sight", { players: 1, seed: 3 }, { entered: true });
  assert.equal(g.entered(), true);
  const offers = g.chance();
  // three dice, no words: the view words a roll
  assert.ok(offers.length === 56 && offers.every((o) => o.parts.join() === o.outcome.join() && !o.label), "three dice, each outcome once");
  const before = [g.stateHash(), g.save()];
  // an outcome is what chance() offers ([6, 6, 6]); these are not
  for (const bad of [[7, 1, 1], [1, 2], [6, 6, 6, 6], "six", null, { dice: [6, 6, 6] }, [0, 1, 1]]) {
    throwsPlain(() => g.enter(bad), /outcome|not a possible|roll|dice/i);
    assert.deepEqual([g.stateHash(), g.save()], before, `${JSON.stringify(bad)} changed the game`);
  }
  g.enter(offers[0].outcome);
  assert.equal(g.chance(), null, "the roll is in");
  throwsPlain(() => g.enter(offers[0].outcome), /chance does not act now|not to be rolled/);
  assert.equal(g.takeBackOutcome(), true);
  assert.deepEqual([g.stateHash(), g.save()], before, "taken back");
  // a game that draws its own takes none
  const drawn = new cs.Game("construction-sight", { players: 1, seed: 3 });
  throwsPlain(() => drawn.enter(offers[0].outcome), /draws its own/);
  for (const t of ["yes", 1, { entered: "yes" }]) throwsPlain(() => new cs.Game("construction-sight", { players: 1 }, t), /table/);
  g.free();
  drawn.free();
});

test("a move's events as a viewer sees them: Cityscape's name who set goals, not what, so every viewer gets them all", () => {
  const play = (viewer) => {
    const g = new Game("cityscape", { players: 2, seed: 5 });
    const events = [];
    const codes = [[1, 2, 3, 4, 5, 6, 1, 2], Array(8).fill(3)];
    for (const s of [0, 1])
      events.push(
        ...(viewer === undefined ? g.apply(s, { type: "goals", codes: codes[s] }) : g.apply(s, { type: "goals", codes: codes[s] }, viewer)),
      );
    events.push(...g.apply(g.toAct()[0], { type: "place", lot: 0, height: 1 }, viewer));
    return { events, hash: g.stateHash() };
  };
  const all = play(undefined);
  assert.deepEqual(
    all.events.map((e) => e.type),
    ["goalsSet", "goalsSet", "buildingStarted", "placed"],
  );
  assert.ok(!JSON.stringify(all.events).includes("codes"), "no event carries goal codes");
  for (const viewer of [null, 0, 1]) assert.deepEqual(play(viewer), all, `viewer ${viewer}`);
});
