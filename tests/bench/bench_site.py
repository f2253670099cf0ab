"""Browser benchmark of the built site (run on demand, not by pytest): start-up, bytes, moves, memory over a soak.

    python3 build.py                                 # this benchmark builds nothing itself
    python3 -m tests.bench.bench_site                # the full run: 3 profiles, 500 rounds of soak, people's moves
    python3 -m tests.bench.bench_site --games 20     # a few minutes less
    python3 -m tests.bench.bench_site --dist other/dist --profiles 5 --no-people --json out.json
    python3 -m tests.bench.bench_site --profiles 0 --games 0 --pace 0 0.6  # people's moves alone, at two paces
    python3 -m tests.bench.bench_site --ab /tmp/before/dist --titles bullseye --pace 0.6  # two builds, move by move

It serves dist/ on 127.0.0.1 together with a bare-Pyodide page (the same Pyodide files from the same server, loaded
into a module worker that runs one line of Python, with a service worker precaching those files for the offline case)
and drives Debian's Chromium with Playwright. Every start-up figure is a median over fresh browser profiles (a new
browser each), the site and the bare floor alternating in the same run:

- first visit, reload and offline reload: milliseconds from navigation to "ready" (<html data-engine="ready"> for the
  site, Python's answer for the bare page), after the service worker (and the site's memory snapshot) are in place;
- first paint (first contentful paint) of the site's first visit;
- bytes over the wire per phase as served (the server sends the precompressed copies it has when the browser accepts
  them: Chromium asks for gzip over plain http), and what the same files weigh plain, gzipped and in Brotli;
- the soak: bots-only games with hard bots, one game of every bots title after another, --games rounds, in one page
  (each title rehearsed first, see pygames/rehearsal.py, so that its rehearsal is not timed with the page's moves):
  per title the hard bot's decision p50/p95 (timed in Python in the browser), a bot move from the request to the
  page drawn without that decision, p50/p95 (Python applying it and answering, the worker, the page's update), reply
  sizes, the wasm heap after the first round and at the end, the worker's open sessions at the end, page errors;
- people's moves (--people, the default): the end-to-end tests of every title, which play whole games through the real
  UI, run with PYGAMES_TIMINGS set; every move a person made there (an act or undo sent at most 500 ms after a click,
  key or change) is timed from that input to the page drawn and laid out (the end of the task that handled the
  reply), and the page's own share of it (that task alone). The tests run once per --pace: as they are (0: a test
  clicks as soon as what it waits for shows, often a page's first move within 0.1 s of its game showing, before any
  warm-up could run), and, asked for, with a pause before every input (--pace 0 0.6: a person reading the screen
  takes longer than 0.6 s). Their clicks hold the button down 0.1 s (--press), as a person's press does: Playwright's
  own click lets go at once, and the release then waited 2-6 ms behind the handling of the press before the page saw
  the click, which no person's click waits. Beside them the floor, measured the same way on a page whose button asks
  a worker that answers at once, its clicks held as long: by message about 3 ms after a click (let go at once,
  Chromium gave the next frame the turn before the worker's answer: about 15 ms), 1 to 3 ms after a key, about 2 at
  the median after a key while something on the page animates; through shared memory (web/answers.js, as the site
  answers a person's move on a cross-origin isolated page) in about 1 ms either way.

With --ab OTHER_DIST it measures nothing else: the people's moves of two builds (--dist is A, OTHER_DIST is B; build
the other one from another checkout, or copy dist/ aside before a change), the same end-to-end files run against each
in turn, --rounds times, each move paired with itself in the other build; per title, the median and mean of those
pairs' differences and how many of them B won, with a sign test. Runs of the same build differ by more than most
changes do: the pairs are what shows a change of a millisecond.

The timing wraps the page's Worker from a Playwright init script (e2e/timing.py: nothing in the site is changed for
it); the heap, the sessions and the decisions are read in the worker through self.pygamesEngine (web/worker.js).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  # after the path: the benchmark runs from anywhere
import pygames  # noqa: E402
from e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  # the same browser flags as the end-to-end tests
from e2e.timing import TIMING_SCRIPT  # noqa: E402

BOT_SEATS = {"gameover": 3, "bullseye": 2, "sleuth": 4}  # the titles with bots, and a common table size
READY_TIMEOUT = 120.0  # s
GAME_TIMEOUT = 300.0  # s


def floor_page(script: str, animating: bool) -> tuple[str, str]:
    """A floor page of the benchmark: one button, the module that times it, and a pulsing square if ``animating``."""
    style = (
        "<style>@keyframes pulse { to { opacity: 0.5; } } div { width: 40px; height: 40px; background: gold;"
        " animation: pulse 1s infinite alternate; }</style>"
        if animating
        else ""
    )
    return (
        "text/html",
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>echo</title><link rel="icon" href="data:,">'
        f'{style}<script type="module" src="{script}"></script></head><body><button type="button">move</button>'
        f"{'<div></div>' if animating else ''}</body></html>",
    )


# The bare floor: the same Pyodide files, a module worker, one line of Python. Registered after the start, as the
# site does, its service worker precaches the page and Pyodide's files for the offline reload. Its standard library is
# Pyodide's as Pyodide ships it, whole and sources only (see bare_stdlib): the site's has bytecode beside them and
# leaves out what nothing there imports (build.py).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json"]
BARE_STDLIB = "stdlib/python_stdlib.zip"  # under /__bench/
BARE = {
    "bare.html": (
        "text/html",
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title><link rel="icon" href="data:,">'
        '<script type="module" src="bare.mjs"></script></head><body><p>bare Pyodide</p></body></html>',
    ),
    "bare.mjs": (
        "text/javascript",
        """const worker = new Worker("bare-worker.mjs", { type: "module" });
worker.onmessage = () => {
  window.__ready = performance.now(); // the moment, as the site's is taken (not when a poll sees it)
  document.documentElement.dataset.engine = "ready";
  navigator.serviceWorker.register("bare-sw.js");
};""",
    ),
    "bare-worker.mjs": (
        "text/javascript",
        """import { loadPyodide } from "../pyodide/pyodide.mjs";
const pyodide = await loadPyodide({
  indexURL: new URL("../pyodide/", import.meta.url).href,
  stdLibURL: new URL("stdlib/python_stdlib.zip", import.meta.url).href,
});
postMessage(pyodide.runPython("1 + 1"));""",
    ),
    # The floor of a person's move: a button whose click asks a worker that answers at once.
    "echo.html": floor_page("echo.mjs", animating=False),
    "echo.mjs": (
        "text/javascript",
        """const worker = new Worker("echo-worker.mjs", { type: "module" });
window.echoes = [];
let input = null;
// Timed as the site's moves are (e2e/timing.py): to the end of the task that handles the answer, laid out.
worker.onmessage = () => {
  document.querySelector("button").dataset.answers = String(window.echoes.length + 1);
  void document.documentElement.offsetHeight;
  window.echoes.push(performance.now() - input);
};
document.querySelector("button").addEventListener("click", (event) => {
  input = event.timeStamp;
  worker.postMessage("move");
});""",
    ),
    # The same page with something animating beside the button, as a page is while a move's animation runs (or
    # Sleuth's targets glow, Stikord's hourglass runs): an opacity animation, which the compositor could run alone.
    "echo-animating.html": floor_page("echo.mjs", animating=True),
    "echo-worker.mjs": ("text/javascript", "onmessage = () => postMessage('drawn');"),
    # The floor as the site's moves have it when the page is cross-origin isolated: the answer through shared memory
    # (the site's own web/answers.js), in the task of the input, with something animating beside the button.
    "echo-shared.html": floor_page("echo-shared.mjs", animating=True),
    "echo-shared.mjs": (
        "text/javascript",
        """import { askAndWait, shareWith } from "../answers.js";
const worker = new Worker("echo-shared-worker.mjs", { type: "module" });
const shared = shareWith(worker);
window.echoes = [];
let id = 0;
document.querySelector("button").addEventListener("click", (event) => {
  const answer = askAndWait(shared, worker, ++id, "move");
  document.querySelector("button").dataset.answers = String(answer?.n);
  void document.documentElement.offsetHeight;
  window.echoes.push(performance.now() - event.timeStamp);
});""",
    ),
    "echo-shared-worker.mjs": (
        "text/javascript",
        """import { answerShared, sharedFrom } from "../answers.js";
let shared = null;
onmessage = (event) => {
  if (event.data.shared) shared = sharedFrom(event.data.shared);
  else if (!answerShared(shared, event.data.id, JSON.stringify({ n: event.data.id }))) postMessage("late");
};""",
    ),
    "bare-sw.js": (
        "text/javascript",
        f"""const PYODIDE = {json.dumps(PYODIDE_FILES)};
const FILES = ["bare.html", "bare.mjs", "bare-worker.mjs", "{BARE_STDLIB}", ...PYODIDE.map((f) => "../pyodide/" + f)];
self.addEventListener("install", (e) => e.waitUntil(caches.open("bare").then((c) => c.addAll(FILES))));
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (e) => {{
  const url = new URL(e.request.url);
  const key = e.request.mode === "navigate" ? new URL("bare.html", self.location).href : url.origin + url.pathname;
  e.respondWith(caches.match(key, {{ cacheName: "bare" }}).then((hit) => hit || fetch(e.request)));
}});""",
    ),
}

# Installed in the worker's Python once the engine is up: times every bot decision and every request in Python.
PYTHON_TIMERS = """
import time
import pygames.api as api
import pygames.core as core
if not hasattr(core, "bench_times"):
    core.bench_times = {"decide": [], "handle": []}
    _decide, _handle = core.Game.bot_action, api.handle
    def bot_action(self, seat, level=None):
        started = time.perf_counter()
        try:
            return _decide(self, seat, level)
        finally:
            core.bench_times["decide"].append((time.perf_counter() - started) * 1000)
    def handle(request):
        started = time.perf_counter()
        reply = _handle(request)
        core.bench_times["handle"].append((time.perf_counter() - started) * 1000)
        return reply
    core.Game.bot_action, api.handle = bot_action, handle
"""
TAKE_PYTHON_TIMES = """
import json, pygames.core as core
taken = json.dumps(core.bench_times)
core.bench_times["decide"].clear()
core.bench_times["handle"].clear()
taken"""


class Counter:
    """What the server sent, per path (bodies only; a 304 sends none)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, int]] = []
        self.lock = threading.Lock()

    def take(self) -> list[tuple[str, int]]:
        with self.lock:
            sent, self.sent = self.sent, []
        return sent


def bare_stdlib(folder: Path) -> tuple[int, int, int]:
    """The bare page's standard library in ``folder``: Pyodide's as it ships it (stored uncompressed as the site's is,
    but whole and without bytecode: see build.py), with Brotli and gzip copies as the site has. Returns its sizes
    (plain, gzip, Brotli)."""
    target = folder / BARE_STDLIB
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(build.ensure_pyodide() / "python_stdlib.zip", target)
    build.store_uncompressed(target)
    data = target.read_bytes()
    packed = {encoding: build.compressed(data, encoding) for encoding, _ in build.ENCODINGS}
    for encoding, suffix in build.ENCODINGS:
        target.with_name(target.name + suffix).write_bytes(packed[encoding])
    return len(data), len(packed["gzip"]), len(packed["br"])


def make_server(dist: Path, counter: Counter, bare_folder: Path) -> Any:
    class Handler(build.SiteHandler):
        def translate_path(self, path: str) -> str:
            if path.split("?")[0] == "/__bench/" + BARE_STDLIB:
                return str(bare_folder / BARE_STDLIB)
            return super().translate_path(path)

        def do_GET(self) -> None:
            name = self.path.split("?")[0].removeprefix("/__bench/")
            if self.path.startswith("/__bench/") and name in BARE:
                kind, text = BARE[name]
                body = text.encode()
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                self.record(len(body))
                return
            super().do_GET()

        def copyfile(self, source: Any, outputfile: Any) -> None:
            data = source.read()
            outputfile.write(data)
            self.record(len(data))

        def record(self, size: int) -> None:
            with counter.lock:
                counter.sent.append((self.path.split("?")[0], size))

    server = build.make_server(port=0, directory=dist)
    server.RequestHandlerClass = lambda *a, **k: Handler(*a, directory=str(dist), **k)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def packed_sizes(dist: Path) -> dict[str, tuple[int, int, int]]:
    """(plain, gzip, brotli) bytes of every file by URL path: the build's own .gz/.br copies where it made them, else
    the file compressed as the build would (what a host compressing on the fly at its best would send)."""
    sizes: dict[str, tuple[int, int, int]] = {}
    for path in dist.rglob("*"):
        if not path.is_file() or path.suffix in (".gz", ".br"):
            continue
        data = path.read_bytes()
        gz, br = path.with_name(path.name + ".gz"), path.with_name(path.name + ".br")
        gzip_size = gz.stat().st_size if gz.exists() else len(build.compressed(data, "gzip"))
        brotli_size = br.stat().st_size if br.exists() else len(build.compressed(data, "br"))
        sizes["/" + path.relative_to(dist).as_posix()] = (len(data), gzip_size, brotli_size)
    return sizes


def weigh(sent: list[tuple[str, int]], packed: dict[str, tuple[int, int, int]]) -> dict[str, int]:
    """What was served, and what the same files weigh plain, gzipped and in Brotli (a file the site does not have,
    the bare page's, counts as served)."""
    out = {"served": 0, "plain": 0, "gzip": 0, "brotli": 0, "requests": len(sent)}
    for path, size in sent:
        out["served"] += size
        if not size:  # not modified: nothing sent
            continue
        plain, gzip_size, brotli_size = packed.get("/index.html" if path == "/" else path, (size, size, size))
        out["plain"] += plain
        out["gzip"] += gzip_size
        out["brotli"] += brotli_size
    return out


# A phone's budget: Chromium's CPU 4x slower (the page's thread: Chromium throttles no worker) and a "fast 3G" network
# (1.6 Mbit/s down, 0.75 up, 150 ms round trips), set through the DevTools protocol.
PHONE_CPU = 4
PHONE_NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 0.75e6 / 8}


@contextlib.contextmanager
def fresh_page(
    playwright: Playwright, instrument: bool, phone: bool = False
) -> Iterator[tuple[BrowserContext, Page, list[str]]]:
    """A new browser on a new, empty profile on disk (as a visitor's: a disk cache, not an incognito one), one page;
    yields the page's errors as they come."""
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        errors: list[str] = []
        try:
            if instrument:
                context.add_init_script(TIMING_SCRIPT)
            page = context.pages[0] if context.pages else context.new_page()
            if phone:
                devtools = context.new_cdp_session(page)
                devtools.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU})
                devtools.send("Network.enable")
                devtools.send("Network.emulateNetworkConditions", PHONE_NETWORK)
            page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(f"uncaught: {e}"))
            yield context, page, errors
        finally:
            context.close()


def wait(page: Page, expression: str, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        with contextlib.suppress(Exception):  # a navigation between two polls
            value = page.evaluate(expression)
            if value:
                return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what}: {expression} stayed false for {timeout} s")
        time.sleep(0.02)


READY_SITE = "window.__bench && window.__bench.ready"
READY_BARE = "window.__ready"
# Once the page is controlled, and (for the site) the engine's memory snapshot is kept (its cache made is not enough:
# the snapshot goes in as a stream, gzipped on the way), a reload is a return visit.
SETTLED_SITE = """(async () => {
  const name = (await caches.keys()).find((k) => k.startsWith("pygames-snapshot-"));
  return !!navigator.serviceWorker.controller && !!name &&
    !!(await (await caches.open(name)).match("pyodide/pygames.snapshot"));
})()"""
SETTLED_BARE = "!!navigator.serviceWorker.controller"


# The kept snapshot: its encoding, the bytes it takes in the Cache Storage and the memory it restores.
STORED_SNAPSHOT = """(async () => {
  const name = (await caches.keys()).find((k) => k.startsWith("pygames-snapshot-"));
  const hit = name && (await (await caches.open(name)).match("pyodide/pygames.snapshot"));
  return hit ? [hit.headers.get("x-pygames-encoding"), (await hit.blob()).size,
    Number(hit.headers.get("x-pygames-length"))] : null;
})()"""


def start_up(playwright: Playwright, url: str, bare: bool, counter: Counter) -> dict[str, Any]:
    """One fresh profile: first visit, reload, offline reload."""
    ready, settled = (READY_BARE, SETTLED_BARE) if bare else (READY_SITE, SETTLED_SITE)
    result: dict[str, Any] = {}
    with fresh_page(playwright, instrument=not bare) as (_, page, errors):
        counter.take()
        page.goto(url)
        result["first_ms"] = wait(page, ready, READY_TIMEOUT, "first visit")
        if not bare:
            paints = page.evaluate("performance.getEntriesByType('paint').map((p) => [p.name, p.startTime])")
            result["first_paint_ms"] = dict(paints).get("first-contentful-paint")
            result["start_first"] = page.evaluate("document.documentElement.dataset.engineStart || 'plain'")
        try:
            wait(page, settled, 60, "service worker and snapshot")
            result["settled"] = True
        except TimeoutError:  # a site without a snapshot: the service worker at least
            wait(page, SETTLED_BARE, 60, "service worker")
            result["settled"] = False
        time.sleep(0.5)
        result["first_sent"] = counter.take()
        page.reload()
        result["reload_ms"] = wait(page, ready, READY_TIMEOUT, "reload")
        result["reload_sent"] = counter.take()
        if not bare:
            result["start_reload"] = page.evaluate("document.documentElement.dataset.engineStart || 'plain'")
            result["snapshot"] = page.evaluate(STORED_SNAPSHOT)
            with contextlib.suppress(Exception):  # a build whose worker does not tell
                result["snapshot_read_ms"] = worker_eval(page, "self.pygamesEngine.snapshotRead().ms")
        page.context.set_offline(True)
        page.reload()
        result["offline_ms"] = wait(page, ready, READY_TIMEOUT, "offline reload")
        result["offline_sent"] = counter.take()
        result["errors"] = list(errors)
    return result


# A person's first game on a phone: playable once the engine is up and the game's screen is drawn.
PHONE_GAME = "#/gameover?seats=Ann,bot:hard&seed=1&delay=0"
PLAYABLE = """(() => document.documentElement.dataset.engine === "ready" &&
  document.querySelector("[data-game]")?.dataset.gameState === "playing" && performance.now())()"""


def phone_visits(playwright: Playwright, base: str, bare: bool) -> dict[str, Any]:
    """One fresh profile with a phone's budget: a first visit until the first game is playable (the bare page: until
    Python answers), then, once the service worker (and the site's snapshot) are in place, a return visit."""
    url, ready = (base + "__bench/bare.html", READY_BARE) if bare else (base + PHONE_GAME, PLAYABLE)
    settled = SETTLED_BARE if bare else SETTLED_SITE
    with fresh_page(playwright, instrument=False, phone=True) as (_, page, errors):
        page.goto(url)
        result: dict[str, Any] = {"first_ms": wait(page, ready, 600, "phone: first visit")}
        wait(page, settled, 600, "phone: service worker and snapshot")
        time.sleep(0.5)
        page.reload()
        result["return_ms"] = wait(page, ready, 600, "phone: return visit")
        result["errors"] = list(errors)
    return result


FIRST_GAME = "#/gameover?seats=bot:hard,bot:hard,bot:hard&seed=1&delay=0"
GAME_OVER = "(() => document.querySelector('[data-game]')?.dataset.gameState === 'over')()"


def first_game(playwright: Playwright, base: str, counter: Counter) -> dict[str, Any]:
    """A first visit that plays one Game Over game (hard bots, opened by its link): what the server sent from the
    navigation until the game is over (the service worker, registered meanwhile, copies the site without its games in
    pauses, and each game's own files only after that), and how long it took."""
    with fresh_page(playwright, instrument=False) as (_, page, errors):
        counter.take()
        started = time.monotonic()
        page.goto(base + FIRST_GAME)
        wait(page, GAME_OVER, GAME_TIMEOUT, "the first game")
        return {"ms": (time.monotonic() - started) * 1000, "sent": counter.take(), "errors": list(errors)}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def worker_eval(page: Page, expression: str, arg: Any = None) -> Any:
    for worker in page.workers:
        if worker.url.endswith("/worker.js"):
            return worker.evaluate(expression, arg)
    raise RuntimeError("the engine's worker is not running")


RUN_PYTHON = "(code) => self.pygamesEngine.runPython(code)"


def soak(playwright: Playwright, url: str, rounds: int) -> dict[str, Any]:
    """Bots-only games with hard bots, one of every bots title after another, `rounds` times, in one page."""
    out: dict[str, Any] = {"rounds": rounds, "titles": {}}
    with fresh_page(playwright, instrument=True) as (_, page, errors):
        page.goto(url)
        wait(page, READY_SITE, READY_TIMEOUT, "soak start")
        # Each title's rehearsal (pygames/rehearsal.py) played before anything is timed: its requests and decisions
        # would be counted with the page's.
        for game_id in BOT_SEATS:
            worker_eval(page, "(gameId) => self.pygamesEngine.rehearseNow(gameId)", game_id)
        worker_eval(page, RUN_PYTHON, PYTHON_TIMERS)
        started = time.monotonic()
        for round_ in range(rounds):
            for game_id, seats in BOT_SEATS.items():
                page.evaluate("window.__bench.ops = []")
                worker_eval(page, RUN_PYTHON, TAKE_PYTHON_TIMES)
                hash_ = f"#/{game_id}?seats={','.join(['bot:hard'] * seats)}&seed={round_}&delay=0"
                page.evaluate(f"location.hash = {json.dumps(hash_)}")
                wait(
                    page,
                    f"(() => {{ const g = document.querySelector('[data-game=\"{game_id}\"]');"
                    f" return location.hash === {json.dumps(hash_)} && g && g.dataset.gameState === 'over'; }})()",
                    GAME_TIMEOUT,
                    f"{game_id} round {round_}",
                )
                ops = page.evaluate("window.__bench.ops")
                python = json.loads(worker_eval(page, RUN_PYTHON, TAKE_PYTHON_TIMES))
                bot_ms = [o["ms"] for o in ops if o["op"] == "bot"]
                title = out["titles"].setdefault(game_id, {"decide_ms": [], "drawn_ms": [], "reply_bytes": []})
                # One decision per bot request, in the same order (the worker answers one request at a time).
                if len(python["decide"]) == len(bot_ms):
                    title["decide_ms"] += python["decide"]
                    pairs = zip(bot_ms, python["decide"], strict=True)
                    title["drawn_ms"] += [total - decide for total, decide in pairs]
                else:
                    title.setdefault("unpaired_games", 0)
                    title["unpaired_games"] += 1
                title["reply_bytes"] += [o["bytes"] for o in ops]
            heap = worker_eval(page, "self.pygamesEngine.heapBytes()")
            out.setdefault("heap_by_round", []).append(heap)
            if round_ == 0:
                out["heap_after_first"] = heap
            if rounds >= 10 and (round_ + 1) % max(1, rounds // 10) == 0:
                print(
                    f"  soak: {round_ + 1}/{rounds} rounds, {time.monotonic() - started:.0f} s, "
                    f"wasm heap {heap / 2**20:.1f} MiB",
                    flush=True,
                )
        page.evaluate("location.hash = '#/'")
        wait(page, "!document.querySelector('[data-game]')", 30, "back at the picker")
        time.sleep(0.5)
        out["heap_at_end"] = worker_eval(page, "self.pygamesEngine.heapBytes()")
        out["open_sessions_at_picker"] = worker_eval(page, "self.pygamesEngine.openSessions()")
        out["seconds"] = time.monotonic() - started
        out["errors"] = list(errors)
    return out


def echo_floor(playwright: Playwright, base: str, press: float, moves: int = 60) -> dict[str, list[float]]:
    """A person's move on a page that does nothing but ask a worker that answers at once: from the input to the
    answer handled, three ways: clicked as the end-to-end tests click (Playwright's click, which first waits for the
    button to be still over two animation frames), pressed by a bare mouse press at the same place, and with the Enter
    key; with the Enter key again while something on the page animates; and both again with the answer through
    shared memory (web/answers.js), as the site's moves have it on a cross-origin isolated page. Clicks hold the
    button down ``press`` seconds, as the people's moves do."""
    out: dict[str, list[float]] = {}
    with fresh_page(playwright, instrument=False) as (_, page, _errors):
        for name, ways in (
            ("echo.html", ("Playwright's click", "a bare mouse press", "the Enter key")),
            ("echo-animating.html", ("the Enter key, while something on the page animates",)),
            ("echo-shared.html", ("shared memory: Playwright's click", "shared memory: Enter, while animating")),
        ):
            page.goto(base + name)
            button = page.get_by_role("button", name="move")
            box = button.bounding_box()
            assert box, "the floor page's button is not on screen"
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            for how in ways:
                page.evaluate("window.echoes = []")
                for _ in range(moves):
                    if how.endswith("Playwright's click"):
                        button.click(delay=press * 1000)
                    elif how == "a bare mouse press":
                        page.mouse.click(x, y, delay=press * 1000)
                    else:
                        button.press("Enter")
                    time.sleep(0.03)
                out[how] = page.evaluate("window.echoes")
    return out


# The end-to-end files that play each title through the real UI: e2e/test_<id>*.py.
PEOPLE_TESTS = {
    game_id: sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "e2e").glob(f"test_{game_id}*.py"))
    for game_id in pygames.GAMES
}


def run_people_tests(dist: Path, files: list[str], pace: float, press: float) -> tuple[list[dict[str, Any]], bool, str]:
    """Run end-to-end files against the site in ``dist`` with PYGAMES_TIMINGS set: every op they timed (each person's
    move numbered in its test's page as ``nth``), whether any test failed, and pytest's summary line."""
    with tempfile.TemporaryDirectory(prefix="bench-people-") as folder:
        timings = Path(folder) / "timings.jsonl"
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *files],
            cwd=ROOT,
            env={
                **os.environ,
                "PYGAMES_DIST": str(dist.resolve()),
                "PYGAMES_TIMINGS": str(timings),
                "PYGAMES_PACE": str(pace),
                "PYGAMES_PRESS": str(press),
            },
            capture_output=True,
            text=True,
        )
        lines = timings.read_text().splitlines() if timings.exists() else []
    ops = [json.loads(line) for line in lines]
    made: dict[str, int] = {}  # moves made so far in each test's page
    for o in ops:
        if o["input"]:
            o["nth"] = made[o["test"]] = made.get(o["test"], 0) + 1
    summary = (run.stdout.strip().splitlines() or [""])[-1]
    return ops, run.returncode != 0, summary


def people(dist: Path, pace: float = 0.0, press: float = 0.0) -> dict[str, Any]:
    """The end-to-end tests of every title, run with PYGAMES_TIMINGS: the people's moves they made, timed from the
    input to the page drawn, per title; with ``pace``, every input of theirs a pause of that many seconds after the
    last (PYGAMES_PACE, e2e/conftest.py); with ``press``, every click holding the button down that long
    (PYGAMES_PRESS). They serve the site in ``dist`` (PYGAMES_DIST)."""
    files = [f for group in PEOPLE_TESTS.values() for f in group]
    started = time.monotonic()
    ops, failed, summary = run_people_tests(dist, files, pace, press)
    print(
        f"  people's moves, {pace} s before each input: {len(files)} end-to-end files in "
        f"{time.monotonic() - started:.0f} s",
        flush=True,
    )
    out: dict[str, Any] = {"failed": failed, "summary": [summary]}
    for game_id in PEOPLE_TESTS:
        moves = [o for o in ops if o["game"] == game_id and o["input"]]
        out[game_id] = {
            "ms": [o["ms"] for o in moves],
            "handled": [o["handled"] for o in moves],
            "via": [o.get("via") for o in moves],
            "nth": [o["nth"] for o in moves],
            "shared": [o.get("shared", False) for o in moves],
        }
    return out


def ab(dists: dict[str, Path], titles: list[str], rounds: int, pace: float, press: float) -> dict[str, Any]:
    """The people's moves of two builds, A and B: the same end-to-end files run against each in turn, ``rounds``
    times (A first in even rounds, B first in odd ones, so that a machine getting slower or quicker favours
    neither). The tests play seeded games, so a move is the same move in every run: its test and its number in the
    test's page pair it with itself across the builds, and the differences of those pairs (each side the median of its
    runs) tell a change of a millisecond apart from the noise between runs, which is larger."""
    files = [f for game_id in titles for f in PEOPLE_TESTS[game_id]]
    moves: dict[str, dict[tuple[str, int], list[dict[str, Any]]]] = {"A": {}, "B": {}}
    failures: list[str] = []
    for r in range(rounds):
        for arm in ("A", "B") if r % 2 == 0 else ("B", "A"):
            started = time.monotonic()
            ops, failed, summary = run_people_tests(dists[arm], files, pace, press)
            if failed:
                failures.append(f"round {r + 1} {arm}: {summary}")
            for o in ops:
                if o["input"]:
                    moves[arm].setdefault((o["test"], o["nth"]), []).append(o)
            print(f"  round {r + 1}, {arm}: {summary} in {time.monotonic() - started:.0f} s", flush=True)
    out: dict[str, Any] = {"failures": failures, "titles": {}}
    for game_id in titles:
        mine = {arm: {k: v for k, v in moves[arm].items() if v[0]["game"] == game_id} for arm in moves}
        paired = sorted(set(mine["A"]) & set(mine["B"]))
        title: dict[str, Any] = {"paired": len(paired)}
        for key in ("ms", "handled"):
            for arm in ("A", "B"):
                title[f"{arm}_{key}"] = [o[key] for ops in mine[arm].values() for o in ops]
            title[f"diff_{key}"] = [
                statistics.median(o[key] for o in mine["B"][k]) - statistics.median(o[key] for o in mine["A"][k])
                for k in paired
            ]
        out["titles"][game_id] = title
    return out


def sign_test(diffs: list[float]) -> float:
    """Two-sided p of as many differences of one sign under "either build as quick" (ties left out). The moves of one
    page are not independent of each other: read it as a guide, not as a proof."""
    below, above = sum(d < 0 for d in diffs), sum(d > 0 for d in diffs)
    n = below + above
    if not n:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(below, above) + 1)) / 2**n
    return min(1.0, 2 * tail)


def ab_table(result: dict[str, Any], dists: dict[str, Path], pace: float, press: float) -> None:
    how = f"each input {pace} s after the last" if pace else "at the tests' own pace"
    print(f"\nA/B of people's moves, {how}, clicks held down {press} s: A = {dists['A']}, B = {dists['B']}\n")
    print(
        "| title | moves paired | A: input -> drawn p50 | p95 | B: p50 | p95 | B - A per move: median | mean "
        "| B quicker | sign test p | the page's own share, B - A: median | mean |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|---|"
    )
    for game_id, t in result["titles"].items():
        diff, share = t["diff_ms"], t["diff_handled"]
        if not diff:
            print(f"| {game_id} | 0 |" + " |" * 10)
            continue
        print(
            f"| {game_id} | {t['paired']} | {milliseconds(t['A_ms'])} | {milliseconds(t['B_ms'])} "
            f"| {statistics.median(diff):+.2f} ms | {statistics.mean(diff):+.2f} ms "
            f"| {sum(d < 0 for d in diff)} of {len(diff)} | {sign_test(diff):.3f} "
            f"| {statistics.median(share):+.2f} ms | {statistics.mean(share):+.2f} ms |"
        )
    print(f"failed runs: {result['failures'] or 'none'}")


def milliseconds(values: list[float]) -> str:
    return f"{percentile(values, 50):.1f} ms | {percentile(values, 95):.1f} ms" if values else "| "


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--profiles", type=int, default=3, help="fresh browser profiles per start-up case (0: none)")
    parser.add_argument("--games", type=int, default=500, help="soak rounds: games of every bots title (0: none)")
    parser.add_argument(
        "--people", action=argparse.BooleanOptionalAction, default=True, help="time people's moves in the e2e games"
    )
    parser.add_argument(
        "--pace",
        type=float,
        nargs="+",
        default=[0.0],
        help="people's moves: seconds the tests pause before each input, one run of them per pace (0: as they are; "
        "0 0.6: both, the second about 30 minutes)",
    )
    parser.add_argument(
        "--press",
        type=float,
        default=0.1,
        help="people's moves and the floor: seconds a click holds the button down, as a person's press (0: let go at "
        "once, as Playwright does: the release then waits behind the press's handling, 2-6 ms no person's click has)",
    )
    parser.add_argument(
        "--ab",
        type=Path,
        metavar="OTHER_DIST",
        help="only compare the people's moves of two builds: --dist (A) and this one (B), move by move",
    )
    parser.add_argument("--rounds", type=int, default=3, help="--ab: runs of the end-to-end files per build")
    parser.add_argument(
        "--titles", nargs="+", choices=sorted(PEOPLE_TESTS), default=sorted(PEOPLE_TESTS), help="--ab: the titles"
    )
    parser.add_argument(
        "--phone", type=int, default=0, help="fresh profiles with a phone's budget (CPU 4x, fast 3G), site and bare"
    )
    parser.add_argument("--json", type=Path, help="also write every measurement here")
    args = parser.parse_args()
    for dist in (args.dist, args.ab) if args.ab else (args.dist,):
        if not (dist / "index.html").exists():
            raise SystemExit(f"no site in {dist}: run python3 build.py first")
    if args.ab:
        dists = {"A": args.dist, "B": args.ab}
        compared = {str(pace): ab(dists, args.titles, args.rounds, pace, args.press) for pace in args.pace}
        for pace, result in compared.items():
            ab_table(result, dists, float(pace), args.press)
        if args.json:
            args.json.write_text(json.dumps({"dists": {k: str(v) for k, v in dists.items()}, "ab": compared}) + "\n")
        return
    counter = Counter()
    bare_folder = Path(tempfile.mkdtemp(prefix="bench-bare-"))
    bare_sizes = bare_stdlib(bare_folder)
    server = make_server(args.dist, counter, bare_folder)
    base = f"http://127.0.0.1:{server.server_port}/"
    runs: dict[str, list[dict[str, Any]]] = {"site": [], "bare": []}
    report: dict[str, Any] = {
        "dist": str(args.dist),
        "profiles": args.profiles,
        "games": args.games,
        "press": args.press,
    }
    with sync_playwright() as playwright:
        for i in range(args.profiles):
            for kind in ("bare", "site") if i % 2 else ("site", "bare"):
                url = base + ("__bench/bare.html" if kind == "bare" else "#/")
                runs[kind].append(start_up(playwright, url, kind == "bare", counter))
                r = runs[kind][-1]
                print(
                    f"  profile {i + 1} {kind}: first {r['first_ms']:.0f} ms, reload {r['reload_ms']:.0f} ms, "
                    f"offline {r['offline_ms']:.0f} ms",
                    flush=True,
                )
        report["first_game"] = first_game(playwright, base, counter) if args.profiles else None
        phone: dict[str, list[dict[str, Any]]] = {"site": [], "bare": []}
        for i in range(args.phone):
            for kind in ("bare", "site") if i % 2 else ("site", "bare"):
                phone[kind].append(phone_visits(playwright, base, kind == "bare"))
                r = phone[kind][-1]
                print(f"  phone {i + 1} {kind}: first {r['first_ms']:.0f} ms, return {r['return_ms']:.0f} ms")
        report["phone"] = phone
        report["soak"] = soak(playwright, base + "#/", args.games) if args.games else None
        report["echo"] = echo_floor(playwright, base + "__bench/", args.press) if args.people else None
    server.shutdown()
    shutil.rmtree(bare_folder, ignore_errors=True)
    report["people"] = {str(pace): people(args.dist, pace, args.press) for pace in args.pace} if args.people else None
    if args.profiles:
        packed = {**packed_sizes(args.dist), "/__bench/" + BARE_STDLIB: bare_sizes}
        start_up_table(args.profiles, runs, packed, report)
        played = report["first_game"]
        weighed = report["first_game_bytes"] = weigh(played["sent"], packed)
        print(
            f"\nA first visit that plays one Game Over game: {weighed['requests']} requests, "
            f"{weighed['served'] / 2**20:.2f} MiB served, {weighed['plain'] / 2**20:.2f} plain, "
            f"{weighed['gzip'] / 2**20:.2f} gzip, {weighed['brotli'] / 2**20:.2f} MiB with Brotli "
            f"(game over {played['ms'] / 1000:.1f} s after navigation); errors: {played['errors'] or 'none'}"
        )
    if report["phone"]["site"]:
        phone_table(report["phone"])
    soaked = report["soak"]
    if soaked:
        print(f"\nSoak: {soaked['rounds']} rounds of hard-bots games, in one page, {soaked['seconds']:.0f} s\n")
        print(
            "| title | bot moves | decision p50 | p95 | move -> drawn, decision apart, p50 | p95 "
            "| reply bytes p50 | p95 | max |"
        )
        print("|---|---|---|---|---|---|---|---|---|")
        for game_id, t in soaked["titles"].items():
            size = t["reply_bytes"]
            unpaired = f" ({t['unpaired_games']} games unpaired)" if t.get("unpaired_games") else ""
            print(
                f"| {game_id}{unpaired} | {len(t['decide_ms'])} | {milliseconds(t['decide_ms'])} "
                f"| {milliseconds(t['drawn_ms'])} "
                f"| {percentile(size, 50):,.0f} | {percentile(size, 95):,.0f} | {max(size):,} |"
            )
        first, end = soaked["heap_after_first"], soaked["heap_at_end"]
        # The heap grows in steps (Emscripten adds a fifth at a time) and never shrinks: the round of its last step
        # tells a leak (steps all along) from a table that found its size.
        by_round = soaked["heap_by_round"]
        last_growth = max((i + 1 for i in range(1, len(by_round)) if by_round[i] > by_round[i - 1]), default=1)
        print(
            f"\nwasm heap: {first / 2**20:.1f} MiB after the first round, {end / 2**20:.1f} MiB at the end "
            f"({end / first:.2f} x), the same since round {last_growth} of {len(by_round)}; "
            f"open sessions back at the picker: {soaked['open_sessions_at_picker']}; "
            f"errors: {soaked['errors'] or 'none'}"
        )
    for pace, timed in (report["people"] or {}).items():
        if timed:
            people_table(timed, float(pace), report["press"])
    if report["echo"]:
        echo_table(report["echo"])
    if args.json:
        report["runs"] = runs
        args.json.write_text(json.dumps(report, indent=1) + "\n")


def people_table(timed: dict[str, Any], pace: float, press: float) -> None:
    how = f"each input {pace} s after the last, as a person reading the screen" if pace else "at the tests' own pace"
    how += f", clicks held down {press} s" if press else ", clicks let go at once"
    print(f"\nPeople's moves in the end-to-end games, {how} (tests: {' '.join(timed['summary'])})\n")
    print(
        "| title | moves | through shared memory | input -> drawn p50 | p95 | max "
        "| the page's own share (drawing, style, layout) p50 | p95 "
        "| a page's moves from its third on | input -> drawn p50 | p95 |\n"
        "|---|---|---|---|---|---|---|---|---|---|---|"
    )
    for game_id in PEOPLE_TESTS:
        ms, handled = timed[game_id]["ms"], timed[game_id]["handled"]
        # A page's first moves apart: every end-to-end test opens a fresh page, whose first moves run cold code
        # on both sides of the worker (Python's WebAssembly is compiled as it is first used).
        later = [m for m, nth in zip(ms, timed[game_id]["nth"], strict=True) if nth > 2]
        print(
            f"| {game_id} | {len(ms)} | {sum(timed[game_id]['shared'])} | {milliseconds(ms)} "
            f"| {max(ms, default=0):.1f} ms | {milliseconds(handled)} | {len(later)} | {milliseconds(later)} |"
        )


def phone_table(phone: dict[str, list[dict[str, Any]]]) -> None:
    print(
        f"\nA phone's budget (CPU {PHONE_CPU}x on the page's thread, {PHONE_NETWORK['downloadThroughput'] * 8 / 1e6} "
        f"Mbit/s, {PHONE_NETWORK['latency']} ms round trips), {len(phone['site'])} fresh profiles each, alternating\n"
    )
    print("| measure | site | bare Pyodide | site / bare | paired: median (lowest-highest) |\n|---|---|---|---|---|")
    for key, label in (("first_ms", "first visit -> first game playable"), ("return_ms", "return visit")):
        site = statistics.median(r[key] for r in phone["site"])
        bare = statistics.median(r[key] for r in phone["bare"])
        ratios = [s[key] / b[key] for s, b in zip(phone["site"], phone["bare"], strict=True)]
        print(
            f"| {label} | {site / 1000:.2f} s | {bare / 1000:.2f} s | {site / bare:.2f} "
            f"| {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}) |"
        )
    errors = [e for kind in phone.values() for r in kind for e in r["errors"]]
    print(f"phone errors: {errors or 'none'}")


def echo_table(echo: dict[str, list[float]]) -> None:
    print("\nThe floor: a page whose button asks a worker that answers at once\n")
    print("| how | moves | input -> answered p50 | p95 |\n|---|---|---|---|")
    for how, ms in echo.items():
        print(f"| {how} | {len(ms)} | {milliseconds(ms)} |")


def start_up_table(
    profiles: int,
    runs: dict[str, list[dict[str, Any]]],
    packed: dict[str, tuple[int, int, int]],
    report: dict[str, Any],
) -> None:
    def median(kind: str, key: str) -> float:
        return float(statistics.median(r[key] for r in runs[kind]))

    # Each profile's site and bare runs go back to back: the median of those pairs' ratios is the steadier figure on a
    # machine whose load changes over the run.
    table: list[tuple[str, ...]] = []
    for key, label in (("first_ms", "first visit"), ("reload_ms", "reload"), ("offline_ms", "offline reload")):
        site, bare = median("site", key), median("bare", key)
        ratios = [s[key] / b[key] for s, b in zip(runs["site"], runs["bare"], strict=True)]
        paired = f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})"
        table.append((f"{label}: ready", f"{site / 1000:.2f} s", f"{bare / 1000:.2f} s", f"{site / bare:.2f}", paired))
    paints = [r["first_paint_ms"] for r in runs["site"] if r.get("first_paint_ms") is not None]
    if paints:
        table.append(("first paint", f"{statistics.median(paints) / 1000:.3f} s", "", "", ""))
    for phase, label in (("first_sent", "first visit"), ("reload_sent", "reload"), ("offline_sent", "offline")):
        for kind in ("site", "bare"):
            report.setdefault("bytes", {}).setdefault(label, {})[kind] = weigh(runs[kind][0][phase], packed)
        cells = []
        for kind in ("site", "bare"):
            w = report["bytes"][label][kind]
            cells.append(
                f"{w['served'] / 2**20:.2f} ({w['plain'] / 2**20:.2f} / {w['gzip'] / 2**20:.2f} / "
                f"{w['brotli'] / 2**20:.2f}) MiB"
            )
        table.append((f"{label}: bytes served (plain / gzip / brotli)", *cells, "", ""))
    kept = [r["snapshot"] for r in runs["site"] if r.get("snapshot")]
    if kept:
        reads = [r["snapshot_read_ms"] for r in runs["site"] if r.get("snapshot_read_ms") is not None]
        read = f"{statistics.median(reads):.0f} ms" if reads else "not told"
        table.append(
            (
                f"snapshot kept ({kept[0][0] or 'uncompressed'}): MB stored / restored; reading it back",
                f"{kept[0][1] / 1e6:.1f} / {kept[0][2] / 1e6:.1f} MB; {read}",
                "",
                "",
                "",
            )
        )
    starts = sorted({str(r.get("start_reload")) for r in runs["site"]})
    print(f"\nStart-up: medians of {profiles} fresh profiles; the site's return visits started from: {starts}\n")
    print("| measure | site | bare Pyodide | site / bare | paired: median (lowest-highest) |\n|---|---|---|---|---|")
    for row in table:
        print("| " + " | ".join(row) + " |")
    errors = [e for kind in runs.values() for r in kind for e in r["errors"]]
    print(f"start-up errors: {errors or 'none'}")


if __name__ == "__main__":
    main()
