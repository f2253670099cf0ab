"""Stikord's teams: the option ``teams`` (one letter a seat, A to D, or one digit, 0 to 3; by default seats
alternate), the teams it makes, and who sends and who receives in a team's turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pygames.core import BadOptions
from pygames.stikord.model import State

TEAM_LETTERS = "ABCD"
TEAM_DIGITS = "0123"  # the same teams by number
TEAM_SIZES = (2, 3)
ALONE_SEATS = 3  # the 3-player game: everyone plays alone


def normalise_teams(options: dict[str, Any], refusals: Mapping[str, str]) -> None:
    """Check the option ``teams`` and write it as plain letters (2 to 4 teams of 2 or 3), or raise BadOptions."""
    count = len(options["seats"])
    raw = options["teams"]
    if not isinstance(raw, str):
        raise BadOptions(refusals["bad_teams"], "stikord.bad_teams")
    # A letter a seat (a link's "AABB"), or a digit (the setup's buttons: "0011").
    letters = [TEAM_LETTERS[int(c)] if c in TEAM_DIGITS else c for c in raw.upper() if c not in " ,"]
    if count == ALONE_SEATS:
        if letters:
            raise BadOptions(refusals["three_no_teams"], "stikord.three_no_teams")
        return
    if not letters:
        return
    sizes = [letters.count(c) for c in TEAM_LETTERS if c in letters]
    if (
        len(letters) != count
        or any(c not in TEAM_LETTERS for c in letters)
        or not 2 <= len(sizes) <= 4
        or any(size not in TEAM_SIZES for size in sizes)
    ):
        raise BadOptions(refusals["bad_teams"], "stikord.bad_teams")
    options["teams"] = "".join(letters)


def team_seats(count: int, letters: str) -> list[list[int]]:
    """Each team's seats: from the option's letters, or by default seats alternating between up to four teams; in
    the 3-player game everyone plays for themselves."""
    if count == ALONE_SEATS:
        return [[seat] for seat in range(count)]
    letters = letters or "".join(TEAM_LETTERS[i % min(4, count // 2)] for i in range(count))
    used = [c for c in TEAM_LETTERS if c in letters]
    return [[seat for seat, c in enumerate(letters) if c == letter] for letter in used]


def roles(state: State, team: int) -> tuple[int, list[int]]:
    """The sender and the receivers of ``team``'s next turn: a team's members send in turn; in the 3-player game the
    player whose turn it is sends and both others receive."""
    members = state.teams[team]
    if state.variant == "three":
        return members[0], [s for s in range(3) if s != members[0]]
    sender = members[state.turns_taken[team] % len(members)]
    return sender, [s for s in members if s != sender]
