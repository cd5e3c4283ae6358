// What happened, in words: the events after a move (the status line and the partner feed)
// and each move as the move list shows it. Squares are named as on the map ("B19").
import { t } from "./dom.js";
import { cardOf, cellsText, districtOf, LIMITS, rowText, STAGES } from "./words.js";

export function describeEvents(events, c) {
  const out = [];
  for (const e of events) {
    const name = e.seat != null ? c.name(e.seat) : "";
    const card = e.card && cardOf(e.card).name;
    switch (e.type) {
      case "pieceRevealed":
        out.push(t("Piece {piece} opened for {cost} money.", { piece: e.piece, cost: e.cost }));
        break;
      case "piecesDrawn":
        out.push(t("Board pieces drawn: {pieces}.", { pieces: [...e.pieces].join(", ") }));
        break;
      case "roleChosen":
        out.push(t("{name} took the role {card}.", { name, card }));
        break;
      case "policyPlayed":
        out.push(t("{name} played the policy {card}: {effects}.", { name, card, effects: rowText(e.effects) }));
        break;
      case "news":
        out.push(t("News: {card}.", { card }));
        break;
      case "played": {
        // where it went, so that the move is told once, here, and not by the map
        const a = { name, card, squares: cellsText(e.cells), district: districtOf(e.cells), effects: rowText(e.effects) };
        out.push(
          a.district
            ? e.reward
              ? t("{name} built {card} on {squares} in district {district} with its reward: {effects}.", a)
              : t("{name} built {card} on {squares} in district {district}: {effects}.", a)
            : e.reward
              ? t("{name} built {card} on {squares} with its reward: {effects}.", a)
              : t("{name} built {card} on {squares}: {effects}.", a),
        );
        break;
      }
      case "exchanged":
        out.push(t("{name} exchanged {card} for {n} money.", { name, card, n: e.price }));
        break;
      case "drew":
        out.push(t("{name} drew {card}.", { name, card }));
        break;
      case "took":
        out.push(t("{name} took {card} from the exchange pile.", { name, card }));
        break;
      case "overflow":
        out.push(t("Happiness over {n} went straight to the skyline.", { n: LIMITS.bars?.find((b) => b.bar === "happiness")?.max }));
        break;
      case "milestoneEnded":
        out.push(
          t("{name} ended the milestone: happiness {happiness} added, skyline now {skyline}.", {
            name,
            happiness: e.happiness,
            skyline: e.skyline,
          }),
        );
        break;
      case "swapped":
        out.push(
          e.cards?.length
            ? t("{name} swapped {n, plural, one {# card} other {# cards}}.", { name, n: e.cards.length })
            : t("{name} kept the hand.", { name }),
        );
        break;
      case "gameOver":
        // the grade's name is the engine's
        out.push(t("The city is finished: {grade}, {total}.", { grade: e.grade, total: e.total }));
        break;
      case "lost":
        out.push(t("The city failed: {why}.", { why: e.reason }));
        break;
      default:
        break;
    }
  }
  return out.join(" ");
}

export function describeMove(seat, a, c) {
  const name = c.name(seat);
  const card = "card" in a ? cardOf(a.card).name : "";
  switch (a.type) {
    case "arrange":
      return t("{name}: placed piece {piece}, turned {deg}°", { name, piece: a.piece, deg: a.turns * 90 });
    case "arrangeRandom":
      return t("{name}: the suggested arrangement", { name });
    case "pick":
      return t("{name}: keep {card}", { name, card });
    case "policy":
      return t("{name}: policy {card}", { name, card });
    case "choosePiece":
      return t("{name}: open piece {piece}", { name, piece: a.piece });
    case "play":
      return t("{name}: {card} on {squares}", { name, card, squares: cellsText(a.cells) });
    case "exchange":
      return t("{name}: exchange {card}", { name, card });
    case "draw":
      return t("{name}: draw from Stage {stage}", { name, stage: STAGES[a.pile - 1] });
    case "take":
      return t("{name}: take {card}", { name, card });
    case "endMilestone":
      return t("{name}: end the milestone", { name });
    case "swap":
      return a.cards.length
        ? t("{name}: swap {cards}", { name, cards: a.cards.map((x) => cardOf(x).name).join(", ") })
        : t("{name}: keep the hand", { name });
    default:
      return `${name}: ${a.type}`;
  }
}
