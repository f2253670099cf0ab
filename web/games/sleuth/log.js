// The log of events, worded through the catalog: the latest beside the hand, and the whole of it in the history.
import { eventLog } from "../../widgets.js";

// An event in words (the shell's live region uses it too): a shown card reaches only the suggester and the shower (the
// event then carries it), and their line names it.
export function eventText(ctx, event) {
  if (event.key === "sleuth.showed" && event.args.card) return ctx.t("sleuth.showed_card", event.args);
  return ctx.t(event.key, event.args);
}

export function latestLog(ctx) {
  return eventLog(ctx, { label: ctx.t("sleuth.ui.log"), word: (event) => eventText(ctx, event), className: "sl-log" });
}

// Every event so far, numbered; a scrolling list takes the keyboard focus, so that it can be scrolled without a mouse.
export function fullLog(ctx) {
  const log = eventLog(ctx, {
    label: ctx.t("sleuth.ui.history_log"),
    limit: 0,
    word: (event) => eventText(ctx, event),
    className: "sl-full-log",
  });
  log.tabIndex = 0;
  return log;
}
