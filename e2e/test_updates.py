"""A new version of the site (a new build) is picked up between games, never in the middle of one."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserType, expect

import build
from e2e.conftest import ROOT, Watch, is_local, open_app, waiting_without_eval


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
        page.wait_for_function("window.sameDocument === undefined || window.fromWorker.length > 0")
        if page.evaluate("window.sameDocument === true"):
            assert page.evaluate("window.fromWorker[0]")["version"].startswith("new-")
        else:  # it was quick: already reloaded onto the new version
            assert any(key.startswith("pygames-new-") for key in page.evaluate("caches.keys()"))
        # Chromium then activates it once the old worker has no request in flight; that moment is Chromium's to choose
        # (seen from under a second to never within a minute here), so the test stops at the page's part of the deal.
        assert watch.external == [] and watch.errors == []
    finally:
        context.close()
        browser.close()
        server.shutdown()
