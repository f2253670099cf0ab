// Stikord's rules page (#/stikord/rules and the "?" over a running game): pictures and text, every word from the
// catalog (t), every number and name of the game from GameInfo (info) and Game.static() (game), written from
// shared/rules/stikord.md. Its pictures (the dice, the end of the board) are SVG with their colours inline, so they
// draw the same with or without this game's stylesheet; the card is a list styled by it.
import { PIPS } from "../../widgets.js";
import { KIND_KEYS } from "./kinds.js";

const INK = "#1d2b3a";
const FIT = "max-width: 100%; height: auto"; // a picture shrinks to a narrow screen

export function howToPlay({ h, svg, t, info, static: game }) {
  const p = (key) => h("p", {}, t(key, names));
  const list = (tag, keys) =>
    h(
      tag,
      {},
      keys.map((key) => h("li", {}, t(key, names))),
    );
  const { scores, teams } = game;
  const numbers = game.special_faces.filter((face) => typeof face === "number");
  const timers = info.option_choices.timer;
  // The names of the setup's choices and of the app's buttons as the screens say them, and the game's numbers.
  const names = {
    mode: t("stikord.option.mode"),
    spoken: t("stikord.choice.mode.spoken"),
    typed: t("stikord.choice.mode.typed"),
    free_words: t("stikord.option.free_words"),
    level: t("stikord.option.level"),
    right: t("stikord.ui.right"),
    wrong: t("stikord.ui.wrong"),
    nobody: t("stikord.ui.nobody_yet"),
    name: t("stikord.ui.proper_flag"),
    goal: t("stikord.ui.goal"),
    start: t("stikord.ui.start"),
    mark: t("stikord.ui.ffa_mark"),
    example: t("stikord.ui.last_move", { why: "et_et", squares: scores.et_et }),
    star: game.star,
    last: game.last_square,
    fewest: teams.fewest,
    most: teams.most,
    size: teams.sizes[0],
    bigger: teams.sizes.at(-1),
    alone: teams.alone,
    shortest: Math.min(...timers),
    longest: Math.max(...timers),
    faces: game.special_faces.map(String),
    dice: game.letter_dice.length,
    sides: game.letter_dice[0].length,
    total: game.letter_dice.flat().length,
    language: game.language,
    count: game.card_size,
    low: Math.min(...numbers),
    high: Math.max(...numbers),
    max: game.max_cues,
    attempts: game.attempts,
    run: game.shared_run,
    steal: scores.steal,
    bonus: scores.bonus,
    et_et: scores.et_et,
    first_squares: scores.attempts[0],
    example_squares: scores.attempts[1],
    ffa_own: scores.ffa_own,
    ffa_other: scores.ffa_other,
    star_move: scores.three_star,
    ffa_squares: game.free_for_all_squares,
    ffa_square: game.free_for_all_squares.at(-1),
    first_star: game.star_squares[0],
  };
  return h(
    "article",
    { class: "sk-howto" },
    h("h2", {}, t("stikord.howto.goal_title")),
    p("stikord.howto.goal"),
    h("h2", {}, t("stikord.howto.teams_title")),
    list("ul", ["stikord.howto.teams", "stikord.howto.roles", "stikord.howto.first", "stikord.howto.setup"]),
    h("h2", {}, t("stikord.howto.dice_title")),
    p("stikord.howto.special_die"),
    p("stikord.howto.letter_dice"),
    howtoFigure(h, t("stikord.howto.dice_picture", names), dicePicture(svg, t, game)),
    h("h2", {}, t("stikord.howto.card_title")),
    p("stikord.howto.card"),
    howtoFigure(h, t("stikord.howto.card_picture"), cardPicture(h, t, game)),
    h("h2", {}, t("stikord.howto.turn_title")),
    list("ol", [
      "stikord.howto.turn_draw",
      "stikord.howto.turn_announce",
      "stikord.howto.turn_attempt",
      "stikord.howto.turn_again",
      "stikord.howto.turn_right",
      "stikord.howto.turn_steal",
      "stikord.howto.turn_next",
    ]),
    h("h3", {}, t("stikord.howto.cues_title")),
    list("ul", ["stikord.howto.cue_letters", "stikord.howto.cue_forbidden", "stikord.howto.cue_real"]),
    p("stikord.howto.example"),
    h("h2", {}, t("stikord.howto.scoring_title")),
    h(
      "ul",
      {},
      scores.attempts.map((squares, i) => h("li", {}, t("stikord.howto.score_attempt", { attempt: i + 1, squares }))),
      [
        "stikord.howto.score_et_et",
        "stikord.howto.score_bonus",
        "stikord.howto.score_steal",
        "stikord.howto.score_shown",
      ].map((key) => h("li", {}, t(key, names))),
    ),
    h("h2", {}, t("stikord.howto.ffa_title", names)),
    p("stikord.howto.ffa"),
    list("ul", [
      "stikord.howto.ffa_start",
      "stikord.howto.ffa_guess",
      "stikord.howto.ffa_rolls",
      "stikord.howto.ffa_score",
      "stikord.howto.ffa_not",
    ]),
    howtoFigure(h, t("stikord.howto.board_picture", names), boardPicture(svg, t, game)),
    h("h2", {}, t("stikord.howto.end_title", names)),
    list("ul", ["stikord.howto.end_stars", "stikord.howto.end_et_et", "stikord.howto.end_win"]),
    h("h2", {}, t("stikord.howto.three_title", names)),
    list("ul", [
      "stikord.howto.three_turns",
      "stikord.howto.three_rolls",
      "stikord.howto.three_move",
      "stikord.howto.three_board",
    ]),
    h("h2", {}, t("stikord.howto.app_title")),
    p("stikord.howto.app"),
    list("ul", ["stikord.howto.app_spoken", "stikord.howto.app_typed", "stikord.howto.app_timer"]),
  );
}

function howtoFigure(h, caption, picture) {
  return h("figure", { class: "sk-howto-figure" }, picture, h("figcaption", {}, caption));
}

// The special die and the letter dice of the game's language (static.json: the interface language's game, or the
// game's first language), each as a row of its faces.
function dicePicture(svg, t, game) {
  const rows = [
    { label: t("stikord.ui.special_caption"), faces: game.special_faces, special: true },
    ...game.letter_dice.map((faces, i) => ({ label: t("stikord.howto.letter_die", { n: i + 1 }), faces })),
  ];
  const size = 44;
  const step = 52;
  const rowHeight = 76;
  const width = 8 + Math.max(...rows.map((row) => row.faces.length)) * step;
  const art = svg("svg", {
    viewBox: `0 0 ${width} ${rows.length * rowHeight}`,
    width,
    "aria-hidden": "true",
    style: FIT,
  });
  rows.forEach(({ label, faces, special }, r) => {
    const y = r * rowHeight;
    art.append(svg("text", { x: 6, y: y + 15, "font-size": 13, "font-weight": 700, fill: INK }, label));
    faces.forEach((face, i) => {
      const x = 6 + i * step;
      const top = y + 24;
      art.append(
        svg("rect", {
          x,
          y: top,
          width: size,
          height: size,
          rx: 9,
          fill: special ? INK : "#fdf3dc",
          stroke: special ? "#000" : "#8a5a2b",
          "stroke-width": 2.5,
        }),
      );
      if (typeof face === "number") {
        for (const [px, py] of PIPS[face]) {
          art.append(svg("circle", { cx: x + (px * size) / 100, cy: top + (py * size) / 100, r: 4.2, fill: "#fff" }));
        }
        return;
      }
      const star = face === game.star;
      art.append(
        svg(
          "text",
          {
            x: x + size / 2,
            y: top + size / 2 + (face.length > 1 ? 6 : 9),
            "text-anchor": "middle",
            "font-size": face.length > 1 ? 17 : 26,
            "font-weight": 900,
            "font-family": "system-ui, sans-serif",
            fill: star ? (special ? "#e8b04a" : "#8a5a14") : INK,
          },
          face,
        ),
      );
    });
  });
  return art;
}

// The end of the board: its last eight squares (the last free-for-all square among them), the star squares and
// GOAL; Team A's token on a star square, and the only way on to GOAL from there.
function boardPicture(svg, t, game) {
  const squares = Array.from({ length: 8 }, (_, i) => game.last_square - 7 + i);
  const ffa = new Set(game.free_for_all_squares);
  const stars = new Set(game.star_squares);
  const token = game.star_squares[1] ?? game.star_squares[0];
  const size = 44;
  const step = 48;
  const top = 40;
  const goalWidth = 84;
  const width = 8 + squares.length * step + goalWidth + 8;
  const art = svg("svg", { viewBox: `0 0 ${width} 100`, width, "aria-hidden": "true", style: FIT });
  art.append(svg("rect", { x: 0, y: top - 6, width, height: size + 12, rx: 10, fill: "#3d1711" }));
  const centre = (square) => 8 + squares.indexOf(square) * step + size / 2;
  squares.forEach((square, i) => {
    const x = 8 + i * step;
    const kind = ffa.has(square) ? "ffa" : stars.has(square) ? "star" : "";
    art.append(
      svg("rect", {
        x,
        y: top,
        width: size,
        height: size,
        rx: 7,
        fill: kind === "ffa" ? "#fbd9b4" : kind === "star" ? "#fde7a3" : "#f6ecd8",
      }),
      svg("text", { x: x + 4, y: top + 12, "font-size": 11, "font-weight": 800, fill: "#6e5a3c" }, String(square)),
    );
    if (kind) {
      art.append(
        svg(
          "text",
          {
            x: x + size - 4,
            y: top + size - 5,
            "text-anchor": "end",
            "font-size": 17,
            "font-weight": 900,
            fill: kind === "ffa" ? "#9a4708" : "#7d4f0f",
          },
          kind === "ffa" ? t("stikord.ui.ffa_mark") : game.star,
        ),
      );
    }
  });
  const goalX = 8 + squares.length * step;
  art.append(
    svg("rect", {
      x: goalX,
      y: top,
      width: goalWidth,
      height: size,
      rx: 7,
      fill: INK,
      stroke: "#e8b04a",
      "stroke-width": 3,
    }),
    svg(
      "text",
      {
        x: goalX + goalWidth / 2,
        y: top + size / 2 + 5,
        "text-anchor": "middle",
        "font-size": 14,
        "font-weight": 900,
        fill: "#e8b04a",
      },
      t("stikord.ui.goal"),
    ),
  );
  // Team A's token, and an arrow from it over the star squares to GOAL, labelled ET-ET.
  const tx = centre(token);
  art.append(
    svg("circle", { cx: tx - 6, cy: top + 26, r: 11, fill: "#c0392b", stroke: "#fff", "stroke-width": 2 }),
    svg(
      "text",
      { x: tx - 6, y: top + 31, "text-anchor": "middle", "font-size": 13, "font-weight": 900, fill: "#fff" },
      t("stikord.howto.token_letter"),
    ),
    svg("path", {
      d: `M${tx} ${top - 8} Q ${(tx + goalX + goalWidth / 2) / 2} ${top - 40} ${goalX + goalWidth / 2 - 4} ${top - 9}`,
      fill: "none",
      stroke: INK,
      "stroke-width": 2.5,
    }),
    svg("path", {
      d: `M${goalX + goalWidth / 2 - 4} ${top - 9} l -9 -3 l 4 -7 Z`,
      fill: INK,
    }),
    svg(
      "text",
      {
        x: (tx + goalX + goalWidth / 2) / 2,
        y: 14,
        "text-anchor": "middle",
        "font-size": 13,
        "font-weight": 800,
        fill: INK,
      },
      t("stikord.why.et_et"),
    ),
  );
  return art;
}

// An example card: its five messages, the bonus (★) last with its category, proper names flagged.
function cardPicture(h, t, game) {
  const messages = [
    { badge: "1", kind: "person", key: "stikord.howto.card_1" },
    { badge: "2", kind: "place", key: "stikord.howto.card_2" },
    { badge: "3", kind: "thing", key: "stikord.howto.card_3" },
    { badge: "4", kind: "event", key: "stikord.howto.card_4" },
    { badge: game.star, kind: "person", key: "stikord.howto.card_bonus", proper: true },
  ];
  return h(
    "ol",
    { class: "sk-howto-card" },
    messages.map(({ badge, kind, key, proper }) =>
      h(
        "li",
        {},
        h("span", { class: "sk-card-badge", "aria-hidden": "true" }, badge),
        h("span", { class: "sk-card-kind" }, t(KIND_KEYS[kind])),
        h("span", { class: "sk-card-text" }, t(key)),
        proper ? h("span", { class: "sk-proper", title: t("stikord.ui.proper") }, t("stikord.ui.proper_flag")) : null,
      ),
    ),
  );
}

// In the 3-player game and a typed free-for-all several people guess at once: the shell lets them say who has the device.
