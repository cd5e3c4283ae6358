// The game's area: the map, the actions, the hands, the administration board and the
// piles; input by pointer, keys and buttons. Every rule comes from the engine: legalActions,
// check (the ghost's legality and reason) and the hand/spot/spots queries.
import { autoCanvas, fill, h, num, plural } from "../../dom.js";
import { describeEvents, describeMove } from "./describe.js";
import { cityText, drawCity, transform } from "./map.js";
import {
  BARS,
  badge,
  cardOf,
  cellsText,
  effChips,
  kindClass,
  kindWord,
  loadContent,
  prereqText,
  rowText,
  rowWord,
  SHAPES,
  STAGES,
  stageOf,
  ZONE,
  ZONE_SHAPES,
} from "./words.js";

export function mountView(root, host) {
  let st = null;
  let sel = null; // {card, shapes, shapeIdx, rot, mir, x, y}
  let spotsCache = new Map(); // key state+card → spots answer
  let handCache = { key: "", ans: null };
  const swapSel = new Map(); // card → pile
  let lastHash = "";
  let geom = null;

  const live = () => (typeof window !== "undefined" ? window.__skyline?.game : null) || null;
  function check(action) {
    try {
      if (host.check) return host.check(action);
      const g = live();
      return g ? g.check(st.seat, action) : { ok: true };
    } catch (e) {
      return { ok: false, reason: e.message };
    }
  }
  function query(q) {
    try {
      if (host.query) return host.query(q);
      const g = live();
      return g ? g.query(st.seat ?? 0, q) : null;
    } catch {
      return null;
    }
  }
  const stateKey = () => {
    try {
      return String(live()?.stateHash?.() ?? "");
    } catch {
      return "";
    }
  };

  // --- DOM skeleton ---
  const canvas = h("canvas", {
    class: "cc-canvas",
    role: "img",
    tabindex: "0",
    "aria-label": "The city",
    "aria-describedby": "cc-citytext",
  });
  const cityList = h("ul", { id: "cc-citytext", class: "cc-citytext small" });
  const cityDetails = h("details", { class: "cc-citydetails" }, h("summary", null, "The city in words"), cityList);
  const legend = h(
    "p",
    { class: "cc-legend small" },
    ["R", "C", "I", "svc", "util"].map((k) =>
      h(
        "span",
        { class: `cc-leg k-${k}` },
        h("span", { class: "sw", "aria-hidden": "true" }, k === "svc" ? "S" : k === "util" ? "U" : k),
        { R: "Residential", C: "Commercial", I: "Industrial", svc: "Service", util: "Utility" }[k],
      ),
    ),
    h("span", { class: "cc-leg" }, h("span", { class: "sw street", "aria-hidden": "true" }), "Street"),
    h("span", { class: "cc-leg" }, h("span", { class: "sw water", "aria-hidden": "true" }), "Water"),
    h(
      "span",
      { class: "cc-leg" },
      h("span", { class: "sw dash", "aria-hidden": "true" }),
      "District outline (each its own line style, labelled D1…)",
    ),
    h(
      "span",
      { class: "cc-leg" },
      "Services: H healthcare, E education, T transport, F fire, P police, K parks · utilities: Pw power, Wa water, Ga garbage",
    ),
  );
  // What the partners did stays readable here (the status line shows only the latest).
  const feedList = h("ol", { class: "cc-feedlist", "data-feed": "" });
  const feedBox = h(
    "section",
    { class: "cc-feed", "aria-label": "What happened" },
    h("h2", { class: "cc-h" }, "What happened, latest first"),
    feedList,
  );
  const ghostBar = h("div", { class: "cc-ghostbar", hidden: true });
  const ghostMsg = h("p", { class: "cc-ghostmsg", "aria-live": "polite" });
  const cityCard = h(
    "section",
    { class: "cc-city card", "aria-label": "City" },
    h("div", { class: "cc-canvaswrap" }, canvas),
    ghostBar,
    ghostMsg,
    feedBox,
    legend,
    cityDetails,
  );
  const actions = h("section", { class: "cc-actions card", "aria-label": "Your actions" });
  const hands = h("div", { class: "cc-hands" });
  const admin = h("section", { class: "cc-admin card", "aria-label": "Administration board" });
  const piles = h("section", { class: "cc-piles card", "aria-label": "Piles and treasury" });
  const note = h("p", { class: "cc-note small" });
  const el = h(
    "div",
    { class: "cc" },
    cityCard,
    h("div", { class: "cc-main" }, actions, hands),
    h("div", { class: "cc-side" }, admin, piles, note),
  );
  root.append(el);

  const drawer = autoCanvas(canvas, (ctx, w, hgt) => {
    if (!st) return;
    geom = st.view.phase === "arrange" ? ar?.draw(ctx, w, hgt) || null : drawCity(ctx, w, hgt, st.view, ghostInfo(), freshTiles());
    canvas.dataset.coords = JSON.stringify(geom?.coords || null);
  });

  // --- the feed: every move's events in words, newest first, with the tiles it built ---
  let feed = []; // {n: history length after it, seat, text, tiles: [tile index]}
  let feedN = null; // history length last seen
  let feedTiles = 0; // tiles on the map last seen
  const historyLength = () => {
    try {
      return live()?.history?.().length ?? null;
    } catch {
      return null;
    }
  };
  function followFeed() {
    const n = historyLength();
    const tiles = st.view.position.tiles.length;
    if (n == null || st.review) {
      feedTiles = tiles;
      return;
    }
    if (feedN == null) {
      // a reload or a new mount: the last moves from the move list
      const hist = live().history();
      hist.forEach((e, i) => {
        if (e.action && i >= hist.length - 8)
          feed.push({ n: i + 1, seat: e.seat, text: `${describeMove(e.seat, e.action, st.ctx)}.`, tiles: [] });
      });
    } else if (n < feedN)
      feed = feed.filter((e) => e.n <= n); // taken back
    else if (n > feedN && st.lastEvents?.length) {
      const text = describeEvents(st.lastEvents, st.ctx);
      const seat = st.lastEvents.find((e) => e.seat != null)?.seat ?? null;
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
    for (const e of feed.slice(st.seat == null ? -1 : i)) for (const t of e.tiles) if (t < st.view.position.tiles.length) out.add(t);
    return out;
  }
  function renderFeed() {
    feedBox.hidden = !feed.length || st.review;
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
            e.tiles.some((t) => fresh.has(t)) ? h("span", { class: "cc-newtag" }, " new on the map") : null,
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
      const action = { type: "play", card: sel.card, cells };
      const r = st.canAct ? check(action) : { ok: false, reason: "it is not your turn" };
      const spot = r.ok ? query({ type: "spot", card: sel.card, cells }) : null;
      ghostCheck = { key, ok: !!r.ok, reason: r.reason, spot };
    }
    return { cells, ok: ghostCheck.ok };
  }
  function clampSel() {
    const cs = transform(SHAPES[sel.shapes[sel.shapeIdx]], sel.rot, sel.mir);
    const w = Math.max(...cs.map((c) => c[0])) + 1,
      hh = Math.max(...cs.map((c) => c[1])) + 1;
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
    host.announce(
      `${cardOf(card).name} picked up. ${ghostWords()} Arrow keys move it, R turns, M mirrors${shapes.length > 1 ? ", S changes the shape" : ""}, Enter builds, Escape puts it back.`,
    );
    canvas.focus();
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
      host.announce(`No legal spot: ${sp?.whyNone || "none found"}.`);
      return;
    }
    spotIdx = (spotIdx + dir + sp.spots.length) % sp.spots.length;
    placeOn(sp.spots[spotIdx]);
    ghostCheck = null;
    render();
    host.announce(`Legal spot ${spotIdx + 1} of ${sp.spots.length}. ${ghostWords()}`);
  }
  function ghostWords() {
    if (!sel) return "";
    const g = ghostInfo();
    const shape = sel.shapes[sel.shapeIdx];
    const where = `${shape} tile on ${cellsText(g.cells)}`;
    if (!g.ok) return `${where}: not allowed here: ${ghostCheck.reason}.`;
    const sp = ghostCheck.spot;
    const eff = sp?.effects?.length ? ` Effects: ${rowText(sp.effects)}.` : "";
    const rw = cardOf(sel.card).reward.length
      ? sp?.reward
        ? " The reward applies."
        : ` No reward here${sp?.rewardWhyNot ? `: ${sp.rewardWhyNot}` : ""}.`
      : "";
    return `${where}: allowed.${rw}${eff}`;
  }
  function moveGhost(dx, dy) {
    if (!sel) return;
    sel.x += dx;
    sel.y += dy;
    clampSel();
    ghostCheck = null;
    render();
    host.announce(ghostWords());
  }
  function turnGhost() {
    if (!sel) return;
    sel.rot = (sel.rot + 1) % 4;
    clampSel();
    ghostCheck = null;
    render();
    host.announce(`Turned. ${ghostWords()}`);
  }
  function mirrorGhost() {
    if (!sel) return;
    sel.mir = !sel.mir;
    clampSel();
    ghostCheck = null;
    render();
    host.announce(`Mirrored. ${ghostWords()}`);
  }
  function shapeGhost() {
    if (!sel || sel.shapes.length < 2) return;
    sel.shapeIdx = (sel.shapeIdx + 1) % sel.shapes.length;
    clampSel();
    ghostCheck = null;
    render();
    host.announce(`Shape ${sel.shapes[sel.shapeIdx]}. ${ghostWords()}`);
  }
  function cancelGhost() {
    if (!sel) return;
    const name = cardOf(sel.card).name;
    sel = null;
    render();
    host.announce(`${name} put back in the hand.`);
  }
  function buildGhost() {
    if (!sel) return;
    const cells = ghostCells();
    const action = { type: "play", card: sel.card, cells };
    const r = check(action);
    if (!r.ok) {
      host.announce(`Not allowed here: ${r.reason}`);
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
    const cs = transform(SHAPES[sel.shapes[sel.shapeIdx]], sel.rot, sel.mir);
    const w = Math.max(...cs.map((c) => c[0])) + 1,
      hh = Math.max(...cs.map((c) => c[1])) + 1;
    const nx = x - Math.floor((w - 1) / 2),
      ny = y - Math.floor((hh - 1) / 2);
    if (nx === sel.x && ny === sel.y) return;
    sel.x = nx;
    sel.y = ny;
    clampSel();
    ghostCheck = null;
    renderGhostOnly();
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
    const fresh = [...freshTiles()].map((t) => {
      const tile = v.position.tiles[t];
      return `${cardOf(tile.card).name} on ${cellsText(tile.cells.map((c) => [c % v.width, Math.floor(c / v.width)]))}`;
    });
    canvas.setAttribute(
      "aria-label",
      `The city: ${v.width} by ${v.height} squares, rows A to ${String.fromCharCode(64 + v.height)}, columns 1 to ${v.width}; ${plural(v.position.tiles.length, "tile")} built, ${v.pieces.filter((p) => p.revealed).length} of ${v.pieces.length} pieces open.${fresh.length ? ` New: ${fresh.join("; ")}.` : ""}${sel ? " Ghost: " + ghostWords() : ar?.active() ? " " + ar.words() : ""}`,
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
    const g = ghostInfo();
    const c = cardOf(sel.card);
    const b = (label, fn, extra = {}) => h("button", { type: "button", class: "btn cc-gbtn", onclick: fn, ...extra }, label);
    fill(
      ghostBar,
      h("span", { class: "cc-gname" }, h("strong", null, c.name), ` · ${sel.shapes[sel.shapeIdx]}`),
      h(
        "span",
        { class: "cc-pad", role: "group", "aria-label": "Move the tile" },
        b("◀", () => moveGhost(-1, 0), { "aria-label": "Move left" }),
        b("▲", () => moveGhost(0, -1), { "aria-label": "Move up" }),
        b("▼", () => moveGhost(0, 1), { "aria-label": "Move down" }),
        b("▶", () => moveGhost(1, 0), { "aria-label": "Move right" }),
      ),
      b("⟳ Turn (R)", turnGhost, { "data-ghost": "turn" }),
      b("⇋ Mirror (M)", mirrorGhost, { "data-ghost": "mirror" }),
      sel.shapes.length > 1 ? b(`Shape (S): ${sel.shapes[sel.shapeIdx]}`, shapeGhost, { "data-ghost": "shape" }) : null,
      b("Next legal spot (N)", () => nextSpot(1), { "data-ghost": "next" }),
      h(
        "button",
        { type: "button", class: "btn primary cc-gbtn", "data-ghost": "build", disabled: !g.ok, onclick: buildGhost },
        "Build here (Enter)",
      ),
      b("Cancel (Esc)", cancelGhost, { "data-ghost": "cancel" }),
    );
    ghostMsg.className = `cc-ghostmsg ${g.ok ? "ok" : "no"}`;
    const sp = ghostCheck.spot;
    fill(
      ghostMsg,
      g.ok
        ? [
            h("strong", null, "✓ Allowed here. "),
            c.reward.length
              ? sp?.reward
                ? "The reward applies. "
                : `No reward here${sp?.rewardWhyNot ? ` (${sp.rewardWhyNot})` : ""}. `
              : "",
            sp?.effects?.length ? `Effects: ${rowText(sp.effects)}.` : "",
          ]
        : [h("strong", null, "✗ Not here: "), ghostCheck.reason || "not allowed"],
    );
  }

  function handAnswer() {
    const key = stateKey() + ":" + st.seat;
    if (handCache.key !== key) handCache = { key, ans: st.seat != null ? query({ type: "hand", seat: st.seat }) : null };
    return handCache.ans;
  }

  function cardNode(id, opts = {}) {
    const c = cardOf(id);
    const status = opts.status;
    const kc = kindClass(c.kind);
    const btns = [];
    if (opts.act) {
      if (opts.phase === "turn" && c.kind === "policy") {
        btns.push(
          h(
            "button",
            {
              type: "button",
              class: "btn small primary",
              "data-policy": id,
              disabled: status && !status.playable,
              onclick: () => host.act({ type: "policy", card: id }),
            },
            "Play the policy",
          ),
        );
      } else if (opts.phase === "turn") {
        btns.push(
          h(
            "button",
            {
              type: "button",
              class: `btn small primary${sel?.card === id ? " on" : ""}`,
              "data-play": id,
              disabled: status && !status.playable,
              "aria-pressed": sel?.card === id ? "true" : "false",
              onclick: () => selectCard(id),
            },
            "Place…",
          ),
        );
        btns.push(
          h(
            "button",
            {
              type: "button",
              class: "btn small",
              "data-exchange": id,
              disabled: status && !status.exchangeable,
              onclick: () => exchange(id),
            },
            "Exchange (2 money)",
          ),
        );
      }
    }
    if (opts.pick)
      btns.push(
        h(
          "button",
          { type: "button", class: "btn small primary", "data-pick": id, onclick: () => host.act({ type: "pick", card: id }) },
          "Keep this one",
        ),
      );
    if (opts.take)
      btns.push(
        h(
          "button",
          { type: "button", class: "btn small primary", "data-take": id, onclick: () => host.act({ type: "take", card: id }) },
          "Take",
        ),
      );
    if (opts.swap) {
      const on = swapSel.has(id);
      btns.push(
        h(
          "label",
          { class: "cc-swapchk" },
          h("input", {
            type: "checkbox",
            checked: on,
            "data-swap": id,
            onchange: (e) => {
              if (e.target.checked) swapSel.set(id, 1);
              else swapSel.delete(id);
              render();
            },
          }),
          " Swap away",
        ),
      );
      if (on)
        btns.push(
          h(
            "label",
            { class: "cc-swappile" },
            "replace from ",
            h(
              "select",
              {
                "data-swappile": id,
                onchange: (e) => {
                  swapSel.set(id, Number(e.target.value));
                  render();
                },
              },
              [1, 2, 3].map((p) =>
                h(
                  "option",
                  { value: p, selected: swapSel.get(id) === p, disabled: !st.view.pileSizes[p - 1] },
                  `Stage ${STAGES[p - 1]} (${st.view.pileSizes[p - 1]})`,
                ),
              ),
            ),
          ),
        );
    }
    let stat = null;
    if (status) {
      stat = status.playable
        ? [
            h(
              "p",
              { class: "cc-stat ok" },
              h("span", { "aria-hidden": "true" }, "✓ "),
              `Playable: ${plural(status.spots, "spot")}`,
              c.reward.length && status.rewardSpots ? `, ${status.rewardSpots} with the reward` : "",
            ),
            c.reward.length && !status.rewardSpots
              ? h(
                  "p",
                  { class: "cc-lost small" },
                  "No reward anywhere now: ",
                  (status.rewardLost || "").replace(/^prerequisite unmet everywhere, the reward is lost \((.*)\)$/, "$1"),
                )
              : null,
          ]
        : h(
            "p",
            { class: "cc-stat no" },
            h("span", { "aria-hidden": "true" }, "✗ "),
            `Not playable now: ${status.whyNot || "no reason given"}`,
          );
    }
    return h(
      "article",
      {
        class: `cc-card k-${kc}${sel?.card === id ? " sel" : ""}`,
        "data-card": id,
        "aria-label": `${c.name}, ${kindWord(c.kind)}, Stage ${stageOf(id)}`,
      },
      h(
        "header",
        { class: "cc-chead" },
        h("span", { class: "cc-badge", "aria-hidden": "true" }, badge(c)),
        h("span", { class: "cc-cname" }, c.name),
        h("span", { class: "cc-stage", title: `Stage ${stageOf(id)}` }, stageOf(id)),
      ),
      h(
        "p",
        { class: "cc-kind small" },
        kindWord(c.kind),
        c.kind === "role" || c.kind === "news"
          ? null
          : [" · ", c.tile === "any" ? `any ${ZONE[c.kind]?.toLowerCase() || ""} tile` : `tile ${c.tile}`],
      ),
      opts.compact || (!c.reward.length && !rowWord(c.kind))
        ? null
        : h(
            "dl",
            { class: "cc-rows" },
            h("dt", null, c.reward.length ? "Cost" : rowWord(c.kind)),
            h("dd", null, effChips(c.cost, "cost")),
            c.reward.length
              ? [
                  h("dt", null, "Reward"),
                  h("dd", null, effChips(c.reward, "reward")),
                  h("dt", null, "If"),
                  h(
                    "dd",
                    {
                      class: "cc-pre small",
                      title: c.prereq.includes("svc:")
                        ? "A Stage I service serves the squares next to it; a Stage II or III service serves its whole district."
                        : null,
                    },
                    prereqText(c.prereq),
                  ),
                ]
              : null,
          ),
      c.effect ? h("p", { class: "cc-effect small", "data-effect": "" }, c.effect) : null,
      stat,
      btns.length ? h("div", { class: "cc-cbtns" }, btns) : null,
    );
  }

  function exchange(id) {
    const action = { type: "exchange", card: id };
    const r = check(action);
    if (!r.ok) {
      host.announce(`Not allowed: ${r.reason}`);
      return;
    }
    host.act(action);
  }

  function renderActions() {
    const v = st.view;
    const can = st.canAct;
    const me = st.seat;
    const kids = [];
    const title = (t) => h("h2", { class: "cc-h" }, t);
    if (v.phase === "over") {
      const o = v.position.outcome;
      kids.push(
        title("The city is finished"),
        o
          ? h(
              "p",
              { class: "cc-over" },
              o.won ? "Success: " : "Not a success: ",
              h("strong", null, o.grade || (o.won ? "won" : "lost")),
              o.total != null ? ` (${num(o.total)})` : "",
            )
          : null,
      );
    } else if (!can) {
      const who = v.toAct[0];
      // nobody to act: a card is being drawn (by the table, with its own cards)
      if (who == null) kids.push(title("A card is being drawn"), h("p", { class: "small muted" }, "Your options appear once it is in."));
      else
        kids.push(
          title(`${host.name(who)} is playing`),
          h("p", { class: "small muted" }, "Watch the city grow; your options appear on your turn."),
        );
    } else if (v.phase === "arrange") {
      kids.push(ar ? ar.actions() : [title("Arrange the board pieces"), h("p", { class: "small muted" }, "Loading the pieces…")]);
    } else if (v.phase === "pick") {
      const picks = (st.legal || []).filter((a) => a.type === "pick");
      const role = picks.some((a) => cardOf(a.card).kind === "role");
      kids.push(
        title(role ? "Choose your role" : "Keep one card"),
        h(
          "p",
          { class: "small" },
          role
            ? "Keep one of the two roles offered; the other goes back in the box. Your role's ability works for the whole game."
            : "You saw two cards: keep one, the other goes back under its pile.",
        ),
        h(
          "div",
          { class: "cc-cards" },
          picks.map((a) => cardNode(a.card, { pick: true })),
        ),
      );
    } else if (v.phase === "choosePiece") {
      kids.push(
        title("Open a board piece"),
        h(
          "p",
          { class: "small" },
          `Paid from the shared treasury (${v.position.admin.money} money now). ${v.pieces.some((p) => p.revealed) ? "Only a piece next to the open city can be opened." : "The first piece may be any of them."}`,
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
                `Open piece ${a.piece} · ${p?.cost ?? "?"} money`,
              );
            }),
        ),
      );
    } else if (v.phase === "turn") {
      const endA = { type: "endMilestone" };
      const ec = check(endA);
      kids.push(
        title("Your turn"),
        h(
          "p",
          { class: "small" },
          sel
            ? "Place the tile on the city, or pick another card."
            : "Pick a card below to place it, exchange one for 2 money, or end the milestone.",
        ),
        h(
          "div",
          { class: "cc-btnrow" },
          h(
            "button",
            { type: "button", class: "btn", "data-end": "", disabled: !ec.ok, onclick: () => host.act(endA) },
            v.position.mustEnd ? "End the game now" : "End the milestone",
          ),
          !ec.ok ? h("span", { class: "small muted cc-why" }, `Not yet: ${ec.reason || v.endBlocked}`) : null,
          v.position.mustEnd ? h("span", { class: "small cc-why" }, "The stage piles are empty: the milestone must end now.") : null,
        ),
      );
    } else if (v.phase === "draw") {
      const legal = st.legal || [];
      kids.push(
        title("Take a new card"),
        h(
          "div",
          { class: "cc-btnrow" },
          [1, 2, 3].map((p) => {
            const a = legal.find((x) => x.type === "draw" && x.pile === p);
            return h(
              "button",
              { type: "button", class: "btn primary", "data-draw": p, disabled: !a, onclick: () => a && host.act(a) },
              `Draw Stage ${STAGES[p - 1]} (${v.pileSizes[p - 1]} left)`,
            );
          }),
        ),
        legal.some((x) => x.type === "take")
          ? h("p", { class: "small" }, "…or take a card from the exchange pile (shown with the piles).")
          : null,
      );
    } else if (v.phase === "swap") {
      const cards = [...swapSel.keys()].filter((c) => v.position.hands[me]?.includes(c));
      const action = { type: "swap", cards, piles: cards.map((c) => swapSel.get(c)) };
      const r = check(action);
      kids.push(
        title("Swap after the milestone"),
        h(
          "p",
          { class: "small" },
          "Tick cards in your hand to give them to the exchange pile (1 money each) and choose the stage pile for each replacement, or keep your hand.",
        ),
        h(
          "div",
          { class: "cc-btnrow" },
          h(
            "button",
            {
              type: "button",
              class: "btn primary",
              "data-swapgo": "",
              disabled: !cards.length || !r.ok,
              onclick: () => {
                if (host.act(action)) swapSel.clear();
              },
            },
            `Swap ${plural(cards.length, "card")} (${cards.length} money)`,
          ),
          h(
            "button",
            {
              type: "button",
              class: "btn",
              "data-keep": "",
              onclick: () => {
                swapSel.clear();
                host.act({ type: "swap", cards: [], piles: [] });
              },
            },
            "Keep my hand",
          ),
          cards.length && !r.ok ? h("span", { class: "small cc-why" }, `Not allowed: ${r.reason}`) : null,
        ),
      );
    }
    fill(actions, kids);
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
            "aria-label": `${host.name(seat)}'s cards`,
          },
          h(
            "h2",
            { class: "cc-h" },
            h("span", { class: "seat-dot mini", "aria-hidden": "true" }, String(seat + 1)),
            ` ${host.name(seat)}${seat === me ? " (you)" : ""} · ${plural(hand.length, "card")}`,
            v.toAct[0] === seat && v.phase !== "over" ? h("small", null, " · to act") : null,
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
    const a = st.view.position.admin;
    fill(
      admin,
      h("h2", { class: "cc-h" }, "Administration board"),
      h(
        "div",
        { class: "cc-skyline", "data-skyline-total": a.skyline },
        h("span", { class: "cc-skynum" }, num(a.skyline)),
        h("span", null, h("strong", null, "Skyline"), h("br"), h("small", null, "overall happiness · 11+ is a success")),
      ),
      h(
        "div",
        { class: "cc-money" },
        h("span", { class: "cc-coin", "aria-hidden": "true" }, "$"),
        h("span", null, h("strong", { "data-money": a.money }, String(a.money)), " money in the treasury"),
      ),
      h(
        "ul",
        { class: "cc-bars" },
        BARS.map((b) => {
          const val = a[b.key];
          const span = b.max - b.min;
          const pos = ((Math.max(b.min, Math.min(b.max, val)) - b.min) / span) * 100;
          const zero = ((0 - b.min) / span) * 100;
          return h(
            "li",
            { class: `cc-bar${b.red(val) ? " red" : ""}`, "data-bar": b.key },
            h("span", { class: "cc-bname" }, b.name),
            h(
              "span",
              {
                class: "cc-track",
                role: "meter",
                "aria-valuemin": b.min,
                "aria-valuemax": b.max,
                "aria-valuenow": val,
                "aria-label": `${b.name} ${num(val)}, from ${num(b.min)} to ${num(b.max)}; ${b.note}`,
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
        "Red = costs you at a milestone end (utilities below 0, employment away from 0) or at the game end (pollution, traffic, crime).",
      ),
    );
  }

  function renderPiles() {
    const v = st.view;
    const takes = st.canAct && v.phase === "draw" ? (st.legal || []).filter((a) => a.type === "take") : [];
    fill(
      piles,
      h("h2", { class: "cc-h" }, "Piles"),
      h(
        "ul",
        { class: "cc-pilelist" },
        [0, 1, 2].map((i) =>
          h(
            "li",
            { "data-pile": i + 1 },
            h("span", { class: "cc-deck", "aria-hidden": "true" }, STAGES[i]),
            h("span", null, `Stage ${STAGES[i]}: `, h("strong", null, String(v.pileSizes[i])), ` card${v.pileSizes[i] === 1 ? "" : "s"}`),
          ),
        ),
      ),
      h("h3", { class: "cc-h3" }, `Exchange pile (${v.position.exchange.length})`),
      v.position.exchange.length
        ? h(
            "div",
            { class: "cc-cards exch" },
            v.position.exchange.map((id) => cardNode(id, { take: takes.some((a) => a.card === id), compact: false })),
          )
        : h("p", { class: "small muted" }, "Empty. Exchanged and swapped cards land here face up."),
      v.position.news
        ? h(
            "p",
            { class: "cc-news", "data-news": v.position.news },
            h("strong", null, "News in force: "),
            `${cardOf(v.position.news).name}. ${cardOf(v.position.news).effect}`,
          )
        : null,
      v.position.roles.some((r) => r)
        ? h(
            "ul",
            { class: "small", "data-roles": "" },
            v.position.roles.map((r, i) =>
              r ? h("li", null, h("strong", null, `${host.name(i)}: ${cardOf(r).name}.`), ` ${cardOf(r).effect}`) : null,
            ),
          )
        : null,
      h("p", { class: "small muted" }, `Milestones ended: ${v.position.milestones}. Start player: ${host.name(v.position.starter)}.`),
    );
  }

  function render() {
    if (!st) return;
    const v = st.view;
    if (sel && (!st.canAct || v.phase !== "turn" || !v.position.hands[st.seat]?.includes(sel.card))) sel = null;
    if (v.phase !== "swap") swapSel.clear();
    if (v.phase === "arrange") needArranger();
    ar?.reset();
    const ag = v.phase === "arrange" && ar ? ar.geom() : null;
    // the map's shape, with room for the coordinates along its top and left
    canvas.style.aspectRatio = String(Math.max(4 / 3, ag ? ag.sw / ag.sh : (v.width + 1) / (v.height + 1)));
    el.classList.toggle("arranging", v.phase === "arrange");
    renderFeed();
    fill(
      cityList,
      cityText(v).map((t) => h("li", null, t)),
    );
    note.textContent = v.note ? `Content note: ${v.note}` : "";
    renderActions();
    renderHands();
    renderAdmin();
    renderPiles();
    renderGhostBar();
    drawer.redraw();
  }

  return {
    update(state) {
      st = state;
      loadContent(query({ type: "cards" }));
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
      const t = el.querySelector(
        "[data-arrange-piece], [data-pick], [data-piece], [data-draw]:not([disabled]), [data-play]:not([disabled]), [data-keep], [data-end]:not([disabled])",
      );
      (sel ? canvas : t)?.focus();
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      drawer.stop();
      el.remove();
    },
  };
}
