"""The shell in Chromium: picker, setup, deep links, the engine, offline, persistence, embed, the request guard."""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

import pygames
from e2e.conftest import (
    ENGINE_TIMEOUT,
    EVERY_GAME_COPIED,
    SAVED_LOG_LENGTH,
    Watch,
    assert_accessible,
    catalog,
    engine_worker,
    open_app,
    open_picker,
    saved_game,
    saved_log_length,
    wait_for_over,
)
from e2e.fit import in_viewport


def test_picker_lists_every_game_and_python_starts(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    for info in pygames.GAMES.values():
        expect(page.get_by_role("link", name=f"Play {info['title']}", exact=True)).to_be_visible()
    expect(page.locator("#engine-progress")).to_have_attribute("value", "100")


def test_setup_screen_starts_a_game_with_the_chosen_seats(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    page.get_by_role("link", name="Play Game Over", exact=True).click()
    expect(page.get_by_role("heading", name="Game Over")).to_be_visible()
    page.get_by_label("Name of player 1").fill("Ann")
    snippet = re.compile(
        r'<iframe id="pygames-gameover" src="http://127\.0\.0\.1:\d+/\?embed#/gameover\?seats=Ann,bot:normal&lang=en"'
    )
    expect(page.get_by_label("Embed code")).to_have_value(snippet)
    page.get_by_role("button", name="Start game").click()
    stage = page.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    expect(page.get_by_role("list", name="Players")).to_contain_text("Ann")
    assert page.url.endswith("#/gameover/play")


def test_an_unknown_game_goes_back_to_the_picker(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}#/nonesuch")
    expect(page.get_by_role("alert")).to_contain_text('There is no game "nonesuch"')
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


@pytest.mark.service_worker
def test_after_one_visit_the_site_works_offline(page: Page, context: BrowserContext, site_url: str) -> None:
    """A first visit downloads the game it plays; once that game is over every other game is copied too (issue 44),
    and with the network off the site starts and plays another game to its end."""
    open_app(page, site_url, "#/gameover?seats=bot:easy,bot:easy&rounds=1&seed=4&delay=0")
    expect(page.locator('[data-game="gameover"]')).to_have_attribute("data-game-state", "over", timeout=ENGINE_TIMEOUT)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    # ... and this page is the worker's to serve: it claims the page once it has activated, a moment after `ready`
    # (the link below changes only the hash, so the page stays the one loaded before the worker was there).
    page.wait_for_function("!!navigator.serviceWorker.controller")
    page.wait_for_function(EVERY_GAME_COPIED, polling=500, timeout=ENGINE_TIMEOUT)
    context.set_offline(True)
    page.reload()
    open_app(page, site_url, "#/sleuth?seats=bot:easy,bot:easy,bot:easy&seed=5&delay=0")
    expect(page.locator('[data-game="sleuth"]')).to_have_attribute("data-game-state", "over", timeout=ENGINE_TIMEOUT)
    context.set_offline(False)


def test_a_game_in_progress_survives_a_reload(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    page.get_by_role("button", name="Draw a card").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} >= 2")
    before = saved_game(page)["saved"]
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=ENGINE_TIMEOUT)
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    after = saved_game(page)["saved"]
    assert after == before
    expect(page.get_by_role("group", name="Your cards")).to_be_visible()
    expect(page.locator(".game-root")).not_to_contain_text("null")


def test_a_corrupt_save_is_reported_and_set_aside(page: Page, site_url: str, watch: Watch) -> None:
    open_picker(page, site_url)
    bad = {
        "gameId": "gameover",
        "hash": "#/gameover/play",
        "saved": {
            "format": 1,
            "game": "gameover",
            "options": {"seats": [{}, {}]},
            "seed": 1,
            "log": [[0, {"type": "nonsense"}]],
        },
    }
    page.evaluate("s => localStorage.setItem('pygames:current', s)", json.dumps(bad))
    open_app(page, site_url, "#/gameover/play")
    expect(page.get_by_role("alert")).to_contain_text("could not be restored")
    expect(page.get_by_role("button", name="Start game")).to_be_visible()
    keys = page.evaluate("Object.keys(localStorage)")
    assert "pygames:current" not in keys and any(k.startswith("pygames:corrupt:") for k in keys)


def test_embed_mode_shows_only_the_game_and_tells_the_parent_when_it_ends(page: Page, site_url: str) -> None:
    """Also inside a sandboxed frame (scripts and same origin only), under the site's Content-Security-Policy."""
    src = f"{site_url}?embed#/gameover?seats=bot:easy,bot:hard&rounds=1&seed=2&delay=0"
    page.goto(f"{site_url}version.json")  # any same-origin page to host the frame
    page.set_content(f"""<script>window.seen = []; addEventListener("message", e => seen.push(e.data));</script>
        <iframe id="f" src="{src}" width="800" height="600" sandbox="allow-scripts allow-same-origin"></iframe>""")
    page.wait_for_function("window.seen.some(m => m.type === 'pygames:over')", timeout=ENGINE_TIMEOUT * 2)
    message = page.evaluate("window.seen.find(m => m.type === 'pygames:over')")
    assert message["game"] == "gameover" and len(message["result"]["scores"]) == 2
    frame = page.frame_locator("#f")
    expect(frame.locator(".topbar")).to_be_hidden()


def test_the_request_guard_catches_other_hosts(page: Page, site_url: str, watch: Watch) -> None:
    open_app(page, site_url)
    # The site's Content-Security-Policy refuses it before any request is made (connect-src 'self')...
    watch.allowed_errors += ["Failed to load resource", "Content Security Policy"]
    page.evaluate("fetch('http://203.0.113.9/x').catch(() => null)")
    assert any("Content Security Policy" in text for text in watch.provoked), watch.provoked
    assert watch.external == []
    # ...and the test's guard catches what gets through, here from a page without the policy.
    page.goto("about:blank")
    page.evaluate("fetch('http://203.0.113.9/y').catch(() => null)")
    assert watch.external == ["http://203.0.113.9/y"]
    watch.external.clear()


def test_the_result_screen_names_the_winner_in_view_and_offers_two_ways_on(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=bot:easy,bot:easy&rounds=1&seed=4&delay=0")
    wait_for_over(page, "gameover")
    result = page.get_by_role("region", name="Result")
    heading = result.get_by_role("heading", level=2)
    expect(heading).to_be_focused()
    expect(heading).to_have_text(re.compile(r"^Bot [12] wins!$"))
    winner = heading.inner_text().removesuffix(" wins!")
    expect(result.locator("tr.winner")).to_contain_text(winner)
    expect(result.locator(".result-reason")).to_contain_text(winner)  # and why
    assert in_viewport(heading)
    expect(result.get_by_role("link", name="Another game")).to_have_attribute("href", "#/")
    stage = page.locator('[data-game="gameover"]')
    stage.evaluate("el => { el.dataset.finished = 'yes'; }")
    result.get_by_role("button", name="Play again").click()
    # A new game on a new stage (bots at no delay may finish it at once, so "playing" may never be seen).
    expect(page.locator('[data-game="gameover"][data-finished]')).to_have_count(0)
    expect(stage).to_have_attribute("data-game-state", re.compile("^(playing|over)$"))


def test_leaving_a_running_game_asks_first(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    page.get_by_role("button", name="Menu").click()
    question = page.get_by_role("dialog", name="Leave this game?")
    expect(question).to_be_visible()
    expect(question.get_by_role("button", name="Keep playing")).to_be_focused()
    assert_accessible(page, "leave this game?")
    question.get_by_role("button", name="Keep playing").click()
    expect(question).to_have_count(0)
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()

    page.get_by_role("link", name="All games").click()  # the brand link asks too
    expect(question).to_be_visible()
    question.get_by_role("button", name="Leave the game").click()
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.get_by_text("A game of Game Over is in progress.")).to_be_visible()  # kept, to resume


def test_a_game_of_bots_is_left_without_a_question(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=bot:easy,bot:easy&seed=2&delay=400")
    expect(page.locator('[data-game="sleuth"]')).to_have_attribute("data-game-state", "playing")
    page.get_by_role("button", name="Menu").click()
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_the_latest_move_is_shown_once_at_the_top_or_beside_the_prompt(page: Page, site_url: str) -> None:
    # Sleuth shows no latest moves of its own: the shell's line at the top names the newest event of its log.
    open_app(page, site_url, "#/sleuth?seats=Ann,bot:easy&seed=7")  # Ann plays first: nothing happens meanwhile
    line = page.locator(".latest-move")
    expect(line).to_have_text("The game begins. Ann plays first.")
    expect(page.get_by_role("list", name="What just happened").locator("li").last).to_have_text(line.inner_text())
    # Game Over shows the newest two beside its prompt: the same line at the top would repeat the newest.
    page.goto(f"{site_url}#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    page.get_by_role("button", name="Draw a card").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} >= 2")
    beside = page.get_by_role("list", name="Latest moves").locator("li").last
    expect(beside).to_have_text(page.get_by_role("list", name="What just happened").locator("li").last.inner_text())
    expect(page.locator(".latest-move")).to_be_hidden()


def test_the_history_drawer(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    page.get_by_role("button", name="Draw a card").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} >= 2")
    log = page.get_by_role("list", name="What just happened")

    page.get_by_role("button", name="History").click()
    drawer = page.get_by_role("dialog", name="History")
    expect(drawer).to_be_visible()
    history = drawer.get_by_role("list", name="History")
    shown = log.locator("li").all_inner_texts()
    everything = history.locator("li").all_inner_texts()
    assert len(everything) >= len(shown) and everything[-len(shown) :] == shown
    assert any("drew" in line or "draws" in line for line in everything), everything
    assert_accessible(page, "the history drawer")
    page.keyboard.press("Escape")
    expect(drawer).to_have_count(0)
    expect(page.get_by_role("button", name="History")).to_be_focused()


def test_sound_is_a_remembered_toggle_and_off_in_an_embed(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    toggle = page.get_by_role("button", name="Sound")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Draw a card").click()  # a move with sound on, after a gesture: no error
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    page.reload()
    expect(page.get_by_role("button", name="Sound")).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("localStorage.getItem('pygames:sound')") == "off"
    page.evaluate("localStorage.clear()")
    page.goto(f"{site_url}?embed#/gameover?seats=Ann,bot:normal&rounds=2&seed=11")
    expect(page.get_by_role("button", name="Sound")).to_have_attribute("aria-pressed", "false")


def test_option_help_lines_and_intercept_teams_by_seat(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth")
    dice = page.get_by_label("dice")
    expect(dice).to_have_accessible_description(re.compile("How many dice you roll"))
    expect(dice.locator("option")).to_have_text(["one die", "two dice"])

    page.goto(f"{site_url}#/intercept")
    expect(page.get_by_role("button", name="Start game")).to_be_visible()
    expect(page.get_by_role("textbox", name=re.compile("Teams"))).to_have_count(0)
    third = page.get_by_role("group", name="Team of player 3")
    expect(third.get_by_role("button", name="White")).to_have_attribute("aria-pressed", "true")
    third.get_by_role("button", name="Black").click()
    expect(page.get_by_role("group", name="Team of player 3").get_by_role("button", name="Black")).to_have_attribute(
        "aria-pressed", "true"
    )
    # four players by default: the fourth moves from Black to White
    page.get_by_role("group", name="Team of player 4").get_by_role("button", name="White").click()
    expect(page.get_by_label("Embed code")).to_have_value(re.compile(r"&teams=0110"))
    page.get_by_role("button", name="Start game").click()
    expect(page.locator('[data-game="intercept"]')).to_have_attribute("data-game-state", "playing")
    saved = saved_game(page)["saved"]  # type: ignore[index]
    assert saved["options"]["teams"] == [0, 1, 1, 0]


def test_the_engine_started_ahead_of_the_app_hands_over_what_it_said(page: Page, site_url: str) -> None:
    """engine.js starts Python's worker before app.js runs. With app.js held back, the worker has spoken (its
    download's progress) before the app's Engine exists: that is handed over once the app has run, without an error
    (the page fixture fails on any), and the engine comes up."""

    def late(route: Route) -> None:
        time.sleep(1.5)  # (holds Playwright's routing: nothing else may be routed meanwhile)
        route.continue_()

    # Only app.js is routed, so the worker's own requests go on while it is held (requests to other hosts are still
    # caught: the context's watch sees every request, routed or not).
    page.context.unroute("**/*")
    page.route("**/app.js", late)
    open_app(page, site_url)
    expect(page.locator("#engine-status")).to_have_class(re.compile(r"\bdone\b"))
    expect(page.get_by_role("link", name="Play Game Over", exact=True)).to_be_visible()


# Turns the next move the page sends into one no game has (a stand-in for a move a screen offers by mistake): Python
# refuses it for real, and nothing changes.
_SPOIL_NEXT_MOVE = """(() => {
  const Native = window.Worker;
  window.Worker = class extends Native {
    postMessage(message, ...rest) {
      if (window.__spoilNextMove && message?.request?.op === "act") {
        window.__spoilNextMove = false;
        message = { ...message, request: { ...message.request, action: { type: "fly" } } };
      }
      return super.postMessage(message, ...rest);
    }
  };
})();"""


def test_a_refused_move_a_screen_does_not_explain_in_place_is_said_once_on_the_notice_line(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    context.add_init_script(_SPOIL_NEXT_MOVE)
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal,bot:easy&seed=3&delay=0")
    draw = page.get_by_role("button", name="Draw a card")
    expect(draw).to_be_enabled()
    hand = page.get_by_role("group", name="Your cards").get_by_role("button")
    cards = hand.count()
    moves = saved_log_length(page)
    page.evaluate("window.__spoilNextMove = true")
    draw.focus()  # by the keyboard: the button gives the focus up while Python answers, and takes it back here
    page.keyboard.press("Enter")
    notice = page.locator(".stage-notice")
    expect(notice).to_have_role("alert")
    expect(notice).to_have_text(catalog("en")["core.unknown_action"])  # worded by the page
    expect(page.locator("#toast:not(.hidden)")).to_have_count(0)  # said once: not as a toast too
    assert saved_log_length(page) == moves
    expect(hand).to_have_count(cards)
    expect(draw).to_be_enabled()
    expect(draw).to_be_focused()
    draw.click()  # the move as the screen meant it: taken, and the notice goes
    expect(notice).to_have_text("")
    expect(hand).to_have_count(cards + 1)


# Hands a message to the engine's worker as if the page had sent it, and returns what the worker says back.
_TO_THE_WORKER = """async (data) => {
  const said = [];
  const post = self.postMessage;
  self.postMessage = (message) => said.push(message);
  try {
    await self.onmessage(new MessageEvent("message", { data }));
  } finally {
    self.postMessage = post;
  }
  return said;
}"""


def test_a_message_the_engine_cannot_use_is_refused_by_name_and_the_game_goes_on(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:easy&seed=3&delay=0")
    draw = page.get_by_role("button", name="Draw a card")
    expect(draw).to_be_enabled()
    worker = engine_worker(page)
    cases = [
        ("not an object", None, "request.no_op"),
        ({}, None, "request.no_op"),
        ({"id": 9001}, 9001, "request.no_op"),
        ({"id": 9002, "request": "draw"}, 9002, "request.no_op"),
        ({"id": 9003, "request": {"op": "fly"}}, 9003, "request.unknown_op"),
        ({"id": 9004, "request": {"op": "act", "id": "no-such-game", "seat": 0, "action": {}}}, 9004, None),
    ]
    for data, answered_id, key in cases:
        said = worker.evaluate(_TO_THE_WORKER, data)
        assert len(said) == 1 and said[0]["type"] == "reply" and said[0]["id"] == answered_id, (data, said)
        reply = said[0]["reply"]
        assert reply["ok"] is False and reply["kind"] != "internal" and reply["error"], (data, reply)
        if key:
            assert reply["key"] == key, (data, reply)
    # The page's own game is as it was: Ann draws.
    moves = saved_log_length(page)
    draw.click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {moves}")
