// What the engine suites (e2e/test_engine_webkit.py, e2e/engine_firefox.mjs) ask the page, evaluated in it by either
// driver as `(<this file>)(op, arg)`: WebKit's and Firefox's drivers have no Playwright locators, so the page itself is
// read here, by role and accessible name as a person (and the Chromium tests) would, and the driver then clicks and
// types for real on the element marked for it (`[data-e2e-target="n"]`).
//
//   status()     the engine, the game on the stage and its state, this tab's saved log, the curtain's question, the
//                service worker, the watcher's notes (e2e/engine_watch.js) and the features this engine has
//   next(title)  a person's next input in Intercept or Stikord, up to the first curtain after their first moves:
//                {done: true} | {click: selector} | {fill: [[selector, text], ...], click: selector}
//   errors()     the complaints the watcher kept (e2e/engine_watch.js)
(op, arg) => {
  const text = (el) => (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim();
  const named = (selector, name, root = document) =>
    [...root.querySelectorAll(selector)].find((el) =>
      name instanceof RegExp ? name.test(text(el)) : text(el) === name,
    );
  let marks = Number(document.documentElement.dataset.e2eMarks || 0);
  const mark = (el) => {
    marks += 1;
    document.documentElement.dataset.e2eMarks = String(marks);
    el.setAttribute("data-e2e-target", String(marks));
    return `[data-e2e-target="${marks}"]`;
  };
  const saved = () => {
    const text = localStorage.getItem(`pygames:game:${sessionStorage.getItem("pygames:tab")}`);
    return text ? JSON.parse(text) : null;
  };
  const curtain = () => document.querySelector(".curtain[role=dialog]");
  const logLength = () => saved()?.saved?.log?.length ?? 0;

  if (op === "status") {
    const stage = document.querySelector("[data-game]");
    const record = saved();
    return {
      page: performance.timeOrigin, // a new page, a new origin of its clock
      engine: document.documentElement.dataset.engine ?? null,
      start: document.documentElement.dataset.engineStart ?? null,
      game: stage?.dataset.game ?? null,
      state: stage?.dataset.gameState ?? null,
      hash: location.hash,
      tab: sessionStorage.getItem("pygames:tab"),
      slots: Object.keys(localStorage).filter((key) => key.startsWith("pygames:game:")),
      savedHash: record?.hash ?? null,
      log: record?.saved?.log ?? null,
      curtain: curtain()?.getAttribute("aria-label") ?? null,
      controlled: !!navigator.serviceWorker?.controller,
      ops: globalThis.__e2eWatch?.ops ?? null,
      states: globalThis.__e2eWatch?.states ?? null,
      features: {
        crossOriginIsolated: globalThis.crossOriginIsolated === true,
        SharedArrayBuffer: typeof SharedArrayBuffer === "function",
        isInputPending: typeof navigator.scheduling?.isInputPending === "function",
        locks: !!navigator.locks,
        serviceWorker: "serviceWorker" in navigator,
        BroadcastChannel: typeof BroadcastChannel === "function",
      },
    };
  }
  if (op === "errors") {
    return JSON.parse(sessionStorage.getItem("pygames-e2e-errors") || "[]").concat(globalThis.__e2eWatch?.unkept || []);
  }
  if (op !== "next") throw new Error(`engine_page.js: no op ${op}`);

  const title = arg;
  const shown = curtain();
  // Intercept: the encryptor's clues are one move; Stikord: the draw and the cue words are two.
  const firstMoves = title === "intercept" ? 1 : 2;
  if (shown) {
    if (logLength() >= firstMoves) return { done: true, curtain: shown.getAttribute("aria-label") };
    return { click: mark(named("button", /^I am .*: show my screen$/, shown)) };
  }
  if (title === "intercept") {
    const form = named("form", "Your clues");
    if (!form) return { wait: "the clue form" };
    const clues = ["alpha white a", "bravo white a", "tango white a"];
    return {
      fill: clues.map((clue, i) => [mark(named("input", `Clue ${i + 1}`, form)), clue]),
      click: mark(named("button", "Send clues", form)),
    };
  }
  // Stikord, typed, in Danish (e2e/test_stikord.py plays it whole): the sender draws, takes the first message on a
  // star, and sends one cue word that starts with a letter of a die (ASCII words, typed the same way everywhere).
  // biome-ignore format: one table
  const WORDS = {
    S: "sur", K: "kun", H: "hus", A: "arm", N: "nat", F: "fod", T: "tal", M: "mos", E: "elg", I: "ide", J: "jod",
    B: "bus", D: "dug", O: "orm", U: "uge", Y: "yde", C: "cola", Z: "zen", L: "lem", P: "pil", R: "ris", V: "vej",
    W: "wok",
  };
  const draw = named("button", "Draw a card and roll the special die");
  if (draw) return { click: mark(draw) };
  const choose = named("button", /^Send message 1: /);
  if (choose) return { click: mark(choose) };
  const form = named("form", "Cue words");
  if (!form) return { wait: "the cue word form" };
  const faces = [...document.querySelectorAll("[role=group] [role=img]")]
    .map((el) => el.getAttribute("aria-label") || "")
    .filter((label) => label.startsWith("Letter die "))
    .map((label) => label.split(": ")[1]);
  let word = null;
  for (const face of faces) {
    word = face.startsWith("★")
      ? "ven"
      : face
          .split(" or ")
          .map((letter) => WORDS[letter])
          .find(Boolean);
    if (word) break;
  }
  if (!word) throw new Error(`no cue word for the dice ${faces}`);
  return {
    fill: [[mark(named("input", "Cue word 1", form)), word]],
    click: mark(named("button", "Send cue words", form)),
  };
};
