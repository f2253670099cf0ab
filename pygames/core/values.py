"""Plain values every part of the package checks or compares: whole numbers and folded text."""

from __future__ import annotations

import unicodedata


def is_whole(value: object) -> bool:
    """A whole number that is not a bool (True == 1 must not pass for a number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def fold(text: str) -> str:
    """Upper-case ``text`` and drop accents, so that À compares equal to A."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()
