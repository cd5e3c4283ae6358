// Tables: loading a game's view and engine, and starting a game from a config. The setup
// screen itself is www/setup.js, fetched when first shown.
import { notice } from "./dialogs.js";
import { cleanName, fact, Game, loadEngine, t } from "./imports.js";
import { beginGame, guards } from "./play.js";
import { NAMES, S, ui } from "./state.js";

export async function loadModule(id) {
  if (!S.mods[id]) {
    if (!S.views[id]) throw new Error(t('this page cannot show the game "{id}" yet', { id }));
    // The view module and the game's own engine (www/engine.js) load together.
    const [view] = await Promise.all([S.views[id](), loadEngine(id)]);
    S.mods[id] = view.default;
  }
  return S.mods[id];
}

/** What a new game of `id` for `players` starts from, with no game made: the game's facts
 * (`fact(question)`: content, tables, a new game's options), asked of its engine. */
export const startOf = (id, players) => ({ players, fact: (q) => fact(id, q) });

export function defaultSeats(n, old = []) {
  return Array.from({ length: n }, (_, i) => old[i] || { name: NAMES[i], kind: i === 0 ? "human" : "normal" });
}

/** Starts a game from a config; asks first when it would replace a game in progress.
 * `chance.entered`: the table rolls and draws with its own dice and cards; `at`: played at a
 * table or as today's city ({daily}), its result ranked with the others'. */
export async function startWith(id, cfg, seatsIn, chance = undefined, at = null) {
  const box = document.getElementById("setup-error");
  let g;
  await loadEngine(id).catch(() => {}); // normally loaded with the setup screen; Game says why if not
  try {
    g = new Game(id, cfg, chance);
  } catch (e) {
    if (box) box.textContent = t("Cannot start: {error}", { error: e.message });
    return false;
  }
  if (S.game && !S.game.isOver() && S.game.history().length) {
    if (!(await (await guards()).askReplace())) {
      g.free();
      ui.setup.querySelector("#start, #quick")?.focus();
      return false;
    }
  }
  const seats = seatsIn.map((s, i) => ({ name: cleanName(s.name) || NAMES[i], kind: s.kind }));
  return beginGame(id, g, seats, null, { table: at });
}

/** Shows the setup screen (www/setup.js, fetched the first time). */
export async function showSetup(prefill = undefined) {
  let m;
  try {
    m = await import("../setup.js");
  } catch (e) {
    notice(t("The setup screen could not be opened: {error}", { error: e.message }));
    return;
  }
  return m.showSetup(prefill);
}
