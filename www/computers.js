// Computer players think here: in a Web Worker (www/bot-worker.js) so the page never freezes,
// or on the page when no worker can start. Fetched when a computer first has a move to make
// (www/app/bots.js decides whose turn it is); the engine decides every move.
import { apply, Game, refresh, render, S, say, seatName, ui } from "./app.js";

/** What the page says while a computer thinks: in the status line (a polite live region), naming
 * the seat, once. Only after THINK_MS, so a quick reply shows nothing at all; the computer's move
 * then takes the line's place. */
export const WORDS = {
  thinking: (name) => `${name} is thinking…`,
  couldNot: (name, error) => `${name} (computer) could not move: ${error}`,
};
const THINK_MS = 300;

/** Thinks for the computer of job `job` (S.bot), unless it was called off meanwhile. */
export function think(job) {
  const b = S.bot;
  if (!b || b.job !== job || !S.game) return;
  const msg = { job, save: S.game.save(), seat: b.seat, level: S.seats[b.seat].kind };
  const w = worker();
  if (w) w.postMessage(msg);
  else setTimeout(() => onBotReply({ data: thinkHere(msg) }), 20);
  setTimeout(() => slow(job), Math.max(0, THINK_MS - (performance.now() - b.t0)));
}

/** The computer of `job` has not moved within THINK_MS (still thinking, or its reply waiting out
 * a slower pace: the person waits all the same): say so, calmly, once. */
function slow(job) {
  const b = S.bot;
  if (!b || b.job !== job || b.slow || S.review || !S.game) return;
  b.slow = true;
  // after what was said last (an undo, a refusal), which stays until the computer's move
  const words = WORDS.thinking(seatName(b.seat));
  if (!S.lastLine.endsWith(words)) say(S.lastLine ? `${S.lastLine} ${words}` : words);
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
    say(WORDS.couldNot(seatName(b.seat), data.error));
    render();
    return;
  }
  apply(b.seat, data.action, false);
}
