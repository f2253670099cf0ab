"""Bullseye: six coloured dice, one sheet each; write the dice in your row, aiming for the exact printed numbers."""

from pygames.bullseye.game import Bullseye

GAME = Bullseye
__all__ = ["GAME", "Bullseye"]
