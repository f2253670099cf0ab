"""Intercept with computer seats (issue 43), in Chromium: the people at the table play their own seats only, the
computers play the others from their views; the curtains hand the device to people only, and each person's screen
shows what the computers did (their clues, their guesses). One language per layout, and one person with three
computers to the end in each of the five languages."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from e2e.conftest import SAVED_LOG_LENGTH, open_app, saved_log_length, wait_for_over
from e2e.test_intercept import tap_and_read

ROOT = Path(__file__).resolve().parent.parent
CLUE_WORDS = ("alpha", "bravo", "tango")  # in no keyword list: never refused as a keyword
ROUND_LETTERS = " abcdefgh"  # a clue names its round with a letter (a digit could be the digit it stands for)


@dataclass
class Seen:
    """What the people saw: the curtains' labels, the clues they were asked to guess, the reveals they read."""

    curtains: list[str] = field(default_factory=list)
    guessed_clues: list[str] = field(default_factory=list)
    reveals: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    round: int = 1


def keyword_list(language: str) -> set[str]:
    lines = (ROOT / "pygames" / "intercept" / "data" / "words" / f"{language}.txt").read_text(encoding="utf-8")
    return {w.strip().lower() for w in lines.splitlines() if w.strip() and not w.startswith("#")}


def play(page: Page, seen: Seen, until_round: int | None = None, max_steps: int = 120) -> None:
    """Plays the people's seats (whoever the curtain names) until the game is over, or round ``until_round`` starts."""
    stage = page.locator('[data-game="intercept"]')
    curtain = page.get_by_role("dialog")
    clues = page.get_by_role("form", name="Your clues")
    decode = page.get_by_role("form", name="Decode")
    intercept = page.get_by_role("form", name="Intercept")
    keywords = page.get_by_role("form", name="Keyword guesses")
    near = page.get_by_role("form", name="Near misses")
    held = page.get_by_role("button", name="Continue")
    over = page.locator('[data-game="intercept"][data-game-state="over"]')
    for _ in range(max_steps):
        expect(
            curtain.or_(clues).or_(decode).or_(intercept).or_(keywords).or_(near).or_(held).or_(over).first
        ).to_be_visible()
        if stage.get_attribute("data-game-state") == "over":
            return
        title = page.locator(".ic-round-title")
        if title.count():
            seen.round = int(re.search(r"(\d+)", title.inner_text()).group(1))  # type: ignore[union-attr]
            if until_round is not None and seen.round >= until_round:
                return
        before = saved_log_length(page)
        if curtain.count():
            seen.curtains.append(curtain.get_attribute("aria-label") or "")
            curtain.get_by_role("button", name=re.compile(r"^I am .*: show my screen$")).click()
            expect(curtain).to_have_count(0)
            continue
        if held.count():
            shown = page.locator("body").inner_text()
            seen.reveals.append(shown)
            held.click()
            # With no pause between computer moves, the next outcome may hold the table at once: wait for a change.
            expect(page.locator("body")).not_to_have_text(shown)
            continue
        if clues.count():
            if not seen.keywords:
                team = re.search(r"Team (\w+)", clues.get_by_role("heading").inner_text()).group(1)  # type: ignore[union-attr]
                text = tap_and_read(page, "your keywords", f"Team {team}'s keywords")
                seen.keywords = [w.strip().lower() for w in text.splitlines() if w.strip() and not w.strip().isdigit()]
            for i, word in enumerate(CLUE_WORDS):
                clues.get_by_role("textbox", name=f"Clue {i + 1}").fill(f"{word} {ROUND_LETTERS[seen.round]}")
            clues.get_by_role("button", name="Send clues").click()
        elif decode.count() or intercept.count():
            form = decode if decode.count() else intercept
            shown = form.all_inner_texts()  # now, without waiting: the form may go at any moment (send_a_guess)
            if not shown or not send_a_guess(form):
                continue  # a computer teammate entered the team's guess first
            seen.guessed_clues.append(shown[0])
        elif keywords.count():
            keywords.get_by_role("button", name="Send keyword guesses").click()
        elif near.count():
            near.get_by_role("button", name="Confirm").click()
        # A move is saved, or it ended the game (a finished game's save is forgotten).
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before} || !!document.querySelector('[data-game-state=over]')")
    raise AssertionError("the game did not get there")


# How long a click in a guess form may wait before the test looks whether the form is still there.
FORM_CLICK_MS = 5_000
FORM_CLICK_ATTEMPTS = 12  # a minute in all, as a plain click would wait


def send_a_guess(form: Locator) -> bool:
    """Guesses 1-2-3 in a decode or intercept form and sends it; False if the form went first: a computer teammate,
    free that round, enters the team's interception at once, and may do so while the person is at it."""
    controls = [
        form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}") for i, digit in enumerate((1, 2, 3))
    ]
    for control in [*controls, form.get_by_role("button", name=re.compile("Send our"))]:
        for attempt in range(FORM_CLICK_ATTEMPTS):
            try:
                control.click(timeout=FORM_CLICK_MS)
                break
            except PlaywrightTimeoutError:
                if not form.count():
                    return False
                if attempt == FORM_CLICK_ATTEMPTS - 1:
                    raise
    return True


def assert_people_only(seen: Seen, people: set[str]) -> None:
    """Every curtain hands the device to one of the people, never to a computer."""
    assert seen.curtains
    for label in seen.curtains:
        named = re.search(r"Pass the device to .*?(\w+)(?::|$)", label)
        assert named and named.group(1) in people and "Bot" not in label, label


@pytest.mark.parametrize("language", ["da", "en", "fi", "it", "sv"])
def test_one_person_with_three_computers_plays_to_the_end_on_a_phone(page: Page, site_url: str, language: str) -> None:
    # Ann and Bot 3 are White, Bot 2 and Bot 4 Black: Ann's teammate and the other team are computers.
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, f"#/intercept?seats=Ann,bot:easy,bot:easy,bot:easy&seed=4&delay=0&lang={language}")
    seen = Seen()
    play(page, seen)
    wait_for_over(page, "intercept")
    assert_people_only(seen, {"Ann"})
    assert set(seen.keywords) <= keyword_list(language) and len(seen.keywords) == 4
    # Round 2: Ann decodes her computer teammate's clues, shown with their giver (her teammate, free that round, enters
    # the team's interception at once).
    assert any("Bot 3 gave these clues in round 2" in text for text in seen.guessed_clues), seen.guessed_clues
    # The computers' guesses are on Ann's screen as the codes are revealed.
    assert any(re.search(r"Black guessed \d-\d-\d: right", text) for text in seen.reveals), seen.reveals
    page.get_by_role("button", name="Log").click()
    expect(page.get_by_role("list", name="What happened")).to_contain_text("Bot 2 entered Black's guess")


def test_two_people_against_a_computer_team(page: Page, site_url: str) -> None:
    # Ann and Bo are White; Black is two computers.
    open_app(page, site_url, "#/intercept?seats=Ann,bot:normal,Bo,bot:hard&seed=6&delay=0&lang=it")
    seen = Seen()
    play(page, seen, until_round=3)
    assert_people_only(seen, {"Ann", "Bo"})
    assert "Pass the device to Team White's encryptor, Ann" in seen.curtains
    # The device goes between Ann and Bo only (who already holds it goes on without a curtain).
    assert "Pass the device to Team White, Bo: decode your encryptor's code" in seen.curtains
    assert any("Bot 4 gave these clues in round 2" in text for text in seen.guessed_clues), seen.guessed_clues
    assert set(seen.keywords) <= keyword_list("it")


def test_three_player_variant_with_a_computer_interceptor(page: Page, site_url: str) -> None:
    # Seat 0 intercepts alone (a computer); Ann and Bo encrypt and decode for White.
    open_app(page, site_url, "#/intercept?seats=bot:hard,Ann,Bo&seed=2&delay=0&lang=sv")
    seen = Seen()
    play(page, seen, until_round=3)
    assert_people_only(seen, {"Ann", "Bo"})
    assert not any("interceptor" in label for label in seen.curtains)
    # The computer interceptor's guess at round 2's code is shown when the code is revealed.
    assert any(re.search(r"The interceptor guessed|intercept", text) for text in seen.reveals), seen.reveals
    assert set(seen.keywords) <= keyword_list("sv")
