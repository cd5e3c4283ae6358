// The offline and install parts of the built site, written after dist/ is
// assembled: dist/sw.js (the service worker, from www/sw.js, with the site's
// version and the list of every file to keep) and the web app manifest
// (www/manifest.webmanifest, with a shortcut per game).

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { walk } from "./lib.mjs";

/** `games`: the catalog ([{id, name, ...}]). Returns the files the worker keeps. */
export function writeOffline(dist, games) {
  const manifest = {
    name: "Skyline Table",
    short_name: "Skyline Table",
    description: "City-skyline tabletop games to play in the browser, alone, with friends or against the computer.",
    start_url: "../index.html",
    scope: "../",
    display: "standalone",
    orientation: "any",
    background_color: "#2b2338",
    theme_color: "#2b2338",
    icons: [
      { src: "icons/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
    ],
    shortcuts: games.map((g) => ({ name: g.name, url: `../index.html#game=${g.id}` })),
  };
  fs.writeFileSync(path.join(dist, "www", "manifest.webmanifest"), JSON.stringify(manifest, null, 1));

  // The worker lives beside index.html so that its scope covers the page.
  const template = path.join(dist, "www", "sw.js");
  const source = fs.readFileSync(template, "utf8");
  fs.rmSync(template);
  const files = walk(dist)
    .map((f) => path.relative(dist, f).split(path.sep).join("/"))
    .filter((f) => f !== "sw.js")
    .sort();
  // Each file with its SHA-256: the worker installs a version only when the server
  // gives exactly these bytes (a deploy half done fails the install; www/sw.js).
  const sha = (f) =>
    crypto
      .createHash("sha256")
      .update(fs.readFileSync(path.join(dist, f)))
      .digest("hex");
  const list = [["./", sha("index.html")], ...files.map((f) => [f, sha(f)])];
  const version = crypto.createHash("sha256").update(JSON.stringify(list)).digest("hex").slice(0, 16);
  // Plain text replacement: the minifier may have folded VERSION into strings.
  const out = source.replaceAll("__VERSION__", version).replace("__FILES__", JSON.stringify(list));
  if (out === source) throw new Error("www/sw.js lacks its __VERSION__/__FILES__ placeholders");
  fs.writeFileSync(path.join(dist, "sw.js"), out);
  return { version, files: list };
}
