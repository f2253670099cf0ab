// The history: every suggestion so far and the whole log, folded away behind one tap.
// All of it comes from this seat's view: who suggested what, who could not disprove, who showed a card to whom, and
// which card only where this seat saw it (the suggester and the one who showed it); then the accusations.
import { fullLog } from "./log.js";
import { cardName, rich, seatArgs } from "./words.js";

export function historyPanel(ctx) {
  const { view, h, seat, t } = ctx;
  const suggestions = view.suggestions;
  const entry = (s) => {
    const strong = (card) => h("strong", {}, cardName(t, card));
    const lines = [
      h(
        "p",
        {},
        rich(
          t,
          "sleuth.ui.history_suggested",
          { turn: s.turn, seat: s.by, who: view.detectives[s.by].suspect },
          { suspect: strong(s.suspect), weapon: strong(s.weapon), room: strong(s.room) },
        ),
      ),
    ];
    if (s.passed.length) lines.push(h("p", { class: "sl-passed" }, t("sleuth.ui.passed", { seats: s.passed })));
    let outcome;
    if (s.disprover === null) outcome = s.passed.length ? t("sleuth.ui.nobody_disproved") : null;
    else if (s.card && s.by === seat) outcome = t("sleuth.ui.history_showed_you", { seat: s.disprover, card: s.card });
    else if (s.card && s.disprover === seat) outcome = t("sleuth.ui.history_you_showed", { to: s.by, card: s.card });
    else if (s.shown) outcome = t("sleuth.ui.showed_to", { ...seatArgs(view, s.disprover), to: s.by });
    else outcome = t("sleuth.ui.waiting", seatArgs(view, s.disprover));
    if (outcome) lines.push(h("p", { class: "sl-outcome" }, outcome));
    return h("li", { class: "sl-history-item" }, lines);
  };
  const accusations = view.accusations.map((a) =>
    h(
      "li",
      { class: "sl-history-item" },
      t("sleuth.ui.history_accused", { seat: a.by, ...a, correct: a.correct ? "yes" : "no" }),
    ),
  );
  return h(
    "details",
    {
      class: "sl-history panel",
      open: !!ctx.state.historyOpen,
      ontoggle: (e) => {
        // Its contents are drawn only while it is open (the whole log can be long). A toggle is also queued on the
        // details a draw builds open: only the live one's counts.
        if (!ctx.screen?.contains(e.target) || e.target.open === !!ctx.state.historyOpen) return;
        ctx.state.historyOpen = e.target.open;
        ctx.state.focus = "history:";
        ctx.redraw();
      },
    },
    h("summary", { "data-focus": "history:" }, t("sleuth.ui.history", { suggestions: suggestions.length })),
    ctx.state.historyOpen ? historyContents(ctx, suggestions.map(entry), accusations) : null,
  );
}

function historyContents(ctx, suggestions, accusations) {
  const { h, t } = ctx;
  return [
    h("h3", {}, t("sleuth.ui.history_suggestions")),
    suggestions.length
      ? h("ol", { class: "sl-history-list" }, suggestions)
      : h("p", { class: "sl-hint" }, t("sleuth.ui.history_none")),
    accusations.length
      ? [h("h3", {}, t("sleuth.ui.history_accusations")), h("ol", { class: "sl-history-list" }, accusations)]
      : null,
    h("h3", {}, t("sleuth.ui.history_log")),
    fullLog(ctx),
  ];
}
