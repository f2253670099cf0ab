"""What the app can check about a clue, and the neutral example clues that legal_actions offers.

The rest of the clue rules (refer to meaning, not spelling, sound or position; public knowledge only) are on the
players' honour, as in the rulebook.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from pygames.core import fold

Code = tuple[int, int, int]
MAX_CLUE_LENGTH = 80  # a clue may be a sentence, but it has to fit on a line of the notes sheet
# Separators people put between the digits of a code when they write it: "3-1-4", "3.1.4", "3 1 4", "3/1/4".
_CODE_SEPARATORS = r"[\s.,:;/|\\_\-\u2013\u2014\u00b7\u2022*+]*"  # with en and em dashes, middle dots
# Neutral filler for example clues, with letter suffixes to keep them fresh. Five stems for four keywords: at least one
# stem is never a keyword of the team, whatever its keywords are.
EXAMPLE_STEMS = {
    "en": ("hint", "idea", "notion", "thought", "guess"),
    "fi": ("vihje", "ajatus", "idea", "arvaus", "aavistus"),
}


def words_of(text: str) -> list[str]:
    """The whole words of ``text``, folded (upper case, accents dropped), so that "Café" and "cafe" compare equal."""
    return re.findall(r"\w+", fold(text))


def normalise(text: str) -> str:
    """The form in which two clues count as the same: case, accents, punctuation and spacing ignored."""
    return " ".join(words_of(text)) or fold(text).strip()


def spells_code(text: str, code: Code) -> bool:
    """Whether ``text`` writes the code as its digits, in order, as one group ("314", "3-1-4", "3. 1. 4")."""
    a, b, c = (str(d) for d in code)
    pattern = rf"(?<!\d){a}{_CODE_SEPARATORS}{b}{_CODE_SEPARATORS}{c}(?!\d)"
    return re.search(pattern, text) is not None


Refusal = tuple[str, dict[str, Any]]  # a refusal key of the game's REFUSALS and its arguments


def clue_problem(
    clues: Sequence[str], keywords: Sequence[str], code: Code, used: Iterable[str], allow_empty: bool
) -> Refusal | None:
    """Why these three clues cannot be given, as a refusal key and its arguments, or None.

    ``used`` holds the team's earlier clues, normalised. Clues are numbered 1 to 3 in the arguments.
    ``allow_empty`` is for the timer: when time runs out, a clue not written yet is recorded as empty.
    """
    folded_keywords = {fold(k): k for k in keywords}
    used_before = set(used)
    for number, clue in enumerate(clues, 1):
        if len(clue) > MAX_CLUE_LENGTH:
            return "clue_too_long", {"clue": number, "max": MAX_CLUE_LENGTH}
        if not clue.strip():
            if allow_empty:
                continue
            return "clue_empty", {"clue": number}
        for word in words_of(clue):
            if word in folded_keywords:
                return "clue_keyword", {"clue": number, "keyword": folded_keywords[word]}
        if spells_code(clue, code):
            return "clue_code", {"clue": number}
        if normalise(clue) in used_before:
            return "clue_used", {"clue": number, "text": clue.strip()}
    given = [(number, normalise(clue)) for number, clue in enumerate(clues, 1) if clue.strip()]
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


def example_clues(language: str, keywords: Sequence[str], code: Code, used: Iterable[str]) -> list[str]:
    """Three clues that pass every check, so that a random playout can always go on."""
    used_before = set(used)
    stems = EXAMPLE_STEMS.get(language, EXAMPLE_STEMS["en"])
    chosen: list[str] = []
    for label in example_labels():
        for stem in stems:
            candidate = f"{stem} {label}"
            if clue_problem([candidate, "", ""], keywords, code, used_before, allow_empty=True) is None:
                chosen.append(candidate)
                if len(chosen) == 3:
                    return chosen
    raise AssertionError("unreachable: the labels never run out")
