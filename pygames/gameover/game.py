"""The rules of Game Over (shared/rules/gameover.md).

A match is a number of rounds; each round one seat is the guide, who picks a secret word, and the others guess it with
cards. A guesser either plays a card (ask for a letter, or guess the word) or draws one; with exactly two hidden letters
left a guesser may instead guess the word freely (two tiles if wrong). Ten tiles on the panel: a miss costs one, and
when the last one goes the guide wins the round.

The guide's role passes to the next seat every round. With the option ``winning_guide_chooses`` a guide who wins a
round (the panel emptied) picks the next guide, as the rulebook says: itself again, or any other seat
({"type": "next_guide", "seat": s}); after a guesser's win the role passes on from that guide as usual.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, cast, get_args

from pygames.core import Action, BadOptions, Game, GameInfo, Result, View, action, fold
from pygames.gameover import bots
from pygames.gameover.views import (
    GUESS_CARDS,
    HAND_SIZE,
    LETTER_COPIES,
    TILES,
    WILD_CARDS,
    GameOverView,
    Phase,
    RoundRecord,
    Why,
)
from pygames.gameover.words import LEVEL_LENGTHS, MAX_WORD, MIN_WORD, Language, language

__all__ = ["GUESS_CARDS", "HAND_SIZE", "LETTER_COPIES", "TILES", "WILD_CARDS", "GameOver"]
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
    wrong: list[str] = field(default_factory=list)  # the wrong guesses of the word, in order
    tiles: int = TILES
    turn_index: int = 0  # into guessers
    winner: int | None = None

    @property
    def turn(self) -> int:
        return self.guessers[self.turn_index]

    def hidden_count(self) -> int:
        return self.revealed.count(False)

    def half_revealed(self) -> bool:
        return 2 * self.revealed.count(True) >= len(self.revealed)


class GameOver(Game[GameOverView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="gameover",
        title="Game Over",
        tagline="Find the hidden word before the ten tiles fall",
        min_seats=2,
        max_seats=7,
        languages=("en", "it"),
        outcome_events=("guessed",),
        seat_options=("first_guide",),
        options={
            "rounds": 0,
            "word_level": "any",
            "any_word": False,
            "first_guide": -1,
            "winning_guide_chooses": False,
        },
        option_choices={
            "rounds": range(MAX_ROUNDS + 1),
            "word_level": tuple(LEVEL_LENGTHS),
            "any_word": (False, True),
            "first_guide": range(-1, 7),
            "winning_guide_chooses": (False, True),
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
            "winning_guide_chooses": "A guide who wins picks the next guide",
        },
    )

    PHASES: ClassVar[tuple[str, ...]] = get_args(Phase)
    REFUSALS: ClassVar[Mapping[str, str]] = {
        "word_length": "cannot use that word: a word has {min} to {max} letters",
        "word_alphabet": "cannot use that word: {count} letter(s) not in the alphabet of this language: {letters}",
        "not_in_list": "that word is not in the word list (a game option allows any word)",
        "no_cards": "there is no card left to draw",
        "free_guess_needs_two": "a free guess is allowed only when exactly two letters are hidden",
        "cannot_pass": "you can only pass when you have no other move",
        "not_held": "you do not hold that card",
        "guess_card_fields": "a guess-the-word card carries the word and nothing else",
        "guess_needs_half": "the guess-the-word card needs at least half of the letters shown",
        "wild_card_fields": "a choose-a-{card} card carries the chosen letter and nothing else",
        "one_letter": "choose one letter",
        "wrong_letter_kind": "{letter} is not a {card} of this alphabet",
        "letter_card_fields": "a letter card carries nothing else",
        "guess_length": "cannot guess that: a word has {min} to {max} letters",
        "guess_alphabet": "cannot guess that: {count} letter(s) not in the alphabet of this language: {letters}",
        "first_guide": "first_guide must be one of the seats (or -1 for the first computer seat)",
        "next_guide_seat": "the next guide must be one of the seats",
    }
    EVENTS: ClassVar[Mapping[str, str]] = {
        "round_started": "round {round}: seat {guide} is the guide",
        "word_chosen": "seat {guide} has chosen a word of {length} letters: {shown}",
        "reshuffled": "the discard pile is shuffled into a new deck",
        "drew": "seat {seat} draws a card",
        "asked": "seat {seat} asks for {letter} ({card}): {hits} revealed, {tiles} tiles left",
        "guessed": "seat {seat} guesses {guess} ({how}): {right}, {tiles} tiles left",
        "passed": "seat {seat} cannot play and passes",
        "round_won": "the word was {word}; seat {winner} wins round {round} ({why})",
        "guide_chosen": "seat {guide} picks seat {next} as the next guide (kept: {kept})",
    }
    OUTCOMES: ClassVar[Mapping[str, str]] = {
        "most_rounds": "seats {winners} win with {best} of {rounds} rounds",
    }

    # ----- setup ---------------------------------------------------------------------------------------------------
    def _normalise_options(self, options: dict[str, Any]) -> None:
        if options["first_guide"] >= len(options["seats"]):
            raise BadOptions(self.REFUSALS["first_guide"], "gameover.first_guide")

    def _setup(self) -> None:
        self.lang: Language = language(self.options["language"])
        n = len(self.seats)
        self.total_rounds: int = self.options["rounds"] or n  # default: everyone is guide once
        first = self.options["first_guide"]
        if first < 0:  # a person playing alone against the computer wants to guess first
            first = next((i for i, s in enumerate(self.seats) if s.bot), 0)
        self.first_guide: int = first
        self.scores: list[int] = [0] * n
        self.history: list[RoundRecord] = []
        self.picking = False  # a guide who won waits to pick the next guide (option winning_guide_chooses)
        self.round: Round = self._new_round(0, first)

    def static(self) -> dict[str, Any]:
        return {
            "alphabet": self.lang.alphabet,
            "vowels": self.lang.vowels,
            "tiles_total": TILES,
            "min_word": MIN_WORD,
            "max_word": MAX_WORD,
            # The deck and the hands, and a computer guide's word lengths: what the rules page says (web/games/gameover)
            "hand_size": HAND_SIZE,
            "letter_copies": LETTER_COPIES,
            "wild_cards": dict(WILD_CARDS),
            "guess_cards": GUESS_CARDS,
            "word_lengths": {level: [r.start, r.stop - 1] for level, r in LEVEL_LENGTHS.items()},
        }

    def _new_deck(self) -> list[str]:
        deck = [c for c in self.lang.alphabet for _ in range(LETTER_COPIES)]
        for kind, count in WILD_CARDS.items():
            deck += [kind] * count
        deck += ["guess"] * GUESS_CARDS
        return self.chance.shuffle("deck", deck)

    def _new_round(self, number: int, guide: int) -> Round:
        n = len(self.seats)
        guessers = [(guide + k) % n for k in range(1, n)]
        rnd = Round(number=number, guide=guide, guessers=guessers, deck=self._new_deck())
        for seat in guessers:
            rnd.hands[seat] = [rnd.deck.pop() for _ in range(HAND_SIZE)]
        self.emit("round_started", {"round": number + 1, "guide": guide})
        return rnd

    # ----- whose turn, what is legal -------------------------------------------------------------------------------
    def _phase(self) -> Phase:
        if self.result() is not None:
            return "over"
        if self.picking:
            return "next_guide"
        return "word" if self.round.word is None else "play"

    def to_act(self) -> list[int]:
        rnd = self.round
        if self.picking:
            return [rnd.guide]
        if rnd.winner is not None:
            return []
        if rnd.word is None:
            return [rnd.guide]
        return [rnd.turn]

    def _legal_actions(self, seat: int) -> list[Action]:
        rnd = self.round
        if self.picking:  # stay the guide, or hand the role to any other seat
            others = [s for s in range(len(self.seats)) if s != seat]
            return [{"type": "next_guide", "seat": s} for s in [seat, *others]]
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

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo): the guide may take back the word until a guesser acts. Its shown first and last letters are
    # the guide's own to give; with another word they say nothing, with the same word the same.
    @action("word", fields={"word": "str"}, phases=("word",))
    def _on_word(self, seat: int, action: Action) -> None:
        self._choose_word(seat, action)

    # Sealed: the drawn card comes off the hidden deck (and a reshuffle draws chance).
    @action("draw", phases=("play",), undoable=False)
    def _on_draw(self, seat: int, action: Action) -> None:
        rnd = self.round
        self.require(bool(rnd.deck or rnd.discard), "no_cards")
        if not rnd.deck:  # Decision of the rules file: the discard pile becomes the new deck
            rnd.deck, rnd.discard = self.chance.shuffle("reshuffle", rnd.discard), []
            self.emit("reshuffled")
        rnd.hands[seat].append(rnd.deck.pop())
        self.emit("drew", {"seat": seat})
        self._next_turn()

    # Sealed: asking a letter shows where it is in the hidden word; a guess-the-word card tells right or wrong.
    @action("play", fields={"card": "str"}, optional={"letter": "str", "word": "str"}, phases=("play",), undoable=False)
    def _on_play(self, seat: int, action: Action) -> None:
        self._play(seat, action)

    # Sealed: the guide's word is compared with the guess.
    @action("free_guess", fields={"word": "str"}, phases=("play",), undoable=False)
    def _on_free_guess(self, seat: int, action: Action) -> None:
        self.require(self.round.hidden_count() == 2, "free_guess_needs_two")
        guess = self._checked_guess(action["word"])
        self._resolve_guess(seat, guess, penalty=2, how="free")

    @action("next_guide", fields={"seat": "int"}, phases=("next_guide",))
    def _on_next_guide(self, seat: int, action: Action) -> None:
        chosen: int = action["seat"]
        self.require(0 <= chosen < len(self.seats), "next_guide_seat")
        self.emit("guide_chosen", {"guide": seat, "next": chosen, "kept": chosen == seat})
        self.picking = False
        self.round = self._new_round(self.round.number + 1, chosen)

    @action("pass", phases=("play",))
    def _on_pass(self, seat: int, action: Action) -> None:
        self.require(self._legal_actions(seat) == [{"type": "pass"}], "cannot_pass")
        self.emit("passed", {"seat": seat})
        self._next_turn()

    def _choose_word(self, seat: int, action: Action) -> None:
        word = self._spelled(action["word"], "word")
        if not self.options["any_word"]:
            self.require(word in self.lang.words, "not_in_list")
        rnd = self.round
        rnd.word = word
        rnd.revealed = [i in (0, len(word) - 1) for i in range(len(word))]
        shown = f"{word[0]}{'_' * (len(word) - 2)}{word[-1]}"
        self.emit(
            "word_chosen", {"guide": seat, "length": len(word), "shown": shown}, secret={"word": word}, see=[seat]
        )

    def _play(self, seat: int, action: Action) -> None:
        rnd = self.round
        card: str = action["card"]
        self.require(card in rnd.hands[seat], "not_held")
        if card == "guess":
            self.require(set(action) == {"type", "card", "word"}, "guess_card_fields")
            self.require(rnd.half_revealed(), "guess_needs_half")
            guess = self._checked_guess(action["word"])
            self._discard(seat, card)
            self._resolve_guess(seat, guess, penalty=1, how="card")
            return
        if card in WILD_CARDS:
            self.require(set(action) == {"type", "card", "letter"}, "wild_card_fields", card=card)
            raw: str = action["letter"]
            allowed = self.lang.vowels if card == "vowel" else self.lang.consonants
            self.require(len(raw) == 1, "one_letter")
            letter = fold(raw)
            self.require(letter in allowed, "wrong_letter_kind", letter=letter, card=card)
        else:
            self.require(set(action) == {"type", "card"}, "letter_card_fields")
            letter = card
        self._discard(seat, card)
        self._ask(seat, letter, card)

    def _discard(self, seat: int, card: str) -> None:
        self.round.hands[seat].remove(card)
        self.round.discard.append(card)

    def _ask(self, seat: int, letter: str, card: str) -> None:
        rnd = self.round
        assert rnd.word is not None
        rnd.asked.append(letter)
        hits = [i for i, c in enumerate(rnd.word) if c == letter and not rnd.revealed[i]]
        if hits:
            for i in hits:
                rnd.revealed[i] = True
        else:
            # Decision of the rules file: a letter that is only in the shown positions is a miss too.
            if letter not in rnd.misses:
                rnd.misses.append(letter)
            self._lose_tiles(1)
        self.emit(
            "asked",
            {"seat": seat, "letter": letter, "card": card, "hits": len(hits), "positions": hits, "tiles": rnd.tiles},
        )
        if hits and rnd.hidden_count() == 0:
            self._end_round(seat, "last_letter")
        elif not hits and rnd.tiles == 0:
            self._end_round(rnd.guide, "last_tile")
        else:
            self._next_turn()

    def _checked_guess(self, raw: str) -> str:
        return self._spelled(raw, "guess")

    def _spelled(self, raw: str, what: Literal["word", "guess"]) -> str:
        """``raw`` folded, or a refusal "<what>_length" / "<what>_alphabet" saying what is wrong with it."""
        word = fold(raw.strip())
        problem = self.lang.spelling_problem(word)
        if problem is not None:
            kind, args = problem
            self.refuse(f"{what}_{kind}", **args)
        return word

    def _resolve_guess(self, seat: int, guess: str, penalty: int, how: Literal["card", "free"]) -> None:
        rnd = self.round
        right = guess == rnd.word
        if right:
            rnd.revealed = [True] * len(rnd.revealed)
        else:
            if guess not in rnd.wrong:
                rnd.wrong.append(guess)
            self._lose_tiles(penalty)
        self.emit("guessed", {"seat": seat, "guess": guess, "how": how, "right": right, "tiles": rnd.tiles})
        if right:
            self._end_round(seat, "guessed")
        elif rnd.tiles == 0:
            self._end_round(rnd.guide, "last_tile")
        else:
            self._next_turn()

    def _lose_tiles(self, count: int) -> None:
        self.round.tiles = max(0, self.round.tiles - count)

    def _next_turn(self) -> None:
        rnd = self.round
        rnd.turn_index = (rnd.turn_index + 1) % len(rnd.guessers)

    def _end_round(self, winner: int, why: Why) -> None:
        rnd = self.round
        rnd.winner = winner
        self.scores[winner] += 1
        self.emit("round_won", {"round": rnd.number + 1, "word": rnd.word, "winner": winner, "why": why})
        assert rnd.word is not None
        self.history.append(
            {
                "round": rnd.number + 1,
                "guide": rnd.guide,
                "word": rnd.word,
                "winner": winner,
                "why": why,
                "tiles": rnd.tiles,
            }
        )
        if rnd.number + 1 < self.total_rounds:
            if why == "last_tile" and self.options["winning_guide_chooses"]:
                self.picking = True  # the rulebook: the guide who wins may stay the guide or pick who is next
            else:
                self.round = self._new_round(rnd.number + 1, (rnd.guide + 1) % len(self.seats))

    # ----- what each seat sees -------------------------------------------------------------------------------------
    def _scores(self) -> list[float]:
        return [float(s) for s in self.scores]

    def _view(self, seat: int | None) -> GameOverView:
        rnd = self.round
        over = self.result() is not None
        playing = rnd.word is not None and rnd.winner is None and not over
        view: GameOverView = {
            "language": self.lang.code,
            "round": rnd.number + 1,
            "rounds": self.total_rounds,
            "guide": rnd.guide,
            "guessers": list(rnd.guessers),
            "word_level": self.options["word_level"],
            "any_word": self.options["any_word"],
            "turn": rnd.turn if playing else None,
            "tiles": rnd.tiles,
            "pattern": None,
            "length": None,
            "misses": list(rnd.misses),
            "asked": list(rnd.asked),
            "wrong_guesses": list(rnd.wrong),
            "half_revealed": False,
            "hidden": None,
            "hand": list(rnd.hands[seat]) if seat in rnd.hands else None,
            "hand_sizes": {str(s): len(h) for s, h in rnd.hands.items()},
            "deck_size": len(rnd.deck),
            "discard_top": rnd.discard[-1] if rnd.discard else None,
            "discard_size": len(rnd.discard),
            "history": [RoundRecord(**h) for h in self.history],
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
        return self.outcome(
            winners,
            self.scores,
            "most_rounds",
            winners=winners,
            count=len(winners),
            best=best,
            rounds=self.total_rounds,
        )

    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        return bots.choose(cast(GameOverView, view), legal, level, rng)
