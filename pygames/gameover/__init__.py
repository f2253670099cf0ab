"""Game Over: guess the hidden word with letter cards before the ten tiles of the panel are gone."""

from pygames.gameover.game import GameOver

GAME = GameOver
__all__ = ["GAME", "GameOver"]
