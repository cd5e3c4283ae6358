// The "Save & load" dialog of the app shell (www/app.js), loaded when opened: export
// this game as text or a file, copy a link to its setup or a replay, load a save.
import { fill, h } from "./dom.js";

/** What the page says when its autosave cannot be written (www/app/saving.js), and its button. */
export const UNSAVED =
  "This browser is not keeping this game (its storage is full, or this is a private window): a reload would lose it. Export it to keep it; nothing saved before was touched.";
export const EXPORT = "Export this game";
/** What the page says when its autosave cannot be read (www/app/saving.js resume): kept, untouched. */
export const UNREADABLE = (why) =>
  `Your last game could not be reopened: ${why}. Its saved text has been kept in this browser, untouched; find it under "Save & load".`;

/** Copies text, or shows it to copy by hand when the browser does not allow it. */
async function copyText(text, done, say) {
  try {
    await navigator.clipboard.writeText(text);
    say(done);
  } catch {
    window.prompt?.("Copy this link:", text);
  }
}

/** An unreadable save as the dialog shows it: all of a real one, the start of an oversized one. */
function keptPreview(text) {
  if (text == null || text.length <= 20000) return text;
  return `${text.slice(0, 20000)}\n… (${Math.ceil(text.length / 1000)} KB in all; only the start is shown, the whole is kept in this browser)`;
}

export function openSaves({
  S,
  ui,
  btn,
  say,
  openModal,
  readSave,
  beginGame,
  notice,
  bundle,
  hidden,
  kept: keptText,
  setupLink,
  replayLink,
  checkSaveSize,
  ask,
}) {
  const kept = keptPreview(keptText);
  const err = h("p", { class: "err", role: "alert" });
  // Text larger than any save is refused as it arrives, before it fills the page.
  const refuse = (n) => {
    try {
      checkSaveSize(n);
      return false;
    } catch (e) {
      err.textContent = `That save could not be loaded: ${e.message}`;
      return true;
    }
  };
  const input = h("textarea", {
    rows: 4,
    placeholder: "Paste a saved game here",
    "aria-label": "Saved game to load",
    spellcheck: "false",
    onpaste: (e) => {
      if (refuse(e.clipboardData?.getData("text/plain").length || 0)) e.preventDefault();
    },
    oninput: () => {
      if (refuse(input.value.length)) input.value = "";
    },
  });
  const doImport = async (text) => {
    let loaded;
    try {
      loaded = await readSave(text);
    } catch (e) {
      err.textContent = `That save could not be loaded: ${e.message}`;
      return;
    }
    ui.saves.close();
    await beginGame(loaded.game.id(), loaded.game, loaded.seats, loaded.ui, { resumed: true });
    notice("");
  };
  const file = h("input", {
    type: "file",
    accept: ".json,.txt,application/json,text/plain",
    "aria-label": "Load a save file",
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
  const out = h("textarea", { rows: 4, readonly: true, "aria-label": "This game as text", spellcheck: "false" }, playing ? "" : current);
  ui.saves.addEventListener(
    "close",
    () => {
      fill(ui.saves);
      current = "";
    },
    { once: true },
  );
  const mayExport = async (what) =>
    !secret ||
    !ask ||
    ask(
      "The save holds every player's secrets",
      "This game is not over, and the save text holds every player's hidden goals and choices. Anyone who reads it sees them all. Export it only to continue the game elsewhere.",
      `${what} anyway`,
      "Cancel",
    );
  fill(
    ui.saves,
    h(
      "div",
      { class: "dlg-body" },
      h("h2", null, "Save & load"),
      S.game
        ? h(
            "section",
            null,
            h("h3", null, "This game"),
            h(
              "p",
              { class: "small" },
              "The game is saved in this browser after every move. To keep it elsewhere or continue on another device, copy this text or download it.",
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
                    `Show the text (it holds ${[chance ? "the seed, which decides every roll and draw to come" : "", secret ? "every player's secrets" : ""].filter(Boolean).join(", and ") || "the whole game"})`,
                  ),
                  out,
                )
              : out,
            h(
              "div",
              { class: "row" },
              btn(
                "Copy link to this setup",
                () => copyText(setupLink(), "Link copied: it starts this setup, same seed and seats.", say),
                "btn",
              ),
              S.game.isOver()
                ? btn(
                    "Copy replay link",
                    async () => copyText(await replayLink(), "Replay link copied: it opens this game in the replay viewer.", say),
                    "btn",
                  )
                : null,
            ),
            h(
              "div",
              { class: "row" },
              btn(
                "Copy",
                async () => {
                  if (!(await mayExport("Copy"))) return;
                  if (out.value) out.select();
                  try {
                    await navigator.clipboard.writeText(current);
                    say("Save copied.");
                  } catch {
                    document.execCommand?.("copy");
                  }
                },
                "btn",
              ),
              btn(
                "Download",
                async () => {
                  if (!(await mayExport("Download"))) return;
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
        h("h3", null, "Load a saved game"),
        h("p", { class: "small" }, "Loading replaces the game on screen. A save that cannot be read changes nothing."),
        input,
        file,
        err,
        h(
          "div",
          { class: "row" },
          btn("Load this save", () => doImport(input.value), "btn primary"),
        ),
      ),
      kept
        ? h(
            "section",
            null,
            h("h3", null, "Unreadable earlier save"),
            h(
              "p",
              { class: "small" },
              "This browser held a save that could not be reopened. It is kept here as it was; copy it if you want to report it.",
            ),
            h("textarea", { rows: 3, readonly: true, "aria-label": "Unreadable save text", spellcheck: "false" }, kept),
          )
        : null,
    ),
    h(
      "div",
      { class: "dlg-actions" },
      btn("Close", () => ui.saves.close(), "btn"),
    ),
  );
  openModal(ui.saves);
}
