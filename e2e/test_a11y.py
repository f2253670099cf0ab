"""Accessibility (axe-core, WCAG 2.2 AA): the picker, every setup screen, every game in play, a curtain and a result
screen have no serious or critical violations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import assert_accessible, open_app, wait_for_over

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(json.loads((ROOT / "dist" / "games.json").read_text()))

# A game in play with a person to act (curtains between people where the game has them), per title.
IN_PLAY = {
    "bullseye": "#/bullseye?seats=Ann,bot:normal&seed=3&delay=0",
    "gameover": "#/gameover?seats=Ann,bot:normal&seed=3&delay=0",
    "intercept": "#/intercept?seats=Ann,Bo,Cy,Di&seed=3",
    "sleuth": "#/sleuth?seats=Ann,bot:normal&seed=3&delay=0",
    "stikord": "#/stikord?seats=Ann,Bo,Cy,Di&seed=3",
}
# Games that play themselves to the end (all bots), or one that ends fast, for the result screen.
TO_THE_END = {
    "bullseye": "#/bullseye?seats=bot:easy&seed=2&delay=0",
    "gameover": "#/gameover?seats=bot:easy,bot:easy&rounds=1&seed=2&delay=0",
    "sleuth": "#/sleuth?seats=bot:hard,bot:hard&seed=2&delay=0",
}


def test_the_picker_is_accessible(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    assert_accessible(page, "the picker")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_setup_screen_is_accessible(page: Page, site_url: str, game_id: str) -> None:
    open_app(page, site_url, f"#/{game_id}")
    expect(page.get_by_role("button", name="Start game")).to_be_visible()
    assert_accessible(page, f"the setup of {game_id}")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_in_play_and_its_curtain_are_accessible(page: Page, site_url: str, game_id: str) -> None:
    open_app(page, site_url, IN_PLAY[game_id])
    stage = page.locator(f'[data-game="{game_id}"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    curtain = page.get_by_role("dialog")
    if curtain.count():
        assert_accessible(page, f"the curtain of {game_id}")
        curtain.get_by_role("button").first.click()
    expect(page.locator(".game-root")).to_be_visible()
    assert_accessible(page, f"{game_id} in play")


@pytest.mark.parametrize("game_id", sorted(TO_THE_END))
def test_the_result_screen_is_accessible(page: Page, site_url: str, game_id: str) -> None:
    open_app(page, site_url, TO_THE_END[game_id])
    wait_for_over(page, game_id)
    assert_accessible(page, f"the result of {game_id}")
