"""The secret-message cards: data files ``data/cards/<language>-<level>.txt``, read here.

One card per line, five messages separated by `` | ``: person, place, thing, event, and the bonus message written
``<category>: <message>``. A message is its text, optionally ``=`` and alternate answers separated by ``/``; a leading
``@`` marks a proper name (the rulebook's "EN"). Lines starting with ``#`` and blank lines are skipped.
"""

from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass
from importlib import resources
from typing import Literal

Category = Literal["person", "place", "thing", "event"]
CATEGORIES: tuple[Category, ...] = ("person", "place", "thing", "event")
LANGUAGES = ("da", "en")
LEVELS = (1, 2)
BONUS = 4  # the index of the bonus (★) message on a card


@dataclass(frozen=True)
class Message:
    text: str
    category: Category
    proper: bool  # a proper name ("EN" on the card)
    alternates: tuple[str, ...] = ()

    @property
    def answers(self) -> tuple[str, ...]:
        return (self.text, *self.alternates)

    def to_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "category": self.category,
            "proper": self.proper,
            "alternates": list(self.alternates),
        }


Card = tuple[Message, Message, Message, Message, Message]


class CardFileError(ValueError):
    pass


def parse_message(raw: str, category: Category, where: str) -> Message:
    text = raw.strip()
    proper = text.startswith("@")
    if proper:
        text = text[1:].strip()
    main, _, rest = text.partition("=")
    alternates = tuple(a.strip() for a in rest.split("/") if a.strip()) if rest else ()
    if not main.strip():
        raise CardFileError(f"{where}: an empty message")
    return Message(main.strip(), category, proper, alternates)


def parse_line(line: str, where: str) -> Card:
    fields = line.split(" | ")
    if len(fields) != 5:
        raise CardFileError(f"{where}: a card has 5 messages separated by ' | ', not {len(fields)}")
    messages = [parse_message(raw, category, where) for raw, category in zip(fields[:4], CATEGORIES, strict=True)]
    bonus_category, colon, bonus = fields[4].partition(":")
    if not colon or bonus_category.strip() not in CATEGORIES:
        raise CardFileError(f"{where}: the bonus message starts with its category (person, place, thing or event)")
    messages.append(parse_message(bonus, bonus_category.strip(), where))  # type: ignore[arg-type]
    return (messages[0], messages[1], messages[2], messages[3], messages[4])


@functools.cache
def load(language: str, level: int) -> tuple[Card, ...]:
    """Every card of one language and level, in the file's order."""
    if language not in LANGUAGES or level not in LEVELS:
        raise ValueError(f"no cards for language {language!r} and level {level!r}")
    name = f"{language}-{level}.txt"
    text = resources.files("pygames.stikord").joinpath("data", "cards", name).read_text(encoding="utf-8")
    cards = []
    for number, line in enumerate(text.splitlines(), 1):
        line = unicodedata.normalize("NFC", line.strip())
        if line and not line.startswith("#"):
            cards.append(parse_line(line, f"{name} line {number}"))
    return tuple(cards)
