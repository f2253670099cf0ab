// The message under way: its category as announced to everyone, and the card, on the sender's screen only (the view
// carries it only there), where a ★ on the special die lets the sender choose the message.
import { h } from "../../widgets.js";
import { KIND_KEYS } from "./kinds.js";
import { hasAction } from "./names.js";

export function announcement(ctx) {
  const { announced, card } = ctx.view;
  if (!announced || card) return null; // the sender's card shows it already
  return h(
    "p",
    { class: "sk-announced" },
    h("span", { class: `sk-kind kind-${announced.category}` }, kindName(ctx, announced.category)),
    announced.proper ? properFlag(ctx) : null,
    announced.bonus ? h("span", { class: "sk-bonus" }, ctx.t("stikord.ui.bonus_flag")) : null,
    h("span", { class: "sk-announced-text" }, ctx.t("stikord.announced", announced)),
  );
}

export function card(ctx) {
  const { view } = ctx;
  if (!view.card) return null;
  const choosing = hasAction(ctx, "choose");
  const chosen = view.message;
  const items = view.card.map((message, i) => {
    const bonus = i === view.card.length - 1; // the card's last message is the bonus (★)
    const badge = bonus ? ctx.static.star : String(i + 1);
    const content = [
      h("span", { class: "sk-card-badge", "aria-hidden": "true" }, badge),
      h("span", { class: "sk-card-kind" }, kindName(ctx, message.category)),
      h("span", { class: "sk-card-text" }, message.text),
      message.proper ? properFlag(ctx) : null,
    ];
    if (choosing) {
      const label = ctx.t("stikord.ui.choose_message", { n: badge, text: message.text, bonus });
      return h(
        "li",
        { class: "sk-card-item" },
        h(
          "button",
          {
            type: "button",
            class: "sk-choose",
            "aria-label": label,
            onclick: () => ctx.act({ type: "choose", message: i }),
          },
          content,
        ),
      );
    }
    return h(
      "li",
      { class: `sk-card-item${i === chosen ? " chosen" : ""}`, "aria-current": i === chosen ? "true" : null },
      content,
    );
  });
  const secret = chosen === null ? null : view.card[chosen];
  return h(
    "section",
    { class: `sk-card${choosing ? " choosing" : ""}`, "aria-label": ctx.t("stikord.ui.your_card") },
    choosing ? h("h3", { class: "sk-card-title" }, ctx.t("stikord.ui.choose_title")) : null,
    secret
      ? h(
          "div",
          { class: "sk-secret", role: "group", "aria-label": ctx.t("stikord.ui.secret_label") },
          h("span", { class: "sk-secret-label" }, ctx.t("stikord.ui.send_this")),
          h("strong", { class: "sk-secret-text" }, secret.text),
          secret.alternates.length
            ? h("small", { class: "sk-alternates" }, ctx.t("stikord.ui.alternates", { words: secret.alternates }))
            : null,
        )
      : null,
    h("ol", { class: "sk-card-list" }, items),
  );
}

function kindName(ctx, category) {
  return ctx.t(KIND_KEYS[category] ?? "stikord.ui.kind.thing");
}

function properFlag(ctx) {
  return h("span", { class: "sk-proper", title: ctx.t("stikord.ui.proper") }, ctx.t("stikord.ui.proper_flag"));
}
