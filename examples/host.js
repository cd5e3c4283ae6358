// An example host page: embeds one Skyline Table game and listens for its events.
// Copy it for your club: set SITE to where your copy of the game is served, and
// list in OTHER_SITES any other origins a `?site=` address may point at (say, a
// staging copy). Nothing else is ever framed: a `?site=` with another origin, or
// that is not an http(s) address (javascript:, data:, …), is ignored, so a link to
// this page cannot make it frame a stranger's page or run a stranger's script.
const SITE = new URL("../dist/index.html", location.href);
const OTHER_SITES = ["http://localhost:8080", "http://127.0.0.1:8080"];

const news = document.getElementById("news");
function say(text) {
  const li = document.createElement("li");
  li.textContent = text;
  news.append(li);
}

/** The site to frame: SITE, or `?site=` when it is an http(s) address on an allowed origin. */
function chosenSite(asked) {
  if (!asked) return SITE;
  let url = null;
  try { url = new URL(asked, location.href); } catch { /* not an address */ }
  const allowed = [SITE.origin, ...OTHER_SITES.map((o) => new URL(o).origin)];
  if (url && /^https?:$/.test(url.protocol) && allowed.includes(url.origin)) return url;
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
    const scores = (m.scores || []).map((s) => `${s.name}: ${s.total}`).join(", ");
    say(`Game over. ${scores}.`);
    document.body.dataset.gameOver = JSON.stringify(m);
  }
});
