// What the page's parts use of the modules beside it, imported in this one place:
// the bundle (scripts/bundle.mjs) then imports each of them once.
export { fill, h, isolate, lang, mark, num, setWords, sheet, signed, t } from "../dom.js";
export { fact, Game, games, loadEngine, loadEngineForSave } from "../engine.js";
export { cleanName, hostChannel, LIMITS, registerOffline, storageKey } from "../host.js";
