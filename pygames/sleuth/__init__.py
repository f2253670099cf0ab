"""Sleuth: the murder-mystery deduction game (move through the mansion, suggest, disprove, accuse)."""

from pygames.sleuth.game import Sleuth

GAME = Sleuth
__all__ = ["GAME", "Sleuth"]
