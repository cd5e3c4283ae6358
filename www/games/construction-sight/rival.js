// The other players' sheets beside one's own: the card, filled by www/games/construction-sight-rival.js
// once a game shows more than one sheet (a solo game never loads it). Part of
// www/games/construction-sight.js.
import { h } from "./dom.js";

/** Another player's sheet: [card, draw(view, seat shown large), painter]. `picked()` draws the
 * table again (a tab, the module come in); `secret()` says whether the goals are still hidden. */
export function rivalPanel(host, picked, secret) {
  const card = h("section", { class: "csi-rival card", hidden: true });
  let panel = null,
    asked = false;
  return [
    card,
    (v, ms) => {
      if (panel) panel[1](v, ms);
      else if (v.sheets.length > 1 && !asked) {
        asked = true;
        import("../construction-sight-rival.js").then(
          (m) => {
            if (!card.isConnected) return;
            panel = m.rivalPanel(host, picked, secret);
            card.replaceWith(panel[0]);
            picked();
          },
          () => {},
        );
      }
    },
    { redraw: () => panel?.[2].redraw(), stop: () => panel?.[2].stop() },
  ];
}
