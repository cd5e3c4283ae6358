// The table's board: the round track, the Construction Yard and the Abandoned District and, in
// solo, the level reached and the scenario chosen. Part of www/games/skyline.js.
import { content } from "./content.js";
import { fill, h, t } from "./dom.js";
import { dieFace, levelsNode, scenarioNode } from "./pieces.js";
import { countsText, countsTotal, KIND, KINDS, levelName } from "./words.js";

/** The board's section, and the function that draws a view of the game on it: [section, draw]. */
export function boardPanel() {
  const track = h("ol", { class: "sk-track", "aria-label": t("Round track") });
  const trackNote = h("p", { class: "sk-tracknote small" });
  const yard = h("div", { class: "sk-pile yard" });
  const district = h("div", { class: "sk-pile district" });
  const solo = h("div", { class: "sk-solo" });
  const board = h(
    "section",
    { class: "sk-board card", "aria-label": t("The table") },
    h("div", { class: "sk-trackwrap" }, h("h2", { class: "sk-h" }, t("Rounds")), track, trackNote),
    h("div", { class: "sk-piles" }, yard, district),
    solo,
  );
  return [
    board,
    (v) => {
      fill(
        track,
        Array.from({ length: v.rounds }, (_, i) => {
          const r = i + 1,
            now = r === v.round && v.phase !== "over",
            done = r < v.round || (v.phase === "over" && r <= v.round);
          return h(
            "li",
            { class: `${now ? "now" : ""}${done ? " done" : ""}${now && v.lastRound ? " last" : ""}`, "aria-current": now ? "step" : null },
            h("span", { "aria-hidden": "true" }, String(r)),
            h(
              "span",
              { class: "sr" },
              now ? t("Round {n} (now)", { n: r }) : done ? t("Round {n} (played)", { n: r }) : t("Round {n}", { n: r }),
            ),
          );
        }),
      );
      trackNote.textContent = v.lastRound && v.phase !== "over" ? t("A six-floor building was finished: this is the last round.") : "";
      trackNote.classList.toggle("warn", !!v.lastRound);
      const pile = (title, counts, note) => [
        h("h2", { class: "sk-h" }, title, h("span", { class: "sk-count" }, ` ${countsTotal(counts)}`)),
        h(
          "ul",
          { class: "sk-pilelist", "aria-label": t("{pile}: {dice}", { pile: title, dice: countsText(counts) }) },
          KINDS.map((k) =>
            h(
              "li",
              { class: counts[k] ? "" : "none" },
              dieFace(k, null, "small"),
              h("span", { class: "n" }, `×${counts[k]}`),
              h("span", { class: "sr" }, ` ${t(KIND[k].name)}`),
            ),
          ),
        ),
        note ? h("p", { class: "small muted" }, note) : null,
      ];
      fill(
        yard,
        pile(
          t("Construction Yard"),
          v.yard,
          t("Tiles left by height: {list}", { list: v.tilesLeft.map((n, i) => `${i + 1}:${n}`).join(" · ") }),
        ),
      );
      district.hidden = v.players === 1;
      if (v.players > 1)
        fill(
          district,
          pile(
            t("Abandoned District"),
            v.district,
            countsTotal(v.district)
              ? t("A player may take all of these instead of three from the yard.")
              : t("Empty: restocked before the next turn."),
          ),
        );
      const score = v.seats[0].score;
      solo.hidden = v.players !== 1;
      if (v.players === 1) {
        const lv = content()?.levels || [];
        const nextL = lv.find((l) => l.points > score);
        fill(
          solo,
          h(
            "div",
            { class: "sk-level" },
            h("span", { class: "sk-h" }, t("Solo level")),
            h("strong", { class: "sk-levelnow", "data-level": v.level || "" }, v.level ? levelName(v.level) : t("none yet")),
            h(
              "span",
              { class: "small muted sk-levelnote" },
              nextL
                ? t("{n, plural, one {# point} other {# points}} now · {more} more for {level}", {
                    n: score,
                    more: nextL.points - score,
                    level: levelName(nextL.id),
                  })
                : t("{n, plural, one {# point} other {# points}} now · the top level", { n: score }),
            ),
          ),
          levelsNode(score),
          v.scenario ? scenarioNode(v.scenario) : h("p", { class: "small muted" }, t("No scenario chosen.")),
        );
      }
    },
  ];
}
