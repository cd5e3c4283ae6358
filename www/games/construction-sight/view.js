// A player's sheet and roll during play: choosing and placing a building or a plaza, doors,
// writing goals on a blank sheet, the other players' sheets. Part of
// www/games/construction-sight.js.
import { autoCanvas, fill, h, num, plural } from "../../dom.js";
import { breakdown } from "./score.js";
import { dieSvg, drawSheet, geom } from "./sheet.js";
import { COLS, cellName, cellWords, colOf, crossWords, nice, parkWords, rowOf, SIDES, sheetSummary } from "./words.js";

const NEXT = "Next roll"; // the step that reveals the next roll after a placement (host.act reveal)

export function mountView(el, host) {
  let st = null; // the last state from the shell
  let mode = "build"; // build | plaza | stop
  let optIdx = 0; // chosen building option
  let anchor = { x: 0, y: 0 }; // building's top-left
  let step = "place"; // place | doors
  let doorSel = new Set();
  let plazaIdx = -1;
  let plazaCells = new Set(),
    plazaDoors = new Set();
  let cursor = 44;
  let hoverPark = null,
    hoverCell = null;
  let rivalSeat = null,
    mainPick = null;
  let cache = { key: "", options: null, fits: {} };
  let drafts = {}; // setup: park → goal
  let draftKey = "";
  let savedDrafts = null; // {key, goals} from setUi, until the setup form is drawn
  let info = "";
  let painting = null; // plaza drag: "add" | "remove"
  let touchAt = null;
  let revealTap = false; // a press on the placed (pending) structure: the player's "Next roll"
  /** The cells of a placed move still waiting for its reveal (state.pending). */
  const pendingCells = () => {
    const a = st?.pending;
    if (!a) return [];
    if (a.type === "plaza") return [...a.cells, ...a.doors];
    return a.type === "build" ? footprint({ width: a.width, depth: a.depth }, { x: a.x, y: a.y }) : [];
  };
  const nextRoll = () => st?.pending && host.act(st.pending, { reveal: NEXT });

  // ----- engine questions (the shell's host may offer them; else the game object) -----
  const game = () => (typeof host.game === "function" ? host.game() : null) || window.__skyline?.game || null;
  function query(q) {
    try {
      return host.query ? host.query(q) : (game()?.query(st.seat, q) ?? null);
    } catch {
      return null;
    }
  }
  function check(action) {
    try {
      return host.check ? host.check(action) : (game()?.check(st.seat, action) ?? { ok: false, reason: "the engine is not available" });
    } catch (e) {
      return { ok: false, reason: e.message };
    }
  }

  // ----- skeleton -----
  const canvas = h("canvas", { class: "csi-canvas", role: "img", "aria-label": "The city sheet" });
  const gridEl = h("div", {
    class: "csi-grid",
    role: "grid",
    "aria-label": "City, 10 columns (A to J) by 10 rows",
    "aria-describedby": "csi-info",
  });
  const cellEls = [];
  for (let r = 0; r < 10; r++) {
    const row = h("div", { role: "row", class: "csi-row" });
    for (let col = 0; col < 10; col++) {
      const k = r * 10 + col;
      const ce = h("div", { role: "gridcell", class: "csi-cell", tabindex: -1, "data-cell": k });
      cellEls.push(ce);
      row.append(ce);
    }
    gridEl.append(row);
  }
  // column letters and row numbers round the city, the names every message uses ("C5")
  const coords = (cls, names) =>
    h(
      "div",
      { class: `csi-coords ${cls}`, "aria-hidden": "true" },
      names.map((n) => h("span", { "data-coord": n }, n)),
    );
  const letters = [...COLS],
    numbers = Array.from({ length: 10 }, (_, i) => String(i + 1));
  const board = h(
    "div",
    { class: "csi-board" },
    canvas,
    gridEl,
    coords("top", letters),
    coords("bottom", letters),
    coords("left", numbers),
    coords("right", numbers),
  );
  const mainTitle = h("h2", { class: "csi-title" });
  const mainTabs = h("div", { class: "csi-tabs", role: "group", "aria-label": "Whose sheet to show" });
  const infoEl = h("p", { class: "csi-info", id: "csi-info", "aria-live": "polite" });
  const actBar = h("div", { class: "csi-actbar" });
  const mainScore = h("div", { class: "csi-scorebox" });
  const parkList = h("ul", { class: "sr", "aria-label": "Park goals" });
  // what the marks mean: words in the help module, fetched the first time it is opened
  const legend = h(
    "details",
    {
      class: "csi-legend",
      ontoggle: () => {
        if (legend.open && legend.childElementCount < 2)
          import("../construction-sight-help.js").then(
            (m) => legend.append(m.legendList(h)),
            () => {},
          );
      },
    },
    h("summary", null, "How to read the sheet"),
  );
  const mainCard = h(
    "section",
    { class: "csi-sheetcard card" },
    h("header", { class: "csi-head" }, mainTitle, mainTabs),
    board,
    infoEl,
    actBar,
    mainScore,
    legend,
    parkList,
  );

  const rollEl = h("div", { class: "csi-roll", "aria-label": "The roll" });
  const modeSeg = h("div", { class: "seg csi-modes", role: "group", "aria-label": "What to draw" });
  const modeBtns = {
    build: h("button", { type: "button", class: "segbtn", onclick: () => setMode("build") }, "Building"),
    plaza: h("button", { type: "button", class: "segbtn", onclick: () => setMode("plaza") }, "Plaza"),
    stop: h("button", { type: "button", class: "segbtn", onclick: () => setMode("stop") }, "Stop…"),
  };
  modeSeg.append(modeBtns.build, modeBtns.plaza, modeBtns.stop);
  const optsEl = h("div", { class: "csi-opts" });
  const setupEl = h("div", { class: "csi-setup" });
  const panel = h("section", { class: "csi-panel card", "aria-label": "Your roll" }, rollEl, modeSeg, optsEl, setupEl);

  const rivalTabs = h("div", { class: "csi-tabs", role: "group", "aria-label": "Which other player's sheet to show" });
  const rivalCanvas = h("canvas", { class: "csi-canvas", role: "img" });
  const rivalTitle = h("h2", { class: "csi-title" });
  const rivalScore = h("div", { class: "csi-scorebox" });
  const rivalCard = h(
    "section",
    { class: "csi-rival card" },
    h("header", { class: "csi-head" }, rivalTitle),
    rivalTabs,
    h("div", { class: "csi-board mini" }, rivalCanvas),
    rivalScore,
  );

  const root = h("div", { class: "csi" }, panel, mainCard, rivalCard);
  el.append(root);

  const mainPaint = autoCanvas(canvas, (c, w, hh) => st && drawSheet(c, w, hh, mainSpec()));
  let rivalSheet = null;
  const rivalPaint = autoCanvas(
    rivalCanvas,
    (c, w, hh) => rivalSheet && drawSheet(c, w, hh, { sheet: rivalSheet, mini: w < 300, secret: st?.view.phase.type === "setup" }),
  );

  // ----- helpers over the state -----
  const view = () => st.view;
  const mainSeat = () => st.seat ?? mainPick ?? 0;
  const sheet = () => view().sheets[mainSeat()] || view().sheets[0];
  const playing = () => st?.canAct && !st.review && view().phase.type === "play";
  const setupTurn = () => st?.canAct && !st.review && view().phase.type === "setup";

  function options() {
    if (!playing()) return null;
    const v = view();
    const key = `${v.turn}|${st.seat}|${sheet().structures.length}|${v.roll}`;
    if (cache.key !== key) {
      cache = { key, options: query({ type: "options" }), fits: {} };
      const o = cache.options;
      // keep the chosen orientation if the roll allows it; else the first that fits anywhere
      optIdx = Math.max(0, o?.buildings.findIndex((b) => b.spots > 0) ?? 0);
      plazaIdx = -1;
      plazaCells = new Set();
      plazaDoors = new Set();
      step = "place";
      doorSel = new Set();
      if (o && !o.buildings.some((b) => b.spots > 0) && o.plazas.some((p) => p.fits)) mode = "plaza";
      else if (mode === "stop" || (mode === "plaza" && !o?.plazas.some((p) => p.fits))) mode = "build";
      if (mode === "plaza") plazaIdx = o.plazas.findIndex((p) => p.fits);
      const spots = fitsOf(o?.buildings[optIdx]);
      if (spots?.length && !spots.includes(anchor.y * 10 + anchor.x)) {
        anchor = { x: spots[0] % 10, y: Math.floor(spots[0] / 10) };
      }
    }
    return cache.options;
  }
  function fitsOf(b) {
    if (!b) return null;
    const k = `${b.width}x${b.depth}`;
    if (!(k in cache.fits)) cache.fits[k] = query({ type: "fits", width: b.width, depth: b.depth })?.spots || [];
    return cache.fits[k];
  }
  const building = () => options()?.buildings[optIdx] || null;
  /** Plaza sizes in the order shown: those that fit now first (engine order otherwise). */
  const plazaOrder = (o) => o.plazas.map((_q, i) => i).sort((a, b) => o.plazas[b].fits - o.plazas[a].fits);
  const plazaOpt = () => (plazaIdx >= 0 ? options()?.plazas[plazaIdx] : null) || null;

  function footprint(b = building(), a = anchor) {
    const out = [];
    if (!b) return out;
    for (let dy = 0; dy < b.depth; dy++)
      for (let dx = 0; dx < b.width; dx++) {
        const x = a.x + dx,
          y = a.y + dy;
        out.push(x < 10 && y < 10 ? y * 10 + x : -1);
      }
    return out;
  }
  function perimeter(b = building(), a = anchor) {
    const p = new Set();
    if (!b) return p;
    for (let dy = 0; dy < b.depth; dy++)
      for (let dx = 0; dx < b.width; dx++) {
        if (dx === 0 || dy === 0 || dx === b.width - 1 || dy === b.depth - 1) p.add((a.y + dy) * 10 + a.x + dx);
      }
    return p;
  }
  function fitReason(b = building(), a = anchor) {
    if (!b) return "no building";
    const r = query({ type: "fits", width: b.width, depth: b.depth, x: a.x, y: a.y });
    return r ? r.reason : "the engine did not answer";
  }
  const buildAction = () => {
    const b = building();
    return { type: "build", x: anchor.x, y: anchor.y, width: b.width, depth: b.depth, height: b.height, doors: [...doorSel] };
  };

  function mainSpec() {
    const v = st.view;
    const o = { sheet: sheet(), hiLine: hoverPark, badges: true, secret: v.phase.type === "setup" && st.seat !== mainSeat() };
    if (setupTurn()) {
      o.drafts = drafts;
      o.setupSide = SIDES.indexOf(v.phase.side);
    }
    if (playing() && mode === "build" && building()) {
      const b = building();
      const reason = step === "doors" ? null : fitReason();
      o.preview = { cells: footprint(), ok: !reason, height: b.height, doors: doorSel, perim: step === "doors" ? perimeter() : null };
    }
    if (playing() && mode === "plaza" && plazaOpt())
      o.plaza = { cells: plazaCells, doors: plazaDoors, wantDoors: plazaOpt().doors > plazaDoors.size };
    if (!o.preview && st.pending?.type === "build") {
      const a = st.pending,
        b = { width: a.width, depth: a.depth };
      o.preview = { cells: footprint(b, { x: a.x, y: a.y }), ok: true, height: a.height, doors: new Set(a.doors), perim: null };
    }
    return o;
  }

  // ----- the roll and the choices -----
  function renderPanel() {
    const v = view();
    panel.hidden = v.phase.type === "over";
    root.classList.toggle("nopanel", panel.hidden);
    if (panel.hidden) return;
    const roll = v.roll;
    fill(
      rollEl,
      h("span", { class: "csi-roll-label" }, v.phase.type === "setup" ? "Goal dice" : `Roll ${v.turn}`),
      roll
        ? h(
            "span",
            { class: "csi-dice", role: "img", "aria-label": `Dice: ${roll.join(", ")}` },
            roll.map((d) => dieSvg(d, "big")),
          )
        : h("span", { class: "muted small" }, "rolling…"),
      !st.canAct && !st.review
        ? h(
            "span",
            { class: "csi-wait small muted" },
            st.seat != null && v.sheets[st.seat]?.ended
              ? "Your city is finished."
              : st.seat != null && v.sheets.length > 1
                ? "Waiting for the others…"
                : "",
          )
        : null,
    );
    const inPlay = playing();
    modeSeg.hidden = !inPlay;
    for (const [k, b] of Object.entries(modeBtns)) b.setAttribute("aria-pressed", String(mode === k));
    setupEl.hidden = !setupTurn();
    if (setupTurn()) renderSetup();
    else {
      fill(setupEl);
      draftKey = "";
    }
    if (!inPlay) {
      fill(optsEl);
      return;
    }
    const o = options();
    if (!o) {
      fill(optsEl, h("p", { class: "err" }, "The engine gave no options for this roll."));
      return;
    }
    if (mode === "build") {
      const any = o.buildings.some((b) => b.spots > 0);
      fill(
        optsEl,
        h(
          "p",
          { class: "csi-hint small" },
          any
            ? "Choose which die is the width, the depth and the height. R turns the building."
            : "No building of this roll fits anywhere: draw a plaza, or stop.",
        ),
        h(
          "div",
          { class: "csi-optlist", role: "group", "aria-label": "Building size: width × depth, and height" },
          o.buildings.map((b, i) =>
            h(
              "button",
              {
                type: "button",
                class: "csi-opt",
                "aria-pressed": String(i === optIdx),
                disabled: !b.spots,
                "data-build-opt": i,
                "data-k": `b${i}`,
                "aria-label": `Width ${b.width}, depth ${b.depth}, height ${b.height}${b.doors ? `, ${plural(b.doors, "door")}` : ""}: ${b.spots ? `fits at ${plural(b.spots, "spot")}` : "fits nowhere"}`,
                onclick: () => chooseBuilding(i),
              },
              h("span", { class: "csi-wd" }, dieSvg(b.width), h("span", { class: "x" }, "×"), dieSvg(b.depth)),
              h("span", { class: "csi-h" }, h("span", { class: "lbl" }, "height"), dieSvg(b.height)),
              h("span", { class: "csi-meta" }, b.doors ? `${plural(b.doors, "door")} · ` : "", b.spots ? `${b.spots} spots` : "no room"),
            ),
          ),
        ),
      );
    } else if (mode === "plaza") {
      const p = plazaOpt();
      fill(
        optsEl,
        h(
          "p",
          { class: "csi-hint small" },
          "Use two or three dice, a highest one among them: some add up to the plaza's area, the rest to the number of unfilled doors it fills.",
        ),
        h(
          "div",
          { class: "csi-optlist", role: "group", "aria-label": "Plaza size" },
          plazaOrder(o)
            .map((i) => [o.plazas[i], i])
            .map(([q, i]) =>
              h(
                "button",
                {
                  type: "button",
                  class: "csi-opt plaza",
                  "aria-pressed": String(i === plazaIdx),
                  disabled: !q.fits,
                  "data-plaza-opt": i,
                  "data-k": `p${i}`,
                  "aria-label": `Area ${q.area} from dice ${q.areaDice.join(" + ")}${q.doors ? `, fill ${q.doors} doors from dice ${q.doorDice.join(" + ")}` : ", no doors"}${q.fits ? "" : ": cannot be drawn now"}`,
                  onclick: () => choosePlaza(i),
                },
                h("span", { class: "csi-pz" }, h("strong", null, String(q.area)), h("small", null, " cells")),
                h("span", { class: "csi-pzd" }, q.doors ? `fill ${q.doors} door${q.doors > 1 ? "s" : ""}` : "no doors"),
                h(
                  "span",
                  { class: "csi-meta" },
                  `area ${q.areaDice.join("+")}${q.doorDice.length ? ` · doors ${q.doorDice.join("+")}` : ""}${q.fits ? "" : " · no room"}`,
                ),
              ),
            ),
        ),
        // a phone lists only the sizes with room, so the sheet stays in view
        o.plazas.some((q) => !q.fits)
          ? h(
              "p",
              { class: "csi-nofit small muted" },
              `${plural(o.plazas.filter((q) => !q.fits).length, "other size")} ${o.plazas.filter((q) => !q.fits).length === 1 ? "has" : "have"} no room now.`,
            )
          : null,
        p
          ? h(
              "p",
              { class: "csi-count", "aria-live": "polite" },
              h("span", { class: plazaCells.size === p.area ? "ok" : "" }, `Area ${plazaCells.size} of ${p.area}`),
              " · ",
              h("span", { class: plazaDoors.size === p.doors ? "ok" : "" }, `doors ${plazaDoors.size} of ${p.doors}`),
            )
          : null,
      );
    } else {
      fill(
        optsEl,
        h(
          "div",
          { class: "csi-stop" },
          h("p", null, `Stopping ends your game for good: your sheet is scored as it stands, ${num(sheet().score.total)} points now.`),
          h(
            "div",
            { class: "row" },
            h(
              "button",
              {
                type: "button",
                class: "btn primary",
                "data-stop-confirm": "",
                "data-k": "stop-yes",
                onclick: () => {
                  host.act({ type: "stop" }, { confirmed: true });
                },
              },
              "Yes, stop for good",
            ),
            h("button", { type: "button", class: "btn", "data-k": "stop-no", onclick: () => setMode("build") }, "Keep playing"),
          ),
        ),
      );
    }
  }

  function setMode(m) {
    if (!playing()) return;
    mode = m;
    step = "place";
    doorSel = new Set();
    if (m === "plaza" && plazaIdx < 0) {
      const o = options();
      plazaIdx = o ? o.plazas.findIndex((p) => p.fits) : -1;
    }
    info = m === "stop" ? "Stop for good? Confirm in the panel." : "";
    paintAll();
    // focus the safe choice: a second press of the key that opened this must not stop for good
    if (m === "stop") optsEl.querySelector('[data-k="stop-no"]')?.focus();
  }

  function chooseBuilding(i) {
    const b = options()?.buildings[i];
    if (!b) return;
    optIdx = i;
    step = "place";
    doorSel = new Set();
    const spots = fitsOf(b);
    if (spots.length && fitReason(b, anchor)) {
      const s = nearest(spots, anchor);
      anchor = { x: s % 10, y: Math.floor(s / 10) };
    }
    info = placeText();
    paintAll();
  }
  function nearest(spots, a) {
    let best = spots[0],
      d = 1e9;
    for (const s of spots) {
      const dd = Math.abs((s % 10) - a.x) + Math.abs(Math.floor(s / 10) - a.y);
      if (dd < d) {
        d = dd;
        best = s;
      }
    }
    return best;
  }
  function rotate() {
    const o = options(),
      b = building();
    if (!o || !b || mode !== "build") return;
    const j = o.buildings.findIndex((x) => x.width === b.depth && x.depth === b.width && x.height === b.height);
    if (j < 0 || j === optIdx) {
      host.announce(`A ${b.width}×${b.depth} looks the same turned.`);
      return;
    }
    optIdx = j;
    step = "place";
    doorSel = new Set();
    anchor = clampAnchor(anchor);
    info = placeText();
    paintAll();
  }
  function choosePlaza(i) {
    plazaIdx = i;
    plazaDoors = new Set();
    const p = plazaOpt();
    if (p && plazaCells.size > p.area) plazaCells = new Set([...plazaCells].slice(0, p.area));
    info = plazaText();
    paintAll();
  }

  function clampAnchor(a, b = building()) {
    if (!b) return a;
    return { x: Math.max(0, Math.min(10 - b.width, a.x)), y: Math.max(0, Math.min(10 - b.depth, a.y)) };
  }

  function placeText() {
    const b = building();
    if (!b) return "";
    const where = `${b.width}×${b.depth}, height ${b.height}, at ${cellName(anchor.y * 10 + anchor.x)}`;
    if (step === "doors")
      return doorSel.size === b.doors
        ? `All ${plural(b.doors, "door")} chosen: press Build (or Enter). Tap a door again to move it.`
        : `Pick ${plural(b.doors, "door")} on the building's outline (dashed cells): ${doorSel.size} of ${b.doors} chosen. Space or Enter picks the focused cell.`;
    const r = fitReason();
    return r
      ? `Not here: ${nice(r)}.`
      : `${where} fits. ${b.doors ? `Place it, then pick ${plural(b.doors, "door")}.` : "Click, tap again or press Enter to build."}`;
  }
  function plazaText() {
    const p = plazaOpt();
    if (!p) return "Choose a plaza size first.";
    if (plazaCells.size !== p.area || plazaDoors.size !== p.doors) {
      return `Plaza: ${plazaCells.size} of ${p.area} cells${p.doors ? `, ${plazaDoors.size} of ${p.doors} doors (select unfilled doors next to it)` : ""}.`;
    }
    const r = check(plazaAction());
    return r.ok ? "This plaza can be drawn: press Draw plaza." : `Not yet: ${nice(r.reason)}.`;
  }
  const plazaAction = () => ({ type: "plaza", cells: [...plazaCells], doors: [...plazaDoors] });

  // ----- acting -----
  function place() {
    const b = building();
    if (!b) return;
    const r = fitReason();
    if (r) {
      info = `Not here: ${nice(r)}.`;
      host.announce(info);
      paintAll();
      return;
    }
    if (b.doors && step === "place") {
      step = "doors";
      doorSel = new Set();
      info = placeText();
      paintAll();
      cursor = [...perimeter()][0];
      focusCursor();
      return;
    }
    if (b.doors && doorSel.size !== b.doors) {
      info = placeText();
      host.announce(info);
      paintAll();
      return;
    }
    const act = buildAction();
    const c = check(act);
    if (!c.ok) {
      info = `Not allowed: ${nice(c.reason)}.`;
      host.announce(info);
      paintAll();
      return;
    }
    // placed, not yet built: the next roll waits for the player's own "Next roll" (or a second tap)
    host.act(act, { reveal: NEXT });
  }
  function toggleDoor(cell) {
    const b = building();
    if (!perimeter().has(cell)) {
      info = "Doors go on the outline of the new building.";
      host.announce(info);
      paintAll();
      return;
    }
    if (doorSel.has(cell)) doorSel.delete(cell);
    else if (doorSel.size < b.doors) doorSel.add(cell);
    else {
      info = `That is all ${b.doors} doors: take one off first.`;
      host.announce(info);
      paintAll();
      return;
    }
    info = placeText();
    paintAll();
  }
  function anyDoors() {
    const b = building();
    // spread evenly round the outline, clockwise from the top-left corner
    const { x, y } = anchor,
      w = b.width,
      d = b.depth,
      ring = [];
    for (let i = 0; i < w; i++) ring.push(y * 10 + x + i);
    for (let i = 1; i < d; i++) ring.push((y + i) * 10 + x + w - 1);
    for (let i = w - 2; i >= 0; i--) ring.push((y + d - 1) * 10 + x + i);
    for (let i = d - 2; i > 0; i--) ring.push((y + i) * 10 + x);
    doorSel = new Set(Array.from({ length: b.doors }, (_, i) => ring[Math.floor(((i + 0.5) * ring.length) / b.doors)]));
    info = placeText();
    paintAll();
  }
  function togglePlazaCell(cell, force) {
    const p = plazaOpt();
    if (!p) {
      info = "Choose a plaza size first.";
      paintAll();
      return;
    }
    const sh = sheet();
    const si = sh.cells[cell];
    if (si != null) {
      const door = (sh.structures[si].doors || []).find((d) => d.cell === cell);
      if (door && !door.filled && force == null) {
        if (plazaDoors.has(cell)) plazaDoors.delete(cell);
        else if (plazaDoors.size < p.doors) plazaDoors.add(cell);
        else {
          info = p.doors ? `This plaza fills exactly ${plural(p.doors, "door")}.` : "This plaza fills no doors.";
          paintAll();
          return;
        }
      } else if (force == null) {
        info = `${cellName(cell)} is already drawn on.`;
        paintAll();
        return;
      }
    } else {
      const add = force ?? !plazaCells.has(cell);
      if (add && !plazaCells.has(cell)) {
        if (plazaCells.size >= p.area) {
          info = `The plaza already has its ${p.area} cells: take one off first.`;
          paintAll();
          return;
        }
        plazaCells.add(cell);
      } else if (!add) plazaCells.delete(cell);
    }
    info = plazaText();
    paintAll();
  }
  function plazaExample() {
    const p = plazaOpt();
    if (!p) return;
    const r = query({ type: "plaza", area: p.area, doors: p.doors });
    if (!r?.possible) {
      info = "No plaza of that size fits now.";
      paintAll();
      return;
    }
    plazaCells = new Set(r.cells);
    plazaDoors = new Set(r.doorCells);
    info = plazaText();
    paintAll();
  }
  function drawPlaza() {
    const p = plazaOpt();
    if (!p) return;
    const c = check(plazaAction());
    if (!c.ok) {
      info = `Not yet: ${nice(c.reason)}.`;
      host.announce(info);
      paintAll();
      return;
    }
    host.act(plazaAction(), { reveal: NEXT });
  }

  function renderActBar() {
    if (!playing()) {
      fill(actBar);
      actBar.hidden = true;
      return;
    }
    actBar.hidden = false;
    if (pendingCells().length) {
      // placed, not yet made: the next roll waits for the player (Undo takes it back)
      fill(
        actBar,
        h("button", { type: "button", class: "btn primary", "data-act": "next", "data-k": "next", onclick: nextRoll }, `${NEXT} ▸`),
        h("span", { class: "small muted" }, "Placed, not built yet: Undo takes it back; tap it again or press Enter for the next roll."),
      );
      return;
    }
    if (mode === "build" && building()) {
      const b = building();
      if (step === "doors") {
        fill(
          actBar,
          h(
            "button",
            {
              type: "button",
              class: "btn primary",
              "data-act": "build",
              "data-k": "build",
              "aria-disabled": String(doorSel.size !== b.doors),
              onclick: place,
            },
            `Build with ${plural(b.doors, "door")}`,
          ),
          h("button", { type: "button", class: "btn", "data-k": "anydoors", onclick: anyDoors }, "Place doors for me"),
          h(
            "button",
            {
              type: "button",
              class: "btn",
              "data-k": "moveit",
              onclick: () => {
                step = "place";
                doorSel = new Set();
                info = placeText();
                paintAll();
              },
            },
            "Move it",
          ),
        );
      } else {
        const ok = !fitReason();
        fill(
          actBar,
          h(
            "button",
            { type: "button", class: "btn primary", "data-act": "place", "data-k": "place", "aria-disabled": String(!ok), onclick: place },
            b.doors ? "Place, then doors" : "Build here",
          ),
          ok
            ? null
            : h("button", { type: "button", class: "btn", "data-act": "snap", "data-k": "snap", onclick: snap }, "Nearest spot that fits"),
          h("button", { type: "button", class: "btn", "aria-keyshortcuts": "R", "data-k": "turn", onclick: rotate }, "↻ Turn (R)"),
          h(
            "span",
            { class: "csi-nudge", role: "group", "aria-label": "Move the building" },
            [
              ["←", -1, 0, "left"],
              ["↑", 0, -1, "up"],
              ["↓", 0, 1, "down"],
              ["→", 1, 0, "right"],
            ].map(([t, dx, dy, w]) =>
              h(
                "button",
                { type: "button", class: "btn csi-arrow", "aria-label": `Move ${w}`, "data-k": `mv-${w}`, onclick: () => move(dx, dy) },
                t,
              ),
            ),
          ),
        );
      }
    } else if (mode === "plaza") {
      const p = plazaOpt();
      const ready = p && plazaCells.size === p.area && plazaDoors.size === p.doors;
      fill(
        actBar,
        h(
          "button",
          {
            type: "button",
            class: "btn primary",
            "data-act": "plaza",
            "data-k": "plaza",
            "aria-disabled": String(!ready),
            onclick: drawPlaza,
          },
          "Draw plaza",
        ),
        h(
          "button",
          { type: "button", class: "btn", "data-act": "example", "data-k": "example", disabled: !p, onclick: plazaExample },
          "Suggest a shape",
        ),
        h(
          "button",
          {
            type: "button",
            class: "btn",
            "data-k": "clear",
            disabled: !plazaCells.size && !plazaDoors.size,
            onclick: () => {
              plazaCells = new Set();
              plazaDoors = new Set();
              info = plazaText();
              paintAll();
            },
          },
          "Clear",
        ),
      );
    } else fill(actBar);
  }

  function snap() {
    const spots = fitsOf(building());
    if (!spots?.length) {
      info = "This size fits nowhere on your sheet now.";
      paintAll();
      return;
    }
    const sp = nearest(spots, anchor);
    anchor = { x: sp % 10, y: Math.floor(sp / 10) };
    info = placeText();
    paintAll();
    if (document.activeElement?.classList?.contains("csi-cell") || !document.activeElement?.isConnected) focusCursor();
  }
  function move(dx, dy) {
    if (mode === "build" && step === "place") {
      anchor = clampAnchor({ x: anchor.x + dx, y: anchor.y + dy });
      cursor = anchor.y * 10 + anchor.x;
      info = placeText();
      paintAll();
    }
  }

  // ----- setup (blank sheet): write goals into one side -----
  let goalsModule = null; // the goal-writing form: loaded when a blank sheet's first side begins
  function renderSetup() {
    const v = view();
    const key = `${v.phase.side}|${v.phase.step}|${st.seat}|${v.roll}`;
    if (draftKey === key && setupEl.firstChild) return;
    if (!goalsModule) {
      import("../construction-sight-goals.js").then(
        (m) => {
          goalsModule = m;
          const lost = !document.activeElement || document.activeElement === document.body;
          paintAll();
          if (lost && setupTurn()) setupEl.querySelector("select")?.focus({ preventScroll: true });
        },
        () => fill(setupEl, h("p", { class: "err" }, "The goal form could not be loaded: reload the page.")),
      );
      return;
    }
    // choices kept through a reload (getUi/setUi) belong to this very side, step and roll
    if (savedDrafts?.key === key) drafts = { ...savedDrafts.goals };
    else drafts = {};
    draftKey = key;
    savedDrafts = null;
    fill(
      setupEl,
      goalsModule.goalForm({
        view: v,
        seat: st.seat,
        parks: sheet().parks,
        drafts,
        changed: () => {
          mainPaint.redraw();
          host.uiChanged?.();
        },
        write(action, err) {
          const c = check(action);
          if (!c.ok) {
            err.textContent = `Not yet: ${nice(c.reason)}.`;
            return;
          }
          host.act(action, { confirmed: true });
        },
      }),
    );
  }

  // ----- pointer and keys on the grid -----
  const cellAt = (e) => {
    const r = gridEl.getBoundingClientRect();
    const col = Math.floor(((e.clientX - r.left) / r.width) * 10),
      row = Math.floor(((e.clientY - r.top) / r.height) * 10);
    return col < 0 || col > 9 || row < 0 || row > 9 ? null : row * 10 + col;
  };
  function anchorFor(cell) {
    const b = building();
    return clampAnchor({ x: colOf(cell) - Math.floor((b.width - 1) / 2), y: rowOf(cell) - Math.floor((b.depth - 1) / 2) });
  }
  gridEl.addEventListener("pointerdown", (e) => {
    const cell = cellAt(e);
    if (hoverPark != null) {
      hoverPark = null;
      mainPaint.redraw();
    }
    if (cell == null || !playing()) return;
    if (pendingCells().includes(cell)) {
      revealTap = true;
      e.preventDefault();
      return;
    }
    cursor = cell;
    if (mode === "build" && building()) {
      if (step === "doors") {
        toggleDoor(cell);
        return;
      }
      // a touch on the outline already shown confirms it; elsewhere it moves the outline there
      const same = e.pointerType !== "mouse" && footprint().includes(cell);
      touchAt = { same, pointer: e.pointerType, moved: false };
      if (!same) anchor = anchorFor(cell);
      gridEl.setPointerCapture?.(e.pointerId);
      info = placeText();
      paintAll();
    } else if (mode === "plaza") {
      const sh = sheet();
      if (sh.cells[cell] != null) {
        togglePlazaCell(cell);
        return;
      }
      painting = plazaCells.has(cell) ? "remove" : "add";
      gridEl.setPointerCapture?.(e.pointerId);
      togglePlazaCell(cell, painting === "add");
    }
    e.preventDefault();
  });
  gridEl.addEventListener("pointermove", (e) => {
    const cell = cellAt(e);
    if (cell !== hoverCell) {
      hoverCell = cell;
      if (cell != null && !touchAt && !painting && sheet()) {
        infoHover(cell);
      }
    }
    if (cell == null || !playing()) return;
    if (mode === "build" && building() && step === "place" && (touchAt || e.pointerType === "mouse")) {
      if (touchAt?.same && footprint().includes(cell)) return; // a finger resting on the outline
      const a = anchorFor(cell);
      if (a.x !== anchor.x || a.y !== anchor.y) {
        anchor = a;
        if (touchAt) touchAt.moved = true;
        info = placeText();
        paintAll();
      }
    } else if (mode === "plaza" && painting && sheet().cells[cell] == null) {
      if ((painting === "add") !== plazaCells.has(cell)) togglePlazaCell(cell, painting === "add");
    }
  });
  const endPointer = (_e, cancel) => {
    if (revealTap) {
      revealTap = false;
      if (!cancel) nextRoll();
      return;
    }
    if (touchAt && !cancel && mode === "build" && step === "place") {
      // a mouse click places at once; a touch places when tapping the spot already shown
      if (touchAt.pointer === "mouse" || (touchAt.same && !touchAt.moved)) place();
      else host.announce(placeText());
    }
    touchAt = null;
    painting = null;
  };
  gridEl.addEventListener("pointerup", (e) => endPointer(e, false));
  gridEl.addEventListener("pointercancel", (e) => endPointer(e, true));
  gridEl.addEventListener("pointerleave", () => {
    hoverCell = null;
  });
  const onRing = (e) => {
    const { u, ox, oy } = geom(canvas.clientWidth, canvas.clientHeight);
    const r = canvas.getBoundingClientRect();
    const gx = Math.floor((e.clientX - r.left - ox) / u),
      gy = Math.floor((e.clientY - r.top - oy) / u);
    let p = null;
    if (gy === 0 && gx >= 1 && gx <= 10) p = gx - 1;
    else if (gx === 11 && gy >= 1 && gy <= 10) p = 10 + gy - 1;
    else if (gy === 11 && gx >= 1 && gx <= 10) p = 20 + gx - 1;
    else if (gx === 0 && gy >= 1 && gy <= 10) p = 30 + gy - 1;
    if (p !== hoverPark) {
      hoverPark = p;
      if (p != null && sheet()) infoEl.textContent = parkWords(sheet().parks[p], p).replace(/^./, (ch) => ch.toUpperCase()) + ".";
      mainPaint.redraw();
    }
  };
  canvas.addEventListener("pointermove", onRing);
  canvas.addEventListener("pointerdown", onRing); // a tap on a bench names it and lights its line
  canvas.addEventListener("pointerleave", (e) => {
    if (e.pointerType === "mouse" && hoverPark != null) {
      hoverPark = null;
      infoEl.textContent = info;
      mainPaint.redraw();
    }
  });

  function infoHover(cell) {
    if (playing() && (mode === "build" || mode === "plaza")) return; // the preview text wins
    infoEl.textContent = `${cellName(cell)}: ${cellWords(sheet(), cell)}. ${crossWords(sheet(), cell)}.`;
  }

  gridEl.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const k = e.key;
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k];
    if (d) {
      e.preventDefault();
      if (playing() && mode === "build" && step === "place" && building()) {
        move(d[0], d[1]);
        focusCursor();
        return;
      }
      const col = Math.max(0, Math.min(9, colOf(cursor) + d[0])),
        row = Math.max(0, Math.min(9, rowOf(cursor) + d[1]));
      cursor = row * 10 + col;
      focusCursor();
      if (!(playing() && mode === "plaza"))
        infoEl.textContent = `${cellName(cursor)}: ${cellWords(sheet(), cursor)}. ${crossWords(sheet(), cursor)}.`;
      else {
        info = `${cellName(cursor)}: ${plazaCells.has(cursor) ? "in the plaza" : cellWords(sheet(), cursor)}. ${plazaText()}`;
        paintAll();
      }
      return;
    }
    if (!playing()) return;
    if (/^[1-9]$/.test(k)) {
      // the n-th size in the list beside the dice
      e.preventDefault();
      const o = options(),
        i = Number(k) - 1;
      if (mode === "build" && o?.buildings[i]?.spots) {
        chooseBuilding(i);
        focusCursor();
      } else if (mode === "plaza" && o) {
        const j = plazaOrder(o)[i];
        if (j != null && o.plazas[j].fits) {
          choosePlaza(j);
          focusCursor();
        }
      }
      return;
    }
    if (k === "b" || k === "p") {
      e.preventDefault();
      setMode(k === "b" ? "build" : "plaza");
      focusCursor();
      return;
    }
    if (k === "Enter" || k === " ") {
      e.preventDefault();
      if (mode === "build") {
        if (step === "doors") {
          if (k === "Enter" && doorSel.size === building().doors) place();
          else toggleDoor(cursor);
        } else place();
      } else if (mode === "plaza") {
        if (k === "Enter" && plazaOpt() && plazaCells.size === plazaOpt().area && plazaDoors.size === plazaOpt().doors) drawPlaza();
        else togglePlazaCell(cursor);
      }
    } else if (k === "Escape" && mode === "build" && step === "doors") {
      e.preventDefault();
      step = "place";
      doorSel = new Set();
      info = placeText();
      paintAll();
      focusCursor();
    }
  });
  // R turns the building (taken before the shell's own R = redo, only while placing a building)
  const onKeyCapture = (e) => {
    if (e.key !== "r" && e.key !== "R") return;
    if (e.ctrlKey || e.metaKey || e.altKey || !playing() || mode !== "build" || step !== "place") return;
    if (!root.isConnected || root.closest("[hidden]")) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName) || document.querySelector("dialog[open]")) return;
    e.preventDefault();
    rotate();
  };
  document.addEventListener("keydown", onKeyCapture, true);

  function focusCursor() {
    const target = mode === "build" && step === "place" && playing() ? anchor.y * 10 + anchor.x : cursor;
    cursor = target;
    cellEls.forEach((ce, i) => {
      ce.tabIndex = i === target ? 0 : -1;
    });
    cellEls[target].focus({ preventScroll: true });
  }

  // ----- the cells' words for screen readers -----
  function renderCells() {
    const sh = sheet();
    const act = playing();
    const fp = act && mode === "build" && building() ? new Set(footprint()) : null;
    if (act && mode === "build" && step === "place") cursor = anchor.y * 10 + anchor.x;
    cellEls.forEach((ce, k) => {
      let label = `${cellName(k)}: ${cellWords(sh, k)}`;
      if (fp?.has(k))
        label +=
          step === "doors"
            ? doorSel.has(k)
              ? "; door chosen"
              : perimeter().has(k)
                ? "; on the outline, may take a door"
                : "; new building"
            : "; under the new building";
      if (act && mode === "plaza" && plazaCells.has(k)) label += "; in the new plaza";
      if (act && mode === "plaza" && plazaDoors.has(k)) label += "; door to fill";
      ce.setAttribute("aria-label", label);
      ce.setAttribute(
        "aria-selected",
        String(
          !!(
            act &&
            ((mode === "plaza" && (plazaCells.has(k) || plazaDoors.has(k))) || (mode === "build" && step === "doors" && doorSel.has(k)))
          ),
        ),
      );
      ce.tabIndex = k === cursor ? 0 : -1;
    });
    gridEl.setAttribute("aria-readonly", String(!act));
    gridEl.classList.toggle("live", act);
    gridEl.dataset.mode = act ? `${mode}-${step}` : "view";
  }

  function renderTitle() {
    const v = view();
    const ms = mainSeat();
    fill(
      mainTitle,
      h("span", { class: `seat-dot mini seat-c${ms}`, "aria-hidden": "true" }, String(ms + 1)),
      st.seat != null ? `Your sheet, ${host.name(ms)}` : `${host.name(ms)}'s sheet`,
    );
    mainCard.className = `csi-sheetcard card seat-c${ms}`;
    if (st.seat == null && v.sheets.length > 1) {
      mainTabs.hidden = false;
      fill(
        mainTabs,
        v.sheets.map((s) =>
          h(
            "button",
            {
              type: "button",
              class: "csi-tab",
              "data-k": `mt${s.seat}`,
              "aria-pressed": String(s.seat === ms),
              onclick: () => {
                mainPick = s.seat;
                paintAll();
              },
            },
            host.name(s.seat),
          ),
        ),
      );
    } else {
      mainTabs.hidden = true;
      fill(mainTabs);
    }
    const sh = sheet();
    canvas.setAttribute("aria-label", sheetSummary(sh, host.name(ms)));
    fill(mainScore, breakdown(sh));
    fill(
      parkList,
      sh.parks.map((pk, p) => h("li", null, parkWords(pk, p))),
    );
  }

  function renderRival() {
    const v = view();
    const ms = mainSeat();
    const others = v.sheets.map((s) => s.seat).filter((s) => s !== ms);
    rivalCard.hidden = !others.length;
    if (!others.length) {
      rivalSheet = null;
      return;
    }
    if (!others.includes(rivalSeat)) rivalSeat = others[0];
    rivalSheet = v.sheets[rivalSeat];
    fill(
      rivalTitle,
      h("span", { class: `seat-dot mini seat-c${rivalSeat}`, "aria-hidden": "true" }, String(rivalSeat + 1)),
      `${host.name(rivalSeat)}'s sheet`,
      h("small", { class: "muted" }, rivalSheet.ended ? (rivalSheet.ended === "stopped" ? " · stopped" : " · finished") : ""),
    );
    rivalCard.className = `csi-rival card seat-c${rivalSeat}`;
    rivalTabs.hidden = others.length < 2;
    fill(
      rivalTabs,
      others.length < 2
        ? []
        : others.map((s) =>
            h(
              "button",
              {
                type: "button",
                class: "csi-tab",
                "data-k": `rt${s}`,
                "aria-pressed": String(s === rivalSeat),
                onclick: () => {
                  rivalSeat = s;
                  paintAll();
                },
              },
              host.name(s),
            ),
          ),
    );
    rivalCanvas.setAttribute("aria-label", sheetSummary(rivalSheet, host.name(rivalSeat)));
    fill(rivalScore, breakdown(rivalSheet, true));
  }

  function paintAll() {
    if (!st) return;
    const active = document.activeElement;
    const focusedCell = active?.classList?.contains("csi-cell");
    const fk = root.contains(active) ? active.getAttribute("data-k") : null;
    renderTitle();
    renderPanel();
    renderActBar();
    renderCells();
    renderRival();
    if (hoverPark == null)
      infoEl.textContent = info || (playing() ? (mode === "build" ? placeText() : mode === "plaza" ? plazaText() : "") : "");
    root.classList.toggle("many", view().sheets.length > 1);
    root.classList.toggle("solo", view().sheets.length === 1);
    mainPaint.redraw();
    rivalPaint.redraw();
    if (focusedCell) cellEls[cursor].focus({ preventScroll: true });
    else if (fk && !active.isConnected)
      (root.querySelector(`[data-k="${fk}"]`) || root.querySelector('[data-k="next"]'))?.focus({ preventScroll: true });
  }

  return {
    update(s) {
      const prevKey = st ? `${st.view.turn}|${st.seat}|${st.view.phase.type}` : "";
      st = s;
      if (`${s.view.turn}|${s.seat}|${s.view.phase.type}` !== prevKey) {
        info = "";
        hoverPark = null;
      }
      if (!s.canAct) {
        step = "place";
        doorSel = new Set();
      }
      if (playing()) options();
      paintAll();
    },
    focus() {
      if (setupTurn()) {
        setupEl.querySelector("select")?.focus({ preventScroll: true });
        return;
      }
      if (playing()) focusCursor();
    },
    // drafts: the goals chosen on the form and not yet written, flat ({key, "12": 3, ...}) as
    // the shell keeps settings; always present, so the shell knows the setting on a reload
    getUi() {
      return { mode, drafts: { key: draftKey, ...(draftKey ? drafts : {}) } };
    },
    setUi(u) {
      if (u && ["build", "plaza"].includes(u.mode)) mode = u.mode;
      const d = u?.drafts;
      if (d && typeof d.key === "string" && d.key) {
        const goals = {};
        for (const [p, n] of Object.entries(d)) if (/^\d{1,2}$/.test(p) && Number.isInteger(n) && n >= 1 && n <= 6) goals[p] = n;
        savedDrafts = { key: d.key, goals };
        draftKey = ""; // draw the form again with them
      }
      if (st) paintAll();
    },
    destroy() {
      document.removeEventListener("keydown", onKeyCapture, true);
      mainPaint.stop();
      rivalPaint.stop();
      root.remove();
    },
  };
}
