"""How the computer players read a clue: what it says about each keyword of the language's list, by the association
lexicon (lexicon.py). Shared by every role of bots.py: the decoder reads its team's clues against its four keywords,
the interceptor reads the other team's clues against the whole list, the encryptor reads its own candidates as both.

A clue's reading is a sparse map keyword number → strength (0 to about 1):
- direct: the clue is an association of the keyword (strong 1, medium 0.7, weak 0.45); in another form of the same
  words (by stems, stems.py) a little less; a clue of several words, or an association of several words, counts by the
  words they share, each weighed by how specific it is (a word linked to few keywords says more than "animal");
  a compound whose last or first part is an association counts for half ("kissanpentu" for "pentu");
- second order (the ``deep`` reading): through the keywords the clue is directly linked to, to the keywords whose
  lines are like theirs ("savanna" is on the lion's line, whose line shares "Africa", "safari", "zoo" with the
  elephant's) and to a keyword the clue itself is.

Only arithmetic and square roots: the same game gives the same floats on CPython and in Pyodide (tests/playouts.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from pygames.intercept.lexicon import Lexicon, lexicon
from pygames.intercept.stems import stem
from pygames.intercept.wordforms import words_of

STRENGTH = (0.0, 0.45, 0.7, 1.0)  # by weight: weak, medium, strong
STEM_MATCH = 0.9  # the same words in another form
PART_MATCH = 0.7  # some of the words
COMPOUND_MATCH = 0.5  # a part of a compound word
SPECIFIC = 3.0  # a word linked to this many keywords counts half in a partial match
SECOND_ORDER = 0.6  # how much a link through another keyword counts, at most
NEIGHBOUR_MIN = 0.08
NEIGHBOURS = 12
SHORTEST_PART = 3  # shorter words in a clue (articles, prepositions) are not looked up alone
SHORTEST_COMPOUND_PART = 4

Reading = dict[int, float]  # keyword number → strength


@dataclass(frozen=True)
class ClueReading:
    """A clue read once: its direct links, the keyword it is itself (if any), and whether it is a lexicon word as it
    stands (the exact reading, all an easy bot looks at)."""

    direct: Reading
    exact: Reading
    itself: int | None


def _add(reading: Reading, keyword: int, strength: float) -> None:
    if strength > reading.get(keyword, 0.0):
        reading[keyword] = strength


def _link_strength(link: int) -> float:
    return STRENGTH[link & 3]


def _whole(lex: Lexicon, word: int, factor: float, reading: Reading) -> None:
    for link in lex.links[word]:
        _add(reading, link >> 2, factor * _link_strength(link))


@lru_cache(maxsize=4096)
def read(language: str, clue: str) -> ClueReading:
    """What ``clue`` says about each keyword, directly (remembered: a clue is read again every turn)."""
    lex = lexicon(language)
    words = words_of(language, clue)
    exact: Reading = {}
    direct: Reading = {}
    itself: int | None = None
    if not words:
        return ClueReading(direct, exact, itself)
    phrase = " ".join(words)
    stems = [stem(language, w) for w in words]
    found = lex.by_phrase.get(phrase)
    if found is not None:
        _whole(lex, found, 1.0, exact)
        itself = found if found < lex.keyword_count else None
    for other in lex.by_stems.get(" ".join(stems), ()):
        if other != found:
            _whole(lex, other, STEM_MATCH, exact)
            if itself is None and other < lex.keyword_count:
                itself = other
    direct.update(exact)
    _partial(lex, words, stems, direct)
    return ClueReading(direct, exact, itself)


def _partial(lex: Lexicon, words: list[str], stems: list[str], reading: Reading) -> None:
    """Words shared with associations, and parts of compounds: summed over the clue's words, each kept below the
    strength of the whole association."""
    partial: Reading = {}
    for word, stemmed in zip(words, stems, strict=True):
        if len(word) < SHORTEST_PART:
            continue
        holders = lex.by_stem.get(stemmed)
        factor = PART_MATCH
        if not holders and len(words) == 1:
            holders = _compound_parts(lex, word)
            factor = COMPOUND_MATCH
        if not holders:
            continue
        linked = {link >> 2 for w in holders for link in lex.links[w]}
        specific = SPECIFIC / (SPECIFIC + len(linked))
        for w in holders:
            share = 1.0 / len(lex.word_stems[w].split(" "))
            for link in lex.links[w]:
                keyword = link >> 2
                partial[keyword] = partial.get(keyword, 0.0) + factor * specific * share * _link_strength(link)
    for keyword, strength in partial.items():
        _add(reading, keyword, min(strength, PART_MATCH))


def _compound_parts(lex: Lexicon, word: str) -> list[int]:
    """The associations that are the longest last part (or else first part) of a compound clue word."""
    language = lex.language
    for start in range(SHORTEST_COMPOUND_PART - 1, len(word) - SHORTEST_COMPOUND_PART + 1):
        tail = lex.by_stem.get(stem(language, word[start:]))
        if tail and start >= SHORTEST_COMPOUND_PART - 1:
            return tail
    for end in range(len(word) - SHORTEST_COMPOUND_PART, SHORTEST_COMPOUND_PART - 1, -1):
        head = lex.by_stem.get(stem(language, word[:end]))
        if head:
            return head
    return []


# ----- keywords alike ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=2048)
def _norm(language: str, keyword: int) -> float:
    lex = lexicon(language)
    return math.sqrt(sum(_link_strength(link) ** 2 for link in lex.lines[keyword]) + 1.0)


@lru_cache(maxsize=2048)
def neighbours(language: str, keyword: int) -> dict[int, float]:
    """The keywords whose lines are like this keyword's (a cosine over the associations they share, the keywords
    counted as their own association), and those that have it as an association: keyword → 0 to 1; the NEIGHBOURS
    likest, from NEIGHBOUR_MIN on (below, two lines share a colour or a season, not a meaning)."""
    lex = lexicon(language)
    shared: dict[int, float] = {}
    for link in lex.lines[keyword]:
        word, strength = link >> 2, _link_strength(link)
        for other in lex.links[word]:
            k = other >> 2
            if k != keyword:
                shared[k] = shared.get(k, 0.0) + strength * _link_strength(other)
        if word < lex.keyword_count and word != keyword:
            shared[word] = shared.get(word, 0.0) + strength  # an association that is a keyword itself
    for link in lex.links[keyword]:
        k = link >> 2
        shared[k] = shared.get(k, 0.0) + _link_strength(link)  # this keyword on another keyword's line
    norm = _norm(language, keyword)
    alike = {k: min(1.0, value / (norm * _norm(language, k))) for k, value in shared.items()}
    ranked = sorted(((value, -k) for k, value in alike.items() if value >= NEIGHBOUR_MIN), reverse=True)
    return {-k: value for value, k in ranked[:NEIGHBOURS]}


@lru_cache(maxsize=4096)
def read_deep(language: str, clue: str) -> Reading:
    """The clue's direct reading with its second-order links added (each below SECOND_ORDER)."""
    first = read(language, clue)
    deep: Reading = dict(first.direct)
    sources = dict(first.direct)
    if first.itself is not None:
        sources[first.itself] = 1.0
    second: Reading = {}
    for source, strength in sources.items():
        for k, alike in neighbours(language, source).items():
            second[k] = second.get(k, 0.0) + strength * alike
    for k, value in second.items():
        deep[k] = deep.get(k, 0.0) + SECOND_ORDER * min(value, 1.0) * (1.0 - deep.get(k, 0.0))
    return deep


def reading(language: str, clue: str, depth: str) -> Reading:
    """A clue's reading at a depth: "exact" (the clue as a lexicon word), "direct", or "deep"."""
    if depth == "deep":
        return read_deep(language, clue)
    first = read(language, clue)
    return first.exact if depth == "exact" else first.direct


@lru_cache(maxsize=8192)
def likeness(language: str, first: str, second: str) -> float:
    """How alike two clues are (0 to 1): a cosine of their direct readings (a keyword a clue is counting as its own
    strongest link), or, for clues the lexicon does not know, the share of stems they have in common."""
    a, b = _vector(language, first), _vector(language, second)
    dot = sum(value * b.get(k, 0.0) for k, value in a.items())
    if dot > 0.0:
        return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))
    stems_a = {stem(language, w) for w in words_of(language, first) if len(w) >= SHORTEST_PART}
    stems_b = {stem(language, w) for w in words_of(language, second) if len(w) >= SHORTEST_PART}
    return len(stems_a & stems_b) / max(len(stems_a | stems_b), 1)


def _vector(language: str, clue: str) -> Reading:
    first = read(language, clue)
    if first.itself is None:
        return first.direct
    return {**first.direct, first.itself: 1.0}
