// A player's sheet and roll during play: choosing and placing a building or a plaza, doors,
// writing goals on a blank sheet, the other players' sheets. Part of
// www/games/construction-sight.js.
import { doorsBar, placeBar, plazaBar } from "./actbar.js";
import { benchAt, cellAt, cellGrid, focusCell, labelCells, sheetBoard } from "./board.js";
import { sheetCard } from "./card.js";
import { citySize } from "./content.js";
import { autoCanvas, fill, h, t } from "./dom.js";
import { cellsUnder, keepOnSheet, nearest } from "./outline.js";
import { buildingChoices, modeChoice, plazaChoices, rollLine, stopChoices } from "./panel.js";
import { pickPlazaCell } from "./plaza.js";
import { rivalPanel } from "./rival.js";
import { drawSheet } from "./sheet.js";
import { goalsPanel } from "./side-goals.js";
import {
  BUILD_HOW,
  cellName,
  cellOf,
  cellWords,
  colOf,
  corner,
  crossWords,
  fitsAt,
  NEXT,
  nextName,
  nice,
  PLACED,
  parkWords,
  rowOf,
  SIDES,
  UNDO_PLACED,
} from "./words.js";

/**
 * @param {HTMLElement} el
 * @param {ViewHost<ConstructionSight.Types>} host
 * @returns {ViewController<ConstructionSight.Types>}
 */
export function mountView(el, host) {
  /** @type {?ViewState<ConstructionSight.Types>} */
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
  let mainPick = null;
  let cache = { key: "", options: null, fits: {} };
  let info = "";
  let painting = null; // plaza drag: "add" | "remove"
  let touchAt = null;
  let tapCell = null; // the cell of the touch that last moved the outline
  let revealTap = false; // a press on the placed (pending) structure: the player's "Next roll"
  let pressing = false; // a pointer is down on the sheet
  let refused = ""; // what was said last about a building moved by keys: why it does not fit there
  /** The cells of a placed move still waiting for its reveal (state.pending). */
  const pendingCells = () => {
    const a = st?.pending;
    if (!a) return [];
    if (a.type === "plaza") return [...a.cells, ...a.doors];
    return a.type === "build" ? footprint({ width: a.width, depth: a.depth }, { x: a.x, y: a.y }) : [];
  };
  const nextRoll = () => st?.pending && host.act(st.pending, { reveal: t(NEXT) });

  // ----- engine questions, through the shell's host -----
  /**
   * The engine's answer to question `q`, or null.
   * @template {ConstructionSight.Query} Q
   * @param {Q} q
   * @returns {?AnswerOf<ConstructionSight.Answer, Q>}
   */
  function query(q) {
    try {
      return host.query(q);
    } catch {
      return null;
    }
  }
  function check(action) {
    try {
      return host.check(action);
    } catch (e) {
      return { ok: false, reason: e.message };
    }
  }

  // ----- skeleton -----
  const canvas = h("canvas", { class: "csi-canvas", role: "img", "aria-label": t("The city sheet") });
  const [gridEl, cellEls] = cellGrid();
  const board = sheetBoard(canvas, gridEl);
  // not a live region: the shell's status line says what changed, focus says where the cursor is
  const infoEl = h("p", { class: "csi-info", id: "csi-info" });
  const actBar = h("div", { class: "csi-actbar" });
  const [mainCard, drawTitle] = sheetCard(canvas, board, infoEl, actBar, host, (seat) => {
    mainPick = seat;
    paintAll();
  });

  const rollEl = h("div", { class: "csi-roll", "aria-label": t("The roll") });
  const [modeSeg, modeBtns] = modeChoice(setMode);
  const optsEl = h("div", { class: "csi-opts" });
  const setupEl = h("div", { class: "csi-setup" });
  const panel = h("section", { class: "csi-panel card", "aria-label": t("Your roll") }, rollEl, modeSeg, optsEl, setupEl);
  const goals = goalsPanel(
    setupEl,
    host,
    check,
    () => mainPaint.redraw(),
    paintAll,
    () => setupTurn(),
  );

  const [rivalCard, drawRival, rivalPaint] = rivalPanel(host, paintAll, () => st?.view.phase.type === "setup");

  const root = h("div", { class: "csi" }, panel, mainCard, rivalCard);
  el.append(root);

  const mainPaint = autoCanvas(canvas, (c, w, hh) => st && drawSheet(c, w, hh, mainSpec()));
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
      cache = { key, options: query({ type: "options" }), fits: {}, outline: {} };
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
      if (spots?.length && !spots.includes(cellOf(anchor.x, anchor.y))) {
        anchor = { x: colOf(spots[0]), y: rowOf(spots[0]) };
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

  const footprint = (b = building(), a = anchor) => cellsUnder(b, a);
  /** The cells of its outline there, where doors may go: the engine's (none where it does not fit). */
  function perimeter(b = building(), a = anchor) {
    if (!b) return new Set();
    const k = `${b.width}x${b.depth}@${a.x},${a.y}`;
    cache.outline[k] ??= new Set(query({ type: "fits", width: b.width, depth: b.depth, x: a.x, y: a.y })?.outline);
    return cache.outline[k];
  }
  function fitReason(b = building(), a = anchor) {
    if (!b) return t("no building");
    const r = query({ type: "fits", width: b.width, depth: b.depth, x: a.x, y: a.y });
    return r ? r.reason : t("the engine did not answer");
  }
  /** @returns {ConstructionSight.Action} */
  const buildAction = () => {
    const b = building();
    return { type: "build", x: anchor.x, y: anchor.y, width: b.width, depth: b.depth, height: b.height, doors: [...doorSel] };
  };

  function mainSpec() {
    const v = st.view;
    const o = { sheet: sheet(), hiLine: hoverPark, badges: true, secret: v.phase.type === "setup" && st.seat !== mainSeat() };
    if (setupTurn()) {
      o.drafts = goals.drafts();
      o.setupSide = SIDES.indexOf(/** @type {Extract<ConstructionSight.Phase, {type: "setup"}>} */ (v.phase).side);
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
    fill(rollEl, rollLine(v, st));
    const inPlay = playing();
    modeSeg.hidden = !inPlay;
    for (const [k, b] of Object.entries(modeBtns)) b.setAttribute("aria-pressed", String(mode === k));
    setupEl.hidden = !setupTurn();
    if (setupTurn()) goals.draw(v, st.seat, sheet);
    else goals.clear();
    if (!inPlay) {
      fill(optsEl);
      return;
    }
    const o = options();
    if (!o) {
      fill(optsEl, h("p", { class: "err" }, t("The engine gave no options for this roll.")));
      return;
    }
    if (mode === "build") {
      fill(optsEl, buildingChoices(o, optIdx, chooseBuilding));
    } else if (mode === "plaza") {
      fill(optsEl, plazaChoices(o, plazaOrder(o), plazaIdx, plazaOpt(), plazaCells, plazaDoors, choosePlaza));
    } else
      fill(
        optsEl,
        stopChoices(sheet().score.total, host, () => setMode("build")),
      );
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
    tell(m === "stop" ? t("Stop for good? Confirm in the panel.") : "");
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
      anchor = { x: colOf(s), y: rowOf(s) };
    }
    tell(placeText());
  }
  function rotate() {
    const o = options(),
      b = building();
    if (!o || !b || mode !== "build") return;
    const j = o.buildings.findIndex((x) => x.width === b.depth && x.depth === b.width && x.height === b.height);
    if (j < 0 || j === optIdx) {
      host.announce(t("A {w}×{d} looks the same turned.", { w: b.width, d: b.depth }));
      return;
    }
    optIdx = j;
    step = "place";
    doorSel = new Set();
    tell(placeText());
    sayFit();
  }
  function choosePlaza(i) {
    plazaIdx = i;
    plazaDoors = new Set();
    const p = plazaOpt();
    if (p && plazaCells.size > p.area) plazaCells = new Set([...plazaCells].slice(0, p.area));
    tell(plazaText());
  }

  function placeText() {
    const b = building();
    if (!b) return "";
    const a = { w: b.width, d: b.depth, h: b.height, cell: cellName(cellOf(anchor.x, anchor.y)), n: b.doors, got: doorSel.size };
    if (step === "doors")
      return doorSel.size === b.doors
        ? t("All {n, plural, one {# door} other {# doors}} chosen: press Build (or Enter). Tap a door again to move it.", a)
        : t(
            "Pick {n, plural, one {# door} other {# doors}} on the building's outline (dashed cells): {got} of {n} chosen. Space or Enter picks the focused cell.",
            a,
          );
    const r = fitReason();
    return r
      ? notHere(r)
      : `${t("{w}×{d}, height {h}, at {cell} fits.", a)} ${b.doors ? t("Place it, then pick {n, plural, one {# door} other {# doors}}.", a) : t(BUILD_HOW)}`;
  }
  function plazaText() {
    const p = plazaOpt();
    if (!p) return t("Choose a plaza size first.");
    if (plazaCells.size !== p.area || plazaDoors.size !== p.doors) {
      const a = { got: plazaCells.size, n: p.area, doors: plazaDoors.size, of: p.doors };
      return p.doors
        ? t("Plaza: {got} of {n} cells, {doors} of {of} doors (select unfilled doors next to it).", a)
        : t("Plaza: {got} of {n} cells.", a);
    }
    const r = check(plazaAction());
    return r.ok ? t("This plaza can be drawn: press Draw plaza.") : notYet(r.reason);
  }
  /** @returns {ConstructionSight.Action} */
  const plazaAction = () => ({ type: "plaza", cells: [...plazaCells], doors: [...plazaDoors] });

  // ----- acting -----
  function place() {
    const b = building();
    if (!b) return;
    const r = fitReason();
    if (r) {
      refuse(notHere(r));
      return;
    }
    if (b.doors && step === "place") {
      step = "doors";
      doorSel = new Set();
      tell(placeText());
      cursor = [...perimeter()][0];
      focusCursor();
      return;
    }
    if (b.doors && doorSel.size !== b.doors) {
      refuse(placeText());
      return;
    }
    const act = buildAction();
    const c = check(act);
    if (!c.ok) {
      refuse(t("Not allowed: {why}.", { why: nice(c.reason) }));
      return;
    }
    // placed, not yet built: the next roll waits for the player's own "Next roll" (or a second tap)
    host.act(act, { reveal: t(NEXT) });
  }
  function toggleDoor(cell) {
    const b = building();
    if (!perimeter().has(cell)) {
      refuse(t("Doors go on the outline of the new building."));
      return;
    }
    if (doorSel.has(cell)) doorSel.delete(cell);
    else if (doorSel.size < b.doors) doorSel.add(cell);
    else {
      refuse(t("That is all {n} doors: take one off first.", { n: b.doors }));
      return;
    }
    tell(placeText());
  }
  /** From choosing doors back to moving the building. */
  function backToPlace() {
    step = "place";
    doorSel = new Set();
    tell(placeText());
  }
  /** The engine chooses the doors: those a plaza can still fill first. */
  function anyDoors() {
    const b = building();
    const r = b && query({ type: "fits", width: b.width, depth: b.depth, x: anchor.x, y: anchor.y });
    if (!r?.doors.length) return;
    doorSel = new Set(r.doors);
    tell(placeText());
    host.announce(placeText());
  }
  /** A cell picked for the plaza (`said`: by a key, so the change is read out). */
  function togglePlazaCell(cell, force, said) {
    const p = plazaOpt();
    tell(p ? pickPlazaCell(p, sheet(), cell, force, plazaCells, plazaDoors) || plazaText() : t("Choose a plaza size first."));
    if (said) host.announce(info);
  }
  function plazaExample() {
    const p = plazaOpt();
    if (!p) return;
    const r = query({ type: "plaza", area: p.area, doors: p.doors });
    if (!r?.possible) {
      tell(t("No plaza of that size fits now."));
      return;
    }
    plazaCells = new Set(r.cells);
    plazaDoors = new Set(r.doorCells);
    tell(plazaText());
  }
  function drawPlaza() {
    const p = plazaOpt();
    if (!p) return;
    const c = check(plazaAction());
    if (!c.ok) {
      refuse(notYet(c.reason));
      return;
    }
    host.act(plazaAction(), { reveal: t(NEXT) });
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
        h(
          "button",
          {
            type: "button",
            class: "btn primary",
            "data-act": "next",
            "data-k": "next",
            "aria-label": nextName(st.pending),
            onclick: nextRoll,
          },
          `${t(NEXT)} ▸`,
        ),
        h("span", { class: "small muted" }, t(UNDO_PLACED)),
      );
      return;
    }
    if (mode === "build" && building()) {
      const b = building();
      if (step === "doors") fill(actBar, doorsBar(b, doorSel.size, place, anyDoors, backToPlace));
      else fill(actBar, placeBar(b, !fitReason(), place, snap, rotate, move));
    } else if (mode === "plaza") {
      const p = plazaOpt();
      fill(
        actBar,
        plazaBar(
          p,
          p && plazaCells.size === p.area && plazaDoors.size === p.doors,
          !plazaCells.size && !plazaDoors.size,
          drawPlaza,
          plazaExample,
          () => {
            // Clear disables itself: the sheet takes the focus first
            focusCursor();
            plazaCells = new Set();
            plazaDoors = new Set();
            tell(plazaText());
          },
        ),
      );
    } else fill(actBar);
  }

  function snap() {
    const spots = fitsOf(building());
    if (!spots?.length) {
      tell(t("This size fits nowhere on your sheet now."));
      return;
    }
    const sp = nearest(spots, anchor);
    anchor = { x: colOf(sp), y: rowOf(sp) };
    tell(placeText());
    if (document.activeElement?.classList?.contains("csi-cell") || !document.activeElement?.isConnected) focusCursor();
  }
  /** Keys and the arrow buttons move the cursor over every cell; the building's top-left corner
   * is on it, and a footprint that does not fit there says why (never clamped to the sheet). */
  function move(dx, dy) {
    if (mode === "build" && step === "place") {
      const last = citySize() - 1;
      anchor = { x: Math.max(0, Math.min(last, anchor.x + dx)), y: Math.max(0, Math.min(last, anchor.y + dy)) };
      cursor = cellOf(anchor.x, anchor.y);
      tell(placeText());
      sayFit();
    }
  }
  /** After a key moved or turned the building: why it does not fit, once (not again while it stays
   * refused for the same kind of reason, whatever the cell), and that it fits once it does again. */
  function sayFit() {
    const b = building(),
      r = b && fitReason();
    if (!b) return;
    const kind = r ? nice(r).replace(/[A-J]\d+|\d/g, "") : "";
    if (kind !== refused) host.announce(r ? notHere(r) : fitsAt(b, cellOf(anchor.x, anchor.y)));
    refused = kind;
  }

  // ----- pointer and keys on the grid -----
  function anchorFor(cell) {
    const b = building();
    return keepOnSheet({ x: colOf(cell) - Math.floor((b.width - 1) / 2), y: rowOf(cell) - Math.floor((b.depth - 1) / 2) }, b);
  }
  /** The cell a second tap on builds: the one whose tap put the outline where it still is
   * (none yet, or moved since by keys or a turn: the next tap only places the outline). */
  function tapSpot() {
    const a = tapCell != null && anchorFor(tapCell);
    return a && a.x === anchor.x && a.y === anchor.y ? tapCell : null;
  }
  gridEl.addEventListener("pointerdown", (e) => {
    pressing = true;
    const cell = cellAt(gridEl, e);
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
      // a touch moves the outline to that cell, inside it too (players shift it so); a touch
      // again on the cell that put it there builds: a deliberate second tap
      const same = e.pointerType !== "mouse" && cell === tapSpot();
      touchAt = { same, pointer: e.pointerType, moved: false };
      if (!same) {
        anchor = anchorFor(cell);
        tapCell = cell;
      }
      gridEl.setPointerCapture?.(e.pointerId);
      tell(placeText());
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
    const cell = cellAt(gridEl, e);
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
        tell(placeText());
      }
    } else if (mode === "plaza" && painting && sheet().cells[cell] == null) {
      if ((painting === "add") !== plazaCells.has(cell)) togglePlazaCell(cell, painting === "add");
    }
  });
  const endPointer = (_e, cancel) => {
    pressing = false;
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
    const p = benchAt(canvas, e);
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

  const cellInfo = (cell) =>
    t("{cell}: {holds}. {lines}.", { cell: cellName(cell), holds: cellWords(sheet(), cell), lines: crossWords(sheet(), cell) });
  const notHere = (why) => t("Not here: {why}.", { why: nice(why) });
  const notYet = (why) => t("Not yet: {why}.", { why: nice(why) });

  function infoHover(cell) {
    if (playing() && (mode === "build" || mode === "plaza")) return; // the preview text wins
    infoEl.textContent = cellInfo(cell);
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
      const last = citySize() - 1,
        col = Math.max(0, Math.min(last, colOf(cursor) + d[0])),
        row = Math.max(0, Math.min(last, rowOf(cursor) + d[1]));
      cursor = cellOf(col, row);
      focusCursor();
      // the cell's name comes with the focus; the line under the sheet only shows it
      if (!(playing() && mode === "plaza")) infoEl.textContent = cellInfo(cursor);
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
          else {
            toggleDoor(cursor);
            host.announce(info);
          }
        } else place();
      } else if (mode === "plaza") {
        if (k === "Enter" && plazaOpt() && plazaCells.size === plazaOpt().area && plazaDoors.size === plazaOpt().doors) drawPlaza();
        else togglePlazaCell(cursor, undefined, true);
      }
    } else if (k === "Escape" && mode === "build" && step === "doors") {
      e.preventDefault();
      backToPlace();
      focusCursor();
    }
  });
  // the cursor is the focused cell, however it got there (Tab, a lesson's pointer): in building
  // mode the building's top-left corner is on it
  gridEl.addEventListener("focusin", (e) => {
    const k = Number(/** @type {HTMLElement} */ (e.target).dataset?.cell);
    if (!Number.isInteger(k) || k === cursor || pressing) return; // a press places by its own rules
    cursor = k;
    if (playing() && mode === "build" && step === "place" && building()) {
      anchor = { x: colOf(k), y: rowOf(k) };
      tell(placeText());
    } else paintAll();
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
    const target = mode === "build" && step === "place" && playing() ? cellOf(anchor.x, anchor.y) : cursor;
    cursor = target;
    focusCell(cellEls, target);
  }

  // ----- the cells' words for screen readers -----
  function renderCells() {
    const act = playing();
    if (act && mode === "build" && step === "place") cursor = cellOf(anchor.x, anchor.y);
    labelCells(
      gridEl,
      cellEls,
      sheet(),
      act,
      mode,
      step,
      act && mode === "build" && building() ? new Set(footprint()) : null,
      doorSel,
      perimeter,
      plazaCells,
      plazaDoors,
      cursor,
      act && mode === "build" && step === "place" && building() ? corner(!fitReason()) : "",
    );
  }

  /** Say `text` under the sheet, and draw everything again. */
  function tell(text) {
    info = text;
    paintAll();
  }
  /** The same for a move refused, read out at once too. */
  function refuse(text) {
    info = text;
    host.announce(text);
    paintAll();
  }

  function paintAll() {
    if (!st) return;
    const active = document.activeElement;
    const focusedCell = active?.classList?.contains("csi-cell");
    const wasIn = root.contains(active);
    const fk = wasIn ? active.getAttribute("data-k") : null;
    drawTitle(view(), mainSeat(), st.seat, sheet());
    renderPanel();
    renderActBar();
    renderCells();
    drawRival(view(), mainSeat());
    if (hoverPark == null)
      infoEl.textContent =
        info ||
        (playing() ? (pendingCells().length ? t(PLACED) : mode === "build" ? placeText() : mode === "plaza" ? plazaText() : "") : "");
    root.classList.toggle("many", view().sheets.length > 1);
    root.classList.toggle("solo", view().sheets.length === 1);
    mainPaint.redraw();
    rivalPaint.redraw();
    if (focusedCell) cellEls[cursor].focus({ preventScroll: true });
    else if (wasIn && !active.isConnected)
      // its control drawn again, else the next sensible one: never the page itself
      (
        (fk && root.querySelector(`[data-k="${fk}"]:not(:disabled)`)) ||
        root.querySelector('[data-k="next"]') ||
        (playing() ? cellEls[cursor] : null)
      )?.focus({
        preventScroll: true,
      });
  }

  return {
    update(s) {
      const prevKey = st ? `${st.view.turn}|${st.seat}|${st.view.phase.type}` : "";
      st = s;
      if (`${s.view.turn}|${s.seat}|${s.view.phase.type}` !== prevKey) {
        info = "";
        hoverPark = null;
      }
      // placed: what was said about placing it is no longer true
      if (s.pending) info = "";
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
    // drafts: the goals chosen on the form and not yet written
    getUi() {
      return { mode, drafts: goals.getUi() };
    },
    setUi(u) {
      if (u && ["build", "plaza"].includes(u.mode)) mode = u.mode;
      goals.setUi(u?.drafts);
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
