// Cities: Skylines – The Board Game: the rules in our own words, loaded on demand by
// www/games/cities-coop.js (not needed to play, so not part of the first visit). The card
// numbers are not repeated here: each card on the page shows its rows as the engine has them.
// Also a short how-to in pictures (drawings only: the numbers in them are an example's).
import { autoCanvas, h, mark, t } from "../dom.js";

// each worded with its row of the engine's `rules` fact ({pieces}, {money})
const SCENARIO_WORDS = [
  mark("the introductory game: {pieces} board pieces, {money} starting money"),
  mark("scenario 1: {pieces} pieces, {money} starting money, unique buildings among the Stage II and III cards"),
  mark("scenario 2: as scenario 1, and every player holds a role"),
  mark("scenario 3: as scenario 2, and policies cards among the Stage II and III cards"),
  mark("scenario 4: as scenario 3, and news cards among the Stage II and III cards"),
  mark("scenario 5: {pieces} pieces drawn at random and arranged by you, everything in play"),
];
// scenario 5's starting money, by the config's code
const LEVEL = { beginner: mark("beginner"), advanced: mark("advanced"), expert: mark("expert") };

/** The rules; `cfg` (the config in force or being set up) names this table's scenario, and
 * `start.fact` gives the game's numbers (its `rules` fact). */
export function rulesHtml(cfg, start) {
  const r = start.fact({ type: "rules" });
  const money = Object.fromEntries(r.difficulties);
  const say = (sc) => t(SCENARIO_WORDS[sc], r.scenarios[sc]);
  const sc = Number(cfg?.scenario ?? 0);
  const scenario = SCENARIO_WORDS[sc] && say(sc);
  const level = cfg?.difficulty || "beginner";
  const now = !scenario
    ? ""
    : sc === 5
      ? `<p>${t("This table plays <strong>{scenario}</strong> ({level}).", { scenario, level: LEVEL[level] ? t(LEVEL[level]) : level })}</p>`
      : `<p>${t("This table plays <strong>{scenario}</strong>.", { scenario })}</p>`;
  return `<h3>${t("Cities: Skylines – The Board Game")}</h3>
<p>${t("<strong>Our own content.</strong> The rules follow the published co-operative game by Rustan Håkansson, but every card text and number, the tile shapes and the board pieces' grids in this version are our own design, made for this adaptation. They are not the printed game's cards or boards.")}</p>
${now}
<h4>${t("Goal")}</h4><p>${t("You all build one city together and share one result. The city is judged by its overall happiness (the skyline) at the end, after pollution, traffic and crime are taken off. {success} or more counts as a success.", r)}</p>
<h4>${t("Milestones")}</h4><p>${t("The city's board pieces start face down. Each milestone starts by opening one piece next to the city (the first one anywhere), paid from the shared treasury. A milestone may be ended on your turn once every district of the open city holds a tile; the last one needs every piece open and two tiles in every district, and ends the game.")}</p>
<h4>${t("Your turn")}</h4><p>${t("Do one thing: <em>play a card</em> (place its tile and apply its rows), <em>exchange a card</em> (pay {exchangeCost}, the card goes face up on the exchange pile), or <em>end the milestone</em>. After playing or exchanging, take a new card: from any stage pile, or any card on the exchange pile.", r)}</p>
<h4>${t("Cards and tiles")}</h4><p>${t("Zone cards (residential, commercial, industrial) build any zone tile of their kind still in the supply. Their first row always applies; the second row (reward) only when the condition on the card holds where you build. Services and utilities cost money and use the tile shown. Tiles may be turned and mirrored, must sit on open land, must not cross a street or water, and each district takes one utility at most. A card whose row would push a bar past its limit, or that you cannot pay, cannot be played.")}</p>
<h4>${t("Services")}</h4><p>${t("A Stage I service helps zones built right next to it (sharing an edge). Stage II and III services help their whole district.")}</p>
<h4>${t("End of a milestone")}</h4><p>${t("Each red step on power, water or garbage lowers happiness by one; then happiness is added to the skyline (the bar keeps its value, so early happiness counts again later); then every step of employment away from 0 costs {employmentStep} money. Then the next piece is opened and everyone may swap cards for {swapCost} money each.", r)}</p>
<h4>${t("Losing")}</h4><p>${t("The team loses if money runs short for a cost that must be paid, if happiness falls to {happinessLoss}, if the skyline reaches {skylineLoss}, or if the active player can do nothing.", r)}</p>
<h4>${t("The scenarios")}</h4><ul>${SCENARIO_WORDS.slice(1)
    .map((_, i) => `<li>${say(i + 1).replace(/^./, (c) => c.toUpperCase())}.</li>`)
    .join("")}</ul>
<p>${t("<strong>Unique buildings</strong> are one of a kind: each is paid for like a service and then helps the city, once or for the rest of the game. <strong>Roles</strong> are dealt as a choice of two; the one you keep gives you a lasting advantage, at a price: the commercial and industrial zones you build pay 1 money less (every zone you build, for the city planner, the treasurer and public relations). A <strong>policies</strong> card is played instead of building and has a one-time effect; it cannot be exchanged and is lost if still in hand when a milestone ends. A <strong>news</strong> card takes effect the moment it is drawn (its player draws again) and lasts until the next news or the end of the milestone.")}</p>
<h4>${t("Scenario 5: your own city layout")}</h4><p>${t("Chance picks {pieces} of the {boardPieces} board pieces. Before anything else you lay them out together, as you like, as long as each new piece shares an edge with one already placed and, wherever two pieces touch, land faces land and water faces water; an outer edge may show either. Turn the pieces as you need. Districts at the middle of a shared edge join into one once both pieces are open. If you would rather start at once, the random arrangement lays them out for you (always the same for the same seed; it prefers a compact 2 × 2 block). Choose your starting money to set the difficulty: beginner {beginner}, advanced {advanced}, expert {expert}.", { ...money, pieces: r.scenarios[5].pieces, boardPieces: r.boardPieces })}</p>
<h4>${t("On this page")}</h4><p>${t("Pick a card, then move the ghost tile with the pointer or the arrow keys; <kbd>R</kbd> turns it, <kbd>M</kbd> mirrors it, <kbd>S</kbd> changes a zone's shape, <kbd>N</kbd> jumps to the next legal spot, <kbd>Enter</kbd> builds, <kbd>Esc</kbd> cancels. When arranging pieces, the same keys move and turn the piece. The page shows why a spot is not allowed, as the game engine reports it.")}</p>
<h4>${t("Playing with a screen reader or the keyboard")}</h4>
<p>${t("The map is a grid with one cell per square, named like the moves: the row's letter, then the column's number (“C4”). Each cell says whether it is land or water, its district (D1, D2… in reading order), a face-down piece's letter, and the card built there or “empty”. Tab reaches the grid once; the arrow keys go from square to square.")}</p>
<p>${t("On your turn, Tab to a card in your hand: its buttons carry its name (“Place: Starter homes”, “Exchange (2 money): Starter homes”). Placing puts you on the map at the first spot the game allows. The square you stand on then also says the tile's squares from there and whether it may stand there, and why not. Move it with the arrows, turn it with <kbd>R</kbd>, mirror it with <kbd>M</kbd>, change a zone's shape with <kbd>S</kbd>, jump to the next allowed spot with <kbd>N</kbd> (<kbd>Shift</kbd>+<kbd>N</kbd> goes back), build with <kbd>Enter</kbd> or <kbd>Space</kbd>, and put the card back with <kbd>Esc</kbd>. The buttons under the map do the same.")}</p>
<p>${t("The status line at the top is the one place that speaks: what your partners did and where (“Ben built Police station on D4 E4 in district D2”), a refusal and its reason, a milestone's end. “What happened” below the map keeps the last moves to read again, and “The city in words” lists each district with what stands in it. The bars of the administration board read their value, their range and what they cost you. After a move your focus goes to the next thing to do, never to “End the milestone”.")}</p>`;
}

// ---------- how to, in pictures ----------
const INK = "#2b2a27";
const ZONE_INK = { R: "#5fae5b", C: "#4f86c6", I: "#d9a93a" };

/** Picture 1: a corner of the city, two districts, a residential tile built and one placed. */
function drawTiles(c, w, hh) {
  const s = Math.min(w / 12, hh / 5),
    ox = (w - 12 * s) / 2,
    oy = (hh - 5 * s) / 2;
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 12; x++) {
      c.fillStyle = x > 6 ? "#e9e4cf" : "#dfe8cc";
      c.fillRect(ox + x * s + 1, oy + y * s + 1, s - 2, s - 2);
    }
  // the street between the districts
  c.fillStyle = "#8a8378";
  c.fillRect(ox + 7 * s - 2, oy, 4, 5 * s);
  const tile = (cells, fill, dashed) => {
    for (const [x, y] of cells) {
      c.fillStyle = fill;
      c.fillRect(ox + x * s + 2, oy + y * s + 2, s - 4, s - 4);
      if (dashed) {
        c.setLineDash([5, 3]);
        c.strokeStyle = INK;
        c.lineWidth = 2;
        c.strokeRect(ox + x * s + 2, oy + y * s + 2, s - 4, s - 4);
        c.setLineDash([]);
      }
    }
  };
  tile(
    [
      [1, 1],
      [2, 1],
      [1, 2],
    ],
    ZONE_INK.R,
  );
  tile(
    [
      [3, 2],
      [4, 2],
    ],
    "#b9cbe6",
    true,
  );
  tile(
    [
      [9, 1],
      [9, 2],
    ],
    ZONE_INK.I,
  );
}

/** Picture 2: three bars, one of them in the red. */
function drawBars(c, w, hh) {
  /** @type {[string, number, number, number][]} name, value, ends */
  const rows = [
    [t("Power"), -2, -5, 10],
    [t("Happiness"), 6, -5, 25],
    [t("Pollution"), 2, 0, 10],
  ];
  c.font = `600 ${w < 400 ? 12 : 14}px system-ui, sans-serif`;
  c.textBaseline = "middle";
  /** @param {[string, number, number, number]} row */
  const label = ([name, v, lo]) => `${name} ${v < 0 ? "−" : ""}${Math.abs(v)}${v < 0 || (lo === 0 && v > 0) ? " ✕" : ""}`;
  // the bars start after the longest label (a language's names may be longer than these)
  const L = Math.min(w * 0.6, Math.max(Math.min(140, w * 0.4), ...rows.map((r) => c.measureText(label(r)).width + 16))),
    bh = hh / rows.length;
  rows.forEach((row, i) => {
    const [, v, lo, hi] = row;
    const y = i * bh + bh / 2,
      x0 = L,
      x1 = w - 16,
      at = (n) => x0 + ((n - lo) / (hi - lo)) * (x1 - x0);
    const red = v < 0 || (lo === 0 && v > 0);
    c.fillStyle = INK;
    c.fillText(label(row), 8, y);
    c.fillStyle = "#e4e2dc";
    c.fillRect(x0, y - 7, x1 - x0, 14);
    c.fillStyle = red ? "#c0392b" : "#3f8f4f";
    c.fillRect(Math.min(at(0), at(v)), y - 7, Math.abs(at(v) - at(0)), 14);
    c.fillStyle = INK;
    c.fillRect(at(0) - 1, y - 11, 2, 22);
  });
}

/** Picture 3: a milestone's end: happiness after the red steps goes onto the skyline. */
function drawMilestone(c, w, hh) {
  const box = (x, label, n, fill) => {
    const bw = w * 0.24;
    c.fillStyle = fill;
    c.fillRect(x, hh * 0.2, bw, hh * 0.6);
    c.fillStyle = INK;
    c.textAlign = "center";
    c.font = `700 ${w < 400 ? 20 : 26}px system-ui, sans-serif`;
    c.fillText(n, x + bw / 2, hh * 0.45);
    c.font = `600 ${w < 400 ? 11 : 13}px system-ui, sans-serif`;
    c.fillText(label, x + bw / 2, hh * 0.68);
    return x + bw;
  };
  c.textBaseline = "middle";
  const arrow = (x) => {
    c.fillStyle = INK;
    c.font = "700 24px system-ui, sans-serif";
    c.textAlign = "center";
    c.fillText("→", x + w * 0.06, hh / 2);
    return x + w * 0.12;
  };
  let x = w * 0.03;
  x = arrow(box(x, t("happiness"), "6", "#e6f0d8"));
  x = arrow(box(x, t("red step"), "−1", "#f3d6d0"));
  box(x, t("onto the skyline"), "+5", "#d8e6f3");
}

function fig(title, text, draw, alt) {
  const canvas = h("canvas", { class: "howto-canvas", role: "img", "aria-label": alt });
  autoCanvas(canvas, draw);
  return h("figure", { class: "howto-fig" }, canvas, h("figcaption", null, h("strong", null, title), " ", text));
}

export function howtoNode() {
  return h(
    "div",
    { class: "howto" },
    h("h2", null, t("Cities: Skylines in three pictures")),
    h("p", null, t("You build one city together and share one result, its overall happiness (the skyline) at the end.")),
    fig(
      t("Play a card: place its tile."),
      t(
        "On your turn, pick a card and place its tile on empty land of one district (not across a street); turn or mirror it as you like. Then take a new card.",
      ),
      drawTiles,
      t(
        "Two districts split by a street; a residential tile built on the left, a new tile being placed beside it (dashed), an industrial tile on the right.",
      ),
    ),
    fig(
      t("Mind the bars."),
      t(
        "Each card moves the bars on the administration board. A bar in the red costs the city something: power, water or garbage below 0 takes happiness away at each milestone's end; pollution, traffic and crime come off the skyline at the very end.",
      ),
      drawBars,
      t("Three bars: power at minus 2, in the red; happiness at 6; pollution at 2, in the red."),
    ),
    fig(
      t("End milestones."),
      t(
        "Once every district holds enough tiles, end the milestone: red steps lower happiness, then happiness is added to the skyline, and the next board piece opens. The bar keeps its value, so early happiness counts again.",
      ),
      drawMilestone,
      t("A milestone's end: happiness 6, one red step takes 1 away, 5 goes onto the skyline."),
    ),
  );
}
