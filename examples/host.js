// An example host page: embeds one Skyline Table game and listens for its events.
// Copy it for your club: set SITE to the address of your copy of the game's page.
// Only that exact page (its path included) is ever framed: a `?site=` naming any
// other address, even another page on the same origin, or one that is not http(s)
// (javascript:, data:, …), is ignored, so a link to this page cannot make it frame
// a stranger's page, or another page of your own host, or run a stranger's script.
const SITE = new URL("../dist/index.html", location.href);
// Other copies of the game that `?site=` may name, each its whole address (say, a
// staging copy: "https://club.example/staging/index.html"). Empty unless you run
// such a copy and want this page to show it; every one listed can be framed by
// anyone who links to this page.
const OTHER_SITES = [];

const news = document.getElementById("news");
function say(text) {
  const li = document.createElement("li");
  li.textContent = text;
  news.append(li);
}

/** The address without its `#…`: a page and its query, which is what is framed. */
const page = (url) => url.href.split("#")[0];

/** The site to frame: SITE, or `?site=` when it is exactly SITE or one of OTHER_SITES. */
function chosenSite(asked) {
  if (!asked) return SITE;
  let url = null;
  try { url = new URL(asked, location.href); } catch { /* not an address */ }
  const allowed = [SITE, ...OTHER_SITES.map((o) => new URL(o))].filter((u) => /^https?:$/.test(u.protocol)).map(page);
  if (url && /^https?:$/.test(url.protocol) && allowed.includes(page(url))) return url;
  say(`The address in ?site= was ignored: this page frames only ${allowed.join(", ")}.`);
  document.body.dataset.siteRefused = "1";
  return SITE;
}

const params = new URLSearchParams(location.search);
const site = chosenSite(params.get("site"));
// Only a game's setup: letters, digits and the few marks a setup link uses.
const asked = params.get("setup") || "";
const setup = /^[\w=&,.%-]{1,500}$/.test(asked) ? asked : "game=cityscape&players=2&bots=1&level=easy&rounds=1";
const frame = document.getElementById("skyline-table");
frame.src = `${site.href.split("#")[0]}#${setup}&embed=1&origin=${encodeURIComponent(location.origin)}`;

addEventListener("message", (e) => {
  // Only the framed site may speak to us.
  if (e.origin !== site.origin || e.source !== frame.contentWindow) return;
  const m = e.data || {};
  if (m.type === "skyline-table:started") {
    say(`A game of ${m.name} ${m.resumed ? "resumed" : "started"} with ${m.players} players.`);
    document.body.dataset.started = String(Number(document.body.dataset.started || 0) + 1);
  }
  if (m.type === "skyline-table:over") {
    // Each name in a <bdi>: a name written right to left (or with marks that reorder text)
    // cannot move the scores around it.
    const li = document.createElement("li");
    li.append("Game over. ");
    (m.scores || []).forEach((s, i) => {
      const name = document.createElement("bdi");
      name.textContent = String(s.name);
      li.append(i ? ", " : "", name, `: ${Number(s.total)}`);
    });
    li.append(".");
    // the game's own one-line verdict, in the language the game is shown in (its names set off)
    if (m.summary) li.append(" ", String(m.summary));
    news.append(li);
    document.body.dataset.gameOver = JSON.stringify(m);
  }
});
