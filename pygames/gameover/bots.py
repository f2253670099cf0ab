"""Computer players for Game Over, deciding from their seat's view only.

A guesser keeps the words of the list that fit what it has seen (the pattern, and the letters asked so far) and asks
for the letter most likely to be hidden in the word. The levels differ in how much of that they use:
- easy: the pattern only (it forgets the misses); cautious, it draws unless a hit is likely; guesses only a sure word;
- normal: pattern and misses; plays a fair chance, guesses between two words;
- hard: also weighs how a letter splits the candidates, plays any real chance while the panel can take a miss, and
  guesses early when few words are left, since the other guessers race for the same word.
As guide, a bot picks a random word of the chosen difficulty.

Bots read the game's part of their seat's view (:class:`GameOverView`); the alphabet and the word list come from the
language module, by the view's ``language``, as static data does for the page.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

from pygames.core import Action
from pygames.gameover.views import GameOverView
from pygames.gameover.words import LEVEL_LENGTHS, language

Pattern = Sequence[str | None]


def choose(view: GameOverView, legal: list[Action], level: str, rng: random.Random) -> Action:
    if legal[0]["type"] == "word":
        return choose_word(view, rng)
    if legal == [{"type": "pass"}]:
        return legal[0]
    return choose_guess(view, legal, level, rng)


def choose_word(view: GameOverView, rng: random.Random) -> Action:
    words = language(view["language"]).words
    lengths = LEVEL_LENGTHS[view["word_level"]]
    pool = [w for w in words if len(w) in lengths] or list(words)
    return {"type": "word", "word": rng.choice(pool).lower()}


def _pattern(view: GameOverView) -> Pattern:
    pattern = view["pattern"]
    if pattern is None:
        raise ValueError("no word has been chosen yet")
    return pattern


def candidates(view: GameOverView, use_misses: bool = True) -> list[str]:
    """Words of the list that fit the pattern and (unless forgetful) every letter asked so far."""
    pattern = _pattern(view)
    # A hidden position cannot hold a letter already asked: asking reveals every hidden copy of it.
    excluded = set(view["asked"]) if use_misses else set()
    result = []
    for word in language(view["language"]).words:
        if len(word) != len(pattern):
            continue
        ok = all(c == p if p is not None else c not in excluded for c, p in zip(word, pattern, strict=True))
        if ok:
            result.append(word)
    return result


def hidden_letter_odds(view: GameOverView, words: list[str]) -> dict[str, float]:
    """For each letter, the share of candidate words that hold it in a hidden position."""
    pattern = _pattern(view)
    counts: Counter[str] = Counter()
    for word in words:
        counts.update({c for c, p in zip(word, pattern, strict=True) if p is None})
    return {c: n / len(words) for c, n in counts.items()} if words else {}


def split_entropy(view: GameOverView, words: list[str], letter: str) -> float:
    """How much asking ``letter`` tells, in bits: candidates grouped by where the letter would appear."""
    pattern = _pattern(view)
    groups: Counter[tuple[int, ...]] = Counter()
    for word in words:
        groups[tuple(i for i, (c, p) in enumerate(zip(word, pattern, strict=True)) if p is None and c == letter)] += 1
    total = len(words)
    return -sum(n / total * math.log2(n / total) for n in groups.values())


def choose_guess(view: GameOverView, legal: list[Action], level: str, rng: random.Random) -> Action:
    words = candidates(view, use_misses=level != "easy")
    odds = hidden_letter_odds(view, words)
    if not odds:  # the word is not in our list: fall back on how common letters are in the language
        odds = language_frequencies(view["language"])
        odds = {c: p for c, p in odds.items() if c not in view["asked"]}

    guesses = [a for a in legal if a["type"] == "free_guess" or a.get("card") == "guess"]
    if guesses and words:
        # A wrong guess costs one tile with the card and two without; other guessers race for the same word, so an
        # early guess pays when the candidates are few and the panel can take the loss.
        guesses.sort(key=lambda a: a["type"] == "free_guess")
        penalty = 2 if guesses[0]["type"] == "free_guess" else 1
        willing = {"easy": 1, "normal": 2, "hard": 4 if view["tiles"] > 2 * penalty + 1 else 1}[level]
        if len(words) <= willing:
            return {**guesses[0], "word": rng.choice(words).lower()}

    def value(action: Action) -> float:
        letter = action.get("letter") or action["card"]
        p = odds.get(letter, 0.0)
        if level == "hard" and words:
            # What tells most about the word brings the word-guess nearest: entropy of the split, in bits.
            p += 0.05 * split_entropy(view, words, letter)
        if action["card"] in ("vowel", "consonant"):
            p -= 0.02  # keep the wild cards for later when a plain letter card does as well
        return p

    letter_plays = [a for a in legal if a["type"] == "play" and a["card"] != "guess"]
    draw = next((a for a in legal if a["type"] == "draw"), None)
    if letter_plays:
        best = max(letter_plays, key=lambda a: (value(a), rng.random()))
        p_hit = odds.get(best.get("letter") or best["card"], 0.0)
        # Drawing costs a turn in the race; a miss costs a tile. The cautious easy bot draws too often.
        threshold = {"easy": 0.6, "normal": 0.35, "hard": 0.2 if view["tiles"] > 3 else 0.5}[level]
        if p_hit >= threshold or draw is None:
            return best
    if draw is not None:
        return draw
    return rng.choice(legal)


def language_frequencies(code: str) -> dict[str, float]:
    counts: Counter[str] = Counter()
    for word in language(code).words:
        counts.update(set(word))
    total = len(language(code).words) or 1
    return {c: n / total for c, n in counts.items()}
