// The teams (in the 3-player game, the players): each one's square, members, roles this turn, and why it last moved.
import { h } from "../../widgets.js";
import { playerName, teamName, three, tokenLetter } from "./names.js";

export function teamsPanel(ctx) {
  const { view } = ctx;
  const lastMove = new Map();
  for (const event of view.events) if (event.key === "stikord.moved") lastMove.set(event.args.team, event.args);
  return h(
    "section",
    { class: "sk-teams", "aria-label": ctx.t(three(ctx) ? "stikord.ui.players" : "stikord.ui.teams") },
    view.teams.map((team, t) => {
      const move = lastMove.get(t);
      const current = t === view.current && view.phase !== "over";
      const winner = view.phase === "over" && team.position >= ctx.static.goal;
      return h(
        "article",
        {
          class: `sk-team team-${t}${current ? " current" : ""}${winner ? " winner" : ""}`,
          "aria-label": teamName(ctx, t),
          "aria-current": current ? "true" : null,
        },
        h(
          "h3",
          { class: "sk-team-name" },
          h("span", { class: `sk-token team-${t}`, "aria-hidden": "true" }, tokenLetter(ctx, t)),
          teamName(ctx, t),
          h("span", { class: "sk-position" }, positionText(ctx, team.position)),
        ),
        three(ctx) ? null : members(ctx, team, current),
        h(
          "p",
          { class: "sk-last-move" },
          move ? ctx.t("stikord.ui.last_move", { why: move.why, squares: move.squares }) : ctx.t("stikord.ui.no_move"),
        ),
      );
    }),
  );
}

function positionText(ctx, position) {
  if (position >= ctx.static.goal) return ctx.t("stikord.ui.at_goal");
  if (position === 0) return ctx.t("stikord.ui.at_start");
  return ctx.t("stikord.ui.on_square", { square: position });
}

function members(ctx, team, current) {
  const { view } = ctx;
  return h(
    "ul",
    { class: "sk-members" },
    team.members.map((seat) => {
      const sends = current && seat === view.sender;
      const receives = current && view.receivers.includes(seat);
      return h(
        "li",
        { class: `${sends ? "sender" : ""}${receives ? " receiver" : ""}`.trim() },
        playerName(ctx, seat),
        sends ? h("small", {}, ` · ${ctx.t("stikord.ui.sender")}`) : null,
        receives ? h("small", {}, ` · ${ctx.t("stikord.ui.receiver")}`) : null,
      );
    }),
  );
}
