// An example host page: embeds one Skyline Table game and listens for its events.
// The site's address comes from `?site=` (default: the built site beside this
// folder). The iframe's link names this page's origin, so the game sends its
// events here and nowhere else.
const params = new URLSearchParams(location.search);
const site = new URL(params.get("site") || "../dist/index.html", location.href);
const setup = params.get("setup") || "game=cityscape&players=2&bots=1&level=easy&rounds=1";
const frame = document.getElementById("skyline-table");
frame.src = `${site.href.split("#")[0]}#${setup}&embed=1&origin=${encodeURIComponent(location.origin)}`;

const news = document.getElementById("news");
function say(text) {
  const li = document.createElement("li");
  li.textContent = text;
  news.append(li);
}

addEventListener("message", (e) => {
  // Only the embedded site may speak to us.
  if (e.origin !== site.origin || e.source !== frame.contentWindow) return;
  const m = e.data || {};
  if (m.type === "skyline-table:started") {
    say(`A game of ${m.name} started with ${m.players} players.`);
    document.body.dataset.started = String(Number(document.body.dataset.started || 0) + 1);
  }
  if (m.type === "skyline-table:over") {
    const scores = (m.scores || []).map((s) => `${s.name}: ${s.total}`).join(", ");
    say(`Game over. ${scores}.`);
    document.body.dataset.gameOver = JSON.stringify(m);
  }
});
