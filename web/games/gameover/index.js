// Game Over: the panel of tiles, the hidden word, your hand of cards, and what everyone just did.
// Everything this renderer remembers lives in ctx.state (fresh for every game): the wild card or guess in progress,
// and the last round whose banner was closed. Every text comes from web/locales/<lang>/gameover.json.
// The parts: players.js (the strip, the round's banner), table.js (panel, word, facts), hand.js (the cards and what
// they open), forms.js (the letter picker, a guess, the guide's word).
import { eventLog, latestMoves } from "../../widgets.js";
import { controls } from "./hand.js";
import { lastRoundBanner, players } from "./players.js";
import { factsRow, panel, wordRow } from "./table.js";

// The newest moves stand beside the prompt (latestMoves): the shell's line at the top would repeat them.
export const showsLatestMoves = true;

export function render(root, ctx) {
  const { view, state, h } = ctx;
  // A card choice in progress belongs to one position of one seat's screen: anything that happens ends it.
  const position = `${view.seat}:${view.events.at(-1)?.i ?? -1}`;
  if (state.position !== position) {
    state.position = position;
    state.wild = null;
    state.guessing = null;
  }
  state.dismissed ??= 0;
  root.classList.add("go");
  const parts = [
    players(ctx),
    lastRoundBanner(ctx),
    h("div", { class: "go-table" }, panel(ctx), wordRow(ctx), factsRow(ctx)),
    latestMoves(ctx, { className: "go-latest", label: ctx.t("gameover.ui.latest") }),
    controls(ctx),
    eventLog(ctx, { limit: 6, className: "go-log", label: ctx.t("gameover.ui.log") }),
  ];
  root.append(...parts.filter(Boolean));
  focusWhatNeedsAttention(ctx);
}

// When the control that had the focus is gone (a card played), or a choice has just opened (a wild card's letters, a
// guess), the focus goes to what this person acts with: the letter picker, the guess, the guide's word, the first
// card they can play or the Draw button. Otherwise it stays where it is (the screen is updated in place). Whether the
// focus outlived the update is known only once the screen is live: it is looked at then, in the live screen.
const NEEDS_ATTENTION = [
  ".go-picker .go-pick:not(.asked)",
  ".go-picker .go-pick",
  ".go-guess-input",
  ".go-secret-input",
  ".go-card:enabled",
  ".go-controls .btn",
];
function focusWhatNeedsAttention(ctx) {
  const choiceOpened = ctx.state.choiceOpened;
  ctx.state.choiceOpened = false;
  queueMicrotask(() => {
    const screen = ctx.screen;
    if (!screen.isConnected) return; // drawn unseen (the warm-up), or left meanwhile
    const active = document.activeElement;
    if (!choiceOpened && active && active !== document.body && active.isConnected) return;
    const target = NEEDS_ATTENTION.map((selector) => screen.querySelector(`.game-root ${selector}`)).find(Boolean);
    target?.focus();
  });
}

// Only the guide's screen needs a curtain in a game with several people: everyone else sees the same public facts,
// but their own hand. Name the role so the right person takes the device.
export function curtain(_prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2) return null;
  const choosing = ctx.view.phase === "word" && ctx.view.guide === seat;
  return choosing ? ctx.t("gameover.ui.curtain_guide", { seat }) : ctx.t("gameover.ui.curtain", { seat });
}
