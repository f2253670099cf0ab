"""Core's @action: an action is declared on its handler, and the game class collects the declarations into ACTIONS
(data the compliance tests, the bridge and the catalogs read); core calls the handler from that table."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from pygames import core
from pygames.core import Action, ActionSpec, Game, GameInfo, Result, View


class Tally(Game[dict[str, Any]]):
    """Not registered: one seat adds to a count."""

    INFO: ClassVar[GameInfo] = GameInfo("tally", "Tally", "", 1, 1, ("en",))
    PHASES: ClassVar[tuple[str, ...]] = ("counting",)
    EVENTS: ClassVar[dict[str, str]] = {"added": "{by} added"}

    def _setup(self) -> None:
        self.count = 0

    def to_act(self) -> list[int]:
        return [0]

    def _phase(self) -> str:
        return "counting"

    def _legal_actions(self, seat: int) -> list[Action]:
        return [{"type": "add", "by": 1}, {"type": "reset"}]

    def _view(self, seat: int | None) -> View:
        return {"count": self.count}

    def result(self) -> Result | None:
        return None

    @core.action("add", fields={"by": "int"}, phases=("counting",))
    def _on_add(self, seat: int, action: Action) -> None:
        self.count += action["by"]
        self.emit("added", {"by": action["by"]})

    @core.action("reset", undoable=False)
    def _on_reset(self, seat: int, action: Action) -> None:
        self.count = 0


def test_the_class_collects_its_declared_actions_as_data_with_their_handlers() -> None:
    assert list(Tally.ACTIONS) == ["add", "reset"]
    add = Tally.ACTIONS["add"]
    assert add == ActionSpec({"by": "int"}, phases=("counting",)) and add.handler is Tally._on_add
    assert add.to_json() == {"fields": {"by": "int"}, "optional": {}, "phases": ["counting"], "undoable": True}
    assert Tally.ACTIONS["reset"].undoable is False
    Tally.check_declarations()
    state = Tally({"seats": [{"name": "A"}]}, seed=1)
    state.apply(0, {"type": "add", "by": 3})
    assert state.view(0)["count"] == 3 and state.can_undo(0)
    state.apply(0, {"type": "reset"})
    assert state.view(0)["count"] == 0 and not state.can_undo(0)


def test_a_subclass_inherits_its_bases_actions_and_may_declare_more() -> None:
    class Doubling(Tally):
        @core.action("double")
        def _on_double(self, seat: int, action: Action) -> None:
            self.count *= 2

    assert list(Doubling.ACTIONS) == ["add", "reset", "double"] and list(Tally.ACTIONS) == ["add", "reset"]
    state = Doubling({"seats": [{"name": "A"}]}, seed=1)
    state.apply(0, {"type": "add", "by": 3})
    state.apply(0, {"type": "double"})
    assert state.view(0)["count"] == 6


def test_an_actions_table_written_by_hand_or_two_handlers_of_one_action_are_refused() -> None:
    with pytest.raises(TypeError, match="@action"):

        class ByHand(Tally):
            ACTIONS: ClassVar[dict[str, ActionSpec]] = {"add": ActionSpec({"by": "int"})}

    with pytest.raises(TypeError, match="two handlers"):

        class Twice(Tally):
            @core.action("jump")
            def _on_jump(self, seat: int, action: Action) -> None: ...

            @core.action("jump")
            def _on_leap(self, seat: int, action: Action) -> None: ...

    with pytest.raises(TypeError, match="unknown phases"):

        class Elsewhere(Tally):
            @core.action("wait", phases=("waiting",))
            def _on_wait(self, seat: int, action: Action) -> None: ...

        Elsewhere.check_declarations()
