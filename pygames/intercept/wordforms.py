"""What a machine can tell about the words of a clue: whether a word is a form of a keyword (inflected, or part of a
compound), and which numbers a clue says. The forms of words are pygames.lang's, per keyword language (English,
Danish, Swedish, Italian, Finnish: see pygames/lang/forms.py); the number words are in data/forms.json.

Words are compared in a language's own alphabet: case and accents are ignored (café is cafe), but letters that are
letters of their own in the keyword's language stay apart (in Finnish jää is not jaa, in Danish gås is not gas).

A game saved by the first release (rules 1, see game.py) keeps that release's English forms: no British and American
spelling pairs, no irregular plurals, so that none of its clues is refused when it is loaded again.
"""

from __future__ import annotations

import json
import re
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from pygames.lang import fold
from pygames.lang import forms as lang_forms
from pygames.lang import words_of as lang_words_of

# The number words that count in every game, besides those of the game's own language: words that are numbers and
# nothing else in every keyword language (Danish to and fire, Italian due are words in English).
NUMBERS_ALWAYS = ("en", "fi")


@cache
def _data() -> dict[str, Any]:
    text = resources.files("pygames.intercept").joinpath("data", "forms.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


# Remembered: every clue checked folds the team's four keywords again for each of its words, and the example clues
# that every reply of the clue phase carries check a dozen clues (4 ms of a reply in CPython, 10-15 in the browser).
@lru_cache(maxsize=4096)
def fold_word(language: str, text: str) -> str:
    """``text`` in lower case without accents, except the letters that ``language`` keeps apart (Finnish ä, ö)."""
    return fold(language, text)


def words_of(language: str, text: str) -> list[str]:
    """The whole words (letters and digits) of ``text``, folded for ``language``."""
    return lang_words_of(language, text)


# ----- numbers ------------------------------------------------------------------------------------------------------
@cache
def _number_words(language: str) -> dict[str, int]:
    tables = _data()["number_words"]
    return {
        fold(language, word): int(n)
        for table in (*(tables[always] for always in NUMBERS_ALWAYS), tables.get(language, {}))
        for n, words in table.items()
        for word in words
    }


@cache
def _fillers(language: str) -> frozenset[str]:
    return frozenset(fold(language, word) for word in _data()["number_fillers"])


def _number_of(language: str, word: str) -> int | None:
    """The number a folded word is: a run of digits, or a number word of NUMBERS_ALWAYS or ``language``; else None."""
    return int(word) if word.isdigit() else _number_words(language).get(word)


def numbers_in(text: str, language: str = "en") -> list[int]:
    """The numbers ``text`` says, as digits (a run of digits is one number) or as words in English, Finnish or the
    game's ``language``."""
    said = []
    for word in words_of(language, text):
        number = _number_of(language, word)
        if number is not None:
            said.append(number)
        else:  # digits glued to letters ("2nd", "no2") are numbers too
            said.extend(int(digits) for digits in re.findall(r"\d+", word))
    return said


def bare_number(text: str, language: str = "en") -> int | None:
    """The number a clue says if it says nothing else ("4", "number 4", "nine letters"), else None."""
    numbers = []
    for word in words_of(language, text):
        number = _number_of(language, word)
        if number is not None:
            numbers.append(number)
        elif word not in _fillers(language):
            return None
    return numbers[0] if len(numbers) == 1 else None


# ----- forms of a keyword -------------------------------------------------------------------------------------------
def is_form_of(language: str, keyword: str, word: str, rules: int = 2) -> bool:
    """Whether ``word`` (folded for ``language``) is ``keyword`` itself, inflected, or a compound that holds it.
    ``rules`` 1: the first release's forms (see the module's docstring)."""
    if rules == 1 and language == "en":
        return lang_forms.first_release_english(fold(language, keyword), word)
    return lang_forms.is_form_of(language, keyword, word)
