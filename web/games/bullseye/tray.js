// The dice on the table: one button a die (choose it, drag it), a note saying why they cannot be chosen now.
import { canEnter, fittingColours, onDie } from "./entry.js";
import { rovingKeys, tabStop } from "./focus.js";
import { dieFaceSvg } from "./pictures.js";
import { capitalised } from "./words.js";

// Why the dice cannot be chosen now (shown under them, and what a disabled die's description says).
function trayNote(ctx) {
  const { view, t, seat } = ctx;
  if (view.phase === "over") return t("bullseye.ui.tray_over");
  if (view.phase === "roll" || view.dice.some((d) => d.value === null)) return t("bullseye.ui.tray_waiting");
  if (view.phase === "decide") return t("bullseye.ui.tray_decide", { seat: view.active });
  if (canEnter(ctx)) return null;
  return seat === null ? t("bullseye.ui.tray_spectator") : t("bullseye.ui.tray_entered");
}

// The dice of a roll that just arrived tumble. The class alternates with the roll (rolling-0, rolling-1), so a die
// the screen keeps from one roll to the next starts its animation again; a redraw of the same roll changes nothing.
function freshRoll(ctx) {
  const event = ctx.newEvents.findLast((e) => e.key === "bullseye.rolled" || e.key === "bullseye.rerolled");
  if (!event) return null;
  return { colours: new Set(event.args.colours || Object.keys(event.args.dice)), className: `rolling-${event.i % 2}` };
}

export function diceTray(ctx) {
  const { view, h, t } = ctx;
  const ui = ctx.state;
  const entering = canEnter(ctx);
  const fits = entering ? fittingColours(ctx) : new Set();
  const note = trayNote(ctx);
  const roll = freshRoll(ctx);
  const buttons = [];
  const tray = h(
    "div",
    { class: "be-tray", role: "group", "aria-label": t("bullseye.ui.dice"), onkeydown: rovingKeys },
    view.dice.map((d) => {
      const placed = d.colour in ui.pending;
      const label =
        d.value === null
          ? t("bullseye.ui.die_unrolled", { colour: d.colour })
          : t("bullseye.ui.die_label", { colour: d.colour, value: d.value, kept: d.kept, written: placed });
      const classes = ["be-die", `c-${d.colour}`];
      if (d.value === null) classes.push("blank");
      if (ui.selected === d.colour) classes.push("selected");
      if (placed) classes.push("placed");
      if (entering && !fits.has(d.colour)) classes.push("nofit");
      if (d.kept) classes.push("kept");
      if (roll?.colours.has(d.colour)) classes.push(roll.className);
      const disabled = !entering || d.value === null;
      const button = h(
        "button",
        {
          class: classes.join(" "),
          type: "button",
          "aria-label": capitalised(ctx, label),
          "aria-pressed": entering ? String(ui.selected === d.colour) : null,
          "aria-describedby": disabled && note ? "be-tray-note" : null,
          "data-focus": `die-${d.colour}`,
          disabled,
          draggable: entering && d.value !== null ? "true" : null,
          ondragstart: (e) => {
            e.dataTransfer.setData("text/plain", d.colour);
            ctx.state.selected = d.colour;
          },
          onclick: () => onDie(ctx, d.colour),
        },
        d.value === null
          ? h("span", { class: "be-die-blank", "aria-hidden": "true" }, "?")
          : dieFaceSvg(d.colour, d.value),
      );
      buttons.push(button);
      return h(
        "div",
        { class: "be-die-slot" },
        button,
        d.kept ? h("span", { class: "be-die-note", "aria-hidden": "true" }, t("bullseye.ui.die_kept")) : null,
      );
    }),
    note ? h("p", { class: "be-tray-note", id: "be-tray-note" }, note) : null,
  );
  const stop =
    buttons.find((b) => b.dataset.focus === `die-${ui.selected}`) ||
    buttons.find((b) => b.dataset.focus === ui.focus) ||
    buttons.find((b) => !b.classList.contains("nofit") && !b.classList.contains("placed"));
  tabStop(buttons, stop);
  return tray;
}
