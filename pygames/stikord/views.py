"""What a Stikord seat sees: the board and the teams, the turn under way (special die, announced category, letter
dice, cue words, guesses, and every attempt's cue words so far) and, for the sender only, the card and the message
being sent.

The view's types, and :func:`view`, which builds one from the state (model.StikordState)."""

from __future__ import annotations

from typing import Any, TypedDict

from pygames.stikord.cards import BONUS
from pygames.stikord.model import Mode, State, Variant
from pygames.stikord.teams import TEAM_LETTERS


class TeamView(TypedDict):
    letter: str
    members: list[int]
    position: int


class StikordView(TypedDict):
    variant: Variant
    mode: Mode
    level: str
    timer: int
    free_words: bool
    teams: list[TeamView]
    team_of: list[int]
    current: int | None
    sender: int | None
    receivers: list[int]
    free_for_all: bool
    special: int | str | None
    announced: dict[str, Any] | None
    attempt: int
    faces: list[str] | None
    cues: list[str] | None
    cue_count: int | None
    given: list[dict[str, Any]]
    guesses: list[dict[str, Any]]
    guessed_teams: list[int]
    stealing: int | None
    deck_size: int
    card: list[dict[str, Any]] | None
    message: int | None


def view(state: State, seat: int | None) -> StikordView:
    """The game's part of what ``seat`` sees (None: the public view)."""
    turn = state.turn
    sender = turn.sender if turn else None
    message_known = turn is not None and turn.message is not None
    announced = None
    if turn is not None and turn.message is not None:
        message = state.message()
        announced = {"category": message.category, "proper": message.proper, "bonus": turn.message == BONUS}
    card = None
    if turn is not None and turn.card and seat == sender:
        card = [m.to_json() for m in state.pool[turn.card]]
    return {
        "variant": state.variant,
        "mode": state.mode,
        "level": state.options["level"],
        "timer": state.options["timer"],
        "free_words": state.options["free_words"],
        "teams": [
            {"letter": TEAM_LETTERS[t] if state.variant == "teams" else "", "members": m, "position": p}
            for t, (m, p) in enumerate(zip(state.teams, state.positions, strict=True))
        ],
        "team_of": list(state.team_of),
        "current": turn.team if turn else None,
        "sender": sender,
        "receivers": list(turn.receivers) if turn else [],
        "free_for_all": bool(turn and turn.free_for_all),
        "special": turn.special if turn and turn.card else None,
        "announced": announced,
        "attempt": turn.attempt if turn else 0,
        "faces": list(turn.faces) if turn and turn.faces else None,
        "cues": list(turn.cues) if turn and turn.cues is not None else None,
        "cue_count": turn.cue_count if turn else None,
        "given": [dict(g, words=list(g["words"])) for g in turn.given] if turn else [],
        "guesses": [dict(g) for g in turn.guesses] if turn else [],
        "guessed_teams": list(turn.guessed_teams) if turn else [],
        "stealing": turn.steal_queue[0] if turn and state.phase == "steal" else None,
        "deck_size": len(state.deck),
        "card": card,
        "message": turn.message if message_known and seat == sender and turn else None,
    }
