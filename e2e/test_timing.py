"""The browser benchmark's timing of moves (e2e/timing.py): it must end once the page has drawn the reply, not before
(the listener that ends it runs behind the page's own handler), and time the person's move from their click or key,
saying which."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import TIMINGS, open_app, settle_after_rehearsal, worker_messages_recorded
from e2e.timing import TIMING_PREFIX, TIMING_SCRIPT

# Moves answered at their quickest need the warm-up (web/warmup.js), which the other end-to-end tests turn off.
pytestmark = pytest.mark.warmup

# What the page shows at the moment each move's timing is taken (the console line is written then).
SEEN_WHEN_TIMED = """(() => {
  const prefix = PREFIX;
  window.__seen = [];
  const debug = console.debug.bind(console);
  console.debug = (text, ...rest) => {
    if (String(text).startsWith(prefix)) {
      const op = JSON.parse(String(text).slice(prefix.length));
      const keep = [...document.querySelectorAll("button")].some((b) => b.textContent === "Keep these dice");
      window.__seen.push({ ...op, keepShown: keep });
    }
    return debug(text, ...rest);
  };
})();""".replace("PREFIX", json.dumps(TIMING_PREFIX))


@pytest.mark.parametrize("isolated", [True, False], ids=["shared-memory", "by-message"])
def test_a_move_is_timed_from_the_click_to_the_page_drawn_with_the_reply(
    page: Page, request: pytest.FixtureRequest, isolated: bool
) -> None:
    """Answered through shared memory when the host isolates the page (web/answers.js), by message when not."""
    if not TIMINGS:  # else conftest has added it already
        page.context.add_init_script(TIMING_SCRIPT)
    page.add_init_script(SEEN_WHEN_TIMED)
    url = request.getfixturevalue("site_url" if isolated else "plain_site_url")
    open_app(page, url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    settle_after_rehearsal(page)
    page.get_by_role("button", name="Roll the dice").click()
    expect(page.get_by_role("button", name="Keep these dice")).to_be_visible()
    page.wait_for_function("window.__seen.some((op) => op.op === 'act')")
    seen: list[dict[str, Any]] = page.evaluate("window.__seen")
    roll = next(op for op in seen if op["op"] == "act")
    assert roll["game"] == "bullseye" and roll["input"] is True and roll["via"] == "pointer", roll
    assert roll["keepShown"], "timed before the page drew the reply"
    assert 0 < roll["handled"] <= roll["ms"], roll
    assert roll["bytes"] > 0
    # The same move with the keyboard: Enter on the focused button makes a click with no pointer.
    page.get_by_role("button", name="Keep these dice").press("Enter")
    page.wait_for_function("window.__seen.filter((op) => op.op === 'act').length >= 2")
    keep = [op for op in page.evaluate("window.__seen") if op["op"] == "act"][1]
    assert keep["input"] is True and keep["via"] == "key", keep
    # Isolated, the page waits one frame for the worker's answer in shared memory; on a machine as busy as CI's the
    # worker is now and then not given a core in time and that move comes by message (e2e/test_isolation.py), so one
    # of the two suffices. Not isolated, no answer can come through shared memory.
    shared = [roll["shared"], keep["shared"]]
    assert any(shared) if isolated else not any(shared), (roll, keep)


# Each reply's size as it arrives from the engine's worker, before the page's own handler has seen it (a listener added
# in the worker's constructor runs before the handler the page sets), in the order they arrive.
SIZE_ON_ARRIVAL = worker_messages_recorded("__arrived", "reply", "new Blob([JSON.stringify(data.reply)]).size")


def test_a_reply_is_weighed_as_the_worker_sent_it(page: Page, site_url: str) -> None:
    """The benchmark's reply sizes (its soak's "reply bytes") are the engine's replies, not what the page makes of them:
    the page rebuilds whole views from a reply, and it used to write each view's every event so far into the reply it
    was given, which was weighed after (late in a Sleuth game of hard bots the soak weighed 20-35 KB where the worker
    had sent 5-7 KB)."""
    page.add_init_script(SIZE_ON_ARRIVAL)
    if not TIMINGS:
        page.context.add_init_script(TIMING_SCRIPT)
    # Bots only: every request goes by message, one at a time, so the replies are weighed in the order they arrive.
    open_app(page, site_url, "#/sleuth?seats=bot:hard,bot:hard,bot:hard&seed=4&delay=0")
    expect(page.locator('[data-game="sleuth"]')).to_have_attribute("data-game-state", "over", timeout=120_000)
    page.wait_for_timeout(200)  # the last reply's timing is taken once the page has drawn it
    weighed = [op["bytes"] for op in page.evaluate("window.__bench.ops")]
    arrived: list[int] = page.evaluate("window.__arrived")
    assert len(weighed) > 50 and weighed == arrived[: len(weighed)], (max(weighed), max(arrived))
