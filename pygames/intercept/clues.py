"""What the app can check about a clue, and the neutral example clues that legal_actions offers.

The rest of the clue rules (refer to meaning, not spelling, sound or position; public knowledge only) are on the
players' honour, as in the rulebook.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from pygames.core import fold

Code = tuple[int, int, int]
MAX_CLUE_LENGTH = 80  # a clue may be a sentence, but it has to fit on a line of the notes sheet
ORDINALS = ("first", "second", "third")
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


def clue_problem(
    clues: Sequence[str], keywords: Sequence[str], code: Code, used: Iterable[str], allow_empty: bool
) -> str | None:
    """Why these three clues cannot be given, or None. ``used`` holds the team's earlier clues, normalised.

    ``allow_empty`` is for the timer: when time runs out, a clue not written yet is recorded as empty.
    """
    folded_keywords = {fold(k): k for k in keywords}
    used_before = set(used)
    for number, clue in zip(ORDINALS, clues, strict=True):
        if len(clue) > MAX_CLUE_LENGTH:
            return f"the {number} clue is too long (at most {MAX_CLUE_LENGTH} characters)"
        if not clue.strip():
            if allow_empty:
                continue
            return f"the {number} clue is empty: write a word or a sentence (only the timer can leave a clue blank)"
        for word in words_of(clue):
            if word in folded_keywords:
                return f'the {number} clue uses your keyword "{folded_keywords[word]}"'
        if spells_code(clue, code):
            return f"the {number} clue gives away the code's digits"
        if normalise(clue) in used_before:
            return f'your team already used the clue "{clue.strip()}" in this game'
    given = [(number, normalise(clue)) for number, clue in zip(ORDINALS, clues, strict=True) if clue.strip()]
    for i, (first, text) in enumerate(given):
        for second, other in given[i + 1 :]:
            if text == other:
                return f"the {first} and {second} clues are the same: the three clues must be different"
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
