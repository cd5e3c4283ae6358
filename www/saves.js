// The "Save & load" dialog of the app shell (www/app.js), loaded when opened: export
// this game as text or a file, copy a link to its setup or a replay, load a save.
import { KINDS, NAMES, S } from "./app.js";
import { fill, h, mark, t } from "./dom.js";
import { Game, games, loadEngine, loadEngineForSave, saveGameId } from "./engine.js";
import { cleanName, LIMITS } from "./host.js";

/** A save or a link's game that cannot be read, in a player's words, by its kind: the engine's
 * code (`error.code`, crates/dice SaveFault) or the page's own (empty, big, no-view). Each says
 * what is wrong with the text, never how a parser failed on it: a message (worded by t() when
 * refused), or a function wording one with its argument. */
export const WHY = {
  empty: mark("there is nothing in it"),
  big: (kb) => t("it is {kb} KB, and a save can be at most {max} KB (no game comes near that)", { kb, max: LIMITS.save / 1000 }),
  "cut-short": mark("this text is not a whole save; it may have been cut short. Copy all of it again, to its very end"),
  "not-json": mark('this text is not a saved game. A save is the whole text that "Save & load" copies or downloads'),
  "not-a-save": mark("this text is not a Skyline Table save"),
  "other-game": (id) =>
    id
      ? t('this save is of a game this site does not have ("{id}")', { id: String(id).slice(0, 40) })
      : t("this save is of a game this site does not have"),
  "no-view": (id) => t('this page cannot show the game "{id}" yet', { id: String(id).slice(0, 40) }),
  format: mark("this save was written by another version of Skyline Table, which this one cannot read"),
  // the engine says where the moves and dice part ways (which roll, in its words), so a forged result is named as such
  changed: (where) =>
    where
      ? t(
          "the game in it was changed or damaged after it was saved: its moves and dice no longer add up ({where}), so it cannot be trusted",
          { where },
        )
      : t("the game in it was changed or damaged after it was saved: its moves and dice no longer add up, so it cannot be trusted"),
};
/** The Save & load box, when "Load this save" is pressed with nothing in it. */
export const PASTE_FIRST = mark("Paste a saved game first.");

/** A refusal: its words for the player, and its kind for tests and the page. */
function refused(code, arg) {
  const w = WHY[code] ?? WHY["not-a-save"];
  return Object.assign(new Error(typeof w === "function" ? w(arg) : t(w)), { code });
}

/** Refuses a save by its size, before anything reads it (docs/embed.md, "Limits"). */
export function checkSaveSize(length) {
  if (length > LIMITS.save) throw refused("big", Math.ceil(length / 1000));
}

function sanitizeSeats(seats, players) {
  const kinds = KINDS.map((k) => k[0]);
  return Array.from({ length: players }, (_, i) => {
    const s = Array.isArray(seats) ? seats[i] : null;
    return {
      name: cleanName(s?.name) || NAMES[i],
      kind: kinds.includes(s?.kind) ? s.kind : "human",
    };
  });
}

/** Reads our bundle or a bare engine save; returns {game, seats, ui: {ui, seat} | null, placed, table, tutorial},
 * or throws an Error in a player's words (WHY) with its kind in `code`. */
export async function readSave(text) {
  checkSaveSize(String(text).length);
  let seats = null,
    ui = null,
    placed = null,
    tutorial = null,
    table = null,
    save = String(text).trim();
  if (!save) throw refused("empty");
  try {
    const d = JSON.parse(save);
    if (d && d.app === "skyline-table" && typeof d.save === "string") {
      save = d.save;
      seats = d.seats;
      // the view's settings, and whose screen they were (only that person gets them back)
      ui = d.ui && typeof d.ui === "object" ? { ui: d.ui, seat: Number.isInteger(d.uiSeat) ? d.uiSeat : null } : null;
      placed = d.placed ?? null;
      if (Number.isInteger(d.tutorial)) tutorial = d.tutorial; // a lesson's Next steps read (www/tutorial.js)
      // a table's or today's city's game: only its day is kept, checked
      if (d.table && typeof d.table === "object")
        table = { daily: typeof d.table.daily === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d.table.daily) ? d.table.daily : null };
    }
  } catch {
    /* not JSON: the engine says what kind of text it is */
  }
  const id = saveGameId(save);
  if (id != null && !games().some((g) => g.id === id)) throw refused("other-game", id);
  // no game named: any engine tells cut short from not JSON, so one is loaded if none is
  if (id == null) await loadEngine(S.id || games()[0].id).catch(() => {});
  else await loadEngineForSave(save);
  let game;
  try {
    game = Game.load(save);
  } catch (e) {
    throw refused(e?.code, e?.code === "changed" ? String(e.message).replace(/^[a-z ]+: /, "") : id);
  }
  if (!S.views[game.id()]) {
    const gid = game.id();
    game.free();
    throw refused("no-view", gid);
  }
  return { game, seats: sanitizeSeats(seats, game.config().players), ui, placed, table, tutorial };
}

/** What the page says when its autosave cannot be written (www/app/saving.js), and its button:
 * messages, worded by t() where they are shown. */
export const UNSAVED = mark(
  "This browser is not keeping this game (its storage is full, or this is a private window): a reload would lose it. Export it to keep it; nothing saved before was touched.",
);
export const EXPORT = mark("Export this game");
/** What the page says when its autosave cannot be read (www/app/saving.js resume): kept, untouched. */
export const UNREADABLE = (why) =>
  t('Your last game could not be reopened: {why}. Its saved text has been kept in this browser, untouched; find it under "Save & load".', {
    why,
  });

/** Copies text, or shows it to copy by hand when the browser does not allow it. */
async function copyText(text, done, say) {
  try {
    await navigator.clipboard.writeText(text);
    say(done);
  } catch {
    window.prompt?.(t("Copy this link:"), text);
  }
}

/** An unreadable save as the dialog shows it: all of a real one, the start of an oversized one. */
function keptPreview(text) {
  if (text == null || text.length <= 20000) return text;
  const kb = Math.ceil(text.length / 1000);
  return `${text.slice(0, 20000)}\n… ${t("({kb} KB in all; only the start is shown, the whole is kept in this browser)", { kb })}`;
}

export function openSaves({ S, ui, btn, say, openModal, beginGame, notice, bundle, hidden, kept: keptText, setupLink, replayLink, ask }) {
  const kept = keptPreview(keptText);
  const err = h("p", { class: "err", role: "alert" });
  // Text larger than any save is refused as it arrives, before it fills the page.
  const refuse = (n) => {
    try {
      checkSaveSize(n);
      return false;
    } catch (e) {
      err.textContent = t("That save could not be loaded: {why}.", { why: e.message });
      return true;
    }
  };
  const input = h("textarea", {
    rows: 4,
    placeholder: t("Paste a saved game here"),
    "aria-label": t("Saved game to load"),
    spellcheck: "false",
    onpaste: (e) => {
      if (refuse(e.clipboardData?.getData("text/plain").length || 0)) e.preventDefault();
    },
    oninput: () => {
      if (refuse(input.value.length)) input.value = "";
    },
  });
  const doImport = async (text) => {
    if (!text.trim()) {
      err.textContent = t(PASTE_FIRST);
      input.focus();
      return;
    }
    let loaded;
    try {
      loaded = await readSave(text);
    } catch (e) {
      err.textContent = t("That save could not be loaded: {why}.", { why: e.message });
      return;
    }
    ui.saves.close();
    await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { resumed: true });
    notice("");
  };
  const file = h("input", {
    type: "file",
    accept: ".json,.txt,application/json,text/plain",
    "aria-label": t("Load a save file"),
    onchange: async () => {
      const f = file.files[0];
      if (!f) return;
      // Refused by its size before it is read: a huge file never reaches the page.
      if (refuse(f.size)) return;
      doImport(await f.text());
    },
  });
  // During play a save holds what nobody at the table should read: the seed, which
  // decides every coming roll and draw, and in a game that hides anything, every
  // seat's secrets. Its text enters the page only when asked for, and leaves it
  // (with everything else here) when the dialog closes.
  const playing = !!S.game && !S.game.isOver();
  const secret = playing && hidden();
  const chance = S.infos?.find((g) => g.id === S.id)?.chance !== false;
  let current = S.game ? bundle() : "";
  const out = h("textarea", { rows: 4, readonly: true, "aria-label": t("This game as text"), spellcheck: "false" }, playing ? "" : current);
  ui.saves.addEventListener(
    "close",
    () => {
      fill(ui.saves);
      current = "";
    },
    { once: true },
  );
  /** Asks first when the save holds secrets; `anyway` is the button that exports. */
  const mayExport = async (anyway) =>
    !secret ||
    !ask ||
    ask(
      t("The save holds every player's secrets"),
      t(
        "This game is not over, and the save text holds every player's hidden goals and choices. Anyone who reads it sees them all. Export it only to continue the game elsewhere.",
      ),
      anyway,
      t("Cancel"),
    );
  fill(
    ui.saves,
    h(
      "div",
      { class: "dlg-body" },
      h("h2", null, t("Save & load")),
      S.game
        ? h(
            "section",
            null,
            h("h3", null, t("This game")),
            h(
              "p",
              { class: "small" },
              t(
                "The game is saved in this browser after every move. To keep it elsewhere or continue on another device, copy this text or download it.",
              ),
            ),
            playing
              ? h(
                  "details",
                  {
                    class: "savetext",
                    ontoggle: (e) => {
                      out.value = e.target.open ? current : "";
                    },
                  },
                  h(
                    "summary",
                    null,
                    chance
                      ? secret
                        ? t("Show the text (it holds the seed, which decides every roll and draw to come, and every player's secrets)")
                        : t("Show the text (it holds the seed, which decides every roll and draw to come)")
                      : secret
                        ? t("Show the text (it holds every player's secrets)")
                        : t("Show the text (it holds the whole game)"),
                  ),
                  out,
                )
              : out,
            h(
              "div",
              { class: "row" },
              btn(
                t("Copy link to this setup"),
                () => copyText(setupLink(), t("Link copied: it starts this setup, same seed and seats."), say),
                "btn",
              ),
              S.game.isOver()
                ? btn(
                    t("Copy replay link"),
                    async () => copyText(await replayLink(), t("Replay link copied: it opens this game in the replay viewer."), say),
                    "btn",
                  )
                : null,
            ),
            h(
              "div",
              { class: "row" },
              btn(
                t("Copy"),
                async () => {
                  if (!(await mayExport(t("Copy anyway")))) return;
                  if (out.value) out.select();
                  try {
                    await navigator.clipboard.writeText(current);
                    say(t("Save copied."));
                  } catch {
                    document.execCommand?.("copy");
                  }
                },
                "btn",
              ),
              btn(
                t("Download"),
                async () => {
                  if (!(await mayExport(t("Download anyway")))) return;
                  const a = h("a", {
                    href: URL.createObjectURL(new Blob([current], { type: "application/json" })),
                    download: `skyline-${S.id}-${Date.now()}.json`,
                  });
                  document.body.append(a);
                  a.click();
                  a.remove();
                  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
                },
                "btn",
              ),
            ),
          )
        : null,
      h(
        "section",
        null,
        h("h3", null, t("Load a saved game")),
        h("p", { class: "small" }, t("Loading replaces the game on screen. A save that cannot be read changes nothing.")),
        input,
        file,
        err,
        h(
          "div",
          { class: "row" },
          btn(t("Load this save"), () => doImport(input.value), "btn primary"),
        ),
      ),
      kept
        ? h(
            "section",
            null,
            h("h3", null, t("Unreadable earlier save")),
            h(
              "p",
              { class: "small" },
              t("This browser held a save that could not be reopened. It is kept here as it was; copy it if you want to report it."),
            ),
            h("textarea", { rows: 3, readonly: true, "aria-label": t("Unreadable save text"), spellcheck: "false" }, kept),
          )
        : null,
    ),
    h(
      "div",
      { class: "dlg-actions" },
      btn(t("Close"), () => ui.saves.close(), "btn"),
    ),
  );
  openModal(ui.saves);
}
