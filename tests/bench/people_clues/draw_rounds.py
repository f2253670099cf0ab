"""Draw the keyword sets and codes of the people-clue rounds (the clues themselves were written by hand).

Run: python3 tests/bench/people_clues/draw_rounds.py LANG  -> one skeleton line per round:
`k1, k2, k3, k4 | a-b-c | <keyword a>; <keyword b>; <keyword c>` (the writer replaced the last part by clues).
"""

import itertools
import random
import sys
from pathlib import Path

WORDS = Path(__file__).resolve().parents[3] / "pygames" / "intercept" / "data" / "words"
SEEDS = {"da": 301, "en": 302, "fi": 303, "it": 304, "sv": 305}
ROUNDS = 60


def draw(lang: str) -> list[str]:
    rng = random.Random(SEEDS[lang])
    lines = (WORDS / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    words = [w.strip() for w in lines if w.strip() and not w.startswith("#")]
    codes: list[tuple[int, ...]] = []
    while len(codes) < ROUNDS:
        deck = list(itertools.permutations(range(1, 5), 3))
        rng.shuffle(deck)
        codes += deck
    rows = []
    for code in codes[:ROUNDS]:
        keys = rng.sample(words, 4)
        targets = "; ".join(keys[d - 1] for d in code)
        rows.append(f"{', '.join(keys)} | {'-'.join(map(str, code))} | {targets}")
    return rows


if __name__ == "__main__":
    print("\n".join(draw(sys.argv[1])))
