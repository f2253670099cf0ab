// The warm-up, the worker's half (the page's half is web/warmup.js; off with ?warmup=0): each title the page opens is
// played unseen three times (pygames/rehearsal.py) at the page's own table, a request per task, while the page's
// requests pause, so that V8 has compiled and settled Python's code before a person's first moves. The first game's
// first replies go to the page, which draws them unseen to warm its own code up. On a phone's CPU (the page's thread
// throttled 4x) a fresh page's first move took Sleuth 300-430 ms without it and about 100 with it
// (tests/bench/FINDINGS.md, "2026-12-05: the warm-up on a phone").
//
// A person's move stops the step that is running: the page writes SIGINT into the interrupt word it shares with the
// worker (web/answers.js) as it sends the move, and the worker hands that word to Pyodide only while a step runs;
// Python catches the KeyboardInterrupt itself and closes that rehearsal's game. Without cross-origin isolation nothing
// stops a step, and a move waits for the one it meets.
import { afterQuietRequests, behindWaitingMessages, quietFor } from "./quiet.js";

const QUIET_MS = 300; // a rehearsal's step begins once the page's requests have paused this long
// Three games, not one: V8 gives up a function's optimized code each time one of its inlined indirect calls meets a new
// target, and after ten such deopts compiles it without the guesses. One game left the interpreter loop a few deopts
// short of settling (tests/bench/FINDINGS.md, "The record").
const GAMES = 3; // per title, seeds 1, 2, 3: other rolls, other moves, other code paths
const REPLIES_FOR_THE_PAGE = 14;

// pyodide: the started interpreter; shared(): the memory the page shares (answers.js), or null.
export function createRehearsals(pyodide, shared) {
  const module = pyodide.pyimport("pygames.rehearsal");
  const titles = []; // every title rehearsed or waiting, once each
  const waiting = []; // [title, the options of the page's game as JSON text, whether its requests race, seed]
  let running = null; // the running one: a proxy of pygames.rehearsal.Rehearsal
  let keptFor = null; // its title, while its replies are kept for the page
  const counts = { games: 0, interruptions: 0 }; // for the end-to-end tests
  let quietMs = QUIET_MS;

  const beginWhenQuiet = () => afterQuietRequests(async () => step(), quietMs).catch(() => {});

  // Runs Python with the page's interrupt word as its interrupt buffer: a person's move sent meanwhile stops it at
  // Python's next check, within a millisecond, where the move used to wait for the whole step.
  const interruptibly = (work) => {
    const word = shared();
    if (!word) return work();
    pyodide.setInterruptBuffer(word.interrupt);
    try {
      return work();
    } finally {
      pyodide.setInterruptBuffer(undefined);
    }
  };

  const end = () => {
    keptFor = null;
    try {
      running?.close(); // its session, if it still has one
    } finally {
      running?.destroy();
      running = null;
    }
  };

  const sendKeptReplies = () => {
    if (keptFor === null) return;
    const replies = JSON.parse(running.kept_json());
    if (replies.length) postMessage({ type: "rehearsed", game: keptFor, replies });
    keptFor = null;
  };

  function step() {
    // Only in a pause, judged as the step begins (behind the page's messages that came meanwhile), and never with a
    // person's move on its way (the word is set as it is sent).
    const word = shared();
    if ((word && Atomics.load(word.interrupt, 0) !== 0) || quietFor() < quietMs) {
      beginWhenQuiet();
      return;
    }
    let stopped = false;
    try {
      if (running === null) {
        const [gameId, options, race, seed] = waiting.shift();
        const keep = seed === 1 ? REPLIES_FOR_THE_PAGE : 0;
        running = interruptibly(() => module.begin(gameId, seed, options, race, keep)) ?? null;
        stopped = running === null; // Python's None: stopped while opening its game, which it closed again
        counts.games += 1;
        keptFor = keep && running ? gameId : null;
      } else {
        const more = interruptibly(() => running.step_unless_stopped());
        stopped = more === undefined; // stopped: Python closed its game
        if (more === false || stopped) {
          if (!stopped) sendKeptReplies();
          end();
        } else if (keptFor !== null && !running.keeping) {
          sendKeptReplies(); // as soon as they are all there: the rest of the game goes on unseen
        }
      }
    } catch (error) {
      stopped = error?.type === "KeyboardInterrupt"; // stopped before Python's own guard could catch it
      if (!stopped) console.warn("a rehearsal stopped:", error); // a warm-up only: the page's games are not touched
      end();
    }
    if (stopped) counts.interruptions += 1;
    // The next step at once if the pause goes on, else at the next pause.
    if (running !== null && !stopped) behindWaitingMessages(step);
    else if (waiting.length > 0) beginWhenQuiet();
  }

  return {
    counts,
    // A game the page opened: its title is rehearsed once (the first time it is opened).
    rehearse(gameId, options, race) {
      if (typeof gameId !== "string" || titles.includes(gameId)) return;
      const idle = running === null && waiting.length === 0;
      titles.push(gameId);
      for (let seed = 1; seed <= GAMES; seed++) waiting.push([gameId, JSON.stringify(options ?? null), !!race, seed]);
      if (idle) beginWhenQuiet();
    },
    titles: () => [...titles],
    // A longer pause before a step: a timing test on a loaded machine, whose page may take more than 300 ms to make
    // its next move after an answer (a person's next move at once), and so meet a step no person would.
    setQuietMs(ms) {
      quietMs = ms;
    },
    busy: () => running !== null || waiting.length > 0,
    // A title's rehearsal at once (a benchmark that times the page's own requests has its titles rehearsed first).
    now(gameId) {
      if (!titles.includes(gameId)) titles.push(gameId);
      for (let seed = 1; seed <= GAMES; seed++) module.play(gameId, seed);
    },
  };
}
