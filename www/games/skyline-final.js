// Skyline's end screen, loaded on demand by www/games/skyline.js when a game ends (not
// part of the first visit): why the game ended, then each player's skyline with every
// point of the engine's result line by line, and what scored nothing and why.
import { h, num, sheet, signed, t } from "../dom.js";
import { columnLabel, levelsNode, RISE, sayText, scenarioNode, skylineCard } from "./skyline.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./skyline-final.css", import.meta.url).href);

/** Why the game ended, from the view: a six-floor building ends the round it is finished in. */
function whyOver(view) {
  return view.lastRound
    ? t("A building of six floors was finished in round {n}, so that round was the last.", { n: view.round })
    : t("All {n} rounds were played.", { n: view.rounds });
}

function seatLines(view, seat, score, name) {
  const s = view.seats[seat];
  const lone = s.columns.map((c, i) => ({ c, i })).filter(({ i }) => s.columnPoints?.[i] > 0);
  const unfinished = s.columns.map((c, i) => ({ c, i })).filter(({ i }) => !(s.columnPoints?.[i] > 0));
  return h(
    "section",
    { class: "sk-fin-seat", "data-final-seat": seat },
    skylineCard(view, seat, { name, final: true }),
    h(
      "table",
      { class: "sk-fin-lines", "aria-label": t("{name}'s points, building by building", { name }) },
      h(
        "tbody",
        null,
        score.lines.map((l, k) =>
          h(
            "tr",
            { "data-line": k, "data-points": l.points },
            h("th", { scope: "row" }, l.said ? sayText(l.said) : l.label),
            h("td", { class: "num" }, signed(l.points)),
          ),
        ),
        unfinished.map(({ c, i }) => {
          const a = { n: c.id, rise: t(RISE[c.rise].name), floors: c.dice.length, column: columnLabel(c) };
          return h(
            "tr",
            { class: "zero", "data-unfinished": i },
            // a short line to read on screen; the whole sentence for a screen reader
            h(
              "th",
              { scope: "row" },
              h(
                "span",
                { "aria-hidden": "true" },
                s.unfinishable?.[i]
                  ? t("Building {n}: {rise}, {floors, plural, one {# floor} other {# floors}}, unfinished (stuck)", a)
                  : t("Building {n}: {rise}, {floors, plural, one {# floor} other {# floors}}, unfinished", a),
              ),
              h(
                "span",
                { class: "sr" },
                s.unfinishable?.[i]
                  ? t(
                      "Building {n}: {column}. Unfinished (it had reached its greatest height without its top, so nothing could finish it)",
                      a,
                    )
                  : t("Building {n}: {column}. Unfinished", a),
              ),
            ),
            h("td", { class: "num" }, num(0)),
          );
        }),
        h(
          "tr",
          { class: "total" },
          h("th", { scope: "row" }, t("Total")),
          h("td", { class: "num", "data-final-total": seat }, num(score.total)),
        ),
      ),
    ),
    lone.length
      ? h(
          "p",
          { class: "small" },
          lone
            .map(({ c, i }) =>
              t(
                "Building {b}, a lone {rise} ground floor, counts as the finished one-floor building it becomes ({n, plural, one {# point} other {# points}}); it is in the lines above.",
                { b: c.id, rise: t(RISE.low.name), n: s.columnPoints[i] },
              ),
            )
            .join(" "),
        )
      : null,
  );
}

export function finalNodes(view, result, c) {
  const byseat = new Map((result?.scores || []).map((s) => [s.seat, s]));
  return [
    h("p", { class: "sk-why", "data-why": view.lastRound ? "six" : "rounds" }, whyOver(view)),
    view.scenario ? scenarioNode(view.scenario) : null,
    view.players === 1 ? levelsNode(view.seats[0].score) : null,
    h("p", { class: "small muted" }, t("Only finished buildings score, by their height; a building still under construction scores 0.")),
    h(
      "div",
      { class: "sk-fin" },
      view.seats.map((_, i) => (byseat.has(i) ? seatLines(view, i, byseat.get(i), c.name(i)) : null)),
    ),
  ];
}
