"""The keyword lists, one per language: data files ``data/words/<language>.txt`` written by us, one noun a line."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache
from importlib import resources

from pygames.lang import related


@cache
def keyword_list(language: str) -> tuple[str, ...]:
    """The keywords of ``language`` in file order, without blank lines, comments or duplicates."""
    text = resources.files("pygames.intercept").joinpath("data", "words", f"{language}.txt").read_text(encoding="utf-8")
    words = (line.strip() for line in text.splitlines())
    return tuple(dict.fromkeys(w for w in words if w and not w.startswith("#")))


def related_keywords(language: str, keywords: Sequence[str]) -> list[tuple[str, str]]:
    """The pairs of ``keywords`` that are related (pygames.lang.related: snow and snowman, lumi and lumiukko, sol and
    solsikke): such a pair is never on one screen."""
    return [(a, b) for a, b in itertools.combinations(keywords, 2) if related(language, a, b)]
