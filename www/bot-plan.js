// A computer's moves in a row, thought out at once (in its worker, www/bot-worker.js, or on the
// page, www/computers.js): while it alone is to act (a turn of several steps, the dice rolled by
// the game's own seed), each next move with the state hash the page checks before making it (the
// same game, the same answer). The first's is the one the page asked at; a whole turn costs one
// question, not one a step.
// The engine decides every move; this knows no rule.

const MOST = 16;

/**
 * @param {EngineGame} game a copy of the game, played on here
 * @param {number} seat
 * @param {string} level
 * @returns {{action: any, hash: ?string}[]}
 */
export function planFor(game, seat, level) {
  const plan = [{ action: game.botAction(seat, level), hash: null }];
  try {
    while (plan.length < MOST) {
      game.apply(seat, plan[plan.length - 1].action, null);
      const to = game.toAct();
      if (game.isOver() || to.length !== 1 || to[0] !== seat) break;
      const hash = game.stateHash();
      plan.push({ action: game.botAction(seat, level), hash });
    }
  } catch {
    // what came before still stands: the page checks each move as it makes it
  }
  return plan;
}
