"""What a machine can tell about the words of a clue: whether a word is a form of a keyword (inflected, or part of a
compound), and which numbers a clue says. The word data (number words, Finnish endings) is in data/forms.json.

Words are compared in a language's own alphabet: case and accents are ignored (café is cafe), but letters that are
letters of their own in the keyword's language stay apart (in Finnish jää is not jaa).

Forms of a keyword, per keyword language (pygames/intercept/data/words/<language>.txt):
- English: the regular inflections (juice: juices, juiced, juicing), and a compound that starts or ends with a
  keyword of five letters or more (butterfly, pineapple). Shorter keywords hide in too many other words (art: party).
- Finnish: the keyword or one of its stems followed by case, number, possessive and clitic endings (kissan, kissoja,
  kadulla for katu, naiselle for nainen), and a compound in which it is the first or the last part (kissanpentu,
  villakissan). A keyword of three letters or fewer only takes endings: as a part it would match too many words
  (maa in maanantai).
A false refusal costs a clue-giver a second try with the reason in front of them; a missed form is still against the
rules on the players' honour. The word lists keep the first rare (tests/test_intercept.py checks ordinary clues).
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache, lru_cache
from importlib import resources
from typing import Any

FINNISH_VOWELS = "aeiouyäö"
COMPOUND_PART = 4  # the shortest other part of a Finnish compound (kissa|npentu; kirja|sto is a derivation, let be)
ENGLISH_VOWELS = "aeiou"
# English suffixes that make many unrelated words end alike (vegetable, destination): a keyword ending in one of them
# is not looked for at the end of a longer word.
ENGLISH_COMMON_ENDINGS = ("able", "ible", "tion", "sion", "ment", "ness", "ship", "ing", "age", "ance", "ence", "ure")
# Finnish consonant gradation, strong to weak, before a keyword's last vowel (katu: kadun, kenkä: kengän).
FINNISH_GRADATION = (("kk", "k"), ("pp", "p"), ("tt", "t"), ("nk", "ng"), ("mp", "mm"), ("lt", "ll"), ("nt", "nn"))
FINNISH_GRADATION_AFTER_VOWEL = (("rt", "rr"), ("ht", "hd"), ("t", "d"), ("p", "v"))


@cache
def _data() -> dict[str, Any]:
    text = resources.files("pygames.intercept").joinpath("data", "forms.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


# Remembered: every clue checked folds the team's four keywords again for each of its words, and the example clues
# that every reply of the clue phase carries check a dozen clues (4 ms of a reply in CPython, 10-15 in the browser).
@lru_cache(maxsize=4096)
def fold_word(language: str, text: str) -> str:
    """``text`` in lower case without accents, except the letters that ``language`` keeps apart (Finnish ä, ö)."""
    kept = set(_data()["kept_letters"].get(language, ""))
    folded = []
    for char in unicodedata.normalize("NFC", text.casefold()):
        if char in kept:
            folded.append(char)
        else:
            folded.append("".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)))
    return "".join(folded)


def words_of(language: str, text: str) -> list[str]:
    """The whole words (letters and digits) of ``text``, folded for ``language``."""
    return re.findall(r"[^\W_]+", fold_word(language, text))


# ----- numbers ------------------------------------------------------------------------------------------------------
@cache
def _number_words() -> dict[str, int]:
    return {fold_word("fi", word): int(n) for n, words in _data()["number_words"].items() for word in words}


@cache
def _fillers() -> frozenset[str]:
    return frozenset(fold_word("fi", word) for word in _data()["number_fillers"])


def _number_of(word: str) -> int | None:
    """The number a folded word is: a run of digits, or a number word in any keyword language; else None."""
    return int(word) if word.isdigit() else _number_words().get(word)


def numbers_in(text: str) -> list[int]:
    """The numbers ``text`` says, as digits (a run of digits is one number) or as words in any keyword language."""
    said = []
    for word in words_of("fi", text):
        number = _number_of(word)
        if number is not None:
            said.append(number)
        else:  # digits glued to letters ("2nd", "no2") are numbers too
            said.extend(int(digits) for digits in re.findall(r"\d+", word))
    return said


def bare_number(text: str) -> int | None:
    """The number a clue says if it says nothing else ("4", "number 4", "nine letters"), else None."""
    numbers = []
    for word in words_of("fi", text):
        number = _number_of(word)
        if number is not None:
            numbers.append(number)
        elif word not in _fillers():
            return None
    return numbers[0] if len(numbers) == 1 else None


# ----- forms of a keyword -------------------------------------------------------------------------------------------
def is_form_of(language: str, keyword: str, word: str) -> bool:
    """Whether ``word`` (folded for ``language``) is ``keyword`` itself, inflected, or a compound that holds it."""
    key = fold_word(language, keyword)
    if word == key:
        return True
    if language == "fi":
        return _finnish_form(key, word)
    return _english_form(key, word)


@lru_cache(maxsize=1024)
def _english_inflections(key: str) -> frozenset[str]:
    forms = {key + "s", key + "es", key + "ed", key + "ing"}
    if key.endswith("e"):
        forms |= {key + "d", key[:-1] + "ing"}
    if key.endswith("y") and key[-2:-1] not in ENGLISH_VOWELS:
        forms |= {key[:-1] + "ies", key[:-1] + "ied"}
    if key.endswith("fe"):
        forms.add(key[:-2] + "ves")
    elif key.endswith("f"):
        forms.add(key[:-1] + "ves")
    # run: running, stop: stopped (a short vowel before one final consonant doubles it)
    short_vowel = len(key) >= 3 and key[-2] in ENGLISH_VOWELS and key[-3] not in ENGLISH_VOWELS
    if short_vowel and key[-1] not in ENGLISH_VOWELS + "wxy":
        forms |= {key + key[-1] + "ed", key + key[-1] + "ing"}
    return frozenset(forms)


def _english_form(key: str, word: str) -> bool:
    inflections = _english_inflections(key)
    if word in inflections:
        return True
    if len(key) < 5:
        return False
    if word.startswith(key) and len(word) - len(key) >= 3:
        return True  # butterfly, waterfall
    if key.endswith(ENGLISH_COMMON_ENDINGS):
        return False
    return any(
        word.endswith(form) and len(word) - len(form) >= 3 for form in (key, *inflections)
    )  # pineapple, seahorses


@cache
def _finnish_ending() -> re.Pattern[str]:
    endings = _data()["finnish_endings"]

    def group(name: str) -> str:
        return "(?:" + "|".join(sorted(map(re.escape, endings[name]), key=len, reverse=True)) + ")"

    # A genitive -n or a plural -t takes no possessive suffix (kissani, not kissanni): "lautanen" is not lauta+n+en.
    cases = [e for e in endings["case"] if e not in ("n", "t")]
    with_suffixes = "(?:" + "|".join(sorted(map(re.escape, cases), key=len, reverse=True)) + ")"
    return re.compile(f"(?:{with_suffixes}{group('possessive')}|[nt]){group('clitic')}")


def _is_ending(rest: str) -> bool:
    return _finnish_ending().fullmatch(rest) is not None


def _weak_grade(key: str) -> str | None:
    """``key`` with the consonants before its last vowel weakened (katu: kadu, kenkä: kengä), or None."""
    if len(key) < 3 or key[-1] not in FINNISH_VOWELS:
        return None
    body, last = key[:-1], key[-1]
    for strong, weak in FINNISH_GRADATION:
        if body.endswith(strong):
            return body[: -len(strong)] + weak + last
    for strong, weak in FINNISH_GRADATION_AFTER_VOWEL:
        before = body[: -len(strong)]
        if body.endswith(strong) and before[-1:] and before[-1] in FINNISH_VOWELS:
            return before + weak + last
    return None


@lru_cache(maxsize=1024)
def _finnish_stems(key: str) -> frozenset[str]:
    """The stems a Finnish noun takes endings on, besides the word itself (kissa: kisso-ja, katu: kadu-lla)."""
    stems: set[str] = set()
    weak = _weak_grade(key)
    if weak:
        stems.add(weak)
    if key.endswith("nen"):
        stems |= {key[:-3] + "se", key[:-3] + "s"}  # nainen: naise-n, nais-ia
    elif key.endswith(("us", "ys")):
        stems |= {key[:-1] + "kse", key[:-1] + "de", key[:-1] + "tt"}  # kysymys: kysymykse-n; rakkaus: rakkaude-n
    elif key.endswith("in"):
        stems.add(key[:-1] + "me")  # avain: avaime-n
    elif key.endswith("si"):
        stems |= {key[:-2] + "de", key[:-2] + "tt"}  # käsi: käde-n, kät-tä
    elif key[-1:] in "aä":
        for base in {key[:-1], (weak or key)[:-1]}:
            stems |= {base + "o", base + "i"}  # kissa: kisso-ja, kenkä: kenki-ä, kukka: kuki-lla
    elif key[-1:] == "i":
        stems |= {key[:-1] + "e", (weak or key)[:-1] + "e"}  # kivi: kive-n, lahti: lahde-ssa
    return frozenset(s for s in stems if len(s) >= 3)


def _finnish_starts_with(key: str, word: str, compound: bool) -> bool:
    """Whether ``word`` is ``key`` inflected, or (``compound``) a compound that begins with it (kissanpentu)."""
    if word.startswith(key):
        rest = word[len(key) :]
        if _is_ending(rest) or (compound and len(rest) >= COMPOUND_PART):
            return True
    for stem in _finnish_stems(key):
        if word.startswith(stem):
            rest = word[len(stem) :]
            # A stem is no word on its own (kani is not kana), and the plural stem in -o takes the plural's i or j
            # (kissoja, kissoilla; leijona is not leija).
            if not rest or (stem.endswith("o") and not key.endswith("o") and rest[0] not in "ij"):
                continue
            # kadunkulma: the genitive of a stem starts a compound
            if _is_ending(rest) or (compound and rest.startswith("n") and len(rest) >= 5):
                return True
    return False


def _finnish_form(key: str, word: str) -> bool:
    long_enough = len(key) >= 4
    if _finnish_starts_with(key, word, compound=long_enough):
        return True
    if not long_enough:
        return False
    # The keyword as the last part of a compound (villakissan, elokuva): the part before it is at least three letters
    # and ends as the first parts of Finnish compounds do (a vowel, or n, s, l after four letters or more), which keeps
    # out nukkuva (nuk+kuva) and mustikka (mus+tikka).
    for start in range(3, len(word) - 2):
        before = word[start - 1]
        if (before in FINNISH_VOWELS or (before in "nsl" and start >= 4)) and _finnish_starts_with(
            key, word[start:], compound=False
        ):
            return True
    return False
