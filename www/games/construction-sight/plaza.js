// Drawing a plaza: a cell picked joins it or leaves it, a door picked is filled by it or not.
// Part of www/games/construction-sight.js.
import { t } from "./dom.js";
import { cellName } from "./words.js";

/** Pick `cell` for plaza option `p` ({area, doors}) on sheet `sh`: a free cell joins `cells` or
 * leaves them (`force` true or false: join or leave, as a drag paints), an unfilled door (a
 * press, not a drag) joins `doors` or leaves them. Both sets change in place. Returns why
 * nothing changed, or "" . */
export function pickPlazaCell(p, sh, cell, force, cells, doors) {
  const si = sh.cells[cell];
  if (si != null) {
    const door = (sh.structures[si].doors || []).find((d) => d.cell === cell);
    if (door && !door.filled && force == null) {
      if (doors.has(cell)) doors.delete(cell);
      else if (doors.size < p.doors) doors.add(cell);
      else {
        return p.doors
          ? t("This plaza fills exactly {n, plural, one {# door} other {# doors}}.", { n: p.doors })
          : t("This plaza fills no doors.");
      }
    } else if (force == null) {
      return t("{cell} is already drawn on.", { cell: cellName(cell) });
    }
  } else {
    const add = force ?? !cells.has(cell);
    if (add && !cells.has(cell)) {
      if (cells.size >= p.area) {
        return t("The plaza already has its {n} cells: take one off first.", { n: p.area });
      }
      cells.add(cell);
    } else if (!add) cells.delete(cell);
  }
  return "";
}
