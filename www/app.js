// Skyline Table's page: game chooser and seats, hand-over screens, computer players in a
// worker, log and replay, undo, autosave, saves and links, scores. It knows no game rules:
// the engine (www/pkg) decides everything; a view module per game (www/games/ID.js) draws
// that game and collects input (its interface: www/games/README.md).
//
// The page's parts live in www/app/, one concern each, around one state (app/state.js)
// and one owner of who holds the device (app/device.js); the build inlines them here
// (scripts/bundle.mjs). This file wires them up and names the URLs the page loads at
// run time, which must be relative to this file.

import { device } from "./app/device.js";
import { notice, results } from "./app/dialogs.js";
import { games, hostChannel, registerOffline, t } from "./app/imports.js";
import { chosenLang, gameWords, useLang } from "./app/lang.js";
import { apply } from "./app/play.js";
import { links, resume } from "./app/saving.js";
import { showSetup } from "./app/setup.js";
import { skeleton } from "./app/skeleton.js";
import { paceMs, S } from "./app/state.js";
import { currentReplayLink, currentSetupLink, onHostCommand, openLink, table } from "./app/table-links.js";

// What the on-demand parts of the page (www/setup.js, www/outcomes.js, www/handover.js,
// www/review.js, www/results.js, www/table.js) use of it.
export { stopBots } from "./app/bots.js";
export { askReturn, askUndo, device, dropAsks, endRevisit, hand, handNote, holdBy, openHandover, shownSeat } from "./app/device.js";
export { ask, closeDialog, notice, openFinal, openHowto, openModal, openRules } from "./app/dialogs.js";
export { fill, Game, h, isolate, mark, num, sheet, storageKey, t } from "./app/imports.js";
export { LANGS, useLang } from "./app/lang.js";
export { apply, beginGame, refresh, refused, render, say, waitingOutcome, why } from "./app/play.js";
export { enterReview, entryText, exitReview, renderLog, renderReviewBar } from "./app/replay.js";
export { autosave, bundle, readSave } from "./app/saving.js";
export { defaultSeats, loadModule, showSetup, startOf, startWith } from "./app/setup.js";
export { labels } from "./app/skeleton.js";
export {
  btn,
  chanceText,
  codeText,
  ctx,
  hidden,
  humans,
  isAct,
  isHuman,
  KINDS,
  kinds,
  level,
  NAMES,
  randomSeed,
  resultLine,
  S,
  savePrefs,
  seatName,
  seatText,
  ui,
} from "./app/state.js";
export { step } from "./app/steps.js";
export { openLink, postOver, table } from "./app/table-links.js";
export { undoPlan, unplacedFits } from "./app/undo.js";

// Every game of the build's catalog (www/pkg/catalog.js) has its view at www/games/ID.js.
// A variable, not a template literal: the bundler must leave this import to run time.
const viewUrl = (id) => `./games/${id}.js`;
// A view comes with its words in the page's language (its cards on the setup screen too).
S.views = Object.fromEntries(games().map((g) => [g.id, () => Promise.all([import(viewUrl(g.id)), gameWords(g.id)]).then(([m]) => m)]));
S.workerUrl = new URL("./bot-worker.js", import.meta.url);
S.langUrl = new URL("./lang/", import.meta.url);
S.pseudo = () => import("./pseudo.js");
S.langPick = () => import("./lang-pick.js");

async function boot() {
  performance.mark?.("skyline-table:boot"); // tests time the page's own work from here
  const hash = location.hash;
  // (a link www/boot.js dropped for being far past every limit is read too: readLink says why)
  const link =
    location.hash.length > 1 || self.droppedLinkLength ? (await links()).readLink() : { options: {}, problems: [], embed: false };
  S.link = link;
  await useLang(chosenLang());
  if (link.embed) document.documentElement.classList.add("embed");
  skeleton();
  registerOffline();
  try {
    S.infos = games(); // from the catalog: no engine is fetched until a game is chosen
  } catch (e) {
    notice(t("The game engine could not start: {error}", { error: e.message }));
    return;
  }
  // Embedded for one game: offer only that one.
  if (link.embed && link.game && S.infos.some((g) => g.id === link.game)) S.infos = S.infos.filter((g) => g.id === link.game);
  S.host = hostChannel(link.origin, onHostCommand);
  const resumed = await resume();
  // A link opens its setup, replay, result or game sent on, asking before it replaces a
  // different game in progress; a link with a problem applies nothing.
  if (!(await openLink(link)) && !resumed) await showSetup();
  // A link opened later in this tab acts the same (www/table.js; also one opened while this one was read).
  const follow = () => table().then((m) => m.follow());
  addEventListener("hashchange", follow);
  if (location.hash !== hash) follow();
}

window.__skyline = {
  get game() {
    return S.game;
  },
  get viewer() {
    return device.viewer;
  },
  get handover() {
    return device.handover;
  },
  get seats() {
    return S.seats;
  },
  get review() {
    return S.review?.k ?? null;
  },
  get thinking() {
    return S.bot?.seat ?? null;
  },
  get usingWorker() {
    return !!S.worker;
  },
  /** how many undos the engine may redo now */
  get redoDepth() {
    return S.game?.redoSpan()?.depth ?? 0;
  },
  /** Test hook: the final screen's text and status line for a made-up result (any kind); a promise. */
  previewResult: (r) => results().then((m) => m.preview(r)),
  /** ms each computer move stays on screen now. */
  paceMs() {
    return paceMs();
  },
  /** Test hook: a person's move for `seat`, as the page makes it (undo, autosave, the next turn). */
  act(seat, action) {
    return apply(seat, action, true);
  },
  setPace(ms) {
    S.pace = ms;
  },
  /** The link that starts this game's setup, and the link to its replay. */
  setupLink() {
    return currentSetupLink();
  },
  replayLink() {
    return currentReplayLink();
  },
  ready: boot(),
};
