"""The rules of Dice Race, a two-seat race to the goal square.

First each seat picks a lucky number in secret, both at once ({"type": "pick", "number": n}): only that seat sees
its number, and it may take the pick back until the other seat has picked. Then the seats roll the die in turn
({"type": "roll"}), seat 0 first, and move forward by it, or twice as far when the die shows their lucky number. The
first to reach the goal (an option: 10, 20 or 30 squares) wins, and every lucky number is shown.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from importlib import resources
from typing import Any, ClassVar, cast, get_args

from pygames.core import Action, Game, GameInfo, Result, View, action
from tests.example_game import bots
from tests.example_game.views import BotView, DiceRaceView, Phase


def _faces() -> tuple[int, ...]:
    """The die's faces, from the game's data file (read with importlib.resources, so it works from a wheel too)."""
    text = resources.files("tests.example_game").joinpath("data", "dice.json").read_text("utf-8")
    return tuple(int(face) for face in json.loads(text)["faces"])


FACES = _faces()


class DiceRace(Game[DiceRaceView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="dicerace",
        title="Dice Race",
        tagline="Roll to the goal; your secret lucky number moves you twice as far",
        min_seats=2,
        max_seats=2,
        languages=("en",),
        options={"goal": 20},
        option_choices={"goal": (10, 20, 30)},
        option_labels={"goal": "Squares to the goal"},
    )
    PHASES: ClassVar[tuple[str, ...]] = get_args(Phase)
    REFUSALS: ClassVar[Mapping[str, str]] = {
        "no_such_number": "a lucky number is one of the die's faces, 1 to 6, not {number}",
    }
    EVENTS: ClassVar[Mapping[str, str]] = {
        "picked": "seat {seat} has picked a lucky number",  # the number itself only for the seat (a secret)
        "rolled": "seat {seat} rolls {die} and moves {steps} to square {position} (lucky: {lucky})",
        "reached_goal": "seat {seat} reaches the goal; the lucky numbers were {lucky_numbers}",
    }
    OUTCOMES: ClassVar[Mapping[str, str]] = {
        "reached_goal": "seat {seat} reached square {goal} first",
    }

    # ----- setup ---------------------------------------------------------------------------------------------------
    def _setup(self) -> None:
        self.goal: int = self.options["goal"]
        self.positions = [0, 0]
        self.lucky: list[int | None] = [None, None]
        self.turn = 0
        self.last_roll: int | None = None
        self.winner: int | None = None

    def static(self) -> dict[str, Any]:
        return {"faces": list(FACES)}

    # ----- whose turn, what is legal ---------------------------------------------------------------------------------
    def _phase(self) -> Phase:
        if self.winner is not None:
            return "over"
        return "pick" if None in self.lucky else "roll"

    def to_act(self) -> list[int]:
        phase = self._phase()
        if phase == "pick":
            return [seat for seat, number in enumerate(self.lucky) if number is None]  # both at once
        return [self.turn] if phase == "roll" else []

    def _legal_actions(self, seat: int) -> list[Action]:
        if self._phase() == "pick":
            return [{"type": "pick", "number": face} for face in FACES]
        return [{"type": "roll"}]

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo): a pick shows nothing to the other seat, so it may be taken back until the other seat acts;
    # a roll draws chance, so core seals it.
    @action("pick", fields={"number": "int"}, phases=("pick",))
    def _on_pick(self, seat: int, action: Action) -> None:
        number: int = action["number"]
        self.require(number in FACES, "no_such_number", number=number)  # validate everything before any change
        self.lucky[seat] = number
        self.emit("picked", {"seat": seat}, secret={"number": number}, see=[seat])

    @action("roll", phases=("roll",))
    def _on_roll(self, seat: int, action: Action) -> None:
        die = self.chance.choice("die", FACES)  # every draw of chance goes through self.chance, named by its kind
        lucky = die == self.lucky[seat]
        steps = 2 * die if lucky else die
        self.positions[seat] = min(self.goal, self.positions[seat] + steps)
        self.last_roll = die
        position = self.positions[seat]
        self.emit("rolled", {"seat": seat, "die": die, "lucky": lucky, "steps": steps, "position": position})
        if self.positions[seat] == self.goal:
            self.winner = seat
            self.emit("reached_goal", {"seat": seat, "lucky_numbers": list(self.lucky)})
        else:
            self.turn = 1 - seat

    # ----- what each seat sees, and the end -------------------------------------------------------------------------
    def _view(self, seat: int | None) -> DiceRaceView:
        over = self.winner is not None
        return {
            "positions": list(self.positions),
            "goal": self.goal,
            "turn": self.turn if self._phase() == "roll" else None,
            "last_roll": self.last_roll,
            "picked": [number is not None for number in self.lucky],
            "lucky": None if seat is None else self.lucky[seat],
            "lucky_numbers": [n for n in self.lucky if n is not None] if over else None,
        }

    def _scores(self) -> list[float]:
        return [float(p) for p in self.positions]

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        return self.outcome([self.winner], self._scores(), "reached_goal", seat=self.winner, goal=self.goal)

    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(cast(BotView, view), legal, level, rng)
