"""Intercept's association lexicons (pygames/intercept/data/lexicon/<language>.txt), which its computer players read:
their shape, that no association is a clue the game would refuse, their spelling, and the compiled index the wheel
ships (lexicon.py) and the stems (stems.py) the bots read clues with.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from importlib import resources

import pytest

from pygames.intercept import lexicon as lexicons
from pygames.intercept.clues import clue_problem
from pygames.intercept.lexicon import Entry, compile_index, folded, from_index, index_json, parse
from pygames.intercept.reading import read
from pygames.intercept.stems import stem
from pygames.intercept.wordforms import numbers_in
from pygames.intercept.words import keyword_list

try:
    from spelling import DictionaryNotInstalled, checker
except ImportError:  # tests/ imported as a package
    from tests.spelling import DictionaryNotInstalled, checker

LANGUAGES = lexicons.LANGUAGES
ENTRIES = (20, 40)  # associations on a line
TIER_MINIMUM = {3: 6, 2: 6, 1: 4}  # strong, medium, weak (content/README.md section 2)
# The spelling dictionaries a lexicon word must pass (one of them): English is written in British spelling, with
# some American words kept as recognisable synonyms.
# The dictionaries a language's associations are checked with (tests/spelling.py; English takes en_US and en_GB).
SPELLING = {"en": ("en",), "da": ("da",), "fi": ("fi",), "it": ("it",), "sv": ("sv",)}
# What a dictionary sees as one word: letters, joined by hyphens or apostrophes ("sit-ups", "d'Italia").
SPELLED_WORD = re.compile(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*")


@cache
def text_of(language: str) -> str:
    return resources.files("pygames.intercept").joinpath("data", "lexicon", f"{language}.txt").read_text("utf-8")


@cache
def lines_of(language: str) -> list[tuple[str, list[Entry]]]:
    return list(parse(text_of(language)))


languages = pytest.mark.parametrize("language", LANGUAGES)


@languages
def test_every_keyword_has_one_line_in_the_lists_order(language: str) -> None:
    assert [keyword for keyword, _ in lines_of(language)] == list(keyword_list(language))


@languages
def test_every_line_has_20_to_40_associations_in_three_tiers(language: str) -> None:
    low, high = ENTRIES
    for keyword, entries in lines_of(language):
        assert low <= len(entries) <= high, (keyword, len(entries))
        tiers = Counter(e.weight for e in entries)
        assert all(tiers[w] >= n for w, n in TIER_MINIMUM.items()), (keyword, dict(tiers))
        seen = Counter(folded(language, e.text) for e in entries)
        assert [e for e, n in seen.items() if n > 1] == [], keyword


@languages
def test_no_association_is_a_clue_the_game_refuses_for_its_keyword(language: str) -> None:
    """Not a form of the keyword (wordforms: inflected, or in a compound), no number, nothing else the clue check
    would refuse with the keyword on the team's screen."""
    refused = []
    for keyword, entries in lines_of(language):
        for entry in entries:
            problem = clue_problem([entry.text, "", ""], [keyword], (1, 2, 3), (), True, language)
            if problem is not None or numbers_in(entry.text, language) or re.search(r"\d", entry.text):
                refused.append((keyword, entry.text, problem and problem[0]))
    assert refused == []


@languages
def test_every_association_passes_the_spelling_dictionary(language: str) -> None:
    checks = []
    for name in SPELLING[language]:
        try:
            checks.append(checker(name))
        except DictionaryNotInstalled as missing:
            pytest.fail(str(missing))
    words = dict.fromkeys(w for _, entries in lines_of(language) for e in entries for w in SPELLED_WORD.findall(e.text))
    rejected = [w for w in words if not any(accepts(w) for accepts in checks)]
    assert rejected == [], f"{len(rejected)} rejected: {', '.join(rejected[:40])}"


# ----- the compiled index ------------------------------------------------------------------------------------------
@languages
def test_the_index_holds_every_association_with_its_weight(language: str) -> None:
    lex = from_index(json.loads(index_json(language, text_of(language))))
    assert lex.keywords == list(keyword_list(language))
    for k, (keyword, entries) in enumerate(lines_of(language)):
        line = {lex.shown[link >> 2]: link & 3 for link in lex.lines[k]}
        assert len(line) == len(entries), keyword
        for entry in entries:
            word = lex.by_phrase[folded(language, entry.text)]
            assert k * 4 + entry.weight in lex.links[word]
            assert folded(language, lex.shown[word]) == lex.words[word]


def test_the_index_is_compact_json_with_words_once() -> None:
    index = compile_index("en", text_of("en"))
    assert index["words"][: index["keywords"]] == list(keyword_list("en"))
    assert len(index["words"]) == len({folded("en", w) for w in index["words"]})
    references = sum(len(line) - 2 for line in index["lines"])
    assert references == sum(len(entries) for _, entries in lines_of("en"))


def test_a_stale_index_is_refused() -> None:
    index = compile_index("en", "cat | whiskers | milk | mouse\n")
    with pytest.raises(ValueError, match="rebuild"):
        from_index({**index, "stemmer": -1})


# ----- stems and readings ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("language", "forms"),
    [
        ("en", ["elephant", "elephants"]),
        ("en", ["skate", "skating", "skates"]),
        ("en", ["city", "cities"]),
        ("en", ["run", "running"]),
        ("da", ["hund", "hunden", "hunde", "hundene"]),
        ("da", ["kat", "katten", "kattene"]),
        ("sv", ["flicka", "flickan", "flickor", "flickorna"]),
        ("sv", ["katt", "katten", "katter"]),
        ("it", ["gatto", "gatti", "gatta", "gatte"]),
        ("it", ["amico", "amici", "amica", "amiche"]),
        ("fi", ["kissa", "kissan", "kissoja", "kissalla", "kissoillekin"]),
        ("fi", ["katu", "kadulla", "katuja"]),
        ("fi", ["kenkä", "kengän", "kenkiä"]),
        ("fi", ["ihminen", "ihmisen", "ihmiset"]),
    ],
)
def test_the_forms_of_a_word_share_a_stem(language: str, forms: list[str]) -> None:
    assert len({stem(language, form) for form in forms}) == 1, {form: stem(language, form) for form in forms}


@pytest.mark.parametrize(
    ("language", "clue", "keyword"),
    [
        ("en", "trunk", "elephant"),
        ("en", "trunks", "elephant"),
        ("en", "Big Ben", "clock"),
        ("en", "big ben", "clock"),
        ("fi", "kuonoja", "koira"),
        ("it", "code", "volpe"),
    ],
)
def test_a_clue_in_another_form_reads_as_its_association(language: str, clue: str, keyword: str) -> None:
    number = lexicons.lexicon(language).keyword_number(keyword)
    assert number is not None
    assert read(language, clue).direct.get(number, 0.0) >= 0.4
