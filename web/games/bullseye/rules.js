// Bullseye's rules page (#/bullseye/rules and the "?" over a running game): pictures and text, every word from the
// catalog (t), every number and name of the game from GameInfo and Game.static().
import { PAINT, pips, SHAPES, shape } from "./pictures.js";

// ----- how to play ---------------------------------------------------------------------------------------------------
// The rules page (shown by the shell at #/bullseye/rules, from the picker, the setup screen and the game's "?"),
// written from shared/rules/bullseye.md, with pictures of the rulebook's examples. The sheets and dice of the examples
// are drawn from these data (a rules page, not a game: it has no ctx.static).
const EXAMPLE_ROLL = { K: 1, B: 3, Y: 4, R: 1, G: 2, W: 4 }; // Sarah's roll
const SARAH_ROW = [
  ["Y", 6, 4],
  ["R", 5, null],
  ["G", 4, null],
  ["B", 3, 3],
  ["W", 2, null],
  ["K", 1, 1],
]; // sheet A row 1: [colour, printed, written (one choice of what Sarah may write)]
const EMMA_ROW = [
  ["B", 6, 5],
  ["W", 5, 0],
  ["K", 4, 4],
  ["Y", 3, 2],
  ["R", 2, 2],
  ["G", 1, 1],
]; // sheet D row 1, finished: 0 is the cross
const BONUS = [0, 1, 3, 6, 10, 15, 21];

export function howToPlay({ h, svg, t }) {
  const num = t.number;
  const list = t.list;
  const colours = Object.keys(SHAPES);

  const die = (colour, value, x, y, size) => {
    const paint = PAINT[colour];
    return svg(
      "g",
      { transform: `translate(${x} ${y}) scale(${size / 100})` },
      svg("rect", {
        x: 3,
        y: 3,
        width: 94,
        height: 94,
        rx: 18,
        fill: paint.fill,
        stroke: paint.stroke || "rgba(0,0,0,0.35)",
        "stroke-width": 3,
      }),
      pips(svg, colour, value, { fill: paint.ink }),
    );
  };

  const field = (colour, printed, written, hit, x, y, size) => {
    const paint = PAINT[colour];
    const parts = [
      svg("rect", {
        x: 2,
        y: 2,
        width: 56,
        height: 56,
        rx: 9,
        fill: paint.fill,
        stroke: hit ? "#f5b82e" : paint.stroke || "none",
        "stroke-width": hit ? 4 : 2,
      }),
      svg("rect", { x: 6, y: 6, width: 18, height: 18, rx: 4, fill: "#fff" }),
      svg(
        "text",
        { x: 15, y: 20, "text-anchor": "middle", "font-size": 14, "font-weight": 800, fill: "#1d2b3a" },
        num(printed),
      ),
      shape(svg, colour, 14, 45, 6, { fill: paint.ink }),
    ];
    if (hit) {
      parts.push(
        svg("circle", { cx: 46, cy: 14, r: 8, fill: "#fff", stroke: "#1d2b3a", "stroke-width": 2 }),
        svg("circle", { cx: 46, cy: 14, r: 4, fill: "none", stroke: "#1d2b3a", "stroke-width": 2 }),
        svg("circle", { cx: 46, cy: 14, r: 1.2, fill: "#1d2b3a" }),
      );
    }
    if (written === 0) {
      parts.push(
        svg("path", {
          d: "M12 12 L48 48 M48 12 L12 48",
          stroke: "#1d2b3a",
          "stroke-width": 6,
          "stroke-linecap": "round",
        }),
      );
    } else if (written !== null) {
      parts.push(
        svg("circle", { cx: 40, cy: 40, r: 14, fill: "#fff" }),
        svg(
          "text",
          { x: 40, y: 46, "text-anchor": "middle", "font-size": 18, "font-weight": 800, fill: "#1f3a8a" },
          num(written),
        ),
      );
    }
    return svg("g", { transform: `translate(${x} ${y}) scale(${size / 60})` }, parts);
  };

  const picture = (label, width, height, children) =>
    svg(
      "svg",
      { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": label, class: "be-howto-pic" },
      children,
    );

  const diceWords = (dice) => list(colours.map((c) => t("bullseye.die", { colour: c, value: dice[c], hit: false })));
  const rowWords = (row, hits) =>
    list(
      row.map(([colour, printed, written]) =>
        t("bullseye.howto.field", {
          colour,
          printed,
          value: written ?? 0,
          state: written === null ? "open" : written === 0 ? "crossed" : hits.includes(colour) ? "hit" : "written",
        }),
      ),
    );
  const rowPicture = (sheetLetter, row, hits, score) =>
    picture(
      t("bullseye.howto.row_picture", { sheet: sheetLetter, row: 1, fields: rowWords(row, hits) }),
      6 * 62 + (score === null ? 0 : 70),
      64,
      [
        ...row.map(([colour, printed, written], i) =>
          field(colour, printed, written, hits.includes(colour), i * 62 + 2, 2, 58),
        ),
        score === null
          ? null
          : svg(
              "text",
              { x: 6 * 62 + 35, y: 42, "text-anchor": "middle", "font-size": 24, "font-weight": 800, fill: "#1d2b3a" },
              num(score),
            ),
      ],
    );

  const rollPicture = picture(
    t("bullseye.howto.dice_picture", { dice: diceWords(EXAMPLE_ROLL) }),
    6 * 62,
    60,
    colours.map((c, i) => die(c, EXAMPLE_ROLL[c], i * 62 + 2, 2, 56)),
  );
  const legend = h(
    "ul",
    { class: "be-howto-legend" },
    colours.map((c) =>
      h(
        "li",
        {},
        svg(
          "svg",
          { viewBox: "0 0 24 24", width: 24, height: 24, "aria-hidden": "true", focusable: "false" },
          svg("rect", {
            x: 1,
            y: 1,
            width: 22,
            height: 22,
            rx: 5,
            fill: PAINT[c].fill,
            stroke: PAINT[c].stroke || "none",
          }),
          shape(svg, c, 12, 12, 6.5, { fill: PAINT[c].ink }),
        ),
        " ",
        t(`bullseye.colour.${c}`),
      ),
    ),
  );
  const bonusTable = h(
    "table",
    { class: "be-howto-bonus" },
    h("caption", {}, t("bullseye.howto.bonus_caption")),
    h(
      "tbody",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "row" }, t("bullseye.howto.bonus_hits")),
        BONUS.map((_, n) => h("td", {}, num(n))),
      ),
      h(
        "tr",
        {},
        h("th", { scope: "row" }, t("bullseye.howto.bonus_points")),
        BONUS.map((b) => h("td", {}, num(b))),
      ),
    ),
  );
  const figure = (pic, caption) => h("figure", { class: "be-howto-figure" }, pic, h("figcaption", {}, caption));
  const section = (title, ...children) => h("section", {}, h("h3", {}, title), children);
  const items = (tag, keys) =>
    h(
      tag,
      {},
      keys.map((key) => h("li", {}, t(key))),
    );

  return h(
    "article",
    { class: "be-howto" },
    h("h2", {}, t("bullseye.howto.title", { game: t("bullseye.title") })),
    h("p", { class: "be-howto-lead" }, t("bullseye.tagline")),
    section(t("bullseye.howto.goal_heading"), h("p", {}, t("bullseye.howto.goal"))),
    section(
      t("bullseye.howto.components_heading"),
      h("p", {}, t("bullseye.howto.dice")),
      figure(rollPicture, t("bullseye.howto.shapes")),
      legend,
      h("p", {}, t("bullseye.howto.sheets")),
    ),
    section(
      t("bullseye.howto.turn_heading"),
      items("ol", [
        "bullseye.howto.turn_roll",
        "bullseye.howto.turn_reroll",
        "bullseye.howto.turn_write",
        "bullseye.howto.turn_cross",
        "bullseye.howto.turn_next",
      ]),
      figure(rowPicture("A", SARAH_ROW, ["K", "B"], null), t("bullseye.howto.example_write")),
    ),
    section(
      t("bullseye.howto.scoring_heading"),
      h("p", {}, t("bullseye.howto.scoring")),
      bonusTable,
      figure(rowPicture("D", EMMA_ROW, ["K", "R", "G"], 20), t("bullseye.howto.example_cross")),
    ),
    section(
      t("bullseye.howto.end_heading"),
      items("ul", ["bullseye.howto.end_row5", "bullseye.howto.end_others", "bullseye.howto.end_winner"]),
    ),
    section(
      t("bullseye.howto.app_heading"),
      items("ul", [
        "bullseye.howto.app_players",
        "bullseye.howto.app_entries",
        "bullseye.howto.app_bots",
        "bullseye.howto.app_controls",
      ]),
    ),
  );
}
