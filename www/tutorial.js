// Learn by playing: a short real game on the script's own dice and cards, in which a bubble
// points at each thing to do and only the taught move is accepted. Fetched only when asked
// for (a game's "Learn by playing", or a reload of a lesson under way): nothing of it is in
// the first visit. The script is data beside the view (www/games/ID-tutorial.json, played
// move by move through the engine by crates/catalog/tests/tutorials.rs); this module plays
// it: it enters the script's outcomes, makes the computers' scripted replies, and knows no
// rule of any game.
import { apply, autosave, beginGame, fill, Game, h, loadModule, randomSeed, S, say, sheet, showSetup, startWith, ui } from "./app.js";
import { mark, t } from "./dom.js";

/** The lesson's own words (the script holds each step's, gathered from it for the catalog by
 * scripts/words.mjs): messages, worded by t() where they are shown. */
const W = {
  count: (i, n) => t("Learning by playing: step {i} of {n}", { i, n }),
  next: mark("Next"),
  skip: mark("Do this step for me"),
  leave: mark("Leave the lesson"),
  real: mark("Play a real game"),
  done: mark("That was the whole game: Scores explains every point of it. Play a real game with the same players, on fresh dice."),
  early: mark("That is all the lesson shows: play this game on to its end as it stands, or start a real game on fresh dice."),
  goOn: mark("Play this game on"),
  wait: mark("One moment: the lesson makes the next move."),
  missing: (why) => t("The lesson could not be loaded: {why}", { why }),
};

/** @typedef {{say?: string, do?: (string | {press: string, until: string} | {choose: string, value: string})[], next?: boolean, move?: any, reply?: {seat: number, action: any}, enter?: any}} Step */
/** @typedef {{config: any, seats: {name: string, kind: string}[], steps: Step[], endsEarly?: boolean}} Script */

/** @param {string} id @returns {Promise<Script>} */
async function script(id) {
  const r = await fetch(new URL(`games/${id}-tutorial.json`, import.meta.url));
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.json();
}

/** The script with its seats' names (the lesson's words: its "You", its "Computer") in the
 * page's language, once the game's words are loaded (with its module). */
const named = (s) => ({ ...s, seats: s.seats.map((x) => ({ ...x, name: t(x.name) })) });

/** A value's JSON with its keys in order, so that two ways of writing one action compare equal. */
const key = (v) =>
  JSON.stringify(v, (_, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));

/** Starts the lesson of game `id` (the chooser's or the rules panel's "Learn by playing"). */
export async function start(id) {
  let s, real;
  try {
    [s] = await Promise.all([script(id), loadModule(id), sheet(new URL("tutorial.css", import.meta.url).href)]);
    s = named(s);
    real = new Game(id, s.config, { entered: true });
  } catch (e) {
    say(W.missing(e.message));
    return false;
  }
  // a game under way is replaced only when its player says so (as a new game asks)
  if (S.game && !S.game.isOver() && S.game.history().length && !(await (await import("./guards.js")).askReplace())) {
    real.free();
    return false;
  }
  return beginGame(id, lesson(id, s, real, 0), s.seats, null);
}

/** A lesson reopened by a reload (www/app/saving.js): its game as saved, its Next steps read. */
export async function resume({ game, seats, ui: savedUi, tutorial }) {
  const id = game.id();
  const [s] = await Promise.all([script(id), loadModule(id), sheet(new URL("tutorial.css", import.meta.url).href)]);
  return beginGame(id, lesson(id, named(s), game, tutorial), seats, savedUi, { resumed: true });
}

/**
 * The lesson's game: the engine's own game seen through an object that accepts only the
 * taught move (refused in the step's words, never the engine's), enters the script's outcomes
 * as soon as chance asks, and tells the page that chance needs nobody (so no panel for
 * entering dice). The page saves `tutor.read` with the game (www/app/saving.js).
 */
function lesson(id, s, real, read) {
  const tut = new Lesson(id, s, real, read);
  const g = Object.create(real);
  g.tutor = tut;
  g.entered = () => false;
  g.chance = () => null;
  g.apply = (seat, action, viewer) => {
    const st = s.steps[tut.at()];
    const want = st?.move !== undefined ? { seat: tut.person, action: st.move } : st?.reply;
    if (!want || seat !== want.seat || tut.canonical(seat, action) !== key(want.action))
      throw new Error(t((st?.move !== undefined || st?.next ? st.say : W.wait) ?? ""));
    return real.apply(seat, action, viewer).concat(tut.enterAhead(viewer));
  };
  for (const f of ["undo", "redo"])
    g[f] = (...a) => {
      const r = real[f](...a);
      tut.changed();
      return r;
    };
  tut.enterAhead(undefined);
  return g;
}

class Lesson {
  constructor(id, s, real, read) {
    this.id = id;
    this.s = s;
    this.real = real;
    /** How many "Next" steps were read: an explaining step stays until its Next is pressed. */
    this.read = read;
    this.person = s.seats.findIndex((x) => x.kind === "human");
    /** Which of the step's `do` targets the bubble points at, and what was last shown. */
    this.k = 0;
    this.shown = "";
    this.timer = 0;
    this.frame = 0;
    this.begun = false;
    /** @type {any} the lesson's game replayed on its seed, for "Play this game on" (an early end) */
    this.kept = null;
    this.text = h("p", { class: "tut-say", "aria-live": "polite" });
    this.count = h("p", { class: "tut-count small muted" });
    this.buttons = h("div", { class: "row" });
    this.bubble = h("section", { class: "tut", "aria-label": W.count(1, s.steps.length) }, this.count, this.text, this.buttons);
    document.addEventListener("click", this, true);
    document.addEventListener("change", this, true);
    addEventListener("resize", this);
    this.observer = new MutationObserver(() => this.changed());
    this.observer.observe(ui.stage, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "hidden"] });
  }

  /** The step the game is at: the first not yet done (a move made, an outcome entered, a Next
   * pressed). The game's history decides it, so Undo takes the lesson back with the game. */
  at() {
    const len = this.real.history().length;
    let entries = 0,
      nexts = 0;
    for (let i = 0; i < this.s.steps.length; i++) {
      if (this.s.steps[i].next) {
        if (entries === len && nexts >= this.read) return i;
        nexts++;
      } else if (entries++ === len) return i;
    }
    return this.s.steps.length;
  }

  /** `action` as the engine writes it in its history, or null when it is not legal now. */
  canonical(seat, action) {
    const t = Game.load(this.real.save());
    try {
      t.apply(seat, action);
      return key(t.history().at(-1).action);
    } catch {
      return null;
    } finally {
      t.free();
    }
  }

  /** Enters the script's outcomes while chance is what the game waits for; their events. */
  enterAhead(viewer) {
    const events = [];
    for (let st = this.s.steps[this.at()]; st?.enter !== undefined && this.real.chance(); st = this.s.steps[this.at()])
      events.push(...this.real.enter(st.enter, viewer));
    this.changed();
    return events;
  }

  /** Something changed on the page or in the game: the bubble follows once the page has drawn. */
  changed() {
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.update();
    });
  }

  handleEvent(e) {
    if (!this.live()) return;
    // a press on what the bubble points at: on to the next thing to do (a `{press, until}` waits for its `until`)
    const list = this.s.steps[this.at()]?.do || [];
    if (e.type === "click" && e.target instanceof Node && typeof list[this.k] === "string" && this.target()?.contains(e.target)) this.k++;
    this.changed();
  }

  /** Is this lesson the game on the page? Not yet while the page begins it; a new game ends it. */
  live() {
    if (S.game?.tutor === this) return (this.begun = true);
    if (!this.begun) return false;
    document.removeEventListener("click", this, true);
    document.removeEventListener("change", this, true);
    removeEventListener("resize", this);
    this.observer.disconnect();
    clearTimeout(this.timer);
    this.bubble.remove();
    // the ring may sit on the shell's own buttons (Confirm), which the next game keeps
    for (const el of document.querySelectorAll(".tut-target")) el.classList.remove("tut-target");
    return false;
  }

  /** The element the bubble points at now, if it is on the page. A `do` entry is a selector,
   * pressed once (passed over while its button is disabled: nothing to do there), or
   * `{press, until}`, pressed until `until` matches (a count brought down to nothing), or
   * `{choose, value}`, a select set to that value. */
  target() {
    const list = this.s.steps[this.at()]?.do || [];
    for (; this.k < list.length; this.k++) {
      const e = list[this.k];
      if (typeof e !== "string" && "choose" in e) {
        const el = document.querySelector(e.choose);
        if (el instanceof HTMLSelectElement && el.value === e.value) continue;
        return el instanceof HTMLElement && el.getClientRects().length ? el : null;
      }
      if (typeof e !== "string" && document.querySelector(e.until)) continue;
      const el = document.querySelector(typeof e === "string" ? e : e.press);
      if (typeof e === "string" && el instanceof HTMLButtonElement && el.disabled) continue;
      return el instanceof HTMLElement && el.getClientRects().length ? el : null;
    }
    return null;
  }

  update() {
    if (!this.live()) return;
    const i = this.at(),
      n = this.s.steps.length,
      st = this.s.steps[i];
    if (!this.shown.startsWith(`${i}:`)) this.k = 0;
    for (const old of document.querySelectorAll(".tut-target")) old.classList.remove("tut-target");
    // the target first: an entry pressed `until` something shows is passed by then, and focus follows
    const target = this.target();
    const now = `${i}:${this.k}`;
    target?.classList.add("tut-target");
    const a = document.activeElement;
    const lost = !a || a === document.body || !a.isConnected || (a instanceof HTMLButtonElement && a.disabled);
    if (now === this.shown) {
      if (lost) target?.focus({ preventScroll: true });
      return this.place(target, false);
    }
    const newStep = !this.shown.startsWith(`${i}:`);
    this.shown = `${i}:${this.k}`;
    if (newStep) {
      // outcomes entered before the first bubble (a game that opens with a roll) are no step of the learner's
      const lead = Math.max(
        0,
        this.s.steps.findIndex((x) => x.enter === undefined),
      );
      this.count.textContent = W.count(Math.min(i + 1, n) - lead, n - lead);
      // a lesson that stops before its game ends (a long game) leaves the game to the learner
      const early = !st && !this.real.isOver();
      // offered only when the game replays on its seed's own dice
      this.kept?.free(); // (a game replayed for an earlier end, taken back since)
      const onward = (this.kept = early ? this.onward() : null);
      this.text.textContent = t(st ? st.say || W.wait : early ? W.early : W.done);
      fill(
        this.buttons,
        st?.next ? h("button", { type: "button", class: "btn primary", onclick: () => this.next() }, t(W.next)) : null,
        st?.move !== undefined ? h("button", { type: "button", class: "btn small", onclick: () => this.skip(st) }, t(W.skip)) : null,
        onward
          ? h(
              "button",
              {
                type: "button",
                class: "btn primary",
                onclick: () => {
                  this.kept = null;
                  beginGame(this.id, onward, this.s.seats, null, { resumed: true });
                },
              },
              t(W.goOn),
            )
          : null,
        st ? null : h("button", { type: "button", class: onward ? "btn" : "btn primary", onclick: () => this.real_() }, t(W.real)),
        h("button", { type: "button", class: "btn small", onclick: () => showSetup() }, t(W.leave)),
      );
      if (!this.bubble.isConnected) ui.play.append(this.bubble);
      clearTimeout(this.timer);
      if (st?.reply) this.timer = setTimeout(() => this.reply(st.reply), S.pace ?? 800);
    }
    this.place(target, true);
    // focus goes to what the bubble points at whenever that changes (else to its first button; its
    // words are said by its live region), so the keyboard follows the lesson as the eye does
    if (document.querySelector("dialog[open]")) return;
    target?.focus({ preventScroll: true });
    if (document.activeElement !== target) this.buttons.querySelector("button")?.focus({ preventScroll: true });
  }

  /** Beside the target when there is room (below it, else above), else at the screen's foot. */
  place(target, scroll) {
    const b = this.bubble;
    b.style.top = "";
    b.classList.toggle("tut-foot", !target);
    if (!target) return;
    if (scroll) target.scrollIntoView({ block: "nearest" });
    const r = target.getBoundingClientRect(),
      tall = b.offsetHeight;
    if (r.bottom + tall + 12 < innerHeight) b.style.top = `${r.bottom + 8}px`;
    else if (r.top - tall - 12 > 0) b.style.top = `${r.top - tall - 8}px`;
    else b.classList.add("tut-foot");
  }

  next() {
    this.read++;
    autosave(); // a reload comes back to this step
    this.changed();
  }

  /** The person's step, made for them as taught. */
  skip(st) {
    apply(this.person, st.move, true);
  }

  reply(r) {
    if (this.live() && this.s.steps[this.at()]?.reply === r) apply(r.seat, r.action, false);
  }

  /** The lesson's game, on from where the lesson left it, as an ordinary game: its own dice
   * from here, its computers moving. */
  onward() {
    // replayed on the seed's own dice: a lesson whose outcomes are the seed's (a script made
    // by `tools script`) goes on as a game the page rolls; null for any other
    const g = new Game(this.id, this.s.config, { entered: false });
    try {
      for (const e of this.real.history()) if ("action" in e) g.apply(e.seat, e.action);
      if (g.stateHash() === this.real.stateHash()) return g;
    } catch {
      /* the lesson's outcomes are not the seed's */
    }
    g.free();
    return null;
  }

  /** The same players, fresh dice, a real game. */
  real_() {
    startWith(this.id, { ...this.s.config, seed: randomSeed() }, this.s.seats).then((ok) => ok || showSetup());
  }
}
