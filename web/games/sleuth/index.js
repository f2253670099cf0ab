// Sleuth's renderer: the mansion drawn from the board map of the game's static data, the dice, the turn's controls
// (roll, move by tapping a square of the board zoomed to the token or a room of the list of rooms in reach, passage,
// suggestion and accusation dialogs, showing a card), the player's hand, a detective notebook that fills itself in,
// takes marks and records the cards shown, the history of every suggestion, and the log of events. Tokens walk to
// where they moved. One module a part: players.js, board.js, zoom.js, walk.js, turn.js, dialogs.js, cards.js,
// history.js, notebook.js, log.js, focus.js (words.js and pictures.js are what they share).
// Every text comes from the catalog (web/locales/<lang>/sleuth.json): "sleuth.ui.*" for the screens and the names of
// cards are the terms "sleuth.card.<name>"; the rules page is rules.js.
import { envelopePanel, handPanel } from "./cards.js";
import { dialog } from "./dialogs.js";
import { keepFocus } from "./focus.js";
import { historyPanel } from "./history.js";
import { latestLog } from "./log.js";
import { notebook, watchNotebook } from "./notebook.js";
import { playersStrip } from "./players.js";
import { turnPanel } from "./turn.js";
import { walkTokens } from "./walk.js";
import { zoomed } from "./words.js";
import { boardArea, fitZoom } from "./zoom.js";

export { letters } from "./cards.js";
export { eventText } from "./log.js";

// What the person is in the middle of doing (an open dialog, the cards picked in it, the notebook folded or not, the
// whole board or the zoomed one, the control that has the keyboard focus) lives in ctx.state, fresh for every game, and
// survives a redraw; a new turn or phase closes the dialog and zooms the board in again.
function ui(ctx) {
  const state = ctx.state;
  // In an embed frame the notebook starts folded: a host page's frame has no room to spare below the board, and the
  // notebook fills itself in whether it is open or not (one tap on its title opens it).
  const notebookOpen = !document.body.classList.contains("embed");
  if (!state.started)
    Object.assign(state, { started: true, dialog: null, pick: {}, stamp: null, notebookOpen, focus: null });
  return state;
}

export function render(root, ctx) {
  const { view, h } = ctx;
  const state = ui(ctx);
  const stamp = `${view.turn_number}:${view.phase}:${ctx.seat}`;
  if (stamp !== state.stamp) {
    state.stamp = stamp;
    if (state.dialog) state.focus = null;
    state.dialog = null;
    state.pick = {};
    state.wholeBoard = false;
  }
  root.classList.add("sl");
  // The turn (what to do now and its controls) comes first, so that on a narrow screen the prompt and the control it
  // asks for are on screen together; a wide screen puts it beside the board.
  const solution = view.solution ? envelopePanel(ctx, view.solution) : null;
  const side = h("div", { class: "sl-side" }, handPanel(ctx), solution, latestLog(ctx));
  const main = h("div", { class: "sl-main" }, turnPanel(ctx), historyPanel(ctx), boardArea(ctx), side);
  root.append(...[playersStrip(ctx), main, notebook(ctx)].filter(Boolean)); // root.append(null) would write "null"
  const open = dialog(ctx);
  if (open) root.append(open);
  const zoom = zoomed(ctx);
  if (!zoom) state.zoomWatch?.disconnect();
  // Measured once the screen is in the page: the morph that puts it there runs as soon as this draw returns.
  state.draws = (state.draws || 0) + 1;
  const drawn = state.draws;
  queueMicrotask(() => {
    if (state.draws !== drawn || !ctx.screen?.isConnected) return; // a later draw measures its own
    if (zoom) fitZoom(ctx);
    walkTokens(ctx);
    watchNotebook(ctx);
  });
  keepFocus(root, ctx, open);
}

// The curtain names the suspect, and says why when the next person must show a card.
export function curtain(prevSeat, seat, ctx) {
  const people = ctx.seats.filter((s) => !s.bot).length;
  if (people < 2 || prevSeat === seat) return null;
  const args = { seat, suspect: ctx.view.detectives[seat].suspect };
  if (ctx.view.phase === "disprove" && ctx.toAct.includes(seat)) return ctx.t("sleuth.ui.curtain_show", args);
  return ctx.t("sleuth.ui.curtain", args);
}
