"""The site in WebKit: every title opened, played (a whole bots game, or a person's first moves up to the first curtain)
and reloaded mid-game, and an offline reload, in WebKitGTK driven over WebDriver.

Debian's `webkit2gtk-driver` gives `WebKitWebDriver`, which starts the MiniBrowser of WebKitGTK 4.1 in automation mode;
Selenium (pinned in pyproject's test extra) drives it, on an X server of the test's own (Debian's `xvfb`). .ci/test
installs both. A page error fails every test here: WebKitGTK's WebDriver keeps no console log and runs no script of the
test's before the page's own, so the test server puts e2e/engine_watch.js first in the page and in the engine's worker
(e2e/engines.py), and each test ends by asking it what it heard.

What this engine has and lacks, measured here (WebKitGTK 2.50): `crossOriginIsolated` is true under the isolation
headers but there is no `SharedArrayBuffer`, so a person's move is answered by message (web/answers.js); no
`navigator.scheduling.isInputPending` (web/app.js draws the rehearsal's moves unseen without it); Web Locks and service
workers over http://127.0.0.1 are there. Python starts slowly: 10-20 s for the site's first start on this machine
(Pyodide's WebAssembly runs in JavaScriptCore's slower tiers until it is compiled again), so the suite opens the
site once and goes from title to title by link, reloading once in each.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.webkitgtk.service import Service

from e2e.engines import (
    BOTS,
    CURTAINS,
    LINKS,
    OFFLINE_TITLE,
    RELOAD,
    SITE_FILES_COPIED,
    EngineSite,
    check_resumed,
    engine_site,
    moved,
    page_call,
    precache_length,
)

DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
START_TIMEOUT = 90  # s: Python's start in WebKit, on a loaded 2-core machine (10-20 s alone)
GAME_TIMEOUT = 120


@dataclass
class WebKit:
    driver: webdriver.WebKitGTK
    site: EngineSite
    features: dict[str, Any] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)

    def status(self) -> dict[str, Any]:
        return self.driver.execute_script(f"return {page_call('status')}")  # type: ignore[no-any-return]

    def wait(self, what: str, ready: Callable[[dict[str, Any]], bool], timeout: float) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            try:
                status = self.status()
            except Exception as error:  # a page being replaced (a reload) has no document to ask for a moment
                status = None
                self.last_error = error
            if status and ready(status):
                return status
            problem = getattr(self, "last_error", None)
            assert time.monotonic() < deadline, f"waited {timeout} s for {what}: {status} {problem}"
            time.sleep(0.05)

    def errors(self) -> list[str]:
        return self.driver.execute_script(f"return {page_call('errors')}")  # type: ignore[no-any-return]

    def reload(self) -> dict[str, Any]:
        """Reloads the page; returns what it had just before."""
        before = self.driver.execute_script(f"return {RELOAD}")
        started = time.monotonic()
        after = self.wait(
            "the reloaded page's game",
            lambda s: s["page"] != before["page"] and s["engine"] == "ready" and s["state"] in ("playing", "over"),
            START_TIMEOUT,
        )
        return {"before": before, "after": after, "seconds": time.monotonic() - started}


def x_server() -> tuple[subprocess.Popen[bytes], str]:
    """An X server of the test's own, on the first free display from :90 (its socket says it is up)."""
    for number in range(90, 140):
        if os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock"):
            continue
        xvfb = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while xvfb.poll() is None and time.monotonic() < deadline:
            if os.path.exists(f"/tmp/.X11-unix/X{number}"):
                return xvfb, f":{number}"
            time.sleep(0.05)
        xvfb.kill()
        xvfb.wait()
    raise AssertionError("no X display free for Xvfb")


@pytest.fixture(scope="module")
def webkit() -> Iterator[WebKit]:
    for path in (DRIVER, MINIBROWSER, shutil.which("Xvfb") or "Xvfb"):
        assert os.path.exists(path), f"{path} is missing: .ci/test installs webkit2gtk-driver and xvfb from Debian"
    xvfb, display = x_server()
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    env = {**os.environ, "DISPLAY": display, "LANG": "en_US.UTF-8", "LANGUAGE": "en"}
    started = time.monotonic()
    try:
        with engine_site(watched=True) as site:
            driver = webdriver.WebKitGTK(options=options, service=Service(executable_path=DRIVER, env=env))
            try:
                driver.set_window_size(1280, 900)
                driver.set_script_timeout(60)
                yield WebKit(driver, site)
            finally:
                driver.quit()
    finally:
        xvfb.terminate()
        xvfb.wait(10)
        print(f"\nWebKit suite: {time.monotonic() - started:.1f} s")


def open_title(webkit: WebKit, title: str) -> dict[str, Any]:
    """The title's link: the first opens the site (Python's first start), the others change only the address's hash."""
    started = time.monotonic()
    if not webkit.features:
        webkit.driver.get(webkit.site.url + LINKS[title])
    else:
        webkit.driver.execute_script("location.hash = arguments[0]", LINKS[title])
    status = webkit.wait(f"{title} to start", lambda s: s["game"] == title and s["state"] == "playing", START_TIMEOUT)
    if not webkit.features:
        webkit.features = status["features"]
        webkit.timings["first start"] = round(time.monotonic() - started, 1)
    return status


def act(webkit: WebKit, action: dict[str, Any]) -> None:
    """A person's input, for real: WebDriver's own clicks and keys on the element the page marked."""
    for selector, text in action.get("fill", []):
        box = webkit.driver.find_element(By.CSS_SELECTOR, selector)
        box.clear()
        box.send_keys(text)
    webkit.driver.find_element(By.CSS_SELECTOR, action["click"]).click()


def play_first_moves(webkit: WebKit, title: str) -> dict[str, Any]:
    """A person's first moves in a title without bots, up to the curtain that passes the device on."""
    for _ in range(20):
        action = webkit.driver.execute_script(f"return {page_call('next', title)}")
        if action.get("done"):
            return action  # type: ignore[no-any-return]
        if "wait" in action:
            time.sleep(0.05)
            continue
        before = webkit.status()
        act(webkit, action)
        webkit.wait(
            f"{title} to take {action}",
            lambda s, b=before: (len(s["log"] or []), s["curtain"]) != (len(b["log"] or []), b["curtain"]),
            30,
        )
    raise AssertionError(f"{title}: no curtain after the first moves")


def assert_no_page_error(webkit: WebKit) -> None:
    assert webkit.errors() == [], "\n".join(webkit.errors())


def wait_for_the_copy(webkit: WebKit) -> None:
    """Until the service worker controls the page and has copied the whole site (a file at a time, in pauses)."""
    webkit.wait("the service worker to control the page", lambda s: s["controlled"], 60)
    wanted = precache_length() + 1  # and the watcher's file
    deadline = time.monotonic() + 60
    while (copied := webkit.driver.execute_script(SITE_FILES_COPIED)) < wanted:
        assert time.monotonic() < deadline, f"the service worker copied {copied} files of {wanted}"
        time.sleep(0.2)


# In e2e/engines.py's order: Sleuth comes last and is reloaded with the network gone (the service worker's copy).
@pytest.mark.parametrize("title", list(LINKS))
def test_a_title_plays_and_resumes_after_a_reload(webkit: WebKit, title: str) -> None:
    started = time.monotonic()
    offline = title == OFFLINE_TITLE
    if offline:  # before the game: the copy goes in pauses, and a bots game could be over by the time it is done
        wait_for_the_copy(webkit)
    open_title(webkit, title)
    if title in BOTS:
        webkit.wait(f"{title}'s bots to move", lambda s: moved(s, title), GAME_TIMEOUT)
    else:
        done = play_first_moves(webkit, title)
        assert done["curtain"] == CURTAINS[title]
    webkit.site.set_offline(offline)
    try:
        reloaded = webkit.reload()
        before, after = reloaded["before"], reloaded["after"]
        if title in BOTS:  # a save older than the last is made up again by its bots (e2e/engines.py)
            after = webkit.wait(
                f"{title}'s bots to make the saved moves again",
                lambda s: len(s["log"] or []) >= len(before["log"]) or s["state"] != "playing",
                GAME_TIMEOUT,
            )
        check_resumed(title, before, after, older_save=True)
        if title in BOTS:
            webkit.wait(f"{title} to end", lambda s: s["state"] == "over", GAME_TIMEOUT)
    finally:
        webkit.site.set_offline(False)
    if offline:
        assert reloaded["after"]["controlled"], "the offline page came from the service worker"
    assert_no_page_error(webkit)
    webkit.timings[title] = round(time.monotonic() - started, 1)
    webkit.timings[f"{title} reload"] = round(reloaded["seconds"], 1)
    webkit.timings[f"{title} start"] = reloaded["after"]["start"]
    print(f"\nWebKit: features {webkit.features}; timings {webkit.timings}")


def test_the_watcher_hears_a_page_error(webkit: WebKit) -> None:
    """The check that every test above ends with would fail: an error provoked in the page is heard."""
    if not webkit.features:  # run alone
        open_title(webkit, "gameover")
    webkit.driver.execute_script("console.error('provoked'); setTimeout(() => { throw new Error('provoked too'); });")
    time.sleep(0.3)
    heard = webkit.errors()
    webkit.driver.execute_script("sessionStorage.removeItem('pygames-e2e-errors')")
    assert heard == ["page console.error: provoked", "page uncaught: Error: provoked too"], heard
