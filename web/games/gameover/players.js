// Who plays: the kit's player strip (the guide's chip, each guesser's number of cards, a computer's level in words),
// and the banner that closes a round (its word, its winner) until the person moves on.
import { playerStrip } from "../../widgets.js";

// A sentence with an element inside it ("The word was <strong>…</strong>."): the element takes the place of one
// placeholder, so the sentence stays whole in every language.
function sentenceWith(ctx, key, args, name, element) {
  const mark = "\u{E000}";
  const [before, after = ""] = ctx.t(key, { ...args, [name]: mark }).split(mark);
  return [before, element, after];
}

export function players(ctx) {
  const { view, h } = ctx;
  // The level of a computer player in words (the strip's emoji badge is hidden by the game's stylesheet).
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

export function lastRoundBanner(ctx) {
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
