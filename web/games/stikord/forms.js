// The typed game's forms: the sender's cue words and a guess. What is typed is kept in ctx.state as it is typed (a
// draft per turn and attempt, and per seat for a guess), so a redraw keeps it and sending reads it from there.
import { actionForm, h } from "../../widgets.js";
import { teamName, three, turnKey } from "./names.js";

export function cueForm(ctx) {
  const { view } = ctx;
  const max = ctx.static.max_cues;
  ctx.state.drafts ??= {};
  const key = `${turnKey(view)}:${view.attempt}`;
  ctx.state.drafts[key] ??= Array(max).fill("");
  const draft = ctx.state.drafts[key];
  const inputs = draft.map((value, i) =>
    h("input", {
      type: "text",
      class: "sk-input sk-cue-input",
      value,
      autocomplete: "off",
      autocapitalize: "off",
      spellcheck: false,
      enterkeyhint: i + 1 < max ? "next" : "send",
      "aria-label": ctx.t("stikord.ui.cue_n", { n: i + 1 }),
      placeholder: ctx.t(i === 0 ? "stikord.ui.cue_first" : "stikord.ui.cue_more", { n: i + 1 }),
      oninput: (event) => {
        draft[i] = event.currentTarget.value;
      },
    }),
  );
  return actionForm(ctx, {
    label: ctx.t("stikord.ui.cue_form"),
    className: "sk-form sk-cue-form",
    build: () => ({ type: "cues", words: draft.map((word) => word.trim()).filter(Boolean) }),
    children: [
      h("h3", {}, ctx.t("stikord.ui.cue_title")),
      h("p", { class: "sk-hint" }, ctx.t("stikord.ui.cue_hint", { max, star: ctx.static.star })),
      h("div", { class: "sk-cue-fields" }, inputs),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary", type: "submit" }, ctx.t("stikord.ui.send_cues")),
      ),
    ],
  });
}

export function guessForm(ctx) {
  const { view, seat } = ctx;
  ctx.state.guesses ??= {};
  const key = `${turnKey(view)}:${view.attempt}:${view.phase}:${seat}`;
  const guesses = ctx.state.guesses;
  const input = h("input", {
    type: "text",
    class: "sk-input sk-guess-input",
    value: guesses[key] ?? "",
    autocomplete: "off",
    spellcheck: false,
    enterkeyhint: "send",
    "aria-label": ctx.t("stikord.ui.your_guess"),
    placeholder: ctx.t("stikord.ui.guess_placeholder"),
    oninput: (event) => {
      guesses[key] = event.currentTarget.value;
    },
  });
  return actionForm(ctx, {
    label: ctx.t("stikord.ui.guess_form"),
    className: "sk-form sk-guess-form",
    build: () => ({ type: "guess", text: guesses[key] ?? "" }),
    children: [
      h("h3", {}, guessTitle(ctx)),
      h(
        "div",
        { class: "sk-guess-row" },
        input,
        h("button", { class: "btn primary", type: "submit" }, ctx.t("stikord.ui.guess")),
      ),
    ],
  });
}

function guessTitle(ctx) {
  const { view, seat } = ctx;
  if (view.phase === "steal") return ctx.t("stikord.ui.steal_title", { team: teamName(ctx, view.stealing) });
  if (view.free_for_all && !view.receivers.includes(seat)) {
    return ctx.t("stikord.ui.ffa_title", { team: teamName(ctx, view.current) });
  }
  if (three(ctx)) return ctx.t("stikord.ui.race_title", { sender: view.sender });
  return ctx.t("stikord.ui.guess_title", { sender: view.sender });
}
