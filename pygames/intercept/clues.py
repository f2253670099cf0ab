"""What the app can check about a clue, and the neutral example clues that legal_actions offers.

Checked (each with its own refusal): a clue is not empty (unless the timer ran out), not too long; it holds none of
the team's keywords, not even inflected or in a compound (wordforms.py); it does not write the code, nor the digit it
stands for (that reads the code out one digit at a time, and names the keyword's place on the screen); it is not a bare
keyword number; it does not point at how its keyword is written (its number of letters, its first letter, its letters
shuffled); the team has not used it before, and the three differ. The rest of the rulebook's clue rules (meaning, not
sound; no translations of a keyword; public knowledge only) is on the players' honour, and the clue screen says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Any, cast

from pygames.intercept.wordforms import bare_number, fold_word, is_form_of, numbers_in, words_of

Code = tuple[int, int, int]
MAX_CLUE_LENGTH = 80  # a clue may be a sentence, but it has to fit on a line of the notes sheet
# Separators people put between the digits of a code when they write it: "3-1-4", "3.1.4", "3 1 4", "3/1/4".
_CODE_SEPARATORS = r"[\s.,:;/|\\_\-\u2013\u2014\u00b7\u2022*+]*"  # with en and em dashes, middle dots
# Neutral filler for example clues, with letter suffixes to keep them fresh. Five stems for four keywords: at least one
# stem is never a keyword of the team, whatever its keywords are.
EXAMPLE_STEMS = {
    "en": ("hint", "idea", "notion", "thought", "guess"),
    "fi": ("vihje", "ajatus", "idea", "arvaus", "aavistus"),
    "da": ("vink", "idé", "tanke", "gæt", "anelse"),
    "sv": ("ledtråd", "idé", "tanke", "gissning", "aning"),
    "it": ("indizio", "idea", "pensiero", "ipotesi", "intuizione"),
}


def normalise(text: str, language: str = "en") -> str:
    """The form in which two clues count as the same: case, accents, punctuation and spacing ignored (but not the
    letters the language keeps apart: in Finnish "jää" and "jaa" are different clues)."""
    return " ".join(words_of(language, text)) or fold_word(language, text).strip()


def spells_code(text: str, code: Code) -> bool:
    """Whether ``text`` writes the code as its digits, in order, as one group ("314", "3-1-4", "3. 1. 4")."""
    a, b, c = (str(d) for d in code)
    pattern = rf"(?<!\d){a}{_CODE_SEPARATORS}{b}{_CODE_SEPARATORS}{c}(?!\d)"
    return re.search(pattern, text) is not None


def points_at_spelling(clue: str, keyword: str, language: str) -> bool:
    """Whether ``clue`` is about how ``keyword`` is written rather than what it means: its number of letters ("9",
    "nine letters"), its first letter alone ("K"), or its letters turned round or shuffled."""
    key = fold_word(language, keyword)
    if bare_number(clue, language) == len(key):
        return True
    letters = "".join(words_of(language, clue))
    if len(letters) == 1 and letters.isalpha():
        return letters == key[0]
    return len(letters) > 3 and letters != key and sorted(letters) == sorted(key)


Refusal = tuple[str, dict[str, Any]]  # a refusal key of the game's REFUSALS and its arguments


def clue_problem(
    clues: Sequence[str],
    keywords: Sequence[str],
    code: Code,
    used: Iterable[str],
    allow_empty: bool,
    language: str = "en",
    rules: int = 2,
) -> Refusal | None:
    """Why these three clues cannot be given, as a refusal key and its arguments, or None.

    ``used`` holds the team's earlier clues, normalised. Clues are numbered 1 to 3 in the arguments.
    ``allow_empty`` is for the timer: when time runs out, a clue not written yet is recorded as empty.
    ``language`` is the keywords' language: it says which letters are distinct and how a keyword is inflected.
    ``rules`` 1: a game saved by the first release, which keeps its English forms (wordforms.is_form_of).
    """
    used_before = set(used)
    for number, clue in enumerate(clues, 1):
        if len(clue) > MAX_CLUE_LENGTH:
            return "clue_too_long", {"clue": number, "max": MAX_CLUE_LENGTH}
        if not clue.strip():
            if allow_empty:
                continue
            return "clue_empty", {"clue": number}
        for word in words_of(language, clue):
            for keyword in keywords:
                if is_form_of(language, keyword, word, rules):
                    return "clue_keyword", {"clue": number, "keyword": keyword, "word": word}
        if spells_code(clue, code):
            return "clue_code", {"clue": number}
        # The digit a clue stands for is its keyword's number on the screen: saying it reads the code out, one digit
        # at a time ("2", "number two"), or points at the keyword's place instead of its meaning.
        digit = code[number - 1] if number <= len(code) else None
        if digit is not None and digit in numbers_in(clue, language):
            return "clue_digit", {"clue": number, "digit": digit}
        if bare_number(clue, language) in range(1, len(keywords) + 1):
            return "clue_number", {"clue": number}
        if digit is not None and digit <= len(keywords) and points_at_spelling(clue, keywords[digit - 1], language):
            return "clue_spelling", {"clue": number}
        if normalise(clue, language) in used_before:
            return "clue_used", {"clue": number, "text": clue.strip()}
    given = [(number, normalise(clue, language)) for number, clue in enumerate(clues, 1) if clue.strip()]
    for i, (first, text) in enumerate(given):
        for second, other in given[i + 1 :]:
            if text == other:
                return "clues_same", {"first": first, "second": second}
    return None


def example_labels() -> Iterator[str]:
    """a, b, …, z, aa, ab, …: suffixes that make example clues distinct without digits."""
    length = 1
    while True:
        for n in range(26**length):
            label = ""
            for _ in range(length):
                n, letter = divmod(n, 26)
                label = chr(ord("a") + letter) + label
            yield label
        length += 1


def example_clues(language: str, keywords: Sequence[str], code: Code, used: Iterable[str], rules: int = 2) -> list[str]:
    """Three clues that pass every check, so that a random playout can always go on."""
    # (a code read back from a save may be a list: the cache's keys must be tuples)
    return list(_example_clues(language, tuple(keywords), cast(Code, tuple(code)), frozenset(used), rules))


# Remembered: the clue phase's legal actions are asked for at every reply until both teams have written (the same
# keywords, code and used clues each time).
@lru_cache(maxsize=64)
def _example_clues(
    language: str, keywords: tuple[str, ...], code: Code, used: frozenset[str], rules: int
) -> tuple[str, ...]:
    stems = EXAMPLE_STEMS.get(language, EXAMPLE_STEMS["en"])
    chosen: list[str] = []
    for label in example_labels():
        for stem in stems:
            candidate = f"{stem} {label}"
            # Checked in its own place: some checks depend on the digit a clue stands for.
            clues = [*chosen, candidate, *[""] * (2 - len(chosen))]
            if clue_problem(clues, keywords, code, used, True, language, rules) is None:
                chosen.append(candidate)
                if len(chosen) == 3:
                    return tuple(chosen)
    raise AssertionError("unreachable: the labels never run out")
