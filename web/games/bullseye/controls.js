// What to do now, beside the dice: each step's heading (which takes the focus at a new step), its buttons, and the
// one line where a refusal is shown. In the entry step: what is chosen so far, cross out, clear, confirm.
import { confirmEntry, fittingColours, layoutOf, onClear, onCross, send } from "./entry.js";

function button(ctx, text, focus, attrs) {
  return ctx.h("button", { class: "btn", type: "button", "data-focus": focus, ...attrs }, text);
}

function heading(ctx, text) {
  return ctx.h("h2", { tabindex: "-1" }, text);
}

// The one place a refusal is shown (the actions are sent with {inline: true}, so the shell shows no notice).
function message(ctx) {
  return ctx.h("p", { class: "be-error", role: "alert" }, ctx.state.message || "");
}

export function controls(ctx) {
  const { view, legal, h, seat, t } = ctx;
  if (view.phase === "over" || seat === null) return null;
  const box = h("div", { class: "be-controls panel" });
  const me = view.scoresheets[seat];
  if (!legal.length) {
    const args = { seat, waiting: view.to_act };
    const text =
      view.phase === "enter" && me.entered
        ? t("bullseye.ui.waiting_entered", args)
        : t("bullseye.ui.waiting_others", args);
    box.append(heading(ctx, text)); // the step's heading, like every other step's: it takes the focus at a new step
    return box;
  }
  if (view.phase === "roll") {
    box.append(
      heading(ctx, t("bullseye.ui.roll_heading", { seat })),
      h(
        "div",
        { class: "actions" },
        button(ctx, t("bullseye.ui.roll"), "roll", {
          class: "btn primary big",
          onclick: () => send(ctx, { type: "roll" }),
        }),
      ),
      message(ctx),
    );
    return box;
  }
  if (view.phase === "decide") {
    const canReroll = legal.some((a) => a.type === "reroll");
    box.append(
      heading(ctx, t("bullseye.ui.decide_heading", { seat })),
      h("p", { class: "be-hint" }, canReroll ? t("bullseye.ui.reroll_hint") : t("bullseye.ui.all_ones")),
      h(
        "div",
        { class: "actions" },
        canReroll
          ? button(ctx, t("bullseye.ui.reroll"), "reroll", {
              class: "btn big",
              onclick: () => send(ctx, { type: "reroll" }),
            })
          : null,
        button(ctx, t("bullseye.ui.keep"), "keep", {
          class: "btn primary big",
          onclick: () => send(ctx, { type: "keep" }),
        }),
      ),
      message(ctx),
    );
    return box;
  }
  return entryControls(ctx, box, me);
}

// Entering: write dice or cross out, then confirm.
function entryControls(ctx, box, me) {
  const { h, seat, t } = ctx;
  const ui = ctx.state;
  box.classList.add("entering"); // on a phone its summary and buttons go under the sheet
  const row = me.current_row;
  const crossField = me.cross_at === null ? null : layoutOf(ctx, seat)[row][me.cross_at];
  const chosen = ui.crossing || Object.keys(ui.pending).length > 0;
  box.append(
    heading(ctx, t("bullseye.ui.enter_heading", { seat, row: row + 1 })),
    h("p", { class: "be-hint" }, fittingColours(ctx).size ? t("bullseye.ui.enter_hint") : t("bullseye.ui.must_cross")),
    h("p", { class: "be-summary", id: "be-summary", "aria-live": "polite" }, entrySummary(ctx, me, crossField)),
    message(ctx),
    h(
      "div",
      { class: "actions" },
      crossField
        ? button(ctx, t("bullseye.ui.cross", { colour: crossField.colour, printed: crossField.printed }), "cross", {
            class: `btn${ui.crossing ? " active" : ""}`,
            "aria-pressed": String(ui.crossing),
            onclick: () => onCross(ctx),
          })
        : null,
      Object.keys(ui.pending).length
        ? button(ctx, t("bullseye.ui.clear"), "clear", { onclick: () => onClear(ctx) })
        : null,
      button(ctx, t("bullseye.ui.confirm"), "confirm", {
        class: "btn primary big",
        disabled: !chosen,
        "aria-describedby": chosen ? null : "be-summary",
        onclick: () => confirmEntry(ctx),
      }),
    ),
  );
  return box;
}

function entrySummary(ctx, me, crossField) {
  const { t } = ctx;
  const ui = ctx.state;
  if (ui.crossing && crossField) {
    return t("bullseye.ui.entry_cross", { colour: crossField.colour, printed: crossField.printed });
  }
  const parts = ctx.static.colours
    .filter((c) => c in ui.pending)
    .map((c) => t("bullseye.ui.entry_die", { colour: c, value: ui.pending[c], hit: me.hit_now.includes(c) }));
  if (parts.length) return t("bullseye.ui.entry", { fields: ctx.t.list(parts) });
  return fittingColours(ctx).size ? t("bullseye.ui.entry_none") : t("bullseye.ui.entry_none_cross");
}
