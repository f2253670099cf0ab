"""The association lexicons the computer players read: ``data/lexicon/<language>.txt``, one line per keyword of
``data/words/<language>.txt``, ``keyword | strong, ... | medium, ... | weak, ...`` (written for this project).

At build time (build.py) each is compiled into an index, ``data/lexicon/<language>.json``, which the wheel ships in
place of the text; a source checkout compiles the text on first use. Both go through :func:`from_index`, so the
browser and the tests read the same thing. The index (format 1) is one JSON object:

- ``keywords``: how many of ``words`` are the keyword list (the first ones, in the list's order);
- ``words``: every keyword and every association once (interned), folded (wordforms.fold_word: lower case, accents
  away, a language's own letters kept, one space between words); the associations in sorted order;
- ``shown``: ``{word number: text}`` for the words a clue writes otherwise than folded ("Big Ben", "café");
- ``stems``: per word, its stems (stems.py) as an int, the letters its folded form loses at the end, or as text;
- ``links``: the inverted index: per word, the keywords it is associated with, each as ``keyword * 4 + weight``
  (weight 3 strong, 2 medium, 1 weak); the keywords' own lines are built from it when the index is read.

Reading builds dictionaries from folded phrases and stems to word numbers; matching a clue is lookups, never a scan.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from pygames.intercept.stems import STEMMER_VERSION, stem
from pygames.intercept.wordforms import words_of

INDEX_FORMAT = 1
LANGUAGES = ("da", "en", "fi", "it", "sv")
TIERS = (3, 2, 1)  # the weights of a line's three parts: strong, medium, weak


@dataclass(frozen=True)
class Entry:
    text: str
    weight: int


def parse(text: str) -> Iterator[tuple[str, list[Entry]]]:
    """The lines of a lexicon text: each keyword with its associations as written (blank and # lines skipped).
    Raises ValueError for a line that is not ``keyword | strong | medium | weak``."""
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split("|")]
        if len(parts) != 4:
            raise ValueError(f"line {number}: expected keyword | strong | medium | weak")
        entries = [
            Entry(item.strip(), weight)
            for weight, part in zip(TIERS, parts[1:], strict=True)
            for item in part.split(",")
            if item.strip()
        ]
        yield parts[0], entries


def folded(language: str, text: str) -> str:
    """How a phrase is compared: its words folded (case, accents), joined by single spaces."""
    return " ".join(words_of(language, text))


def compile_index(language: str, text: str) -> dict[str, Any]:
    """The index of a lexicon text (see the module's doc), as JSON-able data."""
    parsed = list(parse(text))
    words: list[str] = [keyword for keyword, _ in parsed]
    number = {folded(language, word): w for w, word in enumerate(words)}
    lines: list[list[int]] = []
    for _, entries in parsed:
        line = [sum(1 for e in entries if e.weight == 3), sum(1 for e in entries if e.weight == 2)]
        for entry in entries:
            key = folded(language, entry.text)
            if key in number:
                line.append(number[key] + 1)
            else:
                number[key] = len(words)
                words.append(entry.text)
                line.append(0)
        lines.append(line)
    folded_words: dict[str, str] = {}
    stems: list[int | list[int] | str] = []
    for w, word in enumerate(words):
        key = folded(language, word)
        if key != word.casefold():
            folded_words[str(w)] = key
        parts = key.split(" ")
        stemmed = [stem(language, part) for part in parts]
        if all(part.startswith(s) for part, s in zip(parts, stemmed, strict=True)):
            cut = [len(part) - len(s) for part, s in zip(parts, stemmed, strict=True)]
            stems.append(cut[0] if len(cut) == 1 else cut)
        else:
            stems.append(" ".join(stemmed))
    return {
        "format": INDEX_FORMAT,
        "language": language,
        "stemmer": STEMMER_VERSION,
        "keywords": len(parsed),
        "words": words,
        "folded": folded_words,
        "stems": stems,
        "lines": lines,
    }


def index_json(language: str, text: str) -> str:
    """The index as the wheel ships it: compact JSON."""
    return json.dumps(compile_index(language, text), ensure_ascii=False, separators=(",", ":"))


@dataclass
class Lexicon:
    """One language's lexicon, read from its index: words by number (as written and folded), the keywords' lines
    (keyword → words), the inverted index (word → keywords), and lookups by folded phrase and by stem."""

    language: str
    keyword_count: int
    shown: list[str]  # as a clue writes it
    words: list[str]  # folded
    lines: list[list[int]]  # keyword → [word * 4 + weight]
    links: list[list[int]]  # word → [keyword * 4 + weight]
    line_weight: list[int]  # keyword → the sum of its line's weights
    word_stems: list[str]  # word → its stems, joined by spaces
    by_phrase: dict[str, int]  # folded phrase → word
    by_stems: dict[str, list[int]]  # the stems of a whole phrase → words
    by_stem: dict[str, list[int]]  # the stem of one word of a phrase → the words holding it

    @property
    def keywords(self) -> list[str]:
        return self.shown[: self.keyword_count]

    def keyword_number(self, keyword: str) -> int | None:
        number = self.by_phrase.get(folded(self.language, keyword))
        return number if number is not None and number < self.keyword_count else None


def from_index(index: dict[str, Any]) -> Lexicon:
    """A lexicon from its index (compiled now or read from the wheel)."""
    if index.get("format") != INDEX_FORMAT or index.get("stemmer") != STEMMER_VERSION:
        raise ValueError("the lexicon index is of another format or stemmer: rebuild it (python build.py)")
    shown: list[str] = index["words"]
    exceptions: dict[str, str] = index["folded"]
    words = [exceptions.get(str(w)) or word.casefold() for w, word in enumerate(shown)]
    count: int = index["keywords"]
    lines: list[list[int]] = []
    links: list[list[int]] = [[] for _ in words]
    line_weight: list[int] = []
    fresh = count
    for k, (strong, medium, *refs) in enumerate(index["lines"]):
        line = []
        for i, ref in enumerate(refs):
            if ref:
                w = ref - 1
            else:
                w, fresh = fresh, fresh + 1
            weight = 3 if i < strong else 2 if i < strong + medium else 1
            line.append(w * 4 + weight)
            links[w].append(k * 4 + weight)
        lines.append(line)
        line_weight.append(sum(link & 3 for link in line))
    word_stems: list[str] = []
    by_stems: dict[str, list[int]] = {}
    by_stem: dict[str, list[int]] = {}
    for w, (word, stemmed) in enumerate(zip(words, index["stems"], strict=True)):
        if isinstance(stemmed, str):
            phrase = stemmed
        elif isinstance(stemmed, int):
            phrase = word[: len(word) - stemmed]
        else:
            phrase = " ".join(part[: len(part) - cut] for part, cut in zip(word.split(" "), stemmed, strict=True))
        word_stems.append(phrase)
        by_stems.setdefault(phrase, []).append(w)
        for part in dict.fromkeys(phrase.split(" ")):
            by_stem.setdefault(part, []).append(w)
    return Lexicon(
        language=index["language"],
        keyword_count=count,
        shown=shown,
        words=words,
        lines=lines,
        links=links,
        line_weight=line_weight,
        word_stems=word_stems,
        by_phrase={word: w for w, word in enumerate(words)},
        by_stems=by_stems,
        by_stem=by_stem,
    )


def _data_file(name: str) -> Any:
    return resources.files("pygames.intercept").joinpath("data", "lexicon", name)


@cache
def lexicon(language: str) -> Lexicon:
    """The language's lexicon: its compiled index when the package has one (the wheel), else its text compiled now."""
    built = _data_file(f"{language}.json")
    if built.is_file():
        return from_index(json.loads(built.read_text(encoding="utf-8")))
    return from_index(compile_index(language, _data_file(f"{language}.txt").read_text(encoding="utf-8")))


def stems_of(language: str, text: str) -> list[str]:
    """The stems of a clue's words."""
    return [stem(language, w) for w in words_of(language, text)]
