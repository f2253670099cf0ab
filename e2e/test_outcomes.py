"""Every outcome is seen by the table, in every interface language: a typed Stikord guess (wrong and right), an
Intercept wrong decode and a Sleuth wrong accusation show on the very next screen the table sees (the curtain's "What
just happened", or the outcome panel that holds a computer's move), worded by the language's own catalog, with no
English left. Each case is played in English up to the move, then the interface is switched to its language."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import SAVED_LOG_LENGTH, catalog, open_app, saved_log_length
from e2e.test_languages import english_phrases
from e2e.test_stikord import cue_words, dice_letters

LANGUAGES = ["da", "en", "fi", "it", "sv"]
SHOW_MY_SCREEN = re.compile(r"^I am .*: show my screen$")


def branch(body: str, wanted: str) -> str:
    """The branch of a select/plural's body ("true {right!} other {wrong.}") for `wanted`, else its `other`."""
    branches: dict[str, str] = {}
    i = 0
    while i < len(body):
        match = re.compile(r"\s*([=\w]+)\s*\{").match(body, i)
        if not match:
            break
        end = closing(body, match.end() - 1)
        branches[match.group(1)] = body[match.end() : end]
        i = end + 1
    return branches.get(wanted, branches.get("other", ""))


def closing(text: str, start: int) -> int:
    """The index of the brace closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i
    raise ValueError(f"unbalanced braces in {text!r}")


def wording(message: str, args: dict[str, Any]) -> str:
    """A regular expression for `message` as the page words it: selects follow `args`, simple placeholders named in
    `args` are filled, any other placeholder (a player's or a card's name) stands for some text."""
    out = []
    i = 0
    while i < len(message):
        if message[i] != "{":
            out.append(r"\s+" if message[i].isspace() else re.escape(message[i]))
            i += 1
            continue
        end = closing(message, i)
        name, *rest = (part.strip() for part in message[i + 1 : end].split(",", 2))
        if len(rest) == 2 and rest[0] in ("select", "plural"):
            out.append(wording(branch(rest[1], str(args.get(name, "other")).lower()), args))
        elif name in args and not rest:
            out.append(re.escape(str(args[name])))
        else:
            out.append(".+?")
        i = end + 1
    return re.sub(r"(\\s\+)+", r"\\s+", "".join(out))


def switch_language(page: Page, language: str) -> dict[str, str]:
    """Switch the interface from the top bar's Language select; the language's messages."""
    page.get_by_role("combobox", name="Language", exact=True).select_option(language)
    expect(page.locator("html")).to_have_attribute("lang", language)
    return catalog(language)


def assert_told(news: Locator, language: str, key: str, args: dict[str, Any]) -> None:
    """`news` tells the event `key` in the language's own words, and no English phrase is left in it."""
    messages = catalog(language)
    line = news.locator(f'li[data-event="{key}"]')
    expect(line).to_have_text(re.compile(rf"^\s*{wording(messages[key], args)}\s*$"))
    if language != "en":
        text = news.inner_text()
        left = sorted(p for p in english_phrases(language) if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", text))
        assert not left, f"English left in {language}: {left}"


def the_curtain_news(page: Page, messages: dict[str, str], name: str) -> Locator:
    """The curtain that passes the device to `name`, and its "What just happened"."""
    show = messages["shell.show_my_screen"].replace("{name}", name)
    curtain = page.get_by_role("dialog").filter(has=page.get_by_role("button", name=show, exact=True))
    expect(curtain).to_be_visible()
    return curtain.get_by_role("region", name=messages["shell.just_happened"], exact=True)


def take_the_device(page: Page) -> None:
    page.get_by_role("dialog").get_by_role("button", name=SHOW_MY_SCREEN).click()


# Stikord, typed, Danish words: Ann sends Team A's first message with one cue word; Cy guesses it.
STIKORD = "#/stikord?seats=Ann,Bo,Cy,Di&mode=typed&lang=da&seed=3&delay=0"


@pytest.mark.parametrize("right", [False, True], ids=["wrong", "right"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_typed_stikord_guess_is_told_on_the_next_curtain(
    page: Page, site_url: str, language: str, right: bool
) -> None:
    open_app(page, site_url, STIKORD)
    take_the_device(page)
    page.get_by_role("button", name="Draw a card and roll the special die").click()
    choose = page.get_by_role("button", name=re.compile(r"^Send message 1: "))
    cue_form = page.get_by_role("form", name="Cue words")
    expect(choose.or_(cue_form)).to_be_visible()
    if choose.count():
        choose.click()
    message = page.locator(".sk-secret-text").inner_text()
    cue_form.get_by_role("textbox", name="Cue word 1").fill(cue_words(dice_letters(page), 1)[0])
    cue_form.get_by_role("button", name="Send cue words").click()
    take_the_device(page)  # Cy, Team A's receiver

    messages = switch_language(page, language)
    guess = message.upper() if right else "forkert"
    form = page.get_by_role("form", name=messages["stikord.ui.guess_form"])
    form.get_by_role("textbox", name=messages["stikord.ui.your_guess"]).fill(guess)
    form.get_by_role("button", name=messages["stikord.ui.guess"], exact=True).click()

    # Right: Team B's sender is next; wrong: Ann sends again.
    news = the_curtain_news(page, messages, "Bo" if right else "Ann")
    assert_told(news, language, "stikord.guessed", {"text": guess, "right": "true" if right else "false"})
    expect(news).to_contain_text("Cy")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_intercept_decode_is_told_on_the_next_curtain(page: Page, site_url: str, language: str) -> None:
    # Seed 3: White's first code is 2-4-3, so Cy's 1-2-3 is wrong.
    open_app(page, site_url, "#/intercept?seats=Ann,Bo,Cy,Di&seed=3&delay=0")
    for _encryptor in ("Ann", "Bo"):
        take_the_device(page)
        for i in range(3):
            page.get_by_role("textbox", name=f"Clue {i + 1}").fill(("lantern", "harbour", "meadow")[i])
        page.get_by_role("button", name="Send clues").click()
    take_the_device(page)  # Cy decodes White's code

    messages = switch_language(page, language)
    form = page.get_by_role("form", name=messages["intercept.ui.decode_form"], exact=True)
    for clue, keyword in enumerate((1, 2, 3), start=1):
        name = messages["intercept.ui.digit_button"].replace("{clue}", str(clue)).replace("{keyword}", str(keyword))
        form.get_by_role("button", name=name, exact=True).click()
    form.get_by_role("button", name=messages["intercept.ui.send_decoding"], exact=True).click()

    news = the_curtain_news(page, messages, "Di")
    assert_told(news, language, "intercept.code_revealed", {"code": "2-4-3", "team": 0})
    assert_told(news, language, "intercept.decode_guess", {"guess": "1-2-3", "right": "false", "team": 0})


def accuse_wrongly(page: Page, messages: dict[str, str]) -> None:
    """The player to act accuses the first card of each kind: with seed 3 not the envelope's three."""
    page.get_by_role("button", name=messages["sleuth.ui.accuse_open"], exact=True).click()
    dialog = page.get_by_role("dialog", name=messages["sleuth.ui.accuse_title"], exact=True)
    for group in ("suspect", "weapon", "room"):
        dialog.get_by_role("group", name=messages[f"sleuth.ui.{group}"], exact=True).get_by_role("button").first.click()
    dialog.get_by_role("button", name=messages["sleuth.ui.accuse"], exact=True).click()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_sleuth_accusation_holds_the_computer_until_it_is_read(
    page: Page, site_url: str, language: str
) -> None:
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:normal&seed=3&delay=0")
    messages = switch_language(page, language)
    accuse_wrongly(page, messages)

    panel = page.get_by_role("alert").filter(has=page.get_by_role("button", name=messages["shell.seen_it"]))
    expect(panel).to_have_accessible_name(messages["shell.just_happened"])
    assert_told(panel, language, "sleuth.accused", {})
    assert_told(panel, language, "sleuth.accusation_wrong", {})
    # The computer waits while the table reads it: nothing more is played.
    moves = saved_log_length(page)
    page.wait_for_timeout(500)
    expect(panel).to_be_visible()
    assert saved_log_length(page) == moves
    panel.get_by_role("button", name=messages["shell.seen_it"]).click()
    expect(panel).to_have_count(0)
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {moves}")  # then it plays on


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_sleuth_accuser_among_people_sees_the_envelope_before_the_device_moves_on(
    page: Page, site_url: str, language: str
) -> None:
    open_app(page, site_url, "#/sleuth?seats=Ann,Bo,Cy&seed=3&delay=0")
    take_the_device(page)  # Ann's turn
    messages = switch_language(page, language)
    accuse_wrongly(page, messages)

    # Ann still holds the device: her own screen shows what she saw in the envelope, and no curtain yet.
    panel = page.get_by_role("alert").filter(has=page.get_by_role("button", name=messages["shell.seen_it"]))
    assert_told(panel, language, "sleuth.accusation_wrong", {})
    envelope = page.get_by_role("region", name=messages["sleuth.ui.envelope_seen"], exact=True)
    expect(envelope.locator(".sl-cards > *")).to_have_count(3)
    show_bo = messages["shell.show_my_screen"].replace("{name}", "Bo")
    page.wait_for_timeout(300)
    expect(page.get_by_role("button", name=show_bo, exact=True)).to_have_count(0)

    # Once she has seen it, the curtain passes the device to Bo and tells the table what happened.
    panel.get_by_role("button", name=messages["shell.seen_it"]).click()
    news = the_curtain_news(page, messages, "Bo")
    assert_told(news, language, "sleuth.accused", {})
    assert_told(news, language, "sleuth.accusation_wrong", {})
    expect(envelope).to_have_count(0)
