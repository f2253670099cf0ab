"""Undo in Chromium: the shell's Undo button (and Ctrl+Z) takes a person's last move back, behind the curtain they
raised for the next person too; it is not offered once the move revealed something; a reload after an undo keeps the
shorter game; a bot's pending move does not trip over an undo."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import SAVED_LOG_LENGTH, assert_accessible, open_app, saved_log_length
from e2e.fit import TAP_MIN, VIEWPORTS, small_controls
from e2e.test_bullseye import enter_something


def assert_undo_fits(page: Page) -> None:
    """The Undo button is fingertip-sized and inside the screen's width, and so is every other control. (Not
    fit.assert_fits: on a phone the top bar's language menu sticks out sideways whatever the game shows.)"""
    box = page.locator(".stage-bar .undo").bounding_box()
    width = (page.viewport_size or {"width": 0})["width"]
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, box
    assert box["width"] >= TAP_MIN and box["height"] >= TAP_MIN, box
    assert small_controls(page) == []


def choose_word(page: Page, word: str) -> None:
    page.get_by_role("textbox", name="Secret word").fill(word)
    page.get_by_role("button", name="Hide this word").click()


def test_the_guide_takes_the_word_back_behind_the_curtain_and_a_drawn_card_stays(page: Page, site_url: str) -> None:
    page.set_viewport_size(VIEWPORTS["phone"])
    open_app(page, site_url, "#/gameover?seats=Ann,Bo&rounds=1&first_guide=0&seed=8")
    page.get_by_role("button", name="I am Ann: show my screen").click()
    expect(page.get_by_role("button", name="Undo")).to_have_count(0)  # nothing to take back yet
    choose_word(page, "elephant")
    expect(page.get_by_role("dialog", name="Pass the device to Bo")).to_be_visible()
    # Ann still holds the device: she may take the word back before passing it on.
    undo = page.get_by_role("button", name="Undo (Ann)")
    expect(undo).to_be_visible()
    expect(undo).to_have_attribute("aria-keyshortcuts", "Control+Z Meta+Z")
    assert_undo_fits(page)
    assert_accessible(page, "the curtain with Undo")
    undo.click()
    expect(page.get_by_role("form", name="Choose the secret word")).to_be_visible()  # no curtain: her own screen
    expect(page.locator("#announcer")).to_have_text("Ann took back a move.")
    assert saved_log_length(page) == 0
    expect(undo).to_have_count(0)

    choose_word(page, "elephant")
    page.get_by_role("button", name="I am Bo: show my screen").click()
    # Bo has the device now: Ann's Undo is not on his screen (it was on the curtain, while she held it).
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    expect(page.locator(".stage-bar .undo")).to_be_hidden()
    page.get_by_role("button", name="Draw a card").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} === 2")
    # The card came off the hidden deck: nobody may take that back, by button or by keyboard.
    expect(page.locator(".stage-bar .undo")).to_be_hidden()
    page.keyboard.press("Control+z")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    page.get_by_role("button", name="I am Bo: show my screen").click()
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    assert saved_log_length(page) == 2
    expect(page.locator(".stage-bar .undo")).to_be_hidden()


def test_undo_by_keyboard_and_a_reload_keeps_the_shorter_game(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/bullseye?seats=Ann,Bo&seed=3")
    page.get_by_role("button", name="Roll the dice").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} === 1")
    expect(page.locator(".stage-bar .undo")).to_be_hidden()  # dice are never thrown again
    page.get_by_role("button", name="Keep these dice").click()
    undo = page.get_by_role("button", name="Undo", exact=True)
    expect(undo).to_be_visible()
    expect(undo).to_have_attribute("title", "Take back your last move (Ctrl+Z)")
    assert_accessible(page, "a game screen with Undo")
    page.keyboard.press("Control+z")
    expect(page.get_by_role("button", name="Keep these dice")).to_be_visible()
    assert saved_log_length(page) == 1

    page.get_by_role("button", name="Keep these dice").click()
    enter_something(page)  # Ann's entry; now Bo's screen shows, and Ann may still take hers back
    page.wait_for_function(f"{SAVED_LOG_LENGTH} === 3")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    undo = page.get_by_role("button", name="Undo (Ann)")
    undo.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"{SAVED_LOG_LENGTH} === 2")
    expect(page.get_by_role("button", name="Confirm entry")).to_be_visible()  # Ann's entry to make again
    expect(page.get_by_role("button", name="Undo", exact=True)).to_be_visible()  # her keep before it, too
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    expect(page.get_by_role("button", name="Confirm entry")).to_be_visible()
    assert saved_log_length(page) == 2


def test_an_undo_before_the_bot_moves_leaves_the_bot_to_move_after_the_person(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:easy&rounds=1&first_guide=0&seed=8&delay=3000")
    choose_word(page, "elephant")
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(page.get_by_role("form", name="Choose the secret word")).to_be_visible()
    # The bot's pause for the taken-back word runs out now (a long pause, so a loaded machine still presses Undo
    # first): the bot must neither move nor complain.
    page.wait_for_timeout(3500)
    assert saved_log_length(page) == 0
    assert page.locator("#toast:not(.hidden)").count() == 0  # now, not eventually: a toast hides itself later
    choose_word(page, "giraffe")
    page.wait_for_function(f"{SAVED_LOG_LENGTH} >= 2")
    expect(page.locator(".stage-bar .undo")).to_be_hidden()  # the bot has acted since
