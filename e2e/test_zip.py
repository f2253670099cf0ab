"""The archive to host without building (`python3 build.py zip`, docs/hosting.md): unzipped into a folder, served by a
plain static server (Python's http.server: no isolation headers, no precompressed copies, its own MIME types) under
a subfolder as a blog's host would, a game is played to its end in Chromium."""

from __future__ import annotations

import http.server
import threading
import zipfile
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import build
from e2e.conftest import DIST, open_app, wait_for_over


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def unzipped_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    assert (DIST / "index.html").exists(), "build the site first: python build.py"
    folder = tmp_path_factory.mktemp("zip")
    archive = build.write_zip(DIST, folder)  # the archive of this build, as `python3 build.py zip` writes it
    host = folder / "host"
    with zipfile.ZipFile(archive) as opened:
        opened.extractall(host)
    (site,) = [p for p in host.iterdir() if p.is_dir()]
    assert (site / "HOSTING.txt").exists() and (site / "index.html").exists()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(host)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/{Path(site.name)}/"
    server.shutdown()
    server.server_close()


def test_a_game_is_played_to_its_end_from_the_unzipped_archive_on_a_plain_static_server(
    page: Page, unzipped_site: str
) -> None:
    open_app(page, unzipped_site, "#/bullseye?seats=bot:easy,bot:hard&seed=5&delay=0")
    # No isolation headers from this host: the page answers moves by message (web/answers.js), and works all the same.
    assert page.evaluate("crossOriginIsolated") is False
    wait_for_over(page, "bullseye")
    expect(page.get_by_role("table", name="Final scores").locator("tbody tr")).to_have_count(2)
