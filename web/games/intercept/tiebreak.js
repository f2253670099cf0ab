// The tie-break: each team guesses the other team's keywords, then judges the near misses at its own.
import { actionForm, h } from "../../widgets.js";
import { memory, refocus, remember } from "./memory.js";
import { stepText } from "./table.js";
import { clueText, keywordNumbers, teamList } from "./words.js";

export function keywordGuessPhase(ctx) {
  const { view, legal, t } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  if (!me || !legal.some((a) => a.type === "keyword_guess")) {
    const waiting = [0, 1].filter((team) => !tiebreak.guessed[team]);
    return h(
      "div",
      { class: "ic-panel ic-wait" },
      h("h3", {}, t("intercept.ui.keyword_wait_title")),
      h("p", {}, waiting.length ? t("intercept.ui.waiting_for", { teams: teamList(ctx, waiting) }) : ""),
    );
  }
  const other = 1 - me.team;
  const count = ctx.static.keywords;
  // The guesses typed so far live in ctx.state: a redraw keeps them, and they are what is sent.
  const drafts = remember(memory(ctx).words, me.team, () => Array(count).fill(""));
  const fields = keywordNumbers(ctx).map((n) =>
    h(
      "li",
      {},
      h("input", {
        type: "text",
        class: "ic-word-input",
        maxlength: String(ctx.static.keyword_guess_max_length),
        autocomplete: "off",
        value: drafts[n - 1],
        "aria-label": t("intercept.ui.keyword_label", { team: other, keyword: n }),
        placeholder: t("intercept.ui.keyword_placeholder", { keyword: n }),
        oninput: (event) => {
          drafts[n - 1] = event.currentTarget.value;
        },
      }),
    ),
  );
  return actionForm(ctx, {
    label: t("intercept.ui.keyword_form"),
    className: "ic-panel ic-keyword-guess",
    build: () => ({ type: "keyword_guess", words: drafts.slice() }),
    children: [
      h("h3", {}, t("intercept.ui.keyword_title", { team: other, count })),
      h("p", { class: "ic-hint" }, t("intercept.ui.keyword_hint", { team: other })),
      h("ol", { class: "ic-word-fields" }, fields),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", type: "submit" }, t("intercept.ui.send_keywords")),
      ),
    ],
  });
}

export function reviewPhase(ctx) {
  const { view, legal, t } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  const comparison = [0, 1].map((guesser) => {
    const owner = view.teams[1 - guesser];
    const guesses = tiebreak.guesses[guesser] || [];
    const misses = tiebreak.near_misses[owner.index];
    // Right is what the app matched (case, accents and spaces ignored); a near miss waits for the owners' word.
    const verdict = (g, i) => (!g ? "blank" : misses.includes(i + 1) ? "near" : "right");
    return h(
      "div",
      { class: "ic-compare" },
      h("h4", {}, t("intercept.ui.compare_title", { team: guesser, owner: owner.index })),
      h(
        "ol",
        {},
        guesses.map((g, i) =>
          h(
            "li",
            { class: `ic-verdict ${verdict(g, i)}` },
            t("intercept.ui.compare_line", {
              keyword: owner.keywords[i],
              guess: clueText(ctx, g),
              verdict: verdict(g, i),
            }),
          ),
        ),
      ),
    );
  });
  if (!me || !legal.some((a) => a.type === "accept")) {
    return h(
      "div",
      { class: "ic-panel ic-review" },
      h("h3", {}, t("intercept.ui.review_wait_title")),
      comparison,
      h("p", { class: "ic-wait" }, stepText(ctx)),
    );
  }
  const mine = view.teams[me.team];
  const misses = tiebreak.near_misses[me.team];
  const chosen = remember(memory(ctx).accepted, me.team, () => new Set());
  const toggles = misses.map((p) => {
    const args = { guess: tiebreak.guesses[1 - me.team][p - 1], keyword: mine.keywords[p - 1], position: p };
    return h(
      "button",
      {
        type: "button",
        class: `ic-accept${chosen.has(p) ? " picked" : ""}`,
        "aria-pressed": chosen.has(p) ? "true" : "false",
        "aria-label": t("intercept.ui.accept_label", args),
        dataset: { focus: `accept-${p}` },
        onclick: () => {
          refocus(ctx, `accept-${p}`);
          if (chosen.has(p)) chosen.delete(p);
          else chosen.add(p);
          ctx.redraw();
        },
      },
      t("intercept.ui.accept_text", args),
    );
  });
  return actionForm(ctx, {
    label: t("intercept.ui.review_form"),
    className: "ic-panel ic-review",
    build: () => ({ type: "accept", positions: [...chosen].sort((a, b) => a - b) }),
    children: [
      h("h3", {}, t("intercept.ui.review_title", { team: me.team, other: 1 - me.team })),
      comparison,
      h("p", { class: "ic-hint" }, t("intercept.ui.review_hint")),
      h("div", { class: "ic-accepts" }, toggles),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", type: "submit" }, t("intercept.ui.confirm")),
      ),
    ],
  });
}
