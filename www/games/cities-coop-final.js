// Cities co-op's final screen details, loaded on demand when a game ends (not part of the
// first visit): the total line by line as the engine's result() gives it (each milestone's
// happiness, what overflowed, what pollution, traffic and crime took off; why a city failed
// is the result's note, which the shell shows above) and the success table from the
// engine's `grades` question; also a milestone's summary between milestones and the
// chooser's picture. Nothing here decides a rule or a score.
import { autoCanvas, h, num, sheet, signed } from "../dom.js";

sheet(new URL("./cities-coop-final.css", import.meta.url).href);

/** `result`: the engine's result; `query(q)`: the engine's answer for the game shown. */
export function finalNode(_view, result, query) {
  const s = result?.scores?.[0];
  const grade = result?.grade;
  const grades = query({ type: "grades" })?.grades || [];
  const range = (g) => (g.from == null ? `below ${num(g.to + 1)}` : g.to == null ? `${num(g.from)} and up` : `${num(g.from)}–${num(g.to)}`);
  const failed = result?.won === false; // the engine's code for a failed city, not its grade's words
  return h(
    "section",
    { class: "cc-final" },
    s
      ? [
          h("h3", null, failed ? "How the city ended" : "How the city scored"),
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
                h("th", { scope: "row" }, failed ? "Overall happiness when it failed" : "Final result"),
                h("td", { class: "num", "data-final-total": s.total }, num(s.total)),
              ),
            ),
          ),
        ]
      : null,
    grades.length
      ? [
          h("h3", null, "Success table"),
          h(
            "table",
            { class: "cc-success", "aria-label": "Success table" },
            h(
              "thead",
              null,
              h("tr", null, h("th", { scope: "col" }, "Result"), h("th", { scope: "col" }, "City"), h("th", { scope: "col" }, "Success?")),
            ),
            h(
              "tbody",
              null,
              h(
                "tr",
                { class: failed ? "hit" : "", "aria-current": failed ? "true" : null },
                h("td", null, "failed"),
                h("th", { scope: "row" }, "Failed city", failed ? h("strong", null, " ← your city") : null),
                h("td", null, "no"),
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
                    g.name === grade ? h("strong", null, ` ← your city${s ? ` (${num(s.total)})` : ""}`) : null,
                  ),
                  h("td", null, g.success ? "yes" : "no"),
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
    h("h2", null, `Milestone ${view.position.milestones} complete`),
    h("p", null, `${c.name(e.seat)} ended it.`),
    h(
      "table",
      { class: "cc-sumtable" },
      h(
        "tbody",
        null,
        h("tr", null, h("th", { scope: "row" }, "Red steps on power, water and garbage"), h("td", { class: "num" }, String(e.red))),
        h("tr", null, h("th", { scope: "row" }, "Happiness added to the skyline"), h("td", { class: "num" }, num(e.happiness))),
        h("tr", null, h("th", { scope: "row" }, "Money paid for employment"), h("td", { class: "num" }, String(e.employment))),
        h("tr", null, h("th", { scope: "row" }, "Skyline total now"), h("td", { class: "num", "data-skyline": "" }, num(e.skyline))),
        h("tr", null, h("th", { scope: "row" }, "Money left"), h("td", { class: "num" }, String(a.money))),
      ),
    ),
    view.phase === "choosePiece" ? h("p", null, "Next: choose the board piece to open, then each player may swap cards.") : null,
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
