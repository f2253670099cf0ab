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

Seats and suspects. Each seat plays one suspect, chosen at setup (the option ``suspects``: one suspect or None per
seat; by default seat i plays the i-th suspect of Miss Scarlet, Colonel Mustard, Mrs White, Reverend Green, Mrs
Peacock, Professor Plum). The seat playing the earliest suspect of that order plays first and is dealt the first
card; play and disproving then pass to the left, which is the order of the seats.

Chance, in this order (the order of the first release, which its saves replay): the envelope (three draws of kind
"envelope": a suspect, a weapon, a room), the deal (one "deal" shuffle of the other 18 cards), the weapons' rooms
(one "weapons" sample), then one "dice" draw per roll (a list of one or two dice).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar, Literal

from pygames.core import Action, BadOptions, Game, GameInfo, Result, View, action, english
from pygames.sleuth import bots
from pygames.sleuth.board import Board, Square, load_board
from pygames.sleuth.cards import CATEGORIES, COLOURS, ROOMS, SUSPECTS, WEAPONS
from pygames.sleuth.views import SleuthView, Targets

Position = Square | str  # a corridor square, or the name of the room the token is in
Phase = Literal["start", "move", "moved", "disprove", "suggested", "over"]
PHASES: tuple[Phase, ...] = ("start", "move", "moved", "disprove", "suggested", "over")


def suspects_of_seats(chosen: list[str | None], players: int) -> list[str]:
    """The suspect of every seat: the chosen ones, and for each other seat the first suspect nobody has chosen, in the
    order of SUSPECTS (with nothing chosen, seat i plays SUSPECTS[i], as in the first release)."""
    picks = chosen or [None] * players
    free = [suspect for suspect in SUSPECTS if suspect not in picks]
    return [pick if pick is not None else free.pop(0) for pick in picks]


class Sleuth(Game[SleuthView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="sleuth",
        title="Sleuth",
        tagline="Who did it, with what, and where? Move through the mansion, suggest, and deduce.",
        min_seats=2,
        max_seats=6,
        languages=("en",),
        bots=True,
        secret_views=True,
        points=False,  # an accusation wins or loses: no points
        outcome_events=("accused", "accusation_wrong"),
        mover_sees=("accusation_wrong",),  # a wrong accuser looks in the envelope (solution_seen in their view)
        options={"dice": 1, "suspects": []},
        option_choices={"dice": (1, 2)},
        option_labels={"suspects": "suspect"},
        seat_choices={"suspects": SUSPECTS},
    )

    PHASES: ClassVar[tuple[str, ...]] = PHASES
    REFUSALS: ClassVar[Mapping[str, str]] = {
        "one_target": 'a move names either "to": [x, y] or "room": a room, not both',
        "bad_square": 'a square is written "to": [x, y]',
        "no_suspect": "there is no suspect {card}",
        "no_weapon": "there is no weapon {card}",
        "no_room": "there is no room {card}",
        "room_out_of_reach": "the {room} cannot be reached with {total}",
        "square_out_of_reach": "square {x}, {y} cannot be reached with exactly {total}",
        "no_passage": "a secret passage starts only in a corner room with one",
        "cannot_suggest": "you may suggest only in a room you have just entered",
        "wrong_room": "a suggestion names the room you are in: the {room}",
        "cannot_show": "show one of the named cards you hold",
        "suspect_twice": "{suspect} is chosen by two players",
    }
    EVENTS: ClassVar[Mapping[str, str]] = {
        "began": "the game begins; seat {seat} plays first",
        "rolled": "seat {seat} rolled {dice} = {total}",
        "blocked": "seat {seat} rolled {dice} = {total}, but every way is blocked: stays put",
        "moved": "seat {seat} moved {steps} squares to {x}, {y}",
        "entered": "seat {seat} entered the {room}",
        "passage": "seat {seat} took the secret passage from the {start} to the {room}",
        "suggested": "seat {seat} suggests {suspect} with the {weapon} in the {room}",
        "could_not_disprove": "seat {seat} could not disprove seat {suggester}'s suggestion",
        "must_show": "seat {seat} must show a card to seat {suggester}",
        "nobody_disproved": "nobody could disprove seat {suggester}'s suggestion",
        "showed": "seat {seat} showed a card to seat {suggester}",
        "accused": "seat {seat} accuses {suspect} with the {weapon} in the {room}",
        "accusation_wrong": "seat {seat}'s accusation is wrong: out, but still shows cards",
        "out_of_doorway": "{suspect} is moved into the {room}, out of the doorway",
        "ended_turn": "seat {seat} ended the turn",
        "solved": "seat {seat} solved the case: {suspect} with the {weapon} in the {room}",
        "unsolved": "everyone has accused wrongly; it was {suspect} with the {weapon} in the {room}",
    }
    OUTCOMES: ClassVar[Mapping[str, str]] = {
        "won": "seat {winner} solved it: {suspect} with the {weapon} in the {room}",
        "nobody_won": "everyone accused wrongly; it was {suspect} with the {weapon} in the {room}",
    }

    board: Board
    suspects: list[str]  # seat -> the suspect it plays
    first: int  # the seat that plays first (and is dealt the first card)
    hands: list[list[str]]
    envelope: dict[str, str]  # {"suspect", "weapon", "room"}
    positions: dict[str, Position]  # suspect -> where the token is
    weapons: dict[str, str]  # weapon -> room
    current: int  # whose turn it is
    phase: Phase
    dice: list[int]
    targets: tuple[list[Square], list[str]] | None  # where the rolled player may move
    suggest_room: str | None  # the room the current player may suggest in now
    moved_in: dict[int, str]  # seat -> room its token was moved into by another player's suggestion
    out: list[bool]  # accused wrongly
    suggestions: list[dict[str, Any]]
    accusations: list[dict[str, Any]]
    winner: int | None
    turn_number: int

    # ----- setup ---------------------------------------------------------------------------------------------------
    def _normalise_options(self, options: dict[str, Any]) -> None:
        # Core has checked that each chosen suspect is one; two players cannot play the same one.
        chosen = [suspect for suspect in options["suspects"] if suspect is not None]
        for suspect in chosen:
            if chosen.count(suspect) > 1:
                raise BadOptions(
                    english(self.REFUSALS["suspect_twice"], {"suspect": suspect}),
                    f"{self.INFO.id}.suspect_twice",
                    {"suspect": suspect},
                )

    def _setup(self) -> None:
        self.board = load_board()
        self.suspects = suspects_of_seats(self.options["suspects"], len(self.seats))
        self.first = min(range(len(self.seats)), key=lambda seat: SUSPECTS.index(self.suspects[seat]))
        # The envelope: one random card of each group, then the other 18 shuffled and dealt one at a time from the
        # first player (Miss Scarlet's, or the first played suspect's) to the left, so the first player and the next
        # ones may hold one card more.
        self.envelope = {
            "suspect": self.chance.choice("envelope", SUSPECTS),
            "weapon": self.chance.choice("envelope", WEAPONS),
            "room": self.chance.choice("envelope", ROOMS),
        }
        rest = [card for group in CATEGORIES for card in group if card not in self.envelope.values()]
        rest = self.chance.shuffle("deal", rest)
        players = len(self.seats)
        self.hands = [[] for _ in range(players)]
        for i, card in enumerate(rest):
            self.hands[(self.first + i) % players].append(card)
        # All six tokens start on their squares whether played or not; each weapon in a different random room.
        self.positions = {suspect: self.board.starts[suspect] for suspect in SUSPECTS}
        self.weapons = dict(zip(WEAPONS, self.chance.sample("weapons", ROOMS, len(WEAPONS)), strict=True))
        self.out = [False] * players
        self.moved_in = {}
        self.suggestions = []
        self.accusations = []
        self.winner = None
        self.turn_number = 0
        self.phase = "start"
        self.current = self.first
        self.dice = []
        self.targets = None
        self.suggest_room = None
        self.emit("began", {"seat": self.first})
        self._begin_turn(self.first)

    def static(self) -> dict[str, Any]:
        return {
            "board": self.board.to_json(),
            "cards": {"suspects": list(SUSPECTS), "weapons": list(WEAPONS), "rooms": list(ROOMS)},
            "colours": dict(COLOURS),
            "dice": self.options["dice"],
        }

    # ----- helpers -------------------------------------------------------------------------------------------------
    def _accused(self, seat: int) -> bool:
        return any(accusation["by"] == seat for accusation in self.accusations)

    def seat_of(self, suspect: str) -> int | None:
        return self.suspects.index(suspect) if suspect in self.suspects else None

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
        self.suggest_room = moved_into if moved_into == self.positions[self.suspects[seat]] else None

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
        if winner is None:
            self.emit("unsolved", dict(self.envelope))
        else:
            self.emit("solved", {"seat": winner, **self.envelope})

    def _position_json(self, position: Position) -> dict[str, Any]:
        if isinstance(position, str):
            return {"room": position}
        return {"square": list(position)}

    def _require_cards(self, action: Action) -> tuple[str, str, str]:
        suspect, weapon, room = action["suspect"], action["weapon"], action["room"]
        self.require(suspect in SUSPECTS, "no_suspect", card=suspect)
        self.require(weapon in WEAPONS, "no_weapon", card=weapon)
        self.require(room in ROOMS, "no_room", card=room)
        return suspect, weapon, room

    # ----- the contract --------------------------------------------------------------------------------------------
    def _phase(self) -> Phase:
        return self.phase

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
            return self.outcome([], scores, "nobody_won", **self.envelope)
        return self.outcome([self.winner], scores, "won", winner=self.winner, **self.envelope)

    def _legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "disprove":
            return [{"type": "show", "card": card} for card in self._showable(seat)]
        actions: list[Action] = []
        position = self.positions[self.suspects[seat]]
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

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo): passage, move and end_turn show nothing hidden: taken back until another seat acts. Sealed:
    # roll throws the dice (core seals any draw of chance).
    @action("roll", phases=("start",))
    def _on_roll(self, seat: int, action: Action) -> None:
        mover = self.suspects[seat]
        position = self.positions[mover]
        self.dice = self.chance.rolls("dice", self.options["dice"], 1, 6)
        total = sum(self.dice)
        self.suggest_room = None  # rolling gives up a suggestion without moving
        squares, rooms = self.board.reachable(position, total, self._occupied_squares(mover))
        if squares or rooms:
            self.targets = (squares, rooms)
            self.phase = "move"
            self.emit("rolled", {"seat": seat, "dice": list(self.dice), "total": total})
        else:
            # Decision in the rules file: a player with no possible move still rolls, and stays.
            self.targets = None
            self.phase = "moved"
            self.emit("blocked", {"seat": seat, "dice": list(self.dice), "total": total})

    @action("move", optional={"to": "ints", "room": "str"}, phases=("move",))
    def _on_move(self, seat: int, action: Action) -> None:
        assert self.targets is not None  # the phase is "move" only while there are targets
        squares, rooms = self.targets
        total = sum(self.dice)
        self.require(("to" in action) != ("room" in action), "one_target")
        if "room" in action:
            room = action["room"]
            self.require(room in ROOMS, "no_room", card=room)
            self.require(room in rooms, "room_out_of_reach", room=room, total=total)
            self.positions[self.suspects[seat]] = room
            self.suggest_room = room
            self.emit("entered", {"seat": seat, "room": room})
        else:
            target = action["to"]
            self.require(len(target) == 2, "bad_square")
            square = (target[0], target[1])
            self.require(square in squares, "square_out_of_reach", x=square[0], y=square[1], total=total)
            self.positions[self.suspects[seat]] = square
            self.emit("moved", {"seat": seat, "steps": total, "x": square[0], "y": square[1]})
        self.targets = None
        self.phase = "moved"

    @action("passage", phases=("start",))
    def _on_passage(self, seat: int, action: Action) -> None:
        position = self.positions[self.suspects[seat]]
        self.require(isinstance(position, str) and position in self.board.passages, "no_passage")
        assert isinstance(position, str)
        destination = self.board.passages[position]
        self.positions[self.suspects[seat]] = destination
        self.suggest_room = destination
        self.phase = "moved"
        self.emit("passage", {"seat": seat, "start": position, "room": destination})

    # Sealed: everyone learns who holds none of the three cards and who must show one.
    @action(
        "suggest", fields={"suspect": "str", "weapon": "str", "room": "str"}, phases=("start", "moved"), undoable=False
    )
    def _on_suggest(self, seat: int, action: Action) -> None:
        suspect, weapon, room = self._require_cards(action)
        self.require(self.suggest_room is not None, "cannot_suggest")
        self.require(room == self.suggest_room, "wrong_room", room=self.suggest_room)
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
        self.emit("suggested", {"seat": seat, "suspect": suspect, "weapon": weapon, "room": room})
        # Disproving goes to the left (the next seats in turn order), wrongly-accused players included.
        players = len(self.seats)
        for step in range(1, players):
            other = (seat + step) % players
            if any(card in self.hands[other] for card in (suspect, weapon, room)):
                record["disprover"] = other
                self.phase = "disprove"
                self.emit("must_show", {"seat": other, "suggester": seat})
                return
            record["passed"].append(other)
            self.emit("could_not_disprove", {"seat": other, "suggester": seat})
        self.phase = "suggested"
        self.emit("nobody_disproved", {"suggester": seat})

    # Sealed: the suggester sees the card (core also seals any secret shown to another seat).
    @action("show", fields={"card": "str"}, phases=("disprove",), undoable=False)
    def _on_show(self, seat: int, action: Action) -> None:
        card = action["card"]
        self.require(card in self._showable(seat), "cannot_show")
        record = self.suggestions[-1]
        record["card"] = card
        suggester = record["by"]
        self.phase = "suggested"
        # Everyone sees who showed a card to whom; only the two of them see which card.
        self.emit("showed", {"seat": seat, "suggester": suggester}, secret={"card": card}, see=(suggester, seat))

    # Sealed: the envelope is opened (right: the game ends; wrong: the accuser knows one of the three is not).
    @action(
        "accuse",
        fields={"suspect": "str", "weapon": "str", "room": "str"},
        phases=("start", "move", "moved", "suggested"),
        undoable=False,
    )
    def _on_accuse(self, seat: int, action: Action) -> None:
        suspect, weapon, room = self._require_cards(action)
        correct = (suspect, weapon, room) == (self.envelope["suspect"], self.envelope["weapon"], self.envelope["room"])
        self.accusations.append({"by": seat, "suspect": suspect, "weapon": weapon, "room": room, "correct": correct})
        self.emit("accused", {"seat": seat, "suspect": suspect, "weapon": weapon, "room": room})
        if correct:
            self._finish(seat)
            return
        self.out[seat] = True
        self.emit("accusation_wrong", {"seat": seat})
        position = self.positions[self.suspects[seat]]
        if not isinstance(position, str):
            rooms = self.board.rooms_entered_from(position)
            if rooms:
                # A token that blocks a door is moved into the room behind it, out of everyone's way.
                room_behind = min(rooms, key=ROOMS.index)
                self.positions[self.suspects[seat]] = room_behind
                self.emit("out_of_doorway", {"seat": seat, "suspect": self.suspects[seat], "room": room_behind})
        self._next_turn()

    @action("end_turn", phases=("moved", "suggested"))
    def _on_end_turn(self, seat: int, action: Action) -> None:
        self.emit("ended_turn", {"seat": seat})
        self._next_turn()

    # ----- views ---------------------------------------------------------------------------------------------------
    def _view(self, seat: int | None) -> SleuthView:
        over = self.phase == "over"
        suggestions = []
        for record in self.suggestions:
            entry = {k: v for k, v in record.items() if k != "card"}
            entry["passed"] = list(record["passed"])
            entry["shown"] = record["card"] is not None
            if seat is not None and seat in (record["by"], record["disprover"]) and record["card"] is not None:
                entry["card"] = record["card"]
            suggestions.append(entry)
        targets: Targets | None = None
        if self.targets is not None and self.phase == "move":
            targets = {"squares": [list(sq) for sq in self.targets[0]], "rooms": list(self.targets[1])}
        view: SleuthView = {
            "suspect": self.suspects[seat] if seat is not None else None,
            "detectives": [
                {"suspect": self.suspects[i], "hand_size": len(self.hands[i]), "out": self.out[i]}
                for i in range(len(self.seats))
            ],
            "turn": self.current,
            "turn_number": self.turn_number,
            "dice": list(self.dice),
            "targets": targets,
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
            "shown_by_me": [
                {"card": r["card"], "to": r["by"], "turn": r["turn"]}
                for r in self.suggestions
                if seat is not None and r["disprover"] == seat and r["card"] is not None
            ],
            "must_show": self._showable(seat) if self.phase == "disprove" and seat in self.to_act() else [],
            "solution": dict(self.envelope) if over else None,
            # An accuser looks in the envelope, right or wrong (a wrong one is out and can no longer use it).
            "solution_seen": dict(self.envelope) if seat is not None and self._accused(seat) else None,
            "winner": self.winner,
        }
        return view

    # ----- bots ----------------------------------------------------------------------------------------------------
    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(view, legal, level, rng)
