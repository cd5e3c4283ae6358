// The game's area: the map and the ghost of the tile being placed, the feed, the hands; input by
// pointer, keys and buttons. The actions (actions.js), a card (cards.js), the administration
// board and the piles (side.js) are drawn by their parts. Every rule comes from the engine:
// legalActions, check (the ghost's legality and reason) and the hand/spot/spots queries.
import { actionKids } from "./actions.js";
import { cardMaker } from "./cards.js";
import { describeEvents, describeMove } from "./describe.js";
import { autoCanvas, fill, h, t } from "./dom.js";
import { cityGrid } from "./grid.js";
import { drawCity, mapLegend, transform } from "./map.js";
import { adminKids, pileKids } from "./side.js";
import {
  cardOf,
  cellsText,
  districtNames,
  LIMITS,
  loadContent,
  loadEffects,
  rowText,
  SEEN,
  SHAPES,
  STAGES,
  say,
  WHY,
  ZONE_SHAPES,
  ZOOM_PX,
  ZOOM_WORD,
} from "./words.js";

/**
 * @param {HTMLElement} root
 * @param {ViewHost<CitiesCoop.Types>} host
 * @returns {ViewController<CitiesCoop.Types>}
 */
export function mountView(root, host) {
  WHY.host = host;
  /** @type {?ViewState<CitiesCoop.Types>} */
  let st = null;
  let sel = null; // {card, shapes, shapeIdx, rot, mir, x, y}
  /** @type {Map<string, ?AnswerOf<CitiesCoop.Answer, {type: "spots"}>>} */
  let spotsCache = new Map(); // key state+card → spots answer
  let handCache = { key: "", ans: null };
  const swapSel = new Map(); // card → pile
  let lastHash = "";
  let geom = null;

  // The engine answers, through the shell's host (for the seat whose screen this is).
  function check(action) {
    try {
      return host.check(action);
    } catch (e) {
      return { ok: false, reason: e.message };
    }
  }
  /**
   * The engine's answer to question `q`, or null.
   * @template {CitiesCoop.Query} Q
   * @param {Q} q
   * @returns {?AnswerOf<CitiesCoop.Answer, Q>}
   */
  function query(q) {
    try {
      return host.query(q);
    } catch {
      return null;
    }
  }
  const stateKey = () => host.stateKey();

  // --- DOM skeleton ---
  // The canvas is the picture; the grid over it is the map for the keys and screen readers
  // (while scenario 5's pieces are arranged, the canvas itself takes the keys).
  const canvas = h("canvas", { class: "cc-canvas" });
  const grid = cityGrid((e) => {
    if (e.key !== "Enter" && e.key !== " ") return false;
    if (sel) buildGhost();
    else host.announce(t("Choose a card to place first (its Place button)."));
    return true;
  });
  grid.onMove = (x, y) => {
    if (!sel) return;
    sel.x = x;
    sel.y = y;
    clampSel();
    ghostCheck = null;
    renderGhostOnly();
  };
  // A phone's squares are too small for a finger: zoomed in, the map scrolls with squares of
  // ZOOM_PX; out again, the whole city shows. Offered only where the squares are small.
  const scroller = h("div", { class: "cc-scroll" }, canvas, grid.el);
  let zoomed = false;
  const zoomBtn = h("button", {
    type: "button",
    class: "btn cc-zoom",
    hidden: true,
    onclick: () => {
      zoom(!zoomed);
      // keep the tile being placed in sight
      if (zoomed && sel)
        scroller.scrollTo((sel.x + 1) * ZOOM_PX - scroller.clientWidth / 2, (sel.y + 1) * ZOOM_PX - scroller.clientHeight / 2);
    },
  });
  function zoom(on) {
    const v = st.view;
    zoomed = on;
    scroller.classList.toggle("zoom", on);
    zoomBtn.textContent = t(ZOOM_WORD[+on]);
    zoomBtn.setAttribute("aria-pressed", String(on));
    canvas.style.width = on ? `${16 + v.width * ZOOM_PX}px` : "";
    canvas.style.height = on ? `${16 + v.height * ZOOM_PX}px` : "";
  }
  const cityList = h("ul", { id: "cc-citytext", class: "cc-citytext small" });
  // read on demand: its words come with the module of the between-milestones screens
  const cityDetails = h(
    "details",
    { class: "cc-citydetails", ontoggle: () => cityDetails.open && render() },
    h("summary", null, t("The city in words")),
    cityList,
  );
  const legend = mapLegend();

  // What the partners did stays readable here (the status line shows only the latest).
  // (it scrolls: Tab reaches it, so the keys scroll it too; it stays after the map and its buttons)
  const feedList = h("ol", { class: "cc-feedlist", "data-feed": "", tabindex: 0, "aria-label": t("What happened") });
  const feedBox = h(
    "section",
    { class: "cc-feed", "aria-label": t("What happened") },
    h("h2", { class: "cc-h" }, t("What happened, latest first")),
    feedList,
  );
  const ghostBar = h("div", { class: "cc-ghostbar", hidden: true });
  const ghostMsg = h("p", { class: "cc-ghostmsg" });
  const cityCard = h(
    "section",
    { class: "cc-city card", "aria-label": t("City") },
    h("div", { class: "cc-canvaswrap" }, scroller, zoomBtn),
    ghostBar,
    ghostMsg,
    feedBox,
    legend,
    cityDetails,
  );
  const actions = h("section", { class: "cc-actions card", "aria-label": t("Your actions") });
  const hands = h("div", { class: "cc-hands" });
  const admin = h("section", { class: "cc-admin card", "aria-label": t("Administration board") });
  const piles = h("section", { class: "cc-piles card", "aria-label": t("Piles and treasury") });
  const note = h("p", { class: "cc-note small" });
  const el = h(
    "div",
    { class: "cc" },
    cityCard,
    h("div", { class: "cc-main" }, actions, hands),
    h("div", { class: "cc-side" }, admin, piles, note),
  );
  root.append(el);
  // --- the end, a pick and the swap after a milestone: their module, loaded when first needed ---
  let more = null,
    moreLoad = null,
    focusLater = false;
  const WORDS = { cardOf, cellsText, districtNames, LIMITS, STAGES };
  function needMore() {
    if (more || moreLoad) return;
    moreLoad = import("../cities-coop-final.js").then((m) => {
      more = m;
      render();
      // focus was wanted on the controls that came with it (the swap's boxes, a pick): there now
      if (focusLater) ctl.focus();
    });
  }

  const cardNode = cardMaker(
    host,
    () => sel?.card,
    () => st.view.pileSizes,
    selectCard,
    exchange,
    swapSel,
    render,
    () => more,
    WORDS,
  );

  const drawer = autoCanvas(canvas, (ctx, w, hgt) => {
    if (!st) return;
    geom = st.view.phase === "arrange" ? ar?.draw(ctx, w, hgt) || null : drawCity(ctx, w, hgt, st.view, ghostInfo(), freshTiles());
    if (geom && st.view.phase !== "arrange") grid.place(geom, canvas);
    zoomBtn.hidden = !zoomed && !(geom?.s < ZOOM_PX - 4);
  });

  // --- the feed: every move's events in words, newest first, with the tiles it built ---
  let feed = []; // {n: history length after it, seat, text, tiles: [tile index]}
  let feedN = null; // history length last seen
  let feedTiles = 0; // tiles on the map last seen
  const historyLength = () => host.history().length;
  function followFeed() {
    const n = historyLength();
    const tiles = st.view.position.tiles.length;
    if (n == null || st.review) {
      feedTiles = tiles;
      return;
    }
    if (feedN == null) {
      // a reload or a new mount: the last moves from the move list
      const hist = host.history();
      hist.forEach((e, i) => {
        if (e.action && i >= hist.length - 8)
          feed.push({ n: i + 1, seat: e.seat, text: `${describeMove(e.seat, e.action, st.ctx)}.`, tiles: [] });
      });
    } else if (n < feedN)
      feed = feed.filter((e) => e.n <= n); // taken back
    else if (n > feedN && st.lastEvents?.length) {
      const text = describeEvents(st.lastEvents, st.ctx);
      const seat = /** @type {{seat?: ?number}[]} */ (st.lastEvents).find((e) => e.seat != null)?.seat ?? null;
      const built = tiles > feedTiles ? Array.from({ length: tiles - feedTiles }, (_, i) => feedTiles + i) : [];
      if (text) feed.push({ n, seat, text, tiles: built });
    }
    feed = feed.slice(-12);
    feedN = n;
    feedTiles = tiles;
  }
  /** Tiles built since the shown seat's own last move (the latest move's, for the public). */
  function freshTiles() {
    if (st.review) return new Set(); // a replay shows the move being replayed, not the feed's
    let i = feed.length;
    while (i > 0 && (st.seat == null ? i === feed.length : feed[i - 1].seat !== st.seat)) i--;
    const out = new Set();
    for (const e of feed.slice(st.seat == null ? -1 : i)) for (const ti of e.tiles) if (ti < st.view.position.tiles.length) out.add(ti);
    return out;
  }
  function renderFeed() {
    // shown from the start, even empty: its appearing would move the Tab order under the player
    feedBox.hidden = st.review;
    const fresh = freshTiles();
    fill(
      feedList,
      [...feed]
        .reverse()
        .slice(0, 6)
        .map((e) =>
          h(
            "li",
            { class: e.seat != null ? `seat-c${e.seat}` : "", "data-feed-n": e.n },
            e.seat != null ? h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(e.seat + 1)) : null,
            " ",
            e.text,
            e.tiles.some((ti) => fresh.has(ti)) ? h("span", { class: "cc-newtag" }, ` ${t("new on the map")}`) : null,
          ),
        ),
    );
  }

  // --- Scenario 5: arranging the board pieces, loaded on demand (only that scenario needs it) ---
  let ar = null,
    arLoad = null;
  function needArranger() {
    if (ar || arLoad) return;
    arLoad = import("../cities-coop-arrange.js").then((m) => {
      ar = m.arranger({ st: () => st, check, host, render, canvas, geom: () => geom });
      render();
    });
  }

  // --- ghost ---
  let ghostCheck = null; // {key, ok, reason, spot}
  function ghostCells() {
    if (!sel) return null;
    const base = SHAPES[sel.shapes[sel.shapeIdx]];
    const cs = transform(base, sel.rot, sel.mir);
    return cs.map(([x, y]) => [x + sel.x, y + sel.y]);
  }
  function ghostInfo() {
    const cells = ghostCells();
    if (!cells) return null;
    const key = JSON.stringify([sel.card, cells]);
    if (!ghostCheck || ghostCheck.key !== key) {
      /** @type {CitiesCoop.Action} */
      const action = { type: "play", card: sel.card, cells };
      const r = check(action); // a tile is picked up only on the seat's own turn
      const spot = r.ok ? query({ type: "spot", card: sel.card, cells }) : null;
      ghostCheck = { key, ok: !!r.ok, reason: r.ok ? "" : host.why(r), spot };
    }
    return { cells, ok: ghostCheck.ok };
  }
  /** The tile being placed: its width and height as turned. */
  function selSize() {
    const cs = transform(SHAPES[sel.shapes[sel.shapeIdx]], sel.rot, sel.mir);
    return [0, 1].map((k) => Math.max(...cs.map((c) => c[k])) + 1);
  }
  function clampSel() {
    const [w, hh] = selSize();
    sel.x = Math.max(0, Math.min(st.view.width - w, sel.x));
    sel.y = Math.max(0, Math.min(st.view.height - hh, sel.y));
  }
  function spotsFor(card) {
    const k = stateKey() + card;
    if (!spotsCache.has(k)) spotsCache.set(k, query({ type: "spots", card }));
    return spotsCache.get(k);
  }
  function shapesFor(card) {
    const c = cardOf(card);
    if (c.tile !== "any") return [c.tile];
    const kinds = ZONE_SHAPES[c.kind] || [];
    const ki = { R: 0, C: 1, I: 2 }[c.kind];
    const sup = st.view.position.supply?.[ki] || [];
    const left = kinds.filter((_, i) => (sup[i] ?? 1) > 0);
    return left.length ? left : kinds;
  }
  function selectCard(card) {
    if (!st?.canAct || st.view.phase !== "turn") return;
    const shapes = shapesFor(card);
    sel = { card, shapes, shapeIdx: 0, rot: 0, mir: false, x: 0, y: 0 };
    // start on the first legal spot the engine lists (rewarding spots first), else the open land
    const sp = spotsFor(card);
    const first = sp?.spots?.find((s) => s.reward) || sp?.spots?.[0];
    if (first) placeOn(first);
    else {
      const p = st.view.pieces.find((q) => q.revealed);
      if (p) {
        sel.x = p.col * 8 + 1;
        sel.y = p.row * 8 + 1;
      }
      clampSel();
    }
    spotIdx = first ? sp.spots.indexOf(first) : -1;
    ghostCheck = null;
    render();
    // where it stands is the focused square's name; the announcement says what changed
    const a = { card: cardOf(card).name };
    host.announce(
      shapes.length > 1
        ? t(
            "{card} picked up: arrows move it, R turns, M mirrors, S changes shape, N next legal spot, Enter builds, Escape puts it back.",
            a,
          )
        : t("{card} picked up: arrows move it, R turns, M mirrors, N next legal spot, Enter builds, Escape puts it back.", a),
    );
    grid.move(sel.x, sel.y, true);
  }
  let spotIdx = -1;
  function placeOn(spot) {
    // find the shape/rotation/mirror that gives exactly these cells
    const xs = spot.cells.map((c) => c[0]),
      ys = spot.cells.map((c) => c[1]);
    const mx = Math.min(...xs),
      my = Math.min(...ys);
    const norm = spot.cells
      .map(([x, y]) => `${x - mx},${y - my}`)
      .sort()
      .join(" ");
    const si = sel.shapes.indexOf(spot.shape);
    const tryShapes = si >= 0 ? [si] : sel.shapes.map((_, i) => i);
    for (const s of tryShapes)
      for (let m = 0; m < 2; m++)
        for (let r = 0; r < 4; r++) {
          if (
            transform(SHAPES[sel.shapes[s]], r, !!m)
              .map(([x, y]) => `${x},${y}`)
              .sort()
              .join(" ") === norm
          ) {
            sel.shapeIdx = s;
            sel.rot = r;
            sel.mir = !!m;
            sel.x = mx;
            sel.y = my;
            return;
          }
        }
  }
  function nextSpot(dir) {
    if (!sel) return;
    const sp = spotsFor(sel.card);
    if (!sp?.spots?.length) {
      host.announce(t("No legal spot: {why}.", { why: say(sp?.whyNone) || t("none found") }));
      return;
    }
    spotIdx = (spotIdx + dir + sp.spots.length) % sp.spots.length;
    placeOn(sp.spots[spotIdx]);
    ghostCheck = null;
    follow(t("Legal spot {i} of {n}.", { i: spotIdx + 1, n: sp.spots.length }));
  }
  /** What the engine says of the ghost where it stands, after "allowed" or "not allowed here"
   * (the reward and the effects, or the reason): the ghost's message and its words share it. */
  function ghostNote() {
    if (!ghostInfo().ok) return `${ghostCheck.reason || t("not allowed")}.`;
    const sp = ghostCheck.spot;
    const eff = sp?.effects?.length ? ` ${t("Effects: {effects}.", { effects: rowText(sp.effects) })}` : "";
    const rw = cardOf(sel.card).reward.length
      ? ` ${sp?.reward ? t("The reward applies.") : sp?.rewardWhyNot ? t("No reward here: {why}.", { why: say(sp.rewardWhyNot) }) : t("No reward here.")}`
      : "";
    return rw + eff;
  }
  function ghostWords() {
    if (!sel) return "";
    const g = ghostInfo();
    const a = { shape: sel.shapes[sel.shapeIdx], squares: cellsText(g.cells), why: ghostNote() };
    return g.ok ? t("{shape} tile on {squares}: allowed.", a) + a.why : t("{shape} tile on {squares}: not allowed here: {why}", a);
  }
  /** After the ghost moved or turned: the grid's cursor follows it; on the grid, the focused
   * square's name says where it is now, elsewhere (a button) the announcement does. */
  function follow(said) {
    const inGrid = grid.el.contains(document.activeElement);
    const [cx, cy] = grid.at();
    render();
    if (inGrid && (cx !== sel.x || cy !== sel.y)) {
      grid.move(sel.x, sel.y, true);
      if (said) host.announce(said);
    } else {
      grid.move(sel.x, sel.y, false);
      host.announce(`${said ? `${said} ` : ""}${ghostWords()}`);
    }
  }
  function moveGhost(dx, dy) {
    if (!sel) return;
    sel.x += dx;
    sel.y += dy;
    clampSel();
    ghostCheck = null;
    follow("");
  }
  function turnGhost() {
    if (!sel) return;
    sel.rot = (sel.rot + 1) % 4;
    clampSel();
    ghostCheck = null;
    follow(t("Turned."));
  }
  function mirrorGhost() {
    if (!sel) return;
    sel.mir = !sel.mir;
    clampSel();
    ghostCheck = null;
    follow(t("Mirrored."));
  }
  function shapeGhost() {
    if (!sel || sel.shapes.length < 2) return;
    sel.shapeIdx = (sel.shapeIdx + 1) % sel.shapes.length;
    clampSel();
    ghostCheck = null;
    follow(t("Shape {shape}.", { shape: sel.shapes[sel.shapeIdx] }));
  }
  function cancelGhost() {
    if (!sel) return;
    const id = sel.card;
    sel = null;
    render();
    host.announce(t("{card} put back in the hand.", { card: cardOf(id).name }));
  }
  function buildGhost() {
    if (!sel) return;
    const cells = ghostCells();
    /** @type {CitiesCoop.Action} */
    const action = { type: "play", card: sel.card, cells };
    const r = check(action);
    if (!r.ok) {
      host.announce(t("Not allowed here: {why}", { why: host.why(r) }));
      return;
    }
    const keep = sel;
    sel = null;
    if (!host.act(action)) {
      sel = keep;
      render();
    }
  }

  canvas.addEventListener("pointermove", (e) => {
    if (ar?.active() && geom && e.pointerType !== "touch" && st.view.phase === "arrange") {
      ar.pointerMove(e);
      return;
    }
    if (!sel || !geom || e.pointerType === "touch") return;
    pointerTo(e);
  });
  canvas.addEventListener("pointerdown", (e) => {
    if (ar?.active() && geom && st.view.phase === "arrange") {
      ar.pointerDown(e);
      return;
    }
    if (!sel || !geom) return;
    const before = JSON.stringify(ghostCells());
    pointerTo(e);
    // a click (or a second tap) on the ghost where it already stands builds it; a first tap moves it
    if (before === JSON.stringify(ghostCells()) && ghostCheck?.ok) buildGhost();
  });
  function pointerTo(e) {
    const r = canvas.getBoundingClientRect();
    const x = Math.floor((e.clientX - r.left - geom.ox) / geom.s),
      y = Math.floor((e.clientY - r.top - geom.oy) / geom.s);
    const [w, hh] = selSize();
    const nx = x - Math.floor((w - 1) / 2),
      ny = y - Math.floor((hh - 1) / 2);
    if (nx === sel.x && ny === sel.y) return;
    grid.move(nx, ny, false); // the keys go on from there; the grid's onMove draws the ghost
  }

  const onKey = (e) => {
    if (!st || !(sel || ar?.active()) || e.altKey || e.ctrlKey || e.metaKey || document.querySelector("dialog[open]")) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
    const k = e.key;
    if (ar?.active()) {
      ar.key(e);
      return;
    }
    const map = {
      ArrowLeft: () => moveGhost(-1, 0),
      ArrowRight: () => moveGhost(1, 0),
      ArrowUp: () => moveGhost(0, -1),
      ArrowDown: () => moveGhost(0, 1),
      r: turnGhost,
      R: turnGhost,
      m: mirrorGhost,
      M: mirrorGhost,
      s: shapeGhost,
      S: shapeGhost,
      Escape: cancelGhost,
      n: () => nextSpot(1),
      N: () => nextSpot(-1),
    };
    if (k === "Enter" && e.target === canvas) {
      e.preventDefault();
      buildGhost();
      return;
    }
    if (map[k]) {
      e.preventDefault();
      map[k]();
    }
  };
  document.addEventListener("keydown", onKey);

  // --- rendering pieces ---
  function renderGhostOnly() {
    drawer.redraw();
    renderGhostBar();
  }
  function renderGhostBar() {
    const v = st.view;
    // scenario 5's arranging is drawn on the canvas, which then takes the keys itself
    const arranging = v.phase === "arrange";
    grid.el.hidden = arranging;
    canvas.tabIndex = arranging ? 0 : -1;
    canvas.setAttribute("role", arranging ? "img" : "presentation");
    if (arranging) canvas.setAttribute("aria-label", t("The city. {arranging}", { arranging: ar?.words() || "" }));
    else canvas.removeAttribute("aria-label");
    // the square under the cursor reads the tile being placed from there
    const g = sel && ghostInfo();
    const [cx, cy] = grid.at();
    grid.label(v, (x, y) =>
      !g ? "" : x === cx && y === cy ? ghostWords() : g.cells.some(([a, b]) => a === x && b === y) ? t("under the tile being placed") : "",
    );
    ghostBar.hidden = !sel && !ar?.active();
    // the piece being arranged is moved with buttons right under the map, as a tile is
    if (ar?.active()) {
      fill(ghostBar, ar.bar());
      ar.message(ghostMsg);
      return;
    }
    if (!sel) {
      fill(ghostMsg, "");
      ghostMsg.className = "cc-ghostmsg";
      return;
    }
    const c = cardOf(sel.card);
    const b = (label, fn, extra = {}) => h("button", { type: "button", class: "btn cc-gbtn", onclick: fn, ...extra }, label);
    fill(
      ghostBar,
      h("span", { class: "cc-gname" }, h("strong", null, c.name), ` · ${sel.shapes[sel.shapeIdx]}`),
      h(
        "span",
        { class: "cc-pad", role: "group", "aria-label": t("Move the tile") },
        b("◀", () => moveGhost(-1, 0), { "aria-label": t("Move left") }),
        b("▲", () => moveGhost(0, -1), { "aria-label": t("Move up") }),
        b("▼", () => moveGhost(0, 1), { "aria-label": t("Move down") }),
        b("▶", () => moveGhost(1, 0), { "aria-label": t("Move right") }),
      ),
      b(t("⟳ Turn (R)"), turnGhost, { "data-ghost": "turn" }),
      b(t("⇋ Mirror (M)"), mirrorGhost, { "data-ghost": "mirror" }),
      sel.shapes.length > 1 ? b(t("Shape (S): {shape}", { shape: sel.shapes[sel.shapeIdx] }), shapeGhost, { "data-ghost": "shape" }) : null,
      b(t("Next legal spot (N)"), () => nextSpot(1), { "data-ghost": "next" }),
      h(
        "button",
        { type: "button", class: "btn primary cc-gbtn", "data-ghost": "build", disabled: !g.ok, onclick: buildGhost },
        t("Build here (Enter)"),
      ),
      b(t("Cancel (Esc)"), cancelGhost, { "data-ghost": "cancel" }),
    );
    ghostMsg.className = `cc-ghostmsg ${g.ok ? "ok" : "no"}`;
    fill(ghostMsg, h("strong", null, g.ok ? t("✓ Allowed here.") : `${t("✗ Not here:")} `), ghostNote());
  }

  function handAnswer() {
    const key = stateKey() + ":" + st.seat;
    if (handCache.key !== key) handCache = { key, ans: st.seat != null ? query({ type: "hand", seat: st.seat }) : null };
    return handCache.ans;
  }

  function exchange(id) {
    /** @type {CitiesCoop.Action} */
    const action = { type: "exchange", card: id };
    const r = check(action);
    if (!r.ok) {
      host.announce(t("Not allowed: {why}", { why: host.why(r) }));
      return;
    }
    host.act(action);
  }

  function renderActions() {
    fill(actions, actionKids(st, host, check, ar, sel, swapSel, cardNode, more, WORDS));
  }

  function renderHands() {
    const v = st.view;
    const me = st.seat;
    const ans = st.canAct && (v.phase === "turn" || v.phase === "swap") ? handAnswer() : null;
    const statusOf = (id) => ans?.cards?.find((c) => c.card === id) || null;
    const sections = [];
    const order = me != null ? [me, ...v.position.hands.map((_, i) => i).filter((i) => i !== me)] : v.position.hands.map((_, i) => i);
    for (const seat of order) {
      const hand = v.position.hands[seat];
      const mine = seat === me && st.canAct;
      sections.push(
        h(
          "section",
          {
            class: `cc-hand card seat-c${seat}${seat === me ? " mine" : ""}`,
            "data-hand-seat": seat,
            "aria-label": t("{name}'s cards", { name: host.name(seat) }),
          },
          h(
            "h2",
            { class: "cc-h" },
            h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(seat + 1)),
            ` ${
              seat === me
                ? t("{name} (you) · {n, plural, one {# card} other {# cards}}", { name: host.name(seat), n: hand.length })
                : t("{name} · {n, plural, one {# card} other {# cards}}", { name: host.name(seat), n: hand.length })
            }`,
            v.toAct[0] === seat && v.phase !== "over" ? h("small", null, ` · ${t("to act")}`) : null,
          ),
          h(
            "div",
            { class: `cc-cards${seat === me ? "" : " others"}` },
            hand.map((id) =>
              cardNode(id, {
                act: mine,
                phase: v.phase,
                status: mine ? statusOf(id) : null,
                swap: mine && v.phase === "swap",
                compact: seat !== me && v.position.hands.length > 2,
              }),
            ),
          ),
        ),
      );
    }
    fill(hands, sections);
  }

  function renderAdmin() {
    fill(admin, adminKids(st.view.position.admin));
  }

  function renderPiles() {
    const v = st.view;
    const takes = st.canAct && v.phase === "draw" ? (st.legal || []).filter((a) => a.type === "take") : [];
    fill(piles, pileKids(v, takes, host, cardNode, more));
  }

  function render() {
    if (!st) return;
    // the control under the focus is drawn anew: the new one takes the focus (found by its data-)
    const f = document.activeElement;
    const d = el.contains(f) ? [...f.attributes].find((a) => a.name.startsWith("data-")) : null;
    const v = st.view;
    if (sel && (!st.canAct || v.phase !== "turn" || !v.position.hands[st.seat]?.includes(sel.card))) sel = null;
    if (v.phase !== "swap") swapSel.clear();
    if (v.phase === "arrange") needArranger();
    if (/^(over|pick|swap)$/.test(v.phase) || v.position.news || v.position.roles.some((r) => r)) needMore();
    zoom(zoomed && v.phase !== "arrange"); // the map's size follows the city's
    ar?.reset();
    const ag = v.phase === "arrange" && ar ? ar.geom() : null;
    // the map's shape, with room for the coordinates along its top and left
    canvas.style.aspectRatio = String(Math.max(4 / 3, ag ? ag.sw / ag.sh : (v.width + 1) / (v.height + 1)));
    el.classList.toggle("arranging", v.phase === "arrange");
    renderFeed();
    if (cityDetails.open)
      import("../cities-coop-final.js").then((m) =>
        fill(
          cityList,
          m.cityText(st.view, WORDS).map((line) => h("li", null, line)),
        ),
      );
    note.textContent = v.note ? t("Content note: {note}", { note: v.note }) : "";
    renderActions();
    renderHands();
    renderAdmin();
    renderPiles();
    renderGhostBar();
    drawer.redraw();
    // (gone, as the ghost's buttons once it is built or put back: the next thing to do)
    if (d && !f.isConnected) {
      const n = /** @type {?HTMLElement} */ (el.querySelector(`[${d.name}="${d.value}"]`));
      if (n) n.focus();
      else ctl.focus();
    }
  }

  const ctl = {
    update(state) {
      st = state;
      SEEN.view = st.view;
      loadContent(query);
      if (st.view.position.scenario >= 1) loadEffects(render);
      followFeed();
      const hsh = stateKey();
      if (hsh !== lastHash) {
        lastHash = hsh;
        ghostCheck = null;
        if (spotsCache.size > 50) spotsCache = new Map();
      }
      render();
    },
    focus() {
      if (!st?.canAct) return;
      // never a control that ends something on one key press (End the milestone, Keep my
      // hand): on a turn the first card that can be placed or exchanged, after a milestone
      // the first card's swap box
      const ok = ":not([disabled])";
      const first =
        st.view.phase === "turn"
          ? [`[data-play]${ok}`, `[data-policy]${ok}`, `[data-exchange]${ok}`, ".cc-cell[tabindex='0']"]
              .map((q) => el.querySelector(`.cc-hand.mine ${q}, .cc-grid ${q}`))
              .find(Boolean)
          : el.querySelector(`[data-arrange-piece], [data-pick], [data-piece], [data-draw]${ok}, [data-swap]`);
      if (sel) grid.focus();
      else if (first) first.focus();
      else focusLater = !more;
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      drawer.stop();
      el.remove();
    },
  };
  return ctl;
}
