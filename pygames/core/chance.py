"""The chance seam: every random draw of a game goes through :class:`Chance`, named by kind and scriptable in tests."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from pygames.core.values import is_whole

T = TypeVar("T")
Script = dict[str, list[Any]]


class Chance:
    """The one seam every random draw of a game goes through.

    Each draw is named by its kind ("deck", "dice", "envelope"...) and recorded in ``draws``. A test scripts the
    outcome of draws by kind: ``{"dice": [[6, 6, 6]]}`` makes the next draw of kind "dice" give that result (it must
    be a possible one); a kind whose script has run out, or is not scripted, draws from the seeded generator.
    """

    def __init__(self, seed: int, script: Mapping[str, Sequence[Any]] | None = None) -> None:
        self._rng = random.Random(seed)
        self.script: Script = {kind: list(values) for kind, values in (script or {}).items()}
        self._used: dict[str, int] = {}
        self.draws: list[tuple[str, Any]] = []

    def _scripted(self, kind: str) -> tuple[bool, Any]:
        queue = self.script.get(kind, [])
        used = self._used.get(kind, 0)
        if used < len(queue):
            self._used[kind] = used + 1
            return True, queue[used]
        return False, None

    def _record(self, kind: str, value: T) -> T:
        self.draws.append((kind, json.loads(json.dumps(value))))
        return value

    def shuffle(self, kind: str, items: Sequence[T]) -> list[T]:
        """A new list: ``items`` in a random order."""
        scripted, value = self._scripted(kind)
        if scripted:
            if not (isinstance(value, list) and _same_items(value, items)):
                raise ValueError(f"scripted {kind} must be an order of {list(items)!r}, not {value!r}")
            return self._record(kind, list(value))
        order = list(items)
        self._rng.shuffle(order)
        return self._record(kind, order)

    def choice(self, kind: str, items: Sequence[T]) -> T:
        scripted, value = self._scripted(kind)
        if scripted:
            if value not in items:
                raise ValueError(f"scripted {kind} must be one of {list(items)!r}, not {value!r}")
            return self._record(kind, value)  # type: ignore[no-any-return]
        return self._record(kind, self._rng.choice(items))

    def sample(self, kind: str, items: Sequence[T], count: int) -> list[T]:
        scripted, value = self._scripted(kind)
        if scripted:
            ok = isinstance(value, list) and len(value) == count and len(set(map(json.dumps, value))) == count
            if not (ok and all(v in items for v in value)):
                raise ValueError(f"scripted {kind} must be {count} different items of {list(items)!r}, not {value!r}")
            return self._record(kind, list(value))
        return self._record(kind, self._rng.sample(list(items), count))

    def randint(self, kind: str, low: int, high: int) -> int:
        scripted, value = self._scripted(kind)
        if scripted:
            if not (is_whole(value) and low <= value <= high):
                raise ValueError(f"scripted {kind} must be a whole number from {low} to {high}, not {value!r}")
            return self._record(kind, int(value))
        return self._record(kind, self._rng.randint(low, high))

    def rolls(self, kind: str, count: int, low: int, high: int) -> list[int]:
        """``count`` dice thrown at once: one draw (scripted as a list of ``count`` values)."""
        scripted, value = self._scripted(kind)
        if scripted:
            ok = isinstance(value, list) and len(value) == count
            if not (ok and all(is_whole(v) and low <= v <= high for v in value)):
                raise ValueError(f"scripted {kind} must be {count} values from {low} to {high}, not {value!r}")
            return self._record(kind, list(value))
        return self._record(kind, [self._rng.randint(low, high) for _ in range(count)])

    def script_of_draws(self) -> Script:
        """The draws made so far as a script: replaying a log with it reproduces every draw."""
        script: Script = {}
        for kind, value in self.draws:
            script.setdefault(kind, []).append(value)
        return script


def _same_items(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return sorted(map(json.dumps, a)) == sorted(map(json.dumps, b))
