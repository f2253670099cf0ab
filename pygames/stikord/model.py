"""Stikord's state: a turn in play, the fixed numbers of a turn, and :class:`StikordState`, which every part of the
rules reads (game.py, teams.py, turns.py, scoring.py, legal.py, cues.py, views.py: module functions taking it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, get_args

from pygames.core import Game, ViewT
from pygames.stikord.cards import Card, Message

Phase = Literal["draw", "choose", "cues", "guess", "steal", "over"]
PHASES: tuple[Phase, ...] = get_args(Phase)
Variant = Literal["teams", "three"]  # teams, or the 3-player game: each for themselves
Mode = Literal["typed", "spoken"]  # cue words and guesses typed (the app judges), or said aloud (the sender judges)
ATTEMPTS = 3
MAX_CUES = 4
EXAMPLE_GUESS = "x"  # the example of a typed guess that legal_actions lists (judged like any other)


@dataclass
class Turn:
    team: int
    sender: int
    receivers: list[int]
    card: str  # "<level>-<index>"
    special: int | str
    free_for_all: bool = False
    message: int | None = None  # index on the card, once chosen
    attempt: int = 0  # 1..3 once the first dice are rolled
    faces: list[str] | None = None
    cues: list[str] | None = None  # typed cue words of this attempt
    cue_count: int | None = None  # how many cue words this attempt (typed or tapped)
    first_cue_count: int | None = None  # the number of cue words of attempt 1 (for ET-ET)
    # Every attempt's cue words so far ({attempt, count, words}: words typed, or [] when said aloud): public once given,
    # so a stealing team reads them all, as it heard them all at a table.
    given: list[dict[str, Any]] = field(default_factory=list)
    guesses: list[dict[str, Any]] = field(default_factory=list)
    guessed_teams: list[int] = field(default_factory=list)  # free-for-all: teams that guessed this attempt
    steal_queue: list[int] = field(default_factory=list)


class StikordState(Game[ViewT]):
    """The state of a Stikord game. The game (game.py) is ``StikordState[StikordView]``; the other parts of the rules
    are module functions taking it."""

    PHASES: ClassVar[tuple[str, ...]] = PHASES

    variant: Variant
    mode: Mode
    teams: list[list[int]]  # team -> its seats (in the 3-player game, one seat a "team")
    team_of: list[int]  # seat -> its team
    positions: list[int]  # team -> its square (0: START)
    turns_taken: list[int]  # team -> turns played, which rotates its sender
    pool: dict[str, Card]  # "<level>-<index>" -> the card
    deck: list[str]
    faces: list[list[str]]  # the letter dice of the game's language
    current: int  # the team whose turn it is
    turn: Turn | None
    phase: Phase
    free_for_all_next: bool
    winner: int | None

    def active_turn(self) -> Turn:
        assert self.turn is not None
        return self.turn

    def message(self) -> Message:
        """The message being sent this turn (once chosen)."""
        assert self.turn is not None and self.turn.message is not None
        return self.pool[self.turn.card][self.turn.message]


State = StikordState[Any]  # what the module functions take: the state of any Stikord game
