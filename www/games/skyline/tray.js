// The tray's pieces drawn from nothing but what they are given: the steppers to choose the dice
// to take, the re-roll and resign buttons, a line of odds, the warning about a building that could
// never be finished or a finish that ends the game, the advice when nothing can be built, and a
// build action from a plan. Part of www/games/skyline.js.
import { buildingSpec, tilePoints } from "./content.js";
import { h, t } from "./dom.js";
import { dieFace } from "./pieces.js";
import { dec, KIND, KINDS, numberAt, pct, RISE } from "./words.js";

/** The engine's build action for a plan of placements ({die, column?}, by place among seat view
 * `s`'s buildings): the action names each building by its number. */
export const buildAction = (p, s) => ({
  type: "build",
  placements: p.map((x) => (x.column == null ? { die: x.die } : { die: x.die, building: numberAt(s, x.column) })),
});

/** A row of steppers per kind of die, to choose how many of each to take from the yard; each
 * row's buttons and count go in `parts[kind]`, so that a step changes them in place (focus stays). */
export function takeSteps(v, step, parts) {
  return KINDS.map((k) => {
    const btn = (d) =>
      h(
        "button",
        {
          type: "button",
          class: "btn small",
          "data-step": k + (d < 0 ? "-" : "+"),
          "aria-label": d < 0 ? t("One {kind} die fewer", { kind: t(KIND[k].name) }) : t("One {kind} die more", { kind: t(KIND[k].name) }),
          onclick: () => step(k, d),
        },
        d < 0 ? "−" : "+",
      );
    const p = (parts[k] = { minus: btn(-1), plus: btn(1), n: h("span", { "data-take": k }), sr: h("span", { class: "sr" }) });
    return h(
      "div",
      { class: "sk-step", role: "group", "aria-label": t("{kind} dice to take", { kind: t(KIND[k].name) }) },
      dieFace(k, null, "small"),
      h("span", { class: "sk-step-name" }, t(KIND[k].name), h("small", null, t(" {n} in yard", { n: v.yard[k] }))),
      p.minus,
      // a count, not a live region: a step is said once, by the status line
      h("span", { class: "sk-step-n" }, p.n, p.sr),
      p.plus,
    );
  });
}

/** A warning when the plan would leave a building stuck at its greatest height without its
 * top, or end the game early: the engine says which (its answer to a "plan" question:
 * `doomed` per building, `ends` when a six-floor building makes the round the last); the
 * page only words it. Nothing could go on a stuck building, so it would score 0. */
export function doomWarning(v, plan, a) {
  const me = v.seats[v.turn];
  const cols = me.columns;
  if (a?.ends)
    return a.ends === "game"
      ? t("Careful: this finishes a six-floor building, so the game ends when your turn does.")
      : t("Careful: this finishes a six-floor building, so this round is the last.");
  for (let c = 0; c < cols.length; c++) {
    if (!a?.doomed[c] || me.unfinishable?.[c] || !plan.some((p) => p.column === c)) continue;
    const spec = buildingSpec(cols[c].rise);
    return t(
      "Careful: building {n} would then be {max} floors, the most a {rise} may be, without its top. It could never be finished and would score 0.",
      { n: cols[c].id, max: spec?.maxHeight ?? t("the most"), rise: t(RISE[cols[c].rise].name) },
    );
  }
  return "";
}

/** When no die of the roll can be built: what must be done, every building that may go, and
 * the one the engine says costs least (`cheapest`) with the points it scores now. `pick`: the
 * player is still to select the die to give up. */
export function stuckText(v, pick) {
  const me = v.seats[v.turn];
  const names = [
    ...me.columns.map((c) =>
      t("building {n} ({rise}, {floors, plural, one {# floor} other {# floors}} under construction)", {
        n: c.id,
        rise: t(RISE[c.rise].name),
        floors: c.dice.length,
      }),
    ),
    ...me.tiles.map((x) =>
      t("finished building {n} ({rise}, {floors, plural, one {# floor} other {# floors}})", {
        n: x.id,
        rise: t(RISE[x.rise].name),
        floors: x.height,
      }),
    ),
  ];
  const none = t("None of these dice can be built.");
  if (!names.length) return none;
  const c = v.cheapest,
    n = me.columns.length,
    lose = c == null ? 0 : c < n ? me.columnPoints[c] : tilePoints(me.tiles[c - n].height);
  const list = names.length > 1 ? t("{list} or {last}", { list: names.slice(0, -1).join(", "), last: names.at(-1) }) : names[0];
  return `${none} ${
    v.players > 1
      ? t("Abandon some dice, or demolish one of your buildings with one of them: {list}.", { list })
      : t("You must demolish one of your buildings with one of them: {list}.", { list })
  } ${
    c != null
      ? `${t("Losing {building} costs least: {n, plural, =0 {no points} one {# point} other {# points}} now.", { building: names[c], n: lose || 0 })} `
      : ""
  }${pick ? t("Press “Demolish…”, select a die, then pick the building.") : t("Press “Demolish…”, then pick the building.")}`;
}

/** The hint and the buttons to re-roll the chosen dice (indexes, in order) or resign. */
export function continueControls(chosen, act) {
  return [
    h(
      "p",
      { class: "small sk-hint" },
      t("Select the dice to roll again (the others keep their faces), or resign: they go back to the yard."),
    ),
    h(
      "div",
      { class: "row sk-actions" },
      h(
        "button",
        {
          type: "button",
          class: "btn primary big",
          "data-act": "reroll",
          disabled: !chosen.length,
          onclick: () => act({ type: "reroll", dice: chosen }),
        },
        chosen.length ? t("Re-roll {n, plural, one {# die} other {# dice}}", { n: chosen.length }) : t("Re-roll"),
      ),
      h(
        "button",
        { type: "button", class: "btn big", "data-act": "resign", onclick: () => act({ type: "resign" }) },
        t("Resign: end my turn"),
      ),
    ),
  ];
}

/** The odds the engine gives for a roll, in words; `second` for a second line (the district). */
// (as markup: the numbers are set in bold inside the sentence; nothing in it is a player's)
export function oddsText(q, what, second = false) {
  const tag = (k, n) => `<strong data-odds${second ? "-district" : ""}="${k}">${n}</strong>`;
  return h("span", {
    html: `<strong>${second ? "" : t("Odds · ")}</strong>${t(
      "{what}: {p} that something can be built; the best build places {n} dice on average.",
      {
        what,
        p: tag("buildable", pct(q.buildable)),
        n: tag("best", dec(q.expectedBest)),
      },
    )}`,
  });
}
