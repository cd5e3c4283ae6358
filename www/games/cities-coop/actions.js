// What the player to act may do now, by phase: open a board piece, end the milestone, draw; for
// the others, who is playing (a pick, the swap after a milestone and the end come with
// cities-coop-final.js). Part of www/games/cities-coop.js.
import { h, t } from "./dom.js";
import { STAGES, say } from "./words.js";

/** The actions panel's contents for state `st`: `ar` the arranger of scenario 5 (or null), `sel`
 * the card being placed, `swapSel` (card → pile) the swap being chosen, `cardNode` draws a card;
 * `more` the module for the end, a pick and the swap (null until loaded), `w` the words it needs. */
export function actionKids(st, host, check, ar, sel, swapSel, cardNode, more, w) {
  const v = st.view;
  const can = st.canAct;
  const kids = [];
  const title = (t) => h("h2", { class: "cc-h" }, t);
  // the end, a pick and the swap after a milestone: drawn by the module loaded for them
  if (v.phase === "over" || (can && (v.phase === "pick" || v.phase === "swap")))
    kids.push(more ? more.actionKids(st, host, check, swapSel, cardNode, title, w) : title(t("Loading…")));
  else if (!can) {
    const who = v.toAct[0];
    // nobody to act: a card is being drawn (by the table, with its own cards)
    if (who == null)
      kids.push(title(t("A card is being drawn")), h("p", { class: "small muted" }, t("Your options appear once it is in.")));
    else
      kids.push(
        title(t("{name} is playing", { name: host.name(who) })),
        h("p", { class: "small muted" }, t("Watch the city grow; your options appear on your turn.")),
      );
  } else if (v.phase === "arrange") {
    kids.push(ar ? ar.actions() : [title(t("Arrange the board pieces")), h("p", { class: "small muted" }, t("Loading the pieces…"))]);
  } else if (v.phase === "choosePiece") {
    kids.push(
      title(t("Open a board piece")),
      h(
        "p",
        { class: "small" },
        `${t("Paid from the shared treasury ({n} money now).", { n: v.position.admin.money })} ${v.pieces.some((p) => p.revealed) ? t("Only a piece next to the open city can be opened.") : t("The first piece may be any of them.")}`,
      ),
      h(
        "div",
        { class: "cc-btnrow" },
        (st.legal || [])
          .filter((a) => a.type === "choosePiece")
          .map((a) => {
            const p = v.pieces.find((q) => q.letter === a.piece);
            return h(
              "button",
              { type: "button", class: "btn primary big", "data-piece": a.piece, onclick: () => host.act(a) },
              t("Open piece {piece} · {cost} money", { piece: a.piece, cost: p?.cost ?? "?" }),
            );
          }),
      ),
    );
  } else if (v.phase === "turn") {
    const endA = { type: "endMilestone" };
    const ec = check(endA);
    kids.push(
      title(t("Your turn")),
      h(
        "p",
        { class: "small" },
        sel
          ? t("Place the tile on the city, or pick another card.")
          : t("Play a card onto a spot, exchange a card ({n} money), or end the milestone.", { n: v.exchangeCost }),
      ),
      h(
        "div",
        { class: "cc-btnrow" },
        h(
          "button",
          { type: "button", class: "btn", "data-end": "", disabled: !ec.ok, onclick: () => host.act(endA) },
          v.position.mustEnd ? t("End the game now") : t("End the milestone"),
        ),
        !ec.ok ? h("span", { class: "small muted cc-why" }, t("Not yet: {why}.", { why: say(v.endBlocked) || say(ec) })) : null,
        v.position.mustEnd ? h("span", { class: "small cc-why" }, t("The stage piles are empty: the milestone must end now.")) : null,
      ),
    );
  } else if (v.phase === "draw") {
    const legal = st.legal || [];
    kids.push(
      title(t("Take a new card")),
      h(
        "div",
        { class: "cc-btnrow" },
        [1, 2, 3].map((p) => {
          const a = legal.find((x) => x.type === "draw" && x.pile === p);
          return h(
            "button",
            { type: "button", class: "btn primary", "data-draw": p, disabled: !a, onclick: () => a && host.act(a) },
            t("Draw Stage {stage} ({n} left)", { stage: STAGES[p - 1], n: v.pileSizes[p - 1] }),
          );
        }),
      ),
      legal.some((x) => x.type === "take")
        ? h("p", { class: "small" }, t("…or take a card from the exchange pile (shown with the piles)."))
        : null,
    );
  }
  return kids;
}
