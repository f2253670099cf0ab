// What the table is waiting for: the banner at the top of a seat's screen (the step and this seat's role), and the
// curtain before a screen, which names the person and what they are about to do.
import { h } from "../../widgets.js";
import { teamName, three } from "./names.js";

// The sender before the card shows, a receiver (or a stealing team) before typing a guess: the right person takes
// the device.
export function curtainText(prevSeat, seat, ctx) {
  if (prevSeat === seat) return null;
  const { view } = ctx;
  const team = teamName(ctx, view.team_of[seat]);
  if (seat === view.sender) {
    if (view.phase === "draw" || view.phase === "choose") {
      if (three(ctx)) return ctx.t("stikord.ui.curtain_send_three", { seat });
      return ctx.t("stikord.ui.curtain_send", { seat, team, free_for_all: view.free_for_all });
    }
    return ctx.t("stikord.ui.curtain_back", { seat, attempt: view.attempt });
  }
  if (view.phase === "steal") return ctx.t("stikord.ui.curtain_steal", { seat, team });
  if (view.phase === "guess") {
    const active = teamName(ctx, view.current);
    if (three(ctx)) return ctx.t("stikord.ui.curtain_guess_three", { seat, sender: view.sender });
    if (view.receivers.includes(seat)) return ctx.t("stikord.ui.curtain_guess", { seat, team });
    return ctx.t("stikord.ui.curtain_guess_other", { seat, team, active });
  }
  return ctx.t("stikord.ui.curtain", { seat });
}

export function banner(ctx) {
  const { view } = ctx;
  const role = roleText(ctx);
  return h(
    "div",
    { class: `sk-banner phase-${view.phase}`, role: "status", "aria-live": "polite" },
    view.free_for_all && view.phase !== "over"
      ? h("span", { class: "sk-ffa-badge" }, ctx.t("stikord.ui.free_for_all"))
      : null,
    h("span", { class: "sk-step" }, stepText(ctx)),
    role ? h("span", { class: "sk-me" }, role) : null,
  );
}

function stepText(ctx) {
  const { view } = ctx;
  if (view.phase === "over") {
    return ctx.result ? ctx.t(ctx.result.outcome.key, ctx.result.outcome.args, ctx.result.reason) : "";
  }
  const team = teamName(ctx, view.current);
  const args = { team, sender: view.sender, attempt: view.attempt, attempts: ctx.static.attempts };
  switch (view.phase) {
    case "draw":
      if (three(ctx)) return ctx.t("stikord.ui.step_draw_three", args);
      return ctx.t(view.free_for_all ? "stikord.ui.step_draw_ffa" : "stikord.ui.step_draw", args);
    case "choose":
      return ctx.t("stikord.ui.step_choose", args);
    case "cues":
      return ctx.t(three(ctx) ? "stikord.ui.step_cues_three" : "stikord.ui.step_cues", args);
    case "guess":
      if (three(ctx)) return ctx.t("stikord.ui.step_guess_three", { ...args, receivers: view.receivers });
      if (view.free_for_all) return ctx.t("stikord.ui.step_guess_ffa", args);
      return ctx.t(view.mode === "typed" ? "stikord.ui.step_guess_typed" : "stikord.ui.step_guess_spoken", {
        ...args,
        receivers: view.receivers,
      });
    case "steal":
      return ctx.t("stikord.ui.step_steal", { ...args, stealer: teamName(ctx, view.stealing) });
    default:
      return "";
  }
}

function roleText(ctx) {
  const { view, seat } = ctx;
  if (seat === null || view.phase === "over") return null;
  if (seat === view.sender) return ctx.t("stikord.ui.you_send", { seat });
  if (view.phase === "steal") return ctx.t("stikord.ui.you_steal", { seat, team: teamName(ctx, view.team_of[seat]) });
  if (view.receivers.includes(seat)) return ctx.t("stikord.ui.you_receive", { seat });
  return ctx.t("stikord.ui.you_guess_too", { seat, team: teamName(ctx, view.team_of[seat]) });
}
