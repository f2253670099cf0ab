"""The rules of Game Over (shared/rules/gameover.md).

A match is a number of rounds; each round one seat is the guide, who picks a secret word, and the others guess it with
cards. A guesser either plays a card (ask for a letter, or guess the word) or draws one; with exactly two hidden letters
left a guesser may instead guess the word freely (two tiles if wrong). Ten tiles on the panel: a miss costs one, and
when the last one goes the guide wins the round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pygames.core import Action, BadOptions, Game, GameInfo, IllegalAction, Result, View, fold, require
from pygames.gameover import bots
from pygames.gameover.words import LEVEL_LENGTHS, Language, language

TILES = 10
HAND_SIZE = 3
LETTER_COPIES = 2
WILD_CARDS = {"vowel": 6, "consonant": 6}
GUESS_CARDS = 8
MAX_ROUNDS = 14
EXAMPLE_WORDS = 3  # how many legal example words legal_actions lists for a guide


@dataclass
class Round:
    number: int  # 0-based
    guide: int
    guessers: list[int]  # in turn order, starting left of the guide
    deck: list[str]
    discard: list[str] = field(default_factory=list)
    hands: dict[int, list[str]] = field(default_factory=dict)
    word: str | None = None  # folded; None while the guide is choosing
    revealed: list[bool] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)  # letters asked that revealed nothing, in order
    asked: list[str] = field(default_factory=list)  # every letter asked, in order
    tiles: int = TILES
    turn_index: int = 0  # into guessers
    winner: int | None = None
    log: list[str] = field(default_factory=list)

    @property
    def turn(self) -> int:
        return self.guessers[self.turn_index]

    def hidden_count(self) -> int:
        return self.revealed.count(False)

    def half_revealed(self) -> bool:
        return 2 * self.revealed.count(True) >= len(self.revealed)


class GameOver(Game):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="gameover",
        title="Game Over",
        tagline="Find the hidden word before the ten tiles fall",
        min_seats=2,
        max_seats=7,
        languages=("en", "it"),
        options={"rounds": 0, "word_level": "any", "any_word": False, "first_guide": -1},
        option_choices={
            "rounds": range(MAX_ROUNDS + 1),
            "word_level": tuple(LEVEL_LENGTHS),
            "any_word": (False, True),
            "first_guide": range(-1, 7),
        },
        choice_labels={
            "rounds": {0: "one per player"},
            "word_level": {k: f"{k}: {r.start} to {r.stop - 1} letters" for k, r in LEVEL_LENGTHS.items()},
            "first_guide": {-1: "a computer seat if any", **{i: f"player {i + 1}" for i in range(7)}},
        },
        option_labels={
            "rounds": "Rounds",
            "word_level": "Computer guide's words",
            "any_word": "A guide may use any word",
            "first_guide": "First guide",
        },
    )

    # ----- setup ---------------------------------------------------------------------------------------------------
    def _check_options(self, options: dict[str, Any]) -> None:
        if options["first_guide"] >= len(options["seats"]):
            raise BadOptions("first_guide must be one of the seats (or -1 for the first computer seat)")

    def _setup(self) -> None:
        self.lang: Language = language(self.options["language"])
        n = len(self.seats)
        self.total_rounds: int = self.options["rounds"] or n  # default: everyone is guide once
        first = self.options["first_guide"]
        if first < 0:  # a person playing alone against the computer wants to guess first
            first = next((i for i, s in enumerate(self.seats) if s.bot), 0)
        self.first_guide: int = first
        self.scores: list[int] = [0] * n
        self.history: list[dict[str, Any]] = []
        self.round: Round = self._new_round(0)

    def _new_deck(self) -> list[str]:
        deck = [c for c in self.lang.alphabet for _ in range(LETTER_COPIES)]
        for kind, count in WILD_CARDS.items():
            deck += [kind] * count
        deck += ["guess"] * GUESS_CARDS
        self.rng.shuffle(deck)
        return deck

    def _new_round(self, number: int) -> Round:
        n = len(self.seats)
        guide = (self.first_guide + number) % n
        guessers = [(guide + k) % n for k in range(1, n)]
        rnd = Round(number=number, guide=guide, guessers=guessers, deck=self._new_deck())
        for seat in guessers:
            rnd.hands[seat] = [rnd.deck.pop() for _ in range(HAND_SIZE)]
        rnd.log.append(f"Round {number + 1}: {self.seats[guide].name} is the guide.")
        return rnd

    # ----- whose turn, what is legal -------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        rnd = self.round
        if rnd.winner is not None:
            return []
        if rnd.word is None:
            return [rnd.guide]
        return [rnd.turn]

    def _legal_actions(self, seat: int) -> list[Action]:
        rnd = self.round
        if rnd.word is None:
            start = (rnd.number * 37) % max(1, len(self.lang.words) - EXAMPLE_WORDS)
            return [{"type": "word", "word": w.lower()} for w in self.lang.words[start : start + EXAMPLE_WORDS]]
        actions: list[Action] = []
        if rnd.deck or rnd.discard:
            actions.append({"type": "draw"})
        example = self._example_guess()
        for card in sorted(set(rnd.hands[seat])):
            if card == "vowel":
                actions += [{"type": "play", "card": card, "letter": v} for v in self.lang.vowels]
            elif card == "consonant":
                actions += [{"type": "play", "card": card, "letter": c} for c in self.lang.consonants]
            elif card == "guess":
                if rnd.half_revealed():
                    actions.append({"type": "play", "card": card, "word": example})
            else:
                actions.append({"type": "play", "card": card})
        if rnd.hidden_count() == 2:
            actions.append({"type": "free_guess", "word": example})
        if not actions:  # only guess cards, word less than half shown, and every card in someone's hand
            actions.append({"type": "pass"})
        return actions

    def _example_guess(self) -> str:
        """A well-formed guess built from public information only (legal_actions must not leak the word)."""
        pattern = self._pattern()
        return "".join(c or "E" for c in pattern).lower()

    def _pattern(self) -> list[str | None]:
        rnd = self.round
        assert rnd.word is not None
        return [c if shown else None for c, shown in zip(rnd.word, rnd.revealed, strict=True)]

    # ----- applying actions ----------------------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> None:
        rnd = self.round
        kind = action["type"]
        if rnd.word is None:
            require(kind == "word", "the guide must first choose the secret word")
            self._choose_word(seat, action)
            return
        name = self.seats[seat].name
        if kind == "draw":
            require(set(action) == {"type"}, "a draw takes no other fields")
            require(bool(rnd.deck or rnd.discard), "there is no card left to draw")
            if not rnd.deck:  # Decision of the rules file: the discard pile becomes the new deck
                rnd.deck, rnd.discard = rnd.discard, []
                self.rng.shuffle(rnd.deck)
                rnd.log.append("The discard pile is shuffled into a new deck.")
            rnd.hands[seat].append(rnd.deck.pop())
            rnd.log.append(f"{name} draws a card.")
            self._next_turn()
        elif kind == "play":
            self._play(seat, action)
        elif kind == "free_guess":
            require(set(action) == {"type", "word"}, "a free guess carries only the word")
            require(rnd.hidden_count() == 2, "a free guess is allowed only when exactly two letters are hidden")
            guess = self._checked_guess(action.get("word"))
            self._resolve_guess(seat, guess, penalty=2, how="guesses freely")
        elif kind == "pass":
            require(self._legal_actions(seat) == [{"type": "pass"}], "you can only pass when you have no other move")
            rnd.log.append(f"{name} cannot play and passes.")
            self._next_turn()
        else:
            raise IllegalAction(f"unknown action {kind!r}")

    def _choose_word(self, seat: int, action: Action) -> None:
        require(set(action) == {"type", "word"}, "choosing the word takes only the word")
        raw = action.get("word")
        require(isinstance(raw, str), "the word must be text")
        word = fold(str(raw).strip())
        problem = self.lang.spelling_problem(word)
        require(problem is None, f"cannot use that word: {problem}")
        if not self.options["any_word"]:
            require(word in self.lang.words, "that word is not in the word list (a game option allows any word)")
        rnd = self.round
        rnd.word = word
        rnd.revealed = [i in (0, len(word) - 1) for i in range(len(word))]
        shown = f"{word[0]}{'_' * (len(word) - 2)}{word[-1]}"
        rnd.log.append(f"{self.seats[seat].name} has chosen a word of {len(word)} letters: {shown}.")

    def _play(self, seat: int, action: Action) -> None:
        rnd = self.round
        card = action.get("card")
        require(isinstance(card, str) and card in rnd.hands[seat], "you do not hold that card")
        assert isinstance(card, str)
        if card == "guess":
            require(set(action) == {"type", "card", "word"}, "a guess-the-word card carries the word")
            require(rnd.half_revealed(), "the guess-the-word card needs at least half of the letters shown")
            guess = self._checked_guess(action.get("word"))
            self._discard(seat, card)
            self._resolve_guess(seat, guess, penalty=1, how="plays guess-the-word")
            return
        if card in WILD_CARDS:
            require(set(action) == {"type", "card", "letter"}, f"a choose-a-{card} card carries the chosen letter")
            raw = action.get("letter")
            allowed = self.lang.vowels if card == "vowel" else self.lang.consonants
            require(isinstance(raw, str) and len(raw) == 1, "choose one letter")
            letter = fold(str(raw))
            require(letter in allowed, f"{letter} is not a {card} of this alphabet")
            how = f"plays choose-a-{card} and asks for {letter}"
        else:
            require(set(action) == {"type", "card"}, "a letter card carries nothing else")
            letter = card
            how = f"asks for {letter}"
        self._discard(seat, card)
        self._ask(seat, letter, how)

    def _discard(self, seat: int, card: str) -> None:
        self.round.hands[seat].remove(card)
        self.round.discard.append(card)

    def _ask(self, seat: int, letter: str, how: str) -> None:
        rnd = self.round
        assert rnd.word is not None
        name = self.seats[seat].name
        rnd.asked.append(letter)
        hits = [i for i, c in enumerate(rnd.word) if c == letter and not rnd.revealed[i]]
        if hits:
            for i in hits:
                rnd.revealed[i] = True
            rnd.log.append(f"{name} {how}: {len(hits)} revealed.")
            if rnd.hidden_count() == 0:
                self._end_round(seat, f"{name} revealed the last letter")
                return
        else:
            # Decision of the rules file: a letter that is only in the shown positions is a miss too.
            if letter not in rnd.misses:
                rnd.misses.append(letter)
            self._lose_tiles(1)
            rnd.log.append(f"{name} {how}: a miss, {rnd.tiles} tile{'s' if rnd.tiles != 1 else ''} left.")
            if rnd.tiles == 0:
                self._end_round(rnd.guide, "the last tile fell")
                return
        self._next_turn()

    def _checked_guess(self, raw: object) -> str:
        require(isinstance(raw, str), "the guess must be text")
        guess = fold(str(raw).strip())
        problem = self.lang.spelling_problem(guess)
        require(problem is None, f"cannot guess that: {problem}")
        return guess

    def _resolve_guess(self, seat: int, guess: str, penalty: int, how: str) -> None:
        rnd = self.round
        name = self.seats[seat].name
        if guess == rnd.word:
            rnd.revealed = [True] * len(rnd.revealed)
            rnd.log.append(f"{name} {how}: {guess} is right!")
            self._end_round(seat, f"{name} guessed the word")
            return
        self._lose_tiles(penalty)
        rnd.log.append(f"{name} {how}: {guess} is wrong, {rnd.tiles} tile{'s' if rnd.tiles != 1 else ''} left.")
        if rnd.tiles == 0:
            self._end_round(rnd.guide, "the last tile fell")
            return
        self._next_turn()

    def _lose_tiles(self, count: int) -> None:
        self.round.tiles = max(0, self.round.tiles - count)

    def _next_turn(self) -> None:
        rnd = self.round
        rnd.turn_index = (rnd.turn_index + 1) % len(rnd.guessers)

    def _end_round(self, winner: int, reason: str) -> None:
        rnd = self.round
        rnd.winner = winner
        self.scores[winner] += 1
        rnd.log.append(f"The word was {rnd.word}. {reason.capitalize()}: {self.seats[winner].name} wins the round.")
        self.history.append(
            {
                "round": rnd.number + 1,
                "guide": rnd.guide,
                "word": rnd.word,
                "winner": winner,
                "reason": reason,
                "tiles": rnd.tiles,
                "log": list(rnd.log),
            }
        )
        if rnd.number + 1 < self.total_rounds:
            self.round = self._new_round(rnd.number + 1)

    # ----- what each seat sees -------------------------------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        rnd = self.round
        if seat is not None:
            self._check_seat(seat)
        over = self.result() is not None
        playing = rnd.word is not None and not over
        view: View = {
            "language": self.lang.code,
            "alphabet": self.lang.alphabet,
            "vowels": self.lang.vowels,
            "seat": seat,
            "round": rnd.number + 1,
            "rounds": self.total_rounds,
            "guide": rnd.guide,
            "guessers": list(rnd.guessers),
            "phase": "over" if over else ("play" if playing else "word"),
            "word_level": self.options["word_level"],
            "any_word": self.options["any_word"],
            "turn": rnd.turn if playing else None,
            "tiles": rnd.tiles,
            "tiles_total": TILES,
            "pattern": None,
            "length": None,
            "misses": list(rnd.misses),
            "asked": list(rnd.asked),
            "half_revealed": False,
            "hidden": None,
            "hand": list(rnd.hands[seat]) if seat in rnd.hands else None,
            "hand_sizes": {str(s): len(h) for s, h in rnd.hands.items()},
            "deck_size": len(rnd.deck),
            "discard_top": rnd.discard[-1] if rnd.discard else None,
            "discard_size": len(rnd.discard),
            "scores": list(self.scores),
            "history": [dict(h) for h in self.history],
            "log": list(rnd.log),
            "word": None,
        }
        if rnd.word is not None:
            view["pattern"] = self._pattern()
            view["length"] = len(rnd.word)
            view["half_revealed"] = rnd.half_revealed()
            view["hidden"] = rnd.hidden_count()
            if seat == rnd.guide or rnd.winner is not None:
                view["word"] = rnd.word
        return view

    def result(self) -> Result | None:
        if len(self.history) < self.total_rounds:
            return None
        best = max(self.scores)
        winners = [i for i, s in enumerate(self.scores) if s == best]
        names = " and ".join(self.seats[i].name for i in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        return {
            "winners": winners,
            "scores": [float(s) for s in self.scores],
            "reason": f"{names} {verb} with {best} of {self.total_rounds} rounds",
        }

    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(view, legal, level, rng)
