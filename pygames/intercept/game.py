"""The rules of Intercept (shared/rules/intercept.md): the class, its declarations, setup and the action handlers.

Seats and teams. Team 0 is White, team 1 is Black. The option ``teams`` lists the team of each seat ([0, 1, 1, 0], or
"WBBW" as typed on the setup screen or in a link); by default ("") the seats alternate White, Black, White, … With 4
to 8 seats each team has 2 to 4 players and both teams encrypt. With exactly 3 seats the game is the 3-player variant:
the team with two players encrypts and decodes, the one player of the other team is the interceptor; by default seat 0
is the interceptor (teams [1, 0, 0]: White encrypts, Black intercepts).

A round (rounds.py). Each encrypting team's encryptor (the team's players in seat order, one per round, round robin) is
dealt a code from the team's freshly shuffled deck of 24 codes and writes three clues; both encryptors write at once.
Once one has finished, the other may be stopped by the browser's 30-second timer ({"type": "time_up"} from the late
encryptor's seat, optionally carrying the clues typed so far): what is missing is recorded as empty. Then each
encrypting team's code, White's first, is guessed: the team's other players decode it, and from round 2 on the other
team tries to intercept it. Any player of a guessing team may enter the team's single guess (the team agrees at the
table). When both guesses are in, the code is revealed, tokens are given and the clues are filed under their keyword
numbers.

The end. After a round in which a team reached 2 interceptions or 2 miscommunications, or after round 8, the game ends;
the tie-break (tiebreak.py) is the rulebook's: score, then each team guesses the other team's keywords
({"type": "keyword_guess"}), then a shared win. A near miss may be accepted by the team whose keywords were guessed
({"type": "accept", "positions": [keyword numbers]}). What each seat sees: views.py. The state these parts share is
model.InterceptState; the rounds, the tie-break and the views are module functions taking it.

Intercept has no bots (INFO.bots is False): clues need people.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any, ClassVar, NoReturn

from pygames.core import Action, BadOptions, GameInfo, Result, action
from pygames.intercept import rounds, tiebreak, views
from pygames.intercept.clues import MAX_CLUE_LENGTH, example_clues
from pygames.intercept.model import (
    ALL_CODES,
    KEYWORDS_PER_TEAM,
    LAST_ROUND,
    LAST_ROUND_THREE_PLAYERS,
    MAX_KEYWORD_GUESS_LENGTH,
    PHASES,
    TEAM_COLOURS,
    TIMER_SECONDS,
    TOKENS_TO_DECIDE,
    InterceptState,
    Phase,
    Team,
)
from pygames.intercept.views import InterceptView
from pygames.intercept.words import keyword_list


class Intercept(InterceptState[InterceptView]):
    INFO: ClassVar[GameInfo] = GameInfo(
        id="intercept",
        title="Intercept",
        tagline="Two teams pass secret codes with clues while the other team listens in.",
        min_seats=3,
        max_seats=8,
        languages=("en", "fi"),
        bots=False,  # clues need people
        secret_views=True,
        points=False,  # tokens, not points
        outcome_events=("decode_guess", "intercept_guess", "code_revealed"),
        default_seats=4,  # the usual game: two teams of two
        # "" alternates White, Black (with 3 seats, seat 0 intercepts); else a team per seat: [0, 1, 1, 0] or "WBBW".
        options={"teams": ""},
        option_labels={"teams": "Teams, one letter per player (W or B; empty: alternate)"},
        seat_teams=2,  # the setup chooses White or Black in each seat's row
    )

    PHASES: ClassVar[tuple[str, ...]] = PHASES
    REFUSALS: ClassVar[Mapping[str, str]] = {
        # options
        "teams_letters": "option teams is one letter per seat: W for White, B for Black (such as WBBW)",
        "teams_per_seat": "option teams lists the team (0 for White, 1 for Black) of each seat",
        "teams_values": "option teams holds 0 (White) or 1 (Black) for each seat",
        "teams_three": "with 3 players, one plays alone (the interceptor) against a team of two",
        "team_sizes": "each team has 2 to 4 players",
        # clues
        "clue_count": "give {count} clues",
        "clue_too_long": "clue {clue} is too long (at most {max} characters)",
        "clue_empty": "clue {clue} is empty: write a word or a sentence (only the timer can leave a clue blank)",
        "clue_keyword": 'clue {clue} uses your keyword "{keyword}" (as "{word}"), which no form of it may',
        "clue_code": "clue {clue} gives away the code's digits",
        "clue_digit": "clue {clue} says its own digit {digit}: that reads the code out, one digit at a time",
        "clue_number": "clue {clue} is only a keyword number: point at a keyword's meaning, not its place",
        "clue_spelling": "clue {clue} is about how the keyword is written (its letters or how many), not its meaning",
        "clue_used": 'your team already used the clue "{text}" in this game',
        "clues_same": "clues {first} and {second} are the same: the three clues must be different",
        "no_timer": "the timer runs only once one encryptor has finished their clues",
        # guesses
        "code_length": "a code is three digits, such as [3, 1, 4]",
        "code_digit": "{digit} is not a keyword number (1 to {max})",
        "code_repeats": "a code has three different digits",
        # the tie-break
        "keyword_count": "give {count} keyword guesses",
        "keyword_too_long": "a keyword guess is at most {max} characters",
        "not_near_miss": "keyword {position} was not a near miss to judge",
        "accept_twice": "each keyword number once",
    }
    EVENTS: ClassVar[Mapping[str, str]] = {
        "teams": "teams: White {white}; Black {black}",
        "three_players": "3-player game: seats {coders} encrypt for team {team}; seat {interceptor} intercepts",
        "round_started": "round {round} of {last_round}",
        "encryptor": "seat {seat} encrypts for team {team}",
        "clues_written": "seat {seat} (team {team}) has written three clues",
        "time_up": "time is up for seat {seat} (team {team}): {blank} clues left blank",
        "clues_read": "team {team}'s clues: {clues}",
        "guessed": "seat {seat} entered team {team}'s guess for team {whose}'s code",
        "code_revealed": "team {team}'s code was {code}",
        "intercept_guess": "team {team} guessed {guess} for team {whose}'s code: intercepted {intercepted}",
        "decode_guess": "team {team} guessed {guess}: right {right}",
        "interception": "team {team} takes an interception token ({tokens} in all)",
        "miscommunication": "team {team} takes a miscommunication token ({tokens} in all)",
        "decode_token": "the interceptor (team {team}) takes a token for a failed decode ({tokens} in all)",
        "round_ended": "end of round {round}: White {white_interceptions} interceptions, {white_miscommunications} "
        "miscommunications; Black {black_interceptions} interceptions, {black_miscommunications} miscommunications",
        "round_ended_three": "end of round {round}: the interceptor has {tokens} tokens",
        "tie_break": "tie-break ({why}) after round {round}",
        "scores_level": "scores are level (White {white}, Black {black}): each team guesses the other team's keywords",
        "keyword_guesses_entered": "seat {seat} entered team {team}'s keyword guesses",
        "keywords_compared": "team {team} guessed team {owner}'s keywords: {guesses} (they were {keywords})",
        "near_misses_accepted": "team {team} accepted near misses at keywords {positions}",
        "game_over": "game over: team {team} wins (shared: {shared})",
    }
    OUTCOMES: ClassVar[Mapping[str, str]] = {
        "two_interceptions": "team {team} intercepted two codes",
        "two_miscommunications": "team {team} misread two of its own codes",
        "higher_score": "tie-break: team {team} has the higher score (White {white}, Black {black})",
        "more_keywords": "tie-break: team {team} guessed more keywords (White {white}, Black {black})",
        "shared_win": "still tied after the keyword guesses (White {white}, Black {black}): a shared win",
        "interceptor_won": "the interceptor, seat {seat}, won {tokens} tokens by round {round}",
        "team_held": "team {team} kept the interceptor under {tokens} tokens for {rounds} rounds",
    }

    # ----- options and setup -----------------------------------------------------------------------------------------
    def _normalise_options(self, options: dict[str, Any]) -> None:
        count = len(options["seats"])
        teams = options["teams"]
        if teams is None or teams == "":
            options["teams"] = ""
            return
        if isinstance(teams, str):
            # The setup screen and deep links give text: one W (or 0) or B (or 1) per seat; spaces and commas ignored.
            letters = [c for c in teams.upper() if c not in " ,"]
            if any(c not in "WB01" for c in letters):
                self._bad_options("teams_letters")
            teams = options["teams"] = [0 if c in "W0" else 1 for c in letters]
        if not isinstance(teams, list) or len(teams) != count:
            self._bad_options("teams_per_seat")
        if any(isinstance(t, bool) or t not in (0, 1) for t in teams):
            self._bad_options("teams_values")
        sizes = sorted((teams.count(0), teams.count(1)))
        if count == 3 and sizes != [1, 2]:
            self._bad_options("teams_three")
        if count >= 4 and not (sizes[0] >= 2 and sizes[1] <= 4):
            self._bad_options("team_sizes")

    def _bad_options(self, key: str) -> NoReturn:
        raise BadOptions(self.REFUSALS[key], f"{self.INFO.id}.{key}")

    def _setup(self) -> None:
        count = len(self.seats)
        layout: list[int] = self.options["teams"] or ([1, 0, 0] if count == 3 else [s % 2 for s in range(count)])
        self.team_of = list(layout)
        members = [[s for s in range(count) if layout[s] == t] for t in (0, 1)]
        self.three_players = count == 3
        self.teams = [Team(t, members[t], encrypts=not self.three_players or len(members[t]) == 2) for t in (0, 1)]
        self.last_round = LAST_ROUND_THREE_PLAYERS if self.three_players else LAST_ROUND
        # Both screens' keywords come from one draw, so no keyword appears twice in a game.
        encrypting = self.coding_teams()
        drawn = self.chance.sample(
            "keywords", keyword_list(self.options["language"]), KEYWORDS_PER_TEAM * len(encrypting)
        )
        for i, team in enumerate(encrypting):
            team.keywords = drawn[i * KEYWORDS_PER_TEAM : (i + 1) * KEYWORDS_PER_TEAM]
        self.round = 0
        self.phase = "clues"
        self.decoding = None
        self.transmissions = []
        self.tiebreak = None
        self.ending = None
        if self.three_players:
            coders = encrypting[0]
            interceptor = self.interceptor()
            self.emit(
                "three_players",
                {"team": coders.index, "coders": list(coders.seats), "interceptor": interceptor.seats[0]},
            )
        else:
            self.emit("teams", {"white": list(self.teams[0].seats), "black": list(self.teams[1].seats)})
        rounds.start_round(self)

    def static(self) -> dict[str, Any]:
        return {
            "variant": "three" if self.three_players else "teams",
            "team_colours": list(TEAM_COLOURS),
            "team_of": list(self.team_of),
            "last_round": self.last_round,
            "keywords": KEYWORDS_PER_TEAM,
            "clue_max_length": MAX_CLUE_LENGTH,
            "keyword_guess_max_length": MAX_KEYWORD_GUESS_LENGTH,
            "timer_seconds": TIMER_SECONDS,
            "tokens_to_decide": TOKENS_TO_DECIDE,
            # for the rules page, which shows every table: the clues (digits) of a code, the codes of a deck, the
            # 3-player game's last round, and a team's fewest and most players (as _normalise_options checks them)
            "code_length": len(ALL_CODES[0]),
            "codes": len(ALL_CODES),
            "last_round_three": LAST_ROUND_THREE_PLAYERS,
            "team_sizes": [2, 4],
        }

    # ----- whose turn, what is legal -----------------------------------------------------------------------------
    def _phase(self) -> Phase:
        return self.phase

    def to_act(self) -> list[int]:
        if self.phase == "clues":
            return sorted({t.encryptor for t in self.this_round() if t.clues is None})
        if self.phase == "guess":
            transmission = self.current(self.decoding_team())
            return [s for s in range(len(self.seats)) if self.may_guess(s, transmission)]
        if self.phase == "keywords":
            guesses = self.keyword_tiebreak().guesses
            return [s for s in range(len(self.seats)) if guesses[self.team_of[s]] is None]
        if self.phase == "review":
            accepted = self.keyword_tiebreak().accepted
            return [s for s in range(len(self.seats)) if accepted[self.team_of[s]] is None]
        return []

    def _legal_actions(self, seat: int) -> list[Action]:
        team = self.teams[self.team_of[seat]]
        if self.phase == "clues":
            transmission = self.current(team.index)
            example = example_clues(self.options["language"], team.keywords, transmission.code, team.used_clues)
            actions: list[Action] = [{"type": "clues", "clues": example}]
            if self.late_encryptor() is transmission:
                actions.append({"type": "time_up"})
            return actions
        if self.phase == "guess":
            return [{"type": "guess", "code": list(code)} for code in ALL_CODES]
        if self.phase == "keywords":
            # Any four words are a legal guess; blanks (no idea) are the example that needs no knowledge.
            return [{"type": "keyword_guess", "words": [""] * KEYWORDS_PER_TEAM}]
        if self.phase == "review":
            misses = [i + 1 for i in tiebreak.near_misses(self, team.index)]
            subsets = itertools.chain.from_iterable(itertools.combinations(misses, n) for n in range(len(misses) + 1))
            return [{"type": "accept", "positions": list(subset)} for subset in subsets]
        return []

    # ----- actions: each declared with @action on its handler (core has checked the seat, the shape, the phase) ------
    # Undo (core.Game.undo): clues are the encryptor's own secret until the last encryptor finishes; then every team's
    # clues are read aloud, and rounds._after_clues seals the move.
    @action("clues", fields={"clues": "strs"}, phases=("clues",))
    def _on_clues(self, seat: int, action: Action) -> None:
        rounds.write_clues(self, seat, action["clues"])

    # Sealed: the timer's doing, never a person's to take back.
    @action("time_up", optional={"clues": "strs"}, phases=("clues",), undoable=False)
    def _on_time_up(self, seat: int, action: Action) -> None:
        rounds.time_up(self, seat, action.get("clues", ["", "", ""]))

    # Sealed: the guess is shown to the whole team, and the last guess reveals the code.
    @action("guess", fields={"code": "ints"}, phases=("guess",), undoable=False)
    def _on_guess(self, seat: int, action: Action) -> None:
        rounds.guess(self, seat, action["code"])

    # A team's keyword guesses stay its own until both teams are in; then the keywords are compared (and shown),
    # and tiebreak._keyword_guesses_in seals the move.
    @action("keyword_guess", fields={"words": "strs"}, phases=("keywords",))
    def _on_keyword_guess(self, seat: int, action: Action) -> None:
        tiebreak.guess_keywords(self, seat, action["words"])

    # Accepting near misses shows nothing hidden; the last one ends the game (a finished game is final).
    @action("accept", fields={"positions": "ints"}, phases=("review",))
    def _on_accept(self, seat: int, action: Action) -> None:
        tiebreak.accept(self, seat, action["positions"])

    # ----- views, scores and the end ----------------------------------------------------------------------------
    def _view(self, seat: int | None) -> InterceptView:
        return views.view(self, seat)

    def _scores(self) -> list[float]:
        return self.team_scores()

    def result(self) -> Result | None:
        if self.ending is None:
            return None
        winners = [s for s in range(len(self.seats)) if self.team_of[s] in self.ending.teams]
        return self.outcome(winners, self.team_scores(), self.ending.key, **self.ending.args)
