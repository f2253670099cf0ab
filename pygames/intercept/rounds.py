"""Intercept's rounds: codes dealt, clues written (or cut short by the timer) and read aloud, guesses, the reveal with
its tokens, and the end of a round (the next round, the end of the game, or the tie-break)."""

from __future__ import annotations

from pygames.intercept.clues import Code, clue_problem, normalise
from pygames.intercept.model import (
    ALL_CODES,
    KEYWORDS_PER_TEAM,
    TOKENS_TO_DECIDE,
    InterceptState,
    Team,
    Transmission,
    code_list,
)


class Rounds(InterceptState):
    # ----- a new round ---------------------------------------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self.phase = "clues"
        self.decoding = None
        self.emit("round_started", {"round": self.round, "last_round": self.last_round})
        for team in self._coding_teams():
            encryptor = team.seats[(self.round - 1) % len(team.seats)]
            # Last round's code is back in the deck, which is shuffled anew: a code can come again at once.
            deck: list[Code] = [(a, b, c) for a, b, c in self.chance.shuffle("codes", ALL_CODES)]
            self.transmissions.append(Transmission(self.round, team.index, encryptor, deck[0], deck))
            self.emit("encryptor", {"round": self.round, "seat": encryptor, "team": team.index})

    # ----- clues ---------------------------------------------------------------------------------------------------
    def _write_clues(self, seat: int, clues: list[str]) -> None:
        """The encryptor's three clues (core has checked that ``seat`` is an encryptor still writing)."""
        team = self.teams[self.team_of[seat]]
        transmission = self._current(team.index)
        assert seat == transmission.encryptor
        self._check_clues(team, transmission, clues, allow_empty=False)
        self._record_clues(team, transmission, clues)
        self.emit("clues_written", {"seat": seat, "team": team.index}, secret={"clues": transmission.clues}, see=[seat])
        self._after_clues()

    def _time_up(self, seat: int, clues: list[str]) -> None:
        """The late encryptor's 30 seconds ran out: the clues written so far count, the rest are left blank."""
        late = self._late_encryptor_timer()
        self.require(late is not None, "no_timer")
        assert late is not None and seat == late.encryptor  # the late encryptor is the only seat still to act
        team = self.teams[late.team]
        self._check_clues(team, late, clues, allow_empty=True)
        self._record_clues(team, late, clues)
        late.timed_out = True
        blank = sum(1 for c in clues if not c.strip())
        self.emit("time_up", {"seat": seat, "team": team.index, "blank": blank})
        self._after_clues()

    def _check_clues(self, team: Team, transmission: Transmission, clues: list[str], allow_empty: bool) -> None:
        self.require(len(clues) == 3, "clue_count", count=3)
        language = self.options["language"]
        problem = clue_problem(clues, team.keywords, transmission.code, team.used_clues, allow_empty, language)
        if problem is not None:
            key, args = problem
            self.refuse(key, **args)

    def _record_clues(self, team: Team, transmission: Transmission, clues: list[str]) -> None:
        transmission.clues = [c.strip() for c in clues]
        team.used_clues.update(normalise(c, self.options["language"]) for c in clues if c.strip())

    def _after_clues(self) -> None:
        """Once every encryptor has finished, the clues are read aloud and the first code is guessed."""
        if not all(t.clues is not None for t in self._this_round()):
            return
        self.seal()  # every team's clues are read aloud: the other encryptor's were secret until now
        for transmission in self._this_round():
            self.emit(
                "clues_read",
                {
                    "team": transmission.team,
                    "round": transmission.round,
                    "seat": transmission.encryptor,
                    "clues": transmission.clues,
                    "timed_out": transmission.timed_out,
                },
            )
        self.phase = "guess"
        self.decoding = self._coding_teams()[0].index

    # ----- guesses and the reveal ----------------------------------------------------------------------------------
    def _guess(self, seat: int, digits: list[int]) -> None:
        """A team's single guess at the code being decoded (core has checked that ``seat`` may guess it)."""
        transmission = self._current(self._decoding_index())
        team = self.team_of[seat]
        assert self._may_guess(seat, transmission)
        code = self._checked_code(digits)
        transmission.guesses[team] = code
        transmission.guessed_by[team] = seat
        self.emit(
            "guessed",
            {"seat": seat, "team": team, "whose": transmission.team},
            secret={"code": list(code)},
            see=self.teams[team].seats,
        )
        if all(transmission.guesses[t] is not None for t in self._guessing_teams(transmission)):
            self._reveal(transmission)
            self._after_reveal()

    def _checked_code(self, digits: list[int]) -> Code:
        self.require(len(digits) == 3, "code_length")
        for digit in digits:
            self.require(1 <= digit <= KEYWORDS_PER_TEAM, "code_digit", digit=digit, max=KEYWORDS_PER_TEAM)
        self.require(len(set(digits)) == 3, "code_repeats")
        return (digits[0], digits[1], digits[2])

    def _reveal(self, transmission: Transmission) -> None:
        team = self.teams[transmission.team]
        other = self._other(team)
        own_guess = transmission.guesses[team.index]
        other_guess = transmission.guesses[other.index]
        transmission.revealed = True
        transmission.intercepted = other_guess == transmission.code
        transmission.miscommunicated = own_guess != transmission.code
        self.emit("code_revealed", {"team": team.index, "round": transmission.round, "code": list(transmission.code)})
        if other_guess is not None:
            self.emit(
                "intercept_guess",
                {
                    "team": other.index,
                    "whose": team.index,
                    "guess": code_list(other_guess),
                    "intercepted": transmission.intercepted,
                },
            )
        self.emit(
            "decode_guess",
            {"team": team.index, "guess": code_list(own_guess), "right": not transmission.miscommunicated},
        )
        if transmission.intercepted:
            other.interceptions += 1
            self.emit("interception", {"team": other.index, "whose": team.index, "tokens": other.interceptions})
        if transmission.miscommunicated:
            if self.three_players:
                other.interceptions += 1  # the team never takes miscommunication tokens: the interceptor scores
                self.emit("decode_token", {"team": other.index, "whose": team.index, "tokens": other.interceptions})
            else:
                team.miscommunications += 1
                self.emit("miscommunication", {"team": team.index, "tokens": team.miscommunications})

    def _after_reveal(self) -> None:
        later = [t.index for t in self._coding_teams() if t.index > self._decoding_index()]
        if later:
            self.decoding = later[0]
            return
        self._end_of_round()

    # ----- the end of a round --------------------------------------------------------------------------------------
    def _end_of_round(self) -> None:
        if self.three_players:
            self.emit("round_ended_three", {"round": self.round, "tokens": self._interceptor().interceptions})
            self._check_three_player_end()
            return
        white, black = self.teams
        self.emit(
            "round_ended",
            {
                "round": self.round,
                "white_interceptions": white.interceptions,
                "white_miscommunications": white.miscommunications,
                "black_interceptions": black.interceptions,
                "black_miscommunications": black.miscommunications,
            },
        )
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
                self._finish([winner.index], "two_interceptions", team=winner.index)
            else:
                loser = self._other(winner).index
                self._finish([winner.index], "two_miscommunications", team=loser, winner=winner.index)
            return
        self._start_tie_break("both_ways" if reached else "no_winner")

    def _check_three_player_end(self) -> None:
        interceptor = self._interceptor()
        if interceptor.interceptions >= TOKENS_TO_DECIDE:
            self._finish(
                [interceptor.index],
                "interceptor_won",
                seat=interceptor.seats[0],
                team=interceptor.index,
                tokens=interceptor.interceptions,
                round=self.round,
            )
        elif self.round >= self.last_round:
            team = self._other(interceptor)
            self._finish([team.index], "team_held", team=team.index, tokens=TOKENS_TO_DECIDE, rounds=self.last_round)
        else:
            self._start_round()
