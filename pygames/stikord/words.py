"""Words as the referee compares them, in the game's language: cue words against the dice and the message, guesses
against the answers (pygames.lang: how the language folds its letters and which words are forms of one another)."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Sequence
from typing import Literal

from pygames.lang import forms
from pygames.lang.letters import fold_upper
from pygames.lang.letters import words_of as lang_words_of

STAR = "★"  # the letter dice's free face, and the special die's highest face
MIN_SHARED_RUN = 4  # a cue word may not share a run of this many letters with the message
MIN_CONTAINED = 3  # nor contain a message word of this many letters (Skat holds kat; a word of two hides anywhere)
# How a refused cue word is too close to a word of the message (see forbidden_part).
Forbidden = Literal["same", "contains", "form", "part", "shares"]


def fold(text: str) -> str:
    """Upper case without accents, for comparing words case- and accent-insensitively (Å compares as A)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


def squeeze(text: str, language: str) -> str:
    """Folded as ``language`` compares words (pygames.lang.letters: case and accents ignored, but Danish Å is not A,
    Swedish får is not far), upper case, with everything but letters and digits left out: how guesses are judged."""
    return "".join(c for c in fold_upper(language, text) if c.isalnum())


def words_of(text: str, language: str) -> list[str]:
    """The words of a message or an answer (split at spaces, hyphens and other punctuation), folded for
    ``language``, upper case."""
    return [word.upper() for word in lang_words_of(language, text)]


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


def forbidden_part(language: str, cue: str, answers: Sequence[str]) -> tuple[str, str, Forbidden] | None:
    """(the message word, the part of it the cue holds, how) when ``cue`` is a word of the message (``same``),
    contains one of three letters or more (``contains``: Skat holds kat), is a form of one (``form``: inflected or a
    compound that holds it, pygames.lang.forms: haven for have, fødder for fod), is a part of one (``part``: sol of
    solsikke) or shares a run of four letters or more with one (``shares``), compared as ``language`` folds words;
    None when the cue is allowed."""
    cue_folded = squeeze(cue, language)
    for answer in answers:
        for word in words_of(answer, language):
            if cue_folded == word:
                return word, word, "same"
            if len(word) >= MIN_CONTAINED and word in cue_folded:
                return word, word, "contains"
            if forms.is_form_of(language, word, cue_folded):
                return word, word, "form"
            if forms.related(language, word, cue_folded):
                return word, cue_folded, "part"
            run = longest_common_run(cue_folded, word)
            if len(run) >= MIN_SHARED_RUN:
                return word, run, "shares"
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


def is_right(language: str, guess: str, answers: Sequence[str]) -> bool:
    """A guess is right when it equals an answer, ignoring case, accents (but not the language's own letters),
    spaces and punctuation, or when it is an inflected form of one, word by word (pygames.lang.forms.names_same:
    Danish haven for have, Swedish bilarna for bil, Finnish kissan for kissa, Italian gatti for gatto, English
    theatres for theater)."""
    wanted = squeeze(guess, language)
    if not wanted:
        return False
    guessed = words_of(guess, language)
    for answer in answers:
        if wanted == squeeze(answer, language):
            return True
        said = words_of(answer, language)
        if len(said) == len(guessed) and all(
            forms.names_same(language, word, form) for word, form in zip(said, guessed, strict=True)
        ):
            return True
    return False
