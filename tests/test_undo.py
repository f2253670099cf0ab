"""Undo: a person takes back their own last move until another seat has acted or the move revealed something hidden.

- every game, seeded random play by people: wherever the mover may undo, undo gives back exactly the state before the
  move (the save, every seat's view with its events and their numbers, every seat's legal actions), and playing the
  same move again gives exactly the state after it; no other seat may undo it; a move that drew chance never may;
- per game, by hand: a move refused because another seat has acted since, and one because it drew chance or showed
  something hidden; a refused undo changes nothing; bots never undo, and nobody undoes a bot's move;
- the bridge's undo op: the reply replaces the page's events (reset), a refusal is a readable illegal reply.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

import pygames
from pygames import api, core
from pygames.core import Action, Game, GameInfo, IllegalAction, Result, View
from pygames.sleuth.cards import ROOMS, SUSPECTS, WEAPONS
from tests.test_compliance import GAME_IDS, all_views, random_options
from tests.test_replies import Page

# Random play avoids moves that end a game at once and so would leave little to undo (a wild accusation).
AVOID = {"sleuth": {"accuse"}}
SEEDS = 4
STEPS = 120
SHORTER = {"sleuth": 60}  # its moves are slow to replay (every roll searches the board), and an undo replays them


def everything(state: Game) -> tuple[str, list[str], list[list[dict[str, Any]]]]:
    """The save, every view with every event, every seat's legal actions."""
    legal = [state.legal_actions(seat) for seat in range(len(state.seats))]
    return json.dumps(state.to_json(), sort_keys=True), all_views(state), legal


def people(count: int) -> list[dict[str, Any]]:
    return [{"name": f"P{i}"} for i in range(count)]


def refusal(state: Game, seat: int) -> tuple[str, Any] | None:
    exc = state.undo_refusal(seat)
    return None if exc is None else (exc.key, exc.args_.get("why"))


def assert_refused(state: Game, seat: int, key: str, why: str | None = None) -> None:
    """Undo by ``seat`` is refused with ``key`` (and ``why``) and changes nothing."""
    before = everything(state)
    assert not state.view(seat)["can_undo"]
    with pytest.raises(IllegalAction) as refused:
        state.undo(seat)
    assert (refused.value.key, refused.value.args_.get("why")) == (key, why)
    assert str(refused.value)
    assert everything(state) == before


def assert_undoes(state: Game, seat: int, action: dict[str, Any]) -> None:
    """``seat`` plays ``action``, takes it back (exactly the state before), and plays it again (the same state)."""
    before = everything(state)
    state.apply(seat, action)
    after = everything(state)
    assert state.view(seat)["can_undo"]
    state.undo(seat)
    assert everything(state) == before
    state.apply(seat, action)
    assert everything(state) == after


def first(state: Game, seat: int, kind: str, **fields: Any) -> dict[str, Any]:
    """The first legal action of type ``kind`` (with those fields) of ``seat``."""
    for action in state.legal_actions(seat):
        if action["type"] == kind and all(action.get(k) == v for k, v in fields.items()):
            return action
    raise AssertionError(f"seat {seat} has no legal {kind} {fields} in {state.legal_actions(seat)[:5]}")


# ----- every game: random play ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_restores_exactly_and_redo_replays_exactly(game_id: str) -> None:
    undone = 0
    for seed in range(SEEDS):
        rng = random.Random(seed)
        state = pygames.new_game(game_id, random_options(game_id, rng), seed=seed)
        for step in range(SHORTER.get(game_id, STEPS)):
            if state.result() is not None:
                break
            seat = rng.choice(state.to_act())
            legal = state.legal_actions(seat)
            action = rng.choice([a for a in legal if a["type"] not in AVOID.get(game_id, ())] or legal)
            before = everything(state)
            draws = len(state.chance.draws)
            state.apply(seat, action)
            after = everything(state)
            # A reloaded save (the log replayed) allows the same undo (checked now and then: a replay is slow).
            if state.can_undo(seat) or step % 10 == 0:
                assert pygames.load_game(state.to_json()).can_undo(seat) == state.can_undo(seat)
            for other in range(len(state.seats)):
                if other != seat:
                    assert not state.can_undo(other), f"seat {other} could undo seat {seat}'s {action}"
            if len(state.chance.draws) > draws or action["type"] == "time_up":
                assert refusal(state, seat) in (("core.undo_too_late", "revealed"), ("core.undo_too_late", "over"))
            if not state.can_undo(seat):
                continue
            undone += 1
            state.undo(seat)
            assert everything(state) == before, f"{game_id} seed {seed}: undoing {action} did not restore the state"
            state.apply(seat, action)
            assert everything(state) == after, f"{game_id} seed {seed}: redoing {action} gave another state"
    assert undone, f"{game_id}: random play never reached a move that may be taken back"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nothing_to_undo_at_the_start_and_the_public_view_never_undoes(game_id: str) -> None:
    info = pygames.GAMES[game_id]
    state = pygames.new_game(game_id, {"seats": people(info["min_seats"])}, seed=1)
    for seat in range(len(state.seats)):
        assert_refused(state, seat, "core.nothing_to_undo")
    assert state.view(None)["can_undo"] is False
    with pytest.raises(IllegalAction) as refused:
        state.undo(len(state.seats))
    assert refused.value.key == "core.no_seat"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_time_up_and_every_declared_seal_are_never_undoable(game_id: str) -> None:
    cls = pygames.core.game_classes()[game_id]
    sealed = {kind for kind, spec in cls.ACTIONS.items() if not spec.undoable}
    if "time_up" in cls.ACTIONS:
        assert not cls.ACTIONS["time_up"].undoable, "the clock's time_up is declared undoable=False by its game"
    rng = random.Random(7)
    for seed in range(SEEDS):
        state = pygames.new_game(game_id, random_options(game_id, rng), seed=seed)
        for _ in range(STEPS):
            if state.result() is not None:
                break
            seat = rng.choice(state.to_act())
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            if action["type"] in sealed | {"time_up"}:
                assert not state.can_undo(seat), action


# ----- core's generic rules, on a toy game of two people taking turns ----------------------------------------------
class Whispers(Game):
    """Not registered: each action shows core one way of revealing (or not) something."""

    INFO = GameInfo("whispers", "Whispers", "", 2, 2, ("en",))
    PHASES = ("play",)
    EVENTS: ClassVar[Mapping[str, str]] = {"said": "seat {seat} said something"}
    OUTCOMES: ClassVar[Mapping[str, str]] = {"never": "never"}

    def _setup(self) -> None:
        self.turn = 0

    def to_act(self) -> list[int]:
        return [self.turn]

    def _phase(self) -> str:
        return "play"

    def _legal_actions(self, seat: int) -> list[Action]:
        return [{"type": kind} for kind in self.ACTIONS]

    def _view(self, seat: int | None) -> View:
        return {"turn": self.turn}

    def result(self) -> Result | None:
        return None

    def _said(self, seat: int, **how: Any) -> None:
        self.emit("said", {"seat": seat}, **how)
        self.turn = 1 - self.turn

    @core.action("note")  # a secret only the actor sees: their own doing
    def _on_note(self, seat: int, action: Action) -> None:
        self._said(seat, secret={"text": "mine"}, see=[seat])

    @core.action("whisper")  # a secret shown to the other seat
    def _on_whisper(self, seat: int, action: Action) -> None:
        self._said(seat, secret={"text": "psst"}, see=[1 - seat])

    @core.action("aside")  # an event only the other seat sees at all
    def _on_aside(self, seat: int, action: Action) -> None:
        self._said(seat, to=[1 - seat])

    @core.action("coin")  # draws chance
    def _on_coin(self, seat: int, action: Action) -> None:
        self.chance.choice("coin", ["heads", "tails"])
        self._said(seat)

    @core.action("peek")  # the handler seals it
    def _on_peek(self, seat: int, action: Action) -> None:
        self.seal()
        self._said(seat)

    @core.action("cards", undoable=False)
    def _on_cards(self, seat: int, action: Action) -> None:
        self._said(seat)

    @core.action("time_up", undoable=False)  # the clock's: declared sealed, as every game declares it
    def _on_time_up(self, seat: int, action: Action) -> None:
        self._said(seat)


@pytest.mark.parametrize(
    ("kind", "undoable"),
    [
        ("note", True),
        ("whisper", False),
        ("aside", False),
        ("coin", False),
        ("peek", False),
        ("cards", False),
        ("time_up", False),
    ],
)
def test_core_seals_chance_secrets_for_others_declared_and_handler_seals_and_the_timer(
    kind: str, undoable: bool
) -> None:
    state = Whispers({"seats": people(2)}, seed=1)
    state.apply(0, {"type": "note"})
    state.apply(1, {"type": kind})
    assert state.can_undo(1) is undoable
    assert_refused(state, 0, "core.undo_too_late", "acted")
    if undoable:
        state.undo(1)
        assert state.can_undo(0) and state.to_act() == [1]  # seat 1 undid its move: seat 0's is the last again
    else:
        assert_refused(state, 1, "core.undo_too_late", "revealed")


def test_a_refused_action_keeps_the_undo_of_the_move_before_it() -> None:
    state = Whispers({"seats": people(2)}, seed=1)
    state.apply(0, {"type": "note"})
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "note"})  # not seat 0's turn
    with pytest.raises(IllegalAction):
        state.apply(1, {"type": "note", "extra": 1})
    assert state.can_undo(0)


# ----- Game Over ----------------------------------------------------------------------------------------------------
def gameover(seats: list[dict[str, Any]] | None = None) -> Game:
    return pygames.new_game("gameover", {"seats": seats or people(3), "first_guide": 0, "language": "en"}, seed=5)


def test_gameover_the_guide_takes_back_the_word_until_a_guesser_acts() -> None:
    state = gameover()
    assert_undoes(state, 0, first(state, 0, "word"))
    assert state.to_act() == [1]
    state.apply(1, first(state, 1, "draw"))
    assert_refused(state, 0, "core.undo_too_late", "acted")


def test_gameover_a_drawn_card_and_an_asked_letter_cannot_be_taken_back() -> None:
    state = gameover()
    state.apply(0, first(state, 0, "word"))
    state.apply(1, first(state, 1, "draw"))
    assert_refused(state, 1, "core.undo_too_late", "revealed")  # the card came off the hidden deck
    state.apply(2, first(state, 2, "play"))
    assert_refused(state, 2, "core.undo_too_late", "revealed")  # the letter was looked up in the hidden word


def test_gameover_bots_never_undo_and_a_person_cannot_undo_a_bots_move() -> None:
    state = gameover([{"name": "Ann"}, {"bot": "easy"}])  # Ann is the guide
    state.apply(0, first(state, 0, "word"))
    state.apply(1, state.bot_action(1), by_bot=True)
    assert_refused(state, 1, "core.nothing_to_undo")
    assert_refused(state, 0, "core.undo_too_late", "acted")


# ----- Bullseye -----------------------------------------------------------------------------------------------------
def bullseye(seats: list[dict[str, Any]] | None = None) -> Game:
    return pygames.new_game("bullseye", {"seats": seats or people(2)}, seed=3, script={"dice": [[2, 3, 4, 5, 6, 1]]})


def test_bullseye_the_roll_is_sealed_keep_and_write_are_not() -> None:
    state = bullseye()
    state.apply(0, {"type": "roll"})
    assert_refused(state, 0, "core.undo_too_late", "revealed")  # dice are never thrown again
    assert_undoes(state, 0, {"type": "keep"})
    assert state.phase == "enter"
    assert_undoes(state, 0, first(state, 0, "write"))


def test_bullseye_everyone_writes_at_once_until_another_seat_writes() -> None:
    state = bullseye()
    state.apply(0, {"type": "roll"})
    state.apply(0, {"type": "keep"})
    state.apply(0, first(state, 0, "write"))
    assert state.can_undo(0)
    state.apply(1, {"type": "cross"})  # the last entry: the next turn begins
    assert_refused(state, 0, "core.undo_too_late", "acted")
    # the last entry showed Ann's blind entry to Bo: taking it back would let him choose again knowing it
    assert_refused(state, 1, "core.undo_too_late", "revealed")
    state.apply(1, {"type": "roll"})
    assert_refused(state, 1, "core.undo_too_late", "revealed")


def test_bullseye_a_solo_entry_reveals_nothing_and_can_be_taken_back() -> None:
    state = bullseye(people(1))
    state.apply(0, {"type": "roll"})
    state.apply(0, {"type": "keep"})
    assert_undoes(state, 0, first(state, 0, "write"))


def test_bullseye_a_bot_writing_beside_a_person_cannot_be_undone() -> None:
    state = bullseye([{"name": "Ann"}, {"bot": "hard"}])
    state.apply(0, {"type": "roll"})
    state.apply(0, {"type": "keep"})
    state.apply(1, state.bot_action(1), by_bot=True)
    assert_refused(state, 1, "core.nothing_to_undo")
    assert_refused(state, 0, "core.undo_too_late", "acted")


# ----- Sleuth -------------------------------------------------------------------------------------------------------
def sleuth() -> Game:
    envelope = [SUSPECTS[0], WEAPONS[0], ROOMS[0]]
    return pygames.new_game("sleuth", {"seats": people(3), "dice": 2}, seed=1, script={"envelope": envelope})


def test_sleuth_moving_and_ending_the_turn_are_undone_until_the_next_detective_acts() -> None:
    state = sleuth()
    state.apply(0, {"type": "roll"})
    assert_refused(state, 0, "core.undo_too_late", "revealed")
    assert_undoes(state, 0, first(state, 0, "move"))
    assert_undoes(state, 0, {"type": "end_turn"})
    state.apply(1, {"type": "roll"})
    assert_refused(state, 0, "core.undo_too_late", "acted")


def test_sleuth_a_suggestion_a_shown_card_and_an_accusation_are_sealed() -> None:
    state = pygames.new_game(
        "sleuth",
        {"seats": people(3), "dice": 2},
        seed=1,
        script={"envelope": [SUSPECTS[0], WEAPONS[0], ROOMS[0]], "dice": [[6, 6]]},
    )
    state.apply(0, {"type": "roll"})
    move = next(a for a in state.legal_actions(0) if a["type"] == "move" and "room" in a)
    state.apply(0, move)
    # Name cards that are dealt (not in the envelope), so a detective must show one.
    state.apply(0, {"type": "suggest", "suspect": SUSPECTS[1], "weapon": WEAPONS[1], "room": move["room"]})
    assert_refused(state, 0, "core.undo_too_late", "revealed")  # who could not disprove it is known now
    assert state.phase == "disprove"
    shower = state.to_act()[0]
    state.apply(shower, state.legal_actions(shower)[0])
    assert_refused(state, shower, "core.undo_too_late", "revealed")  # the suggester has seen the card
    state.apply(0, {"type": "accuse", "suspect": SUSPECTS[1], "weapon": WEAPONS[0], "room": ROOMS[0]})
    assert_refused(state, 0, "core.undo_too_late", "revealed")  # the envelope was opened


# ----- Intercept ----------------------------------------------------------------------------------------------------
def intercept() -> Game:
    return pygames.new_game("intercept", {"seats": people(4), "language": "en"}, seed=2)


def test_intercept_clues_are_taken_back_until_the_other_encryptor_finishes() -> None:
    state = intercept()
    assert state.to_act() == [0, 1]
    assert_undoes(state, 0, first(state, 0, "clues"))
    state.apply(1, first(state, 1, "clues"))  # every team's clues are read aloud
    assert_refused(state, 0, "core.undo_too_late", "acted")
    assert_refused(state, 1, "core.undo_too_late", "revealed")
    seat = state.to_act()[0]
    state.apply(seat, first(state, seat, "guess"))
    assert_refused(state, seat, "core.undo_too_late", "revealed")  # the team has seen the guess


def test_intercept_the_timer_is_never_taken_back() -> None:
    state = intercept()
    state.apply(0, first(state, 0, "clues"))
    state.apply(1, {"type": "time_up"})
    assert_refused(state, 1, "core.undo_too_late", "revealed")


# ----- Stikord ------------------------------------------------------------------------------------------------------
def stikord() -> tuple[Game, int]:
    """A typed game of four, at the sender's cues (the card drawn, the dice rolled)."""
    state = pygames.new_game("stikord", {"seats": people(4), "mode": "typed", "language": "da"}, seed=4)
    sender = state.to_act()[0]
    state.apply(sender, {"type": "draw"})
    assert_refused(state, sender, "core.undo_too_late", "revealed")  # the card and the special die
    if state.phase == "choose":
        state.apply(sender, {"type": "choose", "message": 0})
        assert_refused(state, sender, "core.undo_too_late", "revealed")  # the letter dice were rolled
    assert state.phase == "cues"
    return state, sender


def test_stikord_the_sender_takes_back_cues_until_a_receiver_guesses() -> None:
    state, sender = stikord()
    assert_undoes(state, sender, first(state, sender, "cues"))
    receiver = state.to_act()[0]
    assert receiver != sender
    state.apply(receiver, {"type": "guess", "text": "noget helt forkert"})
    assert_refused(state, sender, "core.undo_too_late", "acted")
    assert_refused(state, receiver, "core.undo_too_late", "revealed")  # right or wrong says something of the message


def test_stikord_the_sand_timer_is_never_taken_back() -> None:
    state, sender = stikord()
    state.apply(sender, {"type": "time_up"})
    assert_refused(state, sender, "core.undo_too_late", "revealed")


# ----- the bridge ---------------------------------------------------------------------------------------------------
def call(**request: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    assert isinstance(reply["ok"], bool)
    return reply


def every_view(state: Game) -> dict[str, Any]:
    return {"public": state.view(None)} | {str(seat): state.view(seat) for seat in range(len(state.seats))}


def test_the_undo_op_replaces_the_pages_events_and_refuses_readably() -> None:
    page = Page(call(op="new", game="bullseye", options={"seats": people(2)}, seed=3))
    page.shown = 0
    state = api._sessions[page.sid]
    page.update(call(op="act", seat=0, action={"type": "roll"}, **page.asking()))
    refused = call(op="undo", seat=0, **page.asking())
    assert not refused["ok"] and refused["kind"] == "illegal"
    assert (refused["key"], refused["args"]["why"]) == ("core.undo_too_late", "revealed")
    before, saved_before = every_view(state), state.to_json()
    kept = call(op="act", seat=0, action={"type": "keep"}, **page.asking())
    assert kept["undo"] == [0]  # said whichever views the reply carries (a reloaded page may not have the mover's)
    assert call(op="load", saved=state.to_json())["undo"] == [0]
    page.update(kept)
    assert page.views["0"]["can_undo"] and not every_view(state)["1"]["can_undo"]
    assert not call(op="undo", id=page.sid, seat=1)["ok"]
    undone = call(op="undo", seat=0, **page.asking())
    assert undone["ok"] and undone["reset"] is True and undone["saved"] == saved_before
    assert all(part["events"] == [] or part["events"][0]["i"] == 0 for part in undone["views"].values())
    page.update(undone)  # the page forgets its events and takes every one again: exactly the views before the move
    assert every_view(state) == before
    assert page.views == {key: before[key] for key in page.views} and page.saved == saved_before
    assert not page.views["0"]["can_undo"]  # the roll before it is sealed


def test_a_move_the_bridge_let_a_bot_choose_is_not_the_persons_to_undo() -> None:
    sid = call(op="new", game="bullseye", options={"seats": people(2)}, seed=3)["id"]
    call(op="act", id=sid, seat=0, action={"type": "roll"})
    assert call(op="bot", id=sid, seat=0)["ok"]  # keep or reroll, chosen by the normal bot for a person's seat
    state = api._sessions[sid]
    before = state.to_json()
    refused = call(op="undo", id=sid, seat=0)
    assert not refused["ok"] and refused["kind"] == "illegal"
    assert refused["key"] == "core.undo_too_late" and refused["args"]["why"] in ("acted", "revealed")
    assert state.to_json() == before
    assert not state.view(0)["can_undo"]


@pytest.mark.parametrize("request_", [{"op": "undo"}, {"op": "undo", "id": "nope", "seat": 0}])
def test_a_malformed_undo_request_is_refused(request_: dict[str, Any]) -> None:
    reply = call(**request_)
    assert not reply["ok"] and reply["kind"] == "request"
