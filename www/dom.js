// Tiny DOM and wording helpers shared by the shell and the game modules. Text is always
// set as text (player names are user input); `html` is only used for our own static markup.

// ---------- words ----------
// Every word a player reads passes through t(): the English message is its own key (as
// gettext and Board Game Arena have it), so English needs no catalog and a translator reads
// the English beside their own (www/lang/LANG/PART.json, docs/adding-a-game.md §8). A message
// names its arguments, {name}, and counts with ICU's plural form,
// "{n, plural, one {# point} other {# points}}", chosen by Intl.PluralRules.
let LANG = "en";
/** @type {Record<string, string>} English message → the language's, for the parts loaded */
let CAT = {};
/** @type {((msg: string) => string) | null} rewrites a message not in the catalog (the pseudo-language) */
let MISSING = null;
/** @type {Intl.PluralRules | null} */
let rules = null;
/** @type {Intl.NumberFormat | null} */
let nf = null;

/** The language the page speaks now ("en", "de", ...). */
export const lang = () => LANG;

/** Switches every later t() to `code`, with its catalog (English: none). */
export function setWords(code, cat, missing = null) {
  LANG = code;
  CAT = cat;
  MISSING = missing;
  rules = nf = null;
}

/** Marks an English message where it is kept (a table of labels): t() words it where it is shown. */
export const mark = (msg) => msg;

/** A message in the page's language, its {arguments} filled in (numbers as numbers of that language). */
export function t(msg, args) {
  // a message not yet written in this language (""), or not there at all, is said in English
  let s = CAT[msg];
  if (!s) s = MISSING ? (CAT[msg] = MISSING(msg)) : msg;
  return args ? fill_(s, args) : s;
}

// The message's {name} and {name, plural, one {...} other {...}} parts: `#` in a form is its number.
const fill_ = (s, a) =>
  s.replace(/\{(\w+)(?:, plural,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*))?\}/g, (_, k, forms) => {
    const v = a[k];
    if (forms == null) return typeof v === "number" ? num(v) : (v ?? "");
    const f = {};
    forms.replace(/(=?\w+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, key, x) => {
      f[key] = x;
    });
    rules ??= new Intl.PluralRules(LANG === "qps" ? "en" : LANG);
    return fill_((f[`=${v}`] ?? f[rules.select(v)] ?? f.other ?? "").replaceAll("#", `{${k}}`), a);
  });

/** A number in the page's language, with a real minus sign for negatives: num(-3) is "−3". */
export const num = (n) => {
  if (typeof n !== "number") return String(n);
  nf ??= new Intl.NumberFormat(LANG === "qps" ? "en" : LANG, { useGrouping: false, maximumFractionDigits: 2 });
  return n < 0 ? `−${nf.format(-n)}` : nf.format(n);
};
/** A change with its sign: "+2", "−3", "0". */
export const signed = (n) => (n > 0 ? `+${num(n)}` : num(n));

/** h("button", {class: "x", onclick: f, "aria-label": "…"}, "text", childNode, [more]) */
export function h(tag, props, ...kids) {
  const el = document.createElement(tag);
  if (props) {
    for (const k in props) {
      const v = props[k];
      if (v == null || v === false) continue;
      if (k === "class") el.className = v;
      else if (k === "html") el.innerHTML = v;
      // Through the CSSOM, never a style attribute: a strict Content-Security-Policy
      // (style-src 'self') refuses style attributes but allows this.
      else if (k === "style")
        for (const decl of String(v).split(";")) {
          const i = decl.indexOf(":");
          if (i > 0) el.style.setProperty(decl.slice(0, i).trim(), decl.slice(i + 1).trim());
        }
      else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else if (k === "value" || k === "checked" || k === "disabled" || k === "selected") el[k] = v;
      else el.setAttribute(k, v === true ? "" : v);
    }
  }
  add(el, kids);
  return el;
}

/** A name set off by isolate marks (U+2068 … U+2069: the shell's seatName) inside text, as a
 * <bdi>: it cannot reorder the words or numbers around it, and the text reads without the marks. */
export const isolate = (name) => `\u2068${name}\u2069`;

function add(el, kids) {
  for (const kid of kids) {
    if (kid == null || kid === false) continue;
    if (Array.isArray(kid)) add(el, kid);
    else if (kid.nodeType) el.append(kid);
    else {
      const parts = String(kid).split(/\u2068([^\u2069]*)\u2069/);
      // one span for the whole text, so that a flex or grid parent still sees one item
      el.append(
        parts.length > 1
          ? h(
              "span",
              null,
              parts.map((t, i) => (i % 2 ? h("bdi", null, t) : t)),
            )
          : parts[0],
      );
    }
  }
}

/** Replaces an element's children. */
export function fill(el, ...kids) {
  el.textContent = "";
  add(el, kids);
  return el;
}

/**
 * Keeps a canvas's backing store matched to its CSS size and device pixels, and calls
 * draw(ctx, width, height) (CSS pixels) whenever it changes or `redraw()` is called.
 */
export function autoCanvas(canvas, draw) {
  let frame = 0;
  const paint = () => {
    frame = 0;
    const w = canvas.clientWidth,
      hgt = canvas.clientHeight;
    if (!w || !hgt) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    const bw = Math.round(w * dpr),
      bh = Math.round(hgt * dpr);
    if (canvas.width !== bw) canvas.width = bw;
    if (canvas.height !== bh) canvas.height = bh;
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, hgt);
    draw(ctx, w, hgt);
  };
  const redraw = () => {
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const ro = new ResizeObserver(redraw);
  ro.observe(canvas);
  return { redraw, stop: () => ro.disconnect() };
}

/** A rounded rectangle as the canvas's current path (the radius is clamped to fit). */
export function roundRect(c, x, y, w, hh, r) {
  r = Math.max(0, Math.min(r, w / 2, hh / 2));
  c.beginPath();
  c.moveTo(x + r, y);
  c.arcTo(x + w, y, x + w, y + hh, r);
  c.arcTo(x + w, y + hh, x, y + hh, r);
  c.arcTo(x, y + hh, x, y, r);
  c.arcTo(x, y, x + w, y, r);
  c.closePath();
}

/** @type {Map<string, Promise<undefined>>} */
const sheets = new Map();

/**
 * Applies a style sheet once, however often it is asked for (each game's module and
 * each module fetched on demand brings its own); resolves once loaded.
 * @param {string} href
 * @returns {Promise<undefined>}
 */
export function sheet(href) {
  let loaded = sheets.get(href);
  if (!loaded) {
    loaded = new Promise((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.onload = link.onerror = () => resolve(undefined);
      document.head.append(link);
    });
    sheets.set(href, loaded);
  }
  return loaded;
}
