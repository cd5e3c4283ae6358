// The buttons under the sheet while placing, drawn from what they are given: the doors of a
// building, where to build it, and the plaza being drawn. Part of www/games/construction-sight.js.
import { h, t } from "./dom.js";

/** Choosing the doors of building `b`, `chosen` of them picked so far. */
export function doorsBar(b, chosen, place, anyDoors, moveIt) {
  return [
    h(
      "button",
      {
        type: "button",
        class: "btn primary",
        "data-act": "build",
        "data-k": "build",
        "aria-disabled": String(chosen !== b.doors),
        onclick: place,
      },
      t("Build with {n, plural, one {# door} other {# doors}}", { n: b.doors }),
    ),
    h("button", { type: "button", class: "btn", "data-k": "anydoors", onclick: anyDoors }, t("Place doors for me")),
    h(
      "button",
      {
        type: "button",
        class: "btn",
        "data-k": "moveit",
        onclick: moveIt,
      },
      t("Move it"),
    ),
  ];
}

/** Placing building `b`: build it (if it fits here, `ok`), the nearest spot, turn, move. */
export function placeBar(b, ok, place, snap, rotate, move) {
  return [
    h(
      "button",
      { type: "button", class: "btn primary", "data-act": "place", "data-k": "place", "aria-disabled": String(!ok), onclick: place },
      b.doors ? t("Place, then doors") : t("Build here"),
    ),
    ok
      ? null
      : h("button", { type: "button", class: "btn", "data-act": "snap", "data-k": "snap", onclick: snap }, t("Nearest spot that fits")),
    h("button", { type: "button", class: "btn", "aria-keyshortcuts": "R", "data-k": "turn", onclick: rotate }, t("↻ Turn (R)")),
    h(
      "span",
      { class: "csi-nudge", role: "group", "aria-label": t("Move the building") },
      [
        ["←", -1, 0, "left", t("Move left")],
        ["↑", 0, -1, "up", t("Move up")],
        ["↓", 0, 1, "down", t("Move down")],
        ["→", 1, 0, "right", t("Move right")],
      ].map(([arrow, dx, dy, w, say]) =>
        h("button", { type: "button", class: "btn csi-arrow", "aria-label": say, "data-k": `mv-${w}`, onclick: () => move(dx, dy) }, arrow),
      ),
    ),
  ];
}

/** Drawing plaza `p` (null until a size is chosen): draw it when `ready`, suggest, clear. */
export function plazaBar(p, ready, empty, drawPlaza, plazaExample, clear) {
  return [
    h(
      "button",
      {
        type: "button",
        class: "btn primary",
        "data-act": "plaza",
        "data-k": "plaza",
        "aria-disabled": String(!ready),
        onclick: drawPlaza,
      },
      t("Draw plaza"),
    ),
    h(
      "button",
      { type: "button", class: "btn", "data-act": "example", "data-k": "example", disabled: !p, onclick: plazaExample },
      t("Suggest a shape"),
    ),
    h(
      "button",
      {
        type: "button",
        class: "btn",
        "data-k": "clear",
        disabled: empty,
        onclick: clear,
      },
      t("Clear"),
    ),
  ];
}
