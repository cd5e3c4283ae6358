// The pseudo-language (lang=qps), for tests and for anyone checking a screen: every message
// from the catalog comes out accented, about 40% longer and set in ⟦ ⟧, its arguments (a
// player's name, a number) untouched. A word on screen outside the brackets did not come
// from the catalog; a word cut off at the screen's edge is a layout that a longer language
// would break. Loaded only when asked for.

const ACCENT = { a: "á", e: "é", i: "ï", o: "ö", u: "ü", c: "ç", n: "ñ", y: "ý", A: "Å", E: "É", I: "Î", O: "Ø", U: "Ü", C: "Ç", N: "Ñ" };

/** One run of the message's own text: accented, padded, bracketed. */
function run(text) {
  if (!/\p{L}/u.test(text)) return text;
  const lead = text.match(/^\s*/)[0];
  const trail = text.match(/\s*$/)[0];
  const core = text.trim();
  const pad = "·".repeat(Math.ceil(core.length * 0.4));
  return `${lead}⟦${core.replace(/[a-zA-Z]/g, (ch) => ACCENT[ch] ?? ch)}${pad}⟧${trail}`;
}

/** A message rewritten: its text outside {arguments} and <tags>, and inside each plural form. */
export function pseudo(msg) {
  let out = "";
  let text = "";
  for (let i = 0; i < msg.length; ) {
    const ch = msg[i];
    if (ch === "<" || ch === "{" || ch === "&") {
      out += run(text);
      text = "";
      let e = i;
      if (ch === "<") e = msg.indexOf(">", i) + 1 || msg.length;
      else if (ch === "&") e = msg.indexOf(";", i) + 1 || i + 1;
      else {
        let d = 0;
        for (; e < msg.length; e++) {
          if (msg[e] === "{") d++;
          else if (msg[e] === "}" && !--d) break;
        }
        e++;
        const body = msg.slice(i, e);
        // a plural: rewrite each form's text, keep its keys and #
        const c = body.indexOf(",");
        out += c < 0 ? body : body.replace(/(=?[\w-]+\s*)\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, k, form) => `${k}{${pseudo(form)}}`);
        i = e;
        continue;
      }
      // an attribute's value (alt="...", aria-label="...") is read too
      const tag = msg.slice(i, e);
      out += tag.replace(/((?:alt|title|aria-label)=")([^"]*)"/g, (_, a, v) => `${a}${run(v)}"`);
      i = e;
      continue;
    }
    text += ch;
    i++;
  }
  return out + run(text);
}
