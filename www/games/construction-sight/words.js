// Construction Sight's words: cell and bench names ("C5", "top of column C"), what a cell
// or bench holds, a sheet in one sentence. Part of www/games/construction-sight.js.
import { num, plural } from "./dom.js";

export const SIDES = ["top", "right", "bottom", "left"];
export const SIDE_NAME = { top: "Top", right: "Right", bottom: "Bottom", left: "Left" };
export const COLS = "ABCDEFGHIJ";
export const cellName = (c) => `${COLS[c % 10]}${Math.floor(c / 10) + 1}`;
export const colOf = (c) => c % 10,
  rowOf = (c) => Math.floor(c / 10);
export const nice = (reason) =>
  String(reason || "")
    .replace(/column (\d+), row (\d+)/g, (_, c, r) =>
      Number(c) < 10 && Number(r) < 10 ? cellName(Number(r) * 10 + Number(c)) : `column ${c}, row ${r}`,
    )
    .replace(/cell (\d+)/g, (_, n) => `cell ${cellName(Number(n))}`)
    .replace(/door (\d+)/g, (_, n) => `door ${cellName(Number(n))}`)
    .replace(/door\(s\)/g, "doors");

/** The park space's name for people: "top of column C", "left of row 4". */
export function parkName(p) {
  const side = SIDES[Math.floor(p / 10)],
    i = p % 10;
  return side === "top" || side === "bottom" ? `${side} of column ${COLS[i]}` : `${side} end of row ${i + 1}`;
}

export function sheetSummary(sh, name) {
  if (!sh) return "";
  const s = sh.score;
  const met = sh.parks.filter((p) => p.met).length;
  const sure = sh.parks.filter((p) => p.mark === "guaranteed").length,
    gone = sh.parks.filter((p) => p.mark === "impossible").length;
  return `${name}'s sheet: ${plural(sh.structures.length, "structure")}, ${sh.emptyCells} empty cells, ${met} of 40 park goals met now (${sure} guaranteed, ${gone} impossible), ${plural(sh.filledDoors, "filled door")}, ${plural(sh.unfilledDoors, "unfilled door")}. ${sh.ended ? `Score ${num(s.total)}` : `Won so far ${num(s.goalsMet + s.filledDoors)}; ${num(s.total)} if stopped now`}.`;
}

export function cellWords(sh, cell) {
  const si = sh.cells[cell];
  if (si == null) return "empty";
  const st = sh.structures[si];
  const door = (st.doors || []).find((d) => d.cell === cell);
  return st.kind === "plaza"
    ? "plaza (height 0)"
    : `building, height ${st.height}${door ? `, ${door.filled ? "filled" : "unfilled"} door` : ""}`;
}

export function parkWords(pk, p) {
  if (pk.goal == null) return `${parkName(p)}: no goal yet`;
  const mark =
    pk.mark === "guaranteed"
      ? "guaranteed (circled)"
      : pk.mark === "impossible"
        ? "impossible (crossed out)"
        : pk.met
          ? "met for now"
          : "open";
  return `${parkName(p)}: goal ${pk.goal}, sees ${pk.visible}, ${mark}`;
}

/** The goals along a cell's row and column, for the info line. */
export function crossWords(sh, cell) {
  const r = rowOf(cell),
    col = colOf(cell);
  const g = (p) => {
    const pk = sh.parks[p];
    return pk.goal == null ? "–" : `${pk.goal} (sees ${pk.visible})`;
  };
  return `Row ${r + 1}: left ${g(30 + r)}, right ${g(10 + r)} · Column ${COLS[col]}: top ${g(col)}, bottom ${g(20 + col)}`;
}

export const whoList = (names) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0] || "");

/** How a building that fits is built: a deliberate second step (a tap inside it moves it). */
export const BUILD_HOW = "Build here, Enter or a second tap on that cell builds it; a tap inside or elsewhere moves it.";
/** A placed move not yet built: what is true now. */
export const PLACED = "Placed, not built yet: Next roll (Enter, or a tap on it) builds it; Undo takes it back.";
export const UNDO_PLACED = "Not built yet: Undo takes it back.";
/** The roll's two other notices, and what the screen's parts are called. */
export const NO_BUILDING = "No building of this roll fits anywhere: draw a plaza, or stop.";
export const nextName = (a) => `${NEXT} ▸, making the placed ${a?.type === "plaza" ? "plaza" : "building"}`;
export const NEXT = "Next roll"; // the step that reveals the next roll after a placement (host.act reveal)
/** A player's sheet tab in the large card, and in the card beside it. */
export const showTab = (name, beside) => `Show ${name}'s sheet${beside ? " beside" : ""}`;
/** What the cell under the cursor holds of the new building: its top-left corner, fitting or not. */
export const corner = (ok) => `; top-left corner of the new building, ${ok ? "fits" : "does not fit"}`;
export const fitsAt = (b, c) => `${b.width}×${b.depth} fits at ${cellName(c)}.`;
