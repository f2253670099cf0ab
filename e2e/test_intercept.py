"""Intercept in Chromium, pass-and-play: whole games typed and clicked through the curtains to the end.

The test plays every seat, so it may read what each person's own screen shows them (the encryptor taps the code card
open to read it) and nothing else: the other team's keywords never appear on a team's screen.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import SAVED_LOG_LENGTH, assert_accessible, open_app, saved_log_length, wait_for_over
from e2e.fit import VIEWPORTS, assert_fits, in_viewport

CLUE_WORDS = ("alpha", "bravo", "tango")  # not in the keyword lists, so never refused as a keyword
# Clues name their round with a letter: a digit could be the very digit the clue stands for, which is refused.
ROUND_LETTERS = " abcdefgh"


@dataclass
class Table:
    """What the people at the table know: each encryptor's code as read on their own screen, and the plan."""

    intercepts_right: set[str]  # the teams whose interceptions are right (the test reads the code like a spy would)
    misreads: set[str] = field(default_factory=set)  # the teams that misread their own encryptor's code
    # the tie-break: each team's four guesses at the other team's keywords, made from that team's keywords
    keyword_guesses: dict[str, Callable[[list[str]], list[str]]] = field(default_factory=dict)
    accepts: dict[str, bool] = field(default_factory=dict)  # whether a team accepts the near misses it is shown
    codes: dict[str, list[int]] = field(default_factory=dict)
    keywords: dict[str, list[str]] = field(default_factory=dict)
    curtains: list[str] = field(default_factory=list)
    timer_round: int | None = None  # the round whose second encryptor lets the clock run out
    checked: set[str] = field(default_factory=set)  # the screens axe-core has checked once (per form, round 1 or later)


FORMS = ("Your clues", "Decode", "Intercept", "Keyword guesses", "Near misses")


def check_each_screen_once(page: Page, table: Table) -> None:
    """axe-core on each kind of screen once: clue entry, decoding, intercepting, the tie-break's two, with reveals."""
    for name in FORMS:
        if page.get_by_role("form", name=name).count():
            kind = f"{name} ({'with reveals' if page.locator('.ic-reveals').count() else 'first'})"
            if kind not in table.checked:
                table.checked.add(kind)
                # A reveal card flips in: check the screen as it stands, not half-way through the flip.
                page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running')")
                assert_accessible(page, f"intercept: {kind}")


def the_log(page: Page) -> Locator:
    """The whole game's log, behind the Log button."""
    return page.get_by_role("list", name="What happened")


def round_number(page: Page) -> int:
    title = page.locator(".ic-round-title").inner_text()
    return int(re.search(r"[Rr]ound (\d+)", title).group(1))  # type: ignore[union-attr]


def tap_and_read(page: Page, button_name: str, what: str) -> str:
    """Tap a secret's button, read what it shows, tap again: it is gone again."""
    button = page.get_by_role("button", name=f"Show {button_name}")
    button.click()
    shown = (
        page.get_by_role("img", name=re.compile(what)) if what == "Your code" else page.get_by_role("list", name=what)
    )
    expect(shown).to_be_visible()
    text = shown.get_attribute("aria-label") if what == "Your code" else shown.inner_text()
    page.get_by_role("button", name=f"Hide {button_name}").click()
    expect(shown).to_have_count(0)
    return text or ""


def read_keywords(page: Page, team: str, table: Table) -> None:
    text = tap_and_read(page, "your keywords", f"Team {team}'s keywords")
    words = [w.strip().lower() for w in text.splitlines() if w.strip() and not w.strip().isdigit()]
    assert len(words) == 4, words
    table.keywords.setdefault(team, words)
    assert table.keywords[team] == words


def assert_no_foreign_keywords(page: Page, team: str, table: Table) -> None:
    other = "Black" if team == "White" else "White"
    text = page.locator(".ic").inner_text().lower()
    for word in table.keywords.get(other, []):
        assert not re.search(rf"\b{re.escape(word)}\b", text), f"{other}'s keyword {word!r} is on {team}'s screen"


def seconds_left(page: Page) -> int:
    label = page.get_by_role("timer").get_attribute("aria-label") or ""
    return int(re.search(r"(\d+) seconds? left", label).group(1))  # type: ignore[union-attr]


def write_clues(page: Page, table: Table) -> None:
    form = page.get_by_role("form", name="Your clues")
    team = re.search(r"Team (\w+)", form.get_by_role("heading").inner_text()).group(1)  # type: ignore[union-attr]
    read_keywords(page, team, table)
    code_label = tap_and_read(page, "your code", "Your code")
    code = [int(d) for d in re.findall(r"\d", code_label)]
    table.codes[team] = code
    number = round_number(page)
    if number == 1 and team == "White":
        # A clue that is one of the team's own keywords is refused, with the reason on screen.
        page.get_by_role("textbox", name="Clue 1").fill(table.keywords[team][0].upper())
        page.get_by_role("textbox", name="Clue 2").fill("bravo")
        page.get_by_role("textbox", name="Clue 3").fill("tango")
        page.get_by_role("button", name="Send clues").click()
        expect(form.locator(".form-error")).to_contain_text("uses your keyword")
    clues = [f"{word} {team.lower()} {ROUND_LETTERS[number]}" for word in CLUE_WORDS]
    if table.timer_round == number and page.get_by_role("timer").count():
        # The late encryptor writes one clue, then their time runs out: the rest is recorded as blank.
        page.get_by_role("textbox", name="Clue 1").fill(clues[0])
        page.clock.fast_forward((seconds_left(page) + 1) * 1000)
        return
    for i, clue in enumerate(clues):
        page.get_by_role("textbox", name=f"Clue {i + 1}").fill(clue)
    page.get_by_role("button", name="Send clues").click()


def enter_guess(page: Page, table: Table, decode: bool) -> None:
    form = page.get_by_role("form", name="Decode" if decode else "Intercept")
    heading = form.get_by_role("heading").inner_text()
    whose = re.search(r"(White|Black)'s code", heading).group(1)  # type: ignore[union-attr]
    me = page.locator(".ic-me").inner_text()  # "Cy: you play for Team White", "Ann: you are White's encryptor…"
    team = re.search(r"White|Black", me)
    side = team.group(0) if team and "interceptor" not in me else "Interceptor"
    if side != "Interceptor":
        read_keywords(page, side, table)
        assert_no_foreign_keywords(page, side, table)
    code = table.codes[whose]
    if (not decode and side not in table.intercepts_right) or (decode and side in table.misreads):
        code = list(reversed(code))  # a wrong guess: reversed is always another code
    send = form.get_by_role("button", name=re.compile("Send our"))
    expect(send).to_be_disabled()
    for i, digit in enumerate(code):
        form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}").click()
    expect(form.locator(".ic-guess-summary")).to_have_text(f"Your guess: {'-'.join(map(str, code))}")
    send.click()


def my_team(page: Page) -> str:
    return re.search(r"Team (White|Black)", page.locator(".ic-me").inner_text()).group(1)  # type: ignore[union-attr]


def guess_keywords(page: Page, table: Table) -> None:
    team = my_team(page)
    other = "Black" if team == "White" else "White"
    assert_no_foreign_keywords(page, team, table)  # still hidden: that is what the guessing is about
    words = table.keyword_guesses[team](table.keywords[other])
    for i, word in enumerate(words):
        page.get_by_role("textbox", name=f"{other}'s keyword {i + 1}").fill(word)
    page.get_by_role("button", name="Send keyword guesses").click()


def judge_near_misses(page: Page, table: Table) -> None:
    form = page.get_by_role("form", name="Near misses")
    if table.accepts[my_team(page)]:
        for button in form.get_by_role("button", name=re.compile(r"^Accept ")).all():
            button.click()
            expect(button).to_have_attribute("aria-pressed", "true")
    form.get_by_role("button", name="Confirm").click()


def play_to_the_end(page: Page, table: Table, max_steps: int = 80) -> None:
    stage = page.locator('[data-game="intercept"]')
    for _ in range(max_steps):
        if stage.get_attribute("data-game-state") == "over":
            return
        before = saved_log_length(page)
        curtain = page.get_by_role("dialog")
        expect(curtain.or_(page.locator(".ic"))).to_be_visible()
        if curtain.count():
            table.curtains.append(curtain.get_attribute("aria-label") or "")
            curtain.get_by_role("button", name=re.compile(r"^I am .*: show my screen$")).click()
        check_each_screen_once(page, table)
        if page.get_by_role("form", name="Your clues").count():
            write_clues(page, table)
        elif page.get_by_role("form", name="Decode").count():
            enter_guess(page, table, decode=True)
        elif page.get_by_role("form", name="Intercept").count():
            enter_guess(page, table, decode=False)
        elif page.get_by_role("form", name="Keyword guesses").count():
            guess_keywords(page, table)
        elif page.get_by_role("form", name="Near misses").count():
            judge_near_misses(page, table)
        else:
            raise AssertionError(f"nothing to do on this screen: {page.locator('.ic-step').inner_text()}")
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    raise AssertionError("the game did not end")


def test_four_players_play_a_whole_game_through_the_curtains(page: Page, site_url: str) -> None:
    page.clock.install()  # the browser clock drives the 30-second timer; the test moves it on once
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=21")
    expect(page.get_by_role("dialog", name="Pass the device to Team White's encryptor, Ann")).to_be_visible()
    table = Table(intercepts_right={"White"}, timer_round=1)
    play_to_the_end(page, table)
    wait_for_over(page, "intercept")
    result = page.get_by_role("region", name="Result")
    expect(result).to_contain_text("White intercepted two codes.")
    expect(page.get_by_role("region", name="Team White: 2 interceptions, 0 miscommunications")).to_be_visible()
    expect(page.get_by_role("region", name="Team Black: 0 interceptions, 0 miscommunications")).to_be_visible()
    # The curtains named team and role; the round went White's code first, then Black's.
    assert table.curtains[:4] == [
        "Pass the device to Team White's encryptor, Ann",
        "Pass the device to Team Black's encryptor, Bo",
        "Pass the device to Team White, Cy: decode your encryptor's code",
        "Pass the device to Team Black, Di: decode your encryptor's code",
    ]
    assert "Pass the device to Team White, Ann: intercept Black's code" in table.curtains
    page.get_by_role("button", name="Log").click()
    log = the_log(page)
    expect(log).to_contain_text("Game over: White wins.")
    expect(log).to_contain_text("Round 1 of 8.")  # the whole game, not only the last moves
    # Round 1: Bo's clock ran out after one clue; the notes show the two blanks.
    page.get_by_role("button", name="Notes").click()
    expect(log).to_have_count(0)
    black_notes = page.get_by_role("region", name="Black's notes")
    first_round = black_notes.locator("tbody tr").first
    expect(first_round).to_contain_text("alpha black a")
    expect(first_round).to_contain_text("(blank)")
    # At the end every screen is open: both teams' keywords are shown.
    for team in ("White", "Black"):
        shown = page.get_by_role("list", name=f"Team {team}'s keywords").inner_text().lower()
        assert all(word in shown for word in table.keywords[team])
    # Clues are filed under the keyword numbers they turned out to point to (the last code is the last round's).
    last_round = round_number(page)
    assert last_round == 3  # White intercepted Black's code in rounds 2 and 3
    assert_accessible(page, "the result of intercept, four players")
    filed = page.get_by_label("White's clues by keyword number").locator(".ic-filed-box")
    for i, digit in enumerate(table.codes["White"]):
        expect(filed.nth(digit - 1)).to_contain_text(f"{CLUE_WORDS[i]} white {ROUND_LETTERS[last_round]}")


def test_three_players_the_interceptor_wins_with_two_tokens(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy&seed=5")
    expect(page.get_by_role("dialog", name="Pass the device to Team White's encryptor, Bo")).to_be_visible()
    table = Table(intercepts_right={"Interceptor"})
    play_to_the_end(page, table)
    wait_for_over(page, "intercept")
    expect(page.get_by_role("region", name="Result")).to_contain_text("The interceptor Ann won 2 tokens by round 3.")
    expect(page.get_by_role("region", name="Interceptor (Black): 2 tokens")).to_be_visible()
    assert "Pass the device to the interceptor, Ann: intercept the code" in table.curtains
    assert not any("Pass the device to the interceptor" in c for c in table.curtains[:2])  # no interception in round 1


def test_the_tie_break_goes_to_keyword_guesses_and_a_shared_win(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=8")
    table = Table(
        intercepts_right=set(),
        misreads={"White", "Black"},  # two miscommunications each in round 2, scores level at -2
        keyword_guesses={
            "White": lambda black: [black[0].upper(), f"{black[1]}zz", "", ""],  # 1 right, 1 near miss
            "Black": lambda white: [f"  {white[0]} ", white[1], "nope", ""],  # 2 right, 1 wrong
        },
        accepts={"White": False, "Black": True},  # Black accepts White's near miss: 2 to 2
    )
    play_to_the_end(page, table)
    wait_for_over(page, "intercept")
    reason = "Still tied after the keyword guesses (White 2, Black 2): a shared win."
    expect(page.get_by_role("region", name="Result")).to_contain_text(reason)
    page.get_by_role("button", name="Log").click()
    expect(the_log(page)).to_contain_text("Scores are level (White -2, Black -2)")
    expect(the_log(page)).to_contain_text("Black accepted the near miss at keyword 2.")
    expect(page.get_by_role("region", name="Team White: 0 interceptions, 2 miscommunications")).to_be_visible()
    assert {"Keyword guesses (with reveals)", "Near misses (with reveals)"} <= table.checked
    assert_accessible(page, "the result of intercept after a tie-break")


# ----- the keyboard alone -----------------------------------------------------------------------------------------


def tab_to(page: Page, target: Locator, limit: int = 80) -> None:
    """Press Tab until ``target`` has the keyboard focus, as a person without a mouse would."""
    for _ in range(limit):
        if target.count() and target.evaluate("el => el === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")


def tap_with_the_keyboard(page: Page, button: Locator, shown: Locator) -> str:
    """Space on a tap-to-show button, read what it shows, Space again: it is gone again."""
    tab_to(page, button)
    page.keyboard.press(" ")
    expect(shown).to_be_visible()
    expect(button).to_be_focused()  # the redraw keeps the focus on the button
    text = shown.get_attribute("aria-label") or ""
    page.keyboard.press(" ")
    expect(shown).to_have_count(0)
    return text


def test_intercept_is_playable_with_the_keyboard_alone(page: Page, site_url: str) -> None:
    """A whole game with Tab, Space and Enter only: White misreads its own code in rounds 1 and 2 and loses."""
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=21")
    stage = page.locator('[data-game="intercept"]')
    codes: dict[str, list[int]] = {}
    for _ in range(40):
        if stage.get_attribute("data-game-state") == "over":
            break
        before = saved_log_length(page)
        curtain = page.get_by_role("dialog")
        expect(curtain.or_(page.locator(".ic"))).to_be_visible()
        if curtain.count():
            tab_to(page, curtain.get_by_role("button", name=re.compile(r"^I am .*: show my screen$")))
            page.keyboard.press("Enter")
        clues_form = page.get_by_role("form", name="Your clues")
        expect(clues_form.or_(page.locator(".ic-guess"))).to_be_visible()
        if clues_form.count():
            team = re.search(r"Team (\w+)", clues_form.get_by_role("heading").inner_text()).group(1)  # type: ignore[union-attr]
            label = tap_with_the_keyboard(
                page,
                page.get_by_role("button", name=re.compile("(Show|Hide) your code")),
                page.get_by_role("img", name=re.compile("Your code")),
            )
            codes[team] = [int(d) for d in re.findall(r"\d", label)]
            tab_to(page, page.get_by_role("textbox", name="Clue 1"))
            number = round_number(page)
            for i, word in enumerate(CLUE_WORDS):
                if i:
                    page.keyboard.press("Tab")
                expect(page.get_by_role("textbox", name=f"Clue {i + 1}")).to_be_focused()
                page.keyboard.type(f"{word} {team.lower()} {ROUND_LETTERS[number]}")
            page.keyboard.press("Enter")  # sends the form
        else:
            own = page.get_by_role("form", name="Decode")
            form = own if own.count() else page.get_by_role("form", name="Intercept")
            heading = form.get_by_role("heading").inner_text()
            whose = re.search(r"(White|Black)'s code", heading).group(1)  # type: ignore[union-attr]
            code = codes[whose]
            if not own.count() or whose == "White":
                code = list(reversed(code))  # nobody intercepts; White misreads its own code
            send = form.get_by_role("button", name=re.compile("Send our"))
            expect(send).to_be_disabled()
            expect(send).to_have_accessible_description("Pick a keyword number for each clue.")
            for i, digit in enumerate(code):
                button = form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}")
                tab_to(page, button)
                page.keyboard.press("Enter")
                expect(form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}")).to_be_focused()
                expect(button).to_have_attribute("aria-pressed", "true")
            tab_to(page, send)
            page.keyboard.press("Space")
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    wait_for_over(page, "intercept")
    expect(page.get_by_role("region", name="Result")).to_contain_text("White misread two of its own codes.")
    expect(page.get_by_role("region", name="Team White: 0 interceptions, 2 miscommunications")).to_be_visible()
    assert round_number(page) == 2
    assert_accessible(page, "the result of intercept")


# ----- secrets on tap, the late encryptor's clock, the game so far one tap away --------------------------------------


def pass_to(page: Page, name: str) -> None:
    """The curtain names the next person; they take the device."""
    curtain = page.get_by_role("dialog")
    expect(curtain).to_contain_text(name)
    curtain.get_by_role("button", name=re.compile(r"^I am .*: show my screen$")).click()


def send_clues(page: Page, words: tuple[str, ...] = CLUE_WORDS) -> None:
    before = saved_log_length(page)
    for i, word in enumerate(words):
        page.get_by_role("textbox", name=f"Clue {i + 1}").fill(word)
    page.get_by_role("button", name="Send clues").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")


def test_secrets_show_with_a_tap_and_stay_while_digits_are_picked(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=21")
    pass_to(page, "Ann")
    page.get_by_role("button", name="Show your code").click()
    code = page.get_by_role("img", name=re.compile("Your code"))
    expect(code).to_be_visible()
    page.get_by_role("textbox", name="Clue 1").fill("alpha")  # typing does not close it
    expect(code).to_be_visible()
    send_clues(page)
    pass_to(page, "Bo")
    expect(page.get_by_role("img", name=re.compile("Your code"))).to_have_count(0)  # Bo finds it closed
    tap_and_read(page, "your code", "Your code")
    send_clues(page, ("delta", "echo", "foxtrot"))
    pass_to(page, "Cy")
    keywords = page.get_by_role("list", name="Team White's keywords")
    expect(keywords).to_have_count(0)
    show = page.get_by_role("button", name="Team White: show your keywords")
    expect(show).to_have_attribute("aria-expanded", "false")
    show.click()
    expect(keywords).to_be_visible()
    words = keywords.inner_text()
    form = page.get_by_role("form", name="Decode")
    for i, digit in enumerate((1, 2, 3)):
        form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}").click()
        expect(form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}")).to_have_attribute(
            "aria-pressed", "true"
        )
        expect(keywords).to_be_visible()  # still open while the person clicks digits
        assert keywords.inner_text() == words
    for panel in ("Notes", "Log"):  # the game so far, one tap away, with the secret open beside it
        page.get_by_role("button", name=panel).click()
        page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running')")
        assert_accessible(page, f"intercept: decoding with the {panel.lower()} open")
        page.get_by_role("button", name=panel).click()
    expect(keywords).to_be_visible()
    hide = page.get_by_role("button", name="Team White: hide your keywords")
    expect(hide).to_have_attribute("aria-expanded", "true")
    hide.click()  # a second tap hides it
    expect(keywords).to_have_count(0)
    expect(form.locator(".ic-guess-summary")).to_have_text("Your guess: 1-2-3")  # the picks survive
    page.get_by_role("button", name="Team White: show your keywords").click()
    before = saved_log_length(page)
    form.get_by_role("button", name="Send our decoding").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    pass_to(page, "Di")
    expect(page.get_by_role("list", name="Team Black's keywords")).to_have_count(0)  # the next person: all closed
    expect(page.get_by_role("list", name="Team White's keywords")).to_have_count(0)


def test_the_late_encryptors_clock_starts_when_they_show_their_code(page: Page, site_url: str) -> None:
    page.clock.install()
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=21")
    pass_to(page, "Ann")
    page.get_by_role("button", name="Show your code").click()
    page.clock.fast_forward(20_000)  # Ann thinks for 20 seconds
    send_clues(page)
    pass_to(page, "Bo")
    timer = page.get_by_role("timer")
    # Passing one device, Bo gets what Ann took plus the rulebook's 30 seconds, the time Bo would have at the table.
    expect(page.get_by_text(re.compile(r"As long as Ann took, plus 30 seconds\."))).to_be_visible()
    allowed = seconds_left(page)
    assert 50 <= allowed <= 60, allowed
    expect(page.get_by_text(f"Your {allowed} seconds start when you show your code.")).to_be_visible()
    page.clock.fast_forward((allowed + 30) * 1000)  # behind the closed code card the clock stands still
    expect(timer).to_have_attribute("aria-label", f"{allowed} seconds left")
    assert saved_log_length(page) == 1  # no time_up was sent
    page.get_by_role("button", name="Show your code").click()
    expect(page.get_by_text(re.compile("start when you show your code"))).to_have_count(0)
    # What was typed counts (the four-player game's notes show it); typed against a clue rule, here one of Bo's own
    # keywords, the time is up all the same and the clues are left blank.
    table = Table(intercepts_right=set())
    read_keywords(page, "Black", table)
    page.get_by_role("textbox", name="Clue 1").fill(table.keywords["Black"][0])
    page.clock.fast_forward((allowed - 5) * 1000)
    expect(timer).to_have_attribute("aria-label", re.compile(r"^[1-5] seconds? left$"))
    assert saved_log_length(page) == 1
    page.clock.fast_forward(6_000)
    page.wait_for_function(f"{SAVED_LOG_LENGTH} == 2")
    pass_to(page, "Cy")
    page.get_by_role("button", name="Log").click()
    expect(the_log(page)).to_contain_text("Time is up for Bo (Black): 3 clues left blank.")


def prompt_and_control_fit(page: Page, prompt: Locator, control: Locator, where: str) -> None:
    """With the prompt at the top of the screen, the control it asks for is on screen too."""
    prompt.evaluate("el => el.scrollIntoView({block: 'start'})")
    assert in_viewport(prompt), f"{where}: the prompt is off screen"
    assert in_viewport(control), f"{where}: the control is not on screen with its prompt"


def screen_fits(page: Page, where: str, prompt: Locator, control: Locator) -> None:
    assert_fits(page, where)
    prompt_and_control_fit(page, prompt, control, where)
    for panel, shown in (("Notes", page.get_by_role("region", name="White's notes")), ("Log", the_log(page))):
        page.get_by_role("button", name=panel).click()
        expect(shown).to_be_visible()
        assert_fits(page, f"{where}, {panel} open")
        page.get_by_role("button", name=panel).click()
        expect(shown).to_have_count(0)


def guess(page: Page, form_name: str, code: list[int]) -> None:
    form = page.get_by_role("form", name=form_name)
    for i, digit in enumerate(code):
        form.get_by_role("button", name=f"Clue {i + 1} is keyword {digit}").click()
    before = saved_log_length(page)
    form.get_by_role("button", name=re.compile("^Send our")).click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_every_screen_fits(page: Page, site_url: str, viewport: str) -> None:
    """Clue entry (first and on the clock), decoding and intercepting, with the notes and the log open, at each size."""
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=21")
    codes: dict[str, list[int]] = {}
    seen: set[str] = set()
    guesses = 0
    while guesses < 6:  # round 1: two decodings; round 2: two decodings and two interceptions
        page.get_by_role("dialog").get_by_role("button", name=re.compile(r"^I am .*: show my screen$")).click()
        clues = page.get_by_role("form", name="Your clues")
        expect(clues.or_(page.locator(".ic-guess"))).to_be_visible()
        if clues.count():
            team = re.search(r"Team (\w+)", clues.get_by_role("heading").inner_text()).group(1)  # type: ignore[union-attr]
            kind = "clues, on the clock" if page.get_by_role("timer").count() else "clues, first"
            send = clues.get_by_role("button", name="Send clues")
            screen_fits(page, f"{viewport}: {kind}", clues.get_by_role("heading"), send)
            label = tap_and_read(page, "your code", "Your code")
            codes[team] = [int(d) for d in re.findall(r"\d", label)]
            send_clues(page, tuple(f"{w} {team.lower()} {ROUND_LETTERS[round_number(page)]}" for w in CLUE_WORDS))
            seen.add(kind)
            continue
        form_name = "Decode" if page.get_by_role("form", name="Decode").count() else "Intercept"
        form = page.get_by_role("form", name=form_name)
        whose = re.search(r"(White|Black)'s code", form.get_by_role("heading").inner_text()).group(1)  # type: ignore[union-attr]
        send = form.get_by_role("button", name=re.compile("^Send our"))
        screen_fits(page, f"{viewport}: {form_name}", form.get_by_role("heading"), send)
        seen.add(form_name)
        guess(page, form_name, codes[whose] if form_name == "Decode" else list(reversed(codes[whose])))
        guesses += 1
    assert seen == {"clues, first", "clues, on the clock", "Decode", "Intercept"}
    page.get_by_role("dialog").get_by_role("button", name=re.compile(r"^I am .*: show my screen$")).click()
    expect(page.locator(".ic-reveals")).to_be_visible()
    assert round_number(page) == 3
    assert_fits(page, f"{viewport}: round 3, with the reveals of round 2")


# ----- the notes sheets' column headers ------------------------------------------------------------------------------

# The headers of the notes sheets' tables whose words are broken across lines (a line ends inside a word) or stick out
# of their column.
_BROKEN_HEADERS = """
() => {
  const broken = [];
  for (const th of document.querySelectorAll('.ic-sheet-table thead th')) {
    const letters = [];
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (box) letters.push({ char: node.data[i], top: box.top });
      }
    }
    for (let i = 1; i < letters.length; i++) {
      const [before, after] = [letters[i - 1], letters[i]];
      if (after.top > before.top + 2 && before.char.trim() && after.char.trim()) {
        broken.push(`${th.textContent}: broken after "${before.char}"`);
      }
    }
    if (th.scrollWidth > th.clientWidth + 1) broken.push(`${th.textContent}: wider than its column`);
  }
  return broken;
}
"""


def test_the_notes_headers_break_only_between_words_on_a_phone(page: Page, site_url: str) -> None:
    """In every interface language, at a phone's width: "Ledetråd 1" or "Valkoinen arvasi" never breaks mid-word."""
    page.set_viewport_size(VIEWPORTS["phone"])
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=21")
    pass_to(page, "Ann")
    page.get_by_role("button", name="Notes").click()
    expect(page.locator(".ic-sheet-table")).to_have_count(2)
    for language in ("en", "da", "it", "fi", "sv"):
        page.locator(".ui-language").select_option(language)
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator(".ic-sheet-table")).to_have_count(2)  # the notes stay open in the new language
        assert page.evaluate(_BROKEN_HEADERS) == [], language
    assert_fits(page, "phone: the notes open")
