"""Folding: the form in which a language compares words. Case and accents are ignored (café is cafe, À is A), except
for the letters that are letters of their own in the language: Danish æ ø å, Swedish å ä ö, Finnish ä ö (and å, which
Finnish writes in Swedish names). In Danish and Swedish the other's way of writing the same letter counts as it (Danish
reads the Swedish ä as æ and ö as ø, Swedish the other way round: Björn is Bjørn)."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

LANGUAGES = ("da", "en", "fi", "it", "sv")
KEPT_LETTERS = {"da": "æøå", "sv": "åäö", "fi": "åäö"}
SAME_LETTER = {"da": {"ä": "æ", "ö": "ø"}, "sv": {"æ": "ä", "ø": "ö"}}


@lru_cache(maxsize=8192)
def fold(language: str, text: str) -> str:
    """``text`` in lower case without accents, except the letters that ``language`` keeps apart (Danish å stays å)."""
    kept = KEPT_LETTERS.get(language, "")
    same = SAME_LETTER.get(language, {})
    folded = []
    for char in unicodedata.normalize("NFC", text.casefold()):
        char = same.get(char, char)
        if char in kept:
            folded.append(char)
        else:
            folded.append("".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)))
    return "".join(folded)


def fold_upper(language: str, text: str) -> str:
    """:func:`fold` in upper case, as Game Over's letters and Stikord's dice show them (Danish Å, Swedish Ä)."""
    return fold(language, text).upper()


def words_of(language: str, text: str) -> list[str]:
    """The whole words (letters and digits) of ``text``, folded for ``language``. Apostrophes and hyphens part words,
    so that an Italian elided article stands apart (l'albero: l, albero; dell'acqua: dell, acqua)."""
    return re.findall(r"[^\W_]+", fold(language, text))
