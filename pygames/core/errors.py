"""The errors this package raises on purpose, each a key and arguments the page words (English for developers)."""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any


class PygamesError(Exception):
    """Base of every error this package raises on purpose; the message is English, for developers and logs.

    ``key`` and ``args`` say the same thing as data, for the page to word in the player's language.
    """

    def __init__(self, message: str, key: str = "core.error", args: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.args_ = dict(args or {})

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": self.args_, "error": str(self)}


class IllegalAction(PygamesError):
    """An action that the rules do not allow now. The state is left exactly as it was."""


class MalformedAction(IllegalAction):
    """An action that is not of any declared shape (unknown type, missing or extra field, wrong kind of value)."""


class BadOptions(PygamesError):
    """Options that do not describe a game that can be played."""


class BadSave(PygamesError):
    """A saved game that cannot be loaded (malformed, another game, or a log the rules reject)."""


# Core's own refusals: the page words these keys like any game's.
CORE_REFUSALS: dict[str, str] = {
    "core.no_seat": "there is no seat {seat}",
    "core.game_over": "the game is over",
    "core.not_your_turn": "it is not seat {seat}'s turn",
    "core.not_now": "{action} is not allowed now ({phase})",
    "core.nothing_to_do": "seat {seat} has nothing to do now",
    "core.no_bots": "this game has no computer players",
    "core.not_an_action": 'an action is an object with a "type"',
    "core.unknown_action": "there is no action {action}",
    "core.missing_field": "{action} needs the field {field}",
    "core.extra_field": "{action} has no field {field}",
    "core.wrong_kind": "{action}: {field} must be {kind}",
    "core.not_json": "an action must be plain JSON",
    # undo (see Game.undo)
    "core.nothing_to_undo": "seat {seat} has no move of their own to take back",
    "core.undo_too_late": "seat {seat}'s last move can no longer be taken back ({why})",
}


def core_refusal(key: str, error: type[IllegalAction] = IllegalAction, /, **args: Any) -> IllegalAction:
    """One of core's own refusals (``CORE_REFUSALS``), worded in English, with its key and arguments."""
    return error(english(CORE_REFUSALS[key], args), key, args)


# Core's errors about options and saves (raised as BadOptions and BadSave with these keys).
CORE_ERRORS: dict[str, str] = {
    "core.error": "something went wrong",
    "core.bad_seed": "the seed must be a whole number",
    "core.bad_options": "options must be an object",
    "core.unknown_option": "unknown option(s): {names}",
    "core.bad_seats": "options.seats must be a list of seats",
    "core.seat_count": "this game takes {min} to {max} seats, not {count}",
    "core.bad_seat": "seat {seat} must be an object",
    "core.bad_bot": "seat {seat}: no such bot level",
    "core.bad_name": "seat {seat}: a name is 1 to 40 characters",
    "core.bad_language": "no language {language}",
    "core.bad_option_value": "option {option} cannot have that value",
    "core.seat_choices": "option {option} lists one choice per seat (or none)",
    "core.bad_seat_choice": "seat {n}: option {option} cannot be {value}",
    "core.no_game": "there is no game {game}",
    "core.save_not_json": "the saved game is not JSON",
    "core.save_not_object": "a saved game is an object",
    "core.save_format": "unknown save format",
    "core.save_no_log": "the saved game has no action log",
    "core.save_no_game": "the saved game is of no game this release has",
    "core.save_version": "unknown save version",
    "core.save_newer": "the saved game comes from a newer release",
    "core.save_chance": "the saved game's chance script is malformed",
    "core.save_options": "the saved game's options are wrong",
    "core.save_move": "move {move} of the saved game is malformed",
    "core.save_illegal": "move {move} of the saved game is illegal",
}


class _Formatter(string.Formatter):
    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        return kwargs.get(str(key), f"{{{key}}}")


def english(template: str, args: Mapping[str, Any]) -> str:
    """Fill an English template's {names}; a missing argument stays visible rather than failing."""
    return _Formatter().format(template, **args)
