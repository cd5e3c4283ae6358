// The roll and the choices it offers, drawn from what they are given: the dice, the building
// sizes, the plaza sizes, and the question before stopping for good. Part of
// www/games/construction-sight.js.
import { h, t } from "./dom.js";
import { dieSvg } from "./sheet.js";
import { NO_BUILDING } from "./words.js";

/** What to draw: [the group, its buttons by mode (build, plaza, stop)]. */
export function modeChoice(setMode) {
  const modeSeg = h("div", { class: "seg csi-modes", role: "group", "aria-label": t("What to draw") });
  const modeBtns = {
    build: h("button", { type: "button", class: "segbtn", onclick: () => setMode("build") }, t("Building")),
    plaza: h("button", { type: "button", class: "segbtn", onclick: () => setMode("plaza") }, t("Plaza")),
    stop: h("button", { type: "button", class: "segbtn", onclick: () => setMode("stop") }, t("Stop…")),
  };
  modeSeg.append(modeBtns.build, modeBtns.plaza, modeBtns.stop);
  return [modeSeg, modeBtns];
}

/** The roll's line: the dice (or "not rolled yet") and, for a player who cannot act, what is awaited. */
export function rollLine(v, st) {
  const roll = v.roll;
  return [
    // the heading of the panel (hidden on a phone, still read)
    h("h2", { class: "csi-roll-label" }, v.phase.type === "setup" ? t("Goal dice") : t("Roll {n}", { n: v.turn })),
    roll
      ? h(
          "span",
          { class: "csi-dice", role: "img", "aria-label": t("Dice: {roll}", { roll: roll.join(", ") }) },
          roll.map((d) => dieSvg(d, "big")),
        )
      : h("span", { class: "muted small" }, t("not rolled yet")), // by the page or, with your own dice, by you
    !st.canAct && !st.review
      ? h(
          "span",
          { class: "csi-wait small muted" },
          st.seat != null && v.sheets[st.seat]?.ended
            ? t("Your city is finished.")
            : st.seat != null && v.sheets.length > 1
              ? t("Waiting for the others…")
              : "",
        )
      : null,
  ];
}

const meta = (b) =>
  `${b.doors ? `${t("{n, plural, one {# door} other {# doors}}", { n: b.doors })} · ` : ""}${b.spots ? t("{n, plural, one {# spot} other {# spots}}", { n: b.spots }) : t("no room")}`;

/** The building sizes of this roll, one button each, `optIdx` the chosen one. */
export function buildingChoices(o, optIdx, choose) {
  const any = o.buildings.some((b) => b.spots > 0);
  return [
    h(
      "p",
      { class: "csi-hint small" },
      any ? t("Choose which die is the width, the depth and the height. R turns the building.") : t(NO_BUILDING),
    ),
    h(
      "div",
      { class: "csi-optlist", role: "group", "aria-label": t("Building size: width × depth, and height") },
      o.buildings.map((b, i) =>
        h(
          "button",
          {
            type: "button",
            class: "csi-opt",
            "aria-pressed": String(i === optIdx),
            disabled: !b.spots,
            "data-build-opt": i,
            "data-k": `b${i}`,
            // the name holds the words shown, in their order (the dice are pictures)
            "aria-label": t("Width {w}, depth {d}, {h} high, {more}", { w: b.width, d: b.depth, h: b.height, more: meta(b) }),
            onclick: () => choose(i),
          },
          h("span", { class: "csi-wd" }, dieSvg(b.width), h("span", { class: "x" }), dieSvg(b.depth)),
          h("span", { class: "csi-h" }, dieSvg(b.height), h("span", { class: "lbl" }, t("high")), " "),
          h("span", { class: "csi-meta" }, meta(b)),
        ),
      ),
    ),
  ];
}

/** A plaza size's words: its cells, its doors, the dice. */
const plazaWords = (q) => [
  t("{n, plural, other {# cells}}", { n: q.area }),
  q.doors ? t("fill {n, plural, one {# door} other {# doors}}", { n: q.doors }) : t("no doors"),
  `${t("area {dice}", { dice: q.areaDice.join("+") })}${q.doorDice.length ? ` · ${t("doors {dice}", { dice: q.doorDice.join("+") })}` : ""}${q.fits ? "" : ` · ${t("no room")}`}`,
];

/** The plaza sizes, those with room first (`order`), `plazaIdx` the chosen one, `p` its option,
 * and how many of its cells and doors are picked. */
export function plazaChoices(o, order, plazaIdx, p, plazaCells, plazaDoors, choose) {
  const none = o.plazas.filter((q) => !q.fits).length;
  return [
    h("p", { class: "csi-hint small" }, t("Two or three dice, a highest among them: some give the area, the rest the doors it fills.")),
    h(
      "div",
      { class: "csi-optlist", role: "group", "aria-label": t("Plaza size") },
      order
        .map((i) => [o.plazas[i], i])
        .map(([q, i]) =>
          h(
            "button",
            {
              type: "button",
              class: "csi-opt plaza",
              "aria-pressed": String(i === plazaIdx),
              disabled: !q.fits,
              "data-plaza-opt": i,
              "data-k": `p${i}`,
              // the words shown, in their order
              "aria-label": plazaWords(q).join(", "),
              onclick: () => choose(i),
            },
            // the size in bold, its word small (set as markup: the one argument is a number)
            h("span", { class: "csi-pz", html: t("<strong>{n}</strong>{n, plural, other {<small> cells</small>}}", { n: q.area }) }),
            " ",
            h("span", { class: "csi-pzd" }, plazaWords(q)[1]),
            " ",
            h("span", { class: "csi-meta" }, plazaWords(q)[2]),
          ),
        ),
    ),
    // a phone lists only the sizes with room, so the sheet stays in view
    none
      ? h(
          "p",
          { class: "csi-nofit small muted" },
          t("{n, plural, one {# other size has no room now.} other {# other sizes have no room now.}}", { n: none }),
        )
      : null,
    p
      ? h(
          "p",
          { class: "csi-count" },
          h("span", { class: plazaCells.size === p.area ? "ok" : "" }, t("Area {got} of {n}", { got: plazaCells.size, n: p.area })),
          " · ",
          h("span", { class: plazaDoors.size === p.doors ? "ok" : "" }, t("doors {got} of {n}", { got: plazaDoors.size, n: p.doors })),
        )
      : null,
  ];
}

/** Stopping for good: the points the sheet keeps, and both answers. */
export function stopChoices(total, host, keepPlaying) {
  return [
    h(
      "div",
      { class: "csi-stop" },
      h("p", null, t("Stopping ends your game for good: your sheet is scored as it stands, {n} points now.", { n: total })),
      h(
        "div",
        { class: "row" },
        h(
          "button",
          {
            type: "button",
            class: "btn primary",
            "data-stop-confirm": "",
            "data-k": "stop-yes",
            onclick: () => {
              host.act({ type: "stop" }, { confirmed: true });
            },
          },
          t("Yes, stop for good"),
        ),
        h("button", { type: "button", class: "btn", "data-k": "stop-no", onclick: keepPlaying }, t("Keep playing")),
      ),
    ),
  ];
}
