"""The rules of Bullseye (shared/rules/bullseye.md): six coloured dice, every player writes in their own sheet.

A turn: the active player rolls all six dice ({"type": "roll"}), then either keeps them ({"type": "keep"}) or rerolls
once every die that does not show a one ({"type": "reroll"}). Then every player enters at once, in their current row:
- {"type": "write", "fields": {"K": 1, "B": 3}}: write one or more rolled dice, each into the field of its colour, which
  must be open and print a number at least the die's (equal is a hit). The die values are stated so that an entry
  made against a stale picture of the dice is refused rather than misread; they must match the roll.
- {"type": "cross"}: cross out the leftmost open field of the row. Allowed whether or not a write is possible: the
  rulebook says a player crosses when they "cannot or will not" write (decision recorded in the rules file).
When everyone has entered, completed rows are scored and the players move on to their next row; if someone has
completed row 5 the game ends (the others' current rows count as they stand), otherwise the player to the left rolls.

Entries are blind, as on paper where everyone writes at the same time: until every seat has entered, a seat sees only
its own entry of this turn; the other sheets show their rows as they stood at the roll, and the events say only who
has entered ("entered"). When the last seat enters, every entry of the turn is shown ("wrote"/"crossed", in seat order).

Decisions where the rulebook is silent: seat i plays sheet A, B, C... in seat order; seat 0 rolls first; solo play is
allowed; a tie for the top score is a shared win.

The printed sheets, the dice and the bonus table never change during a game: they are :meth:`Bullseye.static`, sent
once; a view carries only what is written on each sheet.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar, cast

from pygames.bullseye import bots
from pygames.bullseye.sheets import (
    BONUS,
    COLOURS,
    CROSSED,
    FIELDS,
    MAX_DIE,
    PRINTED,
    ROWS,
    SHEET_LETTERS,
    SHEETS,
    Sheet,
    row_points,
)
from pygames.bullseye.views import BotView, BullseyeView, Phase, RowView, RunningRow, SheetView
from pygames.core import Action, Game, GameInfo, Result, View, action


class Bullseye(Game[BullseyeView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="bullseye",
        title="Bullseye",
        tagline="Six coloured dice, one sheet each: aim for the exact numbers",
        min_seats=1,
        max_seats=len(SHEET_LETTERS),
        languages=("en",),
        bots=True,
        secret_views=False,  # every sheet is public
    )

    PHASES: ClassVar[tuple[str, ...]] = ("roll", "decide", "enter", "over")
    REFUSALS: ClassVar[Mapping[str, str]] = {
        "nothing_to_reroll": "every die shows 1: there is nothing to reroll",
        "no_such_die": "there is no {colour} die (the colours are K B Y R G W)",
        "ones_stay": "the {colour} die shows 1: ones must be kept",
        "reroll_all": "a reroll takes every die that does not show 1: {colours}",
        "empty_write": "a write names one or more dice",
        "bad_value": "the {colour} value must be a number from 1 to 6",
        "die_shows": "the {colour} die shows {rolled}, not {value}",
        "field_used": "the {colour} field of row {row} is already used",
        "field_crossed": "the {colour} field of row {row} is already crossed out",
        "too_high": "the {colour} {value} does not fit the {colour} {printed} field (it must not be higher)",
    }
    EVENTS: ClassVar[Mapping[str, str]] = {
        "turn_started": "turn {turn}: seat {seat} rolls",
        "rolled": "seat {seat} rolls {dice}",
        "rerolled": "seat {seat} rerolls {count} dice ({colours}), keeping {kept} ones: {dice}",
        "kept": "seat {seat} keeps the dice",
        "entered": "seat {seat} has made its entry",
        "wrote": "seat {seat} writes {fields} in row {row} (hits: {hits})",
        "crossed": "seat {seat} crosses out the {colour} {printed} in row {row}",
        "row_completed": "seat {seat} completes row {row}: {points} + {bonus} for {hits} hits = {score}",
        "game_ended": "seats {finishers} completed row {row}: the game ends",
        "row_counted": "seat {seat}'s row {row} counts as it stands: {points} + {bonus} for {hits} hits = {score}",
    }
    OUTCOMES: ClassVar[Mapping[str, str]] = {
        "all_rows": "seat {seat} completed all five rows with {score} points",
        "row_five": "seats {finishers} completed row 5; seats {winners} win with {best} points",
    }

    # ----- setup -------------------------------------------------------------------------------------------------
    def _setup(self) -> None:
        count = len(self.seats)
        self.sheets: list[Sheet] = [SHEETS[SHEET_LETTERS[i]] for i in range(count)]
        # cells[seat][row][position]: None open, CROSSED, or the written number
        self.cells: list[list[list[int | None]]] = [[[None] * FIELDS for _ in range(ROWS)] for _ in range(count)]
        self.row_scores: list[list[int | None]] = [[None] * ROWS for _ in range(count)]
        self.current_row: list[int] = [0] * count  # ROWS once all five rows are complete
        self.active = 0
        self.turn = 1
        self.phase: Phase = "roll"
        self.dice: dict[str, int] = {}  # empty until the first roll
        self.rerolled = False
        self.entered: list[bool] = [False] * count
        # this turn's entries, hidden from the other seats until all are in: seat → (positions filled, its event)
        self.entries: dict[int, tuple[list[int], tuple[str, dict[str, Any]]]] = {}
        self.final: Result | None = None
        self.emit("turn_started", {"turn": 1, "seat": 0})

    def static(self) -> dict[str, Any]:
        return {
            "colours": list(COLOURS),  # the dice, in the order they are shown and listed
            "faces": list(range(1, MAX_DIE + 1)),
            "sheets": {
                letter: [[{"colour": f.colour, "printed": f.printed} for f in row] for row in sheet.rows]
                for letter, sheet in SHEETS.items()
            },
            "bonus": list(BONUS),  # by the number of hits in a row, 0 to 6
        }

    # ----- queries -----------------------------------------------------------------------------------------------
    def _phase(self) -> Phase:
        return self.phase

    def to_act(self) -> list[int]:
        if self.phase == "enter":
            return [seat for seat, done in enumerate(self.entered) if not done]
        if self.phase in ("roll", "decide"):
            return [self.active]
        return []

    def placeable(self, seat: int) -> list[str]:
        """The colours whose die this seat may write now, in dice order."""
        row = self.current_row[seat]
        cells = self.cells[seat][row]
        found = []
        for colour in COLOURS:
            pos = self.sheets[seat].position(row, colour)
            if cells[pos] is None and self.dice[colour] <= self.sheets[seat].rows[row][pos].printed:
                found.append(colour)
        return found

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "roll":
            return [{"type": "roll"}]
        if self.phase == "decide":
            can_reroll = any(value != 1 for value in self.dice.values())
            return ([{"type": "reroll"}] if can_reroll else []) + [{"type": "keep"}]
        colours = self.placeable(seat)
        writes: list[Action] = []
        for subset in range(1, 1 << len(colours)):  # every non-empty subset: at most 63 writes
            chosen = [c for i, c in enumerate(colours) if subset >> i & 1]
            writes.append({"type": "write", "fields": {c: self.dice[c] for c in chosen}})
        writes.sort(key=lambda a: (len(a["fields"]), [COLOURS.index(c) for c in a["fields"]]))
        return [*writes, {"type": "cross"}]

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo): roll and reroll throw dice, so core seals them (dice are never thrown again); keep, write
    # and cross are taken back until another seat acts, except the last entry of a turn: it shows everyone's blind
    # entries, and taking it back would let its writer choose again knowing them (sealed).
    @action("roll", phases=("roll",))
    def _on_roll(self, seat: int, action: Action) -> None:
        self.dice = dict(zip(COLOURS, self.chance.rolls("dice", len(COLOURS), 1, MAX_DIE), strict=True))
        self.emit("rolled", {"seat": seat, "dice": dict(self.dice)})
        self.phase = "decide"

    # optional: the dice the player means to reroll, which must be all but the ones
    @action("reroll", optional={"dice": "strs"}, phases=("decide",))
    def _on_reroll(self, seat: int, action: Action) -> None:
        rerolled = [c for c in COLOURS if self.dice[c] != 1]
        self.require(bool(rerolled), "nothing_to_reroll")
        if "dice" in action:
            named: list[str] = action["dice"]
            for colour in named:
                self.require(colour in COLOURS, "no_such_die", colour=colour)
                self.require(self.dice[colour] != 1, "ones_stay", colour=colour)
            self.require(sorted(named, key=COLOURS.index) == rerolled, "reroll_all", colours=rerolled)
        # The same draws as the first release: one randint per rerolled die, in dice order.
        for colour, value in zip(rerolled, self.chance.rolls("dice", len(rerolled), 1, MAX_DIE), strict=True):
            self.dice[colour] = value
        kept = len(COLOURS) - len(rerolled)
        self.emit(
            "rerolled",
            {"seat": seat, "dice": dict(self.dice), "colours": rerolled, "count": len(rerolled), "kept": kept},
        )
        self.rerolled = True
        self.phase = "enter"

    @action("keep", phases=("decide",))
    def _on_keep(self, seat: int, action: Action) -> None:
        self.emit("kept", {"seat": seat})
        self.phase = "enter"

    @action("write", fields={"fields": "int_map"}, phases=("enter",))
    def _on_write(self, seat: int, action: Action) -> None:
        fields: dict[str, int] = action["fields"]
        self.require(bool(fields), "empty_write")
        row = self.current_row[seat]
        sheet = self.sheets[seat]
        for colour, value in fields.items():
            self.require(colour in COLOURS, "no_such_die", colour=colour)
            self.require(1 <= value <= MAX_DIE, "bad_value", colour=colour)
            rolled = self.dice[colour]
            self.require(value == rolled, "die_shows", colour=colour, rolled=rolled, value=value)
            pos = sheet.position(row, colour)
            cell = self.cells[seat][row][pos]
            self.require(cell != CROSSED, "field_crossed", colour=colour, row=row + 1)
            self.require(cell is None, "field_used", colour=colour, row=row + 1)
            printed = sheet.rows[row][pos].printed
            self.require(value <= printed, "too_high", colour=colour, value=value, printed=printed)
        written = {c: fields[c] for c in COLOURS if c in fields}
        hits = []
        positions = []
        for colour, value in written.items():
            pos = sheet.position(row, colour)
            self.cells[seat][row][pos] = value
            positions.append(pos)
            if value == sheet.rows[row][pos].printed:
                hits.append(colour)
        args = {"seat": seat, "row": row + 1, "fields": written, "hits": hits, "count": len(written)}
        self._entered(seat, positions, ("wrote", args))

    @action("cross", phases=("enter",))
    def _on_cross(self, seat: int, action: Action) -> None:
        row = self.current_row[seat]
        cells = self.cells[seat][row]
        pos = cells.index(None)  # the current row always has an open field while the game runs
        cells[pos] = CROSSED
        field = self.sheets[seat].rows[row][pos]
        args = {"seat": seat, "row": row + 1, "colour": field.colour, "printed": field.printed}
        self._entered(seat, [pos], ("crossed", args))

    def _entered(self, seat: int, positions: list[int], event: tuple[str, dict[str, Any]]) -> None:
        self.entered[seat] = True
        self.entries[seat] = (positions, event)
        if not all(self.entered):  # the entry stays hidden: the others learn only that it is made
            self.emit("entered", {"seat": seat})
            return
        if len(self.entries) > 1:  # the last entry shows the others' blind entries: it can never be taken back
            self.seal()
        for entrant in sorted(self.entries):  # the last entry is in: show them all, in seat order, then score
            key, args = self.entries[entrant][1]
            self.emit(key, args)
        self.entries = {}
        self._end_turn()

    # ----- end of a turn, end of the game ------------------------------------------------------------------------
    def _score_row(self, seat: int, complete: bool) -> None:
        row = self.current_row[seat]
        points, hits = row_points(self.cells[seat][row], PRINTED[row])
        score = points + BONUS[hits]
        self.row_scores[seat][row] = score
        args = {"seat": seat, "row": row + 1, "points": points, "bonus": BONUS[hits], "hits": hits, "score": score}
        self.emit("row_completed" if complete else "row_counted", args)

    def _end_turn(self) -> None:
        for seat in range(len(self.seats)):
            row = self.current_row[seat]
            if None not in self.cells[seat][row]:
                self._score_row(seat, complete=True)
                self.current_row[seat] += 1
        finishers = [seat for seat in range(len(self.seats)) if self.current_row[seat] == ROWS]
        if finishers:
            self._end_game(finishers)
            return
        self.active = (self.active + 1) % len(self.seats)
        self.turn += 1
        self.phase = "roll"
        self.rerolled = False
        self.entered = [False] * len(self.seats)
        self.emit("turn_started", {"turn": self.turn, "seat": self.active})

    def _end_game(self, finishers: list[int]) -> None:
        self.emit("game_ended", {"finishers": finishers, "row": ROWS})
        for seat in range(len(self.seats)):
            row = self.current_row[seat]
            if row < ROWS and any(cell is not None for cell in self.cells[seat][row]):
                self._score_row(seat, complete=False)
        totals = [self.total(seat) for seat in range(len(self.seats))]
        best = max(totals)
        winners = [seat for seat, total in enumerate(totals) if total == best]
        if len(self.seats) == 1:
            self.final = self.outcome(winners, totals, "all_rows", seat=0, score=best)
        else:
            self.final = self.outcome(
                winners, totals, "row_five", finishers=finishers, winners=winners, count=len(winners), best=best
            )
        self.phase = "over"

    def total(self, seat: int) -> int:
        return sum(score for score in self.row_scores[seat] if score is not None)

    def result(self) -> Result | None:
        return self.final

    def _scores(self) -> list[float]:
        return [self.total(seat) for seat in range(len(self.seats))]  # whole numbers: the JSON shows 88, not 88.0

    # ----- views -------------------------------------------------------------------------------------------------
    def _sheet_view(self, seat: int, viewer: int | None) -> SheetView:
        sheet = self.sheets[seat]
        current = self.current_row[seat]
        written = [list(cells) for cells in self.cells[seat]]
        if seat != viewer and seat in self.entries:  # an entry of this turn: blind to the others until all are in
            for pos in self.entries[seat][0]:
                written[current][pos] = None
        rows: list[RowView] = [
            {
                "cells": cells,
                "hit_fields": [pos for pos, cell in enumerate(cells) if cell == PRINTED[r][pos]],
                "score": self.row_scores[seat][r],
            }
            for r, cells in enumerate(written)
        ]
        running: RunningRow | None = None
        hit_now = []
        cross_at = None
        if current < ROWS:
            cells = written[current]
            points, hits = row_points(cells, PRINTED[current])
            running = {"points": points, "hits": hits, "bonus": BONUS[hits], "complete": None not in cells}
            if self.phase != "over" and None in cells:
                cross_at = cells.index(None)
            if self.phase == "enter" and not self.entered[seat]:
                for colour in COLOURS:
                    pos = sheet.position(current, colour)
                    if cells[pos] is None and self.dice[colour] == PRINTED[current][pos]:
                        hit_now.append(colour)
        return {
            "sheet": sheet.letter,
            "rows": rows,
            "current_row": current,
            "running": running,
            "entered": self.entered[seat] if self.phase == "enter" else False,
            "cross_at": cross_at,
            "hit_now": hit_now,
        }

    def _view(self, seat: int | None) -> BullseyeView:
        fresh = self.phase != "roll"  # before the roll, the dice on the table belong to the last turn: not shown
        view: BullseyeView = {
            "scoresheets": [self._sheet_view(s, seat) for s in range(len(self.seats))],
            "dice": [
                {
                    "colour": c,
                    "value": self.dice.get(c) if fresh else None,
                    "kept": self.phase == "decide" and self.dice[c] == 1,  # ones stay put if the roller rerolls
                }
                for c in COLOURS
            ],
            "active": self.active,
            "turn": self.turn,
            "reroll_used": self.rerolled,
        }
        return view

    # ----- bots --------------------------------------------------------------------------------------------------
    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(cast(BotView, view), legal, level, rng)
