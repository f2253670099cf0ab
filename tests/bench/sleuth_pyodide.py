"""Hard Sleuth decisions timed inside Pyodide (run by tests/pyodide_run.mjs, not by pytest):

    python3 build.py && node tests/pyodide_run.mjs dist tests/bench/sleuth_pyodide.py 12

``run(games)`` plays that many seeded games of one hard detective against three normal ones (the seat rotating) and
returns the p50, p95 and slowest of hard's decisions in milliseconds (each the whole ``bot_action`` call), by the
wall clock and as the process's CPU time (on a shared machine the wall clock also counts waits for a core), the games
hard won and its wrong accusations.
"""

from __future__ import annotations

import time

import pygames


def run(games: int = 12) -> dict[str, float]:
    times: list[float] = []
    cpu: list[float] = []
    wins = wrong = 0
    for seed in range(games):
        hard = seed % 4
        seats = [{"bot": "hard" if seat == hard else "normal"} for seat in range(4)]
        state = pygames.new_game("sleuth", {"seats": seats}, seed=seed)
        while state.result() is None:
            seat = state.to_act()[0]
            started, cpu_started = time.perf_counter(), time.process_time()
            action = state.bot_action(seat)
            if seat == hard:
                times.append(time.perf_counter() - started)
                cpu.append(time.process_time() - cpu_started)
            state.apply(seat, action)
        result = state.result()
        assert result is not None
        wins += hard in result["winners"]
        wrong += sum(1 for a in state.view(None)["accusations"] if a["by"] == hard and not a["correct"])
    figures: dict[str, float] = {"games": games, "decisions": len(times), "hard_wins": wins, "wrong": wrong}
    for label, values in (("wall", sorted(times)), ("cpu", sorted(cpu))):
        figures[f"{label}_p50_ms"] = round(1000 * values[len(values) // 2], 2)
        figures[f"{label}_p95_ms"] = round(1000 * values[int(0.95 * len(values))], 2)
        figures[f"{label}_max_ms"] = round(1000 * values[-1], 1)
    return figures
