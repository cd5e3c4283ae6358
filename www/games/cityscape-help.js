// Cityscape's help and round pictures, loaded on demand: the rules in our own words (naming
// this table's options), a short how-to in pictures, and the round summaries (every side's
// skyline with what counted). Nothing here decides a rule.
import { autoCanvas, h, t } from "../dom.js";
import { fact } from "../engine.js";
import { describeLines, drawSkyline, resultChip, rulesFact, SIDE_NAME } from "./cityscape.js";

const BLOCK = ["#f3dcae", "#ebb766", "#d8845a", "#a95a4a", "#6b4668"]; // heights 1–5, as on the board

/** The rules; `cfg` (the config in force or being set up) fills in this table's options. */
export function rulesHtml(cfg, start) {
  const rules = start.fact({ type: "rules" });
  const on = cfg?.takeBack ?? rules.tables.find((t) => t.players === start.players)?.takeBack;
  const first = cfg?.firstBuilder != null ? Number(cfg.firstBuilder) : null;
  return rulesText(first != null && Number.isFinite(first) ? first + 1 : null, rules, String(on) !== "false");
}

/** The numbers the help words, from the engine's rules answer. */
function numbers(rules) {
  return {
    n: rules.lines[0].length,
    blocks: rules.heights.length * rules.copies,
    inView: rules.goals.filter((g) => g.kind === "inView"),
    twins: rules.goals.find((g) => g.kind === "twins"),
    tallest: rules.goals.find((g) => g.kind === "tallest"),
    two: rules.tables.find((tb) => tb.players === 2),
    keys: { low: rules.heights[0], high: rules.heights.at(-1) },
  };
}

/** "10, 20, 30 or 40". */
const orList = (xs) => (xs.length > 1 ? t("{list} or {last}", { list: xs.slice(0, -1).join(", "), last: xs.at(-1) }) : String(xs[0]));

// ---------- a scored round, side by side ----------
export function roundNode(rec, totals, ctx, title) {
  const R = rulesFact();
  const sides = rec.sides.map((ss) => {
    const lines = R.linesOf(ss.side);
    const canvas = h("canvas", {
      class: "sky-canvas mini",
      role: "img",
      "aria-label": t("Skyline from the {side}: {lines}", { side: t(SIDE_NAME[ss.side]), lines: describeLines(lines, rec.heights) }),
    });
    canvas.dataset.side = ss.side;
    autoCanvas(canvas, (c, w, hh) =>
      drawSkyline(c, w, hh, {
        side: ss.side,
        heights: rec.heights,
        stacks: rec.stacks,
        marks: ss.lines.every((l) => l.marks) ? ss.lines.map((l) => l.marks) : null,
        lines,
        canvas,
      }),
    );
    return h(
      "section",
      { class: `sum-side seat-c${ss.seat}` },
      h(
        "h3",
        null,
        h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(ss.seat + 1)),
        h("span", { class: "grow" }, t("{name} · from the {side}", { name: ctx.name(ss.seat), side: t(SIDE_NAME[ss.side]) })),
        h("span", { class: "pts" }, t("{n} pts", { n: ss.points })),
      ),
      canvas,
      h(
        "ol",
        { class: "chips" },
        ss.lines.map((l, k) => resultChip(R, k, l)),
      ),
    );
  });
  return h(
    "div",
    { class: "cs-summary" },
    title ? h("h2", null, title) : null,
    h("p", { class: "muted small" }, t("Every goal is revealed. Each line shows its goal, what the city gave it, and the points.")),
    h("div", { class: "sum-grid" }, sides),
    h(
      "table",
      { class: "roundtable" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, t("Player")),
          h("th", { scope: "col", class: "num" }, t("Round {n}", { n: rec.round })),
          h("th", { scope: "col", class: "num" }, t("Total")),
        ),
      ),
      h(
        "tbody",
        null,
        rec.scores.map((p, seat) =>
          h(
            "tr",
            { class: `seat-c${seat}` },
            h("th", { scope: "row" }, h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(seat + 1)), ctx.name(seat)),
            h("td", { class: "num" }, String(p)),
            h("td", { class: "num" }, String(totals[seat])),
          ),
        ),
      ),
    ),
  );
}

// ---------- the illustrated how-to ----------
/** One line of lots seen side-on: the eye on the left, the nearest lot first. `marks[d]` is the
 * number shown on a building that counts (0: it does not count, and it is faded). */
function drawProfile(c, W, H, o) {
  c.fillStyle = "#fbf3e6";
  c.fillRect(0, 0, W, H);
  const ground = H - 22,
    left = Math.max(54, W * 0.14),
    slot = (W - left - 12) / 4,
    bw = slot * 0.62;
  const maxH = Math.max(6, ...o.heights),
    unit = (ground - 34) / maxH;
  c.fillStyle = "#2f2836";
  c.fillRect(0, ground, W, H - ground);
  const eyeY = o.raised ? ground - (o.heights[0] + 1.2) * unit : ground - unit * 0.5;
  // the eye
  c.fillStyle = "#2b2338";
  c.beginPath();
  c.ellipse(left * 0.42, eyeY, 11, 7, 0, 0, 7);
  c.fill();
  c.fillStyle = "#fff";
  c.beginPath();
  c.arc(left * 0.42 + 2, eyeY, 3, 0, 7);
  c.fill();
  for (let d = 0; d < 4; d++) {
    const hh = o.heights[d] * unit,
      x = left + d * slot + (slot - bw) / 2,
      y = ground - hh;
    const n = o.marks[d];
    if (n) {
      // the sightline to this roof
      c.strokeStyle = "rgba(196,83,47,.75)";
      c.lineWidth = 1.5;
      c.setLineDash([5, 4]);
      c.beginPath();
      c.moveTo(left * 0.42 + 10, eyeY);
      c.lineTo(x + bw / 2, y + 2);
      c.stroke();
      c.setLineDash([]);
    }
    c.globalAlpha = n ? 1 : 0.35;
    c.fillStyle = BLOCK[Math.min(4, Math.max(0, o.heights[d] - 1))];
    if (hh) {
      c.fillRect(x, y, bw, hh);
      c.strokeStyle = "#5a3b22";
      c.lineWidth = 1;
      c.strokeRect(x + 0.5, y + 0.5, bw - 1, hh - 1);
    }
    c.globalAlpha = 1;
    c.fillStyle = "#fff";
    c.font = "700 12px system-ui, sans-serif";
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillText(String(o.heights[d] || "–"), x + bw / 2, ground + 11);
    if (n && hh) {
      c.beginPath();
      c.arc(x + bw / 2, y - 13, 10, 0, 7);
      c.fillStyle = o.tint || "#c4532f";
      c.fill();
      c.fillStyle = "#fff";
      c.font = "800 12px system-ui, sans-serif";
      c.fillText(String(n), x + bw / 2, y - 12.5);
    }
  }
}

function howtoFigure(title, text, opts, alt) {
  const canvas = h("canvas", { class: "howto-canvas", role: "img", "aria-label": alt });
  autoCanvas(canvas, (c, w, hh) => drawProfile(c, w, hh, opts));
  return h("figure", { class: "howto-fig" }, canvas, h("figcaption", null, h("strong", null, title), " ", text));
}

/** The end screen's detail: the round-by-round table and every round's pictures (the last
 * one open), loaded with the rest of this module when the game ends. */
export function finalNode(view, c) {
  const hist = view.history;
  return h(
    "div",
    null,
    hist.length > 1
      ? h(
          "table",
          { class: "roundtable" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { scope: "col" }, t("Player")),
              hist.map((r) => h("th", { scope: "col", class: "num" }, t("R{n}", { n: r.round }))),
              h("th", { scope: "col", class: "num" }, t("Total")),
            ),
          ),
          h(
            "tbody",
            null,
            view.totals.map((t, seat) =>
              h(
                "tr",
                { class: `seat-c${seat}` },
                h("th", { scope: "row" }, c.name(seat)),
                hist.map((r) => h("td", { class: "num" }, String(r.scores[seat]))),
                h("td", { class: "num" }, String(t)),
              ),
            ),
          ),
        )
      : null,
    hist.map((rec, i) => {
      const upTo = view.totals.map((_, seat) => hist.slice(0, i + 1).reduce((a, r) => a + r.scores[seat], 0));
      return h(
        "details",
        { class: "round-pics", open: i === hist.length - 1 },
        h("summary", null, t("Round {n}: the skylines, line by line", { n: rec.round })),
        roundNode(rec, upTo, c, null),
      );
    }),
  );
}

export function howtoNode() {
  // (the game's module and engine are loaded before any of its help is opened)
  const { n, blocks, inView, twins, tallest } = numbers(fact("cityscape", { type: "rules" }));
  return h(
    "div",
    { class: "howto" },
    h("h2", null, t("Cityscape in three pictures")),
    h(
      "p",
      null,
      t(
        "You and the other players stack {blocks} blocks on a {n} × {n} city. Before building, each of you secretly picks a goal for every line of lots that starts at your edge. These pictures show one line from the side, your eye on the left, the nearest lot first.",
        { blocks, n },
      ),
    ),
    howtoFigure(
      t("Sightlines (goals {first}–{last}).", { first: inView[0].code, last: inView.at(-1).code }),
      t(
        "Count the buildings you can see at eye level. A building shows only if it is taller than every building in front of it; one of the same height stays hidden. Here you see 2: the 2 in front and the first 4.",
      ),
      { heights: [2, 1, 4, 4], marks: [1, 0, 2, 0] },
      t(
        "A line of heights 2, 1, 4, 4 seen from the front: the 2 and the first 4 are seen (numbered 1 and 2); the 1 and the second 4 are hidden.",
      ),
    ),
    howtoFigure(
      t("Twins (goal {code}).", { code: twins.code }),
      // (the picture's twins are its two 3s)
      t(
        "Now look from just above the front roof. A building is on show when nothing in front of it is taller, so equal heights show too. Buildings on show that share a height are twins: {each} points each. Here the two 3s are twins: {points} points.",
        { each: twins.points, points: 2 * twins.points },
      ),
      { heights: [3, 1, 3, 5], marks: [1, 0, 2, 0], raised: true, tint: "#2d6e89" },
      t(
        "A line of heights 3, 1, 3, 5 seen from above the front roof: the two buildings of height 3 are twins (marked 1 and 2); the 1 is hidden and the 5 has no twin.",
      ),
    ),
    howtoFigure(
      t("Tallest (goal {code}).", { code: tallest.code }),
      t(
        "The line holds a building as tall as the tallest in the whole city; ties count. Here the 7 is the tallest in the city: {points} points.",
        { points: tallest.points },
      ),
      { heights: [1, 7, 2, 3], marks: [0, 1, 0, 0], tint: "#b9821a" },
      t("A line of heights 1, 7, 2, 3 where the 7 is the city's tallest building (marked)."),
    ),
    h(
      "p",
      { class: "small muted" },
      t(
        "An unmet goal scores nothing. After the last block every goal is revealed and the page marks, in each skyline, which buildings counted.",
      ),
    ),
  );
}

/** The rules in words: `first`, the seat that builds first at this table (1-based, or null),
 * `rules`, the engine's rules answer (every number below is from it), `on`, whether a block
 * may be taken back. */
function rulesText(first, rules, on) {
  const max = rules.maxRounds;
  const { n, blocks, inView, twins, tallest, two, keys } = numbers(rules);
  return [
    "",
    `<h2>${t("Cityscape: how to play")}</h2>`,
    `<p>${t("Everyone shares one small city: a {n}&nbsp;×&nbsp;{n} grid of empty lots. During a round the players stack all {blocks} blocks onto it. Before the first block goes down, each player secretly decides what they want to see from their own edge of the table once the city is finished.", { n, blocks })}</p>`,
    `<h3>${t("Your side and your lines")}</h3>`,
    `<p>${t("From your edge you look along four lines of lots, numbered 1 to 4 from your left. Each line starts at the lot nearest you and runs to the far edge. With two players the board is turned corner-on and each player watches from two neighbouring edges, so each sets eight goals. With three players one edge stays empty.")}</p>`,
    `<h3>${t("Secret goals")}</h3>`,
    `<p>${t("For every one of your lines, pick one of six goals (the same goal may be used on several lines):")}</p>`,
    "<dl>",
    `<dt>${t("{counts} in view", { counts: orList(inView.map((g) => g.count)) })}</dt><dd>${t("Exactly that many buildings can be seen down the line. A building is seen only if it is taller than every building between it and you; one of the same height hides behind. Scores {each} per building: {points}.", { each: inView[0].points / inView[0].count, points: orList(inView.map((g) => g.points)) })}</dd>`,
    // (twins come two at the least, so a met twins goal scores at least twice its points)
    `<dt>${t("{code} · Twins", { code: twins.code })}</dt><dd>${t("Picture yourself just above the roofs at the front. Every building with nothing taller in front of it is on show. Each building on show that has the same height as another building on show scores {n}, so a met goal is worth at least {least}.", { n: twins.points, least: 2 * twins.points })}</dd>`,
    `<dt>${t("{code} · Tallest", { code: tallest.code })}</dt><dd>${t("The line holds the tallest building in the whole city. Sharing first place is fine; the goal scores {n} however many towers tie.", { n: tallest.points })}</dd>`,
    "</dl>",
    `<p>${t("Empty lots are never buildings. A goal that is not met scores nothing: there are no partial points.")}</p>`,
    `<h3>${t("Building")}</h3>`,
    `<p>${first ? t("The rulebook lets the youngest player build first in the first round; on this page the table picks that player under “More options” (<em>Builds first</em>; player 1 unless you choose otherwise); at this table player {first} starts.", { first }) : t("The rulebook lets the youngest player build first in the first round; on this page the table picks that player under “More options” (<em>Builds first</em>; player 1 unless you choose otherwise).")} ${t("Then players take turns clockwise, one block each. Each new round starts with the next player clockwise from the one who started the round before; with two players the first builder simply alternates. On your turn take any block still in the supply and put it on any lot, empty or already built on. You must place a block; there is no passing. A building is the whole stack on one lot, and its height is the sum of its blocks. There is no height limit.")}</p>`,
    `<h3>${t("Rounds and winning")}</h3>`,
    `<p>${t("When the last block is placed, all goals are revealed and every line is scored. With three or four players the usual game has one round per player, so everyone starts one round. Two players play {rounds} rounds, so each of them starts two rounds (or {quick} rounds for a quick game, one start each). The table may choose from 1 to {max} rounds. Points add up over the rounds, and the most points wins. Players with equal totals share the win.", { max, rounds: two.rounds, quick: two.quickRounds })}</p>`,
    `<h3>${t("Table options")}</h3>`,
    "<ul>",
    `<li>${t("<strong>Builds first</strong>: the seat that starts round 1 (the youngest player, by the rulebook).")}</li>`,
    `<li>${t("<strong>Taking back a block</strong>: a table option, on unless the table turns it off. While it is on, a builder may take back the block just placed, until the next player has moved (a block that finishes the round stays, because the goals are then revealed).")} ${on ? t("At this table it is <strong>on</strong>.") : t("At this table it is <strong>off</strong>.")}</li>`,
    `<li>${t("Goals may be changed until the last player has locked theirs: while the others are still choosing, come back to your screen (the hand-over offers it) and change them.")}</li>`,
    "</ul>",
    `<h3>${t("On this page")}</h3>`,
    "<ul>",
    `<li>${t("Pick a height with the buttons or the keys {low} to {high}, then click or tap a lot. With a keyboard, move around the board with the arrow keys and press Enter to build.", keys)}</li>`,
    `<li>${t("The skyline pictures show the city at eye level from one edge: nearer buildings stand in front and cover anything that is not taller. Each building is labelled with its height. The buttons S, W, N and E change the edge you look from.")}</li>`,
    `<li>${t("Your own goals appear under the lines of your skyline; other players' goals stay hidden until the round is scored.")}</li>`,
    `<li>${t("Undo (U or Ctrl+Z) takes back your last block, and against the computer also its replies, as far back as this round's goals; Redo (R or Ctrl+Y) puts them back. With several people on one device, a block can be taken back only before the device is passed on.")}</li>`,
    `<li>${t("“Confirm each move” (for touch screens): the first tap on a lot only shows the block; a second tap or the Confirm button builds it.")}</li>`,
    `<li>${t("When several people share one device, the page asks you to pass it on before anyone's secret goals are shown.")}</li>`,
    "</ul>",
    `<h3>${t("Playing with a screen reader or the keyboard")}</h3>`,
    "<ul>",
    `<li>${t("The board is a group of {lots} lot buttons, one Tab stop: the arrow keys move between the lots as they lie from your side, and each lot says its name, what stands on it (“Lot B3: height 4 (blocks 1, 3)”), which of your lines it is in and how far from your edge, and, once a height is chosen, what a press builds there.", { lots: rules.lotNames.length })}</li>`,
    `<li>${t("Keys {low} to {high} choose the block height from anywhere on the board; the height buttons say how many blocks of each height are left.", keys)}</li>`,
    `<li>${t("Each skyline card has a heading and its own four buttons to look from another edge (“Skyline 1 from the North”); its picture is described nearest lot first, and each line's goal is read as one sentence: your goal, what the line shows now, and whether it is met.")}</li>`,
    `<li>${t("The status line at the top is the one place that speaks: it says each block placed and where, refusals and why, and a round's scores for every player. After a round's scores, focus goes to the next round's goals.")}</li>`,
    "</ul>",
    `<h3>${t("Where the numbers come from")}</h3>`,
    `<p class="src">${t("The block heights 1, 2, 3, 4 and 5 (five blocks of each) come from a published 2003 review of the game: the printed rulebook only says there are five blocks each of five different heights.")}</p>`,
    `<p class="muted small">${t("Cityscape was designed by Sjaak Griffioen. These rules are a summary in our own words.")}</p>`,
  ].join("\n");
}
