"""Keeping games on the device (web/saves.js): storage full or turned off, corrupt saves, saves of the previous release,
and two tabs playing two games at once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from e2e.conftest import (
    ENGINE_TIMEOUT,
    FORGET_SAVED_GAME,
    SAVED_GAME,
    SAVED_LOG_LENGTH,
    Watch,
    open_app,
    open_picker,
    saved_game,
    saved_log_length,
    wait_for_over,
    waiting_without_eval,
)

GOLDEN_V1 = Path(__file__).resolve().parent.parent / "tests" / "golden" / "v1"
NOTICE = "This device is not keeping your game"
SET_ASIDE = "could not be restored"

# Toasts are replaced in place: count every text the toast box is given.
COUNT_TOASTS = """
window.toasts = [];
new MutationObserver(() => {
  const box = document.getElementById("toast");
  if (box && box.textContent !== window.lastToast) window.toasts.push((window.lastToast = box.textContent));
}).observe(document, { childList: true, subtree: true, characterData: true });
"""
STORAGE_OFF = """
Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""
STORAGE_FULL = """
const realSetItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (this === window.localStorage && String(key).startsWith("pygames:game:")) {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
  return realSetItem.call(this, key, value);
};
"""


def another_tab(context: BrowserContext, watch: Watch) -> Page:
    """A second page of the same browser (same storage, its own sessionStorage), watched like the first."""
    tab = context.new_page()
    tab.on("console", watch.on_console)
    tab.on("pageerror", watch.on_page_error)
    tab.set_default_timeout(ENGINE_TIMEOUT)
    tab.wait_for_function = waiting_without_eval(tab)  # type: ignore[method-assign]
    return tab


def draw_a_card(page: Page) -> None:
    before = saved_log_length(page)
    page.get_by_role("button", name="Draw a card").click()
    page.wait_for_function(f"{SAVED_LOG_LENGTH} > {before}")


def toasts(page: Page) -> list[str]:
    return [str(text) for text in page.evaluate("window.toasts")]


# ----- storage turned off or full ------------------------------------------------------------------------------------
@pytest.mark.parametrize("fault", [STORAGE_OFF, STORAGE_FULL], ids=["off", "full"])
def test_without_storage_the_game_goes_on_and_the_player_is_told_once(page: Page, site_url: str, fault: str) -> None:
    page.add_init_script(COUNT_TOASTS + fault)
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=1&seed=11&delay=0")
    stage = page.locator('[data-game="gameover"]')
    expect(stage).to_have_attribute("data-game-state", "playing")
    draws = page.locator('.game-root li[data-event="gameover.drew"]:not(.latest-moves li)')  # in the log
    for count in (1, 2):  # every move is played and answered, unsaved
        page.get_by_role("button", name="Draw a card").click()
        expect(draws).to_have_count(count)
        expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    assert sum(NOTICE in text for text in toasts(page)) == 1, toasts(page)
    expect(page.get_by_role("group", name="Your cards")).to_be_visible()


# ----- corrupt saves -------------------------------------------------------------------------------------------------
def a_save(**changes: Any) -> dict[str, Any]:
    saved = {"format": 1, "game": "gameover", "options": {"seats": [{"name": "Ann"}, {"bot": "easy"}]}, "seed": 1}
    return {"gameId": "gameover", "hash": "#/gameover/play", "over": False, "saved": {**saved, "log": [], **changes}}


UNREADABLE = {
    "not JSON": '{"gameId": "gameover", "saved": {',
    "a list": "[1, 2, 3]",
    "no save": json.dumps({"gameId": "gameover", "hash": "#/gameover/play"}),
    "a game this site lacks": json.dumps(
        {**a_save(), "gameId": "nonesuch", "saved": {**a_save()["saved"], "game": "nonesuch"}}
    ),
    "the save of another game": json.dumps({**a_save(), "gameId": "bullseye"}),
}
NOT_RESTORABLE = {
    "an illegal move": json.dumps(a_save(log=[[0, {"type": "nonsense"}]])),
    "a huge seat": json.dumps(a_save(log=[[10**30, {"type": "draw"}]])),
    "a truncated move": json.dumps(a_save(log=[[0]])),
    "retyped options": json.dumps(a_save(options={"seats": "Ann"})),
    "a newer format": json.dumps(a_save(format=99)),
}


@pytest.mark.parametrize("text", UNREADABLE.values(), ids=UNREADABLE.keys())
def test_an_unreadable_save_is_set_aside_and_the_picker_shows(
    page: Page, context: BrowserContext, site_url: str, watch: Watch, text: str
) -> None:
    open_picker(page, site_url)
    page.evaluate("t => localStorage.setItem('pygames:game:elsewhere', t)", text)
    tab = another_tab(context, watch)  # a new tab looks for a saved game to resume
    tab.add_init_script(COUNT_TOASTS)
    open_app(tab, site_url)
    tab.wait_for_function("window.toasts.length > 0")
    assert any(SET_ASIDE in text for text in toasts(tab)), toasts(tab)
    expect(tab.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(tab.get_by_role("link", name="Resume")).to_have_count(0)
    kept = tab.evaluate(
        "Object.entries(localStorage).filter(([k]) => k.startsWith('pygames:corrupt:')).map(([, v]) => v)"
    )
    assert kept == [text]
    assert tab.evaluate("localStorage.getItem('pygames:game:elsewhere')") is None


@pytest.mark.parametrize("text", NOT_RESTORABLE.values(), ids=NOT_RESTORABLE.keys())
def test_a_save_the_engine_refuses_is_set_aside_and_the_setup_shows(page: Page, site_url: str, text: str) -> None:
    open_picker(page, site_url)
    page.evaluate("t => localStorage.setItem('pygames:current', t)", text)  # as the previous release kept it
    open_app(page, site_url, "#/gameover/play")
    expect(page.get_by_role("alert")).to_contain_text(SET_ASIDE)
    expect(page.get_by_role("button", name="Start game")).to_be_visible()
    kept = page.evaluate(
        "Object.entries(localStorage).filter(([k]) => k.startsWith('pygames:corrupt:')).map(([, v]) => v)"
    )
    assert len(kept) == 1 and json.loads(kept[0])["saved"] == json.loads(text)["saved"]  # as it was, to the digit
    assert saved_game(page) is None


# ----- saves of the previous release ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted({p.name.split("-")[0] for p in GOLDEN_V1.glob("*.json")}))
def test_a_game_saved_by_the_previous_release_resumes(page: Page, site_url: str, game_id: str) -> None:
    """Its save as that release kept it (one record under pygames:current), half played, then played to its end."""
    save = json.loads((GOLDEN_V1 / f"{game_id}-0.json").read_text())["save"]
    half = {**save, "log": save["log"][: len(save["log"]) // 2]}
    open_picker(page, site_url)
    for saved, over in [(half, False), (save, True)]:
        page.goto(f"{site_url}#/")
        record = {"gameId": game_id, "hash": f"#/{game_id}/play", "saved": saved, "over": over}
        page.evaluate("r => localStorage.setItem('pygames:current', r)", json.dumps(record))
        page.evaluate(FORGET_SAVED_GAME)
        open_app(page, site_url, f"#/{game_id}/play")
        stage = page.locator(f'[data-game="{game_id}"]')
        if over:
            expect(stage).to_have_attribute("data-game-state", "over")
        else:
            expect(stage).not_to_have_attribute("data-game-state", "loading")
        expect(page.locator(".game-root, .curtain").first).to_be_visible()
        assert saved_log_length(page) >= len(saved["log"])
        assert saved_game(page)["saved"]["log"][: len(saved["log"])] == saved["log"]
        assert page.evaluate("localStorage.getItem('pygames:current')") is None


# ----- two tabs ------------------------------------------------------------------------------------------------------
def same_game(tab: Page, earlier: dict[str, Any]) -> bool:
    """Whether the tab's saved game is ``earlier`` or a continuation of it (its bot may have moved since)."""
    now = saved_game(tab)
    log = earlier["saved"]["log"]
    return (
        now is not None and now["saved"]["seed"] == earlier["saved"]["seed"] and now["saved"]["log"][: len(log)] == log
    )


def test_two_tabs_play_two_games_and_a_new_tab_resumes_the_one_left(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(page)
    second = another_tab(context, watch)
    open_app(second, site_url, "#/gameover?seats=Bo,bot:easy&rounds=2&seed=5&delay=0")
    draw_a_card(second)
    draw_a_card(second)
    first_game, second_game = saved_game(page), saved_game(second)
    assert first_game["saved"]["seed"] == 11 and second_game["saved"]["seed"] == 5
    draw_a_card(page)  # each tab writes its own game only
    assert same_game(page, first_game) and same_game(second, second_game)

    # A reload resumes the tab's own game, in either tab.
    first_game = saved_game(page)
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    expect(page.get_by_role("button", name="Draw a card")).to_be_visible()
    assert same_game(page, first_game) and same_game(second, second_game)

    # A new tab takes no game another open tab holds; once the first tab is closed, it resumes that one.
    third = another_tab(context, watch)
    open_app(third, site_url)
    expect(third.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(third.get_by_role("link", name="Resume")).to_have_count(0)
    first_game = saved_game(page)
    page.close()
    fourth = another_tab(context, watch)
    open_app(fourth, site_url)
    fourth.get_by_role("link", name="Resume").click()
    expect(fourth.get_by_role("button", name="Draw a card")).to_be_visible()
    assert same_game(fourth, first_game) and same_game(second, second_game)
    assert saved_game(fourth)["saved"]["seed"] == 11


# Every wait for a slot's lock is noted: when it was given up, and why (AbortError: an open tab answered that it holds
# the slot; TimeoutError: waited out).
NOTE_SLOT_WAITS = """(() => {
  window.__slotWaits = [];
  const request = LockManager.prototype.request;
  LockManager.prototype.request = function (name, options, callback) {
    options?.signal?.addEventListener("abort", () =>
      window.__slotWaits.push([name, options.signal.reason.name, performance.now()]));
    return request.call(this, name, options, callback);
  };
})();"""
HELD_SLOTS = "navigator.locks.query().then(({held}) => held.map((lock) => lock.name))"


def wait_until_let_go(tab: Page, slots: list[str]) -> None:
    """Wait, in an open tab, until no page holds these slots' locks any more (a closed tab's going a moment after)."""
    locks = json.dumps([f"pygames:slot:{slot}" for slot in slots])
    tab.wait_for_function(f"{HELD_SLOTS}.then((held) => !held.some((name) => {locks}.includes(name)))")


# A duplicated tab: its sessionStorage is a copy of its tab's, slot id included (set before the site's scripts run).
DUPLICATE_OF = """if (location.protocol.startsWith("http")) sessionStorage.setItem("pygames:tab", %s);"""


def test_a_duplicated_tab_takes_a_slot_of_its_own_at_once(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    """The tab it was duplicated from still holds the slot and says so when asked: the duplicate gives that slot up at
    once and starts one of its own, where it used to wait 1.5 s for the lock before it showed anything."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(page)
    slot = page.evaluate("sessionStorage.getItem('pygames:tab')")
    duplicate = another_tab(context, watch)
    duplicate.add_init_script(DUPLICATE_OF % json.dumps(slot) + NOTE_SLOT_WAITS)
    open_app(duplicate, site_url)
    expect(duplicate.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(duplicate.get_by_role("link", name="Resume")).to_have_count(0)  # the game is the open tab's
    waits = duplicate.evaluate("window.__slotWaits")
    assert [[name, reason] for name, reason, _ in waits] == [[f"pygames:slot:{slot}", "AbortError"]]
    assert duplicate.evaluate("sessionStorage.getItem('pygames:tab')") != slot
    first_game = saved_game(page)
    draw_a_card(page)  # the first tab plays on in its slot
    assert saved_game(page)["saved"]["log"][: len(first_game["saved"]["log"])] == first_game["saved"]["log"]


def test_a_closed_tabs_finished_game_is_cleared_and_its_unfinished_one_kept(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    # Every tab keeps its game in a slot of its own; without this, a kiosk's or a player's closed tabs would leave
    # their finished games in the device's storage for ever.
    open_app(page, site_url, "#/gameover?seats=bot:easy,bot:easy&rounds=1&seed=3&delay=0")
    wait_for_over(page, "gameover")
    page.wait_for_function(f"JSON.parse({SAVED_GAME} || 'null')?.over === true")
    finished = page.evaluate("sessionStorage.getItem('pygames:tab')")
    watcher = another_tab(context, watch)  # an open tab to look at the locks from (it holds a slot with no game)
    open_app(watcher, site_url)
    unfinished = another_tab(context, watch)
    open_app(unfinished, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(unfinished)
    left = unfinished.evaluate("sessionStorage.getItem('pygames:tab')")
    page.close()
    unfinished.close()
    # A finished game whose tab's lock is still held when a new tab looks is left for a later one: wait for both to go.
    wait_until_let_go(watcher, [finished, left])
    tab = another_tab(context, watch)
    open_app(tab, site_url)
    tab.get_by_role("link", name="Resume").click()  # the unfinished game is resumed: it takes over that slot
    expect(tab.get_by_role("button", name="Draw a card")).to_be_visible()
    assert tab.evaluate("sessionStorage.getItem('pygames:tab')") == left
    assert tab.evaluate(f"localStorage.getItem('pygames:game:{finished}')") is None


def test_a_page_going_away_lets_its_lock_go_and_takes_it_back_when_shown_again(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    """A closing tab lets its slot's lock go as the page goes, not whenever the browser gets round to it: the next tab
    resumes its game at once. A page the back button brings back holds it again."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(page)
    lock = "pygames:slot:" + page.evaluate("sessionStorage.getItem('pygames:tab')")
    assert page.evaluate(HELD_SLOTS) == [lock]
    page.evaluate("dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }))")
    page.wait_for_function(f"{HELD_SLOTS}.then((held) => held.length === 0)")
    page.evaluate("dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))")
    page.wait_for_function(f"{HELD_SLOTS}.then((held) => held.length === 1 && held[0] === {json.dumps(lock)})")
    draw_a_card(page)  # and plays on in its slot


def test_a_page_brought_back_after_another_tab_took_its_slot_starts_over(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    """While a page sat in the back-forward cache, a new tab resumed its game: the page shown again does not play the
    same game beside it, it starts over and the game stays with the tab that took it."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(page)
    slot = page.evaluate("sessionStorage.getItem('pygames:tab')")
    page.evaluate("dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }))")
    page.wait_for_function(f"{HELD_SLOTS}.then((held) => held.length === 0)")
    tab = another_tab(context, watch)
    open_app(tab, site_url)
    tab.get_by_role("link", name="Resume").click()
    expect(tab.get_by_role("button", name="Draw a card")).to_be_visible()
    assert tab.evaluate("sessionStorage.getItem('pygames:tab')") == slot
    with page.expect_event("load"):
        page.evaluate("dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))")
    expect(page.locator("html")).to_have_attribute("data-engine", "ready")
    assert page.evaluate("sessionStorage.getItem('pygames:tab')") != slot
    draw_a_card(tab)  # the game plays on in the tab that took it


# Takes a slot's lock as a closing tab's page would still hold it: it does not answer when asked, and lets the lock go
# 0.5 s after a new tab asked for it.
HOLD_LIKE_A_CLOSING_TAB = """(slot) => new Promise((taken) => navigator.locks.request("pygames:slot:" + slot, () => {
  taken();
  return new Promise((letGo) => {
    const channel = new BroadcastChannel("pygames:slots");
    channel.onmessage = ({ data }) => {
      if (data?.asking === slot) setTimeout(() => { window.asked = true; channel.close(); letGo(); }, 500);
    };
  });
}))"""


def test_a_tab_just_closed_is_resumed_once_the_browser_lets_its_lock_go(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    """A closed tab's lock may outlive it by a moment (on a loaded machine, long enough for a new tab to see it held);
    the closed tab does not answer when asked, so the new tab waits for its lock and resumes its game."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(page)
    left = saved_game(page)
    slot = page.evaluate("sessionStorage.getItem('pygames:tab')")
    other = another_tab(context, watch)  # an open tab with a slot of its own, and no game
    open_app(other, site_url)
    page.close()
    wait_until_let_go(other, [slot])
    other.evaluate(HOLD_LIKE_A_CLOSING_TAB, slot)
    tab = another_tab(context, watch)
    open_app(tab, site_url)
    tab.get_by_role("link", name="Resume").click()
    expect(tab.get_by_role("button", name="Draw a card")).to_be_visible()
    assert other.evaluate("window.asked") is True  # the new tab found the lock held, and waited for it
    assert tab.evaluate("sessionStorage.getItem('pygames:tab')") == slot
    assert same_game(tab, left)


def test_tabs_that_cannot_answer_cost_a_new_tab_one_wait_not_one_each(
    page: Page, context: BrowserContext, site_url: str, watch: Watch
) -> None:
    """Two games whose locks are held by pages that never answer (tabs frozen in the background): a new tab asks about
    both at once and gives both up when one wait is over, then starts afresh."""
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&rounds=2&seed=11&delay=0")
    draw_a_card(page)
    second = another_tab(context, watch)
    open_app(second, site_url, "#/gameover?seats=Bo,bot:easy&rounds=2&seed=5&delay=0")
    draw_a_card(second)
    slots = [tab.evaluate("sessionStorage.getItem('pygames:tab')") for tab in (page, second)]
    other = another_tab(context, watch)
    open_app(other, site_url)
    page.close()
    second.close()
    wait_until_let_go(other, slots)
    locks = json.dumps([f"pygames:slot:{slot}" for slot in slots])
    other.evaluate(
        f"""() => Promise.all({locks}.map((name) => new Promise((taken) =>
          navigator.locks.request(name, () => {{ taken(); return new Promise(() => {{}}); }}))))"""
    )
    tab = another_tab(context, watch)
    tab.add_init_script(NOTE_SLOT_WAITS)
    open_app(tab, site_url)
    expect(tab.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(tab.get_by_role("link", name="Resume")).to_have_count(0)
    waits = tab.evaluate("window.__slotWaits")
    assert sorted(name for name, _, _ in waits) == sorted(json.loads(locks))
    assert [reason for _, reason, _ in waits] == ["TimeoutError", "TimeoutError"]
    assert waits[1][2] - waits[0][2] < 700  # the second was given up with the first, not 1.5 s after it
