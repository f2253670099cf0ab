"""The keyword lists, one per language: data files ``data/words/<language>.txt`` written by us, one noun a line."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def keyword_list(language: str) -> tuple[str, ...]:
    """The keywords of ``language`` in file order, without blank lines, comments or duplicates."""
    text = resources.files("pygames.intercept").joinpath("data", "words", f"{language}.txt").read_text(encoding="utf-8")
    words = (line.strip() for line in text.splitlines())
    return tuple(dict.fromkeys(w for w in words if w and not w.startswith("#")))
