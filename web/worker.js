// The module Web Worker that runs Python: it loads Pyodide from this site (never a CDN), installs the pygames wheel
// listed in the site's own lock file, and answers JSON requests through pygames.api.handle.
//
// Start-up: every file is downloaded once (the progress bar reads a clone of Pyodide's own responses), and after the
// first plain start a memory snapshot of the started interpreter is kept in the Cache Storage under the site's
// version; later visits restore it instead of starting Python again. A snapshot that is missing, of another version
// or Pyodide build, or that fails to restore means a plain start, never an error.
import { answerShared, sharedFrom } from "./answers.js";
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { createGames } from "./worker/games.js";
import { afterQuietRequests, requestArrived } from "./worker/quiet.js";
import { createRehearsals } from "./worker/rehearsals.js";
import {
  anySnapshot,
  forgetSnapshots,
  keepSnapshot,
  readSnapshot,
  snapshotRead,
  storedSnapshotBytes,
} from "./worker/snapshot.js";

const base = new URL("./pyodide/", import.meta.url).href;
const VERSION_URL = new URL("./version.json", import.meta.url).href;
// The two big files whose download the progress bar shows, and their sizes as the worker reads them (uncompressed),
// written in by build.py: a host that compresses them does not say how big they are.
const BIG_FILES = __DOWNLOAD_SIZES__;
const BIG_FILES_TOTAL = Object.values(BIG_FILES).reduce((sum, n) => sum + n, 0);
const DOWNLOAD_SHARE = 70; // percent of the bar for the download; the rest is starting Python

// The label is a catalog key: the page words it in the player's language.
function progress(percent, label) {
  postMessage({ type: "progress", percent, label });
}

// The two big files are asked for as soon as this module runs, while the worker still looks for a kept snapshot and
// reads the lock file (both starts need them); Pyodide's own fetch of each is handed that response.
const prefetched = new Map(
  Object.keys(BIG_FILES).map((name) => {
    const response = fetch(base + name);
    response.catch(() => {}); // Pyodide reports a failed download itself
    return [base + name, response];
  }),
);
const nativeFetch = self.fetch.bind(self);
let watchProgress = null;
self.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input).split("?")[0];
  const early = prefetched.get(url);
  prefetched.delete(url);
  const response = early || nativeFetch(input, init);
  return watchProgress ? response.then(watchProgress) : response;
};

// A clone of each big response is read alongside Pyodide to feed the progress bar, so nothing is downloaded twice and
// Pyodide still gets the real response (which keeps the browser's compiled-code cache for the wasm working).
function watchDownloads() {
  const loaded = {};
  // Told to the page only when the bar moves forward: a message for each of the few hundred chunks kept the worker's
  // thread busy while Python was starting (the first visit took 0.1 s longer).
  let shown = 2;
  progress(shown, "shell.engine_downloading");
  const report = () => {
    const done = Object.values(loaded).reduce((sum, n) => sum + n, 0);
    const percent = Math.min(DOWNLOAD_SHARE, Math.round((done / BIG_FILES_TOTAL) * DOWNLOAD_SHARE));
    if (percent <= shown) return;
    shown = percent;
    progress(percent, "shell.engine_downloading");
  };
  watchProgress = (response) => {
    const name = response.url.split("?")[0].split("/").pop();
    if (!(name in BIG_FILES) || !response.ok || !response.body) return response;
    loaded[name] = 0;
    const reader = response.clone().body.getReader();
    (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded[name] += value.length;
        report();
      }
    })().catch(() => {}); // Pyodide reports a failed download itself
    return response;
  };
  return () => {
    watchProgress = null;
  };
}

async function siteVersion() {
  try {
    const response = await fetch(VERSION_URL, { cache: "no-cache" });
    return response.ok ? String((await response.json()).version) : null;
  } catch {
    return null; // offline without a service worker: nothing to restore or keep
  }
}

// The site's lock file names the pygames wheel; it is read here once and handed to Pyodide, so the wheel can download
// while Python starts.
async function readLock() {
  const response = await fetch(`${base}pyodide-lock.json`);
  if (!response.ok) throw new Error(`could not load pyodide-lock.json (HTTP ${response.status})`);
  return response.json();
}

async function fetchWheel(lockPromise) {
  const lock = await lockPromise;
  const response = await fetch(base + lock.packages.pygames.file_name);
  if (!response.ok) throw new Error(`could not load the games (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

// Puts the pygames wheel on Python's path as it is (a pure-Python wheel is a zip that zipimport reads, data files
// included, through importlib.resources) and imports the bridge. Not loadPackage, because Pyodide cannot
// snapshot an interpreter that loadPackage has touched; not unpacked, because unzipping 50 files costs the first visit
// more than the whole import. After a restore the file is written again at the same place before anything reads it:
// a snapshot holds the imported modules and zipimport's table of the wheel, but not the file system.
const WHEEL_PATH = "/home/pyodide/pygames.whl";

async function installGames(pyodide, wheel) {
  pyodide.FS.writeFile(WHEEL_PATH, await wheel);
  pyodide.runPython(`
import sys
if ${JSON.stringify(WHEEL_PATH)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(WHEEL_PATH)})
`);
  return pyodide.pyimport("pygames.api");
}

async function restore(bytes, lock) {
  progress(DOWNLOAD_SHARE, "shell.engine_starting");
  const wheel = fetchWheel(lock);
  wheel.catch(() => {}); // awaited below, once Python is up
  const pyodide = await loadPyodide({
    indexURL: base,
    lockFileContents: lock,
    packageBaseUrl: base,
    _loadSnapshot: bytes,
  });
  const api = await installGames(pyodide, wheel);
  // A snapshot that restored without complaint must still run Python: one cheap request through the whole bridge
  // proves it (asking for the registry instead would cost 0.3 s: it reads every game's data files).
  const reply = JSON.parse(api.handle('{"op": "state", "id": ""}'));
  if (reply.key !== "request.no_session") throw new Error(`pygames.api does not answer: ${JSON.stringify(reply)}`);
  return { pyodide, api };
}

async function plainStart(lock, makeSnapshot) {
  const stopWatching = watchDownloads();
  let pyodide;
  let wheel;
  try {
    wheel = fetchWheel(lock);
    wheel.catch(() => {}); // awaited below, once Python is up
    pyodide = await loadPyodide({
      indexURL: base,
      lockFileContents: lock,
      packageBaseUrl: base,
      _makeSnapshot: makeSnapshot,
    });
  } finally {
    stopWatching();
  }
  progress(88, "shell.engine_loading_games");
  return { pyodide, api: await installGames(pyodide, wheel) };
}

let pyodide = null;
let handle = null;

async function boot() {
  // The lock file is handed to Pyodide as a promise, so its own downloads start at once.
  const lock = readLock();
  lock.catch(() => {}); // Pyodide reports it
  const versionPromise = siteVersion();
  const snapshot = (await anySnapshot()) ? await readSnapshot(await versionPromise) : null;
  let started = null;
  let start = "plain";
  if (snapshot) {
    try {
      started = await restore(snapshot, lock);
      start = "snapshot";
    } catch (error) {
      console.warn("the saved start of Python could not be used; starting afresh:", error);
      await forgetSnapshots().catch(() => {});
    }
  }
  const canKeep = !!self.caches && start === "plain";
  started ||= await plainStart(lock, canKeep);
  const version = await versionPromise; // null offline without a service worker: nothing to keep then
  pyodide = started.pyodide;
  const api = started.api;
  handle = (text) => api.handle(text);
  progress(100, "shell.engine_ready");
  postMessage({ type: "ready", version: pyodide.version, start });
  if (canKeep && version) {
    // Taken in this same task, before any request is handled (they all wait for boot to end): the snapshot holds the
    // imported package and nothing of anyone's game. The page, told first, is not kept waiting for the copy; the copy
    // (31 MB into the Cache Storage) waits for a pause in the requests, not to slow the first moves.
    const made = pyodide.makeMemorySnapshot();
    afterQuietRequests(() => {
      snapshotCopyBegan = performance.now();
      return keepSnapshot(version, made);
    }, SNAPSHOT_COPY_QUIET_MS).catch((error) => console.warn("could not keep a snapshot:", error));
  }
}

let snapshotCopyBegan = null; // when the pause came that the snapshot's copy waited for (for the end-to-end tests)
const SNAPSHOT_COPY_QUIET_MS = 1000;

const booted = boot().catch((error) => {
  postMessage({ type: "error", message: String(error?.message ? error.message : error) });
  throw error;
});

// For benchmarks and soak tests, read from the worker's own scope (Playwright's worker.evaluate; a page cannot reach
// it): the wasm heap's size, how many game sessions Python holds open, and Python to run (the benchmark times the
// bots' decisions apart from the rest of a move with it); the warm-up's titles and games.
self.pygamesEngine = {
  heapBytes: () => (pyodide ? pyodide._module.HEAP8.length : 0),
  // The page's games: a rehearsal's own session is not one of them.
  openSessions: () => (pyodide ? pyodide.pyimport("pygames.rehearsal").page_sessions() : 0),
  runPython: (code) => (pyodide ? pyodide.runPython(code) : null),
  rehearsed: () => rehearsals?.titles() ?? [],
  rehearsing: () => !!rehearsals?.busy(),
  rehearsalGames: () => rehearsals?.counts.games ?? 0,
  rehearsalInterruptions: () => rehearsals?.counts.interruptions ?? 0,
  setRehearsalQuietMs: (ms) => warmUp().setQuietMs(ms),
  snapshotCopyBegan: () => snapshotCopyBegan,
  snapshotRead: () => snapshotRead, // what reading a kept snapshot back cost this start
  snapshotStored: async () => storedSnapshotBytes(await siteVersion()),
  rehearseNow: async (gameId) => {
    await games.ready(gameId);
    return warmUp().now(gameId);
  },
};

const games = createGames(() => pyodide); // each game's package, fetched when that game is first opened

let rehearsals = null; // the warm-up (worker/rehearsals.js), made once a game is opened
let warmup = true; // false: the page said ?warmup=0
const warmUp = () => (rehearsals ||= createRehearsals(pyodide, () => shared));

let shared = null; // the memory the page shares for answering a person's move at once (answers.js), if it does

// Through the shared memory when the page waits there for this answer, else by message.
function answer(id, now, json) {
  if (!(now && shared && answerShared(shared, id, json))) postMessage({ type: "reply", id, reply: JSON.parse(json) });
}

function collectCycles() {
  pyodide.runPython("import gc\ngc.collect()");
}

// One request at a time, in the order they came: a request that opens a game may wait for that game's download, and
// none of the page's later requests may overtake it.
let turn = booted.catch(() => {});

self.onmessage = (event) => {
  if (event.data?.shared) {
    shared = sharedFrom(event.data.shared);
    return;
  }
  if (event.data?.warmup === false) {
    warmup = false; // ?warmup=0 (web/warmup.js)
    return;
  }
  requestArrived();
  // The page's requests are never interrupted: the word a move of the page's set has done its work (answers.js).
  if (shared) Atomics.store(shared.interrupt, 0, 0);
  turn = turn.then(() => handleRequest(event.data || {}));
  return turn; // answered once this settles (the tests await it)
};

async function handleRequest({ id, request, now }) {
  try {
    await booted;
    await games.readyFor(request);
    // No request at all is still one the bridge refuses by name (JSON.stringify(undefined) is no text to parse).
    answer(id, now, handle(JSON.stringify(request ?? null)));
    if (warmup && (request?.op === "new" || request?.op === "load")) {
      const opened = request.op === "new" ? request : { ...request.saved, race: request.race };
      warmUp().rehearse(opened.game, opened.options, opened.race);
    }
    // A closed game's objects hold reference cycles that Python's collector would reach only much later, by when the
    // next games have grown the wasm heap (which never shrinks) around them: collecting now keeps it flat (measured
    // over 40 rounds of hard-bots games: 52 MiB instead of 75).
    if (request?.op === "close") collectCycles();
  } catch (error) {
    answer(id, now, JSON.stringify({ ok: false, kind: "internal", error: String(error) }));
  }
}
