// Cities co-op's final screen details, loaded on demand when a game ends (not part of the
// first visit): the total line by line as the engine's result() gives it (each milestone's
// happiness, what overflowed, what pollution, traffic and crime took off; why a city failed
// is the result's note, which the shell shows above) and the success table from the
// engine's `grades` question; also a milestone's summary between milestones, the city in
// words and the chooser's picture. Nothing here decides a rule or a score.
import { autoCanvas, h, mark, num, sheet, signed, t } from "../dom.js";

sheet(new URL("./cities-coop-final.css", import.meta.url).href);

/** `result`: the engine's result; `query(q)`: the engine's answer for the game shown. */
export function finalNode(_view, result, query) {
  const s = result?.scores?.[0];
  const grade = result?.grade;
  const grades = query({ type: "grades" })?.grades || [];
  const range = (g) =>
    g.from == null ? t("below {n}", { n: g.to + 1 }) : g.to == null ? t("{n} and up", { n: g.from }) : `${num(g.from)}–${num(g.to)}`;
  const failed = result?.won === false; // the engine's code for a failed city, not its grade's words
  return h(
    "section",
    { class: "cc-final" },
    s
      ? [
          h("h3", null, failed ? t("How the city ended") : t("How the city scored")),
          h(
            "table",
            { class: "cc-sumtable", "data-final-lines": "" },
            h(
              "tbody",
              null,
              s.lines.map((l) =>
                h(
                  "tr",
                  { "data-line": l.label },
                  h("th", { scope: "row" }, l.label),
                  h("td", { class: `num${l.points < 0 ? " neg" : ""}` }, signed(l.points)),
                ),
              ),
            ),
            h(
              "tfoot",
              null,
              h(
                "tr",
                null,
                h("th", { scope: "row" }, failed ? t("Overall happiness when it failed") : t("Final result")),
                h("td", { class: "num", "data-final-total": s.total }, num(s.total)),
              ),
            ),
          ),
        ]
      : null,
    grades.length
      ? [
          h("h3", null, t("Success table")),
          h(
            "table",
            { class: "cc-success", "aria-label": t("Success table") },
            h(
              "thead",
              null,
              h(
                "tr",
                null,
                h("th", { scope: "col" }, t("Result")),
                h("th", { scope: "col" }, t("City")),
                h("th", { scope: "col" }, t("Success?")),
              ),
            ),
            h(
              "tbody",
              null,
              h(
                "tr",
                { class: failed ? "hit" : "", "aria-current": failed ? "true" : null },
                h("td", null, t("failed")),
                h("th", { scope: "row" }, t("Failed city"), failed ? h("strong", null, ` ← ${t("your city")}`) : null),
                h("td", null, t("no")),
              ),
              grades.map((g) =>
                h(
                  "tr",
                  {
                    class: `${g.success ? "win" : ""}${g.name === grade ? " hit" : ""}`,
                    "data-grade": g.name,
                    "aria-current": g.name === grade ? "true" : null,
                  },
                  h("td", null, range(g)),
                  h(
                    "th",
                    { scope: "row" },
                    g.name,
                    g.name === grade ? h("strong", null, ` ← ${s ? t("your city ({n})", { n: s.total }) : t("your city")}`) : null,
                  ),
                  h("td", null, g.success ? t("yes") : t("no")),
                ),
              ),
            ),
          ),
        ]
      : null,
  );
}

/** A milestone's summary (`e`: its milestoneEnded event), shown between milestones. */
export function milestoneNodes(e, view, c) {
  const a = view.position.admin;
  return [
    h("h2", null, t("Milestone {n} complete", { n: view.position.milestones })),
    h("p", null, t("{name} ended it.", { name: c.name(e.seat) })),
    h(
      "table",
      { class: "cc-sumtable" },
      h(
        "tbody",
        null,
        h("tr", null, h("th", { scope: "row" }, t("Red steps on power, water and garbage")), h("td", { class: "num" }, String(e.red))),
        h("tr", null, h("th", { scope: "row" }, t("Happiness added to the skyline")), h("td", { class: "num" }, num(e.happiness))),
        h("tr", null, h("th", { scope: "row" }, t("Money paid for employment")), h("td", { class: "num" }, String(e.employment))),
        h("tr", null, h("th", { scope: "row" }, t("Skyline total now")), h("td", { class: "num", "data-skyline": "" }, num(e.skyline))),
        h("tr", null, h("th", { scope: "row" }, t("Money left")), h("td", { class: "num" }, String(a.money))),
      ),
    ),
    view.phase === "choosePiece" ? h("p", null, t("Next: choose the board piece to open, then each player may swap cards.")) : null,
  ];
}

/** The game chooser's picture of the game. */
export function drawArt(canvas) {
  autoCanvas(canvas, (ctx, w, hgt) => {
    ctx.fillStyle = "#cfe3ee";
    ctx.fillRect(0, 0, w, hgt);
    const cols = ["#5fae5b", "#4f86c6", "#d9a93a", "#9a6bbf", "#5fae5b", "#d9743f", "#4f86c6"];
    const bw = w / 9;
    cols.forEach((c, i) => {
      const bh = hgt * (0.3 + ((i * 37) % 50) / 100);
      ctx.fillStyle = c;
      ctx.fillRect(bw * (i + 1), hgt - bh, bw * 0.8, bh);
    });
    ctx.fillStyle = "#5a5550";
    ctx.fillRect(0, hgt - 6, w, 6);
  });
}

// the district outlines' line styles, in words (as the map draws them, in turn)
const DASH_WORD = [
  mark("solid"),
  mark("long dashes"),
  mark("dots"),
  mark("dash-dot"),
  mark("short dashes"),
  mark("fine dots"),
  mark("dash-dash"),
];
/** The city in words, district by district, for "The city in words" (opened on demand); `w`: the
 * view's words (cardOf, cellsText, districtNames). */
export function cityText(view, w) {
  const { cardOf, cellsText, districtNames } = w;
  const dn = districtNames(view);
  const W = view.width;
  const byD = new Map();
  view.district.forEach((d, i) => {
    if (d >= 0) {
      if (!byD.has(d)) byD.set(d, { squares: 0, tiles: new Set() });
      const e = byD.get(d);
      e.squares++;
      if (view.tileAt[i] >= 0) e.tiles.add(view.tileAt[i]);
    }
  });
  const items = [];
  for (const p of view.pieces)
    items.push(
      p.revealed
        ? t("Piece {piece} (columns {from}–{to}): built on.", { piece: p.letter, from: p.col * 8 + 1, to: p.col * 8 + 8 })
        : t("Piece {piece} (columns {from}–{to}): face down, costs {cost} to open.", {
            piece: p.letter,
            from: p.col * 8 + 1,
            to: p.col * 8 + 8,
            cost: p.cost,
          }),
    );
  for (const [d, e] of [...byD.entries()].sort((a, b) => dn.get(a[0]) - dn.get(b[0]))) {
    const i = dn.get(d) - 1;
    const ts = [...e.tiles].map((ti) => {
      const tile = view.position.tiles[ti];
      return t("{card} on {squares}", {
        card: cardOf(tile.card).name,
        squares: cellsText(tile.cells.map((c) => [c % W, Math.floor(c / W)])),
      });
    });
    const a = {
      district: `D${i + 1}`,
      outline: t(DASH_WORD[i % DASH_WORD.length]),
      squares: e.squares,
      n: e.tiles.size,
      tiles: ts.join("; "),
    };
    items.push(
      ts.length
        ? t("District {district} (outline: {outline}), {squares} squares, {n, plural, one {# tile} other {# tiles}}: {tiles}.", a)
        : t("District {district} (outline: {outline}), {squares} squares, {n, plural, one {# tile} other {# tiles}}.", a),
    );
  }
  return items;
}

// ---------- the actions panel at the end, at a pick and in the swap after a milestone ----------
// (the view's actions.js draws the others; these come with this module, on demand)
/** `w`: the view's words (cardOf, STAGES, LIMITS: the swap's price); the rest as the view's actionKids has them. */
export function actionKids(st, host, check, swapSel, cardNode, title, w) {
  const v = st.view;
  const me = st.seat;
  const kids = [];
  if (v.phase === "over") {
    const o = v.position.outcome;
    kids.push(
      title(t("The city is finished")),
      o
        ? h(
            "p",
            { class: "cc-over" },
            `${o.won ? t("Success:") : t("Not a success:")} `,
            h("strong", null, o.grade || (o.won ? t("won") : t("lost"))),
            o.total != null ? ` (${num(o.total)})` : "",
          )
        : null,
    );
  } else if (v.phase === "pick") {
    const picks = (st.legal || []).filter((a) => a.type === "pick");
    const role = picks.some((a) => w.cardOf(a.card).kind === "role");
    kids.push(
      title(role ? t("Choose your role") : t("Keep one card")),
      h(
        "p",
        { class: "small" },
        role
          ? t("Keep one of the two roles offered; the other goes back in the box. Your role's ability works for the whole game.")
          : t("You saw two cards: keep one, the other goes back under its pile."),
      ),
      h(
        "div",
        { class: "cc-cards" },
        picks.map((a) => cardNode(a.card, { pick: true })),
      ),
    );
  } else if (v.phase === "swap") {
    const cards = [...swapSel.keys()].filter((c) => v.position.hands[me]?.includes(c));
    const action = { type: "swap", cards, piles: cards.map((c) => swapSel.get(c)) };
    const r = check(action);
    kids.push(
      title(t("Swap after the milestone")),
      h(
        "p",
        { class: "small" },
        t(
          "Tick cards in your hand to give them to the exchange pile ({n} money each) and choose the stage pile for each replacement, or keep your hand.",
          { n: w.LIMITS.swapCost },
        ),
      ),
      h(
        "div",
        { class: "cc-btnrow" },
        h(
          "button",
          {
            type: "button",
            class: "btn primary",
            "data-swapgo": "",
            disabled: !cards.length || !r.ok,
            onclick: () => {
              if (host.act(action)) swapSel.clear();
            },
          },
          t("Swap {n, plural, one {# card} other {# cards}} ({cost} money)", { n: cards.length, cost: cards.length * w.LIMITS.swapCost }),
        ),
        h(
          "button",
          {
            type: "button",
            class: "btn",
            "data-keep": "",
            onclick: () => {
              swapSel.clear();
              host.act({ type: "swap", cards: [], piles: [] });
            },
          },
          t("Keep my hand"),
        ),
        cards.length && !r.ok ? h("span", { class: "small cc-why" }, t("Not allowed: {why}", { why: host.why(r) })) : null,
      ),
    );
  }
  return kids;
}

/** A card's swap controls after a milestone: the box, and the stage pile its replacement comes
 * from; `render()` draws the table again (the focus stays on the control, drawn anew). */
export function swapControls(id, name, swapSel, pileSizes, render, w) {
  const on = swapSel.has(id);
  const swap = t("Swap away");
  const pile = t("replace from");
  return [
    h(
      "label",
      { class: "cc-swapchk" },
      h("input", {
        type: "checkbox",
        checked: on,
        "data-swap": id,
        "aria-label": t("{act}: {card}", { act: swap, card: name }),
        onchange: (e) => {
          if (e.target.checked) swapSel.set(id, 1);
          else swapSel.delete(id);
          render();
        },
      }),
      ` ${swap}`,
    ),
    on
      ? h(
          "label",
          { class: "cc-swappile" },
          `${pile} `,
          h(
            "select",
            {
              "data-swappile": id,
              "aria-label": t("{act}: {card}", { act: pile, card: name }),
              onchange: (e) => {
                swapSel.set(id, Number(e.target.value));
                render();
              },
            },
            [1, 2, 3].map((p) =>
              h(
                "option",
                { value: p, selected: swapSel.get(id) === p, disabled: !pileSizes()[p - 1] },
                t("Stage {stage} ({n})", { stage: w.STAGES[p - 1], n: pileSizes()[p - 1] }),
              ),
            ),
          ),
        )
      : null,
  ];
}

/** The news in force and the roles, under the piles (scenarios 2 on). */
export function notes(v, host, cardOf) {
  return [
    v.position.news
      ? h(
          "p",
          { class: "cc-news", "data-news": v.position.news },
          h("strong", null, `${t("News in force:")} `),
          `${cardOf(v.position.news).name}. ${cardOf(v.position.news).effect}`,
        )
      : null,
    v.position.roles.some((r) => r)
      ? h(
          "ul",
          { class: "small", "data-roles": "" },
          v.position.roles.map((r, i) =>
            r
              ? h("li", null, h("strong", null, t("{name}: {card}.", { name: host.name(i), card: cardOf(r).name })), ` ${cardOf(r).effect}`)
              : null,
          ),
        )
      : null,
  ];
}
