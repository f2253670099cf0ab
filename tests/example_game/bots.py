"""Dice Race's computer players, deciding from their seat's view only (with the bot's own generator).

Picking a lucky number is the one choice: doubling a six moves furthest, so hard picks 6, normal a number at random,
easy 1. Rolling is the only move after that.
"""

from __future__ import annotations

import random

from pygames.core import Action
from tests.example_game.views import BotView


def choose(view: BotView, legal: list[Action], level: str, rng: random.Random) -> Action:
    if view["phase"] != "pick":
        return legal[0]  # roll
    numbers = [action["number"] for action in legal]
    if level == "hard":
        number = max(numbers)
    elif level == "normal":
        number = rng.choice(numbers)
    else:
        number = min(numbers)
    return {"type": "pick", "number": number}
