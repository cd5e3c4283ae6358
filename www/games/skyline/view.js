// The table during play: the tray (dice and what to do with them) and every skyline, the keys
// and the selection; the board (board.js) and the tray's pieces (tray.js) are drawn beside it.
// Part of www/games/skyline.js.
import { boardPanel } from "./board.js";
import { content } from "./content.js";
import { fill, h, mark, t } from "./dom.js";
import { dieFace, setDieFace, skylineCard } from "./pieces.js";
import { buildAction, continueControls, doomWarning, oddsText, stuckText, takeSteps } from "./tray.js";
import { countsText, countsTotal, faceText, KIND, KINDS, listText, loadSays, numberAt } from "./words.js";

/**
 * @param {HTMLElement} root
 * @param {ViewHost<Skyline.Types>} host
 * @returns {ViewController<Skyline.Types>}
 */
export function mountView(root, host) {
  /** @type {?ViewState<Skyline.Types>} */
  let st = null;
  let sel = new Set(); // selected active dice (indexes into view.active)
  let plan = []; // staged build placements: {die, column?, face}
  let mode = "build"; // or "demolish"
  let take = null; // {ground, upper, penthouse}
  let turnKey = ""; // resets selections when the situation changes
  let warned = ""; // the engine's warning about the planned build, in words
  let animFor = null,
    animTimer = 0,
    animEnd = 0,
    // the roll's outcome waits for the dice to stop (the shell holds its "Rolled" line till then)
    /** @type {?Promise<void>} */
    animDone = null,
    /** @type {(v?: any) => void} */
    animOver = () => {};
  const reduce = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };
  const ui = { odds: null, anim: true }; // odds: null = the default (on in solo)

  const [board, drawBoard] = boardPanel();
  const trayHead = h("h2", { class: "sk-h sk-trayhead" });
  const dice = h("div", { class: "sk-dice", role: "group", "aria-label": t("Dice in play") });
  const controls = h("div", { class: "sk-controls" });
  // the odds for the dice chosen: visible, not live (the status line says what changed)
  const odds = h("p", { class: "sk-odds" });
  const skipBtn = h(
    "button",
    { type: "button", class: "btn small sk-skip", hidden: true, "aria-label": t("Skip roll animation"), onclick: () => stopAnim() },
    t("Skip"),
  );
  const oddsBtn = h(
    "button",
    {
      type: "button",
      class: "btn small sk-opt",
      "aria-pressed": "false",
      onclick: () => {
        ui.odds = !oddsOn();
        host.uiChanged?.();
        render();
      },
    },
    t("Odds hint"),
  );
  const animBtn = h(
    "button",
    {
      type: "button",
      class: "btn small sk-opt",
      "aria-pressed": "true",
      onclick: () => {
        ui.anim = !ui.anim;
        host.uiChanged?.();
        render();
      },
    },
    t("Roll animation"),
  );
  // the key to the dice comes with the help module, the first time it is opened
  const key = h(
    "details",
    {
      class: "sk-legend small",
      ontoggle: () => {
        if (key.open && key.childElementCount < 2)
          import("../skyline-help.js").then(
            (m) => key.append(m.legend()),
            () => {},
          );
      },
    },
    h("summary", null, t("Key to the dice")),
  );
  const tray = h(
    "section",
    { class: "sk-tray card", "aria-label": t("Your turn") },
    h("div", { class: "sk-trayrow" }, trayHead, h("span", { class: "sk-opts" }, oddsBtn, animBtn)),
    dice,
    controls,
    odds,
    key,
  );
  const skies = h("div", { class: "sk-skies" });
  const el = h("div", { class: "sk" }, tray, skies, board);
  root.append(el);

  const onKey = (e) => {
    if (!st || e.altKey || e.ctrlKey || e.metaKey || document.querySelector("dialog[open]")) return;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
    if (animTimer && (e.key === "Escape" || e.key === " ")) {
      stopAnim();
      if (e.key === "Escape") e.preventDefault();
      return;
    }
    if (!st.canAct) return;
    const n = Number(e.key);
    if (n >= 1 && n <= 9 && st.view.active.length >= n && (st.view.phase === "resolve" || st.view.phase === "continue")) {
      e.preventDefault();
      toggle(n - 1);
    } else if (e.key === "Escape" && (mode === "demolish" || plan.length || sel.size)) {
      e.preventDefault();
      mode = "build";
      plan = [];
      sel.clear();
      render();
      host.announce(t("Selection cleared."));
    }
  };
  document.addEventListener("keydown", onKey);
  // the refusals' words load with the first move a person makes here (not on the first visit)
  for (const ev of ["pointerdown", "keydown"]) root.addEventListener(ev, loadSays, { once: true });

  // The engine answers, through the shell's host (for the seat whose screen this is).
  function check(action) {
    try {
      return host.check(action);
    } catch (e) {
      return { ok: false, reason: e.message, code: e.code, args: e.args };
    }
  }
  /**
   * The engine's answer to question `q`, or null.
   * @template {Skyline.Query} Q
   * @param {Q} q
   * @returns {?AnswerOf<Skyline.Answer, Q>}
   */
  function query(q) {
    try {
      return host.query(q);
    } catch {
      return null;
    }
  }
  /** The selected dice, in order (indexes into view.active). */
  const chosenDice = () => [...sel].sort((a, b) => a - b);
  // with one die in play, it is the die a demolition gives up: nothing to select
  const demolishDice = () => (sel.size || st.view.active.length > 1 ? chosenDice() : [0]);
  /** The selected dice in words: "die 1 (Mid ground) and die 3 (High upper)". */
  const selText = () =>
    listText(chosenDice().map((i) => t("die {n} ({face})", { n: i + 1, face: faceText(st.view.active[i].face, st.view.active[i].kind) })));
  const oddsOn = () => ui.odds ?? st?.view.players === 1;

  // ---------- rolling ----------
  function startAnim() {
    if (!ui.anim || reduce.matches) return;
    const rolled = (st.lastEvents || []).filter((e) => e.type === "rolled").flatMap((e) => e.faces);
    const left = rolled.slice();
    const idx = [];
    st.view.active.forEach((d, i) => {
      const k = left.indexOf(d.face);
      if (k >= 0) {
        left.splice(k, 1);
        idx.push(i);
      }
    });
    if (!idx.length) return;
    animEnd = performance.now() + 700;
    animDone = new Promise((r) => (animOver = r));
    skipBtn.hidden = false;
    dice.append(skipBtn); // in the dice's corner, not beside the toggles (a redraw takes it out)
    const nodes = idx.map((i) => dice.querySelector(`[data-die="${i}"] .sd`)).filter(Boolean);
    // still tumbling: nothing fits or not yet
    for (const n of nodes) {
      n.classList.add("rolling");
      n.parentElement.querySelector(".sk-die-tag").textContent = "…";
    }
    const facesOf = (k) => content()?.dice?.find((d) => d.kind === k)?.sides || ["blank"];
    const tick = () => {
      if (performance.now() >= animEnd) {
        stopAnim();
        return;
      }
      for (const n of nodes) {
        const k = n.dataset.kind,
          fs = facesOf(k);
        setDieFace(n, k, fs[Math.floor(Math.random() * fs.length)]);
      }
      animTimer = setTimeout(tick, 90);
    };
    clearTimeout(animTimer);
    animTimer = setTimeout(tick, 0);
  }
  function stopAnim() {
    if (!animTimer && skipBtn.hidden) return;
    const had = document.activeElement === skipBtn;
    const key = focusKey();
    renderDice();
    restoreFocus(key);
    if (had) focusFirst(); // the status line already says what was rolled
  }

  // ---------- acting ----------
  function toggle(i) {
    if (!st?.canAct) return;
    if (animTimer) stopAnim();
    if (plan.some((p) => p.die === i)) {
      // unstage this die and everything staged after it
      const k = plan.findIndex((p) => p.die === i);
      plan = plan.slice(0, k);
      host.announce(t("Die {n} taken out of the plan.", { n: i + 1 }));
      render();
      focusDie(i);
      return;
    }
    if (sel.has(i)) sel.delete(i);
    else sel.add(i);
    const d = st.view.active[i];
    const a = { n: i + 1, face: faceText(d.face, d.kind), count: sel.size };
    host.announce(
      sel.has(i)
        ? t("Die {n}, {face}, selected: {count, plural, one {# die} other {# dice}} selected.", a)
        : t("Die {n}, {face}, unselected: {count, plural, one {# die} other {# dice}} selected.", a),
    );
    render();
    focusDie(i);
  }

  function pickTarget(to) {
    if (!st?.canAct || st.view.phase !== "resolve") return;
    const chosen = mode === "demolish" ? demolishDice() : chosenDice();
    if (mode === "demolish") {
      if (!chosen.length) {
        host.announce(t("Select the dice to demolish with first (keys 1 to 9)."));
        return;
      }
      const me = st.view.seats[st.seat];
      const action = { type: "demolish", dice: chosen, building: to.tile != null ? me.tiles[to.tile].id : me.columns[to.column].id };
      const r = check(action);
      if (!r.ok) {
        host.announce(t("Not allowed: {reason}", { reason: host.why(r) }));
        return;
      }
      doAct(action);
      return;
    }
    if (!chosen.length) {
      host.announce(t("Select dice first (keys 1 to 9), then pick where to build."));
      return;
    }
    const v = st.view,
      base = v.seats[st.seat].columns.length;
    const add = [];
    if (to.column == null) {
      // a new building: each selected ground die starts one; the other dice go on the first of them
      const starts = chosen.filter((i) => v.active[i].kind === "ground");
      if (!starts.length) {
        host.announce(t("Only a Ground Floor die can start a new building: select one."));
        return;
      }
      let next = base + plan.filter((p) => p.column == null).length;
      const first = next;
      for (const i of starts) {
        add.push({ die: i, face: v.active[i].face });
        next++;
      }
      for (const i of chosen) if (!starts.includes(i)) add.push({ die: i, column: first, face: v.active[i].face });
    } else {
      for (const i of chosen) add.push({ die: i, column: to.column, face: v.active[i].face });
    }
    const next = [...plan, ...add];
    const r = check(buildAction(next, v.seats[st.seat]));
    if (!r.ok) {
      host.announce(t("Not allowed: {reason}", { reason: host.why(r) }));
      return;
    }
    plan = next;
    sel.clear();
    const left = v.active.length - plan.length;
    render();
    host.announce(
      `${t("Planned: {n, plural, one {# die} other {# dice}} to build.", { n: plan.length })} ${left ? t("Add more, or press Build.") : t("Press Build.")} ${warned}`,
    );
    controls.querySelector("[data-act=build]")?.focus();
  }

  /** Can die i be built now, together with the dice already planned? The engine's own
   * `fits` looks at the die alone; with a plan, the engine's check of the plan plus the
   * die on each building (a roof on a ground floor planned a moment ago fits). */
  function fitsWithPlan(i) {
    const v = st.view;
    if (!plan.length || v.phase !== "resolve" || !st.canAct) return v.active[i].fits;
    const cols = v.seats[v.turn].columns.length + plan.filter((p) => p.column == null).length;
    if (check(buildAction([...plan, { die: i }], v.seats[v.turn])).ok) return true;
    for (let c = 0; c < cols; c++) if (check(buildAction([...plan, { die: i, column: c }], v.seats[v.turn])).ok) return true;
    return false;
  }

  function doAct(action) {
    // clear first: a successful act re-renders through update(), which sets the next selection
    const keep = { plan, sel, mode },
      keepView = st.view;
    plan = [];
    sel = new Set();
    mode = "build";
    const ok = host.act(action);
    if (!ok && st.view === keepView) {
      ({ plan, sel, mode } = keep);
      render();
    }
    return ok;
  }

  function focusDie(i) {
    dice.querySelector(`[data-die="${i}"]`)?.focus({ preventScroll: true });
  }
  function focusFirst() {
    if (!st?.canAct) return;
    // a die or a stepper first: one key press on "Take and roll" or "Re-roll" rolls, and a roll stands
    const b =
      dice.querySelector("button:not(:disabled)") ||
      controls.querySelector("[data-step]:not(:disabled), .btn.primary:not(:disabled), button:not(:disabled)");
    b?.focus({ preventScroll: true });
  }

  // ---------- drawing ----------
  /** A selector for the focused control, so a redraw can give focus back to its new copy. */
  function focusKey() {
    const a = document.activeElement;
    if (!a || !el.contains(a)) return null;
    const sky = /** @type {HTMLElement | null} */ (a.closest(".sk-sky"));
    for (const k of ["data-act", "data-die", "data-step", "data-column", "data-tile"]) {
      if (a.hasAttribute(k)) return `${sky ? `.sk-sky[data-seat="${sky.dataset.seat}"] ` : ""}[${k}="${a.getAttribute(k)}"]`;
    }
    return null;
  }
  function restoreFocus(key) {
    const a = document.activeElement;
    if (!key || (a && a !== document.body && a.isConnected)) return;
    const b = el.querySelector(key);
    if (b && !b.disabled) b.focus({ preventScroll: true });
  }

  function render() {
    if (!st) return;
    const key = focusKey();
    drawBoard(st.view);
    renderTray();
    renderSkies();
    restoreFocus(key);
  }

  function renderTray() {
    const v = st.view;
    const me = st.canAct;
    const who = st.ctx.name(v.turn);
    const phase = v.phase;
    trayHead.textContent =
      phase === "over"
        ? t("Game over")
        : st.review
          ? t("Replay: {name}'s turn", { name: who })
          : me
            ? t(
                {
                  take: mark("Your turn: take dice"),
                  resolve: mark("Your roll: resolve dice"),
                  continue: mark("Re-roll or resign"),
                  roll: mark("Rolling"),
                }[phase],
              )
            : t("{name}'s turn", { name: who });
    tray.classList.toggle("mine", me);
    const showOdds = oddsOn();
    oddsBtn.setAttribute("aria-pressed", String(showOdds));
    animBtn.setAttribute("aria-pressed", String(ui.anim && !reduce.matches));
    animBtn.disabled = reduce.matches;
    animBtn.title = reduce.matches ? t("Off: your system asks for reduced motion") : "";
    renderDice();
    fill(controls);
    odds.textContent = "";
    if (phase === "over") return;
    if (!me) {
      // (whose turn it is: the heading above and the status line say it)
      if (st.review) controls.append(h("p", { class: "small muted" }, t("Replay: the dice at this move.")));
      return;
    }
    if (phase === "take") renderTake(showOdds);
    else if (phase === "resolve") renderResolve();
    else if (phase === "continue") renderContinue(showOdds);
  }

  function renderDice() {
    const v = st.view;
    clearTimeout(animTimer);
    animTimer = 0;
    animDone = null;
    animOver();
    skipBtn.hidden = true; // a redraw ends any roll in progress
    if (v.phase === "roll" && countsTotal(v.pending)) {
      dice.hidden = false;
      fill(
        dice,
        KINDS.flatMap((k) =>
          Array.from({ length: v.pending[k] }, () =>
            h(
              "div",
              { class: "sk-die", role: "img", "aria-label": t("{kind} die, about to be rolled", { kind: t(KIND[k].name) }) },
              dieFace(k, null),
              h("span", { class: "sk-die-tag" }, "…"),
            ),
          ),
        ),
      );
      return;
    }
    dice.hidden = v.phase === "take" || v.phase === "over";
    if (v.phase === "take" || v.phase === "over" || !v.active.length) {
      fill(dice); // (hidden while dice are taken and at the end)
      return;
    }
    const me = st.canAct;
    const staged = new Map(plan.map((p) => [p.die, p]));
    fill(
      dice,
      v.active.map((d, i) => {
        const p = staged.get(i);
        const fits = !p && fitsWithPlan(i);
        const label =
          t("Die {n}: {kind} die showing {face}", { n: i + 1, kind: t(KIND[d.kind].name), face: faceText(d.face, d.kind) }) +
          (p
            ? p.column == null
              ? t("; planned for new building (press to take it out)")
              : t("; planned for building {n} (press to take it out)", { n: numberAt(v.seats[v.turn], p.column) })
            : fits
              ? plan.length
                ? t(", can be built now (with the planned dice)")
                : t(", can be built now")
              : d.face === "blank"
                ? t(", cannot be built")
                : t(", does not fit now"));
        const kids = [
          dieFace(d.kind, d.face),
          me ? h("span", { class: "sr" }, label) : null, // (a button: named by its text, see buildingNode)
          // (a mark for the eye: the die's name says it in words)
          h(
            "span",
            { class: "sk-die-tag", "aria-hidden": "true" },
            p ? `→ ${p.column == null ? t("new") : `#${numberAt(v.seats[v.turn], p.column)}`}` : fits ? t("fits") : "–",
          ),
        ];
        if (me && (v.phase === "resolve" || v.phase === "continue")) {
          return h(
            "button",
            {
              type: "button",
              class: `sk-die${sel.has(i) ? " on" : ""}${p ? " staged" : ""}${fits ? " fits" : ""}`,
              "data-die": i,
              "data-fits": String(fits),
              "aria-pressed": String(sel.has(i)),
              "aria-keyshortcuts": i < 9 ? String(i + 1) : null,
              onclick: () => toggle(i),
            },
            kids,
          );
        }
        return h(
          "div",
          { class: `sk-die${fits ? " fits" : ""}`, "data-die": i, "data-fits": String(fits), role: "img", "aria-label": label },
          kids,
        );
      }),
    );
    if (st.lastEvents !== animFor) {
      animFor = st.lastEvents;
      if (!st.review && (st.lastEvents || []).some((e) => e.type === "rolled")) startAnim();
    }
  }

  function renderTake(showOdds) {
    const v = st.view;
    const legal = st.legal || [];
    const legalTake = (c) => legal.some((a) => a.type === "take" && KINDS.every((k) => a[k] === c[k]));
    if (!take || KINDS.some((k) => take[k] > v.yard[k]) || countsTotal(take) > v.takeSize) {
      // keep the last choice if still possible, else one of each, else the first legal take
      const one = { ground: 1, upper: 1, penthouse: 1 };
      const first = legal.find((a) => a.type === "take");
      take = legalTake(one)
        ? one
        : first
          ? { ground: first.ground, upper: first.upper, penthouse: first.penthouse }
          : { ground: 0, upper: 0, penthouse: 0 };
    }
    const parts = {};
    const step = (k, d) => {
      const c = { ...take, [k]: take[k] + d };
      if (c[k] < 0 || c[k] > v.yard[k]) return;
      take = c;
      syncTake(parts, showOdds);
      host.announce(
        t("{n} {kind} taken, {total} of {size} dice chosen.", { n: c[k], kind: t(KIND[k].short), total: countsTotal(c), size: v.takeSize }),
      );
    };
    const rows = takeSteps(v, step, parts);
    parts.chosen = h("p", { class: "small" });
    parts.take = h("button", {
      type: "button",
      class: "btn primary big",
      "data-act": "take",
      onclick: () => doAct({ type: "take", ...take }),
    });
    const dist = legal.some((a) => a.type === "takeDistrict");
    controls.append(
      parts.chosen,
      h("div", { class: "sk-steps" }, rows),
      h(
        "div",
        { class: "row sk-actions" },
        parts.take,
        dist
          ? h(
              "button",
              { type: "button", class: "btn big", "data-act": "takeDistrict", onclick: () => doAct({ type: "takeDistrict" }) },
              t("Take the Abandoned District ({n, plural, one {# die} other {# dice}})", { n: countsTotal(v.district) }),
            )
          : null,
      ),
    );
    syncTake(parts, showOdds);
  }

  /** The take's steppers, counts and button for the dice chosen, changed in place. A button that
   * is to be disabled while focused hands focus to its partner first (never to the page). */
  function syncTake(parts, showOdds) {
    const v = st.view;
    const legal = st.legal || [];
    const total = countsTotal(take);
    const off = new Map();
    for (const k of KINDS) {
      const p = parts[k];
      off.set(p.minus, take[k] <= 0).set(p.plus, take[k] >= v.yard[k] || total >= v.takeSize);
      p.n.textContent = String(take[k]);
      p.sr.textContent = t("{n, plural, one { die taken} other { dice taken}}", { n: take[k] });
    }
    const ok = total === v.takeSize && legal.some((a) => a.type === "take" && KINDS.every((k) => a[k] === take[k]));
    for (const [b, x] of off) if (!x) b.disabled = false;
    const a = /** @type {HTMLElement} */ (document.activeElement);
    if (off.get(a)) {
      const p = parts[a.dataset.step.slice(0, -1)];
      (off.get(p.minus) ? p.plus : p.minus).focus({ preventScroll: true });
    }
    for (const [b, x] of off) if (x) b.disabled = true;
    parts.take.disabled = !ok;
    parts.take.textContent = t("Take and roll {dice}", { dice: countsText(take) });
    parts.chosen.textContent = t("Choose {n} dice from the yard ({chosen} chosen).", { n: v.takeSize, chosen: total });
    odds.textContent = "";
    if (showOdds && ok) {
      const q = query({ type: "odds", take: { ...take } });
      if (q) odds.append(oddsText(q, t("With these dice")));
    }
    const nd = countsTotal(v.district);
    if (showOdds && nd >= 1 && nd <= 8 && legal.some((a) => a.type === "takeDistrict")) {
      const q = query({ type: "odds", take: { ...v.district } });
      if (q) odds.append(h("br"), oddsText(q, t("With the Abandoned District ({n, plural, one {# die} other {# dice}})", { n: nd }), true));
    }
  }

  function renderResolve() {
    const v = st.view;
    const chosen = [...sel];
    const hint =
      mode === "demolish"
        ? demolishDice().length
          ? t("Demolish: pick one of your buildings below, finished or not: it goes back to the yard with the dice.")
          : t(
              "Demolish: select the dice to give up, then pick one of your buildings below, finished or not: it goes back to the yard with the dice.",
            )
        : plan.length
          ? t("Planned: {n, plural, one {# die} other {# dice}}. Add more, or press Build.", { n: plan.length })
          : v.active.length > 1
            ? t("Select dice (click them or keys 1–{last}), then pick a building below or “New building”.", {
                last: Math.min(9, v.active.length),
              })
            : t("Select dice (click them or key 1), then pick a building below or “New building”.");
    const many = v.players > 1;
    const nothing = !plan.length && !v.active.some((d) => d.fits);
    const stuck = nothing ? h("p", { class: "small sk-hint warn", "data-hint": "stuck" }, stuckText(v, !demolishDice().length)) : null;
    // the engine says which building the planned build would leave stuck; the page words it
    const doomed = (warned = plan.length
      ? doomWarning(v, plan, query({ type: "plan", placements: buildAction(plan, v.seats[v.turn]).placements }))
      : "");
    controls.append(
      ...[
        stuck,
        nothing && mode !== "demolish" ? null : h("p", { class: "small sk-hint" }, hint),
        doomed ? h("p", { class: "small sk-hint warn", "data-hint": "doomed" }, doomed) : null,
        h(
          "div",
          { class: "row sk-actions" },
          h(
            "button",
            {
              type: "button",
              class: "btn primary big",
              "data-act": "build",
              disabled: !plan.length || mode === "demolish",
              onclick: () => doAct(buildAction(plan, v.seats[v.turn])),
            },
            plan.length ? t("Build {n, plural, one {# die} other {# dice}}", { n: plan.length }) : t("Build"),
          ),
          // beside the dice, so it is in view even when the street is long
          mode === "demolish" || nothing
            ? null
            : h(
                "button",
                { type: "button", class: "btn", "data-act": "new", onclick: () => pickTarget({ column: null }) },
                t("+ New building"),
              ),
          plan.length
            ? h(
                "button",
                {
                  type: "button",
                  class: "btn",
                  "data-act": "clear",
                  onclick: () => {
                    plan = [];
                    render();
                    host.announce(t("Plan cleared."));
                    focusFirst();
                  },
                },
                t("Clear plan"),
              )
            : null,
          many
            ? h(
                "button",
                {
                  type: "button",
                  class: "btn",
                  "data-act": "abandon",
                  disabled: !chosen.length || plan.length > 0,
                  onclick: () => doAct({ type: "abandon", dice: chosen.sort((a, b) => a - b) }),
                },
                t("{n, plural, =0 {Abandon selected} one {Abandon # die} other {Abandon # dice}}", { n: chosen.length }),
              )
            : null,
          h(
            "button",
            {
              type: "button",
              class: `btn${mode === "demolish" ? " on" : ""}`,
              "data-act": "demolish",
              "aria-pressed": String(mode === "demolish"),
              disabled: plan.length > 0,
              onclick: () => {
                mode = mode === "demolish" ? "build" : "demolish";
                render();
                host.announce(
                  mode !== "demolish"
                    ? t("Back to building.")
                    : demolishDice().length
                      ? t("Demolish: now pick the building to knock down.")
                      : t("Demolish: select the dice to give up, then pick the building to knock down."),
                );
                controls.querySelector("[data-act=demolish]")?.focus();
              },
            },
            mode === "demolish" ? t("Cancel demolish") : t("Demolish…"),
          ),
        ),
      ].filter(Boolean),
    );
  }

  function renderContinue(showOdds) {
    const chosen = chosenDice();
    controls.append(...continueControls(chosen, doAct));
    if (showOdds && chosen.length) {
      const q = query({ type: "odds", dice: chosen });
      if (q) odds.append(oddsText(q, t("Re-rolling {n, plural, one {# die} other {# dice}}", { n: chosen.length })));
    }
  }

  function renderSkies() {
    const v = st.view;
    const order = v.seats.map((_, i) => i);
    const first = st.seat != null ? st.seat : v.turn;
    order.sort((a, b) => (a === first ? -1 : b === first ? 1 : a - b));
    const acting = st.canAct && v.phase === "resolve";
    let fit = null;
    if (acting && mode === "build" && sel.size) {
      // light up the targets the engine accepts for the selection
      fit = new Set();
      const chosen = chosenDice();
      const cols = v.seats[st.seat].columns.length + plan.filter((p) => p.column == null).length;
      for (let c = 0; c < cols; c++)
        if (check(buildAction([...plan, ...chosen.map((i) => ({ die: i, column: c }))], v.seats[st.seat])).ok) fit.add(c);
      const starts = chosen.filter((i) => v.active[i].kind === "ground").map((die) => ({ die }));
      if (starts.length && check(buildAction([...plan, ...starts], v.seats[st.seat])).ok) fit.add("new");
    }
    fill(
      skies,
      order.map((i) =>
        skylineCard(v, i, {
          name: st.ctx.name(i),
          mine: i === st.seat && st.ctx.isHuman(i),
          targets: acting && i === st.seat ? { mode, hasSel: sel.size > 0, sel: selText(), fit, pick: pickTarget } : null,
          plan: i === v.turn && plan.length ? plan : null,
        }),
      ),
    );
  }

  return {
    update(s) {
      st = s;
      const v = s.view;
      // past the opening (a game played on, a save, a replay): moves have been made
      if (v.round > 1 || v.phase !== "take") loadSays();
      const key = `${s.seat}|${v.turn}|${v.phase}|${v.round}|${v.active.map((d) => d.face).join()}|${s.canAct}|${s.review}`;
      if (key !== turnKey) {
        turnKey = key;
        plan = [];
        mode = "build";
        sel = new Set(v.phase === "continue" && s.canAct ? v.active.map((_, i) => i).filter((i) => !v.active[i].fits) : []);
        if (v.phase === "continue" && s.canAct && !sel.size) v.active.forEach((_, i) => sel.add(i));
      }
      // "confirm each move": show the selected move as it was chosen, so a second press confirms it
      const pa = /** @type {Skyline.Action & {dice?: number[]}} */ (s.pending);
      if (pa?.type === "build") plan = pa.placements.map((p) => ({ ...p, face: v.active[p.die]?.face }));
      else if (pa && Array.isArray(pa.dice)) {
        sel = new Set(pa.dice);
        if (pa.type === "demolish") mode = "demolish";
      } else if (pa?.type === "take") take = { ground: pa.ground, upper: pa.upper, penthouse: pa.penthouse };
      render();
    },
    focus() {
      focusFirst();
    },
    holding: () => animDone,
    getUi() {
      return { odds: ui.odds, anim: ui.anim };
    },
    setUi(o) {
      if (o && typeof o === "object") {
        if (typeof o.odds === "boolean") ui.odds = o.odds;
        if (typeof o.anim === "boolean") ui.anim = o.anim;
      }
    },
    destroy() {
      clearTimeout(animTimer);
      document.removeEventListener("keydown", onKey);
      el.remove();
    },
  };
}
