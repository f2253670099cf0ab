"""The registry: every game is a subpackage of pygames whose ``GAME`` is its Game class; its id is the package's
name (opening a game imports that game's package only). And starting a new game by its id."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import random
from collections.abc import Mapping, Sequence
from typing import Any

from pygames.core.errors import CORE_ERRORS, CORE_REFUSALS, BadOptions
from pygames.core.game import Game


# A game is a subpackage of pygames whose GAME is its Game class; its id is the package's name.
def _game_in(package_name: str) -> type[Game[Any]] | None:
    game = getattr(importlib.import_module(f"pygames.{package_name}"), "GAME", None)
    if not (isinstance(game, type) and issubclass(game, Game)):
        return None
    if game.INFO.id != package_name:
        raise TypeError(f"pygames.{package_name}.GAME has the id {game.INFO.id!r}, not its package's name")
    game.check_declarations()
    return game


_CLASSES: dict[str, type[Game[Any]]] = {}
_ALL_FOUND = False
# Games registered by hand (see register): found by id, never listed.
_UNLISTED: dict[str, type[Game[Any]]] = {}


def register(game: type[Game[Any]]) -> None:
    """Make a game that is not a package of pygames playable by its id: ``new_game`` and ``load_game`` find it (and so
    the bridge), while the site's list (``pygames.GAMES``, :func:`games`, :func:`game_classes`, :func:`catalog_keys`)
    leaves it out. The tests' example game (tests/example_game/) is run through the compliance suite this way."""
    game_id = game.INFO.id
    if game_id in _CLASSES or importlib.util.find_spec(f"pygames.{game_id}") is not None:
        raise TypeError(f"{game_id!r} is a game of pygames already")
    game.check_declarations()
    _UNLISTED[game_id] = game


def game_classes() -> dict[str, type[Game[Any]]]:
    """Every game, by id (importing every game's package)."""
    global _ALL_FOUND
    if not _ALL_FOUND:
        import pygames

        for module in sorted(pkgutil.iter_modules(pygames.__path__), key=lambda m: m.name):
            game = _CLASSES.get(module.name) or (_game_in(module.name) if module.ispkg else None)
            if game is not None:
                _CLASSES[module.name] = game
        _ALL_FOUND = True
    return _CLASSES


def game_class(game_id: object) -> type[Game[Any]] | None:
    """One game's class, or None when there is no such game. Imports that game's package only: opening a game in a
    freshly started Python need not wait for every other game's modules."""
    if not isinstance(game_id, str):
        return None
    if game_id in _UNLISTED:
        return _UNLISTED[game_id]
    if game_id not in _CLASSES and not _ALL_FOUND:
        if not game_id.isidentifier() or game_id.startswith("_"):
            return None
        if importlib.util.find_spec(f"pygames.{game_id}") is None:
            return None
        game = _game_in(game_id)
        if game is not None:
            _CLASSES[game_id] = game
    return _CLASSES.get(game_id)


def games() -> dict[str, dict[str, Any]]:
    return {gid: cls.INFO.to_json() for gid, cls in game_classes().items()}


def catalog_keys() -> dict[str, str]:
    """Every key the Python side can send the page (refusals, events, outcomes) → its English template."""
    keys = {**CORE_REFUSALS, **CORE_ERRORS}
    for gid, cls in game_classes().items():
        for table in (cls.REFUSALS, cls.EVENTS, cls.OUTCOMES):
            keys.update({f"{gid}.{k}": v for k, v in table.items()})
    return keys


def new_game(
    game_id: str, options: Mapping[str, Any], seed: int | None = None, script: Mapping[str, Sequence[Any]] | None = None
) -> Game[Any]:
    """A new game. ``script`` (for tests) fixes the outcome of chance draws by kind; see :class:`Chance`."""
    cls = game_class(game_id)
    if cls is None:
        raise BadOptions(f"there is no game {game_id!r}", "core.no_game", {"game": str(game_id)})
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return cls(options, seed, script)
