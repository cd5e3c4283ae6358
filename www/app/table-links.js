import { bundle, links, replays } from "./saving.js";
import { kinds, S } from "./state.js";

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
  // The link's setup again (www/links.js); a fresh seed unless the link fixed one.
  if (d.type === "skyline-table:new-game" && S.link?.game) links().then((m) => m.startLink(S.link, true));
}

export const currentSetupLink = async () => (await replays()).setupLink(S.id, S.game.config(), S.seats);
export const currentReplayLink = async () => (await replays()).replayLink(bundle());
