// Shared by the npm scripts: running commands and making a fresh machine ready.
// Only Node built-ins here: this runs before `npm install` on a new checkout.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WASM_TARGET = "wasm32-unknown-unknown";

export function log(msg) {
  console.log(`\n== ${msg}`);
}

/** Runs a command in the repo, inheriting output; throws on failure. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...opts });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status})`);
  return r;
}

/** Runs a command and returns its stdout ("" when it cannot run). */
export function capture(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: "utf8", ...opts });
  return r.status === 0 ? r.stdout : "";
}

let listed;
/**
 * The games of the catalog, in the chooser's order: `[{id, dir, package}]` (the
 * crate's folder under crates/ and its package name). Read by the catalog's one
 * reader, crates/catalog/list (a crate with no dependencies, built in a second
 * on a fresh clone), which the catalog's build.rs and the Rust tests use too:
 * nothing in scripts/ parses crates/catalog/Cargo.toml.
 */
export function catalogGames() {
  if (!listed) {
    const r = spawnSync("cargo", ["run", "--quiet", "-p", "catalog-list"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (r.error) throw new Error(`cargo: ${r.error.message}`);
    if (r.status !== 0) throw new Error(`cargo run -p catalog-list failed (exit ${r.status})`);
    listed = JSON.parse(r.stdout);
  }
  return listed;
}

function cargoBin(name) {
  const home = process.env.CARGO_HOME || path.join(process.env.HOME || "/root", ".cargo");
  const p = path.join(home, "bin", name);
  return fs.existsSync(p) ? p : name;
}

/** The wasm-bindgen version the crate locks, which the CLI must equal exactly. */
export function lockedWasmBindgen() {
  const lock = fs.readFileSync(path.join(root, "Cargo.lock"), "utf8");
  const m = lock.match(/name = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!m) throw new Error("Cargo.lock does not lock wasm-bindgen");
  return m[1];
}

export function wasmBindgenCmd() {
  return cargoBin("wasm-bindgen");
}

export function ensureNodeModules() {
  const pkgs = Object.keys(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).devDependencies || {});
  const need = pkgs.filter((p) => !fs.existsSync(path.join(root, "node_modules", p, "package.json")));
  if (need.length === 0) return;
  log(`installing npm packages (${need.join(", ")})`);
  run(
    "npm",
    fs.existsSync(path.join(root, "package-lock.json")) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"],
  );
}

export function ensureWasmToolchain() {
  if (!capture("rustup", ["target", "list", "--installed"]).split("\n").includes(WASM_TARGET)) {
    log(`adding the Rust target ${WASM_TARGET}`);
    run("rustup", ["target", "add", WASM_TARGET]);
  }
  const want = lockedWasmBindgen();
  const have = capture(wasmBindgenCmd(), ["--version"]).trim().split(/\s+/)[1];
  if (have !== want) {
    log(`installing wasm-bindgen-cli ${want} (found ${have || "none"}; it must equal the crate's version)`);
    // Not --locked: the registry lacks one of its locked dependencies.
    run("cargo", ["install", "wasm-bindgen-cli", "--version", want, "--force"]);
  }
}

export const CHROMIUM = "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it as root:\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium\nthen run npm test again.",
    );
  }
  log("installing Debian's chromium for the browser tests");
  run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

/** Every file below `dir`, recursively. */
export function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Content types the site's files are served with (npm start and the browser tests). */
export const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
