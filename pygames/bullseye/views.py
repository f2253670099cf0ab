"""The shape of what a Bullseye seat sees: the game's part of a view (core wraps it in its envelope).

Its own module so that the rules (game.py), which build views, and the bots (bots.py), which decide from one, share
these types without importing each other.
"""

from __future__ import annotations

from typing import Literal, TypedDict

Phase = Literal["roll", "decide", "enter", "over"]  # the phases of a turn (and the end)


class DieView(TypedDict):
    colour: str  # one of static()["colours"]
    value: int | None  # None before this turn's roll
    kept: bool  # a one, which stays put if the roller rerolls (shown while the roller decides)


class RowView(TypedDict):
    """One row of a sheet as written; its colours and printed numbers are in static()["sheets"]."""

    cells: list[int | None]  # by position, left to right: None open, 0 crossed out, 1-6 the number written
    hit_fields: list[int]  # positions holding an exact hit (a bullseye)
    score: int | None  # None until the row is scored


class RunningRow(TypedDict):
    """The current row as it stands (it is scored when the turn ends)."""

    points: int  # the written numbers so far
    hits: int
    bonus: int  # the bonus for the hits so far
    complete: bool  # every field is written or crossed: the row is scored at the end of this turn


class SheetView(TypedDict):
    sheet: str  # the letter of the seat's sheet, a key of static()["sheets"]
    rows: list[RowView]
    current_row: int  # 0-based; 5 once all rows are complete
    running: RunningRow | None  # the current row as it stands; None once all five rows are complete
    entered: bool  # this seat has made its entry this turn (False outside the entry phase)
    cross_at: int | None  # the position a cross takes in the current row (its leftmost open field), None if none
    hit_now: list[str]  # until this seat has entered: the colours whose die would be an exact hit in its current row


class BullseyeView(TypedDict):
    """The game's part of a view (core adds the envelope: seat, to_act, phase, players, events, result).

    Every sheet is public, except the entries of the turn under way: until every seat has entered, a seat sees its
    own entry and the other sheets as they stood at the roll (the public view shows no entry of the turn)."""

    scoresheets: list[SheetView]  # by seat
    dice: list[DieView]  # in the order of static()["colours"]
    active: int  # the seat that rolls this turn
    turn: int
    reroll_used: bool


class BotView(BullseyeView):
    """A whole view as a bot gets it: the game's part and the envelope fields the bots read."""

    seat: int
    phase: Phase
