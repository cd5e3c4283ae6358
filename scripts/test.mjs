// npm test: every test. Sets up what is missing (wasm32 target, wasm-bindgen-cli at
// the crate's version, npm packages, Debian's chromium when root), then runs:
// format and lint checks, Rust tests (rules, conformance and secrecy suites over
// every game), the release build, the JS API tests (contract, bad input, fuzz),
// the native-vs-wasm determinism check and the browser tests.
import fs from "node:fs";
import path from "node:path";
import { build } from "./build.mjs";
import { ensureChromium, ensureNodeModules, ensureWasmToolchain, log, root, run } from "./lib.mjs";

const steps = [];
let failed = 0;
function step(name, fn) {
  const t0 = Date.now();
  try {
    fn();
    steps.push(`ok    ${name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  } catch (e) {
    failed++;
    steps.push(`FAIL  ${name}: ${e.message}`);
    console.error(`\n!! ${name} failed: ${e.message}`);
  }
}

step("set-up", () => {
  ensureNodeModules();
  ensureWasmToolchain();
  ensureChromium();
});
step("cargo fmt --check", () => run("cargo", ["fmt", "--all", "--", "--check"]));
// The JavaScript the same way: Biome formats and lints (biome.json); tsc checks the
// JSDoc types (tsconfig.json for the page, tsconfig.worker.json for the service worker)
// once the build has written what the page imports.
const bin = (name) => path.join(root, "node_modules", ".bin", name);
step("biome check (JS format and lint)", () => run(bin("biome"), ["check", "--error-on-warnings", "."]));
step("cargo clippy", () => run("cargo", ["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]));
step("cargo test", () => run("cargo", ["test", "--workspace"]));
// Budgets (budgets.json) are a test of their own: tests/browser/budgets.test.mjs
// measures each game's cold visit in Chromium.
step("release build", () => build());
// after the build: the page imports the catalog the build writes (www/pkg/catalog.js)
step("tsc --checkJs", () => {
  run(bin("tsc"), ["-p", "tsconfig.json"]);
  run(bin("tsc"), ["-p", "tsconfig.worker.json"]);
});

step("JS API tests", () => run("node", ["--test", "tests/api/"], { env: { ...process.env, SITE_DIR: path.join(root, "dist") } }));
step("native vs wasm determinism", () => run("node", ["scripts/determinism.mjs"]));
step("browser tests", () => {
  log("browser tests (headless Chromium)");
  const dir = path.join(root, "tests", "browser");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".test.mjs"))
    .map((f) => path.join("tests", "browser", f));
  if (files.length === 0) throw new Error("no browser tests found");
  run("node", ["--test", "--test-concurrency=1", ...files], { env: { ...process.env, SITE_DIR: path.join(root, "dist") } });
});

log("summary");
for (const s of steps) console.log(s);
console.log(`${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
