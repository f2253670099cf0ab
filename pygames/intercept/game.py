"""The rules of Intercept: state, actions, views and the end of the game.

Seats and teams. Team 0 is White, team 1 is Black. The option ``teams`` lists the team of each seat ([0, 1, 1, 0], or
"WBBW" as typed on the setup screen or in a link); by default ("") the seats alternate White, Black, White, … With 4
to 8 seats each team has 2 to 4 players and both teams encrypt. With exactly 3 seats the game is the 3-player variant:
the team with two players encrypts and decodes, the one player of the other team is the interceptor; by default seat 0
is the interceptor (teams [1, 0, 0]: White encrypts, Black intercepts).

A round. Each encrypting team's encryptor (the team's players in seat order, one per round, round robin) is dealt a code
from the team's freshly shuffled deck of 24 codes and writes three clues; both encryptors write at once. Once one has
finished, the other may be stopped by the browser's 30-second timer ({"type": "time_up"} from the late encryptor's
seat, optionally carrying the clues typed so far): what is missing is recorded as empty. Then each encrypting team's
code, White's first, is guessed: the team's other players decode it, and from round 2 on the other team tries to
intercept it. Any player of a guessing team may enter the team's single guess (the team agrees at the table). When
both guesses are in, the code is revealed, tokens are given and the clues are filed under their keyword numbers.

The end. After a round in which a team reached 2 interceptions or 2 miscommunications, or after round 8, the game ends;
the tie-break is the rulebook's: score, then each team guesses the other team's keywords ({"type": "keyword_guess"}),
then a shared win. Guesses are compared ignoring case, accents and surrounding spaces; a near miss may then be accepted
by the team whose keywords were guessed ({"type": "accept", "positions": [keyword numbers]}): they know what they meant.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pygames.core import Action, BadOptions, Game, GameInfo, IllegalAction, Result, View, fold, require
from pygames.intercept.clues import Code, clue_problem, example_clues, normalise
from pygames.intercept.words import keyword_list

TEAM_NAMES = ("White", "Black")
KEYWORDS_PER_TEAM = 4
ALL_CODES: tuple[Code, ...] = tuple((a, b, c) for a, b, c in itertools.permutations(range(1, KEYWORDS_PER_TEAM + 1), 3))
LAST_ROUND = 8
LAST_ROUND_THREE_PLAYERS = 5
TOKENS_TO_DECIDE = 2
TIMER_SECONDS = 30
MAX_KEYWORD_GUESS_LENGTH = 40


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
    def name(self) -> str:
        return TEAM_NAMES[self.index]

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


def _code_text(code: Code | None) -> str:
    return "-".join(map(str, code)) if code else "?"


def _parse_code(value: Any) -> Code:
    require(isinstance(value, list) and len(value) == 3, "a code is a list of three digits, such as [3, 1, 4]")
    for digit in value:
        require(isinstance(digit, int) and not isinstance(digit, bool), "a code is made of whole numbers 1 to 4")
        require(1 <= digit <= KEYWORDS_PER_TEAM, f"{digit} is not a keyword number (1 to {KEYWORDS_PER_TEAM})")
    require(len(set(value)) == 3, "a code has three different digits")
    return (value[0], value[1], value[2])


def _parse_texts(value: Any, count: int, what: str) -> list[str]:
    require(isinstance(value, list) and len(value) == count, f"give {count} {what} as a list")
    require(all(isinstance(text, str) for text in value), f"each of the {what} must be text")
    return list(value)


class Intercept(Game):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="intercept",
        title="Intercept",
        tagline="Two teams pass secret codes with clues while the other team listens in.",
        min_seats=3,
        max_seats=8,
        languages=("en", "fi"),
        bots=False,  # clues need people
        secret_views=True,
        # "" alternates White, Black (with 3 seats, seat 0 intercepts); else a team per seat: [0, 1, 1, 0] or "WBBW".
        options={"teams": ""},
        option_labels={"teams": "Teams, one letter per player (W or B; empty: alternate)"},
    )

    # ----- options and setup ---------------------------------------------------------------------------------
    def _check_options(self, options: dict[str, Any]) -> None:
        count = len(options["seats"])
        teams = options["teams"]
        if teams is None or teams == "":
            options["teams"] = ""
            return
        if isinstance(teams, str):
            # The setup screen and deep links give text: one W (or 0) or B (or 1) per seat; spaces and commas ignored.
            letters = [c for c in teams.upper() if c not in " ,"]
            if any(c not in "WB01" for c in letters):
                raise BadOptions("option teams is one letter per seat: W for White, B for Black (such as WBBW)")
            teams = options["teams"] = [0 if c in "W0" else 1 for c in letters]
        if not isinstance(teams, list) or len(teams) != count:
            raise BadOptions("option teams lists the team (0 for White, 1 for Black) of each seat")
        if any(isinstance(t, bool) or t not in (0, 1) for t in teams):
            raise BadOptions("option teams holds 0 (White) or 1 (Black) for each seat")
        sizes = sorted((teams.count(0), teams.count(1)))
        if count == 3 and sizes != [1, 2]:
            raise BadOptions("with 3 players, one plays alone (the interceptor) against a team of two")
        if count >= 4 and not (sizes[0] >= 2 and sizes[1] <= 4):
            raise BadOptions("each team has 2 to 4 players")

    def _setup(self) -> None:
        count = len(self.seats)
        layout: list[int] = self.options["teams"] or ([1, 0, 0] if count == 3 else [s % 2 for s in range(count)])
        self.team_of: list[int] = list(layout)
        members = [[s for s in range(count) if layout[s] == t] for t in (0, 1)]
        self.three_players = count == 3
        self.teams = [Team(t, members[t], encrypts=not self.three_players or len(members[t]) == 2) for t in (0, 1)]
        self.last_round = LAST_ROUND_THREE_PLAYERS if self.three_players else LAST_ROUND
        # Both screens' keywords come from one draw, so no keyword appears twice in a game.
        encrypting = [team for team in self.teams if team.encrypts]
        drawn = self.rng.sample(keyword_list(self.options["language"]), KEYWORDS_PER_TEAM * len(encrypting))
        for i, team in enumerate(encrypting):
            team.keywords = drawn[i * KEYWORDS_PER_TEAM : (i + 1) * KEYWORDS_PER_TEAM]
        self.round = 0
        self.phase = "clues"  # clues → guess (per encrypting team) → … → keywords → review → over
        self.decoding: int | None = None  # the team whose code is being guessed
        self.transmissions: list[Transmission] = []
        self.tiebreak: KeywordTieBreak | None = None
        self.outcome: Result | None = None
        self.events: list[str] = []
        team_text = "; ".join(f"{team.name}: {self._names(team.seats)}" for team in self.teams)
        if self.three_players:
            coders, interceptor = self._coding_teams()[0], self._other(self._coding_teams()[0])
            self.events.append(
                f"3-player game: {self._names(coders.seats)} encrypt and decode for {coders.name}; "
                f"{self._names(interceptor.seats)} is the interceptor."
            )
        else:
            self.events.append(f"Teams — {team_text}.")
        self._start_round()

    # ----- small helpers -------------------------------------------------------------------------------------
    def _names(self, seats: list[int]) -> str:
        return " & ".join(self.seats[s].name for s in seats)

    def _other(self, team: Team) -> Team:
        return self.teams[1 - team.index]

    def _coding_teams(self) -> list[Team]:
        return [team for team in self.teams if team.encrypts]

    def _current(self, team: int) -> Transmission:
        for transmission in reversed(self.transmissions):
            if transmission.round == self.round and transmission.team == team:
                return transmission
        raise AssertionError(f"team {team} has no code this round")

    def _this_round(self) -> list[Transmission]:
        return [t for t in self.transmissions if t.round == self.round]

    def _guessing_teams(self, transmission: Transmission) -> list[int]:
        """The teams that guess this code: its own team always, the other team from round 2 on."""
        return [transmission.team] + ([1 - transmission.team] if transmission.round > 1 else [])

    def _may_guess(self, seat: int, transmission: Transmission) -> bool:
        team = self.team_of[seat]
        if team not in self._guessing_teams(transmission) or transmission.guesses[team] is not None:
            return False
        return seat != transmission.encryptor  # the encryptor takes no part in decoding their own code

    def _late_encryptor_timer(self) -> Transmission | None:
        """The code whose encryptor is on the clock: the other encryptor has finished, this one has not."""
        if self.phase != "clues":
            return None
        current = self._this_round()
        pending = [t for t in current if t.clues is None]
        return pending[0] if len(current) == 2 and len(pending) == 1 else None

    # ----- rounds --------------------------------------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self.phase = "clues"
        self.decoding = None
        parts = []
        for team in self._coding_teams():
            encryptor = team.seats[(self.round - 1) % len(team.seats)]
            deck = list(ALL_CODES)  # last round's code is back in the deck: a code can come again at once
            self.rng.shuffle(deck)
            self.transmissions.append(Transmission(self.round, team.index, encryptor, deck[0], deck))
            parts.append(f"{self.seats[encryptor].name} encrypts for {team.name}")
        self.events.append(f"Round {self.round}: {'; '.join(parts)}.")

    def _clues_written(self) -> None:
        """Every encryptor has finished: the clues are read aloud, and the first code is guessed."""
        for transmission in self._this_round():
            clues = transmission.clues or ["", "", ""]
            shown = " / ".join(c.strip() or "(blank)" for c in clues)
            self.events.append(f"{self.teams[transmission.team].name}'s clues: {shown}.")
        self.phase = "guess"
        self.decoding = self._coding_teams()[0].index

    def _reveal(self, transmission: Transmission) -> None:
        team = self.teams[transmission.team]
        other = self._other(team)
        own_guess = transmission.guesses[team.index]
        other_guess = transmission.guesses[other.index]
        transmission.revealed = True
        transmission.intercepted = other_guess == transmission.code
        transmission.miscommunicated = own_guess != transmission.code
        parts = [f"{team.name}'s code was {_code_text(transmission.code)}."]
        if other_guess is not None:
            verdict = "intercepted!" if transmission.intercepted else "no interception."
            parts.append(f"{other.name} guessed {_code_text(other_guess)}: {verdict}")
        right = "right" if not transmission.miscommunicated else "wrong"
        parts.append(f"{team.name} guessed {_code_text(own_guess)}: {right}.")
        if transmission.intercepted:
            other.interceptions += 1
        if transmission.miscommunicated:
            if self.three_players:
                other.interceptions += 1  # the team never takes miscommunication tokens: the interceptor scores
                parts.append(f"The interceptor takes a token for the failed decode ({other.interceptions} in all).")
            else:
                team.miscommunications += 1
        self.events.append(" ".join(parts))

    def _after_reveal(self) -> None:
        later = [t.index for t in self._coding_teams() if t.index > self._decoding_index()]
        if later:
            self.decoding = later[0]
            return
        self._end_of_round()

    def _end_of_round(self) -> None:
        tokens = ", ".join(
            f"{t.name} {t.interceptions} interception(s), {t.miscommunications} miscommunication(s)" for t in self.teams
        )
        if self.three_players:
            self.events.append(f"End of round {self.round}: the interceptor has {self._interceptor().interceptions}.")
            self._check_three_player_end()
            return
        self.events.append(f"End of round {self.round}: {tokens}.")
        reached = [
            t for t in self.teams if t.interceptions >= TOKENS_TO_DECIDE or t.miscommunications >= TOKENS_TO_DECIDE
        ]
        if not reached and self.round < self.last_round:
            self._start_round()
            return
        # Which teams do the conditions favour? A team with 2 interceptions, or whose opponent has 2 miscommunications.
        favoured = [
            t
            for t in self.teams
            if t.interceptions >= TOKENS_TO_DECIDE or self._other(t).miscommunications >= TOKENS_TO_DECIDE
        ]
        if len(favoured) == 1:
            winner = favoured[0]
            if winner.interceptions >= TOKENS_TO_DECIDE:
                reason = f"{winner.name} intercepted two codes."
            else:
                reason = f"{self._other(winner).name} misread two of its own codes."
            self._finish([winner.index], reason)
            return
        if reached:
            why = "The end conditions point both ways"
        else:
            why = f"Nobody won or lost by the end of round {self.round}"
        self._tie_break(f"{why}: tie-break.")

    def _interceptor(self) -> Team:
        return next(team for team in self.teams if not team.encrypts)

    def _check_three_player_end(self) -> None:
        interceptor = self._interceptor()
        if interceptor.interceptions >= TOKENS_TO_DECIDE:
            self._finish(
                [interceptor.index],
                f"The interceptor {self._names(interceptor.seats)} won {interceptor.interceptions} tokens "
                f"by round {self.round}.",
            )
        elif self.round >= self.last_round:
            team = self._other(interceptor)
            self._finish([team.index], f"{team.name} kept the interceptor under 2 tokens for {self.last_round} rounds.")
        else:
            self._start_round()

    def _tie_break(self, why: str) -> None:
        self.events.append(why)
        white, black = self.teams
        scores = f"{white.name} {white.score}, {black.name} {black.score}"
        if white.score != black.score:
            winner = white if white.score > black.score else black
            self._finish([winner.index], f"Tie-break: {winner.name} has the higher score ({scores}).")
            return
        self.events.append(f"Scores are level ({scores}): each team now guesses the other team's four keywords.")
        self.phase = "keywords"
        self.decoding = None
        self.tiebreak = KeywordTieBreak()

    def _near_misses(self, owner: int) -> list[int]:
        """Positions (0 to 3) of the owner's keywords that the other team guessed wrongly but not blank."""
        assert self.tiebreak is not None
        guesses = self.tiebreak.guesses[1 - owner] or []
        keywords = self.teams[owner].keywords
        return [i for i, g in enumerate(guesses) if g.strip() and fold(g.strip()) != fold(keywords[i])]

    def _keyword_hits(self, guesser: int) -> int:
        assert self.tiebreak is not None
        owner = 1 - guesser
        guesses = self.tiebreak.guesses[guesser] or []
        accepted = self.tiebreak.accepted[owner] or set()
        keywords = self.teams[owner].keywords
        return sum(1 for i, g in enumerate(guesses) if fold(g.strip()) == fold(keywords[i]) or i in accepted)

    def _keyword_guesses_in(self) -> None:
        assert self.tiebreak is not None
        for owner in (0, 1):
            if not self._near_misses(owner):
                self.tiebreak.accepted[owner] = set()
        for guesser in (0, 1):
            owner_team = self.teams[1 - guesser]
            guesses = self.tiebreak.guesses[guesser] or []
            shown = ", ".join(g.strip() or "(blank)" for g in guesses)
            self.events.append(
                f"{self.teams[guesser].name} guessed {owner_team.name}'s keywords: {shown} "
                f"(they were {', '.join(owner_team.keywords)})."
            )
        if None in self.tiebreak.accepted:
            self.phase = "review"
            return
        self._decide_by_keywords()

    def _decide_by_keywords(self) -> None:
        hits = [self._keyword_hits(0), self._keyword_hits(1)]
        white, black = self.teams
        counts = f"{white.name} {hits[0]}, {black.name} {hits[1]}"
        if hits[0] != hits[1]:
            winner = 0 if hits[0] > hits[1] else 1
            self._finish([winner], f"Tie-break: {self.teams[winner].name} guessed more keywords ({counts}).")
        else:
            self._finish([0, 1], f"Still tied after the keyword guesses ({counts}): a shared win.")

    def _finish(self, winning_teams: list[int], reason: str) -> None:
        self.phase = "over"
        self.decoding = None
        winners = [s for s in range(len(self.seats)) if self.team_of[s] in winning_teams]
        if self.three_players:
            # The interceptor's score is its tokens; the team's is the codes it got across safely.
            safe = sum(1 for t in self.transmissions if t.revealed and not t.intercepted and not t.miscommunicated)
            scores = [
                float(self.teams[self.team_of[s]].interceptions if not self.teams[self.team_of[s]].encrypts else safe)
                for s in range(len(self.seats))
            ]
        else:
            scores = [float(self.teams[self.team_of[s]].score) for s in range(len(self.seats))]
        self.outcome = {"winners": winners, "scores": scores, "reason": reason}
        self.events.append(f"Game over. {reason}")

    # ----- the contract --------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.phase == "clues":
            writing = {t.encryptor for t in self._this_round() if t.clues is None}
            return sorted(writing)
        if self.phase == "guess":
            transmission = self._current(self._decoding_index())
            return [s for s in range(len(self.seats)) if self._may_guess(s, transmission)]
        if self.phase == "keywords":
            assert self.tiebreak is not None
            return [s for s in range(len(self.seats)) if self.tiebreak.guesses[self.team_of[s]] is None]
        if self.phase == "review":
            assert self.tiebreak is not None
            return [s for s in range(len(self.seats)) if self.tiebreak.accepted[self.team_of[s]] is None]
        return []

    def _decoding_index(self) -> int:
        assert self.decoding is not None
        return self.decoding

    def _legal_actions(self, seat: int) -> list[Action]:
        team = self.teams[self.team_of[seat]]
        if self.phase == "clues":
            transmission = self._current(team.index)
            example = example_clues(self.options["language"], team.keywords, transmission.code, team.used_clues)
            actions: list[Action] = [{"type": "clues", "clues": example}]
            if self._late_encryptor_timer() is transmission:
                actions.append({"type": "time_up"})
            return actions
        if self.phase == "guess":
            return [{"type": "guess", "code": list(code)} for code in ALL_CODES]
        if self.phase == "keywords":
            # Any four words are a legal guess; blanks (no idea) are the example that needs no knowledge.
            return [{"type": "keyword_guess", "words": [""] * KEYWORDS_PER_TEAM}]
        if self.phase == "review":
            misses = [i + 1 for i in self._near_misses(team.index)]
            subsets = itertools.chain.from_iterable(itertools.combinations(misses, n) for n in range(len(misses) + 1))
            return [{"type": "accept", "positions": list(subset)} for subset in subsets]
        return []

    def _apply(self, seat: int, action: Action) -> None:
        kind = action["type"]
        handlers = {
            "clues": self._apply_clues,
            "time_up": self._apply_time_up,
            "guess": self._apply_guess,
            "keyword_guess": self._apply_keyword_guess,
            "accept": self._apply_accept,
        }
        handler = handlers.get(kind)
        require(handler is not None, f"Intercept has no action {kind!r}")
        assert handler is not None
        handler(seat, action)

    def _fields(self, action: Action, *names: str) -> None:
        extra = set(action) - {"type", *names}
        require(not extra, f"unexpected field(s) in a {action['type']} action: {', '.join(sorted(extra))}")

    def _apply_clues(self, seat: int, action: Action) -> None:
        require(self.phase == "clues", "clues are written at the start of a round")
        self._fields(action, "clues")
        team = self.teams[self.team_of[seat]]
        transmission = self._current(team.index)
        require(seat == transmission.encryptor, f"{self.seats[seat].name} is not {team.name}'s encryptor this round")
        clues = _parse_texts(action.get("clues"), 3, "clues")
        problem = clue_problem(clues, team.keywords, transmission.code, team.used_clues, allow_empty=False)
        require(problem is None, f"Refused: {problem}.")
        self._record_clues(team, transmission, clues)
        self.events.append(f"{self.seats[seat].name} ({team.name}) has written three clues.")
        self._after_clues()

    def _apply_time_up(self, seat: int, action: Action) -> None:
        self._fields(action, "clues")
        late = self._late_encryptor_timer()
        require(late is not None, "the timer runs only once one encryptor has finished their clues")
        assert late is not None
        require(seat == late.encryptor, f"only the late encryptor, {self.seats[late.encryptor].name}, is on the clock")
        team = self.teams[late.team]
        # The clues written when time ran out may come along; what is missing is recorded as empty.
        clues = _parse_texts(action.get("clues", ["", "", ""]), 3, "clues")
        problem = clue_problem(clues, team.keywords, late.code, team.used_clues, allow_empty=True)
        require(problem is None, f"Refused: {problem}.")
        self._record_clues(team, late, clues)
        late.timed_out = True
        missing = sum(1 for c in clues if not c.strip())
        self.events.append(
            f"Time is up for {self.seats[seat].name} ({team.name}): {missing} clue(s) left blank."
            if missing
            else f"Time is up for {self.seats[seat].name} ({team.name}), just as the clues were done."
        )
        self._after_clues()

    def _record_clues(self, team: Team, transmission: Transmission, clues: list[str]) -> None:
        transmission.clues = [c.strip() for c in clues]
        team.used_clues.update(normalise(c) for c in clues if c.strip())

    def _after_clues(self) -> None:
        if all(t.clues is not None for t in self._this_round()):
            self._clues_written()

    def _apply_guess(self, seat: int, action: Action) -> None:
        require(self.phase == "guess", "no code is being guessed now")
        self._fields(action, "code")
        transmission = self._current(self._decoding_index())
        team = self.team_of[seat]
        require(
            seat != transmission.encryptor,
            "the encryptor takes no part in decoding their own code",
        )
        require(team in self._guessing_teams(transmission), "there is no interception in round 1")
        require(transmission.guesses[team] is None, f"{TEAM_NAMES[team]} has already guessed this code")
        code = _parse_code(action.get("code"))
        transmission.guesses[team] = code
        transmission.guessed_by[team] = seat
        whose = self.teams[transmission.team].name
        self.events.append(f"{self.seats[seat].name} entered {TEAM_NAMES[team]}'s guess for {whose}'s code.")
        if all(transmission.guesses[t] is not None for t in self._guessing_teams(transmission)):
            self._reveal(transmission)
            self._after_reveal()

    def _apply_keyword_guess(self, seat: int, action: Action) -> None:
        require(self.phase == "keywords" and self.tiebreak is not None, "keywords are guessed only in the tie-break")
        assert self.tiebreak is not None
        self._fields(action, "words")
        team = self.team_of[seat]
        words = _parse_texts(action.get("words"), KEYWORDS_PER_TEAM, "keyword guesses")
        require(
            all(len(w) <= MAX_KEYWORD_GUESS_LENGTH for w in words),
            f"a keyword guess is at most {MAX_KEYWORD_GUESS_LENGTH} characters",
        )
        self.tiebreak.guesses[team] = [w.strip() for w in words]
        self.events.append(f"{self.seats[seat].name} entered {TEAM_NAMES[team]}'s keyword guesses.")
        if None not in self.tiebreak.guesses:
            self._keyword_guesses_in()

    def _apply_accept(self, seat: int, action: Action) -> None:
        require(self.phase == "review" and self.tiebreak is not None, "nothing to review now")
        assert self.tiebreak is not None
        self._fields(action, "positions")
        team = self.team_of[seat]
        positions = action.get("positions")
        require(isinstance(positions, list), "positions lists the keyword numbers whose near misses you accept")
        assert isinstance(positions, list)
        misses = self._near_misses(team)
        for p in positions:
            require(isinstance(p, int) and not isinstance(p, bool), "a position is a keyword number 1 to 4")
            require(p - 1 in misses, f"keyword {p} was not a near miss to judge")
        require(len(set(positions)) == len(positions), "each keyword number once")
        self.tiebreak.accepted[team] = {p - 1 for p in positions}
        accepted = ", ".join(str(p) for p in sorted(positions)) or "none"
        self.events.append(f"{TEAM_NAMES[team]} accepted near misses at keyword(s): {accepted}.")
        if None not in self.tiebreak.accepted:
            self._decide_by_keywords()

    def result(self) -> Result | None:
        return self.outcome

    @classmethod
    def _bot_choose(cls, view: View, legal: list[Action], level: str, rng: random.Random) -> Action:
        raise IllegalAction("Intercept has no bots: clues need people")

    # ----- views ---------------------------------------------------------------------------------------------
    def _role(self, seat: int) -> str:
        team = self.teams[self.team_of[seat]]
        if not team.encrypts:
            return "interceptor"
        if self.phase in ("keywords", "review", "over"):
            return "player"  # the rounds are over: nobody encrypts or decodes any more
        if self._current(team.index).encryptor == seat:
            return "encryptor"
        return "decoder"

    def _keywords_visible(self, team: Team, seat: int | None) -> bool:
        public = self.phase in ("review", "over")  # the tie-break's review and the end show every screen
        return public or (seat is not None and self.team_of[seat] == team.index)

    def _transmission_view(self, transmission: Transmission, seat: int | None) -> dict[str, Any]:
        mine = seat is not None and seat == transmission.encryptor
        clues_public = transmission.round < self.round or self.phase != "clues"
        guesses: list[list[int] | None] = []
        for team in (0, 1):
            guess = transmission.guesses[team]
            own = seat is not None and self.team_of[seat] == team
            guesses.append(list(guess) if guess is not None and (transmission.revealed or own) else None)
        return {
            "round": transmission.round,
            "encryptor": transmission.encryptor,
            "encryptor_name": self.seats[transmission.encryptor].name,
            "clues": list(transmission.clues) if transmission.clues is not None and (clues_public or mine) else None,
            "clues_done": transmission.clues is not None,
            "timed_out": transmission.timed_out,
            "code": list(transmission.code) if transmission.revealed or mine or self.phase == "over" else None,
            "guesses": guesses,
            "guessed": [g is not None for g in transmission.guesses],
            "guessing_teams": self._guessing_teams(transmission),
            "revealed": transmission.revealed,
            "intercepted": transmission.intercepted if transmission.revealed else None,
            "miscommunicated": transmission.miscommunicated if transmission.revealed else None,
        }

    def _team_view(self, team: Team, seat: int | None) -> dict[str, Any]:
        transmissions = [t for t in self.transmissions if t.team == team.index]
        by_keyword: list[list[dict[str, Any]]] = [[] for _ in range(KEYWORDS_PER_TEAM)]
        for t in transmissions:
            if t.revealed and t.clues is not None:
                for digit, clue in zip(t.code, t.clues, strict=True):
                    if clue:
                        by_keyword[digit - 1].append({"round": t.round, "clue": clue})
        return {
            "index": team.index,
            "name": team.name,
            "seats": list(team.seats),
            "names": [self.seats[s].name for s in team.seats],
            "role": "coders" if team.encrypts else "interceptor",
            "encryptor": self._current(team.index).encryptor if team.encrypts and self.round else None,
            "interceptions": team.interceptions,
            "miscommunications": team.miscommunications,
            "score": team.score,
            "keywords": list(team.keywords) if team.encrypts and self._keywords_visible(team, seat) else None,
            "keyword_count": len(team.keywords),
            "rounds": [self._transmission_view(t, seat) for t in transmissions],
            "notes": by_keyword,
        }

    def _step_text(self) -> str:
        if self.phase == "clues":
            writing = [t for t in self._this_round() if t.clues is None]
            names = " and ".join(
                f"{self.teams[t.team].name}'s encryptor {self.seats[t.encryptor].name}" for t in writing
            )
            late = self._late_encryptor_timer()
            clock = f" ({TIMER_SECONDS} seconds on the clock)" if late is not None else ""
            return f"{names} {'is' if len(writing) == 1 else 'are'} writing clues{clock}."
        if self.phase == "guess":
            transmission = self._current(self._decoding_index())
            whose = self.teams[transmission.team].name
            waiting = [TEAM_NAMES[t] for t in self._guessing_teams(transmission) if transmission.guesses[t] is None]
            if transmission.round == 1:
                return f"{whose} decodes its code (no interception in round 1)."
            return f"Guessing {whose}'s code: waiting for {' and '.join(waiting)}."
        if self.phase == "keywords":
            return "Tie-break: each team guesses the other team's four keywords."
        if self.phase == "review":
            return "Tie-break: each team may accept near misses at its own keywords."
        return self.outcome["reason"] if self.outcome else ""

    def view(self, seat: int | None) -> View:
        me: dict[str, Any] | None = None
        if seat is not None:
            team = self.teams[self.team_of[seat]]
            code = None
            if team.encrypts and self.phase != "over":
                current = self._current(team.index)
                if current.encryptor == seat and not current.revealed:
                    code = list(current.code)
            me = {
                "seat": seat,
                "name": self.seats[seat].name,
                "team": team.index,
                "team_name": team.name,
                "role": self._role(seat),
                "code": code,
            }
        late = self._late_encryptor_timer()
        tiebreak: dict[str, Any] | None = None
        if self.tiebreak is not None:
            both_in = None not in self.tiebreak.guesses
            tiebreak = {
                "guesses": [
                    list(g) if g is not None and (both_in or (seat is not None and self.team_of[seat] == t)) else None
                    for t, g in enumerate(self.tiebreak.guesses)
                ],
                "guessed": [g is not None for g in self.tiebreak.guesses],
                "near_misses": [[i + 1 for i in self._near_misses(t)] for t in (0, 1)] if both_in else None,
                "accepted": [sorted(i + 1 for i in a) if a is not None else None for a in self.tiebreak.accepted],
                "hits": [self._keyword_hits(0), self._keyword_hits(1)] if self.phase == "over" else None,
            }
        return {
            "variant": "three" if self.three_players else "teams",
            "language": self.options["language"],
            "round": self.round,
            "last_round": self.last_round,
            "phase": self.phase,
            "step": self._step_text(),
            "to_act": self.to_act(),
            "decoding": self.decoding,
            "me": me,
            "seats": [
                {
                    "seat": s,
                    "name": self.seats[s].name,
                    "team": self.team_of[s],
                    "team_name": TEAM_NAMES[self.team_of[s]],
                    "role": self._role(s),
                }
                for s in range(len(self.seats))
            ],
            "teams": [self._team_view(team, seat) for team in self.teams],
            "timer": (
                {"seconds": TIMER_SECONDS, "seat": late.encryptor, "team": late.team, "since_move": len(self.log)}
                if late is not None
                else None
            ),
            "tiebreak": tiebreak,
            "result": dict(self.outcome) if self.outcome else None,
            "log": list(self.events),
        }
