"""Stikord: the rules of the letter-dice team word race (shared/rules/stikord.md), the app being board, dice, sand
timer, card deck and referee.

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

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, ClassVar, Literal, TypedDict

from pygames.core import Action, BadOptions, Game, GameInfo, Result, action
from pygames.stikord import words
from pygames.stikord.cards import BONUS, Card, Message, load

Phase = Literal["draw", "choose", "cues", "guess", "steal", "over"]
LAST_SQUARE = 40
GOAL = 41
FREE_FOR_ALL_SQUARES = (5, 11, 17, 23, 29, 35)
STAR_SQUARES = (37, 38, 39, 40)
ATTEMPTS = 3
MAX_CUES = 4
OWN_SCORE = {1: 4, 2: 3, 3: 2}  # squares for a right guess on attempt 1, 2, 3
ET_ET = 8
BONUS_EXTRA = 2
STEAL = 2
FREE_FOR_ALL_OWN = 8
FREE_FOR_ALL_OTHER = 4
STAR_IN_VARIANT = 5
TEAM_LETTERS = "ABCD"
EXAMPLE_GUESS = "x"  # the example of a typed guess that legal_actions lists (judged like any other)


def _dice() -> dict[str, Any]:
    text = resources.files("pygames.stikord").joinpath("data", "dice.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


DICE = _dice()
SPECIAL_FACES: list[int | str] = DICE["special"]


def special_rank(face: int | str) -> int:
    """The special die's faces by height: ★ is highest."""
    return 5 if face == words.STAR else int(face)


class TeamView(TypedDict):
    letter: str
    members: list[int]
    position: int


class StikordView(TypedDict):
    variant: Literal["teams", "three"]
    mode: Literal["typed", "spoken"]
    level: str
    timer: int
    free_words: bool
    teams: list[TeamView]
    team_of: list[int]
    current: int | None
    sender: int | None
    receivers: list[int]
    free_for_all: bool
    special: int | str | None
    announced: dict[str, Any] | None
    attempt: int
    faces: list[str] | None
    cues: list[str] | None
    cue_count: int | None
    guesses: list[dict[str, Any]]
    guessed_teams: list[int]
    stealing: int | None
    deck_size: int
    card: list[dict[str, Any]] | None
    message: int | None


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
    guesses: list[dict[str, Any]] = field(default_factory=list)
    guessed_teams: list[int] = field(default_factory=list)  # free-for-all: teams that guessed this attempt
    steal_queue: list[int] = field(default_factory=list)


class Stikord(Game[StikordView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="stikord",
        title="Stikord",
        tagline="Send a secret message with cue words from the letter dice before the sand runs out",
        min_seats=3,
        max_seats=12,
        languages=("da", "en"),
        bots=False,  # cue words and guesses need people
        secret_views=True,
        race_seats=True,  # typed guesses: the receivers (and in the 3-player game everyone) race to guess at once
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
            "teams": "Teams, one letter per player (A to D; empty: alternate)",
        },
        choice_labels={
            "mode": {"spoken": "said aloud, judged by the sender", "typed": "typed and checked by the app"},
            "level": {"1": "level 1 (easier)", "2": "level 2 (harder)", "both": "both levels"},
            "timer": {s: f"{s} seconds" for s in (60, 90, 120, 150, 180)},
        },
    )
    PHASES: ClassVar[tuple[str, ...]] = ("draw", "choose", "cues", "guess", "steal", "over")
    REFUSALS: ClassVar[Mapping[str, str]] = {
        "bad_teams": "option teams is one letter per player (A to D): 2 to 4 teams of 2 or 3 players",
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

    teams: list[list[int]]
    positions: list[int]
    turns_taken: list[int]
    current: int
    deck: list[str]
    turn: Turn | None
    phase: Phase
    free_for_all_next: bool
    winner: int | None

    # ----- options and setup -----------------------------------------------------------------------------------
    def _normalise_options(self, options: dict[str, Any]) -> None:
        count = len(options["seats"])
        raw = options["teams"]
        if not isinstance(raw, str):
            raise BadOptions(self.REFUSALS["bad_teams"], "stikord.bad_teams")
        letters = [c for c in raw.upper() if c not in " ,"]
        if count == 3:
            if letters:
                raise BadOptions(self.REFUSALS["three_no_teams"], "stikord.three_no_teams")
            return
        if not letters:
            return
        sizes = [letters.count(c) for c in TEAM_LETTERS if c in letters]
        if (
            len(letters) != count
            or any(c not in TEAM_LETTERS for c in letters)
            or not 2 <= len(sizes) <= 4
            or any(size not in (2, 3) for size in sizes)
        ):
            raise BadOptions(self.REFUSALS["bad_teams"], "stikord.bad_teams")
        options["teams"] = "".join(letters)

    def _setup(self) -> None:
        count = len(self.seats)
        self.variant: Literal["teams", "three"] = "three" if count == 3 else "teams"
        self.mode: Literal["typed", "spoken"] = self.options["mode"]
        if self.variant == "three":
            self.teams = [[0], [1], [2]]
        else:
            letters = self.options["teams"] or "".join(TEAM_LETTERS[i % min(4, count // 2)] for i in range(count))
            used = [c for c in TEAM_LETTERS if c in letters]
            self.teams = [[seat for seat, c in enumerate(letters) if c == letter] for letter in used]
        self.team_of = [next(t for t, members in enumerate(self.teams) if seat in members) for seat in range(count)]
        self.positions = [0] * len(self.teams)
        self.turns_taken = [0] * len(self.teams)
        levels = (1, 2) if self.options["level"] == "both" else (int(self.options["level"]),)
        language = self.options["language"]
        self.pool: dict[str, Card] = {
            f"{level}-{i}": card for level in levels for i, card in enumerate(load(language, level))
        }
        self.deck = self.chance.shuffle("deck", list(self.pool))
        self.faces: list[list[str]] = DICE["letters"][language]
        self.turn = None
        self.winner = None
        self.free_for_all_next = False
        self.current = self._who_starts()
        self.phase = "draw"
        self._begin_turn()

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
        }

    # ----- turns -----------------------------------------------------------------------------------------------
    def _roles(self, team: int) -> tuple[int, list[int]]:
        members = self.teams[team]
        if self.variant == "three":
            return members[0], [s for s in range(3) if s != members[0]]
        sender = members[self.turns_taken[team] % len(members)]
        return sender, [s for s in members if s != sender]

    def _begin_turn(self) -> None:
        self.phase = "draw"
        sender, receivers = self._roles(self.current)
        self.turn = Turn(self.current, sender, receivers, card="", special=0, free_for_all=self.free_for_all_next)
        self.free_for_all_next = False
        self.emit(
            "turn",
            {"team": self.current, "sender": sender, "receivers": receivers, "free_for_all": self.turn.free_for_all},
        )

    def _message(self) -> Message:
        assert self.turn is not None and self.turn.message is not None
        return self.pool[self.turn.card][self.turn.message]

    def _roll_letters(self) -> None:
        turn = self._turn()
        turn.attempt += 1
        turn.faces = [self.chance.choice("letters", faces) for faces in self.faces]
        turn.cues = None
        turn.cue_count = None
        turn.guessed_teams = []
        self.phase = "cues"
        self.emit("rolled", {"attempt": turn.attempt, "faces": turn.faces})

    def _turn(self) -> Turn:
        assert self.turn is not None
        return self.turn

    def _end_turn(self) -> None:
        """The card goes under the deck, the message is shown to all, and the next team clockwise plays."""
        turn = self._turn()
        if turn.message is not None:
            self.seal()  # the message is shown to everyone
            self.emit("message_was", {"text": self._message().text, "category": self._message().category})
        self.deck.append(turn.card)
        self.turns_taken[turn.team] += 1
        if self.winner is not None:
            self.phase = "over"
            self.turn = None
            return
        if not self.free_for_all_next:
            self.current = (turn.team + 1) % len(self.teams)
        self._begin_turn()

    def _move(self, team: int, squares: int, why: str, *, et_et: bool = False) -> None:
        start = self.positions[team]
        if self.variant == "three":
            end = min(start + squares, GOAL)
        elif start in STAR_SQUARES and et_et:
            end = GOAL
        else:
            end = min(start + squares, LAST_SQUARE)  # never past 40, and from a star only an ET-ET reaches GOAL
        self.positions[team] = end
        self.emit("moved", {"team": team, "squares": squares, "why": why, "start": start, "end": end})
        if end == GOAL:
            self.winner = team
            self.emit("won", {"team": team})

    # ----- whose turn, what is legal ---------------------------------------------------------------------------
    def _phase(self) -> Phase:
        return self.phase

    def to_act(self) -> list[int]:
        if self.phase == "over" or self.turn is None:
            return []
        turn = self.turn
        if self.phase in ("draw", "choose", "cues") or self.mode == "spoken":
            return [turn.sender]
        if self.phase == "steal":
            stealing = list(self.teams[turn.steal_queue[0]])
            return [*stealing, turn.sender] if self._acceptable() is not None else stealing
        # typed guesses
        if self.variant == "three":
            return [*turn.receivers, turn.sender]
        if turn.free_for_all:
            others = [
                seat
                for team, members in enumerate(self.teams)
                if team != turn.team and team not in turn.guessed_teams
                for seat in members
            ]
            return [*others, *turn.receivers]  # the active team's guess ends the attempt: the others first
        return list(turn.receivers)

    def _legal_actions(self, seat: int) -> list[Action]:
        turn = self._turn()
        if self.phase == "draw":
            return [{"type": "draw"}]
        if self.phase == "choose":
            return [{"type": "choose", "message": i} for i in range(5)]
        actions: list[Action] = []
        if self.phase == "cues":
            if self.mode == "typed":
                actions += [{"type": "cues", "words": example} for example in self._example_cues()]
            else:
                actions += [{"type": "cues", "count": n} for n in range(1, MAX_CUES + 1)]
            if self._acceptable() is not None:
                actions.append({"type": "accept"})
            return [*actions, {"type": "time_up"}]
        if self.phase == "steal":
            if self.mode == "typed":
                if seat == turn.sender:
                    return [{"type": "accept"}]
                return [{"type": "guess", "text": EXAMPLE_GUESS}]
            return [{"type": "judge", "right": True}, {"type": "judge", "right": False}]
        # guess
        if self.mode == "typed":
            if seat != turn.sender:
                actions.append({"type": "guess", "text": EXAMPLE_GUESS})
        elif self.variant == "three" or turn.free_for_all:
            could = [self.team_of[s] for s in turn.receivers] if self.variant == "three" else range(len(self.teams))
            actions += [{"type": "winner", "team": team} for team in could]
            if turn.free_for_all:
                actions.append({"type": "no_winner"})
        else:
            actions += [{"type": "judge", "right": True}, {"type": "judge", "right": False}]
        if self.variant == "three" and seat == turn.sender and turn.attempt < ATTEMPTS:
            actions.append({"type": "reroll"})
        if seat == turn.sender and self._acceptable() is not None:
            actions.append({"type": "accept"})
        return [*actions, {"type": "time_up"}]

    def _example_cues(self) -> list[list[str]]:
        """Cue words that fit the dice and the message, built from the dice alone: a letter said three times."""
        turn = self._turn()
        assert turn.faces is not None
        answers = self._message().answers
        examples = []
        for face in turn.faces:
            letter = face.split("/")[0]
            word = ("A" if letter == words.STAR else letter) * 3
            if words.forbidden_part(word, answers) is None:
                examples.append([word])
        return examples[:2] or [["Q" * 3]]

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo). Sealed by core because they draw chance: draw (the special die), choose and reroll (the
    # letter dice), and any move that ends in a new roll of the letter dice or a throw of the special die to move (the
    # 3-player game). The timer's time_up is declared sealed. A move that ends the turn shows the message to everyone
    # (_end_turn seals it). What is left to take back until another seat acts: the sender's cues (public, nothing
    # hidden), and a spoken judgement "wrong" that only passes the guess on to a stealing team.
    def _acceptable(self) -> dict[str, Any] | None:
        """The typed guess the sender may still accept: in the 3-player game the latest guess of this attempt;
        in a team's turn the active team's guess that ended the previous attempt (the next one not yet begun)."""
        turn = self._turn()
        if self.mode != "typed" or not turn.guesses:
            return None
        last = turn.guesses[-1]
        if last["right"]:
            return None
        if self.variant == "three":
            return last if self.phase == "guess" and last["attempt"] == turn.attempt else None
        if last["team"] != turn.team:
            return None
        if self.phase == "steal":  # the third miss, before any other team has guessed
            before_steals = len(turn.steal_queue) == len(self.teams) - 1
            return last if before_steals and last["attempt"] == turn.attempt else None
        return last if self.phase == "cues" and last["attempt"] == turn.attempt - 1 else None

    @action("accept", phases=("cues", "guess", "steal"))
    def _on_accept(self, seat: int, action: Action) -> None:
        turn = self._turn()
        self.require(seat == turn.sender, "not_sender", seat=turn.sender)
        guess = self._acceptable()
        if guess is None:
            self.refuse("nothing_to_accept")
        guess["right"] = True
        self.emit("accepted", {"sender": seat, "seat": guess["seat"], "text": guess["text"]})
        if self.variant == "three":
            self._after_guess(guess["team"], True)
            return
        turn.attempt = guess["attempt"]  # scored on the attempt the guess was made in
        self.phase = "guess"
        self._after_guess(turn.team, True)

    @action("draw", phases=("draw",))
    def _on_draw(self, seat: int, action: Action) -> None:
        turn = self._turn()
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
        turn = self._turn()
        turn.message = index
        message = self._message()
        self.emit(
            "announced",
            {"category": message.category, "proper": message.proper, "bonus": index == BONUS},
            secret={"text": message.text},
            see=[turn.sender],
        )
        self._roll_letters()

    @action("cues", optional={"words": "strs", "count": "int"}, phases=("cues",))
    def _on_cues(self, seat: int, action: Action) -> None:
        turn = self._turn()
        assert turn.faces is not None
        if self.mode == "typed":
            self.require("words" in action and "count" not in action, "typed_cues")
            cues = [w.strip() for w in action["words"]]
            self.require(1 <= len(cues) <= MAX_CUES, "cue_count", most=MAX_CUES)
            for cue in cues:
                self.require(words.is_word(cue), "not_a_word", word=cue)
            letters = [x for face in turn.faces for x in face.split("/")]
            if words.STAR not in letters:
                for cue in cues:
                    self.require(words.initial(cue, letters) in letters, "no_letter", word=cue)
            self.require(words.fits_dice(cues, turn.faces), "cue_dice")
            for cue in cues:
                found = words.forbidden_part(cue, self._message().answers)
                if found is not None:
                    word, part = found
                    how = "same" if part == word and words.squeeze(cue) == word else "shares"
                    self.refuse("cue_in_message", cue=cue, word=word, part=part, how=how)
            count = len(cues)
            turn.cues = cues
        else:
            self.require("count" in action and "words" not in action, "spoken_cues")
            count = action["count"]
            self.require(1 <= count <= MAX_CUES, "cue_count", most=MAX_CUES)
        turn.cue_count = count
        if turn.attempt == 1:
            turn.first_cue_count = count
        self.phase = "guess"
        self.emit("cues", {"sender": seat, "attempt": turn.attempt, "count": count, "words": turn.cues or []})

    # Sealed: a typed guess is checked against the hidden message (right or wrong tells something about it).
    @action("guess", fields={"text": "str"}, phases=("guess", "steal"), undoable=False)
    def _on_guess(self, seat: int, action: Action) -> None:
        turn = self._turn()
        self.require(self.mode == "typed", "typed_only")
        text = action["text"].strip()
        self.require(bool(words.squeeze(text)), "empty_guess")
        team = self.team_of[seat]
        if self.variant == "teams" and turn.free_for_all and self.phase == "guess":
            self.require(team not in turn.guessed_teams, "already_guessed")
        if seat == turn.sender:
            self.refuse("not_receiver", team=turn.team)
        right = words.is_right(text, self._message().answers)
        turn.guesses.append({"seat": seat, "team": team, "text": text, "right": right, "attempt": turn.attempt})
        self.emit("guessed", {"seat": seat, "team": team, "text": text, "right": right})
        self._after_guess(team, right)

    @action("judge", fields={"right": "bool"}, phases=("guess", "steal"))
    def _on_judge(self, seat: int, action: Action) -> None:
        turn = self._turn()
        self.require(self.mode == "spoken", "spoken_only")
        self.require(self.phase == "steal" or not (turn.free_for_all or self.variant == "three"), "spoken_only")
        team = turn.steal_queue[0] if self.phase == "steal" else turn.team
        right: bool = action["right"]
        self.emit("judged", {"sender": seat, "team": team, "right": right})
        self._after_guess(team, right)

    @action("winner", fields={"team": "int"}, phases=("guess",))
    def _on_winner(self, seat: int, action: Action) -> None:
        turn = self._turn()
        self.require(self.mode == "spoken", "spoken_only")
        self.require(turn.free_for_all or self.variant == "three", "not_free_for_all")
        team = action["team"]
        could = [self.team_of[s] for s in turn.receivers] if self.variant == "three" else range(len(self.teams))
        self.require(team in could, "bad_winner")
        self.emit("judged", {"sender": seat, "team": team, "right": True})
        self._after_guess(team, True)

    @action("no_winner", phases=("guess",))
    def _on_no_winner(self, seat: int, action: Action) -> None:
        turn = self._turn()
        self.require(self.mode == "spoken", "spoken_only")
        self.require(turn.free_for_all, "not_free_for_all")
        self.emit("judged", {"sender": seat, "team": turn.team, "right": False})
        self._after_guess(turn.team, False)

    @action("reroll", phases=("guess",))
    def _on_reroll(self, seat: int, action: Action) -> None:
        turn = self._turn()
        allowed = self.variant == "three" and seat == turn.sender and turn.attempt < ATTEMPTS
        self.require(allowed, "no_reroll", most=ATTEMPTS)
        self._roll_letters()

    # Sealed: the timer's doing, never a person's to take back.
    @action("time_up", phases=("cues", "guess"), undoable=False)
    def _on_time_up(self, seat: int, action: Action) -> None:
        turn = self._turn()
        self.emit("time_up")
        if self.variant == "three" or turn.free_for_all:
            self.emit("no_winner")
            self._end_turn()
        else:
            self._start_steals()

    # ----- after a guess -----------------------------------------------------------------------------------------
    def _after_guess(self, team: int, right: bool) -> None:
        turn = self._turn()
        if self.phase == "steal":
            self._after_steal(right)
        elif self.variant == "three":
            if right:
                roll = self.chance.choice("move", SPECIAL_FACES)
                self._move(team, STAR_IN_VARIANT if roll == words.STAR else int(roll), "variant")
                self._end_turn()
        elif turn.free_for_all:
            self._after_free_for_all_guess(team, right)
        elif right:
            self._own_score()
        elif turn.attempt < ATTEMPTS:
            self._roll_letters()
        else:
            self._start_steals()

    def _own_score(self) -> None:
        turn = self._turn()
        et_et = turn.attempt == 1 and turn.first_cue_count == 1
        squares = ET_ET if et_et else OWN_SCORE[turn.attempt]
        why = "et_et" if et_et else f"attempt_{turn.attempt}"
        bonus = turn.message == BONUS
        self._move(turn.team, squares + (BONUS_EXTRA if bonus else 0), why + ("_bonus" if bonus else ""), et_et=et_et)
        if self.winner is None and self.positions[turn.team] in FREE_FOR_ALL_SQUARES:
            self.free_for_all_next = True  # an extra turn, played as a free-for-all
            self.emit("free_for_all", {"team": turn.team})
        self._end_turn()

    def _start_steals(self) -> None:
        turn = self._turn()
        count = len(self.teams)
        turn.steal_queue = [(turn.team + k) % count for k in range(1, count)]
        self.phase = "steal"
        self.emit("steal_turn", {"team": turn.steal_queue[0]})

    def _after_steal(self, right: bool) -> None:
        turn = self._turn()
        team = turn.steal_queue.pop(0)
        if right:
            self._move(team, STEAL, "steal")
            self._end_turn()
        elif turn.steal_queue:
            self.emit("steal_turn", {"team": turn.steal_queue[0]})
        else:
            self.emit("no_winner")
            self._end_turn()

    def _after_free_for_all_guess(self, team: int, right: bool) -> None:
        turn = self._turn()
        if right:
            own = team == turn.team
            self._move(team, FREE_FOR_ALL_OWN if own else FREE_FOR_ALL_OTHER, "ffa_own" if own else "ffa_other")
            self._end_turn()
        elif team != turn.team:
            turn.guessed_teams.append(team)
        elif turn.attempt < ATTEMPTS:  # the active team's receiver has guessed: the attempt is over
            self._roll_letters()
        else:
            self.emit("no_winner")
            self._end_turn()

    # ----- views and the end -------------------------------------------------------------------------------------
    def _scores(self) -> list[float]:
        return [float(self.positions[self.team_of[seat]]) for seat in range(len(self.seats))]

    def _view(self, seat: int | None) -> StikordView:
        turn = self.turn
        sender = turn.sender if turn else None
        message_known = turn is not None and turn.message is not None
        announced = None
        if turn is not None and turn.message is not None:
            message = self._message()
            announced = {"category": message.category, "proper": message.proper, "bonus": turn.message == BONUS}
        card = None
        if turn is not None and turn.card and seat == sender:
            card = [m.to_json() for m in self.pool[turn.card]]
        view: StikordView = {
            "variant": self.variant,
            "mode": self.mode,
            "level": self.options["level"],
            "timer": self.options["timer"],
            "free_words": self.options["free_words"],
            "teams": [
                {"letter": TEAM_LETTERS[t] if self.variant == "teams" else "", "members": m, "position": p}
                for t, (m, p) in enumerate(zip(self.teams, self.positions, strict=True))
            ],
            "team_of": list(self.team_of),
            "current": turn.team if turn else None,
            "sender": sender,
            "receivers": list(turn.receivers) if turn else [],
            "free_for_all": bool(turn and turn.free_for_all),
            "special": turn.special if turn and turn.card else None,
            "announced": announced,
            "attempt": turn.attempt if turn else 0,
            "faces": list(turn.faces) if turn and turn.faces else None,
            "cues": list(turn.cues) if turn and turn.cues is not None else None,
            "cue_count": turn.cue_count if turn else None,
            "guesses": [dict(g) for g in turn.guesses] if turn else [],
            "guessed_teams": list(turn.guessed_teams) if turn else [],
            "stealing": turn.steal_queue[0] if turn and self.phase == "steal" else None,
            "deck_size": len(self.deck),
            "card": card,
            "message": turn.message if message_known and seat == sender and turn else None,
        }
        return view

    def result(self) -> Result | None:
        scores = [float(p) for p in self._scores()]
        if self.winner is not None:
            winners = list(self.teams[self.winner])
            return self.outcome(winners, scores, "goal", team=self.winner, members=winners)
        return None
