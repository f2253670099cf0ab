"""Intercept's computer players: every role (encryptor, decoder, interceptor, the tie-break's keyword guesses), at
three levels, deciding from their seat's view only (views.InterceptView with the envelope's ``players``) and the
bot's own generator. They read clues with the language's association lexicon (lexicon.py, reading.py) and infer
with inference.py; a language without a lexicon falls back to the game's example clues and random guesses.

Depth of reading, per level: easy reads a clue only as a lexicon word (or its inflection), normal also by the words
it shares with associations and by the parts of compounds, hard also through second-order links.

- Decoder (any clues, a person's too): each clue against the team's four keywords and the team's notes; the code
  with the highest product of supports, distinct digits (all 24 codes weighed).
- Interceptor: the other team's notes only (it never sees their keywords): a posterior over the keyword list for
  each digit, the current clues' predictive likelihoods, the likeliest code (see inference.py).
- Encryptor: a clue per digit from its keyword's line (hard also from the lines of the keyword's nearest
  neighbours), one the teammates decode clearly, as the encryptor models them (a computer teammate by its level, a
  person by the direct reading with a wider margin), never a clue the game would refuse or one the team gave before.
  Easy picks a strong association at random. Normal picks at random among the three least interceptable by the
  interceptor's model of the public history this round. Hard plans over the whole history: it weighs this round's
  interception (the code's probability for the modelled interceptor) and how much each clue gives away of its keyword
  for the rounds to come (the interceptor's posterior on the keyword once the clue is filed), over the best triples.
- Tie-break: the interceptor's likeliest keyword for each of the other team's digits; a near miss at the team's own
  keywords is accepted when it is the keyword inflected or without its accents.

The bots answer at once, so the timer never runs for them (time_up is left to the clock).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from pygames.core import Action
from pygames.core.values import fold
from pygames.intercept.clues import Code, clue_problem, example_clues, normalise
from pygames.intercept.inference import Interceptor, best_codes, code_scores, decoder_table, support_row
from pygames.intercept.lexicon import Lexicon, lexicon
from pygames.intercept.model import KEYWORDS_PER_TEAM
from pygames.intercept.reading import neighbours
from pygames.intercept.views import InterceptView, TeamView
from pygames.intercept.wordforms import is_form_of, words_of

DEPTH = {"easy": "exact", "normal": "direct", "hard": "deep"}
BOT_MARGIN = 1.25  # a clue a computer teammate reads this much more as its keyword than as any other
PERSON_MARGIN = 2.0  # for a person, read directly: a wider margin
# Hard's search: tests/bench/FINDINGS.md, "Intercept's computer players" (the interception rate these give).
LEAK_WEIGHT = 1.0  # hard: how much giving a keyword away for later rounds weighs against an interception now
NORMAL_CHOICES = 3
HARD_CHOICES = 5  # candidates per digit in the hard encryptor's search over triples
HARD_NEIGHBOURS = 6  # whose lines the hard encryptor also draws clues from
CLOSE_TO_BEST = 0.05  # hard picks at random among triples this close to the best
MODELLED_INTERCEPTOR = {"normal": "direct", "hard": "deep"}  # how deep the encryptor reads for the interceptor


def choose(view: dict[str, Any], legal: list[Action], level: str, rng: random.Random) -> Action:
    game = cast(InterceptView, view)
    kind = legal[0]["type"]
    language = game["language"]
    if kind == "accept":
        return accept(game, legal)
    if not has_lexicon(language):
        return legal[0] if kind != "guess" else rng.choice(legal)
    if kind == "clues":
        return {"type": "clues", "clues": encrypt(game, view["players"], level, rng)}
    if kind == "guess":
        return {"type": "guess", "code": list(guess(game, level, rng))}
    if kind == "keyword_guess":
        return {"type": "keyword_guess", "words": guess_keywords(game, level)}
    return legal[0]


def has_lexicon(language: str) -> bool:
    try:
        lexicon(language)
    except (FileNotFoundError, OSError):
        return False
    return True


# ----- what a seat knows ---------------------------------------------------------------------------------------
def my_team(view: InterceptView) -> TeamView:
    me = view["me"]
    assert me is not None, "a bot plays a seat"
    return view["teams"][me["team"]]


def notes_of(team: TeamView) -> list[list[str]]:
    """The clues filed under each digit so far (public)."""
    return [[note["clue"] for note in team["notes"][d]] for d in range(KEYWORDS_PER_TEAM)]


def keyword_numbers(lex: Lexicon, keywords: Sequence[str] | None) -> list[int | None]:
    return [lex.keyword_number(k) for k in keywords or ()]


def interceptor_model(view: InterceptView, whose: TeamView, level: str) -> Interceptor:
    """The interceptor's view of team ``whose``: its notes, and the keywords the guesser's team holds ruled out."""
    lex = lexicon(view["language"])
    own = view["teams"][1 - whose["index"]]["keywords"] if view["me"] is not None else None
    excluded = frozenset(n for n in keyword_numbers(lex, own) if n is not None)
    return Interceptor(view["language"], notes_of(whose), excluded, DEPTH[level])


# ----- guessing a code -----------------------------------------------------------------------------------------
def guess(view: InterceptView, level: str, rng: random.Random) -> Code:
    """The team's guess at the code being decoded: its own (decoder) or the other team's (interceptor)."""
    language = view["language"]
    decoding = view["decoding"]
    assert decoding is not None
    whose = view["teams"][decoding]
    clues = whose["rounds"][-1]["clues"] or ["", "", ""]
    if whose["index"] == my_team(view)["index"]:
        numbers = keyword_numbers(lexicon(language), whose["keywords"])
        table = decoder_table(language, clues, numbers, DEPTH[level], notes_of(whose))
    else:
        table = interceptor_model(view, whose, level).table(clues)
    return rng.choice(best_codes(code_scores(table)))


# ----- encrypting ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Reader:
    """How the encryptor models a teammate who decodes: a depth of reading and a margin."""

    depth: str
    margin: float


@dataclass
class Candidate:
    text: str
    weight: int  # 3 strong, 2 medium, 1 weak on the keyword's line; 0 from a neighbour's line
    rows: list[list[float]]  # per teammate (Reader): its support for each digit
    clarity: float  # the weakest teammate's support for the digit over its best other digit, over its margin
    supports: list[float] | None = None  # the modelled interceptor's support for each digit
    risk: float = 0.0  # the interceptor's probability of filing it under its digit this round
    leak: float = 0.0  # the interceptor's belief in the keyword once it is filed there


def readers(view: InterceptView, players: Sequence[dict[str, Any]]) -> list[Reader]:
    """The encryptor's teammates as decoders: a computer by its level, a person by the direct reading."""
    team = my_team(view)
    found: dict[Reader, None] = {}
    for seat in view["seats"]:
        if seat["team"] != team["index"] or seat["seat"] == team["encryptor"]:
            continue
        level = players[seat["seat"]].get("bot")
        found[Reader(DEPTH[level], BOT_MARGIN) if level in DEPTH else Reader("direct", PERSON_MARGIN)] = None
    return list(found) or [Reader("direct", PERSON_MARGIN)]


@dataclass
class Encryption:
    """What the encryptor knows this round."""

    language: str
    lex: Lexicon
    code: Code
    keywords: list[str]
    numbers: list[int | None]
    notes: list[list[str]]
    used: set[str]
    readers: list[Reader]
    model: Interceptor | None  # the interceptor as the encryptor models it (easy models none)
    live: bool  # whether the other team guesses this round (not in round 1)


def encrypt(view: InterceptView, players: Sequence[dict[str, Any]], level: str, rng: random.Random) -> list[str]:
    language = view["language"]
    lex = lexicon(language)
    me = view["me"]
    assert me is not None and me["code"] is not None
    team = my_team(view)
    notes = notes_of(team)
    keywords = list(team["keywords"] or [])
    plan = Encryption(
        language=language,
        lex=lex,
        code=(me["code"][0], me["code"][1], me["code"][2]),
        keywords=keywords,
        numbers=keyword_numbers(lex, keywords),
        notes=notes,
        used={normalise(c, language) for r in team["rounds"] if r["clues"] for c in r["clues"] if c.strip()},
        readers=readers(view, players),
        model=None if level == "easy" else Interceptor(language, notes, frozenset(), MODELLED_INTERCEPTOR[level]),
        live=view["round"] > 1,
    )
    ranked = [_ranked(plan, position, level) for position in range(3)]
    if level == "hard":
        chosen = _best_triple(plan, ranked, rng)
        if chosen is not None:
            return chosen
    picks: list[str] = []
    for options in ranked:
        taken = {normalise(p, language) for p in picks}
        fresh = [c for c in options if normalise(c.text, language) not in taken]
        pool = fresh[:NORMAL_CHOICES] if level == "normal" else fresh
        picks.append(rng.choice(pool).text if pool else _filler(plan, picks))
    return picks


def _ranked(plan: Encryption, position: int, level: str) -> list[Candidate]:
    """A position's legal candidates in the level's order of preference, those the teammates read clearly first."""
    digit = plan.code[position]
    keyword = plan.numbers[digit - 1]
    found = []
    for text, weight in candidates(plan.lex, plan.numbers, digit, level):
        rows = [support_row(plan.language, text, plan.numbers, r.depth, plan.notes) for r in plan.readers]
        clarity = min(_clarity(row, digit, r.margin) for row, r in zip(rows, plan.readers, strict=True))
        found.append(Candidate(text, weight, rows, clarity))
    if plan.model is not None:
        for candidate in found:
            if candidate.clarity < 1.0:
                continue  # never chosen while a clear one is legal: the interceptor's view is not needed
            candidate.supports = plan.model.supports(candidate.text)
            candidate.risk = candidate.supports[digit - 1] / sum(candidate.supports) if plan.live else 0.0
            if level == "hard" and keyword is not None:
                candidate.leak = plan.model.leak(digit, candidate.text, keyword, candidate.supports[digit - 1])
    clear = [c for c in found if c.clarity >= 1.0]
    unclear = sorted((c for c in found if c.clarity < 1.0), key=lambda c: -c.clarity)
    if level == "easy":
        strong = [c for c in clear if c.weight == 3]
        ordered = strong or clear or unclear
    elif level == "normal":
        ordered = sorted(clear, key=lambda c: (round(c.risk, 6), -c.weight)) + unclear
    else:
        ordered = sorted(clear, key=lambda c: (round(c.risk + LEAK_WEIGHT * c.leak, 6), -c.weight)) + unclear
    # Checked in this order until enough pass: the game's clue check is the slowest step.
    wanted = HARD_CHOICES if level == "hard" else NORMAL_CHOICES if level == "normal" else len(ordered)
    legal: list[Candidate] = []
    for candidate in ordered:
        if _legal(plan, candidate.text, position):
            legal.append(candidate)
            if len(legal) >= wanted + 2:  # two spare: the three positions must differ
                break
    return legal


def candidates(lex: Lexicon, numbers: Sequence[int | None], digit: int, level: str) -> list[tuple[str, int]]:
    """Clues for a digit: its keyword's line (strong first); hard also draws from its nearest neighbours' lines."""
    keyword = numbers[digit - 1]
    if keyword is None:
        return []
    own = {n for n in numbers if n is not None}
    line = sorted(lex.lines[keyword], key=lambda link: (-(link & 3), link >> 2))
    found = {link >> 2: link & 3 for link in line if link >> 2 not in own}
    if level == "hard":
        near = sorted(neighbours(lex.language, keyword).items(), key=lambda item: (-item[1], item[0]))
        for other, _ in [item for item in near if item[0] not in own][:HARD_NEIGHBOURS]:
            for link in lex.lines[other]:
                if link & 3 == 3 and link >> 2 not in own:
                    found.setdefault(link >> 2, 0)
    return [(lex.shown[w], weight) for w, weight in found.items()]


def _clarity(row: list[float], digit: int, margin: float) -> float:
    others = max(row[d] for d in range(KEYWORDS_PER_TEAM) if d != digit - 1)
    return row[digit - 1] / others / margin


def _legal(plan: Encryption, text: str, position: int) -> bool:
    clues = ["", "", ""]
    clues[position] = text
    return clue_problem(clues, plan.keywords, plan.code, plan.used, True, plan.language) is None


def _best_triple(plan: Encryption, ranked: list[list[Candidate]], rng: random.Random) -> list[str] | None:
    """Hard: over the best candidates' triples, those the teammates decode to the code, the one least likely to be
    intercepted now plus what it gives away for later (a random one among the nearly best)."""
    language = plan.language
    pools = [options[:HARD_CHOICES] for options in ranked]
    scored: list[tuple[float, list[str]]] = []
    for triple in itertools.product(*pools):
        texts = [c.text for c in triple]
        if len({normalise(t, language) for t in texts}) < 3:
            continue
        decodes = all(
            best_codes(code_scores([c.rows[r] for c in triple])) == [plan.code] for r in range(len(plan.readers))
        )
        caught = 0.0
        if plan.live:
            supports = [c.supports or plan.model.supports(c.text) for c in triple] if plan.model else []
            caught = code_scores(supports)[plan.code] if supports else 0.0
        score = caught + LEAK_WEIGHT * sum(c.leak for c in triple) + (0.0 if decodes else 10.0)
        scored.append((score, texts))
    if not scored:
        return None
    best = min(score for score, _ in scored)
    return list(rng.choice([texts for score, texts in scored if score <= best + CLOSE_TO_BEST]))


def _filler(plan: Encryption, picks: list[str]) -> str:
    """A neutral clue when the lexicon has nothing left for a digit (one of the game's own example clues)."""
    taken = {normalise(p, plan.language) for p in picks}
    for clue in example_clues(plan.language, plan.keywords, plan.code, plan.used | taken):
        if normalise(clue, plan.language) not in taken:
            return clue
    return ""


# ----- the tie-break ---------------------------------------------------------------------------------------------
def guess_keywords(view: InterceptView, level: str) -> list[str]:
    """The other team's keywords, the likeliest under each digit first (a blank where its notes say nothing)."""
    lex = lexicon(view["language"])
    other = view["teams"][1 - my_team(view)["index"]]
    model = interceptor_model(view, other, level)
    guesses = [""] * KEYWORDS_PER_TEAM
    taken: set[int] = set()
    options = {d: model.guess_keyword(d, set()) for d in range(1, KEYWORDS_PER_TEAM + 1)}
    for digit in sorted(options, key=lambda d: -(options[d] or (0, 0.0))[1]):
        found = model.guess_keyword(digit, taken)
        if found is not None:
            guesses[digit - 1] = lex.keywords[found[0]]
            taken.add(found[0])
    return guesses


def accept(view: InterceptView, legal: list[Action]) -> Action:
    """Accept the near misses at the team's own keywords that are the keyword inflected or without its accents."""
    tiebreak = view["tiebreak"]
    team = my_team(view)
    language = view["language"]
    if tiebreak is None or tiebreak["near_misses"] is None or team["keywords"] is None:
        return legal[0]
    guesses = tiebreak["guesses"][1 - team["index"]] or []
    accepted = []
    for position in tiebreak["near_misses"][team["index"]]:
        keyword, guessed = team["keywords"][position - 1], guesses[position - 1]
        words = words_of(language, guessed)
        if fold(guessed.strip()) == fold(keyword) or (len(words) == 1 and is_form_of(language, keyword, words[0])):
            accepted.append(position)
    action: Action = {"type": "accept", "positions": accepted}
    return action if action in legal else legal[0]
