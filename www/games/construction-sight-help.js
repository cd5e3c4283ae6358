// Construction Sight's rules in our own words and its illustrated how-to, loaded on
// demand by www/games/construction-sight.js (not needed to play, so not part of the
// first visit).
import { autoCanvas, h, sheet, t } from "../dom.js";
import { COLS, content, gradeName, HEIGHT, HINK, PLAZA, PLAZA_INK } from "./construction-sight.js";

/** The empty-cell penalty's numbers, from the engine: {free, cost}. */
const penalty = () => ({ free: content()?.freeEmpty, cost: content()?.emptyCost });

/** The city's measures, from the engine: {n} columns and rows, {cells}, {benches} (one at each
 * end of every row and column), {last} (the last column's letter), {corner} (the bottom-right cell). */
function measures() {
  const n = content()?.size || 0;
  const last = COLS[n - 1] ?? "";
  return { n, cells: n * n, benches: content()?.lines?.length ?? 4 * n, last, corner: `${last}${n}` };
}

/** The pecking order from the engine, lowest rung first: "under 30 Flocked, 30 Wingin' it, …". */
function ladderWords() {
  const rungs = content()?.ladder || [];
  return rungs.map((r, i) => `${r.from == null ? t("under {n}", { n: rungs[i + 1]?.from }) : r.from} ${gradeName(r.level)}`).join(", ");
}

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./construction-sight-help.css", import.meta.url).href);

/** The sheet's marks explained, for the "How to read the sheet" box under the sheet. */
export function legendList() {
  return h(
    "ul",
    null,
    h(
      "li",
      null,
      h("span", { class: "csi-key sure", "aria-hidden": "true" }, "3"),
      ` ${t("circled: that goal is guaranteed, nothing drawn later can spoil it.")}`,
    ),
    h(
      "li",
      null,
      h("span", { class: "csi-key gone", "aria-hidden": "true" }, "3"),
      ` ${t("crossed out: that goal can no longer be met.")}`,
    ),
    h(
      "li",
      null,
      h("span", { class: "csi-key", "aria-hidden": "true" }, "3"),
      ` ${t("plain: still open. The small number beside it is how many structures that bench sees now (green when the goal is met right now).")}`,
    ),
    h(
      "li",
      null,
      t(
        "Buildings carry their height; plazas are green with a 0. Hollow doors wait to be filled by a plaza, solid doors are filled (1 point each).",
      ),
    ),
    h("li", null, t("Point at or focus a cell to read the goals of its row and column; point at a park bench to light up its sightline.")),
    h(
      "li",
      null,
      t(
        "Column letters A to {last} and row numbers 1 to {n} round the city name its cells, as the messages do: C5 is column C, row 5.",
        measures(),
      ),
    ),
  );
}

export function rulesHtml(config) {
  const which =
    config?.sheet === "blank"
      ? t("This table plays with the <strong>blank sheet</strong>: the players write the goals first (see below).")
      : t("This table plays with the <strong>printed sheet</strong>, its goals given; the blank sheet is an option on the setup screen.");
  return `
<h2>${t("Construction Sight: how to play")}</h2>
<p>${t("Each player has a sheet with a city of {n} × {n} empty cells, surrounded by a park. {sheet} Every row and every column has a park bench at each end, {benches} in all, and each bench has a goal from 1 to 6: how many structures its visitor wants to see when looking straight down that row or column into the city.", { sheet: which, ...measures() })}</p>
<h3>${t("What a bench sees")}</h3>
<p>${t("Look from the bench along its line, nearest cell first. Empty cells are ignored. Each structure on the line counts once. It is seen unless a structure nearer to the bench is as tall or taller. A plaza has height 0, so it is seen only when it is the first structure on the line. A goal is met when exactly that many structures are seen.")}</p>
<h3>${t("Each roll")}</h3>
<p>${t("Three dice are rolled once for everybody; each player decides on that roll alone, at the same time, and does one of three things:")}</p>
<ul>
<li>${t("<strong>Draw a building.</strong> The three dice are the width, the depth and the height, in any order you like. The rectangle must cover empty cells only. If width and depth are both 3 or more, the building gets doors: one, two or three for a width of 4, 5 or 6, and the same again for its depth. You put each door on a different cell of the building's outline; doors start hollow (unfilled).")}</li>
<li>${t("<strong>Draw a plaza.</strong> Use two or all three dice, one of them a highest die. Part of them (at least one die) adds up to the plaza's area: that many empty cells joined side to side. The rest, if any, add up to the number of hollow doors the plaza fills: each must sit next to one of its cells. A plaza may touch more hollow doors than it fills; those stay hollow.")}</li>
<li>${t("<strong>Stop for good.</strong> Your sheet is scored as it stands and you take no more turns.")}</li>
</ul>
<p>${t("You may not skip a roll. When nothing the roll allows fits anywhere on your sheet, your city is finished. The game ends when every city is finished.")}</p>
<h3>${t("Score")}</h3>
<ul>
<li>${t("the goal numbers of every bench whose goal is met,")}</li>
<li>${t("plus one point per filled door,")}</li>
<li>${t("minus {cost} points for every empty cell beyond the first {free}.", penalty())}</li>
</ul>
<p>${t("Alone, compare your total with the pecking order: {ladder} Together, the highest total wins; equal totals share the win.", { ladder: ladderWords() })}</p>
<h3>${t("The blank sheet")}</h3>
<p>${t("With the blank sheet the benches are filled first, one side at a time, clockwise from the top. For each side three dice are rolled: each player writes one, two or three of them into empty benches of that side. Three more dice are rolled, and each player fills every bench still empty on that side with one of those three numbers. Nobody sees the others' new goals until the side is finished.")}</p>
<h3>${t("On this page")}</h3>
<ul>
<li>${t("Choose the building's width, depth and height from the sizes listed beside the dice; <kbd>R</kbd> or “Turn” swaps width and depth. Move the outline with the mouse, by dragging a finger, with the arrow buttons or with the arrow keys; the line under the sheet says whether it fits, and if not, why. With the keys, the building's top-left corner follows the cursor over every cell. Click, press <kbd>Enter</kbd>, or tap the outline a second time to build. For doors, pick cells on the dashed outline (click, tap, or <kbd>Space</kbd>), or let “Place doors for me” choose them, beside empty cells first so that a plaza can still fill them; then press Build or <kbd>Enter</kbd>. <kbd>Esc</kbd> goes back to moving the building.")}</li>
<li>${t("Keys on the sheet: arrows move, <kbd>Enter</kbd> places, <kbd>R</kbd> turns, <kbd>1</kbd>–<kbd>9</kbd> pick a size from the list, <kbd>B</kbd> building, <kbd>P</kbd> plaza.")}</li>
<li>${t("For a plaza, choose its size, then paint its cells (click or drag; <kbd>Space</kbd> with the keyboard), select the hollow doors it should fill, and press Draw plaza. “Suggest a shape” asks the engine for one example.")}</li>
<li>${t("Benches are marked for you: a <strong>circle</strong> means the goal is guaranteed, a <strong>cross</strong> means it can no longer be met. The marks are always right but may come late: an unmarked goal can already be settled. The small number beside each goal is what that bench sees now.")}</li>
<li>${t("Every sheet is public: the other players' sheets are shown beside yours, one at a time.")}</li>
<li>${t("With several people on one device, the device is passed for each player's decision, because goals written on a blank sheet stay private until their side is complete.")}</li>
</ul>
<h3>${t("Playing with a screen reader or the keyboard")}</h3>
<ul>
<li>${t("The city is a grid of {cells} cells, named by column letter and row number (A1 at the top left, {corner} at the bottom right). Tab reaches the one cell the cursor is on; the arrow keys move it, and every cell says what it holds as it takes the focus: empty, a building and its height, a door, a plaza.", measures())}</li>
<li>${t("Choosing a building: its top-left corner sits on the cursor, which reaches every cell. Where the building does not fit (it would run off the sheet or cover a drawn cell), the cell says so and the status line says why, once; it says so again when it fits. <kbd>Enter</kbd> places it, <kbd>R</kbd> turns it, <kbd>1</kbd>–<kbd>9</kbd> pick a size, “Nearest spot that fits” moves it to the closest place it fits.")}</li>
<li>${t("Doors: the cursor goes to the building's outline; <kbd>Space</kbd> picks or drops the door on the focused cell, and the status line counts them. “Place doors for me” lets the game choose, beside empty cells first, so that a plaza can still fill them. <kbd>Enter</kbd> builds, <kbd>Esc</kbd> goes back to moving it.")}</li>
<li>${t("A plaza: <kbd>P</kbd> (or the Plaza button), a size, then <kbd>Space</kbd> on each empty cell to add or remove it and on each hollow door it should fill; <kbd>Enter</kbd> draws it when the count is complete. “Suggest a shape” fills one in for you.")}</li>
<li>${t("After placing, “Next roll” (or <kbd>Enter</kbd> on the sheet) makes it and rolls; until then Undo takes it back. The status line is the one place that speaks: the roll and what it allows, another player's move, a refusal and why. The park goals are listed, bench by bench, after the sheet.")}</li>
</ul>
<h3>${t("Where the numbers come from")}</h3>
<p class="src">${t("Our copy of the printed (beginner) sheet is only partly legible. As printed: the first four goals of the top (2 5 3 3), right (3 5 6 2) and left (4 1 3 2) sides and columns B to E of the bottom (1 2 1 5). <strong>Reconstructed</strong> by repeating each side's legible pattern: the other goals (top 2 5 3 3 2 5 from column E on, right 3 5 6 2 3 5 from row 5, left 4 1 3 2 4 1 from row 5, bottom 1 in column A and 1 2 1 5 1 from column F).")}</p>
<p class="src">${t("Our readings, where the rulebook is brief: on the blank sheet a number from the second roll may be used more than once; a plaza may touch hollow doors without filling them; a player's city is finished when nothing the roll allows fits.")}</p>
<p class="muted small">${t("Construction Sight was designed by Karl Hanf. These rules are a summary in our own words.")}</p>`;
}

/** The illustrated how-to: one row side-on and the turn in five steps. */
export function howto() {
  const canvas = h("canvas", {
    class: "csi-howto-canvas",
    role: "img",
    "aria-label": t(
      "One row of the city seen side-on, with a bench at each end. From the left: a plaza, an empty cell, a building of height 2 (two cells wide), a 1, an empty cell, a 4 (two cells wide), a 3 and a 6.",
    ),
  });
  autoCanvas(canvas, (c, W, H) => drawRowPicture(c, W, H));
  return h(
    "div",
    { class: "csi-howto" },
    h("h2", null, t("Construction Sight in pictures")),
    h(
      "p",
      null,
      t(
        "Every row and column of your city has a bench at each end, with a goal: how many structures should be seen from there, looking straight along the line.",
      ),
    ),
    canvas,
    h(
      "ul",
      null,
      h("li", {
        html: t(
          "<strong>From the left bench, 4 are seen (✓): </strong>the plaza (it comes first), the 2, the 4 and the 6. The 1 hides behind the 2, the 3 behind the 4 (✗). Empty cells do not matter.",
        ),
      }),
      h("li", { html: t("<strong>From the right bench, only 1: </strong>the 6 is first and hides everything behind it.") }),
      h("li", null, t("A plaza has height 0: it counts only when it is the first structure on the line.")),
    ),
    h("h3", null, t("Your turn")),
    h(
      "ol",
      null,
      h(
        "li",
        null,
        t("Look at the three dice. Pick a building size beside them: which die is the width, which the depth, which the height."),
      ),
      h(
        "li",
        null,
        t("Move the dashed outline over your sheet. The line under the sheet says whether it fits, and why not if it does not."),
      ),
      h("li", null, t("Build. Big buildings (3 × 3 or more, with a side of 4 or more) get doors: put them on the outline.")),
      h("li", null, t("Or draw a plaza instead: paint its cells and pick the hollow doors it fills (a point each).")),
      h(
        "li",
        null,
        t(
          "Circled goals are safe; crossed-out goals are lost. Every empty cell beyond the first {free} costs {cost} points, so fill your city.",
          penalty(),
        ),
      ),
    ),
  );
}

/** The how-to picture: one row side-on, benches at both ends, what each bench sees. */
function drawRowPicture(c, W, H) {
  c.fillStyle = "#fbf6ea";
  c.fillRect(0, 0, W, H);
  /** @type {([number, string] | null)[]} each cell: [height, which structure], or null when empty */
  const row = [[0, "p"], null, [2, "a"], [2, "a"], [1, "b"], null, [4, "c"], [4, "c"], [3, "d"], [6, "e"]];
  const seenL = new Set(["p", "a", "c", "e"]); // as the caption explains: nothing nearer is as tall
  const pad = Math.max(44, W * 0.09),
    cw = (W - 2 * pad) / 10,
    ground = H - 26,
    unit = (ground - 40) / 6.5;
  c.fillStyle = "#e3efd3";
  c.fillRect(0, ground, pad, H - ground);
  c.fillRect(W - pad, ground, pad, H - ground);
  c.fillStyle = "#d9cbb3";
  c.fillRect(pad, ground, W - 2 * pad, H - ground);
  c.font = `600 ${Math.round(Math.min(12, cw * 0.3))}px system-ui, sans-serif`;
  c.textAlign = "center";
  c.textBaseline = "middle";
  row.forEach((cell, i) => {
    const x = pad + i * cw;
    c.fillStyle = "#8d7c66";
    c.fillText(COLS[i], x + cw / 2, ground + 13);
    if (!cell) return;
    const [ht, id] = cell,
      top = ground - Math.max(ht, 0.25) * unit;
    c.fillStyle = ht ? HEIGHT[ht - 1] : PLAZA;
    c.fillRect(x + 1, top, cw - 2, ground - top);
    c.strokeStyle = ht ? "#3b2a1c" : PLAZA_INK;
    c.lineWidth = 1.5;
    c.strokeRect(x + 1, top, cw - 2, ground - top);
    const first = row.findIndex((q) => q && q[1] === id) === i;
    if (!first) return;
    c.fillStyle = ht ? HINK[ht - 1] : PLAZA_INK;
    c.font = `800 ${Math.round(Math.min(18, cw * 0.45))}px system-ui, sans-serif`;
    c.fillText(String(ht), x + cw / 2, ht ? top + Math.min(14, unit * 0.5) : top - 10);
    // what the left bench sees: a tick; hidden: a cross
    const seen = seenL.has(id);
    c.font = `800 ${Math.round(Math.min(16, cw * 0.4))}px system-ui, sans-serif`;
    c.fillStyle = seen ? "#1d6b3a" : "#a33a2a";
    c.fillText(seen ? "✓" : "✗", x + cw / 2, top - (ht ? 12 : 26));
    c.font = `600 ${Math.round(Math.min(12, cw * 0.3))}px system-ui, sans-serif`;
  });
  // benches with their eyes and counts
  for (const [bx, n, goal] of [
    [pad / 2, 4, 4],
    [W - pad / 2, 1, 3],
  ]) {
    c.fillStyle = "#6b4a2b";
    c.fillRect(bx - pad * 0.3, ground - 10, pad * 0.6, 5);
    c.fillRect(bx - pad * 0.25, ground - 5, 3, 5);
    c.fillRect(bx + pad * 0.25 - 3, ground - 5, 3, 5);
    c.beginPath();
    c.arc(bx, ground - 32, 16, 0, 7);
    c.fillStyle = "#fffdf7";
    c.fill();
    c.lineWidth = 2.5;
    c.strokeStyle = n === goal ? "#1d6b3a" : "#8a9a80";
    c.stroke();
    c.fillStyle = "#1f2a1a";
    c.font = "800 15px system-ui, sans-serif";
    c.fillText(String(goal), bx, ground - 31);
    c.font = "600 11px system-ui, sans-serif";
    c.fillStyle = "#4a5a42";
    c.fillText(t("sees {n}", { n }), bx, ground - 60);
  }
}
