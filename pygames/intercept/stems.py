"""Rule-based stems for the computer players: the part of a word its inflections share, so that a clue in another
form ("elephants", "kissoja", "hundene") meets the lexicon's entry ("elephant", "kissa", "hund"). Voikko and Snowball
are not in Pyodide; these rules are short, and a stem only has to be the same for the forms of one word, not a real
root. A wrong merge costs a weak association; the bots weigh a stem match below the word itself.

Words are folded first (wordforms.fold_word: case and accents away, a language's own letters kept).
- en: plural and verb endings (-s, -es, -ies, -ed, -ing), a final -e, a doubled last consonant (running: run).
- da, sv: definite and plural endings of nouns (-en, -et, -erne, -arna, -or, …), a genitive -s, a doubled last
  consonant (hunden: hund, katten: kat).
- it: the final vowels of gender and number (gatto, gatti, gatta: gatt), -he/-hi after c and g (amiche: amic), the
  infinitive's -re.
- fi: the clitic, possessive and case endings of lang.forms' tables, then the word's last vowel, and
  consonant gradation evened out (katu, kadulla: kat; kenkä, kengän: kenk).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from pygames.lang.forms import FINNISH_VOWELS, finnish_endings

MIN_STEM = 3  # no stem is shorter: a shorter word stays as it is
STEMMER_VERSION = 1  # raise when a rule changes: the compiled lexicon index (lexicon.py) carries its stems

_ENGLISH_SUFFIXES = (("ies", "y"), ("ied", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""))
_DANISH_SUFFIXES = (
    "ernes", "erens", "erne", "eren", "enes", "ene", "ens", "ers", "ets", "er", "en", "et", "es", "e", "s",
)  # fmt: skip
_SWEDISH_SUFFIXES = (
    "arnas", "ernas", "ornas", "arna", "erna", "orna", "arens", "aren", "ande", "ade", "are", "ens", "ets", "orn",
    "an", "en", "et", "ar", "er", "or", "na", "as", "es", "at", "a", "e", "s",
)  # fmt: skip
_ITALIAN_VOWELS = "aeiou"
# Strong grade to weak, evened out to one form (katu/kadun: t; kenkä/kengän: nk; kukka/kukan: k).
_FINNISH_GRADES = (("ng", "nk"), ("mm", "mp"), ("ll", "lt"), ("nn", "nt"), ("rr", "rt"), ("hd", "ht"), ("d", "t"))
_DOUBLE = re.compile(r"([bcdfghjklmnpqrstvwxz])\1$")


@lru_cache(maxsize=8192)
def stem(language: str, word: str) -> str:
    """The stem of one folded word (letters only) in ``language``."""
    if len(word) <= MIN_STEM:
        return word
    if language == "fi":
        return _finnish(word)
    if language == "it":
        return _italian(word)
    if language in ("da", "sv"):
        return _scandinavian(word, _DANISH_SUFFIXES if language == "da" else _SWEDISH_SUFFIXES)
    return _english(word)


def stem_phrase(language: str, folded: str) -> str:
    """The stems of a folded phrase's words, joined by spaces."""
    return " ".join(stem(language, w) for w in folded.split())


def _english(word: str) -> str:
    if word.endswith(("ss", "us", "is")):
        base = word
    else:
        base = word
        for suffix, replacement in _ENGLISH_SUFFIXES:
            if word.endswith(suffix) and len(word) - len(suffix) + len(replacement) >= MIN_STEM:
                base = word[: -len(suffix)] + replacement
                break
    if base.endswith("e") and len(base) > MIN_STEM:
        base = base[:-1]
    if _DOUBLE.search(base) and base[-1] not in "ls" and len(base) > MIN_STEM:
        base = base[:-1]
    return base


def _scandinavian(word: str, suffixes: tuple[str, ...]) -> str:
    base = word
    for suffix in suffixes:
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_STEM:
            base = word[: -len(suffix)]
            break
    if _DOUBLE.search(base) and len(base) > MIN_STEM:
        base = base[:-1]
    return base


def _italian(word: str) -> str:
    base = word
    if base.endswith("re") and len(base) - 2 >= MIN_STEM + 1 and base[-3] in _ITALIAN_VOWELS:
        base = base[:-2]  # mangiare: mangia
    while base[-1:] in _ITALIAN_VOWELS and len(base) > MIN_STEM:
        base = base[:-1]
    if base.endswith(("ch", "gh")) and len(base) > MIN_STEM:
        base = base[:-1]  # amiche: amic
    return base


@cache
def _finnish_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    endings = finnish_endings()

    def group(name: str) -> str:
        return "|".join(sorted((re.escape(e) for e in endings[name] if e), key=len, reverse=True))

    return (
        re.compile(f"(?:{group('clitic')})$"),
        re.compile(f"(?:{group('possessive')})$"),
        re.compile(f"(?:{group('case')})$"),
    )


def _finnish(word: str) -> str:
    base = word[:-3] + "s" if word.endswith("nen") and len(word) > 5 else word  # ihminen: ihmis-, like ihmisen
    for pattern in _finnish_patterns():
        match = pattern.search(base)
        if match and match.start() >= MIN_STEM:
            base = base[: match.start()]
    while base[-1:] in FINNISH_VOWELS and len(base) > MIN_STEM:
        base = base[:-1]
    if _DOUBLE.search(base) and len(base) > MIN_STEM:
        base = base[:-1]
    for weak, strong in _FINNISH_GRADES:
        if base.endswith(weak):
            return base[: -len(weak)] + strong
    return base
