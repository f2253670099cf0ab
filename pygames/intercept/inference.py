"""What the computer players infer from clues (readings: reading.py): a decoder's support for each of its team's
keywords, an interceptor's belief about the other team's hidden keywords, and the codes these make likely.

- The decoder knows its four keywords: a clue's support for digit d is EPSILON + its reading for keyword d, plus, for
  a clue the lexicon links to none of them clearly, how like it is to the clues its team filed under d before
  (``notes``: a person's clues often follow a theme the lexicon does not know).
- The interceptor knows only the public history: for each of the other team's digits, the clues filed under it. Its
  belief about that digit's keyword is a posterior over the language's keyword list (a keyword it can rule out aside:
  its own team's, and any a clue of that team is, as no team may give its own keyword), each clue weighing the
  keywords it reads as (likelihood EPSILON + reading, scaled by how long the keyword's line is); a new clue's
  support for digit d is its reading averaged over that posterior (the predictive likelihood). Two clues under one
  digit that share associations make the keywords they share likely: clue-to-clue likeness, through the keywords.
- A code's score is the product of its three clues' supports for its digits; the 24 codes' scores, normalised, are
  the guesser's probabilities.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygames.intercept.clues import Code
from pygames.intercept.lexicon import lexicon
from pygames.intercept.model import ALL_CODES, KEYWORDS_PER_TEAM
from pygames.intercept.reading import likeness, read, reading

EPSILON = 0.02  # what any clue says for any keyword: people's clues are not all in the lexicon
NOTES_WEIGHT = 0.3  # how much a clue's likeness to the clues filed under a digit adds to its support
NOTES_BELOW = 0.45  # the notes are read for a clue the lexicon links to none of the keywords this strongly
Table = list[list[float]]  # clue position → digit - 1 → support


def decoder_table(
    language: str, clues: Sequence[str], keywords: Sequence[int | None], depth: str, notes: Sequence[Sequence[str]]
) -> Table:
    """Each clue's support for each digit, read against the team's keywords (lexicon numbers; None for a keyword the
    lexicon lacks) and, where the lexicon says little (below NOTES_BELOW for every keyword), the team's notes (the
    clues filed under each digit so far)."""
    return [support_row(language, clue, keywords, depth, notes) for clue in clues]


def support_row(
    language: str, clue: str, keywords: Sequence[int | None], depth: str, notes: Sequence[Sequence[str]]
) -> list[float]:
    if not clue.strip():
        return [EPSILON] * KEYWORDS_PER_TEAM
    read_as = reading(language, clue, depth)
    said = [read_as.get(k, 0.0) if k is not None else 0.0 for k in keywords]
    row = [EPSILON + value for value in said]
    if depth != "exact" and max(said) < NOTES_BELOW:
        for digit, filed in enumerate(notes):
            if filed:
                row[digit] += NOTES_WEIGHT * max(likeness(language, clue, note) for note in filed)
    return row


def code_scores(table: Table) -> dict[Code, float]:
    """Each code's probability from a table of supports (the product of its clues' supports, normalised)."""
    scores = {code: table[0][code[0] - 1] * table[1][code[1] - 1] * table[2][code[2] - 1] for code in ALL_CODES}
    total = sum(scores.values())
    return {code: score / total for code, score in scores.items()}


def best_codes(scores: dict[Code, float]) -> list[Code]:
    """The most likely codes (several when they tie)."""
    top = max(scores.values())
    return [code for code, score in scores.items() if score >= top * (1 - 1e-9)]


@dataclass
class Belief:
    """An interceptor's posterior over one digit's keyword: ``odds`` for the keywords its clues point at, ``rest``
    for each of the others it cannot rule out (``rest_count`` of them)."""

    odds: dict[int, float]
    rest: float
    rest_count: int

    def of(self, keyword: int) -> float:
        return self.odds.get(keyword, self.rest)

    def predictive(self, weighted: Sequence[tuple[int, float]]) -> float:
        """A new clue's likelihood under this digit: its (weighted) reading averaged over the posterior."""
        odds, rest = self.odds, self.rest
        return EPSILON + sum(odds.get(k, rest) * value for k, value in weighted)


class Interceptor:
    """The other team's digits as the public history shows them (``history[d]``: the clues filed under digit d + 1),
    read at ``depth``; ``excluded``: keywords that cannot be theirs (lexicon numbers)."""

    def __init__(self, language: str, history: Sequence[Sequence[str]], excluded: frozenset[int], depth: str):
        self.language = language
        self.depth = depth
        lex = lexicon(language)
        mean = sum(lex.line_weight) / len(lex.line_weight)
        self.scale = [mean / weight for weight in lex.line_weight]
        ruled_out = set(excluded)
        for clues in history:
            for clue in clues:
                itself = read(language, clue).itself
                if itself is not None:
                    ruled_out.add(itself)  # a team's clue is never its own keyword
        self.excluded = frozenset(ruled_out)
        self.allowed = lex.keyword_count - len(self.excluded)
        self._weighted: dict[str, list[tuple[int, float]]] = {}
        self.beliefs = [self._belief(clues) for clues in history]

    def weighted(self, clue: str) -> list[tuple[int, float]]:
        """A clue's reading as a likelihood: scaled by how long each keyword's line is, ruled-out keywords left out."""
        found = self._weighted.get(clue)
        if found is None:
            read_as = reading(self.language, clue, self.depth) if clue.strip() else {}
            found = [(k, v * self.scale[k]) for k, v in read_as.items() if k not in self.excluded]
            self._weighted[clue] = found
        return found

    def _belief(self, clues: Sequence[str]) -> Belief:
        likelihoods = [dict(self.weighted(clue)) for clue in clues if clue.strip()]
        odds: dict[int, float] = {}
        for likelihood in likelihoods:
            for k in likelihood:
                odds[k] = 1.0
        rest = 1.0
        for likelihood in likelihoods:
            rest *= EPSILON
            for k in odds:
                odds[k] *= EPSILON + likelihood.get(k, 0.0)
        rest_count = self.allowed - len(odds)
        total = sum(odds.values()) + rest * rest_count
        return Belief({k: v / total for k, v in odds.items()}, rest / total, rest_count)

    def table(self, clues: Sequence[str]) -> Table:
        return [self.supports(clue) for clue in clues]

    def supports(self, clue: str) -> list[float]:
        weighted = self.weighted(clue)
        return [belief.predictive(weighted) for belief in self.beliefs]

    def leak(self, digit: int, clue: str, keyword: int, support: float) -> float:
        """How sure the interceptor would be of ``keyword`` under ``digit`` (1 to 4) once ``clue`` is filed there
        (``support``: the clue's support for the digit, from :meth:`supports`)."""
        likelihood = next((v for k, v in self.weighted(clue) if k == keyword), 0.0)
        return self.beliefs[digit - 1].of(keyword) * (EPSILON + likelihood) / support

    def guess_keyword(self, digit: int, taken: set[int]) -> tuple[int, float] | None:
        """The likeliest keyword under ``digit`` (1 to 4) not in ``taken``, and how likely; None without a clue."""
        belief = self.beliefs[digit - 1]
        ranked = sorted(((p, -k) for k, p in belief.odds.items() if k not in taken), reverse=True)
        if not ranked or ranked[0][0] <= belief.rest:
            return None
        return -ranked[0][1], ranked[0][0]
