"""Writes data/letters.json: how often each letter, and each pair of neighbouring letters, occurs in the words of a
language.

The bots guess a word that is not in the game's list (the "any word" option) from these figures. They are counted
from the Hunspell dictionary of the language (its stems, as listed, folded to the game's alphabet; words with letters
outside it are skipped), so they describe the language rather than our list of a few hundred words:

    python -m pygames.gameover.make_letters     # needs the Debian packages hunspell-en-us and hunspell-it
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from pygames.core import fold
from pygames.gameover.words import ALPHABETS, MAX_WORD, MIN_WORD

DICTIONARIES = {"en": "en_US", "it": "it_IT"}
HUNSPELL = Path("/usr/share/hunspell")
LETTERS_FILE = Path(__file__).with_name("data") / "letters.json"
EDGE = "_"  # the pairs' mark for the start or the end of a word: "_A" starts with A, "A_" ends with it


def dictionary_words(code: str) -> list[str]:
    """The dictionary's stems that are plain words of the language: lower case, its letters only, a word's length."""
    lines = (HUNSPELL / f"{DICTIONARIES[code]}.dic").read_text(encoding="utf-8").splitlines()[1:]
    words = set()
    for line in lines:
        stem = line.split("/", 1)[0].strip()
        if not stem or not stem.islower() or not stem.isalpha():
            continue  # names, abbreviations, comments
        word = fold(stem)
        if MIN_WORD <= len(word) <= MAX_WORD and set(word) <= set(ALPHABETS[code]):
            words.add(word)
    return sorted(words)


def count(words: list[str]) -> dict[str, object]:
    letters: Counter[str] = Counter()
    pairs: Counter[str] = Counter()
    for word in words:
        letters.update(word)
        marked = f"{EDGE}{word}{EDGE}"
        pairs.update(marked[i : i + 2] for i in range(len(marked) - 1))
    return {"words": len(words), "letters": dict(sorted(letters.items())), "pairs": dict(sorted(pairs.items()))}


def main() -> None:
    tables = {
        code: {"source": f"Hunspell {name}", **count(dictionary_words(code))} for code, name in DICTIONARIES.items()
    }
    LETTERS_FILE.write_text(json.dumps(tables, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for code, table in tables.items():
        print(f"{code}: {table['words']} words")


if __name__ == "__main__":
    main()
