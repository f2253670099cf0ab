"""Stikord: the rules of the letter-dice team word race (shared/rules/stikord.md), the app being board, dice, sand
timer, card deck and referee. This module holds the game's declarations, its setup and the action handlers; the rest
are modules of one concern each, functions of the state (model.StikordState): teams.py (the teams and their roles),
turns.py (a turn's course), cues.py (checking cue words), scoring.py (what a guess leads to, moves on the board),
legal.py (who acts and what they may do), views.py (what each seat sees); the board (board.py), the dice (dice.py),
the cards (cards.py) and the words (words.py) are data with their reading.

Teams (2 to 4, of 2 or 3 players; option ``teams``, one letter a seat, by default seats alternate) race from START
over squares 1-40 to GOAL. In a team's turn its sender draws a card and rolls the special die (n: message n; ★: the
sender picks any of the five), the category is announced, and within the sand timer the team has up to three
attempts: all four letter dice are rolled, the sender gives 1-4 cue words, each starting with a letter of its own
die, and the receiver guesses once. Exactly 3 players play the 3-player variant: each for themselves, the other two
race to guess as often as they like, and whoever is right rolls the special die and moves (★ = 5).

Two ways to play (option ``mode``): ``typed`` (the sender types the cue words, which the app checks, and the
receiver types the guess, which the app judges) or ``spoken`` (the sender taps how many cue words were given and
judges the spoken guess). Time is an input: the page's sand timer sends ``time_up``.

**Decisions** where the spec is silent (documented in the rules file or here):
- a team's first sender is its first member in seat order; a team's extra (free-for-all) turn is a turn of its own,
  so its roles alternate as on any turn;
- in a team of three, both non-senders are receivers: one guess per attempt from either;
- the bonus +2 counts only for the active team's own score (a steal moves 2, a free-for-all 8 or 4);
- in the 3-player variant a move that reaches or passes GOAL ends there (star squares are ordinary);
- typed guesses are judged by the app (case, accents, spaces and punctuation ignored; the card's alternates
  accepted), but the sender has the last word, as in the spoken game: ``accept`` takes the receiver's last guess,
  judged wrong, as right after all (a synonym, a typo), scored on the attempt it was made in.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pygames.core import Action, GameInfo, Result, action
from pygames.stikord import legal, scoring, views, words
from pygames.stikord.board import (
    BONUS_EXTRA,
    ET_ET,
    FREE_FOR_ALL_OTHER,
    FREE_FOR_ALL_OWN,
    FREE_FOR_ALL_SQUARES,
    GOAL,
    LAST_SQUARE,
    OWN_SCORE,
    STAR_IN_VARIANT,
    STAR_SQUARES,
    STEAL,
)
from pygames.stikord.cards import BONUS, load
from pygames.stikord.cues import check_typed_cues
from pygames.stikord.dice import SPECIAL_FACES, letter_dice, special_rank
from pygames.stikord.model import ATTEMPTS, MAX_CUES, Phase, StikordState
from pygames.stikord.teams import ALONE_SEATS, TEAM_LETTERS, TEAM_SIZES, normalise_teams, team_seats
from pygames.stikord.turns import begin_turn, end_turn, roll_letters
from pygames.stikord.views import StikordView


class Stikord(StikordState[StikordView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="stikord",
        title="Stikord",
        tagline="Send a secret message with cue words from the letter dice before the sand runs out",
        min_seats=3,
        max_seats=12,
        languages=("da", "en"),
        bots=False,  # cue words and guesses need people
        secret_views=True,
        points=False,  # the board is the score: the result names the square each team reached
        outcome_events=("guessed", "judged"),
        race_seats=True,  # typed guesses: the receivers (and in the 3-player game everyone) race to guess at once
        default_seats=4,  # the usual game: two teams of two
        seat_teams=len(TEAM_LETTERS),  # the setup chooses each player's team (A to D) in the player's row
        teams_from=ALONE_SEATS + 1,  # with 3 players everyone plays alone
        options={"mode": "spoken", "level": "1", "timer": 120, "free_words": False, "teams": ""},
        option_choices={
            "mode": ("spoken", "typed"),
            "level": ("1", "2", "both"),
            "timer": (60, 90, 120, 150, 180),
            "free_words": (False, True),
        },
        option_labels={
            "mode": "Cue words and guesses",
            "level": "Cards",
            "timer": "Sand timer",
            "free_words": "Foreign words, slang and made-up words allowed",
            "teams": "Teams, one letter (A to D) or digit (0 to 3) per player; empty: alternate",
        },
        choice_labels={
            "mode": {"spoken": "said aloud, judged by the sender", "typed": "typed and checked by the app"},
            "level": {"1": "level 1 (easier)", "2": "level 2 (harder)", "both": "both levels"},
            "timer": {s: f"{s} seconds" for s in (60, 90, 120, 150, 180)},
        },
    )
    REFUSALS: ClassVar[Mapping[str, str]] = {
        "bad_teams": "option teams is one letter (A to D) or digit (0 to 3) per player: 2 to 4 teams of 2 or 3 players",
        "three_no_teams": "with 3 players everyone plays for themselves (option teams must be empty)",
        "not_sender": "only the sender ({seat}) may do that",
        "no_choice": "the special die chose the message",
        "bad_message": "choose one of the card's five messages (1 to 5)",
        "typed_cues": "type the cue words",
        "spoken_cues": "tap how many cue words you gave",
        "cue_count": "give 1 to {most} cue words",
        "not_a_word": "{word} is not a word",
        "no_letter": "{word} does not start with a letter of the dice",
        "cue_dice": "each cue word must start with a letter of a different die",
        "cue_in_message": "{cue} is not allowed: {how} {part} with {word} of the message",
        "empty_guess": "type a guess",
        "typed_only": "in this game guesses are typed",
        "spoken_only": "in this game the sender judges spoken guesses",
        "not_receiver": "the sender may not guess the message of team {team}",
        "already_guessed": "your team has guessed in this attempt",
        "bad_winner": "choose a team (or a player) that could guess",
        "not_free_for_all": "only in a free-for-all or the 3-player game",
        "no_reroll": "the letter dice may be rolled again only in the 3-player game, up to {most} times",
        "nothing_to_accept": "there is no guess judged wrong to accept now",
    }
    EVENTS: ClassVar[Mapping[str, str]] = {
        "start_rolls": "who starts: teams {teams} roll {faces}",
        "starts": "team {team} starts",
        "turn": "team {team}: seat {sender} sends (free-for-all: {free_for_all})",
        "drew": "seat {sender} draws a card and rolls the special die: {special}",
        "chose": "seat {sender} chooses a message",
        "announced": "the message is a {category} (proper name: {proper}, bonus: {bonus})",
        "rolled": "attempt {attempt}: the letter dice show {faces}",
        "cues": "seat {sender} gives {count} cue words: {words}",
        "guessed": "seat {seat} guesses {text}: {right}",
        "judged": "seat {sender} judges the guess of team {team}: {right}",
        "time_up": "the sand has run out",
        "steal_turn": "team {team} may guess",
        "moved": "team {team} moves {squares} squares ({why}) from {start} to {end}",
        "free_for_all": "team {team} landed on a free-for-all square",
        "message_was": "the message was {text}",
        "no_winner": "nobody guessed it",
        "won": "team {team} reaches GOAL",
        "accepted": "seat {sender} accepts the guess {text} of seat {seat}",
    }
    OUTCOMES: ClassVar[Mapping[str, str]] = {
        "goal": "team {team} reached GOAL first",
    }

    # ----- options and setup -----------------------------------------------------------------------------------
    def _normalise_options(self, options: dict[str, Any]) -> None:
        normalise_teams(options, self.REFUSALS)

    def _setup(self) -> None:
        count = len(self.seats)
        self.variant = "three" if count == ALONE_SEATS else "teams"
        self.mode = self.options["mode"]
        self.teams = team_seats(count, self.options["teams"])
        self.team_of = [next(t for t, members in enumerate(self.teams) if seat in members) for seat in range(count)]
        self.positions = [0] * len(self.teams)
        self.turns_taken = [0] * len(self.teams)
        levels = (1, 2) if self.options["level"] == "both" else (int(self.options["level"]),)
        language = self.options["language"]
        self.pool = {
            f"{level}-{i}": card for level in levels for i, card in enumerate(load(language, level))
        }
        self.deck = self.chance.shuffle("deck", list(self.pool))
        self.faces = letter_dice(language)
        self.turn = None
        self.winner = None
        self.free_for_all_next = False
        self.current = self._who_starts()
        self.phase = "draw"
        begin_turn(self)

    def _who_starts(self) -> int:
        """Each team's sender rolls the special die; the highest starts (★ highest); the tied roll again."""
        rolling = list(range(len(self.teams)))
        while True:
            faces = [self.chance.choice("start", SPECIAL_FACES) for _ in rolling]
            self.emit("start_rolls", {"teams": rolling, "faces": faces})
            best = max(special_rank(face) for face in faces)
            rolling = [team for team, face in zip(rolling, faces, strict=True) if special_rank(face) == best]
            if len(rolling) == 1:
                self.emit("starts", {"team": rolling[0]})
                return rolling[0]

    def static(self) -> dict[str, Any]:
        return {
            "last_square": LAST_SQUARE,
            "goal": GOAL,
            "free_for_all_squares": list(FREE_FOR_ALL_SQUARES) if self.variant == "teams" else [],
            "star_squares": list(STAR_SQUARES) if self.variant == "teams" else [],
            "letter_dice": self.faces,
            "special_faces": SPECIAL_FACES,
            "attempts": ATTEMPTS,
            "max_cues": MAX_CUES,
            "star": words.STAR,
            "language": self.options["language"],  # the language of the letter dice (and the cards)
            # For the rules page: what a card holds, how far each way of scoring moves, the teams a game may have,
            # and how much a cue word may share with the message.
            "card_size": BONUS + 1,
            "scores": {
                "attempts": [OWN_SCORE[attempt] for attempt in range(1, ATTEMPTS + 1)],
                "et_et": ET_ET,
                "bonus": BONUS_EXTRA,
                "steal": STEAL,
                "ffa_own": FREE_FOR_ALL_OWN,
                "ffa_other": FREE_FOR_ALL_OTHER,
                "three_star": STAR_IN_VARIANT,
            },
            "teams": {"fewest": 2, "most": len(TEAM_LETTERS), "sizes": list(TEAM_SIZES), "alone": ALONE_SEATS},
            "shared_run": words.MIN_SHARED_RUN,
        }

    # ----- whose turn, what is legal (legal.py) ------------------------------------------------------------------
    def _phase(self) -> Phase:
        return self.phase

    def to_act(self) -> list[int]:
        return legal.to_act(self)

    def _legal_actions(self, seat: int) -> list[Action]:
        return legal.legal_actions(self, seat)

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo). Sealed by core because they draw chance: draw (the special die), choose and reroll (the
    # letter dice), and any move that ends in a new roll of the letter dice or a throw of the special die to move (the
    # 3-player game). The timer's time_up is declared sealed. A move that ends the turn shows the message to everyone
    # (turns.end_turn seals it). What is left to take back until another seat acts: the sender's cues (public, nothing
    # hidden), and a spoken judgement "wrong" that only passes the guess on to a stealing team.
    @action("draw", phases=("draw",))
    def _on_draw(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        turn.card = self.deck.pop(0)
        turn.special = self.chance.choice("special", SPECIAL_FACES)
        self.emit("drew", {"sender": seat, "special": turn.special}, secret={"card": turn.card}, see=[seat])
        if turn.special == words.STAR:
            self.phase = "choose"
        else:
            self._chosen(int(turn.special) - 1)

    @action("choose", fields={"message": "int"}, phases=("choose",))
    def _on_choose(self, seat: int, action: Action) -> None:
        index = action["message"]
        self.require(0 <= index < 5, "bad_message")
        self.emit("chose", {"sender": seat})
        self._chosen(index)

    def _chosen(self, index: int) -> None:
        turn = self.active_turn()
        turn.message = index
        message = self.message()
        self.emit(
            "announced",
            {"category": message.category, "proper": message.proper, "bonus": index == BONUS},
            secret={"text": message.text},
            see=[turn.sender],
        )
        roll_letters(self)

    @action("cues", optional={"words": "strs", "count": "int"}, phases=("cues",))
    def _on_cues(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        if self.mode == "typed":
            self.require("words" in action and "count" not in action, "typed_cues")
            cues = [w.strip() for w in action["words"]]
            check_typed_cues(self, cues)
            count = len(cues)
            turn.cues = cues
        else:
            self.require("count" in action and "words" not in action, "spoken_cues")
            count = action["count"]
            self.require(1 <= count <= MAX_CUES, "cue_count", most=MAX_CUES)
        turn.cue_count = count
        turn.given.append({"attempt": turn.attempt, "count": count, "words": list(turn.cues or [])})
        if turn.attempt == 1:
            turn.first_cue_count = count
        self.phase = "guess"
        self.emit("cues", {"sender": seat, "attempt": turn.attempt, "count": count, "words": turn.cues or []})

    # Sealed: a typed guess is checked against the hidden message (right or wrong tells something about it).
    @action("guess", fields={"text": "str"}, phases=("guess", "steal"), undoable=False)
    def _on_guess(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        self.require(self.mode == "typed", "typed_only")
        text = action["text"].strip()
        self.require(bool(words.squeeze(text)), "empty_guess")
        team = self.team_of[seat]
        if self.variant == "teams" and turn.free_for_all and self.phase == "guess":
            self.require(team not in turn.guessed_teams, "already_guessed")
        if seat == turn.sender:
            self.refuse("not_receiver", team=turn.team)
        right = words.is_right(text, self.message().answers)
        turn.guesses.append({"seat": seat, "team": team, "text": text, "right": right, "attempt": turn.attempt})
        self.emit("guessed", {"seat": seat, "team": team, "text": text, "right": right})
        scoring.after_guess(self, team, right)

    @action("accept", phases=("cues", "guess", "steal"))
    def _on_accept(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        self.require(seat == turn.sender, "not_sender", seat=turn.sender)
        guess = legal.acceptable(self)
        if guess is None:
            self.refuse("nothing_to_accept")
        guess["right"] = True
        self.emit("accepted", {"sender": seat, "seat": guess["seat"], "text": guess["text"]})
        if self.variant == "three":
            scoring.after_guess(self, guess["team"], True)
            return
        turn.attempt = guess["attempt"]  # scored on the attempt the guess was made in
        self.phase = "guess"
        scoring.after_guess(self, turn.team, True)

    @action("judge", fields={"right": "bool"}, phases=("guess", "steal"))
    def _on_judge(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        self.require(self.mode == "spoken", "spoken_only")
        self.require(self.phase == "steal" or not (turn.free_for_all or self.variant == "three"), "spoken_only")
        team = turn.steal_queue[0] if self.phase == "steal" else turn.team
        right: bool = action["right"]
        self.emit("judged", {"sender": seat, "team": team, "right": right})
        scoring.after_guess(self, team, right)

    @action("winner", fields={"team": "int"}, phases=("guess",))
    def _on_winner(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        self.require(self.mode == "spoken", "spoken_only")
        self.require(turn.free_for_all or self.variant == "three", "not_free_for_all")
        team = action["team"]
        self.require(team in legal.could_win(self), "bad_winner")
        self.emit("judged", {"sender": seat, "team": team, "right": True})
        scoring.after_guess(self, team, True)

    @action("no_winner", phases=("guess",))
    def _on_no_winner(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        self.require(self.mode == "spoken", "spoken_only")
        self.require(turn.free_for_all, "not_free_for_all")
        self.emit("judged", {"sender": seat, "team": turn.team, "right": False})
        scoring.after_guess(self, turn.team, False)

    @action("reroll", phases=("guess",))
    def _on_reroll(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        allowed = self.variant == "three" and seat == turn.sender and turn.attempt < ATTEMPTS
        self.require(allowed, "no_reroll", most=ATTEMPTS)
        roll_letters(self)

    # Sealed: the timer's doing, never a person's to take back.
    @action("time_up", phases=("cues", "guess"), undoable=False)
    def _on_time_up(self, seat: int, action: Action) -> None:
        turn = self.active_turn()
        self.emit("time_up")
        if self.variant == "three" or turn.free_for_all:
            self.emit("no_winner")
            end_turn(self)
        else:
            scoring.start_steals(self)

    # ----- views and the end -------------------------------------------------------------------------------------
    def _view(self, seat: int | None) -> StikordView:
        return views.view(self, seat)

    def _scores(self) -> list[float]:
        return [float(self.positions[self.team_of[seat]]) for seat in range(len(self.seats))]

    def result(self) -> Result | None:
        scores = [float(p) for p in self._scores()]
        if self.winner is not None:
            winners = list(self.teams[self.winner])
            return self.outcome(winners, scores, "goal", team=self.winner, members=winners)
        return None
