"""Checks every word list in the project: pygames/<game>/data/words/<language>.txt.

Every list: parses (blank lines and lines starting with '#' are skipped), has no duplicates, is lowercase letters only
(NFC), and every word is accepted by the language's spelling dictionary (see tests/spelling.py).
Game-specific constraints live in GAME_RULES; a game without an entry gets the general checks only.
"""

from __future__ import annotations

import functools
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

try:
    from spelling import misspelled
except ImportError:  # tests/ imported as a package
    from tests.spelling import misspelled

ROOT = Path(__file__).resolve().parents[1]
WORD_LISTS = sorted(ROOT.glob("pygames/*/data/words/*.txt"))

ITALIAN_ALPHABET = frozenset("abcdefghilmnopqrstuvz")
ENGLISH_ALPHABET = frozenset("abcdefghijklmnopqrstuvwxyz")


@dataclass(frozen=True)
class Rules:
    min_words: int
    min_length: int | None = None
    max_length: int | None = None
    # language -> the letters its words may use; a language missing here is not allowed in the game
    alphabets: dict[str, frozenset[str]] | None = None
    # languages whose words may carry accents (checked against the alphabet without them)
    accented: frozenset[str] = frozenset()


GAME_RULES: dict[str, Rules] = {
    # Game Over: the decks hold only these letters (accents compare as the bare letter); length is the difficulty.
    "gameover": Rules(
        min_words=300,
        min_length=5,
        max_length=12,
        alphabets={"it": ITALIAN_ALPHABET, "en": ENGLISH_ALPHABET},
        accented=frozenset({"it"}),
    ),
    "intercept": Rules(min_words=440),
}


def game_of(path: Path) -> str:
    return path.parents[2].name  # pygames/<game>/data/words/<language>.txt


def list_id(path: Path) -> str:
    return f"{game_of(path)}/{path.stem}"


@functools.cache
def read_words(path: Path) -> list[str]:
    words = []
    for line in path.read_text(encoding="utf-8").splitlines():
        word = line.strip()
        if word and not word.startswith("#"):
            words.append(word)
    return words


def strip_accents(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def show(words: list[str]) -> str:
    return f"{len(words)}: {', '.join(words)}"


all_lists = pytest.mark.parametrize("path", WORD_LISTS, ids=[list_id(p) for p in WORD_LISTS])


def test_gameover_lists_are_found() -> None:
    found = {list_id(p) for p in WORD_LISTS}
    assert {"gameover/it", "gameover/en"} <= found, f"word lists found: {sorted(found)}"


@all_lists
def test_format(path: Path) -> None:
    words = read_words(path)
    assert words, f"{path} has no words"
    duplicates = sorted(w for w, n in Counter(words).items() if n > 1)
    assert not duplicates, f"duplicates in {path}: {show(duplicates)}"
    bad = [w for w in words if not (w.isalpha() and w == w.lower() and unicodedata.is_normalized("NFC", w))]
    assert not bad, f"not lowercase letters only (NFC) in {path}: {show(bad)}"


@all_lists
def test_spelling(path: Path) -> None:
    rejected = misspelled(path.stem, read_words(path))
    assert not rejected, f"rejected by the {path.stem!r} spelling dictionary in {path}: {show(rejected)}"


@all_lists
def test_game_rules(path: Path) -> None:
    rules = GAME_RULES.get(game_of(path))
    if rules is None:
        return
    words = read_words(path)
    assert len(words) >= rules.min_words, f"{path} has {len(words)} words, needs at least {rules.min_words}"
    if rules.min_length is not None or rules.max_length is not None:
        low, high = rules.min_length or 1, rules.max_length or 10**9
        bad = [w for w in words if not low <= len(w) <= high]
        assert not bad, f"words outside {low}-{high} letters in {path}: {show(bad)}"
    if rules.alphabets is not None:
        alphabet = rules.alphabets.get(path.stem)
        assert alphabet is not None, f"{game_of(path)} has no alphabet for language {path.stem!r}"
        plain = strip_accents if path.stem in rules.accented else str
        bad = [w for w in words if not set(plain(w)) <= alphabet]
        assert not bad, f"letters outside the {path.stem!r} alphabet in {path}: {show(bad)}"


@pytest.mark.parametrize(
    ("language", "good", "bad"),
    [
        ("it", ["famiglia", "città", "ombrello"], ["famillia", "ombrelo", "house"]),
        ("en", ["family", "umbrella", "theater"], ["famly", "umbrela", "famiglia"]),
        ("fi", ["perhe", "sateenvarjo", "talo"], ["perhee", "sateenvarja", "house"]),
    ],
)
def test_spelling_dictionaries_reject_misspellings(language: str, good: list[str], bad: list[str]) -> None:
    assert misspelled(language, [*good, *bad]) == bad
