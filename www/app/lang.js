// The page's language: chosen by a link's lang=, then by the player (the header's picker,
// remembered), then by the browser's languages; English when none of ours is asked for.
// English is the messages themselves; another language's words are fetched when it is
// chosen, one file for the shell and one for each game shown (www/lang/LANG/PART.json),
// and kept offline with the rest of the site (www/sw.js).
import { lang, setWords } from "./imports.js";
import { S } from "./state.js";

/** Each language by its own name: the picker shows them so, whatever the page speaks. */
export const LANGS = [
  ["en", "English"],
  ["de", "Deutsch"],
  ["fr", "Français"],
  ["nl", "Nederlands"],
];
const OURS = new Set([...LANGS.map(([c]) => c), "qps"]);
/** @type {Record<string, Record<string, Promise<Record<string, string>>>>} lang → part → its words */
const got = {};
/** @type {Set<string>} the parts shown so far: the shell and each game's */
const parts = new Set(["shell"]);

/** lang= from the page's address (its query or its link after "#"), if one of ours. */
function fromLink() {
  const m = /(?:^|[?&#])lang=([a-z]{2,3})(?:$|[&#])/.exec(location.search + location.hash);
  return m && OURS.has(m[1]) ? m[1] : null;
}

/** The language to speak now. */
export function chosenLang() {
  const link = fromLink();
  if (link) return link;
  if (S.prefs.lang && OURS.has(S.prefs.lang)) return S.prefs.lang;
  for (const l of navigator.languages ?? [navigator.language]) {
    const c = String(l).slice(0, 2).toLowerCase();
    if (OURS.has(c) && c !== "qp") return c;
  }
  return "en";
}

function words(code, part) {
  got[code] ??= {};
  got[code][part] ??= fetch(new URL(`${code}/${part}.json`, S.langUrl))
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({}));
  return got[code][part];
}

/** Speaks `code` from now on: its words for every part shown so far, then <html lang>. */
export async function useLang(code) {
  const cat = {};
  let missing = null;
  if (code === "qps") missing = (await S.pseudo()).pseudo;
  else if (code !== "en") for (const p of await Promise.all([...parts].map((p) => words(code, p)))) Object.assign(cat, p);
  setWords(code, cat, missing);
  document.documentElement.lang = code === "qps" ? "en-XA" : code;
}

/** A game's words, before its view is first shown. */
export async function gameWords(id) {
  if (parts.has(id)) return;
  parts.add(id);
  if (lang() !== "en") await useLang(lang());
}
