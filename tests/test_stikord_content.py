"""Stikord's content in every language: the cards (counts printed and asserted, spelling per card file, no message
twice as the language compares words) and the letter dice (derived by pygames/stikord/make_dice.py from how often each
letter starts a word of the language; the kept Danish and English sets checked against the same counts)."""

from __future__ import annotations

import json
import unicodedata
from collections import Counter
from importlib import resources

import pytest

import pygames
from pygames.stikord import cards, make_dice, words
from pygames.stikord.dice import letter_dice

try:
    from spelling import misspelled
except ImportError:  # tests/ imported as a package
    from tests.spelling import misspelled

LANGUAGES = ("da", "en", "fi", "it", "sv")
PUNCTUATION = ".,'\u2019"
MIN_CARDS = 144  # per level and language (the rules file's goal)
DICE_DATA = json.loads(resources.files("pygames.stikord").joinpath("data", "dice.json").read_text("utf-8"))


def test_stikord_is_played_in_all_five_languages() -> None:
    assert tuple(pygames.GAMES["stikord"]["languages"]) == LANGUAGES
    assert cards.LANGUAGES == LANGUAGES


def test_content_counts_per_language_and_level() -> None:
    """The counts, printed (pytest -s) for the report, and asserted."""
    counts = {}
    for language in LANGUAGES:
        for level in cards.LEVELS:
            deck = cards.load(language, level)
            messages = [m for card in deck for m in card]
            counts[f"{language}-{level}"] = (len(deck), len(messages), sum(m.proper for m in messages))
    print()
    for name, (deck_size, messages, proper) in counts.items():
        print(f"stikord {name}: {deck_size} cards, {messages} messages, {proper} proper names")
    assert all(deck_size >= MIN_CARDS and messages == 5 * deck_size for deck_size, messages, _ in counts.values())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", cards.LEVELS)
def test_every_card_file_has_five_messages_a_card_in_the_rules_order(language: str, level: int) -> None:
    deck = cards.load(language, level)
    assert len(deck) >= MIN_CARDS
    for card in deck:
        assert [m.category for m in card[:4]] == ["person", "place", "thing", "event"]
        assert card[4].category in cards.CATEGORIES
        for m in card:
            assert m.text == unicodedata.normalize("NFC", m.text) and 1 <= len(m.text.split()) <= 3, m


def spelled_words(answer: str) -> list[str]:
    """The words of an answer as a dictionary checks them: a hyphenated word whole (Finnish tasa-arvo)."""
    return [word.strip(PUNCTUATION) for word in answer.split() if word.strip(PUNCTUATION)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", cards.LEVELS)
def test_every_common_noun_of_a_card_file_passes_the_language_s_dictionary(language: str, level: int) -> None:
    found = {
        word
        for card in cards.load(language, level)
        for m in card
        if not m.proper
        for a in m.answers
        for word in spelled_words(a)
    }
    # A hyphenated word passes whole or in its parts (Danish frisør-salon as frisør and salon).
    rejected = [w for w in misspelled(language, sorted(found)) if "-" not in w or misspelled(language, w.split("-"))]
    assert not rejected, f"{language}-{level}: {rejected}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_twice_in_a_language_as_it_compares_words(language: str) -> None:
    """Compared as guesses are judged: Swedish får and far, sång and säng are two messages, not one."""
    answers = Counter(
        answer
        for level in cards.LEVELS
        for card in cards.load(language, level)
        for m in card
        for answer in {words.squeeze(a, language) for a in m.answers}  # a message's own alternates may fold alike
    )
    twice = [a for a, n in answers.items() if n > 1]
    assert not twice, f"{language}: {twice[:10]}"


# ----- the letter dice ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("language", make_dice.DERIVED)
def test_the_shipped_dice_are_what_make_dice_derives_from_the_shipped_counts(language: str) -> None:
    assert letter_dice(language) == make_dice.derive(language, DICE_DATA["initials"][language])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shipped_initial_counts_are_the_dictionary_s(language: str) -> None:
    """dice.json's initials are counted from the language's words as pygames.lang.dictionary lists them."""
    assert DICE_DATA["initials"][language] == make_dice.count_initials(language)


def faces_of(language: str) -> Counter[str]:
    """How many faces show each letter (a two-letter face counts for both)."""
    return Counter(letter for die in letter_dice(language) for face in die for letter in face.split("/"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_set_of_dice_follows_its_language_s_initials(language: str) -> None:
    """Four dice of six faces and one ★; exactly the letters that start words of the language (Danish W and Z,
    not Q and X; Finnish Ö); every letter starting a face's worth of words (1 in 23) alone on a face of its own; no
    letter on more than two faces, nor twice on one die."""
    dice = letter_dice(language)
    initials = DICE_DATA["initials"][language]
    total = sum(initials.values())
    assert len(dice) == make_dice.DICE and all(len(die) == make_dice.FACES for die in dice)
    shown = faces_of(language)
    assert shown.pop(words.STAR) == 1
    assert set(shown) == set(make_dice.dice_letters(language, initials))
    alone = {face for die in dice for face in die}
    common = [letter for letter, count in initials.items() if count * make_dice.LETTER_FACES >= total]
    assert common and all(letter in alone for letter in common), common
    assert max(shown.values()) <= 2
    for die in dice:
        letters = [letter for face in die for letter in face.split("/")]
        assert len(letters) == len(set(letters)), die


def test_a_derived_set_differs_from_language_to_language() -> None:
    """The derivation follows the counts: Finnish dice with the Italian counts would be Italian dice."""
    sets = {language: letter_dice(language) for language in make_dice.DERIVED}
    assert len({json.dumps(dice) for dice in sets.values()}) == len(sets)
    assert "Ö" in str(sets["fi"]) and "Å" in str(sets["sv"]) and "Ä" not in str(sets["it"])


def test_the_data_says_how_the_dice_were_derived() -> None:
    about = DICE_DATA["about"]
    assert "make_dice.py" in about["derived"] and "rules" in about["da"]
    assert set(DICE_DATA["letters"]) == set(LANGUAGES) == set(DICE_DATA["initials"])
