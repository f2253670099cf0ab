"""Every game at each of the four viewports (e2e/fit.py): no sideways scroll, no visible control smaller than a
fingertip, and at the end of an all-bots game the winner named inside the viewport. A screenshot of every screen checked
is kept in test-results/screens/ (not in git; CI keeps the folder as an artefact of the run)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import GAME_TIMEOUT, open_app, wait_for_over
from e2e.fit import VIEWPORTS, assert_fits, in_viewport, sideways_overflow

SCREENS = Path(__file__).resolve().parent.parent / "test-results" / "screens"

# A short, seeded game of bots for every game that has bots (delay=0: as fast as the engine goes).
BOTS_GAMES = {
    "gameover": "seats=bot:easy,bot:easy&rounds=1&seed=4",
    "bullseye": "seats=bot:easy,bot:normal&seed=3",
    "sleuth": "seats=bot:hard,bot:hard,bot:hard&seed=5",
    "intercept": "seats=bot:easy,bot:easy,bot:easy,bot:easy&seed=3",
}
# A game with people at the table (and bots where the game has them), as a person first sees it.
PEOPLE_GAMES = {
    "gameover": "seats=Ann,bot:easy,bot:easy&seed=7",
    "bullseye": "seats=Ann,bot:easy&seed=7",
    "sleuth": "seats=Ann,bot:easy,bot:easy&seed=7",
    "intercept": "seats=Ann,Bo,Cy,Di&seed=7",
    "stikord": "seats=Ann,Bo,Cy,Di&seed=7",
}


def screenshot(page: Page, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"{name}.png"), full_page=True)


def test_every_game_is_checked() -> None:
    assert set(PEOPLE_GAMES) == set(pygames.GAMES)
    assert set(BOTS_GAMES) == {game for game, info in pygames.GAMES.items() if info["bots"]}


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("game", BOTS_GAMES)
def test_an_all_bots_game_ends_with_the_winner_named_in_view(
    page: Page, site_url: str, game: str, viewport: str
) -> None:
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url, f"#/{game}?{BOTS_GAMES[game]}&delay=0")
    wait_for_over(page, game, timeout=GAME_TIMEOUT)
    result = page.get_by_role("region", name="Result")
    heading = result.get_by_role("heading", level=2)
    expect(heading).to_be_focused()
    expect(heading).to_have_text(re.compile(r"^(.+ wins?!|No winner|A draw: everyone shares the win)$"))
    screenshot(page, f"{game}-{viewport}-over")
    assert in_viewport(heading), f"{game} at {viewport}: the winner is named outside the viewport"
    assert in_viewport(result.get_by_role("button", name="Play again")) or viewport == "phone"
    assert sideways_overflow(page) == 0, f"{game} at {viewport}: the result scrolls sideways"


def pass_curtain(page: Page) -> None:
    """Show the first person's screen when a curtain stands before it."""
    curtain = page.locator(".curtain button")
    if curtain.count():
        curtain.first.click()


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("game", PEOPLE_GAMES)
def test_a_game_screen_fits(page: Page, site_url: str, game: str, viewport: str) -> None:
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url, f"#/{game}?{PEOPLE_GAMES[game]}")
    stage = page.locator(f'[data-game="{game}"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    expect(page.locator(".game-root, .curtain").first).to_be_visible()
    if page.locator(".curtain").count():
        screenshot(page, f"{game}-{viewport}-curtain")
    assert_fits(page, f"{game} at {viewport}, before the first screen")
    pass_curtain(page)
    expect(page.locator(".game-root")).to_be_visible()
    expect(page.locator(".game-root")).not_to_be_empty()
    screenshot(page, f"{game}-{viewport}-playing")
    assert_fits(page, f"{game} at {viewport}")


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_picker_setup_and_rules_pages_fit(page: Page, site_url: str, viewport: str) -> None:
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url)
    expect(page.locator("#engine-status")).to_be_hidden()
    screenshot(page, f"picker-{viewport}")
    assert_fits(page, f"the picker at {viewport}")
    for game in pygames.GAMES:
        page.goto(f"{site_url}#/{game}")
        expect(page.get_by_role("button", name="Start game")).to_be_visible()
        screenshot(page, f"setup-{game}-{viewport}")
        assert_fits(page, f"the setup of {game} at {viewport}")
        page.goto(f"{site_url}#/{game}/rules")
        expect(page.get_by_role("heading", level=1)).to_contain_text("How to play")
        screenshot(page, f"rules-{game}-{viewport}")
        assert_fits(page, f"how to play {game} at {viewport}")


def test_on_a_phone_the_picker_is_a_compact_list(page: Page, site_url: str) -> None:
    """All five games within about one phone screen (it was a 2,300 px scroll), each card as tall as the others."""
    page.set_viewport_size(VIEWPORTS["phone"])
    open_app(page, site_url)
    cards = page.locator(".game-card")
    expect(cards).to_have_count(len(pygames.GAMES))
    heights = [cards.nth(i).bounding_box()["height"] for i in range(cards.count())]  # type: ignore[index]
    assert max(heights) - min(heights) < 2, heights
    bottom = cards.last.bounding_box()
    assert bottom is not None and bottom["y"] + bottom["height"] <= VIEWPORTS["phone"]["height"] * 1.1


@pytest.mark.parametrize("viewport", ["tablet", "laptop"])
def test_the_picker_cards_are_even(page: Page, site_url: str, viewport: str) -> None:
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url)
    cards = page.locator(".game-card")
    boxes = [cards.nth(i).bounding_box() for i in range(cards.count())]
    heights = {round(box["height"]) for box in boxes if box}
    assert len(heights) == 1, f"uneven cards: {heights}"
    titles = page.locator(".game-title")
    for i in range(titles.count()):  # every title on one line: "Game Over" does not wrap
        box = titles.nth(i).bounding_box()
        line = titles.nth(i).evaluate("el => parseFloat(getComputedStyle(el).lineHeight)")
        assert box is not None and box["height"] < 1.6 * line, titles.nth(i).inner_text()
