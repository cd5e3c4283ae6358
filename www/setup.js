// The setup screen (choosing a game, the quick game, "More options"): a module of its own,
// fetched when the screen is first shown, so a visit by link (straight into a game) and
// the first visit's budget do not carry it. It uses the page's parts through app.js.
import {
  btn,
  closeDialog,
  defaultSeats,
  exitReview,
  fill,
  h,
  KINDS,
  kinds,
  level,
  loadModule,
  NAMES,
  openHowto,
  openRules,
  randomSeed,
  refresh,
  S,
  sheet,
  startOf,
  startWith,
  stopBots,
  ui,
} from "./app.js";
import { lang, mark, t } from "./dom.js";

/** The screen's styles (www/setup.css), applied before it is first drawn. */
const styled = sheet(new URL("./setup.css", import.meta.url).href);

/** What a game's chance deals (kinds().deals), in words: the field's label, the page's way, the
 * table's own way, and the table's own as the quick line says it. */
const DEALS = {
  dice: [mark("Dice"), mark("Rolled by the page"), mark("We roll ourselves (enter what comes up)"), mark("your own dice")],
  cards: [mark("Cards"), mark("Drawn by the page"), mark("We draw ourselves (enter what comes up)"), mark("your own cards")],
  "dice and cards": [
    mark("Dice and cards"),
    mark("Rolled and drawn by the page"),
    mark("We roll and draw ourselves (enter what comes up)"),
    mark("your own dice and cards"),
  ],
};
/** An option's name inside a line ("scenario: ..."): lower case, but German keeps its nouns' capitals. */
const low = (s) => (lang() === "de" ? s : s.toLowerCase());

/** @type {Record<string, any>} view modules fetched for their cards (the games not played yet) */
const cards = {};

export async function showSetup(prefill) {
  await styled;
  document.title = "Skyline Table";
  stopBots();
  closeDialog(ui.hand);
  closeDialog(ui.main);
  exitReview(false);
  const info = S.infos.find((g) => g.id === (prefill?.id || S.setup?.id || S.id)) || S.infos[0];
  const cfg = S.game?.config();
  S.setup = prefill ||
    S.setup || {
      id: info.id,
      players: cfg?.players || Math.max(info.minPlayers, Math.min(2, info.maxPlayers)),
      seats: S.seats.length ? S.seats.map((s) => ({ ...s })) : null,
      options: {},
      seed: randomSeed(),
      quick: true,
    };
  if (!prefill && cfg && S.id === S.setup.id) {
    S.setup.players = cfg.players;
    S.setup.seats = S.seats.map((s) => ({ ...s }));
    S.setup.options = { ...cfg };
    S.setup.seed = randomSeed();
    S.setup.quick = false;
  }
  S.setup.seats = defaultSeats(S.setup.players, S.setup.seats || []);
  ui.play.hidden = true;
  ui.setup.hidden = false;
  window.scrollTo(0, 0);
  ui.gameName.textContent = "";
  ui.meta.textContent = "";
  ui.newBtn.hidden = true;
  await renderSetup();
}

/** Renders begun: only the last one draws (an earlier one may still wait for its game's module). */
let renders = 0;

async function renderSetup() {
  const st = S.setup;
  const info = S.infos.find((g) => g.id === st.id);
  const gen = ++renders;
  let mod = null,
    err = "";
  try {
    mod = await loadModule(st.id);
  } catch (e) {
    err = e.message;
  }
  if (gen !== renders) return;
  if (st.quick && mod) quickTable(st, mod);
  const start = mod && startOf(st.id, st.players);
  // the game's options so far: a game may offer an option only with another (a scenario's own)
  const opts = mod && start && mod.options ? mod.options(start, st.options) : [];
  for (const o of opts) if (!o.choices.some((c) => String(c.value) === String(st.options[o.key]))) st.options[o.key] = o.value;
  const errBox = h("p", { class: "err", role: "alert", id: "setup-error" }, err);

  const gamesField = h(
    "fieldset",
    { class: "games" },
    h("legend", null, t("Game")),
    S.infos.map((g) =>
      h(
        "label",
        { class: "gamecard" + (g.id === st.id ? " on" : ""), "data-game": g.id },
        h("canvas", { class: "gc-art", "aria-hidden": "true" }),
        h("input", {
          type: "radio",
          name: "game",
          value: g.id,
          checked: g.id === st.id,
          onchange: () => chooseGame(g.id),
        }),
        h("span", { class: "gc-name" }, g.name),
        h("span", { class: "gc-meta" }, t("{min}–{max} players", { min: g.minPlayers, max: g.maxPlayers })),
        h("span", { class: "gc-blurb" }),
      ),
    ),
  );
  showCards(gamesField);

  const counts = [];
  for (let n = kinds(st.id).solo ? 1 : info.minPlayers; n <= info.maxPlayers; n++) counts.push(n);
  const countField = h(
    "fieldset",
    { class: "count" },
    h("legend", null, t("Players")),
    h(
      "div",
      { class: "seg" },
      counts.map((n) =>
        h(
          "label",
          { class: "segbtn" + (n === st.players ? " on" : "") },
          h("input", {
            type: "radio",
            name: "players",
            value: n,
            checked: n === st.players,
            onchange: () => {
              st.players = n;
              st.fresh = false;
              st.quick = false; // chosen while the game's module loaded: its quick table must not undo it
              st.options = {};
              st.seats = defaultSeats(n, st.seats);
              renderSetup().then(() => /** @type {?HTMLElement} */ (document.querySelector(`input[name=players][value="${n}"]`))?.focus());
            },
          }),
          h("span", null, String(n)),
        ),
      ),
    ),
  );

  const seatList = h(
    "ol",
    { class: "seats" },
    st.seats.map((seat, i) => {
      const note = mod?.seatNote && start ? mod.seatNote(start, i) : "";
      return h(
        "li",
        { class: `seat seat-c${i}` },
        h("span", { class: "seat-dot", "aria-hidden": "true" }, String(i + 1)),
        h(
          "label",
          { class: "field grow" },
          h("span", null, `${t("Player {n}", { n: i + 1 })}${note ? ` · ${note}` : ""}`),
          h("input", {
            type: "text",
            value: seat.name,
            maxlength: 20,
            autocomplete: "off",
            oninput: (e) => {
              seat.name = e.target.value;
              showQuick();
            },
          }),
        ),
        h(
          "label",
          { class: "field" },
          h("span", null, t("Played by")),
          h(
            "select",
            {
              // the visible word is the same on every row: the name says whose seat it is
              "aria-label": t("Player {n} played by", { n: i + 1 }),
              onchange: (e) => {
                seat.kind = e.target.value;
                st.fresh = false;
                showQuick();
              },
            },
            KINDS.map(([v, l]) => h("option", { value: v, selected: v === seat.kind }, t(l))),
          ),
        ),
      );
    }),
  );

  const optionFields = opts.map((o) =>
    h(
      "label",
      { class: "field" },
      h("span", null, o.label),
      h(
        "select",
        {
          name: o.key,
          onchange: (e) => {
            st.options[o.key] = e.target.value;
            st.fresh = false;
            // drawn again: other options may depend on this one; the keyboard stays here
            renderSetup().then(() => /** @type {?HTMLElement} */ (ui.setup.querySelector(`select[name="${o.key}"]`))?.focus());
          },
        },
        o.choices.map((c) => h("option", { value: c.value, selected: String(c.value) === String(st.options[o.key]) }, c.label)),
      ),
    ),
  );

  const seedInput = h("input", {
    type: "text",
    inputmode: "numeric",
    value: st.seed,
    autocomplete: "off",
    "aria-describedby": "seed-help",
    oninput: (e) => {
      st.seed = e.target.value;
    },
  });
  const seedField = h(
    "div",
    { class: "field seed" },
    h("label", { for: "seed" }, t("Seed")),
    h(
      "div",
      { class: "row" },
      Object.assign(seedInput, { id: "seed" }),
      btn(
        t("New seed"),
        () => {
          st.seed = randomSeed();
          seedInput.value = st.seed;
        },
        "btn small",
      ),
    ),
    h(
      "small",
      { id: "seed-help", class: "muted" },
      t("Random by default. The same seed and the same moves give the same game; leave it empty for a fresh random one."),
    ),
  );

  const k = kinds(st.id);
  // The big button starts exactly the game "More options" holds, and says what it is.
  const quick = h(
    "div",
    { class: "quick" },
    btn("", () => startFromSetup(), "btn primary big", { id: "quick" }),
    h("p", { class: "small muted", id: "quick-help" }),
    h(
      "div",
      { class: "row" },
      info.lesson ? btn(t("Learn {game} by playing", { game: info.name }), () => learn(st.id), "btn", { id: "learn-btn" }) : null,
      mod?.howto ? btn(t("How to play {game} (pictures)", { game: info.name }), () => openHowto(st.id), "btn", { id: "howto-btn" }) : null,
      mod?.rules ? btn(t("Rules of {game}", { game: info.name }), openRules, "btn") : null,
      S.game ? btn(t("Back to the current game"), backToGame, "btn", { id: "back-to-game" }) : null,
    ),
    // the same dice for everyone: today's city (solo games), one roll for many sheets (a table)
    k.solo || (k.simultaneous && k.solo)
      ? h(
          "div",
          { class: "row" },
          k.solo ? btn(t("Today's city: the same dice for everyone today"), () => startToday(), "btn", { id: "today" }) : null,
          k.simultaneous && k.solo
            ? btn(t("Play at the table: one roll, a sheet on every phone"), () => openTable(), "btn", { id: "at-table" })
            : null,
        )
      : null,
  );
  // "More options" stays as the player left it (its toggle event may not have arrived yet)
  const wasOpen = /** @type {?HTMLDetailsElement} */ (ui.setup.querySelector("#more"))?.open;
  if (wasOpen != null) st.moreOpen = wasOpen;
  const more = h(
    "details",
    {
      class: "more",
      id: "more",
      open: !!st.moreOpen,
      ontoggle: (e) => {
        st.moreOpen = e.target.open;
      },
    },
    h(
      "summary",
      null,
      t("More options: {list}", { list: [t("players"), t("seats"), ...opts.map((o) => low(o.label)), t("seed")].join(", ") }),
    ),
    countField,
    h("fieldset", null, h("legend", null, k.cooperative ? t("Team") : t("Seats")), seatList),
    h("fieldset", { class: "options" }, h("legend", null, t("Options")), optionFields, diceField(st), seedField),
    h("div", { class: "actions" }, btn(t("Start game"), startFromSetup, "btn primary big", { id: "start" })),
  );

  fill(ui.setup, h("div", { class: "setup-card" }, h("h1", { id: "setup-title" }, t("Choose a game")), quick, errBox, gamesField, more));
  showQuick(opts);
}

/** A game card was chosen (click, tap or arrow key): its quick game, focus kept on the card,
 * and the Play button brought back into view (on a phone, tapping a lower card scrolls it away). */
async function chooseGame(id) {
  const st = S.setup;
  const g = S.infos.find((x) => x.id === id);
  st.id = id;
  st.options = {};
  st.quick = true;
  st.players = Math.max(g.minPlayers, Math.min(st.players, g.maxPlayers));
  st.seats = defaultSeats(st.players, st.seats);
  await renderSetup();
  if (S.setup !== st || ui.setup.hidden) return;
  /** @type {?HTMLElement} */ (ui.setup.querySelector("input[name=game]:checked"))?.focus({ preventScroll: true });
  const play = ui.setup.querySelector(".quick"); // the button and the line saying what it starts
  requestAnimationFrame(() => play?.scrollIntoView({ block: "nearest" }));
}

/** Every game card shows its picture and blurb, from its view module (fetched without its engine). */
function showCards(field) {
  for (const card of field.querySelectorAll("[data-game]")) {
    const id = card.getAttribute("data-game");
    const paint = (m) => {
      if (m?.art) m.art(card.querySelector("canvas"));
      card.querySelector(".gc-blurb").textContent = m?.blurb || "";
    };
    // painted at once when known, so that a new setup screen keeps its layout (see chooseGame)
    const known = S.mods[id] || cards[id];
    if (known) paint(known);
    else
      S.views[id]?.().then(
        (v) => paint((cards[id] = v.default)),
        () => {}, // offline without it: the card keeps its name
      );
  }
}

/** The game the quick button starts: one person (you) and computers at "normal", the game's
 * own quick options (for example a shorter game). */
function quickTable(st, mod) {
  const info = S.infos.find((g) => g.id === st.id);
  const players = kinds(st.id).solo && info.minPlayers <= 1 ? 1 : Math.max(info.minPlayers, Math.min(2, info.maxPlayers));
  const extra = (mod.quick ? mod.quick(startOf(st.id, players), players) : null) || {};
  st.players = players;
  st.seats = defaultSeats(players, st.seats).map((s, i) => ({ name: s.name, kind: i === 0 ? "human" : "normal" }));
  st.options = { ...(extra.options || {}) };
  st.quickNote = extra.note || "";
  st.quick = false; // taken: from now on the game is what the screen shows
  st.fresh = true;
}

/** The quick button's label and the line under it, from the game "More options" holds. */
function showQuick(opts = null) {
  const st = S.setup;
  const b = ui.setup.querySelector("#quick");
  const help = ui.setup.querySelector("#quick-help");
  if (!b || !help) return;
  const info = S.infos.find((g) => g.id === st.id);
  const seats = st.seats.slice(0, st.players);
  const people = seats.filter((s) => s.kind === "human").length;
  const bots = seats.length - people;
  const game = info.name;
  b.textContent =
    seats.length === 1 && people === 1
      ? t("Play {game} solo", { game })
      : people === 0
        ? t("Watch {n, plural, one {a computer} other {# computers}} play {game}", { n: bots, game })
        : people === 1
          ? kinds(st.id).cooperative
            ? t("Play {game} with {n, plural, one {the computer} other {# computers}}", { n: bots, game })
            : t("Play {game} against {n, plural, one {the computer} other {# computers}}", { n: bots, game })
          : bots
            ? t("Play {game}: {people} people and {n, plural, one {a computer} other {# computers}}", { game, people, n: bots })
            : t("Play {game}: {people} people", { game, people });
  const who = seats.map((s, i) =>
    s.kind === "human"
      ? people === 1
        ? t("{name} (you)", { name: s.name || NAMES[i] })
        : s.name || NAMES[i]
      : t("{name} (computer, {level})", { name: s.name || NAMES[i], level: level(s.kind) }),
  );
  if (opts)
    st.optionNote = opts
      .filter((o) => String(st.options[o.key]) !== String(o.value))
      .map((o) =>
        t("{option}: {choice}", {
          option: low(o.label),
          choice: o.choices.find((c) => String(c.value) === String(st.options[o.key]))?.label ?? String(st.options[o.key]),
        }),
      );
  const extra = st.fresh && st.quickNote ? [st.quickNote] : [...(st.optionNote || [])];
  const deals = DEALS[kinds(st.id).deals];
  if (st.entered && kinds(st.id).chance && deals) extra.push(t(deals[3]));
  help.textContent = t("{who}. Names, seats, computer strength and the rest are under “More options”.", {
    who: `${who.join(", ")}${extra.length ? `; ${extra.join("; ")}` : ""}`,
  });
}

function startFromSetup() {
  const st = S.setup;
  const cfg = { players: st.players };
  for (const [k, v] of Object.entries(st.options)) {
    if (k === "players" || k === "seed" || v === "" || v == null) continue;
    cfg[k] = v === "true" || v === true ? true : v === "false" || v === false ? false : Number.isFinite(Number(v)) ? Number(v) : v;
  }
  const seed = String(st.seed ?? "").trim();
  if (seed) cfg.seed = seed;
  return startWith(st.id, cfg, st.seats, st.entered && kinds(st.id).chance ? { entered: true } : undefined);
}

/** A guided first game (www/tutorial.js, fetched now). */
const learn = (id) => import("./tutorial.js").then((m) => m.start(id));

function backToGame() {
  ui.setup.hidden = true;
  ui.play.hidden = false;
  ui.newBtn.hidden = false;
  refresh();
}

/** "Dice and cards": drawn by the page (from the seed), or the table's own, entered as they come
 * up. Only for games with chance. */
function diceField(st) {
  // named by what this game deals: dice are rolled, cards drawn
  const words = DEALS[kinds(st.id).deals];
  if (!words) return null;
  return h(
    "label",
    { class: "field" },
    h("span", null, t(words[0])),
    h(
      "select",
      {
        name: "entered",
        onchange: (e) => {
          st.entered = e.target.value === "yes";
          st.fresh = false;
          showQuick();
        },
      },
      h("option", { value: "no", selected: !st.entered }, t(words[1])),
      h("option", { value: "yes", selected: !!st.entered }, t(words[2])),
    ),
  );
}

/** Today's city: a solo game whose seed comes from today's date (UTC), so everyone who plays it
 * today gets the same dice; its result link ranks with theirs. */
async function startToday() {
  const st = S.setup;
  const tb = await import("./table.js");
  const day = tb.todayUtc();
  const seats = [{ name: st.seats[0]?.name || NAMES[0], kind: "human" }];
  return startWith(st.id, { players: 1, seed: tb.dailySeed(st.id, day) }, seats, undefined, { daily: day });
}

/** Play at the table: every phone opens one link and plays its own sheet on the same rolls (the
 * page's, from the link's seed, or the table's real dice entered on each phone). */
async function openTable() {
  const st = S.setup;
  const info = S.infos.find((g) => g.id === st.id);
  const [tb, r] = await Promise.all([import("./table.js"), import("./replays.js")]);
  const seed = Number(String(st.seed || "").trim()) || Number(randomSeed());
  const options = {};
  for (const [k, v] of Object.entries(st.options)) if (k !== "players" && k !== "seed" && v !== "" && v != null) options[k] = v;
  const cfg = { players: 1, ...options, seed };
  const me = { name: st.seats[0]?.name || NAMES[0], kind: "human" };
  const box = h("div");
  const say = (text) => {
    note.textContent = text;
  };
  const note = h("p", { class: "small", role: "status" });
  // no name in the table's link: each phone names itself when it opens it (www/table.js askName)
  const show = (own) =>
    fill(
      box,
      tb.linkBox(
        r.setupLink(st.id, cfg, [{ name: "", kind: "human" }], location.href, { table: 1, dice: own ? "own" : null }),
        t("The table's link"),
        say,
      ),
    );
  const dice = h(
    "select",
    { "aria-label": t("Dice"), onchange: (e) => show(e.target.value === "own") },
    h("option", { value: "page" }, t("The page rolls (the same rolls on every phone)")),
    h("option", { value: "own" }, t("We roll real dice (each phone enters the table's roll)")),
  );
  show(false);
  fill(
    ui.main,
    h(
      "div",
      { class: "dlg-body" },
      h("h2", null, t("Play {game} at the table", { game: info.name })),
      h(
        "p",
        null,
        t(
          "Everyone opens this link on their own phone (the QR code is quickest) and plays their own sheet on the same rolls. At the end each phone shows its result as a link; any phone that adds the others' links shows the ranking, every sheet recomputed from its moves. No server: it all stays on the phones, and works offline once the site has been opened.",
        ),
      ),
      h("label", { class: "field" }, h("span", null, t("Dice")), dice),
      box,
      note,
      h("p", { class: "small muted" }, tb.WORDS.tableDice),
    ),
    h(
      "div",
      { class: "dlg-actions" },
      btn(
        t("Start my sheet"),
        () => {
          ui.main.close();
          startWith(st.id, cfg, [me], dice.value === "own" ? { entered: true } : undefined, { daily: null });
        },
        "btn primary",
        { autofocus: true },
      ),
      btn(t("Close"), () => ui.main.close(), "btn"),
    ),
  );
  ui.main.setAttribute("aria-label", t("Play at the table"));
  if (!ui.main.open) ui.main.showModal();
}
/** The screen drawn again as it stands (the page changed its language). */
export const redrawSetup = () => renderSetup();
