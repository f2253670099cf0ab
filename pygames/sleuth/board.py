"""The Sleuth board: read from the ASCII map in ``data/board.txt``, and movement on it.

Squares are ``(x, y)`` pairs, x = column 0..23 from the left, y = row 0..24 from the top. A token stands either on a
corridor square or in a room (a room holds any number of tokens, so a token in a room has no square).

Movement follows the rules file: a move is a path of exactly the rolled number of orthogonal steps along corridor
squares, never entering a square twice, never onto or through a square another token stands on. Going through a
door into a room is one step and ends the move, so a room may be entered with fewer steps than rolled. Leaving a
room, the square outside the door used is the first step. A move may not enter the room it left.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from pygames.sleuth.cards import ROOMS, SUSPECTS

Square = tuple[int, int]

_ARROWS: dict[str, tuple[int, int]] = {"^": (0, -1), "v": (0, 1), "<": (-1, 0), ">": (1, 0)}
_WALL, _CORRIDOR, _CENTRE = "#", ".", "X"
_START_DIGITS = "123456"


class BoardError(ValueError):
    """The board data file does not describe a playable board."""


@dataclass(frozen=True)
class Door:
    room: str
    cell: Square  # the room square drawn with the door's arrow
    square: Square  # the corridor square just outside the door
    direction: str  # "^", "v", "<" or ">": the side of the room square the door is in


@dataclass(frozen=True, eq=False)  # compared by identity, so it can key the caches below
class Board:
    width: int
    height: int
    rows: tuple[str, ...]  # the map as drawn in data/board.txt
    legend: dict[str, str]  # room letter -> room name
    corridor: frozenset[Square]  # every square a token may stand on outside rooms (start squares included)
    room_cells: dict[str, tuple[Square, ...]]
    doors: tuple[Door, ...]
    passages: dict[str, str]  # room -> the room its secret passage leads to (both ways)
    starts: dict[str, Square]  # suspect -> start square
    centre: tuple[Square, ...]

    # ----- derived look-ups ---------------------------------------------------------------------------------------
    def doors_of(self, room: str) -> list[Door]:
        return [door for door in self.doors if door.room == room]

    def rooms_entered_from(self, square: Square) -> list[str]:
        """The rooms with a door right next to ``square`` (a token there can step into them)."""
        return _rooms_entered_from(self)[square]

    def neighbours(self, square: Square) -> list[Square]:
        return _neighbours(self)[square]

    def room_at(self, square: Square) -> str | None:
        letter = self.rows[square[1]][square[0]]
        if letter in self.legend:
            return self.legend[letter]
        for door in self.doors:
            if door.cell == square:
                return door.room
        return None

    # ----- movement -----------------------------------------------------------------------------------------------
    def reachable(self, start: Square | str, steps: int, occupied: Iterable[Square]) -> tuple[list[Square], list[str]]:
        """Where a token at ``start`` (a square or a room name) may move with a roll of ``steps``.

        Returns the corridor squares reachable in exactly ``steps`` and the rooms enterable within ``steps``,
        both sorted. ``occupied`` holds the squares of the other tokens (the mover's own square does not block).
        """
        blocked = frozenset(occupied)
        index = _square_index(self)
        adjacency = _adjacency(self)
        entries = _entries(self)
        squares_found: set[int] = set()
        rooms_found: set[str] = set()
        blocked_bits = 0
        for square in blocked:
            if square in index:
                blocked_bits |= 1 << index[square]

        if isinstance(start, str):
            left_room: str | None = start
            # Leaving a room: the square outside the chosen door is the first step.
            first_steps = sorted({index[door.square] for door in self.doors_of(start) if door.square not in blocked})
            starts = [(i, 1) for i in first_steps]
        else:
            left_room = None
            starts = [(index[start], 0)]

        def walk(at: int, used: int, visited: int) -> None:
            if used == steps:
                squares_found.add(at)
                return
            for room in entries[at]:
                if room != left_room:
                    rooms_found.add(room)
            for nxt in adjacency[at]:
                bit = 1 << nxt
                if not (visited | blocked_bits) & bit:
                    walk(nxt, used + 1, visited | bit)

        for at, used in starts:
            walk(at, used, 1 << at)
        order = _squares(self)
        return sorted(order[i] for i in squares_found), sorted(rooms_found, key=ROOMS.index)

    # ----- distances (for bots) -------------------------------------------------------------------------------
    def steps_to_room(self, room: str) -> dict[Square, int]:
        """Fewest steps from each corridor square into ``room`` (through a door), ignoring other tokens."""
        return _steps_to_room(self)[room]

    def steps_between_rooms(self, start: str, goal: str) -> int:
        """Fewest steps from inside ``start`` into ``goal`` by corridors (0 for the same room)."""
        if start == goal:
            return 0
        table = self.steps_to_room(goal)
        return min((1 + table[door.square] for door in self.doors_of(start) if door.square in table), default=99)

    def to_json(self) -> dict[str, object]:
        """The board for the renderer: the map, what its letters mean, doors, passages and start squares."""
        return {
            "width": self.width,
            "height": self.height,
            "rows": list(self.rows),
            "legend": dict(self.legend),
            "doors": [
                {"room": d.room, "cell": list(d.cell), "square": list(d.square), "direction": d.direction}
                for d in self.doors
            ],
            "passages": [[a, b] for a, b in self.passages.items() if ROOMS.index(a) < ROOMS.index(b)],
            "starts": {suspect: list(square) for suspect, square in self.starts.items()},
        }


# ----- loading ------------------------------------------------------------------------------------------------------
@cache
def load_board() -> Board:
    """The board of data/board.txt (read once)."""
    text = resources.files("pygames.sleuth").joinpath("data", "board.txt").read_text(encoding="utf-8")
    return parse_board(text)


def parse_board(text: str) -> Board:
    legend: dict[str, str] = {}
    start_digits: dict[str, str] = {}
    passage_pairs: list[tuple[str, str]] = []
    rows: list[str] = []
    in_map = False
    for raw in text.splitlines():
        if in_map:
            if raw.strip():
                rows.append(raw.rstrip("\n"))
            continue
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word == "map":
            in_map = True
        elif word == "room":
            letter, _, name = rest.partition(" ")
            legend[letter] = name
        elif word == "start":
            digit, _, suspect = rest.partition(" ")
            start_digits[digit] = suspect
        elif word == "passage":
            first, second = _split_two_rooms(rest)
            passage_pairs.append((first, second))
        else:
            raise BoardError(f"unknown line in the board file: {line!r}")

    if not rows:
        raise BoardError("the board file has no map")
    width, height = len(rows[0]), len(rows)
    if any(len(row) != width for row in rows):
        raise BoardError("every map row must have the same width")
    if sorted(legend.values()) != sorted(ROOMS):
        raise BoardError("the legend must name each room once")
    if sorted(start_digits.values()) != sorted(SUSPECTS):
        raise BoardError("the start lines must name each suspect once")

    known = set(legend) | set(_ARROWS) | {_WALL, _CORRIDOR, _CENTRE} | set(start_digits)
    corridor: set[Square] = set()
    centre: list[Square] = []
    starts: dict[str, Square] = {}
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char not in known:
                raise BoardError(f"unknown map symbol {char!r} at {(x, y)}")
            if char == _CORRIDOR:
                corridor.add((x, y))
            elif char == _CENTRE:
                centre.append((x, y))
            elif char in start_digits:
                corridor.add((x, y))
                if start_digits[char] in starts:
                    raise BoardError(f"start square {char} drawn twice")
                starts[start_digits[char]] = (x, y)
    if len(starts) != len(SUSPECTS):
        raise BoardError("every start square must be drawn on the map")

    room_cells, doors = _rooms_and_doors(rows, legend, corridor)
    passages: dict[str, str] = {}
    for first, second in passage_pairs:
        if first not in ROOMS or second not in ROOMS or first == second:
            raise BoardError(f"a passage joins two different rooms, not {first!r} and {second!r}")
        passages[first] = second
        passages[second] = first
    return Board(
        width=width,
        height=height,
        rows=tuple(rows),
        legend=legend,
        corridor=frozenset(corridor),
        room_cells={room: tuple(room_cells[room]) for room in ROOMS},
        doors=tuple(doors),
        passages=passages,
        starts={suspect: starts[suspect] for suspect in SUSPECTS},
        centre=tuple(centre),
    )


def _split_two_rooms(text: str) -> tuple[str, str]:
    """'Kitchen Study' or 'Dining Room Lounge': split at the boundary that leaves two room names."""
    words = text.split()
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        if first in ROOMS and second in ROOMS:
            return first, second
    raise BoardError(f"a passage line must name two rooms: {text!r}")


def _rooms_and_doors(
    rows: list[str], legend: dict[str, str], corridor: set[Square]
) -> tuple[dict[str, list[Square]], list[Door]]:
    """Group room squares (letters and door arrows) into 4-connected regions: one region per room."""
    in_room = {(x, y) for y, row in enumerate(rows) for x, char in enumerate(row) if char in legend or char in _ARROWS}
    room_cells: dict[str, list[Square]] = {room: [] for room in legend.values()}
    doors: list[Door] = []
    seen: set[Square] = set()
    for first in sorted(in_room, key=lambda s: (s[1], s[0])):
        if first in seen:
            continue
        region: list[Square] = []
        queue = deque([first])
        seen.add(first)
        while queue:
            x, y = queue.popleft()
            region.append((x, y))
            for dx, dy in _ARROWS.values():
                nxt = (x + dx, y + dy)
                if nxt in in_room and nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        letters = {rows[y][x] for x, y in region} - set(_ARROWS)
        if len(letters) != 1:
            raise BoardError(f"the room region at {first} must be drawn with exactly one letter, not {letters}")
        room = legend[letters.pop()]
        if room_cells[room]:
            raise BoardError(f"{room} is drawn in two separate places")
        room_cells[room] = sorted(region, key=lambda s: (s[1], s[0]))
        for x, y in room_cells[room]:
            char = rows[y][x]
            if char in _ARROWS:
                dx, dy = _ARROWS[char]
                outside = (x + dx, y + dy)
                if outside not in corridor:
                    raise BoardError(f"the door of {room} at {(x, y)} does not open onto a corridor square")
                doors.append(Door(room, (x, y), outside, char))
    for room, cells in room_cells.items():
        if not cells:
            raise BoardError(f"{room} is not drawn on the map")
    doors.sort(key=lambda d: (ROOMS.index(d.room), d.cell[1], d.cell[0]))
    return room_cells, doors


# ----- cached tables (a Board is frozen, so these are computed once per board) --------------------------------------
@cache
def _squares(board: Board) -> tuple[Square, ...]:
    return tuple(sorted(board.corridor, key=lambda s: (s[1], s[0])))


@cache
def _square_index(board: Board) -> dict[Square, int]:
    return {square: i for i, square in enumerate(_squares(board))}


@cache
def _neighbours(board: Board) -> dict[Square, list[Square]]:
    result: dict[Square, list[Square]] = {}
    for x, y in _squares(board):
        result[(x, y)] = [
            (x + dx, y + dy) for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1)) if (x + dx, y + dy) in board.corridor
        ]
    return result


@cache
def _adjacency(board: Board) -> tuple[tuple[int, ...], ...]:
    index = _square_index(board)
    neighbours = _neighbours(board)
    return tuple(tuple(index[n] for n in neighbours[square]) for square in _squares(board))


@cache
def _rooms_entered_from(board: Board) -> dict[Square, list[str]]:
    result: dict[Square, list[str]] = {square: [] for square in _squares(board)}
    for door in board.doors:
        if door.room not in result[door.square]:
            result[door.square].append(door.room)
    return result


@cache
def _entries(board: Board) -> tuple[tuple[str, ...], ...]:
    rooms = _rooms_entered_from(board)
    return tuple(tuple(rooms[square]) for square in _squares(board))


@cache
def _steps_to_room(board: Board) -> dict[str, dict[Square, int]]:
    tables: dict[str, dict[Square, int]] = {}
    neighbours = _neighbours(board)
    for room in ROOMS:
        table: dict[Square, int] = {}
        queue: deque[Square] = deque()
        for door in board.doors_of(room):
            if door.square not in table:
                table[door.square] = 1
                queue.append(door.square)
        while queue:
            square = queue.popleft()
            for nxt in neighbours[square]:
                if nxt not in table:
                    table[nxt] = table[square] + 1
                    queue.append(nxt)
        tables[room] = table
    return tables
