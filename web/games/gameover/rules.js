// Gameover's rules page (#/gameover/rules and the "?" over a running game): pictures and text, every word from the
// catalog (t), every number and name of the game from GameInfo and Game.static().
import { panelLetters } from "./panel.js";

// ----- How to play ---------------------------------------------------------------------------------------------------
// The rules page (shown by the shell at #/gameover/rules), written from shared/rules/gameover.md. Its pictures are
// SVG with their colours inline, so they draw the same with or without this game's stylesheet. The deck, the hands,
// the tiles, the word lengths and the languages are Python's (`static`, `info`).
const EXAMPLE_MISSES = 3; // the panel's picture: after this many misses

export function howToPlay({ h, svg, t, info, static: data }) {
  const p = (key, args) => h("p", {}, t(key, args));
  const list = (tag, keys, args = {}) =>
    h(
      tag,
      {},
      keys.map((key) => h("li", {}, t(key, args))),
    );
  const cardTerms = { vowel: "vowel", consonant: "consonant", guess: "guess" };
  const or = (items) => new Intl.ListFormat(t.lang, { type: "disjunction" }).format(items);
  const languageName = new Intl.DisplayNames(t.lang, { type: "language" });
  const deck = {
    ...cardTerms,
    copies: data.letter_copies,
    vowel_cards: data.wild_cards.vowel,
    consonant_cards: data.wild_cards.consonant,
    guess_cards: data.guess_cards,
    vowels: or([...data.vowels]),
  };
  const levels = Object.entries(data.word_lengths).map(([level, [min, max]]) =>
    t("gameover.howto.word_level", { level, min, max }),
  );
  const total = data.tiles_total;
  const word = [...t("gameover.howto.example_word").toUpperCase()];
  const pattern = word.map((c, i) => (i === 0 || i === word.length - 1 ? c : null));
  const letter = exampleLetter(word);
  const after = word.map((c, i) => pattern[i] ?? (c === letter ? c : null));
  const shown = pattern.map((c) => c ?? "_").join("");
  return h(
    "article",
    { class: "go-howto" },
    h("h2", {}, t("gameover.howto.goal_title")),
    p("gameover.howto.goal", { tiles: total }),
    figure(
      h,
      t("gameover.howto.panel_picture", { fallen: EXAMPLE_MISSES, left: total - EXAMPLE_MISSES, total }),
      panelPicture(svg, t, total, EXAMPLE_MISSES),
    ),
    h("h2", {}, t("gameover.howto.setup_title")),
    h(
      "ol",
      {},
      h("li", {}, t("gameover.howto.setup_guide")),
      h("li", {}, t("gameover.howto.setup_show", { word: word.join(""), pattern: shown })),
      h("li", {}, t("gameover.howto.setup_deal", { hand: data.hand_size })),
    ),
    h("h2", {}, t("gameover.howto.cards_title")),
    p("gameover.howto.cards_intro"),
    list("ul", ["gameover.howto.cards_letters", "gameover.howto.cards_wild", "gameover.howto.cards_guess"], deck),
    figure(h, t("gameover.howto.cards_picture"), cardsPicture(svg, t, data)),
    h("h2", {}, t("gameover.howto.turn_title")),
    p("gameover.howto.turn_intro"),
    list("ul", ["gameover.howto.turn_play", "gameover.howto.turn_draw"]),
    p("gameover.howto.turn_reshuffle"),
    h("h3", {}, t("gameover.howto.ask_title")),
    list(
      "ul",
      ["gameover.howto.ask", "gameover.howto.ask_hit", "gameover.howto.ask_miss", "gameover.howto.ask_accents"],
      cardTerms,
    ),
    figure(
      h,
      t("gameover.howto.word_picture", { letter }),
      wordPicture(svg, [
        [t("gameover.howto.word_start"), pattern],
        [t("gameover.howto.word_after", { letter }), after],
      ]),
    ),
    h("h3", {}, t("gameover.howto.guess_title")),
    list("ul", ["gameover.howto.guess_card", "gameover.howto.guess_free", "gameover.howto.pass"], cardTerms),
    h("h2", {}, t("gameover.howto.end_title")),
    list("ul", ["gameover.howto.end_guesser", "gameover.howto.end_guide", "gameover.howto.end_score"]),
    h("h2", {}, t("gameover.howto.settings_title")),
    h(
      "ul",
      {},
      h("li", {}, t("gameover.howto.setting_rounds")),
      h("li", {}, t("gameover.howto.setting_first_guide")),
      h("li", {}, t("gameover.howto.setting_any_word", { min: data.min_word, max: data.max_word })),
      h("li", {}, t("gameover.howto.setting_winning_guide")),
      h("li", {}, t("gameover.howto.setting_word_level", { levels: t.list(levels) })),
      h(
        "li",
        {},
        t("gameover.howto.setting_language", { languages: or(info.languages.map((l) => languageName.of(l))) }),
      ),
    ),
    h("h2", {}, t("gameover.howto.bots_title")),
    p("gameover.howto.bots"),
  );
}

// The letter the example asks for: the one hidden most often, better still one that is also shown at an end (asking
// for it reveals only its hidden places).
function exampleLetter(word) {
  const inner = word.slice(1, -1);
  const score = (c) => inner.filter((x) => x === c).length + (c === word[0] || c === word.at(-1) ? 0.5 : 0);
  return inner.reduce((best, c) => (score(c) > score(best) ? c : best), inner[0]);
}

function figure(h, caption, picture) {
  return h("figure", { class: "go-howto-figure" }, picture, h("figcaption", {}, caption));
}

const INK = "#1d2b3a";
const FIT = "max-width: 100%; height: auto"; // a picture shrinks to a narrow screen

// The panel after some misses: the fallen tiles show the letters of GAME OVER underneath; two rows of tiles.
function panelPicture(svg, t, total, fallen) {
  const letters = panelLetters(t("gameover.ui.panel_words"), total);
  const perRow = Math.ceil(total / 2);
  const width = 20 + perRow * 56;
  const art = svg("svg", { viewBox: `0 0 ${width} 136`, width, height: 136, "aria-hidden": "true", style: FIT });
  art.append(svg("rect", { x: 0, y: 0, width, height: 136, rx: 12, fill: "#111", stroke: "#444", "stroke-width": 3 }));
  letters.forEach((c, i) => {
    const x = 12 + (i % perRow) * 56;
    const y = 10 + Math.floor(i / perRow) * 62;
    if (i < fallen) {
      art.append(
        svg("rect", { x, y, width: 52, height: 56, rx: 6, fill: "#f5d76e" }),
        svg(
          "text",
          { x: x + 26, y: y + 38, "text-anchor": "middle", "font-size": 30, "font-weight": 900, fill: "#a5281b" },
          c,
        ),
      );
    } else {
      art.append(svg("rect", { x, y, width: 52, height: 56, rx: 6, fill: "#262626", stroke: "#666" }));
    }
  });
  return art;
}

// Rows of letter tiles: a letter shown on a light tile, a hidden one as a dark tile.
function wordPicture(svg, rows) {
  const length = rows[0][1].length;
  const width = Math.max(300, 12 + length * 38);
  const art = svg("svg", { viewBox: `0 0 ${width} ${rows.length * 76}`, width, "aria-hidden": "true", style: FIT });
  rows.forEach(([label, letters], r) => {
    const y = r * 76;
    art.append(svg("text", { x: 6, y: y + 16, "font-size": 14, fill: INK }, label));
    letters.forEach((c, i) => {
      const x = 6 + i * 38;
      art.append(
        svg("rect", {
          x,
          y: y + 24,
          width: 34,
          height: 44,
          rx: 6,
          fill: c ? "#fffdf8" : "#0f2a1f",
          stroke: c ? INK : "#4f8f70",
          "stroke-width": 2,
        }),
      );
      if (c) {
        art.append(
          svg(
            "text",
            { x: x + 17, y: y + 55, "text-anchor": "middle", "font-size": 24, "font-weight": 800, fill: INK },
            c,
          ),
        );
      }
    });
  });
  return art;
}

// The four kinds of card, each with how many the deck holds.
function cardsPicture(svg, t, data) {
  const kinds = [
    {
      face: t("gameover.howto.example_word").toUpperCase()[0],
      fill: "#f3ead9",
      count: t("gameover.howto.letter_count", { n: data.letter_copies }),
    },
    {
      face: t("gameover.ui.card_name", { card: "vowel" }),
      fill: "#f5d98f",
      count: t("gameover.ui.cards", { n: data.wild_cards.vowel }),
    },
    {
      face: t("gameover.ui.card_name", { card: "consonant" }),
      fill: "#a9cbe8",
      count: t("gameover.ui.cards", { n: data.wild_cards.consonant }),
    },
    {
      face: t("gameover.ui.card_name", { card: "guess" }),
      fill: "#f2a49a",
      count: t("gameover.ui.cards", { n: data.guess_cards }),
    },
  ];
  const art = svg("svg", { viewBox: "0 0 400 160", width: 400, "aria-hidden": "true", style: FIT });
  kinds.forEach(({ face, fill, count }, i) => {
    const x = 8 + i * 98;
    art.append(svg("rect", { x, y: 4, width: 84, height: 118, rx: 10, fill, stroke: "#b9ab90", "stroke-width": 2 }));
    const words = face.length === 1 ? [face] : face.split(" ");
    const big = words.length === 1 && face.length === 1;
    words.forEach((w, k) => {
      const y = big ? 80 : 63 - ((words.length - 1) * 16) / 2 + k * 16;
      art.append(
        svg(
          "text",
          { x: x + 42, y, "text-anchor": "middle", "font-size": big ? 44 : 14, "font-weight": 800, fill: INK },
          w,
        ),
      );
    });
    art.append(svg("text", { x: x + 42, y: 146, "text-anchor": "middle", "font-size": 13, fill: INK }, count));
  });
  return art;
}
