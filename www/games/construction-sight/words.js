// Construction Sight's words: cell and bench names ("C5", "top of column C"), what a cell
// or bench holds, a sheet in one sentence. Part of www/games/construction-sight.js.
import { citySize } from "./content.js";
import { mark, t } from "./dom.js";

export const SIDES = ["top", "right", "bottom", "left"];
export const SIDE_NAME = { top: mark("Top"), right: mark("Right"), bottom: mark("Bottom"), left: mark("Left") };
/** A side's name inside a sentence: "top" (the languages' own word, lower case). */
export const sideWord = (s) => t(SIDE_NAME[s]).toLowerCase();
/** Column letters, as many as the engine's city has columns. */
export const COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const colOf = (c) => c % citySize(),
  rowOf = (c) => Math.floor(c / citySize()),
  cellOf = (col, row) => row * citySize() + col;
export const cellName = (c) => `${COLS[colOf(c)]}${rowOf(c) + 1}`;
export const nice = (reason) =>
  String(reason || "")
    .replace(/column (\d+), row (\d+)/g, (_, c, r) =>
      Number(c) < citySize() && Number(r) < citySize() ? cellName(cellOf(Number(c), Number(r))) : `column ${c}, row ${r}`,
    )
    .replace(/cell (\d+)/g, (_, n) => `cell ${cellName(Number(n))}`)
    .replace(/door (\d+)/g, (_, n) => `door ${cellName(Number(n))}`)
    .replace(/door\(s\)/g, "doors");

/** The park space's name for people: "top of column C", "left of row 4". */
export function parkName(p) {
  const side = SIDES[Math.floor(p / citySize())],
    i = p % citySize();
  const a = { side: sideWord(side), col: COLS[i], row: i + 1 };
  return side === "top" || side === "bottom" ? t("{side} of column {col}", a) : t("{side} end of row {row}", a);
}

export function sheetSummary(sh, name) {
  if (!sh) return "";
  const s = sh.score;
  const met = sh.parks.filter((p) => p.met).length;
  const sure = sh.parks.filter((p) => p.mark === "guaranteed").length,
    gone = sh.parks.filter((p) => p.mark === "impossible").length;
  const a = {
    name,
    n: sh.structures.length,
    empty: sh.emptyCells,
    met,
    all: sh.parks.length,
    sure,
    gone,
    filled: sh.filledDoors,
    open: sh.unfilledDoors,
    won: s.goalsMet + s.filledDoors,
    total: s.total,
  };
  return `${t(
    "{name}'s sheet: {n, plural, one {# structure} other {# structures}}, {empty, plural, other {# empty cells}}, {met} of {all} park goals met now ({sure} guaranteed, {gone} impossible), {filled, plural, one {# filled door} other {# filled doors}}, {open, plural, one {# unfilled door} other {# unfilled doors}}.",
    a,
  )} ${sh.ended ? t("Score {total}.", a) : t("Won so far {won}; {total} if stopped now.", a)}`;
}

export function cellWords(sh, cell) {
  const si = sh.cells[cell];
  if (si == null) return t("empty");
  const st = sh.structures[si];
  const door = (st.doors || []).find((d) => d.cell === cell),
    a = { n: st.height };
  return st.kind === "plaza"
    ? t("plaza (height 0)")
    : door
      ? door.filled
        ? t("building, height {n}, filled door", a)
        : t("building, height {n}, unfilled door", a)
      : t("building, height {n}", a);
}

export function parkWords(pk, p) {
  const park = parkName(p);
  if (pk.goal == null) return t("{park}: no goal yet", { park });
  return t("{park}: goal {goal}, sees {n}, {state}", {
    park,
    goal: pk.goal,
    n: pk.visible,
    state:
      pk.mark === "guaranteed"
        ? t("guaranteed (circled)")
        : pk.mark === "impossible"
          ? t("impossible (crossed out)")
          : pk.met
            ? t("met for now")
            : t("open"),
  });
}

/** The goals along a cell's row and column, for the info line. */
export function crossWords(sh, cell) {
  const r = rowOf(cell),
    col = colOf(cell),
    n = citySize();
  const g = (p) => {
    const pk = sh.parks[p];
    return pk.goal == null ? "–" : t("{goal} (sees {n})", { goal: pk.goal, n: pk.visible });
  };
  return t("Row {row}: left {left}, right {right} · Column {col}: top {top}, bottom {bottom}", {
    row: r + 1,
    left: g(3 * n + r),
    right: g(n + r),
    col: COLS[col],
    top: g(col),
    bottom: g(2 * n + col),
  });
}

export const whoList = (names) =>
  names.length > 1 ? t("{list} and {last}", { list: names.slice(0, -1).join(", "), last: names.at(-1) }) : names[0] || "";

/** How a building that fits is built: a deliberate second step (a tap inside it moves it). */
export const BUILD_HOW = mark("Build here, Enter or a second tap on that cell builds it; a tap inside or elsewhere moves it.");
/** A placed move not yet built: what is true now. */
export const PLACED = mark("Placed, not built yet: Next roll (Enter, or a tap on it) builds it; Undo takes it back.");
export const UNDO_PLACED = mark("Not built yet: Undo takes it back.");
/** The roll's two other notices, and what the screen's parts are called. */
export const NO_BUILDING = mark("No building of this roll fits anywhere: draw a plaza, or stop.");
export const nextName = (a) =>
  a?.type === "plaza" ? t("Next roll ▸, making the placed plaza") : t("Next roll ▸, making the placed building");
export const NEXT = mark("Next roll"); // the step that reveals the next roll after a placement (host.act reveal)
/** A player's sheet tab in the large card, and in the card beside it. */
export const showTab = (name, beside) => (beside ? t("Show {name}'s sheet beside", { name }) : t("Show {name}'s sheet", { name }));
/** What the cell under the cursor holds of the new building: its top-left corner, fitting or not. */
export const corner = (ok) =>
  ok ? t("; top-left corner of the new building, fits") : t("; top-left corner of the new building, does not fit");
export const fitsAt = (b, c) => t("{w}×{d} fits at {cell}.", { w: b.width, d: b.depth, cell: cellName(c) });
