"""The interface in the player's language: with a Danish, Italian, Finnish or Swedish browser, the picker, every setup
screen, every game in play and its How to play page show no English text left (checked against the English catalog),
and the language can be switched from the top bar at any moment, a game in progress included."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import FORGET_SAVED_GAME, SAVED_GAME, catalog, open_app, saved_game

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(json.loads((ROOT / "dist" / "games.json").read_text()))
BROWSER_LOCALES = {"da": "da-DK", "it": "it-IT", "fi": "fi-FI", "sv": "sv-SE"}
# A game in play per title; the word-list language follows the interface where the game has a list in it.
IN_PLAY = {
    "bullseye": "#/bullseye?seats=Ann,bot:normal&seed=3&delay=60000",
    "gameover": "#/gameover?seats=Ann,bot:normal&seed=3&delay=60000",
    "intercept": "#/intercept?seats=Ann,Bo,Cy,Di&seed=3",
    "sleuth": "#/sleuth?seats=Ann,bot:normal&seed=3&delay=60000",
    "stikord": "#/stikord?seats=Ann,Bo,Cy,Di&seed=3",
}
PAGE_TEXT = """() => {
  const parts = [document.body.innerText, document.title];
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      if (el.hasAttribute(name) && el.closest("[hidden]") === null) parts.push(el.getAttribute(name));
    }
  }
  return parts.join("\\n");
}"""


def fragments(message: str) -> list[str]:
    """The literal text of a message outside its placeholders (and inside plural/select branches)."""
    found = []
    for piece in re.split(r"[{}#]", message):
        piece = piece.strip(" .,:;!?()…\u2013-\"'\u00ab\u00bb\u201e\u201c\u201d")
        if "," in piece and re.match(r"^\w+\s*,\s*\w+", piece):
            continue  # a placeholder's head: "count, plural, one"
        found.append(piece)
    return found


def english_phrases(language: str) -> set[str]:
    """English text that must not be on screen: message fragments of several words (or one long word) that the
    target catalog does not also use (names and titles are the same in every language)."""
    theirs = "\n".join(catalog(language).values())
    phrases = set()
    for message in catalog("en").values():
        for piece in fragments(message):
            if ((" " in piece and len(piece) >= 8) or len(piece) >= 10) and piece not in theirs:
                phrases.add(piece)
    return phrases


def leaks(page: Page, language: str) -> list[str]:
    text = page.evaluate(PAGE_TEXT)
    return sorted(p for p in english_phrases(language) if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", text))


@pytest.fixture(params=sorted(BROWSER_LOCALES))
def language(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any], language: str) -> dict[str, Any]:
    return {**browser_context_args, "locale": BROWSER_LOCALES[language]}


def test_the_browser_s_language_is_the_interface_s(page: Page, site_url: str, language: str) -> None:
    open_app(page, site_url)
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.locator(".game-card").first).to_be_visible()
    assert leaks(page, language) == [], "English on the picker"
    for game_id in GAMES:
        page.goto(f"{site_url}#/{game_id}")
        expect(page.locator(".setup")).to_be_visible()
        assert leaks(page, language) == [], f"English on the setup of {game_id}"
        page.goto(f"{site_url}#/{game_id}/rules")
        expect(page.locator(".rules")).to_be_visible()
        assert leaks(page, language) == [], f"English on How to play {game_id}"


def test_every_game_in_play_is_in_the_interface_language(page: Page, site_url: str, language: str) -> None:
    open_app(page, site_url)
    for game_id in GAMES:
        page.goto(f"{site_url}{IN_PLAY[game_id]}")
        stage = page.locator(f'[data-game="{game_id}"]')
        expect(stage).to_have_attribute("data-game-state", "playing")
        curtain = page.get_by_role("dialog")
        if curtain.count():
            assert leaks(page, language) == [], f"English on the curtain of {game_id}"
            curtain.get_by_role("button").first.click()
        expect(page.locator(".game-root")).to_be_visible()
        assert leaks(page, language) == [], f"English in {game_id}"
        page.evaluate(FORGET_SAVED_GAME)


def test_the_language_switches_in_a_game_without_losing_it(page: Page, site_url: str, language: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&seed=3&delay=60000")
    stage = page.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    before = page.evaluate(SAVED_GAME)
    page.locator(".ui-language").select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(stage).to_have_attribute("data-game-state", "playing")
    assert page.evaluate(SAVED_GAME) == before
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "en")  # remembered
    page.locator(".ui-language").select_option(language)
    expect(page.locator("html")).to_have_attribute("lang", language)


@pytest.mark.parametrize("language", ["fi"])
def test_intercept_inflects_finnish_team_names(page: Page, site_url: str, language: str) -> None:
    """Finnish Intercept teams are adjectives in the sentence's case (valkoisen joukkueen), never a name before a
    hyphenated noun (Valkoinen-joukkueen), on the curtain and on the table behind it."""
    open_app(page, site_url, IN_PLAY["intercept"])
    expect(page.locator('[data-game="intercept"]')).to_have_attribute("data-game-state", "playing")
    curtain = page.get_by_role("dialog")
    expect(curtain).to_be_visible()
    texts = [page.evaluate(PAGE_TEXT)]
    curtain.get_by_role("button").first.click()
    expect(page.locator(".game-root")).to_be_visible()
    texts.append(page.evaluate(PAGE_TEXT))
    text = "\n".join(texts)
    assert re.search(r"\b(?:valkoisen|mustan) joukkueen\b", text, re.IGNORECASE), text
    assert not re.search(r"(?:Valkoinen|Musta)-", text), re.findall(r".*(?:Valkoinen|Musta)-.*", text)
    assert leaks(page, language) == []


def test_the_word_games_content_is_in_the_interface_language(page: Page, site_url: str, language: str) -> None:
    """A Danish, Finnish, Italian or Swedish browser gets Game Over's words and Intercept's keywords in its language:
    the setup's word language starts at it, and so does a game started from a link that names none."""
    open_app(page, site_url)
    word_language = catalog(language)["shell.word_language"]
    for game_id, link in (("gameover", IN_PLAY["gameover"]), ("intercept", IN_PLAY["intercept"])):
        page.goto(f"{site_url}#/{game_id}")
        expect(page.get_by_label(word_language, exact=True)).to_have_value(language)
        page.goto(f"{site_url}{link}")
        expect(page.locator(f'[data-game="{game_id}"]')).to_have_attribute("data-game-state", "playing")
        record = saved_game(page)
        assert record is not None and record["saved"]["options"]["language"] == language, game_id
        page.evaluate(FORGET_SAVED_GAME)
