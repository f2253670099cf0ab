"""Sleuth bots benchmark (run on demand, not by pytest).

    python tests/bench/bench_sleuth.py [--games 500] [--seats 4] [--jobs 2]           # every seat the same level
    python tests/bench/bench_sleuth.py --versus [--games 800] [--first 0] [--jobs 2]   # one hard against normals

The default mode plays seeded bots-only games with every seat at the same level and prints, per level, the mean
number of turns (each player's turn counts one) until the correct accusation, the same in rounds, how many games
ended with everyone out, and the time per game.

``--versus`` plays one hard bot against normal bots (four seats unless ``--seats`` says otherwise), the hard bot's
seat rotating with the seed (seed % seats), and prints the hard bot's share of wins (a fair share is 1/seats), its
wrong accusations (there must be none), and the time of its decisions (p50, p95 and the slowest; each timed as the
whole ``bot_action`` call: building the seat's view and legal actions, then the bot's choice), both as wall-clock time
and as the CPU time of the process (``time.process_time``): on a machine shared with other work the wall clock also
counts the time the process waited for a core, the CPU time only what the decision cost.

Seeds first..first+games-1 (``--first``, 0 by default), so the figures are reproducible and a long run can be
split into chunks of seeds whose counts add up (the seat of the hard bot is the seed's, so chunks of a multiple of
the seats keep it rotating evenly).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygames
from pygames.sleuth.game import Sleuth

LEVELS = ("easy", "normal", "hard")


def play(level: str, seats: int, seed: int) -> tuple[int, bool, float]:
    """(turns played, whether someone accused correctly, seconds) of one bots-only game."""
    started = time.perf_counter()
    state = pygames.new_game("sleuth", {"seats": [{"bot": level}] * seats}, seed=seed)
    assert isinstance(state, Sleuth)
    while state.result() is None:
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
    result = state.result()
    assert result is not None
    return state.turn_number, bool(result["winners"]), time.perf_counter() - started


def _play_args(args: tuple[str, int, int]) -> tuple[int, bool, float]:
    return play(*args)


Timing = tuple[float, float]  # one decision's (wall-clock seconds, CPU seconds)


def versus(seats: int, seed: int) -> tuple[bool, int, list[Timing], int]:
    """One game of a hard bot (seat seed % seats) against normal bots: (hard won, hard's wrong accusations, the
    (wall, CPU) seconds of each of hard's decisions, turns played)."""
    hard = seed % seats
    players = [{"bot": "hard" if seat == hard else "normal"} for seat in range(seats)]
    state = pygames.new_game("sleuth", {"seats": players}, seed=seed)
    assert isinstance(state, Sleuth)
    timings: list[Timing] = []
    while state.result() is None:
        seat = state.to_act()[0]
        started, cpu = time.perf_counter(), time.process_time()
        action = state.bot_action(seat)
        if seat == hard:
            timings.append((time.perf_counter() - started, time.process_time() - cpu))
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    wrong = sum(1 for a in state.view(None)["accusations"] if a["by"] == hard and not a["correct"])
    return hard in result["winners"], wrong, timings, state.turn_number


def _versus_args(args: tuple[int, int]) -> tuple[bool, int, list[Timing], int]:
    return versus(*args)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main_versus(games: int, seats: int, jobs: int, first: int = 0) -> None:
    seeds = range(first, first + games)
    print(
        f"Sleuth: one hard bot against {seats - 1} normal bots, {games} games (seeds {first}..{first + games - 1}), "
        f"hard's seat = seed % {seats}"
    )
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        outcomes = list(pool.map(_versus_args, [(seats, seed) for seed in seeds], chunksize=10))
    wins = sum(1 for won, _, _, _ in outcomes if won)
    wrong = sum(w for _, w, _, _ in outcomes)
    by_seat = [
        sum(1 for seed, (won, _, _, _) in zip(seeds, outcomes, strict=True) if won and seed % seats == seat)
        for seat in range(seats)
    ]
    per_seat = [sum(1 for seed in seeds if seed % seats == seat) for seat in range(seats)]
    timings = [t for _, _, ts, _ in outcomes for t in ts]
    share = wins / games
    # A 95 % interval of the share (normal approximation), to judge a difference between two runs.
    margin = 1.96 * (share * (1 - share) / games) ** 0.5
    print(f"hard wins: {wins}/{games} = {100 * share:.1f} % (+-{100 * margin:.1f}; fair share {100 / seats:.1f} %)")
    print("by seat:   " + ", ".join(f"{s}: {w}/{n}" for s, (w, n) in enumerate(zip(by_seat, per_seat, strict=True))))
    print(f"wrong accusations by hard: {wrong}")
    print(f"mean turns per game: {statistics.mean(t for _, _, _, t in outcomes):.1f}")
    for label, index in (("wall clock", 0), ("CPU time", 1)):
        times = [timing[index] for timing in timings]
        print(
            f"hard's decisions ({label}): {len(times)}, p50 {1000 * percentile(times, 0.5):.2f} ms, "
            f"p95 {1000 * percentile(times, 0.95):.2f} ms, max {1000 * max(times):.1f} ms"
        )
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"wall time {time.perf_counter() - started:.0f} s with {jobs} jobs; load average at the end {load}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=None, help="default 500, or 800 with --versus")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first", type=int, default=0, help="the first seed (--versus)")
    parser.add_argument("--versus", action="store_true", help="one hard bot against normal bots")
    options = parser.parse_args()
    if options.versus:
        main_versus(options.games or 800, options.seats, options.jobs, options.first)
        return
    games = options.games or 500
    print(f"Sleuth bots, {games} games of {options.seats} seats per level (all seats the same level)")
    print(f"{'level':<8}{'turns':>8}{'rounds':>8}{'median':>8}{'no winner':>11}{'ms/game':>9}")
    means = {}
    with ProcessPoolExecutor(max_workers=options.jobs) as pool:
        for level in LEVELS:
            jobs = [(level, options.seats, seed) for seed in range(games)]
            played = list(pool.map(_play_args, jobs, chunksize=10))
            solved = [turns for turns, won, _ in played if won]
            means[level] = statistics.mean(solved)
            print(
                f"{level:<8}{means[level]:>8.1f}{means[level] / options.seats:>8.1f}"
                f"{statistics.median(solved):>8.0f}{sum(1 for _, won, _ in played if not won):>11}"
                f"{1000 * statistics.mean(t for _, _, t in played):>9.1f}"
            )
    ordered = means["hard"] < means["normal"] < means["easy"]
    print("hard < normal < easy:", "yes" if ordered else "NO")


if __name__ == "__main__":
    main()
