"""pygames: the rules of five tabletop games, pure Python, for CPython and Pyodide.

import pygames
pygames.GAMES                       # {game_id: info}
state = pygames.new_game("gameover", {"seats": [{"name": "Ann"}, {"bot": "hard"}]}, seed=7)
state.apply(seat, action); state.view(seat); state.result()
pygames.load_game(state.to_json())  # replays the log: the same state
"""

from typing import Any

from pygames.core import (
    BadOptions,
    BadSave,
    Game,
    GameInfo,
    IllegalAction,
    PygamesError,
    Result,
    games,
    load_game,
    new_game,
)

__all__ = [
    "GAMES",
    "BadOptions",
    "BadSave",
    "Game",
    "GameInfo",
    "IllegalAction",
    "PygamesError",
    "Result",
    "load_game",
    "new_game",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    # GAMES is built on first use: the game packages import pygames.core, so they cannot load while this module does.
    if name == "GAMES":
        return games()
    raise AttributeError(f"module 'pygames' has no attribute {name!r}")
