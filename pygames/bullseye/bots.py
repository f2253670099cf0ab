"""Bullseye bots. Each decides from its seat's view only: its own current row, the dice and the other sheets' progress.

With other players, speed matters as much as points: the game ends when anyone completes row 5, and a row not
started then scores nothing. A fast greedy player ends the game around turn 15, a careful one needs about 25 turns.

- easy: greedy. Writes every die it can (the largest sum) and crosses only when nothing fits; rerolls only then too.
  It is fast without meaning to be.
- normal: a heuristic. Each open field is worth about what it may still bring (a little under its printed number), so it
  writes a die when the die beats that worth (always a hit), otherwise the single least costly die or a cross. Unless
  its sheet is ahead of every other one it hurries: it values open fields lower, so it writes more dice per turn.
  It rerolls by a rule of thumb: when fewer than two dice fit its row.
- hard: expected value. The exact per-row optimum of :mod:`pygames.bullseye.strategy`: the entry that maximises points
  now plus the expected rest of the row, and a reroll whenever the expected best entry after it beats the present one.
  Against others it prices time: it estimates how many turns the fastest other player needs to finish and buys just
  enough speed (the cheapest turn cost whose expected pace finishes its own rows by then). On the certain last turn
  (another sheet is in row 5 with one open field, so any entry completes it) it takes the most points for its row as
  it stands.

Entries are blind until everyone has entered: a view shows the other sheets as they stood at the roll, so every bot
judges the others by that, never by what they write this turn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pygames.bullseye.sheets import BONUS, COLOURS, FIELDS, ROWS, SHEETS
from pygames.bullseye.strategy import TURN_COSTS, RowPlan, cross_mask, pace_table, row_plan
from pygames.bullseye.views import BotView, BullseyeView, SheetView
from pygames.core import Action

# normal's estimate of what an open field with printed number p is still worth, and the extra for a hit
NORMAL_FIELD_WORTH = {p: 0.75 * p + 0.5 for p in range(1, 7)}
NORMAL_HURRIED_WORTH = {p: 0.5 * p - 1 for p in range(1, 7)}  # unless its sheet is ahead of all the others
NORMAL_HIT_EXTRA = 2.0
NORMAL_REROLL_BELOW = 2  # normal rerolls when fewer dice than this fit its row
# hard's guess of another player's pace before it has seen much of it: fields per turn, and the weight in turns
PRIOR_PACE = 1.2
PRIOR_TURNS = 2
TIE = 1e-9

Entry = dict[int, int]  # {position in the row: die written there}; empty means "cross the leftmost open field"


@dataclass(frozen=True)
class Row:
    """The bot's current row as its view shows it, with what the rest of the table means for it."""

    printed: tuple[int, ...]  # by position, left to right
    colours: tuple[str, ...]  # by position
    mask: int  # filled positions (written or crossed)
    hits: int
    players: int
    turn_cost: float  # hard: the price of a turn
    hurry: bool  # normal: another sheet has as many fields filled or more
    last_turn: bool  # another player must complete row 5 this turn (one field left): the game ends after it

    def position(self, colour: str) -> int:
        return self.colours.index(colour)

    def fits(self, colour: str, die: int) -> bool:
        pos = self.position(colour)
        return not self.mask >> pos & 1 and die <= self.printed[pos]

    def leftmost_open(self) -> int:
        return (cross_mask(self.mask) ^ self.mask).bit_length() - 1

    def plan(self) -> RowPlan:
        return row_plan(self.printed, self.players, self.turn_cost)


# ----- reading the view -------------------------------------------------------------------------------------------
def filled_fields(player: SheetView) -> int:
    return sum(1 for row in player["rows"] for cell in row["cells"] if cell is not None)


def turns_to_finish(view: BullseyeView, player: SheetView) -> float:
    """A guess of how many more turns this player needs to complete row 5, from the pace it has shown.

    Another sheet shows the entries of the turns before this one only (this turn's are blind)."""
    filled = filled_fields(player)
    entries_made: int = view["turn"] - 1
    pace = (filled + PRIOR_PACE * PRIOR_TURNS) / (entries_made + PRIOR_TURNS)
    return (ROWS * FIELDS - filled) / pace


def price_of_time(view: BullseyeView, others: list[SheetView], me: SheetView, open_fields: int) -> float:
    """The cheapest turn cost whose expected pace completes this player's rows before the fastest other one."""
    if not others:
        return 0.0  # solo: nothing can cut the game short
    horizon = min(turns_to_finish(view, p) for p in others)
    table = pace_table()[len(view["scoresheets"])]
    row = me["current_row"]
    for cost in TURN_COSTS:
        turns = table[cost]
        needed = turns[row] * open_fields / FIELDS + sum(turns[row + 1 :])
        if needed <= horizon:
            return cost
    return TURN_COSTS[-1]


def must_finish(player: SheetView) -> bool:
    """The player's row 5 has one open field, so its entry this turn, whatever it is, completes the sheet.

    Read from the row as it stood at the roll: every entry fills at least one field, so this holds whether or not the
    player has entered yet."""
    if player["current_row"] != ROWS - 1:
        return False
    return player["rows"][ROWS - 1]["cells"].count(None) == 1


def read_row(view: BotView, level: str = "hard") -> Row:
    """The bot's current row, from its seat's view and the printed sheets (static data, the same for everyone)."""
    seat = view["seat"]
    me = view["scoresheets"][seat]
    row = me["rows"][me["current_row"]]
    running = me["running"]
    assert running is not None  # a seat that must enter has a current row
    layout = SHEETS[me["sheet"]].rows[me["current_row"]]
    mask = 0
    for pos, cell in enumerate(row["cells"]):
        if cell is not None:
            mask |= 1 << pos
    others = [p for s, p in enumerate(view["scoresheets"]) if s != seat]
    return Row(
        printed=tuple(f.printed for f in layout),
        colours=tuple(f.colour for f in layout),
        mask=mask,
        hits=running["hits"],
        players=len(view["scoresheets"]),
        turn_cost=price_of_time(view, others, me, FIELDS - mask.bit_count()) if level == "hard" else 0.0,
        hurry=any(filled_fields(p) >= filled_fields(me) for p in others),
        last_turn=any(must_finish(p) for p in others),
    )


def read_dice(view: BullseyeView) -> dict[str, int]:
    """The dice on the table (only read once they are rolled)."""
    return {d["colour"]: d["value"] for d in view["dice"] if d["value"] is not None}


def entry_of(action: Action, row: Row) -> Entry:
    if action["type"] == "cross":
        return {}
    return {row.position(colour): die for colour, die in action["fields"].items()}


def all_entries(row: Row, dice: dict[str, int]) -> list[Entry]:
    """Every entry the row allows with these dice: each non-empty set of fitting dice, and the cross."""
    fitting = [(row.position(c), dice[c]) for c in COLOURS if row.fits(c, dice[c])]
    entries: list[Entry] = [{}]
    for subset in range(1, 1 << len(fitting)):
        entries.append({pos: die for i, (pos, die) in enumerate(fitting) if subset >> i & 1})
    return entries


# ----- evaluators: higher is better -------------------------------------------------------------------------------
def easy_value(row: Row, entry: Entry) -> float:
    return sum(entry.values()) if entry else -1.0


def normal_value(row: Row, entry: Entry) -> float:
    worth = NORMAL_HURRIED_WORTH if row.hurry else NORMAL_FIELD_WORTH
    if not entry:
        return -worth[row.printed[row.leftmost_open()]]
    return sum(
        die + (NORMAL_HIT_EXTRA if die == row.printed[pos] else 0.0) - worth[row.printed[pos]]
        for pos, die in entry.items()
    )


def normal_choose(row: Row, entries: list[Entry]) -> Entry:
    """The gaining dice all together; if none gains, the least costly single die or the cross."""
    singles = [entry for entry in entries if len(entry) == 1]
    gaining = {pos: die for entry in singles if normal_value(row, entry) > 0 for pos, die in entry.items()}
    if gaining:
        return gaining
    return max(entries, key=lambda e: normal_value(row, e) if len(e) <= 1 else float("-inf"))


def hard_value(row: Row, entry: Entry) -> float:
    if row.last_turn:  # the row will count as it stands: points now and the bonus for its hits
        hits = row.hits + sum(1 for pos, die in entry.items() if die == row.printed[pos])
        return sum(entry.values()) + BONUS[hits]
    return row.plan().entry_value(row.mask, row.hits, entry)


# ----- decisions --------------------------------------------------------------------------------------------------
def choose_entry(row: Row, entries: list[Entry], level: str, rng: random.Random) -> Entry:
    if level == "normal":
        return normal_choose(row, entries)
    value = hard_value if level == "hard" else easy_value
    scored = [(value(row, e), i) for i, e in enumerate(entries)]
    top = max(score for score, _ in scored)
    return entries[rng.choice([i for score, i in scored if score >= top - TIE])]


def wants_reroll(row: Row, dice: dict[str, int], level: str) -> bool:
    fitting = sum(1 for colour in COLOURS if row.fits(colour, dice[colour]))
    if level == "easy":
        return fitting == 0
    if level == "normal":
        return fitting < NORMAL_REROLL_BELOW  # a rule of thumb, not a weighing of what a reroll may bring
    plan = row.plan()
    now = max(plan.entry_value(row.mask, row.hits, e) for e in all_entries(row, dice))
    ones = 0
    for colour, die in dice.items():
        if die == 1:
            ones |= 1 << row.position(colour)
    return plan.reroll_value(row.mask, row.hits, ones) > now + TIE


def choose(view: BotView, legal: list[Action], level: str, rng: random.Random) -> Action:
    phase = view["phase"]
    if phase == "roll":
        return {"type": "roll"}
    row = read_row(view, level)
    if phase == "decide":
        reroll: Action = {"type": "reroll"}
        return reroll if reroll in legal and wants_reroll(row, read_dice(view), level) else {"type": "keep"}
    entries = [entry_of(a, row) for a in legal]
    chosen = choose_entry(row, entries, level, rng)
    return legal[entries.index(chosen)]
