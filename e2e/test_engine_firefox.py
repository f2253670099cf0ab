"""The site in Firefox: every title opened, played (a whole bots game, or a person's first moves up to the first
curtain) and reloaded mid-game, the last reload with the network gone, in Debian's Firefox ESR.

e2e/engine_firefox.mjs drives `firefox-esr` (.ci/test installs it from Debian) with puppeteer-core from npm (pinned in
package.json and package-lock.json; it downloads no browser) over WebDriver BiDi, and writes down what it saw; the
tests here check it, with the WebKit suite's own checks (e2e/engines.py). Console errors and uncaught exceptions of
the page and of its workers (Puppeteer's events) fail the title they came in.

What this engine has and lacks, measured here (Firefox 153 ESR): cross-origin isolation and `SharedArrayBuffer` under
the isolation headers (a person's move is answered through shared memory, web/answers.js); no
`navigator.scheduling.isInputPending` (web/app.js draws the rehearsal's moves unseen without it); Web Locks,
`requestIdleCallback` and service workers over http://127.0.0.1 are there.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from e2e.engines import BOTS, CURTAINS, LINKS, OFFLINE_TITLE, RELOAD, RELOAD_AT, check_resumed, engine_site

ROOT = Path(__file__).resolve().parent.parent
FIREFOX = "/usr/bin/firefox-esr"
SUITE_TIMEOUT = 420  # s; the suite takes well under a minute here


@pytest.fixture(scope="module")
def firefox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    assert Path(FIREFOX).exists(), "firefox-esr is missing: .ci/test installs it from Debian"
    assert (ROOT / "node_modules" / "puppeteer-core").exists(), "puppeteer-core is missing: npm ci"
    folder = tmp_path_factory.mktemp("firefox")
    titles = folder / "titles.json"
    titles.write_text(
        json.dumps(
            {
                "links": LINKS,
                "bots": BOTS,
                "offline": OFFLINE_TITLE,
                "curtains": CURTAINS,
                "reloadAt": RELOAD_AT,
                "reload": RELOAD,
            }
        )
    )
    out = folder / "out.json"
    started = time.monotonic()
    with engine_site(watched=False) as site:
        run = subprocess.run(
            [shutil.which("node") or "node", str(ROOT / "e2e" / "engine_firefox.mjs"), site.url, str(titles), str(out)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=SUITE_TIMEOUT,
            env={"PATH": "/usr/bin:/bin", "HOME": str(folder), "FIREFOX": FIREFOX},
        )
    assert run.returncode == 0 and out.exists(), f"engine_firefox.mjs failed:\n{run.stdout}\n{run.stderr}"
    seen: dict[str, Any] = json.loads(out.read_text())
    assert "failure" not in seen, seen["failure"]
    print(f"\nFirefox ({seen['browser']}) suite: {time.monotonic() - started:.1f} s; features {seen['features']}")
    print(
        {
            title: (r.get("seconds"), r.get("reloadSeconds"), r.get("after", {}).get("start"))
            for title, r in seen["titles"].items()
        }
    )
    yield seen


# The order the script plays them in (e2e/engines.py's LINKS): Sleuth last, reloaded offline.
@pytest.mark.parametrize("title", list(LINKS))
def test_a_title_plays_and_resumes_after_a_reload(firefox: dict[str, Any], title: str) -> None:
    result = firefox["titles"][title]
    assert "failure" not in result, result["failure"]
    assert result["errors"] == [], "\n".join(result["errors"])
    if title not in BOTS:
        assert result["firstMoves"]["curtain"] == CURTAINS[title]
    check_resumed(title, result["before"], result["after"])
    if title in BOTS:
        assert result["end"]["state"] == "over" and result["end"]["game"] == title
    if title == OFFLINE_TITLE:
        assert result["after"]["controlled"], "the offline page came from the service worker"


def test_a_page_error_would_be_heard(firefox: dict[str, Any]) -> None:
    """The check each title ends with would fail: an error provoked in the page is heard (by Puppeteer's events and by
    e2e/engine_watch.js alike)."""
    assert sorted(firefox["provoked"]) == sorted(
        [
            "console: provoked",
            "uncaught: Error: provoked too",
            "page console.error: provoked",
            "page uncaught: Error: provoked too",
        ]
    ), firefox["provoked"]
