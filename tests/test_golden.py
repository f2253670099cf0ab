"""Golden games: saved games keep loading as the same game, and every game keeps playing the same way.

- tests/golden/v<N>/*.json: saves written by earlier releases, with the ``to_act`` of every step and the final
  winners and scores. Each must load (migrated if need be) and replay as the same game.
- tests/golden/<id>-<n>.jsonl: whole games pinned step by step (action, to_act, every seat's view). Any change in a
  rule, a view or the order of random draws fails them; regenerate after an intentional change with
  ``python tests/golden/record.py [game_id]`` and read the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import pygames
from pygames.api import without_events
from tests.patches import apply_patch

GOLDEN = Path(__file__).resolve().parent / "golden"
OLD_SAVES = sorted(GOLDEN.glob("v*/*.json"))
PLAYTHROUGHS = sorted(GOLDEN.glob("*.jsonl"))


def test_every_title_has_golden_games() -> None:
    titles = {path.name.rsplit("-", 1)[0] for path in PLAYTHROUGHS}
    assert titles == set(pygames.GAMES), "run python tests/golden/record.py <game_id> for a new game"


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_save_of_an_earlier_release_loads_as_the_same_game(path: Path) -> None:
    record = json.loads(path.read_text())
    save = record["save"]
    loaded = pygames.load_game(save)
    result = loaded.result()
    assert result is not None
    assert result["winners"] == record["winners"] and result["scores"] == record["scores"]
    # Step by step: the same seats were to act after every move.
    state = pygames.new_game(save["game"], save["options"], save["seed"])
    assert state.to_act() == record["to_act"][0]
    for (seat, action), to_act in zip(save["log"], record["to_act"][1:], strict=True):
        state.apply(seat, action)
        assert state.to_act() == to_act


def _views(state: pygames.Game, since: int) -> dict[str, Any]:
    return {"public" if s is None else str(s): state.view(s, since) for s in [None, *range(len(state.seats))]}


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=lambda p: p.stem)
def test_golden_game_replays_step_by_step(path: Path) -> None:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    header, start, steps = lines[0], lines[1], lines[2:]
    state = pygames.new_game(header["game"], header["options"], header["seed"])
    assert json.loads(json.dumps(state.static())) == header["static"], "the static data changed"
    assert state.to_act() == start["to_act"]
    assert json.loads(json.dumps(_views(state, 0))) == start["views"], "the views at the start changed"
    expected = {seat: without_events(view) for seat, view in start["views"].items()}
    for number, step in enumerate(steps, 1):
        since = len(state.events)
        state.apply(step["seat"], step["action"])
        where = f"{path.name} step {number} ({step['action']})"
        assert state.to_act() == step["to_act"], f"{where}: to_act changed"
        now = json.loads(json.dumps(_views(state, since)))
        for key, view in now.items():
            change = step["views"].get(key, {})
            assert view["events"] == change.get("events", []), f"{where}: the new events of the view of {key} changed"
            if "patch" in change:
                expected[key] = apply_patch(expected[key], change["patch"])
            shown = without_events(view)
            for field in sorted(set(expected[key]) | set(shown)):
                assert shown.get(field) == expected[key].get(field), f"{where}: {field} of the view of {key} changed"
    again = pygames.load_game(json.loads(json.dumps(state.to_json())))
    assert _views(again, 0) == _views(state, 0)
