"""Kiosk mode (a tablet in a café, ?kiosk): "Still playing?" before the idle reset, the reset itself, and the attract
game of bots on an idle picker that the first touch stops. Short idle times (&idle=SECONDS) keep the tests short."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, saved_game


def touch(page: Page) -> None:
    """A touch on the top bar's empty middle: it starts the idle time again and presses nothing."""
    page.mouse.click(page.viewport_size["width"] // 2 if page.viewport_size else 300, 8)


def test_the_kiosk_asks_still_playing_then_goes_back_to_the_picker(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/", query="?kiosk&idle=8")
    assert page.evaluate("document.body.classList.contains('kiosk')")
    touch(page)
    page.get_by_role("link", name="Play Game Over", exact=True).click()
    expect(page.get_by_text("Put this game on your own page")).to_have_count(0)
    page.get_by_role("button", name="Start game").click()  # each touch starts the idle time again
    expect(page.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "playing")

    question = page.get_by_role("dialog", name="Still playing?")
    expect(question).to_be_visible(timeout=15_000)
    expect(question).to_contain_text("This game ends in")
    question.get_by_role("button", name="Yes, keep playing").click()
    expect(question).to_be_hidden()
    expect(page.locator('[data-game="gameover"]')).to_be_visible()

    # Asked again, and this time nobody answers: back to the picker, the game forgotten.
    expect(question).to_be_visible(timeout=15_000)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=15_000)
    expect(question).to_have_count(0)
    assert saved_game(page) is None


def test_an_idle_picker_plays_a_game_of_bots_until_the_first_touch(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/", query="?kiosk&idle=3&delay=300")
    stage = page.locator("[data-game]")
    expect(stage).to_have_attribute("data-game-state", "playing", timeout=20_000)
    expect(page.get_by_text("Watch the computer play")).to_be_visible()
    game = stage.get_attribute("data-game")
    page.wait_for_function("document.querySelector('.latest-move')?.textContent.length > 0")  # the bots play
    assert saved_game(page) is None, "the show is never saved"
    assert page.url.endswith("#/")

    # The first touch stops it, and does nothing else (here it lands where a game card will be).
    page.mouse.click(200, 300)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.locator("[data-game]")).to_have_count(0)
    page.wait_for_timeout(500)
    assert page.url.endswith("#/"), f"the touch that stopped the {game} show also chose a game"
