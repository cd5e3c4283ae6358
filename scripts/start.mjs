// npm start: set up what is missing, build the release site, serve it, print the URL.
import path from "node:path";
import { build } from "./build.mjs";
import { root } from "./lib.mjs";
import { serve } from "./serve.mjs";

try {
  build();
} catch (e) {
  console.error(`build failed: ${e.message}`);
  process.exit(1);
}
const port = Number(process.env.PORT || 8080);
const dist = path.join(root, "dist");
const { url } = await serve(dist, port).catch((e) => {
  if (e.code !== "EADDRINUSE") throw e;
  return serve(dist, 0); // that port is taken: any free one
});
console.log(`\nSkyline Table is ready: open ${url}\n(serving dist/; press Ctrl+C to stop)`);
