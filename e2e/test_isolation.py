"""A person's move drawn in the task of their click (web/answers.js): when the page is cross-origin isolated, the
engine's worker answers through shared memory, so the screen has changed before Chromium paints its next frame. On a
host that sends no isolation headers the moves come by message, and the service worker isolates the next visit."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from e2e.conftest import SAVED_LOG_LENGTH, open_app, saved_log_length, settle_after_rehearsal

GAME = "#/gameover?seats=Ann,bot:normal&seed=3&delay=0"

# At the end of each click's dispatch (after the page's listeners and their promise callbacks), how many cards the
# hand held when the click arrived and how many it holds now.
HAND_AROUND_CLICKS = """(() => {
  window.__hands = [];
  const cards = () => document.querySelectorAll('[aria-label="Your cards"] button').length;
  window.addEventListener("click", () => {
    const before = cards();
    window.addEventListener("click", () => window.__hands.push([before, cards()]), { once: true });
  }, { capture: true });
})();"""


def draw_a_card(page: Page) -> list[int]:
    """Clicks Draw a card once it is offered (and the worker has rehearsed the game: see settle_after_rehearsal); the
    hand's size when the click came and at the end of its dispatch."""
    draw = page.get_by_role("button", name="Draw a card")
    expect(draw).to_be_enabled()
    settle_after_rehearsal(page)
    moves = saved_log_length(page)
    draw.click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {moves}")
    hands: list[list[int]] = page.evaluate("window.__hands")
    return hands[-1]


def drawn_in_its_click(page: Page, tries: int = 3) -> list[list[int]]:
    """Draws cards until one is on screen at the end of its click's dispatch, at most ``tries``; the hands around each
    click. The page waits for the worker one frame (16 ms) at most, and on a machine as busy as CI's (two test
    processes on two cores) the worker's thread is now and then not given a core in time: the move then comes by
    message, as it should. Without shared memory no click could ever show its card."""
    hands: list[list[int]] = []
    while len(hands) < tries:
        hands.append(draw_a_card(page))
        before, after = hands[-1]
        if after == before + 1:
            break
    return hands


def test_on_an_isolating_host_a_move_is_drawn_before_the_click_has_been_handled(page: Page, site_url: str) -> None:
    page.add_init_script(HAND_AROUND_CLICKS)
    open_app(page, site_url, GAME)
    assert page.evaluate("crossOriginIsolated") is True
    hands = drawn_in_its_click(page)
    assert hands[-1][1] == hands[-1][0] + 1, f"no drawn card was on screen when its click's handling ended: {hands}"


def test_without_isolation_headers_moves_come_by_message_and_the_service_worker_isolates_the_next_visit(
    page: Page, context: BrowserContext, plain_site_url: str
) -> None:
    page.add_init_script(HAND_AROUND_CLICKS)
    open_app(page, plain_site_url, GAME)
    assert page.evaluate("crossOriginIsolated") is False
    before, after = draw_a_card(page)
    assert after == before, "not isolated, the answer should have come by message, after the click"
    expect(page.get_by_role("group", name="Your cards").get_by_role("button")).to_have_count(before + 1)
    page.wait_for_function("!!navigator.serviceWorker.controller")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    assert page.evaluate("crossOriginIsolated") is True  # the service worker sent the headers the host did not
    hands = drawn_in_its_click(page)
    assert hands[-1][1] == hands[-1][0] + 1, f"no drawn card was on screen when its click's handling ended: {hands}"
