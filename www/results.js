// The final screen (www/app.js opens it when a game is over), loaded when first
// needed: nothing of it is fetched before a game ends. It knows no game's rules: the
// engine's result says everything, line by line.
import {
  beginGame,
  btn,
  closeDialog,
  codeText,
  ctx,
  enterReview,
  fill,
  Game,
  kinds,
  openModal,
  resultLine,
  S,
  say,
  seatName,
  seatText,
  showSetup,
  table,
  ui,
} from "./app.js";
import { h, num, sheet, signed, t } from "./dom.js";

await sheet(new URL("./results.css", import.meta.url).href); // its styles, before it first shows

/** Test hook (www/app.js previewResult): the final screen's text and status line for a made-up result. */
export function preview(r) {
  const n = resultBody(r, null, null, wording());
  return { html: n.outerHTML, text: n.textContent, status: h("p", null, resultLine(r)).textContent };
}

/** How the final screen words names and numbers. */
export const wording = () => ({ seatName, seatText, ctx, num, signed });

/** The final screen: the scores, the challenge, the seed, the links (www/table.js), and what next. */
export function openFinal() {
  closeDialog(ui.hand);
  const view = S.game.view();
  // results as links, the table's ranking, your results over time (www/table.js)
  const extras = h("div", { class: "final-more" });
  table()
    .then((t) => t.finalExtras(say))
    .then(
      (node) => fill(extras, node),
      (e) => fill(extras, h("p", { class: "small muted" }, t("Links to this result are not available: {why}", { why: e.message }))),
    );
  // the scores, the challenge, the seed and the links scroll together above the buttons
  const body = resultBody(S.game.result(), view, S.mod.finalDetails, wording());
  body.append(
    S.challenge ? h("p", { class: "challenge" }, t("The challenge: {challenge}", { challenge: S.challenge })) : "",
    h(
      "p",
      { class: "small muted final-seed" },
      t("Seed {seed}: the same seed and the same moves give this game again.", { seed: String(S.game.config().seed) }),
    ),
    extras,
  );
  fill(
    ui.main,
    body,
    h(
      "div",
      { class: "dlg-actions" },
      S.review
        ? btn(playSame(), () => table().then((m) => m.sameDice()), "btn primary", { autofocus: true })
        : btn(t("Rematch"), rematch, "btn primary", { autofocus: true }),
      btn(
        t("Step through the game"),
        () => {
          ui.main.close();
          enterReview(0, true);
        },
        "btn",
      ),
      btn(
        t("New game"),
        () => {
          ui.main.close();
          showSetup();
        },
        "btn",
      ),
      btn(t("Close"), () => ui.main.close(), "btn"),
    ),
  );
  ui.main.setAttribute("aria-label", t("Final scores"));
  openModal(ui.main);
}

/** "Play the same dice": what the game deals (kinds().deals), or the same game when nothing is random. */
const playSame = () =>
  ({ dice: t("Play the same dice"), cards: t("Play the same cards"), "dice and cards": t("Play the same dice and cards") })[
    kinds().deals
  ] ?? t("Play the same game");

function rematch() {
  const cfg = S.game.config();
  delete cfg.seed;
  let g;
  try {
    g = new Game(S.id, cfg, { entered: S.game.entered() }); // the same table: its own dice still
  } catch (e) {
    say(e.message);
    return;
  }
  beginGame(
    S.id,
    g,
    S.seats.map((s) => ({ ...s })),
  );
}

/** The final screen's body for any kind of result: ranked (winners, ties), solo (score, level,
 * notes) or team (won or lost, grade). Negative scores show a minus sign.
 * @param {AnyTypes["Result"]} r */
export function resultBody(r, view, details, { seatName, seatText, ctx, num, signed }) {
  const winners = r.winners || [];
  const rows = [...r.scores].sort((a, b) => b.total - a.total);
  const c = ctx({ view });
  const k = r.kind || "ranked";
  const one = !r.scores[1];
  // A team shares one total and one set of lines: they are shown once, for the team.
  const team = k === "team" && !one;
  const title =
    k === "solo"
      ? t("{name}: {n, plural, one {# point} other {# points}}", { name: seatName(r.scores[0].seat), n: r.scores[0].total })
      : k === "team"
        ? one
          ? r.won
            ? t("{name} won!", { name: seatName(r.scores[0].seat) })
            : t("{name} lost.", { name: seatName(r.scores[0].seat) })
          : r.won
            ? t("The team won!")
            : t("The team lost.")
        : winners.length > 1
          ? t("{names} share the win!", { names: seatText(winners.map(seatName)) })
          : winners.length
            ? t("{name} wins!", { name: seatName(winners[0]) })
            : t("Nobody won.");
  // the level and the grade are the engine's codes, in the view's words
  const verdict =
    k === "solo"
      ? r.level
        ? t("Level reached: {level}", { level: codeText(r.level) })
        : t("Below the first level this time.")
      : k === "team"
        ? (r.grade && codeText(r.grade)) || null
        : null;
  const crown = (seat) => (k === "ranked" && winners.includes(seat) ? h("span", { class: "crown" }, ` ★ ${t("winner")}`) : "");
  return h(
    "div",
    { class: "dlg-body final", "data-result-kind": k },
    h("h2", { class: "final-title" }, title),
    verdict ? h("p", { class: "verdict", "data-verdict": k }, verdict) : null,
    r.notes?.length
      ? h(
          "ul",
          { class: "notes" },
          r.notes.map((n) => h("li", null, codeText(n))),
        )
      : null,
    h(
      "table",
      { class: "totals" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, k === "team" ? t("Team member") : t("Player")),
          h("th", { scope: "col", class: "num" }, t("Points")),
        ),
      ),
      h(
        "tbody",
        null,
        rows.map((s) =>
          h(
            "tr",
            { class: `seat-c${s.seat}` + (k === "ranked" && winners.includes(s.seat) ? " won" : ""), "data-seat": s.seat },
            h(
              "th",
              { scope: "row" },
              h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(s.seat + 1)),
              seatName(s.seat),
              crown(s.seat),
            ),
            h("td", { class: "num" + (s.total < 0 ? " neg" : ""), "data-total-seat": s.seat }, num(s.total)),
          ),
        ),
      ),
    ),
    details?.(view, r, c),
    h(
      "details",
      { class: "every" },
      h("summary", null, t("Every point, line by line")),
      (team ? r.scores.slice(0, 1) : r.scores).map((s) =>
        h(
          "section",
          null,
          h("h3", null, team ? t("The team: {total}", { total: s.total }) : `${seatName(s.seat)}: ${num(s.total)}`),
          h(
            "ul",
            { class: "lines" },
            s.lines.map((l) =>
              h(
                "li",
                { class: l.points > 0 ? "got" : l.points < 0 ? "neg" : "miss" },
                h("span", null, l.said ? (S.mod.words?.(l.said, ctx()) ?? l.said.code) : l.label),
                h("span", { class: "num" }, signed(l.points)),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
