"""Game Over bot benchmark, run on demand (not collected by pytest):

    python -m tests.bench.bench_gameover            # or: python tests/bench/bench_gameover.py [--games 1000]

Prints the figures quoted in the README:
- races: two guessers of two levels against a normal computer guide, one round a game, the levels taking turns to
  guess first; how many games each level wins (the rest the guide), in each language;
- three guessers, one of each level, in every seating order;
- any word: a person's words that are not in the word list (the any-word option), 40 per language, each guessed by one
  bot alone: how many it finds before the panel empties;
- how long a decision takes, per level (CPython, this machine).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygames
from pygames.core import BOT_LEVELS

LANGUAGES = ("da", "en", "fi", "it", "sv")
UNLISTED_FILE = Path(__file__).with_name("gameover_unlisted.txt")  # a person's words that are not in the lists
Timings = dict[str, list[float]]


def play_round(options: dict[str, object], seed: int, timings: Timings | None = None, word: str | None = None) -> int:
    """Play one round to its end with bots (a person guide's ``word`` given), and return the winning seat."""
    state = pygames.new_game("gameover", {**options, "rounds": 1, "first_guide": 0}, seed=seed)
    if word is not None:
        state.apply(0, {"type": "word", "word": word})
    while state.result() is None:
        seat = state.to_act()[0]
        started = time.perf_counter()
        action = state.bot_action(seat)
        level = state.seats[seat].bot
        if timings is not None and seat != 0 and level is not None:
            timings.setdefault(level, []).append(time.perf_counter() - started)
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    return result["winners"][0]


def race(levels: tuple[str, ...], games: int, language: str, timings: Timings | None = None) -> Counter[str]:
    """Rounds won by each level (and "guide") over ``games`` seeded rounds, the guessers' seating order cycling."""
    orders = list(itertools.permutations(levels)) if len(levels) > 2 else [levels, levels[::-1]]
    wins: Counter[str] = Counter()
    for seed in range(games):
        order = orders[seed % len(orders)]
        seats = [{"bot": "normal"}] + [{"bot": level} for level in order]
        winner = play_round({"seats": seats, "language": language}, seed, timings)
        wins["guide" if winner == 0 else order[winner - 1]] += 1
    return wins


def unlisted_words() -> dict[str, list[str]]:
    """Per language, the words of gameover_unlisted.txt."""
    lines = UNLISTED_FILE.read_text(encoding="utf-8").splitlines()
    pairs = [line.split(":", 1) for line in lines if line.strip() and not line.startswith("#")]
    return {code.strip(): words.split() for code, words in pairs}


def unlisted_solved(level: str, language: str) -> int:
    """How many of the language's unlisted words one bot of ``level`` finds alone, a person guiding."""
    seats = [{"name": "Guide"}, {"bot": level}]
    options = {"seats": seats, "language": language, "any_word": True}
    return sum(play_round(options, seed, word=word) != 0 for seed, word in enumerate(unlisted_words()[language]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="rounds per pair and language (default 1000)")
    args = parser.parse_args()
    timings: Timings = {}
    print(f"Two guessers, {args.games} seeded rounds per pair and language (the guide: a normal bot)")
    for first, second in [("hard", "easy"), ("normal", "easy"), ("hard", "normal")]:
        for language in LANGUAGES:
            wins = race((first, second), args.games, language, timings)
            share = 100 * wins[first] / args.games
            score = f"{first} {wins[first]} - {wins[second]} {second}, guide {wins['guide']}"
            print(f"  {language}: {score} ({first} wins {share:.0f} %)")
    trio = tuple(reversed(BOT_LEVELS))
    games = 6 * (args.games // 6)
    print(f"\nThree guessers, one of each level, {games} seeded rounds per language (every seating order)")
    for language in LANGUAGES:
        wins = race(trio, games, language, timings)
        print(f"  {language}: " + ", ".join(f"{level} {wins[level]}" for level in (*trio, "guide")))
    print("\nAny word: a person's words outside the word list, found by one bot alone")
    for language in LANGUAGES:
        found = ", ".join(f"{level} {unlisted_solved(level, language)}" for level in BOT_LEVELS)
        print(f"  {language}: {found} of {len(unlisted_words()[language])}")
    print("\nTime per decision in the races (ms)")
    for level in BOT_LEVELS:
        times = sorted(timings[level])
        p50, p95 = (1000 * statistics.quantiles(times, n=100)[k] for k in (49, 94))
        print(f"  {level:6} p50 {p50:.2f}  p95 {p95:.2f}  max {1000 * times[-1]:.1f}  ({len(times)} decisions)")


if __name__ == "__main__":
    main()
