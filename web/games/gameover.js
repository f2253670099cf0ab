// Game Over: the panel of tiles, the hidden word, your hand of cards, and what everyone just did.
// Everything this renderer remembers lives in ctx.state (fresh for every game): the wild card or guess in progress,
// and the last round whose banner was closed.
import { actionForm, eventLog, playerStrip } from "../widgets.js";

export const stylesheet = "games/gameover.css";

export function render(root, ctx) {
  const { view, state, h } = ctx;
  // A card choice in progress belongs to one position of one seat's screen: anything that happens ends it.
  const position = `${view.seat}:${view.events.at(-1)?.i ?? -1}`;
  if (state.position !== position) {
    state.position = position;
    state.wild = null;
    state.guessing = null;
  }
  state.dismissed ??= 0;
  root.classList.add("go");
  const parts = [
    players(ctx),
    lastRoundBanner(ctx),
    h("div", { class: "go-table" }, panel(ctx), wordRow(ctx), factsRow(ctx)),
    controls(ctx),
    eventLog(ctx, { limit: 6, className: "go-log" }),
  ];
  root.append(...parts.filter(Boolean));
}

// Only the guide's screen needs a curtain in a game with several people: everyone else sees the same public facts,
// but their own hand. Name the role so the right person takes the device.
export function curtain(_prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2) return null;
  const role = ctx.view.phase === "word" && ctx.view.guide === seat ? " to choose the secret word" : "";
  return `Pass the device to ${ctx.seats[seat].name}${role}`;
}

function cardName(ctx, card) {
  return ctx.t(`gameover.card.${card}`, {}, card); // letters have no message: the letter is the name
}

function players(ctx) {
  const { view, h } = ctx;
  // The level of a computer player in words, as before (the strip's emoji badge is hidden by gameover.css).
  return playerStrip(ctx, {
    detail: (seat) => [
      view.players[seat].bot ? h("small", { class: "go-bot" }, `(${view.players[seat].bot} bot)`) : null,
      seat === view.guide
        ? h("span", { class: "go-role go-role-guide" }, "guide")
        : h("span", { class: "go-role" }, ctx.t("gameover.ui.cards", { n: view.hand_sizes[String(seat)] ?? 0 })),
    ],
  });
}

function lastRoundBanner(ctx) {
  const { view, state, h } = ctx;
  const last = view.history.at(-1);
  if (!last || view.phase === "over" || state.dismissed >= last.round) return null;
  return h(
    "div",
    { class: "go-round-over panel", role: "status" },
    h("h2", {}, `Round ${last.round} is over`),
    h("p", {}, "The word was ", h("strong", { class: "go-reveal" }, last.word), "."),
    h("p", {}, ctx.t("gameover.ui.round_winner", last)),
    h(
      "button",
      {
        class: "btn",
        type: "button",
        onclick: () => {
          state.dismissed = last.round;
          ctx.redraw();
        },
      },
      "Next round",
    ),
  );
}

function panel(ctx) {
  const { view, h } = ctx;
  const total = ctx.static.tiles_total;
  // The tiles cover the words GAME OVER (a blank after each word); each miss takes one off, left to right.
  const letters = ["G", "A", "M", "E", "", "O", "V", "E", "R", ""];
  const fallen = total - view.tiles;
  return h(
    "div",
    { class: "go-panel", role: "img", "aria-label": `${view.tiles} of ${total} tiles left on the panel` },
    letters
      .slice(0, total)
      .map((letter, i) =>
        h(
          "div",
          { class: `go-slot${i < fallen ? " fallen" : ""}` },
          h("span", { class: "go-under" }, letter),
          h("span", { class: "go-tile" }),
        ),
      ),
  );
}

function wordRow(ctx) {
  const { view, h } = ctx;
  if (view.phase === "word") {
    return h("p", { class: "go-waiting" }, `Round ${view.round} of ${view.rounds}: the guide is choosing a word…`);
  }
  const secret = view.word; // only the guide (or everyone, once the round is over) has it
  return h(
    "div",
    { class: "go-word", role: "img", "aria-label": `The word: ${view.pattern.map((c) => c || "blank").join(" ")}` },
    view.pattern.map((c, i) => {
      const shown = c !== null;
      const known = !shown && secret;
      return h(
        "span",
        { class: `go-letter${shown ? " shown" : ""}${known ? " known" : ""}` },
        shown ? c : known ? secret[i] : "",
      );
    }),
  );
}

function factsRow(ctx) {
  const { view, h } = ctx;
  if (view.phase === "word") return null;
  return h(
    "div",
    { class: "go-facts" },
    h(
      "span",
      { class: "go-misses", "aria-label": "Misses" },
      "Misses: ",
      view.misses.length ? view.misses.map((m) => h("b", {}, m)) : "none",
    ),
    h("span", {}, `Deck ${view.deck_size}`),
    h("span", {}, "Discard: ", view.discard_top ? cardName(ctx, view.discard_top) : "—"),
    h("span", {}, `Round ${view.round} of ${view.rounds}`),
  );
}

function controls(ctx) {
  const { view, legal, h, seat, state } = ctx;
  if (view.phase === "over" || seat === null) return null;
  if (view.phase === "word") return seat === view.guide && legal.length ? chooseWord(ctx) : null;
  if (seat === view.guide) {
    return h("div", { class: "go-hint panel" }, `You are the guide. Your word is ${view.word}: watch them guess.`);
  }
  const myTurn = legal.length > 0;
  const playing = view.players[view.turn]?.name ?? "someone";
  const box = h("div", { class: "go-controls" });
  box.append(
    h(
      "h2",
      { class: "go-hand-title" },
      myTurn ? "Your turn: play a card or draw" : `Your cards (${playing} is playing)`,
    ),
  );
  // A card that cannot be played now says why, on screen (touch has no hover) and in its accessible description.
  const reasons = new Map(); // text → id of its line
  const reasonFor = (card) => {
    if (!myTurn) return `Wait for your turn: ${playing} is playing.`;
    if (card === "guess" && !view.half_revealed) return ctx.t("gameover.guess_needs_half");
    return null;
  };
  const handRow = h("div", { class: "go-hand", role: "group", "aria-label": "Your cards" });
  for (const card of view.hand || []) {
    const playable = legal.some((a) => a.type === "play" && a.card === card);
    const reason = playable ? null : reasonFor(card);
    if (reason && !reasons.has(reason)) reasons.set(reason, `go-why-${reasons.size}`);
    const selected = state.wild === card || (state.guessing === "card" && card === "guess");
    handRow.append(
      h(
        "button",
        {
          class: `go-card card-${card.length === 1 ? "letter" : card}${selected ? " selected" : ""}`,
          type: "button",
          disabled: !playable,
          title: reason,
          "aria-describedby": reason ? reasons.get(reason) : null,
          "aria-label": card.length === 1 ? `Play letter ${card}` : `Play ${cardName(ctx, card)} card`,
          onclick: () => onCard(ctx, card),
        },
        h("span", { class: "go-card-face" }, cardName(ctx, card)),
      ),
    );
  }
  box.append(handRow);
  // The reason for waiting is the heading already; only other reasons get a line of their own.
  for (const [text, id] of reasons) {
    box.append(h("p", { class: `go-why${myTurn ? "" : " visually-hidden"}`, id }, text));
  }
  if (myTurn && state.wild) box.append(letterPicker(ctx, state.wild));
  if (myTurn && state.guessing) box.append(guessForm(ctx, state.guessing));
  const actions = h("div", { class: "actions" });
  if (legal.some((a) => a.type === "draw")) {
    actions.append(
      h("button", { class: "btn primary", type: "button", onclick: () => ctx.act({ type: "draw" }) }, "Draw a card"),
    );
  }
  if (legal.some((a) => a.type === "free_guess")) {
    actions.append(
      h(
        "button",
        { class: "btn", type: "button", onclick: () => choose(ctx, { guessing: "free" }) },
        "Free guess (2 tiles if wrong)",
      ),
    );
  }
  if (legal.some((a) => a.type === "pass")) {
    actions.append(h("button", { class: "btn", type: "button", onclick: () => ctx.act({ type: "pass" }) }, "Pass"));
  }
  box.append(actions);
  return box;
}

// What the person is in the middle of: a wild card waiting for its letter, or a guess being typed.
function choose(ctx, { wild = null, guessing = null }) {
  ctx.state.wild = wild;
  ctx.state.guessing = guessing;
  ctx.redraw();
}

function onCard(ctx, card) {
  if (card === "vowel" || card === "consonant") choose(ctx, { wild: card });
  else if (card === "guess") choose(ctx, { guessing: "card" });
  else ctx.act({ type: "play", card });
}

function letterPicker(ctx, card) {
  const { h, view } = ctx;
  const { alphabet, vowels } = ctx.static;
  const letters = [...alphabet].filter((c) => (card === "vowel") === vowels.includes(c));
  return h(
    "div",
    { class: "go-picker", role: "group", "aria-label": `Choose a ${card}` },
    letters.map((c) =>
      h(
        "button",
        {
          class: `go-pick${view.asked.includes(c) ? " asked" : ""}`,
          type: "button",
          "aria-label": `Ask for ${c}`,
          onclick: () => ctx.act({ type: "play", card, letter: c }),
        },
        c,
      ),
    ),
    h("button", { class: "btn small", type: "button", onclick: () => choose(ctx, {}) }, "Cancel"),
  );
}

function guessForm(ctx, how) {
  const { h, view } = ctx;
  const input = h("input", {
    type: "text",
    class: "go-guess-input",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: false,
    "aria-label": "Your guess",
    placeholder: `${view.length} letters`,
  });
  setTimeout(() => input.focus(), 0);
  return actionForm(ctx, {
    label: how === "free" ? "Free guess" : "Guess the word",
    className: "go-guess",
    children: [
      input,
      h("button", { class: "btn primary", type: "submit" }, "Guess"),
      h("button", { class: "btn small", type: "button", onclick: () => choose(ctx, {}) }, "Cancel"),
    ],
    build: () => {
      const word = input.value.trim();
      if (!word) return null;
      return how === "free" ? { type: "free_guess", word } : { type: "play", card: "guess", word };
    },
  });
}

function chooseWord(ctx) {
  const { h, view, legal } = ctx;
  const { min_word: min, max_word: max } = ctx.static;
  const input = h("input", {
    type: "text",
    class: "go-secret-input",
    autocomplete: "off",
    spellcheck: false,
    "aria-label": "Secret word",
    placeholder: "Type your word",
  });
  const suggest = () => {
    const examples = legal.map((a) => a.word);
    input.value = examples[Math.floor(Math.random() * examples.length)];
    input.focus();
  };
  setTimeout(() => input.focus(), 0);
  return actionForm(ctx, {
    label: "Choose the secret word",
    className: "go-choose panel",
    children: [
      h("h2", {}, "You are the guide: choose the secret word"),
      h(
        "p",
        {},
        view.any_word
          ? `Any word of ${min} to ${max} letters.`
          : `A word from the game's word list, ${min} to ${max} letters. Nobody else may look!`,
      ),
      input,
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn", type: "button", onclick: suggest }, "Suggest one"),
        h("button", { class: "btn primary", type: "submit" }, "Hide this word"),
      ),
    ],
    build: () => ({ type: "word", word: input.value }),
  });
}
