"""What a Dice Race seat sees: the game's part of a view (core wraps it in its envelope: seat, to_act, phase,
players, events, result, can_undo). The rules (game.py) build it; the bots (bots.py) decide from it."""

from __future__ import annotations

from typing import Literal, TypedDict

Phase = Literal["pick", "roll", "over"]


class DiceRaceView(TypedDict):
    positions: list[int]  # by seat: squares from the start
    goal: int
    turn: int | None  # the seat to roll; None while the lucky numbers are picked, and at the end
    last_roll: int | None
    picked: list[bool]  # by seat: whether it has picked its lucky number
    lucky: int | None  # this seat's own lucky number (None in the public view, and before it picks)
    lucky_numbers: list[int] | None  # everyone's, once the game is over


class BotView(DiceRaceView):
    """A whole view as a bot gets it: the game's part and the envelope fields the bots read."""

    seat: int
    phase: Phase
