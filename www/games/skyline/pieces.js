// The pieces of Skyline's picture shared by the table, the help and the end screen: a die,
// a building, the legend, the solo levels, a scenario and one player's skyline. Part of
// www/games/skyline.js.
import { buildingSpec, content, tilePoints } from "./content.js";
import { h, num, plural } from "./dom.js";
import { FACE, KIND, RISE } from "./words.js";

/** A die showing a face: kind by shape (square, rounded, peaked roof) and letter, rise by colour
 * and letter. `face` may be null for a die with no face yet (in the yard). */
export function dieFace(kind, face, extra = "") {
  const f = face ? FACE[face] : null;
  const riseCls = f ? (f.rise ? ` r-${f.rise}` : " blank") : " plain";
  return h(
    "span",
    {
      class: `sd k-${kind}${riseCls}${face === "upperLow" ? " sd-roof" : ""} ${extra}`,
      "aria-hidden": "true",
      "data-kind": kind,
      "data-face": face || "",
    },
    h(
      "span",
      { class: "sd-body" },
      h("span", { class: "sd-kind" }, KIND[kind].letter),
      f ? h("span", { class: "sd-rise" }, f.rise ? RISE[f.rise].letter : "") : null,
      f ? h("span", { class: "sd-word" }, face === "upperLow" ? "roof" : f.word) : null,
    ),
  );
}

export function setDieFace(el, _kind, face) {
  const f = FACE[face];
  el.className =
    el.className.replace(/\s(r-\w+|blank|sd-roof|plain)/g, "") +
    (f.rise ? ` r-${f.rise}` : " blank") +
    (face === "upperLow" ? " sd-roof" : "");
  const rise = el.querySelector(".sd-rise"),
    word = el.querySelector(".sd-word");
  if (rise) rise.textContent = f.rise ? RISE[f.rise].letter : "";
  if (word) word.textContent = face === "upperLow" ? "roof" : f.word;
}

/** A finished building (tile) or an open column, as a little building.
 * @param {{ rise: string, height: number, open?: boolean, dice?: string[], ghosts?: number, tag?: string, label: string,
 *   onclick?: () => void, cls?: string, data?: Record<string, string | number>, no?: string | number | null, note?: string | null }} b
 */
export function buildingNode({
  rise,
  height,
  open,
  dice = [],
  ghosts = 0,
  tag = "div",
  label,
  onclick,
  cls = "",
  data = {},
  no = null,
  note = null,
}) {
  const spec = buildingSpec(rise);
  const max = spec?.maxHeight ?? 6;
  const floors = [];
  for (let i = 0; i < height + ghosts; i++) {
    const kind = open ? (i < height ? dice[i] : "ghost") : i === 0 ? "ground" : i === height - 1 && rise !== "low" ? "penthouse" : "upper";
    floors.push(h("span", { class: `fl f-${kind}${i >= height ? " ghost" : ""}`, "aria-hidden": "true" }));
  }
  /** @type {Record<string, unknown>} */
  const props = {
    class: `bld r-${rise}${open ? " open" : " done"} ${cls}`,
    style: `--h:${height + ghosts};--max:${open ? max : height}`,
    ...data,
  };
  // a button is named by its words in the text (the marks drawn on it are hidden from the ear,
  // and a name that is not the text drawn would have to contain it); a picture, by its label
  if (tag === "button") {
    props.type = "button";
    props.onclick = onclick;
  } else {
    props.role = "img";
    props["aria-label"] = label;
  }
  return h(
    tag,
    props,
    tag === "button" ? h("span", { class: "sr" }, label) : null,
    // its number, as the move list and the messages name it ("building 2")
    no != null ? h("span", { class: "bno", "aria-hidden": "true" }, String(no)) : null,
    open ? h("span", { class: "scaffold", "aria-hidden": "true" }) : null,
    h("span", { class: "tower", "aria-hidden": "true" }, h("span", { class: "roof" }), floors.reverse()),
    h(
      "span",
      { class: "bl", "aria-hidden": "true" },
      h("span", null, h("b", null, RISE[rise].letter), ` ${height}${ghosts ? `+${ghosts}` : ""}`),
      h("small", null, note ?? (open ? (spec ? `${spec.minHeight}–${spec.maxHeight}` : "") : plural(tilePoints(height) ?? 0, "point"))),
    ),
  );
}

export function tileLabel(t) {
  return `Finished ${RISE[t.rise].name}, ${plural(t.height, "floor")}, ${plural(tilePoints(t.height) ?? 0, "point")}`;
}
export function columnLabel(c) {
  const spec = buildingSpec(c.rise);
  return `${RISE[c.rise].name} under construction, ${plural(c.dice.length, "floor")} (${c.dice.map((k) => KIND[k].short).join(", ")})${spec ? `; it may be ${spec.minHeight} to ${spec.maxHeight} floors` : ""}`;
}

export function scenarioNode(sc) {
  const state = sc.decided ? (sc.met ? "met" : "failed") : sc.met ? "on track" : "not met yet";
  return h(
    "div",
    { class: `sk-scen ${sc.met ? "ok" : "no"}${sc.decided ? " decided" : ""}`, "data-scenario": sc.id },
    h("span", { class: "sk-scen-mark", "aria-hidden": "true" }, sc.met ? "✓" : sc.decided ? "✗" : "…"),
    h(
      "span",
      null,
      h("strong", null, `${sc.city} scenario`),
      `: ${sc.goal}. `,
      h("em", null, sc.decided ? `Result: ${state}.` : `If the game ended now: ${sc.met ? "met" : "not met"}.`),
    ),
  );
}

export function levelsNode(score) {
  const lv = content()?.levels || [];
  if (!lv.length) return null;
  return h(
    "ol",
    { class: "sk-levels", "aria-label": `Solo levels; score now ${score}` },
    lv.map((l) =>
      h(
        "li",
        { class: score >= l.points ? "got" : "" },
        h("b", null, String(l.points)),
        h("span", null, l.name),
        score >= l.points ? h("span", { class: "sr" }, " (reached)") : null,
      ),
    ),
  );
}

/** What a building's button does with the selected dice (`t.sel` names them): offered only
 * where the engine takes them. */
const buildHere = (t, col) =>
  t.fit?.has(col) ? `Build ${t.sel} here` : t.hasSel ? `${t.sel} cannot go here` : "Select dice first, then build here";

/** One player's skyline: finished buildings, then buildings under construction. `opts.targets`
 * makes them buttons (build or demolish); `opts.plan` shows staged dice as ghosts. */
export function skylineCard(view, seat, opts) {
  const s = view.seats[seat];
  const active = view.turn === seat && view.phase !== "over";
  const t = opts.targets;
  const ghostOn = (col) => (opts.plan ? opts.plan.filter((p) => p.column === col).length : 0);
  const tiles = s.tiles.map((tile, i) => {
    const label = `Finished building ${i + 1}: ${tileLabel(tile)}`;
    const no = `F${i + 1}`;
    if (t?.mode === "demolish")
      return buildingNode({
        rise: tile.rise,
        height: tile.height,
        tag: "button",
        label: `${label}. Demolish this with the selected dice`,
        onclick: () => t.pick({ tile: i }),
        cls: "target danger",
        data: { "data-tile": i },
        no,
      });
    return buildingNode({ rise: tile.rise, height: tile.height, label, data: { "data-tile": i }, no });
  });
  const cols = s.columns.map((col, i) => {
    const stuck = s.unfinishable?.[i];
    // the engine says when no die can finish it: it will score nothing
    const pts = s.columnPoints?.[i] || 0; // a lone Low-Rise ground floor already counts (the engine says how much)
    const label = `Building ${i + 1}: ${columnLabel(col)}${stuck ? "; it can never be finished now, so it will score 0" : pts ? `; it counts as a finished one-floor building, ${plural(pts, "point")}` : ""}`;
    const g = ghostOn(i);
    const common = {
      rise: col.rise,
      height: col.dice.length,
      open: true,
      dice: col.dice,
      ghosts: g,
      no: i + 1,
      note: stuck ? "✕ stuck" : pts ? plural(pts, "point") : null,
    };
    if (t) {
      const verb = t.mode === "demolish" ? "Demolish this (with the selected dice)" : buildHere(t, i);
      return buildingNode({
        ...common,
        tag: "button",
        label: `${label}. ${verb}`,
        onclick: () => t.pick({ column: i }),
        cls: `target${t.mode === "demolish" ? " danger" : ""}${t.fit?.has(i) ? " fit" : ""}${stuck ? " stuck" : ""}`,
        data: { "data-column": i },
      });
    }
    return buildingNode({ ...common, label, cls: stuck ? "stuck" : "", data: { "data-column": i } });
  });
  // buildings the staged plan starts
  const news = [];
  if (opts.plan) {
    const base = s.columns.length;
    opts.plan
      .filter((p) => p.column == null)
      .forEach((p, k) => {
        const col = base + k;
        const g = ghostOn(col);
        const rise = FACE[p.face]?.rise || "low";
        const label = `Building ${col + 1}: new ${RISE[rise].name} (planned), ${plural(1 + g, "floor")}`;
        news.push(
          t && t.mode !== "demolish"
            ? buildingNode({
                rise,
                height: 0,
                open: true,
                ghosts: 1 + g,
                tag: "button",
                label: `${label}. ${buildHere(t, col)}`,
                onclick: () => t.pick({ column: col }),
                cls: `target planned${t.fit?.has(col) ? " fit" : ""}`,
                data: { "data-column": col },
                no: col + 1,
              })
            : buildingNode({ rise, height: 0, open: true, ghosts: 1 + g, label, cls: "planned", no: col + 1 }),
        );
      });
  }
  const slot =
    t && t.mode !== "demolish"
      ? h(
          "button",
          {
            type: "button",
            class: `newslot target${t.fit?.has("new") ? " fit" : ""}`,
            "data-column": "new",
            onclick: () => t.pick({ column: null }),
            "aria-label": t.fit?.has("new") ? `New building: start it with ${t.sel}` : "New building: select a Ground Floor die first",
          },
          h("span", { "aria-hidden": "true" }, "+"),
          h("small", null, "New building"),
        )
      : null;
  const empty = !tiles.length && !cols.length && !news.length && !slot;
  return h(
    "section",
    {
      class: `sk-sky seat-c${seat}${active ? " active" : ""}${opts.mine ? " mine" : ""}`,
      "data-seat": seat,
      "aria-label": `${opts.name}'s skyline`,
    },
    h(
      "header",
      { class: "sk-sky-head" },
      h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(seat + 1)),
      h(
        "span",
        { class: "grow sk-sky-name", role: "heading", "aria-level": 3 },
        opts.name,
        opts.mine ? h("small", null, " (you)") : null,
        active ? h("small", null, " · playing") : null,
        h(
          "span",
          { class: "sk-sky-meta small" },
          plural(s.tiles.length, "finished building"),
          s.columns.length ? ` · ${s.columns.length} under construction` : "",
          s.demolished ? ` · ${s.demolished} demolished` : "",
        ),
      ),
      h("span", { class: "sk-pts", "data-score-seat": seat }, num(s.score), h("small", null, s.score === 1 ? " point" : " points")),
    ),
    h(
      "div",
      { class: "sk-street" + (t ? " acting" : "") },
      empty ? h("p", { class: "small sk-empty" }, "No buildings yet.") : null,
      tiles.length ? h("div", { class: "sk-group done", role: "group", "aria-label": "Finished buildings" }, tiles) : null,
      cols.length || news.length || slot
        ? h("div", { class: "sk-group open", role: "group", "aria-label": "Under construction" }, cols, news, slot)
        : null,
    ),
  );
}
