// The guess phase: the clues read out for the code being guessed, and for a team that guesses (decoding its own
// encryptor's code, or intercepting the other team's) a keyword number to pick for each clue.
import { actionForm, h } from "../../widgets.js";
import { fresh, memory, refocus, remember } from "./memory.js";
import { clueIndexes, clueText, colour, currentRound, fmt, keywordNumbers, teamList } from "./words.js";

export function guessPhase(ctx) {
  const { view, legal, t } = ctx;
  const decoding = view.decoding;
  const transmission = currentRound(view, decoding);
  if (!view.me || !legal.some((a) => a.type === "guess")) {
    const waiting = transmission.guessing_teams.filter((team) => !transmission.guessed[team]);
    return h(
      "div",
      { class: "ic-panel" },
      cluesCard(ctx, decoding, transmission),
      h(
        "p",
        { class: "ic-wait" },
        waiting.length ? t("intercept.ui.waiting_guess", { teams: teamList(ctx, waiting) }) : "",
      ),
    );
  }
  const own = view.me.team === decoding;
  const key = `${view.round}:${decoding}:${view.me.team}`;
  const picks = remember(memory(ctx).picks, key, () => clueIndexes(ctx).map(() => null));
  const clues = transmission.clues || clueIndexes(ctx).map(() => "");
  const complete = picks.every((p) => p !== null);
  const distinct = new Set(picks).size === picks.length;
  const read = fresh(ctx, "intercept.clues_read", (a) => a.team === decoding && a.round === transmission.round);
  const rows = clues.map((clue, i) =>
    h(
      "li",
      { class: `ic-guess-row${read.length ? " appearing" : ""}` },
      h("span", { class: `ic-guess-clue${clue ? "" : " blank"}` }, clueText(ctx, clue)),
      h(
        "span",
        { class: "ic-digits", role: "group", "aria-label": t("intercept.ui.digit_group", { clue: i + 1 }) },
        keywordNumbers(ctx).map((d) =>
          h(
            "button",
            {
              type: "button",
              class: `ic-digit${picks[i] === d ? " picked" : ""}`,
              "aria-pressed": picks[i] === d ? "true" : "false",
              "aria-label": t("intercept.ui.digit_button", { clue: i + 1, keyword: d }),
              dataset: { focus: `digit-${i}-${d}` },
              onclick: () => {
                picks[i] = d;
                refocus(ctx, `digit-${i}-${d}`);
                ctx.redraw();
              },
            },
            ctx.t.number(d),
          ),
        ),
      ),
    ),
  );
  // The summary also says why the send button is still greyed out.
  const summary = complete
    ? distinct
      ? t("intercept.ui.your_guess", { guess: fmt(picks) })
      : t("intercept.code_repeats")
    : t("intercept.ui.pick_digits");
  const args = { team: decoding, seat: transmission.encryptor, round: transmission.round };
  return actionForm(ctx, {
    label: own ? t("intercept.ui.decode_form") : t("intercept.ui.intercept_form"),
    className: `ic-panel ic-guess ${colour(ctx, decoding)}`,
    build: () => ({ type: "guess", code: picks.slice() }),
    children: [
      h("h3", {}, own ? t("intercept.ui.decode_title", args) : t("intercept.ui.intercept_title", args)),
      h("p", { class: "ic-hint" }, own ? t("intercept.ui.guess_hint_own", args) : t("intercept.ui.guess_hint", args)),
      h("ol", { class: "ic-guess-rows" }, rows),
      h("p", { class: "ic-guess-summary", id: "ic-guess-summary" }, summary),
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          {
            class: "btn primary big",
            type: "submit",
            disabled: !(complete && distinct),
            "aria-describedby": complete && distinct ? null : "ic-guess-summary",
          },
          own ? t("intercept.ui.send_decoding") : t("intercept.ui.send_interception"),
        ),
      ),
    ],
  });
}

// A team's clues of the round, as read out (the lines come in one by one when they arrive).
function cluesCard(ctx, teamIndex, transmission) {
  const clues = transmission.clues || clueIndexes(ctx).map(() => "");
  const args = { team: teamIndex, round: transmission.round };
  const read = fresh(ctx, "intercept.clues_read", (a) => a.team === teamIndex && a.round === transmission.round);
  return h(
    "div",
    { class: `ic-clue-card ${colour(ctx, teamIndex)}` },
    h(
      "h3",
      {},
      transmission.timed_out
        ? ctx.t("intercept.ui.clues_title_timed_out", args)
        : ctx.t("intercept.ui.clues_title", args),
    ),
    h(
      "ol",
      { class: `ic-clue-list${read.length ? " appearing" : ""}` },
      clues.map((c) => h("li", { class: c ? "" : "blank" }, clueText(ctx, c))),
    ),
  );
}
