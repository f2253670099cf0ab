// What a person acts with: a guesser's hand of cards (a card that cannot be played says why), the letter picker or
// the guess a card opens, Draw, a free guess, Pass; the guide's word form; a winning guide's choice of the next guide.
import { choose, chooseWord, guessForm, letterPicker } from "./forms.js";

// A card's face: the letter, or the card's name with its soft hyphens (gameover.card_face), the only places where a
// name too long for the card may break.
function cardFace(ctx, card) {
  return card.length === 1 ? card : ctx.t("gameover.ui.card_face", { card });
}

function onCard(ctx, card) {
  if (card === "vowel" || card === "consonant") choose(ctx, { wild: card });
  else if (card === "guess") choose(ctx, { guessing: "card" });
  else ctx.act({ type: "play", card });
}

export function controls(ctx) {
  const { view, legal, h, seat } = ctx;
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
  const { hand, reasons } = handRow(ctx, myTurn);
  box.append(hand);
  // The reason for waiting is the heading already; only other reasons get a line of their own.
  for (const [text, id] of reasons) {
    box.append(h("p", { class: `go-why${myTurn ? "" : " visually-hidden"}`, id }, text));
  }
  if (myTurn && ctx.state.wild) box.append(letterPicker(ctx, ctx.state.wild));
  if (myTurn && ctx.state.guessing) box.append(guessForm(ctx, ctx.state.guessing));
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

// The cards in hand. One that cannot be played now says why, on screen (touch has no hover) and in its accessible
// description: `reasons` maps each text to the id of its line.
function handRow(ctx, myTurn) {
  const { view, legal, h, state } = ctx;
  const reasons = new Map();
  const reasonFor = (card) => {
    if (!myTurn) return ctx.t("gameover.ui.wait_for_turn", { seat: view.turn });
    if (card === "guess" && !view.half_revealed) return ctx.t("gameover.guess_needs_half");
    return null;
  };
  const hand = h("div", { class: "go-hand", role: "group", "aria-label": ctx.t("gameover.ui.hand") });
  const copies = new Map(); // a card's key is its name and which copy it is: a card drawn is new, the others stay
  for (const card of view.hand || []) {
    copies.set(card, (copies.get(card) || 0) + 1);
    const playable = legal.some((a) => a.type === "play" && a.card === card);
    const reason = playable ? null : reasonFor(card);
    if (reason && !reasons.has(reason)) reasons.set(reason, `go-why-${reasons.size}`);
    const selected = state.wild === card || (state.guessing === "card" && card === "guess");
    hand.append(
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
        h("span", { class: "go-card-face" }, cardFace(ctx, card)),
      ),
    );
  }
  return { hand, reasons };
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
