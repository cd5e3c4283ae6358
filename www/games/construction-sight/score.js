// A sheet's score: during play what is already won (goals met now, filled doors) apart from
// the empty-cell penalty, which only counts "if you stopped now"; once the sheet is finished,
// the final sum. Part of www/games/construction-sight.js.
import { content } from "./content.js";
import { h, num, signed, t } from "./dom.js";

/** Goals met now plus filled doors: the points the sheet holds before the penalty. */
export const secured = (s) => s.goalsMet + s.filledDoors;

export function breakdown(sh, compact = false) {
  const s = sh.score;
  const a = { met: sh.parks.filter((p) => p.met).length, all: sh.parks.length, free: content()?.freeEmpty, n: s.emptyCells };
  const done = !!sh.ended;
  const row = (cls, dt, part, value) => h("div", { class: cls }, h("dt", null, dt), h("dd", { "data-part": part }, value));
  return h(
    "dl",
    { class: `csi-score${compact ? " compact" : ""}${done ? "" : " live"}` },
    row("", done ? t("Goals met ({met} of {all})", a) : t("Goals met now ({met} of {all})", a), "goals", signed(s.goalsMet)),
    row("", t("Filled doors"), "doors", signed(s.filledDoors)),
    done ? null : row("total", t("Won so far"), "secured", num(secured(s))),
    row(
      s.penalty < 0 ? "neg" : "",
      done ? t("Empty cells beyond {free} ({n} empty)", a) : t("If you stopped now: empty cells beyond {free} ({n} empty)", a),
      "penalty",
      signed(s.penalty),
    ),
    row(
      `${done ? "total" : "ifstop"}${s.total < 0 ? " neg" : ""}`,
      done ? t("Total") : t("Total if you stopped now"),
      "total",
      num(s.total),
    ),
  );
}
