"""Stikord's dice (data/dice.json): the special die that picks the message and moves, and the four letter dice of
each language."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from pygames.stikord.words import STAR


def _dice() -> dict[str, Any]:
    text = resources.files("pygames.stikord").joinpath("data", "dice.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


DICE = _dice()
SPECIAL_FACES: list[int | str] = DICE["special"]


def letter_dice(language: str) -> list[list[str]]:
    """The four letter dice's faces in ``language`` (a face is a letter, two letters "N/Ø", or ★)."""
    faces: list[list[str]] = DICE["letters"][language]
    return faces


def special_rank(face: int | str) -> int:
    """The special die's faces by height: ★ is highest."""
    return 5 if face == STAR else int(face)
