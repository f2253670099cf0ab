"""Declared actions: each action type's fields with their kinds, the phases where it may be played, whether it may be
taken back, and its handler; and the check that an action is of a declared shape.

A game declares an action and its handler together, so that the declaration leads to the code::

    @action("play", fields={"card": "str"}, optional={"letter": "str"}, phases=("play",), undoable=False)
    def _on_play(self, seat: int, action: Action) -> None: ...

:class:`~pygames.core.game.Game` collects a class's declared actions into its ``ACTIONS`` table (type → ActionSpec),
which stays data: core checks shapes and phases with it, the bridge and the tests read it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from pygames.core.errors import MalformedAction, core_refusal
from pygames.core.values import is_whole

Action = dict[str, Any]
Handler = Callable[..., None]  # a Game method: (self, seat, action) -> None
HandlerT = TypeVar("HandlerT", bound=Handler)
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
    # The method that applies it, (game, seat, action) -> None; None only for a spec not yet declared with @action.
    handler: Handler | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "fields": dict(self.fields),
            "optional": dict(self.optional),
            "phases": list(self.phases),
            "undoable": self.undoable,
        }


_DECLARED = "__pygames_action__"  # the attribute @action puts on a handler: (type, spec)


def action(
    action_type: str,
    /,
    *,
    fields: Mapping[str, FieldKind] | None = None,
    optional: Mapping[str, FieldKind] | None = None,
    phases: tuple[str, ...] = (),
    undoable: bool = True,
) -> Callable[[HandlerT], HandlerT]:
    """Declare the action ``action_type`` with the method it decorates as its handler (see :class:`ActionSpec` for
    the rest). The handler gets an action of this shape, in one of ``phases``, from a seat that must act; it validates
    the rest before changing anything. ``undoable=False``: the action always shows something hidden, or is the
    clock's (``time_up``), so it can never be taken back."""

    def declare(handler: HandlerT) -> HandlerT:
        if hasattr(handler, _DECLARED):
            raise TypeError(f"{handler.__qualname__} already handles {getattr(handler, _DECLARED)[0]!r}")
        spec = ActionSpec(dict(fields or {}), dict(optional or {}), tuple(phases), undoable, handler)
        setattr(handler, _DECLARED, (action_type, spec))
        return handler

    return declare


def declared_in(namespace: Mapping[str, object], where: str) -> dict[str, ActionSpec]:
    """The actions declared with @action by the functions of a class body, by type, in the order they are written."""
    found: dict[str, ActionSpec] = {}
    for value in namespace.values():
        declared = getattr(value, _DECLARED, None)
        if declared is None:
            continue
        action_type, spec = declared
        if action_type in found:
            raise TypeError(f"{where} has two handlers of the action {action_type!r}")
        found[action_type] = spec
    return found


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
