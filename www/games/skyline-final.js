// Skyline's end screen, loaded on demand by www/games/skyline.js when a game ends (not
// part of the first visit): why the game ended, then each player's skyline with every
// point of the engine's result line by line, and what scored nothing and why.
import { h, num, plural, sheet, signed } from "../dom.js";
import { columnLabel, levelsNode, RISE, scenarioNode, skylineCard } from "./skyline.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./skyline-final.css", import.meta.url).href);

/** Why the game ended, from the view: a six-floor building ends the round it is finished in. */
function whyOver(view) {
  return view.lastRound
    ? `A building of six floors was finished in round ${view.round}, so that round was the last.`
    : `All ${view.rounds} rounds were played.`;
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
      { class: "sk-fin-lines", "aria-label": `${name}'s points, building by building` },
      h(
        "tbody",
        null,
        score.lines.map((l, k) =>
          h(
            "tr",
            { "data-line": k, "data-points": l.points },
            h("th", { scope: "row" }, l.label),
            h("td", { class: "num" }, signed(l.points)),
          ),
        ),
        unfinished.map(({ c, i }) =>
          h(
            "tr",
            { class: "zero", "data-unfinished": i },
            // a short line to read on screen; the whole sentence for a screen reader
            h(
              "th",
              { scope: "row" },
              h(
                "span",
                { "aria-hidden": "true" },
                `Building ${i + 1}: ${RISE[c.rise].name}, ${plural(c.dice.length, "floor")}, unfinished${s.unfinishable?.[i] ? " (stuck)" : ""}`,
              ),
              h(
                "span",
                { class: "sr" },
                `Building ${i + 1}: ${columnLabel(c)}. Unfinished${s.unfinishable?.[i] ? " (it had reached its greatest height without its top, so nothing could finish it)" : ""}`,
              ),
            ),
            h("td", { class: "num" }, "0"),
          ),
        ),
        h(
          "tr",
          { class: "total" },
          h("th", { scope: "row" }, "Total"),
          h("td", { class: "num", "data-final-total": seat }, num(score.total)),
        ),
      ),
    ),
    lone.length
      ? h(
          "p",
          { class: "small" },
          lone
            .map(
              ({ i }) =>
                `Building ${i + 1}, a lone ${RISE.low.name} ground floor, counts as the finished one-floor building it becomes (${plural(s.columnPoints[i], "point")}); it is in the lines above.`,
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
    h("p", { class: "small muted" }, "Only finished buildings score, by their height; a building still under construction scores 0."),
    h(
      "div",
      { class: "sk-fin" },
      view.seats.map((_, i) => (byseat.has(i) ? seatLines(view, i, byseat.get(i), c.name(i)) : null)),
    ),
  ];
}
