// Game Over: the panel of tiles, the hidden word, your hand of cards, and what everyone just did.
// Everything this renderer remembers lives in ctx.state (fresh for every game): the wild card or guess in progress,
// and the last round whose banner was closed. Every text comes from web/locales/<lang>/gameover.json.
import { actionForm, eventLog, latestMoves, playerStrip } from "../../widgets.js";
import { panelLetters } from "./panel.js";

// The newest moves stand beside the prompt (latestMoves): the shell's line at the top would repeat them.
export const showsLatestMoves = true;

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
    latestMoves(ctx, { className: "go-latest", label: ctx.t("gameover.ui.latest") }),
    controls(ctx),
    eventLog(ctx, { limit: 6, className: "go-log", label: ctx.t("gameover.ui.log") }),
  ];
  root.append(...parts.filter(Boolean));
  focusWhatNeedsAttention(root, state);
}

// When the control that had the focus is gone (a card played), or a choice has just opened (a wild card's letters),
// the focus goes to what this person acts with: the letter picker, the guess, the first card they can play or the
// Draw button. Otherwise it stays where it is (the screen is updated in place).
function focusWhatNeedsAttention(root, state) {
  const choiceOpened = state.choiceOpened;
  state.choiceOpened = false;
  setTimeout(() => {
    const active = document.activeElement;
    if (!root.isConnected) return;
    if (!choiceOpened && active && active !== document.body && active.isConnected) return;
    const order = [
      ".go-picker .go-pick:not(.asked)",
      ".go-picker .go-pick",
      ".go-guess-input",
      ".go-secret-input",
      ".go-card:enabled",
      ".go-controls .btn",
    ];
    const target = order.map((selector) => root.querySelector(selector)).find(Boolean);
    target?.focus();
  }, 0);
}

// Only the guide's screen needs a curtain in a game with several people: everyone else sees the same public facts,
// but their own hand. Name the role so the right person takes the device.
export function curtain(_prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2) return null;
  const choosing = ctx.view.phase === "word" && ctx.view.guide === seat;
  return choosing ? ctx.t("gameover.ui.curtain_guide", { seat }) : ctx.t("gameover.ui.curtain", { seat });
}

function cardName(ctx, card) {
  return ctx.t("gameover.ui.card_name", { card }); // letters have no term: the letter is the name
}

// A sentence with an element inside it ("The word was <strong>…</strong>."): the element takes the place of one
// placeholder, so the sentence stays whole in every language.
function sentenceWith(ctx, key, args, name, element) {
  const mark = "\u{E000}";
  const [before, after = ""] = ctx.t(key, { ...args, [name]: mark }).split(mark);
  return [before, element, after];
}

function players(ctx) {
  const { view, h } = ctx;
  // The level of a computer player in words (the strip's emoji badge is hidden by gameover.css).
  return playerStrip(ctx, {
    label: ctx.t("gameover.ui.players"),
    detail: (seat) => [
      view.players[seat].bot
        ? h("small", { class: "go-bot" }, ctx.t("gameover.ui.bot_level", { level: view.players[seat].bot }))
        : null,
      seat === view.guide
        ? h("span", { class: "go-role go-role-guide" }, ctx.t("gameover.ui.guide"))
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
    h("h2", {}, ctx.t("gameover.ui.round_over", { round: last.round })),
    h("p", {}, sentenceWith(ctx, "gameover.ui.word_was", {}, "word", h("strong", { class: "go-reveal" }, last.word))),
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
      ctx.t("gameover.ui.next_round"),
    ),
  );
}

// The letters under the tiles: the words of the panel (GAME OVER), a blank after each word, as many as there are tiles.
function panel(ctx) {
  const { view, h } = ctx;
  const total = ctx.static.tiles_total;
  const fallen = total - view.tiles; // each miss takes one tile off, left to right
  return h(
    "div",
    {
      class: "go-panel",
      role: "img",
      "aria-label": ctx.t("gameover.ui.panel", { left: view.tiles, total }),
    },
    panelLetters(ctx.t("gameover.ui.panel_words"), total).map((letter, i) =>
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
    return h("p", { class: "go-waiting" }, ctx.t("gameover.ui.choosing", { round: view.round, rounds: view.rounds }));
  }
  const secret = view.word; // only the guide (or everyone, once the round is over) has it
  const blank = ctx.t("gameover.ui.blank");
  return h(
    "div",
    {
      class: "go-word",
      role: "img",
      "aria-label": ctx.t("gameover.ui.word", { letters: view.pattern.map((c) => c || blank).join(" ") }),
    },
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
      { class: "go-misses" },
      ctx.t("gameover.ui.misses", { count: view.misses.length }),
      view.misses.map((m) => [" ", h("b", {}, m)]),
    ),
    h("span", {}, ctx.t("gameover.ui.deck", { n: view.deck_size })),
    h("span", {}, ctx.t("gameover.ui.discard", { card: view.discard_top ?? "none" })),
    h("span", {}, ctx.t("gameover.ui.round", { round: view.round, rounds: view.rounds })),
  );
}

function controls(ctx) {
  const { view, legal, h, seat, state } = ctx;
  if (view.phase === "over" || seat === null) return null;
  if (view.phase === "next_guide") return nextGuide(ctx);
  if (view.phase === "word") return seat === view.guide && legal.length ? chooseWord(ctx) : null;
  if (seat === view.guide) {
    return h("div", { class: "go-hint panel" }, ctx.t("gameover.ui.you_guide", { word: view.word }));
  }
  const myTurn = legal.length > 0;
  const box = h("div", { class: "go-controls" });
  box.append(
    h(
      "h2",
      { class: "go-hand-title" },
      myTurn ? ctx.t("gameover.ui.your_turn") : ctx.t("gameover.ui.your_cards_waiting", { seat: view.turn }),
    ),
  );
  // A card that cannot be played now says why, on screen (touch has no hover) and in its accessible description.
  const reasons = new Map(); // text → id of its line
  const reasonFor = (card) => {
    if (!myTurn) return ctx.t("gameover.ui.wait_for_turn", { seat: view.turn });
    if (card === "guess" && !view.half_revealed) return ctx.t("gameover.guess_needs_half");
    return null;
  };
  const handRow = h("div", { class: "go-hand", role: "group", "aria-label": ctx.t("gameover.ui.hand") });
  const copies = new Map(); // a card's key is its name and which copy it is: a card drawn is new, the others stay
  for (const card of view.hand || []) {
    copies.set(card, (copies.get(card) || 0) + 1);
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
          "data-key": `${card}:${copies.get(card)}`,
          disabled: !playable,
          title: reason,
          "aria-describedby": reason ? reasons.get(reason) : null,
          "aria-label": ctx.t("gameover.ui.play_card", { card, kind: card.length === 1 ? "letter" : card }),
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
      h(
        "button",
        { class: "btn primary", type: "button", onclick: () => ctx.act({ type: "draw" }) },
        ctx.t("gameover.ui.draw"),
      ),
    );
  }
  if (legal.some((a) => a.type === "free_guess")) {
    actions.append(
      h(
        "button",
        { class: "btn", type: "button", onclick: () => choose(ctx, { guessing: "free" }) },
        ctx.t("gameover.ui.free_guess_button"),
      ),
    );
  }
  if (legal.some((a) => a.type === "pass")) {
    actions.append(
      h(
        "button",
        { class: "btn", type: "button", onclick: () => ctx.act({ type: "pass" }) },
        ctx.t("gameover.ui.pass"),
      ),
    );
  }
  if (actions.childElementCount) box.append(actions);
  return box;
}

// A guide who has won picks the next guide (option winning_guide_chooses): stay, or hand the role to a player.
function nextGuide(ctx) {
  const { view, legal, h } = ctx;
  if (!legal.length) {
    return h("p", { class: "go-hint panel" }, ctx.t("gameover.ui.guide_picking", { seat: view.guide }));
  }
  const label = (action) =>
    action.seat === view.guide
      ? ctx.t("gameover.ui.keep_guide")
      : ctx.t("gameover.ui.hand_guide", { seat: action.seat });
  return h(
    "div",
    { class: "go-controls" },
    h("h2", { class: "go-hand-title" }, ctx.t("gameover.ui.next_guide_heading")),
    h(
      "div",
      { class: "actions" },
      legal.map((action) =>
        h("button", { class: "btn", type: "button", onclick: () => ctx.act(action) }, label(action)),
      ),
    ),
  );
}

// What the person is in the middle of: a wild card waiting for its letter, or a guess being typed.
function choose(ctx, { wild = null, guessing = null }) {
  ctx.state.wild = wild;
  ctx.state.guessing = guessing;
  ctx.state.choiceOpened = !!(wild || guessing);
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
    { class: "go-picker", role: "group", "aria-label": ctx.t("gameover.ui.choose_letter", { card }) },
    letters.map((c) => {
      const asked = view.asked.includes(c);
      return h(
        "button",
        {
          class: `go-pick${asked ? " asked" : ""}`,
          type: "button",
          "aria-label": ctx.t("gameover.ui.ask_for", { letter: c, asked: String(asked) }),
          onclick: () => ctx.act({ type: "play", card, letter: c }),
        },
        c,
      );
    }),
    h("button", { class: "btn small", type: "button", onclick: () => choose(ctx, {}) }, ctx.t("gameover.ui.cancel")),
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
    "aria-label": ctx.t("gameover.ui.your_guess"),
    placeholder: ctx.t("gameover.ui.letters", { n: view.length }),
  });
  setTimeout(() => input.focus(), 0);
  return actionForm(ctx, {
    label: ctx.t("gameover.ui.guess_form", { how }),
    className: "go-guess",
    children: [
      input,
      h("button", { class: "btn primary", type: "submit" }, ctx.t("gameover.ui.guess")),
      h("button", { class: "btn small", type: "button", onclick: () => choose(ctx, {}) }, ctx.t("gameover.ui.cancel")),
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
    "aria-label": ctx.t("gameover.ui.secret_word"),
    "aria-describedby": "go-secret-rule",
    placeholder: ctx.t("gameover.ui.type_word"),
  });
  const suggest = () => {
    const examples = legal.map((a) => a.word);
    input.value = examples[Math.floor(Math.random() * examples.length)];
    input.focus();
  };
  setTimeout(() => input.focus(), 0);
  return actionForm(ctx, {
    label: ctx.t("gameover.ui.choose_form"),
    className: "go-choose panel",
    children: [
      h("h2", {}, ctx.t("gameover.ui.choose_heading")),
      h("p", { id: "go-secret-rule" }, ctx.t("gameover.ui.word_rule", { min, max, any: String(!!view.any_word) })),
      input,
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn", type: "button", onclick: suggest }, ctx.t("gameover.ui.suggest")),
        h("button", { class: "btn primary", type: "submit" }, ctx.t("gameover.ui.hide_word")),
      ),
    ],
    build: () => ({ type: "word", word: input.value }),
  });
}
