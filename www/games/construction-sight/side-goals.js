// Writing goals on a blank sheet's side during setup: the form comes with its own module, loaded
// when the first side begins; the goals chosen and not yet written (drafts) are kept through a
// reload. Part of www/games/construction-sight.js.
import { fill, h } from "./dom.js";
import { nice } from "./words.js";

/** The goal form in `setupEl`. `redraw` paints the sheet again (a draft changed), `repaint` draws
 * everything again, `setupTurn()` says whether the viewer writes goals now. */
export function goalsPanel(setupEl, host, check, redraw, repaint, setupTurn) {
  let goalsModule = null;
  let drafts = {}; // park → goal
  let draftKey = "";
  let savedDrafts = null; // {key, goals} from setUi, until the form is drawn
  return {
    drafts: () => drafts,
    /** The form for view `v`, the viewer at `seat`, `sheet()` their sheet. */
    draw(v, seat, sheet) {
      const key = `${v.phase.side}|${v.phase.step}|${seat}|${v.roll}`;
      if (draftKey === key && setupEl.firstChild) return;
      if (!goalsModule) {
        import("../construction-sight-goals.js").then(
          (m) => {
            goalsModule = m;
            const lost = !document.activeElement || document.activeElement === document.body;
            repaint();
            if (lost && setupTurn()) setupEl.querySelector("select")?.focus({ preventScroll: true });
          },
          () => fill(setupEl, h("p", { class: "err" }, "The goal form could not be loaded: reload the page.")),
        );
        return;
      }
      // choices kept through a reload (getUi/setUi) belong to this very side, step and roll
      if (savedDrafts?.key === key) drafts = { ...savedDrafts.goals };
      else drafts = {};
      draftKey = key;
      savedDrafts = null;
      fill(
        setupEl,
        goalsModule.goalForm({
          view: v,
          seat: seat,
          parks: sheet().parks,
          drafts,
          changed: () => {
            redraw();
            host.uiChanged?.();
          },
          write(action, err) {
            const c = check(action);
            if (!c.ok) {
              err.textContent = `Not yet: ${nice(c.reason)}.`;
              return;
            }
            host.act(action, { confirmed: true });
          },
        }),
      );
    },
    clear() {
      fill(setupEl);
      draftKey = "";
    },
    // the drafts flat ({key, "12": 3, ...}) as the shell keeps settings; always present, so the
    // shell knows the setting on a reload
    getUi: () => ({ key: draftKey, ...(draftKey ? drafts : {}) }),
    setUi(d) {
      if (d && typeof d.key === "string" && d.key) {
        const goals = {};
        for (const [p, n] of Object.entries(d)) if (/^\d{1,2}$/.test(p) && Number.isInteger(n) && n >= 1 && n <= 6) goals[p] = n;
        savedDrafts = { key: d.key, goals };
        draftKey = ""; // draw the form again with them
      }
    },
  };
}
