// Runs before the app, as a classic script: it runs even where the app's modules
// cannot load, and first. An iframe sandboxed without "allow-same-origin" gives the page an
// opaque origin, so its modules, storage and offline worker are all refused, and
// the page would otherwise sit on "Setting up the table…" for ever.
(function () {
  // A link far longer than any this site makes (docs/embed.md, "Limits"): forgotten
  // at once, before anything else reads it, since every step that touches the
  // page's address would pay for its length. The app says why (www/links.js). The
  // threshold only needs to be above the links' own limits, which are checked there.
  if (location.hash.length > 30000) {
    self.droppedLinkLength = location.hash.length;
    history.replaceState(null, "", location.href.slice(0, location.href.indexOf("#")));
  }
  if (self.origin !== "null") return;
  var app = document.getElementById("app");
  if (!app) return;
  var p = document.createElement("p");
  p.className = "boot";
  p.setAttribute("role", "alert");
  p.textContent =
    "Skyline Table cannot run in this frame: the page that embeds it sandboxes it without its own origin. " +
    'The frame needs sandbox="allow-scripts allow-same-origin" (add allow-downloads to let players download saves).';
  app.replaceChildren(p);
})();
