"""Fuzzing the bridge's ``load`` with saves of many shapes: real saves (the previous release's golden games and games
part played now, of every title) mutated by Hypothesis — fields dropped, retyped or added, logs truncated or cut into,
moves made illegal, the wrong game, huge numbers, the save's text cut short. Whatever the page hands over, the reply is
a valid game or a ``save`` refusal with a key, never ``internal`` (a bug) and never another kind of refusal.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import pygames
from pygames import api
from tests.test_fuzz import json_values  # also loads the Hypothesis profile (ci/bench)

GOLDEN_V1 = Path(__file__).resolve().parent / "golden" / "v1"
HUGE = st.sampled_from([2**31, 2**53 + 1, 10**30, -(10**30), 1e308, -1, 0.5, 10**400])


def part_played(game_id: str, seed: int) -> dict[str, Any]:
    """A save of a game of ``game_id`` played half way, people and bots as the game allows."""
    info = pygames.GAMES[game_id]
    rng = random.Random(seed)
    seats = [{"bot": "easy"} if info["bots"] and i % 2 else {"name": f"P{i}"} for i in range(info["max_seats"])]
    state = pygames.new_game(game_id, {"seats": seats}, seed=seed)
    for _ in range(rng.randint(5, 60)):
        if state.result() is not None:
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return json.loads(json.dumps(state.to_json()))


SAVES = [json.loads(path.read_text())["save"] for path in sorted(GOLDEN_V1.glob("*.json"))] + [
    part_played(game_id, seed) for game_id in sorted(pygames.GAMES) for seed in (1, 2)
]


@st.composite
def mutated_saves(draw: st.DrawFn) -> Any:
    save = copy.deepcopy(draw(st.sampled_from(SAVES)))
    for _ in range(draw(st.integers(1, 3))):
        fields = sorted(save) if isinstance(save, dict) else []
        log = save.get("log") if isinstance(save, dict) else None
        kind = draw(
            st.sampled_from(
                ["drop", "retype", "add", "truncate", "move", "action_field", "seat", "game", "huge", "option", "text"]
            )
        )
        if kind == "drop" and fields:
            del save[draw(st.sampled_from(fields))]
        elif kind == "retype" and fields:
            save[draw(st.sampled_from(fields))] = draw(json_values)
        elif kind == "add" and isinstance(save, dict):
            save[draw(st.text(max_size=8))] = draw(json_values)
        elif kind == "truncate" and isinstance(log, list):
            del log[draw(st.integers(0, len(log))) :]
        elif kind == "move" and isinstance(log, list) and log:
            log[draw(st.integers(0, len(log) - 1))] = draw(json_values)
        elif kind == "action_field" and isinstance(log, list) and log:
            entry = log[draw(st.integers(0, len(log) - 1))]
            if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict):
                entry[1][draw(st.sampled_from([*entry[1], "type", "extra"]))] = draw(json_values | HUGE)
        elif kind == "seat" and isinstance(log, list) and log:
            entry = log[draw(st.integers(0, len(log) - 1))]
            if isinstance(entry, list) and entry:
                entry[0] = draw(HUGE | st.integers(-3, 12) | json_values)
        elif kind == "game" and isinstance(save, dict):
            save["game"] = draw(st.sampled_from([*pygames.GAMES, "nonesuch", ""]) | json_values)
        elif kind == "huge" and isinstance(save, dict):
            save[draw(st.sampled_from(["seed", "version", "format"]))] = draw(HUGE)
        elif kind == "option" and isinstance(save, dict) and isinstance(save.get("options"), dict):
            options = save["options"]
            key = draw(st.sampled_from([*options, "seats", "language", "unknown"]))
            seats = options.get("seats")
            if key == "seats" and isinstance(seats, list) and seats and draw(st.booleans()):
                seats[draw(st.integers(0, len(seats) - 1))] = draw(json_values | HUGE)
            else:
                options[key] = draw(json_values | HUGE)
        elif kind == "text":
            text = json.dumps(save)
            return text[: draw(st.integers(0, len(text)))]
    return save


def load(saved: Any) -> dict[str, Any]:
    try:
        request = json.dumps({"op": "load", "saved": saved})
    except ValueError:  # 1e308 * 10 and the like: not JSON the page could send
        request = json.dumps({"op": "load", "saved": None})
    return dict(json.loads(api.handle(request)))


@given(mutated_saves())
def test_any_save_loads_as_a_game_or_is_refused_as_a_save(saved: Any) -> None:
    reply = load(saved)
    if reply["ok"]:
        try:
            assert reply["views"]["public"]["game"] == reply["saved"]["game"]
            whole = json.loads(saved) if isinstance(saved, str) else saved
            assert len(reply["saved"]["log"]) == len(whole["log"])  # every move of it replayed
        finally:
            api.handle(json.dumps({"op": "close", "id": reply["id"]}))
    else:
        assert reply["kind"] == "save", reply.get("trace", reply)
        assert isinstance(reply["key"], str) and reply["key"].startswith("core.save")
        assert isinstance(reply["args"], dict) and reply["error"]


def test_every_unmutated_save_loads() -> None:
    for saved in SAVES:
        assert load(saved)["ok"]
