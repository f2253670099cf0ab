"""The JSON bridge the browser calls: every reply is JSON with ok; refusals say why and change nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pygames import api

ROOT = Path(__file__).resolve().parent.parent


def call(**request: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    assert isinstance(reply["ok"], bool)
    return reply


def new_session() -> dict[str, Any]:
    reply = call(op="new", game="gameover", options={"seats": [{"name": "Ann"}, {"bot": "hard"}]}, seed=4)
    assert reply["ok"], reply
    return reply


def test_games_lists_the_registry() -> None:
    reply = call(op="games")
    assert "gameover" in reply["games"] and reply["games"]["gameover"]["title"] == "Game Over"


def test_a_new_session_carries_the_views_the_page_may_show() -> None:
    """The bot (seat 1) acts: the page shows the one person's screen (seat 0) or the public one, nothing else."""
    reply = new_session()
    assert reply["to_act"] == [1]
    assert set(reply["views"]) == {"public", "0"}
    assert reply["legal"] == {}  # a bot's moves are chosen by Python, the page needs none
    assert reply["saved"]["seed"] == 4 and reply["result"] is None
    assert set(call(op="state", id=reply["id"], show=[1])["views"]) == {"public", "0", "1"}


def test_bot_moves_are_applied_and_reported() -> None:
    sid = new_session()["id"]
    reply = call(op="bot", id=sid, seat=1)
    assert reply["ok"] and reply["action"]["type"] == "word"
    assert reply["to_act"] == [0] and len(reply["saved"]["log"]) == 1


def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing() -> None:
    sid = new_session()["id"]
    before = call(op="state", id=sid)
    reply = call(op="act", id=sid, seat=0, action={"type": "draw"})
    assert reply == {
        "ok": False,
        "kind": "illegal",
        "key": "core.not_your_turn",
        "args": {"seat": 0},
        "error": "it is not seat 0's turn",
    }
    assert call(op="state", id=sid) == before


def test_a_malformed_action_is_told_from_an_illegal_one() -> None:
    sid = new_session()["id"]
    before = call(op="state", id=sid)
    reply = call(op="act", id=sid, seat=1, action={"type": "word", "word": 7})
    assert reply["kind"] == "malformed" and reply["key"] == "core.wrong_kind"
    assert reply["args"] == {"action": "word", "field": "word", "kind": "text"}
    reply = call(op="act", id=sid, seat=1, action={"type": "word", "word": "qqqqzzzz"})
    assert reply["kind"] == "illegal" and reply["key"].startswith("gameover.")
    assert call(op="state", id=sid) == before


def test_static_data_comes_once_per_session_and_never_in_views() -> None:
    reply = new_session()
    assert reply["static"]["alphabet"] and reply["static"]["tiles_total"] == 10
    assert all("alphabet" not in view for view in reply["views"].values())
    again = call(op="bot", id=reply["id"], seat=1)
    assert "static" not in again
    assert call(op="static", id=reply["id"])["static"] == reply["static"]


def test_since_leaves_out_the_events_the_page_has() -> None:
    first = new_session()
    count = first["event_count"]
    assert count >= 1 and first["views"]["public"]["events"][0]["i"] == 0
    reply = call(op="bot", id=first["id"], seat=1, since=count, show=[1])
    assert reply["event_count"] > count and reply["since"] == {"public": count, "0": count, "1": count}
    assert all(event["i"] >= count for view in reply["views"].values() for event in view["events"])
    first_new = [view["events"][0]["i"] for view in reply["views"].values() if view["events"]]
    assert min(first_new) == count
    assert call(op="state", id=first["id"], since=-1)["kind"] == "request"


@pytest.mark.parametrize(
    ("request_text", "kind"),
    [
        ("not json", "request"),
        ("[1, 2]", "request"),
        ('{"op": "fly"}', "request"),
        ('{"op": "act", "id": "nope", "seat": 0, "action": {}}', "request"),
        ('{"op": "new", "game": "gameover", "options": {"seats": []}}', "options"),
        ('{"op": "new", "game": "gameover", "options": {"seats": [{}, {}]}, "seed": "x"}', "options"),
        ('{"op": "new"}', "request"),
        ('{"op": "new", "game": "gameover", "options": {"seats": [{}, {}], "rounds": true}}', "options"),
        ('{"op": "new", "game": "gameover", "options": {"seats": [{}, {}], "any_word": 1}}', "options"),
        ('{"op": "load", "saved": {"format": 1, "game": "gameover"}}', "save"),
        ('{"op": "load", "saved": "{broken"}', "save"),
    ],
)
def test_malformed_requests_get_readable_refusals(request_text: str, kind: str) -> None:
    reply = json.loads(api.handle(request_text))
    assert reply["ok"] is False and reply["kind"] == kind and reply["error"]


def test_a_saved_game_loads_into_a_new_session_with_the_same_state() -> None:
    sid = new_session()["id"]
    call(op="bot", id=sid, seat=1)
    played = call(op="act", id=sid, seat=0, action={"type": "draw"})
    loaded = call(op="load", saved=played["saved"])
    assert loaded["id"] != sid
    again = call(op="state", id=sid)
    assert loaded["views"] == again["views"] and loaded["legal"] == again["legal"]


def test_a_bug_inside_a_game_is_reported_and_the_session_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    sid = new_session()["id"]
    before = call(op="state", id=sid)
    state = api._sessions[sid]

    def broken(key: str, *args: Any, **kwargs: Any) -> None:
        state.log.append((1, {"type": "word", "word": "apple"}))  # half-done change (the word is set), then a crash
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(state, "emit", broken)  # the word's handler emits once it has set the word
    reply = call(op="act", id=sid, seat=1, action={"type": "word", "word": "apple"})
    assert reply["ok"] is False and reply["kind"] == "internal" and "boom" in reply["error"]
    assert call(op="state", id=sid) == before


def test_closing_a_session_forgets_it() -> None:
    sid = new_session()["id"]
    assert call(op="close", id=sid) == {"ok": True}
    assert call(op="state", id=sid)["kind"] == "request"


@pytest.mark.parametrize("game", ["nope", "core", "api", "_x", "__init__", "sleuth.game", "Sleuth", "", 5, None])
def test_a_game_that_is_not_there_is_refused_by_name_and_as_a_save(game: Any) -> None:
    refused = call(op="new", game=game, options={"seats": [{}, {}]})
    assert refused["ok"] is False and refused["kind"] in {"options", "request"}
    saved = {"format": 1, "game": game, "log": [], "options": {"seats": [{}, {}]}, "seed": 1}
    refused = call(op="load", saved=saved)
    assert refused["ok"] is False and refused["kind"] == "save"


def test_opening_a_game_in_a_fresh_python_imports_that_game_only() -> None:
    """The snapshot a browser restores holds none of the games: the first one opened is imported then, and the
    others' modules would keep it waiting (about 0.06 s for all five in Pyodide)."""
    script = (
        "import json, sys\n"
        "import pygames.api as api\n"
        "reply = json.loads(api.handle(json.dumps({'op': 'new', 'game': 'bullseye', 'options': {'seats': [{}]}})))\n"
        "assert reply['ok'], reply\n"
        "print(json.dumps(sorted({m.split('.')[1] for m in sys.modules if m.startswith('pygames.')})))\n"
        "api.handle(json.dumps({'op': 'games'}))\n"
        "print(json.dumps(sorted({m.split('.')[1] for m in sys.modules if m.startswith('pygames.')})))\n"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    opened, listed = (json.loads(line) for line in run.stdout.splitlines())
    assert opened == ["api", "bullseye", "core"]
    # lang: the word games' forms and folding, imported by Game Over, Intercept and Stikord
    assert listed == ["api", "bullseye", "core", "gameover", "intercept", "lang", "sleuth", "stikord"]
