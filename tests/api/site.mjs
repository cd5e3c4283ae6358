// The built site's per-game modules, as the API tests load them: dist/ from
// npm run build (SITE_DIR overrides). Each game has its own ES module,
// www/pkg/<id>/skyline_table.js, and www/pkg/catalog.js lists the games.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const site = process.env.SITE_DIR || path.join(root, "dist");

/** The games of the built site: `[{id, name, minPlayers, maxPlayers, ...kinds}]`. */
export async function catalog() {
  return (await import(pathToFileURL(path.join(site, "www", "pkg", "catalog.js")).href)).default;
}

/** Game `id`'s module, instantiated (synchronously, as Node allows). */
export async function engine(id) {
  const glue = path.join(site, "www", "pkg", id, "skyline_table.js");
  const mod = await import(pathToFileURL(glue).href);
  mod.initSync({ module: fs.readFileSync(glue.replace(/\.js$/, "_bg.wasm")) });
  return mod;
}
