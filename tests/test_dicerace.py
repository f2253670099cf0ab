"""Dice Race (tests/example_game/), the example game: its rule cases, and what the contract's suites need of a game's
test module: ``assert_view_hides_secrets`` (test_compliance.py) and ``counterfactual`` (test_secrecy.py).

A new game's tests/test_<id>.py starts as a copy of this one."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import pygames
from pygames.core import Game, IllegalAction
from tests.example_game import GAME
from tests.example_game.game import FACES, DiceRace

pygames.core.register(GAME)  # the site never lists it; the contract's suites find it by id (test_compliance.py)


def new(goal: int = 20, dice: list[int] | None = None, bots: int = 0) -> DiceRace:
    """A game of two people (the last ``bots`` seats computer players) whose dice are ``dice`` (scripted by kind)."""
    seats: list[dict[str, Any]] = [{"name": "Ann"}, {"name": "Bo"}]
    for seat in range(2 - bots, 2):
        seats[seat] = {"bot": "hard"}
    state = pygames.new_game("dicerace", {"seats": seats, "goal": goal}, seed=1, script={"die": dice or []})
    assert isinstance(state, DiceRace)
    return state


def picked(lucky: tuple[int, int], goal: int = 20, dice: list[int] | None = None) -> DiceRace:
    state = new(goal, dice)
    state.apply(0, {"type": "pick", "number": lucky[0]})
    state.apply(1, {"type": "pick", "number": lucky[1]})
    return state


def events(state: Game, seat: int | None, key: str) -> list[dict[str, Any]]:
    return [e["args"] for e in state.view(seat)["events"] if e["key"] == f"dicerace.{key}"]


# ----- rule cases -----------------------------------------------------------------------------------------------
def test_both_pick_at_once_and_only_the_picker_sees_the_number() -> None:
    state = new()
    assert state.to_act() == [0, 1] and state.view(None)["phase"] == "pick"
    state.apply(1, {"type": "pick", "number": 4})
    assert state.to_act() == [0]
    assert state.view(1)["lucky"] == 4 and events(state, 1, "picked") == [{"seat": 1, "number": 4}]
    assert state.view(0)["lucky"] is None and events(state, 0, "picked") == [{"seat": 1}]
    assert state.view(0)["picked"] == [False, True]


def test_a_pick_is_taken_back_until_the_other_seat_acts_and_a_roll_never() -> None:
    state = new(dice=[3])
    state.apply(0, {"type": "pick", "number": 2})
    assert state.can_undo(0)
    state.undo(0)
    assert state.to_act() == [0, 1] and state.view(0)["lucky"] is None
    state.apply(0, {"type": "pick", "number": 5})
    state.apply(1, {"type": "pick", "number": 6})
    assert not state.can_undo(0) and state.can_undo(1)
    state.apply(0, {"type": "roll"})
    assert not state.can_undo(0)  # the die is thrown: core seals any draw of chance


def test_the_lucky_number_moves_twice_as_far() -> None:
    state = picked((5, 2), dice=[5, 5])
    state.apply(0, {"type": "roll"})
    state.apply(1, {"type": "roll"})
    assert state.view(None)["positions"] == [10, 5]
    assert [(e["lucky"], e["steps"]) for e in events(state, None, "rolled")] == [(True, 10), (False, 5)]


def test_the_first_to_reach_the_goal_wins_and_every_lucky_number_is_shown() -> None:
    state = picked((6, 1), goal=10, dice=[3, 2, 6])
    state.apply(0, {"type": "roll"})
    assert state.result() is None and state.view(None)["lucky_numbers"] is None
    state.apply(1, {"type": "roll"})
    state.apply(0, {"type": "roll"})
    assert state.view(None)["positions"] == [10, 2]  # 3 + 12 squares stop at the goal
    result = state.result()
    assert result is not None and result["winners"] == [0] and result["outcome"]["key"] == "dicerace.reached_goal"
    assert state.view(None)["lucky_numbers"] == [6, 1] and state.to_act() == []


def test_a_number_the_die_does_not_show_is_refused_and_changes_nothing() -> None:
    state = new()
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, {"type": "pick", "number": 7})
    assert refused.value.key == "dicerace.no_such_number" and refused.value.args_ == {"number": 7}
    assert json.dumps(state.to_json()) == before


def test_a_hard_bot_picks_six_from_its_own_view() -> None:
    state = new(bots=1)
    assert state.bot_action(1) == {"type": "pick", "number": 6}


def test_the_example_is_played_by_id_but_never_listed_on_the_site() -> None:
    assert "dicerace" not in pygames.GAMES and "dicerace" not in pygames.core.game_classes()
    state = picked((1, 2))
    assert pygames.load_game(state.to_json()).to_json() == state.to_json()


# ----- what the contract's suites need ----------------------------------------------------------------------------
def assert_view_hides_secrets(state: Game, seat: int | None, view: dict[str, Any]) -> None:
    """A seat sees its own lucky number only, until the end shows them all."""
    assert isinstance(state, DiceRace)
    assert view["lucky"] == (None if seat is None else state.lucky[seat])
    assert view["lucky_numbers"] is None or state.result() is not None
    for event in view["events"]:
        if event["key"] == "dicerace.picked":
            assert ("number" in event["args"]) == (event["args"]["seat"] == seat)


def counterfactual(state: Game, seat: int | None, rng: random.Random) -> Game | None:
    """The same game with other lucky numbers for the seats ``seat`` may not see into: any number the public
    events leave possible (not a die that seat rolled without moving twice as far; a doubled move gives it away)."""
    if state.result() is not None:
        return None  # the end shows every number
    saved = state.to_json()
    log = saved["log"]
    rolled = [e["args"] for e in state.view(None)["events"] if e["key"] == "dicerace.rolled"]
    changed = False
    for other in (0, 1):
        pick = next((i for i, (s, action) in enumerate(log) if s == other and action["type"] == "pick"), None)
        if other == seat or pick is None or any(r["lucky"] for r in rolled if r["seat"] == other):
            continue
        ruled_out = {r["die"] for r in rolled if r["seat"] == other} | {log[pick][1]["number"]}
        possible = [face for face in FACES if face not in ruled_out]
        if possible:
            log[pick] = [other, {"type": "pick", "number": rng.choice(possible)}]
            changed = True
    return pygames.load_game({**saved, "log": log}) if changed else None
