"""Checks the hand-written Intercept clue rounds in tests/bench/people_clues/<lang>.txt (format in its README.md).

Every file: at least 60 rounds; four distinct keywords from that language's keyword list; a code of three distinct
digits 1-4 (all 24 codes used); exactly three distinct, non-empty clues; no clue is or contains its keyword, and no clue
holds any of the round's keywords as a whole word (the game refuses such clues).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CLUES = ROOT / "tests" / "bench" / "people_clues"
WORDS = ROOT / "pygames" / "intercept" / "data" / "words"
LANGUAGES = ("da", "en", "fi", "it", "sv")
MIN_ROUNDS = 60


@dataclass(frozen=True)
class Round:
    line: int
    keywords: tuple[str, ...]
    code: tuple[int, ...]
    clues: tuple[str, ...]


def keyword_list(lang: str) -> set[str]:
    lines = (WORDS / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return {w.strip() for w in lines if w.strip() and not w.startswith("#")}


def parse(lang: str) -> list[Round]:
    rounds = []
    for number, raw in enumerate((CLUES / f"{lang}.txt").read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split("|")
        assert len(parts) == 3, f"{lang}.txt:{number}: want 'keywords | code | clues', got {raw!r}"
        keywords = tuple(k.strip() for k in parts[0].split(","))
        digits = parts[1].strip().split("-")
        assert all(d in "1234" and len(d) == 1 for d in digits), f"{lang}.txt:{number}: bad code {parts[1]!r}"
        clues = tuple(c.strip() for c in parts[2].split(";"))
        rounds.append(Round(number, keywords, tuple(int(d) for d in digits), clues))
    return rounds


def words_of(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.casefold()))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_people_clue_rounds(lang: str) -> None:
    rounds = parse(lang)
    assert len(rounds) >= MIN_ROUNDS, f"{lang}: {len(rounds)} rounds, want at least {MIN_ROUNDS}"
    known = keyword_list(lang)
    for r in rounds:
        where = f"{lang}.txt:{r.line}"
        assert len(r.keywords) == 4 and len(set(r.keywords)) == 4, f"{where}: want four distinct keywords"
        assert not set(r.keywords) - known, f"{where}: not in the keyword list: {set(r.keywords) - known}"
        assert len(r.code) == 3 and len(set(r.code)) == 3, f"{where}: want a code of three distinct digits 1-4"
        assert len(r.clues) == 3 and all(r.clues), f"{where}: want exactly three non-empty clues"
        assert len({c.casefold() for c in r.clues}) == 3, f"{where}: clues repeat"
        for digit, clue in zip(r.code, r.clues, strict=True):
            keyword = r.keywords[digit - 1].casefold()
            assert keyword not in clue.casefold(), f"{where}: clue {clue!r} contains its keyword {keyword!r}"
            assert not words_of(clue) & {k.casefold() for k in r.keywords}, f"{where}: {clue!r} holds a keyword"
    assert len({r.code for r in rounds}) == 24, f"{lang}: not every one of the 24 codes is used"
