// What happened, in words: the events after a move (the status line and the partner feed)
// and each move as the move list shows it. Squares are named as on the map ("B19").
import { num, plural } from "./dom.js";
import { cardOf, cellsText, inDistrict, rowText, STAGES } from "./words.js";

export function describeEvents(events, c) {
  const out = [];
  for (const e of events) {
    const n = e.seat != null ? c.name(e.seat) : "";
    switch (e.type) {
      case "pieceRevealed":
        out.push(`Piece ${e.piece} opened for ${e.cost} money.`);
        break;
      case "piecesDrawn":
        out.push(`Board pieces drawn: ${[...e.pieces].join(", ")}.`);
        break;
      case "roleChosen":
        out.push(`${n} took the role ${cardOf(e.card).name}.`);
        break;
      case "policyPlayed":
        out.push(`${n} played the policy ${cardOf(e.card).name}: ${rowText(e.effects)}.`);
        break;
      case "news":
        out.push(`News: ${cardOf(e.card).name}.`);
        break;
      case "played":
        // where it went, so that the move is told once, here, and not by the map
        out.push(
          `${n} built ${cardOf(e.card).name} on ${cellsText(e.cells)}${inDistrict(e.cells)}${e.reward ? " with its reward" : ""}: ${rowText(e.effects)}.`,
        );
        break;
      case "exchanged":
        out.push(`${n} exchanged ${cardOf(e.card).name} for 2 money.`);
        break;
      case "drew":
        out.push(`${n} drew ${cardOf(e.card).name}.`);
        break;
      case "took":
        out.push(`${n} took ${cardOf(e.card).name} from the exchange pile.`);
        break;
      case "overflow":
        out.push("Happiness over 25 went straight to the skyline.");
        break;
      case "milestoneEnded":
        out.push(`${n} ended the milestone: happiness ${num(e.happiness)} added, skyline now ${num(e.skyline)}.`);
        break;
      case "swapped":
        out.push(e.cards?.length ? `${n} swapped ${plural(e.cards.length, "card")}.` : `${n} kept the hand.`);
        break;
      case "gameOver":
        out.push(`The city is finished: ${e.grade}, ${num(e.total)}.`);
        break;
      case "lost":
        out.push(`The city failed: ${e.reason}.`);
        break;
      default:
        break;
    }
  }
  return out.join(" ");
}

export function describeMove(seat, a, c) {
  const n = c.name(seat);
  switch (a.type) {
    case "arrange":
      return `${n}: placed piece ${a.piece}, turned ${a.turns * 90}°`;
    case "arrangeRandom":
      return `${n}: the suggested arrangement`;
    case "pick":
      return `${n}: keep ${cardOf(a.card).name}`;
    case "policy":
      return `${n}: policy ${cardOf(a.card).name}`;
    case "choosePiece":
      return `${n}: open piece ${a.piece}`;
    case "play":
      return `${n}: ${cardOf(a.card).name} on ${cellsText(a.cells)}`;
    case "exchange":
      return `${n}: exchange ${cardOf(a.card).name}`;
    case "draw":
      return `${n}: draw from Stage ${STAGES[a.pile - 1]}`;
    case "take":
      return `${n}: take ${cardOf(a.card).name}`;
    case "endMilestone":
      return `${n}: end the milestone`;
    case "swap":
      return a.cards.length ? `${n}: swap ${a.cards.map((x) => cardOf(x).name).join(", ")}` : `${n}: keep the hand`;
    default:
      return `${n}: ${a.type}`;
  }
}
