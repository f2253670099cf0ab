"""End-to-end fixtures: dist/ served on 127.0.0.1, Debian's Chromium, a guard against any other host, and a check that
no page logs an error. Every test gets a fresh browser context (empty storage, no service worker)."""

from __future__ import annotations

import inspect
import json
import os
import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import (
    BrowserContext,
    ConsoleMessage,
    Keyboard,
    Locator,
    LocatorAssertions,
    Mouse,
    Page,
    PageAssertions,
    Request,
    Route,
    Worker,
    expect,
)
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

import build
from e2e.fit import wait_until_landed
from e2e.timing import TIMING_SCRIPT, timing_of

ROOT = Path(__file__).resolve().parent.parent

# The sweeps of the end-to-end suite: a test run at every screen size or in every language. `bash .ci/test` runs the
# first case of each (a phone; the first language), which fails as soon as the code under it breaks; the other cases go
# to the slow tier (`bash .ci/test --slow`, which CI runs after it), where every screen and every language still runs.
# This keeps the default tier within its 8 minutes on 2 cores (issue 40).
SWEEPS = ("viewport", "size", "language")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if not Path(str(item.path)).is_relative_to(ROOT / "e2e"):
            continue
        indices = getattr(getattr(item, "callspec", None), "indices", {})
        if any(indices.get(name, 0) > 0 for name in SWEEPS):
            item.add_marker(pytest.mark.slow)


CHROMIUM = "/usr/bin/chromium"
# No sandbox in a container, no GPU, nothing the browser would fetch by itself (the request guard would catch it).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
ENGINE_TIMEOUT = 60_000  # ms; Pyodide starts in about 2 s here, far more on a loaded CI machine
GAME_TIMEOUT = 120_000
# A file to which every test appends the moves it timed in the page (e2e/timing.py), for the browser benchmark;
# unset in the default run.
TIMINGS = os.environ.get("PYGAMES_TIMINGS")
# The suite's browser runs Python's WebAssembly in V8's baseline code only: by default V8 compiles the hot functions
# again, optimized, on threads of its own, in every test's fresh context (nothing compiled is shared between them), and
# on 2 cores shared by three test processes that cost more than the faster code gave back (a subset of five files:
# 130-140 s -> 114-127 s; tests/bench/FINDINGS.md, 2026-12-06). Speed is measured elsewhere: the benchmarks, and this
# suite when it times moves for them (PYGAMES_TIMINGS), keep V8's default.
SUITE_ONLY_ARGS = [] if TIMINGS else ["--js-flags=--liftoff-only"]
# Seconds a person takes before each input (a click, key, fill...), for the benchmark's people's moves at a person's
# pace (PYGAMES_PACE=<seconds>); unset (no pause) in the default run.
PACE = float(os.environ.get("PYGAMES_PACE") or 0)
# Seconds a click holds the button down (PYGAMES_PRESS=<seconds>), as a person's press does, for the same benchmark;
# unset in the default run. Playwright's own click lets go at once, so the release waited behind the handling of the
# press (Playwright's own listeners on it, the focus it moves): 2-6 ms before the page even saw the click, in a move
# timed from it, which no person's click has (0.8-1.3 ms with the button held 80 ms).
PRESS = float(os.environ.get("PYGAMES_PRESS") or 0)
# The site the tests serve: this checkout's dist/, or another build (PYGAMES_DIST=<folder>: the benchmark's A/B
# comparison of two builds, tests/bench/bench_site.py --ab); unset in the default run.
DIST = Path(os.environ.get("PYGAMES_DIST") or ROOT / "dist")
# A loaded CI machine can be slow to draw after a move; assertions wait this long by default.
ASSERTION_TIMEOUT = 20_000  # ms
expect.set_options(timeout=ASSERTION_TIMEOUT)
# Playwright's driver checks an assertion at 0, 20, 70, 170 and 270 ms and then every 500 ms, unless its timeout is
# under 2.5 s: a screen that came at 300 ms is seen at 770. Asked in slices of ASSERTION_SLICE ms instead, it is
# checked every 100 ms, the whole timeout long.
ASSERTION_SLICE = 2_000  # ms


def sliced(check: Any) -> Any:
    def sliced_check(self: Any, *args: Any, timeout: float | timedelta | None = None, **kwargs: Any) -> Any:
        if isinstance(timeout, timedelta):
            timeout = timeout.total_seconds() * 1000
        deadline = time.monotonic() + (ASSERTION_TIMEOUT if timeout is None else timeout) / 1000
        while True:
            left = (deadline - time.monotonic()) * 1000
            try:
                return check(self, *args, timeout=max(1, min(left, ASSERTION_SLICE)), **kwargs)
            except AssertionError:
                if left <= ASSERTION_SLICE:
                    raise

    return sliced_check


for _assertions in (LocatorAssertions, PageAssertions):
    for _name, _check in list(vars(_assertions).items()):
        if _name.startswith(("to_", "not_to_")) and "timeout" in inspect.signature(_check).parameters:
            setattr(_assertions, _name, sliced(_check))


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    assert (DIST / "index.html").exists(), "build the site first: python build.py"
    server = build.make_server(port=0, directory=DIST)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def plain_site_url() -> Iterator[str]:
    """The site from a host that sends no cross-origin isolation headers (as GitHub Pages)."""
    server = build.make_server(port=0, directory=DIST, isolated=False)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": CHROMIUM_ARGS + SUITE_ONLY_ARGS,
    }


class Watch:
    """What a test's pages asked for and complained about."""

    def __init__(self) -> None:
        self.external: list[str] = []
        self.errors: list[str] = []
        self.allowed_errors: list[str] = []  # substrings of console errors a test provokes on purpose
        self.provoked: list[str] = []  # the console errors that were allowed

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        if any(a in message.text for a in self.allowed_errors):
            self.provoked.append(message.text)
        else:
            self.errors.append(f"console: {message.text}")

    def on_page_error(self, error: Exception) -> None:
        self.errors.append(f"uncaught: {error}")


@pytest.fixture(autouse=True)
def paced(monkeypatch: pytest.MonkeyPatch) -> None:
    """With PYGAMES_PRESS, every click holds the button down that long; with PYGAMES_PACE, every input the test gives
    waits that long first, as a person reading the screen would."""
    if PRESS:
        for owner in (Locator, Mouse):
            monkeypatch.setattr(owner, "click", held_down(owner.click))
    if not PACE:
        return
    for owner, names in (
        (Locator, ("click", "press", "fill", "check", "select_option", "type")),
        (Keyboard, ("press", "type")),
        (Mouse, ("click",)),
    ):
        for name in names:
            monkeypatch.setattr(owner, name, after_a_pause(getattr(owner, name)))


def held_down(click: Any) -> Any:
    def held_click(*args: Any, **kwargs: Any) -> Any:
        kwargs.setdefault("delay", PRESS * 1000)  # Playwright's delay: milliseconds between the press and the release
        return click(*args, **kwargs)

    return held_click


def after_a_pause(method: Any) -> Any:
    def paced_method(*args: Any, **kwargs: Any) -> Any:
        time.sleep(PACE)
        return method(*args, **kwargs)

    return paced_method


@pytest.fixture
def watch() -> Watch:
    return Watch()


# The warm-up (web/warmup.js) is off in the end-to-end tests, except in the tests marked `warmup` (its own, and those
# that need a game's first moves answered at their quickest) and when the benchmark times the people's moves
# (PYGAMES_TIMINGS: the site as it is). Its switch is ?warmup=0; the tests, which open many addresses of their own,
# throw it with the page's global pygamesWarmup (as they turn pygamesCheckUnchanged on), before the site's scripts run.
WARMUP_OFF = "globalThis.pygamesWarmup = false;"


# The service worker (web/sw.js) is left out of the tests not marked `service_worker`: their pages are then as in a
# browser without service workers, which the site supports (web/offline.js), and none of them copies the whole site
# into its cache meanwhile (some 12 MB a test, in pauses in its play). The marked tests cover offline play, the
# precache and updates.
NO_SERVICE_WORKER = "delete Navigator.prototype.serviceWorker;"


@pytest.fixture
def context(context: BrowserContext, watch: Watch, request: pytest.FixtureRequest) -> BrowserContext:
    def guard(route: Route) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            if route.request.url not in watch.external:
                watch.external.append(route.request.url)
            route.abort()

    def seen(request: Request) -> None:  # also what routing may not see (a service worker's own fetches)
        if not is_local(request.url) and request.url not in watch.external:
            watch.external.append(request.url)

    context.route("**/*", guard)
    context.on("request", seen)
    if request.node.get_closest_marker("service_worker") is None:
        context.add_init_script(NO_SERVICE_WORKER)
    if not TIMINGS and request.node.get_closest_marker("warmup") is None:
        context.add_init_script(WARMUP_OFF)
    if TIMINGS:
        context.add_init_script(TIMING_SCRIPT)
    else:  # every part drawn with unchanged() and kept is built all the same and checked (web/widgets.js)
        context.add_init_script("globalThis.pygamesCheckUnchanged = true;")
    return context


def is_local(url: str) -> bool:
    return url.startswith(("data:", "blob:")) or urlparse(url).hostname == "127.0.0.1"


def waiting_without_eval(page: Page) -> Any:
    """page.wait_for_function polls with a string evaluated inside the page, which the site's Content-Security-Policy
    (no 'unsafe-eval') refuses; this polls with page.evaluate (sent through the DevTools protocol) instead."""

    def wait_for_function(expression: str, timeout: float | None = None, **_: Any) -> Any:
        deadline = time.monotonic() + (timeout if timeout is not None else ENGINE_TIMEOUT) / 1000
        while True:
            try:
                value = page.evaluate(expression)
            except PlaywrightError as error:  # a navigation (a reload) between two polls: poll the new page
                if "context was destroyed" not in str(error) and "navigation" not in str(error):
                    raise
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise PlaywrightTimeoutError(f"wait_for_function: {expression} stayed false")
            page.wait_for_timeout(100)

    return wait_for_function


@pytest.fixture
def page(page: Page, watch: Watch, request: pytest.FixtureRequest) -> Iterator[Page]:
    page.on("console", watch.on_console)
    page.on("pageerror", watch.on_page_error)
    page.set_default_timeout(ENGINE_TIMEOUT)
    page.wait_for_function = waiting_without_eval(page)  # type: ignore[method-assign]
    timed: list[dict[str, Any]] = []
    if TIMINGS:
        page.on("console", lambda message: timed.append(op) if (op := timing_of(message.text)) else None)
    yield page
    if TIMINGS and timed:
        with open(TIMINGS, "a", encoding="utf-8") as out:
            out.writelines(json.dumps({"test": request.node.nodeid, **op}) + "\n" for op in timed)
    assert watch.external == [], f"requests to other hosts: {watch.external}"
    assert watch.errors == [], "\n".join(watch.errors)


def open_app(page: Page, site_url: str, hash_: str = "#/", query: str = "") -> None:
    """Open the site at ``hash_`` and wait until Python is up."""
    page.goto(f"{site_url}{query}{hash_}")
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=ENGINE_TIMEOUT)


def open_picker(page: Page, site_url: str) -> None:
    """Open the site's picker and wait until it shows: by then the page has looked through the saved games and claimed
    its own slot (web/saves.js), so a save a test writes afterwards is left to the next page that looks (written
    before, the page's own look could find it first)."""
    open_app(page, site_url)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


def worker_messages_recorded(store: str, message_type: str, value: str) -> str:
    """An init script that keeps, in ``window[store]``, ``value`` (a JavaScript expression of ``data``) of every message
    of ``message_type`` the engine's worker sends, in order and before the page's own handler sees it (a listener
    added in the worker's constructor runs first)."""
    return f"""(() => {{
  window.{store} = [];
  const Native = window.Worker;
  window.Worker = class extends Native {{
    constructor(url, options) {{
      super(url, options);
      this.addEventListener("message", (event) => {{
        const data = event.data || {{}};
        if (data.type === {message_type!r}) window.{store}.push({value});
      }});
    }}
  }};
}})();"""


# The text of this tab's saved game, as a JavaScript expression (web/saves.js: one save per tab, its slot id in
# sessionStorage). Every test reads the saved game through it, never through a storage key of its own.
SAVED_GAME = "localStorage.getItem('pygames:game:' + sessionStorage.getItem('pygames:tab'))"
# The number of actions in this tab's saved game (0 when there is none), as a JavaScript expression.
SAVED_LOG_LENGTH = f"(JSON.parse({SAVED_GAME}) || {{saved: {{log: []}}}}).saved.log.length"
# Forget this tab's saved game, as a JavaScript statement.
FORGET_SAVED_GAME = "localStorage.removeItem('pygames:game:' + sessionStorage.getItem('pygames:tab'))"


# Whether this version's cache holds every file the service worker copies after a first game (sw.js's LATER list).
EVERY_GAME_COPIED = """async () => {
  const source = await (await fetch('sw.js')).text();
  const later = JSON.parse(source.match(/const LATER = (\\[.*?\\]);/)[1]);
  for (const path of later) if (!(await caches.match(path))) return false;
  return later.length > 0;
}"""


def is_engine(worker: Worker) -> bool:
    """Whether ``worker`` is a page's engine: the worker running web/worker.js (page.expect_worker's predicate)."""
    return worker.url.endswith("/worker.js")


def engine_worker(page: Page) -> Worker:
    """The page's engine."""
    (worker,) = [w for w in page.workers if is_engine(w)]
    return worker


def engine_value(page: Page, expression: str) -> Any:
    """Asks the engine's worker itself (self.pygamesEngine in web/worker.js)."""
    return engine_worker(page).evaluate(expression)


# After a rehearsal V8 goes on optimizing what it ran, on background threads, for some hundreds of ms: on a loaded
# 2-core machine (CI runs two test processes) the engine's thread then answered a move later than the page waits for
# it in the click's task.
SETTLED_AFTER_REHEARSAL_MS = 1500


def rehearsed_titles(page: Page, count: int = 1) -> list[str]:
    """The titles the engine's worker has rehearsed (pygames/rehearsal.py), once it has rehearsed ``count`` of them and
    has none left to play."""
    deadline = time.monotonic() + 30
    while True:
        titles: list[str] = engine_value(page, "self.pygamesEngine.rehearsed()")
        if len(titles) >= count and not engine_value(page, "self.pygamesEngine.rehearsing()"):
            return titles
        assert time.monotonic() < deadline, f"the worker rehearsed {titles}, not {count} titles"
        page.wait_for_timeout(50)


def settle_after_rehearsal(page: Page) -> None:
    """For a test that needs a move answered in the task of its click (web/answers.js): waits until the worker has
    rehearsed the game and V8 has had time to optimize it. A click during one of the rehearsal's steps waits for that
    step, and one soon after it found the engine's thread short of a core: both may then be answered by message."""
    rehearsed_titles(page)
    page.wait_for_timeout(SETTLED_AFTER_REHEARSAL_MS)


def saved_game(page: Page) -> dict[str, Any] | None:
    """This tab's saved game: the page's record {gameId, hash, saved, over, updated}, or None."""
    text = page.evaluate(SAVED_GAME)
    return json.loads(text) if text else None


def catalog(language: str) -> dict[str, str]:
    """Every message of a language's catalogs (web/locales/<language>/*.json), as the page words them."""
    messages: dict[str, str] = {}
    for path in sorted((ROOT / "web" / "locales" / language).glob("*.json")):
        messages.update(json.loads(path.read_text(encoding="utf-8")))
    return messages


def saved_log_length(page: Page) -> int:
    """How many actions the game in progress has (from its saved copy in local storage)."""
    return int(page.evaluate(SAVED_LOG_LENGTH))


def wait_for_over(page: Page, game_id: str, timeout: int = GAME_TIMEOUT) -> None:
    expect(page.locator(f'[data-game="{game_id}"]')).to_have_attribute("data-game-state", "over", timeout=timeout)
    expect(page.get_by_role("table", name="Final scores")).to_be_visible()


_AXE = None


def assert_accessible(page: Page, where: str) -> None:
    """axe-core (WCAG 2.2 A and AA rules) on the page as it is now: no serious or critical violation."""
    global _AXE
    from axe_playwright_python.sync_playwright import Axe

    _AXE = _AXE or Axe()
    if page.locator("html[data-engine='ready']").count():
        # The engine's status fades out for a second once Python is up; half-faded text is not what is being checked.
        expect(page.locator("#engine-status")).to_be_hidden()
    # axe measures targets as drawn: mid-way through scaling in, a button fails target-size (seen in CI). Its run takes
    # several tasks, so a bot's move may start something moving during it; such a run is of no one screen and is redone.
    options = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]}}
    for _ in range(3):
        wait_until_landed(page)
        page.evaluate(_WATCH_MOVEMENT)
        results = _AXE.run(page, options=options)
        serious = [
            f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
            for v in results.response["violations"]
            if v["impact"] in ("serious", "critical")
        ]
        if not serious or not page.evaluate("window.__pygamesMoved"):
            break
    assert not serious, f"{where}: " + "\n".join(serious)


# Notes whether anything starts moving into place from now on (an endless glow started earlier does not count).
_WATCH_MOVEMENT = """() => {
  window.__pygamesMoved = false;
  if (window.__pygamesWatching) return;
  window.__pygamesWatching = true;
  for (const type of ["animationstart", "transitionstart"]) {
    document.addEventListener(type, () => { window.__pygamesMoved = true; }, true);
  }
}"""
