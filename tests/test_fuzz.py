"""Fuzzing the bridge with Hypothesis: whatever the page sends, the reply is JSON with ``ok``; a refusal says why in a
key, arguments and English, is never ``internal`` (a bug), and changes nothing.

Requests: arbitrary JSON, arbitrary ops and fields, and for every game, at positions reached by seeded random play
(every phase the play reaches), actions built from the game's own legal actions with fields dropped, added or
replaced by arbitrary JSON. The number of examples is bounded here; a bench run may raise it
(``HYPOTHESIS_PROFILE=bench``).
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygames
from pygames import api
from tests.test_compliance import GAME_IDS, random_options

settings.register_profile("ci", max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("bench", max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)


def call(request: Any) -> dict[str, Any]:
    reply = json.loads(api.handle(json.dumps(request)))
    assert isinstance(reply, dict) and isinstance(reply["ok"], bool)
    if not reply["ok"]:
        assert reply["kind"] != "internal", reply.get("trace", reply)
        assert reply["error"] and isinstance(reply["key"], str) and isinstance(reply["args"], dict)
    return reply


@given(st.text(max_size=200))
def test_any_text_gets_a_json_reply(text: str) -> None:
    reply = json.loads(api.handle(text))
    assert reply["ok"] in (True, False)
    if not reply["ok"]:
        assert reply["kind"] != "internal"


@given(
    st.dictionaries(
        st.sampled_from(["op", "id", "seat", "action", "game", "options", "seed", "saved", "since"]),
        json_values,
        max_size=6,
    )
)
def test_any_request_object_is_answered_or_refused_readably(request: dict[str, Any]) -> None:
    if request.get("op") == "games":
        return
    call(request)


@given(st.sampled_from(["new", "act", "bot", "undo", "state", "static", "close", "load"]), json_values, json_values)
def test_every_op_with_arbitrary_fields(op: str, a: Any, b: Any) -> None:
    call({"op": op, "id": a, "seat": b, "action": a, "game": b, "options": a, "saved": b})


def _positions(game_id: str) -> list[tuple[dict[str, Any], int, list[list[Any]]]]:
    """(options, seed, log) of positions along seeded random games: every phase random play reaches."""
    found = []
    for seed in range(4):
        rng = random.Random(seed)
        options = random_options(game_id, rng)
        state = pygames.new_game(game_id, options, seed=seed)
        phases: set[str] = set()
        for _ in range(400):
            if state.result() is not None:
                break
            phase = state.view(None)["phase"]
            if phase not in phases or rng.random() < 0.05:
                phases.add(phase)
                found.append((options, seed, [[s, a] for s, a in state.log]))
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


POSITIONS = {game_id: _positions(game_id) for game_id in GAME_IDS}


def mutate(action: dict[str, Any], data: st.DataObject) -> Any:
    choice = data.draw(st.integers(0, 4))
    if choice == 0:
        return data.draw(json_values)
    mutated = dict(action)
    if choice == 1 and len(mutated) > 1:
        mutated.pop(data.draw(st.sampled_from(sorted(k for k in mutated if k != "type"))))
    elif choice == 2:
        mutated[data.draw(st.text(max_size=8))] = data.draw(json_values)
    else:
        key = data.draw(st.sampled_from(sorted(mutated)))
        mutated[key] = data.draw(json_values)
    return mutated


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
def test_arbitrary_actions_in_every_phase_are_applied_or_refused_and_change_nothing(
    game_id: str, data: st.DataObject
) -> None:
    options, seed, log = data.draw(st.sampled_from(POSITIONS[game_id]))
    saved = {"format": 1, "game": game_id, "options": options, "seed": seed, "log": log}
    opened = call({"op": "load", "saved": saved})
    assert opened["ok"], opened
    sid = opened["id"]
    try:
        seat = data.draw(st.sampled_from(opened["to_act"]) | st.integers(-2, 14))
        legal = opened["legal"].get(str(seat)) or [{"type": "draw"}]
        action = mutate(data.draw(st.sampled_from(legal)), data)
        reply = call({"op": "act", "id": sid, "seat": seat, "action": action})
        if not reply["ok"]:
            assert reply["kind"] in ("illegal", "malformed", "request")
            after = call({"op": "state", "id": sid})
            assert after["saved"] == opened["saved"] and after["views"] == opened["views"], "a refusal changed the game"
        # Undo by any seat, or by none: taken back to exactly the position before, or refused with nothing changed.
        now = call({"op": "state", "id": sid})
        undoer = data.draw(st.sampled_from(range(len(options["seats"]))) | st.integers(-2, 14) | json_values)
        undone = call({"op": "undo", "id": sid, "seat": undoer})
        if undone["ok"] and reply["ok"]:
            assert undoer == seat, "only the mover may undo their move"
            assert undone["reset"] and undone["saved"] == opened["saved"] and undone["views"] == opened["views"]
        elif undone["ok"]:  # the action was refused: the move before it, the loaded log's last, was taken back
            assert log and undoer == log[-1][0] and undone["saved"]["log"] == log[:-1]
        else:
            assert undone["kind"] in ("illegal", "request")
            after = call({"op": "state", "id": sid})
            assert after["saved"] == now["saved"] and after["views"] == now["views"], "a refused undo changed the game"
    finally:
        call({"op": "close", "id": sid})
