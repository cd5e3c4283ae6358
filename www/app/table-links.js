import { notice } from "./dialogs.js";
import { Game, lang, t } from "./imports.js";
import { bundle, links, replays } from "./saving.js";
import { loadModule, startWith } from "./setup.js";
import { codeText, kinds, NAMES, resultLine, S } from "./state.js";

/** Opens what a link asks for (www/links.js readLink): its setup here, a replay, result or
 * game sent on in www/table.js; each asks before it replaces a different game in progress. A
 * link with a problem applies nothing. True when the link's game is on the table now. */
export async function openLink(link) {
  if (link.problems.length) {
    // Refused values are never applied: the rest of the link is not trusted either.
    notice(t("This link could not be used: {problems}.", { problems: link.problems.join("; ") }));
    return false;
  }
  if (link.replay || link.result || link.continue) return (await table()).openPacked(link);
  return !!link.game && startLink(link);
}

/** Starts the setup a link describes (www/links.js checks it against the game's catalog entry);
 * a link that asks for what the game cannot be is refused, saying which value and why. The
 * game in progress, when it is the link's game (a reload), goes on without a question
 * (www/table.js isLinkGame); `fresh` (the host's new-game command) starts it again all the same. */
export async function startLink(link, fresh = false) {
  const info = S.infos.find((g) => g.id === link.game);
  const lt = await (await links()).linkTable(link, info, NAMES);
  if (lt.problem) {
    notice(lt.problem);
    return false;
  }
  let cfg;
  try {
    await loadModule(link.game);
    const g = new Game(link.game, lt.cfg);
    cfg = g.config(); // as the engine reads it: every option, defaults filled in
    g.free();
  } catch (e) {
    notice(t("This link's game could not start: {error}", { error: e.message }));
    return false;
  }
  if (!fresh && S.game && (await table()).isLinkGame(link, lt, cfg)) return true;
  // at a table each phone names itself, so that its ranking is not "Ana, Ana, Ana"
  if (lt.table && lt.seats[0].kind === "human") lt.seats[0].name = await (await table()).askName(link.names?.[0]);
  return startWith(link.game, lt.cfg, lt.seats, lt.entered ? { entered: true } : undefined, lt.table);
}

/** Play at the table, results and challenges (www/table.js), fetched when first needed. */
let tableModule = null;
export const table = () => (tableModule ??= import("../table.js"));

export function postOver() {
  // your results over time: kept once a game ends with one person at it
  if (S.game?.isOver() && !S.review)
    table().then(
      (m) => m.record(),
      () => {},
    );
  const r = S.game?.result();
  if (!r || !S.host?.active) return;
  // the level and the grade in the page's words (the engine sends codes), and the whole
  // result in one line, as the page says it: for the host page's people to read
  const extra = {};
  for (const k of ["level", "grade"]) if (r[k] != null) extra[k] = codeText(r[k]);
  if (r.won != null) extra.won = r.won;
  S.host.post("over", {
    game: S.id,
    name: kinds().name,
    kind: r.kind,
    winners: r.winners,
    ...extra,
    summary: resultLine(r),
    lang: lang(),
    scores: r.scores.map((sc) => ({ seat: sc.seat, name: S.seats[sc.seat]?.name, total: sc.total })),
  });
}

/** Commands from the host page (only ever from the origin its link named). */
export function onHostCommand(d) {
  // The link's setup again; a fresh seed unless the link fixed one.
  if (d.type === "skyline-table:new-game" && S.link?.game) startLink(S.link, true);
}

export const currentSetupLink = async () => (await replays()).setupLink(S.id, S.game.config(), S.seats);
export const currentReplayLink = async () => (await replays()).replayLink(bundle());
