"""Intercept's rounds: codes dealt, clues written (or cut short by the timer) and read aloud, guesses, the reveal with
its tokens, and the end of a round (the next round, the end of the game, or the tie-break). Functions of the state
(model.InterceptState), called by the game's handlers (game.py)."""

from __future__ import annotations

from pygames.intercept import tiebreak
from pygames.intercept.clues import Code, clue_problem, normalise
from pygames.intercept.model import (
    ALL_CODES,
    KEYWORDS_PER_TEAM,
    TOKENS_TO_DECIDE,
    State,
    Team,
    Transmission,
    code_list,
)


# ----- a new round ---------------------------------------------------------------------------------------------
def start_round(state: State) -> None:
    state.round += 1
    state.phase = "clues"
    state.decoding = None
    state.emit("round_started", {"round": state.round, "last_round": state.last_round})
    for team in state.coding_teams():
        encryptor = team.seats[(state.round - 1) % len(team.seats)]
        # Last round's code is back in the deck, which is shuffled anew: a code can come again at once.
        deck: list[Code] = [(a, b, c) for a, b, c in state.chance.shuffle("codes", ALL_CODES)]
        state.transmissions.append(Transmission(state.round, team.index, encryptor, deck[0], deck))
        state.emit("encryptor", {"round": state.round, "seat": encryptor, "team": team.index})


# ----- clues ---------------------------------------------------------------------------------------------------
def write_clues(state: State, seat: int, clues: list[str]) -> None:
    """The encryptor's three clues (core has checked that ``seat`` is an encryptor still writing)."""
    team = state.teams[state.team_of[seat]]
    transmission = state.current(team.index)
    assert seat == transmission.encryptor
    _check_clues(state, team, transmission, clues, allow_empty=False)
    _record_clues(state, team, transmission, clues)
    state.emit("clues_written", {"seat": seat, "team": team.index}, secret={"clues": transmission.clues}, see=[seat])
    _after_clues(state)


def time_up(state: State, seat: int, clues: list[str]) -> None:
    """The late encryptor's 30 seconds ran out: the clues written so far count, the rest are left blank."""
    late = state.late_encryptor()
    state.require(late is not None, "no_timer")
    assert late is not None and seat == late.encryptor  # the late encryptor is the only seat still to act
    team = state.teams[late.team]
    _check_clues(state, team, late, clues, allow_empty=True)
    _record_clues(state, team, late, clues)
    late.timed_out = True
    blank = sum(1 for c in clues if not c.strip())
    state.emit("time_up", {"seat": seat, "team": team.index, "blank": blank})
    _after_clues(state)


def _check_clues(state: State, team: Team, transmission: Transmission, clues: list[str], allow_empty: bool) -> None:
    state.require(len(clues) == 3, "clue_count", count=3)
    language = state.options["language"]
    problem = clue_problem(clues, team.keywords, transmission.code, team.used_clues, allow_empty, language)
    if problem is not None:
        key, args = problem
        state.refuse(key, **args)


def _record_clues(state: State, team: Team, transmission: Transmission, clues: list[str]) -> None:
    transmission.clues = [c.strip() for c in clues]
    team.used_clues.update(normalise(c, state.options["language"]) for c in clues if c.strip())


def _after_clues(state: State) -> None:
    """Once every encryptor has finished, the clues are read aloud and the first code is guessed."""
    if not all(t.clues is not None for t in state.this_round()):
        return
    state.seal()  # every team's clues are read aloud: the other encryptor's were secret until now
    for transmission in state.this_round():
        state.emit(
            "clues_read",
            {
                "team": transmission.team,
                "round": transmission.round,
                "seat": transmission.encryptor,
                "clues": transmission.clues,
                "timed_out": transmission.timed_out,
            },
        )
    state.phase = "guess"
    state.decoding = state.coding_teams()[0].index


# ----- guesses and the reveal ----------------------------------------------------------------------------------
def guess(state: State, seat: int, digits: list[int]) -> None:
    """A team's single guess at the code being decoded (core has checked that ``seat`` may guess it)."""
    transmission = state.current(state.decoding_team())
    team = state.team_of[seat]
    assert state.may_guess(seat, transmission)
    code = _checked_code(state, digits)
    transmission.guesses[team] = code
    transmission.guessed_by[team] = seat
    state.emit(
        "guessed",
        {"seat": seat, "team": team, "whose": transmission.team},
        secret={"code": list(code)},
        see=state.teams[team].seats,
    )
    if all(transmission.guesses[t] is not None for t in state.guessing_teams(transmission)):
        _reveal(state, transmission)
        _after_reveal(state)


def _checked_code(state: State, digits: list[int]) -> Code:
    state.require(len(digits) == 3, "code_length")
    for digit in digits:
        state.require(1 <= digit <= KEYWORDS_PER_TEAM, "code_digit", digit=digit, max=KEYWORDS_PER_TEAM)
    state.require(len(set(digits)) == 3, "code_repeats")
    return (digits[0], digits[1], digits[2])


def _reveal(state: State, transmission: Transmission) -> None:
    team = state.teams[transmission.team]
    other = state.other(team)
    own_guess = transmission.guesses[team.index]
    other_guess = transmission.guesses[other.index]
    transmission.revealed = True
    transmission.intercepted = other_guess == transmission.code
    transmission.miscommunicated = own_guess != transmission.code
    state.emit("code_revealed", {"team": team.index, "round": transmission.round, "code": list(transmission.code)})
    if other_guess is not None:
        state.emit(
            "intercept_guess",
            {
                "team": other.index,
                "whose": team.index,
                "guess": code_list(other_guess),
                "intercepted": transmission.intercepted,
            },
        )
    state.emit(
        "decode_guess",
        {"team": team.index, "guess": code_list(own_guess), "right": not transmission.miscommunicated},
    )
    if transmission.intercepted:
        other.interceptions += 1
        state.emit("interception", {"team": other.index, "whose": team.index, "tokens": other.interceptions})
    if transmission.miscommunicated:
        if state.three_players:
            other.interceptions += 1  # the team never takes miscommunication tokens: the interceptor scores
            state.emit("decode_token", {"team": other.index, "whose": team.index, "tokens": other.interceptions})
        else:
            team.miscommunications += 1
            state.emit("miscommunication", {"team": team.index, "tokens": team.miscommunications})


def _after_reveal(state: State) -> None:
    later = [t.index for t in state.coding_teams() if t.index > state.decoding_team()]
    if later:
        state.decoding = later[0]
        return
    _end_of_round(state)


# ----- the end of a round --------------------------------------------------------------------------------------
def _end_of_round(state: State) -> None:
    if state.three_players:
        state.emit("round_ended_three", {"round": state.round, "tokens": state.interceptor().interceptions})
        _check_three_player_end(state)
        return
    white, black = state.teams
    state.emit(
        "round_ended",
        {
            "round": state.round,
            "white_interceptions": white.interceptions,
            "white_miscommunications": white.miscommunications,
            "black_interceptions": black.interceptions,
            "black_miscommunications": black.miscommunications,
        },
    )
    reached = [
        t for t in state.teams if t.interceptions >= TOKENS_TO_DECIDE or t.miscommunications >= TOKENS_TO_DECIDE
    ]
    if not reached and state.round < state.last_round:
        start_round(state)
        return
    # Which teams do the conditions favour? A team with 2 interceptions, or whose opponent has 2 miscommunications.
    favoured = [
        t
        for t in state.teams
        if t.interceptions >= TOKENS_TO_DECIDE or state.other(t).miscommunications >= TOKENS_TO_DECIDE
    ]
    if len(favoured) == 1:
        winner = favoured[0]
        if winner.interceptions >= TOKENS_TO_DECIDE:
            state.finish([winner.index], "two_interceptions", team=winner.index)
        else:
            loser = state.other(winner).index
            state.finish([winner.index], "two_miscommunications", team=loser, winner=winner.index)
        return
    tiebreak.start(state, "both_ways" if reached else "no_winner")


def _check_three_player_end(state: State) -> None:
    interceptor = state.interceptor()
    if interceptor.interceptions >= TOKENS_TO_DECIDE:
        state.finish(
            [interceptor.index],
            "interceptor_won",
            seat=interceptor.seats[0],
            team=interceptor.index,
            tokens=interceptor.interceptions,
            round=state.round,
        )
    elif state.round >= state.last_round:
        team = state.other(interceptor)
        state.finish([team.index], "team_held", team=team.index, tokens=TOKENS_TO_DECIDE, rounds=state.last_round)
    else:
        start_round(state)
