// The latest round's reveals: each code, both teams' guesses at it and what they earned.
import { h } from "../../widgets.js";
import { fresh } from "./memory.js";
import { colour, fmt } from "./words.js";

export function reveals(ctx) {
  const { view, t } = ctx;
  const all = [];
  for (const team of view.teams) for (const r of team.rounds) if (r.revealed) all.push({ team, r });
  if (!all.length) return null;
  const lastRound = Math.max(...all.map((x) => x.r.round));
  const latest = all.filter((x) => x.r.round === lastRound).sort((a, b) => a.team.index - b.team.index);
  return h(
    "section",
    { class: "ic-reveals", "aria-label": t("intercept.ui.reveals_label", { round: lastRound }) },
    latest.map(({ team, r }) => revealCard(ctx, team, r)),
  );
}

function revealCard(ctx, team, r) {
  const { t } = ctx;
  const other = 1 - team.index;
  const own = {
    team: team.index,
    guess: fmt(r.guesses[team.index]),
    result: !r.miscommunicated ? "right" : ctx.static.variant === "three" ? "wrong_three" : "wrong",
  };
  const lines = [
    h("li", { class: r.miscommunicated ? "bad" : "good" }, t("intercept.ui.reveal_own", own)),
    r.guessing_teams.includes(other)
      ? h(
          "li",
          { class: r.intercepted ? "bad" : "good" },
          t("intercept.ui.reveal_other", {
            team: other,
            guess: fmt(r.guesses[other]),
            intercepted: r.intercepted ? "true" : "false",
          }),
        )
      : h("li", { class: "neutral" }, t("intercept.ui.reveal_first_round")),
  ];
  // The card flips over when the reveal arrives, once per screen, not at every redraw.
  const flips = fresh(ctx, "intercept.code_revealed", (a) => a.team === team.index && a.round === r.round).length;
  return h(
    "div",
    {
      class: `ic-reveal ${colour(ctx, team.index)}${flips ? " fresh" : ""}`,
      role: "group",
      "aria-label": t("intercept.ui.reveal_group", { team: team.index, round: r.round }),
    },
    h(
      "div",
      { class: "ic-reveal-code" },
      h("span", { class: "ic-reveal-label" }, t("intercept.ui.reveal_code", { team: team.index })),
      h(
        "span",
        { class: "ic-code-card small" },
        r.code.map((d) => h("span", { class: "ic-code-digit" }, ctx.t.number(d))),
      ),
    ),
    h("ul", { class: "ic-reveal-lines" }, lines),
  );
}
