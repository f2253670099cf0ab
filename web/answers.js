// Answers to a person's move through memory the page shares with the engine's worker: both halves of the protocol.
//
// Why: by message, Chromium hands the page the worker's answer only after it has drawn the frame that follows a click
// or a tap (it defers a page's tasks after discrete input until then), and after a key whenever a frame is due: up to
// a frame later, 14 ms at p50 on this project's machines after Playwright's click. Python answers a move in 2-4 ms.
// So when the page is cross-origin isolated (the host, or this site's service worker, sends COOP and COEP), the page
// posts the move, waits for the answer here, in the task of the person's input, and draws it in that same task; the
// frame Chromium draws next shows the move. The page waits at most WAIT_MS; after that, or when the answer is too long
// for the buffer, the worker sends it by message as it does every other answer.
//
// The buffer: Int32 words (WORD), the time the answer was written (performance.timeOrigin + now(), a Float64 at
// byte ANSWERED_AT), Python's interrupt word (an Int32 at byte INTERRUPT_AT), then the answer's JSON in UTF-8 from
// byte TEXT.
export const WORD = { STATE: 0, WAITED_ID: 1, LENGTH: 2, ANSWERED_ID: 3 };
export const ANSWERED_AT = 16;
// The page writes SIGINT there as it sends a person's move. The worker hands the word to Pyodide as Python's interrupt
// buffer only while it plays a step of a rehearsal (a game played unseen to warm the engine up, web/worker.js), so
// that step stops at Python's next check instead of keeping the move waiting (up to 50 ms with a hard bot); the
// worker clears the word before it handles any request of the page, which nothing ever interrupts.
export const INTERRUPT_AT = 24;
export const SIGINT = 2; // what Pyodide reads in the word to raise KeyboardInterrupt
export const TEXT = 32;
// WORD.STATE: nobody waits; the page waits for WAITED_ID; the worker writes; the answer is there; it comes by message.
export const STATE = { IDLE: 0, WAITING: 1, WRITING: 2, ANSWERED: 3, BY_MESSAGE: 4 };
const BYTES = 1 << 18; // a reply to a move is under 16 KB (tests/test_replies.py); the first reply of a game is larger
// A frame's time: an answer later than that, by message, would be drawn no later than the page could draw it here, and
// the page would stop its own frames for no gain. (A game's first move in a fresh page takes Python 9-12 ms, its
// WebAssembly and code being cold; later moves 2-4 ms.)
const WAIT_MS = 16;

function views(buffer) {
  return {
    words: new Int32Array(buffer, 0, 4),
    answeredAt: new Float64Array(buffer, ANSWERED_AT, 1),
    interrupt: new Int32Array(buffer, INTERRUPT_AT, 1),
    text: new Uint8Array(buffer, TEXT),
  };
}

// The page's half: null when the page is not cross-origin isolated (its moves are then answered by message).
export function shareWith(worker) {
  if (!globalThis.crossOriginIsolated || typeof SharedArrayBuffer !== "function") return null;
  const buffer = new SharedArrayBuffer(BYTES);
  worker.postMessage({ shared: buffer });
  return views(buffer);
}

// Posts the request and waits for its answer: the reply, or undefined when it comes by message instead.
// `meanwhile` runs once the request is posted, while the worker answers: the page's own work that needs no answer.
// The caller must have no other request on its way: the worker answers in order, and this one would wait behind it.
export function askAndWait(shared, worker, id, request, meanwhile = null) {
  const { words, text, interrupt } = shared;
  Atomics.store(words, WORD.WAITED_ID, id);
  Atomics.store(words, WORD.STATE, STATE.WAITING);
  Atomics.store(interrupt, 0, SIGINT); // before the move is posted: the worker clears it once the move is there
  worker.postMessage({ id, request, now: true });
  try {
    meanwhile?.();
  } catch (error) {
    console.error(error); // the answer is still waited for: the move is on its way
  }
  const deadline = performance.now() + WAIT_MS;
  for (;;) {
    const state = Atomics.load(words, WORD.STATE);
    if (state === STATE.ANSWERED) {
      // slice() copies: TextDecoder reads no shared memory.
      const json = new TextDecoder().decode(text.slice(0, Atomics.load(words, WORD.LENGTH)));
      Atomics.store(words, WORD.STATE, STATE.IDLE);
      return JSON.parse(json);
    }
    if (state === STATE.BY_MESSAGE) break;
    // Given up, unless the worker has just begun to write (then the answer is a moment away; a worker that died
    // while writing is not waited for beyond a second: the engine then answers every request with its failure).
    const late = performance.now() - deadline;
    if (state === STATE.WAITING && late > 0) {
      if (Atomics.compareExchange(words, WORD.STATE, STATE.WAITING, STATE.IDLE) === STATE.WAITING) return undefined;
    } else if (late > 1000) {
      break;
    }
  }
  Atomics.store(words, WORD.STATE, STATE.IDLE);
  return undefined;
}

// The worker's half: the buffer the page sent.
export function sharedFrom(buffer) {
  return views(buffer);
}

const encoder = new TextEncoder();

// Writes the answer (JSON text) for request `id` if the page is waiting for it there; false when it must be sent by
// message (the page gave up waiting, or the answer does not fit).
export function answerShared(shared, id, json) {
  const { words, answeredAt, text } = shared;
  if (Atomics.load(words, WORD.WAITED_ID) !== id) return false;
  if (Atomics.compareExchange(words, WORD.STATE, STATE.WAITING, STATE.WRITING) !== STATE.WAITING) return false;
  let answered = false;
  try {
    const bytes = encoder.encode(json); // encodeInto writes into no shared memory
    if (bytes.length <= text.length) {
      text.set(bytes);
      Atomics.store(words, WORD.LENGTH, bytes.length);
      Atomics.store(words, WORD.ANSWERED_ID, id);
      answeredAt[0] = performance.timeOrigin + performance.now();
      answered = true;
    }
  } finally {
    // The page waits while the worker writes: whatever happened, it is told how the answer comes.
    Atomics.store(words, WORD.STATE, answered ? STATE.ANSWERED : STATE.BY_MESSAGE);
  }
  return answered;
}
