// The only code that talks to the worker. Calls are JSON requests to pygames.api; replies come back as promises.
// <html data-engine="loading|ready|error"> tells tests and styles when Python is up; data-engine-start="plain|snapshot"
// says whether it started afresh or from the memory snapshot kept by an earlier visit (see worker.js).

import { askAndWait, shareWith } from "./answers.js";

// The worker starts as soon as this module runs: index.html loads it on its own, ahead of the app's modules, so that
// Python's download and start begin while the rest of the page is still arriving. What the worker says before the
// page's Engine exists is kept and handed to it; a second Engine starts a worker of its own.
let early = startWorker();

function startWorker() {
  try {
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    const started = { worker, said: [], failure: null };
    worker.onmessage = (event) => started.said.push(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      started.failure = event.message || "?";
    };
    return started;
  } catch (error) {
    return { error };
  }
}

export class Engine {
  // onProgress(percent, key) reports loading; words(key, args) words a failure in the player's language.
  constructor(onProgress = () => {}, words = (key) => key) {
    this.words = words;
    this.pending = new Map();
    this.nextId = 1;
    this.onProgress = onProgress;
    // onRehearsed(gameId, replies): replies of a game the worker played unseen, to draw unseen (web/warmup.js).
    this.onRehearsed = () => {};
    document.documentElement.dataset.engine = "loading";
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {}); // callers see the failure through their own awaits
    const started = early || startWorker();
    early = null;
    if (started.error) {
      this.fail(this.words("shell.engine_unsupported", { error: started.error.message }));
      return;
    }
    this.worker = started.worker;
    this.shared = shareWith(this.worker); // null unless the page is cross-origin isolated (answers.js)
    // What the worker said so far is handed over in a task of its own, as a message would be: the page that made
    // this Engine is still running its own script now (its callbacks may use what it has not declared yet). Until
    // then the worker's messages keep arriving in order behind it.
    setTimeout(() => {
      for (const message of started.said.splice(0)) this.receive(message);
      this.worker.onmessage = (event) => this.receive(event.data);
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.fail(this.words("shell.engine_stopped", { error: event.message || "?" }));
      };
      if (started.failure) this.fail(this.words("shell.engine_stopped", { error: started.failure }));
    }, 0);
  }

  // A word to the worker that asks for no answer (web/warmup.js: {warmup: false}).
  tell(message) {
    this.worker?.postMessage(message);
  }

  receive(message) {
    if (message.type === "progress") {
      this.onProgress(message.percent, message.label);
    } else if (message.type === "ready") {
      document.documentElement.dataset.engineStart = message.start;
      document.documentElement.dataset.engine = "ready";
      this.onProgress(100, "shell.engine_ready");
      this.resolveReady();
    } else if (message.type === "error") {
      this.fail(this.words("shell.engine_start_failed", { error: message.message }));
    } else if (message.type === "rehearsed") {
      this.onRehearsed(message.game, message.replies);
    } else if (message.type === "reply") {
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (resolve) resolve(message.reply);
    }
  }

  fail(text) {
    document.documentElement.dataset.engine = "error";
    this.error = text;
    this.rejectReady(new Error(text));
    for (const resolve of this.pending.values()) resolve({ ok: false, kind: "internal", error: text });
    this.pending.clear();
  }

  // Resolves the reply object ({ok: true, ...} or {ok: false, kind, error}); never rejects. `now`: a person waits for
  // this answer (their move), so it is waited for in this task when the page shares memory with the worker
  // (answers.js) and nothing else is on its way; `meanwhile` then runs while the worker answers.
  async call(request, { now = false, meanwhile = null } = {}) {
    try {
      await this.ready;
    } catch (error) {
      return { ok: false, kind: "internal", error: error.message };
    }
    const id = this.nextId++;
    if (now && this.shared && this.pending.size === 0) {
      const reply = askAndWait(this.shared, this.worker, id, request, meanwhile);
      if (reply !== undefined) return reply;
      return new Promise((resolve) => this.pending.set(id, resolve)); // posted: the answer comes by message
    }
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, request });
    });
  }
}
