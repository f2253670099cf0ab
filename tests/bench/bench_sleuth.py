"""Sleuth bots benchmark (run on demand, not by pytest): how many turns each bot level needs to solve the case.

    python tests/bench/bench_sleuth.py [--games 500] [--seats 4] [--jobs 2]

Plays seeded bots-only games with every seat at the same level and prints, per level, the mean number of turns
(each player's turn counts one) until the correct accusation, the same in rounds, how many games ended with
everyone out, and the time per game. Seeds 0..games-1, so the figures are reproducible.
"""

from __future__ import annotations

import argparse
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    print(f"Sleuth bots, {options.games} games of {options.seats} seats per level (all seats the same level)")
    print(f"{'level':<8}{'turns':>8}{'rounds':>8}{'median':>8}{'no winner':>11}{'ms/game':>9}")
    means = {}
    with ProcessPoolExecutor(max_workers=options.jobs) as pool:
        for level in LEVELS:
            jobs = [(level, options.seats, seed) for seed in range(options.games)]
            games = list(pool.map(_play_args, jobs, chunksize=10))
            solved = [turns for turns, won, _ in games if won]
            means[level] = statistics.mean(solved)
            print(
                f"{level:<8}{means[level]:>8.1f}{means[level] / options.seats:>8.1f}"
                f"{statistics.median(solved):>8.0f}{sum(1 for _, won, _ in games if not won):>11}"
                f"{1000 * statistics.mean(t for _, _, t in games):>9.1f}"
            )
    ordered = means["hard"] < means["normal"] < means["easy"]
    print("hard < normal < easy:", "yes" if ordered else "NO")


if __name__ == "__main__":
    main()
