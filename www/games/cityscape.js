// Cityscape view module: the module's hooks (words for the shell) and its mount. It draws
// the city top-down and as skylines from each side and collects goals and placements; the
// parts, one concern each, are in cityscape/: words.js (names, goals, the engine's rule
// facts), board.js and skyline.js (drawing), view.js (the game's area and its input). Every
// rule and score comes from the engine (the view, legalActions, its `rules` answer, apply
// errors, round records); this file only draws and asks.
import { fill, h, sheet, t } from "./cityscape/dom.js";
import { mountView } from "./cityscape/view.js";
import { RULES_Q, rulesFact, SIDE_NAME } from "./cityscape/words.js";

/** Cityscape's style sheet, fetched with this module (not part of the shell's). */
const ensureCss = () => sheet(new URL("./cityscape.css", import.meta.url).href);
ensureCss();

export { describeLines, drawSkyline } from "./cityscape/skyline.js";
export { resultChip, rulesFact } from "./cityscape/words.js";
// for the help module (round pictures), which imports them from here, not from the parts
export { SIDE_NAME };

/** A node filled in once the help module (with the round pictures) has loaded: round
 * summaries are needed only at a round's end, not to start playing. */
function later(fillIt) {
  const box = h("div", { class: "cs-later" });
  import("./cityscape-help.js").then((m) => fill(box, fillIt(m)));
  return box;
}

// ---------- the module ----------
/** @type {ViewModule<Cityscape.Types>} */
export default {
  // (a getter: worded when the chooser shows it, in the language of that moment)
  get blurb() {
    return t("Stack 25 blocks on a shared 4×4 city. Each player secretly aims for a skyline, as seen from their own side.");
  },

  options(start) {
    const p = start.players,
      rules = start.fact(RULES_Q),
      table = rules.tables.find((t) => t.players === p),
      def = table.rounds;
    const label = (n) =>
      n === def
        ? def === p
          ? t("{n} (one per player, standard)", { n })
          : t("{n} (standard)", { n })
        : n === table.quickRounds
          ? t("{n} (quick)", { n })
          : `${n}`;
    // the engine says how many rounds a game may have
    const max = rules.maxRounds;
    const choices = Array.from({ length: max }, (_, i) => i + 1).map((n) => ({ value: n, label: label(n) }));
    return [
      { key: "rounds", label: t("Rounds"), value: def, choices },
      {
        key: "firstBuilder",
        label: t("Builds first (the youngest)"),
        value: table.firstBuilder,
        choices: Array.from({ length: p }, (_, i) => ({ value: i, label: t("Player {n}", { n: i + 1 }) })),
      },
      {
        key: "takeBack",
        label: t("Taking back a block"),
        value: String(table.takeBack),
        choices: [
          { value: "true", label: t("Allowed (until the next move)") },
          { value: "false", label: t("Not allowed") },
        ],
      },
    ];
  },

  /** The one-click game: the quick game, where the engine's table has one (two players). */
  quick(start, players) {
    const n = start.fact(RULES_Q).tables.find((tb) => tb.players === players)?.quickRounds;
    return n
      ? { options: { rounds: n }, note: t("{n, plural, one {# round (the quick game)} other {# rounds (the quick game)}}", { n }) }
      : null;
  },

  seatNote(start, seat) {
    const sides = start.fact(RULES_Q).tables.find((t) => t.players === start.players).seatSides[seat] || [];
    const names = sides.map((x) => t(SIDE_NAME[x]));
    return sides.length > 1 ? t("{sides} sides", { sides: names.join(" + ") }) : t("sits {side}", { side: names[0] });
  },

  progress(view) {
    return view.phase === "over"
      ? t("{n, plural, one {# round played} other {# rounds played}}", { n: view.rounds })
      : t("Round {r} of {n}", { r: view.round, n: view.rounds });
  },

  status(view, c) {
    if (view.phase === "over") return t("Game over.");
    const left = view.supply.reduce((a, b) => a + b, 0);
    if (view.phase === "goals") {
      const name = c.viewer != null ? c.name(c.viewer) : "";
      if (c.viewer != null && view.toAct.includes(c.viewer)) return t("{name}, choose your secret goals.", { name });
      const names = view.toAct.map(c.name);
      const who = names.length > 1 ? t("{list} and {last}", { list: names.slice(0, -1).join(", "), last: names.at(-1) }) : names[0];
      if (c.viewer != null && view.goalsSet[c.viewer] && c.isHuman(c.viewer))
        return t("Your goals are locked in, {name}. Waiting for {who}; you may change yours until then.", { name, who });
      return t("Waiting for {who} to choose goals.", { who });
    }
    const b = view.toAct[0];
    // the round's last block, placed: nothing is left to pick until the round is scored
    const a = { name: c.name(b), button: c.placed, n: left };
    if (b === c.viewer && c.placed) return t("{name}, the round is ready to score: press “{button}”, or Undo to take your block back.", a);
    return b === c.viewer
      ? t("Your turn, {name}: pick a block height, then a lot. {n, plural, one {# block} other {# blocks}} left.", a)
      : t("{name}'s turn to build. {n, plural, one {# block} other {# blocks}} left.", a);
  },

  changeText() {
    return t("change my goals");
  },

  // Why the engine will not take `action` back: say what happened (the shell asks only then).
  undoRefusal(seat, action, _view, c) {
    const a = { name: c.name(seat) };
    if (action.type === "goals") return t("{name}'s goals are final: every player has locked theirs in.", a);
    if (c.config?.takeBack === false) return t("{name}'s block stands: this table plays without taking blocks back.", a);
    return t("{name}'s block stands: it ended the round, which was scored and revealed every goal.", a);
  },

  handoverText(view, _seat) {
    return view.phase === "goals"
      ? t("Next: secret goals. Everyone else, please look away.")
      : t("Their secret goals will be on screen while they build.");
  },

  seatStatus(view, seat) {
    if (view.phase === "goals") return view.goalsSet[seat] ? t("goals set ✓") : t("choosing goals");
    if (view.phase === "building" && view.toAct[0] === seat) return t("building");
    return "";
  },

  scoreOf(view, seat) {
    return t("{n} pts", { n: view.totals[seat] });
  },

  describeEvents(events, c) {
    const out = [];
    const names = events.some((e) => e.type === "placed") ? rulesFact().lotNames : null;
    for (const e of events) {
      const a = e.type === "placed" ? { name: c.name(e.seat), h: e.height, lot: names[e.lot], b: e.building } : null;
      if (e.type === "placed")
        out.push(e.building !== e.height ? t("{name} put a {h} on {lot} (now {b} tall).", a) : t("{name} put a {h} on {lot}.", a));
      else if (e.type === "goalsSet") out.push(t("{name} has chosen goals.", { name: c.name(e.seat) }));
      else if (e.type === "roundScored")
        out.push(
          t("Round {r} scored: {scores}.", {
            r: e.record.round,
            scores: e.totals
              .map((all, i) =>
                t("{name} {n, plural, one {# point} other {# points}} ({all} in all)", { name: c.name(i), n: e.record.scores[i], all }),
              )
              .join(", "),
          }),
        );
    }
    return out.join(" ");
  },

  describeMove(seat, action, c) {
    const name = c.name(seat);
    if (action.type === "place") return t("{name}: {h} on {lot}", { name, h: action.height, lot: rulesFact().lotNames[action.lot] });
    if (c.reveal && c.view) {
      const sides = c.view.seatSides[seat] || [];
      const n = rulesFact().n;
      const goals = sides.map((sd, i) => `${t(SIDE_NAME[sd])} ${action.codes.slice(i * n, i * n + n).join("·")}`).join(", ");
      return t("{name}: goals {goals}", { name, goals });
    }
    return t("{name} chose goals", { name });
  },

  logHeadings(hist) {
    const heads = {};
    let r = 0;
    const type = (e) => e?.action?.type;
    hist.forEach((e, i) => {
      if (type(e) === "goals" && (i === 0 || type(hist[i - 1]) !== "goals")) heads[i] = t("Round {n}", { n: ++r });
    });
    return heads;
  },

  summary(events, view, c) {
    const ev = events.find((e) => e.type === "roundScored");
    return ev
      ? later((m) => m.roundNode(ev.record, ev.totals, c, t("Round {r} of {n}: scores", { r: ev.record.round, n: view.rounds })))
      : null;
  },

  finalDetails(view, _result, c) {
    return later((m) => m.finalNode(view, c));
  },

  /** The rules; `cfg` (the config in force or being set up) fills in this table's options. */
  rules(cfg, start) {
    // the help text and pictures load only when asked for (they are not needed to play)
    return import("./cityscape-help.js").then((m) => m.rulesHtml(cfg, start));
  },

  howto() {
    ensureCss();
    return import("./cityscape-help.js").then((m) => m.howtoNode());
  },

  art(canvas) {
    import("./cityscape-art.js").then(
      (m) => m.drawArt(canvas),
      () => {},
    );
  },

  mount(root, host) {
    ensureCss();
    return mountView(root, host);
  },
};
