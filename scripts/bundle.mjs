// node scripts/bundle.mjs <dir>: inlines each module's parts, in place, in an
// assembled site's www/ (npm run build calls it on dist/).
//
// A module may keep its parts in a folder of its own name: www/app.js and
// www/app/, www/games/skyline.js and www/games/skyline/. The source stays in
// small files of one concern each; the site serves one file per module, so a
// part costs no request and no gzip overhead of its own. Every other import
// (a sibling module, a dynamic import of an on-demand module) stays an import,
// rewritten to be relative to the module the part is inlined into: a module is
// still loaded once, whoever imports it. A part that reaches into another
// module's parts is an error: go through that module's exports instead.
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";

const dir = path.resolve(process.argv[2] || "dist");
const www = path.join(dir, "www");

function* modules(folder) {
  for (const e of fs.readdirSync(folder, { withFileTypes: true })) {
    const f = path.join(folder, e.name);
    if (e.isDirectory()) yield* modules(f);
    else if (e.name.endsWith(".js") && fs.existsSync(f.slice(0, -3)) && fs.statSync(f.slice(0, -3)).isDirectory()) yield f;
  }
}

/** The module whose parts folder holds `file`, or null. */
function ownerOf(file) {
  for (let d = path.dirname(file); d.startsWith(www) && d !== www; d = path.dirname(d)) {
    if (fs.existsSync(`${d}.js`)) return `${d}.js`;
  }
  return null;
}

const entries = [...modules(www)];
for (const entry of entries) {
  const parts = entry.slice(0, -3) + path.sep;
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    write: true,
    allowOverwrite: true,
    outfile: entry,
    logLevel: "warning",
    plugins: [
      {
        name: "parts",
        setup(b) {
          b.onResolve({ filter: /^\.\.?\// }, (args) => {
            const target = path.resolve(args.resolveDir, args.path);
            if (target.startsWith(parts)) return null; // a part of this module: inline it
            const owner = ownerOf(target);
            if (owner)
              throw new Error(
                `${path.relative(dir, args.importer)} imports ${path.relative(dir, target)}, a part of ${path.relative(dir, owner)}`,
              );
            let rel = path.relative(path.dirname(entry), target).split(path.sep).join("/");
            if (!rel.startsWith(".")) rel = `./${rel}`;
            return { path: rel, external: true };
          });
        },
      },
    ],
  });
}
for (const entry of entries) fs.rmSync(entry.slice(0, -3), { recursive: true, force: true });
console.log(`bundled ${entries.length} module(s) with parts: ${entries.map((e) => path.relative(dir, e)).join(", ") || "none"}`);
