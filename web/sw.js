// Service worker: precaches the whole site (the list and version are written by build.py), then serves it from the
// cache, so after one visit everything works offline. A new version installs in the background and takes over only
// when the page asks (between games), never in the middle of one.
const VERSION = __VERSION__;
const CACHE = `pygames-${VERSION}`;
const PRECACHE = __PRECACHE__;
// Each game's own files (renderer, catalogs, Python package): copied once the page says a first game is over, or on a
// later visit (web/offline.js), so that a first visit downloads the game it plays and not all five.
const LATER = __LATER__;
const LATER_URLS = new Set(LATER.map((path) => new URL(path, self.location).href));

// Cross-origin isolation (web/answers.js) on a host that cannot send its headers (GitHub Pages): the page and the
// engine's worker script served from here carry them, from the second visit on. A host's own values are kept.
// The headers are build.py's ISOLATION_HEADERS, written in by it.
const ISOLATION = __ISOLATION_HEADERS__;

function isolated(response) {
  if (!response.ok || response.headers.has("Cross-Origin-Embedder-Policy")) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) if (!headers.has(name)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The precache goes a file at a time, each only after a pause in play. Done at once (cache.addAll) it slowed the moves
// of someone playing meanwhile, though the two cores were mostly idle: Sleuth's people's moves at p95 18.4 ms, 12.6
// with this (tests/bench/FINDINGS.md, 2026-12-05). The page tells this worker of every input while it installs
// (web/app.js). Someone who never pauses holds it back at most PACING_LIMIT_MS: Chromium ends an event that takes
// longer than five minutes, and with it the install.
const PAUSE_MS = 300; // a move is drawn well within this after its input
const PACING_LIMIT_MS = 60_000;
let lastInput = Number.NEGATIVE_INFINITY;

function pauseInPlay(deadline) {
  return new Promise((resolve) => {
    const check = () => {
      const wait = Math.min(lastInput + PAUSE_MS, deadline) - Date.now();
      if (wait <= 0) resolve();
      else setTimeout(check, wait);
    };
    check();
  });
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const deadline = Date.now() + PACING_LIMIT_MS;
      try {
        for (const path of PRECACHE) {
          await pauseInPlay(deadline);
          await cache.add(new Request(path, { cache: "no-cache" }));
        }
        // Of each game's own files, those the page has had already (the picker's catalogs, the game being played),
        // from the browser's HTTP cache alone: the rest waits for a first game's end (copyLater).
        for (const path of LATER) {
          await pauseInPlay(deadline);
          const had = await fetch(path, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
          if (had?.ok) await cache.put(path, had);
        }
      } catch (error) {
        // All or nothing, as cache.addAll was: a version copied in part is not left behind.
        await caches.delete(CACHE);
        throw error;
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        // The engine's memory snapshot of this version (worker.js) stays; everything of other versions goes.
        const ours = key === CACHE || key.startsWith(`pygames-snapshot-${VERSION}-`);
        if (key.startsWith("pygames-") && !ours) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

let later = null; // the copy of LATER, once begun

// Each file only if this version's cache lacks it (the page may have been served it already), a file at a time in
// pauses in play, as the install's. A file that cannot be had now is left for the next visit's copy.
async function copyLater() {
  const cache = await caches.open(CACHE);
  const deadline = Date.now() + PACING_LIMIT_MS;
  for (const path of LATER) {
    await pauseInPlay(deadline);
    if (!(await cache.match(path))) await cache.add(new Request(path, { cache: "no-cache" })).catch(() => {});
  }
}

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "pygames:input") lastInput = Date.now();
  if (event.data && event.data.type === "pygames:later") {
    later ||= copyLater();
    event.waitUntil(later);
  }
  if (event.data && event.data.type === "pygames:activate") {
    self.skipWaiting();
    if (event.source) event.source.postMessage({ type: "pygames:activating", version: VERSION });
  }
});

// Into this version's cache, unless a newer version has deleted it (caches.open would make it again).
async function keep(key, response) {
  if (await caches.has(CACHE)) await (await caches.open(CACHE)).put(key, response);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      // The page itself is cached as "./" whatever its query string (?embed, ?kiosk). caches.match, unlike
      // caches.open, never re-creates this version's cache after a newer version has deleted it.
      const url = new URL(request.url);
      // The version of the files this worker serves (the engine keys its memory snapshot by it), online or not.
      if (url.pathname === new URL("./version.json", self.location).pathname) {
        return new Response(JSON.stringify({ version: VERSION }), { headers: { "content-type": "application/json" } });
      }
      const key = request.mode === "navigate" ? new URL("./", self.location).href : url.origin + url.pathname;
      let response = await caches.match(key, { cacheName: CACHE });
      if (!response) {
        response = await fetch(request);
        // A game's own file the page fetches is kept at once: the game being played reloads offline before its first
        // end copies the rest (a reload with the network gone mid-game otherwise found no Python package for it).
        if (response.ok && LATER_URLS.has(key)) event.waitUntil(keep(key, response.clone()));
      }
      return request.mode === "navigate" || request.destination === "worker" ? isolated(response) : response;
    })(),
  );
});
