// The game's area: goals form, skyline cards, the board with a button per lot, block heights;
// input by pointer, keys and buttons. The engine's view, legalActions and preview decide.
import { BOARD, cellOf, drawBoard } from "./board.js";
import { autoCanvas, fill, h, t } from "./dom.js";
import { describeLines, drawSkyline } from "./skyline.js";
import {
  BLOCK,
  die,
  goalLong,
  goalPoints,
  goalShort,
  lineSentence,
  lineWhat,
  RULES_Q,
  readRules,
  resultChip,
  SIDE_NAME,
  SIDE_SHORT,
} from "./words.js";

/**
 * @param {HTMLElement} root
 * @param {ViewHost<Cityscape.Types>} host
 * @returns {ViewController<Cityscape.Types>}
 */
export function mountView(root, host) {
  // the engine's board, block and goal tables: one fact, asked once for this mount
  const R = readRules(/** @type {import("./words.js").RulesAnswer} */ (host.query(RULES_Q)));
  const SIDES = R.sides,
    N = R.n,
    LOTS = R.lotNames.length;
  // a block's height is typed as its digit: the keys run from the lowest height to the highest
  const keys = { low: R.heights[0], high: R.heights.at(-1) };
  const perLine = (f) => Array.from({ length: N }, (_, k) => f(k));
  /** @type {?ViewState<Cityscape.Types>} */
  let st = null;
  let height = 0;
  let cursor = null,
    hover = null;
  let hi = null; // {side, k}: the line under discussion
  const drafts = {};
  const look = {};
  let formKey = null;
  let wasGoals = false,
    toGoals = false;
  let board = { heights: Array(LOTS).fill(0), stacks: Array.from({ length: LOTS }, () => []), record: null };

  const goalBox = h("div", { class: "cs-goalbox" });
  const skies = h("div", { class: "cs-skies" });
  const cards = [0, 1].map((i) => makeCard(i));
  skies.append(...cards.map((cd) => cd.el));
  const boardCanvas = h("canvas", { class: "cs-board-canvas", "aria-hidden": "true" });
  const boardPaint = autoCanvas(boardCanvas, (c, w, hh) => st && drawBoard(c, w, hh, boardOpts()));
  const lotsBox = h("div", {
    class: "cs-lots",
    role: "group",
    "aria-label": t("{n, plural, one {Board, # lot} other {Board, # lots}}", { n: LOTS }),
    onkeydown: onLotKey,
  });
  const lotBtns = Array.from({ length: LOTS }, (_, lot) =>
    h("button", {
      type: "button",
      class: "lot",
      "data-lot": lot,
      tabindex: -1,
      onclick: () => build(lot),
      onfocus: () => {
        cursor = lot;
        preview();
      },
      onblur: () => preview(),
      onpointerenter: () => {
        hover = lot;
        preview();
      },
      onpointerleave: () => {
        hover = null;
        preview();
      },
    }),
  );
  const caption = h("p", { class: "cs-caption small" });
  const boardBox = h("div", { class: "cs-board" }, boardCanvas, lotsBox);
  const heightsBox = h("div", { class: "cs-heights", role: "group", "aria-label": t("Block height") });
  const hBtns = R.heights.map((n, i) =>
    h(
      "button",
      { type: "button", class: "hbtn", "data-height": n, onclick: () => choose(n) },
      h("span", { class: "hblk", style: `--n:${n};--c:${BLOCK[i]}`, "aria-hidden": "true" }),
      h("span", { class: "hnum" }, String(n)),
      h("span", { class: "hleft" }),
    ),
  );
  heightsBox.append(...hBtns);
  const hint = h("p", { class: "cs-hint small muted" });
  const controls = h("div", { class: "cs-controls" }, heightsBox, hint);
  // The board comes first in reading and tab order; on wide screens CSS puts the skylines left.
  const el = h(
    "div",
    { class: "cs" },
    // (headings for the ear: the picture says what each part is)
    h(
      "div",
      { class: "cs-right" },
      h("h2", { class: "sr" }, t("The city")),
      h("div", { class: "cs-boardwrap" }, boardBox),
      caption,
      controls,
    ),
    h("div", { class: "cs-left" }, goalBox, h("h2", { class: "sr" }, t("Skylines")), skies),
  );
  root.append(el);

  const onKey = (e) => {
    if (!st?.canAct || st.view.phase !== "building" || e.altKey || e.ctrlKey || e.metaKey) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) || document.querySelector("dialog[open]")) return;
    const n = Number(e.key);
    if (R.heights.includes(n)) {
      e.preventDefault();
      choose(n);
    }
  };
  document.addEventListener("keydown", onKey);

  function bottomSide() {
    return st.seat != null ? st.view.seatSides[st.seat][0] : "south";
  }
  function mine() {
    return st.seat != null ? st.view.seatSides[st.seat] : [];
  }
  /** The engine's marks for a side of the board shown: a scored round's record, else the view's. */
  function marksFor(side) {
    if (board.record) {
      const ss = board.record.sides.find((x) => x.side === side);
      return ss?.lines.every((l) => l.marks) ? ss.lines.map((l) => l.marks) : null;
    }
    return st.view.marks?.find((x) => x.side === side)?.lines || null;
  }
  function legalHeight(n) {
    // (building: every legal action is a place)
    return !!st.legal?.some((a) => /** @type {{height?: number}} */ (a).height === n);
  }
  function previewLot() {
    return st?.canAct && st.view.phase === "building" && height
      ? (hover ?? (lotsBox.contains(document.activeElement) ? cursor : null))
      : null;
  }
  /** The block shown as a ghost: the move selected for confirmation, else the one under the pointer. */
  function previewSpec() {
    if (st?.pending?.type === "place") return { lot: st.pending.lot, height: st.pending.height };
    const pl = previewLot();
    return pl != null ? { lot: pl, height } : null;
  }

  function boardOpts() {
    const v = st.view;
    const pv = previewSpec();
    const lastP = board.record ? null : v.placements[v.placements.length - 1];
    return {
      heights: board.heights,
      stacks: board.stacks,
      bottom: bottomSide(),
      owners: v.sides,
      mine: mine(),
      name: host.name,
      preview: pv,
      hi,
      last: lastP ? lastP.lot : null,
      goals: goalsShown(),
      rules: R,
    };
  }

  /** The board's edges show the viewer's goals: mark it as holding that seat's secrets. */
  function markBoard() {
    if (goalsShown() && !board.record) boardBox.setAttribute("data-goals-seat", st.seat);
    else boardBox.removeAttribute("data-goals-seat");
  }

  /** The viewer's goals per own side (locked, or the draft being chosen), for the board's edges. */
  function goalsShown() {
    if (st.seat == null) return null;
    const out = {};
    const ms = mine();
    for (const sd of ms) {
      const rec = board.record?.sides.find((x) => x.side === sd);
      const g = rec ? rec.lines.map((l) => l.code) : draftOf(sd) || st.view.myGoals.find((x) => x.side === sd)?.codes;
      if (g?.some(Boolean)) out[sd] = g;
    }
    return Object.keys(out).length ? out : null;
  }

  function preview() {
    boardPaint.redraw();
    for (const cd of cards) cd.paint.redraw();
  }

  function choose(n) {
    if (!st?.canAct || !legalHeight(n)) {
      host.announce(st?.canAct ? t("No blocks of height {h} are left.", { h: n }) : t("It is not your turn to build."));
      return;
    }
    height = n;
    renderHeights();
    renderLots(); // the lots' names say which block a press builds
    host.announce(
      t("Height {h} chosen ({n, plural, one {# block} other {# blocks}} of it left). Now pick a lot.", {
        h: n,
        n: st.view.supply[R.heights.indexOf(n)],
      }),
    );
    preview();
  }

  function build(lot) {
    if (!st) return;
    if (!st.canAct || st.view.phase !== "building") {
      host.announce(st.review ? t("This is a replay; go back to the game to play.") : t("It is not your turn to build."));
      return;
    }
    if (!height) {
      host.announce(t("Choose a block height first (keys {low} to {high}).", keys));
      hBtns.find((b) => !b.disabled)?.focus();
      return;
    }
    cursor = lot;
    /** @type {Cityscape.Action} */
    const action = { type: "place", lot, height };
    // A block that ends the round scores it and shows every goal: that is its own step, so a
    // slip can still be taken back (the engine's preview says which block; a table without
    // take-backs has every block final, and no extra step)
    const p = host.preview?.(action);
    const reveal = p && !p.undoable && host.config?.()?.takeBack !== false ? (p.over ? t("Final scores") : t("Score the round")) : null;
    host.act(action, reveal ? { reveal } : {});
  }

  function onLotKey(e) {
    const dirs = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const dir = dirs[e.key];
    if (!dir || !st) return;
    e.preventDefault();
    const b = bottomSide();
    const from = cursor ?? R.linesOf(b)[0][0];
    const { c, r } = cellOf(R, b, from);
    const nr = Math.max(0, Math.min(R.depth - 1, r + dir[0])),
      nc = Math.max(0, Math.min(N - 1, c + dir[1]));
    cursor = R.linesOf(b)[nc][R.depth - 1 - nr];
    renderLots();
    lotBtns[cursor].focus();
  }

  function renderHeights() {
    const v = st.view;
    const building = v.phase === "building";
    if (height && !(st.canAct && legalHeight(height))) height = st.canAct ? 0 : height;
    hBtns.forEach((b, i) => {
      const n = i + 1,
        left = v.supply[i];
      b.disabled = !st.canAct || !building || !legalHeight(n);
      b.setAttribute("aria-pressed", String(st.canAct && height === n));
      b.setAttribute("aria-label", t("Height {h}: {n, plural, one {# block} other {# blocks}} left", { h: n, n: left }));
      b.querySelector(".hleft").textContent = `×${left}`;
    });
    controls.hidden = v.phase === "goals" && !st.review;
    // (for others' turns, the buttons say what is left of each height)
    hint.textContent =
      !building || st.review || !st.canAct
        ? ""
        : height
          ? t("Click or tap a lot to build a {h} there (keys: {low}–{high} height, arrows, Enter).", { h: height, ...keys })
          : t("Choose a block height (buttons or keys {low}–{high}), then a lot.", keys);
  }

  function renderLots() {
    const v = st.view;
    const b = bottomSide();
    const ms = mine();
    const S = 1,
      m = BOARD.m,
      g = BOARD.g,
      cell = (S - 2 * m - (N - 1) * g) / N;
    const order = [];
    if (cursor == null) cursor = R.linesOf(b)[0][0];
    for (let lot = 0; lot < LOTS; lot++) {
      const { c, r } = cellOf(R, b, lot);
      order[r * N + c] = lot;
      const btn = lotBtns[lot];
      btn.style.left = `${(m + c * (cell + g)) * 100}%`;
      btn.style.top = `${(m + r * (cell + g)) * 100}%`;
      btn.style.width = btn.style.height = `${cell * 100}%`;
      const hgt = board.heights[lot];
      const rel = ms
        .map((sd) => {
          const w = R.where[SIDES.indexOf(sd)][lot];
          return t("{side} line {k}, {d, plural, =1 {1st} =2 {2nd} =3 {3rd} other {#th}} from the edge", {
            side: t(SIDE_NAME[sd]),
            k: w.k + 1,
            d: w.d + 1,
          });
        })
        .join("; ");
      const doing =
        st.canAct && v.phase === "building" && height ? `. ${t("Press to build a block of height {h} here", { h: height })}` : "";
      const what = hgt ? t("height {h} (blocks {blocks})", { h: hgt, blocks: board.stacks[lot].join(", ") }) : t("empty");
      btn.setAttribute("aria-label", `${t("Lot {lot}: {what}", { lot: R.lotNames[lot], what })}${rel ? `; ${rel}` : ""}${doing}`);
      btn.setAttribute("aria-disabled", String(!(st.canAct && v.phase === "building")));
      btn.tabIndex = lot === cursor ? 0 : -1;
    }
    if (order.some((lot, i) => lotsBox.children[i] !== lotBtns[lot])) lotsBox.append(...order.map((lot) => lotBtns[lot]));
  }

  function makeCard(i) {
    const title = h("h3", { class: "sky-title" });
    // two cards, each with its four sides: the card's number tells the two sets apart
    const seg = h("div", { class: "seg small", role: "group", "aria-label": t("Skyline {n}: look from", { n: i + 1 }) });
    const segBtns = SIDES.map((sd) =>
      h(
        "button",
        {
          type: "button",
          class: "segbtn",
          "aria-label": t("Skyline {n} from the {side}", { n: i + 1, side: t(SIDE_NAME[sd]) }),
          onclick: () => {
            setLook(i, sd);
          },
        },
        t(SIDE_SHORT[sd]),
      ),
    );
    seg.append(...segBtns);
    const canvas = h("canvas", { class: "sky-canvas", role: "img" });
    const chips = h("ol", { class: "chips" });
    const card = { side: /** @type {Cityscape.Side} */ ("south"), el: null, title, segBtns, canvas, chips };
    card.paint = autoCanvas(
      canvas,
      (c, w, hh) =>
        st &&
        drawSkyline(c, w, hh, {
          side: card.side,
          heights: board.heights,
          stacks: board.stacks,
          preview: previewSpec(),
          hi: hi && hi.side === card.side ? hi.k : null,
          marks: marksFor(card.side),
          lines: R.linesOf(card.side),
          canvas,
        }),
    );
    card.el = h("section", { class: "sky card" }, h("header", { class: "sky-head" }, title, seg), canvas, chips);
    return card;
  }

  function setLook(i, sd) {
    const key = st.seat ?? "all";
    look[key] = look[key] || cards.map((cd) => cd.side);
    look[key][i] = sd;
    renderCards();
    host.uiChanged?.();
  }

  function defaultLook() {
    const v = st.view;
    const ms = mine();
    if (ms.length >= 2) return ms.slice(0, 2);
    if (ms.length === 1) return [ms[0], v.seatSides[(st.seat + 1) % v.players][0]];
    return [v.seatSides[0][0], v.seatSides[1][0]];
  }

  function renderCards() {
    const v = st.view;
    const key = st.seat ?? "all";
    const sides = look[key] || defaultLook();
    const ms = mine();
    cards.forEach((cd, i) => {
      cd.side = sides[i];
      const owner = v.sides[SIDES.indexOf(cd.side)];
      const isMine = ms.includes(cd.side);
      fill(
        cd.title,
        h("span", { class: "sr" }, `${t("Skyline {n}:", { n: i + 1 })} `),
        t("From the {side}", { side: t(SIDE_NAME[cd.side]) }),
        h(
          "small",
          null,
          ` · ${owner == null ? t("nobody sits here") : isMine ? t("{name} (you)", { name: host.name(owner) }) : host.name(owner)}`,
        ),
      );
      cd.segBtns.forEach((b, j) => b.setAttribute("aria-pressed", String(SIDES[j] === cd.side)));
      cd.canvas.setAttribute(
        "aria-label",
        t("Skyline seen from the {side}, nearest lot first: {lines}.", {
          side: t(SIDE_NAME[cd.side]),
          lines: describeLines(R.linesOf(cd.side), board.heights),
        }),
      );
      cd.el.className = `sky card${owner != null ? ` seat-c${owner}` : ""}${isMine ? " mine" : ""}`;
      // goals beside the lines: revealed results, the seat's own goals, or nothing
      const recSide = board.record?.sides.find((x) => x.side === cd.side);
      let goals = null;
      if (isMine) {
        goals = draftOf(cd.side) || v.myGoals.find((x) => x.side === cd.side)?.codes || null;
      }
      // Met-so-far hints, when the engine's view provides them (myLines: [{side, lines}]).
      const now = isMine && goals ? v.myLines?.find((x) => x.side === cd.side)?.lines : null;
      cd.chips.removeAttribute("data-goals-seat");
      if (recSide)
        fill(
          cd.chips,
          recSide.lines.map((l, k) => resultChip(R, k, l)),
        );
      else {
        if (goals) cd.chips.setAttribute("data-goals-seat", st.seat);
        fill(
          cd.chips,
          perLine((k) =>
            h(
              "li",
              {
                class: "chip" + (goals ? " goal" : ""),
                onpointerenter: () => {
                  hi = { side: cd.side, k };
                  preview();
                },
                onpointerleave: () => {
                  hi = null;
                  preview();
                },
              },
              // what is shown, in marks and short words for the eye; one sentence for the ear
              h("span", { class: "chip-line", "aria-hidden": "true" }, t("Line {k}", { k: k + 1 })),
              goals
                ? h(
                    "span",
                    { class: "chip-main", "aria-hidden": "true" },
                    die(goals[k]),
                    h("span", { class: "chip-cap" }, goals[k] ? goalShort(R, goals[k]) : t("not chosen")),
                  )
                : h("span", { class: "chip-main muted", "aria-hidden": "true" }, owner != null ? t("goal secret") : t("no goal")),
              now?.[k]
                ? h(
                    "span",
                    { class: `chip-now ${now[k].met ? "on" : "off"}`, "aria-hidden": "true" },
                    `${now[k].met ? "✓" : "✗"} ${t("{what} now", { what: lineWhat(R, now[k]) })}`,
                  )
                : null,
              h("span", { class: "sr" }, lineSentence(R, k, goals?.[k], now?.[k], owner != null)),
            ),
          ),
        );
      }
      cd.paint.redraw();
    });
  }

  const draftKey = () => `${st.view.round}:${st.seat}`;
  /** The goals being chosen (or changed) for one of the viewer's sides, while the form is open. */
  function draftOf(sd) {
    if (st.view.phase !== "goals" || !st.canAct || st.review) return null;
    const d = drafts[draftKey()],
      i = mine().indexOf(sd);
    return d && i >= 0 ? d.slice(i * N, i * N + N) : null;
  }

  function renderGoalForm() {
    const v = st.view;
    const need = v.phase === "goals" && st.canAct && !st.review;
    if (!need) {
      if (formKey) {
        fill(goalBox);
        formKey = null;
        hi = null;
      }
      goalBox.hidden = true;
      return;
    }
    goalBox.hidden = false;
    const key = draftKey();
    const sides = v.seatSides[st.seat];
    // Locked goals may be changed until the last seat locks theirs: a card
    // with the choice, and the form again (filled in) when asked for.
    if (v.goalsSet[st.seat] && !drafts[key]) {
      const lockedKey = `${key}:locked:${st.revisit}`;
      if (formKey === lockedKey && goalBox.firstChild) return;
      formKey = lockedKey;
      const change = () => {
        drafts[key] = sides.flatMap((sd) => v.myGoals.find((x) => x.side === sd)?.codes || Array(N).fill(0));
        formKey = null;
        renderGoalForm();
        renderCards();
        markBoard();
        boardPaint.redraw();
        goalBox.querySelector("select")?.focus();
      };
      fill(
        goalBox,
        h(
          "div",
          { class: "goalform card", "data-goals-seat": st.seat },
          h("h2", null, t("{name}, your goals are locked in", { name: host.name(st.seat) })),
          h("p", { class: "small" }, t("You may change them until the last player has locked theirs.")),
          h(
            "div",
            { class: "row" },
            h("button", { type: "button", class: "btn primary", "data-change-goals": "", onclick: change }, t("Change my goals")),
            st.revisit
              ? h(
                  "button",
                  { type: "button", class: "btn", "data-keep-goals": "", onclick: () => host.release?.() },
                  t("Keep them and pass the device"),
                )
              : null,
          ),
        ),
      );
      return;
    }
    if (formKey === key && goalBox.firstChild) return;
    formKey = key;
    const draft = drafts[key] || (drafts[key] = Array(sides.length * N).fill(0));
    const err = h("p", { class: "err", role: "alert" });
    const form = h(
      "form",
      {
        class: "goalform card",
        "data-goals-seat": st.seat,
        onsubmit: (e) => {
          e.preventDefault();
          const missing = [];
          draft.forEach((code, i) => {
            if (!code) missing.push(t("{side} line {k}", { side: t(SIDE_NAME[sides[Math.floor(i / N)]]), k: (i % N) + 1 }));
          });
          if (missing.length) {
            err.textContent = t("Pick a goal for every line. Still open: {lines}.", { lines: missing.join(", ") });
            form.querySelector(`select[data-i="${draft.indexOf(0)}"]`)?.focus();
            return;
          }
          if (host.act({ type: "goals", codes: draft.slice() }, { confirmed: true })) delete drafts[key];
        },
      },
      h("h2", null, t("{name}, choose your secret goals", { name: host.name(st.seat) })),
      h(
        "p",
        { class: "small" },
        sides.length > 1
          ? t("Pick one goal per line of each of your sides; line 1 is on your left as you face the board from that side.")
          : t("Pick one goal per line; line 1 is on your left as you face the board from that side."),
      ),
      sides.map((sd, si) =>
        h(
          "fieldset",
          { class: "gsides" },
          h("legend", null, t("Looking from the {side}", { side: t(SIDE_NAME[sd]) })),
          h(
            "div",
            { class: "glines" },
            perLine((k) => {
              const i = si * N + k;
              const say = (n) => (n ? `${goalLong(R, n)} (${goalPoints(R, n)})` : "");
              const a = { side: t(SIDE_NAME[sd]), k: k + 1 };
              const desc = h("small", { class: "gdesc", id: `gd-${st.seat}-${i}` }, say(draft[i]));
              return h(
                "label",
                { class: "gl" },
                h(
                  "span",
                  { class: "gl-name" },
                  t("Line {k}", a),
                  h("small", null, k === 0 ? ` · ${t("left")}` : k === N - 1 ? ` · ${t("right")}` : ""),
                ),
                h(
                  "select",
                  {
                    "data-i": i,
                    "data-side": sd,
                    "data-line": k,
                    "aria-label":
                      k === 0
                        ? t("Goal for {side} line {k} (left)", a)
                        : k === N - 1
                          ? t("Goal for {side} line {k} (right)", a)
                          : t("Goal for {side} line {k}", a),
                    "aria-describedby": desc.id,
                    onchange: (e) => {
                      draft[i] = Number(e.target.value) || 0;
                      desc.textContent = say(draft[i]);
                      err.textContent = "";
                      renderCards();
                      markBoard();
                      boardPaint.redraw();
                    },
                    onfocus: () => {
                      hi = { side: sd, k };
                      preview();
                    },
                    onblur: () => {
                      hi = null;
                      preview();
                    },
                  },
                  h("option", { value: "" }, t("Choose…")),
                  R.codes.map((n) => h("option", { value: n, selected: draft[i] === n }, `${n} · ${goalShort(R, n)}`)),
                ),
                desc,
              );
            }),
          ),
        ),
      ),
      h(
        "details",
        { class: "codes" },
        h("summary", null, t("What the six goals mean")),
        h(
          "dl",
          null,
          R.codes.map((n) => [h("dt", null, die(n, "small"), ` ${goalShort(R, n)} · ${goalPoints(R, n)}`), h("dd", null, goalLong(R, n))]),
        ),
      ),
      err,
      h("button", { type: "submit", class: "btn primary big" }, t("Lock in my goals")),
    );
    fill(goalBox, form);
  }

  return {
    update(s) {
      st = s;
      const v = s.view;
      const rec = s.lastEvents?.find((e) => e.type === "roundScored")?.record;
      const showRecord = (s.review && rec) || (s.over && v.history.length);
      const r = showRecord ? rec || v.history[v.history.length - 1] : null;
      board = r ? { heights: r.heights, stacks: r.stacks, record: r } : { heights: v.heights, stacks: v.stacks, record: null };
      caption.textContent = r ? t("The finished city of round {r}.", { r: r.round }) : s.review ? t("Replay: the board at this move.") : "";
      if (!s.canAct) hover = null;
      el.classList.toggle("goals", v.phase === "goals" && !s.review);
      // a new round's goals: focus goes to them (once no dialog is open), not to a lot that cannot be built on
      const goalsNow = v.phase === "goals" && s.canAct && !s.review;
      if (goalsNow && !wasGoals) toGoals = true;
      wasGoals = goalsNow;
      renderGoalForm();
      renderCards();
      renderHeights(); // first: it drops a height no longer to be had, which the lots' names then follow
      renderLots();
      markBoard();
      boardPaint.redraw();
      const a = document.activeElement;
      if (toGoals && !document.querySelector("dialog[open]")) {
        toGoals = false;
        if (!a || a === document.body || lotsBox.contains(a)) this.focus();
      }
    },
    getUi() {
      return { look };
    },
    setUi(ui) {
      if (ui && typeof ui.look === "object")
        for (const k in ui.look)
          if (Array.isArray(ui.look[k]) && ui.look[k].every((x) => SIDES.includes(x))) look[k] = ui.look[k].slice(0, 2);
    },
    focus() {
      // the goals to choose, or (locked in) the button to change them: never the page itself
      const sel = goalBox.querySelector("select") || (st?.view.phase === "goals" && goalBox.querySelector("button"));
      if (sel) sel.focus({ preventScroll: true });
      else if (st?.canAct && st.view.phase === "building") {
        // the block picker first while no height is chosen, else the board
        const hb = hBtns.find((b) => b.getAttribute("aria-pressed") === "true") ? null : hBtns.find((b) => !b.disabled);
        (height || !hb ? lotBtns[cursor ?? 0] : hb).focus({ preventScroll: true });
      }
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      boardPaint.stop();
      cards.forEach((cd) => cd.paint.stop());
      el.remove();
    },
  };
}
