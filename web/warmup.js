// The warm-up, the page's half, and its one switch (?warmup=0 turns it off, worker and page alike). The worker plays
// each title the page opens unseen (web/worker/rehearsals.js) and sends the replies of its first game's first moves;
// the page draws them here, into a copy of the stage that nobody sees, one in each idle moment, so that its own code
// for a move runs warm in a person's first moves too. On a phone's CPU a fresh page's first move took Sleuth 300-430 ms
// without the warm-up and about 100 with it (tests/bench/FINDINGS.md, "2026-12-05: the warm-up on a phone").
//
// Each copy is drawn, laid out and taken out of the page again in the same task, so no copy (with the real screen's
// ids) is there when the real screen is drawn or read, and a person's input waits for one of them at most
// (unchanged() looks its parts up in ctx.screen, the board being drawn, so the copy's draws and the real ones never
// meet). The copy is inert and hidden from assistive technology; its Session asks the engine nothing, plays no sound
// and announces nothing, and the window is scrolled back if a draw scrolled it. A person's input waiting goes first
// (inputPending): no copy is begun then, and one drawn meanwhile is not laid out.
import { rendererFor } from "./renderers.js";
import { Session } from "./session.js";
import { draw } from "./stage.js";

export function startWarmup(shell) {
  // The end-to-end tests throw the same switch with a global they set before this runs (e2e/conftest.py).
  if (shell.params.get("warmup") === "0" || globalThis.pygamesWarmup === false) {
    shell.engine.tell({ warmup: false });
    return;
  }
  shell.engine.onRehearsed = (gameId, replies) =>
    drawUnseen(shell, gameId, replies).catch((error) => console.warn("warming up:", error));
}

// An idle moment: WebKit has no requestIdleCallback (e2e/test_engine_webkit.py); a short timer stands in for it there.
const whenIdle = (callback) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(callback, { timeout: 2000 })
    : setTimeout(callback, 50);

// A press or a key waiting to be handled (Chromium's navigator.scheduling; elsewhere nothing is known to wait).
function inputPending() {
  return navigator.scheduling?.isInputPending?.() === true;
}

async function drawUnseen(shell, gameId, replies) {
  const real = shell.session;
  if (!real || real.info.id !== gameId || real.attract || !Array.isArray(replies) || !replies[0]?.ok) return;
  // The replies can come before the game's renderer has loaded (a loaded machine fetches it slowly): the same one,
  // waited for.
  const renderer = await rendererFor(shell, gameId);
  if (shell.session !== real || real.left) return;
  const unseen = new Session(shell, real.info, real.hash, { attract: true });
  const stage = real.stage.cloneNode(false);
  const board = real.board.cloneNode(false);
  stage.append(board);
  stage.inert = true;
  stage.setAttribute("aria-hidden", "true");
  const hidden = { position: "fixed", top: "0", left: "-200vw", visibility: "hidden", pointerEvents: "none" };
  Object.assign(stage.style, hidden, { width: `${real.stage.offsetWidth}px` }); // as wide as the real one
  Object.assign(unseen, {
    stage,
    board,
    latest: document.createElement("div"),
    notice: document.createElement("div"),
    status: document.createElement("div"),
    undoButton: document.createElement("button"),
    sid: null,
    seats: replies[0].saved.options.seats,
    static: replies[0].static,
    renderState: {},
    events: {},
    eventCounts: {},
    renderer,
    busy: "warm-up", // asks the engine nothing
  });
  let next = 0;
  let drawn = 0;
  const drawNext = () => {
    if (shell.session !== real || next >= replies.length) return; // the real game changed, or all are drawn
    if (inputPending()) {
      whenIdle(drawNext);
      return;
    }
    const reply = replies[next++];
    const { scrollX, scrollY } = window; // a renderer may scroll the window to what it drew (Sleuth's zoomed board)
    try {
      unseen.absorb(reply);
      const seat = unseen.seatToShow();
      if (!reply.result && unseen.snapshot.views[seat === null ? "public" : String(seat)]) {
        document.body.append(stage);
        draw(unseen);
        if (!inputPending()) void stage.offsetHeight; // style and layout: warm too
        drawn += 1;
      }
    } catch (error) {
      console.warn("warming up:", error); // a warm-up only: the real game is not touched
      next = replies.length;
    } finally {
      stage.remove();
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
    }
    real.stage.dataset.warmedUp = String(drawn); // how many screens were drawn unseen (for the end-to-end tests)
    whenIdle(drawNext);
  };
  whenIdle(drawNext);
}
