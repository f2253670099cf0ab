"""Start-up (web/worker.js): a first visit downloads each file once, with the progress bar fed by those downloads; the
memory snapshot is made after the first plain start, kept in the Cache Storage under the site's version, restored on
later visits online and offline; a broken or stale one means a plain start, never an error on screen."""

from __future__ import annotations

import json
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Page, expect

import build
from e2e.conftest import (
    ENGINE_TIMEOUT,
    EVERY_GAME_COPIED,
    GAME_TIMEOUT,
    ROOT,
    Watch,
    engine_worker,
    is_engine,
    is_local,
    waiting_without_eval,
    worker_messages_recorded,
)

# The start-up itself: the service worker of a first visit, its precache and the offline visits after it.
pytestmark = pytest.mark.service_worker

SNAPSHOT_KEPT = """caches.keys().then(async (keys) => {
  const name = keys.find((k) => k.startsWith("pygames-snapshot-"));
  return !!name && !!(await (await caches.open(name)).match("pyodide/pygames.snapshot"));
})"""


class Site:
    """A copy of dist/ served on its own port (a test may change it), and a browser context without request routing:
    routing turns the HTTP cache off and gets in the way of service workers, so requests are only watched."""

    def __init__(self, root: Path, context: BrowserContext, watch: Watch) -> None:
        self.root = root
        self.context = context
        self.watch = watch
        self.url = ""

    def page(self) -> Page:
        page = self.context.new_page()
        page.wait_for_function = waiting_without_eval(page)  # type: ignore[method-assign]  # the site's CSP: no eval
        page.set_default_timeout(ENGINE_TIMEOUT)
        page.on("console", self.watch.on_console)
        page.on("pageerror", self.watch.on_page_error)
        return page


@pytest.fixture
def site(
    browser_type: BrowserType, browser_type_launch_args: dict[str, Any], tmp_path: Path, watch: Watch
) -> Iterator[Site]:
    root = tmp_path / "site"
    shutil.copytree(ROOT / "dist", root)
    server = build.make_server(port=0, directory=root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser = browser_type.launch(**browser_type_launch_args)
    context = browser.new_context()
    context.on("request", lambda request: None if is_local(request.url) else watch.external.append(request.url))
    served = Site(root, context, watch)
    served.url = f"http://127.0.0.1:{server.server_port}/"
    try:
        yield served
        assert watch.external == [], f"requests to other hosts: {watch.external}"
        assert watch.errors == [], "\n".join(watch.errors)
    finally:
        context.close()
        browser.close()
        server.shutdown()


def wait_ready(page: Page) -> str:
    """Waits until Python is up; how it started: "plain" or "snapshot"."""
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=ENGINE_TIMEOUT)
    expect(page.locator(".fatal")).to_have_count(0)
    return str(page.locator("html").get_attribute("data-engine-start"))


def first_visit(site: Site, query: str = "") -> Page:
    page = site.page()
    page.goto(f"{site.url}{query}#/")
    assert wait_ready(page) == "plain"
    page.wait_for_function(SNAPSHOT_KEPT)
    if "nosw" not in query:
        page.wait_for_function("!!navigator.serviceWorker.controller")
    return page


# What the engine's worker tells the page about its progress, in order (read before the site's own scripts run).
PROGRESS_SCRIPT = worker_messages_recorded("__progress", "progress", "[data.label, data.percent]")


def test_a_first_visit_downloads_each_file_once_and_the_bar_follows_the_downloads(site: Site) -> None:
    asked: list[str] = []
    site.context.on("request", lambda r: None if r.service_worker else asked.append(r.url.split("?")[0]))
    site.context.add_init_script(PROGRESS_SCRIPT)
    page = site.page()
    page.goto(f"{site.url}#/")
    assert wait_ready(page) == "plain"
    before_ready = list(asked)  # the service worker registers after this and precaches (revalidating) on its own
    for name in ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pygames-0.1.0-py3"]:
        fetched = [url for url in before_ready if url.rsplit("/", 1)[-1].startswith(name)]
        assert len(fetched) == 1, f"{name} was asked for {len(fetched)} times before the engine was ready: {fetched}"
    progress = page.evaluate("window.__progress")
    downloading = [percent for label, percent in progress if label == "shell.engine_downloading"]
    # Moved by the bytes as they arrive (a message only when the bar moves), up to the download's share of the bar.
    assert len(downloading) >= 5, progress
    assert downloading == sorted(set(downloading)), progress
    assert downloading[-1] == 70, progress
    assert progress[-1] == ["shell.engine_ready", 100], progress
    expect(page.locator("#engine-progress")).to_have_js_property("value", 100)


def play_bots_game(page: Page, game_id: str, seats: str) -> None:
    """A whole bots-only game: the restored interpreter imports nothing new, but reads the games' data files."""
    page.evaluate(f"location.hash = {json.dumps(f'#/{game_id}?seats={seats}&seed=5&delay=0')}")
    game = page.locator(f'[data-game="{game_id}"]')
    expect(game).to_have_attribute("data-game-state", "over", timeout=GAME_TIMEOUT)


def test_a_second_visit_restores_the_snapshot_online_and_offline(site: Site) -> None:
    page = first_visit(site)
    page.reload()
    assert wait_ready(page) == "snapshot"
    play_bots_game(page, "bullseye", "bot:hard,bot:hard")  # the hard bot's tables are read from a data file
    # The first game's end had the other games copied for offline play, a file at a time in pauses: once they are in.
    page.wait_for_function(EVERY_GAME_COPIED, polling=500, timeout=ENGINE_TIMEOUT)

    site.context.set_offline(True)
    page.reload()
    assert wait_ready(page) == "snapshot"
    play_bots_game(page, "sleuth", "bot:hard,bot:easy,bot:normal")  # and Sleuth's board
    expect(page.locator("#toast")).to_have_count(0)


# Read in the engine's worker: each chunk of the snapshot's body as cache.put reads it, then stored as it came.
WATCH_THE_SNAPSHOTS_COPY = """(() => {
  const put = Cache.prototype.put;
  self.__snapshotChunks = null;
  Cache.prototype.put = async function (request, response) {
    if (!String(request.url ?? request).endsWith("pygames.snapshot")) return put.call(this, request, response);
    const chunks = [];
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    self.__snapshotChunks = chunks.map((chunk) => chunk.length);
    return put.call(this, request, new Response(new Blob(chunks), { headers: response.headers }));
  };
})()"""


def test_the_snapshot_is_copied_a_slice_at_a_time_and_restores(site: Site) -> None:
    """web/worker.js, keepSnapshot: handed over whole, the 31 MB held the worker's thread for 130-190 ms in one go, and
    a person's first move waited for it; given out a MiB at a time, the thread is free between slices."""
    page = site.page()
    # Watched from the worker's first moments, long before the copy can begin (it waits for Python, then for a second
    # without requests): watching once the engine was ready left a stalled machine a second to miss the copy.
    with page.expect_worker(is_engine) as started:
        page.goto(f"{site.url}#/")
    started.value.evaluate(WATCH_THE_SNAPSHOTS_COPY)
    assert wait_ready(page) == "plain"
    page.wait_for_function(SNAPSHOT_KEPT)
    chunks: list[int] = engine_worker(page).evaluate("self.__snapshotChunks")
    assert len(chunks) > 10 and max(chunks) <= 1 << 20, chunks
    # Kept gzipped (CompressionStream): a fraction of the memory it restores.
    encoding, stored, length = page.evaluate(STORED_SNAPSHOT)
    assert encoding == "gzip" and stored < length / 3, (encoding, stored, length)
    page.reload()
    assert wait_ready(page) == "snapshot"
    assert engine_worker(page).evaluate("self.pygamesEngine.snapshotRead().encoding") == "gzip"


STORED_SNAPSHOT = """async () => {
  const name = (await caches.keys()).find((k) => k.startsWith("pygames-snapshot-"));
  const hit = await (await caches.open(name)).match("pyodide/pygames.snapshot");
  return [hit.headers.get("x-pygames-encoding"), (await hit.blob()).size, Number(hit.headers.get("x-pygames-length"))];
}"""


@pytest.mark.parametrize("damage", ["garbage", "zeroed memory"])
def test_a_broken_snapshot_falls_back_to_a_plain_start_without_an_error(site: Site, damage: str) -> None:
    page = first_visit(site)
    # The stored snapshot replaced by one of the same declared length: random-looking bytes (no snapshot at all), or
    # the real header with the interpreter's memory wiped (it passes Pyodide's own checks and then cannot run).
    page.evaluate(
        """async (damage) => {
      const name = (await caches.keys()).find((k) => k.startsWith("pygames-snapshot-"));
      const cache = await caches.open(name);
      const real = await cache.match("pyodide/pygames.snapshot");
      const bytes = new Uint8Array(await real.arrayBuffer());
      if (damage === "garbage") for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 255;
      else bytes.fill(0, 1 << 16);
      await cache.put("pyodide/pygames.snapshot", new Response(bytes, { headers: real.headers }));
    }""",
        damage,
    )
    page.reload()
    assert wait_ready(page) == "plain"
    play_bots_game(page, "gameover", "bot:hard,bot:normal")
    expect(page.locator("#toast")).to_have_count(0)
    # ...and a good snapshot replaces the broken one for the next visit.
    page.wait_for_function(SNAPSHOT_KEPT)
    page.reload()
    assert wait_ready(page) == "snapshot"


def test_a_new_site_version_never_restores_an_old_snapshot(site: Site) -> None:
    # Without a service worker the version comes from the host's version.json: a new build there is a new version.
    page = first_visit(site, "?nosw")
    version_file = site.root / "version.json"
    version = json.loads(version_file.read_text())["version"]
    version_file.write_text(json.dumps({"version": f"next-{version}"}) + "\n")
    page.reload()
    assert wait_ready(page) == "plain"
    page.wait_for_function(SNAPSHOT_KEPT.replace('"pygames-snapshot-"', '"pygames-snapshot-next-"'))
    kept = page.evaluate("caches.keys()")
    assert not any(k.startswith(f"pygames-snapshot-{version}") for k in kept), "the old version's snapshot is gone"
    page.reload()
    assert wait_ready(page) == "snapshot"


# Read in the page: when it sent each request to its engine, on the clock its worker reads too (performance.timeOrigin
# + performance.now()). Timed on the page's side: a listener of the worker's own runs after the worker's handler and
# the promise callbacks it set off (the whole request, a game opened), so it saw a request late, by up to the request.
WATCH_THE_REQUESTS_SENT = """(() => {
  window.__sent = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.request) window.__sent.push(performance.timeOrigin + performance.now());
    return post.call(this, message, ...rest);
  };
})()"""
# When the engine began copying its snapshot, on the same clock (None: not yet).
SNAPSHOT_COPY_BEGAN = "((began) => began && performance.timeOrigin + began)(self.pygamesEngine.snapshotCopyBegan())"
QUIET_MS = 1000  # the engine's pause before the copy (QUIET_MS in web/worker.js)


def test_the_precache_and_the_snapshots_copy_wait_for_a_pause_in_play(site: Site) -> None:
    """Copying the site (24 MiB) and the snapshot (31 MB) into the Cache Storage took the two cores from the first
    moves of someone who played at once: the page registers the service worker once nobody has touched it for a
    second, and the engine copies its snapshot once no request has come for a second."""
    page = site.page()
    # Someone at the keyboard from the start, a key every 0.2 s, typed from inside the page: keys pressed by the test
    # come between its own round trips to the browser, and on a CI machine busy with other tests those (a look into
    # the Cache Storage among them) took longer than the page's quiet second, twice.
    page.add_init_script(
        "window.__typing = setInterval(() => document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Shift'})), 200)"
    )
    page.add_init_script(WATCH_THE_REQUESTS_SENT)
    # Bots 0.1 s apart: a request every 0.1-0.2 s, far inside the engine's quiet second even on a loaded machine (at
    # 0.25 s a CI run once had the snapshot copied in play), and a game that lasts far longer than the checks.
    with page.expect_worker(is_engine) as started:
        page.goto(f"{site.url}#/sleuth?seats=bot:hard,bot:hard,bot:hard,bot:hard&seed=3&delay=100")
    engine = started.value
    assert wait_ready(page) == "plain"
    game = page.locator('[data-game="sleuth"]')
    expect(game).to_be_visible()
    end = time.monotonic() + 3  # 3 s of someone at the keyboard while the bots play
    while time.monotonic() < end:
        page.wait_for_timeout(250)
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => !r)"), "registered in play"
        # Never while requests come: at least the engine's quiet second after the last one the page sent (a loaded
        # machine can take the page longer than that to draw a game's first screen before its first bot is asked:
        # a pause, in which a CI run had the copy begin). A request sent in the 50 ms before it began may still have
        # been on its way to the worker when it judged the pause; a tenth of the second is spared for the two clocks.
        copy = engine.evaluate(SNAPSHOT_COPY_BEGAN)
        if copy is not None:
            sent_before = [sent for sent in page.evaluate("window.__sent") if sent <= copy - 50]
            assert not sent_before or copy - sent_before[-1] >= 0.9 * QUIET_MS, "the snapshot was copied in play"
    expect(game).not_to_have_attribute("data-game-state", "over")  # the bots were asking all along
    page.evaluate("clearInterval(window.__typing)")  # the person stops (until the page is loaded again)
    page.evaluate("location.hash = '#/'")
    page.wait_for_function(SNAPSHOT_KEPT)
    page.wait_for_function("!!navigator.serviceWorker.controller")
    page.reload()
    assert wait_ready(page) == "snapshot"


# How many files of the site's own cache (not the snapshot's) are in place; -1 before there is one.
SITE_FILES_COPIED = """caches.keys().then(async (keys) => {
  const name = keys.find((k) => k.startsWith("pygames-") && !k.startsWith("pygames-snapshot-"));
  return name ? (await (await caches.open(name)).keys()).length : -1;
})"""
INSTALLING = "navigator.serviceWorker.getRegistration().then((r) => !!r && !!r.installing)"
# Notes in window.__swRegistered when the page's service worker registration has been made (before its install runs).
SW_REGISTERED = """(() => {
  window.__swRegistered = false;
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  container.register = (...args) => register(...args).then((registration) => {
    window.__swRegistered = true;
    return registration;
  });
})();"""


def precache_list(root: Path) -> list[str]:
    """The files the service worker copies (build.py writes the list into sw.js)."""
    text = (root / "sw.js").read_text(encoding="utf-8")
    start = text.index("const PRECACHE = ") + len("const PRECACHE = ")
    return list(json.loads(text[start : text.index(";\n", start)]))


def test_the_precache_copies_a_file_at_a_time_and_none_while_someone_plays(site: Site) -> None:
    """Copied all at once (5 s in a game page here, 0.3 s on an idle picker), the site slowed the moves of someone
    playing meanwhile, though the cores were mostly idle: the service worker copies it a file at a time, each after a
    pause in play that the page tells it of (web/sw.js), and once play pauses every file is copied."""
    page = site.page()
    page.goto(f"{site.url}#/")
    assert wait_ready(page) == "plain"
    page.wait_for_function(INSTALLING)
    # Someone at the keyboard, a key every 0.1 s from inside the page (see the test above for why from inside).
    page.evaluate(
        "window.__typing = setInterval(() => document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Shift'})), 100)"
    )
    page.wait_for_timeout(500)  # a file begun before the first key may still be on its way
    copied = page.evaluate(SITE_FILES_COPIED)
    page.wait_for_timeout(8000)  # longer than the whole copy takes here without anyone playing
    assert page.evaluate(INSTALLING), "the copy went on and finished while someone played"
    # A machine busy with other tests may hold the page's timer past the worker's pause once or twice.
    assert page.evaluate(SITE_FILES_COPIED) - copied <= 2, "files were copied while someone played"
    page.evaluate("clearInterval(window.__typing)")
    page.wait_for_function("!!navigator.serviceWorker.controller")
    # The site without its games, and what the page has had of the games' own files (the picker's catalogs).
    assert page.evaluate(SITE_FILES_COPIED) >= len(precache_list(site.root))


def test_a_precache_that_fails_leaves_nothing_of_the_site_copied(site: Site) -> None:
    """A file the server cannot give (here a catalog the page never asks for) fails the install, as it did when the
    files went in all at once: the files copied before it are not left behind, and the page plays on."""
    for name in ["shell.json", "shell.json.gz", "shell.json.br"]:
        (site.root / "locales" / "sv" / name).unlink(missing_ok=True)
    assert "locales/sv/shell.json" in precache_list(site.root)
    page = site.page()
    page.add_init_script(SW_REGISTERED)
    page.goto(f"{site.url}#/")
    assert wait_ready(page) == "plain"
    # Registered (a failing install can begin and end between two looks, so its "installing" is not waited for) ...
    page.wait_for_function("window.__swRegistered === true")
    page.wait_for_function(  # ... and the install has ended: nothing installing, nothing installed
        "navigator.serviceWorker.getRegistration().then((r) => !r || (!r.installing && !r.waiting && !r.active))"
    )
    assert page.evaluate(SITE_FILES_COPIED) == -1
    assert page.evaluate("navigator.serviceWorker.controller") is None
    page.get_by_role("link", name="Play Bullseye", exact=True).click()
    page.get_by_role("button", name="Start game").click()
    expect(page.locator('[data-game="bullseye"]')).to_have_attribute("data-game-state", "playing")


CACHED_GAMES = """(async () => {
  const name = (await caches.keys()).find((k) => k.startsWith("pygames-") && !k.startsWith("pygames-snapshot-"));
  if (!name) return null;
  const cache = await caches.open(name);
  const cached = [];
  for (const id of ["bullseye", "gameover", "intercept", "sleuth", "stikord"]) {
    if (await cache.match(`pyodide/games/${id}.zip`)) cached.push(id);
  }
  return cached;
})()"""


def test_a_first_visit_copies_the_other_games_for_offline_play_only_once_its_first_game_is_over(site: Site) -> None:
    """web/sw.js: the site without its games is copied as the service worker installs; every game's own files once a
    first game is over (a first visit downloads the game it plays, not all five); what the page has had of them
    already (the game being played) is copied from the browser's HTTP cache as it installs."""
    page = site.page()
    page.goto(f"{site.url}#/gameover?seats=Ann,bot:hard&seed=1&delay=0")
    assert wait_ready(page) == "plain"
    page.wait_for_function("!!navigator.serviceWorker.controller")
    page.wait_for_timeout(2000)
    assert page.evaluate(CACHED_GAMES) == ["gameover"]  # the game played, from the browser's HTTP cache
    play_bots_game(page, "sleuth", "bot:hard,bot:hard")
    page.wait_for_function(f"{CACHED_GAMES}.then((ids) => ids && ids.length === 5)")
