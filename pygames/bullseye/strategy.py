"""The expected-value optimum for one row of a Bullseye sheet, by dynamic programming (the hard bot's brain).

A row's future depends only on which of its six fields are filled (written or crossed: a 6-bit mask over the positions,
left to right) and how many exact hits it holds; the numbers already written are banked. So the state is
(mask, hits), and its value is the expected number of points still to come from the row: numbers yet to be written
plus the final bonus for all its hits. A complete row is worth ``BONUS[hits]``.

Each turn the row must take at least one entry: write a non-empty set of placeable dice, or cross the leftmost open
field. Only the dice of open fields matter, and per open field with printed number p a die is either too high
(probability (6 - p)/6) or one of 1..p; so a state's possible rolls fall into at most 7*6*5*4*3*2 = 5040 classes.

When the player is the active one they may reroll every die except the ones, once, after seeing the first roll; the
value of rerolling given which open fields show a one is the average of the best entry over the rerolled dice, found for
every set of ones at once by reducing each field's axis to "fixed at one" / "averaged". With n players a player is
active one turn in n; the table mixes the two kinds of turn in that proportion (exact for solo play, an approximation
otherwise, as is assuming that the other active players keep their first roll).

Rows are independent except through time: the game ends when anyone completes row 5, and rows not started then score
nothing. A price per turn (``turn_cost``) lets the same DP trade points for speed; with no price it is the exact
optimum of solo play.

One table takes about 0.15 s in CPython (more in Pyodide), so the tables for every row, number of players and price in
``TURN_COSTS`` are computed ahead and shipped in ``data/tables.json`` (``python -m pygames.bullseye.make_tables``), with
the expected number of turns each row takes at each price, from which the bot chooses its price. :func:`row_plan` reads
them; :func:`solve_row` computes a table (the tests check that the two agree).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources

from pygames.bullseye.sheets import BONUS, FIELDS, MAX_DIE, PRINTED

FULL = (1 << FIELDS) - 1
STRIDE = FIELDS + 1  # a flat table index is mask * STRIDE + hits
TURN_COSTS: tuple[float, ...] = (0.0, 2.0, 4.0, 6.0, 8.0)  # the prices of a turn the bot chooses from; beyond 8 speed
# costs more than it brings (points per turn peak there)
TABLES_FILE = "tables.json"  # in data/, written by python -m pygames.bullseye.make_tables


@dataclass(frozen=True)
class RowPlan:
    """Expected values for one row layout, one number of players and one price of a turn."""

    printed: tuple[int, ...]
    players: int
    turn_cost: float
    values: tuple[float, ...]  # [mask * STRIDE + hits]: expected points still to come, less the price of the turns

    def value(self, mask: int, hits: int) -> float:
        return self.values[mask * STRIDE + hits]

    def entry_value(self, mask: int, hits: int, writes: dict[int, int]) -> float:
        """Points gained now plus the value of the state after writing ``{position: die}`` (empty: cross)."""
        if not writes:
            return self.value(cross_mask(mask), hits)
        gained = sum(writes.values())
        new_hits = hits + sum(1 for pos, die in writes.items() if die == self.printed[pos])
        new_mask = mask
        for pos in writes:
            new_mask |= 1 << pos
        return gained + self.value(new_mask, new_hits)

    def reroll_value(self, mask: int, hits: int, ones_mask: int) -> float:
        """The expected value of the best entry after rerolling every die but the ones; ``ones_mask`` holds the
        positions whose die shows a one (filled positions are ignored)."""
        by_ones = _reroll_table(self, mask, hits)
        index = 0
        for pos in _open_positions(mask):
            index = index * 2 + (0 if ones_mask >> pos & 1 else 1)
        return by_ones[index]


def cross_mask(mask: int) -> int:
    """The mask after crossing the leftmost open field."""
    leftmost_open = next(pos for pos in range(FIELDS) if not mask >> pos & 1)
    return mask | 1 << leftmost_open


def _open_positions(mask: int) -> list[int]:
    return [pos for pos in range(FIELDS) if not mask >> pos & 1]


# One roll class of a state: its probability, the writes it allows as (flat index offset, points gained), and
# the index of its "which open dice show a one" pattern in the reduced reroll table.
_Leaf = tuple[float, list[tuple[int, int]], int]


def _leaves(mask: int, printed: tuple[int, ...]) -> Iterator[_Leaf]:
    """Every roll class of the open fields, in mixed-radix order (first open field most significant), one at a time:
    with six open fields there are up to 5040 of them, several MiB with their writes as one list, which grew the wasm
    heap for good (it never shrinks) for a reroll table that needs only each class's best value."""
    open_positions = _open_positions(mask)
    sixth = 1 / MAX_DIE

    def walk(depth: int, prob: float, writes: list[tuple[int, int]], ones_index: int) -> Iterator[_Leaf]:
        if depth == len(open_positions):
            yield (prob, writes[1:], ones_index)  # writes[0] is the empty set: not an entry
            return
        pos = open_positions[depth]
        number = printed[pos]
        if number < MAX_DIE:  # the die is too high for this field
            yield from walk(depth + 1, prob * (MAX_DIE - number) / MAX_DIE, writes, ones_index * 2 + 1)
        for die in range(1, number + 1):
            offset = (1 << pos) * STRIDE + (die == number)
            extended = writes + [(index + offset, gained + die) for index, gained in writes]
            yield from walk(depth + 1, prob * sixth, extended, ones_index * 2 + (die != 1))

    return walk(0, 1.0, [(mask * STRIDE, 0)], 0)


def _best_entries(
    leaves: Iterable[_Leaf], values: list[float] | tuple[float, ...], mask: int, hits: int
) -> list[float]:
    """The value of the best entry for every roll class of the state (mask, hits)."""
    shifted = values[hits:]  # shifted[index] == values[index + hits]
    crossing = values[cross_mask(mask) * STRIDE + hits]
    return [max(crossing, max([g + shifted[i] for i, g in writes])) if writes else crossing for _, writes, _ in leaves]


def _reduce_to_ones(best: list[float], mask: int, printed: tuple[int, ...]) -> list[float]:
    """From the best value of every roll class, the average over rerolled dice for every set of kept ones.

    The result is indexed in base 2 over the open fields (first most significant): digit 0 = that die shows a one and
    is kept, digit 1 = that die is rerolled (averaged over 1..6)."""
    table = best
    block = 1  # size of the already-reduced trailing axes
    for pos in reversed(_open_positions(mask)):
        number = printed[pos]
        radix = number + (number < MAX_DIE)
        weights = ([(MAX_DIE - number) / MAX_DIE] if number < MAX_DIE else []) + [1 / MAX_DIE] * number
        one_digit = 1 if number < MAX_DIE else 0
        outer = len(table) // (radix * block)
        reduced = [0.0] * (outer * 2 * block)
        for o in range(outer):
            for u in range(block):
                base = o * radix * block + u
                reduced[(o * 2) * block + u] = table[base + one_digit * block]
                reduced[(o * 2 + 1) * block + u] = sum(w * table[base + d * block] for d, w in enumerate(weights))
        table = reduced
        block *= 2
    return table


@functools.lru_cache(maxsize=256)
def solve_row(printed: tuple[int, ...], players: int, turn_cost: float = 0.0) -> RowPlan:
    """The exact DP over (mask, hits) for a row with these printed numbers (by position) and this many players.

    ``turn_cost`` is charged for every turn the row takes: 0 maximises the row's points (right for solo play, where
    nothing cuts the game short); a positive cost trades points for speed when another player threatens to end the
    game before this player's rows are done (a Lagrangian price of time)."""
    active_share = 1 / players
    values = [0.0] * ((FULL + 1) * STRIDE)
    for hits in range(FIELDS + 1):
        values[FULL * STRIDE + hits] = BONUS[hits]
    for mask in sorted(range(FULL), key=lambda m: -m.bit_count()):  # fuller masks first: they are the successors
        leaves = list(_leaves(mask, printed))
        for hits in range(mask.bit_count() + 1):
            best = _best_entries(leaves, values, mask, hits)
            keeping = sum(leaf[0] * b for leaf, b in zip(leaves, best, strict=True))
            by_ones = _reduce_to_ones(best, mask, printed)
            with_reroll = sum(leaf[0] * max(b, by_ones[leaf[2]]) for leaf, b in zip(leaves, best, strict=True))
            values[mask * STRIDE + hits] = active_share * with_reroll + (1 - active_share) * keeping - turn_cost
    return RowPlan(printed, players, turn_cost, tuple(values))


@functools.lru_cache(maxsize=1024)
def _reroll_table(plan: RowPlan, mask: int, hits: int) -> tuple[float, ...]:
    """The value of rerolling in state (mask, hits) for every set of kept ones (computed on demand, at most a few
    hundredths of a second: only an active player deciding whether to reroll needs it)."""
    best = _best_entries(_leaves(mask, plan.printed), plan.values, mask, hits)
    return tuple(_reduce_to_ones(best, mask, plan.printed))


def reachable_states() -> list[tuple[int, int]]:
    """The (mask, hits) pairs a row can be in (no more hits than filled fields), in the order tables.json lists them."""
    return [(mask, hits) for mask in range(FULL + 1) for hits in range(mask.bit_count() + 1)]


@dataclass(frozen=True)
class Tables:
    """The shipped tables: per players and turn cost, each row's values and expected turns from empty."""

    values: dict[tuple[int, float, int], tuple[float, ...]]  # (players, cost, row) -> values over reachable_states()
    turns: dict[int, dict[float, tuple[float, ...]]]  # players -> cost -> expected turns of each row


@functools.cache
def shipped_tables() -> Tables:
    raw = json.loads(resources.files("pygames.bullseye").joinpath("data", TABLES_FILE).read_text("utf-8"))
    values: dict[tuple[int, float, int], tuple[float, ...]] = {}
    turns: dict[int, dict[float, tuple[float, ...]]] = {}
    for players, by_cost in raw["tables"].items():
        for cost, rows in by_cost.items():
            turns.setdefault(int(players), {})[float(cost)] = tuple(row["turns"] for row in rows)
            for index, row in enumerate(rows):
                values[(int(players), float(cost), index)] = tuple(row["values"])
    return Tables(values, turns)


def pace_table() -> dict[int, dict[float, tuple[float, ...]]]:
    """{players: {turn cost: expected turns of each row from empty}}."""
    return shipped_tables().turns


@functools.lru_cache(maxsize=256)
def row_plan(printed: tuple[int, ...], players: int, turn_cost: float) -> RowPlan:
    """The plan for a row with these printed numbers from the shipped tables, or computed if they do not hold it."""
    row = PRINTED.index(printed) if printed in PRINTED else -1
    stored = shipped_tables().values.get((players, turn_cost, row))
    if stored is None:
        return solve_row(printed, players, turn_cost)
    values = [0.0] * ((FULL + 1) * STRIDE)
    for (mask, hits), value in zip(reachable_states(), stored, strict=True):
        values[mask * STRIDE + hits] = value
    return RowPlan(printed, players, turn_cost, tuple(values))
