"""Spell-check word lists against the system's spelling dictionaries (a test helper).

- "it", "en", "da": Hunspell dictionaries read by spylls (Debian packages hunspell-it, hunspell-en-us, hunspell-da).
- "fi": Voikko (Debian packages voikko-fi and libvoikko1, plus the `libvoikko` Python binding from PyPI).

A missing dictionary raises `DictionaryNotInstalled` naming what to install: a word list is never silently unchecked.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from pathlib import Path

HUNSPELL_DIR = Path("/usr/share/hunspell")

# language -> (Hunspell dictionary name, Debian package that installs it)
HUNSPELL_DICTIONARIES: dict[str, tuple[str, str]] = {
    "it": ("it_IT", "hunspell-it"),
    "en": ("en_US", "hunspell-en-us"),
    "da": ("da_DK", "hunspell-da"),
    "sv": ("sv_SE", "hunspell-sv"),
}

LANGUAGES = (*HUNSPELL_DICTIONARIES, "fi")


class DictionaryNotInstalled(RuntimeError):
    """The spelling dictionary for a language (or the library reading it) is not installed."""


def _hunspell_checker(language: str) -> Callable[[str], bool]:
    name, package = HUNSPELL_DICTIONARIES[language]
    base = HUNSPELL_DIR / name
    missing = [str(p) for p in (base.with_suffix(".aff"), base.with_suffix(".dic")) if not p.is_file()]
    if missing:
        raise DictionaryNotInstalled(
            f"Hunspell dictionary for {language!r} not found ({', '.join(missing)}): "
            f"install the Debian package {package} (apt-get install {package})"
        )
    try:
        from spylls.hunspell import Dictionary
    except ImportError as exc:
        raise DictionaryNotInstalled(
            "the Python package spylls is not installed: pip install -e '.[test]' (or pip install spylls)"
        ) from exc
    dictionary = Dictionary.from_files(str(base))
    return dictionary.lookup


def _voikko_checker(language: str) -> Callable[[str], bool]:
    try:
        import libvoikko
    except ImportError as exc:
        raise DictionaryNotInstalled(
            "the Python binding libvoikko is not installed: pip install -e '.[test]' (or pip install libvoikko); "
            "it also needs the Debian packages libvoikko1 and voikko-fi"
        ) from exc
    try:
        voikko = libvoikko.Voikko(language)
    except (OSError, libvoikko.VoikkoException) as exc:
        raise DictionaryNotInstalled(
            f"Voikko cannot load the {language!r} dictionary ({exc}): "
            "install the Debian packages voikko-fi and libvoikko1 (apt-get install voikko-fi)"
        ) from exc

    def check(word: str) -> bool:
        return bool(voikko.spell(word))

    return check


@functools.cache
def checker(language: str) -> Callable[[str], bool]:
    """A function telling whether `language`'s dictionary accepts a word; loaded once per process."""
    if language in HUNSPELL_DICTIONARIES:
        return _hunspell_checker(language)
    if language == "fi":
        return _voikko_checker(language)
    raise ValueError(f"no spelling dictionary configured for language {language!r} (known: {', '.join(LANGUAGES)})")


def misspelled(language: str, words: Iterable[str]) -> list[str]:
    """The words (in the given order) that `language`'s spelling dictionary rejects."""
    accepts = checker(language)
    return [word for word in words if not accepts(word)]
