// Skyline's rules in our own words and a short how-to in pictures, loaded on demand by
// www/games/skyline.js (not needed to play, so not part of the first visit). Every number
// comes from the engine's content query, with its source.
import { h, mark, sheet, t } from "../dom.js";
import { buildingNode, buildingSpec, cityWords, content, dieFace, FACE, faceText, KIND, kindOfFace, levelName, RISE } from "./skyline.js";

// its own styles, fetched with it (not on the first visit)
sheet(new URL("./skyline-help.css", import.meta.url).href);

const SHAPE = { ground: mark("square"), upper: mark("rounded"), penthouse: mark("notched roof") };
/** The key to the dice, for the box under the dice: kinds by shape and letter, rises by letter. */
export function legend() {
  return h(
    "p",
    { class: "sk-legend-in" },
    ["ground", "upper", "penthouse"].map((k) =>
      h("span", { class: "sk-leg" }, dieFace(k, null, "tiny"), ` ${t("{kind} ({shape})", { kind: t(KIND[k].name), shape: t(SHAPE[k]) })}`),
    ),
    h(
      "span",
      { class: "sk-leg" },
      ["low", "mid", "high"].map((r) => h("span", { class: `rise-chip r-${r}` }, t(RISE[r].letter))),
      t(" Low · Mid · High"),
    ),
  );
}

// ---------- rules, in our own words ----------
/** Our decisions where the rulebook is silent, in words, by the engine's id for each
 * (its content's `notes`). */
const NOTE = {
  tiles: mark("If the tiles of one height run out, a building of that height still completes and scores."),
  stuck: mark("In a solo game, a roll that can neither be built nor demolish anything ends the turn."),
  reroll: mark("Continuing means re-rolling at least one of the remaining dice."),
  short: mark("With fewer than three dice in the yard, a player takes all of them."),
  restock: mark("If the yard lacks a type when the Abandoned District is restocked, that type is left out."),
  bigroll: mark("A roll of more than eight dice is settled eight dice at a time."),
  full: mark("An Upper Floor die may fill a Mid-Rise to four or a High-Rise to six dice; such a column can no longer be finished."),
};

export function rulesHtml(cfg) {
  const c = content();
  const src = {
    rulebook: t("from the rulebook"),
    sourced: t("from a published source"),
    reconstructed: t("reconstructed by us"),
    ourDesign: t("our design"),
  };
  const srcOf = (k) => src[c?.dice?.find((d) => d.kind === k)?.source] || "";
  const faces = (k) => {
    const count = new Map();
    for (const f of c?.dice?.find((d) => d.kind === k)?.sides || []) count.set(f, (count.get(f) || 0) + 1);
    const list = [...count].map(([f, n]) => `${n} × ${f === "upperLow" ? t("Low-Rise roof") : t(FACE[f].word)}`).join(", ");
    return list ? t("six faces: {list} <em>({source})</em>", { list, source: srcOf(k) }) : "";
  };
  const range = (r, or) => {
    const b = buildingSpec(r);
    return b ? `${b.minHeight}–${b.maxHeight}` : or;
  };
  const levels = (c?.levels || []).map((l) => `${l.points} ${levelName(l.id)}`).join(" · ");
  const scen = (c?.scenarios || [])
    .map(
      (s) =>
        `<li>${
          s.source === "ourDesign"
            ? t("<strong>{city}</strong>: {goal} <em>(our reading of a goal the rulebook leaves open)</em>", cityWords(s.id))
            : t("<strong>{city}</strong>: {goal}", cityWords(s.id))
        }</li>`,
    )
    .join("");
  const notes = (c?.notes || [])
    .map((n) => `<li>${NOTE[n.id] ? t(NOTE[n.id]) : n.id} <em>(${src[n.source] || n.source})</em></li>`)
    .join("");
  const chosen = cfg?.scenario ? cityWords(cfg.scenario) : null;
  const tiles = (c?.tiles || [])
    .map((x) => t("{n, plural, one {# floor} other {# floors}} = {points}", { n: x.height, points: x.points }))
    .join(", ");
  return `
<h2>${t("Skyline: how to play")}</h2>
<p>${t("Each player grows a skyline out of dice. A column of dice is a building under construction; once it is topped off it turns into a finished building worth its height squared. After nine rounds (or sooner, see below) the best skyline wins.")}</p>
<h3>${t("The dice")}</h3>
<p>${t("There are three kinds of dice, told apart on this page by shape and by a letter as well as by colour:")}</p>
<ul>
<li>${t("<strong>G · Ground Floor</strong> (square): {faces}. A ground floor always starts a new building of its type.", { faces: faces("ground") })}</li>
<li>${t("<strong>U · Upper Floor</strong> (rounded): {faces}. An upper floor goes on a building of the same type. The Low-Rise roof tops off a Low-Rise.", { faces: faces("upper") })}</li>
<li>${t("<strong>P · Penthouse</strong> (dark, with a notch in its roof): {faces}. A penthouse tops off a Mid-Rise or High-Rise of its type. A blank cannot be built.", { faces: faces("penthouse") })}</li>
</ul>
<p>${t("The letters L, M and H (purple, blue, orange) name the building type a face belongs to.")}</p>
<h3>${t("Building types")}</h3>
<ul>
<li>${t("<strong>Low-Rise</strong>: {range} floors; finished by a Low-Rise roof. A lone Low-Rise ground floor still counts as a 1-floor building at the end.", { range: range("low", "1–2") })}</li>
<li>${t("<strong>Mid-Rise</strong>: {range} floors; finished by a Mid penthouse.", { range: range("mid", "2–4") })}</li>
<li>${t("<strong>High-Rise</strong>: {range} floors; finished by a High penthouse.", { range: range("high", "3–6") })}</li>
</ul>
<p>${t("No building may grow past its maximum, and a penthouse may not top off a building that would stay below its minimum. Dice are never slipped in between floors already built. When a building is finished its dice go back to the yard and it becomes a tile: {tiles} points.", { tiles })}</p>
<h3>${t("A turn")}</h3>
<ol>
<li>${t("<strong>Take dice</strong>: any {n} dice from the Construction Yard (you choose how many of each kind), or, with two or more players, every die lying in the Abandoned District.", { n: 3 })}</li>
<li>${t("<strong>Roll</strong> them.")}</li>
<li>${t("<strong>Resolve</strong> at least one die with exactly one of: <em>Build</em> (put dice on your buildings or start new ones), <em>Abandon</em> (send dice to the Abandoned District; not in solo), or <em>Demolish</em> (send dice plus one of your buildings, finished or not, back to the yard).")}</li>
<li>${t("<strong>Go on or stop</strong>: re-roll some of the dice still in play and resolve again, or resign and return them to the yard. With no dice left the turn is over.")}</li>
</ol>
<p>${t("When the Abandoned District has been emptied it gets one die of each kind before the next turn. At the start, the first player owns a High-Rise ground floor, the second a Mid-Rise one and the third a Low-Rise one.")}</p>
<h3>${t("End and scoring")}</h3>
<p>${t("The game ends after round nine, or at the end of the round in which someone finished a six-floor building. Unfinished buildings score nothing (except lone Low-Rise ground floors, worth 1). Most points wins; a tie goes to the player with more buildings, and if that is tied too, the win is shared.")}</p>
<h3>${t("Solo")}</h3>
<p>${t("Alone you cannot abandon dice and there is no Abandoned District. Aim for the levels: {levels}.", { levels })}${chosen ? ` ${t("At this table the <strong>{city}</strong> scenario is in play: {goal}.", chosen)}` : ""} ${t("A scenario is an optional extra challenge, judged at the end:")}</p>
<ul>${scen}</ul>
<h3>${t("On this page")}</h3>
<ul>
<li>${t("Take dice with the − and + buttons per kind, then “Take and roll”.")}</li>
<li>${t("After a roll, select dice (click or tap them, or press 1–9), then pick one of your buildings or “New building”: the dice are planned there (shown dashed). Plan as many as you like, then press <strong>Build</strong>. Pressing a planned die takes it out again; Esc clears everything.")}</li>
<li>${t("Each building has a number, given when it is started: it keeps it when it is finished, and it is never given again, so the numbers do not move when a building is finished or demolished. The move list and the messages name buildings by it.")}</li>
<li>${t("<strong>Demolish…</strong> then pick the building to knock down, with the selected dice. <strong>Abandon</strong> sends the selected dice away.")}</li>
<li>${t("Then choose which dice to re-roll (all dice that do not fit are selected for you) or resign.")}</li>
<li>${t("The <strong>odds hint</strong> (on by default in solo; a button above the dice elsewhere) gives the engine's exact chance that the dice you are about to roll leave something you can build, and how many dice one build could place on average.")}</li>
<li>${t("The roll animation can be skipped (the button, Esc or Space) or switched off; it is off when your system asks for reduced motion.")}</li>
</ul>
<h3>${t("Playing with a screen reader or the keyboard")}</h3>
<ul>
<li>${t("Tab moves between the controls; Enter or Space presses one. Every die, building and button says in its name what it is and what pressing it does (“Die 2: Upper Floor die showing Mid upper, can be built now”, “Building 1: … Build die 2 (Mid upper) here”).")}</li>
<li>${t("The status line at the top is the one place that speaks: it says each change once (a step of the dice to take, a roll and its faces, another player's move, a demolition and what it knocked down, a refusal and why). The odds and counts beside the controls are there to read, not spoken.")}</li>
<li>${t("Keys 1 to 9 select or unselect the dice in play; Esc clears the selection and the plan. Focus stays on the control you pressed, or moves to the next one that makes sense when it can no longer be pressed.")}</li>
<li>${t("After taking dice focus goes to the dice, never straight to a button that rolls: a roll cannot be taken back.")}</li>
<li>${t("Each skyline is a section with its player's name as a heading, so a screen reader's heading keys jump from one to the next.")}</li>
</ul>
<h3>${t("Where the numbers come from")}</h3>
<p class="src">${t("Building heights, tile counts, the nine rounds, the solo levels and most scenarios come from the rulebook. Tile points (height squared) come from a published source. The Penthouse faces are {penthouse}; the faces of the Upper Floor and Ground Floor dice are {upper} (the printed tables are pictures we could not read), so treat them as our best reconstruction.", { penthouse: srcOf("penthouse") || t("sourced"), upper: srcOf("upper") || t("reconstructed") })}</p>
<p>${t("Decisions of our own where the rulebook is silent:")}</p>
<ul>${notes}</ul>
<p class="muted small">${t("Skyline was designed by David Short. These rules are a summary in our own words.")}</p>`;
}

// ---------- how to, in pictures ----------
export function howtoNode() {
  const fig = (title, text, ...nodes) =>
    h(
      "figure",
      { class: "sk-howfig" },
      h("div", { class: "sk-howpic" }, nodes),
      h("figcaption", null, h("strong", null, title), " ", text),
    );
  return h(
    "div",
    { class: "howto sk-howto" },
    h("h2", null, t("Skyline in three pictures")),
    fig(
      t("Three kinds of dice."),
      t(
        "Square Ground Floor dice start buildings, rounded Upper Floor dice add floors, dark Penthouse dice (a notch in the roof) top them off. The letter on a face (L, M, H) says which building type it is for.",
      ),
      dieFace("ground", "groundMid"),
      dieFace("upper", "upperMid"),
      dieFace("penthouse", "penthouseMid"),
      dieFace("penthouse", "blank"),
    ),
    fig(
      t("Stack by type."),
      t(
        "A Mid ground floor, a Mid upper floor and a Mid penthouse make a finished 3-floor Mid-Rise: 9 points. Taller is better: a 6-floor High-Rise is worth 36.",
      ),
      // (one building, so one number: it keeps it when finished)
      buildingNode({
        rise: "mid",
        height: 2,
        open: true,
        dice: ["ground", "upper"],
        no: 2,
        label: t("Building 2: a Mid-Rise under construction, 2 floors"),
      }),
      h("span", { class: "sk-arrow", "aria-hidden": "true" }, "→"),
      buildingNode({ rise: "mid", height: 3, no: 2, label: t("Building 2, finished: a Mid-Rise, 3 floors, 9 points") }),
    ),
    fig(
      t("Push your luck."),
      t(
        "After each roll you must use at least one die. Then roll the rest again, or stop. A roll you cannot build forces you to abandon or demolish something.",
      ),
      dieFace("ground", "groundHigh"),
      dieFace("upper", "upperLow"),
      dieFace("penthouse", "blank"),
    ),
  );
}

/** A face the table rolled, as the die it is (shape and letters) with its words, for the page's
 * "what came up" panel; null for what is not a face. */
export function outcomePart(part) {
  if (!FACE[part]) return null;
  const kind = kindOfFace(part);
  return { node: dieFace(kind, part), label: faceText(part, kind) };
}
