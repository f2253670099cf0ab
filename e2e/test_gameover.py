"""Game Over in Chromium: a person plays a round against a bot by clicking, and another with the keyboard alone; bots
play alone; the guide's curtain (typed through by keyboard, checked by axe); a greyed-out card says why; the round
banner of a new game is not hidden by the last game's."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import SAVED_LOG_LENGTH, assert_accessible, open_app, saved_log_length, wait_for_over
from e2e.fit import VIEWPORTS, assert_fits, in_viewport

MY_TURN_OR_OVER = """() => document.querySelector('[data-game-state="over"]') ||
    [...document.querySelectorAll("h2")].some((h) => h.textContent.startsWith("Your turn"))"""
ROUND_OVER = ".go-round-over, .go-choose"  # the banner, or (banner closed or hidden) the next guide's word form
MY_TURN_OR_ROUND_OVER = f"""() => !!document.querySelector("{ROUND_OVER}") ||
    [...document.querySelectorAll("h2")].some((h) => h.textContent.startsWith("Your turn"))"""
HALF_SHOWN = "The guess-the-word card needs at least half of the letters shown."


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
    # Seed 3 deals Ann a guess-the-word card, greyed out at first: it says why, on screen and to screen readers.
    page.wait_for_function(MY_TURN_OR_OVER)
    guess_card = page.get_by_role("group", name="Your cards").get_by_role("button", name="Play Guess the word card")
    expect(guess_card).to_be_disabled()
    expect(guess_card).to_have_attribute("title", HALF_SHOWN)
    expect(guess_card).to_have_accessible_description(HALF_SHOWN)
    expect(page.get_by_text(HALF_SHOWN)).to_be_visible()
    moves = 0
    while stage.get_attribute("data-game-state") != "over":
        page.wait_for_function(MY_TURN_OR_OVER)
        if stage.get_attribute("data-game-state") == "over":
            break
        before = saved_log_length(page)
        play_one_move(page)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
        moves += 1
        assert moves < 200, "the round should end long before this"
    wait_for_over(page, "gameover")
    expect(page.get_by_role("region", name="Result")).to_contain_text("Game over")
    log = page.get_by_role("list", name="What just happened")
    expect(log).to_contain_text("The word was")
    page.get_by_role("button", name="Play again").click()
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
    form = page.get_by_role("form", name="Choose the secret word")
    expect(form.get_by_role("alert")).to_contain_text("not in the word list")
    expect(page.locator("#toast:not(.hidden)")).to_have_count(0)  # a refusal is shown once, in the form
    secret.fill("elephant")
    page.get_by_role("button", name="Hide this word").click()
    expect(page.get_by_role("dialog", name="Pass the device to Bo")).to_be_visible()
    assert "ELEPHANT" not in page.content().upper()
    page.get_by_role("button", name="I am Bo: show my screen").click()
    expect(page.locator(".go-word")).to_have_attribute(
        "aria-label", "The word: E blank blank blank blank blank blank T"
    )
    assert "ELEPHANT" not in page.content().upper()


def play_until_round_over(page: Page) -> None:
    for _ in range(200):
        page.wait_for_function(MY_TURN_OR_ROUND_OVER)
        if page.locator(ROUND_OVER).count():
            return
        before = saved_log_length(page)
        play_one_move(page)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    raise AssertionError("the round should end long before this")


def test_a_new_game_shows_its_own_round_banners(page: Page, site_url: str) -> None:
    """Closing game A's round banner must not hide game B's (the renderer keeps nothing between games). Ann is the
    guide of each game's first round: she hides a word and the computer plays the round out."""
    link = "#/gameover?seats=Ann,bot:normal&rounds=2&first_guide=0&delay=0&seed="
    open_app(page, site_url, link + "3")
    hide_word(page, "elephant")
    banner = page.get_by_role("status").filter(has_text="Round 1 is over")
    read_guesses_until(page, banner)
    expect(banner).to_contain_text("The word was")
    page.get_by_role("button", name="Next round").click()
    expect(banner).to_have_count(0)
    expect(page.get_by_text("Round 2 of 2")).to_be_visible()
    page.evaluate(f"location.hash = {json.dumps(link + '4')}")
    expect(page.get_by_role("img", name="10 of 10 tiles left on the panel")).to_be_visible()
    hide_word(page, "giraffe")
    read_guesses_until(page, page.get_by_role("status").filter(has_text="Round 1 is over"))


def read_guesses_until(page: Page, banner: Locator) -> None:
    """Ann reads each of the computer's guesses (they hold its next move until she has) until ``banner`` shows."""
    read = page.get_by_role("button", name="Continue")
    for _ in range(50):
        expect(banner.or_(read).first).to_be_visible()
        if banner.count():
            return
        read.click()
    raise AssertionError("the round should end long before this")


def hide_word(page: Page, word: str) -> None:
    form = page.get_by_role("form", name="Choose the secret word")
    form.get_by_role("textbox", name="Secret word").fill(word)
    form.get_by_role("button", name="Hide this word").click()


# ----- the keyboard alone ---------------------------------------------------------------------------------------------
def focused_is(page: Page, predicate: str) -> bool:
    """Whether the focused element `el` satisfies a JavaScript expression."""
    return page.evaluate(
        f"() => {{ const el = document.activeElement; return !!el && el !== document.body && ({predicate}); }}"
    )


def tab_to(page: Page, predicate: str, presses: int = 120) -> None:
    """Press Tab until the focused element satisfies `predicate` (the page's tab order, wrapping round)."""
    for _ in range(presses):
        if focused_is(page, predicate):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {predicate}")


LABEL = "(el.getAttribute('aria-label') || el.textContent || '')"
ENABLED_CARD = "el.matches('.go-card:enabled')"


def keyboard_move(page: Page) -> None:
    """One move, like play_one_move, but with Tab, Enter, Space and typing only."""
    hand = page.get_by_role("group", name="Your cards")
    enabled = hand.locator(".go-card:enabled")
    labels = [enabled.nth(i).get_attribute("aria-label") or "" for i in range(enabled.count())]
    if "Play Guess the word card" in labels:
        tab_to(page, f"{ENABLED_CARD} && {LABEL} === 'Play Guess the word card'")
        page.keyboard.press("Space")
        expect(page.get_by_role("textbox", name="Your guess")).to_be_focused()
        page.keyboard.type("wrongword")
        page.keyboard.press("Enter")
    elif any(label.startswith("Play letter") for label in labels):
        tab_to(page, f"{ENABLED_CARD} && {LABEL}.startsWith('Play letter')")
        page.keyboard.press("Enter")
    elif labels:  # a Vowel or Consonant card: choose it, then a letter not asked yet
        tab_to(page, ENABLED_CARD)
        page.keyboard.press("Enter")
        picker = page.get_by_role("group", name="Choose a")
        expect(picker).to_be_visible()
        expect(picker.locator(".go-pick:not(.asked)").first).to_be_focused()  # the focus goes where the choice is made
        tab_to(page, f"el.matches('.go-pick:not(.asked)') && {LABEL}.startsWith('Ask for')")
        page.keyboard.press("Space")
    elif page.get_by_role("button", name="Draw a card").count():
        tab_to(page, f"{LABEL} === 'Draw a card'")
        page.keyboard.press("Enter")
    else:
        tab_to(page, f"{LABEL} === 'Pass'")
        page.keyboard.press("Enter")


def test_gameover_is_playable_with_the_keyboard_alone(page: Page, site_url: str) -> None:
    """Ann guesses a computer guide's word to the end of the match using only the keyboard, then starts a new game."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=1&seed=3&delay=0")
    stage = page.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    page.wait_for_function(MY_TURN_OR_OVER)
    # When it is Ann's move, the focus is already on her hand: a keyboard user starts where the move is made.
    expect(page.get_by_role("group", name="Your cards").locator(".go-card:enabled").first).to_be_focused()
    moves = 0
    while stage.get_attribute("data-game-state") != "over":
        page.wait_for_function(MY_TURN_OR_OVER)
        if stage.get_attribute("data-game-state") == "over":
            break
        before = saved_log_length(page)
        keyboard_move(page)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
        moves += 1
        assert moves < 200, "the round should end long before this"
    wait_for_over(page, "gameover")
    expect(page.get_by_role("list", name="What just happened")).to_contain_text("The word was")
    tab_to(page, f"{LABEL} === 'Play again'")
    page.keyboard.press("Enter")
    expect(stage).to_have_attribute("data-game-state", "playing")
    expect(page.get_by_role("img", name="10 of 10 tiles left on the panel")).to_be_visible()


def test_the_guides_curtain_and_word_form_work_by_keyboard_and_are_accessible(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,Bo&rounds=1&first_guide=0&seed=8")
    curtain = page.get_by_role("dialog", name="Pass the device to Ann to choose the secret word")
    expect(curtain).to_be_visible()
    assert_accessible(page, "the guide's curtain")
    tab_to(page, f"{LABEL} === 'I am Ann: show my screen'")
    page.keyboard.press("Enter")
    secret = page.get_by_role("textbox", name="Secret word")
    expect(secret).to_be_focused()
    expect(secret).to_have_accessible_description(
        "A word from the game's word list, 3 to 20 letters. Nobody else may look!"
    )
    assert_accessible(page, "the guide's word form")
    page.keyboard.type("elephant")
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name="Pass the device to Bo")).to_be_visible()
    tab_to(page, f"{LABEL} === 'I am Bo: show my screen'")
    page.keyboard.press("Space")
    expect(page.locator(".go-word")).to_have_attribute(
        "aria-label", "The word: E blank blank blank blank blank blank T"
    )
    assert_accessible(page, "a guesser's screen with a person as guide")


def test_how_to_play_is_whole_and_accessible(page: Page, site_url: str) -> None:
    """The rules page, its numbers from Python: the deck and the hands from static, the languages from GameInfo."""
    open_app(page, site_url, "#/gameover/rules")
    rules = page.locator(".go-howto")
    expect(rules.get_by_role("heading", name="The goal")).to_be_visible()
    expect(rules.get_by_role("heading", name="A guesser's turn")).to_be_visible()
    expect(rules.locator("figure svg")).to_have_count(3)
    expect(rules).to_contain_text("ELEPHANT becomes E______T")
    expect(rules).to_contain_text("Each guesser gets 3 cards")
    expect(rules).to_contain_text("which ask for the vowel (A, E, I, O, or U)")
    expect(rules).to_contain_text("(easy 9 to 12 letters, normal 7 to 8 letters, hard 5 to 6 letters, and any 5 to 12")
    expect(rules).to_contain_text("the language of the word list (English, Danish, Finnish, Italian, or Swedish)")
    expect(rules.locator("figcaption").nth(2)).to_have_text(
        "Asking for E shows every hidden E; the E already shown at an end does not count."
    )
    text = rules.inner_text()
    assert "gameover." not in text and "{" not in text  # every key has its message, every argument its value
    assert_accessible(page, "Game Over's How to play")


# The places where a card's name goes on to a new line, as "before/after": none may be inside a syllable (only after a
# space or at a soft hyphen, which shows as "-"). A range from the text's start to a character spans one more line
# than the one before it when that character begins a line (or is the soft hyphen that ends one).
MID_WORD_BREAKS = r"""(faces) => faces.flatMap((face) => {
  const text = face.firstChild;
  const breaks = [];
  let lines = 1;
  for (let i = 1; i <= text.length; i++) {
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, i);
    const count = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    if (count <= lines) continue;
    lines = count;
    const [before, here] = [text.data[i - 2], text.data[i - 1]];
    if (![before, here].some((c) => c === "\u00ad" || /\s/.test(c))) {
      breaks.push(`${text.data.slice(0, i - 1)}/${text.data.slice(i - 1)}`.replaceAll("\u00ad", ""));
    }
  }
  return breaks;
})"""


def test_a_cards_name_breaks_only_between_words_or_at_a_soft_hyphen_on_a_phone_in_italian(
    page: Page, site_url: str
) -> None:
    """A card's name too long for one line of a phone's card goes on to the next only at a space or a soft hyphen:
    the Italian "Consonante" broke as "Consona / nte"."""
    page.set_viewport_size(VIEWPORTS["phone"])
    open_app(page, site_url)
    page.locator(".ui-language").select_option("it")
    page.goto(f"{site_url}#/gameover?seats=Ann,bot:normal&seed=228&lang=it&delay=0")  # Ann holds all three kinds
    faces = page.get_by_role("group", name="Le tue carte").locator(".go-card:not(.card-letter) .go-card-face")
    expect(faces).to_have_count(3)
    names = faces.evaluate_all("(faces) => faces.map((f) => f.textContent.replaceAll('\\u00ad', ''))")
    assert "Scegli una consonante" in names, names  # the rulebook's wording on the card
    assert faces.evaluate_all(MID_WORD_BREAKS) == []
    assert page.locator(".go-card").evaluate_all("(cards) => cards.every((c) => c.scrollWidth <= c.clientWidth)")
    assert_fits(page, "gameover's hand at phone width in Italian")


# ----- fit and motion -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_the_guessers_screen_fits_with_its_prompt_controls_and_the_latest_moves_in_sight(
    page: Page, site_url: str, size: str
) -> None:
    page.set_viewport_size(VIEWPORTS[size])
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal,bot:easy&seed=3&delay=700")
    prompt = page.get_by_role("heading", name="Your turn: play a card or draw")
    hand = page.get_by_role("group", name="Your cards")
    draw = page.get_by_role("button", name="Draw a card")
    latest = page.get_by_role("list", name="Latest moves")
    expect(hand.locator(".go-card:enabled").first).to_be_focused()
    assert_fits(page, f"gameover at {size}, Ann's turn")
    # As the page stands (no scrolling): what to do, what to do it with, and what just happened.
    for name, part in {"prompt": prompt, "hand": hand, "Draw": draw, "latest moves": latest}.items():
        assert in_viewport(part), f"gameover at {size}: the {name} is out of sight"
    # Ann draws; the computer players' moves then come 0.7 s apart, and show beside her hand as they come.
    draw.click()
    expect(latest.locator("li").last).to_contain_text("Bot 3")
    assert in_viewport(latest), f"gameover at {size}: a computer player's move is out of sight"
    assert in_viewport(hand)
    assert_fits(page, f"gameover at {size}, a computer player's turn")


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_the_guides_word_form_fits(page: Page, site_url: str, size: str) -> None:
    page.set_viewport_size(VIEWPORTS[size])
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&first_guide=0&seed=8")
    form = page.get_by_role("form", name="Choose the secret word")
    expect(form.get_by_role("textbox", name="Secret word")).to_be_focused()
    assert_fits(page, f"gameover at {size}, the guide's word")
    for part in (form.get_by_role("heading"), form.get_by_role("textbox"), form.get_by_role("button", name="Hide")):
        assert in_viewport(part), f"gameover at {size}: part of the word form is out of sight"


# Every CSS transition and animation that starts, as "class:property" or the animation's name.
RECORD_MOTION = """window.motion = [];
document.addEventListener("transitionrun", (e) => motion.push(`${e.target.className}:${e.propertyName}`));
document.addEventListener("animationstart", (e) => motion.push(e.animationName));"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_tiles_fall_and_cards_are_dealt_unless_motion_is_unwelcome(page: Page, site_url: str, motion: str) -> None:
    """The screen is updated in place, so a tile that falls is the same tile, and its transition runs."""
    page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
    page.add_init_script(RECORD_MOTION)
    open_app(page, site_url, "#/gameover?seats=Ann,bot:easy,bot:easy&first_guide=1&seed=2&delay=0")
    expect(page.get_by_role("heading", name="Your turn: play a card or draw")).to_be_visible()
    page.evaluate("document.querySelector('.go-tile').probe = 'first tile'")
    for _ in range(200):  # Ann draws or plays until a miss takes a tile off the panel
        if page.locator(".go-slot.fallen").count() or page.locator(ROUND_OVER).count():
            break
        page.wait_for_function(MY_TURN_OR_ROUND_OVER)
        if page.locator(".go-slot.fallen").count() or page.locator(ROUND_OVER).count():
            break
        before = saved_log_length(page)
        play_one_move(page)
        page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")
    expect(page.locator(".go-slot.fallen").first).to_be_attached()
    assert page.evaluate("document.querySelector('.go-slot.fallen .go-tile').probe") == "first tile"
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    moved = page.evaluate("window.motion")
    if motion == "reduce":
        assert not [m for m in moved if m.startswith("go-tile") or m.startswith("go-")], moved
    else:
        assert "go-tile:transform" in moved, moved
        assert "go-deal" in moved, moved  # a card dealt into the hand flew in
