"""Secrets tested as information, for every game with hidden information.

A seat's view must depend only on what that seat may know. Each game's test module (tests/test_<id>.py) defines

    counterfactual(state, seat, rng) -> Game | None

which builds, through the public API only (``pygames.new_game(..., script=...)`` and replaying actions), another game
with the same history as ``seat`` saw it but other hidden information: other players' hands, another code, another
secret word, another envelope. It returns None when it finds no such game at this point (or when the replay of the
log is illegal with the other hidden information). ``seat`` None asks for the public view.

The test: the counterfactual's view for ``seat`` is identical to the real one, and across the run the counterfactuals
do change some other seat's view (so the hidden information really was changed, and the test can fail). Adding any
other seat's secret to a seat's view makes it fail. A game without hidden information sets
``HIDDEN_INFORMATION = False`` in its test module instead.
"""

from __future__ import annotations

import importlib
import json
import random
from typing import Any

import pytest

import pygames
from tests.test_compliance import CONTRACT_IDS, playout

PLAYOUTS = 12


def _module(game_id: str) -> Any:
    return importlib.import_module(f"tests.test_{game_id}")


def _view(state: pygames.Game, seat: int | None) -> str:
    return json.dumps(state.view(seat), sort_keys=True)


@pytest.mark.parametrize("game_id", CONTRACT_IDS)
def test_a_view_shows_only_what_its_seat_may_know(game_id: str) -> None:
    module = _module(game_id)
    if getattr(module, "HIDDEN_INFORMATION", True) is False:
        pytest.skip(f"{game_id} has no hidden information")
    counterfactual = getattr(module, "counterfactual", None)
    assert counterfactual is not None, f"tests/test_{game_id}.py must define counterfactual(state, seat, rng)"
    rng = random.Random(game_id)
    compared = changed = 0
    for seed in range(PLAYOUTS):
        for step, state in enumerate(playout(game_id, seed)):
            if step % 3:
                continue
            for seat in [None, *range(len(state.seats))]:
                other = counterfactual(state, seat, rng)
                if other is None:
                    continue
                compared += 1
                assert _view(other, seat) == _view(state, seat), (
                    f"{game_id} seed {seed} step {step}: seat {seat}'s view shows hidden information"
                )
                others = [s for s in [None, *range(len(state.seats))] if s != seat]
                if any(_view(other, s) != _view(state, s) for s in others):
                    changed += 1
    assert compared >= 50, f"only {compared} counterfactual games were built"
    assert changed >= compared // 10, f"the counterfactuals changed hidden information only {changed} times"
