// Sleuth's rules page (#/sleuth/rules and the "?" over a running game): pictures and text, every word from the
// catalog (t), every number and name of the game from GameInfo (info) and Game.static() (static): the cards, the
// secret passages, the number of players, the order of play.
import { PIPS } from "../../widgets.js";
import { cardName, initial } from "./words.js";

// The rules page for a new player, from shared/rules/sleuth.md, with three small pictures: the envelope and its three
// cards, a corner of the board with a roll of five, a row of the notebook.
export function howToPlay({ h, svg, t, info, static: data }) {
  const { cards } = data;
  const names = (group) => group.map((card) => cardName(t, card));
  const total = cards.suspects.length + cards.weapons.length + cards.rooms.length;
  const counts = {
    total,
    suspect_count: cards.suspects.length,
    weapon_count: cards.weapons.length,
    room_count: cards.rooms.length,
  };
  const [[a, b], [c, d]] = data.board.passages;
  const [suspect] = cards.suspects; // the first of the order of play
  const [room] = cards.rooms; // the room in the board's top left corner, as drawn
  const [, weapon] = cards.weapons; // any weapon, for the notebook's row
  const list = (tag, keys) =>
    h(
      tag,
      {},
      keys.map((key) => h("li", {}, key)),
    );
  const figure = (picture, caption) => h("figure", { class: "sl-howto-figure" }, picture, h("figcaption", {}, caption));
  return h(
    "article",
    { class: "sl-howto" },
    h("h2", {}, t("sleuth.howto.title")),
    h("p", { class: "sl-howto-lead" }, t("sleuth.howto.goal")),
    figure(envelopePicture(svg, t), t("sleuth.howto.envelope_caption")),
    h("h3", {}, t("sleuth.howto.setup_heading")),
    list("ul", [
      t("sleuth.howto.setup_cards", {
        ...counts,
        suspects: names(cards.suspects),
        weapons: names(cards.weapons),
        rooms: names(cards.rooms),
      }),
      // The envelope holds one card of each group.
      t("sleuth.howto.setup_deal", { rest: total - Object.keys(cards).length }),
      t("sleuth.howto.setup_tokens"),
      t("sleuth.howto.setup_players", { min: info.min_seats, max: info.max_seats }),
      t("sleuth.howto.setup_first", { first: suspect, order: names(cards.suspects) }),
    ]),
    h("h3", {}, t("sleuth.howto.turn_heading")),
    list("ol", [
      t("sleuth.howto.turn_roll"),
      t("sleuth.howto.turn_room"),
      t("sleuth.howto.turn_passage", { a, b, c, d }),
      t("sleuth.howto.turn_suggest"),
      t("sleuth.howto.turn_disprove"),
      t("sleuth.howto.turn_end"),
    ]),
    figure(
      boardPicture(svg, t, { suspect, room, colour: data.colours[suspect] }),
      t("sleuth.howto.board_caption", { room }),
    ),
    h("h3", {}, t("sleuth.howto.suggest_heading")),
    list("ul", [
      t("sleuth.howto.suggest_own"),
      t("sleuth.howto.suggest_again"),
      t("sleuth.howto.suggest_moved"),
      t("sleuth.howto.suggest_blocked"),
    ]),
    h("h3", {}, t("sleuth.howto.accuse_heading")),
    list("ul", [
      t("sleuth.howto.accuse_when"),
      t("sleuth.howto.accuse_right"),
      t("sleuth.howto.accuse_wrong"),
      t("sleuth.howto.accuse_nobody"),
    ]),
    h("h3", {}, t("sleuth.howto.notebook_heading")),
    h("p", {}, t("sleuth.howto.notebook", { total })),
    figure(notebookPicture(svg, t, weapon), t("sleuth.howto.notebook_caption")),
    h("h3", {}, t("sleuth.howto.options_heading")),
    list("ul", [
      t("sleuth.howto.option_suspects"),
      t("sleuth.howto.option_dice"),
      t("sleuth.howto.option_pass"),
      t("sleuth.howto.option_bots"),
    ]),
  );
}

// The envelope with one card of each kind, face down.
function envelopePicture(svg, t) {
  const card = (x, rotate, band) =>
    svg(
      "g",
      { transform: `rotate(${rotate} ${x + 30} 80)` },
      svg("rect", { x, y: 18, width: 60, height: 84, rx: 7, fill: "#fffdf8", stroke: "#8c7b62", "stroke-width": 2 }),
      svg("rect", { x, y: 18, width: 60, height: 12, rx: 5, fill: band }),
      svg(
        "text",
        { x: x + 30, y: 76, "text-anchor": "middle", "font-size": 30, "font-weight": 900, fill: "#7a1f1f" },
        "?",
      ),
    );
  return svg(
    "svg",
    { viewBox: "0 0 260 150", width: 260, height: 150, role: "img", "aria-label": t("sleuth.howto.envelope_picture") },
    svg("rect", { x: 20, y: 60, width: 220, height: 84, rx: 8, fill: "#e9d9b4", stroke: "#8c7b62", "stroke-width": 2 }),
    card(48, -12, "#b03a48"),
    card(100, 0, "#5d6d7e"),
    card(152, 12, "#a0785a"),
    svg("path", { d: "M20 68 L130 120 L240 68 V144 H20 Z", fill: "#f3e7c9", stroke: "#8c7b62", "stroke-width": 2 }),
  );
}

// A corner of the board: the room there with its door, corridor squares, the first suspect's token and a roll of five.
function boardPicture(svg, t, { suspect, room, colour }) {
  const size = 30;
  const parts = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 7; x++) {
      if (x < 3 && y < 3) continue;
      const fill = (x + y) % 2 ? "#ecd072" : "#f0d77e";
      parts.push(svg("rect", { x: x * size, y: y * size, width: size, height: size, fill, stroke: "#b8a05a" }));
    }
  }
  parts.push(
    svg("rect", {
      x: 0,
      y: 0,
      width: 3 * size,
      height: 3 * size,
      fill: "#d8c4a0",
      stroke: "#3a2718",
      "stroke-width": 3,
    }),
    svg("rect", { x: 2 * size + 4, y: 3 * size - 3, width: size - 8, height: 6, rx: 2, fill: "#e8b04a" }),
    svg(
      "text",
      {
        x: 1.5 * size,
        y: 1.5 * size + 5,
        "text-anchor": "middle",
        "font-size": 13,
        "font-weight": 800,
        fill: "#3b2a1c",
      },
      cardName(t, room),
    ),
  );
  // The token at (4, 4) rolled five: three squares up and left, then the fourth step through the door.
  const path = [
    [4, 4],
    [4, 3],
    [3, 3],
    [2, 3],
    [2, 2],
  ];
  const centre = ([x, y]) => [x * size + size / 2, y * size + size / 2];
  parts.push(
    svg("polyline", {
      points: path.map((p) => centre(p).join(",")).join(" "),
      fill: "none",
      stroke: "#1f5fae",
      "stroke-width": 3,
      "stroke-dasharray": "5 4",
    }),
  );
  for (const [i, p] of path.slice(1).entries()) {
    const [cx, cy] = centre(p);
    parts.push(
      svg("circle", { cx, cy, r: 9, fill: "#fff", stroke: "#1f5fae", "stroke-width": 2 }),
      svg(
        "text",
        { x: cx, y: cy + 4, "text-anchor": "middle", "font-size": 11, "font-weight": 800, fill: "#1d2b3a" },
        String(i + 1),
      ),
    );
  }
  const [sx, sy] = centre(path[0]);
  parts.push(
    // In the suspect's colour, as on the board (the token's colour classes of style.css).
    svg("circle", { class: `sl-howto-token tok-${colour}`, cx: sx, cy: sy, r: 11, stroke: "#222", "stroke-width": 2 }),
    svg(
      "text",
      { class: `sl-howto-initial tok-${colour}`, x: sx, y: sy + 5, "text-anchor": "middle", "font-size": 13 },
      initial(t, suspect),
    ),
  );
  // The die showing five, its pips where the kit's dice have them (PIPS: on a face of 100).
  const die = svg(
    "g",
    { transform: "translate(228 40) scale(0.6)" },
    svg("rect", { x: 0, y: 0, width: 100, height: 100, rx: 18, fill: "#fffdf8", stroke: "#1d2b3a", "stroke-width": 5 }),
  );
  for (const [cx, cy] of PIPS[5]) die.append(svg("circle", { cx, cy, r: 10, fill: "#1d2b3a" }));
  return svg(
    "svg",
    {
      viewBox: "-4 -4 300 160",
      width: 375,
      height: 200,
      role: "img",
      "aria-label": t("sleuth.howto.board_picture", { suspect, room }),
    },
    parts,
    die,
  );
}

// A row of the notebook: a weapon, known to be in the hand of the second player.
function notebookPicture(svg, t, weapon) {
  const cell = (x, text, fill, colour = "#1d2b3a", width = 44) => [
    svg("rect", { x, y: 0, width, height: 40, fill, stroke: "#e2d9c8" }),
    svg(
      "text",
      { x: x + width / 2, y: 26, "text-anchor": "middle", "font-size": 17, "font-weight": 800, fill: colour },
      text,
    ),
  ];
  return svg(
    "svg",
    {
      viewBox: "0 0 280 40",
      width: 280,
      height: 40,
      role: "img",
      "aria-label": t("sleuth.howto.notebook_picture", { card: weapon }),
    },
    cell(0, cardName(t, weapon), "#fffdf8", "#1d2b3a", 104),
    cell(104, "✗", "#ece6da", "#9a3b32"),
    cell(148, "✓", "#ece6da", "#1e7a3a"),
    cell(192, "✗", "#fff", "#2c4157"),
    cell(236, "?", "#fff3cf", "#2c4157"),
  );
}
