import { currentView, renderPlayers, renderStatus } from "./play.js";
import { ctx, isHuman, paceMs, S, ui } from "./state.js";

// The computers' thinking: whose turn it is and what the page shows meanwhile is decided
// here; the thinking itself (a Web Worker, or the page when none can start) is in
// www/computers.js, fetched when a computer first has a move to make.
let computersModule = null;
const computers = () => (computersModule ??= import("../computers.js"));

export function stopBots() {
  S.bot = null;
  S.job++;
}

export function scheduleBots() {
  const g = S.game;
  if (!g || g.tutor || S.bot || S.review || ui.main.open || g.isOver() || !ui.setup.hidden) return;
  const seat = g.toAct().find((s) => !isHuman(s));
  if (seat === undefined) return;
  const job = ++S.job;
  // a person's own move stays a little longer before the reply covers it
  const wait = S.lastHuman ? paceMs() * 1.6 : paceMs();
  S.bot = { job, seat, hash: g.stateHash(), t0: performance.now(), wait };
  renderStatus(currentView(), ctx());
  renderPlayers(currentView());
  computers().then((m) => m.think(job));
}
