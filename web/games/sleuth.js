// Sleuth: the mansion drawn from the board map of the game's static data (rooms, doors, passages, tokens, weapons),
// the dice, the turn's controls (roll, move by tapping, passage, suggestion and accusation dialogs, showing a card),
// the player's hand, a detective notebook that fills itself in and takes marks, and the log of events.
import { dieFace, svg } from "../widgets.js";

export const stylesheet = "games/sleuth.css";

const NOTEBOOK_KEY = "pygames:sleuth:notebooks";
const MARKS = ["", "✗", "✓", "?"]; // a tap on a notebook cell moves to the next mark
const MARK_NAMES = { "": "blank", "✗": "does not have it", "✓": "has it", "?": "maybe" };
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

// What the person is in the middle of doing (an open dialog, the cards picked in it, the notebook folded or not)
// lives in ctx.state, fresh for every game, and survives a redraw; a new turn or phase closes the dialog.
function ui(ctx) {
  const state = ctx.state;
  if (!state.started) Object.assign(state, { started: true, dialog: null, pick: {}, stamp: null, notebookOpen: true });
  return state;
}

export function render(root, ctx) {
  const { view, h } = ctx;
  const state = ui(ctx);
  const stamp = `${view.turn_number}:${view.phase}:${ctx.seat}`;
  if (stamp !== state.stamp) {
    state.stamp = stamp;
    state.dialog = null;
    state.pick = {};
  }
  root.classList.add("sl");
  const side = h("div", { class: "sl-side" }, turnPanel(ctx), handPanel(ctx), solutionPanel(ctx), logBox(ctx));
  const parts = [
    playersStrip(ctx),
    h("div", { class: "sl-main" }, h("div", { class: "sl-board-wrap" }, board(ctx)), side),
    notebook(ctx),
  ];
  root.append(...parts.filter(Boolean)); // root.append(null) would write "null"
  const dialog = state.dialog === "suggest" ? suggestDialog(ctx) : state.dialog === "accuse" ? accuseDialog(ctx) : null;
  if (dialog) root.append(dialog);
}

// The curtain names the suspect, and says why when the next person must show a card.
export function curtain(prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2 || prevSeat === seat) return null;
  const name = `${ctx.seats[seat].name} (${ctx.view.detectives[seat].suspect})`;
  if (ctx.view.phase === "disprove" && ctx.toAct.includes(seat)) return `Pass the device to ${name} to show a card`;
  return `Pass the device to ${name}`;
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

function who(view, seat) {
  return `${view.players[seat].name} (${view.detectives[seat].suspect})`;
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

// A token shows the first letter of the suspect's surname.
function initial(suspect) {
  return suspect.split(" ").at(-1)[0];
}

// ----- players -------------------------------------------------------------------------------------------------------
function playersStrip(ctx) {
  const { view, h, toAct } = ctx;
  return h(
    "ol",
    { class: "sl-players", "aria-label": "Players" },
    view.players.map((p, i) => {
      const d = view.detectives[i];
      const active = toAct.includes(i);
      const status = d.out ? "out" : `${d.hand_size} cards`;
      return h(
        "li",
        {
          class: `sl-player${active ? " active" : ""}${d.out ? " out" : ""}${i === view.seat ? " me" : ""}`,
          "aria-current": active ? "true" : null,
        },
        h("span", { class: `sl-chip ${tok(ctx, d.suspect)}`, "aria-hidden": "true" }),
        h("span", { class: "sl-player-name" }, p.name, p.bot ? h("small", {}, ` (${p.bot} bot)`) : null),
        h("span", { class: "sl-player-suspect" }, `${d.suspect} · ${status}`),
      );
    }),
  );
}

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

function board(ctx) {
  const { view, h, legal } = ctx;
  const data = ctx.static.board;
  const geo = geometry(ctx);
  const grid = h("div", { class: "sl-board", role: "group", "aria-label": "The mansion" });
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
        grid.append(
          h("div", {
            class: `sl-cell sl-room-cell room-${roomClass} ${walls.join(" ")}`,
            style,
            "aria-hidden": "true",
          }),
        );
      } else if (c === "." || /[1-6]/.test(c)) {
        const start = starts[pos];
        grid.append(
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
  grid.append(
    h(
      "div",
      { class: "sl-cellar", style: area(geo.centre), "aria-hidden": "true" },
      h("span", { class: "sl-envelope" }, "?"),
      h("span", { class: "sl-cellar-label" }, "Envelope"),
    ),
  );

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
      .map(([w]) => weaponChip(h, w));
    const inner = [
      h("span", { class: "sl-room-name" }, room),
      h("span", { class: "sl-room-things" }, tokens, weapons),
      passages[room]
        ? h(
            "span",
            { class: `sl-passage ${passageCorner(geo, room)}`, title: `Secret passage to the ${passages[room]}` },
            icon(
              [["path", { d: "M4 20h4v-4h4v-4h4V8h4V4", stroke: "currentColor", "stroke-width": 2.2, fill: "none" }]],
              null,
            ),
            h("span", { class: "sl-passage-to" }, `to ${passages[room]}`),
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
            "aria-label": `Enter the ${room}`,
            onclick: () => ctx.act({ type: "move", room }),
          },
          inner,
        ),
      );
    } else {
      grid.append(
        h("div", { class: cls, style: area(box), role: "group", "aria-label": roomLabel(view, room) }, inner),
      );
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
  for (const action of legal) {
    if (action.type !== "move" || !action.to) continue;
    const [x, y] = action.to;
    grid.append(
      h("button", {
        class: "sl-target",
        type: "button",
        style: { gridColumn: `${x + 1}`, gridRow: `${y + 1}` },
        "aria-label": `Move to ${x}, ${y}`,
        "data-x": x,
        "data-y": y,
        onclick: () => ctx.act(action),
      }),
    );
  }
  return grid;
}

function roomLabel(view, room) {
  const people = Object.entries(view.tokens)
    .filter(([, w]) => w.room === room)
    .map(([s]) => s);
  const things = Object.entries(view.weapons)
    .filter(([, r]) => r === room)
    .map(([w]) => w);
  const inside = [...people, ...things];
  return inside.length ? `${room}: ${inside.join(", ")}` : room;
}

function passageCorner(geo, room) {
  const box = geo.boxes[room];
  const vertical = box.y0 < 12 ? "top" : "bottom";
  const horizontal = box.x0 < 12 ? "left" : "right";
  return `at-${vertical}-${horizontal}`;
}

function token(ctx, suspect) {
  const { view, h } = ctx;
  const mine = suspect === view.suspect;
  return h(
    "span",
    {
      class: `sl-token ${tok(ctx, suspect)}${mine ? " mine" : ""}`,
      role: "img",
      "aria-label": mine ? `${suspect} (you)` : suspect,
      title: suspect,
    },
    initial(suspect),
  );
}

function weaponChip(h, weapon) {
  return h(
    "span",
    { class: "sl-weapon", role: "img", "aria-label": weapon, title: weapon },
    icon(WEAPON_ICONS[weapon], weapon),
  );
}

// ----- the turn --------------------------------------------------------------------------------------------------------
function turnPanel(ctx) {
  const { view, h, legal, seat } = ctx;
  const box = h("section", { class: "sl-turn panel", "aria-label": "Turn" });
  if (view.phase === "over") {
    box.append(
      h("h2", {}, view.winner === null ? "Nobody solved the case" : `${who(view, view.winner)} solved the case`),
    );
    return box;
  }
  const mine = seat !== null && view.turn === seat;
  const suspectName = view.detectives[view.turn].suspect;
  const heading = mine && legal.length ? "Your turn" : `${who(view, view.turn)} is playing`;
  box.append(
    h(
      "h2",
      { class: "sl-turn-title" },
      h("span", { class: `sl-chip ${tok(ctx, suspectName)}`, "aria-hidden": "true" }),
      heading,
    ),
  );
  if (view.dice.length) box.append(dice(h, view.dice));
  const suggestion = view.suggestion;
  if (suggestion) box.append(suggestionSummary(ctx, suggestion));

  if (view.phase === "disprove" && legal.some((a) => a.type === "show")) {
    box.append(showPanel(ctx));
    return box;
  }
  if (seat !== null && view.detectives[seat].out && !legal.length) {
    box.append(
      h("p", { class: "sl-hint" }, "You accused wrongly and are out of the game, but you still show cards when asked."),
    );
  }
  if (!mine || !legal.length) return box;

  const hint = {
    start: view.can_suggest_in
      ? `You were brought into the ${view.can_suggest_in}: suggest here without moving, or roll.`
      : "Roll to move, or accuse.",
    move: `You rolled ${view.dice.reduce((a, b) => a + b, 0)}: tap a glowing square or room.`,
    moved: view.can_suggest_in ? `You are in the ${view.can_suggest_in}: make a suggestion.` : "Your move is done.",
    suggested: "",
  }[view.phase];
  if (view.phase === "move" && !legal.some((a) => a.type === "move"))
    box.append(h("p", { class: "sl-hint" }, "Every way is blocked."));
  else if (hint) box.append(h("p", { class: "sl-hint" }, hint));

  const actions = h("div", { class: "actions" });
  if (has(legal, "roll")) {
    actions.append(
      h(
        "button",
        { class: "btn primary big", type: "button", onclick: () => ctx.act({ type: "roll" }) },
        ctx.static.dice === 2 ? "Roll the dice" : "Roll the die",
      ),
    );
  }
  if (has(legal, "passage")) {
    const here = view.tokens[view.suspect].room;
    const ends = ctx.static.board.passages.flat();
    const to = ends[ends.indexOf(here) ^ 1];
    actions.append(
      h(
        "button",
        { class: "btn", type: "button", onclick: () => ctx.act({ type: "passage" }) },
        `Secret passage to the ${to}`,
      ),
    );
  }
  if (has(legal, "suggest")) {
    actions.append(
      h(
        "button",
        {
          class: `btn${view.phase === "moved" ? " primary" : ""}`,
          type: "button",
          onclick: () => openDialog(ctx, "suggest"),
        },
        `Suggest in the ${view.can_suggest_in}…`,
      ),
    );
  }
  if (has(legal, "end_turn")) {
    actions.append(
      h(
        "button",
        {
          class: `btn${has(legal, "suggest") ? "" : " primary"}`,
          type: "button",
          onclick: () => ctx.act({ type: "end_turn" }),
        },
        "End turn",
      ),
    );
  }
  if (has(legal, "accuse")) {
    actions.append(
      h("button", { class: "btn sl-accuse-btn", type: "button", onclick: () => openDialog(ctx, "accuse") }, "Accuse…"),
    );
  }
  box.append(actions);
  return box;
}

function dice(h, values) {
  return h(
    "div",
    { class: "sl-dice", role: "img", "aria-label": `Dice: ${values.join(" and ")}` },
    values.map((v) => dieFace(v)),
  );
}

function suggestionSummary(ctx, s) {
  const { view, h, seat } = ctx;
  const lines = [
    h(
      "p",
      { class: "sl-suggestion-text" },
      `${who(view, s.by)} suggests `,
      h("strong", {}, s.suspect),
      " with the ",
      h("strong", {}, s.weapon),
      " in the ",
      h("strong", {}, s.room),
      ".",
    ),
  ];
  if (s.passed.length)
    lines.push(
      h("p", { class: "sl-passed" }, `Could not disprove: ${s.passed.map((p) => view.players[p].name).join(", ")}.`),
    );
  if (s.disprover === null) lines.push(h("p", { class: "sl-outcome" }, "Nobody could disprove it."));
  else if (s.card && s.by === seat)
    lines.push(
      h(
        "p",
        { class: "sl-outcome sl-shown", role: "status" },
        `${who(view, s.disprover)} showed you `,
        cardFace(ctx, s.card, "small"),
      ),
    );
  else if (s.card && s.disprover === seat) lines.push(h("p", { class: "sl-outcome" }, `You showed the ${s.card}.`));
  else if (s.shown)
    lines.push(
      h("p", { class: "sl-outcome" }, `${who(view, s.disprover)} showed a card to ${view.players[s.by].name}.`),
    );
  else lines.push(h("p", { class: "sl-outcome" }, `Waiting for ${who(view, s.disprover)} to show a card…`));
  return h("div", { class: "sl-suggestion", "aria-label": "Suggestion" }, lines);
}

function showPanel(ctx) {
  const { view, h, legal } = ctx;
  const s = view.suggestion;
  return h(
    "div",
    { class: "sl-show", role: "group", "aria-label": "Show a card" },
    h("p", { class: "sl-hint" }, `Show ${view.players[s.by].name} one of these cards (only they will see it):`),
    h(
      "div",
      { class: "sl-cards" },
      legal
        .filter((a) => a.type === "show")
        .map((a) =>
          h(
            "button",
            { class: "sl-card-btn", type: "button", "aria-label": `Show ${a.card}`, onclick: () => ctx.act(a) },
            cardFace(ctx, a.card),
          ),
        ),
    ),
  );
}

// ----- cards -----------------------------------------------------------------------------------------------------------
function cardFace(ctx, card, size = "") {
  const { h } = ctx;
  const kind = categoryOf(ctx, card);
  let picture;
  if (kind === "weapon") picture = icon(WEAPON_ICONS[card], null, "sl-card-icon");
  else if (kind === "room") picture = icon(ROOM_ICON, null, "sl-card-icon");
  else picture = h("span", { class: `sl-card-person ${tok(ctx, card)}`, "aria-hidden": "true" }, initial(card));
  return h(
    "span",
    { class: `sl-card ${kind}${size ? ` ${size}` : ""}` },
    h("span", { class: "sl-card-kind" }, kind),
    picture,
    h("span", { class: `sl-card-name${card.includes(" ") || card.length < 10 ? "" : " long"}` }, card),
  );
}

function handPanel(ctx) {
  const { view, h, seat } = ctx;
  if (seat === null) return null;
  return h(
    "section",
    { class: "sl-hand panel", "aria-label": "Your cards" },
    h("h2", {}, `Your cards — you are ${view.suspect}`),
    h(
      "div",
      { class: "sl-cards" },
      view.hand.map((card) => cardFace(ctx, card)),
    ),
  );
}

function solutionPanel(ctx) {
  const { view, h } = ctx;
  if (!view.solution) return null;
  const s = view.solution;
  return h(
    "section",
    { class: "sl-solution panel", "aria-label": "Solution" },
    h("h2", {}, "The solution"),
    h("p", { class: "sl-solution-text" }, `It was ${s.suspect} with the ${s.weapon} in the ${s.room}.`),
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
  ctx.redraw();
}

function picker(ctx, field, label, cards) {
  const { h } = ctx;
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
          card,
        ),
      ),
    ),
  );
}

function dialogShell(ctx, title, body, submitLabel, submit) {
  const { h } = ctx;
  const pick = ctx.state.pick;
  const ready = pick.suspect && pick.weapon && pick.room;
  return h(
    "div",
    { class: "sl-backdrop" },
    h(
      "div",
      { class: "sl-dialog panel", role: "dialog", "aria-modal": "true", "aria-label": title },
      h("h2", {}, title),
      body,
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: () => {
              ctx.state.dialog = null;
              ctx.redraw();
            },
          },
          "Cancel",
        ),
        h("button", { class: "btn primary big", type: "button", disabled: !ready, onclick: submit }, submitLabel),
      ),
    ),
  );
}

function suggestDialog(ctx) {
  const { view, h } = ctx;
  const room = view.can_suggest_in;
  const body = [
    h("p", {}, "I suggest the crime was committed in the ", h("strong", {}, room), ", by…"),
    picker(ctx, "suspect", "Suspect", ctx.static.cards.suspects),
    picker(ctx, "weapon", "Weapon", ctx.static.cards.weapons),
  ];
  return dialogShell(ctx, "Make a suggestion", body, "Suggest", async () => {
    const { suspect, weapon } = ctx.state.pick;
    ctx.state.dialog = null;
    await ctx.act({ type: "suggest", suspect, weapon, room });
  });
}

function accuseDialog(ctx) {
  const { h } = ctx;
  const { cards } = ctx.static;
  const body = [
    h(
      "p",
      { class: "sl-warning" },
      "An accusation is final: if you are wrong, you are out of the game (you still show cards).",
    ),
    picker(ctx, "suspect", "Suspect", cards.suspects),
    picker(ctx, "weapon", "Weapon", cards.weapons),
    picker(ctx, "room", "Room", cards.rooms),
  ];
  return dialogShell(ctx, "Make an accusation", body, "Accuse", async () => {
    const { suspect, weapon, room } = ctx.state.pick;
    ctx.state.dialog = null;
    await ctx.act({ type: "accuse", suspect, weapon, room });
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
  const { view, h, seat } = ctx;
  if (seat === null) return null;
  const facts = autoMarks(ctx);
  const { cards: all } = ctx.static;
  const marks = loadMarks(ctx);
  const known = (card) => view.players.some((_, i) => facts[`${card}|${i}`] === "✓");
  const groups = [
    ["Suspects", all.suspects],
    ["Weapons", all.weapons],
    ["Rooms", all.rooms],
  ];
  const head = (title) =>
    h(
      "tr",
      {},
      h("th", { scope: "col" }, title),
      view.players.map((p, i) =>
        h(
          "th",
          { scope: "col", title: who(view, i) },
          h("span", { class: `sl-chip ${tok(ctx, view.detectives[i].suspect)}`, "aria-hidden": "true" }),
          i === seat ? "You" : p.name,
        ),
      ),
    );
  const tables = groups.map(([title, cards]) => {
    const rows = cards.map((card) => {
      const cells = view.players.map((p, i) => {
        const fact = facts[`${card}|${i}`];
        const name = i === seat ? "you" : p.name;
        if (fact)
          return h(
            "td",
            {
              class: `sl-nb-fact ${fact === "✓" ? "yes" : "no"}`,
              "aria-label": `${card}, ${name}: ${MARK_NAMES[fact]} (known)`,
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
              "aria-label": `Mark ${card} for ${name}: ${MARK_NAMES[mark]}`,
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
      return h("tr", { class: known(card) ? "sl-nb-cleared" : "" }, h("th", { scope: "row" }, card), cells);
    });
    return h(
      "div",
      { class: "sl-nb-scroll" },
      h(
        "table",
        { class: "sl-nb", "aria-label": `Notebook: ${title.toLowerCase()}` },
        h("thead", {}, head(title)),
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
    h("summary", {}, "Detective notebook"),
    h(
      "p",
      { class: "sl-nb-help" },
      "✓ has the card, ✗ does not. Grey cells are what you know for sure; tap any other cell to mark it (✗, ✓, ?).",
    ),
    h("div", { class: "sl-nb-tables", role: "group", "aria-label": "Detective notebook" }, tables),
  );
  return details;
}

// ----- the log ---------------------------------------------------------------------------------------------------------
// The latest events worded through the catalog. A shown card reaches only the suggester and the shower (the event
// then carries it): their line names it.
function logBox(ctx) {
  const { view, h, t } = ctx;
  const line = (event) => {
    if (event.key === "sleuth.showed" && event.args.card) return t("sleuth.showed_card", event.args);
    return t(event.key, event.args);
  };
  return h(
    "ol",
    { class: "sl-log log", "aria-label": "What just happened", "aria-live": "polite" },
    view.events.slice(-8).map((event) => h("li", { "data-event": event.key }, line(event))),
  );
}
