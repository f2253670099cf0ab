"""The short soak (the long one is tests/bench/bench_site.py): bots-only games of every title with bots, one after
another in one page, with no error, and the worker forgets every game the page has left."""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import GAME_TIMEOUT, engine_value, open_app

pytestmark = pytest.mark.slow  # the slow tier: `bash .ci/test --slow`, which CI runs after the others

ROUNDS = 2
SEATS = {"gameover": "bot:hard,bot:easy,bot:normal", "bullseye": "bot:hard,bot:normal", "sleuth": "bot:hard,bot:easy"}


def engine(page: Page, expression: str) -> int:
    return int(engine_value(page, expression))


def test_bots_games_one_after_another_in_one_page(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    assert engine(page, "self.pygamesEngine.openSessions()") == 0
    for round_ in range(ROUNDS):
        for game_id, seats in SEATS.items():
            page.evaluate(f"location.hash = {json.dumps(f'#/{game_id}?seats={seats}&seed={round_}&delay=0')}")
            game = page.locator(f'[data-game="{game_id}"]')
            expect(game).to_have_attribute("data-game-state", "over", timeout=GAME_TIMEOUT)
            # Only the game on screen is open: the one before was closed when the page left it.
            assert engine(page, "self.pygamesEngine.openSessions()") == 1
    page.get_by_role("button", name="Menu").click()
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    # The close goes to the worker as a message of its own: wait for it to be handled.
    deadline = time.monotonic() + 30
    while engine(page, "self.pygamesEngine.openSessions()") != 0:
        assert time.monotonic() < deadline, "the worker still holds a game the page has left"
        page.wait_for_timeout(100)
    assert engine(page, "self.pygamesEngine.heapBytes()") > 0
