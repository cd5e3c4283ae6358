// The other players' sheets beside one's own: a tab per player and a small picture of the sheet
// chosen, with its score. Loaded on demand by www/games/construction-sight.js once a game has
// more than one sheet (a solo game, the first visit's, never needs it).
import { autoCanvas, fill, h, t } from "../dom.js";
import { breakdown, drawSheet, sheetSummary, showTab } from "./construction-sight.js";

/** Another player's sheet: [card, draw(view, seat shown large), painter]. A tab calls `picked` to
 * draw the table again; `secret()` says whether the goals are still hidden (setup). */
export function rivalPanel(host, picked, secret) {
  let rivalSeat = null,
    rivalSheet = null;
  const rivalTabs = h("div", { class: "csi-tabs", role: "group", "aria-label": t("Which other player's sheet to show") });
  const rivalCanvas = h("canvas", { class: "csi-canvas", role: "img" });
  const rivalTitle = h("h2", { class: "csi-title" });
  const rivalScore = h("div", { class: "csi-scorebox" });
  const rivalCard = h(
    "section",
    { class: "csi-rival card" },
    h("header", { class: "csi-head" }, rivalTitle),
    rivalTabs,
    h("div", { class: "csi-board mini" }, rivalCanvas),
    rivalScore,
  );

  const rivalPaint = autoCanvas(
    rivalCanvas,
    (c, w, hh) => rivalSheet && drawSheet(c, w, hh, { sheet: rivalSheet, mini: w < 300, secret: secret() }),
  );
  return [
    rivalCard,
    (v, ms) => {
      const others = v.sheets.map((s) => s.seat).filter((s) => s !== ms);
      rivalCard.hidden = !others.length;
      if (!others.length) {
        rivalSheet = null;
        return;
      }
      if (!others.includes(rivalSeat)) rivalSeat = others[0];
      rivalSheet = v.sheets[rivalSeat];
      fill(
        rivalTitle,
        h("span", { class: `seat-dot mini seat-c${rivalSeat}`, "aria-hidden": "true" }, String(rivalSeat + 1)),
        t("{name}'s sheet", { name: host.name(rivalSeat) }),
        h("small", { class: "muted" }, rivalSheet.ended ? (rivalSheet.ended === "stopped" ? t(" · stopped") : t(" · finished")) : ""),
      );
      rivalCard.className = `csi-rival card seat-c${rivalSeat}`;
      rivalTabs.hidden = others.length < 2;
      fill(
        rivalTabs,
        others.length < 2
          ? []
          : others.map((s) =>
              h(
                "button",
                {
                  type: "button",
                  class: "csi-tab",
                  "data-k": `rt${s}`,
                  "aria-pressed": String(s === rivalSeat),
                  "aria-label": showTab(host.name(s), true),
                  onclick: () => {
                    rivalSeat = s;
                    picked();
                  },
                },
                host.name(s),
              ),
            ),
      );
      rivalCanvas.setAttribute("aria-label", sheetSummary(rivalSheet, host.name(rivalSeat)));
      fill(rivalScore, breakdown(rivalSheet, true));
    },
    rivalPaint,
  ];
}
