// Who is who and whose turn: the step in one line (a status) and a chip per player with their sheet and total.

function phaseText(ctx) {
  const { view, t } = ctx;
  const args = { turn: view.turn, seat: view.active };
  if (view.phase === "over") return t("bullseye.ui.phase_over");
  if (view.phase === "roll") return t("bullseye.ui.phase_roll", args);
  if (view.phase === "decide") return t("bullseye.ui.phase_decide", args);
  if (!view.to_act.length) return t("bullseye.ui.phase_enter", args);
  return t("bullseye.ui.phase_enter_waiting", { ...args, waiting: view.to_act });
}

function playerState({ view, t }, seat) {
  if (view.phase === "over") return null;
  if (view.phase === "enter") {
    return view.scoresheets[seat].entered ? t("bullseye.ui.state_entered") : t("bullseye.ui.state_writing");
  }
  return seat === view.active ? t("bullseye.ui.state_rolling") : null;
}

export function banner(ctx) {
  const { view, h, t } = ctx;
  return h(
    "div",
    { class: "be-banner" },
    h("p", { class: "be-phase", role: "status" }, phaseText(ctx)),
    h(
      "ol",
      { class: "be-players", "aria-label": t("bullseye.ui.players") },
      view.players.map((p, s) => {
        const state = playerState(ctx, s);
        return h(
          "li",
          { class: `be-player${s === view.active ? " active" : ""}${view.to_act.includes(s) ? " acting" : ""}` },
          h(
            "span",
            { class: "be-player-name" },
            p.name,
            p.bot ? [" ", h("small", {}, t("bullseye.ui.bot", { level: p.bot }))] : null,
          ),
          h("span", { class: "be-player-sheet" }, t("bullseye.ui.sheet_letter", { sheet: view.scoresheets[s].sheet })),
          h(
            "span",
            { class: "be-player-total", "aria-label": t("bullseye.ui.points_label", { seat: s, score: p.score }) },
            t("bullseye.ui.points", { score: p.score }),
          ),
          state ? h("span", { class: "be-player-state" }, state) : null,
        );
      }),
    ),
  );
}
