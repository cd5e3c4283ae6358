// Construction Sight's end screen, loaded on demand by www/games/construction-sight.js when
// the game ends (not part of the first visit): each sheet with the engine's score lines,
// the benches whose goals scored, what each structure did, and (solo) the pecking order.
import { autoCanvas, h, num, sheet, signed, t } from "../dom.js";
import { cellName, content, drawSheet, parkName, sheetSummary } from "./construction-sight.js";
import { gradeName } from "./construction-sight-grades.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./construction-sight-final.css", import.meta.url).href);

/** The pecking order from the engine, lowest rung first; the rung reached is marked. */
function ladder(level) {
  const rungs = content()?.ladder || [];
  if (!rungs.length) return null;
  return h(
    "ol",
    { class: "csi-ladder", "aria-label": t("The pecking order") },
    rungs.map((r, i) => {
      const next = rungs[i + 1];
      const range = r.from == null ? t("under {n}", { n: next.from }) : next ? `${r.from}–${next.from - 1}` : `${r.from}+`;
      const got = r.name === level;
      return h(
        "li",
        { class: got ? "got" : "", "data-rung": r.name, "aria-current": got ? "step" : null },
        got ? h("span", { class: "you", "aria-hidden": "true" }, t("▲ you")) : null,
        h("b", null, range),
        h("span", null, gradeName(r.name)),
        got ? h("span", { class: "sr" }, t(" (reached)")) : null,
      );
    }),
  );
}

/** A structure's name for people: "building 2 (height 4) at C5". */
function structName(st, i) {
  const a = { i: i + 1, n: st.cells.length, h: st.height, cell: cellName(Math.min(...st.cells)) };
  return st.kind === "plaza"
    ? t("Plaza {i} ({n, plural, one {# cell} other {# cells}}, height 0) at {cell}", a)
    : t("Building {i} (height {h}) at {cell}", a);
}

function sheetDetails(sh, score, name) {
  const canvas = h("canvas", { class: "csi-final-canvas", role: "img", "aria-label": sheetSummary(sh, name) });
  const p = autoCanvas(canvas, (c, w, hh) => drawSheet(c, w, hh, { sheet: sh, mini: true }));
  setTimeout(p.redraw, 0);
  const met = sh.parks.map((pk, i) => ({ pk, i })).filter(({ pk }) => pk.met);
  // what each structure did: the met goals it is seen from, and its filled doors
  const helped = sh.structures.map(() => []);
  for (const { pk, i } of met) for (const si of pk.seen || []) helped[si]?.push(i);
  return h(
    "section",
    { class: `csi-final-sheet seat-c${sh.seat}`, "data-final-seat": sh.seat },
    h("h3", null, name),
    canvas,
    h(
      "table",
      { class: "csi-fin-lines", "aria-label": t("{name}'s score, line by line", { name }) },
      h(
        "tbody",
        null,
        score.lines.map((l, k) =>
          h(
            "tr",
            { "data-line": k, "data-points": l.points, class: l.points < 0 ? "neg" : "" },
            h(
              "th",
              { scope: "row" },
              l.label.replace(/^./, (c) => c.toUpperCase()),
            ),
            h("td", null, signed(l.points)),
          ),
        ),
        h("tr", { class: "total" }, h("th", { scope: "row" }, t("Total")), h("td", { "data-final-total": sh.seat }, num(score.total))),
      ),
    ),
    h(
      "details",
      { class: "csi-fin-more", open: true },
      // whose sheet, for the ear: every sheet has these two, side by side
      h(
        "summary",
        null,
        h("span", { class: "sr" }, t("{name}: ", { name })),
        t("Benches that scored: {n} of {all}", { n: met.length, all: sh.parks.length }),
      ),
      met.length
        ? h(
            "ul",
            { class: "csi-benches" },
            met.map(({ pk, i }) =>
              h(
                "li",
                { "data-bench": i },
                t("{park}: sees {n} as its goal asks, {points}", {
                  park: parkName(i).replace(/^./, (c) => c.toUpperCase()),
                  n: pk.visible,
                  points: signed(pk.goal),
                }),
              ),
            ),
          )
        : h("p", { class: "small muted" }, t("No bench saw exactly its goal.")),
    ),
    h(
      "details",
      { class: "csi-fin-more" },
      h(
        "summary",
        null,
        h("span", { class: "sr" }, t("{name}: ", { name })),
        t("What each structure did ({n, plural, one {# structure} other {# structures}})", { n: sh.structures.length }),
      ),
      h(
        "ul",
        { class: "csi-structs" },
        sh.structures.map((st, si) => {
          const doors = (st.doors || []).filter((d) => d.filled).length;
          const benches = helped[si];
          const a = {
            name: structName(st, si),
            n: benches.length,
            list: benches.map(parkName).join("; "),
            doors,
            points: signed(doors),
          };
          return h(
            "li",
            { "data-structure": si },
            benches.length
              ? doors
                ? t(
                    "{name}: seen from {n, plural, one {# bench} other {# benches}} whose goal was met ({list}); {doors, plural, one {# filled door} other {# filled doors}}, {points}.",
                    a,
                  )
                : t("{name}: seen from {n, plural, one {# bench} other {# benches}} whose goal was met ({list}).", a)
              : doors
                ? t(
                    "{name}: seen from no bench whose goal was met; {doors, plural, one {# filled door} other {# filled doors}}, {points}.",
                    a,
                  )
                : t("{name}: seen from no bench whose goal was met.", a),
          );
        }),
      ),
    ),
  );
}

export function finalNodes(view, result, ctx) {
  const byseat = new Map((result?.scores || []).map((s) => [s.seat, s]));
  return [
    view.sheets.length === 1 ? h("div", { class: "csi-fin-ladder" }, h("h3", null, t("The pecking order")), ladder(result?.level)) : null,
    h(
      "div",
      { class: "csi-fin-sheets" },
      view.sheets.map((sh) => (byseat.has(sh.seat) ? sheetDetails(sh, byseat.get(sh.seat), ctx.name(sh.seat)) : null)),
    ),
  ];
}
