// The pieces of Skyline's picture shared by the table, the help and the end screen: a die,
// a building, the legend, the solo levels, a scenario and one player's skyline. Part of
// www/games/skyline.js.
import { buildingSpec, content, tilePoints } from "./content.js";
import { h, num, t } from "./dom.js";
import { cityWords, FACE, KIND, levelName, RISE } from "./words.js";

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
      h("span", { class: "sd-kind" }, t(KIND[kind].letter)),
      f ? h("span", { class: "sd-rise" }, f.rise ? t(RISE[f.rise].letter) : "") : null,
      f ? h("span", { class: "sd-word" }, t(f.word)) : null,
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
  if (rise) rise.textContent = f.rise ? t(RISE[f.rise].letter) : "";
  if (word) word.textContent = t(f.word);
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
      h("span", null, h("b", null, t(RISE[rise].letter)), ` ${height}${ghosts ? `+${ghosts}` : ""}`),
      h(
        "small",
        null,
        note ??
          (open
            ? spec
              ? `${spec.minHeight}–${spec.maxHeight}`
              : ""
            : t("{n, plural, one {# point} other {# points}}", { n: tilePoints(height) ?? 0 })),
      ),
    ),
  );
}

export const tileLabel = (x) =>
  t("Finished {rise}, {floors, plural, one {# floor} other {# floors}}, {n, plural, one {# point} other {# points}}", {
    rise: t(RISE[x.rise].name),
    floors: x.height,
    n: tilePoints(x.height) ?? 0,
  });
export function columnLabel(c) {
  const spec = buildingSpec(c.rise);
  return (
    t("{rise} under construction, {floors, plural, one {# floor} other {# floors}} ({kinds})", {
      rise: t(RISE[c.rise].name),
      floors: c.dice.length,
      kinds: c.dice.map((k) => t(KIND[k].short)).join(", "),
    }) + (spec ? t("; it may be {min} to {max} floors", { min: spec.minHeight, max: spec.maxHeight }) : "")
  );
}

export function scenarioNode(sc) {
  return h(
    "div",
    { class: `sk-scen ${sc.met ? "ok" : "no"}${sc.decided ? " decided" : ""}`, "data-scenario": sc.id },
    h("span", { class: "sk-scen-mark", "aria-hidden": "true" }, sc.met ? "✓" : sc.decided ? "✗" : "…"),
    h(
      "span",
      null,
      h("strong", null, t("{city} scenario", cityWords(sc.id))),
      t(": {goal}. ", cityWords(sc.id)),
      h(
        "em",
        null,
        sc.decided
          ? sc.met
            ? t("Result: met.")
            : t("Result: failed.")
          : sc.met
            ? t("If the game ended now: met.")
            : t("If the game ended now: not met."),
      ),
    ),
  );
}

export function levelsNode(score) {
  const lv = content()?.levels || [];
  if (!lv.length) return null;
  return h(
    "ol",
    { class: "sk-levels", "aria-label": t("Solo levels; score now {score}", { score }) },
    lv.map((l) =>
      h(
        "li",
        { class: score >= l.points ? "got" : "" },
        h("b", null, String(l.points)),
        h("span", null, levelName(l.id)),
        score >= l.points ? h("span", { class: "sr" }, t(" (reached)")) : null,
      ),
    ),
  );
}

/** What a building's button does with the selected dice (`o.sel` names them): offered only
 * where the engine takes them. */
const buildHere = (o, col) =>
  o.fit?.has(col)
    ? t("Build {dice} here", { dice: o.sel })
    : o.hasSel
      ? t("{dice} cannot go here", { dice: o.sel })
      : t("Select dice first, then build here");

/** One player's skyline: finished buildings, then buildings under construction. `opts.targets`
 * makes them buttons (build or demolish); `opts.plan` shows staged dice as ghosts. */
export function skylineCard(view, seat, opts) {
  const s = view.seats[seat];
  const active = view.turn === seat && view.phase !== "over";
  const o = opts.targets;
  const ghostOn = (col) => (opts.plan ? opts.plan.filter((p) => p.column === col).length : 0);
  const tiles = s.tiles.map((tile, i) => {
    const label = t("Finished building {n}: {tile}", { n: tile.id, tile: tileLabel(tile) });
    // (the number it was built under: it keeps it finished)
    const no = tile.id;
    if (o?.mode === "demolish")
      return buildingNode({
        rise: tile.rise,
        height: tile.height,
        tag: "button",
        label: `${label}. ${t("Demolish this with the selected dice")}`,
        onclick: () => o.pick({ tile: i }),
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
    const label =
      t("Building {n}: {column}", { n: col.id, column: columnLabel(col) }) +
      (stuck
        ? t("; it can never be finished now, so it will score 0")
        : pts
          ? t("; it counts as a finished one-floor building, {n, plural, one {# point} other {# points}}", { n: pts })
          : "");
    const g = ghostOn(i);
    const common = {
      rise: col.rise,
      height: col.dice.length,
      open: true,
      dice: col.dice,
      ghosts: g,
      no: col.id,
      note: stuck ? t("✕ stuck") : pts ? t("{n, plural, one {# point} other {# points}}", { n: pts }) : null,
    };
    if (o) {
      const verb = o.mode === "demolish" ? t("Demolish this (with the selected dice)") : buildHere(o, i);
      return buildingNode({
        ...common,
        tag: "button",
        label: `${label}. ${verb}`,
        onclick: () => o.pick({ column: i }),
        cls: `target${o.mode === "demolish" ? " danger" : ""}${o.fit?.has(i) ? " fit" : ""}${stuck ? " stuck" : ""}`,
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
        const label = t("Building {n}: new {rise} (planned), {floors, plural, one {# floor} other {# floors}}", {
          n: s.nextBuilding + k,
          rise: t(RISE[rise].name),
          floors: 1 + g,
        });
        news.push(
          o && o.mode !== "demolish"
            ? buildingNode({
                rise,
                height: 0,
                open: true,
                ghosts: 1 + g,
                tag: "button",
                label: `${label}. ${buildHere(o, col)}`,
                onclick: () => o.pick({ column: col }),
                cls: `target planned${o.fit?.has(col) ? " fit" : ""}`,
                data: { "data-column": col },
                no: s.nextBuilding + k,
              })
            : buildingNode({ rise, height: 0, open: true, ghosts: 1 + g, label, cls: "planned", no: s.nextBuilding + k }),
        );
      });
  }
  const slot =
    o && o.mode !== "demolish"
      ? h(
          "button",
          {
            type: "button",
            class: `newslot target${o.fit?.has("new") ? " fit" : ""}`,
            "data-column": "new",
            onclick: () => o.pick({ column: null }),
            "aria-label": o.fit?.has("new")
              ? t("New building: start it with {dice}", { dice: o.sel })
              : t("New building: select a Ground Floor die first"),
          },
          h("span", { "aria-hidden": "true" }, "+"),
          h("small", null, t("New building")),
        )
      : null;
  const empty = !tiles.length && !cols.length && !news.length && !slot;
  // the score large and its word small, in the order of the language
  const [pre, post] = t("{n, plural, one {# point} other {# points}}", { n: s.score }).split(num(s.score));
  return h(
    "section",
    {
      class: `sk-sky seat-c${seat}${active ? " active" : ""}${opts.mine ? " mine" : ""}`,
      "data-seat": seat,
      "aria-label": t("{name}'s skyline", { name: opts.name }),
    },
    h(
      "header",
      { class: "sk-sky-head" },
      h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(seat + 1)),
      h(
        "span",
        { class: "grow sk-sky-name", role: "heading", "aria-level": 3 },
        opts.name,
        opts.mine ? h("small", null, t(" (you)")) : null,
        active ? h("small", null, t(" · playing")) : null,
        h(
          "span",
          { class: "sk-sky-meta small" },
          t("{n, plural, one {# finished building} other {# finished buildings}}", { n: s.tiles.length }),
          s.columns.length ? t(" · {n} under construction", { n: s.columns.length }) : "",
          s.demolished ? t(" · {n, plural, one {# demolished} other {# demolished}}", { n: s.demolished }) : "",
        ),
      ),
      h("span", { class: "sk-pts", "data-score-seat": seat }, pre, num(s.score), h("small", null, post)),
    ),
    h(
      "div",
      { class: "sk-street" + (o ? " acting" : "") },
      empty ? h("p", { class: "small sk-empty" }, t("No buildings yet.")) : null,
      tiles.length ? h("div", { class: "sk-group done", role: "group", "aria-label": t("Finished buildings") }, tiles) : null,
      cols.length || news.length || slot
        ? h("div", { class: "sk-group open", role: "group", "aria-label": t("Under construction") }, cols, news, slot)
        : null,
    ),
  );
}
