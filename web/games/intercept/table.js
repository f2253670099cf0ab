// The top of the table: the round track, each team's mat (players, score, tokens) and the banner saying what the
// table is waiting for.
import { h } from "../../widgets.js";
import { fresh } from "./memory.js";
import { timerPlan } from "./timer.js";
import { colour, currentRound, playerName, teamList } from "./words.js";

export function tableTop(ctx) {
  const { view, t } = ctx;
  const last = ctx.static.last_round;
  const rounds = [];
  for (let r = 1; r <= last; r++) {
    const state = r < view.round || view.phase === "over" ? "done" : r === view.round ? "current" : "";
    rounds.push(
      h("li", { class: `ic-round ${state}`, "aria-current": r === view.round ? "step" : null }, ctx.t.number(r)),
    );
  }
  const roundLabel =
    view.phase === "over"
      ? t("intercept.ui.round_over", { round: view.round })
      : view.phase === "keywords" || view.phase === "review"
        ? t("intercept.ui.round_tiebreak", { round: view.round })
        : t("intercept.ui.round_of", { round: view.round, last });
  return h(
    "div",
    { class: "ic-top" },
    h(
      "div",
      { class: "ic-track" },
      h("h2", { class: "ic-round-title" }, roundLabel),
      h("ol", { class: "ic-rounds", "aria-label": roundLabel }, rounds),
    ),
    h(
      "div",
      { class: "ic-mats" },
      view.teams.map((team) => mat(ctx, team)),
    ),
  );
}

function mat(ctx, team) {
  const { view, toAct, t } = ctx;
  const interceptor = team.role === "interceptor";
  const counts = {
    team: team.index,
    tokens: team.interceptions,
    interceptions: team.interceptions,
    miscommunications: team.miscommunications,
  };
  const tokensLabel = interceptor
    ? t("intercept.ui.tokens_interceptor", counts)
    : t("intercept.ui.tokens_team", counts);
  const matLabel = interceptor ? t("intercept.ui.mat_interceptor", counts) : t("intercept.ui.mat_team", counts);
  const title = interceptor
    ? t("intercept.ui.interceptor_title", { team: team.index })
    : t("intercept.ui.team_title", { team: team.index });
  const players = team.seats.map((s) => {
    const acting = toAct.includes(s);
    const encryptor = view.seats[s].role === "encryptor";
    return h(
      "li",
      { class: `ic-player${acting ? " acting" : ""}`, "aria-current": acting ? "true" : null },
      encryptor
        ? [
            h("span", { "aria-hidden": "true" }, h("span", { class: "ic-pen" }, "✎"), playerName(ctx, s)),
            h("span", { class: "ic-sr" }, t("intercept.ui.player_encryptor", { seat: s })),
          ]
        : playerName(ctx, s),
    );
  });
  return h(
    "section",
    { class: `ic-mat ${colour(ctx, team.index)}`, "aria-label": matLabel },
    h(
      "h3",
      { class: "ic-mat-title" },
      title,
      interceptor ? null : h("span", { class: "ic-score" }, t("intercept.ui.score", { score: team.score })),
    ),
    h("ul", { class: "ic-players" }, players),
    h(
      "div",
      { class: "ic-tokens", role: "img", "aria-label": tokensLabel },
      tokenRow(
        ctx,
        "interception",
        team.interceptions,
        interceptor ? t("intercept.ui.tokens_row") : t("intercept.ui.interceptions_row"),
        fresh(ctx, "intercept.interception", (a) => a.team === team.index).length +
          fresh(ctx, "intercept.decode_token", (a) => a.team === team.index).length,
      ),
      interceptor || ctx.static.variant === "three"
        ? null
        : tokenRow(
            ctx,
            "miscommunication",
            team.miscommunications,
            t("intercept.ui.misses_row"),
            fresh(ctx, "intercept.miscommunication", (a) => a.team === team.index).length,
          ),
    ),
  );
}

// `landed`: how many of the earned tokens came with the latest reply (they drop onto the mat).
function tokenRow(ctx, kind, count, label, landed = 0) {
  const slots = [];
  for (let i = 0; i < Math.max(ctx.static.tokens_to_decide, count); i++) {
    const earned = i < count ? (i >= count - landed ? " earned landing" : " earned") : "";
    slots.push(h("span", { class: `ic-token ${kind}${earned}` }));
  }
  return h("div", { class: "ic-token-row" }, h("span", { class: "ic-token-label" }, label), slots);
}

// What the table is waiting for, worded from the view.
export function stepText(ctx) {
  const { view, t } = ctx;
  if (view.phase === "clues") {
    const writing = view.teams.filter((team) => team.role === "coders" && !currentRound(view, team.index).clues_done);
    if (writing.length === 2) {
      return t("intercept.ui.step_clues_both", {
        first: writing[0].encryptor,
        first_team: writing[0].index,
        second: writing[1].encryptor,
        second_team: writing[1].index,
      });
    }
    if (writing.length === 1) {
      const args = { seat: writing[0].encryptor, team: writing[0].index, seconds: timerPlan(ctx)?.seconds ?? 0 };
      return view.timer ? t("intercept.ui.step_clues_timer", args) : t("intercept.ui.step_clues_one", args);
    }
    return "";
  }
  if (view.phase === "guess") {
    const transmission = currentRound(view, view.decoding);
    if (transmission.round === 1) return t("intercept.ui.step_decode_first", { team: view.decoding });
    const waiting = transmission.guessing_teams.filter((team) => !transmission.guessed[team]);
    return t("intercept.ui.step_guessing", { team: view.decoding, waiting: teamList(ctx, waiting) });
  }
  if (view.phase === "keywords") return t("intercept.ui.step_keywords", { count: ctx.static.keywords });
  if (view.phase === "review") return t("intercept.ui.step_review");
  return ctx.result ? t(ctx.result.outcome.key, ctx.result.outcome.args, ctx.result.reason) : "";
}

export function stepBanner(ctx) {
  const { view, t } = ctx;
  const me = view.me;
  let role = null;
  if (me && view.phase !== "over") {
    const args = { seat: view.seat, team: me.team };
    const text = {
      encryptor: () => t("intercept.ui.me_encryptor", args),
      decoder: () => t("intercept.ui.me_player", args),
      interceptor: () => t("intercept.ui.me_interceptor", args),
      player: () => t("intercept.ui.me_player", args),
    }[me.role];
    role = text ? h("span", { class: "ic-me" }, text()) : null;
  }
  // The first thing the shell focuses when a person takes the device (tabindex -1: focusable, not a Tab stop): what the
  // table is waiting for, read out first, before the buttons.
  return h(
    "div",
    { class: `ic-step phase-${view.phase}`, role: "status", "aria-live": "polite", tabindex: "-1" },
    h("span", { class: "ic-step-text" }, stepText(ctx)),
    role,
  );
}
