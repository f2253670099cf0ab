"""The shape of what a Game Over seat sees: the game's part of a view (core wraps it in its envelope).

Its own module so that the rules (game.py) and the bots (bots.py), which decide from a view only, share one type.
"""

from __future__ import annotations

from typing import Literal, TypedDict

# The rules' numbers, here so that the rules (game.py) and the bots (bots.py) share them.
TILES = 10
HAND_SIZE = 3
LETTER_COPIES = 2
WILD_CARDS = {"vowel": 6, "consonant": 6}
GUESS_CARDS = 8

Phase = Literal["word", "play", "next_guide", "over"]  # next_guide: a guide who won picks the next guide
Why = Literal["last_letter", "guessed", "last_tile"]  # how a round was won


class RoundRecord(TypedDict):
    """A finished round, public once it is over."""

    round: int  # 1-based
    guide: int
    word: str
    winner: int
    why: Why
    tiles: int  # tiles left on the panel at the end


class GameOverView(TypedDict):
    """The game's part of a seat's view (core adds seat, to_act, phase, players, events, result).

    The alphabet, the vowels, the number of tiles and the word lengths are static data (``GameOver.static``)."""

    language: str
    round: int  # 1-based
    rounds: int
    guide: int
    guessers: list[int]  # in turn order
    word_level: str
    any_word: bool
    turn: int | None  # the guesser to play, None while the guide chooses and at the end
    tiles: int
    pattern: list[str | None] | None  # the word with None for each hidden letter; None before it is chosen
    length: int | None
    misses: list[str]
    asked: list[str]
    wrong_guesses: list[str]  # words guessed wrongly this round (folded), in order
    half_revealed: bool
    hidden: int | None
    hand: list[str] | None  # this seat's cards (None for the guide and the public view)
    hand_sizes: dict[str, int]  # guesser (as text) → number of cards
    deck_size: int
    discard_top: str | None
    discard_size: int
    history: list[RoundRecord]
    word: str | None  # the guide's own word; everyone's once the round is over
