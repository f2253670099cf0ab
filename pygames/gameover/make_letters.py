"""Writes data/letters.json: how often each letter, and each pair of neighbouring letters, occurs in the words of a
language.

The bots guess a word that is not in the game's list (the "any word" option) from these figures. They are counted
from the language's words as pygames.lang.dictionary lists them, so they describe the language rather than our list of
a few hundred words: the Hunspell dictionary's stems for Danish, English, Italian and Swedish; for Finnish, which has
no Hunspell dictionary in Debian (and whose Voikko cannot list words), the Finnish words of this project's Intercept
keywords and lexicon and Game Over words that Voikko accepts. Each word is folded to the game's cards (words.Language:
accents dropped, Æ Ø Å Ä Ö kept) and left out when it has a letter outside the language's alphabet:

    python -m pygames.gameover.make_letters
    # needs the Debian packages hunspell-da, hunspell-en-us, hunspell-it, hunspell-sv, voikko-fi and libvoikko1
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from pygames.gameover.words import ALPHABETS, MAX_WORD, MIN_WORD
from pygames.lang import dictionary, fold_upper

LETTERS_FILE = Path(__file__).with_name("data") / "letters.json"
EDGE = "_"  # the pairs' mark for the start or the end of a word: "_A" starts with A, "A_" ends with it


def dictionary_words(code: str) -> list[str]:
    """The language's words that the game's cards can spell: folded, its letters only, a word's length."""
    words = set()
    for stem in dictionary.words(code):
        word = fold_upper(code, stem)
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
    tables = {code: {"source": dictionary.source(code), **count(dictionary_words(code))} for code in sorted(ALPHABETS)}
    LETTERS_FILE.write_text(json.dumps(tables, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    for code, table in tables.items():
        print(f"{code}: {table['words']} words")


if __name__ == "__main__":
    main()
