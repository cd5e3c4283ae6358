// Types for the type check only (tsc --checkJs in npm test); not part of the site.
//
// The engines' values (configs, actions, chance outcomes, events, views,
// questions, answers, results, history entries) are typed in www/pkg/types.d.ts,
// which `npm run build` writes from the engines' own declarations
// (scripts/types.mjs: `tools types`): a namespace a game (`Cityscape.View`,
// `Skyline.Event`), each with its `Types` (`Cityscape.Types`). This file keeps
// what is written by hand: the facade's methods (crates/web) over those types,
// and the page's own types.

/// <reference path="./pkg/types.d.ts" />

/** The types of one game's values (a namespace's `Types`, such as `Cityscape.Types`). */
interface EngineTypes {
  Config: unknown;
  Action: unknown;
  Chance: unknown;
  Event: unknown;
  View: unknown;
  Query: unknown;
  Answer: unknown;
  Result: unknown;
  Info: unknown;
  Entry: unknown;
}

/** Any game's types: each value is any game's (a union). */
type AnyTypes = EngineTypesById[keyof EngineTypesById];

/**
 * The answer to question Q: the answer of the same `type` where a game's answers
 * are tagged like its questions, else any of its answers.
 */
type AnswerOf<A, Q> = Q extends { type: infer K } ? ([Extract<A, { type: K }>] extends [never] ? A : Extract<A, { type: K }>) : A;

/** `game.preview(seat, action)`: what the action would lead to (crates/web). */
interface EnginePreview<T extends EngineTypes = AnyTypes> {
  over: boolean;
  chance: boolean;
  undoable: boolean;
  result?: T["Result"];
}

/** Words the engine sends as a code and named arguments (dice::Said): the view words them. */
interface EngineSaid {
  code: string;
  args: Record<string, number | string>;
}

/** A dry run's answer: a refusal a player reads has a code (`code`, `args`); `reason` is for developers. */
interface EngineCheck {
  ok: boolean;
  reason?: string;
  code?: string;
  args?: Record<string, number | string>;
}

/** An outcome possible at a chance node, as `game.chance()` offers it. */
interface EngineOffer<T extends EngineTypes = AnyTypes> {
  outcome: T["Chance"];
  weight: number;
  label: string;
  parts: string[];
}

/** A game of a loaded engine module (crates/web's wasm-bindgen `Game`), for game types T. */
interface EngineGame<T extends EngineTypes = AnyTypes> {
  id(): string;
  info(): T["Info"];
  config(): T["Config"];
  view(seat?: number | null): T["View"];
  history(): T["Entry"][];
  toAct(): number[];
  mayAct(seat: number): boolean;
  legalActions(seat: number): T["Action"][] | null;
  /** A dry run: `{ok: true}` or `{ok: false, reason, code?, args?}`. */
  check(seat: number, action: T["Action"]): EngineCheck;
  preview(seat: number, action: T["Action"]): EnginePreview<T>;
  query<Q extends T["Query"]>(seat: number | null, question: Q): AnswerOf<T["Answer"], Q>;
  /** The events, as `viewer` (a seat, null: the public) may see them; every event without it. */
  apply(seat: number, action: T["Action"], viewer?: number | null): T["Event"][];
  /** The outcomes possible at a chance node, or null. */
  chance(): EngineOffer<T>[] | null;
  /** Does the table roll and draw itself? */
  entered(): boolean;
  enter(outcome: T["Chance"], viewer?: number | null): T["Event"][];
  takeBackOutcome(): boolean;
  canUndo(seat: number, withReplies?: boolean): boolean;
  undo(seat: number, withReplies?: boolean): number;
  /** What undo would take back for the people (bit k: seat k): {seat, n} or {why, seat?}. */
  undoPlan(people: number): { seat?: number; n?: number; why?: "none" | "chance" | "over" | "final" | "outcome" };
  /** What redo would bring back, or null. */
  redoSpan(): { seat: number; n: number; depth: number } | null;
  redo(seat: number, viewer?: number | null): T["Event"][];
  isOver(): boolean;
  result(): T["Result"] | null;
  stateHash(): string;
  save(): string;
  botAction(seat: number, level: string): T["Action"];
  free(): void;
  /** Set on a lesson's game (www/tutorial.js): its Next steps read, saved with it. */
  tutor?: { read: number };
}

/** What a new game starts from, with no game made (www/app/setup.js startOf): the game's facts. */
interface GameStart<T extends EngineTypes = AnyTypes> {
  players: number;
  fact<Q extends T["Query"]>(question: Q): AnswerOf<T["Answer"], Q>;
}

/** `ctx` of a view module's functions (www/games/README.md). */
interface ViewCtx<T extends EngineTypes = AnyTypes> {
  name(seat: number): string;
  seats: { name: string; kind: string }[];
  isHuman(seat: number): boolean;
  viewer: number | null;
  over: boolean;
  /** A move is placed and waits for its reveal: the label of that step ("Score the round"). */
  placed?: string;
  reveal?: boolean;
  view?: T["View"];
  config?: T["Config"];
  /** The engine's answer for the game and seat on screen (final-screen hooks ask through it). */
  query<Q extends T["Query"]>(question: Q): AnswerOf<T["Answer"], Q>;
}

/** What the shell passes a view's `update(state)` (www/games/README.md). */
interface ViewState<T extends EngineTypes = AnyTypes> {
  view: T["View"];
  seat: number | null;
  canAct: boolean;
  legal: T["Action"][] | null;
  review: boolean;
  over: boolean;
  lastEvents: T["Event"][];
  ctx: ViewCtx<T>;
  pending: T["Action"] | null;
  revisit: boolean;
}

/** What the shell gives a view's `mount(element, host)` (www/games/README.md). */
interface ViewHost<T extends EngineTypes = AnyTypes> {
  act(action: T["Action"], opts?: { confirmed?: boolean; reveal?: string }): boolean;
  announce(text: string): void;
  release(): void;
  preview(action: T["Action"]): EnginePreview<T> | null;
  config(): T["Config"];
  query<Q extends T["Query"]>(question: Q): AnswerOf<T["Answer"], Q>;
  name(seat: number): string;
  uiChanged(): void;
  /** The engine's dry run of `action` for the seat whose screen is shown. */
  check(action: T["Action"]): EngineCheck;
  /** Why the engine refused (check's answer, or the error apply threw), in the page's words. */
  why(refusal: EngineCheck | (Error & { code?: string; args?: Record<string, number | string> })): string;
  /** The moves so far of the game on screen. */
  history(): T["Entry"][];
  /** Changes whenever the position on screen does (a key for a view's caches). */
  stateKey(): string;
}

/** What a view's `mount` returns (www/games/README.md). */
interface ViewController<T extends EngineTypes = AnyTypes> {
  update(state: ViewState<T>): void;
  focus?(): void;
  /** while the view still shows the last move (dice tumbling): settles when it has; the shell holds the last move's line till then */
  holding?(): Promise<void> | null;
  getUi?(): any;
  setUi?(ui: any): void;
  destroy?(): void;
}

/** A game's view module, `export default` of www/games/ID.js (www/games/README.md). */
interface ViewModule<T extends EngineTypes = AnyTypes> {
  blurb: string;
  options?(start: GameStart<T>, chosen?: Record<string, any>): { key: string; label: string; value?: any; choices: { value: any; label: string }[]; [k: string]: any }[];
  quick?(start: GameStart<T>, players: number): { options: Record<string, any>; note?: string } | null;
  seatNote?(start: GameStart<T>, seat: number): string;
  art?(canvas: HTMLCanvasElement): void;
  rules(config?: T["Config"], start?: GameStart<T>): string | Promise<string>;
  howto?(): Node | Promise<Node>;
  progress(view: T["View"]): string;
  status(view: T["View"], ctx: ViewCtx<T>): string;
  handoverText?(view: T["View"], seat: number, ctx: ViewCtx<T>): string;
  changeText?(view: T["View"], seat: number): string;
  undoRefusal?(seat: number, action: T["Action"], view: T["View"], ctx: ViewCtx<T>): string;
  seatStatus?(view: T["View"], seat: number): string;
  scoreOf?(view: T["View"], seat: number): string | null;
  describeEvents(events: T["Event"][], ctx: ViewCtx<T>): string;
  describeMove(seat: number, action: T["Action"], ctx: ViewCtx<T>): string;
  /** A chance outcome (a roll, a draw) in words, for the log, a replay and entered outcomes. */
  describeChance?(outcome: T["Chance"], ctx: ViewCtx<T>): string;
  /** The view's words for what its engine sends as a code (a refusal, a score line, a level);
   * null for a code not its game's own. */
  words?(said: EngineSaid, ctx: ViewCtx<T>): string | null;
  logHeadings?(history: T["Entry"][], config: T["Config"]): Record<number, string>;
  summary?(events: T["Event"][], view: T["View"], ctx: ViewCtx<T>): Node | null;
  finalDetails?(view: T["View"], result: T["Result"], ctx: ViewCtx<T>): Node | null;
  mount(element: HTMLElement, host: ViewHost<T>): ViewController<T>;
  [more: string]: any;
}

interface Window {
  /** The page's test hooks (www/app.js); an embedding page talks to the page by postMessage (docs/embed.md), not through these. */
  __skyline: any;
  /** Set by www/boot.js: the length of a link it dropped for being far too long. */
  droppedLinkLength?: number;
}
