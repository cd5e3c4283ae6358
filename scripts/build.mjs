// npm run build: the release site in dist/ (static files, relative URLs).
// Rust → wasm (LTO, one codegen unit, opt-level z) → wasm-bindgen --target web →
// wasm-opt -Oz from npm binaryen → copy index.html and www/ → size report.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { root, run, log, ensureNodeModules, ensureWasmToolchain, wasmBindgenCmd, WASM_TARGET } from "./lib.mjs";

const pkg = path.join(root, "www", "pkg");
const dist = path.join(root, "dist");

// Features the Rust wasm32 target emits by default; wasm-opt must be told.
const WASM_FEATURES = [
  "--enable-bulk-memory",
  "--enable-bulk-memory-opt",
  "--enable-nontrapping-float-to-int",
  "--enable-sign-ext",
  "--enable-mutable-globals",
  "--enable-multivalue",
  "--enable-reference-types",
];

export function buildWasm() {
  log("building the wasm module (release)");
  run("cargo", ["build", "--release", "--target", WASM_TARGET, "-p", "skyline-table"]);
  const raw = path.join(root, "target", WASM_TARGET, "release", "skyline_table.wasm");
  fs.rmSync(pkg, { recursive: true, force: true });
  run(wasmBindgenCmd(), ["--target", "web", "--no-typescript", "--out-dir", pkg, "--out-name", "skyline_table", raw]);
  const bg = path.join(pkg, "skyline_table_bg.wasm");
  log("wasm-opt -Oz");
  run(path.join(root, "node_modules", ".bin", "wasm-opt"), ["-Oz", "--strip-debug", "--strip-producers", ...WASM_FEATURES, bg, "-o", bg]);
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
  copyDir(path.join(root, "www"), path.join(dist, "www"), (p) => /(\.test\.|\.map$|\.d\.ts$|\.md$|package\.json$|\.gitignore$)/.test(path.basename(p)));
  // Minify each script and style sheet on its own: no bundling, so every module
  // keeps its relative URL and the worker still finds its imports.
  const files = walk(path.join(dist, "www")).filter((f) => /\.(js|css)$/.test(f));
  for (const f of files) {
    run(path.join(root, "node_modules", ".bin", "esbuild"), [f, "--minify", "--log-level=warning", "--allow-overwrite", `--outfile=${f}`]);
  }
}

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Gzipped size of every file in dist/ (level 9, as a static host would serve it). */
export function sizeReport() {
  const rows = walk(dist).map((f) => {
    const data = fs.readFileSync(f);
    return { file: path.relative(dist, f), raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
  log("size of dist/ (gzipped, level 9)");
  for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${(r.raw / 1024).toFixed(1).padStart(7)} KB raw  ${r.file}`);
  console.log(`${(total.gzip / 1024).toFixed(1).padStart(7)} KB  ${(total.raw / 1024).toFixed(1).padStart(7)} KB raw  total (budget for all four games: 150 KB gzipped)`);
  fs.writeFileSync(path.join(root, "target", "size-report.json"), JSON.stringify({ total, rows }, null, 1));
  return total;
}

export function build() {
  ensureNodeModules();
  ensureWasmToolchain();
  buildWasm();
  assembleSite();
  return sizeReport();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    build();
  } catch (e) {
    console.error(`build failed: ${e.message}`);
    process.exit(1);
  }
}
