"""The words of a language as this project's make scripts count them (gameover/make_letters.py, stikord/make_dice.py);
nothing a game imports while it is played.

- Danish, English, Italian, Swedish: the stems of the Hunspell dictionary (Debian's hunspell-da, hunspell-en-us,
  hunspell-it, hunspell-sv), as listed: lower-case words of letters only (names, abbreviations and comments left out).
- Finnish: Debian has no Hunspell dictionary for Finnish, and Voikko (voikko-fi) checks words but cannot list them. So
  the Finnish words are those of this project's own Finnish data that Voikko accepts: the Intercept keywords and
  association lexicon (pygames/intercept/data/words/fi.txt, lexicon/fi.txt) and the Game Over words
  (pygames/gameover/data/words/fi.txt), lower-case words of letters only, each once. Some 5,500 words, every one
  written for this project, against the other languages' tens of thousands: enough for how often each letter is used
  and which letters start words, which is all the make scripts count.
"""

from __future__ import annotations

import re
from pathlib import Path

HUNSPELL = Path("/usr/share/hunspell")
HUNSPELL_DICTIONARIES = {"da": "da_DK", "en": "en_US", "it": "it_IT", "sv": "sv_SE"}
PACKAGE = Path(__file__).resolve().parents[1]
FINNISH_SOURCES = (
    PACKAGE / "intercept" / "data" / "words" / "fi.txt",
    PACKAGE / "intercept" / "data" / "lexicon" / "fi.txt",
    PACKAGE / "gameover" / "data" / "words" / "fi.txt",
)


def source(language: str) -> str:
    """Where :func:`words` takes the language's words from, in a few words (for the data files' "source")."""
    if language in HUNSPELL_DICTIONARIES:
        return f"Hunspell {HUNSPELL_DICTIONARIES[language]}"
    return "Voikko-checked Finnish words of this project's data (Intercept keywords and lexicon, Game Over words)"


def words(language: str) -> list[str]:
    """The language's plain words, lower case, sorted, each once."""
    if language in HUNSPELL_DICTIONARIES:
        return _hunspell_stems(HUNSPELL_DICTIONARIES[language])
    if language == "fi":
        return _finnish_words()
    raise ValueError(f"no word source for {language!r}")


def _hunspell_stems(name: str) -> list[str]:
    path = HUNSPELL / f"{name}.dic"
    if not path.is_file():
        raise SystemExit(f"{path} is missing: install Debian's hunspell dictionary for {name}")
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        stem = line.split("/", 1)[0].strip()
        if stem and stem.islower() and stem.isalpha():
            found.add(stem)
    return sorted(found)


def _finnish_words() -> list[str]:
    import libvoikko  # type: ignore[import-untyped]  # Debian's libvoikko1 and voikko-fi; the binding: the test extra

    voikko = libvoikko.Voikko("fi")
    found = set()
    for path in FINNISH_SOURCES:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                continue
            for word in re.findall(r"[^\W\d_]+", line):
                if word.islower() and word not in found and voikko.spell(word):
                    found.add(word)
    return sorted(found)
