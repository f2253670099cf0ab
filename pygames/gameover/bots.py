"""Computer players for Game Over, deciding from their seat's view only.

A guesser keeps the words of the list that fit what it has seen (the pattern, the letters asked so far, the wrong
guesses). Alone against the guide it asks for the letter most likely to be hidden in the word:
- easy: the pattern only (it forgets the misses); cautious, it draws unless a hit is likely; guesses only a sure word;
- normal: pattern and misses; plays a fair chance, guesses between two words;
- hard: also weighs how a letter splits the candidates, plays any real chance while the panel can take a miss.
Against other guessers it is a race for the winning move, and normal and hard race (see "racing" below): hard beats
easy in about two races of three, normal beats easy too (tests/bench/bench_gameover.py). With the any-word option
and a person guiding, the word may not be in the list: the bots then play from the language's letter frequencies.
As guide, a bot picks a random word of the chosen difficulty; a guide who has won may pick the next guide (an option):
see :func:`choose_next_guide`.

Bots read the game's part of their seat's view (:class:`GameOverView`); the alphabet and the word list come from the
language module, by the view's ``language``, as static data does for the page.
"""

from __future__ import annotations

import functools
import json
import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources

from pygames.core import Action
from pygames.gameover.views import GUESS_CARDS, LETTER_COPIES, TILES, WILD_CARDS, GameOverView
from pygames.gameover.words import LEVEL_LENGTHS, language

Pattern = Sequence[str | None]


def choose(view: GameOverView, legal: list[Action], level: str, rng: random.Random) -> Action:
    if legal[0]["type"] == "word":
        return choose_word(view, rng)
    if legal[0]["type"] == "next_guide":
        return choose_next_guide(view, legal, level)
    if legal == [{"type": "pass"}]:
        return legal[0]
    if maybe_unlisted(view):
        return choose_any_word(view, legal, level, rng)
    racing = len(view["guessers"]) > 1  # alone, a guesser only races the panel: find the word in the fewest turns
    if level != "easy" and racing:
        words = candidates(view)
        if words:
            return race(view, legal, words, RACERS[level], rng)
    return choose_guess(view, legal, level, rng)


def choose_word(view: GameOverView, rng: random.Random) -> Action:
    words = language(view["language"]).words
    lengths = LEVEL_LENGTHS[view["word_level"]]
    pool = [w for w in words if len(w) in lengths] or list(words)
    return {"type": "word", "word": rng.choice(pool).lower()}


def choose_next_guide(view: GameOverView, legal: list[Action], level: str) -> Action:
    """A guide who has won picks the next guide (``legal`` lists itself first, then every other seat).

    Easy stays the guide: it has just won as one. Normal and hard weigh the roles by the rounds played so far: a guide
    wins a share p of rounds (counting one won and one lost in advance), a guesser about (1 - p) / guessers. They stay
    the guide while it pays at least as well as guessing; otherwise they hand it to the leading other player, whom
    being the guide slows down most."""
    me = view["guide"]
    if level == "easy":
        return legal[0]
    history = view["history"]
    guide_wins = sum(1 for record in history if record["why"] == "last_tile")
    share = (guide_wins + 1) / (len(history) + 2)
    seats = len(legal)
    if share >= (1 - share) / (seats - 1):
        return legal[0]
    wins = Counter(record["winner"] for record in history)
    order = [(me + k) % seats for k in range(1, seats)]  # from the next seat on: the rotation breaks ties
    leader = max(order, key=lambda s: (wins[s], -order.index(s)))
    return {"type": "next_guide", "seat": leader}


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
    wrong = set(view.get("wrong_guesses", ()))
    result = []
    for word in language(view["language"]).words:
        if len(word) != len(pattern) or word in wrong:
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


# ----- racing: normal and hard ------------------------------------------------------------------------------------
# The word is usually pinned down within a move or two (the list has a few hundred words, and the length and the two
# end letters narrow it to a handful), so between guessers who know the word the round is a race for the winning
# move: the last hidden letter, or a guess. A move that makes the word easy to finish hands that move to the next
# guesser if they hold the means (a guess card once half is shown, a free guess with two letters left, the card of
# the last letter). So a racer weighs each move by the chance it wins now, else by the chance that no other guesser
# wins before its next turn. It knows only its hand: it estimates the others' hands from the cards it has not seen.


@dataclass(frozen=True)
class Racer:
    wary: float  # how much the others' chances weigh (1: fully)
    stall: float  # what a move that leaves the race open is worth, times the chance that nobody wins meanwhile
    hand_limit: int  # from this many cards on, drawing loses its appeal, so that rounds move on
    tile_cost: float  # the share of a move's worth a lost tile takes (times TILES / tiles left)


# Tuned by tests/bench/bench_gameover.py. Weighing its own chances on its next turn too made a racer worse: against
# others who wait, the one who makes the word easy to finish loses the race. Normal half-heeds the danger and stops
# drawing at 4 cards; hard heeds it fully and holds up to 8 cards.
RACERS = {
    "normal": Racer(wary=0.5, stall=0.5, hand_limit=4, tile_cost=0.2),
    "hard": Racer(wary=1.0, stall=0.5, hand_limit=8, tile_cost=0.2),
}
CARD_KINDS = ("vowel", "consonant")


@dataclass(frozen=True)
class Table:
    """What a racer knows: the word's pattern, the candidates, its hand and what the others may hold."""

    pattern: tuple[str | None, ...]
    words: tuple[str, ...]
    hand: tuple[str, ...]
    vowels: str
    others: tuple[int, ...]  # the hand sizes of the guessers who play before this one's next turn
    tiles: int  # left on the panel
    unseen: dict[str, float]  # card → the chance that one card of another hand is that card


def card_chances(view: GameOverView, hand: Sequence[str]) -> dict[str, float]:
    """The chance that a card this guesser has not seen is of each kind, from the deck's make-up less its own hand."""
    alphabet = language(view["language"]).alphabet
    counts: Counter[str] = Counter({c: LETTER_COPIES for c in alphabet})
    counts.update({**WILD_CARDS, "guess": GUESS_CARDS})
    counts.subtract(Counter(hand))
    total = sum(max(0, n) for n in counts.values()) or 1
    return {card: max(0, n) / total for card, n in counts.items()}


def after_ask(pattern: Sequence[str | None], word: str, letter: str) -> tuple[str | None, ...]:
    return tuple(c if p is None and c == letter else p for c, p in zip(word, pattern, strict=True))


def holds_any(chance: float, cards: int) -> float:
    """The chance that a hand of ``cards`` unseen cards holds one of a kind whose share of the unseen cards is given."""
    return 1 - (1 - min(1.0, chance)) ** cards


def finisher(pattern: Sequence[str | None], word: str) -> str | None:
    """The one letter still hidden in ``word`` (in one or more places), or None if more than one is."""
    hidden = {c for c, p in zip(word, pattern, strict=True) if p is None}
    return hidden.pop() if len(hidden) == 1 else None


def can_guess(pattern: Sequence[str | None], has_guess_card: float) -> float:
    hidden = sum(1 for p in pattern if p is None)
    if hidden == 2:
        return 1.0  # the free guess
    return has_guess_card if 2 * (len(pattern) - hidden) >= len(pattern) else 0.0


def win_chance(table: Table, pattern: Sequence[str | None], word: str, words: int, cards: int) -> float:
    """The chance that another guesser holding ``cards`` unseen cards wins on its turn in this position, if ``word``
    is the word and ``words`` candidates fit what is shown: by a guess (if it holds the means) or the last letter."""

    def holds(kinds: Sequence[str]) -> float:
        return holds_any(sum(table.unseen.get(k, 0.0) for k in kinds), cards)

    by_guess = can_guess(pattern, holds(["guess"])) / max(1, words)
    letter = finisher(pattern, word)
    by_letter = holds([letter, "vowel" if letter in table.vowels else "consonant"]) if letter else 0.0
    return 1 - (1 - by_guess) * (1 - by_letter)


def move_value(table: Table, action: Action, racer: Racer) -> float:
    """The racer's chance of winning the round with ``action``, averaged over the candidate words (a one-move look):
    it wins now, or it keeps the race open (worth ``racer.stall``) if no other guesser wins before its next turn."""
    kind = action["type"]
    guess = action["word"].upper() if kind == "free_guess" or action.get("card") == "guess" else None
    letter = None if kind == "draw" or guess else action.get("letter") or action["card"]
    after = [table.pattern if letter is None else after_ask(table.pattern, w, letter) for w in table.words]
    fitting = Counter(after)  # how many candidates stay for each outcome
    total = 0.0
    for word, pattern in zip(table.words, after, strict=True):
        left = fitting[pattern]
        lost = 0
        if guess is not None:
            if guess == word:
                total += 1
                continue
            left -= 1
            lost = 2 if kind == "free_guess" else 1
        elif letter is not None:
            if None not in pattern:
                total += 1  # the last hidden letter
                continue
            lost = 1 if pattern == table.pattern else 0
        if lost >= table.tiles:
            continue  # the panel empties: the guide wins
        worth = 1 - racer.tile_cost * lost * TILES / table.tiles  # a lost tile brings the guide's win nearer
        survive = 1.0
        for cards in table.others:
            survive *= 1 - racer.wary * win_chance(table, pattern, word, left, cards)
        total += worth * survive * racer.stall
    return total / len(table.words)


def race(view: GameOverView, legal: list[Action], words: list[str], racer: Racer, rng: random.Random) -> Action:
    hand = tuple(view["hand"] or ())
    seat_turn = view["turn"]
    others = tuple(view["hand_sizes"].get(str(s), 0) for s in view["guessers"] if s != seat_turn)
    table = Table(
        pattern=tuple(_pattern(view)),
        words=tuple(words),
        hand=hand,
        vowels=language(view["language"]).vowels,
        others=others,
        tiles=view["tiles"],
        unseen=card_chances(view, hand),
    )
    guess = rng.choice(words).lower()  # every candidate is as likely: one guess stands for them all
    moves: list[Action] = []
    for action in legal:
        if action["type"] == "free_guess" or action.get("card") == "guess":
            moves.append({**action, "word": guess})
        elif action["type"] != "pass":
            moves.append(action)
    if not moves:
        return legal[0]

    def score(action: Action) -> tuple[float, float]:
        value = move_value(table, action, racer)
        if action["type"] == "draw" and len(hand) >= racer.hand_limit:
            value -= 0.1 * (len(hand) - racer.hand_limit + 1)  # a long hand is enough: move the round on
        if action.get("card") in CARD_KINDS:
            value -= 1e-6  # a plain letter card does as well: keep the wild card
        return value, rng.random()

    return max(moves, key=score)


# ----- any word: a person's word that may not be in the list ------------------------------------------------------
# With the "any word" option a person who guides may choose a word outside the list. The list then only hints, and the
# bots ask for the letters that the language makes likely in the hidden places: each letter's frequency in the
# language's words, weighed (normal, hard) by how often it follows the letter shown before the place and precedes
# the one shown after it (data/letters.json, counted from the language's dictionary by make_letters.py).
LIST_SHARE = 0.5  # the chance that a person's word is one of the list's, while list words fit what is shown
ANY_WORD_DRAW_BELOW = {"easy": 0.6, "normal": 0.35, "hard": 0.45}  # draw for a better card below this chance of a hit
EDGE = "_"


def maybe_unlisted(view: GameOverView) -> bool:
    """The word may be outside the list: the option allows it and a person chose it (a computer guide uses the list)."""
    if not view.get("any_word"):
        return False
    players = view.get("players")  # the envelope's, when the bot has its whole view
    if not isinstance(players, list):
        return True
    return not players[view["guide"]]["bot"]


@functools.cache
def letter_counts(code: str) -> tuple[dict[str, int], dict[str, int]]:
    """The language's letter frequencies and pair counts (data/letters.json)."""
    text = resources.files("pygames.gameover").joinpath("data", "letters.json").read_text(encoding="utf-8")
    table = json.loads(text)[code]
    return table["letters"], table["pairs"]


def letter_odds(view: GameOverView, neighbours: bool) -> dict[str, float]:
    """For each letter not yet asked, the chance (from the language's frequencies) that a hidden place holds it."""
    pattern = _pattern(view)
    letters, pairs = letter_counts(view["language"])
    asked = set(view["asked"])
    pool = {c: n for c, n in letters.items() if c not in asked}
    total = sum(pool.values()) or 1.0
    after_total: Counter[str] = Counter()  # the pairs starting with a letter, and ending with one
    before_total: Counter[str] = Counter()
    if neighbours:
        for pair, n in pairs.items():
            after_total[pair[0]] += n
            before_total[pair[1]] += n
    missing = dict.fromkeys(pool, 1.0)  # the chance that no hidden place holds the letter
    for i, shown in enumerate(pattern):
        if shown is not None:
            continue
        weights = {}
        for c, n in pool.items():
            weight = n / total
            if neighbours:
                left = pattern[i - 1] if i > 0 else EDGE
                right = pattern[i + 1] if i + 1 < len(pattern) else EDGE
                share = n / total
                if left is not None:
                    weight *= (pairs.get(left + c, 0) + 1) / (after_total[left] + len(pool)) / share
                if right is not None:
                    weight *= (pairs.get(c + right, 0) + 1) / (before_total[right] + len(pool)) / share
            weights[c] = weight
        place_total = sum(weights.values()) or 1.0
        for c, weight in weights.items():
            missing[c] *= 1 - weight / place_total
    return {c: 1 - m for c, m in missing.items()}


def choose_any_word(view: GameOverView, legal: list[Action], level: str, rng: random.Random) -> Action:
    odds = letter_odds(view, neighbours=level != "easy")
    words = candidates(view) if level != "easy" else []
    if words:  # the list may hold the word: mix what its words suggest with what the language does
        listed = hidden_letter_odds(view, words)
        odds = {c: LIST_SHARE * listed.get(c, 0.0) + (1 - LIST_SHARE) * p for c, p in odds.items()}
    if len(words) == 1:  # one list word fits: worth a guess while the panel can take a wrong one
        for action in legal:
            cheap = action.get("card") == "guess" and view["tiles"] > 2
            if cheap or (action["type"] == "free_guess" and view["tiles"] > 4 and level == "hard"):
                return {**action, "word": words[0].lower()}
    plays = [a for a in legal if a["type"] == "play" and a["card"] != "guess"]
    draw = next((a for a in legal if a["type"] == "draw"), None)
    if plays:
        best = max(plays, key=lambda a: (odds.get(a.get("letter") or a["card"], 0.0), a["card"] not in CARD_KINDS))
        if draw is None or odds.get(best.get("letter") or best["card"], 0.0) >= ANY_WORD_DRAW_BELOW[level]:
            return best
    if draw is not None:
        return draw
    return rng.choice(legal)
