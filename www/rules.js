// The rules and the how-to in pictures: the game's own words and drawings (its help module),
// in the page's dialogs. Fetched when first opened, with its styles (rules.css).
import { btn, fill, h, loadModule, notice, openModal, S, sheet, startOf, ui } from "./app.js";
import { t } from "./dom.js";

const styled = sheet(new URL("./rules.css", import.meta.url).href);

export async function openRules() {
  await styled;
  const id = ui.setup.hidden ? S.id : S.setup?.id || S.id;
  let mod;
  try {
    mod = await loadModule(id);
  } catch (e) {
    notice(e.message);
    return;
  }
  // the rules may name this game's options: the game in play, or the one being set up
  const playing = ui.setup.hidden && S.game;
  const cfg = playing ? S.game.config() : S.setup ? { players: S.setup.players, ...S.setup.options } : null;
  const start = startOf(id, cfg?.players ?? S.infos.find((g) => g.id === id)?.minPlayers);
  let html;
  try {
    html = await mod.rules(cfg, start);
  } catch (e) {
    notice(t("The rules could not be loaded: {why}", { why: e.message }));
    return;
  }
  const lesson = S.infos.find((g) => g.id === id)?.lesson;
  fill(
    ui.rules,
    mod.howto || lesson
      ? h(
          "div",
          { class: "dlg-top" },
          lesson
            ? btn(
                t("Learn by playing"),
                () => {
                  ui.rules.close();
                  import("./tutorial.js").then((m) => m.start(id));
                },
                "btn",
                { "data-learn": "" },
              )
            : null,
          mod.howto
            ? btn(
                t("How to play, in pictures"),
                () => {
                  ui.rules.close();
                  openHowto(id);
                },
                "btn",
                { "data-howto": "" },
              )
            : null,
        )
      : null,
    // long rules scroll: the keyboard reaches them as a named region (arrow keys scroll it)
    h("div", { class: "dlg-body prose", html, tabindex: 0, role: "region", "aria-label": t("The rules") }),
    h(
      "div",
      { class: "dlg-actions" },
      btn(t("Close"), () => ui.rules.close(), "btn primary", { autofocus: true }),
    ),
  );
  openModal(ui.rules);
}

/** The game's short illustrated how-to (the module draws it). */
export async function openHowto(id) {
  await styled;
  let mod;
  try {
    mod = await loadModule(id);
  } catch (e) {
    notice(e.message);
    return;
  }
  if (!mod.howto) return;
  let node;
  try {
    node = await mod.howto();
  } catch (e) {
    notice(t("The how-to could not be loaded: {why}", { why: e.message }));
    return;
  }
  fill(
    ui.howto,
    h("div", { class: "dlg-body prose howto-body", tabindex: 0, role: "region", "aria-label": t("How to play") }, node),
    h(
      "div",
      { class: "dlg-actions" },
      mod.rules
        ? btn(
            t("Full rules"),
            () => {
              ui.howto.close();
              openRules();
            },
            "btn",
          )
        : null,
      btn(t("Close"), () => ui.howto.close(), "btn primary", { autofocus: true }),
    ),
  );
  openModal(ui.howto);
}
