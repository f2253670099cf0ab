"""Intercept's tie-break (rulebook): the higher score wins; still tied, each team guesses the other team's four
keywords, and the team whose keywords were guessed may accept a near miss (they know what they meant); more right
guesses wins; still tied, a shared win. Guesses are compared ignoring case, accents and surrounding spaces (but not
the letters of the keywords' alphabet: in Finnish ä is not a).

Functions of the state (model.InterceptState), called by the rounds (rounds.py), the game's handlers (game.py) and
the views (views.py)."""

from __future__ import annotations

from typing import Literal

from pygames.intercept.model import KEYWORDS_PER_TEAM, MAX_KEYWORD_GUESS_LENGTH, KeywordTieBreak, State
from pygames.intercept.wordforms import fold_word


def start(state: State, why: Literal["both_ways", "no_winner"]) -> None:
    """After the last round, or when both teams reached a deciding count: the higher score wins, else the keywords."""
    state.emit("tie_break", {"why": why, "round": state.round})
    white, black = state.teams
    if white.score != black.score:
        winner = white if white.score > black.score else black
        state.finish([winner.index], "higher_score", team=winner.index, white=white.score, black=black.score)
        return
    state.emit("scores_level", {"white": white.score, "black": black.score})
    state.phase = "keywords"
    state.decoding = None
    state.tiebreak = KeywordTieBreak()


# ----- the keyword guesses ---------------------------------------------------------------------------------------
def guess_keywords(state: State, seat: int, words: list[str]) -> None:
    """A team's four guesses at the other team's keywords (core has checked the seat's team has not guessed)."""
    tiebreak = state.keyword_tiebreak()
    team = state.team_of[seat]
    state.require(len(words) == KEYWORDS_PER_TEAM, "keyword_count", count=KEYWORDS_PER_TEAM)
    state.require(
        all(len(w) <= MAX_KEYWORD_GUESS_LENGTH for w in words), "keyword_too_long", max=MAX_KEYWORD_GUESS_LENGTH
    )
    tiebreak.guesses[team] = [w.strip() for w in words]
    state.emit("keyword_guesses_entered", {"seat": seat, "team": team})
    if None not in tiebreak.guesses:
        _keyword_guesses_in(state)


def near_misses(state: State, owner: int) -> list[int]:
    """Positions (0 to 3) of the owner's keywords that the other team guessed wrongly but not blank."""
    guesses = state.keyword_tiebreak().guesses[1 - owner] or []
    keywords = state.teams[owner].keywords
    return [i for i, g in enumerate(guesses) if g.strip() and not _same_word(state, g, keywords[i])]


def keyword_hits(state: State, guesser: int) -> int:
    tiebreak = state.keyword_tiebreak()
    owner = 1 - guesser
    guesses = tiebreak.guesses[guesser] or []
    accepted = tiebreak.accepted[owner] or set()
    keywords = state.teams[owner].keywords
    return sum(1 for i, g in enumerate(guesses) if _same_word(state, g, keywords[i]) or i in accepted)


def _same_word(state: State, guess: str, keyword: str) -> bool:
    """Case, accents and spaces aside, but in the keywords' alphabet: in Finnish "jarvi" is a near miss for "järvi"
    (the owners may accept it), not the word itself."""
    language = state.options["language"]
    return fold_word(language, guess.strip()) == fold_word(language, keyword)


def _keyword_guesses_in(state: State) -> None:
    state.seal()  # both teams' guesses and the keywords are shown to everyone: no taking back the last guesses
    tiebreak = state.keyword_tiebreak()
    for owner in (0, 1):
        if not near_misses(state, owner):
            tiebreak.accepted[owner] = set()
    for guesser in (0, 1):
        owner = 1 - guesser
        state.emit(
            "keywords_compared",
            {
                "team": guesser,
                "owner": owner,
                "guesses": list(tiebreak.guesses[guesser] or []),
                "keywords": list(state.teams[owner].keywords),
                "near_misses": [i + 1 for i in near_misses(state, owner)],
            },
        )
    if None in tiebreak.accepted:
        state.phase = "review"
        return
    _decide_by_keywords(state)


# ----- the review of near misses ---------------------------------------------------------------------------------
def accept(state: State, seat: int, positions: list[int]) -> None:
    """The near misses (keyword numbers 1 to 4) a team accepts at its own keywords."""
    tiebreak = state.keyword_tiebreak()
    team = state.team_of[seat]
    misses = near_misses(state, team)
    for p in positions:
        state.require(p - 1 in misses, "not_near_miss", position=p)
    state.require(len(set(positions)) == len(positions), "accept_twice")
    tiebreak.accepted[team] = {p - 1 for p in positions}
    state.emit("near_misses_accepted", {"team": team, "positions": sorted(positions), "count": len(positions)})
    if None not in tiebreak.accepted:
        _decide_by_keywords(state)


def _decide_by_keywords(state: State) -> None:
    hits = [keyword_hits(state, 0), keyword_hits(state, 1)]
    if hits[0] != hits[1]:
        winner = 0 if hits[0] > hits[1] else 1
        state.finish([winner], "more_keywords", team=winner, white=hits[0], black=hits[1])
    else:
        state.finish([0, 1], "shared_win", white=hits[0], black=hits[1])
