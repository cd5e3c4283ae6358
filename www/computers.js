// Computer players think here: in a Web Worker (www/bot-worker.js) so the page never freezes,
// or on the page when no worker can start. Fetched when a computer first has a move to make
// (www/app/bots.js decides whose turn it is); the engine decides every move.
import { apply, Game, refresh, render, S, say, seatName, ui } from "./app.js";

/** Thinks for the computer of job `job` (S.bot), unless it was called off meanwhile. */
export function think(job) {
  const b = S.bot;
  if (!b || b.job !== job || !S.game) return;
  const msg = { job, save: S.game.save(), seat: b.seat, level: S.seats[b.seat].kind };
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
