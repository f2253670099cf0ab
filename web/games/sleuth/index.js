// Sleuth: the mansion drawn from the board map of the game's static data (rooms, doors, passages, tokens, weapons),
// the dice, the turn's controls (roll, move by tapping a square of the board zoomed to the token or a room of the
// list of rooms in reach, passage, suggestion and accusation dialogs, showing a card), the player's hand, a detective
// notebook that fills itself in, takes marks and records the cards shown, the history of every suggestion, and the
// log of events. Tokens walk to where they moved.
// Every text comes from the catalog (web/locales/<lang>/sleuth.json): "sleuth.ui.*" for the screens,
// "sleuth.howto.*" for the rules page, and the names of cards are the terms "sleuth.card.<name>".
import { dieFace, svg, unchanged } from "../../widgets.js";

const NOTEBOOK_KEY = "pygames:sleuth:notebooks";
const MARKS = ["", "✗", "✓", "?"]; // a press on a notebook cell moves to the next mark
const MARK_NAMES = { "": "blank", "✗": "no", "✓": "yes", "?": "maybe" }; // the values of the messages' select
// Simple pictures for the weapons (24×24), drawn here so nothing is fetched.
const WEAPON_ICONS = {
  Candlestick: [
    ["path", { d: "M12 2c2 3 2 4 0 6-2-2-2-3 0-6z", fill: "#f39c12" }],
    ["rect", { x: 10, y: 8, width: 4, height: 8, fill: "#f7f1e3" }],
    ["rect", { x: 11, y: 16, width: 2, height: 4, fill: "#c9a227" }],
    ["rect", { x: 7, y: 20, width: 10, height: 2.5, rx: 1, fill: "#c9a227" }],
  ],
  Dagger: [
    ["path", { d: "M12 1l2.2 12h-4.4z", fill: "#d5dde5" }],
    ["rect", { x: 7, y: 13, width: 10, height: 2.2, rx: 1, fill: "#8e6e3a" }],
    ["rect", { x: 11, y: 15, width: 2, height: 6, fill: "#6b4f2a" }],
    ["circle", { cx: 12, cy: 22, r: 1.4, fill: "#8e6e3a" }],
  ],
  "Lead Pipe": [
    [
      "path",
      {
        d: "M4 20L15 9l4 0 0-4",
        stroke: "#7f8c8d",
        "stroke-width": 4,
        fill: "none",
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
    ],
  ],
  Revolver: [
    ["path", { d: "M3 7h16v4H11l-1 2H8l-1 8H3l1-8z", fill: "#4a4f55" }],
    ["rect", { x: 19, y: 7.5, width: 3, height: 2, fill: "#4a4f55" }],
    ["circle", { cx: 11, cy: 12, r: 1.6, fill: "#9aa3ab" }],
  ],
  Rope: [
    ["circle", { cx: 12, cy: 12, r: 8, stroke: "#b8864b", "stroke-width": 2.4, fill: "none" }],
    ["circle", { cx: 12, cy: 12, r: 4.5, stroke: "#b8864b", "stroke-width": 2.4, fill: "none" }],
    ["path", { d: "M20 12c0 4 1 7 2 9", stroke: "#b8864b", "stroke-width": 2.4, fill: "none" }],
  ],
  Spanner: [
    [
      "path",
      {
        d: "M15 3a5 5 0 0 0-4.6 6.9L3 17.3 6.7 21l7.4-7.4A5 5 0 0 0 21 9l-3 3-3-3 3-3a5 5 0 0 0-3-3z",
        fill: "#95a5a6",
      },
    ],
  ],
};

const ROOM_ICON = [["path", { d: "M3 11L12 3l9 8v10H15v-6H9v6H3z", fill: "#a0785a" }]];
const PASSAGE_ICON = [
  ["path", { d: "M4 20h4v-4h4v-4h4V8h4V4", stroke: "currentColor", "stroke-width": 2.2, fill: "none" }],
];

// What the person is in the middle of doing (an open dialog, the cards picked in it, the notebook folded or not,
// the control that has the keyboard focus) lives in ctx.state, fresh for every game, and survives a redraw; a new
// turn or phase closes the dialog.
function ui(ctx) {
  const state = ctx.state;
  // In an embed frame the notebook starts folded: a host page's frame has no room to spare below the board, and the
  // notebook fills itself in whether it is open or not (one tap on its title opens it).
  const notebookOpen = !document.body.classList.contains("embed");
  if (!state.started)
    Object.assign(state, { started: true, dialog: null, pick: {}, stamp: null, notebookOpen, focus: null });
  return state;
}

export function render(root, ctx) {
  const { view, h } = ctx;
  const state = ui(ctx);
  const stamp = `${view.turn_number}:${view.phase}:${ctx.seat}`;
  if (stamp !== state.stamp) {
    state.stamp = stamp;
    if (state.dialog) state.focus = null;
    state.dialog = null;
    state.pick = {};
  }
  root.classList.add("sl");
  // The turn (what to do now and its controls) comes first, so that on a narrow screen the prompt and the control it
  // asks for are on screen together; a wide screen puts it beside the board.
  const zoom = zoomed(ctx);
  const turn = turnPanel(ctx);
  const wrap = h("div", { class: `sl-board-wrap${zoom ? " zoom" : ""}` }, board(ctx));
  // Drawn zoomed as the last fit left it, so that redrawing the same turn changes nothing (fitZoom corrects it).
  const fit = zoom && state.zoomFit;
  if (fit) {
    wrap.style.height = `${fit.height}px`;
    wrap.firstElementChild.style.transform = `scale(${fit.scale})`;
  }
  const side = h("div", { class: "sl-side" }, handPanel(ctx), solutionPanel(ctx), logBox(ctx));
  const parts = [playersStrip(ctx), h("div", { class: "sl-main" }, turn, historyPanel(ctx), wrap, side), notebook(ctx)];
  root.append(...parts.filter(Boolean)); // root.append(null) would write "null"
  const dialog = state.dialog === "suggest" ? suggestDialog(ctx) : state.dialog === "accuse" ? accuseDialog(ctx) : null;
  if (dialog) root.append(dialog);
  if (!zoom) ctx.state.zoomWatch?.disconnect();
  afterLayout(root, () => {
    if (zoom) fitZoom(ctx, wrap, turn);
    walkTokens(ctx, wrap);
  });
  keepFocus(root, ctx, dialog);
}

// Work that measures the drawn screen: at once when the shell has put the screen in the page, else at the next frame.
function afterLayout(root, work) {
  if (root.isConnected) work();
  else requestAnimationFrame(() => root.isConnected && work());
}

// ----- moving: the board zoomed to where the token can go ---------------------------------------------------------------
// The board's squares are far smaller than a fingertip on every screen (13 px on a phone, 30 on a tablet), so while
// the person whose screen this is picks a square, the board is drawn at a finger's size in a window of its own,
// scrolled to their token; the rooms within reach are also listed as buttons beside the prompt.
function zoomed(ctx) {
  return ctx.view.phase === "move" && ctx.legal.some((a) => a.type === "move");
}

function fitZoom(ctx, wrap, turn) {
  const { view } = ctx;
  let top = wrap.getBoundingClientRect().top;
  const stacked = turn.getBoundingClientRect().bottom <= top + 1; // a narrow screen: the turn above the board
  if ((stacked && window.innerHeight - top < window.innerHeight * 0.55) || (!stacked && top < 0)) {
    // Bring the prompt to the top of the screen, so that it and the window on the board both show in full.
    window.scrollBy(0, (stacked ? turn : wrap).getBoundingClientRect().top - 8);
    top = wrap.getBoundingClientRect().top;
  }
  const height = Math.max(220, Math.floor(window.innerHeight - Math.max(top, 0) - 12));
  const board = wrap.firstElementChild;
  // (Read from the board, the live node: `wrap` may be the built one that the shell's morph forwards to the page.)
  const zoomedCell = Number.parseFloat(getComputedStyle(board).getPropertyValue("--zoomed-cell"));
  const drawn = boardMetrics(board); // perhaps already scaled by the draw: a square's own width is cell / scale
  const scale = Math.round(((zoomedCell * drawn.scale) / drawn.cell) * 1000) / 1000;
  ctx.state.zoomFit = { height, scale, size: board.offsetWidth };
  wrap.style.height = `${height}px`;
  board.style.transform = `scale(${scale})`;
  // The squares follow the screen's size: when a tablet is turned or a window resized in the middle of a move, the
  // board is fitted again (a redraw runs this again), so that its squares stay a fingertip wide.
  ctx.state.zoomWatch ||= new ResizeObserver(([entry]) => {
    const fit = ctx.state.zoomFit;
    if (entry.target.isConnected && fit && entry.target.offsetWidth !== fit.size) ctx.redraw();
  });
  ctx.state.zoomWatch.observe(board);
  // Centre the window on the token and the squares within reach.
  const cells = [...board.querySelectorAll(".sl-target, .sl-room.target")];
  const mine = board.querySelector(".sl-token.mine");
  if (mine) cells.push(mine);
  if (!cells.length) return;
  const frame = wrap.getBoundingClientRect();
  const boxes = cells.map((el) => el.getBoundingClientRect());
  const x0 = Math.min(...boxes.map((b) => b.left));
  const x1 = Math.max(...boxes.map((b) => b.right));
  const y0 = Math.min(...boxes.map((b) => b.top));
  const y1 = Math.max(...boxes.map((b) => b.bottom));
  const centre = mine ? mine.getBoundingClientRect() : { left: x0, right: x1, top: y0, bottom: y1 };
  // The whole reach when it fits, else the token in the middle.
  const cx = x1 - x0 <= frame.width ? (x0 + x1) / 2 : (centre.left + centre.right) / 2;
  const cy = y1 - y0 <= frame.height ? (y0 + y1) / 2 : (centre.top + centre.bottom) / 2;
  wrap.scrollLeft += cx - (frame.left + frame.width / 2);
  wrap.scrollTop += cy - (frame.top + frame.height / 2);
  wrap.dataset.zoomed = view.turn_number;
}

// ----- motion: a token that moved walks from where it was ----------------------------------------------------------------
// Positions are remembered between draws in ctx.state; a token whose place changed is drawn at its new place and walks
// there from the old one: square by square along the corridor after a roll (a shortest way: the rules do not send the
// way taken, and any shortest way looks the same), straight across the board when a passage or a suggestion moved it.
// Nothing moves when the system asks for reduced motion.
function walkTokens(ctx, wrap) {
  const { view } = ctx;
  const before = ctx.state.tokensBefore;
  ctx.state.tokensBefore = JSON.stringify(view.tokens);
  if (!before || before === ctx.state.tokensBefore) return;
  const old = JSON.parse(before);
  const board = wrap.firstElementChild;
  // On the screen, in pixels (the zoomed board is scaled); a token's translation is in the board's own pixels.
  const { left, top, cell, scale } = boardMetrics(board);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The seats that moved by their roll in the latest reply (entered a room or moved along the corridor).
  const rolled = new Set(
    ctx.newEvents.filter((e) => e.key === "sleuth.moved" || e.key === "sleuth.entered").map((e) => e.args.seat),
  );
  for (const [suspect, where] of Object.entries(view.tokens)) {
    const was = old[suspect];
    if (!was || JSON.stringify(was) === JSON.stringify(where)) continue;
    const el = board.querySelector(`.sl-token[data-suspect="${suspect}"]`);
    if (!el) continue;
    const seat = view.detectives.findIndex((d) => d.suspect === suspect);
    const points = (rolled.has(seat) && walkedPath(ctx, was, where)) || [centreOf(ctx, was), centreOf(ctx, where)];
    el.dataset.walk = points.length - 1; // the steps it walks (read by the end-to-end tests)
    el.classList.add("sl-walk");
    if (still) continue;
    const now = el.getBoundingClientRect();
    const [cx, cy] = [now.left + now.width / 2, now.top + now.height / 2];
    const frames = points.map(([x, y]) => ({
      transform: `translate(${Math.round((left + x * cell - cx) / scale)}px, ${Math.round((top + y * cell - cy) / scale)}px)`,
    }));
    frames.push({ transform: "none" });
    el.animate(frames, { duration: Math.min(140 * points.length, 1600), easing: "ease-in-out" });
  }
}

// Where the board's squares start on the screen, how wide one is there, and the scale the board is drawn at.
function boardMetrics(board) {
  const frame = board.getBoundingClientRect();
  const scale = frame.width / board.offsetWidth;
  const style = getComputedStyle(board);
  const [padLeft, padRight] = [Number.parseFloat(style.paddingLeft), Number.parseFloat(style.paddingRight)];
  const cell = ((board.offsetWidth - padLeft - padRight) / 24) * scale;
  const top = frame.top + Number.parseFloat(style.paddingTop) * scale;
  return { left: frame.left + padLeft * scale, top, cell, scale };
}

// The middle of a square or of a room, in squares from the board's top left corner.
function centreOf(ctx, where) {
  if (where.square) return [where.square[0] + 0.5, where.square[1] + 0.5];
  const box = geometry(ctx).boxes[where.room];
  return [(box.x0 + box.x1 + 1) / 2, (box.y0 + box.y1 + 1) / 2];
}

// A shortest way along the corridor from one place to another (out of a room and into one through their doors), as
// the middles of the squares walked; null if there is none.
function walkedPath(ctx, was, where) {
  const { rows, doors } = ctx.static.board;
  const key = ([x, y]) => `${x},${y}`;
  const corridor = ([x, y]) => /^[.1-6]$/.test(rows[y]?.[x] ?? "");
  const ends = (place) =>
    place.square ? [place.square] : doors.filter((d) => d.room === place.room).map((d) => d.square);
  const goals = new Set(ends(where).map(key));
  const previous = new Map(ends(was).map((square) => [key(square), null]));
  const queue = ends(was);
  let found = null;
  while (queue.length && !found) {
    const square = queue.shift();
    if (goals.has(key(square))) found = square;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const next = [square[0] + dx, square[1] + dy];
      if (!corridor(next) || previous.has(key(next))) continue;
      previous.set(key(next), square);
      queue.push(next);
    }
  }
  if (!found) return null;
  const path = [];
  for (let square = found; square; square = previous.get(key(square))) path.unshift(square);
  const points = path.map(([x, y]) => [x + 0.5, y + 0.5]);
  if (was.room) points.unshift(centreOf(ctx, was));
  if (where.room) points.push(centreOf(ctx, where));
  return points;
}

// The screen is drawn anew after every change, so the keyboard focus would fall back to the page: remember which
// control had it (by its data-focus name) and give it back, or, when that control is gone, move the focus to what
// needs attention now (the dialog, a card to show, where to move, the next step of the turn).
function keepFocus(root, ctx, dialog) {
  const state = ctx.state;
  root.addEventListener("focusin", (event) => {
    state.focus = event.target.closest("[data-focus]")?.dataset.focus ?? null;
  });
  const active = document.activeElement;
  if (active && active !== document.body && !root.contains(active)) return; // the focus is elsewhere on the page
  const within = dialog || root;
  const named = (name) => [...within.querySelectorAll("[data-focus]")].find((el) => el.dataset.focus === name);
  let target = state.focus ? named(state.focus) : null;
  if (!target && dialog) target = dialog.querySelector("button[aria-pressed]");
  if (!target && ctx.legal.length) {
    for (const kind of ["show", "room", "square", "suggest", "roll", "end"]) {
      target = root.querySelector(`[data-focus^="${kind}:"]`);
      if (target) break;
    }
  }
  // Without scrolling: the screen is laid out so that the prompt and its controls show together (see fitZoom).
  if (target && target !== active) target.focus({ preventScroll: true });
}

// The curtain names the suspect, and says why when the next person must show a card.
export function curtain(prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2 || prevSeat === seat) return null;
  const args = { seat, suspect: ctx.view.detectives[seat].suspect };
  if (ctx.view.phase === "disprove" && ctx.toAct.includes(seat)) return ctx.t("sleuth.ui.curtain_show", args);
  return ctx.t("sleuth.ui.curtain", args);
}

// ----- helpers -------------------------------------------------------------------------------------------------------
function icon(parts, label, cls = "sl-icon") {
  const picture = svg(
    "svg",
    { viewBox: "0 0 24 24", class: cls, "aria-hidden": "true", focusable: "false" },
    parts.map(([tag, attrs]) => svg(tag, attrs)),
  );
  if (label) {
    const title = svg("title");
    title.textContent = label;
    picture.prepend(title);
  }
  return picture;
}

// The name of a card (a suspect, weapon or room) in the player's language.
function cardName(t, card) {
  return t(`sleuth.card.${card}`);
}

// A seat and its suspect, the arguments of the messages that name "Ann (Miss Scarlet)".
function seatArgs(view, seat) {
  return { seat, suspect: view.detectives[seat].suspect };
}

// A message with some of its arguments drawn as elements (card names in bold): those arguments go in as markers
// and the worded text is split at them, so the sentence stays whole for the translator.
function rich(t, key, args, elements) {
  const names = Object.keys(elements);
  const marked = { ...args };
  names.forEach((name, i) => {
    marked[name] = `\uE000${i}\uE001`;
  });
  return t(key, marked)
    .split(/\uE000(\d+)\uE001/)
    .map((piece, i) => (i % 2 ? elements[names[Number(piece)]] : piece));
}

function has(legal, type) {
  return legal.some((a) => a.type === type);
}

function categoryOf(ctx, card) {
  if (ctx.static.cards.suspects.includes(card)) return "suspect";
  if (ctx.static.cards.weapons.includes(card)) return "weapon";
  return "room";
}

// The token's colour class: the suspect's colour in the static data.
function tok(ctx, suspect) {
  return `tok-${ctx.static.colours[suspect]}`;
}

// A token shows the first letter of the suspect's surname (as the player's language writes the name).
function initial(t, suspect) {
  return cardName(t, suspect).split(" ").at(-1)[0];
}

// ----- players -------------------------------------------------------------------------------------------------------
function playersStrip(ctx) {
  const { view, h, toAct, t } = ctx;
  return h(
    "ol",
    { class: "sl-players", "aria-label": t("sleuth.ui.players") },
    view.players.map((p, i) => {
      const d = view.detectives[i];
      const active = toAct.includes(i);
      const status = d.out
        ? t("sleuth.ui.player_out", { suspect: d.suspect })
        : t("sleuth.ui.player_cards", { suspect: d.suspect, cards: d.hand_size });
      return h(
        "li",
        {
          class: `sl-player${active ? " active" : ""}${d.out ? " out" : ""}${i === view.seat ? " me" : ""}`,
          "aria-current": active ? "true" : null,
        },
        h("span", { class: `sl-chip ${tok(ctx, d.suspect)}`, "aria-hidden": "true" }),
        h(
          "span",
          { class: "sl-player-name" },
          p.name,
          p.bot ? h("small", {}, " ", t("sleuth.ui.bot", { level: p.bot })) : null,
          active ? h("span", { class: "sl-to-play" }, t("sleuth.ui.to_play")) : null,
        ),
        h("span", { class: "sl-player-suspect" }, status),
      );
    }),
  );
}

// ----- the board -----------------------------------------------------------------------------------------------------
// ----- the board -----------------------------------------------------------------------------------------------------
// The board's geometry, worked out once per game from the static board.
function geometry(ctx) {
  if (ctx.state.geometry) return ctx.state.geometry;
  const { rows, legend, doors } = ctx.static.board;
  const arrows = "^v<>";
  const roomAt = new Map(); // "x,y" -> room name
  const doorAt = new Map(); // "x,y" -> direction
  for (const door of doors) doorAt.set(`${door.cell[0]},${door.cell[1]}`, door.direction);
  // Letters name rooms; arrow squares belong to the room of the letters around them (as in the board file).
  for (const [y, row] of rows.entries()) {
    for (const [x, c] of [...row].entries()) if (legend[c]) roomAt.set(`${x},${y}`, legend[c]);
  }
  for (const door of doors) roomAt.set(`${door.cell[0]},${door.cell[1]}`, door.room);
  const boxes = {};
  for (const [pos, room] of roomAt) {
    const [x, y] = pos.split(",").map(Number);
    boxes[room] ||= { x0: x, y0: y, x1: x, y1: y };
    const b = boxes[room];
    b.x0 = Math.min(b.x0, x);
    b.y0 = Math.min(b.y0, y);
    b.x1 = Math.max(b.x1, x);
    b.y1 = Math.max(b.y1, y);
  }
  const centre = { x0: 99, y0: 99, x1: -1, y1: -1 };
  for (const [y, row] of rows.entries()) {
    for (const [x, c] of [...row].entries()) {
      if (c !== "X") continue;
      centre.x0 = Math.min(centre.x0, x);
      centre.y0 = Math.min(centre.y0, y);
      centre.x1 = Math.max(centre.x1, x);
      centre.y1 = Math.max(centre.y1, y);
    }
  }
  ctx.state.geometry = { roomAt, doorAt, boxes, centre, arrows };
  return ctx.state.geometry;
}

function area(box) {
  return { gridColumn: `${box.x0 + 1} / ${box.x1 + 2}`, gridRow: `${box.y0 + 1} / ${box.y1 + 2}` };
}

// The squares and room tiles, and the cellar where the envelope lies, in a wrapper with display: contents (its
// children are placed in the board's grid).
function floor(ctx, data, geo) {
  const { h, t } = ctx;
  const floor = h("div", { class: "sl-floor" });
  const starts = {};
  for (const [suspect, [x, y]] of Object.entries(data.starts)) starts[`${x},${y}`] = suspect;
  const sides = [
    [0, -1, "t", "^"],
    [1, 0, "r", ">"],
    [0, 1, "b", "v"],
    [-1, 0, "l", "<"],
  ];
  for (const [y, row] of data.rows.entries()) {
    for (const [x, c] of [...row].entries()) {
      const pos = `${x},${y}`;
      const style = { gridColumn: `${x + 1}`, gridRow: `${y + 1}` };
      const room = geo.roomAt.get(pos);
      if (room) {
        const walls = [];
        for (const [dx, dy, side, arrow] of sides) {
          if (geo.roomAt.get(`${x + dx},${y + dy}`) === room) continue;
          walls.push(geo.doorAt.get(pos) === arrow ? `door-${side}` : `w${side}`);
        }
        const roomClass = room.toLowerCase().replace(/ /g, "-");
        floor.append(
          h("div", {
            class: `sl-cell sl-room-cell room-${roomClass} ${walls.join(" ")}`,
            style,
            "aria-hidden": "true",
          }),
        );
      } else if (c === "." || /[1-6]/.test(c)) {
        const start = starts[pos];
        floor.append(
          h("div", {
            class: `sl-cell sl-sq${start ? ` sl-start ${tok(ctx, start)}` : ""}${(x + y) % 2 ? " odd" : ""}`,
            style,
            "aria-hidden": "true",
          }),
        );
      }
    }
  }
  // The cellar, where the envelope lies.
  floor.append(
    h(
      "div",
      { class: "sl-cellar", style: area(geo.centre), "aria-hidden": "true" },
      h("span", { class: "sl-envelope" }, "?"),
      h("span", { class: "sl-cellar-label" }, t("sleuth.ui.envelope")),
    ),
  );
  return floor;
}

function board(ctx) {
  const { view, h, legal, t } = ctx;
  const data = ctx.static.board;
  const geo = geometry(ctx);
  const grid = h("div", { class: "sl-board", role: "group", "aria-label": t("sleuth.ui.mansion") });
  // The floor (squares, room tiles, the cellar) never changes in a game: built once, then left as it is.
  grid.append(unchanged(ctx, "sl-floor", [t.lang], () => floor(ctx, data, geo)));

  // Rooms: name, the tokens and weapons in it, its passage; a room within reach is a button.
  const roomTargets = new Set(legal.filter((a) => a.type === "move" && a.room).map((a) => a.room));
  const passages = {};
  for (const [a, b] of data.passages) {
    passages[a] = b;
    passages[b] = a;
  }
  for (const [room, box] of Object.entries(geo.boxes)) {
    const tokens = Object.entries(view.tokens)
      .filter(([, where]) => where.room === room)
      .map(([s]) => token(ctx, s));
    const weapons = Object.entries(view.weapons)
      .filter(([, r]) => r === room)
      .map(([w]) => weaponChip(ctx, w));
    const inner = [
      h("span", { class: "sl-room-name" }, cardName(t, room)),
      h("span", { class: "sl-room-things" }, tokens, weapons),
      passages[room]
        ? h(
            "span",
            {
              class: `sl-passage ${passageCorner(geo, room)}`,
              title: t("sleuth.ui.passage", { room: passages[room] }),
            },
            icon(PASSAGE_ICON, null),
            h("span", { class: "sl-passage-to" }, t("sleuth.ui.passage_to", { room: passages[room] })),
          )
        : null,
    ];
    const here = view.suspect && view.tokens[view.suspect]?.room === room;
    const cls = `sl-room${here ? " here" : ""}`;
    if (roomTargets.has(room)) {
      grid.append(
        h(
          "button",
          {
            class: `${cls} target`,
            type: "button",
            style: area(box),
            "aria-label": t("sleuth.ui.enter_room", { room }),
            "data-focus": `room:${room}`,
            onclick: () => ctx.act({ type: "move", room }),
          },
          inner,
        ),
      );
    } else {
      grid.append(h("div", { class: cls, style: area(box), role: "group", "aria-label": roomLabel(ctx, room) }, inner));
    }
  }
  // Tokens on corridor squares, then the squares within reach of the roll.
  for (const [suspect, where] of Object.entries(view.tokens)) {
    if (!where.square) continue;
    const [x, y] = where.square;
    grid.append(
      h("div", { class: "sl-on-square", style: { gridColumn: `${x + 1}`, gridRow: `${y + 1}` } }, token(ctx, suspect)),
    );
  }
  // Nearest the token first, so that the keyboard's Tab goes from near to far.
  const from = view.suspect && view.tokens[view.suspect]?.square;
  const away = ([x, y]) => (from ? Math.abs(x - from[0]) + Math.abs(y - from[1]) : 0);
  const squares = legal.filter((a) => a.type === "move" && a.to).sort((a, b) => away(a.to) - away(b.to));
  for (const action of squares) {
    const [x, y] = action.to;
    grid.append(
      h("button", {
        class: "sl-target",
        type: "button",
        style: { gridColumn: `${x + 1}`, gridRow: `${y + 1}` },
        "aria-label": t("sleuth.ui.move_to", { x, y }),
        "data-x": x,
        "data-y": y,
        "data-focus": `square:${x},${y}`,
        onclick: () => ctx.act(action),
      }),
    );
  }
  return grid;
}

function roomLabel(ctx, room) {
  const { view, t } = ctx;
  const people = Object.entries(view.tokens)
    .filter(([, w]) => w.room === room)
    .map(([s]) => s);
  const things = Object.entries(view.weapons)
    .filter(([, r]) => r === room)
    .map(([w]) => w);
  const inside = [...people, ...things].map((card) => cardName(t, card));
  return inside.length ? t("sleuth.ui.room_contents", { room, things: inside }) : cardName(t, room);
}

function passageCorner(geo, room) {
  const box = geo.boxes[room];
  const vertical = box.y0 < 12 ? "top" : "bottom";
  const horizontal = box.x0 < 12 ? "left" : "right";
  return `at-${vertical}-${horizontal}`;
}

function token(ctx, suspect) {
  const { view, h, t } = ctx;
  const mine = suspect === view.suspect;
  const name = cardName(t, suspect);
  return h(
    "span",
    {
      class: `sl-token ${tok(ctx, suspect)}${mine ? " mine" : ""}`,
      "data-suspect": suspect,
      role: "img",
      "aria-label": mine ? t("sleuth.ui.token_you", { suspect }) : name,
      title: name,
    },
    initial(t, suspect),
  );
}

function weaponChip(ctx, weapon) {
  const name = cardName(ctx.t, weapon);
  return ctx.h(
    "span",
    { class: "sl-weapon", role: "img", "aria-label": name, title: name },
    icon(WEAPON_ICONS[weapon], name),
  );
}

// ----- the turn --------------------------------------------------------------------------------------------------------
function turnPanel(ctx) {
  const { view, h, legal, seat, t } = ctx;
  const box = h("section", { class: "sl-turn panel", "aria-label": t("sleuth.ui.turn") });
  if (view.phase === "over") {
    box.append(
      h(
        "h2",
        {},
        view.winner === null ? t("sleuth.ui.nobody_solved") : t("sleuth.ui.solved_by", seatArgs(view, view.winner)),
      ),
    );
    return box;
  }
  const mine = seat !== null && view.turn === seat;
  const suspectName = view.detectives[view.turn].suspect;
  const heading = mine && legal.length ? t("sleuth.ui.your_turn") : t("sleuth.ui.playing", seatArgs(view, view.turn));
  box.append(
    h(
      "h2",
      { class: "sl-turn-title" },
      h("span", { class: `sl-chip ${tok(ctx, suspectName)}`, "aria-hidden": "true" }),
      heading,
    ),
  );
  if (view.dice.length) box.append(dice(ctx, view.dice));
  const suggestion = view.suggestion;
  if (suggestion) box.append(suggestionSummary(ctx, suggestion));

  if (view.phase === "disprove" && legal.some((a) => a.type === "show")) {
    box.append(showPanel(ctx));
    return box;
  }
  if (seat !== null && view.detectives[seat].out && !legal.length) {
    box.append(h("p", { class: "sl-hint" }, t("sleuth.ui.out_hint")));
  }
  if (!mine || !legal.length) return box;

  const room = view.can_suggest_in;
  const hint = {
    start: room ? t("sleuth.ui.hint_brought", { room }) : t("sleuth.ui.hint_start"),
    move: t("sleuth.ui.hint_move", { total: view.dice.reduce((a, b) => a + b, 0) }),
    moved: room ? t("sleuth.ui.hint_in_room", { room }) : t("sleuth.ui.hint_moved"),
    suggested: "",
  }[view.phase];
  if (view.phase === "move" && !legal.some((a) => a.type === "move"))
    box.append(h("p", { class: "sl-hint" }, t("sleuth.ui.blocked")));
  else if (hint) box.append(h("p", { class: "sl-hint" }, hint));
  const rooms = reachableRooms(ctx);
  if (rooms) box.append(rooms);

  const actions = h("div", { class: "actions" });
  const button = (name, cls, onclick, text) =>
    h("button", { class: `btn${cls ? ` ${cls}` : ""}`, type: "button", "data-focus": `${name}:`, onclick }, text);
  if (has(legal, "roll")) {
    actions.append(
      button("roll", "primary big", () => ctx.act({ type: "roll" }), t("sleuth.ui.roll", { dice: ctx.static.dice })),
    );
  }
  if (has(legal, "passage")) {
    const here = view.tokens[view.suspect].room;
    const ends = ctx.static.board.passages.flat();
    const to = ends[ends.indexOf(here) ^ 1];
    actions.append(button("passage", "", () => ctx.act({ type: "passage" }), t("sleuth.ui.passage", { room: to })));
  }
  if (has(legal, "suggest")) {
    actions.append(
      button(
        "suggest",
        view.phase === "moved" ? "primary" : "",
        () => openDialog(ctx, "suggest"),
        t("sleuth.ui.suggest_in", { room }),
      ),
    );
  }
  if (has(legal, "end_turn")) {
    actions.append(
      button(
        "end",
        has(legal, "suggest") ? "" : "primary",
        () => ctx.act({ type: "end_turn" }),
        t("sleuth.ui.end_turn"),
      ),
    );
  }
  if (has(legal, "accuse")) {
    actions.append(button("accuse", "sl-accuse-btn", () => openDialog(ctx, "accuse"), t("sleuth.ui.accuse_open")));
  }
  box.append(actions);
  return box;
}

// The rooms within reach of the roll as a list of buttons beside the prompt: the same moves as the glowing rooms on
// the board, for a finger, a keyboard or a screen reader.
function reachableRooms(ctx) {
  const { h, legal, t } = ctx;
  const rooms = legal.filter((a) => a.type === "move" && a.room);
  if (!rooms.length) return null;
  return h(
    "div",
    { class: "sl-reach", role: "group", "aria-label": t("sleuth.ui.rooms_in_reach") },
    h("p", { class: "sl-reach-title" }, t("sleuth.ui.rooms_in_reach")),
    h(
      "div",
      { class: "actions" },
      rooms.map((action) =>
        h(
          "button",
          {
            class: "btn primary",
            type: "button",
            "data-focus": `room:${action.room}`,
            onclick: () => ctx.act(action),
          },
          icon(ROOM_ICON, null),
          " ",
          t("sleuth.ui.enter_room", { room: action.room }),
        ),
      ),
    ),
  );
}

// ----- the history: every suggestion so far and the whole log, folded away behind one tap -----------------------------
// All of it comes from this seat's view: who suggested what, who could not disprove, who showed a card to whom, and
// which card only where this seat saw it (the suggester and the one who showed it); then the accusations.
function historyPanel(ctx) {
  const { view, h, seat, t } = ctx;
  const suggestions = view.suggestions;
  const entry = (s) => {
    const strong = (card) => h("strong", {}, cardName(t, card));
    const lines = [
      h(
        "p",
        {},
        rich(
          t,
          "sleuth.ui.history_suggested",
          { turn: s.turn, seat: s.by, who: view.detectives[s.by].suspect },
          { suspect: strong(s.suspect), weapon: strong(s.weapon), room: strong(s.room) },
        ),
      ),
    ];
    if (s.passed.length) lines.push(h("p", { class: "sl-passed" }, t("sleuth.ui.passed", { seats: s.passed })));
    let outcome;
    if (s.disprover === null) outcome = s.passed.length ? t("sleuth.ui.nobody_disproved") : null;
    else if (s.card && s.by === seat) outcome = t("sleuth.ui.history_showed_you", { seat: s.disprover, card: s.card });
    else if (s.card && s.disprover === seat) outcome = t("sleuth.ui.history_you_showed", { to: s.by, card: s.card });
    else if (s.shown) outcome = t("sleuth.ui.showed_to", { ...seatArgs(view, s.disprover), to: s.by });
    else outcome = t("sleuth.ui.waiting", seatArgs(view, s.disprover));
    if (outcome) lines.push(h("p", { class: "sl-outcome" }, outcome));
    return h("li", { class: "sl-history-item" }, lines);
  };
  const accusations = view.accusations.map((a) =>
    h(
      "li",
      { class: "sl-history-item" },
      t("sleuth.ui.history_accused", { seat: a.by, ...a, correct: a.correct ? "yes" : "no" }),
    ),
  );
  return h(
    "details",
    {
      class: "sl-history panel",
      open: !!ctx.state.historyOpen,
      ontoggle: (e) => {
        // Its contents are drawn only while it is open (the whole log can be long).
        if (e.target.open === !!ctx.state.historyOpen) return;
        ctx.state.historyOpen = e.target.open;
        ctx.state.focus = "history:";
        ctx.redraw();
      },
    },
    h("summary", { "data-focus": "history:" }, t("sleuth.ui.history", { suggestions: suggestions.length })),
    ctx.state.historyOpen ? historyContents(ctx, suggestions.map(entry), accusations) : null,
  );
}

function historyContents(ctx, suggestions, accusations) {
  const { view, h, t } = ctx;
  return [
    h("h3", {}, t("sleuth.ui.history_suggestions")),
    suggestions.length
      ? h("ol", { class: "sl-history-list" }, suggestions)
      : h("p", { class: "sl-hint" }, t("sleuth.ui.history_none")),
    accusations.length
      ? [h("h3", {}, t("sleuth.ui.history_accusations")), h("ol", { class: "sl-history-list" }, accusations)]
      : null,
    h("h3", {}, t("sleuth.ui.history_log")),
    h(
      "ol",
      // A scrolling list takes the keyboard focus, so that it can be scrolled without a mouse.
      { class: "sl-full-log", tabindex: "0", "aria-label": t("sleuth.ui.history_log") },
      view.events.map((event) => h("li", { "data-event": event.key }, eventText(ctx, event))),
    ),
  ];
}

function dice(ctx, values) {
  return ctx.h(
    "div",
    { class: "sl-dice", role: "img", "aria-label": ctx.t("sleuth.ui.dice", { values }) },
    values.map((v) => dieFace(v, { label: ctx.t.number(v) })),
  );
}

function suggestionSummary(ctx, s) {
  const { view, h, seat, t } = ctx;
  const strong = (card) => h("strong", {}, cardName(t, card));
  const lines = [
    h(
      "p",
      { class: "sl-suggestion-text" },
      rich(
        t,
        "sleuth.ui.suggests",
        { seat: s.by, who: view.detectives[s.by].suspect },
        { suspect: strong(s.suspect), weapon: strong(s.weapon), room: strong(s.room) },
      ),
    ),
  ];
  if (s.passed.length) lines.push(h("p", { class: "sl-passed" }, t("sleuth.ui.passed", { seats: s.passed })));
  if (s.disprover === null) lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.nobody_disproved")));
  else if (s.card && s.by === seat)
    lines.push(
      h(
        "p",
        { class: "sl-outcome sl-shown", role: "status" },
        t("sleuth.ui.showed_you", seatArgs(view, s.disprover)),
        cardFace(ctx, s.card, "small"),
      ),
    );
  else if (s.card && s.disprover === seat)
    lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.you_showed", { card: s.card })));
  else if (s.shown)
    lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.showed_to", { ...seatArgs(view, s.disprover), to: s.by })));
  else lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.waiting", seatArgs(view, s.disprover))));
  return h("div", { class: "sl-suggestion", role: "group", "aria-label": t("sleuth.ui.suggestion") }, lines);
}

function showPanel(ctx) {
  const { view, h, legal, t } = ctx;
  const s = view.suggestion;
  return h(
    "div",
    { class: "sl-show", role: "group", "aria-label": t("sleuth.ui.show_group") },
    h("p", { class: "sl-hint" }, t("sleuth.ui.show_hint", { to: s.by })),
    h(
      "div",
      { class: "sl-cards" },
      legal
        .filter((a) => a.type === "show")
        .map((a) =>
          h(
            "button",
            {
              class: "sl-card-btn",
              type: "button",
              "aria-label": t("sleuth.ui.show_card", { card: a.card }),
              "data-focus": `show:${a.card}`,
              onclick: () => ctx.act(a),
            },
            cardFace(ctx, a.card),
          ),
        ),
    ),
  );
}

// ----- cards -----------------------------------------------------------------------------------------------------------
function cardFace(ctx, card, size = "") {
  const { h, t } = ctx;
  const kind = categoryOf(ctx, card);
  const name = cardName(t, card);
  const kindName = t("sleuth.ui.kind", { kind });
  let picture;
  if (kind === "weapon") picture = icon(WEAPON_ICONS[card], null, "sl-card-icon");
  else if (kind === "room") picture = icon(ROOM_ICON, null, "sl-card-icon");
  else picture = h("span", { class: `sl-card-person ${tok(ctx, card)}`, "aria-hidden": "true" }, initial(t, card));
  return h(
    "span",
    { class: `sl-card ${kind}${size ? ` ${size}` : ""}` },
    h("span", { class: "sl-card-kind", style: `--letters: ${letters(kindName)}` }, kindName),
    picture,
    h("span", { class: "sl-card-name", style: `--letters: ${letters(name)}` }, name),
  );
}

// How many letters a card's longest word has: its name and kind are set as big as fits the card (sleuth.css), down to
// a floor below which the name breaks where the locale file's soft hyphens (U+00AD) say (hyphens: auto cannot:
// Chromium on Linux has no dictionaries).
export function letters(text) {
  const words = text.replaceAll("\u00ad", "").split(" ");
  return Math.max(...words.map((word) => word.length));
}

function handPanel(ctx) {
  const { view, h, seat, t } = ctx;
  if (seat === null) return null;
  return h(
    "section",
    { class: "sl-hand panel", "aria-label": t("sleuth.ui.your_cards") },
    h("h2", {}, t("sleuth.ui.your_cards_title", { suspect: view.suspect })),
    h(
      "div",
      { class: "sl-cards" },
      view.hand.map((card) => cardFace(ctx, card)),
    ),
  );
}

function solutionPanel(ctx) {
  const { view, h, t } = ctx;
  if (!view.solution) return null;
  const s = view.solution;
  return h(
    "section",
    { class: "sl-solution panel", "aria-label": t("sleuth.ui.solution") },
    h("h2", {}, t("sleuth.ui.solution_title")),
    h("p", { class: "sl-solution-text" }, t("sleuth.ui.solution_text", s)),
    h(
      "div",
      { class: "sl-cards" },
      [s.suspect, s.weapon, s.room].map((c) => cardFace(ctx, c)),
    ),
  );
}

// ----- suggestion and accusation dialogs ----------------------------------------------------------------------------------
function openDialog(ctx, kind) {
  ctx.state.dialog = kind;
  ctx.state.pick = kind === "suggest" ? { room: ctx.view.can_suggest_in } : {};
  ctx.state.opener = `${kind === "suggest" ? "suggest" : "accuse"}:`;
  ctx.state.focus = null;
  ctx.redraw();
}

function closeDialog(ctx) {
  ctx.state.dialog = null;
  ctx.state.focus = ctx.state.opener; // back to the button that opened it
  ctx.redraw();
}

function picker(ctx, field, label, cards) {
  const { h, t } = ctx;
  const pick = ctx.state.pick;
  return h(
    "fieldset",
    { class: "sl-pick" },
    h("legend", {}, label),
    h(
      "div",
      { class: "sl-pick-options", role: "group", "aria-label": label },
      cards.map((card) =>
        h(
          "button",
          {
            class: `sl-pick-btn${pick[field] === card ? " chosen" : ""}`,
            type: "button",
            "aria-pressed": pick[field] === card ? "true" : "false",
            "data-focus": `pick:${field}:${card}`,
            onclick: () => {
              pick[field] = card;
              ctx.redraw();
            },
          },
          field === "suspect"
            ? h("span", { class: `sl-chip ${tok(ctx, card)}`, "aria-hidden": "true" })
            : field === "weapon"
              ? icon(WEAPON_ICONS[card], null)
              : null,
          cardName(t, card),
        ),
      ),
    ),
  );
}

// A modal dialog: Escape or Cancel closes it, Tab stays inside it, and the submit button, disabled until the
// three cards are picked, says what is still missing.
function dialogShell(ctx, { kind, title, body, submitLabel, missing, submit }) {
  const { h } = ctx;
  const pick = ctx.state.pick;
  const ready = pick.suspect && pick.weapon && pick.room;
  const why = `sl-${kind}-why`;
  const dialog = h(
    "div",
    {
      class: "sl-dialog panel",
      role: "dialog",
      "aria-modal": "true",
      "aria-label": title,
      onkeydown: (event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          closeDialog(ctx);
        } else if (event.key === "Tab") trapTab(event, dialog);
      },
    },
    h("h2", {}, title),
    body,
    ready ? null : h("p", { class: "sl-why", id: why }, missing),
    h(
      "div",
      { class: "actions" },
      h(
        "button",
        { class: "btn", type: "button", "data-focus": "cancel:", onclick: () => closeDialog(ctx) },
        ctx.t("sleuth.ui.cancel"),
      ),
      h(
        "button",
        {
          class: "btn primary big",
          type: "button",
          disabled: !ready,
          "aria-describedby": ready ? null : why,
          "data-focus": "submit:",
          onclick: submit,
        },
        submitLabel,
      ),
    ),
  );
  return h("div", { class: "sl-backdrop" }, dialog);
}

function trapTab(event, dialog) {
  const controls = [...dialog.querySelectorAll("button:not([disabled])")];
  if (!controls.length) return;
  const first = controls[0];
  const last = controls.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function suggestDialog(ctx) {
  const { view, h, t } = ctx;
  const room = view.can_suggest_in;
  const body = [
    h("p", {}, rich(t, "sleuth.ui.suggest_intro", {}, { room: h("strong", {}, cardName(t, room)) })),
    picker(ctx, "suspect", t("sleuth.ui.suspect"), ctx.static.cards.suspects),
    picker(ctx, "weapon", t("sleuth.ui.weapon"), ctx.static.cards.weapons),
  ];
  return dialogShell(ctx, {
    kind: "suggest",
    title: t("sleuth.ui.suggest_title"),
    body,
    submitLabel: t("sleuth.ui.suggest"),
    missing: t("sleuth.ui.suggest_needs"),
    submit: async () => {
      const { suspect, weapon } = ctx.state.pick;
      ctx.state.dialog = null;
      ctx.state.focus = null;
      await ctx.act({ type: "suggest", suspect, weapon, room });
    },
  });
}

function accuseDialog(ctx) {
  const { h, t } = ctx;
  const { cards } = ctx.static;
  const body = [
    h("p", { class: "sl-warning" }, t("sleuth.ui.accuse_warning")),
    picker(ctx, "suspect", t("sleuth.ui.suspect"), cards.suspects),
    picker(ctx, "weapon", t("sleuth.ui.weapon"), cards.weapons),
    picker(ctx, "room", t("sleuth.ui.room"), cards.rooms),
  ];
  return dialogShell(ctx, {
    kind: "accuse",
    title: t("sleuth.ui.accuse_title"),
    body,
    submitLabel: t("sleuth.ui.accuse"),
    missing: t("sleuth.ui.accuse_needs"),
    submit: async () => {
      const { suspect, weapon, room } = ctx.state.pick;
      ctx.state.dialog = null;
      ctx.state.focus = null;
      await ctx.act({ type: "accuse", suspect, weapon, room });
    },
  });
}

// ----- the detective notebook ------------------------------------------------------------------------------------------
// Facts this seat has seen fill the grid by themselves (own hand, cards shown to it, who could not disprove);
// any other cell takes a mark by tapping, kept in local storage for this game and seat.
function notebookKey(ctx) {
  const { view } = ctx;
  return [view.seat, view.players.map((p) => p.name).join("|"), view.hand.join("|")].join("#");
}

function loadMarks(ctx) {
  try {
    const all = JSON.parse(localStorage.getItem(NOTEBOOK_KEY) || "{}");
    return all[notebookKey(ctx)]?.marks || {};
  } catch {
    return {};
  }
}

function saveMarks(ctx, marks) {
  try {
    const all = JSON.parse(localStorage.getItem(NOTEBOOK_KEY) || "{}");
    all[notebookKey(ctx)] = { marks, at: Date.now() };
    // Keep the notebooks of the last few games only.
    const keys = Object.keys(all).sort((a, b) => all[b].at - all[a].at);
    for (const old of keys.slice(12)) delete all[old];
    localStorage.setItem(NOTEBOOK_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the marks last until the page is closed.
  }
}

function autoMarks(ctx) {
  const { view } = ctx;
  const { cards } = ctx.static;
  const facts = {}; // "card|seat" -> "✓" or "✗"
  const set = (card, seat, mark) => {
    facts[`${card}|${seat}`] ||= mark;
  };
  const owned = (card, owner) => {
    for (const i of view.players.keys()) set(card, i, i === owner ? "✓" : "✗");
  };
  for (const card of view.hand) owned(card, view.seat);
  for (const { card, by } of view.shown_to_me) owned(card, by);
  for (const s of view.suggestions)
    for (const p of s.passed) for (const card of [s.suspect, s.weapon, s.room]) set(card, p, "✗");
  for (const card of [...cards.suspects, ...cards.weapons, ...cards.rooms]) {
    if (!view.hand.includes(card)) set(card, view.seat, "✗");
  }
  return facts;
}

function notebook(ctx) {
  const { view, h, seat, t } = ctx;
  if (seat === null) return null;
  const facts = autoMarks(ctx);
  const { cards: all } = ctx.static;
  const marks = loadMarks(ctx);
  const known = (card) => view.players.some((_, i) => facts[`${card}|${i}`] === "✓");
  const groups = [
    ["suspects", all.suspects],
    ["weapons", all.weapons],
    ["rooms", all.rooms],
  ];
  const head = (group) =>
    h(
      "tr",
      {},
      h("th", { scope: "col" }, t("sleuth.ui.nb_group", { group })),
      view.players.map((p, i) =>
        h(
          "th",
          { scope: "col", title: t("sleuth.ui.who", seatArgs(view, i)) },
          h("span", { class: `sl-chip ${tok(ctx, view.detectives[i].suspect)}`, "aria-hidden": "true" }),
          i === seat ? t("sleuth.ui.nb_you") : p.name,
        ),
      ),
    );
  const tables = () =>
    groups.map(([group, cards]) => {
      const rows = cards.map((card) => {
        const cells = view.players.map((_, i) => {
          const fact = facts[`${card}|${i}`];
          const whose = { card, seat: i, me: i === seat };
          if (fact)
            return h(
              "td",
              {
                class: `sl-nb-fact ${fact === "✓" ? "yes" : "no"}`,
                "aria-label": t("sleuth.ui.nb_known", { ...whose, mark: MARK_NAMES[fact] }),
              },
              fact,
            );
          const mark = marks[`${card}|${i}`] || "";
          return h(
            "td",
            {},
            h(
              "button",
              {
                class: `sl-nb-mark${mark ? " marked" : ""}`,
                type: "button",
                "aria-label": t("sleuth.ui.nb_mark", { ...whose, mark: MARK_NAMES[mark] }),
                "data-focus": `mark:${card}|${i}`,
                onclick: () => {
                  const next = MARKS[(MARKS.indexOf(mark) + 1) % MARKS.length];
                  const updated = { ...loadMarks(ctx), [`${card}|${i}`]: next };
                  if (!next) delete updated[`${card}|${i}`];
                  saveMarks(ctx, updated);
                  ctx.redraw();
                },
              },
              mark,
            ),
          );
        });
        return h(
          "tr",
          { class: known(card) ? "sl-nb-cleared" : "" },
          h("th", { scope: "row" }, cardName(t, card)),
          cells,
        );
      });
      return h(
        "div",
        { class: "sl-nb-scroll" },
        h(
          "table",
          { class: "sl-nb", "aria-label": t("sleuth.ui.nb_table", { group }) },
          h("thead", {}, head(group)),
          h("tbody", {}, rows),
        ),
      );
    });
  const details = h(
    "details",
    {
      class: "sl-notebook panel",
      open: ctx.state.notebookOpen,
      ontoggle: (e) => {
        ctx.state.notebookOpen = e.target.open;
      },
    },
    h("summary", { "data-focus": "notebook:" }, t("sleuth.ui.notebook")),
    h("p", { class: "sl-nb-help" }, t("sleuth.ui.nb_help")),
    shownByMe(ctx),
    // Redrawn only when a fact or a mark changes (a table of every card by every player: most moves change neither).
    unchanged(
      ctx,
      `sl-notebook-${seat}`,
      [t.lang, facts, marks, view.players.map((p) => p.name), view.detectives.map((d) => d.suspect)],
      () => h("div", { class: "sl-nb-tables", role: "group", "aria-label": t("sleuth.ui.notebook") }, tables()),
    ),
  );
  return details;
}

// The cards this seat has shown, and to whom (from the view's shown_by_me): showing the same card again tells the
// others less.
function shownByMe(ctx) {
  const { view, h, t } = ctx;
  const byCard = new Map();
  for (const { card, to } of view.shown_by_me) {
    const seats = byCard.get(card) || [];
    if (!seats.includes(to)) seats.push(to);
    byCard.set(card, seats);
  }
  return h(
    "section",
    { class: "sl-nb-shown", "aria-label": t("sleuth.ui.nb_shown_title") },
    h("h3", {}, t("sleuth.ui.nb_shown_title")),
    byCard.size
      ? h(
          "ul",
          {},
          [...byCard].map(([card, seats]) => h("li", { "data-card": card }, t("sleuth.ui.nb_shown", { card, seats }))),
        )
      : h("p", { class: "sl-nb-help" }, t("sleuth.ui.nb_shown_none")),
  );
}

// ----- the log ---------------------------------------------------------------------------------------------------------
// The latest events worded through the catalog. A shown card reaches only the suggester and the shower (the event
// then carries it): their line names it.
// An event in words (the shell's live region uses it too): a shown card has its own wording for the two who see it.
export function eventText(ctx, event) {
  if (event.key === "sleuth.showed" && event.args.card) return ctx.t("sleuth.showed_card", event.args);
  return ctx.t(event.key, event.args);
}

function logBox(ctx) {
  const { view, h, t } = ctx;
  const line = (event) => eventText(ctx, event);
  return h(
    "ol",
    // not live: the shell's announcer speaks each move once (the page is updated in place, a live log would too)
    { class: "sl-log log", "aria-label": t("sleuth.ui.log") },
    view.events.slice(-8).map((event) => h("li", { "data-event": event.key, "data-key": event.i }, line(event))),
  );
}

// The cards in the rulebook's order (the rules page has no game, hence no static data, to take them from).
