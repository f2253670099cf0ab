"""The warm-up (web/warmup.js, web/worker/rehearsals.js, pygames/rehearsal.py): the worker plays a game the page opens
three times unseen, the page draws the first replies unseen, a person's move stops a step, and nothing of it shows
or stays. The one switch, ?warmup=0, turns it off (the other end-to-end tests run with it off)."""

from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import (
    GAME_TIMEOUT,
    SAVED_GAME,
    SAVED_LOG_LENGTH,
    TIMINGS,
    engine_value,
    open_app,
    rehearsed_titles,
    saved_log_length,
)
from e2e.timing import TIMING_SCRIPT

pytestmark = pytest.mark.warmup


def engine(page: Page, expression: str) -> int:
    return int(engine_value(page, expression))


def test_the_worker_rehearses_a_title_once_unseen_and_the_pages_game_stays_as_it_was(page: Page, site_url: str) -> None:
    """pygames/rehearsal.py: a game the page opens is played three times more by the worker, in its own sessions, once
    the page's requests pause; a person's game waiting for them is not touched; a second game of it is not rehearsed
    again, another title is."""
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&delay=0")
    roll = page.get_by_role("button", name="Roll the die")
    expect(roll).to_be_visible()
    saved = page.evaluate(SAVED_GAME)
    assert rehearsed_titles(page, 1) == ["sleuth"]
    assert engine(page, "self.pygamesEngine.rehearsalGames()") == 3  # three games of it, one after the other
    assert engine(page, "self.pygamesEngine.openSessions()") == 1  # the rehearsals' sessions are closed
    assert page.evaluate(SAVED_GAME) == saved  # Ann's game waits for her roll, as it was
    before = saved_log_length(page)
    roll.click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    # A second Sleuth game in the same page: nothing more to rehearse.
    page.evaluate("location.hash = '#/sleuth?seats=Ann,bot:easy&seed=8&delay=0'")
    expect(page.get_by_role("button", name="Roll the die")).to_be_visible()
    page.wait_for_timeout(600)  # twice the pause a rehearsal waits for
    assert engine_value(page, "self.pygamesEngine.rehearsed()") == ["sleuth"]
    assert not engine(page, "self.pygamesEngine.rehearsing()")
    assert engine(page, "self.pygamesEngine.rehearsalGames()") == 3
    # Another title: rehearsed in its turn.
    page.evaluate("location.hash = '#/gameover?seats=Ann,bot:easy&seed=8&delay=0'")
    expect(page.locator('[data-game="gameover"]')).to_be_visible()
    assert rehearsed_titles(page, 2) == ["sleuth", "gameover"]
    assert engine(page, "self.pygamesEngine.rehearsalGames()") == 6
    assert engine(page, "self.pygamesEngine.openSessions()") == 1


# Counts the requests the page sends its engine's worker (read before the site's own scripts run).
COUNT_REQUESTS = """(() => {
  window.__requests = 0;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.request) window.__requests += 1;
    return post.call(this, message, ...rest);
  };
})()"""


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["laptop", "phone"])
def test_the_page_draws_the_rehearsals_first_moves_unseen_and_its_own_game_stays_as_it_was(
    page: Page, site_url: str, size: tuple[int, int]
) -> None:
    """web/warmup.js: the replies of the rehearsal's first moves are drawn into a copy of the stage
    that nobody sees, one in each idle moment, each taken out of the page again at once. The page's screen, its
    focus, its scroll (Sleuth's zoomed board scrolls the window on a phone) and its saved game stay as they were, it
    asks the engine nothing for them, nothing of the copy is left in the page, and the person's move goes through."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(COUNT_REQUESTS)
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&delay=0")
    stage = page.locator('[data-game="sleuth"]')
    roll = page.get_by_role("button", name="Roll the die")
    expect(roll).to_be_visible()
    roll.focus()
    scrolled = page.evaluate("[window.scrollX, window.scrollY]")
    screen = page.evaluate("document.querySelector('.game-root').outerHTML")
    saved = page.evaluate(SAVED_GAME)
    requests = page.evaluate("window.__requests")
    # The rehearsal's first game sends its first 14 replies; those before the game ends and with a view to show are
    # drawn (Ann's, the hard bot's turns shown from Ann's side).
    page.wait_for_function(
        "Number(document.querySelector('[data-game=\"sleuth\"]').dataset.warmedUp) >= 10", timeout=GAME_TIMEOUT
    )
    assert rehearsed_titles(page, 1) == ["sleuth"]
    assert page.evaluate("document.querySelector('.game-root').outerHTML") == screen
    assert page.evaluate("document.activeElement.textContent") == "Roll the die"
    assert page.evaluate("[window.scrollX, window.scrollY]") == scrolled
    assert page.evaluate(SAVED_GAME) == saved
    assert page.evaluate("window.__requests") == requests  # its draws asked nothing
    assert page.locator("[data-game]").count() == 1  # the copy is not in the page
    assert page.locator("[inert]").count() == 0
    assert page.locator(".game-root").count() == 1
    before = saved_log_length(page)
    roll.click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    expect(stage).to_have_attribute("data-game-state", "playing")


# Chromium's word on whether a person's press or key waits to be handled, made the test's (window.__inputPending).
INPUT_PENDING = """(() => {
  window.__inputPending = true;
  navigator.scheduling.isInputPending = () => window.__inputPending;
})()"""


def test_the_unseen_draws_give_way_to_a_persons_input_waiting(page: Page, site_url: str) -> None:
    """web/warmup.js, inputPending: no unseen draw begins while a press or a key waits to be handled (an unseen draw of
    Sleuth took up to 87 ms, which a click then waited for); they go on once nothing waits."""
    page.add_init_script(INPUT_PENDING)
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&delay=0")
    stage = page.locator('[data-game="sleuth"]')
    expect(page.get_by_role("button", name="Roll the die")).to_be_visible()
    assert rehearsed_titles(page, 1) == ["sleuth"]  # its first game's replies are the page's by now
    page.wait_for_timeout(500)  # idle moments, each of which would have drawn one
    assert stage.get_attribute("data-warmed-up") is None
    page.evaluate("window.__inputPending = false")
    page.wait_for_function(
        "Number(document.querySelector('[data-game=\"sleuth\"]').dataset.warmedUp) >= 10", timeout=GAME_TIMEOUT
    )


# Every step of the rehearsal first spins for SPIN_S in Python (a test's stand-in for a long one: a hard bot
# deciding), until the test puts Rehearsal.step back.
SPIN_S = 2.0
SPINNING_STEPS = f"""
import time
import pygames.rehearsal as rehearsal
rehearsal._step = rehearsal.Rehearsal.step
def _spinning(self):
    until = time.monotonic() + {SPIN_S}
    while time.monotonic() < until:
        pass
    return rehearsal._step(self)
rehearsal.Rehearsal.step = _spinning
"""
PLAIN_STEPS = "import pygames.rehearsal as rehearsal\nrehearsal.Rehearsal.step = rehearsal._step"


def spin_the_steps_once_the_rehearsal_begins(page: Page) -> Locator:
    """Every step of the rehearsal of the Bullseye game on screen spins (SPINNING_STEPS); returns the person's roll
    button once the rehearsal's game is open, the next steps spinning."""
    engine_value(page, f"self.pygamesEngine.runPython({json.dumps(SPINNING_STEPS)})")
    roll = page.get_by_role("button", name="Roll the dice")
    expect(roll).to_be_visible()
    deadline = time.monotonic() + 10
    while engine(page, "self.pygamesEngine.rehearsalGames()") == 0:
        assert time.monotonic() < deadline, "the rehearsal did not begin"
        page.wait_for_timeout(20)
    return roll


def assert_the_rehearsal_ends_with_plain_steps(page: Page) -> None:
    """Steps as they are again: the rehearsal plays its three games to the end."""
    engine_value(page, f"self.pygamesEngine.runPython({json.dumps(PLAIN_STEPS)})")
    assert rehearsed_titles(page, 1) == ["bullseye"]
    assert engine(page, "self.pygamesEngine.rehearsalGames()") == 3


def test_a_persons_move_stops_the_rehearsals_step_and_the_rehearsal_goes_on_after(page: Page, site_url: str) -> None:
    """web/worker/rehearsals.js, interruptibly: a person's move sent while the worker plays a step of its rehearsal
    stops the step (the page raises Python's interrupt word in the memory it shares with the worker, web/answers.js),
    so the move does not wait for it; that rehearsal game is closed, the next ones are played at the next pauses, and
    nothing of them is left open."""
    if not TIMINGS:  # else conftest has added it already
        page.context.add_init_script(TIMING_SCRIPT)
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    roll = spin_the_steps_once_the_rehearsal_begins(page)
    roll.click()
    expect(page.get_by_role("button", name="Keep these dice")).to_be_visible()
    page.wait_for_function("window.__bench.ops.some((op) => op.op === 'act')")
    move = next(op for op in page.evaluate("window.__bench.ops") if op["op"] == "act")
    assert move["input"] and move["ms"] < SPIN_S * 1000 / 2, move  # drawn long before the step would have ended
    assert engine(page, "self.pygamesEngine.rehearsalInterruptions()") == 1
    assert_the_rehearsal_ends_with_plain_steps(page)
    assert engine(page, "self.pygamesEngine.openSessions()") == 1  # the rehearsals' sessions are closed
    assert saved_log_length(page) == 1  # the roll, once


QUIET_UNDER_LOAD_MS = 1000  # < SPIN_S * 1000

# A person who makes their next move as soon as the one before is drawn: keeps the dice in the task after the roll's
# screen shows them (a click of the page's own, within milliseconds, where Playwright's takes tens).
KEEP_AT_ONCE = """(() => {
  new MutationObserver((_, observer) => {
    const keep = [...document.querySelectorAll("button")].find((b) => b.textContent === "Keep these dice");
    if (!keep) return;
    observer.disconnect();
    setTimeout(() => keep.click(), 0);
  }).observe(document, { childList: true, subtree: true });
})()"""


def test_without_isolation_the_step_after_a_persons_move_waits_for_the_next_pause(
    page: Page, plain_site_url: str
) -> None:
    """web/worker/rehearsals.js, step: on a host without cross-origin isolation nothing stops a step, so a person's move
    waits for the step it meets; the next step then waits for a pause judged behind that move. (Judged as the step
    before ended, with the move still waiting, the pause went on: the next step began as soon as the move was
    answered, and the person's next move waited for all of it.)"""
    if not TIMINGS:  # else conftest has added it already
        page.context.add_init_script(TIMING_SCRIPT)
    page.context.add_init_script(KEEP_AT_ONCE)
    open_app(page, plain_site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    assert page.evaluate("crossOriginIsolated") is False  # moves by message; nothing stops a step
    # The keep comes at once after the roll's screen, but on a loaded machine that screen can take longer than the
    # 300 ms pause a step waits for, and the keep then meets a step begun in a real pause. A longer pause keeps the
    # test to what it asks: judged before the roll was answered, the pause (the last request then SPIN_S before) would
    # still have gone on.
    engine_value(page, f"self.pygamesEngine.setRehearsalQuietMs({QUIET_UNDER_LOAD_MS})")
    roll = spin_the_steps_once_the_rehearsal_begins(page)
    roll.click()  # meets a step, and waits for it
    page.wait_for_function("window.__bench.ops.filter((op) => op.op === 'act').length >= 2")
    rolled, kept = [op for op in page.evaluate("window.__bench.ops") if op["op"] == "act"][:2]
    assert rolled["input"] and kept["input"], (rolled, kept)
    assert kept["ms"] < SPIN_S * 1000 / 2, (rolled, kept)  # not behind a whole step begun after the roll
    assert engine(page, "self.pygamesEngine.rehearsalInterruptions()") == 0
    assert_the_rehearsal_ends_with_plain_steps(page)
    anns = page.evaluate(f"JSON.parse({SAVED_GAME}).saved.log.filter(([seat]) => seat === 0).map(([, a]) => a.type)")
    assert anns == ["roll", "keep"]  # once each


def test_warmup_0_turns_the_warm_up_off_in_the_worker_and_the_page(page: Page, site_url: str) -> None:
    """?warmup=0: the worker rehearses nothing and the page draws nothing unseen; the game plays as ever."""
    page.goto(f"{site_url}?warmup=0#/sleuth?seats=Ann,bot:hard&seed=7&delay=0")
    roll = page.get_by_role("button", name="Roll the die")
    expect(roll).to_be_visible()
    page.wait_for_timeout(1500)  # five times the pause a rehearsal waits for
    assert engine_value(page, "self.pygamesEngine.rehearsed()") == []
    assert engine(page, "self.pygamesEngine.rehearsalGames()") == 0
    assert page.locator('[data-game="sleuth"]').get_attribute("data-warmed-up") is None
    before = saved_log_length(page)
    roll.click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
