// The game so far, one tap away: two buttons under the step open both teams' notes sheets (as far as this seat may
// know them) or the whole log, between the step and the desk.
import { eventLog, h } from "../../widgets.js";
import { memory, refocus } from "./memory.js";
import { sheet } from "./notes.js";
import { eventText } from "./words.js";

export function historyBar(ctx) {
  const state = memory(ctx);
  const tab = (id, label) =>
    h(
      "button",
      {
        type: "button",
        class: "ic-tab",
        "aria-expanded": state.panel === id ? "true" : "false",
        "aria-controls": "ic-history",
        dataset: { focus: `panel-${id}` },
        onclick: () => {
          state.panel = state.panel === id ? null : id;
          refocus(ctx, state.panel ? "history" : `panel-${id}`); // opened: to what it shows; closed: stay here
          ctx.redraw();
        },
      },
      label,
    );
  return h(
    "div",
    { class: "ic-history-bar", role: "group", "aria-label": ctx.t("intercept.ui.history") },
    tab("notes", ctx.t("intercept.ui.show_notes")),
    tab("log", ctx.t("intercept.ui.show_log")),
  );
}

export function historyPanel(ctx) {
  const { panel } = memory(ctx);
  return h(
    "div",
    { id: "ic-history", class: "ic-history" },
    panel === "notes" ? notes(ctx) : panel === "log" ? log(ctx) : null,
  );
}

function notes(ctx) {
  return h(
    "div",
    { class: "ic-sheets", tabindex: "-1", dataset: { focus: "history" } },
    ctx.view.teams.filter((t) => t.role === "coders").map((t) => sheet(ctx, t)),
  );
}

// The whole game's log (the kit's), under a heading that takes the focus when it opens.
function log(ctx) {
  const box = eventLog(ctx, {
    label: ctx.t("intercept.ui.log"),
    limit: 0,
    word: (event) => eventText(ctx, event),
    className: "ic-log",
    heading: true,
  });
  const heading = box.querySelector("h3");
  heading.tabIndex = -1;
  heading.dataset.focus = "history";
  return box;
}
