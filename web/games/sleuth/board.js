// The mansion, drawn from the board map of the game's static data: squares, rooms with their walls and doors, the
// cellar with the envelope, secret passages, the tokens and weapons, and where the roll lets the token go (buttons
// while the board is zoomed to a finger's size; while the whole board is shown, only marked: its squares are too small
// to tap, and the rooms in reach are listed beside the prompt).
import { unchanged } from "../../widgets.js";
import { icon, PASSAGE_ICON, WEAPON_ICONS } from "./pictures.js";
import { cardName, initial, tok, zoomed } from "./words.js";

// The board's geometry, worked out once per game from the static board.
export function geometry(ctx) {
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

export function board(ctx) {
  const { view, h, legal, t } = ctx;
  const data = ctx.static.board;
  const geo = geometry(ctx);
  const grid = h("div", { class: "sl-board", role: "group", "aria-label": t("sleuth.ui.mansion") });
  // The floor (squares, room tiles, the cellar) never changes in a game: built once, then left as it is.
  grid.append(unchanged(ctx, "sl-floor", [t.lang], () => floor(ctx, data, geo)));

  // Rooms: name, the tokens and weapons in it, its passage; a room within reach is a button (marked only, on the whole
  // board).
  const tappable = zoomed(ctx);
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
      h("span", { class: "sl-room-name", "data-room": room }, cardName(t, room)),
      h("span", { class: "sl-room-things" }, tokens, weapons),
      passages[room]
        ? h(
            "span",
            {
              class: `sl-passage ${passageCorner(geo, room)}`,
              "data-room": room,
              title: t("sleuth.ui.passage", { room: passages[room] }),
            },
            icon(PASSAGE_ICON, null),
            h("span", { class: "sl-passage-to" }, t("sleuth.ui.passage_to", { room: passages[room] })),
          )
        : null,
    ];
    const here = view.suspect && view.tokens[view.suspect]?.room === room;
    const cls = `sl-room${here ? " here" : ""}`;
    if (roomTargets.has(room) && tappable) {
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
      const marked = roomTargets.has(room) ? " target marked" : "";
      const label = roomLabel(ctx, room);
      grid.append(h("div", { class: cls + marked, style: area(box), role: "group", "aria-label": label }, inner));
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
    const place = { gridColumn: `${x + 1}`, gridRow: `${y + 1}` };
    if (!tappable) {
      grid.append(h("span", { class: "sl-target marked", style: place, "aria-hidden": "true" }));
      continue;
    }
    grid.append(
      h("button", {
        class: "sl-target",
        type: "button",
        style: place,
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
