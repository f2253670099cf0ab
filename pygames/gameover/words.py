"""Alphabets and word lists per language (the lists are data files in ``data/words/``, written by us)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Literal

from pygames.core import fold

VOWELS = frozenset("AEIOU")
ALPHABETS = {
    "it": "ABCDEFGHILMNOPQRSTUVZ",  # the Italian alphabet has no J K W X Y
    "en": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
}
MIN_WORD, MAX_WORD = 3, 20  # what a person may type as the secret word
# The computer guide's difficulty is the word's length: longer words leave more to guess but also reveal more per hit,
# and a short word with few distinct letters is the hardest to pin down; length is what players understand.
LEVEL_LENGTHS = {"easy": range(9, 13), "normal": range(7, 9), "hard": range(5, 7), "any": range(5, 13)}


@dataclass(frozen=True)
class Language:
    code: str
    alphabet: str
    words: tuple[str, ...]  # folded (upper case, no accents), in file order

    @property
    def vowels(self) -> str:
        return "".join(c for c in self.alphabet if c in VOWELS)

    @property
    def consonants(self) -> str:
        return "".join(c for c in self.alphabet if c not in VOWELS)

    def spelling_problem(self, word: str) -> tuple[Literal["length", "alphabet"], dict[str, Any]] | None:
        """Why ``word`` (already folded) cannot be a secret word in this language, as data, or None:
        ``("length", {"min", "max"})`` or ``("alphabet", {"letters": [...], "count"})``."""
        if not MIN_WORD <= len(word) <= MAX_WORD:
            return "length", {"min": MIN_WORD, "max": MAX_WORD}
        bad = sorted({c for c in word if c not in self.alphabet})
        if bad:
            return "alphabet", {"letters": bad, "count": len(bad)}
        return None


def read_word_file(code: str) -> list[str]:
    """The words of ``data/words/<code>.txt`` as written: one per line, blank lines and # comments skipped."""
    text = resources.files("pygames.gameover").joinpath("data", "words", f"{code}.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


@cache
def language(code: str) -> Language:
    alphabet = ALPHABETS[code]
    words = tuple(dict.fromkeys(fold(w) for w in read_word_file(code)))
    return Language(code, alphabet, words)
