"""Game Over in Chromium: a person plays a round against a bot by clicking; bots play alone; the guide's curtain."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import open_app, saved_log_length, wait_for_over

MY_TURN_OR_OVER = """() => document.querySelector('[data-game-state="over"]') ||
    [...document.querySelectorAll("h2")].some((h) => h.textContent.startsWith("Your turn"))"""


def play_one_move(page: Page) -> None:
    """Whatever a careful person would click: a letter card, a wild card and a letter, the word card, or draw."""
    hand = page.get_by_role("group", name="Your cards")
    letters = hand.get_by_role("button", name="Play letter").and_(page.locator(":enabled"))
    wild = hand.get_by_role("button", name="Play Vowel card").or_(
        hand.get_by_role("button", name="Play Consonant card")
    )
    guess = hand.get_by_role("button", name="Play Guess the word card").and_(page.locator(":enabled"))
    if guess.count():
        guess.first.click()
        page.get_by_role("textbox", name="Your guess").fill("wrongword")
        page.get_by_role("button", name="Guess", exact=True).click()
    elif letters.count():
        letters.first.click()
    elif wild.and_(page.locator(":enabled")).count():
        wild.and_(page.locator(":enabled")).first.click()
        page.get_by_role("group", name="Choose a").get_by_role("button", name="Ask for").first.click()
    else:
        page.get_by_role("button", name="Draw a card").click()


def test_a_person_plays_a_full_round_against_a_bot_by_clicking(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=1&seed=3&delay=0")
    stage = page.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    expect(page.get_by_role("img", name="10 of 10 tiles left on the panel")).to_be_visible()
    moves = 0
    while stage.get_attribute("data-game-state") != "over":
        page.wait_for_function(MY_TURN_OR_OVER)
        if stage.get_attribute("data-game-state") == "over":
            break
        before = saved_log_length(page)
        play_one_move(page)
        page.wait_for_function(f"JSON.parse(localStorage.getItem('pygames:current')).saved.log.length > {before}")
        moves += 1
        assert moves < 200, "the round should end long before this"
    wait_for_over(page, "gameover")
    expect(page.get_by_role("region", name="Result")).to_contain_text("Game over")
    log = page.get_by_role("list", name="What just happened")
    expect(log).to_contain_text("The word was")
    page.get_by_role("button", name="New game").click()
    expect(page.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "playing")


def test_bots_only_deep_link_plays_itself_to_the_end(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=bot:easy,bot:normal,bot:hard&seed=5&delay=0&lang=it")
    wait_for_over(page, "gameover")
    rows = page.get_by_role("table", name="Final scores").locator("tbody tr")
    expect(rows).to_have_count(3)


def test_a_human_guide_types_the_word_behind_a_curtain_and_guessers_never_see_it(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,Bo&rounds=1&first_guide=0&seed=8")
    expect(page.get_by_role("dialog", name="Pass the device to Ann to choose the secret word")).to_be_visible()
    page.get_by_role("button", name="I am Ann: show my screen").click()
    secret = page.get_by_role("textbox", name="Secret word")
    secret.fill("qwerty")
    page.get_by_role("button", name="Hide this word").click()
    expect(page.locator(".go-error")).to_contain_text("not in the word list")
    secret.fill("elephant")
    page.get_by_role("button", name="Hide this word").click()
    expect(page.get_by_role("dialog", name="Pass the device to Bo")).to_be_visible()
    assert "ELEPHANT" not in page.content().upper()
    page.get_by_role("button", name="I am Bo: show my screen").click()
    expect(page.locator(".go-word")).to_have_attribute(
        "aria-label", "The word: E blank blank blank blank blank blank T"
    )
    assert "ELEPHANT" not in page.content().upper()
