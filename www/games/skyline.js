// Skyline view module (the push-your-luck dice game by David Short). Draws the dice, the
// Construction Yard and Abandoned District, the round track and every player's skyline, and
// collects takes, builds, demolitions, abandons, re-rolls and resignations. Every rule, score
// and chance comes from the engine (view, legalActions, check, query); this file only draws
// and asks. Its parts, in www/games/skyline/, are inlined into it at build time.
import { buildingSpec, content } from "./skyline/content.js";
import { fill, h, mark, sheet, t } from "./skyline/dom.js";
import { buildingNode, columnLabel, dieFace, levelsNode, scenarioNode, skylineCard, tileLabel } from "./skyline/pieces.js";
import { mountView } from "./skyline/view.js";
import {
  cityWords,
  countsText,
  countsTotal,
  FACE,
  faceText,
  KIND,
  kindOfFace,
  levelName,
  RISE,
  rollText,
  sayText,
} from "./skyline/words.js";

// ---------- stylesheet (once) ----------
const ensureCss = () => sheet(new URL("./skyline.css", import.meta.url).href);

// for the modules loaded on demand (rules and how-to, the end screen)
export {
  buildingNode,
  buildingSpec,
  cityWords,
  columnLabel,
  content,
  dieFace,
  FACE,
  faceText,
  KIND,
  kindOfFace,
  levelName,
  levelsNode,
  RISE,
  sayText,
  scenarioNode,
  skylineCard,
  tileLabel,
};

// ---------- the module ----------
/** @type {ViewModule<Skyline.Types>} */
export default {
  get blurb() {
    return t("Take three dice, roll, and stack floors into Low, Mid and High-Rise buildings: push your luck for taller towers.");
  },
  // the table's own dice: each face drawn as the die it is (with the help module)
  outcomeParts: () => import("./skyline-help.js").then((m) => m.outcomePart),

  options(start) {
    if (start.players !== 1) return [];
    const sc = content()?.scenarios || [];
    return [
      {
        key: "scenario",
        label: t("Solo scenario"),
        value: "",
        choices: [
          { value: "", label: t("None: play for the levels") },
          ...sc.map((s) => ({ value: s.id, label: t("{city}: {goal}", cityWords(s.id)) })),
        ],
      },
    ];
  },

  progress(view) {
    const a = { n: view.round, total: view.rounds };
    return view.phase === "over"
      ? t("Game over after round {n}", a)
      : view.lastRound
        ? t("Round {n} of {total} (last)", a)
        : t("Round {n} of {total}", a);
  },

  status(view, c) {
    if (view.phase === "over") return t("Game over.");
    const who = view.turn;
    const me = who === c.viewer && c.isHuman(who);
    const a = { name: c.name(who), n: view.active.length, size: view.takeSize };
    const many = view.players > 1;
    if (!me) {
      if (view.phase === "take") return t("{name}'s turn: taking dice.", a);
      return a.n ? t("{name}'s turn: {n, plural, one {# die} other {# dice}} in play.", a) : t("{name}'s turn: rolling.", a);
    }
    if (view.phase === "take")
      return countsTotal(view.district) && many
        ? t("Your turn, {name}: take {size} dice from the Construction Yard or the whole Abandoned District.", a)
        : t("Your turn, {name}: take {size} dice from the Construction Yard.", a);
    if (view.phase === "resolve")
      // a roll of which nothing can be built forces a demolition (or, with others, an abandon): said once, as it comes
      return view.active.some((d) => d.fits)
        ? many
          ? t("Your roll, {name}: resolve at least one die (build it, abandon it or demolish with it).", a)
          : t("Your roll, {name}: resolve at least one die (build it or demolish with it).", a)
        : many
          ? t("Your roll, {name}: nothing can be built, so abandon dice or demolish a building with one.", a)
          : t("Your roll, {name}: nothing can be built, so demolish a building with one.", a);
    if (view.phase === "continue")
      return t("{name}: re-roll some of your {n, plural, one {# remaining die} other {# remaining dice}}, or resign to end your turn.", a);
    return t("{name}: rolling…", a);
  },

  // Why the engine will not take `action` back: its dice were rolled, or the turn is over.
  undoRefusal(seat, a, _v, c) {
    const name = c.name(seat);
    return a.type === "resign"
      ? t("{name}'s turn is over: it stands.", { name })
      : t("{name}'s dice were rolled, and a roll is never taken back.", { name });
  },

  seatStatus(view, seat) {
    if (view.phase === "over" || view.turn !== seat) return "";
    return t(
      { take: mark("taking dice"), roll: mark("rolling"), resolve: mark("resolving dice"), continue: mark("re-roll or resign") }[
        view.phase
      ] || "",
    );
  },

  scoreOf(view, seat) {
    const s = view.seats[seat];
    return s ? t("{n, plural, one {# point} other {# points}}", { n: s.score }) : null;
  },

  // the engine sends codes (refusals, score lines, levels, a scenario's verdict) and faces
  words: sayText,
  describeChance: (o) => rollText(o.faces),

  describeEvents(events, c) {
    const out = [];
    // (each event's seat, if it has one)
    for (const e of /** @type {(Skyline.Event & {seat?: number})[]} */ (events)) {
      const name = e.seat != null ? c.name(e.seat) : "";
      const dice = "dice" in e ? countsText(e.dice) : "";
      switch (e.type) {
        case "took":
          out.push(
            e.district
              ? t("{name} took the Abandoned District ({dice}).", { name, dice })
              : t("{name} took {dice} from the yard.", { name, dice }),
          );
          break;
        case "rolled":
          out.push(t("Rolled: {faces}.", { faces: e.faces.map((f) => faceText(f)).join(", ") }));
          break;
        case "built":
          out.push(t("{name} built {faces}.", { name, faces: e.faces.map((f) => faceText(f)).join(", ") }));
          break;
        case "completed":
          out.push(
            t(
              "{name} finished building {b}, a {rise} of {floors, plural, one {# floor} other {# floors}}: {n, plural, one {# point} other {# points}}.",
              {
                name,
                b: e.building,
                rise: t(RISE[e.rise].name),
                floors: e.height,
                n: e.points,
              },
            ),
          );
          break;
        case "demolished": {
          const floors = e.tile?.height ?? e.column.length;
          out.push(
            (e.tile
              ? t("{name} demolished a finished {rise} of {floors, plural, one {# floor} other {# floors}} with {dice}.", {
                  name,
                  rise: t(RISE[e.tile.rise].name),
                  floors,
                  dice,
                })
              : t("{name} demolished a building under construction of {floors, plural, one {# floor} other {# floors}} with {dice}.", {
                  name,
                  floors,
                  dice,
                })) + (c.isHuman(e.seat) ? ` ${t("Undo takes it back until the next roll.")}` : ""),
          );
          break;
        }
        case "abandoned":
          out.push(t("{name} abandoned {dice}.", { name, dice }));
          break;
        case "stuck":
          out.push(t("{name} could neither build nor demolish: the turn ends.", { name }));
          break;
        case "turnEnded":
          out.push(
            countsTotal(e.returned)
              ? t("{name}'s turn ends ({dice} back to the yard).", { name, dice: countsText(e.returned) })
              : t("{name}'s turn ends.", { name }),
          );
          break;
        case "restocked":
          out.push(t("The Abandoned District is restocked ({dice}).", { dice }));
          break;
        case "roundEnded":
          out.push(t("Round {n} is over.", { n: e.round }));
          break;
        // (the game's end: the status line's main sentence says it, with the result)
        default:
          break;
      }
    }
    return out.join(" ");
  },

  describeMove(seat, a, c) {
    const name = c.name(seat);
    const n = /** @type {{dice?: number[]}} */ (a).dice?.length;
    switch (a.type) {
      case "take":
        return t("{name}: take {dice}", { name, dice: countsText(a) });
      case "takeDistrict":
        return t("{name}: take the Abandoned District", { name });
      case "build":
        return t("{name}: build {n, plural, one {# die} other {# dice}} ({where})", {
          name,
          n: a.placements.length,
          // (a save from before the numbers names a building by its place)
          where: a.placements
            .map((p) =>
              p.building != null
                ? t("on building {n}", { n: p.building })
                : p.column != null
                  ? t("on the building in place {n}", { n: p.column + 1 })
                  : t("new building"),
            )
            .join(", "),
        });
      case "demolish":
        return a.building != null
          ? t("{name}: demolish building {b} with {n, plural, one {# die} other {# dice}}", { name, b: a.building, n })
          : a.tile != null
            ? t("{name}: demolish the finished building in place {b} with {n, plural, one {# die} other {# dice}}", {
                name,
                b: a.tile + 1,
                n,
              })
            : t("{name}: demolish the building in place {b} with {n, plural, one {# die} other {# dice}}", { name, b: a.column + 1, n });
      case "abandon":
        return t("{name}: abandon {n, plural, one {# die} other {# dice}}", { name, n });
      case "reroll":
        return t("{name}: re-roll {n, plural, one {# die} other {# dice}}", { name, n });
      case "resign":
        return t("{name}: resign (end the turn)", { name });
      default:
        return `${name}: ${/** @type {{type: string}} */ (a).type}`;
    }
  },

  logHeadings(hist) {
    const heads = {};
    let round = 0,
      last = Infinity;
    hist.forEach((e, i) => {
      const ty = e?.action?.type;
      if (ty === "take" || ty === "takeDistrict") {
        if (e.seat <= last) heads[i] = t("Round {n}", { n: ++round });
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
