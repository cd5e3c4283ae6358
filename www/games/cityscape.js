// Cityscape view module: the module's hooks (words for the shell) and its mount. It draws
// the city top-down and as skylines from each side and collects goals and placements; the
// parts, one concern each, are in cityscape/: words.js (names, goals, the engine's rule
// facts), board.js and skyline.js (drawing), view.js (the game's area and its input). Every
// rule and score comes from the engine (the view, legalActions, its `rules` answer, apply
// errors, round records); this file only draws and asks.
import { fill, h, plural, sheet } from "./cityscape/dom.js";
import { mountView } from "./cityscape/view.js";
import { loadRules, lotName, SIDE_NAME } from "./cityscape/words.js";

/** Cityscape's style sheet, fetched with this module (not part of the shell's). */
/** @type {Cityscape.Query} the engine's board and goal tables (a fact of the game) */
const RULES_Q = { type: "rules" };
const ensureCss = () => sheet(new URL("./cityscape.css", import.meta.url).href);
ensureCss();

export { describeLines, drawSkyline } from "./cityscape/skyline.js";
export { resultChip } from "./cityscape/words.js";
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
  blurb: "Stack 25 blocks on a shared 4×4 city. Each player secretly aims for a skyline, as seen from their own side.",

  options(start) {
    const p = start.players,
      rules = start.fact(RULES_Q),
      table = rules.tables.find((t) => t.players === p),
      def = table.rounds;
    const note = (n) => (n === def ? (p === 2 ? " (standard)" : " (one per player, standard)") : p === 2 && n === 2 ? " (quick)" : "");
    // the engine says how many rounds a game may have
    const max = rules.maxRounds;
    const choices = Array.from({ length: max }, (_, i) => i + 1).map((n) => ({ value: n, label: `${n}${note(n)}` }));
    return [
      { key: "rounds", label: "Rounds", value: def, choices },
      {
        key: "firstBuilder",
        label: "Builds first (the youngest)",
        value: table.firstBuilder,
        choices: Array.from({ length: p }, (_, i) => ({ value: i, label: `Player ${i + 1}` })),
      },
      {
        key: "takeBack",
        label: "Taking back a block",
        value: String(table.takeBack),
        choices: [
          { value: "true", label: "Allowed (until the next move)" },
          { value: "false", label: "Not allowed" },
        ],
      },
    ];
  },

  /** The one-click game: two players play the quick game of two rounds. */
  quick(_start, players) {
    return players === 2 ? { options: { rounds: 2 }, note: "2 rounds (the quick game)" } : null;
  },

  seatNote(start, seat) {
    const sides = start.fact(RULES_Q).tables.find((t) => t.players === start.players).seatSides[seat] || [];
    return sides.length > 1 ? `${sides.map((x) => SIDE_NAME[x]).join(" + ")} sides` : `sits ${SIDE_NAME[sides[0]]}`;
  },

  progress(view) {
    return view.phase === "over" ? `${plural(view.rounds, "round")} played` : `Round ${view.round} of ${view.rounds}`;
  },

  status(view, c) {
    if (view.phase === "over") return "Game over.";
    const left = view.supply.reduce((a, b) => a + b, 0);
    if (view.phase === "goals") {
      if (c.viewer != null && view.toAct.includes(c.viewer)) return `${c.name(c.viewer)}, choose your secret goals.`;
      const names = view.toAct.map(c.name);
      const who = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
      if (c.viewer != null && view.goalsSet[c.viewer] && c.isHuman(c.viewer))
        return `Your goals are locked in, ${c.name(c.viewer)}. Waiting for ${who}; you may change yours until then.`;
      return `Waiting for ${who} to choose goals.`;
    }
    const b = view.toAct[0];
    // the round's last block, placed: nothing is left to pick until the round is scored
    if (b === c.viewer && c.placed)
      return `${c.name(b)}, the round is ready to score: press “${c.placed}”, or Undo to take your block back.`;
    const n = plural(left, "block");
    return b === c.viewer
      ? `Your turn, ${c.name(b)}: pick a block height, then a lot. ${n} left.`
      : `${c.name(b)}'s turn to build. ${n} left.`;
  },

  changeText() {
    return "change my goals";
  },

  // Why the engine will not take `action` back: say what happened (the shell asks only then).
  undoRefusal(seat, action, _view, c) {
    if (action.type === "goals") return `${c.name(seat)}'s goals are final: every player has locked theirs in.`;
    if (c.config?.takeBack === false) return `${c.name(seat)}'s block stands: this table plays without taking blocks back.`;
    return `${c.name(seat)}'s block stands: it ended the round, which was scored and revealed every goal.`;
  },

  handoverText(view, _seat) {
    return view.phase === "goals"
      ? "Next: secret goals. Everyone else, please look away."
      : "Their secret goals will be on screen while they build.";
  },

  seatStatus(view, seat) {
    if (view.phase === "goals") return view.goalsSet[seat] ? "goals set ✓" : "choosing goals";
    if (view.phase === "building" && view.toAct[0] === seat) return "building";
    return "";
  },

  scoreOf(view, seat) {
    return `${view.totals[seat]} pts`;
  },

  describeEvents(events, c) {
    const out = [];
    for (const e of events) {
      if (e.type === "placed")
        out.push(`${c.name(e.seat)} put a ${e.height} on ${lotName(e.lot)}${e.building !== e.height ? ` (now ${e.building} tall)` : ""}.`);
      else if (e.type === "goalsSet") out.push(`${c.name(e.seat)} has chosen goals.`);
      else if (e.type === "roundScored")
        out.push(
          `Round ${e.record.round} scored: ${e.totals.map((t, i) => `${c.name(i)} ${plural(e.record.scores[i], "point")} (${t} in all)`).join(", ")}.`,
        );
    }
    return out.join(" ");
  },

  describeMove(seat, action, c) {
    if (action.type === "place") return `${c.name(seat)}: ${action.height} on ${lotName(action.lot)}`;
    if (c.reveal && c.view) {
      const sides = c.view.seatSides[seat] || [];
      return `${c.name(seat)}: goals ${sides.map((sd, i) => `${SIDE_NAME[sd]} ${action.codes.slice(i * 4, i * 4 + 4).join("·")}`).join(", ")}`;
    }
    return `${c.name(seat)} chose goals`;
  },

  logHeadings(hist) {
    const heads = {};
    let r = 0;
    const type = (e) => e?.action?.type;
    hist.forEach((e, i) => {
      if (type(e) === "goals" && (i === 0 || type(hist[i - 1]) !== "goals")) heads[i] = `Round ${++r}`;
    });
    return heads;
  },

  summary(events, view, c) {
    const ev = events.find((e) => e.type === "roundScored");
    return ev ? later((m) => m.roundNode(ev.record, ev.totals, c, `Round ${ev.record.round} of ${view.rounds}: scores`)) : null;
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
    loadRules(host.query?.({ type: "rules" }));
    return mountView(root, host);
  },
};
