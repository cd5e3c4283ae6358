// Types for the type check only (tsc --checkJs in npm test); not part of the site.

/** A game of a loaded engine module (crates/web's wasm-bindgen `Game`). */
interface EngineGame {
  id(): string;
  info(): any;
  config(): any;
  view(seat?: number | null): any;
  history(): any[];
  toAct(): number[];
  mayAct(seat: number): boolean;
  legalActions(seat: number): any[];
  check(seat: number, action: any): { ok: boolean; reason?: string };
  preview(seat: number, action: any): any;
  query(seat: number | null, question: any): any;
  /** The events, as `viewer` (a seat, null: the public) may see them; every event without it. */
  apply(seat: number, action: any, viewer?: number | null): any[];
  /** The outcomes possible at a chance node, or null. */
  chance(): { outcome: any; weight: number; label: string; parts: string[] }[] | null;
  /** Does the table roll and draw itself? */
  entered(): boolean;
  enter(outcome: any, viewer?: number | null): any[];
  takeBackOutcome(): boolean;
  canUndo(seat: number, withReplies?: boolean): boolean;
  undo(seat: number, withReplies?: boolean): number;
  /** What undo would take back for the people (bit k: seat k): {seat, n} or {why, seat?}. */
  undoPlan(people: number): { seat?: number; n?: number; why?: "none" | "chance" | "over" | "final" | "outcome" };
  /** What redo would bring back, or null. */
  redoSpan(): { seat: number; n: number; depth: number } | null;
  redo(seat: number): any[];
  isOver(): boolean;
  result(): any;
  stateHash(): string;
  save(): string;
  botAction(seat: number, level: string): any;
  free(): void;
}

interface Window {
  /** The page's test hooks (www/app.js); an embedding page talks to the page by postMessage (docs/embed.md), not through these. */
  __skyline: any;
  /** Set by www/boot.js: the length of a link it dropped for being far too long. */
  droppedLinkLength?: number;
}
