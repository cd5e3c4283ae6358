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
  // The page's first words come before its catalogs can load (or where they cannot: an
  // opaque origin). The build writes these messages' translations from the shell's
  // catalogs into WORDS (scripts/build.mjs), and index.html's <noscript> in every language.
  var WORDS = {};
  var mark = function (m) {
    return m;
  };
  var loading = mark("Setting up the table…");
  var sandboxed = mark(
    'Skyline Table cannot run in this frame: the page around it must allow it with sandbox="allow-scripts allow-same-origin".',
  );
  mark("Skyline Table needs JavaScript and WebAssembly.");
  // a link's lang=, else the browser's languages (the app then also weighs a choice kept in
  // its storage: www/app/lang.js)
  var asked = /[?#&]lang=([a-z]+)/.exec(location.search + "&" + location.hash);
  var langs = asked ? [asked[1]] : navigator.languages || [navigator.language];
  var codes = Array.prototype.map.call(langs, function (l) {
    return String(l).slice(0, 2).toLowerCase();
  });
  // the first language the page speaks (English is the messages themselves)
  var code = codes.find(function (c) {
    return c === "en" || WORDS[c];
  });
  var words = (code && WORDS[code]) || null;
  var say = function (m) {
    return words?.[m] || m;
  };
  var app = document.getElementById("app");
  if (!app) return;
  var first = app.querySelector("p.boot");
  if (first && words) first.textContent = say(loading);
  if (self.origin !== "null") return;
  var p = document.createElement("p");
  p.className = "boot";
  p.setAttribute("role", "alert");
  p.textContent = say(sandboxed);
  app.replaceChildren(p);
})();
