// The engine suites' watcher (e2e/test_engine_webkit.py, e2e/engine_firefox.mjs): what a page and its engine's worker
// complain about, and which requests the page sends its engine. Chromium's tests get the same from Playwright; WebKitGTK's
// WebDriver has no console log and runs no script of a test's before the page's own, so there the test server puts this
// file first in the page (a script tag ahead of the page's modules) and in the worker (its first import): see
// e2e/engines.py. In Firefox it is a preload script, beside Puppeteer's own console and page-error events.
//
// In the page: globalThis.__e2eWatch = {ops, states}: each request's op as the page posts it to its engine (and the
// length of the saved log a "load" carries), and each state the stage's game showed ("gameover:playing"), in order, so
// that a test polling from outside misses none; the complaints go to sessionStorage ("pygames-e2e-errors"), so those of a page that
// is being reloaded are kept. In a worker: its complaints go to the page over a BroadcastChannel.
(() => {
  if (globalThis.__e2eWatch) return;
  const KEY = "pygames-e2e-errors";
  const inPage = typeof document !== "undefined";
  const channel = new BroadcastChannel("pygames-e2e-watch");
  const watch = { ops: [], states: [] };
  globalThis.__e2eWatch = watch;
  const record = (line) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) || "[]");
      kept.push(line);
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch {
      watch.unkept = (watch.unkept || []).concat([line]);
    }
  };
  const note = (kind, text) => {
    const line = `${inPage ? "page" : "worker"} ${kind}: ${text}`;
    if (inPage) record(line);
    else channel.postMessage(line);
  };
  if (inPage) channel.onmessage = (event) => record(String(event.data));
  const describe = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "object" && value !== null) {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  };
  const consoleError = console.error;
  console.error = (...args) => {
    note("console.error", args.map(describe).join(" "));
    return consoleError.apply(console, args);
  };
  addEventListener(
    "error",
    (event) => {
      if (event.target && event.target !== globalThis && "src" in event.target) {
        note("failed to load", event.target.src || event.target.href || event.target.outerHTML);
      } else {
        note("uncaught", event.error ? describe(event.error) : event.message);
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => note("unhandled rejection", describe(event.reason)));
  if (!inPage) return;
  document.addEventListener("securitypolicyviolation", (event) =>
    note("content security policy", `${event.violatedDirective} refused ${event.blockedURI}`),
  );
  new MutationObserver(() => {
    const stage = document.querySelector("[data-game]");
    const state = stage && `${stage.dataset.game}:${stage.dataset.gameState}`;
    if (state && state !== watch.states.at(-1)) watch.states.push(state);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-game-state"] });
  const post = Worker.prototype.postMessage;
  // A test about to reload the page sets watch.held: from then on this page (on its way out) asks its engine nothing,
  // so that its bots do not play on to the end in the moment before it goes (a fast engine's bots finished a game in
  // it); what it saved until then is what the reloaded page must resume.
  Worker.prototype.postMessage = function (message, ...rest) {
    if (watch.held) return;
    const request = message?.request;
    if (request?.op) watch.ops.push({ op: request.op, log: request.saved?.log?.length ?? null });
    return post.call(this, message, ...rest);
  };
})();
