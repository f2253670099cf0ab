"""Words as the referee compares them: cue words against the dice and the message, guesses against the answers."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Sequence

STAR = "★"  # the letter dice's free face, and the special die's highest face
MIN_SHARED_RUN = 4  # a cue word may not share a run of this many letters with the message


def fold(text: str) -> str:
    """Upper case without accents, for comparing words case- and accent-insensitively (Å compares as A)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


def squeeze(text: str) -> str:
    """Folded, with everything but letters and digits left out: how guesses are judged."""
    return "".join(c for c in fold(text) if c.isalnum())


def words_of(text: str) -> list[str]:
    """The words of a message or an answer (split at spaces, hyphens and other punctuation), folded."""
    cleaned = "".join(c if c.isalnum() else " " for c in fold(text))
    return cleaned.split()


def initial(word: str, letters: Sequence[str]) -> str:
    """The first letter of ``word`` as the dice know it: Æ, Ø and Å stay themselves where a die carries them."""
    first = unicodedata.normalize("NFC", word.strip())[:1].upper()
    if first in letters:
        return first
    return fold(first)


def is_word(word: str) -> bool:
    """A cue word: letters, with apostrophes or hyphens inside, nothing else."""
    core = word.replace("-", "").replace("'", "").replace("\u2019", "")  # inner hyphens and apostrophes
    return bool(core) and core.isalpha() and word[0].isalpha()


def fits_dice(cues: Sequence[str], faces: Sequence[str]) -> bool:
    """Whether each cue word can start with a letter of its own die face: a face offers each of its letters once
    (so a two-letter face may start two words, one with each letter), ★ one word with any letter."""
    offered = [letter for face in faces for letter in face.split("/")]
    letters = [letter for letter in offered if letter != STAR]
    wanted = [initial(cue, letters) for cue in cues]
    return any(
        all(offered[slot] in (STAR, want) for slot, want in zip(chosen, wanted, strict=True))
        for chosen in itertools.permutations(range(len(offered)), len(wanted))
    )


def forbidden_part(cue: str, answers: Sequence[str]) -> tuple[str, str] | None:
    """(the message word, the shared part) when ``cue`` is a word of the message or shares a run of 4+ letters with
    one (compared case- and accent-insensitively); None when the cue is allowed."""
    cue_folded = squeeze(cue)
    for answer in answers:
        for word in words_of(answer):
            if cue_folded == word:
                return word, word
            run = longest_common_run(cue_folded, word)
            if len(run) >= MIN_SHARED_RUN:
                return word, run
    return None


def longest_common_run(a: str, b: str) -> str:
    best = ""
    for i in range(len(a)):
        for j in range(len(b)):
            k = 0
            while i + k < len(a) and j + k < len(b) and a[i + k] == b[j + k]:
                k += 1
            if k > len(best):
                best = a[i : i + k]
    return best


def is_right(guess: str, answers: Sequence[str]) -> bool:
    """A guess is right when it equals an answer, ignoring case, accents, spaces and punctuation."""
    wanted = squeeze(guess)
    return bool(wanted) and any(wanted == squeeze(answer) for answer in answers)
