"""Embed: the snippet from a setup screen, pasted into a host page, sizes its frame to the game from the heights the
game sends (postMessage {type: "pygames:height", height}) and answers with the height the frame got
({type: "pygames:sized", asked, height}); without script the frame's own height fits a game."""

from __future__ import annotations

import itertools
import re
import time

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import ENGINE_TIMEOUT, SAVED_LOG_LENGTH, open_app

# A game with a person at the table, as the snippet of its setup screen starts it (the people's names are edited).
FIRST_SCREENS = {
    "gameover": "Player%201,bot:normal",
    "bullseye": "Player%201,bot:normal",
    "sleuth": "Player%201,bot:normal",
    "intercept": "Player%201,Player%202,Player%203",
    "stikord": "Player%201,Player%202,Player%203",
}


def snippet_of(page: Page, site_url: str, game: str) -> str:
    open_app(page, site_url, f"#/{game}", query="?nosw")  # no service worker: it would answer the host page's address
    page.get_by_text("Put this game on your own page").click()
    code = page.get_by_label("Embed code").input_value()
    assert code.count("<iframe") == 1 and code.count("<script>") == 1, code
    return code


def host(page: Page, site_url: str, snippet: str) -> None:
    page.goto(f"{site_url}version.json")  # any same-origin page without the site's policy hosts the snippet
    page.set_content(f"<!doctype html><body style='margin:0'><p>A blog post.</p>{snippet}<p>The end.</p></body>")


def test_the_snippet_sizes_its_frame_to_the_game(page: Page, site_url: str) -> None:
    snippet = snippet_of(page, site_url, "gameover")
    default = int(re.search(r'height="(\d+)"', snippet).group(1))  # type: ignore[union-attr]
    host(page, site_url, snippet)
    frame = page.locator("iframe")
    page.wait_for_function("document.querySelector('iframe').style.height !== ''", timeout=ENGINE_TIMEOUT * 2)
    inner = page.frame_locator("iframe")
    expect(inner.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "playing")

    expect(inner.locator(".game-root")).not_to_be_empty()

    # The frame follows the game: it ends up exactly as tall as the game's content, so nothing inside scrolls. (Both at
    # once: while the game draws its first moves its content grows, and the frame follows a frame or two later.)
    page.wait_for_function(
        "(() => { const f = document.querySelector('iframe'); const inner = f.contentDocument.documentElement;"
        " const bottom = f.contentDocument.getElementById('app').getBoundingClientRect().bottom;"
        " return Math.abs(f.getBoundingClientRect().height - bottom) < 2"
        "   && inner.scrollHeight <= inner.clientHeight + 1; })()"
    )
    box = frame.bounding_box()
    assert box is not None and box["height"] != default

    # The host follows, so the frame shows no scrollbar of its own: not even in the frames between the game growing
    # and the host giving the frame its new height (a scrollbar there would narrow and reflow the game twice).
    expect(inner.locator("html")).to_have_class(re.compile(r"\bsized-by-host\b"))
    seen = page.frames[1].evaluate(WATCH_A_GROWTH)
    overflowing = [overflow for overflow, _ in seen if overflow > 1]
    assert overflowing, "the content never outgrew the frame: the test saw nothing"
    assert {style for overflow, style in seen if overflow > 1} == {"hidden"}, seen
    assert seen[-1][0] <= 1, f"the host did not follow the game's growth: {seen}"


# Each animation frame for a second after the game grows by 300 px: how far the content overflows the frame, and the
# frame's overflow-y then. (The first frame is laid out before the game has told the host anything.)
WATCH_A_GROWTH = """() => new Promise((done) => {
  const root = document.documentElement;
  const seen = [];
  const grown = document.createElement("div");
  grown.style.height = "300px";
  document.getElementById("app").append(grown);
  const start = performance.now();
  const tick = () => {
    seen.push([root.scrollHeight - root.clientHeight, getComputedStyle(root).overflowY]);
    if (performance.now() - start < 1000) requestAnimationFrame(tick);
    else done(seen);
  };
  requestAnimationFrame(tick);
})"""


def test_a_blog_on_another_origin_sizes_the_frame_and_the_game_hears_back(
    page: Page, site_url: str, plain_site_url: str
) -> None:
    """A blog is another site: the snippet works across origins (the game's messages checked by their origin, the
    answer sent to the game's origin only)."""
    snippet = snippet_of(page, site_url, "gameover")
    assert site_url != plain_site_url  # two servers, two ports: two origins
    page.goto(f"{plain_site_url}version.json")
    page.set_content(f"<!doctype html><body style='margin:0'><p>A blog post.</p>{snippet}<p>The end.</p></body>")
    inner = page.frame_locator("iframe")
    expect(inner.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "playing")
    expect(inner.locator(".game-root")).not_to_be_empty()
    expect(inner.locator("html")).to_have_class(re.compile(r"\bsized-by-host\b"))
    # The frame ends up as tall as the game: nothing inside it is cut off or scrolls.
    (game,) = [frame for frame in page.frames if frame.url.startswith(site_url)]
    deadline = time.monotonic() + 10
    while True:
        content = game.evaluate("document.getElementById('app').getBoundingClientRect().bottom")
        height = page.evaluate("document.querySelector('iframe').getBoundingClientRect().height")
        if abs(height - content) < 2:
            break
        assert time.monotonic() < deadline, f"the frame is {height} px tall, the game {content} px"
        page.wait_for_timeout(50)


def test_a_frame_its_host_keeps_shorter_than_the_game_scrolls(page: Page, site_url: str) -> None:
    """A host page whose style caps the frame's height: the snippet says how tall the frame really is, and the game
    keeps its scrollbar, so nothing is out of reach."""
    snippet = snippet_of(page, site_url, "gameover")
    host(page, site_url, "<style>iframe { max-height: 300px }</style>" + snippet)
    inner = page.frame_locator("iframe")
    expect(inner.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "playing")
    expect(inner.locator(".game-root")).not_to_be_empty()
    # The snippet has sized the frame (and answered with the height it got, 300 px) once the frame has a style height.
    page.wait_for_function("document.querySelector('iframe').style.height !== ''")
    scrolled = page.frames[1].evaluate(
        """() => new Promise((done) => setTimeout(() => {
          const root = document.documentElement;
          root.scrollTop = root.scrollHeight;
          const style = getComputedStyle(root).overflowY;
          done({ sized: root.classList.contains("sized-by-host"), top: root.scrollTop, style });
        }, 300))"""
    )
    assert scrolled["sized"] is False and scrolled["style"] != "hidden", scrolled
    assert scrolled["top"] > 0, f"the game does not scroll inside its capped frame: {scrolled}"


def test_the_frame_ignores_heights_from_anyone_else(page: Page, site_url: str) -> None:
    snippet = snippet_of(page, site_url, "gameover")
    host(page, site_url, snippet)
    inner = page.frame_locator("iframe")
    stage = inner.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing", timeout=ENGINE_TIMEOUT)
    expect(inner.locator(".game-root")).not_to_be_empty()
    page.evaluate("window.postMessage({type: 'pygames:height', height: 5}, '*')")  # the host page itself
    page.wait_for_timeout(300)
    assert page.evaluate("document.querySelector('iframe').style.height") != "5px"
    assert page.evaluate("document.querySelector('iframe').getBoundingClientRect().height") > 100


@pytest.mark.parametrize("game", FIRST_SCREENS)
def test_without_script_the_frame_fits_the_first_screen(page: Page, site_url: str, game: str) -> None:
    """For pages that allow no script: the game's first screen fits the frame's own height at the snippet's width."""
    assert set(FIRST_SCREENS) == set(pygames.GAMES)
    snippet = snippet_of(page, site_url, game)
    default = int(re.search(r'height="(\d+)"', snippet).group(1))  # type: ignore[union-attr]
    page.set_viewport_size({"width": 960, "height": default})
    open_app(page, site_url, f"#/{game}?seats={FIRST_SCREENS[game]}&seed=1", query="?embed")
    expect(page.locator(f'[data-game="{game}"]')).to_have_attribute("data-game-state", "playing")
    curtain = page.locator(".curtain button")
    if curtain.count():
        curtain.first.click()
    expect(page.locator(".game-root")).not_to_be_empty()
    height = page.locator("#app").evaluate("el => el.getBoundingClientRect().height")
    assert height <= default, f"{game}: its first screen is {height:.0f} px tall, the frame {default} px"


SAVED_MOVES = (
    "() => JSON.parse(localStorage.getItem('pygames:game:' + sessionStorage.getItem('pygames:tab'))).saved.log.length"
)


@pytest.mark.parametrize("game", ["gameover", "sleuth"])
def test_the_embed_never_takes_the_focus_scroll_or_keys_of_its_post(page: Page, site_url: str, game: str) -> None:
    """Untouched, the frame takes no focus, scrolls nothing and hears no key; once touched it works as ever."""
    page.goto(f"{site_url}version.json")
    src = f"{site_url}?embed#/{game}?seats=Ann,bot:normal&seed=3&delay=0"
    page.set_content(
        f"<!doctype html><body style='margin:0'><p style='height:2000px'>A long blog post.</p>"
        f"<iframe src='{src}' width='800' height='900'></iframe><p style='height:1000px'>The end.</p></body>"
    )
    inner = page.frame_locator("iframe")
    expect(inner.locator(f'[data-game="{game}"]')).to_have_attribute("data-game-state", "playing", timeout=60_000)
    page.wait_for_timeout(5000)
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.activeElement.tagName") != "IFRAME"
    moves = inner.locator("body").evaluate(SAVED_MOVES)
    page.keyboard.press("Space")
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)
    after = inner.locator("body").evaluate(SAVED_MOVES)
    assert after == moves  # the host's keys played nothing
    assert page.evaluate("window.scrollY") > 0  # the host page scrolled, as Space does
    # Touched, the game takes its keys and focus as everywhere.
    inner.locator(".stage-bar h1").click()
    page.keyboard.press("Tab")
    assert inner.locator("body").evaluate("() => document.hasFocus() && document.activeElement !== document.body")


def test_history_and_how_to_play_open_with_their_close_at_the_top(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:normal&seed=3&delay=0", query="?embed")
    page.get_by_role("button", name="How to play").click()
    back = page.get_by_role("button", name="Back to the game").first
    expect(back).to_be_focused()
    assert page.locator(".rules-overlay").evaluate("el => el.scrollTop") == 0
    box = back.bounding_box()
    assert box is not None and box["y"] < 200
    back.click()
    page.get_by_role("button", name="History").click()
    close = page.get_by_role("dialog", name="History").get_by_role("button", name="Close")
    expect(close).to_be_focused()
    box = close.bounding_box()
    assert box is not None and box["y"] < 200


# The host's document height, once the frame has the height the game last asked for (the snippet's script sized it).
SETTLED_HOST_HEIGHT = """() => {
  const frame = document.querySelector('iframe');
  const app = frame.contentDocument?.getElementById('app');
  if (!app) return null;
  const asked = Math.ceil(app.getBoundingClientRect().bottom + frame.contentWindow.scrollY);
  if (frame.style.height !== `${asked}px`) return null;
  return document.documentElement.scrollHeight;
}"""


def test_a_sleuth_move_does_not_grow_and_shrink_the_frame(page: Page, site_url: str) -> None:
    """A Sleuth embed at the snippet's frame height, through a turn (roll, the board zoomed to move, a move, the end
    of the turn and the computer's) and the next roll: the host page's height changes by less than 100 px between
    screens (the window on the board is never sized from the frame's own height, which follows the game)."""
    snippet = snippet_of(page, site_url, "sleuth").replace("&amp;", "&")
    snippet = re.sub(r"(#/sleuth\?[^\"]*)", r"\1&seed=7&dice=2&delay=0", snippet, count=1)
    page.set_viewport_size({"width": 1100, "height": 800})
    host(page, site_url, snippet)
    inner = page.frame_locator("iframe")
    expect(inner.locator('[data-focus="roll:"]')).to_be_visible(timeout=ENGINE_TIMEOUT * 2)  # the game's first screen
    heights = [page.wait_for_function(SETTLED_HOST_HEIGHT, timeout=ENGINE_TIMEOUT)]

    def saved_moves() -> int:
        return int(inner.locator("body").evaluate(f"() => {SAVED_LOG_LENGTH}"))

    def step(control: str) -> None:
        before = saved_moves()
        inner.locator(control).first.click()
        deadline = time.monotonic() + ENGINE_TIMEOUT / 1000
        while saved_moves() <= before:
            assert time.monotonic() < deadline, f"{control}: no move saved"
            page.wait_for_timeout(50)
        page.wait_for_timeout(300)  # the board zooms once the screen is in the page
        heights.append(page.wait_for_function(SETTLED_HOST_HEIGHT))

    step('[data-focus="roll:"]')
    step("button.sl-target, button.sl-room.target")
    end = inner.get_by_role("button", name="End turn")
    if end.count():
        step('[data-focus="end:"]')
    expect(inner.locator('[data-focus="roll:"]')).to_be_visible(timeout=ENGINE_TIMEOUT)
    heights.append(page.wait_for_function(SETTLED_HOST_HEIGHT))
    step('[data-focus="roll:"]')
    jumps = [abs(b - a) for a, b in itertools.pairwise(heights)]
    assert max(jumps) < 100, heights
