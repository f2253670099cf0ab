// Stikord on one shared device: the board from START to GOAL with the teams' tokens (board.js), the special die and
// the four letter dice (dice.js), the sand timer (timer.js), the card on the sender's screen only (card.js), the turn
// so far (turn.js), this seat's controls (controls.js, forms.js), the teams (teams.js) and the log.
//
// Everything this renderer remembers between draws (drafts, the turn's sand, which animations were played) lives in
// ctx.state, which the shell makes fresh for every game; it keeps no node from one draw to the next. Squares, dice
// faces and limits come from ctx.static.
import { eventLog, h, latestMoves } from "../../widgets.js";
import { board, walkTokens } from "./board.js";
import { announcement, card } from "./card.js";
import { controls } from "./controls.js";
import { letterDice, specialDie } from "./dice.js";
import { eventWords } from "./names.js";
import { banner, curtainText } from "./prompts.js";
import { teamsPanel } from "./teams.js";
import { sandTimer } from "./timer.js";
import { turnSoFar } from "./turn.js";

// The newest moves stand beside the prompt (latestMoves): the shell's line at the top would repeat them.
export const showsLatestMoves = true;

const LOG_LENGTH = 14;

export function render(root, ctx) {
  const { view, state } = ctx;
  root.classList.add("sk", `sk-is-${view.variant}`, `sk-is-${view.mode}`);
  if (view.free_for_all) root.classList.add("sk-is-ffa");
  // Two columns on a tablet or a laptop (the play, the log | the board, the teams); one on a phone, where the
  // stylesheet puts the board right under the play.
  root.append(
    banner(ctx),
    h("div", { class: "sk-column sk-column-play" }, view.phase === "over" ? null : playArea(ctx), log(ctx)),
    h("div", { class: "sk-column sk-column-board" }, board(ctx), teamsPanel(ctx)),
  );
  // Once the screen is live: tokens that moved walk, the log shows its newest line, and at a new step (an event
  // arrived since this seat's last draw), or when the control that had the focus is gone, a keyboard or
  // screen-reader user lands on this seat's next control; otherwise the focus stays where it is.
  const step = `${ctx.seat}:${view.events.at(-1)?.i ?? -1}`;
  const newStep = state.focusStep !== step;
  state.focusStep = step;
  state.draws = (state.draws ?? 0) + 1;
  const draw = state.draws;
  requestAnimationFrame(() => {
    const screen = ctx.screen?.querySelector(".sk");
    if (!screen || state.draws !== draw) return; // a curtain, or a later draw, has taken its place
    walkTokens(screen, ctx);
    const lines = screen.querySelector(".sk-log-lines");
    if (lines) lines.scrollTop = lines.scrollHeight;
    const active = document.activeElement;
    if (active === document.body || (newStep && screen.contains(active))) {
      const target = screen.querySelector(".sk-choose, .sk-controls input, .sk-controls button");
      if (target) {
        // The whole of what it belongs to comes into sight (the cue words and their button), not just the field.
        target.focus({ preventScroll: true });
        (target.closest(".sk-controls") || target).scrollIntoView({ block: "nearest" });
      }
    }
  });
}

export function curtain(prevSeat, seat, ctx) {
  return curtainText(prevSeat, seat, ctx);
}

// An event in words (the shell's live region and History use it too).
export function eventText(ctx, event) {
  return eventWords(ctx, event);
}

// The play area: the dice and the sand, the message's category, the sender's card, the turn so far, the newest moves,
// and this seat's controls.
function playArea(ctx) {
  return h(
    "section",
    { class: "sk-play", "aria-label": ctx.t("stikord.ui.table") },
    h("div", { class: "sk-dice-row" }, specialDie(ctx), letterDice(ctx), sandTimer(ctx)),
    announcement(ctx),
    card(ctx),
    turnSoFar(ctx),
    latestMoves(ctx, {
      className: "sk-latest",
      label: ctx.t("stikord.ui.latest"),
      word: (event) => eventWords(ctx, event),
    }),
    controls(ctx),
  );
}

// The log: the kit's, under its heading, in a region that scrolls (so it takes the focus, to scroll it with the arrow
// keys). It does not speak: the shell's announcer says each move once.
function log(ctx) {
  const label = ctx.t("stikord.ui.log");
  return h(
    "div",
    { class: "sk-log sk-log-lines", role: "log", "aria-live": "off", "aria-label": label, tabindex: "0" },
    eventLog(ctx, {
      label,
      heading: true,
      limit: LOG_LENGTH,
      word: (event) => eventWords(ctx, event),
      lineClass: (event) => (event.key === "stikord.moved" ? "moved" : null),
    }),
  );
}
