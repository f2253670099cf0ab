"""Alphabets and word lists per language (the lists are data files in ``data/words/``, written by us)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Literal

from pygames.lang import fold_upper

# The letter cards of each language's deck (twice each). The Nordic alphabets keep their own letters as cards of their
# own (Danish Æ Ø Å, Swedish Å Ä Ö, Finnish Ä Ö: Å is not A in Danish or Swedish, Ä is not A in Finnish or Swedish) and
# leave out the letters their words (almost) never use.
ALPHABETS = {
    "it": "ABCDEFGHILMNOPQRSTUVZ",  # the Italian alphabet has no J K W X Y
    "en": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "da": "ABCDEFGHIJKLMNOPRSTUVYÆØÅ",  # no Q W X Z
    "sv": "ABCDEFGHIJKLMNOPRSTUVXYÅÄÖ",  # no Q W Z
    "fi": "ABDEFGHIJKLMNOPRSTUVYÄÖ",  # no C Q W X Z Å
}
# What the choose-a-vowel card may ask for (the rest of the alphabet is the choose-a-consonant card's): Y is a vowel
# in the Nordic languages.
VOWELS = {"it": "AEIOU", "en": "AEIOU", "da": "AEIOUYÆØÅ", "sv": "AEIOUYÅÄÖ", "fi": "AEIOUYÄÖ"}
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
        return "".join(c for c in self.alphabet if c in VOWELS[self.code])

    @property
    def consonants(self) -> str:
        return "".join(c for c in self.alphabet if c not in VOWELS[self.code])

    def fold(self, text: str) -> str:
        """``text`` as the cards spell it: upper case without accents (É is E), but the language's own letters kept
        (Danish Å stays Å; a Swede's Ö typed in a Danish game is Ø)."""
        return fold_upper(self.code, text)

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
    words = tuple(dict.fromkeys(fold_upper(code, w) for w in read_word_file(code)))
    return Language(code, alphabet, words)
