// A card as the table shows it: its name, kind and stage, cost, reward and prerequisite, its effect,
// whether it can be played now, and the buttons for what may be done with it. Part of
// www/games/cities-coop.js.
import { h, t } from "./dom.js";
import { ANY_TILE, badge, CARD_ACT, cardOf, effChips, kindClass, kindWord, rowWord, SEEN, say, stageOf } from "./words.js";

/** The function that draws a card: cardNode(id, {act, phase, status, pick, take, swap, compact}).
 * `selected()` is the card being placed, `pileSizes()` the stage piles' sizes; `swapSel` (card →
 * pile) is the swap being chosen, changed in place; `render` draws the table again; `more()` the
 * module with the swap's controls (or null), `words` the words it needs. */
export function cardMaker(host, selected, pileSizes, selectCard, exchange, swapSel, render, more, words) {
  return (id, opts = {}) => {
    const c = cardOf(id);
    const status = opts.status;
    const kc = kindClass(c.kind);
    const btns = [];
    // a button of the card's: `k` its words (CARD_ACT), `data` its data attribute, `props` the rest;
    // its name adds the card's ("Place: Police Station")
    const btn = (k, data, props, say = t(CARD_ACT[k], { n: SEEN.view?.exchangeCost })) =>
      h(
        "button",
        {
          type: "button",
          class: "btn small primary",
          [`data-${data}`]: id,
          "aria-label": t("{act}: {card}", { act: say, card: c.name }),
          ...props,
        },
        say,
      );
    const act = (type) => () => host.act({ type, card: id });
    if (opts.act && opts.phase === "turn") {
      const on = selected() === id;
      const no = status && !status.playable;
      if (c.kind === "policy") btns.push(btn("policy", "policy", { disabled: no, onclick: act("policy") }));
      else
        btns.push(
          btn("place", "play", {
            class: `btn small primary${on ? " on" : ""}`,
            disabled: no,
            "aria-pressed": String(on),
            onclick: () => selectCard(id),
          }),
          btn("exchange", "exchange", { class: "btn small", disabled: status && !status.exchangeable, onclick: () => exchange(id) }),
        );
    }
    for (const k of ["pick", "take"]) if (opts[k]) btns.push(btn(k, k, { onclick: act(k) }));
    // after a milestone: the swap's controls, with the module loaded for it
    if (opts.swap && more()) btns.push(more().swapControls(id, c.name, swapSel, pileSizes, render, words));
    let stat = null;
    if (status) {
      stat = status.playable
        ? [
            h(
              "p",
              { class: "cc-stat ok" },
              h("span", { "aria-hidden": "true" }, "✓ "),
              c.reward.length && status.rewardSpots
                ? t("Playable: {n, plural, one {# spot} other {# spots}}, {r} with the reward", { n: status.spots, r: status.rewardSpots })
                : t("Playable: {n, plural, one {# spot} other {# spots}}", { n: status.spots }),
            ),
            c.reward.length && !status.rewardSpots
              ? h(
                  "p",
                  { class: "cc-lost small" },
                  t("No reward anywhere now: {why}", {
                    why: say(status.rewardLost),
                  }),
                )
              : null,
          ]
        : h(
            "p",
            { class: "cc-stat no" },
            h("span", { "aria-hidden": "true" }, "✗ "),
            t("Not playable now: {why}", { why: say(status.whyNot) || t("no reason given") }),
          );
    }
    return h(
      "article",
      {
        class: `cc-card k-${kc}${selected() === id ? " sel" : ""}`,
        "data-card": id,
        "aria-label": t("{card}, {kind}, Stage {stage}", { card: c.name, kind: kindWord(c.kind), stage: stageOf(id) }),
      },
      h(
        "header",
        { class: "cc-chead" },
        h("span", { class: "cc-badge", "aria-hidden": "true" }, badge(c)),
        h("span", { class: "cc-cname" }, c.name),
        h("span", { class: "cc-stage", title: t("Stage {stage}", { stage: stageOf(id) }) }, stageOf(id)),
      ),
      h(
        "p",
        { class: "cc-kind small" },
        kindWord(c.kind),
        c.kind === "role" || c.kind === "news"
          ? null
          : [" · ", c.tile !== "any" ? t("tile {shape}", { shape: c.tile }) : ANY_TILE[c.kind] ? t(ANY_TILE[c.kind]) : t("any tile")],
      ),
      opts.compact || (!c.reward.length && !rowWord(c.kind))
        ? null
        : h(
            "dl",
            { class: "cc-rows" },
            h("dt", null, c.reward.length ? t("Cost") : rowWord(c.kind)),
            h("dd", null, effChips(c.cost, "cost")),
            c.reward.length
              ? [
                  h("dt", null, t("Reward")),
                  h("dd", null, effChips(c.reward, "reward")),
                  h("dt", null, t("If")),
                  // the engine's words ("uses healthcare"); why a spot earns no reward is its answer for the spot
                  h("dd", { class: "cc-pre small" }, c.prereq),
                ]
              : null,
          ),
      c.effect ? h("p", { class: "cc-effect small", "data-effect": "" }, c.effect) : null,
      stat,
      btns.length ? h("div", { class: "cc-cbtns" }, btns) : null,
    );
  };
}
