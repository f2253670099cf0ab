"""Timing the site's moves in the browser, for the browser benchmark (tests/bench/bench_site.py) and for end-to-end
runs asked to time the people's moves they play (PYGAMES_TIMINGS=<file>, see e2e/conftest.py).

TIMING_SCRIPT runs before the site's own scripts (a Playwright init script; nothing in the site is changed for it):

- ``window.__bench.ready``: when <html data-engine="ready"> was set (performance.now() milliseconds);
- every request to the engine's worker, once the page has drawn its reply, as ``{op, game, ms, handled, bytes,
  input, via, asked, shared}`` in ``window.__bench.ops`` and as a console.debug line ``pygames-timing {...}``
  (kept across reloads by whoever listens). ``ms`` runs from the person's input (the click, key or change that sent
  an ``act`` or ``undo``, when one came at most 500 ms before the request; ``input`` is then true) or else from the
  request itself, to the end of the task that handled the reply, with the page's layout brought up to date: the
  shell draws a reply in that task (its handler and the promise callbacks it sets off), so by then the new screen is
  built, morphed in and laid out. ``handled`` is that task alone (the page's own share: drawing, style and layout).
  ``via`` says what the input was: ``pointer`` (a mouse or a finger: Chromium then draws its next frame before it
  hands the page an answer by message, up to a frame's time), ``key`` (a key, or the click it made), ``other`` (a
  change). Painting and animations are not counted. (An earlier version ended at a timer set in that task, which ran
  after the next frame whenever Chromium gave rendering the turn first: a frame's painting was then counted,
  sometimes.)

A move answered through shared memory (web/answers.js: the page is cross-origin isolated) is drawn in the task of the
input that sent it, in the promise callbacks that run after the page's listener: it is timed at the end of that
input's dispatch (a listener on the window, added behind every other when the input arrives; or, if the event never
got there, at the next animation frame), with ``handled`` from the moment the worker wrote the answer and ``shared``
true. ``asked`` says how the page asked: ``at-once`` (a person's move, waited for in the input's task) or
``by-message``. A test that installs a fake clock (Playwright's ``page.clock``) is not timed: its page's time is made
up.
"""

from __future__ import annotations

import json
from typing import Any

TIMING_PREFIX = "pygames-timing "

TIMING_SCRIPT = """(() => {
  const bench = (window.__bench = { ready: null, ops: [] });
  // A test that installs a fake clock (Playwright's page.clock) gets no timings: its page's time is made up.
  const realNow = performance.now;
  // The document has no element yet when this runs: watch the whole document for the attribute.
  new MutationObserver(() => {
    if (document.documentElement?.dataset.engine === "ready" && bench.ready === null) bench.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-engine"] });
  // A person's move starts at their input (an event's timeStamp is on performance.now()'s clock).
  // By what: "pointer" (a mouse or a finger), "key" (a key, or a click a key made: no pointer, no detail), "other".
  let input = null;
  let via = null;
  // Moves answered through shared memory (web/answers.js), timed once the input that sent them has been handled.
  const answeredNow = [];
  const timeAnsweredNow = () => {
    for (const { worker, id } of answeredNow.splice(0)) worker.__timeShared(id);
  };
  for (const type of ["click", "keydown", "keyup", "change", "submit"]) {
    window.addEventListener(type, (event) => {
      if (type !== "keyup") input = event.timeStamp; // a key's move comes on its keydown, or on the click it makes
      if (type === "keydown") via = "key";
      else if (type === "click") via = event.pointerType || event.detail ? "pointer" : "key";
      else if (type !== "keyup" && via === null) via = "other";
      // Added as the input arrives, it runs after every listener the page has on the window, and after their
      // promise callbacks (an event stopped on its way never gets there: the animation frame below times its move).
      window.addEventListener(type, timeAnsweredNow, { once: true });
    }, { capture: true });
  }
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      const sent = new Map();
      this.__sent = sent;
      this.__began = null;
      this.__shared = null;
      // The first listener: the task that handles a reply begins.
      this.addEventListener("message", (event) => {
        const data = event.data || {};
        if (data.type === "reply" && sent.has(data.id)) this.__began = performance.now();
      });
      // The last listener, added once the page has set its own handler: runs after it and after the promise
      // callbacks it set off (they run as soon as each listener returns), still in the same task.
      this.__drawn = (event) => {
        const data = event.data || {};
        if (data.type !== "reply" || !sent.has(data.id)) return;
        this.__record(data.id, this.__began, () => {
          const text = typeof data.reply === "string" ? data.reply : JSON.stringify(data.reply);
          return new Blob([text]).size;
        }, false);
      };
      // A move answered through shared memory: the words and the time the worker wrote it (web/answers.js).
      this.__timeShared = (id) => {
        const shared = this.__shared;
        if (!sent.has(id) || !shared || Atomics.load(shared.words, 3) !== id) return; // by message: timed there
        this.__record(id, shared.answeredAt[0] - performance.timeOrigin, () => Atomics.load(shared.words, 2), true);
      };
    }
    __record(id, began, bytes, shared) {
      const started = this.__sent.get(id);
      this.__sent.delete(id);
      if (performance.now !== realNow) return;
      void document.documentElement.offsetHeight; // the layout of what was drawn
      const now = performance.now();
      // The reply's size is taken after the clock: measuring it is not the page's work.
      const op = { ...started, ms: now - started.t, handled: now - began, bytes: bytes(), shared };
      delete op.t;
      bench.ops.push(op);
      console.debug(`pygames-timing ${JSON.stringify(op)}`);
    }
    get onmessage() {
      return super.onmessage;
    }
    set onmessage(handler) {
      super.onmessage = handler;
      if (this.__listening) return;
      this.__listening = true;
      this.addEventListener("message", this.__drawn); // behind the handler just set: listeners run in order
    }
    postMessage(message, ...rest) {
      if (message?.shared) {
        const buffer = message.shared;
        this.__shared = { words: new Int32Array(buffer, 0, 4), answeredAt: new Float64Array(buffer, 16, 1) };
      }
      if (message && message.request) {
        const op = message.request.op;
        const now = performance.now();
        const person = (op === "act" || op === "undo") && input !== null && now - input <= 500;
        const game = document.querySelector("[data-game]")?.dataset.game || null;
        const asked = message.now ? "at-once" : "by-message"; // how the page asked (web/engine.js chooses)
        const t = person ? input : now;
        this.__sent.set(message.id, { op, game, input: person, via: person ? via : null, asked, t });
        if (person) input = via = null;
        if (message.now) {
          answeredNow.push({ worker: this, id: message.id });
          requestAnimationFrame(timeAnsweredNow);
        }
      }
      return super.postMessage(message, ...rest);
    }
  };
})();"""


def timing_of(console_text: str) -> dict[str, Any] | None:
    """The op a ``pygames-timing`` console line records, or None for any other line."""
    if not console_text.startswith(TIMING_PREFIX):
        return None
    op: dict[str, Any] = json.loads(console_text.removeprefix(TIMING_PREFIX))
    return op
