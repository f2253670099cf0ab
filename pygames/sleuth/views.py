"""The shape of Sleuth's views, shared by the rules (which build them) and the bots (which read them)."""

from __future__ import annotations

from typing import Any, TypedDict


class Detective(TypedDict):
    """What everyone knows of a seat besides its name (core's ``players``): its suspect, hand size, whether out."""

    suspect: str
    hand_size: int
    out: bool


class Targets(TypedDict):
    squares: list[list[int]]
    rooms: list[str]


class SleuthView(TypedDict):
    """The game's part of a seat's view (core adds the envelope: seat, to_act, phase, players, events, result).

    ``suggestions`` holds every suggestion; the card shown is in it (``card``) only for the suggester and the
    player who showed it. ``hand``, ``shown_to_me`` (cards shown to this seat, and by whom), ``shown_by_me`` (cards
    this seat showed, to whom, in which turn: its notebook's record), ``must_show`` and ``solution_seen`` (the three
    cards of the envelope, once this seat has accused: the accuser looks in it, right or wrong) are the seat's own
    (empty or None in the public view). ``solution`` is everyone's once the game is over.
    """

    suspect: str | None
    detectives: list[Detective]
    turn: int
    turn_number: int
    dice: list[int]
    targets: Targets | None
    can_suggest_in: str | None
    tokens: dict[str, dict[str, Any]]
    weapons: dict[str, str]
    suggestion: dict[str, Any] | None
    suggestions: list[dict[str, Any]]
    accusations: list[dict[str, Any]]
    hand: list[str]
    shown_to_me: list[dict[str, Any]]
    shown_by_me: list[dict[str, Any]]
    must_show: list[str]
    solution: dict[str, str] | None
    solution_seen: dict[str, str] | None
    winner: int | None


class PlayerEntry(TypedDict):
    name: str
    bot: str | None
    score: float | None


class BotView(SleuthView):
    """A whole view as a bot gets it: the game's part and the envelope fields the bots read."""

    seat: int | None
    phase: str
    players: list[PlayerEntry]
