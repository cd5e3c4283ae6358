// Cities: Skylines – The Board Game (co-operative city building) view module: the module's
// hooks (words for the shell: status, log, summaries) and its mount. The parts, one concern
// each, are in cities-coop/: words.js (content and names), describe.js (moves and events in
// words), map.js (drawing the city), view.js (the game's area, its input and the feed).
// Loaded on demand: scenario 5's arranging (cities-coop-arrange.js), the final screen's
// details (cities-coop-final.js) and the rules (cities-coop-help.js). Every rule comes from
// the engine.
import { describeEvents, describeMove } from "./cities-coop/describe.js";
import { fill, h, sheet, t } from "./cities-coop/dom.js";
import { mountView } from "./cities-coop/view.js";
import { CARDS, cardOf, LIMITS, STATUS, words } from "./cities-coop/words.js";

export { CARDS };

// ---------- stylesheet (once) ----------
const ensureCss = () => sheet(new URL("./cities-coop.css", import.meta.url).href);

// ---------- the module ----------
/** @type {ViewModule<CitiesCoop.Types>} */
export default {
  get blurb() {
    return t(
      "Build one city together: open board pieces, place zones and services, balance the administration board and raise the skyline.",
    );
  },

  // Starting money is a scenario 5 choice: offered only for it when the shell tells the
  // table's options so far (`chosen`); without them, labelled as scenario 5's. The pieces and
  // the money are the engine's (its `rules` fact).
  options(start, chosen) {
    const sc = chosen ? Number(chosen.scenario ?? 0) : null;
    const r = start.fact({ type: "rules" });
    const money = Object.fromEntries(r.difficulties);
    return [
      {
        key: "scenario",
        label: t("Scenario"),
        value: 0,
        choices: [
          { value: 0, label: t("Introductory game ({n} pieces)", { n: r.scenarios[0].pieces }) },
          { value: 1, label: t("1: unique buildings") },
          { value: 2, label: t("2: … and roles") },
          { value: 3, label: t("3: … and policies") },
          { value: 4, label: t("4: … and news") },
          { value: 5, label: t("5: four random pieces you arrange, everything in play") },
        ],
      },
      sc == null || sc === 5
        ? {
            key: "difficulty",
            label: sc === 5 ? t("Starting money") : t("Starting money (scenario 5 only)"),
            value: "beginner",
            choices: [
              { value: "beginner", label: t("Beginner: {n} money", { n: money.beginner }) },
              { value: "advanced", label: t("Advanced: {n} money", { n: money.advanced }) },
              { value: "expert", label: t("Expert: {n} money", { n: money.expert }) },
            ],
          }
        : null,
    ].filter(Boolean);
  },

  // a card drawn ("1-17": its id) or scenario 5's board pieces ("BDEF": their letters)
  describeChance(outcome) {
    const o = String(outcome);
    return /\d/.test(o) ? t("drew {card}", { card: cardOf(o).name }) : t("drew pieces {pieces}", { pieces: [...o].join(", ") });
  },

  progress(view) {
    const sky = view.position.admin.skyline;
    if (view.phase === "over") return t("City complete · skyline {sky}", { sky });
    if (view.phase === "arrange") return t("Arranging the board pieces · {n} to place", { n: view.toPlace.length });
    const n = view.pieces.length;
    return t("Milestone {m} of {n} · {open}/{n} pieces open · skyline {sky}", {
      m: Math.min(view.position.milestones + 1, n),
      n,
      open: view.pieces.filter((p) => p.revealed).length,
      sky,
    });
  },

  status(view, c) {
    if (view.phase === "over") return t("The city is finished.");
    const who = view.toAct[0];
    if (who == null) return t("A card is being drawn."); // the table draws its own
    const name = c.name(who);
    const s = STATUS[view.phase];
    return who === c.viewer && c.isHuman(who)
      ? t("Your turn, {name}: {todo}", { name, todo: s ? t(s[0], { exchange: view.exchangeCost, swap: LIMITS.swapCost }) : "…" })
      : t("{name}: {doing}.", { name, doing: s ? t(s[1]) : "…" });
  },

  // the seats' list: the status line's words for another's turn ("drawing a card")
  seatStatus(view, seat) {
    const s = STATUS[view.phase];
    return view.phase === "over" || view.toAct[0] !== seat || !s ? "" : t(s[1]);
  },

  // a team game: the shared skyline total is in the header and on the administration board
  scoreOf() {
    return null;
  },

  describeEvents,
  describeMove,
  words,

  logHeadings(hist) {
    const heads = {};
    let m = 0;
    hist.forEach((e, i) => {
      if (e?.action?.type === "choosePiece") heads[i] = t("Milestone {n}", { n: ++m });
    });
    return heads;
  },

  // A milestone's summary comes with the final screen's module (cities-coop-final.js): it is
  // shown between milestones, never in a first visit.
  summary(events, view, c) {
    const e = events.find((x) => x.type === "milestoneEnded");
    if (!e) return null;
    const box = h("div", { class: "cc-summary" });
    import("./cities-coop-final.js").then((m) => {
      fill(box, m.milestoneNodes(e, view, c));
      box.dataset.summary = "milestone"; // filled: what tests and people read
    });
    return box;
  },

  // The success table and each milestone's happiness: needed once, at the end (on demand).
  finalDetails(view, result, c) {
    if (!view) return null;
    const box = h("div", { class: "cc-later" });
    const ask = (q) => {
      try {
        return c.query(q);
      } catch {
        return null;
      }
    };
    import("./cities-coop-final.js").then((m) => fill(box, m.finalNode(view, result, ask)));
    return box;
  },

  rules(cfg, start) {
    return import("./cities-coop-help.js").then((m) => m.rulesHtml(cfg, start));
  },

  howto() {
    return import("./cities-coop-help.js").then((m) => m.howtoNode());
  },

  art(canvas) {
    import("./cities-coop-final.js").then((m) => m.drawArt(canvas));
  },

  mount(root, host) {
    ensureCss();
    return mountView(root, host);
  },
};
