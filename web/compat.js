// What one engine lacks and the page uses, filled in before the app's modules run (index.html loads this first).
//
// requestIdleCallback: WebKit (Safari, WebKitGTK 2.50) has none, and app.js's unseen warm-up draws
// (engine.onRehearsed) threw a ReferenceError there once a rehearsal came in (e2e/test_engine_webkit.py). Without it
// a callback runs on a timer instead, with the deadline a browser gives an idle period (at most 50 ms).
if (typeof globalThis.requestIdleCallback !== "function") {
  globalThis.requestIdleCallback = (callback, options = {}) =>
    setTimeout(
      () => {
        const began = Date.now();
        callback({ didTimeout: false, timeRemaining: () => Math.max(0, 50 - (Date.now() - began)) });
      },
      Math.min(50, options.timeout ?? 50),
    );
  globalThis.cancelIdleCallback = (handle) => clearTimeout(handle);
}
