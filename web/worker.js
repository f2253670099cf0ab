// The module Web Worker that runs Python: it loads Pyodide from this site (never a CDN), installs the pygames wheel
// listed in the site's own lock file, and answers JSON requests through pygames.api.handle.
//
// Start-up: every file is downloaded once (the progress bar reads a clone of Pyodide's own responses), and after the
// first plain start a memory snapshot of the started interpreter is kept in the Cache Storage under the site's
// version; later visits restore it instead of starting Python again. A snapshot that is missing, of another version
// or Pyodide build, or that fails to restore means a plain start, never an error.
import { answerShared, sharedFrom } from "./answers.js";
import { loadPyodide, version as pyodideVersion } from "./pyodide/pyodide.mjs";

const base = new URL("./pyodide/", import.meta.url).href;
const VERSION_URL = new URL("./version.json", import.meta.url).href;
// The snapshot's own address inside its cache (never fetched from the network).
const SNAPSHOT_URL = new URL("./pyodide/pygames.snapshot", import.meta.url).href;
const SNAPSHOT_CACHE_PREFIX = "pygames-snapshot-";
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

function snapshotCacheName(version) {
  return `${SNAPSHOT_CACHE_PREFIX}${version}-${pyodideVersion}`;
}

// Whether any snapshot is kept at all (a quick local look: a first visit need not wait for the site's version).
async function anySnapshot() {
  try {
    return !!self.caches && (await caches.keys()).some((key) => key.startsWith(SNAPSHOT_CACHE_PREFIX));
  } catch {
    return false;
  }
}

async function readSnapshot(version) {
  if (!version || !self.caches) return null;
  try {
    // caches.match, not caches.open: opening would make an empty cache of this version, a snapshot seemingly kept.
    const hit = await caches.match(SNAPSHOT_URL, { cacheName: snapshotCacheName(version) });
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    // A snapshot cut short (a full disk, a killed tab) is no snapshot.
    return String(bytes.length) === hit.headers.get("x-pygames-length") ? bytes : null;
  } catch {
    return null;
  }
}

async function forgetSnapshots(keep = null) {
  if (!self.caches) return;
  for (const key of await caches.keys()) {
    if (key.startsWith(SNAPSHOT_CACHE_PREFIX) && key !== keep) await caches.delete(key);
  }
}

// The snapshot goes into the cache a slice at a time: handed over whole (31 MB), making the Response and calling
// cache.put held the worker's thread for 130-190 ms in one go (copying it), and a person's move then waited for them:
// a first visit's first move, as the copy begins after a second without requests, often just when that move comes.
// Sliced, the copy takes longer (0.3-0.6 s) but never holds the thread for more than a slice.
const SNAPSHOT_SLICE = 1 << 20;

function sliced(bytes) {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + SNAPSHOT_SLICE)); // a copy: the cache may keep its chunks
      offset += SNAPSHOT_SLICE;
    },
  });
}

async function keepSnapshot(version, bytes) {
  const name = snapshotCacheName(version);
  await forgetSnapshots(name); // an older version's snapshot can never be used again
  const cache = await caches.open(name);
  const headers = { "content-type": "application/octet-stream", "x-pygames-length": String(bytes.length) };
  await cache.put(SNAPSHOT_URL, new Response(sliced(bytes), { headers }));
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
    }).catch((error) => console.warn("could not keep a snapshot:", error));
  }
}

let snapshotCopyBegan = null; // when the pause came that the snapshot's copy waited for (for the end-to-end tests)

// Runs `work` once no request has come for `quietMs` (the worker's own measure of someone playing).
const QUIET_MS = 1000;
let lastRequest = 0;
// Each check is made behind the page's messages that are waiting by then (behindWaitingMessages): a timer due while
// the worker was busy longer than quietMs (a long step on a loaded machine) may otherwise run before the requests
// that came meanwhile, and find a quiet that was not.
function afterQuietRequests(work, quietMs = QUIET_MS) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const quietFor = performance.now() - lastRequest;
      if (quietFor < quietMs) setTimeout(() => behindWaitingMessages(check), quietMs - quietFor);
      else work().then(resolve, reject);
    };
    setTimeout(() => behindWaitingMessages(check), quietMs);
  });
}

// Runs `callback` in a task of its own, queued behind whatever the page has sent by then (a message, as theirs are).
const behind = new MessageChannel();
const behindQueue = [];
behind.port1.onmessage = () => behindQueue.shift()();
function behindWaitingMessages(callback) {
  behindQueue.push(callback);
  behind.port2.postMessage(null);
}

const booted = boot().catch((error) => {
  postMessage({ type: "error", message: String(error?.message ? error.message : error) });
  throw error;
});

// For benchmarks and soak tests, read from the worker's own scope (Playwright's worker.evaluate; a page cannot reach
// it): the wasm heap's size, how many game sessions Python holds open, and Python to run (the benchmark times the
// bots' decisions apart from the rest of a move with it).
self.pygamesEngine = {
  heapBytes: () => (pyodide ? pyodide._module.HEAP8.length : 0),
  // The page's games: a rehearsal's own session is not one of them.
  openSessions: () => (pyodide ? rehearsals().page_sessions() : 0),
  runPython: (code) => (pyodide ? pyodide.runPython(code) : null),
  // Each title rehearsed or waiting, in order; whether a rehearsal game is still to play; how many have begun; a
  // title's rehearsal at once (a benchmark that times the page's own requests in Python has the titles it plays
  // rehearsed before it starts).
  rehearsed: () => [...rehearsed],
  rehearsing: () => rehearsing !== null || waiting.length > 0,
  rehearsalGames: () => rehearsalGames,
  rehearsalInterruptions: () => rehearsalInterruptions,
  snapshotCopyBegan: () => snapshotCopyBegan,
  rehearseNow: (gameId) => {
    if (!rehearsed.includes(gameId)) rehearsed.push(gameId);
    for (let seed = 1; seed <= REHEARSAL_GAMES; seed++) rehearsals().play(gameId, seed);
  },
};

// ----- rehearsals (pygames/rehearsal.py) ---------------------------------------------------------------------------
// Each title the page opens is played unseen, at the page's own table (its bots and options), a request per task,
// while the page's requests pause: a person's move arriving meanwhile stops the step (interruptibly, below), any other
// request of the page waits for one step at most. Then a person's first moves find the game's code compiled and
// optimized by V8 (in a fresh page, V8 gave the optimized code of Python's interpreter loop up and compiled it again
// inside them).
// Three games, not one: V8 gives up a function's optimized code each time one of its inlined indirect calls meets a new
// target ("wrong call target"), re-optimizes it with what it has seen since, and after ten such deopts of a function
// compiles it without the guesses. One game left the interpreter loop a few deopts short of settling: Python took 8-13
// ms of Bullseye's first roll in nine fresh pages of twelve (0.7 ms once settled); after three, 0.2-2 ms in twelve of
// twelve. A game takes the worker 15-200 ms, in steps, while nobody asks.
const REHEARSAL_QUIET_MS = 300;
const REHEARSAL_GAMES = 3; // per title, seeds 1, 2, 3: other rolls, other moves, other code paths
// The first game's first replies go to the page, which draws them unseen (app.js, engine.onRehearsed): its own code
// for a move then runs warm in a person's first moves too.
const REPLIES_FOR_THE_PAGE = 14;
const rehearsed = []; // every title rehearsed or waiting, once each
const waiting = []; // [title, the options of the page's game as JSON text, whether its requests race, seed]
let rehearsalGames = 0; // games begun, for the end-to-end tests
let rehearsalInterruptions = 0; // steps stopped for a person's move, for the end-to-end tests
let rehearsalModule = null;
const rehearsals = () => (rehearsalModule ||= pyodide.pyimport("pygames.rehearsal"));
let rehearsing = null; // the running one: a proxy of pygames.rehearsal.Rehearsal
let rehearsingTitle = null; // its title, while its replies are kept for the page

function rehearse(gameId, options, race) {
  if (typeof gameId !== "string" || rehearsed.includes(gameId)) return;
  const idle = rehearsing === null && waiting.length === 0;
  rehearsed.push(gameId);
  for (let seed = 1; seed <= REHEARSAL_GAMES; seed++) {
    waiting.push([gameId, JSON.stringify(options ?? null), race === true, seed]);
  }
  if (idle) beginWhenQuiet();
}

// Each rehearsal begins once the page has had its answers for a while: the page is drawing the game it opened
// meanwhile, and a rehearsal begun at once took the cores from it (a Sleuth game's first screen came 100-300 ms later).
// The pause is judged behind the page's waiting messages (afterQuietRequests), and the step begins in that same task.
function beginWhenQuiet() {
  afterQuietRequests(async () => stepRehearsal(), REHEARSAL_QUIET_MS).catch(() => {});
}

function stepRehearsal() {
  // Only in a pause, judged as the step begins: behind the page's messages that came during the step before (judged
  // when that one ended, a request waiting then was not yet counted, and the next step began as soon as it had been
  // answered: a person's next move by message then waited for it). A person's move on its way (the word is set as it
  // is sent) goes first too.
  const moveOnItsWay = shared !== null && Atomics.load(shared.interrupt, 0) !== 0;
  if (moveOnItsWay || performance.now() - lastRequest < REHEARSAL_QUIET_MS) {
    beginWhenQuiet();
    return;
  }
  let stopped = false; // by a person's move: the same step again at the next pause
  try {
    if (rehearsing === null) {
      const [gameId, options, race, seed] = waiting[0];
      const keep = seed === 1 ? REPLIES_FOR_THE_PAGE : 0;
      // Python's None (undefined here): stopped while opening its game, which it closed again.
      const begun = interruptibly(() => rehearsals().begin(gameId, seed, options, race, keep));
      stopped = begun === undefined;
      if (!stopped) {
        rehearsing = begun;
        waiting.shift();
        rehearsalGames += 1;
        rehearsingTitle = keep ? gameId : null;
      }
    } else {
      const more = interruptibly(() => rehearsing.step_unless_stopped());
      stopped = more === undefined;
      if (more === false) {
        sendKeptReplies();
        // Its game's reference cycles are left to Python's collector (or to the page's next closed game, see
        // onmessage): collecting them here, as the last thing the interpreter ran, had V8 optimize CPython's
        // interpreter loop for the collection, and the person's first move then gave that code up and compiled the
        // loop's baseline again (Python took 5.5-13 ms of Bullseye's first roll 4 s after the rehearsal ended, in
        // five pages of five; without the collection, under 3 ms in six pages of nine).
        endRehearsal();
      } else if (more && rehearsingTitle !== null && !rehearsing.keeping) {
        sendKeptReplies(); // as soon as they are all there: the rest of the game goes on unseen
      }
    }
  } catch (error) {
    // Stopped before Python's own guard could catch it (at the very start of the call): the same, only slower.
    stopped = error?.type === "KeyboardInterrupt";
    if (!stopped) {
      console.warn("a rehearsal stopped:", error); // a warm-up only: the page's games are not touched
      endRehearsal();
    }
  }
  if (stopped) rehearsalInterruptions += 1;
  // The next step at once if the pause goes on (someone playing has the engine: their moves, not the rehearsal), else
  // at the next pause; so too a step stopped for a move (the move is waiting, not yet counted) and the next title.
  if (rehearsing !== null && !stopped) behindWaitingMessages(stepRehearsal);
  else if (rehearsing !== null || waiting.length > 0) beginWhenQuiet();
}

// Runs a rehearsal's step with the page's interrupt word (web/answers.js) as Python's interrupt buffer: a person's
// move sent meanwhile stops it with a KeyboardInterrupt at Python's next check, within a millisecond, where the move
// used to wait for the whole step (35-54 ms with a hard bot deciding). The rehearsal undoes what the stopped step had
// begun (pygames/rehearsal.py) and plays the step again at the next pause. Nothing else runs with the buffer set.
// Python catches the KeyboardInterrupt itself and answers None (begin, step_unless_stopped): handed over to
// JavaScript, Pyodide wrote its whole traceback out first, and the move waited 6-38 ms for its step to stop (now 1-5).
function interruptibly(work) {
  if (!shared) return work();
  pyodide.setInterruptBuffer(shared.interrupt);
  try {
    return work();
  } finally {
    pyodide.setInterruptBuffer(undefined);
  }
}

// Once per title, the page's own title: JSON text from Python (no proxy to free), objects to the page.
function sendKeptReplies() {
  if (rehearsingTitle === null) return;
  const replies = JSON.parse(rehearsing.kept_json());
  if (replies.length) postMessage({ type: "rehearsed", game: rehearsingTitle, replies });
  rehearsingTitle = null;
}

function endRehearsal() {
  rehearsingTitle = null;
  try {
    rehearsing?.close(); // its session, if it still has one
  } finally {
    rehearsing?.destroy();
    rehearsing = null;
  }
}

let shared = null; // the memory the page shares for answering a person's move at once (answers.js), if it does

// Through the shared memory when the page waits there for this answer, else by message.
function answer(id, now, json) {
  if (!(now && shared && answerShared(shared, id, json))) postMessage({ type: "reply", id, reply: JSON.parse(json) });
}

function collectCycles() {
  pyodide.runPython("import gc\ngc.collect()");
}

self.onmessage = async (event) => {
  if (event.data?.shared) {
    shared = sharedFrom(event.data.shared);
    return;
  }
  lastRequest = performance.now();
  // The page's requests are never interrupted: the word a move of the page's set has done its work (answers.js).
  if (shared) Atomics.store(shared.interrupt, 0, 0);
  const { id, request, now } = event.data || {};
  try {
    await booted;
    // No request at all is still one the bridge refuses by name (JSON.stringify(undefined) is no text to parse).
    answer(id, now, handle(JSON.stringify(request ?? null)));
    if (request?.op === "new") rehearse(request.game, request.options, request.race);
    else if (request?.op === "load") rehearse(request.saved?.game, request.saved?.options, request.race);
    // A closed game's objects hold reference cycles that Python's collector would reach only much later, by when the
    // next games have grown the wasm heap (which never shrinks) around them: collecting now keeps it flat (measured
    // over 40 rounds of hard-bots games: 52 MiB instead of 75).
    if (request?.op === "close") collectCycles();
  } catch (error) {
    answer(id, now, JSON.stringify({ ok: false, kind: "internal", error: String(error) }));
  }
};
