// A sheet's score in play. Part of www/games/construction-sight.js.
import { h, num, signed } from "../../dom.js";

export function breakdown(sh, compact = false) {
  const s = sh.score;
  const met = sh.parks.filter((p) => p.met).length;
  return h("dl", { class: "csi-score" + (compact ? " compact" : "") },
    h("div", null, h("dt", null, `Goals met (${met} of 40)`), h("dd", { "data-part": "goals" }, signed(s.goalsMet))),
    h("div", null, h("dt", null, "Filled doors"), h("dd", { "data-part": "doors" }, signed(s.filledDoors))),
    h("div", { class: s.penalty < 0 ? "neg" : "" }, h("dt", null, `Empty cells beyond 7 (${s.emptyCells} empty)`), h("dd", { "data-part": "penalty" }, signed(s.penalty))),
    h("div", { class: "total" + (s.total < 0 ? " neg" : "") }, h("dt", null, "Total"), h("dd", { "data-part": "total" }, num(s.total))));
}
