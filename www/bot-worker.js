// Computer players think here, off the page's thread. The page posts
// {job, save, seat, level}; we load that game's engine (the same per-game module
// the page uses), rebuild the game from the save and answer {job, plan} (the
// computer's moves in a row, www/bot-plan.js) or {job, error}. The engine decides;
// nothing here knows a rule.
import { planFor } from "./bot-plan.js";
import { Game, loadEngineForSave } from "./engine.js";

self.onmessage = async ({ data }) => {
  const { job, save, seat, level } = data;
  let game = null;
  try {
    await loadEngineForSave(save);
    game = Game.load(save);
    self.postMessage({ job, plan: planFor(game, seat, level) });
  } catch (e) {
    self.postMessage({ job, error: String(e?.message || e) });
  } finally {
    game?.free();
  }
};
