// What only some people at the table may see, each behind a tap-to-show button: a team's keyword screen and the
// encryptor's code card. Another person at the screen finds them closed.
import { h } from "../../widgets.js";
import { memory, refocus } from "./memory.js";
import { colour, keywordNumbers } from "./words.js";

// A tap-to-show button: what it guards is in the page from one tap to the next (not only while a finger or a mouse
// button is down, so the person can tap digits or type with it open).
function secretToggle(ctx, { id, showLabel, hideLabel, reveal, extraClass = "", onShow = () => {} }) {
  const state = memory(ctx);
  const open = state.shown.has(id);
  const panelId = `ic-secret-${id}`;
  const button = h(
    "button",
    {
      class: "ic-hold",
      type: "button",
      "aria-expanded": open ? "true" : "false",
      "aria-controls": panelId,
      dataset: { focus: `secret-${id}` },
      onclick: () => {
        if (open) {
          state.shown.delete(id);
        } else {
          state.shown.add(id);
          state.justShown = id;
          onShow();
        }
        refocus(ctx, `secret-${id}`);
        ctx.redraw();
      },
    },
    open ? hideLabel : showLabel,
  );
  return h(
    "div",
    { class: `ic-hold-box ${extraClass}${open ? " open" : ""}${state.justShown === id ? " just-shown" : ""}` },
    button,
    h("div", { class: "ic-held", id: panelId }, open ? reveal() : null),
  );
}

// A team's screen: its numbered keywords, shown to its own players behind the button, and to everyone at the end.
export function keywordScreen(ctx, team, open) {
  const { t } = ctx;
  const args = { team: team.index };
  const windows = (words) =>
    h(
      "ol",
      { class: "ic-windows", "aria-label": t("intercept.ui.keywords_list", args) },
      keywordNumbers(ctx).map((n) =>
        h(
          "li",
          { class: "ic-window" },
          h("span", { class: "ic-window-number" }, ctx.t.number(n)),
          h("span", { class: "ic-window-word" }, words ? words[n - 1] : ""),
        ),
      ),
    );
  if (open) {
    return h(
      "section",
      { class: `ic-screen ${colour(ctx, team.index)} open`, "aria-label": t("intercept.ui.screen", args) },
      h("h3", {}, t("intercept.ui.keywords_list", args)),
      windows(team.keywords),
    );
  }
  return h(
    "section",
    { class: `ic-screen ${colour(ctx, team.index)}`, "aria-label": t("intercept.ui.screen", args) },
    secretToggle(ctx, {
      id: "keywords",
      showLabel: t("intercept.ui.show_keywords", args),
      hideLabel: t("intercept.ui.hide_keywords", args),
      reveal: () => windows(team.keywords),
      extraClass: "ic-screen-hold",
    }),
    h("div", { class: "ic-screen-closed", "aria-hidden": "true" }, windows(null)),
  );
}

// The encryptor's code card. Showing it starts the late encryptor's clock (timer.js).
export function codeCard(ctx, code) {
  const key = `${ctx.view.round}:${ctx.seat}`;
  return secretToggle(ctx, {
    id: "code",
    showLabel: ctx.t("intercept.ui.show_code"),
    hideLabel: ctx.t("intercept.ui.hide_code"),
    reveal: () =>
      h(
        "div",
        { class: "ic-code-card", role: "img", "aria-label": ctx.t("intercept.ui.your_code", { code: code.join(" ") }) },
        code.map((d) => h("span", { class: "ic-code-digit" }, ctx.t.number(d))),
      ),
    extraClass: "ic-code-hold",
    onShow: () => {
      memory(ctx).codeSeenAt[key] ??= Date.now();
    },
  });
}
