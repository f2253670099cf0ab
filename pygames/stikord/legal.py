"""Who must act in Stikord and what they may do: the sender draws, chooses, gives cue words and (spoken) judges; the
receivers (typed) guess, in a free-for-all or the 3-player game several at once; the sender may accept a typed guess
judged wrong."""

from __future__ import annotations

from typing import Any

from pygames.core import Action
from pygames.stikord.cues import example_cues
from pygames.stikord.model import ATTEMPTS, EXAMPLE_GUESS, MAX_CUES, State


def to_act(state: State) -> list[int]:
    if state.phase == "over" or state.turn is None:
        return []
    turn = state.turn
    if state.phase in ("draw", "choose", "cues") or state.mode == "spoken":
        return [turn.sender]
    if state.phase == "steal":
        stealing = list(state.teams[turn.steal_queue[0]])
        return [*stealing, turn.sender] if acceptable(state) is not None else stealing
    # typed guesses
    if state.variant == "three":
        return [*turn.receivers, turn.sender]
    if turn.free_for_all:
        others = [
            seat
            for team, members in enumerate(state.teams)
            if team != turn.team and team not in turn.guessed_teams
            for seat in members
        ]
        return [*others, *turn.receivers]  # the active team's guess ends the attempt: the others first
    return list(turn.receivers)


def legal_actions(state: State, seat: int) -> list[Action]:
    turn = state.active_turn()
    if state.phase == "draw":
        return [{"type": "draw"}]
    if state.phase == "choose":
        return [{"type": "choose", "message": i} for i in range(5)]
    actions: list[Action] = []
    if state.phase == "cues":
        if state.mode == "typed":
            actions += [{"type": "cues", "words": example} for example in example_cues(state)]
        else:
            actions += [{"type": "cues", "count": n} for n in range(1, MAX_CUES + 1)]
        if acceptable(state) is not None:
            actions.append({"type": "accept"})
        return [*actions, {"type": "time_up"}]
    if state.phase == "steal":
        if state.mode == "typed":
            if seat == turn.sender:
                return [{"type": "accept"}]
            return [{"type": "guess", "text": EXAMPLE_GUESS}]
        return [{"type": "judge", "right": True}, {"type": "judge", "right": False}]
    # guess
    if state.mode == "typed":
        if seat != turn.sender:
            actions.append({"type": "guess", "text": EXAMPLE_GUESS})
    elif state.variant == "three" or turn.free_for_all:
        actions += [{"type": "winner", "team": team} for team in could_win(state)]
        if turn.free_for_all:
            actions.append({"type": "no_winner"})
    else:
        actions += [{"type": "judge", "right": True}, {"type": "judge", "right": False}]
    if state.variant == "three" and seat == turn.sender and turn.attempt < ATTEMPTS:
        actions.append({"type": "reroll"})
    if seat == turn.sender and acceptable(state) is not None:
        actions.append({"type": "accept"})
    return [*actions, {"type": "time_up"}]


def could_win(state: State) -> list[int]:
    """The teams (players, in the 3-player game) the sender may name as the winner of a spoken free-for-all."""
    turn = state.active_turn()
    if state.variant == "three":
        return [state.team_of[s] for s in turn.receivers]
    return list(range(len(state.teams)))


def acceptable(state: State) -> dict[str, Any] | None:
    """The typed guess the sender may still accept: in the 3-player game the latest guess of this attempt;
    in a team's turn the active team's guess that ended the previous attempt (the next one not yet begun)."""
    turn = state.active_turn()
    if state.mode != "typed" or not turn.guesses:
        return None
    last = turn.guesses[-1]
    if last["right"]:
        return None
    if state.variant == "three":
        return last if state.phase == "guess" and last["attempt"] == turn.attempt else None
    if last["team"] != turn.team:
        return None
    if state.phase == "steal":  # the third miss, before any other team has guessed
        before_steals = len(turn.steal_queue) == len(state.teams) - 1
        return last if before_steals and last["attempt"] == turn.attempt else None
    return last if state.phase == "cues" and last["attempt"] == turn.attempt - 1 else None
