"""A new version of the site (a new build) is picked up between games, never in the middle of one, and then within
seconds."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserType, expect

import build
from e2e.conftest import ENGINE_TIMEOUT, ROOT, Watch, is_local, open_app, waiting_without_eval

TAKEOVER_TIMEOUT = 20_000  # ms: "within seconds", with room for a loaded CI machine


def test_a_new_version_waits_for_the_end_of_the_game_then_takes_over(
    browser_type: BrowserType, browser_type_launch_args: dict[str, Any], tmp_path: Path, watch: Watch
) -> None:
    # Its own browser and context: Playwright's request routing (the guard of the other tests) interferes with service
    # worker updates, so this test watches requests without routing them.
    site = tmp_path / "site"
    shutil.copytree(ROOT / "dist", site)
    server = build.make_server(port=0, directory=site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/"
    browser = browser_type.launch(**browser_type_launch_args)
    context = browser.new_context()
    context.on("request", lambda request: None if is_local(request.url) else watch.external.append(request.url))
    page = context.new_page()
    page.wait_for_function = waiting_without_eval(page)  # type: ignore[method-assign]  # the site's CSP: no eval
    page.on("console", watch.on_console)
    page.on("pageerror", watch.on_page_error)
    try:
        open_app(page, url)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.reload()  # now controlled by the service worker
        open_app(page, url, "#/gameover?seats=Ann,bot:normal&seed=1&delay=0")
        expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
        page.evaluate("""window.sameDocument = true; window.fromWorker = [];
            navigator.serviceWorker.addEventListener("message", (e) => window.fromWorker.push(e.data));""")

        old_version = page.evaluate("fetch('version.json').then((r) => r.json())")["version"]
        new_version = f"new-{old_version}"
        page.wait_for_function(  # the first visit's memory snapshot is kept under the old version
            f"caches.keys().then((keys) => keys.some((k) => k.startsWith('pygames-snapshot-{old_version}-')))"
        )
        sw = site / "sw.js"  # a new build: another version
        sw.write_text(sw.read_text().replace('const VERSION = "', 'const VERSION = "new-'))
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.wait_for_function("navigator.serviceWorker.getRegistration().then((r) => !!r.waiting)")
        page.wait_for_timeout(500)
        assert page.evaluate("window.sameDocument === true"), "a game in progress must not be interrupted"
        assert page.evaluate("window.fromWorker") == [], "nobody may ask the new version to take over mid-game"
        expect(page.get_by_role("button", name="Draw a card")).to_be_visible()

        page.get_by_role("button", name="Menu").click()  # between games: the page asks the new version to take over
        page.get_by_role("dialog", name="Leave this game?").get_by_role("button", name="Leave the game").click()
        # ...and it does within seconds: the old worker has nothing in flight (the page's icon is a data: address, see
        # build.inline_favicon), so it activates and the page reloads onto it.
        page.wait_for_function("window.sameDocument === undefined", timeout=TAKEOVER_TIMEOUT)
        expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=ENGINE_TIMEOUT)
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => !r.waiting)"), "none left waiting"
        assert page.evaluate("caches.keys()").count("pygames-" + new_version) == 1
        assert page.evaluate("fetch('version.json').then((r) => r.json())")["version"] == new_version
        # A new version never restores the old one's memory snapshot; it starts afresh and keeps its own.
        assert page.locator("html").get_attribute("data-engine-start") == "plain"
        page.wait_for_function(
            f"caches.keys().then((keys) => keys.some((k) => k.startsWith('pygames-snapshot-{new_version}-')))"
        )
        assert not any(key.startswith(f"pygames-snapshot-{old_version}") for key in page.evaluate("caches.keys()"))
        assert watch.external == [] and watch.errors == []
    finally:
        context.close()
        browser.close()
        server.shutdown()
