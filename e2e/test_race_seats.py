"""Several people acting at once on one device: the shell asks who has it, and the device can be handed on."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from e2e.conftest import open_app


def test_in_a_typed_three_player_game_each_guesser_can_take_the_device(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy&mode=typed&seed=4")
    expect(page.locator('[data-game="stikord"]')).to_have_attribute("data-game-state", "playing")
    curtain = page.get_by_role("dialog")
    draw = page.get_by_role("button", name="Draw a card and roll the special die")
    expect(curtain.or_(draw)).to_be_visible()
    if curtain.count():
        curtain.get_by_role("button", name=re.compile(r"^I am .*: show my screen$")).click()
    draw.click()
    choose = page.get_by_role("button", name=re.compile(r"^Send message 1: "))
    cues = page.get_by_role("form", name="Cue words")
    expect(choose.or_(cues)).to_be_visible()
    if choose.count():
        choose.click()
    letters = page.get_by_role("group", name="Letter dice").get_by_role("img").first.get_attribute("aria-label") or ""
    first = letters.split(": ", 1)[1].split(" or ")[0]
    cues.get_by_role("textbox", name="Cue word 1").fill("ven" if first.startswith("★") else first + "xx")
    cues.get_by_role("button", name="Send cue words").click()
    # Bo, Cy (guessing) and the sender (who may roll again) may all act now: the shell asks who has the device.
    who = page.get_by_role("dialog", name="Who is playing now?")
    expect(who).to_be_visible()
    expect(who.get_by_role("button")).to_have_count(3)
    who.get_by_role("button", name="I am Cy").click()
    expect(page.locator(".race-bar")).to_contain_text("Cy")
    page.get_by_role("form", name="Guess the message").get_by_role("textbox").fill("noget andet")
    page.get_by_role("form", name="Guess the message").get_by_role("button", name="Guess").click()
    expect(page.locator(".sk-guesses")).to_contain_text("Cy")
    page.get_by_role("button", name="Someone else").click()
    who.get_by_role("button", name="I am Bo").click()
    expect(page.locator(".race-bar")).to_contain_text("Bo")
    page.get_by_role("form", name="Guess the message").get_by_role("textbox").fill("helt forkert")
    page.get_by_role("form", name="Guess the message").get_by_role("button", name="Guess").click()
    expect(page.locator(".sk-guesses")).to_contain_text("Bo")
