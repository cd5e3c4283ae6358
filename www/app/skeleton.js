import { onMainClosed, openFinal, openRules } from "./dialogs.js";
import { fill, h, lang, t } from "./imports.js";
import { LANGS } from "./lang.js";
import { confirmPending, guards, say } from "./play.js";
import { enterReview, exitReview } from "./replay.js";
import { openSaves } from "./saving.js";
import { showSetup } from "./setup.js";
import { btn, PACES, S, savePrefs, ui } from "./state.js";
import { table } from "./table-links.js";
import { redo, undo } from "./undo.js";

export function skeleton() {
  const root = document.getElementById("app");
  const logo = h("span", {
    class: "logo",
    "aria-hidden": "true",
    html: '<svg viewBox="0 0 32 32" width="28" height="28"><rect x="3" y="14" width="6" height="15" rx="1" fill="#f3dcae"/><rect x="10" y="6" width="7" height="23" rx="1" fill="#d8845a"/><rect x="18" y="11" width="5" height="18" rx="1" fill="#ebb766"/><rect x="24" y="17" width="5" height="12" rx="1" fill="#a95a4a"/><rect x="2" y="28.5" width="28" height="2" rx="1" fill="#fffaf2"/></svg>',
  });
  ui.gameName = h("span", { class: "brand-game" });
  ui.meta = h("span", { class: "meta" });
  ui.rulesBtn = btn("", openRules, "btn ghost");
  ui.saveBtn = btn("", openSaves, "btn ghost");
  ui.newBtn = btn("", () => showSetup(), "btn ghost");
  ui.lang = h(
    "select",
    { class: "lang", onchange: (e) => S.langPick().then((m) => m.chooseLang(e.target.value)) },
    LANGS.map(([code, name]) => h("option", { value: code, lang: code }, name)),
  );
  const header = h(
    "header",
    { class: "bar" },
    h("div", { class: "brand" }, logo, h("span", { class: "brand-name" }, "Skyline Table"), ui.gameName),
    ui.meta,
    (ui.nav = h("nav", { class: "nav" }, ui.rulesBtn, ui.saveBtn, ui.newBtn, ui.lang)),
  );
  ui.notice = h("div", { class: "notice", role: "alert", hidden: true });
  ui.setup = h("section", { class: "setup", hidden: true, "aria-labelledby": "setup-title" });
  // The one polite live region of a game's screen: its two lines change in place (app/play.js
  // renderStatus), so that a screen reader says a new line once and never the unchanged one again.
  ui.stMain = h("span", { class: "st-main" });
  ui.stLast = h("span", { class: "st-last" });
  ui.status = h("div", { class: "status", id: "status", role: "status", "aria-live": "polite", tabindex: -1 }, ui.stMain, ui.stLast);
  // Undo/redo stay visible while playing; when there is nothing to do they say why (aria-disabled, not disabled).
  ui.undo = btn("", () => undo(), "btn undo", { hidden: true, "aria-keyshortcuts": "U Control+Z" });
  ui.redo = btn("", () => redo(), "btn redo", { hidden: true, "aria-keyshortcuts": "R Control+Y" });
  ui.confirmBtn = btn("", () => confirmPending(), "btn primary confirm", { hidden: true });
  ui.confirmOpt = btn(
    "",
    () => {
      // the setting at once (the next tap follows it); what it means is said by www/guards.js
      S.prefs.confirm = !S.prefs.confirm;
      savePrefs();
      ui.confirmOpt.setAttribute("aria-pressed", String(S.prefs.confirm));
      guards().then((m) => m.confirmModeSet());
    },
    "btn small confirmopt",
    { "aria-pressed": String(!!S.prefs.confirm) },
  );
  ui.scoresBtn = btn("", () => openFinal(), "btn", { hidden: true });
  // games that hide nothing, with several people: pass the game to the next one's own device
  ui.sendBtn = btn("", () => table().then((m) => m.sendOn()), "btn", { hidden: true });
  ui.reviewBar = h("div", { class: "reviewbar", hidden: true });
  ui.stage = h("div", { class: "stage" });
  ui.players = h("ol", { class: "players" });
  ui.log = h("ol", { class: "log" });
  ui.logWrap = h(
    "section",
    { class: "logwrap", "aria-labelledby": "log-title" },
    (ui.logTitle = h("h2", { id: "log-title" })),
    (ui.logHint = h("p", { class: "small muted" })),
    ui.log,
  );
  ui.playTitle = h("h1", { class: "sr", id: "play-title" });
  ui.play = h(
    "section",
    { class: "play", hidden: true, "aria-labelledby": "play-title" },
    ui.playTitle,
    h(
      "div",
      { class: "statusbar" },
      ui.status,
      h("div", { class: "statusbtns" }, ui.confirmBtn, ui.undo, ui.redo, ui.scoresBtn, ui.sendBtn, ui.confirmOpt),
    ),
    ui.reviewBar,
    (ui.outcome = h("section", { class: "outcome", hidden: true, "aria-labelledby": "outcome-title" })),
    h("div", { class: "playgrid" }, ui.stage, h("aside", { class: "aside" }, ui.players, paceField(), ui.logWrap)),
  );
  const dialog = (cls) => h("dialog", { class: `dlg ${cls}` });
  ui.hand = dialog("hand");
  // its guards (only its own buttons end it) come with the hand-over screen: www/handover.js
  ui.main = dialog("main");
  ui.main.addEventListener("close", onMainClosed);
  ui.rules = dialog("rules");
  ui.saves = dialog("saves");
  ui.ask = dialog("ask");
  ui.howto = dialog("howto");
  labels();
  fill(root, header, h("main", { class: "wrap" }, ui.notice, ui.setup, ui.play), ui.hand, ui.main, ui.rules, ui.saves, ui.ask, ui.howto);
  // on window, so that a game's own keys (registered on document) come first and may claim a key
  window.addEventListener("keydown", onShellKey);
  window.addEventListener("keydown", onRevealKey, true);
}

/** The shell's own words, in the page's language: set when it is built and again when the language changes. */
export function labels() {
  const say = (el, text, attrs = {}) => {
    if (text != null) el.textContent = text;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  };
  say(ui.rulesBtn, t("Rules"));
  say(ui.saveBtn, t("Save & load"));
  say(ui.newBtn, t("New game"));
  say(ui.nav, null, { "aria-label": t("Menu") });
  say(ui.lang, null, { "aria-label": t("Language"), title: t("Language") });
  ui.lang.value = lang() === "qps" ? "en" : lang();
  say(ui.undo, t("↶ Undo"), { title: t("Undo (U or Ctrl+Z)") });
  say(ui.redo, t("↷ Redo"), { title: t("Redo (R or Ctrl+Y)") });
  say(ui.confirmBtn, t("✓ Confirm"));
  say(ui.confirmOpt, t("Confirm each move"), {
    title: t("For touch screens: a first tap selects a move, a second tap or Confirm makes it"),
  });
  say(ui.scoresBtn, t("Scores"));
  say(ui.sendBtn, t("Send to the next player"));
  say(ui.players, null, { "aria-label": t("Players") });
  say(ui.logTitle, t("Moves"));
  say(ui.logHint, t("Pick a move to see the board at that point."));
  say(ui.hand, null, { "aria-label": t("Pass the device") });
  say(ui.main, null, { "aria-label": t("Scores") });
  say(ui.rules, null, { "aria-label": t("Rules") });
  say(ui.saves, null, { "aria-label": t("Save and load") });
  say(ui.ask, null, { "aria-label": t("Please confirm") });
  say(ui.howto, null, { "aria-label": t("How to play") });
  if (ui.paceLabel) {
    ui.paceLabel.textContent = t("Computer speed ");
    for (const o of ui.pace.querySelectorAll("option")) o.textContent = t(PACES.find((p) => p[0] === o.value)[1]);
  }
}

/** Enter or Space reveals after a placed move (see host.act's `reveal`); taken before the
 * game's own keys, which would otherwise place again. */
function onRevealKey(e) {
  const p = S.pending;
  if (!p?.reveal || (e.key !== "Enter" && e.key !== " ") || e.altKey || e.ctrlKey || e.metaKey) return;
  if (/^(INPUT|SELECT|TEXTAREA|BUTTON|A)$/.test(e.target.tagName) || document.querySelector("dialog[open]")) return;
  e.preventDefault();
  e.stopPropagation();
  if (e.repeat) {
    say(t("A held key reveals nothing: let go, then press once for {what}.", { what: p.reveal }));
    return;
  }
  if (performance.now() - p.t < 400) {
    say(t("That was a quick double press, so nothing was revealed: press once more for {what}.", { what: p.reveal }));
    return;
  }
  confirmPending();
}

/** Shell keys: u / Ctrl+Z undo, r / Ctrl+Y (Ctrl+Shift+Z) redo, arrows step through a replay. */
function onShellKey(e) {
  if (!S.game || !ui.setup.hidden || e.defaultPrevented || e.altKey || e.metaKey) return;
  if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) || e.target.isContentEditable || document.querySelector("dialog[open]")) return;
  const k = e.key.toLowerCase();
  if (S.review) {
    const r = S.review;
    const step = { arrowleft: r.k - 1, arrowright: r.k + 1, home: 0, end: r.total }[k];
    if (step != null && !e.ctrlKey) {
      e.preventDefault();
      enterReview(step, true);
      return;
    }
    if (k === "escape") {
      e.preventDefault();
      exitReview();
      return;
    }
  }
  if ((k === "z" && e.ctrlKey && e.shiftKey) || (k === "y" && e.ctrlKey) || (k === "r" && !e.ctrlKey)) {
    e.preventDefault();
    redo();
  } else if ((k === "z" && e.ctrlKey) || (k === "u" && !e.ctrlKey)) {
    e.preventDefault();
    undo();
  }
}

/** "Computer speed": how long each computer move stays on screen; remembered in this browser. */
function paceField() {
  ui.pace = h(
    "label",
    { class: "pace small", hidden: true },
    (ui.paceLabel = h("span")),
    h(
      "select",
      {
        id: "pace",
        onchange: (e) => {
          S.prefs.pace = e.target.value;
          savePrefs();
          say(
            t("Computer speed: {pace}. A game of computers only always plays at once.", {
              pace: e.target.selectedOptions[0].textContent.toLowerCase(),
            }),
          );
        },
      },
      PACES.map(([v]) => h("option", { value: v, selected: v === (S.prefs.pace || "normal") })),
    ),
  );
  return ui.pace;
}
