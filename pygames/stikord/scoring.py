"""What a guess (typed, or judged by the sender) leads to in Stikord: a move of the team that guessed it, the next
attempt, the other teams' chances to steal, and the end of the turn."""

from __future__ import annotations

from pygames.stikord.board import (
    BONUS_EXTRA,
    ET_ET,
    FREE_FOR_ALL_OTHER,
    FREE_FOR_ALL_OWN,
    FREE_FOR_ALL_SQUARES,
    GOAL,
    OWN_SCORE,
    STAR_IN_VARIANT,
    STEAL,
    destination,
)
from pygames.stikord.cards import BONUS
from pygames.stikord.dice import SPECIAL_FACES
from pygames.stikord.model import ATTEMPTS, State
from pygames.stikord.turns import end_turn, roll_letters
from pygames.stikord.words import STAR


def after_guess(state: State, team: int, right: bool) -> None:
    """``team``'s guess was right or wrong (in the steal phase: the stealing team's)."""
    turn = state.active_turn()
    if state.phase == "steal":
        _after_steal(state, right)
    elif state.variant == "three":
        if right:
            roll = state.chance.choice("move", SPECIAL_FACES)
            move(state, team, STAR_IN_VARIANT if roll == STAR else int(roll), "variant")
            end_turn(state)
    elif turn.free_for_all:
        _after_free_for_all_guess(state, team, right)
    elif right:
        _own_score(state)
    elif turn.attempt < ATTEMPTS:
        roll_letters(state)
    else:
        start_steals(state)


def _own_score(state: State) -> None:
    turn = state.active_turn()
    et_et = turn.attempt == 1 and turn.first_cue_count == 1
    squares = ET_ET if et_et else OWN_SCORE[turn.attempt]
    why = "et_et" if et_et else f"attempt_{turn.attempt}"
    bonus = turn.message == BONUS
    move(state, turn.team, squares + (BONUS_EXTRA if bonus else 0), why + ("_bonus" if bonus else ""), et_et=et_et)
    if state.winner is None and state.positions[turn.team] in FREE_FOR_ALL_SQUARES:
        state.free_for_all_next = True  # an extra turn, played as a free-for-all
        state.emit("free_for_all", {"team": turn.team})
    end_turn(state)


def start_steals(state: State) -> None:
    """The active team missed three times (or the sand ran out): the other teams may guess in turn."""
    turn = state.active_turn()
    count = len(state.teams)
    turn.steal_queue = [(turn.team + k) % count for k in range(1, count)]
    state.phase = "steal"
    state.emit("steal_turn", {"team": turn.steal_queue[0]})


def _after_steal(state: State, right: bool) -> None:
    turn = state.active_turn()
    team = turn.steal_queue.pop(0)
    if right:
        move(state, team, STEAL, "steal")
        end_turn(state)
    elif turn.steal_queue:
        state.emit("steal_turn", {"team": turn.steal_queue[0]})
    else:
        state.emit("no_winner")
        end_turn(state)


def _after_free_for_all_guess(state: State, team: int, right: bool) -> None:
    turn = state.active_turn()
    if right:
        own = team == turn.team
        move(state, team, FREE_FOR_ALL_OWN if own else FREE_FOR_ALL_OTHER, "ffa_own" if own else "ffa_other")
        end_turn(state)
    elif team != turn.team:
        turn.guessed_teams.append(team)
    elif turn.attempt < ATTEMPTS:  # the active team's receiver has guessed: the attempt is over
        roll_letters(state)
    else:
        state.emit("no_winner")
        end_turn(state)


def move(state: State, team: int, squares: int, why: str, *, et_et: bool = False) -> None:
    start = state.positions[team]
    end = destination(state.variant, start, squares, et_et)
    state.positions[team] = end
    state.emit("moved", {"team": team, "squares": squares, "why": why, "start": start, "end": end})
    if end == GOAL:
        state.winner = team
        state.emit("won", {"team": team})
