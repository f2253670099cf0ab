// Intercept's rules page (#/intercept/rules and the "?" over a running game): pictures and text, every word from the
// catalog (t), every number and name of the game from GameInfo and Game.static().

// ----- How to play: the rules page the shell shows at #/intercept/rules ------------------------------------------------
// Written from shared/rules/intercept.md; the pictures are drawn with presentation attributes, so they need no stylesheet.
const INK = "#202329";
const PAPER = "#f7f3ea";
const GOLD = "#e8b04a";

export function howToPlay({ h, svg, t, info, static: data }) {
  const section = (title, ...children) => h("section", { class: "howto-section" }, h("h3", {}, title), children);
  // The game's numbers as Python has them (Game.static() of the usual table, GameInfo): no rule restated here.
  const [teamMin, teamMax] = data.team_sizes;
  const counts = {
    tokens: data.tokens_to_decide,
    keywords: data.keywords,
    codes: data.codes,
    digits: data.code_length,
    rounds: data.last_round,
    rounds_three: data.last_round_three,
    seconds: data.timer_seconds,
    team_min: teamMin,
    team_max: teamMax,
    players_min: 2 * teamMin,
    players_max: 2 * teamMax,
    three: info.min_seats,
  };
  const words = {
    w1: t("intercept.howto.word_1"),
    w2: t("intercept.howto.word_2"),
    w3: t("intercept.howto.word_3"),
    w4: t("intercept.howto.word_4"),
    c1: t("intercept.howto.clue_1"),
    c2: t("intercept.howto.clue_2"),
    c3: t("intercept.howto.clue_3"),
  };
  return h(
    "article",
    { class: "howto howto-intercept" },
    h("h2", {}, t("intercept.howto.title")),
    h("p", {}, t("intercept.howto.intro")),
    section(
      t("intercept.howto.goal_title"),
      h("p", {}, t("intercept.howto.goal", counts)),
      tokensPicture(h, svg, t, counts),
    ),
    section(
      t("intercept.howto.setup_title"),
      h(
        "ul",
        {},
        h("li", {}, t("intercept.howto.setup_teams", counts)),
        h("li", {}, t("intercept.howto.setup_keywords", counts)),
        h("li", {}, t("intercept.howto.setup_codes", counts)),
      ),
      codePicture(h, svg, t, words),
    ),
    section(
      t("intercept.howto.round_title"),
      h("p", {}, t("intercept.howto.round_intro", counts)),
      h(
        "ol",
        {},
        h("li", {}, t("intercept.howto.step_encryptor")),
        h("li", {}, t("intercept.howto.step_clues", counts)),
        h("li", {}, t("intercept.howto.step_timer", counts)),
        h("li", {}, t("intercept.howto.step_white", counts)),
        h("li", {}, t("intercept.howto.step_guess", counts)),
        h("li", {}, t("intercept.howto.step_intercept")),
        h("li", {}, t("intercept.howto.step_decode")),
        h("li", {}, t("intercept.howto.step_reveal")),
        h("li", {}, t("intercept.howto.step_black")),
        h("li", {}, t("intercept.howto.step_end_round")),
      ),
      notesPicture(h, svg, t, words),
    ),
    section(
      t("intercept.howto.clues_title"),
      h(
        "ul",
        {},
        h("li", {}, t("intercept.howto.clue_free", counts)),
        h("li", {}, t("intercept.howto.clue_meaning")),
        h("li", {}, t("intercept.howto.clue_app")),
      ),
    ),
    section(
      t("intercept.howto.end_title"),
      h("p", {}, t("intercept.howto.end", counts)),
      h("p", {}, t("intercept.howto.tiebreak_intro", counts)),
      h(
        "ol",
        {},
        h("li", {}, t("intercept.howto.tiebreak_score")),
        h("li", {}, t("intercept.howto.tiebreak_keywords", counts)),
        h("li", {}, t("intercept.howto.tiebreak_shared")),
      ),
    ),
    section(
      t("intercept.howto.three_title", counts),
      h(
        "ul",
        {},
        h("li", {}, t("intercept.howto.three_team")),
        h("li", {}, t("intercept.howto.three_round", counts)),
        h("li", {}, t("intercept.howto.three_tokens")),
        h("li", {}, t("intercept.howto.three_end", counts)),
      ),
    ),
    section(
      t("intercept.howto.app_title"),
      h("p", {}, t("intercept.howto.app_pass")),
      h("p", {}, t("intercept.howto.app_notes")),
    ),
  );
}

function figure(h, caption, picture) {
  return h(
    "figure",
    { class: "howto-figure", style: { margin: "0.8rem 0", maxWidth: "28rem" } },
    picture,
    h("figcaption", { style: { fontSize: "0.95rem", marginTop: "0.3rem" } }, caption),
  );
}

// A team's screen with four numbered keywords, the encryptor's code card and the three clues it gives.
function codePicture(h, svg, t, words) {
  const keywords = [words.w1, words.w2, words.w3, words.w4];
  const code = [3, 1, 4];
  const clues = [words.c1, words.c2, words.c3];
  const picture = svg(
    "svg",
    { viewBox: "0 0 360 190", width: "100%", "aria-hidden": "true", style: "display:block" },
    svg("rect", { x: 4, y: 4, width: 352, height: 82, rx: 12, fill: INK }),
    keywords.map((word, i) => [
      svg("rect", { x: 14 + i * 86, y: 14, width: 80, height: 62, rx: 8, fill: PAPER }),
      svg("circle", { cx: 54 + i * 86, cy: 32, r: 11, fill: GOLD }),
      svg(
        "text",
        { x: 54 + i * 86, y: 37, "text-anchor": "middle", "font-size": 14, "font-weight": 900, fill: INK },
        String(i + 1),
      ),
      svg(
        "text",
        { x: 54 + i * 86, y: 64, "text-anchor": "middle", "font-size": 13, "font-weight": 800, fill: INK },
        word.toLocaleUpperCase(t.lang),
      ),
    ]),
    svg("rect", { x: 4, y: 104, width: 128, height: 70, rx: 10, fill: INK }),
    code.map((digit, i) => [
      svg("rect", { x: 14 + i * 38, y: 114, width: 32, height: 50, rx: 6, fill: PAPER }),
      svg(
        "text",
        { x: 30 + i * 38, y: 149, "text-anchor": "middle", "font-size": 28, "font-weight": 900, fill: INK },
        String(digit),
      ),
    ]),
    clues.map((clue, i) => [
      svg("circle", { cx: 160, cy: 118 + i * 25, r: 10, fill: GOLD }),
      svg(
        "text",
        { x: 160, y: 123 + i * 25, "text-anchor": "middle", "font-size": 13, "font-weight": 900, fill: INK },
        String(code[i]),
      ),
      svg("text", { x: 178, y: 123 + i * 25, "font-size": 16, "font-weight": 700, fill: "currentColor" }, `“${clue}”`),
    ]),
  );
  return figure(h, t("intercept.howto.picture_code", words), picture);
}

// The notes after that round: each clue filed under the keyword number it pointed to.
function notesPicture(h, svg, t, words) {
  const filed = { 1: words.c2, 3: words.c1, 4: words.c3 };
  const picture = svg(
    "svg",
    { viewBox: "0 0 360 92", width: "100%", "aria-hidden": "true", style: "display:block" },
    [1, 2, 3, 4].map((n, i) => [
      svg("rect", {
        x: 4 + i * 88,
        y: 4,
        width: 84,
        height: 84,
        rx: 8,
        fill: "#fff",
        stroke: "#8a8170",
        "stroke-width": 2,
      }),
      svg("circle", { cx: 22 + i * 88, cy: 22, r: 11, fill: GOLD }),
      svg(
        "text",
        { x: 22 + i * 88, y: 27, "text-anchor": "middle", "font-size": 14, "font-weight": 900, fill: INK },
        String(n),
      ),
      filed[n]
        ? svg("text", { x: 12 + i * 88, y: 60, "font-size": 15, "font-weight": 700, fill: INK }, filed[n])
        : null,
    ]),
  );
  return figure(h, t("intercept.howto.picture_notes", words), picture);
}

// The two kinds of token, drawn as on the table, each with what two of them mean.
function tokensPicture(h, svg, t, counts) {
  const token = (kind) =>
    svg(
      "svg",
      { viewBox: "0 0 40 40", width: 40, height: 40, "aria-hidden": "true", style: "flex:none" },
      kind === "interception"
        ? [
            svg("circle", { cx: 20, cy: 20, r: 18, fill: "#fff", stroke: "#b8862a", "stroke-width": 2 }),
            svg("circle", { cx: 20, cy: 20, r: 12, fill: "none", stroke: GOLD, "stroke-width": 4 }),
            svg("circle", { cx: 20, cy: 20, r: 4, fill: GOLD }),
          ]
        : [
            svg("circle", { cx: 20, cy: 20, r: 18, fill: "#111", stroke: "#c0392b", "stroke-width": 2 }),
            svg("path", { d: "M13 13 L27 27 M27 13 L13 27", stroke: "#e74c3c", "stroke-width": 4 }),
          ],
    );
  const row = (kind, text) =>
    h("li", { style: { display: "flex", alignItems: "center", gap: "0.6rem", margin: "0.3rem 0" } }, token(kind), text);
  return h(
    "ul",
    { class: "howto-tokens", style: { listStyle: "none", padding: 0 } },
    row("interception", t("intercept.howto.token_interception", counts)),
    row("miscommunication", t("intercept.howto.token_miscommunication", counts)),
  );
}
