"""What each seat of Intercept sees. A team's keywords show only to that team (until the review of the tie-break and
the end, when every screen is open); a code only to its encryptor until it is revealed; this round's clues only to
their encryptor until both encryptors have finished; a team's guess only to that team until the reveal. The notes
(clues filed under the keyword numbers they turned out to point to) are public.

The view's types, and :func:`view`, which builds one from the state (model.InterceptState)."""

from __future__ import annotations

from typing import Literal, TypedDict

from pygames.intercept import tiebreak
from pygames.intercept.model import KEYWORDS_PER_TEAM, Role, State, Team, Transmission, code_list


class NoteView(TypedDict):
    round: int
    clue: str


class RoundView(TypedDict):
    """One code of one team in one round."""

    round: int
    encryptor: int
    clues: list[str] | None  # None until read aloud (the encryptor sees their own at once)
    clues_done: bool
    timed_out: bool
    code: list[int] | None  # None until revealed (the encryptor sees their own at once)
    guesses: list[list[int] | None]  # by team: a team sees its own guess at once, the other's at the reveal
    guessed: list[bool]
    guessing_teams: list[int]
    revealed: bool
    intercepted: bool | None
    miscommunicated: bool | None


class TeamView(TypedDict):
    index: int
    seats: list[int]
    role: Literal["coders", "interceptor"]
    encryptor: int | None
    interceptions: int
    miscommunications: int
    score: int
    keywords: list[str] | None
    keyword_count: int
    rounds: list[RoundView]
    notes: list[list[NoteView]]  # by keyword number - 1


class MeView(TypedDict):
    team: int
    role: Role
    code: list[int] | None  # the encryptor's code this round, until it is revealed


class SeatView(TypedDict):
    seat: int
    team: int
    role: Role


class TimerView(TypedDict):
    """The late encryptor is on the clock (static's timer_seconds); ``since_move`` tells one timer from the next."""

    seat: int
    team: int
    since_move: int


class TieBreakView(TypedDict):
    guesses: list[list[str] | None]  # by guessing team: a team sees its own at once, the other's once both are in
    guessed: list[bool]
    near_misses: list[list[int]] | None  # by owner, keyword numbers 1 to 4, once both teams have guessed
    accepted: list[list[int] | None]  # by owner
    hits: list[int] | None  # by guessing team, at the end


class InterceptView(TypedDict):
    """The game's part of a seat's view (core adds the envelope: seat, to_act, phase, players, events, result)."""

    round: int
    decoding: int | None
    me: MeView | None
    seats: list[SeatView]
    teams: list[TeamView]
    timer: TimerView | None
    tiebreak: TieBreakView | None


def role(state: State, seat: int) -> Role:
    team = state.teams[state.team_of[seat]]
    if not team.encrypts:
        return "interceptor"
    if state.phase in ("keywords", "review", "over"):
        return "player"  # the rounds are over: nobody encrypts or decodes any more
    if state.current(team.index).encryptor == seat:
        return "encryptor"
    return "decoder"


def _keywords_visible(state: State, team: Team, seat: int | None) -> bool:
    public = state.phase in ("review", "over")  # the tie-break's review and the end show every screen
    return public or (seat is not None and state.team_of[seat] == team.index)


def _transmission_view(state: State, transmission: Transmission, seat: int | None) -> RoundView:
    mine = seat is not None and seat == transmission.encryptor
    clues_public = transmission.round < state.round or state.phase != "clues"
    guesses: list[list[int] | None] = []
    for team in (0, 1):
        own = seat is not None and state.team_of[seat] == team
        guesses.append(code_list(transmission.guesses[team]) if transmission.revealed or own else None)
    shown = transmission.revealed or mine or state.phase == "over"
    return {
        "round": transmission.round,
        "encryptor": transmission.encryptor,
        "clues": list(transmission.clues) if transmission.clues is not None and (clues_public or mine) else None,
        "clues_done": transmission.clues is not None,
        "timed_out": transmission.timed_out,
        "code": list(transmission.code) if shown else None,
        "guesses": guesses,
        "guessed": [g is not None for g in transmission.guesses],
        "guessing_teams": state.guessing_teams(transmission),
        "revealed": transmission.revealed,
        "intercepted": transmission.intercepted if transmission.revealed else None,
        "miscommunicated": transmission.miscommunicated if transmission.revealed else None,
    }


def _team_view(state: State, team: Team, seat: int | None) -> TeamView:
    transmissions = [t for t in state.transmissions if t.team == team.index]
    notes: list[list[NoteView]] = [[] for _ in range(KEYWORDS_PER_TEAM)]
    for t in transmissions:
        if t.revealed and t.clues is not None:
            for digit, clue in zip(t.code, t.clues, strict=True):
                if clue:
                    notes[digit - 1].append({"round": t.round, "clue": clue})
    return {
        "index": team.index,
        "seats": list(team.seats),
        "role": "coders" if team.encrypts else "interceptor",
        "encryptor": state.current(team.index).encryptor if team.encrypts and state.round else None,
        "interceptions": team.interceptions,
        "miscommunications": team.miscommunications,
        "score": team.score,
        "keywords": list(team.keywords) if team.encrypts and _keywords_visible(state, team, seat) else None,
        "keyword_count": len(team.keywords),
        "rounds": [_transmission_view(state, t, seat) for t in transmissions],
        "notes": notes,
    }


def _me_view(state: State, seat: int) -> MeView:
    team = state.teams[state.team_of[seat]]
    code = None
    if team.encrypts and state.phase != "over":
        current = state.current(team.index)
        if current.encryptor == seat and not current.revealed:
            code = list(current.code)
    return {"team": team.index, "role": role(state, seat), "code": code}


def _tiebreak_view(state: State, seat: int | None) -> TieBreakView | None:
    if state.tiebreak is None:
        return None
    guessed = state.tiebreak
    both_in = None not in guessed.guesses
    own = None if seat is None else state.team_of[seat]
    return {
        "guesses": [
            list(g) if g is not None and (both_in or own == t) else None for t, g in enumerate(guessed.guesses)
        ],
        "guessed": [g is not None for g in guessed.guesses],
        "near_misses": [[i + 1 for i in tiebreak.near_misses(state, t)] for t in (0, 1)] if both_in else None,
        "accepted": [sorted(i + 1 for i in a) if a is not None else None for a in guessed.accepted],
        "hits": [tiebreak.keyword_hits(state, 0), tiebreak.keyword_hits(state, 1)] if state.phase == "over" else None,
    }


def view(state: State, seat: int | None) -> InterceptView:
    """The game's part of what ``seat`` sees (None: the public view)."""
    late = state.late_encryptor()
    shown: InterceptView = {
        "round": state.round,
        "decoding": state.decoding,
        "me": None if seat is None else _me_view(state, seat),
        "seats": [{"seat": s, "team": state.team_of[s], "role": role(state, s)} for s in range(len(state.seats))],
        "teams": [_team_view(state, team, seat) for team in state.teams],
        "timer": (
            {"seat": late.encryptor, "team": late.team, "since_move": len(state.log)} if late is not None else None
        ),
        "tiebreak": _tiebreak_view(state, seat),
    }
    return shown
