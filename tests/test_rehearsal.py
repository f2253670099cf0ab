"""pygames/rehearsal.py: the game a fresh engine plays once, unseen, through the bridge, before a person moves."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import pygames
from pygames import api, rehearsal


@pytest.fixture
def requests(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """The ops that went through the bridge, counted."""
    seen: Counter[str] = Counter()
    bridge = api.handle

    def counted(request: str) -> str:
        seen[json.loads(request)["op"]] += 1
        return bridge(request)

    monkeypatch.setattr(api, "handle", counted)
    return seen


def open_game(game_id: str) -> dict[str, Any]:
    info = pygames.GAMES[game_id]
    seats = [{"name": f"Person {seat}"} for seat in range(info["default_seats"])]
    reply: dict[str, Any] = json.loads(
        api.handle(json.dumps({"op": "new", "game": game_id, "options": {"seats": seats}}))
    )
    assert reply["ok"], reply
    return reply


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_rehearsal_plays_through_the_bridge_and_leaves_the_pages_game_as_it_was(
    game_id: str, seed: int, requests: Counter[str]
) -> None:
    page_game = open_game(game_id)
    sid = page_game["id"]
    before = api._sessions[sid].to_json()
    sessions, page_sessions = set(api._sessions), rehearsal.page_sessions()  # others' tests may hold some
    requests.clear()
    played = rehearsal.Rehearsal(game_id, seed)
    assert not played.finished and rehearsal.page_sessions() == page_sessions
    while played.step():
        assert played.reply["ok"], played.reply  # every request it sends is one the bridge takes
    assert played.finished
    assert played.reply["result"] is not None or played.steps == rehearsal.STEPS  # to its end, or to the limit
    # Its game was opened, played by people's actions (and bots' where the title has them), and closed.
    assert requests["new"] == 1 and requests["close"] == 1 and requests["act"] > 0
    assert (requests["bot"] > 0) == bool(pygames.GAMES[game_id]["bot_levels"])
    assert set(api._sessions) == sessions and not rehearsal.OPEN and rehearsal.page_sessions() == page_sessions
    assert api._sessions[sid].to_json() == before
    api.handle(json.dumps({"op": "close", "id": sid}))


def test_a_rehearsal_of_the_same_game_and_seed_sends_the_same_requests(requests: Counter[str]) -> None:
    first = rehearsal.play("sleuth", 5)
    sent = Counter(requests)
    requests.clear()
    assert rehearsal.play("sleuth", 5) == first and requests == sent


def test_a_title_that_does_not_exist_is_not_rehearsed(requests: Counter[str]) -> None:
    nothing = rehearsal.Rehearsal("chess")
    assert nothing.finished and not nothing.step() and not requests


def test_a_rehearsal_that_fails_closes_its_session_and_stops(monkeypatch: pytest.MonkeyPatch) -> None:
    played = rehearsal.Rehearsal("bullseye", 1)
    bridge = api.handle

    def refusing(request: str) -> str:  # every move refused as a malformed request: nothing changes
        message = json.loads(request)
        if message["op"] in ("act", "bot"):
            message["op"] += "s"
        return bridge(json.dumps(message))

    monkeypatch.setattr(api, "handle", refusing)
    assert played.step() and not played.reply["ok"]
    sid = played.sid
    assert not played.step() and played.finished and sid not in api._sessions and not rehearsal.OPEN


def test_a_rehearsals_table_is_a_person_and_the_strongest_bots() -> None:
    assert rehearsal.table("sleuth") == [{"name": "Rehearsal"}, {"bot": "hard"}]
    # Intercept's default table is four: its computer players fill the three other seats.
    assert rehearsal.table("intercept") == [{"name": "Rehearsal"}] + [{"bot": "hard"}] * 3


@pytest.mark.parametrize(
    ("game_id", "seats", "race"),
    [
        ("bullseye", [{"name": "Ann"}, {"bot": "easy"}, {"name": "Bo"}], False),
        ("bullseye", [{"name": "Ann"}, {"bot": "easy"}, {"name": "Bo"}], True),
        ("stikord", [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}, {"name": "Di"}], True),  # a race, as its page
    ],
)
def test_a_rehearsal_asks_as_the_page_asks(
    monkeypatch: pytest.MonkeyPatch, game_id: str, seats: list[dict[str, str]], race: bool
) -> None:
    """Each view's events from where it has them, the screen of the person who moved last, racing as the page does
    (web/app.js, asking()): the code the page's own requests will run."""
    sent: list[dict[str, Any]] = []
    replies: list[dict[str, Any]] = []
    bridge = api.handle

    def recorded(request: str) -> str:
        sent.append(json.loads(request))
        reply = bridge(request)
        replies.append(json.loads(reply))
        return reply

    monkeypatch.setattr(api, "handle", recorded)
    played = rehearsal.Rehearsal(game_id, 2, json.dumps({"seats": seats}), race)
    while played.steps < 60 and played.step():
        pass
    played.close()
    moves = [(n, request) for n, request in enumerate(sent) if request["op"] in ("act", "bot")]
    assert sent[0]["race"] is race and len(moves) > 20
    people = {number for number, seat in enumerate(seats) if "name" in seat}
    shown = min(people)  # the first person's screen, until someone else moves
    had: dict[str, int] = {}  # as the page keeps them: each view it has had, with the events it has of it
    for n, request in enumerate(sent):
        if request["op"] in ("act", "bot"):
            assert request["since"] == had
        if replies[n]["ok"] and request["op"] != "close":
            had.update(dict.fromkeys(replies[n]["views"], replies[n]["event_count"]))
    for _, request in moves:
        if request["op"] == "act":
            shown = request["seat"]
        assert request["show"] == [shown] and request["race"] is race
    assert {request["seat"] for _, request in moves if request["op"] == "act"} <= people


def saved_options(played: rehearsal.Rehearsal) -> dict[str, Any]:
    options: dict[str, Any] = played.reply["saved"]["options"]
    return options


def test_a_rehearsal_sits_at_the_pages_table_with_its_people_renamed() -> None:
    page = {"seats": [{"name": "Ann"}, {"bot": "easy"}, {"name": "Bo"}], "language": "it", "rounds": 2}
    played = rehearsal.Rehearsal("gameover", 1, json.dumps(page))
    options = saved_options(played)
    assert [seat["bot"] for seat in options["seats"]] == [None, "easy", None]  # not the strongest bots
    assert [seat["name"] for seat in options["seats"] if seat["bot"] is None] == ["Rehearsal 1", "Rehearsal 3"]
    assert options["language"] == "it" and options["rounds"] == 2
    played.close()
    # A saved game's options (as a page's load sends them) name every seat, bots included.
    saved = {"seats": [{"name": "Ann", "bot": None}, {"name": "Bot 2", "bot": "normal"}], "dice": 2}
    played = rehearsal.Rehearsal("sleuth", 1, json.dumps(saved))
    assert [seat["bot"] for seat in saved_options(played)["seats"]] == [None, "normal"]
    played.close()


@pytest.mark.parametrize(
    "options",
    [None, "", "not json", "[]", '{"seats": 3}', '{"seats": ["Ann"]}', '{"seats": [{"name": "Ann"}], "colour": "red"}'],
)
def test_without_a_page_table_the_bridge_takes_a_rehearsal_sits_at_the_usual_one(options: str | None) -> None:
    played = rehearsal.Rehearsal("sleuth", 1, options)
    assert played.reply["ok"], played.reply
    assert [seat["bot"] for seat in saved_options(played)["seats"]] == [None, "hard"]
    played.close()
    assert not rehearsal.OPEN


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_a_rehearsal_keeps_its_first_replies_for_the_page_to_draw_unseen(game_id: str) -> None:
    """The replies the page gets to warm its drawing up are the bridge's own, in order: the opening one (with the
    static data and the whole save) first, then the moves' replies; no refusal, no close; none unless asked for."""
    options = json.dumps({"seats": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}, {"name": "Di"}]})
    kept = rehearsal.Rehearsal(game_id, 1, options, keep=5)
    assert kept.keeping
    while kept.step():
        pass
    assert not kept.keeping
    assert len(kept.kept) == min(5, kept.steps + 1)
    replies = json.loads(kept.kept_json())
    assert replies == [json.loads(text) for text in kept.kept]
    assert all(reply["ok"] for reply in replies)
    assert "static" in replies[0] and replies[0]["saved"]["options"]["seats"][0]["name"] == "Rehearsal 1"
    assert all("views" in reply and "legal" in reply for reply in replies)
    assert [reply["event_count"] for reply in replies] == sorted(reply["event_count"] for reply in replies)
    plain = rehearsal.Rehearsal(game_id, 1, options)
    while plain.step():
        pass
    assert plain.kept == [] and plain.steps == kept.steps  # keeping changes nothing the rehearsal sends


# A person's move stops a rehearsal's step: in the browser Python raises KeyboardInterrupt wherever the step is
# (web/worker.js, interruptibly); here the interrupt is raised at the places that matter.


def test_a_rehearsal_stopped_while_opening_its_game_leaves_no_session_open(monkeypatch: pytest.MonkeyPatch) -> None:
    sessions = set(api._sessions)

    def stopped(*args: Any, **kwargs: Any) -> dict[str, Any]:  # the session is open, its reply not yet made
        raise KeyboardInterrupt

    monkeypatch.setattr(api, "snapshot", stopped)
    with pytest.raises(KeyboardInterrupt):
        rehearsal.Rehearsal("bullseye", 1)
    assert set(api._sessions) == sessions and not rehearsal.OPEN
    assert rehearsal.begin("bullseye", 1, None, False, 0) is None  # as the worker opens one: None, not raised
    monkeypatch.undo()
    assert set(api._sessions) == sessions and not rehearsal.OPEN
    assert rehearsal.play("bullseye", 1) > 0  # made anew, it plays


def bridge_moves(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, Any]]:
    """Every move the bridge made from now on: (op, seat, action)."""
    made: list[tuple[str, int, Any]] = []
    bridge = api.handle

    def recorded(request: str) -> str:
        text = bridge(request)
        message, reply = json.loads(request), json.loads(text)
        if reply["ok"] and message["op"] in ("act", "bot"):
            made.append((message["op"], message["seat"], message.get("action") or reply["action"]))
        return text

    monkeypatch.setattr(api, "handle", recorded)
    return made


@pytest.mark.parametrize("where", ["bot_action", "apply"])
def test_a_step_stopped_for_a_persons_move_closes_its_game_and_touches_nothing_else(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The browser's worker steps it with step_unless_stopped: None, and that rehearsal game is over (closed: a step
    # stopped halfway may have left it half changed); the page's game is as it was, and the worker plays its next
    # rehearsal game at the next pause.
    page_game = open_game("bullseye")
    page_before = api._sessions[page_game["id"]].to_json()
    played = rehearsal.Rehearsal("bullseye", 2)
    sid = played.sid
    game_class = type(api._sessions[sid])
    real = getattr(game_class, where)
    stops = []

    def stopping(game: Any, seat: int, *args: Any, **kwargs: Any) -> Any:
        done = real(game, seat, *args, **kwargs)  # a decision made, or a bot's move made and logged: then stopped
        if not stops and game.seats[seat].bot and (where == "bot_action" or len(game.log) > 10):
            stops.append(len(game.log))
            raise KeyboardInterrupt
        return done

    monkeypatch.setattr(game_class, where, stopping)
    results = []
    while (more := played.step_unless_stopped()) is not None and more:
        results.append(more)
    assert more is None and stops  # stopped, and answered None rather than raised
    assert played.finished and sid not in api._sessions and not rehearsal.OPEN
    assert played.step_unless_stopped() is False  # nothing more to play
    assert api._sessions[page_game["id"]].to_json() == page_before
    monkeypatch.undo()
    assert rehearsal.play("bullseye", 3) > 0  # the next rehearsal game plays as ever
    api.handle(json.dumps({"op": "close", "id": page_game["id"]}))


def test_a_step_stopped_before_pythons_guard_is_closed_by_the_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    # Stopped at the very start of the call (web/worker/rehearsals.js then catches it in JavaScript and ends the
    # rehearsal with close()): nothing is left open.
    played = rehearsal.Rehearsal("bullseye", 1)
    sid = played.sid

    def stopped(*args: Any, **kwargs: Any) -> dict[str, Any]:
        raise KeyboardInterrupt

    monkeypatch.setattr(api, "snapshot", stopped)
    with pytest.raises(KeyboardInterrupt):
        played.step()
    monkeypatch.undo()
    played.close()
    assert sid not in api._sessions and not rehearsal.OPEN


@contextmanager
def stopped_after_applying(game_class: type) -> Iterator[None]:
    """Every move of ``game_class`` is made and logged, then stopped as a person's move stops a step."""
    real_apply = game_class.apply  # type: ignore[attr-defined]

    def stopped(self: Any, *args: Any, **kwargs: Any) -> Any:
        real_apply(self, *args, **kwargs)
        raise KeyboardInterrupt

    game_class.apply = stopped  # type: ignore[attr-defined]
    try:
        yield
    finally:
        game_class.apply = real_apply  # type: ignore[attr-defined]


def test_the_bridge_puts_a_game_back_after_a_bug_but_leaves_an_interrupt_to_whoever_interrupted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A bug midway through a move: the session is replayed from its log as it stood. An interrupt is no bug: it goes
    # up at once, with no replay in the wait of the person's move that caused it (the rehearsal closes its game).
    played = rehearsal.Rehearsal("stikord", 1)
    for _ in range(20):
        assert played.step()
    game = api._sessions[played.sid]
    replays: list[int] = []
    load_game = api.load_game

    def counted(saved: Any) -> Any:
        replays.append(len(saved["log"]))
        return load_game(saved)

    monkeypatch.setattr(api, "load_game", counted)
    with stopped_after_applying(type(game)), pytest.raises(KeyboardInterrupt):
        played.step()
    assert replays == []
    played.close()
    assert not rehearsal.OPEN
    page = open_game("bullseye")
    state = api._sessions[page["id"]]
    saved = state.to_json()

    def broken(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug")

    person = next(seat for seat, legal in page["legal"].items() if legal)
    with monkeypatch.context() as breaking:
        breaking.setattr(type(state), "apply", broken)
        reply = json.loads(
            api.handle(json.dumps({"op": "act", "id": page["id"], "seat": int(person), "action": {"type": "roll"}}))
        )
    assert reply["kind"] == "internal" and replays == [len(saved["log"])]
    assert api._sessions[page["id"]].to_json() == saved
    api.handle(json.dumps({"op": "close", "id": page["id"]}))
