// npm run build: the release site in dist/ (static files, relative URLs).
// One wasm module per game: for each game of the catalog with a view (built
// with CATALOG_GAMES=<id>: only that engine is linked), Rust → wasm (LTO, one codegen unit; sizes and speeds per crate in the
// root Cargo.toml's profiles) → wasm-bindgen --target web → wasm-opt from npm
// binaryen, into www/pkg/<id>/. A small www/pkg/catalog.js lists the games (read
// from each module's own games()) so the page shows its chooser before any engine
// is fetched. Then copy index.html and www/, minify, and report sizes per game.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { catalogGames, ensureNodeModules, ensureWasmToolchain, log, root, run, WASM_TARGET, walk, wasmBindgenCmd } from "./lib.mjs";
import { writeOffline } from "./offline.mjs";
import { writeTypes } from "./types.mjs";

const dist = path.join(root, "dist");

/**
 * The most a cold visit for a game (page, shell, its view, its engine) may weigh,
 * gzipped, in bytes: budgets.json, the one place budgets live. npm test measures
 * the visit in Chromium (tests/browser/budgets.test.mjs); the build only reports.
 */
export function coldVisitBudget(id) {
  const { coldVisitKB } = JSON.parse(fs.readFileSync(path.join(root, "budgets.json"), "utf8"));
  return (coldVisitKB[id] ?? coldVisitKB.default) * 1024;
}

// Features the Rust wasm32 target emits by default; wasm-opt must be told.
// wasm-opt's level (WASM_OPT=-O3 to compare): on the playouts -O3 measured no
// faster than -Oz, which is smaller. --converge repeats the passes until nothing
// changes: 0.4–0.6 KB gzipped smaller a module, for a few seconds of build.
const WASM_OPT_LEVEL = process.env.WASM_OPT || "-Oz";

const WASM_FEATURES = [
  "--enable-bulk-memory",
  "--enable-bulk-memory-opt",
  "--enable-nontrapping-float-to-int",
  "--enable-sign-ext",
  "--enable-mutable-globals",
  "--enable-multivalue",
  "--enable-reference-types",
];

/**
 * The games of the site: those of the catalog (crates/catalog/Cargo.toml, read
 * by crates/catalog/list: catalogGames in lib.mjs) that have a view
 * (www/games/ID.js). The env variable GAMES ("a,b") narrows the list.
 */
export function registeredGames() {
  const only = (process.env.GAMES || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return catalogGames()
    .map((g) => g.id)
    .filter((id) => fs.existsSync(path.join(root, "www", "games", `${id}.js`)) && (!only.length || only.includes(id)));
}

/** Path of a game's module (the one ES module an embedding site imports), under `base`. */
export function gluePath(base, id) {
  return path.join(base, "www", "pkg", id, "skyline_table.js");
}

/** Loads a game's built module in Node (synchronously instantiated). */
export async function loadModule(base, id) {
  const glue = gluePath(base, id);
  const mod = await import(pathToFileURL(glue).href);
  mod.initSync({ module: fs.readFileSync(glue.replace(/\.js$/, "_bg.wasm")) });
  return mod;
}

/** The games of the last build (www/pkg/catalog.js), or of `base`'s dist. */
export async function builtCatalog(base = dist) {
  const file = path.join(base, "www", "pkg", "catalog.js");
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run npm run build first`);
  return (await import(pathToFileURL(file).href)).default;
}

/** A built module's own games() list, read in a child Node (build() stays synchronous). */
function gamesOf(base, id) {
  const code = `import(${JSON.stringify(pathToFileURL(path.join(root, "scripts", "build.mjs")).href)}).then(async (b) => { const m = await b.loadModule(${JSON.stringify(base)}, ${JSON.stringify(id)}); process.stdout.write(JSON.stringify(m.games())); })`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the module built for ${id} did not load: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/**
 * Builds every registered game's module into `<base>/www/pkg/<id>/`. `features`
 * adds cargo features to each (npm run bench builds with "bench" into a folder
 * of its own; the site's modules leave the benchmark export out).
 */
export function buildWasm({ base = root, features = [] } = {}) {
  const ids = registeredGames();
  if (ids.length === 0) throw new Error("no game of crates/catalog/Cargo.toml has a view in www/games/");
  const pkg = path.join(base, "www", "pkg");
  fs.rmSync(pkg, { recursive: true, force: true });
  const infos = [];
  for (const id of ids) {
    // Built one after the other in the default target dir: the final .wasm is
    // overwritten (and the catalog and facade recompiled) for each game, so it
    // is taken through wasm-bindgen before the next game is built.
    log(`building the wasm module for ${id} (release)`);
    run(
      "cargo",
      [
        "build",
        "--release",
        "--target",
        WASM_TARGET,
        "-p",
        "skyline-table",
        ...(features.length ? ["--features", features.join(",")] : []),
      ],
      { env: { ...process.env, CATALOG_GAMES: id } },
    );
    const raw = path.join(process.env.CARGO_TARGET_DIR || path.join(root, "target"), WASM_TARGET, "release", "skyline_table.wasm");
    const out = path.join(pkg, id);
    run(wasmBindgenCmd(), ["--target", "web", "--no-typescript", "--out-dir", out, "--out-name", "skyline_table", raw]);
    const bg = path.join(out, "skyline_table_bg.wasm");
    run(path.join(root, "node_modules", ".bin", "wasm-opt"), [
      WASM_OPT_LEVEL,
      "--converge",
      "--strip-debug",
      "--strip-producers",
      ...WASM_FEATURES,
      bg,
      "-o",
      bg,
    ]);
    const own = gamesOf(base, id);
    if (own.length !== 1 || own[0].id !== id) throw new Error(`the module built for ${id} lists ${JSON.stringify(own.map((g) => g.id))}`);
    infos.push(own[0]);
  }
  writeCatalog(infos, base);
  return infos;
}

/** www/pkg/catalog.js: each game's games() entry, and `lesson: true` when its view has a
 * guided first game (www/games/ID-tutorial.json, played by www/tutorial.js). */
function writeCatalog(infos, base = root) {
  const listed = infos.map(({ lesson, ...info }) =>
    fs.existsSync(path.join(root, "www", "games", `${info.id}-tutorial.json`)) ? { ...info, lesson: true } : info,
  );
  fs.writeFileSync(
    path.join(base, "www", "pkg", "catalog.js"),
    `// Generated by npm run build: the games of this site, as games() of each one's module.\nexport default ${JSON.stringify(listed)};\n`,
  );
}

/** The page's first words (www/boot.js's messages: the loading line, the sandboxed frame's,
 * index.html's <noscript>) in every language, from the shell's catalogs: they are read before
 * the page can fetch a catalog, or where it cannot. */
function firstWords(out) {
  const bootFile = path.join(out, "www", "boot.js");
  const boot = fs.readFileSync(bootFile, "utf8");
  const marked = [...boot.matchAll(/mark\(\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g)].map((m) => new Function(`return ${m[1]}`)());
  const langDir = path.join(root, "www", "lang");
  const table = {};
  for (const code of fs.readdirSync(langDir).sort()) {
    const cat = JSON.parse(fs.readFileSync(path.join(langDir, code, "shell.json"), "utf8"));
    const own = Object.fromEntries(marked.filter((m) => cat[m]).map((m) => [m, cat[m]]));
    if (Object.keys(own).length) table[code] = own;
  }
  const htmlFile = path.join(out, "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  const noscript = /<noscript><p class="boot">([^<]*)<\/p><\/noscript>/;
  const m = noscript.exec(html);
  if (!m) throw new Error('index.html: no <noscript><p class="boot">…</p></noscript>');
  // boot.js carries the words it says itself; <noscript>'s are written into the page
  const said = Object.fromEntries(
    Object.entries(table).map(([code, w]) => [code, Object.fromEntries(Object.entries(w).filter(([k]) => k !== m[1]))]),
  );
  if (!boot.includes("var WORDS = {};")) throw new Error("www/boot.js: no `var WORDS = {};` for its words");
  fs.writeFileSync(bootFile, boot.replace("var WORDS = {};", `var WORDS = ${JSON.stringify(said)};`));
  const esc = (x) => x.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const others = Object.entries(table)
    .filter(([, w]) => w[m[1]])
    .map(([code, w]) => `<p class="boot" lang="${code}">${esc(w[m[1]])}</p>`);
  fs.writeFileSync(htmlFile, html.replace(noscript, `<noscript><p class="boot">${m[1]}</p>${others.join("")}</noscript>`));
}

function copyDir(from, to, skip = () => false) {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    if (skip(src)) continue;
    const dst = path.join(to, e.name);
    if (e.isDirectory()) copyDir(src, dst, skip);
    else fs.copyFileSync(src, dst);
  }
}

export function assembleSite() {
  log("assembling dist/");
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.copyFileSync(path.join(root, "index.html"), path.join(dist, "index.html"));
  copyDir(path.join(root, "www"), path.join(dist, "www"), (p) =>
    /(\.test\.|\.map$|\.d\.ts$|\.md$|package\.json$|\.gitignore$)/.test(path.basename(p)),
  );
  firstWords(dist);
  // Kept npm libraries the page fetches on demand (the QR code library: docs/embed.md),
  // with their licences.
  const vendor = path.join(dist, "www", "vendor");
  fs.mkdirSync(vendor, { recursive: true });
  const qr = path.join(root, "node_modules", "qrcode-generator");
  const { version, license } = JSON.parse(fs.readFileSync(path.join(qr, "package.json"), "utf8"));
  // a legal comment (/*! */): the minifier keeps it
  const notice = `/*! qrcode-generator ${version}, Copyright (c) 2009 Kazuhiko Arase, ${license} licence */\n`;
  fs.writeFileSync(path.join(vendor, "qrcode.js"), notice + fs.readFileSync(path.join(qr, "dist", "qrcode.mjs"), "utf8"));
  // A module's parts (www/app/ for www/app.js) are inlined into it
  // (scripts/bundle.mjs); every module keeps its relative URL.
  run(process.execPath, [path.join(root, "scripts", "bundle.mjs"), dist]);
  // Then each script and style sheet is minified on its own.
  const files = walk(path.join(dist, "www")).filter((f) => /\.(js|css)$/.test(f));
  for (const f of files) {
    run(path.join(root, "node_modules", ".bin", "esbuild"), [f, "--minify", "--log-level=warning", "--allow-overwrite", `--outfile=${f}`]);
  }
}

const gz = (data) => zlib.gzipSync(data, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** A game's own files: its engine (www/pkg/<id>/) and its view (www/games/<id>.js, .css, …). */
const ofGame = (f, id) => f.startsWith(`www/pkg/${id}/`) || f.startsWith(`www/games/${id}.`);

/**
 * The files a first visit fetches before a game is chosen: index.html's styles,
 * scripts and icons (not the home-screen icons, fetched only on install), and
 * every file named by a relative path in a fetched script or in the manifest
 * (ES imports, `new URL("./x", import.meta.url)` for the worker, the service
 * worker's file), followed to the end. Paths built at run time (a game's engine
 * and view, by id) are not literal and so are counted per game instead.
 */
function coldFiles(ids) {
  const seen = new Set();
  const perGame = (f) => ids.some((id) => ofGame(f, id));
  const queue = [];
  const add = (from, ref) => {
    if (/^(?:[a-z]+:|\/\/|#)/i.test(ref)) return; // absolute URLs, data:, fragments
    const f = path.posix.normalize(path.posix.join(path.posix.dirname(from), ref.split(/[?#]/)[0]));
    if (seen.has(f) || perGame(f) || !fs.existsSync(path.join(dist, f)) || fs.statSync(path.join(dist, f)).isDirectory()) return;
    seen.add(f);
    queue.push(f);
  };
  seen.add("index.html");
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) || []) {
    if (/rel=["']?apple-touch-icon/.test(tag)) continue;
    const m = tag.match(/\b(?:href|src)=["']([^"']+)["']/);
    if (m) add("index.html", m[1]);
  }
  while (queue.length) {
    const f = queue.shift();
    if (!/\.(?:m?js|css|webmanifest|json)$/.test(f)) continue;
    let text = fs.readFileSync(path.join(dist, f), "utf8");
    if (f.endsWith(".webmanifest")) text = text.replace(/"icons"\s*:\s*\[[^\]]*\]/, ""); // install-time only
    // A dynamic import() loads on demand (the save dialog, a game's rules): not
    // part of the first visit. A game's own view module is counted per game.
    text = text.replace(/\bimport\(\s*(["'`])[^"'`]+\1\s*\)/g, "import()");
    for (const m of text.matchAll(/["'`](\.{0,2}\/?[\w\-./]+\.(?:m?js|css|json|webmanifest|svg|png|wasm))["'`]/g)) add(f, m[1]);
    for (const m of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add(f, m[1]);
  }
  return seen;
}

/**
 * Sizes, gzipped (level 9, as a static host would serve them) and raw: each
 * game's engine (wasm and glue), its view module, the page and the shell (what a
 * first visit fetches before a game is chosen), the cold visit per game (page +
 * shell + that game's view + its engine) and the whole of dist/. Printed as a
 * Markdown table for the README, with a line per game that is over its budget
 * (budgets.json): a report, never a failure, since the site is written either way.
 */
export function sizeReport(ids) {
  const files = walk(dist).map((f) => {
    const data = fs.readFileSync(f);
    return { file: path.relative(dist, f).split(path.sep).join("/"), raw: data.length, gzip: gz(data) };
  });
  const sum = (rows) => rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const cold = coldFiles(ids);
  const page = files.filter((r) => r.file === "index.html");
  const shell = files.filter((r) => r.file !== "index.html" && cold.has(r.file));
  const fmt = (r) => `${kb(r.gzip).padStart(8)} | ${kb(r.raw).padStart(9)}`;
  const lines = [];
  const row = (what, r) => lines.push(`| ${what.padEnd(44)} | ${fmt(r)} |`);
  lines.push(`| ${"file".padEnd(44)} | gzip -9  | raw       |`, `| ${"-".repeat(44)} | -------: | --------: |`);
  row("`index.html` (page)", sum(page));
  for (const r of shell) row(`\`${r.file}\``, r);
  row("shell (page excluded), all", sum(shell));
  const visits = [];
  for (const id of ids) {
    const wasm = files.filter((r) => r.file === `www/pkg/${id}/skyline_table_bg.wasm`);
    const glue = files.filter((r) => r.file === `www/pkg/${id}/skyline_table.js`);
    const view = files.filter((r) => r.file.startsWith(`www/games/${id}.`));
    row(`${id}: engine \`skyline_table_bg.wasm\``, sum(wasm));
    row(`${id}: glue \`skyline_table.js\``, sum(glue));
    if (view.length) row(`${id}: view \`${view.map((r) => r.file.replace("www/games/", "")).join("`, `")}\``, sum(view));
    else lines.push(`| ${`${id}: view (none yet)`.padEnd(44)} | ${"-".padStart(8)} | ${"-".padStart(9)} |`);
    visits.push({ id, ...sum([...page, ...shell, ...view, ...glue, ...wasm]) });
  }
  for (const c of visits) row(`**cold visit, ${c.id}**`, c);
  const all = sum(files);
  row("whole `dist/`", all);
  log("sizes (KB = 1024 bytes; cold visit = page + shell + that game's view and engine; budgets in budgets.json)");
  console.log(lines.join("\n"));
  const rest = files.filter((r) => r.file !== "index.html" && !cold.has(r.file) && !ids.some((id) => ofGame(r.file, id)));
  if (rest.length) console.log(`(not fetched on a cold visit, in the whole only: ${rest.map((r) => r.file).join(", ")})`);
  fs.mkdirSync(path.join(root, "target"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "target", "size-report.json"),
    JSON.stringify({ total: all, cold: visits, shell: [...cold], files }, null, 1),
  );
  for (const c of visits) {
    const b = coldVisitBudget(c.id);
    console.log(`${c.gzip > b ? "OVER" : "ok  "} cold visit, ${c.id}: ${kb(c.gzip)} of its ${kb(b)} budget`);
  }
  return { total: all, cold: visits };
}

/**
 * Builds the whole site into dist/ and prints its sizes. `jsOnly` (node
 * scripts/build.mjs --js-only) keeps the engines of the last build (www/pkg/):
 * for a change to the page alone, seconds instead of minutes.
 */
export function build({ jsOnly = false } = {}) {
  ensureNodeModules();
  const kept = jsOnly && fs.existsSync(path.join(root, "www", "pkg", "catalog.js"));
  if (!kept) ensureWasmToolchain();
  const infos = kept
    ? JSON.parse(
        fs
          .readFileSync(path.join(root, "www", "pkg", "catalog.js"), "utf8")
          .replace(/^[\s\S]*?export default /, "")
          .replace(/;\s*$/, ""),
      )
    : buildWasm();
  if (kept) writeCatalog(infos); // a lesson added or removed since the last full build
  writeTypes({ ifMissing: kept }); // www/pkg/types.d.ts, for tsc (buildWasm empties www/pkg)
  assembleSite();
  writeOffline(dist, infos); // the service worker and the manifest (docs/embed.md)
  return sizeReport(infos.map((g) => g.id));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    build({ jsOnly: process.argv.includes("--js-only") });
  } catch (e) {
    console.error(`build failed: ${e.message}`);
    process.exit(1);
  }
}
