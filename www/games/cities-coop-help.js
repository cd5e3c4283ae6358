// Cities: Skylines – The Board Game: the rules in our own words, loaded on demand by
// www/games/cities-coop.js (not needed to play, so not part of the first visit). The card
// numbers are not repeated here: each card on the page shows its rows as the engine has them.

const SCENARIO_WORDS = [
  "the introductory game: three board pieces, 12 starting money",
  "scenario 1: four pieces, 10 starting money, unique buildings among the Stage II and III cards",
  "scenario 2: as scenario 1, and every player holds a role",
  "scenario 3: as scenario 2, and policies cards among the Stage II and III cards",
  "scenario 4: as scenario 3, and news cards among the Stage II and III cards",
  "scenario 5: four pieces drawn at random and arranged by you, everything in play",
];

export function rulesHtml(cfg) {
  const sc = Number(cfg?.scenario ?? 0);
  const now = SCENARIO_WORDS[sc]
    ? `<p>This table plays <strong>${SCENARIO_WORDS[sc]}</strong>${sc === 5 ? ` (${cfg?.difficulty || "beginner"})` : ""}.</p>`
    : "";
  return `<h3>Cities: Skylines – The Board Game</h3>
<p><strong>Our own content.</strong> The rules follow the published co-operative game by Rustan Håkansson, but every card text and number, the tile shapes and the board pieces' grids in this version are our own design, made for this adaptation. They are not the printed game's cards or boards.</p>
${now}
<h4>Goal</h4><p>You all build one city together and share one result. The city is judged by its overall happiness (the skyline) at the end, after pollution, traffic and crime are taken off. 11 or more counts as a success.</p>
<h4>Milestones</h4><p>The city's board pieces start face down. Each milestone starts by opening one piece next to the city (the first one anywhere), paid from the shared treasury. A milestone may be ended on your turn once every district of the open city holds a tile; the last one needs every piece open and two tiles in every district, and ends the game.</p>
<h4>Your turn</h4><p>Do one thing: <em>play a card</em> (place its tile and apply its rows), <em>exchange a card</em> (pay 2, the card goes face up on the exchange pile), or <em>end the milestone</em>. After playing or exchanging, take a new card: from any stage pile, or any card on the exchange pile.</p>
<h4>Cards and tiles</h4><p>Zone cards (residential, commercial, industrial) build any zone tile of their kind still in the supply. Their first row always applies; the second row (reward) only when the condition on the card holds where you build. Services and utilities cost money and use the tile shown. Tiles may be turned and mirrored, must sit on open land, must not cross a street or water, and each district takes one utility at most. A card whose row would push a bar past its limit, or that you cannot pay, cannot be played.</p>
<h4>Services</h4><p>A Stage I service helps zones built right next to it (sharing an edge). Stage II and III services help their whole district.</p>
<h4>End of a milestone</h4><p>Each red step on power, water or garbage lowers happiness by one; then happiness is added to the skyline (the bar keeps its value, so early happiness counts again later); then every step of employment away from 0 costs 1 money. Then the next piece is opened and everyone may swap cards for 1 money each.</p>
<h4>Losing</h4><p>The team loses if money runs short for a cost that must be paid, if happiness falls to −5, if the skyline reaches −10, or if the active player can do nothing.</p>
<h4>The scenarios</h4><ul>${SCENARIO_WORDS.slice(1)
    .map((w) => `<li>${w[0].toUpperCase()}${w.slice(1)}.</li>`)
    .join("")}</ul>
<p><strong>Unique buildings</strong> are one of a kind: each is paid for like a service and then helps the city, once or for the rest of the game. <strong>Roles</strong> are dealt as a choice of two; the one you keep gives you a lasting advantage, at a price: the commercial and industrial zones you build pay 1 money less (every zone you build, for the city planner, the treasurer and public relations). A <strong>policies</strong> card is played instead of building and has a one-time effect; it cannot be exchanged and is lost if still in hand when a milestone ends. A <strong>news</strong> card takes effect the moment it is drawn (its player draws again) and lasts until the next news or the end of the milestone.</p>
<h4>Scenario 5: your own city layout</h4><p>Chance picks four of the six board pieces. Before anything else you lay them out together, as you like, as long as each new piece shares an edge with one already placed and, wherever two pieces touch, land faces land and water faces water; an outer edge may show either. Turn the pieces as you need. Districts at the middle of a shared edge join into one once both pieces are open. If you would rather start at once, the random arrangement lays them out for you (always the same for the same seed; it prefers a compact 2 × 2 block). Choose your starting money to set the difficulty: beginner 12, advanced 10, expert 8.</p>
<h4>On this page</h4><p>Pick a card, then move the ghost tile with the pointer or the arrow keys; <kbd>R</kbd> turns it, <kbd>M</kbd> mirrors it, <kbd>S</kbd> changes a zone's shape, <kbd>N</kbd> jumps to the next legal spot, <kbd>Enter</kbd> builds, <kbd>Esc</kbd> cancels. When arranging pieces, the same keys move and turn the piece. The page shows why a spot is not allowed, as the game engine reports it.</p>`;
}
