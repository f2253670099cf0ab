"""A person's move drawn in the task of their click (web/answers.js): when the page is cross-origin isolated, the
engine's worker answers through shared memory, so the screen has changed before Chromium paints its next frame. On a
host that sends no isolation headers the moves come by message, and the service worker isolates the next visit."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from e2e.conftest import SAVED_LOG_LENGTH, open_app, saved_log_length, settle_after_rehearsal

# Moves answered at their quickest need the warm-up (web/warmup.js), which the other end-to-end tests turn off.
pytestmark = pytest.mark.warmup

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


@pytest.mark.service_worker
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


# Every element that holds the focus as the screen of a person's move (app.js act, update) takes it out of the page, by
# its accessible name; and, at the end of each click's dispatch, whether the move was on screen by then.
FOCUS_TAKEN_OUT = """(() => {
  Error.stackTraceLimit = 100; // the morph's own frames alone are more than the ten kept by default
  window.__focusedTakenOut = [];
  const remove = Element.prototype.remove;
  Element.prototype.remove = function () {
    const active = document.activeElement;
    if (active && active !== document.body && this.contains(active)) {
      const stack = new Error().stack;
      if (/at patchChildren /.test(stack) && /at act /.test(stack)) {
        window.__focusedTakenOut.push(active.getAttribute("aria-label") || active.textContent.trim());
      }
    }
    return remove.call(this);
  };
})();"""


def test_the_button_a_move_was_made_with_lets_the_focus_go_while_python_answers(page: Page, site_url: str) -> None:
    """A button taken out of the page with the focus made Chromium work out the half-drawn screen's style and layout
    there and then, and again at the end (2-6 ms of a Bullseye entry). The button lets the focus go while Python
    answers; a screen that keeps it gives it back (a refused entry: the keyboard's focus stays where it was)."""
    page.add_init_script(FOCUS_TAKEN_OUT)
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    settle_after_rehearsal(page)
    # Roll, keep: each a button that the next screen takes out or changes.
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name="Keep these dice").click()
    expect(page.locator(".be-sheet.big .be-hit:focus")).to_have_count(1)  # the entry's first field to write
    # A die put in a field of another colour: refused, the field's button kept, and the focus on it again.
    dice = page.locator(".be-die:not(.nofit):enabled")
    colour = (dice.first.get_attribute("aria-label") or "").split(" ")[0].lower()
    labels = page.locator(".be-die").evaluate_all("(dice) => dice.map((d) => d.getAttribute('aria-label'))")
    values = {m.group(1).lower(): m.group(2) for m in (re.match(r"(\w+) die: (\d)", x or "") for x in labels) if m}
    other = next(c for c in sorted(values) if values[c] != values[colour])
    dice.first.focus()
    page.keyboard.press("Enter")
    field = page.get_by_role("button", name=re.compile(rf"^Row 1, {other} \d: open$"))
    field.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("alert").filter(has_text="field takes the")).to_be_visible()
    expect(field).to_be_focused()
    # Then a real entry, confirmed: the Confirm button goes.
    moves = saved_log_length(page)
    page.get_by_role("button", name=re.compile(rf"^Row 1, {colour} \d: open$")).click()
    page.get_by_role("button", name="Confirm entry").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {moves}")
    assert page.evaluate("window.__focusedTakenOut") == []
