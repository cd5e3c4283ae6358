// Computer players think here: in a Web Worker (www/bot-worker.js) so the page never freezes,
// or on the page when no worker can start. Fetched when a computer first has a move to make
// (www/app/bots.js decides whose turn it is); the engine decides every move.
import { apply, autosave, ctx, device, Game, postOver, refresh, render, S, say, seatName, step, ui } from "./app.js";
import { planFor } from "./bot-plan.js";

/** What the page says while a computer thinks: in the status line (a polite live region), naming
 * the seats, once. Only after THINK_MS, so a quick reply shows nothing at all;
 * the computer's move then takes the line's place. */
export const WORDS = {
  /** @param {string[]} names */
  thinking: (names) => `${new Intl.ListFormat("en", { type: "conjunction" }).format(names)} ${names.length > 1 ? "are" : "is"} thinking…`,
  couldNot: (name, error) => `${name} (computer) could not move: ${error}`,
};
const THINK_MS = 300;

/** @param {number} job */
const byJob = (job) => [...S.bots.values()].find((b) => b.job === job);

/** Thinks for the computers of `jobs` (in S.bots), in the worker, unless called off
 * meanwhile; says so for those still thinking after THINK_MS (their reply may also be waiting
 * out a slower pace: the person waits all the same).
 * @param {number[]} jobs */
export function think(jobs) {
  const bots = jobs.map(byJob).filter((b) => b !== undefined);
  if (!bots.length || !S.game) return;
  for (const b of bots) {
    const msg = { job: b.job, save: S.game.save(), seat: b.seat, level: b.level };
    const w = worker();
    if (w) w.postMessage(msg);
    else setTimeout(() => onBotReply({ data: thinkHere(msg) }), 20);
  }
  setTimeout(() => slow(jobs), Math.max(0, THINK_MS - (performance.now() - bots[0].t0)));
}

/** The computers of `jobs` still thinking: said once, calmly, naming each seat. */
function slow(jobs) {
  const bots = jobs.map(byJob).filter((b) => b !== undefined && !b.slow);
  if (!bots.length || S.review || !S.game) return;
  for (const b of bots) b.slow = true;
  // after what was said last (an undo, a refusal), which stays until the computer's move
  const words = WORDS.thinking(bots.map((b) => seatName(b.seat)));
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
        if (S.bots.size) {
          S.bots.clear();
          refresh();
        }
      };
    } catch {
      S.worker = false;
    }
  }
  return S.worker;
}

/** Does the answer thought out for `b` still stand? The game is as it was when asked (on a roll
 * everyone writes at once another seat's move changes what the computer would see: it thinks
 * again).
 * @param {{seat: number}} b @param {string} key */
function stands(b, key) {
  return S.game.toAct().includes(b.seat) && S.game.stateHash() === key;
}

/** A computer's answer, once it has waited out the pace: made if the game is still as it was. */
function onBotReply({ data }) {
  const b = byJob(data.job);
  if (!b) return;
  const left = b.wait - (performance.now() - b.t0);
  if (left > 5) {
    setTimeout(() => onBotReply({ data }), left);
    return;
  }
  S.bots.delete(b.seat);
  if (!S.game || S.review || ui.main.open || !stands(b, b.key)) {
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

/** Makes `plan`, the moves in a row of `b`'s computer (see www/bot-plan.js), each while it stands.
 * At the instant pace the whole run at once, the page drawn after it; else one move at a time,
 * each on screen for the pace, the rest waiting as the seat's next job.
 * @param {import("./app/state.js").Bot} b @param {{action: any, key: ?string}[]} plan */
function make(b, plan) {
  if (b.wait <= 5) {
    applyRun(
      b.seat,
      plan.map((p) => p.action),
      (i) => stands(b, /** @type {string} */ (plan[i].key)),
    );
    return;
  }
  const rest = plan.slice(1);
  if (rest.length) {
    // set before the move, whose redraw would otherwise ask the seat's computer again
    const next = { ...b, job: ++S.job, key: /** @type {string} */ (rest[0].key), t0: performance.now(), slow: true };
    S.bots.set(b.seat, next);
    setTimeout(() => onBotReply({ data: { job: next.job, plan: rest } }), 0);
  }
  if (!apply(b.seat, plan[0].action, false) && rest.length) S.bots.delete(b.seat);
}

/** A computer's moves in a row at the instant pace: made while `stands(i)` (the first always), up
 * to one that ends a round (its summary) or the game; then taken as one step, the run's events
 * together (said in one line, a view marking all that is new), the page saved and drawn once.
 * How many were made. */
function applyRun(seat, actions, stands) {
  const events = [];
  let made = 0;
  for (const [i, action] of actions.entries()) {
    if (i && !stands(i)) break;
    let evs;
    try {
      evs = S.game.apply(seat, action, device.eventViewer);
    } catch (e) {
      if (!made) say(e.message.replace(/^illegal action: /, "Not allowed: "));
      break;
    }
    events.push(...evs);
    made++;
    if (S.game.isOver() || S.mod.summary?.(evs, S.game.view(), ctx())) break;
  }
  if (made) step.moved(events, false);
  if (S.game.isOver()) postOver();
  autosave();
  refresh();
  return made;
}
