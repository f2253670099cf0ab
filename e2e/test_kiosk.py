"""Kiosk mode (a tablet in a café, ?kiosk): "Still playing?" before the idle reset, the reset itself, and the attract
game of bots on an idle picker that the first touch stops. Short idle times (&idle=SECONDS) keep the tests short."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, saved_game


def touch(page: Page) -> None:
    """A touch on the top bar's empty middle: it starts the idle time again and presses nothing."""
    page.mouse.click(page.viewport_size["width"] // 2 if page.viewport_size else 300, 8)


def test_the_kiosk_asks_still_playing_then_goes_back_to_the_picker(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/", query="?kiosk&idle=5")
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


def test_a_touch_outside_still_playing_closes_it_and_there_is_only_ever_one(page: Page, site_url: str) -> None:
    """Its text invites touching the screen: any touch means yes. A second prompt never opens over the first."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&seed=3&delay=0", query="?kiosk&idle=6")
    question = page.get_by_role("dialog", name="Still playing?")
    expect(question).to_be_visible(timeout=15_000)
    page.mouse.click(5, 300)  # outside the prompt's button (on its backdrop)
    expect(question).to_have_count(0)
    expect(question).to_be_visible(timeout=15_000)  # asked again later, once
    assert page.locator("dialog[open]").count() == 1
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=15_000)
    expect(page.locator("dialog")).to_have_count(0)  # none outlives the reset


def test_a_setup_screen_with_a_typed_name_resets_and_the_guests_language_goes(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover", query="?kiosk&idle=4")
    page.get_by_role("combobox", name="Language", exact=True).select_option("it")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    page.get_by_role("textbox").first.fill("Carla")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=15_000)
    expect(page.locator("html")).to_have_attribute("lang", "en")  # the kiosk's own language again
    assert page.evaluate("localStorage.getItem('pygames:language')") is None  # a guest's choice is never kept


def test_back_out_of_a_game_asks_and_leaves_nothing_to_resume(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/", query="?kiosk&idle=5")
    touch(page)
    page.get_by_role("link", name="Play Bullseye", exact=True).click()
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("button", name="Roll the dice")).to_be_visible()
    page.get_by_role("button", name="Roll the dice").click()
    page.go_back()
    leave = page.get_by_role("dialog", name="Leave this game?")
    expect(leave).to_be_visible()
    expect(page.locator('[data-game="bullseye"]')).to_be_visible()  # the game is still on screen behind it
    leave.get_by_role("button", name="Leave").click()
    expect(page.locator('[data-game="bullseye"]')).to_have_count(0)
    for _ in range(3):  # back past the first page never leaves the app
        page.go_back()
    expect(page.locator("#app")).to_be_visible()
    assert page.url.startswith(site_url)
    # The idle reset, then the show: nobody is offered that game.
    expect(page.locator("[data-game]")).to_be_visible(timeout=20_000)
    expect(page.get_by_text("is in progress")).to_have_count(0)
    assert saved_game(page) is None


def test_full_screen_is_asked_for_again_on_the_next_touch_after_leaving_it(page: Page, site_url: str) -> None:
    page.add_init_script(
        """window.__asked = 0;
        Element.prototype.requestFullscreen = function () { window.__asked += 1; return Promise.resolve(); };"""
    )
    open_app(page, site_url, "#/", query="?kiosk&idle=60")
    touch(page)
    assert page.evaluate("window.__asked") == 1
    touch(page)  # never entered here (the stand-in above): each touch asks again, as after leaving full screen
    assert page.evaluate("window.__asked") == 2
    assert page.evaluate("getComputedStyle(document.body).touchAction") == "pan-x pan-y"
