"""Embed: the snippet from a setup screen, pasted into a host page, sizes its frame to the game from the heights the
game sends (postMessage {type: "pygames:height", height}); without script the frame's own height fits a game."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import ENGINE_TIMEOUT, open_app

# A game with a person at the table, as the snippet of its setup screen starts it (the people's names are edited).
FIRST_SCREENS = {
    "gameover": "You,bot:normal",
    "bullseye": "You,bot:normal",
    "sleuth": "You,bot:normal",
    "intercept": "You,Player 2,Player 3",
    "stikord": "You,Player 2,Player 3",
}


def snippet_of(page: Page, site_url: str, game: str) -> str:
    open_app(page, site_url, f"#/{game}", query="?nosw")  # no service worker: it would answer the host page's address
    page.get_by_text("Put this game on your own page").click()
    code = page.get_by_label("Embed code").input_value()
    assert code.count("<iframe") == 1 and code.count("<script>") == 1, code
    return code


def host(page: Page, site_url: str, snippet: str) -> None:
    page.goto(f"{site_url}version.json")  # any same-origin page without the site's policy hosts the snippet
    page.set_content(f"<!doctype html><body style='margin:0'><p>A blog post.</p>{snippet}<p>The end.</p></body>")


def test_the_snippet_sizes_its_frame_to_the_game(page: Page, site_url: str) -> None:
    snippet = snippet_of(page, site_url, "gameover")
    default = int(re.search(r'height="(\d+)"', snippet).group(1))  # type: ignore[union-attr]
    host(page, site_url, snippet)
    frame = page.locator("iframe")
    page.wait_for_function("document.querySelector('iframe').style.height !== ''", timeout=ENGINE_TIMEOUT * 2)
    inner = page.frame_locator("iframe")
    expect(inner.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "playing")

    expect(inner.locator(".game-root")).not_to_be_empty()

    # The frame follows the game: it ends up exactly as tall as the game's content, so nothing inside scrolls. (Both at
    # once: while the game draws its first moves its content grows, and the frame follows a frame or two later.)
    page.wait_for_function(
        "(() => { const f = document.querySelector('iframe'); const inner = f.contentDocument.documentElement;"
        " const bottom = f.contentDocument.getElementById('app').getBoundingClientRect().bottom;"
        " return Math.abs(f.getBoundingClientRect().height - bottom) < 2"
        "   && inner.scrollHeight <= inner.clientHeight + 1; })()"
    )
    box = frame.bounding_box()
    assert box is not None and box["height"] != default


def test_the_frame_ignores_heights_from_anyone_else(page: Page, site_url: str) -> None:
    snippet = snippet_of(page, site_url, "gameover")
    host(page, site_url, snippet)
    inner = page.frame_locator("iframe")
    stage = inner.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing", timeout=ENGINE_TIMEOUT)
    expect(inner.locator(".game-root")).not_to_be_empty()
    page.evaluate("window.postMessage({type: 'pygames:height', height: 5}, '*')")  # the host page itself
    page.wait_for_timeout(300)
    assert page.evaluate("document.querySelector('iframe').style.height") != "5px"
    assert page.evaluate("document.querySelector('iframe').getBoundingClientRect().height") > 100


@pytest.mark.parametrize("game", FIRST_SCREENS)
def test_without_script_the_frame_fits_the_first_screen(page: Page, site_url: str, game: str) -> None:
    """For pages that allow no script: the game's first screen fits the frame's own height at the snippet's width."""
    assert set(FIRST_SCREENS) == set(pygames.GAMES)
    snippet = snippet_of(page, site_url, game)
    default = int(re.search(r'height="(\d+)"', snippet).group(1))  # type: ignore[union-attr]
    page.set_viewport_size({"width": 960, "height": default})
    open_app(page, site_url, f"#/{game}?seats={FIRST_SCREENS[game]}&seed=1", query="?embed")
    expect(page.locator(f'[data-game="{game}"]')).to_have_attribute("data-game-state", "playing")
    curtain = page.locator(".curtain button")
    if curtain.count():
        curtain.first.click()
    expect(page.locator(".game-root")).not_to_be_empty()
    height = page.locator("#app").evaluate("el => el.getBoundingClientRect().height")
    assert height <= default, f"{game}: its first screen is {height:.0f} px tall, the frame {default} px"
