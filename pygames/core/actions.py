"""Declared actions: each action type's fields with their kinds, the phases where it may be played, whether it may be
taken back; and the check that an action is of a declared shape."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from pygames.core.errors import MalformedAction, core_refusal
from pygames.core.values import is_whole

Action = dict[str, Any]
FieldKind = Literal["int", "str", "bool", "ints", "strs", "int_map"]
KIND_TEXT: dict[str, str] = {
    "int": "a whole number",
    "str": "text",
    "bool": "true or false",
    "ints": "a list of whole numbers",
    "strs": "a list of texts",
    "int_map": "an object of whole numbers",
}
_KIND_CHECKS: dict[str, Callable[[Any], bool]] = {
    "int": is_whole,
    "str": lambda v: isinstance(v, str),
    "bool": lambda v: isinstance(v, bool),
    "ints": lambda v: isinstance(v, list) and all(is_whole(x) for x in v),
    "strs": lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
    "int_map": lambda v: isinstance(v, dict) and all(is_whole(x) for x in v.values()),
}


@dataclass(frozen=True)
class ActionSpec:
    """The shape of one action type: its fields with their kinds, and the phases in which it may be played."""

    fields: Mapping[str, FieldKind] = field(default_factory=dict)  # required
    optional: Mapping[str, FieldKind] = field(default_factory=dict)
    phases: tuple[str, ...] = ()  # () = any phase
    # False: the action itself shows something hidden (a card from the deck, a letter of a secret word), so it can
    # never be taken back. Core also seals any action that draws chance or shows a seat other than the actor a secret;
    # a handler seals one case of an action with Game.seal(). See Game.undo.
    undoable: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "fields": dict(self.fields),
            "optional": dict(self.optional),
            "phases": list(self.phases),
            "undoable": self.undoable,
        }


def checked_shape(actions: Mapping[str, ActionSpec], action: object) -> Action:
    """``action`` as plain JSON of a shape declared in ``actions``, or MalformedAction saying what is wrong."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise core_refusal("core.not_an_action", MalformedAction)
    kind = action["type"]
    spec = actions.get(kind)
    if spec is None:
        raise core_refusal("core.unknown_action", MalformedAction, action=kind)
    for name, field_kind in {**spec.fields, **spec.optional}.items():
        if name not in action:
            if name in spec.fields:
                raise core_refusal("core.missing_field", MalformedAction, action=kind, field=name)
            continue
        if not _KIND_CHECKS[field_kind](action[name]):
            raise core_refusal("core.wrong_kind", MalformedAction, action=kind, field=name, kind=KIND_TEXT[field_kind])
    for name in action:
        if name != "type" and name not in spec.fields and name not in spec.optional:
            raise core_refusal("core.extra_field", MalformedAction, action=kind, field=str(name))
    try:
        frozen: Action = json.loads(json.dumps(action))  # the log must not share objects with the caller
    except (TypeError, ValueError):
        raise core_refusal("core.not_json", MalformedAction) from None
    return frozen
