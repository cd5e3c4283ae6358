// Construction Sight's end screen, loaded on demand by www/games/construction-sight.js when
// the game ends (not part of the first visit): each sheet with the engine's score lines,
// the benches whose goals scored, what each structure did, and (solo) the pecking order.
import { autoCanvas, h, num, plural, sheet, signed } from "../dom.js";
import { cellName, content, drawSheet, parkName, sheetSummary } from "./construction-sight.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./construction-sight-final.css", import.meta.url).href);

/** The pecking order from the engine, lowest rung first; the rung reached is marked. */
function ladder(level) {
  const rungs = content()?.ladder || [];
  if (!rungs.length) return null;
  return h(
    "ol",
    { class: "csi-ladder", "aria-label": "The pecking order" },
    rungs.map((r, i) => {
      const next = rungs[i + 1];
      const range = r.from == null ? `under ${next.from}` : next ? `${r.from}–${next.from - 1}` : `${r.from}+`;
      const got = r.name === level;
      return h(
        "li",
        { class: got ? "got" : "", "data-rung": r.name, "aria-current": got ? "step" : null },
        h("b", null, range),
        h("span", null, r.name),
        got ? h("span", { class: "sr" }, " (reached)") : null,
      );
    }),
  );
}

/** A structure's name for people: "building 2 (height 4) at C5". */
function structName(st, i) {
  const top = Math.min(...st.cells);
  return `${st.kind === "plaza" ? "Plaza" : "Building"} ${i + 1} (${st.kind === "plaza" ? `${plural(st.cells.length, "cell")}, height 0` : `height ${st.height}`}) at ${cellName(top)}`;
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
      { class: "csi-fin-lines", "aria-label": `${name}'s score, line by line` },
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
        h("tr", { class: "total" }, h("th", { scope: "row" }, "Total"), h("td", { "data-final-total": sh.seat }, num(score.total))),
      ),
    ),
    h(
      "details",
      { class: "csi-fin-more", open: true },
      // whose sheet, for the ear: every sheet has these two, side by side
      h("summary", null, h("span", { class: "sr" }, `${name}: `), `Benches that scored: ${met.length} of 40`),
      met.length
        ? h(
            "ul",
            { class: "csi-benches" },
            met.map(({ pk, i }) =>
              h(
                "li",
                { "data-bench": i },
                `${parkName(i).replace(/^./, (c) => c.toUpperCase())}: sees ${pk.visible} as its goal asks, ${signed(pk.goal)}`,
              ),
            ),
          )
        : h("p", { class: "small muted" }, "No bench saw exactly its goal."),
    ),
    h(
      "details",
      { class: "csi-fin-more" },
      h("summary", null, h("span", { class: "sr" }, `${name}: `), `What each structure did (${plural(sh.structures.length, "structure")})`),
      h(
        "ul",
        { class: "csi-structs" },
        sh.structures.map((st, si) => {
          const doors = (st.doors || []).filter((d) => d.filled).length;
          const benches = helped[si];
          return h(
            "li",
            { "data-structure": si },
            `${structName(st, si)}: `,
            benches.length
              ? `seen from ${plural(benches.length, "bench", "benches")} whose goal was met (${benches.map(parkName).join("; ")})`
              : "seen from no bench whose goal was met",
            doors ? `; ${plural(doors, "filled door")}, ${signed(doors)}` : "",
            ".",
          );
        }),
      ),
    ),
  );
}

export function finalNodes(view, result, ctx) {
  const byseat = new Map((result?.scores || []).map((s) => [s.seat, s]));
  return [
    view.sheets.length === 1 ? h("div", { class: "csi-fin-ladder" }, h("h3", null, "The pecking order"), ladder(result?.level)) : null,
    h(
      "div",
      { class: "csi-fin-sheets" },
      view.sheets.map((sh) => (byseat.has(sh.seat) ? sheetDetails(sh, byseat.get(sh.seat), ctx.name(sh.seat)) : null)),
    ),
  ];
}
