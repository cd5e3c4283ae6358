// The card of the sheet shown large: its title, the tabs to choose whose sheet it is, the board,
// the line and the buttons under it, the score, the key to the marks and, for screen readers,
// the park goals. Part of www/games/construction-sight.js.
import { fill, h, t } from "./dom.js";
import { breakdown } from "./score.js";
import { parkWords, sheetSummary, showTab } from "./words.js";

/** The card around `board`, `infoEl` and `actBar`: [card, draw(view, seat shown, the viewer's
 * seat, its sheet)]. A tab calls `pick(seat)` (a spectator's choice of sheet). */
export function sheetCard(canvas, board, infoEl, actBar, host, pick) {
  const mainTitle = h("h2", { class: "csi-title" });
  const mainTabs = h("div", { class: "csi-tabs", role: "group", "aria-label": t("Whose sheet to show") });
  const mainScore = h("div", { class: "csi-scorebox" });
  const parkList = h("ul", { class: "sr", "aria-label": t("Park goals") });
  const legend = legendNode();
  const mainCard = h(
    "section",
    { class: "csi-sheetcard card" },
    h("header", { class: "csi-head" }, mainTitle, mainTabs),
    board,
    infoEl,
    actBar,
    mainScore,
    legend,
    parkList,
  );

  return [
    mainCard,
    (v, ms, seat, sh) => {
      fill(
        mainTitle,
        h("span", { class: `seat-dot mini seat-c${ms}`, "aria-hidden": "true" }, String(ms + 1)),
        seat != null ? t("Your sheet, {name}", { name: host.name(ms) }) : t("{name}'s sheet", { name: host.name(ms) }),
      );
      mainCard.className = `csi-sheetcard card seat-c${ms}`;
      if (seat == null && v.sheets.length > 1) {
        mainTabs.hidden = false;
        fill(
          mainTabs,
          v.sheets.map((s) =>
            h(
              "button",
              {
                type: "button",
                class: "csi-tab",
                "data-k": `mt${s.seat}`,
                "aria-pressed": String(s.seat === ms),
                "aria-label": showTab(host.name(s.seat)),
                onclick: () => pick(s.seat),
              },
              host.name(s.seat),
            ),
          ),
        );
      } else {
        mainTabs.hidden = true;
        fill(mainTabs);
      }
      canvas.setAttribute("aria-label", sheetSummary(sh, host.name(ms)));
      fill(mainScore, breakdown(sh));
      fill(
        parkList,
        sh.parks.map((pk, p) => h("li", null, parkWords(pk, p))),
      );
    },
  ];
}

/** The key to the sheet's marks: its words come with the help module, the first time it is opened. */
export function legendNode() {
  const legend = h(
    "details",
    {
      class: "csi-legend",
      ontoggle: () => {
        if (legend.open && legend.childElementCount < 2)
          import("../construction-sight-help.js").then(
            (m) => legend.append(m.legendList()),
            () => {},
          );
      },
    },
    h("summary", null, t("How to read the sheet")),
  );
  return legend;
}
