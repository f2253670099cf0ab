// Offline: the service worker (web/sw.js) that precaches the site, registered once Python is up and at a pause in
// play; a new version is taken up only from the picker, never in the middle of a game.
const PAUSE_BEFORE_BACKGROUND_WORK_MS = 1000; // see whenQuiet
const INPUTS = ["pointerdown", "keydown", "wheel", "touchstart"];

export function maybeActivateNewVersion(shell) {
  const waiting = shell.swRegistration?.waiting;
  if (!waiting || !navigator.serviceWorker.controller || shell.session) return;
  // Reload once it is active (controllerchange may come first, or, while other tabs hold the old one, not at all).
  waiting.addEventListener("statechange", () => waiting.state === "activated" && reloadForNewVersion(shell));
  waiting.postMessage({ type: "pygames:activate" });
}

function reloadForNewVersion(shell) {
  if (shell.reloading || shell.session) return;
  shell.reloading = true;
  location.reload();
}

// Resolves once nobody has touched the page (pointer, key, wheel) for `ms`: work that can wait (the precache) then
// does not share the cores with the moves someone is making.
function whenQuiet(ms) {
  return new Promise((resolve) => {
    let timer = null;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    };
    const done = () => {
      for (const type of INPUTS) document.removeEventListener(type, restart, { capture: true });
      resolve();
    };
    for (const type of INPUTS) document.addEventListener(type, restart, { capture: true, passive: true });
    restart();
  });
}

// Each game's own files are copied for offline play once a first game is over, or on a later visit (web/sw.js):
// asked of the active service worker, whenever there is one.
function copyEveryGame() {
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "pygames:later" }));
}

export function startOffline(shell) {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http") || shell.params.has("nosw")) return;
  const hadController = !!navigator.serviceWorker.controller;
  let gameOver = false;
  shell.afterGameOver = () => {
    if (!gameOver) copyEveryGame();
    gameOver = true;
  };
  // Registered once Python is up (or could not start): on a first visit the precache would otherwise download the
  // big files a second time, competing with the engine's own downloads. And at a pause: copying the site into the
  // cache took the two cores from the first moves of someone who played at once.
  shell.engine.ready
    .catch(() => {})
    .then(() => whenQuiet(PAUSE_BEFORE_BACKGROUND_WORK_MS))
    .then(() => navigator.serviceWorker.register("sw.js"))
    .then((registration) => {
      shell.swRegistration = registration;
      // A version installing copies the site a file at a time, each after a pause in play (sw.js), and so does the
      // active one copying each game's files: it hears of every input here.
      const tellInstalling = () =>
        (registration.installing || registration.active)?.postMessage({ type: "pygames:input" });
      for (const type of INPUTS) document.addEventListener(type, tellInstalling, { capture: true, passive: true });
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => worker.state === "installed" && maybeActivateNewVersion(shell));
      });
      maybeActivateNewVersion(shell);
      if (hadController) copyEveryGame();
    })
    .catch((error) => console.warn("offline support is off:", error));
  navigator.serviceWorker.addEventListener("controllerchange", () => hadController && reloadForNewVersion(shell));
}
