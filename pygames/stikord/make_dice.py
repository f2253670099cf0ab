"""Writes the letter dice of data/dice.json for the languages whose dice are derived (Finnish, Italian, Swedish), and
the initial-letter counts of all five languages they are derived from.

A cue word must start with a letter a die shows, so the dice follow how often each letter starts a word of the
language, the way the Danish dice (the rules file's set, shared/rules/stikord.md) are built: four dice of six faces,
one ★ (any letter) among the 24, every letter that starts words alone on a face when it is common, the most common on
two faces (of two dice), the rare ones two to a face ("N/Ø"). Counted here:

1. the initials: how many of the language's words start with each letter, the words as pygames.lang.dictionary lists
   them (the Hunspell dictionary's stems for Danish, English, Italian and Swedish; for Finnish the Voikko-checked
   words of this project's data), each folded as the language folds its letters (Danish Æ Ø Å, Swedish Å Ä Ö,
   Finnish Ä Ö kept, accents dropped);
2. the letters: those that start at least one word in a thousand (MIN_SHARE: Danish Q and X do not, W and Z do),
   and the language's own letters (Finnish Ö);
3. the 23 letter faces, shared out in half faces: each letter has one half, the other halves go one at a time to the
   letter with the most words per half it would hold (Sainte-Laguë's highest averages: words / (halves + ½)), a
   letter holding at most four halves (two faces);
4. a letter with an odd number of halves shares a face: the most common of them with the rarest, and so on;
5. the faces go onto the dice heaviest first (a face weighs the share of words its letters start), each to the die
   with the least weight so far that has room and does not show the letter already; die 1 holds the ★.

The Danish and English dice are not rewritten: the Danish set is the rules file's, and the English one is older than
this script; tests/test_stikord_content.py checks that every set, kept or derived, covers the letters of step 2 with
one ★ and gives no letter more than two faces. Run it after a change to the word sources or to these rules:

    python -m pygames.stikord.make_dice
    # needs the Debian packages hunspell-da, hunspell-en-us, hunspell-it, hunspell-sv, voikko-fi and libvoikko1
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from pygames.lang import LANGUAGES, dictionary, fold_upper

DICE_FILE = Path(__file__).with_name("data") / "dice.json"
DERIVED = ("fi", "it", "sv")  # the languages whose dice this script writes (da: the rules' set; en: kept)
STAR = "★"  # the free face (words.STAR; not imported, so that this script runs without the game)
DICE = 4
FACES = 6  # per die
LETTER_FACES = DICE * FACES - 1  # one face is the ★
MIN_SHARE = 0.001  # a letter that starts fewer words than this gets no face
MOST_HALVES = 4  # two faces: no letter crowds out the others
LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
OWN_LETTERS = {"da": "ÆØÅ", "sv": "ÅÄÖ", "fi": "ÄÖ"}  # the letters that pygames.lang.letters keeps apart


def count_initials(language: str) -> dict[str, int]:
    """How many of the language's words start with each letter of its alphabet (folded)."""
    alphabet = LATIN + OWN_LETTERS.get(language, "")
    counts: Counter[str] = Counter()
    for word in dictionary.words(language):
        first = fold_upper(language, word)[:1]
        if first and first in alphabet:
            counts[first] += 1
    return dict(sorted(counts.items()))


def dice_letters(language: str, initials: dict[str, int]) -> list[str]:
    """The letters that get a face, most common first: those that start at least MIN_SHARE of the words, and the
    language's own letters (Finnish Ö: few words, but a letter of the alphabet)."""
    total = sum(initials.values())
    own = OWN_LETTERS.get(language, "")
    letters = [letter for letter, count in initials.items() if count >= MIN_SHARE * total or letter in own]
    return sorted(letters, key=lambda letter: (-initials[letter], letter))


def halves(language: str, initials: dict[str, int]) -> dict[str, int]:
    """Each letter's half faces (step 3): one each, the rest by Sainte-Laguë's highest averages."""
    letters = dice_letters(language, initials)
    held = dict.fromkeys(letters, 1)
    left = 2 * LETTER_FACES - len(letters)
    if left < 0:
        raise ValueError(f"{len(letters)} letters do not fit on {LETTER_FACES} faces")
    for _ in range(left):
        open_letters = [letter for letter in letters if held[letter] < MOST_HALVES]
        best = max(open_letters, key=lambda letter: (initials[letter] / (held[letter] + 0.5), -letters.index(letter)))
        held[best] += 1
    return held


def faces(language: str, initials: dict[str, int]) -> list[tuple[str, ...]]:
    """The 23 letter faces (step 4): a letter per face, or two sharing one (the more common first)."""
    held = halves(language, initials)
    letters = list(held)  # most common first
    result: list[tuple[str, ...]] = [(letter,) for letter in letters for _ in range(held[letter] // 2)]
    odd = [letter for letter in letters if held[letter] % 2]
    while odd:
        result.append((odd.pop(0), odd.pop()))
    return result


def derive(language: str, initials: dict[str, int]) -> list[list[str]]:
    """The four dice (step 5), each a list of six faces: "S", "N/Ø" or "★"."""
    total = sum(initials.values())

    def weight(face: tuple[str, ...]) -> float:
        return sum(initials[letter] / total for letter in face) / (1 if len(face) > 1 else face_count[face[0]])

    all_faces = faces(language, initials)
    face_count = Counter(face[0] for face in all_faces if len(face) == 1)
    dice: list[list[tuple[str, ...]]] = [[(STAR,)], [], [], []]
    load = [0.0] * DICE
    order = sorted(all_faces, key=lambda face: (-weight(face), face))
    for face in order:
        shown = [{letter for f in die for letter in f} for die in dice]
        room = [d for d in range(DICE) if len(dice[d]) < FACES and not shown[d] & set(face)]
        die = min(room, key=lambda d: (load[d], d))
        dice[die].append(face)
        load[die] += weight(face)
    return [[STAR if face == (STAR,) else "/".join(face) for face in sorted(die, key=_face_order)] for die in dice]


def _face_order(face: tuple[str, ...]) -> int:
    """Single letters, then pairs, then the ★, as the Danish dice list them (in the order placed otherwise)."""
    return 2 if face == (STAR,) else len(face) - 1


def write(data: dict[str, Any]) -> None:
    """dice.json with a die a line, as written by hand before this script."""
    lines = ["{", f'  "about": {json.dumps(data["about"], ensure_ascii=False, indent=2)},'.replace("\n", "\n  ")]
    lines.append(f'  "special": {json.dumps(data["special"], ensure_ascii=False)},')
    lines.append('  "letters": {')
    languages = list(data["letters"])
    for i, language in enumerate(languages):
        dice = [json.dumps(die, ensure_ascii=False) for die in data["letters"][language]]
        lines.append(f'    "{language}": [')
        lines.append(",\n".join(f"      {die}" for die in dice))
        lines.append("    ]" + ("," if i < len(languages) - 1 else ""))
    lines.append("  },")
    initials = json.dumps(data["initials"], ensure_ascii=False, sort_keys=True)
    lines.append(f'  "initials": {initials}')
    lines.append("}")
    DICE_FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")


ABOUT = {
    "da": "the rules file's set (shared/rules/stikord.md), kept",
    "en": "written by hand before make_dice.py, kept (checked against the initials by the tests)",
    "derived": (
        "fi, it, sv: derived by pygames/stikord/make_dice.py from 'initials' (how many words of the language start "
        "with each letter: {sources}): the letters starting at least 1 word in 1000 and the language's own "
        "letters, 23 faces shared out in half faces by Sainte-Laguë's highest averages (at most two faces a "
        "letter), the odd halves paired most common with rarest, the faces dealt heaviest first to the lightest die"
    ),
}


def main() -> None:
    data = json.loads(DICE_FILE.read_text(encoding="utf-8"))
    initials = {language: count_initials(language) for language in LANGUAGES}
    sources = "; ".join(f"{language}: {dictionary.source(language)}" for language in LANGUAGES)
    letters = {language: data["letters"][language] for language in ("da", "en")}
    letters |= {language: derive(language, initials[language]) for language in DERIVED}
    about = {**ABOUT, "derived": ABOUT["derived"].format(sources=sources)}
    write({"about": about, "special": data["special"], "letters": letters, "initials": initials})
    for language in DERIVED:
        print(language, " · ".join(" ".join(die) for die in letters[language]))


if __name__ == "__main__":
    main()
