// Scenario 5's arranging of the board pieces, loaded on demand by the Cities co-op view when
// a game starts with it (no other game needs it): the pieces still to place, drawn on their
// buttons from the start; a ghost piece moved a piece's width at a time by keys, pointer or
// buttons, turned, and placed where the engine allows (its legalActions and check).
import { fill, h, sheet, t } from "../dom.js";

sheet(new URL("./cities-coop-arrange.css", import.meta.url).href);

// Scenario 5: the pieces arranged so far, one free piece's width around them, and the ghost
// of the piece being placed (turned as chosen). `a`: {piece, col, row, turns, ok}.
const turnRows = (rows, turns) => {
  let g = rows.map((r) => [...r]);
  for (let t = 0; t < turns; t++) g = g.map((_, r) => g.map((_, c) => g[7 - c][r]));
  return g;
};
function arrangeGeom(view) {
  const m = view.pieces.length ? 1 : 0;
  return { m, sw: view.width / 8 + 2 * m, sh: view.height / 8 + 2 * m };
}
function drawArrange(ctx, w, hgt, view, a, slots) {
  const { m, sw, sh } = arrangeGeom(view);
  const s = Math.min(w / (sw * 8), hgt / (sh * 8));
  const ox = (w - s * sw * 8) / 2,
    oy = (hgt - s * sh * 8) / 2;
  ctx.fillStyle = "#e9efe4";
  ctx.fillRect(0, 0, w, hgt);
  const sq = (x, y, c) => {
    ctx.fillStyle = c;
    ctx.fillRect(ox + x * s, oy + y * s, s + 0.5, s + 0.5);
  };
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < view.width; x++) {
      const g = view.terrain[y][x];
      if (g !== " ") sq(x + 8 * m, y + 8 * m, g === "~" ? "#7fb6d6" : (x + y) % 2 ? "#f3ecdc" : "#efe6d3");
    }
  ctx.strokeStyle = "#5a5550";
  ctx.lineWidth = Math.max(1.5, s / 6);
  for (let y = 0; y < view.height; y++)
    for (let x = 0; x < view.width; x++) {
      const i = y * view.width + x,
        X = ox + (x + 8 * m) * s,
        Y = oy + (y + 8 * m) * s;
      if (view.streetRight[i]) {
        ctx.beginPath();
        ctx.moveTo(X + s, Y);
        ctx.lineTo(X + s, Y + s);
        ctx.stroke();
      }
      if (view.streetDown[i]) {
        ctx.beginPath();
        ctx.moveTo(X, Y + s);
        ctx.lineTo(X + s, Y + s);
        ctx.stroke();
      }
    }
  ctx.font = `800 ${Math.round(s * 2.4)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const p of view.pieces) {
    ctx.fillStyle = "rgba(45,70,40,.35)";
    ctx.fillText(p.letter, ox + ((p.col + m) * 8 + 4) * s, oy + ((p.row + m) * 8 + 4) * s);
  }
  ctx.setLineDash([4, 4]);
  ctx.strokeStyle = "rgba(29,90,54,.8)";
  ctx.lineWidth = 2;
  for (const [c, r] of slots) ctx.strokeRect(ox + (c + m) * 8 * s + 3, oy + (r + m) * 8 * s + 3, 8 * s - 6, 8 * s - 6);
  ctx.setLineDash([]);
  if (!view.pieces.length && !a) {
    // nothing laid yet: say where to start
    ctx.fillStyle = "#4a4038";
    const say = t("Pick a piece to lay down first");
    let px = Math.max(13, Math.round(s * 1.1));
    ctx.font = `600 ${px}px system-ui, sans-serif`;
    // no wider than the map (a language's words may be longer than these)
    px = Math.max(10, Math.min(px, Math.floor((px * w * 0.92) / ctx.measureText(say).width)));
    ctx.font = `600 ${px}px system-ui, sans-serif`;
    ctx.fillText(say, w / 2, hgt / 2);
  }
  const lp = a && view.toPlace.find((p) => p.letter === a.piece);
  if (lp) {
    const g = turnRows(lp.rows, a.turns),
      X = ox + (a.col + m) * 8 * s,
      Y = oy + (a.row + m) * 8 * s;
    ctx.globalAlpha = 0.8;
    for (let r = 0; r < 8; r++)
      for (let c = 0; c < 8; c++) {
        sq((a.col + m) * 8 + c, (a.row + m) * 8 + r, g[r][c] === "~" ? "#5f9fc6" : "#dccfa8");
        ctx.strokeStyle = "#6a5a40";
        ctx.lineWidth = 1.5;
        if (c < 7 && g[r][c] !== g[r][c + 1] && g[r][c] !== "~" && g[r][c + 1] !== "~") {
          ctx.beginPath();
          ctx.moveTo(X + (c + 1) * s, Y + r * s);
          ctx.lineTo(X + (c + 1) * s, Y + (r + 1) * s);
          ctx.stroke();
        }
        if (r < 7 && g[r][c] !== g[r + 1][c] && g[r][c] !== "~" && g[r + 1][c] !== "~") {
          ctx.beginPath();
          ctx.moveTo(X + c * s, Y + (r + 1) * s);
          ctx.lineTo(X + (c + 1) * s, Y + (r + 1) * s);
          ctx.stroke();
        }
      }
    ctx.globalAlpha = 1;
    ctx.strokeStyle = a.ok ? "#1d5a36" : "#7a1f14";
    ctx.lineWidth = 4;
    if (!a.ok) ctx.setLineDash([8, 5]);
    ctx.strokeRect(X + 2, Y + 2, 8 * s - 4, 8 * s - 4);
    if (!a.ok) {
      ctx.beginPath();
      ctx.moveTo(X + 6, Y + 6);
      ctx.lineTo(X + 8 * s - 6, Y + 8 * s - 6);
      ctx.moveTo(X + 8 * s - 6, Y + 6);
      ctx.lineTo(X + 6, Y + 8 * s - 6);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.fillStyle = "rgba(30,30,30,.75)";
    ctx.fillText(a.piece, X + 4 * s, Y + 4 * s);
  }
  return { s: s * 8, ox: ox + m * 8 * s, oy: oy + m * 8 * s };
}

/** A board piece still to arrange, as a small picture for its button: land, water, and
 * lines where one district meets another. */
function pieceCanvas(rows) {
  const px = 56,
    dpr = Math.min(window.devicePixelRatio || 1, 3);
  const c = document.createElement("canvas");
  c.className = "cc-piecepic";
  c.width = c.height = px * dpr;
  c.setAttribute("aria-hidden", "true");
  const ctx = c.getContext("2d");
  ctx.scale(dpr, dpr);
  const s = px / 8;
  for (let r = 0; r < 8; r++)
    for (let k = 0; k < 8; k++) {
      ctx.fillStyle = rows[r][k] === "~" ? "#5f9fc6" : (r + k) % 2 ? "#f3ecdc" : "#e6dcc6";
      ctx.fillRect(k * s, r * s, s + 0.5, s + 0.5);
    }
  ctx.strokeStyle = "#6a5a40";
  ctx.lineWidth = 1.5;
  const land = (a) => a !== "~";
  for (let r = 0; r < 8; r++)
    for (let k = 0; k < 8; k++) {
      const a = rows[r][k];
      if (k < 7 && a !== rows[r][k + 1] && land(a) && land(rows[r][k + 1])) {
        ctx.beginPath();
        ctx.moveTo((k + 1) * s, r * s);
        ctx.lineTo((k + 1) * s, (r + 1) * s);
        ctx.stroke();
      }
      if (r < 7 && a !== rows[r + 1][k] && land(a) && land(rows[r + 1][k])) {
        ctx.beginPath();
        ctx.moveTo(k * s, (r + 1) * s);
        ctx.lineTo((k + 1) * s, (r + 1) * s);
        ctx.stroke();
      }
    }
  ctx.strokeStyle = "#3b2a1c";
  ctx.lineWidth = 1;
  ctx.strokeRect(0.5, 0.5, px - 1, px - 1);
  return c;
}

/** `opt`: {st(), check(action), host, render(), canvas, geom()} from the view. */
export function arranger(opt) {
  const { check, host, render, canvas } = opt;
  const cur = () => opt.st();
  let arr = null; // {piece, col, row, turns}
  let arrCheck = null; // {key, ok, reason}
  const arrangeActs = () => (cur().legal || []).filter((a) => a.type === "arrange");
  const arrSlots = () =>
    arr
      ? arrangeActs()
          .filter((a) => a.piece === arr.piece && a.turns === arr.turns)
          .map((a) => [a.col, a.row])
      : [];
  function arrInfo() {
    if (!arr) return null;
    const action = { type: "arrange", ...arr };
    const key = JSON.stringify(action);
    if (arrCheck?.key !== key) {
      const r = cur().canAct ? check(action) : { ok: false, reason: t("it is not your turn") };
      arrCheck = { key, ok: !!r.ok, reason: r.ok ? "" : host.why(r) };
    }
    return { ...arr, ok: arrCheck.ok };
  }
  function arrWords() {
    const a = arrInfo();
    if (!a) return "";
    const m = arrangeGeom(cur().view).m; // the frames on the map, counted from its top left
    const w = { piece: a.piece, x: a.col + m + 1, y: a.row + m + 1, deg: a.turns * 90, why: arrCheck.reason };
    return a.ok
      ? t("Piece {piece} in frame {x} across, {y} down, turned {deg}°: allowed.", w)
      : t("Piece {piece} in frame {x} across, {y} down, turned {deg}°: not allowed: {why}.", w);
  }
  function arrSelect(letter) {
    const first = arrangeActs().find((a) => a.piece === letter);
    arr = first ? { piece: letter, col: first.col, row: first.row, turns: first.turns } : { piece: letter, col: 0, row: 0, turns: 0 };
    render();
    host.announce(
      t("Piece {piece} picked up. {where} Arrow keys move it, R turns it, N finds the next allowed spot, Enter places it.", {
        piece: letter,
        where: arrWords(),
      }),
    );
    canvas.focus();
  }
  function arrMove(dc, dr) {
    if (!arr) return;
    const { sw, sh, m } = arrangeGeom(cur().view);
    arr.col = Math.max(-m, Math.min(sw - 1 - m, arr.col + dc));
    arr.row = Math.max(-m, Math.min(sh - 1 - m, arr.row + dr));
    render();
    host.announce(arrWords());
  }
  function arrTurn() {
    if (!arr) return;
    arr.turns = (arr.turns + 1) % 4;
    render();
    host.announce(`${t("Turned.")} ${arrWords()}`);
  }
  function arrNext() {
    const list = arrangeActs().filter((a) => a.piece === arr?.piece);
    if (!list.length) return;
    const i = list.findIndex((a) => a.col === arr.col && a.row === arr.row && a.turns === arr.turns);
    const a = list[(i + 1) % list.length];
    Object.assign(arr, { col: a.col, row: a.row, turns: a.turns });
    render();
    host.announce(arrWords());
  }
  function arrPlace() {
    if (!arr) return;
    const action = { type: "arrange", ...arr };
    const r = check(action);
    if (!r.ok) {
      host.announce(t("Not allowed here: {why}", { why: host.why(r) }));
      return;
    }
    const keep = arr;
    arr = null;
    if (!host.act(action)) {
      arr = keep;
      render();
    }
  }

  const arrPointer = (e) => {
    const r = canvas.getBoundingClientRect(),
      geom = opt.geom();
    const c = Math.floor((e.clientX - r.left - geom.ox) / geom.s),
      w = Math.floor((e.clientY - r.top - geom.oy) / geom.s);
    const { sw, sh, m } = arrangeGeom(cur().view);
    if (c < -m || w < -m || c > sw - 1 - m || w > sh - 1 - m) return false;
    const same = c === arr.col && w === arr.row;
    arr.col = c;
    arr.row = w;
    return same;
  };
  const title = (t) => h("h2", { class: "cc-h" }, t);
  return {
    active: () => !!arr,
    words: arrWords,
    geom: () => arrangeGeom(cur().view),
    /** Drops the piece in hand when it is no longer this seat's to place. */
    reset() {
      const st = cur(),
        v = st.view;
      if (v.phase !== "arrange" || !st.canAct || (arr && !v.toPlace.some((p) => p.letter === arr.piece))) arr = null;
    },
    draw(ctx, w, hgt) {
      return drawArrange(ctx, w, hgt, cur().view, arrInfo(), arrSlots());
    },
    message(box) {
      const i = arrInfo();
      box.className = `cc-ghostmsg ${i.ok ? "ok" : "no"}`;
      fill(box, h("strong", null, i.ok ? "✓ " : "✗ "), arrWords());
    },
    key(e) {
      const am = {
        ArrowLeft: () => arrMove(-1, 0),
        ArrowRight: () => arrMove(1, 0),
        ArrowUp: () => arrMove(0, -1),
        ArrowDown: () => arrMove(0, 1),
        r: arrTurn,
        R: arrTurn,
        n: arrNext,
        N: arrNext,
      };
      if (e.key === "Enter" && e.target === canvas) {
        e.preventDefault();
        arrPlace();
      } else if (am[e.key]) {
        e.preventDefault();
        am[e.key]();
      }
    },
    pointerMove(e) {
      const k = JSON.stringify(arr);
      arrPointer(e);
      if (k !== JSON.stringify(arr)) render();
    },
    pointerDown(e) {
      if (arrPointer(e) && arrCheck?.ok) arrPlace();
      else {
        render();
        host.announce(arrWords());
      }
    },
    /** The buttons that move, turn and place the piece in hand (under the map). */
    bar() {
      return [
        h(
          "span",
          { class: "cc-gname" },
          h("strong", null, t("Piece {piece}", { piece: arr.piece })),
          ` · ${t("turned {deg}°", { deg: arr.turns * 90 })}`,
        ),
        h(
          "span",
          { class: "cc-pad", role: "group", "aria-label": t("Move the piece") },
          [
            ["◀", -1, 0, t("Move left")],
            ["▲", 0, -1, t("Move up")],
            ["▼", 0, 1, t("Move down")],
            ["▶", 1, 0, t("Move right")],
          ].map(([sign, dc, dr, w]) =>
            h("button", { type: "button", class: "btn cc-gbtn", "aria-label": w, onclick: () => arrMove(dc, dr) }, sign),
          ),
        ),
        h("button", { type: "button", class: "btn cc-gbtn", "data-arrange-turn": "", onclick: arrTurn }, t("⟳ Turn (R)")),
        h("button", { type: "button", class: "btn cc-gbtn", onclick: arrNext }, t("Next allowed spot (N)")),
        h(
          "button",
          { type: "button", class: "btn primary cc-gbtn", "data-arrange-place": "", disabled: !arrInfo().ok, onclick: arrPlace },
          t("Place here (Enter)"),
        ),
      ];
    },
    /** The pieces to place (each drawn on its button), what to do, and the random arrangement. */
    actions() {
      const v = cur().view;
      const rnd = { type: "arrangeRandom" };
      return [
        title(t("Arrange the board pieces")),
        h(
          "div",
          { class: "cc-btnrow", role: "group", "aria-label": t("Pieces to place") },
          v.toPlace.map((p) =>
            h(
              "button",
              {
                type: "button",
                class: `btn${arr?.piece === p.letter ? " primary" : ""}`,
                "data-arrange-piece": p.letter,
                "aria-pressed": arr?.piece === p.letter ? "true" : "false",
                onclick: () => arrSelect(p.letter),
              },
              pieceCanvas(p.rows),
              ` ${t("Piece {piece} · costs {cost}", { piece: p.letter, cost: p.cost })}`,
            ),
          ),
        ),
        h(
          "p",
          { class: "small" },
          t(
            "Lay the drawn pieces next to each other, edge to edge. Where two pieces touch, land must face land and water face water; open edges may show anything. Pick a piece, move it with the arrow keys, the pointer or the buttons under the map, turn it with R, place it with Enter; dashed frames show where it fits as turned now.",
          ),
        ),
        h(
          "p",
          null,
          h(
            "button",
            {
              type: "button",
              class: "btn",
              "data-arrange-random": "",
              onclick: () => {
                arr = null;
                host.act(rnd);
              },
            },
            t("Use a random arrangement"),
          ),
          h(
            "span",
            { class: "small muted" },
            ` ${t("places the rest at once: the engine picks a compact arrangement from the game's seed.")}`,
          ),
        ),
      ];
    },
  };
}
