"""Dice Race: the smallest whole game, and the template a new game copies (README, "Adding a game").

It has the shape of every game package in pygames/: ``game.py`` (the state and the actions), ``views.py`` (what a
seat sees), ``bots.py`` (computer players), ``data/`` (its data files). It lives in tests/, so the site never lists it;
the compliance and secrecy suites register it (``pygames.core.register``) and check it like the five games.
"""

from tests.example_game.game import DiceRace

GAME = DiceRace
__all__ = ["GAME", "DiceRace"]
