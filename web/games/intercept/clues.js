// The clue phase: the encryptor's form (code card, the clock when they are the late one, three clue fields, every
// clue rule one tap away), and for everyone else who is writing and who is ready.
import { actionForm, h } from "../../widgets.js";
import { memory, remember } from "./memory.js";
import { codeCard } from "./secrets.js";
import { clueTimer, timerNote } from "./timer.js";
import { clueIndexes, currentRound } from "./words.js";

export function cluePhase(ctx) {
  const { view, legal, seat, t } = ctx;
  const me = view.me;
  if (!me || !legal.some((a) => a.type === "clues")) return writers(ctx);
  const key = `${view.round}:${seat}`;
  // The clues typed so far live in ctx.state: a redraw keeps them, and the clock sends them when time is up.
  const drafts = remember(memory(ctx).drafts, key, () => clueIndexes(ctx).map(() => ""));
  memory(ctx).formShownAt[key] ??= Date.now();
  const fields = clueIndexes(ctx).map((i) =>
    h(
      "li",
      {},
      h("span", { class: "ic-clue-number", "aria-hidden": "true" }, ctx.t.number(i + 1)),
      h("input", {
        type: "text",
        class: "ic-clue-input",
        maxlength: String(ctx.static.clue_max_length),
        autocomplete: "off",
        spellcheck: "false",
        value: drafts[i],
        "aria-label": t("intercept.ui.clue_label", { clue: i + 1 }),
        placeholder: t("intercept.ui.clue_placeholder", { clue: i + 1 }),
        oninput: (event) => {
          drafts[i] = event.currentTarget.value;
        },
      }),
    ),
  );
  const timer = view.timer && view.timer.seat === seat ? clueTimer(ctx, key) : null;
  return actionForm(ctx, {
    label: t("intercept.ui.clues_form"),
    className: "ic-panel ic-clues",
    build: () => {
      memory(ctx).cluesSentAt[key] = Date.now();
      return { type: "clues", clues: drafts.slice() };
    },
    children: [
      h("div", { class: "ic-clues-head" }, h("h3", {}, t("intercept.ui.encrypt_title", { team: me.team })), timer),
      codeCard(ctx, me.code),
      timer ? timerNote(ctx) : null,
      h("ol", { class: "ic-clue-fields" }, fields),
      clueRules(ctx),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", type: "submit" }, t("intercept.ui.send_clues")),
      ),
    ],
  });
}

// Who is writing and who is ready (everyone's screen but the writing encryptors').
function writers(ctx) {
  const { view, t } = ctx;
  const written = view.teams
    .filter((team) => team.role === "coders")
    .map((team) => {
      const r = currentRound(view, team.index);
      const args = { seat: r.encryptor, team: team.index };
      return h(
        "li",
        { class: r.clues_done ? "done" : "" },
        r.clues_done ? t("intercept.ui.writer_ready", args) : t("intercept.ui.writer_writing", args),
      );
    });
  return h(
    "div",
    { class: "ic-panel ic-wait" },
    h("h3", {}, t("intercept.ui.writers_title")),
    h("ul", { class: "ic-writers" }, written),
  );
}

// Every clue rule of the rulebook, one tap away under the clue fields; the app checks what it can (the refusals).
function clueRules(ctx) {
  const { t } = ctx;
  return h(
    "details",
    { class: "ic-rules" },
    h("summary", {}, t("intercept.ui.clue_rules_title")),
    h(
      "ul",
      {},
      h("li", {}, t("intercept.ui.clue_rule_order")),
      h("li", {}, t("intercept.ui.clue_rule_meaning")),
      h("li", {}, t("intercept.ui.clue_rule_code")),
      h("li", {}, t("intercept.ui.clue_rule_keywords")),
      h("li", {}, t("intercept.ui.clue_rule_once")),
      h("li", {}, t("intercept.ui.clue_rule_public")),
      h("li", {}, t("intercept.ui.clue_rule_fair")),
      h("li", {}, t("intercept.ui.clue_rule_checked")),
    ),
  );
}
