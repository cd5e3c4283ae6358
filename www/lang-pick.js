// Choosing a language in the header's picker, fetched when first used: the page speaks it at
// once, mid-game too, and remembers it in this browser. The shell's words change in place
// (app/skeleton.js labels); the screen shown is drawn again: the setup as it stands, or the
// game with the view's own settings kept (a chosen card, a cursor: undo would not restore
// them, and a new language is no reason to lose them). An open dialog is closed, since its
// words were the old language's; the hand-over screen stays (the picker is behind it anyway).
import { LANGS, labels, render, renderLog, renderReviewBar, S, savePrefs, say, t, ui, useLang } from "./app.js";

/** @param {string} code */
export async function chooseLang(code) {
  S.prefs.lang = code;
  savePrefs();
  await useLang(code);
  labels();
  for (const d of document.querySelectorAll("dialog[open]")) if (d !== ui.hand) /** @type {HTMLDialogElement} */ (d).close();
  if (!ui.setup.hidden) await import("./setup.js").then((m) => m.redrawSetup());
  else if (S.game) {
    const kept = S.ctrl?.getUi?.();
    S.ctrl?.destroy();
    S.ctrl = null;
    render();
    if (kept) {
      S.ctrl?.setUi?.(kept);
      render();
    }
    renderLog();
    if (S.review) renderReviewBar();
  }
  say(t("The page now speaks {language}.", { language: LANGS.find(([c]) => c === code)?.[1] ?? code }));
  ui.lang.focus();
}
