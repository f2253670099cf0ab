"""Bullseye bot benchmark, run on demand (not collected by pytest):

    python -m tests.bench.bench_bullseye            # or: python tests/bench/bench_bullseye.py [--games 1000]

Prints the mean final score of each bot level over seeded solo games (the figures quoted in the README), then
two-player head-to-head results, where speed matters as well as points.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygames
from pygames.core import BOT_LEVELS


def play(levels: list[str], seed: int) -> pygames.Game:
    state = pygames.new_game("bullseye", {"seats": [{"bot": level} for level in levels]}, seed=seed)
    while state.result() is None:
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
    return state


def solo(games: int) -> None:
    print(f"Solo: mean final score over {games} seeded games (seeds 0-{games - 1})")
    print(f"{'level':8} {'mean':>7} {'stdev':>6} {'min':>4} {'max':>4} {'turns':>6} {'s/game':>7}")
    for level in BOT_LEVELS:
        started = time.perf_counter()
        scores, turns = [], []
        for seed in range(games):
            state = play([level], seed)
            result = state.result()
            assert result is not None
            scores.append(result["scores"][0])
            turns.append(state.view(None)["turn"])
        per_game = (time.perf_counter() - started) / games
        print(
            f"{level:8} {statistics.mean(scores):7.1f} {statistics.stdev(scores):6.1f} {min(scores):4.0f} "
            f"{max(scores):4.0f} {statistics.mean(turns):6.1f} {per_game:7.4f}"
        )


def head_to_head(games: int) -> None:
    print(f"\nTwo players, {games} seeded games per pair (each level rolls first in half of them)")
    pairs = [("hard", "normal"), ("normal", "easy"), ("hard", "easy")]
    for first, second in pairs:
        wins = {first: 0, second: 0}
        scores: dict[str, list[float]] = {first: [], second: []}
        for seed in range(games):
            order = [first, second] if seed % 2 == 0 else [second, first]
            result = play(order, seed).result()
            assert result is not None
            for seat, level in enumerate(order):
                scores[level].append(result["scores"][seat])
            for winner in result["winners"]:
                wins[order[winner]] += 1
        print(
            f"{first} {wins[first]} - {wins[second]} {second}   mean scores "
            f"{statistics.mean(scores[first]):.1f} - {statistics.mean(scores[second]):.1f} (ties count for both)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="solo games per level (default 1000)")
    parser.add_argument("--duels", type=int, default=200, help="two-player games per pair (default 200, 0 to skip)")
    args = parser.parse_args()
    solo(args.games)
    if args.duels:
        head_to_head(args.duels)


if __name__ == "__main__":
    main()
