"""Loading a saved game (:meth:`Game.to_json`): options + seed + the action log, replayed; older versions migrated."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pygames.core.errors import BadOptions, BadSave, IllegalAction
from pygames.core.game import SAVE_FORMAT, Game
from pygames.core.registry import game_class, new_game
from pygames.core.values import is_whole


def load_game(saved: Mapping[str, Any] | str) -> Game[Any]:
    """Rebuild a game from :meth:`Game.to_json` output by replaying its log; BadSave says what is wrong."""
    if isinstance(saved, str):
        try:
            saved = json.loads(saved)
        except ValueError as exc:
            raise BadSave(f"the saved game is not JSON ({exc})", "core.save_not_json") from None
    if not isinstance(saved, Mapping):
        raise BadSave("a saved game is an object", "core.save_not_object")
    if saved.get("format") != SAVE_FORMAT:
        raise BadSave(f"unknown save format {saved.get('format')!r}", "core.save_format")
    log = saved.get("log")
    if not isinstance(log, list):
        raise BadSave("the saved game has no action log", "core.save_no_log")
    game_id = saved.get("game")
    cls = game_class(game_id)
    if cls is None:
        raise BadSave(f"there is no game {game_id!r}", "core.save_no_game")
    version = saved.get("version", 1)  # saves of the first release carry no version: they are version 1
    if not is_whole(version) or version < 1:
        raise BadSave(f"unknown save version {version!r}", "core.save_version")
    if version > cls.SAVE_VERSION:
        raise BadSave("the saved game comes from a newer release of this game", "core.save_newer")
    if version < cls.SAVE_VERSION:
        log = cls._migrate(version, log)
    script = saved.get("chance")
    if script is not None and not (isinstance(script, dict) and all(isinstance(v, list) for v in script.values())):
        raise BadSave("the saved game's chance script is malformed", "core.save_chance")
    try:
        state = new_game(game_id, saved.get("options"), saved.get("seed"), script)  # type: ignore[arg-type]
    except BadOptions as exc:
        raise BadSave(f"the saved game's options are wrong: {exc}", "core.save_options") from None
    except ValueError as exc:  # a chance script that does not fit this game
        raise BadSave(f"the saved game's chance script does not fit: {exc}", "core.save_chance") from None
    for number, entry in enumerate(log, 1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise BadSave(f"move {number} of the saved game is malformed", "core.save_move", {"move": number})
        try:
            state.apply(entry[0], entry[1])
        except (IllegalAction, ValueError) as exc:
            raise BadSave(
                f"move {number} of the saved game is illegal: {exc}", "core.save_illegal", {"move": number}
            ) from None
    return state
