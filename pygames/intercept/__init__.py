"""Intercept: two teams pass three-digit codes to each other with clues, and try to intercept the other team's codes."""

from pygames.intercept.game import Intercept

GAME = Intercept
__all__ = ["GAME", "Intercept"]
