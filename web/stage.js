// The stage: the screen of a running game. Its bar (title, status, Undo, How to play, History, sound, Menu), the
// board where the renderer draws one seat's screen, the curtain before a screen that is not the last person's, the
// question who has the device in a race, and the result. What to draw comes from the Session (session.js).
import { leaveWhenSure, openHistory } from "./dialogs.js";
import { resultPanel, whenShown } from "./result.js";
import { openRulesOverlay } from "./rules.js";
import { defaultSoundFor } from "./sound.js";
import { soundToggle } from "./topbar.js";
import { clear, h, morph, standIn, svg } from "./widgets.js";

// The stage's elements, put into the page for a new game (still without its first reply).
export function buildStage(session) {
  const { shell, info } = session;
  const title = shell.gameText(info, "title", info.title);
  clear(shell.root);
  document.title = `${title} — pygames`;
  const stage = h("section", {
    class: `stage game-${info.id}`,
    "data-game": info.id,
    "data-game-state": "loading",
    "aria-label": title,
  });
  const icon = (name, label, onclick, picture) =>
    h("button", { class: `btn icon ${name}`, type: "button", "aria-label": label, title: label, onclick }, picture);
  const bar = h(
    "div",
    { class: "stage-bar" },
    h("h1", { class: "stage-title" }, title),
    h("span", { class: "stage-status", role: "status", "aria-live": "polite" }),
    // Undo: shown by draw() (refreshUndo) while the person who made the last move may take it back.
    h("button", {
      class: "btn undo",
      type: "button",
      hidden: true,
      "aria-keyshortcuts": "Control+Z Meta+Z",
      onclick: () => undoLastMove(session),
    }),
    icon("help", shell.tr("shell.how_to_play"), () => openRulesOverlay(shell, info), "?"),
    icon("history-button", shell.tr("shell.history"), () => openHistory(session), historyIcon()),
    soundToggle(shell),
    shell.embed
      ? null
      : h(
          "button",
          { class: "btn", type: "button", onclick: () => leaveWhenSure(shell, () => (location.hash = "#/")) },
          shell.tr("shell.menu"),
        ),
  );
  const waiting = h("div", { class: "waiting" }, h("span", { class: "spinner", "aria-hidden": "true" }));
  waiting.append(shell.tr("shell.setting_up"));
  const board = h("div", { class: "board" }, waiting);
  // The latest move, one short line at the top (so a bot's move is seen on a phone too), and a refused move's reason,
  // shown once, here, next to the game rather than in a toast over the hand.
  const latest = h("p", { class: "latest-move" });
  const notice = h("p", { class: "stage-notice", role: "alert" });
  stage.append(bar, latest, notice, board);
  shell.root.append(stage);
  Object.assign(session, {
    stage,
    board,
    latest,
    notice,
    status: bar.querySelector(".stage-status"),
    undoButton: bar.querySelector(".undo"),
  });
  document.body.dataset.playing = info.id;
}

function historyIcon() {
  return svg(
    "svg",
    { viewBox: "0 0 24 24", class: "icon-svg", "aria-hidden": "true" },
    svg("circle", { cx: 12, cy: 12, r: 8.5 }),
    svg("path", { d: "M12 7v5.5l3.5 2" }),
  );
}

const key = (seat) => (seat === null ? "public" : String(seat));

// What a renderer draws with (web/games/README.md).
export function makeContext(session, seat) {
  const snap = session.snapshot;
  return {
    info: session.info,
    seats: session.seats,
    seat,
    view: snap.views[key(seat)],
    newEvents: session.newEvents[key(seat)] || [],
    static: session.static,
    state: session.renderState,
    screen: session.board, // where this screen is drawn (unchanged() looks its parts up there)
    legal: (seat !== null && snap.legal[key(seat)]) || [],
    toAct: snap.to_act,
    result: snap.result,
    language: session.saved.options.language,
    t: session.shell.translate(),
    h,
    act: (action, options) => session.act(seat, action, options),
    clock: (key, seconds, options) => session.clock(key, seconds, options),
    redraw: () => draw(session),
    newGame: () => session.shell.newGame(),
  };
}

function needsCurtain(session, seat, ctx) {
  if (seat === null || seat === session.revealed) return null;
  if (session.renderer.curtain) return session.renderer.curtain(session.revealed ?? null, seat, ctx);
  if (session.info.secret_views && session.humans().length >= 2)
    return session.shell.tr("shell.pass_device", { name: session.seats[seat].name });
  return null;
}

// Shows `seat`'s screen (after its curtain), with the focus on its first control.
function reveal(session, seat) {
  session.revealed = seat;
  session.releaseHold();
  session.seenPublic = session.snapshot.event_count;
  draw(session);
  session.board.querySelector(".game-root")?.querySelector("button, input, select, [tabindex]")?.focus();
}

// A curtain: first what the table has not seen yet (the public events since the last screen it saw, and a turn's
// clock still running), then whom to pass the device to.
function curtain(session, text, buttons) {
  const { tr } = session.shell;
  const news = unseenEvents(session);
  const words = eventWords(session, null);
  return h(
    "div",
    { class: "curtain", role: "dialog", "aria-label": text },
    news.length
      ? h(
          "section",
          { class: "curtain-news", "aria-label": tr("shell.just_happened") },
          h("h2", {}, tr("shell.just_happened")),
          h(
            "ol",
            {},
            news.map((event) => h("li", { "data-event": event.key }, words(event))),
          ),
        )
      : null,
    clockOnCurtain(session),
    h("p", { class: "curtain-text" }, text),
    h("p", { class: "curtain-hint" }, tr("shell.look_away")),
    h("div", { class: "actions" }, buttons),
  );
}

// The public events since the table last saw a game screen (at most the last few).
const NEWS_LINES = 6;
function unseenEvents(session) {
  const seen = session.seenPublic ?? 0;
  return visibleEvents(session, null)
    .filter((event) => event.i >= seen)
    .slice(-NEWS_LINES);
}

// A turn's clock that runs while the curtain is up: its seconds left, counting down.
function clockOnCurtain(session) {
  const clock = [...session.clocks.values()].find((c) => !c.fired);
  if (!clock) return null;
  const { tr } = session.shell;
  const line = h("p", { class: "curtain-clock", role: "timer" });
  const name = session.seats[clock.seat]?.name ?? "";
  const tick = () => {
    const left = Math.ceil(Math.max(0, clock.seconds - (Date.now() - clock.startedAt) / 1000));
    line.textContent = tr("shell.curtain_clock", { name, seconds: left });
  };
  tick();
  clearInterval(session.curtainTicker);
  session.curtainTicker = setInterval(() => (line.isConnected ? tick() : clearInterval(session.curtainTicker)), 500);
  return line;
}

// What the table must see before the game goes on: someone's outcome (GameInfo.outcome_events: an accusation, a
// guess judged) that arrived while no curtain was to be drawn; the computers wait until a person has read it.
function outcomePanel(session) {
  const { tr } = session.shell;
  const words = eventWords(session, null);
  const seen = () => {
    // A mover's own outcome was read by the mover alone: the next curtain tells the table.
    if (session.heldFor === null) session.seenPublic = session.snapshot.event_count;
    session.releaseHold();
    draw(session);
    session.scheduleBots();
  };
  return h(
    "section",
    { class: "outcome panel", role: "alert", "aria-label": tr("shell.just_happened") },
    h(
      "ol",
      {},
      session.holding.map((event) => h("li", { "data-event": event.key }, words(event))),
    ),
    h("button", { class: "btn primary", type: "button", onclick: seen }, tr("shell.seen_it")),
  );
}

const bigButton = (text, onclick) => h("button", { class: "btn primary big", type: "button", onclick }, text);

function seatChooser(session) {
  const { tr } = session.shell;
  return curtain(
    session,
    tr("shell.who_plays"),
    session.peopleToAct().map((s) =>
      bigButton(tr("shell.i_am", { name: session.seats[s].name }), () => {
        session.chosen = s;
        reveal(session, s);
      }),
    ),
  );
}

// Draws the screen the session shows now: a curtain, the seat chooser of a race, or a seat's screen (updated in place
// when it is the same seat's as before), with the result above it at the end.
export function draw(session) {
  if (!session.snapshot || session.left) return;
  const { shell, board } = session;
  const seat = session.seatToShow();
  if (!session.snapshot.views[key(seat)]) {
    clear(board); // never the previous seat's screen meanwhile
    board.append(h("div", { class: "waiting" }, h("span", { class: "spinner", "aria-hidden": "true" })));
    session.fetchView(seat);
    return;
  }
  const ctx = makeContext(session, seat);
  const over = !!session.snapshot.result;
  session.stage.dataset.gameState = over ? "over" : "playing";
  if (over) shell.afterGameOver?.(); // each game's files copied for offline play after a first game (offline.js)
  session.status.textContent = statusLine(session);
  refreshUndo(session, seat);
  const curtainText = over ? null : needsCurtain(session, seat, ctx);
  const choosing = session.racing() && seat === null; // racing() is false once the game is over
  drawLatestMove(session, seat);
  // One latest-move display: a game that shows its latest moves beside its prompt (showsLatestMoves) needs no line
  // of the shell's, and a curtain says what happened itself.
  session.latest.hidden = !!session.renderer.showsLatestMoves || !!curtainText || choosing;
  // The same seat's screen again is updated in place (what changed moves); a curtain, another seat or a new game
  // starts from an empty board.
  const live = board.querySelector(":scope > .game-root");
  const kept = !curtainText && !choosing && live && session.drawnSeat === seat ? live : null;
  session.drawnSeat = curtainText || choosing ? undefined : seat;
  for (const child of [...board.children]) if (child !== kept) child.remove();
  if (curtainText || choosing) session.releaseHold(); // the curtain shows what happened itself
  if (choosing) {
    board.append(seatChooser(session));
    board.querySelector(".curtain button")?.focus();
    return;
  }
  if (curtainText) {
    const focusCurtain = document.activeElement === document.body || board.contains(document.activeElement);
    const name = session.seats[seat].name;
    board.append(
      curtain(
        session,
        curtainText,
        bigButton(shell.tr("shell.show_my_screen", { name }), () => reveal(session, seat)),
      ),
    );
    // The curtain is what needs attention: a keyboard or screen-reader user lands on its button.
    if (focusCurtain || session.focusNext) board.querySelector(".curtain button")?.focus();
    session.focusNext = false;
    return;
  }
  if (seat !== null) session.revealed = seat;
  const root = h("div", { class: "game-root" });
  if (kept) standIn(root, kept);
  else board.append(root);
  if (session.racing()) board.prepend(raceBar(session, seat));
  try {
    session.renderer.render(root, ctx);
  } catch (error) {
    console.error(error);
    const text = shell.tr("shell.screen_failed", { error: error.message });
    root.append(h("p", { class: "panel fatal", role: "alert" }, text));
  }
  if (kept) morph(kept, root);
  if (session.holding && !over) {
    board.prepend(outcomePanel(session));
    if (!board.contains(document.activeElement)) board.querySelector(".outcome button")?.focus({ preventScroll: true });
  } else {
    session.seenPublic = session.snapshot.event_count; // the table sees this screen: what happened is on it
  }
  if (over) whenShown(session, resultPanel(session));
}

function raceBar(session, seat) {
  const { tr } = session.shell;
  const someoneElse = () => {
    session.chosen = null;
    draw(session);
  };
  return h(
    "div",
    { class: "race-bar" },
    h("span", {}, tr("shell.playing_as", { name: session.seats[seat].name })),
    h("button", { class: "btn", type: "button", onclick: someoneElse }, tr("shell.someone_else")),
  );
}

function statusLine(session) {
  const { snapshot: snap, shell } = session;
  if (snap.result) return shell.tr("shell.game_over");
  const names = snap.to_act.map((s) => session.seats[s].name);
  if (!names.length) return "";
  return names.length === 1 ? shell.tr("shell.to_play", { name: names[0] }) : shell.tr("shell.waiting_for", { names });
}

// ----- undo -----------------------------------------------------------------------------------------------------
// The person whose move is the last one may take it back while Python allows it (view.can_undo: nobody else has acted
// and it revealed nothing hidden). The button is offered on their own screen, behind the curtain they raised for the
// next person (they still hold the device), or anywhere in a game without secret screens.
function undoSeat(session, seat) {
  const snap = session.snapshot;
  if (snap.result) return null;
  const mover = session.humans().find((s) => snap.undo.includes(s)); // the mover's own view may not be in the reply
  if (mover === undefined) return null;
  return mover === seat || mover === session.revealed || !session.info.secret_views ? mover : null;
}

function refreshUndo(session, seat) {
  const { undoButton: button, shell } = session;
  const mover = undoSeat(session, seat);
  button.hidden = mover === null;
  if (mover === null) return;
  const name = session.seats[mover].name;
  button.textContent = mover === seat ? shell.tr("shell.undo") : shell.tr("shell.undo_named", { name });
  button.title = shell.tr("shell.undo_title");
}

export async function undoLastMove(session) {
  if (!session.snapshot || session.left) return;
  const seat = undoSeat(session, session.seatToShow());
  if (seat === null) return;
  const hadFocus = document.activeElement === session.undoButton;
  if (!(await session.undo(seat))) return;
  const region = document.getElementById("announcer");
  if (region) region.textContent = session.shell.tr("shell.undone", { name: session.seats[seat].name });
  // Focus stays on the button while it can undo again, else goes to the screen of the move to make again.
  if (hadFocus && session.undoButton.hidden) {
    session.board.querySelector(".game-root")?.querySelector("button, input, select, [tabindex]")?.focus();
  }
}

// ----- what just happened: the latest-move line, the live region, the sound -------------------------------------
function drawLatestMove(session, seat) {
  const event = visibleEvents(session, seat).at(-1);
  session.latest.textContent = event ? eventWords(session, seat)(event) : "";
}

// Every event `seat`'s screen has seen (null: the public view), and a function wording one of them.
export function visibleEvents(session, seat) {
  return session.events[key(seat)] || [];
}

export function eventWords(session, seat) {
  const ctx = makeContext(session, seat);
  const word = session.renderer.eventText || ((_, event) => ctx.t(event.key, event.args));
  return (event) => word(ctx, event);
}

// The seat whose history may be shown now: nobody's secrets while a curtain is up or the device is being handed on.
export function historySeat(session) {
  if (!session.snapshot) return null;
  const seat = session.seatToShow();
  if (session.snapshot.result) return null;
  if (session.racing() && seat === null) return null;
  return needsCurtain(session, seat, makeContext(session, seat)) ? null : seat;
}

// One live region the whole game long (the renderers' logs are not live regions, or a move would be said twice):
// what just happened on the shown seat's screen, and the result.
export function announce(session) {
  let region = document.getElementById("announcer");
  if (!region) {
    region = h("div", { id: "announcer", class: "visually-hidden", "aria-live": "polite" });
    document.body.append(region);
  }
  const seat = session.seatToShow();
  if (!session.snapshot.views[key(seat)]) return; // drawn, and announced, once it has come
  const words = eventWords(session, seat);
  const lines = (session.newEvents[key(seat)] || []).slice(-3).map(words);
  const { result } = session.snapshot;
  if (result) lines.push(session.shell.translate()(result.outcome.key, result.outcome.args, result.reason));
  region.textContent = lines.join(" ");
}

// One sound for what just happened on the shown screen: the renderer's soundFor(event) if it has one, else ours.
export function playCue(session) {
  if (session.snapshot.result || session.attract) return; // the result plays the win; the kiosk's show is silent
  const seat = historySeat(session);
  const fresh = session.newEvents[key(seat)] || [];
  const soundFor = session.renderer.soundFor || defaultSoundFor;
  const cues = fresh.map((event) => soundFor(event)).filter(Boolean);
  if (cues.length) session.shell.sound.playAfterPaint(cues.includes("dice") ? "dice" : cues.at(-1));
}
