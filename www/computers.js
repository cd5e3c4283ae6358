// Computer players think here: each computer seat in a Web Worker of its own (www/bot-worker.js),
// so the page never freezes and seats that decide at once think side by side; on the page when
// no worker can start. Fetched when a computer first has a move to make (www/app/bots.js decides
// whose turn it is); the engine decides every move.
import { apply, Game, refresh, render, S, say, seatName, ui } from "./app.js";

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

/** Thinks for the computers of `jobs` (in S.bots), each in its seat's worker, unless called off
 * meanwhile; says so for those still thinking after THINK_MS (their reply may also be waiting
 * out a slower pace: the person waits all the same).
 * @param {number[]} jobs */
export function think(jobs) {
  const bots = jobs.map(byJob).filter((b) => b !== undefined);
  if (!bots.length || !S.game) return;
  for (const b of bots) {
    const msg = { job: b.job, save: S.game.save(), seat: b.seat, level: b.level };
    const w = worker(b.seat);
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
    return { job, action: g.botAction(seat, level) };
  } catch (e) {
    return { job, error: e.message };
  } finally {
    g?.free();
  }
}

/** @param {number} seat */
function worker(seat) {
  if (S.noWorker) return null;
  let w = S.workers.get(seat);
  if (w) return w;
  try {
    w = new Worker(S.workerUrl, { type: "module" });
  } catch {
    S.noWorker = true;
    return null;
  }
  S.workers.set(seat, w);
  w.onmessage = onBotReply;
  w.onerror = (e) => {
    e.preventDefault?.();
    for (const x of S.workers.values()) x.terminate();
    S.workers.clear();
    S.noWorker = true; // think on the page from now on
    if (S.bots.size) {
      S.bots.clear();
      refresh();
    }
  };
  return w;
}

/** Does the answer thought out for `b` still stand? The seat is still to act and what its choice
 * depends on is unchanged (others may have moved meanwhile, on a roll everyone writes at once). */
function stands(b) {
  try {
    return S.game.toAct().includes(b.seat) && S.game.botKey(b.seat, b.level) === b.key;
  } catch {
    return false;
  }
}

function onBotReply({ data }) {
  const b = byJob(data.job);
  if (!b) return;
  const left = b.wait - (performance.now() - b.t0);
  if (left > 5) {
    setTimeout(() => onBotReply({ data }), left);
    return;
  }
  S.bots.delete(b.seat);
  if (!S.game || S.review || ui.main.open || !stands(b)) {
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
