// The engines' TypeScript types for the page's type check: www/pkg/types.d.ts,
// written by the native tools from the engines' own declarations (dice::wire!,
// #[derive(dice::Ts)]; crates/tools/src/types.rs), after checking random games'
// values against them. Build output (www/pkg is not committed): npm run build
// writes it, before npm test runs tsc.
//
// The tools are built with their `ts` feature and every game's own (read from
// the catalog, as the build reads its games): no wasm module has either.
import fs from "node:fs";
import path from "node:path";
import { log, root, run } from "./lib.mjs";

export const typesFile = path.join(root, "www", "pkg", "types.d.ts");

/** The package of every game in the catalog (crates/catalog/Cargo.toml: one line a game). */
function gamePackages() {
  const toml = fs.readFileSync(path.join(root, "crates", "catalog", "Cargo.toml"), "utf8");
  const deps = toml.split(/^\[/m).find((s) => s.startsWith("dependencies]")) || "";
  return [...deps.matchAll(/^([\w-]+)\s*=\s*(.*)$/gm)]
    .filter((m) => m[1] !== "dice")
    .map((m) => /package\s*=\s*"([^"]+)"/.exec(m[2])?.[1] || m[1]);
}

/** Writes www/pkg/types.d.ts (with `ifMissing`, only when it is not there). */
export function writeTypes({ ifMissing = false } = {}) {
  if (ifMissing && fs.existsSync(typesFile)) return;
  log("writing the engines' TypeScript types (www/pkg/types.d.ts)");
  const pkgs = gamePackages();
  const features = ["tools/ts", ...pkgs.map((p) => `${p}/ts`)].join(",");
  run("cargo", ["build", "--quiet", "-p", "tools", ...pkgs.flatMap((p) => ["-p", p]), "--features", features]);
  const bin = path.join(
    process.env.CARGO_TARGET_DIR || path.join(root, "target"),
    "debug",
    process.platform === "win32" ? "tools.exe" : "tools",
  );
  run(bin, ["types", typesFile]);
}
