import { currentView, renderPlayers, renderStatus } from "./play.js";
import { ctx, isHuman, paceMs, S, ui } from "./state.js";

// The computers' thinking: whose turn it is and what the page shows meanwhile is decided
// here; the thinking itself (a Web Worker per computer seat, or the page when none can start)
// is in www/computers.js, fetched when a computer first has a move to make.
let computersModule = null;
const computers = () => (computersModule ??= import("../computers.js"));

export function stopBots() {
  S.bots.clear();
  S.job++;
}

/** Every computer seat that is to act and not yet thinking starts now: where seats decide at
 * once (a roll everyone writes), from the moment the decision is open, beside the people. A
 * seat already thinking goes on; its answer is checked against the game when it comes. */
export function scheduleBots() {
  const g = S.game;
  if (!g || g.tutor || S.review || ui.main.open || g.isOver() || !ui.setup.hidden) return;
  const seats = g.toAct().filter((s) => !isHuman(s) && !S.bots.has(s));
  if (!seats.length) return;
  // a person's own move stays a little longer before the reply covers it
  const wait = S.lastHuman ? paceMs() * 1.6 : paceMs();
  const t0 = performance.now();
  const jobs = seats.map((seat) => {
    const level = S.seats[seat].kind;
    const b = { job: ++S.job, seat, level, key: g.botKey(seat, level), t0, wait };
    S.bots.set(seat, b);
    return b.job;
  });
  renderStatus(currentView(), ctx());
  renderPlayers(currentView());
  computers().then((m) => m.think(jobs));
}
