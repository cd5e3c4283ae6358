// The roll and the choices it offers, drawn from what they are given: the dice, the building
// sizes, the plaza sizes, and the question before stopping for good. Part of
// www/games/construction-sight.js.
import { h, num, plural } from "./dom.js";
import { dieSvg } from "./sheet.js";
import { NO_BUILDING } from "./words.js";

/** What to draw: [the group, its buttons by mode (build, plaza, stop)]. */
export function modeChoice(setMode) {
  const modeSeg = h("div", { class: "seg csi-modes", role: "group", "aria-label": "What to draw" });
  const modeBtns = {
    build: h("button", { type: "button", class: "segbtn", onclick: () => setMode("build") }, "Building"),
    plaza: h("button", { type: "button", class: "segbtn", onclick: () => setMode("plaza") }, "Plaza"),
    stop: h("button", { type: "button", class: "segbtn", onclick: () => setMode("stop") }, "Stop…"),
  };
  modeSeg.append(modeBtns.build, modeBtns.plaza, modeBtns.stop);
  return [modeSeg, modeBtns];
}

/** The roll's line: the dice (or "not rolled yet") and, for a player who cannot act, what is awaited. */
export function rollLine(v, st) {
  const roll = v.roll;
  return [
    // the heading of the panel (hidden on a phone, still read)
    h("h2", { class: "csi-roll-label" }, v.phase.type === "setup" ? "Goal dice" : `Roll ${v.turn}`),
    roll
      ? h(
          "span",
          { class: "csi-dice", role: "img", "aria-label": `Dice: ${roll.join(", ")}` },
          roll.map((d) => dieSvg(d, "big")),
        )
      : h("span", { class: "muted small" }, "not rolled yet"), // by the page or, with your own dice, by you
    !st.canAct && !st.review
      ? h(
          "span",
          { class: "csi-wait small muted" },
          st.seat != null && v.sheets[st.seat]?.ended
            ? "Your city is finished."
            : st.seat != null && v.sheets.length > 1
              ? "Waiting for the others…"
              : "",
        )
      : null,
  ];
}

const meta = (b) => `${b.doors ? `${plural(b.doors, "door")} · ` : ""}${b.spots ? plural(b.spots, "spot") : "no room"}`;

/** The building sizes of this roll, one button each, `optIdx` the chosen one. */
export function buildingChoices(o, optIdx, choose) {
  const any = o.buildings.some((b) => b.spots > 0);
  return [
    h(
      "p",
      { class: "csi-hint small" },
      any ? "Choose which die is the width, the depth and the height. R turns the building." : NO_BUILDING,
    ),
    h(
      "div",
      { class: "csi-optlist", role: "group", "aria-label": "Building size: width × depth, and height" },
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
            "aria-label": `Width ${b.width}, depth ${b.depth}, ${b.height} high, ${meta(b)}`,
            onclick: () => choose(i),
          },
          h("span", { class: "csi-wd" }, dieSvg(b.width), h("span", { class: "x" }), dieSvg(b.depth)),
          h("span", { class: "csi-h" }, dieSvg(b.height), h("span", { class: "lbl" }, "high"), " "),
          h("span", { class: "csi-meta" }, meta(b)),
        ),
      ),
    ),
  ];
}

/** A plaza size's words: its cells, its doors, the dice. */
const plazaWords = (q) => [
  `${q.area} cells`,
  q.doors ? `fill ${plural(q.doors, "door")}` : "no doors",
  `area ${q.areaDice.join("+")}${q.doorDice.length ? ` · doors ${q.doorDice.join("+")}` : ""}${q.fits ? "" : " · no room"}`,
];

/** The plaza sizes, those with room first (`order`), `plazaIdx` the chosen one, `p` its option,
 * and how many of its cells and doors are picked. */
export function plazaChoices(o, order, plazaIdx, p, plazaCells, plazaDoors, choose) {
  const none = o.plazas.filter((q) => !q.fits).length;
  return [
    h("p", { class: "csi-hint small" }, "Two or three dice, a highest among them: some give the area, the rest the doors it fills."),
    h(
      "div",
      { class: "csi-optlist", role: "group", "aria-label": "Plaza size" },
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
            h("span", { class: "csi-pz" }, h("strong", null, String(q.area)), h("small", null, " cells")),
            " ",
            h("span", { class: "csi-pzd" }, plazaWords(q)[1]),
            " ",
            h("span", { class: "csi-meta" }, plazaWords(q)[2]),
          ),
        ),
    ),
    // a phone lists only the sizes with room, so the sheet stays in view
    none ? h("p", { class: "csi-nofit small muted" }, `${plural(none, "other size")} ${none > 1 ? "have" : "has"} no room now.`) : null,
    p
      ? h(
          "p",
          { class: "csi-count" },
          h("span", { class: plazaCells.size === p.area ? "ok" : "" }, `Area ${plazaCells.size} of ${p.area}`),
          " · ",
          h("span", { class: plazaDoors.size === p.doors ? "ok" : "" }, `doors ${plazaDoors.size} of ${p.doors}`),
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
      h("p", null, `Stopping ends your game for good: your sheet is scored as it stands, ${num(total)} points now.`),
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
          "Yes, stop for good",
        ),
        h("button", { type: "button", class: "btn", "data-k": "stop-no", onclick: keepPlaying }, "Keep playing"),
      ),
    ),
  ];
}
