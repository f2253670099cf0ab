"""A Stikord turn from its start to its end: the roles, the letter dice rolled for each attempt, and the end of a turn
(the message shown to all, the card under the deck, the next team clockwise)."""

from __future__ import annotations

from pygames.stikord.model import State, Turn
from pygames.stikord.teams import roles


def begin_turn(state: State) -> None:
    state.phase = "draw"
    sender, receivers = roles(state, state.current)
    state.turn = Turn(state.current, sender, receivers, card="", special=0, free_for_all=state.free_for_all_next)
    state.free_for_all_next = False
    state.emit(
        "turn",
        {"team": state.current, "sender": sender, "receivers": receivers, "free_for_all": state.turn.free_for_all},
    )


def roll_letters(state: State) -> None:
    """All four letter dice, for the next attempt."""
    turn = state.active_turn()
    turn.attempt += 1
    turn.faces = [state.chance.choice("letters", faces) for faces in state.faces]
    turn.cues = None
    turn.cue_count = None
    turn.guessed_teams = []
    state.phase = "cues"
    state.emit("rolled", {"attempt": turn.attempt, "faces": turn.faces})


def end_turn(state: State) -> None:
    """The card goes under the deck, the message is shown to all, and the next team clockwise plays."""
    turn = state.active_turn()
    if turn.message is not None:
        state.seal()  # the message is shown to everyone
        state.emit("message_was", {"text": state.message().text, "category": state.message().category})
    state.deck.append(turn.card)
    state.turns_taken[turn.team] += 1
    if state.winner is not None:
        state.phase = "over"
        state.turn = None
        return
    if not state.free_for_all_next:
        state.current = (turn.team + 1) % len(state.teams)
    begin_turn(state)
