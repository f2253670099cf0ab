// Intercept on one shared screen: the round track and tokens, each team's keyword screen and the encryptor's code card
// behind a tap-to-show button, clue entry with the late encryptor's clock, guesses, reveals, and one tap away both
// teams' notes sheets (public) and the whole log. Its parts: table.js (track, mats, step), secrets.js (keyword screen,
// code card), clues.js and timer.js (the clue phase), guess.js, tiebreak.js, reveals.js, history.js and notes.js (the
// game so far); memory.js is what the screen remembers between draws (ctx.state), words.js how it words the view.
// Team colours, the number of rounds, of keywords and of clues, and the limits come from ctx.static.
import { h } from "../../widgets.js";
import { cluePhase } from "./clues.js";
import { guessPhase } from "./guess.js";
import { historyBar, historyPanel } from "./history.js";
import { memory } from "./memory.js";
import { reveals } from "./reveals.js";
import { keywordScreen } from "./secrets.js";
import { stepBanner, tableTop } from "./table.js";
import { keywordGuessPhase, reviewPhase } from "./tiebreak.js";

export { eventText } from "./words.js";

export function render(root, ctx) {
  const state = memory(ctx);
  if (state.shownFor !== ctx.seat) {
    // Another person has the device: whatever the last one opened is closed again.
    state.shown.clear();
    state.shownFor = ctx.seat;
  }
  root.classList.add("ic", `ic-${ctx.static.variant}`);
  root.append(tableTop(ctx), stepBanner(ctx), historyBar(ctx), historyPanel(ctx), playArea(ctx));
  for (const event of ctx.newEvents) state.animated.add(`${ctx.seat}:${event.i}`);
  state.justShown = null;
  // A tap that redrew the screen keeps the keyboard focus on its control (asked during the draw: the morph focuses
  // the live control it becomes).
  if (state.focus) {
    root.querySelector(`[data-focus="${state.focus}"]`)?.focus();
    state.focus = null;
  }
}

function playArea(ctx) {
  const shown = reveals(ctx);
  return h("div", { class: `ic-play${shown ? " has-reveals" : ""}` }, desk(ctx), shown);
}

// What this seat does now, under its team's keyword screen (every screen, open, once the game is decided).
function desk(ctx) {
  const { view } = ctx;
  const myTeam = view.me ? view.teams[view.me.team] : null;
  const parts = [];
  if (view.phase === "over" || view.phase === "review") {
    parts.push(
      h(
        "div",
        { class: "ic-screens" },
        view.teams.filter((t) => t.keywords).map((t) => keywordScreen(ctx, t, true)),
      ),
    );
  } else if (myTeam?.keywords) {
    parts.push(keywordScreen(ctx, myTeam, false));
  }
  if (view.phase === "clues") parts.push(cluePhase(ctx));
  else if (view.phase === "guess") parts.push(guessPhase(ctx));
  else if (view.phase === "keywords") parts.push(keywordGuessPhase(ctx));
  else if (view.phase === "review") parts.push(reviewPhase(ctx));
  return h("div", { class: "ic-desk" }, parts);
}

// The curtain names the team and the role, so the right person takes the device.
export function curtain(prevSeat, seat, ctx) {
  if (prevSeat === seat) return null;
  const { view, t } = ctx;
  const who = view.seats[seat];
  if (!who) return t("intercept.ui.curtain_pass", { seat });
  const args = { seat, team: who.team, whose: view.decoding };
  if (who.role === "interceptor") {
    return view.phase === "guess"
      ? t("intercept.ui.curtain_interceptor_guess", args)
      : t("intercept.ui.curtain_interceptor", args);
  }
  if (view.phase === "clues" && who.role === "encryptor") return t("intercept.ui.curtain_encryptor", args);
  if (view.phase === "guess") {
    return who.team === view.decoding
      ? t("intercept.ui.curtain_decode", args)
      : t("intercept.ui.curtain_intercept", args);
  }
  if (view.phase === "keywords") return t("intercept.ui.curtain_keywords", args);
  if (view.phase === "review") return t("intercept.ui.curtain_review", args);
  return t("intercept.ui.curtain_team", args);
}
