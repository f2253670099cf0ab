// This seat's controls: only what ctx.legal offers. Drawing, the cue words (typed in forms.js, or tapped as a count
// when said aloud), the sender's verdicts, the free-for-all's winner, accepting a guess the app judged wrong.
import { h } from "../../widgets.js";
import { cueForm, guessForm } from "./forms.js";
import { hasAction, teamName, three } from "./names.js";

export function controls(ctx) {
  const { view, seat } = ctx;
  const parts = [];
  if (hasAction(ctx, "draw")) {
    parts.push(
      h(
        "button",
        { class: "btn primary big sk-draw", type: "button", onclick: () => ctx.act({ type: "draw" }) },
        ctx.t("stikord.ui.draw"),
      ),
    );
  }
  if (hasAction(ctx, "accept")) parts.push(acceptBox(ctx));
  if (hasAction(ctx, "cues")) parts.push(view.mode === "typed" ? cueForm(ctx) : cueCountButtons(ctx));
  if (hasAction(ctx, "guess")) parts.push(guessForm(ctx));
  if (hasAction(ctx, "judge")) parts.push(judgeButtons(ctx));
  if (hasAction(ctx, "winner") || hasAction(ctx, "no_winner") || hasAction(ctx, "reroll")) {
    parts.push(winnerButtons(ctx));
  }
  if (!parts.length && view.phase !== "over" && !hasAction(ctx, "choose")) {
    parts.push(h("p", { class: "sk-wait" }, ctx.t("stikord.ui.wait", { seats: ctx.toAct })));
  }
  if (view.phase !== "over" && seat === view.sender && (hasAction(ctx, "cues") || hasAction(ctx, "draw"))) {
    parts.push(
      h("p", { class: "sk-hint sk-free-words" }, ctx.t("stikord.ui.free_words", { allowed: view.free_words })),
    );
  }
  return parts.length ? h("div", { class: "sk-controls" }, parts) : null;
}

function cueCountButtons(ctx) {
  const counts = ctx.legal.filter((a) => a.type === "cues" && Number.isInteger(a.count)).map((a) => a.count);
  return h(
    "div",
    { class: "sk-spoken", role: "group", "aria-label": ctx.t("stikord.ui.cues_given") },
    h("h3", {}, ctx.t("stikord.ui.say_cues")),
    h("p", { class: "sk-hint" }, ctx.t("stikord.ui.say_hint", { star: ctx.static.star })),
    h(
      "div",
      { class: "sk-buttons" },
      counts.map((count) =>
        h(
          "button",
          { class: "btn sk-count", type: "button", onclick: () => ctx.act({ type: "cues", count }) },
          ctx.t("stikord.ui.n_words", { count }),
        ),
      ),
    ),
  );
}

function judgeButtons(ctx) {
  const { view } = ctx;
  const title =
    view.phase === "steal"
      ? ctx.t("stikord.ui.judge_steal", { team: teamName(ctx, view.stealing) })
      : ctx.t("stikord.ui.judge_title", { receivers: view.receivers });
  return h(
    "div",
    { class: "sk-judge", role: "group", "aria-label": ctx.t("stikord.ui.judge_label") },
    h("h3", {}, title),
    h(
      "div",
      { class: "sk-buttons" },
      h(
        "button",
        { class: "btn sk-yes", type: "button", onclick: () => ctx.act({ type: "judge", right: true }) },
        ctx.t("stikord.ui.right"),
      ),
      h(
        "button",
        { class: "btn sk-no", type: "button", onclick: () => ctx.act({ type: "judge", right: false }) },
        ctx.t("stikord.ui.wrong"),
      ),
    ),
  );
}

function winnerButtons(ctx) {
  const { view } = ctx;
  const winners = ctx.legal.filter((a) => a.type === "winner").map((a) => a.team);
  return h(
    "div",
    { class: "sk-judge sk-winners", role: "group", "aria-label": ctx.t("stikord.ui.winner_label") },
    h("h3", {}, ctx.t(three(ctx) ? "stikord.ui.winner_title_three" : "stikord.ui.winner_title")),
    h(
      "div",
      { class: "sk-buttons" },
      winners.map((team) =>
        h(
          "button",
          {
            class: `btn sk-yes sk-team-btn team-${team}`,
            type: "button",
            onclick: () => ctx.act({ type: "winner", team }),
          },
          ctx.t("stikord.ui.was_right", { team: teamName(ctx, team) }),
        ),
      ),
      hasAction(ctx, "no_winner")
        ? h(
            "button",
            { class: "btn sk-no", type: "button", onclick: () => ctx.act({ type: "no_winner" }) },
            ctx.t("stikord.ui.nobody_yet"),
          )
        : null,
      hasAction(ctx, "reroll")
        ? h(
            "button",
            { class: "btn", type: "button", onclick: () => ctx.act({ type: "reroll" }) },
            ctx.t("stikord.ui.roll_again"),
          )
        : null,
    ),
    view.free_for_all ? h("p", { class: "sk-hint" }, ctx.t("stikord.ui.ffa_hint")) : null,
  );
}

// The sender overrides the app's verdict on the last guess it judged wrong (a synonym, a typo).
function acceptBox(ctx) {
  const last = ctx.view.guesses.findLast((g) => !g.right);
  return h(
    "div",
    { class: "sk-accept" },
    last ? h("p", {}, ctx.t("stikord.ui.accept_hint", { seat: last.seat, text: last.text })) : null,
    h(
      "button",
      { class: "btn sk-accept-btn", type: "button", onclick: () => ctx.act({ type: "accept" }) },
      last ? ctx.t("stikord.ui.accept", { text: last.text }) : ctx.t("stikord.ui.accept_plain"),
    ),
  );
}
