// Construction Sight view module: draws each player's 10×10 sheet with its ring of park
// goals, and collects buildings, plazas, door choices, goal writing (blank sheet) and
// "stop for good". The engine decides every rule: placements are judged by its `check`
// and `query` answers (legalActions is null for this game), scores and goal marks come
// from its view. This file only draws, asks and explains.
// Its parts, in www/games/construction-sight/, are inlined into it at build time.
import { content } from "./construction-sight/content.js";
import { autoCanvas, fill, h, num, plural, sheet } from "./construction-sight/dom.js";
import { secured } from "./construction-sight/score.js";
import { drawSheet, HEIGHT, HINK, PLAZA, PLAZA_INK } from "./construction-sight/sheet.js";
import { mountView } from "./construction-sight/view.js";
import { COLS, cellName, NO_BUILDING, parkName, SIDE_NAME, SIDES, sheetSummary, whoList } from "./construction-sight/words.js";

// for the modules loaded on demand (the end screen, the goal form, the chooser picture)
export { COLS, cellName, content, drawSheet, parkName, SIDE_NAME, SIDES, sheetSummary };

// ---------- stylesheet, once ----------
const ensureCss = () => sheet(new URL("./construction-sight.css", import.meta.url).href);

// ---------- the module ----------
/** @type {ViewModule<ConstructionSight.Types>} */
export default {
  blurb: "Roll three dice, draw buildings and plazas on a 10×10 city, and aim for the number of structures each park bench should see.",

  options() {
    return [
      {
        key: "sheet",
        label: "Park goals",
        value: "beginner",
        choices: [
          { value: "beginner", label: "Printed sheet (goals given)" },
          { value: "blank", label: "Blank sheet (roll your own goals first)" },
        ],
      },
    ];
  },

  quick() {
    return { options: { sheet: "beginner" }, note: "on the printed sheet" };
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
    return import("./construction-sight-help.js").then((m) => m.howto({ h, autoCanvas, COLS, HEIGHT, HINK, PLAZA, PLAZA_INK }));
  },

  progress(view) {
    if (view.phase.type === "setup") return `Writing goals: ${SIDE_NAME[view.phase.side]} side`;
    if (view.phase.type === "over") return "Finished";
    return `Roll ${view.turn}`;
  },

  status(view, ctx) {
    const me = ctx.viewer;
    const waiting = (view.toAct || []).filter((s) => s !== me).map(ctx.name);
    if (view.phase.type === "setup") {
      const side = SIDE_NAME[view.phase.side].toLowerCase();
      const dice = (view.roll || []).join(", ");
      if (me != null && view.toAct.includes(me))
        return `${ctx.name(me)}: ${view.phase.step === 0 ? `write 1 to 3 of the dice ${dice} into the ${side} park` : `fill the rest of the ${side} park with ${dice}`}.`;
      return `Writing goals for the ${side} side${waiting.length ? `: waiting for ${whoList(waiting)}` : ""}.`;
    }
    const roll = view.roll ? view.roll.join(", ") : "";
    if (me != null && view.toAct.includes(me)) {
      // a roll that allows no building is said with the roll, once
      let o = null;
      try {
        o = ctx.query({ type: "options" });
      } catch {}
      return `${ctx.name(me)}, the roll is ${roll}: ${o && !o.buildings.some((b) => b.spots) ? NO_BUILDING : "draw a building or a plaza, or stop for good."}`;
    }
    if (me != null && view.sheets[me]?.ended)
      return `Your city is finished${waiting.length ? `; ${whoList(waiting)} still building` : ""}.`;
    if (waiting.length) return `Roll ${roll}: waiting for ${whoList(waiting)}.`;
    return roll ? `Roll ${roll}.` : "";
  },

  handoverText(view, seat, ctx) {
    return view.phase.type === "setup"
      ? `${ctx.name(seat)} writes goals for the ${view.phase.side} side.`
      : `${ctx.name(seat)} decides on the roll ${view.roll?.join(", ") || ""}.`;
  },

  seatStatus(view, seat) {
    const sh = view.sheets[seat];
    if (!sh) return "";
    if (sh.ended === "stopped") return "stopped";
    if (sh.ended === "nothingFits") return "nothing fits: done";
    if (view.toAct.includes(seat)) return view.phase.type === "setup" ? "writing goals" : "deciding";
    return view.phase.type === "play" ? "done this roll" : "";
  },

  scoreOf(view, seat) {
    const sh = view.sheets[seat];
    if (!sh?.score) return null;
    // in play, what the sheet has won so far; the penalty for empty cells only counts at the end
    return sh.ended || view.phase.type === "over" ? `${num(sh.score.total)} pts` : `${num(secured(sh.score))} pts so far`;
  },

  describeEvents(events, ctx) {
    const out = [];
    for (const e of events) {
      // a roll is said by the status line (with what it allows), not twice
      if (e.type === "built") out.push(`${ctx.name(e.seat)} drew a building.`);
      else if (e.type === "plazaDrawn")
        out.push(`${ctx.name(e.seat)} drew a plaza${e.doorsFilled ? ` and filled ${plural(e.doorsFilled, "door")}` : ""}.`);
      else if (e.type === "stopped") out.push(`${ctx.name(e.seat)} stopped for good.`);
      else if (e.type === "nothingFits") out.push(`Nothing fits for ${ctx.name(e.seat)} any more: that city is finished.`);
      else if (e.type === "wrote") out.push(`${ctx.name(e.seat)} wrote goals.`);
      else if (e.type === "sideShown") out.push(`The ${e.side} goals are shown.`);
      else if (e.type === "gameOver") out.push("Every city is finished.");
    }
    return out.join(" ");
  },

  describeMove(seat, a, ctx) {
    const n = ctx.name(seat);
    if (a.type === "build")
      return `${n}: ${a.width}×${a.depth} building, height ${a.height}, at ${cellName(a.y * 10 + a.x)}${a.doors?.length ? `, doors ${a.doors.map(cellName).join(" ")}` : ""}`;
    if (a.type === "plaza")
      return `${n}: plaza of ${plural(a.cells.length, "cell")}${a.doors?.length ? `, filling ${plural(a.doors.length, "door")}` : ""}`;
    if (a.type === "stop") return `${n} stopped for good`;
    if (a.type === "write") {
      if (!ctx.reveal) return `${n} wrote ${plural(a.spaces.length, "goal")}`;
      const side = SIDES[Math.floor(a.spaces[0] / 10)];
      const at = (p) => (side === "top" || side === "bottom" ? COLS[p % 10] : `row ${(p % 10) + 1}`);
      return `${n} wrote in the ${side} park: ${a.spaces.map((p, i) => `${at(p)} ${a.goals[i]}`).join(", ")}`;
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
        () => fill(box, h("p", { class: "err" }, "The score details could not be loaded.")),
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
