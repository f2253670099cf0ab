"""The printed sheets and the scoring table of Bullseye, loaded from ``data/sheets.json`` (shared/rules/bullseye.md).

Six coloured dice, six sheets A-F of five rows x six fields. Every field shows a colour and a printed number; each
colour appears exactly once per row, and the printed numbers by position are the same on every sheet.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

COLOURS: tuple[str, ...] = ("K", "B", "Y", "R", "G", "W")  # the dice, in the order they are shown and listed
ROWS = 5
FIELDS = 6
MAX_DIE = 6
CROSSED = 0  # a cell holding 0 is crossed out (a die never shows 0); None is open; 1-6 is a written number


@dataclass(frozen=True)
class Field:
    colour: str
    printed: int


@dataclass(frozen=True)
class Sheet:
    letter: str
    rows: tuple[tuple[Field, ...], ...]

    def position(self, row: int, colour: str) -> int:
        """Where (0-5, left to right) the field of ``colour`` is in ``row``."""
        for index, field in enumerate(self.rows[row]):
            if field.colour == colour:
                return index
        raise KeyError(colour)


def _load() -> tuple[dict[str, str], tuple[int, ...], dict[str, Sheet]]:
    text = resources.files("pygames.bullseye").joinpath("data", "sheets.json").read_text("utf-8")
    raw: dict[str, Any] = json.loads(text)
    names = {str(k): str(v) for k, v in raw["colours"].items()}
    if tuple(names) != COLOURS:
        raise ValueError("sheets.json: the colours must be K B Y R G W in that order")
    bonus = tuple(int(b) for b in raw["bonus"])
    if len(bonus) != FIELDS + 1:
        raise ValueError("sheets.json: the bonus table has one entry per number of hits, 0 to 6")
    sheets: dict[str, Sheet] = {}
    for letter, text_rows in raw["sheets"].items():
        rows = []
        for text in text_rows:
            fields = tuple(Field(cell[0], int(cell[1:])) for cell in text.split())
            if sorted(f.colour for f in fields) != sorted(COLOURS):
                raise ValueError(f"sheets.json: sheet {letter} row {text!r} must hold every colour once")
            if not all(1 <= f.printed <= MAX_DIE for f in fields):
                raise ValueError(f"sheets.json: sheet {letter} row {text!r} has a number outside 1-6")
            rows.append(fields)
        if len(rows) != ROWS:
            raise ValueError(f"sheets.json: sheet {letter} must have {ROWS} rows")
        sheets[letter] = Sheet(letter, tuple(rows))
    printed = {tuple(tuple(f.printed for f in row) for row in sheet.rows) for sheet in sheets.values()}
    if len(printed) != 1:
        raise ValueError("sheets.json: the printed numbers must be the same on every sheet")
    return names, bonus, sheets


COLOUR_NAMES, BONUS, SHEETS = _load()
SHEET_LETTERS: tuple[str, ...] = tuple(SHEETS)
# The printed numbers by position are the same on every sheet, so a row's strategy depends on these only.
PRINTED: tuple[tuple[int, ...], ...] = tuple(tuple(f.printed for f in row) for row in SHEETS[SHEET_LETTERS[0]].rows)


def row_points(cells: list[int | None], printed: tuple[int, ...]) -> tuple[int, int]:
    """(sum of the written numbers, number of exact hits) of a row as it stands."""
    total = hits = 0
    for cell, number in zip(cells, printed, strict=True):
        if cell is not None and cell != CROSSED:
            total += cell
            hits += cell == number
    return total, hits
