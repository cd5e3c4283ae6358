import { Game } from "./imports.js";
import { apply, currentView, refresh, render, renderPlayers, renderStatus, say } from "./play.js";
import { ctx, isHuman, paceMs, S, seatName, ui } from "./state.js";

export function stopBots() {
  S.bot = null;
  S.job++;
}

export function scheduleBots() {
  const g = S.game;
  if (!g || S.bot || S.review || ui.main.open || g.isOver() || !ui.setup.hidden) return;
  const seat = g.toAct().find((s) => !isHuman(s));
  if (seat === undefined) return;
  const job = ++S.job;
  // a person's own move stays a little longer before the reply covers it
  const wait = S.lastHuman ? paceMs() * 1.6 : paceMs();
  S.bot = { job, seat, hash: g.stateHash(), t0: performance.now(), wait };
  const msg = { job, save: g.save(), seat, level: S.seats[seat].kind };
  renderStatus(currentView(), ctx());
  renderPlayers(currentView());
  const w = worker();
  if (w) w.postMessage(msg);
  else setTimeout(() => onBotReply({ data: thinkHere(msg) }), 20);
}

function thinkHere({ job, save, seat, level }) {
  let g = null;
  try {
    g = Game.load(save);
    return { job, action: g.botAction(seat, level) };
  } catch (e) {
    return { job, error: e.message };
  } finally {
    g?.free();
  }
}

function worker() {
  if (S.worker === null) {
    try {
      const w = new Worker(S.workerUrl, { type: "module" });
      S.worker = w;
      w.onmessage = onBotReply;
      w.onerror = (e) => {
        e.preventDefault?.();
        w.terminate();
        S.worker = false; // think on the page from now on
        if (S.bot) {
          S.bot = null;
          refresh();
        }
      };
    } catch {
      S.worker = false;
    }
  }
  return S.worker;
}

function onBotReply({ data }) {
  const b = S.bot;
  if (!b || data.job !== b.job) return;
  const left = b.wait - (performance.now() - b.t0);
  if (left > 5) {
    setTimeout(() => onBotReply({ data }), left);
    return;
  }
  S.bot = null;
  if (!S.game || S.game.stateHash() !== b.hash || S.review || ui.main.open) {
    refresh();
    return;
  }
  if (data.error) {
    say(`${seatName(b.seat)} (computer) could not move: ${data.error}`);
    render();
    return;
  }
  apply(b.seat, data.action, false);
}
