import { ask, notice, openModal } from "./dialogs.js";
import { t } from "./imports.js";
import { beginGame, say } from "./play.js";
import { btn, hidden, KEPT_KEY, S, SAVE_KEY, store, ui } from "./state.js";
import { uiSeat } from "./steps.js";

/** The page's save: the engine's save, the seats, the view's settings and a move placed but not
 * yet revealed (a reload keeps it placed: it is the player's, only chance has not spoken). */
export function bundle() {
  const p = S.pending?.reveal ? { seat: S.pending.seat, action: S.pending.action, reveal: S.pending.reveal } : undefined;
  return JSON.stringify({
    app: "skyline-table",
    v: 1,
    game: S.id,
    seats: S.seats,
    ui: S.ctrl?.getUi?.() || null,
    uiSeat: uiSeat() ?? undefined, // the settings are that person's: nobody else's screen gets them
    placed: p,
    table: S.table || undefined,
    tutorial: S.game.tutor?.read, // a lesson (www/tutorial.js): how many of its Next steps were read
    save: S.game.save(),
  });
}

export function autosave() {
  if (!S.game) return;
  // Never lose a save we could not read: keep it aside before the first overwrite.
  if (S.unreadable != null && store.set(KEPT_KEY, S.unreadable)) S.unreadable = null;
  const ok = S.unreadable == null && store.set(SAVE_KEY, bundle());
  // not kept (storage full, a private window): said at once, with the way to keep it (www/saves.js)
  if (!ok && !S.unsaved) import("../saves.js").then((m) => notice(t(m.UNSAVED), btn(t(m.EXPORT), openSaves, "btn small")));
  S.unsaved = !ok;
}

/** Reads our bundle or a bare engine save (www/saves.js, fetched when a save or a link is
 * read): {game, seats, ui, placed, table, tutorial}, or throws in a player's words, with a `code`. */
export const readSave = async (text) => (await import("../saves.js")).readSave(text);

export async function resume() {
  const raw = store.get(SAVE_KEY);
  if (!raw) return false;
  let loaded;
  try {
    loaded = await readSave(raw);
  } catch (e) {
    // Kept as it was: the next autosave moves it aside first, and gives up rather than overwrite it.
    S.unreadable = raw;
    notice((await import("../saves.js")).UNREADABLE(e.message));
    return false;
  }
  if (loaded.tutorial != null) return (await import("../tutorial.js")).resume(loaded);
  return beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { placed: loaded.placed, table: loaded.table, resumed: true });
}

/** The "Save & load" dialog, a module of its own (not needed to play, so not part of the first visit). */
export async function openSaves() {
  let m, l;
  try {
    [m, l] = await Promise.all([import("../saves.js"), replays()]);
  } catch (e) {
    notice(t("Saving could not be opened: {error}", { error: e.message }));
    return;
  }
  m.openSaves({
    S,
    ui,
    btn,
    say,
    openModal,
    beginGame,
    notice,
    bundle,
    hidden,
    ask,
    kept: S.unreadable ?? store.get(KEPT_KEY),
    setupLink: () => l.setupLink(S.id, S.game.config(), S.seats),
    replayLink: () => l.replayLink(bundle()),
  });
}

/** Reading a link (www/links.js), fetched only when the page is opened with one; writing
 * links and reading a replay's game (www/replays.js), only when a replay or a link is made or opened. */
export const links = () => import("../links.js");
export const replays = () => import("../replays.js");
