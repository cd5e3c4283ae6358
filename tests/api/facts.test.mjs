// Facts of a game (OpenSpiel's Game as against its State): `fact(id, question)` answers a
// question about the game itself with no game made, the same answer `query` gives in a
// game; the page's setup screen and rules read these instead of building a throwaway game.

import assert from "node:assert/strict";
import { test } from "node:test";
import { catalog, engine } from "./site.mjs";

/** The questions each game answers as facts. */
const FACTS = { cityscape: { type: "rules" }, skyline: { type: "content" }, "construction-sight": { type: "content" } };

test("a fact is the answer a game gives in any position, asked with no game", async () => {
  for (const info of await catalog()) {
    const m = await engine(info.id);
    const q = FACTS[info.id];
    if (!q) {
      assert.throws(() => m.fact(info.id, { type: "content" }), Error, `${info.id} has no content fact`);
      continue;
    }
    const fact = m.fact(info.id, q);
    const g = new m.Game(info.id, { players: info.minPlayers, seed: 5 });
    try {
      assert.deepEqual(g.query(null, q), fact, `${info.id}: the public's answer`);
      assert.deepEqual(g.query(0, q), fact, `${info.id}: seat 0's answer`);
      g.apply(g.toAct()[0], g.botAction(g.toAct()[0], "easy"));
      assert.deepEqual(g.query(0, q), fact, `${info.id}: after a move`);
    } finally {
      g.free();
    }
  }
});

test("a question about a position is not a fact; nonsense is refused with a reason", async () => {
  const m = await engine("skyline");
  assert.throws(() => m.fact("skyline", { type: "odds", dice: [0] }), /about a position/);
  assert.throws(() => m.fact("skyline", { type: "nonsense" }), /question: not a Skyline question/);
  assert.throws(() => m.fact("skyline", 7), /question/);
  assert.throws(() => m.fact("nowhere", { type: "content" }), /unknown game "nowhere"/);
});

test("Cityscape's tables are what a new game of each player count starts from", async () => {
  const m = await engine("cityscape");
  const rules = m.fact("cityscape", { type: "rules" });
  for (const t of rules.tables) {
    const g = new m.Game("cityscape", { players: t.players, seed: 1 });
    const v = g.view();
    assert.equal(v.rounds, t.rounds, `${t.players} players: rounds`);
    assert.deepEqual(v.seatSides, t.seatSides, `${t.players} players: sides`);
    assert.equal(v.firstBuilder, t.firstBuilder);
    assert.equal(v.takeBack, t.takeBack);
    g.free();
  }
});

test("Cityscape's rules fact names its fields as the page reads them", async () => {
  const m = await engine("cityscape");
  const rules = m.fact("cityscape", { type: "rules" });
  assert.deepEqual(Object.keys(rules).sort(), ["copies", "goals", "heights", "lines", "lotNames", "maxRounds", "sides", "tables", "type"]);
  assert.equal(rules.maxRounds, 12);
  assert.deepEqual(rules.sides, ["south", "west", "north", "east"]);
  assert.deepEqual([rules.lotNames[0], rules.lotNames[12], rules.lotNames[15]], ["A4", "A1", "D1"]);
  assert.deepEqual(
    rules.goals.map((g) => [g.code, g.kind, g.count]),
    [
      [1, "inView", 1],
      [2, "inView", 2],
      [3, "inView", 3],
      [4, "inView", 4],
      [5, "twins", null],
      [6, "tallest", null],
    ],
  );
  assert.deepEqual(
    rules.tables.map((t) => t.quickRounds),
    [2, null, null],
  );
  // a new game's supply is the box the fact describes
  const g = new m.Game("cityscape", { players: 2, seed: 1 });
  assert.deepEqual(
    g.view().supply,
    rules.heights.map(() => rules.copies),
  );
  g.free();
});
