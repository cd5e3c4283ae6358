// Construction Sight view module: draws each player's 10×10 sheet with its ring of park
// goals, and collects buildings, plazas, door choices, goal writing (blank sheet) and
// "stop for good". The engine decides every rule: placements are judged by its `check`
// and `query` answers (legalActions is null for this game), scores and goal marks come
// from its view. This file only draws, asks and explains.
// Its parts, in www/games/construction-sight/, are inlined into it at build time.
import { citySize, content, picture } from "./construction-sight/content.js";
import { fill, h, sheet, t } from "./construction-sight/dom.js";
import { breakdown, secured } from "./construction-sight/score.js";
import { drawSheet, HEIGHT, HINK, PLAZA, PLAZA_INK } from "./construction-sight/sheet.js";
import { mountView } from "./construction-sight/view.js";
import {
  COLS,
  cellName,
  cellOf,
  NO_BUILDING,
  nice,
  parkName,
  SIDE_NAME,
  SIDES,
  sheetSummary,
  showTab,
  sideWord,
  whoList,
} from "./construction-sight/words.js";

// for the modules loaded on demand (the end screen, the goal form, the chooser picture, the other players' sheets)
export {
  breakdown,
  COLS,
  cellName,
  content,
  drawSheet,
  HEIGHT,
  HINK,
  nice,
  PLAZA,
  PLAZA_INK,
  parkName,
  picture,
  SIDE_NAME,
  SIDES,
  sheetSummary,
  showTab,
};

// ---------- stylesheet, once ----------
const ensureCss = () => sheet(new URL("./construction-sight.css", import.meta.url).href);

// ---------- the module ----------
/** @type {ViewModule<ConstructionSight.Types>} */
export default {
  // (a getter: worded when the chooser shows it, in the language of that moment)
  get blurb() {
    return t(
      "Roll three dice, draw buildings and plazas on a 10×10 city, and aim for the number of structures each park bench should see.",
    );
  },

  options() {
    return [
      {
        key: "sheet",
        label: t("Park goals"),
        value: "beginner",
        choices: [
          { value: "beginner", label: t("Printed sheet (goals given)") },
          { value: "blank", label: t("Blank sheet (roll your own goals first)") },
        ],
      },
    ];
  },

  quick() {
    return { options: { sheet: "beginner" }, note: t("on the printed sheet") };
  },

  // The rules text is a module of its own, loaded when opened (not part of the first visit).
  rules(config) {
    return import("./construction-sight-help.js").then((m) => m.rulesHtml(config));
  },

  art(canvas) {
    import("./construction-sight-art.js").then(
      (m) => m.drawArt(canvas),
      () => {},
    );
  },

  // The how-to and its picture come with the rules, on demand.
  howto() {
    ensureCss();
    return import("./construction-sight-help.js").then((m) => m.howto());
  },

  progress(view) {
    if (view.phase.type === "setup") return t("Writing goals: {side} side", { side: t(SIDE_NAME[view.phase.side]) });
    if (view.phase.type === "over") return t("Finished");
    return t("Roll {n}", { n: view.turn });
  },

  status(view, ctx) {
    const me = ctx.viewer;
    const waiting = (view.toAct || []).filter((s) => s !== me).map(ctx.name);
    const mine = me != null && view.toAct.includes(me);
    const a = { name: mine ? ctx.name(me) : "", who: whoList(waiting), roll: (view.roll || []).join(", ") };
    if (view.phase.type === "setup") {
      a.side = sideWord(view.phase.side);
      if (mine)
        return view.phase.step === 0
          ? t("{name}: write 1 to 3 of the dice {roll} into the {side} park.", a)
          : t("{name}: fill the rest of the {side} park with {roll}.", a);
      return waiting.length ? t("Writing goals for the {side} side: waiting for {who}.", a) : t("Writing goals for the {side} side.", a);
    }
    if (mine) {
      // a roll that allows no building is said with the roll, once
      let o = null;
      try {
        o = ctx.query({ type: "options" });
      } catch {}
      return o && !o.buildings.some((b) => b.spots)
        ? t("{name}, the roll is {roll}: {none}", { ...a, none: t(NO_BUILDING) })
        : t("{name}, the roll is {roll}: draw a building or a plaza, or stop for good.", a);
    }
    if (me != null && view.sheets[me]?.ended)
      return waiting.length ? t("Your city is finished; {who} still building.", a) : t("Your city is finished.");
    if (waiting.length) return t("Roll {roll}: waiting for {who}.", a);
    return a.roll ? t("Roll {roll}.", a) : "";
  },

  handoverText(view, seat, ctx) {
    const name = ctx.name(seat);
    return view.phase.type === "setup"
      ? t("{name} writes goals for the {side} side.", { name, side: sideWord(view.phase.side) })
      : t("{name} decides on the roll {roll}.", { name, roll: view.roll?.join(", ") || "" });
  },

  seatStatus(view, seat) {
    const sh = view.sheets[seat];
    if (!sh) return "";
    if (sh.ended === "stopped") return t("stopped");
    if (sh.ended === "nothingFits") return t("nothing fits: done");
    if (view.toAct.includes(seat)) return view.phase.type === "setup" ? t("writing goals") : t("deciding");
    return view.phase.type === "play" ? t("done this roll") : "";
  },

  scoreOf(view, seat) {
    const sh = view.sheets[seat];
    if (!sh?.score) return null;
    // in play, what the sheet has won so far; the penalty for empty cells only counts at the end
    return sh.ended || view.phase.type === "over" ? t("{n} pts", { n: sh.score.total }) : t("{n} pts so far", { n: secured(sh.score) });
  },

  describeEvents(events, ctx) {
    const out = [];
    for (const e of events) {
      const a = { name: "seat" in e ? ctx.name(e.seat) : "" };
      // a roll is said by the status line (with what it allows), not twice
      if (e.type === "built") out.push(t("{name} drew a building.", a));
      else if (e.type === "plazaDrawn")
        out.push(
          e.doorsFilled
            ? t("{name} drew a plaza and filled {n, plural, one {# door} other {# doors}}.", { ...a, n: e.doorsFilled })
            : t("{name} drew a plaza.", a),
        );
      else if (e.type === "stopped") out.push(t("{name} stopped for good.", a));
      else if (e.type === "nothingFits") out.push(t("Nothing fits for {name} any more: that city is finished.", a));
      else if (e.type === "wrote") out.push(t("{name} wrote goals.", a));
      else if (e.type === "sideShown") out.push(t("The {side} goals are shown.", { side: sideWord(e.side) }));
      else if (e.type === "gameOver") out.push(t("Every city is finished."));
    }
    return out.join(" ");
  },

  describeMove(seat, a, ctx) {
    const n = ctx.name(seat);
    if (a.type === "build") {
      const w = { name: n, w: a.width, d: a.depth, h: a.height, cell: cellName(cellOf(a.x, a.y)), doors: a.doors?.map(cellName).join(" ") };
      return w.doors
        ? t("{name}: {w}×{d} building, height {h}, at {cell}, doors {doors}", w)
        : t("{name}: {w}×{d} building, height {h}, at {cell}", w);
    }
    if (a.type === "plaza") {
      const w = { name: n, n: a.cells.length, doors: a.doors?.length };
      return w.doors
        ? t("{name}: plaza of {n, plural, one {# cell} other {# cells}}, filling {doors, plural, one {# door} other {# doors}}", w)
        : t("{name}: plaza of {n, plural, one {# cell} other {# cells}}", w);
    }
    if (a.type === "stop") return t("{name} stopped for good", { name: n });
    if (a.type === "write") {
      if (!ctx.reveal) return t("{name} wrote {n, plural, one {# goal} other {# goals}}", { name: n, n: a.spaces.length });
      const size = citySize(),
        side = SIDES[Math.floor(a.spaces[0] / size)];
      const at = (p) => (side === "top" || side === "bottom" ? COLS[p % size] : t("row {n}", { n: (p % size) + 1 }));
      return t("{name} wrote in the {side} park: {goals}", {
        name: n,
        side: sideWord(side),
        goals: a.spaces.map((p, i) => `${at(p)} ${a.goals[i]}`).join(", "),
      });
    }
    return `${n}: ${/** @type {{type: string}} */ (a).type}`;
  },

  // The end screen's explanations load when the game ends (not part of the first visit).
  finalDetails(view, result, ctx) {
    ensureCss();
    const box = h("div", { class: "csi-final", "aria-busy": "true" });
    import("./construction-sight-final.js")
      .then(
        (m) => fill(box, m.finalNodes(view, result, ctx)),
        () => fill(box, h("p", { class: "err" }, t("The score details could not be loaded."))),
      )
      .finally(() => box.removeAttribute("aria-busy"));
    return box;
  },

  mount(el, host) {
    ensureCss();
    const c = mountView(el, host),
      update = c.update;
    // the table's layout once the game is over comes with the end screen's styles
    c.update = (s) => {
      if (s.view.phase.type === "over") sheet(new URL("./construction-sight-final.css", import.meta.url).href);
      update(s);
    };
    return c;
  },
};
