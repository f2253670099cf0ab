// Bullseye's rules page (#/bullseye/rules and the "?" over a running game): pictures and text, every word from the
// catalog (t), every number and name of the game from GameInfo and Game.static().
import { PAINT, pips, shape } from "./pictures.js";

// ----- how to play ---------------------------------------------------------------------------------------------------
// The rules page (shown by the shell at #/bullseye/rules, from the picker, the setup screen and the game's "?"),
// written from shared/rules/bullseye.md, with pictures of the rulebook's examples. The colours, the sheets, the bonus
// table and the number of players are Python's (`static`, `info`); only the examples' own roll and entries are here.
const EXAMPLE_ROLL = { K: 1, B: 3, Y: 4, R: 1, G: 2, W: 4 }; // Sarah's roll
const SARAH = { sheet: "A", writes: ["K", "B", "Y"] }; // row 1: what she writes of that roll
const EMMA = { sheet: "D", written: { B: 5, W: 0, K: 4, Y: 2, R: 2, G: 1 } }; // row 1, finished: 0 is the cross

export function howToPlay({ h, svg, t, info, static: data }) {
  const num = t.number;
  const list = t.list;
  const { colours, sheets, bonus, faces } = data;
  const letters = Object.keys(sheets);
  const rows = sheets[letters[0]].length;
  // A row of the examples: [colour, printed, written or null (open), 0 (crossed)] from a sheet's first row.
  const exampleRow = (sheet, written) => sheets[sheet][0].map((f) => [f.colour, f.printed, written[f.colour] ?? null]);
  const hitsOf = (row) => row.filter(([, printed, written]) => written === printed).map(([colour]) => colour);
  const sarahRow = exampleRow(SARAH.sheet, Object.fromEntries(SARAH.writes.map((c) => [c, EXAMPLE_ROLL[c]])));
  const emmaRow = exampleRow(EMMA.sheet, EMMA.written);
  const emmaScore = emmaRow.reduce((sum, [, , written]) => sum + written, 0) + bonus[hitsOf(emmaRow).length];

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
  const colourWords = list(colours.map((c) => t(`bullseye.colour.${c}`)));
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
      row.length * 62 + (score === null ? 0 : 70),
      64,
      [
        ...row.map(([colour, printed, written], i) =>
          field(colour, printed, written, hits.includes(colour), i * 62 + 2, 2, 58),
        ),
        score === null
          ? null
          : svg(
              "text",
              {
                x: row.length * 62 + 35,
                y: 42,
                "text-anchor": "middle",
                "font-size": 24,
                "font-weight": 800,
                fill: "#1d2b3a",
              },
              num(score),
            ),
      ],
    );

  const rollPicture = picture(
    t("bullseye.howto.dice_picture", { dice: diceWords(EXAMPLE_ROLL) }),
    colours.length * 62,
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
        bonus.map((_, n) => h("td", {}, num(n))),
      ),
      h(
        "tr",
        {},
        h("th", { scope: "row" }, t("bullseye.howto.bonus_points")),
        bonus.map((b) => h("td", {}, num(b))),
      ),
    ),
  );
  const figure = (pic, caption) => h("figure", { class: "be-howto-figure" }, pic, h("figcaption", {}, caption));
  const section = (title, ...children) => h("section", {}, h("h3", {}, title), children);
  const items = (keys) => keys.map((key) => h("li", {}, t(key)));

  return h(
    "article",
    { class: "be-howto" },
    h("h2", {}, t("bullseye.howto.title", { game: t("bullseye.title") })),
    h("p", { class: "be-howto-lead" }, t("bullseye.tagline")),
    section(t("bullseye.howto.goal_heading"), h("p", {}, t("bullseye.howto.goal", { rows, dice: colours.length }))),
    section(
      t("bullseye.howto.components_heading"),
      h("p", {}, t("bullseye.howto.dice", { count: colours.length, colours: colourWords })),
      figure(rollPicture, t("bullseye.howto.shapes")),
      legend,
      h(
        "p",
        {},
        t("bullseye.howto.sheets", {
          first: letters[0],
          last: letters.at(-1),
          rows,
          fields: colours.length,
          low: Math.min(...faces),
          high: Math.max(...faces),
        }),
      ),
    ),
    section(
      t("bullseye.howto.turn_heading"),
      h(
        "ol",
        {},
        h("li", {}, t("bullseye.howto.turn_roll", { dice: colours.length })),
        items(["bullseye.howto.turn_reroll", "bullseye.howto.turn_write", "bullseye.howto.turn_cross"]),
        h("li", {}, t("bullseye.howto.turn_next")),
      ),
      figure(rowPicture(SARAH.sheet, sarahRow, hitsOf(sarahRow), null), t("bullseye.howto.example_write")),
    ),
    section(
      t("bullseye.howto.scoring_heading"),
      h("p", {}, t("bullseye.howto.scoring", { fields: colours.length })),
      bonusTable,
      figure(rowPicture(EMMA.sheet, emmaRow, hitsOf(emmaRow), emmaScore), t("bullseye.howto.example_cross")),
    ),
    section(
      t("bullseye.howto.end_heading"),
      h(
        "ul",
        {},
        h("li", {}, t("bullseye.howto.end_last_row", { row: rows })),
        items(["bullseye.howto.end_others", "bullseye.howto.end_winner"]),
      ),
    ),
    section(
      t("bullseye.howto.app_heading"),
      h(
        "ul",
        {},
        h("li", {}, t("bullseye.howto.app_players", { min: info.min_seats, max: info.max_seats })),
        items(["bullseye.howto.app_entries", "bullseye.howto.app_bots", "bullseye.howto.app_controls"]),
      ),
    ),
  );
}
