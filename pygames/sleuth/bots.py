"""Sleuth bots at three levels. A bot sees only its seat's view, the legal actions and its own generator.

- easy: knows its hand and the cards shown to it; heads for rooms it has not seen; suggests cards it has not seen;
  accuses when only one card of each group is unseen, and may gamble when two possibilities are left.
- normal: also uses every "could not disprove" it has heard; heads for rooms that may be the murder room.
- hard: deduces from everything public (see knowledge.py), accuses as soon as the solution is certain, picks the
  suggestion that can teach it most, uses secret passages and suggestions without moving, and when it must show a
  card prefers one the suggester has already seen.

The board's layout (for distances) is static game data, read from the package like the rules do.
"""

from __future__ import annotations

import random
from typing import Any, cast

from pygames.core import Action, View
from pygames.sleuth import hard
from pygames.sleuth.board import load_board
from pygames.sleuth.cards import ROOMS, SUSPECTS, WEAPONS
from pygames.sleuth.knowledge import Knowledge, deduce, facts_from_view
from pygames.sleuth.views import BotView

# When only this many solutions remain, an easy bot may try its luck (with this chance per decision); after
# EASY_DESPERATE_TURN turns of the game it tries whatever is left, so that a game of easy bots always ends.
EASY_GAMBLE_AT = 2
EASY_GAMBLE_CHANCE = 0.2
EASY_DESPERATE_TURN = 150


def choose(whole: View, legal: list[Action], level: str, rng: random.Random) -> Action:
    view = cast(BotView, whole)
    kinds = {action["type"] for action in legal}
    if "show" in kinds:
        return _choose_card_to_show(view, legal, level, rng)
    if level == "hard":
        decided = hard.choose(view, legal, rng)
        if decided is not None:
            return decided
    knowledge = deduce(facts_from_view(view), level)
    if "accuse" in kinds:
        accusation = _accusation(view, knowledge, level, rng)
        if accusation is not None:
            return accusation
    phase = view["phase"]
    if phase == "start":
        return _start_of_turn(view, legal, knowledge, level, rng)
    if phase == "move":
        moves = [a for a in legal if a["type"] == "move"]
        if moves:
            return _choose_move(view, moves, knowledge, level, rng)
    if "suggest" in kinds:
        return _choose_suggestion(view, legal, knowledge, level, rng)
    if "end_turn" in kinds:
        return {"type": "end_turn"}
    if "roll" in kinds:
        return {"type": "roll"}
    return rng.choice(legal)


# ----- accusing ---------------------------------------------------------------------------------------------------
def _accusation(view: BotView, knowledge: Knowledge, level: str, rng: random.Random) -> Action | None:
    solution = knowledge.solution()
    if solution is not None:
        suspect, weapon, room = solution
        return {"type": "accuse", "suspect": suspect, "weapon": weapon, "room": room}
    if level == "easy":
        groups = knowledge.candidates()
        remaining = len(groups[0]) * len(groups[1]) * len(groups[2])
        late = view["turn_number"] >= EASY_DESPERATE_TURN
        if remaining > 0 and (remaining <= EASY_GAMBLE_AT or late) and rng.random() < EASY_GAMBLE_CHANCE:
            return {
                "type": "accuse",
                "suspect": rng.choice(groups[0]),
                "weapon": rng.choice(groups[1]),
                "room": rng.choice(groups[2]),
            }
    return None


# ----- moving -------------------------------------------------------------------------------------------------------
def _goal_rooms(view: BotView, knowledge: Knowledge, level: str) -> set[str]:
    """The rooms worth reaching to suggest in."""
    rooms = {room for room in ROOMS if knowledge.in_envelope_possible(room)}
    if len(rooms) <= 1:
        # The room is known: any room serves to ask about suspects and weapons.
        rooms = set(ROOMS)
    # Not back to the room of one's last suggestion while others are worth a visit: a bot that learns nothing
    # there (easy does not hear "nobody could disprove") would otherwise shuttle back to it for ever.
    mine = [record["room"] for record in view["suggestions"] if record["by"] == view["seat"]]
    if mine and len(rooms) > 1:
        rooms.discard(mine[-1])
    return rooms


def _suspects_weapons_open(knowledge: Knowledge) -> bool:
    groups = knowledge.candidates()
    return len(groups[0]) > 1 or len(groups[1]) > 1


def _my_room(view: BotView) -> str | None:
    suspect = view["suspect"]
    room = view["tokens"][suspect].get("room") if suspect is not None else None
    return room if isinstance(room, str) else None


def _start_of_turn(view: BotView, legal: list[Action], knowledge: Knowledge, level: str, rng: random.Random) -> Action:
    kinds = {action["type"] for action in legal}
    goals = _goal_rooms(view, knowledge, level)
    here = _my_room(view)
    # Moved here by someone's suggestion: a suggestion without moving is free.
    worth_it = level == "easy" or here in goals or (level == "hard" and _suspects_weapons_open(knowledge))
    if "suggest" in kinds and here is not None and worth_it:
        return _choose_suggestion(view, legal, knowledge, level, rng)
    if "passage" in kinds and here is not None:
        destination = load_board().passages[here]
        if level == "easy":
            if rng.random() < 0.5:
                return {"type": "passage"}
        elif destination in goals:
            return {"type": "passage"}
    return {"type": "roll"}


def _choose_move(view: BotView, moves: list[Action], knowledge: Knowledge, level: str, rng: random.Random) -> Action:
    board = load_board()
    goals = _goal_rooms(view, knowledge, level)
    here = _my_room(view)
    useful_anywhere = level == "hard" and _suspects_weapons_open(knowledge)

    def cost(action: Action) -> float:
        if "room" in action:
            room = action["room"]
            if room in goals:
                return 0.0
            if useful_anywhere:
                return 0.5  # a suggestion there still asks about a suspect and a weapon
            onward = min(
                (0 if board.passages.get(room) == goal else board.steps_between_rooms(room, goal)) for goal in goals
            )
            return 1.0 + onward
        square = (action["to"][0], action["to"][1])
        return float(
            min(
                (board.steps_to_room(goal).get(square, 99) for goal in goals if goal != here),
                default=99,
            )
        )

    scored = [(cost(action), rng.random(), i) for i, action in enumerate(moves)]
    return moves[min(scored)[2]]


# ----- suggesting ---------------------------------------------------------------------------------------------------
def _choose_suggestion(
    view: BotView, legal: list[Action], knowledge: Knowledge, level: str, rng: random.Random
) -> Action:
    suggestions = [a for a in legal if a["type"] == "suggest"]
    if level != "hard":
        # Name cards that may still be in the envelope.
        suspects = [s for s in SUSPECTS if knowledge.in_envelope_possible(s)] or list(SUSPECTS)
        weapons = [w for w in WEAPONS if knowledge.in_envelope_possible(w)] or list(WEAPONS)
        suspect, weapon = rng.choice(suspects), rng.choice(weapons)
        for action in suggestions:
            if action["suspect"] == suspect and action["weapon"] == weapon:
                return action
        return rng.choice(suggestions)
    me = view["seat"]
    envelope = len(view["players"])

    def value(card: str) -> float:
        owner = knowledge.owner(card)
        if owner in (me, envelope):
            return 0.0  # nobody can show it: a safe filler that makes the answer about the other cards
        if knowledge.in_envelope_possible(card):
            return 1.0  # unknown and may be the answer: worth asking about
        if owner is not None:
            return -1.0  # its holder may show it and waste the question
        return -0.5  # held by someone unknown, but not the answer either way

    scored = [(-(value(a["suspect"]) + value(a["weapon"])), rng.random(), i) for i, a in enumerate(suggestions)]
    return suggestions[min(scored)[2]]


# ----- showing a card -------------------------------------------------------------------------------------------------
def _choose_card_to_show(view: BotView, legal: list[Action], level: str, rng: random.Random) -> Action:
    if level == "easy" or len(legal) == 1:
        return rng.choice(legal)
    me = view["seat"]
    current = view["suggestion"]
    suggester = current["by"] if current is not None else None
    shown_to: dict[str, set[int]] = {}
    for record in view["suggestions"]:
        if record["disprover"] == me and "card" in record:
            shown_to.setdefault(record["card"], set()).add(record["by"])

    def rank(action: Action) -> tuple[int, float]:
        card: Any = action["card"]
        seen_by = shown_to.get(card, set())
        if suggester in seen_by:
            return (0, rng.random())  # shows nothing new
        if level == "hard" and seen_by:
            return (1, rng.random())  # already known to someone: reveals less around the table
        return (2, rng.random())

    return min(legal, key=rank)
