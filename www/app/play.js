import { scheduleBots, stopBots } from "./bots.js";
import { device, endRevisit, prepareHandover, resetDevice, settle } from "./device.js";
import { closeDialog, notice, syncDialogs } from "./dialogs.js";
import { fill, h, mark, t } from "./imports.js";
import { exitReview, renderLog, renderReviewBar } from "./replay.js";
import { autosave } from "./saving.js";
import { loadModule } from "./setup.js";
import { ctx, hidden, humans, isHuman, kinds, level, onScreen, question, resultLine, S, seatName, ui } from "./state.js";
import { step, viewFor } from "./steps.js";
import { postOver } from "./table-links.js";
import { undoPlan, undoReady, unplacedFits } from "./undo.js";

/** `replay`: opened to be watched (a replay link), not a game that starts or resumes here. */
/** `placed`: a move a save kept placed before its reveal; placed again if the engine still allows it. */
/** `resumed`: a game in progress reopened (an autosave, a loaded save, a game sent on), not begun now. */
export async function beginGame(id, game, seats, savedUi, { replay = false, placed = null, table = null, resumed = false } = {}) {
  let mod;
  try {
    mod = await loadModule(id);
  } catch (e) {
    game.free();
    notice(e.message);
    return false;
  }
  stopBots();
  exitReview(false);
  closeDialog(ui.hand);
  closeDialog(ui.main);
  step.begin(id, game, mod, seats, table, savedUi);
  S.watched = replay; // someone's game opened by a link: none of its seats is this device's person
  document.title = `${kinds(id).name} · Skyline Table`;
  resetDevice();
  if (humans().length > 1 && hidden()) prepareHandover(); // fetched before the first hand-over
  viewFor(ui.stage, host, null);
  fill(ui.setup); // the setup screen held this game's seed: not in the page during play
  ui.setup.hidden = true;
  ui.play.hidden = false;
  ui.newBtn.hidden = false;
  window.scrollTo(0, 0);
  autosave();
  refresh();
  if (!replay && placed) await guards().then((m) => m.placeAgain(placed));
  // Every game that starts or resumes here (new, rematch, reload, loaded save) tells the host page.
  if (!replay && !game.isOver())
    S.host?.post("started", {
      game: id,
      name: kinds(id).name,
      players: seats.length,
      seats: seats.map(({ name, kind }) => ({ name, kind })),
      resumed,
    });
  return true;
}

const host = {
  /** Applies `action` for the shown seat. With "confirm each move" on, a first call selects and a
   * second identical call (or the Confirm button) applies; `{confirmed: true}` marks an action the
   * module already had the player confirm (a form's submit button). */
  act(action, opts = {}) {
    if (S.review) {
      say(t("This is a replay: go back to the game to play."));
      return false;
    }
    if (device.viewer == null || !S.game || device.handover != null) return false;
    // A move that lets chance reveal something (a roll or a draw) is only placed: it can be
    // taken back until the player says so (opts.reveal is the label of that step).
    if (opts.reveal && !opts.confirmed) return select(action, opts.reveal);
    if (S.prefs.confirm && !opts.confirmed) return select(action);
    step.pending(null);
    return applyHuman(device.viewer, action);
  },
  announce(text) {
    say(text);
  },
  /** A typed question to the engine, for the seat whose screen is shown (the public otherwise). */
  query: question,
  /** The engine's dry run of `action` for the seat whose screen is shown: {ok, reason?, code?, args?}. */
  check(action) {
    const { g, seat } = onScreen();
    return seat == null ? { ok: false, reason: t("nobody's screen is shown") } : g.check(seat, action);
  },
  /** Why the engine refused (check's answer or apply's error), in the page's words. */
  why: (r) => why(r),
  /** The moves so far of the game on screen (entries {seat, action} or {chance, label}). */
  history: () => onScreen().g.history(),
  /** A key that changes whenever the position on screen does (for a view's caches). */
  stateKey: () => onScreen().g.stateHash(),
  uiChanged() {
    if (!S.review) autosave();
  },
  /** The engine's preview of `action` for the shown seat ({over, chance, undoable, result?}), or null. */
  preview(action) {
    if (S.review || device.viewer == null || device.handover != null || !S.game) return null;
    try {
      return S.game.preview(device.viewer, action);
    } catch {
      return null;
    }
  },
  /** The game's config (players, seed, options). */
  config() {
    return S.game?.config() ?? null;
  },
  /** The seat shown on a return visit (see openHandover) is done: pass the device on. */
  release() {
    if (device.revisit != null && device.viewer === device.revisit) {
      endRevisit();
      step.handedOver();
      refresh();
    }
  },
  name: seatName,
};

/** A person's move. One that would end the game in a loss (the team loses) asks first, in the
 * engine's words (www/guards.js): such a move cannot be taken back. */
function applyHuman(seat, action) {
  let p = null;
  try {
    p = S.game.preview?.(seat, action);
  } catch {
    /* not legal: apply says why */
  }
  const r = p?.over ? p.result : null;
  if (r?.kind !== "team" || r.won) return apply(seat, action, true);
  guards().then((m) => m.askLoss(seat, action, r));
  return false;
}

// The match's own refusals, the same in every game (dice::GameError::game_over, not_turn)
const MATCH_SAYS = { "game-over": mark("the game is over"), "not-your-turn": mark("it is not {name}'s turn") };

/** Why the engine refused (an error from apply or check's answer), in the page's words: a
 * refusal's code is worded by the game's view (its own codes) or here (the match's); one
 * without a code is an engine's prose still, or no move the page offers (for developers). */
export function why(r) {
  if (r.code) {
    const own = S.mod?.words?.({ code: r.code, args: r.args ?? {} }, ctx());
    if (own) return own;
    const m = MATCH_SAYS[r.code];
    if (m) return t(m, { name: seatName(Number(r.args?.seat)) });
  }
  const m = r.reason ?? r.message ?? "";
  return m.startsWith("illegal action: ") ? m.slice(16) : m;
}

/** The engine refused a move: said in the page's words. */
export const refused = (e) =>
  say(e.code || e.message.startsWith("illegal action: ") ? t("Not allowed: {reason}", { reason: why(e) }) : e.message);

export function apply(seat, action, human) {
  let events;
  try {
    events = S.game.apply(seat, action, device.eventViewer);
  } catch (e) {
    refused(e);
    return false;
  }
  if (human) endRevisit();
  step.moved(events, human);
  if (S.game.isOver()) postOver();
  autosave();
  refresh();
  return true;
}

/** The moves that are asked about or kept (a loss, a placed move a save kept, confirm each move):
 * a module of their own, fetched when one is first needed. */
let guardsModule = null;
export const guards = () => (guardsModule ??= import("../guards.js"));

function select(action, reveal = null) {
  const key = JSON.stringify(action),
    now = performance.now();
  const p = S.pending;
  if (p && p.key === key && p.hash === S.game.stateHash() && p.seat === device.viewer) {
    if (now - p.t < 400) {
      guards().then((m) => m.doubleTap(p.reveal));
      return false;
    }
    return confirmPending();
  }
  step.placed({ seat: device.viewer, action, key, t: now, hash: S.game.stateHash(), reveal });
  const move = S.mod.describeMove(device.viewer, action, ctx());
  say(
    reveal
      ? t("Placed: {move}. Undo takes it back. {reveal}: Enter, Space, the {reveal} button, or tap it again.", { move, reveal })
      : t("Selected: {move}. Tap it again or press Confirm; choose something else to change it.", { move }),
  );
  render();
  if (reveal) autosave(); // a reload keeps a placed move placed
  return false;
}

export function confirmPending() {
  const p = S.pending;
  if (!p || S.review || p.hash !== S.game?.stateHash() || p.seat !== device.viewer || device.handover != null) {
    guards().then((m) => m.notConfirmed(p));
    return false;
  }
  step.pending(null);
  return applyHuman(p.seat, p.action);
}

export function refresh() {
  if (!S.game) return;
  settle();
  render();
  syncDialogs();
  scheduleBots();
}

export function currentView() {
  const { g, seat } = onScreen();
  return seat != null ? g.view(seat) : g.view();
}

export function render() {
  const g = S.game;
  const view = currentView();
  const over = g.isOver();
  const { seat } = onScreen();
  const canAct = !S.review && seat != null && isHuman(seat) && g.mayAct(seat);
  // a placed move waiting for its reveal survives others' moves (simultaneous play) while still legal
  if (S.pending?.reveal && canAct && S.pending.seat === seat && S.pending.hash !== g.stateHash() && g.check(seat, S.pending.action).ok)
    step.pending({ ...S.pending, hash: g.stateHash() });
  // ... and while the device passes to its seat (a reload in a hot-seat game)
  const waits = S.pending?.reveal && device.handover === S.pending.seat && S.pending.hash === g.stateHash();
  if (S.pending && !waits && (!canAct || S.pending.seat !== seat || S.pending.hash !== g.stateHash())) step.pending(null);
  const c = ctx({ viewer: seat });
  viewFor(ui.stage, host, seat);
  S.ctrl.update({
    view,
    seat,
    canAct,
    legal: canAct ? g.legalActions(seat) : null,
    review: !!S.review,
    over,
    lastEvents: S.review ? S.review.events : S.lastEvents,
    ctx: c,
    pending: S.pending ? S.pending.action : null,
    revisit: !S.review && seat != null && seat === device.revisit,
  });
  const info = S.infos.find((x) => x.id === S.id);
  ui.gameName.textContent = ui.playTitle.textContent = info ? info.name : S.id;
  const cfg = g.config();
  // The seed decides every roll and draw to come: shown once the game is over, never during play.
  // today's city is called that while it is played, not only at its end
  fill(
    ui.meta,
    S.table?.daily ? `${t("Today's city")} · ` : "",
    S.mod.progress(view),
    over ? h("span", { class: "meta-seed" }, ` · ${t("seed {seed}", { seed: String(cfg.seed) })}`) : null,
  );
  renderStatus(view, c);
  const plan = S.pending?.reveal ? { seat: S.pending.seat, n: 0 } : undoPlan();
  const playing = !over && !S.review;
  ui.undo.hidden = ui.redo.hidden = !playing || !humans().length;
  ui.undo.setAttribute("aria-disabled", String(!!plan.why));
  ui.undo.setAttribute(
    "aria-label",
    plan.why
      ? t("Undo (nothing to take back now: press it to hear why)")
      : plan.outcome
        ? t("Undo what the table entered last: {outcome}", { outcome: plan.outcome })
        : plan.n > 1
          ? t("Undo {name}'s last move and the replies after it", { name: seatName(plan.seat) })
          : t("Undo {name}'s last move", { name: seatName(plan.seat) }),
  );
  const canRedo = !!g.redoSpan() || unplacedFits();
  ui.redo.setAttribute("aria-disabled", String(!canRedo));
  ui.redo.setAttribute("aria-label", canRedo ? t("Redo the move taken back") : t("Redo (nothing to redo)"));
  // once a person has moved (or something can be taken back or redone), Undo is near: fetch its handlers
  if (playing && (canRedo || !plan.why || S.lastHuman)) undoReady();
  ui.confirmOpt.hidden = !playing || !humans().length;
  ui.pace.hidden = !playing || !humans().length || S.seats.every((_, i) => isHuman(i));
  const reveal = S.pending?.reveal;
  ui.confirmBtn.hidden = !playing || !(S.prefs.confirm || reveal) || !canAct;
  ui.confirmBtn.setAttribute("aria-disabled", String(!S.pending));
  ui.confirmBtn.textContent = reveal ? `${reveal} ▸` : `✓ ${t("Confirm")}`;
  ui.confirmBtn.toggleAttribute("data-reveal", !!reveal);
  ui.scoresBtn.hidden = !over || S.review != null;
  // turn by turn, nothing hidden (Skyline, Cities co-op): the game can travel between devices
  ui.sendBtn.hidden = !playing || hidden() || kinds().simultaneous || humans().length < 2;
  renderPlayers(view);
  renderLog();
  renderReviewBar();
  if (waitingOutcome())
    import("../outcomes.js").then(
      (m) => m.renderOutcome(),
      (e) => notice(t("The panel for your own dice could not be opened: {error}", { error: e.message })),
    );
  else ui.outcome.hidden = true;
  placeFocus(canAct);
}

/** After a transition (start, a move, a hand-over, undo), put focus where the player acts next
 * and bring the status line and the board into view. Never steals focus the player moved. */
function placeFocus(canAct) {
  if (!S.wantFocus || !ui.setup.hidden || S.review || document.querySelector("dialog[open]")) return;
  const a = document.activeElement;
  const lost = !a || a === document.body || !a.isConnected || a === ui.status || a.closest?.("[hidden]");
  if (canAct) {
    // The device just passed to this person: the game itself, which no key press acts on
    // (a stray Enter must not make a move); Tab and the game's keys go on from there.
    const root = S.quietFocus ? ui.stage.firstElementChild : null;
    if (root instanceof HTMLElement) {
      root.tabIndex = -1;
      root.focus({ preventScroll: true });
    } else if (lost || S.forceFocus) S.ctrl?.focus?.();
    step.focused(true);
    if (document.activeElement === document.body || !document.activeElement) ui.status.focus({ preventScroll: true });
    revealPlay();
  } else if (lost || S.forceFocus) {
    ui.status.focus({ preventScroll: true });
    step.focused(false);
    revealPlay();
  }
}

/** Scrolls so that the status line sits at the top of the screen, with the board under it. */
function revealPlay() {
  const bar = ui.status.closest(".statusbar") || ui.status;
  const top = bar.getBoundingClientRect().top;
  if (top < 0 || top > innerHeight * 0.25) window.scrollTo({ top: Math.max(0, scrollY + top - 8), behavior: "instant" });
}

/** The status line; `again`: a line just said (a refusal, a reply) is said even when it reads as the last one did. */
export function renderStatus(view, c, again = false) {
  let main;
  if (S.review) main = t("Replay: after move {k} of {total}.", { k: S.review.k, total: S.review.total });
  else if (S.game.isOver()) main = t("Game over: {result}", { result: resultLine(S.game.result()) });
  else if (device.handover != null) main = t("Pass the device to {name}.", { name: seatName(device.handover) });
  else if (waitingOutcome()) {
    const d = kinds().deals;
    main =
      d === "dice"
        ? t("Your own dice: roll them, then enter what came up (below).")
        : d === "cards"
          ? t("Your own cards: draw, then enter what came up (below).")
          : t("Your own dice and cards: roll or draw, then enter what came up (below).");
  } else main = S.mod.status(view, c);
  line(ui.stMain, main);
  // a view still showing the move (dice tumbling) keeps what it brought back until it has
  const held = S.ctrl?.holding?.();
  if (held) held.then(() => S.game && renderStatus(currentView(), ctx()));
  line(ui.stLast, held ? "" : S.lastLine, again && !held);
}

/** What each status line says now, as written (names set off by isolate marks). */
const lines = new WeakMap();
function line(el, text, again = false) {
  if (!again && lines.get(el) === text) return;
  lines.set(el, text);
  fill(el, text);
}

export function say(text) {
  step.said(text);
  if (S.game) renderStatus(currentView(), ctx(), true);
}

export function renderPlayers(view) {
  const g = S.review ? S.review.game : S.game;
  const toAct = g.toAct();
  fill(
    ui.players,
    S.seats.map((s, i) => {
      const active = toAct.includes(i);
      const extra = S.mod.seatStatus?.(view, i) || "";
      const score = S.mod.scoreOf?.(view, i);
      return h(
        "li",
        { class: `player seat-c${i}` + (active ? " active" : ""), "aria-current": active ? "true" : null },
        h("span", { class: "seat-dot", "aria-hidden": "true" }, String(i + 1)),
        h(
          "span",
          { class: "p-text" },
          h("bdi", { class: "p-name" }, s.name),
          h(
            "span",
            { class: "p-state" },
            [s.kind === "human" ? "" : t("computer ({level})", { level: level(s.kind) }), extra].filter(Boolean).join(" · "),
          ),
        ),
        score != null ? h("span", { class: "p-score" }, score) : null,
      );
    }),
  );
}

/** The chance node waiting for the table's own dice or cards, or null (a game that draws its
 * own, no chance node now, a replay, the end). */
export function waitingOutcome() {
  const g = S.game;
  if (!g || S.review || g.isOver() || !g.entered()) return null;
  return g.chance();
}
