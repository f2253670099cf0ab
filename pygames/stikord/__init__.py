"""Stikord: a team word race; send a secret message with cue words that start with the letters the dice show."""

from pygames.stikord.game import Stikord

GAME = Stikord
__all__ = ["GAME", "Stikord"]
