"""Game Over in Chromium, the option "A guide who wins picks the next guide": a person who guides and wins is asked
who guides next, by buttons that work with the keyboard and pass axe; staying the guide brings back the word form."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import assert_accessible, open_app
from e2e.fit import assert_fits

# Ann guides ZYZZYVA, a word the easy bot does not find before the ten tiles have fallen (the rules are seeded).
LINK = "#/gameover?seats=Ann,bot:easy&rounds=2&first_guide=0&any_word=true&winning_guide_chooses=true&seed=1&delay=0"


def test_a_guide_who_wins_stays_the_guide_by_keyboard(page: Page, site_url: str) -> None:
    open_app(page, site_url, LINK)
    page.get_by_role("textbox", name="Secret word").fill("zyzzyva")
    page.get_by_role("button", name="Hide this word").click()
    heading = page.get_by_role("heading", name="You won the round as the guide. Who is the guide next?")
    expect(heading).to_be_visible()
    stay = page.get_by_role("button", name="Stay the guide")
    expect(page.get_by_role("button", name="Hand the role to Bot 2")).to_be_visible()
    assert_accessible(page, "the winning guide's choice of the next guide")
    assert_fits(page, "the winning guide's choice of the next guide")
    stay.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("textbox", name="Secret word")).to_be_visible()  # round 2: Ann guides again
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("Ann stays the guide.")


def test_a_guide_who_wins_hands_the_role_on(page: Page, site_url: str) -> None:
    open_app(page, site_url, LINK)
    page.get_by_role("textbox", name="Secret word").fill("zyzzyva")
    page.get_by_role("button", name="Hide this word").click()
    page.get_by_role("button", name="Hand the role to Bot 2").click()
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("Ann hands the role of guide to Bot 2.")
    expect(page.get_by_role("heading", name="Your turn: play a card or draw")).to_be_visible()  # Ann guesses now
