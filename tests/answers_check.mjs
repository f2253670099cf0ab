// Both halves of web/answers.js with a real worker thread (Node's worker_threads): the page's wait and the worker's
// answer through shared memory. Run by tests/test_answers.py: node tests/answers_check.mjs <a copy of answers.js
// named .mjs> (Node reads a .js file outside a module package as CommonJS first).
// Prints one JSON object: for each case, what the page got, how it came, and the buffer's state afterwards.
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

const answersUrl = pathToFileURL(process.argv[2]).href;
const answers = await import(answersUrl);
const { askAndWait, sharedFrom, STATE, WORD } = answers;

// The worker: answers each request through the buffer when it may (answerShared), else by message, after `delay` ms
// of work; `text` is the answer's JSON, `explode` makes the write fail; a `gated` request is answered only once the
// page's own work has run (it writes the request's id into the gate), or after a second without.
const workerSource = `
const { parentPort } = require("node:worker_threads");
let shared = null;
let gate = null;
let answerShared = null;
parentPort.on("message", async (message) => {
  if (message.shared) {
    const answers = await import(${JSON.stringify(answersUrl)});
    answerShared = answers.answerShared;
    shared = answers.sharedFrom(message.shared);
    gate = new Int32Array(message.gate);
    parentPort.postMessage({ type: "ready" });
    return;
  }
  const { id, request, now } = message;
  // As web/worker.js does: the interrupt word, seen and cleared before the request is handled.
  const interrupt = Atomics.exchange(shared.interrupt, 0, 0);
  if (request.report) request.answer = { interrupt };
  const opened = Date.now() + 1000;
  while (request.gated && Atomics.load(gate, 0) !== id && Date.now() < opened) {}
  const until = Date.now() + request.delay;
  while (Date.now() < until) {}
  // Exploding: the answer cannot be made into text once the worker has begun to write it.
  const json = request.explode ? { toString() { throw new Error("boom"); } } : JSON.stringify(request.answer);
  let through = false;
  try {
    through = !!(now && answerShared(shared, id, json));
  } catch {}
  if (!through) parentPort.postMessage({ type: "reply", id, reply: request.explode ? "exploded" : request.answer });
});
`;

const worker = new Worker(workerSource, { eval: true });
const buffer = new SharedArrayBuffer(1 << 18);
const shared = sharedFrom(buffer);
const gate = new Int32Array(new SharedArrayBuffer(4));
const byMessage = new Map();
worker.on("message", (data) => {
  if (data.type === "reply") byMessage.get(data.id)?.(data.reply);
});
await new Promise((resolve) => {
  worker.once("message", resolve);
  worker.postMessage({ shared: buffer, gate: gate.buffer });
});

async function ask(id, request, meanwhile = null) {
  const message = new Promise((resolve) => byMessage.set(id, resolve));
  const started = performance.now();
  const reply = askAndWait(shared, worker, id, request, meanwhile);
  const waited = performance.now() - started;
  const came = reply === undefined ? await message : reply;
  return {
    reply: came,
    how: reply === undefined ? "message" : "shared",
    waited,
    state: Atomics.load(shared.words, WORD.STATE),
    answeredId: Atomics.load(shared.words, WORD.ANSWERED_ID),
  };
}

// A case whose answer must come through the buffer, asked up to five times (ids first, first + 10, ...) until it does:
// on a machine loaded with other tests the worker's thread once did not run within the page's 16 ms at all, and the
// answer rightly came by message. Every try is reported.
async function tries(first, askOnce) {
  const all = [];
  for (let id = first; all.length < 5; id += 10) {
    all.push(await askOnce(id));
    if (all.at(-1).how === "shared") break;
  }
  return all;
}

const results = {
  quick: await ask(1, { delay: 1, answer: { ok: true, text: "héllo ✓" } }),
  slow: await ask(2, { delay: 200, answer: { ok: true, slow: true } }),
  long: await ask(3, { delay: 0, answer: { ok: true, text: "x".repeat(300_000) } }),
  exploded: await ask(4, { delay: 0, explode: true }),
  after: await ask(5, { delay: 0, answer: { ok: true, again: 5 } }),
  interrupt: await ask(6, { delay: 0, report: true }),
  // The page's own work while the worker answers (the worker answers once it has run): what it saw of the buffer,
  // and a failing one.
  meanwhile: await tries(7, async (id) => {
    const seen = [];
    const see = () => {
      seen.push(Atomics.load(shared.words, WORD.STATE));
      Atomics.store(gate, 0, id);
    };
    return { ...(await ask(id, { gated: true, delay: 0, answer: { ok: true, seven: 7 } }, see)), seen };
  }),
  throwing: await tries(8, (id) =>
    ask(id, { gated: true, delay: 0, answer: { ok: true, eight: 8 } }, () => {
      Atomics.store(gate, 0, id);
      throw new Error("the page's own work failed");
    }),
  ),
  interruptAfter: Atomics.load(shared.interrupt, 0),
  SIGINT: answers.SIGINT,
  idle: STATE.IDLE,
  waiting: STATE.WAITING,
};
results.long.reply = { length: results.long.reply.text.length };
console.log(JSON.stringify(results));
await worker.terminate();
