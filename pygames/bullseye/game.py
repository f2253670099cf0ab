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

Decisions where the rulebook is silent: seat i plays sheet A, B, C... in seat order; seat 0 rolls first; solo play is
allowed; a tie for the top score is a shared win.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pygames.bullseye import bots
from pygames.bullseye.sheets import (
    BONUS,
    COLOUR_NAMES,
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
from pygames.core import Action, Game, GameInfo, IllegalAction, Result, View, require

ROLL, DECIDE, ENTER, OVER = "roll", "decide", "enter", "over"  # the phases of a turn (and the end)


def describe_dice(dice: dict[str, int]) -> str:
    return ", ".join(f"{COLOUR_NAMES[c]} {dice[c]}" for c in COLOURS)


class Bullseye(Game):
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
        self.phase = ROLL
        self.dice: dict[str, int] = {}  # empty until the first roll
        self.rerolled = False
        self.entered: list[bool] = [False] * count
        self.events: list[str] = [f"Turn 1: {self.seats[0].name} rolls first."]
        self.final: Result | None = None

    # ----- queries -----------------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == ENTER:
            return [seat for seat, done in enumerate(self.entered) if not done]
        if self.phase in (ROLL, DECIDE):
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
        if self.phase == ROLL:
            return [{"type": "roll"}]
        if self.phase == DECIDE:
            can_reroll = any(value != 1 for value in self.dice.values())
            return ([{"type": "reroll"}] if can_reroll else []) + [{"type": "keep"}]
        colours = self.placeable(seat)
        writes: list[Action] = []
        for subset in range(1, 1 << len(colours)):  # every non-empty subset: at most 63 writes
            chosen = [c for i, c in enumerate(colours) if subset >> i & 1]
            writes.append({"type": "write", "fields": {c: self.dice[c] for c in chosen}})
        writes.sort(key=lambda a: (len(a["fields"]), [COLOURS.index(c) for c in a["fields"]]))
        return [*writes, {"type": "cross"}]

    # ----- actions -----------------------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> None:
        kind = action["type"]
        if kind == "roll":
            self._check_keys(action, set())
            require(self.phase == ROLL, "the dice have already been rolled this turn")
            self._roll(seat, reroll=False)
        elif kind == "reroll":
            self._check_keys(action, {"dice"})
            self._check_reroll(action)
            self._roll(seat, reroll=True)
        elif kind == "keep":
            self._check_keys(action, set())
            require(self.phase == DECIDE, self._not_deciding())
            self.events.append(f"{self.seats[seat].name} keeps the dice.")
            self.phase = ENTER
        elif kind == "write":
            self._check_keys(action, {"fields"})
            require(self.phase == ENTER, "entries are made after the dice are final")
            writes = self._check_write(seat, action.get("fields"))
            self._write(seat, writes)
        elif kind == "cross":
            self._check_keys(action, set())
            require(self.phase == ENTER, "entries are made after the dice are final")
            self._cross(seat)
        else:
            raise IllegalAction(f"Bullseye has no action {kind!r} (roll, reroll, keep, write or cross)")

    @staticmethod
    def _check_keys(action: Action, allowed: set[str]) -> None:
        extra = sorted(set(action) - {"type"} - allowed)
        if (action["type"], extra) in (("write", ["cross"]), ("cross", ["fields"])):
            raise IllegalAction("an entry is either numbers or one cross, never both")
        require(not extra, f"a {action['type']} action has no field {', '.join(map(repr, extra))}")

    def _not_deciding(self) -> str:
        if self.phase == ROLL:
            return "roll the dice first"
        return "the dice are final for this turn" + (" (the reroll has been used)" if self.rerolled else "")

    def _check_reroll(self, action: Action) -> None:
        require(self.phase == DECIDE, self._not_deciding())
        rerolled = [c for c in COLOURS if self.dice[c] != 1]
        require(bool(rerolled), "every die shows 1: there is nothing to reroll")
        if "dice" in action:  # optional: the dice the player means to reroll, which must be all but the ones
            named = action["dice"]
            require(isinstance(named, list) and all(isinstance(c, str) for c in named), "dice is a list of colours")
            for colour in named:
                require(colour in COLOURS, f"there is no {colour!r} die (colours are {' '.join(COLOURS)})")
                require(self.dice[colour] != 1, f"the {COLOUR_NAMES[colour]} die shows 1: ones must be kept")
            require(
                sorted(named, key=COLOURS.index) == rerolled,
                "a reroll takes every die that does not show 1: " + ", ".join(COLOUR_NAMES[c] for c in rerolled),
            )

    def _check_write(self, seat: int, fields: Any) -> dict[str, int]:
        require(isinstance(fields, dict) and bool(fields), 'a write names one or more dice: {"fields": {"K": 1}}')
        row = self.current_row[seat]
        sheet = self.sheets[seat]
        writes: dict[str, int] = {}
        for colour, value in fields.items():
            require(colour in COLOURS, f"there is no {colour!r} die (colours are {' '.join(COLOURS)})")
            name = COLOUR_NAMES[colour]
            require(
                isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_DIE,
                f"the {name} value must be a number from 1 to 6",
            )
            rolled = self.dice[colour]
            require(value == rolled, f"the {name} die shows {rolled}, not {value}")
            pos = sheet.position(row, colour)
            field = sheet.rows[row][pos]
            cell = self.cells[seat][row][pos]
            used = "crossed out" if cell == CROSSED else "used"
            require(cell is None, f"the {name} field of row {row + 1} is already {used}")
            require(
                value <= field.printed,
                f"the {name} {value} does not fit the {name} {field.printed} field (it must not be higher)",
            )
            writes[colour] = value
        return writes

    def _roll(self, seat: int, reroll: bool) -> None:
        name = self.seats[seat].name
        if reroll:
            rolled = [c for c in COLOURS if self.dice[c] != 1]
            for colour in rolled:
                self.dice[colour] = self.rng.randint(1, MAX_DIE)
            kept = len(COLOURS) - len(rolled)
            kept_text = f", keeping {kept} one{'s' if kept != 1 else ''}" if kept else ""
            self.events.append(f"{name} rerolls {len(rolled)} dice{kept_text}: {describe_dice(self.dice)}.")
            self.rerolled = True
            self.phase = ENTER
        else:
            self.dice = {colour: self.rng.randint(1, MAX_DIE) for colour in COLOURS}
            self.events.append(f"{name} rolls {describe_dice(self.dice)}.")
            self.phase = DECIDE

    def _write(self, seat: int, writes: dict[str, int]) -> None:
        row = self.current_row[seat]
        sheet = self.sheets[seat]
        parts = []
        for colour in COLOURS:
            if colour in writes:
                pos = sheet.position(row, colour)
                self.cells[seat][row][pos] = writes[colour]
                hit = writes[colour] == sheet.rows[row][pos].printed
                parts.append(f"{COLOUR_NAMES[colour]} {writes[colour]}" + (" (bullseye)" if hit else ""))
        listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        self.events.append(f"{self.seats[seat].name} writes {listed} in row {row + 1}.")
        self._entered(seat)

    def _cross(self, seat: int) -> None:
        row = self.current_row[seat]
        cells = self.cells[seat][row]
        pos = cells.index(None)  # the current row always has an open field while the game runs
        cells[pos] = CROSSED
        field = self.sheets[seat].rows[row][pos]
        self.events.append(
            f"{self.seats[seat].name} crosses out the {COLOUR_NAMES[field.colour]} {field.printed} in row {row + 1}."
        )
        self._entered(seat)

    def _entered(self, seat: int) -> None:
        self.entered[seat] = True
        if all(self.entered):
            self._end_turn()

    # ----- end of a turn, end of the game ------------------------------------------------------------------------
    def _score_row(self, seat: int, complete: bool) -> None:
        row = self.current_row[seat]
        total, hits = row_points(self.cells[seat][row], PRINTED[row])
        score = total + BONUS[hits]
        self.row_scores[seat][row] = score
        hit_text = f"{hits} bullseye{'s' if hits != 1 else ''}"
        if complete:
            self.events.append(
                f"{self.seats[seat].name} completes row {row + 1}: {total} + {BONUS[hits]} for {hit_text} = {score}."
            )
        else:
            self.events.append(
                f"{self.seats[seat].name}'s row {row + 1} counts as it stands: "
                f"{total} + {BONUS[hits]} for {hit_text} = {score}."
            )

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
        self.phase = ROLL
        self.rerolled = False
        self.entered = [False] * len(self.seats)
        self.events.append(f"Turn {self.turn}: {self.seats[self.active].name} rolls.")

    def _end_game(self, finishers: list[int]) -> None:
        names = [self.seats[s].name for s in finishers]
        self.events.append(f"{' and '.join(names)} completed row {ROWS}: the game ends.")
        for seat in range(len(self.seats)):
            row = self.current_row[seat]
            if row < ROWS and any(cell is not None for cell in self.cells[seat][row]):
                self._score_row(seat, complete=False)
        totals = [self.total(seat) for seat in range(len(self.seats))]
        best = max(totals)
        winners = [seat for seat, total in enumerate(totals) if total == best]
        winner_names = " and ".join(self.seats[s].name for s in winners)
        ended_by = " and ".join(names)
        if len(self.seats) == 1:
            reason = f"{ended_by} completed all five rows with {best} points."
        elif len(winners) == 1:
            reason = f"{ended_by} completed row 5; {winner_names} wins with {best} points."
        else:
            reason = f"{ended_by} completed row 5; {winner_names} share the win with {best} points."
        self.events.append(reason)
        scores: list[float] = [t for t in totals]  # whole numbers, so the JSON shows 88, not 88.0
        self.final = {"winners": winners, "scores": scores, "reason": reason}
        self.phase = OVER

    def total(self, seat: int) -> int:
        return sum(score for score in self.row_scores[seat] if score is not None)

    def result(self) -> Result | None:
        return self.final

    # ----- views -------------------------------------------------------------------------------------------------
    def _player_view(self, seat: int, acting: list[int]) -> dict[str, Any]:
        sheet = self.sheets[seat]
        rows = []
        for r in range(ROWS):
            cells = self.cells[seat][r]
            fields = [
                {
                    "colour": f.colour,
                    "printed": f.printed,
                    "value": cell or None,  # None for open and for crossed (0)
                    "crossed": cell == CROSSED,
                    "hit": cell == f.printed,
                }
                for f, cell in zip(sheet.rows[r], cells, strict=True)
            ]
            total, hits = row_points(cells, PRINTED[r])
            rows.append(
                {
                    "fields": fields,
                    "complete": None not in cells,
                    "hits": hits,
                    "points": total,  # written numbers so far
                    "bonus": BONUS[hits],
                    "score": self.row_scores[seat][r],  # None until the row is scored
                }
            )
        return {
            "seat": seat,
            "name": self.seats[seat].name,
            "bot": self.seats[seat].bot,
            "sheet": sheet.letter,
            "rows": rows,
            "current_row": self.current_row[seat],  # 0-based; 5 once all rows are complete
            "total": self.total(seat),
            "entered": self.entered[seat] if self.phase == ENTER else False,
            "to_act": seat in acting,
        }

    def view(self, seat: int | None) -> View:
        acting = self.to_act()
        fresh = self.phase != ROLL  # before the roll, the dice on the table belong to the last turn: not shown
        final = self.final  # copied below: a view must not share lists with the state
        result = None if final is None else {**final, "winners": [*final["winners"]], "scores": [*final["scores"]]}
        return {
            "game": "bullseye",
            "you": seat,
            "players": [self._player_view(s, acting) for s in range(len(self.seats))],
            "dice": [
                {
                    "colour": c,
                    "name": COLOUR_NAMES[c],
                    "value": self.dice.get(c) if fresh else None,
                    "kept": self.phase == DECIDE and self.dice[c] == 1,  # ones stay put if the roller rerolls
                }
                for c in COLOURS
            ],
            "phase": self.phase,
            "active": self.active,
            "active_name": self.seats[self.active].name,
            "turn": self.turn,
            "reroll_used": self.rerolled,
            "to_act": acting,
            "colours": dict(COLOUR_NAMES),
            "bonus": list(BONUS),
            "log": list(self.events),
            "result": result,
        }

    # ----- bots --------------------------------------------------------------------------------------------------
    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(view, legal, level, rng)
