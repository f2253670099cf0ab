// Game Over: the panel of ten tiles, the hidden word, your hand of cards, and what everyone just did.
export const stylesheet = "games/gameover.css";

const CARD_NAMES = { vowel: "Vowel", consonant: "Consonant", guess: "Guess the word" };
const ui = { wild: null, guessing: null, seenRound: 0, dismissed: 0 }; // what the person is in the middle of doing

export function render(root, ctx) {
  const { view, h } = ctx;
  if (view.round !== ui.seenRound) {
    ui.seenRound = view.round;
    ui.wild = null;
    ui.guessing = null;
  }
  root.classList.add("go");
  const parts = [
    scoreStrip(ctx),
    lastRoundBanner(ctx),
    h("div", { class: "go-table" }, panel(ctx), wordRow(ctx), missesRow(ctx)),
    controls(ctx),
    logBox(ctx),
  ];
  root.append(...parts.filter(Boolean));
}

// Only the guide's screen needs a curtain in a game with several people: everyone else sees the same public facts,
// but their own hand. Name the role so the right person takes the device.
export function curtain(prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2) return null;
  const role = ctx.view.phase === "word" && ctx.view.guide === seat ? " to choose the secret word" : "";
  return `Pass the device to ${ctx.seats[seat].name}${role}`;
}

function scoreStrip({ view, seats, h, toAct }) {
  return h("ol", { class: "go-players", "aria-label": "Players" },
    seats.map((s, i) => {
      const role = i === view.guide ? "guide" : `${view.hand_sizes[String(i)] ?? 0} cards`;
      const active = toAct.includes(i);
      return h("li", { class: `go-player${active ? " active" : ""}${i === view.guide ? " guide" : ""}`, "aria-current": active ? "true" : null },
        h("span", { class: "go-player-name" }, s.name, s.bot ? h("small", {}, ` (${s.bot} bot)`) : null),
        h("span", { class: "go-player-role" }, role),
        h("span", { class: "go-player-score", "aria-label": `${s.name} has ${view.scores[i]} points` }, `★ ${view.scores[i]}`));
    }));
}

function lastRoundBanner({ view, seats, h }) {
  const last = view.history[view.history.length - 1];
  if (!last || view.phase === "over" || ui.dismissed >= last.round) return null;
  const guideWon = last.winner === last.guide;
  return h("div", { class: "go-round-over panel", role: "status" },
    h("h2", {}, `Round ${last.round} is over`),
    h("p", {}, "The word was ", h("strong", { class: "go-reveal" }, last.word), "."),
    h("p", {}, guideWon ? `The panel emptied: ${seats[last.winner].name}, the guide, wins the round.` : `${seats[last.winner].name} wins the round: ${last.reason}.`),
    h("button", { class: "btn", type: "button", onclick: (e) => { ui.dismissed = last.round; e.target.closest(".go-round-over").remove(); } }, "Next round"));
}

function panel({ view, h }) {
  // Ten black tiles over the words GAME OVER; each miss takes one off, left to right.
  const letters = ["G", "A", "M", "E", "", "O", "V", "E", "R", ""];
  const fallen = view.tiles_total - view.tiles;
  return h("div", { class: "go-panel", role: "img", "aria-label": `${view.tiles} of ${view.tiles_total} tiles left on the panel` },
    letters.map((letter, i) => h("div", { class: `go-slot${i < fallen ? " fallen" : ""}` },
      h("span", { class: "go-under" }, letter), h("span", { class: "go-tile" }))));
}

function wordRow({ view, h, seat }) {
  if (view.phase === "word") {
    return h("p", { class: "go-waiting" }, `Round ${view.round} of ${view.rounds}: the guide is choosing a word…`);
  }
  const secret = view.word; // only the guide (or everyone, once the round is over) has it
  return h("div", { class: "go-word", role: "img", "aria-label": `The word: ${view.pattern.map((c) => c || "blank").join(" ")}` },
    view.pattern.map((c, i) => {
      const shown = c !== null;
      return h("span", { class: `go-letter${shown ? " shown" : ""}${!shown && secret ? " known" : ""}` }, shown ? c : secret ? secret[i] : "");
    }));
}

function missesRow({ view, h }) {
  if (view.phase === "word") return null;
  return h("div", { class: "go-facts" },
    h("span", { class: "go-misses", "aria-label": "Misses" }, "Misses: ", view.misses.length ? view.misses.map((m) => h("b", {}, m)) : "none"),
    h("span", {}, `Deck ${view.deck_size}`),
    h("span", {}, "Discard: ", view.discard_top ? cardLabel(view.discard_top) : "—"),
    h("span", {}, `Round ${view.round} of ${view.rounds}`));
}

function cardLabel(card) {
  return CARD_NAMES[card] || card;
}

function controls(ctx) {
  const { view, legal, h, seat, seats } = ctx;
  if (view.phase === "over" || seat === null) return null;
  if (view.phase === "word") {
    return seat === view.guide && legal.length ? chooseWord(ctx) : null;
  }
  if (seat === view.guide) {
    return h("div", { class: "go-hint panel" }, `You are the guide. Your word is ${view.word}: watch them guess.`);
  }
  const hand = view.hand || [];
  const myTurn = legal.length > 0;
  const box = h("div", { class: "go-controls" });
  box.append(h("h2", { class: "go-hand-title" }, myTurn ? "Your turn: play a card or draw" : `Your cards (${seats[view.turn]?.name ?? "someone"} is playing)`));
  const handRow = h("div", { class: "go-hand", role: "group", "aria-label": "Your cards" });
  hand.forEach((card) => {
    const playable = myTurn && isPlayable(card, legal);
    handRow.append(h("button", {
      class: `go-card card-${card.length === 1 ? "letter" : card}${ui.wild === card || ui.guessing === card ? " selected" : ""}`,
      type: "button",
      disabled: !playable,
      "aria-label": card.length === 1 ? `Play letter ${card}` : `Play ${cardLabel(card)} card`,
      onclick: () => onCard(ctx, card),
    }, h("span", { class: "go-card-face" }, card.length === 1 ? card : cardLabel(card))));
  });
  box.append(handRow);
  if (myTurn && ui.wild) box.append(letterPicker(ctx, ui.wild));
  if (myTurn && ui.guessing) box.append(guessForm(ctx, ui.guessing));
  const actions = h("div", { class: "actions" });
  if (legal.some((a) => a.type === "draw")) {
    actions.append(h("button", { class: "btn primary", type: "button", onclick: () => ctx.act({ type: "draw" }) }, "Draw a card"));
  }
  if (legal.some((a) => a.type === "free_guess")) {
    actions.append(h("button", { class: "btn", type: "button", onclick: () => { ui.guessing = "free"; ui.wild = null; redraw(ctx); } }, "Free guess (2 tiles if wrong)"));
  }
  if (legal.some((a) => a.type === "pass")) {
    actions.append(h("button", { class: "btn", type: "button", onclick: () => ctx.act({ type: "pass" }) }, "Pass"));
  }
  box.append(actions);
  return box;
}

function isPlayable(card, legal) {
  return legal.some((a) => a.type === "play" && a.card === card);
}

function redraw(ctx) {
  const root = document.querySelector(".game-root.go");
  if (!root) return;
  root.replaceChildren();
  render(root, ctx);
}

function onCard(ctx, card) {
  if (card === "vowel" || card === "consonant") {
    ui.wild = card;
    ui.guessing = null;
    redraw(ctx);
  } else if (card === "guess") {
    ui.guessing = "card";
    ui.wild = null;
    redraw(ctx);
  } else {
    ctx.act({ type: "play", card });
  }
}

function letterPicker(ctx, card) {
  const { h, view } = ctx;
  const letters = [...view.alphabet].filter((c) => (card === "vowel") === view.vowels.includes(c));
  return h("div", { class: "go-picker", role: "group", "aria-label": `Choose a ${card}` },
    letters.map((c) => h("button", {
      class: `go-pick${view.asked.includes(c) ? " asked" : ""}`, type: "button", "aria-label": `Ask for ${c}`,
      onclick: () => { ui.wild = null; ctx.act({ type: "play", card, letter: c }); },
    }, c)),
    h("button", { class: "btn small", type: "button", onclick: () => { ui.wild = null; redraw(ctx); } }, "Cancel"));
}

function guessForm(ctx, how) {
  const { h, view } = ctx;
  const input = h("input", { type: "text", class: "go-guess-input", autocomplete: "off", autocapitalize: "characters", spellcheck: false, "aria-label": "Your guess", placeholder: `${view.length} letters` });
  const submit = async (e) => {
    e.preventDefault();
    const word = input.value.trim();
    if (!word) return;
    const action = how === "free" ? { type: "free_guess", word } : { type: "play", card: "guess", word };
    const reply = await ctx.act(action);
    if (reply.ok) ui.guessing = null;
  };
  setTimeout(() => input.focus(), 0);
  return h("form", { class: "go-guess", onsubmit: submit },
    input,
    h("button", { class: "btn primary", type: "submit" }, "Guess"),
    h("button", { class: "btn small", type: "button", onclick: () => { ui.guessing = null; redraw(ctx); } }, "Cancel"));
}

function chooseWord(ctx) {
  const { h, view, legal } = ctx;
  const input = h("input", { type: "text", class: "go-secret-input", autocomplete: "off", spellcheck: false, "aria-label": "Secret word", placeholder: "Type your word" });
  const reason = h("p", { class: "go-error", role: "alert" });
  const submit = async (e) => {
    e.preventDefault();
    const reply = await ctx.act({ type: "word", word: input.value });
    if (!reply.ok) reason.textContent = reply.error;
  };
  const suggest = () => {
    const examples = legal.map((a) => a.word);
    input.value = examples[Math.floor(Math.random() * examples.length)];
    input.focus();
  };
  setTimeout(() => input.focus(), 0);
  return h("form", { class: "go-choose panel", onsubmit: submit },
    h("h2", {}, "You are the guide: choose the secret word"),
    h("p", {}, view.any_word ? "Any word of 3 to 20 letters." : "A word from the game's word list, 3 to 20 letters. Nobody else may look!"),
    input, reason,
    h("div", { class: "actions" },
      h("button", { class: "btn", type: "button", onclick: suggest }, "Suggest one"),
      h("button", { class: "btn primary", type: "submit" }, "Hide this word")));
}

function logBox({ view, h }) {
  const lines = view.log.slice(-6);
  return h("ol", { class: "go-log log", "aria-label": "What just happened" }, lines.map((line) => h("li", {}, line)));
}
