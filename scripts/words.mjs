#!/usr/bin/env node
// The page's words (docs/adding-a-game.md §8): every message the page passes to t() or
// mark() as a literal, and every lesson's lines, gathered by the part it belongs to (the
// shell, or a game by its id). Each language's file for a part, www/lang/LANG/PART.json,
// must hold exactly those messages, each with the same {arguments} as the English.
//
//   node scripts/words.mjs          checks every catalog; exits 1 naming each fault
//   node scripts/words.mjs --write  adds the missing messages (as "") and drops the stale ones
//   node scripts/words.mjs --list   prints the messages as JSON ({part: [message]})
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const www = path.join(root, "www");
export const LANGS = ["de", "fr", "nl"];

function files(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!["pkg", "vendor", "lang", "icons"].includes(e.name)) out.push(...files(p));
    } else if (/\.js$|-tutorial\.json$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The part a file's words belong to: a game's id for www/games/ID*, else "shell". */
function partOf(file, games) {
  const rel = path.relative(path.join(www, "games"), file);
  if (rel.startsWith("..")) return "shell";
  const id = games.find((g) => rel === `${g}.js` || rel.startsWith(`${g}/`) || rel.startsWith(`${g}-`));
  return id ?? "shell";
}

// A literal first argument of t( or mark(: "…", '…' or `…` (no ${} inside).
const CALL = /(?<![\w$.])(?:t|mark)\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`)\s*[,)]/g;

/** {part: Set of messages} */
export function messages() {
  const games = fs
    .readdirSync(path.join(www, "games"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => b.length - a.length);
  /** @type {Record<string, Set<string>>} */
  const out = { shell: new Set() };
  for (const f of files(www)) {
    const part = partOf(f, games);
    out[part] ??= new Set();
    const src = fs.readFileSync(f, "utf8");
    if (f.endsWith(".json")) {
      const lesson = JSON.parse(src);
      for (const s of lesson.steps ?? []) if (s.say) out[part].add(s.say);
      for (const s of lesson.seats ?? []) if (s.name) out[part].add(s.name);
      continue;
    }
    for (const m of src.matchAll(CALL)) out[part].add(new Function(`return ${m[1]}`)());
  }
  // a message the shell has is the shell's: it is always loaded
  for (const [p, set] of Object.entries(out)) if (p !== "shell") for (const m of out.shell) set.delete(m);
  return out;
}

/** The {arguments} a message names, sorted: "{n, plural, ...}" is n. */
export function args(msg, names = new Set()) {
  // each {…} at the top: {name}, or {name, plural, form {text} …} whose forms are messages again
  for (let i = msg.indexOf("{"); i >= 0; i = msg.indexOf("{", i)) {
    let d = 0;
    let e = i;
    for (; e < msg.length; e++)
      if (msg[e] === "{") d++;
      else if (msg[e] === "}" && !--d) break;
    const body = msg.slice(i + 1, e);
    const c = body.indexOf(",");
    names.add((c < 0 ? body : body.slice(0, c)).trim());
    if (c >= 0) for (const f of body.matchAll(/(?:=?[\w-]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)) args(f[1], names);
    i = e + 1;
  }
  return [...names].sort().join(",");
}

const catPath = (lang, part) => path.join(www, "lang", lang, `${part}.json`);

/** Every fault of every catalog, in words. */
export function faults(all = messages()) {
  const out = [];
  for (const lang of LANGS)
    for (const [part, set] of Object.entries(all)) {
      if (!set.size) continue;
      let cat = {};
      try {
        cat = JSON.parse(fs.readFileSync(catPath(lang, part), "utf8"));
      } catch (e) {
        out.push(`${lang}/${part}.json: ${e.code === "ENOENT" ? "missing" : e.message}`);
        continue;
      }
      for (const m of set) {
        if (!(m in cat)) out.push(`${lang}/${part}.json lacks ${JSON.stringify(m.slice(0, 80))}`);
        else if (typeof cat[m] !== "string" || !cat[m].trim())
          out.push(`${lang}/${part}.json leaves ${JSON.stringify(m.slice(0, 80))} unwritten`);
        else if (args(cat[m]) !== args(m))
          out.push(`${lang}/${part}.json: ${JSON.stringify(m.slice(0, 60))} has arguments {${args(cat[m])}}, the English {${args(m)}}`);
      }
      for (const m of Object.keys(cat))
        if (!set.has(m)) out.push(`${lang}/${part}.json has a message the page no longer says: ${JSON.stringify(m.slice(0, 80))}`);
    }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = messages();
  if (process.argv.includes("--list")) {
    console.log(JSON.stringify(Object.fromEntries(Object.entries(all).map(([p, s]) => [p, [...s]])), null, 1));
  } else if (process.argv.includes("--write")) {
    for (const lang of LANGS)
      for (const [part, set] of Object.entries(all)) {
        if (!set.size) continue;
        const f = catPath(lang, part);
        let cat = {};
        try {
          cat = JSON.parse(fs.readFileSync(f, "utf8"));
        } catch {
          /* a new file */
        }
        const next = Object.fromEntries([...set].map((m) => [m, cat[m] ?? ""]));
        fs.mkdirSync(path.dirname(f), { recursive: true });
        fs.writeFileSync(f, `${JSON.stringify(next, null, 1)}\n`);
      }
  } else {
    const f = faults(all);
    for (const x of f) console.error(x);
    const n = Object.values(all).reduce((a, s) => a + s.size, 0);
    console.log(`${n} messages in ${Object.keys(all).length} parts; ${f.length ? `${f.length} faults` : "every catalog complete"}`);
    process.exit(f.length ? 1 : 0);
  }
}
