// Computer players think here: in a Web Worker (www/bot-worker.js) so the page never freezes,
// or on the page when no worker can start. Fetched when a computer first has a move to make
// (www/app/bots.js decides whose turn it is); the engine decides every move.
import { apply, autosave, ctx, device, Game, postOver, refresh, refused, render, S, say, seatName, step, ui } from "./app.js";
import { planFor } from "./bot-plan.js";
import { t } from "./dom.js";

/** What the page says while a computer thinks: in the status line (a polite live region), naming
 * the seat, once. Only after THINK_MS, so a quick reply shows nothing at all; the computer's move
 * then takes the line's place. */
export const WORDS = {
  thinking: (name) => t("{name} is thinking…", { name }),
  couldNot: (name, error) => t("{name} (computer) could not move: {error}", { name, error }),
};
const THINK_MS = 300;

/** Thinks for the computer of job `job` (S.bot), unless it was called off meanwhile: its whole
 * turn, as the moves in a row it would make (www/bot-plan.js). */
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
    return { job, plan: planFor(g, seat, level) };
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
  make(b, data.plan);
}

/** Makes `plan`, the computer's moves in a row (see www/bot-plan.js), each while the game is as
 * the worker played it (its state hash). At the instant pace the whole run at once, the page drawn
 * after it; else one move at a time, each on screen for the pace, the rest waiting as its next job.
 * @param {import("./app/state.js").Bot} b @param {{action: any, hash: ?string}[]} plan */
function make(b, plan) {
  if (b.wait <= 5) {
    applyRun(b.seat, plan);
    return;
  }
  const rest = plan.slice(1);
  if (rest.length) {
    // set before the move, whose redraw would otherwise ask the computer again
    S.bot = { ...b, job: ++S.job, hash: /** @type {string} */ (rest[0].hash), t0: performance.now(), slow: true };
    const job = S.bot.job;
    setTimeout(() => onBotReply({ data: { job, plan: rest } }), 0);
  }
  if (!apply(b.seat, plan[0].action, false)) S.bot = null;
}

/** A computer's moves in a row at the instant pace: made while the game is as the worker played
 * it, up to one that ends a round (its summary) or the game; then taken as one step, the run's
 * events together (said in one line, a view marking all that is new), saved and drawn once.
 * @param {number} seat @param {{action: any, hash: ?string}[]} plan */
function applyRun(seat, plan) {
  const events = [];
  for (const [i, { action, hash }] of plan.entries()) {
    if (i && S.game.stateHash() !== hash) break;
    try {
      events.push(...S.game.apply(seat, action, device.eventViewer));
    } catch (e) {
      if (!i) refused(e);
      break;
    }
    if (S.game.isOver() || S.mod.summary?.(events, S.game.view(), ctx())) break;
  }
  if (events.length) step.moved(events, false);
  if (S.game.isOver()) postOver();
  autosave();
  refresh();
}
