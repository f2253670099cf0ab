"""What every game shares, as a small package:

- :mod:`~pygames.core.errors`: the errors, and core's own refusal and error keys;
- :mod:`~pygames.core.chance`: the one seam every random draw goes through;
- :mod:`~pygames.core.actions`: declared actions (their fields, phases, whether they may be taken back);
- :mod:`~pygames.core.game`: the game contract (:class:`Game`), its info, events and the view envelope;
- :mod:`~pygames.core.registry`: every game by id, and ``new_game``;
- :mod:`~pygames.core.saves`: ``load_game``.

A game is a subclass of :class:`Game` in its own package ``pygames/<id>/``, exporting ``GAME`` (the class). The
registry finds every such package, so adding a game means adding a folder shaped like an existing one.
Every public name is importable from ``pygames.core`` itself.
"""

from pygames.core.actions import KIND_TEXT, Action, ActionSpec, FieldKind, action
from pygames.core.chance import Chance, Script
from pygames.core.errors import (
    CORE_ERRORS,
    CORE_REFUSALS,
    BadOptions,
    BadSave,
    IllegalAction,
    MalformedAction,
    PygamesError,
    core_refusal,
    english,
)
from pygames.core.game import (
    BOT_LEVELS,
    ENVELOPE_KEYS,
    SAVE_FORMAT,
    Envelope,
    Event,
    Game,
    GameInfo,
    Outcome,
    Result,
    Seat,
    View,
    ViewT,
)
from pygames.core.registry import catalog_keys, game_class, game_classes, games, new_game, register
from pygames.core.saves import load_game
from pygames.core.values import fold, is_whole

__all__ = [
    "BOT_LEVELS",
    "CORE_ERRORS",
    "CORE_REFUSALS",
    "ENVELOPE_KEYS",
    "KIND_TEXT",
    "SAVE_FORMAT",
    "Action",
    "ActionSpec",
    "BadOptions",
    "BadSave",
    "Chance",
    "Envelope",
    "Event",
    "FieldKind",
    "Game",
    "GameInfo",
    "IllegalAction",
    "MalformedAction",
    "Outcome",
    "PygamesError",
    "Result",
    "Script",
    "Seat",
    "View",
    "ViewT",
    "action",
    "catalog_keys",
    "core_refusal",
    "english",
    "fold",
    "game_class",
    "game_classes",
    "games",
    "is_whole",
    "load_game",
    "new_game",
    "register",
]
