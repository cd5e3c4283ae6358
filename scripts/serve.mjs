// A small static file server for dist/ (or any folder): GET/HEAD only, no
// directory escapes, the right MIME types for wasm and ES modules.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CONTENT_TYPES as TYPES } from "./lib.mjs";

/** Serves `dir` on 127.0.0.1; port 0 picks a free one. Resolves to {server, url}. */
export function serve(dir, port = 0, host = "127.0.0.1") {
  const base = path.resolve(dir);
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405).end();
      return;
    }
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(base, rel);
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" });
      res.end(req.method === "HEAD" ? undefined : data);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve({ server, url: `http://${host}:${server.address().port}/` }));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] || "dist";
  const port = Number(process.env.PORT || process.argv[3] || 8080);
  const { url } = await serve(dir, port).catch(async (e) => {
    if (e.code !== "EADDRINUSE") throw e;
    return serve(dir, 0);
  });
  console.log(`Skyline Table is being served at ${url}  (Ctrl+C stops)`);
}
