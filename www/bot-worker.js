// Computer players think here, off the page's thread. The page posts
// {job, save, seat, level}; we rebuild the game from the save and answer
// {job, action} or {job, error}. The engine decides; nothing here knows a rule.
import init, { Game } from "./pkg/skyline_table.js";

const ready = init({ module_or_path: new URL("./pkg/skyline_table_bg.wasm", import.meta.url) });

self.onmessage = async ({ data }) => {
  const { job, save, seat, level } = data;
  let game = null;
  try {
    await ready;
    game = Game.load(save);
    self.postMessage({ job, action: game.botAction(seat, level) });
  } catch (e) {
    self.postMessage({ job, error: String(e?.message || e) });
  } finally {
    game?.free();
  }
};
