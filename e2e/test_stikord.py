"""Stikord in Chromium, pass-and-play: games clicked and typed through the curtains, as the people at the table would.

The test plays every seat, so it may read what each person's own screen shows them: the sender reads the card (and
the receiver then types the message as a person holding the card would say it), everyone reads the dice. The card
never shows on anyone else's screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import (
    SAVED_LOG_LENGTH,
    assert_accessible,
    open_app,
    saved_game,
    saved_log_length,
    wait_for_over,
)
from e2e.fit import VIEWPORTS, assert_fits, in_viewport

SHOW_MY_SCREEN = re.compile(r"^I am .*: show my screen$")
# A Danish cue word for each letter of the Danish dice; none is a word of any card, nor shares 4 letters with one.
WORDS = {
    "S": "sur", "K": "kun", "H": "hus", "A": "arm", "N": "nat", "Ø": "øje", "F": "fod", "T": "tal", "M": "mos",
    "E": "elg", "I": "ide", "J": "jod", "Å": "år", "Æ": "ært", "B": "bus", "D": "dug", "G": "gås", "O": "orm",
    "U": "uge", "Y": "yde", "C": "cola", "Z": "zen", "L": "lem", "P": "pil", "R": "ris", "V": "vej", "W": "wok",
}  # fmt: skip
ANY_LETTER = "ven"  # for the free face (★)
WRONG = "forkert"


@dataclass
class Table:
    """What the people at the table know and plan."""

    message: str = ""  # the message being sent, as read on the sender's screen
    curtains: list[str] = field(default_factory=list)
    b_turns: int = 0  # Team B's turns so far (its plan changes with them)
    dice_seen: list[list[str]] = field(default_factory=list)
    log: list[str] = field(default_factory=list)  # every line the log showed
    given: list[str] = field(default_factory=list)  # the cue words given in this turn
    wrong: list[str] = field(default_factory=list)  # the wrong guesses made in this turn
    steals_read: int = 0  # steal screens that showed the whole turn so far
    checked: set[str] = field(default_factory=set)  # the screens axe has checked

    def check(self, page: Page, screen: str) -> None:
        """axe on a kind of screen, the first time it shows."""
        if screen not in self.checked:
            self.checked.add(screen)
            assert_accessible(page, f"stikord: {screen}")


def dice_letters(page: Page) -> list[list[str]]:
    """The letters each letter die offers, read from the dice faces' accessible names ("Letter die 2: I or J")."""
    dice = page.get_by_role("group", name="Letter dice").get_by_role("img")
    letters = []
    for label in [dice.nth(i).get_attribute("aria-label") or "" for i in range(dice.count())]:
        face = label.split(": ", 1)[1]
        letters.append(["★"] if face.startswith("★") else face.split(" or "))
    return letters


def cue_words(dice: list[list[str]], count: int) -> list[str]:
    """``count`` cue words, each starting with a letter of a different die."""
    return [ANY_LETTER if letters == ["★"] else WORDS[letters[0]] for letters in dice[:count]]


def current_team(page: Page) -> str:
    return page.locator(".sk-team[aria-current='true']").get_attribute("aria-label") or ""


def attempt(page: Page) -> int:
    text = page.locator(".sk-attempt-text").inner_text()
    return int(re.search(r"(\d+) of", text).group(1))  # type: ignore[union-attr]


def show_screen(page: Page, table: Table) -> bool:
    """Take the device when a curtain asks (True if there was one)."""
    curtain = page.get_by_role("dialog")
    expect(curtain.or_(page.locator(".sk"))).to_be_visible()
    if not curtain.count():
        return False
    table.curtains.append(curtain.get_attribute("aria-label") or "")
    if curtain.get_attribute("aria-label") == "Who is playing now?":
        # Several people may act (the steals, while the sender may still accept): the first named guesses.
        curtain.get_by_role("button").first.click()
    else:
        curtain.get_by_role("button", name=SHOW_MY_SCREEN).click()
    expect(page.locator(".sk")).to_be_visible()
    return True


def play_typed_turn_step(page: Page, table: Table) -> None:
    """One action on the screen shown. Team A always sends one cue word and is right at once (ET-ET); Team B's
    first turn is a guess the sender accepts, its second three misses (Team A steals), then right on attempt 2."""
    team = current_team(page)
    play = page.locator(".sk-play")
    draw = page.get_by_role("button", name="Draw a card and roll the special die")
    if draw.count():
        if team == "Team B":
            table.b_turns += 1
        table.given, table.wrong = [], []
        draw.click()
        return
    choose = page.get_by_role("button", name=re.compile(r"^Send message 1: "))
    if choose.count():
        choose.click()  # the special die showed ★: the sender picks the first message
        return
    accept = page.get_by_role("button", name=re.compile(r"^Accept “"))
    if team == "Team B" and table.b_turns == 1:
        expect(accept).to_have_count(1 if attempt(page) == 2 else 0)
        if accept.count():
            table.check(page, "accepting a guess")
            accept.click()  # the near miss was right after all: scored on attempt 1
            return
    cue_form = page.get_by_role("form", name="Cue words")
    if cue_form.count():
        table.message = page.locator(".sk-secret-text").inner_text()
        dice = dice_letters(page)
        table.dice_seen.append([letter for letters in dice for letter in letters])
        for i, word in enumerate(cue_words(dice, 1 if team == "Team A" else 2)):
            cue_form.get_by_role("textbox", name=f"Cue word {i + 1}").fill(word)
            table.given.append(word)
        cue_form.get_by_role("button", name="Send cue words").click()
        return
    guess_form = page.get_by_role("form", name="Guess the message")
    if guess_form.count():
        # The card is on nobody's screen but the sender's.
        assert not page.locator(".sk-card").count()
        shown = play.inner_text() + page.locator(".sk-banner").inner_text()
        assert not re.search(rf"\b{re.escape(table.message)}\b", shown, re.IGNORECASE), shown
        stealing = "steal" in guess_form.get_by_role("heading").inner_text()
        table.check(page, "a steal" if stealing else "a typed guess")
        if stealing:
            # The stealing team reads every cue word and every wrong guess of the turn, attempt by attempt.
            so_far = page.get_by_role("list", name="This turn so far")
            for word in table.given:
                expect(so_far.get_by_role("listitem").filter(has_text=re.compile(rf"^{word}$"))).not_to_have_count(0)
            for text in table.wrong:
                expect(so_far).to_contain_text(f"guessed “{text}”: wrong")
            table.steals_read += 1
        if stealing or team == "Team A":
            right = True
        elif table.b_turns == 1:
            right = False  # a near miss, which the sender will accept
        elif table.b_turns == 2:
            right = False  # three misses: the steals
        else:
            right = attempt(page) == 2
        text = table.message.upper() if right else (table.message + "x" if table.b_turns == 1 else WRONG)
        if not right:
            table.wrong.append(text)
        guess_form.get_by_role("textbox", name="Your guess").fill(text)
        guess_form.get_by_role("button", name="Guess").click()
        return
    raise AssertionError(f"nothing to do on this screen: {page.locator('.sk-banner').inner_text()}")


def test_a_typed_two_team_game_in_danish_is_played_to_goal(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy,Di&mode=typed&lang=da&seed=3&delay=0")
    expect(
        page.get_by_role("dialog", name="Pass the device to Ann, Team A's sender: only you may see the card")
    ).to_be_visible()
    table = Table()
    stage = page.locator('[data-game="stikord"]')
    for _ in range(200):
        if stage.get_attribute("data-game-state") == "over":
            break
        if show_screen(page, table):
            continue
        before = saved_log_length(page)
        play_typed_turn_step(page, table)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
        if page.get_by_role("log").count():
            table.log += [line for line in page.get_by_role("log").inner_text().splitlines() if line not in table.log]
    wait_for_over(page, "stikord")
    expect(page.get_by_role("region", name="Result")).to_contain_text("Ann and Cy reached GOAL first.")
    expect(page.get_by_role("article", name="Team A")).to_contain_text("at GOAL")
    expect(page.get_by_role("article", name="Team A")).to_contain_text("ET-ET: 8 squares")
    log = page.get_by_role("log")
    expect(log).to_contain_text("Team A reaches GOAL!")
    # The receivers were handed the device before guessing, the senders before seeing the card; a steal, an accept.
    assert "Pass the device to Cy, Team A's receiver: guess the message" in table.curtains
    assert "Pass the device to Bo, Team B's sender: only you may see the card" in table.curtains
    assert "Pass the device back to Bo, the sender: attempt 2" in table.curtains
    # The steal: Team A's guessers and Team B's sender (who may still accept the third guess) may act, so the
    # shell asks who has the device.
    assert "Who is playing now?" in table.curtains
    assert table.steals_read >= 1
    assert table.b_turns >= 3
    assert len(table.dice_seen) >= 8 and all(len(d) >= 4 for d in table.dice_seen)
    # Why each team moved, as the log said it along the way.
    said = "\n".join(table.log)
    assert "Bo accepts Di's guess" in said
    assert "Team B — right on the first attempt: 4 squares" in said
    assert "Team A — stolen: 2 squares" in said
    assert "Team B — right on the second attempt: 3 squares" in said
    assert "Team A — ET-ET: 8 squares (START → 8)" in said
    assert "→ GOAL)" in said


def test_a_refused_cue_word_shows_its_reason_in_place_and_the_sand_runs_on_behind_the_curtain(
    page: Page, site_url: str
) -> None:
    page.clock.install()  # the browser clock drives the sand timer (120 seconds)
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy,Di&mode=typed&lang=da&seed=3&delay=0")
    page.get_by_role("button", name=SHOW_MY_SCREEN).click()
    page.get_by_role("button", name="Draw a card and roll the special die").click()
    form = page.get_by_role("form", name="Cue words")
    expect(form).to_be_visible()
    message = page.locator(".sk-secret-text").inner_text()
    longest = max(re.findall(r"\w+", message), key=len)
    assert len(longest) >= 4, message
    dice = dice_letters(page)
    letter = "S" if dice[0] == ["★"] else dice[0][0]
    box = form.get_by_role("textbox", name="Cue word 1")
    error = form.locator(".form-error")
    # A word that shares four letters with the message is refused, and the reason names the word of the message.
    cue = letter.lower() + longest[-4:].lower()
    box.fill(cue)
    form.get_by_role("button", name="Send cue words").click()
    expect(error).to_contain_text(f"“{cue}” is not allowed")
    expect(error).to_contain_text(f"with {longest.upper()}, a word of the message")
    # Two words from one die are refused too; nothing was sent, the timer still runs.
    form.get_by_role("textbox", name="Cue word 2").fill(WORDS.get(dice[0][0], ANY_LETTER))
    box.fill(WORDS.get(dice[0][0], ANY_LETTER))
    form.get_by_role("button", name="Send cue words").click()
    expect(error).to_have_text("Each cue word must start with a letter of a different die.")
    assert_accessible(page, "stikord: a refused cue word")
    expect(page.get_by_role("timer")).to_be_visible()
    assert saved_log_length(page) == 1
    # A right one goes through, 30 seconds on: the curtain for the receiver.
    page.clock.fast_forward(30_000)
    expect(page.get_by_role("timer")).to_have_attribute("aria-label", re.compile(r"Sand timer: (8\d|90) seconds left"))
    form.get_by_role("textbox", name="Cue word 2").fill("")
    box.fill(cue_words(dice, 1)[0])
    form.get_by_role("button", name="Send cue words").click()
    expect(
        page.get_by_role("dialog", name="Pass the device to Cy, Team A's receiver: guess the message")
    ).to_be_visible()
    # Cy never takes the device: the same sand runs out behind the curtain, and Team B may steal.
    page.clock.fast_forward(91_000)
    expect(page.get_by_role("dialog", name="Who is playing now?")).to_be_visible()
    log = saved_game(page)["saved"]["log"]  # type: ignore[index]
    assert log[-1] == [2, {"type": "time_up"}], log


def test_teams_are_chosen_with_buttons_and_a_refused_choice_keeps_the_other_options(page: Page, site_url: str) -> None:
    """Six players: each row offers Team A, B and C (three teams of two fit); four in one team is refused, and the
    setup shows again with every choice as it was; then three teams of two start a game with exactly those teams."""
    open_app(page, site_url, "#/stikord")
    page.get_by_role("button", name="Add a player").click()
    page.get_by_role("button", name="Add a player").click()
    expect(page.get_by_role("textbox", name=re.compile("Teams"))).to_have_count(0)
    page.get_by_label("Cue words and guesses").select_option(label="typed and checked by the app")
    page.get_by_label("Sand timer").select_option(label="60 seconds")

    def choose(teams: str) -> None:
        for n, letter in enumerate(teams, 1):
            row = page.get_by_role("group", name=f"Team of player {n}")
            expect(row.get_by_role("button")).to_have_text(["Team A", "Team B", "Team C"])
            row.get_by_role("button", name=f"Team {letter}").click()
            expect(row.get_by_role("button", name=f"Team {letter}")).to_have_attribute("aria-pressed", "true")

    choose("AAAABB")
    page.get_by_role("button", name="Start game").click()
    expect(page.locator(".toast")).to_contain_text("2 to 4 teams of 2 or 3 players")
    expect(page.get_by_role("button", name="Start game")).to_be_visible()
    assert page.evaluate("location.hash") == "#/stikord"
    for n, letter in enumerate("AAAABB", 1):
        row = page.get_by_role("group", name=f"Team of player {n}")
        expect(row.get_by_role("button", name=f"Team {letter}")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_label("Cue words and guesses")).to_have_value('"typed"')
    expect(page.get_by_label("Sand timer")).to_have_value("60")

    choose("AABBCC")
    page.get_by_role("button", name="Start game").click()
    stage = page.locator('[data-game="stikord"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    options = saved_game(page)["saved"]["options"]  # type: ignore[index]
    assert (options["teams"], options["mode"], options["timer"]) == ("AABBCC", "typed", 60)
    page.get_by_role("button", name=SHOW_MY_SCREEN).click()
    teams = {"A": ["Player 1", "Player 2"], "B": ["Player 3", "Player 4"], "C": ["Player 5", "Player 6"]}
    for letter, members in teams.items():
        expect(page.get_by_role("article", name=f"Team {letter}").locator(".sk-members li")).to_have_text(
            [re.compile(f"^{name}") for name in members]
        )


def draw_a_card(page: Page) -> None:
    """The sender draws; on a ★ the first message is chosen."""
    page.get_by_role("button", name="Draw a card and roll the special die").click()
    choose = page.get_by_role("button", name=re.compile(r"^Send message 1: "))
    expect(choose.or_(page.get_by_role("timer"))).to_be_visible()
    if choose.count():
        choose.click()
    expect(page.get_by_role("timer")).to_be_visible()


def spoken_step(page: Page, plan: list[int | None]) -> None:
    """The sender's action on a spoken screen: draw, the first message on a ★, cue words, a verdict from the plan:
    plan[0] is the team (or player) index right in a free-for-all or 3-player game; None: nobody yet."""
    draw = page.get_by_role("button", name="Draw a card and roll the special die")
    if draw.count():
        draw.click()
        return
    choose = page.get_by_role("button", name=re.compile(r"^Send message 1: "))
    if choose.count():
        choose.click()
        return
    given = page.get_by_role("group", name="Cue words given")
    if given.count():
        given.get_by_role("button", name="2 words").click()
        return
    raise AssertionError(f"nothing to do on this screen: {page.locator('.sk-banner').inner_text()}")


def test_a_three_player_spoken_game_is_played_to_the_end(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy&lang=da&seed=18&delay=0")
    stage = page.locator('[data-game="stikord"]')
    table = Table()
    expect(
        page.get_by_role("dialog", name="Pass the device to Cy, the sender: only you may see the card")
    ).to_be_visible()
    for _ in range(120):
        if stage.get_attribute("data-game-state") == "over":
            break
        if show_screen(page, table):
            continue
        before = saved_log_length(page)
        winners = page.get_by_role("group", name="Who guessed right?")
        if winners.count():
            # Cy guesses it whenever Cy is not sending; Bo guesses Cy's messages.
            sender = page.locator(".sk-me").inner_text().split(":")[0]
            name = "Bo" if sender == "Cy" else "Cy"
            assert winners.get_by_role("button", name=f"{sender} was right").count() == 0
            table.check(page, "the 3-player race")
            winners.get_by_role("button", name=f"{name} was right").click()
        else:
            spoken_step(page, [])
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    wait_for_over(page, "stikord")
    expect(page.get_by_role("region", name="Result")).to_contain_text("Cy reached GOAL first.")
    expect(page.get_by_role("article", name="Cy")).to_contain_text("at GOAL")
    expect(page.get_by_role("log")).to_contain_text("Cy — right guess, and the special die says")
    # No free-for-all and no star squares on the 3-player board; the senders took turns.
    expect(page.locator(".sk-square.ffa, .sk-square.star")).to_have_count(0)
    assert {"Ann", "Bo", "Cy"} <= {re.search(r"to (\w+),", c).group(1) for c in table.curtains}  # type: ignore[union-attr]


def test_a_free_for_all_is_reached_and_played(page: Page, site_url: str) -> None:
    page.clock.install()  # the browser clock drives the sand timer; the test lets it run out once
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy,Di&lang=da&seed=5&delay=0&timer=60")
    stage = page.locator('[data-game="stikord"]')
    table = Table()
    # The first team: right on attempt 3 (2 squares); the second: right on attempt 1 (4, not ET-ET with 2 words);
    # the first again: right on attempt 2 (3): square 5, a free-for-all square.
    plans = [[False, False, True], [True], [False, True]]
    turn = -1
    first_team = ""
    expect(stage).to_have_attribute("data-game-state", "playing")
    while turn < len(plans):
        if show_screen(page, table):
            continue
        before = saved_log_length(page)
        judge = page.get_by_role("group", name="Judge the guess")
        if page.get_by_role("button", name="Draw a card and roll the special die").count():
            turn += 1
            first_team = first_team or current_team(page)
            if turn == len(plans):
                break
        if judge.count():
            right = plans[turn][attempt(page) - 1]
            judge.get_by_role("button", name="Right" if right else "Wrong").click()
        else:
            spoken_step(page, [])
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    other_team = "Team B" if first_team == "Team A" else "Team A"
    expect(page.get_by_role("article", name=first_team)).to_contain_text("square 5")
    expect(page.locator(".sk-banner")).to_contain_text("Free-for-all")
    expect(page.get_by_role("log")).to_contain_text("landed on a free-for-all square")
    assert current_team(page) == first_team  # the extra turn is the same team's
    # The free-for-all: the sender's own receiver guesses wrong (nobody yet), the dice are rolled again at no cost,
    # and then the other team is right first: 4 squares to it.
    draw_a_card(page)
    page.get_by_role("group", name="Cue words given").get_by_role("button", name="3 words").click()
    winners = page.get_by_role("group", name="Who guessed right?")
    expect(winners.get_by_role("button")).to_have_text(["Team A was right", "Team B was right", "Nobody yet"])
    assert_accessible(page, "stikord: a free-for-all")
    winners.get_by_role("button", name="Nobody yet").click()
    expect(page.locator(".sk-attempt-text")).to_have_text("Attempt 2 of 3")
    page.get_by_role("group", name="Cue words given").get_by_role("button", name="1 word").click()
    page.get_by_role("group", name="Who guessed right?").get_by_role("button", name=f"{other_team} was right").click()
    # Play goes on with the other team (a curtain for its sender).
    expect(page.get_by_role("dialog", name=re.compile(f"{other_team}'s sender: only you"))).to_be_visible()
    show_screen(page, table)
    expect(page.get_by_role("log")).to_contain_text(f"{other_team} — free-for-all, another team's message: 4 squares")
    expect(page.get_by_role("article", name=other_team)).to_contain_text("square 8")
    # Its sand runs out: the steal, judged wrong by the sender.
    assert current_team(page) == other_team
    draw_a_card(page)
    expect(page.get_by_role("timer")).to_have_attribute("aria-label", re.compile(r"Sand timer: \d+ seconds left"))
    page.clock.fast_forward(61_000)
    expect(page.get_by_role("log")).to_contain_text("The sand has run out.")
    judge = page.get_by_role("group", name="Judge the guess")
    expect(judge).to_contain_text(f"{first_team} guesses once: was it right?")
    judge.get_by_role("button", name="Wrong").click()
    expect(page.get_by_role("dialog", name=re.compile(f"{first_team}'s sender: only you"))).to_be_visible()
    show_screen(page, table)
    expect(page.get_by_role("log")).to_contain_text("Nobody guessed it.")
    assert any("sender in the free-for-all: only you may see the card" in c for c in table.curtains), table.curtains


# ----- the keyboard alone ---------------------------------------------------------------------------------------------
LABEL = "(el.getAttribute('aria-label') || el.textContent || '').trim()"
FREE_FOR_ALL_SQUARES = {5, 11, 17, 23, 29, 35}
STAR_SQUARES = {37, 38, 39, 40}


def focused_is(page: Page, predicate: str) -> bool:
    """Whether the focused element ``el`` satisfies a JavaScript expression."""
    return page.evaluate(
        f"() => {{ const el = document.activeElement; return !!el && el !== document.body && ({predicate}); }}"
    )


def tab_to(page: Page, label: str, presses: int = 80) -> None:
    """Press Tab until the focused control's accessible name starts with ``label`` (the page's tab order)."""
    for _ in range(presses):
        if focused_is(page, f"{LABEL}.startsWith({label!r})"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {label!r}")


def square_of(page: Page, team: str) -> int:
    """A team's square, from its panel ("square 12", "at START")."""
    text = page.get_by_role("article", name=team).locator(".sk-position").inner_text()
    found = re.search(r"\d+", text)
    return int(found.group()) if found else 0


@dataclass
class KeyboardPlan:
    """Team A always scores as much as it can without landing on a free-for-all square (ET-ET, or 4 with two cue
    words, or 3 on the second attempt); Team B misses three times and Team A steals its first message, is right on
    the second attempt in its second turn, and after that misses and nobody steals."""

    b_turns: int = 0
    a_words: int = 1
    a_right_on: int = 1
    screens: set[str] = field(default_factory=set)

    def plan_a(self, square: int) -> None:
        def lands(squares: int) -> int:
            return 41 if square in STAR_SQUARES and squares == 8 else min(square + squares, 40)

        if square in STAR_SQUARES or lands(8) not in FREE_FOR_ALL_SQUARES:
            self.a_words, self.a_right_on = 1, 1
        elif lands(4) not in FREE_FOR_ALL_SQUARES:
            self.a_words, self.a_right_on = 2, 1
        else:
            self.a_words, self.a_right_on = 2, 2


def keyboard_step(page: Page, plan: KeyboardPlan) -> None:
    """The sender's action on a spoken screen, with Tab, Enter and Space only."""
    team = current_team(page)
    if page.get_by_role("button", name="Draw a card and roll the special die").count():
        if team == "Team B":
            plan.b_turns += 1
        else:
            plan.plan_a(square_of(page, "Team A"))
        # The focus is already on the one control there is.
        expect(page.get_by_role("button", name="Draw a card and roll the special die")).to_be_focused()
        page.keyboard.press("Enter")
        return
    if page.get_by_role("button", name=re.compile(r"^Send message 1: ")).count():
        see(page, plan, "choose")
        tab_to(page, "Send message 1: ")  # never the bonus message: it would add 2 squares
        page.keyboard.press("Space")
        return
    if page.get_by_role("group", name="Cue words given").count():
        see(page, plan, "cues")
        words = plan.a_words if team == "Team A" and attempt(page) == 1 else 2
        tab_to(page, f"{words} word")
        page.keyboard.press("Enter")
        return
    judge = page.get_by_role("group", name="Judge the guess")
    if judge.count():
        stealing = "guesses once" in judge.get_by_role("heading").inner_text()
        see(page, plan, "steal" if stealing else "judge")
        if stealing:
            right = plan.b_turns == 1
        elif team == "Team A":
            right = attempt(page) == plan.a_right_on
        else:
            right = plan.b_turns == 2 and attempt(page) == 2
        expect(judge.get_by_role("button", name="Right")).to_be_focused()
        if not right:
            page.keyboard.press("Tab")
            expect(judge.get_by_role("button", name="Wrong")).to_be_focused()
        page.keyboard.press("Enter")
        return
    raise AssertionError(f"nothing to do on this screen: {page.locator('.sk-banner').inner_text()}")


def see(page: Page, plan: KeyboardPlan, screen: str) -> None:
    """axe on each kind of screen, the first time it shows."""
    if screen not in plan.screens:
        plan.screens.add(screen)
        assert_accessible(page, f"stikord: {screen}")


def test_stikord_is_playable_with_the_keyboard_alone(page: Page, site_url: str) -> None:
    """A spoken two-team game to GOAL with Tab, Enter and Space only: ET-ETs, a miss, a steal, a score on
    the second attempt; the sand timer never runs out."""
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy,Di&seed=3&delay=0&timer=180")
    stage = page.locator('[data-game="stikord"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    plan = KeyboardPlan()
    curtains = 0
    lines: list[str] = []
    for _ in range(150):
        if stage.get_attribute("data-game-state") == "over":
            break
        curtain = page.get_by_role("dialog")
        expect(curtain.or_(page.locator(".sk"))).to_be_visible()
        if curtain.count():
            # The curtain is what needs attention: its button has the focus.
            expect(curtain.get_by_role("button", name=SHOW_MY_SCREEN)).to_be_focused()
            page.keyboard.press("Space" if curtains % 2 else "Enter")
            curtains += 1
            expect(page.locator(".sk")).to_be_visible()
            continue
        before = saved_log_length(page)
        keyboard_step(page, plan)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
        if page.get_by_role("log").count():
            lines += [line for line in page.get_by_role("log").inner_text().splitlines() if line not in lines]
    wait_for_over(page, "stikord")
    result = page.get_by_role("region", name="Result")
    expect(result).to_contain_text("Ann and Cy reached GOAL first.")
    expect(result.get_by_role("heading", level=2)).to_be_focused()  # the result is what needs attention
    log = page.get_by_role("log")
    expect(log).to_contain_text("Team A reaches GOAL!")
    said = "\n".join(lines)
    assert "Team A — stolen: 2 squares" in said
    assert "Team B — right on the second attempt: 3 squares" in said
    assert "Team A — ET-ET: 8 squares" in said
    assert "The sand has run out." not in said
    assert curtains >= 6 and {"cues", "judge", "steal"} <= plan.screens
    assert_accessible(page, "the result of stikord")
    # And a new game, by keyboard too.
    tab_to(page, "Play again")
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name=re.compile(r"sender: only you may see the card"))).to_be_visible()


def test_how_to_play_explains_the_game_with_pictures(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/stikord/rules")
    rules = page.locator("article.rules")
    expect(rules.get_by_role("heading", level=1)).to_have_text("How to play Stikord")
    for heading in ["The goal", "A turn, step by step", "Scoring", "Free-for-all squares (F)", "The 3-player game"]:
        expect(rules.get_by_role("heading", name=heading)).to_be_visible()
    expect(rules).to_contain_text("ET-ET (Danish for “one-one”)")
    expect(rules).to_contain_text("such as “ET-ET: 8 squares”")  # worded by the same message as the game's panel
    # Three pictures: the dice, a card with its five messages, the end of the board.
    expect(rules.locator("figure")).to_have_count(3)
    expect(rules.locator(".sk-howto-card li")).to_have_count(5)
    expect(rules.locator("figure svg text").filter(has_text="N/O")).to_have_count(1)
    expect(rules.locator("figure svg text").filter(has_text="GOAL")).to_have_count(1)
    assert_accessible(page, "how to play stikord")


# ----- fit ------------------------------------------------------------------------------------------------------------
# Each token on the board and what it covers of its square's number (or START, GOAL) and mark (F, ★).
COVERED = """() => [...document.querySelectorAll(".sk-board .sk-token")].flatMap((token) => {
  const t = token.getBoundingClientRect();
  const square = token.closest(".sk-square");
  return [...square.querySelectorAll(".sk-square-name, .sk-mark")]
    .map((label) => label.getBoundingClientRect())
    .filter((l) => l.left < t.right - 1 && t.left < l.right - 1 && l.top < t.bottom - 1 && t.top < l.bottom - 1)
    .map(() => `${token.textContent} on ${square.getAttribute("aria-label")}`);
})"""


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_each_screen_fits_with_the_prompt_the_control_and_the_latest_moves_in_sight(
    page: Page, site_url: str, size: str
) -> None:
    """The first steps of a typed game at each screen size (curtains, drawing, the card and the cue words, guessing):
    no sideways scroll, no small control, and as the page stands, what the table waits for, the control that has the
    focus and the latest moves, together."""
    page.set_viewport_size(VIEWPORTS[size])
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy,Di&mode=typed&lang=da&seed=3&delay=0")
    table = Table()
    screens = set()
    for _ in range(14):
        if show_screen(page, table):
            continue
        control = page.locator(".sk-play :focus")
        expect(control).to_have_count(1)
        screen = control.get_attribute("aria-label") or control.inner_text()
        screens.add(re.sub(r"\d.*", "", screen))
        assert_fits(page, f"stikord at {size}: {screen}")
        for name, part in {
            "prompt": page.locator(".sk-step"),
            "focused control": control,
            "latest moves": page.get_by_role("list", name="Latest moves"),
        }.items():
            assert in_viewport(part), f"stikord at {size}, {screen}: the {name} is out of sight"
        form = page.locator(".sk-controls form")
        if form.count():
            assert in_viewport(form.locator("button[type=submit]")), f"stikord at {size}: {screen}'s button"
        # A token never covers its square's number or mark (the tokens start together on START, one walks on).
        assert page.locator(".sk-board .sk-token").count() >= 2
        assert not page.evaluate(COVERED), f"stikord at {size}: {page.evaluate(COVERED)}"
        before = saved_log_length(page)
        play_typed_turn_step(page, table)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    assert {"Draw a card and roll the special die", "Cue word ", "Your guess"} <= screens, screens


# ----- motion ---------------------------------------------------------------------------------------------------------
# The dice's CSS animations, and the tokens' walks (Web Animations on a token), as they start.
RECORD_MOTION = """window.motion = [];
document.addEventListener("animationstart", (e) => motion.push(e.animationName));
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  if (this.classList.contains("sk-token")) motion.push(`walk ${this.dataset.team}`);
  return animate.apply(this, args);
};"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_dice_roll_and_a_token_walks_unless_motion_is_unwelcome(page: Page, site_url: str, motion: str) -> None:
    page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
    page.add_init_script(RECORD_MOTION)
    open_app(page, site_url, "#/stikord?seats=Ann,Bo,Cy,Di&mode=typed&lang=da&seed=3&delay=0")
    table = Table()
    for _ in range(20):  # Team A's first turn: right at once, so its token moves
        if show_screen(page, table):
            continue
        if page.locator(".sk-log li.moved").count():
            break
        before = saved_log_length(page)
        play_typed_turn_step(page, table)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    expect(page.locator(".sk-log li.moved")).to_contain_text("Team A")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    moved = page.evaluate("window.motion")
    if motion == "reduce":
        assert not [m for m in moved if m == "sk-roll" or m.startswith("walk")], moved
    else:
        assert "sk-roll" in moved and "walk 0" in moved, moved
