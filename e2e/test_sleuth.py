"""Sleuth in Chromium: a person plays with bots by tapping (roll, move, suggest, see a card, accuse); bots play alone;
two people share the device, with the card to show picked behind a curtain, and notebook marks survive a reload."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Locator, Page, expect

import pygames
from e2e.conftest import (
    SAVED_GAME,
    SAVED_LOG_LENGTH,
    assert_accessible,
    catalog,
    open_app,
    saved_log_length,
    wait_for_over,
)
from e2e.fit import SMALLEST_TEXT_PX, VIEWPORTS, assert_fits, in_viewport
from pygames.sleuth.cards import ROOMS
from pygames.sleuth.cards import SUSPECTS as SUSPECTS_OF_THE_GAME
from pygames.sleuth.cards import WEAPONS as WEAPONS_OF_THE_GAME
from pygames.sleuth.game import Sleuth

# The corridor squares just outside doors near Miss Scarlet's start (Lounge, Hall, Dining Room): where she heads.
DOOR_SQUARES = [(6, 18), (11, 17), (12, 17), (15, 20), (6, 16), (8, 12)]
SUSPECTS = ["Miss Scarlet", "Colonel Mustard", "Mrs White", "Reverend Green", "Mrs Peacock", "Professor Plum"]
WEAPONS = ["Candlestick", "Dagger", "Lead Pipe", "Revolver", "Rope", "Spanner"]

SOMETHING_TO_DO = """() => document.querySelector('[data-game-state="over"]') ||
    document.querySelector('[role="dialog"].curtain') ||
    document.querySelector('.outcome button') ||
    [...document.querySelectorAll('.sl-turn button, .sl-show button')].some((b) => !b.disabled)"""


def my_cards(page: Page) -> list[str]:
    names = page.get_by_role("region", name="Your cards").locator(".sl-card-name").all_inner_texts()
    return [name.replace("\xad", "") for name in names]  # the soft hyphens that say where a long name may break


def wait_until_something_to_do(page: Page) -> None:
    page.wait_for_function(SOMETHING_TO_DO)


def continue_after_an_outcome(page: Page) -> None:
    """An accusation holds the table until a person has seen it (the shell's Continue)."""
    held = page.locator(".outcome button")
    if held.count():
        held.click()


def act_and_wait(page: Page, control: Locator) -> None:
    """Click a control that sends an action, and wait until the engine took it."""
    before = saved_log_length(page)
    control.click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")


def move_toward_a_door(page: Page) -> None:
    """After a roll: enter a room if one glows, else tap the glowing square nearest a door near the start."""
    rooms = page.get_by_role("button", name=re.compile(r"^Enter the "))
    if rooms.count():
        act_and_wait(page, rooms.first)
        return
    targets = page.locator("button.sl-target")
    if not targets.count():
        act_and_wait(page, page.get_by_role("button", name="End turn"))  # every way blocked
        return
    best, best_distance = None, 999
    for i in range(targets.count()):
        target = targets.nth(i)
        x, y = int(target.get_attribute("data-x") or 0), int(target.get_attribute("data-y") or 0)
        distance = min(abs(x - dx) + abs(y - dy) for dx, dy in DOOR_SQUARES)
        if distance < best_distance:
            best, best_distance = target, distance
    assert best is not None
    act_and_wait(page, best)


def suggest_cards_i_do_not_hold(page: Page) -> tuple[str, str]:
    hand = my_cards(page)
    suspect = next(s for s in SUSPECTS if s not in hand)
    weapon = next(w for w in WEAPONS if w not in hand)
    page.get_by_role("button", name=re.compile(r"^Suggest in the ")).click()
    dialog = page.get_by_role("dialog", name="Make a suggestion")
    expect(dialog).to_be_visible()
    dialog.get_by_role("group", name="Suspect").get_by_role("button", name=suspect).click()
    dialog.get_by_role("group", name="Weapon").get_by_role("button", name=weapon).click()
    act_and_wait(page, page.get_by_role("dialog", name="Make a suggestion").get_by_role("button", name="Suggest"))
    return suspect, weapon


def show_a_card_if_asked(page: Page) -> bool:
    show = page.get_by_role("group", name="Show a card").get_by_role("button")
    if show.count():
        act_and_wait(page, show.first)
        return True
    return False


def accuse(page: Page, suspect: str, weapon: str, room: str) -> None:
    page.get_by_role("button", name="Accuse…").click()
    dialog = page.get_by_role("dialog", name="Make an accusation")
    dialog.get_by_role("group", name="Suspect").get_by_role("button", name=suspect).click()
    dialog.get_by_role("group", name="Weapon").get_by_role("button", name=weapon).click()
    dialog.get_by_role("group", name="Room").get_by_role("button", name=room).click()
    act_and_wait(page, dialog.get_by_role("button", name="Accuse", exact=True))


def test_a_person_rolls_moves_suggests_sees_a_card_and_accuses(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard,bot:hard&seed=4&dice=2&delay=0")
    stage = page.locator('[data-game="sleuth"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    expect(page.get_by_role("group", name="The mansion")).to_be_visible()
    expect(page.get_by_role("img", name="Miss Scarlet (you)")).to_be_visible()
    hand = my_cards(page)
    assert len(hand) == 6
    shown_card = None
    turns = 0
    while shown_card is None:
        wait_until_something_to_do(page)
        assert stage.get_attribute("data-game-state") == "playing", "the bots solved it before Ann could suggest"
        if show_a_card_if_asked(page):
            continue
        if page.get_by_role("button", name=re.compile(r"^Suggest in the ")).count():
            suggest_cards_i_do_not_hold(page)
            expect(page.locator(".sl-suggestion .sl-outcome")).not_to_contain_text("Waiting for")
            shown = page.locator(".sl-shown")
            if shown.count():
                expect(shown).to_contain_text("showed you")
                shown_card = shown.locator(".sl-card-name").inner_text()
                # The notebook ticks the card in the column of the player who showed it.
                known = re.compile(rf"^{re.escape(shown_card)}, Bot \d: has it")
                expect(page.get_by_role("cell", name=known)).to_be_visible()
            else:
                act_and_wait(page, page.get_by_role("button", name="End turn"))
            continue
        roll = page.get_by_role("button", name=re.compile(r"^Roll the di"))
        if roll.count():
            act_and_wait(page, roll)
            expect(page.get_by_role("img", name=re.compile(r"^Dice: "))).to_be_visible()
            move_toward_a_door(page)
            turns += 1
        elif page.get_by_role("button", name="End turn").count():
            act_and_wait(page, page.get_by_role("button", name="End turn"))
        assert turns < 15, "Ann should have reached a room and been shown a card by now"
    assert shown_card not in hand
    # Still in her turn, Ann accuses naming one of her own cards, so surely wrongly: she is out, the bots play on
    # to the end, and she still shows cards when asked.
    own_suspect = next((s for s in SUSPECTS if s in hand), None)
    own_weapon = next((w for w in WEAPONS if w in hand), WEAPONS[0])
    accuse(page, own_suspect or SUSPECTS[0], own_weapon, "Kitchen")
    # Her outcome holds the table (the bots wait) with the envelope's three cards, until she has seen it.
    expect(page.locator(".sl-player.me.out")).to_have_count(1)
    expect(page.get_by_role("region", name="In the envelope")).to_be_visible()
    page.locator(".outcome").get_by_role("button").click()
    for _ in range(300):
        if stage.get_attribute("data-game-state") == "over":
            break
        wait_until_something_to_do(page)
        continue_after_an_outcome(page)
        show_a_card_if_asked(page)
    wait_for_over(page, "sleuth")
    solution = page.get_by_role("region", name="Solution")
    expect(solution).to_contain_text("It was")
    text = solution.locator(".sl-solution-text").inner_text()
    assert shown_card not in text
    assert all(card not in text for card in hand)
    expect(page.get_by_role("region", name="Result")).to_contain_text(text.removeprefix("It was ").rstrip("."))


def test_bots_only_deep_link_plays_itself_to_the_end(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=bot:easy,bot:normal,bot:hard&seed=5&delay=0")
    expect(page.get_by_role("group", name="The mansion")).to_be_visible()
    wait_for_over(page, "sleuth")
    rows = page.get_by_role("table", name="Final scores").locator("tbody tr")
    expect(rows).to_have_count(3)
    expect(page.get_by_role("region", name="Solution")).to_contain_text("It was")
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("solved the case")
    # A spectator sees no hand and no notebook.
    expect(page.get_by_role("region", name="Your cards")).to_have_count(0)


def test_two_people_share_the_device_and_the_card_is_shown_behind_a_curtain(page: Page, site_url: str) -> None:
    # Ann's notebook as an earlier release kept it (a key of its own, by seat, names and hand): the game takes it in.
    game = pygames.new_game("sleuth", {"seats": [{"name": "Ann"}, {"name": "Bo"}]}, 2)
    assert isinstance(game, Sleuth) and "Rope" not in game.hands[0]
    old = {f"0#Ann|Bo#{'|'.join(game.hands[0])}": {"marks": {"Rope|1": "?"}, "at": 1}}
    open_app(page, site_url, "#/")
    page.evaluate(f"localStorage.setItem('pygames:sleuth:notebooks', {json.dumps(json.dumps(old))})")
    page.evaluate("location.hash = '#/sleuth?seats=Ann,Bo&seed=2&dice=2'")
    expect(page.get_by_role("dialog", name="Pass the device to Ann (Miss Scarlet)")).to_be_visible()
    page.get_by_role("button", name="I am Ann: show my screen").click()
    ann_hand = my_cards(page)
    expect(page.get_by_role("button", name="Mark Rope for Bo: maybe")).to_have_text("?")
    assert page.evaluate("localStorage.getItem('pygames:sleuth:notebooks')") is None
    # A mark in Ann's notebook (it survives a reload, checked at the end).
    unknown = next(s for s in SUSPECTS if s not in ann_hand)
    page.get_by_role("button", name=f"Mark {unknown} for Bo: blank").click()
    expect(page.get_by_role("button", name=f"Mark {unknown} for Bo: does not have it")).to_have_text("✗")

    for _ in range(80):
        curtain = page.locator(".curtain")
        if curtain.count():
            label = curtain.get_attribute("aria-label") or ""
            if "to show a card" in label:
                break
            name = "Ann" if label.startswith("Pass the device to Ann") else "Bo"
            page.get_by_role("button", name=f"I am {name}: show my screen").click()
            continue
        ann = page.get_by_role("img", name="Miss Scarlet (you)").count() > 0
        if ann and page.get_by_role("button", name=re.compile(r"^Suggest in the ")).count():
            suggest_cards_i_do_not_hold(page)
            continue
        roll = page.get_by_role("button", name=re.compile(r"^Roll the di"))
        if roll.count():
            act_and_wait(page, roll)
            targets = page.locator("button.sl-target")
            if ann:
                move_toward_a_door(page)
            elif targets.count():
                act_and_wait(page, targets.first)
            continue
        act_and_wait(page, page.get_by_role("button", name="End turn"))
    else:
        raise AssertionError("Ann never made a suggestion Bo had to answer")

    # Bo must show a card: the curtain says so, and no hand is on screen until it is lifted.
    expect(page.get_by_role("dialog", name="Pass the device to Bo (Colonel Mustard) to show a card")).to_be_visible()
    expect(page.get_by_role("region", name="Your cards")).to_have_count(0)
    page.get_by_role("button", name="I am Bo: show my screen").click()
    bo_hand = my_cards(page)
    assert not set(bo_hand) & set(ann_hand)
    choices = page.get_by_role("group", name="Show a card").get_by_role("button")
    card = (choices.first.get_attribute("aria-label") or "").removeprefix("Show ")
    assert card in bo_hand
    act_and_wait(page, choices.first)
    # Back to Ann, behind a curtain: she sees the card Bo showed.
    expect(page.get_by_role("dialog", name="Pass the device to Ann (Miss Scarlet)")).to_be_visible()
    expect(page.get_by_role("region", name="Your cards")).to_have_count(0)
    page.get_by_role("button", name="I am Ann: show my screen").click()
    expect(page.locator(".sl-shown")).to_contain_text("showed you")
    expect(page.locator(".sl-shown")).to_contain_text(card)
    expect(page.get_by_role("region", name="Your cards")).not_to_contain_text(card)

    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    page.get_by_role("button", name="I am Ann: show my screen").click()
    expect(page.get_by_role("button", name=f"Mark {unknown} for Bo: does not have it")).to_have_text("✗")
    # The notebook is the saved game's (its notes): it goes with the game.
    assert page.evaluate(f"JSON.parse({SAVED_GAME}).notes") == {"0": {"Rope|1": "?", f"{unknown}|1": "✗"}}


# ----- the keyboard alone -------------------------------------------------------------------------------------------
FOCUSED = """([selector, name]) => {
    const el = document.activeElement;
    if (!el || !el.matches(selector)) return false;
    const label = (el.getAttribute("aria-label") || el.textContent || "").trim();
    return name === null || label === name;
}"""


def tab_to(page: Page, selector: str, name: str | None = None, limit: int = 300) -> None:
    """Press Tab until the focused element matches ``selector`` (and has the accessible name ``name``)."""
    for _ in range(limit):
        if page.evaluate(FOCUSED, [selector, name]):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector} {name or ''}")


def press_and_wait(page: Page, key: str) -> None:
    """Press a key on the focused control, which sends an action, and wait until the engine took it."""
    before = saved_log_length(page)
    page.keyboard.press(key)
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")


def show_a_card_with_the_keyboard(page: Page) -> None:
    if page.get_by_role("group", name="Show a card").count():
        tab_to(page, ".sl-show button")
        press_and_wait(page, "Enter")


def test_sleuth_is_playable_with_the_keyboard_alone(page: Page, site_url: str) -> None:
    """Ann plays against a bot with Tab, Shift+Tab, Enter, Space and Escape only: rolls, moves, ends her turn, shows
    cards when asked, marks her notebook, opens and closes the accusation dialog, accuses (wrongly: she names a card
    she holds), and shows cards until the bot solves the case."""
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=3&delay=0")
    stage = page.locator('[data-game="sleuth"]')
    roll = page.get_by_role("button", name="Roll the die")
    expect(roll).to_be_visible()
    hand = my_cards(page)

    # Two turns of Ann's: roll, move to a square or into a room, end the turn; the bot plays in between.
    for _ in range(2):
        for _ in range(60):
            show_a_card_with_the_keyboard(page)
            if roll.count():
                break
            page.wait_for_timeout(100)
        tab_to(page, '[data-focus="roll:"]')
        press_and_wait(page, "Enter")
        expect(page.get_by_role("img", name=re.compile(r"^Dice: "))).to_be_visible()
        targets = page.locator("button.sl-target, button.sl-room.target")
        if targets.count():
            tab_to(page, "button.sl-target, button.sl-room.target")
            press_and_wait(page, "Enter")
        tab_to(page, "button", "End turn")
        press_and_wait(page, "Enter")
        expect(roll).to_be_visible()

    # A mark in the notebook: Space on a cell moves it from blank to "does not have it".
    unknown = next(s for s in SUSPECTS if s not in hand)
    tab_to(page, "button.sl-nb-mark", f"Mark {unknown} for Bot 2: blank")
    page.keyboard.press("Space")
    expect(page.get_by_role("button", name=f"Mark {unknown} for Bot 2: does not have it")).to_be_focused()

    # The accusation dialog: Escape closes it and gives the focus back to the button that opened it.
    tab_to(page, "button", "Accuse…")
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="Make an accusation")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Accuse", exact=True)).to_be_disabled()
    expect(dialog.locator(".sl-why")).to_have_text("Choose a suspect, a weapon and a room to make the accusation.")
    assert_accessible(page, "the accusation dialog of sleuth")
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.get_by_role("button", name="Accuse…")).to_be_focused()

    # Accuse for real, naming a card Ann holds, so surely wrongly.
    page.keyboard.press("Enter")
    expect(dialog).to_be_visible()
    suspect = next((s for s in SUSPECTS if s in hand), SUSPECTS[0])
    weapon = next((w for w in WEAPONS if w in hand), WEAPONS[0])
    for card in (suspect, weapon, "Kitchen"):
        tab_to(page, ".sl-dialog button[aria-pressed]", card)
        page.keyboard.press("Space")
        expect(dialog.get_by_role("button", name=card, exact=True)).to_have_attribute("aria-pressed", "true")
    tab_to(page, ".sl-dialog button", "Accuse")
    press_and_wait(page, "Enter")
    # Her outcome holds the table, its Continue focused: Enter lets the bot play on.
    expect(page.locator(".sl-player.me.out")).to_have_count(1)
    expect(page.locator(".outcome button")).to_be_focused()
    page.keyboard.press("Enter")

    # The bot plays on; Ann still shows cards when asked, with the keyboard, until the case is solved.
    for _ in range(300):
        if stage.get_attribute("data-game-state") == "over":
            break
        wait_until_something_to_do(page)
        if page.locator(".outcome button").count():
            tab_to(page, ".outcome button")
            page.keyboard.press("Enter")
        show_a_card_with_the_keyboard(page)
    wait_for_over(page, "sleuth")
    expect(page.get_by_role("region", name="Solution")).to_contain_text("It was")


def test_the_how_to_play_page_is_worded_from_the_catalog_and_accessible(page: Page, site_url: str) -> None:
    """The renderer's howToPlay({h, svg, t, info, static}) on a page of its own: every text found in the catalog,
    pictures named, every number and card of the game from Python (GameInfo and Game.static())."""
    open_app(page, site_url, "#/")
    page.evaluate(
        """async () => {
            const sleuth = await import("./games/sleuth/rules.js");
            const { h, svg } = await import("./widgets.js");
            const i18n = await import("./i18n.js");
            await i18n.loadCatalog("en", "sleuth");
            const info = (await (await fetch("games.json")).json()).sleuth;
            const data = (await (await fetch("games/sleuth/static.json")).json()).en;
            const page = sleuth.howToPlay({ h, svg, t: i18n.translator("en"), info, static: data });
            document.getElementById("app").replaceChildren(h("main", { class: "panel" }, page));
        }"""
    )
    article = page.locator("article.sl-howto")
    expect(article.get_by_role("heading", name="How to play Sleuth")).to_be_visible()
    expect(article.get_by_role("img")).to_have_count(3)
    text = article.inner_text().replace("\xad", "")  # the soft hyphens that say where a long name may break
    assert "sleuth." not in text
    cards = len(SUSPECTS_OF_THE_GAME) + len(WEAPONS_OF_THE_GAME) + len(ROOMS)
    assert f"There are {cards} cards: {len(SUSPECTS_OF_THE_GAME)} suspects" in text
    assert f"The other {cards - 3} cards" in text
    assert f"From {Sleuth.INFO.min_seats} to {Sleuth.INFO.max_seats} players" in text
    assert "the Kitchen and the Study are joined, and so are the Conservatory and the Lounge" in text
    assert_accessible(page, "the How to play page of Sleuth")


# ----- choosing a suspect (issue 13) ----------------------------------------------------------------------------------
def test_players_choose_their_suspects_on_the_setup_screen(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth")
    first = page.get_by_role("combobox", name="Player 1: suspect")
    second = page.get_by_role("combobox", name="Player 2: suspect")
    expect(first).to_have_value("null")  # automatic: the first suspect nobody chose
    # Both on the same suspect: the game refuses with a reason, and the setup screen stays as it was.
    first.select_option(label="Professor Plum")
    second.select_option(label="Professor Plum")
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("alert")).to_contain_text("Two players have chosen Professor Plum.")
    expect(page.get_by_role("combobox", name="Player 1: suspect")).to_have_value('"Professor Plum"')
    # The second back to automatic: Miss Scarlet's, who plays first.
    page.get_by_role("combobox", name="Player 2: suspect").select_option(label="suspect: automatic")
    # The link to this game (in the embed code) carries the choice: Plum for the first seat, the second automatic.
    expect(page.get_by_label("Embed code")).to_have_value(re.compile(r"&suspects=Professor%20Plum%2C[&\"]"))
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("img", name="Professor Plum (you)")).to_be_visible()
    me = page.locator(".sl-player.me")
    expect(me).to_contain_text("Professor Plum")
    expect(page.locator(".sl-player").nth(1)).to_contain_text("Miss Scarlet")
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("Bot 2 plays first")


def test_a_link_chooses_suspects_and_leaves_the_rest_automatic(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=Ann,Bo,Cy&suspects=Mrs%20White&seed=3")
    # Ann plays Mrs White; Bo and Cy take the first suspects left: Miss Scarlet (who begins) and Colonel Mustard.
    expect(page.get_by_role("dialog", name="Pass the device to Bo (Miss Scarlet)")).to_be_visible()
    page.get_by_role("button", name="I am Bo: show my screen").click()
    expect(page.get_by_role("img", name="Miss Scarlet (you)")).to_be_visible()
    expect(page.locator(".sl-player").nth(0)).to_contain_text("Mrs White")
    expect(page.locator(".sl-player").nth(1)).to_contain_text("Miss Scarlet")
    expect(page.locator(".sl-player").nth(2)).to_contain_text("Colonel Mustard")


def test_a_link_with_a_suspect_nobody_can_play_says_why_and_opens_the_setup(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=Ann,Bo&suspects=,Mr%20Boddy&seed=3")
    expect(page.get_by_role("alert")).to_contain_text("Player 2 cannot choose Mr Boddy.")
    # The setup keeps the link's players; the choice that is none goes back to automatic.
    expect(page.get_by_role("textbox", name=re.compile("2"))).to_have_value("Bo")
    expect(page.get_by_role("combobox", name="Player 2: suspect")).to_have_value("null")


# ----- fitting the screen: every step of a turn at the four viewports (issue 11) -------------------------------------
# Whether an element shows whole in the board's window (the zoomed board scrolls inside it).
IN_WINDOW = """el => {
    const r = el.getBoundingClientRect();
    const w = el.closest('.sl-board-wrap').getBoundingClientRect();
    return r.left >= w.left - 0.5 && r.right <= w.right + 0.5 && r.top >= w.top - 0.5 && r.bottom <= w.bottom + 0.5;
}"""


def assert_on_screen(page: Page, where: str, *locators: Locator) -> None:
    for locator in locators:
        expect(locator).to_be_visible()
        assert in_viewport(locator), f"{where}: {locator} is off the screen"


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_every_step_of_a_turn_fits_the_screen(page: Page, site_url: str, viewport: str) -> None:
    """Ann against a bot (seed 7, two dice: she can reach a room with her first roll, and the bot's first suggestion
    is one she must answer): roll, move, suggest, see the card, history, show a card, notebook. On each screen
    nothing scrolls sideways, every control is at least 44 px, and the prompt and its control are on screen together."""
    page.set_viewport_size(VIEWPORTS[viewport])
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&dice=2&delay=0")
    turn = page.get_by_role("region", name="Turn")
    hint = turn.locator(".sl-hint")
    roll = page.get_by_role("button", name="Roll the dice")
    expect(hint).to_have_text("Roll to move, or accuse.")
    assert_on_screen(page, f"{viewport}, roll", hint, roll)
    assert_fits(page, f"{viewport}, roll")

    # Moving: the board is zoomed to the token (a square's button is a fingertip), the rooms in reach are listed.
    act_and_wait(page, roll)
    expect(page.locator(".sl-board-wrap.zoom[data-zoomed]")).to_have_count(1)
    expect(hint).to_contain_text("You rolled 10")
    reach = page.get_by_role("group", name="Rooms within reach")
    expect(reach.get_by_role("button")).to_have_text(["Enter the Dining Room", "Enter the Lounge"])
    assert_on_screen(page, f"{viewport}, move", hint, reach.get_by_role("button").first)
    squares = page.locator("button.sl-target")
    on_screen = [i for i in range(squares.count()) if squares.nth(i).evaluate(IN_WINDOW)]
    assert on_screen, f"{viewport}, move: no square within reach shows in the board's window"
    nearest = squares.nth(on_screen[0])
    assert in_viewport(nearest), f"{viewport}, move: the square in the window is off the screen"
    assert_fits(page, f"{viewport}, move")
    assert_accessible(page, f"{viewport}, moving in sleuth")

    # Into the Dining Room from the list; the suggestion.
    act_and_wait(page, reach.get_by_role("button", name="Enter the Dining Room"))
    suggest = page.get_by_role("button", name="Suggest in the Dining Room…")
    expect(hint).to_have_text("You are in the Dining Room: make a suggestion.")
    assert_on_screen(page, f"{viewport}, moved", hint, suggest)
    assert_fits(page, f"{viewport}, moved")
    hand = my_cards(page)
    suspect = next(s for s in SUSPECTS if s not in hand)
    weapon = next(w for w in WEAPONS if w not in hand)
    suggest.click()
    dialog = page.get_by_role("dialog", name="Make a suggestion")
    assert_on_screen(page, f"{viewport}, suggest", dialog.get_by_role("heading"), dialog.get_by_role("button").first)
    assert_fits(page, f"{viewport}, suggest")
    dialog.get_by_role("group", name="Suspect").get_by_role("button", name=suspect).click()
    dialog.get_by_role("group", name="Weapon").get_by_role("button", name=weapon).click()
    act_and_wait(page, dialog.get_by_role("button", name="Suggest", exact=True))

    # The bot shows a card: Ann sees which, and so does her history; the end of the turn is at hand.
    shown = page.locator(".sl-shown")
    expect(shown).to_contain_text("Bot 2 (Colonel Mustard) showed you")
    card = shown.locator(".sl-card-name").inner_text()
    end = page.get_by_role("button", name="End turn")
    assert_on_screen(page, f"{viewport}, shown", shown, end)
    history = page.locator("details.sl-history")
    history.get_by_text("History (1 suggestion)").click()
    entry = history.locator(".sl-history-item").first
    expect(entry).to_contain_text(
        f"Turn 1: Ann (Miss Scarlet) suggested {suspect} with the {weapon} in the Dining Room."
    )
    expect(entry).to_contain_text(f"Bot 2 showed you: {card}.")
    expect(history.get_by_role("list", name="Everything that happened")).to_contain_text("Ann entered the Dining Room")
    assert_fits(page, f"{viewport}, history")
    assert_accessible(page, f"{viewport}, the history of sleuth")
    history.get_by_text("History (1 suggestion)").click()

    # The bot's turn: it suggests, and Ann must show one of the named cards.
    act_and_wait(page, end)
    show = page.get_by_role("group", name="Show a card")
    expect(show).to_be_visible()
    # The turn is the bot's: only its card says so; Ann's says she must show a card.
    expect(page.locator('.sl-player[aria-current="true"]')).to_have_count(1)
    expect(page.locator('.sl-player[aria-current="true"]')).to_contain_text("Bot 2")
    expect(page.locator(".sl-player.me .sl-to-play")).to_have_text("to show a card")
    assert_on_screen(page, f"{viewport}, disprove", show.locator(".sl-hint"), show.get_by_role("button").first)
    assert_fits(page, f"{viewport}, disprove")
    shown_card = (show.get_by_role("button").first.get_attribute("aria-label") or "").removeprefix("Show ")
    act_and_wait(page, show.get_by_role("button").first)

    # Her notebook records the card she showed, and to whom; the history says so too, to her alone.
    record = page.get_by_role("region", name="Cards you showed")
    expect(record).to_contain_text(f"{shown_card}: to Bot 2")
    assert_fits(page, f"{viewport}, notebook")
    assert_accessible(page, f"{viewport}, the notebook of sleuth")
    history.get_by_text("History (2 suggestions)").click()
    expect(history.locator(".sl-history-item").nth(1)).to_contain_text(f"You showed Bot 2: {shown_card}.")


SQUARE_SIZE = "el => Math.round(el.getBoundingClientRect().width)"


def test_the_zoomed_board_keeps_fingertip_squares_when_the_tablet_is_turned(page: Page, site_url: str) -> None:
    """The zoomed board is the board magnified to the screen it is on: turned in the middle of a move (its squares
    follow the screen's size), it is fitted again and a square within reach is still a fingertip wide."""
    page.set_viewport_size(VIEWPORTS["tablet"])
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&dice=2&delay=0")
    act_and_wait(page, page.get_by_role("button", name="Roll the dice"))
    square = page.locator("button.sl-target").first
    upright = square.evaluate(SQUARE_SIZE)
    assert 44 <= upright <= 50, upright
    unfitted = page.evaluate("document.querySelector('.sl-board').offsetWidth")
    page.set_viewport_size(VIEWPORTS["kiosk"])  # the same tablet on its side: the board's squares are smaller
    page.wait_for_function(f"document.querySelector('.sl-board').offsetWidth !== {unfitted}")
    # Fitted again within a frame or two of the resize.
    page.wait_for_function("document.querySelector('button.sl-target').getBoundingClientRect().width >= 44")
    assert 44 <= square.evaluate(SQUARE_SIZE) <= 50, square.evaluate(SQUARE_SIZE)
    assert_fits(page, "kiosk, turned while moving")
    act_and_wait(page, square)  # and a square is still pressed where it shows
    expect(page.locator(".sl-board-wrap.zoom")).to_have_count(0)


# As the zoomed window is set up (its data-zoomed written, last of all): a square's width and whether the person's
# token shows in the window, measured in that same moment.
ZOOM_SET_UP = """(() => {
  new MutationObserver((_, observer) => {
    const wrap = document.querySelector(".sl-board-wrap.zoom[data-zoomed]");
    const square = wrap?.querySelector("button.sl-target");
    const token = wrap?.querySelector(".sl-token.mine");
    if (!square || !token) return;
    observer.disconnect();
    const [frame, box] = [wrap.getBoundingClientRect(), token.getBoundingClientRect()];
    const across = box.left >= frame.left && box.right <= frame.right;
    const shows = across && box.top >= frame.top && box.bottom <= frame.bottom;
    window.__zoomSetUp = { square: Math.round(square.getBoundingClientRect().width), token: shows };
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-zoomed"] });
})()"""


def test_with_reduced_motion_the_board_zooms_in_one_step(page: Page, site_url: str) -> None:
    """Reduced motion: the zoomed board lands at once, not through a transition. As its window is set up its squares
    are already a fingertip wide and the token shows in it (the site's reduced-motion rule once gave every element a
    0.01 ms transition: the squares were 30 px at that moment and the window was scrolled from that size)."""
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(VIEWPORTS["tablet"])
    page.add_init_script(ZOOM_SET_UP)
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&dice=2&delay=0")
    act_and_wait(page, page.get_by_role("button", name="Roll the dice"))
    page.wait_for_function("window.__zoomSetUp !== undefined")
    set_up = page.evaluate("window.__zoomSetUp")
    assert 44 <= set_up["square"] <= 50 and set_up["token"], set_up


# ----- motion: a token walks from its old place (issue 11) ----------------------------------------------------------
WALK = """el => ({ walking: el.classList.contains("sl-walk"), steps: Number(el.dataset.walk || 0),
    animations: el.getAnimations().length })"""


@pytest.mark.parametrize("reduced", [False, True])
def test_a_moved_token_walks_along_the_corridor_unless_motion_is_reduced(
    page: Page, site_url: str, reduced: bool
) -> None:
    page.emulate_media(reduced_motion="reduce" if reduced else "no-preference")
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&dice=2&delay=0")
    act_and_wait(page, page.get_by_role("button", name="Roll the dice"))
    mine = page.locator(".sl-token.mine")
    expect(mine).not_to_have_class(re.compile("sl-walk"))  # the roll moved nothing
    act_and_wait(
        page, page.get_by_role("group", name="Rooms within reach").get_by_role("button", name="Enter the Lounge")
    )
    # The walk starts once the new screen is laid out: at the next frame when it was drawn off the page, which can be
    # after the save the step above waited for.
    expect(mine).to_have_class(re.compile(r"\bsl-walk\b"))
    walk = mine.evaluate(WALK)
    # From Miss Scarlet's start (7, 24) up the corridor to the Lounge's door at (6, 18): seven squares and the step
    # into the room, square by square.
    assert walk["walking"] and walk["steps"] == 8, walk
    assert walk["animations"] == (0 if reduced else 1), walk
    # Drawn again with nothing moved (the history opened), it stands still: the screen is updated in place, so the
    # walk is not started again (the token node is kept; let the first walk end before the redraw).
    page.wait_for_function("document.querySelector('.sl-token.mine').getAnimations().length === 0")
    page.locator("details.sl-history summary").click()
    expect(page.locator("details.sl-history[open] .sl-full-log")).to_be_visible()
    again = page.locator(".sl-token.mine").evaluate(WALK)
    assert not again["walking"] and again["animations"] == 0, again


# Every card name set on a copy of a card of the hand, at both card sizes: what sticks out of the card, and where a word
# breaks other than at a space or a soft hyphen, and a kind that does not fit (set as the renderer sets them: letters).
CARD_NAME_PROBLEMS = r"""async ([cards, smallest]) => {
  const { letters } = await import(new URL("games/sleuth/index.js", document.baseURI).href);
  const model = document.querySelector(".sl-hand .sl-card");
  const problems = [];
  for (const small of [false, true]) {
    for (const [kind, name] of cards) {
      const card = model.cloneNode(true);
      card.classList.toggle("small", small);
      const label = card.querySelector(".sl-card-name");
      label.style.setProperty("--letters", letters(name));
      label.textContent = name;
      const kindLabel = card.querySelector(".sl-card-kind");
      kindLabel.style.setProperty("--letters", letters(kind));
      kindLabel.textContent = kind;
      model.parentElement.append(card);
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const where = `${name.replaceAll("\u00ad", "")} (${Math.round(box.width)} px)`;
      const kindBox = kindLabel.getBoundingClientRect();
      if (kindBox.left < left - 0.5 || kindBox.right > right + 0.5) problems.push(`${where}: "${kind}" sticks out`);
      for (const [text, element] of [[kind, kindLabel], [name, label]]) {
        const px = parseFloat(getComputedStyle(element).fontSize);
        const shown = text.replaceAll("\u00ad", "");
        if (px < smallest - 0.05) problems.push(`${where}: "${shown}" set at ${px.toFixed(1)} px`);
      }
      const range = document.createRange();
      let lineTop = null;
      let mayBreak = false;
      for (let i = 0; i < name.length; i += 1) {
        range.setStart(label.firstChild, i);
        range.setEnd(label.firstChild, i + 1);
        // (a letter just after a break can also have an empty box at the end of the line before)
        const rect = [...range.getClientRects()].filter((box) => box.width > 0).at(-1);
        if (rect && (rect.right > right + 0.5 || rect.left < left - 0.5)) {
          problems.push(`${where}: "${name[i]}" sticks out`);
        }
        if (name[i] === " " || name[i] === "\u00ad") {
          mayBreak = true;
          continue;
        }
        if (rect && lineTop !== null && rect.top > lineTop + 1 && !mayBreak) {
          problems.push(`${where}: broken after "${name.slice(0, i)}"`);
        }
        if (rect) lineTop = rect.top;
        mayBreak = false;
      }
      card.remove();
    }
  }
  return problems;
}"""


@pytest.mark.parametrize(
    "size", [{"width": 1280, "height": 1000}, {"width": 1024, "height": 768}, {"width": 390, "height": 844}]
)
def test_every_card_name_fits_its_card_in_every_language(page: Page, site_url: str, size: dict[str, int]) -> None:
    """A long name (Kynttilänjalka, Arbetsrummet, Conservatory) is set smaller, never below what reads at arm's length
    (a kiosk's card was set at 7 px once), and breaks only where its soft hyphens say, on the hand's cards and the
    smaller cards of a suggestion, at every card size the layouts use."""
    page.set_viewport_size(size)
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:easy,bot:easy&seed=1&delay=0")
    expect(page.get_by_role("region", name="Your cards").locator(".sl-card").first).to_be_visible()
    problems = {}
    for language in ["en", "da", "it", "fi", "sv"]:
        page.locator(".ui-language").select_option(language)
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator(".sl-hand .sl-card").first).to_be_visible()
        messages = catalog(language)
        kinds = dict(re.findall(r"(suspect|weapon|other) \{([^}]*)\}", messages["sleuth.ui.kind"]))
        cards = [(kinds["suspect"], messages[f"sleuth.card.{card}"]) for card in SUSPECTS_OF_THE_GAME]
        cards += [(kinds["weapon"], messages[f"sleuth.card.{card}"]) for card in WEAPONS_OF_THE_GAME]
        cards += [(kinds["other"], messages[f"sleuth.card.{card}"]) for card in ROOMS]
        problems[language] = page.evaluate(CARD_NAME_PROBLEMS, [cards, SMALLEST_TEXT_PX])
    assert problems == {language: [] for language in problems}


# ----- the table walks (shared/reviews/table-walks.md) ----------------------------------------------------------------
def test_the_accuser_sees_the_envelope_and_it_stays_until_seen(page: Page, site_url: str) -> None:
    """The rules: an accuser looks in the envelope, right or wrong. Ann accuses at once, wrongly: she is out, her screen
    shows the envelope's three cards and holds the table (the bot, at no delay, does not move) until she has seen it;
    then the bot plays on and her screen still shows them, also when she is asked for a card. A right accusation ends
    the game with the three cards."""
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=4&delay=0")
    game = pygames.new_game("sleuth", {"seats": [{"name": "Ann"}, {"name": "Bot 2", "bot": "hard"}]}, 4)
    assert isinstance(game, Sleuth)
    expect(page.get_by_role("region", name="Your cards").locator(".sl-card")).to_have_count(len(game.hands[0]))
    hand = my_cards(page)
    assert hand == game.hands[0]
    expect(page.get_by_role("region", name="In the envelope")).to_have_count(0)
    suspect = next(s for s in SUSPECTS if s in hand)  # one she holds: surely wrong
    accuse(page, suspect, WEAPONS[0], ROOMS[0])
    envelope = page.get_by_role("region", name="In the envelope")
    expect(envelope).to_be_visible()
    expect(page.locator(".sl-player.me.out")).to_have_count(1)
    solution = game.envelope
    said = f"It was {solution['suspect']} with the {solution['weapon']} in the {solution['room']}."
    expect(envelope.locator(".sl-solution-text")).to_have_text(said)
    names = [name.replace("\xad", "") for name in envelope.locator(".sl-card-name").all_inner_texts()]
    assert names == [solution["suspect"], solution["weapon"], solution["room"]]
    held = saved_log_length(page)
    page.wait_for_timeout(600)  # a computer at no delay would have moved by now
    assert saved_log_length(page) == held
    expect(envelope).to_be_visible()
    page.locator(".outcome").get_by_role("button", name="Continue").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {held}")
    expect(page.locator(".outcome")).to_have_count(0)
    # The bot plays on and soon asks Ann for a card (out, she still shows cards): the envelope stays beside the cards.
    expect(page.get_by_text("Show Bot 2 one of these cards", exact=False)).to_be_visible()
    expect(envelope.locator(".sl-solution-text")).to_have_text(said)

    # Right: the game is over and the three cards are the solution on the screen.
    game = pygames.new_game("sleuth", {"seats": [{"name": "Ann"}, {"name": "Bot 2", "bot": "hard"}]}, 5)
    assert isinstance(game, Sleuth)
    page.evaluate("location.hash = '#/sleuth?seats=Ann,bot:hard&seed=5&delay=60000'")
    expect(page.get_by_role("region", name="In the envelope")).to_have_count(0)
    accuse(page, game.envelope["suspect"], game.envelope["weapon"], game.envelope["room"])
    wait_for_over(page, "sleuth")
    solution_panel = page.get_by_role("region", name="Solution")
    names = [name.replace("\xad", "") for name in solution_panel.locator(".sl-card-name").all_inner_texts()]
    assert names == [game.envelope["suspect"], game.envelope["weapon"], game.envelope["room"]]


# Every room name the zoomed window shows, whole and legible: its box inside the window, its text at least this big.
ROOM_NAMES_IN_WINDOW = """(smallest) => {
  const wrap = document.querySelector('.sl-board-wrap');
  const w = wrap.getBoundingClientRect();
  const shown = [], problems = [];
  for (const name of wrap.querySelectorAll('.sl-room-name')) {
    const r = name.getBoundingClientRect();
    const visible = getComputedStyle(name).visibility !== 'hidden';
    const touches = r.right > w.left && r.left < w.right && r.bottom > w.top && r.top < w.bottom;
    if (!visible || !touches) continue;
    shown.push(name.textContent);
    if (r.left < w.left - 0.5 || r.right > w.right + 0.5 || r.top < w.top - 0.5 || r.bottom > w.bottom + 0.5)
      problems.push(`${name.textContent} cut by the window`);
    const px = parseFloat(getComputedStyle(name).fontSize) * r.height / name.offsetHeight;
    if (px < smallest) problems.push(`${name.textContent} at ${px.toFixed(1)} px`);
  }
  return { shown, problems };
}"""
# Every room name of the whole board inside its room, and the board inside the screen once scrolled to.
WHOLE_BOARD = """() => {
  const board = document.querySelector('.sl-board').getBoundingClientRect();
  const problems = [];
  if (board.left < -0.5 || board.right > innerWidth + 0.5) problems.push('the board is wider than the screen');
  if (board.height > innerHeight) problems.push('the board is taller than the screen');
  for (const name of document.querySelectorAll('.sl-room-name')) {
    const r = name.getBoundingClientRect(), room = name.parentElement.getBoundingClientRect();
    if (r.left < room.left - 0.5 || r.right > room.right + 0.5 || getComputedStyle(name).visibility === 'hidden')
      problems.push(`${name.textContent} not whole in its room`);
  }
  return problems;
}"""


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=["phone", "phone on its side"])
def test_a_phone_shows_the_whole_board_and_whole_room_names_while_moving(
    page: Page, site_url: str, size: tuple[int, int]
) -> None:
    """While moving, the board is zoomed to a fingertip's squares: the room names in its window are whole and legible,
    on a phone on its side the window has the screen's height, and a toggle beside the dice shows the whole board (its
    squares only marked) in sight with the toggle, and back."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:hard&seed=7&dice=2&delay=0")
    act_and_wait(page, page.get_by_role("button", name="Roll the dice"))
    wrap = page.locator(".sl-board-wrap.zoom[data-zoomed]")
    expect(wrap).to_have_count(1)
    assert in_viewport(wrap), "the window on the board is off the screen"
    assert wrap.evaluate("el => el.getBoundingClientRect().height") >= min(size[1] - 90, 400)
    names = page.evaluate(ROOM_NAMES_IN_WINDOW, 12)
    assert names["shown"] and not names["problems"], names

    toggle = page.get_by_role("button", name="Whole board")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert in_viewport(toggle)
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".sl-board-wrap.zoom")).to_have_count(0)
    expect(page.locator("button.sl-target")).to_have_count(0)  # too small to tap: only marked
    expect(page.locator("span.sl-target.marked").first).to_be_visible()
    assert page.evaluate(WHOLE_BOARD) == []
    assert in_viewport(page.locator(".sl-board")) and in_viewport(toggle), "the whole board and its toggle in sight"
    assert_fits(page, f"{size}, the whole board while moving")

    toggle.click()
    expect(page.locator(".sl-board-wrap.zoom[data-zoomed]")).to_have_count(1)
    expect(page.locator("button.sl-target").first).to_be_visible()
    act_and_wait(page, page.get_by_role("group", name="Rooms within reach").get_by_role("button").first)


# Each notebook table's header, whole: every name inside its cell, every cell inside the notebook's scroller unless
# the scroller shows that it scrolls (a faded edge, data-overflow).
NOTEBOOK_HEADERS = """() => {
  const scroller = document.querySelector('.sl-nb-scroll');
  const s = scroller.getBoundingClientRect();
  const problems = [];
  const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
  const hint = scroller.dataset.overflow || '';
  if (scrolls && !(hint.includes('right') && getComputedStyle(scroller).maskImage !== 'none'))
    problems.push('it scrolls without showing it');
  for (const th of scroller.querySelectorAll('thead th')) {
    const r = th.getBoundingClientRect();
    for (const part of th.querySelectorAll('.sl-nb-name, .sl-nb-group')) {
      const p = part.getBoundingClientRect();
      if (p.left < r.left - 0.5 || p.right > r.right + 0.5 || p.top < r.top - 0.5 || p.bottom > r.bottom + 0.5)
        problems.push(`${part.textContent} cut in its cell`);
    }
    if (!scrolls && (r.left < s.left - 0.5 || r.right > s.right + 0.5)) problems.push(`${th.textContent} cut off`);
  }
  return { scrolls, problems };
}"""


def test_the_notebook_columns_fit_a_phone_or_show_that_they_scroll(page: Page, site_url: str) -> None:
    """Six players with long names: on a phone every column of the notebook fits, every name whole; on a narrower
    phone the notebook scrolls sideways and its edge shows it, the card names staying in view."""
    page.set_viewport_size({"width": 390, "height": 844})
    names = "Annabelle,Bartholomew,Christabel,Dominique,Evangeline,Maximilian%20the%20Third"
    open_app(page, site_url, f"#/sleuth?seats={names}&seed=7")
    page.get_by_role("button", name="I am Annabelle: show my screen").click()
    notebook = page.get_by_role("table", name="Notebook: suspects")
    expect(notebook.get_by_role("columnheader", name=re.compile("Maximilian the Third"))).to_be_visible()
    assert page.evaluate(NOTEBOOK_HEADERS) == {"scrolls": False, "problems": []}
    page.set_viewport_size({"width": 320, "height": 640})
    page.wait_for_function("document.querySelector('.sl-nb-scroll').dataset.overflow === 'right'")
    assert page.evaluate(NOTEBOOK_HEADERS) == {"scrolls": True, "problems": []}
    page.locator(".sl-nb-scroll").evaluate("el => el.scrollTo(el.scrollWidth, 0)")
    page.wait_for_function("document.querySelector('.sl-nb-scroll').dataset.overflow === 'left'")
    row_header = notebook.get_by_role("rowheader").first
    assert row_header.evaluate(
        "el => el.getBoundingClientRect().left >= el.closest('.sl-nb-scroll').getBoundingClientRect().left - 0.5"
    ), "the card names scroll out of view"
