"""Bullseye in Chromium: a person plays a whole game against two bots by clicking; two people enter one after the other
on one device; bots alone play to the end."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import SAVED_GAME, engine_value, open_app, wait_for_over
from e2e.fit import VIEWPORTS, assert_fits, in_viewport

MY_MOVE_OR_OVER = """() => document.querySelector('[data-game="bullseye"][data-game-state="over"]') ||
    [...document.querySelectorAll("button")].some((b) =>
        ["Roll the dice", "Keep these dice", "Confirm entry"].includes(b.textContent) && !b.closest("[hidden]"))"""
COLOUR_NAMES = {"black", "blue", "yellow", "red", "green", "white"}


SEAT_MOVES = f"JSON.parse({SAVED_GAME}).saved.log.filter((e) => e[0] === {{seat}}).length"


def moves_of(page: Page, seat: int) -> int:
    """How many actions this seat has in the saved game (bots move meanwhile, so the whole log says less)."""
    return int(page.evaluate(SEAT_MOVES.format(seat=seat)))


def wait_for_move(page: Page, seat: int, before: int) -> None:
    page.wait_for_function(f"{SEAT_MOVES.format(seat=seat)} > {before}")


def dice_values(page: Page) -> dict[str, int]:
    """The dice on the table by colour name, read from their accessible names ("Black die: 3")."""
    labels = page.locator(".be-die").evaluate_all("(dice) => dice.map((d) => d.getAttribute('aria-label'))")
    found = (re.match(r"(\w+) die: (\d)", label or "") for label in labels)
    return {m.group(1).lower(): int(m.group(2)) for m in found if m}


def current_row(page: Page) -> int:
    heading = page.get_by_role("heading", name=re.compile(r"your entry for row \d")).text_content() or ""
    found = re.search(r"row (\d)", heading)
    assert found, heading
    return int(found.group(1))


def enter_something(page: Page) -> None:
    """Write the first die that fits (tap the die, then its field), else cross out; then confirm."""
    row = current_row(page)
    fitting = page.locator(".be-die:not(.nofit):not(.placed):enabled")
    if fitting.count():
        die = fitting.first
        colour = (die.get_attribute("aria-label") or "").split(" ")[0].lower()
        assert colour in COLOUR_NAMES
        die.click()
        expect(die).to_have_attribute("aria-pressed", "true")
        page.get_by_role("button", name=re.compile(rf"^Row {row}, {colour} \d: open")).click()
        expect(page.get_by_role("button", name=re.compile(rf"^Row {row}, {colour} \d: \d chosen"))).to_be_visible()
    else:
        page.get_by_role("button", name=re.compile(r"^Cross out ")).click()
        expect(page.get_by_text(re.compile(r"Your entry: cross out the"))).to_be_visible()
    page.get_by_role("button", name="Confirm entry").click()


def test_a_person_plays_a_whole_game_with_two_bots_by_clicking(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy,bot:normal&seed=3&delay=0")
    stage = page.locator('[data-game="bullseye"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    expect(page.get_by_role("table", name="Ann's sheet A")).to_be_visible()
    expect(page.get_by_role("group", name="Other players' sheets").get_by_role("table")).to_have_count(2)
    page.evaluate("window.annsScreen = document.querySelector('.game-root')")
    refused_once = False
    moves = 0
    while True:
        page.wait_for_function(MY_MOVE_OR_OVER)
        if stage.get_attribute("data-game-state") == "over":
            break
        before = moves_of(page, 0)
        if page.get_by_role("button", name="Roll the dice").count():
            page.get_by_role("button", name="Roll the dice").click()
        elif page.get_by_role("button", name="Keep these dice").count():
            reroll = page.get_by_role("button", name="Reroll (keep the 1s)")
            keep = page.get_by_role("button", name="Keep these dice")
            (reroll if moves % 3 == 0 and reroll.count() else keep).click()  # now and then a reroll
        else:
            if not refused_once and page.locator(".be-die:not(.nofit):enabled").count():
                # A die put in a field of another colour is sent as that field's number; Python refuses it (that
                # field takes its own die, which shows another number) and the reason is shown in place.
                die = page.locator(".be-die:not(.nofit):enabled").first
                colour = (die.get_attribute("aria-label") or "").split(" ")[0].lower()
                values = dice_values(page)
                others = sorted(c for c in values if values[c] != values[colour])
                if others:
                    row = current_row(page)
                    die.click()
                    page.get_by_role("button", name=re.compile(rf"^Row {row}, {others[0]} \d")).click()
                    expect(page.get_by_role("alert").filter(has_text="field takes the")).to_be_visible()
                    expect(page.get_by_role("heading", name=f"Ann: your entry for row {row}")).to_be_visible()
                    assert moves_of(page, 0) == before  # refused: nothing changed
                    refused_once = True
            enter_something(page)
        wait_for_move(page, 0, before)
        moves += 1
        assert moves < 150, "a game takes far fewer moves than this"
    assert refused_once
    wait_for_over(page, "bullseye")
    # Alone with bots, Ann keeps her own screen at the end (it hides nothing then): the last move updates it in place,
    # not a new screen of every sheet built from nothing.
    assert page.evaluate("document.querySelector('.game-root') === window.annsScreen"), "the screen was built anew"
    expect(page.get_by_role("group", name="Other players' sheets").get_by_role("table")).to_have_count(2)
    expect(page.get_by_role("region", name="Result")).to_contain_text("completed row 5")
    expect(page.get_by_role("table", name="Final scores").locator("tbody tr")).to_have_count(3)
    scores = page.get_by_role("table", name="Scores by row")
    expect(scores.locator("tbody tr")).to_have_count(3)
    expect(scores).to_contain_text("Ann")
    log = page.get_by_role("list", name="What just happened")
    expect(log).to_contain_text("completed row 5")
    expect(log).not_to_contain_text("[object")


def test_the_sheet_written_on_is_updated_in_place_from_rolling_to_entering_and_back(page: Page, site_url: str) -> None:
    # Becoming the sheet being written on (and back) changes a few fields, not the sheet: rebuilding its 400 nodes took
    # a third of the keep's time in the page.
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    probe = "document.querySelector('.be-sheet.big .be-sheet-head').probe"
    expect(page.get_by_role("button", name="Roll the dice")).to_be_visible()
    page.evaluate(f"{probe} = 'kept'")
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name="Keep these dice").click()
    expect(page.get_by_role("button", name="Confirm entry")).to_be_visible()
    assert page.evaluate(probe) == "kept"
    before = moves_of(page, 0)
    enter_something(page)
    wait_for_move(page, 0, before)
    page.wait_for_function(MY_MOVE_OR_OVER)
    assert page.evaluate(probe) == "kept"


def test_two_people_enter_one_after_the_other_without_a_curtain(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/bullseye?seats=Ann,Bo,bot:hard&seed=11&delay=0")
    page.get_by_role("button", name="Roll the dice").click()
    log = page.get_by_role("list", name="What just happened")
    expect(log).to_contain_text(re.compile(r"Ann rolls black \d, blue \d, yellow \d, red \d, green \d, and white \d\."))
    page.get_by_role("button", name="Keep these dice").click()
    expect(page.get_by_role("heading", name="Ann: your entry for row 1")).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)  # sheets are public: no curtain
    before = moves_of(page, 0)
    page.get_by_role("button", name=re.compile(r"^Cross out ")).click()
    page.get_by_role("button", name="Confirm entry").click()
    wait_for_move(page, 0, before)
    expect(page.get_by_role("heading", name="Bo: your entry for row 1")).to_be_visible()
    # entries are blind until all are in: Bo sees that Ann has entered, not what she wrote
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("Ann has made their entry.")
    ann_crossed = page.get_by_role("table", name="Ann's sheet A").get_by_role("cell", name=re.compile("crossed out"))
    expect(ann_crossed).to_have_count(0)
    enter_something(page)
    expect(page.get_by_role("status").filter(has_text="Turn 2")).to_be_visible()
    expect(page.get_by_role("list", name="What just happened")).to_contain_text(
        "Ann crosses out the yellow 6 in row 1."
    )
    expect(ann_crossed).to_have_count(1)


# Python's bridge made slow for the bots' requests only (a busy wait: the engine's thread is held, as by a slow
# decision), inside the page's own engine.
SLOW_BOTS = """
import json, time
from pygames import api
_handle = api.handle
def _slow_bots(text):
    if json.loads(text).get("op") == "bot":
        until = time.monotonic() + 3
        while time.monotonic() < until:
            pass
    return _handle(text)
api.handle = _slow_bots
"""


def test_an_entry_made_while_the_bots_entry_is_on_its_way_is_sent_after_it(page: Page, site_url: str) -> None:
    """In the entry step the bot enters beside the person, its request on its way at once; a person who confirms
    meanwhile has their entry sent once the bot's reply is in, not refused as "one moment" and lost."""
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    page.get_by_role("button", name="Roll the dice").click()
    keep = page.get_by_role("button", name="Keep these dice")
    expect(keep).to_be_visible()
    engine_value(page, f"self.pygamesEngine.runPython({SLOW_BOTS!r})")
    ann, bot = moves_of(page, 0), moves_of(page, 1)
    keep.click()
    wait_for_move(page, 0, ann)  # the keep
    ann = moves_of(page, 0)
    enter_something(page)  # the bot's entry is still on its way: 3 s of Python
    assert moves_of(page, 1) == bot, "the bot's entry came before the person confirmed: nothing was on its way"
    wait_for_move(page, 1, bot)
    wait_for_move(page, 0, ann)
    expect(page.locator(".stage-notice")).to_have_text("")  # no "One moment…"


def test_bots_only_deep_link_plays_to_the_end(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/bullseye?seats=bot:easy,bot:normal,bot:hard&seed=5&delay=0")
    wait_for_over(page, "bullseye")
    expect(page.get_by_role("table", name="Final scores").locator("tbody tr")).to_have_count(3)
    expect(page.get_by_role("group", name="All sheets").get_by_role("table")).to_have_count(3)
    expect(page.get_by_role("table", name="Scores by row")).to_be_visible()


FOCUSED = """() => { const e = document.activeElement;
    return e ? (e.getAttribute("aria-label") || e.textContent || "").trim() : ""; }"""


def focused(page: Page) -> str:
    """The accessible name (or text) of the element that has the focus."""
    return str(page.evaluate(FOCUSED))


def press_until(page: Page, key: str, name: str, limit: int = 40) -> None:
    """Press ``key`` (Tab, Shift+Tab, an arrow) until the focus is on an element whose name matches ``name``."""
    for _ in range(limit):
        if re.search(name, focused(page)):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached {name!r}; the focus is on {focused(page)!r}")


def test_bullseye_is_playable_with_the_keyboard_alone(page: Page, site_url: str) -> None:
    """A whole game against a bot with Tab, the arrows, Enter and Space only: the roll's and the keep's headings take
    the focus, the entry's first field one may write (else the cross-out); Enter there writes that field's own die, or
    Tab reaches the dice, where a chosen die sends the focus to its field, and a number put in its field to Confirm."""
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    stage = page.locator('[data-game="bullseye"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    turns = 0
    arrows_checked = False
    while True:
        page.wait_for_function(MY_MOVE_OR_OVER)
        if stage.get_attribute("data-game-state") == "over":
            break
        before = moves_of(page, 0)
        if page.get_by_role("button", name="Roll the dice").count():
            expect(page.get_by_role("heading", name="Ann, it is your turn to roll")).to_be_focused()
            press_until(page, "Tab", "^Roll the dice$")
            page.keyboard.press("Enter")
        elif page.get_by_role("button", name="Keep these dice").count():
            expect(page.get_by_role("heading", name="Ann: keep these dice or reroll once?")).to_be_focused()
            if turns % 4 == 1 and page.get_by_role("button", name="Reroll (keep the 1s)").count():
                press_until(page, "Tab", r"^Reroll \(keep the 1s\)$")
            else:
                press_until(page, "Tab", "^Keep these dice$")
            page.keyboard.press("Space")
        else:
            row = current_row(page)
            if page.locator(".be-die:not(.nofit):enabled").count():
                expect(page.locator(".be-sheet.big .be-row.current .be-hit:focus")).to_have_count(1)
                field = re.match(rf"^Row {row}, (\w+) \d: open$", focused(page))
                assert field, focused(page)
                if turns % 2:  # Enter writes the field's own die
                    colour = field.group(1)
                else:
                    page.keyboard.press("Tab")  # on to the dice: one Tab stop, on the first die that fits
                    assert re.match(r"^\w+ die: \d", focused(page)), focused(page)
                    if not arrows_checked:  # the arrows move along the dice, and back
                        first = focused(page)
                        page.keyboard.press("ArrowRight")
                        assert focused(page) != first
                        page.keyboard.press("ArrowLeft")
                        assert focused(page) == first
                        arrows_checked = True
                    colour = focused(page).split(" ")[0].lower()
                    page.keyboard.press("Enter")
                    expect(page.locator(".be-die.selected")).to_have_count(1)
                    assert re.match(rf"^Row {row}, {colour} \d: open$", focused(page)), focused(page)
                page.keyboard.press("Enter")
                expect(page.get_by_role("button", name="Confirm entry")).to_be_focused()
                expect(page.get_by_text(re.compile(rf"^Your entry: {colour} \d"))).to_be_visible()
            else:
                expect(page.get_by_role("button", name=re.compile("^Cross out "))).to_be_focused()
                page.keyboard.press("Enter")
                expect(page.get_by_role("button", name="Confirm entry")).to_be_focused()
            page.keyboard.press("Enter")
        wait_for_move(page, 0, before)
        turns += 1
        assert turns < 150, "a game takes far fewer moves than this"
    assert arrows_checked
    wait_for_over(page, "bullseye")
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("completed row 5")


IN_GAME = "() => !!document.activeElement?.closest('.game-root')"


def test_after_keeping_the_focus_is_on_the_sheet_and_tab_goes_through_the_game_before_the_top_bar(
    page: Page, site_url: str
) -> None:
    """The entry asks for a field: the focus goes to the first one a legal write fills (not the step's heading), and
    from there Tab reaches the dice and the entry's buttons before it leaves the game for the top bar."""
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name="Keep these dice").click()
    sheet = page.get_by_role("table", name="Ann's sheet A")
    expect(sheet.locator(".be-hit:focus")).to_have_count(1)
    labels = "(nodes) => nodes.map((n) => n.getAttribute('aria-label'))"
    fitting = {label.split(" ")[0].lower() for label in page.locator(".be-die:not(.nofit)").evaluate_all(labels)}
    fields = sheet.locator(".be-row.current .be-hit").evaluate_all(labels)
    writable = [name for name in fields if name.endswith(": open") and name.split(" ")[2] in fitting]
    assert writable and focused(page) == writable[0], (focused(page), writable)
    reached = []
    for _ in range(12):
        page.keyboard.press("Tab")
        if not page.evaluate(IN_GAME):
            break
        reached.append(focused(page))
    assert reached, "the first Tab from the sheet left the game"
    assert re.match(r"^\w+ die: \d", reached[0]), reached
    assert any(name.startswith("Cross out ") for name in reached), reached


# ----- fit and motion -------------------------------------------------------------------------------------------------
def assert_in_sight(size: str, step: str, **parts: object) -> None:
    for name, part in parts.items():
        assert in_viewport(part), f"bullseye at {size}, {step}: the {name} is out of sight"  # type: ignore[arg-type]


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_each_step_fits_with_its_prompt_and_controls_and_the_latest_moves_in_sight(
    page: Page, site_url: str, size: str
) -> None:
    """Ann's turn (roll, keep, enter), then the computer players' turn, at each screen size: no sideways scroll, no
    small control, and as the page stands, the step's heading beside what it asks for (the entry's focused field) and
    the latest moves."""
    page.set_viewport_size(VIEWPORTS[size])
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=700")
    latest = page.get_by_role("list", name="Latest moves")
    heading = page.get_by_role("heading", name="Ann, it is your turn to roll")
    expect(heading).to_be_focused()
    assert_fits(page, f"bullseye at {size}, roll")
    roll = page.get_by_role("button", name="Roll the dice")
    assert_in_sight(size, "roll", heading=heading, button=roll, latest=latest)
    roll.click()
    heading = page.get_by_role("heading", name="Ann: keep these dice or reroll once?")
    expect(heading).to_be_focused()
    assert_fits(page, f"bullseye at {size}, keep or reroll")
    keep = page.get_by_role("button", name="Keep these dice")
    assert_in_sight(size, "keep", heading=heading, button=keep, dice=page.locator(".be-tray"), latest=latest)
    keep.click()
    heading = page.get_by_role("heading", name="Ann: your entry for row 1")
    field = page.locator(".be-sheet.big .be-hit:focus")  # the first field one may write
    expect(field).to_have_count(1)
    assert_fits(page, f"bullseye at {size}, entry")
    assert_in_sight(size, "entry", heading=heading, field=field, dice=page.locator(".be-tray"))
    before = moves_of(page, 0)
    enter_something(page)
    wait_for_move(page, 0, before)
    # Bot 2 rolls next, 0.7 s a move: each of its moves shows where Ann is looking.
    expect(latest.locator("li").last).to_contain_text("Bot 2")
    assert_fits(page, f"bullseye at {size}, Bot 2's turn")
    assert_in_sight(size, "Bot 2's turn", latest=latest, dice=page.locator(".be-tray"))


RECORD_ANIMATIONS = (
    'window.motion = []; document.addEventListener("animationstart", (e) => motion.push(e.animationName));'
)
TWO_FRAMES = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_dice_roll_when_rolled_unless_motion_is_unwelcome(page: Page, site_url: str, motion: str) -> None:
    page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
    page.add_init_script(RECORD_ANIMATIONS)
    open_app(page, site_url, "#/bullseye?seats=Ann,bot:easy&seed=3&delay=0")
    page.get_by_role("button", name="Roll the dice").click()
    expect(page.get_by_role("button", name="Keep these dice")).to_be_visible()
    dice = page.locator(".be-tray .be-die")
    expect(dice).to_have_count(6)
    expect(dice.first).to_have_class(re.compile(r"rolling-[01]"))  # the DOM says it at once: nothing waits for it
    page.evaluate(TWO_FRAMES)  # an animation starts at the next frame
    rolled = [name for name in page.evaluate("window.motion") if name.startswith("be-roll")]
    assert rolled if motion == "no-preference" else not rolled, rolled
