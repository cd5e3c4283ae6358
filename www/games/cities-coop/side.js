// The side of the table: the administration board (skyline, treasury, the bars) and the piles
// (stage piles, exchange pile, news and roles). Part of www/games/cities-coop.js.
import { h, num, t } from "./dom.js";
import { BAR_NOTE, barWord, cardOf, LIMITS as lim, STAGES } from "./words.js";

/** The administration board: the skyline, the treasury and the bars, from the engine's `a`
 * and its limits (each bar's ends, where it does no harm, the loss, the success). */
export function adminKids(a) {
  return [
    h("h2", { class: "cc-h" }, t("Administration board")),
    h(
      "div",
      { class: "cc-skyline", "data-skyline-total": a.skyline },
      h("span", { class: "cc-skynum" }, num(a.skyline)),
      h(
        "span",
        null,
        h("strong", null, t("Skyline")),
        h("br"),
        h("small", null, t("overall happiness · {n}+ is a success", { n: lim.success })),
      ),
    ),
    h(
      "div",
      { class: "cc-money" },
      h("span", { class: "cc-coin", "aria-hidden": "true" }, "$"),
      h("span", null, h("strong", { "data-money": a.money }, String(a.money)), ` ${t("money in the treasury")}`),
    ),
    h(
      "ul",
      { class: "cc-bars" },
      lim.bars.map((b) => {
        const val = a[b.bar];
        const name = barWord(b.bar);
        const span = b.max - b.min;
        const pos = ((Math.max(b.min, Math.min(b.max, val)) - b.min) / span) * 100;
        const zero = ((0 - b.min) / span) * 100;
        const red = val < b.calm[0] || val > b.calm[1];
        return h(
          "li",
          { class: `cc-bar${red ? " red" : ""}`, "data-bar": b.bar },
          h("span", { class: "cc-bname" }, name),
          h(
            "span",
            {
              class: "cc-track",
              role: "meter",
              "aria-valuemin": b.min,
              "aria-valuemax": b.max,
              "aria-valuenow": val,
              "aria-label": t("{bar} {value}, from {min} to {max}; {note}", {
                bar: name,
                value: val,
                min: b.min,
                max: b.max,
                note: BAR_NOTE(b),
              }),
            },
            h("span", { class: "cc-zero", style: `left:${zero}%` }),
            h("span", { class: "cc-fillbar", style: `left:${Math.min(zero, pos)}%;width:${Math.abs(pos - zero)}%` }),
            h("span", { class: "cc-mark", style: `left:${pos}%` }),
          ),
          h("span", { class: "cc-bval" }, h("strong", null, num(val)), h("small", null, ` ${num(b.min)}…${num(b.max)}`)),
        );
      }),
    ),
    h(
      "p",
      { class: "small muted" },
      t("Red = costs you at a milestone end (utilities, employment) or at the game end (pollution, traffic, crime)."),
    ),
  ];
}

/** The piles: the stage piles' sizes, the exchange pile (a card in it may be taken when in
 * `takes`, the legal take actions), the news in force and the roles (drawn by `more`, the
 * module loaded for them, once it is). */
export function pileKids(v, takes, host, cardNode, more) {
  return [
    h("h2", { class: "cc-h" }, t("Piles")),
    h(
      "ul",
      { class: "cc-pilelist" },
      [0, 1, 2].map((i) =>
        h(
          "li",
          { "data-pile": i + 1 },
          h("span", { class: "cc-deck", "aria-hidden": "true" }, STAGES[i]),
          h(
            "span",
            null,
            `${t("Stage {stage}:", { stage: STAGES[i] })} `,
            h("strong", null, t("{n, plural, one {# card} other {# cards}}", { n: v.pileSizes[i] })),
          ),
        ),
      ),
    ),
    h("h3", { class: "cc-h3" }, t("Exchange pile ({n})", { n: v.position.exchange.length })),
    v.position.exchange.length
      ? h(
          "div",
          { class: "cc-cards exch" },
          v.position.exchange.map((id) => cardNode(id, { take: takes.some((a) => a.card === id), compact: false })),
        )
      : h("p", { class: "small muted" }, t("Empty. Exchanged and swapped cards land here face up.")),
    // the news in force and the roles (scenarios 2 on): with the module loaded for them
    more?.notes(v, host, cardOf),
    h(
      "p",
      { class: "small muted" },
      t("Milestones ended: {n}. Start player: {name}.", { n: v.position.milestones, name: host.name(v.position.starter) }),
    ),
  ];
}
