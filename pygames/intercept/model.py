"""Intercept's pieces and its state: teams, the codes passed each round, the keyword tie-break, the fixed numbers, and
:class:`InterceptState`, the state every part of the rules reads (game.py, rounds.py, tiebreak.py and views.py, whose
module functions take it) with the queries they share."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, get_args

from pygames.core import Game, ViewT
from pygames.intercept.clues import Code

TEAM_COLOURS = ("white", "black")  # team 0 is White, team 1 is Black
KEYWORDS_PER_TEAM = 4
ALL_CODES: tuple[Code, ...] = tuple((a, b, c) for a, b, c in itertools.permutations(range(1, KEYWORDS_PER_TEAM + 1), 3))
LAST_ROUND = 8
LAST_ROUND_THREE_PLAYERS = 5
TOKENS_TO_DECIDE = 2
TIMER_SECONDS = 30
MAX_KEYWORD_GUESS_LENGTH = 40

# clues → guess (per encrypting team) → … → the next round's clues; after the last round: keywords → review → over
Phase = Literal["clues", "guess", "keywords", "review", "over"]
PHASES: tuple[Phase, ...] = get_args(Phase)
Role = Literal["encryptor", "decoder", "interceptor", "player"]


@dataclass
class Team:
    index: int
    seats: list[int]
    encrypts: bool  # False only for the interceptor of the 3-player variant
    keywords: list[str] = field(default_factory=list)
    interceptions: int = 0  # in the 3-player variant: the interceptor's tokens (for interceptions and failed decodes)
    miscommunications: int = 0
    used_clues: set[str] = field(default_factory=set)  # normalised, so a clue cannot come back in another spelling

    @property
    def score(self) -> int:
        return self.interceptions - self.miscommunications


@dataclass
class Transmission:
    """One encryptor's code in one round: the code, the clues, both teams' guesses and the outcome."""

    round: int
    team: int
    encryptor: int
    code: Code
    deck: list[Code]  # the shuffled deck the code was drawn from (its top card), kept to show the deal is fair
    clues: list[str] | None = None
    timed_out: bool = False
    guesses: list[Code | None] = field(default_factory=lambda: [None, None])  # by team index
    guessed_by: list[int | None] = field(default_factory=lambda: [None, None])
    revealed: bool = False
    intercepted: bool = False
    miscommunicated: bool = False  # a failed decode (in the 3-player variant it gives the interceptor a token)


@dataclass
class KeywordTieBreak:
    guesses: list[list[str] | None] = field(default_factory=lambda: [None, None])  # team t's guesses at the other's
    accepted: list[set[int] | None] = field(default_factory=lambda: [None, None])  # by owner: accepted positions 0 to 3


@dataclass(frozen=True)
class Ending:
    """How the game ended: the winning teams, and the outcome key with its arguments."""

    teams: list[int]
    key: str
    args: dict[str, Any]


def code_list(code: Code | None) -> list[int] | None:
    return None if code is None else list(code)


class InterceptState(Game[ViewT]):
    """The state of an Intercept game and the queries every part of the rules shares. The game (game.py) is
    ``InterceptState[InterceptView]``; the rounds, the tie-break and the views are module functions taking it."""

    PHASES: ClassVar[tuple[str, ...]] = PHASES

    team_of: list[int]
    three_players: bool
    teams: list[Team]
    last_round: int
    round: int
    phase: Phase
    decoding: int | None  # the team whose code is being guessed
    transmissions: list[Transmission]
    tiebreak: KeywordTieBreak | None
    ending: Ending | None

    def other(self, team: Team) -> Team:
        return self.teams[1 - team.index]

    def coding_teams(self) -> list[Team]:
        return [team for team in self.teams if team.encrypts]

    def interceptor(self) -> Team:
        return next(team for team in self.teams if not team.encrypts)

    def current(self, team: int) -> Transmission:
        """The team's code of this round."""
        for transmission in reversed(self.transmissions):
            if transmission.round == self.round and transmission.team == team:
                return transmission
        raise AssertionError(f"team {team} has no code this round")

    def this_round(self) -> list[Transmission]:
        return [t for t in self.transmissions if t.round == self.round]

    def decoding_team(self) -> int:
        assert self.decoding is not None
        return self.decoding

    def guessing_teams(self, transmission: Transmission) -> list[int]:
        """The teams that guess this code: its own team always, the other team from round 2 on."""
        return [transmission.team] + ([1 - transmission.team] if transmission.round > 1 else [])

    def may_guess(self, seat: int, transmission: Transmission) -> bool:
        team = self.team_of[seat]
        if team not in self.guessing_teams(transmission) or transmission.guesses[team] is not None:
            return False
        return seat != transmission.encryptor  # the encryptor takes no part in decoding their own code

    def late_encryptor(self) -> Transmission | None:
        """The code whose encryptor is on the clock: the other encryptor has finished, this one has not."""
        if self.phase != "clues":
            return None
        current = self.this_round()
        pending = [t for t in current if t.clues is None]
        return pending[0] if len(current) == 2 and len(pending) == 1 else None

    def keyword_tiebreak(self) -> KeywordTieBreak:
        """The keyword guesses of the tie-break (tiebreak.py), once it has begun."""
        assert self.tiebreak is not None
        return self.tiebreak

    def team_scores(self) -> list[float]:
        """Each seat's score: its team's (interceptions - miscommunications); in the 3-player variant the
        interceptor's tokens, and for the team the codes it got across safely."""
        if self.three_players:
            safe = sum(1 for t in self.transmissions if t.revealed and not t.intercepted and not t.miscommunicated)
            return [
                float(safe if self.teams[team].encrypts else self.teams[team].interceptions) for team in self.team_of
            ]
        return [float(self.teams[team].score) for team in self.team_of]

    def finish(self, winning_teams: list[int], key: str, **args: Any) -> None:
        self.phase = "over"
        self.decoding = None
        self.ending = Ending(list(winning_teams), key, args)
        shared = len(winning_teams) > 1
        self.emit("game_over", {"team": None if shared else winning_teams[0], "shared": shared})


State = InterceptState[Any]  # what the module functions take: the state of any Intercept game
