"""The browser benchmark's A/B comparison (tests/bench/bench_site.py --ab): which runs it makes in which order, how it
pairs a move with itself across the two builds, and its sign test. The runs themselves are scripted here: a real one
plays the end-to-end games in Chromium, far too long for the default run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.bench import bench_site

DISTS = {"A": Path("/builds/a"), "B": Path("/builds/b")}


def move(test: str, nth: int, ms: float, handled: float, game: str = "bullseye") -> dict[str, Any]:
    return {"test": test, "nth": nth, "game": game, "input": True, "ms": ms, "handled": handled}


def test_each_move_is_paired_with_itself_and_the_builds_take_turns_going_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    runs: list[Path] = []
    # B is 2 ms quicker on the first move of each test, as quick on the second; the third exists in A only (a move
    # that does not pair is left out, not paired with another).
    timings = {
        DISTS["A"]: [
            move("t1", 1, 12.0, 8.0),
            move("t1", 2, 10.0, 6.0),
            move("t1", 3, 9.0, 5.0),
            move("t2", 1, 20.0, 9.0),
        ],
        DISTS["B"]: [move("t1", 1, 10.0, 7.0), move("t1", 2, 10.0, 6.0), move("t2", 1, 18.0, 8.0)],
    }

    def run(dist: Path, files: list[str], pace: float, press: float) -> tuple[list[dict[str, Any]], bool, str]:
        runs.append(dist)
        bot_move = {"test": "t1", "game": "bullseye", "input": False, "ms": 99.0, "handled": 99.0}  # not a person's
        return [*timings[dist], bot_move], dist == DISTS["B"] and len(runs) == 3, "2 passed"

    monkeypatch.setattr(bench_site, "run_people_tests", run)
    result = bench_site.ab(DISTS, ["bullseye"], rounds=3, pace=0.6, press=0.1)
    assert runs == [DISTS["A"], DISTS["B"], DISTS["B"], DISTS["A"], DISTS["A"], DISTS["B"]]
    assert result["failures"] == ["round 2 B: 2 passed"]
    title = result["titles"]["bullseye"]
    assert title["paired"] == 3
    assert sorted(title["diff_ms"]) == [-2.0, -2.0, 0.0]
    assert sorted(title["diff_handled"]) == [-1.0, -1.0, 0.0]
    assert len(title["A_ms"]) == 12 and len(title["B_ms"]) == 9  # every run's person's moves, none of the bot's


def test_the_sign_test_counts_only_which_build_won_each_pair() -> None:
    assert bench_site.sign_test([]) == 1.0
    assert bench_site.sign_test([0.0, 0.0]) == 1.0
    assert bench_site.sign_test([-1.0, 1.0]) == 1.0
    assert bench_site.sign_test([-0.1] * 10) == pytest.approx(2 / 2**10)
    assert bench_site.sign_test([-5.0] * 8 + [0.1] * 2) == bench_site.sign_test([-0.1] * 8 + [9.0] * 2)
    assert bench_site.sign_test([-1.0] * 8 + [1.0] * 2) == pytest.approx(2 * (1 + 10 + 45) / 2**10)
