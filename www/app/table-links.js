import { notice } from "./dialogs.js";
import { Game } from "./imports.js";
import { bundle, links, replays } from "./saving.js";
import { loadModule, startWith } from "./setup.js";
import { kinds, NAMES, S } from "./state.js";

/** Starts the setup a link describes (www/links.js checks it against the game's catalog entry);
 * a link that asks for what the game cannot be is refused, saying which value and why. */
export async function startLink(link) {
  const info = S.infos.find((g) => g.id === link.game);
  const t = await (await links()).linkTable(link, info, NAMES);
  if (t.problem) {
    notice(t.problem);
    return false;
  }
  // at a table each phone names itself, so that its ranking is not "Ana, Ana, Ana"
  if (t.table && t.seats[0].kind === "human") t.seats[0].name = await (await table()).askName(link.names?.[0]);
  try {
    await loadModule(link.game);
    new Game(link.game, t.cfg).free();
  } catch (e) {
    notice(`This link's game could not start: ${e.message}`);
    return false;
  }
  return startWith(link.game, t.cfg, t.seats, t.entered ? { entered: true } : undefined, t.table);
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
  const extra = {};
  for (const k of ["level", "won", "grade"]) if (r[k] != null) extra[k] = r[k];
  S.host.post("over", {
    game: S.id,
    name: kinds().name,
    kind: r.kind,
    winners: r.winners,
    ...extra,
    scores: r.scores.map((sc) => ({ seat: sc.seat, name: S.seats[sc.seat]?.name, total: sc.total })),
  });
}

/** Commands from the host page (only ever from the origin its link named). */
export function onHostCommand(d) {
  // The link's setup again; a fresh seed unless the link fixed one.
  if (d.type === "skyline-table:new-game" && S.link?.game) startLink(S.link);
}

export const currentSetupLink = async () => (await replays()).setupLink(S.id, S.game.config(), S.seats);
export const currentReplayLink = async () => (await replays()).replayLink(bundle());
