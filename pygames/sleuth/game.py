"""Sleuth: the rules (setup, turns, movement, suggestions, disproving, accusations) and the views.

A turn goes through these phases (``self.phase``):

- ``start``: the player may roll, take a secret passage (from a corner room), suggest without moving (only if another
  player's suggestion moved their token into this room since their last turn) or accuse.
- ``move``: the dice are rolled; the player picks one of the reachable squares or rooms (or accuses). A player with
  no reachable target stays where they are (``moved`` at once).
- ``moved``: the move is made; the player may suggest if they entered a room (by door or passage), accuse, or end
  the turn.
- ``disprove``: the first player to the suggester's left who holds a named card must show one (to_act is that
  player); the players in between could not disprove, which is public.
- ``suggested``: the suggestion is answered; the suggester may accuse or end the turn.
- ``over``: someone accused correctly, or everyone accused wrongly.

The rule "no second suggestion in the same room until you have entered another room or left and come back" holds
because a suggestion is only allowed in the turn the room was entered (or, after being moved in by someone else's
suggestion, at the start of the next turn), and a room cannot be entered and left in one turn.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pygames.core import Action, BadOptions, Game, GameInfo, IllegalAction, Result, View, require
from pygames.sleuth import bots
from pygames.sleuth.board import Board, Square, load_board
from pygames.sleuth.cards import CATEGORIES, COLOURS, ROOMS, SUSPECTS, WEAPONS

Position = Square | str  # a corridor square, or the name of the room the token is in


class Sleuth(Game):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="sleuth",
        title="Sleuth",
        tagline="Who did it, with what, and where? Move through the mansion, suggest, and deduce.",
        min_seats=2,
        max_seats=6,
        languages=("en",),
        bots=True,
        secret_views=True,
        options={"dice": 1},
        option_choices={"dice": (1, 2)},
    )

    board: Board
    hands: list[list[str]]
    envelope: dict[str, str]  # {"suspect", "weapon", "room"}
    positions: dict[str, Position]  # suspect -> where the token is
    weapons: dict[str, str]  # weapon -> room
    current: int  # whose turn it is
    phase: str
    dice: list[int]
    targets: tuple[list[Square], list[str]] | None  # where the rolled player may move
    suggest_room: str | None  # the room the current player may suggest in now
    moved_in: dict[int, str]  # seat -> room its token was moved into by another player's suggestion
    out: list[bool]  # accused wrongly
    suggestions: list[dict[str, Any]]
    accusations: list[dict[str, Any]]
    winner: int | None
    turn_number: int
    events: list[tuple[str, dict[int, str]]]  # (public line, {seat: the line that seat reads instead})

    def _check_options(self, options: dict[str, Any]) -> None:
        # The core checks the choices, but True == 1 would slip through it.
        if isinstance(options["dice"], bool) or options["dice"] not in (1, 2):
            raise BadOptions("dice must be 1 or 2")

    # ----- setup ---------------------------------------------------------------------------------------------------
    def _setup(self) -> None:
        self.board = load_board()
        # The envelope: one random card of each group, then the other 18 shuffled and dealt one at a time from the
        # first player (seat 0, Miss Scarlet), so earlier seats may hold one card more.
        self.envelope = {
            "suspect": self.rng.choice(SUSPECTS),
            "weapon": self.rng.choice(WEAPONS),
            "room": self.rng.choice(ROOMS),
        }
        rest = [card for group in CATEGORIES for card in group if card not in self.envelope.values()]
        self.rng.shuffle(rest)
        players = len(self.seats)
        self.hands = [[] for _ in range(players)]
        for i, card in enumerate(rest):
            self.hands[i % players].append(card)
        # All six tokens start on their squares whether played or not; each weapon in a different random room.
        self.positions = {suspect: self.board.starts[suspect] for suspect in SUSPECTS}
        self.weapons = dict(zip(WEAPONS, self.rng.sample(ROOMS, len(WEAPONS)), strict=True))
        self.out = [False] * players
        self.moved_in = {}
        self.suggestions = []
        self.accusations = []
        self.winner = None
        self.events = []
        self.turn_number = 0
        self.phase = "start"
        self.current = 0
        self.dice = []
        self.targets = None
        self.suggest_room = None
        self._event(f"The game begins. {self._who(0)} plays first.")
        self._begin_turn(0)

    # ----- helpers -------------------------------------------------------------------------------------------------
    def suspect_of(self, seat: int) -> str:
        return SUSPECTS[seat]

    def seat_of(self, suspect: str) -> int | None:
        index = SUSPECTS.index(suspect)
        return index if index < len(self.seats) else None

    def _who(self, seat: int) -> str:
        return f"{self.seats[seat].name} ({SUSPECTS[seat]})"

    def _event(self, public: str, private: dict[int, str] | None = None) -> None:
        self.events.append((public, dict(private or {})))

    def _occupied_squares(self, mover: str) -> list[Square]:
        return [pos for suspect, pos in self.positions.items() if suspect != mover and not isinstance(pos, str)]

    def _begin_turn(self, seat: int) -> None:
        self.current = seat
        self.turn_number += 1
        self.phase = "start"
        self.dice = []
        self.targets = None
        moved_into = self.moved_in.pop(seat, None)
        # The right to suggest without moving lasts only this turn, and only while the token is still there.
        self.suggest_room = moved_into if moved_into == self.positions[SUSPECTS[seat]] else None

    def _next_turn(self) -> None:
        players = len(self.seats)
        for step in range(1, players + 1):
            seat = (self.current + step) % players
            if not self.out[seat]:
                self._begin_turn(seat)
                return
        self._finish(None)

    def _finish(self, winner: int | None) -> None:
        self.phase = "over"
        self.winner = winner
        self.suggest_room = None
        self.targets = None
        solution = self._solution_text()
        if winner is None:
            self._event(f"Everyone has accused wrongly: nobody wins. It was {solution}.")
        else:
            self._event(f"{self._who(winner)} solved the case: it was {solution}.")

    def _solution_text(self) -> str:
        e = self.envelope
        return f"{e['suspect']} with the {e['weapon']} in the {e['room']}"

    def _position_json(self, position: Position) -> dict[str, Any]:
        if isinstance(position, str):
            return {"room": position}
        return {"square": list(position)}

    # ----- the contract --------------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "disprove":
            return [self.suggestions[-1]["disprover"]]
        return [self.current]

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        scores = [1.0 if seat == self.winner else 0.0 for seat in range(len(self.seats))]
        if self.winner is None:
            reason = f"Everyone accused wrongly. It was {self._solution_text()}."
            return {"winners": [], "scores": scores, "reason": reason}
        reason = f"{self._who(self.winner)} solved it: {self._solution_text()}."
        return {"winners": [self.winner], "scores": scores, "reason": reason}

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "disprove":
            return [{"type": "show", "card": card} for card in self._showable(seat)]
        actions: list[Action] = []
        position = self.positions[SUSPECTS[seat]]
        if self.phase == "start":
            actions.append({"type": "roll"})
            if isinstance(position, str) and position in self.board.passages:
                actions.append({"type": "passage"})
        if self.phase == "move" and self.targets is not None:
            squares, rooms = self.targets
            actions += [{"type": "move", "to": list(square)} for square in squares]
            actions += [{"type": "move", "room": room} for room in rooms]
        if self.phase in ("start", "moved") and self.suggest_room is not None:
            actions += [
                {"type": "suggest", "suspect": suspect, "weapon": weapon, "room": self.suggest_room}
                for suspect in SUSPECTS
                for weapon in WEAPONS
            ]
        if self.phase in ("moved", "suggested"):
            actions.append({"type": "end_turn"})
        actions += [
            {"type": "accuse", "suspect": suspect, "weapon": weapon, "room": room}
            for suspect in SUSPECTS
            for weapon in WEAPONS
            for room in ROOMS
        ]
        return actions

    def _showable(self, seat: int) -> list[str]:
        last = self.suggestions[-1]
        named = (last["suspect"], last["weapon"], last["room"])
        return [card for card in named if card in self.hands[seat]]

    # ----- applying actions ----------------------------------------------------------------------------------------
    _FIELDS: ClassVar[dict[str, tuple[set[str], set[str]]]] = {
        # type: (required fields, optional fields) besides "type"
        "roll": (set(), set()),
        "passage": (set(), set()),
        "move": (set(), {"to", "room"}),
        "suggest": ({"suspect", "weapon", "room"}, set()),
        "accuse": ({"suspect", "weapon", "room"}, set()),
        "show": ({"card"}, set()),
        "end_turn": (set(), set()),
    }

    def _apply(self, seat: int, action: Action) -> None:
        kind = action["type"]
        require(kind in self._FIELDS, f"there is no action {kind!r} in Sleuth")
        required, optional = self._FIELDS[kind]
        fields = set(action) - {"type"}
        missing = required - fields
        require(not missing, f"{kind} needs {', '.join(sorted(missing))}")
        extra = fields - required - optional
        require(not extra, f"{kind} takes no {', '.join(sorted(extra))}")
        handler = getattr(self, f"_do_{kind}")
        handler(seat, action)

    def _require_phase(self, *phases: str, doing: str) -> None:
        if self.phase not in phases:
            raise IllegalAction(f"you cannot {doing} now ({self._phase_text()})")

    def _phase_text(self) -> str:
        return {
            "start": "the turn has just begun",
            "move": "the dice are rolled: move first",
            "moved": "the move is done",
            "disprove": "a suggestion is being disproved",
            "suggested": "the suggestion is answered",
            "over": "the game is over",
        }[self.phase]

    def _do_roll(self, seat: int, action: Action) -> None:
        self._require_phase("start", doing="roll")
        mover = SUSPECTS[seat]
        position = self.positions[mover]
        self.dice = [self.rng.randint(1, 6) for _ in range(self.options["dice"])]
        total = sum(self.dice)
        self.suggest_room = None  # rolling gives up a suggestion without moving
        squares, rooms = self.board.reachable(position, total, self._occupied_squares(mover))
        rolled = " + ".join(map(str, self.dice)) + (f" = {total}" if len(self.dice) > 1 else "")
        if squares or rooms:
            self.targets = (squares, rooms)
            self.phase = "move"
            self._event(f"{self._who(seat)} rolled {rolled}.")
        else:
            # Decision in the rules file: a player with no possible move still rolls, and stays.
            self.targets = None
            self.phase = "moved"
            self._event(f"{self._who(seat)} rolled {rolled} but every way is blocked: stays put.")

    def _do_move(self, seat: int, action: Action) -> None:
        self._require_phase("move", doing="move")
        assert self.targets is not None
        squares, rooms = self.targets
        has_to, has_room = "to" in action, "room" in action
        require(has_to != has_room, 'a move names either "to": [x, y] or "room": a room, not both')
        if has_room:
            room = action["room"]
            require(isinstance(room, str) and room in ROOMS, f"there is no room {room!r}")
            require(room in rooms, f"the {room} cannot be reached with {sum(self.dice)}")
            self.positions[SUSPECTS[seat]] = room
            self.suggest_room = room
            self._event(f"{self._who(seat)} entered the {room}.")
        else:
            target = action["to"]
            require(
                isinstance(target, list)
                and len(target) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in target),
                'a square is written "to": [x, y]',
            )
            square = (target[0], target[1])
            require(square in squares, f"square {list(square)} cannot be reached with exactly {sum(self.dice)}")
            self.positions[SUSPECTS[seat]] = square
            self._event(f"{self._who(seat)} moved {sum(self.dice)} squares.")
        self.targets = None
        self.phase = "moved"

    def _do_passage(self, seat: int, action: Action) -> None:
        self._require_phase("start", doing="take a secret passage")
        position = self.positions[SUSPECTS[seat]]
        require(
            isinstance(position, str) and position in self.board.passages,
            "a secret passage starts only in a corner room with one",
        )
        assert isinstance(position, str)
        destination = self.board.passages[position]
        self.positions[SUSPECTS[seat]] = destination
        self.suggest_room = destination
        self.phase = "moved"
        self._event(f"{self._who(seat)} took the secret passage from the {position} to the {destination}.")

    def _do_suggest(self, seat: int, action: Action) -> None:
        self._require_phase("start", "moved", doing="suggest")
        suspect, weapon, room = action["suspect"], action["weapon"], action["room"]
        require(isinstance(suspect, str) and suspect in SUSPECTS, f"there is no suspect {suspect!r}")
        require(isinstance(weapon, str) and weapon in WEAPONS, f"there is no weapon {weapon!r}")
        require(isinstance(room, str) and room in ROOMS, f"there is no room {room!r}")
        require(self.suggest_room is not None, "you may suggest only in a room you have just entered")
        require(room == self.suggest_room, f"a suggestion names the room you are in: the {self.suggest_room}")
        # Bring the named suspect and weapon into the room.
        if self.positions[suspect] != room:
            self.positions[suspect] = room
            owner = self.seat_of(suspect)
            if owner is not None and owner != seat:
                self.moved_in[owner] = room
        self.weapons[weapon] = room
        self.suggest_room = None
        record: dict[str, Any] = {
            "by": seat,
            "suspect": suspect,
            "weapon": weapon,
            "room": room,
            "passed": [],
            "disprover": None,
            "card": None,
            "turn": self.turn_number,
        }
        self.suggestions.append(record)
        self._event(f"{self._who(seat)} suggests {suspect} with the {weapon} in the {room}.")
        # Disproving goes to the left (the next seats in turn order), wrongly-accused players included.
        players = len(self.seats)
        for step in range(1, players):
            other = (seat + step) % players
            if any(card in self.hands[other] for card in (suspect, weapon, room)):
                record["disprover"] = other
                self.phase = "disprove"
                self._event(f"{self._who(other)} must show a card to {self._who(seat)}.")
                return
            record["passed"].append(other)
            self._event(f"{self._who(other)} could not disprove.")
        self.phase = "suggested"
        self._event("Nobody could disprove the suggestion.")

    def _do_show(self, seat: int, action: Action) -> None:
        self._require_phase("disprove", doing="show a card")
        card = action["card"]
        showable = self._showable(seat)
        require(isinstance(card, str) and card in showable, f"show one of the named cards you hold: {showable}")
        record = self.suggestions[-1]
        record["card"] = card
        suggester = record["by"]
        self.phase = "suggested"
        self._event(
            f"{self._who(seat)} showed a card to {self._who(suggester)}.",
            {
                suggester: f"{self._who(seat)} showed you the {card}.",
                seat: f"You showed the {card} to {self._who(suggester)}.",
            },
        )

    def _do_accuse(self, seat: int, action: Action) -> None:
        self._require_phase("start", "move", "moved", "suggested", doing="accuse")
        suspect, weapon, room = action["suspect"], action["weapon"], action["room"]
        require(isinstance(suspect, str) and suspect in SUSPECTS, f"there is no suspect {suspect!r}")
        require(isinstance(weapon, str) and weapon in WEAPONS, f"there is no weapon {weapon!r}")
        require(isinstance(room, str) and room in ROOMS, f"there is no room {room!r}")
        correct = (suspect, weapon, room) == (self.envelope["suspect"], self.envelope["weapon"], self.envelope["room"])
        self.accusations.append({"by": seat, "suspect": suspect, "weapon": weapon, "room": room, "correct": correct})
        self._event(f"{self._who(seat)} accuses {suspect} with the {weapon} in the {room}.")
        if correct:
            self._finish(seat)
            return
        self.out[seat] = True
        self._event(f"The accusation is wrong: {self._who(seat)} is out, but still shows cards.")
        position = self.positions[SUSPECTS[seat]]
        if not isinstance(position, str):
            rooms = self.board.rooms_entered_from(position)
            if rooms:
                # A token that blocks a door is moved into the room behind it, out of everyone's way.
                room_behind = min(rooms, key=ROOMS.index)
                self.positions[SUSPECTS[seat]] = room_behind
                self._event(f"{SUSPECTS[seat]} is moved into the {room_behind}, out of the doorway.")
        self._next_turn()

    def _do_end_turn(self, seat: int, action: Action) -> None:
        self._require_phase("moved", "suggested", doing="end the turn")
        self._event(f"{self._who(seat)} ended the turn.")
        self._next_turn()

    # ----- views ---------------------------------------------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        over = self.phase == "over"
        players = [
            {
                "seat": i,
                "name": s.name,
                "suspect": SUSPECTS[i],
                "colour": COLOURS[SUSPECTS[i]],
                "bot": s.bot,
                "hand_size": len(self.hands[i]),
                "out": self.out[i],
            }
            for i, s in enumerate(self.seats)
        ]
        suggestions = []
        for record in self.suggestions:
            entry = {k: v for k, v in record.items() if k != "card"}
            entry["passed"] = list(record["passed"])
            entry["shown"] = record["card"] is not None
            if seat is not None and seat in (record["by"], record["disprover"]) and record["card"] is not None:
                entry["card"] = record["card"]
            suggestions.append(entry)
        view: View = {
            "game": "sleuth",
            "seat": seat,
            "suspect": SUSPECTS[seat] if seat is not None else None,
            "players": players,
            "turn": self.current,
            "turn_number": self.turn_number,
            "phase": self.phase,
            "to_act": self.to_act(),
            "dice": list(self.dice),
            "targets": (
                {"squares": [list(sq) for sq in self.targets[0]], "rooms": list(self.targets[1])}
                if self.targets is not None and self.phase == "move"
                else None
            ),
            "can_suggest_in": self.suggest_room if self.phase in ("start", "moved") else None,
            "tokens": {suspect: self._position_json(pos) for suspect, pos in self.positions.items()},
            "weapons": dict(self.weapons),
            "suggestion": suggestions[-1] if self.phase in ("disprove", "suggested") and suggestions else None,
            "suggestions": suggestions,
            "accusations": [dict(a) for a in self.accusations],
            "hand": list(self.hands[seat]) if seat is not None else [],
            "shown_to_me": [
                {"card": r["card"], "by": r["disprover"]}
                for r in self.suggestions
                if seat is not None and r["by"] == seat and r["card"] is not None
            ],
            "must_show": self._showable(seat) if self.phase == "disprove" and seat in self.to_act() else [],
            "solution": dict(self.envelope) if over else None,
            "winner": self.winner,
            "log": [private.get(seat, public) if seat is not None else public for public, private in self.events],
            "cards": {"suspects": list(SUSPECTS), "weapons": list(WEAPONS), "rooms": list(ROOMS)},
            "board": self.board.to_json(),
            "dice_count": self.options["dice"],
        }
        return view

    # ----- bots ----------------------------------------------------------------------------------------------------
    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(view, legal, level, rng)
