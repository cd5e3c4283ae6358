// Engines on demand: one wasm module per game (www/pkg/<id>/), fetched only when
// that game is chosen, resumed or loaded from a save. The list of games comes from
// pkg/catalog.js (written by the build), so the chooser needs no engine at all.
// `Game` here stands for the loaded module's class: `new Game(id, config)` and
// `Game.load(save)` return that module's own objects once `loadEngine(id)` (or
// `loadEngineForSave(text)`) has resolved. The page and the bot worker share this.
import catalog from "./pkg/catalog.js";

const pending = new Map(); // id → Promise of the initialised module
const ready = new Map(); // id → initialised module

/** Every game this site offers: `[{id, name, minPlayers, maxPlayers, ...kinds}]`. */
export function games() {
  return catalog.map((g) => ({ ...g }));
}

const known = (id) => catalog.some((g) => g.id === id);

/** Fetches and starts the engine of game `id` (once); resolves to its module. */
export function loadEngine(id) {
  if (!known(id)) return Promise.reject(new Error(`this site has no game "${id}"`));
  let p = pending.get(id);
  if (!p) {
    const url = new URL(`./pkg/${id}/skyline_table.js`, import.meta.url);
    p = import(url.href).then(async (m) => {
      await m.default({ module_or_path: new URL("skyline_table_bg.wasm", url) });
      ready.set(id, m);
      return m;
    });
    p.catch(() => pending.delete(id)); // a failed fetch may be tried again
    pending.set(id, p);
  }
  return p;
}

/** The game id a save names (an engine save, or the page's bundle around one); null if none. */
export function saveGameId(text) {
  try {
    let d = JSON.parse(String(text).trim());
    if (d && d.app === "skyline-table" && typeof d.save === "string") d = JSON.parse(d.save.trim());
    return d && typeof d.game === "string" ? d.game : null;
  } catch {
    return null;
  }
}

/** Loads the engine a save needs, if this site has it; never throws (Game.load says why). */
export async function loadEngineForSave(text) {
  const id = saveGameId(text);
  if (id && known(id)) await loadEngine(id).catch(() => {});
}

function engine(id) {
  const m = ready.get(id);
  if (m) return m;
  if (!known(id)) throw new Error(`id: unknown game "${id}": this site has ${catalog.map((g) => g.id).join(", ")}`);
  throw new Error(`the engine for "${id}" is not loaded yet`);
}

/** A fact of game `id` (its content, geometry, tables): a question answered without a game.
 * Throws for a question about a position, or when the engine is not loaded yet. */
export const fact = (id, question) => engine(id).fact(id, question);
/** The loaded engine's class, as its games are used (www/types.d.ts). */
export const Game =
  /** @type {{ new (id: string, config: any, table?: {entered?: boolean}): EngineGame, load(save: string): EngineGame }} */ (
    /** @type {unknown} */ (
      class {
        constructor(id, config, table = undefined) {
          // biome-ignore lint/correctness/noConstructorReturn: `new Game` gives the loaded engine's own object
          return new (engine(String(id)).Game)(id, config, table);
        }

        static load(save) {
          const id = saveGameId(save);
          if (id === null) {
            // Unreadable: any engine explains why in the same words.
            const any = ready.values().next().value;
            if (any) return any.Game.load(save);
            throw new Error("not a Skyline Table save");
          }
          if (!known(id)) throw new Error(`this save is for a game this site lacks: "${id}"`);
          return engine(id).Game.load(save);
        }
      }
    )
  );
