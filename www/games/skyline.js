// Skyline view module (the push-your-luck dice game by David Short). Draws the dice, the
// Construction Yard and Abandoned District, the round track and every player's skyline, and
// collects takes, builds, demolitions, abandons, re-rolls and resignations. Every rule, score
// and chance comes from the engine (view, legalActions, check, query); this file only draws
// and asks. Its parts, in www/games/skyline/, are inlined into it at build time.
import { buildingSpec, content } from "./skyline/content.js";
import { fill, h, plural, sheet } from "./skyline/dom.js";
import { buildingNode, columnLabel, dieFace, levelsNode, scenarioNode, skylineCard, tileLabel } from "./skyline/pieces.js";
import { mountView } from "./skyline/view.js";
import { countsText, countsTotal, FACE, faceText, KIND, kindOfFace, RISE } from "./skyline/words.js";

// ---------- stylesheet (once) ----------
const ensureCss = () => sheet(new URL("./skyline.css", import.meta.url).href);

// for the modules loaded on demand (rules and how-to, the end screen)
export {
  buildingNode,
  buildingSpec,
  columnLabel,
  content,
  dieFace,
  FACE,
  faceText,
  KIND,
  kindOfFace,
  levelsNode,
  RISE,
  scenarioNode,
  skylineCard,
  tileLabel,
};

// ---------- the module ----------
/** @type {ViewModule<Skyline.Types>} */
export default {
  blurb: "Take three dice, roll, and stack floors into Low, Mid and High-Rise buildings: push your luck for taller towers.",
  // the table's own dice: each face drawn as the die it is (with the help module)
  outcomeParts: () => import("./skyline-help.js").then((m) => m.outcomePart),

  options(start) {
    if (start.players !== 1) return [];
    const sc = content()?.scenarios || [];
    return [
      {
        key: "scenario",
        label: "Solo scenario",
        value: "",
        choices: [{ value: "", label: "None: play for the levels" }, ...sc.map((s) => ({ value: s.id, label: `${s.city}: ${s.goal}` }))],
      },
    ];
  },

  progress(view) {
    return view.phase === "over"
      ? `Game over after round ${view.round}`
      : `Round ${view.round} of ${view.rounds}${view.lastRound ? " (last)" : ""}`;
  },

  status(view, c) {
    if (view.phase === "over") return "Game over.";
    const who = view.turn;
    const me = who === c.viewer && c.isHuman(who);
    const name = c.name(who);
    if (!me) {
      if (view.phase === "take") return `${name}'s turn: taking dice.`;
      return `${name}'s turn: ${view.active.length ? `${plural(view.active.length, "die", "dice")} in play` : "rolling"}.`;
    }
    if (view.phase === "take")
      return `Your turn, ${name}: take ${view.takeSize} dice from the Construction Yard${countsTotal(view.district) && view.players > 1 ? " or the whole Abandoned District" : ""}.`;
    if (view.phase === "resolve")
      // a roll of which nothing can be built forces a demolition (or, with others, an abandon): said once, as it comes
      return `Your roll, ${name}: ${view.active.some((d) => d.fits) ? `resolve at least one die (build it${view.players > 1 ? ", abandon it" : ""} or demolish with it)` : `nothing can be built, so ${view.players > 1 ? "abandon dice or " : ""}demolish a building with one`}.`;
    if (view.phase === "continue")
      return `${name}: re-roll some of your ${plural(view.active.length, "remaining die", "remaining dice")}, or resign to end your turn.`;
    return `${name}: rolling…`;
  },

  // Why the engine will not take `action` back: its dice were rolled, or the turn is over.
  undoRefusal(seat, a, _v, c) {
    return `${c.name(seat)}'s ${a.type === "resign" ? "turn is over: it stands" : "dice were rolled, and a roll is never taken back"}.`;
  },

  seatStatus(view, seat) {
    if (view.phase === "over" || view.turn !== seat) return "";
    return { take: "taking dice", roll: "rolling", resolve: "resolving dice", continue: "re-roll or resign" }[view.phase] || "";
  },

  scoreOf(view, seat) {
    const s = view.seats[seat];
    return s ? plural(s.score, "point") : null;
  },

  describeEvents(events, c) {
    const out = [];
    // (each event's seat, if it has one)
    for (const e of /** @type {(Skyline.Event & {seat?: number})[]} */ (events)) {
      const n = e.seat != null ? c.name(e.seat) : "";
      switch (e.type) {
        case "took":
          out.push(
            e.district ? `${n} took the Abandoned District (${countsText(e.dice)}).` : `${n} took ${countsText(e.dice)} from the yard.`,
          );
          break;
        case "rolled":
          out.push(`Rolled: ${e.faces.map((f) => faceText(f)).join(", ")}.`);
          break;
        case "built":
          out.push(`${n} built ${e.faces.map((f) => faceText(f)).join(", ")}.`);
          break;
        case "completed":
          out.push(`${n} finished a ${RISE[e.rise].name} of ${plural(e.height, "floor")}: ${plural(e.points, "point")}.`);
          break;
        case "demolished":
          out.push(
            `${n} demolished ${e.tile ? `a finished ${RISE[e.tile.rise].name}` : "a building under construction"} of ${plural(e.tile?.height ?? e.column.length, "floor")} with ${countsText(e.dice)}.${c.isHuman(e.seat) ? " Undo takes it back until the next roll." : ""}`,
          );
          break;
        case "abandoned":
          out.push(`${n} abandoned ${countsText(e.dice)}.`);
          break;
        case "stuck":
          out.push(`${n} could neither build nor demolish: the turn ends.`);
          break;
        case "turnEnded":
          out.push(`${n}'s turn ends${countsTotal(e.returned) ? ` (${countsText(e.returned)} back to the yard)` : ""}.`);
          break;
        case "restocked":
          out.push(`The Abandoned District is restocked (${countsText(e.dice)}).`);
          break;
        case "roundEnded":
          out.push(`Round ${e.round} is over.`);
          break;
        // (the game's end: the status line's main sentence says it, with the result)
        default:
          break;
      }
    }
    return out.join(" ");
  },

  describeMove(seat, a, c) {
    const n = c.name(seat);
    switch (a.type) {
      case "take":
        return `${n}: take ${countsText(a)}`;
      case "takeDistrict":
        return `${n}: take the Abandoned District`;
      case "build":
        return `${n}: build ${plural(a.placements.length, "die", "dice")} (${a.placements.map((p) => (p.column == null ? "new building" : `on building ${p.column + 1}`)).join(", ")})`;
      case "demolish":
        return `${n}: demolish ${a.tile != null ? `finished building ${a.tile + 1}` : `building ${a.column + 1}`} with ${plural(a.dice.length, "die", "dice")}`;
      case "abandon":
        return `${n}: abandon ${plural(a.dice.length, "die", "dice")}`;
      case "reroll":
        return `${n}: re-roll ${plural(a.dice.length, "die", "dice")}`;
      case "resign":
        return `${n}: resign (end the turn)`;
      default:
        return `${n}: ${/** @type {{type: string}} */ (a).type}`;
    }
  },

  logHeadings(hist) {
    const heads = {};
    let round = 0,
      last = Infinity;
    hist.forEach((e, i) => {
      const t = e?.action?.type;
      if (t === "take" || t === "takeDistrict") {
        if (e.seat <= last) heads[i] = `Round ${++round}`;
        last = e.seat;
      }
    });
    return heads;
  },

  summary() {
    return null;
  },

  // The end screen's explanations load when the game ends (not part of the first visit).
  finalDetails(view, result, c) {
    if (!view) return null;
    const box = h("div", { class: "sk-final", "aria-busy": "true" });
    // (should it fail to load, the totals above still stand)
    import("./skyline-final.js")
      .then(
        (m) => fill(box, m.finalNodes(view, result, c)),
        () => {},
      )
      .finally(() => box.removeAttribute("aria-busy"));
    return box;
  },

  // the rules and the how-to load only when asked for (they are not needed to play)
  rules(cfg) {
    return import("./skyline-help.js").then((m) => m.rulesHtml(cfg));
  },

  howto() {
    ensureCss();
    return import("./skyline-help.js").then((m) => m.howtoNode());
  },

  art(canvas) {
    import("./skyline-art.js").then(
      (m) => m.drawArt(canvas),
      () => {},
    );
  },

  mount(root, host) {
    ensureCss();
    return mountView(root, host);
  },
};
