// Writing goals on a blank sheet's side during setup: the form, and drawing it, come with their
// own module (www/games/construction-sight-goals.js), loaded when the first side begins; the
// goals chosen and not yet written (drafts) are kept here, through a reload. Part of
// www/games/construction-sight.js.
import { fill, h, t } from "./dom.js";

/** The goal form in `setupEl`. `redraw` paints the sheet again (a draft changed), `repaint` draws
 * everything again, `setupTurn()` says whether the viewer writes goals now. */
export function goalsPanel(setupEl, host, check, redraw, repaint, setupTurn) {
  let goalsModule = null;
  // the drafts (park → goal) of the form drawn for `key`; `saved`: {key, "12": 3, ...} from setUi
  const g = { drafts: {}, key: "", saved: null };
  return {
    drafts: () => g.drafts,
    /** The form for view `v`, the viewer at `seat`, `sheet()` their sheet. */
    draw(v, seat, sheet) {
      if (goalsModule) goalsModule.drawGoals(g, setupEl, { v, seat, sheet, host, check, redraw });
      else
        import("../construction-sight-goals.js").then(
          (m) => {
            goalsModule = m;
            const lost = !document.activeElement || document.activeElement === document.body;
            repaint();
            if (lost && setupTurn()) setupEl.querySelector("select")?.focus({ preventScroll: true });
          },
          () => fill(setupEl, h("p", { class: "err" }, t("The goal form could not be loaded: reload the page."))),
        );
    },
    clear() {
      fill(setupEl);
      g.key = "";
    },
    // the drafts flat ({key, "12": 3, ...}) as the shell keeps settings; always present, so the
    // shell knows the setting on a reload
    getUi: () => ({ key: g.key, ...(g.key ? g.drafts : {}) }),
    setUi(d) {
      if (d && typeof d.key === "string" && d.key) {
        g.saved = d;
        g.key = ""; // draw the form again with them
      }
    },
  };
}
