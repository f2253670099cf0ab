// The turn so far, attempt by attempt: the cue words given (typed ones as words, spoken ones as a count) and the
// guesses made. Everyone sees it, as everyone at a table hears it: a stealing team reads every cue word and every
// wrong guess before its one guess.
import { h } from "../../widgets.js";

export function turnSoFar(ctx) {
  const { view } = ctx;
  const shown = view.phase === "cues" || view.phase === "guess" || view.phase === "steal";
  if (!shown || !view.given.length) return null;
  return h(
    "ol",
    { class: "sk-so-far", "aria-label": ctx.t("stikord.ui.so_far") },
    view.given.map((given) => attempt(ctx, given)),
  );
}

function attempt(ctx, { attempt, count, words }) {
  const { view } = ctx;
  const now = attempt === view.attempt && view.phase !== "cues"; // the cue words being guessed from
  const guesses = view.guesses.filter((g) => g.attempt === attempt);
  return h(
    "li",
    { class: `sk-given${now ? " now" : ""}`, "data-key": `attempt-${attempt}` },
    words.length
      ? [
          h("span", { class: "sk-cues-label" }, ctx.t("stikord.ui.given_words", { attempt, sender: view.sender })),
          h(
            "ul",
            { class: "sk-cue-list", "aria-label": ctx.t("stikord.ui.cue_words_label") },
            words.map((word) => h("li", { class: "sk-cue" }, word)),
          ),
        ]
      : h("span", { class: "sk-cues-label" }, ctx.t("stikord.ui.given_count", { attempt, sender: view.sender, count })),
    guesses.length
      ? h(
          "ul",
          { class: "sk-guesses", "aria-label": ctx.t("stikord.ui.guesses_label", { attempt }) },
          guesses.map((g) =>
            h(
              "li",
              { class: g.right ? "right" : "wrong" },
              ctx.t("stikord.ui.guessed", { seat: g.seat, text: g.text, right: g.right }),
            ),
          ),
        )
      : null,
  );
}
