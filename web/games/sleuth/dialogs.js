// The suggestion and accusation dialogs: the kit's gameDialog (the platform's modal <dialog>), open while
// ctx.state.dialog says so, with the cards picked so far in ctx.state.pick; the submit button is disabled until the
// cards are picked, and says what is still missing. A new turn or phase closes it (index.js).
import { gameDialog } from "../../widgets.js";
import { icon, WEAPON_ICONS } from "./pictures.js";
import { cardName, rich, tok } from "./words.js";

export function openDialog(ctx, kind) {
  ctx.state.dialog = kind;
  ctx.state.pick = kind === "suggest" ? { room: ctx.view.can_suggest_in } : {};
  ctx.state.opener = `${kind}:`;
  ctx.state.focus = null;
  ctx.redraw();
}

function closeDialog(ctx) {
  ctx.state.dialog = null;
  ctx.state.focus = ctx.state.opener; // back to the button that opened it
  ctx.redraw();
}

export function dialog(ctx) {
  if (ctx.state.dialog === "suggest") return suggestDialog(ctx);
  if (ctx.state.dialog === "accuse") return accuseDialog(ctx);
  return null;
}

function picker(ctx, field, label, cards) {
  const { h, t } = ctx;
  const pick = ctx.state.pick;
  return h(
    "fieldset",
    { class: "sl-pick" },
    h("legend", {}, label),
    h(
      "div",
      { class: "sl-pick-options", role: "group", "aria-label": label },
      cards.map((card) =>
        h(
          "button",
          {
            class: `sl-pick-btn${pick[field] === card ? " chosen" : ""}`,
            type: "button",
            "aria-pressed": pick[field] === card ? "true" : "false",
            "data-focus": `pick:${field}:${card}`,
            onclick: () => {
              pick[field] = card;
              ctx.redraw();
            },
          },
          field === "suspect"
            ? h("span", { class: `sl-chip ${tok(ctx, card)}`, "aria-hidden": "true" })
            : field === "weapon"
              ? icon(WEAPON_ICONS[card], null)
              : null,
          cardName(t, card),
        ),
      ),
    ),
  );
}

// Cancel (or Escape) closes it; the submit button sends the action with the cards picked.
function pickDialog(ctx, { kind, title, body, submitLabel, missing, action }) {
  const { h, t } = ctx;
  const pick = ctx.state.pick;
  const ready = pick.suspect && pick.weapon && pick.room;
  const why = `sl-${kind}-why`;
  const submit = () => {
    ctx.state.dialog = null;
    ctx.state.focus = null;
    ctx.redraw();
    return ctx.act(action(pick));
  };
  return gameDialog(ctx, {
    key: kind,
    label: title,
    className: "sl-dialog panel",
    body: [body, ready ? null : h("p", { class: "sl-why", id: why }, missing)],
    actions: [
      h(
        "button",
        { class: "btn", type: "button", "data-focus": "cancel:", onclick: () => closeDialog(ctx) },
        t("sleuth.ui.cancel"),
      ),
      h(
        "button",
        {
          class: "btn primary big",
          type: "button",
          disabled: !ready,
          "aria-describedby": ready ? null : why,
          "data-focus": "submit:",
          onclick: submit,
        },
        submitLabel,
      ),
    ],
    onClose: () => closeDialog(ctx),
  });
}

function suggestDialog(ctx) {
  const { view, h, t } = ctx;
  const room = view.can_suggest_in;
  const { suspects, weapons } = ctx.static.cards;
  return pickDialog(ctx, {
    kind: "suggest",
    title: t("sleuth.ui.suggest_title"),
    body: [
      h("p", {}, rich(t, "sleuth.ui.suggest_intro", {}, { room: h("strong", {}, cardName(t, room)) })),
      picker(ctx, "suspect", t("sleuth.ui.suspect"), suspects),
      picker(ctx, "weapon", t("sleuth.ui.weapon"), weapons),
    ],
    submitLabel: t("sleuth.ui.suggest"),
    missing: t("sleuth.ui.suggest_needs"),
    action: ({ suspect, weapon }) => ({ type: "suggest", suspect, weapon, room }),
  });
}

function accuseDialog(ctx) {
  const { h, t } = ctx;
  const { suspects, weapons, rooms } = ctx.static.cards;
  return pickDialog(ctx, {
    kind: "accuse",
    title: t("sleuth.ui.accuse_title"),
    body: [
      h("p", { class: "sl-warning" }, t("sleuth.ui.accuse_warning")),
      picker(ctx, "suspect", t("sleuth.ui.suspect"), suspects),
      picker(ctx, "weapon", t("sleuth.ui.weapon"), weapons),
      picker(ctx, "room", t("sleuth.ui.room"), rooms),
    ],
    submitLabel: t("sleuth.ui.accuse"),
    missing: t("sleuth.ui.accuse_needs"),
    action: ({ suspect, weapon, room }) => ({ type: "accuse", suspect, weapon, room }),
  });
}
