"""Intercept's tie-break (rulebook): the higher score wins; still tied, each team guesses the other team's four
keywords, and the team whose keywords were guessed may accept a near miss (they know what they meant); more right
guesses wins; still tied, a shared win. Guesses are compared ignoring case, accents and surrounding spaces (but not
the letters of the keywords' alphabet: in Finnish ä is not a)."""

from __future__ import annotations

from typing import Literal

from pygames.intercept.model import KEYWORDS_PER_TEAM, MAX_KEYWORD_GUESS_LENGTH, InterceptState, KeywordTieBreak
from pygames.intercept.wordforms import fold_word


class TieBreak(InterceptState):
    def _start_tie_break(self, why: Literal["both_ways", "no_winner"]) -> None:
        self.emit("tie_break", {"why": why, "round": self.round})
        white, black = self.teams
        if white.score != black.score:
            winner = white if white.score > black.score else black
            self._finish([winner.index], "higher_score", team=winner.index, white=white.score, black=black.score)
            return
        self.emit("scores_level", {"white": white.score, "black": black.score})
        self.phase = "keywords"
        self.decoding = None
        self.tiebreak = KeywordTieBreak()

    def _tiebreak_state(self) -> KeywordTieBreak:
        assert self.tiebreak is not None
        return self.tiebreak

    # ----- the keyword guesses ---------------------------------------------------------------------------------------
    def _guess_keywords(self, seat: int, words: list[str]) -> None:
        """A team's four guesses at the other team's keywords (core has checked the seat's team has not guessed)."""
        tiebreak = self._tiebreak_state()
        team = self.team_of[seat]
        self.require(len(words) == KEYWORDS_PER_TEAM, "keyword_count", count=KEYWORDS_PER_TEAM)
        self.require(
            all(len(w) <= MAX_KEYWORD_GUESS_LENGTH for w in words), "keyword_too_long", max=MAX_KEYWORD_GUESS_LENGTH
        )
        tiebreak.guesses[team] = [w.strip() for w in words]
        self.emit("keyword_guesses_entered", {"seat": seat, "team": team})
        if None not in tiebreak.guesses:
            self._keyword_guesses_in()

    def _near_misses(self, owner: int) -> list[int]:
        """Positions (0 to 3) of the owner's keywords that the other team guessed wrongly but not blank."""
        guesses = self._tiebreak_state().guesses[1 - owner] or []
        keywords = self.teams[owner].keywords
        return [i for i, g in enumerate(guesses) if g.strip() and not self._same_word(g, keywords[i])]

    def _keyword_hits(self, guesser: int) -> int:
        tiebreak = self._tiebreak_state()
        owner = 1 - guesser
        guesses = tiebreak.guesses[guesser] or []
        accepted = tiebreak.accepted[owner] or set()
        keywords = self.teams[owner].keywords
        return sum(1 for i, g in enumerate(guesses) if self._same_word(g, keywords[i]) or i in accepted)

    def _same_word(self, guess: str, keyword: str) -> bool:
        """Case, accents and spaces aside, but in the keywords' alphabet: in Finnish "jarvi" is a near miss for "järvi"
        (the owners may accept it), not the word itself."""
        language = self.options["language"]
        return fold_word(language, guess.strip()) == fold_word(language, keyword)

    def _keyword_guesses_in(self) -> None:
        self.seal()  # both teams' guesses and the keywords are shown to everyone: no taking back the last guesses
        tiebreak = self._tiebreak_state()
        for owner in (0, 1):
            if not self._near_misses(owner):
                tiebreak.accepted[owner] = set()
        for guesser in (0, 1):
            owner = 1 - guesser
            self.emit(
                "keywords_compared",
                {
                    "team": guesser,
                    "owner": owner,
                    "guesses": list(tiebreak.guesses[guesser] or []),
                    "keywords": list(self.teams[owner].keywords),
                    "near_misses": [i + 1 for i in self._near_misses(owner)],
                },
            )
        if None in tiebreak.accepted:
            self.phase = "review"
            return
        self._decide_by_keywords()

    # ----- the review of near misses ---------------------------------------------------------------------------------
    def _accept(self, seat: int, positions: list[int]) -> None:
        """The near misses (keyword numbers 1 to 4) a team accepts at its own keywords."""
        tiebreak = self._tiebreak_state()
        team = self.team_of[seat]
        misses = self._near_misses(team)
        for p in positions:
            self.require(p - 1 in misses, "not_near_miss", position=p)
        self.require(len(set(positions)) == len(positions), "accept_twice")
        tiebreak.accepted[team] = {p - 1 for p in positions}
        self.emit("near_misses_accepted", {"team": team, "positions": sorted(positions), "count": len(positions)})
        if None not in tiebreak.accepted:
            self._decide_by_keywords()

    def _decide_by_keywords(self) -> None:
        hits = [self._keyword_hits(0), self._keyword_hits(1)]
        if hits[0] != hits[1]:
            winner = 0 if hits[0] > hits[1] else 1
            self._finish([winner], "more_keywords", team=winner, white=hits[0], black=hits[1])
        else:
            self._finish([0, 1], "shared_win", white=hits[0], black=hits[1])
